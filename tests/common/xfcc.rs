//! A small XfCC server on 127.0.0.1, answering `GetMyGames` and
//! `MakeAMove` as the public XfCC clients expect (scid's
//! `correspondence.tcl`, scidCommunity's `iccf.tcl`, go-chess-xfcc): SOAP
//! 1.1 envelopes in the `http://www.bennedik.com/webservices/XfccBasic`
//! namespace, the operation named by the SOAPAction header, a game's moves
//! as PGN movetext, a move answered by one code. Requests are read within
//! the bounds of the test server; each call and its answer are logged.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::lichess::{Hold, Reply, Request, Server};

pub const NAMESPACE: &str = "http://www.bennedik.com/webservices/XfccBasic";

/// One game on the server, as the player (`hasWhite`) sees it.
#[derive(Clone, Debug, Default)]
pub struct Game {
    pub id: String,
    pub white: String,
    pub black: String,
    pub event: String,
    pub has_white: bool,
    /// The moves in SAN.
    pub moves: Vec<String>,
    pub draw_offered: bool,
    pub message: String,
    pub result: String,
    pub days_player: u32,
    pub days_opponent: u32,
    /// The opponent's answers, each played after one of the player's
    /// moves: the move, a message, a draw offer.
    pub replies: VecDeque<(String, String, bool)>,
}

impl Game {
    fn my_turn(&self) -> bool {
        self.moves.len().is_multiple_of(2) == self.has_white && self.result == "Ongoing"
    }

    fn movetext(&self) -> String {
        let mut text = Vec::new();
        for (index, san) in self.moves.iter().enumerate() {
            if index % 2 == 0 {
                text.push(format!("{}.{san}", index / 2 + 1));
            } else {
                text.push(san.clone());
            }
        }
        text.join(" ")
    }

    fn xml(&self) -> String {
        format!(
            "<XfccGame><id>{}</id><white>{}</white><black>{}</black><event>{}</event>\
             <site>ICCF</site><myTurn>{}</myTurn><hasWhite>{}</hasWhite><whiteElo>2100</whiteElo>\
             <blackElo>1950</blackElo><setup>false</setup><fen></fen><moves>{}</moves>\
             <drawOffered>{}</drawOffered><message>{}</message><daysPlayer>{}</daysPlayer>\
             <hoursPlayer>4</hoursPlayer><minutesPlayer>30</minutesPlayer>\
             <daysOpponent>{}</daysOpponent><hoursOpponent>0</hoursOpponent>\
             <minutesOpponent>0</minutesOpponent><result>{}</result></XfccGame>",
            self.id,
            escape(&self.white),
            escape(&self.black),
            escape(&self.event),
            self.my_turn(),
            self.has_white,
            self.movetext(),
            self.draw_offered,
            escape(&self.message),
            self.days_player,
            self.days_opponent,
            self.result
        )
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// A field of a request's body.
pub fn field(body: &str, name: &str) -> Option<String> {
    let start = body.find(&format!("<{name}>"))? + name.len() + 2;
    let end = body[start..].find(&format!("</{name}>"))? + start;
    Some(unescape(&body[start..end]))
}

/// What the server knows.
#[derive(Default)]
pub struct World {
    pub user: String,
    pub password: String,
    pub games: Vec<Game>,
    /// Codes `MakeAMove` answers with before it takes anything.
    pub refusals: VecDeque<String>,
    /// Each call: its SOAPAction, the request's body, the answer's body.
    pub log: Vec<(String, String, String)>,
}

fn envelope(body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<soap:Envelope \
         xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\"><soap:Body>{body}</soap:Body></soap:Envelope>"
    )
}

fn fault(code: &str) -> String {
    envelope(&format!(
        "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>{code}</faultstring></soap:Fault>"
    ))
}

impl World {
    fn answer(&mut self, request: &Request) -> (String, String) {
        let action = request
            .header("soapaction")
            .unwrap_or("")
            .trim_matches('"')
            .to_owned();
        let body = &request.body;
        let authentic = field(body, "username").as_deref() == Some(self.user.as_str())
            && field(body, "password").as_deref() == Some(self.password.as_str());
        if action == format!("{NAMESPACE}/GetMyGames") {
            if !authentic {
                return (
                    "500 Internal Server Error".into(),
                    fault("AuthenticationFailed"),
                );
            }
            let games: String = self.games.iter().map(Game::xml).collect();
            return (
                "200 OK".into(),
                envelope(&format!(
                    "<GetMyGamesResponse xmlns=\"{NAMESPACE}\"><GetMyGamesResult>{games}\
                     </GetMyGamesResult></GetMyGamesResponse>"
                )),
            );
        }
        if action != format!("{NAMESPACE}/MakeAMove") {
            return ("500 Internal Server Error".into(), fault("ServerError"));
        }
        let code = self.make_a_move(body, authentic);
        (
            "200 OK".into(),
            envelope(&format!(
                "<MakeAMoveResponse xmlns=\"{NAMESPACE}\"><MakeAMoveResult>{code}</MakeAMoveResult>\
                 </MakeAMoveResponse>"
            )),
        )
    }

