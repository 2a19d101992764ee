//! `annabella play`: a game in line mode.

use std::io::{self, Write};
use std::path::PathBuf;

use shakmaty::CastlingMode;
use shakmaty::fen::Fen;

use super::Failure;
use crate::game::{FakeTime, MonotonicTime};
use crate::game::{Game, TimeControl};
use crate::play::{Session, SessionOptions, SessionTime, line};
use crate::sound::{Speaker, SpeakerOptions};

/// Where games are saved unless `--save` says otherwise:
/// `$XDG_DATA_HOME/annabella/games/`, else `~/.local/share/annabella/games/`.
pub fn games_folder() -> Option<PathBuf> {
    let data = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".local/share"))
        })?;
    Some(data.join("annabella").join("games"))
}

pub struct PlayArgs {
    pub fen: Option<String>,
    pub chess960: Option<u32>,
    pub time: String,
    pub save: Option<PathBuf>,
    pub ascii: bool,
    /// A practice clock that moves only by `wait SECONDS`.
    pub fake_time: bool,
}

/// The most recently changed unfinished game in the games folder.
fn latest_unfinished() -> Result<PathBuf, Failure> {
    let folder =
        games_folder().ok_or_else(|| Failure::input("no games folder (HOME is not set)"))?;
    let mut games: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(&folder)
        .map_err(|e| Failure::input(format!("no saved games in {}: {e}", folder.display())))?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "pgn"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    games.sort();
    games
        .into_iter()
        .rev()
        .map(|(_, path)| path)
        .find(|path| {
            std::fs::read_to_string(path).is_ok_and(|text| text.contains("[Result \"*\"]"))
        })
        .ok_or_else(|| Failure::input(format!("no unfinished game in {}", folder.display())))
}

/// `annabella resume [FILE]`: goes on from the last move of a saved game,
/// with the clocks as they were saved, saving to the same file.
pub fn resume(
    file: Option<PathBuf>,
    ascii: bool,
    sound: &SpeakerOptions,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let path = match file {
        Some(path) => path,
        None => latest_unfinished()?,
    };
    let sheet = super::export::read_sheets(&path)?
        .into_iter()
        .last()
        .ok_or_else(|| Failure::input(format!("{}: no game found", path.display())))?;
    let options = SessionOptions {
        scheme: sound.scheme,
        time_control: TimeControl::none(),
        save: Some(path.clone()),
        white: sheet.tag_or_unknown("White").to_owned(),
        black: sheet.tag_or_unknown("Black").to_owned(),
        time: SessionTime::Monotonic(MonotonicTime::new()),
    };
    let mut session = Session::resume(&sheet, options)
        .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    writeln!(
        out,
        "Resuming {} after {} half-moves.",
        path.display(),
        session.game().ply()
    )?;
    let mut speaker = Speaker::open(sound);
    line::run(
        &mut session,
        sound.scheme,
        ascii,
        &mut speaker,
        Box::new(io::BufReader::new(io::stdin())),
        out,
    )?;
    Ok(())
}

pub fn run(args: PlayArgs, sound: &SpeakerOptions, out: &mut dyn Write) -> Result<(), Failure> {
    let time_control: TimeControl = args
        .time
        .parse()
        .map_err(|e: crate::game::TimeControlError| Failure::input(e.to_string()))?;
    let game = match (&args.fen, args.chess960) {
        (Some(fen), _) => {
            let mode = fen
                .trim()
                .parse::<Fen>()
                .map_or(CastlingMode::Standard, |f| {
                    CastlingMode::detect(f.as_setup())
                });
            Game::from_fen(fen, mode)
        }
        (None, Some(number)) => Game::chess960(number),
        (None, None) => Ok(Game::standard()),
    }
    .map_err(|e| Failure::input(e.to_string()))?;
    let save = match args.save {
        Some(path) => Some(path),
        None => games_folder().and_then(|folder| {
            std::fs::create_dir_all(&folder).ok()?;
            let stamp = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .unwrap_or(0);
            Some(folder.join(format!("game-{stamp}.pgn")))
        }),
    };
    if let Some(path) = &save {
        writeln!(out, "Saving to {} after every move.", path.display())?;
    }
    let options = SessionOptions {
        scheme: sound.scheme,
        time_control,
        save,
        white: "White".into(),
        black: "Black".into(),
        time: if args.fake_time {
            SessionTime::Fake(FakeTime::new())
        } else {
            SessionTime::Monotonic(MonotonicTime::new())
        },
    };
    let mut session = Session::new(game, options);
    let mut speaker = Speaker::open(sound);
    line::run(
        &mut session,
        sound.scheme,
        args.ascii,
        &mut speaker,
        Box::new(io::BufReader::new(io::stdin())),
        out,
    )?;
    Ok(())
}
