//! What a server (or a token file) sends that annabella cannot trust or
//! read: each gets one clear line, in time, and the token never leaves
//! where it should not. A small server on 127.0.0.1 answers each test as
//! scripted; field types are those of the lichess API's OpenAPI description
//! (`lichess-org/api`, `doc/specs/schemas/GameFullEvent.yaml`,
//! `GameStateEvent.yaml`, `GameEventPlayer.yaml`). Nothing here reaches the
//! internet.
#![cfg(unix)]

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::lichess::{Answer, Home, Server, TOKEN};

/// Anna's account, with no game going on and an event stream that stays
/// quiet; `None` for any other route.
fn account(route: &str) -> Option<Answer> {
    match route {
        "GET /api/account" => Some(Answer::ok(r#"{"id":"anna","username":"Anna"}"#)),
        "GET /api/account/playing?nb=50" => Some(Answer::ok(r#"{"nowPlaying":[]}"#)),
        "GET /api/stream/event" => Some(Answer::Stream(Vec::new())),
        _ => None,
    }
}

/// A game `g1` whose first line is `full`; the account is Anna's.
fn lichess_with(full: String) -> Server {
    Server::scripted(move |route| {
        account(route).unwrap_or_else(|| match route {
            "GET /api/board/game/stream/g1" => Answer::Stream(vec![full.clone()]),
            _ => Answer::not_found(),
        })
    })
}

/// The published example of `GameFullEvent.yaml`, Anna as White, with
/// `change` made to it.
fn game_full(change: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut full: serde_json::Value = serde_json::from_str(
        r#"{"id":"g1","variant":{"key":"standard","name":"Standard","short":"Std"},"speed":"rapid","perf":{"name":"Rapid"},"rated":false,"createdAt":1745112707998,"white":{"id":"anna","name":"Anna","title":null,"rating":1751},"black":{"id":"bob","name":"Bob","title":null,"rating":1021},"initialFen":"startpos","clock":{"initial":900000,"increment":0},"type":"gameFull","state":{"type":"gameState","moves":"","wtime":900000,"btime":900000,"winc":0,"binc":0,"status":"started"}}"#,
    )
    .expect("the published example");
    change(&mut full);
    full.to_string()
}

/// Runs `command` with `input` typed; fails the test when it has not ended
/// after `limit` (it is then killed): annabella never hangs without a word.
fn within(command: Command, input: &str, limit: Duration) -> Output {
    let mut child = common::spawn_typed(command, input);
    let deadline = Instant::now() + limit;
    while child.try_wait().expect("waits").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let output = child.wait_with_output().expect("ends");
            panic!(
                "still running after {limit:?}: {}{}",
                common::stdout(&output),
                common::stderr(&output)
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().expect("ends")
}

/// A first `gameFull` that cannot be read as the API describes it gets one
/// line, at once; a rating, which annabella does not use, is no reason to
/// refuse a game.
#[test]
fn a_first_game_line_that_cannot_be_read_is_said_at_once() {
    let home = Home::new("online-outside", "unreadable");
    type Change = fn(&mut serde_json::Value);
    let broken: [(&str, Change); 5] = [
        ("daysPerTurn", |f| {
            f["daysPerTurn"] = 4_294_967_296u64.into()
        }),
        ("wtime 1e300", |f| f["state"]["wtime"] = 1e300.into()),
        ("wtime -5", |f| f["state"]["wtime"] = (-5).into()),
        ("clock", |f| f["clock"]["initial"] = 90.5.into()),
        ("btime", |f| f["state"]["btime"] = "soon".into()),
    ];
    for (what, change) in broken {
        let lichess = lichess_with(game_full(change));
        let output = within(
            home.command(&lichess.url, &["--game", "g1"]),
            "quit\n",
            Duration::from_secs(15),
        );
        assert_eq!(output.status.code(), Some(2), "{what}");
        let err = common::one_line(&common::stderr(&output));
        assert!(
            err.starts_with("annabella: lichess sends a game annabella cannot read (")
                && err.ends_with("); it is not opened.\n")
                && err.lines().count() == 1,
            "{what}: {err}"
        );
    }
    let lichess = lichess_with("this is not JSON".to_owned());
    let output = within(
        home.command(&lichess.url, &["--game", "g1"]),
        "quit\n",
        Duration::from_secs(15),
    );
    assert!(
        common::one_line(&common::stderr(&output))
            .starts_with("annabella: lichess sends a game annabella cannot"),
        "{}",
        common::stderr(&output)
    );
    for rating in [serde_json::json!(1500.5), serde_json::json!(1e300)] {
        let lichess = lichess_with(game_full(|f| f["white"]["rating"] = rating.clone()));
        let output = within(
            home.command(&lichess.url, &["--game", "g1"]),
            "quit\n",
            Duration::from_secs(15),
        );
        assert!(
            common::stdout(&output).contains("Game g1 against Bob; you play White."),
            "{}{}",
            common::stdout(&output),
            common::stderr(&output)
        );
    }
}

/// A game's stream that brings only keep-alive lines, never the
/// `gameFull` the API sends first, is not waited on forever.
#[test]
fn a_game_stream_of_keep_alives_only_is_not_waited_on() {
    let home = Home::new("online-outside", "keepalive");
    let lichess =
        Server::scripted(|route| account(route).unwrap_or_else(|| Answer::Stream(Vec::new())));
    let output = within(
        home.command(&lichess.url, &["--game", "g1"]),
        "",
        Duration::from_secs(20),
    );
    assert_eq!(
        common::one_line(&common::stderr(&output)),
        format!(
            "annabella: {} cannot be reached (the game's stream brings no game, only empty \
lines).\n",
            lichess.url
        )
    );
}

/// `/api/account` answered a byte every three seconds: the per-read limit
/// never fires, the limit on the whole answer does.
#[test]
fn an_answer_dripping_a_byte_at_a_time_is_cut_off() {
    let lichess = Server::scripted(|route| match route {
        "GET /api/account" => Answer::Drip(
            r#"{"id":"anna","username":"Anna","perfs":{}}"#.into(),
            Duration::from_secs(3),
        ),
        _ => Answer::ok("{}"),
    });
    let home = Home::new("online-outside", "drip");
    let started = Instant::now();
    let output = within(home.command(&lichess.url, &[]), "", Duration::from_secs(45));
    assert!(started.elapsed() < Duration::from_secs(40));
    assert_eq!(
        common::one_line(&common::stderr(&output)),
        format!(
            "annabella: {} cannot be reached (no complete answer within 20 seconds).\n",
            lichess.url
        )
    );
}

/// `Retry-After: 100000` on the game's stream: annabella waits at most a
/// minute (what the API asks for), says so, and Ctrl-C ends the wait.
#[test]
fn a_huge_retry_after_is_capped_said_and_can_be_left() {
    let lichess =
        Server::scripted(|route| account(route).unwrap_or_else(|| Answer::too_many(100_000)));
    let home = Home::new("online-outside", "retry");
    let mut child = common::spawn_piped(home.command(&lichess.url, &["--game", "g1"]));
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let (send, said) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // The answer, over the two lines it is printed in.
        let mut line = String::new();
        let _ = out.read_line(&mut line);
        let _ = out.read_line(&mut line);
        let _ = send.send(common::one_line(&line));
    });
    let line = said.recv_timeout(Duration::from_secs(10));
    if line.is_err() {
        let _ = child.kill();
    }
    assert_eq!(
        line.as_deref(),
        Ok("lichess asks to wait: the next request goes in 60 seconds.\n")
    );
    // SAFETY: a signal to the child this test started.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    let deadline = Instant::now() + Duration::from_secs(5);
    while child.try_wait().expect("waits").is_none() {
        assert!(Instant::now() < deadline, "Ctrl-C did not end the wait");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The token travels over plain http only to this machine: to any other
/// address nothing is sent, not even the login's check.
#[test]
fn plain_http_to_another_machine_is_refused_before_anything_is_sent() {
    let home = Home::new("online-outside", "plain");
    for args in [&[][..], &["login"][..]] {
        let started = Instant::now();
        let output = within(
            home.command("http://192.0.2.1:9663", args),
            &format!("{TOKEN}\n"),
            Duration::from_secs(5),
        );
        // 192.0.2.1 is TEST-NET-1 (RFC 5737): a connection would hang
        // until the connect timeout, ten seconds.
        assert!(started.elapsed() < Duration::from_secs(3));
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(
            common::one_line(&common::stderr(&output)),
            "annabella: http://192.0.2.1:9663 is plain http to another machine: the token would \
travel readable on the way. Use https://, or http:// only to this machine (127.0.0.1, localhost).\n"
        );
    }
}

/// https to a server that speaks plain http, a 404 for the account, and a
/// token with a control character pasted into it: each named as what it is.
#[test]
fn unclear_faults_are_named_as_what_they_are() {
    let lichess = Server::scripted(|_| Answer::not_found());
    let home = Home::new("online-outside", "unclear");
    // A plain http server, as nginx answers what is no request: 400.
    let plain = TcpListener::bind("127.0.0.1:0").expect("a port");
    let https = format!("https://{}", plain.local_addr().expect("address"));
    std::thread::spawn(move || {
        for connection in plain.incoming() {
            let Ok(mut connection) = connection else {
                continue;
            };
            let _ = connection.read(&mut [0; 4096]);
            let _ = connection.write_all(
                b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            );
        }
    });
    let output = within(home.command(&https, &[]), "", Duration::from_secs(15));
    assert_eq!(
        common::one_line(&common::stderr(&output)),
        format!(
            "annabella: {https} cannot be reached (no secure connection: the server does not \
speak https; is it an http:// address?).\n"
        )
    );
    let output = within(home.command(&lichess.url, &[]), "", Duration::from_secs(15));
    assert_eq!(
        common::one_line(&common::stderr(&output)),
        format!(
            "annabella: {} does not know the lichess API (404 for the account): is it a lichess \
server?\n",
            lichess.url
        )
    );
    let before = lichess.log().len();
    let mut command = home.command(&lichess.url, &[]);
    command.env("LICHESS_TOKEN", "lip_annabella\u{1}test");
    let output = within(command, "", Duration::from_secs(15));
    assert_eq!(
        common::one_line(&common::stderr(&output)),
        "annabella: The lichess token has a character no token has (a control character or a \
space inside it): copy it again from lichess.org/account/oauth/token.\n"
    );
    assert_eq!(lichess.log().len(), before, "nothing was sent");
}

/// A move in the server's list that cannot be played is named as the
/// server's, not as a refusal; the server's FEN in an error line is cleaned.
#[test]
fn what_the_server_sends_wrong_is_named_as_the_servers() {
    let home = Home::new("online-outside", "servermove");
    let lichess = lichess_with(game_full(|f| f["state"]["moves"] = "e2e4 e2e4".into()));
    let output = within(
        home.command(&lichess.url, &["--game", "g1"]),
        "quit\n",
        Duration::from_secs(15),
    );
    let out = common::as_read(&common::stdout(&output));
    assert!(
        out.contains(
            "lichess sends a move that cannot be played here: e2e4 (half-move 2); the game \
stays at the move before it."
        ),
        "{out}"
    );
    assert!(!out.contains("lichess refuses"), "{out}");
    let lichess = lichess_with(game_full(|f| {
        f["initialFen"] = "8/8/8/\u{1b}[6n\u{7}\u{9b}2J/8/8/8/8 w - - 0 1".into();
    }));
    let output = within(
        home.command(&lichess.url, &["--game", "g1"]),
        "quit\n",
        Duration::from_secs(15),
    );
    // The FEN, cleaned, on a line of its own.
    let err = common::stderr(&output);
    assert!(
        err.starts_with("annabella:\nThe FEN cannot be read:"),
        "{err}"
    );
    assert!(err.contains("\n8/8/8/"), "{err}");
    assert!(
        !err.contains(['\u{1b}', '\u{7}', '\u{9b}']) && !err.contains("[6n"),
        "{err:?}"
    );
}

/// The PGN standard (8.1.1 and 7): a tag value is a string of printing
/// characters, a quote and a backslash escaped by a backslash. A `speed`
/// with a line break and a quote in it must leave one game in the file.
#[test]
fn a_servers_text_cannot_split_the_saved_game() {
    let home = Home::new("online-outside", "speed");
    let lichess = lichess_with(game_full(|f| {
        f["speed"] = "rapid\"]\n\n1. e4 *\n\n[Event \"forged\\".into();
    }));
    let output = within(
        home.command(&lichess.url, &["--game", "g1"]),
        "quit\n",
        Duration::from_secs(15),
    );
    assert!(output.status.success(), "{}", common::stderr(&output));
    let saved = home.saved("g1");
    let tags: Vec<&str> = saved.lines().filter(|l| l.starts_with('[')).collect();
    assert_eq!(
        tags.iter().filter(|l| l.starts_with("[Event ")).count(),
        1,
        "{saved}"
    );
    for tag in tags {
        let value = tag
            .split_once(" \"")
            .and_then(|(_, v)| v.strip_suffix("\"]"))
            .unwrap_or_else(|| panic!("not a tag pair: {tag}"));
        let mut chars = value.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => assert!(matches!(chars.next(), Some('\\' | '"')), "{tag}"),
                '"' => panic!("a quote not escaped: {tag}"),
                c => assert!(!c.is_control(), "{tag}"),
            }
        }
    }
    assert!(
        saved.contains("[Event \"lichess rapid\\\"]  1. e4 *  [Event \\\"forged\\\\ game\"]"),
        "{saved}"
    );
}

/// A token file others may read is refused as ssh refuses such a key, and
/// the player is told what to do.
#[test]
fn a_token_file_others_may_read_is_refused() {
    use std::os::unix::fs::PermissionsExt;
    let lichess = lichess_with(game_full(|_| {}));
    let home = Home::new("online-outside", "tokenfile");
    let file = home.0.join("token");
    std::fs::write(&file, format!("{TOKEN}\n")).expect("written");
    for mode in [0o644, 0o666] {
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(mode)).expect("mode");
        let mut command = home.command(&lichess.url, &["--token-file", file.to_str().unwrap()]);
        command.env_remove("LICHESS_TOKEN");
        let output = within(command, "", Duration::from_secs(15));
        assert_eq!(
            common::one_line(&common::stderr(&output)),
            format!(
                "annabella: The token file {0} may be read by others (mode {mode:04o}); it is not \
used. Run chmod 600 on it, then try again.\n",
                file.display()
            )
        );
    }
    assert!(lichess.log().is_empty(), "{:?}", lichess.log());
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).expect("mode");
    let mut command = home.command(&lichess.url, &["--token-file", file.to_str().unwrap()]);
    command.env_remove("LICHESS_TOKEN");
    let output = within(command, "", Duration::from_secs(15));
    assert!(
        common::stdout(&output).contains("No ongoing game."),
        "{}",
        common::stderr(&output)
    );
    // Someone else's file, as root can make one.
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        let path = std::ffi::CString::new(file.to_str().unwrap()).expect("path");
        // SAFETY: a file this test made; 65534 is nobody.
        assert_eq!(unsafe { libc::chown(path.as_ptr(), 65534, 65534) }, 0);
        let mut command = home.command(&lichess.url, &["--token-file", file.to_str().unwrap()]);
        command.env_remove("LICHESS_TOKEN");
        let output = within(command, "", Duration::from_secs(15));
        assert!(
            common::stderr(&output).contains("belongs to someone else"),
            "{}",
            common::stderr(&output)
        );
    }
}

/// A 429 for the account at the start is waited out as the API asks
/// (`Retry-After`), and said, not taken for the end.
#[test]
fn a_429_at_the_start_is_waited_out_and_said() {
    let asked = Arc::new(Mutex::new(0));
    let counted = asked.clone();
    let lichess = Server::scripted(move |route| {
        if route != "GET /api/account" {
            return account(route).unwrap_or_else(Answer::not_found);
        }
        let mut asked = counted.lock().unwrap();
        *asked += 1;
        if *asked == 1 {
            Answer::too_many(1)
        } else {
            account(route).unwrap_or_else(Answer::not_found)
        }
    });
    let home = Home::new("online-outside", "startwait");
    let output = within(home.command(&lichess.url, &[]), "", Duration::from_secs(15));
    assert_eq!(
        common::as_read(&common::stdout(&output)),
        "lichess asks to wait: the next request goes in 1 second. No ongoing game. annabella \
online seek or annabella online challenge NAME starts one. "
    );
    assert_eq!(*asked.lock().unwrap(), 2);
}
