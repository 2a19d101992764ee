//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod pty;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use annabella::game::Game;
use annabella::scoresheet::read_move;
use shakmaty::CastlingMode;

/// A game from a FEN written in a test.
pub fn game(fen: &str) -> Game {
    Game::from_fen(fen, CastlingMode::Standard).expect("test FEN is legal")
}

/// Plays moves written in SAN, each of which must be legal.
pub fn play(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace().filter(|t| !t.ends_with('.')) {
        let m = read_move(game.position(), text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        game.play(m).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

/// A move written in SAN in the current position.
pub fn san(game: &Game, text: &str) -> shakmaty::Move {
    read_move(game.position(), text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// Runs the annabella binary with these arguments.
pub fn annabella(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .output()
        .expect("the annabella binary runs")
}

/// The annabella binary, kept from the user's config file.
pub fn annabella_command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command.env("XDG_CONFIG_HOME", "/nonexistent");
    command
}

/// Runs a prepared annabella command with `input` typed on its standard
/// input, which is then closed, and waits for it to finish.
pub fn run_typed(mut command: Command, input: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the annabella binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("typed");
    child.wait_with_output().expect("annabella finishes")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The real-world PGN files of `tests/data/` (see SOURCES.md in shared data).
pub const SHARED_FILES: [&str; 5] = [
    "chessbase-empty-line.pgn",
    "cutechess-fischerrandom.pgn",
    "kasparov-deep-blue-1997.pgn",
    "nepomniachtchi-liren-game1.pgn",
    "utf8-bom.pgn",
];
