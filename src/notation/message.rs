//! Sentences annabella says besides the words of moves: prompts, answers to
//! commands, notices about files, sound and the engine. A message is data;
//! each language says it from its Fluent files (`locales/CODE/*.ftl`, see
//! `sentences`), for print (short, digits) or for speech (words).

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{Color, Role};

use super::scheme::{Scheme, spell_ascii};
use super::word::{Announcement, Word};
use crate::game::{
    Bonus, Claim, ClaimBar, IllegalKind, Pace, QuickplayBar, QuickplayStep, Reason, StartError,
    Verdict,
};

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

/// Why a file or folder could not be used, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    NoPermission,
    NotFound,
    /// A part of the path is a file, not a folder.
    NotAFolder,
    IsAFolder,
    /// A device, a pipe or anything else that is not a plain file.
    NotAFile,
    NoSpace,
    ReadOnly,
    /// Another annabella is playing the game of this file.
    Locked,
    /// There is no folder to save in (no HOME, no XDG_DATA_HOME).
    NoFolder,
    /// What the system said, as it said it.
    Other(String),
    /// A symbolic link to something that is not there.
    DanglingLink,
    /// An export's output is the file it reads.
    IsTheSource,
    /// Bigger than the limit, in bytes, of what is read.
    TooBig(u64),
    /// Every name for a new game's file is taken.
    NoFreeName,
    /// Something was put at a new file's name meanwhile.
    AlreadyThere,
    /// The file was changed by another program while the game was played.
    ChangedMeanwhile,
    /// A file read for its games has none.
    NoGame,
    /// A WAV file would hold more than this many bytes of sound, the most
    /// one RIFF file can.
    RiffFull(u64),
    /// Links that lead round in a circle.
    LinkLoop,
    /// A name too long, or with characters the file system refuses.
    BadName,
    /// Bigger than the file system lets one file be.
    TooBigForDisk,
    /// In use by the system (a device busy, a file being run).
    Busy,
    /// A link at a name annabella chose for a file of its own: never
    /// written, truncated, renamed onto or deleted through.
    Link,
    /// A folder of annabella's own on the way to a file is a link.
    LinkOnTheWay,
}

impl FileProblem {
    /// A folder that could not be made: `AlreadyExists` there means a file
    /// stands where the folder belongs.
    pub fn of_folder(error: &std::io::Error) -> FileProblem {
        match error.kind() {
            std::io::ErrorKind::AlreadyExists => FileProblem::NotAFolder,
            _ => FileProblem::from(error),
        }
    }
}

impl From<&std::io::Error> for FileProblem {
    fn from(error: &std::io::Error) -> FileProblem {
        use std::io::ErrorKind;
        if crate::platform::is_link_loop(error) {
            return FileProblem::LinkLoop;
        }
        match error.kind() {
            ErrorKind::PermissionDenied => FileProblem::NoPermission,
            ErrorKind::NotFound => FileProblem::NotFound,
            ErrorKind::NotADirectory => FileProblem::NotAFolder,
            ErrorKind::IsADirectory => FileProblem::IsAFolder,
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => FileProblem::NoSpace,
            ErrorKind::ReadOnlyFilesystem => FileProblem::ReadOnly,
            ErrorKind::AlreadyExists => FileProblem::AlreadyThere,
            ErrorKind::InvalidFilename => FileProblem::BadName,
            ErrorKind::FileTooLarge => FileProblem::TooBigForDisk,
            ErrorKind::ResourceBusy | ErrorKind::ExecutableFileBusy => FileProblem::Busy,
            _ => FileProblem::Other(error.to_string()),
        }
    }
}

/// What went wrong with the engine, for the one line the player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineProblem {
    /// A path was given, and nothing is there.
    NotFound(String),
    /// A name was given, and it is not in PATH or /usr/games.
    NotInstalled(String),
    DidNotStart {
        program: String,
        why: String,
    },
    Pipes,
    Stopped {
        name: String,
        status: String,
    },
    NoAnswer {
        name: String,
        word: String,
        seconds: u64,
    },
    NoChess960(String),
    /// No move by the deadline.
    Silent(String),
    NoMove(String),
    Unreadable {
        name: String,
        text: String,
    },
    Illegal {
        name: String,
        uci: String,
    },
    /// Output far beyond what UCI needs: endless lines, or a flood.
    Flood(String),
    /// The engine is busy with its own move.
    Thinking,
}

/// The words of the board screen around the squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardText {
    ClockTitle,
    SaidTitle,
    /// The title of the announcements when more follows below.
    SaidScrolled,
    MovesTitle,
    HelpTitle,
    NoClock,
    /// The prompt of the command line while the board has the keys.
    TabForCommand,
    /// A move said aloud that waits for the clock, in SAN.
    NotPressed(String),
    /// The keys of the board, one line each: those of the engine's help
    /// and of the clock only where the game has them.
    Keys(Help),
    /// The terminal is smaller than the board needs.
    TooSmall {
        columns: u16,
        rows: u16,
    },
    /// The command line is full: characters typed beyond are not taken.
    CommandFull(usize),
}

/// A labelled line at the head of an exported scoresheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderField {
    Event,
    Date,
    Player(Color),
}

/// What stops a game of a file from being read further.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordFault {
    /// A move as written (`text`) that is no move, not legal, or fits more
    /// than one legal move; with its move number, side and line.
    Move {
        text: String,
        move_number: u32,
        side: Color,
        line: usize,
        why: MoveFault,
    },
    UnclosedComment {
        line: usize,
    },
    UnclosedVariation {
        line: usize,
    },
    ResultInMoves {
        line: usize,
        result: String,
    },
    /// A tag that cannot be read, as written.
    BadTag {
        line: usize,
        text: String,
    },
    /// A variant annabella does not play, as the file names it.
    UnknownVariant(String),
    /// The starting position of the file cannot be played.
    Start(StartError),
    /// A tag, comment or move longer than is read.
    TooLong {
        line: usize,
        megabytes: usize,
    },
    /// A game that goes on past `items` moves, comments and marks without
    /// a result.
    Endless {
        line: usize,
        items: usize,
    },
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveFault {
    NotAMove,
    Illegal,
    Ambiguous,
}

/// What one scoresheet has at a half-move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetEntry {
    /// A legal move, in words.
    Move(Announcement),
    /// Something that is no legal move there, as it was written.
    Written { text: String, why: MoveFault },
    /// The sheet has ended.
    Missing,
    /// A legal move in words, and as it was written on the sheet.
    MoveAsWritten { words: Announcement, text: String },
}

/// What touching pieces obliges a player to move (articles 4.3, 4.5), in
/// words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TouchNote {
    /// 4.3.1: this piece must be moved.
    Move(Announcement),
    /// 4.3.2: this piece must be captured.
    Capture(Announcement),
    /// 4.3.3: the first piece must capture the second.
    CaptureWith(Announcement, Announcement),
    /// 4.5: none can be moved or captured; any legal move.
    Any,
    /// 4.4.1: the king must castle with this rook.
    Castle(Announcement),
    /// 4.4.3: castling with the rook touched is illegal: this king must
    /// make another move.
    KingMove(Announcement),
    /// 4.4.2: this piece must move, but not castle with that rook.
    MoveWithoutCastling(Announcement, Announcement),
    /// 4.4.2 and 4.5: any legal move but castling with this rook.
    AnyWithoutCastling(Announcement),
}

/// The sentences of the arbiter's procedures in two-board play (articles
/// 4, 6.10, 7.5 and 9 and the appendix for visually impaired players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArbiterText {
    /// An illegal move ruled (7.5.1–7.5.4 with 7.5.5): who, of which kind,
    /// what was typed or made (nothing for a clock pressed without a move),
    /// and the time the opponent gets (`None` in a game without a clock:
    /// 7.5.5's penalty is time on a clock, and there is none to give).
    Illegal {
        offender: Color,
        kind: IllegalKind,
        what: Option<Announcement>,
        penalty: Option<Duration>,
    },
    /// 7.5.5: the offender's second illegal move.
    SecondIllegal {
        offender: Color,
        kind: IllegalKind,
    },
    /// 7.5.1 with 4.3: the piece moved is not known from what was typed.
    NamePieceMoved,
    /// `illegal` while an announced move waits for the clock: that move is
    /// legal, and no other was completed.
    AnnouncedIsLegal,
    /// D.2.1: a pawn to the last rank typed without its piece; 7.5.2 if
    /// the clock is pressed so.
    PromotionPiece,
    /// A claim refused without penalty.
    ClaimBarred(ClaimBar),
    /// 9.1.2.3: the incorrect claim stands as a draw offer by the claimant.
    ClaimIsOffer {
        claimant: Color,
    },
    /// Tournament mode has no takeback by agreement and no abort.
    NoTakeback,
    NoAbort,
    /// `legal` and `attackers`: what a tactile board does not tell.
    NotOnTactileBoard,
    /// `retrace N [side]`: back to the position after move `number` (of
    /// `side`, when named); `taken` half-moves taken back (D.2.9).
    Retraced {
        number: u32,
        side: Option<Color>,
        taken: usize,
    },
    /// `retrace N` of a move the game does not have.
    NoSuchMove(u32),
    /// The arbiter set a clock (6.10.2, D.2.9).
    ClockSet {
        color: Color,
        time: Duration,
    },
    /// The arbiter added (or took) time.
    ClockAdded {
        color: Color,
        millis: i64,
    },
    /// A clock command in a game without a clock.
    NoClock,
    /// 5.2.3: a draw offer accepted before both players have moved.
    AgreementTooEarly,
    /// The arbiter stopped the clocks (6.11.1), or they stand.
    ClocksStopped,
    /// The arbiter started them again (6.11.3).
    ClocksStarted,
    /// `clock stop` while they stand, `clock start` while they run.
    ClocksStandAlready,
    ClocksRunAlready,
    /// The arbiter declared this result.
    Declared(Verdict),
    /// A new increment or delay for both from now on (III.4).
    ControlChanged(Bonus),
    /// Guidelines I.1: the move is sealed; quit adjourns the game.
    Sealed,
    /// A move to seal that is not legal here (said without the move).
    SealNotLegal,
    /// `seal` with no move stated or announced.
    SealNeedsMove,
    /// The game is adjourned: the sealed move waits for the resumption.
    Adjourned,
    /// I.9 a: the sealed move is made, before its announcement.
    SealedMoveMade,
    /// A quickplay-finish claim that cannot be made.
    QuickplayBarred(QuickplayBar),
    /// 10.2: the arbiter answers yes, postpone or no.
    QuickplayAsk,
    /// 10.2 b: postponed, the result after a flag.
    QuickplayPostponed,
    /// 10.2 c: rejected.
    QuickplayRejected,
    /// 10.2 b: a flag fell after a postponement: the arbiter declares.
    DeclareAfterFlag,
    /// A resumed game: this side's draw offer still waits (9.1.2.1, I.4).
    OfferWaits(Color),
    /// A resumed two-board game: the move announced before it was left is
    /// made (D.2.3) and waits for the clock.
    AnnouncedWaits(Announcement),
    /// What is written beside a move, as an export or review shows it.
    Note(SheetNote),
}

