//! The server's word on a game: the events and states lichess sends,
//! taken into the session (the opponent's moves, offers, takebacks,
//! clocks and the end of the game), said in the player's words.

use std::sync::mpsc::TryRecvError;
use std::time::Instant;

use shakmaty::uci::UciMove;
use shakmaty::{ByColor, Color, Position};

use super::{ServerEvent, ServerState, remote_awaits};
use crate::game::{Claim, Reason, Verdict};
use crate::notation::{Announcement, Message, OnlineText, Phrase, Word};
use crate::play::reply::Reply;
use crate::play::session::{Pending, Session};

impl Session {
    /// Looks at what the server said, without waiting.
    pub(in crate::play) fn poll_remote(&mut self, reply: &mut Reply) {
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

    pub(in crate::play) fn server_event(&mut self, event: ServerEvent, reply: &mut Reply) {
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
            ServerEvent::Unconfirmed(why) => {
                reply.tell(Message::Online(why));
                reply.tell(Message::Online(OnlineText::MoveUnconfirmed));
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
    pub(in crate::play) fn back_to_server(&mut self, reply: &mut Reply) {
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
    pub(in crate::play) fn server_state(
        &mut self,
        state: ServerState,
        reply: &mut Reply,
        quiet: bool,
    ) {
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
    pub(in crate::play) fn first_move_due(&mut self, state: &ServerState, reply: &mut Reply) {
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
    pub(in crate::play) fn server_offers(
        &mut self,
        state: &ServerState,
        me: Color,
        reply: &mut Reply,
        quiet: bool,
    ) {
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
            self.draw_offer = Some(opponent);
            let mut offer = Announcement::new();
            offer.push(Word::Side(opponent)).phrase(Phrase::OffersDraw);
            reply.say(offer);
            reply.tell(Message::Online(OnlineText::AnswerDraw));
        } else if new_takeback {
            self.pending = Some(Pending::Takeback);
            reply.tell(Message::Online(OnlineText::OpponentAsksTakeback));
        } else if !draw && self.draw_offer == Some(opponent) {
            self.draw_offer = None;
        }
    }

    /// The server ended the game: lichess's verdict as it gives it (its
    /// status and its winner), under the rule of the Laws that names it
    /// where there is one, and otherwise with the server's result and
    /// reason. A status annabella does not know ends the game the same way.
    pub(in crate::play) fn server_end(&mut self, state: &ServerState, reply: &mut Reply) {
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
    pub(in crate::play) fn drawn_by(&self) -> Reason {
        Claim::ALL
            .into_iter()
            .find(|&claim| self.game.claim_holds_now(claim))
            .map_or(Reason::Agreement, Claim::reason)
    }

    /// How a game the server ended is said again when a move is typed
    /// after it; `None` when the Laws' verdict says it.
    pub(in crate::play) fn ended_on_server(&self) -> Option<Message> {
        let remote = self.remote.as_ref()?;
        remote.ended.clone().map(Message::Online)
    }
}
