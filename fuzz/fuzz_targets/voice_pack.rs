#![no_main]

//! Any bytes as a recording of a player's own voice pack: read as a WAV
//! file without a panic, and never made bigger than a word's recording at
//! the pack's rate, whatever its header says (a rate of one sample a
//! second, chunks that say they hold 4 GB). Every other input is also put
//! in a voice pack folder as `felix.wav` and the folder read the way a
//! start reads it: the pack is used, or refused in one message that names
//! the file.

use std::path::PathBuf;
use std::sync::OnceLock;

use annabella::notation::message::Message;
use annabella::notation::scheme::FIDE;
use annabella::sound::VoicePack;
use annabella::sound::pack::{LONGEST_RECORDING, own_recording};
use libfuzzer_sys::fuzz_target;

/// The rate the built-in packs play at.
const RATE: u32 = 16_000;

fn folder() -> &'static PathBuf {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let dir =
            std::env::temp_dir().join(format!("annabella-fuzz-pack-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    })
}

fuzz_target!(|bytes: &[u8]| {
    if let Ok(samples) = own_recording(bytes, RATE) {
        // At most the longest recording, brought to the pack's rate.
        assert!(samples.len() as u64 <= u64::from(LONGEST_RECORDING) * u64::from(RATE) + 1);
    }
    if bytes.first().is_some_and(|b| b & 1 == 1) {
        let file = folder().join("felix.wav");
        std::fs::write(&file, bytes).expect("written");
        let pack = VoicePack::embedded(&FIDE).expect("built in");
        match pack.with_folder(folder()) {
            Ok((_, replaced)) => assert_eq!(replaced, 1),
            Err(error) => match error.message() {
                Message::VoicePackProblem { path, .. } => assert_eq!(path, file),
                other => panic!("not a voice pack message: {other:?}"),
            },
        }
    }
});
