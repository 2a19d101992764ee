//! What each command of the `annabella` binary does. `main.rs` parses the
//! command line and calls one of these; each writes its output to the writer
//! it is given and returns a [`Failure`] that says what went wrong and where.

pub mod adjudicate;
pub mod analyze;
pub mod announce;
pub mod bench;
pub mod clock;
pub mod convert;
pub mod corr;
mod engine_choice;
pub mod export;
pub mod iccf;
pub mod language;
pub mod online;
pub mod play;
pub mod voices;

use std::fmt;
use std::io::{self, Read, Write};
use std::path::Path;

use crate::game::Verdict;
use crate::notation::{CliText, FileProblem, Form, Message, Scheme};
use crate::scoresheet::files::open_plain;
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

/// A file that cannot be used, said in the scheme's language. Exit code 2.
pub fn file_refused(scheme: &Scheme, path: &Path, problem: FileProblem) -> Failure {
    let message = Message::FileRefused {
        path: path.to_path_buf(),
        problem,
    };
    Failure::input(crate::notation::outside::printable(&scheme.message(
        &message,
        Form::Print,
        false,
    )))
}

/// The games of a PGN file, or of standard input for `-`, read one at a
/// time; a read error ends them with a message naming the file. A folder,
/// a device or a pipe given as the file is refused at once, never waited
/// on.
pub fn pgn_games(
    path: &Path,
    scheme: &'static Scheme,
) -> Result<impl Iterator<Item = Result<PgnGame, Failure>> + Send + use<>, Failure> {
    let input: Box<dyn Read + Send> = if path == Path::new("-") {
        Box::new(io::stdin())
    } else {
        Box::new(open_plain(path).map_err(|problem| file_refused(scheme, path, problem))?)
    };
    let path = path.to_path_buf();
    Ok(PgnReader::new(input).map(move |game| {
        game.map_err(|error| file_refused(scheme, &path, FileProblem::from(&error)))
    }))
}

/// A game of a file that cannot be read to its end, said in the language
/// of the run.
pub fn unreadable_game(path: &Path, error: &crate::scoresheet::ImportError) -> Failure {
    Failure::told(CliText::GameUnreadable {
        path: path.to_path_buf(),
        game: error.game,
        ply: error.ply,
        fault: error.problem.as_record_fault(),
    })
}

/// A file with no game at all.
pub fn no_game(path: &Path, scheme: &Scheme) -> Failure {
    file_refused(scheme, path, FileProblem::NoGame)
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
    crate::notation::cells::labelled("annabella:", &crate::notation::outside::printable(&line))
}

/// Says [`contradiction`] on stderr.
pub fn note_contradiction(
    path: &Path,
    game: usize,
    end: &Verdict,
    written: &str,
    at: Option<(u32, shakmaty::Color)>,
) {
    let _ = writeln!(
        io::stderr(),
        "{}",
        contradiction(path, game, end, written, at)
    );
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
