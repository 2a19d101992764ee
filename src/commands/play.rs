//! `annabella play`, `resume` and `review`: the options from the command line
//! and the config file, the game to start, and the front end to drive it.

use std::io::{self, BufRead, IsTerminal, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

use shakmaty::fen::Fen;
use shakmaty::{ByColor, CastlingMode};

use super::Failure;
use crate::correspondence::server_game;
use crate::game::{FakeTime, Game, MonotonicTime};
use crate::notation::date::Date;
use crate::notation::message::SettingProblem;
use crate::notation::{CliText, FileProblem, Form, Language, Message, Scheme, outside};
use crate::online::games::saved_game_id;
use crate::platform::{self, Surroundings};
use crate::play::config::{self, PieceStyle, PlayerSetting, Settings};
use crate::play::theme::{self, Theme};
use crate::play::{
    EngineSetup, GENTLE_LEVEL, Player, Session, SessionOptions, SessionTime, WARNINGS, board, line,
    saved, signals,
};
use crate::scoresheet::PgnGame;
use crate::scoresheet::files::{self, Lock, same_file};
use crate::scoresheet::save::{SaveFile, SaveTarget, save_target};
use crate::sound::{Speaker, SpeakerOptions, VoiceKind};

/// The options of a game, all of which can also be set in the config file.
#[derive(clap::Args, Debug, Default)]
pub struct PlayArgs {
    /// Who plays White: human, engine or engine=PATH (default human).
    #[arg(long, value_name = "PLAYER")]
    pub white: Option<String>,
    /// Who plays Black: human, engine or engine=PATH (default engine).
    #[arg(long, value_name = "PLAYER")]
    pub black: Option<String>,
    /// The engine program (default stockfish, from PATH or /usr/games).
    #[arg(long, value_name = "PATH")]
    pub engine: Option<String>,
    /// The engine's strength, 1 to 20 (default 3).
    #[arg(long, value_name = "N")]
    pub level: Option<String>,
    /// The time control, like 5+3, 90+30, 40/90+30,30+30, 25d5, or none.
    #[arg(long, value_name = "TC")]
    pub time: Option<String>,
    /// Start from this position.
    #[arg(long)]
    pub fen: Option<String>,
    /// Chess960: start position N (0-959), or a random one without N.
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "random")]
    pub chess960: Option<String>,
    /// Save the game to this file after every move (default: a new file in
    /// the games folder).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Line mode: one plain line per announcement, for screen readers and
    /// braille displays (always so when input or output is not a terminal).
    #[arg(long)]
    pub line: bool,
    /// No prompt in line mode at a terminal (the last move and who is to
    /// move, before the line typed).
    #[arg(long)]
    pub no_prompt: bool,
    /// Play against a sighted opponent on a board of their own: each move is
    /// said aloud and can be corrected until the clock is pressed.
    #[arg(long)]
    pub two_board: bool,
    /// Tournament mode, fit for a rated game: no engine, hint or evaluation
    /// of any kind, and the scoresheet says so (always so in two-board
    /// play).
    #[arg(long)]
    pub tournament: bool,
    /// The blind player's side in two-board play: white (default) or
    /// black; draw, resign and claim are that side's unless another is
    /// named.
    #[arg(long, value_name = "SIDE")]
    pub color: Option<String>,
    /// No hints and no evaluation in this game.
    #[arg(long)]
    pub no_help: bool,
    /// Say the time every five minutes of a player's clock.
    #[arg(long)]
    pub five_minute_cue: bool,
    /// Low-time warnings in seconds (default 300,60,30,10).
    #[arg(long, value_name = "SECONDS,...")]
    pub warnings: Option<String>,
    #[command(flatten)]
    pub look: LookArgs,
    /// A practice clock that moves only when you type `wait SECONDS`.
    #[arg(long)]
    pub fake_time: bool,
    #[command(flatten)]
    pub speech: VoiceArgs,
    /// A folder of recordings that replace the built-in ones.
    #[arg(long, value_name = "DIR")]
    pub voice_pack: Option<PathBuf>,
    /// The system voice to use, by (part of) its name.
    #[arg(long, value_name = "NAME")]
    pub system_voice: Option<String>,
    /// How printed answers write moves: words (the default) or san.
    #[arg(long)]
    pub notation: Option<String>,
}

