//! Correspondence chess as blind players play it beside the servers: games
//! by e-mail, braille letter and cassette, counted in days as ICCF counts
//! them. A floor beside `online`: it uses the move reader, the exporters
//! and the saves, and nothing of the command line.

pub mod card;
pub mod desk;
pub mod games;
pub mod iccf;
pub mod letter;
pub mod login;
pub mod mail;
pub mod mail_program;
pub mod mailbox;
pub mod notes;
pub mod post;
pub mod reckoning;
pub mod server;
pub mod server_game;
pub mod xfcc;

pub use crate::notation::date::Date;
pub use reckoning::{Control, Leave, MoveDates, Record};
