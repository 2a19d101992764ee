//! The Windows side: the console, console control events, the
//! screen-reader flag and the readers' processes, the player's profile,
//! the readers' own speech (NVDA's controller client, JAWS's automation
//! object).

pub mod files;
mod jaws;
mod reader;
mod security;
mod speech;

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::thread::JoinHandle;

use windows_sys::Win32::Foundation::{ERROR_CANT_RESOLVE_FILENAME, TRUE};
use windows_sys::Win32::System::Console::{
    CTRL_BREAK_EVENT, CTRL_C_EVENT, CTRL_CLOSE_EVENT, GetStdHandle, STD_OUTPUT_HANDLE,
    SetConsoleCtrlHandler,
};
use windows_sys::core::BOOL;

pub use reader::surroundings;
pub use speech::ReaderVoice;

use super::{Exposure, INTERRUPTED};

/// liblouis as its Windows builds name it, found beside annabella.exe or
/// on `PATH`.
pub const LIBLOUIS: &str = "liblouis.dll";

/// The console's input settings as they were before line mode: the
/// console keeps its own line editing, so there is nothing to change.
#[derive(Clone, Copy)]
pub struct LineInput;

/// The Windows console edits a line itself (arrows, Home and End, the
/// history on Up, Down and F7), as a screen reader expects it there: lines
/// are read whole from it.
pub fn line_editing_possible() -> bool {
    false
}

pub fn quiet_line_input() -> Option<LineInput> {
    None
}

pub fn restore_line_input(_before: &LineInput) {}

/// The console's width in columns (80 when it cannot be asked).
pub fn columns() -> usize {
    ratatui::crossterm::terminal::size().map_or(80, |(columns, _)| usize::from(columns.max(1)))
}

/// Writes straight to the console, past the lock of standard output
/// (which the playing thread may hold).
pub fn write_to_terminal(text: &[u8]) {
    use std::os::windows::io::FromRawHandle;
    // SAFETY: GetStdHandle has no preconditions; the handle is only
    // borrowed (ManuallyDrop never closes it).
    let handle = unsafe { GetStdHandle(STD_OUTPUT_HANDLE) };
    if handle.is_null() {
        return;
    }
    let mut output = std::mem::ManuallyDrop::new(unsafe { File::from_raw_handle(handle) });
    let _ = output.write_all(text);
    let _ = output.flush();
}

/// No signal mask on Windows: the line editor is not interrupted.
pub struct SignalMask;

pub fn keep_interrupts_for_new_threads() -> SignalMask {
    SignalMask
}

pub fn take_interrupts() {}

pub fn restore_signal_mask(_mask: &SignalMask) {}

pub fn interrupt_thread(_thread: &JoinHandle<()>) {}

/// What ends the session, called with the exit code.
static ENDING: OnceLock<fn(i32) -> !> = OnceLock::new();

/// The console's control events: Ctrl-C and Ctrl-Break, the console
/// window closed, the player logging off or Windows shutting down. Each
/// comes on a thread of its own, which ends the session there: the save
/// being written is finished before the process ends.
unsafe extern "system" fn control(event: u32) -> BOOL {
    let Some(end) = ENDING.get() else {
        return 0;
    };
    let code = match event {
        CTRL_C_EVENT | CTRL_BREAK_EVENT => INTERRUPTED,
        CTRL_CLOSE_EVENT => 129,
        _ => 143,
    };
    end(code)
}

/// Watches for what ends a session (Ctrl-C, the console closed, logging
/// off), and calls `end` with the exit code.
pub fn on_end(end: fn(i32) -> !) {
    if ENDING.set(end).is_ok() {
        // SAFETY: `control` has the signature of a HandlerRoutine.
        unsafe { SetConsoleCtrlHandler(Some(control), TRUE) };
    }
}

/// A folder named by `variable` (`XDG_CONFIG_HOME`, `XDG_DATA_HOME`), as
/// on Linux, for a player who keeps annabella's files elsewhere: only a
/// full path (with its drive) counts.
fn named_by(variable: &str) -> Option<PathBuf> {
    std::env::var_os(variable)
        .map(PathBuf::from)
        .filter(|folder| folder.is_absolute())
}

/// annabella's configuration folder, `%APPDATA%\annabella`: the
/// configuration, the lichess token and the ICCF login
/// (`%XDG_CONFIG_HOME%\annabella` where that names a folder).
pub fn config_folder() -> Option<PathBuf> {
    Some(
        named_by("XDG_CONFIG_HOME")
            .or_else(dirs::config_dir)?
            .join("annabella"),
    )
}

