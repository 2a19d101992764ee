//! The arbiter's procedures of two-board play, as commands: touch-move
//! (articles 4.3–4.5), illegal moves (7.5), claims (9.1.2.3, 9.2–9.4), a
//! game retraced (D.2.9) and clocks readjusted (6.10.2). The rulings are
//! the rules core's ([`crate::game`]); here they are asked, said, applied
//! to the clocks and the scoresheet, saved, and kept through resume.

use std::time::Duration;

use shakmaty::{Chess, Color, Move, Position, Square};

use super::reply::Reply;
use super::session::Session;
use crate::game::{
    Claim, ClaimRuling, IllegalKind, IllegalRuling, TouchRule, captured_square, claim_bar,
    illegal_move_ruling, offer_ply, retrace_ply,
};
use crate::notation::{
    Announcement, ArbiterText, Message, Punctuation, TouchNote, Word, announce_move,
    describe_square, piece_on,
};
use crate::scoresheet::{EventKind, RecordedClaim, SheetEvent, command_text};
use crate::sound::Earcon;

/// A move typed and refused by the rules: as typed (cleaned), and the move
/// the pieces could have made by their own powers, when one fits.
#[derive(Clone, Debug)]
pub struct Refused {
    pub text: String,
    pub made: Option<Move>,
    /// The piece the move names when no move fits: the one of its kind.
    pub named: Option<Square>,
}

/// A piece named by kind and square: "Springer Gustav eins".
fn piece_at(position: &Chess, square: Square) -> Announcement {
    match position.board().role_at(square) {
        Some(role) => piece_on(role, square),
        None => describe_square(position, square),
    }
}

