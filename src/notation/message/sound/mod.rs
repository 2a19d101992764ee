//! Sound and voices: what kind of trouble sound had, why a voice pack is
//! not used. Said by `locales/*/sound.ftl`; their ids are in `ids.rs`.

use super::FileProblem;

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

/// What kind of trouble sound had, said in the player's language; the
/// sound system's own words stay apart, marked as its words.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SoundTrouble {
    /// No sound system answered at all.
    NoSoundSystem,
    /// The sound system has no output device.
    NoOutputDevice,
    /// The output device would not open or start.
    DeviceRefused,
    /// The device stopped taking sound while in use.
    DeviceLost,
    /// The system's speech service stopped answering.
    SpeechLost,
    /// The system's speech service would not open.
    NoSpeechService,
    /// The system's speech service took the connection and never answered.
    SpeechSilent,
    /// The built-in recordings cannot be read.
    Recordings,
}

/// Why a folder of the player's own recordings (a voice pack) is not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackProblem {
    /// The folder or a recording in it cannot be read: not there, not a
    /// plain file (a pipe, a device), too big.
    File(FileProblem),
    /// A recording is not a 16-bit PCM WAV file.
    NotWav,
    /// A recording says it has this many samples a second, which no
    /// recording has.
    Rate(u32),
    /// A recording is longer than one word takes, this many seconds.
    TooLong(u32),
}

/// Sound's trouble by kind, and what the sound system said (cleaned,
/// bounded; empty when it said nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoundFault {
    pub trouble: SoundTrouble,
    pub detail: String,
}

impl SoundFault {
    pub fn new(trouble: SoundTrouble, detail: &str) -> SoundFault {
        SoundFault {
            trouble,
            detail: crate::notation::outside::line(detail),
        }
    }
}
