//! What the files module asks of the system beyond `std`'s portable
//! calls, on Unix: which file a name stands for (device and inode),
//! opening without following a link or waiting on a pipe (`O_NOFOLLOW`,
//! `O_NONBLOCK`), the mode and owner a file keeps, private files and
//! folders (modes 0600 and 0700), and whether a process still runs.

use std::fs::{self, DirBuilder, File, Metadata, OpenOptions};
use std::io;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

/// A file that is open may be replaced by a rename over its name.
pub const REPLACES_OPEN_FILES: bool = true;

/// Which file this is (its device and inode), whatever names it has.
pub fn identity(metadata: &Metadata) -> (u64, u64) {
    (metadata.dev(), metadata.ino())
}

/// Whether two looks at files are of one file.
pub fn same(a: &Metadata, b: &Metadata) -> bool {
    identity(a) == identity(b)
}

/// When the file's inode last changed (its status, not only its bytes).
pub fn changed(metadata: &Metadata) -> (i64, i64) {
    (metadata.ctime(), metadata.ctime_nsec())
}

/// Whether a file has names besides the one it was opened by (hard
/// links).
pub fn other_names(metadata: &Metadata) -> bool {
    metadata.nlink() > 1
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

/// Whether the name itself is a symbolic link.
pub fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// Options that make a new file, never one already there (nor through a
/// link at its name), readable by its owner alone when `private`, else
/// with the mode new files get (the umask's).
pub fn new_file(private: bool) -> OpenOptions {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create_new(true);
    options.mode(if private { 0o600 } else { 0o666 });
    options
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

/// Whether a folder (not a link to one) is this user's and no one else
/// may write in it.
pub fn own_closed_folder(metadata: &Metadata) -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    metadata.is_dir() && metadata.uid() == me && metadata.mode() & 0o022 == 0
}

/// Whether a process of this id is running.
pub fn alive(pid: i32) -> bool {
    // SAFETY: signal 0 only asks whether the process exists.
    pid > 0
        && (unsafe { libc::kill(pid, 0) } == 0
            || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM))
}

/// Whether two paths name one file (through links and hard links too).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(a), Ok(b)) => identity(&a) == identity(&b),
        _ => false,
    }
}
