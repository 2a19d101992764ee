//! The command line outside a game (`cli.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::notation::game_end;
use crate::notation::message::Say;
use crate::notation::message::files::ids::file_problem;
use crate::notation::message::ids::*;
use crate::notation::message::records::ids::record_fault;

pub(crate) fn command_line_fault(fault: &CommandLineFault, say: &Say) -> FluentValue<'static> {
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
pub(crate) fn place(at: Option<(u32, Color)>, say: &Say) -> FluentValue<'static> {
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
pub(crate) fn reasons(reasons: &[Reason], say: &Say) -> FluentValue<'static> {
    list(
        reasons.iter().map(|r| (say.scheme.reasons)(*r).to_owned()),
        "list-and",
        say,
    )
}

pub(crate) fn cli(message: &CliText, say: &Say) -> String {
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
        CliText::LineModePlain => say.sentence("cli-line-mode-plain", []),
        CliText::LineModeChosen => say.sentence("cli-line-mode-chosen", []),
        CliText::ReaderFound(true) => say.sentence("cli-reader-found", []),
        CliText::ReaderFound(false) => say.sentence("cli-no-reader", []),
        CliText::SavedEveryMove => say.sentence("cli-saved-every-move", []),
        CliText::NoSaveFile => say.sentence("cli-no-save-file", []),
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
                ("path", path(say, file)),
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
                ("path", path(say, file)),
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
                ("path", path(say, file)),
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
