//! ICCF's server games over XfCC (SPEC section 12) against a small XfCC
//! server on 127.0.0.1 (tests/common/xfcc.rs): the games listed with the
//! player's move first and the least time first, a game played to its
//! result with each move sent by `MakeAMove` under the number of the
//! move, an invalid move refused in words and taken back, a message read
//! out, a draw offered with a move, offered back and accepted; the login
//! kept for its owner only.

mod common;

use std::collections::VecDeque;
use std::process::Command;

use common::xfcc::{Fake, Game, World, field};
use common::{Talk, TempDir};

fn world() -> World {
    let game = |id: &str, opponent: &str, days: u32, white: bool, moves: &[&str]| Game {
        id: id.into(),
        white: if white {
            "Anna".into()
        } else {
            opponent.into()
        },
        black: if white {
            opponent.into()
        } else {
            "Anna".into()
        },
        event: "WS/O/123".into(),
        has_white: white,
        moves: moves.iter().map(|m| (*m).to_owned()).collect(),
        result: "Ongoing".into(),
        days_player: days,
        days_opponent: 30,
        ..Game::default()
    };
    let mut main = game("101", "Bob", 3, true, &[]);
    main.message = "Viel Glück!".into();
    main.replies = VecDeque::from([
        ("e5".to_owned(), String::new(), false),
        ("Nc6".to_owned(), "Remis?".to_owned(), true),
    ]);
    World {
        user: "anna".into(),
        password: "geheim".into(),
        games: vec![
            game("103", "Cleo", 20, false, &["d4"]),
            game("102", "Dan", 1, true, &["e4", "c5"][..1]),
            main,
        ],
        ..World::default()
    }
}

fn iccf(home: &TempDir, fake: &Fake, args: &[&str]) -> Command {
    let mut command = common::annabella_command();
    command
        .env("XDG_DATA_HOME", home.join("data"))
        .env("HOME", home.path())
        .env("ANNABELLA_ICCF_USER", "anna")
        .env("ANNABELLA_ICCF_PASSWORD", "geheim")
        .arg("iccf")
        .args([
            "--server",
            &fake.url(),
            "--voice",
            "text",
            "--scheme",
            "fide",
        ])
        .args(args);
    command
}

/// Anna's game 101 against Bob, from the list to a draw agreed.
#[test]
fn a_server_game_is_played_from_the_list_to_its_result() {
    let fake = Fake::start(world());
    let home = TempDir::new("iccf-game");
    let mut talk = Talk::start(iccf(&home, &fake, &[]));
    talk.wait_for("ICCF: 3 Partien, in 2 bist du am Zug.");
    // The player's games first, the least time first; then the rest.
    talk.wait_for("1: 101 gegen Bob (WS/O/123), du bist am Zug, noch 3 T 4 Std 30 Min, Nachricht.");
    talk.wait_for("2: 103 gegen Cleo (WS/O/123), du bist am Zug, noch 20 T 4 Std 30 Min.");
    talk.wait_for("3: 102 gegen Dan (WS/O/123), der Gegner ist am Zug, noch 1 T 4 Std 30 Min.");
    talk.wait_for("ICCF 101: Weiß gegen Bob, WS/O/123.");
    talk.wait_for("Nachricht von Bob: Viel Glück!");
    talk.wait_for("Weiß: noch 3 T 4 Std 30 Min.");
    // The server refuses the first move: said in words, taken back.
    fake.world
        .lock()
        .unwrap()
        .refusals
        .push_back("InvalidMove".into());
    talk.say("e4");
    talk.wait_for("Sende 1. e4 an ICCF.");
    talk.wait_for("ICCF lehnt ab: ungültiger Zug; Zug zurückgenommen.");
    talk.say("turn");
    talk.wait_for("Weiß am Zug");
    talk.say("e4");
    talk.wait_for("ICCF hat angenommen.");
    talk.wait_for("Schwarz: Bauer Eva fünf");
    // A message and a draw offer go with the next move.
    talk.say("say Danke, gleichfalls");
    talk.wait_for("Geht mit deinem nächsten Zug.");
    talk.say("draw");
    talk.wait_for("Geht mit deinem nächsten Zug.");
    talk.say("Sf3");
    talk.wait_for("Sende 2. Sf3 an ICCF.");
    talk.wait_for("Schwarz: Springer Cäsar sechs");
    talk.wait_for("Nachricht von Bob: Remis?");
    talk.wait_for("Schwarz bietet Remis an");
    talk.wait_for("accept nimmt das Remis an.");
    talk.say("clock");
    talk.wait_for("Schwarz: noch 30 T 0 Std 0 Min.");
    talk.say("accept");
    talk.wait_for("Remis durch Einigung");
    talk.wait_for("Ergebnis: Remis, ½-½.");
    talk.quit();

    let sent = fake.moves_sent();
    let fields = |index: usize| {
        let body = &sent[index].0;
        [
            "movecount",
            "myMove",
            "offerDraw",
            "acceptDraw",
            "myMessage",
        ]
        .map(|name| field(body, name).unwrap_or_default())
    };
    assert_eq!(sent.len(), 4, "{sent:?}");
    assert_eq!(fields(0), ["1", "e4", "false", "false", ""]);
    assert!(
        sent[0]
            .1
            .contains("<MakeAMoveResult>InvalidMove</MakeAMoveResult>")
    );
    assert_eq!(fields(1), ["1", "e4", "false", "false", ""]);
    assert_eq!(
        fields(2),
        ["2", "Nf3", "true", "false", "Danke, gleichfalls"]
    );
    assert_eq!(fields(3), ["3", "", "false", "true", ""]);
    let saved = std::fs::read_to_string(home.join("data/annabella/games/iccf-101.pgn"))
        .expect("the game is saved");
    assert!(saved.contains("[Result \"1/2-1/2\"]"), "{saved}");
    assert!(saved.contains("1. e4 e5 2. Nf3 {(=)} Nc6"), "{saved}");
    // The call of 2. Nf3 as the server logged it (shown with
    // `--no-capture`).
    let (request, answer) = &sent[2];
    println!("XfCC MakeAMove request:\n{request}\nXfCC answer:\n{answer}");
}

