//! No game is ever lost: annabella killed with SIGKILL at random moments of a
//! clocked game, fifty times, and every announced move is in the saved game
//! that `resume` goes on from. Each moment is found by what annabella has
//! said (after none, some or all of the moves typed in a round were
//! announced), then a random pause: a slow machine changes when the kills
//! land, never how many moves get through.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use annabella::commands::bench::SplitMix;
use annabella::commands::export::read_sheets;
use annabella::notation::clock_reading;
use annabella::notation::scheme::ENGLISH;
use shakmaty::{ByColor, Color};

/// Nepomniachtchi–Ding, World Championship 2023, game 1: 97 half-moves with
/// no repetition that would end the game early.
fn moves() -> Vec<String> {
    let text =
        std::fs::read_to_string("tests/data/nepomniachtchi-liren-game1.pgn").expect("test file");
    let games = annabella::scoresheet::read_games(&text);
    games[0].moves.iter().map(|m| m.text.clone()).collect()
}

/// Each side's clock after its last saved move, and who is to move.
struct Saved {
    clocks: ByColor<Duration>,
    turn: Color,
    number: u32,
}

fn saved_clocks(sheet: &annabella::scoresheet::Scoresheet) -> Saved {
    let mut clocks = ByColor::new_with(|_| Duration::from_secs(90 * 60));
    for (index, recorded) in sheet.moves.iter().enumerate() {
        let mover = if index % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        clocks[mover] = recorded.clock.expect("a clocked game saves the clock");
    }
    let turn = if sheet.moves.len().is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    Saved {
        clocks,
        turn,
        number: sheet.moves.len() as u32 / 2 + 1,
    }
}

/// What `clock` may say when the save holds `saved`: the player to move's
/// time has run for less than a second since the resume.
fn clock_readings(saved: &Saved) -> Vec<String> {
    let whole = |d: Duration| Duration::from_secs(d.as_secs());
    let mut readings = Vec::new();
    for lost in [Duration::ZERO, Duration::from_millis(999)] {
        let mut clocks = ByColor::new_with(|c| whole(saved.clocks[c]));
        clocks[saved.turn] = whole(saved.clocks[saved.turn].saturating_sub(lost));
        let words = clock_reading(clocks.white, clocks.black, saved.number);
        readings.push(ENGLISH.render(&words));
    }
    readings
}

/// Whether a printed line announces a move.
fn announces_a_move(line: &str) -> bool {
    [
        "Pawn", "Knight", "Bishop", "Rook", "Queen", "King", "Short", "Long",
    ]
    .iter()
    .any(|w| line.starts_with(w))
}

/// How many of `lines` announce a move: a line that goes on from the one
/// before it (after its colon or comma, broken for a braille display, as
/// "Move 9, White:" is before the last move said on resume) is none.
fn moves_announced<'a>(lines: impl Iterator<Item = &'a str>) -> usize {
    let mut previous = "";
    let mut count = 0;
    for line in lines {
        if announces_a_move(line) && !previous.ends_with(':') && !previous.ends_with(',') {
            count += 1;
        }
        previous = line;
    }
    count
}

/// A running annabella whose printed lines are read as they come, so that
/// it is killed at a moment chosen by what it has said, not by the clock:
/// a loaded machine makes it slower, never the test weaker.
struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
    reader: std::thread::JoinHandle<()>,
    seen: Vec<String>,
}

impl Running {
    fn start(command: &mut Command) -> Running {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("annabella runs");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (sender, lines) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        Running {
            child,
            stdin,
            lines,
            reader,
            seen: Vec::new(),
        }
    }

    fn type_line(&mut self, line: &str) {
        let _ = writeln!(self.stdin, "{line}");
    }

    /// Reads what annabella prints until it has announced `moves` moves.
    /// Only a hang (annabella waiting for ever) ends the wait otherwise.
    fn wait_for_moves(&mut self, moves: usize) {
        while moves_announced(self.seen.iter().map(String::as_str)) < moves {
            match self.lines.recv_timeout(Duration::from_secs(300)) {
                Ok(line) => self.seen.push(line),
                Err(e) => panic!(
                    "annabella stopped before move {moves} ({e:?}): {:?}",
                    self.seen
                ),
            }
        }
    }

    /// Kills annabella with SIGKILL after `pause`; everything it printed.
    fn kill_after(mut self, pause: Duration) -> String {
        std::thread::sleep(pause);
        let _ = self.child.kill();
        let _ = self.child.wait();
        drop(self.stdin);
        let _ = self.reader.join();
        self.seen.extend(self.lines.try_iter());
        self.seen.iter().map(|l| format!("{l}\n")).collect()
    }
}

