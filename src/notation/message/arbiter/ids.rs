//! Touched pieces, the arbiter's rulings and scoresheet notes
//! (`arbiter.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::notation::message::Say;
use crate::notation::message::ids::*;

/// What touching pieces obliges a player to move (articles 4.3 to 4.5).
pub(crate) fn touch_note(note: &TouchNote, say: &Say) -> FluentValue<'static> {
    let words = |words: &Announcement| -> FluentValue<'static> { say.words(words).into() };
    match note {
        TouchNote::Move(piece) => say.part("touch-move", [("piece", words(piece))]),
        TouchNote::Capture(piece) => say.part("touch-capture", [("piece", words(piece))]),
        TouchNote::CaptureWith(piece, target) => say.part(
            "touch-capture-with",
            [("piece", words(piece)), ("target", words(target))],
        ),
        TouchNote::Any => say.part("touch-any", []),
        TouchNote::Castle(rook) => say.part("touch-castle", [("rook", words(rook))]),
        TouchNote::KingMove(king) => say.part("touch-king-move", [("king", words(king))]),
        TouchNote::MoveWithoutCastling(piece, rook) => say.part(
            "touch-move-without-castling",
            [("piece", words(piece)), ("rook", words(rook))],
        ),
        TouchNote::AnyWithoutCastling(rook) => {
            say.part("touch-any-without-castling", [("rook", words(rook))])
        }
    }
}

pub(crate) fn illegal_kind(kind: IllegalKind) -> FluentValue<'static> {
    FluentValue::from(match kind {
        IllegalKind::Completed => "completed",
        IllegalKind::Promotion => "promotion",
        IllegalKind::TwoHands => "two-hands",
        IllegalKind::ClockWithoutMove => "clock-without-move",
    })
}

/// The arbiter's procedures in two-board play.
pub(crate) fn arbiter(text: &ArbiterText, say: &Say) -> String {
    match text {
        ArbiterText::Illegal {
            offender,
            kind,
            what,
            penalty,
        } => {
            let what = what.as_ref().map(|w| say.words(w)).unwrap_or_default();
            let ruled = match kind {
                IllegalKind::Completed => "illegal-completed",
                IllegalKind::Promotion => "illegal-promotion",
                IllegalKind::TwoHands => "illegal-two-hands",
                IllegalKind::ClockWithoutMove => "illegal-clock-without-move",
            };
            let ruled = say.part(ruled, [("what", what.into()), ("article", digits(kind))]);
            let next = match kind {
                IllegalKind::Completed | IllegalKind::ClockWithoutMove => {
                    say.part("arbiter-still-to-move", [("side", side(say, *offender))])
                }
                IllegalKind::Promotion | IllegalKind::TwoHands => FluentValue::from(""),
            };
            let (offender, other) = (side(say, *offender), side(say, !*offender));
            match penalty {
                Some(penalty) => say.sentence(
                    "arbiter-illegal",
                    [
                        ("side", offender),
                        ("ruled", ruled),
                        ("other", other),
                        ("time", say.time(*penalty).into()),
                        ("next", next),
                    ],
                ),
                None => say.sentence(
                    "arbiter-illegal-no-clock",
                    [
                        ("side", offender),
                        ("ruled", ruled),
                        ("other", other),
                        ("next", next),
                    ],
                ),
            }
        }
        ArbiterText::SecondIllegal { offender, kind } => say.sentence(
            "arbiter-second-illegal",
            [("side", side(say, *offender)), ("article", digits(kind))],
        ),
        ArbiterText::NamePieceMoved => say.sentence("arbiter-name-piece-moved", []),
        ArbiterText::AnnouncedIsLegal => say.sentence("arbiter-announced-is-legal", []),
        ArbiterText::PromotionPiece => say.sentence("arbiter-promotion-piece", []),
        ArbiterText::ClaimBarred(bar) => say.sentence(
            match bar {
                ClaimBar::Touched => "claim-barred-touched",
                ClaimBar::Announced => "claim-barred-announced",
                ClaimBar::NotToMove => "claim-barred-not-to-move",
            },
            [],
        ),
        ArbiterText::ClaimIsOffer { claimant } => {
            say.sentence("claim-is-offer", [("side", side(say, *claimant))])
        }
        ArbiterText::NoTakeback => say.sentence("arbiter-no-takeback", []),
        ArbiterText::NoAbort => say.sentence("arbiter-no-abort", []),
        ArbiterText::NotOnTactileBoard => say.sentence("arbiter-not-on-tactile-board", []),
        ArbiterText::Retraced {
            number,
            side: Some(by),
            taken,
        } => say.sentence(
            "retraced-side",
            [
                ("number", count(*number)),
                ("side", side(say, *by)),
                ("taken", count(*taken)),
            ],
        ),
        ArbiterText::Retraced {
            number,
            side: None,
            taken,
        } => say.sentence(
            "retraced",
            [("number", count(*number)), ("taken", count(*taken))],
        ),
        ArbiterText::NoSuchMove(number) => {
            say.sentence("no-such-move", [("number", count(*number))])
        }
        ArbiterText::ClockSet { color, time } => say.sentence(
            "arbiter-clock-set",
            [
                ("side", side(say, *color)),
                ("time", say.time(*time).into()),
            ],
        ),
        ArbiterText::ClockAdded { color, millis } => say.sentence(
            if *millis < 0 {
                "arbiter-time-taken"
            } else {
                "arbiter-time-added"
            },
            [
                ("side", side(say, *color)),
                (
                    "time",
                    say.time(Duration::from_millis(millis.unsigned_abs()))
                        .into(),
                ),
            ],
        ),
        ArbiterText::NoClock => say.sentence("arbiter-no-clock", []),
        ArbiterText::AgreementTooEarly => say.sentence("agreement-too-early", []),
        ArbiterText::ClocksStopped => say.sentence("clocks-stopped", []),
        ArbiterText::ClocksStarted => say.sentence("clocks-started", []),
        ArbiterText::ClocksStandAlready => say.sentence("clocks-stand-already", []),
        ArbiterText::ClocksRunAlready => say.sentence("clocks-run-already", []),
        ArbiterText::Declared(verdict) => say.sentence(
            "arbiter-declared",
            [("score", FluentValue::from(verdict.score()))],
        ),
        ArbiterText::ControlChanged(bonus) => {
            say.sentence("control-changed", [("bonus", digits(bonus))])
        }
        ArbiterText::Sealed => say.sentence("sealed", []),
        ArbiterText::SealNotLegal => say.sentence("seal-not-legal", []),
        ArbiterText::SealNeedsMove => say.sentence("seal-needs-move", []),
        ArbiterText::Adjourned => say.sentence("adjourned", []),
        ArbiterText::SealedMoveMade => say.sentence("sealed-move-made", []),
        ArbiterText::QuickplayBarred(bar) => say.sentence(
            match bar {
                QuickplayBar::NoClock => "quickplay-no-clock",
                QuickplayBar::Blitz => "quickplay-blitz",
                QuickplayBar::Bonus => "quickplay-bonus",
                QuickplayBar::NotToMove => "quickplay-not-to-move",
                QuickplayBar::TwoMinutesLeft => "quickplay-two-minutes-left",
            },
            [],
        ),
        ArbiterText::QuickplayAsk => say.sentence("quickplay-ask", []),
        ArbiterText::QuickplayPostponed => say.sentence("quickplay-postponed", []),
        ArbiterText::QuickplayRejected => say.sentence("quickplay-rejected", []),
        ArbiterText::DeclareAfterFlag => say.sentence("declare-after-flag", []),
        ArbiterText::OfferWaits(by) => say.sentence("offer-waits", [("side", side(say, *by))]),
        ArbiterText::AnnouncedWaits(words) => {
            say.sentence("announced-waits", [("words", say.words(words).into())])
        }
        ArbiterText::Note(note) => sheet_note(note, say),
    }
}

