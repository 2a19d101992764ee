//! Where chasolver's fast test is certain to leave a position undecided,
//! shown without running it, from the conditions under which that test can
//! call a side unable to mate. Reading a game's record, most positions are
//! settled this way, and the test runs only on the few left: the verdicts
//! are exactly those of the test after every move.

use shakmaty::{Chess, Color, Position, Rank, Role};

/// The squares of one colour, as chasolver's material test splits them.
const DARK_SQUARES: u64 = 0xAA55_AA55_AA55_AA55;

/// chasolver's "insufficient material" for `color` as the side that would
/// mate: a lone king; king and knight against no minor piece, rook or pawn;
/// or king and bishops on one colour with no other bishop, knight or pawn
/// on the board.
fn insufficient(position: &Chess, color: Color) -> bool {
    let board = position.board();
    let own = board.by_color(color);
    if own.count() == 1 {
        return true;
    }
    let minors = board.knights() | board.bishops();
    if own.count() == 2
        && !(own & board.knights()).is_empty()
        && (board.by_color(!color) & (minors | board.rooks() | board.pawns())).is_empty()
    {
        return true;
    }
    let bishops = own & board.bishops();
    if !bishops.is_empty() {
        let dark = shakmaty::Bitboard(DARK_SQUARES);
        let complex = if (bishops & dark).is_empty() {
            !dark
        } else {
            dark
        };
        if own.count() == bishops.count() + 1
            && (!complex & board.bishops()).is_empty()
            && board.knights().is_empty()
            && board.pawns().is_empty()
        {
            return true;
        }
    }
    false
}

/// chasolver's count of "blocked" pawns for `color`: its pawns with an
/// enemy pawn or the enemy king on the square in front.
fn blocked_pawns(position: &Chess, color: Color) -> u32 {
    let board = position.board();
    let pawns = (board.pawns() & board.by_color(color)).0;
    let enemy = board.by_color(!color);
    let blockers = ((board.pawns() | board.kings()) & enemy).0;
    let ahead = match color {
        Color::White => pawns << 8,
        Color::Black => pawns >> 8,
    };
    (ahead & blockers).count_ones()
}

/// chasolver's "lonely pawns": the files of White's pawns (not on the
/// seventh rank) differ from those of Black's (not on the second). The same
/// for both sides.
fn lonely_pawns(position: &Chess) -> bool {
    let board = position.board();
    let files = |color: Color, skipped: Rank| -> u8 {
        (board.pawns() & board.by_color(color))
            .into_iter()
            .filter(|square| square.rank() != skipped)
            .fold(0, |files, square| files | 1 << u32::from(square.file()))
    };
    files(Color::White, Rank::Seventh) != files(Color::Black, Rank::Second)
}

/// Whether the player to move has a legal move.
fn has_move(position: &Chess) -> bool {
    !position.legal_moves().is_empty()
}

/// Whether the player to move has at least two legal moves, found cheaply
/// where it can be: king steps to squares no enemy piece attacks (always
/// legal), then single pawn pushes checked one by one; all moves are
/// generated only when these do not show two.
fn two_moves(position: &Chess) -> bool {
    let board = position.board();
    let turn = position.turn();
    let mut found = 0;
    if let Some(king) = board.king_of(turn) {
        let occupied = board.occupied() ^ shakmaty::Bitboard::from(king);
        for to in shakmaty::attacks::king_attacks(king) & !board.by_color(turn) {
            if board.attacks_to(to, !turn, occupied).is_empty() {
                found += 1;
                if found >= 2 {
                    return true;
                }
            }
        }
    }
    let pawns = board.pawns() & board.by_color(turn);
    for from in pawns {
        let Some(to) = from.offset(turn.fold_wb(8, -8)) else {
            continue;
        };
        if board.occupied().contains(to) || to.rank() == turn.fold_wb(Rank::Eighth, Rank::First) {
            continue;
        }
        let push = shakmaty::Move::Normal {
            role: Role::Pawn,
            from,
            capture: None,
            to,
            promotion: None,
        };
        if position.is_legal(push) {
            found += 1;
            if found >= 2 {
                return true;
            }
        }
    }
    position.legal_moves().len() >= 2
}

