//! `annabella convert`: moves in any notation, applied one after the other,
//! printed in another.

use std::io::Write;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

use super::Failure;
use crate::game::Game;
use crate::notation::{ENGLISH, FIDE, Notation, read_move, write_move};

/// Applies `moves` from the position of `fen` (the standard position
/// without one) and prints each in `to`. The first move that is refused
/// stops the command with the reason; the moves before it are printed.
pub fn run(
    fen: Option<&str>,
    chess960: bool,
    to: Notation,
    moves: &[String],
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let mode = if chess960 {
        CastlingMode::Chess960
    } else {
        fen.and_then(|fen| fen.trim().parse::<Fen>().ok())
            .map_or(CastlingMode::Standard, |fen| {
                CastlingMode::detect(fen.as_setup())
            })
    };
    let mut position: Chess = match fen {
        Some(fen) => Game::from_fen(fen, mode)
            .map_err(|e| Failure::said(crate::notation::Message::CannotStart(e)))?
            .position()
            .clone(),
        None => Chess::default(),
    };
    let scheme = if to == Notation::English {
        &ENGLISH
    } else {
        &FIDE
    };
    for (index, text) in moves.iter().enumerate() {
        let m = read_move(&position, text).map_err(|refusal| Failure {
            message: format!(
                "move {} '{text}': {}",
                index + 1,
                scheme.render(&refusal.words(&position))
            ),
            code: 1,
        })?;
        writeln!(out, "{}", write_move(&position, m, to, mode, false))?;
        shakmaty::Position::play_unchecked(&mut position, m);
    }
    Ok(())
}
