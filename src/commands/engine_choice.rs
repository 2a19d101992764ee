//! Which program a resumed game plays against. A saved game says which
//! engine it was played against (`AnnabellaEngine`), but game files are
//! shared between people, mailed and kept in club folders: a file never
//! chooses a program to run. The program a file names is started only when
//! the player's own settings (option or config file) name the same
//! program, or when the player says yes to it at a terminal; otherwise the
//! player's own engine plays, and one line says which program the file
//! wanted.

use std::io::{self, BufRead, IsTerminal, Read, Write};

use super::Failure;
use crate::notation::{Form, Language, Message, Scheme, outside};
use crate::play::config::Settings;
use crate::play::engine::find_program;
use crate::scoresheet::files::same_file;

/// The engine annabella runs when the player names none.
const DEFAULT_ENGINE: &str = "stockfish";

/// The longest answer read to the question.
const LONGEST_ANSWER: u64 = 256;

/// The engine the player's own settings name: `--white engine=PATH` or
/// `--black engine=PATH`, else `--engine` (and the same in the config
/// file); `None` for the default.
pub(crate) fn own_engine(settings: &Settings) -> Option<String> {
    let program = |side: &Option<crate::play::config::PlayerSetting>| {
        side.as_ref().and_then(|s| s.program.clone())
    };
    program(&settings.white)
        .or_else(|| program(&settings.black))
        .or_else(|| settings.engine.clone())
}

/// Whether the program a file names is the one the player's settings name
/// (through PATH and links alike).
fn same_program(wanted: &str, own: Option<&str>) -> bool {
    let own_name = own.unwrap_or(DEFAULT_ENGINE);
    if wanted == own_name {
        return true;
    }
    match (find_program(Some(wanted)), find_program(own)) {
        (Ok(wanted), Ok(own)) => same_file(&wanted, &own),
        _ => false,
    }
}

/// Whether a typed answer says yes: in English, in German, or in the
/// player's language.
fn says_yes(answer: &[u8], language: Language) -> bool {
    let answer = String::from_utf8_lossy(answer);
    let (words, _) = crate::play::command::words_read(&answer, language);
    matches!(
        words
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
        ["ja" | "j" | "yes" | "y"]
    )
}

/// The engine a resumed game plays against, from the one its file names
/// (`wanted`) and the player's own (`own`): the file's only when it is the
/// player's own or the player says yes to it at a terminal (asked on
/// `out`). With it, the line to say when the file's program is not
/// started.
pub(crate) fn engine_for_resume(
    wanted: Option<&str>,
    own: Option<String>,
    scheme: &Scheme,
    ascii: bool,
    out: &mut dyn Write,
) -> Result<(Option<String>, Option<Message>), Failure> {
    let Some(wanted) = wanted.map(str::trim).filter(|w| !w.is_empty()) else {
        return Ok((own, None));
    };
    if same_program(wanted, own.as_deref()) {
        return Ok((own, None));
    }
    let shown = outside::line(wanted);
    if io::stdin().is_terminal() && io::stdout().is_terminal() {
        let question = Message::FileEngineAsked(shown.clone());
        writeln!(out, "{}", scheme.message(&question, Form::Print, ascii))?;
        out.flush()?;
        let mut answer = Vec::new();
        io::stdin()
            .lock()
            .take(LONGEST_ANSWER)
            .read_until(b'\n', &mut answer)?;
        if says_yes(&answer, scheme.language) {
            return Ok((Some(wanted.to_owned()), None));
        }
    }
    let playing = outside::line(own.as_deref().unwrap_or(DEFAULT_ENGINE));
    let notice = Message::FileEngineNotStarted {
        wanted: shown,
        playing,
    };
    Ok((own, Some(notice)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_plain_yes_is_yes() {
        for yes in ["ja\n", "Yes\r\n", " y ", "J"] {
            assert!(says_yes(yes.as_bytes(), Language::German), "{yes}");
        }
        for no in ["", "\n", "nein", "no", "yes please", "jein", "\u{1b}[A"] {
            assert!(!says_yes(no.as_bytes(), Language::German), "{no}");
        }
        // lichess's yes in Turkish and Persian (Evet, بله), in their games.
        assert!(says_yes(b"Evet\n", Language::Turkish));
        assert!(says_yes("بله".as_bytes(), Language::Persian));
        assert!(!says_yes(b"evet", Language::German));
        assert!(!says_yes("hayır".as_bytes(), Language::Turkish));
    }
}