/// For each position of a game played from its start (standard chess), and
/// for each side, whether chasolver's fast test is certain to leave that
/// side's winnability undecided there, shown without running it.
///
/// The fast test can call a side unable to mate only (from chasolver's
/// `winnability::fast`): after forced moves when there is only one legal
/// move; when every line of 4 plies (7 with only pawns and bishops) ends in
/// a mate, a stalemate or that side's insufficient material; or, with at
/// least `max(1, pawns / 2 - 2)` of its pawns blocked, by deeper analyses
/// that also need only pawns and bishops on the board, or no lonely pawn.
/// So a position with two legal moves or more, one line of that many plies
/// along which no position is final and the side keeps its material, and
/// fewer blocked pawns than that (or a queen, rook or knight on the board
/// and a lonely pawn) is undecided. The game's own moves are such a line;
/// past its last position it is carried on by legal moves chosen here.
pub fn fast_test_undecided(positions: &[Chess]) -> Vec<[bool; 2]> {
    const LONGEST: usize = 7;
    let Some(last) = positions.last() else {
        return Vec::new();
    };
    let mut beyond: Vec<Chess> = Vec::with_capacity(LONGEST);
    let mut at = last.clone();
    while beyond.len() < LONGEST {
        let Some(&m) = at.legal_moves().first() else {
            break;
        };
        at.play_unchecked(m);
        beyond.push(at.clone());
    }
    let count = positions.len();
    let node = |j: usize| {
        if j < count {
            &positions[j]
        } else {
            &beyond[j - count]
        }
    };
    let total = count + beyond.len();
    // good[c][j]: position j of the line is not final and side c keeps
    // its material there; as prefix sums, so that a window reads at once.
    let mut sums = [vec![0u32; total + 1], vec![0u32; total + 1]];
    for j in 0..total {
        let position = node(j);
        // A position the game went on from has a legal move.
        let moves = j + 1 < count || has_move(position);
        for (index, color) in [Color::White, Color::Black].into_iter().enumerate() {
            let good = moves && !insufficient(position, color);
            sums[index][j + 1] = sums[index][j] + u32::from(good);
        }
    }
    positions
        .iter()
        .enumerate()
        .map(|(i, position)| {
            let board = position.board();
            let pawns_and_bishops = (board.knights() | board.rooks() | board.queens()).is_empty();
            let depth = if pawns_and_bishops { 7 } else { 4 };
            if i + depth >= total || !two_moves(position) {
                return [false, false];
            }
            let pawns = board.pawns().count() as i8;
            let threshold = (pawns / 2 - 2).max(1) as u32;
            let no_deeper_analysis = !pawns_and_bishops && lonely_pawns(position);
            let mut undecided = [false, false];
            for (index, color) in [Color::White, Color::Black].into_iter().enumerate() {
                let line = sums[index][i + depth + 1] - sums[index][i];
                undecided[index] = line as usize == depth + 1
                    && (no_deeper_analysis || blocked_pawns(position, color) < threshold);
            }
            undecided
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::dead_position::{DeadPositionTest, can_mate};

    /// Every claim of [`fast_test_undecided`] is checked against chasolver's
    /// own fast test, over the positions of random games (long ones, which
    /// reach bare endgames and blocked pawns) and of real games.
    #[test]
    fn the_fast_test_is_undecided_wherever_it_is_said_to_be() {
        let mut seed = 0x5eed_u64;
        let mut games: Vec<Vec<Chess>> = Vec::new();
        for _ in 0..250 {
            let mut position = Chess::default();
            let mut positions = vec![position.clone()];
            for _ in 0..400 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                // Pawn moves first half the time: blocked pawn chains.
                let pawn_moves: Vec<_> = moves.iter().filter(|m| m.role() == Role::Pawn).collect();
                let m = if seed & 1 == 0 && !pawn_moves.is_empty() {
                    *pawn_moves[(seed >> 33) as usize % pawn_moves.len()]
                } else {
                    moves[(seed >> 33) as usize % moves.len()]
                };
                position.play_unchecked(m);
                positions.push(position.clone());
            }
            games.push(positions);
        }
        let (mut claims, mut checked) = (0, 0);
        for positions in &games {
            for (position, undecided) in positions.iter().zip(fast_test_undecided(positions)) {
                for (index, color) in [Color::White, Color::Black].into_iter().enumerate() {
                    checked += 1;
                    if undecided[index] {
                        claims += 1;
                        assert_eq!(
                            can_mate(position, color, DeadPositionTest::Fast),
                            None,
                            "{color:?} in {}",
                            shakmaty::fen::Fen::from_position(
                                position,
                                shakmaty::EnPassantMode::Legal
                            )
                        );
                    }
                }
            }
        }
        // The shortcut decides most positions, not only a few.
        assert!(claims * 2 > checked, "{claims} of {checked}");
    }
}
