//! A game of chess under the FIDE Laws: the moves, every position, and the
//! rules that end a game.

use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

use super::chess960::{Chess960Error, chess960_position};
use super::claim::{Claim, ClaimRuling};
use super::dead_position::{DeadPositionTest, can_mate, is_dead, last_position_alive};
use super::repetition::{PositionKey, Repetitions};
use super::undecided::fast_test_undecided;
use super::verdict::{Reason, Verdict};

/// A draw offer (article 9.1.2), recorded `(=)` on the scoresheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    /// The number of half-moves made when the offer was made.
    pub ply: usize,
    pub by: Color,
}

/// Whether the player to move has a legal move. A king step to a square
/// no enemy piece attacks (with the king gone from its square, so that it
/// cannot hide behind itself from a slider) is always legal, in check or
/// not; only when there is none are all moves generated.
fn has_legal_move(position: &Chess) -> bool {
    let board = position.board();
    let turn = position.turn();
    if let Some(king) = board.king_of(turn) {
        let occupied = board.occupied() ^ shakmaty::Bitboard::from(king);
        let steps = shakmaty::attacks::king_attacks(king) & !board.by_color(turn);
        if steps
            .into_iter()
            .any(|to| board.attacks_to(to, !turn, occupied).is_empty())
        {
            return true;
        }
    }
    !position.legal_moves().is_empty()
}

/// The field of a FEN that cannot be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FenField {
    /// Not six fields, or no FEN at all.
    Whole,
    Board,
    Turn,
    Castling,
    EnPassant,
    HalfmoveClock,
    Fullmoves,
}

impl From<shakmaty::fen::ParseFenError> for FenField {
    fn from(error: shakmaty::fen::ParseFenError) -> FenField {
        use shakmaty::fen::ParseFenError as E;
        match error {
            E::InvalidBoard | E::InvalidPocket => FenField::Board,
            E::InvalidTurn => FenField::Turn,
            E::InvalidCastling => FenField::Castling,
            E::InvalidEpSquare => FenField::EnPassant,
            E::InvalidHalfmoveClock => FenField::HalfmoveClock,
            E::InvalidFullmoves => FenField::Fullmoves,
            E::InvalidFen | E::InvalidRemainingChecks => FenField::Whole,
        }
    }
}

/// Why a position read from a FEN cannot arise in a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PositionFault {
    EmptyBoard,
    MissingKing,
    TooManyKings,
    PawnsOnBackRank,
    CastlingRights,
    EnPassant,
    /// The side not to move is in check.
    OppositeCheck,
    ImpossibleCheck,
    TooMuchMaterial,
}

impl PositionFault {
    fn of(kinds: shakmaty::PositionErrorKinds) -> PositionFault {
        use shakmaty::PositionErrorKinds as K;
        [
            (K::EMPTY_BOARD, PositionFault::EmptyBoard),
            (K::MISSING_KING, PositionFault::MissingKing),
            (K::TOO_MANY_KINGS, PositionFault::TooManyKings),
            (K::PAWNS_ON_BACKRANK, PositionFault::PawnsOnBackRank),
            (K::INVALID_CASTLING_RIGHTS, PositionFault::CastlingRights),
            (K::INVALID_EP_SQUARE, PositionFault::EnPassant),
            (K::OPPOSITE_CHECK, PositionFault::OppositeCheck),
            (K::IMPOSSIBLE_CHECK, PositionFault::ImpossibleCheck),
        ]
        .into_iter()
        .find(|(kind, _)| kinds.contains(*kind))
        .map_or(PositionFault::TooMuchMaterial, |(_, fault)| fault)
    }
}

/// A starting position that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The FEN could not be read: the first field that does not read.
    Fen {
        fen: String,
        problem: FenField,
    },
    /// The FEN reads, but the position cannot arise in a game.
    Position {
        fen: String,
        problem: PositionFault,
    },
    Chess960(Chess960Error),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Fen { fen, problem } => {
                write!(f, "FEN '{fen}' cannot be read: {problem:?}")
            }
            StartError::Position { fen, problem } => {
                write!(f, "FEN '{fen}' is not a legal position: {problem:?}")
            }
            StartError::Chess960(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for StartError {}

/// A move or action the game refuses; nothing has changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has already ended.
    Over(Verdict),
    /// The move is not legal in the current position.
    IllegalMove,
    /// A draw by agreement before both players have made a move (5.2.3).
    NoMoveEachYet,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(verdict) => write!(
                f,
                "the game is over: {} by {}",
                verdict.score(),
                verdict.reason.phrase()
            ),
            GameError::IllegalMove => f.write_str("that move is not legal here"),
            GameError::NoMoveEachYet => {
                f.write_str("no draw by agreement before both players have moved")
            }
        }
    }
}

