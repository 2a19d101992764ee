//! The engine's side of a session: starting it, asking it for moves with
//! the game's clock, checking what it answers, hints and evaluation, and
//! what happens when it fails.

use std::time::Duration;

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, Position};

use super::engine::{BestMove, Engine, EngineEvent, LEVELS, Score};
use super::options::Player;
use super::reply::Reply;
use super::session::Session;
use crate::game::Bonus;
use crate::notation::{
    Announcement, EngineProblem, Form, Message, MoveFault, Phrase, SheetEntry, Word, announce_move,
    read_typed_move,
};

/// How long the engine thinks about a move when there is no clock.
const MOVE_TIME: Duration = Duration::from_millis(1000);

/// An evaluation from White's point of view in words: "Weiß steht besser,
/// plus eins Komma zwei", "Schwarz setzt matt in drei", "Ausgeglichen".
pub fn evaluation_words(score: Score) -> Announcement {
    let mut words = Announcement::new();
    match score {
        Score::Mate(n) => {
            let side = if n > 0 { Color::White } else { Color::Black };
            words
                .push(Word::Side(side))
                .phrase(Phrase::MatesIn)
                .push(Word::Number(n.unsigned_abs()));
        }
        Score::Centipawns(cp) => {
            let tenths = (cp.unsigned_abs() + 5) / 10;
            if tenths < 2 {
                words.phrase(Phrase::Equal);
            } else {
                let (side, phrase) = if cp > 0 {
                    (Color::White, Phrase::BetterPlus)
                } else {
                    (Color::Black, Phrase::BetterMinus)
                };
                words
                    .push(Word::Side(side))
                    .phrase(phrase)
                    .push(Word::Decimal {
                        whole: tenths / 10,
                        tenth: tenths % 10,
                    });
            }
        }
    }
    words
}

impl Session {
    pub(super) fn opponent_is_engine(&self, color: Color) -> bool {
        self.options.players[!color] == Player::Engine
    }

    pub(super) fn plays_engine(&self) -> bool {
        Color::ALL
            .iter()
            .any(|&c| self.options.players[c] == Player::Engine)
    }

    /// Starts the engine a game needs, and asks it for a move when it is
    /// its turn. When it cannot start, the game goes on with both sides
    /// typed.
    pub fn start_engine(&mut self) -> Reply {
        let mut reply = Reply::default();
        if self.options.tournament || !self.plays_engine() || self.review.is_some() {
            return reply;
        }
        let mut setup = self.options.engine.clone();
        setup.chess960 = self.game.castling_mode() == CastlingMode::Chess960;
        match Engine::start(&setup) {
            Ok(engine) => {
                let level = setup.level.clamp(*LEVELS.start(), *LEVELS.end());
                for color in Color::ALL {
                    if self.options.players[color] == Player::Engine {
                        let named = Message::EngineName {
                            name: engine.name().to_owned(),
                            level,
                        };
                        self.options.names[color] =
                            self.options.scheme.message(&named, Form::Print, false);
                    }
                }
                self.engine = Some(engine);
                self.ask_engine(&mut reply);
            }
            Err(problem) => {
                reply.tell(Message::NoEngine(problem));
            }
        }
        reply
    }

    /// `engine`: a restarted engine, after a failure.
    pub(super) fn restart_engine(&mut self) -> Reply {
        if self.options.tournament {
            return Reply::told(Message::TournamentNoHelp);
        }
        if !self.plays_engine() {
            return Reply::told(Message::NoSideIsEngine);
        }
        self.engine = None;
        let mut reply = self.start_engine();
        if self.engine.is_some() {
            reply.tell(self.start_line());
        }
        reply
    }

    /// The position as a UCI `position` command's argument.
    pub(super) fn uci_position(&self) -> String {
        let mode = self.game.castling_mode();
        let start =
            if mode == CastlingMode::Standard && self.game.start() == &shakmaty::Chess::default() {
                "startpos".to_owned()
            } else {
                format!("fen {}", self.game.start_fen())
            };
        let moves: Vec<String> = self
            .game
            .moves()
            .iter()
            .map(|m| m.to_uci(mode).to_string())
            .collect();
        if moves.is_empty() {
            start
        } else {
            format!("{start} moves {}", moves.join(" "))
        }
    }

