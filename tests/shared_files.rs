//! Nothing a shared game file, a link in the games folder or a closed pipe
//! can do hurts the player: a file never starts a program, a link never
//! leads to a file being deleted, a game of lichess or of ICCF's server is
//! never played offline, and a reader that stops reading ends annabella
//! quietly. Each case runs the real binary.

mod common;

#[cfg(unix)]
use std::path::Path;
use std::process::Output;

use common::home::Home;
#[cfg(unix)]
use common::run_typed;
use common::stdout;

/// A program that leaves `marker` behind when it runs, and then answers
/// as a UCI engine would.
#[cfg(unix)]
fn marker_program(path: &Path, marker: &Path) {
    let script = format!(
        "#!/bin/sh\ntouch '{}'\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name marker'; echo uciok;;\n    isready) echo readyok;;\n    go*) echo 'bestmove e7e5';;\n    quit) exit 0;;\n  esac\ndone\n",
        marker.display()
    );
    std::fs::write(path, script).expect("written");
    let mut permissions = std::fs::metadata(path).expect("written").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(path, permissions).expect("executable");
}

/// A game mailed by a club member: White has played 1. e4, and the file
/// says Black is a program, named `engine`.
#[cfg(unix)]
fn mailed_game(engine: &str) -> String {
    format!(
        "[Event \"Club\"]\n[White \"Eva\"]\n[Black \"Mallory\"]\n[Result \"*\"]\n\
[WhiteType \"human\"]\n[BlackType \"program\"]\n[AnnabellaEngine \"{engine}\"]\n\n1. e4 *\n"
    )
}

/// A PGN naming a program by its path, or by a bare name found in PATH,
/// never starts it when the player's own settings do not name it and
/// nobody can say yes at a terminal: one line names what the file wanted,
/// and the game goes on.
#[test]
// The program the file names is a shell script here, which Windows does
// not run.
#[cfg(unix)]
fn a_game_file_never_starts_the_program_it_names() {
    let home = Home::new("shared", "engine");
    let bin = home.path("bin");
    std::fs::create_dir_all(&bin).expect("bin folder");
    let by_path = home.path("evil.sh");
    let by_path_marker = home.path("ran-by-path");
    marker_program(&by_path, &by_path_marker);
    let by_name_marker = home.path("ran-by-name");
    marker_program(&bin.join("evil-engine"), &by_name_marker);
    let path = std::env::var("PATH").unwrap_or_default();
    for (named, marker) in [
        (by_path.to_str().expect("path"), &by_path_marker),
        ("evil-engine", &by_name_marker),
    ] {
        let file = home.path("mailed.pgn");
        std::fs::write(&file, mailed_game(named)).expect("written");
        let mut command = home.annabella(&[
            "resume",
            file.to_str().expect("path"),
            "--voice",
            "text",
            "--scheme",
            "english",
        ]);
        command.env("PATH", format!("{}:{path}", bin.display()));
        let output = run_typed(command, "quit\n");
        let out = stdout(&output);
        assert!(output.status.success(), "{out}{}", common::stderr(&output));
        assert!(!marker.exists(), "{named} was started:\n{out}");
        // The answer that names the file's program, as a screen reader
        // reads it on (a path stands on a line of its own).
        let read = common::as_read(&out);
        let at = read
            .find(named)
            .unwrap_or_else(|| panic!("no line names {named}:\n{out}"));
        let said: String = read[at..].chars().take(120).collect();
        assert!(said.contains("stockfish"), "{said}");
    }
}

/// The same program named by the player's own config file is the
/// player's choice: it plays, and nothing is said about the file.
#[test]
// The program the file names is a shell script here, which Windows does
// not run.
#[cfg(unix)]
fn the_players_own_engine_named_in_a_file_plays() {
    let home = Home::new("shared", "own-engine");
    let program = home.path("mine.sh");
    let marker = home.path("ran");
    marker_program(&program, &marker);
    home.config(&format!("engine = \"{}\"\n", program.display()));
    let file = home.path("mine.pgn");
    std::fs::write(&file, mailed_game(program.to_str().expect("path"))).expect("written");
    let output = home.typed(
        &["resume", file.to_str().expect("path"), "--voice", "text"],
        "quit\n",
    );
    let out = stdout(&output);
    assert!(output.status.success(), "{out}");
    assert!(
        marker.exists(),
        "the player's own engine did not play:\n{out}"
    );
    assert!(!out.contains("mine.sh"), "{out}");
}

