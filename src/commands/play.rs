//! `annabella play`: a game in line mode.

use std::io::{self, Write};
use std::path::PathBuf;

use shakmaty::CastlingMode;
use shakmaty::fen::Fen;

use super::Failure;
use crate::game::{Game, TimeControl};
use crate::play::{Session, SessionOptions, line};
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
    };
    let mut session = Session::new(game, options);
    let mut speaker = Speaker::open(sound);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    line::run(
        &mut session,
        sound.scheme,
        args.ascii,
        &mut speaker,
        &mut input,
        out,
    )?;
    Ok(())
}
