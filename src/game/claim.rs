//! Draw claims by the player to move (articles 9.2, 9.3 and 9.5).

use std::fmt;

use shakmaty::Color;

use super::verdict::{Reason, Verdict};

/// A draw that only a claim can bring.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Claim {
    /// Article 9.2: the same position for at least the third time.
    ThreefoldRepetition,
    /// Article 9.3: fifty moves by each player without a pawn move or a
    /// capture.
    FiftyMoves,
}

impl Claim {
    pub const ALL: [Claim; 2] = [Claim::ThreefoldRepetition, Claim::FiftyMoves];

    /// The reason a correct claim ends the game with.
    pub fn reason(self) -> Reason {
        match self {
            Claim::ThreefoldRepetition => Reason::ThreefoldRepetition,
            Claim::FiftyMoves => Reason::FiftyMoves,
        }
    }

    /// The stable word of the JSON output: `threefold-repetition`.
    pub fn word(self) -> &'static str {
        self.reason().word()
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// What the arbiter rules on a claim.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClaimRuling {
    /// The claim is correct: the game is drawn.
    Drawn(Verdict),
    /// The claim is incorrect (article 9.5.3): `opponent` gets the penalty
    /// time and the game goes on, with the stated move, if any, made.
    Incorrect { opponent: Color },
    /// Making the stated move ended the game by itself (a mate, a stalemate,
    /// an automatic draw), before any claim was needed.
    EndedByMove(Verdict),
}
