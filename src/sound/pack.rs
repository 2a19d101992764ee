//! Voice packs: one short recording per word of a scheme (files, ranks,
//! pieces, numbers, clock and result phrases) and the earcons. The packs in
//! `sounds/` are embedded, one folder a language (see [`super::clips`]); a
//! folder of the same file names replaces recordings of a pack.

use std::collections::HashMap;
use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};

use super::clips::{Piece, clip_name, clip_texts, folder, pieces};
use super::joiner::{Part, change_rate, join};
use super::wav::{self, Audio, WavError};
use crate::notation::{Announcement, FileProblem, Message, PackProblem, Scheme};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/voice_packs.rs"));
}

/// Every built-in recording: its folder, its name and its bytes.
fn every_built_in() -> impl Iterator<Item = (&'static str, &'static str, &'static [u8])> {
    embedded::NAMES
        .lines()
        .zip(embedded::RECORDINGS.iter().copied())
        .filter_map(|(path, bytes)| {
            let (folder, name) = path.split_once('/')?;
            Some((folder, name, bytes))
        })
}

/// The built-in recordings by folder and name.
fn built_in() -> HashMap<(&'static str, &'static str), &'static [u8]> {
    every_built_in()
        .map(|(folder, name, bytes)| ((folder, name), bytes))
        .collect()
}

/// A short sound that says what happened without words.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Earcon {
    Move,
    Capture,
    Check,
    Illegal,
    LowTime,
    Flag,
    GameEnd,
}

impl Earcon {
    pub const ALL: [Earcon; 7] = [
        Earcon::Move,
        Earcon::Capture,
        Earcon::Check,
        Earcon::Illegal,
        Earcon::LowTime,
        Earcon::Flag,
        Earcon::GameEnd,
    ];

    /// The file name of the earcon, without `.wav`.
    pub fn name(self) -> &'static str {
        match self {
            Earcon::Move => "move",
            Earcon::Capture => "capture",
            Earcon::Check => "check",
            Earcon::Illegal => "illegal",
            Earcon::LowTime => "low-time",
            Earcon::Flag => "flag",
            Earcon::GameEnd => "game-end",
        }
    }
}

/// A voice pack that cannot be used: the file (or the folder) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackError {
    pub path: PathBuf,
    pub problem: PackProblem,
}

impl PackError {
    fn new(path: &Path, problem: PackProblem) -> PackError {
        PackError {
            path: path.to_path_buf(),
            problem,
        }
    }

    /// What the player is told: the pack is not used, and why.
    pub fn message(&self) -> Message {
        Message::VoicePackProblem {
            path: self.path.clone(),
            problem: self.problem.clone(),
        }
    }
}

impl fmt::Display for PackError {
    /// For the log of a built-in pack that would not read.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {:?}", self.path.display(), self.problem)
    }
}

impl std::error::Error for PackError {}

/// The most bytes of one recording that are read: five seconds of 192 kHz
/// stereo, with room for the chunks around the samples.
pub const LARGEST_RECORDING: u64 = 4 << 20;

/// The longest recording of a word, in seconds.
pub const LONGEST_RECORDING: u32 = 5;

/// The bytes of one recording of a player's folder: a plain file (a link
/// to one is followed; a pipe or a device, also behind a link, is refused
/// and never waited on), of at most [`LARGEST_RECORDING`] bytes.
fn read_recording(path: &Path) -> Result<Vec<u8>, FileProblem> {
    let plain = |metadata: &std::fs::Metadata| {
        if metadata.is_dir() {
            Err(FileProblem::IsAFolder)
        } else if metadata.is_file() {
            Ok(())
        } else {
            Err(FileProblem::NotAFile)
        }
    };
    plain(&std::fs::metadata(path).map_err(|e| FileProblem::from(&e))?)?;
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    crate::platform::never_wait(&mut options);
    let file = options.open(path).map_err(|e| FileProblem::from(&e))?;
    // Something else may have been put at the name after it was looked at.
    plain(&file.metadata().map_err(|e| FileProblem::from(&e))?)?;
    let mut bytes = Vec::new();
    file.take(LARGEST_RECORDING + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| FileProblem::from(&e))?;
    if bytes.len() as u64 > LARGEST_RECORDING {
        return Err(FileProblem::TooBig(LARGEST_RECORDING));
    }
    Ok(bytes)
}

/// A recording of a player's folder as samples at `rate`: a 16-bit PCM WAV
/// file at a rate recordings have, no longer than a word takes.
pub fn own_recording(bytes: &[u8], rate: u32) -> Result<Vec<i16>, PackProblem> {
    let audio = wav::read(bytes).map_err(|e| match e {
        WavError::NotPcm(_) => PackProblem::NotWav,
        WavError::Rate(rate) => PackProblem::Rate(rate),
    })?;
    if audio.samples.len() as u64 > u64::from(LONGEST_RECORDING) * u64::from(audio.rate) {
        return Err(PackProblem::TooLong(LONGEST_RECORDING));
    }
    Ok(resample(&audio, rate))
}

