//! Under a screen reader (SPEC section 6): a reader in the player's own
//! session switches to line mode, one elsewhere on the machine does not;
//! a terminal that draws no board gets line mode; where no reader is found
//! the board's cursor rests on a line that says how to get line mode.
#![cfg(unix)]

mod common;

use common::TempDir;
use common::pty::Screen;

/// A process table made up for a test: annabella (`self`) started by a
/// shell whose parent is `parent`, a process of the test's own user, and
/// any others added.
struct Table {
    root: TempDir,
}

impl Table {
    fn new(label: &str, parent: &str, cmdline: &str) -> Table {
        let table = Table {
            root: TempDir::new(label),
        };
        table.add("self", 300, "annabella", "annabella", "");
        table.add("300", 200, "bash", "bash", "");
        table.add("200", 1, parent, cmdline, "");
        table
    }

    /// A process of the test's user with this name, command line (words
    /// split by spaces) and environment (entries split by spaces).
    fn add(&self, pid: &str, parent: u32, name: &str, cmdline: &str, env: &str) {
        // SAFETY: getuid only reads the caller's user id.
        let uid = unsafe { libc::getuid() };
        let dir = self.root.join(pid);
        std::fs::create_dir_all(&dir).expect("process");
        std::fs::write(dir.join("comm"), format!("{name}\n")).expect("comm");
        std::fs::write(dir.join("cmdline"), cmdline.replace(' ', "\0")).expect("cmdline");
        let stat = format!("{pid} ({name}) S {parent} 1 1 0 0");
        std::fs::write(dir.join("stat"), stat).expect("stat");
        std::fs::write(
            dir.join("status"),
            format!("Uid:\t{uid}\t{uid}\t{uid}\t{uid}\n"),
        )
        .expect("status");
        std::fs::write(dir.join("environ"), env.replace(' ', "\0")).expect("environ");
    }

    fn path(&self) -> &str {
        self.root.path().to_str().expect("path")
    }
}

const ARGS: [&str; 5] = ["--voice", "text", "--black", "human", "--fake-time"];

/// annabella at an 80x24 terminal with `env`; games saved in `data`.
fn started(env: &[(&str, &str)], data: &TempDir) -> Screen {
    let mut env = env.to_vec();
    env.push(("XDG_DATA_HOME", data.path().to_str().expect("path")));
    Screen::start_with(&ARGS, &env, 24, 80)
}

