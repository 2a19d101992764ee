#![no_main]

//! Any text as a line a player types, in every language: the command
//! reader reads it (a command, a move, or what a command lacks) without a
//! panic, also in review; a session in the language answers it and prints
//! no control character.

use annabella::game::Game;
use annabella::notation::scheme::{FIDE_PERSIAN, ICELANDIC, Scheme, TURKISH};
use annabella::play::command::Command;
use annabella::play::{Session, SessionOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    for scheme in Scheme::ALL {
        for review in [false, true] {
            let _ = Command::parse_in(text, review, scheme.language);
        }
    }
    for scheme in [&TURKISH, &FIDE_PERSIAN, &ICELANDIC] {
        let mut session = Session::new(Game::standard(), SessionOptions::new(scheme));
        for line in session.handle(text).printed(scheme, false) {
            assert!(
                !line.chars().any(|c| c.is_control() && c != '\n'),
                "{line:?}"
            );
        }
    }
});
