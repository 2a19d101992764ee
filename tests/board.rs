//! Board mode in a real pseudo-terminal: keys are sent as a terminal sends
//! them, and the screen is read back through a terminal emulator.

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// annabella running in board mode on a pseudo-terminal of its own.
struct Screen {
    master: File,
    parser: Arc<Mutex<vt100::Parser>>,
    child: Child,
}

fn window(rows: u16, columns: u16) -> libc::winsize {
    libc::winsize {
        ws_row: rows,
        ws_col: columns,
        ws_xpixel: 0,
        ws_ypixel: 0,
    }
}

impl Screen {
    fn start(args: &[&str], rows: u16, columns: u16) -> Screen {
        let (mut master, mut slave) = (0, 0);
        let size = window(rows, columns);
        // SAFETY: openpty writes two descriptors it opened into the two
        // integers; the size is only read.
        let opened = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                &size,
            )
        };
        assert_eq!(opened, 0, "a pseudo-terminal opens");
        // SAFETY: both descriptors were just opened and are owned here alone.
        let (master, slave) =
            unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        command
            .args(args)
            .env("XDG_CONFIG_HOME", "/nonexistent")
            .env("TERM", "xterm-256color")
            .stdin(Stdio::from(slave.try_clone().expect("dup")))
            .stdout(Stdio::from(slave.try_clone().expect("dup")))
            .stderr(Stdio::from(slave));
        // SAFETY: only async-signal-safe calls between fork and exec: the
        // child gets a session of its own with the terminal as its
        // controlling terminal, so that a resize reaches it as SIGWINCH.
        unsafe {
            command.pre_exec(|| {
                if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("annabella runs");
        let master = File::from(master);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, columns, 0)));
        let mut reader = master.try_clone().expect("dup");
        let screen = Arc::clone(&parser);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buffer) {
                if n == 0 {
                    break;
                }
                screen.lock().expect("screen").process(&buffer[..n]);
            }
        });
        Screen {
            master,
            parser,
            child,
        }
    }

    fn contents(&self) -> String {
        self.parser.lock().expect("screen").screen().contents()
    }

    /// Waits until the screen shows `text`.
    fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let contents = self.contents();
            if contents.contains(text) {
                return contents;
            }
            assert!(
                Instant::now() < deadline,
                "the screen never showed {text:?}:\n{contents}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn keys(&mut self, bytes: &str) {
        self.master.write_all(bytes.as_bytes()).expect("keys sent");
        std::thread::sleep(Duration::from_millis(60));
    }

    fn resize(&mut self, rows: u16, columns: u16) {
        self.parser.lock().expect("screen").set_size(rows, columns);
        let size = window(rows, columns);
        // SAFETY: the size is only read by the ioctl.
        let done = unsafe { libc::ioctl(self.master.as_raw_fd(), libc::TIOCSWINSZ, &size) };
        assert_eq!(done, 0);
    }

    fn quit(mut self) {
        self.keys("\x03");
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                assert!(status.success(), "{status}");
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("annabella did not end on Ctrl-C");
    }
}

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
