//! A pseudo-terminal for annabella: keys are sent as a terminal sends
//! them, and the screen is read back through a terminal emulator.

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One cell of the screen as the terminal shows it.
#[derive(Clone, Debug)]
pub struct Cell {
    pub text: String,
    pub fg: vt100::Color,
    pub bg: vt100::Color,
}

/// annabella running on a pseudo-terminal of its own; it is killed (with
/// whatever it started) when the screen is dropped, so that a failed test
/// leaves nothing running.
pub struct Screen {
    pub child: Child,
    master: File,
    parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte annabella has written to the terminal so far.
    written: Arc<AtomicUsize>,
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
    pub fn start(args: &[&str], rows: u16, columns: u16) -> Screen {
        Screen::start_with(args, &[], rows, columns)
    }

    /// As [`Screen::start`], with more environment variables.
    pub fn start_with(args: &[&str], env: &[(&str, &str)], rows: u16, columns: u16) -> Screen {
        let annabella = env!("CARGO_BIN_EXE_annabella");
        Screen::start_program(annabella, args, env, rows, columns)
    }

    /// `program` (annabella, or a screen reader that runs it) on a
    /// pseudo-terminal of its own, with the environment annabella gets in
    /// the tests and `env` over it.
    pub fn start_program(
        program: &str,
        args: &[&str],
        env: &[(&str, &str)],
        rows: u16,
        columns: u16,
    ) -> Screen {
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
        let mut command = Command::new(program);
        // A terminal that draws, with a process table of its own in which
        // no screen reader runs (a test that wants one names a table of its
        // own): a reader running on the machine does not switch the board
        // tests to line mode.
        command
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(args)
            .env("XDG_CONFIG_HOME", "/nonexistent")
            .env("TERM", "xterm-256color")
            .env("ANNABELLA_PROC", "/nonexistent/proc")
            .env_remove("INSIDE_EMACS")
            .env_remove("EMACS")
            .envs(env.iter().copied())
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
        let child = command
            .spawn()
            .unwrap_or_else(|e| panic!("{program} runs: {e}"));
        let master = File::from(master);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, columns, 0)));
        let mut reader = master.try_clone().expect("dup");
        let screen = Arc::clone(&parser);
        let written = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&written);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buffer) {
                if n == 0 {
                    break;
                }
                counted.fetch_add(n, Ordering::SeqCst);
                screen.lock().expect("screen").process(&buffer[..n]);
            }
        });
        Screen {
            master,
            parser,
            child,
            written,
        }
    }

    /// Every cell of the screen, row by row: its text and colours.
    pub fn cells(&self) -> Vec<Vec<Cell>> {
        let parser = self.parser.lock().expect("screen");
        let screen = parser.screen();
        let (rows, columns) = screen.size();
        (0..rows)
            .map(|row| {
                (0..columns)
                    .map(|column| match screen.cell(row, column) {
                        Some(cell) => Cell {
                            text: cell.contents().to_string(),
                            fg: cell.fgcolor(),
                            bg: cell.bgcolor(),
                        },
                        None => Cell {
                            text: String::new(),
                            fg: vt100::Color::Default,
                            bg: vt100::Color::Default,
                        },
                    })
                    .collect()
            })
            .collect()
    }

    /// The screen as the eye sees it, in pixels of half a cell (about as
    /// wide as high), row by row: a half block shows its foreground in
    /// its half and its background in the other, a full block its
    /// foreground in both; any other cell (a blank, a letter) its
    /// background. None where a colour is not true colour.
    pub fn pixels(&self) -> Vec<Vec<Option<super::colour::Rgb>>> {
        let rgb = |colour: vt100::Color| match colour {
            vt100::Color::Rgb(r, g, b) => Some((r, g, b)),
            _ => None,
        };
        let mut pixels = Vec::new();
        for row in self.cells() {
            let halves: Vec<_> = row
                .iter()
                .map(|cell| {
                    let (fg, bg) = (rgb(cell.fg), rgb(cell.bg));
                    match cell.text.as_str() {
                        "█" => (fg, fg),
                        "▀" => (fg, bg),
                        "▄" => (bg, fg),
                        _ => (bg, bg),
                    }
                })
                .collect();
            pixels.push(halves.iter().map(|h| h.0).collect());
            pixels.push(halves.iter().map(|h| h.1).collect());
        }
        pixels
    }

    /// Where the terminal's cursor is: row and column, from 0.
    pub fn cursor(&self) -> (u16, u16) {
        self.parser
            .lock()
            .expect("screen")
            .screen()
            .cursor_position()
    }

    /// The text of one row of the screen.
    pub fn row(&self, row: u16) -> String {
        let parser = self.parser.lock().expect("screen");
        let (_, columns) = parser.screen().size();
        parser.screen().contents_between(row, 0, row, columns)
    }

    pub fn contents(&self) -> String {
        self.parser.lock().expect("screen").screen().contents()
    }

    /// Whether the terminal shows its alternate screen, and whether the
    /// cursor is hidden.
    pub fn modes(&self) -> (bool, bool) {
        let parser = self.parser.lock().expect("screen");
        let screen = parser.screen();
        (screen.alternate_screen(), screen.hide_cursor())
    }

    /// Waits until the screen shows `text`.
    pub fn wait_for(&self, text: &str) -> String {
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

    /// The text inside the panel titled `title`, its lines joined by
    /// spaces (a panel wraps long lines).
    pub fn panel(&self, title: &str) -> String {
        let contents = self.contents();
        let lines: Vec<Vec<char>> = contents.lines().map(|l| l.chars().collect()).collect();
        let Some((top, left)) = lines.iter().enumerate().find_map(|(row, line)| {
            let text: String = line.iter().collect();
            let at = text.find(&format!(" {title} "))?;
            let column = text[..at].chars().count();
            Some((row, line[..column].iter().rposition(|c| "┌+".contains(*c))?))
        }) else {
            return String::new();
        };
        let mut inside = Vec::new();
        for line in &lines[top + 1..] {
            match line.get(left) {
                Some(c) if "│|".contains(*c) => {}
                _ => break,
            }
            let rest = &line[left + 1..];
            let end = rest
                .iter()
                .position(|c| "│|".contains(*c))
                .unwrap_or(rest.len());
            inside.push(rest[..end].iter().collect::<String>().trim().to_owned());
        }
        inside
            .join(" ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Waits until the panel titled `title` shows `text`.
    pub fn wait_for_in(&self, title: &str, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let panel = self.panel(title);
            if panel.contains(text) {
                return panel;
            }
            assert!(
                Instant::now() < deadline,
                "the panel {title} never showed {text:?}:\n{}",
                self.contents()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// A first key (Esc, which does nothing on a board at rest), after
    /// which the board is whole: until it, the screen's last row says how
    /// to get line mode, with the cursor on it.
    pub fn first_key(&mut self) {
        self.keys("\x1b");
        let deadline = Instant::now() + Duration::from_secs(10);
        while !self.modes().1 {
            assert!(
                Instant::now() < deadline,
                "the cursor stayed on the hint:\n{}",
                self.contents()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn keys(&mut self, bytes: &str) {
        self.master.write_all(bytes.as_bytes()).expect("keys sent");
        std::thread::sleep(Duration::from_millis(60));
    }

    /// Sends bytes as they are, also ones that are not UTF-8.
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.master.write_all(bytes).expect("keys sent");
        std::thread::sleep(Duration::from_millis(60));
    }

    /// How many bytes annabella has written to the terminal so far.
    pub fn written(&self) -> usize {
        self.written.load(Ordering::SeqCst)
    }

    /// Sends bytes from a thread of their own, as a paste arrives: a
    /// program that stops reading keeps only that thread waiting.
    pub fn paste(&self, bytes: Vec<u8>) -> std::thread::JoinHandle<()> {
        let mut master = self.master.try_clone().expect("dup");
        std::thread::spawn(move || {
            let _ = master.write_all(&bytes);
        })
    }

    /// The terminal's settings now: whether it echoes what is typed, and
    /// whether Ctrl-C is a signal.
    pub fn echo_and_signals(&self) -> (bool, bool) {
        // SAFETY: tcgetattr only writes into the struct given.
        let mut settings: libc::termios = unsafe { std::mem::zeroed() };
        let got = unsafe { libc::tcgetattr(self.master.as_raw_fd(), &mut settings) };
        assert_eq!(got, 0, "the terminal's settings");
        (
            settings.c_lflag & libc::ECHO != 0,
            settings.c_lflag & libc::ISIG != 0,
        )
    }

    pub fn resize(&mut self, rows: u16, columns: u16) {
        self.parser.lock().expect("screen").set_size(rows, columns);
        let size = window(rows, columns);
        // SAFETY: the size is only read by the ioctl.
        let done = unsafe { libc::ioctl(self.master.as_raw_fd(), libc::TIOCSWINSZ, &size) };
        assert_eq!(done, 0);
    }

    pub fn quit(mut self) {
        self.keys("\x03");
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                assert!(status.success(), "{status}");
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("annabella did not end on Ctrl-C");
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        if let Ok(Some(_)) = self.child.try_wait() {
            return;
        }
        // annabella leads a process group of its own (setsid): the engine
        // it started goes with it.
        if let Ok(group) = i32::try_from(self.child.id()) {
            // SAFETY: a signal sent to a process group this test started.
            unsafe {
                libc::kill(-group, libc::SIGKILL);
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
