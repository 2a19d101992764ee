//! A game played on a server (lichess): the opponent's moves, offers and
//! the clocks arrive as the server's states; the player's moves and
//! answers leave as requests. Nothing here touches the network: the
//! `online` module carries both over channels, so a slow or lost
//! connection never holds up a command.

use std::sync::mpsc::{Receiver, Sender, TryRecvError};
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;
use shakmaty::{ByColor, Color, Position};

use super::reply::Reply;
use super::session::{Pending, Session};
use crate::notation::{Announcement, Message, OnlineText, Phrase, Word, clock_reading};
use crate::play::command::Command;
use crate::sound::Earcon;

/// What the player asks of the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A move in UCI, with a draw offer or not.
    Move {
        uci: String,
        offering_draw: bool,
    },
    Resign,
    Abort,
    /// Offer or accept a draw (`true`), or decline the opponent's offer.
    Draw(bool),
    /// Propose or accept a takeback (`true`), or decline it.
    Takeback(bool),
    /// The opponent left: the win, or a draw.
    ClaimVictory,
    ClaimDraw,
    /// A line for the players' chat.
    Chat(String),
}

/// The game as the server has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerState {
    /// Every move from the start, in UCI.
    pub moves: Vec<String>,
    /// Each side's time left.
    pub times: ByColor<Duration>,
    /// The server's word for where the game stands (`started`, `mate`,
    /// `resign`, `outoftime`, `draw`, `aborted`, …).
    pub status: String,
    pub winner: Option<Color>,
    pub draw_offer: ByColor<bool>,
    pub takeback_offer: ByColor<bool>,
}

/// What comes from the server while a game is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerEvent {
    State(ServerState),
    Chat {
        user: String,
        text: String,
    },
    /// The opponent left (or came back); victory can be claimed in so many
    /// seconds.
    OpponentGone {
        gone: bool,
        claim_in: Option<u64>,
    },
    /// The connection to the game is lost; it is being tried again.
    Lost,
    /// The connection is back.
    Back,
    /// A request the server refused, with what it said.
    Refused(String),
    /// A move that could not be sent (no connection).
    NotSent,
    /// A move the server refused for good (429 after every wait, the
    /// token): why, unless the waits said it, and the move is taken back
    /// here.
    Withdrawn(Option<OnlineText>),
    /// Too many requests: the next one waits this long.
    Waiting(Duration),
    /// Anything else to tell the player (a bad token, a game elsewhere).
    Notice(OnlineText),
}

/// The server's side of a session.
pub struct Remote {
    /// The colour of the player at the keyboard.
    pub me: Color,
    /// Days per move of a correspondence game.
    pub days: Option<u32>,
    pub events: Receiver<ServerEvent>,
    pub requests: Sender<Request>,
    online: bool,
    /// The moves the server last said it has.
    server_moves: Vec<String>,
    /// The clocks the server last gave, and when.
    times: Option<(ByColor<Duration>, Instant)>,
    /// The offers already said, so that a state repeating them is quiet.
    draw_seen: ByColor<bool>,
    takeback_seen: ByColor<bool>,
    /// The result of a game the server ended without a rule of the Laws.
    pub(super) result: Option<String>,
    /// The player's move sent and not yet in a state of the server's.
    awaiting: Option<shakmaty::Move>,
    /// The opponent has left the game (victory or a draw can be claimed).
    opponent_gone: bool,
    /// The player's time when the game was taken over: no warning above it.
    ceiling: Option<Duration>,
    /// The warnings of the player's time already said.
    warned: Vec<Duration>,
}

fn remote_awaits(remote: &Option<Remote>) -> Option<shakmaty::Move> {
    remote.as_ref().and_then(|r| r.awaiting)
}

impl Remote {
    pub fn new(
        me: Color,
        days: Option<u32>,
        events: Receiver<ServerEvent>,
        requests: Sender<Request>,
    ) -> Remote {
        Remote {
            me,
            days,
            events,
            requests,
            online: true,
            server_moves: Vec::new(),
            times: None,
            draw_seen: ByColor::default(),
            takeback_seen: ByColor::default(),
            result: None,
            awaiting: None,
            opponent_gone: false,
            ceiling: None,
            warned: Vec::new(),
        }
    }

