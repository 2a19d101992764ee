//! A casebook of arbiter's rulings in two-board play, each named by the
//! article of the FIDE Laws (or of the appendix for visually impaired
//! players) it applies, played through line mode on the practice clock
//! (`--fake-time`), and each checked for the result, the clocks, the side
//! to move and the saved PGN.
//!
//! Every expected value is worked out from the Laws and the time control,
//! not taken from annabella: at 15+10 a move leaves its player 15:00 minus
//! nothing plus 10 seconds, the first illegal move gives the opponent two
//! minutes (one in blitz, B.2: 3+2 is blitz), the second
//! loses (7.5.5), and so on. The blind player is White unless `--color`
//! says otherwise.

mod common;

use std::path::PathBuf;

use common::{annabella_command, run_typed, stderr, stdout};

/// One case: a saved game, removed when the case ends.
struct Case(PathBuf);

impl Case {
    fn new(name: &str) -> Case {
        let path = std::env::temp_dir().join(format!(
            "annabella-arbiter-{name}-{}.pgn",
            std::process::id()
        ));
        let _ = std::fs::remove_file(&path);
        Case(path)
    }

    fn file(&self) -> &str {
        self.0.to_str().expect("path")
    }

    /// The saved PGN, its lines joined by spaces so that wrapping does not
    /// matter.
    fn pgn(&self) -> String {
        std::fs::read_to_string(&self.0)
            .unwrap_or_default()
            .replace('\n', " ")
    }

    /// A two-board game on the practice clock, in English words, with
    /// these further arguments.
    fn play(&self, time: &str, extra: &[&str], input: &str) -> String {
        let mut command = annabella_command();
        command.args([
            "play",
            "--line",
            "--voice",
            "text",
            "--two-board",
            "--fake-time",
            "--time",
            time,
            "--scheme",
            "english",
            "--save",
            self.file(),
        ]);
        command.args(extra);
        let output = run_typed(command, input);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    }

    /// The game taken up again on the practice clock.
    fn resume(&self, input: &str) -> String {
        let mut command = annabella_command();
        command.args([
            "resume",
            self.file(),
            "--voice",
            "text",
            "--fake-time",
            "--scheme",
            "english",
        ]);
        let output = run_typed(command, input);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    }

    /// Asserts the saved result tag and that the saved PGN holds each of
    /// `parts`.
    fn saved(&self, result: &str, parts: &[&str]) {
        let pgn = self.pgn();
        assert!(
            pgn.contains(&format!("[Result \"{result}\"]")),
            "result {result}: {pgn}"
        );
        for part in parts {
            assert!(pgn.contains(part), "{part} not in {pgn}");
        }
    }
}

impl Drop for Case {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The last clock reading printed.
fn last_clock(out: &str) -> &str {
    out.lines()
        .rev()
        .find(|l| l.starts_with("White ") && l.contains("; Black "))
        .unwrap_or("")
}

/// The last answer to `turn` (or an end of the game said).
fn last_turn(out: &str) -> &str {
    out.lines()
        .rev()
        .find(|l| l.ends_with(" to move"))
        .unwrap_or("")
}

/// Asserts that `out` says `text`, across the lines a long answer is
/// broken into for a braille display.
fn has(out: &str, text: &str) {
    assert!(
        common::as_read(out).contains(&common::as_read(text)),
        "{text:?} not in:\n{out}"
    );
}

/// Knights out and back: after `cycles` of Nf3 Nf6 Ng1 Ng8, each pressed,
/// the starting position has stood `cycles + 1` times.
fn knights(cycles: usize) -> String {
    "Nf3\npress\nNf6\npress\nNg1\npress\nNg8\npress\n".repeat(cycles)
}

/// After 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4, White to move.
const ITALIAN: &str = "r1bqkbnr/pppp1ppp/8/4p3/2BnP3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

/// Both sides may castle either way.
const CASTLES: &str = "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 9";

// Article 7.5: illegal moves.

/// The case of the issue: Black's Nc6 does not meet the check of Qh5 and
/// is refused; `illegal` finds it completed on the board (7.5.1). Black,
/// who made it, is still to move; White, who did nothing wrong, gets two
/// minutes; White's Qh5 stands.
#[test]
fn article_7_5_1_the_offender_is_penalised_not_the_innocent_player() {
    let case = Case::new("751innocent");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\nf6\npress\nQh5\npress\nNc6\nillegal\nturn\nclock\n",
    );
    has(&out, "Illegal move by Black:");
    has(
        &out,
        "White gets 2:00 more (7.5.5). Black is still to move.",
    );
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 17:20; Black 15:10; Move 2");
    case.saved(
        "*",
        &[
            "2. Qh5+ {[%clk 0:15:20]}",
            "[%illegal black 7.5.1 Nc6]",
            "[%clkadd white +0:02:00]",
        ],
    );
    assert!(!case.pgn().contains("clkadd black"), "{}", case.pgn());
}

/// 7.5.1 with 4.3.1: the knight b8 was moved to a6 in check; the move
/// replacing it must be made with that knight.
#[test]
fn article_7_5_1_the_piece_moved_must_make_the_replacing_move() {
    let case = Case::new("751bind");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\nd5\npress\nBb5\npress\nNa6\nillegal\nc6\nNc6\npress\nturn\nclock\n",
    );
    has(
        &out,
        "Not allowed, touch-move: Knight Bella eight must move (4.3.1).",
    );
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 17:20; Black 15:20; Move 3");
    case.saved(
        "*",
        &[
            "[%illegal black 7.5.1 Na6]",
            "[%clkadd white +0:02:00]",
            "Nc6 {[%clk 0:15:20]}",
        ],
    );
}

/// 7.5.1 with 4.3.3: White's knight took e5 in check. The capture is
/// illegal, so the first piece touched that can move, the knight, must
/// (4.3.3); a pawn move is refused.
#[test]
fn article_7_5_1_a_refused_capture_binds_the_capturing_piece() {
    let case = Case::new("751capture");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nNc6\npress\nd4\npress\nBb4\npress\n\
         Nxe5\nillegal\nc3\nNfd2\npress\nturn\nclock\n",
    );
    has(
        &out,
        "Not allowed, touch-move: Knight Felix three must move (4.3.1).",
    );
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:40; Black 17:30; Move 4");
    case.saved(
        "*",
        &[
            "[%illegal white 7.5.1 Nxe5]",
            "[%clkadd black +0:02:00]",
            "4. Nfd2 {[%clk 0:15:40]}",
        ],
    );
}

/// 7.5.1 with 4.3: "Madde 4.3 ve 4.7'ye gore, gecersiz hamle yerine baska
/// bir hamle yapilir" (another move replaces the illegal one, under 4.3:
/// with the piece touched). After 1. e4 Black typed Nd5, which neither
/// knight could make: the arbiter names the one moved with `touched`, and
/// until then no move is taken (here e5). Knight g8 named, Nf6 is made:
/// White 15:10 + 2:00, Black 15:00 + 0:10.
#[test]
fn article_7_5_1_the_piece_moved_is_named_when_not_known() {
    let case = Case::new("751name");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\nNd5\nillegal\ne5\ntouched g8\nNf6\npress\nturn\nclock\n",
    );
    assert_eq!(
        common::as_read(&out)
            .matches("Which piece was moved? touched and its square: it must move (4.3).")
            .count(),
        2,
        "{out}"
    );
    has(&out, "Knight Gustav eight must move (4.3.1).");
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 17:10; Black 15:10; Move 2");
    case.saved("*", &["[%illegal black 7.5.1 Nd5]", "Nf6 {[%clk 0:15:10]}"]);
    assert!(!case.pgn().contains(" e5 "), "{}", case.pgn());
}

/// 7.5.1 with 4.3, the piece named by the move typed: Black has one king,
/// so Ke6 (two squares from e8, which no king can make) was made with the
/// king e8. It must move without the arbiter being asked which piece
/// moved; Nc6 is refused, Ke7 made. At 15+10: White 15:20 + 2:00, Black
/// 15:10 + 0:10.
#[test]
fn article_7_5_1_the_one_king_named_is_bound_without_asking() {
    let case = Case::new("751king");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nKe6\nillegal\nNc6\nKe7\npress\nturn\nclock\n",
    );
    assert!(!out.contains("Which piece was moved?"), "{out}");
    has(
        &out,
        "Not allowed, touch-move: King Eva eight must move (4.3.1).",
    );
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 17:20; Black 15:20; Move 3");
    case.saved(
        "*",
        &[
            "[%illegal black 7.5.1 Ke6]",
            "[%clkadd white +0:02:00]",
            "Ke7 {[%clk 0:15:20]}",
        ],
    );
}

/// 7.5.1 with 4.3: after 1. e4 d5 2. Bb5+ Black typed Qg5, which the
/// queen d8 cannot make (the pawn e7 stands between) and which would not
/// meet the check. Black has one queen: it is the piece moved, and the
/// move replacing Qg5 is made with it (Qd7 blocks the check); Nc6, which
/// also blocks, is refused.
#[test]
fn article_7_5_1_the_one_queen_that_can_be_meant_is_bound() {
    let case = Case::new("751queen");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\nd5\npress\nBb5\npress\nQg5\nillegal\nNc6\nQd7\npress\nturn\nclock\n",
    );
    assert!(!out.contains("Which piece was moved?"), "{out}");
    has(
        &out,
        "Not allowed, touch-move: Queen David eight must move (4.3.1).",
    );
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 17:20; Black 15:20; Move 3");
    case.saved("*", &["[%illegal black 7.5.1 Qg5]", "Qd7 {[%clk 0:15:20]}"]);
}

