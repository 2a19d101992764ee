//! Online and correspondence play on lichess through its Board API: the
//! client, the token, and the threads that carry a game between the
//! server and a session (the game's stream in, the player's requests
//! out), so that the command layer never waits for the network.

pub mod api;
pub mod client;
pub mod forms;
pub mod games;
pub mod http;
pub mod outbox;
pub mod token;

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, channel, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use shakmaty::Color;

pub use client::{Client, Fault, Lines};
use outbox::Outbox;

use crate::notation::{LichessPace, LichessPlayer, OnlineText, ServerTrouble, outside};
use crate::play::{Remote, Request, ServerEvent};

/// The player's requests of every game played, each game's carried out
/// by an outbox of its own: kept so that leaving can wait until those made
/// before it have gone out.
static CARRIED: Mutex<Vec<Outbox<Request>>> = Mutex::new(Vec::new());

/// What became of the player's requests when annabella ended.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Delivered {
    /// Gone to lichess, and no answer had come.
    pub unanswered: usize,
    /// Never sent (those waiting out lichess's rate limit aside, which the
    /// game says as it is left).
    pub unsent: usize,
}

/// Waits, at most `limit`, until every request the player made in a game
/// that has been left has gone to the server whole, or been answered, or
/// waits out lichess's rate limit: called before annabella ends, so that a
/// move on its way is not cut off. A server's answer is never waited for.
/// What had no answer yet, and what never went, is counted.
pub fn deliver(limit: Duration) -> Delivered {
    let deadline = std::time::Instant::now() + limit;
    let carried = std::mem::take(&mut *CARRIED.lock().unwrap_or_else(|e| e.into_inner()));
    let mut delivered = Delivered::default();
    for outbox in carried {
        let left = outbox.settle(
            deadline.saturating_duration_since(std::time::Instant::now()),
            |_| true,
        );
        delivered.unanswered += left.unanswered.len();
        delivered.unsent += left.unsent.len();
    }
    delivered
}

/// How many lines or events a server may send ahead of the game: a
/// server that floods waits until the player's side has taken them, so
/// what is held stays bounded whatever it sends.
const READ_AHEAD: usize = 16;

/// The first wait before a lost stream is opened again; it doubles up to
/// [`LONGEST_WAIT`].
const FIRST_WAIT: Duration = Duration::from_secs(1);
const LONGEST_WAIT: Duration = Duration::from_secs(30);

/// What the player is told of a fault.
pub fn fault_text(fault: &Fault, server: &str, game: Option<&str>) -> OnlineText {
    match fault {
        Fault::TokenRefused => OnlineText::TokenRefused,
        Fault::NotFound => match game {
            Some(id) => OnlineText::NoSuchGame(id.to_owned()),
            None => OnlineText::NotLichess(server.to_owned()),
        },
        Fault::Unreadable(detail) => OnlineText::UnreadableGame(detail.clone()),
        Fault::Refused(why) => OnlineText::Refused(why.clone()),
        Fault::RateLimited(wait) => OnlineText::RateLimited(wait.as_secs()),
        Fault::Down(why) => OnlineText::ServerDown {
            server: server.to_owned(),
            why: why.clone(),
        },
    }
}

/// What is wrong with an answer to challenge `id` (accept, decline,
/// cancel): lichess's 404 there means the challenge, not the server.
pub fn challenge_fault(fault: &Fault, server: &str, id: &str) -> OnlineText {
    match fault {
        Fault::NotFound => OnlineText::NoSuchChallenge(outside::line(id)),
        _ => fault_text(fault, server, None),
    }
}

/// A request made again after a wait the server asked for (429), at most
/// a few times.
pub fn patiently<T>(
    mut request: impl FnMut() -> Result<T, Fault>,
    mut waiting: impl FnMut(Duration),
) -> Result<T, Fault> {
    for _ in 0..3 {
        match request() {
            Err(Fault::RateLimited(wait)) => {
                waiting(wait);
                thread::sleep(wait);
            }
            other => return other,
        }
    }
    request()
}

