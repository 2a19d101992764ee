//! ICCF's reckoning of thinking time in days (ICCF Playing Rules, postal
//! and e-mail): the time a player uses on a move runs in whole days from
//! the day the opponent's move was received to the day the reply was sent,
//! the day of receipt free (a reply sent the day it came costs nothing);
//! a time control of N moves in D days is counted on from move to move (10
//! moves in 50 days: at most 50 days for moves 1 to 10, 100 for moves 1 to
//! 20, …), unused days carried over; days of leave the player announced do
//! not count.

use shakmaty::{ByColor, Color};

use crate::notation::date::Date;

/// N moves in D days.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Control {
    pub moves: u32,
    pub days: u32,
}

impl Default for Control {
    /// ICCF's usual control: 10 moves in 50 days.
    fn default() -> Control {
        Control {
            moves: 10,
            days: 50,
        }
    }
}

impl std::fmt::Display for Control {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}d", self.moves, self.days)
    }
}

impl std::str::FromStr for Control {
    type Err = ();

    /// `10/50d` (or `10/50`): 10 moves in 50 days; each 1 to 999.
    fn from_str(text: &str) -> Result<Control, ()> {
        let text = text.trim();
        let text = text
            .strip_suffix('d')
            .or_else(|| text.strip_suffix('D'))
            .unwrap_or(text);
        let (moves, days) = text.split_once('/').ok_or(())?;
        let number = |s: &str| {
            s.trim()
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=999).contains(n))
                .ok_or(())
        };
        Ok(Control {
            moves: number(moves)?,
            days: number(days)?,
        })
    }
}

/// The two dates a move carries: the day its mover received the move
/// before it, and the day the move was sent.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveDates {
    pub received: Option<Date>,
    pub sent: Option<Date>,
}

/// Days of leave: from the first day, so many days.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Leave {
    pub from: Date,
    pub days: u32,
}

impl Leave {
    /// The days of this leave after `after` up to and including `until`.
    fn within(self, after: Date, until: Date) -> i64 {
        let first = self.from.day_number().max(after.day_number() + 1);
        let last = (self.from.day_number() + i64::from(self.days) - 1).min(until.day_number());
        (last - first + 1).max(0)
    }

    /// The last day of the leave.
    pub fn until(self) -> Date {
        self.from.plus(i64::from(self.days) - 1)
    }
}

/// What the record of a game gives the reckoning.
#[derive(Clone, Debug)]
pub struct Record {
    /// The day the game began: White's first move is counted from it.
    pub start: Date,
    /// Each half-move's mover and dates, in order.
    pub moves: Vec<(Color, MoveDates)>,
    /// The player at the keyboard.
    pub me: Color,
    /// The day the opponent's last move reached the player, while the
    /// reply to it is not yet made.
    pub pending: Option<Date>,
    /// The player's leave.
    pub leaves: Vec<Leave>,
    pub control: Control,
    /// The day the game ended: no day after it counts.
    pub ended: Option<Date>,
}

/// Where the time of one side stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SideTime {
    /// Days used in all, with the days of a reply not yet sent.
    pub used: i64,
    /// The side's move by which `limit` days may have been used.
    pub by_move: u32,
    /// Days left until then (negative: over the limit).
    pub left: i64,
}

/// Days between receipt and dispatch, the day of receipt free, without
/// the days of leave between them.
pub fn days_used(received: Date, sent: Date, leaves: &[Leave]) -> i64 {
    let gross = received.days_until(sent).max(0);
    let away: i64 = leaves.iter().map(|l| l.within(received, sent)).sum();
    (gross - away).max(0)
}

impl Record {
    /// The day a move's thinking time began: its own `received`, or, for
    /// White's first move of the game, the day the game began.
    fn began(&self, ply: usize) -> Option<Date> {
        let (color, dates) = self.moves.get(ply)?;
        dates
            .received
            .or_else(|| (ply == 0 && *color == Color::White).then_some(self.start))
    }

    fn leaves_of(&self, color: Color) -> &[Leave] {
        if color == self.me { &self.leaves } else { &[] }
    }

    /// The days the move of half-move `ply` (from 0) took; `None` when its
    /// dates are not known.
    pub fn move_days(&self, ply: usize) -> Option<i64> {
        let (color, dates) = self.moves.get(ply)?;
        Some(days_used(
            self.began(ply)?,
            dates.sent?,
            self.leaves_of(*color),
        ))
    }

    /// The side to move.
    fn to_move(&self) -> Color {
        match self.moves.last() {
            Some((color, _)) => !*color,
            None => Color::White,
        }
    }

    /// The day the player's thinking time on the move they owe began:
    /// the day the opponent's move came, or the day the game began for
    /// White's first move; `None` when it is not the player's move.
    pub fn thinking_since(&self) -> Option<Date> {
        if self.to_move() != self.me {
            return None;
        }
        self.pending
            .or_else(|| (self.moves.is_empty() && self.me == Color::White).then_some(self.start))
    }

    /// The player's move made and not yet sent, counted from its receipt
    /// until `today`; or the move the player owes, likewise.
    fn running(&self, today: Date) -> i64 {
        let today = self.ended.map_or(today, |ended| ended.min(today));
        if let Some((color, dates)) = self.moves.last()
            && *color == self.me
            && dates.sent.is_none()
        {
            return self
                .began(self.moves.len() - 1)
                .map_or(0, |began| days_used(began, today, &self.leaves));
        }
        self.thinking_since()
            .map_or(0, |since| days_used(since, today, &self.leaves))
    }