/// What the players and the arbiter wrote beside a move (articles 8.1,
/// 9.1.2.2): shown by the text and braille scoresheets and said in review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetNote {
    /// A draw offer by this side, `(=)`.
    Offer(Color),
    /// A claim, by whom when known, and whether it was correct.
    Claim {
        claim: Claim,
        correct: bool,
        by: Option<Color>,
    },
    /// An illegal move ruled, of this kind, as written.
    Illegal {
        by: Color,
        kind: IllegalKind,
        text: String,
    },
    /// Time the arbiter added (negative: took).
    TimeAdded { color: Color, millis: i64 },
    /// A clock the arbiter set.
    ClockSet { color: Color, time: Duration },
    /// The moves a retrace took back.
    Retraced(String),
    /// The game was left with this side to move and this time on its
    /// clock.
    Adjourned { color: Color, time: Duration },
    /// The arbiter stopped the clocks (6.11.1).
    ClocksStopped,
    /// The arbiter started the clocks again (6.11.3).
    ClocksStarted,
    /// The arbiter declared a result (PGN: `1/2-1/2`), for a reason.
    Declared { result: String, reason: String },
    /// A new increment or delay for both (III.4).
    ControlChanged(Bonus),
    /// A move sealed by this side (Guidelines I.1).
    Sealed(Color),
    /// A step of a quickplay-finish claim (10.2).
    Quickplay { color: Color, step: QuickplayStep },
    /// Correspondence: the day the mover received the move before, and
    /// the day this one was sent (`2026-11-20`).
    Posted {
        received: Option<String>,
        sent: Option<String>,
    },
}

/// A command typed without what it needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Usage {
    Scan,
    Legal,
    Attackers,
    Square,
    Claim,
    /// `goto` needs a move number from 1 to this.
    Goto(u32),
    Touched,
    Wait,
    Chat,
    /// `retrace` needs a move number.
    Retrace,
    /// `clock set` and `clock add` need a side and a time.
    ClockSet,
    /// `clock control` needs an increment or a delay: `+5`, `d5`, `b5`, `0`.
    ClockControl,
    /// `result` needs `1-0`, `0-1` or `1/2`.
    Result,
    /// `postpone` takes a time for the opponent, or none.
    Postpone,
    /// `p` with a word that names no side or kind of piece.
    Pieces,
    /// `help` with a word that names no topic of this game.
    HelpTopic,
}

/// A page of the help, asked for with `help TOPIC`; `help` alone lists the
/// topics of the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HelpTopic {
    /// Typing a move; the move list.
    Moves,
    /// The position: pieces, lines, squares, the board, the FEN.
    Board,
    /// Offers, claims, resigning, leaving.
    Game,
    Clock,
    /// The voice and its options.
    Sound,
    /// The engine, its hint and evaluation.
    Engine,
    /// Two-board play: saying a move and pressing the clock.
    TwoBoard,
    /// The arbiter's procedures of two-board play.
    Arbiter,
    /// A game on lichess.
    Online,
    /// Stepping through a recorded game.
    Review,
}

impl HelpTopic {
    pub const ALL: [HelpTopic; 10] = [
        HelpTopic::Moves,
        HelpTopic::Board,
        HelpTopic::Game,
        HelpTopic::Clock,
        HelpTopic::Sound,
        HelpTopic::Engine,
        HelpTopic::TwoBoard,
        HelpTopic::Arbiter,
        HelpTopic::Online,
        HelpTopic::Review,
    ];

    /// The topics of a game of this kind, in the order of the index. In
    /// tournament mode there is no page of the engine (article 11.3).
    pub fn offered(help: Help) -> Vec<HelpTopic> {
        HelpTopic::ALL
            .into_iter()
            .filter(|topic| match topic {
                HelpTopic::Game => !help.review,
                HelpTopic::Engine => {
                    !help.tournament && !help.review && (help.engine_game || help.engine_help)
                }
                HelpTopic::TwoBoard | HelpTopic::Arbiter => help.two_board,
                HelpTopic::Online => help.online,
                HelpTopic::Review => help.review,
                HelpTopic::Moves | HelpTopic::Board | HelpTopic::Clock | HelpTopic::Sound => true,
            })
            .collect()
    }
}

/// Who plays a side, for the first line of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// The player at the keyboard, against the engine or (two-board) an
    /// opponent at a board of their own.
    You,
    /// The engine, by its name and level.
    Engine { name: String, level: u8 },
    /// A person at this keyboard, by the name given, if one was.
    Keyboard(Option<String>),
    /// The sighted opponent of two-board play, at their own board.
    Board(Option<String>),
    /// An opponent who plays from afar: by post, by e-mail, on a server.
    Away(Option<String>),
}

/// Which help to give.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Help {
    pub review: bool,
    pub two_board: bool,
    /// Hint and evaluation are offered.
    pub engine_help: bool,
    /// A side is played by the engine.
    pub engine_game: bool,
    /// The game is played on a server.
    pub online: bool,
    /// Tournament mode: no takeback, no abort, no `legal` or `attackers`.
    pub tournament: bool,
}

/// Why a value of a command-line option or of the config file cannot be
/// used; each holds the value as it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingProblem {
    /// Not `human`, `engine` or `engine=PATH`.
    Player(String),
    PieceStyle(String),
    Level(String),
    Rate(String),
    /// A time control that cannot be read from this character (from 1).
    Time {
        text: String,
        column: usize,
    },
    Scheme(String),
    /// Not the code of one of annabella's languages.
    Language(String),
    /// Not `words` or `san`.
    Notation(String),
    Voice(String),
    Theme(String),
    /// Not `white` or `black` (the blind player's side).
    Color(String),
    BoardSize(String),
    /// Not a braille grade: 0, 1 or 2.
    BrailleGrade(String),
    /// A warning threshold that is no number of seconds.
    Seconds(String),
    Chess960(String),
    /// Days per move that lichess does not offer.
    Days(String),
    /// A clock for lichess that is not minutes+seconds.
    OnlineClock(String),
    /// A clock lichess does not take for a challenge or an AI game.
    ChallengeClock(String),
    /// An AI level other than 1 to 8.
    AiLevel(String),
    /// A colour other than white, black or random.
    OnlineColor(String),
    /// A variant annabella does not play.
    Variant(String),
    /// A rating range not like 1500-1800, or for anything but a seek.
    RatingRange(String),
    /// An option lichess takes only for some requests
    /// (`lichess-org/api`): a rating range only for a seek, a colour
    /// only for a real-time seek, `rated` never for its AI.
    RatingRangeSeekOnly,
    ColorRealTimeSeekOnly,
    AiCasualOnly,
    /// The file has a list or a table where text or a number belongs.
    NotText,
    NotTrueOrFalse,
    /// A key of the file that annabella does not know.
    Unknown,
}

/// Why the config file as a whole was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigFault {
    NotUtf8,
    Unreadable(FileProblem),
    /// Not TOML, with the reader's own detail.
    NotToml(String),
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
    /// The token file may be read or changed by these accounts besides
    /// its owner's (Windows' access list).
    TokenFileShared {
        path: PathBuf,
        who: String,
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

/// One rank of a position as `board` shows it: its number and its squares
/// from the left, as the board is seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRank {
    pub number: u32,
    pub squares: Vec<Option<(Color, Role)>>,
}

/// What kind of trouble sound had, said in the player's language; the
/// sound system's own words stay apart, marked as its words.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SoundTrouble {
    /// No sound system answered at all.
    NoSoundSystem,
    /// The sound system has no output device.
    NoOutputDevice,
    /// The output device would not open or start.
    DeviceRefused,
    /// The device stopped taking sound while in use.
    DeviceLost,
    /// The system's speech service stopped answering.
    SpeechLost,
    /// The system's speech service would not open.
    NoSpeechService,
    /// The system's speech service took the connection and never answered.
    SpeechSilent,
    /// The built-in recordings cannot be read.
    Recordings,
}

/// Why a folder of the player's own recordings (a voice pack) is not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackProblem {
    /// The folder or a recording in it cannot be read: not there, not a
    /// plain file (a pipe, a device), too big.
    File(FileProblem),
    /// A recording is not a 16-bit PCM WAV file.
    NotWav,
    /// A recording says it has this many samples a second, which no
    /// recording has.
    Rate(u32),
    /// A recording is longer than one word takes, this many seconds.
    TooLong(u32),
}

/// Sound's trouble by kind, and what the sound system said (cleaned,
/// bounded; empty when it said nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoundFault {
    pub trouble: SoundTrouble,
    pub detail: String,
}

impl SoundFault {
    pub fn new(trouble: SoundTrouble, detail: &str) -> SoundFault {
        SoundFault {
            trouble,
            detail: super::outside::line(detail),
        }
    }
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

/// What the prompt of line mode at a terminal says, so that the braille
/// cursor line is never blank: the last move and who is to move
/// (`12...Sf6 W>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromptText {
    /// The last move: its number, who played it, and its SAN (English
    /// letters; each language writes it in its scheme's).
    pub last: Option<(u32, Color, String)>,
    /// Who is to move.
    pub to_move: Color,
    /// How the game came out (`1-0`), once it has ended.
    pub result: Option<String>,
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
        let text = super::sentences::render(message, &Say { scheme: self, form });
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
pub(crate) mod tests {
    use super::*;
    use crate::notation::scheme::{ENGLISH, FIDE, ICELANDIC, PERSIAN, TURKISH};
    use shakmaty::{Role, Square};

