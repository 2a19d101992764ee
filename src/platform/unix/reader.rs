//! Whether the player reads the screen with a screen reader or a braille
//! display (SPEC section 6), looked for in the player's own session only:
//! another user's reader, or one on another seat or console, is none of
//! this player's business.
//!
//! - a reader among annabella's ancestors (fenrir's pseudo-terminal mode
//!   and Emacspeak run the shell annabella is started from);
//! - Orca of the same user in the same session (the same login session,
//!   display or session bus);
//! - on a Linux console (a virtual terminal): fenrir or BRLTTY reading the
//!   consoles, or speakup in the kernel.
//!
//! A terminal that cannot draw a screen (`TERM` unset or `dumb`) or an
//! Emacs shell gets line mode too, as a plain terminal.

use std::ffi::OsString;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::platform::Surroundings;

/// The readers that read a console (or, run as a shell's parent, a
/// pseudo-terminal), by their process names.
const CONSOLE_READERS: [&str; 3] = ["fenrir", "brltty", "speakup"];

/// Readers of a graphical session.
const DESKTOP_READERS: [&str; 1] = ["orca"];

/// The variables that name a session: two processes with the same value
/// of one of them belong to the same seat.
const SESSION_KEYS: [&str; 4] = [
    "XDG_SESSION_ID",
    "DISPLAY",
    "WAYLAND_DISPLAY",
    "DBUS_SESSION_BUS_ADDRESS",
];

/// How far up the tree of parents is looked (a process tree is never this
/// deep; the bound keeps a loop in a made-up table finite).
const MOST_ANCESTORS: usize = 64;

/// The most read of a process's file (its environment can be long).
const MOST_READ: u64 = 64 * 1024;

/// Where a machine's processes and kernel state are read, and the
/// player's environment: `/proc` and `/sys` on a real one.
struct Machine {
    /// The process table, with `self` for annabella.
    proc: PathBuf,
    /// The kernel's state (`/sys`), where speakup shows itself.
    sys: PathBuf,
    /// annabella's environment variables.
    env: Vec<(OsString, OsString)>,
}

impl Machine {
    /// This machine: `/proc` (or where `ANNABELLA_PROC` says, a table made
    /// up by a test), `/sys`, and annabella's own environment.
    fn this() -> Machine {
        let proc = std::env::var_os("ANNABELLA_PROC")
            .filter(|v| !v.is_empty())
            .map_or_else(|| PathBuf::from("/proc"), PathBuf::from);
        Machine {
            proc,
            sys: PathBuf::from("/sys"),
            env: std::env::vars_os().collect(),
        }
    }

    fn var(&self, key: &str) -> Option<&OsString> {
        self.env
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
            .filter(|v| !v.is_empty())
    }
}

/// What reads or draws the player's terminal.
pub fn surroundings() -> Surroundings {
    surroundings_of(&Machine::this())
}

/// What reads or draws the player's terminal on `machine`.
fn surroundings_of(machine: &Machine) -> Surroundings {
    if reader_found(machine) {
        return Surroundings::Reader;
    }
    let term = machine.var("TERM");
    let plain = term.is_none_or(|t| t == "dumb");
    let emacs = machine.var("INSIDE_EMACS").is_some() || machine.var("EMACS").is_some();
    if plain || emacs {
        Surroundings::PlainTerminal
    } else {
        Surroundings::Screen
    }
}

/// The first bytes of a small file, or nothing.
fn head(path: &Path) -> Vec<u8> {
    let mut bytes = Vec::new();
    if let Ok(file) = fs::File::open(path) {
        let _ = file.take(MOST_READ).read_to_end(&mut bytes);
    }
    bytes
}

/// One process of the table.
struct Process {
    dir: PathBuf,
}

impl Process {
    /// The program it runs: its name, and the names of the first `words`
    /// words of its command line (a Python reader runs as `python3 orca`,
    /// or with options before its script, `python3 -X utf8 …/fenrir`).
    fn names(&self, words: usize) -> Vec<String> {
        let mut names = vec![
            String::from_utf8_lossy(&head(&self.dir.join("comm")))
                .trim()
                .to_owned(),
        ];
        let cmdline = head(&self.dir.join("cmdline"));
        names.extend(cmdline.split(|&b| b == 0).take(words).map(|word| {
            let word = String::from_utf8_lossy(word);
            word.rsplit('/').next().unwrap_or_default().to_owned()
        }));
        names
    }

