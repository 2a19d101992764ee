//! Games against an engine over UCI: the real Stockfish that the test
//! command installs, and tiny fake engines that crash, cheat or fall silent.
#![cfg(unix)]

mod common;

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use annabella::game::Game;
use annabella::notation::read_move;
use shakmaty::Position;

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("annabella-engine-{}-{name}", std::process::id()))
}

/// annabella with its standard streams piped, to be played move by move.
fn annabella() -> Command {
    let mut command = common::annabella_command();
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

fn run(args: &[&str], input: &str) -> (Output, String) {
    let mut command = common::annabella_command();
    command.args(args);
    let output = common::run_typed(command, input);
    let out = common::stdout(&output);
    (output, out)
}

/// The FIDE verdict of a saved game, as `adjudicate --json` gives it.
fn verdict(save: &std::path::Path) -> serde_json::Value {
    let output = common::annabella(&["adjudicate", "--json", save.to_str().expect("path")]);
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "{e}: {}{}",
            common::stdout(&output),
            std::fs::read_to_string(save).unwrap_or_default()
        )
    })
}

/// A human (this test) plays White with the first legal move in a shuffled
/// order, against Stockfish at level 1 on a fast clock, until the game ends.
/// The test reads each of Stockfish's moves back from the announcements.
#[test]
fn a_game_against_stockfish_at_level_one_to_the_end() {
    let save = temp("level1.pgn");
    let mut child = annabella()
        .args([
            "play", "--voice", "text", "--black", "engine", "--level", "1", "--time", "1+0",
            "--save",
        ])
        .arg(&save)
        .spawn()
        .expect("annabella runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let mut game = Game::standard();
    let mut seed: u64 = 7;
    let mut ended = None;
    'game: for _ in 0..300 {
        let legal = game.position().legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = legal[(seed >> 33) as usize % legal.len()];
        let text = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
        writeln!(stdin, "{text}").expect("typed");
        game.play(m).expect("legal");
        if game.verdict().is_some() {
            break;
        }
        // Our move is said first, then Stockfish's, with its side in front.
        for line in lines.by_ref() {
            let line = line.expect("line");
            if line.contains(" gewinnt durch ") || line.starts_with("Remis durch") {
                ended = Some(line);
                break 'game;
            }
            let Some(said) = line.strip_prefix("Schwarz:") else {
                continue; // our move, a low-time warning, the opening lines
            };
            // A long move goes on over the next lines (a braille display's
            // 40 cells), as a reader reads on.
            let mut said = said.trim().to_owned();
            let reply = loop {
                match read_move(game.position(), &said) {
                    Ok(reply) => break reply,
                    Err(e) if said.chars().count() > 60 => {
                        panic!("Stockfish's move {said:?} reads back: {e:?}")
                    }
                    Err(_) => {
                        let next = lines.next().expect("the move goes on").expect("line");
                        said = format!("{said} {next}").trim().to_owned();
                    }
                }
            };
            if let Some(verdict) = game.play(reply).expect("legal") {
                let _ = verdict;
            }
            break;
        }
        if game.verdict().is_some() {
            break;
        }
    }
    drop(stdin);
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    let status = child.wait().expect("ends");
    assert!(status.success());
    let ended = ended
        .or_else(|| rest.iter().find(|l| l.contains("durch")).cloned())
        .expect("the game ended with a result");
    let judged = verdict(&save);
    assert_ne!(judged["result"], "*", "{judged}");
    assert!(judged.get("error").is_none(), "{judged}");
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("[Black \"Stockfish"), "{saved}");
    assert!(saved.contains("[TimeControl \"60+0\"]"), "{saved}");
    assert!(!ended.is_empty());
    let _ = std::fs::remove_file(&save);
}

