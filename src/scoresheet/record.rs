//! The record of a game as a scoresheet keeps it: the players and event,
//! the time control, the start position, every move with the clock after it
//! and what else was written there, draw offers, claims, the arbiter's
//! decisions, the result as written and where the rules ended the game.

use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

use super::import::{ImportError, replay};
use super::pgn::{Annotation, PgnGame};
use crate::game::{Claim, DeadPositionTest, Game, IllegalKind, Reason, TimeControl, Verdict};
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

/// Something the arbiter decided, recorded after a half-move (0: before the
/// first move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetEvent {
    pub ply: usize,
    pub kind: EventKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// Time added to (or, negative, taken from) a player's clock, in
    /// milliseconds: `[%clkadd white +0:02:00]`.
    ClockAdjusted { color: Color, millis: i64 },
    /// An illegal move ruled (article 7.5), of the kind its article names,
    /// as it was typed or written (nothing for a clock pressed without a
    /// move): `[%illegal white 7.5.1 Nxe5]`. An older record without the
    /// article means 7.5.1.
    IllegalMove {
        color: Color,
        kind: IllegalKind,
        text: String,
    },
    /// The arbiter set a player's clock to this time (articles 6.10.2 and
    /// D.2.9): `[%clkset white 1:23:45]`.
    ClockSet { color: Color, time: Duration },
    /// The game was retraced to this half-move (D.2.9, 7.4); the moves taken
    /// back, in SAN with their numbers: `[%retrace 13. Nf3 Nc6]`.
    Retrace { moves: String },
    /// The game was left (adjourned) with `color` to move and this time on
    /// its clock: the time used on the move in progress stays used
    /// (Guidelines I; the Persian Laws' appendix on adjourned games, A.5:
    /// "the time used by each player shall be indicated on the clocks"):
    /// `[%adjourned white 0:12:40]`.
    Adjourned { color: Color, time: Duration },
}

