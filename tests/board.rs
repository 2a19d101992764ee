//! Board mode in a real pseudo-terminal: keys are sent as a terminal sends
//! them, and the screen is read back through a terminal emulator.

mod common;

use std::time::Duration;

use common::pty::Screen;

const UP: &str = "\x1b[A";
const RIGHT: &str = "\x1b[C";
const ENTER: &str = "\r";

fn save_file(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("annabella-board-{}-{name}.pgn", std::process::id()))
}

/// A game between two people on the board at 80x24, saved to `save`, ready
/// for keys.
fn board_game(save: &std::path::Path, extra: &[&str]) -> Screen {
    let mut args = vec!["play", "--voice", "text", "--black", "human"];
    args.extend(extra);
    args.extend(["--save", save.to_str().expect("path")]);
    let screen = Screen::start(&args, 24, 80);
    screen.wait_for("Tab: command");
    screen
}

/// The cursor starts on e2; each arrow says the square it reaches and what
/// stands there, shown as the last announcement.
#[test]
fn the_cursor_says_each_square() {
    let save = save_file("cursor");
    let mut screen = board_game(&save, &[]);
    screen.keys(UP);
    screen.wait_for("Eva drei, leer");
    screen.keys(RIGHT);
    screen.wait_for("Felix drei, leer");
    // Letters jump to the next piece of a kind in reading order, capitals
    // to the one before.
    screen.keys("n");
    screen.wait_for("Bella acht, schwarzer Springer");
    screen.keys("N");
    screen.wait_for("Gustav eins, weißer Springer");
    screen.keys("K");
    screen.wait_for("Eva eins, weißer König");
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// White's e4 by the cursor (Enter on e2, up twice, Enter), Black's e5
/// typed on the command line; both are on the board, in the move list and
/// in the save.
#[test]
fn a_move_by_cursor_and_one_typed() {
    let save = save_file("moves");
    let mut screen = board_game(&save, &["--time", "5+3"]);
    screen.keys(ENTER);
    screen.keys(UP);
    screen.keys(UP);
    screen.keys(ENTER);
    screen.wait_for("Bauer Eva vier");
    screen.keys("\t");
    screen.keys("Bauer Eva fünf");
    screen.keys(ENTER);
    let contents = screen.wait_for("1. e4 e5");
    assert!(contents.contains("Bauer Eva fünf"), "{contents}");
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(
        saved.contains("1. e4 {[%clk") && saved.contains("e5 {[%clk"),
        "{saved}"
    );
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// The board is drawn again at every size, down to a tiny window and back,
/// and still takes keys afterwards.
#[test]
fn a_resize_never_breaks_the_board() {
    let save = save_file("resize");
    let mut screen = board_game(&save, &[]);
    for (rows, columns) in [(50, 160), (10, 30), (3, 8), (24, 80)] {
        screen.resize(rows, columns);
        std::thread::sleep(Duration::from_millis(300));
    }
    let contents = screen.wait_for("Clock");
    let rank_one = contents
        .lines()
        .find(|line| line.starts_with('1'))
        .unwrap_or_default()
        .to_owned();
    assert!(
        rank_one.contains('R') && rank_one.contains('K'),
        "{contents}"
    );
    screen.keys(UP);
    screen.wait_for("Eva drei, leer");
    screen.quit();
    let _ = std::fs::remove_file(&save);
}
