//! Whether a screen reader or a braille display runs (SPEC section 6):
//! Orca, fenrir or BRLTTY among the processes, or speakup in the kernel.
//! Where one runs, a plain `annabella` starts in line mode.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The programs that read the screen aloud or on a braille display.
const READERS: [&str; 4] = ["orca", "fenrir", "brltty", "speakup"];

/// The process table: `/proc`, or where `ANNABELLA_PROC` says (a copy of
/// one, for tests).
fn process_table() -> PathBuf {
    std::env::var_os("ANNABELLA_PROC")
        .filter(|v| !v.is_empty())
        .map_or_else(|| PathBuf::from("/proc"), PathBuf::from)
}

/// The first bytes of a small file, or nothing.
fn head(path: &Path) -> Vec<u8> {
    let mut bytes = Vec::new();
    if let Ok(file) = fs::File::open(path) {
        let _ = file.take(4096).read_to_end(&mut bytes);
    }
    bytes
}

/// The program a process runs: its name, and the names of the first two
/// words of its command line (a Python reader runs as `python3 orca`).
fn names(process: &Path) -> Vec<String> {
    let mut names = vec![
        String::from_utf8_lossy(&head(&process.join("comm")))
            .trim()
            .to_owned(),
    ];
    let cmdline = head(&process.join("cmdline"));
    names.extend(cmdline.split(|&b| b == 0).take(2).map(|word| {
        let word = String::from_utf8_lossy(word);
        word.rsplit('/').next().unwrap_or_default().to_owned()
    }));
    names
}

/// Whether a screen reader or braille display runs on this machine.
pub fn running() -> bool {
    if Path::new("/sys/module/speakup").exists() {
        return true;
    }
    let Ok(entries) = fs::read_dir(process_table()) else {
        return false;
    };
    entries
        .flatten()
        .filter(|entry| {
            entry
                .file_name()
                .to_str()
                .is_some_and(|name| name.bytes().all(|b| b.is_ascii_digit()))
        })
        .any(|entry| {
            names(&entry.path())
                .iter()
                .any(|name| READERS.contains(&name.as_str()))
        })
}
