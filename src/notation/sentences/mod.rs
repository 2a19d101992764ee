//! The sentences of each language, kept as data: Project Fluent files under
//! `locales/CODE/AREA.ftl` (`de`, `en`), built into the binary, which a
//! translator who knows no Rust can read and edit.
//!
//! The code still says everything with a typed
//! [`Message`](crate::notation::Message); the `ids` of `message` and of its
//! areas are the one place where a message becomes a Fluent id and its
//! arguments. How the parts of a sentence travel:
//!
//! - Numbers a sentence counts with (moves, half-moves, seconds) go as
//!   Fluent numbers, so that a sentence can choose its words by the
//!   language's CLDR plural rules (`[one]`, `[other]`). Each language has
//!   two bundles, print and speech: the speech bundle's formatter says every
//!   such number in the language's words ("zweiundvierzig"), the print
//!   bundle writes digits. A number that stays in digits even when spoken
//!   (a game's number in a file, a byte limit) goes as text.
//! - Clock times, the words of moves and squares, and the sides ("Weiß")
//!   are rendered by the scheme before they go in: they are the scheme's
//!   words (`scheme.rs`), not the language's sentences, and the clip voices
//!   and the WAV export say the same words.
//! - Every message also gets `$form` (`print`, `speech` or `san`), for the
//!   few sentences that differ between print and speech beyond their
//!   numbers (a path printed, not spoken; "eine Minute" said, "1 Minute"
//!   printed).
//! - A nested enum (why a file cannot be used, why a record stops) is a
//!   sentence of its own, said first and given to the outer sentence as a
//!   text; a small choice (rated or casual, white or black) is a Fluent
//!   select on a plain word (`$color`: `white`, `black`).
//!
//! A bundle is built once per language, form and file, on the first
//! sentence said from that file, and shared by every thread.

mod bidi;
mod language;
mod typed;

use fluent_bundle::{FluentArgs, FluentValue};

pub use language::Language;
pub use typed::{Slot, Vocabulary, ascii_digits, fold};

use crate::notation::message::Say;

impl Say<'_> {
    /// The sentence `id` of the scheme's language, with `args` and `$form`.
    pub(crate) fn sentence<const N: usize>(
        &self,
        id: &str,
        args: [(&'static str, FluentValue<'_>); N],
    ) -> String {
        let mut fluent_args = FluentArgs::with_capacity(N + 1);
        for (name, value) in args {
            fluent_args.set(name, value);
        }
        fluent_args.set(
            "form",
            match self.form {
                crate::notation::Form::Print => "print",
                crate::notation::Form::Speech => "speech",
                crate::notation::Form::San => "san",
            },
        );
        let mut errors = Vec::new();
        let text = self
            .scheme
            .language
            .format(self.form, id, &fluent_args, &mut errors);
        #[cfg(test)]
        tests::note(self.scheme.language, id, errors);
        #[cfg(not(test))]
        drop(errors);
        text
    }

    /// A sentence that is part of another one.
    pub(crate) fn part<const N: usize>(
        &self,
        id: &str,
        args: [(&'static str, FluentValue<'_>); N],
    ) -> FluentValue<'static> {
        FluentValue::from(self.sentence(id, args))
    }
}

#[cfg(test)]
pub(crate) mod tests;
