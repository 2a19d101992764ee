//! Ending well when told to end (SIGTERM, SIGHUP, or Ctrl-C in line mode):
//! a save being written is finished first, the terminal is given back as
//! it was, and this process's lock files are removed. Every move is saved
//! already, so nothing of the game is lost.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::scoresheet::files::{WRITING, release_all};

/// Whether the board holds the terminal (raw mode, alternate screen).
static BOARD: AtomicBool = AtomicBool::new(false);

/// The terminal's settings as they were before line mode changed them
/// (see `editing`), while it has them changed.
static LINE_TERMINAL: Mutex<Option<libc::termios>> = Mutex::new(None);

/// Line mode has changed the terminal's settings (`Some`: as they were),
/// or given them back (`None`).
pub fn line_terminal(before: Option<libc::termios>) {
    *LINE_TERMINAL.lock().unwrap_or_else(|e| e.into_inner()) = before;
}

/// The board has taken the terminal, or given it back.
pub fn board_shown(shown: bool) {
    BOARD.store(shown, Ordering::SeqCst);
}

/// Gives the terminal back: no raw mode, the main screen, the cursor shown.
///
/// Written straight to the output's file descriptor: the thread that is
/// told to end cannot wait for the lock of standard output, which the
/// playing thread may hold.
pub fn restore_terminal() {
    use ratatui::crossterm::{cursor, execute, terminal};
    use std::os::fd::FromRawFd;
    let _ = terminal::disable_raw_mode();
    // SAFETY: descriptor 1 stays open for the life of the process, and
    // ManuallyDrop never closes it.
    let mut output = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(1) });
    let _ = execute!(&mut *output, terminal::LeaveAlternateScreen, cursor::Show);
}

/// Watches for the signals that end a session, on a thread of its own.
pub fn install() {
    let Ok(mut signals) = Signals::new([SIGTERM, SIGHUP, SIGINT]) else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("signals".to_owned())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                end(signal);
            }
        });
}

/// Ends the process as told by `signal`: once a save being written is
/// finished, with the terminal given back and the lock files removed.
pub fn end(signal: i32) -> ! {
    let _writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    if BOARD.load(Ordering::SeqCst) {
        restore_terminal();
    }
    let line = LINE_TERMINAL
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take();
    if let Some(before) = line {
        // SAFETY: the settings are only read.
        unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &before) };
    }
    release_all();
    std::process::exit(128 + signal);
}