/// The recordings of one scheme and the earcons, decoded, at one rate.
#[derive(Clone, Debug)]
pub struct VoicePack {
    pub scheme: &'static Scheme,
    pub rate: u32,
    clips: HashMap<String, Clip>,
    earcons: HashMap<Earcon, Vec<i16>>,
}

/// A recording of a pack: built in, and read only when it is spoken (so the
/// recordings never said take no memory), or read from a player's folder.
#[derive(Clone, Debug)]
enum Clip {
    Built(&'static [u8]),
    Own(Vec<i16>),
}

impl VoicePack {
    /// The pack built into annabella for `scheme`: the recordings of its
    /// language's folder, and under `fide` in another language the German
    /// pack's recordings of the FIDE words.
    pub fn embedded(scheme: &'static Scheme) -> Result<VoicePack, PackError> {
        let mut pack = VoicePack {
            scheme,
            rate: 0,
            clips: HashMap::new(),
            earcons: HashMap::new(),
        };
        let built = built_in();
        for clip in clip_texts(scheme) {
            let name = clip.name();
            if let Some(&bytes) = built.get(&(clip.folder, name.as_str())) {
                if pack.rate == 0 {
                    pack.decode(&name, bytes)?;
                }
                pack.clips.insert(name, Clip::Built(bytes));
            }
        }
        for earcon in Earcon::ALL {
            if let Some(bytes) = built.get(&("earcons", earcon.name())) {
                let audio = pack.decode(earcon.name(), bytes)?;
                pack.earcons.insert(earcon, audio);
            }
        }
        if pack.clips.is_empty() {
            return Err(PackError::new(
                &Path::new("built-in").join(folder(scheme.language)),
                PackProblem::File(FileProblem::NotFound),
            ));
        }
        Ok(pack)
    }

    /// Whether the built-in recordings say every word of `scheme` (found
    /// by name, none of them read).
    pub fn built_in_says_all(scheme: &'static Scheme) -> bool {
        let built = built_in();
        clip_texts(scheme)
            .iter()
            .all(|clip| built.contains_key(&(clip.folder, clip.name().as_str())))
    }

    /// The embedded pack with every recording that `dir` holds under the
    /// same file name put in its place (a club's own voice). Returns how
    /// many recordings were replaced. Only the files named as a recording
    /// of the pack are read, each bounded (see [`read_recording`]); one
    /// that cannot be used is named, and the pack is not used.
    pub fn with_folder(mut self, dir: &Path) -> Result<(VoicePack, usize), PackError> {
        let folder = |e: &std::io::Error| PackError::new(dir, PackProblem::File(e.into()));
        if !std::fs::metadata(dir).map_err(|e| folder(&e))?.is_dir() {
            return Err(PackError::new(
                dir,
                PackProblem::File(FileProblem::NotAFolder),
            ));
        }
        let entries = std::fs::read_dir(dir).map_err(|e| folder(&e))?;
        let mut replaced = 0;
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            let Some(name) = path.file_stem().map(|s| s.to_string_lossy().into_owned()) else {
                continue;
            };
            if path.extension().is_none_or(|e| e != "wav") {
                continue;
            }
            let earcon = Earcon::ALL.into_iter().find(|e| e.name() == name);
            if earcon.is_none() && !self.clips.contains_key(&name) {
                continue;
            }
            let bytes = read_recording(&path)
                .map_err(|problem| PackError::new(&path, PackProblem::File(problem)))?;
            let samples = own_recording(&bytes, self.rate)
                .map_err(|problem| PackError::new(&path, problem))?;
            match earcon {
                Some(earcon) => {
                    self.earcons.insert(earcon, samples);
                }
                None => {
                    self.clips.insert(name, Clip::Own(samples));
                }
            }
            replaced += 1;
        }
        Ok((self, replaced))
    }

    fn decode(&mut self, name: &str, bytes: &[u8]) -> Result<Vec<i16>, PackError> {
        let audio = wav::read(bytes).map_err(|e| {
            let problem = match e {
                WavError::NotPcm(_) => PackProblem::NotWav,
                WavError::Rate(rate) => PackProblem::Rate(rate),
            };
            PackError::new(&Path::new("built-in").join(name), problem)
        })?;
        if self.rate == 0 {
            self.rate = audio.rate;
        }
        Ok(resample(&audio, self.rate))
    }

