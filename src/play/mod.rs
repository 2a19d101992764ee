//! A session at the board: the command layer that both front ends drive,
//! saving after every move, and line mode for screen readers.
//!
//! Input becomes a command; a command changes the session and yields
//! announcements; the front end prints and speaks them. Nothing here draws.

pub mod line;
pub mod session;

pub use session::{Reply, Session, SessionOptions, SessionTime};
