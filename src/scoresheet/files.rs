//! The one way in and out for every file annabella writes and reads. Every
//! save, card, server game, export, token and login goes through here:
//!
//! - who chose a file's name decides what a link there means ([`Naming`]):
//!   a link the player named (`--save`, `-o`, `resume FILE`) is followed,
//!   and the file it names is written; at a name annabella chose itself,
//!   in a folder of its own, a link is refused, and so is a link on the
//!   way there below the folder the player may have put anywhere;
//! - a file is locked on itself (the system's lock on its inode, so that a
//!   link and the file it names share one lock), before it is read, and the
//!   lock moves with each save to the file that replaces it;
//! - a write is all or nothing: written into a new file beside the real
//!   one, synced, renamed over it, with the real file's mode and owner; it
//!   never truncates a file in place, so a hard link keeps what it held,
//!   and it never renames onto a link;
//! - only plain files are replaced or read: a folder, a device or a pipe is
//!   refused at once, never waited on;
//! - what a killed process left behind (half-written `.part` files, the
//!   lock files of older versions) is cleared, when it is a plain file: a
//!   link among the leftovers is never followed, and stays; only files
//!   annabella made are ever removed;
//! - reads are bounded: a file past its limit is refused, not swallowed;
//! - a file is written over only as it was read: its [`Stamp`] (which file,
//!   how long, when changed) is checked again just before the new file
//!   takes its place, so that another program's change is never undone.
//!
//! What differs between operating systems is in [`crate::platform::files`].

use std::fs::{self, File, Metadata};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::platform::files as system;
use crate::platform::{Look, Readers};

use crate::notation::{FileProblem, Message};

/// Held while a file is being written: a process that is told to end waits
/// for it, so that no half-written file is ever left.
pub static WRITING: Mutex<()> = Mutex::new(());

/// Files this process made for a game that never got a move, as they were
/// made: removed when the process is told to end, so that no empty game
/// file is left.
static FRESH: Mutex<Vec<(PathBuf, Look)>> = Mutex::new(Vec::new());

/// Removes the files this process made and never wrote (when it is
/// ending); a name that stands for another file by now (a link put there)
/// stays.
pub fn release_all() {
    if let Ok(fresh) = FRESH.lock() {
        for (path, made) in fresh.iter() {
            remove_if_still(path, made);
        }
    }
}

fn mark_fresh(path: &Path, made: Option<Look>) {
    if let Ok(mut list) = FRESH.lock() {
        list.retain(|(p, _)| p != path);
        if let Some(made) = made {
            list.push((path.to_path_buf(), made));
        }
    }
}

/// Removes the name `path` when it still stands for the file `made` looked
/// at (never a link, nor another file put there since). Returns whether it
/// was removed.
fn remove_if_still(path: &Path, made: &Look) -> bool {
    system::look_at(path, false).is_ok_and(|now| now.metadata.is_file() && made.same(&now))
        && fs::remove_file(path).is_ok()
}

/// Who chose a file's name, which decides what a link there means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Naming {
    /// The player named the file (`--save`, `-o`, `resume FILE`,
    /// `--login-file`): a symbolic link there is the player's own doing and
    /// is followed; the file it names is written, and the link stays.
    Player,
    /// annabella chose the name below this folder (the games folder, its
    /// correspondence folder, the config folder), which the player may
    /// have put anywhere, also through a link. Below it, a link is never
    /// followed to write, truncate, rename onto or delete: a link at the
    /// name, or a folder on the way that is a link, is refused.
    Own(PathBuf),
}

impl Naming {
    /// Refuses a link among the folders on the way to `path` below the
    /// folder of annabella's own; the player's names are not looked at.
    fn check_way(&self, path: &Path) -> Result<(), FileProblem> {
        match self {
            Naming::Player => Ok(()),
            Naming::Own(root) => match link_on_the_way(root, &folder_of(path)) {
                Some(_) => Err(FileProblem::LinkOnTheWay),
                None => Ok(()),
            },
        }
    }

    /// The file a path so named stands for: for the player's, the file a
    /// link names (see [`real_path`]); for annabella's own, the path
    /// itself, refused when it or a folder on the way is a link.
    fn real(&self, path: &Path) -> Result<PathBuf, FileProblem> {
        match self {
            Naming::Player => real_path(path),
            Naming::Own(_) => {
                self.check_way(path)?;
                if system::is_link(path) {
                    return Err(FileProblem::Link);
                }
                Ok(path.to_path_buf())
            }
        }
    }

