//! A blind lichess player's day against a small scriptable lichess on
//! 127.0.0.1: several games (some the Board API refuses, some in variants
//! annabella does not play), every end lichess gives, lichess's AI and
//! anonymous players, challenges, closed and replaced event streams, and
//! 400 form errors in the shapes lila sends. The JSON follows
//! `lichess-org/api` (`doc/specs`) and lila where the description is thin.
//! Nothing here reaches the internet.

mod common;

use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::Talk;
use common::lichess::{EVENTS, Home, Reply, Request, Script, Streams, TOKEN};
use serde_json::{Value, json};

/// One game on the little lichess.
#[derive(Clone)]
struct Game {
    id: String,
    /// `gameFull` without its state: players, variant, speed, clock.
    full: Value,
    /// The entry of `nowPlaying` (its `gameId` added).
    listed: Value,
    moves: Vec<String>,
    status: String,
    winner: Option<String>,
    times: (u64, u64),
    /// The Board API refuses to open it (400).
    board_refused: bool,
    /// The opponent's answers, by the number of half-moves before them.
    replies: Vec<(usize, String)>,
    /// The chat as `GET …/chat` gives it.
    chat: Vec<Value>,
    /// GameStateEvent's `expiration` while a first move is awaited.
    expiration: Option<Value>,
}

impl Game {
    /// A standard game of Anna (White unless `black`) against `opponent`
    /// (GameEventPlayer JSON).
    fn new(id: &str, opponent: Value, black: bool) -> Game {
        let anna = json!({"id": "anna", "name": "Anna", "title": null, "rating": 1500});
        let (white, black_player) = if black {
            (opponent.clone(), anna)
        } else {
            (anna, opponent.clone())
        };
        Game {
            id: id.into(),
            full: json!({
                "type": "gameFull", "id": id,
                "variant": {"key": "standard", "name": "Standard", "short": "Std"},
                "speed": "correspondence", "perf": {"name": "Correspondence"}, "rated": false,
                "createdAt": 1_745_112_707_998u64,
                "white": white, "black": black_player,
                "initialFen": "startpos", "daysPerTurn": 3,
            }),
            listed: json!({
                "fullId": format!("{id}abcd"), "color": if black { "black" } else { "white" },
                "fen": "", "hasMoved": false, "isMyTurn": !black, "lastMove": "",
                "opponent": {"id": opponent["id"], "username": opponent["name"], "rating": opponent["rating"]},
                "perf": "correspondence", "rated": false, "secondsLeft": 259_200,
                "source": "friend", "speed": "correspondence",
                "variant": {"key": "standard", "name": "Standard"},
            }),
            moves: Vec::new(),
            status: "started".into(),
            winner: None,
            times: (259_200_000, 259_200_000),
            board_refused: false,
            replies: Vec::new(),
            chat: Vec::new(),
            expiration: None,
        }
    }

    fn state(&self) -> Value {
        let mut state = common::lichess::game_state(
            &self.moves,
            self.times,
            &self.status,
            self.winner.as_deref(),
        );
        if let Some(expiration) = &self.expiration {
            state["expiration"] = expiration.clone();
        }
        state
    }

    fn game_full(&self) -> String {
        let mut full = self.full.clone();
        full["state"] = self.state();
        full.to_string()
    }
}

#[derive(Default)]
struct World {
    games: Vec<Game>,
    /// The open event streams and games' streams.
    streams: Streams,
    /// Lines every new event stream begins with (challenges waiting).
    event_start: Vec<String>,
    /// The scopes of the token, for `POST /api/token/test`.
    scopes: String,
    /// The next challenge or seek is answered with this 400 body.
    form_error: Option<String>,
    /// The game a challenge, an AI game or an accepted challenge starts.
    next_game: Option<Game>,
    /// Challenges to the player (`GET /api/challenge`'s `in`).
    incoming: Vec<Value>,
    /// Answer so many of the next resignations with 429 (Retry-After: 1).
    too_many: u32,
    /// Challenges withdrawn meanwhile: answering them is a 404
    /// (`api-challenge-challengeId-accept.yaml`: "The challenge to accept
    /// was not found", the NotFound schema).
    withdrawn: Vec<String>,
}

type Lichess = common::lichess::Lichess<World>;

impl World {
    fn game(&mut self, id: &str) -> Option<&mut Game> {
        self.games.iter_mut().find(|g| g.id == id)
    }

    fn broadcast(&mut self, id: &str) {
        let Some(game) = self.games.iter().find(|g| g.id == id) else {
            return;
        };
        let line = game.state().to_string();
        let over = game.status != "started";
        self.streams.push(id, &line);
        if over {
            self.streams.close(id);
        }
    }

    fn event(&mut self, line: Value) {
        self.streams.push(EVENTS, &line.to_string());
    }

    /// A game starts: `gameStart` with GameEventInfo, its opponent as
    /// `nowPlaying` has it.
    fn start(&mut self, game: Game) {
        let id = game.id.clone();
        let opponent = game.listed["opponent"].clone();
        self.games.push(game);
        self.event(json!({"type": "gameStart", "game": {"gameId": id,
            "fullId": format!("{id}abcd"), "id": id, "opponent": opponent}}));
    }
}

impl Script for World {
    fn serve(shared: &Arc<Mutex<World>>, request: &Request, reply: Reply) {
        serve(shared, request, reply);
    }
}

