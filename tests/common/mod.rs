//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod colour;
pub mod home;
pub mod lichess;
pub mod proxy;
#[cfg(unix)]
pub mod pty;
#[cfg(unix)]
pub mod speech;
pub mod xfcc;

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

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
    {
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        command
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG");
        command
    }
    .args(args)
    .output()
    .expect("the annabella binary runs")
}

/// The annabella binary, kept from the user's config file.
pub fn annabella_command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command.env("XDG_CONFIG_HOME", "/nonexistent");
    without_locale(&mut command);
    command
}

/// `command` runs with no locale set (`LC_ALL`, `LC_MESSAGES`, `LANG`), so
/// that annabella speaks its default language whatever the machine's
/// locale is; a test of the locale sets one after this.
pub fn without_locale(command: &mut Command) -> &mut Command {
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
}

/// Starts a prepared annabella command with its three streams piped.
pub fn spawn_piped(mut command: Command) -> Child {
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the annabella binary runs")
}

/// Runs a prepared annabella command with `input` typed on its standard
/// input, which is then closed, and waits for it to finish.
pub fn run_typed(command: Command, input: &str) -> Output {
    spawn_typed(command, input)
        .wait_with_output()
        .expect("annabella finishes")
}

/// Starts a prepared annabella command with `input` typed on its standard
/// input, which is then closed.
pub fn spawn_typed(command: Command, input: &str) -> Child {
    let mut child = spawn_piped(command);
    // annabella may end before reading what is typed (a refused option):
    // then the input is closed, which is no fault of the test.
    let typed = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    if let Err(error) = typed {
        assert_eq!(
            error.kind(),
            std::io::ErrorKind::BrokenPipe,
            "typed: {error}"
        );
    }
    child
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Printed text as a screen reader reads it on: the lines a long answer
/// was broken into for a braille display, joined by spaces.
pub fn as_read(printed: &str) -> String {
    printed.replace('\n', " ")
}

/// One answer printed over lines (broken for a braille display), as one
/// line: its lines joined by spaces, ending as it ended.
pub fn one_line(printed: &str) -> String {
    match printed.strip_suffix('\n') {
        Some(text) => format!("{}\n", text.replace('\n', " ")),
        None => printed.replace('\n', " "),
    }
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

/// A conversation with annabella in line mode: a line is typed only once
/// the answer to the one before it has been read, as a player at a screen
/// reader would.
pub struct Talk {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
    heard: String,
}

impl Talk {
    /// Starts a prepared annabella command with its streams piped.
    pub fn start(command: Command) -> Talk {
        let mut child = spawn_piped(command);
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("stdout");
        let (send, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Talk {
            child,
            stdin,
            lines,
            heard: String::new(),
        }
    }

    /// Types one line.
    pub fn say(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input is open");
        writeln!(stdin, "{line}").expect("typed");
        stdin.flush().expect("typed");
    }

    /// Reads until `text` has been printed and returns the line it is in;
    /// a text printed over several lines (a long answer broken for a
    /// 40-cell braille display) is found across them, as a reader reads
    /// it, and returned as those lines joined by spaces. Fails the test
    /// after thirty seconds without it.
    pub fn wait_for(&mut self, text: &str) -> String {
        self.wait_for_any(&[text])
    }

    /// Reads until one of `texts` has been printed, as [`Talk::wait_for`].
    pub fn wait_for_any(&mut self, texts: &[&str]) -> String {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        let mut recent: Vec<String> = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.heard.push_str(&line);
                    self.heard.push('\n');
                    recent.push(line);
                    // The fewest last lines that hold the text (an answer
                    // is never broken into more than a dozen).
                    for start in (recent.len().saturating_sub(12)..recent.len()).rev() {
                        let joined = recent[start..].join(" ");
                        if texts.iter().any(|text| joined.contains(text)) {
                            return joined;
                        }
                    }
                }
                Err(_) => panic!("no line with {texts:?} came; heard:\n{}", self.heard),
            }
        }
    }

    /// The process id of the running annabella.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Everything printed so far.
    pub fn heard(&self) -> &str {
        &self.heard
    }

    /// Types `quit`, waits for annabella to end, which must be a success
    /// (what it printed and its standard error in the failure), and returns
    /// everything it printed.
    pub fn quit(mut self) -> String {
        self.say("quit");
        let (status, out, err) = self.finish();
        assert!(status.success(), "{out}\n{err}");
        out
    }

    /// Closes the input, waits for annabella to end and returns its exit
    /// status, everything it printed and its standard error.
    pub fn finish(mut self) -> (std::process::ExitStatus, String, String) {
        drop(self.stdin.take());
        let status = self.child.wait().expect("annabella ends");
        while let Ok(line) = self.lines.recv_timeout(std::time::Duration::from_secs(5)) {
            self.heard.push_str(&line);
            self.heard.push('\n');
        }
        let mut err = String::new();
        if let Some(mut stderr) = self.child.stderr.take() {
            use std::io::Read;
            let _ = stderr.read_to_string(&mut err);
        }
        (status, self.heard, err)
    }
}

/// A folder of one test's own under the temporary folder, removed when the
/// test ends. Its name holds the process and a number no other folder of
/// this process got, so tests running side by side (as threads of one
/// process, or as processes) never share one.
pub struct TempDir(std::path::PathBuf);

impl TempDir {
    pub fn new(label: &str) -> TempDir {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("annabella-{label}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("a folder of the test's own");
        TempDir(path)
    }

    pub fn path(&self) -> &std::path::Path {
        &self.0
    }

    pub fn join(&self, name: &str) -> std::path::PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A process table made up for a test: annabella started by a shell that
/// fenrir, the console screen reader, runs in the player's session.
#[cfg(unix)]
pub fn under_fenrir(root: &TempDir) -> String {
    // SAFETY: getuid only reads the caller's user id.
    let uid = unsafe { libc::getuid() };
    for (pid, parent, name, cmdline) in [
        ("self", 300, "annabella", "annabella"),
        ("300", 200, "bash", "bash"),
        ("200", 1, "python3", "/usr/bin/python3 /usr/bin/fenrir -e"),
    ] {
        let dir = root.join(pid);
        std::fs::create_dir_all(&dir).expect("process");
        std::fs::write(dir.join("comm"), format!("{name}\n")).expect("comm");
        std::fs::write(dir.join("cmdline"), cmdline.replace(' ', "\0")).expect("cmdline");
        std::fs::write(
            dir.join("stat"),
            format!("{pid} ({name}) S {parent} 1 1 0 0"),
        )
        .expect("stat");
        std::fs::write(
            dir.join("status"),
            format!("Uid:\t{uid}\t{uid}\t{uid}\t{uid}\n"),
        )
        .expect("status");
        std::fs::write(dir.join("environ"), "").expect("environ");
    }
    root.path().display().to_string()
}
