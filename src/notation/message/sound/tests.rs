//! One of every message of the sound area, for the tests of every message,
//! and the test that sound's trouble is said by kind.

use std::path::PathBuf;

use super::*;
use crate::notation::Form;
use crate::notation::message::Message;
use crate::notation::message::tests::*;
use crate::notation::scheme::{ENGLISH, FIDE};

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

const SOUND_TROUBLES: [SoundTrouble; 6] = [
    SoundTrouble::NoSoundSystem,
    SoundTrouble::NoOutputDevice,
    SoundTrouble::DeviceRefused,
    SoundTrouble::DeviceLost,
    SoundTrouble::SpeechLost,
    SoundTrouble::Recordings,
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
