//! The arbiter's rulings of an over-the-board game that annabella keeps
//! (two-board play, the FIDE appendix for visually impaired players): an
//! illegal move found (article 7.5), a claim made too late (9.4), a game
//! retraced to where both scoresheets agree (D.2.9). Each is a pure function
//! over a position, a clock's time control and the history of the game, so
//! that it reads against the article it implements.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use shakmaty::{Bitboard, Chess, Color, Move, Piece, Position, Role, Square};

use super::game::{Game, GameError};
use super::time_control::TimeControl;
use super::verdict::Verdict;

/// The four acts article 7.5 treats as an illegal move (numbered as in the
/// 2023 Laws).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IllegalKind {
    /// 7.5.1: an illegal move completed by pressing the clock. The position
    /// before it is restored and another move is made in its place, under
    /// touch-move (4.3).
    Completed,
    /// 7.5.2: a pawn moved to the last rank and the clock pressed without a
    /// new piece: the pawn becomes a queen of its colour, and it counts as
    /// an illegal move.
    Promotion,
    /// 7.5.4: a move made with both hands and the clock pressed: the move
    /// stands, and it counts as an illegal move.
    TwoHands,
    /// 7.5.3: the clock pressed without a move: the player is still to
    /// move, and it counts as an illegal move.
    ClockWithoutMove,
}

impl IllegalKind {
    pub const ALL: [IllegalKind; 4] = [
        IllegalKind::Completed,
        IllegalKind::Promotion,
        IllegalKind::TwoHands,
        IllegalKind::ClockWithoutMove,
    ];

    /// The article that names it.
    pub fn article(self) -> &'static str {
        match self {
            IllegalKind::Completed => "7.5.1",
            IllegalKind::Promotion => "7.5.2",
            IllegalKind::ClockWithoutMove => "7.5.3",
            IllegalKind::TwoHands => "7.5.4",
        }
    }
}

impl fmt::Display for IllegalKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.article())
    }
}

impl FromStr for IllegalKind {
    type Err = ();

    /// Reads [`IllegalKind::article`] back.
    fn from_str(text: &str) -> Result<IllegalKind, ()> {
        IllegalKind::ALL
            .into_iter()
            .find(|kind| kind.article() == text)
            .ok_or(())
    }
}

/// What article 7.5.5 rules for an illegal move, once 7.5.1–7.5.4 have
/// been applied.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IllegalRuling {
    /// The offender's first completed illegal move: the opponent gets this
    /// much more time (two minutes; one minute in blitz, B.2).
    Penalty { opponent: Color, time: Duration },
    /// The offender's second: the game is lost, unless the opponent cannot
    /// mate by any series of legal moves, then it is drawn
    /// ([`crate::game::Game::second_illegal_move`] decides which).
    SecondLoses { offender: Color },
}

/// Article 7.5.5: the ruling for an illegal move by `offender`, who had
/// completed `earlier` illegal moves before it in this game.
pub fn illegal_move_ruling(
    offender: Color,
    earlier: usize,
    time_control: &TimeControl,
) -> IllegalRuling {
    if earlier >= 1 {
        IllegalRuling::SecondLoses { offender }
    } else {
        IllegalRuling::Penalty {
            opponent: !offender,
            time: time_control.claim_penalty(),
        }
    }
}

/// Why a claim of a draw by repetition or by the fifty-move rule cannot be
/// made now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClaimBar {
    /// Article 9.4: the claimant has touched a piece as in 4.3 and lost the
    /// right to claim on this move.
    Touched,
    /// The claimant has announced a move, which is thereby made (D.2.3):
    /// the claim with a stated move (9.2.1.1, 9.3.1) had to come before it.
    Announced,
    /// Articles 9.2.1 and 9.3: only the player having the move claims.
    NotToMove,
}

/// Articles 9.2, 9.3 and 9.4, and D.2.3 of the appendix: whether `claimant`
/// may claim a draw in `position`, having touched pieces (`touched`) or
/// announced a move (`announced`) on this move.
pub fn claim_bar(
    position: &Chess,
    claimant: Color,
    touched: bool,
    announced: bool,
) -> Option<ClaimBar> {
    if position.turn() != claimant {
        Some(ClaimBar::NotToMove)
    } else if touched {
        Some(ClaimBar::Touched)
    } else if announced {
        Some(ClaimBar::Announced)
    } else {
        None
    }
}

