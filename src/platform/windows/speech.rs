//! The screen reader's own speech: NVDA's, through its controller client
//! (`nvdaControllerClient.dll`, which NV Access publishes under the LGPL
//! for programs to speak through NVDA), loaded at run time from beside
//! annabella.exe, where annabella ships no copy of it; JAWS's, through the
//! automation object JAWS registers ([`super::jaws`]). Either queues the
//! text behind what the reader is saying: annabella never cancels the
//! reader's speech (`nvdaController_cancelSpeech`, JAWS's `StopSpeech`),
//! which would cut off the reader's own words too.

use std::ffi::OsStr;

use super::jaws::JawsApi;
use crate::platform::reader_speech::{Reader, Unreached, first_reader_voice, line_for_reader};

/// The controller client's file, as NV Access names it.
const CLIENT: &str = "nvdaControllerClient.dll";

type TestIfRunning = unsafe extern "system" fn() -> u32;
type SpeakText = unsafe extern "system" fn(*const u16) -> u32;

/// NVDA's controller client, loaded.
struct NvdaClient {
    speak: SpeakText,
    /// Keeps the function above loaded; never unloaded.
    _client: libloading::Library,
}

impl NvdaClient {
    /// The client beside annabella.exe, where NVDA answers it.
    fn open() -> Result<NvdaClient, Unreached> {
        let file = super::super::program_folder()
            .map(|folder| folder.join(CLIENT))
            .filter(|file| file.is_file())
            .ok_or(Unreached::NoNvdaClient)?;
        let broken = |why: &str| Unreached::NoAnswer(Reader::Nvda, format!("{CLIENT}: {why}"));
        // SAFETY: the controller client's initialisers only set up its
        // RPC binding; the file lies beside annabella.exe, where the player
        // put it.
        let client = unsafe { super::super::load_library(OsStr::new(&file)) }
            .ok_or_else(|| broken("not loaded"))?;
        // SAFETY: both functions are taken with the signatures of
        // `nvdaController.h` (error_status_t is an unsigned long); the
        // pointers stay valid as the library is kept and never unloaded.
        let (running, speak) = unsafe {
            let running = client
                .get::<TestIfRunning>(b"nvdaController_testIfRunning\0")
                .map_err(|_| broken("no nvdaController_testIfRunning"))?;
            let speak = client
                .get::<SpeakText>(b"nvdaController_speakText\0")
                .map_err(|_| broken("no nvdaController_speakText"))?;
            (*running, *speak)
        };
        // SAFETY: takes no arguments; 0 is NVDA running.
        match unsafe { running() } {
            0 => Ok(NvdaClient {
                speak,
                _client: client,
            }),
            error => Err(broken(&format!("error {error}"))),
        }
    }

    /// Queues `line` behind what NVDA is saying; Err where NVDA did not
    /// take it (it has ended), with the client's error code.
    fn say(&self, line: &str) -> Result<(), String> {
        let wide: Vec<u16> = line.encode_utf16().chain(std::iter::once(0)).collect();
        // SAFETY: a nul-terminated UTF-16 string (the line has no nul),
        // read during the call.
        match unsafe { (self.speak)(wide.as_ptr()) } {
            0 => Ok(()),
            error => Err(format!("{CLIENT}: error {error}")),
        }
    }
}

/// The reader spoken through.
enum Through {
    Nvda(NvdaClient),
    Jaws(JawsApi),
}

/// The speech of the screen reader that runs: NVDA's or JAWS's. It lives
/// on the thread that opened it (JAWS's object belongs to that thread's
/// apartment), the system voice's own.
pub struct ReaderVoice {
    through: Through,
    began: Box<dyn Fn() + Send + Sync>,
    ended: Box<dyn Fn() + Send + Sync>,
}

impl ReaderVoice {
    /// The speech of the reader that runs in the player's session: NVDA's
    /// where its controller client lies beside annabella.exe, else JAWS's
    /// where its object answers; where neither, why (the system's speech
    /// speaks instead). The reader speaks at its own rate, the player's.
    pub fn open(
        _rate: f64,
        began: Box<dyn Fn() + Send + Sync>,
        ended: Box<dyn Fn() + Send + Sync>,
    ) -> Result<Result<ReaderVoice, Unreached>, String> {
        let programs = super::reader::programs_in_my_session();
        let through = first_reader_voice(&programs, |reader| match reader {
            Reader::Nvda => NvdaClient::open().map(Through::Nvda),
            Reader::Jaws => JawsApi::open()
                .map(Through::Jaws)
                .map_err(|said| Unreached::NoAnswer(Reader::Jaws, said)),
        });
        Ok(through.map(|through| ReaderVoice {
            through,
            began,
            ended,
        }))
    }

    /// The reader spoken through.
    pub fn reader(&self) -> Option<Reader> {
        Some(match self.through {
            Through::Nvda(_) => Reader::Nvda,
            Through::Jaws(_) => Reader::Jaws,
        })
    }

    /// The reader speaks with the voice the player chose in it.
    pub fn choose_voice(&mut self, _wanted: &str) -> bool {
        false
    }

    /// The reader speaks in the language of its own voice.
    pub fn tell_language(&mut self, _code: &'static str) {}

    /// Queues a line behind what the reader is saying; Err where the
    /// reader did not take it (it has ended), with what it said, and the
    /// line is not marked as ended: the caller says so first.
    pub fn say(&mut self, parts: Vec<(bool, String)>) -> Result<(), String> {
        let line = line_for_reader(parts);
        (self.began)();
        let taken = match &self.through {
            Through::Nvda(client) => client.say(&line),
            Through::Jaws(api) => match api.say(&line) {
                Ok(true) => Ok(()),
                Ok(false) => Err("JAWS: SayString: false".to_owned()),
                Err(said) => Err(format!("JAWS: {said}")),
            },
        };
        // The reader does not say when it has spoken: the line is in its
        // queue.
        if taken.is_ok() {
            (self.ended)();
        }
        taken
    }

    /// annabella never cancels the reader's speech: that would cut off
    /// the reader's own.
    pub fn stop(&mut self) {}
}
