//! Online and correspondence play against a small lichess on 127.0.0.1,
//! started by each test: it speaks the Board API's documented endpoints
//! and NDJSON streams (field names as in `lichess-org/api`) and plays a
//! scripted sighted opponent. Nothing here reaches the internet.

mod common;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::Talk;

const TOKEN: &str = "lip_annabellatest";

/// One game on the little server.
#[derive(Default)]
struct Game {
    /// The player's colour: "white" or "black".
    color: &'static str,
    opponent: &'static str,
    days: Option<u32>,
    /// Clock in seconds (real-time games).
    clock: Option<(u64, u64)>,
    moves: Vec<String>,
    status: String,
    winner: Option<&'static str>,
    times: (u64, u64),
    draw_by_opponent: bool,
    /// The opponent's answer to each of the player's moves, by the number
    /// of half-moves before it.
    replies: HashMap<usize, &'static str>,
    /// Moves the server refuses, with its reason.
    refuse: HashMap<&'static str, &'static str>,
    /// The player's move that mates.
    mate: Option<&'static str>,
    /// Open streams of this game.
    streams: Vec<Sender<String>>,
}

#[derive(Default)]
struct World {
    games: HashMap<String, Game>,
    /// Every request, as `METHOD path`.
    log: Vec<String>,
    /// The form of every request that had one, by its path.
    forms: Vec<(String, String)>,
    /// Answer the next POSTs of moves with 429.
    too_many: u32,
    /// Close the game's stream after the player's next move, and refuse
    /// to open it again this many times.
    drop_after_move: bool,
    refuse_reopen: u32,
    /// The game a seek or a challenge starts.
    next_game: Option<(String, Game)>,
    events: Vec<Sender<String>>,
    /// Challenges are declined.
    decline: bool,
    /// Chat lines are answered a second late.
    slow_chat: bool,
}

struct Lichess {
    url: String,
    world: Arc<Mutex<World>>,
}

fn json_game_state(game: &Game) -> String {
    let mut state = serde_json::json!({
        "type": "gameState",
        "moves": game.moves.join(" "),
        "wtime": game.times.0,
        "btime": game.times.1,
        "winc": 0,
        "binc": 0,
        "status": game.status,
    });
    if let Some(winner) = game.winner {
        state["winner"] = winner.into();
    }
    if game.draw_by_opponent {
        let key = if game.color == "white" {
            "bdraw"
        } else {
            "wdraw"
        };
        state[key] = true.into();
    }
    state.to_string()
}

fn json_game_full(id: &str, game: &Game) -> String {
    let me = ("anna".to_owned(), "Anna");
    let them = (game.opponent.to_lowercase(), game.opponent);
    let (white, black) = if game.color == "white" {
        (me, them)
    } else {
        (them, me)
    };
    let mut full = serde_json::json!({
        "type": "gameFull",
        "id": id,
        "variant": {"key": "standard", "name": "Standard", "short": "Std"},
        "speed": if game.days.is_some() { "correspondence" } else { "rapid" },
        "perf": {"name": "Rapid"},
        "rated": false,
        "createdAt": 1_745_112_707_998u64,
        "white": {"id": white.0, "name": white.1, "title": null, "rating": 1500},
        "black": {"id": black.0, "name": black.1, "title": null, "rating": 1500},
        "initialFen": "startpos",
        "state": serde_json::from_str::<serde_json::Value>(&json_game_state(game)).unwrap(),
    });
    if let Some(days) = game.days {
        full["daysPerTurn"] = days.into();
    }
    if let Some((initial, increment)) = game.clock {
        full["clock"] =
            serde_json::json!({"initial": initial * 1000, "increment": increment * 1000});
    }
    full.to_string()
}

/// A request as read from the connection.
struct Request {
    method: String,
    path: String,
    authorized: bool,
    body: String,
}

