//! One of every message of the corr area, for the tests of every message.

use super::*;
use crate::notation::message::{Message, ServerTrouble};
use crate::notation::word::{Phrase, Word};

/// One of every message of the area, with sample contents that belong to
/// no language.
pub(crate) fn samples() -> Vec<Message> {
    CorrText::every().into_iter().map(Message::Corr).collect()
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
                problem: FileProblem::NotAFile,
            },
            IccfText::PlainHttp("x7".into()),
            IccfText::Unreachable(ServerTrouble::NoAnswer),
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
