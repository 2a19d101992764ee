#![no_main]

use annabella::game::DeadPositionTest;
use annabella::scoresheet::{PgnReader, replay};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    for game in PgnReader::new(bytes).flatten() {
        let _ = replay(&game, DeadPositionTest::Fast);
    }
});
