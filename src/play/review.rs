//! Review: a game of a file stepped through move by move, with the
//! announcements and the exploration of play and nothing saved.

use shakmaty::ByColor;
use shakmaty::Move;

use super::command::Command;
use super::reply::Reply;
use super::session::{Player, Session, SessionOptions, numbered_move, replayed};
use crate::game::{Game, TimeControl};
use crate::notation::{Message, game_end};
use crate::scoresheet::Scoresheet;

/// The whole game being reviewed.
pub struct Review {
    moves: Vec<Move>,
}

impl Session {
    /// A game stepped through move by move, from its start, with nothing
    /// saved and no clock.
    pub fn review(sheet: &Scoresheet, mut options: SessionOptions) -> Result<Session, String> {
        let whole = replayed(sheet)?;
        options.time_control = TimeControl::none();
        options.players = ByColor::new_with(|_| Player::Human);
        let game = Game::from_position(sheet.start.clone(), sheet.castling_mode);
        let mut session = Session::new(game, options);
        session.review = Some(Review {
            moves: whole.moves().to_vec(),
        });
        Ok(session)
    }

    /// Review: moving through the game reviewed.
    pub(super) fn step(&mut self, command: &Command) -> Reply {
        let Some(review) = &self.review else {
            return Reply::default();
        };
        let whole = review.moves.clone();
        let at = self.game.ply();
        let target = match command {
            Command::Next => {
                if at >= whole.len() {
                    return Reply::told(Message::EndOfGame);
                }
                at + 1
            }
            Command::Back => {
                if at == 0 {
                    return Reply::told(Message::StartOfGame);
                }
                at - 1
            }
            Command::First => 0,
            Command::End => whole.len(),
            Command::Goto(n) => {
                let ply = *n as usize;
                if ply > whole.len() {
                    return Session::goto_usage(whole.len() as u32);
                }
                ply
            }
            Command::Move(text) => return Session::not_for_review(text),
            _ => return Reply::told(Message::HelpPointer),
        };
        let mut reply = Reply::default();
        let mut game = Game::from_position(self.game.start().clone(), self.game.castling_mode());
        for &m in &whole[..target] {
            let before = game.position().clone();
            if let Ok(Some(verdict)) = game.play(m)
                && game.ply() == target
            {
                reply.say(numbered_move(&before, m));
                reply.say(game_end(&verdict));
            }
        }
        self.game = game;
        if !reply.lines.is_empty() {
            return reply;
        }
        match (
            self.game.positions().iter().rev().nth(1),
            self.game.moves().last(),
        ) {
            (Some(before), Some(&m)) => reply.say(numbered_move(before, m)),
            _ => reply.tell(Message::StartingPosition),
        };
        reply
    }
}
