//! Touch-move (articles 4.3, 4.4 and 4.5): which moves a player may make
//! after touching pieces on the board, given the squares in the order
//! touched.

use shakmaty::{Chess, Move, Position, Role, Square};

/// What touching pieces obliges the player to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TouchRule {
    /// Article 4.3.1: this own piece, the first touched that can move,
    /// must be moved.
    Move(Square),
    /// Article 4.3.2: this opponent's piece, the first touched that can be
    /// captured, must be captured.
    Capture(Square),
    /// Article 4.3.3: the own piece touched must capture the opponent's
    /// piece touched.
    CaptureWith { piece: Square, target: Square },
    /// Article 4.5: none of the pieces touched can be moved or captured:
    /// any legal move may be made.
    Any,
    /// Article 4.4.1: the king and then a rook: castle with that rook.
    Castle { king: Square, rook: Square },
    /// Article 4.4.3: the king and then a rook it cannot castle with: the
    /// king must make another legal move (castling with the other rook
    /// among them).
    KingMove(Square),
    /// Article 4.4.2: a rook and then the king: 4.3.1 applies (the first
    /// touched that can move must move), but not castling with that rook.
    MoveWithoutCastling { piece: Square, rook: Square },
    /// Article 4.4.2 with 4.5: neither can move: any legal move but
    /// castling with that rook.
    AnyWithoutCastling { rook: Square },
}

impl TouchRule {
    /// The rule for the player to move who touched `touched`, in order
    /// (empty squares count for nothing).
    pub fn of(position: &Chess, touched: &[Square]) -> TouchRule {
        let turn = position.turn();
        let board = position.board();
        let legal = position.legal_moves();
        let moves_from = |square: Square| legal.iter().any(|m| m.from() == Some(square));
        let captures = |square: Square| {
            legal
                .iter()
                .any(|m| m.is_capture() && captured_square(*m) == square)
        };
        let own: Vec<Square> = touched
            .iter()
            .copied()
            .filter(|&sq| board.color_at(sq) == Some(turn))
            .collect();
        let theirs: Vec<Square> = touched
            .iter()
            .copied()
            .filter(|&sq| board.color_at(sq) == Some(!turn))
            .collect();
        let role = |square: Square| board.role_at(square);
        if let ([first, second, ..], []) = (own.as_slice(), theirs.as_slice()) {
            let castles_with = |rook: Square| {
                legal
                    .iter()
                    .any(|m| matches!(m, Move::Castle { rook: r, .. } if *r == rook))
            };
            match (role(*first), role(*second)) {
                (Some(Role::King), Some(Role::Rook)) => {
                    return if castles_with(*second) {
                        TouchRule::Castle {
                            king: *first,
                            rook: *second,
                        }
                    } else if moves_from(*first) {
                        TouchRule::KingMove(*first)
                    } else {
                        TouchRule::Any
                    };
                }
                (Some(Role::Rook), Some(Role::King)) => {
                    let rook = *first;
                    for piece in [*first, *second] {
                        let rule = TouchRule::MoveWithoutCastling { piece, rook };
                        if legal.iter().any(|&m| rule.allows(m)) {
                            return rule;
                        }
                    }
                    return TouchRule::AnyWithoutCastling { rook };
                }
                _ => {}
            }
        }
        if let ([piece, ..], [target, ..]) = (own.as_slice(), theirs.as_slice()) {
            let rule = TouchRule::CaptureWith {
                piece: *piece,
                target: *target,
            };
            if legal.iter().any(|&m| rule.allows(m)) {
                return rule;
            }
        }
        for &square in touched {
            match board.color_at(square) {
                Some(color) if color == turn && moves_from(square) => {
                    return TouchRule::Move(square);
                }
                Some(color) if color != turn && captures(square) => {
                    return TouchRule::Capture(square);
                }
                _ => {}
            }
        }
        TouchRule::Any
    }

