//! Time controls as people write them (`90+30`, `40/90+30,30+30`, `25d5`) and
//! as PGN writes them (`5400+30`, `40/5400+30:1800+30`).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// What a player gets back for each move (articles 6.1 and 6.3 and the
/// delay modes the FIDE clock guidelines describe).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bonus {
    None,
    /// Fischer increment, added after every move.
    Increment(Duration),
    /// Simple (US) delay: the clock waits this long before it runs down.
    Delay(Duration),
    /// Bronstein delay: after the move, the time it used is given back, at
    /// most this much.
    Bronstein(Duration),
}

impl Bonus {
    fn seconds(self) -> Duration {
        match self {
            Bonus::None => Duration::ZERO,
            Bonus::Increment(d) | Bonus::Delay(d) | Bonus::Bronstein(d) => d,
        }
    }
}

impl fmt::Display for Bonus {
    /// As the arbiter types it: `+5` (increment), `d5` (delay), `b5`
    /// (Bronstein), `0` (none).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bonus::None => f.write_str("0"),
            bonus => f.write_str(&bonus_text(*bonus, seconds_text)),
        }
    }
}

impl FromStr for Bonus {
    type Err = ();

    /// Reads [`Bonus`]'s display back: seconds after `+`, `d` or `b`, at
    /// most an hour; `0` or `none` for none.
    fn from_str(text: &str) -> Result<Bonus, ()> {
        let text = text.trim();
        if text == "0" || text.eq_ignore_ascii_case("none") {
            return Ok(Bonus::None);
        }
        let mut chars = text.chars();
        let kind = chars.next().ok_or(())?;
        let seconds: f64 = chars.as_str().parse().map_err(|_| ())?;
        if !(seconds.is_finite() && seconds > 0.0 && seconds <= 3600.0) {
            return Err(());
        }
        let time = Duration::from_millis((seconds * 1000.0).round() as u64);
        match kind.to_ascii_lowercase() {
            '+' => Ok(Bonus::Increment(time)),
            'd' => Ok(Bonus::Delay(time)),
            'b' => Ok(Bonus::Bronstein(time)),
            _ => Err(()),
        }
    }
}

/// One period of a time control: `moves` moves (or the rest of the game) in
/// `time`, with a per-move bonus.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Period {
    pub moves: Option<u32>,
    pub time: Duration,
    pub bonus: Bonus,
}

/// The time control of a game: no clock, or one or more periods. When a
/// period with a move count is the last one, it repeats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControl {
    periods: Vec<Period>,
}

/// The pace of a game, which sets the penalty for an incorrect claim.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Pace {
    /// Neither rapid nor blitz (article 9.5.3: two minutes' penalty).
    Standard,
    /// Appendix A: more than 10 and less than 60 minutes (two minutes).
    Rapid,
    /// Appendix B: 10 minutes or less (one minute).
    Blitz,
}

impl TimeControl {
    /// No clock.
    pub fn none() -> TimeControl {
        TimeControl {
            periods: Vec::new(),
        }
    }

    /// A time control of these periods; an empty list means no clock.
    pub fn from_periods(periods: Vec<Period>) -> TimeControl {
        TimeControl { periods }
    }

    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    pub fn is_none(&self) -> bool {
        self.periods.is_empty()
    }

    /// The period that follows period `index` once its moves are made: the
    /// next one, or the same one again when it is the last.
    pub fn next_period(&self, index: usize) -> usize {
        if index + 1 < self.periods.len() {
            index + 1
        } else {
            index
        }
    }

    /// Rapid, blitz or standard by appendices A.1 and B.1: the time for the
    /// whole game plus 60 times the per-move bonus of the first period.
    pub fn pace(&self) -> Pace {
        let Some(first) = self.periods.first() else {
            return Pace::Standard;
        };
        let base: Duration = self.periods.iter().map(|p| p.time).sum();
        let total = base + first.bonus.seconds() * 60;
        if total <= Duration::from_secs(10 * 60) {
            Pace::Blitz
        } else if total < Duration::from_secs(60 * 60) {
            Pace::Rapid
        } else {
            Pace::Standard
        }
    }

