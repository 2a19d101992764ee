//! Games as files hold them: what stops a record, starting positions,
//! results, reconcile and positions (`records.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::game::{Chess960Error, FenField, PositionFault, Verdict};
use crate::notation::game_end;
use crate::notation::message::Say;
use crate::notation::message::ids::*;

pub(crate) fn record_fault(fault: &RecordFault, say: &Say) -> String {
    match fault {
        RecordFault::Move {
            text: written,
            move_number,
            side: mover,
            line,
            why,
        } => say.sentence(
            "record-fault-move",
            [
                ("text", text(written)),
                ("number", count(*move_number)),
                ("side", side(say, *mover)),
                ("line", count(*line)),
                ("fault", move_fault(*why)),
            ],
        ),
        RecordFault::UnclosedComment { line } => {
            say.sentence("record-fault-unclosed-comment", [("line", count(*line))])
        }
        RecordFault::UnclosedVariation { line } => {
            say.sentence("record-fault-unclosed-variation", [("line", count(*line))])
        }
        RecordFault::ResultInMoves { line, result } => say.sentence(
            "record-fault-result-in-moves",
            [("line", count(*line)), ("result", text(result))],
        ),
        RecordFault::BadTag { line, text: tag } => say.sentence(
            "record-fault-bad-tag",
            [("line", count(*line)), ("text", text(tag))],
        ),
        RecordFault::UnknownVariant(variant) => {
            say.sentence("record-fault-unknown-variant", [("variant", text(variant))])
        }
        RecordFault::TooLong { line, megabytes } => say.sentence(
            "record-fault-too-long",
            [("line", count(*line)), ("megabytes", digits(megabytes))],
        ),
        RecordFault::Endless { line, items } => say.sentence(
            "record-fault-endless",
            [("line", count(*line)), ("items", count(*items))],
        ),
        RecordFault::Start(error) => start(error, say),
    }
}

/// Why a starting position cannot be played, without a full stop.
pub(crate) fn start(error: &StartError, say: &Say) -> String {
    match error {
        StartError::Fen { fen, problem } => {
            let field = match problem {
                FenField::Whole => "fen-field-whole",
                FenField::Board => "fen-field-board",
                FenField::Turn => "fen-field-turn",
                FenField::Castling => "fen-field-castling",
                FenField::EnPassant => "fen-field-en-passant",
                FenField::HalfmoveClock => "fen-field-halfmove-clock",
                FenField::Fullmoves => "fen-field-fullmoves",
            };
            say.sentence(
                "start-fen-unreadable",
                [
                    ("fen", say.whole(fen).into()),
                    ("field", say.part(field, [])),
                ],
            )
        }
        StartError::Position { fen, problem } => {
            let fault = match problem {
                PositionFault::EmptyBoard => "position-fault-empty-board",
                PositionFault::MissingKing => "position-fault-missing-king",
                PositionFault::TooManyKings => "position-fault-too-many-kings",
                PositionFault::PawnsOnBackRank => "position-fault-pawns-on-back-rank",
                PositionFault::CastlingRights => "position-fault-castling-rights",
                PositionFault::EnPassant => "position-fault-en-passant",
                PositionFault::OppositeCheck => "position-fault-opposite-check",
                PositionFault::ImpossibleCheck => "position-fault-impossible-check",
                PositionFault::TooMuchMaterial => "position-fault-too-much-material",
            };
            say.sentence(
                "start-not-legal",
                [
                    ("fen", say.whole(fen).into()),
                    ("fault", say.part(fault, [])),
                ],
            )
        }
        StartError::Chess960(Chess960Error(number)) => {
            say.sentence("start-no-chess960", [("number", digits(number))])
        }
    }
}

/// A game's result as written, or in words when spoken ("eins zu null").
pub(crate) fn game_result(written: &str, say: &Say) -> String {
    let score = match written {
        "1-0" => "white",
        "0-1" => "black",
        "1/2-1/2" => "draw",
        "*" => "open",
        _ => "other",
    };
    say.sentence(
        "game-result",
        [
            ("score", FluentValue::from(score)),
            ("written", text(written)),
        ],
    )
}

/// How a game of a file came out: the result as written, the verdict, and
/// where the rules ended it when the record goes on after that.
pub(crate) fn outcome(
    written: &str,
    verdict: Option<&Verdict>,
    ended_at: Option<(u32, Color)>,
    say: &Say,
) -> String {
    let result = game_result(written, say).into();
    let Some(verdict) = verdict else {
        return say.sentence("outcome-not-ended", [("result", result)]);
    };
    let end = say.words(&game_end(verdict)).into();
    let agrees = verdict.pgn_result() == written;
    match ended_at {
        Some((number, mover)) => say.sentence(
            if agrees {
                "outcome-moves-after-end"
            } else {
                "outcome-ended-otherwise"
            },
            [
                ("result", result),
                ("end", end),
                ("number", count(number)),
                ("side", side(say, mover)),
            ],
        ),
        None if !agrees && written != "*" => {
            say.sentence("outcome-otherwise", [("result", result), ("end", end)])
        }
        None => say.sentence("outcome", [("result", result), ("end", end)]),
    }
}

/// What one scoresheet has at a half-move.
pub(crate) fn sheet_entry(entry: &SheetEntry, say: &Say) -> FluentValue<'static> {
    match entry {
        SheetEntry::Move(words) => say.words(words).into(),
        SheetEntry::Written { text: written, why } => say.part(
            "sheet-entry-written",
            [("text", text(written)), ("fault", move_fault(*why))],
        ),
        SheetEntry::Missing => say.part("sheet-entry-missing", []),
        SheetEntry::MoveAsWritten {
            words,
            text: written,
        } => say.part(
            "sheet-entry-as-written",
            [("words", say.words(words).into()), ("text", text(written))],
        ),
    }
}

pub(crate) fn move_fault(fault: MoveFault) -> FluentValue<'static> {
    FluentValue::from(match fault {
        MoveFault::NotAMove => "not-a-move",
        MoveFault::Illegal => "illegal",
        MoveFault::Ambiguous => "ambiguous",
    })
}

/// A position a rank a line: the rank's number, then a letter for each
/// square (the language's piece letters, White's in capitals, Black's
/// small) or `-` for an empty one.
pub(crate) fn position(ranks: &[BoardRank], say: &Say) -> String {
    let letters: Vec<char> = say
        .sentence("piece-letters", [])
        .split_whitespace()
        .filter_map(|letter| letter.chars().next())
        .collect();
    let letter = |role: Role| {
        let index = match role {
            Role::King => 0,
            Role::Queen => 1,
            Role::Rook => 2,
            Role::Bishop => 3,
            Role::Knight => 4,
            Role::Pawn => 5,
        };
        letters
            .get(index)
            .copied()
            .unwrap_or_else(|| role.upper_char())
    };
    ranks
        .iter()
        .map(|rank| {
            let cells: Vec<String> = rank
                .squares
                .iter()
                .map(|square| match square {
                    Some((Color::White, role)) => letter(*role).to_uppercase().to_string(),
                    Some((Color::Black, role)) => letter(*role).to_lowercase().to_string(),
                    None => "-".to_owned(),
                })
                .collect();
            format!("{}: {}", rank.number, cells.join(" "))
        })
        .collect::<Vec<_>>()
        .join("\n")
}
