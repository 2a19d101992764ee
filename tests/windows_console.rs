//! annabella.exe at a Windows console: Wine run inside tmux gives it a
//! real console, as cmd or Windows Terminal does. With Windows' screen-
//! reader flag set (as NVDA, JAWS and Narrator set it), a plain
//! `annabella play` takes line mode and leaves the speaking to the reader;
//! without it, the board is drawn.
//!
//! These run where annabella has been built for Windows and Wine is set
//! up: `./run test` does both and runs them with `--ignored`, naming the
//! program in `ANNABELLA_WINDOWS_EXE` and the flag's setter (built from
//! `windows/reader-flag.c`) in `ANNABELLA_READER_FLAG`.
#![cfg(unix)]

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

fn named(variable: &str) -> PathBuf {
    PathBuf::from(
        std::env::var_os(variable).unwrap_or_else(|| panic!("{variable} names the program")),
    )
}

/// Runs a Windows program under Wine and waits for it.
fn wine(program: &PathBuf, args: &[&str]) {
    let status = Command::new("wine64")
        .arg(program)
        .args(args)
        .status()
        .expect("wine64 runs");
    assert!(status.success(), "{} {args:?}", program.display());
}

/// A tmux session with annabella.exe at its console, ended when dropped.
struct Console {
    name: String,
}

impl Console {
    /// annabella.exe with `args`; when it ends, its exit code is shown
    /// (`ended N`) for a few seconds.
    fn start(name: &str, args: &str) -> Console {
        Console::sized(name, args, 100)
    }

    /// [`Console::start`] at a console this many columns wide.
    fn sized(name: &str, args: &str, columns: u16) -> Console {
        let name = format!("annabella-{name}-{}", std::process::id());
        let exe = named("ANNABELLA_WINDOWS_EXE");
        let line = format!("wine64 '{}' {args}; echo ended $?; sleep 10", exe.display());
        let started = Command::new("tmux")
            .args(["new-session", "-d", "-y", "40", "-s", &name])
            .args(["-x", &columns.to_string()])
            .arg(line)
            .status()
            .expect("tmux runs");
        assert!(started.success());
        Console { name }
    }

