//! Review: a game of a file stepped through move by move, with the
//! announcements and the exploration of play and nothing saved. Every
//! recorded move can be stepped to, also those written after the rules had
//! ended the game (where that end is said); a file with a move that cannot
//! be played is reviewed up to it.

use std::time::Duration;

use shakmaty::{ByColor, Move, Position};

use super::command::Command;
use super::options::{Player, SessionOptions};
use super::reply::Reply;
use super::session::{Session, numbered_move};
use crate::game::{Game, TimeControl, Verdict};
use crate::notation::{
    Announcement, ArbiterText, Message, Phrase, RecordFault, Usage, Word, clock_reading, game_end,
};
use crate::scoresheet::{EventKind, Scoresheet, SheetEvent, export};

/// The whole game being reviewed.
pub struct Review {
    moves: Vec<Move>,
    /// Each mover's clock after each move, as recorded.
    clocks: Vec<Option<Duration>>,
    /// The arbiter's decisions, which change the clocks between moves.
    events: Vec<SheetEvent>,
    /// What is written after each half-move (0: before the first), said
    /// when the review comes to it.
    notes: Vec<Vec<Message>>,
    /// Each side's time before its first move, when the time control says.
    start_time: Option<Duration>,
    /// Where the rules ended the game.
    end: Option<Verdict>,
    /// How the game came out, said at its last move.
    outcome: Message,
    /// Where the file could no longer be read, said at its last move.
    pub(super) stops: Option<Message>,
    /// What is said first.
    pub(super) greeting: Message,
}

impl Session {
    /// A game stepped through move by move, from its start, with nothing
    /// saved and no clock running. `stops` is the fault after the last move
    /// that could be read, if any.
    pub fn review(
        sheet: &Scoresheet,
        mut options: SessionOptions,
        greeting: Message,
        stops: Option<(usize, RecordFault)>,
    ) -> Session {
        options.time_control = TimeControl::none();
        options.players = ByColor::new_with(|_| Player::Human);
        // `opponent` names the players of the scoresheet.
        for color in shakmaty::Color::ALL {
            if let Some(name) = sheet
                .tag(color.fold_wb("White", "Black"))
                .filter(|name| !name.is_empty() && *name != "?")
            {
                options.names[color] = name.to_owned();
            }
        }
        let game = Game::from_position(sheet.start.clone(), sheet.castling_mode);
        let mut session = Session::new(game, options);
        let ended_at = sheet
            .end
            .filter(|end| end.ply > 0 && end.ply < sheet.moves.len())
            .map(|end| {
                let (before, _) = &sheet.positions()[end.ply - 1];
                (before.fullmoves().get(), before.turn())
            });
        let verdict = sheet.verdict();
        session.review = Some(Review {
            moves: sheet.moves.iter().map(|m| m.m).collect(),
            clocks: sheet.moves.iter().map(|m| m.clock).collect(),
            events: sheet.events.clone(),
            notes: (0..=sheet.moves.len())
                .map(|ply| {
                    export::notes(sheet, ply)
                        .into_iter()
                        .map(|note| Message::Arbiter(ArbiterText::Note(note)))
                        .collect()
                })
                .collect(),
            start_time: sheet
                .time_control
                .as_ref()
                .and_then(|t| t.periods().first().map(|p| p.time)),
            end: sheet.end,
            outcome: Message::Outcome {
                result: sheet.result.clone(),
                verdict,
                ended_at,
            },
            stops: stops.map(|(ply, fault)| Message::ReviewStops { ply, fault }),
            greeting,
        });
        session
    }