    const SOUND_TROUBLES: [SoundTrouble; 6] = [
        SoundTrouble::NoSoundSystem,
        SoundTrouble::NoOutputDevice,
        SoundTrouble::DeviceRefused,
        SoundTrouble::DeviceLost,
        SoundTrouble::SpeechLost,
        SoundTrouble::Recordings,
    ];

    /// A path as long as a real game's: a user's games folder.
    pub const LONG_PATH: &str =
        "/home/anna-lena/.local/share/annabella/games/game-2026-11-25-014740.pgn";

    /// A FEN as long as one of the middle game.
    pub const LONG_FEN: &str =
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 120 123";

    /// One of every message, with sample contents that belong to no
    /// language (paths, names, numbers), as long as real ones are: long
    /// names, three-digit move numbers.
    pub fn every_message() -> Vec<Message> {
        let path = || PathBuf::from(LONG_PATH);
        let mut words = Announcement::new();
        words.push(Word::Piece(Role::Knight)).square(Square::F3);
        let problems = [
            FileProblem::NoPermission,
            FileProblem::NotFound,
            FileProblem::NotAFolder,
            FileProblem::IsAFolder,
            FileProblem::NotAFile,
            FileProblem::NoSpace,
            FileProblem::ReadOnly,
            FileProblem::Locked,
            FileProblem::NoFolder,
            FileProblem::Other("EIO 5".into()),
            FileProblem::DanglingLink,
            FileProblem::IsTheSource,
            FileProblem::TooBig(1_048_576),
            FileProblem::NoFreeName,
            FileProblem::AlreadyThere,
            FileProblem::ChangedMeanwhile,
            FileProblem::NoGame,
            FileProblem::RiffFull(4_294_967_259),
            FileProblem::LinkLoop,
            FileProblem::BadName,
            FileProblem::TooBigForDisk,
            FileProblem::Busy,
            FileProblem::Link,
            FileProblem::LinkOnTheWay,
        ];
        let engine = [
            EngineProblem::NotFound("/x/sf".into()),
            EngineProblem::NotInstalled("sf".into()),
            EngineProblem::DidNotStart {
                program: "sf".into(),
                why: "E2".into(),
            },
            EngineProblem::Pipes,
            EngineProblem::Stopped {
                name: "Stockfish 17.1 NNUE".into(),
                status: "exit 1".into(),
            },
            EngineProblem::NoAnswer {
                name: "Stockfish 17.1 NNUE".into(),
                word: "uci".into(),
                seconds: 10,
            },
            EngineProblem::NoChess960("Stockfish 17.1 NNUE".into()),
            EngineProblem::Silent("Stockfish 17.1 NNUE".into()),
            EngineProblem::NoMove("Stockfish 17.1 NNUE".into()),
            EngineProblem::Unreadable {
                name: "Stockfish 17.1 NNUE".into(),
                text: "zz".into(),
            },
            EngineProblem::Illegal {
                name: "Stockfish 17.1 NNUE".into(),
                uci: "e2e5".into(),
            },
            EngineProblem::Flood("Stockfish 17.1 NNUE".into()),
            EngineProblem::Thinking,
        ];
        let mut all = vec![
            Message::Greeting,
            Message::SavingTo(path()),
            Message::SavedIn(path()),
            Message::SavedAgain(path()),
            Message::FolderMadeAgain(path()),
            Message::LinksParted(path()),
            Message::ChangedMeanwhile {
                path: path(),
                found: true,
            },
            Message::ChangedMeanwhile {
                path: path(),
                found: false,
            },
            Message::WavNeedsFile,
            Message::BrailleTableMissing("tr-g1.ctb".into()),
            Message::BrailleLibraryRefused(path()),
            Message::BrailleLibraryStopped(5),
            Message::MoreSettingsUnused {
                file: path(),
                more: 12,
            },
            Message::Resuming {
                path: path(),
                game: 2,
                plies: 245,
            },
            Message::Reviewing {
                path: path(),
                game: 2,
                white: "Anna-Lena Schwarzenberger".into(),
                black: "Maximilian Oberhollenzer".into(),
                plies: 245,
                result: "1-0".into(),
            },
            Message::ReviewStops {
                ply: 245,
                fault: RecordFault::UnclosedComment { line: 1234 },
            },
            Message::ReviewStops {
                ply: 245,
                fault: RecordFault::UnclosedVariation { line: 1234 },
            },
            Message::ReviewStops {
                ply: 245,
                fault: RecordFault::ResultInMoves {
                    line: 1234,
                    result: "1-0".into(),
                },
            },
            Message::ReviewStops {
                ply: 0,
                fault: RecordFault::BadTag {
                    line: 1234,
                    text: "[x7".into(),
                },
            },
            Message::ReviewStops {
                ply: 0,
                fault: RecordFault::UnknownVariant("x7".into()),
            },
            Message::ReviewStops {
                ply: 0,
                fault: RecordFault::TooLong {
                    line: 1234,
                    megabytes: 1,
                },
            },
            Message::ReviewStops {
                ply: 0,
                fault: RecordFault::Endless {
                    line: 1234,
                    items: 200_000,
                },
            },
            Message::ReviewStops {
                ply: 0,
                fault: RecordFault::Start(StartError::Chess960(crate::game::Chess960Error(960))),
            },
            Message::SaveFileExists(path()),
            Message::SaveFileKept(path()),
            Message::OnlineGameNotResumed {
                path: path(),
                id: "x7".into(),
            },
            Message::IccfGameNotResumed {
                path: path(),
                id: "4711".into(),
            },
            Message::FileEngineAsked("/x/sf".into()),
            Message::FileEngineNotStarted {
                wanted: "/x/sf".into(),
                playing: "sf".into(),
            },
            Message::NotUtf8("Lxf4".into()),
            Message::LineTooLong { longest: 1000 },
            Message::Prompt(PromptText {
                last: None,
                to_move: Color::White,
                result: None,
            }),
            Message::Prompt(PromptText {
                last: Some((12, Color::Black, "Nf6".into())),
                to_move: Color::White,
                result: None,
            }),
            Message::Prompt(PromptText {
                last: Some((34, Color::White, "Qxf7#".into())),
                to_move: Color::Black,
                result: Some("1-0".into()),
            }),
            Message::HelpPointer,
            Message::NotAReviewCommand("xq".into()),
            Message::NothingSaidYet,
            Message::NoMoveYet,
            Message::BrowseAtLast,
            Message::BrowseFirst,
            Message::BrowseLast,
            Message::StartOfGame,
            Message::EndOfGame,
            Message::StartingPosition,
            Message::Declined,
            Message::ConfirmResign,
            Message::ConfirmDraw,
            Message::EngineDeclinesDraw,
            Message::AskTakeback,
            Message::NothingToTakeBack,
            Message::NoOwnMoveToTakeBack,
            Message::ClaimNotPossible,
            Message::WaitNeedsPracticeClock,
            Message::GameIsOver,
            Message::ConfirmAbort,
            Message::Aborted { removed: true },
            Message::Aborted { removed: false },
            Message::AbortTooLate,
            Message::DidYouMean(words.clone()),
            Message::NothingAsked,
            Message::QuestionDropped,
            Message::PremoveCancelled,
            Message::NoPremove,
            Message::PremoveFailed,
            Message::Players {
                white: Some("Anna-Lena Schwarzenberger".into()),
                black: None,
            },
            Message::QuitToLeave,
            Message::Left {
                path: path(),
                over: false,
                in_games_folder: true,
            },
            Message::Left {
                path: path(),
                over: false,
                in_games_folder: false,
            },
            Message::Left {
                path: path(),
                over: true,
                in_games_folder: true,
            },
            Message::LeftIccfGame {
                path: path(),
                id: "4711".into(),
            },
            Message::LeftUnplayed,
            Message::TournamentMode,
            Message::TournamentNoHelp,
            Message::TwoBoardOnly,
            Message::DrawWithNextMove,
            Message::DrawWithPress,
            Message::DrawNotOffered,
            Message::DrawAnswer,
            Message::PressHint,
            Message::MoveCancelled,
            Message::NothingWaitsForClock,
            Message::NothingToPress,
            Message::CancelledBeforePress,
            Message::UnpressedOnQuit(words.clone()),
            Message::NoSideIsEngine,
            Message::EngineName {
                name: "Stockfish 17.1 NNUE".into(),
                level: 3,
            },
            Message::EngineThinking,
            Message::HelpOff,
            Message::NoEvaluation,
            Message::EngineSuggestedUnplayable("zz".into()),
            Message::EngineFlagFell,
            Message::VoiceRecordings,
            Message::VoiceScreenReader,
            Message::NoSoundCard,
            Message::NoSystemSpeech(SoundFault::new(SoundTrouble::SpeechSilent, "E3")),
            Message::OwnRecordings {
                dir: path(),
                count: 3,
            },
            Message::VoicePackProblem {
                path: path(),
                problem: PackProblem::File(FileProblem::NotAFile),
            },
            Message::VoicePackProblem {
                path: path(),
                problem: PackProblem::NotWav,
            },
            Message::VoicePackProblem {
                path: path(),
                problem: PackProblem::Rate(1),
            },
            Message::VoicePackProblem {
                path: path(),
                problem: PackProblem::TooLong(5),
            },
            Message::NoSystemVoiceCalled("zz".into()),
            Message::BoardKeys,
            Message::NotYourPiece,
            Message::Board(BoardText::ClockTitle),
            Message::Board(BoardText::SaidTitle),
            Message::Board(BoardText::SaidScrolled),
            Message::Board(BoardText::MovesTitle),
            Message::Board(BoardText::HelpTitle),
            Message::Board(BoardText::NoClock),
            Message::Board(BoardText::TabForCommand),
            Message::Board(BoardText::NotPressed("Nf3".into())),
            Message::Board(BoardText::Keys(Help::default())),
            Message::Board(BoardText::Keys(Help {
                two_board: true,
                engine_help: true,
                ..Help::default()
            })),
            Message::Board(BoardText::TooSmall {
                columns: 30,
                rows: 12,
            }),
            Message::Board(BoardText::CommandFull(256)),
        ];
        let mut bishop = Announcement::new();
        bishop.push(Word::Piece(Role::Bishop)).square(Square::C4);
        all.push(Message::ConfirmDrawWith(bishop.clone()));
        all.push(Message::Premove(SheetEntry::Move(bishop.clone())));
        all.push(Message::PremoveReplaced(SheetEntry::Move(bishop.clone())));
        all.push(Message::Premove(SheetEntry::Written {
            text: "Nxd7".into(),
            why: MoveFault::NotAMove,
        }));
        let notes = [
            TouchNote::Move(bishop.clone()),
            TouchNote::Capture(bishop.clone()),
            TouchNote::CaptureWith(bishop.clone(), bishop.clone()),
            TouchNote::Any,
            TouchNote::Castle(bishop.clone()),
            TouchNote::KingMove(bishop.clone()),
            TouchNote::MoveWithoutCastling(bishop.clone(), bishop.clone()),
            TouchNote::AnyWithoutCastling(bishop.clone()),
        ];
        for note in notes {
            all.push(Message::Touched {
                pieces: bishop.clone(),
                rule: note.clone(),
            });
            all.push(Message::TouchBreaks(note));
        }
        for color in Color::ALL {
            for kind in IllegalKind::ALL {
                all.push(Message::Arbiter(ArbiterText::Illegal {
                    offender: color,
                    kind,
                    what: (kind != IllegalKind::ClockWithoutMove).then(|| bishop.clone()),
                    penalty: Some(Duration::from_secs(120)),
                }));
                all.push(Message::Arbiter(ArbiterText::Illegal {
                    offender: color,
                    kind,
                    what: None,
                    penalty: None,
                }));
                all.push(Message::Arbiter(ArbiterText::SecondIllegal {
                    offender: color,
                    kind,
                }));
            }
            all.push(Message::Arbiter(ArbiterText::ClaimIsOffer {
                claimant: color,
            }));
            all.push(Message::Arbiter(ArbiterText::ClockSet {
                color,
                time: Duration::from_secs(5025),
            }));
            for millis in [120_000, -30_000] {
                all.push(Message::Arbiter(ArbiterText::ClockAdded { color, millis }));
            }
        }
        for bar in [ClaimBar::Touched, ClaimBar::Announced, ClaimBar::NotToMove] {
            all.push(Message::Arbiter(ArbiterText::ClaimBarred(bar)));
        }
        for text in [
            ArbiterText::NamePieceMoved,
            ArbiterText::AnnouncedIsLegal,
            ArbiterText::PromotionPiece,
            ArbiterText::AnnouncedWaits(words.clone()),
            ArbiterText::NoTakeback,
            ArbiterText::NoAbort,
            ArbiterText::NotOnTactileBoard,
            ArbiterText::Retraced {
                number: 123,
                side: None,
                taken: 3,
            },
            ArbiterText::Retraced {
                number: 123,
                side: Some(Color::White),
                taken: 3,
            },
            ArbiterText::NoSuchMove(123),
            ArbiterText::NoClock,
            ArbiterText::Note(SheetNote::Offer(Color::Black)),
            ArbiterText::Note(SheetNote::Claim {
                claim: Claim::ThreefoldRepetition,
                correct: false,
                by: Some(Color::Black),
            }),
            ArbiterText::Note(SheetNote::Claim {
                claim: Claim::FiftyMoves,
                correct: true,
                by: None,
            }),
            ArbiterText::Note(SheetNote::Illegal {
                by: Color::White,
                kind: IllegalKind::Completed,
                text: "Nc6".into(),
            }),
            ArbiterText::Note(SheetNote::Illegal {
                by: Color::Black,
                kind: IllegalKind::ClockWithoutMove,
                text: String::new(),
            }),
            ArbiterText::Note(SheetNote::TimeAdded {
                color: Color::White,
                millis: 120_000,
            }),
            ArbiterText::Note(SheetNote::TimeAdded {
                color: Color::Black,
                millis: -30_000,
            }),
            ArbiterText::Note(SheetNote::ClockSet {
                color: Color::White,
                time: Duration::from_secs(5025),
            }),
            ArbiterText::Note(SheetNote::Retraced("3. Bb5 a6".into())),
            ArbiterText::Note(SheetNote::Adjourned {
                color: Color::Black,
                time: Duration::from_millis(760_500),
            }),
            ArbiterText::Note(SheetNote::Posted {
                received: Some("2026-11-20".into()),
                sent: Some("2026-11-22".into()),
            }),
            ArbiterText::Note(SheetNote::Posted {
                received: None,
                sent: Some("2026-11-22".into()),
            }),
        ] {
            all.push(Message::Arbiter(text));
        }
        all.push(Message::SheetsAgree { plies: 245 });
        all.push(Message::PositionBefore);
        all.push(Message::Fen(LONG_FEN.into()));
        all.push(Message::EventName);
        all.push(Message::Position(
            (1..=8)
                .rev()
                .map(|rank| {
                    let mut squares = vec![None; 8];
                    squares[0] = Some((Color::White, Role::Knight));
                    squares[7] = Some((Color::Black, Role::Queen));
                    BoardRank {
                        number: rank,
                        squares,
                    }
                })
                .collect(),
        ));
        for field in [
            HeaderField::Event,
            HeaderField::Date,
            HeaderField::Player(Color::White),
            HeaderField::Player(Color::Black),
        ] {
            all.push(Message::Header {
                field,
                value: "Xq 7".into(),
            });
        }
        let mut knight = Announcement::new();
        knight.push(Word::Piece(Role::Knight)).square(Square::C6);
        for (a, b) in [
            (SheetEntry::Move(knight.clone()), SheetEntry::Missing),
            (
                SheetEntry::MoveAsWritten {
                    words: knight.clone(),
                    text: "Sc6".into(),
                },
                SheetEntry::Missing,
            ),
            (
                SheetEntry::Missing,
                SheetEntry::Written {
                    text: "Nf6".into(),
                    why: MoveFault::Illegal,
                },
            ),
            (
                SheetEntry::Written {
                    text: "zz".into(),
                    why: MoveFault::NotAMove,
                },
                SheetEntry::Written {
                    text: "N".into(),
                    why: MoveFault::Ambiguous,
                },
            ),
        ] {
            all.push(Message::SheetsDiffer {
                move_number: 123,
                side: Color::Black,
                a,
                b,
            });
        }
        all.push(Message::SheetLeavesOut {
            sheet: 'B',
            move_number: 123,
            side: Color::Black,
            words: knight.clone(),
        });
        for (white, black) in [
            (
                Some(Duration::from_secs(5025)),
                Some(Duration::from_secs(61)),
            ),
            (None, Some(Duration::from_secs(61))),
        ] {
            all.push(Message::SheetClocks {
                sheet: 'A',
                white,
                black,
            });
        }
        let mate = Verdict::win(Color::Black, crate::game::Reason::Checkmate, 4);
        for (result, verdict, ended_at) in [
            ("*", None, None),
            ("0-1", Some(mate), None),
            ("1-0", Some(mate), None),
            ("1-0", Some(mate), Some((2, Color::Black))),
            ("0-1", Some(mate), Some((2, Color::Black))),
            ("0-1", Some(mate), Some((2, Color::Black))),
        ] {
            all.push(Message::Outcome {
                result: result.into(),
                verdict,
                ended_at,
            });
        }
        for color in Color::ALL {
            all.push(Message::Flipped { bottom: color });
            all.push(Message::IncorrectClaim {
                opponent: color,
                penalty: Some(Duration::from_secs(120)),
            });
            all.push(Message::IncorrectClaim {
                opponent: color,
                penalty: None,
            });
            let engine = Seat::Engine {
                name: "Stockfish 17.1 NNUE".into(),
                level: 20,
            };
            let named = |name: &str| Some(name.to_owned());
            for (white, black) in [
                (Seat::You, engine.clone()),
                (engine.clone(), Seat::You),
                (engine.clone(), engine.clone()),
                (Seat::Keyboard(None), Seat::Keyboard(None)),
                (
                    Seat::Keyboard(named("Anna-Lena Schwarzenberger")),
                    Seat::Keyboard(named("Maximilian Oberhollenzer")),
                ),
                (Seat::You, Seat::Board(None)),
                (Seat::Board(named("Maximilian Oberhollenzer")), Seat::You),
                (Seat::You, Seat::Away(named("Maximilian Oberhollenzer"))),
                (Seat::Away(None), Seat::You),
            ] {
                all.push(Message::Start {
                    white,
                    black,
                    to_move: color,
                });
            }
        }
        for why in [
            MoveFault::NotAMove,
            MoveFault::Illegal,
            MoveFault::Ambiguous,
        ] {
            for side in Color::ALL {
                all.push(Message::ReviewStops {
                    ply: 246,
                    fault: RecordFault::Move {
                        text: "Nf9".into(),
                        move_number: 123,
                        side,
                        line: 1234,
                        why,
                    },
                });
            }
        }
        for usage in [
            Usage::Scan,
            Usage::Legal,
            Usage::Attackers,
            Usage::Square,
            Usage::Claim,
            Usage::Goto(123),
            Usage::Touched,
            Usage::Retrace,
            Usage::ClockSet,
            Usage::ClockControl,
            Usage::Result,
            Usage::Postpone,
            Usage::Wait,
            Usage::Chat,
            Usage::Pieces,
            Usage::HelpTopic,
        ] {
            all.push(Message::Usage(usage));
        }
        for problem in problems {
            all.push(Message::FolderUnusable {
                folder: Some(path()),
                problem: problem.clone(),
                instead: Some(path()),
            });
            all.push(Message::FolderUnusable {
                folder: None,
                problem: problem.clone(),
                instead: None,
            });
            all.push(Message::FileRefused {
                path: path(),
                problem: problem.clone(),
            });
            all.push(Message::SavedElsewhere {
                path: path(),
                problem: problem.clone(),
                instead: path(),
            });
            all.push(Message::SaveFailed {
                path: path(),
                problem,
            });
        }
        for problem in engine {
            all.push(Message::NoEngine(problem.clone()));
            all.push(Message::EngineFailed(problem.clone()));
            all.push(Message::NoHelp(problem));
        }
        for trouble in SOUND_TROUBLES {
            for detail in ["", "E3"] {
                let fault = SoundFault::new(trouble, detail);
                all.push(Message::NoSoundDevice(fault.clone()));
                all.push(Message::NoSound(fault.clone()));
                all.push(Message::SoundLost(fault));
            }
        }
        let settings = [
            SettingProblem::Player("x7".into()),
            SettingProblem::PieceStyle("x7".into()),
            SettingProblem::Level("x7".into()),
            SettingProblem::Rate("x7".into()),
            SettingProblem::Time {
                text: "x7".into(),
                column: 2,
            },
            SettingProblem::Scheme("x7".into()),
            SettingProblem::Language("x7".into()),
            SettingProblem::Notation("x7".into()),
            SettingProblem::Voice("x7".into()),
            SettingProblem::Theme("x7".into()),
            SettingProblem::Color("x7".into()),
            SettingProblem::BoardSize("x7".into()),
            SettingProblem::BrailleGrade("x7".into()),
            SettingProblem::Seconds("x7".into()),
            SettingProblem::Chess960("x7".into()),
            SettingProblem::Days("x7".into()),
            SettingProblem::OnlineClock("x7".into()),
            SettingProblem::ChallengeClock("x7".into()),
            SettingProblem::AiLevel("x7".into()),
            SettingProblem::OnlineColor("x7".into()),
            SettingProblem::Variant("x7".into()),
            SettingProblem::RatingRange("x7".into()),
            SettingProblem::RatingRangeSeekOnly,
            SettingProblem::ColorRealTimeSeekOnly,
            SettingProblem::AiCasualOnly,
            SettingProblem::NotText,
            SettingProblem::NotTrueOrFalse,
            SettingProblem::Unknown,
        ];
        for problem in settings {
            all.push(Message::BadOption {
                option: "x7".into(),
                problem: problem.clone(),
            });
            all.push(Message::BadSetting {
                file: path(),
                line: 1234,
                key: "x7".into(),
                problem,
            });
        }
        for fault in [
            ConfigFault::NotUtf8,
            ConfigFault::Unreadable(FileProblem::NoPermission),
            ConfigFault::NotToml("x7".into()),
        ] {
            for line in [None, Some(2)] {
                all.push(Message::ConfigUnused {
                    file: path(),
                    line,
                    fault: fault.clone(),
                });
            }
        }
        all.extend([
            Message::NoSuchGame {
                path: path(),
                number: 0,
                count: 2,
            },
            Message::NoSuchGame {
                path: path(),
                number: 3,
                count: 2,
            },
            Message::NoSuchGame {
                path: path(),
                number: 1,
                count: 0,
            },
            Message::GameFinished {
                path: path(),
                result: "1-0".into(),
            },
            Message::NoUnfinishedGame(Some(path())),
            Message::NoUnfinishedGame(None),
            Message::CannotStart(StartError::Fen {
                fen: LONG_FEN.into(),
                problem: crate::game::FenField::Board,
            }),
            Message::CannotStart(StartError::Position {
                fen: LONG_FEN.into(),
                problem: crate::game::PositionFault::TooManyKings,
            }),
            Message::CannotStart(StartError::Chess960(crate::game::Chess960Error(960))),
        ]);
        for text in [
            OnlineText::TokenPrompt,
            OnlineText::TokenSaved(path()),
            OnlineText::LoggedIn("x7".into()),
            OnlineText::NoToken,
            OnlineText::TokenRefused,
            OnlineText::PlainHttp("x7".into()),
            OnlineText::TokenFileOpen {
                path: path(),
                mode: 0o644,
            },
            OnlineText::TokenFileShared {
                path: path(),
                who: "Everyone, x7".into(),
            },
            OnlineText::TokenFileNotOwn(path()),
            OnlineText::TokenFileUnusable {
                path: path(),
                problem: FileProblem::NotAFile,
            },
            OnlineText::TokenMalformed,
            OnlineText::NotLichess("x7".into()),
            OnlineText::ServerMoveUnplayable {
                uci: "x7".into(),
                ply: 3,
            },
            OnlineText::UnreadableGame("x7".into()),
            OnlineText::MoveTakenBack,
            OnlineText::MoveUnconfirmed,
            OnlineText::LeftUnanswered(1),
            OnlineText::LeftUnanswered(3),
            OnlineText::LeftQueued(1),
            OnlineText::LeftQueued(2),
        ]
        .into_iter()
        .chain(
            [
                ServerTrouble::NoAnswer,
                ServerTrouble::UnknownHost,
                ServerTrouble::NotHttps,
                ServerTrouble::NoConnection(10),
                ServerTrouble::Silent(20),
                ServerTrouble::Unfinished(20),
                ServerTrouble::Closed,
                ServerTrouble::NoGame,
                ServerTrouble::Status(502),
                ServerTrouble::NotJson,
                ServerTrouble::ProxyUnusable("https_proxy".into()),
                ServerTrouble::ProxyRefused,
                ServerTrouble::Redirected("http://0.0.0.0:9/x".into()),
                ServerTrouble::Other("x7".into()),
            ]
            .map(|why| OnlineText::ServerDown {
                server: "http://127.0.0.1:9".into(),
                why,
            }),
        )
        .chain([
            OnlineText::NoSuchGame("x7".into()),
            OnlineText::Refused("x7".into()),
            OnlineText::RateLimited(60),
            OnlineText::ConnectionLost,
            OnlineText::ConnectionBack,
            OnlineText::NotSent,
            OnlineText::Games {
                total: 3,
                my_turn: 1,
            },
            OnlineText::Games {
                total: 1,
                my_turn: 0,
            },
            OnlineText::Games {
                total: 1,
                my_turn: 1,
            },
            OnlineText::NoGames,
            OnlineText::Playing {
                id: "x7".into(),
                opponent: LichessPlayer::Named {
                    name: "x7".into(),
                    rating: Some(1500),
                    provisional: false,
                },
                color: Color::Black,
                days: Some(3),
            },
            OnlineText::Playing {
                id: "x7".into(),
                opponent: LichessPlayer::Ai(3),
                color: Color::White,
                days: None,
            },
            OnlineText::Playing {
                id: "x7".into(),
                opponent: LichessPlayer::Anonymous,
                color: Color::White,
                days: None,
            },
            OnlineText::AboutGame {
                opponent: LichessPlayer::Named {
                    name: "x7".into(),
                    rating: Some(1500),
                    provisional: true,
                },
                rated: true,
                pace: LichessPace::Clock {
                    initial: 600,
                    increment: 5,
                },
            },
            OnlineText::AboutGame {
                opponent: LichessPlayer::Named {
                    name: "x7".into(),
                    rating: None,
                    provisional: false,
                },
                rated: false,
                pace: LichessPace::Clock {
                    initial: 30,
                    increment: 0,
                },
            },
            OnlineText::AboutGame {
                opponent: LichessPlayer::Ai(8),
                rated: false,
                pace: LichessPace::Days(3),
            },
            OnlineText::AboutGame {
                opponent: LichessPlayer::Anonymous,
                rated: false,
                pace: LichessPace::Unlimited,
            },
            OnlineText::ListedGame {
                number: 1,
                opponent: LichessPlayer::Named {
                    name: "x7".into(),
                    rating: Some(1500),
                    provisional: false,
                },
                my_turn: true,
                left: Some(86_400),
                speed: "correspondence".into(),
                not_playable: None,
            },
            OnlineText::ListedGame {
                number: 2,
                opponent: LichessPlayer::Ai(2),
                my_turn: false,
                left: None,
                speed: "x7".into(),
                not_playable: Some(NotPlayable::BoardApi),
            },
            OnlineText::ListedGame {
                number: 3,
                opponent: LichessPlayer::Anonymous,
                my_turn: false,
                left: Some(300),
                speed: "blitz".into(),
                not_playable: Some(NotPlayable::Variant("x7".into())),
            },
            OnlineText::ChooseGame { default: 2 },
            OnlineText::NoSuchNumber("x7".into()),
            OnlineText::GameNotPlayable {
                id: "x7".into(),
                why: NotPlayable::BoardApi,
            },
            OnlineText::NoPlayableGame,
            OnlineText::NoClock,
            OnlineText::TokenLacksBoardPlay,
            OnlineText::ChallengeReceived {
                from: LichessPlayer::Named {
                    name: "x7".into(),
                    rating: Some(1500),
                    provisional: false,
                },
                rated: true,
                pace: LichessPace::Clock {
                    initial: 300,
                    increment: 3,
                },
                variant: "x7".into(),
                playable: true,
                you_play: Some(Color::Black),
                rematch: false,
            },
            OnlineText::ChallengeReceived {
                from: LichessPlayer::Anonymous,
                rated: false,
                pace: LichessPace::Days(1),
                variant: "x7".into(),
                playable: false,
                you_play: None,
                rematch: true,
            },
            OnlineText::ChallengeWithdrawn("x7".into()),
            OnlineText::NoChallenge,
            OnlineText::ChallengeAccepted,
            OnlineText::ChallengeDeclinedByYou,
            OnlineText::AcceptedNotStarted(10),
            OnlineText::NoSuchChallenge("x7".into()),
            OnlineText::FirstMoveDue(Duration::from_secs(25)),
            OnlineText::BadDeclineReason("x7".into()),
            OnlineText::ChallengeCancelled("x7".into()),
            OnlineText::SeekEnded,
            OnlineText::OfferDeclined { draw: true },
            OnlineText::OfferDeclined { draw: false },
            OnlineText::ChatTaken,
            OnlineText::LeftUnsent(2),
            OnlineText::DaysRunningOut(Duration::from_secs(20 * 3600)),
            OnlineText::DaysRunningOut(Duration::from_secs(50 * 60)),
            OnlineText::ClockRunsOn,
            OnlineText::ChallengedLive("x7".into()),
            OnlineText::YourTimeLeft(Duration::from_secs(2 * 86_400 + 3600)),
            OnlineText::Numbered {
                number: 2,
                text: Box::new(OnlineText::NoChallenge),
            },
            OnlineText::AnswerChallenges { only: true },
            OnlineText::AnswerChallenges { only: false },
            OnlineText::NoSuchChallengeNumber("x7".into()),
            OnlineText::ChallengeDeclinedWhy {
                user: "x7".into(),
                key: "toofast".into(),
            },
            OnlineText::ChallengeDeclinedWhy {
                user: "x7".into(),
                key: "x7".into(),
            },
            OnlineText::NewGame {
                id: "x7".into(),
                opponent: LichessPlayer::Ai(4),
            },
            OnlineText::Seeking { stays: true },
            OnlineText::Seeking { stays: false },
            OnlineText::Challenged("x7".into()),
            OnlineText::ChallengeDeclined("x7".into()),
            OnlineText::Chat {
                user: "x7".into(),
                text: "x7".into(),
            },
            OnlineText::OpponentGone(Some(8)),
            OnlineText::OpponentGone(None),
            OnlineText::OpponentBack,
            OnlineText::DrawOfferSent,
            OnlineText::TakebackAsked,
            OnlineText::OpponentAsksTakeback,
            OnlineText::AnswerDraw,
            OnlineText::TakebackDeclined,
            OnlineText::EndedOnServer {
                status: "timeout".into(),
                loser: Some(Color::Black),
                result: "1-0".into(),
            },
            OnlineText::EndedOnServer {
                status: "x7".into(),
                loser: None,
                result: "1/2-1/2".into(),
            },
            OnlineText::EndedOnServer {
                status: "unknownFinish".into(),
                loser: None,
                result: "1/2-1/2".into(),
            },
            OnlineText::EndedOnServer {
                status: "mate".into(),
                loser: Some(Color::White),
                result: "0-1".into(),
            },
            OnlineText::DaysLeft {
                side: Color::White,
                left: Duration::from_secs(2 * 86_400 + 5 * 3600),
            },
            OnlineText::NotOnline,
            OnlineText::NoOneGone,
            OnlineText::ClaimSent,
            OnlineText::ChatSent,
            OnlineText::OpponentToMove,
            OnlineText::OnlyOnline,
        ]) {
            all.push(Message::Online(text));
        }
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
        all.extend(nested_kinds());
        all.extend(
            super::super::corr_text::CorrText::every()
                .into_iter()
                .map(Message::Corr),
        );
        for help in every_help() {
            all.push(Message::Help(help));
            for topic in HelpTopic::ALL {
                all.push(Message::HelpPage { help, topic });
            }
        }
        all.extend(short_arbiter_texts().into_iter().map(Message::Arbiter));
        all.push(Message::Arbiter(ArbiterText::Note(SheetNote::Declared {
            result: "1/2-1/2".into(),
            reason: "III.5.1".into(),
        })));
        all.push(Message::Arbiter(ArbiterText::Note(SheetNote::Declared {
            result: "1-0".into(),
            reason: String::new(),
        })));
        all
    }

