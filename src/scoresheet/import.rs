//! Replaying a PGN game on the board: its start position from the `SetUp`,
//! `FEN` and `Variant` tags, then every move, refusing the first one that
//! cannot be read or played with its game, ply and text.

use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Move, Position};

use super::pgn::{Fault, PgnGame};
use crate::game::{DeadPositionTest, Game, StartError};
use crate::notation::outside::visible;

/// Why a game of a PGN file could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The half-move (from 1) that failed, 0 for a problem before the moves.
    pub ply: usize,
    pub problem: Problem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    BadTag {
        line: usize,
        text: String,
    },
    UnknownVariant(String),
    Start(StartError),
    /// The text is no move in any notation annabella reads.
    Unreadable {
        text: String,
        line: usize,
        move_number: u32,
        color: Color,
    },
    /// A move that cannot be played in the position.
    Illegal {
        text: String,
        line: usize,
        move_number: u32,
        color: Color,
    },
    /// A move that fits several legal moves.
    Ambiguous {
        text: String,
        line: usize,
        move_number: u32,
        color: Color,
    },
    UnclosedComment {
        line: usize,
    },
    UnclosedVariation {
        line: usize,
    },
    /// A tag, comment, variation or token past the longest that is read.
    TooLong {
        line: usize,
    },
    /// A game that goes on past the most that is read without a result.
    Endless {
        line: usize,
    },
    ResultInMoves {
        line: usize,
        result: String,
    },
}

impl Problem {
    /// The problem as a player is told it, in the scheme's language.
    pub fn as_record_fault(&self) -> crate::notation::RecordFault {
        use crate::notation::{MoveFault, RecordFault};
        let at = |text: &String, move_number: &u32, color: &Color, line: &usize, why| {
            RecordFault::Move {
                text: visible(text, SHOWN),
                move_number: *move_number,
                side: *color,
                line: *line,
                why,
            }
        };
        match self {
            Problem::Unreadable {
                text,
                line,
                move_number,
                color,
            } => at(text, move_number, color, line, MoveFault::NotAMove),
            Problem::Illegal {
                text,
                line,
                move_number,
                color,
            } => at(text, move_number, color, line, MoveFault::Illegal),
            Problem::Ambiguous {
                text,
                line,
                move_number,
                color,
            } => at(text, move_number, color, line, MoveFault::Ambiguous),
            Problem::UnclosedComment { line } => RecordFault::UnclosedComment { line: *line },
            Problem::UnclosedVariation { line } => RecordFault::UnclosedVariation { line: *line },
            Problem::ResultInMoves { line, result } => RecordFault::ResultInMoves {
                line: *line,
                result: visible(result, SHOWN),
            },
            Problem::BadTag { line, text } => RecordFault::BadTag {
                line: *line,
                text: visible(text, SHOWN),
            },
            Problem::UnknownVariant(variant) => {
                RecordFault::UnknownVariant(visible(variant, SHOWN))
            }
            Problem::Start(error) => RecordFault::Start(error.clone()),
            Problem::TooLong { line } => RecordFault::TooLong {
                line: *line,
                megabytes: crate::scoresheet::pgn::LONGEST.div_ceil(1_000_000),
            },
            Problem::Endless { line } => RecordFault::Endless {
                line: *line,
                items: crate::scoresheet::pgn::MOST_ITEMS,
            },
        }
    }
}

impl ImportError {
    /// The problem alone, without the game number: what the JSON of
    /// `adjudicate` writes beside `game` and `ply`.
    pub fn problem_text(&self) -> String {
        self.problem.to_string()
    }
}

