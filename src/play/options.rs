//! How a session starts: the scheme, the time control, the players and
//! their names, the engine, and the choices of the player. The session,
//! the record, the review, the config and the remote game all take these.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::engine::EngineSetup;
use crate::game::{FakeTime, MonotonicTime, TimeControl, TimeSource};
use crate::notation::Scheme;

/// When a player's own time is announced as it runs low, unless the config
/// file says otherwise.
pub const WARNINGS: [Duration; 4] = [
    Duration::from_secs(300),
    Duration::from_secs(60),
    Duration::from_secs(30),
    Duration::from_secs(10),
];

/// The time a session's clock reads: the system's monotonic clock, or, for
/// tests and demonstrations, a time that moves only by the `wait` command.
#[derive(Clone, Debug)]
pub enum SessionTime {
    Monotonic(MonotonicTime),
    Fake(FakeTime),
}

impl TimeSource for SessionTime {
    fn now(&self) -> Duration {
        match self {
            SessionTime::Monotonic(time) => time.now(),
            SessionTime::Fake(time) => time.now(),
        }
    }
}

/// Who makes a side's moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// A person at the keyboard (or, in two-board play, at the other board).
    Human,
    /// The engine, spoken to over UCI.
    Engine,
}

/// How a session starts.
#[derive(Clone, Debug)]
pub struct SessionOptions {
    pub scheme: &'static Scheme,
    pub time_control: TimeControl,
    /// The tags of the scoresheet (those of a resumed game, as they were);
    /// the players' names, the date and the result are kept up to date.
    pub tags: Vec<(String, String)>,
    /// The names written on the scoresheet.
    pub names: ByColor<String>,
    pub time: SessionTime,
    pub players: ByColor<Player>,
    pub engine: EngineSetup,
    /// Hints and evaluation may be asked for.
    pub help: bool,
    /// Announced play against a sighted opponent on a board of their own:
    /// a typed move is said aloud and can be corrected until the clock is
    /// pressed.
    pub two_board: bool,
    /// Fit for a rated game: no engine, hint or evaluation of any kind.
    pub tournament: bool,
    /// The blind player's side in two-board play (`--color`): `draw`,
    /// `resign` and `claim` are theirs unless a side is named.
    pub color: Color,
    /// When a player's own time is said as it runs low.
    pub warnings: Vec<Duration>,
    /// A cue every five minutes of a player's time.
    pub five_minute_cue: bool,
    /// The date for the scoresheet, as PGN writes it (`2026.11.21`).
    pub date: String,
    /// How printed answers write moves: in words, or as SAN.
    pub printed: crate::notation::Form,
    /// A game by post or e-mail: the player is `color`, and the
    /// opponent's moves, entered from their cards, are said with their
    /// side.
    pub correspondence: bool,
}

impl SessionOptions {
    /// A player's name, when one was given (not the side's name, as the
    /// scheme or PGN writes it by default).
    pub fn name(&self, color: Color) -> Option<&str> {
        let name = self.names[color].as_str();
        (name != self.scheme.side(color) && name != color.fold_wb("White", "Black")).then_some(name)
    }

    /// Two people at one keyboard, no clock, nothing saved.
    pub fn new(scheme: &'static Scheme) -> SessionOptions {
        SessionOptions {
            scheme,
            time_control: TimeControl::none(),
            tags: Vec::new(),
            names: ByColor::new_with(|color| scheme.side(color).to_owned()),
            time: SessionTime::Monotonic(MonotonicTime::new()),
            players: ByColor::new_with(|_| Player::Human),
            engine: EngineSetup {
                program: None,
                level: super::engine::GENTLE_LEVEL,
                chess960: false,
            },
            help: true,
            two_board: false,
            tournament: false,
            color: Color::White,
            warnings: WARNINGS.to_vec(),
            five_minute_cue: false,
            date: "????.??.??".into(),
            printed: crate::notation::Form::Print,
            correspondence: false,
        }
    }
}
