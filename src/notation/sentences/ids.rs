//! Each message's Fluent id and arguments: the one place where a
//! [`Message`] becomes the name of a sentence in `locales/*/*.ftl` and the
//! values that fill it in. A nested enum (why a file cannot be used, why a
//! record stops) is a sentence of its own, said first and given to the
//! outer one as a text.

use std::fmt::Display;
use std::path::Path;
use std::time::Duration;

use fluent_bundle::FluentValue;
use shakmaty::{Color, Role};

use crate::game::{
    Chess960Error, Claim, ClaimBar, FenField, IllegalKind, Pace, PositionFault, Reason, StartError,
    Verdict,
};
use crate::notation::message::{
    ArbiterText, BoardRank, BoardText, CliText, CommandLineFault, ConfigFault, EngineProblem,
    FileProblem, HeaderField, Help, LichessPace, LichessPlayer, Message, MoveFault, NotPlayable,
    OnlineText, RecordFault, Say, ServerTrouble, SettingProblem, SheetEntry, SheetNote, SoundFault,
    SoundTrouble, TouchNote, Usage, VoiceInUse,
};
use crate::notation::{Announcement, game_end};

/// A message in the scheme's language.
pub(super) fn message(message: &Message, say: &Say) -> String {
    match message {
        Message::CannotStart(error) => {
            say.sentence("cannot-start", [("why", start(error, say).into())])
        }
        Message::SavingTo(file) => say.sentence("saving-to", [("path", path(file))]),
        Message::SavedIn(file) => say.sentence("saved-in", [("path", path(file))]),
        Message::SavedAgain(file) => say.sentence("saved-again", [("path", path(file))]),
        Message::SaveFailed {
            path: file,
            problem,
        } => say.sentence(
            "save-failed",
            [
                ("path", path(file)),
                ("problem", file_problem(problem, say).into()),
            ],
        ),
        Message::SavedElsewhere {
            path: file,
            problem,
            instead,
        } => say.sentence(
            "saved-elsewhere",
            [
                ("path", path(file)),
                ("problem", file_problem(problem, say).into()),
                ("instead", path(instead)),
            ],
        ),
        Message::FolderMadeAgain(folder) => {
            say.sentence("folder-made-again", [("path", path(folder))])
        }
        Message::LinksParted(file) => say.sentence("links-parted", [("path", path(file))]),
        Message::FolderUnusable {
            folder,
            problem,
            instead,
        } => {
            let folder = match folder {
                Some(folder) => say.part("games-folder", [("path", path(folder))]),
                None => say.part("games-folder-unnamed", []),
            };
            let problem = file_problem(problem, say).into();
            match instead {
                Some(instead) => say.sentence(
                    "folder-unusable-elsewhere",
                    [
                        ("folder", folder),
                        ("problem", problem),
                        ("instead", path(instead)),
                    ],
                ),
                None => say.sentence(
                    "folder-unusable-not-saved",
                    [("folder", folder), ("problem", problem)],
                ),
            }
        }
        Message::FileRefused {
            path: file,
            problem,
        } => say.sentence(
            "file-refused",
            [
                ("path", path(file)),
                ("problem", file_problem(problem, say).into()),
            ],
        ),
        Message::WavNeedsFile => say.sentence("wav-needs-file", []),
        Message::SaveFileExists(file) => say.sentence("save-file-exists", [("path", path(file))]),
        Message::SaveFileKept(file) => say.sentence("save-file-kept", [("path", path(file))]),
        Message::Resuming {
            path: file,
            game,
            plies,
        } => say.sentence(
            "resuming",
            [
                ("path", path(file)),
                ("game", count(*game)),
                ("plies", count(*plies)),
            ],
        ),
        Message::NoSuchGame {
            path: file,
            number,
            count: games,
        } => match (number, games) {
            (_, 0) => say.sentence("no-game-in-file", [("path", path(file))]),
            (0, _) => say.sentence(
                "games-counted-from-one",
                [("path", path(file)), ("count", count(*games))],
            ),
            _ => say.sentence(
                "no-such-game",
                [
                    ("path", path(file)),
                    ("number", digits(number)),
                    ("count", count(*games)),
                ],
            ),
        },
        Message::GameFinished { path: file, result } => say.sentence(
            "game-finished",
            [
                ("path", path(file)),
                ("result", game_result(result, say).into()),
            ],
        ),
        Message::NoUnfinishedGame(Some(folder)) => {
            say.sentence("no-unfinished-game", [("path", path(folder))])
        }
        Message::NoUnfinishedGame(None) => say.sentence("no-games-folder", []),
        Message::BadOption { option, problem } => say.sentence(
            "bad-option",
            [
                ("option", text(option)),
                ("problem", setting_problem(problem, say)),
            ],
        ),
        Message::BadSetting {
            file,
            line,
            key,
            problem,
        } => say.sentence(
            "bad-setting",
            [
                ("path", path(file)),
                ("line", digits(line)),
                ("key", text(key)),
                ("problem", setting_problem(problem, say)),
            ],
        ),
        Message::MoreSettingsUnused { file, more } => say.sentence(
            "more-settings-unused",
            [("path", path(file)), ("more", count(*more))],
        ),
        Message::ConfigUnused { file, line, fault } => {
            let fault = match fault {
                ConfigFault::NotUtf8 => say.part("config-not-utf8", []),
                ConfigFault::Unreadable(problem) => say.part(
                    "config-unreadable",
                    [("problem", file_problem(problem, say).into())],
                ),
                ConfigFault::NotToml(detail) => {
                    say.part("config-not-toml", [("detail", text(detail))])
                }
            };
            match line {
                Some(line) => say.sentence(
                    "config-unused-at-line",
                    [
                        ("path", path(file)),
                        ("line", digits(line)),
                        ("fault", fault),
                    ],
                ),
                None => say.sentence("config-unused", [("path", path(file)), ("fault", fault)]),
            }
        }
        Message::Reviewing {
            path: file,
            game,
            white,
            black,
            plies,
            result,
        } => say.sentence(
            "reviewing",
            [
                ("path", path(file)),
                ("game", count(*game)),
                ("white", text(white)),
                ("black", text(black)),
                ("plies", count(*plies)),
                ("result", text(result)),
            ],
        ),
        Message::ReviewStops { ply, fault } => say.sentence(
            "review-stops",
            [
                ("ply", count(*ply)),
                ("fault", record_fault(fault, say).into()),
            ],
        ),
        Message::Outcome {
            result,
            verdict,
            ended_at,
        } => outcome(result, verdict.as_ref(), *ended_at, say),
        Message::SheetsAgree { plies } => say.sentence("sheets-agree", [("plies", count(*plies))]),
        Message::SheetsDiffer {
            move_number,
            side: mover,
            a,
            b,
        } => say.sentence(
            "sheets-differ",
            [
                ("number", count(*move_number)),
                ("side", side(say, *mover)),
                ("a", sheet_entry(a, say)),
                ("b", sheet_entry(b, say)),
            ],
        ),
        Message::SheetLeavesOut {
            sheet,
            move_number,
            side: mover,
            words,
        } => say.sentence(
            "sheet-leaves-out",
            [
                ("sheet", digits(sheet)),
                ("number", count(*move_number)),
                ("side", side(say, *mover)),
                ("words", say.words(words).into()),
            ],
        ),
        Message::SheetClocks {
            sheet,
            white,
            black,
        } => {
            let time = |time: &Option<Duration>| match time {
                Some(time) => say.time(*time).into(),
                None => say.part("clock-not-recorded", []),
            };
            say.sentence(
                "sheet-clocks",
                [
                    ("sheet", digits(sheet)),
                    ("white", time(white)),
                    ("black", time(black)),
                ],
            )
        }
        Message::PositionBefore => say.sentence("position-before", []),
        Message::Position(ranks) => position(ranks, say),
        Message::Fen(fen) => say.sentence("fen", [("fen", text(fen))]),
        Message::EventName => say.sentence("event-name", []),
        Message::Header { field, value } => match field {
            HeaderField::Event => say.sentence("header-event", [("value", text(value))]),
            HeaderField::Date => say.sentence("header-date", [("value", text(value))]),
            HeaderField::Player(player) => say.sentence(
                "header-player",
                [("side", side(say, *player)), ("value", text(value))],
            ),
        },
        Message::EngineName { name, level } => say.sentence(
            "engine-name",
            [("name", text(name)), ("level", digits(level))],
        ),
        Message::YouPlay {
            side: player,
            engine,
        } => say.sentence(
            "you-play",
            [("side", side(say, *player)), ("engine", text(engine))],
        ),
        Message::NoEngine(problem) => {
            say.sentence("no-engine", [("problem", engine_problem(problem, say))])
        }
        Message::EngineFailed(problem) => {
            say.sentence("engine-failed", [("problem", engine_problem(problem, say))])
        }
        Message::NoHelp(problem) => {
            say.sentence("no-help", [("problem", engine_problem(problem, say))])
        }
        Message::NoSideIsEngine => say.sentence("no-side-is-engine", []),
        Message::EngineThinking => say.sentence("engine-thinking", []),
        Message::HelpOff => say.sentence("help-off", []),
        Message::NoEvaluation => say.sentence("no-evaluation", []),
        Message::EngineSuggestedUnplayable(suggested) => {
            say.sentence("engine-suggested-unplayable", [("text", quoted(suggested))])
        }
        Message::EngineFlagFell => say.sentence("engine-flag-fell", []),
        Message::EngineDeclinesDraw => say.sentence("engine-declines-draw", []),
        Message::VoiceRecordings => say.sentence("voice-recordings", []),
        Message::OwnRecordings { dir, count: found } => say.sentence(
            "own-recordings",
            [("path", path(dir)), ("count", count(*found))],
        ),
        Message::VoicePackProblem(problem) => {
            say.sentence("voice-pack-problem", [("problem", text(problem))])
        }
        Message::NoSystemVoiceCalled(name) => {
            say.sentence("no-system-voice-called", [("name", text(name))])
        }
        Message::NoSoundCard => say.sentence("no-sound-card", []),
        Message::NoSoundDevice(fault) | Message::NoSound(fault) => {
            sound_fault("no-sound", fault, say)
        }
        Message::NoSystemSpeech(fault) => sound_fault("no-system-speech", fault, say),
        Message::SoundLost(fault) => sound_fault("sound-lost", fault, say),
        Message::BoardKeys => say.sentence("board-keys", []),
        Message::NotYourPiece => say.sentence("not-your-piece", []),
        Message::Board(text) => board(text, say),
        Message::Greeting => say.sentence("greeting", []),
        Message::Help(help) => game_help(help, say),
        Message::HelpPointer => say.sentence("help-pointer", []),
        Message::NotUtf8(read) => say.sentence("not-utf8", [("text", text(read))]),
        Message::Usage(usage) => match usage {
            Usage::Scan => say.sentence("usage-scan", []),
            Usage::Legal => say.sentence("usage-legal", []),
            Usage::Attackers => say.sentence("usage-attackers", []),
            Usage::Square => say.sentence("usage-square", []),
            Usage::Claim => say.sentence("usage-claim", []),
            Usage::Goto(last) => say.sentence("usage-goto", [("last", count(*last))]),
            Usage::Touched => say.sentence("usage-touched", []),
            Usage::Retrace => say.sentence("usage-retrace", []),
            Usage::ClockSet => say.sentence("usage-clock-set", []),
            Usage::Wait => say.sentence("usage-wait", []),
            Usage::Chat => say.sentence("usage-chat", []),
            Usage::Pieces => say.sentence("usage-pieces", []),
        },
        Message::NotAReviewCommand(typed) => {
            say.sentence("not-a-review-command", [("text", text(typed))])
        }
        Message::NothingSaidYet => say.sentence("nothing-said-yet", []),
        Message::NoMoveYet => say.sentence("no-move-yet", []),
        Message::BrowseAtLast => say.sentence("browse-at-last", []),
        Message::BrowseFirst => say.sentence("browse-first", []),
        Message::BrowseLast => say.sentence("browse-last", []),
        Message::StartOfGame => say.sentence("start-of-game", []),
        Message::EndOfGame => say.sentence("end-of-game", []),
        Message::StartingPosition => say.sentence("starting-position", []),
        Message::Flipped { bottom } => say.sentence("flipped", [("side", side(say, *bottom))]),
        Message::Declined => say.sentence("declined", []),
        Message::ConfirmResign => say.sentence("confirm-resign", []),
        Message::ConfirmDraw => say.sentence("confirm-draw", []),
        Message::ConfirmDrawWith(words) => {
            say.sentence("confirm-draw-with", [("words", say.words(words).into())])
        }
        Message::DrawNotOffered => say.sentence("draw-not-offered", []),
        Message::DrawAnswer => say.sentence("draw-answer", []),
        Message::AskTakeback => say.sentence("ask-takeback", []),
        Message::NothingToTakeBack => say.sentence("nothing-to-take-back", []),
        Message::NoOwnMoveToTakeBack => say.sentence("no-own-move-to-take-back", []),
        Message::ClaimNotPossible => say.sentence("claim-not-possible", []),
        Message::IncorrectClaim { penalty: None, .. } => say.sentence("incorrect-claim", []),
        Message::IncorrectClaim {
            opponent,
            penalty: Some(penalty),
        } => say.sentence(
            "incorrect-claim-penalty",
            [
                ("side", side(say, *opponent)),
                ("time", say.time(*penalty).into()),
            ],
        ),
        Message::WaitNeedsPracticeClock => say.sentence("wait-needs-practice-clock", []),
        Message::GameIsOver => say.sentence("game-is-over", []),
        Message::Players { white, black } => {
            let name = |name: &Option<String>| match name {
                Some(name) => text(name).into_owned(),
                None => say.part("player-at-keyboard", []),
            };
            say.sentence("players", [("white", name(white)), ("black", name(black))])
        }
        Message::ConfirmAbort => say.sentence("confirm-abort", []),
        Message::Aborted { removed: true } => say.sentence("aborted-removed", []),
        Message::Aborted { removed: false } => say.sentence("aborted", []),
        Message::AbortTooLate => say.sentence("abort-too-late", []),
        Message::DidYouMean(words) => {
            say.sentence("did-you-mean", [("words", say.words(words).into())])
        }
        Message::NothingAsked => say.sentence("nothing-asked", []),
        Message::QuestionDropped => say.sentence("question-dropped", []),
        Message::Premove(entry) => say.sentence("premove", [("move", premove(entry, say))]),
        Message::PremoveReplaced(entry) => {
            say.sentence("premove-replaced", [("move", premove(entry, say))])
        }
        Message::PremoveCancelled => say.sentence("premove-cancelled", []),
        Message::NoPremove => say.sentence("no-premove", []),
        Message::PremoveFailed => say.sentence("premove-failed", []),
        Message::QuitToLeave => say.sentence("quit-to-leave", []),
        Message::Left { path: file, over } => say.sentence(
            if *over { "left-over" } else { "left" },
            [("path", path(file))],
        ),
        Message::LeftUnplayed => say.sentence("left-unplayed", []),
        Message::TournamentMode => say.sentence("tournament-mode", []),
        Message::TournamentNoHelp => say.sentence("tournament-no-help", []),
        Message::TwoBoardOnly => say.sentence("two-board-only", []),
        Message::DrawWithNextMove => say.sentence("draw-with-next-move", []),
        Message::DrawWithPress => say.sentence("draw-with-press", []),
        Message::PressHint => say.sentence("press-hint", []),
        Message::MoveCancelled => say.sentence("move-cancelled", []),
        Message::NothingWaitsForClock => say.sentence("nothing-waits-for-clock", []),
        Message::NothingToPress => say.sentence("nothing-to-press", []),
        Message::CancelledBeforePress => say.sentence("cancelled-before-press", []),
        Message::UnpressedOnQuit(words) => {
            say.sentence("unpressed-on-quit", [("words", say.words(words).into())])
        }
        Message::Touched { pieces, rule } => say.sentence(
            "touched",
            [
                ("pieces", say.words(pieces).into()),
                ("rule", touch_note(rule, say)),
            ],
        ),
        Message::TouchBreaks(rule) => {
            say.sentence("touch-breaks", [("rule", touch_note(rule, say))])
        }
        Message::Arbiter(text) => arbiter(text, say),
        Message::Online(text) => online(text, say),
        Message::Cli(text) => cli(text, say),
    }
}

