//! Sentences annabella says besides the words of moves: prompts, answers to
//! commands, notices about files, sound and the engine. A message is data;
//! each language says it from its Fluent files (`locales/CODE/*.ftl`, see
//! `sentences`), for print (short, digits) or for speech (words).
//!
//! The messages are kept by area, as the Fluent files are: the module of an
//! area (`arbiter`, `board`, `cli`, `corr`, `engine`, `files`, `online`,
//! `play`, `records`, `sound`) holds the types of what it says, its
//! `ids.rs` the id of each in `locales/*/AREA.ftl` and the values that
//! fill it in, and its `tests.rs` one of every message of the area and the
//! tests of its sentences. A sentence of an area is added there and in its
//! Fluent files; a new kind of [`Message`] itself is also named here, in the
//! match of `ids.rs` and in the kinds of `tests.rs`.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::Color;

use super::scheme::{Scheme, spell_ascii};
use super::word::{Announcement, Word};
use crate::game::{StartError, Verdict};

mod arbiter;
mod board;
mod cli;
mod corr;
mod engine;
mod files;
mod ids;
mod online;
mod play;
mod records;
mod sound;

pub use arbiter::{ArbiterText, SheetNote, TouchNote};
pub use board::BoardText;
pub use cli::{CliCommand, CliText, CommandLineFault, OutputFound, VoiceInUse};
pub use corr::{
    CardLine, CardMove, CorrCommand, CorrText, DateOf, Day, DaysLeft, IccfText, MailDoubt,
    MailProgramTrouble, MailSays, Standing, XfccCode, XfccResult,
};
pub use engine::{EngineProblem, Seat};
pub use files::{ConfigFault, FileProblem, SettingProblem};
pub use online::{LichessPace, LichessPlayer, NotPlayable, OnlineText, ServerTrouble};
pub use play::{Help, HelpTopic, PromptText, Usage};
pub use records::{BoardRank, HeaderField, MoveFault, RecordFault, SheetEntry};
pub use sound::{PackProblem, SoundFault, SoundTrouble};

/// How a message or an announcement is rendered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// A printed line: short, numbers and clock times in digits, so that it
    /// fits a braille display.
    Print,
    /// What a voice says: numbers and times in words.
    Speech,
    /// A printed line with moves and squares as SAN (`Sf3`, `exd5`, `e4`),
    /// three to five times shorter on a braille display (`--notation san`).
    San,
}

