//! A game's help, premoves, the board screen, the engine and sound
//! (`play.ftl`, `board.ftl`, `engine.ftl`, `sound.ftl`).

use super::*;

/// The help of a game, put together by the kind of game: one command a
/// line, short for a braille display.
pub(super) fn game_help(help: &Help, say: &Say) -> String {
    let mut parts = vec![if help.review {
        "help-review"
    } else {
        "help-moves"
    }];
    parts.push("help-board");
    if !help.tournament {
        parts.push("help-board-tools");
    }
    parts.push("help-game");
    if !help.review {
        parts.push("help-actions");
        if !help.tournament {
            parts.push("help-actions-casual");
        }
        parts.push("help-actions-end");
        if help.tournament {
            parts.push("help-actions-tournament");
        }
    }
    for (shown, part) in [
        (help.two_board, "help-two-board"),
        (help.engine_game, "help-engine"),
        (help.engine_help, "help-engine-help"),
        (help.online, "help-online"),
    ] {
        if shown {
            parts.push(part);
        }
    }
    parts.push("help-slash");
    parts
        .into_iter()
        .map(|part| say.sentence(part, []))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A premove as said back: its words, or as typed.
pub(super) fn premove(entry: &SheetEntry, say: &Say) -> FluentValue<'static> {
    match entry {
        SheetEntry::Move(words) | SheetEntry::MoveAsWritten { words, .. } => {
            say.words(words).into()
        }
        SheetEntry::Written { text: typed, .. } => text(typed).into_owned(),
        SheetEntry::Missing => FluentValue::from(""),
    }
}

/// The words of the board screen around the squares.
pub(super) fn board(board: &BoardText, say: &Say) -> String {
    match board {
        BoardText::ClockTitle => say.sentence("board-clock-title", []),
        BoardText::SaidTitle => say.sentence("board-said-title", []),
        BoardText::SaidScrolled => say.sentence("board-said-scrolled", []),
        BoardText::MovesTitle => say.sentence("board-moves-title", []),
        BoardText::HelpTitle => say.sentence("board-help-title", []),
        BoardText::NoClock => say.sentence("board-no-clock", []),
        BoardText::TabForCommand => say.sentence("board-tab-for-command", []),
        BoardText::NotPressed(san) => say.sentence("board-not-pressed", [("san", text(san))]),
        BoardText::Keys(help) => {
            let mut lines = vec![say.sentence("board-keys-head", [])];
            if help.engine_help {
                lines.push(say.sentence("board-keys-engine-help", []));
            }
            if help.two_board {
                lines.push(say.sentence("board-keys-two-board", []));
            }
            lines.push(say.sentence("board-keys-tail", []));
            lines.join("\n")
        }
        BoardText::TooSmall { columns, rows } => say.sentence(
            "board-too-small",
            [("columns", digits(columns)), ("rows", digits(rows))],
        ),
        BoardText::CommandFull(longest) => {
            say.sentence("board-command-full", [("longest", digits(longest))])
        }
    }
}

/// Text from outside in quotes, its characters escaped as Rust writes a
/// string (`"zz"`).
pub(super) fn quoted(outside: &str) -> FluentValue<'static> {
    FluentValue::from(format!("{outside:?}"))
}

/// What went wrong with the engine.
pub(super) fn engine_problem(problem: &EngineProblem, say: &Say) -> FluentValue<'static> {
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

/// Sound's trouble by kind, and the sound system's own words after it.
pub(super) fn sound_fault(id: &str, fault: &SoundFault, say: &Say) -> String {
    let trouble = match fault.trouble {
        SoundTrouble::NoSoundSystem => "sound-trouble-no-sound-system",
        SoundTrouble::NoOutputDevice => "sound-trouble-no-output-device",
        SoundTrouble::DeviceRefused => "sound-trouble-device-refused",
        SoundTrouble::DeviceLost => "sound-trouble-device-lost",
        SoundTrouble::SpeechLost => "sound-trouble-speech-lost",
        SoundTrouble::NoSpeechService => "sound-trouble-no-speech-service",
        SoundTrouble::SpeechSilent => "sound-trouble-speech-silent",
        SoundTrouble::Recordings => "sound-trouble-recordings",
    };
    let said = if fault.detail.is_empty() {
        FluentValue::from("")
    } else {
        say.part("system-said", [("detail", text(&fault.detail))])
    };
    say.sentence(id, [("trouble", say.part(trouble, [])), ("said", said)])
}

/// The prompt of line mode: the last move as SAN in the scheme's letters
/// (`12...Sf6`), then the letter of the side to move or the result.
pub(super) fn prompt(prompt: &PromptText, say: &Say) -> String {
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
