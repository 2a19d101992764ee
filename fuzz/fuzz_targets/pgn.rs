#![no_main]

use annabella::game::DeadPositionTest;
use annabella::scoresheet::{decode, read_games, replay};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let text = decode(bytes);
    for (index, game) in read_games(&text).iter().enumerate() {
        let _ = replay(game, index + 1, DeadPositionTest::Fast);
    }
});
