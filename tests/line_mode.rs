//! Line mode as a blind player with a screen reader or a braille display
//! uses it: every line answered at once, also while the engine thinks; a
//! premove; the commands a lichess blind-mode player looks for; the game
//! kept open after its end; review of a recorded game.

mod common;

use std::path::PathBuf;

use common::Talk;

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("annabella-line-{}-{name}", std::process::id()))
}

#[cfg(unix)]
/// A UCI engine in a few lines of shell: it thinks `seconds` and answers
/// the first search with `first`, every later one with `later`.
fn slow_engine(name: &str, seconds: u32, first: &str, later: &str) -> PathBuf {
    let path = temp(&format!("{name}.sh"));
    let script = format!(
        "#!/bin/sh\nn=0\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo \"id name slow-{name}\"; echo uciok;;\n    isready) echo readyok;;\n    go*) n=$((n+1)); sleep {seconds}; if [ $n -eq 1 ]; then echo 'bestmove {first}'; else echo 'bestmove {later}'; fi;;\n    quit) exit 0;;\n  esac\ndone\n"
    );
    std::fs::write(&path, script).expect("written");
    let mut permissions = std::fs::metadata(&path).expect("written").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&path, permissions).expect("executable");
    path
}

#[cfg(unix)]
/// A game in English against an engine playing Black, saved to `save`.
fn against(engine: &std::path::Path, save: &std::path::Path) -> Talk {
    let mut command = common::annabella_command();
    command
        .args(["play", "--voice", "text", "--scheme", "english", "--black"])
        .arg(format!("engine={}", engine.display()))
        .arg("--save")
        .arg(save);
    Talk::start(command)
}

/// A two-player game in English, saved to `save`.
fn two_players(save: &std::path::Path, extra: &[&str]) -> Talk {
    let mut command = common::annabella_command();
    command
        .args([
            "play", "--voice", "text", "--scheme", "english", "--black", "human",
        ])
        .args(extra)
        .arg("--save")
        .arg(save);
    Talk::start(command)
}

/// The lines heard after the line holding `after`.
fn lines_after<'a>(heard: &'a str, after: &str) -> Vec<&'a str> {
    heard
        .lines()
        .skip_while(|l| !l.contains(after))
        .skip(1)
        .collect()
}

#[cfg(unix)]
/// While the engine thinks (three seconds here), the clock, the pieces and
/// a premove are answered at once; the premove is said back, and played as
/// soon as the engine has moved, after its reply, which has its side in
/// front.
#[test]
fn commands_are_answered_while_the_engine_thinks_and_a_premove_is_played() {
    let engine = slow_engine("premove", 3, "e7e5", "b8c6");
    let save = temp("premove.pgn");
    let mut talk = against(&engine, &save);
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    talk.say("c");
    talk.wait_for("Move 1");
    talk.say("p k");
    talk.wait_for("Black: King");
    talk.say("Nf3");
    talk.wait_for("Premove: Knight Felix three; cancel drops it.");
    talk.wait_for("Black: Pawn Eva five");
    talk.wait_for("Knight Felix three");
    talk.wait_for("Black: Knight Cesar six");
    talk.say("quit");
    let (status, out, _) = talk.finish();
    assert!(status.success(), "{out}");
    // Nothing waited for the engine: the answers came before its move.
    let after_e4 = lines_after(&out, "Pawn Eva four");
    assert_eq!(
        after_e4[..7],
        [
            "Move 1",
            "Black: King Eva eight",
            "Premove: Knight Felix three;",
            "cancel drops it.",
            "Black: Pawn Eva five",
            "Knight Felix three",
            "Black: Knight Cesar six",
        ],
        "{out}"
    );
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("1. e4 e5 2. Nf3 Nc6 *"), "{saved}");
    let _ = std::fs::remove_file(&save);
    let _ = std::fs::remove_file(&engine);
}

