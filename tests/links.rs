//! A link standing at a name annabella chooses for a file of its own (a
//! correspondence card, a server game, a new game's save, a game's folder,
//! the token and the login) is never written, truncated, renamed onto or
//! deleted through: it is refused in one line that names it, what it
//! points to stays byte for byte, and the game is still kept where the
//! player is told. A link the player made for the whole games folder is the
//! player's own choice and is followed. Each case runs the real binary.

// Unix alone: Wine (where the Windows tests run) makes no symbolic link
// or junction; CreateSymbolicLinkW answers yes and makes nothing.
#![cfg(unix)]

mod common;

use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::home::Home;
use common::lichess::{Answer, Server, TOKEN};
use common::xfcc::{Fake, Game, World};
use common::{Talk, as_read, stderr, stdout};

/// Why a link is refused, as the German sentences say it.
const LINK: &str =
    "das ist ein Verweis; durch Verweise in seinen eigenen Ordnern schreibt annabella nicht";

/// A file of the player's that a link points to: it must stay as it is.
const THESIS: &str = "Kapitel 1. Die Eröffnung als Erzählung.\n";

/// Writes a marker file of the player's with `text`.
fn marker(home: &Home, name: &str, text: &str) -> PathBuf {
    let path = home.path(name);
    std::fs::write(&path, text).expect("marker written");
    path
}

fn assert_kept(path: &Path, text: &str) {
    assert_eq!(
        std::fs::read_to_string(path).ok().as_deref(),
        Some(text),
        "{} was changed",
        path.display()
    );
}

fn assert_link(path: &Path) {
    let link = std::fs::symlink_metadata(path).expect("still there");
    assert!(
        link.file_type().is_symlink(),
        "{} is no link now",
        path.display()
    );
}