impl std::error::Error for GameError {}

/// A game: where it started, every move and position since, draw offers,
/// and how it ended.
#[derive(Clone, Debug)]
pub struct Game {
    castling_mode: CastlingMode,
    /// `positions[i]` stands on the board after `i` half-moves.
    positions: Vec<Chess>,
    moves: Vec<Move>,
    repetitions: Repetitions,
    draw_offers: Vec<DrawOffer>,
    verdict: Option<Verdict>,
    dead_position_test: DeadPositionTest,
    /// The dead-position test waits for [`Game::settle_dead_position`].
    deferred: bool,
}

impl Default for Game {
    fn default() -> Self {
        Game::standard()
    }
}

impl Game {
    /// A game from the standard starting position.
    pub fn standard() -> Game {
        Game::from_position(Chess::default(), CastlingMode::Standard)
    }

    /// A game from any legal position.
    pub fn from_position(position: Chess, castling_mode: CastlingMode) -> Game {
        let mut repetitions = Repetitions::default();
        repetitions.add(PositionKey::of(&position));
        let mut game = Game {
            castling_mode,
            positions: vec![position],
            moves: Vec::new(),
            repetitions,
            draw_offers: Vec::new(),
            verdict: None,
            dead_position_test: DeadPositionTest::Fast,
            deferred: false,
        };
        game.verdict = game.automatic_end(1);
        game
    }

    /// A game from a FEN. In Chess960 castling rights may be written in
    /// Shredder (`HAha`) or X-FEN (`KQkq`) letters.
    pub fn from_fen(fen: &str, castling_mode: CastlingMode) -> Result<Game, StartError> {
        let parsed: Fen = fen
            .trim()
            .parse()
            .map_err(|e: shakmaty::fen::ParseFenError| StartError::Fen {
                fen: fen.to_owned(),
                problem: FenField::from(e),
            })?;
        let position: Chess =
            parsed
                .into_position(castling_mode)
                .map_err(|e| StartError::Position {
                    fen: fen.to_owned(),
                    problem: PositionFault::of(e.kinds()),
                })?;
        Ok(Game::from_position(position, castling_mode))
    }

    /// A Chess960 game from starting position `number` (0–959).
    pub fn chess960(number: u32) -> Result<Game, StartError> {
        let position = chess960_position(number).map_err(StartError::Chess960)?;
        Ok(Game::from_position(position, CastlingMode::Chess960))
    }

    /// Use the full helpmate search after every move instead of the fast
    /// test, as an arbiter adjudicating a finished game does. The verdict of
    /// the starting position is reconsidered.
    pub fn with_dead_position_test(mut self, test: DeadPositionTest) -> Game {
        self.dead_position_test = test;
        if self.moves.is_empty() {
            self.verdict = self.automatic_end(1);
        }
        self
    }

    /// A game for reading a record: the dead-position test is left out
    /// while the moves are played and made once at the end, by
    /// [`Game::settle_dead_position`].
    pub fn deferring_dead_position(mut self) -> Game {
        self.deferred = true;
        self
    }

    pub fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// The position on the board now.
    pub fn position(&self) -> &Chess {
        self.positions
            .last()
            .expect("a game always has its starting position")
    }

    /// The starting position.
    pub fn start(&self) -> &Chess {
        &self.positions[0]
    }

    /// Every position, from the start to now.
    pub fn positions(&self) -> &[Chess] {
        &self.positions
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The number of half-moves made.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }

    pub fn draw_offers(&self) -> &[DrawOffer] {
        &self.draw_offers
    }

    /// The starting position as FEN.
    pub fn start_fen(&self) -> String {
        Fen::from_position(self.start(), EnPassantMode::Legal).to_string()
    }

    /// How often the current position has stood on the board (article 9.2).
    pub fn repetition_count(&self) -> u32 {
        self.repetitions.count(&PositionKey::of(self.position()))
    }

    fn ensure_not_over(&self) -> Result<(), GameError> {
        match self.verdict {
            Some(verdict) => Err(GameError::Over(verdict)),
            None => Ok(()),
        }
    }

