//! Correspondence by e-mail, letter and cassette (SPEC section 12): a game
//! played over cards with the dates on them, each invocation of annabella
//! on its own day. The expected days are counted by hand from ICCF's rule
//! (whole days from receipt to dispatch, the day of receipt free; 10 moves
//! in 50 days; leave does not count), the ICCF digits from the notation's
//! definition (file and rank numbers of both squares: 1. e4 is 5254), the
//! braille from SPEC section 8 (`Nf3` is `SF3` in BRF) and, for the words
//! around the moves, from liblouis's German table.

mod common;

use std::path::PathBuf;
use std::process::Command;

use common::TempDir;

/// A player's home: the games folder and the cards in it.
struct Home(TempDir);

/// The player's time zone in the tests: Central European Time, written
/// as POSIX writes a zone, so that no zone database is needed.
const CET: &str = "CET-1CEST,M3.5.0,M10.5.0/3";

impl Home {
    fn new(label: &str) -> Home {
        Home(TempDir::new(label))
    }

    /// annabella run on `today`, with the home's config file where it has
    /// one.
    fn command(&self, today: &str, args: &[&str]) -> Command {
        let mut command = common::annabella_command();
        command
            .env("XDG_DATA_HOME", self.0.join("data"))
            .env("HOME", self.0.path())
            .env("ANNABELLA_TODAY", today)
            .env("TZ", CET)
            .args(args)
            .args(["--voice", "text"]);
        if self.0.join("config/annabella/config.toml").exists() {
            command.env("XDG_CONFIG_HOME", self.0.join("config"));
        }
        command
    }

    #[cfg(unix)]
    /// What annabella printed on `today`, with more of the environment.
    fn run_with(&self, today: &str, args: &[&str], typed: &str, env: &[(&str, String)]) -> String {
        let mut command = self.command(today, args);
        for (key, value) in env {
            command.env(key, value);
        }
        let output = common::run_typed(command, typed);
        let out = common::stdout(&output);
        assert!(
            output.status.success(),
            "{out}\n{}",
            common::stderr(&output)
        );
        out
    }

    /// The player's config file.
    fn config(&self, text: &str) {
        let folder = self.0.join("config/annabella");
        std::fs::create_dir_all(&folder).expect("config folder");
        std::fs::write(folder.join("config.toml"), text).expect("config written");
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
#[cfg(unix)]
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
    has(&out, "Fernpartie bob.");
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
    // liblouis is not installed where the Windows tests run (Wine), so
    // its braille is checked on Unix alone.
    #[cfg(unix)]
    {
        // The braille card: its words in German braille (Vollschrift) as
        // liblouis's de-g1.ctb writes them (lou_translate with en-us-brf.dis:
        // "Ihr Zug: 1... " as `IHR ZUG3 #A''' `, " (5755)" as ` 7#EGEE,7`),
        // its moves in the braille chess code between them.
        let brf = brf_lines(&home.card("bob", "card-2.brf"));
        assert!(
            brf.contains(&"IHR ZUG3 #A''' E5 7#EGEE,7".to_owned()),
            "{brf:?}"
        );
        assert!(
            brf.contains(&"M%N ZUG3 #B' SF3 7#GAFC,7".to_owned()),
            "{brf:?}"
        );
        assert!(
            brf.contains(&"TAGE GESAMT3 W%! #E1 :WARZ #A".to_owned()),
            "{brf:?}"
        );
    }

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
    has(&out, "Game ann.");
    has(&out, "You play Black against Ann. White to move.");
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

/// A day `days` after `day`, as cards write it.
fn day_after(day: &str, days: i64) -> String {
    let date: annabella::notation::date::Date = day.parse().expect("a date");
    date.plus(days).to_string()
}

/// A date as a mail's `Date` header writes it, at 18:00 in Central
/// Europe: `Tue, 3 Nov 2026 18:00:00 +0100`.
fn mail_date(day: &str) -> String {
    let date: annabella::notation::date::Date = day.parse().expect("a date");
    // 1970-01-01 was a Thursday.
    let weekday =
        ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][date.day_number().rem_euclid(7) as usize];
    let month = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ][date.month as usize - 1];
    format!(
        "{weekday}, {} {month} {} 18:00:00 +0100",
        date.day, date.year
    )
}

/// A plain mail as a mail program sends it: headers, a blank line, the
/// text.
fn plain_mail(from: &str, day: &str, id: &str, subject: &str, body: &str) -> String {
    format!(
        "From: {from}\r\nTo: Anna Keller <anna@example.net>\r\nSubject: {subject}\r\n\
         Date: {}\r\nMessage-ID: <{id}>\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{}",
        mail_date(day),
        body.replace('\n', "\r\n")
    )
}

/// A mail of the tests' data, by its file name.
fn data_mail(name: &str) -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/mail/").to_owned() + name
}

/// `corr list`'s line for the game, as a screen reader reads it on.
fn listed(home: &Home, today: &str) -> String {
    home.run(today, &["corr", "list"], "").replace('\n', " ")
}

/// Days used and left by the player after `sent` moves of one day each,
/// as ICCF counts: 50 days for every 10 moves, unused days carried on.
fn days_line(used: u32, sent: u32) -> String {
    let left = 50 * (sent / 10 + 1) - used;
    let days = if used == 1 { "Tag" } else { "Tage" };
    format!("{used} {days} verbraucht, {left} übrig.")
}

