//! Joining recordings into one utterance: the clips of the words in order,
//! short natural gaps between them, and a change of speaking rate that keeps
//! the pitch (overlap-add with a waveform-similarity search, WSOLA).

/// Silence between two words, and after a comma or before ", Schach".
pub const WORD_GAP_MS: u32 = 40;
pub const PAUSE_MS: u32 = 180;

/// One part of an utterance.
#[derive(Clone, Debug, PartialEq)]
pub enum Part<'a> {
    Clip(&'a [i16]),
    Pause(u32),
}

fn silence(rate: u32, ms: u32) -> usize {
    (u64::from(rate) * u64::from(ms) / 1000) as usize
}

/// The parts in order, a word gap between two clips that follow each other.
pub fn join(parts: &[Part<'_>], rate: u32) -> Vec<i16> {
    let mut out = Vec::new();
    let mut after_clip = false;
    for part in parts {
        match part {
            Part::Clip(samples) => {
                if after_clip {
                    out.resize(out.len() + silence(rate, WORD_GAP_MS), 0);
                }
                out.extend_from_slice(samples);
                after_clip = true;
            }
            Part::Pause(ms) => {
                out.resize(out.len() + silence(rate, *ms), 0);
                after_clip = false;
            }
        }
    }
    out
}

/// The same speech `rate` times faster (0.75 to 2.0), at the same pitch.
///
/// Frames of 30 ms are laid down every 15 ms with a Hann window; each is
/// taken from around where the rate says, shifted by up to 5 ms to where it
/// best continues the frame before, so voiced sounds keep their period.
pub fn change_rate(samples: &[i16], sample_rate: u32, rate: f64) -> Vec<i16> {
    let rate = rate.clamp(0.75, 2.0);
    if (rate - 1.0).abs() < 1e-3 || samples.is_empty() {
        return samples.to_vec();
    }
    let frame = (sample_rate as usize * 30 / 1000).max(16);
    let hop = frame / 2;
    let search = sample_rate as usize * 5 / 1000;
    let input: Vec<f32> = samples.iter().map(|&s| f32::from(s)).collect();
    let window: Vec<f32> = (0..frame)
        .map(|i| 0.5 - 0.5 * (2.0 * std::f32::consts::PI * i as f32 / frame as f32).cos())
        .collect();
    let out_len = (input.len() as f64 / rate) as usize;
    let mut out = vec![0f32; out_len + frame];
    let mut weight = vec![0f32; out_len + frame];
    let mut previous: Option<usize> = None;
    let mut k = 0usize;
    while k * hop < out_len {
        let nominal = (k as f64 * hop as f64 * rate) as usize;
        if nominal >= input.len() {
            break;
        }
        let start = match previous {
            None => nominal,
            Some(prev) => {
                // The natural continuation of the previous frame.
                let natural = prev + hop;
                let lo = nominal.saturating_sub(search);
                let hi = (nominal + search).min(input.len().saturating_sub(frame));
                let mut best = nominal.min(input.len().saturating_sub(1));
                let mut best_score = f32::MIN;
                for candidate in lo..=hi.max(lo) {
                    let score: f32 = (0..hop)
                        .step_by(2)
                        .map(|i| {
                            input.get(natural + i).copied().unwrap_or(0.0)
                                * input.get(candidate + i).copied().unwrap_or(0.0)
                        })
                        .sum();
                    if score > best_score {
                        best_score = score;
                        best = candidate;
                    }
                }
                best
            }
        };
        let at = k * hop;
        for i in 0..frame {
            let value = input.get(start + i).copied().unwrap_or(0.0);
            out[at + i] += value * window[i];
            weight[at + i] += window[i];
        }
        previous = Some(start);
        k += 1;
    }
    out.truncate(out_len);
    out.iter()
        .zip(&weight)
        .map(|(v, w)| {
            let value = if *w > 1e-3 { v / w } else { 0.0 };
            value
                .round()
                .clamp(f32::from(i16::MIN), f32::from(i16::MAX)) as i16
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATE: u32 = 22050;

    fn tone(hz: f64, secs: f64) -> Vec<i16> {
        (0..(f64::from(RATE) * secs) as usize)
            .map(|i| {
                ((2.0 * std::f64::consts::PI * hz * i as f64 / f64::from(RATE)).sin() * 10_000.0)
                    as i16
            })
            .collect()
    }

    /// The strongest frequency between 50 and 2000 Hz, by a direct DFT scan
    /// in 5 Hz steps over the middle of the signal.
    fn dominant_frequency(samples: &[i16]) -> f64 {
        let middle = &samples[samples.len() / 4..samples.len() * 3 / 4];
        let mut best = (0.0, 0.0);
        let mut hz = 50.0;
        while hz <= 2000.0 {
            let (mut re, mut im) = (0.0, 0.0);
            for (i, &s) in middle.iter().enumerate() {
                let phase = 2.0 * std::f64::consts::PI * hz * i as f64 / f64::from(RATE);
                re += f64::from(s) * phase.cos();
                im += f64::from(s) * phase.sin();
            }
            let power = re * re + im * im;
            if power > best.1 {
                best = (hz, power);
            }
            hz += 5.0;
        }
        best.0
    }

    #[test]
    fn clips_come_in_order_with_gaps_and_pauses() {
        let a = [1i16; 10];
        let b = [2i16; 5];
        let joined = join(
            &[
                Part::Clip(&a),
                Part::Clip(&b),
                Part::Pause(100),
                Part::Clip(&a),
            ],
            1000,
        );
        // 10 of a, 40 ms gap (40 samples at 1 kHz), 5 of b, 100 ms pause, 10 of a.
        assert_eq!(joined.len(), 10 + 40 + 5 + 100 + 10);
        assert_eq!(&joined[..10], &a);
        assert!(joined[10..50].iter().all(|&s| s == 0));
        assert_eq!(&joined[50..55], &b);
        assert!(joined[55..155].iter().all(|&s| s == 0));
        assert_eq!(&joined[155..], &a);
    }

    #[test]
    fn a_rate_change_keeps_the_pitch_and_changes_the_length() {
        let original = tone(220.0, 1.0);
        assert_eq!(dominant_frequency(&original), 220.0);
        for rate in [0.75, 1.5, 2.0] {
            let changed = change_rate(&original, RATE, rate);
            let expected_len = original.len() as f64 / rate;
            assert!(
                (changed.len() as f64 - expected_len).abs() < 0.02 * expected_len,
                "{rate}: {}",
                changed.len()
            );
            let pitch = dominant_frequency(&changed);
            assert!(
                (pitch - 220.0).abs() <= 5.0,
                "rate {rate} moved the pitch to {pitch} Hz"
            );
        }
    }

    #[test]
    fn rates_outside_the_range_are_held_to_it() {
        let original = tone(300.0, 0.5);
        assert_eq!(
            change_rate(&original, RATE, 10.0).len(),
            change_rate(&original, RATE, 2.0).len()
        );
        assert_eq!(change_rate(&original, RATE, 1.0), original);
    }
}
