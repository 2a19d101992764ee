//! The record of a game as a scoresheet keeps it: the players and event,
//! the time control, the start position, every move with the clock after it,
//! draw offers, and the result with its reason.

use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};

use super::import::{ImportError, replay};
use super::pgn::PgnGame;
use crate::game::{Claim, DeadPositionTest, Reason, TimeControl};

/// A draw claim on the scoresheet: after how many half-moves it was made,
/// which, and whether the arbiter found it correct.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RecordedClaim {
    pub ply: usize,
    pub claim: Claim,
    pub correct: bool,
}

impl RecordedClaim {
    /// The PGN comment: `claim threefold repetition: incorrect`.
    pub fn comment(&self) -> String {
        let verdict = if self.correct { "correct" } else { "incorrect" };
        format!("claim {}: {verdict}", self.claim.word().replace('-', " "))
    }

    /// Reads [`RecordedClaim::comment`] back.
    fn from_comment(comment: &str, ply: usize) -> Option<RecordedClaim> {
        let rest = comment.trim().strip_prefix("claim ")?;
        let (name, verdict) = rest.split_once(':')?;
        let reason: Reason = name.parse().ok()?;
        let claim = Claim::ALL.into_iter().find(|c| c.reason() == reason)?;
        let correct = match verdict.trim() {
            "correct" => true,
            "incorrect" => false,
            _ => return None,
        };
        Some(RecordedClaim {
            ply,
            claim,
            correct,
        })
    }
}

/// One move on the scoresheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedMove {
    pub m: Move,
    /// SAN with its check or mate suffix.
    pub san: String,
    /// The mover's clock after the move, as `[%clk]` writes it.
    pub clock: Option<Duration>,
}

/// A whole scoresheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoresheet {
    /// The seven-tag roster (Event, Site, Date, Round, White, Black, Result)
    /// and any other tags, in order.
    pub tags: Vec<(String, String)>,
    pub time_control: Option<TimeControl>,
    pub castling_mode: CastlingMode,
    /// The start position when it is not the standard one.
    pub start_fen: Option<String>,
    pub start: Chess,
    pub moves: Vec<RecordedMove>,
    /// Half-moves after which a draw was offered, written `(=)`.
    pub draw_offers: Vec<usize>,
    pub claims: Vec<RecordedClaim>,
    pub result: String,
    pub termination: Option<Reason>,
}

/// The tags of the seven-tag roster, in the order PGN writes them.
pub const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Tags that the record keeps in fields of its own.
const OWN_TAGS: [&str; 5] = ["TimeControl", "Termination", "Variant", "SetUp", "FEN"];

/// Reads `[%clk h:mm:ss]` (also with fractions of a second) from a comment.
pub fn clock_comment(comment: &str) -> Option<Duration> {
    let start = comment.find("[%clk")? + 5;
    let rest = comment[start..].trim_start();
    let end = rest.find(']')?;
    let mut seconds = 0f64;
    for part in rest[..end].trim().split(':') {
        let value: f64 = part.trim().parse().ok()?;
        if !value.is_finite() || value < 0.0 {
            return None;
        }
        seconds = seconds * 60.0 + value;
    }
    (seconds < 1e9).then(|| Duration::from_millis((seconds * 1000.0).round() as u64))
}

impl Scoresheet {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The tag's value, or `?` as PGN writes an unknown.
    pub fn tag_or_unknown(&self, name: &str) -> &str {
        self.tag(name).filter(|v| !v.is_empty()).unwrap_or("?")
    }

    /// Reads game number `number` of a PGN file into a scoresheet.
    pub fn from_pgn(pgn: &PgnGame, number: usize) -> Result<Scoresheet, ImportError> {
        let game = replay(pgn, number, DeadPositionTest::Fast)?;
        let mut moves = Vec::new();
        let mut draw_offers = Vec::new();
        let mut claims = Vec::new();
        for (index, ((before, &m), written)) in game
            .positions()
            .iter()
            .zip(game.moves())
            .zip(&pgn.moves)
            .enumerate()
        {
            let clock = written.comments.iter().find_map(|c| clock_comment(c));
            if written.comments.iter().any(|c| c.contains("(=)")) {
                draw_offers.push(index + 1);
            }
            claims.extend(
                written
                    .comments
                    .iter()
                    .filter_map(|c| RecordedClaim::from_comment(c, index + 1)),
            );
            moves.push(RecordedMove {
                m,
                san: SanPlus::from_move(before.clone(), m).to_string(),
                clock,
            });
        }
        let result = match game.verdict() {
            Some(verdict) => verdict.pgn_result(),
            None => pgn
                .tag("Result")
                .filter(|r| ["1-0", "0-1", "1/2-1/2", "*"].contains(r))
                .map(str::to_owned)
                .or_else(|| pgn.result.clone())
                .unwrap_or_else(|| "*".to_owned()),
        };
        let termination = game
            .verdict()
            .map(|v| v.reason)
            .or_else(|| pgn.tag("Termination").and_then(|t| t.parse().ok()));
        let mut tags: Vec<(String, String)> = ROSTER
            .iter()
            .map(|&name| (name.to_owned(), pgn.tag(name).unwrap_or("?").to_owned()))
            .collect();
        tags.iter_mut()
            .filter(|(name, _)| name == "Result")
            .for_each(|(_, value)| *value = result.clone());
        tags.extend(
            pgn.tags
                .iter()
                .filter(|(name, _)| {
                    !ROSTER.contains(&name.as_str()) && !OWN_TAGS.contains(&name.as_str())
                })
                .cloned(),
        );
        let standard =
            game.start() == &Chess::default() && game.castling_mode() == CastlingMode::Standard;
        Ok(Scoresheet {
            tags,
            time_control: pgn
                .tag("TimeControl")
                .and_then(|t| TimeControl::from_pgn_tag(t).ok())
                .filter(|t| !t.is_none()),
            castling_mode: game.castling_mode(),
            start_fen: (!standard)
                .then(|| Fen::from_position(game.start(), EnPassantMode::Legal).to_string()),
            start: game.start().clone(),
            moves,
            draw_offers,
            claims,
            result,
            termination,
        })
    }

    /// The position before each move and the move, in order.
    pub fn positions(&self) -> Vec<(Chess, &RecordedMove)> {
        let mut position = self.start.clone();
        self.moves
            .iter()
            .map(|recorded| {
                let before = position.clone();
                position.play_unchecked(recorded.m);
                (before, recorded)
            })
            .collect()
    }

    /// The position after all moves.
    pub fn final_position(&self) -> Chess {
        let mut position = self.start.clone();
        for recorded in &self.moves {
            position.play_unchecked(recorded.m);
        }
        position
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_read_back_from_their_comments() {
        let claim = RecordedClaim {
            ply: 7,
            claim: Claim::ThreefoldRepetition,
            correct: false,
        };
        assert_eq!(claim.comment(), "claim threefold repetition: incorrect");
        assert_eq!(
            RecordedClaim::from_comment(&claim.comment(), 7),
            Some(claim)
        );
        assert_eq!(
            RecordedClaim::from_comment("claim checkmate: correct", 1),
            None
        );
    }

    #[test]
    fn clock_comments_read_hours_minutes_seconds() {
        assert_eq!(
            clock_comment("[%clk 1:30:00]"),
            Some(Duration::from_secs(5400))
        );
        assert_eq!(
            clock_comment("+0.13/12 [%clk 0:04:57.5] x"),
            Some(Duration::from_millis(297_500))
        );
        assert_eq!(clock_comment("[%clk x]"), None);
        assert_eq!(clock_comment("no clock"), None);
    }
}
