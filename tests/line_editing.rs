//! Line mode at a terminal, as a screen reader's user types in it: the
//! line being typed is never broken by an announcement, it is edited and
//! recalled as in bash, and the cursor line says what was played last and
//! who is to move.
#![cfg(unix)]

mod common;

use std::time::{Duration, Instant};

use common::pty::Screen;

/// A games folder of its own for each test.
struct Home(std::path::PathBuf);

impl Home {
    fn new(name: &str) -> Home {
        let path =
            std::env::temp_dir().join(format!("annabella-editing-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("folder");
        Home(path)
    }

    fn data(&self) -> String {
        self.0.join("data").to_str().expect("path").to_owned()
    }

    fn path(&self, name: &str) -> std::path::PathBuf {
        self.0.join(name)
    }

    /// A UCI engine in a few lines of shell that answers its first search
    /// with `first` and every later one with `later`.
    fn engine(&self, first: &str, later: &str) -> String {
        let path = self.path("engine.sh");
        let script = format!(
            "#!/bin/sh\nn=0\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name scripted'; echo uciok;;\n    isready) echo readyok;;\n    go*) n=$((n+1)); if [ $n -eq 1 ]; then echo 'bestmove {first}'; else echo 'bestmove {later}'; fi;;\n    quit) exit 0;;\n  esac\ndone\n"
        );
        std::fs::write(&path, script).expect("written");
        let mut permissions = std::fs::metadata(&path).expect("written").permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
        std::fs::set_permissions(&path, permissions).expect("executable");
        format!("engine={}", path.display())
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// annabella on its terminal, ended when the test ends, also when it
/// fails.
struct Running(Screen);

impl std::ops::Deref for Running {
    type Target = Screen;
    fn deref(&self) -> &Screen {
        &self.0
    }
}

impl std::ops::DerefMut for Running {
    fn deref_mut(&mut self) -> &mut Screen {
        &mut self.0
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Ok(None) = self.0.child.try_wait() {
            let _ = self.0.child.kill();
            let _ = self.0.child.wait();
        }
    }
}

/// Two players at one keyboard, in line mode at a terminal of 24 rows.
fn start(home: &Home, extra: &[&str]) -> Running {
    let mut args = vec!["play", "--line", "--voice", "text", "--black", "human"];
    args.extend_from_slice(extra);
    run(home, &args)
}

/// annabella with these arguments at a terminal of 24 rows.
fn run(home: &Home, args: &[&str]) -> Running {
    Running(Screen::start_with(
        args,
        &[("XDG_DATA_HOME", &home.data())],
        24,
        80,
    ))
}

/// Waits until the cursor's row is `expected`.
fn wait_for_cursor_row(screen: &Screen, expected: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while cursor_row(screen) != expected {
        assert!(
            Instant::now() < deadline,
            "the cursor's row never was {expected:?}:\n{}",
            screen.contents()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The screen's rows, without the blanks at their ends.
fn rows(screen: &Screen) -> Vec<String> {
    screen
        .contents()
        .lines()
        .map(|row| row.trim_end().to_owned())
        .collect()
}

/// Waits until annabella has ended: how.
fn ended(screen: &mut Running) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(status) = screen.child.try_wait().expect("waits") {
            return status;
        }
        assert!(
            Instant::now() < deadline,
            "annabella did not end:\n{}",
            screen.contents()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The row the cursor stands on.
fn cursor_row(screen: &Screen) -> String {
    let rows = rows(screen);
    rows.iter()
        .rposition(|row| !row.is_empty())
        .map(|at| rows[at].clone())
        .unwrap_or_default()
}

/// A clock warning that comes while `Sf` is typed is printed on a row of
/// its own above the line, which still holds `Sf`; typing on, `3` and
/// Enter play Sf3. (Before, the warning was written after `Sf` on the same
/// row, and the `3` stood alone on the next.)
#[test]
fn a_warning_does_not_break_the_line_being_typed() {
    let home = Home::new("warning");
    let mut screen = start(&home, &["--time", "1+0", "--warnings", "58"]);
    screen.wait_for("Zug eingeben, oder help.");
    // The clock stands while the opening lines are read; the first line
    // typed starts it.
    screen.keys("c\r");
    screen.wait_for("Zug 1");
    screen.keys("Sf");
    screen.wait_for("Weiß 0:58");
    std::thread::sleep(Duration::from_millis(200));
    let shown = rows(&screen);
    let warning = shown
        .iter()
        .position(|row| row.contains("Weiß 0:58"))
        .expect("the warning");
    assert_eq!(shown[warning], "Weiß 0:58", "{shown:#?}");
    assert_eq!(shown[warning + 1], "W> Sf", "{shown:#?}");
    screen.keys("3\r");
    screen.wait_for("Springer Felix drei");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());
}

/// Up recalls the line typed last, and the line is edited as in bash:
/// Backspace, Ctrl-A to its start, Left, Ctrl-E to its end, Ctrl-U and
/// Ctrl-W to clear it or its last word.
#[test]
fn lines_are_edited_and_recalled_as_in_bash() {
    let home = Home::new("history");
    let mut screen = start(&home, &[]);
    screen.wait_for("Zug eingeben, oder help.");
    screen.keys("e4\r");
    screen.wait_for("Bauer Eva vier");
    // Up brings back "e4"; Backspace and "5" make it "e5".
    screen.keys("\x1b[A");
    wait_for_cursor_row(&screen, "1.e4 S> e4");
    screen.keys("\x7f5\r");
    screen.wait_for("Bauer Eva fünf");
    // "f3" with the knight's letter put in front after Ctrl-A.
    screen.keys("f3\x01S\r");
    screen.wait_for("Springer Felix drei");
    // "f6" with the knight's letter put in after moving Left twice, then
    // Ctrl-E and Enter.
    screen.keys("f6\x1b[D\x1b[DS\x05\r");
    screen.wait_for("Springer Felix sechs");
    // Ctrl-U clears a line, Ctrl-W a word.
    screen.keys("Dh5\x15Lc4 xyz\x17\x7f\r");
    screen.wait_for("Läufer Cäsar vier");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());
}

/// Keys that come in one burst (a paste, a braille keyboard) are all read,
/// several lines too.
#[test]
fn lines_typed_in_one_burst_are_all_read() {
    let home = Home::new("burst");
    let mut screen = start(&home, &[]);
    screen.wait_for("Zug eingeben, oder help.");
    screen.keys("e4\re5\rSf3\r");
    screen.wait_for("Springer Felix drei");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());
}

/// Ctrl-D on an empty line is the end of the input, as before: the game
/// is left and where it is saved said. Ctrl-C ends annabella at once as
/// SIGINT does (status 130), the game saved already; either way the
/// terminal echoes again and Ctrl-C is a signal again.
#[test]
fn ctrl_d_leaves_and_ctrl_c_ends_as_before() {
    let home = Home::new("ctrl");
    let mut screen = start(&home, &[]);
    screen.wait_for("Zug eingeben, oder help.");
    screen.keys("e4\r");
    screen.wait_for("Bauer Eva vier");
    screen.keys("\x04");
    screen.wait_for("Gespeichert in");
    assert!(ended(&mut screen).success());
    assert_eq!(screen.echo_and_signals(), (true, true));

    let mut screen = start(&home, &[]);
    screen.wait_for("Zug eingeben, oder help.");
    screen.keys("d4\r");
    screen.wait_for("Bauer David vier");
    screen.keys("Sf");
    screen.keys("\x03");
    let status = ended(&mut screen);
    assert_eq!(status.code(), Some(130), "{status}");
    assert_eq!(screen.echo_and_signals(), (true, true));
}

/// A line with bytes that are not UTF-8 (a terminal set to Latin-1 sends
/// one for an umlaut, a key at a time) is read as far as it can be, and
/// the player told.
#[test]
fn a_line_that_is_not_utf8_is_read_and_said_so() {
    let home = Home::new("latin1");
    let mut screen = start(&home, &[]);
    screen.wait_for("Zug eingeben, oder help.");
    for key in [&b"e"[..], b"\xff", b"4", b"\r"] {
        screen.bytes(key);
    }
    // One answer, printed over lines of 40 cells.
    screen.wait_for("Die Eingabe war kein UTF-8;\ngelesen als „e4“.");
    screen.wait_for("Bauer Eva vier");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());
}

/// The line being typed starts with a prompt: the last move in the
/// scheme's letters and who is to move (`12...Sf6 W>`; `W>` at the start),
/// in German with `fide`, in English with `english`, also after the
/// engine's reply. Piped input gets no prompt.
#[test]
fn the_prompt_says_the_last_move_and_who_is_to_move() {
    let home = Home::new("prompt");
    let engine = home.engine("g8f6", "b8c6");
    let mut screen = run(
        &home,
        &["play", "--line", "--voice", "text", "--black", &engine],
    );
    wait_for_cursor_row(&screen, "W>");
    screen.keys("e4\r");
    screen.wait_for("Springer Felix sechs");
    wait_for_cursor_row(&screen, "1...Sf6 W>");
    screen.keys("Sf3\r");
    wait_for_cursor_row(&screen, "2...Sc6 W>");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());

    let mut screen = start(&home, &["--scheme", "english"]);
    wait_for_cursor_row(&screen, "W>");
    screen.keys("Nf3\r");
    wait_for_cursor_row(&screen, "1.Nf3 B>");
    screen.keys("e5\r");
    wait_for_cursor_row(&screen, "1...e5 W>");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());

    let mut command = common::annabella_command();
    command
        .env("XDG_DATA_HOME", home.data())
        .args(["play", "--line", "--voice", "text", "--black", "human"]);
    let out = common::run_typed(command, "e4\ne5\nquit\n");
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(out.contains("\nBauer Eva fünf\n"), "{out}");
    for prompt in ["W>", "S>", "1.e4", "\x1b"] {
        assert!(!out.contains(prompt), "{out}");
    }
}

/// `--no-prompt`, or `prompt = false` in the config file, leaves the line
/// being typed as it was: nothing before what is typed.
#[test]
fn no_prompt_with_the_option_or_the_config_file() {
    let home = Home::new("no-prompt");
    let mut screen = start(&home, &["--no-prompt"]);
    screen.wait_for("Zug eingeben, oder help.");
    screen.keys("e4\r");
    screen.wait_for("Bauer Eva vier");
    screen.keys("e");
    wait_for_cursor_row(&screen, "e");
    screen.keys("5\r");
    screen.wait_for("Bauer Eva fünf");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());

    let config = home.path("config");
    std::fs::create_dir_all(config.join("annabella")).expect("folder");
    std::fs::write(config.join("annabella/config.toml"), "prompt = false\n").expect("written");
    let args = ["play", "--line", "--voice", "text", "--black", "human"];
    let mut screen = Running(Screen::start_with(
        &args,
        &[
            ("XDG_DATA_HOME", &home.data()),
            ("XDG_CONFIG_HOME", config.to_str().expect("path")),
        ],
        24,
        80,
    ));
    screen.wait_for("Zug eingeben, oder help.");
    screen.keys("d4\r");
    screen.wait_for("Bauer David vier");
    screen.keys("d");
    wait_for_cursor_row(&screen, "d");
    screen.keys("\x7f");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());
}

