//! The words of the board screen. Said by `locales/*/board.ftl`; their
//! ids are in `ids.rs`.

use super::Help;

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

/// The words of the board screen around the squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardText {
    ClockTitle,
    SaidTitle,
    /// The title of the announcements when more follows below.
    SaidScrolled,
    MovesTitle,
    HelpTitle,
    NoClock,
    /// The prompt of the command line while the board has the keys.
    TabForCommand,
    /// A move said aloud that waits for the clock, in SAN.
    NotPressed(String),
    /// The keys of the board, one line each: those of the engine's help
    /// and of the clock only where the game has them.
    Keys(Help),
    /// The terminal is smaller than the board needs.
    TooSmall {
        columns: u16,
        rows: u16,
    },
    /// The command line is full: characters typed beyond are not taken.
    CommandFull(usize),
}