/// A sentence of annabella's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    // Starting, leaving, files.
    Greeting,
    /// `help`: the topics of the help, and how to ask for one.
    Help(Help),
    /// `help TOPIC`: one page of the help.
    HelpPage {
        help: Help,
        topic: HelpTopic,
    },
    SavingTo(PathBuf),
    SavedIn(PathBuf),
    /// The games folder cannot be used; the game goes to `instead`, or is
    /// not saved at all.
    FolderUnusable {
        folder: Option<PathBuf>,
        problem: FileProblem,
        instead: Option<PathBuf>,
    },
    SaveFailed {
        path: PathBuf,
        problem: FileProblem,
    },
    /// A save works again after one that failed.
    SavedAgain(PathBuf),
    /// A save failed for want of room (a full disk, a used-up quota): the
    /// game is now in `instead`, in the fallback folder, and saved there
    /// after every move.
    SavedElsewhere {
        path: PathBuf,
        problem: FileProblem,
        instead: PathBuf,
    },
    /// A file that cannot be used for what was asked (to save in, to
    /// export to, to read), and why; nothing was played or written.
    FileRefused {
        path: PathBuf,
        problem: FileProblem,
    },
    /// The folder of the game's file had gone and was made again.
    FolderMadeAgain(PathBuf),
    /// The game's file had other names (hard links): they keep what the
    /// file held before this save.
    LinksParted(PathBuf),
    /// Another program changed the game's file while the game was played:
    /// the game was saved into the file as it is now, where it was found
    /// again (`found`), or else added at its end.
    ChangedMeanwhile {
        path: PathBuf,
        found: bool,
    },
    /// `export --to wav` without `-o`: sound goes to a file, not the
    /// terminal.
    WavNeedsFile,
    /// A braille sheet in the built-in letters, because liblouis or the
    /// language's braille table (named) is not there.
    BrailleTableMissing(String),
    /// A braille sheet in the built-in letters, because the file named to
    /// be loaded as liblouis is no regular file (a pipe, a device).
    BrailleLibraryRefused(PathBuf),
    /// liblouis gave no answer within this many seconds: what was left of
    /// the braille is in the built-in letters.
    BrailleLibraryStopped(u64),
    Resuming {
        path: PathBuf,
        game: usize,
        plies: usize,
    },
    Reviewing {
        path: PathBuf,
        game: usize,
        white: String,
        black: String,
        plies: usize,
        result: String,
    },
    /// The reviewed file has a move that cannot be played; review goes up
    /// to the half-move before it.
    ReviewStops {
        ply: usize,
        fault: RecordFault,
    },
    /// `--save` names a file that is already there.
    SaveFileExists(PathBuf),
    /// The answer to [`Message::SaveFileExists`] was not add or replace.
    SaveFileKept(PathBuf),
    /// `resume` of a game played on lichess: it is played on online.
    OnlineGameNotResumed {
        path: PathBuf,
        id: String,
    },
    /// `resume` of a game played on ICCF's server: moves made offline
    /// would never reach ICCF; it is played on with `annabella iccf`.
    IccfGameNotResumed {
        path: PathBuf,
        id: String,
    },
    /// A resumed game's file names an engine the player's own settings do
    /// not: asked at a terminal before it is started (a file never chooses
    /// a program to run).
    FileEngineAsked(String),
    /// The engine a resumed game's file names is not started; `playing`
    /// (the player's own engine) plays instead.
    FileEngineNotStarted {
        wanted: String,
        playing: String,
    },
    /// A line typed was not UTF-8; it was read as this text.
    NotUtf8(String),
    /// A line typed or pasted longer than this many characters, more than
    /// any command: refused unread.
    LineTooLong {
        longest: usize,
    },
    /// The prompt of line mode at a terminal.
    Prompt(PromptText),
    HelpPointer,
    Usage(Usage),
    NotAReviewCommand(String),
    /// A command-line option with a value that cannot be used.
    BadOption {
        option: String,
        problem: SettingProblem,
    },
    /// A setting of the config file that is not used; its default is.
    BadSetting {
        file: PathBuf,
        line: usize,
        key: String,
        problem: SettingProblem,
    },
    /// More settings of the config file than are named one by one are
    /// not used: how many more.
    MoreSettingsUnused {
        file: PathBuf,
        more: usize,
    },
    /// The config file is not used at all.
    ConfigUnused {
        file: PathBuf,
        line: Option<usize>,
        fault: ConfigFault,
    },
    /// A file has no game of this number (counted from 1).
    NoSuchGame {
        path: PathBuf,
        number: usize,
        count: usize,
    },
    /// The game chosen to resume has ended.
    GameFinished {
        path: PathBuf,
        result: String,
    },
    /// Nothing to resume in the games folder (or no folder to look in).
    NoUnfinishedGame(Option<PathBuf>),
    /// The starting position of `--fen` or `--chess960` cannot be played.
    CannotStart(StartError),

    /// How a game of a file came out: the result as written, the verdict
    /// (by the rules, or read from the tags), and where the rules ended it
    /// when the record goes on after that half-move.
    Outcome {
        result: String,
        verdict: Option<Verdict>,
        ended_at: Option<(u32, Color)>,
    },

    /// Two scoresheets agree, for this many half-moves.
    SheetsAgree {
        plies: usize,
    },
    /// Two scoresheets first differ before this move: what each has.
    SheetsDiffer {
        move_number: u32,
        side: Color,
        a: SheetEntry,
        b: SheetEntry,
    },
    /// One scoresheet (`A` or `B`) left out this move, which the other has.
    SheetLeavesOut {
        sheet: char,
        move_number: u32,
        side: Color,
        words: Announcement,
    },
    /// One scoresheet's clocks before the difference, as recorded.
    SheetClocks {
        sheet: char,
        white: Option<Duration>,
        black: Option<Duration>,
    },
    /// Introduces the position before a difference, said piece by piece.
    PositionBefore,
    /// A position as FEN.
    Fen(String),
    /// A position a rank a line, from the top as the board is seen: the
    /// rank's number and its squares from the left.
    Position(Vec<BoardRank>),
    /// The event a game played in annabella is written under, when it has
    /// none of its own.
    EventName,
    /// A line of an exported scoresheet's head: "Weiß: Anna".
    Header {
        field: HeaderField,
        value: String,
    },

    // Answers to commands.
    NothingSaidYet,
    NoMoveYet,
    BrowseAtLast,
    BrowseFirst,
    BrowseLast,
    StartOfGame,
    EndOfGame,
    StartingPosition,
    Flipped {
        bottom: Color,
    },
    Declined,
    ConfirmResign,
    ConfirmDraw,
    /// A draw offered with a move said aloud and not yet pressed.
    ConfirmDrawWith(Announcement),
    /// `no` to offering a draw.
    DrawNotOffered,
    /// How a draw offered is answered.
    DrawAnswer,
    EngineDeclinesDraw,
    AskTakeback,
    NothingToTakeBack,
    NoOwnMoveToTakeBack,
    ClaimNotPossible,
    /// Article 9.5.3: the opponent's time added, `None` in a game without
    /// a clock, where there is no time to add.
    IncorrectClaim {
        opponent: Color,
        penalty: Option<Duration>,
    },
    WaitNeedsPracticeClock,
    /// A move or action after the end of the game.
    GameIsOver,
    /// The players' names, for `opponent` (None: a person at the
    /// keyboard with no name given).
    Players {
        white: Option<String>,
        black: Option<String>,
    },
    ConfirmAbort,
    /// The game was aborted; its file was removed or left.
    Aborted {
        removed: bool,
    },
    AbortTooLate,
    /// A square typed alone that only this move fits: asked before it is
    /// played.
    DidYouMean(Announcement),
    /// yes or no typed with no question open.
    NothingAsked,
    /// A question left open when another command was typed: it is no
    /// longer asked.
    QuestionDropped,
    /// A move typed while the engine thinks, kept for the player's turn.
    Premove(SheetEntry),
    PremoveCancelled,
    /// A second premove: it replaces the first.
    PremoveReplaced(SheetEntry),
    /// `cancel` with no premove.
    NoPremove,
    /// The premove cannot be played in the position the engine left.
    PremoveFailed,
    /// `quit` leaves; said when the game has ended.
    QuitToLeave,
    /// The player left: where the game is kept, and, when it has not
    /// ended, how to go on with it: `annabella resume` alone takes up the
    /// latest game of the games folder, one elsewhere needs its file.
    Left {
        path: PathBuf,
        over: bool,
        in_games_folder: bool,
    },
    /// The player left a game of ICCF's server before it ended: where it
    /// is kept, and that `annabella iccf --game ID` goes on with it.
    LeftIccfGame {
        path: PathBuf,
        id: String,
    },
    /// The player left before the first move: no file is kept.
    LeftUnplayed,

    // Two-board play and tournament mode.
    TournamentMode,
    TournamentNoHelp,
    /// `illegal` and `touched` belong to two-board play.
    TwoBoardOnly,
    /// A draw offer made before the move it goes with.
    DrawWithNextMove,
    /// A draw offer that goes with the move waiting for the clock.
    DrawWithPress,
    /// Pieces touched (article 4.3), and what that obliges.
    Touched {
        pieces: Announcement,
        rule: TouchNote,
    },
    /// A move that touch-move does not allow.
    TouchBreaks(TouchNote),
    PressHint,
    MoveCancelled,
    NothingWaitsForClock,
    NothingToPress,
    CancelledBeforePress,
    UnpressedOnQuit(Announcement),
    /// The arbiter's procedures.
    Arbiter(ArbiterText),

    // The engine.
    /// The engine's name on the scoresheet, with its level.
    EngineName {
        name: String,
        level: u8,
    },
    /// The first line of a game: who plays what, and whose move it is.
    Start {
        white: Seat,
        black: Seat,
        to_move: Color,
    },
    NoEngine(EngineProblem),
    EngineFailed(EngineProblem),
    NoSideIsEngine,
    EngineThinking,
    HelpOff,
    NoHelp(EngineProblem),
    NoEvaluation,
    EngineSuggestedUnplayable(String),
    EngineFlagFell,

    // Sound.
    VoiceRecordings,
    /// A screen reader speaks every printed line: annabella's own voice is
    /// off, its earcons stay.
    VoiceScreenReader,
    NoSoundDevice(SoundFault),
    /// The machine has no sound card: announcements as text only.
    NoSoundCard,
    NoSound(SoundFault),
    NoSystemSpeech(SoundFault),
    SoundLost(SoundFault),
    OwnRecordings {
        dir: PathBuf,
        count: usize,
    },
    /// A voice pack of the player's own is not used: the file in it (or
    /// the folder) and why.
    VoicePackProblem {
        path: PathBuf,
        problem: PackProblem,
    },
    NoSystemVoiceCalled(String),

    // The board.
    BoardKeys,
    NotYourPiece,
    /// Words of the board screen.
    Board(BoardText),
    /// Online play.
    Online(OnlineText),
    /// The command line outside a game.
    Cli(CliText),
    /// Correspondence by e-mail, letter and cassette.
    Corr(CorrText),
}