/// Article 9.1.2.1 with 9.1.2.2: the half-move after which a draw offer by
/// `offerer`, made now, is written `(=)`: after the offerer's own last
/// move, the one just made or, for the player to move, the one before the
/// opponent's. `None` when the offerer has made no move yet.
pub fn offer_ply(position: &Chess, ply: usize, offerer: Color) -> Option<usize> {
    if position.turn() != offerer {
        (ply > 0).then_some(ply)
    } else {
        ply.checked_sub(1).filter(|&own| own > 0)
    }
}

/// Article 7.5.1 with 4.3: the piece that made a refused move the player
/// to move named by its kind (and, where written, its origin, the squares
/// `within`), when no piece could make it by its own powers: the one piece
/// of that kind there (the one king; the one queen). `None` when there are
/// several or none: then the arbiter names it.
pub fn piece_moved(position: &Chess, role: Role, within: Bitboard) -> Option<Square> {
    let piece = Piece {
        color: position.turn(),
        role,
    };
    let candidates = position.board().by_piece(piece) & within;
    candidates.single_square()
}

/// Article 6.9 with D.2.3: `player`'s flag has fallen while the move
/// `announced` (announced, the clock not yet pressed) waited. The move was
/// made when it was announced, so it stands on the board, and the flag is
/// judged in the position after it: a loss, unless the opponent cannot
/// mate there by any series of legal moves. A move that is not `player`'s
/// or not legal is no move made.
pub fn flag_fall(
    game: &mut Game,
    player: Color,
    announced: Option<Move>,
) -> Result<Verdict, GameError> {
    if let Some(m) = announced.filter(|_| game.position().turn() == player) {
        // A move that ended the game by itself was made at once (5.1.1,
        // D.2.3), so this one leaves the game going on.
        if let Ok(Some(verdict)) = game.play(m) {
            return Ok(verdict);
        }
    }
    game.flag(player)
}

/// Article 5.2.3: the game is drawn upon agreement "provided both players
/// have made at least one move". Moves alternate, so after `ply` half-moves
/// from any start both have moved once two have been made.
pub fn agreement_allowed(ply: usize) -> bool {
    ply >= 2
}