/// A count: digits in print, words in speech.
fn count(n: impl Into<FluentValue<'static>>) -> FluentValue<'static> {
    n.into()
}

/// A number in digits, in print and in speech alike.
fn digits(n: impl Display) -> FluentValue<'static> {
    FluentValue::from(n.to_string())
}

fn text(text: &str) -> FluentValue<'_> {
    FluentValue::from(text)
}

fn path(path: &Path) -> FluentValue<'static> {
    FluentValue::from(path.display().to_string())
}

/// A side, for a sentence to choose by: `white` or `black`.
fn color(color: Color) -> FluentValue<'static> {
    FluentValue::from(match color {
        Color::White => "white",
        Color::Black => "black",
    })
}

/// The side's word in the scheme (Weiß, White).
fn side(say: &Say, color: Color) -> FluentValue<'static> {
    FluentValue::from(say.side(color))
}

/// Parts joined as a list, each pair by the sentence `joiner`.
fn list(parts: impl IntoIterator<Item = String>, joiner: &str, say: &Say) -> FluentValue<'static> {
    let joined = parts
        .into_iter()
        .reduce(|first, second| {
            say.sentence(joiner, [("first", first.into()), ("second", second.into())])
        })
        .unwrap_or_default();
    FluentValue::from(joined)
}