/// What a language table needs to render a message: the scheme's words
/// and the form.
pub struct Say<'a> {
    pub scheme: &'a Scheme,
    pub form: Form,
}

impl Say<'_> {
    pub fn side(&self, color: Color) -> &'static str {
        self.scheme.side(color)
    }

    /// An announcement inside a sentence.
    pub fn words(&self, words: &Announcement) -> String {
        self.scheme.render_in(words, self.form)
    }

    /// A stretch of time: `2:00` in print, "zwei Minuten" in speech.
    pub fn time(&self, time: Duration) -> String {
        self.scheme.word(&Word::Clock(time), self.form).into_owned()
    }

    /// A count: digits in print, words in speech.
    pub fn number(&self, n: usize) -> String {
        match self.form {
            Form::Print | Form::San => n.to_string(),
            Form::Speech => self
                .scheme
                .numbers
                .say(u32::try_from(n).unwrap_or(u32::MAX)),
        }
    }

    pub fn speech(&self) -> bool {
        self.form == Form::Speech
    }

    /// A path in a sentence: printed on a line of its own, whole, however
    /// long (the sentence puts the line breaks around it); said as it is.
    pub fn path(&self, path: &std::path::Path) -> String {
        self.whole(&path.display().to_string())
    }

    /// A value printed on a line of its own and never broken (a path, a
    /// FEN), cleaned of what does not belong in one line.
    pub fn whole(&self, value: &str) -> String {
        let value = super::outside::line(value);
        match self.form {
            Form::Speech => value,
            Form::Print | Form::San => super::cells::whole(&value),
        }
    }
}

impl Message {
    /// A value written into a record (a player's or an event's name, a
    /// line of a scoresheet's head), not an answer read on its own: it
    /// stays one line.
    fn is_value(&self) -> bool {
        matches!(
            self,
            Message::EngineName { .. } | Message::Header { .. } | Message::EventName
        )
    }
}

impl Scheme {
    /// A message in the scheme's language; printed, in lines a braille
    /// display holds (a path or a FEN on a line of its own).
    pub fn message(&self, message: &Message, form: Form, ascii: bool) -> String {
        let text = ids::message(message, &Say { scheme: self, form });
        let text = super::outside::printable(&text);
        let text = if ascii { spell_ascii(&text) } else { text };
        match form {
            Form::Print | Form::San if !message.is_value() => {
                self.language.isolated(&super::cells::braille_lines(&text))
            }
            Form::Print | Form::San => self.language.isolated(&super::cells::unmarked(&text)),
            Form::Speech => super::cells::unmarked(&text),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