/// The files of a folder, by name.
fn names_in(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// `annabella ARGS --voice text` on `today`, in this home.
fn on_day(home: &Home, today: &str, args: &[&str]) -> Command {
    let mut command = home.annabella(args);
    command
        .env("ANNABELLA_TODAY", today)
        .args(["--voice", "text"]);
    command
}

/// The card files `card-1.txt` (a link to the player's thesis) and
/// `card-1.brf` (a hard link to the player's notes) stand in the game's
/// folder when the first card is sent: the thesis stays byte for byte, the
/// link stays a link and is named; the notes keep what they held, as a
/// card written whole is a new file; the move is in the game's file.
#[test]
fn a_card_behind_a_link_is_refused_and_what_it_names_stays() {
    let home = Home::new("links", "card");
    let new = common::run_typed(
        on_day(
            &home,
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
        ),
        "quit\n",
    );
    assert!(new.status.success(), "{}", stderr(&new));
    let folder = home.games().join("correspondence/bob");
    let thesis = marker(&home, "thesis.txt", THESIS);
    let notes = marker(&home, "notes.brf", "MY NOTES\n");
    let card = folder.join("card-1.txt");
    symlink(&thesis, &card).expect("link");
    std::fs::hard_link(&notes, folder.join("card-1.brf")).expect("hard link");

    let output = common::run_typed(on_day(&home, "2026-11-12", &["corr", "bob"]), "e4\nsend\n");
    let out = as_read(&stdout(&output));
    assert!(output.status.success(), "{out}{}", stderr(&output));
    assert_kept(&thesis, THESIS);
    assert_link(&card);
    assert_kept(&notes, "MY NOTES\n");
    assert!(
        out.contains(&format!(
            "Karte nicht geschrieben ({LINK}): {}",
            card.display()
        )),
        "{out}"
    );
    // The card was printed, the braille card written, and the move kept.
    assert!(out.contains("Mein Zug: 1. e4 (5254)"), "{out}");
    let brf = std::fs::read_to_string(folder.join("card-1.brf")).expect("braille card");
    // "Mein Zug: 1." in German braille (`lou_translate --forward
    // en-us-brf.dis,de-g1.ctb`), then the move in the chess code.
    assert!(brf.contains("M%N ZUG3 #A' E4"), "{brf}");
    let game = std::fs::read_to_string(folder.join("bob.pgn")).expect("the game");
    assert!(game.contains("1. e4"), "{game}");
}

/// A game's folder `correspondence/NAME` that is a link to a folder
/// elsewhere: a new game of that name is refused, and so is opening one,
/// in one line naming the link; nothing is made or changed there.
#[test]
fn a_games_folder_of_its_own_that_is_a_link_is_refused() {
    let home = Home::new("links", "corr-folder");
    let correspondence = home.games().join("correspondence");
    std::fs::create_dir_all(&correspondence).expect("folder");
    let elsewhere = home.path("elsewhere");
    std::fs::create_dir_all(&elsewhere).expect("folder");
    let bob = correspondence.join("bob");
    symlink(&elsewhere, &bob).expect("link");
    let output = common::run_typed(
        on_day(
            &home,
            "2026-11-10",
            &["corr", "new", "bob", "--color", "white"],
        ),
        "e4\nsend\nquit\n",
    );
    let said = as_read(&format!("{}{}", stdout(&output), stderr(&output)));
    assert!(
        said.contains(&format!("{} geht nicht ({LINK}).", bob.display())),
        "{said}"
    );
    assert!(
        names_in(&elsewhere).is_empty(),
        "{:?}",
        names_in(&elsewhere)
    );
    assert_link(&bob);

    // A game of the player's own moved away, and a link put in its place.
    let made = common::run_typed(
        on_day(
            &home,
            "2026-11-10",
            &["corr", "new", "carl", "--color", "white"],
        ),
        "quit\n",
    );
    assert!(made.status.success(), "{}", stderr(&made));
    let moved = home.path("moved");
    std::fs::rename(correspondence.join("carl"), &moved).expect("moved");
    let carl = correspondence.join("carl");
    symlink(&moved, &carl).expect("link");
    let before = std::fs::read(moved.join("carl.pgn")).expect("the game");
    let output = common::run_typed(on_day(&home, "2026-11-12", &["corr", "carl"]), "e4\nsend\n");
    let said = as_read(&format!("{}{}", stdout(&output), stderr(&output)));
    assert!(
        said.contains(&format!("{} geht nicht ({LINK}).", carl.display())),
        "{said}"
    );
    assert_eq!(
        std::fs::read(moved.join("carl.pgn")).expect("the game"),
        before
    );
    assert_eq!(names_in(&moved), ["carl.pgn"]);
}

/// `annabella iccf` against a small XfCC server, in this home.
fn iccf(home: &Home, fake: &Fake) -> Command {
    let mut command = home.annabella(&["iccf", "--server", &fake.url(), "--voice", "text"]);
    command
        .env("ANNABELLA_ICCF_USER", "anna")
        .env("ANNABELLA_ICCF_PASSWORD", "geheim");
    command
}

fn one_server_game() -> World {
    World {
        user: "anna".into(),
        password: "geheim".into(),
        games: vec![Game {
            id: "4711".into(),
            white: "Anna".into(),
            black: "Bob".into(),
            event: "WS/O/123".into(),
            has_white: true,
            result: "Ongoing".into(),
            days_player: 3,
            days_opponent: 30,
            replies: [("e5".to_owned(), String::new(), false)].into(),
            ..Game::default()
        }],
        ..World::default()
    }
}

/// The fallback folder this home's games go to when their own place
/// cannot be used.
fn fallback(home: &Home) -> PathBuf {
    home.path("tmp/annabella-games-tester")
}

/// `games/iccf-4711.pgn` a link to another file: the file stays byte for
/// byte, the link is named, and the game is saved after every move in the
/// folder the player is told of.
#[test]
fn a_server_game_behind_a_link_is_saved_elsewhere_and_said() {
    let home = Home::new("links", "iccf");
    std::fs::create_dir_all(home.games()).expect("games folder");
    let thesis = marker(&home, "thesis.txt", THESIS);
    let link = home.games().join("iccf-4711.pgn");
    symlink(&thesis, &link).expect("link");
    let fake = Fake::start(one_server_game());
    let mut talk = Talk::start(iccf(&home, &fake));
    let said = talk.wait_for(&format!("Speichern fehlgeschlagen ({LINK}):"));
    let instead = fallback(&home).join("iccf-4711.pgn");
    talk.wait_for(&instead.display().to_string());
    talk.say("e4");
    talk.wait_for("ICCF hat angenommen.");
    talk.wait_for("Bauer Eva fünf");
    let out = talk.quit();
    assert!(
        as_read(&out).contains(&link.display().to_string()),
        "{said}\n{out}"
    );
    assert_kept(&thesis, THESIS);
    assert_link(&link);
    let saved = std::fs::read_to_string(&instead).expect("the game is kept");
    assert!(saved.contains("1. e4 e5"), "{saved}");
}

/// A lichess game `g1` with no move yet, Anna as White.
fn lichess() -> Server {
    let full = r#"{"id":"g1","variant":{"key":"standard","name":"Standard","short":"Std"},"speed":"correspondence","perf":{"name":"Correspondence"},"rated":false,"createdAt":1745112707998,"white":{"id":"anna","name":"Anna","title":null,"rating":1751},"black":{"id":"bob","name":"Bob","title":null,"rating":1021},"initialFen":"startpos","daysPerTurn":3,"type":"gameFull","state":{"type":"gameState","moves":"","wtime":2147483647,"btime":2147483647,"winc":0,"binc":0,"status":"started"}}"#;
    Server::scripted(move |route| match route {
        "GET /api/account" => Answer::ok(r#"{"id":"anna","username":"Anna"}"#),
        "GET /api/account/playing?nb=50" => Answer::ok(r#"{"nowPlaying":[]}"#),
        "GET /api/stream/event" => Answer::Stream(Vec::new()),
        "GET /api/board/game/stream/g1" => Answer::Stream(vec![full.to_owned()]),
        "POST /api/token/test" => Answer::ok(&format!(
            r#"{{"{TOKEN}":{{"scopes":"board:play","userId":"anna","expires":null}}}}"#
        )),
        _ => Answer::not_found(),
    })
}

/// `games/lichess-g1.pgn` a link to another file: the same.
#[test]
fn a_lichess_game_behind_a_link_is_saved_elsewhere_and_said() {
    let home = Home::new("links", "lichess");
    std::fs::create_dir_all(home.games()).expect("games folder");
    let thesis = marker(&home, "thesis.txt", THESIS);
    let link = home.games().join("lichess-g1.pgn");
    symlink(&thesis, &link).expect("link");
    let server = lichess();
    let mut command = home.annabella(&[
        "online",
        "--game",
        "g1",
        "--server",
        &server.url,
        "--line",
        "--voice",
        "text",
    ]);
    command.env("LICHESS_TOKEN", TOKEN);
    let output = common::run_typed(command, "quit\n");
    let out = as_read(&stdout(&output));
    assert!(output.status.success(), "{out}{}", stderr(&output));
    assert!(
        out.contains(&format!(
            "Speichern fehlgeschlagen ({LINK}): {}",
            link.display()
        )),
        "{out}"
    );
    let instead = fallback(&home).join("lichess-g1.pgn");
    assert!(out.contains(&instead.display().to_string()), "{out}");
    assert_kept(&thesis, THESIS);
    assert_link(&link);
    let saved = std::fs::read_to_string(&instead).expect("the game is kept");
    assert!(saved.contains("/g1\"]"), "{saved}");
}

/// A new game's file replaced by a link while the game is played: the
/// next move is not written through it; the game goes on in the fallback
/// folder, said in one line naming the link, with every move.
#[test]
fn a_link_put_in_place_of_a_games_file_is_not_written_through() {
    let home = Home::new("links", "save");
    let thesis = marker(&home, "thesis.txt", THESIS);
    let mut talk = Talk::start(home.annabella(&[
        "play", "--line", "--voice", "text", "--white", "human", "--black", "human",
    ]));
    talk.wait_for("Gespeichert wird nach jedem Zug in:");
    talk.say("e4");
    talk.wait_for("Bauer Eva vier");
    let names = names_in(&home.games());
    let [name] = names.as_slice() else {
        panic!("{names:?}");
    };
    let save = home.games().join(name);
    std::fs::remove_file(&save).expect("removed");
    symlink(&thesis, &save).expect("link");
    talk.say("e5");
    let said = talk.wait_for(&format!("Speichern fehlgeschlagen ({LINK}):"));
    talk.say("Nf3");
    talk.wait_for("Springer Felix drei");
    let out = talk.quit();
    assert!(
        as_read(&out).contains(&save.display().to_string()),
        "{said}\n{out}"
    );
    assert_kept(&thesis, THESIS);
    assert_link(&save);
    let instead = fallback(&home).join(name);
    let saved = std::fs::read_to_string(&instead).expect("the game is kept");
    assert!(saved.contains("1. e4 e5 2. Nf3"), "{saved}");
}

/// Plain `resume` chooses the newest game of the games folder: a link
/// there (to a club's file with an unfinished game) is not played through,
/// but named; the club's file stays byte for byte. Named by the player,
/// the same file through the same link is the player's choice.
#[test]
fn plain_resume_plays_no_game_through_a_link() {
    let home = Home::new("links", "resume");
    std::fs::create_dir_all(home.games()).expect("games folder");
    let club_text = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[WhiteType \"human\"]\n[BlackType \"human\"]\n\n1. d4 *\n";
    let club = marker(&home, "club.pgn", club_text);
    let link = home.games().join("game-2026-01-01-120000.pgn");
    symlink(&club, &link).expect("link");
    let output = home.typed(&["resume", "--voice", "text"], "d5\nquit\n");
    let err = as_read(&stderr(&output));
    assert_eq!(output.status.code(), Some(2), "{}{err}", stdout(&output));
    assert_eq!(err.matches("annabella:").count(), 1, "{err}");
    assert!(
        err.contains(&format!("{} geht nicht ({LINK}).", link.display())),
        "{err}"
    );
    assert_kept(&club, club_text);
    assert_link(&link);
    let output = home.typed(
        &["resume", link.to_str().expect("path"), "--voice", "text"],
        "d5\nquit\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        std::fs::read_to_string(&club)
            .expect("read")
            .contains("1. d4 d5")
    );
}

/// A whole games folder that the player has made a link to a folder of
/// their own (a synced one) is followed: the game is saved there.
#[test]
fn a_games_folder_the_player_linked_elsewhere_is_followed() {
    let home = Home::new("links", "synced");
    let synced = home.path("synced");
    std::fs::create_dir_all(&synced).expect("folder");
    std::fs::create_dir_all(home.path("data/annabella")).expect("folder");
    symlink(&synced, home.games()).expect("link");
    let output = home.typed(
        &[
            "play", "--line", "--voice", "text", "--white", "human", "--black", "human",
        ],
        "e4\nquit\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let names = names_in(&synced);
    assert_eq!(names.len(), 1, "{names:?}");
    let saved = std::fs::read_to_string(synced.join(&names[0])).expect("saved");
    assert!(saved.contains("1. e4"), "{saved}");
}

/// The token kept by `online login` and the ICCF login kept by `iccf
/// login`: a link at their names is refused in one line that names it,
/// and what it points to stays byte for byte.
#[test]
fn a_secret_is_never_written_through_a_link() {
    let home = Home::new("links", "secrets");
    let config = home.path("config/annabella");
    std::fs::create_dir_all(&config).expect("config folder");
    let thesis = marker(&home, "thesis.txt", THESIS);
    let token = config.join("lichess-token");
    symlink(&thesis, &token).expect("link");
    let server = lichess();
    let output = home.typed(
        &[
            "online",
            "login",
            "--server",
            &server.url,
            "--voice",
            "text",
        ],
        &format!("{TOKEN}\n"),
    );
    let said = as_read(&format!("{}{}", stdout(&output), stderr(&output)));
    assert_eq!(output.status.code(), Some(2), "{said}");
    assert!(said.contains(&token.display().to_string()), "{said}");
    assert!(said.contains(LINK), "{said}");
    assert!(!said.contains(TOKEN), "{said}");
    assert_kept(&thesis, THESIS);
    assert_link(&token);

    let fake = Fake::start(one_server_game());
    let login = config.join("iccf-login");
    symlink(&thesis, &login).expect("link");
    let mut command =
        home.annabella(&["iccf", "login", "--server", &fake.url(), "--voice", "text"]);
    command.env_remove("ANNABELLA_ICCF_USER");
    let output = common::run_typed(command, "anna\ngeheim\n");
    let said = as_read(&format!("{}{}", stdout(&output), stderr(&output)));
    assert_eq!(output.status.code(), Some(2), "{said}");
    assert!(said.contains(&login.display().to_string()), "{said}");
    assert!(said.contains(LINK), "{said}");
    assert!(!said.contains("geheim"), "{said}");
    assert_kept(&thesis, THESIS);
    assert_link(&login);
}

/// A login kept in a file the player names, `notes.txt`: a file of the
/// player's that happens to be called `notes.part` beside it is theirs,
/// and stays.
#[test]
fn keeping_a_login_touches_no_other_file() {
    let home = Home::new("links", "login-file");
    let part = marker(&home, "notes.part", "my notes, part two\n");
    let file = home.path("notes.txt");
    let fake = Fake::start(one_server_game());
    let mut command = home.annabella(&[
        "iccf",
        "login",
        "--login-file",
        file.to_str().expect("path"),
        "--server",
        &fake.url(),
        "--voice",
        "text",
    ]);
    command.env_remove("ANNABELLA_ICCF_USER");
    let output = common::run_typed(command, "anna\ngeheim\n");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_kept(&part, "my notes, part two\n");
    assert_eq!(
        std::fs::read_to_string(&file)
            .expect("kept")
            .lines()
            .collect::<Vec<_>>(),
        ["anna", "geheim"]
    );
}