fn file_problem(problem: &FileProblem, say: &Say) -> String {
    let id = match problem {
        FileProblem::NoPermission => "file-problem-no-permission",
        FileProblem::NotFound => "file-problem-not-found",
        FileProblem::NotAFolder => "file-problem-not-a-folder",
        FileProblem::IsAFolder => "file-problem-is-a-folder",
        FileProblem::NotAFile => "file-problem-not-a-file",
        FileProblem::NoSpace => "file-problem-no-space",
        FileProblem::ReadOnly => "file-problem-read-only",
        FileProblem::Locked => "file-problem-locked",
        FileProblem::NoFolder => "file-problem-no-folder",
        FileProblem::Other(detail) => {
            return say.sentence("file-problem-other", [("detail", text(detail))]);
        }
        FileProblem::DanglingLink => "file-problem-dangling-link",
        FileProblem::IsTheSource => "file-problem-is-the-source",
        FileProblem::TooBig(limit) => {
            return say.sentence("file-problem-too-big", [("limit", digits(limit))]);
        }
        FileProblem::NoFreeName => "file-problem-no-free-name",
        FileProblem::AlreadyThere => "file-problem-already-there",
        FileProblem::ChangedMeanwhile => "file-problem-changed-meanwhile",
        FileProblem::NoGame => "file-problem-no-game",
        FileProblem::RiffFull(limit) => {
            return say.sentence("file-problem-riff-full", [("limit", digits(limit))]);
        }
        FileProblem::LinkLoop => "file-problem-link-loop",
        FileProblem::BadName => "file-problem-bad-name",
        FileProblem::TooBigForDisk => "file-problem-too-big-for-disk",
        FileProblem::Busy => "file-problem-busy",
    };
    say.sentence(id, [])
}

fn record_fault(fault: &RecordFault, say: &Say) -> String {
    match fault {
        RecordFault::Move {
            text: written,
            move_number,
            side: mover,
            line,
            why,
        } => say.sentence(
            "record-fault-move",
            [
                ("text", text(written)),
                ("number", count(*move_number)),
                ("side", side(say, *mover)),
                ("line", count(*line)),
                ("fault", move_fault(*why)),
            ],
        ),
        RecordFault::UnclosedComment { line } => {
            say.sentence("record-fault-unclosed-comment", [("line", count(*line))])
        }
        RecordFault::UnclosedVariation { line } => {
            say.sentence("record-fault-unclosed-variation", [("line", count(*line))])
        }
        RecordFault::ResultInMoves { line, result } => say.sentence(
            "record-fault-result-in-moves",
            [("line", count(*line)), ("result", text(result))],
        ),
        RecordFault::BadTag { line, text: tag } => say.sentence(
            "record-fault-bad-tag",
            [("line", count(*line)), ("text", text(tag))],
        ),
        RecordFault::UnknownVariant(variant) => {
            say.sentence("record-fault-unknown-variant", [("variant", text(variant))])
        }
        RecordFault::TooLong { line, megabytes } => say.sentence(
            "record-fault-too-long",
            [("line", count(*line)), ("megabytes", digits(megabytes))],
        ),
        RecordFault::Endless { line, items } => say.sentence(
            "record-fault-endless",
            [("line", count(*line)), ("items", count(*items))],
        ),
        RecordFault::Start(error) => start(error, say),
    }
}

/// A game's result as written, or in words when spoken ("eins zu null").
pub(crate) fn game_result(written: &str, say: &Say) -> String {
    let score = match written {
        "1-0" => "white",
        "0-1" => "black",
        "1/2-1/2" => "draw",
        "*" => "open",
        _ => "other",
    };
    say.sentence(
        "game-result",
        [
            ("score", FluentValue::from(score)),
            ("written", text(written)),
        ],
    )
}

/// How a game of a file came out: the result as written, the verdict, and
/// where the rules ended it when the record goes on after that.
fn outcome(
    written: &str,
    verdict: Option<&Verdict>,
    ended_at: Option<(u32, Color)>,
    say: &Say,
) -> String {
    let result = game_result(written, say).into();
    let Some(verdict) = verdict else {
        return say.sentence("outcome-not-ended", [("result", result)]);
    };
    let end = say.words(&game_end(verdict)).into();
    let agrees = verdict.pgn_result() == written;
    match ended_at {
        Some((number, mover)) => say.sentence(
            if agrees {
                "outcome-moves-after-end"
            } else {
                "outcome-ended-otherwise"
            },
            [
                ("result", result),
                ("end", end),
                ("number", count(number)),
                ("side", side(say, mover)),
            ],
        ),
        None if !agrees && written != "*" => {
            say.sentence("outcome-otherwise", [("result", result), ("end", end)])
        }
        None => say.sentence("outcome", [("result", result), ("end", end)]),
    }
}

/// What one scoresheet has at a half-move.
fn sheet_entry(entry: &SheetEntry, say: &Say) -> FluentValue<'static> {
    match entry {
        SheetEntry::Move(words) => say.words(words).into(),
        SheetEntry::Written { text: written, why } => say.part(
            "sheet-entry-written",
            [("text", text(written)), ("fault", move_fault(*why))],
        ),
        SheetEntry::Missing => say.part("sheet-entry-missing", []),
        SheetEntry::MoveAsWritten {
            words,
            text: written,
        } => say.part(
            "sheet-entry-as-written",
            [("words", say.words(words).into()), ("text", text(written))],
        ),
    }
}