/// The answer to one request.
fn serve(shared: &Arc<Mutex<World>>, request: &Request, reply: Reply) {
    let body = &request.body;
    let mut world = shared.lock().unwrap();
    if request.path == "/api/token/test" {
        let answer_body = json!({body.trim(): if body.trim() == TOKEN {
            json!({"userId": "anna", "scopes": world.scopes, "expires": null})
        } else {
            Value::Null
        }});
        reply.json("200 OK", &answer_body.to_string());
        return;
    }
    if !request.authorized() {
        reply.json("401 Unauthorized", r#"{"error":"No such token"}"#);
        return;
    }
    let segments = request.segments();
    match (request.method.as_str(), segments.as_slice()) {
        ("GET", ["api", "account"]) => reply.json("200 OK", r#"{"id":"anna","username":"Anna"}"#),
        ("GET", ["api", "account", "playing"]) => {
            let playing: Vec<Value> = world
                .games
                .iter()
                .filter(|g| g.status == "started")
                .map(|g| {
                    let mut listed = g.listed.clone();
                    listed["gameId"] = g.id.clone().into();
                    listed
                })
                .collect();
            let mine = playing.iter().filter(|g| g["isMyTurn"] == true).count();
            let body = json!({"nbMyTurn": mine, "nowPlaying": playing}).to_string();
            reply.json("200 OK", &body);
        }
        ("GET", ["api", "stream", "event"]) => {
            let lines = world.streams.open(EVENTS);
            let mut first: Vec<String> = world
                .games
                .iter()
                .filter(|g| g.status == "started")
                .map(|g| json!({"type": "gameStart", "game": {"gameId": g.id, "fullId": format!("{}abcd", g.id)}}).to_string())
                .collect();
            first.extend(world.event_start.clone());
            drop(world);
            reply.stream(first, lines);
        }
        ("GET", ["api", "board", "game", "stream", id]) => {
            let id = (*id).to_owned();
            let Some(game) = world.game(&id).cloned() else {
                reply.json("404 Not Found", r#"{"error":"No such game"}"#);
                return;
            };
            if game.board_refused {
                reply.json(
                    "400 Bad Request",
                    r#"{"error":"This game cannot be played with the Board API."}"#,
                );
                return;
            }
            // A finished game's stream ends after its first line.
            let lines = if game.status == "started" {
                world.streams.open(&id)
            } else {
                channel().1
            };
            drop(world);
            reply.stream(vec![game.game_full()], lines);
        }
        ("GET", ["api", "challenge"]) => {
            let body = json!({"in": world.incoming, "out": []}).to_string();
            reply.json("200 OK", &body);
        }
        ("GET", ["api", "board", "game", id, "chat"]) => {
            let chat = world.game(id).map(|g| g.chat.clone()).unwrap_or_default();
            reply.json("200 OK", &Value::Array(chat).to_string());
        }
        ("POST", ["api", "board", "game", id, "move", uci]) => {
            let id = (*id).to_owned();
            let Some(game) = world.game(&id) else {
                reply.json("404 Not Found", r#"{"error":"No such game"}"#);
                return;
            };
            game.moves.push((*uci).to_owned());
            let answer = game
                .replies
                .iter()
                .find(|(n, _)| *n == game.moves.len())
                .map(|(_, m)| m.clone());
            reply.json("200 OK", r#"{"ok":true}"#);
            world.broadcast(&id);
            if let Some(answer) = answer {
                let shared = shared.clone();
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_millis(300));
                    let mut world = shared.lock().unwrap();
                    if let Some(game) = world.game(&id) {
                        game.moves.push(answer);
                    }
                    world.broadcast(&id);
                });
            }
        }
        // lila's game stream (`GameStateStream`) sends every line of the
        // players' chat, the player's own among them, as ChatLineEvent.
        ("POST", ["api", "board", "game", id, "chat"]) => {
            let id = (*id).to_owned();
            reply.json("200 OK", r#"{"ok":true}"#);
            let text = request
                .form()
                .into_iter()
                .find(|(k, _)| k == "text")
                .map(|(_, v)| v)
                .unwrap_or_default();
            for (user, text) in [("Anna", text.as_str()), ("Bob", "Danke, gleichfalls!")] {
                let line = json!({"type": "chatLine", "room": "player",
                    "username": user, "text": text})
                .to_string();
                world.streams.push(&id, &line);
            }
        }
        ("POST", ["api", "board", "game", _, "resign"]) if world.too_many > 0 => {
            world.too_many -= 1;
            reply.json_with("429 Too Many Requests", &[("Retry-After", "1")], "{}");
        }
        // The Board API's answers (`api-board-game-gameId-*.yaml`): `Ok`
        // for an offer, an answer and a claim; a resignation and an abort
        // end the game, and its stream says so (GameStateEvent).
        (
            "POST",
            [
                "api",
                "board",
                "game",
                id,
                "draw" | "takeback",
                "yes" | "no" | "true" | "false",
            ]
            | ["api", "board", "game", id, "claim-draw" | "claim-victory"],
        ) if world.game(id).is_some() => {
            reply.json("200 OK", r#"{"ok":true}"#);
        }
        ("POST", ["api", "board", "game", id, end @ ("resign" | "abort")]) => {
            let id = (*id).to_owned();
            let resign = *end == "resign";
            let Some(game) = world.game(&id) else {
                reply.json("404 Not Found", r#"{"error":"No such game"}"#);
                return;
            };
            if resign {
                game.status = "resign".into();
                let black = game.listed["color"] == "black";
                game.winner = Some(if black { "white" } else { "black" }.into());
            } else {
                game.status = "aborted".into();
            }
            reply.json("200 OK", r#"{"ok":true}"#);
            world.broadcast(&id);
        }
        ("POST", ["api", "challenge", id, "accept" | "decline"])
            if world.withdrawn.iter().any(|w| w == id) =>
        {
            reply.json("404 Not Found", r#"{"error":"Not found."}"#);
        }
        ("POST", ["api", "challenge", id, "accept"]) => {
            let id = (*id).to_owned();
            reply.json("200 OK", r#"{"ok":true}"#);
            world.incoming.retain(|c| c["id"] != id.as_str());
            if let Some(mut game) = world.next_game.take() {
                game.id = id;
                world.start(game);
            }
        }
        ("POST", ["api", "challenge", _, "decline" | "cancel"]) => {
            reply.json("200 OK", r#"{"ok":true}"#);
        }
        ("POST", ["api", "challenge", user]) => {
            if let Some(error) = world.form_error.take() {
                reply.json("400 Bad Request", &error);
                return;
            }
            let user = (*user).to_owned();
            let Some(game) = world.next_game.take() else {
                reply.json("400 Bad Request", r#"{"error":"No game"}"#);
                return;
            };
            if user == "ai" {
                let body = json!({"id": game.id, "variant": {"key": "standard"}, "speed": "correspondence",
                    "perf": "correspondence", "rated": false, "fen": "", "turns": 0, "source": "ai",
                    "status": {"id": 20, "name": "started"}, "createdAt": 1_745_112_707_998u64,
                    "player": "white", "fullId": format!("{}abcd", game.id)});
                reply.json("201 Created", &body.to_string());
                world.start(game);
                return;
            }
            let challenge = json!({"id": game.id, "url": format!("https://lichess.org/{}", game.id),
                "status": "created", "challenger": {"id": "anna", "name": "Anna", "rating": 1500},
                "destUser": {"id": user.to_lowercase(), "name": user, "rating": 1500},
                "variant": {"key": "standard", "name": "Standard"}, "rated": false, "speed": "rapid",
                "timeControl": {"type": "clock", "limit": 600, "increment": 0, "show": "10+0"},
                "color": "random", "finalColor": "white", "perf": {"icon": "", "name": "Rapid"},
                "direction": "out"});
            if body.contains("keepAliveStream=true") {
                let (send, lines) = channel();
                world.start(game);
                let done = json!({"done": "accepted"}).to_string();
                drop(world);
                let _ = send.send(done);
                drop(send);
                reply.stream(vec![challenge.to_string()], lines);
            } else {
                reply.json("200 OK", &challenge.to_string());
                world.start(game);
            }
        }
        ("POST", ["api", "board", "seek"]) => {
            if let Some(error) = world.form_error.take() {
                reply.json("400 Bad Request", &error);
                return;
            }
            reply.json("200 OK", r#"{"id":"seek1"}"#);
        }
        _ => reply.json("404 Not Found", r#"{"error":"Not found"}"#),
    }
}

/// The event streams of the little lichess, as lila ends and counts them.
trait EventStreams {
    /// lila closes a token's event stream when the same token opens
    /// another (or the connection is lost): the open ones end.
    fn close_event_streams(&self);
    /// Waits until `count` event streams have been opened.
    fn wait_for_event_streams(&self, count: usize);
}

impl EventStreams for Lichess {
    fn close_event_streams(&self) {
        self.world.lock().unwrap().streams.close(EVENTS);
    }

    fn wait_for_event_streams(&self, count: usize) {
        for _ in 0..200 {
            if self.world.lock().unwrap().streams.opened(EVENTS) >= count {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!(
            "the event stream was not opened {count} times: {:?}",
            self.log()
        );
    }
}

fn bob() -> Value {
    json!({"id": "bob", "name": "Bob", "title": null, "rating": 1500})
}

/// A real-time game: `speed` and `source` as lichess lists them, a clock
/// of `minutes`.
fn real_time(id: &str, opponent: Value, speed: &str, source: &str, minutes: u64) -> Game {
    let mut game = Game::new(id, opponent, false);
    game.full["speed"] = speed.into();
    game.full["daysPerTurn"] = Value::Null;
    game.full["clock"] = json!({"initial": minutes * 60_000, "increment": 0});
    game.listed["speed"] = speed.into();
    game.listed["perf"] = speed.into();
    game.listed["source"] = source.into();
    game.listed["secondsLeft"] = (minutes * 60).into();
    game.times = (minutes * 60_000, minutes * 60_000);
    game
}

/// Four games, as in a real day: a correspondence game, a lobby blitz
/// game the Board API refuses (lila's `isBoardCompatible`), an atomic game,
/// a rapid game the server refuses anyway, and a game against lichess's AI
/// (`nowPlaying`'s opponent has `ai`, gameFull's player `aiLevel`).
#[test]
fn every_game_is_named_and_the_one_chosen_by_number_is_played() {
    let mut corr = Game::new("corrA", bob(), false);
    corr.listed["secondsLeft"] = 200_000.into();
    let blitz = real_time(
        "blitzB",
        json!({"id": "carlsen", "name": "Carlsen", "title": "GM", "rating": 2850}),
        "blitz",
        "lobby",
        3,
    );
    let mut blitz = blitz;
    blitz.listed["opponent"]["username"] = "GM Carlsen".into();
    blitz.board_refused = true;
    let mut atomic = Game::new(
        "atomC",
        json!({"id": "dave", "name": "Dave", "rating": 1600}),
        true,
    );
    atomic.listed["variant"] = json!({"key": "atomic", "name": "Atomic"});
    atomic.full["variant"] = json!({"key": "atomic", "name": "Atomic", "short": "Atom"});
    let mut refused = real_time("rapidE", bob(), "rapid", "lobby", 10);
    refused.board_refused = true;
    refused.listed["isMyTurn"] = false.into();
    let mut ai = real_time("aiD", json!({"aiLevel": 3}), "rapid", "ai", 10);
    ai.listed["opponent"] = json!({"id": null, "username": "Stockfish level 3", "ai": 3});
    ai.listed["isMyTurn"] = false.into();
    ai.replies = vec![(1, "e7e5".into())];
    let lichess = Lichess::start(World {
        games: vec![corr, blitz, atomic, refused, ai],
        ..World::default()
    });
    let home = Home::new("day", "list");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "english"));
    talk.wait_for("5 ongoing games; your move in 2.");
    talk.wait_for("1: Bob, rating 1500, correspondence, your move, 2 days 7 hours left.");
    talk.wait_for("2: GM Carlsen, rating 2850, blitz: lichess does not let the Board API play it.");
    talk.wait_for(
        "3: Dave, rating 1600, correspondence: Atomic, a variant annabella does not play.",
    );
    talk.wait_for("4: Bob, rating 1500, rapid, the opponent's move, 10 minutes left.");
    talk.wait_for("5: lichess AI level 3, rapid, the opponent's move, 10 minutes left.");
    talk.wait_for("Which game? Type its number; Enter plays 1.");
    talk.say("2");
    talk.wait_for("No game to play has the number 2; type one of the list.");
    talk.say("4");
    talk.wait_for("Game rapidE cannot be played here: lichess does not let the Board API play it.");
    talk.wait_for("Which game? Type its number; Enter plays 1.");
    talk.say("5");
    talk.wait_for("Game aiD against lichess AI level 3; you play White.");
    talk.wait_for("lichess AI level 3; casual; 10 minutes.");
    talk.say("e4");
    talk.wait_for("Black: Pawn Eva five");
    talk.quit();
    let saved = home.saved("aiD");
    assert!(saved.contains("[Black \"lichess AI level 3\"]"), "{saved}");
    assert!(
        !lichess
            .log()
            .iter()
            .any(|l| l.contains("stream/blitzB") || l.contains("stream/atomC")),
        "games annabella cannot play are not opened: {:?}",
        lichess.log()
    );
}

/// A game opened by `--game` in a variant annabella does not play is
/// named, and the game that can be played is played instead.
#[test]
fn a_variant_game_asked_for_is_named_and_never_ends_annabella() {
    let mut atomic = Game::new("atomC", bob(), false);
    atomic.full["variant"] = json!({"key": "atomic", "name": "Atomic", "short": "Atom"});
    atomic.listed["variant"] = json!({"key": "atomic", "name": "Atomic"});
    let corr = Game::new("corrA", bob(), false);
    let lichess = Lichess::start(World {
        games: vec![atomic, corr],
        ..World::default()
    });
    let home = Home::new("day", "variant");
    let mut talk = Talk::start(home.command_in(&lichess.url, &["--game", "atomC"], "fide"));
    talk.wait_for(
        "Partie atomC ist hier nicht spielbar: Atomic, eine Variante, die annabella nicht spielt.",
    );
    talk.wait_for("Partie corrA gegen Bob; du spielst Weiß, Fernschach, 3 Tage pro Zug.");
    talk.wait_for("Bob, Wertungszahl 1500; ungewertet; Fernschach, 3 Tage pro Zug.");
    talk.quit();
}

/// A game lichess ended while the player was away opens with its end (lila
/// closes a finished game's stream after `gameFull`: no lost connection),
/// and its PGN carries lichess's date (`createdAt` 1745112707998 is
/// 2025-04-20 UTC), both ratings and the game's address.
#[test]
fn a_finished_game_opens_with_its_end_and_lichess_tags() {
    let mut game = Game::new(
        "doneF",
        json!({"id": "bob", "name": "Bob", "rating": 1720, "provisional": true}),
        false,
    );
    game.moves = vec!["e2e4".into(), "e7e5".into()];
    game.status = "outoftime".into();
    let lichess = Lichess::start(World {
        games: vec![game],
        ..World::default()
    });
    let home = Home::new("day", "finished");
    let mut talk = Talk::start(home.command_in(&lichess.url, &["--game", "doneF"], "english"));
    talk.wait_for("Bob, rating 1720 provisional; casual; correspondence, 3 days a move.");
    talk.wait_for("Draw");
    std::thread::sleep(Duration::from_secs(2));
    talk.say("e4");
    talk.wait_for("The game is over.");
    let out = talk.quit();
    assert!(!out.contains("Connection to lichess lost"), "{out}");
    let saved = home.saved("doneF");
    for tag in [
        "[Date \"2025.04.20\"]",
        "[WhiteElo \"1500\"]",
        "[BlackElo \"1720\"]",
        "[Result \"1/2-1/2\"]",
    ] {
        assert!(saved.contains(tag), "{tag} in {saved}");
    }
    assert!(
        saved.contains(&format!("[Site \"{}/doneF\"]", lichess.url)),
        "{saved}"
    );
}

/// An unlimited game: lila sends `Int.MaxValue` clocks (2147483647 ms); the
/// player hears that there is no clock, not 596:31:23. An anonymous
/// opponent (GameEventPlayer with neither id nor name) is said as such.
#[test]
fn an_unlimited_game_against_an_anonymous_player_has_no_clock() {
    let mut game = Game::new("freeG", json!({}), true);
    game.full["daysPerTurn"] = Value::Null;
    game.full["speed"] = "correspondence".into();
    game.listed["opponent"] = json!({"id": null, "username": "Anonymous"});
    game.listed["secondsLeft"] = Value::Null;
    game.times = (2_147_483_647, 2_147_483_647);
    let lichess = Lichess::start(World {
        games: vec![game],
        ..World::default()
    });
    let home = Home::new("day", "unlimited");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "fide"));
    talk.wait_for("1: Anonym, Fernschach, der Gegner ist am Zug.");
    talk.wait_for("Partie freeG gegen Anonym; du spielst Schwarz.");
    talk.wait_for("Anonym; ungewertet; ohne Uhr.");
    talk.say("c");
    talk.wait_for("Diese Partie hat keine Uhr.");
    let out = talk.quit();
    assert!(!out.contains("596"), "{out}");
    let saved = home.saved("freeG");
    assert!(saved.contains("[White \"Anonymous\"]"), "{saved}");
}

fn has(fields: &[(String, String)], key: &str, value: &str) -> bool {
    fields.iter().any(|(k, v)| k == key && v == value)
}

/// A real-time challenge is held open with `keepAliveStream=true`
/// (unkept, lichess drops it after 20 seconds); a clock lichess does not
/// take (`clock.limit` 150, `clock.increment` 90) is refused before
/// anything is sent, naming what lichess takes; lichess's 400 form error
/// (lila's `jsonFormError` shape) is read as its message, not as JSON.
#[test]
fn a_challenge_is_kept_alive_and_what_lichess_refuses_is_said_in_words() {
    let mut game = real_time("chal1", bob(), "rapid", "friend", 10);
    game.listed["isMyTurn"] = true.into();
    let lichess = Lichess::start(World {
        next_game: Some(game),
        form_error: None,
        ..World::default()
    });
    let home = Home::new("day", "challenge");
    let refused = common::run_typed(
        home.command_in(
            &lichess.url,
            &["challenge", "Bob", "--time", "2.5+90"],
            "english",
        ),
        "",
    );
    let said = common::as_read(&format!(
        "{}{}",
        common::stdout(&refused),
        common::stderr(&refused)
    ));
    assert!(!refused.status.success(), "{said}");
    assert!(
        said.contains("lichess takes a challenge's clock of 0, 0.25, 0.5, 0.75, 1 or 1.5 minutes or whole minutes up to 180, with at most 60 seconds of increment, not \"2.5+90\""),
        "{said}"
    );
    assert!(
        !lichess.log().iter().any(|l| l.starts_with("POST")),
        "nothing sent: {:?}",
        lichess.log()
    );
    lichess.world.lock().unwrap().form_error = Some(
        r#"{"global":["Invalid time control"],"error":{"global":["Invalid time control"]}}"#.into(),
    );
    let refused = common::run_typed(
        home.command_in(&lichess.url, &["challenge", "Bob", "--days", "3"], "fide"),
        "",
    );
    let said = common::as_read(&format!(
        "{}{}",
        common::stdout(&refused),
        common::stderr(&refused)
    ));
    assert!(
        said.contains("lichess lehnt ab: Invalid time control."),
        "{said}"
    );
    assert!(!said.contains('{'), "no JSON: {said}");
    let mut talk = Talk::start(home.command_in(
        &lichess.url,
        &[
            "challenge",
            "Bob",
            "--time",
            "10+0",
            "--rated",
            "--color",
            "white",
        ],
        "english",
    ));
    talk.wait_for("Challenge sent to Bob");
    talk.wait_for("Game chal1 against Bob; you play White.");
    talk.quit();
    let form = lichess.form_of("/api/challenge/Bob");
    for (key, value) in [
        ("clock.limit", "600"),
        ("clock.increment", "0"),
        ("rated", "true"),
        ("color", "white"),
        ("keepAliveStream", "true"),
    ] {
        assert!(has(&form, key, value), "{key}={value} in {form:?}");
    }
}

/// `annabella online ai --level N` (`POST /api/challenge/ai`, level 1 to
/// 8) plays lichess's AI; a level lichess does not have is refused first.
#[test]
fn lichess_ai_is_played_at_the_level_asked_for() {
    let mut game = real_time("ai1game", json!({"aiLevel": 3}), "rapid", "ai", 10);
    game.replies = vec![(1, "e7e5".into())];
    let lichess = Lichess::start(World {
        next_game: Some(game),
        ..World::default()
    });
    let home = Home::new("day", "ai");
    let refused = common::run_typed(
        home.command_in(&lichess.url, &["ai", "--level", "9"], "english"),
        "",
    );
    let said = common::as_read(&format!(
        "{}{}",
        common::stdout(&refused),
        common::stderr(&refused)
    ));
    assert!(
        said.contains("lichess's AI plays at levels 1 to 8, not \"9\""),
        "{said}"
    );
    let mut talk = Talk::start(home.command_in(
        &lichess.url,
        &["ai", "--level", "3", "--time", "10+0", "--color", "white"],
        "english",
    ));
    talk.wait_for("Game ai1game against lichess AI level 3; you play White.");
    talk.say("e4");
    talk.wait_for("Black: Pawn Eva five");
    talk.say("opponent");
    talk.wait_for("lichess AI level 3; casual; 10 minutes.");
    talk.say("quit");
    talk.wait_for("Your clock runs on at lichess while you are away");
    talk.quit();
    let form = lichess.form_of("/api/challenge/ai");
    for (key, value) in [("level", "3"), ("clock.limit", "600"), ("color", "white")] {
        assert!(has(&form, key, value), "{key}={value} in {form:?}");
    }
}

/// `online login` tests the token's scopes (`POST /api/token/test`): one
/// without `board:play` is refused and not kept.
#[test]
fn login_refuses_a_token_that_may_not_play() {
    let lichess = Lichess::start(World {
        scopes: "challenge:read,puzzle:read".into(),
        ..World::default()
    });
    let home = Home::new("day", "scope");
    let token_file = home.0.join("token");
    let token_path = token_file.to_str().expect("a path");
    let refused = common::run_typed(
        home.command_in(
            &lichess.url,
            &["login", "--token-file", token_path],
            "english",
        ),
        &format!("{TOKEN}\n"),
    );
    let said = common::as_read(&format!(
        "{}{}",
        common::stdout(&refused),
        common::stderr(&refused)
    ));
    assert!(!refused.status.success(), "{said}");
    assert!(said.contains("it lacks the scope board:play"), "{said}");
    assert!(!token_file.exists(), "not kept");
    lichess.world.lock().unwrap().scopes = "board:play,challenge:write".into();
    let kept = common::run_typed(
        home.command_in(
            &lichess.url,
            &["login", "--token-file", token_path],
            "english",
        ),
        &format!("{TOKEN}\n"),
    );
    assert!(kept.status.success(), "{}", common::stderr(&kept));
    assert!(token_file.exists(), "kept");
}

/// The event stream lila closes (the same token opened another) is opened
/// again; a challenge to the player waiting there (ChallengeJson, a
/// rematch offer) is said with who, rating, terms and colour, and `accept`
/// answers it.
#[test]
fn the_event_stream_comes_back_and_a_challenge_is_said_and_accepted() {
    let corr = Game::new("corrA", bob(), false);
    let lichess = Lichess::start(World {
        games: vec![corr],
        next_game: Some(Game::new(
            "ignored",
            json!({"id": "carol", "name": "Carol", "title": "FM", "rating": 2310}),
            true,
        )),
        ..World::default()
    });
    let home = Home::new("day", "events");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "english"));
    talk.wait_for("Game corrA against Bob; you play White");
    lichess.wait_for_event_streams(1);
    let challenge = json!({"type": "challenge", "challenge": {
        "id": "rematch1", "url": "https://lichess.org/rematch1", "status": "created",
        "challenger": {"id": "carol", "name": "Carol", "title": "FM", "rating": 2310, "provisional": true},
        "destUser": {"id": "anna", "name": "Anna", "rating": 1500},
        "variant": {"key": "standard", "name": "Standard"}, "rated": true, "speed": "blitz",
        "timeControl": {"type": "clock", "limit": 300, "increment": 3, "show": "5+3"},
        "color": "white", "perf": {"icon": "", "name": "Blitz"}, "direction": "in",
        "rematchOf": "oldgame1"},
        "compat": {"bot": false, "board": true}})
    .to_string();
    {
        let mut world = lichess.world.lock().unwrap();
        world.event_start.push(challenge);
    }
    lichess.close_event_streams();
    talk.wait_for(
        "Rematch offered by FM Carol, rating 2310 provisional: rated, 5 minutes plus 3 seconds a move, Standard, you play Black. accept takes it, decline [reason] declines it.",
    );
    talk.say("accept");
    talk.wait_for("New game rematch1 against Carol: games lists it and game N plays it.");
    talk.say("games");
    talk.wait_for("2: Carol");
    talk.say("game 2");
    talk.wait_for("Game rematch1 against FM Carol; you play Black");
    let out = talk.quit();
    assert!(out.contains("Challenge accepted"), "{out}");
    lichess.assert_asked("POST /api/challenge/rematch1/accept");
}

/// The players' chat written while the player was away (`GET …/chat`,
/// PlayerGameChat) is read when the game opens; lichess's own notes are
/// not read out in its English.
#[test]
fn the_chat_written_while_away_is_read_when_the_game_opens() {
    let mut corr = Game::new("corrA", bob(), false);
    corr.chat = vec![
        json!({"text": "Takeback sent", "user": "lichess"}),
        json!({"text": "Back tomorrow, good luck", "user": "Bob"}),
    ];
    let lichess = Lichess::start(World {
        games: vec![corr],
        ..World::default()
    });
    let home = Home::new("day", "chat");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "fide"));
    // The player's correspondence time as the game opens.
    talk.wait_for("Du hast noch 3 Tage");
    talk.wait_for("Bob schreibt: Back tomorrow, good luck");
    talk.say("chat Viel Glück");
    // lichess's answer to the line and Bob's reply on the stream may come
    // in either order: both are waited for.
    let first = talk.wait_for_any(&["Gesendet", "Bob schreibt: Danke, gleichfalls!"]);
    let second = if first.contains("Gesendet") {
        "Bob schreibt: Danke, gleichfalls!"
    } else {
        "Gesendet"
    };
    talk.wait_for(second);
    let out = talk.quit();
    assert!(!out.contains("Takeback sent"), "{out}");
    assert!(out.contains("Gesendet"), "{out}");
    // The player's own line, sent back by lila's stream, is not read out
    // as if someone else had written it.
    assert!(!out.contains("Anna schreibt"), "{out}");
}

/// A real-time seek lichess closes without a game (it expired) is said
/// and ends the wait; losing the event stream while a correspondence
/// seek waits does not end annabella, and the game that starts is played.
#[test]
fn a_seek_lichess_ends_is_said_and_a_lost_event_stream_is_opened_again() {
    let lichess = Lichess::start(World::default());
    let home = Home::new("day", "seek");
    let mut talk =
        Talk::start(home.command_in(&lichess.url, &["seek", "--time", "15+10"], "english"));
    talk.wait_for("lichess ended the seek without a game.");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    let mut talk = Talk::start(home.command_in(&lichess.url, &["seek", "--days", "3"], "english"));
    talk.wait_for("Seek sent; waiting for an opponent.");
    lichess.wait_for_event_streams(2);
    lichess.close_event_streams();
    lichess.wait_for_event_streams(3);
    {
        let mut world = lichess.world.lock().unwrap();
        let game = Game::new("seekG", bob(), true);
        world.start(game);
    }
    talk.wait_for("Game seekG against Bob; you play Black");
    talk.quit();
}

/// `games` in a game lists the player's games again, and `game N` plays
/// the one of that number from here on; the first stays on lichess.
#[test]
fn games_and_game_n_switch_between_games_inside_a_game() {
    let first = Game::new("corrA", bob(), false);
    let mut second = Game::new(
        "corrB",
        json!({"id": "carol", "name": "Carol", "rating": 1650}),
        true,
    );
    second.moves = vec!["d2d4".into()];
    second.listed["isMyTurn"] = true.into();
    let lichess = Lichess::start(World {
        games: vec![first, second],
        ..World::default()
    });
    let home = Home::new("day", "switch");
    let mut talk = Talk::start(home.command_in(&lichess.url, &["--game", "corrA"], "english"));
    talk.wait_for("Game corrA against Bob; you play White");
    // The numbers are the list's, also before games says it.
    talk.say("game 1");
    talk.wait_for("Game corrA against Bob; you play White");
    talk.say("games");
    talk.wait_for("2: Carol, rating 1650, correspondence, your move");
    talk.say("game 9");
    talk.wait_for("No game to play has the number 9");
    talk.say("game 2");
    talk.wait_for("Game corrB against Carol; you play Black");
    talk.wait_for("Move 1, White: Pawn David four");
    talk.say("d5");
    talk.wait_for("Pawn David five");
    talk.quit();
    lichess.assert_asked("POST /api/board/game/corrB/move/d7d5");
    home.assert_saved("corrB", "1. d4 d5");
}

/// With no game going on, the challenges waiting (`GET /api/challenge`,
/// ChallengeJson) are said and answered: one declined with one of
/// lichess's reasons, one accepted, and the game it starts is played.
#[test]
fn challenges_are_answered_when_no_game_goes_on() {
    let challenge = |id: &str, name: &str, days: u32| {
        json!({"id": id, "url": format!("https://lichess.org/{id}"), "status": "created",
            "challenger": {"id": name.to_lowercase(), "name": name, "rating": 1580},
            "destUser": {"id": "anna", "name": "Anna", "rating": 1500},
            "variant": {"key": "standard", "name": "Standard"}, "rated": false,
            "speed": "correspondence",
            "timeControl": {"type": "correspondence", "daysPerTurn": days},
            "color": "random", "perf": {"icon": "", "name": "Correspondence"},
            "direction": "in"})
    };
    let lichess = Lichess::start(World {
        incoming: vec![challenge("chDave", "Dave", 3), challenge("chEve", "Eve", 5)],
        next_game: Some(Game::new(
            "ignored",
            json!({"id": "eve", "name": "Eve", "rating": 1580}),
            true,
        )),
        ..World::default()
    });
    let home = Home::new("day", "nogame");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "english"));
    talk.wait_for("No ongoing game.");
    talk.wait_for("1: Challenge from Dave, rating 1580: casual, correspondence, 3 days a move, Standard, colours by lot.");
    talk.wait_for("2: Challenge from Eve, rating 1580: casual, correspondence, 5 days a move");
    talk.wait_for("accept N, decline N [reason] or quit.");
    talk.say("decline 1 tooSlow");
    talk.wait_for("Challenge declined.");
    talk.wait_for("1: Challenge from Eve");
    talk.say("accept 1");
    talk.wait_for("Challenge accepted");
    talk.wait_for("Game chEve against Eve; you play Black");
    talk.quit();
    assert_eq!(
        lichess.form_of("/api/challenge/chDave/decline"),
        vec![("reason".to_owned(), "tooSlow".to_owned())]
    );
}

/// With one challenge waiting and no game going on, `accept` and
/// `decline` need no number: they answer the only challenge there is;
/// and `quit` leaves there, as it does everywhere else.
#[test]
fn the_only_challenge_is_answered_without_a_number_and_quit_leaves() {
    let challenge = |id: &str, name: &str| {
        json!({"id": id, "url": format!("https://lichess.org/{id}"), "status": "created",
            "challenger": {"id": name.to_lowercase(), "name": name, "rating": 1580},
            "destUser": {"id": "anna", "name": "Anna", "rating": 1500},
            "variant": {"key": "standard", "name": "Standard"}, "rated": false,
            "speed": "correspondence",
            "timeControl": {"type": "correspondence", "daysPerTurn": 3},
            "color": "random", "perf": {"icon": "", "name": "Correspondence"},
            "direction": "in"})
    };
    let lichess = Lichess::start(World {
        incoming: vec![challenge("chIda", "Ida")],
        next_game: Some(Game::new(
            "ignored",
            json!({"id": "ida", "name": "Ida", "rating": 1580}),
            true,
        )),
        ..World::default()
    });
    let home = Home::new("day", "onlychallenge");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "fide"));
    talk.wait_for("1: Herausforderung von Ida");
    talk.say("accept");
    talk.wait_for("Herausforderung angenommen");
    talk.wait_for("Partie chIda gegen Ida");
    talk.quit();
    lichess.assert_asked("POST /api/challenge/chIda/accept");

    let lichess = Lichess::start(World {
        incoming: vec![challenge("chJo", "Jo")],
        ..World::default()
    });
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "english"));
    talk.wait_for("1: Challenge from Jo");
    talk.say("decline later");
    talk.wait_for("Challenge declined.");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert!(!out.contains("no game"), "{out}");
    assert_eq!(
        lichess.form_of("/api/challenge/chJo/decline"),
        vec![("reason".to_owned(), "later".to_owned())]
    );

    let lichess = Lichess::start(World {
        incoming: vec![challenge("chKai", "Kai")],
        ..World::default()
    });
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "fide"));
    talk.wait_for("1: Herausforderung von Kai");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert!(!out.contains("Nummer quit"), "{out}");
    assert!(!out.contains("nicht verstanden"), "{out}");
    assert!(
        lichess
            .requests()
            .iter()
            .all(|r| !r.path.contains("chKai/")),
        "nothing answered"
    );
}

