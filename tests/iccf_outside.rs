//! What reaches an XfCC server, and what annabella takes from one it
//! cannot trust: the password goes only where it is meant to (never to a
//! proxy on the way to this machine, never on to where a redirect points),
//! an answer beyond what annabella reads is refused in one line that names
//! the limits, a server that stalls or trickles is said as what it does,
//! and `quit` never waits for a server. A small XfCC server on 127.0.0.1
//! (tests/common/xfcc.rs) answers as SPEC section 12 and the public XfCC
//! clients describe; nothing here reaches the internet.

mod common;

use std::process::Command;
use std::time::{Duration, Instant};

use common::TempDir;
use common::lichess::Hold;
use common::proxy::{self, Proxy};
use common::xfcc::{Fake, Game, World};

/// Anna (White) against Bob in game 101, her move.
fn world() -> World {
    World {
        user: "anna".into(),
        password: "geheim".into(),
        games: vec![Game {
            id: "101".into(),
            white: "Anna".into(),
            black: "Bob".into(),
            event: "WS/O/123".into(),
            has_white: true,
            result: "Ongoing".into(),
            days_player: 3,
            days_opponent: 30,
            ..Game::default()
        }],
        ..World::default()
    }
}

/// `annabella iccf ARGS` against the XfCC server at `url`, spoken as text
/// in German, with the login in the environment and no proxy set but
/// those the test sets.
fn iccf(home: &TempDir, url: &str, args: &[&str]) -> Command {
    let mut command = common::annabella_command();
    for variable in proxy::VARIABLES.into_iter().chain(["no_proxy", "NO_PROXY"]) {
        command.env_remove(variable);
    }
    command
        .env("XDG_DATA_HOME", home.join("data"))
        .env("HOME", home.path())
        .env("ANNABELLA_ICCF_USER", "anna")
        .env("ANNABELLA_ICCF_PASSWORD", "geheim")
        .arg("iccf")
        .args(["--server", url, "--voice", "text", "--scheme", "fide"])
        .args(args);
    command
}

/// With a proxy set in any of the variables programs read, the password
/// for an XfCC server on this machine goes to that server directly, as
/// the README promises plain http only to this machine: the proxy gets
/// not one byte, and the games are listed (after `iccf login` too).
#[test]
fn the_password_for_this_machine_never_goes_to_a_proxy() {
    let fake = Fake::start(world());
    let proxy = Proxy::start();
    let home = TempDir::new("iccf-outside-proxy");
    let file = home.join("iccf-login");
    let file = file.to_str().expect("a path");
    for variable in proxy::VARIABLES {
        let mut command = iccf(&home, &fake.url(), &[]);
        command.env(variable, &proxy.url);
        let output = common::run_typed(command, "quit\n");
        let out = common::stdout(&output);
        assert!(
            out.contains("1: 101 gegen Bob"),
            "{variable}: {out}{}",
            common::stderr(&output)
        );
        let mut command = iccf(&home, &fake.url(), &["login", "--login-file", file]);
        command
            .env_remove("ANNABELLA_ICCF_USER")
            .env(variable, &proxy.url);
        let output = common::run_typed(command, "anna\ngeheim\n");
        assert!(
            output.status.success(),
            "{variable}: {}{}",
            common::stdout(&output),
            common::stderr(&output)
        );
    }
    assert_eq!(proxy.seen(), "");
    assert_eq!(proxy.connections(), 0);
    assert_eq!(
        fake.world.lock().unwrap().log.len(),
        2 * proxy::VARIABLES.len()
    );
}

