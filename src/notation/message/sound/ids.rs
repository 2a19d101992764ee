//! Sound and voices (`sound.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::notation::message::Say;
use crate::notation::message::ids::*;
use crate::platform::Unreached;

/// Sound's trouble by kind, and the sound system's own words after it.
pub(crate) fn sound_fault(id: &str, fault: &SoundFault, say: &Say) -> String {
    let trouble = match fault.trouble {
        SoundTrouble::NoSoundSystem => "sound-trouble-no-sound-system",
        SoundTrouble::NoOutputDevice => "sound-trouble-no-output-device",
        SoundTrouble::DeviceRefused => "sound-trouble-device-refused",
        SoundTrouble::DeviceLost => "sound-trouble-device-lost",
        SoundTrouble::SpeechLost => "sound-trouble-speech-lost",
        SoundTrouble::NoSpeechService => "sound-trouble-no-speech-service",
        SoundTrouble::SpeechSilent => "sound-trouble-speech-silent",
        SoundTrouble::ReaderLost => "sound-trouble-reader-lost",
        SoundTrouble::Recordings => "sound-trouble-recordings",
    };
    let said = if fault.detail.is_empty() {
        FluentValue::from("")
    } else {
        say.part("system-said", [("detail", text(&fault.detail))])
    };
    say.sentence(id, [("trouble", say.part(trouble, [])), ("said", said)])
}

/// Why the system voice speaks through no screen reader's own speech;
/// what the system said after the sentence, as after a sound fault.
pub(crate) fn reader_unreached(why: &Unreached, say: &Say) -> String {
    match why {
        Unreached::NoneRunning => say.sentence("reader-speech-none", []),
        Unreached::NoNvdaClient => say.sentence("reader-speech-no-nvda-client", []),
        Unreached::NoAnswer(reader, said) => {
            let said = if said.is_empty() {
                FluentValue::from("")
            } else {
                say.part("system-said", [("detail", text(said))])
            };
            say.sentence(
                "reader-speech-no-answer",
                [("reader", text(reader.name())), ("said", said)],
            )
        }
    }
}
