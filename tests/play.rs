//! Whole games typed into line mode through standard input, in mixed
//! notations, checked by what is printed and by the saved PGN.

mod common;

use std::process::Command;

/// A game typed in line mode with `args`, saved in a folder of its own;
/// what was printed and what was saved.
fn play(args: &[&str], input: &str) -> (String, String) {
    let folder = common::TempDir::new("play");
    let save = folder.join("game.pgn");
    let file = save.to_str().expect("path");
    let mut all = vec![
        "play", "--line", "--voice", "text", "--black", "human", "--save", file,
    ];
    all.extend(args);
    let output = run_with_input(&all, input);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let saved = std::fs::read_to_string(&save).unwrap_or_default();
    (String::from_utf8_lossy(&output.stdout).into_owned(), saved)
}

/// Games typed side by side with inputs of one length each keep a file of
/// their own: each saved game holds its own first move and no other.
#[test]
fn games_played_side_by_side_never_share_a_file() {
    let moves = ["e4", "d4", "c4", "f4", "b3", "g3"];
    let games: Vec<_> = moves
        .iter()
        .map(|first| {
            let input = format!("{first}\n");
            std::thread::spawn(move || play(&["--scheme", "english"], &input).1)
        })
        .collect();
    for (first, game) in moves.iter().zip(games) {
        let saved = game.join().expect("the game was played");
        assert!(saved.contains(&format!("1. {first} *")), "{first}: {saved}");
    }
}