/// How moves are heard and said, for every command that plays or reads a
/// game aloud.
#[derive(clap::Args, Debug, Default, Clone)]
pub struct VoiceArgs {
    /// auto, clips (built-in recordings), system (the system's speech) or
    /// text (no sound).
    #[arg(long, global = true)]
    pub voice: Option<String>,
    /// The move words: fide (the German words of the FIDE appendix),
    /// local (the language's own) or english.
    #[arg(long, global = true)]
    pub scheme: Option<String>,
    /// Speaking rate, 0.75 to 2.
    #[arg(long, global = true)]
    pub rate: Option<String>,
}

/// How the board and the text look, for play and review alike.
#[derive(clap::Args, Debug, Default, Clone)]
pub struct LookArgs {
    /// Pieces on the board: shapes (large, the default), letters or
    /// figurines.
    #[arg(long, value_name = "STYLE")]
    pub pieces: Option<String>,
    /// The board's colours: dark, light (both high contrast) or colorblind.
    #[arg(long)]
    pub theme: Option<String>,
    /// The board's size, 50 to 90 (default 75): at most that percent of
    /// the terminal's width, square squares at 75, narrower below and
    /// wider above (the panels have the rest).
    #[arg(long, value_name = "PERCENT")]
    pub board_size: Option<String>,
    /// Plain ASCII for terminals without Unicode: the board's pieces as
    /// letters, its frames and marks of ASCII characters, and umlauts
    /// spelt ae, oe, ue, ß as ss.
    #[arg(long)]
    pub ascii: bool,
}

fn given<T>(
    option: &str,
    value: Option<&str>,
    parse: impl Fn(&str) -> Result<T, SettingProblem>,
) -> Result<Option<T>, Message> {
    value
        .map(|v| {
            parse(v).map_err(|problem| Message::BadOption {
                option: option.to_owned(),
                problem,
            })
        })
        .transpose()
}

impl PlayArgs {
    /// The options of the command line over the config file's. A bad one
    /// ends the command, said in the scheme the player chose (on the
    /// command line or in the file).
    pub(crate) fn settings_over(&self, config: Settings) -> Result<Settings, Failure> {
        Ok(self.command_line(&config)?.or(config))
    }

    /// The options given on the command line; a bad one ends the command,
    /// as [`PlayArgs::settings_over`] says it.
    fn command_line(&self, config: &Settings) -> Result<Settings, Failure> {
        match self.settings() {
            Ok(cli) => Ok(cli),
            Err(message) => {
                let chosen = Settings {
                    scheme: self
                        .speech
                        .scheme
                        .as_deref()
                        .and_then(|text| config::parse_scheme(text).ok()),
                    language: super::language::language_option(),
                    ..Settings::default()
                };
                let settings = chosen.or(config.clone());
                Err(refusal(scheme_of(&settings), &message))
            }
        }
    }

