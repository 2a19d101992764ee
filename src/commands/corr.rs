//! `annabella corr`: correspondence games by e-mail, letter and cassette
//! (`new`, `list`, and a game by its name), played in line mode.

use std::io::{self, Write};

use super::Failure;
use super::play::{
    PlayArgs, VoiceArgs, config_file, games_folder, refusal, scheme_of, speaker_options,
};
use crate::correspondence::Date;
use crate::correspondence::games::{self, NewGame, Setup};
use crate::correspondence::notes::DUE;
use crate::notation::message::SettingProblem;
use crate::notation::{CorrText, Form, Message, outside};

/// The options of every `corr` command.
#[derive(clap::Args, Debug)]
pub struct CorrArgs {
    #[command(subcommand)]
    pub action: Option<CorrAction>,
    /// The game to play, by its name.
    pub name: Option<String>,
    /// Line mode (a correspondence game is always played in it).
    #[arg(long, global = true)]
    pub line: bool,
    #[command(flatten)]
    pub speech: VoiceArgs,
}

#[derive(clap::Subcommand, Debug)]
pub enum CorrAction {
    /// Start a correspondence game, kept in the games folder.
    New {
        /// The game's name: letters, digits, - and _.
        name: String,
        /// Your side: white or black.
        #[arg(long)]
        color: String,
        /// The opponent's name.
        #[arg(long)]
        opponent: Option<String>,
        /// Moves in days, like 10/50d (the default).
        #[arg(long, value_name = "M/Dd")]
        time: Option<String>,
        /// Days after its receipt a reply is due (3).
        #[arg(long, value_name = "DAYS")]
        due: Option<u32>,
        /// The opponent's mail address, for send --mail and read.
        #[arg(long, value_name = "ADDRESS")]
        email: Option<String>,
    },
    /// Your correspondence games: whose move, the replies due.
    List,
}

/// Today in the player's time zone, or the day `ANNABELLA_TODAY` names
/// (for tests and demonstrations).
fn today() -> Date {
    std::env::var("ANNABELLA_TODAY")
        .ok()
        .and_then(|day| day.parse().ok())
        .unwrap_or_else(crate::correspondence::mail::today_here)
}

/// `annabella corr …`.
pub fn run(args: &CorrArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let (config, notices) = config_file();
    let settings = PlayArgs {
        line: true,
        speech: args.speech.clone(),
        ..PlayArgs::default()
    }
    .settings_over(config)?;
    let scheme = scheme_of(&settings);
    // The cards' braille at the grade of the config file.
    crate::scoresheet::braille::set_grade(settings.braille_grade.unwrap_or_default());
    let mut speaker = speaker_options(&settings);
    super::play::reader_at_hand(&mut speaker);
    let setup = Setup {
        games: games_folder(),
        today: today(),
        speaker,
        ascii: settings.ascii.unwrap_or(false),
        printed: settings.notation.unwrap_or(Form::Print),
        prompt: settings.prompt.unwrap_or(true),
        help: settings.help.unwrap_or(true),
        name: settings.name.clone(),
        mail_folder: settings
            .mail_folder
            .as_deref()
            .map(|folder| crate::correspondence::desk::typed_path(&folder.to_string_lossy())),
    };
    let refuse = |message: Message| refusal(scheme, &message);
    let (session, desk, mut said) = match (&args.action, &args.name) {
        (Some(CorrAction::List), _) => {
            for line in games::list(&setup).map_err(refuse)? {
                writeln!(out, "{}", scheme.message(&line, Form::Print, setup.ascii))?;
            }
            return Ok(());
        }
        (
            Some(CorrAction::New {
                name,
                color,
                opponent,
                time,
                due,
                email,
            }),
            _,
        ) => {
            let me = crate::play::config::parse_color(color).map_err(|_| {
                refuse(Message::BadOption {
                    option: "color".into(),
                    problem: SettingProblem::Color(outside::line(color)),
                })
            })?;
            let control = match time {
                Some(text) => text.parse().map_err(|()| {
                    refuse(Message::Corr(CorrText::BadControl(outside::line(text))))
                })?,
                None => crate::correspondence::Control::default(),
            };
            let due = due.unwrap_or(DUE).clamp(1, 365);
            let email = match email {
                Some(text) => Some(
                    crate::correspondence::mail_program::address(text).ok_or_else(|| {
                        refuse(Message::Corr(CorrText::BadAddress(outside::line(text))))
                    })?,
                ),
                None => None,
            };
            let new = NewGame {
                name: name.clone(),
                me,
                opponent: opponent.clone(),
                control,
                due,
                email,
            };
            games::create(&setup, &new).map_err(refuse)?
        }
        (None, Some(name)) => games::open(&setup, name).map_err(refuse)?,
        (None, None) => {
            return Err(refuse(Message::Corr(CorrText::NoSuchGame(String::new()))));
        }
    };
    said.extend(notices);
    crate::play::signals::install();
    games::play(
        &setup,
        session,
        desk,
        said,
        Box::new(io::BufReader::new(io::stdin())),
        out,
    )?;
    Ok(())
}
