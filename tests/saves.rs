//! Saves a player can trust: no game lost, written over or mixed up, each
//! case run through the real binary.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
#[cfg(unix)]
use std::time::{Duration, Instant};

use common::home::Home;
#[cfg(unix)]
use common::pty::Screen;
use common::{stderr, stdout};

/// The saved files of a folder, sorted.
fn pgn_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == "pgn"));
    files.sort();
    files
}

/// A club's file: a finished game, an unfinished one with tags and a
/// comment of its own, another finished game; CRLF line ends and a
/// variation, so that any rewriting shows.
const CLUB_BEFORE: &str = "[Event \"Club night\"]\r\n[White \"Anna\"]\r\n[Black \"Bella\"]\r\n[Result \"1-0\"]\r\n\r\n1. e4 e5 (1... c5) 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\r\n\r\n";
const CLUB_GAME: &str = "[Event \"Adjourned, round 3\"]\n[Site \"Cafe Lehmann\"]\n[White \"Cäsar\"]\n[Black \"David\"]\n[Result \"*\"]\n\n1. d4 {a quiet start} d5 *";
const CLUB_AFTER: &str =
    "\r\n\r\n[Event \"Blitz\"]\r\n[Result \"0-1\"]\r\n\r\n1. f3 e5 2. g4 Qh4# 0-1\r\n";

fn club(home: &Home) -> PathBuf {
    let path = home.path("club.pgn");
    std::fs::write(&path, format!("{CLUB_BEFORE}{CLUB_GAME}{CLUB_AFTER}")).expect("written");
    path
}

#[test]
fn resume_rewrites_only_its_own_game() {
    let home = Home::new("saves", "club");
    let path = club(&home);
    let file = path.to_str().expect("path");
    // Only `quit`: nothing changes, not one byte.
    let output = home.typed(&["resume", file, "--voice", "text"], "quit\n");
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("Partie 2: weiter nach 2 Halbzügen."),
        "{}",
        stdout(&output)
    );
    let text = std::fs::read(&path).expect("read");
    assert_eq!(
        text,
        format!("{CLUB_BEFORE}{CLUB_GAME}{CLUB_AFTER}").into_bytes()
    );
    // A move: the game's own text changes, every other byte stays.
    let output = home.typed(&["resume", file, "--voice", "text"], "c4\n");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8(std::fs::read(&path).expect("read")).expect("UTF-8");
    assert!(text.starts_with(CLUB_BEFORE), "{text}");
    assert!(text.ends_with(CLUB_AFTER), "{text}");
    let game = &text[CLUB_BEFORE.len()..text.len() - CLUB_AFTER.len()];
    for kept in [
        "[Event \"Adjourned, round 3\"]",
        "[Site \"Cafe Lehmann\"]",
        "[White \"Cäsar\"]",
        "[Black \"David\"]",
        "{a quiet start}",
        "2. c4",
    ] {
        assert!(game.contains(kept), "{kept} is missing: {game}");
    }
    // Two people played it: resuming again does not bring an engine in.
    assert!(game.contains("[BlackType \"human\"]"), "{game}");
    // --save elsewhere: the club file is left alone.
    let before = std::fs::read(&path).expect("read");
    let other = home.path("mine.pgn");
    let output = home.typed(
        &[
            "resume",
            file,
            "--voice",
            "text",
            "--save",
            other.to_str().expect("path"),
        ],
        "e6\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(std::fs::read(&path).expect("read"), before);
    let mine = std::fs::read_to_string(&other).expect("saved elsewhere");
    assert!(mine.contains("2. c4 e6"), "{mine}");
    assert!(mine.contains("[Event \"Adjourned, round 3\"]"), "{mine}");
}