    /// The options given on the command line; the first bad one.
    fn settings(&self) -> Result<Settings, Message> {
        let flag = |on: bool| on.then_some(true);
        Ok(Settings {
            white: given("white", self.white.as_deref(), |t| {
                t.parse::<PlayerSetting>()
            })?,
            black: given("black", self.black.as_deref(), |t| {
                t.parse::<PlayerSetting>()
            })?,
            engine: self.engine.clone(),
            level: given("level", self.level.as_deref(), config::parse_level)?,
            time: given("time", self.time.as_deref(), config::parse_time)?,
            scheme: given(
                "scheme",
                self.speech.scheme.as_deref(),
                config::parse_scheme,
            )?,
            language: super::language::language_option(),
            voice: given("voice", self.speech.voice.as_deref(), config::parse_voice)?,
            rate: given("rate", self.speech.rate.as_deref(), config::parse_rate)?,
            voice_pack: self.voice_pack.clone(),
            system_voice: self.system_voice.clone(),
            line: flag(self.line),
            prompt: self.no_prompt.then_some(false),
            two_board: flag(self.two_board),
            tournament: flag(self.tournament),
            color: given("color", self.color.as_deref(), config::parse_color)?,
            help: self.no_help.then_some(false),
            ascii: flag(self.look.ascii),
            five_minute_cue: flag(self.five_minute_cue),
            warnings: given("warnings", self.warnings.as_deref(), config::parse_warnings)?,
            pieces: given("pieces", self.look.pieces.as_deref(), |t| {
                t.parse::<PieceStyle>()
            })?,
            theme: given("theme", self.look.theme.as_deref(), |t| t.parse::<Theme>())?,
            board_size: given(
                "board-size",
                self.look.board_size.as_deref(),
                config::parse_board_size,
            )?,
            notation: given("notation", self.notation.as_deref(), config::parse_notation)?,
            braille_grade: None,
            ..Settings::default()
        })
    }
}

/// The config file's settings and the lines that say what in it was not
/// used.
pub(crate) fn config_file() -> (Settings, Vec<Message>) {
    match config::config_path() {
        Some(path) => config::load(&path),
        None => (Settings::default(), Vec::new()),
    }
}

/// The command line's options over the config file's, and the lines that
/// say what in the file was not used.
fn resolve(args: &PlayArgs) -> Result<(Settings, Vec<Message>), Failure> {
    let (file, notices) = config_file();
    Ok((args.settings_over(file)?, notices))
}

pub(crate) fn speaker_options(settings: &Settings) -> SpeakerOptions {
    SpeakerOptions {
        voice: settings.voice.unwrap_or(VoiceKind::Auto),
        scheme: scheme_of(settings),
        rate: settings.rate.unwrap_or(1.0),
        voice_pack: settings.voice_pack.clone(),
        system_voice: settings.system_voice.clone(),
        reader: false,
    }
}

/// The scheme's words in the run's language: the language chosen by
/// option or config, else the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`)
/// where it names one of annabella's, else the scheme's own (German;
/// English under `english`).
pub(crate) fn scheme_of(settings: &Settings) -> &'static Scheme {
    let scheme = settings.scheme.unwrap_or(&crate::notation::scheme::FIDE);
    let language = settings
        .language
        .or_else(crate::notation::Language::from_locale)
        .unwrap_or_else(|| scheme.own_language());
    scheme.in_language(language)
}

/// A refusal before the game starts, in the player's language.
pub(crate) fn refusal(scheme: &Scheme, message: &Message) -> Failure {
    Failure::input(scheme.message(message, Form::Print, false))
}

/// The time of day as a file name part: `2026-11-22-143205` (UTC).
fn stamp() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let time = seconds % 86_400;
    format!(
        "{}-{:02}{:02}{:02}",
        Date::of_seconds(seconds),
        time / 3600,
        time / 60 % 60,
        time % 60
    )
}

/// Today as PGN writes a date, `2026.11.21` (UTC).
pub(crate) fn today() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Date::of_seconds(seconds).pgn()
}

/// The session's options from the settings.
fn session_options(settings: &Settings, fake_time: bool) -> SessionOptions {
    let speaker = speaker_options(settings);
    let mut options = SessionOptions::new(speaker.scheme);
    let white = settings.white.clone().unwrap_or(PlayerSetting {
        player: Player::Human,
        program: None,
    });
    let black = settings.black.clone().unwrap_or(PlayerSetting {
        player: Player::Engine,
        program: None,
    });
    options.engine = EngineSetup {
        program: super::engine_choice::own_engine(settings),
        level: settings.level.unwrap_or(GENTLE_LEVEL),
        chess960: false,
    };
    options.players = ByColor {
        white: white.player,
        black: black.player,
    };
    options.time_control = settings
        .time
        .clone()
        .unwrap_or_else(crate::game::TimeControl::none);
    options.help = settings.help.unwrap_or(true);
    options.printed = settings.notation.unwrap_or(Form::Print);
    options.two_board = settings.two_board.unwrap_or(false);
    // Two-board play is an over-the-board game between two people: a
    // tournament game, with no engine of any kind.
    options.tournament = options.two_board || settings.tournament.unwrap_or(false);
    options.color = settings.color.unwrap_or(shakmaty::Color::White);
    if options.tournament {
        options.players = ByColor::new_with(|_| Player::Human);
        options.help = false;
    }
    options.warnings = settings
        .warnings
        .clone()
        .unwrap_or_else(|| WARNINGS.to_vec());
    options.five_minute_cue = settings.five_minute_cue.unwrap_or(false);
    options.date = today();
    options.time = if fake_time {
        SessionTime::Fake(FakeTime::new())
    } else {
        SessionTime::Monotonic(MonotonicTime::new())
    };
    options
}