    fn make_a_move(&mut self, body: &str, authentic: bool) -> String {
        if !authentic {
            return "AuthenticationFailed".into();
        }
        let id = field(body, "gameId").unwrap_or_default();
        let flag = |name: &str| field(body, name).as_deref() == Some("true");
        let Some(game) = self.games.iter_mut().find(|g| g.id == id) else {
            return "InvalidGameID".into();
        };
        if !game.my_turn() {
            return "NotYourTurn".into();
        }
        let expected = (game.moves.len() / 2 + 1).to_string();
        if field(body, "movecount").as_deref() != Some(expected.as_str()) {
            return "InvalidMoveNumber".into();
        }
        if let Some(code) = self.refusals.pop_front() {
            return code;
        }
        let opponent_wins = if game.has_white {
            "BlackWins"
        } else {
            "WhiteWins"
        };
        if flag("resign") {
            game.result = opponent_wins.into();
            return "Success".into();
        }
        if flag("acceptDraw") {
            if !game.draw_offered {
                return "NoDrawWasOffered".into();
            }
            game.result = "Draw".into();
            return "Success".into();
        }
        let my_move = field(body, "myMove").unwrap_or_default();
        if my_move.is_empty() {
            return "InvalidMove".into();
        }
        game.moves.push(my_move);
        game.draw_offered = false;
        if let Some((reply, message, offer)) = game.replies.pop_front() {
            game.moves.push(reply);
            game.message = message;
            game.draw_offered = offer;
        }
        "Success".into()
    }
}

/// The server and what it knows.
pub struct Fake {
    pub server: Server,
    pub world: Arc<Mutex<World>>,
}

impl Fake {
    pub fn start(world: World) -> Fake {
        Fake::holding(world, usize::MAX, super::lichess::Hold::new(Duration::ZERO))
    }

    /// A server that answers its first `answered` calls at once and holds
    /// every later one with `hold` before it answers it.
    pub fn holding(world: World, answered: usize, hold: Arc<Hold>) -> Fake {
        let world = Arc::new(Mutex::new(world));
        let shared = world.clone();
        let calls = Arc::new(Mutex::new(0usize));
        let server = Server::start(move |request, reply: Reply| {
            let held = {
                let mut calls = calls.lock().unwrap();
                *calls += 1;
                *calls > answered
            };
            if held {
                hold.hold();
            }
            let (status, body) = shared.lock().unwrap().answer(request);
            let action = request.header("soapaction").unwrap_or("").to_owned();
            shared
                .lock()
                .unwrap()
                .log
                .push((action, request.body.clone(), body.clone()));
            reply.xml(&status, &body);
            if held {
                hold.answered();
            }
        });
        Fake { server, world }
    }

    /// The address annabella is given.
    pub fn url(&self) -> String {
        format!("{}/XfccBasic.asmx", self.server.url)
    }

    /// The `MakeAMove` requests so far, each with its answer.
    pub fn moves_sent(&self) -> Vec<(String, String)> {
        self.world
            .lock()
            .unwrap()
            .log
            .iter()
            .filter(|(action, _, _)| action.contains("MakeAMove"))
            .map(|(_, request, answer)| (request.clone(), answer.clone()))
            .collect()
    }
}