/// A file naming one program while the player names another: the
/// player's plays, and the file's does not start.
#[test]
// The program the file names is a shell script here, which Windows does
// not run.
#[cfg(unix)]
fn the_players_engine_plays_instead_of_the_files() {
    let home = Home::new("shared", "other-engine");
    let theirs = home.path("theirs.sh");
    let their_marker = home.path("theirs-ran");
    marker_program(&theirs, &their_marker);
    let mine = home.path("mine.sh");
    let my_marker = home.path("mine-ran");
    marker_program(&mine, &my_marker);
    let file = home.path("game.pgn");
    std::fs::write(&file, mailed_game(theirs.to_str().expect("path"))).expect("written");
    let output = home.typed(
        &[
            "resume",
            file.to_str().expect("path"),
            "--voice",
            "text",
            "--engine",
            mine.to_str().expect("path"),
        ],
        "quit\n",
    );
    let out = stdout(&output);
    assert!(output.status.success(), "{out}");
    assert!(!their_marker.exists(), "{out}");
    assert!(my_marker.exists(), "{out}");
    assert!(out.contains("theirs.sh"), "{out}");
}

/// At a terminal the player is asked, and only a yes starts the file's
/// program.
#[test]
// A shell script as the file's program, asked about in a pseudo-terminal:
// Unix alone.
#[cfg(unix)]
fn at_a_terminal_the_player_says_whether_the_files_program_starts() {
    for (answer, starts) in [("no", false), ("yes", true)] {
        let home = Home::new("shared", &format!("ask-{answer}"));
        let program = home.path("theirs.sh");
        let marker = home.path("ran");
        marker_program(&program, &marker);
        let file = home.path("game.pgn");
        std::fs::write(&file, mailed_game(program.to_str().expect("path"))).expect("written");
        let env: Vec<(&str, String)> = home
            .env()
            .into_iter()
            .map(|(k, v)| (k, v.display().to_string()))
            .collect();
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let mut screen = common::pty::Screen::start_with(
            &[
                "resume",
                file.to_str().expect("path"),
                "--line",
                "--voice",
                "text",
                "--scheme",
                "english",
            ],
            &env,
            24,
            100,
        );
        screen.wait_for("Start it? yes or no");
        assert!(!marker.exists(), "started before the answer");
        screen.keys(&format!("{answer}\r"));
        screen.wait_for("type a move");
        screen.keys("quit\r");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while screen.child.try_wait().expect("waits").is_none() {
            assert!(std::time::Instant::now() < deadline, "quit did not end it");
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        assert_eq!(marker.exists(), starts, "answered {answer}");
    }
}

/// A link among the leftovers of the games folder, named as annabella's
/// old temporary files were (`old.pgn.part`), or as a killed process's
/// (`.old.pgn.PID.N.part`), or as an empty game file left by a game killed
/// before its first move: starting a game never deletes the file it
/// points to.
#[test]
// Wine makes no symbolic link.
#[cfg(unix)]
fn clearing_leftovers_never_follows_a_link() {
    let home = Home::new("shared", "leftover-link");
    let games = home.games();
    std::fs::create_dir_all(&games).expect("games folder");
    let mut targets = Vec::new();
    for (link, text) in [
        ("old.pgn.part", "my thesis\n"),
        (".old.pgn.999999999.0.part", "my notes\n"),
        ("game-2000-01-01-000000.pgn", ""),
    ] {
        let target = home.path(&format!("target-of-{link}"));
        std::fs::write(&target, text).expect("written");
        std::os::unix::fs::symlink(&target, games.join(link)).expect("link");
        // An empty target older than a killed game's leftovers are.
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        std::fs::File::options()
            .write(true)
            .open(&target)
            .and_then(|f| f.set_modified(old))
            .expect("dated");
        targets.push((target, text));
    }
    let output = home.typed(&["play", "--line", "--voice", "text"], "quit\n");
    assert!(output.status.success(), "{}", stdout(&output));
    for (target, text) in targets {
        assert_eq!(
            std::fs::read_to_string(&target).ok().as_deref(),
            Some(text),
            "{} was deleted",
            target.display()
        );
    }
}

/// Runs annabella with its output a pipe nobody reads any more, as
/// `annabella --help | head -1` leaves it once `head` has its line.
fn into_closed_pipe(home: &Home, args: &[&str], input: &str) -> Output {
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    let mut command = home.annabella(args);
    command
        .stdin(std::process::Stdio::piped())
        .stdout(writer)
        .stderr(std::process::Stdio::piped());
    let mut child = command.spawn().expect("annabella runs");
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        let _ = stdin.write_all(input.as_bytes());
    }
    child.wait_with_output().expect("annabella ends")
}