/// A hint is a legal move said in the scheme; the evaluation is words.
#[test]
fn hints_and_evaluation_are_spoken() {
    let save = temp("hint.pgn");
    let file = save.to_str().expect("path");
    let mut command = common::annabella_command();
    command.args([
        "play", "--voice", "text", "--scheme", "english", "--black", "engine", "--save", file,
    ]);
    let mut talk = common::Talk::start(command);
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    talk.wait_for("Black: ");
    talk.say("hint");
    talk.wait_for("Hint: ");
    talk.say("eval");
    talk.wait_for_any(&[" is better by ", " is equal", " mates in "]);
    talk.say("quit");
    let (status, out, _) = talk.finish();
    assert!(status.success(), "{out}");
    // The first line says who plays what.
    assert!(out.starts_with("You play White against Stockfish"), "{out}");
    let hint = out
        .lines()
        .find_map(|l| l.strip_prefix("Hint: "))
        .unwrap_or_else(|| panic!("a hint: {out}"));
    // The hint is a legal move for White after 1. e4 and Black's reply.
    let saved = std::fs::read_to_string(&save).expect("saved");
    let mut game = Game::standard();
    common::play(
        &mut game,
        saved.lines().last().unwrap_or("").trim_end_matches('*'),
    );
    assert_eq!(game.ply(), 2, "{saved}");
    assert!(read_move(game.position(), hint).is_ok(), "{hint}: {saved}");
    let evaluation = out
        .lines()
        .find(|l| l.contains(" is better by ") || l.contains("equal") || l.contains(" mates in "))
        .unwrap_or_else(|| panic!("an evaluation: {out}"));
    assert!(
        evaluation == "The position is equal"
            || evaluation
                .rsplit_once(" is better by ")
                .is_some_and(|(_, pawns)| pawns.parse::<f64>().is_ok())
            || evaluation.contains(" mates in "),
        "{evaluation}"
    );
    // A new game needs a file of its own: the one above is not written over.
    let _ = std::fs::remove_file(&save);
    let (_, out) = run(
        &[
            "play",
            "--voice",
            "text",
            "--no-help",
            "--black",
            "human",
            "--save",
            file,
        ],
        "hint\neval\n",
    );
    assert_eq!(
        common::as_read(&out)
            .matches("Vorschläge und Bewertung sind in dieser Partie aus.")
            .count(),
        2,
        "{out}"
    );
    let _ = std::fs::remove_file(&save);
}

/// Stockfish plays both sides of Chess960 position 0 (BBQNNRKR) on a fast
/// clock; every move it makes, castling included, is legal there.
#[test]
fn chess960_against_the_engine() {
    let save = temp("960.pgn");
    let (output, out) = run(
        &[
            "play",
            "--voice",
            "text",
            "--white",
            "engine",
            "--black",
            "engine",
            "--level",
            "1",
            "--chess960",
            "0",
            "--time",
            "0.1+0",
            "--save",
            save.to_str().expect("path"),
        ],
        "",
    );
    assert!(output.status.success(), "{out}");
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(
        saved.contains("[Variant \"Chess960\"]") || saved.contains("[Variant \"chess960\"]"),
        "{saved}"
    );
    assert!(saved.contains("bbqnnrkr/pppppppp"), "{saved}");
    let judged = verdict(&save);
    assert!(judged.get("error").is_none(), "{judged}");
    assert_ne!(judged["result"], "*", "{judged}\n{out}");
    let _ = std::fs::remove_file(&save);
}

/// A UCI engine in a few lines of shell that does `on_go` when asked to
/// search.
fn fake_engine(name: &str, on_go: &str) -> PathBuf {
    let path = temp(&format!("{name}.sh"));
    let script = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo \"id name fake-{name}\"; echo uciok;;\n    isready) echo readyok;;\n    go*) {on_go};;\n    quit) exit 0;;\n  esac\ndone\n"
    );
    std::fs::write(&path, script).expect("written");
    let mut permissions = std::fs::metadata(&path).expect("written").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&path, permissions).expect("executable");
    path
}