    /// Whether it is one of `readers`: by its name or its command line's
    /// first `words` words.
    fn is_one_of(&self, readers: &[&str], words: usize) -> bool {
        self.names(words)
            .iter()
            .any(|name| readers.contains(&name.as_str()))
    }

    /// Whether its command line names Emacspeak (Emacs loading it, or its
    /// speech server).
    fn is_emacspeak(&self) -> bool {
        String::from_utf8_lossy(&head(&self.dir.join("cmdline")))
            .to_ascii_lowercase()
            .contains("emacspeak")
    }

    /// The fields of `stat` after the name: state, parent, group, session,
    /// terminal, …
    fn stat(&self) -> Vec<String> {
        let stat = head(&self.dir.join("stat"));
        let stat = String::from_utf8_lossy(&stat);
        // The name is in brackets and may hold spaces and brackets itself.
        stat.rfind(')')
            .map(|end| {
                stat[end + 1..]
                    .split_whitespace()
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default()
    }

    fn parent(&self) -> Option<u32> {
        self.stat().get(1)?.parse().ok()
    }

    /// Whether its controlling terminal is a Linux console (a virtual
    /// terminal: major number 4, minor 1 to 63).
    fn on_console(&self) -> bool {
        let Some(tty) = self.stat().get(4).and_then(|t| t.parse::<u32>().ok()) else {
            return false;
        };
        let major = (tty >> 8) & 0xfff;
        let minor = (tty & 0xff) | ((tty >> 12) & 0xfff00);
        major == 4 && (1..=63).contains(&minor)
    }

    /// Its real user id.
    fn uid(&self) -> Option<u32> {
        let status = head(&self.dir.join("status"));
        String::from_utf8_lossy(&status)
            .lines()
            .find_map(|line| line.strip_prefix("Uid:"))?
            .split_whitespace()
            .next()?
            .parse()
            .ok()
    }

    /// Its environment (readable for a process of the same user only).
    fn env(&self) -> Vec<(String, String)> {
        head(&self.dir.join("environ"))
            .split(|&b| b == 0)
            .filter_map(|entry| {
                let entry = String::from_utf8_lossy(entry);
                let (key, value) = entry.split_once('=')?;
                Some((key.to_owned(), value.to_owned()))
            })
            .collect()
    }
}

/// annabella's parents up the tree, nearest first, annabella itself first
/// of all.
fn lineage(machine: &Machine) -> Vec<(u32, Process)> {
    let mut found = Vec::new();
    let me = Process {
        dir: machine.proc.join("self"),
    };
    let mut next = me.parent();
    found.push((0, me));
    while let Some(pid) = next.filter(|&pid| pid > 0) {
        if found.len() > MOST_ANCESTORS || found.iter().any(|(p, _)| *p == pid) {
            break;
        }
        let process = Process {
            dir: machine.proc.join(pid.to_string()),
        };
        next = process.parent();
        found.push((pid, process));
    }
    found
}

/// Every process of the table, with its number.
fn processes(machine: &Machine) -> Vec<(u32, Process)> {
    let Ok(entries) = fs::read_dir(&machine.proc) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let pid = entry.file_name().to_str()?.parse::<u32>().ok()?;
            Some((pid, Process { dir: entry.path() }))
        })
        .collect()
}

