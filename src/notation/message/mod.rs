//! Sentences annabella says besides the words of moves: prompts, answers to
//! commands, notices about files, sound and the engine. A message is data;
//! each language says it from its Fluent files (`locales/CODE/*.ftl`, see
//! `sentences`), for print (short, digits) or for speech (words).

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::Color;

mod arbiter;
mod board;
mod engine;
mod files;
mod ids;
mod play;
mod records;
mod sound;

use super::scheme::{Scheme, spell_ascii};
use super::word::{Announcement, Word};
use crate::game::{Pace, Reason, StartError, Verdict};

pub use files::{ConfigFault, FileProblem, SettingProblem};

pub use records::{BoardRank, HeaderField, MoveFault, RecordFault, SheetEntry};

pub use arbiter::{ArbiterText, SheetNote, TouchNote};

pub use engine::{EngineProblem, Seat};

pub use sound::{PackProblem, SoundFault, SoundTrouble};

pub use board::BoardText;

pub use play::{Help, HelpTopic, PromptText, Usage};

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

/// A player on lichess as the player hears of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LichessPlayer {
    /// An account: its name with the title lichess gives it ("GM
    /// Carlsen"), its rating and whether the rating is provisional.
    Named {
        name: String,
        rating: Option<u32>,
        provisional: bool,
    },
    /// lichess's AI at a level from 1 to 8.
    Ai(u8),
    Anonymous,
}

/// How fast a lichess game is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LichessPace {
    /// A clock: the time at the start and the increment, in seconds.
    Clock { initial: u64, increment: u64 },
    /// Correspondence: days per move.
    Days(u32),
    /// No clock at all.
    Unlimited,
}

/// Why a game of the player's cannot be played from annabella.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotPlayable {
    /// lichess does not let the Board API play it (lobby blitz, bullet).
    BoardApi,
    /// A variant annabella does not play, by lichess's name of it.
    Variant(String),
}

/// Why a server cannot be used, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerTrouble {
    /// Nothing answers at the address.
    NoAnswer,
    /// The server's name is not known.
    UnknownHost,
    /// No secure connection: the address is https, the server speaks
    /// plain http (or no http at all).
    NotHttps,
    /// No connection opened within this many seconds.
    NoConnection(u64),
    /// The request went out, and no answer at all came within this many
    /// seconds.
    Silent(u64),
    /// An answer began to come but was not whole after this many seconds.
    Unfinished(u64),
    /// The connection closed before the answer was whole.
    Closed,
    /// A game's stream brings only keep-alive lines, no game.
    NoGame,
    /// The server fails with this HTTP status.
    Status(u16),
    /// The answer is not the JSON the lichess API describes.
    NotJson,
    /// The proxy set in this environment variable cannot be used (it is
    /// no http:// or https:// proxy).
    ProxyUnusable(String),
    /// The proxy would not open the way to the server.
    ProxyRefused,
    /// The server sends annabella on to another address (a redirect),
    /// which is not followed.
    Redirected(String),
    /// Anything else, in the network library's words.
    Other(String),
}

