//! ICCF's server games over XfCC, played in line mode: the games listed
//! (the player's move first, least time first), one opened from the moves
//! the server gives, the opponent's moves announced with their side, the
//! player's sent with `MakeAMove` (SAN and the move's number), draw
//! offers, acceptance, claims, resignation and messages, every answer and
//! every result said in words. The network is used on a thread of its
//! own, so that a slow server never holds up a command; the game is asked
//! again every few minutes and on `refresh`.

use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use shakmaty::{Color, Position};

use super::server::{Fault, Server};
use super::server_game::moves_of;
use super::xfcc::{MakeAMove, TimeLeft, XfccGame};
use crate::game::{Reason, Verdict};
use crate::notation::formats::{iccf, san};
use crate::notation::message::{DaysLeft, XfccCode, XfccResult};
use crate::notation::{
    Announcement, CardMove, CorrText, IccfText, Message, Phrase, ServerTrouble, Word, outside,
};
use crate::online::outbox::Outbox;
use crate::play::command::Command;
use crate::play::{Desk, Line, Reply, Session};

/// What the network thread is asked to do: the games, or a call with
/// what it sends, and the move as the player heard it sent.
#[derive(Clone)]
enum Job {
    Fetch,
    Send(MakeAMove, Sent, Option<CardMove>),
}

/// How long leaving waits for calls to go out (never for answers).
const GOING_OUT: Duration = Duration::from_secs(5);

/// What was sent, so that its answer is understood.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Sent {
    Move,
    Resign,
    Accept,
    Claim,
}

/// What the network thread found.
enum Outcome {
    Games(Result<Vec<XfccGame>, Fault>),
    Answer(Result<XfccCode, Fault>, Sent, MakeAMove),
}

/// The network thread: one call at a time, in the order asked.
fn network(server: Server) -> (Outbox<Job>, Receiver<Outcome>) {
    let (done, outcomes) = channel();
    let jobs = Outbox::start(move |job| {
        let outcome = match job {
            Job::Fetch => Outcome::Games(server.games()),
            Job::Send(call, sent, _) => Outcome::Answer(server.make_a_move(&call), sent, call),
        };
        let _ = done.send(outcome);
    });
    (jobs, outcomes)
}

fn days_left(time: TimeLeft) -> DaysLeft {
    DaysLeft {
        days: time.days,
        hours: time.hours,
        minutes: time.minutes,
    }
}

/// The player's side in a game.
pub fn my_side(game: &XfccGame) -> Color {
    if game.has_white() {
        Color::White
    } else {
        Color::Black
    }
}

/// The opponent's name as the server gives it.
pub fn opponent(game: &XfccGame) -> String {
    let field = if game.has_white() { "black" } else { "white" };
    game.shown(field)
}

/// How a game is said in the list.
pub fn listed(number: usize, game: &XfccGame) -> IccfText {
    IccfText::Listed {
        number,
        id: game.id(),
        opponent: opponent(game),
        event: game.shown("event"),
        my_turn: game.my_turn(),
        left: days_left(game.player_time()),
        offer: game.draw_offered(),
        message: !game.field("message").is_empty(),
        result: XfccResult::from_word(game.field("result")),
    }
}

/// The games as they are listed: the player's move first, the least time
/// left first among them.
pub fn in_order(mut games: Vec<XfccGame>) -> Vec<XfccGame> {
    games.sort_by_key(|g| (!g.my_turn(), g.player_time().minutes()));
    games
}

fn told(text: IccfText) -> Message {
    Message::Corr(CorrText::Iccf(text))
}

/// What the player set to go with their next move.
#[derive(Clone, Debug, Default)]
struct WithMove {
    offer: bool,
    message: String,
}

/// A server game's desk.
pub struct IccfDesk {
    pub id: String,
    me: Color,
    jobs: Outbox<Job>,
    outcomes: Receiver<Outcome>,
    /// Calls asked for and not yet answered.
    waiting: usize,
    /// The game as the server last gave it, and all the player's games.
    game: XfccGame,
    games: Vec<XfccGame>,
    with_move: WithMove,
    /// `resign` asked to be confirmed.
    resigning: bool,
    /// What of the server's was said already.
    said_message: String,
    said_offer: bool,
    said_result: bool,
    poll: Duration,
    next_poll: Instant,
}

