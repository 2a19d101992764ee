//! The engine, and who plays each side. Said by `locales/*/engine.ftl`;
//! their ids are in `ids.rs`.

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

/// What went wrong with the engine, for the one line the player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineProblem {
    /// A path was given, and nothing is there.
    NotFound(String),
    /// A name was given, and it is not in PATH or /usr/games.
    NotInstalled(String),
    DidNotStart {
        program: String,
        why: String,
    },
    Pipes,
    Stopped {
        name: String,
        status: String,
    },
    NoAnswer {
        name: String,
        word: String,
        seconds: u64,
    },
    NoChess960(String),
    /// No move by the deadline.
    Silent(String),
    NoMove(String),
    Unreadable {
        name: String,
        text: String,
    },
    Illegal {
        name: String,
        uci: String,
    },
    /// Output far beyond what UCI needs: endless lines, or a flood.
    Flood(String),
    /// The engine is busy with its own move.
    Thinking,
}

/// Who plays a side, for the first line of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// The player at the keyboard, against the engine or (two-board) an
    /// opponent at a board of their own.
    You,
    /// The engine, by its name and level.
    Engine { name: String, level: u8 },
    /// A person at this keyboard, by the name given, if one was.
    Keyboard(Option<String>),
    /// The sighted opponent of two-board play, at their own board.
    Board(Option<String>),
    /// An opponent who plays from afar: by post, by e-mail, on a server.
    Away(Option<String>),
}
