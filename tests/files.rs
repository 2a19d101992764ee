//! Nothing a file can do hurts a game: two annabellas on one file, links,
//! pipes and devices, a folder that goes away, a full disk, files far too
//! big. Each case runs the real binary, the races with two real processes.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
#[cfg(unix)]
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::home::Home;
#[cfg(target_os = "linux")]
use common::run_typed;
use common::{stderr, stdout};

fn spawn(command: &mut Command) -> Child {
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella runs")
}

/// Waits for a child that must end by itself, and fails the test when it
/// still runs after `seconds`: a command that waits on a pipe forever.
fn ends_within(mut child: Child, seconds: u64) -> Output {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while child.try_wait().expect("waits").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("annabella was still waiting after {seconds} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("ends")
}

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

/// The games of a PGN file as annabella's own export reads them back, one
/// `[Event` per game, with the exit status.
fn exported(path: &Path) -> (bool, String) {
    let output = common::annabella(&["export", path.to_str().expect("path"), "--to", "pgn"]);
    (output.status.success(), stdout(&output))
}

const UNFINISHED: &str = "[Event \"Adjourned\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";

/// A club's file of many finished games and one unfinished one, at the
/// end, as the issue found it.
fn big_club(path: &Path, finished: usize) {
    let one = "[Event \"Club\"]\n[White \"X\"]\n[Black \"Y\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";
    let mut text = one.repeat(finished);
    text.push_str(UNFINISHED);
    std::fs::write(path, text).expect("written");
}

/// B starts the same resume while A plays two moves and
/// quits. Whoever gets the game, the file stays one readable file: every
/// finished game as it was, A's moves in the unfinished one, no game twice.
#[test]
fn two_resumes_of_one_big_file_never_mix_it_up() {
    let home = Home::new("files", "race");
    let club = home.path("club.pgn");
    let finished = 20_000;
    big_club(&club, finished);
    let file = club.to_str().expect("path");
    let mut a = spawn(&mut home.annabella(&["resume", file, "--voice", "text"]));
    let mut a_lines = BufReader::new(a.stdout.take().expect("stdout")).lines();
    read_until(&mut a_lines, "weiter nach 6 Halbzügen");
    let mut a_in = a.stdin.take().expect("stdin");
    // B loads the big file while A plays on and leaves.
    let b = spawn(&mut home.annabella(&["resume", file, "--voice", "text"]));
    writeln!(a_in, "Ba4\nNf6\nquit").expect("typed");
    drop(a_in);
    assert!(a.wait().expect("A ends").success());
    let mut b_in = b.stdin.as_ref().expect("stdin");
    let _ = writeln!(b_in, "O-O\nquit");
    let b = ends_within(b, 120);
    let (read, text) = exported(&club);
    assert!(read, "the file no longer reads: {text}");
    assert_eq!(
        text.matches("[Event \"Club\"]").count(),
        finished,
        "{}",
        stderr(&b)
    );
    assert_eq!(text.matches("[Event \"Adjourned\"]").count(), 1);
    let saved = std::fs::read_to_string(&club).expect("read");
    let last = &saved[saved.rfind("[Event \"Adjourned\"]").expect("the game")..];
    if b.status.success() {
        // B took the game after A left: it goes on from A's moves.
        assert!(last.contains("4. Ba4 Nf6 5. O-O *"), "{last}");
    } else {
        assert!(
            common::as_read(&stderr(&b))
                .contains("ein anderes annabella spielt diese Partie gerade"),
            "{}",
            stderr(&b)
        );
        assert!(last.contains("4. Ba4 Nf6 *"), "{last}");
    }
}

/// A link and the file it names are one game. The save lands in
/// the file, the link stays a link, and a private game stays private.
#[cfg(unix)]
#[test]
fn a_link_and_its_file_are_one_game_and_keep_their_mode() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let home = Home::new("files", "link");
    let club = home.path("club.pgn");
    std::fs::write(&club, UNFINISHED).expect("written");
    std::fs::set_permissions(&club, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let owner = 4321;
    // SAFETY: a plain system call on a path this test made.
    let as_root = unsafe { libc::geteuid() } == 0;
    if as_root {
        let path = std::ffi::CString::new(club.to_str().expect("path")).expect("path");
        // SAFETY: the path is a valid C string of a file this test made.
        assert_eq!(unsafe { libc::chown(path.as_ptr(), owner, owner) }, 0);
    }
    let link = home.path("link.pgn");
    std::os::unix::fs::symlink(&club, &link).expect("link");
    let mut first =
        spawn(&mut home.annabella(&["resume", club.to_str().expect("path"), "--voice", "text"]));
    let mut lines = BufReader::new(first.stdout.take().expect("stdout")).lines();
    read_until(&mut lines, "Zug eingeben");
    let second = home.typed(
        &["resume", link.to_str().expect("path"), "--voice", "text"],
        "Ba4\n",
    );
    assert_eq!(second.status.code(), Some(2), "{}", stdout(&second));
    assert!(
        common::as_read(&stderr(&second))
            .contains("ein anderes annabella spielt diese Partie gerade"),
        "{}",
        stderr(&second)
    );
    // Nothing was played: nothing is said of an unsaved move.
    assert!(
        !common::as_read(&stderr(&second)).contains("Zug"),
        "{}",
        stderr(&second)
    );
    let mut stdin = first.stdin.take().expect("stdin");
    writeln!(stdin, "Ba4").expect("typed");
    drop(stdin);
    assert!(first.wait().expect("ends").success());
    // Now through the link.
    let output = home.typed(
        &["resume", link.to_str().expect("path"), "--voice", "text"],
        "Nf6\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let meta = std::fs::symlink_metadata(&link).expect("link");
    assert!(meta.file_type().is_symlink(), "the link was replaced");
    let saved = std::fs::read_to_string(&club).expect("read");
    assert!(saved.contains("4. Ba4 Nf6 *"), "{saved}");
    let meta = std::fs::metadata(&club).expect("file");
    assert_eq!(meta.mode() & 0o777, 0o600);
    if as_root {
        assert_eq!((meta.uid(), meta.gid()), (owner, owner));
    }
    let leftovers: Vec<_> = std::fs::read_dir(&home.root)
        .expect("folder")
        .flatten()
        .map(|e| e.file_name())
        .filter(|n| n.to_string_lossy().starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

/// An export never writes over the file it reads, also through a
/// link, and never into a file a game is being played in.
#[test]
fn an_export_never_writes_over_its_source_or_a_game_being_played() {
    let home = Home::new("files", "source");
    let games = home.path("games.pgn");
    let four = format!("{UNFINISHED}\n{UNFINISHED}\n{UNFINISHED}\n{UNFINISHED}");
    std::fs::write(&games, &four).expect("written");
    #[cfg(unix)]
    let outputs = {
        let link = home.path("link.pgn");
        std::os::unix::fs::symlink(&games, &link).expect("link");
        [games.clone(), link]
    };
    // Wine, where the Windows tests run, makes no link.
    #[cfg(windows)]
    let outputs = [games.clone()];
    let source = games.to_str().expect("path");
    for output in &outputs {
        let out = output.to_str().expect("path");
        let refused = home.typed(&["export", source, "--to", "txt", "-o", out], "");
        assert_eq!(refused.status.code(), Some(2));
        assert!(
            common::as_read(&stderr(&refused)).contains("das ist die Datei, die gelesen wird"),
            "{}",
            stderr(&refused)
        );
        assert_eq!(std::fs::read_to_string(&games).expect("read"), four);
    }
    // A game goes on in other.pgn: an export into it waits for no one and
    // writes nothing.
    let other = home.path("other.pgn");
    std::fs::write(&other, UNFINISHED).expect("written");
    let mut playing =
        spawn(&mut home.annabella(&["resume", other.to_str().expect("path"), "--voice", "text"]));
    let mut lines = BufReader::new(playing.stdout.take().expect("stdout")).lines();
    read_until(&mut lines, "Zug eingeben");
    let refused = home.typed(
        &[
            "export",
            source,
            "--to",
            "pgn",
            "-o",
            other.to_str().expect("path"),
        ],
        "",
    );
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        common::as_read(&stderr(&refused))
            .contains("ein anderes annabella spielt diese Partie gerade"),
        "{}",
        stderr(&refused)
    );
    let mut stdin = playing.stdin.take().expect("stdin");
    writeln!(stdin, "Ba4").expect("typed");
    drop(stdin);
    assert!(playing.wait().expect("ends").success());
    let saved = std::fs::read_to_string(&other).expect("read");
    assert_eq!(saved.matches("[Event").count(), 1, "{saved}");
    assert!(saved.contains("4. Ba4 *"), "{saved}");
}

/// `-o` writes over plain files only; a pipe, a device or a folder
/// is refused at once and left as it was, and what killed exports left is
/// cleared.
#[cfg(unix)]
#[test]
fn an_export_replaces_plain_files_only_and_clears_leftovers() {
    use std::os::unix::fs::FileTypeExt;
    let home = Home::new("files", "targets");
    let games = home.path("games.pgn");
    std::fs::write(&games, UNFINISHED).expect("written");
    let source = games.to_str().expect("path");
    let fifo = home.path("pipe");
    let name = std::ffi::CString::new(fifo.to_str().expect("path")).expect("path");
    // SAFETY: the path is a valid C string in this test's folder.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
    let folder = home.path("dir.brf");
    std::fs::create_dir_all(&folder).expect("folder");
    for (target, why) in [
        (fifo.clone(), "keine gewöhnliche Datei"),
        (PathBuf::from("/dev/null"), "keine gewöhnliche Datei"),
        (folder.clone(), "das ist ein Ordner"),
    ] {
        let child = spawn(&mut home.annabella(&[
            "export",
            source,
            "--to",
            "brf",
            "-o",
            target.to_str().expect("path"),
        ]));
        let output = ends_within(child, 30);
        assert_eq!(output.status.code(), Some(2), "{target:?}");
        assert!(
            common::as_read(&stderr(&output)).contains(why),
            "{}",
            stderr(&output)
        );
    }
    assert!(
        std::fs::metadata(&fifo)
            .expect("fifo")
            .file_type()
            .is_fifo()
    );
    assert!(
        std::fs::metadata("/dev/null")
            .expect("null")
            .file_type()
            .is_char_device()
    );
    let inside: Vec<_> = std::fs::read_dir(&home.root)
        .expect("folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("part"))
        .collect();
    assert!(inside.is_empty(), "{inside:?}");
    // What killed exports left: a temporary file of a process that is gone
    // (no process id is this high), cleared. A file `out.brf.part` may be
    // anyone's (older versions wrote their exports so): it stays, as only
    // files annabella made are ever removed.
    let stale = home.path(".out.brf.999999999.0.part");
    let old_style = home.path("out.brf.part");
    std::fs::write(&stale, "half").expect("written");
    std::fs::write(&old_style, "half").expect("written");
    let out = home.path("out.brf");
    let output = home.typed(
        &[
            "export",
            source,
            "--to",
            "brf",
            "-o",
            out.to_str().expect("path"),
        ],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(out.exists());
    assert!(!stale.exists());
    assert_eq!(
        std::fs::read_to_string(&old_style).ok().as_deref(),
        Some("half")
    );
}

/// The lock files killed games left beside their files in the
/// games folder are cleared when a game starts there; a game that still
/// runs keeps its lock.
#[test]
fn stale_lock_files_are_cleared() {
    let home = Home::new("files", "stalelock");
    std::fs::create_dir_all(home.games()).expect("folder");
    let game = home.games().join("game-2026-01-01-000000.pgn");
    std::fs::write(&game, UNFINISHED).expect("written");
    let stale = home.games().join(".game-2026-01-01-000000.pgn.lock");
    std::fs::write(&stale, "").expect("written");
    let output = home.typed(&["play", "--voice", "text", "--black", "human"], "e4\n");
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(!stale.exists());
    assert_eq!(std::fs::read_to_string(&game).expect("kept"), UNFINISHED);
}

/// The games folder deleted mid-game is made again, the player is
/// told, and the game is there after quit.
#[test]
// Windows removes no folder while a file in it is open, as the game's is.
#[cfg(unix)]
fn a_deleted_games_folder_is_made_again_and_said() {
    let home = Home::new("files", "deleted");
    let mut child = spawn(&mut home.annabella(&[
        "play", "--voice", "text", "--black", "human", "--scheme", "english",
    ]));
    let mut stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    writeln!(stdin, "e4").expect("typed");
    read_until(&mut lines, "Pawn Eva four");
    std::fs::remove_dir_all(home.games()).expect("removed");
    writeln!(stdin, "e5").expect("typed");
    let said = read_until(&mut lines, "Pawn Eva five");
    assert!(
        common::as_read(&said).contains(&format!(
            "The folder {} was gone and has been made again; the game is saved in it.",
            home.games().display()
        )),
        "{said}"
    );
    writeln!(stdin, "quit").expect("typed");
    drop(stdin);
    assert!(child.wait().expect("ends").success());
    let files: Vec<_> = std::fs::read_dir(home.games())
        .expect("made again")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let saved = std::fs::read_to_string(&files[0]).expect("saved");
    assert!(saved.contains("1. e4 e5 *"), "{saved}");
}

/// Whether this test may mount a file system in a mount namespace of its
/// own (`unshare -m`), found out once. Where it may not, the test says so
/// on standard error and passes over; but CI runs as root, where mounting
/// works, so there a refusal fails the test instead of letting it pass
/// without checking anything.
#[cfg(target_os = "linux")]
fn may_mount() -> bool {
    use std::os::unix::fs::MetadataExt;
    static MAY: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    let found = MAY.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("annabella-mount-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let tried = Command::new("unshare")
            .args([
                "-m",
                "sh",
                "-c",
                "mount -t tmpfs -o size=4k tmpfs \"$0\"",
                dir.to_str().unwrap_or("."),
            ])
            .output();
        let _ = std::fs::remove_dir(&dir);
        match tried {
            Ok(output) if output.status.success() => Ok(()),
            Ok(output) => Err(stderr(&output)),
            Err(e) => Err(e.to_string()),
        }
    });
    match found {
        Ok(()) => true,
        Err(why) => {
            let ci = std::env::var("CI").is_ok_and(|v| v == "true");
            let root = std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0);
            assert!(
                !(ci && root),
                "CI runs as root, where a mount namespace must work: {why}"
            );
            eprintln!("NOT CHECKED: no mount namespace to make a full disk in: {why}");
            false
        }
    }
}

/// A full disk at the start: the player is told in one line, and
/// the game goes to the fallback folder. The disk is a 64 KiB memory file
/// system, mounted for annabella alone (see [`may_mount`]).
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_at_the_start_falls_back_and_says_so() {
    if !may_mount() {
        return;
    }
    let home = Home::new("files", "full");
    let data = home.path("data");
    std::fs::create_dir_all(&data).expect("folder");
    let script = format!(
        "mount -t tmpfs -o size=64k tmpfs '{data}' || exit 99; mkdir -p '{data}/annabella/games'; \
         cat /dev/zero > '{data}/fill' 2>/dev/null; exec \"$0\" \"$@\"",
        data = data.display()
    );
    let mut command = Command::new("unshare");
    command
        .args(["-m", "sh", "-c", &script, env!("CARGO_BIN_EXE_annabella")])
        .args(["play", "--voice", "text", "--black", "human"])
        .env("XDG_CONFIG_HOME", home.path("config"))
        .env("XDG_DATA_HOME", &data)
        .env("TMPDIR", home.path("tmp"))
        .env("USER", "tester");
    let output = run_typed(command, "e4\n");
    assert_ne!(output.status.code(), Some(99), "{}", stderr(&output));
    let out = stdout(&output);
    let fallback = home.path("tmp").join("annabella-games-tester");
    // Said with the opening lines; the paths on lines of their own.
    let read = common::as_read(&out);
    assert!(
        read.contains("der Datenträger ist voll")
            && read.contains(&format!("gespeichert wird in: {}", fallback.display())),
        "{out}"
    );
    let saved: Vec<_> = std::fs::read_dir(&fallback)
        .expect("fallback")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(saved.len(), 1);
    assert!(
        std::fs::read_to_string(&saved[0])
            .expect("saved")
            .contains("1. e4 *")
    );
}

/// Fills the disk a running annabella sees at `folder` (in its own mount
/// namespace, reached through `/proc`), until not one more block fits.
#[cfg(target_os = "linux")]
fn fill_disk(pid: u32, folder: &Path) {
    let seen = PathBuf::from(format!("/proc/{pid}/root"))
        .join(folder.strip_prefix("/").expect("absolute"));
    let mut fill = std::fs::File::create(seen.join("fill")).expect("fill file");
    let block = [0u8; 4096];
    let full = loop {
        if let Err(e) = fill.write_all(&block) {
            break e;
        }
    };
    assert_eq!(full.raw_os_error(), Some(libc::ENOSPC), "{full}");
}

/// The disk fills up after two moves. The next save goes to
/// a file of the game's name in the fallback folder under the temporary
/// folder, the player is told where in one line of the scheme's language,
/// every later move is saved there, also once the first disk has room
/// again, and the first file keeps the moves it had (nothing is moved back
/// or away unasked).
#[cfg(target_os = "linux")]
fn full_disk_mid_game(scheme: &str, moves: [&str; 5], said_where: impl Fn(&Path, &Path) -> String) {
    if !may_mount() {
        return;
    }
    let home = Home::new("files", &format!("fullmid-{scheme}"));
    let data = home.path("data");
    std::fs::create_dir_all(&data).expect("folder");
    let script = format!(
        "mount -t tmpfs -o size=64k tmpfs '{data}' || exit 99; exec \"$0\" \"$@\"",
        data = data.display()
    );
    let mut child = spawn(
        Command::new("unshare")
            .args(["-m", "sh", "-c", &script, env!("CARGO_BIN_EXE_annabella")])
            .args([
                "play", "--voice", "text", "--black", "human", "--scheme", scheme,
            ])
            .env("XDG_CONFIG_HOME", home.path("config"))
            .env("XDG_DATA_HOME", &data)
            .env("TMPDIR", home.path("tmp"))
            .env("USER", "tester"),
    );
    let mut stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let first = read_until(&mut lines, ".pgn");
    let games = home.games();
    let name = first
        .split_whitespace()
        .find_map(|word| word.strip_prefix(&format!("{}/", games.display())))
        .map(|name| name.trim_end_matches('.').to_owned())
        .unwrap_or_else(|| panic!("no file in the games folder named: {first}"));
    for typed in ["e4", "e5"] {
        writeln!(stdin, "{typed}").expect("typed");
    }
    read_until(&mut lines, moves[0]);
    read_until(&mut lines, moves[1]);
    fill_disk(child.id(), &data);
    writeln!(stdin, "Nf3").expect("typed");
    let said = read_until(&mut lines, moves[2]);
    let fallback = home.path("tmp").join("annabella-games-tester");
    let instead = fallback.join(&name);
    let line = said_where(&games.join(&name), &instead);
    assert_eq!(common::as_read(&said).matches(&line).count(), 1, "{said}");
    writeln!(stdin, "Nc6").expect("typed");
    let mut later = read_until(&mut lines, moves[3]);
    let saved = std::fs::read_to_string(&instead).expect("saved in the fallback folder");
    assert!(saved.contains("1. e4 e5 2. Nf3 Nc6 *"), "{saved}");
    // The first disk has room again: the game stays where the player was
    // told it is, and the first file keeps the moves it had.
    let first_data = PathBuf::from(format!("/proc/{}/root", child.id()))
        .join(data.strip_prefix("/").expect("absolute"));
    std::fs::remove_file(first_data.join("fill")).expect("room again");
    writeln!(stdin, "Bb5").expect("typed");
    later.push_str(&read_until(&mut lines, moves[4]));
    let first_file = first_data.join("annabella/games").join(&name);
    let kept = std::fs::read_to_string(&first_file).expect("first file");
    assert!(kept.contains("1. e4 e5 *"), "{kept}");
    writeln!(stdin, "quit").expect("typed");
    drop(stdin);
    later.extend(lines.map_while(Result::ok).map(|l| l + "\n"));
    assert!(child.wait().expect("ends").success(), "{later}");
    assert!(
        !common::as_read(&later).contains(&line),
        "said again: {later}"
    );
    let saved = std::fs::read_to_string(&instead).expect("saved in the fallback folder");
    assert!(saved.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 *"), "{saved}");
    let files = std::fs::read_dir(&fallback).expect("fallback").count();
    assert_eq!(files, 1);
}

#[cfg(target_os = "linux")]
#[test]
fn a_disk_full_mid_game_sends_the_game_to_the_temporary_folder_said_in_german() {
    full_disk_mid_game(
        "fide",
        [
            "Bauer Eva vier",
            "Bauer Eva fünf",
            "Springer Felix drei",
            "Springer Cäsar sechs",
            "Läufer Bella fünf",
        ],
        |path, instead| {
            format!(
                "Speichern fehlgeschlagen (der Datenträger ist voll): {} Die Partie steht jetzt in: {} Dort wird sie nach jedem Zug gespeichert.",
                path.display(),
                instead.display()
            )
        },
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_disk_full_mid_game_sends_the_game_to_the_temporary_folder_said_in_english() {
    full_disk_mid_game(
        "english",
        [
            "Pawn Eva four",
            "Pawn Eva five",
            "Knight Felix three",
            "Knight Cesar six",
            "Bishop Bella five",
        ],
        |path, instead| {
            format!(
                "Saving failed (the disk is full): {} The game is now in: {} It is saved there after every move.",
                path.display(),
                instead.display()
            )
        },
    );
}

/// Tags and moves on one line, as some programs write them.
#[test]
fn tags_and_moves_on_one_line_are_read() {
    let home = Home::new("files", "oneline");
    let game = home.path("one.pgn");
    std::fs::write(&game, "[Event \"x\"] [Result \"*\"] 1. e4 e5 2. Nf3 *\n").expect("written");
    let (read, text) = exported(&game);
    assert!(read);
    assert!(text.contains("[Event \"x\"]"), "{text}");
    assert!(text.contains("\n1. e4 e5 2. Nf3 *"), "{text}");
}

/// A device or a pipe given as a game file is refused at
/// once, never read for ever nor waited on.
#[cfg(unix)]
#[test]
fn devices_and_pipes_are_refused_at_once() {
    let home = Home::new("files", "devices");
    let fifo = home.path("pipe.pgn");
    let name = std::ffi::CString::new(fifo.to_str().expect("path")).expect("path");
    // SAFETY: the path is a valid C string in this test's folder.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
    let fifo = fifo.to_str().expect("path");
    for args in [
        ["announce", "/dev/zero"].as_slice(),
        &["announce", "/dev/urandom"],
        &["announce", fifo],
        &["export", fifo, "--to", "txt"],
        &["review", fifo],
        &["resume", fifo, "--voice", "text"],
    ] {
        let output = ends_within(spawn(&mut home.annabella(args)), 30);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            common::as_read(&stderr(&output)).contains("das ist keine gewöhnliche Datei"),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}

/// A config file that is a pipe, a link to an endless device or
/// far too big is named in one line, and the game goes on.
#[cfg(unix)]
#[test]
fn a_config_file_that_is_no_config_file_is_one_line() {
    let home = Home::new("files", "config");
    let folder = home.path("config/annabella");
    std::fs::create_dir_all(&folder).expect("folder");
    let config = folder.join("config.toml");
    let name = std::ffi::CString::new(config.to_str().expect("path")).expect("path");
    // SAFETY: the path is a valid C string in this test's folder.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
    let play = [
        "play", "--voice", "text", "--black", "human", "--scheme", "english",
    ];
    let output = ends_within(
        {
            let mut child = spawn(&mut home.annabella(&play));
            drop(child.stdin.take());
            child
        },
        30,
    );
    assert!(
        common::as_read(&stdout(&output)).contains("that is not a plain file"),
        "{}",
        stdout(&output)
    );
    std::fs::remove_file(&config).expect("removed");
    std::os::unix::fs::symlink("/dev/zero", &config).expect("link");
    let output = ends_within(
        {
            let mut child = spawn(&mut home.annabella(&play));
            drop(child.stdin.take());
            child
        },
        30,
    );
    assert!(
        common::as_read(&stdout(&output)).contains("that is not a plain file"),
        "{}",
        stdout(&output)
    );
    std::fs::remove_file(&config).expect("removed");
    std::fs::write(&config, "# ".repeat(3 << 20)).expect("written");
    let output = home.typed(&play, "");
    assert!(
        common::as_read(&stdout(&output))
            .contains("bigger than 4194304 bytes; a file that big is not read"),
        "{}",
        stdout(&output)
    );
    // 160,000 unknown keys: ten lines and one that counts the rest.
    let keys: String = (1..=160_000).map(|n| format!("k{n} = 1\n")).collect();
    std::fs::write(&config, keys).expect("written");
    let output = home.typed(&play, "");
    let out = stdout(&output);
    assert_eq!(
        out.lines()
            .filter(|l| l.contains("not a setting annabella knows"))
            .count(),
        10,
        "{out}"
    );
    assert!(
        common::as_read(&out).contains("159990 more settings are not used either"),
        "{out}"
    );
}

/// A 50 MB tag or comment is answered with where it is, not read
/// into memory.
#[test]
fn a_tag_or_comment_of_fifty_megabytes_is_named_with_its_line() {
    let home = Home::new("files", "huge");
    let big = "x".repeat(50 << 20);
    for (name, text) in [
        (
            "tag.pgn",
            format!("[Event \"A\"]\n[Annotator \"{big}\"]\n\n1. e4 *\n"),
        ),
        (
            "comment.pgn",
            format!("[Event \"A\"]\n\n1. e4 {{{big}}} e5 *\n"),
        ),
    ] {
        let file = home.path(name);
        std::fs::write(&file, text).expect("written");
        let output = home.typed(&["export", file.to_str().expect("path"), "--to", "brf"], "");
        assert_eq!(output.status.code(), Some(2), "{name}");
        let line = if name == "tag.pgn" { 2 } else { 3 };
        assert!(
            common::as_read(&stderr(&output))
                .contains(&format!("in Zeile {line} steht ein Eintrag über")),
            "{name}: {}",
            stderr(&output)
        );
    }
}

/// The unclear words: a refused `--save` names what is wrong with the file
/// and says nothing of a move; a link to nothing is called that; leaving
/// before the first move leaves no empty file.
#[cfg(unix)]
#[test]
fn refusals_say_what_is_wrong_and_nothing_of_moves() {
    let home = Home::new("files", "words");
    let dangling = home.path("gone.pgn");
    std::os::unix::fs::symlink(home.path("nowhere/x.pgn"), &dangling).expect("link");
    let output = home.typed(
        &[
            "play",
            "--voice",
            "text",
            "--save",
            dangling.to_str().expect("path"),
        ],
        "e4\n",
    );
    assert_eq!(output.status.code(), Some(2));
    let said = common::as_read(&stderr(&output));
    assert!(
        said.contains("das ist ein Verweis auf eine Datei, die es nicht gibt"),
        "{said}"
    );
    assert!(!said.contains("Zug"), "{said}");
    let folder = home.path("tmp");
    let output = home.typed(
        &[
            "play",
            "--voice",
            "text",
            "--save",
            folder.to_str().expect("path"),
        ],
        "e4\n",
    );
    assert!(
        !common::as_read(&stderr(&output)).contains("Zug"),
        "{}",
        stderr(&output)
    );
    // quit before any move: no game file is left.
    let output = home.typed(&["play", "--voice", "text", "--black", "human"], "quit\n");
    assert!(output.status.success(), "{}", stderr(&output));
    let left: Vec<_> = std::fs::read_dir(home.games())
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "{left:?}");
    // Links that lead round in a circle, named as such.
    let (a, b) = (home.path("a.pgn"), home.path("b.pgn"));
    std::os::unix::fs::symlink(&b, &a).expect("link");
    std::os::unix::fs::symlink(&a, &b).expect("link");
    let output = home.typed(&["export", a.to_str().expect("path"), "--to", "txt"], "");
    assert!(
        common::as_read(&stderr(&output)).contains("die Verweise führen im Kreis"),
        "{}",
        stderr(&output)
    );
    // A file that is not there, in the scheme's language.
    let output = home.typed(&["export", "/nonexistent/x.pgn", "--to", "txt"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        common::as_read(&stderr(&output))
            .contains("/nonexistent/x.pgn geht nicht (nicht vorhanden)"),
        "{}",
        stderr(&output)
    );
}

/// A game file with a second name (a hard link): a save is a new file,
/// so the other name keeps what was there (POSIX rename), and the player
/// is told so rather than finding out later.
#[cfg(unix)]
#[test]
fn a_hard_link_is_parted_and_said() {
    let home = Home::new("files", "hardlink");
    let club = home.path("club.pgn");
    std::fs::write(&club, UNFINISHED).expect("written");
    let other = home.path("other-name.pgn");
    std::fs::hard_link(&club, &other).expect("hard link");
    let output = home.typed(
        &[
            "resume",
            club.to_str().expect("path"),
            "--voice",
            "text",
            "--scheme",
            "english",
        ],
        "Ba4\nNf6\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    assert_eq!(
        common::as_read(&out)
            .matches("had other names (hard links); they keep what it held before")
            .count(),
        1,
        "{out}"
    );
    assert!(
        std::fs::read_to_string(&club)
            .expect("read")
            .contains("4. Ba4 Nf6 *")
    );
    assert_eq!(std::fs::read_to_string(&other).expect("read"), UNFINISHED);
}

/// The fallback folder's name under the temporary folder is known to
/// every user of the machine. When someone else put something there first
/// (a link to a folder of theirs, a folder open to everyone's writing),
/// annabella does not save into it: the game goes to a folder it makes
/// anew, `annabella-games-tester-2`, said in the first line, and nothing
/// is written where the link leads or into the open folder.
#[test]
// A link and a folder open to everyone's writing, made as another user
// makes them on Unix; Wine makes no link.
#[cfg(unix)]
fn a_fallback_folder_put_there_by_someone_else_is_passed_over() {
    use std::os::unix::fs::PermissionsExt;
    for planted in ["link", "open"] {
        let home = Home::new("files", &format!("planted-{planted}"));
        // The games folder cannot be made: a file stands in its path.
        std::fs::write(home.path("data"), "not a folder").expect("file");
        let theirs = home.path("theirs");
        std::fs::create_dir_all(&theirs).expect("folder");
        let usual = home.path("tmp").join("annabella-games-tester");
        match planted {
            "link" => std::os::unix::fs::symlink(&theirs, &usual).expect("link"),
            _ => {
                std::fs::create_dir(&usual).expect("folder");
                std::fs::set_permissions(&usual, std::fs::Permissions::from_mode(0o777))
                    .expect("mode");
            }
        }
        let output = home.typed(&["play", "--voice", "text", "--black", "human"], "e4\n");
        let out = stdout(&output);
        let instead = home.path("tmp").join("annabella-games-tester-2");
        assert!(
            common::as_read(&out).contains(&format!("gespeichert wird in: {}", instead.display())),
            "{planted}: {out}"
        );
        let saved: Vec<_> = std::fs::read_dir(&instead)
            .expect("the folder made anew")
            .flatten()
            .map(|e| e.path())
            .collect();
        assert_eq!(saved.len(), 1, "{planted}");
        assert!(
            std::fs::read_to_string(&saved[0])
                .expect("saved")
                .contains("1. e4 *"),
            "{planted}"
        );
        let mode = std::fs::metadata(&instead)
            .expect("folder")
            .permissions()
            .mode();
        assert_eq!(mode & 0o077, 0, "{planted}: the player's alone");
        assert_eq!(std::fs::read_dir(&theirs).expect("theirs").count(), 0);
        if planted == "open" {
            assert_eq!(std::fs::read_dir(&usual).expect("open").count(), 0);
        }
    }
}
