//! NVDA's own speech, through its controller client
//! (`nvdaControllerClient.dll`, which NV Access publishes under the LGPL
//! for programs to speak through NVDA), loaded at run time from beside
//! annabella.exe: annabella ships no copy of it. `nvdaController_speakText`
//! queues the text behind what NVDA is saying; annabella never calls
//! `nvdaController_cancelSpeech`, which would cut off the reader's own
//! speech too.

use std::ffi::OsStr;

/// The controller client's file, as NV Access names it.
const CLIENT: &str = "nvdaControllerClient.dll";

type TestIfRunning = unsafe extern "system" fn() -> u32;
type SpeakText = unsafe extern "system" fn(*const u16) -> u32;

/// NVDA's speech, through its controller client.
pub struct ReaderVoice {
    speak: SpeakText,
    began: Box<dyn Fn() + Send + Sync>,
    ended: Box<dyn Fn() + Send + Sync>,
    /// Keeps the function above loaded; never unloaded.
    _client: libloading::Library,
}

impl ReaderVoice {
    /// NVDA's speech where its controller client lies beside annabella.exe
    /// and NVDA runs; `Ok(None)` where not, and Windows' own speech is used
    /// instead. NVDA speaks at its own rate, the player's.
    pub fn open(
        _rate: f64,
        began: Box<dyn Fn() + Send + Sync>,
        ended: Box<dyn Fn() + Send + Sync>,
    ) -> Result<Option<ReaderVoice>, String> {
        let Some(folder) = super::super::program_folder() else {
            return Ok(None);
        };
        let file = folder.join(CLIENT);
        if !file.is_file() {
            return Ok(None);
        }
        // SAFETY: the controller client's initialisers only set up its
        // RPC binding; the file lies beside annabella.exe, where the player
        // put it.
        let Some(client) = (unsafe { super::super::load_library(OsStr::new(&file)) }) else {
            return Ok(None);
        };
        // SAFETY: both functions are taken with the signatures of
        // `nvdaController.h` (error_status_t is an unsigned long); the
        // pointers stay valid as the library is kept and never unloaded.
        let (running, speak) = unsafe {
            let Ok(running) = client.get::<TestIfRunning>(b"nvdaController_testIfRunning\0") else {
                return Ok(None);
            };
            let Ok(speak) = client.get::<SpeakText>(b"nvdaController_speakText\0") else {
                return Ok(None);
            };
            (*running, *speak)
        };
        // SAFETY: takes no arguments; 0 is NVDA running.
        if unsafe { running() } != 0 {
            return Ok(None);
        }
        Ok(Some(ReaderVoice {
            speak,
            began,
            ended,
            _client: client,
        }))
    }

    /// NVDA speaks with the voice the player chose in NVDA.
    pub fn choose_voice(&mut self, _wanted: &str) -> bool {
        false
    }

    /// NVDA speaks in the language of its own voice.
    pub fn tell_language(&mut self, _code: &'static str) {}

    /// Queues a line behind what NVDA is saying.
    pub fn say(&mut self, parts: Vec<(bool, String)>) {
        let text: Vec<String> = parts.into_iter().map(|(_, text)| text).collect();
        let wide: Vec<u16> = text
            .join(" ")
            .encode_utf16()
            .map(|c| if c == 0 { u16::from(b' ') } else { c })
            .chain(std::iter::once(0))
            .collect();
        (self.began)();
        // SAFETY: a nul-terminated UTF-16 string, read during the call.
        unsafe { (self.speak)(wide.as_ptr()) };
        // NVDA does not say when it has spoken: the line is in its queue.
        (self.ended)();
    }

    /// annabella never cancels NVDA's speech: that would cut off the
    /// reader's own.
    pub fn stop(&mut self) {}
}
