//! Touched pieces, the arbiter's rulings and what is written beside a
//! move. Said by `locales/*/arbiter.ftl`; their ids are in `ids.rs`.

use std::time::Duration;

use shakmaty::Color;

use crate::game::{Bonus, Claim, ClaimBar, IllegalKind, QuickplayBar, QuickplayStep, Verdict};
use crate::notation::word::Announcement;

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

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
