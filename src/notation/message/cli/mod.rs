//! The command line outside a game: `--help`, refusals of the command
//! line, and what the tool commands say. Said by `locales/*/cli.ftl`;
//! their ids are in `ids.rs`.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::Color;

use super::{FileProblem, RecordFault};
use crate::game::{Pace, Reason, Verdict};

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

/// A sound system found by `voices`: its name, its output device (none
/// found), and whether it has a sound card at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputFound {
    pub host: String,
    pub device: Option<String>,
    pub card: bool,
}

/// The voice `voices` found to speak with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VoiceInUse {
    /// The recordings of a scheme, played on a device of a sound system.
    Clips {
        recordings: usize,
        scheme: String,
        rate: u32,
        device: String,
        host: String,
    },
    /// The system's speech, with the voice asked for (none: the voice
    /// the user's speech settings use).
    System(Option<String>),
    /// No sound: text only.
    Text,
}

/// A command of the `annabella` binary, for its `--help`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CliCommand {
    Play,
    Resume,
    Review,
    Online,
    Corr,
    Iccf,
    Adjudicate,
    Analyze,
    Clock,
    Announce,
    Convert,
    Export,
    Reconcile,
    Voices,
    Bench,
}

impl CliCommand {
    pub const ALL: [CliCommand; 15] = [
        CliCommand::Play,
        CliCommand::Resume,
        CliCommand::Review,
        CliCommand::Online,
        CliCommand::Corr,
        CliCommand::Iccf,
        CliCommand::Adjudicate,
        CliCommand::Analyze,
        CliCommand::Clock,
        CliCommand::Announce,
        CliCommand::Convert,
        CliCommand::Export,
        CliCommand::Reconcile,
        CliCommand::Voices,
        CliCommand::Bench,
    ];

    /// The command's word, as typed.
    pub fn name(self) -> &'static str {
        match self {
            CliCommand::Play => "play",
            CliCommand::Resume => "resume",
            CliCommand::Review => "review",
            CliCommand::Online => "online",
            CliCommand::Corr => "corr",
            CliCommand::Iccf => "iccf",
            CliCommand::Adjudicate => "adjudicate",
            CliCommand::Analyze => "analyze",
            CliCommand::Clock => "clock",
            CliCommand::Announce => "announce",
            CliCommand::Convert => "convert",
            CliCommand::Export => "export",
            CliCommand::Reconcile => "reconcile",
            CliCommand::Voices => "voices",
            CliCommand::Bench => "bench",
        }
    }

    pub fn from_name(name: &str) -> Option<CliCommand> {
        CliCommand::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// Why the command line cannot be read, from what the parser found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandLineFault {
    UnknownCommand(String),
    UnknownOption(String),
    /// Options (`--to`) or arguments (`FILE`, as named in the usage
    /// line) that must be given and are not.
    Missing(Vec<String>),
    /// An option given a value it cannot take, or none.
    BadValue {
        option: String,
        value: String,
    },
    /// An option given twice, or with another it cannot go with.
    Conflict(String),
    /// Anything else the parser refused.
    Other,
}

/// The words of the command line outside a game: `--help`, refusals of
/// the command line, and what the tool commands say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CliText {
    /// `--help` of annabella (None) or of one command.
    Help(Option<CliCommand>),
    /// The command line cannot be read; the command it was for, if known.
    BadCommandLine {
        fault: CommandLineFault,
        command: Option<CliCommand>,
    },
    /// The output cannot be written.
    CannotWrite(FileProblem),
    /// A screen reader or braille display runs: line mode was chosen.
    LineModeChosen,
    /// The terminal draws no board (`TERM` unset or `dumb`, an Emacs
    /// shell): line mode was chosen.
    LineModePlain,
    /// The board was chosen: how a screen reader's user gets line mode.
    LineModeHint,
    /// `voices`: whether a screen reader was found in the player's session.
    ReaderFound(bool),
    /// A new game is saved after every move in the games folder, which
    /// the player has had named before; `file` names the file.
    SavedEveryMove,
    /// `file`: this game is kept in no file.
    NoSaveFile,
    /// `adjudicate`: a game ended, by the rules or by its tags, at a move
    /// (None: in the starting position).
    Judged {
        game: usize,
        verdict: Verdict,
        at: Option<(u32, Color)>,
    },
    /// `adjudicate`: a game that goes on after a move (None: not begun),
    /// what the player to move may claim now, and which stated moves (SAN)
    /// would make which claims correct.
    Ongoing {
        game: usize,
        after: Option<(u32, Color)>,
        to_move: Color,
        claimable: Vec<Reason>,
        with_move: Vec<(String, Vec<Reason>)>,
    },
    /// `adjudicate`: a game that cannot be replayed to its end.
    NotJudged {
        game: usize,
        ply: usize,
        fault: RecordFault,
    },
    /// Some games of a file could not be judged; the first at this game
    /// and ply.
    SomeNotJudged {
        path: PathBuf,
        errors: usize,
        count: usize,
        first: (usize, usize),
    },
    /// `clock` without `--took`: the control, each side's time, the pace
    /// and what an incorrect claim costs.
    ClockControl {
        control: String,
        each: Duration,
        pace: Pace,
        penalty: Duration,
    },
    /// `clock --took`: both clocks after a half-move, as a clock face shows
    /// them (`4:57`, `0:09.5`).
    ClockAfter {
        number: usize,
        side: Color,
        white: String,
        black: String,
    },
    /// `clock --took`: a flag fell during this half-move.
    FlagFellAt { side: Color, ply: usize },
    /// An item of `--took` (from 1) that is no number of seconds.
    TookNotSeconds { item: usize, text: String },
    /// `clock --time none`.
    NoClockToRun,
    /// A game of a file that cannot be read to its end: where, and why.
    GameUnreadable {
        path: PathBuf,
        game: usize,
        ply: usize,
        fault: RecordFault,
    },
    /// A value of an option (`--to`, `--scheme`) that names nothing there
    /// is, with the names there are.
    UnknownName {
        what: &'static str,
        name: String,
        names: String,
    },
    /// `analyze`: whether the position is dead (article 5.2.2) and whether
    /// each side can still mate (None: not decided).
    Analysis {
        dead: Option<bool>,
        can_mate: shakmaty::ByColor<Option<bool>>,
    },
    /// `convert`: a move (counted from 1) that cannot be read, and why.
    NotConverted {
        index: usize,
        text: String,
        why: String,
    },
    /// `voices`: a scheme's voice pack, built in, with its recordings.
    BuiltInPack { scheme: String, count: usize },
    /// `voices`: a sound output found.
    SoundOutput(OutputFound),
    /// `voices`: the voice used.
    Using(VoiceInUse),
    /// The rules end a game at a move with another result than the one
    /// written; the written one is kept.
    Contradiction {
        path: PathBuf,
        game: usize,
        verdict: Verdict,
        written: String,
        at: Option<(u32, Color)>,
    },
}
