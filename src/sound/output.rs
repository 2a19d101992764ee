//! The sound output: one `cpal` stream that plays speech (a new utterance
//! replaces the one playing) mixed with earcons. On Linux it talks to
//! PulseAudio directly (cpal's pure-Rust client) and falls back to ALSA.
//!
//! The stream is open only while there is something to hear: once the last
//! sound has been heard it is closed, and the next announcement opens it
//! again. An open stream asks for (silent) sound hundreds of times a second,
//! and a player who thinks for ten minutes should not pay for that.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};

use super::pack::resample;
use super::wav::Audio;
pub use crate::notation::message::OutputFound;
use crate::notation::message::{SoundFault, SoundTrouble};

/// Why no sound could be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SoundError {
    /// The machine has no sound card, and no other sound system answers.
    NoSoundCard,
    /// Another trouble, by kind, with what the sound system said.
    Other(SoundFault),
}

impl std::fmt::Display for SoundError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SoundError::NoSoundCard => f.write_str("no sound card"),
            SoundError::Other(fault) => f.write_str(&fault.detail),
        }
    }
}

impl std::error::Error for SoundError {}

/// The device would not open: its name and what the sound system said.
fn refused(device: &str, said: &dyn std::fmt::Display) -> SoundError {
    SoundError::Other(SoundFault::new(
        SoundTrouble::DeviceRefused,
        &format!("{device}: {said}"),
    ))
}

/// The device stopped taking sound, with what the sound system said.
fn lost(said: &str) -> SoundError {
    SoundError::Other(SoundFault::new(SoundTrouble::DeviceLost, said))
}

/// When the first sample of an utterance went to the device, and how long
/// the device said it would take to be heard.
#[derive(Copy, Clone, Debug)]
pub struct FirstSample {
    pub written: Instant,
    pub device_delay: Duration,
}

#[derive(Default)]
struct Mixer {
    speech: Vec<f32>,
    speech_at: usize,
    /// Counts utterances, so a waiter knows whose first sample went out.
    utterance: u64,
    first_sample: Option<(u64, FirstSample)>,
    earcons: Vec<(Vec<f32>, usize)>,
    /// When the device last took a sample of speech or an earcon, and the
    /// delay it reported then: until that sample has been heard, the
    /// stream must run.
    last_sound: Option<(Instant, Duration)>,
    broken: Option<String>,
}

impl Mixer {
    fn fill(&mut self, out: &mut [f32], channels: usize, device_delay: Duration) {
        let frames = out.len() / channels.max(1);
        let speech_left = self.speech.len() - self.speech_at;
        if speech_left > 0 && self.first_sample.is_none_or(|(u, _)| u != self.utterance) {
            self.first_sample = Some((
                self.utterance,
                FirstSample {
                    written: Instant::now(),
                    device_delay,
                },
            ));
        }
        if speech_left > 0 || !self.earcons.is_empty() {
            self.last_sound = Some((Instant::now(), device_delay));
        }
        for frame in 0..frames {
            let mut value = 0.0;
            if let Some(sample) = self.speech.get(self.speech_at) {
                value += sample;
                self.speech_at += 1;
            }
            for (earcon, at) in &mut self.earcons {
                if let Some(sample) = earcon.get(*at) {
                    value += sample;
                    *at += 1;
                }
            }
            let value = value.clamp(-1.0, 1.0);
            for channel in 0..channels {
                out[frame * channels + channel] = value;
            }
        }
        self.earcons.retain(|(earcon, at)| *at < earcon.len());
    }

    /// Whether sound waits to be handed to the device.
    fn waiting(&self) -> bool {
        self.speech_at < self.speech.len() || !self.earcons.is_empty()
    }

    /// Whether everything handed to the device has been heard, with a
    /// margin: then the stream may close.
    fn heard_out(&self, now: Instant) -> bool {
        !self.waiting()
            && self
                .last_sound
                .is_none_or(|(at, delay)| now.saturating_duration_since(at) >= delay + PAUSE_AFTER)
    }
}

/// How long a running device may leave waiting sound unasked for before it
/// counts as lost (it asks every few milliseconds while it plays).
const SILENT_DEVICE: Duration = Duration::from_secs(1);

/// How many requests for sound show that a stream is running; a new stream
/// may be quiet for a second or two while the sound server wakes its sink,
/// which is no loss.
const RUNNING_AFTER: u64 = 20;

