//! `annabella online`: games on lichess (or any lila server) through the
//! Board API, played in the same session as a local game.

use std::collections::HashSet;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;

use shakmaty::{CastlingMode, Color};

use super::Failure;
use super::play::{PlayArgs, config_file, drive, games_folder, refusal, scheme_of, today};
use crate::game::Game;
use crate::notation::{Form, Message, OnlineText, Scheme, ServerTrouble, outside};
use crate::online::{Client, Fault, api, carry, client, fault_text, open_game, token};
use crate::play::config::Settings;
use crate::play::{Player, Session, SessionOptions};
use crate::scoresheet::save::SaveFile;

/// The options of every `online` command.
#[derive(clap::Args, Debug)]
pub struct OnlineArgs {
    #[command(subcommand)]
    pub action: Option<OnlineAction>,
    /// The game to play, by its lichess id.
    #[arg(long, value_name = "ID")]
    pub game: Option<String>,
    /// The lichess server (any lila instance).
    #[arg(long, global = true, default_value = "https://lichess.org")]
    pub server: String,
    /// The file of the lichess token (else LICHESS_TOKEN, else the one
    /// `online login` keeps).
    #[arg(long, global = true, value_name = "FILE")]
    pub token_file: Option<PathBuf>,
    /// Line mode for screen readers and braille displays.
    #[arg(long, global = true)]
    pub line: bool,
    /// How moves are heard: auto, clips, system or text.
    #[arg(long, global = true)]
    pub voice: Option<String>,
    /// The phonetic scheme: fide (German words) or english.
    #[arg(long, global = true)]
    pub scheme: Option<String>,
    /// Speaking rate, 0.75 to 2.
    #[arg(long, global = true)]
    pub rate: Option<String>,
}

#[derive(clap::Subcommand, Debug)]
pub enum OnlineAction {
    /// Keep a lichess token (scope board:play) and say whose it is.
    Login,
    /// Seek an opponent: correspondence (--days) or a clock (--time).
    Seek {
        #[command(flatten)]
        pace: Pace,
    },
    /// Challenge a lichess user.
    Challenge {
        /// The user's name.
        user: String,
        #[command(flatten)]
        pace: Pace,
    },
}

/// Days per move, or a clock.
#[derive(clap::Args, Debug)]
#[group(required = true, multiple = false)]
pub struct Pace {
    /// Days per move: 1, 2, 3, 5, 7, 10 or 14.
    #[arg(long)]
    pub days: Option<u32>,
    /// Minutes and increment in seconds: 10+5.
    #[arg(long, value_name = "MIN+SEC")]
    pub time: Option<String>,
}

const DAYS: [u32; 7] = [1, 2, 3, 5, 7, 10, 14];

impl Pace {
    /// The form fields of a seek (`seek`) or a challenge.
    fn form(&self, seek: bool) -> Result<Vec<(&'static str, String)>, String> {
        if let Some(days) = self.days {
            if !DAYS.contains(&days) {
                return Err(days.to_string());
            }
            return Ok(vec![("days", days.to_string())]);
        }
        let text = self.time.as_deref().unwrap_or("");
        let (minutes, increment) = text.split_once('+').unwrap_or((text, "0"));
        let minutes: f64 = minutes.trim().parse().map_err(|_| text.to_owned())?;
        let increment: u32 = increment.trim().parse().map_err(|_| text.to_owned())?;
        if !(0.0..=180.0).contains(&minutes) || increment > 180 {
            return Err(text.to_owned());
        }
        Ok(if seek {
            vec![
                ("time", minutes.to_string()),
                ("increment", increment.to_string()),
            ]
        } else {
            vec![
                ("clock.limit", ((minutes * 60.0).round() as u32).to_string()),
                ("clock.increment", increment.to_string()),
            ]
        })
    }
}

struct Online<'a> {
    scheme: &'static Scheme,
    ascii: bool,
    out: &'a mut dyn Write,
}