/// Where games are saved unless `--save` says otherwise: `annabella` in
/// the player's Documents, where Explorer shows it
/// (`%XDG_DATA_HOME%\annabella\games` where that names a folder).
pub fn games_folder() -> Option<PathBuf> {
    match named_by("XDG_DATA_HOME") {
        Some(data) => Some(data.join("annabella").join("games")),
        None => Some(dirs::document_dir()?.join("annabella")),
    }
}

/// The player's login name.
pub fn user_name() -> Option<String> {
    std::env::var("USERNAME").ok()
}

/// Whether an error says that a name is a link that cannot be resolved
/// (a loop of links).
pub fn is_link_loop(error: &io::Error) -> bool {
    error.raw_os_error() == Some(ERROR_CANT_RESOLVE_FILENAME as i32)
}

/// Opening a file never waits on Windows: a pipe is not found under a
/// file's name.
pub fn never_wait(_options: &mut OpenOptions) {}

/// Whether a file of secrets is someone else's, or its access list lets
/// other accounts than the player's (and the system's and the
/// administrators') read or change it: such a file is not used, as ssh
/// refuses such a key.
pub fn secret_exposed(file: &File) -> Option<Exposure> {
    use std::os::windows::io::AsRawHandle;
    file.metadata().ok().filter(|m| m.is_file())?;
    match security::standing(file.as_raw_handle(), security::READ_OR_CHANGE)? {
        security::Standing::NotOwn => Some(Exposure::NotOwn),
        security::Standing::Own(others) if others.is_empty() => None,
        security::Standing::Own(others) => Some(Exposure::Shared(others.join(", "))),
    }
}

/// Opens an address (a `mailto:`) with the program Windows opens such
/// addresses with (the mail program the player chose in the settings):
/// `ShellExecuteW` with the verb "open" and the address as it is, never
/// through `cmd.exe`, which would read `&` and `^` in it as its own. No
/// program for such addresses is an error of kind `NotFound`.
pub fn open_address(address: &str) -> io::Result<()> {
    use windows_sys::Win32::Foundation::{ERROR_FILE_NOT_FOUND, ERROR_PATH_NOT_FOUND};
    use windows_sys::Win32::System::Com::{
        COINIT_APARTMENTTHREADED, COINIT_DISABLE_OLE1DDE, CoInitializeEx, CoUninitialize,
    };
    use windows_sys::Win32::UI::Shell::{SE_ERR_NOASSOC, ShellExecuteW};
    use windows_sys::Win32::UI::WindowsAndMessaging::SW_SHOWNORMAL;
    let wide = |text: &str| -> Vec<u16> { text.encode_utf16().chain(Some(0)).collect() };
    let (verb, file) = (wide("open"), wide(address));
    // A program that opens mail may be found through COM: it is made ready
    // on this thread for the call, as Windows asks.
    // SAFETY: no reserved pointer; undone below only where it was done.
    let com = unsafe {
        CoInitializeEx(
            std::ptr::null(),
            (COINIT_APARTMENTTHREADED | COINIT_DISABLE_OLE1DDE) as u32,
        )
    };
    // SAFETY: both texts end in a NUL; no window, parameters or folder.
    let opened = unsafe {
        ShellExecuteW(
            std::ptr::null_mut(),
            verb.as_ptr(),
            file.as_ptr(),
            std::ptr::null(),
            std::ptr::null(),
            SW_SHOWNORMAL,
        )
    } as isize;
    if com >= 0 {
        // SAFETY: balances the CoInitializeEx that succeeded above.
        unsafe { CoUninitialize() };
    }
    match u32::try_from(opened) {
        Ok(code) if code > 32 => Ok(()),
        Ok(SE_ERR_NOASSOC | ERROR_FILE_NOT_FOUND | ERROR_PATH_NOT_FOUND) => {
            Err(io::Error::from(io::ErrorKind::NotFound))
        }
        _ => Err(io::Error::other(format!("ShellExecuteW: {opened}"))),
    }
}

/// A program's file name as it is looked for on `PATH`: `stockfish` is
/// `stockfish.exe`.
pub fn program_file(name: &str) -> PathBuf {
    let file = PathBuf::from(name);
    if file.extension().is_some() {
        file
    } else {
        file.with_extension("exe")
    }
}

/// Where programs are looked for after `PATH`: beside annabella.exe, where
/// a player who unzipped annabella puts Stockfish.
pub fn program_places() -> Vec<PathBuf> {
    super::program_folder().into_iter().collect()
}

/// Whether a sound card is known: Windows keeps no list of its own to
/// look at; WASAPI says whether it has an output.
pub fn sound_card_known() -> bool {
    true
}

/// The peak memory of this process: not measured on Windows (the
/// benchmarks run on Linux).
pub fn peak_memory_kb() -> Option<u64> {
    None
}

/// A process's CPU and memory: not measured on Windows (the benchmarks
/// run on Linux).
pub fn process_use(_pid: u32) -> Option<(u64, u64)> {
    None
}
