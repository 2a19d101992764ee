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

use windows_sys::Win32::Foundation::{ERROR_CANT_RESOLVE_FILENAME, HANDLE, TRUE};
use windows_sys::Win32::System::Console::{
    CONSOLE_MODE, CONSOLE_SCREEN_BUFFER_INFO, COORD, CTRL_BREAK_EVENT, CTRL_C_EVENT,
    CTRL_CLOSE_EVENT, FillConsoleOutputAttribute, FillConsoleOutputCharacterW, GetConsoleMode,
    GetConsoleScreenBufferInfo, GetStdHandle, INPUT_RECORD, INPUT_RECORD_0, KEY_EVENT,
    KEY_EVENT_RECORD, KEY_EVENT_RECORD_0, STD_INPUT_HANDLE, STD_OUTPUT_HANDLE,
    SetConsoleCtrlHandler, SetConsoleCursorPosition, SetConsoleMode, WriteConsoleInputW,
};
use windows_sys::core::BOOL;

pub use reader::surroundings;
pub use speech::ReaderVoice;

use super::{Exposure, INTERRUPTED};

/// liblouis as its Windows builds name it, found beside annabella.exe or
/// on `PATH`.
pub const LIBLOUIS: &str = "liblouis.dll";

/// The console's input and output settings as they were before line
/// mode: the line editor changes them while it reads a line, and they are
/// given back at the end, also when the session is ended meanwhile.
#[derive(Clone, Copy)]
pub struct LineInput {
    input: CONSOLE_MODE,
    output: Option<CONSOLE_MODE>,
}

/// A character no key gives (a Unicode noncharacter, kept for a
/// program's own use): put into the console's input, it tells the line
/// editor to let go of the line being typed (see [`interrupt_thread`]).
pub const LET_GO: Option<char> = Some('\u{FDD0}');

/// Esc clears the line being typed, as it does in the console's own line
/// editing (cmd) and in PowerShell's.
pub const ESCAPE_CLEARS_LINE: bool = true;

/// The console's input and output, when both are a console.
fn console() -> Option<(HANDLE, HANDLE)> {
    // SAFETY: GetStdHandle has no preconditions.
    let (input, output) = unsafe {
        (
            GetStdHandle(STD_INPUT_HANDLE),
            GetStdHandle(STD_OUTPUT_HANDLE),
        )
    };
    let mut mode = 0;
    // SAFETY: GetConsoleMode only writes the mode given; it fails on a
    // handle that is not a console (a pipe, a file, none).
    let consoles = [input, output]
        .iter()
        .all(|&handle| !handle.is_null() && unsafe { GetConsoleMode(handle, &mut mode) } != 0);
    consoles.then_some((input, output))
}

/// Whether lines are typed at a console that annabella can edit them in:
/// standard input and output are both the console (not a pipe or a file,
/// not the pseudo-terminal of an msys shell), and no `TERM` says that it
/// draws nothing (`dumb`), nor is it an Emacs shell.
pub fn line_editing_possible() -> bool {
    let term = std::env::var("TERM").unwrap_or_default();
    console().is_some()
        && !["dumb", "emacs", "cons25"].contains(&term.as_str())
        && std::env::var_os("INSIDE_EMACS").is_none()
}

/// The console's settings as they are: nothing needs changing between
/// lines, as the console echoes keys only while a line is read, and keys
/// typed between lines wait unseen for the next.
pub fn quiet_line_input() -> Option<LineInput> {
    let (input, output) = console()?;
    let (mut input_mode, mut output_mode) = (0, 0);
    // SAFETY: GetConsoleMode only writes the mode given.
    unsafe {
        if GetConsoleMode(input, &mut input_mode) == 0 {
            return None;
        }
        let output = (GetConsoleMode(output, &mut output_mode) != 0).then_some(output_mode);
        Some(LineInput {
            input: input_mode,
            output,
        })
    }
}

