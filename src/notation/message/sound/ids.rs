//! Sound and voices (`sound.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::notation::message::Say;
use crate::notation::message::ids::*;

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
        SoundTrouble::Recordings => "sound-trouble-recordings",
    };
    let said = if fault.detail.is_empty() {
        FluentValue::from("")
    } else {
        say.part("system-said", [("detail", text(&fault.detail))])
    };
    say.sentence(id, [("trouble", say.part(trouble, [])), ("said", said)])
}
