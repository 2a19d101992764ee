//! The arbiter's own hand in two-board play, as commands: the clocks
//! stopped and started (6.11.1, 6.11.3), a result declared (12.1, the
//! Persian 10.2 a, Guidelines III.5), a new increment or delay (III.4), a
//! move sealed and the game adjourned (Guidelines I; the Persian appendix
//! الف), and the quickplay-finish claim with the arbiter's three answers
//! (the Persian 10.2 and appendix د). The rulings are the rules core's
//! ([`crate::game`]); here they are asked, said, recorded and kept through
//! resume.

use shakmaty::{Color, KnownOutcome, Move, Position};

use super::command::Command;
use super::reply::Reply;
use super::session::{Pending, Session};
use crate::game::{
    Bonus, QuickplayAnswer, QuickplayStep, Reason, TimeControl, Verdict, quickplay_bar,
    quickplay_ruling, sealed_move, with_bonus,
};
use crate::notation::{ArbiterText, Message};
use crate::scoresheet::{EventKind, SheetEvent, command_text};

impl Session {
    /// An arbiter's event, recorded after the moves made so far.
    fn record(&mut self, kind: EventKind) {
        self.events.push(SheetEvent {
            ply: self.game.ply(),
            kind,
        });
    }

    /// Whether the arbiter's commands are here: two-board play, a game
    /// going on, a clock where one is needed. The refusal when not.
    fn arbiter_may(&self, needs_clock: bool) -> Result<(), Reply> {
        if !self.options.two_board {
            Err(Reply::told(Message::TwoBoardOnly))
        } else if self.is_over() {
            Err(Reply::told(Message::GameIsOver))
        } else if needs_clock && self.clock.is_none() {
            Err(Reply::told(Message::Arbiter(ArbiterText::NoClock)))
        } else {
            Ok(())
        }
    }