/// A game's stream, open: its first line, `gameFull`, read; a first line
/// that is not one that can be read is a fault, not a wait. `waiting` is
/// told of each wait the server asks for.
pub fn open_game(
    client: &Client,
    id: &str,
    waiting: impl FnMut(Duration),
) -> Result<(api::Full, Lines), Fault> {
    let path = format!("/api/board/game/stream/{id}");
    let mut lines = patiently(|| client.stream(&path, None), waiting)?;
    // lichess sends `gameFull` at once, and an empty line every few
    // seconds after it: a dozen of them first is no game coming.
    let Some(line) = lines.first_line(12) else {
        return Err(Fault::Down(ServerTrouble::NoGame));
    };
    let full = api::game_full(&line).map_err(Fault::Unreadable)?;
    Ok((full, lines))
}

fn finished(status: &str) -> bool {
    !matches!(status, "started" | "created" | "")
}

/// Reads a game's stream into events for the session; a stream that
/// breaks while the game goes on is opened again with back-off, and the
/// session is told when it is lost and when it is back.
/// `over` says whether the game was over when it was opened: a finished
/// game's stream ends at once, and that is no lost connection.
fn read_game(
    client: Arc<Client>,
    id: String,
    mut lines: Lines,
    mut over: bool,
    events: SyncSender<ServerEvent>,
) {
    loop {
        while let Some(line) = lines.next_line() {
            let event = match serde_json::from_str::<api::GameLine>(&line) {
                Ok(api::GameLine::GameFull(full)) => {
                    over = finished(&full.state.status);
                    ServerEvent::State(full.state.server_state())
                }
                Ok(api::GameLine::GameState(state)) => {
                    over = finished(&state.status);
                    ServerEvent::State(state.server_state())
                }
                // lichess's chat lines are short; a longer one is cut
                // before it is held.
                Ok(api::GameLine::ChatLine { username, text }) => ServerEvent::Chat {
                    user: outside::line(&username),
                    text: outside::line(&text),
                },
                Ok(api::GameLine::OpponentGone {
                    gone,
                    claim_win_in_seconds,
                }) => ServerEvent::OpponentGone {
                    gone,
                    claim_in: claim_win_in_seconds,
                },
                // A line of a kind annabella does not know is not its
                // business.
                Ok(api::GameLine::Other) | Err(_) => continue,
            };
            if events.send(event).is_err() {
                return;
            }
        }
        if over || events.send(ServerEvent::Lost).is_err() {
            return;
        }
        let mut wait = FIRST_WAIT;
        lines = loop {
            thread::sleep(wait);
            wait = (wait * 2).min(LONGEST_WAIT);
            let waiting = |wait| {
                let _ = events.send(ServerEvent::Waiting(wait));
            };
            match open_game(&client, &id, waiting) {
                Ok((full, lines)) => {
                    over = finished(&full.state.status);
                    if events.send(ServerEvent::Back).is_err()
                        || events
                            .send(ServerEvent::State(full.state.server_state()))
                            .is_err()
                    {
                        return;
                    }
                    break lines;
                }
                Err(fault @ (Fault::TokenRefused | Fault::NotFound | Fault::Unreadable(_))) => {
                    let text = fault_text(&fault, client.server(), Some(&id));
                    let _ = events.send(ServerEvent::Notice(text));
                    return;
                }
                Err(_) => continue,
            }
        };
    }
}

