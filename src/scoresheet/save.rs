//! Saving a game so that nothing is ever lost: a file is written wholly or
//! not at all; a new game gets a name no other game has; one process at a
//! time plays a game (a lock beside its file); and a game of a file with
//! several games is rewritten in place, every other byte left as it was.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::notation::FileProblem;

/// Held while a file is being written: a process that is told to end waits
/// for it, so that no half-written file is ever left.
pub static WRITING: Mutex<()> = Mutex::new(());

/// The lock files this process holds, to be removed when it is told to end.
static HELD: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes the lock files of this process (when it is ending).
pub fn release_all() {
    if let Ok(held) = HELD.lock() {
        for path in held.iter() {
            let _ = fs::remove_file(path);
        }
    }
}

/// A hidden file beside `path`: `.name` plus `suffix`.
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}{suffix}"))
}

/// The temporary files of a save: `.game.pgn.<pid>.<n>.part`.
fn is_part_of(candidate: &str, save_name: &str) -> bool {
    candidate
        .strip_prefix('.')
        .and_then(|rest| rest.strip_prefix(save_name))
        .is_some_and(|rest| rest.starts_with('.') && rest.ends_with(".part"))
}

/// The save a temporary file belongs to.
fn save_of_part(candidate: &str) -> Option<String> {
    let rest = candidate.strip_prefix('.')?.strip_suffix(".part")?;
    // name.<pid>.<n>
    let (rest, _) = rest.rsplit_once('.')?;
    let (name, _) = rest.rsplit_once('.')?;
    Some(name.to_owned())
}

/// Writes a file so that it is either wholly there or not at all: into a
/// temporary file of this process beside it, synced, then renamed over it.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_with(path, |file| file.write_all(bytes))
}

/// As [`write_atomically`], the contents written by `fill`.
fn write_with(path: &Path, fill: impl FnOnce(&mut File) -> io::Result<()>) -> io::Result<()> {
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let _writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let temporary = beside(path, &format!(".{}.{n}.part", std::process::id()));
    let result = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        fill(&mut file)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temporary, path)?;
        // The rename itself is made durable with the folder.
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty())
            && let Ok(folder) = File::open(folder)
        {
            let _ = folder.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
}

/// The lock of one game's file: while it is held, no other annabella plays
/// the game of that file. It is a file beside the save, locked with the
/// system's file lock, which ends with the process, however it ends.
#[derive(Debug)]
pub struct Lock {
    file: File,
    path: PathBuf,
}

impl Lock {
    /// Takes the lock of the save at `save`, or says that another process
    /// holds it. Temporary files left by a process that was killed while
    /// writing this save are removed.
    pub fn acquire(save: &Path) -> Result<Lock, FileProblem> {
        let path = beside(save, ".lock");
        loop {
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(|e| FileProblem::from(&e))?;
            match file.try_lock() {
                Ok(()) => {}
                Err(fs::TryLockError::WouldBlock) => return Err(FileProblem::Locked),
                Err(fs::TryLockError::Error(e)) => return Err(FileProblem::from(&e)),
            }
            // The holder before us may have removed the file after we
            // opened it: then the lock is on a file no one else sees.
            if !same_file(&file, &path) {
                continue;
            }
            if let Ok(mut held) = HELD.lock() {
                held.push(path.clone());
            }
            let lock = Lock { file, path };
            lock.remove_stale_parts(save);
            return Ok(lock);
        }
    }