/// The Breyer Ruy Lopez by e-mail: Bob Berger (White), a sighted club
/// friend with an ordinary mail program, against Anna Keller (Black, the
/// player). Twenty moves a side through his mails as Thunderbird, an
/// iPhone, a webmail (base64), Outlook (a top post over the German
/// "Ursprüngliche Nachricht"), an HTML mail and the club's Windows PC
/// (Windows-1252) write them, one from her mail folder; a mail whose board
/// is wrong, a move taken back, a conditional move, and at the end the
/// draw she offers, accepted in his words. Bob takes two days a move, Anna
/// one; the days are counted by hand from ICCF's rule (the day of receipt
/// free; a mail arrives the day it is dated), and `corr list` is asked at
/// every step.
#[test]
fn a_game_by_mail_with_a_sighted_friend_ends_in_a_draw_agreed_in_words() {
    let home = Home::new("corr-breyer");
    home.config("name = \"Anna Keller\"\nmail_folder = \"~/Mail/Inbox\"\n");
    let start = "2026-11-01";
    let out = home.run(
        start,
        &[
            "corr",
            "new",
            "bob",
            "--color",
            "black",
            "--opponent",
            "Bob Berger",
        ],
        "",
    );
    has(&out, "Du spielst Schwarz gegen Bob Berger. Weiß am Zug.");
    assert!(!out.contains("an einer Tastatur"), "{out}");
    has(
        &listed(&home, start),
        "bob: Schwarz gegen Bob Berger, der Gegner ist am Zug; 0 Tage verbraucht, 50 übrig.",
    );
    // Bob's moves as he writes them (German letters) and Anna's as she
    // types them, one pair a move.
    let moves = [
        ("e4", "e5"),
        ("Sf3", "Sc6"),
        ("Lb5", "a6"),
        ("La4", "Sf6"),
        ("0-0", "Le7"),
        ("Te1", "b5"),
        ("Lb3", "d6"),
        ("c3", "0-0"),
        ("h3", "Sb8"),
        ("d4", "Sbd7"),
        ("Sbd2", "Lb7"),
        ("Lc2", "Te8"),
        ("Sf1", "Lf8"),
        ("Sg3", "g6"),
        ("a4", "c5"),
        ("d5", "c4"),
        ("Lg5", "h6"),
        ("Le3", "Sc5"),
        ("Dd2", "h5"),
        ("Lg5", "Le7"),
    ];
    // The day Bob's move n is dated (two days after Anna's card went) and
    // the day Anna answers (a day later). Move 15 is his conditional move,
    // received the day her 14th went: from then on the days run a day
    // earlier.
    let written = |n: i64| {
        if n <= 14 {
            day_after(start, 3 * n - 1)
        } else {
            day_after(start, 3 * n - 3)
        }
    };
    let answered = |n: i64| day_after(&written(n), 1);
    for (index, (his, hers)) in moves.iter().enumerate() {
        let n = index as i64 + 1;
        let (w, a) = (written(n), answered(n));
        match n {
            1 => {
                // Text copied out of a mail into a file: no date in it, so
                // the day it came is typed.
                let file = home.letter("bob-1.txt", "Hallo Anna, ich fange an: 1. e4\n");
                let out = home.run(&w, &["corr", "bob"], &format!("read {file} {w}\n"));
                has(&out, "Weiß: Bauer Eva vier");
            }
            2 => {
                // A move read and taken back before it is answered, then
                // read again.
                let file = home.letter(
                    "bob-2.eml",
                    &plain_mail(
                        "Bob Berger <bob@example.org>",
                        &w,
                        "b2@example.org",
                        "Zug 2",
                        "2. Sf3",
                    ),
                );
                let out = home.run(
                    &w,
                    &["corr", "bob"],
                    &format!("read {file}\ntakeback\nclock\nread {file}\n"),
                );
                has(&out, "Zurückgenommen: 2. Sf3 (7163), als nicht erhalten.");
                has(&out, "Gegner am Zug: received ZUG [DATUM].");
                has(&out, "Weiß: Springer Felix drei");
            }
            10 => {
                // His board has 9... Sa5; she played 9... Sb8. Nothing is
                // played; she enters his move herself, and the mail's day
                // stays his.
                let out = home.run(
                    &w,
                    &["corr", "bob"],
                    &format!(
                        "read {}\nreceived d4\n",
                        data_mail("bob-10-wrong-board.eml")
                    ),
                );
                has(&out, "Mail von bob@example.org, geschrieben 2026-11-30:");
                has(&out, "dein Zug: 9... Sa5, 10. d4");
                has(
                    &out,
                    "Die Mail wiederholt 9... Sa5, gespielt ist 9... Sb8 (3628).",
                );
                has(&out, "Nichts gespielt; received ZUG gibt den Zug ein.");
                has(&out, "Weiß: Bauer David vier");
                has(
                    &out,
                    "Karte gelesen, erhalten 2026-11-28, gesendet 2026-11-30.",
                );
                let before = out.find("Nichts gespielt").expect("the doubt");
                let played = out.find("Bauer David vier").expect("the move");
                assert!(before < played, "{out}");
            }
            11 => {
                // His card states his dates.
                let body =
                    "Mein Zug: 11. Sbd2 (2142)\nerhalten: 2026-12-01\ngesendet: 2026-12-03\n";
                let file = home.letter(
                    "bob-11.eml",
                    &plain_mail(
                        "Bob Berger <bob@example.org>",
                        &w,
                        "b11@example.org",
                        "Zug 11",
                        body,
                    ),
                );
                let out = home.run(&w, &["corr", "bob"], &format!("read {file}\n"));
                has(&out, "Weiß: Springer Bella David zwei");
                has(
                    &out,
                    "Karte gelesen, erhalten 2026-12-01, gesendet 2026-12-03.",
                );
            }
            12 => {
                // Thunderbird, read from a path with a space, given from
                // the home folder.
                std::fs::create_dir_all(home.0.join("mails")).expect("folder");
                std::fs::copy(
                    data_mail("bob-12-thunderbird.eml"),
                    home.0.join("mails/bob 12.eml"),
                )
                .expect("copied");
                let out = home.run(&w, &["corr", "bob"], "read \"~/mails/bob 12.eml\"\n");
                has(&out, "Weiß: Läufer Cäsar zwei");
                assert!(
                    !out.contains("David fünf") && !out.contains("Anna vier"),
                    "{out}"
                );
            }
            13 => {
                let out = home.run(
                    &w,
                    &["corr", "bob"],
                    &format!("read {}\n", data_mail("bob-13-iphone.eml")),
                );
                has(&out, "Weiß: Springer Felix eins");
                assert!(!out.contains("Zug 1."), "{out}");
            }
            14 => {
                let out = home.run(
                    &w,
                    &["corr", "bob"],
                    &format!("read {}\nja\n", data_mail("bob-14-webmail-base64.eml")),
                );
                has(&out, "Weiß: Springer Gustav drei");
                has(&out, "Weiß schlägt vor: wenn 14... g6, dann 15. a4.");
                has(&out, "Annehmen? ja oder nein.");
                has(&out, "Vorgemerkt: wenn 14... g6, dann 15. a4.");
            }
            15 => {
                // His conditional 15. a4 was played as her 14... g6 went.
            }
            16 => {
                let out = home.run(
                    &w,
                    &["corr", "bob"],
                    &format!("read {}\n", data_mail("bob-16-outlook.eml")),
                );
                has(&out, "nein, ich spiele 16. d5.");
                has(&out, "Weiß: Bauer David fünf");
                assert!(!out.contains("schlägt Cäsar fünf"), "{out}");
            }
            17 => {
                let out = home.run(
                    &w,
                    &["corr", "bob"],
                    &format!("read {}\n", data_mail("bob-17-html.eml")),
                );
                has(&out, "Weiß: Läufer Gustav fünf");
            }
            18 => {
                let out = home.run(
                    &w,
                    &["corr", "bob"],
                    &format!("read {}\n", data_mail("bob-18-club-pc.eml")),
                );
                has(&out, "geschrieben im Vereinsheim. Mein Zug: 18. Läufer e3");
                has(&out, "Herzliche Grüße");
                has(&out, "Weiß: Läufer Eva drei");
            }
            19 => {
                // Written at half past midnight on the 25th, Central
                // European time (23:30 on the 24th in UTC).
                let out = home.run(
                    &w,
                    &["corr", "bob"],
                    &format!("read {}\n", data_mail("bob-19-midnight.eml")),
                );
                has(&out, "Weiß: Dame David zwei");
                has(&out, "Erhalten am 2026-12-25.");
            }
            20 => {
                // From her mail folder: his newest mail not yet read; a
                // newer mail of someone else and his older ones are passed
                // over.
                std::fs::create_dir_all(home.0.join("Mail")).expect("folder");
                let mbox = [
                    plain_mail(
                        "Bob Berger <bob@example.org>",
                        "2026-12-22",
                        "old@example.org",
                        "alt",
                        "18. Le3",
                    ),
                    plain_mail(
                        "Bob Berger <bob@example.org>",
                        &w,
                        "b20@example.org",
                        "Zug 20",
                        "Hallo Anna,\n\n20. Lg5\n\nBob",
                    ),
                    plain_mail(
                        "Eve <eve@example.org>",
                        "2026-12-28",
                        "eve@example.org",
                        "Kuchen",
                        "1. d4",
                    ),
                ]
                .map(|mail| {
                    format!(
                        "From bob@example.org Sat Dec 26 10:00:00 2026\n{}\n",
                        mail.replace("\r\n", "\n")
                    )
                })
                .join("\n");
                std::fs::write(home.0.join("Mail/Inbox"), mbox).expect("mbox");
                // An old mail: already read into the game.
                let out = home.run(&w, &["corr", "bob"], "read\n");
                has(&out, "Weiß: Läufer Gustav fünf");
                has(&out, "Erhalten am 2026-12-28.");
            }
            _ => {
                let file = home.letter(
                    &format!("bob-{n}.eml"),
                    &plain_mail(
                        "Bob Berger <bob@example.org>",
                        &w,
                        &format!("b{n}@example.org"),
                        &format!("Zug {n}"),
                        &format!("Hallo Anna,\n\nmein Zug: {n}. {his}\n\nBob\n"),
                    ),
                );
                let out = home.run(&w, &["corr", "bob"], &format!("read {file}\n"));
                has(&out, &format!("Erhalten am {w}."));
            }
        }
        if n == 5 {
            // Looked at on the 19th, past the reply due on the 18th:
            // overdue; her four days on this move counted on to the 19th.
            has(
                &listed(&home, "2026-11-19"),
                "bob: Schwarz gegen Bob Berger, du bist am Zug seit 2026-11-15, \
                 Antwort überfällig seit 2026-11-18; 8 Tage verbraucht, 42 übrig.",
            );
        }
        if n != 15 {
            has(
                &listed(&home, &w),
                &format!(
                    "du bist am Zug seit {w}; {}",
                    days_line(n as u32 - 1, n as u32 - 1)
                ),
            );
        }
        let typed = match n {
            15 => format!("{hers}\nsend Kommt jetzt 16. dxc5?\n"),
            20 => format!("{hers}\ndraw\nja\nsend\n"),
            _ => format!("{hers}\nsend\n"),
        };
        let out = home.run(&a, &["corr", "bob"], &typed);
        has(&out, "Karten als txt, brf und wav in:");
        if n == 14 {
            has(&out, "Bedingter Zug des Gegners: 15. a4 (1214).");
            has(&out, "Weiß: Bauer Anna vier");
            has(&out, &format!("Erhalten am {a}."));
        } else {
            has(
                &listed(&home, &a),
                &format!("der Gegner ist am Zug; {}", days_line(n as u32, n as u32)),
            );
        }
    }
    // Her card of 12... Te8: his move repeated with the day it came, both
    // sides' days (Bob 2 a move, Anna 1).
    assert_eq!(
        home.text_card("bob", "card-12.txt"),
        "Fernschach Bob Berger - Anna Keller\n\
         Ihr Zug: 12. Lc2 (2332)\n\
         erhalten: 2026-12-06\n\
         Mein Zug: 12... Te8 (6858)\n\
         gesendet: 2026-12-07\n\
         Bedenkzeit: 1 Tag\n\
         Tage gesamt: Weiß 24, Schwarz 12\n"
    );
    // The card of her draw offer.
    assert_eq!(
        home.text_card("bob", "card-20.txt"),
        "Fernschach Bob Berger - Anna Keller\n\
         Ihr Zug: 20. Lg5 (5375)\n\
         erhalten: 2026-12-28\n\
         Mein Zug: 20... Le7 (6857)\n\
         gesendet: 2026-12-29\n\
         Bedenkzeit: 1 Tag\n\
         Tage gesamt: Weiß 38, Schwarz 20\n\
         Ich biete Remis an.\n"
    );
    // His acceptance in words, on the 30th: recorded on her yes; her last
    // card says the result and both sides' days.
    let out = home.run(
        "2026-12-30",
        &["corr", "bob"],
        &format!("read {}\nja\nsend\n", data_mail("bob-end-accept.eml")),
    );
    has(&out, "dein Remisangebot nehme ich gerne an.");
    has(&out, "Weiß nimmt dein Remisangebot an.");
    has(&out, "Eintragen? ja oder nein.");
    has(&out, "Remis durch Einigung");
    assert!(!out.contains("Läufer schlägt Eva sieben"), "{out}");
    assert_eq!(
        home.text_card("bob", "card-end.txt"),
        "Fernschach Bob Berger - Anna Keller\n\
         Ergebnis: 1/2-1/2\n\
         gesendet: 2026-12-30\n\
         Tage gesamt: Weiß 38, Schwarz 20\n"
    );
    has(
        &listed(&home, "2027-01-15"),
        "bob: Schwarz gegen Bob Berger, beendet, Remis durch Einigung, 1/2-1/2; \
         20 Tage verbraucht, 130 übrig.",
    );
    let pgn = String::from_utf8(home.card("bob", "bob.pgn")).expect("UTF-8");
    for tag in [
        "[White \"Bob Berger\"]",
        "[Black \"Anna Keller\"]",
        "[Result \"1/2-1/2\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} not in {pgn}");
    }
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    for written in [
        "15. a4 {[%received 2026-12-13] [%sent 2026-12-13]}",
        "Be7 {(=)} {[%received 2026-12-28] [%sent 2026-12-29]}",
    ] {
        assert!(flat.contains(written), "{written} not in {flat}");
    }
}