impl Online<'_> {
    fn say(&mut self, text: OnlineText) -> Result<(), Failure> {
        let line = self
            .scheme
            .message(&Message::Online(text), Form::Print, self.ascii);
        writeln!(self.out, "{line}")?;
        self.out.flush()?;
        Ok(())
    }

    fn refuse(&self, text: OnlineText) -> Failure {
        refusal(self.scheme, &Message::Online(text))
    }
}

/// Reads the token as it is typed or pasted, without showing it.
fn read_token() -> io::Result<String> {
    if !io::stdin().is_terminal() {
        let mut line = String::new();
        io::stdin().lock().read_line(&mut line)?;
        return Ok(line.trim().to_owned());
    }
    use ratatui::crossterm;
    use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers, read};
    crossterm::terminal::enable_raw_mode()?;
    let mut token = String::new();
    let typed = loop {
        match read() {
            Ok(Event::Key(key)) if key.kind != KeyEventKind::Release => match key.code {
                KeyCode::Enter => break Ok(()),
                KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                    token.clear();
                    break Ok(());
                }
                KeyCode::Esc => {
                    token.clear();
                    break Ok(());
                }
                KeyCode::Backspace => {
                    token.pop();
                }
                KeyCode::Char(c) => token.push(c),
                _ => {}
            },
            Ok(Event::Paste(text)) => token.push_str(&text),
            Ok(_) => {}
            Err(error) => break Err(error),
        }
    };
    crossterm::terminal::disable_raw_mode()?;
    println!();
    typed.map(|()| token.trim().to_owned())
}

/// The settings of the play options `online` takes.
fn settings(args: &OnlineArgs) -> Result<Settings, Failure> {
    let (config, _) = config_file();
    let mut settings = PlayArgs {
        line: args.line,
        voice: args.voice.clone(),
        scheme: args.scheme.clone(),
        rate: args.rate.clone(),
        ..PlayArgs::default()
    }
    .settings_over(config)?;
    // lichess forbids outside help; an online game has no engine.
    settings.help = Some(false);
    Ok(settings)
}