    /// The arbiter's sentences that are kept to one braille line.
    fn short_arbiter_texts() -> Vec<ArbiterText> {
        let mut all = vec![
            ArbiterText::AgreementTooEarly,
            ArbiterText::ClocksStopped,
            ArbiterText::ClocksStarted,
            ArbiterText::ClocksStandAlready,
            ArbiterText::ClocksRunAlready,
            ArbiterText::Sealed,
            ArbiterText::SealNotLegal,
            ArbiterText::SealNeedsMove,
            ArbiterText::Adjourned,
            ArbiterText::SealedMoveMade,
            ArbiterText::QuickplayAsk,
            ArbiterText::QuickplayPostponed,
            ArbiterText::QuickplayRejected,
            ArbiterText::DeclareAfterFlag,
        ];
        for bonus in [
            Bonus::None,
            Bonus::Increment(Duration::from_secs(5)),
            Bonus::Delay(Duration::from_secs(5)),
            Bonus::Bronstein(Duration::from_millis(2500)),
        ] {
            all.push(ArbiterText::ControlChanged(bonus));
            all.push(ArbiterText::Note(SheetNote::ControlChanged(bonus)));
        }
        for bar in [
            QuickplayBar::NoClock,
            QuickplayBar::Blitz,
            QuickplayBar::Bonus,
            QuickplayBar::NotToMove,
            QuickplayBar::TwoMinutesLeft,
        ] {
            all.push(ArbiterText::QuickplayBarred(bar));
        }
        for color in Color::ALL {
            all.push(ArbiterText::OfferWaits(color));
            all.push(ArbiterText::Declared(Verdict::win(
                color,
                Reason::ArbiterDecision,
                3,
            )));
            all.push(ArbiterText::Note(SheetNote::Sealed(color)));
            for step in QuickplayStep::ALL {
                all.push(ArbiterText::Note(SheetNote::Quickplay { color, step }));
            }
        }
        all.push(ArbiterText::Declared(Verdict::draw(
            Reason::ArbiterDecision,
            3,
        )));
        all.extend([
            ArbiterText::Note(SheetNote::ClocksStopped),
            ArbiterText::Note(SheetNote::ClocksStarted),
        ]);
        all
    }