    fn remove_stale_parts(&self, save: &Path) {
        let Some(name) = save.file_name().map(|n| n.to_string_lossy().into_owned()) else {
            return;
        };
        let folder = match save.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let Ok(entries) = fs::read_dir(&folder) else {
            return;
        };
        for entry in entries.flatten() {
            let candidate = entry.file_name().to_string_lossy().into_owned();
            if is_part_of(&candidate, &name) || candidate == format!("{name}.part") {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> bool {
    path.exists()
}

impl Drop for Lock {
    /// The lock file is removed while the lock is still held, so that no
    /// other process can take a lock on a file that is going away unseen.
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
        if let Ok(mut held) = HELD.lock() {
            held.retain(|p| p != &self.path);
        }
        let _ = self.file.unlock();
    }
}

/// Removes the temporary files in a folder that belong to saves no process
/// is writing: what a killed process left behind.
pub fn sweep_stale_parts(folder: &Path) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.ends_with(".part") {
            continue;
        }
        let save = match save_of_part(&name) {
            Some(save) => folder.join(save),
            // The temporary files of older versions: `game.pgn.part`.
            None => folder.join(name.trim_end_matches(".part")),
        };
        // Taking the lock removes the save's stale temporary files.
        drop(Lock::acquire(&save));
    }
}

/// Where a game's text sits in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Place {
    /// The file holds this game alone.
    Whole,
    /// Bytes `start..end` of the file are the game's; `lead` separates it
    /// from the game before it.
    Span { start: u64, end: u64, lead: String },
}

/// The file a game is saved to, locked for this process.
#[derive(Debug)]
pub struct SaveFile {
    path: PathBuf,
    place: Place,
    /// The file was made for this game: nothing else was ever in it.
    created: bool,
    _lock: Lock,
}

/// A file name for a game started at `stamp` (`2026-11-22-143205`), the
/// `n`-th try when the first names are taken.
fn new_name(stamp: &str, n: u32) -> String {
    match n {
        0 => format!("game-{stamp}.pgn"),
        n => format!("game-{stamp}-{}.pgn", n + 1),
    }
}

impl SaveFile {
    /// A new file in `folder` for a new game, with a name no file has:
    /// created exclusively, so that two games started in the same second
    /// get two files.
    pub fn new_game(folder: &Path, stamp: &str) -> Result<SaveFile, FileProblem> {
        fs::create_dir_all(folder).map_err(|e| FileProblem::from(&e))?;
        sweep_stale_parts(folder);
        for n in 0..1000 {
            let path = folder.join(new_name(stamp, n));
            match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(_) => {
                    let lock = Lock::acquire(&path)?;
                    return Ok(SaveFile {
                        path,
                        place: Place::Whole,
                        created: true,
                        _lock: lock,
                    });
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(FileProblem::from(&e)),
            }
        }
        Err(FileProblem::Other("no free file name".into()))
    }

    /// A file named by the player that does not exist yet, created now.
    pub fn create(path: &Path) -> Result<SaveFile, FileProblem> {
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(|e| FileProblem::from(&e))?;
        let lock = Lock::acquire(path)?;
        Ok(SaveFile {
            path: path.to_path_buf(),
            place: Place::Whole,
            created: true,
            _lock: lock,
        })
    }

    /// An existing file whose contents this game replaces (the player said
    /// so).
    pub fn replace(path: &Path) -> Result<SaveFile, FileProblem> {
        check_plain_file(path)?;
        let lock = Lock::acquire(path)?;
        Ok(SaveFile {
            path: path.to_path_buf(),
            place: Place::Whole,
            created: false,
            _lock: lock,
        })
    }

    /// An existing file that this game is added to, after its last game.
    pub fn append(path: &Path) -> Result<SaveFile, FileProblem> {
        check_plain_file(path)?;
        let lock = Lock::acquire(path)?;
        let mut file = File::open(path).map_err(|e| FileProblem::from(&e))?;
        let length = file.metadata().map_err(|e| FileProblem::from(&e))?.len();
        let mut tail = [0u8; 2];
        let lead = if length == 0 {
            String::new()
        } else {
            let at = length.saturating_sub(2);
            file.seek(SeekFrom::Start(at))
                .and_then(|_| file.read(&mut tail))
                .map_err(|e| FileProblem::from(&e))?;
            let ends = &tail[..(length - at) as usize];
            if ends.ends_with(b"\n\n") {
                String::new()
            } else if ends.ends_with(b"\n") {
                "\n".into()
            } else {
                "\n\n".into()
            }
        };
        Ok(SaveFile {
            path: path.to_path_buf(),
            place: Place::Span {
                start: length,
                end: length,
                lead,
            },
            created: false,
            _lock: lock,
        })
    }

