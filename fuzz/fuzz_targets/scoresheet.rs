#![no_main]

//! Any bytes read as PGN, each game replayed and sent through every
//! export; its PGN must read back to the same record.

use annabella::scoresheet::PgnReader;
use annabella::scoresheet::export::round_trip;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    for game in PgnReader::new(bytes).flatten() {
        if let Err(difference) = round_trip(&game) {
            panic!("{difference}");
        }
    }
});