/// How long a stream stays open after its last sound has been heard: long
/// enough that the words of one announcement share a stream, short enough
/// that waiting for a move soon costs nothing.
pub const PAUSE_AFTER: Duration = Duration::from_millis(300);

/// What it takes to open the stream again.
struct Opener {
    device: cpal::Device,
    config: cpal::StreamConfig,
    mixer: Arc<Mutex<Mixer>>,
    requests: Arc<AtomicU64>,
}

/// A stream while it is open, and the mark its error callback reads to
/// tell a closed stream from a lost one.
struct OpenStream {
    stream: cpal::Stream,
    closed: Arc<AtomicBool>,
}

impl Drop for OpenStream {
    /// Marks the stream closed before it goes: cpal's PulseAudio backend may
    /// still report "No such entity" for a timing request that crossed the
    /// stream's deletion, and that is no lost device.
    fn drop(&mut self) {
        self.closed.store(true, Ordering::SeqCst);
    }
}

/// What a stream's error callback does: an error while the stream is open
/// means the device was lost; one from a stream already closed is ignored.
fn report_error(mixer: &Mutex<Mixer>, closed: &AtomicBool, error: String) {
    if closed.load(Ordering::SeqCst) {
        return;
    }
    if let Ok(mut mixer) = mixer.lock() {
        mixer.broken = Some(error);
    }
}

impl Opener {
    /// Opens a stream that plays what the mixer holds, and starts it.
    fn open(&self) -> Result<OpenStream, String> {
        let callback_mixer = Arc::clone(&self.mixer);
        let callback_requests = Arc::clone(&self.requests);
        let error_mixer = Arc::clone(&self.mixer);
        let closed = Arc::new(AtomicBool::new(false));
        let error_closed = Arc::clone(&closed);
        let channels = usize::from(self.config.channels);
        let stream = self
            .device
            .build_output_stream::<f32, _, _>(
                self.config,
                move |out: &mut [f32], info: &cpal::OutputCallbackInfo| {
                    callback_requests.fetch_add(1, Ordering::Relaxed);
                    let stamp = info.timestamp();
                    let delay = stamp
                        .playback
                        .checked_duration_since(stamp.callback)
                        .unwrap_or_default();
                    match callback_mixer.lock() {
                        Ok(mut mixer) => mixer.fill(out, channels, delay),
                        Err(_) => out.fill(0.0),
                    }
                },
                move |error| report_error(&error_mixer, &error_closed, error.to_string()),
                Some(Duration::from_secs(1)),
            )
            .map_err(|e| e.to_string())?;
        let open = OpenStream { stream, closed };
        open.stream.play().map_err(|e| e.to_string())?;
        Ok(open)
    }
}

/// The stream while it is open; shared with the thread that closes it once
/// all is heard.
struct Running {
    opener: Opener,
    stream: Option<OpenStream>,
    /// Set when the output closes, to end the closing thread.
    closing: bool,
}

/// An open sound output.
pub struct Output {
    running: Arc<(Mutex<Running>, Condvar)>,
    rester: Option<JoinHandle<()>>,
    mixer: Arc<Mutex<Mixer>>,
    /// How often the device has asked for sound (counted without a lock),
    /// and the count and time at which the main thread last saw it move,
    /// and the count at which the stream last started.
    requests: Arc<AtomicU64>,
    last_seen: Mutex<Seen>,
    rate: u32,
    pub host: String,
    pub device: String,
}

/// What the main thread last saw of the device's requests.
struct Seen {
    count: u64,
    at: Instant,
    started_at_count: u64,
}

fn to_float(samples: &[i16]) -> Vec<f32> {
    samples.iter().map(|&s| f32::from(s) / 32768.0).collect()
}

