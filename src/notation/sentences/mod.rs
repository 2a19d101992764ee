//! The sentences of each language: one table per language, a function that
//! renders every [`crate::notation::Message`].

pub mod english;
mod english_cli;
mod english_corr;
mod english_iccf;
pub mod german;
mod german_cli;

use crate::notation::message::{PromptText, Say};

/// The prompt of line mode, the same in every language but for the
/// letters of the sides (White's first): `12...Sf6 W>`, `W>` at the start,
/// the result in place of the side once the game has ended.
fn prompt(text: &PromptText, say: &Say, sides: [&str; 2]) -> String {
    let mut prompt = String::new();
    if let Some((number, side, san)) = &text.last {
        let dots = if side.is_white() { "." } else { "..." };
        let san = say.scheme.written_san(san);
        prompt.push_str(&format!("{number}{dots}{san} "));
    }
    match &text.result {
        Some(result) => prompt.push_str(result),
        None => prompt.push_str(sides[usize::from(text.to_move.is_black())]),
    }
    prompt.push('>');
    prompt
}
mod german_corr;
mod german_iccf;