    /// The game at bytes `span` of an existing file, rewritten there.
    pub fn in_place(path: &Path, span: std::ops::Range<u64>) -> Result<SaveFile, FileProblem> {
        check_plain_file(path)?;
        let lock = Lock::acquire(path)?;
        Ok(SaveFile {
            path: path.to_path_buf(),
            place: Place::Span {
                start: span.start,
                end: span.end,
                lead: String::new(),
            },
            created: false,
            _lock: lock,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the file was made for this game and holds nothing else.
    pub fn is_own(&self) -> bool {
        self.created
    }

    /// Removes the file of an aborted game, when it was made for it; a
    /// file that held anything else is left as it is. Returns whether it
    /// was removed.
    pub fn discard(self) -> bool {
        self.created && fs::remove_file(&self.path).is_ok()
    }

    /// Writes the game's text (a PGN game, ending with its result) in its
    /// place, all or nothing.
    pub fn write(&mut self, game: &str) -> Result<(), FileProblem> {
        match &self.place {
            Place::Whole => {
                let mut text = game.to_owned();
                if !text.ends_with('\n') {
                    text.push('\n');
                }
                write_atomically(&self.path, text.as_bytes()).map_err(|e| FileProblem::from(&e))
            }
            Place::Span { start, end, lead } => {
                let (start, end) = (*start, *end);
                let game = game.trim_end_matches('\n');
                let written = splice(&self.path, start, end, lead, game)
                    .map_err(|e| FileProblem::from(&e))?;
                self.place = Place::Span {
                    start,
                    end: start + written,
                    lead: lead.clone(),
                };
                Ok(())
            }
        }
    }
}

/// A folder, a device or a pipe is never written over.
fn check_plain_file(path: &Path) -> Result<(), FileProblem> {
    let metadata = fs::metadata(path).map_err(|e| FileProblem::from(&e))?;
    if metadata.is_dir() {
        Err(FileProblem::IsAFolder)
    } else if !metadata.is_file() {
        Err(FileProblem::NotAFile)
    } else {
        Ok(())
    }
}

/// What a player named with `--save` is.
#[derive(Debug, PartialEq, Eq)]
pub enum SaveTarget {
    /// Nothing is there yet.
    New,
    /// A plain file with something in it already.
    Existing,
}

/// Whether `path` may be saved to: new, an existing plain file (to be asked
/// about), or something that is never written over.
pub fn save_target(path: &Path) -> Result<SaveTarget, FileProblem> {
    match fs::metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(SaveTarget::New),
        Err(e) => Err(FileProblem::from(&e)),
        Ok(_) => check_plain_file(path).map(|()| SaveTarget::Existing),
    }
}

/// Rewrites bytes `start..end` of the file with `lead` and `game`, every
/// other byte copied as it is; returns how many bytes the game now takes.
fn splice(path: &Path, start: u64, end: u64, lead: &str, game: &str) -> io::Result<u64> {
    let mut old = File::open(path)?;
    let length = old.metadata()?.len();
    if start > length || end > length || start > end {
        return Err(io::Error::other(
            "the file changed while the game was being played",
        ));
    }
    let written = (lead.len() + game.len()) as u64;
    // A game at the end of the file gets a line end after it, which then
    // belongs to what follows the game.
    let last = end == length;
    write_with(path, |new| {
        let mut prefix = (&mut old).take(start);
        io::copy(&mut prefix, new)?;
        new.write_all(lead.as_bytes())?;
        new.write_all(game.as_bytes())?;
        if last {
            new.write_all(b"\n")?;
        }
        old.seek(SeekFrom::Start(end))?;
        io::copy(&mut old, new)?;
        Ok(())
    })?;
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("annabella-save-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("temp folder");
        dir
    }

    #[test]
    fn two_games_in_one_second_get_two_files() {
        let dir = folder("names");
        let a = SaveFile::new_game(&dir, "2026-11-22-120000").expect("first");
        let b = SaveFile::new_game(&dir, "2026-11-22-120000").expect("second");
        assert_ne!(a.path(), b.path());
        assert!(b.path().ends_with("game-2026-11-22-120000-2.pgn"));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_second_process_on_the_same_game_is_refused() {
        let dir = folder("lock");
        let save = dir.join("game.pgn");
        fs::write(&save, "1. e4 *\n").expect("written");
        let first = Lock::acquire(&save).expect("first lock");
        assert_eq!(Lock::acquire(&save).err(), Some(FileProblem::Locked));
        drop(first);
        assert!(!beside(&save, ".lock").exists(), "the lock file is removed");
        assert!(Lock::acquire(&save).is_ok());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_game_is_rewritten_in_place_and_every_other_byte_stays() {
        let dir = folder("splice");
        let save = dir.join("club.pgn");
        let before = "[Event \"A\"]\r\n\r\n1. e4 e5 1-0\r\n\r\n";
        let game = "[Event \"B\"]\n\n1. d4 *";
        let after = "\r\n\r\n[Event \"C\"]\n\n1. c4 {keep} 0-1\n";
        fs::write(&save, format!("{before}{game}{after}")).expect("written");
        let start = before.len() as u64;
        let mut file = SaveFile::in_place(&save, start..start + game.len() as u64).expect("opens");
        file.write("[Event \"B\"]\n\n1. d4 d5 2. c4 *\n")
            .expect("writes");
        file.write("[Event \"B\"]\n\n1. d4 d5 2. c4 e6 *")
            .expect("writes again");
        let text = fs::read_to_string(&save).expect("reads");
        assert_eq!(
            text,
            format!("{before}[Event \"B\"]\n\n1. d4 d5 2. c4 e6 *{after}")
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_game_added_to_a_file_keeps_what_was_there() {
        let dir = folder("append");
        let save = dir.join("mine.pgn");
        fs::write(&save, "[Event \"Old\"]\n\n1. e4 1-0\n").expect("written");
        let mut file = SaveFile::append(&save).expect("opens");
        file.write("[Event \"New\"]\n\n1. d4 *\n").expect("writes");
        file.write("[Event \"New\"]\n\n1. d4 d5 *\n")
            .expect("writes");
        let text = fs::read_to_string(&save).expect("reads");
        assert_eq!(
            text,
            "[Event \"Old\"]\n\n1. e4 1-0\n\n[Event \"New\"]\n\n1. d4 d5 *\n"
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn folders_and_devices_are_never_written_over() {
        let dir = folder("targets");
        assert_eq!(save_target(&dir), Err(FileProblem::IsAFolder));
        assert_eq!(
            save_target(Path::new("/dev/null")),
            Err(FileProblem::NotAFile)
        );
        assert_eq!(save_target(&dir.join("new.pgn")), Ok(SaveTarget::New));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn stale_temporary_files_are_swept() {
        let dir = folder("sweep");
        let save = dir.join("game-1.pgn");
        fs::write(&save, "*\n").expect("written");
        let stale = dir.join(".game-1.pgn.99999.0.part");
        let old_style = dir.join("game-2.pgn.part");
        fs::write(&stale, "half").expect("written");
        fs::write(&old_style, "half").expect("written");
        sweep_stale_parts(&dir);
        assert!(!stale.exists() && !old_style.exists());
        assert!(save.exists());
        let _ = fs::remove_dir_all(&dir);
    }
}