#[test]
fn resume_of_a_chosen_game_and_of_a_finished_one() {
    let home = Home::new("saves", "choose");
    let path = club(&home);
    let file = path.to_str().expect("path");
    let output = home.typed(&["resume", file, "--game", "1", "--voice", "text"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("Diese Partie ist beendet: 1-0"),
        "{}",
        stderr(&output)
    );
    let output = home.typed(&["resume", file, "--game", "7", "--voice", "text"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("Es gibt keine Partie 7; die Datei hat 3"),
        "{}",
        stderr(&output)
    );
}

#[test]
// The games folder is found through XDG_DATA_HOME, which the test's home
// sets; Windows' (in the player's profile) is tested in tests/windows.rs.
#[cfg(unix)]
fn a_games_folder_that_cannot_be_used_is_said_with_where_the_game_goes() {
    let home = Home::new("saves", "folder");
    // The data folder is a file: the games folder cannot be made.
    std::fs::write(home.path("data"), "not a folder").expect("written");
    let output = home.typed(&["play", "--voice", "text", "--black", "human"], "e4\n");
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let fallback = home.path("tmp").join("annabella-games-tester");
    // Said with the opening lines, after who plays what; the paths on
    // lines of their own.
    let read = common::as_read(&out);
    assert!(
        read.contains("Der Partienordner")
            && read.contains("geht nicht (")
            && read.contains(&format!("gespeichert wird in: {}", fallback.display())),
        "{out}"
    );
    assert!(
        out.lines()
            .any(|line| line.starts_with(&fallback.display().to_string())),
        "{out}"
    );
    let saved = pgn_files(&fallback);
    assert_eq!(saved.len(), 1, "{out}");
    assert!(
        std::fs::read_to_string(&saved[0])
            .expect("saved")
            .contains("1. e4")
    );
    // Nowhere to save at all: said, and the game goes on.
    std::fs::remove_dir_all(home.path("tmp")).expect("removed");
    std::fs::write(home.path("tmp"), "not a folder either").expect("written");
    let output = home.typed(
        &[
            "play", "--voice", "text", "--black", "human", "--scheme", "english",
        ],
        "e4\ne5\n",
    );
    let out = stdout(&output);
    let read = common::as_read(&out);
    assert!(
        read.contains("The games folder") && read.contains("this game is not saved."),
        "{out}"
    );
    assert!(out.contains("Pawn Eva five"), "{out}");
}

/// Reads annabella's lines until one contains `text`.
fn read_until(lines: &mut impl Iterator<Item = std::io::Result<String>>, text: &str) -> String {
    let mut seen = String::new();
    for line in lines.by_ref() {
        let line = line.expect("line");
        seen.push_str(&line);
        seen.push('\n');
        if line.contains(text) {
            return seen;
        }
    }
    panic!("never said {text:?}: {seen}");
}

fn spawn(command: &mut Command) -> Child {
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella runs")
}

#[test]
// Windows removes no folder while a file in it is open, as the game's is.
#[cfg(unix)]
fn a_save_that_fails_is_said_after_the_move_and_again_when_it_works() {
    let home = Home::new("saves", "failing");
    let folder = home.path("games");
    std::fs::create_dir_all(&folder).expect("folder");
    let save = folder.join("game.pgn");
    let mut child = spawn(&mut home.annabella(&[
        "play",
        "--voice",
        "text",
        "--black",
        "human",
        "--scheme",
        "english",
        "--save",
        save.to_str().expect("path"),
    ]));
    let mut stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    writeln!(stdin, "e4").expect("typed");
    read_until(&mut lines, "Pawn Eva four");
    // A file takes the folder's place under the game.
    std::fs::remove_dir_all(&folder).expect("removed");
    std::fs::write(&folder, "").expect("a file in its place");
    writeln!(stdin, "e5").expect("typed");
    let said = read_until(&mut lines, "Pawn Eva five");
    assert!(
        common::as_read(&said).contains(&format!(
            "Saving failed (a part of the path is a file, not a folder): {} The last move is not saved.",
            save.display()
        )),
        "{said}"
    );
    std::fs::remove_file(&folder).expect("removed");
    std::fs::create_dir_all(&folder).expect("back");
    writeln!(stdin, "Nf3").expect("typed");
    let said = read_until(&mut lines, "Knight Felix three");
    assert!(said.contains("The game is saved again"), "{said}");
    drop(stdin);
    child.wait().expect("ends");
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("1. e4 e5 2. Nf3"), "{saved}");
}

#[test]
fn save_never_writes_over_a_file_unasked_a_folder_or_a_device() {
    // A device, by the name the system gives it.
    #[cfg(unix)]
    const DEVICE: &str = "/dev/null";
    #[cfg(windows)]
    const DEVICE: &str = "NUL";
    let home = Home::new("saves", "existing");
    let notes = home.path("notes.txt");
    std::fs::write(&notes, "my notes\n").expect("written");
    let file = notes.to_str().expect("path");
    // Nobody can answer (input is not a terminal): refused.
    let output = home.typed(&["play", "--voice", "text", "--save", file], "e4\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("bleibt, wie sie ist"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read_to_string(&notes).expect("read"), "my notes\n");
    for (target, why) in [
        (home.path("tmp"), "das ist ein Ordner"),
        (PathBuf::from(DEVICE), "keine gewöhnliche Datei"),
    ] {
        let output = home.typed(
            &[
                "play",
                "--voice",
                "text",
                "--save",
                target.to_str().expect("path"),
            ],
            "e4\n",
        );
        assert_eq!(output.status.code(), Some(2), "{target:?}");
        assert!(
            common::as_read(&stderr(&output)).contains(why),
            "{}",
            stderr(&output)
        );
    }
}

/// On a terminal the player is asked: `add` puts the new game after what
/// the file holds, `replace` writes over it, anything else leaves it.
#[test]
// A terminal of its own (a pseudo-terminal) is made on Unix alone; on
// Windows the question at a console is asked by the same code.
#[cfg(unix)]
fn save_on_an_existing_file_asks_at_a_terminal() {
    let home = Home::new("saves", "asked");
    let old = "[Event \"Old\"]\n\n1. e4 e5 1-0\n";
    let file = home.path("games.pgn");
    for (answer, expected) in [("add", Some(true)), ("replace", Some(false)), ("no", None)] {
        std::fs::write(&file, old).expect("written");
        let args = [
            "play",
            "--line",
            "--voice",
            "text",
            "--black",
            "human",
            "--save",
            file.to_str().expect("path"),
        ];
        let mut screen = Screen::start_with(
            &args,
            &[("XDG_DATA_HOME", home.path("data").to_str().expect("path"))],
            24,
            100,
        );
        screen.wait_for("gibt es schon");
        screen.keys(&format!("{answer}\r"));
        if expected.is_some() {
            screen.wait_for("Zug eingeben");
            screen.keys("d4\r");
            screen.wait_for("Bauer David vier");
            screen.keys("quit\r");
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        while screen.child.try_wait().expect("waits").is_none() {
            assert!(Instant::now() < deadline, "annabella did not end");
            std::thread::sleep(Duration::from_millis(20));
        }
        let text = std::fs::read_to_string(&file).expect("read");
        match expected {
            Some(true) => {
                assert!(text.starts_with(old), "{text}");
                assert!(text.contains("1. d4 *"), "{text}");
            }
            Some(false) => {
                assert!(!text.contains("Old"), "{text}");
                assert!(text.contains("1. d4 *"), "{text}");
            }
            None => assert_eq!(text, old),
        }
    }
}

#[test]
fn two_games_started_together_get_two_files() {
    let home = Home::new("saves", "together");
    let start = |first: &str| {
        let mut child =
            spawn(&mut home.annabella(&["play", "--voice", "text", "--black", "human"]));
        let mut stdin = child.stdin.take().expect("stdin");
        writeln!(stdin, "{first}").expect("typed");
        (child, stdin)
    };
    let (a, a_in) = start("e4");
    let (b, b_in) = start("d4");
    drop((a_in, b_in));
    for child in [a, b] {
        assert!(child.wait_with_output().expect("ends").status.success());
    }
    let files = pgn_files(&home.games());
    assert_eq!(files.len(), 2, "{files:?}");
    let texts: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(f).expect("read"))
        .collect();
    assert!(texts.iter().any(|t| t.contains("1. e4 *")), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("1. d4 *")), "{texts:?}");
}

#[test]
fn a_second_resume_of_the_same_game_is_refused() {
    let home = Home::new("saves", "twice");
    let path = club(&home);
    let file = path.to_str().expect("path");
    let mut first = spawn(&mut home.annabella(&["resume", file, "--voice", "text"]));
    let mut lines = BufReader::new(first.stdout.take().expect("stdout")).lines();
    read_until(&mut lines, "Zug eingeben");
    let second = home.typed(&["resume", file, "--voice", "text"], "c4\n");
    assert_eq!(second.status.code(), Some(2));
    assert!(
        common::as_read(&stderr(&second))
            .contains("ein anderes annabella spielt diese Partie gerade"),
        "{}",
        stderr(&second)
    );
    let mut stdin = first.stdin.take().expect("stdin");
    writeln!(stdin, "c4").expect("typed");
    drop(stdin);
    assert!(first.wait().expect("ends").success());
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.contains("2. c4"), "{text}");
}

