//! Whether the player reads the screen with a screen reader: Windows'
//! screen-reader flag (`SPI_GETSCREENREADER`, set by NVDA, JAWS and
//! Narrator while they run), or a reader's process in the player's own
//! session (another user's reader, on another session, is none of this
//! player's business).

use std::ffi::c_void;

use windows_sys::Win32::Foundation::{CloseHandle, INVALID_HANDLE_VALUE};
use windows_sys::Win32::System::Diagnostics::ToolHelp::{
    CreateToolhelp32Snapshot, PROCESSENTRY32W, Process32FirstW, Process32NextW, TH32CS_SNAPPROCESS,
};
use windows_sys::Win32::System::RemoteDesktop::ProcessIdToSessionId;
use windows_sys::Win32::System::Threading::GetCurrentProcessId;
use windows_sys::Win32::UI::WindowsAndMessaging::{SPI_GETSCREENREADER, SystemParametersInfoW};

use crate::platform::Surroundings;

/// The programs of the screen readers and magnifiers that speak, in lower
/// case: NVDA, JAWS, Narrator, ZoomText and Fusion, Dolphin's SuperNova
/// and ScreenReader.
const READERS: [&str; 8] = [
    "nvda.exe",
    "jfw.exe",
    "narrator.exe",
    "zt.exe",
    "zoomtext.exe",
    "fusion.exe",
    "snova.exe",
    "dolwinhk.exe",
];

/// What reads or draws the player's console.
pub fn surroundings() -> Surroundings {
    if flag_set() || reader_running() {
        Surroundings::Reader
    } else if plain() {
        Surroundings::PlainTerminal
    } else {
        Surroundings::Screen
    }
}

/// A terminal that was said to draw nothing (`TERM=dumb`), or an Emacs
/// shell. The Windows console and Windows Terminal set no `TERM`: both
/// draw.
fn plain() -> bool {
    std::env::var_os("TERM").is_some_and(|t| t == "dumb")
        || std::env::var_os("INSIDE_EMACS").is_some_and(|v| !v.is_empty())
}

/// Windows' screen-reader flag.
pub(super) fn flag_set() -> bool {
    let mut on: i32 = 0;
    // SAFETY: SPI_GETSCREENREADER writes a BOOL to the pointer given.
    let asked =
        unsafe { SystemParametersInfoW(SPI_GETSCREENREADER, 0, (&raw mut on).cast::<c_void>(), 0) };
    asked != 0 && on != 0
}

/// Whether a program's file name is a reader's.
fn is_reader(program: &str) -> bool {
    READERS.contains(&program.to_lowercase().as_str())
}

/// The session a process runs in.
fn session_of(process: u32) -> Option<u32> {
    let mut session = 0;
    // SAFETY: the session number is written to the u32 given.
    (unsafe { ProcessIdToSessionId(process, &mut session) } != 0).then_some(session)
}

/// The names of the programs running in this player's session.
fn programs_in_my_session() -> Vec<String> {
    // SAFETY: GetCurrentProcessId cannot fail.
    let mine = session_of(unsafe { GetCurrentProcessId() });
    let mut found = Vec::new();
    // SAFETY: the snapshot is closed below; each entry is written into
    // `entry`, whose size is set as the API asks.
    unsafe {
        let snapshot = CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0);
        if snapshot == INVALID_HANDLE_VALUE {
            return found;
        }
        let mut entry: PROCESSENTRY32W = std::mem::zeroed();
        entry.dwSize = size_of::<PROCESSENTRY32W>() as u32;
        let mut more = Process32FirstW(snapshot, &mut entry) != 0;
        while more {
            let name = &entry.szExeFile;
            let length = name.iter().position(|&c| c == 0).unwrap_or(name.len());
            if session_of(entry.th32ProcessID) == mine {
                found.push(String::from_utf16_lossy(&name[..length]));
            }
            more = Process32NextW(snapshot, &mut entry) != 0;
        }
        CloseHandle(snapshot);
    }
    found
}

/// Whether a reader runs in the player's session.
pub(super) fn reader_running() -> bool {
    programs_in_my_session().iter().any(|name| is_reader(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readers_are_known_by_their_programs_in_any_case() {
        for name in [
            "nvda.exe",
            "NVDA.EXE",
            "jfw.exe",
            "Narrator.exe",
            "ZoomText.exe",
        ] {
            assert!(is_reader(name), "{name}");
        }
        for name in ["nvda_slave.exe", "explorer.exe", "cmd.exe", "nvda"] {
            assert!(!is_reader(name), "{name}");
        }
    }

    /// This test program runs in the player's session: it finds itself.
    #[test]
    fn the_programs_of_this_session_are_seen() {
        let me = std::env::current_exe().expect("own program");
        let me = me
            .file_name()
            .expect("name")
            .to_string_lossy()
            .to_lowercase();
        let seen = programs_in_my_session();
        assert!(
            seen.iter().any(|name| name.to_lowercase() == me),
            "{seen:?}"
        );
    }
}
