//! The Unix side: termios, signals, `/proc`, the XDG folders, file modes
//! and owners, speech-dispatcher.

pub mod files;
mod reader;
mod speech;

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::os::unix::thread::JoinHandleExt;
use std::path::PathBuf;
use std::thread::JoinHandle;

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

pub use reader::surroundings;
pub use speech::ReaderVoice;

use super::Exposure;

/// liblouis as Debian 12 installs it (liblouis 3.24, soname 20).
pub const LIBLOUIS: &str = "liblouis.so.20";

/// The terminal's input settings as they were before line mode changed
/// them.
#[derive(Clone, Copy)]
pub struct LineInput(libc::termios);

/// No key is needed to make the line editor let go of a line: a signal
/// does it (see [`interrupt_thread`]).
pub const LET_GO: Option<char> = None;

/// Esc is no key of its own in bash's line editing (it starts Alt's
/// combinations), and stays so.
pub const ESCAPE_CLEARS_LINE: bool = false;

/// Whether lines are typed on a terminal that can be edited: standard
/// input and output are terminals, and `TERM` names one that moves its
/// cursor (not `dumb`, not an Emacs buffer).
pub fn line_editing_possible() -> bool {
    use std::io::IsTerminal;
    let term = std::env::var("TERM").unwrap_or_default();
    io::stdin().is_terminal()
        && io::stdout().is_terminal()
        && !term.is_empty()
        && !["dumb", "emacs", "cons25"].contains(&term.as_str())
        && std::env::var_os("INSIDE_EMACS").is_none()
}

/// Keys typed while no line is read are neither echoed nor turned into
/// signals; the settings as they were are returned.
pub fn quiet_line_input() -> Option<LineInput> {
    // SAFETY: tcgetattr only writes into the struct given.
    let mut terminal: libc::termios = unsafe { std::mem::zeroed() };
    if unsafe { libc::tcgetattr(libc::STDIN_FILENO, &mut terminal) } != 0 {
        return None;
    }
    let mut quiet = terminal;
    quiet.c_lflag &= !(libc::ECHO | libc::ISIG);
    // SAFETY: the settings are only read.
    if unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &quiet) } != 0 {
        return None;
    }
    Some(LineInput(terminal))
}

/// Gives the terminal's input settings back as they were.
pub fn restore_line_input(before: &LineInput) {
    // SAFETY: the settings are only read.
    unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &before.0) };
}

/// The terminal's width in columns (80 when it cannot be asked).
pub fn columns() -> usize {
    // SAFETY: the ioctl only writes the size into the struct given.
    let mut size: libc::winsize = unsafe { std::mem::zeroed() };
    let asked = unsafe { libc::ioctl(libc::STDOUT_FILENO, libc::TIOCGWINSZ, &mut size) };
    if asked == 0 && size.ws_col > 0 {
        usize::from(size.ws_col)
    } else {
        80
    }
}

/// Takes the `rows` rows above the cursor's off the screen, with the
/// cursor's own and everything below it: the cursor then stands at the
/// start of the highest of them.
pub fn take_rows_off(rows: usize) {
    write_to_terminal(format!("\x1b[{rows}A\r\x1b[J").as_bytes());
}

/// Writes straight to the terminal, past the lock of standard output
/// (which the playing thread may hold).
pub fn write_to_terminal(text: &[u8]) {
    use std::os::fd::FromRawFd;
    // SAFETY: descriptor 1 stays open for the life of the process, and
    // ManuallyDrop never closes it.
    let mut output = std::mem::ManuallyDrop::new(unsafe { File::from_raw_fd(libc::STDOUT_FILENO) });
    let _ = output.write_all(text);
    let _ = output.flush();
}

/// A thread's signal mask, as it was before the line editor's signals were
/// kept for its reading thread.
pub struct SignalMask(libc::sigset_t);

/// The signals the line editor catches without restarting what they
/// interrupt: SIGINT and SIGWINCH.
fn editor_signals() -> libc::sigset_t {
    // SAFETY: sigemptyset and sigaddset only write into the set given.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGINT);
        libc::sigaddset(&mut set, libc::SIGWINCH);
        set
    }
}

/// Blocks the line editor's signals in this thread and the threads it
/// starts from now on (the engine's, the server's), so that they reach the
/// reading thread; returns the mask as it was.
pub fn keep_interrupts_for_new_threads() -> SignalMask {
    let set = editor_signals();
    // SAFETY: the sets are only read and written.
    unsafe {
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, &mut old);
        SignalMask(old)
    }
}

/// This thread (the line editor's) takes the editor's signals.
pub fn take_interrupts() {
    let set = editor_signals();
    // SAFETY: the set is only read.
    unsafe { libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut()) };
}

pub fn restore_signal_mask(mask: &SignalMask) {
    // SAFETY: the set is only read.
    unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, &mask.0, std::ptr::null_mut()) };
}

