//! annabella: an accessible terminal chess program for blind and visually
//! impaired players.
//!
//! - [`game`]: the FIDE rules and clock core, with no I/O.
//! - [`scoresheet`]: game records and their formats (PGN).
//! - [`commands`]: what each command of the `annabella` binary does.

pub mod commands;
pub mod correspondence;
pub mod game;
pub mod notation;
pub mod online;
pub mod platform;
pub mod play;
pub mod scoresheet;
pub mod sound;
