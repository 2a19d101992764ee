//! `annabella announce` and `annabella convert` run on real files; the
//! expected words come from SPEC section 2.

mod common;

use common::{annabella, stderr, stdout};

#[test]
fn announce_prints_one_line_per_half_move() {
    let output = annabella(&["announce", "tests/data/rules-ends.pgn"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "1. Springer Felix drei",
            "1... Springer Felix sechs",
            "2. Springer Gustav eins",
            "2... Springer Gustav acht"
        ]
    );
    // Game 1 repeats the starting position for the fifth time with 8...Ng8
    // (half-move 16), which ends it (article 9.6.1); 9. Nf3 Nf6 are written
    // after that and stay, and the end is named where it happened.
    assert_eq!(
        lines[16..19],
        [
            "9. Springer Felix drei",
            "9... Springer Felix sechs",
            "Ergebnis 1/2-1/2: Remis durch fünfmalige Stellungswiederholung mit Zug 8, Schwarz; danach sind noch Züge aufgeschrieben."
        ]
    );
    // Fool's mate follows, with its result line.
    assert_eq!(
        lines[19..24],
        [
            "1. Bauer Felix drei",
            "1... Bauer Eva fünf",
            "2. Bauer Gustav vier",
            "2... Dame Hektor vier, Schachmatt",
            "Ergebnis 0-1: Schwarz gewinnt durch Schachmatt."
        ]
    );
    // Every line but the result lines is a half-move; no result line starts
    // with a digit.
    let results: Vec<&&str> = lines
        .iter()
        .filter(|l| !l.starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    assert_eq!(results.len(), 5, "{text}");
}

#[test]
fn announce_in_english_and_ascii() {
    let output = annabella(&[
        "announce",
        "--scheme",
        "english",
        "tests/data/rules-ends.pgn",
    ]);
    assert!(
        stdout(&output).contains("2... Queen Hector four, checkmate\n"),
        "{}",
        stdout(&output)
    );
    let output = annabella(&["announce", "--ascii", "tests/data/rules-ends.pgn"]);
    let text = stdout(&output);
    assert!(text.contains("1... Bauer Eva fuenf\n"), "{text}");
    assert!(text.is_ascii(), "{text}");
}

#[test]
fn announce_reads_standard_input() {
    let mut command = common::annabella_command();
    command.args(["announce", "-"]);
    let output = common::run_typed(command, "1. e4 e5 2. Nf3 *");
    assert_eq!(
        stdout(&output),
        "1. Bauer Eva vier\n1... Bauer Eva fünf\n2. Springer Felix drei\nErgebnis offen: die Partie ist nicht beendet.\n"
    );
}

#[test]
fn every_shared_file_is_announced_without_error() {
    for file in common::SHARED_FILES {
        for scheme in ["fide", "english"] {
            let output = annabella(&[
                "announce",
                "--scheme",
                scheme,
                &format!("tests/data/{file}"),
            ]);
            assert!(output.status.success(), "{file}: {}", stderr(&output));
            assert!(stderr(&output).is_empty(), "{file}: {}", stderr(&output));
        }
    }
    // Nepomniachtchi–Ding, game 1: 49. Ke3 is the 97th and last half-move.
    let output = annabella(&["announce", "tests/data/nepomniachtchi-liren-game1.pgn"]);
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 98);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[96..],
        [
            "49. König Eva drei",
            "Ergebnis 1/2-1/2: Remis durch Einigung."
        ]
    );
    // The Chess960 games castle: "9... O-O" in the first game.
    let output = annabella(&["announce", "tests/data/cutechess-fischerrandom.pgn"]);
    assert!(stdout(&output).contains("9... Kurze Rochade\n"));
}

#[test]
fn a_variant_annabella_does_not_play_is_named() {
    let output = annabella(&["announce", "tests/data/crazyhouse.pgn"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        common::as_read(&stderr(&output))
            .contains("die Variante „Crazyhouse“ spielt annabella nicht"),
        "{}",
        stderr(&output)
    );
    assert!(stdout(&output).is_empty());
}

#[test]
fn convert_applies_each_move_and_writes_it_in_the_target_notation() {
    let moves = [
        "e4",
        "e5",
        "Sf3",
        "Springer Cäsar sechs",
        "f1c4",
        "6835",
        "O-O",
    ];
    let cases = [
        ("san", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O"),
        ("uci", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1"),
        ("iccf", "5254 5755 7163 2836 6134 6835 5171"),
        ("brf", "E4 E5 SF3 SC6 LC4 LC5 0-0"),
    ];
    for (to, expected) in cases {
        let mut args = vec!["convert", "--to", to];
        args.extend(moves);
        let output = annabella(&args);
        assert!(output.status.success(), "{to}: {}", stderr(&output));
        assert_eq!(
            stdout(&output)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
            expected,
            "{to}"
        );
    }
    let output = annabella(&["convert", "--to", "fide", "e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(
        stdout(&output),
        "Bauer Eva vier\nBauer Eva fünf\nSpringer Felix drei\nSpringer Cäsar sechs\nLäufer Bella fünf\n"
    );
}

#[test]
fn convert_from_a_fen_and_in_chess960() {
    let output = annabella(&[
        "convert",
        "--fen",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
        "--to",
        "english",
        "e8=N",
    ]);
    assert_eq!(stdout(&output), "Pawn Eva eight promotes to Knight\n");
    let fen = "bbqrnknr/pppppppp/8/8/8/8/PPPPPPPP/BBQRNKNR w KQkq - 0 1";
    let output = annabella(&[
        "convert",
        "--fen",
        fen,
        "--chess960",
        "--to",
        "uci",
        "Nh3",
        "Nh6",
        "O-O",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "g1h3\ng8h6\nf1h1\n");
}

/// The first refusal stops: the moves before it are printed, the refusal
/// goes to stderr, exit code 1, nothing on stdout for it.
#[test]
fn convert_stops_at_the_first_refusal() {
    let output = annabella(&["convert", "--to", "san", "e4", "Ne5", "d4"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "e4\n");
    assert_eq!(
        common::one_line(&stderr(&output)),
        "annabella: Zug 2, „Ne5“: Kein Springer erreicht Eva fünf\n"
    );
    // In the player's language, whatever the notation converted to.
    let output = annabella(&["convert", "--to", "english", "Nf4"]);
    assert_eq!(
        common::one_line(&stderr(&output)),
        "annabella: Zug 1, „Nf4“: Kein Springer erreicht Felix vier\n"
    );
    let output = annabella(&["convert", "--scheme", "english", "--to", "fide", "Nf4"]);
    assert_eq!(
        common::one_line(&stderr(&output)),
        "annabella: move 1 'Nf4': No knight reaches Felix four\n"
    );
    let output = annabella(&["convert", "--to", "klingon", "e4"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        common::as_read(&stderr(&output)).contains("--to: „klingon“ gibt es nicht; es gibt: san, "),
        "{}",
        stderr(&output)
    );
}
