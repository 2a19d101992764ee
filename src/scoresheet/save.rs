//! Saving a game so that nothing is ever lost: a file is written wholly or
//! not at all; a new game gets a name no other game has; one process at a
//! time plays a game (the file itself locked, see [`files`]); and a game of
//! a file with several games is rewritten in place, every other byte left
//! as it was.

use std::fs;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::files::{self, Lock, Meanwhile, Stamp, Written};
use super::refind;
use crate::notation::FileProblem;

/// Empty game files in the games folder that no process holds and that
/// are older than this were left by a game killed before its first move.
const EMPTY_LEFTOVER_AGE: std::time::Duration = std::time::Duration::from_secs(60);

/// Where games are saved unless `--save` says otherwise
/// ([`crate::platform::games_folder`]: `$XDG_DATA_HOME/annabella/games/`
/// or `~/.local/share/annabella/games/` on Linux, `annabella` in the
/// player's Documents on Windows).
pub fn games_folder() -> Option<PathBuf> {
    crate::platform::games_folder()
}

/// Clears a games folder of what killed games left: temporary files, old
/// lock files, and empty game files of games that never got a move; plain
/// files only, never a link or the file it names.
pub fn sweep_games_folder(folder: &Path) {
    files::sweep(folder);
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let old_and_empty = entry.metadata().is_ok_and(|m| {
            m.is_file()
                && m.len() == 0
                && m.modified()
                    .ok()
                    .and_then(|t| t.elapsed().ok())
                    .is_some_and(|age| age > EMPTY_LEFTOVER_AGE)
        });
        let leftover = (name.starts_with("game-") && name.ends_with(".pgn") && old_and_empty)
            // The temporary files of older versions: `game.pgn.part`.
            || (name.ends_with(".pgn.part") && !name.starts_with('.'));
        if leftover {
            files::remove_leftover(&entry.path());
        }
    }
}

/// Where games go when their own folder cannot be used (it cannot be made
/// or written, or its disk is full): a folder of the player's own in the
/// system's temporary place, `annabella-games-USER`.
pub fn fallback_folder() -> PathBuf {
    let user = crate::platform::user_name()
        .filter(|u| !u.is_empty() && u.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or_else(|| "player".to_owned());
    std::env::temp_dir().join(format!("annabella-games-{user}"))
}

/// The fallback folder, made when it is not there yet, for its owner
/// alone. The temporary place is shared with every user of the machine:
/// a folder of that name that is a link, someone else's, or open to
/// others' writing was put there by someone else, and is passed over for
/// `annabella-games-USER-2` (and on), made anew by this process.
fn make_fallback_folder() -> Result<PathBuf, FileProblem> {
    let first = fallback_folder();
    if let Some(parent) = first.parent() {
        fs::create_dir_all(parent).map_err(|e| FileProblem::of_folder(&e))?;
    }
    let name = first.file_name().map(|n| n.to_string_lossy().into_owned());
    let name = name.unwrap_or_default();
    for n in 1..=100 {
        let folder = match n {
            1 => first.clone(),
            n => first.with_file_name(format!("{name}-{n}")),
        };
        if files::private_folder(&folder)? {
            return Ok(folder);
        }
    }
    Err(FileProblem::NoFreeName)
}

/// Where a game's text sits in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Place {
    /// The file holds this game alone.
    Whole,
    /// Bytes `start..end` of the file are the game's; `lead` separates it
    /// from the game before it.
    Span(Span),
}

/// A game's bytes in a file with other things in it, and the file as it
/// was when they were last read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Span {
    start: u64,
    end: u64,
    lead: String,
    /// Bytes `start..end` as they were last read or written.
    ours: Vec<u8>,
    /// The file then; `None` when it had gone (the game is then written
    /// as the whole file).
    seen: Option<Stamp>,
}

/// How often a save looks at a file again that another program keeps
/// changing while annabella writes it.
const TRIES: usize = 5;

/// The file a game is saved to, locked for this process.
#[derive(Debug)]
pub struct SaveFile {
    /// The path as the player named it (a link stays a link).
    path: PathBuf,
    place: Place,
    /// The file was made for this game: nothing else was ever in it.
    created: bool,
    /// The game has been written at least once.
    written: bool,
    lock: Lock,
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
    fn new(path: &Path, place: Place, created: bool, lock: Lock) -> SaveFile {
        SaveFile {
            path: path.to_path_buf(),
            place,
            created,
            written: false,
            lock,
        }
    }

