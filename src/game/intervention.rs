//! What the arbiter does with their own hand: the time control changed for
//! both players (Guidelines III.4 of the 2018 Laws), a game adjourned with
//! a sealed move (Guidelines I; the seeds' Persian appendix الف), and the
//! quickplay finish claimed (the Persian article 10.2 and appendix د;
//! Guidelines III.5 of the 2018 Laws). Each is a pure function over a
//! position, a clock's readings and a time control, read against the
//! article it implements.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use shakmaty::{Chess, Color, Move, Position};

use super::time_control::{Bonus, Pace, TimeControl};
use super::verdict::{Reason, Verdict};

/// Guidelines III.4: the arbiter introduces an increment or a delay "for
/// both players" from now on: every period of `control` gets `bonus`, its
/// times and move counts as they were.
pub fn with_bonus(control: &TimeControl, bonus: Bonus) -> TimeControl {
    TimeControl::from_periods(
        control
            .periods()
            .iter()
            .map(|period| super::time_control::Period { bonus, ..*period })
            .collect(),
    )
}

/// Guidelines I.1.1 (Persian الف.۱ الف): the player to move seals a move.
/// "If, after being told by the arbiter to seal his move, the player makes
/// a move on the chessboard he must write that same move on his scoresheet
/// as his sealed move": a move announced in two-board play is made (D.2.3)
/// and is the sealed move, whatever else is stated. `None` when no move is
/// announced or stated.
pub fn sealed_move(announced: Option<Move>, stated: Option<Move>) -> Option<Move> {
    announced.or(stated)
}

/// A step of a quickplay-finish claim, as the scoresheet records it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum QuickplayStep {
    /// The player to move stopped the clocks and claimed (10.2).
    Claimed,
    /// The arbiter declared the game drawn (10.2 a, III.5.1).
    Drawn,
    /// The arbiter postponed the decision, to declare the result after a
    /// flag has fallen (10.2 b, III.5.2).
    Postponed,
    /// The arbiter rejected the claim; the opponent has two minutes more
    /// (10.2 c, III.5.3).
    Rejected,
}

impl QuickplayStep {
    pub const ALL: [QuickplayStep; 4] = [
        QuickplayStep::Claimed,
        QuickplayStep::Drawn,
        QuickplayStep::Postponed,
        QuickplayStep::Rejected,
    ];

    /// The word of the scoresheet: `claimed`, `drawn`, `postponed`,
    /// `rejected`.
    pub fn word(self) -> &'static str {
        match self {
            QuickplayStep::Claimed => "claimed",
            QuickplayStep::Drawn => "drawn",
            QuickplayStep::Postponed => "postponed",
            QuickplayStep::Rejected => "rejected",
        }
    }

    /// The paragraph of the Persian article 10.2 that names it.
    pub fn article(self) -> &'static str {
        match self {
            QuickplayStep::Claimed => "10.2",
            QuickplayStep::Drawn => "10.2 a",
            QuickplayStep::Postponed => "10.2 b",
            QuickplayStep::Rejected => "10.2 c",
        }
    }
}

impl fmt::Display for QuickplayStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for QuickplayStep {
    type Err = ();

    fn from_str(text: &str) -> Result<QuickplayStep, ()> {
        QuickplayStep::ALL
            .into_iter()
            .find(|step| step.word() == text)
            .ok_or(())
    }
}

/// Why a quickplay-finish claim cannot be made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum QuickplayBar {
    /// A game without a clock has no quickplay finish.
    NoClock,
    /// Blitz: "ماده ۱۰-۲ حاکم نیست" (appendix ج.۴: article 10.2 does not
    /// apply; III.3.1: not to blitz games).
    Blitz,
    /// With an increment or a delay every move brings time: III.3.1 (only
    /// games "without increment"); an increment the arbiter introduced
    /// (III.4) ends the quickplay finish as well.
    Bonus,
    /// 10.2: only "the player having the move" claims.
    NotToMove,
    /// 10.2: the claimant has "less than two minutes" on the clock.
    TwoMinutesLeft,
}

/// The Persian article 10.2 (Guidelines III.5 of the 2018 Laws): whether
/// `claimant` may claim a draw in the quickplay finish, with `left` on
/// their clock (`None` without a clock) under the time control the clock
/// runs now (`control`) in a game of `pace`.
pub fn quickplay_bar(
    position: &Chess,
    claimant: Color,
    left: Option<Duration>,
    control: &TimeControl,
    pace: Pace,
) -> Option<QuickplayBar> {
    let Some(left) = left else {
        return Some(QuickplayBar::NoClock);
    };
    if pace == Pace::Blitz {
        Some(QuickplayBar::Blitz)
    } else if control.periods().iter().any(|p| p.bonus != Bonus::None) {
        Some(QuickplayBar::Bonus)
    } else if position.turn() != claimant {
        Some(QuickplayBar::NotToMove)
    } else if left >= TWO_MINUTES {
        Some(QuickplayBar::TwoMinutesLeft)
    } else {
        None
    }
}

const TWO_MINUTES: Duration = Duration::from_secs(120);

