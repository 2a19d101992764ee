//! How a game ended: the result, the reason in the words of the FIDE Laws, and
//! the half-move at which it ended.

use std::fmt;
use std::str::FromStr;

use shakmaty::{Color, KnownOutcome};

/// Why a game ended, one variant per way the FIDE Laws end a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Article 5.1.1.
    Checkmate,
    /// Article 5.1.2.
    Resignation,
    /// Article 5.2.1.
    Stalemate,
    /// Article 5.2.2: neither player can mate by any series of legal moves.
    DeadPosition,
    /// Articles 5.2.3 and 9.1.
    Agreement,
    /// Article 9.2, a correct claim.
    ThreefoldRepetition,
    /// Article 9.3, a correct claim.
    FiftyMoves,
    /// Article 9.6.1, automatic.
    FivefoldRepetition,
    /// Article 9.6.2, automatic.
    SeventyFiveMoves,
    /// Article 6.9: the flag fell and the opponent could still mate.
    TimeForfeit,
    /// Article 6.9: the flag fell but the opponent could not mate by any
    /// series of legal moves, so the game is drawn.
    TimeForfeitUnwinnable,
    /// Article 7.5.5: a player's second completed illegal move loses.
    IllegalMove,
    /// Article 7.5.5: a second illegal move, but the opponent could not mate
    /// by any series of legal moves, so the game is drawn.
    IllegalMoveUnwinnable,
    /// The arbiter declared the result (article 12.1: the arbiter sees that
    /// the Laws are observed; the Persian 10.2 a and Guidelines III.5.1 and
    /// III.5.2: "he shall declare the game drawn").
    ArbiterDecision,
}

impl Reason {
    /// Every reason, in the order of the Laws.
    pub const ALL: [Reason; 14] = [
        Reason::Checkmate,
        Reason::Resignation,
        Reason::Stalemate,
        Reason::DeadPosition,
        Reason::Agreement,
        Reason::ThreefoldRepetition,
        Reason::FiftyMoves,
        Reason::FivefoldRepetition,
        Reason::SeventyFiveMoves,
        Reason::TimeForfeit,
        Reason::TimeForfeitUnwinnable,
        Reason::IllegalMove,
        Reason::IllegalMoveUnwinnable,
        Reason::ArbiterDecision,
    ];

    /// The stable word of the command line's JSON output (`dead-position`).
    pub fn word(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Resignation => "resignation",
            Reason::Stalemate => "stalemate",
            Reason::DeadPosition => "dead-position",
            Reason::Agreement => "agreement",
            Reason::ThreefoldRepetition => "threefold-repetition",
            Reason::FiftyMoves => "fifty-moves",
            Reason::FivefoldRepetition => "fivefold-repetition",
            Reason::SeventyFiveMoves => "seventy-five-moves",
            Reason::TimeForfeit => "time-forfeit",
            Reason::TimeForfeitUnwinnable => "time-forfeit-unwinnable",
            Reason::IllegalMove => "illegal-move",
            Reason::IllegalMoveUnwinnable => "illegal-move-unwinnable",
            Reason::ArbiterDecision => "arbiter-decision",
        }
    }

    /// The article of the FIDE Laws of Chess that ends the game this way.
    pub fn article(self) -> &'static str {
        match self {
            Reason::Checkmate => "5.1.1",
            Reason::Resignation => "5.1.2",
            Reason::Stalemate => "5.2.1",
            Reason::DeadPosition => "5.2.2",
            Reason::Agreement => "5.2.3",
            Reason::ThreefoldRepetition => "9.2",
            Reason::FiftyMoves => "9.3",
            Reason::FivefoldRepetition => "9.6.1",
            Reason::SeventyFiveMoves => "9.6.2",
            Reason::TimeForfeit | Reason::TimeForfeitUnwinnable => "6.9",
            Reason::IllegalMove | Reason::IllegalMoveUnwinnable => "7.5.5",
            Reason::ArbiterDecision => "12.1",
        }
    }

    /// The reason in plain English words, for readable output and the
    /// `english` scheme.
    pub fn phrase(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Resignation => "resignation",
            Reason::Stalemate => "stalemate",
            Reason::DeadPosition => "dead position",
            Reason::Agreement => "agreement",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::FiftyMoves => "the fifty-move rule",
            Reason::FivefoldRepetition => "fivefold repetition",
            Reason::SeventyFiveMoves => "the seventy-five-move rule",
            Reason::TimeForfeit => "time forfeit",
            Reason::TimeForfeitUnwinnable => "time forfeit with no mate possible",
            Reason::IllegalMove => "a second illegal move",
            Reason::IllegalMoveUnwinnable => "a second illegal move with no mate possible",
            Reason::ArbiterDecision => "the arbiter's decision",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A word that names no [`Reason`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownReason(pub String);

impl fmt::Display for UnknownReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a way a game ends", self.0)
    }
}

impl std::error::Error for UnknownReason {}

impl FromStr for Reason {
    type Err = UnknownReason;

    /// Reads the word of [`Reason::word`], also with spaces or underscores
    /// for the dashes and in any case, as PGN `Termination` tags write it.
    fn from_str(s: &str) -> Result<Reason, UnknownReason> {
        let wanted: String = s
            .trim()
            .chars()
            .map(|c| match c {
                ' ' | '_' => '-',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        Reason::ALL
            .into_iter()
            .find(|r| r.word() == wanted)
            .ok_or_else(|| UnknownReason(s.to_owned()))
    }
}

/// The end of a game: result, reason and the half-move at which it ended
/// (0 when the starting position itself was already an end).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub outcome: KnownOutcome,
    pub reason: Reason,
    pub ply: usize,
}

impl Verdict {
    /// A win for `winner`.
    pub fn win(winner: Color, reason: Reason, ply: usize) -> Verdict {
        Verdict {
            outcome: KnownOutcome::Decisive { winner },
            reason,
            ply,
        }
    }

    /// A draw.
    pub fn draw(reason: Reason, ply: usize) -> Verdict {
        Verdict {
            outcome: KnownOutcome::Draw,
            reason,
            ply,
        }
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn pgn_result(&self) -> String {
        self.outcome.to_string()
    }

    /// The result as people write it: `1-0`, `0-1` or `½-½`.
    pub fn score(&self) -> &'static str {
        match self.outcome {
            KnownOutcome::Decisive {
                winner: Color::White,
            } => "1-0",
            KnownOutcome::Decisive {
                winner: Color::Black,
            } => "0-1",
            KnownOutcome::Draw => "½-½",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reason_words_read_back_in_termination_spellings() {
        assert_eq!("time forfeit".parse(), Ok(Reason::TimeForfeit));
        assert_eq!("Dead_Position".parse(), Ok(Reason::DeadPosition));
        assert_eq!(
            "Threefold Repetition".parse(),
            Ok(Reason::ThreefoldRepetition)
        );
        assert!("normal".parse::<Reason>().is_err());
        for reason in Reason::ALL {
            assert_eq!(reason.word().parse(), Ok(reason));
        }
    }

    #[test]
    fn scores_are_written_as_on_a_scoresheet() {
        assert_eq!(Verdict::draw(Reason::Stalemate, 3).score(), "½-½");
        assert_eq!(Verdict::draw(Reason::Stalemate, 3).pgn_result(), "1/2-1/2");
        let mate = Verdict::win(Color::Black, Reason::Checkmate, 4);
        assert_eq!(mate.score(), "0-1");
        assert_eq!(mate.pgn_result(), "0-1");
    }
}
