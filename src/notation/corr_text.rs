//! The sentences of correspondence by e-mail, letter and cassette: the
//! games, the commands of a game, the cards written and read, and ICCF's
//! days. Said by the sentences of `locales/*/corr.ftl`.

use std::path::PathBuf;

use shakmaty::Color;

use super::FileProblem;
use super::word::{Announcement, Phrase, Word};

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

impl CorrText {
    /// One of every sentence, with sample contents that belong to no
    /// language.
    pub fn every() -> Vec<CorrText> {
        let card_move = || CardMove {
            number: 2,
            side: Color::Black,
            written: "Nc6".into(),
            iccf: "2736".into(),
        };
        let day = || "2026-11-20".to_owned();
        let mut all = vec![
            CorrText::Created {
                name: "x7".into(),
                path: "/tmp/x7.pgn".into(),
            },
            CorrText::Opened("x7".into()),
            CorrText::PlayedByPost("x7".into()),
            CorrText::BadName("x7".into()),
            CorrText::GameExists("x7".into()),
            CorrText::NoSuchGame("x7".into()),
            CorrText::NoGames,
            CorrText::BadControl("x7".into()),
            CorrText::BadDate("x7".into()),
            CorrText::DateCorrected {
                what: DateOf::MySent,
                day: day(),
                was: Some(day()),
            },
            CorrText::DateCorrected {
                what: DateOf::MyReceived,
                day: day(),
                was: None,
            },
            CorrText::Received(day()),
            CorrText::OpponentsMove,
            CorrText::YourMove,
            CorrText::NotSent(card_move()),
            CorrText::NothingToSend,
            CorrText::Reminder(day()),
            CorrText::ReminderKeepsDate(day()),
            CorrText::CardsWritten("/tmp/x7".into()),
            CorrText::CardNotWritten {
                path: "/tmp/x7.txt".into(),
                problem: FileProblem::NoSpace,
            },
            CorrText::CardDates {
                received: Some(day()),
                sent: Some(day()),
            },
            CorrText::CardDates {
                received: None,
                sent: None,
            },
            CorrText::CardLacksMove {
                number: 2,
                side: Color::Black,
            },
            CorrText::Decide,
            CorrText::MailFrom {
                from: Some("x7".into()),
                day: Some(day()),
            },
            CorrText::MailFrom {
                from: Some("x7".into()),
                day: None,
            },
            CorrText::MailFrom {
                from: None,
                day: None,
            },
            CorrText::MailLine("x7".into()),
            CorrText::MailMore(3),
            CorrText::AskRecord { conditional: true },
            CorrText::AskRecord { conditional: false },
            CorrText::AcceptOrMove,
            CorrText::Recorded,
            CorrText::NotRecorded,
            CorrText::ConditionalKept {
                when: "x7".into(),
                then: "x7".into(),
            },
            CorrText::ConditionalPlayed(card_move()),
            CorrText::ConditionalLapsed("x7".into()),
            CorrText::ConditionalUnreadable {
                when: "x7".into(),
                then: "x7".into(),
            },
            CorrText::TakenBack(card_move()),
            CorrText::NoOffer,
            CorrText::SendFinal,
            CorrText::MailHandedOver("x7".into()),
            CorrText::NoAddress,
            CorrText::MailProgram(MailProgramTrouble::Missing),
            CorrText::MailProgram(MailProgramTrouble::Failed),
            CorrText::Address("x7".into()),
            CorrText::BadAddress("x7".into()),
            CorrText::NoMailFolder,
            CorrText::MailFromOther {
                from: "x7".into(),
                address: "x7".into(),
            },
            CorrText::NoNewMail {
                address: "x7".into(),
                path: "/tmp/x7".into(),
            },
            CorrText::MailFolderUnusable {
                path: "/tmp/x7".into(),
                problem: FileProblem::NotFound,
            },
            CorrText::CardMessage("x7".into()),
            CorrText::SideDays {
                side: Color::White,
                used: 5,
                left: 45,
                by_move: 10,
            },
            CorrText::SideDays {
                side: Color::Black,
                used: 1,
                left: -3,
                by_move: 10,
            },
            CorrText::ThinkingSince {
                since: day(),
                days: 1,
            },
            CorrText::ReplyDue {
                due: day(),
                overdue: true,
            },
            CorrText::ReplyDue {
                due: day(),
                overdue: false,
            },
            CorrText::OnLeave(day()),
            CorrText::LeaveTaken {
                days: 3,
                from: day(),
                until: day(),
            },
            CorrText::Help,
            CorrText::Left {
                name: "x7".into(),
                path: "/tmp/x7.pgn".into(),
            },
        ];
        for (index, standing) in [
            Standing::MyMove {
                since: Some(day()),
                due: Some(day()),
                overdue: true,
            },
            Standing::MyMove {
                since: Some(day()),
                due: Some(day()),
                overdue: false,
            },
            Standing::MyMove {
                since: None,
                due: None,
                overdue: false,
            },
            Standing::ToSend,
            Standing::OpponentsMove,
            Standing::Over {
                result: "1-0".into(),
                end: Some(Announcement::from(vec![Word::Phrase(
                    Phrase::NothingEntered,
                )])),
            },
            Standing::Over {
                result: "1-0".into(),
                end: None,
            },
        ]
        .into_iter()
        .enumerate()
        {
            let (used, left) = [(7, 43), (1, 1), (0, -2)][index % 3];
            all.push(CorrText::Listed {
                name: "x7".into(),
                opponent: Some("x7".into()),
                me: Color::Black,
                standing: Box::new(standing),
                used,
                left,
            });
        }
        for what in DateOf::ALL {
            for limit in DateOf::ALL {
                all.push(CorrText::DateBefore {
                    what,
                    day: day(),
                    limit,
                    limit_day: day(),
                });
                all.push(CorrText::DateAfter {
                    what,
                    day: day(),
                    limit,
                    limit_day: day(),
                });
            }
        }
        for doubt in [
            MailDoubt::Several(vec!["x7".into(), "x7".into()]),
            MailDoubt::RepeatsOther {
                card: "x7".into(),
                game: card_move(),
            },
            MailDoubt::WrongNumber {
                card: "x7".into(),
                expected: 9,
                side: Color::White,
            },
            MailDoubt::NoneSaid(vec!["x7".into()]),
            MailDoubt::Unplayable {
                card: "x7".into(),
                why: Announcement::from(vec![Word::Phrase(Phrase::NothingEntered)]),
            },
            MailDoubt::AcceptsUnoffered,
        ] {
            all.push(CorrText::Doubt(doubt));
        }
        for says in [
            MailSays::OffersDraw,
            MailSays::AcceptsDraw,
            MailSays::DeclinesDraw,
            MailSays::Resigns,
            MailSays::Claims(None),
            MailSays::Claims(Some(crate::game::Claim::ThreefoldRepetition)),
            MailSays::Claims(Some(crate::game::Claim::FiftyMoves)),
            MailSays::Conditional {
                when: "x7".into(),
                then: "x7".into(),
            },
        ] {
            for side in Color::ALL {
                all.push(CorrText::Says {
                    side,
                    says: says.clone(),
                });
            }
        }
        all.extend(
            [
                CorrCommand::Received,
                CorrCommand::Read,
                CorrCommand::Send,
                CorrCommand::Leave,
                CorrCommand::Date,
                CorrCommand::Email,
            ]
            .map(CorrText::Usage),
        );
        all.extend(IccfText::every().into_iter().map(CorrText::Iccf));
        all.extend(
            [
                CardLine::Title {
                    white: "x7".into(),
                    black: "x7".into(),
                },
                CardLine::YourMove(card_move()),
                CardLine::ReceivedOn(day()),
                CardLine::MyMove(card_move()),
                CardLine::SentOn(day()),
                CardLine::DaysThisMove(1),
                CardLine::DaysThisMove(2),
                CardLine::DaysInAll { white: 1, black: 2 },
                CardLine::OfferDraw,
                CardLine::Message("x7".into()),
                CardLine::AcceptDraw,
                CardLine::Resign,
                CardLine::ResignationReceived,
                CardLine::Result("1-0".into()),
            ]
            .map(CorrText::Card),
        );
        all
    }
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
            other => XfccCode::Other(super::outside::clean(other, 40)),
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
            other => XfccResult::Other(super::outside::clean(other, 40)),
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

impl IccfText {
    pub fn every() -> Vec<IccfText> {
        let left = DaysLeft {
            days: 10,
            hours: 3,
            minutes: 1,
        };
        let mut all = vec![
            IccfText::UserPrompt,
            IccfText::PasswordPrompt,
            IccfText::LoggedIn {
                user: "x7".into(),
                games: 2,
            },
            IccfText::LoginSaved("/tmp/x7".into()),
            IccfText::NoLogin,
            IccfText::LoginFileOpen {
                path: "/tmp/x7".into(),
                mode: 0o644,
            },
            IccfText::LoginFileShared {
                path: "/tmp/x7".into(),
                who: "Everyone, x7".into(),
            },
            IccfText::LoginFileNotOwn("/tmp/x7".into()),
            IccfText::LoginFileUnusable {
                path: "/tmp/x7".into(),
                problem: super::FileProblem::NotAFile,
            },
            IccfText::PlainHttp("x7".into()),
            IccfText::Unreachable(super::ServerTrouble::NoAnswer),
            IccfText::Unreadable,
            IccfText::TooLarge {
                megabytes: 4,
                games: 1000,
                fields: 100,
                kilobytes: 64,
            },
            IccfText::LeftUnanswered(Some(CardMove {
                number: 12,
                side: Color::White,
                written: "Sf3".into(),
                iccf: "7163".into(),
            })),
            IccfText::LeftUnanswered(None),
            IccfText::LeftUnsent(Some(CardMove {
                number: 12,
                side: Color::Black,
                written: "Sf6".into(),
                iccf: "7866".into(),
            })),
            IccfText::LeftUnsent(None),
            IccfText::Games {
                total: 3,
                my_turn: 1,
            },
            IccfText::NoGames,
            IccfText::NoSuchGame("x7".into()),
            IccfText::Playing {
                id: "x7".into(),
                me: Color::Black,
                opponent: "x7".into(),
                event: "x7".into(),
            },
            IccfText::Playing {
                id: "x7".into(),
                me: Color::White,
                opponent: "x7".into(),
                event: String::new(),
            },
            IccfText::TimeLeft {
                side: Color::White,
                left,
            },
            IccfText::Message {
                from: "x7".into(),
                text: "x7".into(),
            },
            IccfText::AnswerOffer,
            IccfText::Sending(CardMove {
                number: 2,
                side: Color::White,
                written: "Nf3".into(),
                iccf: "7163".into(),
            }),
            IccfText::WithNextMove,
            IccfText::OpponentsTurn,
            IccfText::NoOffer,
            IccfText::BadServerMove {
                ply: 3,
                text: "x7".into(),
            },
            IccfText::Variant("x7".into()),
            IccfText::Help,
        ];
        for (index, code) in XfccCode::ALL
            .into_iter()
            .chain([XfccCode::Other("x7".into())])
            .enumerate()
        {
            all.push(IccfText::Fault(code.clone()));
            all.push(IccfText::Answer {
                code,
                taken_back: index % 2 == 0,
            });
        }
        for result in XfccResult::ALL
            .into_iter()
            .chain([XfccResult::Other("x7".into())])
        {
            all.push(IccfText::Result(result.clone()));
            for my_turn in [true, false] {
                all.push(IccfText::Listed {
                    number: 1,
                    id: "x7".into(),
                    opponent: "x7".into(),
                    event: "x7".into(),
                    my_turn,
                    left,
                    offer: my_turn,
                    message: !my_turn,
                    result: result.clone(),
                });
            }
        }
        all
    }
}