    /// `clock stop` (6.11.1): both clocks stand; the time of the
    /// intervention costs nobody.
    pub(super) fn stop_clocks(&mut self) -> Reply {
        if let Err(refusal) = self.arbiter_may(true) {
            return refusal;
        }
        let Some(clock) = self.clock.as_mut() else {
            return Reply::told(Message::Arbiter(ArbiterText::NoClock));
        };
        if clock.is_paused() {
            return Reply::told(Message::Arbiter(ArbiterText::ClocksStandAlready));
        }
        clock.pause();
        self.record(EventKind::ClocksStopped);
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::ClocksStopped));
        self.save(&mut reply);
        reply.say(self.clock_words());
        reply
    }

    /// `clock start` (6.11.3: the arbiter decides when the game goes on):
    /// the clock of the player to move runs again.
    pub(super) fn start_clocks(&mut self) -> Reply {
        if let Err(refusal) = self.arbiter_may(true) {
            return refusal;
        }
        if self.sealed.is_some() {
            return Reply::told(Message::Arbiter(ArbiterText::Adjourned));
        }
        let Some(clock) = self.clock.as_mut() else {
            return Reply::told(Message::Arbiter(ArbiterText::NoClock));
        };
        if !clock.is_paused() {
            return Reply::told(Message::Arbiter(ArbiterText::ClocksRunAlready));
        }
        clock.resume();
        self.record(EventKind::ClocksStarted);
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::ClocksStarted));
        self.save(&mut reply);
        reply.say(self.clock_words());
        reply
    }

    /// `result 1-0|0-1|1/2 [reason]`: the arbiter's decision, at any time,
    /// also after the game has ended (a flag, a result given before, which
    /// it corrects), recorded as the arbiter's.
    pub(super) fn declare(&mut self, outcome: KnownOutcome, reason: &str) -> Reply {
        if !self.options.two_board {
            return Reply::told(Message::TwoBoardOnly);
        }
        let ply = self.game.ply();
        let verdict = match outcome {
            KnownOutcome::Decisive { winner } => Verdict::win(winner, Reason::ArbiterDecision, ply),
            KnownOutcome::Draw => Verdict::draw(Reason::ArbiterDecision, ply),
        };
        self.game.declare(verdict);
        self.unpressed = None;
        self.pieceless = false;
        self.sealed = None;
        self.postponed = None;
        self.pending = None;
        self.record(EventKind::ResultDeclared {
            result: verdict.pgn_result(),
            reason: command_text(reason),
        });
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::Declared(verdict)));
        self.end(verdict, &mut reply);
        reply
    }

    /// `clock control +5` (III.4): a new increment or delay for both
    /// players from now on.
    pub(super) fn change_control(&mut self, bonus: Bonus) -> Reply {
        if let Err(refusal) = self.arbiter_may(true) {
            return refusal;
        }
        if let Some(clock) = self.clock.as_mut() {
            clock.change_bonus(bonus);
        }
        self.record(EventKind::ControlChanged { bonus });
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::ControlChanged(bonus)));
        self.save(&mut reply);
        reply
    }

    /// `seal MOVE` (Guidelines I.1, D.2.10): the player to move states a
    /// move that is kept and not said; the clock stops with the time used
    /// on it. A move announced is made (D.2.3), and is the sealed move.
    pub(super) fn seal(&mut self, stated: Option<String>) -> Reply {
        if let Err(refusal) = self.arbiter_may(false) {
            return refusal;
        }
        if self.sealed.is_some() {
            return Reply::told(Message::Arbiter(ArbiterText::Adjourned));
        }
        let stated = match stated {
            Some(text) => match self.read(&text) {
                Ok(m) => Some(m),
                Err(refusal) => {
                    // The move typed is not said aloud: only that it is not
                    // one to seal.
                    let mut reply = Reply::told(Message::Arbiter(ArbiterText::SealNotLegal));
                    reply.earcon = refusal.earcon;
                    return reply;
                }
            },
            None => None,
        };
        let announced = self.unpressed.filter(|_| !self.pieceless);
        let Some(m) = sealed_move(announced, stated) else {
            return Reply::told(Message::Arbiter(ArbiterText::SealNeedsMove));
        };
        let color = self.game.position().turn();
        if let Err(refusal) = self.touch_allows(m) {
            return refusal;
        }
        self.unpressed = None;
        self.pieceless = false;
        self.corrected.clear();
        self.sealed = Some(m);
        let time = self.clock.as_mut().map(|clock| {
            clock.seal();
            clock.remaining(color)
        });
        self.record(EventKind::Sealed { color, time });
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::Sealed));
        self.save(&mut reply);
        reply
    }

    /// A command while the game is adjourned: the sealed move waits for the
    /// resumption. A draw offer (I.4) or a resignation (I.6) may still
    /// come, and the arbiter may declare a result.
    pub(super) fn adjourned(&self, command: &Command) -> Option<Reply> {
        let allowed = matches!(
            command,
            Command::Draw(_)
                | Command::Resign(_)
                | Command::Result { .. }
                | Command::Back
                | Command::Next
                | Command::Wait(_)
        );
        (self.sealed.is_some() && !allowed)
            .then(|| Reply::told(Message::Arbiter(ArbiterText::Adjourned)))
    }

    /// The resumption (Guidelines I.5, I.9 a): the sealed move is made on
    /// the board and announced, and the opponent's clock starts.
    pub(super) fn open_sealed(&mut self, reply: &mut Reply) {
        let Some(m) = self.sealed.take() else {
            return;
        };
        if let Some(clock) = self.clock.as_mut() {
            clock.resume();
        }
        self.record(EventKind::ClocksStarted);
        reply.tell(Message::Arbiter(ArbiterText::SealedMoveMade));
        self.play(m, reply);
    }

    /// The sealed move saved with an adjourned game: kept while the game
    /// stands at the seal.
    pub(super) fn restore_sealed(&mut self, sealed: Option<Move>) {
        let ply = self.game.ply();
        let sealed_here = self
            .events
            .iter()
            .rev()
            .find(|e| matches!(e.kind, EventKind::Sealed { .. } | EventKind::ClocksStarted))
            .is_some_and(|e| matches!(e.kind, EventKind::Sealed { .. }) && e.ply == ply);
        self.sealed = sealed.filter(|&m| sealed_here && self.game.position().is_legal(m));
    }

    /// `claim quickplay` (the Persian 10.2; Guidelines III.5): the player to
    /// move, with under two minutes and no increment, stops the clocks and
    /// claims; the arbiter answers yes (a draw), postpone, or no.
    pub(super) fn claim_quickplay(&mut self, claimant: Color) -> Reply {
        if let Err(refusal) = self.arbiter_may(false) {
            return refusal;
        }
        let left = self.clock.as_ref().map(|c| c.remaining(claimant));
        let control = self
            .clock
            .as_ref()
            .map_or_else(TimeControl::none, |c| c.control().clone());
        let pace = self.options.time_control.pace();
        if let Some(bar) = quickplay_bar(self.game.position(), claimant, left, &control, pace) {
            return Reply::told(Message::Arbiter(ArbiterText::QuickplayBarred(bar)));
        }
        if let Some(clock) = self.clock.as_mut() {
            clock.pause();
        }
        self.record(EventKind::Quickplay {
            color: claimant,
            step: QuickplayStep::Claimed,
        });
        self.pending = Some(Pending::Quickplay(claimant));
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::QuickplayAsk));
        self.save(&mut reply);
        reply
    }

    /// The arbiter's answer to `claimant`'s quickplay claim (10.2 a–c):
    /// the draw declared, or the decision postponed or the claim rejected,
    /// the opponent given the time the answer gives, and the clocks going
    /// on.
    pub(super) fn answer_quickplay(&mut self, claimant: Color, answer: QuickplayAnswer) -> Reply {
        let ruling = quickplay_ruling(claimant, answer, self.game.ply());
        self.record(EventKind::Quickplay {
            color: claimant,
            step: ruling.step,
        });
        let mut reply = Reply::default();
        if let Some(verdict) = ruling.verdict {
            self.game.declare(verdict);
            self.end(verdict, &mut reply);
            return reply;
        }
        if let (Some((color, time)), Some(clock)) = (ruling.time, self.clock.as_mut()) {
            clock.add_time(color, time);
            self.events.push(SheetEvent {
                ply: self.game.ply(),
                kind: EventKind::ClockAdjusted {
                    color,
                    millis: i64::try_from(time.as_millis()).unwrap_or(i64::MAX),
                },
            });
        }
        if let Some(clock) = self.clock.as_mut() {
            clock.resume();
        }
        self.postponed = (ruling.step == QuickplayStep::Postponed).then_some(claimant);
        reply.tell(Message::Arbiter(match ruling.step {
            QuickplayStep::Postponed => ArbiterText::QuickplayPostponed,
            _ => ArbiterText::QuickplayRejected,
        }));
        if let Some((color, time)) = ruling.time {
            let millis = i64::try_from(time.as_millis()).unwrap_or(i64::MAX);
            reply.tell(Message::Arbiter(ArbiterText::ClockAdded { color, millis }));
        }
        self.save(&mut reply);
        reply.say(self.clock_words());
        reply
    }

    /// A quickplay claim waiting for the arbiter, or postponed, when the
    /// game was saved: it waits again.
    pub(super) fn restore_quickplay(&mut self) {
        let last = self.events.iter().rev().find_map(|e| match e.kind {
            EventKind::Quickplay { color, step } => Some((color, step)),
            _ => None,
        });
        match last {
            Some((color, QuickplayStep::Claimed)) => {
                self.pending = Some(Pending::Quickplay(color));
            }
            Some((color, QuickplayStep::Postponed)) => self.postponed = Some(color),
            _ => {}
        }
    }

    /// What a resumed game says before play goes on: the sealed move made,
    /// the move announced and waiting for the clock, the clocks standing, a
    /// draw offer or a quickplay claim waiting.
    pub(super) fn standing_words(&mut self, reply: &mut Reply) {
        // An offer made after the seal stands until it is answered (I.4).
        if let Some(by) = self.draw_offer {
            reply.tell(Message::Arbiter(ArbiterText::OfferWaits(by)));
        }
        if self.sealed.is_some() {
            self.open_sealed(reply);
            return;
        }
        self.announced_words(reply);
        if let Some(Pending::Quickplay(_)) = self.pending {
            reply.tell(Message::Arbiter(ArbiterText::QuickplayAsk));
        } else if self.clock.is_some() && clocks_stand(&self.events) {
            reply.tell(Message::Arbiter(ArbiterText::ClocksStopped));
        }
    }

    /// A flag fallen after a quickplay claim was postponed: the arbiter
    /// declares the final result (10.2 b, III.5.2).
    pub(super) fn after_postponed_flag(&mut self, reply: &mut Reply) {
        if self.postponed.take().is_some() {
            reply.tell(Message::Arbiter(ArbiterText::DeclareAfterFlag));
        }
    }

    /// A command while `claimant`'s quickplay claim waits for the arbiter:
    /// yes (a draw), postpone (with the time for the opponent) or no
    /// answer it; looking, leaving or declaring a result leave it waiting;
    /// anything else is answered with the question again.
    pub(super) fn quickplay_pending(
        &mut self,
        claimant: Color,
        command: &Command,
    ) -> Option<Reply> {
        let answer = match command {
            Command::Yes => Some(QuickplayAnswer::Draw),
            Command::Postpone(time) => Some(QuickplayAnswer::Postpone(*time)),
            Command::No => Some(QuickplayAnswer::Reject),
            _ => None,
        };
        if let Some(answer) = answer {
            return Some(self.answer_quickplay(claimant, answer));
        }
        self.pending = Some(Pending::Quickplay(claimant));
        if command.is_read_only() || matches!(command, Command::Quit | Command::Result { .. }) {
            return None;
        }
        Some(Reply::told(Message::Arbiter(ArbiterText::QuickplayAsk)))
    }
}

/// Guidelines III.4: the time control as the clock runs it after the
/// arbiter's changes: the game's, with the last increment or delay
/// introduced.
pub(super) fn control_now(control: &TimeControl, events: &[SheetEvent]) -> TimeControl {
    match events.iter().rev().find_map(|e| match e.kind {
        EventKind::ControlChanged { bonus } => Some(bonus),
        _ => None,
    }) {
        Some(bonus) => with_bonus(control, bonus),
        None => control.clone(),
    }
}

/// Whether the clocks stand after these events: stopped by the arbiter
/// (6.11.1), with a sealed move (Guidelines I.1) or for a quickplay claim
/// waiting (10.2), and not started again since.
pub(super) fn clocks_stand(events: &[SheetEvent]) -> bool {
    events
        .iter()
        .rev()
        .find_map(|e| match e.kind {
            EventKind::ClocksStopped | EventKind::Sealed { .. } => Some(true),
            EventKind::ClocksStarted => Some(false),
            EventKind::Quickplay { step, .. } => Some(step == QuickplayStep::Claimed),
            _ => None,
        })
        .unwrap_or(false)
}
