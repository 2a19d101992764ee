//! A square typed alone that no pawn's move fits, but one other move does
//! (SPEC section 3): the move is asked about and played only on yes.

use shakmaty::{Move, Position};

use super::reply::Reply;
use super::session::{Pending, Session};
use crate::notation::{Message, Refusal, announce_move, read_typed_move};
use crate::sound::Earcon;

impl Session {
    /// A move typed by the player to move: played, refused with the
    /// reason, or asked about when the input only points at it.
    pub(super) fn typed(&mut self, text: &str) -> Reply {
        let text = &self.options.scheme.readable(text);
        match read_typed_move(self.game.position(), text) {
            Ok(m) => self.typed_move(m),
            Err(Refusal::Guess(m)) => self.ask_meant(m),
            Err(refusal) => self.refused(&refusal),
        }
    }

    /// "Meinst du Bauer Eva schlägt David fünf? ja oder nein"
    pub(super) fn ask_meant(&mut self, m: Move) -> Reply {
        self.pending = Some(Pending::Meant(m));
        Reply::told(Message::DidYouMean(announce_move(self.game.position(), m)))
    }

    /// The answer yes to [`Session::ask_meant`]: the move, when it is
    /// still legal.
    pub(super) fn meant(&mut self, m: Move) -> Reply {
        if self.game.position().is_legal(m) {
            self.typed_move(m)
        } else {
            let mut reply = Reply::told(Message::Declined);
            reply.earcon = Some(Earcon::Illegal);
            reply
        }
    }
}