/// The Opera Game by e-mail, in English: Anna Keller (White, the player)
/// against Dave Miller, whose mails come as Gmail (quoted-printable, and
/// base64) and Apple Mail write them. He offers a draw with his fifth move
/// and her sixth declines it; after her 16. Qb8+ he explains the mate and
/// resigns in words. Anna takes two days a move (one for the first, from
/// the game's start), Dave one; `corr list` is asked at every step.
#[test]
fn a_game_by_mail_in_english_ends_in_a_resignation_in_words() {
    let home = Home::new("corr-opera");
    home.config("name = \"Anna Keller\"\nscheme = \"english\"\n");
    let start = "2026-10-01";
    let out = home.run(
        start,
        &[
            "corr",
            "new",
            "dave",
            "--color",
            "white",
            "--opponent",
            "Dave Miller",
        ],
        "",
    );
    has(&out, "You play White against Dave Miller. White to move.");
    let moves = [
        ("e4", "e5"),
        ("Nf3", "d6"),
        ("d4", "Bg4"),
        ("dxe5", "Bxf3"),
        ("Qxf3", "dxe5"),
        ("Bc4", "Nf6"),
        ("Qb3", "Qe7"),
        ("Nc3", "c6"),
        ("Bg5", "b5"),
        ("Nxb5", "cxb5"),
        ("Bxb5+", "Nbd7"),
        ("O-O-O", "Rd8"),
        ("Rxd7", "Rxd7"),
        ("Rd1", "Qe6"),
        ("Bxd7+", "Nxd7"),
        ("Qb8+", ""),
    ];
    // Anna's move k goes on the day `sent(k)`; Dave's answer is dated the
    // next day, when it comes.
    let sent = |k: i64| day_after(start, 3 * k - 2);
    for (index, (mine, his)) in moves.iter().enumerate() {
        let k = index as i64 + 1;
        let (s, w) = (sent(k), day_after(&sent(k), 1));
        let out = home.run(&s, &["corr", "dave"], &format!("{mine}\nsend\n"));
        has(&out, "Cards as txt, brf and wav in:");
        // 1 day for the first move, 2 for every other.
        let used = 2 * k - 1;
        let left = 50 * (k / 10 + 1) - used;
        let days = if used == 1 { "day" } else { "days" };
        has(
            &listed(&home, &s),
            &format!(
                "dave: White against Dave Miller, the opponent's move; {used} {days} used, {left} left."
            ),
        );
        if k == 16 {
            break;
        }
        let out = match k {
            2 => home.run(
                &w,
                &["corr", "dave"],
                &format!("read {}\n", data_mail("dave-02-gmail.eml")),
            ),
            5 => {
                let out = home.run(
                    &w,
                    &["corr", "dave"],
                    &format!("read {}\n", data_mail("dave-05-apple-mail.eml")),
                );
                has(&out, "Black offers a draw.");
                has(&out, "accept takes the draw; your next move declines.");
                out
            }
            _ => {
                let file = home.letter(
                    &format!("dave-{k}.eml"),
                    &plain_mail(
                        "Dave Miller <dave.miller@example.com>",
                        &w,
                        &format!("d{k}@example.com"),
                        &format!("Move {k}"),
                        &format!("Hi Anna,\n\nmy move: {k}...{his}\n\nDave\n"),
                    ),
                );
                home.run(&w, &["corr", "dave"], &format!("read {file}\n"))
            }
        };
        has(&out, &format!("Received on {w}."));
        has(
            &listed(&home, &w),
            &format!("dave: White against Dave Miller, your move since {w};"),
        );
    }
    // His draw offer stands with his fifth move; her sixth declined it.
    let pgn = String::from_utf8(home.card("dave", "dave.pgn")).expect("UTF-8");
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("dxe5 {(=)}"), "{flat}");
    // His resignation in words: nothing of the mate he explains is
    // played; on her yes the game is hers.
    let out = home.run(
        "2026-11-17",
        &["corr", "dave"],
        &format!("read {}\nyes\nsend\n", data_mail("dave-16-resigns.eml")),
    );
    has(&out, "16...Nxb8 17.Rd8 is mate. Beautiful game — I resign.");
    has(&out, "Black resigns, the mail says.");
    has(&out, "Record it? yes or no.");
    has(&out, "White wins by resignation");
    assert!(!out.contains("Knight takes"), "{out}");
    assert_eq!(
        home.text_card("dave", "card-end.txt"),
        "Correspondence Anna Keller - Dave Miller\n\
         Your resignation has arrived.\n\
         Result: 1-0\n\
         sent: 2026-11-17\n\
         Days in all: White 31, Black 15\n"
    );
    has(
        &listed(&home, "2026-12-01"),
        "dave: White against Dave Miller, over, White wins by resignation, 1-0; \
         31 days used, 69 left.",
    );
    let pgn = String::from_utf8(home.card("dave", "dave.pgn")).expect("UTF-8");
    for tag in [
        "[White \"Anna Keller\"]",
        "[Black \"Dave Miller\"]",
        "[Result \"1-0\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} not in {pgn}");
    }
}

