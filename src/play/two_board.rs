//! Two-board play (the FIDE appendix for visually impaired players): a move
//! typed is the announcement and is made when it is announced (D.2.3); a
//! slip of the tongue is corrected before the clock is pressed (D.2.8) and
//! the correction kept on the scoresheet; a move that ends the game ends it
//! when announced. Who is who: `draw`, `resign` and `claim` are the blind
//! player's (`--color`) unless a side is named.

use shakmaty::{Color, Move, Position};

use super::arbiter::Refused;
use super::command::Command;
use super::record::Announced;
use super::reply::Reply;
use super::session::{Pending, Session};
use crate::game::{GameError, IllegalKind, Verdict, flag_fall, offer_ply, piece_moved};
use crate::notation::{
    Announcement, ArbiterText, Message, Phrase, Punctuation, Refusal, Word, announce_move,
    piece_named, read_move, read_refused_move, read_typed_move,
};
use crate::scoresheet::{Annotation, command_text};
use crate::sound::Earcon;

impl Session {
    /// The side a `draw`, `resign` or `claim` is for: online always the
    /// player's own; else the side named, else, in two-board play, the
    /// blind player's, else the player at the keyboard.
    pub(super) fn side_of(&self, named: Option<Color>, typist: Color) -> Color {
        if let Some(remote) = &self.remote {
            return remote.me;
        }
        match named {
            Some(color) => color,
            None if self.options.two_board => self.options.color,
            None => typist,
        }
    }

    /// `draw`: asks whether `by` means to offer a draw. Against the engine
    /// there is no one to ask. With the opponent's offer standing, `draw`
    /// is the answer to it: a draw wanted by both is agreed (9.1.2.1);
    /// with `by`'s own offer standing, nothing is offered twice.
    pub(super) fn ask_draw(&mut self, by: Color) -> Reply {
        match self.draw_offer {
            Some(offered) if offered == by => {
                return Reply::told(Message::Arbiter(ArbiterText::OfferWaits(by)));
            }
            Some(_) if self.remote.is_none() => {
                if let Some(reply) = self.answer_offer(&Command::Yes) {
                    return reply;
                }
            }
            _ => {}
        }
        if self.opponent_is_engine(by) {
            return Reply::told(Message::EngineDeclinesDraw);
        }
        self.pending = Some(Pending::ConfirmDraw(by));
        match self.unpressed {
            Some(m) if self.game.position().turn() == by => Reply::told(Message::ConfirmDrawWith(
                announce_move(self.game.position(), m),
            )),
            _ => Reply::told(Message::ConfirmDraw),
        }
    }

    /// Whether a draw offer by `by` is made at once rather than with a
    /// move: when `by` has just moved, and in two-board play also before
    /// `by` moves, with no move said (9.1.2.1: an offer at any time is
    /// valid), as long as `by` has a move it is written after.
    pub(super) fn offers_now(&self, by: Color) -> bool {
        let position = self.game.position();
        let own_move = offer_ply(position, self.game.ply(), by).is_some();
        let to_move = position.turn() == by;
        own_move && (!to_move || self.options.two_board && self.unpressed.is_none())
    }

    /// A draw offered now (9.1.2.1): written after the offerer's own last
    /// move, and the opponent answers.
    pub(super) fn offer_now(&mut self, by: Color) -> Reply {
        let mut reply = Reply::default();
        let Some(ply) = offer_ply(self.game.position(), self.game.ply(), by) else {
            return Reply::told(Message::NoMoveYet);
        };
        if self.game.offer_draw_at(by, ply).is_err() {
            return Reply::told(Message::GameIsOver);
        }
        // By post the opponent answers on a card, not at this keyboard.
        if !self.options.correspondence {
            self.draw_offer = Some(by);
        }
        self.save(&mut reply);
        let mut offer = Announcement::new();
        offer.push(Word::Side(by)).phrase(Phrase::OffersDraw);
        reply.say(offer);
        if !self.options.correspondence {
            reply.tell(Message::DrawAnswer);
        }
        reply
    }

    /// The draw offer waiting for its answer, as saved: `None` when the
    /// game has no offer at all (see [`super::record::Standing`]).
    pub(super) fn pending_offer(&self) -> Option<Option<Color>> {
        if self.game.draw_offers().is_empty() {
            return None;
        }
        Some(self.draw_offer.filter(|_| !self.is_over()))
    }

    /// The draw offer that waited for its answer when the game was saved
    /// waits again (9.1.2.1: it stands until answered). A game saved
    /// before this was written down: an offer made with the last move.
    pub(super) fn restore_offer(&mut self, saved: Option<Option<Color>>) {
        let by = match saved {
            Some(by) => by,
            None => {
                let ply = self.game.ply();
                self.game
                    .draw_offers()
                    .last()
                    .filter(|offer| offer.ply == ply && ply > 0)
                    .map(|offer| offer.by)
            }
        };
        self.draw_offer = by;
    }