/// "Läufer" typed on a terminal set to Latin-1: the line is read, the
/// player told, and the game goes on.
#[test]
fn a_line_that_is_not_utf8_is_read_and_the_game_goes_on() {
    let home = Home::new("saves", "latin1");
    let save = home.path("g.pgn");
    let mut command = home.annabella(&[
        "play",
        "--voice",
        "text",
        "--black",
        "human",
        "--save",
        save.to_str().expect("path"),
    ]);
    let mut child = spawn(&mut command);
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(b"e4\ne5\nL\xe4ufer c4\nSf6\n")
        .expect("typed");
    drop(stdin);
    let output = child.wait_with_output().expect("ends");
    let out = stdout(&output);
    assert!(
        common::as_read(&out).contains("Die Eingabe war kein UTF-8; gelesen als „Läufer c4“."),
        "{out}"
    );
    assert!(out.contains("Läufer Cäsar vier\n"), "{out}");
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("1. e4 e5 2. Bc4 Nf6"), "{saved}");
}

#[test]
fn quitting_with_a_move_not_pressed_asks_first() {
    let home = Home::new("saves", "unpressed");
    let save = home.path("g.pgn");
    let file = save.to_str().expect("path");
    let output = home.typed(
        &["play", "--voice", "text", "--two-board", "--save", file],
        "e4\nquit\npress\nquit\n",
    );
    let out = stdout(&output);
    assert!(
        common::as_read(&out)
            .contains("Bauer Eva vier ist angesagt, aber die Uhr ist nicht gedrückt."),
        "{out}"
    );
    assert!(
        std::fs::read_to_string(&save)
            .expect("saved")
            .contains("1. e4 *")
    );
    std::fs::remove_file(&save).expect("removed");
    let output = home.typed(
        &["play", "--voice", "text", "--two-board", "--save", file],
        "e4\nquit\nquit\n",
    );
    assert!(output.status.success());
    // Leaving keeps the move announced: it was made when announced
    // (Appendix D.2.3), and waits for the clock.
    let output = home.typed(&["resume", file, "--voice", "text"], "press\nlast\n");
    let out = stdout(&output);
    assert!(
        common::as_read(&out).contains("Uhr gedrückt Zug 1, Weiß: Bauer Eva vier"),
        "{out}"
    );
}