/// What is written beside a move.
pub(crate) fn sheet_note(note: &SheetNote, say: &Say) -> String {
    match note {
        SheetNote::Offer(color) => say.sentence("note-offer", [("side", side(say, *color))]),
        SheetNote::Claim { claim, correct, by } => {
            let claim = FluentValue::from(match claim {
                Claim::ThreefoldRepetition => "threefold",
                Claim::FiftyMoves => "fifty",
            });
            let correct = FluentValue::from(if *correct { "yes" } else { "no" });
            match by {
                Some(by) => say.sentence(
                    "note-claim-by",
                    [
                        ("side", side(say, *by)),
                        ("claim", claim),
                        ("correct", correct),
                    ],
                ),
                None => say.sentence("note-claim", [("claim", claim), ("correct", correct)]),
            }
        }
        SheetNote::Illegal {
            by,
            kind,
            text: written,
        } => say.sentence(
            "note-illegal",
            [
                ("side", side(say, *by)),
                ("article", digits(kind)),
                ("kind", illegal_kind(*kind)),
                ("text", text(written)),
            ],
        ),
        SheetNote::TimeAdded { color, millis } => say.sentence(
            "note-time-added",
            [
                ("side", side(say, *color)),
                (
                    "sign",
                    FluentValue::from(if *millis < 0 { "-" } else { "+" }),
                ),
                (
                    "time",
                    say.time(Duration::from_millis(millis.unsigned_abs()))
                        .into(),
                ),
            ],
        ),
        SheetNote::ClockSet { color, time } => say.sentence(
            "note-clock-set",
            [
                ("side", side(say, *color)),
                ("time", say.time(*time).into()),
            ],
        ),
        SheetNote::Retraced(moves) => say.sentence("note-retraced", [("moves", text(moves))]),
        SheetNote::ClocksStopped => say.sentence("note-clocks-stopped", []),
        SheetNote::ClocksStarted => say.sentence("note-clocks-started", []),
        SheetNote::Declared { result, reason } => {
            if reason.is_empty() {
                say.sentence("note-declared", [("result", text(result))])
            } else {
                say.sentence(
                    "note-declared-why",
                    [("result", text(result)), ("reason", text(reason))],
                )
            }
        }
        SheetNote::ControlChanged(bonus) => {
            say.sentence("note-control-changed", [("bonus", digits(bonus))])
        }
        SheetNote::Sealed(by) => say.sentence("note-sealed", [("side", side(say, *by))]),
        SheetNote::Adjourned { color: by, time } => say.sentence(
            "note-adjourned",
            [("side", side(say, *by)), ("time", say.time(*time).into())],
        ),
        SheetNote::Quickplay { color: by, step } => match step {
            QuickplayStep::Claimed => {
                say.sentence("note-quickplay-claimed", [("side", side(say, *by))])
            }
            QuickplayStep::Drawn => say.sentence("note-quickplay-drawn", []),
            QuickplayStep::Postponed => say.sentence("note-quickplay-postponed", []),
            QuickplayStep::Rejected => say.sentence("note-quickplay-rejected", []),
        },
        SheetNote::Posted { received, sent } => {
            let received = received
                .iter()
                .map(|day| say.sentence("note-received", [("day", text(day))]));
            let sent = sent
                .iter()
                .map(|day| say.sentence("note-sent", [("day", text(day))]));
            let parts = received.chain(sent).collect::<Vec<_>>();
            say.sentence(
                "note-posted",
                [("parts", list(parts, "note-posted-and", say))],
            )
        }
    }
}