/// lila starts the game of an accepted challenge as it takes the
/// acceptance (`POST /api/challenge/{id}/accept`, then `gameStart`); when
/// no `gameStart` comes, the wait ends with a word, in the player's
/// language, and annabella ends well instead of waiting without end.
#[test]
fn an_accepted_challenge_whose_game_never_starts_is_said() {
    let lichess = Lichess::start(World {
        incoming: vec![json!({"id": "chFay", "url": "https://lichess.org/chFay",
            "status": "created",
            "challenger": {"id": "fay", "name": "Fay", "rating": 1610},
            "destUser": {"id": "anna", "name": "Anna", "rating": 1500},
            "variant": {"key": "standard", "name": "Standard"}, "rated": false,
            "speed": "correspondence",
            "timeControl": {"type": "correspondence", "daysPerTurn": 2},
            "color": "random", "perf": {"icon": "", "name": "Correspondence"},
            "direction": "in"})],
        ..World::default()
    });
    let home = Home::new("day", "unstarted");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "fide"));
    talk.wait_for("1: ");
    talk.say("accept 1");
    talk.wait_for("Herausforderung angenommen");
    talk.wait_for("lichess hat die Partie nicht innerhalb von 10 Sekunden begonnen");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    lichess.assert_asked("POST /api/challenge/chFay/accept");
}