    /// The clocks at the position reviewed, as the scoresheet recorded them
    /// after each player's last move, with what the arbiter added or set
    /// since, as play showed them.
    pub(super) fn recorded_clocks(&self) -> Option<Announcement> {
        let review = self.review.as_ref()?;
        let ply = self.game.ply();
        let mut faces = ByColor::new_with(|_| review.start_time);
        let arbiter = |faces: &mut ByColor<Option<Duration>>, at: usize| {
            for event in review.events.iter().filter(|e| e.ply == at) {
                match event.kind {
                    EventKind::ClockAdjusted { color, millis } => {
                        let change = Duration::from_millis(millis.unsigned_abs());
                        faces[color] = faces[color].map(|face| {
                            if millis < 0 {
                                face.saturating_sub(change)
                            } else {
                                face + change
                            }
                        });
                    }
                    EventKind::ClockSet { color, time } | EventKind::Adjourned { color, time } => {
                        faces[color] = Some(time)
                    }
                    _ => {}
                }
            }
        };
        arbiter(&mut faces, 0);
        for (index, (before, clock)) in self
            .game
            .positions()
            .iter()
            .zip(&review.clocks[..ply])
            .enumerate()
        {
            if clock.is_some() {
                faces[before.turn()] = *clock;
            }
            arbiter(&mut faces, index + 1);
        }
        let number = self.game.position().fullmoves().get();
        let words = match (faces.white, faces.black) {
            (Some(white), Some(black)) => clock_reading(white, black, number),
            _ => {
                let mut words = Announcement::new();
                words.phrase(Phrase::Move).push(Word::Number(number));
                words
            }
        };
        Some(words)
    }

    /// The move number before each half-move of the game reviewed.
    fn move_numbers(&self) -> Vec<u32> {
        let Some(review) = &self.review else {
            return Vec::new();
        };
        let mut position = self.game.start().clone();
        review
            .moves
            .iter()
            .map(|&m| {
                let number = position.fullmoves().get();
                position.play_unchecked(m);
                number
            })
            .collect()
    }

    /// How `goto` is typed: with a move number of the game, 1 to the last.
    pub(super) fn goto_usage(&self) -> Reply {
        let last = self.move_numbers().last().copied().unwrap_or(1);
        Reply::told(Message::Usage(Usage::Goto(last)))
    }

    /// Review: moving through the game reviewed.
    pub(super) fn step(&mut self, command: &Command) -> Reply {
        let Some(review) = &self.review else {
            return Reply::default();
        };
        let last = review.moves.len();
        let at = self.game.ply();
        let target = match command {
            Command::Next if at >= last => return Reply::told(Message::EndOfGame),
            Command::Next => at + 1,
            Command::Back if at == 0 => return Reply::told(Message::StartOfGame),
            Command::Back => at - 1,
            Command::First => 0,
            Command::End => last,
            Command::Goto(number) => {
                let numbers = self.move_numbers();
                match numbers.iter().position(|n| n == number) {
                    Some(index) => index + 1,
                    None => return self.goto_usage(),
                }
            }
            Command::Move(text) => return Reply::told(Message::NotAReviewCommand(text.clone())),
            _ => return Reply::told(Message::HelpPointer),
        };
        let moves = review.moves[..target].to_vec();
        let mut game = Game::from_position(self.game.start().clone(), self.game.castling_mode());
        for m in moves {
            game.record_legal(m);
        }
        self.game = game;
        let mut reply = Reply::default();
        match (
            self.game.positions().iter().rev().nth(1),
            self.game.moves().last(),
        ) {
            (Some(before), Some(&m)) => reply.say(numbered_move(before, m)),
            _ => reply.tell(Message::StartingPosition),
        };
        let Some(review) = &self.review else {
            return reply;
        };
        for note in review.notes.get(target).into_iter().flatten() {
            reply.tell(note.clone());
        }
        let ended = review.end.filter(|end| end.ply == target && end.ply > 0);
        if let Some(end) = ended {
            reply.say(game_end(&end));
        }
        // The result as written, unless the end just said is all it says.
        let said = matches!(&review.outcome, Message::Outcome { result, .. }
            if ended.is_some_and(|end| end.pgn_result() == *result));
        if target == last && !said {
            reply.tell(review.outcome.clone());
        }
        if target == last
            && let Some(stops) = &review.stops
        {
            reply.tell(stops.clone());
        }
        reply
    }
}
