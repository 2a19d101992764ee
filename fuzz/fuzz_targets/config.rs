#![no_main]

//! Any text as the config file: read without a panic, every notice about
//! it names the file and is a sentence in both schemes.

use std::path::Path;

use annabella::notation::message::Message;
use annabella::notation::scheme::Scheme;
use annabella::notation::Form;
use annabella::play::config::parse;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let text = String::from_utf8_lossy(bytes);
    let file = Path::new("config.toml");
    let (_, notices) = parse(&text, file);
    for notice in notices {
        match &notice {
            Message::BadSetting { file: named, .. } | Message::ConfigUnused { file: named, .. } => {
                assert_eq!(named, file, "{notice:?}");
            }
            other => panic!("not a notice about the file: {other:?}"),
        }
        for scheme in Scheme::ALL {
            let line = scheme.message(&notice, Form::Print, false);
            assert!(line.contains("config.toml"), "{line}");
        }
    }
});
