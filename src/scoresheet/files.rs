//! The one way in and out for every file annabella writes and reads:
//!
//! - a file is locked on itself (the system's lock on its inode, so that a
//!   link and the file it names share one lock), before it is read, and the
//!   lock moves with each save to the file that replaces it;
//! - a write lands in the file a link names: written beside the real file,
//!   synced, renamed over it, with the real file's mode and owner;
//! - only plain files are replaced or read: a folder, a device or a pipe is
//!   refused at once, never waited on;
//! - what a killed process left behind (half-written `.part` files, the
//!   lock files of older versions) is cleared, when it is a plain file: a
//!   link among the leftovers is never followed, and stays;
//! - reads are bounded: a file past its limit is refused, not swallowed;
//! - a file is written over only as it was read: its [`Stamp`] (which file,
//!   how long, when changed) is checked again just before the new file
//!   takes its place, so that another program's change is never undone.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::notation::{FileProblem, Message};

/// Held while a file is being written: a process that is told to end waits
/// for it, so that no half-written file is ever left.
pub static WRITING: Mutex<()> = Mutex::new(());

/// Files this process made for a game that never got a move: removed when
/// the process is told to end, so that no empty game file is left.
static FRESH: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes the files this process made and never wrote (when it is
/// ending).
pub fn release_all() {
    if let Ok(fresh) = FRESH.lock() {
        for path in fresh.iter() {
            let _ = fs::remove_file(path);
        }
    }
}

fn mark_fresh(path: &Path, fresh: bool) {
    if let Ok(mut list) = FRESH.lock() {
        list.retain(|p| p != path);
        if fresh {
            list.push(path.to_path_buf());
        }
    }
}

/// The folder a file is in (`.` for a bare name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The file a path names once every link is followed. A path with nothing
/// at it yet stays as it is, its folder resolved; a link to nothing is
/// refused, since writing through it would make a file somewhere else.
pub fn real_path(path: &Path) -> Result<PathBuf, FileProblem> {
    match fs::canonicalize(path) {
        Ok(real) => Ok(real),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
                return Err(FileProblem::DanglingLink);
            }
            let name = path.file_name().ok_or(FileProblem::IsAFolder)?;
            let folder = fs::canonicalize(folder_of(path)).map_err(|e| FileProblem::from(&e))?;
            Ok(folder.join(name))
        }
        Err(e) => Err(FileProblem::from(&e)),
    }
}

/// Opens a plain file for reading without ever waiting: a pipe or a device
/// is refused, also when it was put there after it was looked at.
pub fn open_plain(path: &Path) -> Result<File, FileProblem> {
    let metadata = fs::metadata(path).map_err(|e| problem_of(path, &e))?;
    plain(&metadata)?;
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(|e| problem_of(path, &e))?;
    plain(&file.metadata().map_err(|e| FileProblem::from(&e))?)?;
    Ok(file)
}

/// What an error says about a path, a link to nothing named as such.
fn problem_of(path: &Path, error: &io::Error) -> FileProblem {
    if error.kind() == io::ErrorKind::NotFound
        && fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
    {
        FileProblem::DanglingLink
    } else {
        FileProblem::from(error)
    }
}

fn plain(metadata: &fs::Metadata) -> Result<(), FileProblem> {
    if metadata.is_dir() {
        Err(FileProblem::IsAFolder)
    } else if !metadata.is_file() {
        Err(FileProblem::NotAFile)
    } else {
        Ok(())
    }
}

/// Whether a path may be written: nothing there yet (`false`), or a plain
/// file (`true`). A folder, a device, a pipe or a link to nothing is
/// refused.
pub fn writable_target(path: &Path) -> Result<bool, FileProblem> {
    match fs::metadata(path) {
        Ok(metadata) => plain(&metadata).map(|()| true),
        Err(e) => match problem_of(path, &e) {
            FileProblem::NotFound => {
                real_path(path)?;
                Ok(false)
            }
            problem => Err(problem),
        },
    }
}

/// Reads a whole plain file (or standard input for `-`) of at most `limit`
/// bytes; a bigger one is refused with the limit, before it fills memory.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, FileProblem> {
    let input: Box<dyn Read> = if path == Path::new("-") {
        Box::new(io::stdin())
    } else {
        Box::new(open_plain(path)?)
    };
    let mut bytes = Vec::new();
    input
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| FileProblem::from(&e))?;
    if bytes.len() as u64 > limit {
        return Err(FileProblem::TooBig(limit));
    }
    Ok(bytes)
}