/// The rule in words.
pub(super) fn touch_note(position: &Chess, rule: TouchRule) -> TouchNote {
    let at = |square| piece_at(position, square);
    match rule {
        TouchRule::Move(square) => TouchNote::Move(at(square)),
        TouchRule::Capture(square) => TouchNote::Capture(at(square)),
        TouchRule::CaptureWith { piece, target } => TouchNote::CaptureWith(at(piece), at(target)),
        TouchRule::Any => TouchNote::Any,
        TouchRule::Castle { rook, .. } => TouchNote::Castle(at(rook)),
        TouchRule::KingMove(king) => TouchNote::KingMove(at(king)),
        TouchRule::MoveWithoutCastling { piece, rook } => {
            TouchNote::MoveWithoutCastling(at(piece), at(rook))
        }
        TouchRule::AnyWithoutCastling { rook } => TouchNote::AnyWithoutCastling(at(rook)),
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
    /// `touched e2 [d7 …]`: the player to move touched these pieces, in
    /// this order; the next move must keep to touch-move. A move said and
    /// not yet pressed that breaks it is dropped.
    pub(super) fn touched(&mut self, squares: Vec<Square>) -> Reply {
        if !self.options.two_board {
            return Reply::told(Message::TwoBoardOnly);
        }
        let position = self.game.position().clone();
        let rule = TouchRule::of(&position, &squares);
        // A piece touched to move it ends the opponent's draw offer
        // (9.1.2.1).
        self.moved_against_offer(position.turn());
        self.touched = squares;
        self.piece_unnamed = false;
        let mut reply = Reply::told(touched_message(&position, &self.touched, rule));
        if self.unpressed.is_some_and(|m| !rule.allows(m)) {
            self.unpressed = None;
            self.pieceless = false;
            reply.tell(Message::MoveCancelled);
        }
        self.save(&mut reply);
        reply
    }

    /// Whether touch-move lets the player to move make `m`; the refusal
    /// when it does not.
    pub(super) fn touch_allows(&self, m: Move) -> Result<(), Reply> {
        // 7.5.1: the piece that made the illegal move is still to be named.
        if self.piece_unnamed {
            let mut reply = Reply::told(Message::Arbiter(ArbiterText::NamePieceMoved));
            reply.earcon = Some(Earcon::Illegal);
            return Err(reply);
        }
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

    /// How many illegal moves `color` has completed in this game.
    fn illegal_moves_of(&self, color: Color) -> usize {
        self.events
            .iter()
            .filter(|e| matches!(&e.kind, EventKind::IllegalMove { color: c, .. } if *c == color))
            .count()
    }

    /// `illegal` and `illegal hands` (article 7.5). Right after a refused
    /// move, that move was completed on the board (7.5.1): the position
    /// stays, the offender is still to move and must move the piece moved
    /// (4.3). With nothing typed, the player to move pressed the clock
    /// without a move (7.5.3). `illegal hands`: the last move was made with
    /// two hands (7.5.4) and stands. Then 7.5.5 rules.
    pub(super) fn illegal(&mut self, hands: bool) -> Reply {
        if !self.options.two_board {
            return Reply::told(Message::TwoBoardOnly);
        }
        if self.is_over() {
            return Reply::told(Message::GameIsOver);
        }
        let turn = self.game.position().turn();
        let mut reply = Reply::default();
        if hands {
            let (Some(&m), Some(before)) = (
                self.game.moves().last(),
                self.game.positions().iter().rev().nth(1).cloned(),
            ) else {
                return Reply::told(Message::NoMoveYet);
            };
            let san = crate::notation::formats::san(&before, m);
            let what = announce_move(&before, m);
            self.rule_illegal(!turn, IllegalKind::TwoHands, san, Some(what), &mut reply);
        } else if let Some(refused) = self.refused.take() {
            let mut what = Announcement::new();
            what.push(Word::Verbatim(refused.text.clone()));
            let goes_on = self.rule_illegal(
                turn,
                IllegalKind::Completed,
                refused.text.clone(),
                Some(what),
                &mut reply,
            );
            if goes_on {
                self.bind_replacement(&refused, &mut reply);
            }
        } else if self.unpressed.is_some() {
            return Reply::told(Message::Arbiter(ArbiterText::AnnouncedIsLegal));
        } else {
            self.rule_illegal(
                turn,
                IllegalKind::ClockWithoutMove,
                String::new(),
                None,
                &mut reply,
            );
        }
        reply
    }

    /// Article 7.5.1 with 4.3: the move replacing the illegal one is made
    /// with the piece moved, capturing the piece it took if it can. The
    /// piece is the one that could have made the move, or the one of its
    /// kind the move names; else the arbiter names it, and no move is
    /// taken before.
    fn bind_replacement(&mut self, refused: &Refused, reply: &mut Reply) {
        let position = self.game.position().clone();
        self.touched = match (refused.made, refused.named) {
            (Some(Move::Castle { king, rook }), _) => vec![king, rook],
            (Some(m), _) => std::iter::once(m.from())
                .flatten()
                .chain(m.is_capture().then(|| captured_square(m)))
                .collect(),
            (None, Some(square)) => vec![square],
            (None, None) => {
                self.piece_unnamed = true;
                reply.tell(Message::Arbiter(ArbiterText::NamePieceMoved));
                self.save(reply);
                return;
            }
        };
        let rule = TouchRule::of(&position, &self.touched);
        reply.tell(touched_message(&position, &self.touched, rule));
        self.save(reply);
    }

    /// Article 7.5.5 for an illegal move of `kind` by `offender`, written
    /// `text` on the scoresheet: two minutes (one in blitz) for the
    /// opponent, or, the second time, the end of the game. Whether the game
    /// goes on.
    pub(super) fn rule_illegal(
        &mut self,
        offender: Color,
        kind: IllegalKind,
        text: String,
        what: Option<Announcement>,
        reply: &mut Reply,
    ) -> bool {
        let earlier = self.illegal_moves_of(offender);
        let ply = self.game.ply();
        self.events.push(SheetEvent {
            ply,
            kind: EventKind::IllegalMove {
                color: offender,
                kind,
                text: command_text(&text),
            },
        });
        reply.earcon = Some(Earcon::Illegal);
        match illegal_move_ruling(offender, earlier, &self.options.time_control) {
            IllegalRuling::Penalty { opponent, time } => {
                let given = self.clock.is_some().then_some(time);
                if let Some(clock) = &mut self.clock {
                    clock.add_time(opponent, time);
                    self.events.push(SheetEvent {
                        ply,
                        kind: EventKind::ClockAdjusted {
                            color: opponent,
                            millis: i64::try_from(time.as_millis()).unwrap_or(i64::MAX),
                        },
                    });
                }
                self.save(reply);
                reply.tell(Message::Arbiter(ArbiterText::Illegal {
                    offender,
                    kind,
                    what,
                    penalty: given,
                }));
                reply.say(self.clock_words());
                true
            }
            IllegalRuling::SecondLoses { offender } => {
                reply.tell(Message::Arbiter(ArbiterText::SecondIllegal {
                    offender,
                    kind,
                }));
                if let Ok(verdict) = self.game.second_illegal_move(offender) {
                    self.unpressed = None;
                    self.end(verdict, reply);
                }
                false
            }
        }
    }

    /// A claim typed: by `claimant`, with the move it states as typed.
    /// Refused without penalty when the claimant is not to move, has
    /// touched a piece (9.4) or announced the move (D.2.3).
    pub(super) fn claim_typed(
        &mut self,
        claim: Claim,
        stated: Option<String>,
        claimant: Color,
    ) -> Reply {
        let board = self.game.position().board();
        let touched =
            self.piece_unnamed || self.touched.iter().any(|&sq| board.piece_at(sq).is_some());
        if let Some(bar) = claim_bar(
            self.game.position(),
            claimant,
            touched,
            self.unpressed.is_some(),
        ) {
            return Reply::told(Message::Arbiter(ArbiterText::ClaimBarred(bar)));
        }
        let stated = match stated {
            None => None,
            Some(text) => match self.read(&text) {
                Ok(m) => Some(m),
                Err(reply) => return reply,
            },
        };
        self.claim(claim, stated)
    }

    /// The claim ruled (articles 9.2, 9.3, 9.5): a correct one draws; an
    /// incorrect one gives the opponent two minutes (one in blitz) and
    /// stands as a draw offer (9.1.2.3), written after the claimant's own
    /// last move.
    fn claim(&mut self, claim: Claim, stated: Option<Move>) -> Reply {
        let mut reply = Reply::default();
        let before = self.game.position().clone();
        let claimant = before.turn();
        let made = self.game.ply();
        let Ok(ruling) = self.game.claim(claim, stated) else {
            return Reply::told(Message::ClaimNotPossible);
        };
        self.unpressed = None;
        self.pieceless = false;
        if let Some(m) = stated
            && self.game.ply() > made
        {
            self.press_clock();
            reply.say(announce_move(&before, m));
        }
        match ruling {
            ClaimRuling::Drawn(verdict) | ClaimRuling::EndedByMove(verdict) => {
                self.claims.push(RecordedClaim {
                    ply: self.game.ply(),
                    claim,
                    correct: true,
                    by: Some(claimant),
                });
                self.end(verdict, &mut reply);
            }
            ClaimRuling::Incorrect { opponent } => {
                self.claims.push(RecordedClaim {
                    ply: self.game.ply(),
                    claim,
                    correct: false,
                    by: Some(claimant),
                });
                let penalty = self.options.time_control.claim_penalty();
                let given = self.clock.is_some().then_some(penalty);
                if let Some(clock) = &mut self.clock {
                    clock.penalize_incorrect_claim(claimant);
                    self.events.push(SheetEvent {
                        ply: self.game.ply(),
                        kind: EventKind::ClockAdjusted {
                            color: opponent,
                            millis: i64::try_from(penalty.as_millis()).unwrap_or(i64::MAX),
                        },
                    });
                }
                // Written after the claimant's own last move: the one just
                // stated, or the one before the claim (a claimant who has
                // not moved yet offers all the same, with nothing to write
                // it after).
                if let Some(at) = offer_ply(self.game.position(), self.game.ply(), claimant) {
                    let _ = self.game.offer_draw_at(claimant, at);
                }
                let offered = !self.opponent_is_engine(claimant);
                if offered {
                    self.draw_offer = Some(claimant);
                }
                self.save(&mut reply);
                reply.tell(Message::IncorrectClaim {
                    opponent,
                    penalty: given,
                });
                reply.say(self.clock_words());
                if offered {
                    reply.tell(Message::Arbiter(ArbiterText::ClaimIsOffer { claimant }));
                }
                self.ask_engine(&mut reply);
            }
        }
        reply
    }

    /// `retrace N [white|black]` (D.2.9, 7.4): back to the position after
    /// move `number` of `side` (Black's: the whole move, unless White is
    /// named);
    /// the moves taken back are kept on the scoresheet, the clocks stay as
    /// they are until the arbiter sets them.
    pub(super) fn retrace(&mut self, number: u32, side: Option<Color>) -> Reply {
        if !self.options.two_board {
            return Reply::told(Message::TwoBoardOnly);
        }
        if self.is_over() {
            return Reply::told(Message::GameIsOver);
        }
        let played = self.game.ply();
        let Some(target) = retrace_ply(
            self.game.start(),
            played,
            number,
            side.unwrap_or(Color::Black),
        ) else {
            return Reply::told(Message::Arbiter(ArbiterText::NoSuchMove(number)));
        };
        if target == played {
            return Reply::told(Message::Arbiter(ArbiterText::Retraced {
                number,
                side,
                taken: 0,
            }));
        }
        let faces = self.clock_faces();
        let taken = self.scoresheet().moves_from(target);
        let undone = self.undo_moves(played - target);
        self.unpressed = None;
        self.pieceless = false;
        self.refused = None;
        self.piece_unnamed = false;
        if undone > 0 {
            self.events.push(SheetEvent {
                ply: target,
                kind: EventKind::Retrace { moves: taken },
            });
        }
        if let (Some(faces), Some(clock)) = (faces, self.clock.as_mut()) {
            for color in Color::ALL {
                clock.set_remaining(color, faces[color]);
                self.events.push(SheetEvent {
                    ply: target,
                    kind: EventKind::ClockSet {
                        color,
                        time: faces[color],
                    },
                });
            }
        }
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::Retraced {
            number,
            side,
            taken: undone,
        }));
        self.save(&mut reply);
        reply.say(self.clock_words());
        reply
    }

    /// `clock set white 1:23:45` (6.10.2, D.2.9).
    pub(super) fn set_clock(&mut self, color: Color, time: Duration) -> Reply {
        if !self.options.two_board {
            return Reply::told(Message::TwoBoardOnly);
        }
        if self.is_over() {
            return Reply::told(Message::GameIsOver);
        }
        let Some(clock) = self.clock.as_mut() else {
            return Reply::told(Message::Arbiter(ArbiterText::NoClock));
        };
        clock.set_remaining(color, time);
        self.events.push(SheetEvent {
            ply: self.game.ply(),
            kind: EventKind::ClockSet { color, time },
        });
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::ClockSet { color, time }));
        self.save(&mut reply);
        reply.say(self.clock_words());
        reply
    }

    /// `clock add black 2:00` (or `-0:30`): time given or taken by the
    /// arbiter, written with exactly the time given.
    pub(super) fn add_to_clock(&mut self, color: Color, millis: i64) -> Reply {
        if !self.options.two_board {
            return Reply::told(Message::TwoBoardOnly);
        }
        if self.is_over() {
            return Reply::told(Message::GameIsOver);
        }
        let Some(clock) = self.clock.as_mut() else {
            return Reply::told(Message::Arbiter(ArbiterText::NoClock));
        };
        let change = Duration::from_millis(millis.unsigned_abs());
        let now = clock.remaining(color);
        clock.set_remaining(
            color,
            if millis < 0 {
                now.saturating_sub(change)
            } else {
                now + change
            },
        );
        self.events.push(SheetEvent {
            ply: self.game.ply(),
            kind: EventKind::ClockAdjusted { color, millis },
        });
        let mut reply = Reply::told(Message::Arbiter(ArbiterText::ClockAdded { color, millis }));
        self.save(&mut reply);
        reply.say(self.clock_words());
        reply
    }
}
