//! What each command of the `annabella` binary does. `main.rs` parses the
//! command line and calls one of these; each writes its output to the writer
//! it is given and returns a [`Failure`] that says what went wrong and where.

pub mod adjudicate;
pub mod analyze;
pub mod announce;
pub mod bench;
pub mod clock;
pub mod convert;
pub mod export;
pub mod language;
pub mod online;
pub mod play;
pub mod voices;

use std::fmt;
use std::io::{self, Read, Write};
use std::path::Path;

use crate::game::Verdict;
use crate::notation::{CliText, FileProblem, Form, Message};
use crate::scoresheet::{PgnGame, PgnReader};

/// A command that could not do its work: the one-line message for stderr and
/// the exit code (2 for bad input, 1 for anything else).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub message: String,
    pub code: u8,
}

impl Failure {
    /// Input that cannot be used: a file, FEN, time control or list that
    /// does not read. Exit code 2.
    pub fn input(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code: 2,
        }
    }

    /// Input that cannot be used, said in the language of the run.
    pub fn said(message: Message) -> Failure {
        Failure::input(language::language().message(&message, Form::Print, false))
    }

    /// A notice of the command line, said in the language of the run.
    pub fn told(text: CliText) -> Failure {
        Failure::said(Message::Cli(text))
    }

    /// A file that cannot be read, said by the kind of the system's error.
    pub fn unreadable(path: &Path, error: &io::Error) -> Failure {
        Failure::told(CliText::CannotRead {
            path: path.to_path_buf(),
            problem: FileProblem::from(error),
        })
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<io::Error> for Failure {
    /// A reader that stopped reading (`annabella announce game.pgn | head`)
    /// is no failure: the command ends quietly.
    fn from(error: io::Error) -> Failure {
        if error.kind() == io::ErrorKind::BrokenPipe {
            return Failure {
                message: String::new(),
                code: 0,
            };
        }
        let mut failure = Failure::told(CliText::CannotWrite(FileProblem::from(&error)));
        failure.code = 1;
        failure
    }
}

/// Reads a file's bytes, or standard input for `-`.
pub fn read_input(path: &Path) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    let read = if path == Path::new("-") {
        io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::File::open(path).and_then(|mut file| file.read_to_end(&mut bytes).map(|_| ()))
    };
    read.map_err(|error| Failure::unreadable(path, &error))?;
    Ok(bytes)
}

/// The games of a PGN file, or of standard input for `-`, read one at a
/// time; a read error ends them with a message naming the file.
pub fn pgn_games(
    path: &Path,
) -> Result<impl Iterator<Item = Result<PgnGame, Failure>> + Send + use<>, Failure> {
    let input: Box<dyn Read + Send> = if path == Path::new("-") {
        Box::new(io::stdin())
    } else {
        Box::new(std::fs::File::open(path).map_err(|error| Failure::unreadable(path, &error))?)
    };
    let shown = path.to_path_buf();
    Ok(PgnReader::new(input)
        .map(move |game| game.map_err(|error| Failure::unreadable(&shown, &error))))
}

/// A file with no game at all.
pub fn no_game(path: &Path) -> Failure {
    Failure::told(CliText::NoGame(path.to_path_buf()))
}

/// The line for stderr where the rules ended a game with another result
/// than the one written; the written one is kept.
pub fn contradiction(
    path: &Path,
    game: usize,
    end: &Verdict,
    written: &str,
    at: Option<(u32, shakmaty::Color)>,
) -> String {
    let text = CliText::Contradiction {
        path: path.to_path_buf(),
        game,
        verdict: *end,
        written: written.to_owned(),
        at,
    };
    let line = language::language().message(&Message::Cli(text), Form::Print, false);
    format!("annabella: {line}")
}

/// Says [`contradiction`] on stderr.
pub fn note_contradiction(
    path: &Path,
    game: usize,
    end: &Verdict,
    written: &str,
    at: Option<(u32, shakmaty::Color)>,
) {
    eprintln!("{}", contradiction(path, game, end, written, at));
}

/// Writes one JSON object as a line.
pub fn write_json_line(out: &mut dyn Write, value: &impl serde::Serialize) -> Result<(), Failure> {
    let line = serde_json::to_string(value).map_err(|e| Failure {
        message: format!("cannot write JSON: {e}"),
        code: 1,
    })?;
    writeln!(out, "{line}")?;
    Ok(())
}
