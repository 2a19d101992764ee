//! The chess clock of article 6: two times that run down in turn, with
//! increments, delays, periods by move count, pause and flag fall.
//!
//! The clock never reads the time itself: it asks its [`TimeSource`], which
//! is the monotonic system clock in play and a [`FakeTime`] in tests and in
//! `annabella clock --took`.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color};

use super::time_control::{Bonus, Period, TimeControl};

/// Where a clock reads the time: a monotonic instant, as the time since some
/// fixed origin.
pub trait TimeSource {
    fn now(&self) -> Duration;
}

/// The system's monotonic clock, which no change of the wall clock moves.
#[derive(Clone, Debug)]
pub struct MonotonicTime {
    origin: Instant,
}

impl MonotonicTime {
    pub fn new() -> MonotonicTime {
        MonotonicTime {
            origin: Instant::now(),
        }
    }
}

impl Default for MonotonicTime {
    fn default() -> Self {
        MonotonicTime::new()
    }
}

impl TimeSource for MonotonicTime {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}

/// A time that moves only when told; clones share the same time.
#[derive(Clone, Debug, Default)]
pub struct FakeTime {
    nanos: Arc<AtomicU64>,
}

impl FakeTime {
    pub fn new() -> FakeTime {
        FakeTime::default()
    }

    pub fn advance(&self, by: Duration) {
        let by = u64::try_from(by.as_nanos()).unwrap_or(u64::MAX);
        let _ = self
            .nanos
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |now| {
                Some(now.saturating_add(by))
            });
    }
}

impl TimeSource for FakeTime {
    fn now(&self) -> Duration {
        Duration::from_nanos(self.nanos.load(Ordering::SeqCst))
    }
}

/// One completed move on the clock: who made it, how long it took, and the
/// time left after it (with increment and any new period's time): the value
/// PGN writes as `[%clk]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveTime {
    pub color: Color,
    pub took: Duration,
    pub remaining: Duration,
}

/// Why the clock refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// This player's flag has fallen (article 6.9); the clock has stopped.
    Flag(Color),
    /// The clock was stopped because the game ended.
    Stopped,
}

impl std::fmt::Display for ClockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClockError::Flag(Color::White) => f.write_str("White's flag has fallen"),
            ClockError::Flag(Color::Black) => f.write_str("Black's flag has fallen"),
            ClockError::Stopped => f.write_str("the clock is stopped"),
        }
    }
}

impl std::error::Error for ClockError {}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum State {
    /// The player to move is thinking since this instant.
    Running {
        since: Duration,
    },
    /// Paused by the arbiter (article 6.11) after this much of the turn.
    Paused {
        used: Duration,
    },
    Flagged(Color),
    Stopped,
}

/// A chess clock for one game.
#[derive(Debug)]
pub struct Clock<S: TimeSource> {
    control: TimeControl,
    source: S,
    remaining: ByColor<Duration>,
    period: ByColor<usize>,
    moves_in_period: ByColor<u32>,
    turn: Color,
    state: State,
    history: Vec<MoveTime>,
}

impl<S: TimeSource> Clock<S> {
    /// A clock for `control` whose first turn, `turn`'s, starts now; `None`
    /// when the time control has no clock.
    pub fn start(control: TimeControl, source: S, turn: Color) -> Option<Clock<S>> {
        let first = control.periods().first()?.time;
        let since = source.now();
        Some(Clock {
            control,
            source,
            remaining: ByColor::new_with(|_| first),
            period: ByColor::new_with(|_| 0),
            moves_in_period: ByColor::new_with(|_| 0),
            turn,
            state: State::Running { since },
            history: Vec::new(),
        })
    }