pub use crate::scoresheet::save::games_folder;

/// A new game's file in the games folder, else in the fallback folder,
/// else none; and the line that says where. The games folder is named
/// once, when it is made for the first game: after that the start only
/// says that the game is saved, and `file` names the file (a long path
/// read out at every start keeps a screen reader's user waiting).
fn new_game_file() -> (Option<SaveFile>, Message) {
    let stamp = stamp();
    let wanted = games_folder();
    let problem = match &wanted {
        Some(folder) => {
            let known = folder.is_dir();
            match SaveFile::new_game(folder, &stamp) {
                Ok(file) if known => return (Some(file), Message::Cli(CliText::SavedEveryMove)),
                Ok(file) => {
                    let path = file.path().to_path_buf();
                    return (Some(file), Message::SavingTo(path));
                }
                Err(problem) => problem,
            }
        }
        None => FileProblem::NoFolder,
    };
    match SaveFile::new_game_in_fallback(&stamp) {
        Ok(file) => {
            let instead = Some(file.path().to_path_buf());
            (
                Some(file),
                Message::FolderUnusable {
                    folder: wanted,
                    problem,
                    instead,
                },
            )
        }
        Err(_) => (
            None,
            Message::FolderUnusable {
                folder: wanted,
                problem,
                instead: None,
            },
        ),
    }
}

/// The file `--save` names: created when new; an existing file only when
/// the player says to add the game to it or replace it, which is asked
/// when someone can answer; a folder or a device never.
fn named_save_file(path: &Path, scheme: &Scheme, out: &mut dyn Write) -> Result<SaveFile, Failure> {
    let unusable = |problem: FileProblem| {
        refusal(
            scheme,
            &Message::FileRefused {
                path: path.to_path_buf(),
                problem,
            },
        )
    };
    match save_target(path).map_err(unusable)? {
        SaveTarget::New => SaveFile::create(path).map_err(unusable),
        SaveTarget::Existing => {
            let kept = || refusal(scheme, &Message::SaveFileKept(path.to_path_buf()));
            if !io::stdin().is_terminal() {
                return Err(kept());
            }
            writeln!(
                out,
                "{}",
                scheme.message(
                    &Message::SaveFileExists(path.to_path_buf()),
                    Form::Print,
                    false
                )
            )?;
            out.flush()?;
            let mut answer = Vec::new();
            io::stdin().lock().read_until(b'\n', &mut answer)?;
            match String::from_utf8_lossy(&answer)
                .trim()
                .to_lowercase()
                .as_str()
            {
                "add" | "anhängen" | "anhaengen" => SaveFile::append(path).map_err(unusable),
                "replace" | "ersetzen" => SaveFile::replace(path).map_err(unusable),
                _ => Err(kept()),
            }
        }
    }
}

/// A game of a file by its number, with the bytes it takes and, for a
/// game played on a server, which one.
type Placed = (usize, Range<u64>, Option<ServerGame>);

/// A game a server keeps (lichess, ICCF): it is played on there, never
/// offline, where moves made would never reach the server and the next
/// visit to it would write over them.
#[derive(Clone, Debug, PartialEq, Eq)]
enum ServerGame {
    Lichess(String),
    Iccf(String),
}

