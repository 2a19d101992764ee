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

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::notation::ENGLISH;
    use crate::play::options::SessionOptions;
    use crate::play::session::Session;

    /// Two players at one keyboard, in English words.
    fn one_keyboard(moves: &[&str]) -> Session {
        let mut session = Session::new(Game::standard(), SessionOptions::new(&ENGLISH));
        for m in moves {
            let _ = session.handle(m);
        }
        session
    }

    /// What a line typed gets back, as printed.
    fn answer(session: &mut Session, line: &str) -> String {
        session.handle(line).printed(&ENGLISH, false).join("\n")
    }

    /// "Did you mean …? yes or no" waits for yes or no: a command refused
    /// (`press`, with no clock to press) or one that only looks (`board`)
    /// answers nothing, and the yes after them plays the move.
    #[test]
    fn did_you_mean_waits_through_a_refused_command() {
        let mut session = one_keyboard(&["e4", "d5"]);
        let asked = answer(&mut session, "d5");
        assert!(
            asked.contains("Did you mean Pawn Eva takes David five?"),
            "{asked}"
        );
        let refused = answer(&mut session, "press");
        assert!(
            !refused.contains("The open question is dropped."),
            "{refused}"
        );
        let _ = answer(&mut session, "board");
        let played = answer(&mut session, "yes");
        assert!(played.contains("Pawn Eva takes David five"), "{played}");
        assert_eq!(session.game().ply(), 3);
    }

    /// The opponent's consent to a takeback waits for their yes or no: a
    /// line that is no move and no command, refused, answers nothing.
    #[test]
    fn a_takeback_asked_waits_through_a_mistyped_answer() {
        let mut session = one_keyboard(&["e4"]);
        let asked = answer(&mut session, "takeback");
        assert!(asked.contains("Take back the last move?"), "{asked}");
        let _ = answer(&mut session, "yse");
        let _ = answer(&mut session, "yes");
        assert_eq!(session.game().ply(), 0);
    }

    /// A move played instead of the answer changes the game: the question
    /// is said to be gone, and a yes after it answers nothing.
    #[test]
    fn a_move_played_instead_drops_the_question_and_says_so() {
        let mut session = one_keyboard(&["e4", "d5"]);
        let _ = answer(&mut session, "d5");
        let played = answer(&mut session, "Nf3");
        assert!(played.contains("The open question is dropped."), "{played}");
        let yes = answer(&mut session, "yes");
        assert!(yes.contains("Nothing is asked now"), "{yes}");
        assert_eq!(session.game().ply(), 3);
    }

    /// "Resign? Type yes to resign, anything else to play on": anything
    /// else is no, and the player hears that the question is gone.
    #[test]
    fn anything_but_yes_to_resign_plays_on() {
        let mut session = one_keyboard(&["e4"]);
        let _ = answer(&mut session, "resign");
        let looked = answer(&mut session, "clock");
        assert!(looked.contains("The open question is dropped."), "{looked}");
        let yes = answer(&mut session, "yes");
        assert!(yes.contains("Nothing is asked now"), "{yes}");
        assert!(!session.is_over());
    }
}