#[test]
fn a_mate_typed_in_mixed_notations() {
    let (out, saved) = play(&[], "f2f3\nBauer Eva fünf\ng4\nDh4\n");
    assert!(out.contains("\nBauer Felix drei\nBauer Eva fünf\nBauer Gustav vier\nDame Hektor vier, Schachmatt\nSchwarz gewinnt durch Schachmatt\n"), "{out}");
    assert!(!out.contains('\u{1b}'), "no escape codes in line mode");
    assert!(
        saved.contains("[Result \"0-1\"]") && saved.contains("[Termination \"checkmate\"]"),
        "{saved}"
    );
    assert!(saved.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{saved}");
}

#[test]
fn loyds_stalemate() {
    let moves = "e3\na5\nQh5\nRa6\nQxa5\nh5\nh4\nRah6\nQxc7\nf6\nQxd7+\nKf7\nQxb7\nQd3\nQxb8\nQh7\nQxc8\nKg6\nQe6\n";
    let (out, saved) = play(&[], moves);
    assert!(out.contains("Remis durch Patt"), "{out}");
    assert!(saved.contains("[Termination \"stalemate\"]"), "{saved}");
}

#[test]
fn resign_asks_first() {
    let (out, saved) = play(&["--scheme", "english"], "e4\nresign\nno\nresign\nyes\n");
    assert!(out.contains("Resign? Type yes"), "{out}");
    assert!(out.contains("Declined"), "{out}");
    assert!(out.contains("White wins by resignation"), "{out}");
    assert!(saved.contains("[Result \"1-0\"]"), "{saved}");
}

#[test]
fn a_draw_offered_and_accepted() {
    let (out, saved) = play(&["--scheme", "english"], "e4\ne5\ndraw\nyes\nNf3\naccept\n");
    assert!(out.contains("Draw by agreement"), "{out}");
    assert!(
        saved.contains("2. Nf3 {(=)} 1/2-1/2") && saved.contains("[Result \"1/2-1/2\"]"),
        "{saved}"
    );
}

/// After 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1, Black claims with 4...Ng8:
/// the third occurrence of the starting position.
#[test]
fn a_claim_by_a_stated_move() {
    let (out, saved) = play(
        &["--scheme", "english"],
        "Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nclaim threefold Ng8\n",
    );
    assert!(
        out.contains("Knight Gustav eight\nDraw by threefold repetition"),
        "{out}"
    );
    assert!(
        saved.contains("{claim threefold repetition: correct (by Black)}"),
        "{saved}"
    );
}

/// Black claims fifty moves after 1. e4: it does not hold, so White gets two
/// more minutes in rapid (15+10: 15:00 + 10 s increment + 2:00, less the
/// moment 1. e4 took), and the game goes on.
#[test]
fn an_incorrect_claim_and_its_penalty() {
    let (out, saved) = play(
        &["--scheme", "english", "--time", "15+10"],
        "e4\nclaim fifty\n",
    );
    assert!(
        common::as_read(&out).contains("Incorrect claim: White gets 2:00 more; the game goes on."),
        "{out}"
    );
    // 15:00 less a moment, plus 10 s, plus the two minutes.
    assert!(out.contains("White 17:09"), "{out}");
    assert!(out.contains("Black 14:59"), "{out}");
    assert!(
        saved.contains("{claim fifty moves: incorrect (by Black)}"),
        "{saved}"
    );
}

#[test]
fn refusals_change_nothing_and_end_of_input_saves() {
    let (out, saved) = play(&[], "Ne4\nxyz\ne4\n");
    assert!(out.contains("Kein Springer erreicht Eva vier"), "{out}");
    assert!(out.contains("'xyz' nicht verstanden"), "{out}");
    assert!(saved.contains("1. e4 *"), "{saved}");
}

fn run_with_input(args: &[&str], input: &str) -> std::process::Output {
    let mut command = common::annabella_command();
    command.args(args);
    common::run_typed(command, input)
}

/// A game left after 1. f3 e5 goes on with 2. g4 Qh4# in a second session,
/// with the clocks where they were; a finished game cannot be resumed.
#[test]
fn a_saved_game_is_resumed_and_a_finished_one_is_not() {
    let folder = common::TempDir::new("resume");
    let save = folder.join("game.pgn");
    let file = save.to_str().expect("path");
    let first = run_with_input(
        &[
            "play", "--voice", "text", "--black", "human", "--time", "5+3", "--save", file,
        ],
        "f3\ne5\n",
    );
    assert!(first.status.success());
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(
        saved.contains("[TimeControl \"300+3\"]") && saved.contains("[Result \"*\"]"),
        "{saved}"
    );
    let second = run_with_input(
        &["resume", "--voice", "text", "--scheme", "english", file],
        "clock\ng4\nQh4\n",
    );
    let out = String::from_utf8_lossy(&second.stdout);
    assert!(
        second.status.success(),
        "{}",
        String::from_utf8_lossy(&second.stderr)
    );
    assert!(out.contains("after 2 half-moves"), "{out}");
    // 5:00 less a moment, plus the 3 s increment: five minutes two seconds.
    assert!(out.contains("White 5:02; Black 5:02; Move 2"), "{out}");
    assert!(
        out.contains("Queen Hector four, checkmate\nBlack wins by checkmate"),
        "{out}"
    );
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(
        saved.contains("2. g4")
            && saved.contains("Qh4# {[%clk")
            && saved.contains("[Result \"0-1\"]"),
        "{saved}"
    );
    let third = run_with_input(&["resume", "--voice", "text", file], "");
    assert_eq!(third.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&third.stderr).contains("Diese Partie ist beendet: 0-1"));
}

/// Black asks to take 1...e5 back, White agrees, Black plays 1...d5.
#[test]
fn a_takeback_with_the_opponents_consent() {
    let (out, saved) = play(&[], "e4\ne5\ntakeback\nyes\nd5\n");
    assert!(
        out.contains("Bauer Eva fünf zurückgenommen\nBauer David fünf\n"),
        "{out}"
    );
    assert!(saved.contains("1. e4 d5 *"), "{saved}");
    let (out, _) = play(&[], "e4\ntakeback\nno\ne5\n");
    assert!(
        out.contains("Abgelehnt; die Partie geht weiter.") && out.contains("Bauer Eva fünf"),
        "{out}"
    );
}

