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

use common::lichess::{Answer, Hold, Home, Server, TOKEN};
use common::proxy::{self, Proxy};

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
/// never fires, the limit on the whole answer does, and it is said as an
/// answer that began and was never whole.
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
            "annabella: {} cannot be reached (its answer began but was not whole after 20 \
seconds).\n",
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

/// With a proxy set in any of the variables programs read, the token for
/// a lichess on this machine goes to it directly, as the README promises
/// plain http only to this machine: the proxy gets not one byte, and the
/// server gets the requests (of `online login` too).
#[test]
fn the_token_for_this_machine_never_goes_to_a_proxy() {
    // `POST /api/token/test` as `tags/oauth/api-token-test.yaml` answers it.
    let lichess = Server::scripted(|route| {
        account(route).unwrap_or_else(|| {
            Answer::ok(&format!(
                r#"{{"{TOKEN}":{{"scopes":"board:play","userId":"anna","expires":null}}}}"#
            ))
        })
    });
    let proxy = Proxy::start();
    let home = Home::new("online-outside", "proxy");
    for variable in proxy::VARIABLES {
        let mut command = home.command(&lichess.url, &[]);
        command.env(variable, &proxy.url);
        let output = within(command, "", Duration::from_secs(15));
        assert!(
            common::stdout(&output).contains("No ongoing game."),
            "{variable}: {}{}",
            common::stdout(&output),
            common::stderr(&output)
        );
        let mut command = home.command(&lichess.url, &["login"]);
        command.env(variable, &proxy.url);
        let output = within(command, &format!("{TOKEN}\n"), Duration::from_secs(15));
        assert!(
            output.status.success(),
            "{variable}: {}{}",
            common::stdout(&output),
            common::stderr(&output)
        );
    }
    assert_eq!(proxy.seen(), "");
    assert_eq!(proxy.connections(), 0);
    let asked = lichess
        .requests()
        .iter()
        .filter(|r| r.route() == "GET /api/account" && r.authorized())
        .count();
    assert_eq!(asked, 2 * proxy::VARIABLES.len());
}

/// https to a machine elsewhere goes through the proxy the user set for
/// https, as curl's manual reads the variables (`https_proxy`, else
/// `all_proxy`, either in capitals): the proxy is asked to open a tunnel
/// (CONNECT, RFC 9110 9.3.6) and never sees the token. `http_proxy` is for
/// plain http and is not used for https; a host `no_proxy` names (itself,
/// a domain above it, or `*`) is reached directly. `lichess.invalid` is a
/// name that never resolves (RFC 6761).
#[test]
fn https_goes_through_the_proxy_the_user_set_for_it() {
    let home = Home::new("online-outside", "https-proxy");
    let server = "https://lichess.invalid";
    let run = |set: &[(&str, &str)]| {
        let mut command = home.command(server, &[]);
        for (variable, value) in set {
            command.env(variable, value);
        }
        within(command, "", Duration::from_secs(30))
    };
    for variable in ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
        let proxy = Proxy::start();
        let output = run(&[(variable, &proxy.url)]);
        let seen = proxy.seen();
        assert!(
            seen.starts_with("CONNECT lichess.invalid:443 HTTP/1.1\r\n"),
            "{variable}: {seen:?}"
        );
        assert!(!seen.contains(TOKEN), "{variable}: {seen:?}");
        assert_eq!(
            common::one_line(&common::stderr(&output)),
            format!("annabella: {server} cannot be reached (the proxy would not connect to it).\n"),
            "{variable}"
        );
    }
    // A SOCKS proxy (or none that can be read) is named, not passed by.
    for (variable, value) in [
        ("https_proxy", "socks5://127.0.0.1:1080"),
        ("ALL_PROXY", "::"),
    ] {
        let output = run(&[(variable, value)]);
        assert_eq!(
            common::one_line(&common::stderr(&output)),
            format!(
                "annabella: {server} cannot be reached (the proxy set in {variable} cannot be \
used: annabella takes http:// and https:// proxies).\n"
            ),
        );
    }
    for (variable, no_proxy) in [
        ("http_proxy", None),
        ("HTTP_PROXY", None),
        ("https_proxy", Some(("no_proxy", "lichess.invalid"))),
        ("https_proxy", Some(("NO_PROXY", "example.org, invalid"))),
        ("HTTPS_PROXY", Some(("no_proxy", ".invalid"))),
        ("ALL_PROXY", Some(("NO_PROXY", "*"))),
    ] {
        let proxy = Proxy::start();
        let mut set = vec![(variable, proxy.url.as_str())];
        set.extend(no_proxy);
        let output = run(&set);
        assert_eq!(proxy.connections(), 0, "{set:?}: {}", proxy.seen());
        assert_eq!(
            common::one_line(&common::stderr(&output)),
            format!("annabella: {server} cannot be reached (no server has that name).\n"),
            "{set:?}"
        );
    }
}

