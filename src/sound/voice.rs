//! The voices that speak announcements, behind one [`Speaker`]: the clip
//! voice (embedded recordings through the sound output), the system voice
//! (speech-dispatcher on Linux; on Windows the screen reader's own speech,
//! NVDA's or JAWS's, else Windows' speech through the `tts` crate;
//! AVFoundation on macOS) and the text voice (no sound at all).
//!
//! The system voice is told the language: outside today's pairs (German
//! under `fide`, English under `english`) it takes a voice of the
//! language, and under `fide` in Turkish, Persian or Icelandic it switches
//! to a German voice for the FIDE words of each line and back (the `tts`
//! crate offers no SSML, so the line is said in parts, each queued after
//! the one before).
//!
//! A speaker never fails: a missing sound device, a lost device, a speech
//! service that is absent or hangs each make it fall back to text within a
//! second and say so once, in one line.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::output::{FirstSample, Output, SoundError};
use super::pack::{Earcon, VoicePack};
use super::service::{Marks, Service};
use super::wav::Audio;
use crate::notation::message::{SoundFault, SoundTrouble, VoiceInUse};
use crate::notation::outside::line;
use crate::notation::{Announcement, Message, Scheme};
use crate::platform::{Reader, Unreached};

/// Which voice to use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VoiceKind {
    /// `clips` when a sound device answers, else `text`.
    Auto,
    Clips,
    System,
    Text,
}

impl FromStr for VoiceKind {
    type Err = String;

    fn from_str(s: &str) -> Result<VoiceKind, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(VoiceKind::Auto),
            "clips" => Ok(VoiceKind::Clips),
            "system" => Ok(VoiceKind::System),
            "text" => Ok(VoiceKind::Text),
            other => Err(format!(
                "no voice called '{other}'; there is: auto, clips, system, text"
            )),
        }
    }
}

impl fmt::Display for VoiceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            VoiceKind::Auto => "auto",
            VoiceKind::Clips => "clips",
            VoiceKind::System => "system",
            VoiceKind::Text => "text",
        })
    }
}

/// How to speak.
#[derive(Clone, Debug)]
pub struct SpeakerOptions {
    pub voice: VoiceKind,
    pub scheme: &'static Scheme,
    /// 0.75 to 2.0 times the normal rate.
    pub rate: f64,
    /// A folder of recordings that replace the embedded ones.
    pub voice_pack: Option<PathBuf>,
    /// The system voice to use, by (part of) its name; the speech service's
    /// default without one.
    pub system_voice: Option<String>,
    /// A screen reader reads the player's terminal and speaks every
    /// printed line: `auto` leaves the speaking to it (earcons stay), and
    /// a chosen system voice waits behind it.
    pub reader: bool,
}

/// How long a speech service may take to answer before it is given up.
const ANSWER_WITHIN: Duration = Duration::from_secs(1);

/// How long opening the speech may take: a speech service started on
/// demand, Windows' voices loaded for the first time or a screen reader's
/// automation object made in its own process take longer than a line.
const OPEN_WITHIN: Duration = Duration::from_secs(3);

enum Request {
    /// A line in parts: `true` marks a part said by a German voice.
    Say(Vec<(bool, String)>),
    Stop,
}

/// The system voice, spoken to on a thread of its own so that a hanging
/// speech service never blocks the game.
struct SystemVoice {
    requests: mpsc::Sender<Request>,
    /// When the request being handled was handed to the speech service.
    busy_since: Arc<Mutex<Option<Instant>>>,
    /// When the last utterance began and ended, as the service reports it.
    began: Arc<Mutex<Option<Instant>>>,
    ended: Arc<Mutex<Option<Instant>>>,
    /// A line the speech thread has to say about itself.
    notice: Arc<Mutex<Option<Message>>>,
    /// The voice asked for, if any.
    wanted: Option<String>,
    /// The screen reader whose own speech speaks, if one's does.
    reader: Option<Reader>,
    /// What the screen reader said when it stopped taking lines (it has
    /// ended); the speech thread ends with it.
    refused: Arc<Mutex<Option<String>>>,
}

