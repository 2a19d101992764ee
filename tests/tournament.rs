//! Two-board play as tournament play, through line mode: no engine help,
//! draw offers recorded with the offerer's own move, the arbiter's
//! procedures for an illegal move found (article 7.5) and touch-move
//! (articles 4.3 and 4.5), each said, applied to the clocks and saved, and
//! kept through takeback and resume.
//!
//! The clocks run on the practice clock (`--fake-time`), so every time is
//! exact and worked out by hand from the time control: 15+10 gives 15:10
//! after a first move, and an illegal move gives the opponent 2:00 (one
//! minute in blitz, where 5+3 is 8 minutes of the 10 that make blitz).

mod common;

use std::path::PathBuf;

use common::{annabella_command, run_typed, stderr, stdout};

/// A saved game of one test, removed when the test ends.
struct Save(PathBuf);

impl Save {
    fn new(name: &str) -> Save {
        let path = std::env::temp_dir().join(format!(
            "annabella-tournament-{name}-{}.pgn",
            std::process::id()
        ));
        let _ = std::fs::remove_file(&path);
        Save(path)
    }

    fn file(&self) -> &str {
        self.0.to_str().expect("path")
    }

    fn text(&self) -> String {
        std::fs::read_to_string(&self.0).unwrap_or_default()
    }

    /// annabella with these arguments and this input; what it printed.
    fn run(&self, args: &[&str], input: &str) -> String {
        let mut command = annabella_command();
        command.args(args).args(["--save", self.file()]);
        let output = run_typed(command, input);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    }

    /// A two-board game on the practice clock in English words.
    fn two_board(&self, time: &str, input: &str) -> String {
        self.run(
            &[
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
            ],
            input,
        )
    }

    /// The game taken up again, on the practice clock.
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
}

impl Drop for Save {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The clock readings a session printed, in order.
fn clocks(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with("White ")).collect()
}

#[test]
fn two_board_play_gives_no_engine_help_and_says_so() {
    let save = Save::new("nohelp");
    let out = save.two_board("15+10", "help\nhint\neval\nengine\ne4\npress\n");
    assert!(
        out.contains(
            "Tournament mode: no engine, no hints, no evaluation; the scoresheet says so.\n"
        ),
        "{out}"
    );
    assert_eq!(
        out.matches("In tournament mode there is no help from the engine.\n")
            .count(),
        3,
        "{out}"
    );
    // The help offers no hint and no evaluation.
    let help: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("Moves in any notation"))
        .take_while(|l| !l.starts_with("In tournament"))
        .collect();
    assert!(!help.is_empty(), "{out}");
    assert!(
        help.iter()
            .all(|l| !l.contains("hint") && !l.contains("eval")),
        "{help:?}"
    );
    let saved = save.text();
    assert!(
        saved.contains("[Annotator \"annabella tournament mode\"]"),
        "{saved}"
    );
    assert!(saved.contains("1. e4 {[%clk 0:15:10]} *"), "{saved}");
}

/// `--tournament` asks for the same in a game at one keyboard, and an
/// engine asked for does not play.
#[test]
fn tournament_mode_can_be_asked_for_in_any_game() {
    let save = Save::new("asked");
    let out = save.run(
        &[
            "play",
            "--line",
            "--voice",
            "text",
            "--tournament",
            "--black",
            "engine",
        ],
        "hint\ne4\ne5\n",
    );
    assert!(
        out.contains("Turniermodus: kein Computer, keine Vorschläge, keine Bewertung"),
        "{out}"
    );
    assert!(
        out.contains("Im Turniermodus gibt es keine Hilfe vom Computer.\n"),
        "{out}"
    );
    assert!(out.contains("Bauer Eva fünf\n"), "Black is typed: {out}");
    let saved = save.text();
    assert!(
        saved.contains("[Annotator \"annabella tournament mode\"]")
            && saved.contains("[BlackType \"human\"]")
            && !saved.contains("AnnabellaEngine"),
        "{saved}"
    );
}

