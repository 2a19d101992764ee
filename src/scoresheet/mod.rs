//! The record of a game and its formats: PGN in and out, braille, text,
//! ICCF, spoken audio, and reconciling two scoresheets.

pub mod audio;
pub mod braille;
mod event;
pub mod export;
pub mod files;
pub mod import;
mod louis;
pub mod pgn;
pub mod reconcile;
pub mod record;
pub mod refind;
pub mod save;

pub use import::{ImportError, MoveError, Problem, Replay, read_move, replay};
pub use pgn::{Annotation, Fault, PgnGame, PgnMove, PgnReader, decode, read_games};
pub use record::{EventKind, RecordedClaim, RecordedMove, Scoresheet, SheetEvent, command_text};
