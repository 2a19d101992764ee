//! One of every message of the online area, for the tests of every message,
//! and the test that one second is singular.

use super::*;
use crate::notation::Form;
use crate::notation::message::Message;
use crate::notation::message::tests::*;
use crate::notation::scheme::{ENGLISH, FIDE};

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    let path = || PathBuf::from(LONG_PATH);
    let mut all = Vec::new();
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
    all
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
