//! The 960 starting positions of Chess960 (FIDE Laws, guidelines on Chess960),
//! numbered 0–959 as Reinhard Scharnagl numbered them; 518 is the standard
//! position.

use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

/// A number outside 0–959.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Chess960Error(pub u32);

impl fmt::Display for Chess960Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Chess960 position {} does not exist: the positions are numbered 0 to 959 (518 is the standard position)",
            self.0
        )
    }
}

impl std::error::Error for Chess960Error {}

/// Where the two knights stand among the five squares left after the bishops
/// and the queen, for the ten values of the knight digit.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// White's back rank of position `number`, from the a-file to the h-file, in
/// FEN letters.
fn back_rank(number: u32) -> Result<[u8; 8], Chess960Error> {
    if number > 959 {
        return Err(Chess960Error(number));
    }
    let mut rank = [0u8; 8];
    let mut n = number as usize;
    rank[2 * (n % 4) + 1] = b'B';
    n /= 4;
    rank[2 * (n % 4)] = b'B';
    n /= 4;
    let empty = |rank: &[u8; 8]| -> Vec<usize> { (0..8).filter(|&i| rank[i] == 0).collect() };
    let queen = empty(&rank)[n % 6];
    rank[queen] = b'Q';
    n /= 6;
    let free = empty(&rank);
    let (first, second) = KNIGHTS[n];
    rank[free[first]] = b'N';
    rank[free[second]] = b'N';
    for (square, piece) in empty(&rank).into_iter().zip([b'R', b'K', b'R']) {
        rank[square] = piece;
    }
    Ok(rank)
}

/// The starting position with Scharnagl number `number` (0–959), with both
/// sides' castling rights.
pub fn chess960_position(number: u32) -> Result<Chess, Chess960Error> {
    let white = back_rank(number)?;
    let white = String::from_utf8_lossy(&white).into_owned();
    let black = white.to_ascii_lowercase();
    let fen = format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1");
    let position = fen
        .parse::<Fen>()
        .ok()
        .and_then(|fen| fen.into_position::<Chess>(CastlingMode::Chess960).ok())
        .filter(|position| position.castles().castling_rights().count() == 4);
    // Every number in range gives a legal position with two rooks per side
    // around the king, so this never fails; an error is kept as a guard.
    position.ok_or(Chess960Error(number))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::EnPassantMode;

    fn rank(number: u32) -> String {
        String::from_utf8_lossy(&back_rank(number).expect("in range")).into_owned()
    }

    #[test]
    fn known_numbers_give_the_published_positions() {
        // Scharnagl's table: 0, 518 (standard) and 959, and a few between.
        assert_eq!(rank(0), "BBQNNRKR");
        assert_eq!(rank(518), "RNBQKBNR");
        assert_eq!(rank(959), "RKRNNQBB");
        assert_eq!(rank(1), "BQNBNRKR");
        assert_eq!(rank(4), "QBBNNRKR");
    }

    #[test]
    fn position_518_is_the_standard_position() {
        let position = chess960_position(518).expect("518 exists");
        assert_eq!(
            Fen::from_position(&position, EnPassantMode::Legal).to_string(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
    }

    #[test]
    fn all_960_positions_are_distinct_legal_and_castle_on_both_sides() {
        let mut seen = std::collections::HashSet::new();
        for number in 0..960 {
            let position = chess960_position(number).expect("every number in range");
            assert!(seen.insert(position.board().clone()), "{number} repeats");
        }
    }

    #[test]
    fn numbers_past_959_are_refused() {
        assert_eq!(chess960_position(960).err(), Some(Chess960Error(960)));
    }
}
