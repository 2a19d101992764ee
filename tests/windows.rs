//! annabella as a player runs it on Windows (under Wine on every test
//! run): a game typed line by line, where its file goes without `--save`,
//! and the screen reader found by Windows' screen-reader flag and by a
//! reader's process in the player's session.
#![cfg(windows)]

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};

use windows_sys::Win32::UI::WindowsAndMessaging::{
    SPI_SETSCREENREADER, SPIF_UPDATEINIFILE, SystemParametersInfoW,
};

/// A folder of the test's own in the temporary folder, removed after it.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let folder =
            std::env::temp_dir().join(format!("annabella-windows-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("scratch folder");
        Scratch(folder)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The Documents folder of the player's profile, as Windows names it.
fn documents() -> PathBuf {
    PathBuf::from(std::env::var_os("USERPROFILE").expect("a Windows profile")).join("Documents")
}

#[test]
fn a_game_typed_line_by_line_is_announced_in_fide_words_and_saved() {
    let scratch = Scratch::new("game");
    let save = scratch.0.join("game.pgn");
    let mut command = common::annabella_command();
    command
        .args([
            "--language",
            "en",
            "play",
            "--voice",
            "text",
            "--black",
            "human",
            "--save",
        ])
        .arg(&save);
    let output = common::run_typed(command, "e4\ne5\nNf3\nquit\n");
    let heard = String::from_utf8_lossy(&output.stdout);
    // The phonetic words of the FIDE appendix for visually impaired
    // players: e4 is "Bauer Eva vier", Nf3 "Springer Felix drei".
    assert!(heard.contains("Bauer Eva vier"), "{heard}");
    assert!(heard.contains("Springer Felix drei"), "{heard}");
    let pgn = std::fs::read_to_string(&save).expect("the game is saved");
    assert!(pgn.contains("1. e4 e5 2. Nf3"), "{pgn}");
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
}

#[test]
fn a_game_without_save_lands_in_the_players_documents() {
    let folder = documents().join("annabella");
    let before: Vec<PathBuf> = std::fs::read_dir(&folder)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    let mut command = common::annabella_command();
    command.args([
        "--language",
        "en",
        "play",
        "--voice",
        "text",
        "--black",
        "human",
    ]);
    let output = common::run_typed(command, "d4\nd5\nquit\n");
    let heard = String::from_utf8_lossy(&output.stdout);
    let new: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("annabella in Documents")
        .flatten()
        .map(|e| e.path())
        .filter(|p| !before.contains(p))
        .collect();
    let games: Vec<&PathBuf> = new
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    assert_eq!(games.len(), 1, "{new:?}\n{heard}");
    let pgn = std::fs::read_to_string(games[0]).expect("readable");
    for path in &new {
        let _ = std::fs::remove_file(path);
    }
    assert!(pgn.contains("1. d4 d5"), "{pgn}");
}

/// Sets or clears Windows' screen-reader flag as NVDA, JAWS and Narrator
/// do while they run.
fn screen_reader_flag(on: bool) {
    // SAFETY: SPI_SETSCREENREADER takes the value in its first parameter
    // and no pointer.
    let set = unsafe {
        SystemParametersInfoW(
            SPI_SETSCREENREADER,
            u32::from(on),
            std::ptr::null_mut(),
            SPIF_UPDATEINIFILE,
        )
    };
    assert_ne!(set, 0, "the screen-reader flag is set");
}

/// Whether `annabella voices` says a screen reader was found (`Some`),
/// or none (`Some(false)`); its lines are read as one text, as they are
/// broken to fit a braille line.
fn reader_found() -> Option<bool> {
    let output = common::annabella_command()
        .args(["--language", "en", "voices", "--voice", "text"])
        .stdin(Stdio::null())
        .output()
        .expect("annabella runs");
    let said = String::from_utf8_lossy(&output.stdout);
    let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
    match (said.contains(FOUND), said.contains(NONE)) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

const FOUND: &str = "A screen reader runs: line mode, and the reader speaks.";
const NONE: &str = "No screen reader found.";

/// One test for both, one after the other: each changes what the other
/// would find.
#[test]
fn a_screen_reader_is_found_by_the_flag_and_by_nvda_running() {
    assert_eq!(reader_found(), Some(false));
    screen_reader_flag(true);
    let flagged = reader_found();
    screen_reader_flag(false);
    assert_eq!(flagged, Some(true));
    assert_eq!(reader_found(), Some(false));

    // A program named as NVDA's, running in the player's session.
    let scratch = Scratch::new("nvda");
    let nvda = scratch.0.join("nvda.exe");
    std::fs::copy(env!("CARGO_BIN_EXE_annabella"), &nvda).expect("copied");
    let mut running = Command::new(&nvda)
        .args([
            "play", "--line", "--voice", "text", "--black", "human", "--save",
        ])
        .arg(scratch.0.join("nvda.pgn"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("nvda.exe runs");
    let typing = running.stdin.take();
    std::thread::sleep(std::time::Duration::from_millis(500));
    let with_nvda = reader_found();
    // The end of its input ends it, as it ends a game.
    drop(typing);
    let waited = std::time::Instant::now();
    while running.try_wait().ok().flatten().is_none() {
        if waited.elapsed() > std::time::Duration::from_secs(20) {
            let _ = running.kill();
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert_eq!(with_nvda, Some(true));
}
