#![no_main]

use annabella::game::Game;
use libfuzzer_sys::fuzz_target;
use shakmaty::CastlingMode;

fuzz_target!(|text: &str| {
    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        if let Ok(game) = Game::from_fen(text, mode) {
            let _ = game.claimable_with_moves();
        }
    }
});
