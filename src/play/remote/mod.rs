//! A game played on a server (lichess): the opponent's moves, offers and
//! the clocks arrive as the server's states; the player's moves and
//! answers leave as requests. Nothing here touches the network: the
//! `online` module carries both over channels, so a slow or lost
//! connection never holds up a command.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color, Position};

use super::reply::Reply;
use super::session::{Pending, Session};
use crate::notation::{Announcement, Message, OnlineText, Word, clock_reading};
use crate::play::command::Command;
use crate::sound::Earcon;

mod server;

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
    /// A move that went to the server without a whole answer: why, and
    /// the move is taken back here until the server's game brings it.
    Unconfirmed(OnlineText),
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

pub(super) fn remote_awaits(remote: &Option<Remote>) -> Option<shakmaty::Move> {
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
        let (forward, events) = std::sync::mpsc::sync_channel(1);
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

    /// The answer of an online game to the opponent's draw offer: it goes
    /// to the server, which says how it ends.
    pub(super) fn remote_offer_answer(&mut self, by: Color, yes: bool) -> Option<Reply> {
        let remote = self.remote.as_ref().filter(|remote| remote.me != by)?;
        remote.send(Request::Draw(yes));
        Some(if yes {
            Reply::default()
        } else {
            Reply::told(Message::Declined)
        })
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
mod tests;
