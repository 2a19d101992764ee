//! Whether a player can still mate by any series of legal moves: the test of
//! a dead position (article 5.2.2) and of a flag fall (article 6.9).
//!
//! The analysis is the helpmate search of `chasolver`, which works on the
//! board type of the `chess` crate; positions are handed over square by
//! square. Chess960 castling rights are left out, as that crate cannot hold
//! them; castling never decides whether a mate is still possible in practice.

use chasolver::Winnability;
use shakmaty::{CastlingSide, Chess, Color, Position, Role};

/// How thoroughly to look for a helpmate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DeadPositionTest {
    /// `chasolver`'s fast check: microseconds, sound but incomplete. It proves
    /// many dead positions and otherwise says "cannot tell", read as "alive".
    Fast,
    /// The full helpmate search: decides practically every position, but may
    /// take seconds on rare ones.
    Full,
}

/// Can `winner` checkmate the opponent by any series of legal moves from
/// `position`? `None` where the analysis could not decide.
///
/// With [`DeadPositionTest::Fast`] the answer is `Some(false)` or `None`.
pub fn can_mate(position: &Chess, winner: Color, test: DeadPositionTest) -> Option<bool> {
    let board = to_chess_board(position)?;
    let winner = to_chess_color(winner);
    match test {
        DeadPositionTest::Fast => {
            if chasolver::is_unwinnable_fast(&board, winner) {
                Some(false)
            } else {
                None
            }
        }
        DeadPositionTest::Full => match chasolver::winnability(&board, winner)? {
            Winnability::Winnable { .. } => Some(true),
            Winnability::Unwinnable => Some(false),
        },
    }
}

/// Is the position dead (article 5.2.2): can neither player mate by any
/// series of legal moves? `None` where the analysis could not decide.
pub fn is_dead(position: &Chess, test: DeadPositionTest) -> Option<bool> {
    let mut undecided = false;
    for color in [position.turn(), !position.turn()] {
        match can_mate(position, color, test) {
            Some(true) => return Some(false),
            Some(false) => {}
            // The fast test proves only "cannot mate": once one side is
            // undecided, the position cannot be shown dead.
            None if test == DeadPositionTest::Fast => return None,
            None => undecided = true,
        }
    }
    if undecided { None } else { Some(true) }
}

/// The material of a side in pawns, to ask first about the side more likely
/// to mate.
fn material(position: &Chess, color: Color) -> u32 {
    let board = position.board();
    let side = board.by_color(color);
    [
        (Role::Queen, 9),
        (Role::Rook, 5),
        (Role::Bishop, 3),
        (Role::Knight, 3),
        (Role::Pawn, 1),
    ]
    .into_iter()
    .map(|(role, value)| (board.by_role(role) & side).count() as u32 * value)
    .sum()
}

/// Whether a mate can still be reached from the position by legal moves,
/// for either side, shown by the full helpmate search finding one. `false`
/// where the position is dead or the search could not decide. The side
/// more likely to mate is asked first: `likely` (the winner a scoresheet
/// names), else the one with more material.
pub fn last_position_alive(position: &Chess, likely: Option<Color>) -> bool {
    if position.is_checkmate() {
        return true;
    }
    let mut sides = [position.turn(), !position.turn()];
    if material(position, sides[1]) > material(position, sides[0]) {
        sides.swap(0, 1);
    }
    if likely == Some(sides[1]) {
        sides.swap(0, 1);
    }
    sides
        .into_iter()
        .any(|color| can_mate(position, color, DeadPositionTest::Full) == Some(true))
}

fn to_chess_color(color: Color) -> chess::Color {
    match color {
        Color::White => chess::Color::White,
        Color::Black => chess::Color::Black,
    }
}

fn to_chess_piece(role: Role) -> chess::Piece {
    match role {
        Role::Pawn => chess::Piece::Pawn,
        Role::Knight => chess::Piece::Knight,
        Role::Bishop => chess::Piece::Bishop,
        Role::Rook => chess::Piece::Rook,
        Role::Queen => chess::Piece::Queen,
        Role::King => chess::Piece::King,
    }
}

/// The same position on the `chess` crate's board, or `None` where that crate
/// refuses it (it is stricter about some constructed positions).
fn to_chess_board(position: &Chess) -> Option<chess::Board> {
    let mut builder = chess::BoardBuilder::new();
    for (square, piece) in position.board() {
        let square = chess::Square::make_square(
            chess::Rank::from_index(usize::from(square.rank())),
            chess::File::from_index(usize::from(square.file())),
        );
        builder.piece(
            square,
            to_chess_piece(piece.role),
            to_chess_color(piece.color),
        );
    }
    builder.side_to_move(to_chess_color(position.turn()));
    for color in Color::ALL {
        builder.castle_rights(
            to_chess_color(color),
            standard_castle_rights(position, color),
        );
    }
    if let Some(square) = position.legal_ep_square() {
        builder.en_passant(Some(chess::File::from_index(usize::from(square.file()))));
    }
    chess::Board::try_from(&builder).ok()
}

/// Castling rights as the `chess` crate holds them: only with the rooks on
/// their standard squares and the king on the e-file; otherwise none.
fn standard_castle_rights(position: &Chess, color: Color) -> chess::CastleRights {
    let castles = position.castles();
    let king_home = shakmaty::Square::from_coords(shakmaty::File::E, color.backrank());
    if position.board().king_of(color) != Some(king_home) {
        return chess::CastleRights::NoRights;
    }
    let standard_rook = |side: CastlingSide| {
        castles.rook(color, side)
            == Some(shakmaty::Square::from_coords(
                match side {
                    CastlingSide::KingSide => shakmaty::File::H,
                    CastlingSide::QueenSide => shakmaty::File::A,
                },
                color.backrank(),
            ))
    };
    match (
        standard_rook(CastlingSide::KingSide),
        standard_rook(CastlingSide::QueenSide),
    ) {
        (true, true) => chess::CastleRights::Both,
        (true, false) => chess::CastleRights::KingSide,
        (false, true) => chess::CastleRights::QueenSide,
        (false, false) => chess::CastleRights::NoRights,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("test FEN parses")
            .into_position(CastlingMode::Standard)
            .expect("test FEN is legal")
    }

    #[test]
    fn bare_kings_are_dead_in_both_tests() {
        let kings = position("8/8/4k3/8/8/2K5/8/8 w - - 0 1");
        assert_eq!(is_dead(&kings, DeadPositionTest::Fast), Some(true));
        assert_eq!(is_dead(&kings, DeadPositionTest::Full), Some(true));
    }

    #[test]
    fn the_starting_position_is_alive() {
        let start = Chess::default();
        assert_eq!(is_dead(&start, DeadPositionTest::Full), Some(false));
        assert_eq!(
            can_mate(&start, Color::Black, DeadPositionTest::Full),
            Some(true)
        );
    }

    #[test]
    fn castling_rights_cross_over_as_the_chess_crate_reads_them() {
        let board = to_chess_board(&Chess::default()).expect("start position converts");
        assert_eq!(
            board.castle_rights(chess::Color::White),
            chess::CastleRights::Both
        );
        assert_eq!(
            board.castle_rights(chess::Color::Black),
            chess::CastleRights::Both
        );
        let rookless = position("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        let board = to_chess_board(&rookless).expect("converts");
        assert_eq!(
            board.castle_rights(chess::Color::White),
            chess::CastleRights::QueenSide
        );
    }
}
