//! Online and correspondence play on lichess through its Board API: the
//! client, the token, and the threads that carry a game between the
//! server and a session (the game's stream in, the player's requests
//! out), so that the command layer never waits for the network.

pub mod api;
pub mod client;
pub mod token;

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::mpsc::{Sender, channel};
use std::thread;
use std::time::Duration;

use shakmaty::Color;

pub use client::{Client, Fault, Lines};

use crate::notation::{OnlineText, ServerTrouble};
use crate::play::{Remote, Request, ServerEvent};

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

/// A request made again after a wait the server asked for (429), at most
/// a few times.
fn patiently<T>(
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
fn read_game(client: Arc<Client>, id: String, mut lines: Lines, events: Sender<ServerEvent>) {
    let mut over = false;
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
                Ok(api::GameLine::ChatLine { username, text }) => ServerEvent::Chat {
                    user: username,
                    text,
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
                    let back = events
                        .send(ServerEvent::Back)
                        .and_then(|()| events.send(ServerEvent::State(full.state.server_state())));
                    if back.is_err() {
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
    };
    (path, Vec::new())
}

/// Sends the player's requests, one after the other, and tells the session
/// what the server refused or what could not be sent.
fn send_requests(
    client: Arc<Client>,
    id: String,
    requests: std::sync::mpsc::Receiver<Request>,
    events: Sender<ServerEvent>,
) {
    for request in requests {
        let (path, form) = endpoint(&id, &request);
        let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let sent = patiently(
            || client.post(&path, &form),
            |wait| {
                let _ = events.send(ServerEvent::Waiting(wait));
            },
        );
        let a_move = matches!(request, Request::Move { .. });
        let event = match sent {
            Ok(()) => continue,
            Err(Fault::Refused(why)) => ServerEvent::Refused(why),
            Err(Fault::Down(_)) if a_move => ServerEvent::NotSent,
            // Refused for good (429 after every wait, the token, the game):
            // the move the server never got is taken back here too, so
            // that the board and lichess's game never part.
            Err(Fault::RateLimited(_)) if a_move => ServerEvent::Withdrawn(None),
            Err(fault) if a_move => {
                ServerEvent::Withdrawn(Some(fault_text(&fault, client.server(), Some(&id))))
            }
            Err(fault) => ServerEvent::Notice(fault_text(&fault, client.server(), Some(&id))),
        };
        if events.send(event).is_err() {
            return;
        }
    }
}

/// Tells the session of games that start elsewhere (a challenge accepted,
/// a seek matched) while it plays.
fn watch_events(mut lines: Lines, mut known: HashSet<String>, events: Sender<ServerEvent>) {
    while let Some(line) = lines.next_line() {
        if let Ok(api::EventLine::GameStart { game }) = serde_json::from_str(&line)
            && known.insert(game.game_id.clone())
        {
            let text = OnlineText::NewGame {
                id: game.game_id,
                opponent: game.opponent.username,
            };
            if events.send(ServerEvent::Notice(text)).is_err() {
                return;
            }
        }
    }
}

/// Carries game `id` between the server and a session: the returned
/// [`Remote`] goes to the session.
pub fn carry(
    client: Arc<Client>,
    id: &str,
    lines: Lines,
    me: Color,
    days: Option<u32>,
    event_stream: Option<(Lines, HashSet<String>)>,
) -> Remote {
    let (events, received) = channel();
    let (requests, to_send) = channel();
    {
        let (client, id, events) = (client.clone(), id.to_owned(), events.clone());
        thread::spawn(move || read_game(client, id, lines, events));
    }
    {
        let (client, id, events) = (client, id.to_owned(), events.clone());
        thread::spawn(move || send_requests(client, id, to_send, events));
    }
    if let Some((lines, known)) = event_stream {
        thread::spawn(move || watch_events(lines, known, events));
    }
    Remote::new(me, days, received, requests)
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
}
