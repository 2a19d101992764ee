//! The sentences of correspondence by e-mail, letter and cassette: the
//! games, the commands of a game, the cards written and read, and ICCF's
//! days. Said by the sentences of `locales/*/corr.ftl`; their ids are in
//! `ids.rs`.

use std::path::PathBuf;

use shakmaty::Color;

use super::FileProblem;
use crate::notation::word::Announcement;

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

/// A move as a card writes it: number, side, the move as written (SAN in
/// the scheme's letters, or the braille chess code) and ICCF digits
/// (`1... e5 (5755)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardMove {
    pub number: u32,
    pub side: Color,
    pub written: String,
    pub iccf: String,
}

/// A date as correspondence writes it, `2026-11-20`.
pub type Day = String;

/// How a game stands in `corr list`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The player's move; since when, and when the reply is due
    /// (`overdue` when that day has passed).
    MyMove {
        since: Option<Day>,
        due: Option<Day>,
        overdue: bool,
    },
    /// The player's move is made and waits to be sent.
    ToSend,
    OpponentsMove,
    /// Over, with the result as PGN writes it, and how it ended where the
    /// record says.
    Over {
        result: String,
        end: Option<Announcement>,
    },
}

/// Why the move of the opponent's mail is not played: what the mail says,
/// and what the game has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MailDoubt {
    /// Two moves or more he might play, as written.
    Several(Vec<String>),
    /// His repetition of the player's last move differs from the game.
    RepeatsOther { card: String, game: CardMove },
    /// His move has another number than the one the game expects.
    WrongNumber {
        card: String,
        expected: u32,
        side: Color,
    },
    /// Moves named, weighed or asked about, none said to be played.
    NoneSaid(Vec<String>),
    /// The move he says he plays cannot be played, and why.
    Unplayable { card: String, why: Announcement },
    /// He accepts a draw the player did not offer.
    AcceptsUnoffered,
}

/// What the opponent's mail says besides a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MailSays {
    OffersDraw,
    AcceptsDraw,
    DeclinesDraw,
    Resigns,
    /// A draw claimed, by the rule named where the mail names one.
    Claims(Option<crate::game::Claim>),
    /// A conditional move (ICCF): if the player plays `when`, he plays
    /// `then`; as written.
    Conditional {
        when: String,
        then: String,
    },
}

/// A date of the game, named where a date does not fit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DateOf {
    /// The day the opponent says he received the player's move.
    TheirReceived,
    /// The day the opponent says he sent his.
    TheirSent,
    /// The day the opponent's mail is dated.
    MailWritten,
    /// The day the player received the opponent's move.
    MyReceived,
    /// The day the player sent her move.
    MySent,
    GameBegan,
    Today,
}

impl DateOf {
    pub const ALL: [DateOf; 7] = [
        DateOf::TheirReceived,
        DateOf::TheirSent,
        DateOf::MailWritten,
        DateOf::MyReceived,
        DateOf::MySent,
        DateOf::GameBegan,
        DateOf::Today,
    ];
}