/// A practice clock (`--fake-time`) that moves only by `wait`: White's five
/// minutes run out against a lone king, which cannot mate by any series of
/// legal moves, so the flag fall draws (article 6.9).
#[test]
fn flag_fall_against_a_lone_king_on_a_practice_clock() {
    let (out, saved) = play(
        &[
            "--fake-time",
            "--time",
            "5",
            "--fen",
            "8/8/8/4k3/8/8/8/4K2Q w - - 0 1",
        ],
        "Qh2+\nwait 20\nKd5\nwait 301\n",
    );
    assert!(
        common::as_read(&out)
            .contains("König David fünf Remis durch Zeitüberschreitung ohne Mattmöglichkeit "),
        "{out}"
    );
    assert!(
        saved.contains("[Result \"1/2-1/2\"]") && saved.contains("Kd5 {[%clk 0:04:40]}"),
        "{saved}"
    );
}

/// On the real clock the flag falls while the player is still thinking,
/// without waiting for input: 1.2 seconds each, and Black never moves.
#[test]
fn the_flag_falls_without_input() {
    let folder = common::TempDir::new("flag");
    let save = folder.join("game.pgn");
    let mut command = common::annabella_command();
    command
        .args([
            "play", "--voice", "text", "--black", "human", "--time", "0.02", "--save",
        ])
        .arg(&save);
    let mut talk = common::Talk::start(command);
    talk.say("e4");
    // Nobody types, and yet the game ends.
    talk.wait_for("Weiß gewinnt durch Zeitüberschreitung");
    // The game stays open to be looked at until the player leaves.
    talk.say("moves");
    talk.wait_for("Zug 1, Weiß: Bauer Eva vier");
    talk.say("quit");
    let (status, out, _) = talk.finish();
    assert!(status.success(), "{out}");
    assert!(
        out.contains(&format!(
            "Bauer Eva vier\nWeiß gewinnt durch Zeitüberschreitung\nPartie gespeichert in:\n{}\n",
            save.display()
        )),
        "{out}"
    );
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(
        saved.contains("1. e4 ") && saved.trim_end().ends_with(" 1-0"),
        "{saved}"
    );
}

/// Two minutes each on the practice clock: after 65 seconds of thinking,
/// Black's time has crossed the one-minute warning and is said once.
#[test]
fn low_time_is_announced_once_per_threshold() {
    let (out, _) = play(
        &["--fake-time", "--time", "2", "--scheme", "english"],
        "e4\nwait 65\nwait 1\ne5\n",
    );
    assert!(
        out.contains("Pawn Eva four\nBlack 0:55\nPawn Eva five\n"),
        "{out}"
    );
    assert_eq!(out.matches("Black 0:5").count(), 1, "{out}");
}

/// Two-board play: each move is said aloud and waits for the clock; a move
/// typed again corrects it, and only pressed moves reach the scoresheet.
#[test]
fn two_board_moves_are_corrected_until_the_clock_is_pressed() {
    let (out, saved) = play(
        &["--two-board", "--time", "5+3", "--scheme", "english"],
        "e4\nd4\npress\ne5\ncancel\ne6\nclock\npress\n",
    );
    assert!(
        common::as_read(&out).contains("Pawn Eva four press presses the clock; another move corrects it, cancel drops it. Correction: Pawn David four Clock pressed "),
        "{out}"
    );
    assert!(
        out.contains("Pawn Eva five\nMove dropped; type the move again.\nPawn Eva six\n"),
        "{out}"
    );
    // The clock is read while Black's move still waits: still move one.
    assert!(out.contains("; Move 1\nClock pressed\n"), "{out}");
    let saved = saved.replace('\n', " ");
    assert!(
        saved.contains("1. d4 {[%clk") && saved.contains("e6 {[%clk"),
        "{saved}"
    );
    // Each slip of the tongue is kept for the arbiter (D.2.8), at the move
    // that corrected it.
    assert!(
        saved.contains("{correction (D.2.8): e4 said first}")
            && saved.contains("{correction (D.2.8): e5 said first}"),
        "{saved}"
    );
}