    /// What an incorrect claim adds to the opponent's clock (article 9.5.3;
    /// one minute in blitz, appendix B).
    pub fn claim_penalty(&self) -> Duration {
        match self.pace() {
            Pace::Blitz => Duration::from_secs(60),
            Pace::Standard | Pace::Rapid => Duration::from_secs(120),
        }
    }

    /// The PGN `TimeControl` tag in seconds: `5400+30`,
    /// `40/5400+30:1800+30`, `-` without a clock. A delay, which the PGN
    /// standard cannot express, is written `1500d5` or `1500b5`.
    pub fn pgn_tag(&self) -> String {
        if self.periods.is_empty() {
            return "-".to_owned();
        }
        let periods: Vec<String> = self
            .periods
            .iter()
            .map(|p| {
                let mut text = String::new();
                if let Some(moves) = p.moves {
                    text.push_str(&format!("{moves}/"));
                }
                text.push_str(&seconds_text(p.time));
                text.push_str(&bonus_text(p.bonus, seconds_text));
                text
            })
            .collect();
        periods.join(":")
    }

    /// Reads a PGN `TimeControl` tag (periods in seconds, joined by `:`).
    pub fn from_pgn_tag(tag: &str) -> Result<TimeControl, TimeControlError> {
        let tag = tag.trim();
        if tag == "-" || tag == "?" || tag.is_empty() {
            return Ok(TimeControl::none());
        }
        Parser::new(tag, Unit::Seconds).time_control(':')
    }
}

fn seconds_text(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(1000) {
        format!("{}", ms / 1000)
    } else {
        let text = format!("{:.3}", d.as_secs_f64());
        text.trim_end_matches('0').to_owned()
    }
}

fn minutes_text(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(60_000) {
        format!("{}", ms / 60_000)
    } else {
        let text = format!("{:.8}", ms as f64 / 60_000.0);
        text.trim_end_matches('0').to_owned()
    }
}

fn bonus_text(bonus: Bonus, write: fn(Duration) -> String) -> String {
    match bonus {
        Bonus::None => String::new(),
        Bonus::Increment(d) => format!("+{}", write(d)),
        Bonus::Delay(d) => format!("d{}", write(d)),
        Bonus::Bronstein(d) => format!("b{}", write(d)),
    }
}

impl fmt::Display for TimeControl {
    /// The people's form: `40/90+30,30+30`, or `none`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.periods.is_empty() {
            return f.write_str("none");
        }
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if let Some(moves) = p.moves {
                write!(f, "{moves}/")?;
            }
            write!(
                f,
                "{}{}",
                minutes_text(p.time),
                bonus_text(p.bonus, seconds_text)
            )?;
        }
        Ok(())
    }
}

/// A time control that could not be read: what was wrong and at which
/// character (counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControlError {
    pub input: String,
    pub column: usize,
    pub problem: String,
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "time control '{}': {} at character {} (write it like 5+3, 90+30, 40/90+30,30+30, 25d5 or none)",
            self.input, self.problem, self.column
        )
    }
}

impl std::error::Error for TimeControlError {}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads the people's form of SPEC section 5: periods joined by `,`, each
    /// `[moves/]minutes[+increment|dDELAY|bDELAY seconds]`, or `none`.
    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let text = s.trim();
        if text.eq_ignore_ascii_case("none") || text == "-" {
            return Ok(TimeControl::none());
        }
        Parser::new(s, Unit::Minutes).time_control(',')
    }
}

#[derive(Copy, Clone)]
enum Unit {
    Minutes,
    Seconds,
}

struct Parser<'a> {
    input: &'a str,
    chars: Vec<char>,
    at: usize,
    unit: Unit,
}

/// The longest time any period may have: a week, far beyond any real game,
/// and small enough that sums never overflow.
const LONGEST: Duration = Duration::from_secs(7 * 24 * 3600);

