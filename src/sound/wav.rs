//! 16-bit mono PCM WAV files: the format of the voice packs and of the audio
//! scoresheet.

use std::fmt;

/// Samples at a sample rate.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Audio {
    pub rate: u32,
    pub samples: Vec<i16>,
}

impl Audio {
    pub fn duration_secs(&self) -> f64 {
        if self.rate == 0 {
            0.0
        } else {
            self.samples.len() as f64 / f64::from(self.rate)
        }
    }
}

/// A WAV file annabella cannot use, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WavError {
    /// Not 16-bit PCM in a RIFF WAVE file: what is wrong, for the log of a
    /// built-in recording.
    NotPcm(String),
    /// A sample rate no recording has (see [`RATES`]).
    Rate(u32),
}

impl fmt::Display for WavError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WavError::NotPcm(what) => write!(f, "not a 16-bit PCM WAV file: {what}"),
            WavError::Rate(rate) => write!(f, "{rate} samples a second"),
        }
    }
}

impl std::error::Error for WavError {}

/// The sample rates a recording may have: from the telephone's to the
/// studio's. A file that says 1 sample a second would otherwise become
/// gigabytes when it is brought to the rate it is played at.
pub const RATES: std::ops::RangeInclusive<u32> = 4_000..=192_000;

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

/// Reads a RIFF WAV file of 16-bit PCM; several channels are mixed down to
/// one. A chunk that says it is longer than the file ends with the file:
/// nothing is ever made bigger than the bytes there are.
pub fn read(bytes: &[u8]) -> Result<Audio, WavError> {
    let bad = |what: &str| WavError::NotPcm(what.to_owned());
    if bytes.get(0..4) != Some(b"RIFF") || bytes.get(8..12) != Some(b"WAVE") {
        return Err(bad("no RIFF/WAVE header"));
    }
    let mut at = 12;
    let mut format: Option<(u16, u16, u32, u16)> = None;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32_at(bytes, at + 4).ok_or_else(|| bad("truncated chunk"))? as usize;
        let body = at + 8;
        let end = body
            .checked_add(size)
            .ok_or_else(|| bad("chunk too long"))?
            .min(bytes.len());
        match id {
            b"fmt " => {
                let tag = u16_at(bytes, body).ok_or_else(|| bad("short format chunk"))?;
                let channels = u16_at(bytes, body + 2).ok_or_else(|| bad("short format chunk"))?;
                let rate = u32_at(bytes, body + 4).ok_or_else(|| bad("short format chunk"))?;
                let bits = u16_at(bytes, body + 14).ok_or_else(|| bad("short format chunk"))?;
                format = Some((tag, channels, rate, bits));
            }
            b"data" => {
                let (tag, channels, rate, bits) =
                    format.ok_or_else(|| bad("data before format"))?;
                if !(tag == 1 || tag == 0xFFFE) || bits != 16 || channels == 0 {
                    return Err(bad(&format!(
                        "format {tag}, {bits} bits, {channels} channels"
                    )));
                }
                if !RATES.contains(&rate) {
                    return Err(WavError::Rate(rate));
                }
                let channels = usize::from(channels);
                let frames = bytes[body..end].chunks_exact(2 * channels);
                let samples = frames
                    .map(|frame| {
                        let sum: i32 = frame
                            .chunks_exact(2)
                            .map(|s| i32::from(i16::from_le_bytes([s[0], s[1]])))
                            .sum();
                        (sum / channels as i32) as i16
                    })
                    .collect();
                return Ok(Audio { rate, samples });
            }
            _ => {}
        }
        at = end + (size & 1);
    }
    Err(bad("no data chunk"))
}

/// Writes 16-bit mono PCM (in memory: the voice packs' short clips).
pub fn write(audio: &Audio) -> Vec<u8> {
    let data_len = (audio.samples.len() * 2) as u32;
    let mut bytes = header(audio.rate, data_len);
    bytes.reserve(data_len as usize);
    for sample in &audio.samples {
        bytes.extend_from_slice(&sample.to_le_bytes());
    }
    bytes
}

/// The most bytes of samples one RIFF file can hold: its size fields are
/// 32 bits, and the file's size field counts 36 bytes of header too.
pub const LARGEST_DATA: u64 = u32::MAX as u64 - 36;

/// The samples would not fit in one RIFF file (see [`LARGEST_DATA`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong;

