//! What the board shows a low-vision or colour-blind eye, read back from a
//! real pseudo-terminal: the marks (last move, a piece held, check, the
//! targets of `m`) over whole squares with patterns of their own, the
//! contrast of every piece on every square colour (WCAG 2.x), colours
//! apart under protanopia and deuteranopia, a blank row and column round
//! every piece, a queen unlike a rook, the board's size, and a help that
//! covers the screen. Colour formulas are the standards' own, in
//! `common::colour`.
#![cfg(unix)]

mod common;

use std::collections::HashSet;

use annabella::play::theme::{THEMES, Theme};
use common::colour::{DEUTERANOPIA, PROTANOPIA, Rgb, contrast, difference, simulate};
use common::pty::{Cell, Screen};

const UP: &str = "\x1b[A";
const LEFT: &str = "\x1b[D";
const RIGHT: &str = "\x1b[C";
const ENTER: &str = "\r";

fn save_file(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("annabella-look-{}-{name}.pgn", std::process::id()))
}

/// A game between two people on the board, ready for keys.
fn board_game(save: &std::path::Path, extra: &[&str], rows: u16, columns: u16) -> Screen {
    let mut args = vec!["play", "--voice", "text", "--black", "human"];
    args.extend(extra);
    args.extend(["--save", save.to_str().expect("path")]);
    let mut screen = Screen::start(&args, rows, columns);
    screen.wait_for("Tab:");
    screen.first_key();
    screen
}

fn rgb(colour: vt100::Color) -> Option<Rgb> {
    match colour {
        vt100::Color::Rgb(r, g, b) => Some((r, g, b)),
        _ => None,
    }
}

/// Where the board's squares are on the screen, in pixels of half a cell
/// (`Screen::pixels`, the screen as the eye sees it): the first square's
/// top left corner (a8, the board not flipped) and a square's size, found
/// from the colours (the rank labels stand on the screen's background,
/// the squares on their own colours).
struct Board {
    pixels: Vec<Vec<Option<Rgb>>>,
    cells: Vec<Vec<Cell>>,
    x: usize,
    y: usize,
    width: usize,
    height: usize,
}

impl Board {
    fn read(screen: &Screen) -> Board {
        let pixels = screen.pixels();
        let background = pixels[0][0];
        let x = 2;
        let y = (0..pixels.len())
            .find(|&y| pixels[y][x] != background)
            .unwrap_or_else(|| panic!("no board:\n{}", screen.contents()));
        let width = pixels[y][x..]
            .iter()
            .take_while(|&&c| c == pixels[y][x])
            .count();
        let height = pixels[y..]
            .iter()
            .take_while(|row| row[x] == pixels[y][x])
            .count();
        Board {
            pixels,
            cells: screen.cells(),
            x,
            y,
            width,
            height,
        }
    }

    /// The pixels of a square, as (column, pixel row), row by row.
    fn square(&self, name: &str) -> Vec<(usize, usize)> {
        let bytes = name.as_bytes();
        let file = usize::from(bytes[0] - b'a');
        let rank = usize::from(bytes[1] - b'1');
        let left = self.x + file * self.width;
        let top = self.y + (7 - rank) * self.height;
        (top..top + self.height)
            .flat_map(|y| (left..left + self.width).map(move |x| (x, y)))
            .collect()
    }

    fn colour(&self, (x, y): (usize, usize)) -> Option<Rgb> {
        self.pixels[y][x]
    }

    /// The pixels of a square in `colour`.
    fn in_colour(&self, name: &str, colour: Rgb) -> Vec<(usize, usize)> {
        self.square(name)
            .into_iter()
            .filter(|&at| self.colour(at) == Some(colour))
            .collect()
    }

    /// The letter a pixel's cell shows, if any (a piece's letter where a
    /// square is too small for a shape, or a label).
    fn letter(&self, (x, y): (usize, usize)) -> Option<&Cell> {
        let cell = &self.cells[y / 2][x];
        (!cell.text.trim().is_empty() && !"█▀▄".contains(cell.text.as_str())).then_some(cell)
    }

