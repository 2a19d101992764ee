//! Two-board play as tournament play, through line mode: no engine help,
//! draw offers recorded with the offerer's own move, touch-move (articles
//! 4.3 and 4.5) said, saved and kept through resume. The casebook of the
//! arbiter's rulings is `tests/arbiter.rs`.
//!
//! The clocks run on the practice clock (`--fake-time`), so every time is
//! exact and worked out by hand from the time control: 15+10 gives 15:10
//! after a first move, and an incorrect claim or an illegal move gives the
//! opponent 2:00.
#![cfg(unix)]

mod common;

use std::path::PathBuf;

use common::{annabella_command, run_typed, stderr, stdout};

/// Whether `out` says `text`, both read across the lines a long answer is
/// broken into for a braille display.
fn says(out: &str, text: &str) -> bool {
    common::as_read(out).contains(&common::as_read(text))
}

/// How often `out` says `text`, read as [`says`] reads it.
fn said_times(out: &str, text: &str) -> usize {
    common::as_read(out).matches(&common::as_read(text)).count()
}

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
    let out = save.two_board(
        "15+10",
        "help\nhelp moves\nhelp board\nhelp game\nhelp engine\nhint\neval\nengine\ne4\npress\n",
    );
    assert!(
        says(
            &out,
            "Tournament mode: no engine, no hints, no evaluation; the scoresheet says so.\n"
        ),
        "{out}"
    );
    assert_eq!(
        said_times(
            &out,
            "In tournament mode there is no help from the engine.\n"
        ),
        4,
        "{out}"
    );
    // The help, its index and its pages, offers no hint and no evaluation
    // (article 11.3), and has no page of the engine.
    let help: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("Help: "))
        .take_while(|l| !l.starts_with("In tournament"))
        .collect();
    assert!(!help.iter().any(|l| l.contains("help engine")), "{help:?}");
    assert!(!help.is_empty(), "{out}");
    assert!(
        help.iter().all(|l| !l.contains("hint")
            && !l.contains("eval")
            && !l.starts_with("legal")
            && !l.contains("attackers")),
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
        says(
            &out,
            "Turniermodus: kein Computer, keine Vorschläge, keine Bewertung"
        ),
        "{out}"
    );
    assert!(
        says(&out, "Im Turniermodus gibt es keine Hilfe vom Computer.\n"),
        "{out}"
    );
    assert!(says(&out, "Bauer Eva fünf\n"), "Black is typed: {out}");
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
/// move, and Black accepts (after 1. e4 e5, so that both players have
/// moved, 5.2.3).
#[test]
fn a_draw_offered_with_a_move_is_recorded_after_it() {
    let save = Save::new("drawwhite");
    let out = save.two_board(
        "15+10",
        "e4\npress\ne5\npress\nNf3\ndraw\nyes\npress\nclock\nyes\n",
    );
    assert!(
        says(
            &out,
            "Knight Felix three\n\
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
        says(
            &out,
            "White 15:20; Black 15:10; Move 2\nDraw by agreement\n"
        ),
        "{out}"
    );
    let saved = save.text();
    assert!(
        saved.contains("2. Nf3 {[%clk 0:15:20]} {(=)} 1/2-1/2"),
        "{saved}"
    );
    assert!(saved.contains("[Termination \"agreement\"]"), "{saved}");
}

/// Black says `draw black` before moving: the offer goes with Black's next move,
/// not after White's. White's move declines it; `no` to the confirmation
/// offers nothing.
#[test]
fn a_draw_offered_before_a_move_goes_with_that_move() {
    let save = Save::new("drawblack");
    let out = save.two_board(
        "15+10",
        "e4\npress\ndraw black\nyes\ne5\npress\nNf3\npress\ndraw\nno\nNc6\npress\n",
    );
    assert!(
        says(
            &out,
            "Offer a draw? Type yes to offer it, anything else not to.\n\
             The draw offer is made with your next move (9.1.2.1).\n\
             Pawn Eva five\nClock pressed\nBlack offers a draw\n"
        ),
        "{out}"
    );
    assert!(
        says(
            &out,
            "Knight Felix three\nClock pressed\nOffer a draw? Type yes to offer it, anything else not to.\nNo draw offered.\n"
        ),
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

/// A draw wanted by both is agreed (9.1.2.1): with Black's offer standing,
/// the blind player's own `draw` answers it. Said again by the side whose
/// offer stands, `draw` offers nothing twice and the offer still waits.
#[test]
fn draw_typed_against_a_standing_offer_agrees_it_and_never_offers_twice() {
    let save = Save::new("drawboth");
    let out = save.two_board("15+10", "e4\npress\ne5\npress\ndraw black\nyes\ndraw\n");
    assert!(
        says(
            &out,
            "Black offers a draw\nThe opponent types yes or no.\nDraw by agreement\n"
        ),
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("[Result \"1/2-1/2\"]"), "{saved}");
    assert!(saved.contains("[Termination \"agreement\"]"), "{saved}");

    let save = Save::new("drawtwice");
    let out = save.two_board("15+10", "e4\npress\ne5\npress\ndraw\nyes\ndraw\nno\n");
    assert!(
        says(
            &out,
            "White offers a draw\nThe opponent types yes or no.\n\
             White's draw offer waits: yes or no.\nDeclined; the game goes on.\n"
        ),
        "{out}"
    );
    let saved = save.text();
    assert_eq!(saved.matches("(=)").count(), 1, "{saved}");
    assert!(saved.contains("[Result \"*\"]"), "{saved}");
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
    assert!(says(&out, "Pawn Eva five\nBlack offers a draw\n"), "{out}");
    let saved = save.text();
    assert!(saved.contains("1. e4 e5 {(=)} 1/2-1/2"), "{saved}");
}

/// The arbiter's procedures belong to two-board play.
#[test]
fn the_arbiters_procedures_need_two_boards() {
    let save = Save::new("oneboard");
    let out = save.run(
        &[
            "play", "--line", "--voice", "text", "--black", "human", "--scheme", "english",
        ],
        "e4\nillegal\ntouched e7\nretrace 0\nclock set white 5:00\nclock add black 1:00\n\
         clock stop\nclock start\nclock control +5\nresult 1-0\nseal e5\nclaim black quickplay\n",
    );
    assert_eq!(
        said_times(
            &out,
            "illegal, touched, retrace, seal, result and the clock commands belong to two-board \
             play (--two-board).\n"
        ),
        11,
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
        says(
            &out,
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
        says(&out, "Knight David four must be captured (4.3.2).\n"),
        "{out}"
    );
    assert_eq!(
        said_times(
            &out,
            "Not allowed, touch-move: Knight David four must be captured (4.3.2).\n"
        ),
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
        says(
            &out,
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
        says(
            &out,
            "None of them can move or be captured: any move is allowed (4.5).\n"
        ),
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
        says(
            &out,
            "Not allowed, touch-move: Knight Felix three must move (4.3.1).\n"
        ),
        "{out}"
    );
    assert!(save.text().contains("4. Ng5"), "{}", save.text());
}

/// In German, with the fide scheme: Black pressed the clock without a
/// move (7.5.3), then touched White's pawn e2 and the own pawn d7, which
/// cannot take it: the pawn d7 must move (4.3.3, then 4.3.1).
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
        says(
            &out,
            "Regelwidriger Zug von Schwarz: Uhr ohne Zug gedrückt (7.5.3); Weiß bekommt 2:00 dazu (7.5.5). Schwarz ist weiter am Zug.\n"
        ),
        "{out}"
    );
    assert!(says(&out, "Weiß 17:10; Schwarz 15:00; Zug 1\n"), "{out}");
    assert!(
        says(&out, "Bauer David sieben muss ziehen (4.3.1).\n"),
        "{out}"
    );
}

/// An incorrect claim in two-board play: the opponent's two minutes are
/// saved and given back by resume. Black, the sighted opponent, claims,
/// so the side is named.
#[test]
fn a_claims_penalty_holds_in_two_board_play() {
    let save = Save::new("claim");
    let out = save.two_board("15+10", "e4\npress\nclaim black fifty\nno\nclock\n");
    assert_eq!(
        clocks(&out),
        [
            // Said with the ruling, then asked for.
            "White 17:10; Black 15:00; Move 1",
            "White 17:10; Black 15:00; Move 1",
        ],
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("[%clkadd white +0:02:00]"), "{saved}");
    // Said as the game is taken up again, then asked for.
    let out = save.resume("clock\n");
    assert_eq!(
        clocks(&out),
        [
            "White 17:10; Black 15:00; Move 1",
            "White 17:10; Black 15:00; Move 1"
        ],
        "{out}"
    );
}

/// 1. e4 e5 2. Nf3 Nc6 played and pressed, then White announces Bb5.
const BB5_SAID: &str = "e4\npress\ne5\npress\nNf3\npress\nNc6\npress\nBb5\n";

/// A move announced is made (Appendix D.2.3: a move is made when it is
/// announced, and only then is the opponent's clock started; the Laws'
/// 4.7 in the text of `laws/`: a move made cannot be taken back).
/// Leaving before the clock is pressed keeps it: the game taken up again
/// has Bb5 made and waiting for the clock, White's time still running
/// (6.2.2: the time between making a move and pressing the clock is the
/// mover's). 15+10: 15:20 each after two moves; 30 seconds later White
/// has 14:50, and the press adds the 10 seconds.
#[test]
fn leaving_keeps_a_move_announced_before_the_clock() {
    let save = Save::new("announcedleft");
    let out = save.two_board("15+10", &format!("{BB5_SAID}quit\nquit\n"));
    assert!(says(&out, "Bishop Bella five"), "{out}");
    let out = save.resume("wait 30\nclock\npress\nmoves\nclock\n");
    assert!(says(&out, "Bishop Bella five"), "{out}");
    assert!(
        says(
            &out,
            "White 14:50; Black 15:20; Move 3\nClock pressed\n\
             Move 1, White: Pawn Eva four\nMove 1, Black: Pawn Eva five\n\
             Move 2, White: Knight Felix three\nMove 2, Black: Knight Cesar six\n\
             Move 3, White: Bishop Bella five\n\
             White 15:00; Black 15:20; Move 3\n"
        ),
        "{out}"
    );
    let saved = save.text();
    assert!(saved.contains("3. Bb5 {[%clk 0:15:00]}"), "{saved}");
}

/// annabella killed right after it said the announced move: the save made
/// with the announcement (every move is saved before it is said) has it,
/// and the game goes on with Bb5 waiting for the clock.
#[test]
fn a_kill_after_an_announcement_keeps_the_move() {
    let save = Save::new("announcedkilled");
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
        "--scheme",
        "english",
        "--save",
        save.file(),
    ]);
    let mut talk = common::Talk::start(command);
    for line in BB5_SAID.lines() {
        talk.say(line);
    }
    talk.wait_for("Bishop Bella five");
    let pid = i32::try_from(talk.id()).expect("a process id");
    // SAFETY: a signal to the annabella this test started.
    unsafe { libc::kill(pid, libc::SIGKILL) };
    let _ = talk.finish();
    let out = save.resume("press\nlast\n");
    assert!(
        says(&out, "Clock pressed\nMove 3, White: Bishop Bella five\n"),
        "{out}"
    );
}

/// A draw offer stands until the opponent accepts it, declines it, or
/// touches a piece to move it (9.1.2.1): a `press` with no move to press,
/// refused, answers nothing, and the opponent's no still declines the
/// offer.
#[test]
fn a_refused_command_leaves_a_draw_offer_standing() {
    let save = Save::new("offerstands");
    let out = save.two_board("15+10", "e4\npress\ne5\npress\ndraw\nyes\npress\nno\n");
    assert!(
        says(
            &out,
            "White offers a draw\nThe opponent types yes or no.\n\
             No move waits for the clock; type the move first.\n\
             Declined; the game goes on.\n"
        ),
        "{out}"
    );
    let save = Save::new("offeraccepted");
    let out = save.two_board("15+10", "e4\npress\ne5\npress\ndraw\nyes\npress\nyes\n");
    assert!(
        says(
            &out,
            "No move waits for the clock; type the move first.\nDraw by agreement\n"
        ),
        "{out}"
    );
}

/// The opponent touching a piece to move it ends the offer (9.1.2.1):
/// Black, offered a draw, touches the pawn on e7 and says no more; a yes
/// then answers nothing.
#[test]
fn touching_a_piece_declines_a_draw_offer() {
    let save = Save::new("offertouched");
    let out = save.two_board(
        "15+10",
        "e4\npress\ne5\npress\nNf3\ndraw\nyes\npress\ntouched d7\nyes\n",
    );
    assert!(says(&out, "White offers a draw\n"), "{out}");
    assert!(
        says(
            &out,
            "Nothing is asked now; yes and no answer a question.\n"
        ),
        "{out}"
    );
    assert!(!says(&out, "Draw by agreement"), "{out}");
}