/// Why the player's mail program did not open.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MailProgramTrouble {
    /// No program here opens a mail.
    Missing,
    /// It was there, and failed.
    Failed,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CorrText {
    /// `corr new`: the game is there, in this file.
    Created {
        name: String,
        path: PathBuf,
    },
    /// The first line of a game: its name (who plays what follows).
    Opened(String),
    /// `resume` of a correspondence game: it is played with `corr NAME`.
    PlayedByPost(String),
    /// A name that cannot be a game's: letters, digits, `-` and `_`.
    BadName(String),
    GameExists(String),
    NoSuchGame(String),
    NoGames,
    /// A game of `corr list`, with the player's days used and left.
    Listed {
        name: String,
        opponent: Option<String>,
        me: Color,
        standing: Box<Standing>,
        used: i32,
        left: i32,
    },
    /// `--time` that is not N moves in D days.
    BadControl(String),
    /// A date that cannot be read.
    BadDate(String),
    /// A date before one the game already has, or after.
    DateBefore {
        what: DateOf,
        day: Day,
        limit: DateOf,
        limit_day: Day,
    },
    DateAfter {
        what: DateOf,
        day: Day,
        limit: DateOf,
        limit_day: Day,
    },
    /// A date corrected: the new day, and the one it replaced.
    DateCorrected {
        what: DateOf,
        day: Day,
        was: Option<Day>,
    },
    /// The opponent's move received on this day.
    Received(Day),
    /// A move typed on the opponent's move.
    OpponentsMove,
    /// `received` or `read` on the player's own move.
    YourMove,
    /// The player's move is made and not sent: `send` first.
    NotSent(CardMove),
    /// `send` with no move of the player's to send.
    NothingToSend,
    /// `send` again for a move sent already: a reminder, the card written
    /// again with the day it was sent.
    Reminder(Day),
    /// A date typed with a reminder is not used: the card's stays.
    ReminderKeepsDate(Day),
    /// The cards are written, in this folder.
    CardsWritten(PathBuf),
    /// A card that could not be written, and why.
    CardNotWritten {
        path: PathBuf,
        problem: FileProblem,
    },
    /// A card read: the dates it gives for the opponent's move.
    CardDates {
        received: Option<Day>,
        sent: Option<Day>,
    },
    /// The card has no move of this number for the opponent.
    CardLacksMove {
        number: u32,
        side: Color,
    },
    /// The mail leaves a doubt about its move; nothing is played.
    Doubt(MailDoubt),
    /// Nothing played: `received MOVE` gives the opponent's move.
    Decide,
    /// The opponent's mail: from whom, written on which day.
    MailFrom {
        from: Option<String>,
        day: Option<Day>,
    },
    /// A line of what the opponent wrote.
    MailLine(String),
    /// More lines that are not said.
    MailMore(usize),
    /// What the mail of `side` says besides its move.
    Says {
        side: Color,
        says: MailSays,
    },
    /// Recorded on the player's yes: a result, or a conditional move.
    AskRecord {
        conditional: bool,
    },
    /// How a draw offer of the opponent's is answered.
    AcceptOrMove,
    Recorded,
    NotRecorded,
    /// A conditional move kept, to be played when the player plays
    /// `when`.
    ConditionalKept {
        when: String,
        then: String,
    },
    /// The opponent's conditional move, played after the player's.
    ConditionalPlayed(CardMove),
    /// The player played otherwise: the conditional move lapses.
    ConditionalLapsed(String),
    /// A conditional move that does not fit the game.
    ConditionalUnreadable {
        when: String,
        then: String,
    },
    /// The opponent's move taken back: as if never received.
    TakenBack(CardMove),
    /// `accept` with no draw offered.
    NoOffer,
    /// The game is over: `send` writes the last card.
    SendFinal,
    /// `send --mail`: handed to the mail program, to this address.
    MailHandedOver(String),
    /// `send --mail` without the opponent's address.
    NoAddress,
    MailProgram(MailProgramTrouble),
    /// The opponent's address.
    Address(String),
    /// Text that is no mail address.
    BadAddress(String),
    /// `read` alone without a mail folder.
    NoMailFolder,
    /// A mail from another address than the opponent's: not read.
    MailFromOther {
        from: String,
        address: String,
    },
    /// No mail of the opponent's not yet read, in this folder.
    NoNewMail {
        address: String,
        path: PathBuf,
    },
    /// The mail folder cannot be read, and why.
    MailFolderUnusable {
        path: PathBuf,
        problem: FileProblem,
    },
    /// A message on the opponent's card.
    CardMessage(String),
    /// One line of a card written.
    Card(CardLine),
    /// Days used and left, for `clock`.
    SideDays {
        side: Color,
        used: i64,
        left: i64,
        by_move: u32,
    },
    /// The player thinks on a move received on this day.
    ThinkingSince {
        since: Day,
        days: i64,
    },
    /// A reply due on this day (`overdue` when that day has passed).
    ReplyDue {
        due: Day,
        overdue: bool,
    },
    /// The player is on leave until this day.
    OnLeave(Day),
    /// `leave`: the days taken, from and until.
    LeaveTaken {
        days: u32,
        from: Day,
        until: Day,
    },
    /// The player left the game `name`, kept in `path`; `corr NAME` goes
    /// on with it.
    Left {
        name: String,
        path: PathBuf,
    },
    /// How each command of a game is typed.
    Usage(CorrCommand),
    /// The commands of a correspondence game, one a line.
    Help,
    /// ICCF's server games.
    Iccf(IccfText),
}

/// The commands of a correspondence game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CorrCommand {
    Received,
    Read,
    Send,
    Leave,
    Date,
    Email,
}