/// A challenge withdrawn between its listing and the player's `accept`
/// (lichess answers 404) is said as such, in the player's language, and
/// the others are still there to answer: no "no lichess server", no end.
#[test]
fn a_challenge_withdrawn_before_it_is_accepted_is_said_and_the_rest_stay() {
    let challenge = |id: &str, name: &str| {
        json!({"id": id, "url": format!("https://lichess.org/{id}"), "status": "created",
            "challenger": {"id": name.to_lowercase(), "name": name, "rating": 1610},
            "destUser": {"id": "anna", "name": "Anna", "rating": 1500},
            "variant": {"key": "standard", "name": "Standard"}, "rated": false,
            "speed": "correspondence",
            "timeControl": {"type": "correspondence", "daysPerTurn": 2},
            "color": "random", "perf": {"icon": "", "name": "Correspondence"},
            "direction": "in"})
    };
    let lichess = Lichess::start(World {
        incoming: vec![challenge("chGone", "Gil"), challenge("chFay", "Fay")],
        withdrawn: vec!["chGone".into()],
        ..World::default()
    });
    let home = Home::new("day", "withdrawn");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "fide"));
    talk.wait_for("2: ");
    talk.say("accept 1");
    talk.wait_for("Eine Herausforderung chGone gibt es auf lichess nicht (mehr).");
    talk.wait_for("1: Herausforderung von Fay");
    talk.say("");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert!(!out.contains("lichess-Server"), "{out}");
}