impl Output {
    /// Opens the default output device of the first sound system that
    /// answers, asking for `rate` samples a second and a short buffer.
    pub fn open(rate: u32) -> Result<Output, SoundError> {
        let mut problems = Vec::new();
        let mut trouble = None;
        let mut no_card = false;
        for host_id in cpal::available_hosts() {
            if host_id.name() == "ALSA" && !crate::platform::sound_card_known() {
                // Asking ALSA anyway only fills the terminal with its errors.
                no_card = true;
                continue;
            }
            let Ok(host) = cpal::host_from_id(host_id) else {
                continue;
            };
            match Output::open_on(&host, rate) {
                Ok(output) => return Ok(output),
                Err(problem) => {
                    if let SoundError::Other(fault) = &problem {
                        trouble.get_or_insert(fault.trouble);
                    }
                    problems.push(format!("{}: {problem}", host_id.name()));
                }
            }
        }
        if problems.is_empty() && no_card {
            return Err(SoundError::NoSoundCard);
        }
        if no_card {
            problems.push("ALSA: no sound card".to_owned());
        }
        Err(SoundError::Other(SoundFault::new(
            trouble.unwrap_or(SoundTrouble::NoSoundSystem),
            &problems.join("; "),
        )))
    }

    fn open_on(host: &cpal::Host, rate: u32) -> Result<Output, SoundError> {
        let device = host
            .default_output_device()
            .ok_or_else(|| SoundError::Other(SoundFault::new(SoundTrouble::NoOutputDevice, "")))?;
        let device_name = device
            .description()
            .map(|d| d.name().to_owned())
            .unwrap_or_else(|_| "default".to_owned());
        let default = device
            .default_output_config()
            .map_err(|e| refused(&device_name, &e))?;
        let mut opener = Opener {
            device,
            config: cpal::StreamConfig {
                channels: default.channels().max(1),
                sample_rate: rate,
                buffer_size: cpal::BufferSize::Fixed(rate / 200),
            },
            mixer: Arc::new(Mutex::new(Mixer::default())),
            requests: Arc::new(AtomicU64::new(0)),
        };
        let stream = match opener.open() {
            Ok(stream) => stream,
            Err(_) => {
                opener.config.sample_rate = default.sample_rate();
                opener.config.buffer_size = cpal::BufferSize::Default;
                opener.open().map_err(|e| refused(&device_name, &e))?
            }
        };
        let (mixer, requests, rate) = (
            Arc::clone(&opener.mixer),
            Arc::clone(&opener.requests),
            opener.config.sample_rate,
        );
        let running = Arc::new((
            Mutex::new(Running {
                opener,
                stream: Some(stream),
                closing: false,
            }),
            Condvar::new(),
        ));
        let rester = {
            let running = Arc::clone(&running);
            let mixer = Arc::clone(&mixer);
            std::thread::Builder::new()
                .name("sound-rest".to_owned())
                .spawn(move || close_when_heard(&running, &mixer))
                .map_err(|e| refused(&device_name, &e))?
        };
        Ok(Output {
            running,
            rester: Some(rester),
            mixer,
            requests,
            last_seen: Mutex::new(Seen {
                count: 0,
                at: Instant::now(),
                started_at_count: 0,
            }),
            rate,
            host: host.id().name().to_owned(),
            device: device_name,
        })
    }

    /// Whether a running device has stopped asking for sound while sound
    /// waits for it: the sound server went away without a word.
    fn stalled(&self, waiting: bool) -> bool {
        let count = self.requests.load(Ordering::Relaxed);
        let Ok(mut seen) = self.last_seen.lock() else {
            return false;
        };
        if count != seen.count || !waiting || count < seen.started_at_count + RUNNING_AFTER {
            seen.count = count;
            seen.at = Instant::now();
            return false;
        }
        seen.at.elapsed() > SILENT_DEVICE
    }

    /// Opens the stream again if it has come to rest, before sound is handed
    /// to it.
    fn run(&self) -> Result<(), SoundError> {
        let (lock, wake) = &*self.running;
        let mut running = lock.lock().map_err(|_| lost(""))?;
        if running.stream.is_none() {
            let stream = running.opener.open().map_err(|e| {
                SoundError::Other(SoundFault::new(SoundTrouble::DeviceRefused, &e.to_string()))
            })?;
            running.stream = Some(stream);
            if let Ok(mut seen) = self.last_seen.lock() {
                // A new stream may be quiet for a moment.
                let count = self.requests.load(Ordering::Relaxed);
                *seen = Seen {
                    count,
                    at: Instant::now(),
                    started_at_count: count,
                };
            }
        }
        wake.notify_all();
        Ok(())
    }