    /// A new file in `folder` for a new game, with a name no file has:
    /// created exclusively, so that two games started in the same second
    /// get two files. A folder that cannot be written (a full disk) is
    /// said at once.
    pub fn new_game(folder: &Path, stamp: &str) -> Result<SaveFile, FileProblem> {
        fs::create_dir_all(folder).map_err(|e| FileProblem::of_folder(&e))?;
        SaveFile::free_name_in(folder, |n| new_name(stamp, n))
    }

    /// A new file in `folder`, under the first of `name(0)`, `name(1)`, …
    /// that nothing has (a link there too is passed over, never followed),
    /// after the folder is cleared of leftovers and found to have room.
    fn free_name_in(folder: &Path, name: impl Fn(u32) -> String) -> Result<SaveFile, FileProblem> {
        sweep_games_folder(folder);
        files::check_space(folder)?;
        for n in 0..1000 {
            let path = folder.join(name(n));
            if let Some(lock) = Lock::create_own(folder, &path)? {
                return Ok(SaveFile::new(&path, Place::Whole, true, lock));
            }
        }
        Err(FileProblem::NoFreeName)
    }

    /// A new game's file in the fallback folder (see [`fallback_folder`]).
    pub fn new_game_in_fallback(stamp: &str) -> Result<SaveFile, FileProblem> {
        let folder = make_fallback_folder()?;
        SaveFile::free_name_in(&folder, |n| new_name(stamp, n))
    }

    /// A file in the fallback folder for this game, whose disk is full
    /// (or whose quota is used up): named as this one is (`game-….pgn`,
    /// else `game-…-2.pgn`, …). `None` when this file is in the fallback
    /// folder already, or the fallback folder cannot be used either.
    pub fn elsewhere(&self) -> Option<SaveFile> {
        let folder = make_fallback_folder().ok()?;
        let real = self.lock.real();
        if real.parent().is_some_and(|p| files::same_file(p, &folder)) {
            return None;
        }
        let name = real.file_name()?.to_string_lossy().into_owned();
        let (stem, extension) = match name.rsplit_once('.') {
            Some((stem, extension)) if !stem.is_empty() => (stem.to_owned(), extension),
            _ => (name.clone(), "pgn"),
        };
        SaveFile::free_name_in(&folder, |n| match n {
            0 => format!("{stem}.{extension}"),
            n => format!("{stem}-{}.{extension}", n + 1),
        })
        .ok()
    }

    /// A file named by the player that does not exist yet, created now.
    pub fn create(path: &Path) -> Result<SaveFile, FileProblem> {
        let lock = Lock::create(path)?.ok_or(FileProblem::AlreadyThere)?;
        Ok(SaveFile::new(path, Place::Whole, true, lock))
    }

    /// A file annabella names below `root` for a new game (a
    /// correspondence game's), which must not exist yet, created now; a
    /// link there, or on the way, is refused.
    pub fn create_own(root: &Path, path: &Path) -> Result<SaveFile, FileProblem> {
        if files::link_on_the_way(root, path).as_deref() == Some(path) {
            return Err(FileProblem::Link);
        }
        let lock = Lock::create_own(root, path)?.ok_or(FileProblem::AlreadyThere)?;
        Ok(SaveFile::new(path, Place::Whole, true, lock))
    }

    /// The file annabella names below `root` for a game a server keeps
    /// whole (`iccf-ID.pgn`, `lichess-ID.pgn`), written anew: made when it
    /// is not there, else replaced; a link there is refused.
    fn whole_own(root: &Path, path: &Path) -> Result<SaveFile, FileProblem> {
        if files::link_on_the_way(root, path).as_deref() == Some(path) {
            return Err(FileProblem::Link);
        }
        match Lock::create_own(root, path)? {
            Some(lock) => Ok(SaveFile::new(path, Place::Whole, true, lock)),
            None => {
                let lock = Lock::acquire_own(root, path)?;
                Ok(SaveFile::new(path, Place::Whole, false, lock))
            }
        }
    }

    /// The file of a game a server keeps whole, `name` in the games
    /// `folder`; where that cannot be used (a link put there, no room, no
    /// permission), the same name in the fallback folder, with why the
    /// first could not. Another annabella playing the game is no reason
    /// to go elsewhere: that is refused.
    pub fn server_game(
        folder: &Path,
        name: &str,
    ) -> Result<(SaveFile, Option<FileProblem>), FileProblem> {
        let first = fs::create_dir_all(folder)
            .map_err(|e| FileProblem::of_folder(&e))
            .and_then(|()| SaveFile::whole_own(folder, &folder.join(name)));
        match first {
            Ok(file) => Ok((file, None)),
            Err(FileProblem::Locked) => Err(FileProblem::Locked),
            Err(problem) => {
                let instead = make_fallback_folder()
                    .and_then(|fallback| SaveFile::whole_own(&fallback, &fallback.join(name)))
                    .map_err(|_| problem.clone())?;
                Ok((instead, Some(problem)))
            }
        }
    }

