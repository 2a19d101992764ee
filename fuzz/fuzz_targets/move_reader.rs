#![no_main]

use annabella::game::Game;
use annabella::notation::read_move;
use libfuzzer_sys::fuzz_target;
use shakmaty::CastlingMode;

fuzz_target!(|text: &str| {
    let game = Game::from_fen(
        "r3k2r/pPp1p1p1/8/3pP3/8/8/P1P1P1pP/R3K2R w KQkq d6 0 1",
        CastlingMode::Standard,
    );
    if let Ok(game) = game {
        let _ = read_move(game.position(), text);
    }
});