impl ServerGame {
    /// The server game a saved game is, by the tags its save writes (and,
    /// for lichess, the name of its file).
    fn of(path: &Path, pgn: &PgnGame) -> Option<ServerGame> {
        saved_game_id(path, pgn.tag("Event"), pgn.tag("Site"))
            .map(ServerGame::Lichess)
            .or_else(|| {
                server_game::saved_id(pgn.tag("Mode"), pgn.tag("IccfGame")).map(ServerGame::Iccf)
            })
    }

    /// Why the game at `path` is not resumed, with the command that plays
    /// it.
    fn not_resumed(self, path: PathBuf) -> Message {
        match self {
            ServerGame::Lichess(id) => Message::OnlineGameNotResumed { path, id },
            ServerGame::Iccf(id) => Message::IccfGameNotResumed { path, id },
        }
    }
}

/// Unfinished games of a file, and the number of games.
fn unfinished_games(path: &Path, scheme: &'static Scheme) -> Result<(Vec<Placed>, usize), Failure> {
    let mut found = Vec::new();
    let mut count = 0;
    for pgn in super::pgn_games(path, scheme)? {
        let pgn = pgn?;
        count += 1;
        let written = pgn.tag("Result").or(pgn.result.as_deref()).unwrap_or("*");
        if written == "*" && pgn.fault.is_none() {
            found.push((pgn.number, pgn.span.clone(), ServerGame::of(path, &pgn)));
        }
    }
    Ok((found, count))
}

/// The most recently changed file of the games folder with an unfinished
/// game to play here, and the games folder. A game played on a server
/// (lichess, ICCF) is passed over, and named with the command that plays
/// it when there is no other; so is a link in the games folder, which is
/// never written through when annabella chooses the file: a game there is
/// resumed by naming it.
fn latest_unfinished(scheme: &'static Scheme) -> Result<(PathBuf, PathBuf), Failure> {
    let folder = games_folder().ok_or_else(|| refusal(scheme, &Message::NoUnfinishedGame(None)))?;
    let none = || refusal(scheme, &Message::NoUnfinishedGame(Some(folder.clone())));
    let mut games: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(&folder)
        .map_err(|_| none())?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "pgn"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    games.sort();
    let mut passed = None;
    for (_, path) in games.into_iter().rev() {
        match unfinished_games(&path, scheme).map(|(found, _)| found.last().cloned()) {
            Ok(Some(_)) if files::link_on_the_way(&folder, &path).is_some() => {
                passed.get_or_insert(Message::FileRefused {
                    path,
                    problem: FileProblem::Link,
                });
            }
            Ok(Some((_, _, None))) => return Ok((path, folder)),
            Ok(Some((_, _, Some(server)))) => {
                passed.get_or_insert(server.not_resumed(path));
            }
            _ => {}
        }
    }
    Err(passed.map_or_else(none, |message| refusal(scheme, &message)))
}

/// Looks for a screen reader reading this terminal, as every kind of game
/// does: where one reads it, the reader speaks (`sound.reader`), and a
/// reader on the Linux console (TERM=linux: the console itself, or
/// fenrir's terminal, which is one) gets lines it reads whole.
pub(crate) fn reader_at_hand(sound: &mut SpeakerOptions) -> Surroundings {
    let terminal = io::stdin().is_terminal() && io::stdout().is_terminal();
    let surroundings = if terminal {
        platform::surroundings()
    } else {
        Surroundings::Screen
    };
    sound.reader = surroundings == Surroundings::Reader;
    if sound.reader && std::env::var("TERM").is_ok_and(|term| term == "linux") {
        Language::print_for_console_reader();
    }
    surroundings
}

