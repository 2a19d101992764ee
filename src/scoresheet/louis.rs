//! liblouis, the braille translator Debian ships (`liblouis20`, its tables
//! in `liblouis-data`), for the words of a braille scoresheet or card in
//! the braille each reader learned.
//!
//! It is loaded when a sheet first needs it, not linked: where it is not
//! installed annabella still starts, plays and exports, and the sheet is
//! written in the built-in letters (the caller says so in one line). The
//! file is [`LIBRARY`] (`liblouis.so.20` of liblouis 3.x; `liblouis.dll`
//! beside annabella.exe or on `PATH` on Windows); [`LIBRARY_VARIABLE`]
//! names another, for tests and for a liblouis installed elsewhere. Only a
//! regular file is loaded from there: a pipe or a device would keep the
//! loader waiting for ever.
//!
//! This is the only `unsafe` code of the braille export: loading the
//! library, and calling five functions of `liblouis.h` with buffers whose
//! lengths are passed along. liblouis keeps its tables in global state and
//! is not thread-safe, so every call holds one lock.

use std::collections::HashMap;
use std::ffi::{CStr, c_char, c_int, c_void};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use crate::platform::LIBLOUIS as LIBRARY;

/// An environment variable naming another file to load as liblouis: a file
/// that is not there shows annabella without liblouis (the tests use it),
/// a path reaches a liblouis installed elsewhere. Like `LD_LIBRARY_PATH`,
/// it chooses code that runs in annabella's process.
pub const LIBRARY_VARIABLE: &str = "ANNABELLA_LIBLOUIS";

/// Characters translated in one call. A longer text goes in parts, each
/// ending after a space where one is near.
const PART: usize = 256;

/// Cells liblouis may write for one character: the tables here write at
/// most three (UEB's accented letters); room for more is kept, and what
/// does not fit is translated in the next call.
const CELLS_PER_CHAR: usize = 8;

/// `translationModes` of `liblouis.h`: dot patterns out (`dotsIO`), and a
/// character the table does not know left out (`noUndefined`) rather than
/// written as its code (`'\x015f'`) in cells.
const MODE: c_int = 4 | 128;

/// `LOU_LOG_OFF`: liblouis writes nothing on stderr; annabella says its own
/// line where a table is not there.
const LOG_OFF: c_int = 60000;

/// `LOU_DOTS`: the bit that marks an output value as a dot pattern (dots 1
/// to 8 in bits 0 to 7).
const DOTS: u32 = 0x8000;

type TranslateString = unsafe extern "C" fn(
    *const c_char,
    *const c_void,
    *mut c_int,
    *mut c_void,
    *mut c_int,
    *mut u16,
    *mut c_char,
    c_int,
) -> c_int;
type GetTable = unsafe extern "C" fn(*const c_char) -> *const c_void;
type CompileString = unsafe extern "C" fn(*const c_char, *const c_char) -> c_int;
type CharSize = unsafe extern "C" fn() -> c_int;
type SetLogLevel = unsafe extern "C" fn(c_int);

/// A liblouis table list (`tr-g1.ctb`), with rules compiled onto it when it
/// is first loaded, where the installed table loses cells its own lines
/// give.
pub struct Table {
    pub name: &'static CStr,
    pub corrections: &'static [&'static CStr],
}

/// The width of liblouis's `widechar`: 4 bytes on Debian (UCS-4), 2 where
/// it was built for UTF-16.
#[derive(Clone, Copy)]
enum Width {
    Two,
    Four,
}

struct Louis {
    translate: TranslateString,
    get_table: GetTable,
    compile: CompileString,
    width: Width,
    /// Each table asked for, whether liblouis found it, and the characters
    /// it was asked about.
    tables: Vec<Loaded>,
    /// Keeps the functions above loaded; never unloaded.
    _library: libloading::Library,
}

struct Loaded {
    name: &'static CStr,
    found: bool,
    /// Whether the table gives a character cells, for the characters met.
    known: HashMap<char, bool>,
}

/// The most characters remembered for a table: a sheet holds a few dozen
/// different ones; text made to hold more is asked about again.
const KNOWN_CHARACTERS: usize = 4096;