    /// Every kind of the enums and words nested in messages that the walk
    /// above does not meet otherwise: each FEN field and position fault,
    /// each way of a premove, every status and reason lichess names.
    fn nested_kinds() -> Vec<Message> {
        use crate::game::{FenField, PositionFault};
        let mut all = Vec::new();
        for problem in [
            FenField::Whole,
            FenField::Board,
            FenField::Turn,
            FenField::Castling,
            FenField::EnPassant,
            FenField::HalfmoveClock,
            FenField::Fullmoves,
        ] {
            all.push(Message::CannotStart(StartError::Fen {
                fen: "x7".into(),
                problem,
            }));
        }
        for problem in [
            PositionFault::EmptyBoard,
            PositionFault::MissingKing,
            PositionFault::TooManyKings,
            PositionFault::PawnsOnBackRank,
            PositionFault::CastlingRights,
            PositionFault::EnPassant,
            PositionFault::OppositeCheck,
            PositionFault::ImpossibleCheck,
            PositionFault::TooMuchMaterial,
        ] {
            all.push(Message::CannotStart(StartError::Position {
                fen: "x7".into(),
                problem,
            }));
        }
        let mut rook = Announcement::new();
        rook.push(Word::Piece(Role::Rook)).square(Square::A1);
        for entry in [
            SheetEntry::Written {
                text: "Rxa9".into(),
                why: MoveFault::Illegal,
            },
            SheetEntry::MoveAsWritten {
                words: rook,
                text: "Ta1".into(),
            },
            SheetEntry::Missing,
        ] {
            all.push(Message::Premove(entry.clone()));
            all.push(Message::PremoveReplaced(entry));
        }
        for trouble in [SoundTrouble::NoSpeechService, SoundTrouble::SpeechSilent] {
            let fault = SoundFault::new(trouble, "E3");
            all.push(Message::NoSound(fault.clone()));
            all.push(Message::NoSystemSpeech(fault));
        }
        for status in [
            "timeout",
            "outoftime",
            "resign",
            "mate",
            "stalemate",
            "draw",
            "cheat",
            "noStart",
            "aborted",
            "variantEnd",
            "insufficientMaterialClaim",
        ] {
            for loser in [Some(Color::White), None] {
                all.push(Message::Online(OnlineText::EndedOnServer {
                    status: status.into(),
                    loser,
                    result: "*".into(),
                }));
            }
        }
        for key in [
            "later",
            "tooFast",
            "tooSlow",
            "timeControl",
            "rated",
            "casual",
            "standard",
            "variant",
            "noBot",
            "onlyBot",
            "generic",
        ] {
            all.push(Message::Online(OnlineText::ChallengeDeclinedWhy {
                user: "x7".into(),
                key: key.into(),
            }));
        }
        for speed in [
            "ultraBullet",
            "bullet",
            "blitz",
            "rapid",
            "classical",
            "correspondence",
        ] {
            all.push(Message::Online(OnlineText::ListedGame {
                number: 1,
                opponent: LichessPlayer::Anonymous,
                my_turn: false,
                left: None,
                speed: speed.into(),
                not_playable: None,
            }));
        }
        for (initial, increment) in [(60, 1), (1, 0), (90, 2)] {
            all.push(Message::Online(OnlineText::AboutGame {
                opponent: LichessPlayer::Anonymous,
                rated: true,
                pace: LichessPace::Clock { initial, increment },
            }));
        }
        all.push(Message::Online(OnlineText::AboutGame {
            opponent: LichessPlayer::Anonymous,
            rated: true,
            pace: LichessPace::Days(1),
        }));
        for seconds in [1, 0] {
            all.push(Message::Online(OnlineText::RateLimited(seconds)));
            all.push(Message::Online(OnlineText::OpponentGone(Some(seconds))));
            all.push(Message::Online(OnlineText::FirstMoveDue(
                Duration::from_secs(seconds),
            )));
        }
        all.push(Message::Online(OnlineText::LeftUnsent(1)));
        for left in [86_400 + 60, 3600, 60, 0] {
            all.push(Message::Online(OnlineText::YourTimeLeft(
                Duration::from_secs(left),
            )));
        }
        all.push(Message::Online(OnlineText::Games {
            total: 2,
            my_turn: 0,
        }));
        all.push(Message::Online(OnlineText::ServerDown {
            server: "x7".into(),
            why: ServerTrouble::Silent(1),
        }));
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
        for (number, count) in [(1, 1), (2, 1)] {
            all.push(Message::NoSuchGame {
                path: PathBuf::from("/tmp/x7.pgn"),
                number,
                count,
            });
        }
        for millis in [1000, -1000, 0] {
            all.push(Message::Arbiter(ArbiterText::Note(SheetNote::TimeAdded {
                color: Color::White,
                millis,
            })));
        }
        for kind in IllegalKind::ALL {
            all.push(Message::Arbiter(ArbiterText::Note(SheetNote::Illegal {
                by: Color::White,
                kind,
                text: "Nc6".into(),
            })));
        }
        all.push(Message::Arbiter(ArbiterText::Note(SheetNote::Claim {
            claim: Claim::FiftyMoves,
            correct: false,
            by: Some(Color::White),
        })));
        all.push(Message::Board(BoardText::Keys(Help {
            engine_help: true,
            ..Help::default()
        })));
        all.push(Message::Board(BoardText::Keys(Help {
            two_board: true,
            ..Help::default()
        })));
        all.push(Message::Reviewing {
            path: PathBuf::from("/tmp/x7.pgn"),
            game: 1,
            white: "Kx".into(),
            black: "Ly".into(),
            plies: 1,
            result: "*".into(),
        });
        all
    }