    /// The pixels of a square drawn in one of the piece colours: a
    /// shape, or a piece's letter inside the square's rim.
    fn ink(&self, name: &str, theme: &Theme) -> Vec<(usize, usize)> {
        let pieces = [Some(theme.white_piece), Some(theme.black_piece)];
        let rim = self.rim(name);
        self.square(name)
            .into_iter()
            .filter(|&at| match self.letter(at) {
                Some(cell) => {
                    !rim.contains(&at)
                        && "KQRBNPkqrbnp".contains(cell.text.as_str())
                        && pieces.contains(&rgb(cell.fg))
                }
                None => pieces.contains(&self.colour(at)),
            })
            .collect()
    }

    /// What a pixel shows: its colour and its cell's letter.
    fn look(&self, at: (usize, usize)) -> (Option<Rgb>, Option<String>) {
        (self.colour(at), self.letter(at).map(|c| c.text.clone()))
    }

    /// The share of a square in `colour`, of the pixels that show neither
    /// a piece colour (a piece or a pattern) nor the cursor's frame.
    fn share(&self, name: &str, colour: Rgb, theme: &Theme) -> f64 {
        let ground: Vec<Option<Rgb>> = self
            .square(name)
            .into_iter()
            .map(|at| self.colour(at))
            .filter(|&c| {
                ![theme.white_piece, theme.black_piece, theme.cursor]
                    .map(Some)
                    .contains(&c)
            })
            .collect();
        let shown = ground.iter().filter(|&&c| c == Some(colour)).count();
        shown as f64 / ground.len() as f64
    }

    /// Every pixel of the screen in `colour`.
    fn everywhere(&self, colour: Rgb) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        for (y, row) in self.pixels.iter().enumerate() {
            for (x, &c) in row.iter().enumerate() {
                if c == Some(colour) {
                    found.push((x, y));
                }
            }
        }
        found
    }

    /// A square's rim: its blank left column and its blank top and bottom
    /// pixel rows, the margin round its piece.
    fn rim(&self, name: &str) -> Vec<(usize, usize)> {
        let pixels = self.square(name);
        let (left, top) = pixels[0];
        let bottom = pixels[pixels.len() - 1].1;
        pixels
            .into_iter()
            .filter(|&(x, y)| x == left || y == top || y == bottom)
            .collect()
    }

    /// A square's pattern: the pixels of its rim not in the square's
    /// tint, as places in the square and colours.
    fn pattern(&self, name: &str, tint: Rgb) -> HashSet<((usize, usize), Option<Rgb>)> {
        let (left, top) = self.square(name)[0];
        self.rim(name)
            .into_iter()
            .filter(|&at| self.colour(at) != Some(tint))
            .map(|(x, y)| ((x - left, y - top), self.colour((x, y))))
            .collect()
    }
}

/// Every piece colour stands out from every colour a square can take (its
/// own two, and the tints of the last move, a piece held and check) by at
/// least 4.5:1, WCAG 2.x's AA figure, in every theme; the cursor and the
/// targets' dots by at least 3:1 (WCAG's figure for graphics).
#[test]
fn every_piece_stands_out_from_every_square_colour_by_four_and_a_half() {
    for theme in THEMES {
        let squares = [
            theme.light_square,
            theme.dark_square,
            theme.last_move,
            theme.held,
            theme.check,
        ];
        for square in squares {
            for piece in [theme.white_piece, theme.black_piece] {
                let ratio = contrast(piece, square);
                assert!(
                    ratio >= 4.5,
                    "{}: {piece:?} on {square:?}: {ratio:.2}",
                    theme.name
                );
            }
            for mark in [theme.cursor, theme.target] {
                let ratio = contrast(mark, square);
                assert!(
                    ratio >= 3.0,
                    "{}: mark {mark:?} on {square:?}: {ratio:.2}",
                    theme.name
                );
            }
        }
        assert!(
            contrast(theme.text, theme.background) >= 7.0,
            "{}",
            theme.name
        );
        // Seen through protanopia and deuteranopia (Machado 2009), where
        // red darkens, every piece still stands out from every square and
        // tint by WCAG's 3:1 for graphics.
        for matrix in [&PROTANOPIA, &DEUTERANOPIA] {
            for square in squares {
                for piece in [theme.white_piece, theme.black_piece] {
                    let ratio = contrast(simulate(matrix, piece), simulate(matrix, square));
                    assert!(
                        ratio >= 3.0,
                        "{}: {piece:?} on {square:?} seen colour-blind: {ratio:.2}",
                        theme.name
                    );
                }
            }
        }
    }
}

