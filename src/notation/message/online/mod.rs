//! Online play on lichess. Said by `locales/*/online.ftl`; their ids are
//! in `ids.rs`.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::Color;

use super::FileProblem;

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

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