/// Review steps through a finished game with the words of play: one
/// opening line, `goto` by move number, the end said where it came.
#[test]
fn a_game_is_reviewed_move_by_move() {
    let folder = common::TempDir::new("review");
    let pgn = folder.join("games.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bella\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n1. d4 d5 *\n",
    )
    .expect("written");
    let file = pgn.to_str().expect("path");
    let output = run_with_input(
        &["review", "--voice", "text", "--scheme", "english", file],
        "back\nnext\nnext\nsquare e5\nend\nback\ngoto 1\ngoto 2\ngoto 3\ne4\nq\n",
    );
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success());
    // The path on a line of its own, then the game.
    assert!(
        common::as_read(&out).starts_with(&format!(
            "{file} Game 1: Anna against Bella, 4 half-moves, 0-1. Type next, back or help. "
        )),
        "{out}"
    );
    assert!(!out.contains("annabella: type"), "one opening line: {out}");
    assert!(
        common::as_read(&out).contains(concat!(
            "That is the start of the game. ",
            "Move 1, White: Pawn Felix three ",
            "Move 1, Black: Pawn Eva five ",
            "Eva five, black pawn ",
            "Move 2, Black: Queen Hector four, checkmate ",
            // The mate said once, not again as the written result.
            "Black wins by checkmate ",
            "Move 2, White: Pawn Gustav four ",
            "Move 1, White: Pawn Felix three ",
            "Move 2, White: Pawn Gustav four ",
            "goto needs a move number from 1 to 2. ",
            "\"e4\" is not a command of a review; help lists them."
        )),
        "{out}"
    );
    let second = run_with_input(
        &["review", "--voice", "text", "--game", "2", file],
        "next\n",
    );
    assert!(
        String::from_utf8_lossy(&second.stdout).contains("Zug 1, Weiß: Bauer David vier"),
        "{}",
        String::from_utf8_lossy(&second.stdout)
    );
    let third = run_with_input(&["review", "--game", "3", file], "");
    assert_eq!(third.status.code(), Some(2));
    assert!(
        common::as_read(&String::from_utf8_lossy(&third.stderr))
            .contains("Es gibt keine Partie 3; die Datei hat 2"),
        "{}",
        String::from_utf8_lossy(&third.stderr)
    );
    let english = run_with_input(&["review", "--game", "3", "--scheme", "english", file], "");
    assert_eq!(english.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&english.stderr).contains("\nThere is no game 3; the file has 2"),
        "{}",
        String::from_utf8_lossy(&english.stderr)
    );
}

/// Flipping the board turns scans round: from Black's side the first rank
/// runs from the h-file (one square or group of empty squares a line).
#[test]
fn flip_turns_the_scans_round() {
    let (out, _) = play(&["--scheme", "english"], "flip\nscan 1\nscan e\n");
    assert!(
        out.contains(
            "Board flipped: Black at the bottom.\nHector one, white rook\nGustav one, white knight\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("\nEva eight, black king\nEva seven, black pawn\n"),
        "{out}"
    );
}

/// The config file sets play options; a bad value is named with its line
/// and the default is used, and the command line wins over the file.
#[test]
fn the_config_file_sets_options_and_names_bad_values() {
    let folder = common::TempDir::new("config");
    let home = folder.path().to_path_buf();
    std::fs::create_dir_all(home.join("annabella")).expect("folder");
    std::fs::write(
        home.join("annabella/config.toml"),
        "# my settings\nscheme = \"english\"\nrate = 9\nblack = \"human\"\nwarnings = [45]\n",
    )
    .expect("written");
    let save = home.join("game.pgn");
    let run = |args: &[&str], input: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        command
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(args)
            .arg("--save")
            .arg(&save)
            .env("XDG_CONFIG_HOME", &home);
        common::stdout(&common::run_typed(command, input))
    };
    let out = run(
        &["play", "--voice", "text", "--fake-time", "--time", "1"],
        "e4\nwait 16\ne5\n",
    );
    let config = home.join("annabella/config.toml");
    assert!(
        common::as_read(&out).contains(&format!(
            "{} Line 3: rate: \"9\" is not a speaking rate from 0.75 to 2; the default is used.",
            config.display()
        )),
        "{out}"
    );
    // English words, Black played by a person, and a warning at 45 s only.
    assert!(
        out.contains("Pawn Eva four\nBlack 0:44\nPawn Eva five\n"),
        "{out}"
    );
    std::fs::remove_file(&save).expect("the first game was saved");
    let out = run(&["play", "--voice", "text", "--scheme", "fide"], "e4\n");
    assert!(out.contains("Bauer Eva vier"), "{out}");
    // The file's notices are said in the language of the game.
    assert!(
        common::as_read(&out).contains(&format!(
            "{} Zeile 3: rate: „9“ ist keine Sprechgeschwindigkeit von 0,75 bis 2; \
es gilt der Standardwert.",
            config.display()
        )),
        "{out}"
    );
    // A bad option is refused in the language the file chose, or the one
    // the command line chose.
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["play", "--level", "25"])
        .env("XDG_CONFIG_HOME", &home);
    let refused = common::run_typed(command, "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        common::as_read(&common::stderr(&refused))
            .contains("--level: \"25\" is not a level from 1 to 20."),
        "{}",
        common::stderr(&refused)
    );
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["play", "--level", "25", "--scheme", "fide"])
        .env("XDG_CONFIG_HOME", &home);
    let refused = common::run_typed(command, "");
    assert!(
        common::as_read(&common::stderr(&refused))
            .contains("--level: „25“ ist keine Stufe von 1 bis 20."),
        "{}",
        common::stderr(&refused)
    );
}

