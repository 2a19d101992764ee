//! One of every message of the play area, for the tests of every message,
//! and the tests of the help.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{Role, Square};

use super::*;
use crate::notation::message::Message;
use crate::notation::message::tests::*;
use crate::notation::scheme::{ENGLISH, FIDE, Scheme};
use crate::notation::word::{Announcement, Word};
use crate::notation::{Form, MoveFault, SheetEntry};

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    let path = || PathBuf::from(LONG_PATH);
    let mut words = Announcement::new();
    words.push(Word::Piece(Role::Knight)).square(Square::F3);
    let mut bishop = Announcement::new();
    bishop.push(Word::Piece(Role::Bishop)).square(Square::C4);
    let mut all = vec![
        Message::Greeting,
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
        Message::DrawNotOffered,
        Message::DrawAnswer,
    ];
    all.push(Message::ConfirmDrawWith(bishop.clone()));
    all.push(Message::Premove(SheetEntry::Move(bishop.clone())));
    all.push(Message::PremoveReplaced(SheetEntry::Move(bishop.clone())));
    all.push(Message::Premove(SheetEntry::Written {
        text: "Nxd7".into(),
        why: MoveFault::NotAMove,
    }));
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
    for help in every_help() {
        all.push(Message::Help(help));
        for topic in HelpTopic::ALL {
            all.push(Message::HelpPage { help, topic });
        }
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
                let page = scheme.message(&Message::HelpPage { help, topic }, Form::Print, false);
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