    /// The help of every kind of game.
    fn every_help() -> impl Iterator<Item = Help> {
        (0..64u8).map(|bits| Help {
            review: bits & 1 != 0,
            two_board: bits & 2 != 0,
            engine_help: bits & 4 != 0,
            engine_game: bits & 8 != 0,
            online: bits & 16 != 0,
            tournament: bits & 32 != 0,
        })
    }

    /// The name of a message's kind. The match has no wildcard, so a new
    /// kind of message does not compile until it is named here, and the
    /// test below then fails until `every_message` holds one of it.
    fn kind(message: &Message) -> &'static str {
        match message {
            Message::Greeting => "Greeting",
            Message::Header { .. } => "Header",
            Message::NotUtf8(..) => "NotUtf8",
            Message::LineTooLong { .. } => "LineTooLong",
            Message::Prompt(..) => "Prompt",
            Message::Online(..) => "Online",
            Message::Cli(..) => "Cli",
            Message::Corr(..) => "Corr",
            Message::BadOption { .. } => "BadOption",
            Message::BadSetting { .. } => "BadSetting",
            Message::MoreSettingsUnused { .. } => "MoreSettingsUnused",
            Message::ConfigUnused { .. } => "ConfigUnused",
            Message::NoSuchGame { .. } => "NoSuchGame",
            Message::GameFinished { .. } => "GameFinished",
            Message::NoUnfinishedGame(..) => "NoUnfinishedGame",
            Message::CannotStart(..) => "CannotStart",
            Message::Help(..) => "Help",
            Message::HelpPage { .. } => "HelpPage",
            Message::SavingTo(..) => "SavingTo",
            Message::SavedIn(..) => "SavedIn",
            Message::FolderUnusable { .. } => "FolderUnusable",
            Message::SaveFailed { .. } => "SaveFailed",
            Message::SavedAgain(..) => "SavedAgain",
            Message::SavedElsewhere { .. } => "SavedElsewhere",
            Message::FileRefused { .. } => "FileRefused",
            Message::FolderMadeAgain(..) => "FolderMadeAgain",
            Message::LinksParted(..) => "LinksParted",
            Message::ChangedMeanwhile { .. } => "ChangedMeanwhile",
            Message::WavNeedsFile => "WavNeedsFile",
            Message::BrailleTableMissing(..) => "BrailleTableMissing",
            Message::BrailleLibraryRefused(..) => "BrailleLibraryRefused",
            Message::BrailleLibraryStopped(..) => "BrailleLibraryStopped",
            Message::Resuming { .. } => "Resuming",
            Message::Reviewing { .. } => "Reviewing",
            Message::ReviewStops { .. } => "ReviewStops",
            Message::SaveFileExists(..) => "SaveFileExists",
            Message::SaveFileKept(..) => "SaveFileKept",
            Message::OnlineGameNotResumed { .. } => "OnlineGameNotResumed",
            Message::IccfGameNotResumed { .. } => "IccfGameNotResumed",
            Message::FileEngineAsked(..) => "FileEngineAsked",
            Message::FileEngineNotStarted { .. } => "FileEngineNotStarted",
            Message::HelpPointer => "HelpPointer",
            Message::Usage(..) => "Usage",
            Message::NotAReviewCommand(..) => "NotAReviewCommand",
            Message::Outcome { .. } => "Outcome",
            Message::SheetsAgree { .. } => "SheetsAgree",
            Message::SheetsDiffer { .. } => "SheetsDiffer",
            Message::SheetLeavesOut { .. } => "SheetLeavesOut",
            Message::SheetClocks { .. } => "SheetClocks",
            Message::PositionBefore => "PositionBefore",
            Message::Fen(..) => "Fen",
            Message::EventName => "EventName",
            Message::Position(..) => "Position",
            Message::NothingSaidYet => "NothingSaidYet",
            Message::NoMoveYet => "NoMoveYet",
            Message::BrowseAtLast => "BrowseAtLast",
            Message::BrowseFirst => "BrowseFirst",
            Message::BrowseLast => "BrowseLast",
            Message::StartOfGame => "StartOfGame",
            Message::EndOfGame => "EndOfGame",
            Message::StartingPosition => "StartingPosition",
            Message::Flipped { .. } => "Flipped",
            Message::Declined => "Declined",
            Message::ConfirmResign => "ConfirmResign",
            Message::ConfirmDraw => "ConfirmDraw",
            Message::ConfirmDrawWith(..) => "ConfirmDrawWith",
            Message::DrawNotOffered => "DrawNotOffered",
            Message::DrawAnswer => "DrawAnswer",
            Message::EngineDeclinesDraw => "EngineDeclinesDraw",
            Message::AskTakeback => "AskTakeback",
            Message::NothingToTakeBack => "NothingToTakeBack",
            Message::NoOwnMoveToTakeBack => "NoOwnMoveToTakeBack",
            Message::ClaimNotPossible => "ClaimNotPossible",
            Message::IncorrectClaim { .. } => "IncorrectClaim",
            Message::WaitNeedsPracticeClock => "WaitNeedsPracticeClock",
            Message::GameIsOver => "GameIsOver",
            Message::Players { .. } => "Players",
            Message::ConfirmAbort => "ConfirmAbort",
            Message::Aborted { .. } => "Aborted",
            Message::AbortTooLate => "AbortTooLate",
            Message::DidYouMean(..) => "DidYouMean",
            Message::NothingAsked => "NothingAsked",
            Message::QuestionDropped => "QuestionDropped",
            Message::Premove(..) => "Premove",
            Message::PremoveCancelled => "PremoveCancelled",
            Message::PremoveReplaced(..) => "PremoveReplaced",
            Message::NoPremove => "NoPremove",
            Message::PremoveFailed => "PremoveFailed",
            Message::QuitToLeave => "QuitToLeave",
            Message::Left { .. } => "Left",
            Message::LeftIccfGame { .. } => "LeftIccfGame",
            Message::LeftUnplayed => "LeftUnplayed",
            Message::TournamentMode => "TournamentMode",
            Message::TournamentNoHelp => "TournamentNoHelp",
            Message::TwoBoardOnly => "TwoBoardOnly",
            Message::DrawWithNextMove => "DrawWithNextMove",
            Message::DrawWithPress => "DrawWithPress",
            Message::Touched { .. } => "Touched",
            Message::TouchBreaks(..) => "TouchBreaks",
            Message::PressHint => "PressHint",
            Message::MoveCancelled => "MoveCancelled",
            Message::NothingWaitsForClock => "NothingWaitsForClock",
            Message::NothingToPress => "NothingToPress",
            Message::CancelledBeforePress => "CancelledBeforePress",
            Message::UnpressedOnQuit(..) => "UnpressedOnQuit",
            Message::Arbiter(..) => "Arbiter",
            Message::EngineName { .. } => "EngineName",
            Message::Start { .. } => "Start",
            Message::NoEngine(..) => "NoEngine",
            Message::EngineFailed(..) => "EngineFailed",
            Message::NoSideIsEngine => "NoSideIsEngine",
            Message::EngineThinking => "EngineThinking",
            Message::HelpOff => "HelpOff",
            Message::NoHelp(..) => "NoHelp",
            Message::NoEvaluation => "NoEvaluation",
            Message::EngineSuggestedUnplayable(..) => "EngineSuggestedUnplayable",
            Message::EngineFlagFell => "EngineFlagFell",
            Message::VoiceRecordings => "VoiceRecordings",
            Message::VoiceScreenReader => "VoiceScreenReader",
            Message::NoSoundDevice(..) => "NoSoundDevice",
            Message::NoSoundCard => "NoSoundCard",
            Message::NoSound(..) => "NoSound",
            Message::NoSystemSpeech(..) => "NoSystemSpeech",
            Message::SoundLost(..) => "SoundLost",
            Message::OwnRecordings { .. } => "OwnRecordings",
            Message::VoicePackProblem { .. } => "VoicePackProblem",
            Message::NoSystemVoiceCalled(..) => "NoSystemVoiceCalled",
            Message::BoardKeys => "BoardKeys",
            Message::NotYourPiece => "NotYourPiece",
            Message::Board(..) => "Board",
        }
    }