#[cfg(unix)]
/// A premove can be dropped before the engine moves; one that the engine's
/// reply has made impossible is refused then, with the reason, and the
/// player is still to move.
#[test]
fn a_premove_is_cancelled_or_refused_with_the_reason() {
    let engine = slow_engine("cancel", 2, "e7e5", "b8c6");
    let save = temp("cancel.pgn");
    let mut talk = against(&engine, &save);
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    talk.say("d4");
    talk.wait_for("Premove: Pawn David four");
    talk.say("cancel");
    talk.wait_for("Premove dropped.");
    talk.wait_for("Black: Pawn Eva five");
    talk.say("turn");
    talk.wait_for("White to move");
    talk.say("cancel");
    talk.wait_for("No premove to drop.");
    talk.say("quit");
    let (_, out, _) = talk.finish();
    assert!(!lines_after(&out, "Black: Pawn Eva five").contains(&"Pawn David four"));
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("1. e4 e5 *"), "{saved}");
    let _ = std::fs::remove_file(&save);

    // e4-e5 is blocked by the pawn the engine puts on e5.
    let mut talk = against(&engine, &save);
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    talk.say("e5");
    talk.wait_for("Premove: Pawn Eva five");
    talk.wait_for("Black: Pawn Eva five");
    talk.wait_for("The premove cannot be played:");
    let reason = talk.wait_for("Eva five");
    talk.say("turn");
    talk.wait_for("White to move");
    talk.say("quit");
    let (_, out, _) = talk.finish();
    assert_eq!(reason, "No move to Eva five", "{out}");
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("1. e4 e5 *"), "{saved}");
    let _ = std::fs::remove_file(&save);
    let _ = std::fs::remove_file(&engine);
}

/// The commands a lichess blind-mode player reaches for, with the optional
/// slash, and the usage of each command typed without what it needs.
#[test]
fn the_commands_of_blind_mode_and_their_usage() {
    let save = temp("commands.pgn");
    let mut talk = two_players(&save, &["--no-help"]);
    let asked = [
        ("/c", "Move 1"),
        ("scan", "s needs a file or a rank: s e or s 4."),
        ("legal", "legal needs a square: legal g1."),
        ("square", "square needs a square: square e4."),
        ("attackers", "a needs a square: a e4."),
        (
            "claim",
            "claim threefold or claim fifty, followed by the move if it is still to come.",
        ),
        ("p N", "White: Knights Bella one, Gustav one"),
        ("/p n", "Black: Knights Bella eight, Gustav eight"),
        ("turn", "White to move"),
        // The FEN on a line of its own.
        (
            "fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "opponent",
            "White: a person at the keyboard; Black: a person at the keyboard.",
        ),
    ];
    for (typed, answer) in asked {
        talk.say(typed);
        assert_eq!(talk.wait_for(answer), answer);
    }
    talk.say("castle now");
    talk.wait_for("'castle now' not understood");
    assert_eq!(talk.wait_for("help"), "help or ? lists the commands.");
    // Without engine help, the help does not offer it.
    talk.say("help");
    talk.wait_for("A slash may stand before any command");
    talk.say("help game");
    talk.wait_for("quit: leave, the game is saved");
    talk.say("quit");
    let (status, out, _) = talk.finish();
    assert!(status.success(), "{out}");
    let help: String = lines_after(&out, "'castle now' not understood").join("\n");
    assert!(!help.contains("hint") && !help.contains("eval"), "{help}");
    assert!(!help.contains("help engine"), "{help}");
    assert!(help.contains("\nabort: abort the game\n"), "{help}");
    let _ = std::fs::remove_file(&save);
}

/// `abort` drops a game before each side has moved, after a question, and
/// removes its file; later it points to resign and quit.
#[test]
fn abort_before_each_side_has_moved() {
    let save = temp("abort.pgn");
    let mut talk = two_players(&save, &[]);
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    assert!(save.exists());
    talk.say("abort");
    talk.wait_for("Abort the game? It is then not kept.");
    talk.say("no");
    talk.wait_for("Declined");
    talk.say("abort");
    talk.wait_for("Abort the game?");
    talk.say("yes");
    talk.wait_for("Game aborted; its file is removed.");
    let (status, _, _) = talk.finish();
    assert!(status.success());
    assert!(!save.exists());

    let mut talk = two_players(&save, &[]);
    talk.say("e4");
    talk.say("e5");
    talk.wait_for("Pawn Eva five");
    talk.say("abort");
    talk.wait_for("A game can be aborted only before each side has moved");
    talk.say("quit");
    let (_, out, _) = talk.finish();
    assert!(!out.contains("Game aborted"), "{out}");
    let saved = std::fs::read_to_string(&save).expect("kept");
    assert!(saved.contains("1. e4 e5 *"), "{saved}");
    let _ = std::fs::remove_file(&save);
}

/// A pawn move to the last rank without a piece promotes to a queen, and
/// the announcement says so; where two pawns could go there, the question
/// names each pawn once and nothing else.
#[test]
fn a_promotion_without_a_piece_is_a_queen() {
    let save = temp("promotion.pgn");
    let mut talk = two_players(&save, &["--fen", "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1"]);
    talk.say("xb8");
    let question = talk.wait_for("?");
    talk.say("axb8");
    let promoted = "Pawn Anna takes Bella eight promotes to Queen, check";
    let played = talk.wait_for(promoted);
    talk.say("quit");
    let _ = talk.finish();
    assert_eq!(question, "Pawn Cesar seven or Pawn Anna seven?");
    assert_eq!(played, promoted);
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("1. axb8=Q+ *"), "{saved}");
    let _ = std::fs::remove_file(&save);
}