/// The lines of a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardLine {
    /// Whose game: `Fernschach: Anna - Bob`.
    Title {
        white: String,
        black: String,
    },
    /// The opponent's last move, repeated.
    YourMove(CardMove),
    ReceivedOn(Day),
    MyMove(CardMove),
    SentOn(Day),
    /// Days the move took.
    DaysThisMove(i64),
    /// Days used by each side in all.
    DaysInAll {
        white: i64,
        black: i64,
    },
    OfferDraw,
    Message(String),
    /// The player accepts the opponent's draw offer.
    AcceptDraw,
    /// The player resigns.
    Resign,
    /// The player has the opponent's resignation.
    ResignationReceived,
    /// The game's result, as PGN writes it.
    Result(String),
}

/// An answer code of `MakeAMove`, as XfCC servers send them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XfccCode {
    Success,
    InvalidMove,
    NotYourTurn,
    YouAreOnLeave,
    LostOnTime,
    MoveIsAmbiguous,
    InvalidMoveNumber,
    NoDrawWasOffered,
    AuthenticationFailed,
    ServerError,
    FeatureUnavailable,
    InvalidGameId,
    NotYourGame,
    /// A code annabella does not know, cleaned.
    Other(String),
}

impl XfccCode {
    /// The code of a server's word (scid spells one `MoveIsAmbigous`).
    pub fn from_word(word: &str) -> XfccCode {
        match word.trim() {
            "Success" => XfccCode::Success,
            "InvalidMove" => XfccCode::InvalidMove,
            "NotYourTurn" => XfccCode::NotYourTurn,
            "YouAreOnLeave" => XfccCode::YouAreOnLeave,
            "LostOnTime" => XfccCode::LostOnTime,
            "MoveIsAmbiguous" | "MoveIsAmbigous" => XfccCode::MoveIsAmbiguous,
            "InvalidMoveNumber" => XfccCode::InvalidMoveNumber,
            "NoDrawWasOffered" => XfccCode::NoDrawWasOffered,
            "AuthenticationFailed" | "InvalidUsernameOrPassword" => XfccCode::AuthenticationFailed,
            "ServerError" => XfccCode::ServerError,
            "FeatureUnavailable" => XfccCode::FeatureUnavailable,
            "InvalidGameID" | "InvalidGameId" => XfccCode::InvalidGameId,
            "NotYourGame" => XfccCode::NotYourGame,
            other => XfccCode::Other(crate::notation::outside::clean(other, 40)),
        }
    }

    pub const ALL: [XfccCode; 13] = [
        XfccCode::Success,
        XfccCode::InvalidMove,
        XfccCode::NotYourTurn,
        XfccCode::YouAreOnLeave,
        XfccCode::LostOnTime,
        XfccCode::MoveIsAmbiguous,
        XfccCode::InvalidMoveNumber,
        XfccCode::NoDrawWasOffered,
        XfccCode::AuthenticationFailed,
        XfccCode::ServerError,
        XfccCode::FeatureUnavailable,
        XfccCode::InvalidGameId,
        XfccCode::NotYourGame,
    ];
}

/// A game's `result` as XfCC gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XfccResult {
    Ongoing,
    WhiteWins,
    BlackWins,
    Draw,
    WhiteWinAdjudicated,
    BlackWinAdjudicated,
    DrawAdjudicated,
    WhiteDefaulted,
    BlackDefaulted,
    BothDefaulted,
    Cancelled,
    AdjudicationPending,
    Other(String),
}

impl XfccResult {
    pub fn from_word(word: &str) -> XfccResult {
        match word.trim() {
            "" | "Ongoing" => XfccResult::Ongoing,
            "WhiteWins" => XfccResult::WhiteWins,
            "BlackWins" => XfccResult::BlackWins,
            "Draw" => XfccResult::Draw,
            "WhiteWinAdjudicated" => XfccResult::WhiteWinAdjudicated,
            "BlackWinAdjudicated" => XfccResult::BlackWinAdjudicated,
            "DrawAdjudicated" => XfccResult::DrawAdjudicated,
            "WhiteDefaulted" => XfccResult::WhiteDefaulted,
            "BlackDefaulted" => XfccResult::BlackDefaulted,
            "BothDefaulted" => XfccResult::BothDefaulted,
            "Cancelled" => XfccResult::Cancelled,
            "AdjudicationPending" => XfccResult::AdjudicationPending,
            other => XfccResult::Other(crate::notation::outside::clean(other, 40)),
        }
    }

