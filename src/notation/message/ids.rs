//! Each message's Fluent id and arguments: the one place where a
//! [`Message`] becomes the name of a sentence in `locales/*/*.ftl` and the
//! values that fill it in. A nested enum (why a file cannot be used, why a
//! record stops) is a sentence of its own, said first and given to the
//! outer one as a text. The match of [`message`] names every message; the
//! sentences of a nested enum are found in the `ids.rs` of its area, beside
//! its type, as the Fluent files are split. The values every area fills in
//! (counts, digits, paths, sides, lists) are made here.

use std::fmt::Display;
use std::path::Path;
use std::time::Duration;

use fluent_bundle::FluentValue;
use shakmaty::Color;

use crate::game::StartError;
use crate::notation::message::{ConfigFault, HeaderField, Message, PackProblem, Say, Usage};

use super::arbiter::ids::{arbiter, touch_note};
use super::board::ids::board;
use super::cli::ids::cli;
use super::corr::ids::corr;
use super::engine::ids::{engine_problem, quoted, seats};
use super::files::ids::{file_problem, setting_problem};
use super::online::ids::online;
use super::play::ids::{game_help, help_page, premove, prompt};
use super::records::ids::{game_result, outcome, position, record_fault, sheet_entry, start};
use super::sound::ids::sound_fault;