/// The files beside a login file that annabella did not make (here
/// `notes.part` beside `notes.txt`, and others of names like the ones a
/// program writing `notes.txt` whole might use) stay as they were, byte
/// for byte, when `iccf login --login-file notes.txt` keeps the login;
/// nothing is left beside it.
#[test]
fn keeping_a_login_touches_no_file_beside_it() {
    let fake = Fake::start(world());
    let home = TempDir::new("iccf-outside-neighbours");
    let folder = home.join("notes");
    std::fs::create_dir_all(&folder).expect("a folder");
    let neighbours = [
        "notes.part",
        "notes.txt.part",
        ".notes.txt.part",
        "notes.tmp",
    ];
    for (n, name) in neighbours.iter().enumerate() {
        std::fs::write(folder.join(name), format!("Notiz {n}: Sf3 war stark.\n")).expect("written");
    }
    let file = folder.join("notes.txt");
    let mut command = iccf(
        &home,
        &fake.url(),
        &["login", "--login-file", file.to_str().expect("a path")],
    );
    command.env_remove("ANNABELLA_ICCF_USER");
    let output = common::run_typed(command, "anna\ngeheim\n");
    assert!(
        output.status.success(),
        "{}{}",
        common::stdout(&output),
        common::stderr(&output)
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("kept"),
        "anna\ngeheim\n"
    );
    for (n, name) in neighbours.iter().enumerate() {
        assert_eq!(
            std::fs::read(folder.join(name)).ok(),
            Some(format!("Notiz {n}: Sf3 war stark.\n").into_bytes()),
            "{name}"
        );
    }
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .expect("the folder")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    let mut expected: Vec<String> = neighbours
        .iter()
        .chain(&["notes.txt"])
        .map(|name| (*name).to_owned())
        .collect();
    expected.sort();
    assert_eq!(names, expected);
}

/// An XfCC server that sends annabella on (a redirect: 301, 302, 307,
/// 308, RFC 9110 15.4) to an address it refuses when named (`0.0.0.0`,
/// plain http to another machine), or to any other: the redirect is
/// named in one line, and nothing goes to where it points, not the
/// password, not a request.
#[test]
fn a_redirect_is_named_and_never_followed() {
    let elsewhere = Fake::start(world());
    let port = elsewhere
        .server
        .url
        .rsplit(':')
        .next()
        .expect("a port")
        .to_owned();
    let home = TempDir::new("iccf-outside-redirect");
    for (status, target) in [
        (
            "307 Temporary Redirect",
            format!("http://0.0.0.0:{port}/XfccBasic.asmx"),
        ),
        (
            "308 Permanent Redirect",
            format!("http://127.0.0.1:{port}/XfccBasic.asmx"),
        ),
        ("302 Found", "http://192.0.2.1/XfccBasic.asmx".to_owned()),
        (
            "301 Moved Permanently",
            format!("https://localhost:{port}/XfccBasic.asmx"),
        ),
    ] {
        let to = target.clone();
        let redirecting = common::lichess::Server::start(move |_, reply| {
            reply.json_with(status, &[("Location", &to)], "");
        });
        let url = format!("{}/XfccBasic.asmx", redirecting.url);
        for args in [&[][..], &["login"][..]] {
            let mut command = iccf(&home, &url, args);
            if !args.is_empty() {
                command.env_remove("ANNABELLA_ICCF_USER");
            }
            let output = common::run_typed(command, "anna\ngeheim\n");
            assert_eq!(output.status.code(), Some(2), "{status}");
            assert_eq!(
                common::one_line(&common::stderr(&output)),
                format!(
                    "annabella: ICCF-Server nicht erreicht: er schickt annabella weiter an \
{target}, und dem folgt annabella nicht; die richtige Adresse mit --server angeben.\n"
                ),
                "{status} {args:?}"
            );
            assert!(!common::stdout(&output).contains("101"), "{status}");
        }
        assert_eq!(redirecting.log().len(), 2, "{status}");
    }
    assert!(elsewhere.world.lock().unwrap().log.is_empty());
    assert!(elsewhere.server.log().is_empty());
}

/// A `GetMyGames` answer as an XfCC server writes it, holding `games`.
fn answer(games: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<soap:Envelope \
         xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>\
         <GetMyGamesResponse xmlns=\"{}\"><GetMyGamesResult>{games}</GetMyGamesResult>\
         </GetMyGamesResponse></soap:Body></soap:Envelope>",
        common::xfcc::NAMESPACE
    )
}

/// Game `id` against Bob, Anna's move, with `more` among its fields.
fn game(id: usize, more: &str) -> String {
    format!(
        "<XfccGame><id>{id}</id><white>Anna</white><black>Bob</black><event>WS/O/123</event>\
         <myTurn>true</myTurn><hasWhite>true</hasWhite>{more}<moves></moves>\
         <daysPlayer>3</daysPlayer><result>Ongoing</result></XfccGame>"
    )
}