fn move_fault(fault: MoveFault) -> FluentValue<'static> {
    FluentValue::from(match fault {
        MoveFault::NotAMove => "not-a-move",
        MoveFault::Illegal => "illegal",
        MoveFault::Ambiguous => "ambiguous",
    })
}

/// A position a rank a line: the rank's number, then a letter for each
/// square (the language's piece letters, White's in capitals, Black's
/// small) or `-` for an empty one.
fn position(ranks: &[BoardRank], say: &Say) -> String {
    let letters: Vec<char> = say
        .sentence("piece-letters", [])
        .split_whitespace()
        .filter_map(|letter| letter.chars().next())
        .collect();
    let letter = |role: Role| {
        let index = match role {
            Role::King => 0,
            Role::Queen => 1,
            Role::Rook => 2,
            Role::Bishop => 3,
            Role::Knight => 4,
            Role::Pawn => 5,
        };
        letters
            .get(index)
            .copied()
            .unwrap_or_else(|| role.upper_char())
    };
    ranks
        .iter()
        .map(|rank| {
            let cells: Vec<String> = rank
                .squares
                .iter()
                .map(|square| match square {
                    Some((Color::White, role)) => letter(*role).to_uppercase().to_string(),
                    Some((Color::Black, role)) => letter(*role).to_lowercase().to_string(),
                    None => "-".to_owned(),
                })
                .collect();
            format!("{}: {}", rank.number, cells.join(" "))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Text from outside in quotes, its characters escaped as Rust writes a
/// string (`"zz"`).
fn quoted(outside: &str) -> FluentValue<'static> {
    FluentValue::from(format!("{outside:?}"))
}

/// What went wrong with the engine.
fn engine_problem(problem: &EngineProblem, say: &Say) -> FluentValue<'static> {
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
fn sound_fault(id: &str, fault: &SoundFault, say: &Say) -> String {
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

/// The words of the board screen around the squares.
fn board(board: &BoardText, say: &Say) -> String {
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

/// The help of a game, put together by the kind of game: one command a
/// line, short for a braille display.
fn game_help(help: &Help, say: &Say) -> String {
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
fn premove(entry: &SheetEntry, say: &Say) -> FluentValue<'static> {
    match entry {
        SheetEntry::Move(words) | SheetEntry::MoveAsWritten { words, .. } => {
            say.words(words).into()
        }
        SheetEntry::Written { text: typed, .. } => text(typed).into_owned(),
        SheetEntry::Missing => FluentValue::from(""),
    }
}

/// What touching pieces obliges a player to move (articles 4.3 to 4.5).
fn touch_note(note: &TouchNote, say: &Say) -> FluentValue<'static> {
    let words = |words: &Announcement| -> FluentValue<'static> { say.words(words).into() };
    match note {
        TouchNote::Move(piece) => say.part("touch-move", [("piece", words(piece))]),
        TouchNote::Capture(piece) => say.part("touch-capture", [("piece", words(piece))]),
        TouchNote::CaptureWith(piece, target) => say.part(
            "touch-capture-with",
            [("piece", words(piece)), ("target", words(target))],
        ),
        TouchNote::Any => say.part("touch-any", []),
        TouchNote::Castle(rook) => say.part("touch-castle", [("rook", words(rook))]),
        TouchNote::KingMove(king) => say.part("touch-king-move", [("king", words(king))]),
        TouchNote::MoveWithoutCastling(piece, rook) => say.part(
            "touch-move-without-castling",
            [("piece", words(piece)), ("rook", words(rook))],
        ),
        TouchNote::AnyWithoutCastling(rook) => {
            say.part("touch-any-without-castling", [("rook", words(rook))])
        }
    }
}

fn illegal_kind(kind: IllegalKind) -> FluentValue<'static> {
    FluentValue::from(match kind {
        IllegalKind::Completed => "completed",
        IllegalKind::Promotion => "promotion",
        IllegalKind::TwoHands => "two-hands",
        IllegalKind::ClockWithoutMove => "clock-without-move",
    })
}

/// The arbiter's procedures in two-board play.
fn arbiter(text: &ArbiterText, say: &Say) -> String {
    match text {
        ArbiterText::Illegal {
            offender,
            kind,
            what,
            penalty,
        } => {
            let what = what.as_ref().map(|w| say.words(w)).unwrap_or_default();
            let ruled = match kind {
                IllegalKind::Completed => "illegal-completed",
                IllegalKind::Promotion => "illegal-promotion",
                IllegalKind::TwoHands => "illegal-two-hands",
                IllegalKind::ClockWithoutMove => "illegal-clock-without-move",
            };
            let ruled = say.part(ruled, [("what", what.into()), ("article", digits(kind))]);
            let next = match kind {
                IllegalKind::Completed | IllegalKind::ClockWithoutMove => {
                    say.part("arbiter-still-to-move", [("side", side(say, *offender))])
                }
                IllegalKind::Promotion | IllegalKind::TwoHands => FluentValue::from(""),
            };
            let (offender, other) = (side(say, *offender), side(say, !*offender));
            match penalty {
                Some(penalty) => say.sentence(
                    "arbiter-illegal",
                    [
                        ("side", offender),
                        ("ruled", ruled),
                        ("other", other),
                        ("time", say.time(*penalty).into()),
                        ("next", next),
                    ],
                ),
                None => say.sentence(
                    "arbiter-illegal-no-clock",
                    [
                        ("side", offender),
                        ("ruled", ruled),
                        ("other", other),
                        ("next", next),
                    ],
                ),
            }
        }
        ArbiterText::SecondIllegal { offender, kind } => say.sentence(
            "arbiter-second-illegal",
            [("side", side(say, *offender)), ("article", digits(kind))],
        ),
        ArbiterText::NamePieceMoved => say.sentence("arbiter-name-piece-moved", []),
        ArbiterText::AnnouncedIsLegal => say.sentence("arbiter-announced-is-legal", []),
        ArbiterText::PromotionPiece => say.sentence("arbiter-promotion-piece", []),
        ArbiterText::ClaimBarred(bar) => say.sentence(
            match bar {
                ClaimBar::Touched => "claim-barred-touched",
                ClaimBar::Announced => "claim-barred-announced",
                ClaimBar::NotToMove => "claim-barred-not-to-move",
            },
            [],
        ),
        ArbiterText::ClaimIsOffer { claimant } => {
            say.sentence("claim-is-offer", [("side", side(say, *claimant))])
        }
        ArbiterText::NoTakeback => say.sentence("arbiter-no-takeback", []),
        ArbiterText::NoAbort => say.sentence("arbiter-no-abort", []),
        ArbiterText::NotOnTactileBoard => say.sentence("arbiter-not-on-tactile-board", []),
        ArbiterText::Retraced { number, taken } => say.sentence(
            "retraced",
            [("number", count(*number)), ("taken", count(*taken))],
        ),
        ArbiterText::NoSuchMove(number) => {
            say.sentence("no-such-move", [("number", count(*number))])
        }
        ArbiterText::ClockSet { color, time } => say.sentence(
            "arbiter-clock-set",
            [
                ("side", side(say, *color)),
                ("time", say.time(*time).into()),
            ],
        ),
        ArbiterText::ClockAdded { color, millis } => say.sentence(
            if *millis < 0 {
                "arbiter-time-taken"
            } else {
                "arbiter-time-added"
            },
            [
                ("side", side(say, *color)),
                (
                    "time",
                    say.time(Duration::from_millis(millis.unsigned_abs()))
                        .into(),
                ),
            ],
        ),
        ArbiterText::NoClock => say.sentence("arbiter-no-clock", []),
        ArbiterText::Note(note) => sheet_note(note, say),
    }
}

/// What is written beside a move.
fn sheet_note(note: &SheetNote, say: &Say) -> String {
    match note {
        SheetNote::Offer(color) => say.sentence("note-offer", [("side", side(say, *color))]),
        SheetNote::Claim { claim, correct, by } => {
            let claim = FluentValue::from(match claim {
                Claim::ThreefoldRepetition => "threefold",
                Claim::FiftyMoves => "fifty",
            });
            let correct = FluentValue::from(if *correct { "yes" } else { "no" });
            match by {
                Some(by) => say.sentence(
                    "note-claim-by",
                    [
                        ("side", side(say, *by)),
                        ("claim", claim),
                        ("correct", correct),
                    ],
                ),
                None => say.sentence("note-claim", [("claim", claim), ("correct", correct)]),
            }
        }
        SheetNote::Illegal {
            by,
            kind,
            text: written,
        } => say.sentence(
            "note-illegal",
            [
                ("side", side(say, *by)),
                ("article", digits(kind)),
                ("kind", illegal_kind(*kind)),
                ("text", text(written)),
            ],
        ),
        SheetNote::TimeAdded { color, millis } => say.sentence(
            "note-time-added",
            [
                ("side", side(say, *color)),
                (
                    "sign",
                    FluentValue::from(if *millis < 0 { "-" } else { "+" }),
                ),
                (
                    "time",
                    say.time(Duration::from_millis(millis.unsigned_abs()))
                        .into(),
                ),
            ],
        ),
        SheetNote::ClockSet { color, time } => say.sentence(
            "note-clock-set",
            [
                ("side", side(say, *color)),
                ("time", say.time(*time).into()),
            ],
        ),
        SheetNote::Retraced(moves) => say.sentence("note-retraced", [("moves", text(moves))]),
    }
}

fn yes(yes: bool) -> FluentValue<'static> {
    FluentValue::from(if yes { "yes" } else { "no" })
}

/// A player on lichess by name (with the title lichess gives it), or
/// lichess's AI by its level.
fn lichess_player(player: &LichessPlayer, say: &Say) -> FluentValue<'static> {
    match player {
        LichessPlayer::Named { name, .. } => FluentValue::from(name.clone()),
        LichessPlayer::Ai(level) => say.part("lichess-ai", [("level", count(*level))]),
        LichessPlayer::Anonymous => say.part("lichess-anonymous", []),
    }
}