/// Writes 16-bit mono PCM as it comes, without holding it: the header is
/// written first and its sizes set when the samples are all there. What
/// one RIFF file cannot hold is refused, never wrapped.
pub struct Writer<W: std::io::Write + std::io::Seek> {
    out: W,
    data: u64,
}

impl<W: std::io::Write + std::io::Seek> Writer<W> {
    pub fn new(mut out: W, rate: u32) -> std::io::Result<Writer<W>> {
        out.write_all(&header(rate, 0))?;
        Ok(Writer { out, data: 0 })
    }

    /// Adds samples; `Err(TooLong)` (and nothing written) when the file
    /// would grow past what RIFF can hold.
    pub fn push(&mut self, samples: &[i16]) -> std::io::Result<Result<(), TooLong>> {
        let more = samples.len() as u64 * 2;
        if self.data + more > LARGEST_DATA {
            return Ok(Err(TooLong));
        }
        let mut bytes = Vec::with_capacity(samples.len() * 2);
        for sample in samples {
            bytes.extend_from_slice(&sample.to_le_bytes());
        }
        self.out.write_all(&bytes)?;
        self.data += more;
        Ok(Ok(()))
    }

    /// Sets the sizes in the header; returns the writer.
    pub fn finish(mut self) -> std::io::Result<W> {
        let data = self.data as u32;
        self.out.seek(std::io::SeekFrom::Start(4))?;
        self.out.write_all(&(36 + data).to_le_bytes())?;
        self.out.seek(std::io::SeekFrom::Start(40))?;
        self.out.write_all(&data.to_le_bytes())?;
        self.out.seek(std::io::SeekFrom::End(0))?;
        self.out.flush()?;
        Ok(self.out)
    }
}

/// The 44 bytes before the samples, for `data_len` bytes of them.
fn header(rate: u32, data_len: u32) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(44);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data_len).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes());
    bytes.extend_from_slice(&rate.to_le_bytes());
    bytes.extend_from_slice(&(rate * 2).to_le_bytes());
    bytes.extend_from_slice(&2u16.to_le_bytes());
    bytes.extend_from_slice(&16u16.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data_len.to_le_bytes());
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_written_reads_back() {
        let audio = Audio {
            rate: 22050,
            samples: vec![0, 1, -1, i16::MAX, i16::MIN, 300],
        };
        assert_eq!(read(&write(&audio)), Ok(audio));
    }

    #[test]
    fn a_written_stream_reads_back_and_refuses_what_riff_cannot_hold() {
        let mut writer = Writer::new(std::io::Cursor::new(Vec::new()), 8000).expect("header");
        assert_eq!(writer.push(&[1, 2]).expect("written"), Ok(()));
        assert_eq!(writer.push(&[3]).expect("written"), Ok(()));
        // RIFF's sizes are 32 bits: 2^32 - 1 bytes in all, 36 of them the
        // header after the size field.
        writer.data = (1u64 << 32) - 1 - 36 - 2;
        assert_eq!(writer.push(&[4, 5]).expect("checked"), Err(TooLong));
        writer.data = 6;
        let bytes = writer.finish().expect("finished").into_inner();
        assert_eq!(
            read(&bytes),
            Ok(Audio {
                rate: 8000,
                samples: vec![1, 2, 3]
            })
        );
    }

    #[test]
    fn broken_files_are_refused_not_panicked_on() {
        assert!(read(b"").is_err());
        assert!(read(b"RIFF\0\0\0\0WAVE").is_err());
        assert!(read(b"RIFF\0\0\0\0WAVEdata\xff\xff\xff\xff").is_err());
        let mut short = write(&Audio {
            rate: 8000,
            samples: vec![1, 2, 3],
        });
        short.truncate(30);
        assert!(read(&short).is_err());
    }

    /// A data chunk that says it holds 4 GB in a file of a few bytes holds
    /// the samples there are; a rate no recording has is refused.
    #[test]
    fn sizes_and_rates_are_checked_against_what_is_there() {
        let mut bytes = write(&Audio {
            rate: 8000,
            samples: vec![1, 2, 3],
        });
        bytes[40..44].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(read(&bytes).map(|a| a.samples), Ok(vec![1, 2, 3]));
        let one_a_second = write(&Audio {
            rate: 1,
            samples: vec![0; 10],
        });
        assert_eq!(read(&one_a_second), Err(WavError::Rate(1)));
    }
}