/// What the speech thread reports once its service is open: the reader
/// spoken through, if any, or what went wrong; and why no reader's own
/// speech is used where one runs.
type Ready = (Result<Option<Reader>, String>, Option<Unreached>);

impl SystemVoice {
    /// Opens the speech service; `polite` where a screen reader speaks, so
    /// that annabella's voice waits behind the reader's and never cuts it
    /// off ([`Service`]). Why the reader's own speech is not used, where
    /// it is not, goes to `notices`.
    fn open(
        rate: f64,
        wanted_voice: Option<String>,
        polite: bool,
        scheme: &'static Scheme,
        notices: &mut Vec<Message>,
    ) -> Result<SystemVoice, SoundFault> {
        let language = scheme.language;
        // Today's pairs (German under fide, English under english) keep the
        // voice of the user's speech settings, found without a lookup.
        let told = scheme.language != scheme.own_language() || scheme.name == "local";
        let (ready_tx, ready_rx) = mpsc::channel::<Ready>();
        let wanted = wanted_voice.clone();
        let (requests, inbox) = mpsc::channel::<Request>();
        let busy_since = Arc::new(Mutex::new(None::<Instant>));
        let marks = Marks::default();
        let worker_busy = Arc::clone(&busy_since);
        let worker_marks = marks.clone();
        let notice = Arc::new(Mutex::new(None::<Message>));
        let worker_notice = Arc::clone(&notice);
        let refused = Arc::new(Mutex::new(None::<String>));
        let worker_refused = Arc::clone(&refused);
        std::thread::Builder::new()
            .name("system-voice".to_owned())
            .spawn(move || {
                let (service, unreached) = Service::open(polite, rate, &worker_marks);
                let mut service = match service {
                    Ok(service) => service,
                    Err(e) => {
                        let _ = ready_tx.send((Err(e), unreached));
                        return;
                    }
                };
                // Without a wish, the voice and language are the ones the
                // user's speech settings (and screen reader) use. Looking a
                // voice up can take seconds (speech-dispatcher lists every
                // espeak variant), so the service is reported ready first.
                let _ = ready_tx.send((Ok(service.reader()), unreached));
                // A voice asked for by name is kept for every part; else the
                // language's voice says the sentences, and a German voice
                // the FIDE words inside them, when the service has both.
                if let Some(wanted) = &wanted_voice {
                    let wanted = wanted.to_lowercase();
                    if !service.choose_voice(&wanted)
                        && let Ok(mut notice) = worker_notice.lock()
                    {
                        *notice = Some(Message::NoSystemVoiceCalled(wanted.clone()));
                    }
                } else if told {
                    service.tell_language(language.code());
                }
                for request in inbox {
                    if let Ok(mut busy) = worker_busy.lock() {
                        *busy = Some(Instant::now());
                    }
                    let taken = match request {
                        Request::Say(parts) => service.say(parts),
                        Request::Stop => {
                            service.stop();
                            Ok(())
                        }
                    };
                    let lost = taken.is_err();
                    if let Err(said) = taken {
                        // Said before the line is marked as ended, so that
                        // whoever waits for its end finds why.
                        if let Ok(mut refused) = worker_refused.lock() {
                            *refused = Some(said);
                        }
                        Marks::mark(&worker_marks.ended);
                    }
                    if let Ok(mut busy) = worker_busy.lock() {
                        *busy = None;
                    }
                    if lost {
                        return;
                    }
                }
            })
            .map_err(|e| SoundFault::new(SoundTrouble::NoSpeechService, &e.to_string()))?;
        let (opened, unreached) = ready_rx
            .recv_timeout(OPEN_WITHIN)
            .map_err(|_| SoundFault::new(SoundTrouble::SpeechSilent, ""))?;
        if let Some(why) = unreached {
            notices.push(reader_unreached(why));
        }
        match opened {
            Ok(reader) => Ok(SystemVoice {
                requests,
                busy_since,
                began: marks.began,
                ended: marks.ended,
                notice,
                wanted,
                reader,
                refused,
            }),
            Err(problem) => Err(SoundFault::new(SoundTrouble::NoSpeechService, &problem)),
        }
    }