    /// Whether the rule lets the player make `m` (a legal move).
    pub fn allows(self, m: Move) -> bool {
        match self {
            TouchRule::Move(piece) => m.from() == Some(piece),
            TouchRule::Capture(target) => m.is_capture() && captured_square(m) == target,
            TouchRule::CaptureWith { piece, target } => {
                m.from() == Some(piece) && m.is_capture() && captured_square(m) == target
            }
            TouchRule::Any => true,
            TouchRule::Castle { king, rook } => {
                matches!(m, Move::Castle { king: k, rook: r } if k == king && r == rook)
            }
            TouchRule::KingMove(king) => m.from() == Some(king),
            TouchRule::MoveWithoutCastling { piece, rook } => {
                m.from() == Some(piece) && !castles_with(m, rook)
            }
            TouchRule::AnyWithoutCastling { rook } => !castles_with(m, rook),
        }
    }
}

/// Whether `m` castles with the rook on `rook`.
fn castles_with(m: Move, rook: Square) -> bool {
    matches!(m, Move::Castle { rook: r, .. } if r == rook)
}

/// The square of the piece a capture takes (the pawn beside, en passant).
pub fn captured_square(m: Move) -> Square {
    match m {
        Move::EnPassant { from, to } => Square::from_coords(to.file(), from.rank()),
        m => m.to(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("test FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal")
    }

    /// After 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4, White to move.
    const ITALIAN: &str = "r1bqkbnr/pppp1ppp/8/4p3/2BnP3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

    #[test]
    fn an_own_piece_touched_must_move() {
        let p = position(ITALIAN);
        assert_eq!(
            TouchRule::of(&p, &[Square::F3]),
            TouchRule::Move(Square::F3)
        );
        // The bishop c4 and then the knight: the first that can move.
        assert_eq!(
            TouchRule::of(&p, &[Square::C4, Square::F3]),
            TouchRule::Move(Square::C4)
        );
        // The rook a1 cannot move (knight b1, pawn a2): the king touched
        // after it must, and not castle with that rook (4.4.2).
        assert_eq!(
            TouchRule::of(&p, &[Square::A1, Square::E1]),
            TouchRule::MoveWithoutCastling {
                piece: Square::E1,
                rook: Square::A1
            }
        );
    }

    #[test]
    fn an_opponents_piece_touched_must_be_taken() {
        let p = position(ITALIAN);
        assert_eq!(
            TouchRule::of(&p, &[Square::D4]),
            TouchRule::Capture(Square::D4)
        );
        // The pawn e5 can be taken (Nxe5).
        assert_eq!(
            TouchRule::of(&p, &[Square::E5]),
            TouchRule::Capture(Square::E5)
        );
        // The king on e8 can never be taken: any move (article 4.5).
        assert_eq!(TouchRule::of(&p, &[Square::E8]), TouchRule::Any);
    }

    #[test]
    fn one_of_each_colour_the_own_piece_takes_the_other() {
        let p = position(ITALIAN);
        let rule = TouchRule::of(&p, &[Square::F3, Square::D4]);
        assert_eq!(
            rule,
            TouchRule::CaptureWith {
                piece: Square::F3,
                target: Square::D4
            }
        );
        let legal = p.legal_moves();
        let allowed: Vec<_> = legal.iter().filter(|m| rule.allows(**m)).collect();
        assert_eq!(allowed.len(), 1, "{allowed:?}");
        // The bishop c4 cannot take d4: the first piece touched that can
        // move or be taken, the bishop, must move.
        assert_eq!(
            TouchRule::of(&p, &[Square::C4, Square::D4]),
            TouchRule::Move(Square::C4)
        );
    }

    /// Both sides may castle either way; the rooks a1 and h1 can move.
    const CASTLES: &str = "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 9";

    /// 4.4.1: king then rook h1: castle short and nothing else.
    #[test]
    fn king_then_rook_castles_that_side() {
        let p = position(CASTLES);
        let rule = TouchRule::of(&p, &[Square::E1, Square::H1]);
        let allowed: Vec<Move> = p
            .legal_moves()
            .into_iter()
            .filter(|m| rule.allows(*m))
            .collect();
        assert_eq!(
            allowed,
            [Move::Castle {
                king: Square::E1,
                rook: Square::H1
            }]
        );
    }

    /// 4.4.2: rook then king: the rook must move, castling with it is no
    /// rook move.
    #[test]
    fn rook_then_king_forbids_castling_with_that_rook() {
        let p = position(CASTLES);
        let rule = TouchRule::of(&p, &[Square::H1, Square::E1]);
        for m in p.legal_moves() {
            assert_eq!(rule.allows(m), m.from() == Some(Square::H1), "{m:?}");
        }
    }
}