/// The files beside a token file that annabella did not make (here
/// `notes.part` beside `notes.txt`, and others of names a program writing
/// `notes.txt` whole might use) stay as they were, byte for byte, when
/// `online login --token-file notes.txt` keeps the token; nothing is left
/// beside it.
#[test]
fn keeping_a_token_touches_no_file_beside_it() {
    let lichess = Server::scripted(|route| {
        account(route).unwrap_or_else(|| {
            Answer::ok(&format!(
                r#"{{"{TOKEN}":{{"scopes":"board:play","userId":"anna","expires":null}}}}"#
            ))
        })
    });
    let home = Home::new("online-outside", "neighbours");
    let folder = home.0.join("notes");
    std::fs::create_dir_all(&folder).expect("a folder");
    let neighbours = [
        "notes.part",
        "notes.txt.part",
        ".notes.txt.part",
        "notes.tmp",
    ];
    for (n, name) in neighbours.iter().enumerate() {
        std::fs::write(folder.join(name), format!("note {n}: Nf3 was strong\n")).expect("written");
    }
    let file = folder.join("notes.txt");
    let command = home.command(
        &lichess.url,
        &["login", "--token-file", file.to_str().expect("a path")],
    );
    let output = within(command, &format!("{TOKEN}\n"), Duration::from_secs(15));
    assert!(
        output.status.success(),
        "{}{}",
        common::stdout(&output),
        common::stderr(&output)
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("kept"),
        format!("{TOKEN}\n")
    );
    for (n, name) in neighbours.iter().enumerate() {
        assert_eq!(
            std::fs::read(folder.join(name)).ok(),
            Some(format!("note {n}: Nf3 was strong\n").into_bytes()),
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

/// A lichess that sends annabella on (a redirect, RFC 9110 15.4) to an
/// address it refuses when named (`0.0.0.0`), or to any other: the
/// redirect is named in one line, and nothing goes to where it points,
/// not the token, not a request.
#[test]
fn a_redirect_is_named_and_never_followed() {
    let elsewhere = Server::scripted(|route| account(route).unwrap_or_else(Answer::not_found));
    let port = elsewhere.url.rsplit(':').next().expect("a port").to_owned();
    let home = Home::new("online-outside", "redirect");
    for (status, target) in [
        (
            "307 Temporary Redirect",
            format!("http://0.0.0.0:{port}/api/account"),
        ),
        ("302 Found", format!("http://127.0.0.1:{port}/api/account")),
        (
            "301 Moved Permanently",
            "http://192.0.2.1/api/account".to_owned(),
        ),
    ] {
        let to = target.clone();
        let redirecting = Server::start(move |_, reply| {
            reply.json_with(status, &[("Location", &to)], "");
        });
        for args in [&[][..], &["login"][..]] {
            let output = within(
                home.command(&redirecting.url, args),
                &format!("{TOKEN}\n"),
                Duration::from_secs(15),
            );
            assert_eq!(output.status.code(), Some(2), "{status}");
            assert_eq!(
                common::one_line(&common::stderr(&output)),
                format!(
                    "annabella: {} cannot be reached (it sends annabella on to {target}, which \
annabella does not follow; give the right address with --server).\n",
                    redirecting.url
                ),
                "{status} {args:?}"
            );
        }
        assert_eq!(redirecting.log().len(), 2, "{status}");
    }
    assert!(elsewhere.log().is_empty(), "{:?}", elsewhere.log());
}

/// `/api/account` taken and never answered: after the 20 seconds
/// annabella waits for a request, said as no answer at all, in one line.
#[test]
fn a_server_that_sends_nothing_is_said_as_silent() {
    let lichess = Server::start(|_, reply| {
        std::thread::sleep(Duration::from_secs(40));
        reply.json("500 Internal Server Error", "{}");
    });
    let home = Home::new("online-outside", "silent");
    let output = within(home.command(&lichess.url, &[]), "", Duration::from_secs(35));
    assert_eq!(
        common::one_line(&common::stderr(&output)),
        format!(
            "annabella: {} cannot be reached (it sent no answer within 20 seconds).\n",
            lichess.url
        )
    );
}

/// A move sent, and `quit` before lichess answers it (here it waits 20
/// seconds): annabella ends at once, while the server still holds the
/// request, and says that lichess had not answered it and where to see
/// whether it arrived.
#[test]
fn quit_with_a_move_unanswered_says_so_at_once() {
    let hold = Hold::new(Duration::from_secs(20));
    let held = hold.clone();
    let full = game_full(|f| {
        f["speed"] = "correspondence".into();
        f["clock"] = serde_json::Value::Null;
        f["daysPerTurn"] = 3.into();
    });
    let lichess = Server::start(move |request, reply| {
        let route = request.route();
        if route == "POST /api/board/game/g1/move/e2e4" {
            held.hold();
            reply.json("200 OK", r#"{"ok":true}"#);
            held.answered();
            return;
        }
        reply.send(account(&route).unwrap_or_else(|| match route.as_str() {
            "GET /api/board/game/stream/g1" => Answer::Stream(vec![full.clone()]),
            _ => Answer::not_found(),
        }));
    });
    let home = Home::new("online-outside", "quit-move");
    let mut talk = common::Talk::start(home.command(&lichess.url, &["--game", "g1"]));
    talk.wait_for("Game g1 against Bob");
    talk.say("e4");
    assert!(hold.wait_held(1, Duration::from_secs(30)), "no move came");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert_eq!(hold.answers(), 0, "annabella waited for the answer:\n{out}");
    assert!(status.success(), "{out}{err}");
    assert!(
        common::as_read(&out).contains(
            "lichess had not answered one request when you left; the game on lichess shows \
whether it arrived."
        ),
        "{out}"
    );
    hold.release();
}

/// A move lichess takes and never answers (here for 40 seconds): after
/// the 20 seconds annabella waits, it is said as no answer at all, and
/// the move is taken back here until lichess's game shows it, never said
/// as unsent.
#[test]
fn a_move_nobody_answers_is_said_as_unconfirmed() {
    let full = game_full(|f| {
        f["speed"] = "correspondence".into();
        f["clock"] = serde_json::Value::Null;
        f["daysPerTurn"] = 3.into();
    });
    let lichess = Server::start(move |request, reply| {
        let route = request.route();
        if route == "POST /api/board/game/g1/move/e2e4" {
            std::thread::sleep(Duration::from_secs(40));
            reply.json("200 OK", r#"{"ok":true}"#);
            return;
        }
        reply.send(account(&route).unwrap_or_else(|| match route.as_str() {
            "GET /api/board/game/stream/g1" => Answer::Stream(vec![full.clone()]),
            _ => Answer::not_found(),
        }));
    });
    let home = Home::new("online-outside", "unconfirmed");
    let mut talk = common::Talk::start(home.command(&lichess.url, &["--game", "g1"]));
    talk.wait_for("Game g1 against Bob");
    talk.say("e4");
    talk.wait_for(&format!(
        "{} cannot be reached (it sent no answer within 20 seconds).",
        lichess.url
    ));
    talk.wait_for(
        "lichess did not confirm the move, so it is taken back here; if lichess has it, it comes \
back with lichess's game.",
    );
    let out = talk.quit();
    assert!(!out.contains("the move was not sent"), "{out}");
}