/// A friend in Turkey writes in Turkish, from an old Outlook Express in
/// ISO-8859-9 (quoted-printable), his knight as Turkish SAN writes it
/// (`A`, at): Ayşe, playing in Turkish, has his move read, her own move
/// repeated checked, and his days counted from the day her card went to
/// the day his mail is dated.
#[test]
fn a_turkish_friends_mail_is_read_in_turkish() {
    let home = Home::new("corr-turkish");
    let tr = ["--language", "tr", "--scheme", "local"];
    let args = |extra: &[&'static str]| -> Vec<&'static str> {
        let mut args = extra.to_vec();
        args.extend(tr);
        args
    };
    home.run(
        "2026-11-01",
        &args(&[
            "corr",
            "new",
            "mehmet",
            "--color",
            "white",
            "--opponent",
            "Mehmet Yılmaz",
        ]),
        "",
    );
    home.run("2026-11-02", &args(&["corr", "mehmet"]), "e4\nsend\n");
    home.run(
        "2026-11-04",
        &args(&["corr", "mehmet"]),
        "received e5\nAf3\nsend\n",
    );
    let out = home.run(
        "2026-11-06",
        &args(&["corr", "mehmet"]),
        &format!("read {}\nclock\n", data_mail("mehmet-02-turkish.eml")),
    );
    has(&out, "Merhaba Ayşe,");
    has(&out, "Hamlem: 2... Ac6");
    has(&out, "2026-11-06 tarihinde alındı.");
    has(
        &out,
        "Kart okundu, alındı 2026-11-04, gönderildi 2026-11-06.",
    );
    // Black: 2 days for 1... e5 (the 2nd to the 4th) and 2 for 2... Nc6
    // (the 4th to the 6th).
    has(&out, "Siyah: 4 gün;");
    let pgn = String::from_utf8(home.card("mehmet", "mehmet.pgn")).expect("UTF-8");
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("2. Nf3"), "{flat}");
    assert!(
        flat.contains("Nc6 {[%received 2026-11-04] [%sent 2026-11-06]}"),
        "{flat}"
    );
}