fn read_request(stream: &mut BufReader<TcpStream>) -> Option<Request> {
    let mut first = String::new();
    stream.read_line(&mut first).ok()?;
    let mut parts = first.split_whitespace();
    let method = parts.next()?.to_owned();
    let path = parts.next()?.to_owned();
    let mut length = 0;
    let mut authorized = false;
    loop {
        let mut header = String::new();
        stream.read_line(&mut header).ok()?;
        let header = header.trim();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        match name.to_ascii_lowercase().as_str() {
            "content-length" => length = value.trim().parse().unwrap_or(0),
            "authorization" => authorized = value.trim() == format!("Bearer {TOKEN}"),
            _ => {}
        }
    }
    let mut body = vec![0; length];
    stream.read_exact(&mut body).ok()?;
    Some(Request {
        method,
        path,
        authorized,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

fn answer(stream: &mut TcpStream, status: &str, extra: &str, body: &str) {
    let _ = write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{extra}Connection: close\r\n\r\n{body}",
        body.len()
    );
}

/// Streams NDJSON lines from `lines` (chunked), with a keep-alive empty
/// line every half second, until the sender is dropped.
fn stream_lines(stream: &mut TcpStream, first: Vec<String>, lines: Receiver<String>) {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
    if stream.write_all(head.as_bytes()).is_err() {
        return;
    }
    let chunk = |stream: &mut TcpStream, text: &str| {
        let data = format!("{text}\n");
        stream
            .write_all(format!("{:x}\r\n{data}\r\n", data.len()).as_bytes())
            .and_then(|()| stream.flush())
    };
    for line in first {
        if chunk(stream, &line).is_err() {
            return;
        }
    }
    loop {
        match lines.recv_timeout(Duration::from_millis(500)) {
            Ok(line) => {
                if chunk(stream, &line).is_err() {
                    return;
                }
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                if chunk(stream, "").is_err() {
                    return;
                }
            }
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                let _ = stream.write_all(b"0\r\n\r\n");
                return;
            }
        }
    }
}

fn broadcast(game: &mut Game) {
    let line = json_game_state(game);
    game.streams.retain(|s| s.send(line.clone()).is_ok());
    if game.status != "started" {
        game.streams.clear();
    }
}

fn serve(world: Arc<Mutex<World>>, connection: TcpStream) {
    let mut reader = BufReader::new(connection.try_clone().expect("clone"));
    let Some(request) = read_request(&mut reader) else {
        return;
    };
    let mut stream = connection;
    let route = format!("{} {}", request.method, request.path);
    {
        let mut world = world.lock().unwrap();
        world.log.push(route.clone());
        if !request.body.is_empty() {
            world
                .forms
                .push((request.path.clone(), request.body.clone()));
        }
    }
    if !request.authorized {
        answer(
            &mut stream,
            "401 Unauthorized",
            "",
            r#"{"error":"No such token"}"#,
        );
        return;
    }
    let segments: Vec<&str> = request.path.split('?').next().unwrap().split('/').collect();
    match (request.method.as_str(), &segments[1..]) {
        ("GET", ["api", "account"]) => {
            answer(
                &mut stream,
                "200 OK",
                "",
                r#"{"id":"anna","username":"Anna"}"#,
            );
        }
        ("GET", ["api", "account", "playing"]) => {
            let world = world.lock().unwrap();
            let games: Vec<serde_json::Value> = world
                .games
                .iter()
                .filter(|(_, g)| g.status == "started")
                .map(|(id, g)| {
                    let my_turn = (g.moves.len() % 2 == 0) == (g.color == "white");
                    serde_json::json!({"gameId": id, "fullId": format!("{id}xxxx"), "color": g.color,
                        "fen": "", "hasMoved": !g.moves.is_empty(), "isMyTurn": my_turn, "lastMove": "",
                        "opponent": {"id": g.opponent.to_lowercase(), "username": g.opponent, "rating": 1500},
                        "perf": "rapid", "rated": false, "secondsLeft": 600, "source": "friend",
                        "speed": "rapid", "variant": {"key": "standard", "name": "Standard"}})
                })
                .collect();
            let my_turn = games.iter().filter(|g| g["isMyTurn"] == true).count();
            let body = serde_json::json!({"nbMyTurn": my_turn, "nowPlaying": games}).to_string();
            answer(&mut stream, "200 OK", "", &body);
        }
        ("GET", ["api", "stream", "event"]) => {
            let (send, lines) = channel();
            let first: Vec<String> = {
                let mut world = world.lock().unwrap();
                world.events.push(send);
                world
                    .games
                    .keys()
                    .map(|id| {
                        serde_json::json!({"type": "gameStart", "game": {"gameId": id, "fullId": id}})
                            .to_string()
                    })
                    .collect()
            };
            stream_lines(&mut stream, first, lines);
        }
        ("POST", ["api", "board", "seek"]) | ("POST", ["api", "challenge", _]) => {
            let mut world = world.lock().unwrap();
            let (id, game) = world.next_game.take().expect("a game to start");
            let real_time = request.body.contains("time=");
            // A real-time seek is held open, with keep-alive lines, until
            // an opponent comes (`api-board-seek.yaml`).
            let (seek_open, seek_lines) = channel::<String>();
            if segments[2] == "challenge" {
                answer(&mut stream, "200 OK", "", &format!(r#"{{"id":"{id}"}}"#));
            } else if real_time {
                let mut held = stream.try_clone().expect("clone");
                std::thread::spawn(move || stream_lines(&mut held, Vec::new(), seek_lines));
                std::thread::sleep(Duration::from_millis(700));
            } else {
                answer(&mut stream, "200 OK", "", r#"{"id":"seek1"}"#);
            }
            if !world.decline {
                world.games.insert(id.clone(), game);
            }
            let event = if world.decline {
                serde_json::json!({"type": "challengeDeclined", "challenge": {"id": id,
                    "destUser": {"id": "bob", "name": "Bob"}, "declineReason": "I'm not accepting challenges at the moment.", "declineReasonKey": "generic"}})
            } else {
                serde_json::json!({"type": "gameStart", "game": {"gameId": id, "fullId": id,
                    "opponent": {"id": "bob", "username": "Bob", "rating": 1500}}})
            };
            let event = event.to_string();
            world.events.retain(|s| s.send(event.clone()).is_ok());
            drop(seek_open);
        }
        ("POST", ["api", "board", "game", id, "chat"]) => {
            if world.lock().unwrap().slow_chat {
                std::thread::sleep(Duration::from_secs(1));
            }
            let mut world = world.lock().unwrap();
            let game = world.games.get_mut(*id).expect("game");
            answer(&mut stream, "200 OK", "", r#"{"ok":true}"#);
            let line = serde_json::json!({"type": "chatLine", "room": "player",
                "username": game.opponent, "text": "Thank you, and to you!"})
            .to_string();
            game.streams.retain(|s| s.send(line.clone()).is_ok());
        }
        ("POST", ["api", "board", "game", id, "claim-victory"]) => {
            let mut world = world.lock().unwrap();
            let game = world.games.get_mut(*id).expect("game");
            game.status = "timeout".into();
            game.winner = Some(game.color);
            answer(&mut stream, "200 OK", "", r#"{"ok":true}"#);
            broadcast(game);
        }
        ("GET", ["api", "board", "game", "stream", id]) => {
            let (send, lines) = channel();
            let first = {
                let mut world = world.lock().unwrap();
                let opened = world
                    .log
                    .iter()
                    .filter(|l| l.contains("/board/game/stream/"))
                    .count();
                if world.refuse_reopen > 0 && opened > 1 {
                    world.refuse_reopen -= 1;
                    drop(world);
                    answer(&mut stream, "503 Service Unavailable", "", "{}");
                    return;
                }
                let Some(game) = world.games.get_mut(*id) else {
                    drop(world);
                    answer(&mut stream, "404 Not Found", "", r#"{"error":"Not found"}"#);
                    return;
                };
                let full = json_game_full(id, game);
                if game.status == "started" {
                    game.streams.push(send);
                }
                vec![full]
            };
            stream_lines(&mut stream, first, lines);
        }
        ("POST", ["api", "board", "game", id, "move", uci]) => {
            let shared = world.clone();
            let mut world = world.lock().unwrap();
            if world.too_many > 0 {
                world.too_many -= 1;
                answer(
                    &mut stream,
                    "429 Too Many Requests",
                    "Retry-After: 1\r\n",
                    r#"{"error":"Too many requests"}"#,
                );
                return;
            }
            let drop_stream = std::mem::take(&mut world.drop_after_move);
            let Some(game) = world.games.get_mut(*id) else {
                answer(&mut stream, "404 Not Found", "", r#"{"error":"Not found"}"#);
                return;
            };
            if let Some(why) = game.refuse.get(uci) {
                answer(
                    &mut stream,
                    "400 Bad Request",
                    "",
                    &format!(r#"{{"error":"{why}"}}"#),
                );
                return;
            }
            game.moves.push((*uci).to_owned());
            game.draw_by_opponent = false;
            if game.mate == Some(*uci) {
                game.status = "mate".into();
                game.winner = Some(game.color);
            }
            if game.color == "white" {
                game.times.0 -= 2000;
            } else {
                game.times.1 -= 2000;
            }
            answer(&mut stream, "200 OK", "", r#"{"ok":true}"#);
            if drop_stream {
                game.streams.clear();
            } else {
                broadcast(game);
            }
            if let Some(reply) = game.replies.get(&(game.moves.len())).copied() {
                let world = shared;
                let id = (*id).to_owned();
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_millis(300));
                    let mut world = world.lock().unwrap();
                    let game = world.games.get_mut(&id).expect("game");
                    game.moves.push(reply.to_owned());
                    if game.color == "white" {
                        game.times.1 -= 3000;
                    } else {
                        game.times.0 -= 3000;
                    }
                    broadcast(game);
                });
            }
        }
        ("POST", ["api", "board", "game", id, "resign"]) => {
            let mut world = world.lock().unwrap();
            let game = world.games.get_mut(*id).expect("game");
            game.status = "resign".into();
            game.winner = Some(if game.color == "white" {
                "black"
            } else {
                "white"
            });
            answer(&mut stream, "200 OK", "", r#"{"ok":true}"#);
            broadcast(game);
        }
        ("POST", ["api", "board", "game", id, "draw", yes]) => {
            let mut world = world.lock().unwrap();
            let game = world.games.get_mut(*id).expect("game");
            if *yes == "yes" && game.draw_by_opponent {
                game.status = "draw".into();
            }
            game.draw_by_opponent = false;
            answer(&mut stream, "200 OK", "", r#"{"ok":true}"#);
            broadcast(game);
        }
        _ => answer(&mut stream, "404 Not Found", "", r#"{"error":"Not found"}"#),
    }
}

impl Lichess {
    fn start(world: World) -> Lichess {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
        let url = format!("http://{}", listener.local_addr().expect("address"));
        let world = Arc::new(Mutex::new(world));
        let shared = world.clone();
        std::thread::spawn(move || {
            for connection in listener.incoming() {
                let Ok(connection) = connection else { continue };
                let world = shared.clone();
                std::thread::spawn(move || serve(world, connection));
            }
        });
        Lichess { url, world }
    }

    /// The opponent offers a draw.
    fn offer_draw(&self, id: &str) {
        let mut world = self.world.lock().unwrap();
        let game = world.games.get_mut(id).expect("game");
        game.draw_by_opponent = true;
        broadcast(game);
    }

    /// The opponent leaves the game; the win can be claimed in `seconds`.
    fn opponent_leaves(&self, id: &str, seconds: u64) {
        let mut world = self.world.lock().unwrap();
        let game = world.games.get_mut(id).expect("game");
        let line = serde_json::json!({"type": "opponentGone", "gone": true,
            "claimWinInSeconds": seconds})
        .to_string();
        game.streams.retain(|s| s.send(line.clone()).is_ok());
    }

    /// A game of the player's starts elsewhere (a challenge accepted on
    /// the website).
    fn start_elsewhere(&self, id: &str, game: Game) {
        let mut world = self.world.lock().unwrap();
        world.games.insert(id.to_owned(), game);
        let event = serde_json::json!({"type": "gameStart", "game": {"gameId": id, "fullId": id,
            "opponent": {"id": "carol", "username": "Carol", "rating": 1500}}})
        .to_string();
        world.events.retain(|s| s.send(event.clone()).is_ok());
    }

    fn forms(&self) -> Vec<(String, String)> {
        self.world.lock().unwrap().forms.clone()
    }

    fn log(&self) -> Vec<String> {
        self.world.lock().unwrap().log.clone()
    }
}

/// A home of its own for each test: the games folder and the token file.
struct Home(PathBuf);

impl Home {
    fn new(name: &str) -> Home {
        let path =
            std::env::temp_dir().join(format!("annabella-online-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("home");
        Home(path)
    }

    fn command(&self, lichess: &Lichess, args: &[&str]) -> std::process::Command {
        self.command_at(&lichess.url, args)
    }

    fn command_at(&self, server: &str, args: &[&str]) -> std::process::Command {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"));
        command
            .arg("online")
            .args(args)
            .args([
                "--server", server, "--line", "--voice", "text", "--scheme", "english",
            ])
            .env("XDG_CONFIG_HOME", self.0.join("config"))
            .env("XDG_DATA_HOME", self.0.join("data"))
            .env("LICHESS_TOKEN", TOKEN);
        command
    }

    fn saved(&self, id: &str) -> String {
        std::fs::read_to_string(
            self.0
                .join(format!("data/annabella/games/lichess-{id}.pgn")),
        )
        .unwrap_or_default()
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn correspondence() -> Game {
    Game {
        color: "white",
        opponent: "Bob",
        days: Some(3),
        status: "started".into(),
        times: (3 * 86_400_000, 3 * 86_400_000),
        replies: HashMap::from([(1, "e7e5"), (3, "b8c6"), (5, "g8f6")]),
        mate: Some("h5f7"),
        ..Game::default()
    }
}

/// A correspondence game to the end: each of the opponent's moves said
/// with its side, the days left, the game saved after every move, and
/// mate found by the rules.
#[test]
fn a_correspondence_game_is_played_to_the_end() {
    let lichess = Lichess::start(World {
        games: HashMap::from([("corr1".to_owned(), correspondence())]),
        ..World::default()
    });
    let home = Home::new("corr");
    let mut talk = Talk::start(home.command(&lichess, &[]));
    talk.wait_for("One ongoing game; it is your move.");
    talk.wait_for("Game corr1 against Bob; you play White, correspondence, 3 days a move.");
    talk.say("c");
    talk.wait_for("White to move, 2 days 23 hours left.");
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    talk.wait_for("Black: Pawn Eva five");
    talk.say("Lc4");
    talk.wait_for("Black: Knight Cesar six");
    assert!(
        home.saved("corr1").contains("1. e4 e5 2. Bc4 Nc6"),
        "{}",
        home.saved("corr1")
    );
    talk.say("Qh5");
    talk.wait_for("Black: Knight Felix six");
    talk.say("Qxf7");
    talk.wait_for("White wins by checkmate");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    let saved = home.saved("corr1");
    assert!(saved.contains("4. Qxf7# 1-0"), "{saved}");
    assert!(saved.contains("[Site \""), "{saved}");
    let sent: Vec<String> = lichess
        .log()
        .into_iter()
        .filter(|l| l.contains("/move/"))
        .collect();
    assert_eq!(
        sent,
        vec![
            "POST /api/board/game/corr1/move/e2e4",
            "POST /api/board/game/corr1/move/f1c4",
            "POST /api/board/game/corr1/move/d1h5",
            "POST /api/board/game/corr1/move/h5f7",
        ]
    );
}

/// A rapid game: the server's clocks, the opponent's draw offer declined,
/// a move the server refuses, a 429 waited out, and resignation.
#[test]
fn a_rapid_game_with_clocks_offers_and_refusals() {
    let game = Game {
        color: "black",
        opponent: "Bob",
        clock: Some((600, 0)),
        moves: vec!["e2e4".into()],
        status: "started".into(),
        times: (598_000, 600_000),
        refuse: HashMap::from([("a7a6", "Piece on a7 is pinned")]),
        replies: HashMap::from([(2, "g1f3")]),
        ..Game::default()
    };
    let lichess = Lichess::start(World {
        games: HashMap::from([("rapid1".to_owned(), game)]),
        ..World::default()
    });
    let home = Home::new("rapid");
    let mut talk = Talk::start(home.command(&lichess, &["--game", "rapid1"]));
    talk.wait_for("Game rapid1 against Bob; you play Black.");
    talk.say("clock");
    talk.wait_for("White 9:58; Black 10:00");
    talk.say("a6");
    talk.wait_for("lichess refuses: Piece on a7 is pinned.");
    talk.wait_for("Pawn Anna six taken back");
    talk.say("moves");
    talk.wait_for("Pawn Eva four");
    lichess.world.lock().unwrap().too_many = 1;
    talk.say("e5");
    talk.wait_for("lichess asks to wait: the next request goes in 1 second.");
    talk.wait_for("White: Knight Felix three");
    lichess.offer_draw("rapid1");
    talk.wait_for("White offers a draw");
    talk.wait_for("yes accepts the draw, no declines it.");
    talk.say("no");
    talk.wait_for("eclined");
    talk.say("resign");
    talk.wait_for("Resign?");
    talk.say("yes");
    talk.wait_for("White wins by resignation");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    let log = lichess.log();
    assert!(
        log.contains(&"POST /api/board/game/rapid1/draw/no".to_owned()),
        "{log:?}"
    );
    assert!(
        log.contains(&"POST /api/board/game/rapid1/resign".to_owned()),
        "{log:?}"
    );
    let saved = home.saved("rapid1");
    // The declined offer stays on the scoresheet, after the move it came with.
    assert!(saved.contains("1. e4 e5 2. Nf3 {(=)} 1-0"), "{saved}");
}

/// A correspondence game opened after the opponent moved and offered a
/// draw: the player hears the last move, who is to move and the offer,
/// and answers it.
#[test]
fn a_game_taken_over_says_where_it_stands() {
    let game = Game {
        color: "black",
        opponent: "Bob",
        days: Some(3),
        moves: vec!["e2e4".into()],
        status: "started".into(),
        times: (3 * 86_400_000, 3 * 86_400_000),
        draw_by_opponent: true,
        ..Game::default()
    };
    let lichess = Lichess::start(World {
        games: HashMap::from([("corr2".to_owned(), game)]),
        ..World::default()
    });
    let home = Home::new("stands");
    let mut talk = Talk::start(home.command(&lichess, &[]));
    talk.wait_for("One ongoing game; it is your move.");
    talk.wait_for("Game corr2 against Bob; you play Black, correspondence, 3 days a move.");
    talk.wait_for("Move 1, White: Pawn Eva four");
    talk.wait_for("Black to move");
    talk.wait_for("White offers a draw");
    talk.wait_for("yes accepts the draw, no declines it.");
    talk.say("yes");
    talk.wait_for("Draw by agreement");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert!(
        lichess
            .log()
            .contains(&"POST /api/board/game/corr2/draw/yes".to_owned()),
        "{:?}",
        lichess.log()
    );
    let saved = home.saved("corr2");
    assert!(saved.contains("1. e4 {(=)} 1/2-1/2"), "{saved}");
}

/// The stream drops in the middle of a game: the player is told once,
/// a move typed meanwhile is not sent, and the game goes on when the
/// stream is back.
#[test]
fn a_dropped_stream_is_said_and_the_game_goes_on_when_it_is_back() {
    let mut game = correspondence();
    game.replies = HashMap::from([(3, "b8c6")]);
    game.moves = vec![];
    let lichess = Lichess::start(World {
        games: HashMap::from([("drop1".to_owned(), game)]),
        drop_after_move: true,
        refuse_reopen: 2,
        ..World::default()
    });
    let home = Home::new("drop");
    let mut talk = Talk::start(home.command(&lichess, &[]));
    talk.wait_for("Game drop1 against Bob");
    talk.say("e4");
    talk.wait_for("Connection to lichess lost; annabella keeps trying.");
    talk.say("d4");
    talk.wait_for("No connection: the move was not sent.");
    talk.wait_for("Connected to lichess again.");
    // The opponent moved while the stream was down.
    {
        let mut world = lichess.world.lock().unwrap();
        let game = world.games.get_mut("drop1").expect("game");
        game.moves.push("e7e5".into());
        broadcast(game);
    }
    talk.wait_for("Black: Pawn Eva five");
    talk.say("Nf3");
    talk.wait_for("Black: Knight Cesar six");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert!(
        home.saved("drop1").contains("1. e4 e5 2. Nf3 Nc6"),
        "{}",
        home.saved("drop1")
    );
    let moves: Vec<String> = lichess
        .log()
        .into_iter()
        .filter(|l| l.contains("/move/"))
        .collect();
    assert!(!moves.iter().any(|m| m.ends_with("d2d4")), "{moves:?}");
}

/// Each fault gets one clear line: no token, a bad token, a game that does
/// not exist, a server that is down.
#[test]
fn faults_are_said_in_one_line() {
    let lichess = Lichess::start(World::default());
    let home = Home::new("faults");
    let mut command = home.command(&lichess, &[]);
    command.env_remove("LICHESS_TOKEN");
    let output = common::run_typed(command, "");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        common::stderr(&output),
        "annabella: No lichess token: type annabella online login, or set LICHESS_TOKEN.\n"
    );
    let mut command = home.command(&lichess, &[]);
    command.env("LICHESS_TOKEN", "lip_wrong");
    let output = common::run_typed(command, "");
    assert!(
        common::stderr(&output).starts_with("annabella: lichess refuses the token"),
        "{}",
        common::stderr(&output)
    );
    assert!(!common::stderr(&output).contains("lip_wrong"));
    let output = common::run_typed(home.command(&lichess, &["--game", "nope1"]), "");
    assert_eq!(
        common::stderr(&output),
        "annabella: There is no game nope1 on lichess.\n"
    );
    let output = common::run_typed(home.command(&lichess, &[]), "");
    assert_eq!(
        common::stdout(&output),
        "No ongoing game. annabella online seek or annabella online challenge NAME starts one.\n"
    );
    let output = common::run_typed(home.command_at("http://127.0.0.1:9", &[]), "");
    assert!(
        common::stderr(&output).starts_with("annabella: http://127.0.0.1:9 cannot be reached"),
        "{}",
        common::stderr(&output)
    );
    // A pace lichess does not offer is named before anything is sent.
    let before = lichess.log().len();
    for (args, said) in [
        (
            &["seek", "--days", "4"][..],
            "annabella: --days: lichess offers 1, 2, 3, 5, 7, 10 or 14 days a move, not \"4\".\n",
        ),
        (
            &["challenge", "bob", "--time", "10+x"][..],
            "annabella: --time: the clock \"10+x\" cannot be read (write minutes+seconds of \
increment, like 10+5, at most 180+180).\n",
        ),
    ] {
        let output = common::run_typed(home.command(&lichess, args), "");
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(common::stderr(&output), said);
    }
    assert_eq!(lichess.log().len(), before, "{:?}", lichess.log());
}

/// `online login` checks the token, says whose it is and keeps it for its
/// owner only; the token is never printed.
#[test]
fn login_keeps_the_token_for_its_owner_only() {
    let lichess = Lichess::start(World::default());
    let home = Home::new("login");
    let mut command = home.command(&lichess, &["login"]);
    command.env_remove("LICHESS_TOKEN");
    let output = common::run_typed(command, &format!("{TOKEN}\n"));
    let out = common::stdout(&output);
    assert!(output.status.success(), "{out}{}", common::stderr(&output));
    assert!(out.contains("Logged in to lichess as Anna."), "{out}");
    assert!(!out.contains(TOKEN));
    let file = home.0.join("config/annabella/lichess-token");
    assert_eq!(std::fs::read_to_string(&file).expect("kept").trim(), TOKEN);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).expect("kept").permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    // The kept token is used without LICHESS_TOKEN.
    let mut command = home.command(&lichess, &[]);
    command.env_remove("LICHESS_TOKEN");
    let output = common::run_typed(command, "");
    assert!(
        common::stdout(&output).contains("No ongoing game."),
        "{}",
        common::stderr(&output)
    );
    // A bad token is not kept.
    let mut command = home.command(&lichess, &["login", "--token-file", "/dev/null/x"]);
    command.env_remove("LICHESS_TOKEN");
    let output = common::run_typed(command, "lip_wrong\n");
    assert_eq!(output.status.code(), Some(2));
}

/// A correspondence seek: the game that starts is played; a challenge that
/// is declined is said.
#[test]
fn a_seek_starts_a_game_and_a_declined_challenge_is_said() {
    let mut game = correspondence();
    game.color = "black";
    game.moves = vec!["d2d4".into()];
    let lichess = Lichess::start(World {
        next_game: Some(("seek1g".into(), game)),
        ..World::default()
    });
    let home = Home::new("seek");
    let mut talk = Talk::start(home.command(&lichess, &["seek", "--days", "3"]));
    talk.wait_for(
        "Seek sent; waiting for an opponent. The seek stays on lichess: Ctrl-C stops \
waiting here, and annabella online opens the game once someone accepts it.",
    );
    talk.wait_for("Game seek1g against Bob; you play Black, correspondence, 3 days a move.");
    // The opponent's first move, made before the game reached annabella.
    talk.wait_for("Move 1, White: Pawn David four");
    talk.wait_for("Black to move");
    talk.say("last");
    talk.wait_for("Pawn David four");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    {
        let mut world = lichess.world.lock().unwrap();
        world.decline = true;
        world.next_game = Some(("chal1".into(), Game::default()));
    }
    let output = common::run_typed(
        home.command(&lichess, &["challenge", "bob", "--time", "10+5"]),
        "",
    );
    let out = common::stdout(&output);
    assert!(
        out.contains(
            "Challenge sent to bob; waiting for the answer. Ctrl-C withdraws the challenge."
        ),
        "{out}"
    );
    assert!(
        out.contains("Bob declines the challenge: no challenges now."),
        "{out}"
    );
    let log = lichess.log();
    assert!(
        log.contains(&"POST /api/challenge/bob".to_owned()),
        "{log:?}"
    );
}

/// A form's fields as the server reads them.
fn fields(form: &str) -> Vec<(String, String)> {
    form.split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| {
            let v = v.replace('+', " ");
            let mut text = Vec::new();
            let mut bytes = v.bytes();
            while let Some(b) = bytes.next() {
                if b == b'%' {
                    let hex: String = bytes.by_ref().take(2).map(char::from).collect();
                    text.push(u8::from_str_radix(&hex, 16).expect("hex"));
                } else {
                    text.push(b);
                }
            }
            (k.to_owned(), String::from_utf8(text).expect("utf-8"))
        })
        .collect()
}

/// A real-time seek is held open until an opponent comes; the player's
/// low time on the server's clock is said; chat goes both ways; a game
/// starting elsewhere is announced; the win is claimed once the opponent
/// has left, and not before.
#[test]
fn a_real_time_seek_chat_a_new_game_and_a_claimed_win() {
    let game = Game {
        color: "white",
        opponent: "Bob",
        clock: Some((600, 0)),
        status: "started".into(),
        // Clocks set low, so that the one-minute warning comes after the
        // first moves.
        times: (61_500, 61_500),
        replies: HashMap::from([(1, "e7e5")]),
        ..Game::default()
    };
    let lichess = Lichess::start(World {
        next_game: Some(("rt1".into(), game)),
        ..World::default()
    });
    let home = Home::new("realtime");
    let mut talk = Talk::start(home.command(&lichess, &["seek", "--time", "10+0"]));
    talk.wait_for("Seek sent; waiting for an opponent. Ctrl-C withdraws the seek.");
    talk.wait_for("Game rt1 against Bob; you play White.");
    talk.say("help");
    talk.wait_for("chat and a text: to the opponent");
    talk.say("hint");
    talk.wait_for("Not in an online game: no help, no engine, no two-board play.");
    talk.say("e4");
    talk.wait_for("Black: Pawn Eva five");
    // The server's clock: 59.5 seconds left, below the one-minute warning.
    talk.wait_for("White 0:5");
    talk.say("chat Good luck & have fun");
    // "Sent." comes once lichess took the line; the answer may come first.
    let either = ["Sent.", "Bob writes: Thank you, and to you!"];
    let first = talk.wait_for_any(&either);
    let second = talk.wait_for_any(&either);
    assert_ne!(first, second);
    lichess.start_elsewhere("g2", correspondence());
    talk.wait_for("New game g2 against Carol: games lists it and game N plays it.");
    talk.say("claim win");
    talk.wait_for("The opponent has not left the game: there is nothing to claim.");
    lichess.opponent_leaves("rt1", 0);
    talk.wait_for("The opponent left the game; claim win wins it, claim draw draws it.");
    talk.say("claim win");
    talk.wait_for("Game over: Black left the game, 1-0.");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert_eq!(out.matches("White 0:5").count(), 1, "said once: {out}");
    let forms = lichess.forms();
    let form = |path: &str| {
        forms
            .iter()
            .find(|(p, _)| p == path)
            .map(|(_, f)| fields(f))
            .unwrap_or_default()
    };
    assert_eq!(
        form("/api/board/seek"),
        vec![
            ("time".to_owned(), "10".to_owned()),
            ("increment".to_owned(), "0".to_owned())
        ]
    );
    assert_eq!(
        form("/api/board/game/rt1/chat"),
        vec![
            ("room".to_owned(), "player".to_owned()),
            ("text".to_owned(), "Good luck & have fun".to_owned())
        ]
    );
    let log = lichess.log();
    assert_eq!(
        log.iter()
            .filter(|l| l.ends_with("/claim-victory"))
            .collect::<Vec<_>>(),
        vec!["POST /api/board/game/rt1/claim-victory"],
        "claimed once, after the opponent left"
    );
    let saved = home.saved("rt1");
    assert!(saved.contains("1. e4 e5 1-0"), "{saved}");
}

/// Board mode against the server: a move made with the cursor goes to
/// lichess, and the opponent's answer arrives on the board, in the move
/// list and in the "Said" panel with its side, while no key is pressed.
#[test]
fn board_mode_plays_online() {
    let lichess = Lichess::start(World {
        games: HashMap::from([("board1".to_owned(), correspondence())]),
        ..World::default()
    });
    let home = Home::new("board");
    let config = home.0.join("config");
    let data = home.0.join("data");
    let mut screen = common::pty::Screen::start_with(
        &[
            "online",
            "--server",
            &lichess.url,
            "--voice",
            "text",
            "--scheme",
            "english",
        ],
        &[
            ("XDG_CONFIG_HOME", config.to_str().expect("path")),
            ("XDG_DATA_HOME", data.to_str().expect("path")),
            ("LICHESS_TOKEN", TOKEN),
        ],
        30,
        100,
    );
    screen.wait_for("Tab: type a command");
    // e2 (where the cursor starts), up twice, Enter: e4.
    screen.keys("\r");
    screen.keys("\x1b[A");
    screen.keys("\x1b[A");
    screen.keys("\r");
    screen.wait_for_in("Said", "Black: Pawn Eva five");
    screen.wait_for("1. e4 e5");
    // The server's clocks, not "no clock": three days a move, in hours.
    let clock = screen.panel("Clock");
    assert!(clock.contains("71:59:5"), "{clock}");
    // SIGTERM, as when the terminal window is closed: the terminal is
    // given back and the game stays saved.
    assert_eq!(screen.modes(), (true, true), "the board holds the screen");
    // SAFETY: a signal sent to the child process this test started.
    let sent = unsafe { libc::kill(screen.child.id() as i32, libc::SIGTERM) };
    assert_eq!(sent, 0);
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = screen.child.try_wait().expect("waits") {
            break status;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "annabella did not end"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(128 + libc::SIGTERM), "{status}");
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(screen.modes(), (false, false), "the terminal is given back");
    assert!(
        lichess
            .log()
            .contains(&"POST /api/board/game/board1/move/e2e4".to_owned()),
        "{:?}",
        lichess.log()
    );
    assert!(
        home.saved("board1").contains("1. e4 e5"),
        "{}",
        home.saved("board1")
    );
}

/// A move lichess answers with 429 after every wait (`Retry-After`, as the
/// API's rate limits describe) is never kept on the local board alone: it
/// is taken back here and the player told, and the game goes on as lichess
/// has it when the move is typed again.
#[test]
fn a_move_refused_by_429_every_time_is_taken_back_and_said() {
    let mut game = correspondence();
    game.replies = HashMap::from([(1, "e7e5")]);
    let lichess = Lichess::start(World {
        games: HashMap::from([("busy1".to_owned(), game)]),
        too_many: 4,
        ..World::default()
    });
    let home = Home::new("busy");
    let mut talk = Talk::start(home.command(&lichess, &[]));
    talk.wait_for("Game busy1 against Bob");
    talk.say("e4");
    talk.wait_for("lichess asks to wait: the next request goes in 1 second.");
    talk.wait_for("The move did not reach lichess and is taken back here; type it again.");
    talk.wait_for("Pawn Eva four taken back");
    talk.say("e4");
    talk.wait_for("Black: Pawn Eva five");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    let saved = home.saved("busy1");
    assert!(saved.contains("1. e4 e5 *"), "{saved}");
    let world = lichess.world.lock().unwrap();
    assert_eq!(world.games["busy1"].moves, vec!["e2e4", "e7e5"]);
}

/// A move typed just before `quit` still reaches lichess: annabella does
/// not end while the requests made before it are on their way (here a chat
/// line lichess answers a second late, with the move queued behind it), so
/// that the saved game and lichess's stay the same.
#[test]
fn a_move_typed_just_before_quit_still_reaches_lichess() {
    let mut game = correspondence();
    game.replies = HashMap::new();
    let lichess = Lichess::start(World {
        games: HashMap::from([("late1".to_owned(), game)]),
        slow_chat: true,
        ..World::default()
    });
    let home = Home::new("late");
    let mut talk = Talk::start(home.command(&lichess, &[]));
    talk.wait_for("Game late1 against Bob");
    talk.say("chat Good luck");
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert!(
        home.saved("late1").contains("1. e4"),
        "{}",
        home.saved("late1")
    );
    let world = lichess.world.lock().unwrap();
    assert_eq!(world.games["late1"].moves, vec!["e2e4"], "{out}\n{err}");
}