    /// A clock for a game going on: `turn`'s time runs from now, each side
    /// has `remaining` and has made `moves` moves (which places it in its
    /// period). `None` when the time control has no clock.
    pub fn continue_from(
        control: TimeControl,
        source: S,
        turn: Color,
        remaining: ByColor<Duration>,
        moves: ByColor<u32>,
    ) -> Option<Clock<S>> {
        let mut clock = Clock::start(control, source, turn)?;
        clock.remaining = remaining;
        for color in Color::ALL {
            let (mut period, mut made) = (0, 0);
            for _ in 0..moves[color] {
                made += 1;
                if clock.control.periods()[period].moves == Some(made) {
                    period = clock.control.next_period(period);
                    made = 0;
                }
            }
            clock.period[color] = period;
            clock.moves_in_period[color] = made;
        }
        Some(clock)
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// Whose clock is running (or would be, while paused).
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Every completed move, in order.
    pub fn history(&self) -> &[MoveTime] {
        &self.history
    }

    pub fn is_paused(&self) -> bool {
        matches!(self.state, State::Paused { .. })
    }

    /// The player whose flag has fallen, if any: the player to move once the
    /// turn has used more than the time and delay there were.
    pub fn flag(&self) -> Option<Color> {
        match self.state {
            State::Flagged(color) => Some(color),
            State::Running { .. } | State::Paused { .. } => {
                (self.used() > self.allowance()).then_some(self.turn)
            }
            State::Stopped => None,
        }
    }

    /// How long until the flag of the player to move falls if nobody moves:
    /// what a front end waits for. `None` while paused or stopped.
    pub fn time_to_flag(&self) -> Option<Duration> {
        match self.state {
            State::Running { .. } => Some(self.allowance().saturating_sub(self.used())),
            _ => None,
        }
    }

    /// The time `color` has left now, as the clock's face shows it: a simple
    /// delay runs before the main time does.
    pub fn remaining(&self, color: Color) -> Duration {
        let stored = self.remaining[color];
        if color != self.turn || matches!(self.state, State::Stopped) {
            return stored;
        }
        let used = self.used();
        let charged = match self.period_of(color).bonus {
            Bonus::Delay(delay) => used.saturating_sub(delay),
            _ => used,
        };
        stored.saturating_sub(charged)
    }

    /// The player to move has made a move and presses the clock.
    ///
    /// Charges the time the move took (less a simple delay), adds the
    /// increment or gives back the Bronstein delay, then, when the move
    /// completes a period, adds the next period's time (articles 6.3 and
    /// 6.3.2: time not used is carried over). Fails if the flag fell first.
    pub fn press(&mut self) -> Result<MoveTime, ClockError> {
        if let Some(color) = self.flag() {
            self.state = State::Flagged(color);
            return Err(ClockError::Flag(color));
        }
        if matches!(self.state, State::Stopped) {
            return Err(ClockError::Stopped);
        }
        let color = self.turn;
        let took = self.used();
        let period = self.period_of(color);
        let left = self.remaining[color];
        let after = match period.bonus {
            Bonus::None => left - took,
            Bonus::Increment(increment) => left - took + increment,
            Bonus::Delay(delay) => left - took.saturating_sub(delay),
            Bonus::Bronstein(delay) => left - took + took.min(delay),
        };
        self.remaining[color] = after;
        self.moves_in_period[color] += 1;
        if period.moves == Some(self.moves_in_period[color]) {
            let next = self.control.next_period(self.period[color]);
            self.period[color] = next;
            self.moves_in_period[color] = 0;
            self.remaining[color] += self.control.periods()[next].time;
        }
        let record = MoveTime {
            color,
            took,
            remaining: self.remaining[color],
        };
        self.history.push(record);
        self.turn = !color;
        let now = self.source.now();
        self.state = match self.state {
            State::Paused { .. } => State::Paused {
                used: Duration::ZERO,
            },
            _ => State::Running { since: now },
        };
        Ok(record)
    }

    /// Stops both clocks (article 6.11.1), keeping the turn's time used.
    pub fn pause(&mut self) {
        if let State::Running { .. } = self.state {
            self.state = State::Paused { used: self.used() };
        }
    }

    /// Starts the clocks again after a pause.
    pub fn resume(&mut self) {
        if let State::Paused { used } = self.state {
            let now = self.source.now();
            self.state = State::Running {
                since: now.saturating_sub(used),
            };
        }
    }

    /// The player to move seals a move and stops the clocks without
    /// starting the opponent's (Guidelines I.1; the Persian الف.۱): the
    /// time the turn used is charged, so that the clock shows what it
    /// showed, and nothing runs until [`Clock::resume`].
    pub fn seal(&mut self) {
        if matches!(self.state, State::Running { .. } | State::Paused { .. }) {
            let color = self.turn;
            self.remaining[color] = self.remaining(color);
            self.state = State::Paused {
                used: Duration::ZERO,
            };
        }
    }

    /// Guidelines III.4: from now on every period has `bonus`, for both
    /// players; the times stay as they are.
    pub fn change_bonus(&mut self, bonus: Bonus) {
        self.control = super::intervention::with_bonus(&self.control, bonus);
    }

    /// Stops the clock for good: the game has ended.
    pub fn stop(&mut self) {
        let color = self.turn;
        if !matches!(self.state, State::Stopped | State::Flagged(_)) {
            self.remaining[color] = self.remaining(color);
        }
        self.state = State::Stopped;
    }

    /// Adds time to a player's clock, as an arbiter does.
    pub fn add_time(&mut self, color: Color, time: Duration) {
        self.remaining[color] += time;
    }

    /// Sets the time `color`'s clock shows now, as an arbiter readjusts a
    /// clock (article 6.10.2); the time of a turn running goes on from it.
    pub fn set_remaining(&mut self, color: Color, time: Duration) {
        let shown = self.remaining(color);
        let stored = self.remaining[color];
        self.remaining[color] = if time >= shown {
            stored + (time - shown)
        } else {
            stored.saturating_sub(shown - time)
        };
    }

    /// An incorrect claim by `claimant`: two minutes more for the opponent,
    /// one minute in blitz (article 9.5.3, appendix B).
    pub fn penalize_incorrect_claim(&mut self, claimant: Color) {
        let penalty = self.control.claim_penalty();
        self.add_time(!claimant, penalty);
    }

    /// The period `color` is playing in: its bonus, and how many moves it
    /// still has to make in it (`None` for the rest of the game).
    pub fn current_period(&self, color: Color) -> (Period, Option<u32>) {
        let period = self.period_of(color);
        let to_go = period
            .moves
            .map(|moves| moves.saturating_sub(self.moves_in_period[color]));
        (period, to_go)
    }

    fn period_of(&self, color: Color) -> Period {
        self.control.periods()[self.period[color]]
    }

    /// How long the player to move has been thinking.
    fn used(&self) -> Duration {
        match self.state {
            State::Running { since } => self.source.now().saturating_sub(since),
            State::Paused { used } => used,
            State::Flagged(_) | State::Stopped => Duration::ZERO,
        }
    }

    /// How long the player to move may think before the flag falls.
    fn allowance(&self) -> Duration {
        let left = self.remaining[self.turn];
        match self.period_of(self.turn).bonus {
            Bonus::Delay(delay) => left + delay,
            _ => left,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn clock(control: &str) -> (Clock<FakeTime>, FakeTime) {
        let time = FakeTime::new();
        let control = control.parse().expect("test time control parses");
        let clock = Clock::start(control, time.clone(), Color::White).expect("has a clock");
        (clock, time)
    }

    /// Plays moves that took these many seconds and returns what was left
    /// after each.
    fn play(clock: &mut Clock<FakeTime>, time: &FakeTime, took: &[u64]) -> Vec<Duration> {
        took.iter()
            .map(|&s| {
                time.advance(secs(s));
                clock.press().expect("no flag").remaining
            })
            .collect()
    }

    /// Article 6.10.2: the arbiter sets a clock; the running side's time
    /// goes on from the time set, the other side's stays there.
    #[test]
    fn a_clock_set_by_the_arbiter_shows_that_time() {
        let (mut clock, time) = clock("15+10");
        time.advance(secs(40));
        clock.set_remaining(Color::White, secs(600));
        clock.set_remaining(Color::Black, secs(5025));
        assert_eq!(clock.remaining(Color::White), secs(600));
        assert_eq!(clock.remaining(Color::Black), secs(5025));
        time.advance(secs(20));
        // 600 - 20 + 10 after White's move.
        assert_eq!(clock.press().expect("no flag").remaining, secs(590));
        assert_eq!(clock.remaining(Color::Black), secs(5025));
    }

    #[test]
    fn fischer_increment_is_added_after_every_move_from_the_first() {
        let (mut clock, time) = clock("5+3");
        // 300 - 6 + 3 = 297; 300 - 10 + 3 = 293; 297 - 0 + 3 = 300.
        assert_eq!(
            play(&mut clock, &time, &[6, 10, 0]),
            vec![secs(297), secs(293), secs(300)]
        );
    }

    #[test]
    fn simple_delay_is_free_thinking_time() {
        let (mut clock, time) = clock("25d5");
        // 3 s within the delay cost nothing; 12 s cost 7; exactly 5 cost 0.
        assert_eq!(
            play(&mut clock, &time, &[3, 12, 5]),
            vec![secs(1500), secs(1493), secs(1500)]
        );
        // While thinking, the face shows no loss until the delay is used up.
        time.advance(secs(4));
        assert_eq!(clock.remaining(Color::Black), secs(1493));
        time.advance(secs(3));
        assert_eq!(clock.remaining(Color::Black), secs(1491));
    }

    #[test]
    fn bronstein_delay_gives_back_what_the_move_used_at_most_the_delay() {
        let (mut clock, time) = clock("25b5");
        // 3 s used, 3 back: 1500. 12 s used, 5 back: 1493.
        assert_eq!(
            play(&mut clock, &time, &[3, 12]),
            vec![secs(1500), secs(1493)]
        );
        // Unlike a simple delay, the face runs down at once.
        time.advance(secs(4));
        assert_eq!(clock.remaining(Color::White), secs(1496));
    }

    #[test]
    fn a_move_that_completes_a_period_gets_its_increment_then_the_next_period() {
        let (mut clock, time) = clock("2/1+10,5+10");
        // White: 60 - 20 + 10 = 50; second move 50 - 20 + 10 = 40, then + 300.
        let left = play(&mut clock, &time, &[20, 1, 20, 1]);
        assert_eq!(left[0], secs(50));
        assert_eq!(left[2], secs(340));
        // Black: 60 - 1 + 10 = 69, then 69 - 1 + 10 + 300 = 378.
        assert_eq!(left[1], secs(69));
        assert_eq!(left[3], secs(378));
    }

    #[test]
    fn a_last_period_with_a_move_count_repeats() {
        let (mut clock, time) = clock("1/1");
        // Every move adds another minute.
        let left = play(&mut clock, &time, &[10, 0, 10]);
        assert_eq!(left, vec![secs(110), secs(120), secs(160)]);
    }

    #[test]
    fn the_flag_falls_only_when_more_time_was_used_than_there_was() {
        let (mut clock, time) = clock("1");
        time.advance(secs(60));
        assert_eq!(clock.flag(), None);
        assert_eq!(clock.time_to_flag(), Some(Duration::ZERO));
        time.advance(Duration::from_millis(1));
        assert_eq!(clock.flag(), Some(Color::White));
        assert_eq!(clock.press(), Err(ClockError::Flag(Color::White)));
        assert_eq!(clock.remaining(Color::Black), secs(60));
    }

    #[test]
    fn with_a_simple_delay_the_flag_falls_after_time_and_delay() {
        let (clock, time) = clock("1d5");
        time.advance(secs(65));
        assert_eq!(clock.flag(), None);
        time.advance(secs(1));
        assert_eq!(clock.flag(), Some(Color::White));
    }

    #[test]
    fn a_paused_clock_does_not_run() {
        let (mut clock, time) = clock("5");
        time.advance(secs(10));
        clock.pause();
        time.advance(secs(1000));
        assert_eq!(clock.flag(), None);
        assert_eq!(clock.remaining(Color::White), secs(290));
        clock.resume();
        time.advance(secs(5));
        assert_eq!(clock.press().expect("no flag").remaining, secs(285));
    }

    #[test]
    fn an_incorrect_claim_gives_the_opponent_two_minutes_or_one_in_blitz() {
        let (mut rapid, _) = clock("15+10");
        rapid.penalize_incorrect_claim(Color::White);
        assert_eq!(rapid.remaining(Color::Black), secs(15 * 60 + 120));
        assert_eq!(rapid.remaining(Color::White), secs(15 * 60));
        let (mut blitz, _) = clock("3+2");
        blitz.penalize_incorrect_claim(Color::Black);
        assert_eq!(blitz.remaining(Color::White), secs(180 + 60));
    }

    #[test]
    fn a_resumed_clock_is_in_the_right_period() {
        let time = FakeTime::new();
        let control: TimeControl = "2/1,5".parse().expect("reads");
        let remaining = ByColor::new_with(|_| secs(30));
        let moves = ByColor { white: 2, black: 1 };
        let mut clock = Clock::continue_from(control, time.clone(), Color::Black, remaining, moves)
            .expect("a clock");
        // Black's second move completes the first period: 30 - 10 + 300.
        time.advance(secs(10));
        assert_eq!(clock.press().expect("no flag").remaining, secs(320));
        // White is in the last period already: no more time is added.
        time.advance(secs(10));
        assert_eq!(clock.press().expect("no flag").remaining, secs(20));
    }

    #[test]
    fn no_time_control_means_no_clock() {
        assert!(Clock::start(TimeControl::none(), FakeTime::new(), Color::White).is_none());
    }
}