    fn lock(&self) -> Result<std::sync::MutexGuard<'_, Mixer>, SoundError> {
        let mixer = self.mixer.lock().map_err(|_| lost(""))?;
        if let Some(problem) = &mixer.broken {
            return Err(lost(problem));
        }
        let waiting = mixer.waiting();
        if self.stalled(waiting) {
            return Err(lost(""));
        }
        Ok(mixer)
    }

    /// Plays an utterance at once, cutting off the one playing. Returns its
    /// number, for [`Output::first_sample`].
    pub fn speak(&self, audio: &Audio) -> Result<u64, SoundError> {
        let samples = to_float(&resample(audio, self.rate));
        let utterance = {
            let mut mixer = self.lock()?;
            mixer.speech = samples;
            mixer.speech_at = 0;
            mixer.utterance += 1;
            mixer.utterance
        };
        self.run()?;
        Ok(utterance)
    }

    /// Plays an earcon over whatever is playing.
    pub fn earcon(&self, audio: &Audio) -> Result<(), SoundError> {
        let samples = to_float(&resample(audio, self.rate));
        self.lock()?.earcons.push((samples, 0));
        self.run()
    }

    /// Silences speech and earcons.
    pub fn stop(&self) {
        if let Ok(mut mixer) = self.mixer.lock() {
            mixer.speech.clear();
            mixer.speech_at = 0;
            mixer.earcons.clear();
        }
    }

    /// Whether anything is still playing.
    pub fn is_playing(&self) -> bool {
        self.mixer.lock().map(|m| m.waiting()).unwrap_or(false) && !self.stalled(true)
    }

    /// Waits until the first sample of utterance `utterance` has been written
    /// to the device, at most `timeout`.
    pub fn first_sample(&self, utterance: u64, timeout: Duration) -> Option<FirstSample> {
        let start = Instant::now();
        while start.elapsed() < timeout {
            if let Ok(mixer) = self.mixer.lock()
                && let Some((number, first)) = mixer.first_sample
                && number == utterance
            {
                return Some(first);
            }
            if self.stalled(true) {
                return None;
            }
            std::thread::sleep(Duration::from_micros(200));
        }
        None
    }

    /// Waits until everything has been played, at most `timeout`.
    pub fn drain(&self, timeout: Duration) {
        let start = Instant::now();
        while self.is_playing() && start.elapsed() < timeout {
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        let (lock, wake) = &*self.running;
        if let Ok(mut running) = lock.lock() {
            running.closing = true;
        }
        wake.notify_all();
        if let Some(rester) = self.rester.take() {
            let _ = rester.join();
        }
    }
}

/// The resting thread: sleeps while no stream is open, and closes the
/// stream once everything handed to it has been heard.
fn close_when_heard(running: &(Mutex<Running>, Condvar), mixer: &Mutex<Mixer>) {
    let (lock, wake) = running;
    let Ok(mut state) = lock.lock() else {
        return;
    };
    loop {
        if state.closing {
            return;
        }
        if state.stream.is_none() {
            state = match wake.wait(state) {
                Ok(state) => state,
                Err(_) => return,
            };
            continue;
        }
        let heard_out = mixer
            .lock()
            .map(|m| m.heard_out(Instant::now()))
            .unwrap_or(false);
        if heard_out {
            state.stream = None;
            continue;
        }
        state = match wake.wait_timeout(state, PAUSE_AFTER / 3) {
            Ok((state, _)) => state,
            Err(_) => return,
        };
    }
}