/// White offers a draw the FIDE way (9.1.2.1): after making the move and
/// before pressing the clock. It is confirmed, recorded after White's
/// move, and Black accepts.
#[test]
fn a_draw_offered_with_a_move_is_recorded_after_it() {
    let save = Save::new("drawwhite");
    let out = save.two_board("15+10", "Nf3\ndraw\nyes\npress\nclock\nyes\n");
    assert!(
        out.contains(
            "Knight Felix three\n\
             press presses the clock; another move corrects it, cancel drops it.\n\
             Offer a draw with Knight Felix three? Type yes to offer it, anything else not to.\n\
             The draw offer is made with this move when the clock is pressed (9.1.2.1).\n\
             Clock pressed\n\
             White offers a draw\n\
             The opponent types yes or no.\n"
        ),
        "{out}"
    );
    // Looking at the clock leaves the offer standing.
    assert!(
        out.contains("White 15:10; Black 15:00; Move 1\nDraw by agreement\n"),
        "{out}"
    );
    let saved = save.text();
    assert!(
        saved.contains("1. Nf3 {[%clk 0:15:10]} {(=)} 1/2-1/2"),
        "{saved}"
    );
    assert!(saved.contains("[Termination \"agreement\"]"), "{saved}");
}

/// Black says `draw` before moving: the offer goes with Black's next move,
/// not after White's. White's move declines it; `no` to the confirmation
/// offers nothing.
#[test]
fn a_draw_offered_before_a_move_goes_with_that_move() {
    let save = Save::new("drawblack");
    let out = save.two_board(
        "15+10",
        "e4\npress\ndraw\nyes\ne5\npress\nNf3\npress\ndraw\nno\nNc6\npress\n",
    );
    assert!(
        out.contains(
            "Offer a draw? Type yes to offer it, anything else not to.\n\
             The draw offer is made with your next move (9.1.2.1).\n\
             Pawn Eva five\nClock pressed\nBlack offers a draw\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("Knight Felix three\nClock pressed\nOffer a draw? Type yes to offer it, anything else not to.\nNo draw offered.\n"),
        "{out}"
    );
    let saved = save.text();
    assert!(
        saved.contains(
            "1. e4 {[%clk 0:15:10]} e5 {[%clk 0:15:10]} {(=)} 2. Nf3 {[%clk 0:15:20]} Nc6\n{[%clk 0:15:20]} *"
        ),
        "{saved}"
    );
    assert_eq!(saved.matches("(=)").count(), 1, "{saved}");
}

/// The same at one keyboard, without a clock to press: the offer is made
/// with the offerer's next move.
#[test]
fn a_draw_offer_at_one_keyboard_goes_with_the_next_move() {
    let save = Save::new("drawone");
    let out = save.run(
        &[
            "play", "--line", "--voice", "text", "--black", "human", "--scheme", "english",
        ],
        "e4\ndraw\nyes\ne5\nyes\n",
    );
    assert!(
        out.contains("Pawn Eva five\nBlack offers a draw\n"),
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("1. e4 e5 {(=)} 1/2-1/2"), "{saved}");
}

/// Article 7.5: Black's completed move is found illegal. The position
/// before it is back, White gets two minutes, Black's clock shows what it
/// showed after the move, and Black must move the pawn touched (7.5.1
/// applies 4.3 to the move replacing it). All of it is saved and comes
/// back on resume.
#[test]
fn an_illegal_move_found_is_taken_back_with_two_minutes_to_the_opponent() {
    let save = Save::new("illegal");
    let out = save.two_board("15+10", "e4\npress\ne5\npress\nillegal\nd5\nclock\n");
    // White 15:10 after e4 and 2:00 more; Black 15:10 after e5.
    assert!(
        out.contains(
            "Illegal move by Black: Pawn Eva five is taken back (7.5); White gets 2:00 more; Black moves again.\n\
             Touched: Eva seven, black pawn. Pawn Eva seven must move (4.3.1).\n\
             White 17:10; Black 15:10; Move 1\n\
             Not allowed, touch-move: Pawn Eva seven must move (4.3.1).\n\
             White 17:10; Black 15:10; Move 1\n"
        ),
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("[%illegal black e5]"), "{saved}");
    assert!(saved.contains("[%clkadd white +0:02:00]"), "{saved}");
    assert!(saved.contains("[AnnabellaTouched \"e7\"]"), "{saved}");
    assert!(!saved.contains("1... e5"), "{saved}");
    // Resumed: the clocks and touch-move as they were; e6 then makes
    // Black's 15:10 into 15:20.
    let out = save.resume("clock\nd5\ne6\npress\nclock\n");
    let read = clocks(&out);
    // Said as the game is taken up again, then asked for twice.
    assert_eq!(
        read,
        [
            "White 17:10; Black 15:10; Move 1",
            "White 17:10; Black 15:10; Move 1",
            "White 17:10; Black 15:20; Move 2"
        ],
        "{out}"
    );
    assert!(
        out.contains("Not allowed, touch-move: Pawn Eva seven must move (4.3.1).\n"),
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("e6 {[%clk 0:15:20]}"), "{saved}");
    assert!(!saved.contains("AnnabellaTouched"), "{saved}");
}

/// In blitz the opponent gets one minute (A.4.2 with 7.5.5's count): 5+3
/// is blitz.
#[test]
fn in_blitz_an_illegal_move_gives_one_minute() {
    let save = Save::new("blitz");
    let out = save.two_board("5+3", "e4\npress\nillegal\n");
    assert!(
        out.contains("Black gets 1:00 more; White moves again.\n"),
        "{out}"
    );
    // White's 5:03 after e4 stays; Black's 5:00 and a minute.
    assert!(out.contains("White 5:03; Black 6:00; Move 1\n"), "{out}");
}

/// Article 7.5.5: the second illegal move of the same player loses, even
/// across a resume.
#[test]
fn a_second_illegal_move_loses() {
    let save = Save::new("second");
    save.two_board("15+10", "e4\npress\nillegal\n");
    let out = save.resume("e3\npress\nillegal\n");
    assert!(
        out.contains(
            "Second illegal move by White: Pawn Eva three (7.5.5).\nBlack wins by a second illegal move\n"
        ),
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("[Result \"0-1\"]"), "{saved}");
    assert!(saved.contains("[Termination \"illegal move\"]"), "{saved}");
    assert!(
        saved.contains("[%illegal white e4]") && saved.contains("[%illegal white e3]"),
        "{saved}"
    );
}

/// The second illegal move is a draw when the opponent could not mate by
/// any series of legal moves: a lone king cannot.
#[test]
fn a_second_illegal_move_against_a_lone_king_draws() {
    let save = Save::new("lone");
    let out = save.run(
        &[
            "play",
            "--line",
            "--voice",
            "text",
            "--two-board",
            "--fake-time",
            "--time",
            "15+10",
            "--scheme",
            "english",
            "--fen",
            "7k/8/8/8/8/8/8/KQ6 w - - 0 1",
        ],
        "Qb2\npress\nillegal\nQb3\npress\nillegal\n",
    );
    assert!(
        out.contains("Draw by a second illegal move with no mate possible\n"),
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("[Result \"1/2-1/2\"]"), "{saved}");
}

/// A game with no move yet has nothing to find illegal; `illegal` and
/// `touched` belong to two-board play.
#[test]
fn illegal_needs_a_move_and_two_boards() {
    let save = Save::new("nomove");
    let out = save.two_board("15+10", "illegal\n");
    assert!(out.contains("No move yet"), "{out}");
    let save = Save::new("oneboard");
    let out = save.run(
        &[
            "play", "--line", "--voice", "text", "--black", "human", "--scheme", "english",
        ],
        "e4\nillegal\ntouched e7\n",
    );
    assert_eq!(
        out.matches("illegal and touched belong to two-board play (--two-board).\n")
            .count(),
        2,
        "{out}"
    );
}

/// After 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4, White to move.
const ITALIAN: &str = "r1bqkbnr/pppp1ppp/8/4p3/2BnP3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

fn italian(save: &Save, input: &str) -> String {
    save.run(
        &[
            "play",
            "--line",
            "--voice",
            "text",
            "--two-board",
            "--fake-time",
            "--time",
            "15+10",
            "--scheme",
            "english",
            "--fen",
            ITALIAN,
        ],
        input,
    )
}

/// 4.3.1: the knight f3 touched must move; a bishop move is refused, and a
/// move said but not pressed that breaks the rule is dropped.
#[test]
fn a_touched_piece_must_move() {
    let save = Save::new("touch1");
    let out = italian(&save, "Bxf7\ntouched f3\nBxf7\nNxd4\npress\n");
    assert!(
        out.contains(
            "Touched: Felix three, white knight. Knight Felix three must move (4.3.1).\n\
             Move dropped; type the move again.\n\
             Not allowed, touch-move: Knight Felix three must move (4.3.1).\n\
             Knight takes David four\nClock pressed\n"
        ),
        "{out}"
    );
    assert!(save.text().contains("4. Nxd4"), "{}", save.text());
}

/// 4.3.2: the opponent's knight d4 touched must be taken, by any piece.
#[test]
fn a_touched_opponents_piece_must_be_taken() {
    let save = Save::new("touch2");
    let out = italian(&save, "touched d4\nBxf7\nO-O\nNxd4\npress\n");
    assert!(
        out.contains("Knight David four must be captured (4.3.2).\n"),
        "{out}"
    );
    assert_eq!(
        out.matches("Not allowed, touch-move: Knight David four must be captured (4.3.2).\n")
            .count(),
        2,
        "{out}"
    );
    assert!(save.text().contains("4. Nxd4"), "{}", save.text());
}

/// 4.3.3: the own knight and then the pawn e5: the knight must take it;
/// another capture of the knight is refused.
#[test]
fn a_touched_piece_must_take_the_touched_opponents_piece() {
    let save = Save::new("touch3");
    let out = italian(&save, "touched f3 e5\nNxd4\nNxe5\npress\n");
    assert!(
        out.contains(
            "Touched: Felix three, white knight; Eva five, black pawn. Knight Felix three must capture Pawn Eva five (4.3.3).\n\
             Not allowed, touch-move: Knight Felix three must capture Pawn Eva five (4.3.3).\n"
        ),
        "{out}"
    );
    assert!(save.text().contains("4. Nxe5"), "{}", save.text());
}

/// 4.5: the rook a1 can neither move nor be taken; any move is allowed.
#[test]
fn a_touched_piece_that_cannot_move_allows_any_move() {
    let save = Save::new("touch4");
    let out = italian(&save, "touched a1\nd3\npress\n");
    assert!(
        out.contains("None of them can move or be captured: any move is allowed (4.5).\n"),
        "{out}"
    );
    assert!(save.text().contains("4. d3"), "{}", save.text());
}

/// Touch-move is saved and holds after a resume; it ends with the move.
#[test]
fn touch_move_survives_resume() {
    let save = Save::new("touchresume");
    italian(&save, "touched f3\n");
    assert!(
        save.text().contains("[AnnabellaTouched \"f3\"]"),
        "{}",
        save.text()
    );
    let out = save.resume("Bxf7\nNg5\npress\nNf6\npress\n");
    assert!(
        out.contains("Not allowed, touch-move: Knight Felix three must move (4.3.1).\n"),
        "{out}"
    );
    assert!(save.text().contains("4. Ng5"), "{}", save.text());
}

/// In German, with the fide scheme.
#[test]
fn the_arbiters_procedures_speak_german() {
    let save = Save::new("german");
    let out = save.run(
        &[
            "play",
            "--line",
            "--voice",
            "text",
            "--two-board",
            "--fake-time",
            "--time",
            "15+10",
        ],
        "e4\npress\nillegal\ntouched e2 d7\n",
    );
    assert!(
        out.contains(
            "Regelwidriger Zug von Weiß: Bauer Eva vier ist zurückgenommen (7.5); Schwarz bekommt 2:00 dazu; Weiß zieht noch einmal.\n"
        ),
        "{out}"
    );
    assert!(out.contains("Weiß 15:10; Schwarz 17:00; Zug 1\n"), "{out}");
    assert!(
        out.contains("Bauer Eva zwei muss ziehen (4.3.1).\n"),
        "{out}"
    );
}

/// An incorrect claim in two-board play: the opponent's two minutes are
/// saved, kept when the move before is taken back, and given back by
/// resume.
#[test]
fn a_claims_penalty_holds_in_two_board_play() {
    let save = Save::new("claim");
    let out = save.two_board(
        "15+10",
        "e4\npress\nclaim fifty\nclock\ntakeback\nyes\nclock\n",
    );
    assert_eq!(
        clocks(&out),
        [
            // Said with the ruling, then asked for.
            "White 17:10; Black 15:00; Move 1",
            "White 17:10; Black 15:00; Move 1",
            "White 17:00; Black 15:00; Move 1"
        ],
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("[%clkadd white +0:02:00]"), "{saved}");
    let out = save.resume("clock\n");
    assert_eq!(clocks(&out), ["White 17:00; Black 15:00; Move 1"], "{out}");
}