/// After the end the game stays: where it was saved is said, the moves
/// and the position can be looked at, a move is refused, quit leaves.
#[test]
fn after_the_end_the_game_can_still_be_looked_at() {
    let save = temp("after-end.pgn");
    let mut talk = two_players(&save, &[]);
    for typed in ["f3", "e5", "g4", "Qh4"] {
        talk.say(typed);
    }
    talk.wait_for("Black wins by checkmate");
    talk.wait_for("Game saved in:");
    let saved_in = talk.wait_for(&save.display().to_string());
    talk.wait_for("quit leaves annabella");
    talk.say("moves");
    talk.wait_for("Move 2, Black: Queen Hector four, checkmate");
    talk.say("square h4");
    talk.wait_for("Hector four, black queen");
    talk.say("a3");
    let refused = talk.wait_for("over");
    let how = talk.wait_for("wins");
    talk.say("quit");
    let (status, _, _) = talk.finish();
    assert!(status.success());
    // The path stands on a line of its own.
    assert_eq!(saved_in, save.display().to_string());
    assert_eq!(refused, "The game is over.");
    assert_eq!(how, "Black wins by checkmate");
    let saved = std::fs::read_to_string(&save).expect("saved");
    assert!(saved.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{saved}");
    let _ = std::fs::remove_file(&save);
}

/// The clock in print is short, with digits; the same reading spoken is
/// words (the spoken form is what the WAV scoresheet and the voices say).
#[test]
fn the_clock_is_printed_with_digits() {
    let save = temp("clock.pgn");
    let mut talk = two_players(&save, &["--fake-time", "--time", "90+30"]);
    talk.say("e4");
    talk.say("wait 4");
    talk.say("c");
    let clock = talk.wait_for("Move 1");
    talk.say("quit");
    let _ = talk.finish();
    assert_eq!(clock, "White 1:30:30; Black 1:29:56; Move 1");
    assert!(clock.len() <= 40);
    let _ = std::fs::remove_file(&save);
}

/// Review as a lichess blind-mode player steps through a game: `goto`
/// counts moves, `c` reads the recorded clocks, `end` gives the result of
/// a resigned game with its reason, `q` leaves; its help lists only what
/// review takes.
#[test]
fn review_reads_recorded_clocks_and_resignations() {
    let pgn = temp("review.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"0-1\"]\n\n\
         1. e4 {[%clk 0:09:58]} e5 {[%clk 0:09:55]} 2. Nf3 {[%clk 0:09:50]} Nc6 {[%clk 0:09:41]} \
         3. Bb5 {[%clk 0:09:40]} a6 {[%clk 0:09:30]} 0-1\n",
    )
    .expect("written");
    let mut command = common::annabella_command();
    command
        .args(["review", "--voice", "text", "--scheme", "english"])
        .arg(&pgn);
    let mut talk = Talk::start(command);
    talk.say("goto 2");
    let second = talk.wait_for("Move 2");
    talk.say("c");
    let clock = talk.wait_for("Move 2");
    talk.say("end");
    let result = talk.wait_for("Result");
    talk.say("q");
    let (status, out, _) = talk.finish();
    assert!(status.success(), "{out}");
    assert_eq!(second, "Move 2, White: Knight Felix three");
    assert_eq!(clock, "White 9:50; Black 9:55; Move 2");
    assert_eq!(result, "Result 0-1: Black wins by resignation.");
    let help = common::annabella(&["review", "--help"]);
    let help = common::stdout(&help);
    assert!(help.contains("--game"), "{help}");
    for play_only in ["--black", "--level", "--time", "--two-board"] {
        assert!(!help.contains(play_only), "{help}");
    }
    let _ = std::fs::remove_file(&pgn);
}

/// A file with an illegal move is reviewed up to it; where it stops is
/// said at once and again at its last readable move.
#[test]
fn review_stops_at_an_illegal_move_and_says_where() {
    let pgn = temp("illegal.pgn");
    std::fs::write(&pgn, "[Event \"x\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n").expect("written");
    let mut command = common::annabella_command();
    command
        .args(["review", "--voice", "text", "--scheme", "english"])
        .arg(&pgn);
    let mut talk = Talk::start(command);
    let stops = talk.wait_for("reads only up to");
    talk.say("end");
    talk.wait_for("Move 1, Black: Pawn Eva five");
    talk.wait_for("reads only up to half-move 2");
    talk.say("q");
    let (status, out, _) = talk.finish();
    assert!(status.success(), "{out}");
    assert!(stops.starts_with("The file reads only up to"), "{stops}");
    let read = common::as_read(&out);
    assert!(read.contains("\"Ke3\", move 2 White, line 3"), "{read}");
    let _ = std::fs::remove_file(&pgn);
}

#[cfg(unix)]
/// Piped input of any size is read only as fast as the game answers it:
/// 24 MB of lines typed while nobody reads annabella's answers are not
/// swallowed into memory; annabella takes what it can answer, the rest
/// waits in the pipe, and every line is answered once its answers are read.
#[test]
fn piped_input_is_read_no_faster_than_it_is_answered() {
    use std::io::{Read, Write};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

    const TOTAL: usize = 24 << 20;
    let save = temp("flood.pgn");
    let mut command = common::annabella_command();
    command
        .args([
            "play", "--line", "--voice", "text", "--black", "human", "--save",
        ])
        .arg(&save);
    let mut child = common::spawn_piped(command);
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = child.stdout.take().expect("stdout");
    let written = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&written);
    let writer = std::thread::spawn(move || {
        let mut line = "x".repeat(4000);
        line.push('\n');
        while counter.load(Ordering::SeqCst) < TOTAL {
            if stdin.write_all(line.as_bytes()).is_err() {
                return;
            }
            counter.fetch_add(line.len(), Ordering::SeqCst);
        }
        let _ = stdin.write_all(b"quit\n");
    });
    // Nobody reads the answers yet: annabella's output fills its pipe and
    // it waits. The typing stops where annabella stops reading: a pause of
    // two seconds without a byte taken (not a measure of speed: swallowing
    // the whole input would take far less).
    let mut last = (0, Instant::now());
    loop {
        let now = written.load(Ordering::SeqCst);
        if now >= TOTAL {
            break;
        }
        if now != last.0 {
            last = (now, Instant::now());
        } else if last.1.elapsed() > Duration::from_secs(2) {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let taken = written.load(Ordering::SeqCst);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("status");
    let peak: u64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM");
    // Now the answers are read, and everything typed is answered.
    let mut out = Vec::new();
    stdout.read_to_end(&mut out).expect("read");
    writer.join().expect("typed");
    let status = child.wait().expect("ends");
    let _ = std::fs::remove_file(&save);
    assert!(
        taken < 8 << 20,
        "{taken} bytes taken while no answer was read"
    );
    assert!(peak < 32 * 1024, "{peak} KiB held");
    assert!(status.success(), "{status}");
    assert!(written.load(Ordering::SeqCst) >= TOTAL);
}

#[cfg(unix)]
/// The lines of `heard` a 40-cell braille display cannot show whole, but
/// for a line that is only `path` (a path or a FEN stands on a line of its
/// own).
fn too_long<'a>(heard: &'a str, path: &str) -> Vec<&'a str> {
    heard
        .lines()
        .filter(|line| line.chars().count() > 40 && *line != path)
        .collect()
}

