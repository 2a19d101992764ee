//! Correspondence by e-mail, letter and cassette (SPEC section 12): a game
//! played over cards with the dates on them, each invocation of annabella
//! on its own day. The expected days are counted by hand from ICCF's rule
//! (whole days from receipt to dispatch, the day of receipt free; 10 moves
//! in 50 days; leave does not count), the ICCF digits from the notation's
//! definition (file and rank numbers of both squares: 1. e4 is 5254), the
//! braille from SPEC section 8 (`Nf3` is `SF3` in BRF).

mod common;

use std::path::PathBuf;
use std::process::Command;

use common::TempDir;

/// A player's home: the games folder and the cards in it.
struct Home(TempDir);

impl Home {
    fn new(label: &str) -> Home {
        Home(TempDir::new(label))
    }

    /// annabella run on `today`.
    fn command(&self, today: &str, args: &[&str]) -> Command {
        let mut command = common::annabella_command();
        command
            .env("XDG_DATA_HOME", self.0.join("data"))
            .env("HOME", self.0.path())
            .env("ANNABELLA_TODAY", today)
            .args(args)
            .args(["--voice", "text"]);
        command
    }

    /// What annabella printed on `today`, the lines typed given.
    fn run(&self, today: &str, args: &[&str], typed: &str) -> String {
        let output = common::run_typed(self.command(today, args), typed);
        let out = common::stdout(&output);
        assert!(
            output.status.success(),
            "{out}\n{}",
            common::stderr(&output)
        );
        out
    }

    fn game_folder(&self, name: &str) -> PathBuf {
        self.0
            .join("data")
            .join("annabella/games/correspondence")
            .join(name)
    }