/// A reader that stops reading ends annabella quietly: the help of every
/// command, an announcement, an export, a game in line mode. No panic, no
/// message, and a plain ending.
#[test]
fn a_closed_output_ends_annabella_quietly() {
    let home = Home::new("shared", "closed-pipe");
    let pgn = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/kasparov-deep-blue-1997.pgn"
    );
    let runs: [(&[&str], &str); 12] = [
        (&["--help"], ""),
        (&["play", "--help"], ""),
        (&["online", "--help"], ""),
        (&["resume", "--help"], ""),
        (&["--help", "--scheme", "english"], ""),
        (&["--version"], ""),
        (&["announce", pgn], ""),
        (&["export", pgn, "--to", "txt"], ""),
        (&["export", pgn, "--to", "brf"], ""),
        (&["adjudicate", pgn], ""),
        (&["voices", "--clip-texts", "fide"], ""),
        (
            &[
                "play", "--line", "--voice", "text", "--white", "human", "--black", "human",
            ],
            "e4\ne5\nquit\n",
        ),
    ];
    for (args, input) in runs {
        // liblouis is not installed where the Windows tests run (Wine):
        // there the braille export says so in a line of its own.
        if cfg!(windows) && args.contains(&"brf") {
            continue;
        }
        let output = into_closed_pipe(&home, args, input);
        let err = common::stderr(&output);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
        assert_eq!(output.status.code(), Some(0), "{args:?}: {err}");
    }
}

/// A lichess game as `annabella online` saves it in the games folder.
const ONLINE_GAME: &str = "[Event \"lichess rapid game\"]\n[Site \"https://lichess.org/AbCd1234\"]\n[Date \"2026.01.02\"]\n[White \"eva\"]\n[Black \"mallory\"]\n[Result \"*\"]\n\n1. e4 *\n";

/// Plain `resume` never plays a lichess game offline: the newest
/// unfinished file being an online game, it is refused with the command
/// that plays it, in the player's language, and its file stays as it was;
/// an older game of the folder's own is resumed instead.
#[test]
fn an_online_game_is_never_resumed_offline() {
    let home = Home::new("shared", "online");
    let games = home.games();
    std::fs::create_dir_all(&games).expect("games folder");
    let online = games.join("lichess-AbCd1234.pgn");
    std::fs::write(&online, ONLINE_GAME).expect("written");
    for (args, advice) in [
        (
            vec!["resume", "--voice", "text"],
            "annabella online --game AbCd1234 eingeben",
        ),
        (
            vec!["resume", "--voice", "text", "--scheme", "english"],
            "type annabella online --game AbCd1234 to play on",
        ),
        (
            vec!["resume", online.to_str().expect("path"), "--voice", "text"],
            "annabella online --game AbCd1234 eingeben",
        ),
    ] {
        let output = home.typed(&args, "e5\nquit\n");
        let err = common::stderr(&output);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}{err}",
            stdout(&output)
        );
        // One answer, printed over lines of 40 cells.
        assert_eq!(err.matches("annabella:").count(), 1, "{err}");
        assert!(common::as_read(&err).contains(advice), "{args:?}: {err}");
        assert_eq!(
            std::fs::read_to_string(&online).ok().as_deref(),
            Some(ONLINE_GAME)
        );
    }
    // A game of one's own, older than the online one, is the one resumed.
    let own = games.join("game-2026-01-01-120000.pgn");
    std::fs::write(
        &own,
        "[Event \"Casual\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[WhiteType \"human\"]\n[BlackType \"human\"]\n\n1. d4 *\n",
    )
    .expect("written");
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&own)
        .and_then(|f| f.set_modified(old))
        .expect("dated");
    let output = home.typed(
        &["resume", "--voice", "text", "--scheme", "english"],
        "d5\nquit\n",
    );
    assert!(output.status.success(), "{}", common::stderr(&output));
    assert!(
        stdout(&output).contains("game-2026-01-01-120000.pgn"),
        "{}",
        stdout(&output)
    );
    assert!(
        std::fs::read_to_string(&own)
            .expect("saved")
            .contains("1. d4 d5")
    );
    assert_eq!(
        std::fs::read_to_string(&online).ok().as_deref(),
        Some(ONLINE_GAME)
    );
}

