//! One of every message of the sound area, for the tests of every message,
//! and the test that sound's trouble is said by kind.

use std::path::PathBuf;

use super::*;
use crate::notation::Form;
use crate::notation::message::Message;
use crate::notation::message::tests::*;
use crate::notation::scheme::{ENGLISH, FIDE};
use crate::platform::{Reader, Unreached};

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    let path = || PathBuf::from(LONG_PATH);
    let mut all = vec![
        Message::VoiceRecordings,
        Message::VoiceScreenReader,
        Message::NoSoundCard,
        Message::NoSystemSpeech(SoundFault::new(SoundTrouble::SpeechSilent, "E3")),
        Message::OwnRecordings {
            dir: path(),
            count: 3,
        },
        Message::VoicePackProblem {
            path: path(),
            problem: PackProblem::File(FileProblem::NotAFile),
        },
        Message::VoicePackProblem {
            path: path(),
            problem: PackProblem::NotWav,
        },
        Message::VoicePackProblem {
            path: path(),
            problem: PackProblem::Rate(1),
        },
        Message::VoicePackProblem {
            path: path(),
            problem: PackProblem::TooLong(5),
        },
        Message::NoSystemVoiceCalled("zz".into()),
        Message::NoReaderSpeech(Unreached::NoneRunning),
        Message::NoReaderSpeech(Unreached::NoNvdaClient),
        Message::NoReaderSpeech(Unreached::NoAnswer(Reader::Jaws, "E3".into())),
        Message::NoReaderSpeech(Unreached::NoAnswer(Reader::Nvda, String::new())),
    ];
    for trouble in SOUND_TROUBLES {
        for detail in ["", "E3"] {
            let fault = SoundFault::new(trouble, detail);
            all.push(Message::NoSoundDevice(fault.clone()));
            all.push(Message::NoSound(fault.clone()));
            all.push(Message::SoundLost(fault));
        }
    }
    for trouble in [SoundTrouble::NoSpeechService, SoundTrouble::SpeechSilent] {
        let fault = SoundFault::new(trouble, "E3");
        all.push(Message::NoSound(fault.clone()));
        all.push(Message::NoSystemSpeech(fault));
    }
    all
}

const SOUND_TROUBLES: [SoundTrouble; 7] = [
    SoundTrouble::NoSoundSystem,
    SoundTrouble::NoOutputDevice,
    SoundTrouble::DeviceRefused,
    SoundTrouble::DeviceLost,
    SoundTrouble::SpeechLost,
    SoundTrouble::Recordings,
    SoundTrouble::ReaderLost,
];

/// SPEC section 6: a sound error is said by kind in the player's
/// language; the sound system's own English comes after the sentence,
/// cleaned and marked as the system's words.
#[test]
fn sound_troubles_are_said_by_kind() {
    let said = "ALSA: snd_pcm_open failed: Device or resource busy\x1b[2J";
    let english_words = ["sound", "device", "output", "failed", "busy", "speech"];
    for trouble in SOUND_TROUBLES {
        let fault = SoundFault::new(trouble, said);
        for message in [
            Message::NoSound(fault.clone()),
            Message::NoSoundDevice(fault.clone()),
            Message::SoundLost(fault),
        ] {
            // Read as one text, across the lines it is printed in.
            let german = FIDE
                .message(&message, Form::Print, false)
                .replace('\n', " ");
            let (sentence, system) = german
                .split_once(" Meldung des Systems: ")
                .unwrap_or_else(|| panic!("not marked: {german}"));
            let lower = sentence.to_lowercase();
            for word in english_words {
                assert!(!lower.contains(word), "{word} in {german}");
            }
            assert!(sentence.contains("Text"), "{german}");
            assert!(system.starts_with("ALSA: snd_pcm_open"), "{german}");
            assert!(!german.contains('\x1b'), "{german}");
            let english = ENGLISH
                .message(&message, Form::Print, false)
                .replace('\n', " ");
            assert!(english.contains(" The system said: ALSA"), "{english}");
        }
    }
    let quiet = FIDE.message(
        &Message::NoSound(SoundFault::new(SoundTrouble::NoOutputDevice, "")),
        Form::Print,
        false,
    );
    assert!(!quiet.contains("Meldung"), "{quiet}");
}

/// SPEC section 14: where the system voice cannot speak through a screen
/// reader's own speech, one line says why in the player's language and
/// names what was looked for (NVDA, JAWS, the controller client's file
/// beside annabella.exe); Windows' own words come after the sentence,
/// marked as the system's. A Persian line keeps the Latin names inside
/// isolates; no other language carries the marks.
#[test]
fn why_no_reader_speaks_is_said_in_every_language() {
    use crate::notation::Scheme;
    let windows_said = "Invalid class string (0x800401F3)";
    for scheme in Scheme::ALL {
        let persian = scheme.language == crate::notation::Language::Persian;
        let latin = |name: &str| {
            if persian {
                format!("\u{2066}{name}\u{2069}")
            } else {
                name.to_owned()
            }
        };
        let line = |why| {
            scheme
                .message(&Message::NoReaderSpeech(why), Form::Print, false)
                .replace('\n', " ")
        };
        let none = line(Unreached::NoneRunning);
        assert!(none.contains(&latin("NVDA")), "{none}");
        assert!(none.contains(&latin("JAWS")), "{none}");
        let client = line(Unreached::NoNvdaClient);
        assert!(client.contains(&latin("NVDA")), "{client}");
        assert!(
            client.contains(&latin("nvdaControllerClient.dll")),
            "{client}"
        );
        assert!(client.contains(&latin("annabella.exe")), "{client}");
        assert!(!client.contains("JAWS"), "{client}");
        let quiet = line(Unreached::NoAnswer(Reader::Jaws, String::new()));
        assert!(quiet.contains(&latin("JAWS")), "{quiet}");
        assert!(!quiet.contains("NVDA"), "{quiet}");
        let jaws = line(Unreached::NoAnswer(Reader::Jaws, windows_said.into()));
        // The same sentence, then the marker of the system's words, then
        // Windows' words as Windows wrote them.
        let rest = jaws
            .strip_prefix(quiet.as_str())
            .unwrap_or_else(|| panic!("{jaws}"));
        let (marker, words) = rest
            .split_once(&latin(windows_said))
            .unwrap_or_else(|| panic!("{jaws}"));
        assert!(marker.trim().chars().count() > 3, "{jaws}");
        assert!(words.trim().is_empty(), "{jaws}");
        let nvda = line(Unreached::NoAnswer(Reader::Nvda, String::new()));
        assert_eq!(nvda, quiet.replace("JAWS", "NVDA"));
        for text in [&none, &client, &jaws] {
            assert_eq!(text.contains(['\u{2066}', '\u{2069}']), persian, "{text:?}");
        }
    }
}