/// A player's rating after the name, provisional marked; nothing without.
fn lichess_rating(player: &LichessPlayer, say: &Say) -> FluentValue<'static> {
    match player {
        LichessPlayer::Named {
            rating: Some(rating),
            provisional,
            ..
        } => say.part(
            "lichess-rating",
            [
                ("rating", count(*rating)),
                ("provisional", yes(*provisional)),
            ],
        ),
        _ => FluentValue::from(""),
    }
}

/// A lichess game's pace: its clock, days a move, or none.
fn lichess_pace(pace: &LichessPace, say: &Say) -> FluentValue<'static> {
    match pace {
        LichessPace::Clock { initial, increment } => {
            let start = if initial % 60 == 0 && *initial > 0 {
                say.part("pace-minutes", [("count", count(initial / 60))])
            } else {
                say.part("pace-seconds", [("count", count(*initial))])
            };
            if *increment == 0 {
                start
            } else {
                say.part(
                    "pace-increment",
                    [
                        ("start", start),
                        (
                            "increment",
                            say.part("pace-seconds", [("count", count(*increment))]),
                        ),
                    ],
                )
            }
        }
        LichessPace::Days(days) => say.part("pace-days", [("days", count(*days))]),
        LichessPace::Unlimited => say.part("pace-unlimited", []),
    }
}

fn not_playable(why: &NotPlayable, say: &Say) -> FluentValue<'static> {
    match why {
        NotPlayable::BoardApi => say.part("not-playable-board-api", []),
        NotPlayable::Variant(name) => say.part("not-playable-variant", [("variant", text(name))]),
    }
}

/// Days, hours and minutes, as a correspondence clock is read.
fn days_left(left: Duration, say: &Say) -> FluentValue<'static> {
    let minutes = left.as_secs() / 60;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(say.sentence("time-left-days", [("count", count(days))]));
    }
    if hours > 0 || days > 0 {
        parts.push(say.sentence("time-left-hours", [("count", count(hours))]));
    }
    if days == 0 {
        parts.push(say.sentence("time-left-minutes", [("count", count(minutes))]));
    }
    FluentValue::from(parts.join(" "))
}

/// What lichess says ended a game: who left or lost, where it names them.
fn server_status(status: &str, loser: Option<Color>, say: &Say) -> FluentValue<'static> {
    let id = match (status, loser) {
        ("timeout", Some(_)) => "server-status-timeout-by",
        ("timeout", None) => "server-status-timeout",
        ("outoftime", Some(_)) => "server-status-out-of-time-by",
        ("outoftime", None) => "server-status-out-of-time",
        ("resign", Some(_)) => "server-status-resign-by",
        ("mate", _) => "server-status-mate",
        ("stalemate", _) => "server-status-stalemate",
        ("draw", _) => "server-status-draw",
        ("cheat", _) => "server-status-cheat",
        ("noStart", _) => "server-status-no-start",
        ("aborted", _) => "server-status-aborted",
        ("variantEnd", _) => "server-status-variant-end",
        ("insufficientMaterialClaim", _) => "server-status-insufficient-material",
        ("unknownFinish", _) => "server-status-unknown-finish",
        (other, _) => return say.part("server-status-other", [("status", text(other))]),
    };
    match loser {
        Some(loser) if id.ends_with("-by") => say.part(id, [("side", side(say, loser))]),
        _ => say.part(id, []),
    }
}

fn server_trouble(why: &ServerTrouble, say: &Say) -> FluentValue<'static> {
    match why {
        ServerTrouble::NoAnswer => say.part("server-no-answer", []),
        ServerTrouble::UnknownHost => say.part("server-unknown-host", []),
        ServerTrouble::NotHttps => say.part("server-not-https", []),
        ServerTrouble::TooSlow(seconds) => {
            say.part("server-too-slow", [("seconds", count(*seconds))])
        }
        ServerTrouble::Closed => say.part("server-closed", []),
        ServerTrouble::NoGame => say.part("server-no-game", []),
        ServerTrouble::Status(status) => say.part("server-status", [("status", digits(status))]),
        ServerTrouble::NotJson => say.part("server-not-json", []),
        ServerTrouble::Other(detail) => say.part("server-other", [("text", text(detail))]),
    }
}

