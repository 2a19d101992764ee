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
        let name = format!("annabella-{name}-{}", std::process::id());
        let exe = named("ANNABELLA_WINDOWS_EXE");
        let line = format!("wine64 '{}' {args}; echo ended $?; sleep 10", exe.display());
        let started = Command::new("tmux")
            .args(["new-session", "-d", "-x", "100", "-y", "40", "-s", &name])
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
    console.keys(&["C-c"]);
    // A shell's exit code for a program ended by Ctrl-C.
    let screen = console.wait_for("ended ");
    drop(console);
    let pgn = std::fs::read_to_string(&path).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    assert!(screen.contains("ended 130"), "{screen}");
    assert!(pgn.contains("1. e4 *"), "{pgn}");
}