/// A game of ICCF's server, played with `annabella iccf` against a small
/// XfCC server and left: leaving names `annabella iccf --game ID` as the
/// way on, never `annabella resume`; plain `resume` passes the game over
/// and names that command, and so does `resume FILE`, each in one answer,
/// the file left as it was. A game of the player's own that only happens
/// to be named like one is resumed: what counts is what the save wrote.
#[test]
fn an_iccf_game_is_never_resumed_offline() {
    use common::xfcc::{Fake, Game, World};
    let home = Home::new("shared", "iccf");
    let fake = Fake::start(World {
        user: "anna".into(),
        password: "geheim".into(),
        games: vec![Game {
            id: "4711".into(),
            white: "Anna".into(),
            black: "Bob".into(),
            event: "WS/O/123".into(),
            has_white: true,
            result: "Ongoing".into(),
            days_player: 3,
            days_opponent: 30,
            replies: [("e5".to_owned(), String::new(), false)].into(),
            ..Game::default()
        }],
        ..World::default()
    });
    let mut command = home.annabella(&["iccf", "--server", &fake.url(), "--voice", "text"]);
    command
        .env("ANNABELLA_ICCF_USER", "anna")
        .env("ANNABELLA_ICCF_PASSWORD", "geheim");
    let mut talk = common::Talk::start(command);
    talk.wait_for("ICCF 4711: Weiß gegen Bob");
    talk.say("e4");
    talk.wait_for("ICCF hat angenommen.");
    talk.wait_for("Bauer Eva fünf");
    let out = common::as_read(&talk.quit());
    assert!(
        out.contains("Weiter mit: annabella iccf --game 4711"),
        "{out}"
    );
    assert!(!out.contains("annabella resume"), "{out}");
    let saved = home.games().join("iccf-4711.pgn");
    let before = std::fs::read_to_string(&saved).expect("the game is saved");
    assert!(before.contains("1. e4 e5"), "{before}");
    for (args, advice) in [
        (
            vec!["resume", "--voice", "text"],
            "annabella iccf --game 4711 eingeben",
        ),
        (
            vec!["resume", "--voice", "text", "--scheme", "english"],
            "type annabella iccf --game 4711 to play on",
        ),
        (
            vec!["resume", saved.to_str().expect("path"), "--voice", "text"],
            "annabella iccf --game 4711 eingeben",
        ),
    ] {
        let output = home.typed(
            &args,
            "Nf3
quit
",
        );
        let err = common::stderr(&output);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}{err}",
            stdout(&output)
        );
        assert_eq!(err.matches("annabella:").count(), 1, "{err}");
        assert!(common::as_read(&err).contains(advice), "{args:?}: {err}");
        assert_eq!(
            std::fs::read_to_string(&saved).ok().as_deref(),
            Some(before.as_str())
        );
    }
    // A game of the player's own, merely named like a server's.
    let own = home.games().join("iccf-9999.pgn");
    std::fs::write(
        &own,
        "[Event \"Casual\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[WhiteType \"human\"]\n[BlackType \"human\"]\n\n1. d4 *\n",
    )
    .expect("written");
    let output = home.typed(&["resume", "--voice", "text"], "d5\nquit\n");
    assert!(output.status.success(), "{}", common::stderr(&output));
    assert!(
        std::fs::read_to_string(&own)
            .expect("saved")
            .contains("1. d4 d5")
    );
}

/// A relative `XDG_DATA_HOME` or `XDG_CONFIG_HOME` is ignored, as the XDG
/// Base Directory Specification says: games go to `~/.local/share`, named
/// by an absolute path that `resume` finds from any folder, and a config
/// file under the relative folder is not read.
#[test]
// XDG folders are Unix's; Windows' are the player's profile's.
#[cfg(unix)]
fn a_relative_xdg_folder_is_ignored() {
    let home = Home::new("shared", "relative-xdg");
    let here = home.path("here");
    let config = here.join("rel-config/annabella");
    std::fs::create_dir_all(&config).expect("folder");
    std::fs::write(config.join("config.toml"), "scheme = \"english\"\n").expect("written");
    let mut command = home.annabella(&["play", "--line", "--voice", "text", "--black", "human"]);
    command
        .current_dir(&here)
        .env("XDG_DATA_HOME", "rel-data")
        .env("XDG_CONFIG_HOME", "rel-config");
    let output = run_typed(command, "e4\nquit\n");
    let out = stdout(&output);
    assert!(output.status.success(), "{out}");
    // German, not the relative folder's English.
    assert!(out.contains("Bauer Eva vier"), "{out}");
    assert!(!here.join("rel-data").exists(), "{out}");
    let games = home.path(".local/share/annabella/games");
    let saved: Vec<_> = std::fs::read_dir(&games)
        .unwrap_or_else(|_| panic!("nothing in {}:\n{out}", games.display()))
        .flatten()
        .map(|entry| entry.path())
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert!(out.contains(saved[0].to_str().expect("path")), "{out}");
}