/// Waits until the board is drawn (the terminal's alternate screen).
fn board_drawn(screen: &Screen) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !screen.modes().0 {
        assert!(
            std::time::Instant::now() < deadline,
            "no board: {}",
            screen.contents()
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// Line mode, said in its first line, and left with `quit`.
fn in_line_mode(mut screen: Screen, why: &str) {
    screen.wait_for(why);
    screen.wait_for("Zug eingeben, oder help.");
    assert!(!screen.modes().0, "no board: {}", screen.contents());
    screen.keys("quit\r");
    screen.wait_for("Noch kein Zug gespielt");
}

/// fenrir in its pseudo-terminal mode runs the player's shell: line mode.
/// The same fenrir, and Orca, running elsewhere on the machine (not
/// annabella's parents, not of the player's session) leave the board.
#[test]
fn a_reader_in_the_players_session_chooses_line_mode() {
    let data = TempDir::new("reader-data");
    let under_fenrir = Table::new(
        "reader-fenrir",
        "python3",
        "/usr/bin/python3 /usr/bin/fenrir -e",
    );
    let env = [("ANNABELLA_PROC", under_fenrir.path())];
    in_line_mode(
        started(&env, &data),
        "Bildschirmleser erkannt: Zeilenmodus.",
    );

    let elsewhere = Table::new("reader-elsewhere", "xterm", "xterm");
    elsewhere.add("700", 1, "fenrir", "/usr/bin/fenrir", "");
    elsewhere.add("701", 1, "orca", "/usr/bin/orca", "DISPLAY=:7");
    let env = [("ANNABELLA_PROC", elsewhere.path()), ("DISPLAY", ":0")];
    let screen = started(&env, &data);
    board_drawn(&screen);
    assert!(!screen.contents().contains("Bildschirmleser erkannt"));
    screen.quit();

    // The player's own Orca, on the player's display.
    elsewhere.add("702", 1, "orca", "/usr/bin/orca", "DISPLAY=:0");
    in_line_mode(
        started(&env, &data),
        "Bildschirmleser erkannt: Zeilenmodus.",
    );
}

/// `TERM=dumb`, an empty `TERM` and an Emacs shell draw no board: line mode,
/// said so.
#[test]
fn a_terminal_that_draws_no_board_gets_line_mode() {
    let data = TempDir::new("reader-plain");
    for env in [
        &[("TERM", "dumb")][..],
        &[("TERM", "")],
        &[("INSIDE_EMACS", "29.1,comint")],
        &[("TERM", "eterm-color"), ("EMACS", "t")],
    ] {
        in_line_mode(started(env, &data), "Schlichtes Terminal: Zeilenmodus.");
    }
}

/// Where no reader is found, the cursor rests on the screen's last row,
/// which is text from its first column: how to get line mode. A 40-cell
/// braille display shows the 40 cells round the cursor; they hold the
/// hint and no piece of the board. After the first key the board is whole.
#[test]
fn the_boards_cursor_rests_on_how_to_get_line_mode() {
    let data = TempDir::new("reader-hint");
    for (rows, columns) in [(24, 80), (20, 40), (40, 120)] {
        let mut env = vec![("XDG_DATA_HOME", data.path().to_str().expect("path"))];
        env.push(("TERM", "xterm-256color"));
        let mut screen = Screen::start_with(&ARGS, &env, rows, columns);
        board_drawn(&screen);
        screen.wait_for("annabella --line");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        let (row, column) = loop {
            let (row, column) = screen.cursor();
            if row == rows - 1 && !screen.modes().1 {
                break (row, column);
            }
            assert!(
                std::time::Instant::now() < deadline,
                "{columns}x{rows}: the cursor at {row},{column}:\n{}",
                screen.contents()
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        let line = screen.row(row);
        let window: String = line
            .chars()
            .skip(usize::from(column) / 40 * 40)
            .take(40)
            .collect();
        assert!(
            window.starts_with("Zeilenmodus: Strg+C, annabella --line"),
            "{columns}x{rows}: {window:?}"
        );
        assert!(
            !line.contains(['▄', '▀', '█']),
            "{columns}x{rows}: {line:?}"
        );
        screen.first_key();
        let last = screen.row(rows - 1);
        assert!(!last.contains("annabella --line"), "{last:?}");
        screen.quit();
    }
}

/// The processes of a process group still alive (a zombie is dead).
fn alive_in_group(group: u32) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| std::fs::read_to_string(entry.path().join("stat")).ok())
        .filter(|stat| {
            let Some(end) = stat.rfind(')') else {
                return false;
            };
            let fields: Vec<&str> = stat[end + 1..].split_whitespace().collect();
            fields.first() != Some(&"Z") && fields.get(2) == Some(&group.to_string().as_str())
        })
        .collect()
}

/// A terminal test that fails mid-game (its screen dropped as the failed
/// assertion unwinds) leaves nothing running: neither annabella nor the
/// engine it started.
#[test]
fn a_failed_terminal_test_leaves_nothing_running() {
    let data = TempDir::new("reader-left");
    let env = [
        ("XDG_DATA_HOME", data.path().to_str().expect("path")),
        ("PATH", "/usr/games:/usr/bin:/bin"),
    ];
    let args = [
        "--voice", "text", "--white", "engine", "--black", "human", "--line",
    ];
    let screen = Screen::start_with(&args, &env, 24, 80);
    // The engine has answered: it runs.
    screen.wait_for("gegen Stockfish");
    let group = screen.child.id();
    assert!(!alive_in_group(group).is_empty());
    let failed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        let _screen = screen;
        panic!("a check of this game failed");
    }));
    assert!(failed.is_err());
    // A process killed ends when the system next runs it: on a busy
    // machine that may be a moment after the kill.
    let mut left = alive_in_group(group);
    for _ in 0..100 {
        if left.is_empty() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        left = alive_in_group(group);
    }
    assert!(left.is_empty(), "still running: {left:?}");
}