/// A challenge in a variant annabella does not play (ChallengeJson's
/// `variant.key` "atomic") says so, in the player's language, before it
/// is answered.
#[test]
fn a_challenge_in_a_variant_annabella_does_not_play_says_so() {
    let lichess = Lichess::start(World {
        incoming: vec![json!({"id": "chAtom", "url": "https://lichess.org/chAtom",
            "status": "created",
            "challenger": {"id": "gil", "name": "Gil", "rating": 1610},
            "destUser": {"id": "anna", "name": "Anna", "rating": 1500},
            "variant": {"key": "atomic", "name": "Atomic", "short": "Atom"}, "rated": false,
            "speed": "correspondence",
            "timeControl": {"type": "correspondence", "daysPerTurn": 2},
            "color": "random", "perf": {"icon": "", "name": "Atomic"},
            "direction": "in"})],
        ..World::default()
    });
    let home = Home::new("day", "atomchallenge");
    for (scheme, said) in [
        (
            "fide",
            "Atomic, eine Variante, die annabella nicht spielt, Farben ausgelost.",
        ),
        (
            "english",
            "Atomic, a variant annabella does not play, colours by lot.",
        ),
    ] {
        let output = common::run_typed(home.command_in(&lichess.url, &[], scheme), "\n");
        let out = common::stdout(&output);
        assert!(output.status.success(), "{out}");
        assert!(common::as_read(&out).contains(said), "{scheme}: {out}");
    }
}

