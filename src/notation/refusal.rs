//! Why a typed move was refused, as data a scheme can say.

use shakmaty::{CastlingSide, Chess, Move, Role, Square};

use super::announce::{announce_move, piece_on};
use super::word::{Announcement, Phrase, Punctuation, Word};

/// A refused input. Nothing in the game has changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Nothing was typed.
    NothingEntered,
    /// The text is no move in any notation.
    Unreadable(String),
    /// "Kein Springer erreicht Eva vier".
    NoPieceReaches(Role, Square),
    /// No legal move goes to the square.
    NoMoveTo(Square),
    /// A capture was typed, but there is nothing to take there.
    NothingToTake(Square),
    CastlingNotPossible(CastlingSide),
    /// Several legal moves fit; the player is asked which.
    Ambiguous(Vec<Move>),
    /// A square alone, where no pawn goes but this move does: asked about,
    /// never played unasked (SPEC section 3).
    Guess(Move),
}

impl Refusal {
    /// What is said: the information first, then the reason. Candidates of
    /// an ambiguous input are named by piece and square ("Springer Bella
    /// eins oder Springer Gustav eins?"), with the promotion when that is
    /// all that differs.
    pub fn words(&self, position: &Chess) -> Announcement {
        let mut words = Announcement::new();
        match self {
            Refusal::NothingEntered => {
                words.phrase(Phrase::NothingEntered);
            }
            Refusal::Unreadable(text) => {
                words
                    .push(Word::Verbatim(text.clone()))
                    .phrase(Phrase::NotUnderstood);
            }
            Refusal::NoPieceReaches(role, square) => {
                words
                    .push(Word::NoPiece(*role))
                    .phrase(Phrase::Reaches)
                    .square(*square);
            }
            Refusal::NoMoveTo(square) => {
                words.phrase(Phrase::NoMoveTo).square(*square);
            }
            Refusal::NothingToTake(square) => {
                words
                    .square(*square)
                    .punctuation(Punctuation::Colon)
                    .phrase(Phrase::NothingToTake);
            }
            Refusal::CastlingNotPossible(side) => {
                words
                    .push(if side.is_king_side() {
                        Word::ShortCastling
                    } else {
                        Word::LongCastling
                    })
                    .phrase(Phrase::NotPossible);
            }
            Refusal::Ambiguous(moves) => {
                let first = moves.first().copied();
                let one_pawn = moves.len() > 1
                    && moves.iter().all(|m| {
                        m.promotion().is_some()
                            && first.is_some_and(|f| f.from() == m.from() && f.to() == m.to())
                    });
                match first {
                    // One pawn, the piece not named: "Bauer Eva acht
                    // Umwandlung in Dame, Turm, Läufer oder Springer?"
                    Some(first) if one_pawn => {
                        let mut said = announce_move(position, first);
                        let cut = said
                            .words
                            .iter()
                            .position(|w| *w == Word::PromotionTo)
                            .map_or(said.words.len(), |i| i + 1);
                        said.words.truncate(cut);
                        words.extend(said);
                        let pieces = moves
                            .iter()
                            .filter_map(|m| m.promotion())
                            .map(|role| Announcement::from(vec![Word::Piece(role)]))
                            .collect();
                        words.list(pieces, true);
                    }
                    // Pieces to choose from: each named once by its square.
                    _ => {
                        let mut candidates: Vec<Announcement> = Vec::new();
                        for &m in moves {
                            let said = match m.from() {
                                Some(from) => piece_on(m.role(), from),
                                None => announce_move(position, m),
                            };
                            if !candidates.contains(&said) {
                                candidates.push(said);
                            }
                        }
                        words.list(candidates, true);
                    }
                }
                words.punctuation(Punctuation::Question);
            }
            Refusal::Guess(m) => {
                words
                    .extend(announce_move(position, *m))
                    .punctuation(Punctuation::Question);
            }
        }
        words
    }
}