    /// The samples of a recording at the pack's rate. Built-in recordings
    /// are checked by the tests; one that would not read is left out.
    fn samples(&self, name: &str) -> Option<std::borrow::Cow<'static, [i16]>> {
        match self.clips.get(name)? {
            Clip::Built(bytes) => wav::read(bytes)
                .ok()
                .map(|audio| std::borrow::Cow::Owned(resample(&audio, self.rate))),
            Clip::Own(samples) => Some(std::borrow::Cow::Owned(samples.clone())),
        }
    }

    pub fn clip_count(&self) -> usize {
        self.clips.len()
    }

    pub fn earcon(&self, earcon: Earcon) -> Option<&[i16]> {
        self.earcons.get(&earcon).map(Vec::as_slice)
    }

    /// The texts of the scheme that have no recording in this pack.
    pub fn missing(&self) -> Vec<String> {
        clip_texts(self.scheme)
            .into_iter()
            .filter(|clip| !self.clips.contains_key(&clip.name()))
            .map(|clip| clip.text)
            .collect()
    }

    /// The built-in recording that says `text` in this pack, as its file's
    /// bytes.
    #[cfg(test)]
    fn built_in(&self, text: &str) -> Option<&'static [u8]> {
        match self.clips.get(&clip_name(text))? {
            Clip::Built(bytes) => Some(bytes),
            Clip::Own(_) => None,
        }
    }

    /// The announcement spoken: the recordings of its words joined with
    /// short gaps, pauses at punctuation, at `rate` times normal speed.
    pub fn render(&self, announcement: &Announcement, rate: f64) -> Audio {
        enum Said {
            Samples(std::borrow::Cow<'static, [i16]>),
            Pause(u32),
        }
        let mut said: Vec<Said> = Vec::new();
        for word in &announcement.words {
            for piece in pieces(self.scheme, word) {
                match piece {
                    Piece::Text(text) | Piece::German(text) => {
                        if let Some(samples) = self.samples(&clip_name(&text)) {
                            said.push(Said::Samples(samples));
                        }
                    }
                    Piece::Pause(ms) => said.push(Said::Pause(ms)),
                }
            }
        }
        let parts: Vec<Part<'_>> = said
            .iter()
            .map(|s| match s {
                Said::Samples(samples) => Part::Clip(samples),
                Said::Pause(ms) => Part::Pause(*ms),
            })
            .collect();
        let samples = join(&parts, self.rate);
        Audio {
            rate: self.rate,
            samples: change_rate(&samples, self.rate, rate),
        }
    }
}