/// 7.5.2: the pawn reaches b8 and the clock is pressed without a new
/// piece: it becomes a queen and the move is illegal.
#[test]
fn article_7_5_2_a_promotion_pressed_without_a_piece_is_a_queen() {
    let case = Case::new("752");
    let out = case.play(
        "15+10",
        &["--fen", "8/1P5k/8/8/8/8/8/K7 w - - 0 1"],
        "b8\npress\nturn\nclock\n",
    );
    has(&out, "Which piece does the pawn become?");
    has(&out, "it is a queen (7.5.2); Black gets 2:00 more (7.5.5).");
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:10; Black 17:00; Move 1");
    case.saved(
        "*",
        &[
            "1. b8=Q {[%clk 0:15:10]}",
            "[%illegal white 7.5.2 b8=Q]",
            "[%clkadd black +0:02:00]",
        ],
    );
}

/// D.2.1: the piece is announced; named before the clock, it is no
/// illegal move and no correction.
#[test]
fn appendix_d_2_1_the_piece_named_before_the_clock_is_no_illegal_move() {
    let case = Case::new("d21");
    let out = case.play(
        "15+10",
        &["--fen", "8/1P5k/8/8/8/8/7P/K7 w - - 0 1"],
        "b8\nb8=N\npress\nturn\nclock\n",
    );
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:10; Black 15:00; Move 1");
    case.saved("*", &["1. b8=N {[%clk 0:15:10]} *"]);
}

/// 7.5.4: a move made with two hands stands; it counts as illegal.
#[test]
fn article_7_5_4_a_move_made_with_two_hands_stands() {
    let case = Case::new("753");
    let out = case.play("15+10", &[], "e4\npress\nillegal hands\nturn\nclock\n");
    has(
        &out,
        "Illegal move by White: Pawn Eva four was made with two hands and stands (7.5.4); Black gets 2:00 more (7.5.5).",
    );
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:10; Black 17:00; Move 1");
    case.saved(
        "*",
        &[
            "1. e4 {[%clk 0:15:10]}",
            "[%illegal white 7.5.4 e4]",
            "[%clkadd black +0:02:00]",
        ],
    );
}

/// 7.5.3: `illegal` with nothing typed: the player to move pressed the
/// clock without a move, and is still to move.
#[test]
fn article_7_5_3_the_clock_pressed_without_a_move() {
    let case = Case::new("754");
    let out = case.play("15+10", &[], "e4\npress\nillegal\nturn\nclock\n");
    has(
        &out,
        "Illegal move by Black: the clock was pressed without a move (7.5.3); White gets 2:00 more (7.5.5). Black is still to move.",
    );
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 17:10; Black 15:00; Move 1");
    case.saved("*", &["[%illegal black 7.5.3]", "[%clkadd white +0:02:00]"]);
}

/// A move said and waiting for the clock is legal: `illegal` then rules
/// nothing and costs nothing.
#[test]
fn article_7_5_no_illegal_move_while_the_announced_one_waits() {
    let case = Case::new("75wait");
    let out = case.play("15+10", &[], "e4\nillegal\nturn\nclock\n");
    has(
        &out,
        "The move said is legal and waits for the clock: press or correct it.",
    );
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 15:00; Black 15:00; Move 1");
    assert!(!case.pgn().contains("illegal"), "{}", case.pgn());
}

/// 7.5.5: the second illegal move of the same player loses.
#[test]
fn article_7_5_5_the_second_illegal_move_loses() {
    let case = Case::new("755loss");
    let out = case.play("15+10", &[], "e4\npress\nillegal\nillegal\nclock\n");
    has(&out, "Second illegal move by Black (7.5.3, 7.5.5).");
    has(&out, "White wins by a second illegal move");
    assert_eq!(last_clock(&out), "White 17:10; Black 15:00; Move 1");
    case.saved(
        "1-0",
        &["[Termination \"illegal move\"]", "[%illegal black 7.5.3]"],
    );
}

/// 7.5.5: the second illegal move is a draw when the opponent, a lone
/// king, cannot mate by any series of legal moves.
#[test]
fn article_7_5_5_the_second_illegal_move_draws_when_no_mate_is_possible() {
    let case = Case::new("755draw");
    let out = case.play(
        "15+10",
        &["--fen", "7k/8/8/8/8/8/8/KQ6 w - - 0 1"],
        "illegal\nillegal\n",
    );
    has(&out, "Draw by a second illegal move with no mate possible");
    case.saved("1/2-1/2", &["[Termination \"illegal move unwinnable\"]"]);
    // The arbiter's tools name it so too, not as a draw by agreement.
    has(
        &run(&["adjudicate", "--scheme", "english", case.file()]),
        "½-½ by a second illegal move with no mate possible (art. 7.5.5)",
    );
}

/// 7.5.5 counts illegal moves of every kind, also across a resume: White
/// moved with two hands, then completed an illegal move.
#[test]
fn article_7_5_5_counts_every_kind_and_holds_through_resume() {
    let case = Case::new("755resume");
    case.play("15+10", &[], "e4\npress\nillegal hands\n");
    let out = case.resume("e5\npress\nQh6\nillegal\n");
    has(&out, "Second illegal move by White (7.5.1, 7.5.5).");
    has(&out, "Black wins by a second illegal move");
    case.saved(
        "0-1",
        &["[%illegal white 7.5.4 e4]", "[%illegal white 7.5.1 Qh6]"],
    );
}

/// Blitz (B.2): the first illegal move gives the opponent one minute,
/// not two; 3+2 is blitz (B.1: 3 minutes and 60 times 2 seconds).
#[test]
fn appendix_b_2_in_blitz_an_illegal_move_gives_one_minute() {
    let case = Case::new("a42");
    let out = case.play("3+2", &[], "e4\npress\nillegal\nturn\nclock\n");
    has(&out, "White gets 1:00 more (7.5.5).");
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 4:02; Black 3:00; Move 1");
    case.saved("*", &["[%clkadd white +0:01:00]"]);
}

/// Blitz (B.2): an incorrect claim gives the opponent one minute.
#[test]
fn appendix_b_2_in_blitz_an_incorrect_claim_gives_one_minute() {
    let case = Case::new("a42claim");
    let out = case.play(
        "3+2",
        &[],
        "e4\npress\nclaim black fifty\nno\nturn\nclock\n",
    );
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 4:02; Black 3:00; Move 1");
    case.saved(
        "*",
        &["[%clkadd white +0:01:00]", "claim fifty moves: incorrect"],
    );
}

// Articles 5.1.1, 5.2 and 9.6 with D.2.3: the move that ends the game ends
// it when it is announced.

/// Ra8 mates: the game ends when it is announced; the clocks stop, the
/// flag cannot fall after it, and Ra8 is on the scoresheet.
#[test]
fn article_5_1_1_mate_ends_the_game_when_announced() {
    let case = Case::new("511");
    let out = case.play(
        "3+2",
        &["--fen", "7k/8/6K1/8/8/8/8/R7 w - - 0 1"],
        "Ra8\nwait 500\nclock\npress\n",
    );
    has(
        &out,
        "Rook Anna eight, checkmate\nWhite wins by checkmate\n",
    );
    assert_eq!(last_clock(&out), "White 3:00; Black 3:00; Move 1");
    case.saved(
        "1-0",
        &[
            "1. Ra8# {[%clk 0:03:00]} 1-0",
            "[Termination \"checkmate\"]",
        ],
    );
}

#[test]
fn article_5_2_1_stalemate_ends_the_game_when_announced() {
    let case = Case::new("521");
    let out = case.play(
        "15+10",
        &["--fen", "7k/8/8/6Q1/8/8/8/K7 w - - 0 1"],
        "Qg6\nclock\n",
    );
    has(&out, "Draw by stalemate");
    assert_eq!(last_clock(&out), "White 15:00; Black 15:00; Move 1");
    case.saved("1/2-1/2", &["1. Qg6 {[%clk 0:15:00]} 1/2-1/2"]);
}

#[test]
fn article_5_2_2_a_dead_position_ends_the_game_when_announced() {
    let case = Case::new("522");
    let out = case.play(
        "15+10",
        &["--fen", "7k/8/8/8/8/8/1p6/KN6 w - - 0 1"],
        "Kxb2\n",
    );
    has(&out, "Draw by dead position");
    case.saved("1/2-1/2", &["1. Kxb2", "[Termination \"dead position\"]"]);
}

/// 9.6.1: the fifth time the starting position stands, with Black's Ng8,
/// the game is drawn when Ng8 is announced. Each side pressed for its own
/// moves only: White eight times (16:20), Black seven (16:10).
#[test]
fn article_9_6_1_fivefold_repetition_ends_the_game_when_announced() {
    let case = Case::new("961");
    let input = format!(
        "{}Nf3\npress\nNf6\npress\nNg1\npress\nNg8\nclock\n",
        knights(3)
    );
    let out = case.play("15+10", &[], &input);
    has(&out, "Draw by fivefold repetition");
    assert_eq!(last_clock(&out), "White 16:20; Black 16:10; Move 9");
    case.saved(
        "1/2-1/2",
        &["Ng8 {[%clk 0:16:10]} 1/2-1/2", "fivefold repetition"],
    );
}