#[cfg(unix)]
/// The start says who plays what and whose move it is first; the greeting
/// follows; where the game is saved comes after, its path on a line of its
/// own (it was the first line, 91 characters wrapped mid-name, read for
/// seconds before anything else).
#[test]
fn the_first_lines_say_who_plays_what_and_the_path_comes_after() {
    let save = temp("first-lines.pgn");
    let path = save.display().to_string();
    let mut talk = two_players(&save, &[]);
    talk.wait_for(&path);
    talk.say("quit");
    let (_, out, _) = talk.finish();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "White and Black at one keyboard.",
            "White to move.",
            "annabella: type a move, or help.",
            "Saved after every move to:",
            path.as_str(),
        ],
        "{out}"
    );
    let engine = slow_engine("first", 0, "e7e5", "b8c6");
    let mut talk = against(&engine, &save);
    talk.wait_for(&path);
    talk.say("quit");
    let (_, out, _) = talk.finish();
    assert!(
        out.starts_with("You play White against slow-first,\nlevel 3. White to move.\n"),
        "{out}"
    );
    // Two-board play: the side at the keyboard, the opponent at a board of
    // their own.
    let mut command = common::annabella_command();
    command
        .args([
            "play",
            "--line",
            "--voice",
            "text",
            "--scheme",
            "english",
            "--two-board",
            "--color",
            "black",
            "--save",
        ])
        .arg(&save);
    let out = common::stdout(&common::run_typed(command, "quit\n"));
    assert!(
        out.starts_with("You play Black against White,\nat two boards. White to move.\n"),
        "{out}"
    );
    let _ = std::fs::remove_file(&save);
    let _ = std::fs::remove_file(&engine);
}