/// Dates that cannot be are refused with what was given and what the
/// game has, and nothing is entered; a date entered wrongly is corrected;
/// a card sent again as a reminder keeps its dates and adds no day.
#[test]
fn impossible_dates_are_refused_and_a_wrong_date_is_corrected() {
    let home = Home::new("corr-dates");
    home.run(
        "2026-11-01",
        &[
            "corr",
            "new",
            "eve",
            "--color",
            "black",
            "--opponent",
            "Eve",
        ],
        "",
    );
    let card = home.letter(
        "eve-1.txt",
        "My move: 1. e4\nreceived 1900-01-01, sent 2999-12-31\n",
    );
    let future = home.letter(
        "eve-future.eml",
        &plain_mail(
            "Eve <eve@example.org>",
            "2027-03-01",
            "f@example.org",
            "1. e4",
            "1. e4",
        ),
    );
    let out = home.run(
        "2026-11-03",
        &["corr", "eve"],
        &format!(
            "received e4 2999-12-31\nreceived e4 2026-10-01\nread {card}\nread {future}\nclock\n\
             received e4 2026-11-03\n"
        ),
    );
    has(
        &out,
        "Erhalten 2999-12-31 liegt nach heute, 2026-11-03; nichts eingetragen.",
    );
    has(
        &out,
        "Erhalten 2026-10-01 liegt vor dem Partiebeginn am 2026-11-01; nichts eingetragen.",
    );
    has(
        &out,
        "Die Mail sagt erhalten 1900-01-01 liegt vor dem Partiebeginn am 2026-11-01; \
         nichts eingetragen.",
    );
    has(
        &out,
        "Die Mail ist vom 2027-03-01 liegt nach heute, 2026-11-03; nichts eingetragen.",
    );
    // Nothing was played by any of them: the first move is White's until
    // the last line enters it.
    let first = out.find("Weiß: Bauer Eva vier").expect("1. e4 entered");
    assert_eq!(out.matches("Weiß: Bauer Eva vier").count(), 1, "{out}");
    assert!(
        out.find("Gegner am Zug: received ZUG [DATUM].")
            .expect("still his move")
            < first,
        "{out}"
    );
    // A day of sending after today is refused; one typed wrongly is
    // corrected; a reminder keeps the card's day whatever is typed.
    let out = home.run(
        "2026-11-05",
        &["corr", "eve"],
        "e5\nsend 2026-12-24\nsend 2026-11-05\ndate sent 2026-11-04\nsend\nsend 2026-11-05\n\
         clock\n",
    );
    has(
        &out,
        "Gesendet 2026-12-24 liegt nach heute, 2026-11-05; nichts eingetragen.",
    );
    has(&out, "Korrigiert: gesendet 2026-11-04 (war 2026-11-05).");
    has(
        &out,
        "Erinnerung: die Karte vom 2026-11-04, mit ihren Daten.",
    );
    has(
        &out,
        "Eine Erinnerung behält ihr Datum 2026-11-04; date sent DATUM korrigiert es.",
    );
    // Black: one day, the 3rd to the 4th.
    has(&out, "Schwarz: 1 Tag, noch 49 bis Zug 10.");
    assert_eq!(
        home.text_card("eve", "card-1.txt"),
        "Fernschach Eve - Schwarz\n\
         Ihr Zug: 1. e4 (5254)\n\
         erhalten: 2026-11-03\n\
         Mein Zug: 1... e5 (5755)\n\
         gesendet: 2026-11-04\n\
         Bedenkzeit: 1 Tag\n\
         Tage gesamt: Weiß 2, Schwarz 1\n"
    );
    // A day of receipt entered wrongly (today, the 8th, for a mail of the
    // 7th) is corrected; it cannot lie before her card went.
    let out = home.run(
        "2026-11-08",
        &["corr", "eve"],
        "received Nf3\ndate received 2026-11-02\ndate received 2026-11-07\nclock\n",
    );
    has(
        &out,
        "Erhalten 2026-11-02 liegt vor deinem Zug, gesendet 2026-11-04; nichts eingetragen.",
    );
    has(&out, "Korrigiert: erhalten 2026-11-07 (war 2026-11-08).");
    has(&out, "Am Zug seit 2026-11-07: 1 Tag.");
    // His move, entered without his dates, was taken as sent the day it
    // came: that day follows the correction. White: 2 days for 1. e4,
    // 3 for 2. Nf3 (the 4th to the 7th).
    has(&out, "Weiß: 5 Tage, noch 45 bis Zug 10.");
}