/// The most characters of a token from a file that a message shows.
const SHOWN: usize = 40;

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::BadTag { line, text } => {
                write!(f, "unreadable tag on line {line}: {}", visible(text, SHOWN))
            }
            Problem::UnknownVariant(variant) => write!(
                f,
                "variant '{}' is not played by annabella (only standard chess and Chess960)",
                visible(variant, SHOWN)
            ),
            Problem::Start(error) => error.fmt(f),
            Problem::Unreadable {
                text,
                line,
                move_number,
                color,
            } => write!(
                f,
                "move {move_number} ({}, line {line}): '{}' is not a move",
                side(*color),
                visible(text, SHOWN)
            ),
            Problem::Illegal {
                text,
                line,
                move_number,
                color,
            } => write!(
                f,
                "move {move_number} ({}, line {line}): '{}' is not legal in the position",
                side(*color),
                visible(text, SHOWN)
            ),
            Problem::Ambiguous {
                text,
                line,
                move_number,
                color,
            } => write!(
                f,
                "move {move_number} ({}, line {line}): '{}' fits more than one legal move",
                side(*color),
                visible(text, SHOWN)
            ),
            Problem::UnclosedComment { line } => {
                write!(
                    f,
                    "the comment begun on line {line} is never closed with }}"
                )
            }
            Problem::UnclosedVariation { line } => {
                write!(
                    f,
                    "the variation begun on line {line} is never closed with )"
                )
            }
            Problem::ResultInMoves { line, result } => write!(
                f,
                "line {line}: the result {} stands in the middle of the moves",
                visible(result, SHOWN)
            ),
            Problem::TooLong { line } => write!(
                f,
                "line {line}: a tag, comment or move longer than {} bytes is not read",
                crate::scoresheet::pgn::LONGEST
            ),
            Problem::Endless { line } => write!(
                f,
                "line {line}: the game goes on past {} moves, comments and marks without a result; the rest is not read",
                crate::scoresheet::pgn::MOST_ITEMS
            ),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, ply {}: {}", self.game, self.ply, self.problem)
    }
}

impl std::error::Error for ImportError {}

/// The names PGN writers give Chess960.
const CHESS960_NAMES: [&str; 7] = [
    "chess960",
    "chess 960",
    "fischerandom",
    "fischer random",
    "fischerrandom",
    "frc",
    "960",
];

/// The names of standard chess, with or without a set-up position.
const STANDARD_NAMES: [&str; 5] = ["", "standard", "chess", "normal", "from position"];

/// The castling mode a game's tags ask for, or the variant it names that
/// annabella does not play.
fn castling_mode(game: &PgnGame) -> Result<Option<CastlingMode>, Problem> {
    let Some(variant) = game.tag("Variant") else {
        return Ok(None);
    };
    let name = variant.trim().to_ascii_lowercase();
    if CHESS960_NAMES.contains(&name.as_str()) {
        Ok(Some(CastlingMode::Chess960))
    } else if STANDARD_NAMES.contains(&name.as_str()) {
        Ok(Some(CastlingMode::Standard))
    } else {
        Err(Problem::UnknownVariant(variant.to_owned()))
    }
}

/// The start of a game of a file, from its tags, or why it cannot be had.
pub fn game_start(game: &PgnGame) -> Result<Game, ImportError> {
    start(game).map_err(|problem| ImportError {
        game: game.number,
        ply: 0,
        problem,
    })
}

/// The game's starting position from its tags.
fn start(game: &PgnGame) -> Result<Game, Problem> {
    let mode = castling_mode(game)?;
    let Some(fen) = game.tag("FEN") else {
        return Ok(Game::from_position(
            Chess::default(),
            mode.unwrap_or(CastlingMode::Standard),
        ));
    };
    let mode = match mode {
        Some(mode) => mode,
        None => match fen.parse::<Fen>() {
            Ok(parsed) => CastlingMode::detect(parsed.as_setup()),
            Err(_) => CastlingMode::Standard,
        },
    };
    Game::from_fen(fen, mode).map_err(Problem::Start)
}

/// Reads a move token: SAN (with `0-0` castling), or coordinates as some
/// engines write them.
pub fn read_move(position: &Chess, text: &str) -> Result<Move, MoveError> {
    let coordinates = text.trim_end_matches(['+', '#']);
    if is_coordinate_move(coordinates)
        && let Ok(uci) = UciMove::from_ascii(coordinates.as_bytes())
    {
        return uci.to_move(position).map_err(|_| MoveError::Illegal);
    }
    let castling = text.replace('0', "O");
    let san_text = if castling.starts_with("O-O") {
        castling.as_str()
    } else {
        text
    };
    if let Ok(san) = SanPlus::from_ascii(san_text.as_bytes()) {
        return san.san.to_move(position).map_err(|e| match e {
            shakmaty::san::SanError::AmbiguousSan => MoveError::Ambiguous,
            shakmaty::san::SanError::IllegalSan => MoveError::Illegal,
        });
    }
    Err(MoveError::Unreadable)
}