/// `annabella online …`.
pub fn run(args: &OnlineArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let settings = settings(args)?;
    let mut online = Online {
        scheme: scheme_of(&settings),
        ascii: settings.ascii.unwrap_or(false),
        out,
    };
    // The token goes nowhere anyone on the way could read it.
    if !client::token_may_go_to(&args.server) {
        return Err(online.refuse(OnlineText::PlainHttp(outside::line(&args.server))));
    }
    if matches!(args.action, Some(OnlineAction::Login)) {
        return login(args, &mut online);
    }
    // The pace of a seek or a challenge is checked before anything is
    // asked of the server.
    let form = match &args.action {
        Some(OnlineAction::Seek { pace }) | Some(OnlineAction::Challenge { pace, .. }) => {
            let seek = matches!(args.action, Some(OnlineAction::Seek { .. }));
            Some(pace.form(seek).map_err(|text| {
                use crate::notation::message::SettingProblem;
                let (option, problem) = if pace.days.is_some() {
                    ("days", SettingProblem::Days(text))
                } else {
                    ("time", SettingProblem::OnlineClock(text))
                };
                let option = option.to_owned();
                refusal(online.scheme, &Message::BadOption { option, problem })
            })?)
        }
        _ => None,
    };
    let token = token::find(args.token_file.as_deref())
        .map_err(|problem| online.refuse(problem))?
        .ok_or_else(|| online.refuse(OnlineText::NoToken))?;
    let client = Arc::new(Client::new(&args.server, token));
    let fault = |online: &Online, fault: Fault, game: Option<&str>| {
        online.refuse(fault_text(&fault, client.server(), game))
    };
    let account: api::Account = client
        .get("/api/account")
        .map_err(|f| fault(&online, f, None))?;
    let playing: api::Playing = client
        .get("/api/account/playing?nb=50")
        .map_err(|f| fault(&online, f, None))?;
    let known: HashSet<String> = playing
        .now_playing
        .iter()
        .map(|g| g.game_id.clone())
        .collect();
    let (id, events) = match &args.action {
        None => {
            let my_turn = playing.now_playing.iter().filter(|g| g.is_my_turn).count();
            let chosen = match &args.game {
                Some(id) => Some(id.clone()),
                None => playing
                    .now_playing
                    .iter()
                    .find(|g| g.is_my_turn)
                    .or(playing.now_playing.first())
                    .map(|g| g.game_id.clone()),
            };
            if !playing.now_playing.is_empty() {
                online.say(OnlineText::Games {
                    total: playing.now_playing.len(),
                    my_turn,
                })?;
            }
            let Some(id) = chosen else {
                online.say(OnlineText::NoGames)?;
                return Ok(());
            };
            let events = client.stream("/api/stream/event", None).ok();
            (id, events)
        }
        Some(OnlineAction::Seek { pace }) | Some(OnlineAction::Challenge { pace, .. }) => {
            let form = form.unwrap_or_default();
            let mut events = client
                .stream("/api/stream/event", None)
                .map_err(|f| fault(&online, f, None))?;
            let fields: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let awaited = match &args.action {
                Some(OnlineAction::Challenge { user, .. }) => {
                    let created: api::Created = client
                        .post_json(&format!("/api/challenge/{user}"), &fields)
                        .map_err(|f| fault(&online, f, None))?;
                    online.say(OnlineText::Challenged(user.clone()))?;
                    Some(created.id)
                }
                _ if pace.days.is_some() => {
                    client
                        .post_json::<serde_json::Value>("/api/board/seek", &fields)
                        .map_err(|f| fault(&online, f, None))?;
                    online.say(OnlineText::Seeking { stays: true })?;
                    None
                }
                _ => {
                    // A real-time seek stays while its connection is open:
                    // refused at once, or held open until an opponent comes.
                    let mut seek = client
                        .stream("/api/board/seek", Some(&fields))
                        .map_err(|f| fault(&online, f, None))?;
                    std::thread::spawn(move || while seek.next_line().is_some() {});
                    online.say(OnlineText::Seeking { stays: false })?;
                    None
                }
            };
            let id = loop {
                let Some(line) = events.next_line() else {
                    return Err(online.refuse(OnlineText::ServerDown {
                        server: client.server().to_owned(),
                        why: ServerTrouble::Closed,
                    }));
                };
                match serde_json::from_str::<api::EventLine>(&line) {
                    Ok(api::EventLine::GameStart { game })
                        if awaited
                            .as_ref()
                            .map_or(!known.contains(&game.game_id), |a| *a == game.game_id) =>
                    {
                        break game.game_id;
                    }
                    Ok(
                        api::EventLine::ChallengeDeclined { challenge }
                        | api::EventLine::ChallengeCanceled { challenge },
                    ) if Some(&challenge.id) == awaited.as_ref() => {
                        let user = challenge.dest_user.map(|u| u.name).unwrap_or_default();
                        online.say(OnlineText::ChallengeDeclined(user))?;
                        return Ok(());
                    }
                    _ => {}
                }
            };
            (id, Some(events))
        }
        Some(OnlineAction::Login) => unreachable!("handled above"),
    };
    play(
        &client,
        &account,
        &id,
        known,
        events,
        &settings,
        &mut online,
    )
}

/// `annabella online login`.
fn login(args: &OnlineArgs, online: &mut Online) -> Result<(), Failure> {
    let path = match &args.token_file {
        Some(path) => path.clone(),
        None => token::default_path().ok_or_else(|| online.refuse(OnlineText::NoToken))?,
    };
    online.say(OnlineText::TokenPrompt)?;
    let token = read_token()?;
    if token.is_empty() {
        return Err(online.refuse(OnlineText::NoToken));
    }
    if !token::well_formed(&token) {
        return Err(online.refuse(OnlineText::TokenMalformed));
    }
    let client = Client::new(&args.server, token.clone());
    let account: api::Account = client
        .get("/api/account")
        .map_err(|f| online.refuse(fault_text(&f, client.server(), None)))?;
    token::keep(&path, &token).map_err(|e| {
        refusal(
            online.scheme,
            &Message::SaveFailed {
                path: path.clone(),
                problem: (&e).into(),
            },
        )
    })?;
    online.say(OnlineText::LoggedIn(account.username))?;
    online.say(OnlineText::TokenSaved(path))
}

