//! One of every message of the arbiter area, for the tests of every
//! message, and the tests of the arbiter's sentences.

use shakmaty::{Role, Square};

use super::*;
use crate::game::Reason;
use crate::notation::Form;
use crate::notation::message::Message;
use crate::notation::scheme::{ENGLISH, FIDE, ICELANDIC, PERSIAN, TURKISH};
use crate::notation::word::Word;

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    let mut words = Announcement::new();
    words.push(Word::Piece(Role::Knight)).square(Square::F3);
    let mut bishop = Announcement::new();
    bishop.push(Word::Piece(Role::Bishop)).square(Square::C4);
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
    let mut all = vec![
        Message::TournamentMode,
        Message::TournamentNoHelp,
        Message::TwoBoardOnly,
        Message::DrawWithNextMove,
        Message::DrawWithPress,
        Message::PressHint,
        Message::MoveCancelled,
        Message::NothingWaitsForClock,
        Message::NothingToPress,
        Message::CancelledBeforePress,
        Message::UnpressedOnQuit(words.clone()),
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
    all.extend(short_arbiter_texts().into_iter().map(Message::Arbiter));
    all.push(Message::Arbiter(ArbiterText::Note(SheetNote::Declared {
        result: "1/2-1/2".into(),
        reason: "III.5.1".into(),
    })));
    all.push(Message::Arbiter(ArbiterText::Note(SheetNote::Declared {
        result: "1-0".into(),
        reason: String::new(),
    })));
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