/// An answer beyond what annabella reads (a game of a million empty
/// fields within the 4 MB an answer may have, more than 4 MB, more than
/// 1000 games, a field of more than 64 KB) is refused in one line that
/// names the limits, and nothing of it is listed; within them, fields
/// annabella does not know are passed over and the game is listed.
#[test]
fn an_answer_beyond_the_limits_is_refused_naming_them() {
    let home = TempDir::new("iccf-outside-limits");
    let refused = [
        (
            "a million empty fields",
            answer(&game(101, &"<x/>".repeat(1_000_000))),
        ),
        (
            "more than 4 MB",
            answer(&format!("{}{}", game(101, ""), " ".repeat(4 * 1024 * 1024))),
        ),
        (
            "1001 games",
            answer(&(1..=1001).map(|id| game(id, "")).collect::<String>()),
        ),
        (
            "a message of 65 KB",
            answer(&game(
                101,
                &format!("<message>{}</message>", "a".repeat(65 * 1024)),
            )),
        ),
    ];
    for (what, body) in refused {
        assert!(what != "a million empty fields" || body.len() < 4 * 1024 * 1024);
        let server = common::lichess::Server::start(move |_, reply| reply.xml("200 OK", &body));
        let url = format!("{}/XfccBasic.asmx", server.url);
        let output = common::run_typed(iccf(&home, &url, &[]), "quit\n");
        assert_eq!(output.status.code(), Some(2), "{what}");
        assert_eq!(
            common::one_line(&common::stderr(&output)),
            "annabella: Die Antwort des Servers enthält mehr, als annabella liest (höchstens 4 MB, \
1000 Partien, 100 Felder je Partie, 64 KB je Feld); nichts davon wird übernommen.\n",
            "{what}"
        );
        assert!(!common::stdout(&output).contains("gegen Bob"), "{what}");
    }
    let within = answer(&game(101, &"<serverInfo/><x>1</x>".repeat(40)));
    let server = common::lichess::Server::start(move |_, reply| reply.xml("200 OK", &within));
    let url = format!("{}/XfccBasic.asmx", server.url);
    let output = common::run_typed(iccf(&home, &url, &[]), "quit\n");
    assert!(
        common::as_read(&common::stdout(&output))
            .contains("1: 101 gegen Bob (WS/O/123), du bist am Zug"),
        "{}{}",
        common::stdout(&output),
        common::stderr(&output)
    );
}

/// annabella in line mode, its printed lines read as they come.
struct Reading {
    child: std::process::Child,
    lines: std::sync::mpsc::Receiver<String>,
    heard: String,
}

impl Reading {
    fn start(command: Command) -> Reading {
        let mut child = common::spawn_piped(command);
        let stdout = child.stdout.take().expect("stdout");
        let (send, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Reading {
            child,
            lines,
            heard: String::new(),
        }
    }

    fn say(&mut self, line: &str) {
        use std::io::Write;
        let stdin = self.child.stdin.as_mut().expect("input");
        writeln!(stdin, "{line}").expect("typed");
        stdin.flush().expect("typed");
    }

    /// Reads until `text` is printed (over lines, as a reader reads them);
    /// fails the test after `limit`.
    fn wait_for(&mut self, text: &str, limit: Duration) {
        let deadline = Instant::now() + limit;
        while !common::as_read(&self.heard).contains(text) {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.heard.push_str(&line);
                    self.heard.push('\n');
                }
                Err(_) => panic!("no {text:?} came; heard:\n{}", self.heard),
            }
        }
    }

    /// Waits for annabella to end (it must, within `limit`: a guard
    /// against a hang) and returns its status, all it printed as read,
    /// and its standard error.
    fn end(mut self, limit: Duration) -> (std::process::ExitStatus, String, String) {
        let deadline = Instant::now() + limit;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("waits") {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("annabella did not end; heard:\n{}", self.heard);
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.heard.push_str(&line);
            self.heard.push('\n');
        }
        let mut err = String::new();
        if let Some(mut stderr) = self.child.stderr.take() {
            use std::io::Read;
            let _ = stderr.read_to_string(&mut err);
        }
        (status, common::as_read(&self.heard), err)
    }
}