    /// Makes a move. Returns the verdict if the move ended the game by
    /// itself (checkmate, stalemate, dead position, fivefold repetition,
    /// seventy-five-move rule, in that order when several hold at once).
    pub fn play(&mut self, m: Move) -> Result<Option<Verdict>, GameError> {
        self.ensure_not_over()?;
        if !self.position().is_legal(m) {
            return Err(GameError::IllegalMove);
        }
        let mut next = self.position().clone();
        next.play_unchecked(m);
        let count = self.repetitions.add(PositionKey::of(&next));
        self.positions.push(next);
        self.moves.push(m);
        self.verdict = self.automatic_end(count);
        Ok(self.verdict)
    }

    /// The end the current position brings without any claim, given how
    /// often it has occurred.
    fn automatic_end(&self, occurrences: u32) -> Option<Verdict> {
        let position = self.position();
        let ply = self.ply();
        if !has_legal_move(position) {
            return Some(if position.is_check() {
                // Article 5.1.1; a mate also stands over 9.6.2.
                Verdict::win(!position.turn(), Reason::Checkmate, ply)
            } else {
                Verdict::draw(Reason::Stalemate, ply)
            });
        }
        if !self.deferred && is_dead(position, self.dead_position_test) == Some(true) {
            return Some(Verdict::draw(Reason::DeadPosition, ply));
        }
        if occurrences >= 5 {
            return Some(Verdict::draw(Reason::FivefoldRepetition, ply));
        }
        if position.halfmoves() >= 150 {
            return Some(Verdict::draw(Reason::SeventyFiveMoves, ply));
        }
        None
    }

    /// Plays a move of a record: a legal move is played also after the game
    /// has ended by rule (a scoresheet keeps what was written); the verdict
    /// stays the first end. An illegal move is refused.
    pub fn record(&mut self, m: Move) -> Result<(), GameError> {
        if !self.position().is_legal(m) {
            return Err(GameError::IllegalMove);
        }
        self.record_legal(m);
        Ok(())
    }

    /// [`Game::record`] of a move already known to be legal in the position
    /// (read from SAN against its legal moves).
    pub fn record_legal(&mut self, m: Move) {
        let mut next = self.position().clone();
        next.play_unchecked(m);
        let count = self.repetitions.add(PositionKey::of(&next));
        self.positions.push(next);
        self.moves.push(m);
        if self.verdict.is_none() {
            self.verdict = self.automatic_end(count);
        }
    }

    /// The dead-position test of a record read with
    /// [`Game::deferring_dead_position`] (article 5.2.2): the first dead
    /// position ends the game there, unless an earlier end stands. The
    /// verdicts are those of the test after every move.
    ///
    /// A position from which a mate can still be reached by legal moves
    /// proves every position before it alive, since it can be reached from
    /// each of them: a game that ends in mate has no dead position, and
    /// neither has one whose last position the full helpmate search shows
    /// alive. With the fast test, the positions where it is certain to
    /// leave the game undecided are known without running it
    /// ([`fast_test_undecided`]); the others are tested in turn.
    /// `likely_winner` (the winner the scoresheet names) is only where a
    /// search starts.
    pub fn settle_dead_position(&mut self, likely_winner: Option<Color>) {
        if !std::mem::replace(&mut self.deferred, false) {
            return;
        }
        if self.position().is_checkmate() {
            return;
        }
        let ends_at = self.verdict.map_or(usize::MAX, |v| v.ply);
        let last = ends_at.min(self.positions.len() - 1);
        let to_test: Vec<usize> = if self.dead_position_test == DeadPositionTest::Fast
            && self.castling_mode == CastlingMode::Standard
        {
            fast_test_undecided(&self.positions)
                .into_iter()
                .take(last + 1)
                .enumerate()
                .filter(|(_, undecided)| !undecided[0] && !undecided[1])
                .map(|(ply, _)| ply)
                .collect()
        } else {
            (0..=last).collect()
        };
        // One helpmate search on the last position costs about as much as
        // three fast tests of the positions left (measured on real games).
        if to_test.len() > 3 && last_position_alive(self.position(), likely_winner) {
            return;
        }
        let first_dead = to_test
            .into_iter()
            .find(|&ply| is_dead(&self.positions[ply], self.dead_position_test) == Some(true));
        if let Some(ply) = first_dead {
            // At the same half-move, mate and stalemate come first (they
            // leave no position after them); a dead position comes before
            // the repetition and move-count ends.
            let earlier = match self.verdict {
                None => true,
                Some(v) if v.ply > ply => true,
                Some(v) => {
                    v.ply == ply && !matches!(v.reason, Reason::Checkmate | Reason::Stalemate)
                }
            };
            if earlier {
                self.verdict = Some(Verdict::draw(Reason::DeadPosition, ply));
            }
        }
    }

