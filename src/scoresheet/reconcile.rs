//! Reconciling two scoresheets of one game (the FIDE appendix: the blind
//! player's and the sighted opponent's): where they first differ, what
//! each has there, and the position before it.
//!
//! A scoresheet is written by hand: its moves are read in any notation a
//! player uses (SAN with English or German letters, long algebraic, ICCF
//! digits), and a move that cannot be read or played is not an error but a
//! difference, shown as it was written. A move one sheet left out is named,
//! and each sheet's clock readings before the difference are given, so the
//! arbiter can retrace the game and readjust the clocks (D.2.9).

use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::{ByColor, Chess, EnPassantMode, Move, Position};

use super::import::{ImportError, game_start};
use super::pgn::PgnGame;
use super::record::clock_comment;
use crate::notation::refusal::Refusal;
use crate::notation::{MoveFault, formats::san, read_move};

/// What one sheet has at a half-move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetMove {
    /// A legal move, with its SAN and as it was written.
    Legal {
        m: Move,
        san: String,
        written: String,
    },
    /// Something that is no legal move there, as it was written.
    Written { text: String, why: MoveFault },
    /// The sheet has ended.
    Missing,
}

impl SheetMove {
    /// What the JSON of `reconcile` writes: the move as it was written, or
    /// nothing.
    pub fn text(&self) -> Option<String> {
        match self {
            SheetMove::Legal { written, .. } => Some(written.clone()),
            SheetMove::Written { text, .. } => Some(text.clone()),
            SheetMove::Missing => None,
        }
    }

    /// The SAN of a legal move.
    pub fn san(&self) -> Option<String> {
        match self {
            SheetMove::Legal { san, .. } => Some(san.clone()),
            _ => None,
        }
    }
}

/// One of the two sheets compared.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sheet {
    A,
    B,
}

/// Each side's clock as one sheet last recorded it (`[%clk]`), before a
/// half-move.
pub type SheetClocks = ByColor<Option<Duration>>;

/// The clocks of both sheets.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BothClocks {
    pub a: SheetClocks,
    pub b: SheetClocks,
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
        before: Box<Chess>,
        /// The sheet that left out the other's move here, and that move:
        /// its next move is the other's move after it.
        left_out: Option<(Sheet, Move)>,
        /// Each sheet's clocks before the difference.
        clocks: BothClocks,
    },
}

impl Comparison {
    pub fn fen(&self) -> Option<String> {
        match self {
            Comparison::Same { .. } => None,
            Comparison::Differ { before, .. } => {
                Some(Fen::from_position(before.as_ref(), EnPassantMode::Legal).to_string())
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
            written: text.to_owned(),
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

/// Each side's clock as `game` recorded it after its last move before
/// half-move `ply` (from 0), `start` being to move first.
fn clocks_before(game: &PgnGame, start: &Chess, ply: usize) -> SheetClocks {
    let mut clocks = ByColor::new_with(|_| None);
    let mut mover = start.turn();
    for index in 0..ply.min(game.moves.len()) {
        if let Some(clock) = game.comments_at(index + 1).find_map(clock_comment) {
            clocks[mover] = Some(clock);
        }
        mover = !mover;
    }
    clocks
}

/// Whether `short`, at half-move `ply`, left out the move `long` has
/// there: `short`'s move is `long`'s next one, made after it.
fn leaves_out(position: &Chess, long: &PgnGame, short: &PgnGame, ply: usize) -> Option<Move> {
    let SheetMove::Legal { m: skipped, .. } = read(position, written(long, ply)) else {
        return None;
    };
    let mut after = position.clone();
    after.play_unchecked(skipped);
    match (
        read(&after, written(long, ply + 1)),
        read(&after, written(short, ply)),
    ) {
        (SheetMove::Legal { m: next, .. }, SheetMove::Legal { m: theirs, .. })
            if next == theirs =>
        {
            Some(skipped)
        }
        _ => None,
    }
}

/// Compares two sheets move by move. Only a start position that cannot be
/// read (a broken `FEN` tag) is an error.
pub fn compare(a: &PgnGame, b: &PgnGame) -> Result<Comparison, ImportError> {
    let start_a = game_start(a)?;
    let start_b = game_start(b)?;
    let start = start_a.position().clone();
    let mut position = start.clone();
    let clocks = |ply: usize| BothClocks {
        a: clocks_before(a, &start, ply),
        b: clocks_before(b, &start, ply),
    };
    if start_a.position() != start_b.position() {
        return Ok(Comparison::Differ {
            ply: 1,
            a: read(&position, written(a, 0)),
            b: read(start_b.position(), written(b, 0)),
            before: Box::new(position),
            left_out: None,
            clocks: clocks(0),
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
                let left_out = leaves_out(&position, a, b, ply)
                    .map(|m| (Sheet::B, m))
                    .or_else(|| leaves_out(&position, b, a, ply).map(|m| (Sheet::A, m)));
                return Ok(Comparison::Differ {
                    ply: ply + 1,
                    a: on_a,
                    b: on_b,
                    before: Box::new(position),
                    left_out,
                    clocks: clocks(ply),
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
