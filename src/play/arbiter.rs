//! The arbiter's procedures of two-board play, as commands: a completed
//! illegal move found (article 7.5) and touch-move (articles 4.3 and 4.5).
//! Each is said in words, applied to the clocks and the scoresheet, saved,
//! and kept through resume.

use std::time::Duration;

use shakmaty::{Chess, Position, Square};

use super::reply::Reply;
use super::session::Session;
use crate::game::{TouchRule, captured_square};
use crate::notation::{
    Announcement, Message, Punctuation, TouchNote, announce_move, describe_square, piece_on,
};
use crate::scoresheet::{EventKind, SheetEvent};
use crate::sound::Earcon;

/// A piece named by kind and square: "Springer Gustav eins".
fn piece_at(position: &Chess, square: Square) -> Announcement {
    match position.board().role_at(square) {
        Some(role) => piece_on(role, square),
        None => describe_square(position, square),
    }
}

/// The rule in words.
pub(super) fn touch_note(position: &Chess, rule: TouchRule) -> TouchNote {
    match rule {
        TouchRule::Move(square) => TouchNote::Move(piece_at(position, square)),
        TouchRule::Capture(square) => TouchNote::Capture(piece_at(position, square)),
        TouchRule::CaptureWith { piece, target } => {
            TouchNote::CaptureWith(piece_at(position, piece), piece_at(position, target))
        }
        TouchRule::Any => TouchNote::Any,
    }
}

/// The pieces touched, by kind and square in the order touched, and what
/// that obliges.
fn touched_message(position: &Chess, squares: &[Square], rule: TouchRule) -> Message {
    let mut pieces = Announcement::new();
    for (index, &square) in squares.iter().enumerate() {
        if index > 0 {
            pieces.punctuation(Punctuation::Semicolon);
        }
        pieces.extend(describe_square(position, square));
    }
    Message::Touched {
        pieces,
        rule: touch_note(position, rule),
    }
}

impl Session {
    /// `touched e2 [d7]`: the player to move touched these pieces, in this
    /// order; the next move must keep to touch-move. A move said and not
    /// yet pressed that breaks it is dropped.
    pub(super) fn touched(&mut self, squares: Vec<Square>) -> Reply {
        if !self.options.two_board {
            return Reply::told(Message::TwoBoardOnly);
        }
        let position = self.game.position().clone();
        let rule = TouchRule::of(&position, &squares);
        self.touched = squares;
        let mut reply = Reply::told(touched_message(&position, &self.touched, rule));
        if self.unpressed.is_some_and(|m| !rule.allows(m)) {
            self.unpressed = None;
            reply.tell(Message::MoveCancelled);
        }
        self.save(&mut reply);
        reply
    }

    /// Whether touch-move lets the player to move make `m`; the refusal
    /// when it does not.
    pub(super) fn touch_allows(&self, m: shakmaty::Move) -> Result<(), Reply> {
        if self.touched.is_empty() {
            return Ok(());
        }
        let position = self.game.position();
        let rule = TouchRule::of(position, &self.touched);
        if rule.allows(m) {
            return Ok(());
        }
        let mut reply = Reply::told(Message::TouchBreaks(touch_note(position, rule)));
        reply.earcon = Some(Earcon::Illegal);
        Err(reply)
    }

    /// `illegal`: the last completed move was illegal (article 7.5). The
    /// position before it is restored and its player moves again; the
    /// player's clock stays as it was when the move was completed, the
    /// opponent's as it is now with two minutes more (one in blitz). A
    /// second illegal move by the same player loses, unless the opponent
    /// cannot mate by any series of legal moves: then the game is drawn.
    pub(super) fn illegal_move(&mut self) -> Reply {
        if !self.options.two_board {
            return Reply::told(Message::TwoBoardOnly);
        }
        if self.is_over() {
            return Reply::told(Message::GameIsOver);
        }
        self.unpressed = None;
        let (Some(&m), Some(before)) = (
            self.game.moves().last(),
            self.game.positions().iter().rev().nth(1).cloned(),
        ) else {
            return Reply::told(Message::NoMoveYet);
        };
        let offender = before.turn();
        let words = announce_move(&before, m);
        let san = crate::notation::formats::san(&before, m);
        // The clocks as they are: the offender's after the illegal move,
        // the opponent's running since.
        let offender_after = self.clocks_after.last().copied().flatten();
        let opponent_now = self.clock.as_ref().map(|c| c.remaining(!offender));
        if self.undo_moves(1) == 0 {
            return Reply::told(Message::NoMoveYet);
        }
        let ply = self.game.ply();
        self.events.push(SheetEvent {
            ply,
            kind: EventKind::IllegalMove {
                color: offender,
                text: san,
            },
        });
        let count = self
            .events
            .iter()
            .filter(
                |e| matches!(&e.kind, EventKind::IllegalMove { color, .. } if *color == offender),
            )
            .count();
        let penalty = self.options.time_control.claim_penalty();
        let plus = if count >= 2 { Duration::ZERO } else { penalty };
        let wanted = [
            (offender, offender_after, Duration::ZERO),
            (!offender, opponent_now, plus),
        ];
        if let Some(clock) = &self.clock {
            for (color, time, plus) in wanted {
                let Some(time) = time else { continue };
                let millis =
                    (time + plus).as_millis() as i64 - clock.remaining(color).as_millis() as i64;
                if millis != 0 {
                    self.events.push(SheetEvent {
                        ply,
                        kind: EventKind::ClockAdjusted { color, millis },
                    });
                }
            }
        }
        self.rebuild_clock();
        let mut reply = Reply::default();
        if count >= 2 {
            reply.tell(Message::SecondIllegalMove { offender, words });
            if let Ok(verdict) = self.game.second_illegal_move(offender) {
                self.end(verdict, &mut reply);
            }
            return reply;
        }
        reply.tell(Message::IllegalMoveFound {
            offender,
            words,
            penalty,
        });
        // Article 7.5.1: touch-move applies to the move replacing the
        // illegal one; the piece moved was touched, and the piece it took.
        let position = self.game.position().clone();
        self.touched = std::iter::once(m.from())
            .flatten()
            .chain(m.is_capture().then(|| captured_square(m)))
            .collect();
        let rule = TouchRule::of(&position, &self.touched);
        reply.tell(touched_message(&position, &self.touched, rule));
        reply.say(self.clock_words());
        reply.earcon = Some(Earcon::Illegal);
        self.save(&mut reply);
        reply
    }
}
