//! What a front end may set before the session: a desk that answers some
//! typed lines itself (the commands of a correspondence game) and hands
//! the rest on, and what it needs of the session to do so: the comments
//! written after a move, the game's own tags, and a save on request.

use super::reply::Reply;
use super::session::Session;
use crate::scoresheet::Annotation;

/// Answers the lines of its own commands before the session does.
pub trait Desk {
    /// What is said as the game opens, after the session's own lines.
    fn opening(&mut self, session: &mut Session) -> Reply;
    /// The answer to a typed line, or `None` to leave it to the session.
    fn handle(&mut self, session: &mut Session, line: &str) -> Option<Reply>;
    /// How long until the desk has something to look at without input.
    fn next_wakeup(&self) -> Option<std::time::Duration> {
        None
    }
    /// Time passed without input: what the desk has to say.
    fn tick(&mut self, _session: &mut Session) -> Reply {
        Reply::default()
    }
}

impl Session {
    /// The comments written after half-move `ply` (0: before the first
    /// move), as the scoresheet keeps them.
    pub fn comments_after(&self, ply: usize) -> Vec<&str> {
        let annotations = match ply {
            0 => Some(&self.preface),
            ply => self.annotations.get(ply - 1),
        };
        annotations
            .into_iter()
            .flatten()
            .filter_map(|a| match a {
                Annotation::Comment(text) => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    /// Puts `comment` after half-move `ply` in place of the comments
    /// `replaced` picks (none: those are only removed). Not saved yet.
    pub fn rewrite_comment(
        &mut self,
        ply: usize,
        replaced: impl Fn(&str) -> bool,
        comment: Option<String>,
    ) {
        let annotations = match ply {
            0 => &mut self.preface,
            ply => {
                if self.annotations.len() < ply {
                    self.annotations.resize(ply, Vec::new());
                }
                &mut self.annotations[ply - 1]
            }
        };
        annotations.retain(|a| !matches!(a, Annotation::Comment(text) if replaced(text)));
        if let Some(comment) = comment {
            annotations.push(Annotation::Comment(comment));
        }
    }

    /// A tag of the game's own (one the session does not write itself).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.options
            .tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag of the game's own, or removes it. Not saved yet.
    pub fn set_tag(&mut self, name: &str, value: Option<String>) {
        let tags = &mut self.options.tags;
        match (tags.iter_mut().find(|(n, _)| n == name), value) {
            (Some((_, old)), Some(value)) => *old = value,
            (None, Some(value)) => tags.push((name.to_owned(), value)),
            (_, None) => tags.retain(|(n, _)| n != name),
        }
    }

    /// Takes back the last `plies` half-moves without asking anyone (a
    /// server refused the move, or has another game), and saves.
    pub fn take_back_unasked(&mut self, plies: usize) -> Reply {
        self.take_back(plies)
    }

    /// The game ends as a server says, by a rule it names (a resignation
    /// it took, a draw agreed there), or with a result alone when it names
    /// none; saved, and said as any end.
    pub fn end_as_server_says(
        &mut self,
        verdict: Option<crate::game::Verdict>,
        result: &str,
    ) -> Reply {
        let mut reply = Reply::default();
        if self.is_over() {
            return reply;
        }
        match verdict.and_then(|v| self.game.end_as_given(v).ok()) {
            Some(verdict) => self.end(verdict, &mut reply),
            None => {
                self.given = Some(result.to_owned());
                self.save(&mut reply);
            }
        }
        reply
    }

    /// A draw offer that went with `by`'s last move (9.1.2.2), from a
    /// server: written `(=)` after it, and saved.
    pub fn record_draw_offer(&mut self, by: shakmaty::Color) -> Reply {
        let mut reply = Reply::default();
        if self.game.offer_draw(by).is_ok() {
            self.save(&mut reply);
        }
        reply
    }

    /// Whether the session waits for a yes or no of its own.
    pub fn is_asking(&self) -> bool {
        self.pending.is_some()
    }

    /// Saves the game now; a failure is said as after a move.
    pub fn save_now(&mut self) -> Reply {
        let mut reply = Reply::default();
        self.save(&mut reply);
        reply
    }
}