/// Percent-encoded text as RFC 6068 writes it, decoded.
#[cfg(unix)]
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' && at + 3 <= bytes.len() {
            let hex = std::str::from_utf8(&bytes[at + 1..at + 3]).expect("hex");
            out.push(u8::from_str_radix(hex, 16).expect("a byte"));
            at += 3;
        } else {
            out.push(bytes[at]);
            at += 1;
        }
    }
    String::from_utf8(out).expect("UTF-8")
}

/// `send --mail` hands the card to the mail program the desktop opens
/// mail with (`xdg-open`, here one that writes down what it was given):
/// a `mailto:` with the opponent's address, a subject naming the game and
/// the move, the card as its body. Without an address, or without a
/// program, one line says so, and the card is written all the same.
#[cfg(unix)]
#[test]
fn send_mail_hands_the_card_to_the_mail_program() {
    let home = Home::new("corr-mailto");
    home.config("name = \"Anna Keller\"\n");
    let bin = home.0.join("bin");
    std::fs::create_dir_all(&bin).expect("bin");
    let opened = home.0.join("opened.txt");
    let script = bin.join("xdg-open");
    std::fs::write(
        &script,
        format!("#!/bin/sh\nprintf '%s' \"$1\" > '{}'\n", opened.display()),
    )
    .expect("script");
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("mode");
    }
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    home.run(
        "2026-11-01",
        &[
            "corr",
            "new",
            "bob",
            "--color",
            "white",
            "--opponent",
            "Bob Berger",
        ],
        "",
    );
    let out = home.run_with(
        "2026-11-02",
        &["corr", "bob"],
        "e4\nsend --mail\nemail bob@example.org?body=x\nemail Bob@Example.org\nsend --mail\n",
        &[("PATH", path.clone())],
    );
    has(&out, "Keine Adresse des Gegners: email ADRESSE.");
    has(&out, "bob@example.org?body=x ist keine Mailadresse.");
    has(&out, "Adresse des Gegners: bob@example.org.");
    has(
        &out,
        "Karte an dein Mailprogramm übergeben, an bob@example.org.",
    );
    let url = std::fs::read_to_string(&opened).expect("the mail program was opened");
    let (to, query) = url
        .strip_prefix("mailto:")
        .and_then(|rest| rest.split_once('?'))
        .expect("a mailto address");
    assert_eq!(to, "bob@example.org");
    let (subject, body) = query.split_once("&body=").expect("a body");
    assert_eq!(
        percent_decoded(subject.strip_prefix("subject=").expect("a subject")),
        "Fernschach Anna Keller - Bob Berger: 1. e4"
    );
    let card = home.text_card("bob", "card-1.txt");
    assert_eq!(percent_decoded(body), card.replace('\n', "\r\n"));
    // No program to open mail: said, the card stays.
    let out = home.run_with(
        "2026-11-03",
        &["corr", "bob"],
        "send --mail\n",
        &[("PATH", "/nonexistent".to_owned())],
    );
    has(
        &out,
        "Erinnerung: die Karte vom 2026-11-02, mit ihren Daten.",
    );
    has(
        &out,
        "Kein Mailprogramm gefunden; die Karte liegt im Ordner.",
    );
}

