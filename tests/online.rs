//! Online and correspondence play against a small lichess on 127.0.0.1,
//! started by each test: it speaks the Board API's documented endpoints
//! and NDJSON streams (field names as in `lichess-org/api`) and plays a
//! scripted sighted opponent. Nothing here reaches the internet.
#![cfg(unix)]

mod common;

use std::collections::HashMap;
use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::Talk;
use common::lichess::{Answer, EVENTS, Home, Reply, Request, Script, Streams, TOKEN};

const OK: &str = r#"{"ok":true}"#;
const NOT_FOUND: &str = r#"{"error":"Not found"}"#;

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
}

#[derive(Default)]
struct World {
    games: HashMap<String, Game>,
    /// The open event stream and games' streams.
    streams: Streams,
    /// How many times a game's stream was asked for.
    game_streams_asked: usize,
    /// Answer the next POSTs of moves with 429.
    too_many: u32,
    /// Close the game's stream after the player's next move, and refuse
    /// to open it again this many times.
    drop_after_move: bool,
    refuse_reopen: u32,
    /// The game a seek or a challenge starts.
    next_game: Option<(String, Game)>,
    /// Challenges are declined.
    decline: bool,
    /// Chat lines are answered a second late.
    slow_chat: bool,
}

impl World {
    /// The game's state down its open streams, which end with the game.
    fn broadcast(&mut self, id: &str) {
        let Some(game) = self.games.get(id) else {
            return;
        };
        let line = json_game_state(game);
        let over = game.status != "started";
        self.streams.push(id, &line);
        if over {
            self.streams.close(id);
        }
    }
}

type Lichess = common::lichess::Lichess<World>;

