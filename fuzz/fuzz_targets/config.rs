#![no_main]

//! Any text as the config file, of any size: the first two bytes can say
//! how many times the rest is repeated (up to past the size that is read),
//! so that small inputs make files of megabytes with thousands of settings.
//! Read from a real file without a panic; every notice about it names the
//! file and is a sentence in both schemes; the notices stay few however
//! many settings are wrong.

use std::io::Write;
use std::path::PathBuf;

use annabella::notation::Form;
use annabella::notation::message::Message;
use annabella::notation::scheme::Scheme;
use annabella::play::config::load;
use libfuzzer_sys::fuzz_target;

/// Past the 4 MiB a config file may have, so that the limit is crossed.
const LARGEST_INPUT: usize = 5 << 20;

/// Ten settings named one by one, and one line that counts the rest.
const MOST_NOTICES: usize = 11;

fuzz_target!(|bytes: &[u8]| {
    // A first byte with its high bit set asks for repeats: half the inputs
    // stay small and quick, the others grow up to megabytes.
    let (times, body) = match bytes {
        [a, b, rest @ ..] if a & 0x80 != 0 => {
            (usize::from(u16::from_le_bytes([a & 0x7f, *b])), rest)
        }
        [_, rest @ ..] => (1, rest),
        [] => (1, bytes),
    };
    let times = times.min(LARGEST_INPUT / body.len().max(1)).max(1);
    let file: PathBuf =
        std::env::temp_dir().join(format!("annabella-fuzz-config-{}.toml", std::process::id()));
    {
        let mut out = std::fs::File::create(&file).expect("a temporary file");
        for _ in 0..times {
            out.write_all(body).expect("written");
        }
    }
    let (_, notices) = load(&file);
    assert!(notices.len() <= MOST_NOTICES, "{} notices", notices.len());
    let shown = file.display().to_string();
    for notice in notices {
        match &notice {
            Message::BadSetting { file: named, .. }
            | Message::ConfigUnused { file: named, .. }
            | Message::MoreSettingsUnused { file: named, .. } => {
                assert_eq!(named, &file, "{notice:?}");
            }
            other => panic!("not a notice about the file: {other:?}"),
        }
        for scheme in Scheme::ALL {
            let line = scheme.message(&notice, Form::Print, false);
            assert!(line.contains(&shown), "{line}");
        }
    }
});
