//! The record of a game and its formats: PGN in and out, braille, text,
//! ICCF, spoken audio, and reconciling two scoresheets.

pub mod audio;
pub mod braille;
pub mod export;
pub mod import;
pub mod pgn;
pub mod reconcile;
pub mod record;

pub use import::{ImportError, MoveError, Problem, read_move, replay};
pub use pgn::{PgnGame, PgnMove, decode, read_games};
pub use record::{RecordedClaim, RecordedMove, Scoresheet};
