#![no_main]

//! Any bytes as an engine's output: cut into lines no longer than annabella
//! reads, each line read without a panic.

use annabella::play::engine::{Uci, engine_lines, parse_option};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    for line in engine_lines(bytes).into_iter().flatten() {
        assert!(line.len() <= 16 * 1024 + 1);
        let _ = Uci::read(&line);
        let _ = parse_option(&line);
    }
});
