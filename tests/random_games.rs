//! Thousands of seeded random games held against a naive, separately built
//! account of the same rules: repetitions counted by comparing FEN keys
//! (placement, turn, castling, en passant only when a capture is legal), the
//! half-move clock recomputed from the moves, and the automatic ends and
//! claims derived from those counts.

use std::collections::HashMap;

use annabella::commands::bench::SplitMix;
use annabella::game::{Claim, DeadPositionTest, Game, Reason, is_dead};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, Role};

/// The first four fields of the FEN: what article 9.2.2 compares.
fn naive_key(position: &Chess) -> String {
    let fen = Fen::from_position(position, EnPassantMode::Legal).to_string();
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// Starting points: the standard position and sparse endings where
/// repetitions, the 75-move rule and dead positions come quickly.
const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "4k3/8/8/3n4/8/8/8/2B1K3 w - - 80 60",
    "r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1",
    "4k3/4p3/8/3P4/8/8/8/4K3 w - - 0 1",
    "8/8/4k3/8/8/2NN4/8/4K3 w - - 120 90",
];

/// Picks a move, preferring quiet piece moves so that positions repeat.
fn pick(rng: &mut SplitMix, position: &Chess) -> Move {
    let moves = position.legal_moves();
    let quiet: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| !m.is_capture() && m.role() != Role::Pawn)
        .collect();
    if !quiet.is_empty() && rng.below(4) != 0 {
        quiet[rng.below(quiet.len())]
    } else {
        moves[rng.below(moves.len())]
    }
}

#[test]
fn random_games_agree_with_a_naive_count() {
    let mut rng = SplitMix::new(2026);
    let mut ends: HashMap<Reason, usize> = HashMap::new();
    let mut claims_seen = 0usize;
    for round in 0..3000 {
        let fen = STARTS[round % STARTS.len()];
        let mut game = Game::from_fen(fen, CastlingMode::Standard).expect("start is legal");
        let start = game.position().clone();
        let mut counts: HashMap<String, u32> = HashMap::new();
        counts.insert(naive_key(&start), 1);
        let mut clock = start.halfmoves();
        for _ in 0..400 {
            let position = game.position().clone();
            // Claims: now, and with one random stated move.
            let count = counts[&naive_key(&position)];
            let now: Vec<Claim> = [
                (Claim::ThreefoldRepetition, count >= 3),
                (Claim::FiftyMoves, clock >= 100),
            ]
            .into_iter()
            .filter_map(|(claim, holds)| holds.then_some(claim))
            .collect();
            assert_eq!(game.claimable(), now, "{}", naive_key(&position));
            claims_seen += now.len();
            if position.legal_moves().is_empty() {
                break;
            }
            let m = pick(&mut rng, &position);
            let mut after = position.clone();
            after.play_unchecked(m);
            let irreversible = m.is_capture() || m.role() == Role::Pawn;
            let clock_after = if irreversible { 0 } else { clock + 1 };
            let count_after = counts.get(&naive_key(&after)).copied().unwrap_or(0) + 1;
            assert_eq!(
                game.claim_holds_with_move(Claim::ThreefoldRepetition, m),
                count_after >= 3
            );
            assert_eq!(
                game.claim_holds_with_move(Claim::FiftyMoves, m),
                clock_after >= 100
            );

            let verdict = game.play(m).expect("a legal move in a game that goes on");
            counts.insert(naive_key(&after), count_after);
            clock = clock_after;
            assert_eq!(game.position().halfmoves(), clock);

            let expected = if after.is_checkmate() {
                Some(Reason::Checkmate)
            } else if after.is_stalemate() {
                Some(Reason::Stalemate)
            } else if is_dead(&after, DeadPositionTest::Fast) == Some(true) {
                Some(Reason::DeadPosition)
            } else if count_after >= 5 {
                Some(Reason::FivefoldRepetition)
            } else if clock >= 150 {
                Some(Reason::SeventyFiveMoves)
            } else {
                None
            };
            assert_eq!(
                verdict.map(|v| v.reason),
                expected,
                "after {}",
                naive_key(&after)
            );
            if let Some(verdict) = verdict {
                assert_eq!(verdict.ply, game.ply());
                *ends.entry(verdict.reason).or_default() += 1;
                break;
            }
        }
    }
    // The random games must actually reach every automatic end and claims,
    // or the comparison above proves little.
    for reason in [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::DeadPosition,
        Reason::FivefoldRepetition,
        Reason::SeventyFiveMoves,
    ] {
        assert!(
            ends.get(&reason).copied().unwrap_or(0) > 0,
            "no game ended by {reason}: {ends:?}"
        );
    }
    assert!(claims_seen > 100, "only {claims_seen} claimable positions");
}