/// 9.6.2: the 75th move by each side without a capture or pawn move.
#[test]
fn article_9_6_2_the_seventy_five_move_rule_ends_the_game_when_announced() {
    let case = Case::new("962");
    let out = case.play(
        "15+10",
        &["--fen", "7k/8/8/8/8/8/8/K5R1 w - - 149 120"],
        "Rg2\nclock\n",
    );
    has(&out, "Draw by the seventy-five-move rule");
    assert_eq!(last_clock(&out), "White 15:00; Black 15:00; Move 120");
    case.saved("1/2-1/2", &["120. Rg2 {[%clk 0:15:00]} 1/2-1/2"]);
}

/// 6.9: the flag falls and the opponent has a lone king: a draw.
#[test]
fn article_6_9_a_flag_against_a_lone_king_draws() {
    let case = Case::new("69");
    let out = case.play(
        "3+2",
        &["--fen", "7k/8/8/8/8/8/8/KQ6 w - - 0 1"],
        "wait 181\nclock\n",
    );
    has(&out, "Draw by time forfeit with no mate possible");
    case.saved("1/2-1/2", &["[Termination \"time forfeit unwinnable\"]"]);
}

/// 6.9: the flag falls and the opponent could mate: a loss.
#[test]
fn article_6_9_a_flag_loses_when_the_opponent_can_mate() {
    let case = Case::new("69loss");
    let out = case.play("3+2", &[], "e4\npress\nwait 181\n");
    has(&out, "White wins by time forfeit");
    case.saved("1-0", &["[Termination \"time forfeit\"]"]);
}

// Article 9: draws and claims.

/// 9.2.1.1: Black (the blind player) claims with the move Ng8 stated,
/// which brings the starting position for the third time.
#[test]
fn article_9_2_1_1_a_claim_with_the_move_stated() {
    let case = Case::new("9211");
    let input = format!(
        "{}Nf3\npress\nNf6\npress\nNg1\npress\nclaim threefold Ng8\n",
        knights(1)
    );
    let out = case.play("15+10", &["--color", "black"], &input);
    has(&out, "Draw by threefold repetition");
    case.saved(
        "1/2-1/2",
        &[
            "4. Ng1 {[%clk 0:15:40]} Ng8",
            "claim threefold repetition: correct",
        ],
    );
}

/// 9.2.1.2: White claims when the position stands for the third time.
#[test]
fn article_9_2_1_2_a_claim_when_the_position_stands() {
    let case = Case::new("9212");
    let out = case.play(
        "15+10",
        &[],
        &format!("{}claim threefold\nclock\n", knights(2)),
    );
    has(&out, "Draw by threefold repetition");
    assert_eq!(last_clock(&out), "White 15:40; Black 15:40; Move 5");
    case.saved(
        "1/2-1/2",
        &[
            "4. Ng1 {[%clk 0:15:40]} Ng8 {[%clk 0:15:40]}",
            "claim threefold repetition: correct",
        ],
    );
}

/// 9.3.1: the fifty-move claim with the move that completes the fifty.
#[test]
fn article_9_3_1_fifty_moves_with_the_move_stated() {
    let case = Case::new("931");
    let out = case.play(
        "15+10",
        &["--fen", "7k/8/8/8/8/8/8/K5R1 w - - 99 80"],
        "claim fifty Rg2\n",
    );
    has(&out, "Draw by the fifty-move rule");
    case.saved("1/2-1/2", &["80. Rg2", "claim fifty moves: correct"]);
}

/// 9.3.2: fifty moves each are complete: the player to move claims.
#[test]
fn article_9_3_2_fifty_moves_completed() {
    let case = Case::new("932");
    let out = case.play(
        "15+10",
        &["--fen", "7k/8/8/8/8/8/8/K5R1 w - - 100 80"],
        "claim fifty\n",
    );
    has(&out, "Draw by the fifty-move rule");
    case.saved("1/2-1/2", &["claim fifty moves: correct"]);
}

/// 9.4: Black touched the knight f6 and lost the right to claim on this
/// move; the claim is refused without penalty and Black still moves.
#[test]
fn article_9_4_no_claim_after_touching_a_piece() {
    let case = Case::new("94touch");
    let input = format!(
        "{}Nf3\npress\nNf6\npress\nNg1\npress\ntouched f6\nclaim threefold Ng8\nturn\nclock\n",
        knights(1)
    );
    let out = case.play("15+10", &["--color", "black"], &input);
    has(
        &out,
        "No claim: a piece was touched on this move, the right to claim is lost (9.4).",
    );
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:40; Black 15:30; Move 4");
    case.saved("*", &[]);
    assert!(!case.pgn().contains("claim"), "{}", case.pgn());
}

/// 9.4 with D.2.3: the move announced is made; a claim with it stated
/// had to come first.
#[test]
fn article_9_4_no_claim_after_the_move_is_announced() {
    let case = Case::new("94said");
    let input = format!(
        "{}Nf3\npress\nNf6\npress\nNg1\npress\nNg8\nclaim threefold\nturn\nclock\n",
        knights(1)
    );
    let out = case.play("15+10", &["--color", "black"], &input);
    has(&out, "No claim: the move was announced and is made (D.2.3)");
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:40; Black 15:30; Move 4");
    case.saved("*", &[]);
}

/// 9.2: only the player to move claims; the blind player (White) cannot
/// claim on Black's move.
#[test]
fn article_9_2_only_the_player_to_move_claims() {
    let case = Case::new("92turn");
    let out = case.play("15+10", &[], "e4\npress\nclaim threefold\nturn\nclock\n");
    has(
        &out,
        "No claim: only the player to move may claim (9.2, 9.3)",
    );
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:10; Black 15:00; Move 1");
    case.saved("*", &[]);
}

/// 9.1.2.3 with 9.5.3: Black's incorrect claim gives White two minutes and
/// is a draw offer, written after Black's own last move; White accepts.
#[test]
fn article_9_1_2_3_an_incorrect_claim_is_an_offer_the_opponent_accepts() {
    let case = Case::new("9123yes");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nclaim black threefold\nyes\nclock\n",
    );
    has(&out, "The claim stands as a draw offer by Black (9.1.2.3)");
    has(&out, "Draw by agreement");
    assert_eq!(last_clock(&out), "White 17:20; Black 15:10; Move 2");
    case.saved(
        "1/2-1/2",
        &[
            "e5 {[%clk 0:15:10]} {(=)} 2. Nf3 {[%clk 0:15:20]}",
            "claim threefold repetition: incorrect (by Black)",
            "[%clkadd white +0:02:00]",
            "[Termination \"agreement\"]",
        ],
    );
}

/// 9.1.2.3: the offer of an incorrect claim may be declined; the game goes
/// on with the claimant to move.
#[test]
fn article_9_1_2_3_the_offer_of_a_claim_may_be_declined() {
    let case = Case::new("9123no");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nclaim black threefold\nno\nturn\nclock\n",
    );
    has(&out, "Declined; the game goes on.");
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 17:20; Black 15:10; Move 2");
    case.saved(
        "*",
        &["{(=)}", "claim threefold repetition: incorrect (by Black)"],
    );
}

/// 9.1.2.1: White offers after pressing the clock: the offer is White's,
/// written after White's move, and Black answers.
#[test]
fn article_9_1_2_1_an_offer_after_pressing_is_the_offerers() {
    let case = Case::new("9121");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\ndraw\nyes\nyes\n",
    );
    has(&out, "White offers a draw\nThe opponent types yes or no.\n");
    has(&out, "Draw by agreement");
    case.saved("1/2-1/2", &["2. Nf3 {[%clk 0:15:20]} {(=)} 1/2-1/2"]);
}

/// 9.1.2.1 with a side named: the blind player is Black and types White's
/// offer for the sighted opponent, who has just moved.
#[test]
fn article_9_1_2_1_an_offer_for_the_opponent_is_theirs() {
    let case = Case::new("9121named");
    let out = case.play(
        "15+10",
        &["--color", "black"],
        "e4\npress\ndraw white\nyes\nno\nturn\n",
    );
    has(&out, "White offers a draw");
    assert_eq!(last_turn(&out), "Black to move");
    case.saved("*", &["1. e4 {[%clk 0:15:10]} {(=)}"]);
}

// Article 5.1.2: resignation, by the side that resigns.

/// The blind player (White) resigns after moving: Black wins.
#[test]
fn article_5_1_2_resign_is_the_blind_players_own() {
    let case = Case::new("512own");
    let out = case.play("15+10", &[], "e4\npress\nresign\nyes\n");
    has(&out, "Black wins by resignation");
    case.saved("0-1", &["[Termination \"resignation\"]"]);
}

#[test]
fn article_5_1_2_resign_names_the_side() {
    let case = Case::new("512named");
    let out = case.play("15+10", &[], "e4\npress\nresign black\nyes\n");
    has(&out, "White wins by resignation");
    case.saved("1-0", &[]);
}

