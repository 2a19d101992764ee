//! Every legal move of thousands of random positions, written in every
//! notation annabella speaks or prints, reads back to the same move.

use annabella::commands::bench::{SplitMix, random_game};
use annabella::notation::{Notation, read_move, spell_ascii, write_move};
use proptest::prelude::*;
use shakmaty::{CastlingMode, Position};

const READABLE: [Notation; 6] = [
    Notation::San,
    Notation::GermanSan,
    Notation::Uci,
    Notation::Iccf,
    Notation::Fide,
    Notation::English,
];

#[test]
fn every_notation_reads_back_to_the_same_move() {
    let mut rng = SplitMix::new(960);
    let mut checked = 0usize;
    for _ in 0..60 {
        for position in random_game(&mut rng, 160) {
            for m in position.legal_moves() {
                for notation in READABLE {
                    let text = write_move(&position, m, notation, CastlingMode::Standard, false);
                    let read = read_move(&position, &text);
                    assert_eq!(read, Ok(m), "{notation:?} '{text}'");
                    checked += 1;
                }
                // The ascii spelling and lower case read too.
                let spoken =
                    write_move(&position, m, Notation::Fide, CastlingMode::Standard, false);
                assert_eq!(
                    read_move(&position, &spell_ascii(&spoken).to_lowercase()),
                    Ok(m),
                    "'{spoken}'"
                );
            }
        }
    }
    assert!(checked > 100_000, "only {checked} moves checked");
}

#[test]
fn chess960_castling_reads_back() {
    let mut rng = SplitMix::new(518);
    for number in (0..960).step_by(7) {
        let game = annabella::game::Game::chess960(number).expect("exists");
        let mut position = game.position().clone();
        for _ in 0..40 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &m in &moves {
                for notation in [
                    Notation::San,
                    Notation::Uci,
                    Notation::Fide,
                    Notation::English,
                ] {
                    let text = write_move(&position, m, notation, CastlingMode::Chess960, false);
                    assert_eq!(
                        read_move(&position, &text),
                        Ok(m),
                        "{number} {notation:?} '{text}'"
                    );
                }
            }
            let m = moves[rng.below(moves.len())];
            position.play_unchecked(m);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5000))]

    /// Any text at all is read or refused, never a panic, in a position with
    /// many kinds of move.
    #[test]
    fn the_move_reader_never_panics(text in prop_oneof![
        any::<String>(),
        "[a-hA-H1-8xX:=+#!?. -]{0,12}",
        "[KQRBNSDTLPkqrbnsdtlp]?[a-h]?[1-8]?[x:]?[a-h][1-8](=?[QRBNDTLSqrbndtls])?",
        "(Anna|Bella|Cäsar|David|Eva|Springer|Dame|schlägt|eins|vier|acht|Umwandlung|in| |,)*",
    ]) {
        let game = annabella::game::Game::from_fen(
            "r3k2r/pPp1p1p1/8/3pP3/8/8/P1P1P1pP/R3K2R w KQkq d6 0 1",
            CastlingMode::Standard,
        ).expect("legal");
        let _ = read_move(game.position(), &text);
    }
}
