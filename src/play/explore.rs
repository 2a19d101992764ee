//! Looking at the board without changing it: piece lists, scans, legal
//! moves, attackers and defenders, one square. The same in play and review,
//! in line mode and on the board.

use shakmaty::{Chess, Color, File, Rank, Role, Square};

use super::session::Reply;
use crate::notation::{
    Line, attackers_and_defenders, describe_square, legal_moves_from, piece_list, scan_from,
};

pub(super) fn square(text: &str) -> Option<Square> {
    text.trim().parse().ok()
}

fn role(text: &str) -> Option<Role> {
    match text {
        "king" | "koenig" | "könig" | "k" => Some(Role::King),
        "queen" | "dame" | "q" | "d" => Some(Role::Queen),
        "rook" | "turm" | "r" | "t" => Some(Role::Rook),
        "bishop" | "laeufer" | "läufer" | "b" | "l" => Some(Role::Bishop),
        "knight" | "springer" | "n" | "s" => Some(Role::Knight),
        "pawn" | "bauer" | "p" => Some(Role::Pawn),
        _ => None,
    }
}

fn side(text: &str) -> Option<Color> {
    match text {
        "white" | "weiss" | "weiß" | "w" => Some(Color::White),
        "black" | "schwarz" => Some(Color::Black),
        _ => None,
    }
}

/// The exploration commands, given as lower-case words; `None` when the
/// words are not one of them. `view` is the side the board is seen from.
pub(super) fn explore(position: &Chess, words: &[&str], view: Color) -> Option<Reply> {
    let reply = match words {
        ["pieces" | "p" | "figuren", rest @ ..] => {
            let colour = rest.iter().find_map(|w| side(w));
            let kind = rest.iter().find_map(|w| role(w));
            Reply::say(piece_list(position, colour, kind))
        }
        ["scan" | "s", target] => {
            let line = match target.chars().next() {
                Some(c @ 'a'..='h') if target.len() == 1 => File::from_char(c).map(Line::File),
                Some(c @ '1'..='8') if target.len() == 1 => Rank::from_char(c).map(Line::Rank),
                _ => None,
            };
            match line {
                Some(line) => Reply::say(scan_from(position, line, view)),
                None => Reply::plain("scan needs a file a-h or a rank 1-8."),
            }
        }
        ["legal" | "moves-of", target] => match square(target) {
            Some(sq) => Reply::say(legal_moves_from(position, sq)),
            None => Reply::plain("legal needs a square, like g1."),
        },
        ["attackers" | "a", target] => match square(target) {
            Some(sq) => Reply::say(attackers_and_defenders(position, sq)),
            None => Reply::plain("attackers needs a square, like e4."),
        },
        ["square" | "sq", target] => match square(target) {
            Some(sq) => Reply::say(describe_square(position, sq)),
            None => Reply::plain("square needs a square, like e4."),
        },
        _ => return None,
    };
    Some(reply)
}