#[cfg(unix)]
/// The answers the issue measured over 40 cells, in German as a player
/// gets them by default: the start (91), `o` (65), `legal g1` (55), `a e4`
/// (69), an incorrect claim (76), the abort refused (138) and quit (156).
/// Each now fits a 40-cell braille line, a path on a line of its own.
#[test]
fn the_long_answers_fit_a_braille_line() {
    let engine = slow_engine("long", 0, "e7e5", "b8c6");
    let save = temp("long-answers.pgn");
    let path = save.display().to_string();
    let mut command = common::annabella_command();
    command
        .args(["play", "--voice", "text", "--time", "15+10", "--black"])
        .arg(format!("engine={}", engine.display()))
        .arg("--save")
        .arg(&save);
    let mut talk = Talk::start(command);
    talk.wait_for(&path);
    for (typed, answer) in [
        (
            "o",
            "Weiß: Mensch an der Tastatur; Schwarz: slow-long (Stufe 3).",
        ),
        ("legal g1", "Springer Gustav eins: Felix drei, Hektor drei"),
        ("a e4", "Eva vier, leer: Weiß: niemand; Schwarz: niemand"),
        (
            "claim threefold",
            "Reklamation unberechtigt: Schwarz bekommt 2:00 dazu; die Partie geht weiter.",
        ),
        ("e4", "Schwarz: Bauer Eva fünf"),
        ("abort", "Abbrechen geht nur"),
    ] {
        talk.say(typed);
        talk.wait_for(answer);
    }
    talk.say("quit");
    let (status, out, _) = talk.finish();
    assert!(status.success(), "{out}");
    assert!(
        out.ends_with(&format!(
            "Gespeichert in:\n{path}\nWeiter mit: annabella resume DATEI\n"
        )),
        "{out}"
    );
    assert_eq!(too_long(&out, &path), Vec::<&str>::new(), "{out}");
    let _ = std::fs::remove_file(&save);
    let _ = std::fs::remove_file(&engine);
}

/// `help` is a short index that fits a 24-row screen (it was 30 to 34
/// lines, and the first ten scrolled away before a reader got to them);
/// `help TOPIC` one page, its name in German or in English.
#[test]
fn help_is_an_index_and_a_page_for_each_topic() {
    let save = temp("help.pgn");
    let mut command = common::annabella_command();
    command
        .args(["play", "--voice", "text", "--black", "human", "--save"])
        .arg(&save);
    let mut talk = Talk::start(command);
    talk.wait_for("Zug eingeben");
    talk.say("help");
    talk.wait_for("Vor jedem Befehl darf / stehen");
    for (typed, last) in [
        ("help brett", "o, gegner: die Spieler"),
        ("hilfe board", "o, gegner: die Spieler"),
        ("help partie", "quit, beenden: aufhören"),
        ("? game", "quit, beenden: aufhören"),
        ("help züge", "r, wiederholen: noch einmal"),
        ("help zweibrett", "help nennt die Themen."),
    ] {
        talk.say(typed);
        talk.wait_for(last);
    }
    talk.say("quit");
    let (status, out, _) = talk.finish();
    assert!(status.success(), "{out}");
    let index: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("Hilfe: "))
        .take_while(|l| !l.starts_with("Brett:"))
        .collect();
    assert!(index.len() <= 12, "{index:?}");
    for topic in ["züge", "brett", "partie", "uhr", "ton", "computer"] {
        assert!(
            index
                .iter()
                .any(|l| l.starts_with(&format!("help {topic}: "))),
            "{topic}: {index:?}"
        );
    }
    // Two-board play is not this game's: its page is not offered.
    assert!(!index.iter().any(|l| l.contains("zweibrett")), "{index:?}");
    // A page: from its title to its last command, at most 20 lines.
    let page: Vec<&str> = out
        .lines()
        .skip_while(|l| *l != "Brett:")
        .take_while(|l| *l != "o, gegner: die Spieler")
        .collect();
    assert!(!page.is_empty() && page.len() < 20, "{page:?}");
    assert!(
        out.lines()
            .all(|l| l.chars().count() <= 40 || std::path::Path::new(l).is_absolute()),
        "{out}"
    );
    let _ = std::fs::remove_file(&save);
}