/// `--color black`: Black is the blind player, also after a resume.
#[test]
fn the_blind_players_side_is_kept_through_resume() {
    let case = Case::new("color");
    case.play("15+10", &["--color", "black"], "e4\npress\n");
    assert!(
        case.pgn().contains("[AnnabellaColor \"black\"]"),
        "{}",
        case.pgn()
    );
    let out = case.resume("resign\nyes\n");
    has(&out, "White wins by resignation");
    case.saved("1-0", &[]);
}

// Article 4: touch-move.

/// 4.4.1: the king and then the rook h1: castle short, and only that.
#[test]
fn article_4_4_1_king_then_rook_castles_that_side() {
    let case = Case::new("441");
    let out = case.play(
        "15+10",
        &["--fen", CASTLES],
        "touched e1 h1\nKf1\nO-O-O\nO-O\npress\nturn\n",
    );
    assert_eq!(
        common::as_read(&out)
            .matches("Not allowed, touch-move: The king must castle with Rook Hector one (4.4.1).")
            .count(),
        2,
        "{out}"
    );
    assert_eq!(last_turn(&out), "Black to move");
    case.saved("*", &["9. O-O {[%clk 0:15:10]}"]);
}

/// 4.4.2: the rook h1 and then the king: no castling with that rook; the
/// rook must move (4.3.1).
#[test]
fn article_4_4_2_rook_then_king_forbids_castling_with_it() {
    let case = Case::new("442");
    let out = case.play(
        "15+10",
        &["--fen", CASTLES],
        "touched h1 e1\nO-O\nRf1\npress\n",
    );
    has(
        &out,
        "Not allowed, touch-move: Rook Hector one must move, and there is no castling with Rook Hector one (4.4.2).",
    );
    case.saved("*", &["9. Rf1 {[%clk 0:15:10]}"]);
}

/// 4.4.3: castling with the rook h1 is illegal (the bishop stands between):
/// the king must move, and castling with the other rook is a king move.
#[test]
fn article_4_4_3_castling_illegal_the_king_moves() {
    let case = Case::new("443");
    let out = case.play(
        "15+10",
        &["--fen", "r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1"],
        "touched e1 h1\nRg1\nO-O-O\npress\n",
    );
    has(
        &out,
        "Not allowed, touch-move: Castling with that rook is not possible: King Eva one must move (4.4.3).",
    );
    case.saved("*", &["1. O-O-O {[%clk 0:15:10]}"]);
}

/// 4.4.3: the king has no legal move at all: any legal move.
#[test]
fn article_4_4_3_a_king_without_a_move_leaves_any_move() {
    let case = Case::new("443any");
    let out = case.play(
        "15+10",
        &["--fen", "4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1"],
        "touched e1 h1\nd3\npress\n",
    );
    has(&out, "any move is allowed (4.5).");
    case.saved("*", &["1. d3 {[%clk 0:15:10]}"]);
}

/// 4.3.1 with three pieces touched: the rook a1 cannot move, the bishop
/// c4, touched next, must.
#[test]
fn article_4_3_1_the_first_touched_that_can_move() {
    let case = Case::new("431");
    let out = case.play(
        "15+10",
        &["--fen", ITALIAN],
        "touched a1 c4 f3\nNg5\nBb5\npress\n",
    );
    has(
        &out,
        "Not allowed, touch-move: Bishop Cesar four must move (4.3.1).",
    );
    case.saved("*", &["4. Bb5 {[%clk 0:15:10]}"]);
}

/// 4.3.2: the king e8 can never be taken; the knight d4, touched next,
/// must be.
#[test]
fn article_4_3_2_the_first_touched_that_can_be_captured() {
    let case = Case::new("432");
    let out = case.play(
        "15+10",
        &["--fen", ITALIAN],
        "touched e8 d4\nNxe5\nNxd4\npress\n",
    );
    has(
        &out,
        "Not allowed, touch-move: Knight David four must be captured (4.3.2).",
    );
    case.saved("*", &["4. Nxd4 {[%clk 0:15:10]}"]);
}

/// 4.3.3: the bishop c4 cannot take the knight d4: the first touched that
/// can move, the bishop, must.
#[test]
fn article_4_3_3_an_illegal_capture_leaves_the_first_that_can_move() {
    let case = Case::new("433");
    let out = case.play(
        "15+10",
        &["--fen", ITALIAN],
        "touched c4 d4\nNxd4\nBb5\npress\n",
    );
    has(
        &out,
        "Not allowed, touch-move: Bishop Cesar four must move (4.3.1).",
    );
    case.saved("*", &["4. Bb5 {[%clk 0:15:10]}"]);
}

/// 4.5: neither the rook a1 nor the king e8 can move or be taken.
#[test]
fn article_4_5_nothing_touched_can_move() {
    let case = Case::new("45");
    let out = case.play("15+10", &["--fen", ITALIAN], "touched a1 e8\nd3\npress\n");
    has(&out, "any move is allowed (4.5).");
    case.saved("*", &["4. d3 {[%clk 0:15:10]}"]);
}

// The appendix for visually impaired players, and the arbiter's tools.

/// D.2.8: a slip of the tongue corrected before the clock; the
/// correction is kept on the scoresheet, also through a resume.
#[test]
fn appendix_d_2_8_a_correction_is_kept_as_a_comment() {
    let case = Case::new("d28");
    let out = case.play("15+10", &[], "Nf3\nNc3\npress\nturn\n");
    assert_eq!(last_turn(&out), "Black to move");
    case.saved(
        "*",
        &["1. Nc3 {[%clk 0:15:10]} {correction (D.2.8): Nf3 said first}"],
    );
    case.resume("e5\npress\n");
    case.saved(
        "*",
        &["1. Nc3 {[%clk 0:15:10]} {correction (D.2.8): Nf3 said first} e5"],
    );
}

/// D.2.9: the boards differ from move 3; the game is retraced to the
/// position after move 2, the moves taken back are kept, the clocks stay,
/// and all of it holds through a resume.
#[test]
fn appendix_d_2_9_retrace_to_where_the_sheets_agree() {
    let case = Case::new("d29");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nNc6\npress\nBb5\npress\na6\npress\n\
         retrace 2\nturn\nclock\n",
    );
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 15:30; Black 15:30; Move 3");
    case.saved("*", &["Nc6 {[%clk 0:15:20]} {[%retrace 3. Bb5 a6]"]);
    assert!(!case.pgn().contains("3. Bb5 {"), "{}", case.pgn());
    let out = case.resume("turn\nclock\n");
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 15:30; Black 15:30; Move 3");
}

/// 6.10.2 and D.2.9: the arbiter sets one clock and adds to the other;
/// the record has exactly the times given, and a resume keeps them.
#[test]
fn article_6_10_2_the_arbiter_sets_and_adds_time() {
    let case = Case::new("6102");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\nclock set white 1:23:45\nclock add black 2:00\nclock\n",
    );
    assert_eq!(last_clock(&out), "White 1:23:45; Black 17:00; Move 1");
    case.saved(
        "*",
        &["[%clkset white 1:23:45]", "[%clkadd black +0:02:00]"],
    );
    let out = case.resume("clock\n");
    assert_eq!(last_clock(&out), "White 1:23:45; Black 17:00; Move 1");
}

/// Tournament mode: no takeback by agreement, no abort, no `legal` or
/// `attackers`; the game and its file stay as they were.
#[test]
fn article_11_3_no_takeback_abort_or_board_help() {
    let case = Case::new("113");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ntakeback\nabort\nlegal e7\na e4\nhelp\nturn\n",
    );
    has(&out, "In tournament mode there is no takeback");
    has(&out, "In tournament mode a game cannot be aborted.");
    assert_eq!(
        common::as_read(&out)
            .matches("In tournament mode legal and attackers are off")
            .count(),
        2,
        "{out}"
    );
    assert!(!out.contains("legal e2 moves of a piece"), "{out}");
    assert_eq!(last_turn(&out), "Black to move");
    case.saved("*", &["1. e4 {[%clk 0:15:10]} *"]);
}

/// The ruling of 7.5.1 in German, with the fide scheme.
#[test]
fn article_7_5_1_in_german() {
    let case = Case::new("751de");
    let mut command = annabella_command();
    command.args([
        "play",
        "--line",
        "--voice",
        "text",
        "--two-board",
        "--fake-time",
        "--time",
        "15+10",
        "--save",
        case.file(),
    ]);
    let output = run_typed(command, "e4\npress\nd5\npress\nBb5\npress\nNa6\nillegal\n");
    let out = stdout(&output);
    has(&out, "Regelwidriger Zug von Schwarz:");
    has(
        &out,
        "Weiß bekommt 2:00 dazu (7.5.5). Schwarz ist weiter am Zug.",
    );
    has(&out, "Springer Bella acht muss ziehen (4.3.1).");
}