/// Interrupts what the line editor's thread waits for (a key): it lets go
/// of the line being typed.
pub fn interrupt_thread(thread: &JoinHandle<()>) {
    // SAFETY: the thread runs (its handle is held), and SIGINT is caught
    // by the line editor, which notes it in its pipe.
    unsafe { libc::pthread_kill(thread.as_pthread_t(), libc::SIGINT) };
}

/// Watches, on a thread of its own, for what ends a session (SIGTERM,
/// SIGHUP, SIGINT), and calls `end` with the exit code a shell expects.
pub fn on_end(end: fn(i32) -> !) {
    let Ok(mut signals) = Signals::new([SIGTERM, SIGHUP, SIGINT]) else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("signals".to_owned())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                end(128 + signal);
            }
        });
}

/// A base folder of the XDG Base Directory Specification: `$VARIABLE`
/// when it is an absolute path (the specification says a relative one is
/// invalid and to be ignored), else `under_home` in `$HOME`.
fn xdg_folder(variable: &str, under_home: &str) -> Option<PathBuf> {
    std::env::var_os(variable)
        .map(PathBuf::from)
        .filter(|folder| folder.is_absolute())
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(under_home)))
}

/// annabella's configuration folder: `$XDG_CONFIG_HOME/annabella`, else
/// `~/.config/annabella`.
pub fn config_folder() -> Option<PathBuf> {
    Some(xdg_folder("XDG_CONFIG_HOME", ".config")?.join("annabella"))
}

/// Where games are saved unless `--save` says otherwise:
/// `$XDG_DATA_HOME/annabella/games/` (an absolute `XDG_DATA_HOME`), else
/// `~/.local/share/annabella/games/`.
pub fn games_folder() -> Option<PathBuf> {
    Some(
        xdg_folder("XDG_DATA_HOME", ".local/share")?
            .join("annabella")
            .join("games"),
    )
}

/// The player's login name, when it is one that can stand in a file name.
pub fn user_name() -> Option<String> {
    std::env::var("USER").ok()
}

/// Whether an error says that a name was a link where none may be (a loop
/// of links, or `O_NOFOLLOW`).
pub fn is_link_loop(error: &io::Error) -> bool {
    error.raw_os_error() == Some(libc::ELOOP)
}

/// Opening never waits: a pipe or a device put where a file was expected
/// opens at once (and is then refused as not a plain file).
pub fn never_wait(options: &mut OpenOptions) {
    options.custom_flags(libc::O_NONBLOCK);
}

/// Whether a file of secrets may be read by others than its owner, or is
/// someone else's: such a file is not used, as ssh refuses such a key.
pub fn secret_exposed(file: &File) -> Option<Exposure> {
    let metadata = file.metadata().ok().filter(|m| m.is_file())?;
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    if metadata.uid() != me {
        Some(Exposure::NotOwn)
    } else if metadata.mode() & 0o077 != 0 {
        Some(Exposure::Open(metadata.mode() & 0o7777))
    } else {
        None
    }
}

/// Opens an address (a `mailto:`) with the program the player's desktop
/// opens such addresses with: `xdg-open`, given the address as its one
/// argument, no shell between. No `xdg-open` is an error of kind
/// `NotFound`; one that fails says so.
pub fn open_address(address: &str) -> io::Result<()> {
    let status = std::process::Command::new("xdg-open")
        .arg(address)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()?;
    if status.success() {
        Ok(())
    } else {
        Err(io::Error::other(format!("xdg-open: {status}")))
    }
}

/// A program's file name as it is looked for on `PATH`.
pub fn program_file(name: &str) -> PathBuf {
    PathBuf::from(name)
}

/// Where programs are looked for after `PATH`: `/usr/games`, where Debian
/// installs Stockfish.
pub fn program_places() -> Vec<PathBuf> {
    vec![PathBuf::from("/usr/games")]
}

/// Whether the kernel knows any sound card (`/proc/asound/cards`, ALSA's
/// list); where there is no such list, one is assumed.
pub fn sound_card_known() -> bool {
    match std::fs::read_to_string("/proc/asound/cards") {
        Ok(cards) => !cards.contains("no soundcards") && !cards.trim().is_empty(),
        Err(_) => !cfg!(target_os = "linux"),
    }
}

/// A number in kilobytes from a line `KEY: N kB` of a `/proc` status file.
fn status_kb(status: &str, key: &str) -> Option<u64> {
    status
        .lines()
        .find_map(|l| l.strip_prefix(key))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

/// The peak resident memory of this process, from `/proc`, in kilobytes.
pub fn peak_memory_kb() -> Option<u64> {
    status_kb(
        &std::fs::read_to_string("/proc/self/status").ok()?,
        "VmHWM:",
    )
}

/// CPU ticks (user and system; Linux counts 10 ms a tick) and resident
/// memory in kilobytes of a process, from `/proc`.
pub fn process_use(pid: u32) -> Option<(u64, u64)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    Some((ticks, status_kb(&status, "VmRSS:")?))
}
