//! The rules and clock core: a game that follows the FIDE Laws of Chess and a
//! chess clock that follows article 6 and appendices A and B.
//!
//! Nothing here reads a terminal, a file or a sound device, and nothing reads
//! the time by itself: the clock is handed a [`TimeSource`]. Board rules come
//! from `shakmaty`; the game-level rules (claims, automatic draws, dead
//! position, flag fall) are implemented here, each citing its article.

mod arbiter;
mod chess960;
mod claim;
mod clock;
mod dead_position;
#[allow(clippy::module_inception)]
mod game;
mod intervention;
mod repetition;
mod time_control;
mod touch;
mod undecided;
mod verdict;

pub use arbiter::{
    ClaimBar, IllegalKind, IllegalRuling, agreement_allowed, claim_bar, flag_fall,
    illegal_move_ruling, offer_ply, piece_moved, retrace_ply,
};
pub use chess960::{Chess960Error, chess960_position};
pub use claim::{Claim, ClaimRuling};
pub use clock::{Clock, ClockError, FakeTime, MonotonicTime, MoveTime, TimeSource};
pub use dead_position::{DeadPositionTest, can_mate, is_dead};
pub use game::{DrawOffer, FenField, Game, GameError, PositionFault, StartError};
pub use intervention::{
    QuickplayAnswer, QuickplayBar, QuickplayRuling, QuickplayStep, quickplay_bar, quickplay_ruling,
    sealed_move, with_bonus,
};
pub use repetition::PositionKey;
pub use time_control::{Bonus, Pace, Period, TimeControl, TimeControlError};
pub use touch::{TouchRule, captured_square};
pub use undecided::fast_test_undecided;
pub use verdict::{Reason, Verdict};