    const KINDS: [&str; 130] = [
        "Corr",
        "Online",
        "Cli",
        "Header",
        "NotUtf8",
        "LineTooLong",
        "Prompt",
        "BadOption",
        "BadSetting",
        "MoreSettingsUnused",
        "ConfigUnused",
        "NoSuchGame",
        "GameFinished",
        "NoUnfinishedGame",
        "CannotStart",
        "Greeting",
        "Help",
        "HelpPage",
        "SavingTo",
        "SavedIn",
        "FolderUnusable",
        "SaveFailed",
        "SavedAgain",
        "SavedElsewhere",
        "FileRefused",
        "FolderMadeAgain",
        "LinksParted",
        "ChangedMeanwhile",
        "WavNeedsFile",
        "BrailleTableMissing",
        "BrailleLibraryRefused",
        "BrailleLibraryStopped",
        "Resuming",
        "Reviewing",
        "ReviewStops",
        "SaveFileExists",
        "SaveFileKept",
        "OnlineGameNotResumed",
        "IccfGameNotResumed",
        "FileEngineAsked",
        "FileEngineNotStarted",
        "HelpPointer",
        "Usage",
        "NotAReviewCommand",
        "Outcome",
        "SheetsAgree",
        "SheetsDiffer",
        "SheetLeavesOut",
        "SheetClocks",
        "PositionBefore",
        "Fen",
        "EventName",
        "Position",
        "NothingSaidYet",
        "NoMoveYet",
        "BrowseAtLast",
        "BrowseFirst",
        "BrowseLast",
        "StartOfGame",
        "EndOfGame",
        "StartingPosition",
        "Flipped",
        "Declined",
        "ConfirmResign",
        "ConfirmDraw",
        "ConfirmDrawWith",
        "DrawNotOffered",
        "DrawAnswer",
        "EngineDeclinesDraw",
        "AskTakeback",
        "NothingToTakeBack",
        "NoOwnMoveToTakeBack",
        "ClaimNotPossible",
        "IncorrectClaim",
        "WaitNeedsPracticeClock",
        "GameIsOver",
        "Players",
        "ConfirmAbort",
        "Aborted",
        "AbortTooLate",
        "DidYouMean",
        "NothingAsked",
        "QuestionDropped",
        "Premove",
        "PremoveCancelled",
        "PremoveReplaced",
        "NoPremove",
        "PremoveFailed",
        "QuitToLeave",
        "Left",
        "LeftIccfGame",
        "LeftUnplayed",
        "TournamentMode",
        "TournamentNoHelp",
        "TwoBoardOnly",
        "DrawWithNextMove",
        "DrawWithPress",
        "Touched",
        "TouchBreaks",
        "PressHint",
        "MoveCancelled",
        "NothingWaitsForClock",
        "NothingToPress",
        "CancelledBeforePress",
        "UnpressedOnQuit",
        "Arbiter",
        "EngineName",
        "Start",
        "NoEngine",
        "EngineFailed",
        "NoSideIsEngine",
        "EngineThinking",
        "HelpOff",
        "NoHelp",
        "NoEvaluation",
        "EngineSuggestedUnplayable",
        "EngineFlagFell",
        "VoiceRecordings",
        "VoiceScreenReader",
        "NoSoundDevice",
        "NoSoundCard",
        "NoSound",
        "NoSystemSpeech",
        "SoundLost",
        "OwnRecordings",
        "VoicePackProblem",
        "NoSystemVoiceCalled",
        "BoardKeys",
        "NotYourPiece",
        "Board",
    ];