/// A conversation with annabella (English, text voice) against a fake
/// engine playing Black: each step types a line and, when the second text is
/// not empty, waits for a line containing it before the next step (with
/// nothing typed, only waits unless it was said already). Returns
/// what was printed and saved.
fn against(engine: &std::path::Path, steps: &[(&str, &str)]) -> (String, String) {
    let save = temp(&format!(
        "{}.pgn",
        engine.file_stem().and_then(|s| s.to_str()).unwrap_or("x")
    ));
    let black = format!("engine={}", engine.display());
    let mut command = common::annabella_command();
    command.args([
        "play", "--voice", "text", "--scheme", "english", "--black", &black, "--save",
    ]);
    command.arg(&save);
    let mut talk = common::Talk::start(command);
    for (typed, answer) in steps {
        if typed.is_empty() {
            // Nothing typed: wait for an answer unless it came already.
            if !common::as_read(talk.heard()).contains(answer) {
                talk.wait_for(answer);
            }
            continue;
        }
        talk.say(typed);
        if !answer.is_empty() {
            talk.wait_for(answer);
        }
    }
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}");
    assert!(err.is_empty(), "{err}");
    let saved = std::fs::read_to_string(&save).expect("saved");
    let _ = std::fs::remove_file(&save);
    (out, saved)
}

const GO_ON: &str = "The game is saved: type engine to play on against a restarted engine, or type its moves to go on as a two-player game.";

#[test]
fn an_engine_that_crashes_leaves_a_two_player_game() {
    let engine = fake_engine("crash", "exit 3");
    let (out, saved) = against(
        &engine,
        &[
            ("e4", GO_ON),
            ("e5", "Pawn Eva five"),
            ("Nf3", "Knight Felix three"),
        ],
    );
    let read = common::as_read(&out);
    assert!(
        read.contains(&format!(
            "The engine fake-crash stopped (exit status: 3). {GO_ON}"
        )),
        "{out}"
    );
    assert_eq!(read.matches(GO_ON).count(), 1, "{out}");
    assert!(out.contains("Pawn Eva five\nKnight Felix three\n"), "{out}");
    assert!(saved.contains("1. e4 e5 2. Nf3 *"), "{saved}");
}

#[test]
fn an_illegal_or_unreadable_move_is_not_played() {
    let engine = fake_engine("illegal", "echo 'bestmove e2e4'");
    let (out, saved) = against(&engine, &[("e4", GO_ON), ("e5", "Pawn Eva five")]);
    assert!(
        common::as_read(&out).contains(&format!(
            "The engine fake-illegal sent an illegal move, e2e4, which was not played. {GO_ON}"
        )),
        "{out}"
    );
    assert!(saved.contains("1. e4 e5 *"), "{saved}");
    let engine = fake_engine("babble", "echo 'bestmove knight-to-f6'");
    let (out, _) = against(&engine, &[("e4", GO_ON)]);
    assert!(
        common::as_read(&out)
            .contains("The engine fake-babble sent a move annabella cannot read: \"knight-to-f6\""),
        "{out}"
    );
}

/// An engine that lists its options slowly (one a second, twelve in all,
/// longer than the ten seconds an engine may stay silent) is still starting,
/// not silent: it is played against, never replaced by a second player.
#[test]
fn an_engine_slow_to_list_its_options_is_waited_for() {
    let engine = temp("slow-options.sh");
    std::fs::write(
        &engine,
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n\
    uci) echo 'id name slow-options'; i=0; while [ $i -lt 12 ]; do \
echo \"option name o$i type check default false\"; sleep 1; i=$((i+1)); done; echo uciok;;\n\
    isready) echo readyok;;\n    go*) echo 'bestmove e7e5';;\n    quit) exit 0;;\n  esac\ndone\n",
    )
    .expect("written");
    let mut permissions = std::fs::metadata(&engine).expect("written").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&engine, permissions).expect("executable");
    let (out, saved) = against(&engine, &[("", "slow-options"), ("e4", "Pawn Eva five")]);
    let _ = std::fs::remove_file(&engine);
    assert!(!out.contains("No engine"), "{out}");
    assert!(saved.contains("1. e4 e5"), "{saved}");
}

