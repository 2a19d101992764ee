#![no_main]

//! Any bytes as an engine's output, also as a flood: the input's first two
//! bytes say how many times the rest is said over (up to 64 KiB in all). Cut
//! into lines no longer than annabella reads, each line read without a
//! panic into a small value, and the answer to `uci` kept bounded however
//! often an option or a name is said.

use annabella::play::engine::{Handshake, Uci, engine_lines, parse_option};
use libfuzzer_sys::fuzz_target;

/// The most annabella reads from one flood here.
const MOST: usize = 64 << 10;

fuzz_target!(|bytes: &[u8]| {
    let (times, said) = match bytes {
        [a, b, rest @ ..] if !rest.is_empty() => (usize::from(u16::from_le_bytes([*a, *b])), rest),
        _ => (1, bytes),
    };
    let times = times.clamp(1, MOST / said.len().max(1));
    let flood = said.repeat(times);
    let mut handshake = Handshake::default();
    for line in engine_lines(&flood).into_iter().flatten() {
        // At most 16 KiB and a line end are read; each byte that is not
        // UTF-8 becomes U+FFFD (three bytes) as the line is decoded.
        assert!(line.len() <= 3 * (16 * 1024 + 1));
        let _ = parse_option(&line);
        let uci = Uci::read(&line);
        match &uci {
            Uci::Name(name) => assert!(name.chars().count() <= 201, "{name}"),
            Uci::BestMove(text) => assert!(text.chars().count() <= 32, "{text}"),
            Uci::Option(option) => assert!(option.name.len() <= 32, "{option:?}"),
            _ => {}
        }
        handshake.take(uci);
        assert!(handshake.options.len() <= 4, "{:?}", handshake.options);
    }
});
