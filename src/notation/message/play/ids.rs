//! A game's help, premoves and the prompt (`play.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::notation::message::ids::*;
use crate::notation::message::{Say, SheetEntry};

/// `help`: the topics the game offers, one a line, and how to ask for one.
pub(crate) fn game_help(help: &Help, say: &Say) -> String {
    let mut lines = vec![say.sentence("help-index", [])];
    for topic in HelpTopic::offered(*help) {
        lines.push(say.sentence(
            match topic {
                HelpTopic::Moves => "help-index-moves",
                HelpTopic::Board => "help-index-board",
                HelpTopic::Game => "help-index-game",
                HelpTopic::Clock => "help-index-clock",
                HelpTopic::Sound => "help-index-sound",
                HelpTopic::Engine if help.engine_game => "help-index-engine-game",
                HelpTopic::Engine => "help-index-engine",
                HelpTopic::TwoBoard => "help-index-two-board",
                HelpTopic::Arbiter => "help-index-arbiter",
                HelpTopic::Online => "help-index-online",
                HelpTopic::Review => "help-index-review",
            },
            [],
        ));
    }
    lines.push(say.sentence("help-slash", []));
    lines.join("\n")
}

/// `help TOPIC`: one page, put together by the kind of game; a command a
/// line, short for a braille display.
pub(crate) fn help_page(help: &Help, topic: HelpTopic, say: &Say) -> String {
    let engine = help.engine_game && !help.tournament;
    let parts: Vec<(bool, &str)> = match topic {
        HelpTopic::Moves => vec![
            (true, "help-moves"),
            (!help.review, "help-moves-typed"),
            (engine, "help-moves-premove"),
            (true, "help-moves-list"),
        ],
        HelpTopic::Board => vec![
            (true, "help-board"),
            (!help.tournament, "help-board-tools"),
            (true, "help-board-more"),
        ],
        HelpTopic::Game => vec![
            (true, "help-game"),
            (!help.tournament, "help-game-casual"),
            (true, "help-game-end"),
            (help.tournament, "help-game-tournament"),
        ],
        HelpTopic::Clock => vec![
            (true, "help-clock"),
            (help.two_board, "help-clock-press"),
            (true, "help-clock-wait"),
        ],
        HelpTopic::Sound => vec![(true, "help-sound")],
        HelpTopic::Engine => vec![
            (true, "help-engine"),
            (engine, "help-engine-game"),
            (help.engine_help && !help.tournament, "help-engine-help"),
        ],
        HelpTopic::TwoBoard => vec![(true, "help-two-board")],
        HelpTopic::Arbiter => vec![(true, "help-arbiter")],
        HelpTopic::Online => vec![(true, "help-online")],
        HelpTopic::Review => vec![(true, "help-review")],
    };
    parts
        .into_iter()
        .filter(|(shown, _)| *shown)
        .map(|(_, part)| say.sentence(part, []))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A premove as said back: its words, or as typed.
pub(crate) fn premove(entry: &SheetEntry, say: &Say) -> FluentValue<'static> {
    match entry {
        SheetEntry::Move(words) | SheetEntry::MoveAsWritten { words, .. } => {
            say.words(words).into()
        }
        SheetEntry::Written { text: typed, .. } => text(typed).into_owned(),
        SheetEntry::Missing => FluentValue::from(""),
    }
}

/// The prompt of line mode: the last move as SAN in the scheme's letters
/// (`12...Sf6`), then the letter of the side to move or the result.
pub(crate) fn prompt(prompt: &PromptText, say: &Say) -> String {
    let last = match &prompt.last {
        Some((number, side, san)) => {
            let dots = if side.is_white() { "." } else { "..." };
            format!("{number}{dots}{} ", say.scheme.written_san(san))
        }
        None => String::new(),
    };
    match &prompt.result {
        Some(result) => say.sentence(
            "prompt-ended",
            [("last", FluentValue::from(last)), ("result", text(result))],
        ),
        None => say.sentence(
            "prompt",
            [
                ("last", FluentValue::from(last)),
                ("color", color(prompt.to_move)),
            ],
        ),
    }
}