/// Runs a session in the front end the settings and the terminal call for.
pub(crate) fn drive(
    mut session: Session,
    settings: &Settings,
    notices: Vec<Message>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    out.flush()?;
    let mut sound = speaker_options(settings);
    let ascii = settings.ascii.unwrap_or(false);
    let terminal = io::stdin().is_terminal() && io::stdout().is_terminal();
    let surroundings = reader_at_hand(&mut sound);
    let mut notices: Vec<String> = notices
        .iter()
        .map(|notice| sound.scheme.message(notice, Form::Print, ascii))
        .collect();
    let mut speaker = Speaker::open(&sound);
    // Where a screen reader runs, or the terminal draws no board, line
    // mode unless the player chose.
    let line = settings.line.unwrap_or_else(|| {
        let why = match surroundings {
            Surroundings::Reader => Some(CliText::LineModeChosen),
            Surroundings::PlainTerminal => Some(CliText::LineModePlain),
            Surroundings::Screen => None,
        };
        if let Some(why) = &why {
            let said = sound
                .scheme
                .message(&Message::Cli(why.clone()), Form::Print, ascii);
            let _ = writeln!(out, "{said}");
        }
        why.is_some()
    });
    if terminal && !line {
        // The board says where line mode is, for a screen reader's user
        // whose reader was not found: in what was said, and on the line
        // the cursor rests on until the first key.
        let hint = settings.line.is_none().then(|| {
            let hint = Message::Cli(CliText::LineModeHint);
            sound.scheme.message(&hint, Form::Print, ascii)
        });
        notices.extend(hint.clone());
        let look = board::Look {
            pieces: settings.pieces.unwrap_or_default(),
            theme: settings.theme.unwrap_or(theme::DARK),
            size: settings.board_size.unwrap_or(75),
            ascii,
        };
        // What was said on leaving, once the board has given the screen
        // back.
        for line in board::run(
            &mut session,
            sound.scheme,
            look,
            &mut speaker,
            notices,
            hint,
        )? {
            writeln!(out, "{line}")?;
        }
        return Ok(());
    }
    line::run(
        &mut session,
        sound.scheme,
        ascii,
        settings.prompt.unwrap_or(true),
        &mut speaker,
        Box::new(io::BufReader::new(io::stdin())),
        out,
        &notices,
    )?;
    Ok(())
}