/// Whether two paths name one file (through links and hard links too).
#[cfg(unix)]
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
pub fn same_file(a: &Path, b: &Path) -> bool {
    matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(a), Ok(b)) if a == b)
}

/// Whether an open file is still the one at `path`.
#[cfg(unix)]
fn still_at(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn still_at(_file: &File, path: &Path) -> bool {
    path.exists()
}

/// A file as annabella last read or wrote it: which file it is (its device
/// and inode), its length, and the times of its last change. Another
/// program that writes the file in place changes its length or its times;
/// one that puts a new file in its place (`sed -i`, an editor) changes
/// which file it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    file: (u64, u64),
    length: u64,
    modified: Option<std::time::SystemTime>,
    changed: (i64, i64),
}

impl Stamp {
    #[cfg(unix)]
    fn of(metadata: &fs::Metadata) -> Stamp {
        use std::os::unix::fs::MetadataExt;
        Stamp {
            file: (metadata.dev(), metadata.ino()),
            length: metadata.len(),
            modified: metadata.modified().ok(),
            changed: (metadata.ctime(), metadata.ctime_nsec()),
        }
    }

    #[cfg(not(unix))]
    fn of(metadata: &fs::Metadata) -> Stamp {
        Stamp {
            file: (0, 0),
            length: metadata.len(),
            modified: metadata.modified().ok(),
            changed: (0, 0),
        }
    }

    /// The file's length in bytes.
    pub fn length(&self) -> u64 {
        self.length
    }

    /// Whether two stamps are of one file (whatever was written in it).
    pub fn same_file(&self, other: &Stamp) -> bool {
        self.file == other.file
    }
}

/// The stamp of the plain file at `path`, `None` when there is none.
fn stamp_at(path: &Path) -> Result<Option<Stamp>, FileProblem> {
    match fs::metadata(path) {
        Ok(metadata) => plain(&metadata).map(|()| Some(Stamp::of(&metadata))),
        Err(e) => match problem_of(path, &e) {
            FileProblem::NotFound => Ok(None),
            problem => Err(problem),
        },
    }
}

/// A file locked for this process: while it is held, no other annabella
/// reads it to play or writes it. The lock is the system's lock on the
/// file itself, which ends with the process, however it ends; no lock
/// file is left behind.
#[derive(Debug)]
pub struct Lock {
    /// The file now at `real`, locked.
    file: File,
    /// The file the path named, every link followed: where writes land.
    real: PathBuf,
}

impl Lock {
    /// Locks the existing plain file at `path` (the file a link names), or
    /// says that another annabella holds it.
    pub fn acquire(path: &Path) -> Result<Lock, FileProblem> {
        let real = real_path(path)?;
        loop {
            let file = open_plain(&real)?;
            lock(&file)?;
            // A save by the holder before us may have put a new file in
            // its place after we opened the old one.
            if still_at(&file, &real) {
                sweep(&folder_of(&real));
                return Ok(Lock { file, real });
            }
        }
    }

    /// Makes the file `path` names, which must not exist yet, and locks
    /// it. `Ok(None)` when something is there already.
    pub fn create(path: &Path) -> Result<Option<Lock>, FileProblem> {
        let real = real_path(path)?;
        match OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&real)
        {
            Ok(file) => {
                lock(&file)?;
                mark_fresh(&real, true);
                Ok(Some(Lock { file, real }))
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(None),
            Err(e) => Err(problem_of(path, &e)),
        }
    }

    /// The file that is written.
    pub fn real(&self) -> &Path {
        &self.real
    }

    /// The locked file, to read what is in it now.
    pub fn reader(&self) -> io::Result<File> {
        self.file.try_clone()
    }

    /// The stamp of the locked file as it is now.
    pub fn held(&self) -> Result<Stamp, FileProblem> {
        let metadata = self.file.metadata().map_err(|e| FileProblem::from(&e))?;
        Ok(Stamp::of(&metadata))
    }

    /// The stamp of the file now at the path, `None` when there is none:
    /// another program may have put a new file there, or removed it. A
    /// pipe or a device put there is refused.
    pub fn at_path(&self) -> Result<Option<Stamp>, FileProblem> {
        stamp_at(&self.real)
    }