/// Without a clock the engine has its move time and five seconds more.
#[test]
fn a_silent_engine_is_given_up_and_can_be_restarted() {
    let engine = fake_engine("silent", "true");
    let (out, saved) = against(
        &engine,
        &[
            ("e4", "gave no move in time"),
            ("engine", "gave no move in time"),
        ],
    );
    let read = common::as_read(&out);
    assert_eq!(
        read.matches(&format!(
            "The engine fake-silent gave no move in time. {GO_ON}"
        ))
        .count(),
        2,
        "restarted and given up again: {out}"
    );
    // The first line names the engine and its level, and the player's
    // side; so does the line after a restart.
    assert!(
        out.starts_with("You play White against fake-silent,\nlevel 3. White to move.\n"),
        "{out}"
    );
    assert_eq!(
        read.matches("You play White against fake-silent, level 3.")
            .count(),
        2,
        "{out}"
    );
    assert!(saved.contains("1. e4 *"), "{saved}");
}

#[test]
fn no_engine_means_a_two_player_game() {
    let (output, out) = run(
        &[
            "play",
            "--voice",
            "text",
            "--black",
            "engine=/nowhere/stockfish",
            "--save",
            temp("none.pgn").to_str().expect("path"),
        ],
        "e4\ne5\n",
    );
    assert!(output.status.success());
    assert!(
        common::as_read(&out).contains("Kein Computer: Kein Programm unter /nowhere/stockfish. Die Partie geht zu zweit weiter: die Züge beider Seiten eingeben."),
        "{out}"
    );
    assert!(out.contains("Bauer Eva vier\nBauer Eva fünf\n"), "{out}");
    let _ = std::fs::remove_file(temp("none.pgn"));
}

/// A takeback against the engine needs no consent. While it thinks, the
/// player's move is taken back and the search stopped; after its reply, both
/// moves are taken back. Either way it is the player's turn again.
#[test]
fn a_takeback_against_the_engine() {
    let engine = fake_engine(
        "takeback",
        "sleep 0.5; echo 'info depth 1 score cp 20'; echo 'bestmove e7e5'",
    );
    let (out, saved) = against(
        &engine,
        &[
            ("e4", "Pawn Eva four"),
            ("takeback", "taken back"),
            ("d4", "Black: "),
        ],
    );
    assert!(
        out.contains(
            "Pawn Eva four\nPawn Eva four taken back\nPawn David four\nBlack: Pawn Eva five\n"
        ),
        "{out}"
    );
    assert!(saved.contains("1. d4 e5 *"), "{saved}");
    let (out, saved) = against(
        &engine,
        &[
            ("e4", "Black: Pawn Eva five"),
            ("takeback", "Pawn Eva four taken back"),
            ("d4", "Black: "),
        ],
    );
    assert!(
        out.contains("Black: Pawn Eva five\nPawn Eva five taken back\nPawn Eva four taken back\nPawn David four\n"),
        "{out}"
    );
    assert!(saved.contains("1. d4 e5 *"), "{saved}");
}

/// An engine that floods its output with info lines: cut off and reported
/// in one line, and every command is still answered.
#[test]
fn a_flooding_engine_is_stopped_and_the_game_goes_on() {
    let engine = fake_engine(
        "flood",
        "while true; do echo 'info depth 1 score cp 10 nodes 1 pv e7e5'; done",
    );
    let (out, saved) = against(
        &engine,
        &[
            ("e4", ""),
            ("clock", "Move 1"),
            ("", GO_ON),
            ("e5", "Pawn Eva five"),
        ],
    );
    assert!(
        common::as_read(&out).contains(&format!(
            "The engine fake-flood writes far more than a chess engine should; it was stopped. {GO_ON}"
        )),
        "{out}"
    );
    assert!(out.contains("Move 1\n"), "the clock is answered: {out}");
    assert!(saved.contains("1. e4 e5 *"), "{saved}");
}

