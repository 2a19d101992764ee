//! `annabella announce`: one line per half-move of every game of a PGN
//! file, as annabella says it (`1. Bauer Eva vier`, `1... Bauer Eva fünf`),
//! and after each game one line with its result and how it ended, in the
//! scheme's language.

use std::io::Write;
use std::path::Path;

use shakmaty::{Color, Position};

use super::adjudicate::{Judgement, at_move, verdict_of, written_result};
use super::{Failure, no_game, note_contradiction, pgn_games};
use crate::game::DeadPositionTest;
use crate::notation::{Form, Message, Scheme, announce_move};
use crate::scoresheet::{ImportError, replay};

/// Announces every game of the file at `path` (`-` for standard input).
/// Games that cannot be replayed are announced up to nothing and reported;
/// the others are still announced.
pub fn run(path: &Path, scheme: &Scheme, ascii: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let mut first_error: Option<ImportError> = None;
    let mut count = 0;
    let mut line = String::new();
    for pgn in pgn_games(path)? {
        let pgn = pgn?;
        count += 1;
        let game = match replay(&pgn, DeadPositionTest::Fast).into_result() {
            Ok(game) => game,
            Err(error) => {
                first_error.get_or_insert(error);
                continue;
            }
        };
        for (before, &m) in game.positions().iter().zip(game.moves()) {
            line.clear();
            let number = before.fullmoves().get();
            let dots = match before.turn() {
                Color::White => ".",
                Color::Black => "...",
            };
            let words = scheme.render_with(&announce_move(before, m), ascii);
            use std::fmt::Write as _;
            let _ = write!(line, "{number}{dots} {words}");
            writeln!(out, "{line}")?;
        }
        let written = pgn
            .tag("Result")
            .or(pgn.result.as_deref())
            .unwrap_or("*")
            .to_owned();
        let end = game.verdict().copied();
        let ended_at = end
            .filter(|end| end.ply < game.recorded_plies())
            .map(|end| {
                let before = &game.positions()[end.ply.saturating_sub(1)];
                (before.fullmoves().get(), before.turn())
            });
        if let Some(end) = &end
            && let Some(result) = written_result(&pgn)
            && result != end.pgn_result()
        {
            note_contradiction(path, pgn.number, end, &result, &at_move(&game, end.ply));
        }
        let (_, judgement) = verdict_of(&pgn, game);
        let verdict = match judgement {
            Judgement::Ended(verdict) => Some(verdict),
            Judgement::Ongoing { .. } => None,
        };
        let outcome = Message::Outcome {
            result: written,
            verdict,
            ended_at,
        };
        writeln!(out, "{}", scheme.message(&outcome, Form::Print, ascii))?;
    }
    if count == 0 {
        return Err(no_game(path));
    }
    match first_error {
        None => Ok(()),
        Some(error) => Err(Failure::input(format!("{}: {error}", path.display()))),
    }
}