/// `annabella resume [FILE] [--game N]`: goes on from the last move of a
/// saved game, with the clocks, the mode, the players and the engine level
/// as they were saved, and saves the game in its place in the file (or to
/// `--save`); every other game of the file stays as it was, byte for byte.
pub fn resume(
    args: &PlayArgs,
    file: Option<PathBuf>,
    number: Option<usize>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let (config, notices) = config_file();
    let cli = args.command_line(&config)?;
    let scheme = scheme_of(&cli.clone().or(config.clone()));
    let (path, chosen_in) = match file {
        Some(path) => (path, None),
        None => latest_unfinished(scheme).map(|(path, folder)| (path, Some(folder)))?,
    };
    // The game's own file is locked before it is read, and stays locked
    // while the game is played, whichever file it is saved to: a second
    // annabella can neither play it nor read it half-way through a save.
    // A file annabella chose is never one through a link.
    let lock = match &chosen_in {
        Some(folder) => Lock::acquire_own(folder, &path),
        None => Lock::acquire(&path),
    }
    .map_err(|problem| {
        refusal(
            scheme,
            &Message::FileRefused {
                path: path.clone(),
                problem,
            },
        )
    })?;
    let (unfinished, count) = unfinished_games(&path, scheme)?;
    let (number, span, online) = match number.or((count == 0).then_some(1)) {
        Some(n) if n == 0 || n > count => {
            return Err(refusal(
                scheme,
                &Message::NoSuchGame {
                    path: path.clone(),
                    number: n,
                    count,
                },
            ));
        }
        Some(n) => match unfinished.iter().find(|(at, _, _)| *at == n) {
            Some(found) => found.clone(),
            None => {
                let sheet = super::export::nth_sheet(&path, n, scheme)?;
                return Err(refusal(
                    scheme,
                    &Message::GameFinished {
                        path: path.clone(),
                        result: sheet.result,
                    },
                ));
            }
        },
        None => match unfinished.last() {
            Some(found) => found.clone(),
            None => {
                let sheet = super::export::nth_sheet(&path, count, scheme)?;
                return Err(refusal(
                    scheme,
                    &Message::GameFinished {
                        path: path.clone(),
                        result: sheet.result,
                    },
                ));
            }
        },
    };
    if let Some(server) = online {
        return Err(refusal(scheme, &server.not_resumed(path)));
    }
    let in_place = SaveFile::in_place(lock, &path, span).map_err(|problem| {
        refusal(
            scheme,
            &Message::FileRefused {
                path: path.clone(),
                problem,
            },
        )
    })?;
    let sheet = super::export::nth_sheet(&path, number, scheme)?;
    // A game by post is played with its desk, where the opponent's moves
    // come from his mails and both sides' days are counted.
    if sheet.tag(crate::correspondence::notes::SETTINGS).is_some() {
        let name = path
            .file_stem()
            .map(|stem| crate::notation::outside::clean(&stem.to_string_lossy(), 40))
            .unwrap_or_default();
        return Err(refusal(
            scheme,
            &Message::Corr(crate::notation::CorrText::PlayedByPost(name)),
        ));
    }
    let saved = saved(&sheet);
    let own_engine = super::engine_choice::own_engine(&cli.clone().or(config.clone()));
    let from_save = Settings {
        white: saved.players.white.map(|player| PlayerSetting {
            player,
            program: None,
        }),
        black: saved.players.black.map(|player| PlayerSetting {
            player,
            program: None,
        }),
        level: saved.level,
        scheme: saved.scheme,
        two_board: saved.two_board.then_some(true),
        tournament: saved.tournament.then_some(true),
        color: saved.color,
        ..Settings::default()
    };
    let settings = cli.or(from_save).or(config);
    let mut options = session_options(&settings, args.fake_time);
    if settings.white.is_none() {
        options.players.white = Player::Human;
    }
    if settings.black.is_none() {
        options.players.black = Player::Human;
    }
    for color in shakmaty::Color::ALL {
        options.names[color] = sheet
            .tag_or_unknown(color.fold_wb("White", "Black"))
            .to_owned();
    }
    let scheme = options.scheme;
    let ascii = settings.ascii.unwrap_or(false);
    let mut notices = notices;
    let engine_plays = !options.tournament && options.players.iter().any(|&p| p == Player::Engine);
    options.engine.program = if engine_plays {
        let (program, notice) = super::engine_choice::engine_for_resume(
            saved.engine.as_deref(),
            own_engine,
            scheme,
            ascii,
            out,
        )?;
        notices.extend(notice);
        program
    } else {
        own_engine
    };
    let mut session = Session::resume(&sheet, options)
        .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    let plies = session.game().ply();
    let _source_lock = match &args.save {
        Some(other) if !same_file(other, &path) => {
            session.save_to(named_save_file(other, scheme, out)?);
            Some(in_place)
        }
        _ => {
            session.save_to(in_place);
            None
        }
    };
    // Which game goes on is said after who plays what.
    let resuming = Message::Resuming {
        path: path.clone(),
        game: number,
        plies,
    };
    let notices = std::iter::once(resuming).chain(notices).collect();
    signals::install();
    drive(session, &settings, notices, out)
}

/// The options of `annabella review`: how it speaks and shows, and which
/// game.
#[derive(clap::Args, Debug, Default)]
pub struct ReviewArgs {
    /// Game N of the file (the first without it).
    #[arg(long)]
    pub game: Option<usize>,
    /// Line mode: one plain line per announcement, for screen readers and
    /// braille displays (always so when input or output is not a terminal).
    #[arg(long)]
    pub line: bool,
    /// No prompt in line mode at a terminal (the last move and who is to
    /// move, before the line typed).
    #[arg(long)]
    pub no_prompt: bool,
    #[command(flatten)]
    pub speech: VoiceArgs,
    /// A folder of recordings that replace the built-in ones.
    #[arg(long, value_name = "DIR")]
    pub voice_pack: Option<PathBuf>,
    /// The system voice to use, by (part of) its name.
    #[arg(long, value_name = "NAME")]
    pub system_voice: Option<String>,
    #[command(flatten)]
    pub look: LookArgs,
}

