//! A session at the board: the command layer that both front ends drive,
//! the engine opponent, saving after every move, and line mode for screen
//! readers.
//!
//! Input becomes a command; a command changes the session and yields
//! announcements; the front end prints and speaks them. Nothing here draws.

mod advice;
mod arbiter;
mod asked;
pub mod board;
mod board_squares;
mod board_view;
pub mod command;
pub mod config;
mod desk;
mod editing;
mod elsewhere;
pub mod engine;
mod explore;
mod intervention;
mod leaving;
pub mod line;
mod opening;
mod opponent;
pub mod options;
mod pieces;
mod prompt;
mod record;
mod remote;
pub mod reply;
mod review;
pub mod session;
pub mod signals;
mod takeback;
pub mod theme;
mod time_watch;
mod two_board;

pub use desk::Desk;
pub use engine::{EngineSetup, GENTLE_LEVEL};
pub use opponent::evaluation_words;
pub use options::{Player, SessionOptions, SessionTime, WARNINGS};
pub use record::{Saved, TOURNAMENT_ANNOTATOR, saved};
pub use remote::{Lobby, Remote, Request, ServerEvent, ServerState, decline_reason};
pub use reply::{Line, Reply};
pub use session::Session;
