//! A server game as a session: its start (its own position where the
//! server gives one), the moves of its PGN movetext read as ICCF writes
//! them, its players, event and ratings as tags, and its file
//! `iccf-ID.pgn` in the games folder.

use shakmaty::{CastlingMode, Chess, Move, Position};

use super::iccf::{my_side, opponent};
use super::xfcc::XfccGame;
use crate::notation::{CorrText, IccfText, Message, outside};
use crate::play::Session;
use crate::scoresheet::read_move;

fn told(text: IccfText) -> Message {
    Message::Corr(CorrText::Iccf(text))
}

/// The moves of a game's movetext (`1.e4 e5 2.Nf3`), read from `start`:
/// each move, or the half-move that does not read and its text.
pub fn moves_of(movetext: &str, start: &Chess) -> Result<Vec<Move>, (usize, String)> {
    let mut position = start.clone();
    let mut moves = Vec::new();
    for word in movetext.split_whitespace() {
        // A number, joined to its move or not: `12.`, `12...`, `12.Nf3`.
        let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if word.is_empty() || matches!(word, "*" | "1-0" | "0-1" | "1/2-1/2" | "½-½") {
            continue;
        }
        // ICCF writes an en passant capture with `ep` after it.
        let san = word.strip_suffix("ep").unwrap_or(word);
        match read_move(&position, san) {
            Ok(m) => {
                position.play_unchecked(m);
                moves.push(m);
            }
            Err(_) => return Err((moves.len() + 1, outside::clean(word, 20))),
        }
    }
    Ok(moves)
}

/// The start of a game: its own position when the server gives one
/// (Chess960 among them), else the usual one.
pub fn start_of(game: &XfccGame) -> Result<crate::game::Game, IccfText> {
    let variant = game.field("variant");
    let mode = if variant.eq_ignore_ascii_case("chess960") {
        CastlingMode::Chess960
    } else if variant.is_empty() || variant.eq_ignore_ascii_case("chess") {
        CastlingMode::Standard
    } else {
        return Err(IccfText::Variant(outside::clean(variant, 30)));
    };
    match game.setup_fen() {
        Some(fen) => crate::game::Game::from_fen(fen, mode)
            .map_err(|_| IccfText::Variant(outside::clean(fen, 80))),
        None => Ok(crate::game::Game::standard()),
    }
}

/// The ICCF game a saved game is, when it is one: saved by `annabella
/// iccf` with the tags `[Mode "XFCC"]` and `[IccfGame "ID"]` (see
/// [`session_for`]). Such a game is played on with `annabella iccf --game
/// ID`, never offline: a move made there would never reach ICCF.
pub fn saved_id(mode: Option<&str>, id: Option<&str>) -> Option<String> {
    let id = id?.trim();
    let clean = !id.is_empty() && id.len() <= 40 && id.chars().all(|c| c.is_ascii_alphanumeric());
    (mode?.trim().eq_ignore_ascii_case("XFCC") && clean).then(|| id.to_owned())
}

/// A session of a server game, saved as `iccf-ID.pgn` in `folder`, and
/// the notices said as it opens.
pub fn session_for(
    game: &XfccGame,
    folder: Option<&std::path::Path>,
    options: crate::play::SessionOptions,
) -> Result<(Session, Vec<Message>), Message> {
    let mut played = start_of(game).map_err(told)?;
    let start = played.start().clone();
    let moves = moves_of(game.field("moves"), &start)
        .map_err(|(ply, text)| told(IccfText::BadServerMove { ply, text }))?;
    for m in moves {
        if played.verdict().is_some() {
            break;
        }
        played.play(m).map_err(|_| {
            told(IccfText::BadServerMove {
                ply: played.ply() + 1,
                text: String::new(),
            })
        })?;
    }
    let me = my_side(game);
    let mut options = options;
    options.correspondence = true;
    options.color = me;
    options.names = shakmaty::ByColor {
        white: game.shown("white"),
        black: game.shown("black"),
    };
    let date = game.field("eventDate").replace('-', ".");
    if !date.is_empty() {
        options.date = outside::clean(&date, 10);
    }
    let event = game.shown("event");
    options.tags = vec![
        (
            "Event".into(),
            if event.is_empty() {
                "ICCF".into()
            } else {
                event.clone()
            },
        ),
        ("Site".into(), "ICCF".into()),
        ("Mode".into(), "XFCC".into()),
        ("IccfGame".into(), game.id()),
    ];
    for (tag, field) in [("WhiteElo", "whiteElo"), ("BlackElo", "blackElo")] {
        let elo = game.field(field);
        if !elo.is_empty() && elo.bytes().all(|b| b.is_ascii_digit()) && elo != "0" {
            options.tags.push((tag.into(), elo.to_owned()));
        }
    }
    let mut session = Session::new(played, options);
    let mut notices = vec![told(IccfText::Playing {
        id: game.id(),
        me,
        opponent: opponent(game),
        event,
    })];
    match folder {
        Some(folder) => {
            let name = format!("iccf-{}.pgn", game.id());
            let path = folder.join(&name);
            match crate::scoresheet::save::SaveFile::server_game(folder, &name) {
                Ok((file, problem)) => {
                    let instead = file.path().to_path_buf();
                    session.save_to(file);
                    let saved = session.save_now();
                    notices.push(match problem {
                        None => Message::SavingTo(instead),
                        Some(problem) => Message::SavedElsewhere {
                            path,
                            problem,
                            instead,
                        },
                    });
                    notices.extend(saved.lines.into_iter().filter_map(|line| match line {
                        crate::play::Line::Told(message) => Some(message),
                        _ => None,
                    }));
                }
                Err(problem) => notices.push(Message::FileRefused { path, problem }),
            }
        }
        None => notices.push(Message::FolderUnusable {
            folder: None,
            problem: crate::notation::FileProblem::NoFolder,
            instead: None,
        }),
    }
    Ok((session, notices))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ICCF's movetext, numbers joined to moves or not, an en passant
    /// capture with ICCF's `ep`.
    #[test]
    fn the_server_s_moves_are_read() {
        let moves = moves_of("1.e4 d5 2. e5 f5 3.exf6ep Nxf6 *", &Chess::default()).expect("moves");
        assert_eq!(moves.len(), 6);
        assert_eq!(
            moves_of("1.e4 e5 2.Ke3", &Chess::default()),
            Err((3, "Ke3".into()))
        );
    }

    /// A game is ICCF's by the tags its save writes, not by its name: a
    /// forged id (a command hidden in it) is no ICCF game.
    #[test]
    fn an_iccf_game_is_known_by_its_tags() {
        assert_eq!(saved_id(Some("XFCC"), Some("4711")), Some("4711".into()));
        assert_eq!(saved_id(None, Some("4711")), None);
        assert_eq!(saved_id(Some("OTB"), Some("4711")), None);
        assert_eq!(saved_id(Some("XFCC"), Some("47; rm -rf ~")), None);
        assert_eq!(saved_id(Some("XFCC"), Some("")), None);
    }
}