    /// The move announced and not yet pressed when the game was saved: it
    /// was made when announced (D.2.3), and waits for the clock again,
    /// with the moves said and corrected before it (D.2.8). A sealed move
    /// has taken its place.
    pub(super) fn restore_announced(
        &mut self,
        announced: Option<Announced>,
        corrected: Vec<String>,
    ) {
        self.corrected = corrected;
        let waiting = announced.filter(|announced| {
            self.options.two_board
                && self.sealed.is_none()
                && self.game.position().is_legal(announced.m)
        });
        if let Some(announced) = waiting {
            self.unpressed = Some(announced.m);
            self.pieceless = announced.pieceless;
            self.told_press = true;
        }
    }

    /// What a resumed game says of the move that waits for the clock: made
    /// and waiting (D.2.3), or, for a pawn on the last rank, the piece it
    /// still needs (D.2.1).
    pub(super) fn announced_words(&self, reply: &mut Reply) {
        let Some(m) = self.unpressed else {
            return;
        };
        reply.tell(Message::Arbiter(if self.pieceless {
            ArbiterText::PromotionPiece
        } else {
            ArbiterText::AnnouncedWaits(announce_move(self.game.position(), m))
        }));
    }

    /// `quit` with a move announced and not pressed: the question whether
    /// to leave, naming the move as it was said; a pawn to the last rank
    /// announced without its piece names none (D.2.1).
    pub(super) fn quit_unpressed(&mut self, m: Move) -> Reply {
        self.pending = Some(Pending::Quit);
        let said = match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion: Some(_),
            } if self.pieceless => Move::Normal {
                role,
                from,
                capture,
                to,
                promotion: None,
            },
            m => m,
        };
        Reply::told(Message::UnpressedOnQuit(announce_move(
            self.game.position(),
            said,
        )))
    }

    /// A move typed in two-board play: the announcement. A move the rules
    /// refuse is remembered for `illegal` (7.5.1); a pawn to the last rank
    /// without its piece is asked for it (D.2.1); a move that ends the game
    /// is made at once (D.2.3); any other waits for the clock.
    pub(super) fn announced(&mut self, text: &str) -> Reply {
        let position = self.game.position().clone();
        let (m, pieceless) = match read_move(&position, text) {
            Ok(m) => (m, false),
            Err(Refusal::Ambiguous(moves)) if moves.iter().all(|m| m.promotion().is_some()) => {
                match read_typed_move(&position, text) {
                    Ok(m) => (m, true),
                    Err(_) => return self.refusal(Refusal::Ambiguous(moves)),
                }
            }
            Err(refusal) => {
                if !matches!(refusal, Refusal::NothingEntered | Refusal::Ambiguous(_)) {
                    self.refused = Some(Refused {
                        text: command_text(text),
                        made: read_refused_move(&position, text),
                        named: piece_named(text)
                            .and_then(|(role, within)| piece_moved(&position, role, within)),
                    });
                }
                return self.refusal(refusal);
            }
        };
        if let Err(refusal) = self.touch_allows(m) {
            return refusal;
        }
        let mut trial = self.game.clone();
        let ends = !pieceless && trial.play(m).ok().flatten().is_some();
        if ends {
            self.note_corrections(m);
            self.unpressed = None;
            self.pieceless = false;
            // The clocks stop when the move is announced (5.1.1, D.2.3).
            if let Some(clock) = &mut self.clock {
                clock.stop();
            }
            let mut reply = Reply::default();
            self.play(m, &mut reply);
            return reply;
        }
        // The announcement makes the move (D.2.3): the opponent's draw offer
        // ends with it, as with a piece touched (9.1.2.1).
        self.moved_against_offer(position.turn());
        if pieceless {
            // D.2.1: the piece is part of the announcement; nothing is said
            // until it is chosen. Pressed so, the pawn is a queen (7.5.2).
            if let Some(before) = self.unpressed.filter(|&b| b != m && !self.pieceless) {
                self.corrected
                    .push(crate::notation::formats::san(self.game.position(), before));
            }
            self.unpressed = Some(m);
            self.pieceless = true;
            let mut reply = Reply::default();
            self.save(&mut reply);
            reply.tell(Message::Arbiter(ArbiterText::PromotionPiece));
            return reply;
        }
        self.announce_unpressed(m)
    }

    /// A refused move said, as a move at one keyboard is.
    fn refusal(&self, refusal: Refusal) -> Reply {
        let mut reply = Reply::said(refusal.words(self.game.position()));
        if matches!(refusal, Refusal::Unreadable(_)) {
            reply.tell(Message::HelpPointer);
        }
        reply.earcon = Some(Earcon::Illegal);
        reply
    }

    /// A move said aloud, waiting for the clock; a second move corrects it.
    /// It is made when announced (D.2.3), and so saved before it is said.
    pub(super) fn announce_unpressed(&mut self, m: Move) -> Reply {
        let mut said = Announcement::new();
        // A pawn typed without its piece was not announced (D.2.1): the
        // move with its piece is the first announcement, no correction.
        if let Some(before) = self.unpressed.filter(|_| !self.pieceless) {
            said.phrase(Phrase::Correction);
            said.punctuation(Punctuation::Colon);
            if before != m {
                self.corrected
                    .push(crate::notation::formats::san(self.game.position(), before));
            }
        }
        said.extend(announce_move(self.game.position(), m));
        self.unpressed = Some(m);
        self.pieceless = false;
        let mut reply = Reply::default();
        self.save(&mut reply);
        reply.say(said);
        if !std::mem::replace(&mut self.told_press, true) {
            reply.tell(Message::PressHint);
        }
        reply
    }

    /// `cancel`: the move said aloud is dropped (and kept for the
    /// scoresheet as a correction, D.2.8), or the premove.
    pub(super) fn cancel(&mut self) -> Reply {
        match (self.unpressed.take(), self.premove.take()) {
            (Some(m), _) => {
                if !std::mem::take(&mut self.pieceless) {
                    self.corrected
                        .push(crate::notation::formats::san(self.game.position(), m));
                }
                let mut reply = Reply::default();
                self.save(&mut reply);
                reply.tell(Message::MoveCancelled);
                reply
            }
            (None, Some(_)) => Reply::told(Message::PremoveCancelled),
            (None, None) if self.options.two_board => Reply::told(Message::NothingWaitsForClock),
            (None, None) => Reply::told(Message::NoPremove),
        }
    }

    /// The moves said and corrected before `m` (D.2.8), written as a
    /// comment to `m` so that the arbiter sees them.
    fn note_corrections(&mut self, m: Move) {
        if let Some(before) = self.unpressed
            && before != m
        {
            self.corrected
                .push(crate::notation::formats::san(self.game.position(), before));
        }
        let corrected = std::mem::take(&mut self.corrected);
        if corrected.is_empty() {
            return;
        }
        let ply = self.game.ply();
        if self.annotations.len() <= ply {
            self.annotations.resize(ply + 1, Vec::new());
        }
        self.annotations[ply].push(Annotation::Comment(format!(
            "correction (D.2.8): {} said first",
            corrected.join(", ")
        )));
    }

    /// `color`'s flag has fallen (6.9). A move announced and not yet
    /// pressed was made (D.2.3): the flag is judged after it, and it stands
    /// on the scoresheet with the time left. A pawn without its piece is
    /// not yet announced (D.2.1).
    pub(super) fn flag_fallen(&mut self, color: Color) -> Result<Verdict, GameError> {
        let pieceless = std::mem::take(&mut self.pieceless);
        let announced = self.unpressed.take().filter(|_| !pieceless);
        let made = self.game.ply();
        if let Some(m) = announced {
            self.note_corrections(m);
        }
        let verdict = flag_fall(&mut self.game, color, announced)?;
        if self.game.ply() > made {
            let left = self.clock.as_ref().map(|c| c.remaining(color));
            self.clocks_after.push(left);
        }
        Ok(verdict)
    }

    /// The clock is pressed and the move said aloud is made. A promotion
    /// pressed without its piece is a queen and an illegal move (7.5.2).
    pub(super) fn press(&mut self) -> Reply {
        let Some(m) = self.unpressed.take() else {
            return Reply::told(Message::NothingToPress);
        };
        let pieceless = std::mem::take(&mut self.pieceless);
        self.note_corrections(m);
        let mover = self.game.position().turn();
        let before = self.game.position().clone();
        let mut played = Reply::default();
        self.play(m, &mut played);
        // The move was said when it was typed: now the clock is pressed, and
        // only what follows (the end of the game) is new.
        let mut pressed = Announcement::new();
        pressed.phrase(Phrase::ClockPressed);
        let mut reply = Reply::said(pressed);
        reply.earcon = played.earcon;
        reply.finished = played.finished;
        reply.lines.extend(played.lines.into_iter().skip(1));
        if pieceless && !self.is_over() {
            let san = crate::notation::formats::san(&before, m);
            let what = announce_move(&before, m);
            self.rule_illegal(mover, IllegalKind::Promotion, san, Some(what), &mut reply);
        }
        reply
    }
}