/// Plays game `id` in a session until the player leaves.
fn play(
    client: &Arc<Client>,
    account: &api::Account,
    id: &str,
    mut known: HashSet<String>,
    events: Option<crate::online::Lines>,
    settings: &Settings,
    online: &mut Online,
) -> Result<(), Failure> {
    let opened = {
        let (scheme, ascii, out) = (online.scheme, online.ascii, &mut *online.out);
        // A wait the server asks for before the game opens is said, and
        // Ctrl-C ends it.
        open_game(client, id, |wait| {
            let text = OnlineText::RateLimited(wait.as_secs().max(1));
            let line = scheme.message(&Message::Online(text), Form::Print, ascii);
            let _ = writeln!(out, "{line}").and_then(|()| out.flush());
        })
    };
    let (full, lines) =
        opened.map_err(|f| online.refuse(fault_text(&f, client.server(), Some(id))))?;
    let me = if full.black.id.eq_ignore_ascii_case(&account.id) {
        Color::Black
    } else {
        Color::White
    };
    let opponent = match me {
        Color::White => &full.black,
        Color::Black => &full.white,
    };
    let mode = if full.variant.key == "chess960" {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let game = match full.initial_fen.as_deref() {
        None | Some("startpos") => Game::standard(),
        Some(fen) => Game::from_fen(fen, mode)
            .map_err(|e| refusal(online.scheme, &Message::CannotStart(e)))?,
    };
    let mut options = SessionOptions::new(online.scheme);
    options.players = shakmaty::ByColor::new_with(|_| Player::Human);
    options.help = false;
    options.date = today();
    options.names = shakmaty::ByColor {
        white: full.white.name.clone(),
        black: full.black.name.clone(),
    };
    let speed = if full.speed.is_empty() {
        "online".to_owned()
    } else {
        full.speed.clone()
    };
    options.tags = vec![
        ("Event".into(), format!("lichess {speed} game")),
        ("Site".into(), format!("{}/{id}", client.server())),
    ];
    if let Some(clock) = &full.clock {
        options.tags.push((
            "TimeControl".into(),
            format!("{}+{}", clock.initial / 1000, clock.increment / 1000),
        ));
    }
    let mut session = Session::new(game, options);
    known.insert(id.to_owned());
    let remote = carry(
        client.clone(),
        id,
        lines,
        me,
        full.days_per_turn,
        events.map(|lines| (lines, known)),
    );
    let mut notices = vec![Message::Online(OnlineText::Playing {
        id: id.to_owned(),
        opponent: opponent.name.clone(),
        color: me,
        days: full.days_per_turn,
    })];
    match game_file(id) {
        Ok(file) => session.save_to(file),
        Err(message) => notices.push(message),
    }
    session.attach_remote(remote, full.state.server_state());
    crate::play::signals::install();
    drive(session, settings, notices, online.out)
}

/// The file of a lichess game in the games folder, `lichess-ID.pgn`: the
/// server has the whole game, so the file is written anew.
fn game_file(id: &str) -> Result<SaveFile, Message> {
    let folder = games_folder().ok_or(Message::FolderUnusable {
        folder: None,
        problem: crate::notation::FileProblem::NoFolder,
        instead: None,
    })?;
    let unusable = |problem| Message::FolderUnusable {
        folder: Some(folder.clone()),
        problem,
        instead: None,
    };
    std::fs::create_dir_all(&folder)
        .map_err(|e| unusable(crate::notation::FileProblem::of_folder(&e)))?;
    let safe: String = id.chars().filter(char::is_ascii_alphanumeric).collect();
    let path = folder.join(format!("lichess-{safe}.pgn"));
    if path.exists() {
        SaveFile::replace(&path)
    } else {
        SaveFile::create(&path)
    }
    .map_err(|problem| Message::FileRefused { path, problem })
}