/// The optional cue says a player's time at every five-minute mark.
#[test]
fn the_five_minute_cue() {
    let (out, _) = play(
        &[
            "--fake-time",
            "--time",
            "11",
            "--five-minute-cue",
            "--scheme",
            "english",
        ],
        "e4\nwait 30\nwait 31\nwait 300\n",
    );
    assert!(
        out.contains("Pawn Eva four\nBlack 9:59\nBlack 4:59\n"),
        "{out}"
    );
    assert_eq!(
        out.lines().filter(|l| l.starts_with("Black ")).count(),
        2,
        "{out}"
    );
}

/// SPEC section 3: a square alone is a pawn's move there, as in SAN. After
/// 1.e4 d5, `d5` is no pawn's move for White; the one move to d5, exd5,
/// is asked about and played only on yes, never unasked.
#[test]
fn a_square_alone_never_captures_unasked() {
    let (out, saved) = play(&[], "e4\nd5\nd5\nnein\nDavid fünf\nja\n");
    let out = common::as_read(&out);
    let question = "Meinst du Bauer Eva schlägt David fünf? ja oder nein";
    assert_eq!(out.matches(question).count(), 2, "{out}");
    let asked = out.find(question).expect("asked");
    let declined = out[asked..].find("Abgelehnt").expect("declined");
    let played = out[asked..].find(" Bauer Eva schlägt David fünf ");
    assert!(played.is_some_and(|p| p > declined), "{out}");
    assert!(saved.contains("1. e4 d5 2. exd5"), "{saved}");
}

/// A square alone that a pawn can move to is that pawn's move, even where a
/// piece could go there too ("Felix drei": f3, not Nf3).
#[test]
fn a_square_alone_is_a_pawns_move() {
    // (An input of its own length: the save file is named by it.)
    let (out, saved) = play(&[], "Felix drei \n");
    assert!(out.contains("\nBauer Felix drei\n"), "{out}");
    assert!(saved.contains("1. f3"), "{saved}");
}

/// With no names given, the scoresheet names the sides in the scheme's
/// language (SPEC section 6): "Weiß" and "Schwarz" under fide.
#[test]
fn default_names_are_the_sides_in_the_players_language() {
    let (_, saved) = play(&[], "Bauer Eva vier\nc\n");
    assert!(saved.contains("[White \"Weiß\"]"), "{saved}");
    assert!(saved.contains("[Black \"Schwarz\"]"), "{saved}");
    let (_, saved) = play(&["--scheme", "english"], "Pawn Eva four\n");
    assert!(saved.contains("[White \"White\"]"), "{saved}");
    assert!(saved.contains("[Black \"Black\"]"), "{saved}");
}