    /// An existing file whose contents this game replaces (the player said
    /// so).
    pub fn replace(path: &Path) -> Result<SaveFile, FileProblem> {
        let lock = Lock::acquire(path)?;
        Ok(SaveFile::new(path, Place::Whole, false, lock))
    }

    /// An existing file that this game is added to, after its last game.
    pub fn append(path: &Path) -> Result<SaveFile, FileProblem> {
        let lock = Lock::acquire(path)?;
        let span = at_end(&lock)?;
        Ok(SaveFile::new(path, Place::Span(span), false, lock))
    }

    /// The game at bytes `span` of an existing file, locked (with
    /// [`Lock::acquire`]) before it was read, rewritten there.
    pub fn in_place(
        lock: Lock,
        path: &Path,
        span: std::ops::Range<u64>,
    ) -> Result<SaveFile, FileProblem> {
        let seen = Some(lock.held()?);
        let ours = bytes_at(&lock, span.clone())?.ok_or(FileProblem::ChangedMeanwhile)?;
        let place = Place::Span(Span {
            start: span.start,
            end: span.end,
            lead: String::new(),
            ours,
            seen,
        });
        Ok(SaveFile::new(path, place, false, lock))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the file was made for this game and holds nothing else.
    pub fn is_own(&self) -> bool {
        self.created
    }

    /// Removes the file of an aborted game, when it was made for it and
    /// holds nothing but what this game wrote; a file that held anything
    /// else, or that another program has written in meanwhile, is left as
    /// it is. Returns whether it was removed.
    pub fn discard(mut self) -> bool {
        let untouched = match &self.place {
            Place::Whole => true,
            Place::Span(span) => self.lock.at_path().is_ok_and(|now| now == span.seen),
        };
        let removed = self.created && untouched && self.lock.remove();
        self.created = false;
        removed
    }

    /// Writes the game's text (a PGN game, ending with its result) in its
    /// place, all or nothing; says what else happened. A file that another
    /// program has changed since it was last read or written is read again
    /// and the game saved into it as it is now: where the game is found
    /// again, or else at its end.
    pub fn write(&mut self, game: &str) -> Result<Written, FileProblem> {
        let game = game.trim_end_matches('\n');
        let written = match &self.place {
            Place::Whole => {
                let text = format!("{game}\n");
                let written = self
                    .lock
                    .write_with(|file| file.write_all(text.as_bytes()))?;
                self.place = Place::Span(Span {
                    start: 0,
                    end: game.len() as u64,
                    lead: String::new(),
                    ours: game.as_bytes().to_vec(),
                    seen: Some(self.lock.held()?),
                });
                written
            }
            Place::Span(span) => {
                let mut span = span.clone();
                let mut meanwhile = None;
                let mut tries = 0;
                let mut written = loop {
                    if let Some(now) = self.find_again(&mut span)? {
                        meanwhile = Some(now);
                    }
                    match splice(&mut self.lock, &span, game) {
                        Err(FileProblem::ChangedMeanwhile) if tries < TRIES => tries += 1,
                        other => break other?,
                    }
                };
                written.meanwhile = meanwhile;
                let mut ours = span.lead.clone().into_bytes();
                ours.extend_from_slice(game.as_bytes());
                self.place = Place::Span(Span {
                    start: span.start,
                    end: span.start + ours.len() as u64,
                    seen: Some(self.lock.held()?),
                    lead: span.lead,
                    ours,
                });
                written
            }
        };
        self.written = true;
        Ok(written)
    }

    /// Where the game is now in a file that another program has changed
    /// since it was last read or written (`None` when no one has): the
    /// lock moves to the file now at the path, and the game is found again
    /// where it was, or where it is now, or else goes at the file's end.
    fn find_again(&mut self, span: &mut Span) -> Result<Option<Meanwhile>, FileProblem> {
        let now = self.lock.at_path()?;
        if now == span.seen {
            return Ok(None);
        }
        let Some(now) = now else {
            // The file (or its folder) has gone: the game is all there is
            // to write.
            *span = Span {
                start: 0,
                end: 0,
                lead: String::new(),
                ours: Vec::new(),
                seen: None,
            };
            return Ok(None);
        };
        if !now.same_file(&self.lock.held()?) {
            self.lock.follow()?;
        }
        // Taken before the file is read: a change while it is read shows
        // when the new file is about to take its place.
        let seen = Some(self.lock.held()?);
        if !span.ours.is_empty()
            && bytes_at(&self.lock, span.start..span.end)?.as_ref() == Some(&span.ours)
        {
            span.seen = seen;
            return Ok(Some(Meanwhile::Found));
        }
        let reader = self.lock.reader().map_err(|e| FileProblem::from(&e))?;
        let found = if span.ours.is_empty() {
            None
        } else {
            refind::find_again(reader, &span.ours, span.start).map_err(|e| FileProblem::from(&e))?
        };
        Ok(Some(match found {
            Some(range) => {
                *span = Span {
                    start: range.start,
                    end: range.end,
                    lead: String::new(),
                    ours: Vec::new(),
                    seen,
                };
                Meanwhile::Found
            }
            None => {
                *span = at_end(&self.lock)?;
                span.seen = seen;
                Meanwhile::AddedAtEnd
            }
        }))
    }
}

/// The place after the last game of a locked file, with the line ends that
/// part a new game from it.
fn at_end(lock: &Lock) -> Result<Span, FileProblem> {
    let seen = lock.held()?;
    let length = seen.length();
    let mut file = lock.reader().map_err(|e| FileProblem::from(&e))?;
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
    Ok(Span {
        start: length,
        end: length,
        lead,
        ours: Vec::new(),
        seen: Some(seen),
    })
}

/// Bytes `range` of a locked file as it is now; `None` when the file is
/// shorter.
fn bytes_at(lock: &Lock, range: std::ops::Range<u64>) -> Result<Option<Vec<u8>>, FileProblem> {
    let mut file = lock.reader().map_err(|e| FileProblem::from(&e))?;
    let length = file.metadata().map_err(|e| FileProblem::from(&e))?.len();
    if range.start > range.end || range.end > length {
        return Ok(None);
    }
    let mut bytes = Vec::new();
    file.seek(SeekFrom::Start(range.start))
        .and_then(|_| file.take(range.end - range.start).read_to_end(&mut bytes))
        .map_err(|e| FileProblem::from(&e))?;
    Ok(Some(bytes))
}

impl Drop for SaveFile {
    /// A file made for a game that never got a move is removed: leaving
    /// before the first move leaves nothing behind.
    fn drop(&mut self) {
        if self.created && !self.written {
            self.lock.remove();
        }
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
    Ok(match files::writable_target(path)? {
        false => SaveTarget::New,
        true => SaveTarget::Existing,
    })
}

/// Rewrites bytes `start..end` of the locked file with `lead` and `game`,
/// every other byte copied as it is, unless another program has changed
/// the file since it was `seen`.
fn splice(lock: &mut Lock, span: &Span, game: &str) -> Result<Written, FileProblem> {
    let Span {
        start,
        end,
        ref lead,
        seen,
        ..
    } = *span;
    let mut old = lock.reader().map_err(|e| FileProblem::from(&e))?;
    let length = seen.map_or(0, |seen| seen.length());
    if start > length || end > length || start > end {
        return Err(FileProblem::ChangedMeanwhile);
    }
    // A game at the end of the file gets a line end after it, which then
    // belongs to what follows the game.
    let last = end == length;
    // The old file's handle goes with the writing: a system that replaces
    // no open file (Windows) finds it closed when the new file takes its
    // place.
    lock.write_over(seen, move |new| {
        old.seek(SeekFrom::Start(0))?;
        let mut prefix = (&mut old).take(start);
        io::copy(&mut prefix, new)?;
        new.write_all(lead.as_bytes())?;
        new.write_all(game.as_bytes())?;
        if last {
            new.write_all(b"\n")?;
        }
        old.seek(SeekFrom::Start(end))?;
        io::copy(&mut (&mut old).take(length - end), new)?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs::OpenOptions;

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
        let lock = Lock::acquire(&save).expect("locks");
        let mut file =
            SaveFile::in_place(lock, &save, start..start + game.len() as u64).expect("reads");
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

    /// Another program took the game out of the file (and put a new file
    /// in its place): what it wrote stays, and the game goes at the end.
    #[test]
    // Another program cannot put a file in the place of one that is open,
    // as the game's file is, on most of Windows' file systems (Wine
    // refuses it: access denied); only NTFS under Windows 10 and later
    // does, for a program that renames with POSIX semantics.
    #[cfg(unix)]
    fn a_game_no_longer_in_a_changed_file_is_added_at_its_end() {
        let dir = folder("gone");
        let save = dir.join("club.pgn");
        let game = "[Event \"B\"]\n\n1. d4 *";
        fs::write(&save, format!("[Event \"A\"]\n\n1. e4 1-0\n\n{game}\n")).expect("written");
        let lock = Lock::acquire(&save).expect("locks");
        let start = 24;
        let mut file =
            SaveFile::in_place(lock, &save, start..start + game.len() as u64).expect("reads");
        let theirs = dir.join("theirs");
        fs::write(&theirs, "[Event \"A\"]\n\n1. e4 1-0\n").expect("written");
        fs::rename(&theirs, &save).expect("put in its place");
        let written = file.write("[Event \"B\"]\n\n1. d4 d5 *\n").expect("writes");
        assert_eq!(written.meanwhile, Some(Meanwhile::AddedAtEnd));
        assert_eq!(
            fs::read_to_string(&save).expect("reads"),
            "[Event \"A\"]\n\n1. e4 1-0\n\n[Event \"B\"]\n\n1. d4 d5 *\n"
        );
        // The next save finds it there, without a word.
        let written = file
            .write("[Event \"B\"]\n\n1. d4 d5 2. c4 *\n")
            .expect("writes");
        assert_eq!(written.meanwhile, None);
        assert!(
            fs::read_to_string(&save)
                .expect("reads")
                .ends_with("1. e4 1-0\n\n[Event \"B\"]\n\n1. d4 d5 2. c4 *\n")
        );
        let _ = fs::remove_dir_all(&dir);
    }

    /// A game added to a file that another program adds a game to before
    /// the first save goes after that game.
    #[test]
    fn a_game_added_goes_after_what_was_added_meanwhile() {
        let dir = folder("append-meanwhile");
        let save = dir.join("mine.pgn");
        fs::write(&save, "[Event \"Old\"]\n\n1. e4 1-0\n").expect("written");
        let mut file = SaveFile::append(&save).expect("opens");
        let mut other = OpenOptions::new().append(true).open(&save).expect("opens");
        other
            .write_all(b"\n[Event \"Other\"]\n\n1. c4 0-1")
            .expect("written");
        drop(other);
        let written = file.write("[Event \"New\"]\n\n1. d4 *\n").expect("writes");
        assert_eq!(written.meanwhile, Some(Meanwhile::AddedAtEnd));
        assert_eq!(
            fs::read_to_string(&save).expect("reads"),
            "[Event \"Old\"]\n\n1. e4 1-0\n\n[Event \"Other\"]\n\n1. c4 0-1\n\n[Event \"New\"]\n\n1. d4 *\n"
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
        #[cfg(unix)]
        let device = "/dev/null";
        #[cfg(windows)]
        let device = "NUL";
        assert_eq!(save_target(Path::new(device)), Err(FileProblem::NotAFile));
        assert_eq!(save_target(&dir.join("new.pgn")), Ok(SaveTarget::New));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn stale_temporary_files_are_swept() {
        let dir = folder("sweep");
        let save = dir.join("game-1.pgn");
        fs::write(&save, "*\n").expect("written");
        // No process has this id (above the kernel's largest).
        let stale = dir.join(".game-1.pgn.99999999.0.part");
        let old_style = dir.join("game-2.pgn.part");
        let old_lock = dir.join(".game-1.pgn.lock");
        for leftover in [&stale, &old_style, &old_lock] {
            fs::write(leftover, "half").expect("written");
        }
        sweep_games_folder(&dir);
        assert!(!stale.exists() && !old_style.exists() && !old_lock.exists());
        assert!(save.exists());
        let _ = fs::remove_dir_all(&dir);
    }

    /// The lock stays with the game across saves, which put a new file in
    /// the old one's place.
    #[test]
    fn the_lock_holds_across_saves() {
        let dir = folder("across");
        let save = dir.join("g.pgn");
        fs::write(&save, "*\n").expect("written");
        let mut file = SaveFile::replace(&save).expect("locks");
        file.write("1. e4 *").expect("writes");
        assert_eq!(SaveFile::replace(&save).err(), Some(FileProblem::Locked));
        drop(file);
        assert!(SaveFile::replace(&save).is_ok());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_file_made_for_a_game_without_a_move_is_removed() {
        let dir = folder("fresh");
        let file = SaveFile::new_game(&dir, "2026-11-22-120000").expect("made");
        let path = file.path().to_path_buf();
        assert!(path.exists());
        drop(file);
        assert!(!path.exists());
        let _ = fs::remove_dir_all(&dir);
    }
}