/// annabella run on a file, without input; what it printed.
fn run(args: &[&str]) -> String {
    let output = run_typed(
        {
            let mut command = annabella_command();
            command.args(args);
            command
        },
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

/// D.2.7 and 8.1: the blind player's own scoresheet (text and braille),
/// `review`, `adjudicate` and `announce` keep every ruling: White's offer
/// after 1. e4, Black's clock pressed twice without a move (7.5.3, then
/// 7.5.5), the two minutes for White and the minute the arbiter gave
/// Black. The clocks in review are those of play: White 15:10 + 2:00,
/// Black 15:00 + 1:00.
#[test]
fn every_ruling_is_kept_in_every_record() {
    let case = Case::new("records");
    case.play(
        "15+10",
        &[],
        "e4\npress\ndraw\nyes\nno\nillegal\nclock add black 1:00\nillegal\n",
    );
    case.saved(
        "1-0",
        &[
            "1. e4 {[%clk 0:15:10]} {(=)}",
            "[%illegal black 7.5.3]",
            "[%clkadd white +0:02:00]",
            "[%clkadd black +0:01:00]",
            "[Termination \"illegal move\"]",
        ],
    );
    let file = case.file();
    let text = run(&["export", file, "--to", "txt", "--scheme", "english"]);
    has(
        &text,
        "  1. e4      0:15:10\n     (=) White offers a draw\n     Illegal move by Black (7.5.3):\n     clock pressed without a move\n     White +2:00 (arbiter)\n     Black +1:00 (arbiter)\n",
    );
    let brf = run(&["export", file, "--to", "brf", "--scheme", "english"]);
    // The notes in English braille (UEB), as `lou_translate --forward
    // en-us-brf.dis,en-ueb-g1.ctb` writes "(=) White offers a draw" and
    // "White +2:00 (arbiter)".
    has(&brf, "\"<\"7\"> ,WHITE OFFERS A DRAW\r\n");
    has(&brf, ",WHITE \"6#B3#JJ \"<ARBITER\">\r\n");
    let review = {
        let mut command = annabella_command();
        command.args(["review", "--voice", "text", "--scheme", "english", file]);
        stdout(&run_typed(command, "next\nc\nq\n"))
    };
    has(&review, "(=) White offers a draw\n");
    has(&review, "White +2:00 (arbiter)\nBlack +1:00 (arbiter)\n");
    assert_eq!(last_clock(&review), "White 17:10; Black 16:00; Move 1");
    let adjudicated = run(&["adjudicate", "--scheme", "english", file]);
    has(
        &adjudicated,
        "1-0 by a second illegal move (art. 7.5.5) at move 1",
    );
    let announced = run(&["announce", "--scheme", "english", file]);
    has(
        &announced,
        "Result 1-0: White wins by a second illegal move.",
    );
}

/// 6.9: a flag against a lone king is named as such by `adjudicate`, not
/// as a draw by agreement.
#[test]
fn article_6_9_adjudicate_names_the_draw_on_time() {
    let case = Case::new("69adj");
    case.play(
        "3+2",
        &["--fen", "7k/8/8/8/8/8/8/KQ6 w - - 0 1"],
        "wait 181\n",
    );
    let adjudicated = run(&["adjudicate", "--scheme", "english", case.file()]);
    has(
        &adjudicated,
        "½-½ by time forfeit with no mate possible (art. 6.9)",
    );
}

/// D.2.9: the two scoresheets differ because the sighted opponent's left
/// out Black's 2... Nc6. `reconcile` shows each move as written, names the
/// move left out, and gives the clocks of the sheet that has them before
/// the difference (White's after 2. Nf3, Black's after 1... e5), which is
/// what `retrace 2` and `clock set` need.
#[test]
fn appendix_d_2_9_reconcile_names_the_move_left_out_and_the_clocks() {
    let folder = std::env::temp_dir().join(format!("annabella-d29-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("folder");
    let mine = folder.join("mine.pgn");
    let theirs = folder.join("theirs.pgn");
    std::fs::write(
        &mine,
        "[Event \"Club\"]\n\n1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} 2. Sf3 {[%clk 1:29:00]} \
         Sc6 {[%clk 1:28:00]} 3. Lb5 a6 *\n",
    )
    .expect("written");
    std::fs::write(
        &theirs,
        "[Event \"Club\"]\n\n1. e2-e4 e7-e5 2. Ng1-f3 3. Bf1-b5 a7-a6 *\n",
    )
    .expect("written");
    let (mine, theirs) = (mine.to_str().expect("path"), theirs.to_str().expect("path"));
    let out = run(&["reconcile", "--scheme", "english", mine, theirs]);
    has(
        &out,
        "The scoresheets differ from move 2, Black: A Knight Cesar six (written \"Sc6\"); B \"Bf1-b5\" (not legal).\n\
         Sheet B leaves out move 2, Black: Knight Cesar six.\n\
         Clocks on sheet A: White 1:29:00, Black 1:29:40.\n",
    );
    let json = run(&["reconcile", "--json", mine, theirs]);
    has(
        &json,
        r#""a":"Sc6","b":"Bf1-b5","a_san":"Nc6","left_out":"b""#,
    );
    has(&json, r#""a_clocks":{"white":5340.0,"black":5380.0}"#);
    let _ = std::fs::remove_dir_all(&folder);
}

/// D.2.10: the blind player (White) hears the low-time warning of their
/// own clock (3:02 after e4, 150 seconds later 0:32, below one minute);
/// the opponent's time (Black at 0:30) is said only when asked.
#[test]
fn appendix_d_2_10_only_the_blind_players_time_is_said_unasked() {
    let case = Case::new("d210");
    let out = case.play(
        "3+2",
        &[],
        "e4\npress\nwait 150\ne5\npress\nwait 150\nclock\n",
    );
    assert!(!out.lines().any(|l| l.starts_with("Black 0:")), "{out}");
    has(&out, "Clock pressed\nWhite 0:32\n");
    assert_eq!(last_clock(&out), "White 0:32; Black 0:32; Move 2");
}

/// 9.1.2.1: an offer before moving is still valid at once; it is written
/// after the offerer's own last move (1. e4), and the opponent may accept
/// before White moves again.
#[test]
fn article_9_1_2_1_an_offer_before_moving_is_valid_at_once() {
    let case = Case::new("9121before");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\ndraw\nyes\nyes\nclock\n",
    );
    has(&out, "White offers a draw\nThe opponent types yes or no.\n");
    has(&out, "Draw by agreement");
    assert_eq!(last_clock(&out), "White 15:10; Black 15:10; Move 2");
    case.saved(
        "1/2-1/2",
        &["1. e4 {[%clk 0:15:10]} {(=)} e5 {[%clk 0:15:10]} 1/2-1/2"],
    );
}

// Cases found in checking the casebook against the Laws.

/// 7.5.3 in blitz: the clock pressed without a move costs one minute
/// (B.2), and 7.5.4, a move with two hands, the same: at 3+2 after 1. e4
/// White has 3:02; Black's two hands give White 1:00.
#[test]
fn appendix_b_2_in_blitz_a_move_with_two_hands_gives_one_minute() {
    let case = Case::new("b2hands");
    let out = case.play(
        "3+2",
        &[],
        "e4\npress\ne5\npress\nillegal hands\nturn\nclock\n",
    );
    has(
        &out,
        "was made with two hands and stands (7.5.4); White gets 1:00 more (7.5.5).",
    );
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 4:02; Black 3:02; Move 2");
    case.saved(
        "*",
        &["[%illegal black 7.5.4 e5]", "[%clkadd white +0:01:00]"],
    );
}

/// 7.5.5 counts the illegal moves of each player apart: Black's first
/// and then White's first are two first illegal moves, each worth two
/// minutes to the other side, and no loss.
#[test]
fn article_7_5_5_the_opponents_illegal_move_is_not_a_second_one() {
    let case = Case::new("755other");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\nillegal\ne5\npress\nillegal\nturn\nclock\n",
    );
    has(
        &out,
        "Illegal move by White: the clock was pressed without a move (7.5.3); Black gets 2:00 more (7.5.5). White is still to move.",
    );
    assert!(!out.contains("Second illegal move"), "{out}");
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 17:10; Black 17:10; Move 2");
    case.saved(
        "*",
        &[
            "[%illegal black 7.5.3]",
            "[%illegal white 7.5.3]",
            "[%clkadd white +0:02:00]",
            "[%clkadd black +0:02:00]",
        ],
    );
}

/// 7.5.5's penalty is time on a clock: in a game without a clock the
/// illegal move is ruled and written, and no time is said to be given.
#[test]
fn article_7_5_5_without_a_clock_no_time_is_given() {
    let case = Case::new("755noclock");
    let out = case.play("none", &[], "e4\npress\nillegal\nturn\n");
    has(
        &out,
        "Illegal move by Black: the clock was pressed without a move (7.5.3); this game has no clock, so no time can be given to White (7.5.5). Black is still to move.",
    );
    assert!(!out.contains("gets 2:00"), "{out}");
    assert_eq!(last_turn(&out), "Black to move");
    case.saved("*", &["[%illegal black 7.5.3]"]);
    assert!(!case.pgn().contains("clkadd"), "{}", case.pgn());
}

/// 4.3.3: the opponent's knight d4 touched first, then the own bishop
/// c4, which cannot take it: the first piece touched that can be moved
/// or captured is the knight, and it must be captured (by any piece).
#[test]
fn article_4_3_3_the_opponents_piece_touched_first_must_be_captured() {
    let case = Case::new("433first");
    let out = case.play(
        "15+10",
        &["--fen", ITALIAN],
        "touched d4 c4\nBb5\nNxd4\npress\n",
    );
    has(
        &out,
        "Not allowed, touch-move: Knight David four must be captured (4.3.2).",
    );
    case.saved("*", &["4. Nxd4 {[%clk 0:15:10]}"]);
}

/// 9.1.2.3 with 9.5.3 and 9.1.2.1: Black's incorrect claim with the move
/// Nc6 stated: the move is made, White gets two minutes, and the claim
/// is an offer, which White declines by moving. After 1. e4 e5 2. Nf3
/// Nc6 3. Bb5: White 15:20 + 2:00 + 0:10, Black 15:10 + 0:10.
#[test]
fn article_9_1_2_3_the_offer_of_a_claim_is_declined_by_moving() {
    let case = Case::new("9123move");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nclaim black threefold Nc6\nBb5\npress\nyes\nturn\nclock\n",
    );
    assert!(!out.contains("Draw by agreement"), "{out}");
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 17:30; Black 15:20; Move 3");
    case.saved(
        "*",
        &[
            "Nc6 {[%clk 0:15:20]} {(=)}",
            "3. Bb5 {[%clk 0:17:30]}",
            "[%clkadd white +0:02:00]",
        ],
    );
}

/// 6.10.2: time the arbiter added stays on the clock through resume.
#[test]
fn article_6_10_2_time_added_holds_through_resume() {
    let case = Case::new("6102resume");
    case.play("15+10", &[], "e4\npress\nclock add black 2:00\n");
    let out = case.resume("clock\ne5\npress\nclock\n");
    assert_eq!(last_clock(&out), "White 15:10; Black 17:10; Move 2");
    case.saved("*", &["[%clkadd black +0:02:00]", "e5 {[%clk 0:17:10]}"]);
}

/// 9.1.2.1: an offer stands until the opponent answers it. White offers
/// before moving (written after 1. e4); the game is left and taken up
/// again; Black's yes draws.
#[test]
fn article_9_1_2_1_an_offer_waits_for_its_answer_through_resume() {
    let case = Case::new("9121resume");
    case.play("15+10", &[], "e4\npress\ne5\npress\ndraw\nyes\n");
    let out = case.resume("yes\n");
    has(&out, "Draw by agreement");
    case.saved("1/2-1/2", &["1. e4 {[%clk 0:15:10]} {(=)}"]);
}

/// 9.1.2.3 through resume: the offer of Black's incorrect claim still
/// waits for White's answer.
#[test]
fn article_9_1_2_3_the_offer_of_a_claim_waits_through_resume() {
    let case = Case::new("9123resume");
    case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nclaim black threefold\n",
    );
    let out = case.resume("yes\n");
    has(&out, "Draw by agreement");
    case.saved("1/2-1/2", &["[Termination \"agreement\"]"]);
}

/// 9.1.2.1: an offer declined stays declined after resume: a yes then
/// answers nothing.
#[test]
fn article_9_1_2_1_an_offer_declined_is_not_asked_again_after_resume() {
    let case = Case::new("9121declined");
    case.play("15+10", &[], "e4\npress\ndraw\nyes\nno\n");
    let out = case.resume("yes\nturn\n");
    assert!(!out.contains("Draw by agreement"), "{out}");
    assert_eq!(last_turn(&out), "Black to move");
    case.saved("*", &["1. e4 {[%clk 0:15:10]} {(=)}"]);
}

/// 9.5.3's two minutes are time on a clock: in a game without a clock an
/// incorrect claim gives none; it is still an offer (9.1.2.3).
#[test]
fn article_9_5_3_without_a_clock_no_time_is_given() {
    let case = Case::new("953noclock");
    let out = case.play(
        "none",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nclaim black threefold\nyes\n",
    );
    has(&out, "Incorrect claim; the game goes on.");
    assert!(!out.contains("gets 2:00"), "{out}");
    has(&out, "Draw by agreement");
    case.saved("1/2-1/2", &["claim threefold repetition: incorrect"]);
    assert!(!case.pgn().contains("clkadd"), "{}", case.pgn());
}

/// 9.1.2.1: an offer stands until the opponent accepts, declines, or
/// touches a piece meaning to move or take it: Black touches the pawn e7,
/// and a yes then answers nothing.
#[test]
fn article_9_1_2_1_touching_a_piece_declines_the_offer() {
    let case = Case::new("9121touch");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ndraw\nyes\ntouched e7\nyes\nturn\n",
    );
    assert!(!out.contains("Draw by agreement"), "{out}");
    assert_eq!(last_turn(&out), "Black to move");
    let out = case.resume("yes\nturn\n");
    assert!(!out.contains("Draw by agreement"), "{out}");
    case.saved("*", &["1. e4 {[%clk 0:15:10]} {(=)}"]);
}

