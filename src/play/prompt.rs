//! The prompt of line mode at a terminal: the last move and who is to
//! move, so that the line the braille display's cursor rests on is never
//! blank.

use shakmaty::Position;

use super::session::Session;
use crate::notation::formats;
use crate::notation::message::{Message, PromptText};

impl Session {
    /// What the prompt says now: the last move of the game (in review, of
    /// the position reviewed) and who is to move, or the result once the
    /// game has ended.
    pub fn prompt(&self) -> Message {
        let game = self.game();
        let last = game
            .positions()
            .iter()
            .rev()
            .nth(1)
            .zip(game.moves().last())
            .map(|(before, &m)| {
                (
                    before.fullmoves().get(),
                    before.turn(),
                    formats::san(before, m),
                )
            });
        let result = match game.verdict() {
            Some(verdict) => Some(verdict.pgn_result()),
            None => self.remote.as_ref().and_then(|r| r.result.clone()),
        };
        Message::Prompt(PromptText {
            last,
            to_move: game.position().turn(),
            result,
        })
    }
}
