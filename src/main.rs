//! The `annabella` command line: parsing and dispatch only.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use annabella::commands::corr::CorrArgs;
use annabella::commands::iccf::IccfArgs;
use annabella::commands::online::OnlineArgs;
use annabella::commands::play::{PlayArgs, ReviewArgs};
use annabella::commands::{self, Failure, language};
use annabella::notation::formats::Notation;
use annabella::notation::formats::UnknownNotation;
use annabella::notation::message::SettingProblem;
use annabella::notation::scheme::UnknownScheme;
use annabella::notation::{CliText, Form, Message};
use annabella::sound::{SpeakerOptions, VoiceKind};
use clap::{Parser, Subcommand};

/// annabella: accessible chess for blind and visually impaired players.
#[derive(Parser)]
#[command(name = "annabella", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of the sentences: de, en, tr, fa or is (default: the
    /// config file's, else the locale's, else German).
    #[arg(long, global = true)]
    language: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game: against the engine, a second player at the keyboard, or
    /// a sighted opponent on a board of their own (--two-board).
    Play {
        #[command(flatten)]
        args: PlayArgs,
    },
    /// Go on with the most recent unfinished game, or with one of FILE (its
    /// last unfinished game, or --game N).
    Resume {
        #[command(flatten)]
        args: PlayArgs,
        file: Option<PathBuf>,
        /// Game N of the file.
        #[arg(long)]
        game: Option<usize>,
    },
    /// Step through a game of a PGN file with the announcements of play.
    Review {
        #[command(flatten)]
        args: ReviewArgs,
        /// The PGN file.
        file: PathBuf,
    },
    /// Play on lichess: your ongoing games (--game ID), a seek, or a
    /// challenge; `online login` keeps your token.
    Online {
        #[command(flatten)]
        args: OnlineArgs,
    },
    /// Correspondence by e-mail, letter and cassette: `corr new NAME`,
    /// `corr list`, `corr NAME`.
    Corr {
        #[command(flatten)]
        args: CorrArgs,
    },
    /// ICCF's server games through XfCC; `iccf login` keeps your login.
    Iccf {
        #[command(flatten)]
        args: IccfArgs,
    },
    /// The FIDE verdict of every game of a PGN file.
    Adjudicate {
        /// Print one JSON object per game.
        #[arg(long)]
        json: bool,
        /// The language of the answer: fide (German) or english.
        #[arg(long)]
        scheme: Option<String>,
        /// The PGN file, or - for standard input.
        file: PathBuf,
    },
    /// Whether a position is dead, and who can still mate.
    Analyze {
        #[arg(long)]
        json: bool,
        /// The language of the answer: fide (German) or english.
        #[arg(long)]
        scheme: Option<String>,
        /// The position as FEN.
        #[arg(long)]
        fen: String,
    },
    /// A chess clock: with --took, each player's time after moves that took
    /// those seconds.
    Clock {
        /// The time control, like 5+3, 40/90+30,30+30, 25d5 or 25b5.
        #[arg(long)]
        time: String,
        /// Seconds each move took, White's first move first: 6,10,3.5
        #[arg(long, allow_hyphen_values = true)]
        took: Option<String>,
        #[arg(long)]
        json: bool,
        /// The language of the answer: fide (German) or english.
        #[arg(long)]
        scheme: Option<String>,
    },
    /// One line per half-move of every game of a PGN file, as annabella
    /// says it.
    Announce {
        /// The phonetic scheme: fide (German words) or english.
        #[arg(long)]
        scheme: Option<String>,
        /// Spell umlauts as ae, oe, ue and ß as ss.
        #[arg(long)]
        ascii: bool,
        /// The PGN file, or - for standard input.
        file: PathBuf,
    },
    /// Apply moves written in any notation and print each in another.
    Convert {
        /// The starting position (the standard position without it).
        #[arg(long)]
        fen: Option<String>,
        /// Read castling as in Chess960.
        #[arg(long)]
        chess960: bool,
        /// The language of the answer: fide (German) or english.
        #[arg(long)]
        scheme: Option<String>,
        /// san, san-de, uci, iccf, fide, english or brf.
        #[arg(long)]
        to: String,
        /// The moves, one argument each.
        #[arg(required = true, allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Export a scoresheet: pgn, txt, brf, braille, wav or iccf.
    Export {
        /// The PGN file, or - for standard input.
        file: PathBuf,
        /// pgn, txt, brf (braille for embossers), braille (Unicode), wav
        /// (spoken) or iccf.
        #[arg(long)]
        to: String,
        /// Write to this file instead of standard output (needed for wav).
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        /// The phonetic scheme of the spoken scoresheet.
        #[arg(long)]
        scheme: Option<String>,
        /// Only game N of the file.
        #[arg(long)]
        game: Option<usize>,
        /// Speak each player's clock after the move.
        #[arg(long)]
        clock: bool,
        /// The grade of the braille words: 0, 1 or 2 (contracted).
        #[arg(long, value_name = "N")]
        braille_grade: Option<String>,
    },
    /// Where two scoresheets of one game first differ.
    Reconcile {
        #[arg(long)]
        json: bool,
        /// The phonetic scheme of the readable answer.
        #[arg(long)]
        scheme: Option<String>,
        a: PathBuf,
        b: PathBuf,
    },
    /// List the voices and sound outputs found, and speak a test phrase.
    Voices {
        #[command(flatten)]
        sound: SoundArgs,
        /// Print the recordings of a scheme's voice pack in the language of
        /// the run (--language), as "name<TAB>text<TAB>folder<TAB>voice"
        /// lines (used by sounds/make-voice-packs.sh), and nothing else.
        #[arg(long, value_name = "SCHEME")]
        clip_texts: Option<String>,
    },
    /// Measure one of the figures annabella must reach (SPEC section 10).
    Bench {
        /// Which figure: deadpos, latency, export, startup, idle, pgn,
        /// memory, answer.
        what: String,
        /// The PGN file of `bench pgn`.
        file: Option<PathBuf>,
        #[command(flatten)]
        sound: SoundArgs,
        /// How many times to measure.
        #[arg(long, default_value_t = 50)]
        n: usize,
    },
}