/// Whether a reader reads this player's terminal.
fn reader_found(machine: &Machine) -> bool {
    let lineage = lineage(machine);
    let all_readers: Vec<&str> = CONSOLE_READERS
        .iter()
        .chain(DESKTOP_READERS.iter())
        .copied()
        .collect();
    // A reader that runs the player's shell, or Emacspeak's Emacs. Every
    // word of a parent's command line counts: a parent is a shell, a
    // terminal or a reader, whose options may stand before its script.
    if lineage
        .iter()
        .skip(1)
        .any(|(_, p)| p.is_one_of(&all_readers, usize::MAX) || p.is_emacspeak())
    {
        return true;
    }
    let me = &lineage[0].1;
    let my_uid = me.uid();
    let mine: Vec<(&str, &OsString)> = SESSION_KEYS
        .iter()
        .filter_map(|key| Some((*key, machine.var(key)?)))
        .collect();
    let console = lineage.iter().any(|(_, p)| p.on_console())
        || (machine.var("XDG_VTNR").is_some()
            && machine.var("XDG_SESSION_TYPE").is_some_and(|t| t == "tty"));
    let speakup = ["accessibility/speakup", "module/speakup"]
        .iter()
        .any(|at| machine.sys.join(at).exists());
    if console && speakup {
        return true;
    }
    let ancestors: Vec<u32> = lineage.iter().skip(1).map(|(pid, _)| *pid).collect();
    processes(machine).iter().any(|(_, process)| {
        if console && process.is_one_of(&CONSOLE_READERS, 2) {
            return true;
        }
        let same_user = my_uid.is_some() && process.uid() == my_uid;
        if !same_user {
            return false;
        }
        // Emacspeak's speech server, started by the Emacs that runs us.
        if process.is_emacspeak() && process.parent().is_some_and(|p| ancestors.contains(&p)) {
            return true;
        }
        process.is_one_of(&DESKTOP_READERS, 2) && {
            let theirs = process.env();
            mine.iter().any(|(key, value)| {
                theirs
                    .iter()
                    .any(|(k, v)| k == key && !v.is_empty() && OsString::from(v) == **value)
            })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A process table made up for a test, in a folder of its own,
    /// removed after it.
    struct Table {
        root: Folder,
    }

    struct Folder(PathBuf);

    impl Folder {
        fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Folder {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// One made-up process: its number, parent, name, command line, user,
    /// terminal (as `stat` gives it) and environment.
    struct Made<'a> {
        pid: &'a str,
        parent: u32,
        name: &'a str,
        cmdline: &'a str,
        uid: u32,
        tty: u32,
        env: &'a str,
    }

    impl Table {
        fn new() -> Table {
            static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
            let n = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let name = format!("annabella-reader-table-{}-{n}", std::process::id());
            let root = Folder(std::env::temp_dir().join(name));
            fs::create_dir_all(root.path().join("sys")).expect("sys");
            Table { root }
        }

        fn add(&self, p: Made) -> &Table {
            let dir = self.root.path().join("proc").join(p.pid);
            fs::create_dir_all(&dir).expect("process");
            fs::write(dir.join("comm"), format!("{}\n", p.name)).expect("comm");
            fs::write(dir.join("cmdline"), p.cmdline.replace(' ', "\0")).expect("cmdline");
            let stat = format!("{} ({}) S {} 1 1 {} 0 0", p.pid, p.name, p.parent, p.tty);
            fs::write(dir.join("stat"), stat).expect("stat");
            let status = format!("Name:\t{}\nUid:\t{u}\t{u}\t{u}\t{u}\n", p.name, u = p.uid);
            fs::write(dir.join("status"), status).expect("status");
            fs::write(dir.join("environ"), p.env.replace(' ', "\0")).expect("environ");
            self
        }

        fn machine(&self, env: &[(&str, &str)]) -> Machine {
            Machine {
                proc: self.root.path().join("proc"),
                sys: self.root.path().join("sys"),
                env: env.iter().map(|(k, v)| (k.into(), v.into())).collect(),
            }
        }
    }

    const XTERM: [(&str, &str); 1] = [("TERM", "xterm-256color")];
    /// /dev/pts/3 and /dev/tty2 as `stat` numbers them.
    const PTS: u32 = (136 << 8) | 3;
    const TTY2: u32 = (4 << 8) | 2;

    fn made<'a>(pid: &'a str, parent: u32, name: &'a str, uid: u32) -> Made<'a> {
        Made {
            pid,
            parent,
            name,
            cmdline: name,
            uid,
            tty: 0,
            env: "",
        }
    }

    /// annabella run from bash in a terminal emulator of user 1000.
    fn player(tty: u32) -> Table {
        let table = Table::new();
        table
            .add(Made {
                tty,
                ..made("self", 300, "annabella", 1000)
            })
            .add(Made {
                tty,
                ..made("300", 200, "bash", 1000)
            })
            .add(made("200", 1, "xterm", 1000))
            .add(made("1", 0, "systemd", 0));
        table
    }

    #[test]
    fn a_reader_running_the_shell_is_found() {
        let table = player(PTS);
        table.add(Made {
            cmdline: "/usr/bin/python3 /usr/bin/fenrir -e",
            ..made("200", 1, "python3", 1000)
        });
        let found = surroundings_of(&table.machine(&XTERM));
        assert_eq!(found, Surroundings::Reader);
        // With the interpreter's options before the script.
        table.add(Made {
            cmdline: "python3 -X utf8 /usr/bin/fenrir -e",
            ..made("200", 1, "python3", 1000)
        });
        let found = surroundings_of(&table.machine(&XTERM));
        assert_eq!(found, Surroundings::Reader);
    }

    #[test]
    fn another_users_orca_or_another_sessions_is_not_the_players() {
        let table = player(PTS);
        let env = [("TERM", "xterm-256color"), ("DISPLAY", ":0")];
        // Another user's Orca on the same display number.
        table.add(Made {
            env: "DISPLAY=:0",
            cmdline: "/usr/bin/python3 /usr/bin/orca",
            ..made("500", 1, "orca", 1001)
        });
        // The player's own Orca, on another display.
        table.add(Made {
            env: "DISPLAY=:1",
            ..made("501", 1, "orca", 1000)
        });
        // A fenrir that reads no console of the player, and BRLTTY.
        table.add(made("502", 1, "fenrir", 0));
        table.add(made("503", 1, "brltty", 0));
        assert_eq!(surroundings_of(&table.machine(&env)), Surroundings::Screen);
        // The player's Orca on the player's display.
        table.add(Made {
            env: "HOME=/home/p DISPLAY=:0",
            ..made("504", 1, "orca", 1000)
        });
        assert_eq!(surroundings_of(&table.machine(&env)), Surroundings::Reader);
    }

    #[test]
    fn orca_of_the_same_login_session_is_found_by_its_session() {
        let table = player(PTS);
        table.add(Made {
            env: "XDG_SESSION_ID=4",
            ..made("501", 1, "orca", 1000)
        });
        let other = [("TERM", "xterm"), ("XDG_SESSION_ID", "7")];
        assert_eq!(
            surroundings_of(&table.machine(&other)),
            Surroundings::Screen
        );
        let same = [("TERM", "xterm"), ("XDG_SESSION_ID", "4")];
        assert_eq!(surroundings_of(&table.machine(&same)), Surroundings::Reader);
    }

    #[test]
    fn console_readers_count_on_a_console_only() {
        for reader in ["fenrir", "brltty"] {
            let table = player(PTS);
            table.add(made("600", 1, reader, 0));
            assert_eq!(
                surroundings_of(&table.machine(&XTERM)),
                Surroundings::Screen
            );
            let table = player(TTY2);
            table.add(made("600", 1, reader, 0));
            let found = surroundings_of(&table.machine(&[("TERM", "linux")]));
            assert_eq!(found, Surroundings::Reader, "{reader}");
        }
        let table = player(PTS);
        fs::create_dir_all(table.root.path().join("sys/accessibility/speakup")).expect("sys");
        assert_eq!(
            surroundings_of(&table.machine(&XTERM)),
            Surroundings::Screen
        );
        let table = player(TTY2);
        fs::create_dir_all(table.root.path().join("sys/accessibility/speakup")).expect("sys");
        let found = surroundings_of(&table.machine(&[("TERM", "linux")]));
        assert_eq!(found, Surroundings::Reader);
    }

    #[test]
    fn emacspeak_is_a_reader_and_emacs_a_plain_terminal() {
        let table = player(PTS);
        table.add(made("200", 1, "emacs", 1000));
        let emacs = [("TERM", "dumb"), ("INSIDE_EMACS", "29.1,comint")];
        assert_eq!(
            surroundings_of(&table.machine(&emacs)),
            Surroundings::PlainTerminal
        );
        // Emacspeak's speech server, a child of the player's Emacs.
        table.add(Made {
            cmdline: "tclsh /usr/share/emacs/site-lisp/emacspeak/servers/espeak",
            ..made("210", 200, "tclsh", 1000)
        });
        assert_eq!(
            surroundings_of(&table.machine(&emacs)),
            Surroundings::Reader
        );
    }

    #[test]
    fn a_terminal_that_draws_nothing_is_plain() {
        let table = player(PTS);
        for env in [&[("TERM", "dumb")][..], &[], &[("TERM", "")]] {
            assert_eq!(
                surroundings_of(&table.machine(env)),
                Surroundings::PlainTerminal
            );
        }
        let emacs = [("TERM", "eterm-color"), ("EMACS", "t")];
        assert_eq!(
            surroundings_of(&table.machine(&emacs)),
            Surroundings::PlainTerminal
        );
        assert_eq!(
            surroundings_of(&table.machine(&XTERM)),
            Surroundings::Screen
        );
    }

    #[test]
    fn a_loop_of_parents_ends() {
        let table = Table::new();
        table
            .add(made("self", 7, "annabella", 1000))
            .add(made("7", 8, "a", 1000))
            .add(made("8", 7, "b", 1000));
        assert_eq!(
            surroundings_of(&table.machine(&XTERM)),
            Surroundings::Screen
        );
    }
}