/// One endless line (fifty megabytes without a line end) is cut, not read
/// into memory whole.
#[test]
fn an_endless_line_is_cut_and_reported() {
    let engine = fake_engine("endless", "head -c 50000000 /dev/zero | tr '\\000' x");
    let (out, saved) = against(&engine, &[("e4", GO_ON), ("e5", "Pawn Eva five")]);
    assert!(
        common::as_read(&out)
            .contains("The engine fake-endless writes far more than a chess engine should"),
        "{out}"
    );
    assert!(saved.contains("1. e4 e5 *"), "{saved}");
}

/// An engine that answers one search with two best moves: the second is
/// not taken for the answer to the next position.
#[test]
fn an_extra_best_move_is_not_played_later() {
    let engine = fake_engine(
        "twice",
        "n=$((n+1)); if [ $n -eq 1 ]; then echo 'bestmove e7e5'; echo 'bestmove d7d5'; else echo 'bestmove b8c6'; fi",
    );
    let (out, saved) = against(
        &engine,
        &[("e4", "Black: Pawn Eva five"), ("Nf3", "Black: Knight")],
    );
    assert!(saved.contains("1. e4 e5 2. Nf3 Nc6 *"), "{out}\n{saved}");
}

/// The most memory a process has held, from the kernel's own count
/// (`VmHWM` of /proc/PID/status), in KiB.
fn peak_memory_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("status");
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM")
}

/// An engine that says far more than anyone needs: 4,000 options of 16 KB
/// each before `uciok` (64 MB), and 4,000 info lines of 16 KB before its
/// best move, never so fast as to be a flood. annabella keeps only what it
/// uses: it plays on and never holds more than a few megabytes for it.
#[test]
fn an_engine_that_says_hundreds_of_megabytes_costs_little_memory() {
    let engine = temp("talkative.sh");
    // Each flood is written by awk, fast; 4,000 lines are far below the
    // 20,000 a second that are a flood.
    let flood = |line: &str| {
        format!(
            "awk 'BEGIN {{ s = \"x\"; while (length(s) < 16000) s = s s; s = substr(s, 1, 16000); \
for (i = 0; i < 4000; i++) print \"{line} \" i \" \" s }}'"
        )
    };
    // The flood is what it says it is: 4,000 lines of over 16,000 bytes.
    let said = Command::new("sh")
        .arg("-c")
        .arg(format!("{} | wc -lc", flood("info string")))
        .output()
        .expect("sh runs");
    let counted: Vec<u64> = String::from_utf8_lossy(&said.stdout)
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .collect();
    assert_eq!(counted.first(), Some(&4000), "{said:?}");
    assert!(
        counted.get(1).is_some_and(|&bytes| bytes > 64_000_000),
        "{said:?}"
    );
    let script = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n\
    uci) {}; echo 'id name talkative'; echo uciok;;\n\
    isready) echo readyok;;\n\
    go*) {}; echo 'bestmove e7e5';;\n\
    quit) exit 0;;\n  esac\ndone\n",
        flood("option name o type string default"),
        flood("info string")
    );
    std::fs::write(&engine, script).expect("written");
    let mut permissions = std::fs::metadata(&engine).expect("written").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&engine, permissions).expect("executable");
    let save = temp("talkative.pgn");
    let black = format!("engine={}", engine.display());
    let mut command = common::annabella_command();
    command.args([
        "play", "--line", "--voice", "text", "--scheme", "english", "--black", &black, "--save",
    ]);
    command.arg(&save);
    let mut talk = common::Talk::start(command);
    talk.wait_for("talkative");
    talk.say("e4");
    talk.wait_for("Black: Pawn Eva five");
    let peak = peak_memory_kib(talk.id());
    let out = talk.quit();
    let _ = std::fs::remove_file(&engine);
    let _ = std::fs::remove_file(&save);
    // The engine said 128 MB in all; a game holds a few (SPEC section 10:
    // 8 MB while playing), here in a test build.
    assert!(peak < 32 * 1024, "{peak} KiB held:\n{out}");
}
