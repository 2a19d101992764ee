//! Ending well when told to end (the system ending the session, the
//! terminal closed, or Ctrl-C in line mode):
//! a save being written is finished first, the terminal is given back as
//! it was, and this process's lock files are removed. Every move is saved
//! already, so nothing of the game is lost.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::platform::{self, LineInput};
use crate::scoresheet::files::{WRITING, release_all};

/// Whether the board holds the terminal (raw mode, alternate screen).
static BOARD: AtomicBool = AtomicBool::new(false);

/// The terminal's settings as they were before line mode changed them
/// (see `editing`), while it has them changed.
static LINE_TERMINAL: Mutex<Option<LineInput>> = Mutex::new(None);

/// Line mode has changed the terminal's settings (`Some`: as they were),
/// or given them back (`None`).
pub fn line_terminal(before: Option<LineInput>) {
    *LINE_TERMINAL.lock().unwrap_or_else(|e| e.into_inner()) = before;
}

/// The board has taken the terminal, or given it back.
pub fn board_shown(shown: bool) {
    BOARD.store(shown, Ordering::SeqCst);
}

/// Gives the terminal back: no raw mode, the main screen, the cursor shown.
///
/// Written straight to the terminal: the thread that is told to end
/// cannot wait for the lock of standard output, which the playing thread
/// may hold.
pub fn restore_terminal() {
    use ratatui::crossterm::{cursor, execute, terminal};
    let _ = terminal::disable_raw_mode();
    let mut commands = Vec::new();
    let _ = execute!(&mut commands, terminal::LeaveAlternateScreen, cursor::Show);
    platform::write_to_terminal(&commands);
}

/// Watches for what ends a session, on a thread of its own.
pub fn install() {
    platform::on_end(end);
}

/// Ends the process with exit code `code`: once a save being written is
/// finished, with the terminal given back and the lock files removed.
pub fn end(code: i32) -> ! {
    let _writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    if BOARD.load(Ordering::SeqCst) {
        restore_terminal();
    }
    let line = LINE_TERMINAL
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take();
    if let Some(before) = line {
        platform::restore_line_input(&before);
    }
    release_all();
    std::process::exit(code);
}