    /// [`Naming::real`] of a file to be made: its name is left to the
    /// making itself, which never follows a link there.
    fn real_new(&self, path: &Path) -> Result<PathBuf, FileProblem> {
        match self {
            Naming::Player => real_path(path),
            Naming::Own(_) => {
                self.check_way(path)?;
                Ok(path.to_path_buf())
            }
        }
    }

    fn follows(&self) -> bool {
        *self == Naming::Player
    }

    /// What is at the path now, a link followed or not as the naming says.
    fn look(&self, path: &Path) -> io::Result<Look> {
        system::look_at(path, self.follows())
    }

    /// Opens the plain file at `real` to read it, never waiting.
    fn open(&self, real: &Path) -> Result<File, FileProblem> {
        if self.follows() {
            return open_plain(real);
        }
        let file = system::open_to_read(real, false).map_err(|e| {
            if system::is_link_refusal(&e, real) {
                FileProblem::Link
            } else {
                FileProblem::from(&e)
            }
        })?;
        plain(&file.metadata().map_err(|e| FileProblem::from(&e))?)?;
        Ok(file)
    }

    /// Whether an open file is still the one at `real`.
    fn still_at(&self, file: &File, real: &Path) -> bool {
        match (system::look_into(file), self.look(real)) {
            (Ok(a), Ok(b)) => a.same(&b),
            _ => false,
        }
    }

    /// The stamp of the plain file at `real`, `None` when there is none.
    fn stamp_at(&self, real: &Path) -> Result<Option<Stamp>, FileProblem> {
        match self.look(real) {
            Ok(look) if look.metadata.file_type().is_symlink() => Err(FileProblem::Link),
            Ok(look) => plain(&look.metadata).map(|()| Some(Stamp::of(&look))),
            Err(e) => match problem_of(real, &e) {
                FileProblem::NotFound => Ok(None),
                problem => Err(problem),
            },
        }
    }
}

/// The first link on the way from `root` (which may itself be a link, the
/// player's) down to `path`, `path` itself included; `None` when there is
/// none. A path outside `root` has only its own name looked at.
pub fn link_on_the_way(root: &Path, path: &Path) -> Option<PathBuf> {
    let Ok(below) = path.strip_prefix(root) else {
        return system::is_link(path).then(|| path.to_path_buf());
    };
    let mut at = root.to_path_buf();
    for part in below.components() {
        at.push(part);
        if system::is_link(&at) {
            return Some(at);
        }
    }
    None
}

/// Makes a folder annabella names for itself (a correspondence game's),
/// with the folders between it and `root` that are missing. A link on the
/// way below `root`, or a file where a folder belongs, is refused: the
/// path at fault is returned with why.
pub fn make_own_folder(root: &Path, folder: &Path) -> Result<(), (PathBuf, FileProblem)> {
    fs::create_dir_all(root).map_err(|e| (root.to_path_buf(), FileProblem::of_folder(&e)))?;
    let below = folder.strip_prefix(root).unwrap_or(Path::new(""));
    let mut at = root.to_path_buf();
    for part in below.components() {
        at.push(part);
        let made = match fs::symlink_metadata(&at) {
            Ok(metadata) if metadata.file_type().is_symlink() => Err(FileProblem::Link),
            Ok(metadata) if metadata.is_dir() => Ok(()),
            Ok(_) => Err(FileProblem::NotAFolder),
            Err(e) if e.kind() == io::ErrorKind::NotFound => match fs::create_dir(&at) {
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists && system::is_link(&at) => {
                    Err(FileProblem::Link)
                }
                Err(e) if e.kind() != io::ErrorKind::AlreadyExists => {
                    Err(FileProblem::of_folder(&e))
                }
                _ => Ok(()),
            },
            Err(e) => Err(FileProblem::from(&e)),
        };
        made.map_err(|problem| (at.clone(), problem))?;
    }
    Ok(())
}

