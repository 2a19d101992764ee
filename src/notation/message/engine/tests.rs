//! One of every message of the engine area, for the tests of every message.

use shakmaty::Color;

use super::*;
use crate::notation::message::Message;

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    let engine = [
        EngineProblem::NotFound("/x/sf".into()),
        EngineProblem::NotInstalled("sf".into()),
        EngineProblem::DidNotStart {
            program: "sf".into(),
            why: "E2".into(),
        },
        EngineProblem::Pipes,
        EngineProblem::Stopped {
            name: "Stockfish 17.1 NNUE".into(),
            status: "exit 1".into(),
        },
        EngineProblem::NoAnswer {
            name: "Stockfish 17.1 NNUE".into(),
            word: "uci".into(),
            seconds: 10,
        },
        EngineProblem::NoChess960("Stockfish 17.1 NNUE".into()),
        EngineProblem::Silent("Stockfish 17.1 NNUE".into()),
        EngineProblem::NoMove("Stockfish 17.1 NNUE".into()),
        EngineProblem::Unreadable {
            name: "Stockfish 17.1 NNUE".into(),
            text: "zz".into(),
        },
        EngineProblem::Illegal {
            name: "Stockfish 17.1 NNUE".into(),
            uci: "e2e5".into(),
        },
        EngineProblem::Flood("Stockfish 17.1 NNUE".into()),
        EngineProblem::Thinking,
    ];
    let mut all = vec![
        Message::FileEngineAsked("/x/sf".into()),
        Message::FileEngineNotStarted {
            wanted: "/x/sf".into(),
            playing: "sf".into(),
        },
        Message::EngineDeclinesDraw,
        Message::NoSideIsEngine,
        Message::EngineName {
            name: "Stockfish 17.1 NNUE".into(),
            level: 3,
        },
        Message::EngineThinking,
        Message::HelpOff,
        Message::NoEvaluation,
        Message::EngineSuggestedUnplayable("zz".into()),
        Message::EngineFlagFell,
    ];
    for color in Color::ALL {
        let engine = Seat::Engine {
            name: "Stockfish 17.1 NNUE".into(),
            level: 20,
        };
        let named = |name: &str| Some(name.to_owned());
        for (white, black) in [
            (Seat::You, engine.clone()),
            (engine.clone(), Seat::You),
            (engine.clone(), engine.clone()),
            (Seat::Keyboard(None), Seat::Keyboard(None)),
            (
                Seat::Keyboard(named("Anna-Lena Schwarzenberger")),
                Seat::Keyboard(named("Maximilian Oberhollenzer")),
            ),
            (Seat::You, Seat::Board(None)),
            (Seat::Board(named("Maximilian Oberhollenzer")), Seat::You),
            (Seat::You, Seat::Away(named("Maximilian Oberhollenzer"))),
            (Seat::Away(None), Seat::You),
        ] {
            all.push(Message::Start {
                white,
                black,
                to_move: color,
            });
        }
    }
    for problem in engine {
        all.push(Message::NoEngine(problem.clone()));
        all.push(Message::EngineFailed(problem.clone()));
        all.push(Message::NoHelp(problem));
    }
    all
}