    fn send(&self, request: Request) {
        // The carrier ends only with the session.
        let _ = self.requests.send(request);
    }
}

/// The UCI of a move as lichess reads it: the king to its castling square
/// in standard chess, king to rook in Chess960.
fn uci(m: shakmaty::Move, mode: shakmaty::CastlingMode) -> String {
    m.to_uci(mode).to_string()
}

impl Session {
    /// Plays this session's game against the server: the state it has now
    /// is taken over at once, silently.
    pub fn attach_remote(&mut self, remote: Remote, state: ServerState) {
        self.remote = Some(remote);
        let mut reply = Reply::default();
        self.server_state(state, &mut reply, true);
        self.save(&mut reply);
        self.joined = reply;
    }

    /// Whether the session plays against a server.
    pub fn is_online(&self) -> bool {
        self.remote.is_some()
    }

    /// Looks at what the server said, without waiting.
    pub(super) fn poll_remote(&mut self, reply: &mut Reply) {
        loop {
            let Some(remote) = &self.remote else {
                return;
            };
            let event = match remote.events.try_recv() {
                Ok(event) => event,
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return,
            };
            self.server_event(event, reply);
        }
    }

    fn server_event(&mut self, event: ServerEvent, reply: &mut Reply) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        match event {
            ServerEvent::State(state) => self.server_state(state, reply, false),
            ServerEvent::Chat { user, text } => {
                reply.tell(Message::Online(OnlineText::Chat { user, text }));
            }
            ServerEvent::OpponentGone {
                gone: true,
                claim_in,
            } => {
                remote.opponent_gone = true;
                reply.tell(Message::Online(OnlineText::OpponentGone(claim_in)));
            }
            ServerEvent::OpponentGone { gone: false, .. } => {
                remote.opponent_gone = false;
                reply.tell(Message::Online(OnlineText::OpponentBack));
            }
            ServerEvent::Lost => {
                if std::mem::replace(&mut remote.online, false) {
                    reply.tell(Message::Online(OnlineText::ConnectionLost));
                }
            }
            ServerEvent::Back => {
                if !std::mem::replace(&mut remote.online, true) {
                    reply.tell(Message::Online(OnlineText::ConnectionBack));
                }
            }
            ServerEvent::Refused(why) => {
                reply.tell(Message::Online(OnlineText::Refused(why)));
                self.back_to_server(reply);
            }
            ServerEvent::NotSent => {
                reply.tell(Message::Online(OnlineText::NotSent));
                self.back_to_server(reply);
            }
            ServerEvent::Withdrawn(why) => {
                if let Some(why) = why {
                    reply.tell(Message::Online(why));
                }
                reply.tell(Message::Online(OnlineText::MoveTakenBack));
                self.back_to_server(reply);
            }
            ServerEvent::Waiting(time) => {
                reply.tell(Message::Online(OnlineText::RateLimited(
                    time.as_secs().max(1),
                )));
            }
            ServerEvent::Notice(text) => {
                reply.tell(Message::Online(text));
            }
        }
    }

    /// A move of the player's that the server does not have is taken back
    /// here too, so that both keep the same game.
    fn back_to_server(&mut self, reply: &mut Reply) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        remote.awaiting = None;
        let state = ServerState {
            moves: remote.server_moves.clone(),
            times: remote
                .times
                .map_or_else(ByColor::default, |(times, _)| times),
            status: "started".into(),
            winner: None,
            draw_offer: remote.draw_seen,
            takeback_offer: remote.takeback_seen,
        };
        self.server_state(state, reply, false);
    }

    /// The game as the server has it: moves taken back, the opponent's
    /// new moves announced with their side, offers said, the end said.
    /// `quiet` takes over a state without announcing its moves.
    fn server_state(&mut self, state: ServerState, reply: &mut Reply, quiet: bool) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let me = remote.me;
        remote.server_moves.clone_from(&state.moves);
        remote.times = Some((state.times, Instant::now()));
        remote.ceiling.get_or_insert(state.times[me]);
        // The server's moves read from the start (lichess may write castling
        // as king to rook), compared with the game's as moves.
        let mut position = self.game.start().clone();
        let mut server = Vec::new();
        for text in &state.moves {
            let Some(m) = text
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(&position).ok())
            else {
                break;
            };
            position.play_unchecked(m);
            server.push(m);
        }
        let played = self.game.moves().len();
        let common = self
            .game
            .moves()
            .iter()
            .zip(&server)
            .take_while(|(a, b)| a == b)
            .count();
        // The player's last move may be on its way to the server still.
        let on_its_way = remote_awaits(&self.remote).is_some_and(|m| {
            common == server.len() && played == common + 1 && self.game.moves().last() == Some(&m)
        });
        if !on_its_way && let Some(remote) = self.remote.as_mut() {
            remote.awaiting = None;
        }
        if common < played && !self.is_over() && !on_its_way {
            let taken = self.take_back(played - common);
            self.premove = None;
            if !quiet {
                reply.lines.extend(taken.lines);
            }
        }
        if server.len() < state.moves.len() {
            reply.tell(Message::Online(OnlineText::ServerMoveUnplayable {
                uci: crate::notation::outside::clean(&state.moves[server.len()], 20),
                ply: server.len() + 1,
            }));
        }
        for &m in &server[common.min(server.len())..] {
            if self.is_over() {
                break;
            }
            let mut said = Reply::default();
            self.replaying_server = true;
            self.play(m, &mut said);
            self.replaying_server = false;
            if !quiet {
                reply.lines.extend(said.lines);
                reply.earcon = said.earcon.or(reply.earcon);
            }
        }
        self.server_offers(&state, me, reply, quiet);
        if state.status != "started" && state.status != "created" {
            self.server_end(&state, reply);
        }
    }

    /// Draw and takeback offers of the opponent, said once each.
    fn server_offers(&mut self, state: &ServerState, me: Color, reply: &mut Reply, quiet: bool) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let opponent = !me;
        let draw = state.draw_offer[opponent];
        let takeback = state.takeback_offer[opponent];
        let new_draw = draw && !remote.draw_seen[opponent];
        let new_takeback = takeback && !remote.takeback_seen[opponent];
        remote.draw_seen = state.draw_offer;
        remote.takeback_seen = state.takeback_offer;
        if quiet && !(new_draw || new_takeback) {
            return;
        }
        if new_draw {
            // On the scoresheet after the move it was made with (9.1.2).
            if self.game.offer_draw(opponent).is_ok() && !quiet {
                self.save(reply);
            }
            self.pending = Some(Pending::DrawOffer(opponent));
            let mut offer = Announcement::new();
            offer.push(Word::Side(opponent)).phrase(Phrase::OffersDraw);
            reply.say(offer);
            reply.tell(Message::Online(OnlineText::AnswerDraw));
        } else if new_takeback {
            self.pending = Some(Pending::Takeback);
            reply.tell(Message::Online(OnlineText::OpponentAsksTakeback));
        } else if !draw && self.pending == Some(Pending::DrawOffer(opponent)) {
            self.pending = None;
        }
    }

    /// The server ended the game: by a rule of the Laws where it names
    /// one, and otherwise with the server's result and reason.
    fn server_end(&mut self, state: &ServerState, reply: &mut Reply) {
        if self.is_over() {
            return;
        }
        let turn = self.game.position().turn();
        let verdict = match (state.status.as_str(), state.winner) {
            ("resign", Some(winner)) => self.game.resign(!winner).ok(),
            ("outoftime", Some(winner)) => self.game.flag(!winner).ok(),
            ("outoftime", None) => self.game.flag(turn).ok(),
            ("draw", _) => self.game.agree_draw().ok(),
            _ => None,
        };
        if let Some(verdict) = verdict {
            self.end(verdict, reply);
            return;
        }
        if state.status == "aborted" {
            let mut aborted = self.abort();
            aborted.finished = false;
            reply.lines.extend(aborted.lines);
            if let Some(remote) = self.remote.as_mut() {
                remote.result = Some("*".into());
            }
            return;
        }
        let result = match state.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        };
        if let Some(remote) = self.remote.as_mut() {
            remote.result = Some(result.into());
        }
        self.save(reply);
        reply.tell(Message::Online(OnlineText::EndedOnServer {
            status: state.status.clone(),
            result: result.into(),
        }));
        reply.tell(Message::QuitToLeave);
    }

    /// Says the player's own time on the server's clock when it crosses a
    /// warning threshold, as a local clock does; correspondence has none.
    pub(super) fn warn_remote(&mut self, reply: &mut Reply) {
        let running = !self.is_over() && self.game.ply() >= 2;
        let turn = self.game.position().turn();
        let warnings = &self.options.warnings;
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let (Some((times, at)), None, Some(ceiling)) = (remote.times, remote.days, remote.ceiling)
        else {
            return;
        };
        if !running || turn != remote.me {
            return;
        }
        let left = times[remote.me].saturating_sub(at.elapsed());
        remote.warned.retain(|&threshold| left <= threshold);
        let due: Vec<Duration> = warnings
            .iter()
            .copied()
            .filter(|&t| t < ceiling && left <= t && !remote.warned.contains(&t))
            .collect();
        if due.is_empty() {
            return;
        }
        remote.warned.extend(due);
        let mut said = Announcement::new();
        said.push(Word::Side(remote.me)).push(Word::Clock(left));
        reply.say(said);
        reply.earcon = Some(Earcon::LowTime);
    }

    /// A move of the player's, just played here, goes to the server.
    pub(super) fn send_move(&mut self, m: shakmaty::Move, mover: Color, offering_draw: bool) {
        if self.replaying_server {
            return;
        }
        if let Some(remote) = self.remote.as_mut()
            && mover == remote.me
        {
            remote.awaiting = Some(m);
            remote.send(Request::Move {
                uci: uci(m, self.game.castling_mode()),
                offering_draw,
            });
        }
    }

    /// The answer of an online game to a yes or no, when it goes to the
    /// server.
    pub(super) fn remote_answer(&mut self, pending: Pending, yes: bool) -> Option<Reply> {
        let remote = self.remote.as_ref()?;
        let reply = match (pending, yes) {
            (Pending::Resign(_), true) => {
                remote.send(Request::Resign);
                Reply::default()
            }
            (Pending::DrawOffer(by), _) if by != remote.me => {
                remote.send(Request::Draw(yes));
                if yes {
                    Reply::default()
                } else {
                    Reply::told(Message::Declined)
                }
            }
            (Pending::ConfirmDraw(by), true) => {
                remote.send(Request::Draw(true));
                let mut reply = Reply::told(Message::Online(OnlineText::DrawOfferSent));
                if self.game.offer_draw(by).is_ok() {
                    self.save(&mut reply);
                }
                reply
            }
            (Pending::Takeback, _) => {
                remote.send(Request::Takeback(yes));
                if yes {
                    Reply::default()
                } else {
                    Reply::told(Message::Online(OnlineText::TakebackDeclined))
                }
            }
            (Pending::Abort, true) => {
                remote.send(Request::Abort);
                Reply::default()
            }
            _ => return None,
        };
        Some(reply)
    }

    /// Each side's time on the server's clock now: the side to move's runs
    /// from the server's last word (a real-time clock from move two on).
    pub(super) fn server_clocks(&self) -> Option<ByColor<Duration>> {
        let remote = self.remote.as_ref()?;
        let (times, at) = remote.times?;
        let turn = self.game.position().turn();
        let running = !self.is_over() && (remote.days.is_some() || self.game.ply() >= 2);
        Some(ByColor::new_with(|color| {
            if running && color == turn {
                times[color].saturating_sub(at.elapsed())
            } else {
                times[color]
            }
        }))
    }

    /// A claim of a draw by the Laws (threefold, fifty moves) against a
    /// server: checked here first, then made as lichess takes it, a draw
    /// offer in the position (with the stated move when there is one).
    fn claim_online(&mut self, claim: crate::game::Claim, stated: &Option<String>) -> Reply {
        let stated = match stated {
            None => None,
            Some(text) => match self.read(text) {
                Ok(m) => Some(m),
                Err(reply) => return reply,
            },
        };
        let holds = match stated {
            None => self.game.claim_holds_now(claim),
            Some(m) => self.game.claim_holds_with_move(claim, m),
        };
        if !holds {
            return Reply::told(Message::ClaimNotPossible);
        }
        let Some(remote) = self.remote.as_ref() else {
            return Reply::default();
        };
        match stated {
            None => {
                remote.send(Request::Draw(true));
                Reply::told(Message::Online(OnlineText::ClaimSent))
            }
            Some(m) => {
                self.offer_with_move = true;
                let mut reply = self.typed_move(m);
                reply.tell(Message::Online(OnlineText::ClaimSent));
                reply
            }
        }
    }

    /// The commands that mean something else against a server; `None`
    /// for those that work as in any game.
    pub(super) fn remote_command(&mut self, command: &Command) -> Option<Reply> {
        let remote = self.remote.as_ref()?;
        let over = self.is_over();
        let reply = match command {
            Command::Clock => match (remote.days, self.server_clocks()) {
                (Some(_), Some(times)) => {
                    let side = self.game.position().turn();
                    let left = times[side];
                    Reply::told(Message::Online(OnlineText::DaysLeft { side, left }))
                }
                (None, Some(times)) => Reply::said(clock_reading(
                    times.white,
                    times.black,
                    self.game.position().fullmoves().get(),
                )),
                _ => return None,
            },
            _ if over => return None,
            Command::Move(_) | Command::Claim { .. } if !remote.online => {
                Reply::told(Message::Online(OnlineText::NotSent))
            }
            Command::Move(_)
            | Command::Claim {
                stated: Some(_), ..
            } if self.game.position().turn() != remote.me => {
                Reply::told(Message::Online(OnlineText::OpponentToMove))
            }
            Command::Takeback => {
                if self.game.ply() == 0 {
                    Reply::told(Message::NothingToTakeBack)
                } else {
                    remote.send(Request::Takeback(true));
                    Reply::told(Message::Online(OnlineText::TakebackAsked))
                }
            }
            Command::Abort => {
                self.pending = Some(Pending::Abort);
                Reply::told(Message::ConfirmAbort)
            }
            Command::Draw(_) => {
                self.pending = Some(Pending::ConfirmDraw(remote.me));
                Reply::told(Message::ConfirmDraw)
            }
            Command::ClaimAbsent { .. } if !remote.opponent_gone => {
                Reply::told(Message::Online(OnlineText::NoOneGone))
            }
            Command::ClaimAbsent { win } => {
                remote.send(if *win {
                    Request::ClaimVictory
                } else {
                    Request::ClaimDraw
                });
                Reply::default()
            }
            Command::Chat(text) => {
                remote.send(Request::Chat(text.clone()));
                Reply::told(Message::Online(OnlineText::ChatSent))
            }
            Command::Claim { claim, stated, .. } => {
                return Some(self.claim_online(*claim, stated));
            }
            Command::Hint
            | Command::Eval
            | Command::Engine
            | Command::Press
            | Command::Illegal { .. }
            | Command::Touched(_)
            | Command::Retrace(_)
            | Command::ClockSet(..)
            | Command::ClockAdd(..)
            | Command::Wait(_) => Reply::told(Message::Online(OnlineText::NotOnline)),
            _ => return None,
        };
        Some(reply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::notation::scheme::ENGLISH;
    use crate::play::SessionOptions;
    use std::sync::mpsc::channel;

    fn state(moves: &str) -> ServerState {
        ServerState {
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            times: ByColor {
                white: Duration::from_secs(600),
                black: Duration::from_secs(600),
            },
            status: "started".into(),
            winner: None,
            draw_offer: ByColor::default(),
            takeback_offer: ByColor::default(),
        }
    }

    fn online(me: Color) -> (Session, Sender<ServerEvent>, Receiver<Request>) {
        let (to_session, events) = channel();
        let (requests, from_session) = channel();
        let mut session = Session::new(Game::standard(), SessionOptions::new(&ENGLISH));
        session.attach_remote(Remote::new(me, None, events, requests), state(""));
        (session, to_session, from_session)
    }

    fn printed(reply: &Reply) -> String {
        reply.printed(&ENGLISH, false).join("\n")
    }

    #[test]
    fn the_players_move_goes_out_and_the_opponents_comes_in_with_its_side() {
        let (mut session, server, sent) = online(Color::White);
        let reply = session.handle("e4");
        assert_eq!(printed(&reply), "Pawn Eva four");
        assert_eq!(
            sent.try_recv(),
            Ok(Request::Move {
                uci: "e2e4".into(),
                offering_draw: false
            })
        );
        server.send(ServerEvent::State(state("e2e4"))).unwrap();
        assert_eq!(printed(&session.tick()), "");
        server.send(ServerEvent::State(state("e2e4 e7e5"))).unwrap();
        assert_eq!(printed(&session.tick()), "Black: Pawn Eva five");
        assert!(
            sent.try_recv().is_err(),
            "the opponent's move is not sent back"
        );
    }

    #[test]
    fn a_state_sent_before_the_players_move_arrived_keeps_the_move() {
        let (mut session, server, _sent) = online(Color::Black);
        server.send(ServerEvent::State(state("e2e4"))).unwrap();
        session.tick();
        session.handle("e5");
        // The opponent's draw offer crossed the player's move.
        let mut crossed = state("e2e4");
        crossed.draw_offer.white = true;
        server.send(ServerEvent::State(crossed)).unwrap();
        session.tick();
        assert_eq!(session.game().ply(), 2);
        server.send(ServerEvent::State(state("e2e4 e7e5"))).unwrap();
        session.tick();
        assert_eq!(session.game().ply(), 2);
    }

    #[test]
    fn the_opponents_takeback_request_is_answered_and_applied() {
        let (mut session, server, sent) = online(Color::White);
        session.handle("e4");
        let _ = sent.try_recv();
        let mut asked = state("e2e4 e7e5");
        asked.takeback_offer.black = true;
        server.send(ServerEvent::State(asked)).unwrap();
        let reply = printed(&session.tick());
        assert!(
            reply.ends_with("The opponent asks to take back the last move: yes or no."),
            "{reply}"
        );
        session.handle("yes");
        assert_eq!(sent.try_recv(), Ok(Request::Takeback(true)));
        server.send(ServerEvent::State(state("e2e4"))).unwrap();
        assert_eq!(printed(&session.tick()), "Pawn Eva five taken back");
        assert_eq!(session.game().ply(), 1);
    }

    #[test]
    fn a_refused_move_is_taken_back_here_too() {
        let (mut session, server, _sent) = online(Color::White);
        session.handle("e4");
        server
            .send(ServerEvent::Refused("Not your turn".into()))
            .unwrap();
        let reply = printed(&session.tick());
        assert!(
            reply.starts_with("lichess refuses: Not your turn."),
            "{reply}"
        );
        assert_eq!(session.game().ply(), 0);
    }

    #[test]
    fn a_move_the_server_never_got_is_taken_back_and_said() {
        let (mut session, server, _sent) = online(Color::White);
        session.handle("e4");
        server.send(ServerEvent::Withdrawn(None)).unwrap();
        let reply = printed(&session.tick());
        assert!(
            reply.starts_with(
                "The move did not reach lichess and is taken back here; type it again."
            ),
            "{reply}"
        );
        assert_eq!(session.game().ply(), 0);
    }

    #[test]
    fn a_move_typed_offline_is_not_sent() {
        let (mut session, server, sent) = online(Color::White);
        server.send(ServerEvent::Lost).unwrap();
        assert_eq!(
            printed(&session.tick()),
            "Connection to lichess lost; annabella keeps trying."
        );
        let reply = printed(&session.handle("e4"));
        assert!(
            reply.starts_with("No connection: the move was not sent."),
            "{reply}"
        );
        assert!(sent.try_recv().is_err());
        assert_eq!(session.game().ply(), 0);
        server.send(ServerEvent::Back).unwrap();
        assert_eq!(printed(&session.tick()), "Connected to lichess again.");
    }

    #[test]
    fn the_opponents_draw_offer_is_said_and_answered() {
        let (mut session, server, sent) = online(Color::Black);
        let mut offered = state("e2e4");
        offered.draw_offer.white = true;
        server.send(ServerEvent::State(offered)).unwrap();
        let reply = printed(&session.tick());
        assert!(
            reply.starts_with("White: Pawn Eva four\nWhite offers a draw"),
            "{reply}"
        );
        session.handle("no");
        assert_eq!(sent.try_recv(), Ok(Request::Draw(false)));
    }

    #[test]
    fn resignation_on_the_server_ends_the_game_by_the_laws() {
        let (mut session, server, _sent) = online(Color::White);
        let mut over = state("e2e4");
        over.status = "resign".into();
        over.winner = Some(Color::White);
        session.handle("e4");
        server.send(ServerEvent::State(over)).unwrap();
        let reply = printed(&session.tick());
        assert!(reply.contains("White wins by resignation"), "{reply}");
        assert_eq!(session.scoresheet().result, "1-0");
    }

    #[test]
    fn an_end_the_laws_do_not_name_keeps_the_servers_result() {
        let (mut session, server, _sent) = online(Color::White);
        let mut over = state("e2e4 e7e5");
        over.status = "timeout".into();
        over.winner = Some(Color::White);
        server.send(ServerEvent::State(over)).unwrap();
        let reply = printed(&session.tick());
        assert!(
            reply.contains("Game over: the opponent left the game, 1-0."),
            "{reply}"
        );
        assert!(session.is_over());
        assert_eq!(session.scoresheet().result, "1-0");
    }

    #[test]
    fn a_move_typed_while_the_opponent_is_to_move_is_not_played() {
        let (mut session, _server, sent) = online(Color::Black);
        assert_eq!(
            printed(&session.handle("e4")),
            "The opponent is to move; your move was not played."
        );
        assert_eq!(session.game().ply(), 0);
        assert!(sent.try_recv().is_err());
    }

    #[test]
    fn the_win_or_a_draw_is_claimed_only_once_the_opponent_has_left() {
        let (mut session, server, sent) = online(Color::White);
        assert_eq!(
            printed(&session.handle("claim win")),
            "The opponent has not left the game: there is nothing to claim."
        );
        assert!(sent.try_recv().is_err());
        server
            .send(ServerEvent::OpponentGone {
                gone: true,
                claim_in: Some(0),
            })
            .unwrap();
        assert_eq!(
            printed(&session.tick()),
            "The opponent left the game; claim win wins it, claim draw draws it."
        );
        session.handle("claim draw");
        assert_eq!(sent.try_recv(), Ok(Request::ClaimDraw));
        session.handle("claim win");
        assert_eq!(sent.try_recv(), Ok(Request::ClaimVictory));
    }

    /// After 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1, the move Ng8 brings
    /// the start position for the third time.
    #[test]
    fn a_threefold_claim_is_checked_here_and_made_as_lichess_takes_it() {
        let (mut session, server, sent) = online(Color::Black);
        let mut moves = Vec::new();
        for (white, black) in [("g1f3", "g8f6"), ("f3g1", "f6g8"), ("g1f3", "g8f6")] {
            moves.push(white);
            server
                .send(ServerEvent::State(state(&moves.join(" "))))
                .unwrap();
            session.tick();
            session.handle(black);
            let _ = sent.try_recv();
            moves.push(black);
        }
        moves.push("f3g1");
        server
            .send(ServerEvent::State(state(&moves.join(" "))))
            .unwrap();
        session.tick();
        assert_eq!(
            printed(&session.handle("claim threefold")),
            "That claim cannot be made now."
        );
        assert!(sent.try_recv().is_err(), "a wrong claim is not sent");
        let reply = printed(&session.handle("claim threefold Ng8"));
        assert!(
            reply.ends_with("Draw claimed: lichess decides, and says so if it does not hold."),
            "{reply}"
        );
        assert_eq!(
            sent.try_recv(),
            Ok(Request::Move {
                uci: "f6g8".into(),
                offering_draw: true
            })
        );
        assert!(
            !reply.contains("The opponent types yes or no."),
            "the opponent answers on the server: {reply}"
        );
        session.handle("yes");
        assert!(!session.is_over(), "only the server ends the game");
        assert!(sent.try_recv().is_err(), "{:?}", sent.try_recv());
    }

    #[test]
    fn the_players_low_time_on_the_servers_clock_is_said_once() {
        let (mut session, server, _sent) = online(Color::White);
        session.handle("e4");
        let mut low = state("e2e4 e7e5");
        low.times.white = Duration::from_millis(59_500);
        server.send(ServerEvent::State(low.clone())).unwrap();
        let reply = printed(&session.tick());
        assert_eq!(reply, "Black: Pawn Eva five\nWhite 0:59", "{reply}");
        server.send(ServerEvent::State(low)).unwrap();
        assert_eq!(printed(&session.tick()), "", "said once");
    }

    #[test]
    fn chat_goes_to_the_players_room() {
        let (mut session, _server, sent) = online(Color::White);
        assert_eq!(printed(&session.handle("chat Good luck!")), "Sent.");
        assert_eq!(sent.try_recv(), Ok(Request::Chat("Good luck!".into())));
    }
}