/// Seen with normal colour vision and through Machado's protanopia and
/// deuteranopia matrices (severity 1.0), the two kinds of square and the
/// three tints are five colours a step apart (CIE76 ΔE of at least 12;
/// 10 is "clearly another colour"), and a mark's tint is never the
/// cursor's colour.
#[test]
fn squares_and_tints_stay_apart_for_a_red_green_colour_blind_eye() {
    let visions: [(&str, Option<&[[f64; 3]; 3]>); 3] = [
        ("normal", None),
        ("protanopia", Some(&PROTANOPIA)),
        ("deuteranopia", Some(&DEUTERANOPIA)),
    ];
    for theme in THEMES {
        let colours = [
            ("light square", theme.light_square),
            ("dark square", theme.dark_square),
            ("last move", theme.last_move),
            ("held", theme.held),
            ("check", theme.check),
        ];
        for (vision, matrix) in visions {
            let seen = |c: Rgb| matrix.map_or(c, |m| simulate(m, c));
            for (i, (a, first)) in colours.iter().enumerate() {
                for (b, second) in &colours[i + 1..] {
                    let delta = difference(seen(*first), seen(*second));
                    assert!(
                        delta >= 12.0,
                        "{} under {vision}: {a} and {b} differ by {delta:.1}",
                        theme.name
                    );
                }
                assert!(
                    difference(seen(*first), seen(theme.cursor)) >= 12.0,
                    "{} under {vision}: {a} and the cursor",
                    theme.name
                );
            }
        }
    }
}