/// Seconds of sound the earcon of a move lasts (the file on disk).
fn move_earcon_seconds() -> f64 {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/sounds/earcons/move.wav");
    let bytes = std::fs::read(path).expect("the move earcon");
    // A plain PCM WAV file: the rate at byte 24, the data's length after
    // its "data" mark, two bytes a sample of one channel.
    let rate = u32::from_le_bytes(bytes[24..28].try_into().expect("rate"));
    let at = bytes
        .windows(4)
        .position(|w| w == b"data")
        .expect("data chunk");
    let length = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().expect("length"));
    f64::from(length) / 2.0 / f64::from(rate)
}

/// Plays 1. e4 under fenrir (a process table in which fenrir runs the
/// shell) with `voice` (None: the default) on a sound server of the
/// test's own; what annabella printed, and the seconds of sound after
/// the move.
fn a_move_under_a_reader(voice: Option<&str>) -> (String, f64) {
    let sound = common::speech::Sound::start("reader-voice-sound").expect("PulseAudio");
    let data = TempDir::new("reader-voice-data");
    let table = Table::new(
        "reader-voice-table",
        "python3",
        "/usr/bin/python3 /usr/bin/fenrir -e",
    );
    let mut args = vec!["--black", "human"];
    if let Some(voice) = voice {
        args.extend(["--voice", voice]);
    }
    let mut env: Vec<(String, String)> = sound.env();
    env.push(("ANNABELLA_PROC".into(), table.path().into()));
    env.push(("XDG_DATA_HOME".into(), data.path().display().to_string()));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let mut screen = Screen::start_with(&args, &env, 24, 80);
    screen.wait_for("Zug eingeben, oder help.");
    let recording = sound.record();
    let from = recording.len();
    screen.keys("e4\r");
    screen.wait_for("Bauer Eva vier");
    // Long enough for the move said in the built-in voice (about a second).
    std::thread::sleep(std::time::Duration::from_secs(3));
    let heard = common::speech::sounding_seconds(&recording.since(from));
    drop(recording);
    screen.keys("quit\r");
    (screen.wait_for("Gespeichert"), heard)
}

/// SPEC section 6: where a screen reader runs, annabella's own voice is off
/// unless the player chose one; the earcons stay, and annabella says so in
/// one line. A voice the player chose speaks.
#[test]
fn under_a_reader_annabella_leaves_the_speaking_to_it() {
    if !common::speech::available(&["pulseaudio", "pactl", "parecord"]) {
        return;
    }
    let earcon = move_earcon_seconds();
    let (shown, heard) = a_move_under_a_reader(None);
    assert!(
        shown.contains("Stimme: dein Bildschirmleser, dazu Töne."),
        "{shown}"
    );
    assert!(!shown.contains("eingebaute Aufnahmen"), "{shown}");
    // The move's earcon and nothing more (10 ms windows round it).
    assert!(
        heard > 0.0 && heard <= earcon + 0.03,
        "{heard:.2} s of sound for an earcon of {earcon:.2} s"
    );
    let (shown, heard) = a_move_under_a_reader(Some("clips"));
    assert!(!shown.contains("Bildschirmleser, dazu"), "{shown}");
    assert!(heard >= 0.5, "the chosen voice: {heard:.2} s of sound");
}