/// `e2e4`, `e7e8q`: a from square, a to square and maybe a promotion letter.
fn is_coordinate_move(text: &str) -> bool {
    let bytes = text.as_bytes();
    let square = |at: usize| {
        matches!(bytes.get(at), Some(b'a'..=b'h')) && matches!(bytes.get(at + 1), Some(b'1'..=b'8'))
    };
    square(0)
        && square(2)
        && match bytes.len() {
            4 => true,
            5 => matches!(bytes[4], b'q' | b'r' | b'b' | b'n'),
            _ => false,
        }
}

/// Why a move token was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Unreadable,
    Illegal,
    Ambiguous,
}

/// A game of a file replayed: every move that could be played, also those
/// written after the game had ended by rule, and the first fault, if any.
#[derive(Clone, Debug)]
pub struct Replay {
    pub game: Game,
    pub fault: Option<ImportError>,
}

impl Replay {
    /// The game, or its fault.
    pub fn into_result(self) -> Result<Game, ImportError> {
        match self.fault {
            Some(fault) => Err(fault),
            None => Ok(self.game),
        }
    }
}

/// The problem of a fault in the structure, at the half-move after the
/// moves read before it.
fn structure_problem(fault: &Fault) -> Problem {
    match fault {
        Fault::BadTag { line, text } => Problem::BadTag {
            line: *line,
            text: text.clone(),
        },
        Fault::UnclosedComment { line } => Problem::UnclosedComment { line: *line },
        Fault::UnclosedVariation { line } => Problem::UnclosedVariation { line: *line },
        Fault::TooLong { line } => Problem::TooLong { line: *line },
        Fault::Endless { line } => Problem::Endless { line: *line },
        Fault::ResultInMoves { line, result } => Problem::ResultInMoves {
            line: *line,
            result: result.clone(),
        },
    }
}