impl<'a> Parser<'a> {
    fn new(input: &'a str, unit: Unit) -> Parser<'a> {
        Parser {
            input,
            chars: input.chars().collect(),
            at: 0,
            unit,
        }
    }

    fn error(&self, column: usize, problem: impl Into<String>) -> TimeControlError {
        TimeControlError {
            input: self.input.to_owned(),
            column: column + 1,
            problem: problem.into(),
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn unexpected(&self, expected: &str) -> TimeControlError {
        match self.peek() {
            Some(c) => self.error(self.at, format!("'{c}' where {expected} should be")),
            None => self.error(self.at, format!("the text ends where {expected} should be")),
        }
    }

    fn time_control(mut self, separator: char) -> Result<TimeControl, TimeControlError> {
        let mut periods: Vec<Period> = Vec::new();
        loop {
            self.skip_spaces();
            let start = self.at;
            if periods.last().is_some_and(|p| p.moves.is_none()) {
                return Err(self.error(
                    start,
                    "a period after one for the rest of the game: only the last period may have no move count",
                ));
            }
            periods.push(self.period()?);
            self.skip_spaces();
            match self.peek() {
                None => break,
                Some(c) if c == separator => self.at += 1,
                Some(_) => {
                    return Err(self
                        .unexpected(&format!("'{separator}' before another period, or the end")));
                }
            }
        }
        Ok(TimeControl { periods })
    }

    fn period(&mut self) -> Result<Period, TimeControlError> {
        let start = self.at;
        let (first, first_text) = self.number("a number of minutes")?;
        let (moves, time_start, time) = if self.peek() == Some('/') {
            if first_text.contains('.') || !(1.0..=1000.0).contains(&first) {
                return Err(self.error(
                    start,
                    "the number of moves must be a whole number from 1 to 1000",
                ));
            }
            self.at += 1;
            let time_start = self.at;
            let (time, _) = self.number("the time of the period")?;
            (Some(first as u32), time_start, time)
        } else {
            (None, start, first)
        };
        let seconds = match self.unit {
            Unit::Minutes => time * 60.0,
            Unit::Seconds => time,
        };
        let time = self.duration(seconds, time_start)?;
        if time.is_zero() {
            return Err(self.error(time_start, "a period needs some time"));
        }
        let bonus = match self.peek() {
            Some('+') => Bonus::Increment(self.bonus_seconds()?),
            Some('d' | 'D') => Bonus::Delay(self.bonus_seconds()?),
            Some('b' | 'B') => Bonus::Bronstein(self.bonus_seconds()?),
            _ => Bonus::None,
        };
        Ok(Period { moves, time, bonus })
    }

    fn bonus_seconds(&mut self) -> Result<Duration, TimeControlError> {
        self.at += 1;
        let start = self.at;
        let (seconds, _) = self.number("a number of seconds")?;
        self.duration(seconds, start)
    }

    fn duration(&self, seconds: f64, column: usize) -> Result<Duration, TimeControlError> {
        if seconds > LONGEST.as_secs_f64() {
            return Err(self.error(column, "that is longer than a week"));
        }
        Ok(Duration::from_millis((seconds * 1000.0).round() as u64))
    }

    /// A decimal number: digits, optionally a point and more digits.
    fn number(&mut self, expected: &str) -> Result<(f64, String), TimeControlError> {
        let start = self.at;
        let mut text = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_ascii_digit() || *c == '.') {
            if c == '.' && text.contains('.') {
                return Err(self.error(self.at, "a second decimal point"));
            }
            text.push(c);
            self.at += 1;
        }
        if text.is_empty() || text == "." {
            self.at = start;
            return Err(self.unexpected(expected));
        }
        if text.len() > 20 {
            return Err(self.error(start, "that number is far too long"));
        }
        let value = text
            .parse::<f64>()
            .map_err(|_| self.error(start, format!("'{text}' is not a number")))?;
        Ok((value, text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn tc(text: &str) -> TimeControl {
        text.parse().expect("test time control parses")
    }

    #[test]
    fn every_example_of_the_spec_reads_as_it_means() {
        assert_eq!(
            tc("5+3").periods(),
            &[Period {
                moves: None,
                time: secs(300),
                bonus: Bonus::Increment(secs(3))
            }]
        );
        assert_eq!(
            tc("40/90+30,30+30").periods(),
            &[
                Period {
                    moves: Some(40),
                    time: secs(5400),
                    bonus: Bonus::Increment(secs(30))
                },
                Period {
                    moves: None,
                    time: secs(1800),
                    bonus: Bonus::Increment(secs(30))
                },
            ]
        );
        assert_eq!(
            tc("40/120,20/60,30").periods(),
            &[
                Period {
                    moves: Some(40),
                    time: secs(7200),
                    bonus: Bonus::None
                },
                Period {
                    moves: Some(20),
                    time: secs(3600),
                    bonus: Bonus::None
                },
                Period {
                    moves: None,
                    time: secs(1800),
                    bonus: Bonus::None
                },
            ]
        );
        assert_eq!(tc("25d5").periods()[0].bonus, Bonus::Delay(secs(5)));
        assert_eq!(tc("25b5").periods()[0].bonus, Bonus::Bronstein(secs(5)));
        assert!(tc("none").is_none());
    }

    #[test]
    fn pgn_tags_are_written_in_seconds() {
        assert_eq!(tc("90+30").pgn_tag(), "5400+30");
        assert_eq!(tc("40/90+30,30+30").pgn_tag(), "40/5400+30:1800+30");
        assert_eq!(tc("none").pgn_tag(), "-");
        assert_eq!(tc("0.5+0.5").pgn_tag(), "30+0.5");
        assert_eq!(tc("40.44444").to_string(), "40.44443333");
    }

    #[test]
    fn pgn_tags_read_back() {
        let nepo_ding = TimeControl::from_pgn_tag("40/7200:20/3600:900+30").expect("reads");
        assert_eq!(nepo_ding, tc("40/120,20/60,15+30"));
        assert_eq!(
            TimeControl::from_pgn_tag("10+0.05")
                .expect("reads")
                .periods()[0]
                .bonus,
            Bonus::Increment(Duration::from_millis(50))
        );
        for text in ["5+3", "40/90+30,30+30", "25d5", "25b5", "none"] {
            let control = tc(text);
            assert_eq!(
                TimeControl::from_pgn_tag(&control.pgn_tag()),
                Ok(control.clone())
            );
            assert_eq!(control.to_string(), text);
        }
    }

    #[test]
    fn pace_follows_appendices_a_and_b() {
        assert_eq!(tc("5+3").pace(), Pace::Blitz); // 5 + 3 = 8 minutes
        assert_eq!(tc("10").pace(), Pace::Blitz); // exactly 10 is blitz
        assert_eq!(tc("10+1").pace(), Pace::Rapid); // 11 minutes
        assert_eq!(tc("15+10").pace(), Pace::Rapid); // 25 minutes
        assert_eq!(tc("50+10").pace(), Pace::Standard); // exactly 60 is not rapid
        assert_eq!(tc("90+30").pace(), Pace::Standard);
        assert_eq!(tc("3+2").claim_penalty(), secs(60));
        assert_eq!(tc("15+10").claim_penalty(), secs(120));
        assert_eq!(tc("90+30").claim_penalty(), secs(120));
    }

    #[test]
    fn mistakes_are_named_with_their_place() {
        let error = "40/9x0".parse::<TimeControl>().unwrap_err();
        assert_eq!(error.column, 5);
        assert!(error.to_string().contains("'x'"), "{error}");
        let error = "".parse::<TimeControl>().unwrap_err();
        assert_eq!(error.column, 1);
        let error = "5+".parse::<TimeControl>().unwrap_err();
        assert_eq!(error.column, 3);
        assert!(error.to_string().contains("seconds"), "{error}");
        assert!("0+3".parse::<TimeControl>().is_err());
        assert!("2.5/90".parse::<TimeControl>().is_err());
        assert!("1.2.3".parse::<TimeControl>().is_err());
        assert!("99999999999999999999".parse::<TimeControl>().is_err());
        assert!("999999999999999999999".parse::<TimeControl>().is_err());
        assert!("5+3,".parse::<TimeControl>().is_err());
        let error = "90,30".parse::<TimeControl>().unwrap_err();
        assert_eq!(error.column, 4);
        assert!(error.to_string().contains("rest of the game"), "{error}");
    }
}