/// A correspondence game opened on the player's move with less than 24
/// hours left (`wtime` 80,000,000 ms: 22 hours 13 minutes) says the time
/// once, as the warning, not once as the time left and again as the
/// warning; on the opponent's move the time left is said as usual.
#[test]
fn correspondence_time_below_a_day_is_said_once_as_the_game_opens() {
    let mut mine = Game::new("corrLow", bob(), false);
    mine.times = (80_000_000, 259_200_000);
    let mut theirs = Game::new("corrWait", bob(), true);
    theirs.times = (259_200_000, 80_000_000);
    let lichess = Lichess::start(World {
        games: vec![mine, theirs],
        ..World::default()
    });
    let home = Home::new("day", "lowdays");
    let output = common::run_typed(
        home.command_in(&lichess.url, &["--game", "corrLow"], "fide"),
        "quit\n",
    );
    let out = common::stdout(&output);
    assert!(output.status.success(), "{out}");
    assert!(
        common::as_read(&out).contains("Deine Zeit läuft ab: noch 22 Stunden 13 Minuten."),
        "{out}"
    );
    assert_eq!(out.matches("22 Stunden 13 Minuten").count(), 1, "{out}");
    let output = common::run_typed(
        home.command_in(&lichess.url, &["--game", "corrWait"], "fide"),
        "quit\n",
    );
    let out = common::stdout(&output);
    assert!(out.contains("Du hast noch 22 Stunden 13 Minuten."), "{out}");
}