/// The sentences of online play.
fn online(message: &OnlineText, say: &Say) -> String {
    match message {
        OnlineText::TokenPrompt => say.sentence("online-token-prompt", []),
        OnlineText::TokenSaved(file) => say.sentence("online-token-saved", [("path", path(file))]),
        OnlineText::LoggedIn(user) => say.sentence("online-logged-in", [("user", text(user))]),
        OnlineText::NoToken => say.sentence("online-no-token", []),
        OnlineText::TokenRefused => say.sentence("online-token-refused", []),
        OnlineText::ServerDown { server, why } => say.sentence(
            "online-server-down",
            [("server", text(server)), ("why", server_trouble(why, say))],
        ),
        OnlineText::NoSuchGame(id) => say.sentence("online-no-such-game", [("id", text(id))]),
        OnlineText::Refused(why) => say.sentence("online-refused", [("why", text(why))]),
        OnlineText::RateLimited(seconds) => {
            say.sentence("online-rate-limited", [("seconds", count(*seconds))])
        }
        OnlineText::ConnectionLost => say.sentence("online-connection-lost", []),
        OnlineText::ConnectionBack => say.sentence("online-connection-back", []),
        OnlineText::NotSent => say.sentence("online-not-sent", []),
        OnlineText::Games { total: 1, my_turn } => say.sentence(
            if *my_turn == 1 {
                "online-one-game-my-turn"
            } else {
                "online-one-game-their-turn"
            },
            [],
        ),
        OnlineText::Games { total, my_turn } => say.sentence(
            "online-games",
            [("total", count(*total)), ("mine", count(*my_turn))],
        ),
        OnlineText::NoGames => say.sentence("online-no-games", []),
        OnlineText::Playing {
            id,
            opponent,
            color,
            days,
        } => {
            let (id, opponent, player) =
                (text(id), lichess_player(opponent, say), side(say, *color));
            match days {
                Some(days) => say.sentence(
                    "online-playing-days",
                    [
                        ("id", id),
                        ("opponent", opponent),
                        ("side", player),
                        ("days", count(*days)),
                    ],
                ),
                None => say.sentence(
                    "online-playing",
                    [("id", id), ("opponent", opponent), ("side", player)],
                ),
            }
        }
        OnlineText::AboutGame {
            opponent,
            rated,
            pace,
        } => say.sentence(
            "online-about-game",
            [
                ("opponent", lichess_player(opponent, say)),
                ("rating", lichess_rating(opponent, say)),
                ("rated", yes(*rated)),
                ("pace", lichess_pace(pace, say)),
            ],
        ),
        OnlineText::ListedGame {
            number,
            opponent,
            my_turn,
            left,
            speed,
            not_playable: why,
        } => {
            let number = count(*number);
            let (opponent, rating) = (lichess_player(opponent, say), lichess_rating(opponent, say));
            let speed = say.part("lichess-speed", [("speed", text(speed))]);
            match why {
                Some(why) => say.sentence(
                    "online-listed-not-playable",
                    [
                        ("number", number),
                        ("opponent", opponent),
                        ("rating", rating),
                        ("speed", speed),
                        ("why", not_playable(why, say)),
                    ],
                ),
                None => {
                    let left = match left {
                        Some(left) => say.part(
                            "online-listed-left",
                            [("time", days_left(Duration::from_secs(*left), say))],
                        ),
                        None => FluentValue::from(""),
                    };
                    say.sentence(
                        "online-listed-game",
                        [
                            ("number", number),
                            ("opponent", opponent),
                            ("rating", rating),
                            ("speed", speed),
                            (
                                "turn",
                                FluentValue::from(if *my_turn { "mine" } else { "theirs" }),
                            ),
                            ("left", left),
                        ],
                    )
                }
            }
        }
        OnlineText::ChooseGame { default } => {
            say.sentence("online-choose-game", [("default", count(*default))])
        }
        OnlineText::NoSuchNumber(typed) => {
            say.sentence("online-no-such-number", [("text", text(typed))])
        }
        OnlineText::GameNotPlayable { id, why } => say.sentence(
            "online-game-not-playable",
            [("id", text(id)), ("why", not_playable(why, say))],
        ),
        OnlineText::NoPlayableGame => say.sentence("online-no-playable-game", []),
        OnlineText::NoClock => say.sentence("online-no-clock", []),
        OnlineText::TokenLacksBoardPlay => say.sentence("online-token-lacks-board-play", []),
        OnlineText::ChallengeReceived {
            from,
            rated,
            pace,
            variant,
            playable,
            you_play,
            rematch,
        } => {
            let variant = if *playable {
                text(variant).into_owned()
            } else {
                say.part("not-playable-variant", [("variant", text(variant))])
            };
            let colour = match you_play {
                Some(color) => say.part("online-you-play", [("side", side(say, *color))]),
                None => say.part("online-colours-by-lot", []),
            };
            say.sentence(
                "online-challenge-received",
                [
                    ("rematch", yes(*rematch)),
                    ("opponent", lichess_player(from, say)),
                    ("rating", lichess_rating(from, say)),
                    ("rated", yes(*rated)),
                    ("pace", lichess_pace(pace, say)),
                    ("variant", variant),
                    ("colour", colour),
                ],
            )
        }
        OnlineText::ChallengeWithdrawn(user) => {
            say.sentence("online-challenge-withdrawn", [("user", text(user))])
        }
        OnlineText::NoChallenge => say.sentence("online-no-challenge", []),
        OnlineText::ChallengeAccepted => say.sentence("online-challenge-accepted", []),
        OnlineText::ChallengeDeclinedByYou => say.sentence("online-challenge-declined-by-you", []),
        OnlineText::AcceptedNotStarted(seconds) => say.sentence(
            "online-accepted-not-started",
            [("seconds", digits(seconds))],
        ),
        OnlineText::NoSuchChallenge(id) => {
            say.sentence("online-no-such-challenge", [("id", text(id))])
        }
        OnlineText::FirstMoveDue(left) => say.sentence(
            "online-first-move-due",
            [("seconds", count(left.as_secs()))],
        ),
        OnlineText::BadDeclineReason(typed) => {
            say.sentence("online-bad-decline-reason", [("text", text(typed))])
        }
        OnlineText::ChallengeCancelled(id) => {
            say.sentence("online-challenge-cancelled", [("id", text(id))])
        }
        OnlineText::SeekEnded => say.sentence("online-seek-ended", []),
        OnlineText::OfferDeclined { draw: true } => say.sentence("online-draw-declined", []),
        OnlineText::OfferDeclined { draw: false } => say.sentence("online-takeback-refused", []),
        OnlineText::ChatTaken => say.sentence("online-chat-taken", []),
        OnlineText::LeftUnsent(unsent) => {
            say.sentence("online-left-unsent", [("count", count(*unsent))])
        }
        OnlineText::DaysRunningOut(left) => {
            say.sentence("online-days-running-out", [("time", days_left(*left, say))])
        }
        OnlineText::YourTimeLeft(left) => {
            say.sentence("online-your-time-left", [("time", days_left(*left, say))])
        }
        OnlineText::ChallengedLive(user) => {
            say.sentence("online-challenged-live", [("user", text(user))])
        }
        OnlineText::ClockRunsOn => say.sentence("online-clock-runs-on", []),
        OnlineText::Numbered { number, text: line } => say.sentence(
            "online-numbered",
            [
                ("number", count(*number)),
                ("text", online(line, say).into()),
            ],
        ),
        OnlineText::AnswerChallenges => say.sentence("online-answer-challenges", []),
        OnlineText::ChallengeDeclinedWhy { user, key } => {
            let why = match key.to_lowercase().as_str() {
                "later" => "decline-reason-later",
                "toofast" => "decline-reason-too-fast",
                "tooslow" => "decline-reason-too-slow",
                "timecontrol" => "decline-reason-time-control",
                "rated" => "decline-reason-rated",
                "casual" => "decline-reason-casual",
                "standard" => "decline-reason-standard",
                "variant" => "decline-reason-variant",
                "nobot" => "decline-reason-no-bot",
                "onlybot" => "decline-reason-only-bot",
                _ => "decline-reason-generic",
            };
            say.sentence(
                "online-challenge-declined-why",
                [("user", text(user)), ("why", say.part(why, []))],
            )
        }
        OnlineText::NewGame { id, opponent } => say.sentence(
            "online-new-game",
            [
                ("id", text(id)),
                ("opponent", lichess_player(opponent, say)),
            ],
        ),
        OnlineText::Seeking { stays: false } => say.sentence("online-seeking", []),
        OnlineText::Seeking { stays: true } => say.sentence("online-seeking-stays", []),
        OnlineText::Challenged(user) => say.sentence("online-challenged", [("user", text(user))]),
        OnlineText::ChallengeDeclined(user) => {
            say.sentence("online-challenge-declined", [("user", text(user))])
        }
        OnlineText::Chat { user, text: line } => {
            say.sentence("online-chat", [("user", text(user)), ("text", text(line))])
        }
        OnlineText::OpponentGone(Some(seconds)) if *seconds > 0 => {
            say.sentence("online-opponent-gone-wait", [("seconds", count(*seconds))])
        }
        OnlineText::OpponentGone(_) => say.sentence("online-opponent-gone", []),
        OnlineText::OpponentBack => say.sentence("online-opponent-back", []),
        OnlineText::DrawOfferSent => say.sentence("online-draw-offer-sent", []),
        OnlineText::TakebackAsked => say.sentence("online-takeback-asked", []),
        OnlineText::OpponentAsksTakeback => say.sentence("online-opponent-asks-takeback", []),
        OnlineText::AnswerDraw => say.sentence("online-answer-draw", []),
        OnlineText::TakebackDeclined => say.sentence("online-takeback-declined", []),
        OnlineText::EndedOnServer {
            status,
            loser,
            result,
        } => say.sentence(
            "online-ended-on-server",
            [
                ("status", server_status(status, *loser, say)),
                ("result", game_result(result, say).into()),
            ],
        ),
        OnlineText::DaysLeft { side: mover, left } => say.sentence(
            "online-days-left",
            [("side", side(say, *mover)), ("time", days_left(*left, say))],
        ),
        OnlineText::NotOnline => say.sentence("online-not-online", []),
        OnlineText::NoOneGone => say.sentence("online-no-one-gone", []),
        OnlineText::ClaimSent => say.sentence("online-claim-sent", []),
        OnlineText::ChatSent => say.sentence("online-chat-sent", []),
        OnlineText::OpponentToMove => say.sentence("online-opponent-to-move", []),
        OnlineText::OnlyOnline => say.sentence("online-only-online", []),
        OnlineText::PlainHttp(server) => {
            say.sentence("online-plain-http", [("server", text(server))])
        }
        OnlineText::TokenFileOpen { path: file, mode } => say.sentence(
            "online-token-file-open",
            [
                ("path", path(file)),
                ("mode", FluentValue::from(format!("{mode:04o}"))),
            ],
        ),
        OnlineText::TokenFileNotOwn(file) => {
            say.sentence("online-token-file-not-own", [("path", path(file))])
        }
        OnlineText::TokenMalformed => say.sentence("online-token-malformed", []),
        OnlineText::NotLichess(server) => {
            say.sentence("online-not-lichess", [("server", text(server))])
        }
        OnlineText::ServerMoveUnplayable { uci, ply } => say.sentence(
            "online-server-move-unplayable",
            [("uci", text(uci)), ("ply", count(*ply))],
        ),
        OnlineText::UnreadableGame(detail) => {
            say.sentence("online-unreadable-game", [("detail", text(detail))])
        }
        OnlineText::MoveTakenBack => say.sentence("online-move-taken-back", []),
    }
}

