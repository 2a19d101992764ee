//! Text from outside annabella (what is typed, a PGN file, an engine, the
//! config file) never reaches the terminal or a saved file with its control
//! characters. The hostile text holds what ECMA-48 (5th edition) makes a
//! terminal act on: ESC sequences (CSI `ESC [`, OSC `ESC ]` ended by BEL),
//! the one-character CSI `U+009B`, BEL and NUL. `ESC [6n` is the device
//! status report: a terminal answers it by typing as if the player had.
#![cfg(unix)]

mod common;

use std::path::PathBuf;

/// ESC [6n, BEL, NUL, CSI 2J in C1, an OSC title ended by BEL.
const HOSTILE: &str = "\u{1b}[6n\u{7}\u{0}\u{9b}2J\u{1b}]0;pwned\u{7}";

/// Whether `text` is free of every part of [`HOSTILE`]: no control
/// character, and nothing of the sequences left to be read aloud.
fn harmless(text: &str) -> bool {
    !text.contains(['\u{1b}', '\u{7}', '\u{0}', '\u{9b}'])
        && !text.contains("[6n")
        && !text.contains("2J")
        && !text.contains("pwned")
}

fn folder(name: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("annabella-outside-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("folder");
    folder
}

/// A game whose tags, comment and variation carry the hostile text, among
/// ordinary names in other scripts that must stay as they are.
fn hostile_pgn(folder: &std::path::Path) -> PathBuf {
    let path = folder.join("hostile.pgn");
    std::fs::write(
        &path,
        format!(
            "[Event \"Club{HOSTILE}\"]\n[Site \"?\"]\n[Date \"2026.11.23\"]\n[Round \"1\"]\n\
[White \"Jörg{HOSTILE}\"]\n[Black \"Анна{HOSTILE}\"]\n[Result \"*\"]\n[Annotator \"x{HOSTILE}\"]\n\n\
1. e4 {{hi{HOSTILE} there}} e5 (1... c5 {{Sicilian{HOSTILE}}}) 2. Nf3 *\n"
        ),
    )
    .expect("written");
    path
}

#[test]
fn typed_input_is_echoed_without_its_escape_sequences() {
    let folder = folder("typed");
    let mut command = common::annabella_command();
    command
        .args(["play", "--line", "--voice", "text"])
        .env("XDG_DATA_HOME", folder.join("data"));
    let output = common::run_typed(command, &format!("Zq{HOSTILE}\nquit\n"));
    let out = common::stdout(&output);
    assert!(out.contains("'Zq' nicht verstanden"), "{out}");
    assert!(harmless(&out), "{out:?}");
    assert!(harmless(&common::stderr(&output)));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn export_to_standard_output_prints_no_escape_sequence() {
    let folder = folder("export");
    let pgn = hostile_pgn(&folder);
    for to in ["pgn", "txt", "braille"] {
        let output = common::annabella(&["export", pgn.to_str().expect("path"), "--to", to]);
        let out = common::stdout(&output);
        assert!(output.status.success(), "{to}: {}", common::stderr(&output));
        assert!(harmless(&out), "{to}: {out:?}");
        if to != "braille" {
            assert!(out.contains("Jörg") && out.contains("Анна"), "{to}: {out}");
        }
    }
    let output = common::annabella(&["export", pgn.to_str().expect("path"), "--to", "pgn"]);
    let out = common::stdout(&output);
    assert!(out.contains("{hi there}"), "{out}");
    assert!(out.contains("[White \"Jörg\"]"), "{out}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn review_says_the_players_names_without_escape_sequences() {
    let folder = folder("review");
    let pgn = hostile_pgn(&folder);
    let mut command = common::annabella_command();
    command.args([
        "review",
        pgn.to_str().expect("path"),
        "--line",
        "--voice",
        "text",
        "--scheme",
        "english",
    ]);
    let output = common::run_typed(command, "quit\n");
    let out = common::stdout(&output);
    assert!(out.contains("Jörg") && out.contains("Анна"), "{out}");
    assert!(harmless(&out), "{out:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn reconcile_names_an_unreadable_move_without_its_escape_sequence() {
    let folder = folder("reconcile");
    let a = folder.join("a.pgn");
    let b = folder.join("b.pgn");
    std::fs::write(&a, "[Event \"Club\"]\n\n1. e4 e5 2. Nf3 *\n").expect("written");
    // One token: ESC c (the reset of the terminal) and CSI 2J inside it.
    std::fs::write(
        &b,
        "[Event \"Club\"]\n\n1. e4 Q\u{1b}cx\u{9b}2Jy 2. Nf3 *\n",
    )
    .expect("written");
    for json in [false, true] {
        let mut args = vec!["reconcile"];
        if json {
            args.push("--json");
        }
        args.extend([a.to_str().expect("path"), b.to_str().expect("path")]);
        let output = common::annabella(&args);
        let out = common::stdout(&output);
        assert!(out.contains("Qxy"), "{out}");
        assert!(harmless(&out), "{out:?}");
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// The engine's `id name` (UCI: "id name <x>", the program's own words) is
/// printed in its messages and written into the saved game's tag.
#[test]
fn an_engines_name_is_cleaned_on_screen_and_in_the_saved_game() {
    let folder = folder("engine");
    let engine = folder.join("evil.sh");
    std::fs::write(
        &engine,
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    \
uci) printf 'id name Evil\\033[6n\\007\\302\\2332JEngine\\033]0;pwned\\007\\n'; echo uciok;;\n    \
isready) echo readyok;;\n    go*) echo bestmove e7e5;;\n    quit) exit 0;;\n  esac\ndone\n",
    )
    .expect("written");
    let mut permissions = std::fs::metadata(&engine).expect("written").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&engine, permissions).expect("executable");
    let save = folder.join("game.pgn");
    let black = format!("engine={}", engine.display());
    let mut command = common::annabella_command();
    command
        .args([
            "play", "--line", "--voice", "text", "--scheme", "english", "--black", &black, "--save",
        ])
        .arg(&save);
    let mut talk = common::Talk::start(command);
    talk.say("e4");
    talk.wait_for("Pawn Eva five");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert!(harmless(&out) && harmless(&err), "{out:?}\n{err:?}");
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("[Black \"EvilEngine"), "{saved}");
    assert!(harmless(&saved), "{saved:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

/// A value of the config file, quoted in the line that names it as bad
/// (TOML basic strings may hold any character as `\uXXXX`).
#[test]
fn a_config_value_is_named_without_its_escape_sequence() {
    let folder = folder("config");
    std::fs::create_dir_all(folder.join("annabella")).expect("folder");
    std::fs::write(
        folder.join("annabella/config.toml"),
        "pieces = \"odd\\u001b[6n\\u0007\\u009b2J\\u001b]0;pwned\\u0007\"\n",
    )
    .expect("written");
    let mut command = common::annabella_command();
    command
        .args(["play", "--line", "--voice", "text", "--scheme", "english"])
        .env("XDG_CONFIG_HOME", &folder)
        .env("XDG_DATA_HOME", folder.join("data"));
    let output = common::run_typed(command, "quit\n");
    let all = format!("{}{}", common::stdout(&output), common::stderr(&output));
    assert!(all.contains("odd"), "{all}");
    assert!(harmless(&all), "{all:?}");
    let _ = std::fs::remove_dir_all(&folder);
}
