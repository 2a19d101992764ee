#![no_main]

//! Any bytes as the opponent's mail (or a text copied out of one): decoded
//! as mail without a panic, its new text read against a game of the
//! Breyer Ruy Lopez without a panic; a move read is one the text names
//! (its square, its ICCF digits or castling) and legal; nothing read
//! carries a control character into what is said.

use annabella::correspondence::letter::{self, Found, Mine, Table};
use annabella::correspondence::mail::Mail;
use annabella::notation::MailDoubt;
use annabella::notation::scheme::FIDE;
use libfuzzer_sys::fuzz_target;
use shakmaty::{Chess, Position, san::San};

const BREYER: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 \
                      d4 Nbd7 Nbd2 Bb7";

fn clean(text: &str) {
    assert!(!text.chars().any(|c| c.is_control() && c != '\n'), "{text:?}");
}

fuzz_target!(|bytes: &[u8]| {
    let mail = Mail::read(bytes);
    clean(&mail.text);
    for field in [&mail.from, &mail.subject, &mail.id].into_iter().flatten() {
        assert!(!field.chars().any(char::is_control), "{field:?}");
    }
    let _ = mail.day();
    let mut before = Chess::default();
    let mut position = Chess::default();
    let mut last = None;
    for san in BREYER.split_whitespace() {
        let Ok(m) = san.parse::<San>().map(|s| s.to_move(&position)) else {
            return;
        };
        let Ok(m) = m else { return };
        before = position.clone();
        position.play_unchecked(m);
        last = Some(m);
    }
    let Some(mine) = last else { return };
    let cards = [String::from_utf8_lossy(bytes).into_owned()];
    for (offered, cards) in [(false, &[][..]), (true, &cards[..])] {
        let table = Table {
            position: &position,
            mine: Some(Mine {
                before: &before,
                m: mine,
            }),
            cards,
            offered,
            scheme: &FIDE,
        };
        let reading = letter::read(&mail.text, &table);
        match &reading.found {
            Found::Move(m) => {
                assert!(position.is_legal(*m));
                let text = mail.text.to_lowercase();
                let to = m.to().to_string();
                let iccf = annabella::notation::formats::iccf(*m);
                assert!(
                    text.contains(&to)
                        || text.contains(&iccf)
                        || (m.is_castle() && (text.contains("0-0") || text.contains("o-o") || text.contains("rochade"))),
                    "{m:?} from {text:?}"
                );
            }
            Found::Doubt(MailDoubt::Several(moves) | MailDoubt::NoneSaid(moves)) => {
                moves.iter().for_each(|m| clean(m));
            }
            Found::Doubt(_) | Found::Nothing => {}
        }
        if let Some(message) = &reading.message {
            clean(message);
        }
    }
});