    /// Moves the lock to the file another program has put at the path in
    /// place of the locked one; refused when another annabella holds it.
    pub fn follow(&mut self) -> Result<(), FileProblem> {
        loop {
            let file = open_plain(&self.real)?;
            lock(&file)?;
            if still_at(&file, &self.real) {
                self.file = file;
                return Ok(());
            }
        }
    }

    /// Replaces the file's contents with what `fill` writes, all or nothing
    /// (see [`replace`]); the lock moves to the new file.
    pub fn write_with(
        &mut self,
        fill: impl FnOnce(&mut File) -> io::Result<()>,
    ) -> Result<Written, FileProblem> {
        self.write(None, fill)
    }

    /// Like [`Lock::write_with`], but only over the file as it was when it
    /// was `seen` (`None`: when there was none): when another program has
    /// changed it since, nothing is written and the answer is
    /// [`FileProblem::ChangedMeanwhile`].
    pub fn write_over(
        &mut self,
        seen: Option<Stamp>,
        fill: impl FnOnce(&mut File) -> io::Result<()>,
    ) -> Result<Written, FileProblem> {
        self.write(Some(seen), fill)
    }

    fn write(
        &mut self,
        seen: Option<Option<Stamp>>,
        fill: impl FnOnce(&mut File) -> io::Result<()>,
    ) -> Result<Written, FileProblem> {
        let links_parted = other_names(&self.file);
        let (file, folder_made_again) = replace(&self.real, Some(&self.file), seen, fill)?;
        self.file = file;
        mark_fresh(&self.real, false);
        Ok(Written {
            folder_made_again,
            links_parted,
            ..Written::default()
        })
    }
}

/// What a write did besides writing, for the player to be told.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// The file's folder had gone and was made again.
    pub folder_made_again: bool,
    /// The file had other names (hard links), which keep the old contents:
    /// a file written whole or not at all is a new file.
    pub links_parted: bool,
    /// Another program had changed the file since annabella last read or
    /// wrote it: the game was saved into the file as it is now.
    pub meanwhile: Option<Meanwhile>,
}

impl Written {
    /// What the player is told of it, for the file at `path`.
    pub fn told(&self, path: &Path) -> Vec<Message> {
        let mut told = Vec::new();
        if self.folder_made_again
            && let Some(folder) = path.parent()
        {
            told.push(Message::FolderMadeAgain(folder.to_path_buf()));
        }
        if self.links_parted {
            told.push(Message::LinksParted(path.to_path_buf()));
        }
        if let Some(meanwhile) = self.meanwhile {
            told.push(Message::ChangedMeanwhile {
                path: path.to_path_buf(),
                found: meanwhile == Meanwhile::Found,
            });
        }
        told
    }
}

/// Where a game went in a file that another program changed meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meanwhile {
    /// The game was found again (where it was, or where it is now) and
    /// saved there.
    Found,
    /// The game was no longer in the file: it was added at its end.
    AddedAtEnd,
}

/// Whether a file has names besides the one it is written by.
#[cfg(unix)]
fn other_names(file: &File) -> bool {
    use std::os::unix::fs::MetadataExt;
    file.metadata().is_ok_and(|m| m.nlink() > 1)
}

#[cfg(not(unix))]
fn other_names(_file: &File) -> bool {
    false
}

fn lock(file: &File) -> Result<(), FileProblem> {
    match file.try_lock() {
        Ok(()) => Ok(()),
        Err(fs::TryLockError::WouldBlock) => Err(FileProblem::Locked),
        Err(fs::TryLockError::Error(e)) => Err(FileProblem::from(&e)),
    }
}

/// A hidden temporary file of this process beside `real`:
/// `.name.<pid>.<n>.part`.
fn temporary_beside(real: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = real
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    real.with_file_name(format!(".{name}.{}.{n}.part", std::process::id()))
}

