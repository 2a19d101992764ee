//! speech-dispatcher spoken to directly where a screen reader speaks
//! through it: annabella's voice waits behind the reader's and never cuts
//! it off.
//!
//! speech-dispatcher's priorities (its SSIP documentation, "Message
//! Priority Model", and `resolve_priorities` in its `speaking.c`): a
//! message of priority `important` cuts off whatever else is being said;
//! `message` cancels messages of priority `text` but waits behind other
//! `message`s; `text` cancels every older `text`. Orca, fenrir and
//! Emacspeak speak at `message`, and the `tts` crate at `important`. At
//! `message` annabella queues behind the reader; its new speech cancels
//! only its own (SSIP `CANCEL self`).

use speech_dispatcher::{Connection, Mode, Priority};

use crate::platform::{Reader, Unreached};

/// The screen reader's speech service, at the priority of a reader's
/// messages; `told` is the code of the language told, if any.
pub struct ReaderVoice {
    connection: Connection,
    told: Option<&'static str>,
}

impl ReaderVoice {
    /// The reader's speech service at `rate` times the normal rate, with
    /// `began` and `ended` called as each utterance begins and ends.
    /// `Ok(Err(_))` would mean no reader to speak through here, and the
    /// system's speech instead; on Linux the readers speak through
    /// speech-dispatcher, so failing to reach it is an error.
    pub fn open(
        rate: f64,
        began: Box<dyn Fn() + Send + Sync>,
        ended: Box<dyn Fn() + Send + Sync>,
    ) -> Result<Result<ReaderVoice, Unreached>, String> {
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
        connection.on_begin(Some(Box::new(move |_, _| began())));
        connection.on_end(Some(Box::new(move |_, _| ended())));
        Ok(Ok(ReaderVoice {
            connection,
            told: None,
        }))
    }

    /// speech-dispatcher is the speech service of every reader here, not
    /// one reader's own.
    pub fn reader(&self) -> Option<Reader> {
        None
    }

    /// Chooses the first voice whose name holds `wanted` (in lower case);
    /// false when there is none.
    pub fn choose_voice(&mut self, wanted: &str) -> bool {
        let voices = self.connection.list_synthesis_voices().unwrap_or_default();
        let chosen = voices
            .iter()
            .find(|v| v.name.to_lowercase().contains(wanted));
        chosen.is_some_and(|voice| self.connection.set_synthesis_voice(voice).is_ok())
    }

    /// Tells the service the language `code` of the sentences.
    pub fn tell_language(&mut self, code: &'static str) {
        if self.connection.set_language(code).is_ok() {
            self.told = Some(code);
        }
    }

    /// Says a line in parts (`true` marks a part for a German voice),
    /// after cutting off annabella's own speech (never the reader's).
    /// speech-dispatcher that stops answering is found by the time a line
    /// takes, so this never says a line was refused.
    pub fn say(&mut self, parts: Vec<(bool, String)>) -> Result<(), String> {
        let _ = self.connection.cancel();
        for (in_german, text) in parts {
            // Every part in its own language, every time (SSIP's language
            // holds for the messages after it).
            if let Some(code) = self.told {
                let _ = self
                    .connection
                    .set_language(if in_german { "de" } else { code });
            }
            // A nul byte cannot be sent; the text has none, but a refusal
            // would stop the speech thread.
            let text = text.replace('\0', " ");
            let _ = self.connection.say(Priority::Message, text);
        }
        Ok(())
    }

    /// Stops annabella's own speech.
    pub fn stop(&mut self) {
        let _ = self.connection.cancel();
    }
}