/// Why the value of an option or setting cannot be used.
fn setting_problem(problem: &SettingProblem, say: &Say) -> FluentValue<'static> {
    let (id, value) = match problem {
        SettingProblem::Player(text) => ("setting-player", text),
        SettingProblem::PieceStyle(text) => ("setting-piece-style", text),
        SettingProblem::Level(text) => ("setting-level", text),
        SettingProblem::Rate(text) => ("setting-rate", text),
        SettingProblem::Time {
            text: value,
            column,
        } => {
            return say.part(
                "setting-time",
                [("text", text(value)), ("column", digits(column))],
            );
        }
        SettingProblem::Scheme(text) => ("setting-scheme", text),
        SettingProblem::Notation(text) => ("setting-notation", text),
        SettingProblem::Voice(text) => ("setting-voice", text),
        SettingProblem::Theme(text) => ("setting-theme", text),
        SettingProblem::Color(text) => ("setting-color", text),
        SettingProblem::BoardSize(text) => ("setting-board-size", text),
        SettingProblem::Seconds(text) => ("setting-seconds", text),
        SettingProblem::Chess960(text) => ("setting-chess960", text),
        SettingProblem::Days(text) => ("setting-days", text),
        SettingProblem::OnlineClock(text) => ("setting-online-clock", text),
        SettingProblem::ChallengeClock(text) => ("setting-challenge-clock", text),
        SettingProblem::AiLevel(text) => ("setting-ai-level", text),
        SettingProblem::OnlineColor(text) => ("setting-online-color", text),
        SettingProblem::Variant(text) => ("setting-variant", text),
        SettingProblem::RatingRange(text) => ("setting-rating-range", text),
        SettingProblem::RatingRangeSeekOnly => {
            return say.part("setting-rating-range-seek-only", []);
        }
        SettingProblem::ColorRealTimeSeekOnly => {
            return say.part("setting-color-real-time-seek-only", []);
        }
        SettingProblem::AiCasualOnly => return say.part("setting-ai-casual-only", []),
        SettingProblem::NotText => return say.part("setting-not-text", []),
        SettingProblem::NotTrueOrFalse => return say.part("setting-not-true-or-false", []),
        SettingProblem::Unknown => return say.part("setting-unknown", []),
    };
    say.part(id, [("text", text(value))])
}

/// Why a starting position cannot be played, without a full stop.
fn start(error: &StartError, say: &Say) -> String {
    match error {
        StartError::Fen { fen, problem } => {
            let field = match problem {
                FenField::Whole => "fen-field-whole",
                FenField::Board => "fen-field-board",
                FenField::Turn => "fen-field-turn",
                FenField::Castling => "fen-field-castling",
                FenField::EnPassant => "fen-field-en-passant",
                FenField::HalfmoveClock => "fen-field-halfmove-clock",
                FenField::Fullmoves => "fen-field-fullmoves",
            };
            say.sentence(
                "start-fen-unreadable",
                [("fen", text(fen)), ("field", say.part(field, []))],
            )
        }
        StartError::Position { fen, problem } => {
            let fault = match problem {
                PositionFault::EmptyBoard => "position-fault-empty-board",
                PositionFault::MissingKing => "position-fault-missing-king",
                PositionFault::TooManyKings => "position-fault-too-many-kings",
                PositionFault::PawnsOnBackRank => "position-fault-pawns-on-back-rank",
                PositionFault::CastlingRights => "position-fault-castling-rights",
                PositionFault::EnPassant => "position-fault-en-passant",
                PositionFault::OppositeCheck => "position-fault-opposite-check",
                PositionFault::ImpossibleCheck => "position-fault-impossible-check",
                PositionFault::TooMuchMaterial => "position-fault-too-much-material",
            };
            say.sentence(
                "start-not-legal",
                [("fen", text(fen)), ("fault", say.part(fault, []))],
            )
        }
        StartError::Chess960(Chess960Error(number)) => {
            say.sentence("start-no-chess960", [("number", digits(number))])
        }
    }
}

fn command_line_fault(fault: &CommandLineFault, say: &Say) -> FluentValue<'static> {
    match fault {
        CommandLineFault::UnknownCommand(word) => {
            say.part("cli-fault-unknown-command", [("word", text(word))])
        }
        CommandLineFault::UnknownOption(option) => {
            say.part("cli-fault-unknown-option", [("option", text(option))])
        }
        CommandLineFault::Missing(names) => {
            let names = names
                .iter()
                .map(|word| say.sentence("cli-usage-word", [("word", text(word))]));
            say.part(
                "cli-fault-missing",
                [("names", list(names, "list-comma", say))],
            )
        }
        CommandLineFault::BadValue { option, value } if value.is_empty() => {
            say.part("cli-fault-no-value", [("option", text(option))])
        }
        CommandLineFault::BadValue { option, value } => say.part(
            "cli-fault-bad-value",
            [("option", text(option)), ("value", text(value))],
        ),
        CommandLineFault::Conflict(option) => {
            say.part("cli-fault-conflict", [("option", text(option))])
        }
        CommandLineFault::Other => say.part("cli-fault-other", []),
    }
}

