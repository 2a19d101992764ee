//! The correspondence games of the games folder: each in a folder of its
//! own (`correspondence/NAME/NAME.pgn`, its cards beside it), made with
//! `corr new`, named with `corr list`, played with `corr NAME` in line
//! mode, with everything of line mode and the commands of the post.

use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};

use shakmaty::{ByColor, Color, Position};

use super::desk::CorrDesk;
use super::notes::{Game, SETTINGS, Settings};
use super::reckoning::Control;
use crate::notation::date::Date;
use crate::notation::message::Standing;
use crate::notation::{CorrText, FileProblem, Form, Message, Scheme};
use crate::play::{Player, Session, SessionOptions, line};
use crate::scoresheet::files::{self, Lock};
use crate::scoresheet::save::SaveFile;
use crate::scoresheet::{PgnReader, Scoresheet};
use crate::sound::{Speaker, SpeakerOptions};

/// The longest game file read.
const LONGEST: u64 = 4 * 1024 * 1024;

/// What every correspondence command is given by the command line.
pub struct Setup {
    /// The games folder, when there is one.
    pub games: Option<PathBuf>,
    pub today: Date,
    pub speaker: SpeakerOptions,
    pub ascii: bool,
    pub printed: Form,
    /// The prompt at a terminal (`--no-prompt` turns it off).
    pub prompt: bool,
    /// Hints and evaluation may be asked for (ICCF allows engines).
    pub help: bool,
    /// The player's own name (config `name`), for the cards and the PGN.
    pub name: Option<String>,
    /// The player's mail folder (config `mail_folder`).
    pub mail_folder: Option<PathBuf>,
}

/// A game to make.
pub struct NewGame {
    pub name: String,
    pub me: Color,
    pub opponent: Option<String>,
    pub control: Control,
    pub due: u32,
    /// The opponent's mail address.
    pub email: Option<String>,
}

/// A game's name: letters, digits, `-` and `_`, a letter or digit first,
/// at most 40.
fn checked(name: &str) -> Result<(), Message> {
    let fits = name.chars().count() <= 40
        && name.chars().next().is_some_and(char::is_alphanumeric)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    if fits {
        Ok(())
    } else {
        Err(Message::Corr(CorrText::BadName(
            crate::notation::outside::clean(name, 40),
        )))
    }
}

/// The folder of all correspondence games.
fn all_games(setup: &Setup) -> Result<PathBuf, Message> {
    setup
        .games
        .as_ref()
        .map(|games| super::desk::games_folder(games))
        .ok_or(Message::FolderUnusable {
            folder: None,
            problem: FileProblem::NoFolder,
            instead: None,
        })
}

/// Refuses a game whose folder or file is a link: a game's folder and
/// its files are named by annabella, and nothing is written through a
/// link there (the correspondence folder itself may be one the player
/// made). The line names the link.
fn no_link(root: &Path, path: &Path) -> Result<(), Message> {
    match files::link_on_the_way(root, path) {
        Some(link) => Err(Message::FileRefused {
            path: link,
            problem: FileProblem::Link,
        }),
        None => Ok(()),
    }
}

/// A game's folder and file.
fn place(setup: &Setup, name: &str) -> Result<(PathBuf, PathBuf), Message> {
    checked(name)?;
    let folder = all_games(setup)?.join(name);
    let file = folder.join(format!("{name}.pgn"));
    Ok((folder, file))
}

fn options(setup: &Setup, me: Color) -> SessionOptions {
    let mut options = SessionOptions::new(setup.speaker.scheme);
    options.players = ByColor::new_with(|_| Player::Human);
    options.help = setup.help;
    options.printed = setup.printed;
    options.correspondence = true;
    options.color = me;
    options
}