/// The path and query of a request of game `id`, and its form.
fn endpoint(id: &str, request: &Request) -> (String, Vec<(&'static str, String)>) {
    let game = format!("/api/board/game/{id}");
    let path = match request {
        Request::Move {
            uci,
            offering_draw: false,
        } => format!("{game}/move/{uci}"),
        Request::Move {
            uci,
            offering_draw: true,
        } => format!("{game}/move/{uci}?offeringDraw=true"),
        Request::Resign => format!("{game}/resign"),
        Request::Abort => format!("{game}/abort"),
        Request::Draw(yes) => format!("{game}/draw/{}", if *yes { "yes" } else { "no" }),
        Request::Takeback(yes) => format!("{game}/takeback/{}", if *yes { "yes" } else { "no" }),
        Request::ClaimVictory => format!("{game}/claim-victory"),
        Request::ClaimDraw => format!("{game}/claim-draw"),
        Request::Chat(text) => {
            let form = vec![("room", "player".to_owned()), ("text", text.clone())];
            return (format!("{game}/chat"), form);
        }
        Request::AcceptChallenge(challenge) => format!("/api/challenge/{challenge}/accept"),
        Request::DeclineChallenge { id, reason } => {
            let form = reason
                .iter()
                .map(|reason| ("reason", reason.clone()))
                .collect();
            return (format!("/api/challenge/{id}/decline"), form);
        }
    };
    (path, Vec::new())
}

/// Sends one of the player's requests and tells the session what the
/// server refused or what could not be sent. `waiting` counts the
/// requests waiting out lichess's rate limit, so that leaving with one
/// unsent is said.
fn send_request(
    client: &Client,
    id: &str,
    request: Request,
    events: &SyncSender<ServerEvent>,
    waiting: &AtomicUsize,
) {
    let (path, form) = endpoint(id, &request);
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let mut held = false;
    let progress = Arc::new(http::Progress::default());
    let sent = http::watched(&progress, || {
        patiently(
            || {
                http::hold(false);
                client.post(&path, &form)
            },
            |wait| {
                http::hold(true);
                if !std::mem::replace(&mut held, true) {
                    waiting.fetch_add(1, Ordering::SeqCst);
                }
                let _ = events.send(ServerEvent::Waiting(wait));
            },
        )
    });
    if held {
        waiting.fetch_sub(1, Ordering::SeqCst);
    }
    let a_move = matches!(request, Request::Move { .. });
    let event = match sent {
        Ok(()) => match request {
            Request::Chat(_) => ServerEvent::Notice(OnlineText::ChatTaken),
            Request::AcceptChallenge(_) => ServerEvent::Notice(OnlineText::ChallengeAccepted),
            Request::DeclineChallenge { .. } => {
                ServerEvent::Notice(OnlineText::ChallengeDeclinedByYou)
            }
            _ => return,
        },
        Err(Fault::Refused(why)) => ServerEvent::Refused(why),
        // The move went to lichess and no whole answer came: it may have
        // arrived, and lichess's game says.
        Err(fault @ Fault::Down(_)) if a_move && progress.asked() => {
            ServerEvent::Unconfirmed(fault_text(&fault, client.server(), Some(id)))
        }
        Err(Fault::Down(_)) if a_move => ServerEvent::NotSent,
        // Refused for good (429 after every wait, the token, the game):
        // the move the server never got is taken back here too, so
        // that the board and lichess's game never part.
        Err(Fault::RateLimited(_)) if a_move => ServerEvent::Withdrawn(None),
        Err(fault) if a_move => {
            ServerEvent::Withdrawn(Some(fault_text(&fault, client.server(), Some(id))))
        }
        // Still refused for too many requests after waiting it out:
        // not sent, and said so.
        Err(Fault::RateLimited(_)) => ServerEvent::Notice(OnlineText::LeftUnsent(1)),
        Err(fault) => ServerEvent::Notice(match &request {
            Request::AcceptChallenge(challenge)
            | Request::DeclineChallenge { id: challenge, .. } => {
                challenge_fault(&fault, client.server(), challenge)
            }
            _ => fault_text(&fault, client.server(), Some(id)),
        }),
    };
    // The game may have been left meanwhile: what the player asked for
    // before leaving still goes to lichess, said or not.
    let _ = events.send(event);
}

/// The lines of the event stream (`GET /api/stream/event`), opened again
/// with back-off whenever it ends: lila closes a token's stream when the
/// same token opens another, and a lost connection ends it too. Reading
/// stops once the receiver is gone.
pub fn event_lines(client: Arc<Client>, first: Option<Lines>) -> Receiver<String> {
    let (send, lines) = sync_channel(READ_AHEAD);
    thread::spawn(move || {
        let mut stream = first;
        let mut wait = FIRST_WAIT;
        loop {
            if let Some(mut open) = stream.take() {
                let opened = std::time::Instant::now();
                while let Some(line) = open.next_line() {
                    if send.send(line).is_err() {
                        return;
                    }
                }
                // A stream that held a while starts the back-off afresh;
                // one closed at once (another program took the token's
                // stream) is not opened again at once.
                if opened.elapsed() > LONGEST_WAIT {
                    wait = FIRST_WAIT;
                }
            }
            thread::sleep(wait);
            wait = (wait * 2).min(LONGEST_WAIT);
            match client.stream("/api/stream/event", None) {
                Ok(open) => stream = Some(open),
                Err(Fault::TokenRefused) => return,
                Err(_) => {}
            }
        }
    });
    lines
}

/// The players' chat of a game so far (`GET /api/board/game/{id}/chat`),
/// the last lines of it, without lichess's own notes: what was written
/// while the player was away. Nothing when it cannot be read.
pub fn chat_history(client: &Client, id: &str) -> Vec<(String, String)> {
    const KEPT: usize = 20;
    #[derive(serde::Deserialize)]
    struct Said {
        #[serde(default)]
        user: String,
        #[serde(default)]
        text: String,
    }
    let Ok(mut lines) = client.stream(&format!("/api/board/game/{id}/chat"), None) else {
        return Vec::new();
    };
    // lila answers with one JSON array; NDJSON (one line each) is read too.
    let mut said: Vec<Said> = Vec::new();
    for _ in 0..1000 {
        let Some(line) = lines.next_line() else {
            break;
        };
        match serde_json::from_str::<Vec<Said>>(&line) {
            Ok(all) => said.extend(all),
            Err(_) => said.extend(serde_json::from_str::<Said>(&line).ok()),
        }
    }
    let players: Vec<(String, String)> = said
        .into_iter()
        .filter(|s| !s.user.eq_ignore_ascii_case("lichess") && !s.text.trim().is_empty())
        .map(|s| {
            (
                crate::notation::outside::line(&s.user),
                crate::notation::outside::line(&s.text),
            )
        })
        .collect();
    let skip = players.len().saturating_sub(KEPT);
    players.into_iter().skip(skip).collect()
}

/// What a challenge to the player is said as.
pub fn challenge_text(challenge: &api::ChallengeInfo) -> OnlineText {
    let from = match &challenge.challenger {
        Some(user) if !user.name.trim().is_empty() => LichessPlayer::Named {
            name: match user.title.as_deref().map(str::trim) {
                Some(title) if !title.is_empty() => format!("{title} {}", user.name.trim()),
                _ => user.name.trim().to_owned(),
            },
            rating: user.rating,
            provisional: user.provisional,
        },
        _ => LichessPlayer::Anonymous,
    };
    let control = &challenge.time_control;
    let pace = match (control.kind.as_str(), control.limit, control.days_per_turn) {
        ("clock", Some(limit), _) => LichessPace::Clock {
            initial: limit,
            increment: control.increment.unwrap_or(0),
        },
        ("correspondence", _, Some(days)) => LichessPace::Days(days),
        _ => LichessPace::Unlimited,
    };
    // The player has the colour the challenger did not ask for.
    let you_play = match challenge.color.as_str() {
        "white" => Some(Color::Black),
        "black" => Some(Color::White),
        _ => None,
    };
    OnlineText::ChallengeReceived {
        from,
        rated: challenge.rated,
        pace,
        variant: games::variant_name(&challenge.variant),
        playable: challenge.variant.playable(),
        you_play,
        rematch: challenge.rematch_of.is_some(),
    }
}

/// Whether a challenge is to the player `me` (an account id), not one of
/// theirs.
pub fn to_me(challenge: &api::ChallengeInfo, me: &str) -> bool {
    challenge
        .dest_user
        .as_ref()
        .is_some_and(|user| user.id.eq_ignore_ascii_case(me))
}

/// Tells the session of games that start elsewhere (a challenge accepted,
/// a seek matched) and of challenges to the player while it plays.
fn watch_events(
    lines: Receiver<String>,
    mut known: HashSet<String>,
    me: String,
    events: SyncSender<ServerEvent>,
) {
    let mut challenges: HashSet<String> = HashSet::new();
    for line in lines {
        let event = match serde_json::from_str(&line) {
            Ok(api::EventLine::GameStart { game }) if known.insert(game.game_id.clone()) => {
                ServerEvent::Notice(OnlineText::NewGame {
                    id: game.game_id,
                    opponent: games::opponent(&game.opponent),
                })
            }
            Ok(api::EventLine::Challenge { challenge })
                if to_me(&challenge, &me) && challenges.insert(challenge.id.clone()) =>
            {
                ServerEvent::Challenge {
                    id: challenge.id.clone(),
                    text: Box::new(challenge_text(&challenge)),
                }
            }
            Ok(api::EventLine::ChallengeCanceled { challenge })
                if challenges.remove(&challenge.id) =>
            {
                let by = challenge.challenger.map(|c| c.name).unwrap_or_default();
                ServerEvent::ChallengeGone {
                    id: challenge.id,
                    text: Box::new(OnlineText::ChallengeWithdrawn(by)),
                }
            }
            _ => continue,
        };
        // The game may have been left meanwhile: what the player asked for
        // before leaving still goes to lichess, said or not.
        let _ = events.send(event);
    }
}

/// Carries game `id` between the server and a session: the returned
/// [`Remote`] goes to the session. `first` is the state the game was
/// opened in.
pub fn carry(
    client: Arc<Client>,
    id: &str,
    lines: Lines,
    first: &api::State,
    me: Color,
    days: Option<u32>,
    event_stream: Option<(Receiver<String>, HashSet<String>, String)>,
) -> Remote {
    let (events, received) = sync_channel(READ_AHEAD);
    let (requests, to_send) = channel();
    {
        let (client, id, events) = (client.clone(), id.to_owned(), events.clone());
        let over = finished(&first.status);
        thread::spawn(move || read_game(client, id, lines, over, events));
    }
    let waiting = Arc::new(AtomicUsize::new(0));
    {
        let (client, id, events) = (client, id.to_owned(), events.clone());
        let waiting = waiting.clone();
        let outbox = Outbox::fed_by(to_send, move |request| {
            send_request(&client, &id, request, &events, &waiting);
        });
        CARRIED
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(outbox);
    }
    if let Some((lines, known, account)) = event_stream {
        thread::spawn(move || watch_events(lines, known, account, events));
    }
    let mut remote = Remote::new(me, days, received, requests);
    remote.waiting = waiting;
    remote
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Paths and forms as `lichess-org/api` describes them
    /// (`tags/board/api-board-game-gameId-*.yaml`).
    #[test]
    fn requests_go_to_the_documented_endpoints() {
        let path = |request: Request| endpoint("g1", &request).0;
        assert_eq!(path(Request::ClaimDraw), "/api/board/game/g1/claim-draw");
        assert_eq!(
            path(Request::ClaimVictory),
            "/api/board/game/g1/claim-victory"
        );
        assert_eq!(
            path(Request::Takeback(false)),
            "/api/board/game/g1/takeback/no"
        );
        assert_eq!(
            path(Request::Move {
                uci: "e7e8q".into(),
                offering_draw: true
            }),
            "/api/board/game/g1/move/e7e8q?offeringDraw=true"
        );
        assert_eq!(
            endpoint("g1", &Request::Chat("Good luck!".into())),
            (
                "/api/board/game/g1/chat".to_owned(),
                vec![
                    ("room", "player".to_owned()),
                    ("text", "Good luck!".to_owned())
                ]
            )
        );
    }

    /// A server that sends 1 MB chat lines without end, to a game whose
    /// events nobody takes (the player's side is busy): annabella reads a
    /// few of them and then waits, so the server cannot push more than a
    /// few megabytes into it. Each chat line it holds is cut to a line.
    #[test]
    fn a_flooding_server_is_held_back_while_its_events_wait() {
        use std::io::{BufRead, BufReader, Write};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
        let url = format!("http://{}", listener.local_addr().expect("bound"));
        let server = thread::spawn(move || {
            let (mut socket, _) = listener.accept().expect("a connection");
            let mut reader = BufReader::new(socket.try_clone().expect("cloned"));
            let mut line = String::new();
            while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
                line.clear();
            }
            socket
                .set_write_timeout(Some(Duration::from_secs(3)))
                .expect("timeout set");
            let chat = format!(
                "{{\"type\":\"chatLine\",\"room\":\"player\",\"username\":\"bob\",\"text\":\"{}\"}}\n",
                "a".repeat(1_000_000)
            );
            let mut written = 0usize;
            let _ = socket.write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nConnection: close\r\n\r\n",
            );
            // 300 lines: 300 MB, unless annabella stops taking them.
            for _ in 0..300 {
                match socket.write_all(chat.as_bytes()) {
                    Ok(()) => written += chat.len(),
                    Err(_) => break,
                }
            }
            written
        });
        let client = Arc::new(Client::new(&url, "lip_test".into()).expect("a client"));
        let lines = client
            .stream("/api/board/game/stream/g1", None)
            .expect("the stream opens");
        let first: api::State = serde_json::from_str(r#"{"status":"started"}"#).expect("a state");
        let remote = carry(client, "g1", lines, &first, Color::White, None, None);
        let written = server.join().expect("the server ends");
        assert!(
            written < 64 * 1_000_000,
            "{written} bytes pushed into a game nobody read"
        );
        let Ok(ServerEvent::Chat { text, .. }) = remote.events.try_recv() else {
            panic!("a chat line waits");
        };
        assert!(
            text.starts_with("aaa") && text.chars().count() <= outside::LINE + 1,
            "{} bytes held of one chat line",
            text.len()
        );
    }
}