/// Why liblouis is not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unloaded {
    /// No liblouis there, or not one annabella can use.
    Missing,
    /// [`LIBRARY_VARIABLE`] names this, which is no regular file (a pipe,
    /// a device, a folder): it is not opened.
    NotAFile(PathBuf),
}

/// liblouis, loaded once, or why it is not.
fn louis() -> Result<&'static Mutex<Louis>, &'static Unloaded> {
    static LOUIS: OnceLock<Result<Mutex<Louis>, Unloaded>> = OnceLock::new();
    LOUIS.get_or_init(|| load().map(Mutex::new)).as_ref()
}

/// Why liblouis is not used, where it is not: asked once, on first use.
pub fn unloaded() -> Option<&'static Unloaded> {
    louis().err()
}

/// The library file opened: the one named by [`LIBRARY_VARIABLE`] where
/// it is a regular file (a name without a folder is the file in the
/// current folder), else [`LIBRARY`] wherever the system's loader finds
/// it.
fn open_library() -> Result<libloading::Library, Unloaded> {
    let file = match std::env::var_os(LIBRARY_VARIABLE).filter(|file| !file.is_empty()) {
        None => PathBuf::from(LIBRARY),
        Some(named) => {
            let path = PathBuf::from(named);
            match std::fs::metadata(&path) {
                Ok(meta) if meta.is_file() => {}
                Ok(_) => return Err(Unloaded::NotAFile(path)),
                Err(_) => return Err(Unloaded::Missing),
            }
            if path.components().count() == 1 {
                std::path::Path::new(".").join(path)
            } else {
                path
            }
        }
    };
    // SAFETY: loading a shared library runs its initialisers; liblouis's
    // only set up its own state. The file is the system's liblouis, or the
    // one the person running annabella named (see LIBRARY_VARIABLE).
    unsafe { crate::platform::load_library(file.as_os_str()) }.ok_or(Unloaded::Missing)
}

/// The five functions of `liblouis.h` that annabella calls.
type Functions = (
    TranslateString,
    GetTable,
    CompileString,
    CharSize,
    SetLogLevel,
);

fn functions(library: &libloading::Library) -> Option<Functions> {
    // SAFETY: each symbol is taken with the signature `liblouis.h` (3.24)
    // declares for it, with `widechar` buffers as untyped pointers; the
    // function pointers are copied out and stay valid because the library
    // is kept in `Louis` and never unloaded.
    unsafe {
        Some((
            *library.get(b"lou_translateString\0").ok()?,
            *library.get(b"lou_getTable\0").ok()?,
            *library.get(b"lou_compileString\0").ok()?,
            *library.get(b"lou_charSize\0").ok()?,
            *library.get(b"lou_setLogLevel\0").ok()?,
        ))
    }
}

fn load() -> Result<Louis, Unloaded> {
    let library = open_library()?;
    let (translate, get_table, compile, char_size, set_log_level) =
        functions(&library).ok_or(Unloaded::Missing)?;
    // SAFETY: both take and return plain integers; liblouis is not used by
    // another thread yet (this runs once, inside the OnceLock).
    let size = unsafe {
        set_log_level(LOG_OFF);
        char_size()
    };
    let width = match size {
        2 => Width::Two,
        4 => Width::Four,
        _ => return Err(Unloaded::Missing),
    };
    Ok(Louis {
        translate,
        get_table,
        compile,
        width,
        tables: Vec::new(),
        _library: library,
    })
}

/// How long one part of a text may take in liblouis. It takes milliseconds;
/// liblouis 3.24 never ends some texts (the German tables loop on "a
/// -.ch"), and a sheet must not wait for ever on a name or an event.
pub const LONGEST: Duration = Duration::from_secs(5);

/// Set when liblouis gave no answer within [`LONGEST`]: the thread that
/// asked it is left in it, holding its lock, and everything after is
/// written in the built-in letters.
static STOPPED: AtomicBool = AtomicBool::new(false);

/// Whether liblouis stopped answering during this run (see [`LONGEST`]).
pub fn stopped() -> bool {
    STOPPED.load(Ordering::Relaxed)
}

impl Table {
    /// Whether liblouis and this table are there (both loaded on the first
    /// question, the corrections compiled on), and liblouis still answers.
    pub fn available(&self) -> bool {
        let table = self.name;
        let corrections = self.corrections;
        asked(LONGEST, move |louis| {
            louis.ready(table, corrections).map(|_| ())
        })
        .is_some()
    }

