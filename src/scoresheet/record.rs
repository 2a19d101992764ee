//! The record of a game as a scoresheet keeps it: the players and event,
//! the time control, the start position, every move with the clock after it
//! and what else was written there, draw offers, claims, the arbiter's
//! decisions, the result as written and where the rules ended the game.

use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

pub use super::event::{EventKind, SheetEvent, command_text};
use super::event::{commands, side_of, without_own_commands};
use super::import::{ImportError, replay};
use super::pgn::{Annotation, PgnGame};
use crate::game::{Claim, DeadPositionTest, Game, Reason, TimeControl, Verdict};
use crate::notation::Message;

/// A draw claim on the scoresheet: after how many half-moves it was made,
/// which, by whom (when known), and whether the arbiter found it correct.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RecordedClaim {
    pub ply: usize,
    pub claim: Claim,
    pub correct: bool,
    pub by: Option<Color>,
}

impl RecordedClaim {
    /// The PGN comment: `claim threefold repetition: incorrect (by Black)`.
    pub fn comment(&self) -> String {
        let verdict = if self.correct { "correct" } else { "incorrect" };
        let by = self
            .by
            .map(|c| format!(" (by {})", c.fold_wb("White", "Black")))
            .unwrap_or_default();
        format!(
            "claim {}: {verdict}{by}",
            self.claim.word().replace('-', " ")
        )
    }

