//! A game played on a server (lichess): the opponent's moves, offers and
//! the clocks arrive as the server's states; the player's moves and
//! answers leave as requests. Nothing here touches the network: the
//! `online` module carries both over channels, so a slow or lost
//! connection never holds up a command.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError};
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;
use shakmaty::{ByColor, Color, Position};

use super::reply::Reply;
use super::session::{Pending, Session};
use crate::game::{Claim, Reason, Verdict};
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
    /// Accept a challenge to the player, by its id.
    AcceptChallenge(String),
    /// Decline a challenge, with one of lichess's reasons or none.
    DeclineChallenge {
        id: String,
        reason: Option<String>,
    },
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
    /// The time left for a first move before lichess aborts the game
    /// (GameStateEvent `expiration`), while it counts.
    pub first_move_in: Option<Duration>,
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
    /// A challenge to the player, and how it is said.
    Challenge {
        id: String,
        text: Box<OnlineText>,
    },
    /// A challenge withdrawn by its challenger.
    ChallengeGone {
        id: String,
        text: Box<OnlineText>,
    },
}

/// The player's other games on the server: listed, and opened as a new
/// session (with its notices) to switch to.
pub trait Lobby {
    /// Each ongoing game's id and how it is said in the list.
    fn games(&self) -> Result<Vec<(String, OnlineText)>, Message>;
    /// The game `id` opened as a session, and what is said as it opens.
    fn open(&self, id: &str) -> Result<(Session, Vec<Message>), Message>;
}

/// What wakes a front end when the server says something.
type Waker = Arc<dyn Fn() -> bool + Send + Sync>;

