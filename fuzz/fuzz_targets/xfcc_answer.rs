#![no_main]

//! Any bytes as an XfCC server's answer (read as UTF-8 with the invalid
//! parts replaced), as `GetMyGames`, `MakeAMove` and a SOAP fault are
//! read: never a panic; a game list within the limits (1000 games, 100
//! fields a game, 64 KB a field) or a refusal; every game said in the
//! list, its id, its opponent and its moves read from its start, with no
//! control character from the server in what is printed. The first byte
//! can ask for the rest to be repeated, so that small inputs make answers
//! of megabytes: a million empty fields, games without end.

use annabella::correspondence::iccf::{in_order, listed, opponent};
use annabella::correspondence::server_game::{moves_of, start_of};
use annabella::correspondence::xfcc::{
    LONGEST_FIELD, MOST_GAMES, read_fault, read_games, read_result,
};
use annabella::notation::scheme::ENGLISH;
use annabella::notation::{CorrText, Form, Message};
use libfuzzer_sys::fuzz_target;

/// Past the 4 MiB an answer may have.
const LARGEST_INPUT: usize = 5 << 20;

fn printable(text: &str) {
    assert!(!text.chars().any(char::is_control), "{text:?}");
}

fuzz_target!(|bytes: &[u8]| {
    let (times, body) = match bytes {
        [first, rest @ ..] if first & 0x80 != 0 => (usize::from(first & 0x7f) * 1000 + 1, rest),
        _ => (1, bytes),
    };
    let text = String::from_utf8_lossy(body);
    let text = text.repeat(times.min(LARGEST_INPUT / text.len().max(1)));
    if let Some(fault) = read_fault(&text) {
        assert!(fault.len() <= LONGEST_FIELD);
    }
    if let Ok(code) = read_result(&text) {
        assert!(code.len() <= LONGEST_FIELD);
    }
    let Ok(games) = read_games(&text) else {
        return;
    };
    assert!(games.len() <= MOST_GAMES);
    let games = in_order(games);
    for (number, game) in (1..).zip(&games) {
        let id = game.id();
        assert!(id.len() <= 40 && id.chars().all(|c| c.is_ascii_alphanumeric()));
        printable(&opponent(game));
        let line = ENGLISH.message(
            &Message::Corr(CorrText::Iccf(listed(number, game))),
            Form::Print,
            false,
        );
        assert!(
            !line.chars().any(|c| c.is_control() && c != '\n'),
            "{line:?}"
        );
        if let Ok(start) = start_of(game) {
            let _ = moves_of(game.field("moves"), start.position());
        }
    }
});
