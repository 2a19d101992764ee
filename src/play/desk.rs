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

    /// Saves the game now; a failure is said as after a move.
    pub fn save_now(&mut self) -> Reply {
        let mut reply = Reply::default();
        self.save(&mut reply);
        reply
    }
}