    /// Would `claim` be correct in the current position (the "now" form of
    /// articles 9.2.1.2 and 9.3.2)?
    pub fn claim_holds_now(&self, claim: Claim) -> bool {
        self.verdict.is_none()
            && self.claim_holds_at(claim, self.position(), self.repetition_count())
    }

    /// Would `claim` be correct if the player to move stated `m` and made it
    /// (articles 9.2.1.1 and 9.3.1)? False for an illegal move.
    pub fn claim_holds_with_move(&self, claim: Claim, m: Move) -> bool {
        if self.verdict.is_some() || !self.position().is_legal(m) {
            return false;
        }
        let mut next = self.position().clone();
        next.play_unchecked(m);
        let count = self.repetitions.count(&PositionKey::of(&next)) + 1;
        self.claim_holds_at(claim, &next, count)
    }

    fn claim_holds_at(&self, claim: Claim, position: &Chess, occurrences: u32) -> bool {
        match claim {
            Claim::ThreefoldRepetition => occurrences >= 3,
            Claim::FiftyMoves => position.halfmoves() >= 100,
        }
    }

    /// Every claim the player to move may make now.
    pub fn claimable(&self) -> Vec<Claim> {
        Claim::ALL
            .into_iter()
            .filter(|&claim| self.claim_holds_now(claim))
            .collect()
    }

    /// Every legal move that, stated with a claim, makes that claim correct,
    /// with those claims.
    pub fn claimable_with_moves(&self) -> Vec<(Move, Vec<Claim>)> {
        if self.verdict.is_some() {
            return Vec::new();
        }
        self.position()
            .legal_moves()
            .into_iter()
            .filter_map(|m| {
                let claims: Vec<Claim> = Claim::ALL
                    .into_iter()
                    .filter(|&claim| self.claim_holds_with_move(claim, m))
                    .collect();
                (!claims.is_empty()).then_some((m, claims))
            })
            .collect()
    }

    /// The player to move claims a draw, now or by stating a move.
    ///
    /// A stated move is made in any case (article 9.5.3: after an incorrect
    /// claim "this move must be made"); if making it ends the game by itself,
    /// that end stands. A correct claim draws the game; an incorrect one lets
    /// it go on, and the caller gives the opponent the penalty time
    /// ([`crate::game::Clock::penalize_incorrect_claim`]). An illegal stated
    /// move is refused and nothing changes.
    pub fn claim(&mut self, claim: Claim, stated: Option<Move>) -> Result<ClaimRuling, GameError> {
        self.ensure_not_over()?;
        let claimant = self.position().turn();
        let holds = match stated {
            None => self.claim_holds_now(claim),
            Some(m) => {
                if !self.position().is_legal(m) {
                    return Err(GameError::IllegalMove);
                }
                let holds = self.claim_holds_with_move(claim, m);
                if let Some(verdict) = self.play(m)? {
                    return Ok(ClaimRuling::EndedByMove(verdict));
                }
                holds
            }
        };
        if holds {
            let verdict = Verdict::draw(claim.reason(), self.ply());
            self.verdict = Some(verdict);
            Ok(ClaimRuling::Drawn(verdict))
        } else {
            Ok(ClaimRuling::Incorrect {
                opponent: !claimant,
            })
        }
    }

    /// Takes the last move back, as both players agreed; the game must not
    /// have ended. Returns the move.
    pub fn take_back(&mut self) -> Result<Move, GameError> {
        self.ensure_not_over()?;
        let m = self.moves.pop().ok_or(GameError::IllegalMove)?;
        if let Some(position) = self.positions.pop() {
            self.repetitions.remove(&PositionKey::of(&position));
        }
        let ply = self.ply();
        self.draw_offers.retain(|offer| offer.ply <= ply);
        Ok(m)
    }

    /// Records a draw offer by `by` (article 9.1.2).
    pub fn offer_draw(&mut self, by: Color) -> Result<(), GameError> {
        self.ensure_not_over()?;
        self.draw_offers.push(DrawOffer {
            ply: self.ply(),
            by,
        });
        Ok(())
    }