/// `corr new`: the game made and saved at once, so that it is there
/// before its first move, and opened.
pub fn create(setup: &Setup, new: &NewGame) -> Result<(Session, CorrDesk, Vec<Message>), Message> {
    let (folder, path) = place(setup, &new.name)?;
    let root = all_games(setup)?;
    no_link(&root, &path)?;
    if path.exists() {
        return Err(Message::Corr(CorrText::GameExists(new.name.clone())));
    }
    files::make_own_folder(&root, &folder)
        .map_err(|(path, problem)| Message::FileRefused { path, problem })?;
    let file = SaveFile::create_own(&root, &path).map_err(|problem| Message::FileRefused {
        path: path.clone(),
        problem,
    })?;
    let scheme = setup.speaker.scheme;
    let mut options = options(setup, new.me);
    options.date = setup.today.pgn();
    if let Some(opponent) = &new.opponent {
        options.names[!new.me] = crate::notation::outside::clean(opponent, 80);
    }
    if let Some(name) = &setup.name {
        options.names[new.me] = crate::notation::outside::clean(name, 80);
    }
    let settings = Settings {
        me: new.me,
        control: new.control,
        due: new.due,
    };
    options.tags = vec![
        ("Event".into(), event(scheme)),
        (SETTINGS.into(), settings.tag()),
    ];
    if let Some(email) = &new.email {
        options
            .tags
            .push((super::notes::EMAIL.into(), email.clone()));
    }
    let mut session = Session::new(crate::game::Game::standard(), options);
    session.save_to(file);
    let saved = session.save_now();
    let mut notices: Vec<Message> = saved.lines.iter().filter_map(told).collect();
    notices.insert(
        0,
        Message::Corr(CorrText::Created {
            name: new.name.clone(),
            path: path.clone(),
        }),
    );
    let desk = CorrDesk::new(
        new.name.clone(),
        folder,
        setup.today,
        scheme,
        setup.mail_folder.clone(),
    );
    notices.push(opened(&desk));
    Ok((session, desk, notices))
}

fn told(line: &crate::play::Line) -> Option<Message> {
    match line {
        crate::play::Line::Told(message) => Some(message.clone()),
        _ => None,
    }
}

/// The event a correspondence game is written under.
fn event(scheme: &Scheme) -> String {
    if scheme.name == crate::notation::FIDE.name {
        "Fernschach".into()
    } else {
        "Correspondence".into()
    }
}

/// The first line of a game: its name.
fn opened(desk: &CorrDesk) -> Message {
    Message::Corr(CorrText::Opened(desk.name.clone()))
}

/// Reads the first game of a locked file.
fn sheet_of(lock: &Lock, path: &Path) -> Result<Scoresheet, Message> {
    let refused = |problem| Message::FileRefused {
        path: path.to_path_buf(),
        problem,
    };
    let file = lock.reader().map_err(|e| refused(FileProblem::from(&e)))?;
    let mut reader = PgnReader::new(std::io::BufReader::new(file.take(LONGEST)));
    let game = reader
        .next()
        .ok_or(refused(FileProblem::NoGame))?
        .map_err(|e| refused(FileProblem::from(&e)))?;
    Scoresheet::from_pgn(&game).map_err(|_| refused(FileProblem::NoGame))
}

/// `corr NAME`: the game opened where it stands.
pub fn open(setup: &Setup, name: &str) -> Result<(Session, CorrDesk, Vec<Message>), Message> {
    let (folder, path) = place(setup, name)?;
    let root = all_games(setup)?;
    no_link(&root, &path)?;
    if !path.exists() {
        return Err(Message::Corr(CorrText::NoSuchGame(name.to_owned())));
    }
    let lock = Lock::acquire_own(&root, &path).map_err(|problem| Message::FileRefused {
        path: path.clone(),
        problem,
    })?;
    let sheet = sheet_of(&lock, &path)?;
    let length = std::fs::metadata(&path).map_or(0, |m| m.len());
    let Some(corr) = Game::of(&sheet, setup.today) else {
        return Err(Message::Corr(CorrText::NoSuchGame(name.to_owned())));
    };
    let me = corr.settings.me;
    if sheet.is_finished() {
        return Err(Message::GameFinished {
            path,
            result: sheet.end.map_or(sheet.result.clone(), |v| v.pgn_result()),
        });
    }
    let mut options = options(setup, me);
    for color in Color::ALL {
        options.names[color] = sheet
            .tag_or_unknown(color.fold_wb("White", "Black"))
            .to_owned();
    }
    // The player's name, where the game has only her side's word.
    if let Some(name) = &setup.name {
        let written = sheet.tag(me.fold_wb("White", "Black")).unwrap_or("?");
        let side_word = ["?", "Weiß", "White", "Schwarz", "Black"].contains(&written)
            || written == setup.speaker.scheme.side(me);
        if side_word {
            options.names[me] = crate::notation::outside::clean(name, 80);
        }
    }
    let mut session = Session::resume(&sheet, options).map_err(|_| Message::FileRefused {
        path: path.clone(),
        problem: FileProblem::NoGame,
    })?;
    let file =
        SaveFile::in_place(lock, &path, 0..length).map_err(|problem| Message::FileRefused {
            path: path.clone(),
            problem,
        })?;
    session.save_to(file);
    let desk = CorrDesk::new(
        name.to_owned(),
        folder,
        setup.today,
        setup.speaker.scheme,
        setup.mail_folder.clone(),
    );
    let notices = vec![opened(&desk), Message::SavingTo(path)];
    Ok((session, desk, notices))
}