/// The arbiter's answer to a quickplay-finish claim.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum QuickplayAnswer {
    /// 10.2 a: the opponent cannot win by normal means, or is not trying
    /// to: a draw.
    Draw,
    /// 10.2 b: the decision waits for a flag; the opponent "may" be given
    /// extra time (two minutes), here this much, or none.
    Postpone(Option<Duration>),
    /// 10.2 c: rejected; the opponent "must" be given two minutes.
    Reject,
}

/// What an answer to `claimant`'s claim does, after `ply` half-moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct QuickplayRuling {
    pub step: QuickplayStep,
    /// The end of the game, for a draw declared.
    pub verdict: Option<Verdict>,
    /// Time for the opponent.
    pub time: Option<(Color, Duration)>,
}

/// The Persian article 10.2 a–c: the arbiter's answer applied.
pub fn quickplay_ruling(claimant: Color, answer: QuickplayAnswer, ply: usize) -> QuickplayRuling {
    match answer {
        QuickplayAnswer::Draw => QuickplayRuling {
            step: QuickplayStep::Drawn,
            verdict: Some(Verdict::draw(Reason::ArbiterDecision, ply)),
            time: None,
        },
        QuickplayAnswer::Postpone(time) => QuickplayRuling {
            step: QuickplayStep::Postponed,
            verdict: None,
            time: time.filter(|t| !t.is_zero()).map(|t| (!claimant, t)),
        },
        QuickplayAnswer::Reject => QuickplayRuling {
            step: QuickplayStep::Rejected,
            verdict: None,
            time: Some((!claimant, TWO_MINUTES)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rapid() -> TimeControl {
        "25".parse().expect("time control")
    }

    /// 10.2: the player to move, under two minutes, without increment, not
    /// in blitz (appendix ج.۴).
    #[test]
    fn who_may_claim_in_the_quickplay_finish() {
        let start = Chess::default();
        let under = Some(Duration::from_secs(119));
        let pace = Pace::Rapid;
        assert_eq!(
            quickplay_bar(&start, Color::White, under, &rapid(), pace),
            None
        );
        assert_eq!(
            quickplay_bar(&start, Color::Black, under, &rapid(), pace),
            Some(QuickplayBar::NotToMove)
        );
        assert_eq!(
            quickplay_bar(&start, Color::White, Some(TWO_MINUTES), &rapid(), pace),
            Some(QuickplayBar::TwoMinutesLeft)
        );
        let increment: TimeControl = "25+5".parse().expect("time control");
        assert_eq!(
            quickplay_bar(&start, Color::White, under, &increment, pace),
            Some(QuickplayBar::Bonus)
        );
        assert_eq!(
            quickplay_bar(&start, Color::White, under, &rapid(), Pace::Blitz),
            Some(QuickplayBar::Blitz)
        );
        assert_eq!(
            quickplay_bar(&start, Color::White, None, &rapid(), pace),
            Some(QuickplayBar::NoClock)
        );
    }

    /// 10.2 a–c: a draw; postponed with or without time; rejected with two
    /// minutes for the opponent.
    #[test]
    fn the_arbiters_three_answers() {
        let drawn = quickplay_ruling(Color::White, QuickplayAnswer::Draw, 80);
        assert_eq!(
            drawn.verdict,
            Some(Verdict::draw(Reason::ArbiterDecision, 80))
        );
        let postponed = quickplay_ruling(
            Color::White,
            QuickplayAnswer::Postpone(Some(TWO_MINUTES)),
            80,
        );
        assert_eq!(postponed.time, Some((Color::Black, TWO_MINUTES)));
        assert_eq!(postponed.verdict, None);
        assert_eq!(
            quickplay_ruling(Color::White, QuickplayAnswer::Postpone(None), 80).time,
            None
        );
        let rejected = quickplay_ruling(Color::Black, QuickplayAnswer::Reject, 80);
        assert_eq!(rejected.time, Some((Color::White, TWO_MINUTES)));
        for step in QuickplayStep::ALL {
            assert_eq!(step.word().parse(), Ok(step));
        }
    }

    /// III.4: the bonus is every period's, the times stay.
    #[test]
    fn a_new_bonus_for_both_from_now() {
        let control: TimeControl = "40/90,30".parse().expect("time control");
        let changed = with_bonus(&control, Bonus::Increment(Duration::from_secs(5)));
        assert_eq!(changed.to_string(), "40/90+5,30+5");
    }

    /// I.1.1: the move announced is the sealed one.
    #[test]
    fn the_move_made_is_the_sealed_move() {
        let e4 = Move::Normal {
            role: shakmaty::Role::Pawn,
            from: shakmaty::Square::E2,
            capture: None,
            to: shakmaty::Square::E4,
            promotion: None,
        };
        let d4 = Move::Normal {
            role: shakmaty::Role::Pawn,
            from: shakmaty::Square::D2,
            capture: None,
            to: shakmaty::Square::D4,
            promotion: None,
        };
        assert_eq!(sealed_move(Some(e4), Some(d4)), Some(e4));
        assert_eq!(sealed_move(None, Some(d4)), Some(d4));
        assert_eq!(sealed_move(None, None), None);
    }
}
