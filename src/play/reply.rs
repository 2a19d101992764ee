//! What the session says back to one input: lines of move words (said by
//! every voice) and sentences (printed, and spoken by the system voice),
//! an earcon, and whether the player is leaving.

use crate::notation::cells::{braille_lines, list_lines};
use crate::notation::{Announcement, Form, Message, Punctuation, Scheme};
use crate::sound::Earcon;

/// One line of a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Words with recordings: moves, squares, clocks, results; printed
    /// over as many lines as a 40-cell braille display needs, said whole.
    Said(Announcement),
    /// A sentence of the scheme's language.
    Told(Message),
    /// Words listing squares (`p`, `s`): printed over as many lines as a
    /// 40-cell braille display needs, broken after a list's comma; said
    /// whole.
    Listed(Announcement),
}

impl Line {
    /// The line as printed, or as spoken.
    pub fn render(&self, scheme: &Scheme, form: Form, ascii: bool) -> String {
        match self {
            Line::Said(words) | Line::Listed(words) => {
                let text = scheme.render_in(words, form);
                let text = if ascii {
                    crate::notation::spell_ascii(&text)
                } else {
                    text
                };
                match (form, self) {
                    (Form::Speech, _) => text,
                    (_, Line::Listed(_)) => list_lines(&text),
                    _ => braille_lines(&text),
                }
            }
            Line::Told(message) => scheme.message(message, form, ascii),
        }
    }
}

/// Everything said back to one input.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub lines: Vec<Line>,
    pub earcon: Option<Earcon>,
    /// The player leaves annabella.
    pub finished: bool,
}

impl Reply {
    pub fn said(words: Announcement) -> Reply {
        Reply {
            lines: vec![Line::Said(words)],
            ..Reply::default()
        }
    }

    pub fn told(message: Message) -> Reply {
        Reply {
            lines: vec![Line::Told(message)],
            ..Reply::default()
        }
    }

    pub fn say(&mut self, words: Announcement) -> &mut Reply {
        self.lines.push(Line::Said(words));
        self
    }

    /// A list of squares, printed in lines a braille display holds.
    pub fn list(&mut self, words: Announcement) -> &mut Reply {
        self.lines.push(Line::Listed(words));
        self
    }

    pub fn tell(&mut self, message: Message) -> &mut Reply {
        self.lines.push(Line::Told(message));
        self
    }

    pub fn is_empty(&self) -> bool {
        self.lines.is_empty() && self.earcon.is_none()
    }

    /// Another reply after this one.
    pub fn extend(&mut self, other: Reply) {
        self.lines.extend(other.lines);
        self.earcon = other.earcon.or(self.earcon);
        self.finished |= other.finished;
    }

    /// The move words of the reply.
    pub fn said_lines(&self) -> impl Iterator<Item = &Announcement> {
        self.lines.iter().filter_map(|line| match line {
            Line::Said(words) | Line::Listed(words) => Some(words),
            Line::Told(_) => None,
        })
    }

    /// The move words, as one utterance for a voice of recordings.
    pub fn words(&self) -> Option<Announcement> {
        let mut all = Announcement::new();
        for (index, said) in self.said_lines().enumerate() {
            if index > 0 {
                all.punctuation(Punctuation::Semicolon);
            }
            all.extend(said.clone());
        }
        (!all.words.is_empty()).then_some(all)
    }

    /// Every line as a voice that reads text says it.
    pub fn speech(&self, scheme: &Scheme, ascii: bool) -> String {
        self.lines
            .iter()
            .map(|line| line.render(scheme, Form::Speech, ascii))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Every line as printed; a line may hold several lines of text.
    pub fn printed(&self, scheme: &Scheme, ascii: bool) -> Vec<String> {
        self.printed_in(scheme, Form::Print, ascii)
    }

    /// Every line as printed in `form`: words, or moves as SAN.
    pub fn printed_in(&self, scheme: &Scheme, form: Form, ascii: bool) -> Vec<String> {
        self.lines
            .iter()
            .map(|line| line.render(scheme, form, ascii))
            .collect()
    }
}
