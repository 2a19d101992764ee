//! `annabella iccf`: ICCF's server games through XfCC (`login`, the list
//! of games, a game played in line mode).

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Duration;

use super::Failure;
use super::online::{read_choice, read_token};
use super::play::{
    PlayArgs, VoiceArgs, config_file, games_folder, refusal, scheme_of, speaker_options,
};
use crate::correspondence::iccf::{IccfDesk, in_order, listed};
use crate::correspondence::login;
use crate::correspondence::server::{Server, may_go_to};
use crate::correspondence::server_game::session_for;
use crate::correspondence::xfcc::{ICCF, Login};
use crate::notation::{CorrText, Form, IccfText, Message, Scheme, outside};
use crate::play::{Player, SessionOptions, line};
use crate::sound::Speaker;

/// The options of every `iccf` command.
#[derive(clap::Args, Debug)]
pub struct IccfArgs {
    #[command(subcommand)]
    pub action: Option<IccfAction>,
    /// The game to play, by its ICCF id.
    #[arg(long, value_name = "ID")]
    pub game: Option<String>,
    /// The XfCC server (ICCF's by default).
    #[arg(long, global = true, default_value = ICCF)]
    pub server: String,
    /// The file of the login (else ANNABELLA_ICCF_USER and
    /// ANNABELLA_ICCF_PASSWORD, else the one `iccf login` keeps).
    #[arg(long, global = true, value_name = "FILE")]
    pub login_file: Option<PathBuf>,
    /// How often the open game is asked, in seconds (300).
    #[arg(long, value_name = "SECONDS")]
    pub poll: Option<u64>,
    /// Line mode (a server game is always played in it).
    #[arg(long, global = true)]
    pub line: bool,
    #[command(flatten)]
    pub speech: VoiceArgs,
}

#[derive(clap::Subcommand, Debug)]
pub enum IccfAction {
    /// Keep your ICCF user name and password, checked with the server.
    Login,
}

fn say(out: &mut dyn Write, scheme: &Scheme, ascii: bool, text: IccfText) -> io::Result<()> {
    let line = scheme.message(&Message::Corr(CorrText::Iccf(text)), Form::Print, ascii);
    writeln!(out, "{line}")?;
    out.flush()
}

/// `annabella iccf …`.
pub fn run(args: &IccfArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let (config, notices) = config_file();
    let settings = PlayArgs {
        line: true,
        speech: args.speech.clone(),
        ..PlayArgs::default()
    }
    .settings_over(config)?;
    let scheme = scheme_of(&settings);
    let ascii = settings.ascii.unwrap_or(false);
    let refuse = |text: IccfText| refusal(scheme, &Message::Corr(CorrText::Iccf(text)));
    if !may_go_to(&args.server) {
        return Err(refuse(IccfText::PlainHttp(outside::line(&args.server))));
    }
    if matches!(args.action, Some(IccfAction::Login)) {
        return log_in(args, scheme, ascii, out);
    }
    let login = login::find(args.login_file.as_deref())
        .map_err(refuse)?
        .ok_or_else(|| refuse(IccfText::NoLogin))?;
    let server = Server::new(&args.server, login).map_err(|fault| refuse(fault.text()))?;
    let games = in_order(server.games().map_err(|fault| refuse(fault.text()))?);
    if games.is_empty() {
        say(out, scheme, ascii, IccfText::NoGames)?;
        return Ok(());
    }
    say(
        out,
        scheme,
        ascii,
        IccfText::Games {
            total: games.len(),
            my_turn: games.iter().filter(|g| g.my_turn()).count(),
        },
    )?;
    for (number, game) in (1..).zip(&games) {
        say(out, scheme, ascii, listed(number, game))?;
    }
    let chosen = match &args.game {
        Some(id) => games
            .iter()
            .find(|g| g.id() == *id)
            .ok_or_else(|| refuse(IccfText::NoSuchGame(outside::clean(id, 40))))?,
        None => games.iter().find(|g| g.my_turn()).unwrap_or(&games[0]),
    }
    .clone();
    let mut options = SessionOptions::new(scheme);
    options.players = shakmaty::ByColor::new_with(|_| Player::Human);
    options.help = settings.help.unwrap_or(true);
    options.printed = settings.notation.unwrap_or(Form::Print);
    options.date = super::play::today();
    let (mut session, mut said) = session_for(&chosen, games_folder().as_deref(), options)
        .map_err(|message| refusal(scheme, &message))?;
    said.extend(notices);
    for notice in said {
        writeln!(out, "{}", scheme.message(&notice, Form::Print, ascii))?;
    }
    let poll = Duration::from_secs(args.poll.unwrap_or(300).clamp(1, 86_400));
    let mut desk = IccfDesk::new(server, chosen, games, poll);
    crate::play::signals::install();
    let mut sound = speaker_options(&settings);
    super::play::reader_at_hand(&mut sound);
    let mut speaker = Speaker::open(&sound);
    line::run_at(
        &mut session,
        Some(&mut desk),
        scheme,
        ascii,
        settings.prompt.unwrap_or(true),
        &mut speaker,
        Box::new(io::BufReader::new(io::stdin())),
        out,
        &[],
    )?;
    Ok(())
}

/// `annabella iccf login`: the name (shown as typed), the password (not
/// shown), checked with `GetMyGames`, then kept.
fn log_in(
    args: &IccfArgs,
    scheme: &Scheme,
    ascii: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let refuse = |text: IccfText| refusal(scheme, &Message::Corr(CorrText::Iccf(text)));
    let path = match &args.login_file {
        Some(path) => path.clone(),
        None => login::default_path().ok_or_else(|| refuse(IccfText::NoLogin))?,
    };
    say(out, scheme, ascii, IccfText::UserPrompt)?;
    let user = read_choice()?.unwrap_or_default();
    say(out, scheme, ascii, IccfText::PasswordPrompt)?;
    let password = read_token()?;
    if user.is_empty() || password.is_empty() {
        return Err(refuse(IccfText::NoLogin));
    }
    let login = Login { user, password };
    let server = Server::new(&args.server, login.clone()).map_err(|fault| refuse(fault.text()))?;
    let games = server.games().map_err(|fault| refuse(fault.text()))?;
    login::save(&path, &login).map_err(|problem| {
        refusal(
            scheme,
            &Message::FileRefused {
                path: path.clone(),
                problem,
            },
        )
    })?;
    say(
        out,
        scheme,
        ascii,
        IccfText::LoggedIn {
            user: outside::line(&login.user),
            games: games.len(),
        },
    )?;
    say(out, scheme, ascii, IccfText::LoginSaved(path))?;
    Ok(())
}