    /// Each side's time as it stands on `today`.
    pub fn times(&self, today: Date) -> ByColor<SideTime> {
        ByColor::new_with(|color| {
            let mut used = 0;
            let mut made = 0u32;
            for (ply, (mover, dates)) in self.moves.iter().enumerate() {
                if *mover != color {
                    continue;
                }
                if dates.sent.is_some() || color != self.me {
                    made += 1;
                }
                used += self.move_days(ply).unwrap_or(0);
            }
            if color == self.me {
                used += self.running(today);
            }
            let periods = made / self.control.moves + 1;
            let limit = i64::from(periods) * i64::from(self.control.days);
            SideTime {
                used,
                by_move: periods * self.control.moves,
                left: limit - used,
            }
        })
    }

    /// The day a reply to the opponent's last move is due, `due` days
    /// after it came; `None` when the player owes no reply.
    pub fn reply_due(&self, due: u32) -> Option<Date> {
        self.thinking_since()
            .map(|since| since.plus(i64::from(due)))
    }

    /// The leave that holds `today`, if any.
    pub fn on_leave(&self, today: Date) -> Option<Leave> {
        self.leaves
            .iter()
            .copied()
            .find(|l| l.from <= today && today <= l.until())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().expect("a date")
    }

    fn dates(received: Option<&str>, sent: Option<&str>) -> MoveDates {
        MoveDates {
            received: received.map(date),
            sent: sent.map(date),
        }
    }

    /// The rule's own example: a move received on the 20th and answered
    /// on the 22nd took two days (the 21st and the 22nd); one answered on
    /// the day it came took none.
    #[test]
    fn the_day_of_receipt_is_free() {
        assert_eq!(days_used(date("2026-11-20"), date("2026-11-22"), &[]), 2);
        assert_eq!(days_used(date("2026-11-20"), date("2026-11-20"), &[]), 0);
        assert_eq!(days_used(date("2026-11-30"), date("2026-12-03"), &[]), 3);
    }

    /// Leave from the 21st for three days (21st, 22nd, 23rd): a move
    /// received on the 20th and sent on the 25th took 5 − 3 = 2 days.
    #[test]
    fn leave_stops_the_count() {
        let leave = Leave {
            from: date("2026-11-21"),
            days: 3,
        };
        assert_eq!(
            days_used(date("2026-11-20"), date("2026-11-25"), &[leave]),
            2
        );
        // Leave before the receipt or after the dispatch counts nothing.
        assert_eq!(
            days_used(date("2026-11-24"), date("2026-11-26"), &[leave]),
            2
        );
        assert_eq!(leave.until(), date("2026-11-23"));
    }

    #[test]
    fn a_control_reads_as_players_write_it() {
        assert_eq!("10/50d".parse(), Ok(Control::default()));
        assert_eq!("5/30".parse(), Ok(Control { moves: 5, days: 30 }));
        assert_eq!("10/0d".parse::<Control>(), Err(()));
        assert_eq!("50d".parse::<Control>(), Err(()));
        assert_eq!(Control::default().to_string(), "10/50d");
    }

    /// White began on the 10th and sent 1. e4 on the 12th (2 days);
    /// Black received it on the 14th and sent 1... e5 on the 15th (1
    /// day); White received it on the 17th and thinks on the 20th: 3 days
    /// on this move, 5 in all, 45 left until move 10; the reply is due on
    /// the 20th (3 days after receipt).
    #[test]
    fn each_side_s_days_are_added_up_and_the_rest_is_left() {
        let record = Record {
            start: date("2026-11-10"),
            moves: vec![
                (Color::White, dates(None, Some("2026-11-12"))),
                (Color::Black, dates(Some("2026-11-14"), Some("2026-11-15"))),
            ],
            me: Color::White,
            pending: Some(date("2026-11-17")),
            leaves: Vec::new(),
            control: Control::default(),
            ended: None,
        };
        let times = record.times(date("2026-11-20"));
        assert_eq!(
            times.white,
            SideTime {
                used: 5,
                by_move: 10,
                left: 45
            }
        );
        assert_eq!(
            times.black,
            SideTime {
                used: 1,
                by_move: 10,
                left: 49
            }
        );
        assert_eq!(record.reply_due(3), Some(date("2026-11-20")));
        assert_eq!(record.move_days(0), Some(2));
    }

    /// After 10 moves the limit is 100 days for 20: unused days carry
    /// over.
    #[test]
    fn unused_days_carry_over_to_the_next_period() {
        let mut moves = Vec::new();
        let mut day = date("2026-01-01");
        for _ in 0..10 {
            moves.push((
                Color::Black,
                MoveDates {
                    received: Some(day),
                    sent: Some(day.plus(2)),
                },
            ));
            day = day.plus(4);
        }
        let record = Record {
            start: date("2026-01-01"),
            moves,
            me: Color::White,
            pending: None,
            leaves: Vec::new(),
            control: Control::default(),
            ended: None,
        };
        let black = record.times(date("2026-03-01")).black;
        assert_eq!(
            black,
            SideTime {
                used: 20,
                by_move: 20,
                left: 80
            }
        );
    }
}
