//! No game is ever lost: annabella killed with SIGKILL at random moments of a
//! clocked game, fifty times, and every announced move is in the saved game
//! that `resume` goes on from.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

use annabella::commands::bench::SplitMix;
use annabella::commands::export::read_sheets;

/// Nepomniachtchi–Ding, World Championship 2023, game 1: 97 half-moves with
/// no repetition that would end the game early.
fn moves() -> Vec<String> {
    let text =
        std::fs::read_to_string("tests/data/nepomniachtchi-liren-game1.pgn").expect("test file");
    let games = annabella::scoresheet::read_games(&text);
    games[0].moves.iter().map(|m| m.text.clone()).collect()
}

#[test]
fn killed_fifty_times_and_nothing_is_lost() {
    let moves = moves();
    let save = std::env::temp_dir().join(format!("annabella-kill-{}.pgn", std::process::id()));
    let _ = std::fs::remove_file(&save);
    let mut rng = SplitMix::new(50);
    let mut sent = 0;
    let mut announced_total = 0;
    for round in 0..50 {
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        if round == 0 {
            command
                .args(["play", "--black", "human", "--time", "90+30", "--save"])
                .arg(&save);
        } else {
            command.arg("resume").arg(&save);
        }
        let mut child = command
            .env("XDG_CONFIG_HOME", "/nonexistent")
            .args(["--voice", "text", "--scheme", "english"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("annabella runs");
        let mut stdin = child.stdin.take().expect("stdin");
        for _ in 0..2 {
            if sent < moves.len() {
                let _ = writeln!(stdin, "{}", moves[sent]);
                sent += 1;
            }
        }
        std::thread::sleep(Duration::from_millis(rng.below(60) as u64));
        let _ = child.kill();
        let output = child.wait_with_output().expect("ends");
        drop(stdin);
        // Every move announced before the kill was saved first.
        let printed = String::from_utf8_lossy(&output.stdout);
        let announced = printed
            .lines()
            .filter(|l| {
                [
                    "Pawn", "Knight", "Bishop", "Rook", "Queen", "King", "Short", "Long",
                ]
                .iter()
                .any(|w| l.starts_with(w))
            })
            .count();
        announced_total += announced;
        let sheets = read_sheets(&save)
            .unwrap_or_else(|e| panic!("round {round}: the save does not read: {e}"));
        let saved = sheets[0].moves.len();
        assert!(
            saved >= announced_total,
            "round {round}: {saved} saved, {announced_total} announced"
        );
        assert!(
            saved <= sent,
            "round {round}: {saved} saved, only {sent} sent"
        );
        // Moves sent but not saved before the kill are sent again.
        sent = saved;
        announced_total = saved;
        for (recorded, written) in sheets[0].moves.iter().zip(&moves) {
            assert_eq!(
                &recorded.san.trim_end_matches(['+', '#']),
                &written.trim_end_matches(['+', '#'])
            );
        }
        // Clocks are saved after every move, and no side ever has more than
        // its 90 minutes plus 30 seconds for each move it made: time is not
        // gained by a crash.
        for (index, recorded) in sheets[0].moves.iter().enumerate() {
            let clock = recorded.clock.expect("a clocked game saves the clock");
            let own_moves = index as u64 / 2 + 1;
            assert!(
                clock <= Duration::from_secs(90 * 60 + 30 * own_moves),
                "round {round}: {clock:?}"
            );
        }
    }
    assert!(sent > 20, "only {sent} moves got through fifty rounds");
    let _ = std::fs::remove_file(&save);
}