/// 5.2.3: "Her iki oyuncunun da birer hamle yapmis olmasi kosuluyla iki
/// taraf oyun sirasinda aralarinda anlasirlarsa oyun berabere biter"
/// (the game is drawn by agreement, provided both players have made at
/// least one move). After 1. e4 alone Black has made none, so Black's yes
/// to White's offer draws nothing; the game goes on and Black's e5 is a
/// move like any other. At 15+10 each has 15:10 after one move.
#[test]
fn article_5_2_3_no_agreement_before_both_players_have_moved() {
    let case = Case::new("523");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ndraw\nyes\nyes\nturn\ne5\npress\nturn\nclock\n",
    );
    has(&out, "No draw before both have moved (5.2.3).");
    assert!(!out.contains("Draw by agreement"), "{out}");
    assert!(!out.contains("The game is over"), "{out}");
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 15:10; Black 15:10; Move 2");
    case.saved("*", &["1. e4 {[%clk 0:15:10]} {(=)} e5 {[%clk 0:15:10]} *"]);
}

/// 6.9 with D.2.3. 6.9: "bir oyuncu kendisine verilen zaman icinde
/// 6ngorulen sayida hamleyi tamamlamazsa, oyunu kaybeder. Bununla
/// birlikte, rakip oyuncunun bu oyuncuyu gecerli herhangi bir olasi
/// hamleler dizisi ile mat edemeyecegi bir konuma ulasilmissa oyun berabere
/// olur" (the flag loses, unless the opponent cannot mate by any series of
/// legal moves: then a draw). D.2.3 (Persian و.۲.۳): "حرکت را هنگامی باید
/// ((انجام شده)) تلقی کرد که ... (ج) حرکت اعلام شده باشد" (a move is made
/// when it is announced). White announces Qxa8, taking Black's last rook,
/// and the flag falls before the clock is pressed: the position is the one
/// after Qxa8, where Black has a bare king and cannot mate: ½-½, not 0-1.
#[test]
fn article_6_9_the_flag_is_judged_after_the_move_announced() {
    let case = Case::new("69said");
    let out = case.play(
        "3+2",
        &["--fen", "r3k3/8/8/8/8/8/8/1K5Q w - - 0 1"],
        "Qxa8\nwait 181\n",
    );
    has(&out, "Draw by time forfeit with no mate possible");
    assert!(!out.contains("Black wins"), "{out}");
    case.saved(
        "1/2-1/2",
        &["1. Qxa8+", "[Termination \"time forfeit unwinnable\"]"],
    );
}

/// 7.5.1 with 4.3 through a resume: the piece that made Nd5 is still to be
/// named when the game is taken up again, and e5 is not taken before.
#[test]
fn article_7_5_1_the_piece_to_be_named_holds_through_resume() {
    let case = Case::new("751nameresume");
    case.play("15+10", &[], "e4\npress\nNd5\nillegal\n");
    let out = case.resume("e5\ntouched b8\nNc6\npress\nturn\n");
    has(
        &out,
        "Which piece was moved? touched and its square: it must move (4.3).",
    );
    assert_eq!(last_turn(&out), "White to move");
    case.saved("*", &["Nc6 {[%clk"]);
    assert!(!case.pgn().contains(" e5 "), "{}", case.pgn());
}

/// D.2.1 (2018): "The moves shall be announced clearly, repeated by the
/// opponent and executed on his chessboard. When promoting a pawn, the
/// player must announce which piece is chosen" (Persian و.۲.۱: "حرکتهای
/// باید به طور واضح اعلام ... شوند", moves are announced clearly). b8
/// typed without a piece announces nothing: the opponent must not hear a
/// queen the player never chose. The question is asked; then b8=N is the
/// announcement, the first one, and no correction.
#[test]
fn appendix_d_2_1_a_promotion_without_its_piece_announces_nothing() {
    let case = Case::new("d21silent");
    let out = case.play(
        "15+10",
        &["--fen", "8/1P5k/8/8/8/8/7P/K7 w - - 0 1"],
        "b8\nb8=N\npress\nturn\n",
    );
    has(&out, "Which piece does the pawn become?");
    assert!(!out.contains("promotes to Queen"), "{out}");
    assert!(!out.contains("Correction"), "{out}");
    has(&out, "\nPawn Bella eight promotes to Knight\n");
    assert_eq!(last_turn(&out), "Black to move");
    case.saved("*", &["1. b8=N {[%clk 0:15:10]} *"]);
    assert!(!case.pgn().contains("correction"), "{}", case.pgn());
}