    #[test]
    fn every_kind_of_message_is_walked() {
        let walked: std::collections::BTreeSet<&str> = every_message().iter().map(kind).collect();
        for name in KINDS {
            assert!(walked.contains(name), "every_message has no {name}");
        }
        assert_eq!(walked.len(), KINDS.len());
    }

    /// Print is short and uses digits; speech says times in words.
    #[test]
    fn print_uses_digits_and_speech_uses_words() {
        let claim = Message::IncorrectClaim {
            opponent: Color::White,
            penalty: Some(Duration::from_secs(120)),
        };
        assert!(FIDE.message(&claim, Form::Print, false).contains("2:00"));
        let spoken = FIDE.message(&claim, Form::Speech, false);
        assert!(spoken.contains("zwei Minuten"), "{spoken}");
        assert!(!spoken.contains("2:00"), "{spoken}");
        let english = ENGLISH.message(&claim, Form::Speech, false);
        assert!(english.contains("two minutes"), "{english}");
    }

    /// One second is singular, in both schemes ("in 1 seconds" was said
    /// for lichess's `Retry-After: 1`).
    #[test]
    fn one_second_is_singular() {
        let wait = Message::Online(OnlineText::RateLimited(1));
        let german = FIDE.message(&wait, Form::Print, false);
        assert!(german.ends_with("geht in 1 Sekunde."), "{german}");
        let spoken = FIDE.message(&wait, Form::Speech, false);
        assert!(spoken.ends_with("geht in einer Sekunde."), "{spoken}");
        let english = ENGLISH.message(&wait, Form::Print, false);
        assert!(english.ends_with("goes in 1 second."), "{english}");
        let gone = Message::Online(OnlineText::OpponentGone(Some(1)));
        let german = FIDE.message(&gone, Form::Print, false);
        assert!(german.contains("in 1 Sekunde gewinnt"), "{german}");
        let english = ENGLISH.message(&gone, Form::Print, false);
        assert!(english.contains("in 1 second claim"), "{english}");
    }

    #[test]
    fn ascii_spells_umlauts_in_messages_too() {
        let text = FIDE.message(&Message::NotYourPiece, Form::Print, true);
        assert!(text.is_ascii(), "{text}");
    }

    /// SPEC section 6: a sound error is said by kind in the player's
    /// language; the sound system's own English comes after the sentence,
    /// cleaned and marked as the system's words.
    #[test]
    fn sound_troubles_are_said_by_kind() {
        let said = "ALSA: snd_pcm_open failed: Device or resource busy\x1b[2J";
        let english_words = ["sound", "device", "output", "failed", "busy", "speech"];
        for trouble in SOUND_TROUBLES {
            let fault = SoundFault::new(trouble, said);
            for message in [
                Message::NoSound(fault.clone()),
                Message::NoSoundDevice(fault.clone()),
                Message::SoundLost(fault),
            ] {
                // Read as one text, across the lines it is printed in.
                let german = FIDE
                    .message(&message, Form::Print, false)
                    .replace('\n', " ");
                let (sentence, system) = german
                    .split_once(" Meldung des Systems: ")
                    .unwrap_or_else(|| panic!("not marked: {german}"));
                let lower = sentence.to_lowercase();
                for word in english_words {
                    assert!(!lower.contains(word), "{word} in {german}");
                }
                assert!(sentence.contains("Text"), "{german}");
                assert!(system.starts_with("ALSA: snd_pcm_open"), "{german}");
                assert!(!german.contains('\x1b'), "{german}");
                let english = ENGLISH
                    .message(&message, Form::Print, false)
                    .replace('\n', " ");
                assert!(english.contains(" The system said: ALSA"), "{english}");
            }
        }
        let quiet = FIDE.message(
            &Message::NoSound(SoundFault::new(SoundTrouble::NoOutputDevice, "")),
            Form::Print,
            false,
        );
        assert!(!quiet.contains("Meldung"), "{quiet}");
    }

    /// The arbiter's own sentences (a ruling on an agreement, the clocks
    /// stopped and started, a result declared, a move sealed, a quickplay
    /// claim) are read on a 40-cell braille display in one line.
    #[test]
    fn the_arbiters_sentences_fit_forty_cells() {
        let mut long = Vec::new();
        for text in short_arbiter_texts() {
            for scheme in [&FIDE, &ENGLISH, &TURKISH, &ICELANDIC, &PERSIAN] {
                let line = scheme.message(&Message::Arbiter(text.clone()), Form::Print, false);
                // Persian's isolation marks take no cell.
                let cells = line
                    .chars()
                    .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
                    .count();
                if cells > 40 {
                    long.push(format!("{text:?}: {line}"));
                }
            }
        }
        assert!(long.is_empty(), "{long:#?}");
    }

    /// SPEC section 6: `help` is a short index, at most 12 lines, and
    /// `help TOPIC` one page of at most 20 lines, so that nothing scrolls
    /// away on a 24-row screen; each line whole on a 40-cell braille
    /// display; every page the game offers is named in its index.
    #[test]
    fn the_help_is_an_index_and_pages_that_fit_a_screen() {
        for help in every_help() {
            for scheme in Scheme::ALL {
                let index = scheme.message(&Message::Help(help), Form::Print, false);
                assert!(index.lines().count() <= 12, "{help:?}:\n{index}");
                for topic in HelpTopic::offered(help) {
                    let page =
                        scheme.message(&Message::HelpPage { help, topic }, Form::Print, false);
                    assert!(page.lines().count() <= 20, "{help:?} {topic:?}:\n{page}");
                    for line in index.lines().chain(page.lines()) {
                        // Persian's isolation marks take no cell.
                        let cells = line
                            .chars()
                            .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
                            .count();
                        assert!(cells <= 40, "{help:?}: {line}");
                    }
                    let name = page.lines().next().unwrap_or_default();
                    assert!(!name.is_empty(), "{topic:?}");
                }
            }
        }
    }

    /// Tournament mode (article 11.3): nothing in any page of the help
    /// offers the engine, a hint, an evaluation, `legal` or `attackers`.
    #[test]
    fn the_help_of_a_tournament_game_offers_no_engine_and_no_board_help() {
        for help in every_help().filter(|h| h.tournament && !h.review) {
            assert!(!HelpTopic::offered(help).contains(&HelpTopic::Engine));
            for scheme in [&FIDE, &ENGLISH] {
                let mut text = scheme.message(&Message::Help(help), Form::Print, false);
                for topic in HelpTopic::offered(help) {
                    text.push_str(&scheme.message(
                        &Message::HelpPage { help, topic },
                        Form::Print,
                        false,
                    ));
                }
                let lower = text.to_lowercase();
                let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).collect();
                for word in [
                    "hint",
                    "tipp",
                    "eval",
                    "legal",
                    "attackers",
                    "angreifer",
                    "engine",
                    "computer",
                ] {
                    assert!(!words.contains(&word), "{word}: {text}");
                }
            }
        }
    }

    /// Under fide the answers to an offer are German words.
    #[test]
    fn the_german_help_answers_in_german() {
        let online = Help {
            online: true,
            ..Help::default()
        };
        let german = FIDE.message(
            &Message::HelpPage {
                help: online,
                topic: HelpTopic::Online,
            },
            Form::Print,
            false,
        );
        assert!(german.contains("ja oder nein"), "{german}");
        assert!(!german.contains("yes"), "{german}");
    }

    /// SPEC section 6: every printed line of every message fits a 40-cell
    /// braille line, in every language, printed in words or as SAN, with
    /// umlauts or in ASCII, with names, paths and move numbers as long as
    /// real ones; only a line that is a path or a FEN is longer, and it
    /// stands alone.
    #[test]
    fn every_printed_line_fits_forty_cells() {
        for message in every_message() {
            for scheme in Scheme::ALL {
                for form in [Form::Print, Form::San] {
                    for ascii in [false, true] {
                        let text = scheme.message(&message, form, ascii);
                        for line in text.lines() {
                            // Persian's isolation marks take no cell.
                            let line: String = line
                                .chars()
                                .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
                                .collect();
                            let line = line.as_str();
                            assert!(
                                line.chars().count() <= 40
                                    || line.trim_end_matches(':') == LONG_PATH
                                    || line == LONG_FEN,
                                "{} characters in {message:?}: {line}",
                                line.chars().count()
                            );
                        }
                    }
                }
            }
        }
    }
}
