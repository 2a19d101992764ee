//! Leaving a game: where it is kept and how to go on, said once; a game
//! left before its first move leaves no empty file behind.

use super::reply::Reply;
use super::session::Session;
use crate::notation::Message;
use crate::scoresheet::save::{SaveFile, games_folder};
use crate::scoresheet::{EventKind, SheetEvent};

impl Session {
    /// The player leaves; a save that failed is tried once more. The
    /// player hears where the game is kept and how to go on with it.
    pub(super) fn leave(&mut self) -> Reply {
        let mut reply = Reply::default();
        if self.save_failed {
            self.save(&mut reply);
        }
        if let Some(unsent) = self.unsent_on_leaving() {
            reply.tell(unsent);
        }
        reply.finished = true;
        if self.review.is_some() || self.remote.is_some() {
            return reply;
        }
        // Nothing was ever written to the file made for this game.
        let empty = |file: &SaveFile| {
            file.is_own() && std::fs::metadata(file.path()).is_ok_and(|m| m.len() == 0)
        };
        if self.game.ply() == 0 && self.save_file.as_ref().is_some_and(empty) {
            if let Some(file) = self.save_file.take() {
                file.discard();
            }
            reply.tell(Message::LeftUnplayed);
            return reply;
        }
        if self.adjourn() {
            self.save(&mut reply);
        }
        if let Some(path) = self.save_path() {
            let in_games_folder = games_folder().is_some_and(|folder| {
                path.parent()
                    .is_some_and(|parent| crate::scoresheet::files::same_file(parent, &folder))
            });
            reply.tell(Message::Left {
                path: path.to_path_buf(),
                over: self.is_over(),
                in_games_folder,
            });
        }
        reply
    }

    /// The clock of the side to move as it stands, kept on the scoresheet
    /// when the game is left: time used on the move in progress is used
    /// (Guidelines I; the Persian Laws' appendix on adjourned games, A.5:
    /// "the time used by each player shall be indicated on the clocks").
    /// Returns whether the record changed: a clock that has not run since
    /// the last move leaves it as it was.
    fn adjourn(&mut self) -> bool {
        if self.is_over() {
            return false;
        }
        let Some(clock) = &self.clock else {
            return false;
        };
        let color = clock.turn();
        let now = clock.remaining(color);
        // Whole milliseconds, as the record keeps them, never rounded up.
        let time = std::time::Duration::from_millis(now.as_millis() as u64);
        let ply = self.game.ply();
        let recorded = super::session::rebuilt_clock(
            &self.game,
            &self.clocks_after,
            &self.events,
            &self.options,
        );
        if recorded.is_some_and(|c| c.remaining(color) <= time) {
            return false;
        }
        self.events
            .retain(|e| !(e.ply == ply && matches!(e.kind, EventKind::Adjourned { .. })));
        self.events.push(SheetEvent {
            ply,
            kind: EventKind::Adjourned { color, time },
        });
        true
    }
}
