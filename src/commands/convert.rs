//! `annabella convert`: moves in any notation, applied one after the other,
//! printed in another.

use std::io::Write;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

use super::Failure;
use crate::game::Game;
use crate::notation::{CliText, Notation, read_move, write_move};

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
    // A refusal is said in the run's language, whatever the notation
    // converted to.
    let scheme = super::language::language();
    for (index, text) in moves.iter().enumerate() {
        let m = read_move(&position, text).map_err(|refusal| {
            let mut failure = Failure::told(CliText::NotConverted {
                index: index + 1,
                text: crate::notation::outside::line(text),
                why: scheme.render(&refusal.words(&position)),
            });
            failure.code = 1;
            failure
        })?;
        writeln!(out, "{}", write_move(&position, m, to, mode, false))?;
        shakmaty::Position::play_unchecked(&mut position, m);
    }
    Ok(())
}
