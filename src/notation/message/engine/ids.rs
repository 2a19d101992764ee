//! The engine and the seats of a game (`engine.ftl`).

use fluent_bundle::FluentValue;
use shakmaty::Color;

use super::*;
use crate::notation::message::Say;
use crate::notation::message::ids::*;

/// Who plays what, for the first line of a game.
pub(crate) fn seats(white: &Seat, black: &Seat, say: &Say) -> FluentValue<'static> {
    let player = |seat: &Seat, color: Color| match seat {
        Seat::Engine { name, level } => say.sentence(
            "seat-engine",
            [("name", text(name)), ("level", count(usize::from(*level)))],
        ),
        Seat::Keyboard(Some(name)) | Seat::Board(Some(name)) | Seat::Away(Some(name)) => {
            name.clone()
        }
        Seat::Keyboard(None) | Seat::Board(None) | Seat::Away(None) | Seat::You => {
            say.side(color).to_owned()
        }
    };
    let boards = |seat: &Seat| {
        FluentValue::from(if matches!(seat, Seat::Board(_)) {
            "yes"
        } else {
            "no"
        })
    };
    let sentence = match (white, black) {
        (Seat::You, other) => say.sentence(
            "seats-you-white",
            [
                ("opponent", player(other, Color::Black).into()),
                ("boards", boards(other)),
            ],
        ),
        (other, Seat::You) => say.sentence(
            "seats-you-black",
            [
                ("opponent", player(other, Color::White).into()),
                ("boards", boards(other)),
            ],
        ),
        (Seat::Keyboard(None), Seat::Keyboard(None)) => say.sentence("seats-one-keyboard", []),
        (Seat::Keyboard(_), Seat::Keyboard(_)) => say.sentence(
            "seats-one-keyboard-named",
            [
                ("white", player(white, Color::White).into()),
                ("black", player(black, Color::Black).into()),
            ],
        ),
        _ => say.sentence(
            "seats",
            [
                ("white", player(white, Color::White).into()),
                ("black", player(black, Color::Black).into()),
            ],
        ),
    };
    FluentValue::from(sentence)
}

/// Text from outside in quotes, its characters escaped as Rust writes a
/// string (`"zz"`).
pub(crate) fn quoted(outside: &str) -> FluentValue<'static> {
    FluentValue::from(format!("{outside:?}"))
}

/// What went wrong with the engine.
pub(crate) fn engine_problem(problem: &EngineProblem, say: &Say) -> FluentValue<'static> {
    let named = |id: &str, name: &str| say.part(id, [("name", text(name))]);
    match problem {
        EngineProblem::NotFound(place) => say.part("engine-not-found", [("path", text(place))]),
        EngineProblem::NotInstalled(name) => named("engine-not-installed", name),
        EngineProblem::DidNotStart { program, why } => say.part(
            "engine-did-not-start",
            [("program", text(program)), ("why", text(why))],
        ),
        EngineProblem::Pipes => say.part("engine-pipes", []),
        EngineProblem::Stopped { name, status } => say.part(
            "engine-stopped",
            [("name", text(name)), ("status", text(status))],
        ),
        EngineProblem::NoAnswer {
            name,
            word,
            seconds,
        } => say.part(
            "engine-no-answer",
            [
                ("name", text(name)),
                ("word", text(word)),
                ("seconds", digits(seconds)),
            ],
        ),
        EngineProblem::NoChess960(name) => named("engine-no-chess960", name),
        EngineProblem::Silent(name) => named("engine-silent", name),
        EngineProblem::NoMove(name) => named("engine-no-move", name),
        EngineProblem::Unreadable { name, text: sent } => say.part(
            "engine-unreadable",
            [("name", text(name)), ("text", quoted(sent))],
        ),
        EngineProblem::Illegal { name, uci } => {
            say.part("engine-illegal", [("name", text(name)), ("uci", text(uci))])
        }
        EngineProblem::Flood(name) => named("engine-flood", name),
        EngineProblem::Thinking => say.part("engine-busy", []),
    }
}