/// Appendix D.2.9 (and 7.4; the Persian و.۲.۸: "بازی را باید حرکت به حرکت
/// عقب کشید تا به جایی رسید که دو برگه ثبت مطابقت دارند", the game is taken
/// back move by move to where the two scoresheets agree): `retrace N`
/// goes back to the position after move `number` of `side`: after White's
/// move `number`, or after Black's, the end of the whole move (`retrace 0`,
/// or the move before the first, goes back to where the game began).
/// `None` when that position is not in the game.
pub fn retrace_ply(start: &Chess, played: usize, number: u32, side: Color) -> Option<usize> {
    let first = start.fullmoves().get();
    let black_first = usize::from(start.turn() == Color::Black);
    let ply = match side {
        // Half-moves from the start to the end of move `number`.
        Color::Black => {
            let full = usize::try_from(number.checked_add(1)?.checked_sub(first)?).ok()?;
            (full * 2).saturating_sub(black_first)
        }
        // One half-move less: White's move `number` and not Black's; a game
        // begun with Black to move began after White's move `first`.
        Color::White => {
            let full = usize::try_from(number.checked_sub(first)?).ok()?;
            full * 2 + 1 - black_first
        }
    };
    (ply <= played).then_some(ply)
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

    /// 7.5.5: two minutes for the first (one in blitz), the second loses.
    #[test]
    fn the_first_illegal_move_costs_time_the_second_the_game() {
        let rapid: TimeControl = "15+10".parse().expect("time control");
        let blitz: TimeControl = "3+2".parse().expect("time control");
        assert_eq!(
            illegal_move_ruling(Color::Black, 0, &rapid),
            IllegalRuling::Penalty {
                opponent: Color::White,
                time: Duration::from_secs(120)
            }
        );
        assert_eq!(
            illegal_move_ruling(Color::Black, 0, &blitz),
            IllegalRuling::Penalty {
                opponent: Color::White,
                time: Duration::from_secs(60)
            }
        );
        assert_eq!(
            illegal_move_ruling(Color::White, 1, &rapid),
            IllegalRuling::SecondLoses {
                offender: Color::White
            }
        );
    }

    #[test]
    fn the_article_is_read_back() {
        for kind in IllegalKind::ALL {
            assert_eq!(kind.article().parse(), Ok(kind));
        }
        assert_eq!("7.5".parse::<IllegalKind>(), Err(()));
    }

    /// 9.4 and 9.2.1: touched, announced, or not the claimant's move.
    #[test]
    fn a_claim_is_barred_after_touching_or_announcing() {
        let start = Chess::default();
        assert_eq!(claim_bar(&start, Color::White, false, false), None);
        assert_eq!(
            claim_bar(&start, Color::White, true, false),
            Some(ClaimBar::Touched)
        );
        assert_eq!(
            claim_bar(&start, Color::White, false, true),
            Some(ClaimBar::Announced)
        );
        assert_eq!(
            claim_bar(&start, Color::Black, false, false),
            Some(ClaimBar::NotToMove)
        );
    }

    /// After 1. e4 it is Black's move: White's offer is written after e4.
    #[test]
    fn an_offer_is_written_after_the_offerers_move() {
        let after_e4 = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(offer_ply(&after_e4, 1, Color::White), Some(1));
        // Black to move has made no move yet.
        assert_eq!(offer_ply(&after_e4, 1, Color::Black), None);
        // After 1... e5 White, to move, offers: written after 1. e4.
        let after_e5 = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert_eq!(offer_ply(&after_e5, 2, Color::White), Some(1));
    }

    /// 6.9 with D.2.3: Qxa8 announced takes Black's last rook; White's
    /// flag then falls in the position after it, where a bare king cannot
    /// mate: a draw. Without the announced move Black's rook could: a loss.
    #[test]
    fn the_flag_is_judged_after_the_move_announced() {
        let fen = "r3k3/8/8/8/8/8/8/1K5Q w - - 0 1";
        let mut game = Game::from_position(position(fen), shakmaty::CastlingMode::Standard);
        let qxa8 = Move::Normal {
            role: shakmaty::Role::Queen,
            from: shakmaty::Square::H1,
            capture: Some(shakmaty::Role::Rook),
            to: shakmaty::Square::A8,
            promotion: None,
        };
        let verdict = flag_fall(&mut game.clone(), Color::White, Some(qxa8)).expect("going on");
        assert_eq!(
            verdict.reason,
            super::super::verdict::Reason::TimeForfeitUnwinnable
        );
        let verdict = flag_fall(&mut game, Color::White, None).expect("going on");
        assert_eq!(verdict.reason, super::super::verdict::Reason::TimeForfeit);
    }

    /// 7.5.1 with 4.3: one king, one queen are known; of two knights the
    /// one written by its file is, and the two together are not.
    #[test]
    fn the_one_piece_of_a_kind_is_the_piece_moved() {
        let start = Chess::default();
        assert_eq!(
            piece_moved(&start, Role::King, Bitboard::FULL),
            Some(Square::E1)
        );
        assert_eq!(
            piece_moved(&start, Role::Queen, Bitboard::FULL),
            Some(Square::D1)
        );
        assert_eq!(piece_moved(&start, Role::Knight, Bitboard::FULL), None);
        assert_eq!(
            piece_moved(&start, Role::Knight, Bitboard::from(shakmaty::File::G)),
            Some(Square::G1)
        );
        let bare = position("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(piece_moved(&bare, Role::Queen, Bitboard::FULL), None);
    }

    /// 5.2.3: no agreement until each side has made a move.
    #[test]
    fn agreement_waits_for_a_move_of_each_side() {
        assert!(!agreement_allowed(0));
        assert!(!agreement_allowed(1));
        assert!(agreement_allowed(2));
    }

    #[test]
    fn retrace_counts_moves_from_where_the_game_began() {
        let start = Chess::default();
        let black = Color::Black;
        assert_eq!(retrace_ply(&start, 10, 3, black), Some(6));
        assert_eq!(retrace_ply(&start, 10, 0, black), Some(0));
        assert_eq!(retrace_ply(&start, 10, 6, black), None);
        // D.2.9 to a half-move: after White's move 3, five half-moves.
        assert_eq!(retrace_ply(&start, 10, 3, Color::White), Some(5));
        assert_eq!(retrace_ply(&start, 10, 1, Color::White), Some(1));
        assert_eq!(retrace_ply(&start, 10, 0, Color::White), None);
        assert_eq!(retrace_ply(&start, 10, 6, Color::White), None);
        // A game begun at move 20 with Black to move.
        let begun = position("7k/8/8/8/8/8/8/K7 b - - 0 20");
        assert_eq!(retrace_ply(&begun, 9, 20, black), Some(1));
        assert_eq!(retrace_ply(&begun, 9, 22, black), Some(5));
        assert_eq!(retrace_ply(&begun, 9, 19, black), Some(0));
        assert_eq!(retrace_ply(&begun, 9, 18, black), None);
        assert_eq!(retrace_ply(&begun, 9, 20, Color::White), Some(0));
        assert_eq!(retrace_ply(&begun, 9, 21, Color::White), Some(2));
    }
}