/// `iccf login` checks the name and password with `GetMyGames` and keeps
/// them for their owner only; a wrong password is said in words; a plain
/// http address of another machine is refused before anything is sent.
#[test]
fn the_login_is_checked_and_kept_for_its_owner_only() {
    let fake = Fake::start(world());
    let home = TempDir::new("iccf-login");
    let file = home.join("iccf-login");
    let file_text = file.display().to_string();
    let login = |typed: &str| {
        let mut command = iccf(&home, &fake, &["login", "--login-file", &file_text]);
        command.env_remove("ANNABELLA_ICCF_USER");
        common::run_typed(command, typed)
    };
    let output = login("anna\nfalsch\n");
    assert!(!output.status.success());
    assert!(
        common::as_read(&common::stderr(&output))
            .contains("Der Server lehnt ab: Name oder Passwort falsch."),
        "{}",
        common::stderr(&output)
    );
    assert!(!file.exists());
    let output = login("anna\ngeheim\n");
    let out = common::stdout(&output);
    assert!(output.status.success(), "{out}{}", common::stderr(&output));
    assert!(
        out.contains("Angemeldet bei ICCF als anna, 3 Partien."),
        "{out}"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).expect("kept").permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(
            std::fs::read_to_string(&file).expect("kept"),
            "anna\ngeheim\n"
        );
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).expect("mode");
        let mut command = iccf(&home, &fake, &["--login-file", &file_text]);
        command.env_remove("ANNABELLA_ICCF_USER");
        let output = common::run_typed(command, "");
        assert!(
            common::as_read(&common::stderr(&output))
                .contains("Andere können die Anmeldung lesen (Modus 644)"),
            "{}",
            common::stderr(&output)
        );
    }
    let mut command = common::annabella_command();
    command.args(["iccf", "--server", "http://example.org/XfccBasic.asmx"]);
    let output = common::run_typed(command, "");
    assert!(
        common::as_read(&common::stderr(&output))
            .contains("Kein Passwort über http an einen anderen Rechner"),
        "{}",
        common::stderr(&output)
    );
}

/// Under a screen reader a server game is played as `play` is (SPEC
/// section 6, "Under a screen reader"): the reader is found and speaks,
/// annabella's own voice stays off, and nothing says "at one keyboard".
#[cfg(unix)]
#[test]
fn a_server_game_under_a_screen_reader_leaves_the_speaking_to_it() {
    let fake = Fake::start(world());
    let home = TempDir::new("iccf-reader");
    let table = TempDir::new("iccf-reader-proc");
    let proc_path = common::under_fenrir(&table);
    let data = home.join("data").display().to_string();
    let url = fake.url();
    let env = [
        ("ANNABELLA_PROC", proc_path.as_str()),
        ("XDG_DATA_HOME", data.as_str()),
        ("HOME", home.path().to_str().expect("home")),
        ("ANNABELLA_ICCF_USER", "anna"),
        ("ANNABELLA_ICCF_PASSWORD", "geheim"),
    ];
    let mut screen =
        common::pty::Screen::start_with(&["iccf", "--server", &url, "--game", "101"], &env, 24, 80);
    let shown = screen.wait_for("Stimme: dein Bildschirmleser, dazu Töne.");
    assert!(!shown.contains("eingebaute Aufnahmen"), "{shown}");
    assert!(!shown.contains("an einer Tastatur"), "{shown}");
    screen.keys("quit\r");
    screen.wait_for("annabella iccf --game 101");
}