/// A folder for this user alone at `path`: made anew, or one already there
/// that is this user's, not a link, and closed to others' writing.
/// `Ok(false)` when what is there is not such a folder (someone else put
/// it there).
pub fn private_folder(path: &Path) -> Result<bool, FileProblem> {
    match system::make_private_folder(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(system::own_closed_folder(path)),
        Err(e) => Err(FileProblem::of_folder(&e)),
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
    if system::names_device(path) {
        return Err(FileProblem::NotAFile);
    }
    match fs::canonicalize(path) {
        Ok(real) => Ok(real),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            if system::is_link(path) {
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
    if system::names_device(path) {
        return Err(FileProblem::NotAFile);
    }
    let metadata = fs::metadata(path).map_err(|e| problem_of(path, &e))?;
    plain(&metadata)?;
    let file = system::open_to_read(path, true).map_err(|e| problem_of(path, &e))?;
    plain(&file.metadata().map_err(|e| FileProblem::from(&e))?)?;
    Ok(file)
}

/// What an error says about a path, a link to nothing named as such.
fn problem_of(path: &Path, error: &io::Error) -> FileProblem {
    if error.kind() == io::ErrorKind::NotFound && system::is_link(path) {
        FileProblem::DanglingLink
    } else {
        FileProblem::from(error)
    }
}

fn plain(metadata: &Metadata) -> Result<(), FileProblem> {
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
/// refused, and so is any link at a name annabella chose.
fn writable(path: &Path, naming: &Naming) -> Result<bool, FileProblem> {
    Ok(naming.stamp_at(&naming.real_new(path)?)?.is_some())
}

/// Whether a path the player named may be written: nothing there yet
/// (`false`), or a plain file (`true`). A folder, a device, a pipe or a
/// link to nothing is refused.
pub fn writable_target(path: &Path) -> Result<bool, FileProblem> {
    writable(path, &Naming::Player)
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
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (system::look_at(a, true), system::look_at(b, true)) {
        (Ok(a), Ok(b)) => a.same(&b),
        _ => false,
    }
}

/// A file as annabella last read or wrote it: which file it is (its device
/// and inode; on Windows its volume and index), its length, and the times
/// of its last change. Another
/// program that writes the file in place changes its length or its times;
/// one that puts a new file in its place (`sed -i`, an editor) changes
/// which file it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    file: (u64, u128),
    length: u64,
    modified: Option<std::time::SystemTime>,
    changed: (i64, i64),
}

impl Stamp {
    fn of(look: &Look) -> Stamp {
        Stamp {
            file: look.file,
            length: look.metadata.len(),
            modified: look.metadata.modified().ok(),
            changed: look.changed,
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

/// A file locked for this process: while it is held, no other annabella
/// reads it to play or writes it. The lock is the system's lock on the
/// file itself, which ends with the process, however it ends; no lock
/// file is left behind.
#[derive(Debug)]
pub struct Lock {
    /// The file now at `real`, locked.
    file: File,
    /// The file the path named, every link followed where the player named
    /// it: where writes land.
    real: PathBuf,
    naming: Naming,
}

impl Lock {
    /// Locks the existing plain file at `path`, which the player named (the
    /// file a link names), or says that another annabella holds it.
    pub fn acquire(path: &Path) -> Result<Lock, FileProblem> {
        Lock::acquire_named(path, Naming::Player)
    }

    /// Locks the existing plain file at `path`, a name annabella chose
    /// below `root`: a link there, or on the way, is refused.
    pub fn acquire_own(root: &Path, path: &Path) -> Result<Lock, FileProblem> {
        Lock::acquire_named(path, Naming::Own(root.to_path_buf()))
    }

    fn acquire_named(path: &Path, naming: Naming) -> Result<Lock, FileProblem> {
        let real = naming.real(path)?;
        loop {
            let file = naming.open(&real)?;
            lock(&file)?;
            // A save by the holder before us may have put a new file in
            // its place after we opened the old one.
            if naming.still_at(&file, &real) {
                sweep(&folder_of(&real));
                return Ok(Lock { file, real, naming });
            }
        }
    }

    /// Makes the file `path` names, which must not exist yet, and locks
    /// it. `Ok(None)` when something is there already (a link too).
    pub fn create(path: &Path) -> Result<Option<Lock>, FileProblem> {
        Lock::create_named(path, Naming::Player)
    }

    /// [`Lock::create`] of a name annabella chose below `root`.
    pub fn create_own(root: &Path, path: &Path) -> Result<Option<Lock>, FileProblem> {
        Lock::create_named(path, Naming::Own(root.to_path_buf()))
    }

    fn create_named(path: &Path, naming: Naming) -> Result<Option<Lock>, FileProblem> {
        let real = naming.real_new(path)?;
        match system::create_new(&real, Readers::Folder) {
            Ok(file) => {
                lock(&file)?;
                mark_fresh(&real, system::look_into(&file).ok());
                Ok(Some(Lock { file, real, naming }))
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
        let look = system::look_into(&self.file).map_err(|e| FileProblem::from(&e))?;
        Ok(Stamp::of(&look))
    }

    /// The stamp of the file now at the path, `None` when there is none:
    /// another program may have put a new file there, or removed it. A
    /// pipe or a device put there is refused, and so is a link put at a
    /// name annabella chose.
    pub fn at_path(&self) -> Result<Option<Stamp>, FileProblem> {
        self.naming.stamp_at(&self.real)
    }

    /// Moves the lock to the file another program has put at the path in
    /// place of the locked one; refused when another annabella holds it.
    pub fn follow(&mut self) -> Result<(), FileProblem> {
        loop {
            let file = self.naming.open(&self.real)?;
            lock(&file)?;
            if self.naming.still_at(&file, &self.real) {
                self.file = file;
                return Ok(());
            }
        }
    }

    /// Removes the locked file's name, when the name still stands for the
    /// locked file (a link or another file put there since stays).
    /// Returns whether it was removed.
    pub fn remove(&self) -> bool {
        let removed =
            system::look_into(&self.file).is_ok_and(|held| remove_if_still(&self.real, &held));
        mark_fresh(&self.real, None);
        removed
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
        let held = system::look_into(&self.file).map_err(|e| FileProblem::from(&e))?;
        let links_parted = held.names > 1;
        let target = Target {
            real: &self.real,
            naming: &self.naming,
            like: Some(&held.metadata),
            private: false,
        };
        let (file, folder_made_again) = replace(&target, seen, Some(&mut self.file), fill)?;
        self.file = file;
        mark_fresh(&self.real, None);
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

fn lock(file: &File) -> Result<(), FileProblem> {
    match system::try_lock(file) {
        Ok(()) => Ok(()),
        Err(fs::TryLockError::WouldBlock) => Err(FileProblem::Locked),
        Err(fs::TryLockError::Error(e)) => Err(FileProblem::from(&e)),
    }
}

/// A hidden temporary file of this process beside `real`:
/// `.name.<pid>.<n>.part`, a name no one else uses.
fn temporary_beside(real: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = real
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    real.with_file_name(format!(".{name}.{}.{n}.part", std::process::id()))
}

/// A new temporary file of this process's beside `real`, for `readers`
/// (never a file already there): a name already taken (by a link put
/// there, say) is passed over for the next.
fn new_temporary(real: &Path, readers: Readers) -> io::Result<(PathBuf, File)> {
    let mut tries = 0;
    loop {
        let temporary = temporary_beside(real);
        match system::create_new(&temporary, readers) {
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && tries < 10 => tries += 1,
            other => return other.map(|file| (temporary, file)),
        }
    }
}

/// Where and how [`replace`] writes.
struct Target<'a> {
    /// The file written (a path with every link followed, where the player
    /// named it).
    real: &'a Path,
    naming: &'a Naming,
    /// The file it replaces, whose mode and owner the new one gets.
    like: Option<&'a Metadata>,
    /// For its owner's eyes alone (a token, a password), whatever the file
    /// it replaces allowed.
    private: bool,
}

/// Writes the file at `target.real` so that it is either wholly there or
/// not at all: into a new locked temporary file beside it, with the mode
/// and owner of the file it replaces, synced, then renamed over it. A
/// folder that has gone is made again. Returns the new file, still locked,
/// and whether the folder was made again. Other hard links to the old file
/// keep the old contents. A link found at the name just before the rename
/// (or on the way, below the folder of annabella's own) is refused: the
/// rename never replaces a link.
///
/// With `seen`, the file at `real` must still be as it was then (or still
/// not be there) when the new one is about to take its place: if another
/// program has changed it, nothing is written and the answer is
/// [`FileProblem::ChangedMeanwhile`].
///
/// `held`: the old file, held open (and locked) by the caller. Where the
/// system does not replace an open file by a rename, it is closed just
/// before the rename, and holds the new file in its place.
fn replace(
    target: &Target,
    seen: Option<Option<Stamp>>,
    held: Option<&mut File>,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(File, bool), FileProblem> {
    let real = target.real;
    let _writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    // The rename never replaces a link, nor goes through a folder of
    // annabella's own that is a link.
    let no_link = || {
        target.naming.check_way(real)?;
        match system::is_link(real) {
            true => Err(FileProblem::Link),
            false => Ok(()),
        }
    };
    no_link()?;
    let mut remade = false;
    // Private until it has the mode of the file it replaces; a new file
    // gets the mode new files get (the umask's).
    let readers = match (target.private, target.like) {
        (true, _) => Readers::Owner,
        (false, Some(_)) => Readers::Replaced,
        (false, None) => Readers::Folder,
    };
    let (temporary, mut file) = match new_temporary(real, readers) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            fs::create_dir_all(folder_of(real)).map_err(|e| FileProblem::from(&e))?;
            remade = true;
            no_link()?;
            new_temporary(real, readers)
        }
        other => other,
    }
    .map_err(|e| FileProblem::from(&e))?;
    let made = system::look_into(&file).map_err(|e| FileProblem::from(&e));
    let result = (|| {
        lock(&file)?;
        if let (Some(old), false) = (target.like, target.private) {
            system::keep_mode_and_owner(&file, old).map_err(|e| FileProblem::from(&e))?;
        }
        let written = fill(&mut file)
            .and_then(|()| file.flush())
            .and_then(|()| file.sync_all());
        written.map_err(|e| FileProblem::from(&e))?;
        if seen.is_some_and(|seen| target.naming.stamp_at(real).ok() != Some(seen)) {
            return Err(FileProblem::ChangedMeanwhile);
        }
        no_link()?;
        if let Some(held) = held.filter(|_| !system::REPLACES_OPEN_FILES) {
            *held = file.try_clone().map_err(|e| FileProblem::from(&e))?;
        }
        system::rename_open(&file, &temporary, real).map_err(|e| FileProblem::from(&e))?;
        // The rename itself is made durable with the folder.
        if let Ok(folder) = File::open(folder_of(real)) {
            let _ = folder.sync_all();
        }
        Ok(())
    })();
    match result {
        Ok(()) => Ok((file, remade)),
        Err(problem) => {
            if let Ok(made) = made {
                remove_if_still(&temporary, &made);
            }
            Err(problem)
        }
    }
}

/// Whether files with something in them can be written in `folder`: a full
/// disk makes an empty file but none with anything in it. The trial file
/// is a temporary file like any other, cleared if this process is killed;
/// nothing but the trial file this process made is removed.
pub fn check_space(folder: &Path) -> Result<(), FileProblem> {
    let (trial, mut file) =
        new_temporary(&folder.join("space"), Readers::Folder).map_err(|e| FileProblem::from(&e))?;
    let made = system::look_into(&file);
    let written = file.write_all(&[b' '; 4096]).and_then(|()| file.sync_all());
    if let Ok(made) = made {
        remove_if_still(&trial, &made);
    }
    written.map_err(|e| FileProblem::from(&e))
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
    if fs::symlink_metadata(path).map_or(true, |m| !m.is_file()) {
        return false;
    }
    let Ok(file) = system::open_to_read(path, false) else {
        return false;
    };
    let Ok(held) = system::look_into(&file) else {
        return false;
    };
    // Removing a name never follows it: should a link have been put in the
    // file's place since it was opened, the link goes not, nor what it
    // names.
    held.metadata.is_file() && system::try_lock(&file).is_ok() && remove_if_still(path, &held)
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
            Some(pid) => !system::alive(pid),
            None => name.ends_with(".pgn.lock"),
        };
        if stale {
            remove_leftover(&entry.path());
        }
    }
}

/// Writes an export to `output`, a file the player named, all or nothing,
/// under the lock of the file when it exists: a file a game is being
/// played in is refused, and so is the file the export reads (`source`),
/// also through a link.
pub fn write_output(
    output: &Path,
    source: Option<&Path>,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(), FileProblem> {
    if source.is_some_and(|source| source != Path::new("-") && same_file(source, output)) {
        return Err(FileProblem::IsTheSource);
    }
    write_named(output, &Naming::Player, fill)
}

/// Writes a file annabella names itself below `root` (a correspondence
/// card), all or nothing, under the lock of the file when it exists: a
/// link at its name or on the way is refused.
pub fn write_own(
    root: &Path,
    path: &Path,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(), FileProblem> {
    write_named(path, &Naming::Own(root.to_path_buf()), fill)
}

fn write_named(
    path: &Path,
    naming: &Naming,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(), FileProblem> {
    if writable(path, naming)? {
        Lock::acquire_named(path, naming.clone())?.write_with(fill)?;
    } else {
        let real = naming.real_new(path)?;
        sweep(&folder_of(&real));
        let target = Target {
            real: &real,
            naming,
            like: None,
            private: false,
        };
        replace(&target, None, None, fill)?;
    }
    Ok(())
}

/// Keeps a secret (a token, a password) in `path`, readable by its owner
/// alone, written whole or not at all into a new file of its own. A link
/// at the name is refused, whoever named it: a secret is written only
/// where its name is. The folder is made when it is missing.
pub fn keep_private(path: &Path, secret: &[u8]) -> Result<(), FileProblem> {
    let folder = folder_of(path);
    fs::create_dir_all(&folder).map_err(|e| FileProblem::of_folder(&e))?;
    let naming = Naming::Own(folder);
    let real = naming.real(path)?;
    naming.stamp_at(&real)?;
    let target = Target {
        real: &real,
        naming: &naming,
        like: None,
        private: true,
    };
    replace(&target, None, None, |file| file.write_all(secret)).map(|_| ())
}

/// A folder of this process's own in the system's temporary folder, for
/// its owner alone and made anew (never one that someone put there
/// first), removed with all that is in it when dropped: for files only
/// this process makes and reads (the measurements of `annabella bench`).
#[derive(Debug)]
pub struct Scratch(PathBuf);

impl Scratch {
    pub fn new(label: &str) -> io::Result<Scratch> {
        let mut n = 0;
        loop {
            let name = format!("annabella-{label}-{}-{n}", std::process::id());
            let path = std::env::temp_dir().join(name);
            match system::make_private_folder(&path) {
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists && n < 100 => n += 1,
                made => return made.map(|()| Scratch(path)),
            }
        }
    }

    /// A file in the folder.
    pub fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
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
        #[cfg(unix)]
        let devices = ["/dev/zero", "/dev/null"];
        // Windows' devices, in the names Microsoft reserves for them ("Naming
        // Files, Paths, and Namespaces"): in any folder, with any extension.
        #[cfg(windows)]
        let devices = [
            "NUL",
            r"\\.\NUL",
            "CON",
            "con.txt",
            r"C:\games\aux.pgn",
            "COM1",
        ];
        for device in devices {
            assert_eq!(
                read_bounded(Path::new(device), 100),
                Err(FileProblem::NotAFile),
                "{device}"
            );
        }
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

    /// At a name annabella chose, a link is refused for every way a file
    /// is written or removed, and what it names stays byte for byte; the
    /// player's own link is followed.
    #[cfg(unix)]
    #[test]
    fn a_link_at_an_own_name_is_never_written_through() {
        let dir = folder("own-link");
        let thesis = dir.join("thesis.txt");
        fs::write(&thesis, "my thesis").expect("written");
        let games = dir.join("games");
        fs::create_dir_all(&games).expect("folder");
        let card = games.join("card-1.txt");
        std::os::unix::fs::symlink(&thesis, &card).expect("link");
        assert_eq!(
            write_own(&games, &card, |f| f.write_all(b"card")),
            Err(FileProblem::Link)
        );
        assert_eq!(
            Lock::acquire_own(&games, &card).err(),
            Some(FileProblem::Link)
        );
        assert!(matches!(Lock::create_own(&games, &card), Ok(None)));
        assert_eq!(keep_private(&card, b"lip_secret"), Err(FileProblem::Link));
        assert_eq!(fs::read_to_string(&thesis).expect("reads"), "my thesis");
        assert!(system::is_link(&card));
        // A folder of annabella's own on the way that is a link.
        let elsewhere = dir.join("elsewhere");
        fs::create_dir_all(&elsewhere).expect("folder");
        let bob = games.join("bob");
        std::os::unix::fs::symlink(&elsewhere, &bob).expect("link");
        assert_eq!(
            link_on_the_way(&games, &bob.join("card-1.txt")),
            Some(bob.clone())
        );
        assert_eq!(
            write_own(&games, &bob.join("card-1.txt"), |f| f.write_all(b"card")),
            Err(FileProblem::LinkOnTheWay)
        );
        assert_eq!(
            make_own_folder(&games, &bob),
            Err((bob.clone(), FileProblem::Link))
        );
        assert!(fs::read_dir(&elsewhere).expect("folder").next().is_none());
        // The folder the player may put anywhere is followed.
        let linked_games = dir.join("linked-games");
        std::os::unix::fs::symlink(&elsewhere, &linked_games).expect("link");
        write_own(&linked_games, &linked_games.join("game.pgn"), |f| {
            f.write_all(b"1. e4 *")
        })
        .expect("written");
        assert_eq!(
            fs::read_to_string(elsewhere.join("game.pgn")).expect("reads"),
            "1. e4 *"
        );
        // The player's own link is the player's choice.
        let named = dir.join("named.pgn");
        std::os::unix::fs::symlink(&thesis, &named).expect("link");
        write_output(&named, None, |f| f.write_all(b"export")).expect("written");
        assert_eq!(fs::read_to_string(&thesis).expect("reads"), "export");
        assert!(system::is_link(&named));
        let _ = fs::remove_dir_all(&dir);
    }

    /// A file annabella made is removed only while its name still stands
    /// for it: a link put there since stays, and so does what it names.
    #[cfg(unix)]
    #[test]
    fn only_the_file_made_is_ever_removed() {
        let dir = folder("remove");
        let thesis = dir.join("thesis.txt");
        fs::write(&thesis, "my thesis").expect("written");
        let path = dir.join("game.pgn");
        let lock = Lock::create_own(&dir, &path).expect("made").expect("new");
        fs::remove_file(&path).expect("removed");
        std::os::unix::fs::symlink(&thesis, &path).expect("link");
        assert!(!lock.remove());
        release_all();
        assert!(system::is_link(&path));
        assert_eq!(fs::read_to_string(&thesis).expect("reads"), "my thesis");
        let _ = fs::remove_dir_all(&dir);
    }

    /// Which file a name stands for is the system's own identity of it
    /// (device and inode; volume serial number and file index): two names
    /// of one file (a hard link) are one file, and a copy with the same
    /// bytes and the same time of its last change is another.
    #[test]
    fn a_file_is_known_by_the_system_not_by_its_bytes_and_times() {
        let dir = folder("identity");
        let game = dir.join("club.pgn");
        fs::write(&game, "1. e4 *\n").expect("written");
        let other_name = dir.join("club-too.pgn");
        fs::hard_link(&game, &other_name).expect("hard link");
        assert!(same_file(&game, &other_name));
        assert!(same_file(&game, &dir.join(".").join("club.pgn")));
        let copy = dir.join("copy.pgn");
        fs::write(&copy, "1. e4 *\n").expect("written");
        let modified = fs::metadata(&game)
            .and_then(|m| m.modified())
            .expect("a time");
        fs::File::options()
            .write(true)
            .open(&copy)
            .and_then(|file| file.set_modified(modified))
            .expect("time set");
        assert!(!same_file(&game, &copy));
        let looked = |path: &Path| Stamp::of(&system::look_at(path, false).expect("there"));
        assert!(looked(&game).same_file(&looked(&other_name)));
        assert!(!looked(&game).same_file(&looked(&copy)));
        let _ = fs::remove_dir_all(&dir);
    }

    /// A secret is kept for its owner alone, in a new file: a hard link to
    /// the old one keeps what it held, and nothing beside it is touched.
    #[cfg(unix)]
    #[test]
    fn a_secret_is_kept_private_in_a_file_of_its_own() {
        use std::os::unix::fs::PermissionsExt;
        let dir = folder("private");
        let path = dir.join("iccf-login");
        fs::write(&path, "old").expect("written");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).expect("mode");
        let other = dir.join("other-name");
        fs::hard_link(&path, &other).expect("hard link");
        let part = dir.join("iccf-login.part");
        fs::write(&part, "theirs").expect("written");
        keep_private(&path, b"anna\ngeheim").expect("kept");
        assert_eq!(fs::read_to_string(&path).expect("reads"), "anna\ngeheim");
        let mode = fs::metadata(&path).expect("there").permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(fs::read_to_string(&other).expect("reads"), "old");
        assert_eq!(fs::read_to_string(&part).expect("reads"), "theirs");
        let _ = fs::remove_dir_all(&dir);
    }
}