/// D.2.1 when leaving: b8 typed without its piece and then `quit` names
/// the move as it was said, with no piece, never a queen the player did
/// not choose; after resume the piece is asked for again.
#[test]
fn appendix_d_2_1_leaving_names_no_piece_the_player_did_not_choose() {
    let case = Case::new("d21quit");
    let out = case.play(
        "15+10",
        &["--fen", "8/1P5k/8/8/8/8/7P/K7 w - - 0 1"],
        "b8\nquit\nquit\n",
    );
    has(&out, "\nPawn Bella eight was said,\n");
    assert!(!out.contains("promotes to Queen"), "{out}");
    let out = case.resume("b8=N\npress\nturn\n");
    has(&out, "Which piece does the pawn become?");
    has(&out, "\nPawn Bella eight promotes to Knight\n");
    assert_eq!(last_turn(&out), "Black to move");
}

// The arbiter's own hand: stopping the clocks, declaring a result,
// changing the time control, adjourning, the quickplay finish.

/// 6.11.1: "Oyunun kesintiye ugratilmasi gerekmis ise, hakem satranc
/// saatini durduracaktir" (if the game needs to be interrupted, the
/// arbiter stops the clock); 6.11.3: "Oyunun ne zaman tekrar baslayacagina
/// hakem karar verir" (the arbiter decides when the game restarts); 9.5
/// (the clocks stopped for a claim). The ten minutes of the intervention
/// cost nobody: after 1. e4 at 15+10 Black thinks 30 seconds in all and
/// has 15:00 - 0:30 + 0:10 = 14:40; White keeps 15:10.
#[test]
fn article_6_11_1_the_time_of_an_intervention_costs_nobody() {
    let case = Case::new("6111");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\nwait 10\nclock stop\nwait 600\nclock\nclock start\nwait 20\ne5\npress\nclock\n",
    );
    has(&out, "White 15:10; Black 14:50; Move 1");
    assert_eq!(last_clock(&out), "White 15:10; Black 14:40; Move 2");
    case.saved("*", &["[%clkstop]", "[%clkstart]", "e5 {[%clk 0:14:40]}"]);
}

/// 6.11.1 and 6.11.3 through a resume: the game left while the arbiter
/// had stopped the clocks is taken up with them stopped; only from
/// `clock start` does Black's time run again. Black used nothing before
/// the stop, 20 seconds after: 15:00 - 0:20 + 0:10 = 14:50.
#[test]
fn article_6_11_3_clocks_stopped_stay_stopped_through_resume() {
    let case = Case::new("6113resume");
    case.play("15+10", &[], "e4\npress\nclock stop\n");
    let out = case.resume("wait 300\nclock\nclock start\nwait 20\ne5\npress\nclock\n");
    has(&out, "White 15:10; Black 15:00; Move 1");
    assert_eq!(last_clock(&out), "White 15:10; Black 14:50; Move 2");
}

/// The Persian 10.2 b: "داور باید نتیجه نهایی را پس از سقوط یکی از
/// پرچمها اعلام کند" (the arbiter shall declare the final result after a
/// flag has fallen); Guidelines III.5.1/III.5.2: "he shall declare the game
/// drawn". White's flag fell (6.9: Black wins on time); the arbiter, who
/// finds Black made no attempt to win by normal means, declares the game
/// drawn. The result is the arbiter's, and it replaces the one given.
#[test]
fn guideline_iii_5_the_arbiter_declares_a_draw_after_the_flag() {
    let case = Case::new("iii5flag");
    let out = case.play(
        "15",
        &[],
        "e4\npress\ne5\npress\nwait 901\nresult 1/2 III.5.2 no attempt to win\nturn\n",
    );
    has(&out, "Black wins by time forfeit");
    has(&out, "Arbiter's result: ½-½.");
    has(&out, "Draw by the arbiter's decision");
    case.saved(
        "1/2-1/2",
        &[
            "[Termination \"arbiter decision\"]",
            "[%result 1/2-1/2 III.5.2 no attempt to win]",
        ],
    );
    let text = run(&["export", case.file(), "--to", "txt", "--scheme", "english"]);
    has(&text, "Result 1/2-1/2 by the arbiter:");
    let announced = run(&["announce", "--scheme", "english", case.file()]);
    has(
        &announced,
        "Result 1/2-1/2: Draw by the arbiter's decision.",
    );
}

/// 12.9.6 (the arbiter may "oyunu kabahatli taraf icin kayip ilan etmek",
/// declare the game lost for the offender): during the game the arbiter
/// declares White's loss; the game ends 0-1 as the arbiter's decision, and
/// a move after it is refused.
#[test]
fn article_12_9_6_the_arbiter_declares_a_loss_during_the_game() {
    let case = Case::new("1296");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nresult 0-1 12.9.6\nNf3\n",
    );
    has(&out, "Black wins by the arbiter's decision");
    has(&out, "The game is over");
    case.saved(
        "0-1",
        &["[Termination \"arbiter decision\"]", "[%result 0-1 12.9.6]"],
    );
    assert!(!case.pgn().contains("Nf3"), "{}", case.pgn());
}

/// A result given by the arbiter can itself be corrected, the last one
/// standing: 1-0 declared, then corrected to 1/2.
#[test]
fn article_12_9_a_declared_result_is_corrected() {
    let case = Case::new("129fix");
    case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nresult 1-0\nresult 1/2 written wrong\n",
    );
    case.saved(
        "1/2-1/2",
        &["[%result 1-0]", "[%result 1/2-1/2 written wrong]"],
    );
}

/// Guidelines III.4 (2018): "a time delay or cumulative time of an extra
/// five seconds be introduced for both players". At 15 minutes without
/// increment, after 1. e4 e5 the arbiter introduces +5 for both: White
/// thinks 10 seconds over Nf3 (15:00 - 0:10 + 0:05 = 14:55), Black 20 over
/// Nc6 (14:45); after a resume White thinks 30 over Bb5 (14:30), the
/// increment still in force.
#[test]
fn guideline_iii_4_an_increment_for_both_from_now_on() {
    let case = Case::new("iii4");
    let out = case.play(
        "15",
        &[],
        "e4\npress\ne5\npress\nclock control +5\nwait 10\nNf3\npress\nwait 20\nNc6\npress\nclock\n",
    );
    has(&out, "From now on +5 for both (III.4).");
    assert_eq!(last_clock(&out), "White 14:55; Black 14:45; Move 3");
    case.saved(
        "*",
        &[
            "[TimeControl \"900\"]",
            "e5 {[%clk 0:15:00]} {[%clkcontrol +5]",
            "2. Nf3 {[%clk 0:14:55]} Nc6 {[%clk 0:14:45]}",
        ],
    );
    let out = case.resume("wait 30\nBb5\npress\nclock\n");
    assert_eq!(last_clock(&out), "White 14:30; Black 14:45; Move 3");
}

/// D.2.9 to a half-move (Persian و.۲.۸: "بازی را باید حرکت به حرکت عقب
/// کشید تا به جایی رسید که دو برگه ثبت مطابقت دارند", the game is taken
/// back move by move to where the two scoresheets agree). The sheets agree
/// up to White's 3. Bb5: `retrace 3 white` keeps Bb5 and takes back only
/// 3... a6; Black is to move, the clocks stay, and so after a resume.
#[test]
fn appendix_d_2_9_retrace_to_whites_move() {
    let case = Case::new("d29white");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nNc6\npress\nBb5\npress\na6\npress\n\
         retrace 3 white\nturn\nclock\n",
    );
    has(&out, "after White's move 3 (D.2.9): 1 half-move taken back");
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:30; Black 15:30; Move 3");
    case.saved("*", &["3. Bb5 {[%clk 0:15:30]} {[%retrace 3... a6]"]);
    assert!(!case.pgn().contains("a6 {"), "{}", case.pgn());
    let out = case.resume("turn\nclock\n");
    assert_eq!(last_turn(&out), "Black to move");
    assert_eq!(last_clock(&out), "White 15:30; Black 15:30; Move 3");
}

/// Guidelines I.1, I.5, I.9 (Persian الف.۱: the player having the move
/// seals it and then "ساعت خود را متوقف کند بی‌آنکه ساعت حریف را به کار
/// اندازد", stops the clock without starting the opponent's; الف.۵: "زمان
/// مصرف شده هر بازیکن ... باید در ساعت شطرنج مشخص شود", the time used by
/// each is shown on the clocks; الف.۹ الف: the envelope is opened, "حرکت
/// ثبتی در صفحه انجام می گیرد و ساعت بازیکن به کار انداخته می شود", the
/// sealed move is made on the board and the opponent's clock started).
/// White thinks 40 seconds and seals Nf3 (15:10 - 0:40 = 14:30); the clock
/// stands, the move is not said, nor written as a move. On resumption Nf3
/// is made and said, with its increment (14:40), and Black's clock runs:
/// 20 seconds over Nc6 leave 15:10 - 0:20 + 0:10 = 15:00.
#[test]
fn guideline_i_a_sealed_move_is_made_on_resumption() {
    let case = Case::new("i1seal");
    let out = case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nwait 40\nseal Nf3\nwait 600\nNc3\nclock\nquit\n",
    );
    has(&out, "Move sealed; quit adjourns (I.1).");
    has(&out, "Adjourned: the sealed move waits.");
    assert!(!out.contains("Knight Felix three"), "{out}");
    assert_eq!(last_clock(&out), "White 14:30; Black 15:10; Move 2");
    case.saved("*", &["[%sealed white 0:14:30]"]);
    assert!(!case.pgn().contains("Nf3"), "{}", case.pgn());
    assert!(!case.pgn().contains("Nc3"), "{}", case.pgn());
    let out = case.resume("wait 20\nNc6\npress\nclock\n");
    has(&out, "The sealed move is made (I.9):\nKnight Felix three\n");
    assert_eq!(last_clock(&out), "White 14:40; Black 15:00; Move 3");
    case.saved("*", &["2. Nf3 {[%clk 0:14:40]}", "Nc6 {[%clk 0:15:00]}"]);
    assert!(!case.pgn().contains("AnnabellaSealed"), "{}", case.pgn());
}