    fn say(&self, text: Vec<(bool, String)>) -> Result<(), SoundFault> {
        for mark in [&self.began, &self.ended] {
            if let Ok(mut at) = mark.lock() {
                *at = None;
            }
        }
        self.send(Request::Say(text))
    }

    /// A request for the speech thread; the speech service stopped
    /// answering when the last one is still under way after a second, or
    /// its thread has ended (where a screen reader stopped taking lines,
    /// with what it said).
    fn send(&self, request: Request) -> Result<(), SoundFault> {
        if let Some(said) = self.refused.lock().ok().and_then(|mut r| r.take()) {
            return Err(SoundFault::new(SoundTrouble::ReaderLost, &said));
        }
        let hung = self
            .busy_since
            .lock()
            .map(|busy| busy.is_some_and(|since| since.elapsed() > ANSWER_WITHIN))
            .unwrap_or(true);
        if hung {
            return Err(SoundFault::new(SoundTrouble::SpeechLost, ""));
        }
        self.requests
            .send(request)
            .map_err(|_| SoundFault::new(SoundTrouble::SpeechLost, ""))
    }
}

/// The line that says why no screen reader's own speech is used, with
/// what the system said cleaned as all outside text is.
fn reader_unreached(why: Unreached) -> Message {
    Message::NoReaderSpeech(match why {
        Unreached::NoAnswer(reader, said) => Unreached::NoAnswer(reader, line(&said)),
        why => why,
    })
}

enum Active {
    Clips {
        pack: VoicePack,
        output: Output,
    },
    System {
        voice: SystemVoice,
        earcons: Option<(VoicePack, Output)>,
    },
    /// No voice; earcons where a screen reader speaks the lines.
    Text {
        earcons: Option<(VoicePack, Output)>,
    },
}

/// Speaks announcements with the chosen voice, falling back to text.
pub struct Speaker {
    active: Active,
    scheme: &'static Scheme,
    rate: f64,
    notices: Vec<Message>,
}

fn load_pack(options: &SpeakerOptions, notices: &mut Vec<Message>) -> Result<VoicePack, String> {
    let pack = VoicePack::embedded(options.scheme).map_err(|e| e.to_string())?;
    let Some(dir) = &options.voice_pack else {
        return Ok(pack);
    };
    match pack.clone().with_folder(dir) {
        Ok((pack, replaced)) => {
            notices.push(Message::OwnRecordings {
                dir: dir.clone(),
                count: replaced,
            });
            Ok(pack)
        }
        Err(problem) => {
            notices.push(problem.message());
            Ok(pack)
        }
    }
}

/// A sound error as the trouble a notice names.
fn fault(error: SoundError) -> SoundFault {
    match error {
        SoundError::NoSoundCard => SoundFault::new(SoundTrouble::NoSoundSystem, ""),
        SoundError::Other(fault) => fault,
    }
}

/// The earcons without a voice, or none where no sound device answers.
fn open_earcons(options: &SpeakerOptions) -> Option<(VoicePack, Output)> {
    load_pack(options, &mut Vec::new())
        .ok()
        .and_then(|pack| Output::open(pack.rate).ok().map(|output| (pack, output)))
}

const TEXT: Active = Active::Text { earcons: None };

fn open_clips(options: &SpeakerOptions, notices: &mut Vec<Message>) -> Result<Active, SoundError> {
    let pack = load_pack(options, notices)
        .map_err(|e| SoundError::Other(SoundFault::new(SoundTrouble::Recordings, &e)))?;
    let output = Output::open(pack.rate)?;
    Ok(Active::Clips { pack, output })
}