/// GameStateEvent's `expiration` ("A game may be aborted if a player
/// doesn't make their first move in time"): the time for the player's
/// first move, `millisToMove` less `idleMillis`, is said as the game
/// opens, in the player's language.
#[test]
fn the_time_for_the_first_move_is_said() {
    let mut game = real_time("firstM", bob(), "rapid", "lobby", 10);
    game.expiration = Some(json!({"idleMillis": 5000, "millisToMove": 30000}));
    let lichess = Lichess::start(World {
        games: vec![game],
        ..World::default()
    });
    let home = Home::new("day", "firstmove");
    for (scheme, said) in [
        (
            "fide",
            "Dein erster Zug: noch 25 Sekunden, sonst bricht lichess die Partie ab.",
        ),
        (
            "english",
            "Your first move: 25 seconds left, else lichess aborts the game.",
        ),
    ] {
        let output = common::run_typed(home.command_in(&lichess.url, &[], scheme), "quit\n");
        let out = common::stdout(&output);
        assert!(output.status.success(), "{out}");
        assert!(common::as_read(&out).contains(said), "{scheme}: {out}");
    }
}

/// `annabella online cancel ID` withdraws a challenge of the player's
/// (`POST /api/challenge/{id}/cancel`).
#[test]
fn an_own_challenge_is_withdrawn_with_cancel() {
    let lichess = Lichess::start(World::default());
    let home = Home::new("day", "cancel");
    let output = common::run_typed(
        home.command_in(&lichess.url, &["cancel", "ch42"], "fide"),
        "",
    );
    let out = common::stdout(&output);
    assert!(output.status.success(), "{out}");
    assert!(out.contains("Herausforderung ch42 zurückgezogen."), "{out}");
    lichess.assert_asked("POST /api/challenge/ch42/cancel");
}