    /// The result as PGN writes it; `*` while nothing is decided (a
    /// defaulted side loses; both defaulted, neither scores).
    pub fn pgn(&self) -> &'static str {
        match self {
            XfccResult::WhiteWins
            | XfccResult::WhiteWinAdjudicated
            | XfccResult::BlackDefaulted => "1-0",
            XfccResult::BlackWins
            | XfccResult::BlackWinAdjudicated
            | XfccResult::WhiteDefaulted => "0-1",
            XfccResult::Draw | XfccResult::DrawAdjudicated => "1/2-1/2",
            XfccResult::BothDefaulted => "0-0",
            _ => "*",
        }
    }

    /// Whether the game has ended on the server.
    pub fn is_over(&self) -> bool {
        !matches!(
            self,
            XfccResult::Ongoing | XfccResult::AdjudicationPending | XfccResult::Other(_)
        )
    }

    pub const ALL: [XfccResult; 12] = [
        XfccResult::Ongoing,
        XfccResult::WhiteWins,
        XfccResult::BlackWins,
        XfccResult::Draw,
        XfccResult::WhiteWinAdjudicated,
        XfccResult::BlackWinAdjudicated,
        XfccResult::DrawAdjudicated,
        XfccResult::WhiteDefaulted,
        XfccResult::BlackDefaulted,
        XfccResult::BothDefaulted,
        XfccResult::Cancelled,
        XfccResult::AdjudicationPending,
    ];
}

/// Days, hours and minutes left.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DaysLeft {
    pub days: u32,
    pub hours: u32,
    pub minutes: u32,
}

/// The sentences of ICCF's server games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IccfText {
    UserPrompt,
    PasswordPrompt,
    /// Logged in: the player's name and how many games the server has.
    LoggedIn {
        user: String,
        games: usize,
    },
    LoginSaved(PathBuf),
    NoLogin,
    /// The login file others may read, with its mode.
    LoginFileOpen {
        path: PathBuf,
        mode: u32,
    },
    /// The login file these accounts besides its owner's may read or
    /// change (Windows' access list).
    LoginFileShared {
        path: PathBuf,
        who: String,
    },
    LoginFileNotOwn(PathBuf),
    /// The login file is not a plain file, or cannot be opened.
    LoginFileUnusable {
        path: PathBuf,
        problem: super::FileProblem,
    },
    /// A password over plain http to another machine is not sent.
    PlainHttp(String),
    /// The server cannot be reached: why.
    Unreachable(super::ServerTrouble),
    /// The answer is no XfCC.
    Unreadable,
    /// The answer holds more than annabella reads of one: at most so many
    /// megabytes, games, fields of a game and kilobytes of a field.
    TooLarge {
        megabytes: u64,
        games: usize,
        fields: usize,
        kilobytes: usize,
    },
    /// The server refused the request as a whole (a SOAP fault).
    Fault(XfccCode),
    /// The player left with a call of theirs gone out and not answered:
    /// the move it sent, if it sent one.
    LeftUnanswered(Option<CardMove>),
    /// The player left with a call of theirs not sent: the move, if any.
    LeftUnsent(Option<CardMove>),
    /// How many games, in how many it is the player's move.
    Games {
        total: usize,
        my_turn: usize,
    },
    NoGames,
    /// A game of the list.
    Listed {
        number: usize,
        id: String,
        opponent: String,
        event: String,
        my_turn: bool,
        left: DaysLeft,
        offer: bool,
        message: bool,
        result: XfccResult,
    },
    NoSuchGame(String),
    /// The game opened: its id, the player's side, the opponent.
    Playing {
        id: String,
        me: Color,
        opponent: String,
        event: String,
    },
    /// A side's time left.
    TimeLeft {
        side: Color,
        left: DaysLeft,
    },
    /// The opponent's message.
    Message {
        from: String,
        text: String,
    },
    /// A draw offer of the opponent's is answered with accept.
    AnswerOffer,
    /// The player's move goes to the server.
    Sending(CardMove),
    /// A `MakeAMove` answer; `taken_back` when the move was taken back.
    Answer {
        code: XfccCode,
        taken_back: bool,
    },
    /// The server's result of the game.
    Result(XfccResult),
    /// An offer or a message goes with the player's next move.
    WithNextMove,
    OpponentsTurn,
    NoOffer,
    /// A move of the server's that does not read in the game.
    BadServerMove {
        ply: usize,
        text: String,
    },
    /// The game has a variant annabella does not play.
    Variant(String),
    /// The commands of a server game, one a line.
    Help,
}
