//! What the files module asks of the system beyond `std`'s portable
//! calls, on Unix: which file a name stands for (device and inode),
//! opening without following a link or waiting on a pipe (`O_NOFOLLOW`,
//! `O_NONBLOCK`), the lock on a file, the mode and owner a file keeps,
//! private files and folders (modes 0600 and 0700), and whether a process
//! still runs.

use std::fs::{self, DirBuilder, File, Metadata, OpenOptions};
use std::io;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

use crate::platform::{Look, Readers};

/// A file that is open may be replaced by a rename over its name.
pub const REPLACES_OPEN_FILES: bool = true;

/// A look at what is at `path` (at the link itself unless `follow`).
pub fn look_at(path: &Path, follow: bool) -> io::Result<Look> {
    if follow {
        fs::metadata(path)
    } else {
        fs::symlink_metadata(path)
    }
    .map(looked)
}

/// A look at an open file.
pub fn look_into(file: &File) -> io::Result<Look> {
    file.metadata().map(looked)
}

fn looked(metadata: Metadata) -> Look {
    Look {
        file: (metadata.dev(), u128::from(metadata.ino())),
        changed: (metadata.ctime(), metadata.ctime_nsec()),
        names: metadata.nlink(),
        metadata,
    }
}

/// Takes the system's lock on an open file (`flock`), which only other
/// lockers heed, without waiting.
pub fn try_lock(file: &File) -> Result<(), fs::TryLockError> {
    file.try_lock()
}

/// Opens a file to read it without waiting on a pipe or a device; with
/// `follow` false, a link at the name itself is not followed: the open
/// fails, and [`is_link_refusal`] says so.
pub fn open_to_read(path: &Path, follow: bool) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    options.custom_flags(if follow {
        libc::O_NONBLOCK
    } else {
        libc::O_NONBLOCK | libc::O_NOFOLLOW
    });
    options.open(path)
}

/// Whether an open without following failed for a link at the name.
pub fn is_link_refusal(error: &io::Error, path: &Path) -> bool {
    error.raw_os_error() == Some(libc::ELOOP) && is_link(path)
}

/// Whether a path names a device by its name alone: on Unix a device is
/// known by what is there, not by its name.
pub fn names_device(_path: &Path) -> bool {
    false
}

/// Whether the name itself is a symbolic link.
pub fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// Makes a new file, never one already there (nor through a link at its
/// name), opened to read and write: mode 0600 for its owner alone (also
/// a file that gets the mode of the one it replaces once written), else
/// the mode new files get (the umask's).
pub fn create_new(path: &Path, readers: Readers) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create_new(true);
    options.mode(match readers {
        Readers::Owner | Readers::Replaced => 0o600,
        Readers::Folder => 0o666,
    });
    options.open(path)
}

/// Puts the file made at `from` (and open as `_file`) in the place of
/// `to`, which it replaces in one step.
pub fn rename_open(_file: &File, from: &Path, to: &Path) -> io::Result<()> {
    fs::rename(from, to)
}

/// The new file gets the mode of the one it replaces (a private game stays
/// private) and, where the system lets us, its owner.
pub fn keep_mode_and_owner(file: &File, old: &Metadata) -> io::Result<()> {
    file.set_permissions(fs::Permissions::from_mode(old.mode() & 0o7777))?;
    let now = file.metadata()?;
    if now.uid() != old.uid() || now.gid() != old.gid() {
        // Only the owner's group may change without privilege; a file of
        // another user keeps this process's owner.
        let _ = std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()))
            .or_else(|_| std::os::unix::fs::fchown(file, None, Some(old.gid())));
    }
    Ok(())
}

/// A folder readable and writable by its owner alone, made anew: one
/// already there (or a link there) is an error of kind `AlreadyExists`.
pub fn make_private_folder(path: &Path) -> io::Result<()> {
    DirBuilder::new().mode(0o700).create(path)
}

/// Whether the folder at `path` (not a link to one) is this user's and no
/// one else may write in it.
pub fn own_closed_folder(path: &Path) -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    fs::symlink_metadata(path).is_ok_and(|m| m.is_dir() && m.uid() == me && m.mode() & 0o022 == 0)
}

/// Whether a process of this id is running.
pub fn alive(pid: i32) -> bool {
    // SAFETY: signal 0 only asks whether the process exists.
    pid > 0
        && (unsafe { libc::kill(pid, 0) } == 0
            || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM))
}