/// Black claims fifty moves after 1. e4 (15+10): White gets two minutes.
/// The penalty is in the save, survives takeback, and resume gives it back
/// exactly.
#[test]
fn a_penalty_is_saved_and_kept_through_takeback_and_resume() {
    let home = Home::new("saves", "penalty");
    let save = home.path("g.pgn");
    let file = save.to_str().expect("path");
    let output = home.typed(
        &[
            "play", "--voice", "text", "--black", "human", "--scheme", "english", "--time",
            "15+10", "--save", file,
        ],
        "e4\nclaim fifty\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("[%clkadd white +0:02:00]"), "{saved}");
    assert!(
        saved.contains("{claim fifty moves: incorrect (by Black)}"),
        "{saved}"
    );
    // 15:00 less a moment, plus 10 s: 15:09; plus the penalty: 17:09.
    let output = home.typed(
        &["resume", file, "--voice", "text", "--scheme", "english"],
        "clock\ne5\ntakeback\nyes\nclock\ntakeback\nyes\nclock\n",
    );
    let out = stdout(&output);
    // The first clock line is said as the game is taken up again.
    let clocks: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("White ") && l.contains("; Black "))
        .skip(1)
        .collect();
    assert_eq!(clocks.len(), 3, "{out}");
    // The clock of the player to move runs: its face may have lost a second.
    assert!(clocks[0].starts_with("White 17:09; Black 14:59"), "{out}");
    // e5 taken back: White keeps the penalty; Black's clock starts again
    // from the 15 minutes it had before e5.
    assert!(
        clocks[1] == "White 17:09; Black 15:00; Move 1"
            || clocks[1] == "White 17:09; Black 14:59; Move 1",
        "{out}"
    );
    // e4 taken back too: White's 15:00 and the two minutes, running.
    assert!(
        clocks[2] == "White 17:00; Black 15:00; Move 1"
            || clocks[2] == "White 16:59; Black 15:00; Move 1",
        "{out}"
    );
}

