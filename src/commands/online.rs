//! `annabella online`: games on lichess (or any lila server) through the
//! Board API, played in the same session as a local game.

use std::collections::HashSet;
use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::sync::Arc;

use shakmaty::{CastlingMode, Color};

use super::Failure;
use super::play::{
    PlayArgs, VoiceArgs, config_file, drive, games_folder, refusal, scheme_of, today,
};
use crate::game::Game;
use crate::notation::{
    Form, Language, LichessPace, Message, NotPlayable, OnlineText, Scheme, outside,
};
use crate::online::{
    Client, Fault, api, carry, challenge_fault, challenge_text, fault_text, forms, games, http,
    open_game, to_me, token,
};
use crate::play::config::Settings;
use crate::play::{Lobby, Player, Session, SessionOptions};
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
    /// No prompt in line mode at a terminal.
    #[arg(long, global = true)]
    pub no_prompt: bool,
    #[command(flatten)]
    pub speech: VoiceArgs,
}

#[derive(clap::Subcommand, Debug)]
pub enum OnlineAction {
    /// Keep a lichess token (scope board:play) and say whose it is.
    Login,
    /// Seek an opponent: correspondence (--days) or a clock (--time).
    Seek {
        #[command(flatten)]
        pace: Pace,
        #[command(flatten)]
        terms: Terms,
        /// The opponents' rating range: 1500-1800.
        #[arg(long, value_name = "LOW-HIGH")]
        rating_range: Option<String>,
    },
    /// Challenge a lichess user.
    Challenge {
        /// The user's name.
        user: String,
        #[command(flatten)]
        pace: Pace,
        #[command(flatten)]
        terms: Terms,
    },
    /// Play lichess's AI.
    Ai {
        /// Its strength, 1 to 8.
        #[arg(long)]
        level: String,
        /// Days per move: 1, 2, 3, 5, 7, 10 or 14 (else a clock or none).
        #[arg(long, conflicts_with = "time")]
        days: Option<u32>,
        /// Minutes and increment in seconds: 10+5.
        #[arg(long, value_name = "MIN+SEC")]
        time: Option<String>,
        /// white, black or random.
        #[arg(long)]
        color: Option<String>,
        /// standard or chess960.
        #[arg(long)]
        variant: Option<String>,
    },
    /// Withdraw a challenge of yours, by its id.
    Cancel {
        /// The challenge's id.
        id: String,
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

/// The terms of a seek or a challenge.
#[derive(clap::Args, Debug)]
pub struct Terms {
    /// A rated game (else casual).
    #[arg(long)]
    pub rated: bool,
    /// white, black or random.
    #[arg(long)]
    pub color: Option<String>,
    /// standard or chess960.
    #[arg(long)]
    pub variant: Option<String>,
}

/// What the command line asks of lichess, and the form it is sent as.
fn asked(action: &OnlineAction) -> Option<(forms::Kind, forms::Asked)> {
    let (kind, pace, terms, rating_range) = match action {
        OnlineAction::Seek {
            pace,
            terms,
            rating_range,
        } => (forms::Kind::Seek, pace, terms, rating_range.clone()),
        OnlineAction::Challenge { pace, terms, .. } => (forms::Kind::Challenge, pace, terms, None),
        OnlineAction::Ai {
            level,
            days,
            time,
            color,
            variant,
        } => {
            let asked = forms::Asked {
                days: *days,
                time: time.clone(),
                color: color.clone(),
                variant: variant.clone(),
                level: Some(level.clone()),
                ..forms::Asked::default()
            };
            return Some((forms::Kind::Ai, asked));
        }
        OnlineAction::Login | OnlineAction::Cancel { .. } => return None,
    };
    Some((
        kind,
        forms::Asked {
            days: pace.days,
            time: pace.time.clone(),
            rated: terms.rated,
            color: terms.color.clone(),
            variant: terms.variant.clone(),
            rating_range,
            level: None,
        },
    ))
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

    /// A GET made again after each wait lichess asks for (429), each
    /// wait said; Ctrl-C ends it.
    fn patient_get<T: serde::de::DeserializeOwned>(
        &mut self,
        client: &Client,
        path: &str,
    ) -> Result<T, Fault> {
        let (scheme, ascii, out) = (self.scheme, self.ascii, &mut *self.out);
        crate::online::patiently(
            || client.get(path),
            |wait| say_wait(scheme, ascii, out, wait),
        )
    }

    fn refuse(&self, text: OnlineText) -> Failure {
        refusal(self.scheme, &Message::Online(text))
    }
}

/// Reads the token as it is typed or pasted, without showing it.
pub(crate) fn read_token() -> io::Result<String> {
    if !io::stdin().is_terminal() {
        // A token is some 30 characters: a line of more is not read on.
        let mut line = String::new();
        io::Read::take(io::stdin().lock(), 4096).read_line(&mut line)?;
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
    let _ = writeln!(std::io::stdout());
    typed.map(|()| token.trim().to_owned())
}

/// The settings of the play options `online` takes.
fn settings(args: &OnlineArgs) -> Result<Settings, Failure> {
    let (config, _) = config_file();
    let mut settings = PlayArgs {
        line: args.line,
        no_prompt: args.no_prompt,
        speech: args.speech.clone(),
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
    if !http::secret_may_go_to(&args.server) {
        return Err(online.refuse(OnlineText::PlainHttp(outside::line(&args.server))));
    }
    if matches!(args.action, Some(OnlineAction::Login)) {
        return login(args, &mut online);
    }
    // What a seek, a challenge or an AI game asks for is checked before
    // anything is asked of the server.
    let form = match args.action.as_ref().and_then(asked) {
        Some((kind, asked)) => Some((
            kind,
            asked.days.is_some(),
            forms::form(kind, &asked).map_err(|(option, problem)| {
                let option = option.to_owned();
                refusal(online.scheme, &Message::BadOption { option, problem })
            })?,
        )),
        None => None,
    };
    let token = token::find(args.token_file.as_deref())
        .map_err(|problem| online.refuse(problem))?
        .ok_or_else(|| online.refuse(OnlineText::NoToken))?;
    let client = Arc::new(
        Client::new(&args.server, token)
            .map_err(|f| online.refuse(fault_text(&f, &args.server, None)))?,
    );
    let fault = |online: &Online, fault: Fault, game: Option<&str>| {
        online.refuse(fault_text(&fault, client.server(), game))
    };
    let account: api::Account = online
        .patient_get(&client, "/api/account")
        .map_err(|f| fault(&online, f, None))?;
    let playing: api::Playing = online
        .patient_get(&client, "/api/account/playing?nb=50")
        .map_err(|f| fault(&online, f, None))?;
    let known: HashSet<String> = playing
        .now_playing
        .iter()
        .map(|g| g.game_id.clone())
        .collect();
    let (opened, events) = match &args.action {
        None => {
            let Some(opened) =
                choose_game(&client, &account, &playing, args.game.clone(), &mut online)?
            else {
                return Ok(());
            };
            let first = client.stream("/api/stream/event", None).ok();
            (
                opened,
                Some(crate::online::event_lines(client.clone(), first)),
            )
        }
        Some(OnlineAction::Cancel { id }) => {
            client
                .post(&format!("/api/challenge/{id}/cancel"), &[])
                .map_err(|f| online.refuse(challenge_fault(&f, client.server(), id)))?;
            return online.say(OnlineText::ChallengeCancelled(outside::line(id)));
        }
        Some(action) => {
            let Some((kind, days, form)) = form else {
                return Ok(());
            };
            // The event stream first, so that a game starting at once is
            // not missed (`api-board-seek.yaml`).
            let first = client
                .stream("/api/stream/event", None)
                .map_err(|f| fault(&online, f, None))?;
            let events = crate::online::event_lines(client.clone(), Some(first));
            let fields: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let (ended, seek_ended) = std::sync::mpsc::channel::<()>();
            let awaited = match (action, kind) {
                (OnlineAction::Challenge { user, .. }, _) if !days => {
                    // Held open with keepAliveStream until it is answered:
                    // the first line is the challenge, the last `done`.
                    let mut held = client
                        .stream(&format!("/api/challenge/{user}"), Some(&fields))
                        .map_err(|f| fault(&online, f, None))?;
                    let created = held
                        .next_line()
                        .and_then(|line| serde_json::from_str::<api::Created>(&line).ok());
                    std::thread::spawn(move || while held.next_line().is_some() {});
                    online.say(OnlineText::ChallengedLive(outside::line(user)))?;
                    created.map(|c| c.id)
                }
                (OnlineAction::Challenge { user, .. }, _) => {
                    let created: api::Created = client
                        .post_json(&format!("/api/challenge/{user}"), &fields)
                        .map_err(|f| fault(&online, f, None))?;
                    online.say(OnlineText::Challenged(outside::line(user)))?;
                    Some(created.id)
                }
                (_, forms::Kind::Ai) => {
                    let created: api::Created = client
                        .post_json("/api/challenge/ai", &fields)
                        .map_err(|f| fault(&online, f, None))?;
                    Some(created.id)
                }
                _ if days => {
                    client
                        .post_json::<serde_json::Value>("/api/board/seek", &fields)
                        .map_err(|f| fault(&online, f, None))?;
                    online.say(OnlineText::Seeking { stays: true })?;
                    None
                }
                _ => {
                    // A real-time seek stays while its connection is open:
                    // refused at once, or held open until an opponent comes
                    // or lichess ends it.
                    let mut seek = client
                        .stream("/api/board/seek", Some(&fields))
                        .map_err(|f| fault(&online, f, None))?;
                    std::thread::spawn(move || {
                        while seek.next_line().is_some() {}
                        let _ = ended.send(());
                    });
                    online.say(OnlineText::Seeking { stays: false })?;
                    None
                }
            };
            let mut seek_over: Option<std::time::Instant> = None;
            let id = loop {
                if seek_over.is_none() && seek_ended.try_recv().is_ok() {
                    seek_over = Some(std::time::Instant::now());
                }
                // A seek lichess closed starts its game at once, if any.
                if seek_over.is_some_and(|at| at.elapsed() > std::time::Duration::from_secs(5)) {
                    online.say(OnlineText::SeekEnded)?;
                    return Ok(());
                }
                let line = match events.recv_timeout(std::time::Duration::from_millis(200)) {
                    Ok(line) => line,
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => continue,
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                        return Err(online.refuse(OnlineText::TokenRefused));
                    }
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
                        online.say(match challenge.decline_reason_key {
                            Some(key) => OnlineText::ChallengeDeclinedWhy { user, key },
                            None => OnlineText::ChallengeDeclined(user),
                        })?;
                        return Ok(());
                    }
                    Ok(api::EventLine::Challenge { challenge })
                        if to_me(&challenge, &account.id) =>
                    {
                        online.say(challenge_text(&challenge))?;
                    }
                    _ => {}
                }
            };
            let opened = open(&client, &id, &mut online)
                .map_err(|f| online.refuse(fault_text(&f, client.server(), Some(&id))))?;
            ((id, opened.0, opened.1), Some(events))
        }
    };
    play(
        &client,
        &account,
        opened,
        known,
        events,
        &settings,
        &mut online,
    )
}

/// A game opened: its id, its `gameFull`, and its stream.
type Opened = (String, api::Full, crate::online::Lines);

/// Names every ongoing game and opens the one chosen: `--game ID`, the
/// only one that can be played, or the one whose number is typed (Enter
/// takes the first where it is the player's move). A game annabella cannot
/// play is named with why, and another is chosen. `None` when there is
/// none to play, or the player typed nothing more.
fn choose_game(
    client: &Arc<Client>,
    account: &api::Account,
    playing: &api::Playing,
    mut wanted: Option<String>,
    online: &mut Online,
) -> Result<Option<Opened>, Failure> {
    let games = &playing.now_playing;
    if !games.is_empty() {
        online.say(OnlineText::Games {
            total: games.len(),
            my_turn: games.iter().filter(|g| g.is_my_turn).count(),
        })?;
    }
    let mut refused: HashSet<String> = HashSet::new();
    for (number, game) in (1..).zip(games) {
        if games::not_playable(game).is_some() {
            refused.insert(game.game_id.clone());
        }
        online.say(listed(number, game))?;
    }
    loop {
        let id = match wanted.take() {
            Some(id) => id,
            None => {
                let playable: Vec<(usize, &api::Ongoing)> = (1..)
                    .zip(games)
                    .filter(|(_, g)| !refused.contains(&g.game_id))
                    .collect();
                let Some(&(first, _)) = playable.first() else {
                    online.say(if games.is_empty() {
                        OnlineText::NoGames
                    } else {
                        OnlineText::NoPlayableGame
                    })?;
                    // No game to play: the challenges waiting for the
                    // player can start one.
                    match answer_challenges(client, account, online)? {
                        Some(id) => {
                            wanted = Some(id);
                            continue;
                        }
                        None => return Ok(None),
                    }
                };
                if playable.len() == 1 {
                    playable[0].1.game_id.clone()
                } else {
                    let default = playable
                        .iter()
                        .find(|(_, g)| g.is_my_turn)
                        .map_or(first, |&(n, _)| n);
                    online.say(OnlineText::ChooseGame { default })?;
                    let Some(typed) = read_choice()? else {
                        return Ok(None);
                    };
                    if matches!(
                        typed.to_lowercase().as_str(),
                        "quit" | "exit" | "beenden" | "q"
                    ) {
                        return Ok(None);
                    }
                    let number = if typed.is_empty() {
                        Some(default)
                    } else {
                        typed.parse::<usize>().ok()
                    };
                    match playable.iter().find(|(n, _)| Some(*n) == number) {
                        Some((_, game)) => game.game_id.clone(),
                        None => {
                            online.say(OnlineText::NoSuchNumber(typed))?;
                            continue;
                        }
                    }
                }
            }
        };
        match open(client, &id, online) {
            Ok((full, _)) if !full.variant.playable() => {
                let why = NotPlayable::Variant(games::variant_name(&full.variant));
                online.say(OnlineText::GameNotPlayable {
                    id: id.clone(),
                    why,
                })?;
                refused.insert(id);
            }
            Ok((full, lines)) => return Ok(Some((id, full, lines))),
            // lichess answers 400 to a game its Board API does not play.
            Err(Fault::Refused(_)) => {
                let why = NotPlayable::BoardApi;
                online.say(OnlineText::GameNotPlayable {
                    id: id.clone(),
                    why,
                })?;
                refused.insert(id);
            }
            Err(fault) => {
                return Err(online.refuse(fault_text(&fault, client.server(), Some(&id))));
            }
        }
    }
}

/// The challenges to the player waiting on lichess (`GET /api/challenge`),
/// said with a number each, and answered at the prompt: `accept N` takes
/// one and gives the id of the game it starts, `decline N [reason]`
/// declines one, Enter leaves. `None` when there is no game to play.
fn answer_challenges(
    client: &Arc<Client>,
    account: &api::Account,
    online: &mut Online,
) -> Result<Option<String>, Failure> {
    let Ok(list) = client.get::<api::Challenges>("/api/challenge") else {
        return Ok(None);
    };
    let mut waiting: Vec<api::ChallengeInfo> = list
        .incoming
        .into_iter()
        .filter(|c| crate::online::to_me(c, &account.id))
        .collect();
    loop {
        if waiting.is_empty() {
            return Ok(None);
        }
        for (number, challenge) in (1..).zip(&waiting) {
            online.say(OnlineText::Numbered {
                number,
                text: Box::new(challenge_text(challenge)),
            })?;
        }
        online.say(OnlineText::AnswerChallenges {
            only: waiting.len() == 1,
        })?;
        let Some(typed) = read_choice()? else {
            return Ok(None);
        };
        let (accept, index, reason) =
            match challenge_answer(&typed, waiting.len(), online.scheme.language) {
                ChallengeAnswer::Leave => return Ok(None),
                ChallengeAnswer::Answer {
                    accept,
                    index,
                    reason,
                } => (accept, index, reason),
                ChallengeAnswer::Unknown => {
                    online.say(OnlineText::NoSuchChallengeNumber(typed.clone()))?;
                    continue;
                }
            };
        let id = waiting[index].id.clone();
        if !accept {
            let reason = match reason.as_deref().map(crate::play::decline_reason) {
                Some(None) => {
                    let typed = outside::line(reason.as_deref().unwrap_or_default());
                    online.say(OnlineText::BadDeclineReason(typed))?;
                    continue;
                }
                Some(Some(key)) => vec![("reason", key)],
                None => Vec::new(),
            };
            waiting.remove(index);
            match client.post(&format!("/api/challenge/{id}/decline"), &reason) {
                Ok(()) => online.say(OnlineText::ChallengeDeclinedByYou)?,
                Err(f) => online.say(challenge_fault(&f, client.server(), &id))?,
            }
            continue;
        }
        // The event stream first: the game starts with the challenge's id.
        let first = client.stream("/api/stream/event", None).ok();
        let events = crate::online::event_lines(client.clone(), first);
        // A challenge withdrawn meanwhile is said, and the others stay
        // to be answered.
        if let Err(f) = client.post(&format!("/api/challenge/{id}/accept"), &[]) {
            online.say(challenge_fault(&f, client.server(), &id))?;
            waiting.remove(index);
            continue;
        }
        online.say(OnlineText::ChallengeAccepted)?;
        // lila starts the game as it takes the acceptance; a game that
        // has not started by then is said, not waited on without end.
        let deadline = std::time::Instant::now() + ACCEPTED_WAIT;
        while let Ok(line) =
            events.recv_timeout(deadline.saturating_duration_since(std::time::Instant::now()))
        {
            if let Ok(api::EventLine::GameStart { game }) = serde_json::from_str(&line)
                && game.game_id == id
            {
                return Ok(Some(id));
            }
        }
        online.say(OnlineText::AcceptedNotStarted(ACCEPTED_WAIT.as_secs()))?;
        waiting.remove(index);
    }
}

/// What was typed at the challenges waiting: an answer to one of them,
/// leaving, or nothing that names one.
#[derive(Debug, PartialEq, Eq)]
enum ChallengeAnswer {
    Answer {
        accept: bool,
        /// The challenge's place in the list, from 0.
        index: usize,
        reason: Option<String>,
    },
    Leave,
    Unknown,
}

/// Reads an answer to `count` challenges: `accept N`, `decline N
/// [reason]`, or, with only one waiting, `accept` and `decline [reason]`
/// without a number; Enter and `quit` leave, as everywhere else.
fn challenge_answer(typed: &str, count: usize, language: Language) -> ChallengeAnswer {
    let (read, typed_words) = crate::play::command::words_read(typed, language);
    let words: Vec<&str> = read.iter().map(String::as_str).collect();
    let original: Vec<&str> = typed_words.iter().map(String::as_str).collect();
    let Some(first) = words.first() else {
        return ChallengeAnswer::Leave;
    };
    let accept = match *first {
        "quit" | "exit" | "beenden" | "q" if words.len() == 1 => return ChallengeAnswer::Leave,
        "accept" | "annehmen" | "yes" | "ja" => true,
        "decline" | "ablehnen" | "no" | "nein" => false,
        _ => return ChallengeAnswer::Unknown,
    };
    let numbered = words.get(1).and_then(|w| w.parse::<usize>().ok());
    let (index, rest) = match numbered {
        Some(number) => (number.checked_sub(1), &original[2..]),
        None if count == 1 => (Some(0), &original[1..]),
        None => (None, &original[1..]),
    };
    match index.filter(|&i| i < count) {
        Some(index) if accept && rest.is_empty() || !accept && rest.len() <= 1 => {
            ChallengeAnswer::Answer {
                accept,
                index,
                reason: rest.first().map(|r| (*r).to_owned()),
            }
        }
        _ => ChallengeAnswer::Unknown,
    }
}

/// How long a challenge accepted at the prompt waits for its game.
const ACCEPTED_WAIT: std::time::Duration = std::time::Duration::from_secs(10);

/// The number typed at the choice of a game, cleaned and bounded; `None`
/// at the end of the input.
pub(crate) fn read_choice() -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    let read = io::stdin().lock().take(256).read_until(b'\n', &mut bytes)?;
    if read == 0 {
        return Ok(None);
    }
    let typed = outside::line(&String::from_utf8_lossy(&bytes));
    Ok(Some(typed.trim().to_owned()))
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
    let client = Client::new(&args.server, token.clone())
        .map_err(|f| online.refuse(fault_text(&f, &args.server, None)))?;
    let account: api::Account = client
        .get("/api/account")
        .map_err(|f| online.refuse(fault_text(&f, client.server(), None)))?;
    // A token without the scope board:play reads the account but plays
    // nothing: refused here, not at the first move. A server that cannot
    // test tokens is taken at its word.
    match client.token_scopes() {
        Ok(Some(scopes)) if !scopes.split(',').any(|s| s.trim() == "board:play") => {
            return Err(online.refuse(OnlineText::TokenLacksBoardPlay));
        }
        Ok(None) => return Err(online.refuse(OnlineText::TokenRefused)),
        _ => {}
    }
    token::keep(&path, &token).map_err(|problem| {
        refusal(
            online.scheme,
            &Message::FileRefused {
                path: path.clone(),
                problem,
            },
        )
    })?;
    online.say(OnlineText::LoggedIn(account.username))?;
    online.say(OnlineText::TokenSaved(path))
}

/// Plays an opened game in a session until the player leaves.
fn play(
    client: &Arc<Client>,
    account: &api::Account,
    opened: Opened,
    known: HashSet<String>,
    events: Option<std::sync::mpsc::Receiver<String>>,
    settings: &Settings,
    online: &mut Online,
) -> Result<(), Failure> {
    let lobby = OnlineLobby {
        client: client.clone(),
        account: account.clone(),
        scheme: online.scheme,
    };
    let (session, notices) =
        session_for(&lobby, opened, known, events).map_err(|m| refusal(online.scheme, &m))?;
    crate::play::signals::install();
    let played = drive(session, settings, notices, online.out);
    // The game is left: what was asked before leaving still goes out to
    // lichess, and what lichess had not answered is said.
    let left = crate::online::deliver(std::time::Duration::from_secs(5));
    if left.unanswered > 0 {
        online.say(OnlineText::LeftUnanswered(left.unanswered))?;
    }
    if left.unsent > 0 {
        online.say(OnlineText::LeftQueued(left.unsent))?;
    }
    played
}

/// The player's games on lichess, for `games` and `game N` in a game.
#[derive(Clone)]
struct OnlineLobby {
    client: Arc<Client>,
    account: api::Account,
    scheme: &'static Scheme,
}

impl Lobby for OnlineLobby {
    fn games(&self) -> Result<Vec<(String, OnlineText)>, Message> {
        let playing: api::Playing = self
            .client
            .get("/api/account/playing?nb=50")
            .map_err(|f| Message::Online(fault_text(&f, self.client.server(), None)))?;
        Ok((1..)
            .zip(&playing.now_playing)
            .map(|(number, game)| (game.game_id.clone(), listed(number, game)))
            .collect())
    }