/// A phonetic scheme by name, or a one-line refusal.
fn parse_scheme(name: &str) -> Result<&'static annabella::notation::Scheme, Failure> {
    name.parse().map_err(|_: UnknownScheme| {
        Failure::told(CliText::UnknownName {
            what: "--scheme",
            name: annabella::notation::outside::line(name),
            names: "fide, local, english".into(),
        })
    })
}

/// The scheme named, else the scheme of the run (the config file's, else
/// fide), in the language of the run.
fn chosen_scheme(name: Option<&str>) -> Result<&'static annabella::notation::Scheme, Failure> {
    let run = language::language();
    match name {
        Some(name) => Ok(parse_scheme(name)?.in_language(run.language)),
        None => Ok(run),
    }
}

/// A scheme named for the language of a tool's answer, which the command
/// line already chose (see `language::scheme_of`): refused when unknown.
fn known_scheme(name: Option<&str>) -> Result<(), Failure> {
    chosen_scheme(name).map(|_| ())
}

/// How annabella speaks.
#[derive(clap::Args)]
struct SoundArgs {
    /// auto, clips (built-in recordings), system (the system's speech) or
    /// text (no sound).
    #[arg(long, default_value = "auto")]
    voice: String,
    /// The phonetic scheme: fide (German words) or english.
    #[arg(long)]
    scheme: Option<String>,
    /// Speaking rate, 0.75 to 2.
    #[arg(long, default_value_t = 1.0)]
    rate: f64,
    /// A folder of recordings that replace the built-in ones.
    #[arg(long, value_name = "DIR")]
    voice_pack: Option<PathBuf>,
    /// The system voice to use, by (part of) its name.
    #[arg(long, value_name = "NAME")]
    system_voice: Option<String>,
}

impl SoundArgs {
    fn options(&self) -> Result<SpeakerOptions, Failure> {
        let voice: VoiceKind = self.voice.parse().map_err(|_: String| {
            Failure::said(Message::BadOption {
                option: "voice".into(),
                problem: SettingProblem::Voice(annabella::notation::outside::line(&self.voice)),
            })
        })?;
        let scheme = chosen_scheme(self.scheme.as_deref())?;
        if !(0.75..=2.0).contains(&self.rate) {
            return Err(Failure::said(Message::BadOption {
                option: "rate".into(),
                problem: SettingProblem::Rate(self.rate.to_string()),
            }));
        }
        Ok(SpeakerOptions {
            voice,
            scheme,
            rate: self.rate,
            voice_pack: self.voice_pack.clone(),
            system_voice: self.system_voice.clone(),
            reader: false,
        })
    }
}