/// Writes the file at `real` (a path with every link followed) so that it
/// is either wholly there or not at all: into a locked temporary file
/// beside it, with the mode and owner of `like` (the file it replaces),
/// synced, then renamed over it. A folder that has gone is made again.
/// Returns the new file, still locked, and whether the folder was made
/// again. Other hard links to the old file keep the old contents.
///
/// With `seen`, the file at `real` must still be as it was then (or still
/// not be there) when the new one is about to take its place: if another
/// program has changed it, nothing is written and the answer is
/// [`FileProblem::ChangedMeanwhile`].
pub fn replace(
    real: &Path,
    like: Option<&File>,
    seen: Option<Option<Stamp>>,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(File, bool), FileProblem> {
    let _writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    let temporary = temporary_beside(real);
    let mut remade = false;
    let mut options = OpenOptions::new();
    options.read(true).write(true).create_new(true);
    #[cfg(unix)]
    {
        // Private until it has the mode of the file it replaces; a new file
        // gets the mode new files get (the umask's).
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(if like.is_some() { 0o600 } else { 0o666 });
    }
    let mut file = match options.open(&temporary) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            fs::create_dir_all(folder_of(real)).map_err(|e| FileProblem::from(&e))?;
            remade = true;
            options.open(&temporary)
        }
        other => other,
    }
    .map_err(|e| FileProblem::from(&e))?;
    let result = (|| {
        lock(&file).map_err(|_| io::Error::other("temporary file locked"))?;
        keep_mode_and_owner(&file, like)?;
        fill(&mut file)?;
        file.flush()?;
        file.sync_all()?;
        if seen.is_some_and(|seen| stamp_at(real).ok() != Some(seen)) {
            return Ok(false);
        }
        fs::rename(&temporary, real)?;
        // The rename itself is made durable with the folder.
        if let Ok(folder) = File::open(folder_of(real)) {
            let _ = folder.sync_all();
        }
        Ok(true)
    })();
    match result {
        Ok(true) => Ok((file, remade)),
        Ok(false) => {
            let _ = fs::remove_file(&temporary);
            Err(FileProblem::ChangedMeanwhile)
        }
        Err(e) => {
            let _ = fs::remove_file(&temporary);
            Err(FileProblem::from(&e))
        }
    }
}

/// The new file gets the mode of the one it replaces (a private game stays
/// private) and, where the system lets us, its owner.
#[cfg(unix)]
fn keep_mode_and_owner(file: &File, like: Option<&File>) -> io::Result<()> {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let Some(old) = like.map(File::metadata).transpose()? else {
        return Ok(());
    };
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

#[cfg(not(unix))]
fn keep_mode_and_owner(file: &File, like: Option<&File>) -> io::Result<()> {
    if let Some(Ok(old)) = like.map(File::metadata) {
        file.set_permissions(old.permissions())?;
    }
    Ok(())
}

/// Whether files with something in them can be written in `folder`: a full
/// disk makes an empty file but none with anything in it. The trial file
/// is a temporary file like any other, cleared if this process is killed.
pub fn check_space(folder: &Path) -> Result<(), FileProblem> {
    let trial = temporary_beside(&folder.join("space"));
    let written = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&trial)
        .and_then(|mut file| {
            file.write_all(&[b' '; 4096])?;
            file.sync_all()
        });
    let _ = fs::remove_file(&trial);
    written.map_err(|e| FileProblem::from(&e))
}

/// Whether a process of this id is running.
#[cfg(unix)]
fn alive(pid: i32) -> bool {
    // SAFETY: signal 0 only asks whether the process exists.
    pid > 0
        && (unsafe { libc::kill(pid, 0) } == 0
            || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM))
}

#[cfg(not(unix))]
fn alive(_pid: i32) -> bool {
    true
}

/// The process that wrote a temporary file `.name.<pid>.<n>.part`.
fn writer_of(name: &str) -> Option<i32> {
    let rest = name.strip_prefix('.')?.strip_suffix(".part")?;
    let (rest, n) = rest.rsplit_once('.')?;
    n.parse::<u64>().ok()?;
    let (_, pid) = rest.rsplit_once('.')?;
    pid.parse().ok()
}

/// Removes a leftover of annabella's own: a plain file that no process
/// holds (its lock can be taken). A link is never followed and stays as it
/// is, and so does the file it names; so does anything but a plain file.
/// Returns whether the file was removed.
pub fn remove_leftover(path: &Path) -> bool {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    if fs::symlink_metadata(path).map_or(true, |m| !m.is_file()) {
        return false;
    }
    let Ok(file) = options.open(path) else {
        return false;
    };
    let unheld = file.metadata().is_ok_and(|m| m.is_file()) && file.try_lock().is_ok();
    // Removing a name never follows it: should a link have been put in the
    // file's place since it was opened, the link goes, not what it names.
    unheld && still_named(&file, path) && fs::remove_file(path).is_ok()
}

/// Whether an open file is the one a name itself stands for, the name not
/// followed when it is a link.
#[cfg(unix)]
fn still_named(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::symlink_metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn still_named(_file: &File, path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.is_file())
}

