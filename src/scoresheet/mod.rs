//! The record of a game and its formats. For now: reading PGN files and
//! replaying their games on the board.

pub mod import;
pub mod pgn;

pub use import::{ImportError, MoveError, Problem, read_move, replay};
pub use pgn::{PgnGame, PgnMove, decode, read_games};