/// Review has the prompt too: the last move of the position reviewed.
#[test]
fn review_has_the_prompt_of_the_position_reviewed() {
    let home = Home::new("review");
    let pgn = home.path("game.pgn");
    std::fs::write(&pgn, "[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n").expect("written");
    let pgn = pgn.to_str().expect("path");
    let mut screen = run(&home, &["review", "--line", "--voice", "text", pgn]);
    wait_for_cursor_row(&screen, "W>");
    screen.keys("n\r");
    wait_for_cursor_row(&screen, "1.e4 S>");
    screen.keys("n\r");
    wait_for_cursor_row(&screen, "1...e5 W>");
    screen.keys("q\r");
    assert!(ended(&mut screen).success());
}

/// The row of the screen that holds the warning.
fn warning_row(cells: &[Vec<common::pty::Cell>]) -> usize {
    cells
        .iter()
        .position(|row| {
            row.iter()
                .map(|cell| cell.text.as_str())
                .collect::<String>()
                .trim_end()
                == "Weiß 0:58"
        })
        .expect("the warning")
}

/// A line longer than the screen is wide takes two rows; a warning that
/// comes while it is typed is printed above both, and no piece of the line
/// is left behind on the screen.
#[test]
fn a_line_that_wraps_is_kept_whole() {
    let home = Home::new("wraps");
    let args = [
        "play",
        "--line",
        "--voice",
        "text",
        "--black",
        "human",
        "--time",
        "1+0",
        "--warnings",
        "58",
    ];
    let mut screen = Running(Screen::start_with(
        &args,
        &[("XDG_DATA_HOME", &home.data())],
        24,
        20,
    ));
    screen.wait_for("help.");
    // The clock stands while the opening lines are read; the first line
    // typed starts it.
    screen.keys("c\r");
    screen.wait_for("Zug 1");
    let typed = "abcdefghijklmnopqrstuvwxyz";
    screen.keys(typed);
    screen.wait_for("Weiß 0:58");
    std::thread::sleep(Duration::from_millis(200));
    let shown = rows(&screen);
    let warning = shown
        .iter()
        .position(|row| row == "Weiß 0:58")
        .expect("the warning");
    // "W> " and 26 letters wrap after 20 columns; the terminal keeps
    // them one line.
    assert_eq!(
        shown[warning + 1..].join("|"),
        format!("W> {typed}"),
        "{shown:#?}"
    );
    let cells = screen.cells();
    let row_of = |text: &str| {
        cells.iter().position(|row| {
            row.iter()
                .map(|cell| cell.text.as_str())
                .collect::<String>()
                .trim_end()
                == text
        })
    };
    assert_eq!(
        (row_of("W> abcdefghijklmnopq"), row_of("rstuvwxyz")),
        (Some(warning_row(&cells) + 1), Some(warning_row(&cells) + 2)),
        "{shown:#?}"
    );
    assert_eq!(
        shown.iter().filter(|row| row.contains("abc")).count(),
        1,
        "{shown:#?}"
    );
    screen.keys("\x15quit\r");
    assert!(ended(&mut screen).success());
}