    fn open(&self, id: &str) -> Result<(Session, Vec<Message>), Message> {
        let not_playable = |why| {
            Message::Online(OnlineText::GameNotPlayable {
                id: id.to_owned(),
                why,
            })
        };
        let (full, lines) = match open_game(&self.client, id, |_| {}) {
            Ok(opened) => opened,
            Err(Fault::Refused(_)) => return Err(not_playable(NotPlayable::BoardApi)),
            Err(fault) => {
                return Err(Message::Online(fault_text(
                    &fault,
                    self.client.server(),
                    Some(id),
                )));
            }
        };
        if !full.variant.playable() {
            return Err(not_playable(NotPlayable::Variant(games::variant_name(
                &full.variant,
            ))));
        }
        let events = crate::online::event_lines(self.client.clone(), None);
        session_for(
            self,
            (id.to_owned(), full, lines),
            HashSet::new(),
            Some(events),
        )
    }
}

/// How an ongoing game is said in the list of games.
fn listed(number: usize, game: &api::Ongoing) -> OnlineText {
    OnlineText::ListedGame {
        number,
        opponent: games::opponent(&game.opponent),
        my_turn: game.is_my_turn,
        left: game.seconds_left,
        speed: game.speed.clone(),
        not_playable: games::not_playable(game),
    }
}

/// A session of an opened game, carried to and from lichess, and what is
/// said as it opens.
fn session_for(
    lobby: &OnlineLobby,
    (id, full, lines): Opened,
    mut known: HashSet<String>,
    events: Option<std::sync::mpsc::Receiver<String>>,
) -> Result<(Session, Vec<Message>), Message> {
    let (client, account) = (&lobby.client, &lobby.account);
    let id = id.as_str();
    let me = if full
        .black
        .id
        .as_deref()
        .is_some_and(|black| black.eq_ignore_ascii_case(&account.id))
    {
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
        Some(fen) => Game::from_fen(fen, mode).map_err(Message::CannotStart)?,
    };
    let mut options = SessionOptions::new(lobby.scheme);
    options.players = shakmaty::ByColor::new_with(|_| Player::Human);
    options.help = false;
    options.date = full.created_at.map_or_else(today, games::pgn_date);
    options.names = shakmaty::ByColor {
        white: games::pgn_name(&full.white),
        black: games::pgn_name(&full.black),
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
    for (tag, player) in [("WhiteElo", &full.white), ("BlackElo", &full.black)] {
        if let Some(rating) = player.rating {
            options.tags.push((tag.into(), rating.to_string()));
        }
    }
    if let Some(clock) = &full.clock {
        options.tags.push((
            "TimeControl".into(),
            format!("{}+{}", clock.initial / 1000, clock.increment / 1000),
        ));
    }
    let mut session = Session::new(game, options);
    known.insert(id.to_owned());
    let pace = games::pace(&full);
    let mut remote = carry(
        client.clone(),
        id,
        lines,
        &full.state,
        me,
        full.days_per_turn,
        events.map(|lines| (lines, known, account.id.clone())),
    );
    remote.unlimited = pace == LichessPace::Unlimited;
    remote.about = Some(OnlineText::AboutGame {
        opponent: games::player(opponent),
        rated: full.rated,
        pace: pace.clone(),
    });
    let mut notices = vec![
        Message::Online(OnlineText::Playing {
            id: id.to_owned(),
            opponent: games::player(opponent),
            color: me,
            days: full.days_per_turn,
        }),
        Message::Online(OnlineText::AboutGame {
            opponent: games::player(opponent),
            rated: full.rated,
            pace,
        }),
    ];
    // Correspondence: the player's time left, as the game opens (who is to
    // move is said with where the game stands).
    if full.days_per_turn.is_some() && finished_not(&full.state.status) {
        let left = full.state.server_state().times[me];
        let start = shakmaty::Position::turn(session.game().position());
        let plies = full.state.moves.split_whitespace().count();
        let my_move = if plies % 2 == 0 { start } else { !start } == me;
        // On the player's move below 24 hours the warning says the same
        // figure, with its sound, as the game opens: not twice in a row.
        if !(my_move && left <= std::time::Duration::from_secs(86_400)) {
            notices.push(Message::Online(OnlineText::YourTimeLeft(left)));
        }
    }
    for (user, text) in crate::online::chat_history(client, id) {
        notices.push(Message::Online(OnlineText::Chat { user, text }));
    }
    match game_file(id) {
        Ok((file, told)) => {
            session.save_to(file);
            notices.extend(told);
        }
        Err(message) => notices.push(message),
    }
    remote.lobby = Some(Box::new(lobby.clone()));
    remote.own_name = account.username.clone();
    session.attach_remote(remote, full.state.server_state());
    Ok((session, notices))
}

/// Opens a game's stream; a wait the server asks for first is said, and
/// Ctrl-C ends it.
fn open(
    client: &Client,
    id: &str,
    online: &mut Online,
) -> Result<(api::Full, crate::online::Lines), Fault> {
    let (scheme, ascii, out) = (online.scheme, online.ascii, &mut *online.out);
    open_game(client, id, |wait| say_wait(scheme, ascii, out, wait))
}

/// Says a wait lichess asks for (429) before annabella asks again; Ctrl-C
/// ends it.
fn say_wait(scheme: &Scheme, ascii: bool, out: &mut dyn Write, wait: std::time::Duration) {
    let text = OnlineText::RateLimited(wait.as_secs().max(1));
    let line = scheme.message(&Message::Online(text), Form::Print, ascii);
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

/// A status of a game still going on.
fn finished_not(status: &str) -> bool {
    matches!(status, "started" | "created" | "")
}

/// The file of a lichess game in the games folder, `lichess-ID.pgn`: the
/// server has the whole game, so the file is written anew; where that
/// name cannot be used (a link put there), the game is kept in the
/// fallback folder, and said.
fn game_file(id: &str) -> Result<(SaveFile, Option<Message>), Message> {
    let folder = games_folder().ok_or(Message::FolderUnusable {
        folder: None,
        problem: crate::notation::FileProblem::NoFolder,
        instead: None,
    })?;
    let name = games::file_name(id);
    let path = folder.join(&name);
    match SaveFile::server_game(&folder, &name) {
        Ok((file, None)) => Ok((file, None)),
        Ok((file, Some(problem))) => {
            let instead = file.path().to_path_buf();
            let told = Message::SavedElsewhere {
                path,
                problem,
                instead,
            };
            Ok((file, Some(told)))
        }
        Err(problem) => Err(Message::FileRefused { path, problem }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With one challenge waiting, `accept` and `decline [reason]` need no
    /// number; with two they do; `quit` and Enter leave.
    #[test]
    fn challenges_are_answered_with_or_without_a_number() {
        let answer = |accept, index, reason: Option<&str>| ChallengeAnswer::Answer {
            accept,
            index,
            reason: reason.map(str::to_owned),
        };
        assert_eq!(
            challenge_answer("accept", 1, Language::English),
            answer(true, 0, None)
        );
        assert_eq!(
            challenge_answer("decline tooSlow", 1, Language::English),
            answer(false, 0, Some("tooSlow"))
        );
        assert_eq!(
            challenge_answer("Decline", 1, Language::English),
            answer(false, 0, None)
        );
        assert_eq!(
            challenge_answer("accept 2", 2, Language::English),
            answer(true, 1, None)
        );
        assert_eq!(
            challenge_answer("decline 1 later", 2, Language::English),
            answer(false, 0, Some("later"))
        );
        assert_eq!(
            challenge_answer("accept", 2, Language::English),
            ChallengeAnswer::Unknown
        );
        assert_eq!(
            challenge_answer("accept 3", 2, Language::English),
            ChallengeAnswer::Unknown
        );
        assert_eq!(
            challenge_answer("e4", 1, Language::English),
            ChallengeAnswer::Unknown
        );
        assert_eq!(
            challenge_answer("quit", 1, Language::English),
            ChallengeAnswer::Leave
        );
        assert_eq!(
            challenge_answer("beenden", 2, Language::English),
            ChallengeAnswer::Leave
        );
        assert_eq!(
            challenge_answer("", 2, Language::English),
            ChallengeAnswer::Leave
        );
        // lichess's Turkish and Persian words: Kabul et, Reddet; رد کردن.
        assert_eq!(
            challenge_answer("kabul 2", 2, Language::Turkish),
            answer(true, 1, None)
        );
        assert_eq!(
            challenge_answer("reddet later", 1, Language::Turkish),
            answer(false, 0, Some("later"))
        );
        assert_eq!(
            challenge_answer("رد کردن ۱ tooFast", 2, Language::Persian),
            answer(false, 0, Some("tooFast"))
        );
        assert_eq!(
            challenge_answer("çık", 1, Language::Turkish),
            ChallengeAnswer::Leave
        );
    }
}
