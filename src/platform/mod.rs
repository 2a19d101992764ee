//! Everything that differs between operating systems, behind one small
//! interface with a side for each: the terminal and its modes, Ctrl-C and
//! ending well, finding a screen reader, folders, files only their owner
//! may read, links that are never followed, loading a library, and the
//! screen reader's own speech. Nothing outside this module names an
//! operating system or calls one directly.
//!
//! - `unix`: Linux (and other Unix systems): termios, signals, `/proc`,
//!   the XDG folders, file modes, speech-dispatcher.
//! - `windows`: the Windows console, console control events, the
//!   screen-reader flag and the readers' processes, the player's profile,
//!   NVDA's controller client and JAWS's automation object.
//!
//! Which reader's own speech is spoken through is chosen in
//! `reader_speech`, which needs no operating system.

use std::ffi::OsStr;
use std::fs::Metadata;
use std::path::PathBuf;

mod reader_speech;
#[cfg(unix)]
mod unix;
#[cfg(unix)]
use unix as os;
#[cfg(windows)]
mod windows;
#[cfg(windows)]
use windows as os;

pub use os::files;
pub use os::{
    ESCAPE_CLEARS_LINE, LET_GO, LIBLOUIS, LineInput, ReaderVoice, SignalMask, columns,
    config_folder, games_folder, interrupt_thread, is_link_loop, keep_interrupts_for_new_threads,
    line_editing_possible, never_wait, on_end, open_address, peak_memory_kb, process_use,
    program_file, program_places, quiet_line_input, restore_line_input, restore_signal_mask,
    secret_exposed, sound_card_known, surroundings, take_interrupts, take_rows_off, user_name,
    write_to_terminal,
};
pub use reader_speech::{Reader, Unreached};

/// The exit code of a session ended by Ctrl-C, as a shell reports it.
pub const INTERRUPTED: i32 = 130;

/// What is found round the player's terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surroundings {
    /// A screen reader or braille display reads this terminal.
    Reader,
    /// No reader found, but a terminal that cannot draw a board: `TERM`
    /// unset or `dumb`, or an Emacs shell.
    PlainTerminal,
    /// A terminal that draws; no reader found in the player's session.
    Screen,
}

/// Why a file of secrets (a token, a password) is not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exposure {
    /// It belongs to someone else.
    NotOwn,
    /// Others may read or write it: its mode.
    Open(u32),
    /// These accounts besides its owner may read or change it (Windows
    /// names them in the file's security settings: Everyone, Users, …).
    Shared(String),
}

/// A look at a file: what every system tells of it, and which file it is,
/// which only the system itself tells.
#[derive(Clone, Debug)]
pub struct Look {
    pub metadata: Metadata,
    /// Which file it is, whatever names it has: its device and inode, or
    /// its volume's serial number and its index on the volume.
    pub file: (u64, u128),
    /// When its status (not only its bytes) last changed.
    pub changed: (i64, i64),
    /// How many names (hard links) it has.
    pub names: u64,
}

impl Look {
    /// Whether two looks are of one file.
    pub fn same(&self, other: &Look) -> bool {
        self.file == other.file
    }
}

/// Who may read a file made anew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Readers {
    /// Its owner alone: a secret.
    Owner,
    /// It replaces a file, whose rights it gets once written: its owner
    /// alone until then where the system gives them afterwards.
    Replaced,
    /// Whoever the folder it is made in lets read new files.
    Folder,
}

/// A shared library loaded by its file name (searched where the system
/// searches: on Windows beside annabella.exe first, then on `PATH`) or its
/// path; `None` where it cannot be loaded.
///
/// # Safety
/// Loading a library runs its initialisers: `file` must name a library
/// whose initialisers are sound to run in this process.
pub unsafe fn load_library(file: &OsStr) -> Option<libloading::Library> {
    // SAFETY: as the caller promises.
    unsafe { libloading::Library::new(file) }.ok()
}

/// The folder of annabella's program file, where a library or an engine
/// that comes with it is put.
pub fn program_folder() -> Option<PathBuf> {
    std::env::current_exe().ok()?.parent().map(PathBuf::from)
}
