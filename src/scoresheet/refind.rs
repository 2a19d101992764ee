//! Finding a game again in a file that another program has changed while
//! the game was played: a game was added above it, a tag of another game
//! was edited, the file was sorted. The game is the one with its moves
//! (the same main line, in the same words) and most of its tags; among
//! several, the one with all its tags and its result, then the one nearest
//! where it was.

use std::io::{self, Read, Seek, SeekFrom};
use std::ops::Range;

use super::pgn::{PgnGame, PgnReader};

/// How well a game of the file matches the game looked for: `None` when it
/// cannot be that game.
fn likeness(ours: &PgnGame, theirs: &PgnGame) -> Option<(bool, usize)> {
    let same_moves = ours.moves.len() == theirs.moves.len()
        && ours
            .moves
            .iter()
            .zip(&theirs.moves)
            .all(|(a, b)| a.text == b.text);
    if !same_moves || theirs.fault.is_some() {
        return None;
    }
    let same_tags = ours
        .tags
        .iter()
        .filter(|tag| theirs.tags.contains(tag))
        .count();
    // Most of its tags: a game of other players with the same moves is
    // another game.
    if same_tags * 2 < ours.tags.len() {
        return None;
    }
    let whole = same_tags == ours.tags.len()
        && ours.tags.len() == theirs.tags.len()
        && ours.result == theirs.result;
    Some((whole, same_tags))
}

/// The bytes of the game of `file` that is the game written as `ours`
/// (one PGN game), nearest to byte `near` among equals; `None` when no
/// game of the file is it.
pub fn find_again<R: Read + Seek>(
    mut file: R,
    ours: &[u8],
    near: u64,
) -> io::Result<Option<Range<u64>>> {
    let Some(Ok(ours)) = PgnReader::new(ours).next() else {
        return Ok(None);
    };
    file.seek(SeekFrom::Start(0))?;
    let mut best: Option<((bool, usize), Range<u64>)> = None;
    for game in PgnReader::new(file) {
        let game = game?;
        let Some(likeness) = likeness(&ours, &game) else {
            continue;
        };
        let better = best.as_ref().is_none_or(|(was, span)| {
            likeness > *was
                || (likeness == *was && game.span.start.abs_diff(near) < span.start.abs_diff(near))
        });
        if better {
            best = Some((likeness, game.span));
        }
    }
    Ok(best.map(|(_, span)| span))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    const OURS: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n\n1. d4 d5 *";

    fn found(file: &str, near: u64) -> Option<&str> {
        find_again(Cursor::new(file), OURS.as_bytes(), near)
            .expect("reads")
            .map(|span| &file[span.start as usize..span.end as usize])
    }

    #[test]
    fn a_game_moved_down_by_a_game_above_it_is_found() {
        let file = format!("[Event \"New\"]\n\n1. e4 1-0\n\n{OURS}\n\n[Event \"B\"]\n\n1. c4 *\n");
        assert_eq!(found(&file, 0), Some(OURS));
    }

    #[test]
    fn a_game_with_a_tag_changed_is_found_by_its_moves() {
        let edited = OURS.replace("Anna", "Anne");
        let file = format!("[Event \"A\"]\n\n1. e4 1-0\n\n{edited}\n");
        assert_eq!(found(&file, 0), Some(edited.as_str()));
    }

    #[test]
    fn the_same_moves_by_other_players_are_another_game() {
        let file = "[Event \"Blitz\"]\n[White \"Cem\"]\n[Black \"Dora\"]\n\n1. d4 d5 *\n";
        assert_eq!(found(file, 0), None);
        let longer = OURS.replace(" *", " 2. c4 *");
        assert_eq!(found(&longer, 0), None);
    }

    #[test]
    fn of_two_copies_the_nearer_one() {
        let file = format!("{OURS}\n\n{OURS}\n");
        let second = OURS.len() as u64 + 2;
        let at = |near| {
            find_again(Cursor::new(&file), OURS.as_bytes(), near)
                .expect("reads")
                .map(|span| span.start)
        };
        assert_eq!(at(0), Some(0));
        assert_eq!(at(second + 5), Some(second));
    }
}