/// The sound systems found and each one's default output device.
pub fn outputs() -> Vec<OutputFound> {
    cpal::available_hosts()
        .into_iter()
        .map(|id| {
            let host = id.name().to_owned();
            if id.name() == "ALSA" && !crate::platform::sound_card_known() {
                return OutputFound {
                    host,
                    device: None,
                    card: false,
                };
            }
            let device = cpal::host_from_id(id)
                .ok()
                .and_then(|host| host.default_output_device())
                .and_then(|device| device.description().ok().map(|d| d.name().to_owned()));
            OutputFound {
                host,
                device,
                card: true,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Speech and an earcon sound together: the samples add up, the earcon
    /// ends on its own, and each frame goes to every channel.
    #[test]
    fn earcons_mix_with_speech() {
        let mut mixer = Mixer {
            speech: vec![0.25; 4],
            earcons: vec![(vec![0.5, 0.5], 0)],
            ..Mixer::default()
        };
        let mut out = vec![9.0; 8];
        mixer.fill(&mut out, 2, Duration::ZERO);
        assert_eq!(out, [0.75, 0.75, 0.75, 0.75, 0.25, 0.25, 0.25, 0.25]);
        assert!(mixer.earcons.is_empty());
        let mut out = vec![9.0; 2];
        mixer.fill(&mut out, 2, Duration::ZERO);
        assert_eq!(out, [0.0, 0.0], "silence once all is said");
    }

    /// The stream may close only once nothing waits and the last sample
    /// handed over has had time to be heard.
    #[test]
    fn the_stream_rests_only_when_all_is_heard() {
        let delay = Duration::from_millis(40);
        let mut mixer = Mixer {
            speech: vec![0.1; 3],
            ..Mixer::default()
        };
        let now = Instant::now();
        assert!(!mixer.heard_out(now), "speech waits");
        let mut out = vec![0.0; 3];
        mixer.fill(&mut out, 1, delay);
        let written = mixer.last_sound.expect("a sound was handed over").0;
        assert!(!mixer.heard_out(written + delay), "just handed over");
        assert!(mixer.heard_out(written + delay + PAUSE_AFTER));
        mixer.earcons.push((vec![0.2], 0));
        assert!(
            !mixer.heard_out(written + delay + PAUSE_AFTER),
            "an earcon waits"
        );
        assert!(Mixer::default().heard_out(now), "nothing was ever played");
    }

    #[test]
    fn loud_sums_are_clipped_not_wrapped() {
        let mut mixer = Mixer {
            speech: vec![0.9],
            earcons: vec![(vec![0.9], 0)],
            ..Mixer::default()
        };
        let mut out = vec![0.0; 1];
        mixer.fill(&mut out, 1, Duration::ZERO);
        assert_eq!(out, [1.0]);
    }

    #[test]
    fn a_new_utterance_cuts_off_the_old_one() {
        let mut mixer = Mixer {
            speech: vec![0.1; 100],
            ..Mixer::default()
        };
        let mut out = vec![0.0; 10];
        mixer.fill(&mut out, 1, Duration::ZERO);
        mixer.speech = vec![0.2; 3];
        mixer.speech_at = 0;
        mixer.utterance += 1;
        let mut out = vec![0.0; 4];
        mixer.fill(&mut out, 1, Duration::ZERO);
        assert_eq!(out, [0.2, 0.2, 0.2, 0.0]);
    }
    /// An error from a stream already closed, as cpal reports when a timing
    /// request crosses the stream's deletion, is no lost device; an error
    /// from an open stream is.
    #[test]
    fn only_an_open_stream_can_lose_the_device() {
        let mixer = Mutex::new(Mixer::default());
        report_error(&mixer, &AtomicBool::new(true), "No such entity".to_owned());
        assert_eq!(mixer.lock().expect("mixer").broken, None);
        report_error(
            &mixer,
            &AtomicBool::new(false),
            "Connection closed".to_owned(),
        );
        assert_eq!(
            mixer.lock().expect("mixer").broken.as_deref(),
            Some("Connection closed")
        );
    }

    /// Between announcements the stream closes and opens again, hundreds of
    /// times in a game. With both cores busy, cpal's PulseAudio backend now
    /// and then reports an error for a stream while it closes; the voice must
    /// go on all the same. Needs the PulseAudio server that `./run test`
    /// starts.
    #[test]
    fn closing_and_reopening_under_load_keeps_the_voice() {
        let output = Output::open(16000).unwrap_or_else(|e| {
            panic!(
                "this test needs a PulseAudio server (./run test starts one): {}",
                e
            )
        });
        let busy = Arc::new(AtomicBool::new(true));
        let burners: Vec<_> = (0..2)
            .map(|_| {
                let busy = Arc::clone(&busy);
                std::thread::spawn(move || {
                    let mut n = 0u64;
                    while busy.load(Ordering::Relaxed) {
                        n = std::hint::black_box(n.wrapping_add(1));
                    }
                })
            })
            .collect();
        let mut lost = None;
        for round in 0..500u64 {
            if let Ok(mut running) = output.running.0.lock() {
                running.stream = None;
            }
            std::thread::sleep(Duration::from_micros(round * 37 % 3000));
            if let Err(e) = output.run().and_then(|()| output.lock().map(|_| ())) {
                lost = Some((round, e.to_string()));
                break;
            }
        }
        busy.store(false, Ordering::Relaxed);
        for burner in burners {
            let _ = burner.join();
        }
        assert_eq!(lost, None, "the voice was lost while the stream rested");
    }
}
