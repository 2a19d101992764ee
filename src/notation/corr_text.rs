//! The sentences of correspondence by e-mail, letter and cassette: the
//! games, the commands of a game, the cards written and read, and ICCF's
//! days. Rendered by `sentences/german_corr.rs` and `english_corr.rs`.

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
    /// The player's move; since when, and when the reply is due.
    MyMove {
        since: Option<Day>,
        due: Option<Day>,
    },
    /// The player's move is made and waits to be sent.
    ToSend,
    OpponentsMove,
    /// Over, with the result as PGN writes it.
    Over(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CorrText {
    /// `corr new`: the game is there, in this file.
    Created {
        name: String,
        path: PathBuf,
    },
    /// The first line of a game: its name, the player's side, the
    /// opponent.
    Opened {
        name: String,
        me: Color,
        opponent: Option<String>,
    },
    /// A name that cannot be a game's: letters, digits, `-` and `_`.
    BadName(String),
    GameExists(String),
    NoSuchGame(String),
    NoGames,
    /// A game of `corr list`.
    Listed {
        name: String,
        opponent: Option<String>,
        me: Color,
        standing: Standing,
    },
    /// `--time` that is not N moves in D days.
    BadControl(String),
    /// A date that cannot be read.
    BadDate(String),
    /// A date before one the game already has.
    DateTooEarly {
        date: Day,
        earlier: Day,
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
    /// `send` again for a move sent already: the card is written again
    /// with the new date.
    SentAgain(Day),
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
    /// The card's move has another number than the one expected.
    CardWrongNumber {
        found: u32,
        side: Color,
        expected: u32,
    },
    /// The card repeats another move than the player's last.
    CardRepeatsOther {
        card: String,
        game: CardMove,
    },
    /// The card's move cannot be played: why.
    CardMoveRefused(Announcement),
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
}

/// The commands of a correspondence game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CorrCommand {
    Received,
    Read,
    Send,
    Leave,
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
            CorrText::Opened {
                name: "x7".into(),
                me: Color::White,
                opponent: Some("x7".into()),
            },
            CorrText::Opened {
                name: "x7".into(),
                me: Color::Black,
                opponent: None,
            },
            CorrText::BadName("x7".into()),
            CorrText::GameExists("x7".into()),
            CorrText::NoSuchGame("x7".into()),
            CorrText::NoGames,
            CorrText::BadControl("x7".into()),
            CorrText::BadDate("x7".into()),
            CorrText::DateTooEarly {
                date: day(),
                earlier: day(),
            },
            CorrText::Received(day()),
            CorrText::OpponentsMove,
            CorrText::YourMove,
            CorrText::NotSent(card_move()),
            CorrText::NothingToSend,
            CorrText::SentAgain(day()),
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
            CorrText::CardWrongNumber {
                found: 3,
                side: Color::White,
                expected: 2,
            },
            CorrText::CardRepeatsOther {
                card: "2. Nc3".into(),
                game: card_move(),
            },
            CorrText::CardMoveRefused(Announcement::from(vec![Word::Phrase(
                Phrase::NothingEntered,
            )])),
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
        for standing in [
            Standing::MyMove {
                since: Some(day()),
                due: Some(day()),
            },
            Standing::MyMove {
                since: None,
                due: None,
            },
            Standing::ToSend,
            Standing::OpponentsMove,
            Standing::Over("1-0".into()),
        ] {
            all.push(CorrText::Listed {
                name: "x7".into(),
                opponent: Some("x7".into()),
                me: Color::Black,
                standing,
            });
        }
        all.extend(
            [
                CorrCommand::Received,
                CorrCommand::Read,
                CorrCommand::Send,
                CorrCommand::Leave,
            ]
            .map(CorrText::Usage),
        );
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
            ]
            .map(CorrText::Card),
        );
        all
    }
}
