//! A game's help, premoves, the board screen, the engine and sound
//! (`play.ftl`, `board.ftl`, `engine.ftl`, `sound.ftl`).

use super::*;

/// `help`: the topics the game offers, one a line, and how to ask for one.
pub(super) fn game_help(help: &Help, say: &Say) -> String {
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
pub(super) fn help_page(help: &Help, topic: HelpTopic, say: &Say) -> String {
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

/// Who plays what, for the first line of a game.
pub(super) fn seats(white: &Seat, black: &Seat, say: &Say) -> FluentValue<'static> {
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
