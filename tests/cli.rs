//! The `annabella` binary run on real files: JSON exactly as SPEC section 6
//! gives it, readable lines, and one-line refusals of bad input with exit
//! code 2. Expected values are worked out by hand in the comments.
#![cfg(unix)]

mod common;

use common::{annabella, stderr, stdout};

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

/// The answer for each game of a text output: its lines (broken for a
/// 40-cell braille display) joined as a reader reads them; each starts
/// with the game's number.
fn answers(text: &str) -> Vec<String> {
    let mut answers: Vec<String> = Vec::new();
    for line in text.lines() {
        let starts = ["Partie ", "Game "].iter().any(|word| {
            line.strip_prefix(word)
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        });
        match answers.last_mut() {
            Some(answer) if !starts => {
                answer.push(' ');
                answer.push_str(line);
            }
            _ => answers.push(line.to_owned()),
        }
    }
    answers
}

/// Game 1: the starting position stands for the fifth time after 8...Ng8
/// (ply 16); the moves after it do not count. Game 2: 2...Qh4# is ply 4.
/// Game 3: Loyd's stalemate after 10. Qe6, ply 19. Game 4: 1. Kxd2 leaves
/// king and knight against king, ply 1. Game 5: ongoing after 4. Ng1 (ply
/// 7); Black may claim threefold by stating 4...Ng8.
#[test]
fn adjudicate_json_gives_each_game_its_fide_verdict() {
    let output = annabella(&["adjudicate", "--json", "tests/data/rules-ends.pgn"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        lines(&stdout(&output)),
        [
            r#"{"game":1,"result":"1/2-1/2","reason":"fivefold-repetition","article":"9.6.1","ply":16,"claimable":[],"claimable_with_move":{}}"#,
            r#"{"game":2,"result":"0-1","reason":"checkmate","article":"5.1.1","ply":4,"claimable":[],"claimable_with_move":{}}"#,
            r#"{"game":3,"result":"1/2-1/2","reason":"stalemate","article":"5.2.1","ply":19,"claimable":[],"claimable_with_move":{}}"#,
            r#"{"game":4,"result":"1/2-1/2","reason":"dead-position","article":"5.2.2","ply":1,"claimable":[],"claimable_with_move":{}}"#,
            r#"{"game":5,"result":"*","reason":"ongoing","article":null,"ply":7,"claimable":[],"claimable_with_move":{"Ng8":["threefold-repetition"]}}"#,
        ]
    );
}

/// Under the default scheme the lines are German: the verdict as annabella
/// says a game's end, the article, the move; SAN with German letters.
#[test]
fn adjudicate_without_json_speaks_german_by_default() {
    let output = annabella(&["adjudicate", "tests/data/rules-ends.pgn"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.lines().all(|line| line.chars().count() <= 40),
        "{text}"
    );
    let lines = answers(&text);
    assert_eq!(
        lines[0],
        "Partie 1: ½-½, Remis durch fünfmalige Stellungswiederholung (Art. 9.6.1), mit Zug 8, Schwarz."
    );
    assert_eq!(
        lines[1],
        "Partie 2: 0-1, Schwarz gewinnt durch Schachmatt (Art. 5.1.1), mit Zug 2, Schwarz."
    );
    assert_eq!(
        lines[4],
        "Partie 5: * läuft nach Zug 4, Weiß; Schwarz am Zug; kann reklamieren mit dem Zug Sg8 (dreimalige Stellungswiederholung)."
    );
}

#[test]
fn adjudicate_without_json_speaks_plainly() {
    let output = annabella(&[
        "adjudicate",
        "--scheme",
        "english",
        "tests/data/rules-ends.pgn",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines = answers(&text);
    assert_eq!(
        lines[0],
        "Game 1: ½-½ by fivefold repetition (art. 9.6.1) at move 8 (Black)"
    );
    assert_eq!(
        lines[1],
        "Game 2: 0-1 by checkmate (art. 5.1.1) at move 2 (Black)"
    );
    assert_eq!(lines[2], "Game 3: ½-½ by stalemate (art. 5.2.1) at move 10");
    assert_eq!(
        lines[4],
        "Game 5: * ongoing after move 4, Black to move; may claim by stating Ng8 (threefold repetition)"
    );
}

/// A win on time goes through article 6.9: a lone king cannot mate, so
/// White's flag fall against it is a draw; Black's against king and queen
/// loses. A decisive result with no mate is a resignation.
#[test]
fn adjudicate_reads_time_forfeit_and_resignation_from_the_tags() {
    let output = annabella(&["adjudicate", "--json", "tests/data/time-forfeit.pgn"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        lines(&stdout(&output)),
        [
            r#"{"game":1,"result":"1/2-1/2","reason":"time-forfeit-unwinnable","article":"6.9","ply":2,"claimable":[],"claimable_with_move":{}}"#,
            r#"{"game":2,"result":"1-0","reason":"time-forfeit","article":"6.9","ply":2,"claimable":[],"claimable_with_move":{}}"#,
            r#"{"game":3,"result":"1-0","reason":"resignation","article":"5.1.2","ply":6,"claimable":[],"claimable_with_move":{}}"#,
        ]
    );
}

/// Game 2's 4...Nf6 is illegal (the knight already stands on f6; no other
/// knight reaches it): ply 8. Games 1 and 3 are still judged.
#[test]
fn a_broken_game_is_reported_in_place_and_the_others_judged() {
    let output = annabella(&["adjudicate", "--json", "tests/data/broken.pgn"]);
    assert_eq!(output.status.code(), Some(2));
    let text = stdout(&output);
    let lines = lines(&text);
    assert_eq!(lines.len(), 3);
    assert!(
        lines[0].starts_with(r#"{"game":1,"result":"1-0","reason":"checkmate""#),
        "{}",
        lines[0]
    );
    assert_eq!(
        lines[1],
        r#"{"game":2,"error":"move 4 (Black, line 9): 'Nf6' is not legal in the position","ply":8}"#
    );
    assert!(
        lines[2].starts_with(r#"{"game":3,"result":"0-1","reason":"checkmate""#),
        "{}",
        lines[2]
    );
    let err = common::as_read(&stderr(&output));
    assert!(err.contains("Partie 2, Halbzug 8"), "{err}");
}

#[test]
fn the_shared_real_world_files_are_all_judged() {
    for file in common::SHARED_FILES {
        let output = annabella(&["adjudicate", "--json", &format!("tests/data/{file}")]);
        assert!(output.status.success(), "{file}: {}", stderr(&output));
        assert!(
            !stdout(&output).contains("error"),
            "{file}: {}",
            stdout(&output)
        );
    }
}

/// The Chess960 engine games each end in a mate on the board, at the ply
/// their PlyCount tags give.
#[test]
fn chess960_games_are_replayed_to_their_mates() {
    let output = annabella(&[
        "adjudicate",
        "--json",
        "tests/data/cutechess-fischerrandom.pgn",
    ]);
    let text = stdout(&output);
    let expected_plies: Vec<String> =
        std::fs::read_to_string("tests/data/cutechess-fischerrandom.pgn")
            .expect("reads")
            .lines()
            .filter_map(|l| {
                l.strip_prefix("[PlyCount \"")
                    .map(|n| n.trim_end_matches("\"]").to_owned())
            })
            .collect();
    let judged: Vec<String> = text
        .lines()
        .map(|l| {
            let value: serde_json::Value = serde_json::from_str(l).expect("JSON");
            assert_eq!(value["reason"], "checkmate", "{l}");
            value["ply"].to_string()
        })
        .collect();
    assert_eq!(judged, expected_plies);
}

#[test]
fn analyze_tells_who_can_still_mate() {
    let cases = [
        // King and two knights against king: only White can mate.
        (
            "8/8/4k3/8/8/2NN4/8/4K3 w - - 0 1",
            r#"{"dead":false,"white_can_mate":true,"black_can_mate":false}"#,
        ),
        // Bishops on squares of one colour.
        (
            "5b2/8/8/4k3/8/B7/8/4K3 w - - 0 1",
            r#"{"dead":true,"white_can_mate":false,"black_can_mate":false}"#,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            r#"{"dead":false,"white_can_mate":true,"black_can_mate":true}"#,
        ),
    ];
    for (fen, expected) in cases {
        let output = annabella(&["analyze", "--json", "--fen", fen]);
        assert!(output.status.success(), "{}", stderr(&output));
        assert_eq!(stdout(&output).trim_end(), expected, "{fen}");
    }
}

/// 5+3: White's 6 s leave 300 - 6 + 3 = 297; Black's 10 s leave 293.
#[test]
fn clock_took_json_follows_the_increment() {
    let output = annabella(&["clock", "--time", "5+3", "--took", "6,10", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        lines(&stdout(&output)),
        [
            r#"{"ply":1,"white":297.0,"black":300.0}"#,
            r#"{"ply":2,"white":297.0,"black":293.0}"#
        ]
    );
}

/// 2/1,5 (2 moves in a minute, then 5 minutes): White's second move (ply 3)
/// completes the period, 60 - 20 - 20 = 20, plus 300 = 320. One minute
/// with 30 s already used: a 31 s move oversteps it and the flag falls.
#[test]
fn clock_took_adds_a_period_and_reports_the_flag() {
    let output = annabella(&["clock", "--time", "2/1,5", "--took", "20,1,20", "--json"]);
    assert_eq!(
        stdout(&output).lines().nth(2),
        Some(r#"{"ply":3,"white":320.0,"black":59.0}"#)
    );
    let output = annabella(&["clock", "--time", "1", "--took", "30,10,31,1", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        lines(&stdout(&output)),
        [
            r#"{"ply":1,"white":30.0,"black":60.0}"#,
            r#"{"ply":2,"white":30.0,"black":50.0}"#,
            r#"{"flag":"white","ply":3}"#,
        ]
    );
}

/// 25d5: 3 s within the delay cost nothing, 12 s cost 7. 25b5: 12 s cost
/// 12 and 5 come back.
#[test]
fn clock_took_with_delays() {
    let output = annabella(&["clock", "--time", "25d5", "--took", "3,12", "--json"]);
    assert_eq!(
        lines(&stdout(&output)),
        [
            r#"{"ply":1,"white":1500.0,"black":1500.0}"#,
            r#"{"ply":2,"white":1500.0,"black":1493.0}"#
        ]
    );
    let output = annabella(&["clock", "--time", "25b5", "--took", "12", "--json"]);
    assert_eq!(
        lines(&stdout(&output)),
        [r#"{"ply":1,"white":1493.0,"black":1500.0}"#]
    );
}

/// An escape sequence typed into `--took` is not shown in part: ECMA-48's
/// CSI `ESC [ 2 J` (erase the screen) is one sequence, which goes whole.
#[test]
fn an_escape_sequence_in_took_goes_whole() {
    let output = annabella(&["clock", "--time", "5+3", "--took", "6,\u{1b}[2Jx"]);
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(err.contains("Eintrag 2 („x“)"), "{err}");
}

/// Every kind of bad input: one answer on stderr that names the problem,
/// in lines a braille display holds, exit code 2, nothing on stdout, no
/// panic.
#[test]
fn bad_input_gets_one_answer_and_exit_code_2() {
    let cases: [(&[&str], &str); 11] = [
        (&["analyze", "--fen", "8/8/8/8 w - - 0 1"], "FEN"),
        (
            &["analyze", "--fen", "4k3/8/8/8/8/8/8/4K2K w - - 0 1"],
            "keine erlaubte Stellung",
        ),
        (&["clock", "--time", "40/9x0", "--took", "1"], "Zeichen 5"),
        (&["clock", "--time", "5+3", "--took", "6,x"], "Eintrag 2"),
        (&["clock", "--time", "none", "--took", "6"], "keine Uhr"),
        (
            &["adjudicate", "tests/data/no-such-file.pgn"],
            "no-such-file.pgn",
        ),
        (&["adjudicate", "tests/data/garbage.pgn"], "Partie 1"),
        (&["adjudicate", "tests/data/truncated.pgn"], "Partie 1"),
        (&["bench", "nothing"], "deadpos"),
        (&["clock"], "--time"),
        (&["frobnicate"], "frobnicate"),
    ];
    for (args, needle) in cases {
        let output = annabella(args);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr(&output)
        );
        // One answer, in lines a braille display holds (a path or a FEN
        // on a line of its own), never a flood.
        let err = stderr(&output);
        assert!(err.lines().count() <= 6, "{args:?}: {err}");
        assert!(
            err.lines()
                .all(|line| line.chars().count() <= 40 || line.contains('/')),
            "{args:?}: {err}"
        );
        assert!(common::as_read(&err).contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

/// `./run play` on a fresh clone builds for minutes before anything else
/// is heard: it says so once, on stderr, before `cargo build`, and not
/// again once annabella is built. (Run on a copy of the script with a
/// stand-in `cargo` and `dpkg-query`, so nothing is built or installed.)
#[test]
fn run_play_says_once_that_it_builds_and_how_long() {
    use std::os::unix::fs::PermissionsExt;
    let folder = common::TempDir::new("run-play");
    let clone = folder.path().join("clone");
    let bin = folder.path().join("bin");
    std::fs::create_dir_all(&clone).expect("folder");
    std::fs::create_dir_all(&bin).expect("folder");
    std::fs::copy("run", clone.join("run")).expect("copied");
    let script = |name: &str, text: &str| {
        let path = bin.join(name);
        std::fs::write(&path, text).expect("written");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("mode");
    };
    script("dpkg-query", "#!/bin/sh\nprintf 'install ok installed'\n");
    script(
        "cargo",
        "#!/bin/sh\ncase \"$1\" in\n  --version) echo 'cargo 1.95.0';;\n  build) echo 'cargo builds' >&2; mkdir -p target/release; printf '#!/bin/sh\\necho playing\\n' > target/release/annabella; chmod +x target/release/annabella;;\nesac\n",
    );
    let play = || {
        std::process::Command::new("bash")
            .arg(clone.join("run"))
            .arg("play")
            .env("PATH", format!("{}:/usr/bin:/bin", bin.display()))
            .env("HOME", folder.path())
            .output()
            .expect("run runs")
    };
    let first = play();
    assert!(first.status.success(), "{}", stderr(&first));
    let err = stderr(&first);
    let said = err.find("annabella: building annabella").expect(&err);
    let built = err.find("cargo builds").expect(&err);
    assert!(said < built, "{err}");
    assert!(err.contains("three minutes"), "{err}");
    assert_eq!(stdout(&first), "playing\n");
    let again = play();
    assert!(again.status.success(), "{}", stderr(&again));
    assert!(
        !stderr(&again).contains("annabella: "),
        "{}",
        stderr(&again)
    );
}

/// The README shows what the commands print: `adjudicate` in German, as it
/// prints by default (the README had it in English), and every field
/// `reconcile --json` prints (it left out `a_san` and `b_san`, and had `b`
/// in SAN where the command writes it as the sheet has it).
#[test]
fn the_readme_shows_what_adjudicate_and_reconcile_print() {
    let readme = std::fs::read_to_string("README.md").expect("README");
    // The lines after a command in the README's example, up to the end of
    // its block or the next command.
    let shown = |command: &str| -> String {
        let start = readme
            .find(&format!("$ {command}\n"))
            .unwrap_or_else(|| panic!("{command} is not in the README"))
            + command.len()
            + 3;
        readme[start..]
            .lines()
            .take_while(|l| !l.starts_with("```") && !l.starts_with("$ "))
            .map(|l| format!("{l}\n"))
            .collect()
    };
    let command = "annabella adjudicate tests/data/rules-ends.pgn";
    let output = annabella(&["adjudicate", "tests/data/rules-ends.pgn"]);
    assert_eq!(shown(command), stdout(&output));
    let folder = common::TempDir::new("readme-reconcile");
    let sheet = |name: &str, moves: &str| {
        let path = folder.path().join(name);
        std::fs::write(
            &path,
            format!("[Event \"Club\"]\n[Result \"*\"]\n\n{moves} *\n"),
        )
        .expect("written");
        path
    };
    let mine = sheet("mine.pgn", "1. e4 e5 2. Nf3 Nc6");
    let theirs = sheet("theirs.pgn", "1. e4 e5 2. Sf3 Sf6");
    let output = common::annabella_command()
        .current_dir(folder.path())
        .args(["reconcile", "--json", "mine.pgn", "theirs.pgn"])
        .output()
        .expect("runs");
    assert_eq!(
        shown("annabella reconcile --json mine.pgn theirs.pgn"),
        stdout(&output)
    );
    let output = common::annabella_command()
        .current_dir(folder.path())
        .args(["reconcile"])
        .arg(&mine)
        .arg(&theirs)
        .output()
        .expect("runs");
    let text = stdout(&output);
    // The README leaves out the middle of the position with "…".
    for line in shown("annabella reconcile mine.pgn theirs.pgn")
        .lines()
        .filter(|l| *l != "…")
    {
        assert!(text.lines().any(|l| l == line), "{line}: {text}");
    }
}