impl IccfDesk {
    /// The desk of `game`, one of `games`, asking `server`.
    pub fn new(server: Server, game: XfccGame, games: Vec<XfccGame>, poll: Duration) -> IccfDesk {
        let (jobs, outcomes) = network(server);
        IccfDesk {
            id: game.id(),
            me: my_side(&game),
            jobs,
            outcomes,
            waiting: 0,
            said_message: String::new(),
            said_offer: false,
            said_result: false,
            game,
            games,
            with_move: WithMove::default(),
            resigning: false,
            poll,
            next_poll: Instant::now() + poll,
        }
    }

    /// The session's own leaving, its "go on with" naming the command
    /// that plays the game on ICCF's server: the game is never played on
    /// offline, where its moves would never reach ICCF.
    fn leave(&self, session: &mut Session, line: &str) -> Reply {
        let mut reply = session.handle(line);
        for said in &mut reply.lines {
            if let Line::Told(Message::Left {
                path, over: false, ..
            }) = said
            {
                *said = Line::Told(Message::LeftIccfGame {
                    path: path.clone(),
                    id: self.game.id(),
                });
            }
        }
        reply
    }

    fn ask(&mut self, job: Job) {
        self.jobs.send(job);
        self.waiting += 1;
    }

    fn call(&self, my_move: String, movecount: u32) -> MakeAMove {
        MakeAMove {
            game_id: self.id.clone(),
            movecount,
            my_move,
            ..MakeAMove::default()
        }
    }

    /// The number the server expects for the player's next move.
    fn movecount(session: &Session) -> u32 {
        session.game().position().fullmoves().get()
    }

    /// Brings the session to the server's game: moves taken back where
    /// they differ, the opponent's new moves announced, the message, the
    /// offer and the result said once each.
    fn take_over(&mut self, session: &mut Session, game: XfccGame) -> Reply {
        let mut reply = Reply::default();
        let start = session.game().start().clone();
        let server = match moves_of(game.field("moves"), &start) {
            Ok(moves) => moves,
            Err((ply, text)) => {
                reply.tell(told(IccfText::BadServerMove { ply, text }));
                return reply;
            }
        };
        let local = session.game().moves().to_vec();
        let common = local
            .iter()
            .zip(&server)
            .take_while(|(a, b)| a == b)
            .count();
        if common < local.len() && !session.is_over() {
            reply.extend(session.take_back_unasked(local.len() - common));
        }
        for &m in &server[common.min(server.len())..] {
            if session.is_over() {
                break;
            }
            let uci = m.to_uci(session.game().castling_mode()).to_string();
            reply.extend(session.handle(&uci));
        }
        let message = game.shown("message");
        if !message.is_empty() && message != self.said_message {
            reply.tell(told(IccfText::Message {
                from: opponent(&game),
                text: message.clone(),
            }));
        }
        self.said_message = message;
        let offer = game.draw_offered() && game.my_turn();
        if offer && !self.said_offer {
            reply.extend(session.record_draw_offer(!self.me));
            let mut said = Announcement::new();
            said.push(Word::Side(!self.me)).phrase(Phrase::OffersDraw);
            reply.say(said);
            reply.tell(told(IccfText::AnswerOffer));
        }
        self.said_offer = offer;
        let result = XfccResult::from_word(game.field("result"));
        if result.is_over() && !self.said_result {
            self.said_result = true;
            reply.extend(session.end_as_server_says(None, result.pgn()));
            reply.tell(told(IccfText::Result(result)));
        }
        self.game = game;
        reply
    }

    /// A list of games from the server: this game taken over from it.
    fn games_arrived(&mut self, session: &mut Session, games: Vec<XfccGame>) -> Reply {
        self.games = in_order(games);
        match self.games.iter().find(|g| g.id() == self.id).cloned() {
            Some(game) => self.take_over(session, game),
            None => Reply::told(told(IccfText::NoSuchGame(self.id.clone()))),
        }
    }