impl Speaker {
    /// Opens the voice of `options`; whatever is missing, it falls back and
    /// leaves a one-line notice ([`Speaker::take_notices`]).
    pub fn open(options: &SpeakerOptions) -> Speaker {
        let mut notices = Vec::new();
        // Where the built-in recordings lack words of the scheme, `auto`
        // is the system voice.
        let kind = match options.voice {
            VoiceKind::Auto
                if options.voice_pack.is_none()
                    && !VoicePack::built_in_says_all(options.scheme) =>
            {
                VoiceKind::System
            }
            kind => kind,
        };
        let active = match kind {
            VoiceKind::Text => TEXT,
            VoiceKind::Clips => open_clips(options, &mut notices).unwrap_or_else(|problem| {
                notices.push(match problem {
                    SoundError::NoSoundCard => Message::NoSoundCard,
                    SoundError::Other(fault) => Message::NoSound(fault),
                });
                TEXT
            }),
            // The screen reader speaks each printed line: a second voice
            // would speak over it.
            VoiceKind::Auto if options.reader => {
                notices.push(Message::VoiceScreenReader);
                Active::Text {
                    earcons: open_earcons(options),
                }
            }
            VoiceKind::Auto => match open_clips(options, &mut notices) {
                Ok(active) => {
                    notices.push(Message::VoiceRecordings);
                    active
                }
                Err(SoundError::NoSoundCard) => {
                    notices.push(Message::NoSoundCard);
                    TEXT
                }
                Err(SoundError::Other(fault)) => {
                    notices.push(Message::NoSoundDevice(fault));
                    TEXT
                }
            },
            VoiceKind::System => {
                let wanted = options.system_voice.clone();
                match SystemVoice::open(
                    options.rate,
                    wanted,
                    options.reader,
                    options.scheme,
                    &mut notices,
                ) {
                    Ok(voice) => Active::System {
                        voice,
                        earcons: open_earcons(options),
                    },
                    Err(problem) => {
                        notices.push(Message::NoSystemSpeech(problem));
                        TEXT
                    }
                }
            }
        };
        Speaker {
            active,
            scheme: options.scheme,
            rate: options.rate,
            notices,
        }
    }

    /// The voice in use: `clips`, `system` or `text`.
    pub fn voice(&self) -> VoiceKind {
        match self.active {
            Active::Clips { .. } => VoiceKind::Clips,
            Active::System { .. } => VoiceKind::System,
            Active::Text { .. } => VoiceKind::Text,
        }
    }

    /// What was found: the output device or the speech service.
    pub fn describe(&self) -> VoiceInUse {
        match &self.active {
            Active::Clips { pack, output } => VoiceInUse::Clips {
                recordings: pack.clip_count(),
                scheme: pack.scheme.name.to_owned(),
                rate: pack.rate,
                device: output.device.clone(),
                host: output.host.clone(),
            },
            Active::System { voice, .. } => match voice.reader {
                Some(reader) => VoiceInUse::Reader(reader),
                None => VoiceInUse::System(voice.wanted.clone()),
            },
            Active::Text { .. } => VoiceInUse::Text,
        }
    }

    /// Lines to print once: which voice, and every fallback.
    pub fn take_notices(&mut self) -> Vec<Message> {
        if let Active::System { voice, .. } = &self.active
            && let Some(notice) = voice.notice.lock().ok().and_then(|mut n| n.take())
        {
            self.notices.push(notice);
        }
        // A screen reader that stopped taking lines is said at once, not
        // only when the next line finds it.
        let refused = match &self.active {
            Active::System { voice, .. } => voice.refused.lock().ok().and_then(|mut r| r.take()),
            _ => None,
        };
        if let Some(said) = refused {
            self.fall_back(SoundFault::new(SoundTrouble::ReaderLost, &said));
        }
        std::mem::take(&mut self.notices)
    }

    fn fall_back(&mut self, fault: SoundFault) {
        self.notices.push(Message::SoundLost(fault));
        self.active = TEXT;
    }

    /// Speaks an announcement, cutting off what is being said.
    pub fn say(&mut self, announcement: &Announcement) {
        let text = self.scheme.speech(announcement);
        self.speak(Some(announcement), &text);
    }

