//! Looking at the board without changing it: piece lists, scans, legal
//! moves, attackers and defenders, one square. The same in play and review,
//! in line mode and on the board.

use shakmaty::{Chess, Color, File, Position, Rank, Role, Square};

use super::command::Command;
use super::reply::Reply;
use crate::notation::Message;
use crate::notation::message::BoardRank;
use crate::notation::{
    attackers_and_defenders, describe_square, legal_moves_from, piece_lines, scan_lines,
};

/// The answer to an exploration command; `None` for any other command.
/// `view` is the side the board is seen from.
pub(super) fn explore(position: &Chess, command: &Command, view: Color) -> Option<Reply> {
    let lines = match *command {
        Command::Board => return Some(Reply::told(board_rows(position, view))),
        Command::Pieces { side, role } => piece_lines(position, side, role),
        Command::Scan(line) => scan_lines(position, line, view),
        _ => return explore_one(position, command).map(Reply::said),
    };
    let mut reply = Reply::default();
    for line in lines {
        reply.list(line);
    }
    Some(reply)
}

/// The position as eight short lines, seen from `view`'s side: each rank
/// with its pieces, empty squares between.
fn board_rows(position: &Chess, view: Color) -> Message {
    let mut ranks: Vec<BoardRank> = Rank::ALL
        .iter()
        .rev()
        .map(|&rank| {
            let mut squares: Vec<Option<(Color, Role)>> = File::ALL
                .iter()
                .map(|&file| {
                    let piece = position.board().piece_at(Square::from_coords(file, rank));
                    piece.map(|p| (p.color, p.role))
                })
                .collect();
            if view == Color::Black {
                squares.reverse();
            }
            BoardRank {
                number: u32::from(rank) + 1,
                squares,
            }
        })
        .collect();
    if view == Color::Black {
        ranks.reverse();
    }
    Message::Position(ranks)
}

/// The answers of one line: legal moves, attackers, one square.
fn explore_one(position: &Chess, command: &Command) -> Option<crate::notation::Announcement> {
    let words = match *command {
        Command::Legal(square) => legal_moves_from(position, square),
        Command::Attackers(square) => attackers_and_defenders(position, square),
        Command::Square(square) => describe_square(position, square),
        _ => return None,
    };
    Some(words)
}