#[test]
fn killed_fifty_times_and_nothing_is_lost() {
    let moves = moves();
    let save = std::env::temp_dir().join(format!("annabella-kill-{}.pgn", std::process::id()));
    let _ = std::fs::remove_file(&save);
    let mut rng = SplitMix::new(50);
    let mut sent = 0;
    let mut announced_total = 0;
    let mut clocks_checked = 0;
    let mut expected = Saved {
        clocks: ByColor::new_with(|_| Duration::from_secs(90 * 60)),
        turn: Color::White,
        number: 1,
    };
    for round in 0..50 {
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        command
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG");
        if round == 0 {
            command
                .args(["play", "--black", "human", "--time", "90+30", "--save"])
                .arg(&save);
        } else {
            command.arg("resume").arg(&save);
        }
        let mut running = Running::start(
            command
                .env("XDG_CONFIG_HOME", "/nonexistent")
                .args(["--voice", "text", "--scheme", "english"]),
        );
        if round > 0 {
            running.type_line("clock");
        }
        let start = sent;
        for _ in 0..2 {
            if sent < moves.len() {
                running.type_line(&moves[sent]);
                sent += 1;
            }
        }
        // Killed after none, one or both of this round's moves were
        // announced, and then at a random moment: while it starts, reads
        // the game, saves the next move or waits.
        running.wait_for_moves(rng.below(sent - start + 1));
        let printed = running.kill_after(Duration::from_millis(rng.below(60) as u64));
        // Every move announced before the kill was saved first.
        let announced = moves_announced(printed.lines());
        announced_total += announced;
        // The clocks read out after resume are those of the save, less at
        // most a second of the running side's time.
        if let Some(said) = printed.lines().find(|l| l.contains("; Move ")) {
            let acceptable = clock_readings(&expected);
            assert!(
                acceptable.iter().any(|a| a == said),
                "round {round}: {said:?} is not one of {acceptable:?}"
            );
            clocks_checked += 1;
        }
        let sheets = read_sheets(&save)
            .unwrap_or_else(|e| panic!("round {round}: the save does not read: {e}"));
        expected = saved_clocks(&sheets[0]);
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
    assert!(
        clocks_checked > 10,
        "the clocks were read out after only {clocks_checked} resumes"
    );
    let _ = std::fs::remove_file(&save);
}

/// The club file of the next test: a finished game before and after the
/// unfinished one that is played, CRLF line ends and a comment, so that any
/// rewriting of them shows.
const BEFORE: &str = "[Event \"Club\"]\r\n[Result \"1-0\"]\r\n\r\n1. e4 e5 {open} 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\r\n\r\n";
const GAME: &str = "[Event \"Adjourned\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"*\"]\n[TimeControl \"5400+30\"]\n[WhiteType \"human\"]\n[BlackType \"human\"]\n\n*";
const AFTER: &str =
    "\r\n\r\n[Event \"Blitz\"]\r\n[Result \"0-1\"]\r\n\r\n1. f3 e5 2. g4 Qh4# 0-1\r\n";

/// Resume of the middle game of a club file, killed thirty times at random
/// moments: the games before and after it stay byte for byte, every
/// announced move is saved, and no temporary or lock file is left.
#[test]
fn killed_while_resuming_one_game_of_a_file_and_the_others_stay() {
    let moves = moves();
    let folder = std::env::temp_dir().join(format!("annabella-kill-club-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("folder");
    let club = folder.join("club.pgn");
    std::fs::write(&club, format!("{BEFORE}{GAME}{AFTER}")).expect("written");
    let mut rng = SplitMix::new(30);
    let mut sent = 0;
    for round in 0..30 {
        let mut running = Running::start(
            {
                let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
                command
                    .env_remove("LC_ALL")
                    .env_remove("LC_MESSAGES")
                    .env_remove("LANG");
                command
            }
            .env("XDG_CONFIG_HOME", "/nonexistent")
            .arg("resume")
            .arg(&club)
            .args(["--voice", "text", "--scheme", "english"]),
        );
        let start = sent;
        for _ in 0..3 {
            if sent < moves.len() {
                running.type_line(&moves[sent]);
                sent += 1;
            }
        }
        // Killed after none to all three of this round's moves were
        // announced, and then at a random moment: while it reads and locks
        // the file, rewrites the game in it, or waits.
        running.wait_for_moves(rng.below(sent - start + 1));
        let printed = running.kill_after(Duration::from_millis(rng.below(40) as u64));
        let announced = moves_announced(printed.lines());
        let text = String::from_utf8(std::fs::read(&club).expect("read")).expect("UTF-8");
        assert!(text.starts_with(BEFORE), "round {round}: {text}");
        assert!(text.ends_with(AFTER), "round {round}: {text}");
        let sheets = read_sheets(&club)
            .unwrap_or_else(|e| panic!("round {round}: the file does not read: {e}"));
        assert_eq!(sheets.len(), 3, "round {round}");
        let game = &sheets[1];
        assert_eq!(game.tag("Event"), Some("Adjourned"), "round {round}");
        let saved = game.moves.len();
        // Every move announced was saved before it was announced.
        assert!(
            saved >= start + announced,
            "round {round}: {saved} saved, {announced} announced after {start}"
        );
        assert!(saved <= sent, "round {round}: {saved} saved, {sent} sent");
        for (recorded, written) in game.moves.iter().zip(&moves) {
            assert_eq!(
                &recorded.san.trim_end_matches(['+', '#']),
                &written.trim_end_matches(['+', '#'])
            );
        }
        sent = saved;
    }
    // At least the moves waited for got through, whatever the machine's
    // load.
    assert!(sent > 10, "only {sent} moves got through thirty rounds");
    // One more resume, left with quit: what killed processes left behind
    // is gone.
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("XDG_CONFIG_HOME", "/nonexistent")
        .arg("resume")
        .arg(&club)
        .args(["--voice", "text"]);
    let output = common_run(command, "quit\n");
    assert!(output.status.success());
    let leftovers: Vec<String> = std::fs::read_dir(&folder)
        .expect("folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name != "club.pgn")
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

/// Runs a command with `input` typed and waits for it.
fn common_run(mut command: Command, input: &str) -> std::process::Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella runs");
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    child.wait_with_output().expect("ends")
}