/// Linear resampling to `rate`.
pub fn resample(audio: &Audio, rate: u32) -> Vec<i16> {
    if audio.rate == rate || audio.samples.is_empty() || rate == 0 {
        return audio.samples.clone();
    }
    let ratio = f64::from(audio.rate) / f64::from(rate);
    let len = (audio.samples.len() as f64 / ratio) as usize;
    (0..len)
        .map(|i| {
            let at = i as f64 * ratio;
            let index = at as usize;
            let next = audio
                .samples
                .get(index + 1)
                .copied()
                .unwrap_or(audio.samples[index]);
            let frac = at - index as f64;
            (f64::from(audio.samples[index]) * (1.0 - frac) + f64::from(next) * frac) as i16
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Word;
    use crate::notation::scheme::{FIDE, FIDE_TURKISH};
    use shakmaty::{File, Rank, Role};

    /// Every text of every scheme has a built-in recording, in each of
    /// the five languages, and every pack has the earcons.
    #[test]
    fn every_word_of_every_scheme_has_a_built_in_recording() {
        for scheme in Scheme::ALL {
            let pack = VoicePack::embedded(scheme).expect("built in");
            assert_eq!(
                pack.missing(),
                Vec::<String>::new(),
                "{} in {:?}",
                scheme.name,
                scheme.language
            );
            for earcon in Earcon::ALL {
                assert!(
                    pack.earcon(earcon).is_some_and(|e| !e.is_empty()),
                    "{earcon:?}"
                );
            }
        }
    }

    /// Under `fide` in Turkish, "Felix" is the German pack's recording,
    /// byte for byte the file `sounds/fide/felix.wav`; the Turkish words
    /// are the Turkish folder's.
    #[test]
    fn the_fide_words_in_turkish_are_the_german_recordings() {
        let sounds = Path::new(env!("CARGO_MANIFEST_DIR")).join("sounds");
        let pack = VoicePack::embedded(&FIDE_TURKISH).expect("built in");
        let felix = std::fs::read(sounds.join("fide/felix.wav")).expect("the German Felix");
        assert_eq!(pack.built_in("Felix"), Some(felix.as_slice()));
        let white = std::fs::read(sounds.join("tr/beyaz.wav")).expect("the Turkish white");
        assert_eq!(pack.built_in("beyaz"), Some(white.as_slice()));
        assert!(!sounds.join("tr/felix.wav").exists());
    }

    /// Built-in recordings are read only when spoken, so each is read here:
    /// every one is a sound at the pack's rate.
    #[test]
    fn every_built_in_recording_reads_at_one_rate() {
        assert_eq!(embedded::NAMES.lines().count(), embedded::RECORDINGS.len());
        for (folder, name, bytes) in every_built_in() {
            let audio = wav::read(bytes).unwrap_or_else(|e| panic!("{folder}/{name}: {e}"));
            assert_eq!(audio.rate, 16_000, "{folder}/{name}");
            assert!(audio.samples.len() > 100, "{folder}/{name}");
        }
    }

    /// A folder with a recording named felix.wav replaces that word: the
    /// rendered "Springer Felix drei" holds the folder's tone.
    #[test]
    fn a_folder_of_recordings_replaces_the_built_in_ones() {
        let dir = std::env::temp_dir().join(format!("annabella-pack-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp folder");
        let marker: Vec<i16> = (0..1600)
            .map(|i| if i % 2 == 0 { 12345 } else { -12345 })
            .collect();
        std::fs::write(
            dir.join("felix.wav"),
            wav::write(&Audio {
                rate: 16000,
                samples: marker.clone(),
            }),
        )
        .expect("writes");
        std::fs::write(dir.join("notes.txt"), "not a recording").expect("writes");
        let (pack, replaced) = VoicePack::embedded(&FIDE)
            .expect("built in")
            .with_folder(&dir)
            .expect("reads");
        assert_eq!(replaced, 1);
        let mut words = Announcement::new();
        words
            .push(Word::Piece(Role::Knight))
            .push(Word::File(File::F))
            .push(Word::Rank(Rank::Third));
        let audio = pack.render(&words, 1.0);
        let found = audio
            .samples
            .windows(marker.len())
            .any(|w| w == marker.as_slice());
        assert!(found, "the folder's recording is not in the utterance");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Under `fide` in Turkish a club's folder replaces the German words
    /// and the Turkish ones alike: "Beyaz: Springer Felix drei" holds the
    /// folder's "Beyaz" and its "Felix".
    #[test]
    fn a_folder_replaces_recordings_of_a_turkish_pack() {
        let dir =
            std::env::temp_dir().join(format!("annabella-turkish-pack-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp folder");
        let marker = |level: i16| -> Vec<i16> {
            (0..1600)
                .map(|i| if i % 2 == 0 { level } else { -level })
                .collect()
        };
        let (white, felix) = (marker(11111), marker(12345));
        for (name, samples) in [("beyaz", &white), ("felix", &felix)] {
            std::fs::write(
                dir.join(format!("{name}.wav")),
                wav::write(&Audio {
                    rate: 16000,
                    samples: samples.clone(),
                }),
            )
            .expect("writes");
        }
        let (pack, replaced) = VoicePack::embedded(&FIDE_TURKISH)
            .expect("built in")
            .with_folder(&dir)
            .expect("reads");
        assert_eq!(replaced, 2);
        let mut words = Announcement::new();
        words
            .push(Word::Side(shakmaty::Color::White))
            .push(Word::Piece(Role::Knight))
            .push(Word::File(File::F))
            .push(Word::Rank(Rank::Third));
        let audio = pack.render(&words, 1.0);
        for marker in [&white, &felix] {
            let found = audio
                .samples
                .windows(marker.len())
                .any(|w| w == marker.as_slice());
            assert!(found, "the folder's recording is not in the utterance");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A recording may be long enough for any word, and no longer: one
    /// that says it has one sample a second would become gigabytes at the
    /// pack's rate.
    #[test]
    fn a_recording_is_checked_before_it_is_brought_to_the_packs_rate() {
        let at = |rate: u32, samples: usize| {
            own_recording(
                &wav::write(&Audio {
                    rate,
                    samples: vec![7; samples],
                }),
                16_000,
            )
        };
        assert_eq!(at(8_000, 40_000).map(|s| s.len()), Ok(80_000));
        assert_eq!(at(8_000, 40_001), Err(PackProblem::TooLong(5)));
        assert_eq!(at(1, 200_000), Err(PackProblem::Rate(1)));
        assert_eq!(own_recording(b"RIFF", 16_000), Err(PackProblem::NotWav));
    }

    #[test]
    fn a_broken_recording_in_the_folder_is_named() {
        let dir =
            std::env::temp_dir().join(format!("annabella-broken-pack-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp folder");
        std::fs::write(dir.join("anna.wav"), b"not really a wav").expect("writes");
        let error = VoicePack::embedded(&FIDE)
            .expect("built in")
            .with_folder(&dir)
            .unwrap_err();
        assert!(error.to_string().contains("anna.wav"), "{error}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
