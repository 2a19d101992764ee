//! Reconciling two scoresheets of one game (the FIDE appendix: the blind
//! player's and the sighted opponent's): where they first differ, what each
//! has there, and the position before it.

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode};

use super::record::Scoresheet;

/// How two scoresheets compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The same moves, this many half-moves.
    Same { plies: usize },
    /// They first differ at half-move `ply` (from 1): the SAN each sheet has
    /// there (`None` where a sheet has already ended) and the position
    /// before it.
    Differ {
        ply: usize,
        a: Option<String>,
        b: Option<String>,
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

pub fn compare(a: &Scoresheet, b: &Scoresheet) -> Comparison {
    if a.start != b.start {
        return Comparison::Differ {
            ply: 1,
            a: a.moves.first().map(|m| m.san.clone()),
            b: b.moves.first().map(|m| m.san.clone()),
            before: a.start.clone(),
        };
    }
    let positions = a.positions();
    let longest = a.moves.len().max(b.moves.len());
    for index in 0..longest {
        let (ma, mb) = (a.moves.get(index), b.moves.get(index));
        if ma.map(|m| m.m) != mb.map(|m| m.m) {
            let before = match positions.get(index) {
                Some((before, _)) => before.clone(),
                None => b
                    .positions()
                    .get(index)
                    .map_or_else(|| a.final_position(), |(p, _)| p.clone()),
            };
            return Comparison::Differ {
                ply: index + 1,
                a: ma.map(|m| m.san.clone()),
                b: mb.map(|m| m.san.clone()),
                before,
            };
        }
    }
    Comparison::Same { plies: longest }
}