/// A resignation waiting out lichess's rate limit (429, `Retry-After`) is
/// said as waiting, not as done; leaving while it waits says that it was
/// not sent.
#[test]
fn a_resignation_waiting_out_the_rate_limit_is_said_and_quitting_says_it_was_not_sent() {
    let corr = Game::new("corrA", bob(), false);
    let lichess = Lichess::start(World {
        games: vec![corr],
        too_many: 10,
        ..World::default()
    });
    let home = Home::new("day", "ratelimit");
    let mut talk = Talk::start(home.command_in(&lichess.url, &[], "english"));
    talk.wait_for("Game corrA against Bob; you play White");
    talk.say("resign");
    talk.say("yes");
    talk.wait_for("lichess asks to wait: the next request goes in 1 second.");
    talk.say("quit");
    talk.wait_for("One request waiting out lichess's rate limit was not sent.");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    assert!(!out.contains("wins by resignation"), "{out}");
}

/// A resignation typed just before `quit` still reaches lichess
/// (`POST /api/board/game/{id}/resign`): leaving waits for the requests
/// on their way instead of dropping them without a word.
#[test]
fn a_resignation_typed_just_before_quit_reaches_lichess() {
    let lichess = Lichess::start(World {
        games: vec![Game::new("corrA", bob(), false)],
        ..World::default()
    });
    let home = Home::new("day", "lastresign");
    let output = common::run_typed(
        home.command_in(&lichess.url, &["--game", "corrA"], "english"),
        "resign\nyes\nquit\n",
    );
    let out = common::stdout(&output);
    assert!(output.status.success(), "{out}");
    assert!(
        lichess
            .log()
            .contains(&"POST /api/board/game/corrA/resign".to_owned()),
        "{out}\n{:?}",
        lichess.log()
    );
    assert!(!out.contains("not sent"), "{out}");
}

/// Every status of `GameStatusName` that ends a game, and one lichess may
/// add, on a game whose moves do not show the end: the game opens with
/// its end, a move typed is answered, never played, and annabella ends
/// well; the saved result is lichess's (lila's PGN: the winner's side
/// wins, no winner is a draw); an aborted game with moves stays on the
/// scoresheet unfinished (lila's PGN of an aborted game: `Result "*"`),
/// one aborted before any move leaves no file.
#[test]
fn every_end_lichess_gives_ends_the_game_cleanly() {
    let ends = [
        ("aborted", None, "*"),
        ("timeout", Some("black"), "0-1"),
        ("noStart", Some("white"), "1-0"),
        ("cheat", Some("black"), "0-1"),
        ("unknownFinish", None, "1/2-1/2"),
        ("variantEnd", Some("white"), "1-0"),
        ("mate", Some("black"), "0-1"),
        ("stalemate", None, "1/2-1/2"),
        ("resign", Some("white"), "1-0"),
        ("draw", None, "1/2-1/2"),
        ("outoftime", Some("white"), "1-0"),
        ("insufficientMaterialClaim", None, "1/2-1/2"),
        ("somethingNew", Some("black"), "0-1"),
    ];
    let mut games: Vec<Game> = ends
        .iter()
        .map(|(status, winner, _)| {
            let mut game = Game::new(&format!("end{status}"), bob(), false);
            game.moves = vec!["e2e4".into(), "e7e5".into()];
            game.status = (*status).into();
            game.winner = winner.map(str::to_owned);
            game
        })
        .collect();
    let mut unplayed = Game::new("endunplayed", bob(), false);
    unplayed.status = "aborted".into();
    games.push(unplayed);
    let lichess = Lichess::start(World {
        games,
        ..World::default()
    });
    let home = Home::new("day", "ends");
    let output = common::run_typed(
        home.command_in(&lichess.url, &["--game", "endunplayed"], "english"),
        "quit\n",
    );
    assert!(output.status.success(), "{}", common::stdout(&output));
    assert!(
        common::stdout(&output).contains("Game aborted"),
        "{}",
        common::stdout(&output)
    );
    assert_eq!(
        home.saved("endunplayed"),
        "",
        "no file for a game never played"
    );
    for (status, _, result) in ends {
        let id = format!("end{status}");
        let output = common::run_typed(
            home.command_in(&lichess.url, &["--game", &id], "english"),
            "Nf3\nquit\n",
        );
        let out = common::stdout(&output);
        assert!(
            output.status.success(),
            "{status}: {:?} {out}{}",
            output.status,
            common::stderr(&output)
        );
        assert!(out.contains("The game is over."), "{status}: {out}");
        assert!(
            !out.contains("Connection to lichess lost"),
            "{status}: {out}"
        );
        let saved = home.saved(&id);
        assert!(
            saved.contains(&format!("[Result \"{result}\"]")),
            "{status}: {saved}"
        );
        assert!(saved.contains("1. e4 e5"), "{status}: {saved}");
        assert!(!saved.contains("Nf3"), "{status}: {saved}");
    }
    assert!(
        !lichess.log().iter().any(|l| l.contains("/move/")),
        "no move sent: {:?}",
        lichess.log()
    );
}