/// A message in the scheme's language.
pub(super) fn message(message: &Message, say: &Say) -> String {
    match message {
        // A FEN ends the sentence on a line of its own, after its full stop.
        Message::CannotStart(error @ (StartError::Fen { .. } | StartError::Position { .. })) => {
            start(error, say)
        }
        Message::CannotStart(error) => {
            say.sentence("cannot-start", [("why", start(error, say).into())])
        }
        Message::SavingTo(file) => say.sentence("saving-to", [("path", path(say, file))]),
        Message::SavedIn(file) => say.sentence("saved-in", [("path", path(say, file))]),
        Message::SavedAgain(file) => say.sentence("saved-again", [("path", path(say, file))]),
        Message::SaveFailed {
            path: file,
            problem,
        } => say.sentence(
            "save-failed",
            [
                ("path", path(say, file)),
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
                ("path", path(say, file)),
                ("problem", file_problem(problem, say).into()),
                ("instead", path(say, instead)),
            ],
        ),
        Message::FolderMadeAgain(folder) => {
            say.sentence("folder-made-again", [("path", path(say, folder))])
        }
        Message::LinksParted(file) => say.sentence("links-parted", [("path", path(say, file))]),
        Message::FolderUnusable {
            folder,
            problem,
            instead,
        } => {
            let folder = match folder {
                Some(folder) => say.part("games-folder", [("path", path(say, folder))]),
                None => say.part("games-folder-unnamed", []),
            };
            let problem = file_problem(problem, say).into();
            match instead {
                Some(instead) => say.sentence(
                    "folder-unusable-elsewhere",
                    [
                        ("folder", folder),
                        ("problem", problem),
                        ("instead", path(say, instead)),
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
                ("path", path(say, file)),
                ("problem", file_problem(problem, say).into()),
            ],
        ),
        Message::WavNeedsFile => say.sentence("wav-needs-file", []),
        Message::BrailleTableMissing(table) => {
            say.sentence("braille-table-missing", [("table", text(table))])
        }
        Message::BrailleLibraryRefused(file) => {
            say.sentence("braille-library-refused", [("path", path(say, file))])
        }
        Message::BrailleLibraryStopped(seconds) => {
            say.sentence("braille-library-stopped", [("seconds", digits(seconds))])
        }
        Message::SaveFileExists(file) => {
            say.sentence("save-file-exists", [("path", path(say, file))])
        }
        Message::SaveFileKept(file) => say.sentence("save-file-kept", [("path", path(say, file))]),
        Message::Resuming {
            path: file,
            game,
            plies,
        } => say.sentence(
            "resuming",
            [
                ("path", path(say, file)),
                ("game", count(*game)),
                ("plies", count(*plies)),
            ],
        ),
        Message::NoSuchGame {
            path: file,
            number,
            count: games,
        } => match (number, games) {
            (_, 0) => say.sentence("no-game-in-file", [("path", path(say, file))]),
            (0, _) => say.sentence(
                "games-counted-from-one",
                [("path", path(say, file)), ("count", count(*games))],
            ),
            _ => say.sentence(
                "no-such-game",
                [
                    ("path", path(say, file)),
                    ("number", digits(number)),
                    ("count", count(*games)),
                ],
            ),
        },
        Message::GameFinished { path: file, result } => say.sentence(
            "game-finished",
            [
                ("path", path(say, file)),
                ("result", game_result(result, say).into()),
            ],
        ),
        Message::NoUnfinishedGame(Some(folder)) => {
            say.sentence("no-unfinished-game", [("path", path(say, folder))])
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
                ("path", path(say, file)),
                ("line", digits(line)),
                ("key", text(key)),
                ("problem", setting_problem(problem, say)),
            ],
        ),
        Message::MoreSettingsUnused { file, more } => say.sentence(
            "more-settings-unused",
            [("path", path(say, file)), ("more", count(*more))],
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
                        ("path", path(say, file)),
                        ("line", digits(line)),
                        ("fault", fault),
                    ],
                ),
                None => say.sentence(
                    "config-unused",
                    [("path", path(say, file)), ("fault", fault)],
                ),
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
                ("path", path(say, file)),
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
        Message::Fen(fen) => say.sentence("fen", [("fen", say.whole(fen).into())]),
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
        Message::Start {
            white,
            black,
            to_move,
        } => say.sentence(
            "start",
            [
                ("seats", seats(white, black, say)),
                ("side", side(say, *to_move)),
            ],
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
        Message::VoiceScreenReader => say.sentence("voice-screen-reader", []),
        Message::OwnRecordings { dir, count: found } => say.sentence(
            "own-recordings",
            [("path", path(say, dir)), ("count", count(*found))],
        ),
        Message::VoicePackProblem { path: dir, problem } => {
            let problem = match problem {
                PackProblem::File(problem) => file_problem(problem, say),
                PackProblem::NotWav => say.sentence("pack-problem-not-wav", []),
                PackProblem::Rate(rate) => {
                    say.sentence("pack-problem-rate", [("rate", count(*rate as usize))])
                }
                PackProblem::TooLong(seconds) => say.sentence(
                    "pack-problem-too-long",
                    [("seconds", count(*seconds as usize))],
                ),
            };
            say.sentence(
                "voice-pack-problem",
                [("path", text_path(dir)), ("problem", problem.into())],
            )
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
        Message::HelpPage { help, topic } => help_page(help, *topic, say),
        Message::ChangedMeanwhile { path: file, found } => say.sentence(
            if *found {
                "changed-meanwhile"
            } else {
                "changed-meanwhile-lost"
            },
            [("path", text_path(file))],
        ),
        Message::OnlineGameNotResumed { path: file, id } => say.sentence(
            "online-game-not-resumed",
            [("path", text_path(file)), ("id", text(id))],
        ),
        Message::IccfGameNotResumed { path: file, id } => say.sentence(
            "iccf-game-not-resumed",
            [("path", text_path(file)), ("id", text(id))],
        ),
        Message::FileEngineAsked(wanted) => {
            say.sentence("file-engine-asked", [("wanted", text(wanted))])
        }
        Message::FileEngineNotStarted { wanted, playing } => say.sentence(
            "file-engine-not-started",
            [("wanted", text(wanted)), ("playing", text(playing))],
        ),
        Message::HelpPointer => say.sentence("help-pointer", []),
        Message::NotUtf8(read) => say.sentence("not-utf8", [("text", text(read))]),
        Message::LineTooLong { longest } => {
            say.sentence("line-too-long", [("longest", count(*longest))])
        }
        Message::Prompt(text) => prompt(text, say),
        Message::Corr(text) => corr(text, say),
        Message::Usage(usage) => match usage {
            Usage::Scan => say.sentence("usage-scan", []),
            Usage::HelpTopic => say.sentence("usage-help-topic", []),
            Usage::Legal => say.sentence("usage-legal", []),
            Usage::Attackers => say.sentence("usage-attackers", []),
            Usage::Square => say.sentence("usage-square", []),
            Usage::Claim => say.sentence("usage-claim", []),
            Usage::Goto(last) => say.sentence("usage-goto", [("last", count(*last))]),
            Usage::Touched => say.sentence("usage-touched", []),
            Usage::Retrace => say.sentence("usage-retrace", []),
            Usage::ClockControl => say.sentence("usage-clock-control", []),
            Usage::Result => say.sentence("usage-result", []),
            Usage::Postpone => say.sentence("usage-postpone", []),
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
        Message::Left {
            path: file,
            over,
            in_games_folder,
        } => say.sentence(
            if *over { "left-over" } else { "left" },
            [
                ("path", path(say, file)),
                (
                    "where",
                    FluentValue::from(if *in_games_folder { "games" } else { "other" }),
                ),
            ],
        ),
        Message::LeftIccfGame { path: file, id } => say.sentence(
            "left-iccf-game",
            [("path", path(say, file)), ("id", text(id))],
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
pub(super) fn count(n: impl Into<FluentValue<'static>>) -> FluentValue<'static> {
    n.into()
}

/// A number in digits, in print and in speech alike.
pub(super) fn digits(n: impl Display) -> FluentValue<'static> {
    FluentValue::from(n.to_string())
}

pub(super) fn text(text: &str) -> FluentValue<'_> {
    FluentValue::from(text)
}

/// A path inside a line of text, which the line breaker keeps whole.
pub(super) fn text_path(path: &Path) -> FluentValue<'static> {
    FluentValue::from(path.display().to_string())
}

/// A path, printed whole on a line of its own.
pub(super) fn path(say: &Say, path: &Path) -> FluentValue<'static> {
    FluentValue::from(say.path(path))
}

/// A side, for a sentence to choose by: `white` or `black`.
pub(super) fn color(color: Color) -> FluentValue<'static> {
    FluentValue::from(match color {
        Color::White => "white",
        Color::Black => "black",
    })
}

/// The side's word in the scheme (Weiß, White).
pub(super) fn side(say: &Say, color: Color) -> FluentValue<'static> {
    FluentValue::from(say.side(color))
}

/// Parts joined as a list, each pair by the sentence `joiner`.
pub(super) fn list(
    parts: impl IntoIterator<Item = String>,
    joiner: &str,
    say: &Say,
) -> FluentValue<'static> {
    let joined = parts
        .into_iter()
        .reduce(|first, second| {
            say.sentence(joiner, [("first", first.into()), ("second", second.into())])
        })
        .unwrap_or_default();
    FluentValue::from(joined)
}
