//! Taking moves back and aborting a game, at one keyboard, against the
//! engine and online (tournament mode has neither: the Laws know no
//! takeback by agreement and no abort).

use shakmaty::{Move, Position};

use super::options::Player;
use super::reply::Reply;
use super::session::{Pending, Session};
use crate::notation::{Message, Phrase, announce_move};
use crate::scoresheet::EventKind;
use crate::scoresheet::save::SaveFile;

impl Session {
    /// A takeback asked for: the opponent must agree, except the engine,
    /// which always does (then the game goes back to the player's turn).
    pub(super) fn ask_take_back(&mut self) -> Reply {
        if self.unpressed.take().is_some() {
            return Reply::told(Message::CancelledBeforePress);
        }
        let turn = self.game.position().turn();
        let engine_game =
            self.options.players[turn] == Player::Engine || self.opponent_is_engine(turn);
        if engine_game && self.engine.is_some() {
            let thinking = self.waits_for_engine();
            if let Some(engine) = &mut self.engine {
                engine.stop();
            }
            let plies = if thinking || self.options.players[turn] == Player::Engine {
                1
            } else {
                2
            };
            if self.game.ply() < plies {
                return Reply::told(Message::NoOwnMoveToTakeBack);
            }
            return self.take_back(plies);
        }
        if self.game.moves().is_empty() {
            Reply::told(Message::NothingToTakeBack)
        } else {
            self.pending = Some(Pending::Takeback);
            Reply::told(Message::AskTakeback)
        }
    }

    /// Takes the last `plies` half-moves back: the board, the scoresheet and
    /// the clocks as they were before them.
    pub(super) fn take_back(&mut self, plies: usize) -> Reply {
        let mut reply = Reply::default();
        let taken: Vec<(shakmaty::Chess, Move)> = self
            .game
            .positions()
            .iter()
            .rev()
            .skip(1)
            .zip(self.game.moves().iter().rev())
            .take(plies)
            .map(|(before, &m)| (before.clone(), m))
            .collect();
        if self.undo_moves(plies) == 0 {
            return Reply::told(Message::NothingToTakeBack);
        }
        for (before, m) in taken {
            let mut said = announce_move(&before, m);
            said.phrase(Phrase::TakenBack);
            reply.say(said);
        }
        self.save(&mut reply);
        reply
    }

    /// Undoes the last `plies` half-moves of a game going on: the board,
    /// the scoresheet and the clocks as they were before them (time the
    /// arbiter added stays with the player it was given to). Returns how
    /// many were undone.
    pub(super) fn undo_moves(&mut self, plies: usize) -> usize {
        let mut undone = 0;
        while undone < plies && self.game.take_back().is_ok() {
            undone += 1;
        }
        if undone == 0 {
            return 0;
        }
        let ply = self.game.ply();
        self.clocks_after.truncate(ply);
        self.annotations.truncate(ply);
        self.claims.retain(|c| c.ply <= ply);
        // Where the game was left later is undone with the moves.
        self.events
            .retain(|e| e.ply <= ply || !matches!(e.kind, EventKind::Adjourned { .. }));
        for event in &mut self.events {
            event.ply = event.ply.min(ply);
        }
        self.touched.clear();
        self.offer_with_move = false;
        self.premove = None;
        self.rebuild_clock();
        self.browse = None;
        undone
    }

    /// `abort`: a game hardly begun (before each side has moved) is
    /// dropped, after a question, as on lichess.
    pub(super) fn ask_abort(&mut self) -> Reply {
        let own_file = self.save_file.as_ref().is_none_or(SaveFile::is_own);
        if self.game.ply() >= 2 || !own_file {
            return Reply::told(Message::AbortTooLate);
        }
        self.pending = Some(Pending::Abort);
        Reply::told(Message::ConfirmAbort)
    }

    /// The game is dropped: its file, made for it, is removed.
    pub(super) fn abort(&mut self) -> Reply {
        if let Some(engine) = &mut self.engine {
            engine.stop();
        }
        self.unpressed = None;
        let removed = self.save_file.take().is_some_and(SaveFile::discard);
        let mut reply = Reply::told(Message::Aborted { removed });
        reply.finished = true;
        reply
    }
}