    fn card(&self, name: &str, file: &str) -> Vec<u8> {
        std::fs::read(self.game_folder(name).join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
    }

    fn text_card(&self, name: &str, file: &str) -> String {
        String::from_utf8(self.card(name, file)).expect("UTF-8")
    }

    /// A card from the opponent, as an e-mail saved to a file.
    fn letter(&self, file: &str, text: &str) -> String {
        let path = self.0.join(file);
        std::fs::write(&path, text).expect("written");
        path.display().to_string()
    }
}

/// An answer, as a screen reader reads it on: a long one is printed over
/// lines of 40 cells.
fn has(out: &str, line: &str) {
    assert!(
        out.replace('\n', " ").contains(line),
        "no line {line:?} in:\n{out}"
    );
}

/// A WAV file's header (RIFF, PCM, mono, 16 bits) and its samples.
fn samples(bytes: &[u8]) -> Vec<i16> {
    assert_eq!(&bytes[0..4], b"RIFF");
    assert_eq!(&bytes[8..12], b"WAVE");
    assert_eq!(&bytes[12..16], b"fmt ");
    let u16_at = |at: usize| u16::from_le_bytes([bytes[at], bytes[at + 1]]);
    assert_eq!(u16_at(20), 1, "PCM");
    assert_eq!(u16_at(22), 1, "mono");
    assert_eq!(u16_at(34), 16, "16 bits");
    assert_eq!(&bytes[36..40], b"data");
    let length = u32::from_le_bytes([bytes[40], bytes[41], bytes[42], bytes[43]]) as usize;
    assert_eq!(length, bytes.len() - 44);
    bytes[44..]
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect()
}

/// A BRF card: lines of at most 40 cells, each a character of North
/// American ASCII braille, ended by CR LF.
fn brf_lines(bytes: &[u8]) -> Vec<String> {
    const CELLS: &str = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";
    let text = String::from_utf8(bytes.to_vec()).expect("ASCII");
    assert!(text.ends_with("\r\n"), "{text:?}");
    let lines: Vec<String> = text
        .trim_end_matches("\r\n")
        .split("\r\n")
        .map(str::to_owned)
        .collect();
    for line in &lines {
        assert!(line.len() <= 40, "{line}");
        assert!(line.chars().all(|c| CELLS.contains(c)), "{line:?}");
    }
    lines
}

/// Anna plays White against Bob by e-mail: her first card, Bob's reply
/// read from his e-mail, her second card with a draw offer and a message,
/// Bob's second reply (after two cards that do not fit the game), her
/// leave, and her third card. Each card's days are ICCF's.
#[test]
fn an_email_game_over_four_cards_counts_the_days_as_iccf_does() {
    let home = Home::new("corr-email");
    // Card 1: the game begins on the 10th; 1. e4 goes on the 12th: two
    // days (the 11th and the 12th). A day after today cannot be a day of
    // sending.
    let out = home.run(
        "2026-11-10",
        &[
            "corr",
            "new",
            "bob",
            "--color",
            "white",
            "--opponent",
            "Bob",
        ],
        "e4\nsend 2026-11-12\n",
    );
    has(&out, "Fernpartie bob: Weiß gegen Bob.");
    has(&out, "Du spielst Weiß gegen Bob. Weiß am Zug.");
    has(&out, "Bauer Eva vier");
    has(
        &out,
        "Gesendet 2026-11-12 liegt nach heute, 2026-11-10; nichts eingetragen.",
    );
    let out = home.run("2026-11-12", &["corr", "bob"], "send\n");
    let card1 = home.text_card("bob", "card-1.txt");
    assert_eq!(
        card1,
        "Fernschach Weiß - Bob\n\
         Mein Zug: 1. e4 (5254)\n\
         gesendet: 2026-11-12\n\
         Bedenkzeit: 2 Tage\n\
         Tage gesamt: Weiß 2, Schwarz 0\n"
    );
    for line in card1.lines() {
        has(&out, line);
    }

    // Card 2: Bob's e-mail, in English, his move in digits and SAN; it
    // came on the 17th. His move took one day (14th to 15th).
    let letter = home.letter(
        "bob-1.txt",
        "Hi Anna,\n\nyour move 1. e4 (5254) received on 2026-11-14.\n\
         My reply: 1... e5 (5755), sent 2026-11-15.\nMessage: Good luck!\n",
    );
    let out = home.run(
        "2026-11-17",
        &["corr", "bob"],
        &format!("Nc3\nread {letter} 2026-11-17\nclock\n7163\ndraw\nja\n"),
    );
    has(&out, "Gegner am Zug: received ZUG [DATUM].");
    has(&out, "Schwarz: Bauer Eva fünf");
    has(&out, "Erhalten am 2026-11-17.");
    has(
        &out,
        "Karte gelesen, erhalten 2026-11-14, gesendet 2026-11-15.",
    );
    has(&out, "Nachricht: Good luck!");
    has(&out, "Antwort fällig am 2026-11-20.");
    has(&out, "Weiß: 2 Tage, noch 48 bis Zug 10.");
    has(&out, "Schwarz: 1 Tag, noch 49 bis Zug 10.");
    has(&out, "Springer Felix drei");
    // Card 3: 2. Nf3 sent on the 20th, three days after the 17th; White
    // 2 + 3 = 5 days in all, Black 1.
    home.run("2026-11-20", &["corr", "bob"], "send Viel Glück zurück\n");
    assert_eq!(
        home.text_card("bob", "card-2.txt"),
        "Fernschach Weiß - Bob\n\
         Ihr Zug: 1... e5 (5755)\n\
         erhalten: 2026-11-17\n\
         Mein Zug: 2. Sf3 (7163)\n\
         gesendet: 2026-11-20\n\
         Bedenkzeit: 3 Tage\n\
         Tage gesamt: Weiß 5, Schwarz 1\n\
         Ich biete Remis an.\n\
         Nachricht: Viel Glück zurück\n"
    );
    let brf = brf_lines(&home.card("bob", "card-2.brf"));
    assert!(
        brf.contains(&"IHR ZUG: 1... E5 (5755)".to_owned()),
        "{brf:?}"
    );
    assert!(
        brf.contains(&"MEIN ZUG: 2. SF3 (7163)".to_owned()),
        "{brf:?}"
    );
    assert!(
        brf.contains(&"TAGE GESAMT: WEISS 5, SCHWARZ 1".to_owned()),
        "{brf:?}"
    );

    // The cassettes: the second says the date received as well, so it is
    // longer; both are sound, not silence.
    let first = samples(&home.card("bob", "card-1.wav"));
    let second = samples(&home.card("bob", "card-2.wav"));
    assert!(
        second.len() > first.len() + 16_000 / 2,
        "{} {}",
        first.len(),
        second.len()
    );
    for wav in [&first, &second] {
        let loud = wav.iter().filter(|s| s.unsigned_abs() > 1000).count();
        assert!(loud > wav.len() / 10, "{loud} of {}", wav.len());
    }

    // Card 4: two letters that do not fit the game leave a doubt, said in
    // words, and nothing is played; then Bob's real reply, read on the
    // 27th (today, no date typed). His move took one day (24th to 25th).
    let wrong_repeat = home.letter("bob-x.txt", "Your move 2. Nc3 received.\nMine: 2... Nc6\n");
    let wrong_number = home.letter("bob-y.txt", "3... Nc6 (2836) sent 2026-11-25\n");
    let letter = home.letter(
        "bob-2.txt",
        "Liebe Anna,\nDein Zug 2. Sf3 (7163) erhalten am 24.11.2026,\n\
         mein Zug 2... Sc6 (2836) gesendet am 25.11.2026.\n",
    );
    let out = home.run(
        "2026-11-27",
        &["corr", "bob"],
        &format!("read {wrong_repeat}\nread {wrong_number}\nread {letter}\n"),
    );
    has(
        &out,
        "Die Mail wiederholt 2. Nc3, gespielt ist 2. Sf3 (7163).",
    );
    has(&out, "Die Mail hat 3... Nc6, erwartet ist Zug 2...");
    has(&out, "Nichts gespielt; received ZUG gibt den Zug ein.");
    has(&out, "Schwarz: Springer Cäsar sechs");
    has(&out, "Erhalten am 2026-11-27.");
    has(
        &out,
        "Karte gelesen, erhalten 2026-11-24, gesendet 2026-11-25.",
    );

    // On 1 December the reply is a day overdue (due three days after the
    // 27th); White has thought four more days: 9 in all, 41 left for moves
    // 1 to 10. Two days of leave (28th and 29th) take two of them off.
    let out = home.run(
        "2026-12-01",
        &["corr", "bob"],
        "clock\nleave 2 2026-11-28\nclock\nBc4\nsend\n",
    );
    has(&out, "Antwort fällig seit 2026-11-30.");
    has(&out, "Weiß: 9 Tage, noch 41 bis Zug 10.");
    has(&out, "Schwarz: 2 Tage, noch 48 bis Zug 10.");
    has(&out, "Urlaub 2 Tage: 2026-11-28 bis 2026-11-29.");
    has(&out, "Weiß: 7 Tage, noch 43 bis Zug 10.");
    assert_eq!(
        home.text_card("bob", "card-3.txt"),
        "Fernschach Weiß - Bob\n\
         Ihr Zug: 2... Sc6 (2836)\n\
         erhalten: 2026-11-27\n\
         Mein Zug: 3. Lc4 (6134)\n\
         gesendet: 2026-12-01\n\
         Bedenkzeit: 2 Tage\n\
         Tage gesamt: Weiß 7, Schwarz 2\n"
    );

    // Every date is in the PGN, and the text scoresheet shows them.
    let pgn = String::from_utf8(home.card("bob", "bob.pgn")).expect("UTF-8");
    let pgn = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    for written in [
        "1. e4 {[%sent 2026-11-12]} e5 {[%received 2026-11-14] [%sent 2026-11-15]}",
        "2. Nf3 {(=)} {[%received 2026-11-17] [%sent 2026-11-20]}",
        "Nc6 {[%received 2026-11-24] [%sent 2026-11-25]} {[%leave 2026-11-28 2]}",
        "3. Bc4 {[%received 2026-11-27] [%sent 2026-12-01]} *",
    ] {
        assert!(pgn.contains(written), "{written} not in {pgn}");
    }
    let path = home.game_folder("bob").join("bob.pgn");
    let text = common::stdout(&common::annabella(&[
        "export",
        &path.display().to_string(),
        "--to",
        "txt",
        "--scheme",
        "english",
    ]));
    assert!(text.contains("received 2026-11-17, sent"), "{text}");
    let out = home.run("2026-12-02", &["corr", "list"], "");
    // White's 7 days of 50 for moves 1 to 10 (the opponent's move is
    // awaited: no days of White's run).
    has(
        &out,
        "bob: Weiß gegen Bob, der Gegner ist am Zug; 7 Tage verbraucht, 43 übrig.",
    );
    // The voice options may stand before the command word as after it.
    let out = home.run("2026-12-02", &["corr", "--voice", "text", "list"], "");
    has(
        &out,
        "bob: Weiß gegen Bob, der Gegner ist am Zug; 7 Tage verbraucht, 43 übrig.",
    );
}

/// Playing Black in English, the opponent's first move entered with
/// `received` in ICCF digits: a move that does not fit is refused with
/// why, a date that cannot be is refused, and a reply due is said.
#[test]
fn a_move_received_in_digits_is_announced_and_the_reply_is_due() {
    let home = Home::new("corr-received");
    let out = home.run(
        "2026-11-01",
        &[
            "corr",
            "new",
            "ann",
            "--color",
            "black",
            "--opponent",
            "Ann",
            "--scheme",
            "english",
        ],
        "",
    );
    has(&out, "Game ann: Black against Ann.");
    let out = home.run(
        "2026-11-07",
        &["corr", "ann", "--scheme", "english"],
        "e5\nreceived 5255 2026-11-03\nreceived 5254 2026-02-30\nreceived 5254 2026-11-03\n\
         e5\nsend 2026-11-04\n",
    );
    has(&out, "Opponent's move: received MOVE [DATE].");
    has(&out, "No move to Eva five");
    has(&out, "2026-02-30 is no date: 2026-11-20.");
    has(&out, "White: Pawn Eva four");
    has(&out, "Received on 2026-11-03.");
    has(&out, "Reply due since 2026-11-06.");
    // Black's reply on the 4th, a day after the 3rd; White's first move,
    // entered without its dates, is counted from the game's start (the
    // 1st) to the day it came (the 3rd), as ICCF's e-mail rules take a
    // mail to arrive the day it is sent: 2 days.
    assert_eq!(
        home.text_card("ann", "card-1.txt"),
        "Correspondence Ann - Black\n\
         Your move: 1. e4 (5254)\n\
         received: 2026-11-03\n\
         My move: 1... e5 (5755)\n\
         sent: 2026-11-04\n\
         Time used: 1 day\n\
         Days in all: White 2, Black 1\n"
    );
    assert!(!out.contains("Pawn Eva five\nWhite"), "{out}");
}
