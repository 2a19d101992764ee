//! The language of the command line outside a game (SPEC sections 6 and
//! 13): the scheme of `--scheme`, else the config file's, else `fide`; in
//! the language of `--language`, else the config file's, else the
//! locale's, else the scheme's own (German; English under `english`).
//! `--help` and what the command line refuses are said in it.

use std::ffi::OsString;
use std::sync::OnceLock;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::notation::scheme::FIDE;
use crate::notation::{CliCommand, CliText, CommandLineFault, Language, Message, Scheme};
use crate::play::config;

static LANGUAGE: OnceLock<&'static Scheme> = OnceLock::new();

/// The language `--language` names, when it names one.
static OPTION: OnceLock<Option<Language>> = OnceLock::new();

/// Sets the language of this run's notices and refusals, once, and
/// remembers the language the command line names.
pub fn set_language(scheme: &'static Scheme, args: &[OsString]) {
    let _ = LANGUAGE.set(scheme);
    let _ = OPTION.set(named_language(args));
}

/// The language of `--language` on this run's command line.
pub fn language_option() -> Option<Language> {
    OPTION.get().copied().flatten()
}

fn words_of(args: &[OsString]) -> Vec<String> {
    args.iter()
        .map(|a| a.to_string_lossy().into_owned())
        .take_while(|a| a != "--")
        .collect()
}

fn named_language(args: &[OsString]) -> Option<Language> {
    option(&words_of(args), "language").and_then(|code| config::parse_language(&code).ok())
}

/// The language of this run: the one set, else `fide`.
pub fn language() -> &'static Scheme {
    LANGUAGE.get().copied().unwrap_or(&FIDE)
}

/// The value of option `--name V` or `--name=V` on the command line.
fn option(words: &[String], name: &str) -> Option<String> {
    let long = format!("--{name}");
    let with_equals = format!("--{name}=");
    words.iter().enumerate().find_map(|(i, word)| {
        if *word == long {
            words.get(i + 1).cloned()
        } else {
            word.strip_prefix(&with_equals).map(str::to_owned)
        }
    })
}

/// The scheme the command line asks for (`--scheme S` or `--scheme=S`),
/// else the config file's, else `fide`; in the language of `--language`,
/// else the config file's, else the locale's, else the scheme's own.
pub fn scheme_of(args: &[OsString]) -> &'static Scheme {
    let words = words_of(args);
    let given = config::Settings {
        scheme: option(&words, "scheme").and_then(|name| config::parse_scheme(&name).ok()),
        language: named_language(args),
        ..config::Settings::default()
    };
    let file = if given.scheme.is_some() && given.language.is_some() {
        config::Settings::default()
    } else {
        config::config_path()
            .map(|path| config::load(&path).0)
            .unwrap_or_default()
    };
    super::play::scheme_of(&given.or(file))
}

/// Where the command word stands: the first word after the program,
/// past the options of every command (`--language tr`), which may come
/// before it.
fn command_at(args: &[OsString]) -> usize {
    let mut at = 1;
    while let Some(word) = args.get(at).and_then(|a| a.to_str()) {
        if word == "--language" {
            at += 2;
        } else if word.starts_with("--language=") {
            at += 1;
        } else {
            break;
        }
    }
    at
}

/// The command the arguments name, if their first word is one.
fn command_of(args: &[OsString]) -> Option<CliCommand> {
    args.get(command_at(args))
        .and_then(|a| a.to_str())
        .and_then(CliCommand::from_name)
}

/// The help the arguments ask for: `--help` or `-h` anywhere before `--`,
/// or `annabella help [COMMAND]`. The help of the command named first, or
/// of annabella.
pub fn help_asked(args: &[OsString]) -> Option<Message> {
    let words: Vec<&str> = args
        .iter()
        .skip(1)
        .map(|a| a.to_str().unwrap_or(""))
        .take_while(|a| *a != "--")
        .collect();
    let first = command_at(args) - 1;
    if words.get(first) == Some(&"help") {
        let command = words.get(first + 1).and_then(|w| CliCommand::from_name(w));
        return Some(Message::Cli(CliText::Help(command)));
    }
    words
        .iter()
        .any(|w| *w == "--help" || *w == "-h")
        .then(|| Message::Cli(CliText::Help(command_of(args))))
}

/// The arguments a game is played with: `annabella` alone, or with only
/// options (`annabella --line`), plays.
pub fn with_play(mut args: Vec<OsString>) -> Vec<OsString> {
    let first = args
        .get(command_at(&args))
        .map(|a| a.to_string_lossy().into_owned());
    let plays = match first.as_deref() {
        None => true,
        Some("--version" | "-V") => false,
        Some(word) => word.starts_with('-'),
    };
    if plays {
        args.insert(1.min(args.len()), "play".into());
    }
    args
}