/// The sentences of online and correspondence play (lichess).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineText {
    /// `online login` asks for the token; it is not shown as it is typed.
    TokenPrompt,
    TokenSaved(PathBuf),
    /// The server knows the token: whose it is.
    LoggedIn(String),
    /// No token anywhere.
    NoToken,
    /// The server refused the token (401).
    TokenRefused,
    /// The server cannot be reached, or fails: what happened.
    ServerDown {
        server: String,
        why: ServerTrouble,
    },
    /// The game does not exist on the server (404).
    NoSuchGame(String),
    /// The server refused what was asked, with its reason (400).
    Refused(String),
    /// Too many requests (429): the next one waits this many seconds.
    RateLimited(u64),
    /// The connection to the game was lost; annabella tries again.
    ConnectionLost,
    ConnectionBack,
    /// A move typed while the connection is down.
    NotSent,
    /// Ongoing games, and in how many it is the player's turn.
    Games {
        total: usize,
        my_turn: usize,
    },
    NoGames,
    /// The game now played: its id, the opponent, the player's colour,
    /// and the days per move of a correspondence game.
    Playing {
        id: String,
        opponent: LichessPlayer,
        color: Color,
        days: Option<u32>,
    },
    /// The opponent in full, whether the game is rated, and its pace: when
    /// a game opens, and on `opponent`.
    AboutGame {
        opponent: LichessPlayer,
        rated: bool,
        pace: LichessPace,
    },
    /// One game of the list of ongoing games: its number, the opponent,
    /// whose turn, the player's seconds left, lichess's speed, and why it
    /// cannot be played here, if it cannot.
    ListedGame {
        number: usize,
        opponent: LichessPlayer,
        my_turn: bool,
        left: Option<u64>,
        speed: String,
        not_playable: Option<NotPlayable>,
    },
    /// Which game is played: a number, Enter for `default`.
    ChooseGame {
        default: usize,
    },
    /// The number typed names no game that can be played.
    NoSuchNumber(String),
    /// A game that cannot be played from annabella, and why.
    GameNotPlayable {
        id: String,
        why: NotPlayable,
    },
    /// None of the ongoing games can be played from annabella.
    NoPlayableGame,
    /// `clock` in a game without a clock.
    NoClock,
    /// The token works but lacks the scope `board:play`.
    TokenLacksBoardPlay,
    /// A challenge to the player (a rematch offer among them): who, rated
    /// or casual, the pace, the variant, the player's colour (`None`: by
    /// lot).
    ChallengeReceived {
        from: LichessPlayer,
        rated: bool,
        pace: LichessPace,
        variant: String,
        /// annabella plays the variant (standard, Chess960, from position).
        playable: bool,
        you_play: Option<Color>,
        rematch: bool,
    },
    /// The challenger withdrew the challenge.
    ChallengeWithdrawn(String),
    /// `accept` or `decline` with no challenge waiting.
    NoChallenge,
    /// The player's answer to a challenge went to lichess.
    ChallengeAccepted,
    ChallengeDeclinedByYou,
    /// lichess did not start the game of a challenge accepted at the
    /// prompt within so many seconds.
    AcceptedNotStarted(u64),
    /// A challenge lichess does not have (404 to accept, decline or
    /// cancel): withdrawn, answered or expired meanwhile, or never there.
    NoSuchChallenge(String),
    /// The time left for the player's first move before lichess aborts
    /// the game.
    FirstMoveDue(Duration),
    /// `decline` with a reason lichess does not know; the reasons it knows.
    BadDeclineReason(String),
    /// The player's own challenge was withdrawn (`cancel`).
    ChallengeCancelled(String),
    /// A seek lichess ended without a game.
    SeekEnded,
    /// An offer of the player's that the opponent declined.
    OfferDeclined {
        draw: bool,
    },
    /// A line for the chat that lichess took.
    ChatTaken,
    /// Requests still waiting out lichess's rate limit when the player
    /// leaves: they are not sent.
    LeftUnsent(usize),
    /// A correspondence game's time is running low: what is left.
    DaysRunningOut(Duration),
    /// `quit` while the player's real-time clock runs on lichess.
    ClockRunsOn,
    /// A challenge with a clock, held open while annabella waits: leaving
    /// withdraws it.
    ChallengedLive(String),
    /// The player's time left in correspondence, as the game opens.
    YourTimeLeft(Duration),
    /// The user declined the player's challenge for a reason lichess
    /// names (`declineReasonKey`: `later`, `toofast`, …).
    ChallengeDeclinedWhy {
        user: String,
        key: String,
    },
    /// A line of a numbered list (the challenges waiting).
    Numbered {
        number: usize,
        text: Box<OnlineText>,
    },
    /// How the challenges waiting are answered when no game goes on;
    /// `only` when there is one, answered without a number.
    AnswerChallenges {
        only: bool,
    },
    /// What was typed at the challenges waiting names none of them.
    NoSuchChallengeNumber(String),
    /// A game of the player's started elsewhere (accepted challenge,
    /// matched seek).
    NewGame {
        id: String,
        opponent: LichessPlayer,
    },
    /// A seek is waiting for an opponent.
    Seeking {
        /// A correspondence seek, which stays on the server.
        stays: bool,
    },
    /// A challenge is waiting for the user's answer.
    Challenged(String),
    ChallengeDeclined(String),
    Chat {
        user: String,
        text: String,
    },
    /// The opponent left the game; victory can be claimed in this many
    /// seconds (0: now).
    OpponentGone(Option<u64>),
    OpponentBack,
    DrawOfferSent,
    TakebackAsked,
    /// The opponent asks to take back the last move.
    OpponentAsksTakeback,
    /// How the player answers the opponent's draw offer.
    AnswerDraw,
    TakebackDeclined,
    /// The server ended the game in a way the Laws do not name: its
    /// status, the side that lost when it names a winner, the result.
    EndedOnServer {
        status: String,
        loser: Option<Color>,
        result: String,
    },
    /// The time the side to move has left in a correspondence game.
    DaysLeft {
        side: Color,
        left: Duration,
    },
    /// Two-board play, the engine and its help do not belong to an online
    /// game.
    NotOnline,
    /// A claim of the win or a draw against an absent opponent, made in a
    /// game where no one has left.
    NoOneGone,
    /// A draw claim went to the server (lichess takes a draw offer in a
    /// repeated position as the claim).
    ClaimSent,
    ChatSent,
    /// A move typed while the opponent is to move.
    OpponentToMove,
    /// chat and the absent opponent's claims are for online games.
    OnlyOnline,
    // What the server or the token file sends that cannot be trusted.
    /// The address is plain http to another machine: the token would
    /// travel readable by anyone on the way.
    PlainHttp(String),
    /// The token file may be read by others (its mode), like an ssh key
    /// ssh refuses.
    TokenFileOpen {
        path: PathBuf,
        mode: u32,
    },
    /// The token file belongs to someone else.
    TokenFileNotOwn(PathBuf),
    /// The token file is not a plain file that can be read (a pipe, a
    /// device, a folder, a link to nothing, no permission).
    TokenFileUnusable {
        path: PathBuf,
        problem: FileProblem,
    },
    /// The token has a character no token has (a control character, a
    /// space inside it).
    TokenMalformed,
    /// A request that is not about a game was not found (404): the
    /// address is no lichess server.
    NotLichess(String),
    /// The server's moves have one that cannot be played here: its UCI
    /// and its half-move number.
    ServerMoveUnplayable {
        uci: String,
        ply: usize,
    },
    /// The server's game cannot be read: the reader's detail.
    UnreadableGame(String),
    /// A move the server never got is taken back here.
    MoveTakenBack,
    /// A move that went to lichess without a whole answer is taken back
    /// here; lichess's game brings it back if lichess has it.
    MoveUnconfirmed,
    /// Requests gone to lichess without an answer when annabella ended.
    LeftUnanswered(usize),
    /// Requests never sent when annabella ended: lichess had not answered
    /// those before them.
    LeftQueued(usize),
}

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
    Corr(super::corr_text::CorrText),
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