    /// Reads [`RecordedClaim::comment`] back (also without the claimant, as
    /// an older annabella wrote it).
    fn from_comment(comment: &str, ply: usize) -> Option<RecordedClaim> {
        let rest = comment.trim().strip_prefix("claim ")?;
        let (name, verdict) = rest.split_once(':')?;
        let reason: Reason = name.parse().ok()?;
        let claim = Claim::ALL.into_iter().find(|c| c.reason() == reason)?;
        let (verdict, by) = match verdict.trim().split_once(" (by ") {
            Some((verdict, side)) => (verdict, Some(side_of(side.strip_suffix(')')?)?)),
            None => (verdict.trim(), None),
        };
        let correct = match verdict {
            "correct" => true,
            "incorrect" => false,
            _ => return None,
        };
        Some(RecordedClaim {
            ply,
            claim,
            correct,
            by,
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
    /// Comments, NAGs and variations written after the move, kept as they
    /// were (without what annabella writes itself).
    pub annotations: Vec<Annotation>,
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
    /// What was written before the first move.
    pub preface: Vec<Annotation>,
    pub moves: Vec<RecordedMove>,
    /// Half-moves after which a draw was offered, written `(=)`.
    pub draw_offers: Vec<usize>,
    pub claims: Vec<RecordedClaim>,
    pub events: Vec<SheetEvent>,
    /// The result as written.
    pub result: String,
    pub termination: Option<Reason>,
    /// Where the rules ended the game (mate, stalemate, dead position,
    /// fivefold repetition, 75 moves), which may be before the last move
    /// written.
    pub end: Option<Verdict>,
}

/// The tags of the seven-tag roster, in the order PGN writes them.
pub const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Tags that the record keeps in fields of its own.
const OWN_TAGS: [&str; 5] = ["TimeControl", "Termination", "Variant", "SetUp", "FEN"];

/// A clock value `h:mm:ss` (also with fractions of a second, or `m:ss`).
pub(super) fn clock_value(text: &str) -> Option<Duration> {
    let mut seconds = 0f64;
    for part in text.trim().split(':') {
        let value: f64 = part.trim().parse().ok()?;
        if !value.is_finite() || value < 0.0 {
            return None;
        }
        seconds = seconds * 60.0 + value;
    }
    (seconds < 1e9).then(|| Duration::from_millis((seconds * 1000.0).round() as u64))
}

/// Reads `[%clk h:mm:ss]` (also with fractions of a second) from a comment.
pub fn clock_comment(comment: &str) -> Option<Duration> {
    commands(comment)
        .into_iter()
        .find(|(name, _)| *name == "clk")
        .and_then(|(_, value)| clock_value(value))
}

/// The comment that marks where the rules ended a game that goes on in the
/// record: `end by rule: checkmate (5.1.1)`.
pub fn end_comment(verdict: &Verdict) -> String {
    format!(
        "end by rule: {} ({}), {}",
        verdict.reason.phrase(),
        verdict.reason.article(),
        verdict.pgn_result()
    )
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

    /// Sets a tag, keeping its place if it is there.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, old)) => *old = value,
            None => self.tags.push((name.to_owned(), value)),
        }
    }

    /// The moves after half-move `ply`, numbered as a scoresheet writes
    /// them: `13. Nf3 Nc6 14. Bb5`, or `13... Nc6` when Black's comes first.
    pub fn moves_from(&self, ply: usize) -> String {
        let mut words = Vec::new();
        for (index, (before, recorded)) in self.positions().into_iter().enumerate().skip(ply) {
            let number = before.fullmoves().get();
            match before.turn() {
                Color::White => words.push(format!("{number}. {}", recorded.san)),
                Color::Black if index == ply => words.push(format!("{number}... {}", recorded.san)),
                Color::Black => words.push(recorded.san.clone()),
            }
        }
        words.join(" ")
    }

    /// Whether the game has ended: by rule, or by the result written.
    pub fn is_finished(&self) -> bool {
        self.end.is_some() || self.result != "*"
    }

    /// Where the moves and the written result disagree: the rules ended the
    /// game with another result than the one written.
    pub fn contradiction(&self) -> Option<Verdict> {
        let end = self.end?;
        (end.pgn_result() != self.result).then_some(end)
    }

    /// Reads a game of a PGN file into a scoresheet.
    pub fn from_pgn(pgn: &PgnGame) -> Result<Scoresheet, ImportError> {
        let game = replay(pgn, DeadPositionTest::Fast).into_result()?;
        Ok(Scoresheet::from_game(pgn, &game))
    }

    /// The scoresheet of a game of a file, replayed as far as it could be.
    pub fn from_game(pgn: &PgnGame, game: &Game) -> Scoresheet {
        let mut sheet_moves = Vec::new();
        let mut draw_offers = Vec::new();
        let mut claims = Vec::new();
        let mut events = Vec::new();
        let written_end = game.verdict().copied();
        let own = |annotations: &[Annotation], ply: usize, offers: &mut Vec<usize>| {
            let mut kept = Vec::new();
            for annotation in annotations {
                let Annotation::Comment(comment) = annotation else {
                    kept.push(annotation.clone());
                    continue;
                };
                let comment = if comment.contains("(=)") {
                    // One offer a half-move, however often it is written.
                    if !offers.contains(&ply) {
                        offers.push(ply);
                    }
                    comment.replace("(=)", "")
                } else {
                    comment.clone()
                };
                if RecordedClaim::from_comment(&comment, ply).is_some()
                    || comment.trim().starts_with("end by rule:")
                {
                    continue;
                }
                let rest = without_own_commands(&comment);
                if !rest.is_empty() {
                    kept.push(Annotation::Comment(rest));
                }
            }
            kept
        };
        let preface = own(&pgn.preface, 0, &mut draw_offers);
        events.extend(
            pgn.comments_at(0)
                .flat_map(|comment| SheetEvent::from_comment(comment, 0)),
        );
        for (index, ((before, &m), written)) in game
            .positions()
            .iter()
            .zip(game.moves())
            .zip(&pgn.moves)
            .enumerate()
        {
            let ply = index + 1;
            let comments: Vec<&str> = pgn.comments_at(ply).collect();
            let clock = comments.iter().find_map(|c| clock_comment(c));
            claims.extend(
                comments
                    .iter()
                    .filter_map(|c| RecordedClaim::from_comment(c, ply)),
            );
            events.extend(
                comments
                    .iter()
                    .flat_map(|c| SheetEvent::from_comment(c, ply)),
            );
            sheet_moves.push(RecordedMove {
                m,
                san: SanPlus::from_move(before.clone(), m).to_string(),
                clock,
                annotations: own(&written.annotations, ply, &mut draw_offers),
            });
        }
        let result = pgn
            .tag("Result")
            .filter(|r| ["1-0", "0-1", "1/2-1/2", "*"].contains(r))
            .map(str::to_owned)
            .or_else(|| pgn.result.clone())
            .unwrap_or_else(|| "*".to_owned());
        let termination = pgn
            .tag("Termination")
            .and_then(|t| t.parse().ok())
            .or(written_end.map(|v| v.reason));
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
        Scoresheet {
            tags,
            time_control: pgn
                .tag("TimeControl")
                .and_then(|t| TimeControl::from_pgn_tag(t).ok())
                .filter(|t| !t.is_none()),
            castling_mode: game.castling_mode(),
            start_fen: (!standard)
                .then(|| Fen::from_position(game.start(), EnPassantMode::Legal).to_string()),
            start: game.start().clone(),
            preface,
            moves: sheet_moves,
            draw_offers,
            claims,
            events,
            result,
            termination,
            end: written_end,
        }
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

    /// The verdict the sheet's tags give: its `Termination`, or, without
    /// one, a decisive result read as a resignation and a draw as an
    /// agreement, as an arbiter would. None while the result is open.
    pub fn written_verdict(&self) -> Option<Verdict> {
        let ply = self.moves.len();
        let winner = match self.result.as_str() {
            "1-0" => Some(Color::White),
            "0-1" => Some(Color::Black),
            "1/2-1/2" => None,
            _ => return None,
        };
        Some(match winner {
            Some(winner) => {
                Verdict::win(winner, self.termination.unwrap_or(Reason::Resignation), ply)
            }
            None => Verdict::draw(self.termination.unwrap_or(Reason::Agreement), ply),
        })
    }

    /// How the game ended: where the rules ended it, else as written.
    pub fn verdict(&self) -> Option<Verdict> {
        self.end.or_else(|| self.written_verdict())
    }

    /// The result as written and its reason, with where the rules ended
    /// the game when moves were written after that: the result line of
    /// `announce` and of an exported scoresheet's head.
    pub fn outcome(&self) -> Message {
        let ended_at = self
            .end
            .filter(|end| end.ply > 0 && end.ply < self.moves.len())
            .map(|end| {
                let mut before = self.start.clone();
                for recorded in &self.moves[..end.ply - 1] {
                    before.play_unchecked(recorded.m);
                }
                (before.fullmoves().get(), before.turn())
            });
        Message::Outcome {
            result: self.result.clone(),
            verdict: self.verdict(),
            ended_at,
        }
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
            by: Some(Color::Black),
        };
        assert_eq!(
            claim.comment(),
            "claim threefold repetition: incorrect (by Black)"
        );
        assert_eq!(
            RecordedClaim::from_comment(&claim.comment(), 7),
            Some(claim)
        );
        // As an older annabella wrote it, without the claimant.
        assert_eq!(
            RecordedClaim::from_comment("claim fifty moves: correct", 3),
            Some(RecordedClaim {
                ply: 3,
                claim: Claim::FiftyMoves,
                correct: true,
                by: None
            })
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
        assert_eq!(clock_comment("[%clk"), None);
    }
}
