//! Two-board play (the FIDE appendix for visually impaired players): a move
//! typed is said aloud for the sighted opponent and can be corrected or
//! dropped until the clock is pressed.

use shakmaty::Move;

use super::reply::Reply;
use super::session::Session;
use crate::notation::{Announcement, Message, Phrase, Punctuation, announce_move};

impl Session {
    /// A move said aloud, waiting for the clock; a second move corrects it.
    pub(super) fn announce_unpressed(&mut self, m: Move) -> Reply {
        let mut said = Announcement::new();
        if self.unpressed.is_some() {
            said.phrase(Phrase::Correction);
            said.punctuation(Punctuation::Colon);
        }
        said.extend(announce_move(self.game.position(), m));
        self.unpressed = Some(m);
        let mut reply = Reply::said(said);
        if !std::mem::replace(&mut self.told_press, true) {
            reply.tell(Message::PressHint);
        }
        reply
    }

    /// The clock is pressed and the move said aloud is made.
    pub(super) fn press(&mut self) -> Reply {
        let Some(m) = self.unpressed.take() else {
            return Reply::told(Message::NothingToPress);
        };
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
        reply
    }
}
