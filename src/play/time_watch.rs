//! The clock watched between typed lines: a player's time said as it
//! runs low (and the optional five-minute cue), the flag that falls
//! (article 6.9), and the engine and the server looked at meanwhile.

use std::time::Duration;

use shakmaty::Color;

use super::engine::Engine;
use super::options::{Player, SessionTime};
use super::reply::Reply;
use super::session::Session;
use crate::game::Clock;
use crate::notation::{Announcement, Message, Word};
use crate::sound::Earcon;

/// The interval of the optional cue, the talking form of a clock's dots.
const CUE: Duration = Duration::from_secs(300);

impl Session {
    /// How long until the flag of the player to move falls (never with a
    /// practice clock, which only `wait` moves).
    fn time_to_flag(&self) -> Option<Duration> {
        if self.is_over() || matches!(self.options.time, SessionTime::Fake(_)) {
            return None;
        }
        self.clock.as_ref().and_then(Clock::time_to_flag)
    }

    /// The thresholds of `color`'s time that are said when crossed, the
    /// nearest five-minute mark among them when the cue is on.
    fn thresholds(&self, color: Color, left: Duration) -> Vec<Duration> {
        let mut all: Vec<Duration> = self.options.warnings.clone();
        if self.options.five_minute_cue {
            let marks = left.as_secs().div_ceil(CUE.as_secs());
            all.push(CUE * marks as u32);
            if marks > 0 {
                all.push(CUE * (marks - 1) as u32);
            }
        }
        all.retain(|&t| t < self.ceiling[color] && t > Duration::ZERO);
        all
    }

    /// How long until something must be said or done without input: the
    /// next time warning, the flag fall, or a look at the engine.
    pub fn next_wakeup(&self) -> Option<Duration> {
        let engine = self
            .engine
            .as_ref()
            .filter(|e| e.is_searching())
            .map(|_| Duration::from_millis(10))
            .or(self.starting.as_ref().map(|_| Duration::from_millis(10)))
            .or(self.polls_network().then_some(Duration::from_millis(50)));
        let clock = self.time_to_flag().and_then(|to_flag| {
            let clock = self.clock.as_ref()?;
            let color = clock.turn();
            let left = clock.remaining(color);
            let human = self.options.players[color] == Player::Human;
            let to_warning = self
                .thresholds(color, left)
                .into_iter()
                .filter(|&t| human && t < left)
                .map(|t| left - t)
                .min();
            Some(to_warning.map_or(to_flag, |w| w.min(to_flag)))
        });
        match (engine, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Time passed without input: a warning may be due, a flag may have
    /// fallen (article 6.9 decides between loss and draw), or the engine
    /// may have answered.
    pub fn tick(&mut self) -> Reply {
        let mut reply = Reply::default();
        if !self.is_over() && !self.check_flag(&mut reply) {
            self.warn(&mut reply);
            self.poll_engine(&mut reply);
        }
        self.poll_remote(&mut reply);
        self.warn_remote(&mut reply);
        self.remember(&reply);
        reply
    }

    /// Says the player to move's time when it crosses a warning threshold
    /// or a five-minute mark.
    fn warn(&mut self, reply: &mut Reply) {
        let Some(clock) = &self.clock else {
            return;
        };
        let color = clock.turn();
        // In two-board play the opponent's time is said when asked
        // (D.2.10).
        if self.options.players[color] == Player::Engine
            || self.options.two_board && color != self.options.color
        {
            return;
        }
        let left = clock.remaining(color);
        let thresholds = self.thresholds(color, left);
        let warned = &mut self.warned[color];
        warned.retain(|&threshold| left <= threshold);
        let due: Vec<Duration> = thresholds
            .into_iter()
            .filter(|&t| left <= t && !warned.contains(&t))
            .collect();
        if due.is_empty() {
            return;
        }
        let low = due.iter().any(|t| self.options.warnings.contains(t));
        warned.extend(due);
        // The time is said as the threshold it just crossed reads: 30
        // seconds left at 29.99 is "0:30", not a second late.
        let shown = Duration::from_secs(left.as_secs() + u64::from(left.subsec_nanos() > 0));
        let mut said = Announcement::new();
        said.push(Word::Side(color)).push(Word::Clock(shown));
        reply.say(said);
        if low {
            reply.earcon = Some(Earcon::LowTime);
        }
    }

    /// The flag of the player to move, checked whenever anything happens.
    pub(super) fn check_flag(&mut self, reply: &mut Reply) -> bool {
        let Some(color) = self.clock.as_ref().and_then(Clock::flag) else {
            return false;
        };
        if self.options.players[color] == Player::Engine
            && self.engine.as_ref().is_some_and(Engine::is_searching)
        {
            reply.tell(Message::EngineFlagFell);
        }
        if let Ok(verdict) = self.flag_fallen(color) {
            self.end(verdict, reply);
            reply.earcon = Some(Earcon::Flag);
            self.after_postponed_flag(reply);
        }
        true
    }
}