/// Text from a player or a file made fit for a PGN command: cleaned as
/// all text from outside is, at most 40 characters, without brackets,
/// braces or `%`, one space between words.
pub fn command_text(text: &str) -> String {
    let kept: String = crate::notation::outside::clean(text, 40)
        .chars()
        .map(|c| if "[]{}%".contains(c) { ' ' } else { c })
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl SheetEvent {
    /// The PGN comment: a command other programs pass over, then words.
    pub fn comment(&self) -> String {
        match &self.kind {
            EventKind::ClockAdjusted { color, millis } => {
                let sign = if *millis < 0 { '-' } else { '+' };
                let time = super::export::clock_text(Duration::from_millis(millis.unsigned_abs()));
                format!(
                    "[%clkadd {} {sign}{time}] arbiter: time {} {}",
                    side_word(*color),
                    if *millis < 0 {
                        "taken from"
                    } else {
                        "added for"
                    },
                    color.fold_wb("White", "Black")
                )
            }
            EventKind::IllegalMove { color, kind, text } => {
                let shown = if text.is_empty() {
                    String::new()
                } else {
                    format!(" {text}")
                };
                let what = match kind {
                    IllegalKind::Completed => "taken back",
                    IllegalKind::Promotion => "a queen",
                    IllegalKind::TwoHands => "made with two hands",
                    IllegalKind::ClockWithoutMove => "clock pressed without a move",
                };
                format!(
                    "[%illegal {} {kind}{shown}] arbiter: illegal move{shown} by {}, {what} ({kind})",
                    side_word(*color),
                    color.fold_wb("White", "Black")
                )
            }
            EventKind::ClockSet { color, time } => format!(
                "[%clkset {} {}] arbiter: clock of {} set",
                side_word(*color),
                super::export::clock_text(*time),
                color.fold_wb("White", "Black")
            ),
            EventKind::Retrace { moves } => {
                format!("[%retrace {moves}] arbiter: retraced, these moves taken back (D.2.9)")
            }
            EventKind::Adjourned { color, time } => format!(
                "[%adjourned {} {}] adjourned: clock of {} as it stood",
                side_word(*color),
                super::export::clock_text(*time),
                color.fold_wb("White", "Black")
            ),
        }
    }

    /// Every event a comment holds.
    fn from_comment(comment: &str, ply: usize) -> Vec<SheetEvent> {
        let mut events = Vec::new();
        for (command, rest) in commands(comment) {
            if command == "retrace" {
                events.push(SheetEvent {
                    ply,
                    kind: EventKind::Retrace {
                        moves: command_text(rest),
                    },
                });
                continue;
            }
            let mut words = rest.split_whitespace();
            let Some(color) = words.next().and_then(side_of) else {
                continue;
            };
            let kind = match command {
                "clkadd" => {
                    let Some(amount) = words.next() else { continue };
                    let (negative, time) = match amount.as_bytes().first() {
                        Some(b'-') => (true, &amount[1..]),
                        Some(b'+') => (false, &amount[1..]),
                        _ => (false, amount),
                    };
                    let Some(time) = clock_value(time) else {
                        continue;
                    };
                    let millis = i64::try_from(time.as_millis()).unwrap_or(i64::MAX);
                    EventKind::ClockAdjusted {
                        color,
                        millis: if negative { -millis } else { millis },
                    }
                }
                "illegal" => {
                    let rest: Vec<&str> = words.collect();
                    let (kind, text) = match rest.split_first() {
                        Some((first, text)) => match first.parse::<IllegalKind>() {
                            Ok(kind) => (kind, text.join(" ")),
                            Err(()) => (IllegalKind::Completed, rest.join(" ")),
                        },
                        None => continue,
                    };
                    // A clock pressed without a move (7.5.3) has no move
                    // to write; a move with two hands (7.5.4) always has
                    // one. Games saved when the two were numbered the
                    // other way round are read right by that.
                    let kind = match kind {
                        IllegalKind::TwoHands | IllegalKind::ClockWithoutMove
                            if text.is_empty() =>
                        {
                            IllegalKind::ClockWithoutMove
                        }
                        IllegalKind::ClockWithoutMove => IllegalKind::TwoHands,
                        kind => kind,
                    };
                    EventKind::IllegalMove {
                        color,
                        kind,
                        text: command_text(&text),
                    }
                }
                "clkset" | "adjourned" => {
                    let Some(time) = words.next().and_then(clock_value) else {
                        continue;
                    };
                    if command == "clkset" {
                        EventKind::ClockSet { color, time }
                    } else {
                        EventKind::Adjourned { color, time }
                    }
                }
                _ => continue,
            };
            events.push(SheetEvent { ply, kind });
        }
        events
    }
}

fn side_word(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

fn side_of(word: &str) -> Option<Color> {
    match word.to_ascii_lowercase().as_str() {
        "white" | "w" => Some(Color::White),
        "black" | "b" => Some(Color::Black),
        _ => None,
    }
}

/// The `[%name args]` commands of a comment.
fn commands(comment: &str) -> Vec<(&str, &str)> {
    let mut found = Vec::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let inside = &after[..end];
        let (name, args) = inside
            .split_once(char::is_whitespace)
            .unwrap_or((inside, ""));
        found.push((name.trim(), args.trim()));
        rest = &after[end + 1..];
    }
    found
}

/// The text of a comment without the commands annabella writes itself
/// (`[%clk]`, `[%clkadd]`, `[%clkset]`, `[%illegal]`, `[%retrace]`,
/// `[%adjourned]`), and
/// without its own words after
/// them.
fn without_own_commands(comment: &str) -> String {
    let mut kept = String::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let name = after[..end].split_whitespace().next().unwrap_or("");
        kept.push_str(&rest[..start]);
        if !matches!(
            name,
            "clk" | "clkadd" | "clkset" | "illegal" | "retrace" | "adjourned"
        ) {
            kept.push_str(&rest[start..start + 2 + end + 1]);
        }
        rest = &after[end + 1..];
    }
    kept.push_str(rest);
    // What was taken out leaves no gap: words are kept one space apart, as
    // the comment is written back.
    let kept = kept.split_whitespace().collect::<Vec<_>>().join(" ");
    if kept.starts_with("arbiter:") || kept.starts_with("adjourned:") {
        String::new()
    } else {
        kept
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
fn clock_value(text: &str) -> Option<Duration> {
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

    #[test]
    fn arbiter_events_read_back_from_their_comments() {
        let events = [
            SheetEvent {
                ply: 4,
                kind: EventKind::ClockAdjusted {
                    color: Color::Black,
                    millis: 120_000,
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ClockAdjusted {
                    color: Color::White,
                    millis: -13_500,
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::IllegalMove {
                    color: Color::White,
                    kind: IllegalKind::Completed,
                    text: "Springer Eva fünf".into(),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::IllegalMove {
                    color: Color::Black,
                    kind: IllegalKind::ClockWithoutMove,
                    text: String::new(),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ClockSet {
                    color: Color::Black,
                    time: Duration::from_secs(5025),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::Retrace {
                    moves: "3. Nf3 Nc6 4. Bb5".into(),
                },
            },
        ];
        for event in events {
            let comment = event.comment();
            assert_eq!(SheetEvent::from_comment(&comment, 4), [event], "{comment}");
            assert_eq!(without_own_commands(&comment), "");
        }
        // An older annabella wrote no article: 7.5.1.
        assert_eq!(
            SheetEvent::from_comment("[%illegal white e4]", 2),
            [SheetEvent {
                ply: 2,
                kind: EventKind::IllegalMove {
                    color: Color::White,
                    kind: IllegalKind::Completed,
                    text: "e4".into()
                }
            }]
        );
        // Saved when the clock pressed without a move was numbered 7.5.4
        // and two hands 7.5.3: each read as what it was (7.5.3 and 7.5.4
        // in the Laws).
        let read = |comment: &str| match SheetEvent::from_comment(comment, 2).as_slice() {
            [
                SheetEvent {
                    kind: EventKind::IllegalMove { kind, .. },
                    ..
                },
            ] => Some(*kind),
            _ => None,
        };
        assert_eq!(
            read("[%illegal black 7.5.4]"),
            Some(IllegalKind::ClockWithoutMove)
        );
        assert_eq!(
            read("[%illegal white 7.5.3 e4]"),
            Some(IllegalKind::TwoHands)
        );
        assert_eq!(
            read("[%illegal black 7.5.3]"),
            Some(IllegalKind::ClockWithoutMove)
        );
        assert_eq!(
            read("[%illegal white 7.5.4 e4]"),
            Some(IllegalKind::TwoHands)
        );
        assert_eq!(command_text("Nc6]}\u{7} {x}"), "Nc6 x");
        assert_eq!(
            without_own_commands("[%clk 0:01:00] [%eval 0.3] good move"),
            "[%eval 0.3] good move"
        );
    }
}
