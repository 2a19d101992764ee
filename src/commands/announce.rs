//! `annabella announce`: one line per half-move of every game of a PGN
//! file, as annabella says it: `1. Bauer Eva vier`, `1... Bauer Eva fünf`.

use std::io::Write;
use std::path::Path;

use shakmaty::{Color, Position};

use super::{Failure, read_input};
use crate::game::DeadPositionTest;
use crate::notation::{Scheme, announce_move};
use crate::scoresheet::{ImportError, decode, read_games, replay};

/// Announces every game of the file at `path` (`-` for standard input).
/// Games that cannot be replayed are announced up to nothing and reported;
/// the others are still announced.
pub fn run(path: &Path, scheme: &Scheme, ascii: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let text = decode(&read_input(path)?);
    let games = read_games(&text);
    if games.is_empty() {
        return Err(Failure::input(format!("{}: no game found", path.display())));
    }
    let mut first_error: Option<ImportError> = None;
    for (index, pgn) in games.iter().enumerate() {
        let game = match replay(pgn, index + 1, DeadPositionTest::Fast) {
            Ok(game) => game,
            Err(error) => {
                first_error.get_or_insert(error);
                continue;
            }
        };
        for (before, &m) in game.positions().iter().zip(game.moves()) {
            let number = before.fullmoves().get();
            let dots = match before.turn() {
                Color::White => ".",
                Color::Black => "...",
            };
            let words = scheme.render_with(&announce_move(before, m), ascii);
            writeln!(out, "{number}{dots} {words}")?;
        }
    }
    match first_error {
        None => Ok(()),
        Some(error) => Err(Failure::input(format!("{}: {error}", path.display()))),
    }
}