/// A two-board game resumes as a two-board game: a move waits for the
/// clock again.
#[test]
fn resume_keeps_two_board_play() {
    let home = Home::new("saves", "twoboard");
    let save = home.path("g.pgn");
    let file = save.to_str().expect("path");
    home.typed(
        &["play", "--voice", "text", "--two-board", "--save", file],
        "e4\npress\n",
    );
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("[AnnabellaMode \"two-board\"]"), "{saved}");
    assert!(
        saved.contains("[Annotator \"annabella tournament mode\"]"),
        "{saved}"
    );
    let output = home.typed(&["resume", file, "--voice", "text"], "d5\npress\n");
    let out = stdout(&output);
    assert!(
        out.contains("Bauer David fünf\npress drückt die Uhr"),
        "{out}"
    );
    assert!(
        std::fs::read_to_string(&save)
            .expect("saved")
            .contains("1. e4 {[%clk")
            || std::fs::read_to_string(&save)
                .expect("saved")
                .contains("1. e4 d5")
    );
}

/// A game against the engine at level 1 resumes at level 1.
#[test]
// Stockfish is not installed where the Windows tests run (Wine).
#[cfg(unix)]
fn resume_keeps_the_engine_and_its_level() {
    let home = Home::new("saves", "level");
    let save = home.path("g.pgn");
    let file = save.to_str().expect("path");
    let output = home.typed(
        &[
            "play", "--voice", "text", "--black", "engine", "--level", "1", "--save", file,
        ],
        "e4\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("[AnnabellaLevel \"1\"]"), "{saved}");
    assert!(saved.contains("[BlackType \"program\"]"), "{saved}");
    // The engine's name on the sheet says its level in the scheme's words.
    assert!(saved.contains(" (Stufe 1)\"]"), "{saved}");
    let output = home.typed(&["resume", file, "--voice", "text"], "");
    assert!(
        common::as_read(&stdout(&output)).starts_with("Du spielst Weiß gegen Stockfish")
            && common::as_read(&stdout(&output)).contains(", Stufe 1. Weiß am Zug."),
        "{}",
        stdout(&output)
    );
}

