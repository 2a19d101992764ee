//! The start of a session: who plays what and whose move it is, said
//! first; where a game taken up again stands; and the start of the clock,
//! which waits until the player has heard all that (article 6.6: White's
//! clock is started at the start of the game, and the game starts when the
//! player is there).

use shakmaty::{Color, Position};

use super::engine::LEVELS;
use super::options::Player;
use super::reply::Reply;
use super::session::Session;
use crate::notation::{Message, Seat};

impl Session {
    /// What is said when the session opens, after the first lines.
    pub fn greeting(&self) -> Message {
        match &self.review {
            Some(review) => review.greeting.clone(),
            None => Message::Greeting,
        }
    }

    /// What is said when play begins: first who plays what and whose move
    /// it is, then tournament mode when it holds, where a game taken up
    /// again stands, and what went wrong with the engine. The engine is
    /// started, and asked for its move when it is its turn.
    pub fn opening(&mut self) -> Reply {
        let started = self.start_engine();
        let mut reply = Reply::default();
        if self.review.is_none() && self.remote.is_none() {
            reply.tell(self.start_line());
        }
        if self.options.tournament && self.review.is_none() {
            reply.tell(Message::TournamentMode);
        }
        // A scoresheet that cannot be read to its end says so at once, and
        // again at its last readable move.
        if let Some(stops) = self.review.as_ref().and_then(|r| r.stops.clone()) {
            reply.tell(stops);
        }
        // A game taken up again says where it stands: from a server, the
        // last move, who is to move and what waits for an answer; from a
        // file, the last move and the clocks.
        if self.remote.is_some() {
            reply.extend(self.where_it_stands());
        } else if self.review.is_none() && self.game.ply() > 0 {
            if let Some(last) = self.last_move_words() {
                reply.say(last);
            }
            if self.clock.is_some() {
                reply.say(self.clock_words());
            }
        }
        // What waits in a game taken up again (an offer, a sealed move, a
        // quickplay claim) is said with the opening.
        if self.remote.is_none() && self.review.is_none() {
            self.standing_words(&mut reply);
        }
        reply.lines.extend(started.lines);
        reply.earcon = started.earcon;
        reply
    }

    /// The first line of a game: who plays each side, and whose move it
    /// is.
    pub(super) fn start_line(&self) -> Message {
        let level = self
            .options
            .engine
            .level
            .clamp(*LEVELS.start(), *LEVELS.end());
        let seat = |color: Color| {
            let name = self.options.name(color).map(str::to_owned);
            // By post the opponent is far away; the player alone is here.
            if self.options.correspondence {
                return if color == self.options.color {
                    Seat::You
                } else {
                    Seat::Away(name)
                };
            }
            if self.options.two_board {
                return if color == self.options.color {
                    Seat::You
                } else {
                    Seat::Board(name)
                };
            }
            match (&self.engine, self.options.players[color]) {
                (Some(engine), Player::Engine) => Seat::Engine {
                    name: engine.name().to_owned(),
                    level,
                },
                (Some(_), Player::Human) => Seat::You,
                (None, _) => Seat::Keyboard(name),
            }
        };
        Message::Start {
            white: seat(Color::White),
            black: seat(Color::Black),
            to_move: self.game.position().turn(),
        }
    }

    /// A game taken over from a server, where it stands: the last move
    /// with its number and side, who is to move or how it ended, and what
    /// waits for an answer.
    fn where_it_stands(&mut self) -> Reply {
        let mut reply = Reply::default();
        if let Some(last) = self.last_move_words() {
            reply.say(last);
        }
        let joined = std::mem::take(&mut self.joined);
        // An end the server gave without a rule of the Laws, or one said
        // as the game was taken over, is in what the server had already.
        let standing = self.turn_words();
        let ended_elsewhere = self.game.verdict().is_none() && self.is_over();
        if !ended_elsewhere && !joined.said_lines().any(|said| *said == standing) {
            reply.say(standing);
        }
        reply.extend(joined);
        reply
    }

    /// The game starts: the clock of the player to move runs from now.
    /// Until then it stands, so that no time is used while the opening
    /// lines are read; the first line the player types starts it (a move
    /// typed then has used no time), and the board starts it as soon as
    /// it has shown them. An engine that moves first does so meanwhile,
    /// on a clock that stands.
    pub fn begin(&mut self) {
        if !self.begun {
            self.begun = true;
            // Clocks the arbiter stopped (or a sealed move, a quickplay
            // claim waiting) stay stopped until the arbiter starts them.
            if super::intervention::clocks_stand(&self.events) {
                return;
            }
            if let Some(clock) = &mut self.clock {
                clock.resume();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shakmaty::Color;

    use crate::game::{FakeTime, Game};
    use crate::notation::{ENGLISH, Form, Message, Seat};
    use crate::play::options::{SessionOptions, SessionTime};
    use crate::play::session::Session;

    /// A game of one minute a side on a time that moves only when told.
    fn one_minute(two_board: bool) -> (Session, FakeTime) {
        let time = FakeTime::new();
        let mut options = SessionOptions::new(&ENGLISH);
        options.time = SessionTime::Fake(time.clone());
        options.time_control = "1+0".parse().expect("a time control");
        options.two_board = two_board;
        options.tournament = two_board;
        (Session::new(Game::standard(), options), time)
    }

    fn faces(session: &Session) -> (Duration, Duration) {
        let faces = session.clock_faces().expect("a clock");
        (faces.white, faces.black)
    }

    /// Ten seconds pass while the opening lines are read: no clock runs
    /// (with `--time 1+0` White read "0:57" three seconds in). The first
    /// line typed starts White's clock; a move typed then has used none.
    #[test]
    fn no_clock_runs_while_the_opening_lines_are_said() {
        let (mut session, time) = one_minute(false);
        let _ = session.opening();
        time.advance(Duration::from_secs(10));
        let _ = session.tick();
        let minute = Duration::from_secs(60);
        assert_eq!(faces(&session), (minute, minute));
        let _ = session.handle("e4");
        assert_eq!(faces(&session), (minute, minute));
        time.advance(Duration::from_secs(5));
        assert_eq!(faces(&session), (minute, Duration::from_secs(55)));
    }

    /// The first input starts the clock even when it is no move: from
    /// then on the player to move's time runs (article 6.6).
    #[test]
    fn the_first_input_starts_the_clock() {
        let (mut session, time) = one_minute(false);
        let _ = session.opening();
        time.advance(Duration::from_secs(10));
        let _ = session.handle("c");
        time.advance(Duration::from_secs(3));
        assert_eq!(faces(&session).0, Duration::from_secs(57));
    }

    /// The first line of the game says who plays what and whose move it
    /// is, before anything else.
    #[test]
    fn the_first_line_says_who_plays_what_and_whose_move_it_is() {
        let (mut session, _) = one_minute(true);
        let opening = session.opening();
        let first = opening.printed(&ENGLISH, false).remove(0);
        assert_eq!(
            first,
            "You play White against Black,\nat two boards. White to move."
        );
        assert_eq!(
            session.start_line(),
            Message::Start {
                white: Seat::You,
                black: Seat::Board(None),
                to_move: Color::White,
            }
        );
        let (session, _) = one_minute(false);
        let said = ENGLISH.message(&session.start_line(), Form::Print, false);
        assert_eq!(said, "White and Black at one keyboard.\nWhite to move.");
    }
}
