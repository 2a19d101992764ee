//! `annabella clock --time TC --took S,S,...`: what each player has left
//! after moves that took those seconds, White's first move first.

use std::io::Write;
use std::time::Duration;

use serde::Serialize;
use shakmaty::Color;

use super::language::language;
use super::{Failure, write_json_line};
use crate::game::{Clock, ClockError, FakeTime, TimeControl};
use crate::notation::{CliText, Form, Message};
use crate::play::config::parse_time;

/// Reads `--took`: seconds per move, separated by commas, with up to three
/// decimals.
pub fn parse_took(list: &str) -> Result<Vec<Duration>, Failure> {
    list.split(',')
        .enumerate()
        .map(|(index, item)| {
            let item = item.trim();
            let bad = || {
                Failure::told(CliText::TookNotSeconds {
                    item: index + 1,
                    text: crate::notation::outside::clean(item, 20),
                })
            };
            if item.is_empty()
                || item.len() > 12
                || !item.chars().all(|c| c.is_ascii_digit() || c == '.')
            {
                return Err(bad());
            }
            let seconds: f64 = item.parse().map_err(|_| bad())?;
            Ok(Duration::from_millis((seconds * 1000.0).round() as u64))
        })
        .collect()
}

/// A duration as a clock face shows it: `4:57`, `1:30:00`, `0:09.5`.
pub fn clock_face(time: Duration) -> String {
    let millis = time.as_millis();
    let total = millis / 1000;
    let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60);
    let fraction = millis % 1000;
    let mut text = if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    };
    if fraction != 0 {
        let decimals = format!("{fraction:03}");
        text.push('.');
        text.push_str(decimals.trim_end_matches('0'));
    }
    text
}

fn seconds(time: Duration) -> f64 {
    time.as_millis() as f64 / 1000.0
}

#[derive(Serialize)]
struct MoveJson {
    ply: usize,
    white: f64,
    black: f64,
}

#[derive(Serialize)]
struct FlagJson {
    flag: &'static str,
    ply: usize,
}

/// One readable line, in the language of the run.
fn say(out: &mut dyn Write, text: CliText) -> Result<(), Failure> {
    let line = language().message(&Message::Cli(text), Form::Print, false);
    writeln!(out, "{line}")?;
    Ok(())
}

pub fn run(time: &str, took: Option<&str>, json: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let control: TimeControl = parse_time(time).map_err(|problem| {
        Failure::said(Message::BadOption {
            option: "time".into(),
            problem,
        })
    })?;
    let source = FakeTime::new();
    let Some(mut clock) = Clock::start(control.clone(), source.clone(), Color::White) else {
        return Err(Failure::told(CliText::NoClockToRun));
    };
    let Some(took) = took else {
        let text = CliText::ClockControl {
            control: control.to_string(),
            each: clock.remaining(Color::White),
            pace: control.pace(),
            penalty: control.claim_penalty(),
        };
        return say(out, text);
    };
    for (index, used) in parse_took(took)?.into_iter().enumerate() {
        let ply = index + 1;
        source.advance(used);
        match clock.press() {
            Ok(record) => {
                let (white, black) = (clock.remaining(Color::White), clock.remaining(Color::Black));
                if json {
                    write_json_line(
                        out,
                        &MoveJson {
                            ply,
                            white: seconds(white),
                            black: seconds(black),
                        },
                    )?;
                } else {
                    let text = CliText::ClockAfter {
                        number: index / 2 + 1,
                        side: record.color,
                        white: clock_face(white),
                        black: clock_face(black),
                    };
                    say(out, text)?;
                }
            }
            Err(ClockError::Flag(color)) => {
                let side = match color {
                    Color::White => "white",
                    Color::Black => "black",
                };
                if json {
                    write_json_line(out, &FlagJson { flag: side, ply })?;
                } else {
                    say(out, CliText::FlagFellAt { side: color, ply })?;
                }
                return Ok(());
            }
            Err(ClockError::Stopped) => return Ok(()),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_faces_read_like_a_clock() {
        assert_eq!(clock_face(Duration::from_secs(297)), "4:57");
        assert_eq!(clock_face(Duration::from_secs(5400)), "1:30:00");
        assert_eq!(clock_face(Duration::from_millis(9500)), "0:09.5");
    }

    #[test]
    fn took_lists_are_read_or_refused_by_item() {
        assert_eq!(
            parse_took("6, 1.5,0").expect("reads"),
            vec![
                Duration::from_secs(6),
                Duration::from_millis(1500),
                Duration::ZERO
            ]
        );
        let error = parse_took("6,x,3").unwrap_err();
        assert!(error.message.contains("Eintrag 2"), "{error}");
        assert!(parse_took("-1").is_err());
        assert!(parse_took("6,,3").is_err());
        assert!(parse_took("1e9").is_err());
    }
}
