//! Games as files hold them: what stops a record, scoresheets compared,
//! positions and a scoresheet's head. Said by `locales/*/records.ftl`;
//! their ids are in `ids.rs`.

use shakmaty::{Color, Role};

use crate::game::StartError;
use crate::notation::word::Announcement;

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

/// A labelled line at the head of an exported scoresheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderField {
    Event,
    Date,
    Player(Color),
}

/// What stops a game of a file from being read further.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordFault {
    /// A move as written (`text`) that is no move, not legal, or fits more
    /// than one legal move; with its move number, side and line.
    Move {
        text: String,
        move_number: u32,
        side: Color,
        line: usize,
        why: MoveFault,
    },
    UnclosedComment {
        line: usize,
    },
    UnclosedVariation {
        line: usize,
    },
    ResultInMoves {
        line: usize,
        result: String,
    },
    /// A tag that cannot be read, as written.
    BadTag {
        line: usize,
        text: String,
    },
    /// A variant annabella does not play, as the file names it.
    UnknownVariant(String),
    /// The starting position of the file cannot be played.
    Start(StartError),
    /// A tag, comment or move longer than is read.
    TooLong {
        line: usize,
        megabytes: usize,
    },
    /// A game that goes on past `items` moves, comments and marks without
    /// a result.
    Endless {
        line: usize,
        items: usize,
    },
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveFault {
    NotAMove,
    Illegal,
    Ambiguous,
}

/// What one scoresheet has at a half-move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetEntry {
    /// A legal move, in words.
    Move(Announcement),
    /// Something that is no legal move there, as it was written.
    Written { text: String, why: MoveFault },
    /// The sheet has ended.
    Missing,
    /// A legal move in words, and as it was written on the sheet.
    MoveAsWritten { words: Announcement, text: String },
}

/// One rank of a position as `board` shows it: its number and its squares
/// from the left, as the board is seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRank {
    pub number: u32,
    pub squares: Vec<Option<(Color, Role)>>,
}
