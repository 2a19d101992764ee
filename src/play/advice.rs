//! The engine's help, asked for with `hint` and `eval`: a search at full
//! strength that runs while every other command is answered at once; its
//! answer is said when it comes, and a command that changes the game drops
//! it.

use std::sync::mpsc;
use std::time::Duration;

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, Position};

use super::engine::{BestMove, Engine, EngineError, EngineEvent, LEVELS};
use super::evaluation_words;
use super::reply::Reply;
use super::session::Session;
use crate::notation::{Announcement, EngineProblem, Message, Phrase, Punctuation, announce_move};

/// How long the engine looks for a hint or an evaluation.
const HELP_TIME: Duration = Duration::from_millis(700);

/// An engine starting in a thread of its own, and what it is for.
pub(super) type Starting = (Advice, mpsc::Receiver<Result<Engine, EngineError>>);

/// What the player asked the engine for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Advice {
    Hint,
    Eval,
}

impl Session {
    /// `hint`: the engine's best move, said as a move when it comes.
    pub(super) fn hint(&mut self) -> Reply {
        self.ask_advice(Advice::Hint)
    }

    /// `eval`: the engine's evaluation in words, from White's side, when it
    /// comes.
    pub(super) fn evaluation(&mut self) -> Reply {
        self.ask_advice(Advice::Eval)
    }

    /// Starts the search for a hint or an evaluation; an engine is started
    /// for it when the game has none. Nothing is said until it answers.
    fn ask_advice(&mut self, advice: Advice) -> Reply {
        if self.is_over() {
            return Reply::told(Message::GameIsOver);
        }
        if self.options.tournament {
            return Reply::told(Message::TournamentNoHelp);
        }
        if !self.options.help {
            return Reply::told(Message::HelpOff);
        }
        self.drop_advice();
        if self.waits_for_engine() {
            return Reply::told(Message::EngineThinking);
        }
        if self.engine.is_none() {
            // Started in a thread of its own: its handshake holds no
            // command; the search begins when it is ready.
            let mut setup = self.options.engine.clone();
            setup.level = *LEVELS.end();
            setup.chess960 = self.game.castling_mode() == CastlingMode::Chess960;
            let (sender, started) = mpsc::channel();
            let spawned = std::thread::Builder::new()
                .name("engine-start".into())
                .spawn(move || {
                    let _ = sender.send(Engine::start(&setup));
                });
            if spawned.is_ok() {
                self.starting = Some((advice, started));
                return Reply::default();
            }
            return Reply::told(Message::NoHelp(EngineProblem::Pipes));
        }
        self.search_advice(advice)
    }

    /// The engine is ready: the search for a hint or an evaluation begins.
    fn search_advice(&mut self, advice: Advice) -> Reply {
        let position = self.uci_position();
        let Some(engine) = self.engine.as_mut() else {
            return Reply::default();
        };
        match engine.start_analysis(&position, HELP_TIME) {
            Ok(()) => {
                self.advice = Some(advice);
                Reply::default()
            }
            Err(problem) => {
                self.engine = None;
                Reply::told(Message::NoHelp(problem))
            }
        }
    }

    /// A hint or an evaluation still searched for is no longer wanted: the
    /// game is about to change.
    pub(super) fn drop_advice(&mut self) {
        // An engine still starting is dropped when it comes.
        self.starting = None;
        if self.advice.take().is_some()
            && let Some(engine) = self.engine.as_mut()
        {
            engine.stop();
            let _ = engine.end_analysis();
        }
    }

    /// An engine started for help, when it is ready: the search begins, or
    /// why it did not start is said.
    pub(super) fn poll_starting(&mut self, reply: &mut Reply) {
        let Some((advice, started)) = &self.starting else {
            return;
        };
        let advice = *advice;
        match started.try_recv() {
            Err(mpsc::TryRecvError::Empty) => {}
            Ok(Ok(engine)) => {
                self.starting = None;
                self.engine = Some(engine);
                reply.extend(self.search_advice(advice));
            }
            Ok(Err(problem)) => {
                self.starting = None;
                reply.tell(Message::NoHelp(problem));
            }
            Err(mpsc::TryRecvError::Disconnected) => {
                self.starting = None;
                reply.tell(Message::NoHelp(EngineProblem::Pipes));
            }
        }
    }

    /// The engine's answer to a hint or an evaluation.
    pub(super) fn advised(&mut self, advice: Advice, event: EngineEvent, reply: &mut Reply) {
        if let Some(engine) = self.engine.as_mut() {
            let _ = engine.end_analysis();
        }
        let best = match event {
            EngineEvent::BestMove(best) => best,
            EngineEvent::Died(problem) => {
                self.engine = None;
                reply.tell(Message::NoHelp(problem));
                return;
            }
            EngineEvent::Silent => {
                let name = self
                    .engine
                    .take()
                    .map(|engine| engine.name().to_owned())
                    .unwrap_or_default();
                reply.tell(Message::NoHelp(EngineProblem::Silent(name)));
                return;
            }
        };
        reply.extend(match advice {
            Advice::Hint => self.hint_words(best),
            Advice::Eval => self.evaluation_words(&best),
        });
    }

    fn hint_words(&self, best: BestMove) -> Reply {
        let position = self.game.position();
        match best
            .text
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(position).ok())
        {
            Some(m) => {
                let mut said = Announcement::new();
                said.phrase(Phrase::Hint);
                said.punctuation(Punctuation::Colon);
                said.extend(announce_move(position, m));
                Reply::said(said)
            }
            None => Reply::told(Message::EngineSuggestedUnplayable(
                crate::notation::outside::line(&best.text),
            )),
        }
    }

    fn evaluation_words(&self, best: &BestMove) -> Reply {
        let turn = self.game.position().turn();
        match best.score {
            Some(score) => {
                let white = if turn == Color::White {
                    score
                } else {
                    score.flipped()
                };
                Reply::said(evaluation_words(white))
            }
            None => Reply::told(Message::NoEvaluation),
        }
    }
}
