//! Looking at the board without changing it: piece lists, scans, legal
//! moves, attackers and defenders, one square. The same in play and review,
//! in line mode and on the board.

use shakmaty::{Chess, Color};

use super::command::Command;
use super::reply::Reply;
use crate::notation::{
    attackers_and_defenders, describe_square, legal_moves_from, piece_list, scan_from,
};

/// The answer to an exploration command; `None` for any other command.
/// `view` is the side the board is seen from.
pub(super) fn explore(position: &Chess, command: &Command, view: Color) -> Option<Reply> {
    let words = match *command {
        Command::Pieces { side, role } => piece_list(position, side, role),
        Command::Scan(line) => scan_from(position, line, view),
        Command::Legal(square) => legal_moves_from(position, square),
        Command::Attackers(square) => attackers_and_defenders(position, square),
        Command::Square(square) => describe_square(position, square),
        _ => return None,
    };
    Some(Reply::said(words))
}