    /// Records a draw offer by `by` written after half-move `ply` (article
    /// 9.1.2.2: after the offerer's own last move), made now.
    pub fn offer_draw_at(&mut self, by: Color, ply: usize) -> Result<(), GameError> {
        self.ensure_not_over()?;
        self.draw_offers.push(DrawOffer {
            ply: ply.min(self.ply()),
            by,
        });
        Ok(())
    }

    /// Both players agree to a draw (article 5.2.3), provided both have
    /// made at least one move.
    pub fn agree_draw(&mut self) -> Result<Verdict, GameError> {
        if !super::arbiter::agreement_allowed(self.ply()) {
            self.ensure_not_over()?;
            return Err(GameError::NoMoveEachYet);
        }
        self.end(Verdict::draw(Reason::Agreement, self.ply()))
    }

    /// `player` resigns (article 5.1.2).
    pub fn resign(&mut self, player: Color) -> Result<Verdict, GameError> {
        self.end(Verdict::win(!player, Reason::Resignation, self.ply()))
    }

    /// `player`'s flag has fallen (article 6.9): a loss, unless the opponent
    /// cannot mate by any series of legal moves, then a draw. The full
    /// helpmate search decides; where it cannot, the fast test may still
    /// prove the draw, and otherwise the flag fall loses.
    pub fn flag(&mut self, player: Color) -> Result<Verdict, GameError> {
        self.ensure_not_over()?;
        let verdict = if self.opponent_cannot_mate(!player) {
            Verdict::draw(Reason::TimeForfeitUnwinnable, self.ply())
        } else {
            Verdict::win(!player, Reason::TimeForfeit, self.ply())
        };
        self.end(verdict)
    }

    /// The arbiter declares the result (articles 12.1 and 12.9, the
    /// Persian 10.2, Guidelines III.5): at any time, also after the game
    /// has ended, in place of the result given before. Returns the result
    /// replaced, if there was one.
    pub fn declare(&mut self, verdict: Verdict) -> Option<Verdict> {
        self.verdict.replace(verdict)
    }

    /// The game ended as a server that keeps it decided (an online game):
    /// its verdict stands as given, whatever this position would say.
    pub fn end_as_given(&mut self, verdict: Verdict) -> Result<Verdict, GameError> {
        self.end(verdict)
    }

    /// The number of half-moves in the record; moves after an end by rule
    /// count.
    pub fn recorded_plies(&self) -> usize {
        self.moves.len()
    }

    /// `offender` has completed a second illegal move (article 7.5.5), the
    /// position before it restored: a loss, unless the opponent cannot mate
    /// by any series of legal moves, then a draw.
    pub fn second_illegal_move(&mut self, offender: Color) -> Result<Verdict, GameError> {
        self.ensure_not_over()?;
        let verdict = if self.opponent_cannot_mate(!offender) {
            Verdict::draw(Reason::IllegalMoveUnwinnable, self.ply())
        } else {
            Verdict::win(!offender, Reason::IllegalMove, self.ply())
        };
        self.end(verdict)
    }

    fn opponent_cannot_mate(&self, opponent: Color) -> bool {
        let position = self.position();
        match can_mate(position, opponent, DeadPositionTest::Full) {
            Some(can) => !can,
            None => can_mate(position, opponent, DeadPositionTest::Fast) == Some(false),
        }
    }

    fn end(&mut self, verdict: Verdict) -> Result<Verdict, GameError> {
        self.ensure_not_over()?;
        self.verdict = Some(verdict);
        Ok(verdict)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The king-step shortcut says "a legal move exists" exactly when move
    /// generation finds one, over the positions of many random games (mates
    /// and stalemates among them).
    #[test]
    fn a_legal_move_is_found_exactly_when_there_is_one() {
        let mut seed = 0x9e37_79b9_u64;
        let mut ends = 0;
        for _ in 0..400 {
            let mut position = Chess::default();
            for _ in 0..300 {
                let moves = position.legal_moves();
                assert_eq!(has_legal_move(&position), !moves.is_empty(), "{position:?}");
                if moves.is_empty() {
                    ends += 1;
                    break;
                }
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                position.play_unchecked(moves[(seed >> 33) as usize % moves.len()]);
            }
        }
        assert!(ends > 10, "only {ends} games ended in mate or stalemate");
    }
}