/// After 1. e4 f5 2. Qh5+ and Black's g-pawn picked up, the cursor moved
/// on: the last move's two squares, the square of the piece held and the
/// checked king's square are each tinted over the whole square in their
/// theme's colour, and each has a pattern of its own (the last move
/// none, the piece held one, check another), in every theme, at 80x24
/// and 120x40. The one square the pawn can reach (g6, blocking the check)
/// has a dot; every piece on a tinted square stands out from it by 4.5:1.
#[test]
fn marks_tint_their_whole_square_each_with_a_pattern_of_its_own() {
    for theme in THEMES {
        for (rows, columns) in [(24, 80), (40, 120)] {
            let at = format!("{} at {columns}x{rows}", theme.name);
            let save = save_file(&format!("marks-{}-{columns}", theme.name));
            let mut screen = board_game(&save, &["--theme", theme.name], rows, columns);
            for typed in ["e4", "f5", "Qh5"] {
                screen.keys("\t");
                screen.keys(typed);
                screen.keys(ENTER);
            }
            screen.wait_for("Qh5+");
            screen.keys("7");
            screen.keys(RIGHT);
            screen.keys(RIGHT);
            screen.keys(ENTER);
            screen.wait_for_in("Gesagt", "Bauer Gustav sieben aufgenommen");
            screen.keys(LEFT);
            screen.keys(LEFT);
            screen.wait_for_in("Gesagt", "Eva sieben, schwarzer Bauer");
            let board = Board::read(&screen);
            let shown = screen.contents();
            let marked = [
                ("d1", theme.last_move),
                ("h5", theme.last_move),
                ("g7", theme.held),
                ("e8", theme.check),
            ];
            for (square, tint) in marked {
                let share = board.share(square, tint, &theme);
                assert!(share == 1.0, "{at}: {square} {share:.2} tinted\n{shown}");
                for ink in board.ink(square, &theme) {
                    let fg = board.colour(ink).expect("true colour");
                    assert!(contrast(fg, tint) >= 4.5, "{at}: {square}");
                }
            }
            // The tints appear nowhere else.
            for tint in [theme.last_move, theme.held, theme.check] {
                let squares: Vec<(usize, usize)> = marked
                    .iter()
                    .filter(|m| m.1 == tint)
                    .flat_map(|m| board.square(m.0))
                    .collect();
                let elsewhere = board
                    .everywhere(tint)
                    .into_iter()
                    .filter(|at| !squares.contains(at))
                    .count();
                assert_eq!(elsewhere, 0, "{at}: {tint:?}\n{shown}");
            }
            // Patterns: none for the last move, one each for the piece
            // held and check, different, and filling the square's rim:
            // its blank left column and its blank top and bottom.
            assert!(board.pattern("d1", theme.last_move).is_empty(), "{at}");
            assert!(board.pattern("h5", theme.last_move).is_empty(), "{at}");
            let held = board.pattern("g7", theme.held);
            let check = board.pattern("e8", theme.check);
            assert_ne!(held, check, "{at}");
            for (square, pattern) in [("g7", &held), ("e8", &check)] {
                let rim = board.rim(square);
                assert!(pattern.len() * 3 >= rim.len(), "{at}: {square}");
                let column = pattern.iter().any(|p| p.0.0 == 0 && p.0.1 > 0);
                let upper = pattern.iter().any(|p| p.0.1 == 0 && p.0.0 > 0);
                let lower = pattern
                    .iter()
                    .any(|p| p.0.1 == board.height - 1 && p.0.0 > 0);
                assert!(column && upper && lower, "{at}: {square} {pattern:?}");
            }
            // The dot on g6: in the target colour, inside the square's
            // margin, and nowhere else on the screen.
            let dot = board.in_colour("g6", theme.target);
            assert!(!dot.is_empty(), "{at}: no dot on g6\n{shown}");
            let rim = board.rim("g6");
            assert!(dot.iter().all(|at| !rim.contains(at)), "{at}");
            assert_eq!(board.everywhere(theme.target).len(), dot.len(), "{at}");
            screen.quit();
            let _ = std::fs::remove_file(&save);
        }
    }
}

