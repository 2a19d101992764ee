//! What the files module asks of the system beyond `std`'s portable
//! calls, on Windows: which file a name stands for, opening a name without
//! following a link (a symbolic link or a junction: a reparse point that
//! stands for another name), private files and folders (under the
//! player's profile, with its rights), and whether a process still runs.

use std::fs::{self, DirBuilder, File, Metadata, OpenOptions};
use std::io;
use std::os::windows::fs::{MetadataExt, OpenOptionsExt};
use std::path::Path;

use windows_sys::Win32::Foundation::{CloseHandle, STILL_ACTIVE};
use windows_sys::Win32::Storage::FileSystem::FILE_FLAG_OPEN_REPARSE_POINT;
use windows_sys::Win32::System::Threading::{
    GetExitCodeProcess, OpenProcess, PROCESS_QUERY_LIMITED_INFORMATION,
};

/// A file that is open is not replaced by a rename over its name on every
/// Windows file system (FAT, exFAT and network shares refuse it, and so
/// does Wine): it is closed first.
pub const REPLACES_OPEN_FILES: bool = false;

/// Which file this is, as far as a look at it tells: when it was made. A
/// file put in the place of another (an editor saving by rename) is made
/// anew.
pub fn identity(metadata: &Metadata) -> (u64, u64) {
    (metadata.creation_time(), 0)
}

/// Whether two looks at files are of one file, as far as they tell.
pub fn same(a: &Metadata, b: &Metadata) -> bool {
    a.file_type() == b.file_type()
        && identity(a) == identity(b)
        && a.len() == b.len()
        && a.modified().ok() == b.modified().ok()
}

/// When the file's status last changed: Windows tells it only through
/// the time its bytes changed, which the stamp keeps already.
pub fn changed(_metadata: &Metadata) -> (i64, i64) {
    (0, 0)
}

/// Whether a file has names besides the one it was opened by: not told by
/// a look at it on Windows.
pub fn other_names(_metadata: &Metadata) -> bool {
    false
}

/// Opens a file to read it (a pipe is never found under a file's name);
/// with `follow` false, a link at the name itself (a symbolic link or a
/// junction) is opened as itself, not followed, and refused.
pub fn open_to_read(path: &Path, follow: bool) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    if !follow {
        options.custom_flags(FILE_FLAG_OPEN_REPARSE_POINT);
    }
    let file = options.open(path)?;
    if !follow && file.metadata()?.file_type().is_symlink() {
        return Err(io::Error::other("a link"));
    }
    Ok(file)
}

/// Whether an open without following failed for a link at the name.
pub fn is_link_refusal(_error: &io::Error, path: &Path) -> bool {
    is_link(path)
}

/// Whether the name itself is a link: a symbolic link or a junction (the
/// reparse points that stand for another name).
pub fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// Options that make a new file, never one already there (nor through a
/// link at its name). A private file keeps the rights of the player's
/// folder it is made in.
pub fn new_file(_private: bool) -> OpenOptions {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create_new(true);
    options
}

/// The new file is read-only where the one it replaces was.
pub fn keep_mode_and_owner(file: &File, old: &Metadata) -> io::Result<()> {
    file.set_permissions(old.permissions())
}

/// A folder made anew: one already there (or a link there) is an error of
/// kind `AlreadyExists`. It has the rights of the folder it is made in.
pub fn make_private_folder(path: &Path) -> io::Result<()> {
    DirBuilder::new().create(path)
}

/// Whether a folder is one, and not a link or a junction to one.
pub fn own_closed_folder(metadata: &Metadata) -> bool {
    metadata.is_dir() && !metadata.file_type().is_symlink()
}

/// Whether a process of this id is running.
pub fn alive(pid: i32) -> bool {
    let Ok(pid) = u32::try_from(pid) else {
        return false;
    };
    // SAFETY: the handle is checked and closed; the exit code is written
    // into the u32 given.
    unsafe {
        let process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, 0, pid);
        if process.is_null() {
            // A process of another user cannot be opened, but runs.
            return io::Error::last_os_error().kind() == io::ErrorKind::PermissionDenied;
        }
        let mut code = 0;
        let asked = GetExitCodeProcess(process, &mut code);
        CloseHandle(process);
        asked != 0 && code == STILL_ACTIVE as u32
    }
}

/// Whether two paths name one file (through links and hard links too):
/// the same volume and file index.
pub fn same_file(a: &Path, b: &Path) -> bool {
    same_file::is_same_file(a, b).unwrap_or(false)
}