/// The limit a refusal of an over-long line names: the longest line, in
/// characters, that annabella reads.
fn longest_named(refusal: &str) -> usize {
    let digits: String = refusal.chars().filter(char::is_ascii_digit).collect();
    digits.parse().expect("the refusal names the longest line")
}

/// 400 KB pasted at the prompt on one line (a document pasted by mistake)
/// is refused at once, in one line that names the longest line read, and
/// the terminal gets nothing more: at most the echo of a line that long,
/// drawn again whole at each row's end as a line editor draws a line that
/// wraps, the refusal and the prompt. (Before, the paste took 35 seconds
/// and about a gigabyte of redraws, all of it read out by a screen
/// reader.) The next command is answered.
#[test]
fn a_huge_paste_is_refused_in_one_line() {
    let home = Home::new("paste");
    let mut screen = start(&home, &[]);
    screen.wait_for("Zug eingeben, oder help.");
    let before = screen.written();
    let mut paste = "Springer Felix drei ".repeat(400 * 1024 / 20).into_bytes();
    paste.push(b'\r');
    let pasting = screen.paste(paste);
    screen.wait_for("länger als jeder");
    pasting.join().expect("the paste is read");
    std::thread::sleep(Duration::from_millis(300));
    let shown = rows(&screen);
    // The refusal, read across the rows a 40-cell braille display's lines
    // fill.
    let first = shown
        .iter()
        .position(|row| row.contains("länger als jeder"))
        .expect("the refusal");
    let last = first
        + shown[first..]
            .iter()
            .position(|row| row.ends_with('.'))
            .expect("the refusal ends");
    let refusal = shown[first..=last].join(" ");
    assert_eq!(
        shown.join(" ").matches("länger als jeder Befehl").count(),
        1,
        "{shown:#?}"
    );
    let longest = longest_named(&refusal);
    assert!(longest < 400 * 1024, "{refusal}");
    let (columns, prompt, escapes) = (80, 16, 16);
    let redraws = longest / columns + 2;
    let bound = longest + redraws * (prompt + longest + escapes) + 2 * refusal.len() + 256;
    let written = screen.written() - before;
    assert!(written <= bound, "{written} bytes written, at most {bound}");
    assert!(
        !shown.iter().any(|row| row.contains("Springer Felix drei")),
        "{shown:#?}"
    );
    screen.keys("e4\r");
    screen.wait_for("Bauer Eva vier");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());
}