/// `corr list`: every game, whose move it is, the replies due.
pub fn list(setup: &Setup) -> Result<Vec<Message>, Message> {
    let folder = all_games(setup)?;
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.path().is_dir())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| checked(name).is_ok())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut listed = Vec::new();
    for name in names {
        let path = folder.join(&name).join(format!("{name}.pgn"));
        let Ok(lock) = Lock::acquire_own(&folder, &path) else {
            continue;
        };
        let Ok(sheet) = sheet_of(&lock, &path) else {
            continue;
        };
        drop(lock);
        let Some(game) = Game::of(&sheet, setup.today) else {
            continue;
        };
        let mine = game.record.times(setup.today)[game.settings.me];
        listed.push(Message::Corr(CorrText::Listed {
            used: i32::try_from(mine.used).unwrap_or(i32::MAX),
            left: i32::try_from(mine.left).unwrap_or(i32::MIN),
            opponent: {
                let tag = (!game.settings.me).fold_wb("White", "Black");
                sheet.tag(tag).filter(|n| *n != "?").map(str::to_owned)
            },
            name,
            me: game.settings.me,
            standing: Box::new(standing(&sheet, &game, setup.today)),
        }));
    }
    if listed.is_empty() {
        listed.push(Message::Corr(CorrText::NoGames));
    }
    Ok(listed)
}

/// How a game stands, for the list.
fn standing(sheet: &Scoresheet, game: &Game, today: Date) -> Standing {
    if sheet.is_finished() {
        return Standing::Over {
            result: sheet.end.map_or(sheet.result.clone(), |v| v.pgn_result()),
            end: sheet.verdict().as_ref().map(crate::notation::game_end),
        };
    }
    if game.unsent().is_some() {
        return Standing::ToSend;
    }
    let turn = sheet
        .positions()
        .last()
        .map_or(Color::White, |(before, _)| !before.turn());
    if turn != game.settings.me {
        return Standing::OpponentsMove;
    }
    let since = game.record.thinking_since();
    let due = game
        .record
        .reply_due(game.settings.due)
        .filter(|&due| today >= due);
    Standing::MyMove {
        since: since.map(|d| d.to_string()),
        due: due.map(|d| d.to_string()),
        overdue: due.is_some_and(|due| today > due),
    }
}

/// Plays a game in line mode until the player leaves.
pub fn play(
    setup: &Setup,
    mut session: Session,
    mut desk: CorrDesk,
    notices: Vec<Message>,
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let scheme = setup.speaker.scheme;
    for notice in notices {
        writeln!(out, "{}", scheme.message(&notice, Form::Print, setup.ascii))?;
    }
    let mut speaker = Speaker::open(&setup.speaker);
    line::run_at(
        &mut session,
        Some(&mut desk),
        scheme,
        setup.ascii,
        setup.prompt,
        &mut speaker,
        input,
        out,
        &[],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_s_name_is_a_plain_file_name() {
        for good in ["bob", "Anna-Bob_2026", "ibca7", "Jörg"] {
            assert!(checked(good).is_ok(), "{good}");
        }
        for bad in ["", "../x", "-x", "a b", ".hidden", "a/b", &"x".repeat(41)] {
            assert!(checked(bad).is_err(), "{bad}");
        }
    }
}
