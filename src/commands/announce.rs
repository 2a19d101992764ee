//! `annabella announce`: one line per half-move of every game of a PGN
//! file, as annabella says it (`1. Bauer Eva vier`, `1... Bauer Eva fünf`),
//! and after each game one line with its result and how it ended, in the
//! scheme's language.
//!
//! Games are read one at a time; each is replayed and put into words on
//! one of the machine's cores, and written in the order of the file. Only a
//! few games are under way at once, so memory does not grow with the file.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;
use std::sync::mpsc;

use shakmaty::{Color, Position};

use super::adjudicate::{Judgement, place, verdict_of, written_result};
use super::{Failure, contradiction, no_game, pgn_games};
use crate::game::DeadPositionTest;
use crate::notation::{Form, Message, Scheme, announce_played};
use crate::scoresheet::{ImportError, PgnGame, replay};

/// How many games may be read ahead of the one being written.
const IN_FLIGHT: usize = 64;

/// One game put into words.
struct Announced {
    text: String,
    fault: Option<ImportError>,
    /// The line for stderr where the moves contradict the written result.
    note: Option<String>,
}

/// Replays one game and writes its lines.
fn announce_game(path: &Path, pgn: &PgnGame, scheme: &Scheme, ascii: bool) -> Announced {
    let game = match replay(pgn, DeadPositionTest::Fast).into_result() {
        Ok(game) => game,
        Err(error) => {
            return Announced {
                text: String::new(),
                fault: Some(error),
                note: None,
            };
        }
    };
    let mut text = String::with_capacity(game.moves().len() * 32);
    for (pair, &m) in game.positions().windows(2).zip(game.moves()) {
        let (before, after) = (&pair[0], &pair[1]);
        let number = before.fullmoves().get();
        let dots = match before.turn() {
            Color::White => ".",
            Color::Black => "...",
        };
        let words = scheme.render_with(&announce_played(before, m, after), ascii);
        let _ = writeln!(text, "{number}{dots} {words}");
    }
    let written = pgn
        .tag("Result")
        .or(pgn.result.as_deref())
        .unwrap_or("*")
        .to_owned();
    let end = game.verdict().copied();
    let ended_at = end
        .filter(|end| end.ply > 0 && end.ply < game.recorded_plies())
        .map(|end| {
            let before = &game.positions()[end.ply - 1];
            (before.fullmoves().get(), before.turn())
        });
    let note = end.and_then(|end| {
        let result = written_result(pgn)?;
        (result != end.pgn_result())
            .then(|| contradiction(path, pgn.number, &end, &result, place(&game, end.ply)))
    });
    let (_, judgement) = verdict_of(pgn, game);
    let verdict = match judgement {
        Judgement::Ended(verdict) => Some(verdict),
        Judgement::Ongoing { .. } => None,
    };
    let outcome = Message::Outcome {
        result: written,
        verdict,
        ended_at,
    };
    // One line after each game (SPEC section 6), not the lines of a
    // braille display.
    let outcome = scheme
        .message(&outcome, Form::Print, ascii)
        .replace('\n', " ");
    let _ = writeln!(text, "{outcome}");
    Announced {
        text,
        fault: None,
        note,
    }
}

/// Announces every game of the file at `path` (`-` for standard input).
/// Games that cannot be replayed are announced up to nothing and reported;
/// the others are still announced.
pub fn run(
    path: &Path,
    scheme: &'static Scheme,
    ascii: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let games = pgn_games(path, scheme)?;
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
    let mut first_error: Option<ImportError> = None;
    let mut count = 0;
    let (to_work, work) = mpsc::sync_channel::<(usize, PgnGame)>(IN_FLIGHT);
    let work = std::sync::Mutex::new(work);
    std::thread::scope(|scope| -> Result<(), Failure> {
        let (to_write, done) = mpsc::sync_channel::<(usize, Announced)>(IN_FLIGHT);
        for _ in 0..workers {
            let (work, to_write) = (&work, to_write.clone());
            scope.spawn(move || {
                loop {
                    let next = work.lock().ok().and_then(|w| w.recv().ok());
                    let Some((index, pgn)) = next else { break };
                    let announced = announce_game(path, &pgn, scheme, ascii);
                    if to_write.send((index, announced)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(to_write);
        let reader = scope.spawn(move || -> Result<usize, Failure> {
            let mut index = 0;
            for pgn in games {
                if to_work.send((index, pgn?)).is_err() {
                    break;
                }
                index += 1;
            }
            Ok(index)
        });
        let mut waiting: BTreeMap<usize, Announced> = BTreeMap::new();
        let mut next = 0;
        let mut written = Ok(());
        for (index, announced) in done {
            waiting.insert(index, announced);
            while let Some(announced) = waiting.remove(&next) {
                next += 1;
                if let Some(note) = &announced.note {
                    let _ = writeln!(std::io::stderr(), "{note}");
                }
                if let Some(fault) = announced.fault {
                    first_error.get_or_insert(fault);
                }
                if written.is_ok() {
                    written = out.write_all(announced.text.as_bytes());
                }
            }
        }
        count = reader.join().unwrap_or(Ok(next))?;
        written?;
        Ok(())
    })?;
    if count == 0 {
        return Err(no_game(path, scheme));
    }
    match first_error {
        None => Ok(()),
        Some(error) => Err(super::unreadable_game(path, &error)),
    }
}