    /// The server's answer to what was sent.
    fn answered(
        &mut self,
        session: &mut Session,
        answer: Result<XfccCode, Fault>,
        sent: Sent,
        call: MakeAMove,
    ) -> Reply {
        let mut reply = Reply::default();
        let code = match answer {
            Ok(code) => code,
            Err(fault) => {
                reply.tell(told(fault.text()));
                if sent == Sent::Move {
                    reply.extend(session.take_back_unasked(1));
                    self.restore(&call);
                }
                // A call that went out may have arrived though its answer
                // did not: the server's game says, and the board follows.
                if matches!(
                    fault,
                    Fault::Down(
                        ServerTrouble::Silent(_)
                            | ServerTrouble::Unfinished(_)
                            | ServerTrouble::Closed
                    )
                ) {
                    self.ask(Job::Fetch);
                }
                return reply;
            }
        };
        if code == XfccCode::Success {
            reply.tell(told(IccfText::Answer {
                code,
                taken_back: false,
            }));
            let ply = session.game().ply();
            match sent {
                Sent::Resign => reply.extend(session.end_as_server_says(
                    Some(Verdict::win(!self.me, Reason::Resignation, ply)),
                    "",
                )),
                Sent::Accept => reply.extend(
                    session.end_as_server_says(Some(Verdict::draw(Reason::Agreement, ply)), ""),
                ),
                Sent::Move | Sent::Claim => {}
            }
            self.ask(Job::Fetch);
            return reply;
        }
        let taken_back = sent == Sent::Move;
        reply.tell(told(IccfText::Answer { code, taken_back }));
        if taken_back {
            reply.extend(session.take_back_unasked(1));
            self.restore(&call);
        }
        reply
    }

    /// What went with a move the server did not take goes with the next.
    fn restore(&mut self, call: &MakeAMove) {
        self.with_move.offer |= call.offer_draw;
        if self.with_move.message.is_empty() {
            self.with_move.message.clone_from(&call.message);
        }
    }

    /// Sends the player's move just played.
    fn send_move(&mut self, session: &mut Session) -> Reply {
        let index = session.game().ply() - 1;
        let before = session.game().positions()[index].clone();
        let m = session.game().moves()[index];
        let with = std::mem::take(&mut self.with_move);
        let mut call = self.call(san(&before, m), before.fullmoves().get());
        call.offer_draw = with.offer;
        call.message = with.message;
        let said = CardMove {
            number: before.fullmoves().get(),
            side: before.turn(),
            written: session.scheme().written_san(&san(&before, m)),
            iccf: iccf(m),
        };
        self.ask(Job::Send(call, Sent::Move, Some(said.clone())));
        let mut reply = if with.offer {
            session.record_draw_offer(self.me)
        } else {
            Reply::default()
        };
        reply.tell(told(IccfText::Sending(said)));
        reply
    }

    /// Each side's days, hours and minutes, as the server last gave them.
    fn clock(&self) -> Reply {
        let mut reply = Reply::default();
        for side in Color::ALL {
            let left = if side == self.me {
                self.game.player_time()
            } else {
                self.game.opponent_time()
            };
            reply.tell(told(IccfText::TimeLeft {
                side,
                left: days_left(left),
            }));
        }
        reply
    }

    fn list(&self) -> Reply {
        let mut reply = Reply::default();
        reply.tell(told(IccfText::Games {
            total: self.games.len(),
            my_turn: self.games.iter().filter(|g| g.my_turn()).count(),
        }));
        for (number, game) in (1..).zip(&self.games) {
            reply.tell(told(listed(number, game)));
        }
        reply
    }

    /// The player leaves: the calls asked for go out (annabella waits a
    /// few seconds at most for that, never for an answer); the answers
    /// already there are said, and each call of the player's that ICCF had
    /// not answered, or that never went out, is named.
    fn leaving(&mut self, session: &mut Session) -> Reply {
        // Asking for the games again need not hold leaving up.
        let mut left = self
            .jobs
            .settle(GOING_OUT, |job| matches!(job, Job::Send(..)));
        let mut reply = Reply::default();
        while let Ok(outcome) = self.outcomes.try_recv() {
            if let Outcome::Answer(_, _, call) = &outcome {
                left.unanswered
                    .retain(|job| !matches!(job, Job::Send(sent, ..) if sent == call));
            }
            reply.extend(self.outcome(session, outcome));
        }
        for job in left.unanswered {
            if let Job::Send(_, _, said) = job {
                reply.tell(told(IccfText::LeftUnanswered(said)));
            }
        }
        for job in left.unsent {
            if let Job::Send(_, _, said) = job {
                reply.tell(told(IccfText::LeftUnsent(said)));
            }
        }
        reply
    }

    fn outcome(&mut self, session: &mut Session, outcome: Outcome) -> Reply {
        self.waiting = self.waiting.saturating_sub(1);
        match outcome {
            Outcome::Games(Ok(games)) => self.games_arrived(session, games),
            Outcome::Games(Err(fault)) => Reply::told(told(fault.text())),
            Outcome::Answer(answer, sent, call) => self.answered(session, answer, sent, call),
        }
    }
}