/// A temporary file left by a killed process is removed when a game
/// starts in its folder (its process id is above any the system gives, so
/// that no running process can have it).
#[test]
fn stale_temporary_files_are_cleaned() {
    let home = Home::new("saves", "stale");
    std::fs::create_dir_all(home.games()).expect("folder");
    let stale = home
        .games()
        .join(".game-2026-01-01-000000.pgn.999999999.0.part");
    std::fs::write(&stale, "half a game").expect("written");
    let output = home.typed(&["play", "--voice", "text", "--black", "human"], "e4\n");
    assert!(output.status.success());
    assert!(!stale.exists());
    let leftovers: Vec<_> = std::fs::read_dir(home.games())
        .expect("folder")
        .flatten()
        .map(|e| e.file_name())
        .filter(|n| n.to_string_lossy().starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

/// SIGTERM and SIGHUP in board mode: the terminal is given back (main
/// screen, cursor shown) and the game is saved.
#[test]
// Unix signals, sent to a program in a pseudo-terminal.
#[cfg(unix)]
fn a_signal_gives_the_terminal_back() {
    for signal in [libc::SIGTERM, libc::SIGHUP] {
        let home = Home::new("saves", &format!("signal{signal}"));
        let save = home.path("g.pgn");
        let args = [
            "play",
            "--voice",
            "text",
            "--black",
            "human",
            "--save",
            save.to_str().expect("path"),
        ];
        let mut screen = Screen::start(&args, 24, 80);
        screen.wait_for("Tab");
        screen.keys("\t");
        screen.keys("e4\r");
        screen.wait_for("Bauer Eva vier");
        assert_eq!(screen.modes(), (true, true), "the board holds the screen");
        // SAFETY: a signal sent to the child process this test started.
        let sent = unsafe { libc::kill(screen.child.id() as i32, signal) };
        assert_eq!(sent, 0);
        let deadline = Instant::now() + Duration::from_secs(10);
        let status = loop {
            if let Some(status) = screen.child.try_wait().expect("waits") {
                break status;
            }
            assert!(Instant::now() < deadline, "annabella did not end");
            std::thread::sleep(Duration::from_millis(20));
        };
        assert_eq!(status.code(), Some(128 + signal), "{status}");
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(screen.modes(), (false, false), "signal {signal}");
        assert!(
            std::fs::read_to_string(&save)
                .expect("saved")
                .contains("1. e4")
        );
        assert!(!home.path(".g.pgn.lock").exists());
    }
}

/// A club file that another program changes between two moves of a resumed
/// game: `change` edits it, and the game's next move is then saved into the
/// file as it is now. Returns the file after the game and what annabella
/// said after the second move.
fn resumed_while_changed(name: &str, change: impl FnOnce(&Path)) -> (Home, String, String) {
    let home = Home::new("saves", name);
    let path = club(&home);
    let file = path.to_str().expect("path");
    let mut child =
        spawn(&mut home.annabella(&["resume", file, "--voice", "text", "--scheme", "english"]));
    let mut stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    writeln!(stdin, "c4").expect("typed");
    read_until(&mut lines, "Pawn Cesar four");
    change(&path);
    writeln!(stdin, "e6").expect("typed");
    let said = read_until(&mut lines, "Pawn Eva six");
    drop(stdin);
    assert!(child.wait().expect("ends").success());
    let text = String::from_utf8(std::fs::read(&path).expect("read")).expect("UTF-8");
    (home, text, said)
}

/// The game's own text in a club file between two known neighbours: its
/// tags, its comment and both moves, nothing else changed.
fn assert_game_between(text: &str, before: &str, after: &str) {
    assert!(text.starts_with(before), "{text}");
    assert!(text.ends_with(after), "{text}");
    let game = &text[before.len()..text.len() - after.len()];
    for kept in [
        "[Event \"Adjourned, round 3\"]",
        "[White \"Cäsar\"]",
        "{a quiet start}",
        "2. c4 e6 *",
    ] {
        assert!(game.contains(kept), "{kept} is missing: {game}");
    }
    assert!(!game.contains("[Event \"Blitz\"]") && !game.contains("Club night"));
}

/// `adjudicate` reads every game of the file.
fn assert_all_games_read(home: &Home, path: &Path, games: usize) {
    let output = home.typed(
        &[
            "adjudicate",
            "--scheme",
            "english",
            path.to_str().expect("path"),
        ],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    // One answer a game, each printed over lines of 40 cells.
    assert_eq!(
        stdout(&output)
            .lines()
            .filter(|line| line.starts_with("Game "))
            .count(),
        games,
        "{}",
        stdout(&output)
    );
}

/// Another program puts a new file in the club file's place (`sed -i`, as
/// editors do) while a game of it is played: its edit stays, and the game
/// is saved into the new file.
#[test]
// sed is a Unix program, and Wine puts no file in the place of an open one.
#[cfg(unix)]
fn an_edit_by_rename_meanwhile_is_kept() {
    let (home, text, said) = resumed_while_changed("renamed", |path| {
        let sed = Command::new("sed")
            .args(["-i", "s/Blitz/Rapid/"])
            .arg(path)
            .status()
            .expect("sed runs");
        assert!(sed.success());
    });
    let path = home.path("club.pgn");
    assert_game_between(&text, CLUB_BEFORE, &CLUB_AFTER.replace("Blitz", "Rapid"));
    assert!(
        common::as_read(&said).contains(&format!(
            "{} was changed by another program; the game is saved into it as it is now.",
            path.display()
        )),
        "{said}"
    );
    assert_all_games_read(&home, &path, 3);
}

/// Another program writes the club file in place with a game added at its
/// top while a game of it is played: the game is found again where it is
/// now, and no byte of the others is touched.
#[test]
fn a_game_added_on_top_meanwhile_is_kept() {
    const ON_TOP: &str = "[Event \"Simul\"]\n[Result \"1/2-1/2\"]\n\n1. c4 c5 1/2-1/2\n\n";
    let (home, text, said) = resumed_while_changed("on-top", |path| {
        let before = std::fs::read(path).expect("read");
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .truncate(true)
            .open(path)
            .expect("opened in place");
        file.write_all(ON_TOP.as_bytes()).expect("written");
        file.write_all(&before).expect("written");
    });
    let path = home.path("club.pgn");
    assert_game_between(&text, &format!("{ON_TOP}{CLUB_BEFORE}"), CLUB_AFTER);
    assert!(
        common::as_read(&said)
            .contains("was changed by another program; the game is saved into it as it is now."),
        "{said}"
    );
    assert_all_games_read(&home, &path, 4);
}

/// Time used is used: leaving in the middle of a move keeps the clock of
/// the side to move as it stood (the Laws' adjourned games: "the time used
/// by each player shall be indicated on the clocks"). Five minutes each on
/// the practice clock: White thinks 100 s and leaves (3:20 left), comes
/// back, thinks 20 s more and leaves again (3:00), comes back and moves
/// after 10 s more (2:50).
#[test]
fn leaving_in_the_middle_of_a_move_keeps_the_time_used() {
    let home = Home::new("saves", "adjourned");
    let save = home.path("game.pgn");
    let file = save.to_str().expect("path");
    let english = ["--voice", "text", "--scheme", "english", "--fake-time"];
    let output = home.typed(
        &[
            &["play", "--time", "5", "--black", "human", "--save", file][..],
            &english,
        ]
        .concat(),
        "e4\ne5\nwait 100\nquit\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let resume = |input: &str| {
        let output = home.typed(&[&["resume", file][..], &english].concat(), input);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    };
    let out = resume("wait 20\nquit\n");
    assert!(out.contains("White 3:20; Black 5:00"), "{out}");
    let out = resume("wait 10\nNf3\nquit\n");
    assert!(out.contains("White 3:00; Black 5:00"), "{out}");
    let saved = std::fs::read_to_string(&save).expect("saved");
    let saved = saved.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(saved.contains("2. Nf3 {[%clk 0:02:50]}"), "{saved}");
    // Where the game was left is kept once, as it last stood.
    assert_eq!(saved.matches("[%adjourned").count(), 1, "{saved}");
    assert_eq!(saved.matches("as it stood").count(), 1, "{saved}");
    assert!(saved.contains("[%adjourned white 0:03:00]"), "{saved}");
}

/// The games folder is named when it is made for the first game; a later
/// game's start only says that it is saved (a screen reader does not read
/// a long path out at every start), and `datei` names the file on request.
#[test]
// The games folder is found through XDG_DATA_HOME, which the test's home
// sets; Windows' (in the player's profile) is tested in tests/windows.rs.
#[cfg(unix)]
fn the_games_folder_is_named_once_and_on_request() {
    let home = Home::new("saves", "named-once");
    let args = ["play", "--line", "--voice", "text", "--black", "human"];
    let first = common::stdout(&home.typed(&args, "e4\nquit\n"));
    let games = home.games().display().to_string();
    assert!(
        first.contains("Gespeichert wird nach jedem Zug in:"),
        "{first}"
    );
    assert!(first.contains(&games), "{first}");
    let second = common::stdout(&home.typed(&args, "datei\nd4\nquit\n"));
    let told: Vec<&str> = second.lines().collect();
    let short = told
        .iter()
        .position(|l| *l == "Gespeichert nach jedem Zug; wo: datei.")
        .unwrap_or_else(|| panic!("{second}"));
    let asked = told
        .iter()
        .position(|l| *l == "Gespeichert wird nach jedem Zug in:")
        .unwrap_or_else(|| panic!("{second}"));
    assert!(short < asked, "{second}");
    assert!(told[asked + 1].starts_with(&games), "{second}");
    assert!(
        !told[..asked].iter().any(|l| l.contains(&games)),
        "{second}"
    );
}
