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

/// What speaks for the system voice.
pub(super) enum Service {
    /// The `tts` crate; with `interrupt`, new speech cuts off what the
    /// service is saying (annabella's speech and, on some systems, a
    /// screen reader's).
    Tts { tts: tts::Tts, interrupt: bool },
    /// speech-dispatcher, at the priority of a screen reader's messages.
    #[cfg(target_os = "linux")]
    Queued(speech_dispatcher::Connection),
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
        Ok(Service::Queued(connection))
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
            Service::Queued(connection) => {
                let voices = connection.list_synthesis_voices().unwrap_or_default();
                let chosen = voices
                    .iter()
                    .find(|v| v.name.to_lowercase().contains(wanted));
                chosen.is_some_and(|voice| connection.set_synthesis_voice(voice).is_ok())
            }
        }
    }

    /// Says `text`, after cutting off annabella's own speech.
    pub fn say(&mut self, text: &str) {
        match self {
            Service::Tts { tts, interrupt } => {
                let _ = tts.speak(text, *interrupt);
            }
            #[cfg(target_os = "linux")]
            Service::Queued(connection) => {
                let _ = connection.cancel();
                // A nul byte cannot be sent; the text has none, but a
                // refusal would stop the speech thread.
                let text = text.replace('\0', " ");
                let _ = connection.say(speech_dispatcher::Priority::Message, text);
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
            Service::Queued(connection) => {
                let _ = connection.cancel();
            }
        }
    }
}