/// After 1. e4 by the cursor, the cursor stands on e4 and the last move's
/// tint still shows over most of the square; `m` on the e4 pawn after
/// 1... d5 puts a dot on e5 and a solid angle round the d5 pawn it can
/// take, in the targets' colour, and Esc takes the marks away.
#[test]
fn m_marks_every_target_and_the_cursor_leaves_the_last_move_seen() {
    let theme = THEMES[0];
    let save = save_file("targets");
    let mut screen = board_game(&save, &[], 24, 80);
    screen.keys(ENTER);
    screen.keys(UP);
    screen.keys(UP);
    screen.keys(ENTER);
    screen.wait_for("1. e4");
    let board = Board::read(&screen);
    let share = board.share("e4", theme.last_move, &theme);
    assert!(share >= 0.5, "{share:.2}\n{}", screen.contents());
    assert!(
        !board.in_colour("e4", theme.cursor).is_empty(),
        "the cursor is on e4"
    );
    screen.keys("\t");
    screen.keys("d5");
    screen.keys(ENTER);
    screen.wait_for("1. e4 d5");
    screen.keys("m");
    screen.wait_for_in("Gesagt", "Eva fünf");
    let board = Board::read(&screen);
    let dot = board.in_colour("e5", theme.target);
    assert!(!dot.is_empty(), "{}", screen.contents());
    // The ring: a solid angle round the d5 pawn, all of its rim (its
    // blank left column, top and bottom).
    let ring = board.in_colour("d5", theme.target);
    assert_eq!(ring, board.rim("d5"), "{}", screen.contents());
    assert!(board.in_colour("e3", theme.target).is_empty());
    assert!(board.in_colour("d4", theme.target).is_empty());
    // Esc takes the marks away.
    screen.keys("\x1b");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !Board::read(&screen).everywhere(theme.target).is_empty() {
        assert!(
            std::time::Instant::now() < deadline,
            "Esc leaves the marks\n{}",
            screen.contents()
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// The rows of a square (or a group of squares) holding ink.
fn ink_rows(ink: &[(usize, usize)]) -> (usize, usize) {
    let top = ink.iter().map(|c| c.1).min().expect("ink");
    let bottom = ink.iter().map(|c| c.1).max().expect("ink");
    (top, bottom)
}

fn ink_columns(ink: &[(usize, usize)]) -> (usize, usize) {
    let left = ink.iter().map(|c| c.0).min().expect("ink");
    let right = ink.iter().map(|c| c.0).max().expect("ink");
    (left, right)
}

/// In the starting position at 80x24, 120x40, 200x60 and with
/// `--board-size 50` at 120x40 and 80x24 (letters there): a blank row
/// between every pawn and the
/// piece below or above it, a blank column between pieces side by side,
/// and blank between the outer pieces and the screen's edges; the queen's
/// shape differs from the rook's in at least a third of their cells.
#[test]
fn neighbouring_pieces_never_touch_and_a_queen_is_no_rook() {
    let theme = THEMES[0];
    for (rows, columns, extra) in [
        (24, 80, &[][..]),
        (40, 120, &[][..]),
        (60, 200, &[][..]),
        (40, 120, &["--board-size", "50"][..]),
        (24, 80, &["--board-size", "50"][..]),
    ] {
        let at = format!("{columns}x{rows} {extra:?}");
        let save = save_file(&format!("touch-{columns}"));
        let screen = board_game(&save, extra, rows, columns);
        let board = Board::read(&screen);
        let shown = screen.contents();
        for file in "abcdefgh".chars() {
            for (upper, lower) in [(2, 1), (8, 7)] {
                let above = board.ink(&format!("{file}{upper}"), &theme);
                let below = board.ink(&format!("{file}{lower}"), &theme);
                assert!(!above.is_empty() && !below.is_empty(), "{at}\n{shown}");
                // A whole row, two pixels, between them.
                assert!(
                    ink_rows(&below).0 >= ink_rows(&above).1 + 3,
                    "{at}: {file}{upper} touches {file}{lower}\n{shown}"
                );
            }
        }
        for rank in [1, 2, 7, 8] {
            for pair in "abcdefgh".as_bytes().windows(2) {
                let left = board.ink(&format!("{}{rank}", pair[0] as char), &theme);
                let right = board.ink(&format!("{}{rank}", pair[1] as char), &theme);
                assert!(
                    ink_columns(&right).0 >= ink_columns(&left).1 + 2,
                    "{at}: {}{rank} touches its neighbour\n{shown}",
                    pair[0] as char
                );
            }
        }
        // The edges: a blank column left of the a-file, blank pixels
        // above the eighth rank and below the first, to the window's
        // edge at 80x24 where the board takes every row.
        assert!(ink_columns(&board.ink("a1", &theme)).0 > board.x, "{at}");
        let a1 = board.square("a1");
        let bottom = a1.last().expect("pixels").1;
        assert!(ink_rows(&board.ink("a1", &theme)).1 < bottom, "{at}");
        let top = board.square("a8")[0].1;
        assert!(ink_rows(&board.ink("a8", &theme)).0 > top, "{at}\n{shown}");
        // Queen and rook, as drawn on d1 and a1.
        let looks = |square: &str| -> Vec<_> {
            board
                .square(square)
                .into_iter()
                .map(|at| board.look(at))
                .collect()
        };
        let (queen, rook) = (looks("d1"), looks("a1"));
        let lit = board.ink("d1", &theme).len();
        let differ = queen.iter().zip(&rook).filter(|(q, r)| q != r).count();
        assert!(differ * 3 >= lit, "{at}: {differ} of {lit} pixels differ");
        screen.quit();
        let _ = std::fs::remove_file(&save);
    }
}

/// At 80x24 the board takes every row (the command line is under the
/// panels) with readable panels beside it, and `--board-size` gives the
/// board more of the width: 50 < 75 < 90 at 80x24 and at 120x40, the
/// panels kept readable.
#[test]
fn the_board_uses_the_window_and_follows_board_size() {
    let width = |rows: u16, columns: u16, size: &str| -> (usize, usize, usize) {
        let save = save_file(&format!("size-{columns}-{size}"));
        let screen = board_game(&save, &["--board-size", size], rows, columns);
        let board = Board::read(&screen);
        let used = board.x + 8 * board.width;
        // Pixels are half rows.
        let rows_used = (board.y + 8 * board.height) / 2;
        // The panels: the columns right of the board up to the frame.
        let contents = screen.contents();
        let panel = contents
            .lines()
            .find(|l| l.contains("Uhr"))
            .map(|l| l.chars().count() - l.chars().position(|c| c == '┌').unwrap_or(0))
            .unwrap_or(0);
        screen.quit();
        let _ = std::fs::remove_file(&save);
        (used, rows_used, panel)
    };
    let (at75, rows, panel) = width(24, 80, "75");
    assert!(rows >= 23, "the board takes {rows} of 24 rows");
    assert!(panel >= 20, "panels {panel} wide");
    let (at50, _, _) = width(24, 80, "50");
    let (at90, _, panel90) = width(24, 80, "90");
    assert!(at50 < at75 && at75 < at90, "{at50} {at75} {at90}");
    assert!(panel90 >= 20);
    let (a, _, _) = width(40, 120, "50");
    let (b, rows, _) = width(40, 120, "75");
    let (c, _, _) = width(40, 120, "90");
    assert!(a < b && b < c, "{a} {b} {c}");
    assert!(rows >= 39);
}

/// The help covers the whole screen: not a cell of the board shows round
/// it. The clock panel at 80x24 wraps the engine's name and cuts none of
/// it: every word Stockfish gives as its name is there.
#[test]
fn the_help_covers_the_screen_and_the_clock_panel_cuts_no_name() {
    let theme = THEMES[0];
    let save = save_file("help");
    let mut screen = board_game(&save, &[], 24, 80);
    screen.keys("?");
    screen.wait_for("Tasten des Bretts");
    let squares = [theme.light_square, theme.dark_square];
    assert!(
        screen
            .cells()
            .iter()
            .flatten()
            .all(|c| !rgb(c.bg).is_some_and(|bg| squares.contains(&bg))),
        "{}",
        screen.contents()
    );
    screen.quit();
    let _ = std::fs::remove_file(&save);

    let name = engine_name();
    let save = save_file("engine-name");
    let args = [
        "play",
        "--voice",
        "text",
        "--black",
        "engine",
        "--save",
        save.to_str().expect("path"),
    ];
    let screen = Screen::start(&args, 24, 80);
    screen.wait_for("Tab:");
    let clocks = screen.wait_for_in("Uhr", "Schwarz");
    for word in name.split_whitespace() {
        assert!(clocks.contains(word), "{word}: {clocks}");
    }
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// The name the engine gives itself over UCI (`id name`).
fn engine_name() -> String {
    use std::io::{BufRead, BufReader, Write};
    let mut engine = std::process::Command::new("stockfish")
        .env("PATH", "/usr/games:/usr/bin:/bin")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("stockfish");
    let mut input = engine.stdin.take().expect("stdin");
    writeln!(input, "uci").expect("uci");
    let name = BufReader::new(engine.stdout.take().expect("stdout"))
        .lines()
        .map_while(Result::ok)
        .find_map(|l| l.strip_prefix("id name ").map(str::to_owned))
        .expect("id name");
    writeln!(input, "quit").expect("quit");
    let _ = engine.wait();
    name
}