/// Piped input gets the same one-line refusal for an over-long line, and
/// the lines after it are read as they come.
#[test]
fn an_over_long_piped_line_is_refused_in_one_line() {
    let home = Home::new("pipedpaste");
    let mut command = common::annabella_command();
    command
        .args(["play", "--line", "--voice", "text", "--black", "human"])
        .env("XDG_DATA_HOME", home.data());
    let long = "Springer Felix drei ".repeat(400 * 1024 / 20);
    let output = common::run_typed(command, &format!("{long}\ne4\n"));
    let out = common::stdout(&output);
    let read = common::as_read(&out);
    assert_eq!(read.matches("länger als jeder Befehl").count(), 1, "{out}");
    assert!(!read.contains("Springer Felix drei"), "{out}");
    assert!(read.contains("Bauer Eva vier"), "{out}");
}

/// A paste without an Enter at its end: the refusal comes as the line
/// passes the longest, the rest of the paste is passed over, and the
/// player's next command, typed after a pause as a player types after
/// hearing an answer, is read whole.
#[test]
fn the_command_after_a_paste_without_enter_is_read() {
    let home = Home::new("pastenoenter");
    let mut screen = start(&home, &[]);
    screen.wait_for("Zug eingeben, oder help.");
    let pasting = screen.paste("Springer Felix drei ".repeat(400 * 1024 / 20).into_bytes());
    screen.wait_for("länger als jeder");
    pasting.join().expect("the paste is read");
    std::thread::sleep(Duration::from_millis(1500));
    screen.keys("e4\r");
    screen.wait_for("Bauer Eva vier");
    screen.keys("quit\r");
    assert!(ended(&mut screen).success());
}