    /// The `go` command's argument with the game's clock (or a move time
    /// without one), and how long the engine may take to answer.
    fn go_command(&self) -> (String, Duration) {
        let Some(clock) = &self.clock else {
            return (
                format!("movetime {}", MOVE_TIME.as_millis()),
                MOVE_TIME + Duration::from_secs(5),
            );
        };
        let turn = clock.turn();
        let bonus = |color| match clock.current_period(color).0.bonus {
            Bonus::None => 0,
            Bonus::Increment(d) | Bonus::Delay(d) | Bonus::Bronstein(d) => d.as_millis(),
        };
        let mut go = format!(
            "wtime {} btime {} winc {} binc {}",
            clock.remaining(Color::White).as_millis(),
            clock.remaining(Color::Black).as_millis(),
            bonus(Color::White),
            bonus(Color::Black)
        );
        if let (_, Some(to_go)) = clock.current_period(turn) {
            go.push_str(&format!(" movestogo {}", to_go.max(1)));
        }
        // Below full strength the engine answers like a club player at the
        // board, in a second or a few, rather than spending a tenth of its
        // clock on a move it then weakens on purpose.
        let level = self
            .options
            .engine
            .level
            .clamp(*LEVELS.start(), *LEVELS.end());
        if level < *LEVELS.end() {
            let cap =
                Duration::from_millis(500 + 150 * u64::from(level)).min(clock.remaining(turn) / 20);
            go.push_str(&format!(" movetime {}", cap.as_millis().max(50)));
        }
        // The flag falls first when the engine uses all its time.
        (go, clock.remaining(turn) + Duration::from_secs(2))
    }

    /// Asks the engine for its move when it is the engine's turn.
    pub(super) fn ask_engine(&mut self, reply: &mut Reply) {
        let turn = self.game.position().turn();
        if self.is_over() || self.options.players[turn] != Player::Engine {
            return;
        }
        let position = self.uci_position();
        let (go, limit) = self.go_command();
        let Some(engine) = &mut self.engine else {
            return;
        };
        if let Err(problem) = engine.go(&position, &go, limit) {
            self.engine_failed(problem, reply);
        }
    }

    /// A move typed while the engine thinks: kept, said back, and tried
    /// when the player's turn comes. A second one replaces it.
    pub(super) fn set_premove(&mut self, text: String) -> Reply {
        // Text that is no move in any notation is no premove.
        if !crate::notation::reads_as_move(&text) {
            let refusal = crate::notation::Refusal::Unreadable(text.trim().to_owned());
            return self.refused(&refusal);
        }
        // Read as if it were the player's turn now, to say it in words;
        // a capture of a piece not yet there stays as typed.
        let position = self.game.position();
        let entry = position
            .clone()
            .swap_turn()
            .ok()
            .and_then(|turned| read_typed_move(&turned, &text).ok().map(|m| (turned, m)))
            .map_or_else(
                || SheetEntry::Written {
                    text: text.trim().to_owned(),
                    why: MoveFault::NotAMove,
                },
                |(turned, m)| SheetEntry::Move(announce_move(&turned, m)),
            );
        // A second premove replaces the first, and says so.
        let replaced = self.premove.replace(text).is_some();
        Reply::told(if replaced {
            Message::PremoveReplaced(entry)
        } else {
            Message::Premove(entry)
        })
    }

    /// The premove, when there is one, played now that it is the player's
    /// turn, or refused with the reason. Whether it was played.
    pub(super) fn play_premove(&mut self, reply: &mut Reply) -> bool {
        // Online, the premove waits until all of the server's moves are in.
        if self.options.players[self.game.position().turn()] != Player::Human
            || self.replaying_server
        {
            return false;
        }
        let Some(text) = self.premove.take() else {
            return false;
        };
        let text = self.options.scheme.readable(&text);
        match read_typed_move(self.game.position(), &text) {
            Ok(m) => {
                self.play(m, reply);
                true
            }
            Err(crate::notation::Refusal::Guess(m)) => {
                reply.extend(self.ask_meant(m));
                false
            }
            Err(refusal) => {
                let refusal = self.refused(&refusal);
                reply.tell(Message::PremoveFailed);
                reply.lines.extend(refusal.lines);
                reply.earcon = refusal.earcon;
                false
            }
        }
    }