/// Replays a game of a file. Every written move is read and checked; moves
/// written after the game had ended by rule (a mate, a stalemate, a dead
/// position, fivefold repetition, the 75-move rule) are played too and
/// kept, and the end stays where it happened. Replaying stops at the first
/// move that cannot be played.
pub fn replay(pgn: &PgnGame, test: DeadPositionTest) -> Replay {
    let number = pgn.number;
    let error = |ply, problem| ImportError {
        game: number,
        ply,
        problem,
    };
    if let Some(fault @ Fault::BadTag { .. }) = &pgn.fault {
        return Replay {
            game: Game::standard(),
            fault: Some(error(0, structure_problem(fault))),
        };
    }
    let mut replayed = match start(pgn) {
        Ok(game) => game.with_dead_position_test(test).deferring_dead_position(),
        Err(problem) => {
            return Replay {
                game: Game::standard(),
                fault: Some(error(0, problem)),
            };
        }
    };
    let mut fault = None;
    for written in &pgn.moves {
        let position = replayed.position();
        let ply = replayed.recorded_plies() + 1;
        let move_number = position.fullmoves().get();
        let color = position.turn();
        // A move read against the position's legal moves is legal there.
        let played = read_move(position, &written.text).map(|m| replayed.record_legal(m));
        if let Err(e) = played {
            let (text, line) = (written.text.clone(), written.line);
            let problem = match e {
                MoveError::Unreadable => Problem::Unreadable {
                    text,
                    line,
                    move_number,
                    color,
                },
                MoveError::Illegal => Problem::Illegal {
                    text,
                    line,
                    move_number,
                    color,
                },
                MoveError::Ambiguous => Problem::Ambiguous {
                    text,
                    line,
                    move_number,
                    color,
                },
            };
            fault = Some(error(ply, problem));
            break;
        }
    }
    let likely_winner = match pgn.tag("Result").or(pgn.result.as_deref()) {
        Some("1-0") => Some(Color::White),
        Some("0-1") => Some(Color::Black),
        _ => None,
    };
    replayed.settle_dead_position(likely_winner);
    if fault.is_none()
        && let Some(structure) = &pgn.fault
    {
        fault = Some(error(
            replayed.recorded_plies() + 1,
            structure_problem(structure),
        ));
    }
    Replay {
        game: replayed,
        fault,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoresheet::pgn::read_games;

    fn replay_text(text: &str) -> Result<Game, ImportError> {
        let games = read_games(text);
        replay(&games[0], DeadPositionTest::Fast).into_result()
    }

    #[test]
    fn moves_after_a_mate_are_read_checked_and_kept() {
        let game = replay_text("1. f3 e5 2. g4 Qh4# 3. a3 a6 1-0").unwrap_err();
        // After a mate no move is legal: the first one written is refused.
        assert_eq!(game.ply, 5);
        let game = replay_text("[FEN \"8/8/4k3/8/8/3NK3/8/8 w - - 0 1\"]\n1. Kd4 Kd6 2. Nc5 *")
            .expect("reads");
        // K+N against K is dead at once; the moves are still kept.
        assert_eq!(game.recorded_plies(), 3);
        let verdict = game.verdict().expect("dead from the start");
        assert_eq!(verdict.reason, crate::game::Reason::DeadPosition);
        assert_eq!(verdict.ply, 0);
    }

    #[test]
    fn structure_faults_name_their_line() {
        let error = replay_text("[Event \"A\"]\n\n1. e4 e5 {never closed\n2. Nf3 *").unwrap_err();
        assert_eq!(error.ply, 3);
        assert_eq!(
            error.to_string(),
            "game 1, ply 3: the comment begun on line 3 is never closed with }"
        );
        let error = replay_text("1. e4 e5 1-0 2. Nf3 *").unwrap_err();
        assert_eq!(
            error.to_string(),
            "game 1, ply 3: line 1: the result 1-0 stands in the middle of the moves"
        );
    }

    #[test]
    fn the_first_illegal_move_is_named_by_move_side_and_ply() {
        let error = replay_text("1. e4 e5 2. Nf3 Nf6 3. Nxe5 Ke7 4. Qh5 Nf6 *").unwrap_err();
        assert_eq!(error.ply, 8);
        assert_eq!(
            error.to_string(),
            "game 1, ply 8: move 4 (Black, line 1): 'Nf6' is not legal in the position"
        );
    }

    #[test]
    fn unreadable_and_ambiguous_moves_are_refused() {
        let error = replay_text("1. e4 xyzzy *").unwrap_err();
        assert_eq!(error.ply, 2);
        assert!(matches!(error.problem, Problem::Unreadable { ref text, .. } if text == "xyzzy"));
        // Knights on c3 and g1 can both reach e2.
        let error = replay_text("1. e3 a6 2. Nc3 a5 3. Ne2 *").unwrap_err();
        assert_eq!(error.ply, 5);
        assert!(
            matches!(error.problem, Problem::Ambiguous { .. }),
            "{error}"
        );
    }

    #[test]
    fn coordinates_and_zero_castling_are_read() {
        let game = replay_text("1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 f8c5 4. 0-0 *").expect("replays");
        assert_eq!(game.ply(), 7);
    }

    #[test]
    fn control_characters_in_a_file_never_reach_the_terminal() {
        let error = replay_text("1. e4 \u{1b}[2J *").unwrap_err();
        assert!(!error.to_string().contains('\u{1b}'), "{error}");
        assert!(error.to_string().contains("\\u{1b}"), "{error}");
    }

    #[test]
    fn variants_annabella_does_not_play_are_named() {
        let error = replay_text("[Variant \"Crazyhouse\"]\n1. e4 *").unwrap_err();
        assert_eq!(error.ply, 0);
        assert!(
            error.to_string().contains("variant 'Crazyhouse'"),
            "{error}"
        );
    }

    #[test]
    fn a_bad_fen_is_refused_before_the_moves() {
        let error = replay_text("[SetUp \"1\"]\n[FEN \"8/8/8/8 w - - 0 1\"]\n1. e4 *").unwrap_err();
        assert_eq!(error.ply, 0);
        assert!(error.to_string().contains("FEN"), "{error}");
    }
}