/// Under a screen reader a correspondence game is played as `play` is
/// (SPEC section 6, "Under a screen reader"): the reader is found, it
/// speaks and annabella's own voice stays off; the first line says who
/// plays what against whom, never "at one keyboard".
#[cfg(unix)]
#[test]
fn a_correspondence_game_under_a_screen_reader_leaves_the_speaking_to_it() {
    let home = Home::new("corr-reader");
    let table = TempDir::new("corr-reader-proc");
    let proc_path = common::under_fenrir(&table);
    let data = home.0.join("data").display().to_string();
    let env = [
        ("ANNABELLA_PROC", proc_path.as_str()),
        ("XDG_DATA_HOME", data.as_str()),
        ("HOME", home.0.path().to_str().expect("home")),
        ("ANNABELLA_TODAY", "2026-11-02"),
    ];
    let mut screen = common::pty::Screen::start_with(
        &[
            "corr",
            "new",
            "bob",
            "--color",
            "white",
            "--opponent",
            "Bob",
        ],
        &env,
        24,
        80,
    );
    screen.wait_for("Du spielst Weiß gegen Bob. Weiß am Zug.");
    let shown = screen.wait_for("Stimme: dein Bildschirmleser, dazu Töne.");
    assert!(!shown.contains("eingebaute Aufnahmen"), "{shown}");
    assert!(!shown.contains("an einer Tastatur"), "{shown}");
    screen.keys("quit\r");
    screen.wait_for("weiter mit: annabella corr bob");
}

/// `resume` of a correspondence game's file does not open it as a game
/// of two players at one keyboard: it names the command that plays it.
#[test]
fn a_correspondence_game_is_not_resumed_at_one_keyboard() {
    let home = Home::new("corr-resume");
    home.run(
        "2026-11-01",
        &[
            "corr",
            "new",
            "bob",
            "--color",
            "white",
            "--opponent",
            "Bob",
        ],
        "e4\nsend\n",
    );
    let path = home.game_folder("bob").join("bob.pgn");
    let output = common::run_typed(
        home.command("2026-11-02", &["resume", &path.display().to_string()]),
        "",
    );
    assert!(!output.status.success());
    let said = common::stderr(&output).replace('\n', " ");
    assert!(
        said.contains("Eine Fernpartie: weiter mit annabella corr bob."),
        "{said}"
    );
    assert!(!common::stdout(&output).contains("Tastatur"));
}

/// The player's own words on the end, as in any game: she takes his offer
/// with `accept` (5.2.3: not before each side has moved), and her last
/// card says so; his claim in words of a threefold repetition is checked
/// against the game when she says yes.
#[test]
fn accept_and_a_claim_by_mail_end_a_correspondence_game() {
    let home = Home::new("corr-accept");
    home.run(
        "2026-11-01",
        &[
            "corr",
            "new",
            "bob",
            "--color",
            "black",
            "--opponent",
            "Bob",
        ],
        "",
    );
    let offer = home.letter("bob-1.txt", "Mein Zug: 1. e4\nRemis?\n");
    let out = home.run(
        "2026-11-02",
        &["corr", "bob"],
        &format!("read {offer}\naccept\ne5\nsend\n"),
    );
    has(&out, "Weiß bietet Remis an.");
    has(&out, "Remis erst nach je einem Zug (5.2.3).");
    let offer = home.letter("bob-2.txt", "Mein Zug: 2. Sf3. Ich biete Remis an.\n");
    let out = home.run(
        "2026-11-04",
        &["corr", "bob"],
        &format!("read {offer}\naccept\nsend\n"),
    );
    has(&out, "Remis durch Einigung");
    assert_eq!(
        home.text_card("bob", "card-end.txt"),
        "Fernschach Bob - Schwarz\n\
         Ihr Zug: 2. Sf3 (7163)\n\
         erhalten: 2026-11-04\n\
         Ich nehme das Remis an.\n\
         Ergebnis: 1/2-1/2\n\
         gesendet: 2026-11-04\n\
         Tage gesamt: Weiß 3, Schwarz 0\n"
    );

    // The knights go out and back twice: after 4... Sg8 the first
    // position stands for the third time, and White, to move, claims.
    let home = Home::new("corr-claim");
    home.run(
        "2026-11-01",
        &[
            "corr",
            "new",
            "eve",
            "--color",
            "black",
            "--opponent",
            "Eve",
        ],
        "",
    );
    for (day, his, mine) in [
        ("2026-11-02", "1. Sf3", "Sf6"),
        ("2026-11-03", "2. Sg1", "Sg8"),
        ("2026-11-04", "3. Sf3", "Sf6"),
        ("2026-11-05", "4. Sg1", "Sg8"),
    ] {
        let file = home.letter("eve.txt", &format!("Mein Zug: {his}\n"));
        home.run(
            day,
            &["corr", "eve"],
            &format!("read {file}\n{mine}\nsend\n"),
        );
    }
    let claim = home.letter(
        "eve-claim.txt",
        "Ich reklamiere Remis durch dreimalige Wiederholung.\n",
    );
    let out = home.run(
        "2026-11-06",
        &["corr", "eve"],
        &format!("read {claim}\nja\n"),
    );
    has(&out, "Weiß reklamiert Remis durch dreimalige Wiederholung.");
    has(&out, "Eintragen? ja oder nein.");
    has(&out, "Remis durch dreimalige Stellungswiederholung");
    has(
        &listed(&home, "2026-11-06"),
        "eve: Schwarz gegen Eve, beendet, Remis durch dreimalige Stellungswiederholung, 1/2-1/2;",
    );
}

