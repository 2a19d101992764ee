//! PGN import keeps every move and names every fault: moves after an end
//! by rule, unclosed comments and variations, a result among the moves,
//! CR-only line ends, a result that the moves contradict. Each through the
//! real binary, as a club's archive or an arbiter's evidence would be read.

mod common;

use std::path::PathBuf;

use common::{annabella, run_typed, stderr, stdout};

fn file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("annabella-import-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("written");
    path
}

/// After 2. Nxc5 White has king and knight against a bare king: neither
/// side can mate, the position is dead (article 5.2.2) and the game ends
/// there. The record goes on with 2...Kxc5 3. Kd3 Kd5; those moves stay in
/// every export, the end is named where it happened, the written result is
/// kept.
const DEAD_THEN_MORE: &str = "[Event \"Endgame\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"8/8/2k5/2p5/8/3NK3/8/8 w - - 0 1\"]\n\n1. Ke4 Kd6 2. Nxc5 Kxc5 3. Kd3 Kd5 1/2-1/2\n";

#[test]
fn moves_after_a_dead_position_are_announced_and_the_end_named() {
    let path = file("dead.pgn", DEAD_THEN_MORE);
    let output = annabella(&[
        "announce",
        "--scheme",
        "english",
        path.to_str().expect("path"),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        concat!(
            "1. King Eva four\n",
            "1... King David six\n",
            "2. Knight takes Cesar five\n",
            "2... King takes Cesar five\n",
            "3. King David three\n",
            "3... King David five\n",
            "Result 1/2-1/2: Draw by dead position with move 2, White; moves written after it are kept.\n",
        )
    );
    let output = annabella(&["adjudicate", "--json", path.to_str().expect("path")]);
    assert_eq!(
        stdout(&output).trim_end(),
        r#"{"game":1,"result":"1/2-1/2","reason":"dead-position","article":"5.2.2","ply":3,"claimable":[],"claimable_with_move":{}}"#
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn every_export_keeps_the_moves_after_the_end() {
    let path = file("dead-export.pgn", DEAD_THEN_MORE);
    let name = path.to_str().expect("path");
    let pgn = stdout(&annabella(&["export", name, "--to", "pgn"]));
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    assert!(
        pgn.contains("2. Nxc5 {end by rule: dead position (5.2.2), 1/2-1/2} Kxc5 3. Kd3 Kd5"),
        "{pgn}"
    );
    let text = stdout(&annabella(&["export", name, "--to", "txt"]));
    assert!(text.contains("Kd3") && text.contains("Kd5"), "{text}");
    let brf = stdout(&annabella(&["export", name, "--to", "brf"]));
    assert!(brf.contains("KD3 KD5"), "{brf}");
    let iccf = stdout(&annabella(&["export", name, "--to", "iccf"]));
    // 3. Kd3 (e4-d3) Kd5 (c5-d5).
    assert!(iccf.contains("3. 5443 3545"), "{iccf}");
    // The PGN written reads back to the same moves and end.
    let again = file("dead-again.pgn", &pgn);
    let twice = stdout(&annabella(&[
        "export",
        again.to_str().expect("path"),
        "--to",
        "pgn",
    ]));
    assert_eq!(twice, pgn);
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(&again);
}

/// After 1. f3 e5 2. g4 Qh4#, mate, "3. a3" written after it cannot be a move
/// of the game: it is checked and refused with its game, ply and line, and
/// the result tag is not rewritten.
#[test]
fn a_move_after_mate_is_checked_not_dropped() {
    let path = file(
        "mate.pgn",
        "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 3. a3 a6 1-0\n",
    );
    let output = annabella(&["announce", path.to_str().expect("path")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        common::as_read(&stderr(&output)).contains(
            "Partie 1, Halbzug 5: „a3“, Zug 3 Weiß, Zeile 3, ist in der Stellung nicht erlaubt."
        ),
        "{}",
        stderr(&output)
    );
    let _ = std::fs::remove_file(&path);
}

/// The moves end the game in mate by Black; the tag says White won. The
/// tag is kept as written, and stderr says so in one line.
#[test]
fn a_result_the_moves_contradict_is_kept_and_said() {
    let path = file(
        "contradiction.pgn",
        "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n",
    );
    let name = path.to_str().expect("path");
    let output = annabella(&["export", name, "--to", "pgn", "--scheme", "english"]);
    assert!(output.status.success());
    assert!(
        stdout(&output).contains("[Result \"1-0\"]"),
        "{}",
        stdout(&output)
    );
    // One answer: the path on a line of its own, then the contradiction.
    let said = common::as_read(&stderr(&output));
    assert_eq!(said.matches("annabella:").count(), 1, "{said}");
    assert!(
        said.contains("Game 1: the rules end the game at move 2 (Black) by checkmate (0-1), but its result says 1-0"),
        "{said}"
    );
    let output = annabella(&["announce", "--scheme", "english", name]);
    assert!(
        stdout(&output)
            .ends_with("Result as written 1-0; by the rules: Black wins by checkmate.\n"),
        "{}",
        stdout(&output)
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn an_unclosed_comment_or_variation_names_game_and_line() {
    let path = file(
        "unclosed.pgn",
        "[Event \"A\"]\n\n1. e4 e5 2. Nf3 *\n\n[Event \"B\"]\n\n1. d4 d5 {forgot\nto close\n\n[Event \"C\"]\n\n1. c4 *\n",
    );
    let output = annabella(&["announce", path.to_str().expect("path")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        common::as_read(&stderr(&output))
            .contains("Partie 2, Halbzug 3: der Kommentar ab Zeile 7 wird nie geschlossen."),
        "{}",
        stderr(&output)
    );
    // Game 1 is still announced.
    assert!(
        stdout(&output).starts_with("1. Bauer Eva vier\n"),
        "{}",
        stdout(&output)
    );
    let path = file("variation.pgn", "1. e4 (1. d4 d5\n2. c4 e5 *\n");
    let output = annabella(&["adjudicate", "--json", path.to_str().expect("path")]);
    assert_eq!(
        stdout(&output).trim_end(),
        r#"{"game":1,"error":"the variation begun on line 1 is never closed with )","ply":2}"#
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn a_result_among_the_moves_is_an_error_not_a_new_game() {
    let path = file(
        "mid-result.pgn",
        "[Event \"A\"]\n\n1. e4 e5 1-0 2. Nf3 Nc6 *\n",
    );
    let output = annabella(&["announce", path.to_str().expect("path")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        common::as_read(&stderr(&output))
            .contains("Halbzug 3: das Ergebnis 1-0 in Zeile 3 steht mitten in den Zügen."),
        "{}",
        stderr(&output)
    );
    assert!(!stdout(&output).contains("Springer"), "{}", stdout(&output));
    let _ = std::fs::remove_file(&path);
}

#[test]
fn cr_only_line_ends_read_like_any_other() {
    let text = "[Event \"Old Mac\"]\r[Result \"0-1\"]\r\r1. f3 e5 2. g4\rQh4# 0-1\r";
    let mut command = common::annabella_command();
    command.args(["announce", "-"]);
    let output = run_typed(command, text);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "1. Bauer Felix drei\n1... Bauer Eva fünf\n2. Bauer Gustav vier\n2... Dame Hektor vier, Schachmatt\nErgebnis 0-1: Schwarz gewinnt durch Schachmatt.\n"
    );
}

/// Two scoresheets that agree up to mate, one with a move written after
/// it: they differ there.
#[test]
fn reconcile_sees_a_difference_after_mate() {
    let a = file("sheet-a.pgn", "1. f3 e5 2. g4 Qh4# 0-1\n");
    let b = file("sheet-b.pgn", "1. f3 e5 2. g4 Qh4# 3. Kf2 0-1\n");
    let output = annabella(&[
        "reconcile",
        "--json",
        a.to_str().expect("path"),
        b.to_str().expect("path"),
    ]);
    assert_eq!(
        stdout(&output).trim_end(),
        r#"{"same":false,"ply":5,"a":null,"b":"Kf2","fen":"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"}"#
    );
    let _ = std::fs::remove_file(&a);
    let _ = std::fs::remove_file(&b);
}