    /// The text in the table's cells, each a dot pattern (dot 1 in bit 0
    /// … dot 8 in bit 7); `None` where liblouis or the table is not there,
    /// liblouis refuses a part or gives no answer in time. Control
    /// characters are read as spaces; each run of characters the table
    /// gives no cells goes in as `spell` writes it, so that no letter is
    /// left out.
    pub fn dots(&self, text: &str, spell: Box<dyn Fn(&str) -> String + Send>) -> Option<Vec<u8>> {
        let (table, corrections) = (self.name, self.corrections);
        let text = text.to_owned();
        // Every character is looked at once: the longer the text, the
        // longer it may take.
        let looking =
            LONGEST.saturating_mul(1 + u32::try_from(text.len() / 4096).unwrap_or(u32::MAX));
        let chars = asked(looking, move |louis| {
            louis.spelt(table, corrections, &text, &*spell)
        })?;
        let chars = std::sync::Arc::new(chars);
        let mut cells = Vec::with_capacity(chars.len());
        let mut start = 0;
        while start < chars.len() {
            let end = part_end(&chars, start);
            let all = std::sync::Arc::clone(&chars);
            let (used, dots) = asked(LONGEST, move |louis| {
                louis.translate_part(table, &all[start..end])
            })?;
            if used == 0 {
                return None;
            }
            cells.extend(dots);
            start += used;
        }
        Some(cells)
    }
}

/// `question` put to liblouis on a thread of its own, its answer waited
/// for at most `limit`; `None` where liblouis is not there, stopped
/// answering before, or does now.
fn asked<T: Send + 'static>(
    limit: Duration,
    question: impl FnOnce(&mut Louis) -> Option<T> + Send + 'static,
) -> Option<T> {
    if stopped() {
        return None;
    }
    let louis = louis().ok()?;
    let (answer, answered) = std::sync::mpsc::channel();
    let asking = std::thread::Builder::new()
        .name("liblouis".into())
        .spawn(move || {
            let _ = answer.send(question(&mut lock(louis)));
        })
        .ok()?;
    match answered.recv_timeout(limit) {
        Ok(answer) => {
            let _ = asking.join();
            answer
        }
        Err(_) => {
            STOPPED.store(true, Ordering::Relaxed);
            None
        }
    }
}

/// The lock on liblouis; a thread that panicked holding it left liblouis
/// as usable as before (no call of ours panics inside it).
fn lock(louis: &Mutex<Louis>) -> std::sync::MutexGuard<'_, Louis> {
    louis
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Where the part of `chars` from `start` ends: the text's end when it is
/// near, else after the last space of the next [`PART`] characters, else
/// after [`PART`] characters.
fn part_end(chars: &[char], start: usize) -> usize {
    let limit = start.saturating_add(PART);
    if chars.len() <= limit {
        return chars.len();
    }
    chars[start + 1..limit]
        .iter()
        .rposition(|&c| c == ' ')
        .map_or(limit, |space| start + 1 + space + 1)
}

/// A `widechar` of liblouis.
trait Wide: Copy + Default + Into<u32> {
    fn of(c: char) -> Self;
}

impl Wide for u32 {
    fn of(c: char) -> u32 {
        c.into()
    }
}

impl Wide for u16 {
    /// A character beyond UTF-16's first plane has no one unit: the
    /// replacement character, which no table defines, so it is left out.
    fn of(c: char) -> u16 {
        u16::try_from(u32::from(c)).unwrap_or(0xFFFD)
    }
}

impl Louis {
    /// The table made ready on first use: its place among the tables
    /// asked for, or `None` where liblouis does not find it.
    fn ready(&mut self, name: &'static CStr, corrections: &[&CStr]) -> Option<usize> {
        if let Some(at) = self.tables.iter().position(|t| t.name == name) {
            return self.tables[at].found.then_some(at);
        }
        // The rules go on before the table is first used: liblouis 3.24
        // adds none to a table lou_getTable has made ready.
        for rule in corrections {
            // SAFETY: two NUL-terminated strings that outlive the call, only
            // read. A rule liblouis refuses leaves the table as it was.
            unsafe { (self.compile)(name.as_ptr(), rule.as_ptr()) };
        }
        // SAFETY: the name is a NUL-terminated string that outlives the
        // call; lou_getTable only reads it and returns a pointer we only
        // compare with null.
        let found = !unsafe { (self.get_table)(name.as_ptr()) }.is_null();
        self.tables.push(Loaded {
            name,
            found,
            known: HashMap::new(),
        });
        found.then_some(self.tables.len() - 1)
    }

