//! Sound: the voices that speak announcements (the embedded clip voice, the
//! system's speech, or none), the earcons, and the sound output.

pub mod clips;
pub mod joiner;
pub mod output;
pub mod pack;
mod service;
pub mod voice;
pub mod wav;

pub use clips::{ClipText, clip_name, clip_texts};
pub use pack::{Earcon, VoicePack};
pub use voice::{Speaker, SpeakerOptions, VoiceKind};
pub use wav::Audio;