fn context(error: &clap::Error, kind: ContextKind) -> String {
    match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        Some(ContextValue::Strings(texts)) => texts.join(", "),
        Some(ContextValue::StyledStr(text)) => text.to_string(),
        Some(ContextValue::StyledStrs(texts)) => texts
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        Some(ContextValue::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

/// What is missing, as the parser names it (`--to <TO>`, `<FILE>`): the
/// options by name, the arguments by their usage word.
fn missing(error: &clap::Error) -> Vec<String> {
    let names = match error.get(ContextKind::InvalidArg) {
        Some(ContextValue::Strings(texts)) => texts.clone(),
        Some(ContextValue::String(text)) => vec![text.clone()],
        _ => Vec::new(),
    };
    names
        .iter()
        .filter_map(|name| {
            let word = name.split_whitespace().next()?;
            let word = word.trim_start_matches('<').trim_end_matches("...");
            Some(word.trim_end_matches('>').to_owned())
        })
        .collect()
}

/// What the command-line parser refused, in the player's language.
pub fn refusal(error: &clap::Error, args: &[OsString]) -> Message {
    let arg = || context(error, ContextKind::InvalidArg);
    let fault = match error.kind() {
        ErrorKind::InvalidSubcommand => {
            CommandLineFault::UnknownCommand(context(error, ContextKind::InvalidSubcommand))
        }
        ErrorKind::UnknownArgument => CommandLineFault::UnknownOption(arg()),
        ErrorKind::MissingRequiredArgument | ErrorKind::MissingSubcommand => {
            CommandLineFault::Missing(missing(error))
        }
        ErrorKind::InvalidValue
        | ErrorKind::ValueValidation
        | ErrorKind::NoEquals
        | ErrorKind::TooManyValues
        | ErrorKind::TooFewValues
        | ErrorKind::WrongNumberOfValues => CommandLineFault::BadValue {
            option: arg(),
            value: context(error, ContextKind::InvalidValue),
        },
        ErrorKind::ArgumentConflict => CommandLineFault::Conflict(arg()),
        _ => CommandLineFault::Other,
    };
    let fault = match fault {
        CommandLineFault::UnknownOption(text) | CommandLineFault::Conflict(text)
            if text.is_empty() =>
        {
            CommandLineFault::Other
        }
        CommandLineFault::Missing(names) if names.is_empty() => CommandLineFault::Other,
        fault => fault,
    };
    Message::Cli(CliText::BadCommandLine {
        fault,
        command: command_of(args),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<OsString> {
        text.split_whitespace().map(OsString::from).collect()
    }

    #[test]
    fn the_scheme_named_on_the_command_line_decides() {
        assert_eq!(
            scheme_of(&args("annabella export x --scheme english")).name,
            "english"
        );
        assert_eq!(
            scheme_of(&args("annabella export x --scheme=english")).name,
            "english"
        );
    }

    #[test]
    fn help_is_found_for_the_command_named_first() {
        assert_eq!(
            help_asked(&args("annabella export --help")),
            Some(Message::Cli(CliText::Help(Some(CliCommand::Export))))
        );
        assert_eq!(
            help_asked(&args("annabella help clock")),
            Some(Message::Cli(CliText::Help(Some(CliCommand::Clock))))
        );
        assert_eq!(
            help_asked(&args("annabella -h")),
            Some(Message::Cli(CliText::Help(None)))
        );
        assert_eq!(help_asked(&args("annabella convert -- --help")), None);
        assert_eq!(
            help_asked(&args("annabella --language is play --help")),
            Some(Message::Cli(CliText::Help(Some(CliCommand::Play))))
        );
        assert_eq!(
            help_asked(&args("annabella --language=tr help clock")),
            Some(Message::Cli(CliText::Help(Some(CliCommand::Clock))))
        );
    }

    #[test]
    fn options_alone_play() {
        assert_eq!(
            with_play(args("annabella --line")),
            args("annabella play --line")
        );
        assert_eq!(with_play(args("annabella")), args("annabella play"));
        assert_eq!(
            with_play(args("annabella --language tr")),
            args("annabella play --language tr")
        );
        // The language of every command may stand before the command.
        assert_eq!(
            with_play(args("annabella --language tr voices")),
            args("annabella --language tr voices")
        );
        assert_eq!(
            with_play(args("annabella --version")),
            args("annabella --version")
        );
    }
}