    fn screen(&self) -> String {
        let output = Command::new("tmux")
            .args(["capture-pane", "-p", "-t", &self.name])
            .output()
            .expect("tmux captures");
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// The screen once it shows `text` (at most a minute: Wine starts
    /// slowly on a busy machine).
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) || start.elapsed() > Duration::from_secs(60) {
                return screen;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    fn keys(&self, keys: &[&str]) {
        let _ = Command::new("tmux")
            .args(["send-keys", "-t", &self.name])
            .args(keys)
            .status();
    }

    /// Sends `text` as it is, escape sequences and all.
    fn text(&self, text: &str) {
        let _ = Command::new("tmux")
            .args(["send-keys", "-l", "-t", &self.name, text])
            .status();
    }

    /// The screen's rows, without the blanks at their ends.
    fn rows(&self) -> Vec<String> {
        self.screen()
            .lines()
            .map(|row| row.trim_end().to_owned())
            .collect()
    }

    /// Waits until the last row that is not blank (where the cursor
    /// stands while a line is typed) is `expected`; that row.
    fn wait_for_last_row(&self, expected: &str) -> String {
        let start = Instant::now();
        loop {
            let rows = self.rows();
            let last = rows
                .iter()
                .rev()
                .find(|row| !row.is_empty())
                .cloned()
                .unwrap_or_default();
            if last == expected || start.elapsed() > Duration::from_secs(60) {
                return last;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["kill-session", "-t", &self.name])
            .status();
    }
}

/// A save file of the test's own.
fn save(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!(
        "annabella-console-{name}-{}.pgn",
        std::process::id()
    ));
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
#[ignore = "needs annabella.exe and Wine: ./run test runs it"]
fn with_the_screen_reader_flag_a_plain_play_takes_line_mode() {
    let flag = named("ANNABELLA_READER_FLAG");
    wine(&flag, &["on"]);
    let path = save("reader");
    let console = Console::start(
        "reader",
        &format!(
            "--language en play --black human --save '{}'",
            path.display()
        ),
    );
    let screen = console.wait_for("Voice: your screen reader");
    console.keys(&["e4", "Enter"]);
    let played = console.wait_for("Bauer Eva vier");
    console.keys(&["quit", "Enter"]);
    drop(console);
    wine(&flag, &["off"]);
    let _ = std::fs::remove_file(&path);
    assert!(
        screen.contains("A screen reader runs: line mode."),
        "{screen}"
    );
    assert!(
        screen.contains("Voice: your screen reader, and earcons."),
        "{screen}"
    );
    assert!(played.contains("Bauer Eva vier"), "{played}");
}

#[test]
#[ignore = "needs annabella.exe and Wine: ./run test runs it"]
fn without_the_flag_the_board_is_drawn() {
    let path = save("board");
    let console = Console::start(
        "board",
        &format!(
            "--language en play --black human --save '{}'",
            path.display()
        ),
    );
    let screen = console.wait_for("Line mode: Ctrl+C, then annabella --line");
    console.keys(&["C-c"]);
    drop(console);
    let _ = std::fs::remove_file(&path);
    assert!(
        screen.contains("Line mode: Ctrl+C, then annabella --line"),
        "{screen}"
    );
    assert!(!screen.contains("A screen reader runs"), "{screen}");
}

#[test]
#[ignore = "needs annabella.exe and Wine: ./run test runs it"]
fn ctrl_c_at_the_console_ends_the_game_and_keeps_it() {
    let path = save("ctrl-c");
    let console = Console::start(
        "ctrl-c",
        &format!(
            "--language en play --line --voice text --black human --save '{}'",
            path.display()
        ),
    );
    console.wait_for("type a move, or help");
    console.keys(&["e4", "Enter"]);
    console.wait_for("Bauer Eva vier");
    // Ctrl-C in the middle of a line.
    console.keys(&["Sf"]);
    console.wait_for_last_row("1.e4 S> Sf");
    console.keys(&["C-c"]);
    // A shell's exit code for a program ended by Ctrl-C.
    let screen = console.wait_for("ended ");
    drop(console);
    let pgn = saved(&path);
    assert!(screen.contains("ended 130"), "{screen}");
    assert!(pgn.contains("1. e4 *"), "{pgn}");
}

/// Two players at one console in line mode, in German, with `extra`
/// options, at a console this many columns wide.
fn two_players(name: &str, path: &std::path::Path, extra: &str, columns: u16) -> Console {
    Console::sized(
        name,
        &format!(
            "--language de play --line --voice text --black human {extra} --save '{}'",
            path.display()
        ),
        columns,
    )
}

/// With a clock of a minute and a warning at 58 seconds.
const WARNED: &str = "--time 1+0 --warnings 58";

/// The game saved at `path`, which is then removed.
fn saved(path: &std::path::Path) -> String {
    let pgn = std::fs::read_to_string(path).unwrap_or_default();
    let _ = std::fs::remove_file(path);
    pgn
}

/// A clock warning that comes while `Sf` is typed is printed on a row of
/// its own above the line, which still holds `Sf` after the prompt; typing
/// on, `3` and Enter play Sf3.
#[test]
#[ignore = "needs annabella.exe and Wine: ./run test runs it"]
fn a_warning_does_not_break_the_line_being_typed_at_the_console() {
    let path = save("warning");
    let console = two_players("warning", &path, WARNED, 100);
    console.wait_for("Zug eingeben, oder help.");
    // The clock stands while the opening lines are read; the first line
    // typed starts it.
    console.keys(&["c", "Enter"]);
    console.wait_for("Zug 1");
    console.keys(&["Sf"]);
    console.wait_for("Weiß 0:58");
    std::thread::sleep(Duration::from_millis(500));
    let shown = console.rows();
    console.keys(&["3", "Enter"]);
    let played = console.wait_for("Springer Felix drei");
    console.keys(&["quit", "Enter"]);
    console.wait_for("ended ");
    drop(console);
    let pgn = saved(&path);
    let warning = shown
        .iter()
        .position(|row| row.contains("Weiß 0:58"))
        .unwrap_or_else(|| panic!("the warning: {shown:#?}"));
    assert_eq!(shown[warning], "Weiß 0:58", "{shown:#?}");
    assert_eq!(shown[warning + 1], "W> Sf", "{shown:#?}");
    assert!(played.contains("Springer Felix drei"), "{played}");
    assert!(pgn.contains("1. Nf3 "), "{pgn}");
}

/// Up brings back the line typed last, and a line is edited as at a
/// console: Backspace, Home, Left and End, Esc to clear it.
#[test]
#[ignore = "needs annabella.exe and Wine: ./run test runs it"]
fn lines_are_edited_and_recalled_as_at_a_console() {
    let path = save("editing");
    let console = two_players("editing", &path, "", 100);
    console.wait_for("Zug eingeben, oder help.");
    console.keys(&["e4", "Enter"]);
    console.wait_for("Bauer Eva vier");
    // Up brings back "e4"; Backspace and "5" make it "e5".
    console.keys(&["Up"]);
    let recalled = console.wait_for_last_row("1.e4 S> e4");
    console.keys(&["BSpace", "5", "Enter"]);
    console.wait_for("Bauer Eva fünf");
    // "f3" with the knight's letter put in front after Home (as an xterm
    // sends it: Wine's console reads that form).
    // Literally: tmux reads "f3" alone as the key F3.
    console.text("f3");
    console.wait_for_last_row("1...e5 W> f3");
    console.text("\x1b[H");
    console.keys(&["S", "Enter"]);
    console.wait_for("Springer Felix drei");
    // "f6" with the knight's letter put in after moving Left twice, then
    // End and Enter.
    console.text("f6");
    console.keys(&["Left", "Left", "S"]);
    console.wait_for_last_row("2.Sf3 S> Sf6");
    console.text("\x1b[F");
    console.keys(&["Enter"]);
    console.wait_for("Springer Felix sechs");
    // Esc clears the line.
    console.keys(&["Dh5"]);
    console.wait_for_last_row("2...Sf6 W> Dh5");
    console.keys(&["Escape"]);
    let cleared = console.wait_for_last_row("2...Sf6 W>");
    console.keys(&["Lc4", "Enter"]);
    let screen = console.wait_for("Läufer Cäsar vier");
    console.keys(&["quit", "Enter"]);
    console.wait_for("ended ");
    drop(console);
    let pgn = saved(&path);
    assert_eq!(recalled, "1.e4 S> e4");
    assert_eq!(cleared, "2...Sf6 W>");
    assert!(screen.contains("Läufer Cäsar vier"), "{screen}");
    assert!(pgn.contains("1. e4 e5 2. Nf3 Nf6 3. Bc4 *"), "{pgn}");
}

/// Lines that come in one burst (a paste, a braille keyboard) are all
/// read.
#[test]
#[ignore = "needs annabella.exe and Wine: ./run test runs it"]
fn lines_typed_in_one_burst_are_all_read_at_the_console() {
    let path = save("burst");
    let console = two_players("burst", &path, "", 100);
    console.wait_for("Zug eingeben, oder help.");
    console.keys(&["e4", "Enter", "e5", "Enter", "Sf3", "Enter"]);
    let screen = console.wait_for("Springer Felix drei");
    console.keys(&["quit", "Enter"]);
    console.wait_for("ended ");
    drop(console);
    let pgn = saved(&path);
    assert!(screen.contains("Springer Felix drei"), "{screen}");
    assert!(pgn.contains("1. e4 e5 2. Nf3 *"), "{pgn}");
}

/// A line longer than the console is wide takes two rows; a warning that
/// comes while it is typed is printed above both, and no piece of the line
/// is left behind.
#[test]
#[ignore = "needs annabella.exe and Wine: ./run test runs it"]
fn a_line_that_wraps_is_kept_whole_at_the_console() {
    let path = save("wraps");
    let console = two_players("wraps", &path, WARNED, 20);
    console.wait_for("help.");
    console.keys(&["c", "Enter"]);
    console.wait_for("Zug 1");
    let typed = "abcdefghijklmnopqrstuvwxyz";
    console.keys(&[typed]);
    console.wait_for("Weiß 0:58");
    std::thread::sleep(Duration::from_millis(500));
    let shown = console.rows();
    console.keys(&["Escape", "quit", "Enter"]);
    console.wait_for("ended ");
    drop(console);
    let _ = std::fs::remove_file(&path);
    let warning = shown
        .iter()
        .position(|row| row == "Weiß 0:58")
        .unwrap_or_else(|| panic!("the warning: {shown:#?}"));
    // "W> " and 26 letters wrap after 20 columns.
    assert_eq!(
        shown[warning + 1..]
            .iter()
            .filter(|row| !row.is_empty())
            .cloned()
            .collect::<Vec<_>>(),
        ["W> abcdefghijklmnopq", "rstuvwxyz"],
        "{shown:#?}"
    );
    assert_eq!(
        shown.iter().filter(|row| row.contains("abc")).count(),
        1,
        "{shown:#?}"
    );
}
