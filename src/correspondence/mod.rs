//! Correspondence chess as blind players play it beside the servers: games
//! by e-mail, braille letter and cassette, counted in days as ICCF counts
//! them. A floor beside `online`: it uses the move reader, the exporters
//! and the saves, and nothing of the command line.

pub mod date;
pub mod reckoning;

pub use date::Date;
pub use reckoning::{Control, Leave, MoveDates, Record};