/// Gives the console's settings back as they were.
pub fn restore_line_input(before: &LineInput) {
    // SAFETY: GetStdHandle has no preconditions; SetConsoleMode only reads
    // the mode given, and fails harmlessly on a handle that is no console.
    unsafe {
        SetConsoleMode(GetStdHandle(STD_INPUT_HANDLE), before.input);
        if let Some(output) = before.output {
            SetConsoleMode(GetStdHandle(STD_OUTPUT_HANDLE), output);
        }
    }
}

/// The console's width in columns, as the line editor counts it (the
/// width of its screen buffer; 80 when it cannot be asked).
pub fn columns() -> usize {
    screen_buffer()
        .and_then(|info| usize::try_from(info.dwSize.X).ok())
        .filter(|&columns| columns > 0)
        .unwrap_or(80)
}

/// What the console tells of its screen buffer: its size, the window
/// shown of it, where the cursor stands.
fn screen_buffer() -> Option<CONSOLE_SCREEN_BUFFER_INFO> {
    // SAFETY: GetStdHandle has no preconditions; the information is only
    // written into the struct given.
    unsafe {
        let mut info: CONSOLE_SCREEN_BUFFER_INFO = std::mem::zeroed();
        (GetConsoleScreenBufferInfo(GetStdHandle(STD_OUTPUT_HANDLE), &mut info) != 0)
            .then_some(info)
    }
}

/// Takes the `rows` rows above the cursor's off the screen, with the
/// cursor's own and everything below it: the cursor then stands at the
/// start of the highest of them. The console is told directly, as it
/// understands on every Windows version (not every console reads escape
/// sequences).
pub fn take_rows_off(rows: usize) {
    let Some(info) = screen_buffer() else {
        return;
    };
    let up = i16::try_from(rows).unwrap_or(i16::MAX);
    let top = COORD {
        X: 0,
        Y: info.dwCursorPosition.Y.saturating_sub(up).max(0),
    };
    let bottom = info.srWindow.Bottom.max(info.dwCursorPosition.Y);
    let cells = (u32::from(bottom.abs_diff(top.Y)) + 1) * u32::from(info.dwSize.X.unsigned_abs());
    let mut done = 0;
    // SAFETY: the cells filled lie within the screen buffer (from a row
    // within it to the window's bottom); the counts are only written.
    unsafe {
        let output = GetStdHandle(STD_OUTPUT_HANDLE);
        SetConsoleCursorPosition(output, top);
        FillConsoleOutputCharacterW(output, u16::from(b' '), cells, top, &mut done);
        FillConsoleOutputAttribute(output, info.wAttributes, cells, top, &mut done);
    }
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

/// No signal mask on Windows: the line editor is told by a key.
pub struct SignalMask;

pub fn keep_interrupts_for_new_threads() -> SignalMask {
    SignalMask
}

pub fn take_interrupts() {}

pub fn restore_signal_mask(_mask: &SignalMask) {}

/// Tells the line editor to let go of the line being typed: [`LET_GO`],
/// put into the console's input after the keys typed so far, which the
/// editor reads in turn and has bound to letting go. Nothing but this
/// program sees it (a screen reader hears the keyboard, not the console's
/// input).
pub fn interrupt_thread(_thread: &JoinHandle<()>) {
    let Some(key) = LET_GO else {
        return;
    };
    let mut unit = [0u16; 1];
    key.encode_utf16(&mut unit);
    let record = INPUT_RECORD {
        EventType: KEY_EVENT as u16,
        Event: INPUT_RECORD_0 {
            KeyEvent: KEY_EVENT_RECORD {
                bKeyDown: TRUE,
                wRepeatCount: 1,
                wVirtualKeyCode: 0,
                wVirtualScanCode: 0,
                uChar: KEY_EVENT_RECORD_0 {
                    UnicodeChar: unit[0],
                },
                dwControlKeyState: 0,
            },
        },
    };
    let mut written = 0;
    // SAFETY: one record is read from the struct given; the count is only
    // written.
    unsafe { WriteConsoleInputW(GetStdHandle(STD_INPUT_HANDLE), &record, 1, &mut written) };
}

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
