//! A disk that fills up during a game, or a link put in place of a file
//! annabella named itself: the game goes on in a file of its own in the
//! fallback folder (the one a game starts in when its folder cannot be
//! used), the player is told where in one line, and every move after is
//! saved there. When the first place can be used again, nothing is moved
//! back unasked: the game stays where the player was told it is.

use super::reply::Reply;
use super::session::Session;
use crate::notation::{FileProblem, Message};

impl Session {
    /// A save of `text` failed with `problem`. For want of room, or for a
    /// link where the game's own file was, the game is written to the
    /// fallback folder and saved there from now on; otherwise, or when
    /// that fails too, the failure is said and the next move tries the
    /// same file again.
    pub(super) fn save_failed_with(&mut self, problem: FileProblem, text: &str, reply: &mut Reply) {
        let Some(file) = self.save_file.as_ref() else {
            return;
        };
        let path = file.path().to_path_buf();
        let elsewhere = matches!(
            problem,
            FileProblem::NoSpace | FileProblem::Link | FileProblem::LinkOnTheWay
        );
        if elsewhere
            && let Some(mut instead) = file.elsewhere()
            && instead.write(text).is_ok()
        {
            reply.tell(Message::SavedElsewhere {
                path,
                problem,
                instead: instead.path().to_path_buf(),
            });
            self.save_file = Some(instead);
            self.save_failed = false;
            return;
        }
        self.save_failed = true;
        reply.tell(Message::SaveFailed { path, problem });
    }
}