fn json_game_state(game: &Game) -> String {
    let mut state = common::lichess::game_state(&game.moves, game.times, &game.status, game.winner);
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

impl Script for World {
    fn serve(shared: &Arc<Mutex<World>>, request: &Request, reply: Reply) {
        serve(shared, request, reply);
    }
}

/// The answer to one request.
fn serve(shared: &Arc<Mutex<World>>, request: &Request, reply: Reply) {
    if !request.authorized() {
        reply.json("401 Unauthorized", r#"{"error":"No such token"}"#);
        return;
    }
    let segments = request.segments();
    match (request.method.as_str(), segments.as_slice()) {
        ("GET", ["api", "account"]) => {
            reply.json("200 OK", r#"{"id":"anna","username":"Anna"}"#);
        }
        ("GET", ["api", "account", "playing"]) => {
            let world = shared.lock().unwrap();
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
            reply.json("200 OK", &body);
        }
        ("GET", ["api", "stream", "event"]) => {
            let (first, lines) = {
                let mut world = shared.lock().unwrap();
                let lines = world.streams.open(EVENTS);
                let first: Vec<String> = world
                    .games
                    .keys()
                    .map(|id| {
                        serde_json::json!({"type": "gameStart", "game": {"gameId": id, "fullId": id}})
                            .to_string()
                    })
                    .collect();
                (first, lines)
            };
            reply.stream(first, lines);
        }
        ("POST", ["api", "board", "seek"]) | ("POST", ["api", "challenge", _]) => {
            let mut world = shared.lock().unwrap();
            let (id, game) = world.next_game.take().expect("a game to start");
            let real_time = request.body.contains("time=");
            // A real-time seek is held open, with keep-alive lines, until
            // an opponent comes (`api-board-seek.yaml`).
            let (seek_open, seek_lines) = channel::<String>();
            if segments[1] == "challenge" {
                reply.json("200 OK", &format!(r#"{{"id":"{id}"}}"#));
            } else if real_time {
                std::thread::spawn(move || reply.stream(Vec::new(), seek_lines));
                std::thread::sleep(Duration::from_millis(700));
            } else {
                reply.json("200 OK", r#"{"id":"seek1"}"#);
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
            world.streams.push(EVENTS, &event.to_string());
            drop(seek_open);
        }
        ("POST", ["api", "board", "game", id, "chat"]) => {
            if shared.lock().unwrap().slow_chat {
                std::thread::sleep(Duration::from_secs(1));
            }
            let mut world = shared.lock().unwrap();
            let opponent = world.games.get(*id).expect("game").opponent;
            reply.json("200 OK", OK);
            let line = serde_json::json!({"type": "chatLine", "room": "player",
                "username": opponent, "text": "Thank you, and to you!"})
            .to_string();
            world.streams.push(id, &line);
        }
        ("POST", ["api", "board", "game", id, "claim-victory"]) => {
            let mut world = shared.lock().unwrap();
            let game = world.games.get_mut(*id).expect("game");
            game.status = "timeout".into();
            game.winner = Some(game.color);
            reply.json("200 OK", OK);
            world.broadcast(id);
        }
        ("GET", ["api", "board", "game", "stream", id]) => {
            let mut world = shared.lock().unwrap();
            world.game_streams_asked += 1;
            if world.refuse_reopen > 0 && world.game_streams_asked > 1 {
                world.refuse_reopen -= 1;
                drop(world);
                reply.json("503 Service Unavailable", "{}");
                return;
            }
            let Some(game) = world.games.get(*id) else {
                drop(world);
                reply.json("404 Not Found", NOT_FOUND);
                return;
            };
            let full = json_game_full(id, game);
            // A finished game's stream ends after its first line.
            let lines = if game.status == "started" {
                world.streams.open(id)
            } else {
                channel().1
            };
            drop(world);
            reply.stream(vec![full], lines);
        }
        ("POST", ["api", "board", "game", id, "move", uci]) => {
            let mut world = shared.lock().unwrap();
            if world.too_many > 0 {
                world.too_many -= 1;
                reply.send(Answer::too_many(1));
                return;
            }
            let drop_stream = std::mem::take(&mut world.drop_after_move);
            let Some(game) = world.games.get_mut(*id) else {
                reply.json("404 Not Found", NOT_FOUND);
                return;
            };
            if let Some(why) = game.refuse.get(uci) {
                reply.json("400 Bad Request", &format!(r#"{{"error":"{why}"}}"#));
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
            let answer = game.replies.get(&(game.moves.len())).copied();
            reply.json("200 OK", OK);
            if drop_stream {
                world.streams.close(id);
            } else {
                world.broadcast(id);
            }
            if let Some(answer) = answer {
                let shared = shared.clone();
                let id = (*id).to_owned();
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_millis(300));
                    let mut world = shared.lock().unwrap();
                    let game = world.games.get_mut(&id).expect("game");
                    game.moves.push(answer.to_owned());
                    if game.color == "white" {
                        game.times.1 -= 3000;
                    } else {
                        game.times.0 -= 3000;
                    }
                    world.broadcast(&id);
                });
            }
        }
        ("POST", ["api", "board", "game", id, "resign"]) => {
            let mut world = shared.lock().unwrap();
            let game = world.games.get_mut(*id).expect("game");
            game.status = "resign".into();
            game.winner = Some(if game.color == "white" {
                "black"
            } else {
                "white"
            });
            reply.json("200 OK", OK);
            world.broadcast(id);
        }
        ("POST", ["api", "board", "game", id, "draw", yes]) => {
            let mut world = shared.lock().unwrap();
            let game = world.games.get_mut(*id).expect("game");
            if *yes == "yes" && game.draw_by_opponent {
                game.status = "draw".into();
            }
            game.draw_by_opponent = false;
            reply.json("200 OK", OK);
            world.broadcast(id);
        }
        _ => reply.json("404 Not Found", NOT_FOUND),
    }
}

/// What the opponent does on the little server, while the test goes on.
trait Opponent {
    /// The opponent offers a draw.
    fn offer_draw(&self, id: &str);
    /// The opponent leaves the game; the win can be claimed in `seconds`.
    fn opponent_leaves(&self, id: &str, seconds: u64);
    /// A game of the player's starts elsewhere (a challenge accepted on
    /// the website).
    fn start_elsewhere(&self, id: &str, game: Game);
}

impl Opponent for Lichess {
    fn offer_draw(&self, id: &str) {
        let mut world = self.world.lock().unwrap();
        world.games.get_mut(id).expect("game").draw_by_opponent = true;
        world.broadcast(id);
    }

    fn opponent_leaves(&self, id: &str, seconds: u64) {
        let line = serde_json::json!({"type": "opponentGone", "gone": true,
            "claimWinInSeconds": seconds})
        .to_string();
        self.world.lock().unwrap().streams.push(id, &line);
    }

    fn start_elsewhere(&self, id: &str, game: Game) {
        let mut world = self.world.lock().unwrap();
        world.games.insert(id.to_owned(), game);
        let event = serde_json::json!({"type": "gameStart", "game": {"gameId": id, "fullId": id,
            "opponent": {"id": "carol", "username": "Carol", "rating": 1500}}})
        .to_string();
        world.streams.push(EVENTS, &event);
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
    let home = Home::new("online", "corr");
    let mut talk = Talk::start(home.command(&lichess.url, &[]));
    talk.wait_for("One ongoing game; it is your move.");
    talk.wait_for("Game corr1 against Bob; you play White, correspondence, 3 days a move.");
    talk.say("c");
    talk.wait_for("White to move, 2 days 23 hours left.");
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    talk.wait_for("Black: Pawn Eva five");
    talk.say("Lc4");
    talk.wait_for("Black: Knight Cesar six");
    home.assert_saved("corr1", "1. e4 e5 2. Bc4 Nc6");
    talk.say("Qh5");
    talk.wait_for("Black: Knight Felix six");
    talk.say("Qxf7");
    talk.wait_for("White wins by checkmate");
    talk.quit();
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
    let home = Home::new("online", "rapid");
    let mut talk = Talk::start(home.command(&lichess.url, &["--game", "rapid1"]));
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
    talk.quit();
    lichess.assert_asked("POST /api/board/game/rapid1/draw/no");
    lichess.assert_asked("POST /api/board/game/rapid1/resign");
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
    let home = Home::new("online", "stands");
    let mut talk = Talk::start(home.command(&lichess.url, &[]));
    talk.wait_for("One ongoing game; it is your move.");
    talk.wait_for("Game corr2 against Bob; you play Black, correspondence, 3 days a move.");
    talk.wait_for("Move 1, White: Pawn Eva four");
    talk.wait_for("Black to move");
    talk.wait_for("White offers a draw");
    talk.wait_for("yes accepts the draw, no declines it.");
    talk.say("yes");
    talk.wait_for("Draw by agreement");
    talk.quit();
    lichess.assert_asked("POST /api/board/game/corr2/draw/yes");
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
    let home = Home::new("online", "drop");
    let mut talk = Talk::start(home.command(&lichess.url, &[]));
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
        world.broadcast("drop1");
    }
    talk.wait_for("Black: Pawn Eva five");
    talk.say("Nf3");
    talk.wait_for("Black: Knight Cesar six");
    talk.quit();
    home.assert_saved("drop1", "1. e4 e5 2. Nf3 Nc6");
    let moves: Vec<String> = lichess
        .log()
        .into_iter()
        .filter(|l| l.contains("/move/"))
        .collect();
    assert!(!moves.iter().any(|m| m.ends_with("d2d4")), "{moves:?}");
}

/// Each fault gets one clear answer (in lines a braille display holds):
/// no token, a bad token, a game that does not exist, a server that is
/// down.
#[test]
fn faults_are_said_in_one_answer() {
    let lichess = Lichess::start(World::default());
    let home = Home::new("online", "faults");
    let mut command = home.command(&lichess.url, &[]);
    command.env_remove("LICHESS_TOKEN");
    let output = common::run_typed(command, "");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        common::one_line(&common::stderr(&output)),
        "annabella: No lichess token: type annabella online login, or set LICHESS_TOKEN.\n"
    );
    let mut command = home.command(&lichess.url, &[]);
    command.env("LICHESS_TOKEN", "lip_wrong");
    let output = common::run_typed(command, "");
    assert!(
        common::one_line(&common::stderr(&output))
            .starts_with("annabella: lichess refuses the token"),
        "{}",
        common::one_line(&common::stderr(&output))
    );
    assert!(!common::one_line(&common::stderr(&output)).contains("lip_wrong"));
    let output = common::run_typed(home.command(&lichess.url, &["--game", "nope1"]), "");
    assert_eq!(
        common::one_line(&common::stderr(&output)),
        "annabella: There is no game nope1 on lichess.\n"
    );
    let output = common::run_typed(home.command(&lichess.url, &[]), "");
    assert_eq!(
        common::one_line(&common::stdout(&output)),
        "No ongoing game. annabella online seek or annabella online challenge NAME starts one.\n"
    );
    let output = common::run_typed(home.command("http://127.0.0.1:9", &[]), "");
    assert!(
        common::one_line(&common::stderr(&output))
            .starts_with("annabella: http://127.0.0.1:9 cannot be reached"),
        "{}",
        common::one_line(&common::stderr(&output))
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
        let output = common::run_typed(home.command(&lichess.url, args), "");
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(common::one_line(&common::stderr(&output)), said);
    }
    assert_eq!(lichess.log().len(), before, "{:?}", lichess.log());
}

/// `online login` checks the token, says whose it is and keeps it for its
/// owner only; the token is never printed.
#[test]
fn login_keeps_the_token_for_its_owner_only() {
    let lichess = Lichess::start(World::default());
    let home = Home::new("online", "login");
    let mut command = home.command(&lichess.url, &["login"]);
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
    let mut command = home.command(&lichess.url, &[]);
    command.env_remove("LICHESS_TOKEN");
    let output = common::run_typed(command, "");
    assert!(
        common::stdout(&output).contains("No ongoing game."),
        "{}",
        common::stderr(&output)
    );
    // A bad token is not kept.
    let mut command = home.command(&lichess.url, &["login", "--token-file", "/dev/null/x"]);
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
    let home = Home::new("online", "seek");
    let mut talk = Talk::start(home.command(&lichess.url, &["seek", "--days", "3"]));
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
    talk.quit();
    {
        let mut world = lichess.world.lock().unwrap();
        world.decline = true;
        world.next_game = Some(("chal1".into(), Game::default()));
    }
    let output = common::run_typed(
        home.command(&lichess.url, &["challenge", "bob", "--time", "10+5"]),
        "",
    );
    let out = common::as_read(&common::stdout(&output));
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
    lichess.assert_asked("POST /api/challenge/bob");
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
    let home = Home::new("online", "realtime");
    let mut talk = Talk::start(home.command(&lichess.url, &["seek", "--time", "10+0"]));
    talk.wait_for("Seek sent; waiting for an opponent. Ctrl-C withdraws the seek.");
    talk.wait_for("Game rt1 against Bob; you play White.");
    talk.say("help");
    talk.wait_for("help lichess: chat, offers, games");
    talk.say("help lichess");
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
    let out = talk.quit();
    assert_eq!(out.matches("White 0:5").count(), 1, "said once: {out}");
    // The Board API takes its forms as `application/x-www-form-urlencoded`
    // (`api-board-seek.yaml`, `api-board-game-gameId-chat.yaml`).
    let sent = lichess.requests();
    for request in sent.iter().filter(|r| !r.body.is_empty()) {
        assert_eq!(
            request.header("content-type"),
            Some("application/x-www-form-urlencoded"),
            "{}",
            request.route()
        );
    }
    let form = |path: &str| lichess.form_of(path);
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
    let home = Home::new("online", "board");
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
    lichess.assert_asked("POST /api/board/game/board1/move/e2e4");
    home.assert_saved("board1", "1. e4 e5");
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
    let home = Home::new("online", "busy");
    let mut talk = Talk::start(home.command(&lichess.url, &[]));
    talk.wait_for("Game busy1 against Bob");
    talk.say("e4");
    talk.wait_for("lichess asks to wait: the next request goes in 1 second.");
    talk.wait_for("The move did not reach lichess and is taken back here; type it again.");
    talk.wait_for("Pawn Eva four taken back");
    talk.say("e4");
    talk.wait_for("Black: Pawn Eva five");
    talk.quit();
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
    let home = Home::new("online", "late");
    let mut talk = Talk::start(home.command(&lichess.url, &[]));
    talk.wait_for("Game late1 against Bob");
    talk.say("chat Good luck");
    talk.say("e4");
    talk.wait_for("Pawn Eva four");
    talk.say("quit");
    let (status, out, err) = talk.finish();
    assert!(status.success(), "{out}\n{err}");
    home.assert_saved("late1", "1. e4");
    let world = lichess.world.lock().unwrap();
    assert_eq!(world.games["late1"].moves, vec!["e2e4"], "{out}\n{err}");
}

/// A token file that is a pipe (here the default one, and one named with
/// `--token-file`) is refused in one line at once, never waited on, and
/// nothing is asked of the server.
#[cfg(unix)]
#[test]
fn a_token_file_that_is_a_pipe_is_refused_at_once() {
    let lichess = Lichess::start(World::default());
    let home = Home::new("online", "token-pipe");
    let folder = home.0.join("config/annabella");
    std::fs::create_dir_all(&folder).expect("folder");
    let pipe = folder.join("lichess-token");
    let name = std::ffi::CString::new(pipe.to_str().expect("path")).expect("no NUL");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let file = pipe.to_str().expect("path");
    for args in [&[][..], &["--token-file", file][..]] {
        let mut command = home.command(&lichess.url, args);
        command
            .env_remove("LICHESS_TOKEN")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let mut child = command.spawn().expect("annabella runs");
        // Thirty seconds to end by itself: a guard against a hang, not a
        // figure.
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        while child.try_wait().expect("waited on").is_none() {
            if std::time::Instant::now() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                panic!("annabella online waited on the pipe");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let output = child.wait_with_output().expect("ended");
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(
            common::as_read(common::stderr(&output).trim_end()),
            format!(
                "annabella: The token file {file} cannot be used (that is not a plain file); keep the \
token in a plain file."
            )
        );
    }
    assert!(lichess.log().is_empty(), "{:?}", lichess.log());
}