/// Clears what killed processes left in a folder: temporary files whose
/// writer is gone and which no one holds, and the lock files of games
/// (`.name.pgn.lock`) of older versions that no one holds. Nothing else
/// is touched: the folder may be anyone's.
pub fn sweep(folder: &Path) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with('.') {
            continue;
        }
        let stale = match writer_of(&name) {
            Some(pid) => !alive(pid),
            None => name.ends_with(".pgn.lock"),
        };
        if stale {
            remove_leftover(&entry.path());
        }
    }
}

/// Removes what a killed export to `output` left in older versions, which
/// wrote it as `output.part` (`game.brf.part` for `game.brf`).
pub fn sweep_output(output: &Path) {
    if output.extension().is_none() {
        return;
    }
    let mut part = output.as_os_str().to_owned();
    part.push(".part");
    let part = PathBuf::from(part);
    remove_leftover(&part);
}

/// Writes an export to `output`, all or nothing, under the lock of the
/// file when it exists: a file a game is being played in is refused, and
/// so is the file the export reads (`source`), also through a link.
pub fn write_output(
    output: &Path,
    source: Option<&Path>,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(), FileProblem> {
    if source.is_some_and(|source| source != Path::new("-") && same_file(source, output)) {
        return Err(FileProblem::IsTheSource);
    }
    let exists = writable_target(output)?;
    sweep_output(output);
    if exists {
        Lock::acquire(output)?.write_with(fill)?;
    } else {
        let real = real_path(output)?;
        sweep(&folder_of(&real));
        replace(&real, None, None, fill)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("annabella-files-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("temp folder");
        dir
    }

    #[test]
    fn a_temporary_file_names_its_writer() {
        assert_eq!(writer_of(".game.pgn.4242.7.part"), Some(4242));
        assert_eq!(writer_of(".game.pgn.lock"), None);
        assert_eq!(writer_of("game.pgn.part"), None);
    }

    #[test]
    fn a_file_past_its_limit_is_refused() {
        let dir = folder("bounded");
        let file = dir.join("big");
        fs::write(&file, vec![b'x'; 101]).expect("written");
        assert_eq!(read_bounded(&file, 100), Err(FileProblem::TooBig(100)));
        assert_eq!(read_bounded(&file, 101).map(|b| b.len()), Ok(101));
        assert_eq!(
            read_bounded(Path::new("/dev/zero"), 100),
            Err(FileProblem::NotAFile)
        );
        let _ = fs::remove_dir_all(&dir);
    }

    /// A file changed by another program after it was last seen is not
    /// written over.
    #[test]
    fn a_file_changed_since_it_was_seen_is_not_written_over() {
        let dir = folder("seen");
        let path = dir.join("club.pgn");
        fs::write(&path, "ours").expect("written");
        let mut lock = Lock::acquire(&path).expect("locks");
        let seen = lock.held().expect("stamp");
        fs::write(&path, "theirs, longer").expect("written in place");
        assert_eq!(
            lock.write_over(Some(seen), |f| f.write_all(b"stale")).err(),
            Some(FileProblem::ChangedMeanwhile)
        );
        assert_eq!(fs::read_to_string(&path).expect("reads"), "theirs, longer");
        let seen = lock.held().expect("stamp");
        lock.write_over(Some(seen), |f| f.write_all(b"new"))
            .expect("writes");
        assert_eq!(fs::read_to_string(&path).expect("reads"), "new");
        let _ = fs::remove_dir_all(&dir);
    }

    /// A folder may be anyone's: only annabella's own leftovers go, and a
    /// temporary file of a running process stays.
    #[test]
    fn a_sweep_touches_nothing_but_leftovers() {
        let dir = folder("sweep");
        let others = [".gitconfig.lock", "notes.part", ".x.part", ".a.pgn.12.part"];
        for name in others {
            fs::write(dir.join(name), "theirs").expect("written");
        }
        let own = dir.join(format!(".g.pgn.{}.0.part", std::process::id()));
        fs::write(&own, "being written").expect("written");
        let stale = dir.join(".g.pgn.999999999.3.part");
        fs::write(&stale, "left").expect("written");
        sweep(&dir);
        for name in others {
            assert!(dir.join(name).exists(), "{name}");
        }
        assert!(own.exists());
        assert!(!stale.exists());
        let _ = fs::remove_dir_all(&dir);
    }
}