    /// Speaks what one reply says, cutting off what is being said: the
    /// voice of recordings says the move words, a voice that reads text
    /// says the whole text.
    pub fn speak(&mut self, words: Option<&Announcement>, text: &str) {
        let result = match &self.active {
            Active::Clips { pack, output } => match words {
                Some(words) => output
                    .speak(&pack.render(words, self.rate))
                    .map(|_| ())
                    .map_err(fault),
                None => Ok(()),
            },
            Active::System { voice, .. } if !text.trim().is_empty() => {
                voice.say(self.scheme.speech_parts(text))
            }
            Active::System { .. } | Active::Text { .. } => Ok(()),
        };
        if let Err(problem) = result {
            self.fall_back(problem);
        }
    }

    /// Speaks an announcement and returns when its first sample went to the
    /// device (clips) or the speech service began speaking (system).
    pub fn say_and_time(&mut self, announcement: &Announcement) -> Option<Instant> {
        match &self.active {
            Active::Clips { pack, output } => {
                let utterance = match output.speak(&pack.render(announcement, self.rate)) {
                    Ok(utterance) => utterance,
                    Err(problem) => {
                        self.fall_back(fault(problem));
                        return None;
                    }
                };
                let FirstSample {
                    written,
                    device_delay,
                } = output.first_sample(utterance, Duration::from_secs(2))?;
                Some(written + device_delay)
            }
            Active::System { voice, .. } => {
                voice
                    .say(self.scheme.speech_parts(&self.scheme.speech(announcement)))
                    .ok()?;
                let start = Instant::now();
                while start.elapsed() < Duration::from_secs(3) {
                    if let Some(at) = voice.began.lock().ok().and_then(|b| *b) {
                        return Some(at);
                    }
                    std::thread::sleep(Duration::from_micros(500));
                }
                None
            }
            Active::Text { .. } => None,
        }
    }

    /// Plays an earcon over the speech (with the text voice only where a
    /// screen reader speaks).
    pub fn earcon(&mut self, earcon: Earcon) {
        let played = match &self.active {
            Active::Clips { pack, output }
            | Active::System {
                earcons: Some((pack, output)),
                ..
            }
            | Active::Text {
                earcons: Some((pack, output)),
            } => match pack.earcon(earcon) {
                Some(samples) => output.earcon(&Audio {
                    rate: pack.rate,
                    samples: samples.to_vec(),
                }),
                None => Ok(()),
            },
            _ => Ok(()),
        };
        if let Err(problem) = played {
            self.fall_back(fault(problem));
        }
    }

    /// Stops speaking.
    pub fn stop(&mut self) {
        match &self.active {
            Active::Clips { output, .. } => output.stop(),
            Active::System { voice, .. } => {
                let _ = voice.send(Request::Stop);
            }
            Active::Text { .. } => {}
        }
    }

    /// Waits until what is being said has been said, at most `timeout`.
    pub fn finish(&self, timeout: Duration) {
        match &self.active {
            Active::Clips { output, .. } => output.drain(timeout),
            Active::System { voice, .. } => {
                let start = Instant::now();
                while start.elapsed() < timeout
                    && voice.ended.lock().map(|e| e.is_none()).unwrap_or(false)
                {
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
            Active::Text { earcons } => {
                if let Some((_, output)) = earcons {
                    output.drain(timeout);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where a sound device answers, `auto` speaks in the built-in
    /// recordings in every language and scheme; where a screen reader runs
    /// it leaves the speaking to the reader. Needs the PulseAudio server
    /// that `./run test` starts.
    #[test]
    fn auto_speaks_the_built_in_recordings_in_every_language() {
        for scheme in Scheme::ALL {
            let options = |reader| SpeakerOptions {
                voice: VoiceKind::Auto,
                scheme,
                rate: 1.0,
                voice_pack: None,
                system_voice: None,
                reader,
            };
            let mut speaker = Speaker::open(&options(false));
            assert_eq!(
                speaker.voice(),
                VoiceKind::Clips,
                "{} in {:?}: {:?}",
                scheme.name,
                scheme.language,
                speaker.take_notices()
            );
            let speaker = Speaker::open(&options(true));
            assert_eq!(speaker.voice(), VoiceKind::Text);
        }
    }
}