/// A mail folder, Maildir or mbox, is read, never changed: `read` alone
/// takes the opponent's newest mail not yet read into the game; an mbox
/// named as a file gives his newest mail, never another's.
#[test]
fn the_opponents_mail_is_taken_from_a_maildir_or_an_mbox_alone() {
    let home = Home::new("corr-folders");
    home.config("mail_folder = \"~/Maildir\"\n");
    home.run(
        "2026-11-01",
        &[
            "corr",
            "new",
            "bob",
            "--color",
            "black",
            "--opponent",
            "Bob",
            "--email",
            "bob@example.org",
        ],
        "",
    );
    let maildir = home.0.join("Maildir");
    for part in ["cur", "new", "tmp"] {
        std::fs::create_dir_all(maildir.join(part)).expect("maildir");
    }
    let bob = plain_mail(
        "Bob <bob@example.org>",
        "2026-11-02",
        "m1@example.org",
        "Zug 1",
        "1. e4",
    );
    let eve = plain_mail(
        "Eve <eve@example.org>",
        "2026-11-03",
        "e1@example.org",
        "Hallo",
        "1. d4",
    );
    std::fs::write(maildir.join("new/1762100000.M1P1.host"), &bob).expect("mail");
    std::fs::write(maildir.join("cur/1762200000.M2P2.host:2,S"), &eve).expect("mail");
    let before: Vec<_> = ["new/1762100000.M1P1.host", "cur/1762200000.M2P2.host:2,S"]
        .iter()
        .map(|name| std::fs::read(maildir.join(name)).expect("mail"))
        .collect();
    let out = home.run("2026-11-03", &["corr", "bob"], "read\ne5\nsend\nread\n");
    has(&out, "Weiß: Bauer Eva vier");
    has(&out, "Erhalten am 2026-11-02.");
    has(&out, "Keine neue Mail von bob@example.org in:");
    assert!(!out.contains("David vier"), "{out}");
    // The folder is as it was.
    for (name, bytes) in ["new/1762100000.M1P1.host", "cur/1762200000.M2P2.host:2,S"]
        .iter()
        .zip(&before)
    {
        assert_eq!(&std::fs::read(maildir.join(name)).expect("mail"), bytes);
    }
    // An mbox saved as a file: Eve's mail first, with a move that is not
    // his; Bob's newest mail says no move.
    let mbox = [
        plain_mail(
            "Eve <eve@example.org>",
            "2026-11-05",
            "e2@example.org",
            "Zug",
            "2. Sf3",
        ),
        plain_mail(
            "Bob <bob@example.org>",
            "2026-11-05",
            "m2@example.org",
            "Zug 2",
            "Ich melde mich morgen.",
        ),
    ]
    .map(|mail| {
        format!(
            "From x Thu Nov  5 10:00:00 2026\n{}\n",
            mail.replace("\r\n", "\n")
        )
    })
    .join("\n");
    let file = home.letter("saved.mbox", &mbox);
    let out = home.run("2026-11-05", &["corr", "bob"], &format!("read {file}\n"));
    has(&out, "Ich melde mich morgen.");
    has(&out, "Auf der Karte fehlt Zug 2.");
    assert!(!out.contains("Springer Felix drei"), "{out}");
    // A mail of someone else's, read by mistake: not his.
    let eve = home.letter(
        "eve.eml",
        &plain_mail(
            "Eve <eve@example.org>",
            "2026-11-05",
            "e3@example.org",
            "Zug",
            "2. Sf3",
        ),
    );
    let out = home.run(
        "2026-11-05",
        &["corr", "bob"],
        &format!(
            "read {eve}
"
        ),
    );
    has(
        &out,
        "Die Mail ist von eve@example.org, nicht von bob@example.org; nichts gespielt.",
    );
    assert!(!out.contains("Springer Felix drei"), "{out}");
}

/// The word for accept in the player's language, with no offer of his
/// standing, says that there is none (lichess's Persian "پذیرفتن" for
/// accept), as `accept` does in English and German.
#[test]
fn accept_in_the_players_language_with_no_offer_says_there_is_none() {
    let home = Home::new("corr-accept-fa");
    home.run(
        "2026-11-01",
        &[
            "corr",
            "new",
            "bob",
            "--color",
            "black",
            "--opponent",
            "Bob",
            "--language",
            "fa",
        ],
        "",
    );
    let mail = home.letter("bob-1.txt", "Mein Zug: 1. e4\n");
    let out = home.run(
        "2026-11-02",
        &["corr", "bob", "--language", "fa"],
        &format!("read {mail}\nپذیرفتن\n"),
    );
    // The Persian of "The opponent offers no draw.", as corr.ftl says it.
    has(&out, "حریف پیشنهاد تساوی نداده است.");
}
