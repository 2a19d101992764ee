//! One of every message of the records area, for the tests of every message.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::Square;

use super::*;
use crate::game::Verdict;
use crate::notation::message::Message;
use crate::notation::message::tests::*;
use crate::notation::word::Word;

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    use crate::game::{FenField, PositionFault};
    let path = || PathBuf::from(LONG_PATH);
    let mut knight = Announcement::new();
    knight.push(Word::Piece(Role::Knight)).square(Square::C6);
    let mate = Verdict::win(Color::Black, crate::game::Reason::Checkmate, 4);
    let mut all = vec![
        Message::Reviewing {
            path: path(),
            game: 2,
            white: "Anna-Lena Schwarzenberger".into(),
            black: "Maximilian Oberhollenzer".into(),
            plies: 245,
            result: "1-0".into(),
        },
        Message::ReviewStops {
            ply: 245,
            fault: RecordFault::UnclosedComment { line: 1234 },
        },
        Message::ReviewStops {
            ply: 245,
            fault: RecordFault::UnclosedVariation { line: 1234 },
        },
        Message::ReviewStops {
            ply: 245,
            fault: RecordFault::ResultInMoves {
                line: 1234,
                result: "1-0".into(),
            },
        },
        Message::ReviewStops {
            ply: 0,
            fault: RecordFault::BadTag {
                line: 1234,
                text: "[x7".into(),
            },
        },
        Message::ReviewStops {
            ply: 0,
            fault: RecordFault::UnknownVariant("x7".into()),
        },
        Message::ReviewStops {
            ply: 0,
            fault: RecordFault::TooLong {
                line: 1234,
                megabytes: 1,
            },
        },
        Message::ReviewStops {
            ply: 0,
            fault: RecordFault::Endless {
                line: 1234,
                items: 200_000,
            },
        },
        Message::ReviewStops {
            ply: 0,
            fault: RecordFault::Start(StartError::Chess960(crate::game::Chess960Error(960))),
        },
    ];
    all.push(Message::SheetsAgree { plies: 245 });
    all.push(Message::PositionBefore);
    all.push(Message::Fen(LONG_FEN.into()));
    all.push(Message::EventName);
    all.push(Message::Position(
        (1..=8)
            .rev()
            .map(|rank| {
                let mut squares = vec![None; 8];
                squares[0] = Some((Color::White, Role::Knight));
                squares[7] = Some((Color::Black, Role::Queen));
                BoardRank {
                    number: rank,
                    squares,
                }
            })
            .collect(),
    ));
    for field in [
        HeaderField::Event,
        HeaderField::Date,
        HeaderField::Player(Color::White),
        HeaderField::Player(Color::Black),
    ] {
        all.push(Message::Header {
            field,
            value: "Xq 7".into(),
        });
    }
    for (a, b) in [
        (SheetEntry::Move(knight.clone()), SheetEntry::Missing),
        (
            SheetEntry::MoveAsWritten {
                words: knight.clone(),
                text: "Sc6".into(),
            },
            SheetEntry::Missing,
        ),
        (
            SheetEntry::Missing,
            SheetEntry::Written {
                text: "Nf6".into(),
                why: MoveFault::Illegal,
            },
        ),
        (
            SheetEntry::Written {
                text: "zz".into(),
                why: MoveFault::NotAMove,
            },
            SheetEntry::Written {
                text: "N".into(),
                why: MoveFault::Ambiguous,
            },
        ),
    ] {
        all.push(Message::SheetsDiffer {
            move_number: 123,
            side: Color::Black,
            a,
            b,
        });
    }
    all.push(Message::SheetLeavesOut {
        sheet: 'B',
        move_number: 123,
        side: Color::Black,
        words: knight.clone(),
    });
    for (white, black) in [
        (
            Some(Duration::from_secs(5025)),
            Some(Duration::from_secs(61)),
        ),
        (None, Some(Duration::from_secs(61))),
    ] {
        all.push(Message::SheetClocks {
            sheet: 'A',
            white,
            black,
        });
    }
    for (result, verdict, ended_at) in [
        ("*", None, None),
        ("0-1", Some(mate), None),
        ("1-0", Some(mate), None),
        ("1-0", Some(mate), Some((2, Color::Black))),
        ("0-1", Some(mate), Some((2, Color::Black))),
        ("0-1", Some(mate), Some((2, Color::Black))),
    ] {
        all.push(Message::Outcome {
            result: result.into(),
            verdict,
            ended_at,
        });
    }
    for why in [
        MoveFault::NotAMove,
        MoveFault::Illegal,
        MoveFault::Ambiguous,
    ] {
        for side in Color::ALL {
            all.push(Message::ReviewStops {
                ply: 246,
                fault: RecordFault::Move {
                    text: "Nf9".into(),
                    move_number: 123,
                    side,
                    line: 1234,
                    why,
                },
            });
        }
    }
    all.extend([
        Message::CannotStart(StartError::Fen {
            fen: LONG_FEN.into(),
            problem: crate::game::FenField::Board,
        }),
        Message::CannotStart(StartError::Position {
            fen: LONG_FEN.into(),
            problem: crate::game::PositionFault::TooManyKings,
        }),
        Message::CannotStart(StartError::Chess960(crate::game::Chess960Error(960))),
    ]);
    for problem in [
        FenField::Whole,
        FenField::Board,
        FenField::Turn,
        FenField::Castling,
        FenField::EnPassant,
        FenField::HalfmoveClock,
        FenField::Fullmoves,
    ] {
        all.push(Message::CannotStart(StartError::Fen {
            fen: "x7".into(),
            problem,
        }));
    }
    for problem in [
        PositionFault::EmptyBoard,
        PositionFault::MissingKing,
        PositionFault::TooManyKings,
        PositionFault::PawnsOnBackRank,
        PositionFault::CastlingRights,
        PositionFault::EnPassant,
        PositionFault::OppositeCheck,
        PositionFault::ImpossibleCheck,
        PositionFault::TooMuchMaterial,
    ] {
        all.push(Message::CannotStart(StartError::Position {
            fen: "x7".into(),
            problem,
        }));
    }
    all.push(Message::Reviewing {
        path: PathBuf::from("/tmp/x7.pgn"),
        game: 1,
        white: "Kx".into(),
        black: "Ly".into(),
        plies: 1,
        result: "*".into(),
    });
    all
}
