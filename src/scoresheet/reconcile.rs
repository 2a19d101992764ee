//! Reconciling two scoresheets of one game (the FIDE appendix: the blind
//! player's and the sighted opponent's): where they first differ, what
//! each has there, and the position before it.
//!
//! A scoresheet is written by hand: its moves are read in any notation a
//! player uses (SAN with English or German letters, long algebraic, ICCF
//! digits), and a move that cannot be read or played is not an error but a
//! difference, shown as it was written.

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Move, Position};

use super::import::{ImportError, game_start};
use super::pgn::PgnGame;
use crate::notation::refusal::Refusal;
use crate::notation::{MoveFault, formats::san, read_move};

/// What one sheet has at a half-move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetMove {
    /// A legal move, with its SAN.
    Legal { m: Move, san: String },
    /// Something that is no legal move there, as it was written.
    Written { text: String, why: MoveFault },
    /// The sheet has ended.
    Missing,
}

impl SheetMove {
    /// What the JSON of `reconcile` writes: the SAN, the text as written,
    /// or nothing.
    pub fn text(&self) -> Option<String> {
        match self {
            SheetMove::Legal { san, .. } => Some(san.clone()),
            SheetMove::Written { text, .. } => Some(text.clone()),
            SheetMove::Missing => None,
        }
    }
}

/// How two scoresheets compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The same moves, this many half-moves.
    Same { plies: usize },
    /// They first differ at half-move `ply` (from 1): what each sheet has
    /// there, and the position before it.
    Differ {
        ply: usize,
        a: SheetMove,
        b: SheetMove,
        before: Chess,
    },
}

impl Comparison {
    pub fn fen(&self) -> Option<String> {
        match self {
            Comparison::Same { .. } => None,
            Comparison::Differ { before, .. } => {
                Some(Fen::from_position(before, EnPassantMode::Legal).to_string())
            }
        }
    }
}

/// One sheet's move at a position.
fn read(position: &Chess, written: Option<&str>) -> SheetMove {
    let Some(text) = written else {
        return SheetMove::Missing;
    };
    match read_move(position, text) {
        Ok(m) => SheetMove::Legal {
            m,
            san: san(position, m),
        },
        Err(refusal) => SheetMove::Written {
            text: crate::notation::outside::line(text),
            why: match refusal {
                Refusal::Unreadable(_) | Refusal::NothingEntered => MoveFault::NotAMove,
                Refusal::Ambiguous(_) => MoveFault::Ambiguous,
                _ => MoveFault::Illegal,
            },
        },
    }
}

/// The move a sheet has written at half-move `ply` (from 0).
fn written(game: &PgnGame, ply: usize) -> Option<&str> {
    game.moves.get(ply).map(|m| m.text.as_str())
}

/// Compares two sheets move by move. Only a start position that cannot be
/// read (a broken `FEN` tag) is an error.
pub fn compare(a: &PgnGame, b: &PgnGame) -> Result<Comparison, ImportError> {
    let start_a = game_start(a)?;
    let start_b = game_start(b)?;
    let mut position = start_a.position().clone();
    if start_a.position() != start_b.position() {
        return Ok(Comparison::Differ {
            ply: 1,
            a: read(&position, written(a, 0)),
            b: read(start_b.position(), written(b, 0)),
            before: position,
        });
    }
    let longest = a.moves.len().max(b.moves.len());
    for ply in 0..longest {
        let (on_a, on_b) = (
            read(&position, written(a, ply)),
            read(&position, written(b, ply)),
        );
        match (&on_a, &on_b) {
            (SheetMove::Legal { m: ma, .. }, SheetMove::Legal { m: mb, .. }) if ma == mb => {
                position.play_unchecked(*ma);
            }
            _ => {
                return Ok(Comparison::Differ {
                    ply: ply + 1,
                    a: on_a,
                    b: on_b,
                    before: position,
                });
            }
        }
    }
    Ok(Comparison::Same { plies: longest })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoresheet::pgn::read_games;

    fn compared(a: &str, b: &str) -> Comparison {
        compare(&read_games(a)[0], &read_games(b)[0]).expect("start positions read")
    }

    #[test]
    fn german_letters_long_algebraic_and_iccf_read_as_the_same_moves() {
        let english = "1. e4 e5 2. Nf3 Nc6 3. Bb5 *";
        assert_eq!(
            compared(english, "1. e2-e4 e7-e5 2. Sf3 Sc6 3. Lb5 *"),
            Comparison::Same { plies: 5 }
        );
        assert_eq!(
            compared(english, "1. 5254 5755 2. 7163 2836 3. 6125 *"),
            Comparison::Same { plies: 5 }
        );
    }

    #[test]
    fn an_illegal_or_missing_move_is_the_first_difference() {
        let Comparison::Differ { ply, a, b, .. } =
            compared("1. e4 e5 2. Nf3 *", "1. e4 e5 2. Nf6 *")
        else {
            panic!("they differ");
        };
        assert_eq!(ply, 3);
        assert_eq!(a.text().as_deref(), Some("Nf3"));
        assert_eq!(
            b,
            SheetMove::Written {
                text: "Nf6".into(),
                why: MoveFault::Illegal
            }
        );
        // A move written after mate is no move of the game.
        let Comparison::Differ { ply, a, b, .. } =
            compared("1. f3 e5 2. g4 Qh4# 0-1", "1. f3 e5 2. g4 Qh4# 3. a3 0-1")
        else {
            panic!("they differ");
        };
        assert_eq!(
            (ply, a, b.text()),
            (5, SheetMove::Missing, Some("a3".into()))
        );
    }
}