fn run(cli: Cli, out: &mut dyn Write) -> Result<(), Failure> {
    if let Some(code) = &cli.language {
        annabella::play::config::parse_language(code).map_err(|problem| {
            Failure::said(Message::BadOption {
                option: "language".into(),
                problem,
            })
        })?;
    }
    match cli.command {
        Command::Play { args } => commands::play::run(&args, out),
        Command::Resume { args, file, game } => commands::play::resume(&args, file, game, out),
        Command::Review { args, file } => commands::play::review(&args, &file, out),
        Command::Online { args } => commands::online::run(&args, out),
        Command::Corr { args } => commands::corr::run(&args, out),
        Command::Iccf { args } => commands::iccf::run(&args, out),
        Command::Adjudicate { json, scheme, file } => {
            known_scheme(scheme.as_deref())?;
            commands::adjudicate::run(&file, json, out)
        }
        Command::Analyze { json, scheme, fen } => {
            known_scheme(scheme.as_deref())?;
            commands::analyze::run(&fen, json, out)
        }
        Command::Clock {
            time,
            took,
            json,
            scheme,
        } => {
            known_scheme(scheme.as_deref())?;
            commands::clock::run(&time, took.as_deref(), json, out)
        }
        Command::Bench {
            what,
            file,
            sound,
            n,
        } => commands::bench::run(&what, file.as_deref(), &sound.options()?, n, out),
        Command::Export {
            file,
            to,
            output,
            scheme,
            game,
            clock,
            braille_grade,
        } => {
            commands::export::choose_braille_grade(braille_grade.as_deref())?;
            let scheme = chosen_scheme(scheme.as_deref())?;
            commands::export::run(
                &file,
                to.parse()?,
                output.as_deref(),
                scheme,
                game,
                clock,
                out,
            )
        }
        Command::Reconcile { json, scheme, a, b } => {
            let scheme = chosen_scheme(scheme.as_deref())?;
            commands::export::reconcile(&a, &b, json, scheme, out)
        }
        Command::Voices { sound, clip_texts } => match clip_texts {
            Some(scheme) => {
                let scheme = chosen_scheme(Some(&scheme))?;
                commands::voices::list_clip_texts(scheme, out)
            }
            None => commands::voices::run(&sound.options()?, out),
        },
        Command::Announce {
            scheme,
            ascii,
            file,
        } => {
            let scheme = chosen_scheme(scheme.as_deref())?;
            commands::announce::run(&file, scheme, ascii, out)
        }
        Command::Convert {
            fen,
            chess960,
            scheme,
            to,
            moves,
        } => {
            known_scheme(scheme.as_deref())?;
            let to = to.parse().map_err(|_: UnknownNotation| {
                Failure::told(CliText::UnknownName {
                    what: "--to",
                    name: annabella::notation::outside::line(&to),
                    names: Notation::ALL
                        .iter()
                        .map(|(name, _)| *name)
                        .collect::<Vec<_>>()
                        .join(", "),
                })
            })?;
            commands::convert::run(fen.as_deref(), chess960, to, &moves, out)
        }
    }
}

/// Parses the command line. `--help` is said in the player's language
/// (`--scheme`, else the config file's), as is a mistake: one line on
/// stderr and exit code 2. The version is printed as clap writes it.
fn parse() -> Result<Cli, ExitCode> {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let scheme = language::scheme_of(&args);
    language::set_language(scheme, &args);
    if let Some(help) = language::help_asked(&args) {
        // A reader that stops reading (`annabella --help | head -1`) ends
        // nothing but the help.
        let _ = writeln!(
            io::stdout(),
            "{}",
            scheme.message(&help, Form::Print, false)
        );
        return Err(ExitCode::SUCCESS);
    }
    // `annabella` alone, or with options only, plays a game.
    let args = language::with_play(args);
    Cli::try_parse_from(&args).map_err(|error| {
        use clap::error::ErrorKind;
        match error.kind() {
            ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                let _ = error.print();
                ExitCode::SUCCESS
            }
            _ => {
                let message = language::refusal(&error, &args);
                let said = scheme.message(&message, Form::Print, false);
                let said = annabella::notation::outside::printable(&said);
                // Cleaned, then with a Persian line's isolates set again.
                let said = scheme.language.isolated(&said);
                let _ = writeln!(
                    io::stderr(),
                    "{}",
                    annabella::notation::cells::labelled("annabella:", &said)
                );
                ExitCode::from(2)
            }
        }
    })
}

fn main() -> ExitCode {
    let cli = match parse() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let stdout = io::stdout();
    // Lines are written in blocks; line mode flushes after every reply.
    let mut out = io::BufWriter::with_capacity(64 * 1024, stdout.lock());
    let result = run(cli, &mut out);
    // What was written comes before any message about a failure.
    let flushed = out.flush().map_err(Failure::from);
    let result = result.and(flushed);
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if !failure.message.is_empty() {
                use annabella::notation::cells::{braille_lines, labelled};
                let failure = annabella::notation::outside::printable(&failure.to_string());
                // A message is in its lines already (its paths whole); a
                // line of text from elsewhere is broken here.
                let failure = if failure.contains('\n') {
                    failure
                } else {
                    braille_lines(&failure)
                };
                let failure = language::language().language.isolated(&failure);
                let _ = writeln!(io::stderr(), "{}", labelled("annabella:", &failure));
            }
            ExitCode::from(failure.code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella::notation::{CliCommand, CliText, Message};
    use clap::CommandFactory;

    /// The help of each command, written from the scheme's tables, names
    /// every option the command reads, in both languages; `--line` comes
    /// first where there is one.
    #[test]
    fn every_option_is_in_the_help() {
        let cli = Cli::command();
        for sub in cli.get_subcommands() {
            let command = CliCommand::from_name(sub.get_name())
                .unwrap_or_else(|| panic!("{} has no help", sub.get_name()));
            for scheme in annabella::notation::Scheme::ALL {
                let help = Message::Cli(CliText::Help(Some(command)));
                let help = scheme.message(&help, Form::Print, false);
                let args = sub
                    .get_arguments()
                    .chain(sub.get_subcommands().flat_map(|s| s.get_arguments()));
                for arg in args {
                    if let Some(long) = arg.get_long().filter(|l| *l != "help") {
                        assert!(
                            help.contains(&format!("--{long}")),
                            "{} --{long}: {help}",
                            sub.get_name()
                        );
                    }
                }
                if let Some(at) = help.find("--line") {
                    assert!(!help[..at].contains("\n--"), "--line is not first: {help}");
                }
            }
        }
    }
}