/// `refresh`, then `quit`, against a server that takes the refresh and
/// does not answer it (here for 20 seconds, then it would): annabella
/// ends at once, while the server still holds the call, and says nothing
/// of a timeout that has not happened.
#[test]
fn quit_does_not_wait_for_a_server_that_does_not_answer() {
    let hold = Hold::new(Duration::from_secs(20));
    let fake = Fake::holding(world(), 1, hold.clone());
    let home = TempDir::new("iccf-outside-quit");
    let mut annabella = Reading::start(iccf(&home, &fake.url(), &[]));
    annabella.wait_for("Weiß: noch 3 T", Duration::from_secs(30));
    annabella.say("refresh");
    assert!(
        hold.wait_held(1, Duration::from_secs(30)),
        "no refresh came"
    );
    annabella.say("quit");
    let (status, out, err) = annabella.end(Duration::from_secs(60));
    assert_eq!(hold.answers(), 0, "annabella waited for the answer:\n{out}");
    assert!(status.success(), "{out}{err}");
    let after = out.split("Weiß: noch 3 T").nth(1).unwrap_or_default();
    assert!(!after.contains("ICCF-Server"), "{out}");
    hold.release();
}

/// A move sent, and `quit` before the server answers it (here it waits 20
/// seconds): annabella ends at once, while the server still holds the
/// call, and says that ICCF had not answered the move and where to see
/// whether it arrived.
#[test]
fn quit_with_a_move_unanswered_says_so_at_once() {
    let hold = Hold::new(Duration::from_secs(20));
    let fake = Fake::holding(world(), 1, hold.clone());
    let home = TempDir::new("iccf-outside-quit-move");
    let mut annabella = Reading::start(iccf(&home, &fake.url(), &[]));
    annabella.wait_for("Weiß: noch 3 T", Duration::from_secs(30));
    annabella.say("e4");
    annabella.wait_for("Sende 1. e4 an ICCF.", Duration::from_secs(30));
    assert!(hold.wait_held(1, Duration::from_secs(30)), "no move came");
    annabella.say("quit");
    let (status, out, err) = annabella.end(Duration::from_secs(60));
    assert_eq!(hold.answers(), 0, "annabella waited for the answer:\n{out}");
    assert!(status.success(), "{out}{err}");
    assert!(
        out.contains(
            "ICCF hatte auf 1. e4 nicht geantwortet, als du gegangen bist; das nächste annabella \
iccf zeigt, ob der Zug angekommen ist."
        ),
        "{out}"
    );
    hold.release();
}

/// A server that takes the call and sends nothing, and one that sends its
/// answer a byte a second: after the 30 seconds annabella waits for a
/// call, each is said as what it did, in one line.
#[test]
fn a_silent_server_and_a_trickling_one_are_said_as_what_they_do() {
    let home = TempDir::new("iccf-outside-slow");
    let silent = common::lichess::Server::start(|_, reply| {
        std::thread::sleep(Duration::from_secs(45));
        reply.xml("500 Internal Server Error", "");
    });
    let trickling = common::lichess::Server::start(|_, reply| {
        reply.trickle("200 OK", &answer(&game(101, "")), Duration::from_secs(1));
    });
    let expected = [
        (
            &silent,
            "annabella: ICCF-Server nicht erreicht: er hat in 30 Sekunden keine Antwort gesendet.\n",
        ),
        (
            &trickling,
            "annabella: ICCF-Server nicht erreicht: seine Antwort begann, war aber nach 30 Sekunden \
nicht vollständig.\n",
        ),
    ];
    let running: Vec<_> = expected
        .iter()
        .map(|(server, _)| {
            let url = format!("{}/XfccBasic.asmx", server.url);
            common::spawn_typed(iccf(&home, &url, &[]), "quit\n")
        })
        .collect();
    for (child, (_, said)) in running.into_iter().zip(expected) {
        let output = child.wait_with_output().expect("ends");
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(common::one_line(&common::stderr(&output)), said);
    }
}

/// `refresh` against a server that takes the call and sends nothing: the
/// timeout is said when it happens, while the game waits for the player,
/// as no answer at all after the 30 seconds annabella waits.
#[test]
fn a_refresh_nobody_answers_is_said_when_the_wait_is_over() {
    let hold = Hold::new(Duration::from_secs(50));
    let fake = Fake::holding(world(), 1, hold.clone());
    let home = TempDir::new("iccf-outside-refresh");
    let mut annabella = Reading::start(iccf(&home, &fake.url(), &[]));
    annabella.wait_for("Weiß: noch 3 T", Duration::from_secs(30));
    annabella.say("refresh");
    annabella.wait_for(
        "ICCF-Server nicht erreicht: er hat in 30 Sekunden keine Antwort gesendet.",
        Duration::from_secs(45),
    );
    annabella.say("quit");
    let (status, out, err) = annabella.end(Duration::from_secs(60));
    assert!(status.success(), "{out}{err}");
    hold.release();
}