    /// The text as it goes into the table: control characters as spaces,
    /// each run of characters the table gives no cells as `spell` writes
    /// it; `None` where the table is not there.
    fn spelt(
        &mut self,
        name: &'static CStr,
        corrections: &[&CStr],
        text: &str,
        spell: &dyn Fn(&str) -> String,
    ) -> Option<Vec<char>> {
        let at = self.ready(name, corrections)?;
        let mut chars: Vec<char> = Vec::with_capacity(text.len());
        let mut unknown = String::new();
        for c in text.chars() {
            let c = if c.is_control() { ' ' } else { c };
            if self.knows(at, c) {
                if !unknown.is_empty() {
                    chars.extend(spell(&unknown).chars().filter(|c| !c.is_control()));
                    unknown.clear();
                }
                chars.push(c);
            } else {
                unknown.push(c);
            }
        }
        if !unknown.is_empty() {
            chars.extend(spell(&unknown).chars().filter(|c| !c.is_control()));
        }
        Some(chars)
    }

    /// Whether table `at` gives `c` cells: `c` alone translated (once; a
    /// space always has its cell).
    fn knows(&mut self, at: usize, c: char) -> bool {
        if c == ' ' {
            return true;
        }
        let table = &self.tables[at];
        if let Some(&known) = table.known.get(&c) {
            return known;
        }
        let name = table.name;
        let known = self
            .translate_part(name, &[c])
            .is_some_and(|(used, dots)| used == 1 && !dots.is_empty());
        let remembered = &mut self.tables[at].known;
        if remembered.len() < KNOWN_CHARACTERS {
            remembered.insert(c, known);
        }
        known
    }

    /// One part translated: how many of its characters liblouis took, and
    /// the cells it wrote for them.
    fn translate_part(&self, table: &CStr, part: &[char]) -> Option<(usize, Vec<u8>)> {
        match self.width {
            Width::Four => self.translate_wide::<u32>(table, part),
            Width::Two => self.translate_wide::<u16>(table, part),
        }
    }

    fn translate_wide<W: Wide>(&self, table: &CStr, part: &[char]) -> Option<(usize, Vec<u8>)> {
        let input: Vec<W> = part.iter().map(|&c| W::of(c)).collect();
        let mut output = vec![W::default(); part.len() * CELLS_PER_CHAR + 16];
        let mut input_length = c_int::try_from(input.len()).ok()?;
        let mut output_length = c_int::try_from(output.len()).ok()?;
        // SAFETY: `input` holds `input_length` widechars of the width
        // lou_charSize gave, `output` room for `output_length`; liblouis
        // reads and writes no further and sets both lengths to what it
        // used. The table name is NUL-terminated; typeform and spacing may
        // be null (liblouis.h). The lock is held by our caller.
        let done = unsafe {
            (self.translate)(
                table.as_ptr(),
                input.as_ptr().cast(),
                &mut input_length,
                output.as_mut_ptr().cast(),
                &mut output_length,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                MODE,
            )
        };
        if done == 0 {
            return None;
        }
        let used = usize::try_from(input_length).ok()?.min(part.len());
        let written = usize::try_from(output_length).ok()?.min(output.len());
        let cells = output[..written]
            .iter()
            .map(|&value| {
                let value: u32 = value.into();
                if value & DOTS == 0 {
                    0
                } else {
                    (value & 0xFF) as u8
                }
            })
            .collect();
        Some((used, cells))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_cut_after_a_space_or_at_the_part() {
        let words: Vec<char> = "ab ".repeat(200).chars().collect();
        let end = part_end(&words, 0);
        assert!(end <= PART && words[end - 1] == ' ', "{end}");
        let one_word = vec!['x'; 1000];
        assert_eq!(part_end(&one_word, 0), PART);
        assert_eq!(part_end(&one_word, 900), 1000);
    }
}