/// Where in a game: at a move, or in the starting position.
fn place(at: Option<(u32, Color)>, say: &Say) -> FluentValue<'static> {
    match at {
        Some((number, mover)) => say.part(
            "cli-at-move",
            [
                ("number", digits(number)),
                ("side", side(say, mover)),
                ("color", color(mover)),
            ],
        ),
        None => say.part("cli-at-start", []),
    }
}

/// Reasons to claim, as a list.
fn reasons(reasons: &[Reason], say: &Say) -> FluentValue<'static> {
    list(
        reasons.iter().map(|r| (say.scheme.reasons)(*r).to_owned()),
        "list-and",
        say,
    )
}

fn cli(message: &CliText, say: &Say) -> String {
    match message {
        CliText::Help(None) => say.sentence("cli-help", []),
        CliText::Help(Some(command)) => say.sentence(&format!("cli-help-{}", command.name()), []),
        CliText::BadCommandLine { fault, command } => {
            let help = match command {
                Some(c) => format!("annabella {} --help", c.name()),
                None => "annabella --help".into(),
            };
            say.sentence(
                "cli-bad-command-line",
                [
                    ("fault", command_line_fault(fault, say)),
                    ("help", help.into()),
                ],
            )
        }
        CliText::CannotWrite(problem) => say.sentence(
            "cli-cannot-write",
            [("problem", file_problem(problem, say).into())],
        ),
        CliText::LineModeHint => say.sentence("cli-line-mode-hint", []),
        CliText::LineModeChosen => say.sentence("cli-line-mode-chosen", []),
        CliText::ClockControl {
            control,
            each,
            pace,
            penalty,
        } => say.sentence(
            "cli-clock-control",
            [
                ("control", text(control)),
                ("each", say.time(*each).into()),
                (
                    "pace",
                    FluentValue::from(match pace {
                        Pace::Standard => "standard",
                        Pace::Rapid => "rapid",
                        Pace::Blitz => "blitz",
                    }),
                ),
                ("penalty", say.time(*penalty).into()),
            ],
        ),
        CliText::ClockAfter {
            number,
            side: mover,
            white,
            black,
        } => say.sentence(
            "cli-clock-after",
            [
                ("number", digits(number)),
                ("color", color(*mover)),
                ("white", text(white)),
                ("black", text(black)),
            ],
        ),
        CliText::FlagFellAt { side: flagged, ply } => say.sentence(
            "cli-flag-fell-at",
            [("side", side(say, *flagged)), ("ply", digits(ply))],
        ),
        CliText::TookNotSeconds { item, text: typed } => say.sentence(
            "cli-took-not-seconds",
            [("item", digits(item)), ("text", text(typed))],
        ),
        CliText::Analysis { dead, can_mate } => {
            let dead = match dead {
                Some(true) => "cli-analysis-dead",
                Some(false) => "cli-analysis-not-dead",
                None => "cli-analysis-undecided",
            };
            let can = |mover: Color| {
                let id = match can_mate[mover] {
                    Some(true) => "cli-can-mate",
                    Some(false) => "cli-cannot-mate",
                    None => "cli-mate-undecided",
                };
                say.part(id, [("side", side(say, mover))])
            };
            say.sentence(
                "cli-analysis",
                [
                    ("dead", say.part(dead, [])),
                    ("white", can(Color::White)),
                    ("black", can(Color::Black)),
                ],
            )
        }
        CliText::NotConverted {
            index,
            text: typed,
            why,
        } => say.sentence(
            "cli-not-converted",
            [
                ("index", digits(index)),
                ("text", text(typed)),
                ("why", text(why)),
            ],
        ),
        CliText::BuiltInPack { scheme, count } => say.sentence(
            "cli-built-in-pack",
            [("scheme", text(scheme)), ("count", digits(count))],
        ),
        CliText::SoundOutput(found) => match (&found.device, found.card) {
            (_, false) => say.sentence("cli-sound-output-no-card", [("host", text(&found.host))]),
            (None, true) => {
                say.sentence("cli-sound-output-no-device", [("host", text(&found.host))])
            }
            (Some(device), true) => say.sentence(
                "cli-sound-output",
                [("host", text(&found.host)), ("device", text(device))],
            ),
        },
        CliText::Using(VoiceInUse::Clips {
            recordings,
            scheme,
            rate,
            device,
            host,
        }) => say.sentence(
            "cli-using-clips",
            [
                ("recordings", digits(recordings)),
                ("scheme", text(scheme)),
                ("rate", digits(rate)),
                ("device", text(device)),
                ("host", text(host)),
            ],
        ),
        CliText::Using(VoiceInUse::System(None)) => say.sentence("cli-using-system", []),
        CliText::Using(VoiceInUse::System(Some(voice))) => {
            say.sentence("cli-using-system-voice", [("voice", text(voice))])
        }
        CliText::Using(VoiceInUse::Text) => say.sentence("cli-using-text", []),
        CliText::UnknownName { what, name, names } => say.sentence(
            "cli-unknown-name",
            [
                ("what", text(what)),
                ("name", text(name)),
                ("names", text(names)),
            ],
        ),
        CliText::GameUnreadable {
            path: file,
            game,
            ply,
            fault,
        } => say.sentence(
            "cli-game-unreadable",
            [
                ("path", path(file)),
                ("game", digits(game)),
                ("ply", digits(ply)),
                ("fault", record_fault(fault, say).into()),
            ],
        ),
        CliText::NoClockToRun => say.sentence("cli-no-clock-to-run", []),
        CliText::Judged { game, verdict, at } => say.sentence(
            "cli-judged",
            [
                ("game", digits(game)),
                ("score", text(verdict.score())),
                ("end", say.words(&game_end(verdict)).into()),
                ("reason", text((say.scheme.reasons)(verdict.reason))),
                ("article", text(verdict.reason.article())),
                ("place", place(*at, say)),
            ],
        ),
        CliText::Ongoing {
            game,
            after,
            to_move,
            claimable,
            with_move,
        } => {
            let after = match after {
                Some((number, mover)) => say.part(
                    "cli-after-move",
                    [
                        ("number", digits(number)),
                        ("side", side(say, *mover)),
                        ("color", color(*mover)),
                    ],
                ),
                None => say.part("cli-before-first-move", []),
            };
            let moves = with_move.iter().map(|(san, claims)| {
                say.sentence(
                    "cli-stated-move",
                    [
                        ("move", say.scheme.written_san(san).into()),
                        ("reasons", reasons(claims, say)),
                    ],
                )
            });
            say.sentence(
                "cli-ongoing",
                [
                    ("game", digits(game)),
                    ("after", after),
                    ("side", side(say, *to_move)),
                    ("claims", count(claimable.len())),
                    ("reasons", reasons(claimable, say)),
                    ("stated", count(with_move.len())),
                    ("moves", list(moves, "list-comma", say)),
                ],
            )
        }
        CliText::NotJudged { game, ply, fault } => say.sentence(
            "cli-not-judged",
            [
                ("game", digits(game)),
                ("ply", digits(ply)),
                ("fault", record_fault(fault, say).into()),
            ],
        ),
        CliText::SomeNotJudged {
            path: file,
            errors,
            count: games,
            first: (game, ply),
        } => say.sentence(
            "cli-some-not-judged",
            [
                ("path", path(file)),
                ("errors", digits(errors)),
                ("count", digits(games)),
                ("game", digits(game)),
                ("ply", digits(ply)),
            ],
        ),
        CliText::Contradiction {
            path: file,
            game,
            verdict,
            written,
            at,
        } => say.sentence(
            "cli-contradiction",
            [
                ("path", path(file)),
                ("game", digits(game)),
                ("place", place(*at, say)),
                ("end", say.words(&game_end(verdict)).into()),
                ("reason", text((say.scheme.reasons)(verdict.reason))),
                ("result", verdict.pgn_result().into()),
                ("written", text(written)),
            ],
        ),
    }
}