/// Guidelines I.1.1: a move made on the board after the arbiter asked
/// for the seal is the sealed move: White announced Nf3 (made, D.2.3);
/// `seal` seals it, and on resumption it is Nf3 that is made.
#[test]
fn guideline_i_1_the_move_announced_is_the_sealed_move() {
    let case = Case::new("i1said");
    case.play("15+10", &[], "e4\npress\ne5\npress\nNf3\nseal Nc3\nquit\n");
    let out = case.resume("turn\n");
    has(&out, "The sealed move is made (I.9):\nKnight Felix three\n");
    assert_eq!(last_turn(&out), "Black to move");
    case.saved("*", &["2. Nf3"]);
}

/// Moves that bring White to the quickplay finish at 15 minutes without
/// increment: Black thinks 800 seconds over e5 (1:40 left), White 790
/// (1:50 left, under two minutes) and is to move.
const QUICKPLAY: &str = "e4\npress\nwait 800\ne5\npress\nwait 790\n";

/// The Persian 10.2: "اگر بازیکنی که نوبت حرکت با اوست، کمتر از دو دقیقه
/// در ساعت خود زمان داشته باشد، میتواند ... مدعی تساوی شود. او باید ساعتها
/// را متوقف کند و داور را بطلبد" (the player to move with less than two
/// minutes may claim a draw; he stops the clocks and summons the arbiter);
/// 10.2 الف: if the arbiter agrees, "بازی را مساوی اعلام می کند" (he
/// declares the game drawn). The clocks stand while the arbiter decides.
#[test]
fn quickplay_10_2_a_the_arbiter_declares_the_draw() {
    let case = Case::new("102a");
    let input = format!("{QUICKPLAY}claim quickplay\nwait 100\nclock\nyes\n");
    let out = case.play("15", &[], &input);
    has(&out, "Claim 10.2: yes, postpone or no?");
    has(&out, "White 1:50; Black 1:40; Move 2");
    has(&out, "Draw by the arbiter's decision");
    case.saved(
        "1/2-1/2",
        &[
            "[Termination \"arbiter decision\"]",
            "[%quickplay white claimed]",
            "[%quickplay white drawn]",
        ],
    );
}

/// 10.2 ب: "اگر داور تصمیمگیری خود را به تعویق اندازد، میتوان به حریف دو
/// دقیقه اضافی زمان تفکر داد ... داور باید نتیجه نهایی را پس از سقوط یکی
/// از پرچمها اعلام کند" (postponed, the opponent may be given two extra
/// minutes; the arbiter declares the final result after a flag has
/// fallen). Black gets 2:00 (3:40); White's 1:50 run out; the arbiter is
/// asked for the result and declares the draw.
#[test]
fn quickplay_10_2_b_postponed_the_result_after_the_flag() {
    let case = Case::new("102b");
    let input =
        format!("{QUICKPLAY}claim quickplay\npostpone 2:00\nclock\nwait 111\nresult 1/2 III.5.2\n");
    let out = case.play("15", &[], &input);
    has(&out, "Postponed (10.2 b); result after a flag.");
    has(&out, "White 1:50; Black 3:40; Move 2");
    has(&out, "Arbiter declares with result (10.2 b).");
    has(&out, "Draw by the arbiter's decision");
    case.saved(
        "1/2-1/2",
        &[
            "[%quickplay white postponed]",
            "[%clkadd black +0:02:00]",
            "[%result 1/2-1/2 III.5.2]",
        ],
    );
}

/// 10.2 ج: "اگر داور ادعا را رد کند، باید دو دقیقه زمان تفکر اضافی به
/// حریف اعطا شود" (rejected, the opponent must be given two extra
/// minutes). The game goes on with White to move, Black at 3:40.
#[test]
fn quickplay_10_2_c_rejected_two_minutes_for_the_opponent() {
    let case = Case::new("102c");
    let out = case.play(
        "15",
        &[],
        &format!("{QUICKPLAY}claim quickplay\nno\nturn\nclock\n"),
    );
    has(&out, "Claim rejected (10.2 c).");
    assert_eq!(last_turn(&out), "White to move");
    assert_eq!(last_clock(&out), "White 1:50; Black 3:40; Move 2");
    case.saved(
        "*",
        &["[%quickplay white rejected]", "[%clkadd black +0:02:00]"],
    );
}

/// 10.2 and appendix ج.۴ ("ماده ۱۰-۲ حاکم نیست": in blitz article 10.2
/// does not apply): no claim in a 5-minute game, none with more than two
/// minutes left, none by the player not to move, none with an increment
/// (Guidelines III.3.1: only games "without increment").
#[test]
fn quickplay_10_2_who_may_not_claim() {
    let case = Case::new("102bars");
    let out = case.play(
        "5",
        &[],
        "e4\npress\nwait 200\ne5\npress\nwait 190\nclaim quickplay\n",
    );
    has(&out, "Not in blitz: 10.2 does not apply.");
    let case = Case::new("102bars2");
    let out = case.play(
        "15",
        &[],
        "e4\npress\ne5\npress\nclaim quickplay\nclaim black quickplay\n",
    );
    has(&out, "10.2: only under two minutes left.");
    has(&out, "Only the player to move claims (10.2).");
    let case = Case::new("102bars3");
    let out = case.play("15+10", &[], &format!("{QUICKPLAY}claim quickplay\n"));
    has(&out, "No 10.2 claim with increment or delay.");
    assert!(!case.pgn().contains("quickplay"), "{}", case.pgn());
}

/// 10.2 through a resume: the claim left waiting for the arbiter waits
/// again, with the clocks standing; the arbiter's yes draws. (White used
/// 790 seconds on 1. e4, 1:50 left, and claims at once after 1... e5.)
#[test]
fn quickplay_10_2_the_claim_waits_through_resume() {
    let case = Case::new("102resume");
    case.play(
        "15",
        &[],
        "wait 790\ne4\npress\nwait 800\ne5\npress\nclaim quickplay\n",
    );
    let out = case.resume("wait 300\nclock\nyes\n");
    has(&out, "Claim 10.2: yes, postpone or no?");
    has(&out, "White 1:50; Black 1:40; Move 2");
    has(&out, "Draw by the arbiter's decision");
    case.saved("1/2-1/2", &["[%quickplay white drawn]"]);
}

/// 9.1.2.1 (an offer stands until it is answered) and Guidelines I.4 (an
/// offer after the seal "is valid until the opponent has accepted it or
/// rejected it"): a game taken up again says the offer still waiting.
#[test]
fn article_9_1_2_1_an_offer_waiting_is_said_on_resume() {
    let case = Case::new("9121said");
    case.play("15+10", &[], "e4\npress\ne5\npress\ndraw\nyes\n");
    let out = case.resume("turn\n");
    has(&out, "White's draw offer waits: yes or no.");
}

/// The braille scoresheet writes a retrace's moves with the letters of its
/// own moves, the braille chess code's (knight S, bishop L: "pieces K Q R
/// L S" of the scoresheet), not English SAN's N and B.
#[test]
fn appendix_d_2_9_the_braille_retrace_line_uses_braille_letters() {
    let case = Case::new("d29brf");
    case.play(
        "15+10",
        &[],
        "e4\npress\ne5\npress\nNf3\npress\nNc6\npress\nBb5\npress\na6\npress\nretrace 1\n",
    );
    // Lines joined: the note wraps at 40 cells.
    let brf =
        run(&["export", case.file(), "--to", "brf", "--scheme", "english"]).replace("\r\n", " ");
    has(&brf, "2. SF3 SC6 3. LB5 A6");
    assert!(!brf.contains("NF3"), "{brf}");
    assert!(!brf.contains("BB5"), "{brf}");
}

/// 10.2 ب through a resume: the decision postponed stays postponed, and
/// when White's flag falls (1:50 left after 1. e4) the arbiter is asked
/// for the final result.
#[test]
fn quickplay_10_2_b_postponed_holds_through_resume() {
    let case = Case::new("102bresume");
    case.play(
        "15",
        &[],
        "wait 790\ne4\npress\ne5\npress\nclaim quickplay\npostpone\n",
    );
    let out = case.resume("wait 111\n");
    has(&out, "White 1:50; Black 15:00; Move 2");
    has(&out, "Arbiter declares with result (10.2 b).");
}
