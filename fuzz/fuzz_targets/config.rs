#![no_main]

//! Any text as the config file: read without a panic, every setting it
//! does not use named with its line.

use annabella::play::config::parse;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let text = String::from_utf8_lossy(bytes);
    let (_, notices) = parse(&text, "config.toml");
    for notice in notices {
        assert!(notice.starts_with("config.toml"), "{notice}");
    }
});
