//! One of every message of the cli area, for the tests of every message.

use std::path::PathBuf;

use super::*;
use crate::notation::message::Message;
use crate::notation::message::tests::*;

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    let path = || PathBuf::from(LONG_PATH);
    let mut all = Vec::new();
    let mut cli = vec![
        CliText::Help(None),
        CliText::CannotWrite(FileProblem::NoSpace),
        CliText::LineModeChosen,
        CliText::LineModePlain,
        CliText::LineModeHint,
        CliText::ReaderFound(true),
        CliText::ReaderFound(false),
        CliText::SavedEveryMove,
        CliText::NoSaveFile,
        CliText::Judged {
            game: 1,
            verdict: Verdict {
                outcome: shakmaty::KnownOutcome::Draw,
                reason: Reason::FivefoldRepetition,
                ply: 16,
            },
            at: Some((8, Color::Black)),
        },
        CliText::Judged {
            game: 2,
            verdict: Verdict {
                outcome: shakmaty::KnownOutcome::Decisive {
                    winner: Color::White,
                },
                reason: Reason::Resignation,
                ply: 0,
            },
            at: None,
        },
        CliText::Ongoing {
            game: 5,
            after: Some((4, Color::White)),
            to_move: Color::Black,
            claimable: vec![Reason::ThreefoldRepetition, Reason::FiftyMoves],
            with_move: vec![("Ng8".into(), vec![Reason::ThreefoldRepetition])],
        },
        CliText::Ongoing {
            game: 5,
            after: None,
            to_move: Color::White,
            claimable: Vec::new(),
            with_move: Vec::new(),
        },
        CliText::NotJudged {
            game: 3,
            ply: 245,
            fault: RecordFault::UnclosedComment { line: 4 },
        },
        CliText::SomeNotJudged {
            path: path(),
            errors: 1,
            count: 3,
            first: (2, 8),
        },
        CliText::ClockControl {
            control: "5+3".into(),
            each: Duration::from_secs(300),
            pace: Pace::Blitz,
            penalty: Duration::from_secs(60),
        },
        CliText::ClockControl {
            control: "90+30".into(),
            each: Duration::from_secs(5400),
            pace: Pace::Standard,
            penalty: Duration::from_secs(120),
        },
        CliText::ClockControl {
            control: "25+10".into(),
            each: Duration::from_secs(1500),
            pace: Pace::Rapid,
            penalty: Duration::from_secs(120),
        },
        CliText::ClockAfter {
            number: 1,
            side: Color::Black,
            white: "4:57".into(),
            black: "5:00".into(),
        },
        CliText::FlagFellAt {
            side: Color::White,
            ply: 3,
        },
        CliText::TookNotSeconds {
            item: 2,
            text: "x7".into(),
        },
        CliText::NoClockToRun,
        CliText::GameUnreadable {
            path: path(),
            game: 2,
            ply: 0,
            fault: RecordFault::UnknownVariant("x7".into()),
        },
        CliText::UnknownName {
            what: "--to",
            name: "x7".into(),
            names: "pgn, txt".into(),
        },
        CliText::Analysis {
            dead: Some(true),
            can_mate: shakmaty::ByColor {
                white: Some(false),
                black: Some(false),
            },
        },
        CliText::Analysis {
            dead: Some(false),
            can_mate: shakmaty::ByColor {
                white: Some(true),
                black: None,
            },
        },
        CliText::Analysis {
            dead: None,
            can_mate: shakmaty::ByColor {
                white: None,
                black: None,
            },
        },
        CliText::NotConverted {
            index: 2,
            text: "x7".into(),
            why: "x7".into(),
        },
        CliText::BuiltInPack {
            scheme: "fide".into(),
            count: 197,
        },
        CliText::SoundOutput(OutputFound {
            host: "ALSA".into(),
            device: None,
            card: false,
        }),
        CliText::SoundOutput(OutputFound {
            host: "ALSA".into(),
            device: None,
            card: true,
        }),
        CliText::SoundOutput(OutputFound {
            host: "ALSA".into(),
            device: Some("x7".into()),
            card: true,
        }),
        CliText::Using(VoiceInUse::Clips {
            recordings: 197,
            scheme: "fide".into(),
            rate: 22050,
            device: "x7".into(),
            host: "ALSA".into(),
        }),
        CliText::Using(VoiceInUse::System(Some("x7".into()))),
        CliText::Using(VoiceInUse::System(None)),
        CliText::Using(VoiceInUse::Text),
        CliText::Contradiction {
            path: path(),
            game: 1,
            verdict: Verdict {
                outcome: shakmaty::KnownOutcome::Draw,
                reason: Reason::Stalemate,
                ply: 19,
            },
            written: "1-0".into(),
            at: Some((10, Color::White)),
        },
    ];
    cli.extend(CliCommand::ALL.map(|c| CliText::Help(Some(c))));
    for fault in [
        CommandLineFault::UnknownCommand("plya".into()),
        CommandLineFault::UnknownOption("--wite".into()),
        CommandLineFault::Missing(vec!["--to".into(), "FILE".into()]),
        CommandLineFault::BadValue {
            option: "--level".into(),
            value: "x7".into(),
        },
        CommandLineFault::BadValue {
            option: "--level".into(),
            value: String::new(),
        },
        CommandLineFault::Conflict("--days".into()),
        CommandLineFault::Other,
    ] {
        cli.push(CliText::BadCommandLine {
            fault: fault.clone(),
            command: Some(CliCommand::Play),
        });
        cli.push(CliText::BadCommandLine {
            fault,
            command: None,
        });
    }
    all.extend(cli.into_iter().map(Message::Cli));
    all.push(Message::Cli(CliText::BadCommandLine {
        fault: CommandLineFault::Missing(vec![
            "MOVES".into(),
            "WHAT".into(),
            "USER".into(),
            "x7".into(),
        ]),
        command: Some(CliCommand::Online),
    }));
    for (dead, white) in [(Some(true), Some(true)), (None, Some(false))] {
        all.push(Message::Cli(CliText::Analysis {
            dead,
            can_mate: shakmaty::ByColor { white, black: None },
        }));
    }
    all.push(Message::Cli(CliText::ClockAfter {
        number: 2,
        side: Color::White,
        white: "4:57".into(),
        black: "5:00".into(),
    }));
    all.push(Message::Cli(CliText::Contradiction {
        path: PathBuf::from("/tmp/x7.pgn"),
        game: 1,
        verdict: Verdict::win(Color::White, Reason::TimeForfeit, 7),
        written: "0-1".into(),
        at: None,
    }));
    all.push(Message::Cli(CliText::Ongoing {
        game: 1,
        after: Some((3, Color::Black)),
        to_move: Color::White,
        claimable: vec![Reason::FiftyMoves],
        with_move: Vec::new(),
    }));
    all.push(Message::Cli(CliText::Ongoing {
        game: 1,
        after: None,
        to_move: Color::White,
        claimable: Vec::new(),
        with_move: vec![
            (
                "Qd1".into(),
                vec![Reason::FiftyMoves, Reason::ThreefoldRepetition],
            ),
            ("Kb1".into(), vec![Reason::FiftyMoves]),
        ],
    }));
    all
}