impl Desk for IccfDesk {
    fn opening(&mut self, session: &mut Session) -> Reply {
        let mut reply = Reply::default();
        let game = self.game.clone();
        reply.extend(self.take_over(session, game));
        if !session.is_over() {
            reply.tell(told(IccfText::TimeLeft {
                side: self.me,
                left: days_left(self.game.player_time()),
            }));
        }
        reply
    }

    fn next_wakeup(&self) -> Option<Duration> {
        if self.waiting > 0 {
            return Some(Duration::from_millis(50));
        }
        Some(self.next_poll.saturating_duration_since(Instant::now()))
    }

    fn tick(&mut self, session: &mut Session) -> Reply {
        let mut reply = Reply::default();
        while let Ok(outcome) = self.outcomes.try_recv() {
            reply.extend(self.outcome(session, outcome));
        }
        if Instant::now() >= self.next_poll {
            self.next_poll = Instant::now() + self.poll;
            if self.waiting == 0 && !session.is_over() {
                self.ask(Job::Fetch);
            }
        }
        reply
    }

    fn handle(&mut self, session: &mut Session, line: &str) -> Option<Reply> {
        let line = line.trim();
        let line = line.strip_prefix('/').unwrap_or(line);
        let (read, _) = crate::play::command::words_read(line, session.scheme().language);
        let words: Vec<&str> = read.iter().map(String::as_str).collect();
        let resigning = std::mem::take(&mut self.resigning);
        let over = session.is_over();
        let reply = match words.as_slice() {
            ["refresh" | "aktualisieren"] => {
                self.ask(Job::Fetch);
                Reply::default()
            }
            ["games" | "partien"] => self.list(),
            ["clock" | "c" | "uhr" | "time" | "zeit"] => self.clock(),
            ["help" | "hilfe" | "?"] => {
                let mut reply = session.handle(line);
                reply.tell(told(IccfText::Help));
                reply
            }
            ["quit" | "exit" | "beenden"] => {
                let mut reply = self.leaving(session);
                reply.extend(self.leave(session, line));
                reply
            }
            [] => return None,
            _ if over => return None,
            ["yes" | "ja"] if resigning => {
                let call = self.call(String::new(), Self::movecount(session));
                self.ask(Job::Send(
                    MakeAMove {
                        resign: true,
                        ..call
                    },
                    Sent::Resign,
                    None,
                ));
                Reply::default()
            }
            ["no" | "nein"] if resigning => Reply::told(Message::Declined),
            ["resign" | "aufgeben"] => {
                self.resigning = true;
                Reply::told(Message::ConfirmResign)
            }
            ["say" | "chat" | "nachricht", ..] => {
                let text = line.split_once(char::is_whitespace).map_or("", |(_, t)| t);
                self.with_move.message = outside::clean(text.trim(), 1000);
                Reply::told(told(IccfText::WithNextMove))
            }
            ["draw" | "remis"] => {
                self.with_move.offer = true;
                Reply::told(told(IccfText::WithNextMove))
            }
            ["accept" | "annehmen"] => {
                if !(self.game.draw_offered() && self.game.my_turn()) {
                    Reply::told(told(IccfText::NoOffer))
                } else {
                    let call = self.call(String::new(), Self::movecount(session));
                    self.ask(Job::Send(
                        MakeAMove {
                            accept_draw: true,
                            ..call
                        },
                        Sent::Accept,
                        None,
                    ));
                    Reply::default()
                }
            }
            ["claim" | "reklamieren"] => {
                let call = self.call(String::new(), Self::movecount(session));
                self.ask(Job::Send(
                    MakeAMove {
                        claim_draw: true,
                        ..call
                    },
                    Sent::Claim,
                    None,
                ));
                Reply::default()
            }
            _ => {
                let command = Command::parse_in(line, false, session.scheme().language).ok()?;
                if !matches!(command, Command::Move(_) | Command::Yes) {
                    return None;
                }
                if matches!(command, Command::Move(_))
                    && session.game().position().turn() != self.me
                {
                    return Some(Reply::told(told(IccfText::OpponentsTurn)));
                }
                let ply = session.game().ply();
                let mut reply = session.handle(line);
                if session.game().ply() == ply + 1 {
                    reply.extend(self.send_move(session));
                }
                reply
            }
        };
        Some(reply)
    }
}
