//! A calendar date, in whole days with no time of day, as correspondence
//! chess counts them and PGN dates a game. Written `2026-11-20` (ISO
//! 8601) on the cards, `2026.11.20` in a PGN tag; read also as
//! `20.11.2026` and `2026.11.20`, as players write them.

use std::fmt;
use std::str::FromStr;

/// A day of the proleptic Gregorian calendar.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

/// Text that is no date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotADate;

fn is_leap(year: i32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The date, when the calendar has it (years 1900 to 2999: a
    /// correspondence game lies within them).
    pub fn new(year: i32, month: u32, day: u32) -> Option<Date> {
        ((1900..=2999).contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in_month(year, month)).contains(&day))
        .then_some(Date { year, month, day })
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn day_number(self) -> i64 {
        let year = i64::from(self.year) - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let year_of_era = year.rem_euclid(400);
        let month = i64::from(self.month);
        let day_of_year = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5
            + i64::from(self.day)
            - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The day (UTC) of a moment in seconds since 1970-01-01.
    pub fn of_seconds(seconds: u64) -> Date {
        Date::from_day_number(i64::try_from(seconds / 86_400).unwrap_or(i64::MAX / 2))
    }

    /// The date of a day counted from 1970-01-01.
    pub fn from_day_number(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z.rem_euclid(146_097);
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let mp = (5 * day_of_year + 2) / 153;
        let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (year_of_era + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }

    /// Today by the system's clock (UTC).
    pub fn today() -> Date {
        let seconds = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Date::from_day_number((seconds / 86_400) as i64)
    }

    /// Whole days from `self` to `later` (negative when `later` is
    /// earlier).
    pub fn days_until(self, later: Date) -> i64 {
        later.day_number() - self.day_number()
    }

    /// The date `days` later.
    pub fn plus(self, days: i64) -> Date {
        Date::from_day_number(self.day_number() + days)
    }

    /// As PGN writes its `Date` tag: `2026.11.20`.
    pub fn pgn(self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = NotADate;

    /// `2026-11-20`, `2026.11.20`, `2026/11/20` or `20.11.2026`; a full
    /// stop or comma after it is passed over.
    fn from_str(text: &str) -> Result<Date, NotADate> {
        let text = text.trim().trim_end_matches([',', ';', ')']);
        let text = text.strip_suffix('.').unwrap_or(text);
        let parts: Vec<&str> = text.split(['-', '.', '/']).collect();
        let [a, b, c] = parts.as_slice() else {
            return Err(NotADate);
        };
        let number = |s: &str| -> Result<u32, NotADate> {
            if s.is_empty() || s.len() > 4 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(NotADate);
            }
            s.parse().map_err(|_| NotADate)
        };
        let (year, month, day) = if a.len() == 4 {
            (number(a)?, number(b)?, number(c)?)
        } else if c.len() == 4 {
            (number(c)?, number(b)?, number(a)?)
        } else {
            return Err(NotADate);
        };
        Date::new(year as i32, month, day).ok_or(NotADate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_become_calendar_dates() {
        let date = |days| {
            let d = Date::from_day_number(days);
            (i64::from(d.year), d.month, d.day)
        };
        assert_eq!(date(0), (1970, 1, 1));
        assert_eq!(date(11_016), (2000, 2, 29));
        // 2026-11-21 is day 20,778 since 1970-01-01.
        assert_eq!(date(20_778), (2026, 11, 21));
        assert_eq!(date(-1), (1969, 12, 31));
    }

    fn date(text: &str) -> Date {
        text.parse().expect("a date")
    }

    #[test]
    fn dates_read_as_players_write_them() {
        let expected = Date {
            year: 2026,
            month: 11,
            day: 20,
        };
        for text in [
            "2026-11-20",
            "2026.11.20",
            "20.11.2026",
            "2026/11/20",
            "20.11.2026.",
        ] {
            assert_eq!(text.parse(), Ok(expected), "{text}");
        }
        for text in [
            "2026-02-30",
            "2026-13-01",
            "11/20",
            "e4",
            "2026-11-20x",
            "",
            "1-1-1",
        ] {
            assert_eq!(text.parse::<Date>(), Err(NotADate), "{text}");
        }
        assert_eq!(expected.to_string(), "2026-11-20");
        assert_eq!(expected.pgn(), "2026.11.20");
    }

    /// 1970-01-01 is day 0; 2000 and 2024 are leap years, 2100 is not.
    #[test]
    fn days_are_counted_across_months_and_leap_years() {
        assert_eq!(date("1970-01-01").day_number(), 0);
        assert_eq!(date("2000-03-01").day_number(), 11_017);
        assert_eq!(date("2024-02-28").days_until(date("2024-03-01")), 2);
        assert_eq!(date("2026-02-28").days_until(date("2026-03-01")), 1);
        assert_eq!(date("2026-12-30").days_until(date("2027-01-02")), 3);
        assert_eq!(date("2026-11-22").days_until(date("2026-11-20")), -2);
        assert!(Date::new(2100, 2, 29).is_none());
        for text in ["1999-12-31", "2024-02-29", "2026-11-20", "2400-02-29"] {
            let d = date(text);
            assert_eq!(Date::from_day_number(d.day_number()), d, "{text}");
        }
        assert_eq!(date("2026-11-28").plus(5), date("2026-12-03"));
    }
}
