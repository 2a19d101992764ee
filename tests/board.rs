//! Board mode in a real pseudo-terminal: keys are sent as a terminal sends
//! them, and the screen is read back through a terminal emulator.
#![cfg(unix)]

mod common;

use std::time::Duration;

use common::pty::Screen;

const UP: &str = "\x1b[A";
const RIGHT: &str = "\x1b[C";
const ENTER: &str = "\r";
/// The smallest terminal the board is drawn in.
const MIN_ROWS: u16 = 10;
const MIN_COLUMNS: u16 = 20;

fn save_file(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("annabella-board-{}-{name}.pgn", std::process::id()))
}

/// A game between two people on the board at 80x24, saved to `save`, ready
/// for keys.
fn board_game(save: &std::path::Path, extra: &[&str]) -> Screen {
    let mut args = vec!["play", "--voice", "text", "--black", "human"];
    args.extend(extra);
    args.extend(["--save", save.to_str().expect("path")]);
    let mut screen = Screen::start(&args, 24, 80);
    screen.wait_for("Tab: Befehl");
    screen.first_key();
    screen
}

/// The cursor starts on e2; each arrow says the square it reaches and what
/// stands there, shown as the last announcement.
#[test]
fn the_cursor_says_each_square() {
    let save = save_file("cursor");
    let mut screen = board_game(&save, &[]);
    screen.keys(UP);
    screen.wait_for_in("Gesagt", "Eva drei, leer");
    screen.keys(RIGHT);
    screen.wait_for_in("Gesagt", "Felix drei, leer");
    // Letters jump to the next piece of a kind in reading order, capitals
    // to the one before.
    screen.keys("n");
    screen.wait_for_in("Gesagt", "Bella acht, schwarzer Springer");
    screen.keys("N");
    screen.wait_for_in("Gesagt", "Gustav eins, weißer Springer");
    screen.keys("K");
    screen.wait_for_in("Gesagt", "Eva eins, weißer König");
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
    screen.wait_for_in("Gesagt", "Bauer Eva vier");
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
    for (rows, columns) in [(50, 160), (10, 30), (3, 8), (60, 200), (24, 80)] {
        screen.resize(rows, columns);
        std::thread::sleep(Duration::from_millis(300));
    }
    let contents = screen.wait_for("Uhr");
    // Every rank label and every file label is there, the files spaced
    // evenly under the squares.
    let lines: Vec<&str> = contents.lines().collect();
    for rank in 1..=8 {
        assert!(
            lines.iter().any(|l| l.starts_with(&format!("{rank} "))),
            "rank {rank}:\n{contents}"
        );
    }
    let files = lines
        .iter()
        .find(|l| l.trim_start().starts_with('a') && l.contains('h'))
        .unwrap_or_else(|| panic!("file labels:\n{contents}"));
    let at: Vec<usize> = "abcdefgh"
        .chars()
        .map(|f| files.chars().position(|c| c == f).expect("each file"))
        .collect();
    let step = at[1] - at[0];
    assert!(at.windows(2).all(|w| w[1] - w[0] == step), "{files}");
    // Below the smallest board, a notice asks for a larger window.
    screen.resize(8, 15);
    screen.wait_for("zu klein");
    screen.resize(24, 80);
    screen.wait_for("Uhr");
    screen.keys(UP);
    screen.wait_for_in("Gesagt", "Eva drei, leer");
    // The help at the smallest size: its title, too long for the frame,
    // is its first line, wrapped and whole.
    screen.resize(MIN_ROWS, MIN_COLUMNS);
    // The board drawn at the smallest size (pieces as letters) before the
    // help is asked for there.
    screen.wait_for("8 r n b q k b n r");
    screen.keys("?");
    let help = screen.wait_for("Tasten des");
    assert!(
        help.contains("Hilfe (Pfeile") && help.contains("schließt)"),
        "{help}"
    );
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// The colour of a cell as red, green and blue (annabella draws the board
/// in true colour).
fn rgb(colour: vt100::Color) -> Option<(u8, u8, u8)> {
    match colour {
        vt100::Color::Rgb(r, g, b) => Some((r, g, b)),
        _ => None,
    }
}

/// Pixels by colour in the columns `from..to`, the cursor's frame left
/// out.
fn colours(
    pixels: &[Vec<Option<common::colour::Rgb>>],
    from: usize,
    to: usize,
) -> std::collections::HashMap<(u8, u8, u8), usize> {
    let cursor = annabella::play::theme::DARK.cursor;
    let mut found = std::collections::HashMap::new();
    for &pixel in pixels.iter().flat_map(|row| &row[from..to]) {
        if let Some(colour) = pixel
            && colour != cursor
        {
            *found.entry(colour).or_insert(0) += 1;
        }
    }
    found
}

/// At 80x24, 120x40 and 200x60 the pieces are shapes of block cells that
/// grow with the terminal, in two colours, each standing out from both
/// kinds of square by 4.5:1 (WCAG AA).
#[test]
fn pieces_are_large_shapes_in_two_colours_at_every_size() {
    let mut before = 0;
    for (rows, columns) in [(24, 80), (40, 120), (60, 200)] {
        let save = save_file(&format!("shapes-{columns}"));
        let args = [
            "play",
            "--voice",
            "text",
            "--black",
            "human",
            "--save",
            save.to_str().expect("path"),
        ];
        let screen = Screen::start(&args, rows, columns);
        screen.wait_for("Tab: Befehl");
        let pixels = screen.pixels();
        // The squares: the two colours of the empty middle of the board
        // (ranks 3 to 6).
        let squares: std::collections::HashSet<(u8, u8, u8)> = pixels
            [rows as usize * 2 / 3..rows as usize]
            .iter()
            .flat_map(|row| row[2..columns as usize / 2].iter())
            .filter_map(|&pixel| pixel)
            .collect();
        assert_eq!(squares.len(), 2, "{columns}x{rows}: {squares:?}");
        // The pieces: every other colour on the squares, whose last
        // column is the last in a square colour in the middle ranks.
        let right = pixels[rows as usize]
            .iter()
            .rposition(|p| p.is_some_and(|c| squares.contains(&c)))
            .expect("squares");
        let mut ink = colours(&pixels, 2, right + 1);
        ink.retain(|colour, _| !squares.contains(colour));
        // Two piece colours, sixteen pieces each.
        assert_eq!(ink.len(), 2, "{columns}x{rows}: {ink:?}");
        let per_piece = ink.values().sum::<usize>() / 32;
        assert!(
            per_piece >= 8,
            "{columns}x{rows}: {per_piece} pixels a piece"
        );
        assert!(
            per_piece > before,
            "{columns}x{rows}: {per_piece} after {before}"
        );
        before = per_piece;
        for piece in ink.keys() {
            for square in &squares {
                let ratio = common::colour::contrast(*piece, *square);
                assert!(ratio >= 4.5, "{piece:?} on {square:?}: {ratio:.2}");
            }
        }
        screen.quit();
        let _ = std::fs::remove_file(&save);
    }
}

/// The cursor is a frame in a colour used nowhere else on the screen, on a
/// light square and on a dark one, and the square keeps its colour.
#[test]
fn the_cursor_is_a_frame_of_its_own_colour() {
    let save = save_file("cursor-colour");
    let args = [
        "play",
        "--voice",
        "text",
        "--black",
        "human",
        "--save",
        save.to_str().expect("path"),
    ];
    let mut screen = Screen::start(&args, 40, 120);
    screen.wait_for("Tab: Befehl");
    for (key, said) in [(UP, "Eva drei"), (UP, "Eva vier")] {
        screen.keys(key);
        screen.wait_for_in("Gesagt", said);
        // No character is drawn in the cursor's colour: it is a frame.
        let cursor = annabella::play::theme::DARK.cursor;
        assert!(
            screen
                .cells()
                .iter()
                .flatten()
                .all(|c| rgb(c.fg) != Some(cursor) || "█▀▄".contains(c.text.as_str())),
            "{}",
            screen.contents()
        );
        let pixels = screen.pixels();
        let frame: Vec<(usize, usize)> = pixels
            .iter()
            .enumerate()
            .flat_map(|(y, row)| row.iter().enumerate().map(move |(x, &c)| (x, y, c)))
            .filter(|&(_, _, c)| c == Some(cursor))
            .map(|(x, y, _)| (x, y))
            .collect();
        // Two solid sides as high as a square, a whole cell wide, and a
        // line of pixels along its top and its foot between them: a frame
        // round one square and nothing else.
        let left = frame.iter().map(|p| p.0).min().expect("a frame");
        let right = frame.iter().map(|p| p.0).max().expect("a frame");
        let top = frame.iter().map(|p| p.1).min().expect("a frame");
        let bottom = frame.iter().map(|p| p.1).max().expect("a frame");
        assert!(right - left >= 5, "the frame goes round a whole square");
        assert!(bottom - top >= 7, "{}", screen.contents());
        for (x, y) in [left, right]
            .into_iter()
            .flat_map(|x| (top..=bottom).map(move |y| (x, y)))
            .chain(
                [top, bottom]
                    .into_iter()
                    .flat_map(|y| (left..=right).map(move |x| (x, y))),
            )
        {
            assert!(frame.contains(&(x, y)), "{x},{y}\n{}", screen.contents());
        }
        assert!(
            frame
                .iter()
                .all(|&(x, y)| x == left || x == right || y == top || y == bottom),
            "{}",
            screen.contents()
        );
        // Inside the frame the square keeps its own colour, and the frame
        // stands out from it.
        let inside = pixels[top + 1][left + 1].expect("true colour");
        assert_ne!(inside, cursor);
        assert!(common::colour::contrast(cursor, inside) >= 3.0);
    }
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// Picking up, putting back and the keys of lichess's board: digits to a
/// rank, m for the moves of a piece; the help lists the board's keys and
/// scrolls; long answers wrap in the panel and are never cut.
#[test]
fn pick_up_put_back_keys_help_and_long_answers() {
    let save = save_file("keys");
    let mut screen = board_game(&save, &[]);
    screen.keys(ENTER);
    screen.wait_for_in("Gesagt", "Bauer Eva zwei aufgenommen");
    screen.keys("\x1b");
    screen.wait_for_in("Gesagt", "zurückgestellt");
    screen.keys("m");
    screen.wait_for_in("Gesagt", "Eva drei");
    screen.keys("5");
    screen.wait_for_in("Gesagt", "Eva fünf, leer");
    screen.keys("?");
    let help = screen.wait_for("Tasten des Bretts");
    assert!(help.contains("Pfeile"), "{help}");
    // A game at home: the engine's help has its keys, the clock of
    // two-board play has none.
    assert!(help.contains("h und e: Vorschlag und Bewertung"), "{help}");
    assert!(!help.contains("Leertaste"), "{help}");
    // The commands after the keys, one a line as in line mode (they ran
    // into one paragraph).
    for _ in 0..25 {
        screen.keys("\x1b[B");
    }
    let help = screen.wait_for("Befehle:");
    let rows: Vec<&str> = help
        .lines()
        .map(|row| row.trim_matches(|c: char| c == '│' || c.is_whitespace()))
        .collect();
    for command in [
        "Brett:",
        "board, brett: die Stellung",
        "legal e2: Züge einer Figur",
    ] {
        assert!(rows.contains(&command), "{command}: {help}");
    }
    screen.keys("\x1b");
    screen.wait_for("Uhr");
    // The pieces of a side, a long answer: at 80x24 the panel shows it
    // whole, every word of it at once.
    screen.keys("\t");
    screen.keys("p weiß");
    screen.keys(ENTER);
    let said = screen.wait_for_in("Gesagt", "Weiß: König Eva eins");
    for word in [
        "Dame",
        "Türme",
        "Läufer",
        "Springer",
        "Bauern",
        "Hektor zwei",
    ] {
        assert!(said.contains(word), "{word}: {said}");
    }
    // The pieces of both sides, longer than the panel: read from its
    // start; the panel's title says that more follows, and PageDown
    // brings the rest.
    screen.keys("\t");
    screen.keys("p");
    screen.keys(ENTER);
    let said = screen.wait_for_in("Gesagt", "Weiß: König Eva eins");
    assert!(!said.contains("Hektor sieben"), "{said}");
    assert!(screen.contents().contains(" Gesagt (Bild ab) "));
    for _ in 0..4 {
        screen.keys("\x1b[6~");
    }
    screen.wait_for_in("Gesagt", "Gustav sieben, Hektor sieben");
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// Without Unicode: letters, ASCII frames, no block characters; a theme
/// that does not exist is refused in one line.
#[test]
fn ascii_and_themes() {
    let save = save_file("ascii");
    let mut screen = board_game(&save, &["--ascii", "--theme", "colorblind"]);
    let cells = screen.cells();
    assert!(
        cells.iter().flatten().all(|c| c.text.is_ascii()),
        "{}",
        screen.contents()
    );
    let contents = screen.contents();
    assert!(
        contents.contains('K') && contents.contains('k'),
        "{contents}"
    );
    screen.keys(UP);
    screen.wait_for_in("Gesagt", "Eva drei");
    assert!(screen.contents().contains('#'));
    screen.quit();
    let _ = std::fs::remove_file(&save);
    // The help says what --ascii does: the board in ASCII letters, not
    // only umlauts spelt out.
    for (scheme, words) in [
        ("fide", ["ASCII", "Buchstaben"]),
        ("english", ["ASCII", "letters"]),
    ] {
        let help = common::stdout(&common::annabella(&["play", "--help", "--scheme", scheme]));
        let ascii = help
            .lines()
            .find(|l| l.starts_with("--ascii"))
            .unwrap_or_default();
        assert!(words.iter().all(|w| ascii.contains(w)), "{help}");
    }
    let refused = common::annabella(&["play", "--theme", "pink"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        common::as_read(&common::stderr(&refused))
            .contains("--theme: „pink“ ist kein Farbschema: dark, light oder colorblind."),
        "{}",
        common::stderr(&refused)
    );
}

/// Two-board play is tournament play: the board's help offers the clock's
/// key and no help from the engine, and the keys of that help are refused.
#[test]
fn the_two_board_help_offers_no_engine() {
    let save = save_file("two-board-help");
    let mut screen = board_game(&save, &["--two-board"]);
    screen.keys("?");
    let help = screen.wait_for("Tasten des Bretts");
    assert!(help.contains("Leertaste: Uhr drücken"), "{help}");
    assert!(!help.contains("Vorschlag"), "{help}");
    assert!(!help.contains("hint"), "{help}");
    screen.keys("\x1b");
    screen.keys("h");
    let said = screen.wait_for_in("Gesagt", "Im Turniermodus gibt es keine Hilfe");
    assert!(!said.contains("Vorschlag:"), "{said}");
    // The squares a piece can reach are what a tactile board does not
    // tell: `m` is refused in tournament mode.
    screen.keys("m");
    screen.wait_for_in("Gesagt", "legal und attackers aus");
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// Keys that arrive in one burst (a braille keyboard, a paste, a fast
/// typist) are all read: Tab and a move written to the terminal at once
/// play the move, whether the line ends in a carriage return (Enter) or a
/// line feed (a paste).
#[test]
fn a_move_typed_in_one_burst_is_played() {
    for (burst, played) in [
        ("\tf5\r", "1. e4 f5"),
        ("\tf6\n", "1. e4 f6"),
        ("\tSpringer Felix sechs\r", "1. e4 Nf6"),
        ("\tf5\n", "1. e4 f5"),
    ] {
        let save = save_file("burst");
        let mut screen = board_game(&save, &["--time", "5+3"]);
        // 1. e4 by the cursor: the cursor stays on e4.
        screen.keys(ENTER);
        screen.keys(UP);
        screen.keys(UP);
        screen.keys(ENTER);
        screen.wait_for("1. e4");
        screen.keys(burst);
        screen.wait_for(played);
        screen.quit();
        let _ = std::fs::remove_file(&save);
    }
    // White's first move in one burst, with a line feed.
    let save = save_file("burst-white");
    let mut screen = board_game(&save, &[]);
    screen.keys("\tSpringer Felix drei\n");
    screen.wait_for("1. Nf3");
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// A long line pasted in one burst reaches the command whole (the answer
/// repeats it); past 256 characters the command line takes no more and
/// says so once.
#[test]
fn a_long_line_in_one_burst_arrives_whole() {
    let save = save_file("long-line");
    let args = [
        "play",
        "--voice",
        "text",
        "--black",
        "human",
        "--save",
        save.to_str().expect("path"),
    ];
    let mut screen = Screen::start(&args, 60, 200);
    screen.wait_for("Tab: Befehl");
    let long = "Springer Felix drei nach irgendwo mit einem langen Satz, der weit über sechzig Zeichen hinausgeht";
    screen.keys(&format!("\t{long}\r"));
    screen.wait_for_in("Gesagt", "hinausgeht' nicht verstanden");
    let said = screen.panel("Gesagt");
    assert!(said.contains(long), "{said}");
    screen.keys(&format!("\t{}", "x".repeat(300)));
    let said = screen.wait_for_in("Gesagt", "höchstens 256 Zeichen");
    assert_eq!(said.matches("höchstens 256 Zeichen").count(), 1, "{said}");
    screen.keys("\r");
    screen.wait_for_in("Gesagt", &"x".repeat(20));
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// A key typed just as the window changes size is read at once, not
/// held back until the next key: twenty times the window is resized and
/// `?` typed straight after, and each time the help opens (or closes)
/// without another key.
#[test]
fn a_key_typed_as_the_window_is_resized_is_read_at_once() {
    let save = save_file("resize-key");
    let mut screen = board_game(&save, &[]);
    for round in 0..20 {
        let (rows, columns) = if round % 2 == 0 { (30, 100) } else { (24, 80) };
        screen.resize(rows, columns);
        screen.keys("?");
        if round % 2 == 0 {
            screen.wait_for("Tasten des Bretts");
        } else {
            screen.wait_for("Tab: Befehl");
        }
    }
    screen.quit();
    let _ = std::fs::remove_file(&save);
}

/// Leaving the board with Ctrl-Q: the alternate screen closes, and where
/// the game is kept and how to go on stay on the terminal (they were drawn
/// on the board and went with it).
#[test]
fn where_the_game_is_kept_stays_on_the_terminal_after_the_board() {
    let save = save_file("farewell");
    let mut screen = board_game(&save, &[]);
    screen.keys("\t");
    screen.keys("e4");
    screen.keys(ENTER);
    screen.wait_for_in("Gesagt", "Bauer Eva vier");
    screen.keys("\x11");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while screen.child.try_wait().expect("waits").is_none() {
        assert!(
            std::time::Instant::now() < deadline,
            "annabella did not end"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let shown = screen.wait_for("Gespeichert in:");
    assert!(!screen.modes().0, "the board is gone: {shown}");
    let path = save.display().to_string();
    assert!(
        shown.lines().any(|line| line.trim_end() == path),
        "{path}: {shown}"
    );
    assert!(shown.contains("Weiter mit: annabella resume"), "{shown}");
    let _ = std::fs::remove_file(&save);
}

/// PageDown pressed past the end of what was said does not pile up:
/// PageUp then scrolls back at once.
#[test]
fn page_down_past_the_end_does_not_pile_up() {
    let save = save_file("scroll");
    let mut screen = board_game(&save, &[]);
    // Both sides' pieces: longer than the panel, read from its start.
    screen.keys("\t");
    screen.keys("p");
    screen.keys(ENTER);
    screen.wait_for(" Gesagt (Bild ab) ");
    for _ in 0..30 {
        screen.keys("\x1b[6~");
    }
    screen.wait_for_in("Gesagt", "Gustav sieben, Hektor sieben");
    assert!(!screen.contents().contains(" Gesagt (Bild ab) "));
    screen.keys("\x1b[5~");
    screen.wait_for(" Gesagt (Bild ab) ");
    screen.quit();
    let _ = std::fs::remove_file(&save);
}