impl ReviewArgs {
    pub(crate) fn settings_over(&self, config: Settings) -> Result<Settings, Failure> {
        PlayArgs {
            line: self.line,
            no_prompt: self.no_prompt,
            speech: self.speech.clone(),
            voice_pack: self.voice_pack.clone(),
            system_voice: self.system_voice.clone(),
            look: self.look.clone(),
            ..PlayArgs::default()
        }
        .settings_over(config)
    }
}

/// `annabella review FILE [--game N]`: steps through a game, up to a move
/// that cannot be played when the file has one.
pub fn review(args: &ReviewArgs, file: &Path, out: &mut dyn Write) -> Result<(), Failure> {
    let (config, notices) = config_file();
    let settings = args.settings_over(config)?;
    let index = args.game.unwrap_or(1);
    let scheme = scheme_of(&settings);
    let no_game = |count| {
        refusal(
            scheme,
            &Message::NoSuchGame {
                path: file.to_path_buf(),
                number: index,
                count,
            },
        )
    };
    let mut count = 0;
    let mut found = None;
    for pgn in super::pgn_games(file, scheme)? {
        let pgn = pgn?;
        count += 1;
        if count == index {
            found = Some(pgn);
            break;
        }
    }
    let Some(pgn) = found else {
        return Err(no_game(count));
    };
    let replayed = crate::scoresheet::replay(&pgn, crate::game::DeadPositionTest::Fast);
    let sheet = crate::scoresheet::Scoresheet::from_game(&pgn, &replayed.game);
    let stops = replayed
        .fault
        .map(|fault| (fault.ply.saturating_sub(1), fault.problem.as_record_fault()));
    let options = session_options(&settings, false);
    let greeting = Message::Reviewing {
        path: file.to_path_buf(),
        game: index,
        white: outside::line(sheet.tag_or_unknown("White")),
        black: outside::line(sheet.tag_or_unknown("Black")),
        plies: sheet.moves.len(),
        result: sheet.result.clone(),
    };
    let session = Session::review(&sheet, options, greeting, stops);
    drive(session, &settings, notices, out)
}

/// The game to start: a FEN, a Chess960 position, or the standard one.
fn starting_game(args: &PlayArgs, scheme: &Scheme) -> Result<Game, Failure> {
    match (&args.fen, args.chess960.as_deref()) {
        (Some(fen), _) => {
            let mode = fen
                .trim()
                .parse::<Fen>()
                .map_or(CastlingMode::Standard, |f| {
                    CastlingMode::detect(f.as_setup())
                });
            Game::from_fen(fen, mode)
        }
        (None, Some("random")) => {
            let seed = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos() ^ d.as_secs() as u32);
            Game::chess960(seed % 960)
        }
        (None, Some(number)) => {
            let number: u32 = number.trim().parse().map_err(|_| {
                let problem = SettingProblem::Chess960(number.trim().to_owned());
                let option = "chess960".to_owned();
                refusal(scheme, &Message::BadOption { option, problem })
            })?;
            Game::chess960(number)
        }
        (None, None) => Ok(Game::standard()),
    }
    .map_err(|e| refusal(scheme, &Message::CannotStart(e)))
}

/// `annabella play`: a new game, saved after every move to a file of its
/// own (or to `--save`).
pub fn run(args: &PlayArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let (settings, notices) = resolve(args)?;
    let options = session_options(&settings, args.fake_time);
    let scheme = options.scheme;
    let game = starting_game(args, scheme)?;
    let (file, said) = match &args.save {
        Some(path) => {
            let file = named_save_file(path, scheme, out)?;
            let said = Message::SavingTo(file.path().to_path_buf());
            (Some(file), said)
        }
        None => new_game_file(),
    };
    // Where the game is saved is said after who plays what.
    let notices = std::iter::once(said).chain(notices).collect();
    let mut session = Session::new(game, options);
    if let Some(file) = file {
        session.save_to(file);
    }
    signals::install();
    drive(session, &settings, notices, out)
}
