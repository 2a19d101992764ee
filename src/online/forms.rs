//! The forms of a seek, a challenge and a game against lichess's AI, as
//! `lichess-org/api` describes them (`api-board-seek.yaml`,
//! `api-challenge-username.yaml`, `api-challenge-ai.yaml`), checked before
//! anything is sent: what lichess would refuse is refused here, naming
//! what it takes.

use crate::notation::message::SettingProblem;

/// What is asked of lichess.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Seek,
    Challenge,
    /// lichess's AI at a level.
    Ai,
}

/// What the player asked for on the command line.
#[derive(Clone, Debug, Default)]
pub struct Asked {
    pub days: Option<u32>,
    pub time: Option<String>,
    pub rated: bool,
    pub color: Option<String>,
    pub variant: Option<String>,
    pub rating_range: Option<String>,
    pub level: Option<String>,
}

/// The days per move lichess offers.
pub const DAYS: [u32; 7] = [1, 2, 3, 5, 7, 10, 14];

/// A refused option: its name and what is wrong with it.
pub type Refused = (&'static str, SettingProblem);

/// Whether lichess takes a challenge's (or an AI game's) clock: a limit of
/// 0, 15, 30, 45, 60 or 90 seconds or any whole number of minutes up to
/// 180, and at most 60 seconds of increment.
fn challenge_clock(limit: u32, increment: u32) -> bool {
    let limit_ok = matches!(limit, 0 | 15 | 30 | 45 | 60 | 90)
        || (limit.is_multiple_of(60) && limit <= 10_800);
    limit_ok && increment <= 60
}

/// Minutes and seconds of increment of `10+5`.
fn clock(text: &str) -> Option<(f64, u32)> {
    let (minutes, increment) = text.split_once('+').unwrap_or((text, "0"));
    let minutes: f64 = minutes.trim().parse().ok()?;
    let increment: u32 = increment.trim().parse().ok()?;
    (minutes.is_finite() && minutes >= 0.0).then_some((minutes, increment))
}

/// The form of `kind` for what was asked; `keepAliveStream` for a
/// real-time challenge, so that lichess holds it open until it is answered
/// (unkept, lila sweeps it after 20 seconds).
pub fn form(kind: Kind, asked: &Asked) -> Result<Vec<(&'static str, String)>, Refused> {
    let mut form = Vec::new();
    if kind == Kind::Ai {
        let text = asked.level.clone().unwrap_or_default();
        match text.trim().parse::<u8>() {
            Ok(level @ 1..=8) => form.push(("level", level.to_string())),
            _ => return Err(("level", SettingProblem::AiLevel(text))),
        }
    }
    if let Some(days) = asked.days {
        if !DAYS.contains(&days) {
            return Err(("days", SettingProblem::Days(days.to_string())));
        }
        form.push(("days", days.to_string()));
    } else if let Some(text) = &asked.time {
        let Some((minutes, increment)) = clock(text) else {
            return Err(("time", SettingProblem::OnlineClock(text.clone())));
        };
        if kind == Kind::Seek {
            if minutes > 180.0 || increment > 180 {
                return Err(("time", SettingProblem::OnlineClock(text.clone())));
            }
            form.push(("time", minutes.to_string()));
            form.push(("increment", increment.to_string()));
        } else {
            let limit = (minutes * 60.0).round() as u32;
            if (minutes * 60.0 - f64::from(limit)).abs() > 1e-9
                || !challenge_clock(limit, increment)
            {
                return Err(("time", SettingProblem::ChallengeClock(text.clone())));
            }
            form.push(("clock.limit", limit.to_string()));
            form.push(("clock.increment", increment.to_string()));
        }
    }
    // Casual is lichess's default; only a rated game is asked for. The
    // AI's form has no `rated` (`api-challenge-ai.yaml`).
    if asked.rated {
        if kind == Kind::Ai {
            return Err(("rated", SettingProblem::AiCasualOnly));
        }
        form.push(("rated", "true".to_owned()));
    }
    if let Some(color) = &asked.color {
        let color = color.trim().to_lowercase();
        let key = match color.as_str() {
            "white" | "weiß" | "weiss" => "white",
            "black" | "schwarz" => "black",
            "random" | "zufall" => "random",
            _ => return Err(("color", SettingProblem::OnlineColor(color))),
        };
        // A correspondence seek has no colour (the API takes it only for
        // real-time seeks): refused, not dropped without a word.
        if kind == Kind::Seek && asked.days.is_some() {
            return Err(("color", SettingProblem::ColorRealTimeSeekOnly));
        }
        form.push(("color", key.to_owned()));
    }
    if let Some(variant) = &asked.variant {
        let variant = variant.trim().to_lowercase();
        match variant.as_str() {
            "standard" | "chess960" => form.push(("variant", variant)),
            _ => return Err(("variant", SettingProblem::Variant(variant))),
        }
    }
    if let Some(range) = &asked.rating_range {
        let bounds = range.split_once('-').and_then(|(low, high)| {
            Some((
                low.trim().parse::<u32>().ok()?,
                high.trim().parse::<u32>().ok()?,
            ))
        });
        match bounds {
            _ if kind != Kind::Seek => {
                return Err(("rating-range", SettingProblem::RatingRangeSeekOnly));
            }
            Some((low, high)) if low <= high && high <= 4000 => {
                form.push(("ratingRange", format!("{low}-{high}")));
            }
            _ => return Err(("rating-range", SettingProblem::RatingRange(range.clone()))),
        }
    }
    if kind == Kind::Challenge && asked.time.is_some() && asked.days.is_none() {
        form.push(("keepAliveStream", "true".to_owned()));
    }
    Ok(form)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(time: &str) -> Asked {
        Asked {
            time: Some(time.into()),
            ..Asked::default()
        }
    }

    /// `clock.limit`: "Valid values are 0, 15, 30, 45, 60, 90, and any
    /// multiple of 60 up to 10800"; `clock.increment` at most 60.
    #[test]
    fn a_challenge_takes_the_clocks_lichess_takes() {
        let sent = |time: &str| form(Kind::Challenge, &asked(time));
        assert!(sent("0.25+0").is_ok());
        assert!(sent("1.5+1").is_ok());
        assert!(sent("180+60").is_ok());
        for refused in ["2.5+0", "10+90", "181+0", "0.1+0", "x"] {
            assert!(sent(refused).is_err(), "{refused}");
        }
        let fields = sent("10+5").expect("a clock lichess takes");
        assert!(fields.contains(&("clock.limit", "600".into())));
        assert!(fields.contains(&("clock.increment", "5".into())));
        assert!(fields.contains(&("keepAliveStream", "true".into())));
    }

    #[test]
    fn a_correspondence_challenge_is_not_kept_alive() {
        let fields = form(
            Kind::Challenge,
            &Asked {
                days: Some(3),
                ..Asked::default()
            },
        )
        .expect("days lichess takes");
        assert!(!fields.iter().any(|(k, _)| *k == "keepAliveStream"));
    }

    #[test]
    fn the_ai_level_is_one_to_eight() {
        let level = |text: &str| {
            form(
                Kind::Ai,
                &Asked {
                    level: Some(text.into()),
                    ..Asked::default()
                },
            )
        };
        assert!(level("1").is_ok());
        assert!(level("8").is_ok());
        assert!(level("0").is_err());
        assert!(level("9").is_err());
    }

    #[test]
    fn a_seek_takes_rated_colour_variant_and_rating_range() {
        let fields = form(
            Kind::Seek,
            &Asked {
                time: Some("15+10".into()),
                rated: true,
                color: Some("black".into()),
                variant: Some("chess960".into()),
                rating_range: Some("1500-1800".into()),
                ..Asked::default()
            },
        )
        .expect("a seek lichess takes");
        for field in [
            ("time", "15"),
            ("increment", "10"),
            ("rated", "true"),
            ("color", "black"),
            ("variant", "chess960"),
            ("ratingRange", "1500-1800"),
        ] {
            assert!(fields.contains(&(field.0, field.1.to_owned())), "{field:?}");
        }
        let atomic = Asked {
            days: Some(3),
            variant: Some("atomic".into()),
            ..Asked::default()
        };
        assert!(form(Kind::Seek, &atomic).is_err());
    }

    /// Options lichess does not take for a request are refused, each with
    /// what lichess takes, never dropped without a word: `ratingRange` is
    /// a field of `api-board-seek.yaml` only, `color` of its real-time
    /// branch only, and `api-challenge-ai.yaml` has no `rated`.
    #[test]
    fn options_lichess_does_not_take_for_the_request_are_refused() {
        let range = Asked {
            days: Some(3),
            rating_range: Some("1500-1800".into()),
            ..Asked::default()
        };
        assert!(matches!(
            form(Kind::Challenge, &range),
            Err(("rating-range", SettingProblem::RatingRangeSeekOnly))
        ));
        let colour = Asked {
            days: Some(3),
            color: Some("white".into()),
            ..Asked::default()
        };
        assert!(matches!(
            form(Kind::Seek, &colour),
            Err(("color", SettingProblem::ColorRealTimeSeekOnly))
        ));
        assert!(form(Kind::Challenge, &colour).is_ok());
        let rated = Asked {
            level: Some("3".into()),
            rated: true,
            ..Asked::default()
        };
        assert!(matches!(
            form(Kind::Ai, &rated),
            Err(("rated", SettingProblem::AiCasualOnly))
        ));
    }
}