/// The server's side of a session.
pub struct Remote {
    /// The colour of the player at the keyboard.
    pub me: Color,
    /// Days per move of a correspondence game.
    pub days: Option<u32>,
    /// A game without a clock (lichess's clocks then read `Int.MaxValue`).
    pub unlimited: bool,
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
    /// The result of a game the server ended without a rule of the Laws,
    /// and how it was said.
    pub(super) result: Option<String>,
    ended: Option<OnlineText>,
    /// The player's move sent and not yet in a state of the server's.
    awaiting: Option<shakmaty::Move>,
    /// The opponent has left the game (victory or a draw can be claimed).
    opponent_gone: bool,
    /// The player's time when the game was taken over: no warning above it.
    ceiling: Option<Duration>,
    /// The warnings of the player's time already said.
    warned: Vec<Duration>,
    /// Requests waiting out lichess's rate limit (counted by the carrier).
    pub waiting: Arc<AtomicUsize>,
    /// The challenge to the player waiting for `accept` or `decline`.
    challenge: Option<String>,
    /// The opponent and the game as said when it opened, for `opponent`.
    pub about: Option<OnlineText>,
    /// The correspondence warnings (24 hours, 1 hour) already said.
    days_warned: Vec<Duration>,
    /// The number of the server's moves when its offers were last seen.
    offers_at: usize,
    /// The front end is woken by the network (no polling), by this.
    woken: Option<Waker>,
    /// The player's other games, and the ids of the list last said.
    pub lobby: Option<Box<dyn Lobby>>,
    listed: Vec<String>,
    /// The player's own name on the server: lila's game stream sends the
    /// player's own chat lines back, and they are not read out again.
    pub own_name: String,
    /// The time for the player's first move has been said.
    first_move_said: bool,
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
            unlimited: false,
            events,
            requests,
            online: true,
            server_moves: Vec::new(),
            times: None,
            draw_seen: ByColor::default(),
            takeback_seen: ByColor::default(),
            result: None,
            ended: None,
            awaiting: None,
            opponent_gone: false,
            ceiling: None,
            warned: Vec::new(),
            waiting: Arc::new(AtomicUsize::new(0)),
            challenge: None,
            about: None,
            days_warned: Vec::new(),
            offers_at: 0,
            woken: None,
            lobby: None,
            listed: Vec::new(),
            own_name: String::new(),
            first_move_said: false,
        }
    }

    fn send(&self, request: Request) {
        // The carrier ends only with the session.
        let _ = self.requests.send(request);
    }

    /// Requests waiting out lichess's rate limit, not sent yet.
    pub fn unsent(&self) -> usize {
        self.waiting.load(Ordering::SeqCst)
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

    /// What the server says wakes the front end through `wake` as it
    /// arrives (`wake` answers whether anyone still listens), so that the
    /// front end waits for the network instead of looking every 50 ms.
    pub fn wake_on_network(&mut self, wake: impl Fn() -> bool + Send + Sync + 'static) {
        self.wake_with(Arc::new(wake));
    }

    fn wake_with(&mut self, wake: Waker) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let (forward, events) = std::sync::mpsc::channel();
        let incoming = std::mem::replace(&mut remote.events, events);
        let waker = wake.clone();
        std::thread::spawn(move || {
            for event in incoming {
                if forward.send(event).is_err() || !waker() {
                    return;
                }
            }
        });
        remote.woken = Some(wake);
    }

    /// Whether the session must look at the network now and then: only
    /// when nothing wakes the front end for it.
    pub(super) fn polls_network(&self) -> bool {
        self.remote.as_ref().is_some_and(|r| r.woken.is_none())
    }

    /// `games`: the player's ongoing games, numbered for `game N`.
    fn list_games(&mut self) -> Reply {
        let Some(remote) = self.remote.as_mut() else {
            return Reply::default();
        };
        let Some(lobby) = remote.lobby.as_ref() else {
            return Reply::told(Message::Online(OnlineText::OnlyOnline));
        };
        match lobby.games() {
            Ok(games) => {
                let mut reply = Reply::default();
                if games.is_empty() {
                    reply.tell(Message::Online(OnlineText::NoGames));
                }
                remote.listed = games.iter().map(|(id, _)| id.clone()).collect();
                for (_, text) in games {
                    reply.tell(Message::Online(text));
                }
                reply
            }
            Err(message) => Reply::told(message),
        }
    }

    /// `game N`: the game of that number in the list is played from here
    /// on, in this same front end; this one stays on lichess as it is.
    fn switch_game(&mut self, number: usize) -> Reply {
        let Some(remote) = self.remote.as_mut() else {
            return Reply::default();
        };
        // The numbers are those of `games`, or of the list as it is now.
        if remote.listed.is_empty()
            && let Some(Ok(games)) = remote.lobby.as_ref().map(|lobby| lobby.games())
        {
            remote.listed = games.into_iter().map(|(id, _)| id).collect();
        }
        let Some(id) = number
            .checked_sub(1)
            .and_then(|n| remote.listed.get(n))
            .cloned()
        else {
            return Reply::told(Message::Online(OnlineText::NoSuchNumber(
                number.to_string(),
            )));
        };
        let Some(lobby) = remote.lobby.as_ref() else {
            return Reply::default();
        };
        let waker = remote.woken.clone();
        match lobby.open(&id) {
            Ok((session, notices)) => {
                let mut reply = self.leave();
                reply.finished = false;
                *self = session;
                if let Some(waker) = waker {
                    self.wake_with(waker);
                }
                for notice in notices {
                    reply.tell(notice);
                }
                reply.extend(self.opening());
                reply
            }
            Err(message) => Reply::told(message),
        }
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
                let own =
                    !remote.own_name.is_empty() && user.eq_ignore_ascii_case(&remote.own_name);
                if !own {
                    reply.tell(Message::Online(OnlineText::Chat { user, text }));
                }
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
            ServerEvent::Challenge { id, text } => {
                remote.challenge = Some(id);
                reply.tell(Message::Online(*text));
            }
            ServerEvent::ChallengeGone { id, text } => {
                if remote.challenge.as_ref() == Some(&id) {
                    remote.challenge = None;
                }
                reply.tell(Message::Online(*text));
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
            first_move_in: None,
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
        // The player's premove, now that the opponent's move is here.
        if !quiet && !self.is_over() && self.game.position().turn() == me {
            self.play_premove(reply);
        }
        self.server_offers(&state, me, reply, quiet);
        if state.status != "started" && state.status != "created" {
            self.server_end(&state, reply);
        }
        self.first_move_due(&state, reply);
    }

    /// The time lichess gives for the player's first move, said once as
    /// it starts to count: a game whose first move does not come in time
    /// is aborted.
    fn first_move_due(&mut self, state: &ServerState, reply: &mut Reply) {
        let over = self.is_over();
        let my_first = self.game.ply() < 2;
        let turn = self.game.position().turn();
        let (Some(remote), Some(left)) = (self.remote.as_mut(), state.first_move_in) else {
            return;
        };
        if over || !my_first || turn != remote.me || remote.first_move_said {
            return;
        }
        remote.first_move_said = true;
        reply.tell(Message::Online(OnlineText::FirstMoveDue(left)));
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
        // An offer of the player's that lichess drops while no move was
        // made was declined by the opponent.
        let unmoved = state.moves.len() == remote.offers_at && state.status == "started";
        let draw_declined = unmoved && remote.draw_seen[me] && !state.draw_offer[me];
        let takeback_declined = unmoved && remote.takeback_seen[me] && !state.takeback_offer[me];
        remote.offers_at = state.moves.len();
        remote.draw_seen = state.draw_offer;
        remote.takeback_seen = state.takeback_offer;
        if !quiet && (draw_declined || takeback_declined) {
            reply.tell(Message::Online(OnlineText::OfferDeclined {
                draw: draw_declined,
            }));
        }
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

    /// The server ended the game: lichess's verdict as it gives it (its
    /// status and its winner), under the rule of the Laws that names it
    /// where there is one, and otherwise with the server's result and
    /// reason. A status annabella does not know ends the game the same way.
    fn server_end(&mut self, state: &ServerState, reply: &mut Reply) {
        if self.is_over() {
            return;
        }
        let ply = self.game.ply();
        let verdict = match (state.status.as_str(), state.winner) {
            ("resign", Some(winner)) => Some(Verdict::win(winner, Reason::Resignation, ply)),
            ("outoftime", Some(winner)) => Some(Verdict::win(winner, Reason::TimeForfeit, ply)),
            // lichess gives no winner when the side with time left could
            // not have won: a draw (article 6.9).
            ("outoftime", None) => Some(Verdict::draw(Reason::TimeForfeitUnwinnable, ply)),
            ("draw", None) => Some(Verdict::draw(self.drawn_by(), ply)),
            _ => None,
        };
        if let Some(verdict) = verdict.and_then(|v| self.game.end_as_given(v).ok()) {
            self.end(verdict, reply);
            return;
        }
        if state.status == "aborted" {
            // A game aborted before any move is dropped, its file with
            // it; one with moves stays on the scoresheet, unfinished, as
            // lichess keeps it (result `*`).
            if ply == 0 {
                let mut aborted = self.abort();
                aborted.finished = false;
                reply.lines.extend(aborted.lines);
            } else {
                reply.tell(Message::Aborted { removed: false });
            }
            if let Some(remote) = self.remote.as_mut() {
                remote.result = Some("*".into());
                remote.ended = Some(OnlineText::EndedOnServer {
                    status: state.status.clone(),
                    loser: None,
                    result: "*".into(),
                });
            }
            if ply > 0 {
                self.save(reply);
            }
            return;
        }
        let result = match state.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        };
        let ended = OnlineText::EndedOnServer {
            status: state.status.clone(),
            loser: state.winner.map(|winner| !winner),
            result: result.into(),
        };
        if let Some(remote) = self.remote.as_mut() {
            remote.result = Some(result.into());
            remote.ended = Some(ended.clone());
        }
        self.save(reply);
        reply.tell(Message::Online(ended));
        reply.tell(Message::QuitToLeave);
    }

    /// How a game lichess calls drawn was drawn: a claim where the
    /// position holds one (lichess takes a threefold or fifty-move claim
    /// as a draw), else by agreement.
    fn drawn_by(&self) -> Reason {
        Claim::ALL
            .into_iter()
            .find(|&claim| self.game.claim_holds_now(claim))
            .map_or(Reason::Agreement, Claim::reason)
    }

    /// How a game the server ended is said again when a move is typed
    /// after it; `None` when the Laws' verdict says it.
    pub(super) fn ended_on_server(&self) -> Option<Message> {
        let remote = self.remote.as_ref()?;
        remote.ended.clone().map(Message::Online)
    }

    /// Says the player's own time on the server's clock when it crosses a
    /// warning threshold, as a local clock does; correspondence has none.
    pub(super) fn warn_remote(&mut self, reply: &mut Reply) {
        let over = self.is_over();
        let running = !over && self.game.ply() >= 2;
        let turn = self.game.position().turn();
        let warnings = &self.options.warnings;
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        if remote.days.is_some() {
            Self::warn_days(remote, !over && turn == remote.me, reply);
            return;
        }
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

    /// In correspondence, the player's time left is said once when it
    /// falls below 24 hours and once below one hour, as lichess warns.
    fn warn_days(remote: &mut Remote, my_move: bool, reply: &mut Reply) {
        const WARNINGS: [Duration; 2] = [Duration::from_secs(86_400), Duration::from_secs(3_600)];
        let Some((times, at)) = remote.times else {
            return;
        };
        if !my_move {
            return;
        }
        let left = times[remote.me].saturating_sub(at.elapsed());
        remote.days_warned.retain(|&threshold| left <= threshold);
        let due = WARNINGS
            .into_iter()
            .filter(|&t| left <= t && !remote.days_warned.contains(&t))
            .count();
        if due == 0 {
            return;
        }
        remote
            .days_warned
            .extend(WARNINGS.into_iter().filter(|&t| left <= t));
        reply.tell(Message::Online(OnlineText::DaysRunningOut(left)));
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
        let remote = self.remote.as_ref().filter(|r| !r.unlimited)?;
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

    /// `accept` or `decline [reason]` of a challenge to the player (when
    /// no question of the game is waiting for a yes or a no).
    fn answer_challenge(&mut self, command: &Command) -> Reply {
        let Some(remote) = self.remote.as_mut() else {
            return Reply::default();
        };
        let Some(id) = remote.challenge.clone() else {
            return Reply::told(Message::Online(OnlineText::NoChallenge));
        };
        let request = match command {
            Command::Yes => Request::AcceptChallenge(id),
            Command::Decline(typed) => match decline_reason(typed) {
                Some(reason) => Request::DeclineChallenge {
                    id,
                    reason: Some(reason.to_owned()),
                },
                None => {
                    let typed = crate::notation::outside::line(typed);
                    return Reply::told(Message::Online(OnlineText::BadDeclineReason(typed)));
                }
            },
            _ => Request::DeclineChallenge { id, reason: None },
        };
        remote.challenge = None;
        remote.send(request);
        Reply::default()
    }

    /// The player's real-time clock runs on the server now: it is their
    /// move in a game with a clock, from the second move on.
    fn clock_runs_on(&self) -> bool {
        let Some(remote) = self.remote.as_ref() else {
            return false;
        };
        remote.days.is_none()
            && !remote.unlimited
            && !self.is_over()
            && self.game.ply() >= 2
            && self.game.position().turn() == remote.me
    }

    /// What is said when the player leaves an online game with requests
    /// still waiting to be sent.
    pub(super) fn unsent_on_leaving(&self) -> Option<Message> {
        let unsent = self.remote.as_ref()?.unsent();
        (unsent > 0).then_some(Message::Online(OnlineText::LeftUnsent(unsent)))
    }

    /// The commands that mean something else against a server; `None`
    /// for those that work as in any game.
    pub(super) fn remote_command(&mut self, command: &Command) -> Option<Reply> {
        let remote = self.remote.as_ref()?;
        let over = self.is_over();
        let reply = match command {
            Command::Games => return Some(self.list_games()),
            Command::SwitchGame(number) => return Some(self.switch_game(*number)),
            Command::Opponent if remote.about.is_some() => {
                Reply::told(Message::Online(remote.about.clone()?))
            }
            Command::Yes | Command::No | Command::Decline(_) => {
                return Some(self.answer_challenge(command));
            }
            Command::Quit if self.clock_runs_on() => {
                self.pending = Some(Pending::Quit);
                Reply::told(Message::Online(OnlineText::ClockRunsOn))
            }
            Command::Clock if remote.unlimited => Reply::told(Message::Online(OnlineText::NoClock)),
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
            // A move typed on the opponent's turn is a premove: kept here,
            // said back, and sent when the opponent's move arrives.
            Command::Move(text) if self.game.position().turn() != remote.me => {
                self.set_premove(text.clone())
            }
            Command::Claim {
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
            // "Sent" comes once lichess has taken the line.
            Command::Chat(text) => {
                remote.send(Request::Chat(text.clone()));
                Reply::default()
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
            | Command::Retrace(..)
            | Command::ClockSet(..)
            | Command::ClockAdd(..)
            | Command::ClockStop
            | Command::ClockStart
            | Command::Result { .. }
            | Command::ClockControl(_)
            | Command::Seal(_)
            | Command::ClaimQuickplay(_)
            | Command::Postpone(_)
            | Command::Wait(_) => Reply::told(Message::Online(OnlineText::NotOnline)),
            _ => return None,
        };
        Some(reply)
    }
}

/// The key of a reason to decline a challenge, as lichess takes it
/// (`api-challenge-challengeId-decline.yaml`), typed in any case.
pub fn decline_reason(typed: &str) -> Option<&'static str> {
    const REASONS: [&str; 11] = [
        "generic",
        "later",
        "tooFast",
        "tooSlow",
        "timeControl",
        "rated",
        "casual",
        "standard",
        "variant",
        "noBot",
        "onlyBot",
    ];
    REASONS
        .into_iter()
        .find(|reason| reason.eq_ignore_ascii_case(typed.trim()))
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
            first_move_in: None,
        }
    }

    fn online(me: Color) -> (Session, Sender<ServerEvent>, Receiver<Request>) {
        let (to_session, events) = channel();
        let (requests, from_session) = channel();
        let mut session = Session::new(Game::standard(), SessionOptions::new(&ENGLISH));
        session.attach_remote(Remote::new(me, None, events, requests), state(""));
        (session, to_session, from_session)
    }

    /// The reply's lines, each read as one text across the braille lines
    /// it is printed in.
    fn printed(reply: &Reply) -> String {
        reply
            .printed(&ENGLISH, false)
            .iter()
            .map(|line| line.replace('\n', " "))
            .collect::<Vec<_>>()
            .join("\n")
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
            reply.contains("Game over: Black left the game, 1-0."),
            "{reply}"
        );
        assert!(session.is_over());
        assert_eq!(session.scoresheet().result, "1-0");
    }

    #[test]
    fn a_move_typed_while_the_opponent_is_to_move_is_kept_and_sent_after_theirs() {
        let (mut session, server, sent) = online(Color::Black);
        assert_eq!(
            printed(&session.handle("e5")),
            "Premove: Pawn Eva five; cancel drops it."
        );
        assert_eq!(session.game().ply(), 0);
        assert!(
            sent.try_recv().is_err(),
            "not sent before the opponent moved"
        );
        server.send(ServerEvent::State(state("e2e4"))).unwrap();
        assert_eq!(
            printed(&session.tick()),
            "White: Pawn Eva four\nPawn Eva five"
        );
        assert_eq!(
            sent.try_recv(),
            Ok(Request::Move {
                uci: "e7e5".into(),
                offering_draw: false
            })
        );
        assert_eq!(session.game().ply(), 2);
    }

    #[test]
    fn a_premove_is_dropped_with_cancel() {
        let (mut session, server, sent) = online(Color::Black);
        session.handle("e5");
        assert_eq!(printed(&session.handle("cancel")), "Premove dropped.");
        server.send(ServerEvent::State(state("e2e4"))).unwrap();
        assert_eq!(printed(&session.tick()), "White: Pawn Eva four");
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
        let (mut session, server, sent) = online(Color::White);
        assert_eq!(printed(&session.handle("chat Good luck!")), "");
        assert_eq!(sent.try_recv(), Ok(Request::Chat("Good luck!".into())));
        server
            .send(ServerEvent::Notice(OnlineText::ChatTaken))
            .unwrap();
        assert_eq!(printed(&session.tick()), "Sent.");
    }

    /// lichess's statuses (`GameStatusName` of `lichess-org/api`) that end a
    /// game whose moves do not show the end, and one it may add: the game
    /// ends with lichess's result (lila's PGN: a winner's side wins, no
    /// winner is a draw, an aborted game has no result), and a move typed
    /// after it is answered, not played and not sent.
    #[test]
    fn every_end_lichess_gives_ends_the_game_and_a_move_after_it_is_answered() {
        for (status, winner, result) in [
            ("aborted", None, "*"),
            ("timeout", Some(Color::Black), "0-1"),
            ("noStart", Some(Color::White), "1-0"),
            ("cheat", Some(Color::Black), "0-1"),
            ("unknownFinish", None, "1/2-1/2"),
            ("variantEnd", Some(Color::White), "1-0"),
            ("mate", Some(Color::Black), "0-1"),
            ("stalemate", None, "1/2-1/2"),
            ("resign", None, "1/2-1/2"),
            ("somethingNew", Some(Color::White), "1-0"),
        ] {
            let (mut session, server, sent) = online(Color::White);
            session.handle("e4");
            let _ = sent.try_recv();
            let mut over = state("e2e4 e7e5");
            over.status = status.into();
            over.winner = winner;
            server.send(ServerEvent::State(over)).unwrap();
            session.tick();
            assert!(session.is_over(), "{status}");
            assert_eq!(session.scoresheet().result, result, "{status}");
            let reply = printed(&session.handle("Nf3"));
            assert!(reply.starts_with("The game is over."), "{status}: {reply}");
            assert_eq!(session.game().ply(), 2, "{status}");
            assert!(sent.try_recv().is_err(), "{status}: nothing sent");
        }
    }

    #[test]
    fn timeout_names_the_side_that_left() {
        let (mut session, server, _sent) = online(Color::White);
        let mut over = state("");
        over.status = "timeout".into();
        over.winner = Some(Color::Black);
        server.send(ServerEvent::State(over)).unwrap();
        let reply = printed(&session.tick());
        assert!(
            reply.contains("Game over: White left the game, 0-1."),
            "{reply}"
        );
    }

    /// lila gives `outoftime` no winner when the side with time left could
    /// not win: a draw, as article 6.9 has it.
    #[test]
    fn out_of_time_without_a_winner_is_a_draw() {
        let (mut session, server, _sent) = online(Color::White);
        session.handle("e4");
        let mut over = state("e2e4 e7e5");
        over.status = "outoftime".into();
        server.send(ServerEvent::State(over)).unwrap();
        session.tick();
        assert_eq!(session.scoresheet().result, "1/2-1/2");
        let mut over = state("e2e4 e7e5");
        over.status = "outoftime".into();
        over.winner = Some(Color::White);
        let (mut session, server, _sent) = online(Color::Black);
        server.send(ServerEvent::State(over)).unwrap();
        session.tick();
        assert_eq!(session.scoresheet().result, "1-0");
        assert_eq!(session.scoresheet().termination, Some(Reason::TimeForfeit));
    }

    #[test]
    fn unknown_finish_is_said_in_words() {
        let (mut session, server, _sent) = online(Color::White);
        let mut over = state("");
        over.status = "unknownFinish".into();
        server.send(ServerEvent::State(over)).unwrap();
        let reply = printed(&session.tick());
        assert!(
            reply.contains("Game over: lichess ended the game without giving a reason, 1/2-1/2."),
            "{reply}"
        );
        assert!(!reply.contains("unknownFinish"), "{reply}");
    }

    /// lichess ends a correct threefold claim with the status `draw`: the
    /// game is drawn by repetition (article 9.2), not by agreement.
    #[test]
    fn a_threefold_claim_lichess_grants_is_saved_as_repetition() {
        let (mut session, server, sent) = online(Color::Black);
        let mut moves = Vec::new();
        for (white, black) in [("g1f3", "g8f6"), ("f3g1", "f6g8"), ("g1f3", "g8f6")] {
            moves.push(white);
            server
                .send(ServerEvent::State(state(&moves.join(" "))))
                .unwrap();
            session.tick();
            session.handle(black);
            moves.push(black);
        }
        moves.push("f3g1");
        server
            .send(ServerEvent::State(state(&moves.join(" "))))
            .unwrap();
        session.tick();
        session.handle("claim threefold Ng8");
        while sent.try_recv().is_ok() {}
        moves.push("f6g8");
        let mut drawn = state(&moves.join(" "));
        drawn.status = "draw".into();
        server.send(ServerEvent::State(drawn)).unwrap();
        session.tick();
        assert_eq!(session.scoresheet().result, "1/2-1/2");
        assert_eq!(
            session.scoresheet().termination,
            Some(Reason::ThreefoldRepetition)
        );
    }

    /// lila drops the player's draw offer (`wdraw`) when the opponent
    /// declines it (`POST …/draw/no`); no move was made.
    #[test]
    fn a_draw_offer_the_opponent_declines_is_said() {
        let (mut session, server, _sent) = online(Color::White);
        session.handle("e4");
        server.send(ServerEvent::State(state("e2e4 e7e5"))).unwrap();
        session.tick();
        let mut offered = state("e2e4 e7e5");
        offered.draw_offer.white = true;
        server.send(ServerEvent::State(offered)).unwrap();
        session.tick();
        server.send(ServerEvent::State(state("e2e4 e7e5"))).unwrap();
        assert_eq!(
            printed(&session.tick()),
            "The opponent declines your draw offer."
        );
    }

    /// Answering a challenge goes to lichess's challenge endpoints; with
    /// none waiting, the player is told so.
    #[test]
    fn a_challenge_to_the_player_is_accepted_or_declined() {
        let (mut session, server, sent) = online(Color::White);
        assert_eq!(
            printed(&session.handle("accept")),
            "No challenge is waiting for an answer."
        );
        server
            .send(ServerEvent::Challenge {
                id: "ch1".into(),
                text: Box::new(OnlineText::ChallengeWithdrawn("x".into())),
            })
            .unwrap();
        session.tick();
        assert!(
            printed(&session.handle("decline sometime")).starts_with("lichess knows no reason"),
        );
        session.handle("decline toofast");
        assert_eq!(
            sent.try_recv(),
            Ok(Request::DeclineChallenge {
                id: "ch1".into(),
                reason: Some("tooFast".into())
            })
        );
        server
            .send(ServerEvent::Challenge {
                id: "ch2".into(),
                text: Box::new(OnlineText::ChallengeWithdrawn("x".into())),
            })
            .unwrap();
        session.tick();
        session.handle("accept");
        assert_eq!(sent.try_recv(), Ok(Request::AcceptChallenge("ch2".into())));
    }

    /// In correspondence, lichess warns when a player's time falls below a
    /// day and below an hour; each is said once.
    #[test]
    fn correspondence_time_running_out_is_said_below_a_day_and_an_hour() {
        let (to_session, events) = channel();
        let (requests, _from_session) = channel();
        let mut session = Session::new(Game::standard(), SessionOptions::new(&ENGLISH));
        let mut start = state("");
        start.times.white = Duration::from_secs(3 * 86_400);
        session.attach_remote(Remote::new(Color::White, Some(3), events, requests), start);
        let mut low = state("");
        low.times.white = Duration::from_secs(20 * 3600 + 30);
        to_session.send(ServerEvent::State(low.clone())).unwrap();
        let reply = printed(&session.tick());
        assert!(reply.starts_with("Your time runs out: 20 hours"), "{reply}");
        to_session.send(ServerEvent::State(low)).unwrap();
        assert_eq!(printed(&session.tick()), "", "said once");
        let mut lower = state("");
        lower.times.white = Duration::from_secs(50 * 60 + 30);
        to_session.send(ServerEvent::State(lower)).unwrap();
        let reply = printed(&session.tick());
        assert!(
            reply.starts_with("Your time runs out: 50 minutes"),
            "{reply}"
        );
    }

    /// Waiting for the opponent costs nothing: once the network wakes the
    /// front end, the session asks for no timer, and the opponent's move
    /// wakes it.
    #[test]
    fn the_network_wakes_the_front_end_instead_of_a_timer() {
        let (mut session, server, _sent) = online(Color::Black);
        assert!(session.next_wakeup().is_some(), "polled without a waker");
        let (woken, wakes) = channel();
        session.wake_on_network(move || woken.send(()).is_ok());
        assert_eq!(session.next_wakeup(), None);
        server.send(ServerEvent::State(state("e2e4"))).unwrap();
        assert_eq!(wakes.recv_timeout(Duration::from_secs(5)), Ok(()));
        assert_eq!(printed(&session.tick()), "White: Pawn Eva four");
    }
}