    /// Looks at what the engine said, without waiting.
    pub(super) fn poll_engine(&mut self, reply: &mut Reply) {
        self.poll_starting(reply);
        let Some(event) = self.engine.as_mut().and_then(Engine::poll) else {
            return;
        };
        if let Some(asked) = self.advice.take() {
            return self.advised(asked, event, reply);
        }
        match event {
            EngineEvent::BestMove(best) => self.engine_moved(&best, reply),
            EngineEvent::Died(problem) => self.engine_failed(problem, reply),
            EngineEvent::Silent => {
                let name = self.engine_name();
                self.engine_failed(EngineProblem::Silent(name), reply);
            }
        }
    }

    fn engine_name(&self) -> String {
        self.engine
            .as_ref()
            .map_or_else(|| "engine".to_owned(), |e| e.name().to_owned())
    }

    /// The engine's answer, checked against the position before it is
    /// played.
    fn engine_moved(&mut self, best: &BestMove, reply: &mut Reply) {
        let name = self.engine_name();
        let Ok(uci) = best.text.parse::<UciMove>() else {
            let problem = if best.text.is_empty() {
                EngineProblem::NoMove(name)
            } else {
                EngineProblem::Unreadable {
                    name,
                    text: crate::notation::outside::line(&best.text),
                }
            };
            return self.engine_failed(problem, reply);
        };
        match uci.to_move(self.game.position()) {
            Ok(m) => self.play(m, reply),
            Err(_) => self.engine_failed(
                EngineProblem::Illegal {
                    name,
                    uci: uci.to_string(),
                },
                reply,
            ),
        }
    }

    /// One line about the failure; the engine is ended, the game saved, and
    /// the player told how to go on.
    fn engine_failed(&mut self, problem: EngineProblem, reply: &mut Reply) {
        self.engine = None;
        self.save(reply);
        reply.tell(Message::EngineFailed(problem));
        // The engine's side is now typed: a premove of its opponent's
        // would be taken for the engine's move.
        if self.premove.take().is_some() {
            reply.tell(Message::PremoveCancelled);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::scheme::{ENGLISH, FIDE};

    fn both(score: Score) -> (String, String) {
        let words = evaluation_words(score);
        (FIDE.speech(&words), ENGLISH.speech(&words))
    }

    #[test]
    fn evaluations_print_with_digits() {
        let words = evaluation_words(Score::Centipawns(123));
        assert_eq!(FIDE.render(&words), "Weiß steht besser, plus 1,2");
        assert_eq!(ENGLISH.render(&words), "White is better by 1.2");
    }

    #[test]
    fn evaluations_are_said_in_pawns_and_tenths() {
        assert_eq!(
            both(Score::Centipawns(123)),
            (
                "Weiß steht besser, plus eins Komma zwei".into(),
                "White is better by one point two".into()
            )
        );
        assert_eq!(
            both(Score::Centipawns(-250)),
            (
                "Schwarz steht besser, minus zwei Komma fünf".into(),
                "Black is better by two point five".into()
            )
        );
        assert_eq!(
            both(Score::Centipawns(45)).1,
            "White is better by zero point five"
        );
    }

    #[test]
    fn small_advantages_are_equal_and_mates_are_counted() {
        assert_eq!(both(Score::Centipawns(-14)).0, "Ausgeglichen");
        assert_eq!(
            both(Score::Mate(3)),
            (
                "Weiß setzt matt in drei".into(),
                "White mates in three".into()
            )
        );
        assert_eq!(both(Score::Mate(-1)).1, "Black mates in one");
    }
}
