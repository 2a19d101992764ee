//! The speech service behind the system voice: the `tts` crate, or, where
//! a screen reader runs and lets annabella speak through it, the reader's
//! own speech ([`ReaderVoice`]: speech-dispatcher at the priority screen
//! readers use, NVDA's controller client, JAWS's automation object), so
//! that annabella's voice waits its turn behind the reader's and never
//! cuts it off.

use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::platform::{Reader, ReaderVoice, Unreached};

/// When the last utterance began and ended, as the service reports it.
#[derive(Clone, Default)]
pub(super) struct Marks {
    pub began: Arc<Mutex<Option<Instant>>>,
    pub ended: Arc<Mutex<Option<Instant>>>,
}

impl Marks {
    pub(super) fn mark(at: &Arc<Mutex<Option<Instant>>>) {
        if let Ok(mut at) = at.lock() {
            *at = Some(Instant::now());
        }
    }
}

/// The system voices of the language told and of German, where the
/// service has them.
#[derive(Default)]
pub(super) struct Told {
    own: Option<tts::Voice>,
    german: Option<tts::Voice>,
}

/// What speaks for the system voice.
pub(super) enum Service {
    /// The `tts` crate; with `interrupt`, new speech cuts off what the
    /// service is saying (annabella's speech and, on some systems, a
    /// screen reader's).
    /// `own` and `german` are the voices of the language told
    /// ([`Service::tell_language`]).
    Tts {
        tts: tts::Tts,
        interrupt: bool,
        told: Box<Told>,
    },
    /// The screen reader's own speech, queued behind what it says.
    Reader(ReaderVoice),
}

impl Service {
    /// The service for a player with a screen reader (`polite`: it waits
    /// behind the reader and never cuts it off) or without one, its rate
    /// `rate` times the normal one, with its utterances marked in `marks`;
    /// beside it, why the screen reader's own speech is not used, where a
    /// reader runs and the system's speech was tried instead.
    pub fn open(
        polite: bool,
        rate: f64,
        marks: &Marks,
    ) -> (Result<Service, String>, Option<Unreached>) {
        if !polite {
            return (Service::system(false, rate, marks), None);
        }
        let began = Arc::clone(&marks.began);
        let ended = Arc::clone(&marks.ended);
        let reader = ReaderVoice::open(
            rate,
            Box::new(move || Marks::mark(&began)),
            Box::new(move || Marks::mark(&ended)),
        );
        match reader {
            Ok(Ok(reader)) => (Ok(Service::Reader(reader)), None),
            Ok(Err(why)) => (Service::system(true, rate, marks), Some(why)),
            Err(problem) => (Err(problem), None),
        }
    }

    /// The system's speech through the `tts` crate.
    fn system(polite: bool, rate: f64, marks: &Marks) -> Result<Service, String> {
        let mut tts = tts::Tts::default().map_err(|e| e.to_string())?;
        let normal = tts.normal_rate();
        let wanted = (normal * rate as f32).clamp(tts.min_rate(), tts.max_rate());
        let _ = tts.set_rate(wanted);
        let began = Arc::clone(&marks.began);
        let _ = tts.on_utterance_begin(Some(Box::new(move |_| Marks::mark(&began))));
        let ended = Arc::clone(&marks.ended);
        let _ = tts.on_utterance_end(Some(Box::new(move |_| Marks::mark(&ended))));
        Ok(Service::Tts {
            tts,
            interrupt: !polite,
            told: Box::default(),
        })
    }

    /// The screen reader whose own speech speaks, if one's does.
    pub fn reader(&self) -> Option<Reader> {
        match self {
            Service::Tts { .. } => None,
            Service::Reader(reader) => reader.reader(),
        }
    }

    /// Chooses the first voice whose name holds `wanted` (in lower case);
    /// false when there is none.
    pub fn choose_voice(&mut self, wanted: &str) -> bool {
        match self {
            Service::Tts { tts, .. } => {
                let voices = tts.voices().unwrap_or_default();
                let chosen = voices
                    .iter()
                    .find(|v| v.name().to_lowercase().contains(wanted));
                chosen.is_some_and(|voice| tts.set_voice(voice).is_ok())
            }
            Service::Reader(reader) => reader.choose_voice(wanted),
        }
    }

    /// Tells the service the language `code` of the sentences: its voice
    /// says them, and a German voice the FIDE words inside them, when the
    /// service has both.
    pub fn tell_language(&mut self, code: &'static str) {
        match self {
            Service::Tts { tts, told, .. } => {
                let Told { own, german } = &mut **told;
                let voices = tts.voices().unwrap_or_default();
                let speaks = |code: &str| {
                    voices
                        .iter()
                        .find(|v| v.language().primary_language() == code)
                        .cloned()
                };
                *own = speaks(code);
                *german = speaks("de");
                if let Some(voice) = own.as_ref() {
                    let _ = tts.set_voice(voice);
                }
            }
            Service::Reader(reader) => reader.tell_language(code),
        }
    }

    /// Says a line in parts (`true` marks a part for a German voice),
    /// after cutting off annabella's own speech; Err where a screen
    /// reader's own speech did not take it, with what it said.
    pub fn say(&mut self, parts: Vec<(bool, String)>) -> Result<(), String> {
        match self {
            Service::Tts {
                tts,
                interrupt,
                told,
            } => {
                let Told { own, german } = &**told;
                // Every part by its own language's voice, every time: a
                // line of one part after a German part is the language's
                // again, and a German line the German voice's.
                let switch = own.is_some() && german.is_some();
                for (i, (in_german, text)) in parts.into_iter().enumerate() {
                    if switch {
                        let voice = if in_german { german } else { own };
                        if let Some(voice) = voice {
                            let _ = tts.set_voice(voice);
                        }
                    }
                    let _ = tts.speak(text, *interrupt && i == 0);
                }
                Ok(())
            }
            Service::Reader(reader) => reader.say(parts),
        }
    }

    /// Stops annabella's own speech.
    pub fn stop(&mut self) {
        match self {
            Service::Tts { tts, .. } => {
                let _ = tts.stop();
            }
            Service::Reader(reader) => reader.stop(),
        }
    }
}
