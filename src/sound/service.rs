//! The speech service behind the system voice: the `tts` crate, or, where
//! a screen reader speaks through speech-dispatcher, speech-dispatcher
//! itself at the priority screen readers use, so that annabella's voice
//! waits its turn behind the reader's and never cuts it off.
//!
//! speech-dispatcher's priorities (its SSIP documentation, "Message
//! Priority Model", and `resolve_priorities` in its `speaking.c`): a
//! message of priority `important` cuts off whatever else is being said;
//! `message` cancels messages of priority `text` but waits behind other
//! `message`s; `text` cancels every older `text`. Orca, fenrir and
//! Emacspeak speak at `message`, and the `tts` crate at `important`. At
//! `message` annabella queues behind the reader; its new speech cancels
//! only its own (SSIP `CANCEL self`).

use std::sync::{Arc, Mutex};
use std::time::Instant;

/// When the last utterance began and ended, as the service reports it.
#[derive(Clone, Default)]
pub(super) struct Marks {
    pub began: Arc<Mutex<Option<Instant>>>,
    pub ended: Arc<Mutex<Option<Instant>>>,
}

impl Marks {
    fn mark(at: &Arc<Mutex<Option<Instant>>>) {
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
    /// speech-dispatcher, at the priority of a screen reader's messages;
    /// `told` is the code of the language told, if any.
    #[cfg(target_os = "linux")]
    Queued {
        connection: speech_dispatcher::Connection,
        told: Option<&'static str>,
    },
}

impl Service {
    /// The service for a player with a screen reader (`polite`: it waits
    /// behind the reader and never cuts it off) or without one, its rate
    /// `rate` times the normal one, with its utterances marked in `marks`.
    pub fn open(polite: bool, rate: f64, marks: &Marks) -> Result<Service, String> {
        #[cfg(target_os = "linux")]
        if polite {
            return Service::queued(rate, marks);
        }
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

    #[cfg(target_os = "linux")]
    fn queued(rate: f64, marks: &Marks) -> Result<Service, String> {
        use speech_dispatcher::{Connection, Mode};
        let connection = Connection::open("annabella", "main", "annabella", Mode::Threaded)
            .map_err(|e| e.to_string())?;
        // speech-dispatcher's rates run from -100 to 100, 0 the normal one;
        // 100 is about three times as fast.
        let value = if rate >= 1.0 {
            (rate - 1.0) * 50.0
        } else {
            (rate - 1.0) * 200.0
        };
        let _ = connection.set_voice_rate(value.round().clamp(-100.0, 100.0) as i32);
        let began = Arc::clone(&marks.began);
        connection.on_begin(Some(Box::new(move |_, _| Marks::mark(&began))));
        let ended = Arc::clone(&marks.ended);
        connection.on_end(Some(Box::new(move |_, _| Marks::mark(&ended))));
        Ok(Service::Queued {
            connection,
            told: None,
        })
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
            #[cfg(target_os = "linux")]
            Service::Queued { connection, .. } => {
                let voices = connection.list_synthesis_voices().unwrap_or_default();
                let chosen = voices
                    .iter()
                    .find(|v| v.name.to_lowercase().contains(wanted));
                chosen.is_some_and(|voice| connection.set_synthesis_voice(voice).is_ok())
            }
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
            #[cfg(target_os = "linux")]
            Service::Queued { connection, told } => {
                if connection.set_language(code).is_ok() {
                    *told = Some(code);
                }
            }
        }
    }

    /// Says a line in parts (`true` marks a part for a German voice),
    /// after cutting off annabella's own speech.
    pub fn say(&mut self, parts: Vec<(bool, String)>) {
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
            }
            #[cfg(target_os = "linux")]
            Service::Queued { connection, told } => {
                let _ = connection.cancel();
                for (in_german, text) in parts {
                    // Every part in its own language, every time (SSIP's
                    // language holds for the messages after it).
                    if let Some(code) = *told {
                        let _ = connection.set_language(if in_german { "de" } else { code });
                    }
                    // A nul byte cannot be sent; the text has none, but a
                    // refusal would stop the speech thread.
                    let text = text.replace('\0', " ");
                    let _ = connection.say(speech_dispatcher::Priority::Message, text);
                }
            }
        }
    }

    /// Stops annabella's own speech.
    pub fn stop(&mut self) {
        match self {
            Service::Tts { tts, .. } => {
                let _ = tts.stop();
            }
            #[cfg(target_os = "linux")]
            Service::Queued { connection, .. } => {
                let _ = connection.cancel();
            }
        }
    }
}
