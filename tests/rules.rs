//! The FIDE Laws as a player or arbiter knows them, checked on positions
//! analysed by hand. Every expected value here comes from the Laws and the
//! reasoning in the comments, not from running annabella.

mod common;

use std::time::Duration;

use annabella::game::{
    Claim, ClaimRuling, Clock, DeadPositionTest, FakeTime, Game, GameError, Reason, Verdict,
    can_mate, is_dead,
};
use common::{game, play, san};
use shakmaty::{Color, Position};

// --- Repetition identity, article 9.2.2 -----------------------------------

/// White: Ke1, Pe5, Ng1. Black: Kg8, Pd7, and a rook on e8 that pins the e5
/// pawn to the white king. After 1...d5, exd6 en passant would expose the
/// king, so no en passant capture is legal: the position after 1...d5 is the
/// same as the one after the king and knight have shuffled back.
#[test]
fn a_pinned_pawn_gives_no_en_passant_so_the_positions_are_the_same() {
    let mut g = game("4r1k1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1");
    play(
        &mut g,
        "1... d5 2. Nf3 Kh8 3. Ng1 Kg8 4. Nf3 Kh8 5. Ng1 Kg8",
    );
    // After 1...d5, 3...Kg8 and 5...Kg8: three times the same position.
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.claimable(), vec![Claim::ThreefoldRepetition]);
}

/// The same without the pinning rook: after 1...d5 exd6 e.p. is legal, so
/// that position differs from the later ones with the same pieces (9.2.2.1)
/// and a third occurrence needs one more round.
#[test]
fn a_legal_en_passant_makes_the_first_position_different() {
    let mut g = game("6k1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1");
    play(
        &mut g,
        "1... d5 2. Nf3 Kh8 3. Ng1 Kg8 4. Nf3 Kh8 5. Ng1 Kg8",
    );
    assert_eq!(g.repetition_count(), 2);
    assert!(g.claimable().is_empty());
    play(&mut g, "6. Nf3 Kh8 7. Ng1 Kg8");
    assert_eq!(g.claimable(), vec![Claim::ThreefoldRepetition]);
}

/// An en passant square that no pawn can use (after 1. e4 e5 no white pawn
/// stands beside e5) counts for nothing.
#[test]
fn an_en_passant_square_without_a_capture_counts_for_nothing() {
    let mut g = Game::standard();
    play(
        &mut g,
        "1. e4 e5 2. Nf3 Nf6 3. Ng1 Ng8 4. Nf3 Nf6 5. Ng1 Ng8",
    );
    assert_eq!(g.claimable(), vec![Claim::ThreefoldRepetition]);
}

/// The h1 rook leaves and comes back: the pieces stand as before, but White
/// has lost the right to castle short, so it is another position (9.2.2.2),
/// even though the bishop on f1 meant castling was never possible.
#[test]
fn castling_rights_lost_by_a_rook_move_make_a_new_position() {
    let mut g = game("4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1");
    play(&mut g, "1. Rh2 Kd8 2. Rh1 Ke8 3. Rh2 Kd8 4. Rh1 Ke8");
    // The same pieces for the third time, but the first had the right.
    assert_eq!(g.repetition_count(), 2);
    assert!(g.claimable().is_empty());
    play(&mut g, "5. Rh2 Kd8 6. Rh1 Ke8");
    assert_eq!(g.claimable(), vec![Claim::ThreefoldRepetition]);
}

// --- Automatic ends, article 9.6 -------------------------------------------

/// Knights out and back four times: the starting position stands for the
/// fifth time after Black's eighth move, ply 16, and the game is over.
#[test]
fn fivefold_repetition_ends_the_game_at_once() {
    let mut g = Game::standard();
    play(
        &mut g,
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1",
    );
    assert_eq!(g.verdict(), None);
    play(&mut g, "8... Ng8");
    assert_eq!(
        g.verdict(),
        Some(&Verdict::draw(Reason::FivefoldRepetition, 16))
    );
    let next = san(&g, "Nf3");
    assert!(matches!(g.play(next), Err(GameError::Over(_))));
}

/// Ra8 mates (the king on h8 has g8 and g7/h7 covered by rook and king). It
/// is the 150th half-move without capture or pawn move, so the 75-move rule
/// would end the game too, but the mate stands (9.6.2).
#[test]
fn a_mate_on_the_150th_half_move_stands() {
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 149 120");
    play(&mut g, "120. Ra8#");
    assert_eq!(
        g.verdict(),
        Some(&Verdict::win(Color::White, Reason::Checkmate, 1))
    );
}

#[test]
fn any_other_150th_half_move_ends_the_game_drawn() {
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 149 120");
    play(&mut g, "120. Rb1");
    assert_eq!(
        g.verdict(),
        Some(&Verdict::draw(Reason::SeventyFiveMoves, 1))
    );
    // One half-move earlier nothing ends.
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 148 120");
    play(&mut g, "120. Rb1");
    assert_eq!(g.verdict(), None);
}

/// Sam Loyd's ten-move stalemate.
#[test]
fn stalemate_ends_the_game() {
    let mut g = Game::standard();
    play(
        &mut g,
        "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6",
    );
    assert_eq!(g.verdict(), Some(&Verdict::draw(Reason::Stalemate, 19)));
}

// --- Dead position, article 5.2.2 ------------------------------------------

fn dead(fen: &str) -> Option<bool> {
    is_dead(game(fen).position(), DeadPositionTest::Full)
}

/// The pawns stand locked on a4/a5, c4/c5, e4/e5, g4/g5. Every square of
/// the fourth rank a white king could step to (b4, d4, f4, h4) is guarded by
/// a black pawn, and likewise the fifth rank for the black king: no capture
/// and no pawn move can ever happen, so no mate.
#[test]
fn locked_pawns_with_kings_only_are_dead() {
    assert_eq!(
        dead("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1"),
        Some(true)
    );
}

/// Both bishops on dark squares (a3, f8): no mate with bishops of one colour.
#[test]
fn bishops_of_the_same_colour_are_dead() {
    assert_eq!(dead("5b2/8/8/4k3/8/B7/8/4K3 w - - 0 1"), Some(true));
    // With the black bishop on a light square (e8) a corner mate can be
    // helped along.
    assert_eq!(dead("4b3/8/8/4k3/8/B7/8/4K3 w - - 0 1"), Some(false));
}

/// Two knights cannot force mate, but a mate exists if the lone king helps:
/// the position is not dead, and only White can mate.
#[test]
fn two_knights_against_a_lone_king_are_not_dead() {
    let g = game("8/8/4k3/8/8/2NN4/8/4K3 w - - 0 1");
    assert_eq!(is_dead(g.position(), DeadPositionTest::Full), Some(false));
    assert_eq!(
        can_mate(g.position(), Color::White, DeadPositionTest::Full),
        Some(true)
    );
    assert_eq!(
        can_mate(g.position(), Color::Black, DeadPositionTest::Full),
        Some(false)
    );
}

/// Taking the last rook leaves king and knight against king: dead at once.
#[test]
fn a_capture_into_a_dead_position_ends_the_game() {
    let mut g = game("4k3/8/8/8/8/8/3r4/4K1N1 w - - 0 1");
    play(&mut g, "1. Kxd2");
    assert_eq!(g.verdict(), Some(&Verdict::draw(Reason::DeadPosition, 1)));
}

// --- Flag fall, article 6.9 --------------------------------------------------

/// White has king and queen, Black a lone king. If Black's flag falls, White
/// wins; if White's flag falls, Black cannot mate with a king alone: a draw.
#[test]
fn flag_fall_against_a_lone_king_is_a_draw() {
    let mut g = game("8/8/8/4k3/8/8/8/4K2Q w - - 0 1");
    assert_eq!(
        g.flag(Color::White),
        Ok(Verdict::draw(Reason::TimeForfeitUnwinnable, 0))
    );
    let mut g = game("8/8/8/4k3/8/8/8/4K2Q w - - 0 1");
    assert_eq!(
        g.flag(Color::Black),
        Ok(Verdict::win(Color::White, Reason::TimeForfeit, 0))
    );
}

/// Two knights cannot force mate, but 6.9 asks whether any series of legal
/// moves mates: it does, so the flag fall loses.
#[test]
fn flag_fall_against_two_knights_loses() {
    let mut g = game("8/8/4k3/8/8/2NN4/8/4K3 b - - 0 1");
    assert_eq!(
        g.flag(Color::Black),
        Ok(Verdict::win(Color::White, Reason::TimeForfeit, 0))
    );
}

// --- Claims, articles 9.2, 9.3 and 9.5 -------------------------------------

/// After 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1, Black may claim by stating
/// 4...Ng8, which brings the starting position a third time (9.2.1.1). The
/// claim is correct; the move is written and the game drawn.
#[test]
fn threefold_repetition_claimed_by_a_stated_move() {
    let mut g = Game::standard();
    play(&mut g, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1");
    assert!(g.claimable().is_empty());
    let with_moves = g.claimable_with_moves();
    assert_eq!(with_moves.len(), 1);
    assert_eq!(
        with_moves[0],
        (san(&g, "Ng8"), vec![Claim::ThreefoldRepetition])
    );
    let ruling = g.claim(Claim::ThreefoldRepetition, Some(san(&g, "Ng8")));
    assert_eq!(
        ruling,
        Ok(ClaimRuling::Drawn(Verdict::draw(
            Reason::ThreefoldRepetition,
            8
        )))
    );
    assert_eq!(g.ply(), 8);
}

/// Ninety-nine half-moves without capture or pawn move: any rook or king
/// move makes the hundredth, so the claim holds with it (9.3.1), but not
/// with a pawn move.
#[test]
fn fifty_moves_claimed_by_a_stated_move() {
    let g = game("4k3/8/8/8/8/8/4P3/R3K3 w Q - 99 80");
    assert!(g.claimable().is_empty());
    assert!(g.claim_holds_with_move(Claim::FiftyMoves, san(&g, "Ra8+")));
    assert!(g.claim_holds_with_move(Claim::FiftyMoves, san(&g, "O-O-O")));
    assert!(!g.claim_holds_with_move(Claim::FiftyMoves, san(&g, "e4")));
    // Every legal move but the two pawn moves.
    let legal = g.position().legal_moves().len();
    assert_eq!(g.claimable_with_moves().len(), legal - 2);
}

#[test]
fn fifty_moves_claimed_now() {
    let mut g = game("4k3/8/8/8/8/8/4P3/R3K3 w Q - 100 80");
    assert_eq!(g.claimable(), vec![Claim::FiftyMoves]);
    assert_eq!(
        g.claim(Claim::FiftyMoves, None),
        Ok(ClaimRuling::Drawn(Verdict::draw(Reason::FiftyMoves, 0)))
    );
}

/// An incorrect claim by a stated move: the move is made all the same, the
/// opponent gets two minutes in rapid, and the game goes on (9.5.3).
#[test]
fn an_incorrect_claim_costs_two_minutes_in_rapid_and_the_game_goes_on() {
    let mut g = Game::standard();
    let time = FakeTime::new();
    let mut clock =
        Clock::start("15+10".parse().expect("reads"), time, Color::White).expect("has a clock");
    let ruling = g.claim(Claim::ThreefoldRepetition, Some(san(&g, "e4")));
    assert_eq!(
        ruling,
        Ok(ClaimRuling::Incorrect {
            opponent: Color::Black
        })
    );
    clock.penalize_incorrect_claim(Color::White);
    assert_eq!(clock.remaining(Color::Black), Duration::from_secs(17 * 60));
    assert_eq!(g.ply(), 1, "the stated move was made");
    assert_eq!(g.verdict(), None);
}

#[test]
fn an_incorrect_claim_costs_one_minute_in_blitz() {
    let mut g = Game::standard();
    let mut clock = Clock::start("3+2".parse().expect("reads"), FakeTime::new(), Color::White)
        .expect("has a clock");
    play(&mut g, "1. e4");
    let ruling = g.claim(Claim::FiftyMoves, None);
    assert_eq!(
        ruling,
        Ok(ClaimRuling::Incorrect {
            opponent: Color::White
        })
    );
    clock.penalize_incorrect_claim(Color::Black);
    assert_eq!(clock.remaining(Color::White), Duration::from_secs(4 * 60));
}

#[test]
fn an_illegal_stated_move_changes_nothing() {
    let mut g = Game::standard();
    let illegal = san(
        &{
            let mut other = Game::standard();
            play(&mut other, "1. e4");
            other
        },
        "e5",
    );
    assert_eq!(
        g.claim(Claim::ThreefoldRepetition, Some(illegal)),
        Err(GameError::IllegalMove)
    );
    assert_eq!(g.ply(), 0);
}

// --- Other ends ------------------------------------------------------------

#[test]
fn resignation_agreement_and_draw_offers() {
    let mut g = Game::standard();
    play(&mut g, "1. e4 e5");
    g.offer_draw(Color::White).expect("game on");
    assert_eq!(g.draw_offers()[0].ply, 2);
    assert_eq!(g.agree_draw(), Ok(Verdict::draw(Reason::Agreement, 2)));
    let mut g = Game::standard();
    assert_eq!(
        g.resign(Color::White),
        Ok(Verdict::win(Color::Black, Reason::Resignation, 0))
    );
    assert!(
        g.resign(Color::Black).is_err(),
        "a finished game stays finished"
    );
}

/// BBQRNKNR: the king on f1 castles short with the h1 rook once the g1
/// knight has left, and ends on g1 with the rook on f1, as in standard chess.
#[test]
fn chess960_castling_follows_the_chess960_rules() {
    let fen = "bbqrnknr/pppppppp/8/8/8/8/PPPPPPPP/BBQRNKNR w KQkq - 0 1";
    let mut g = Game::from_fen(fen, shakmaty::CastlingMode::Chess960).expect("legal");
    play(&mut g, "1. Nh3 Nh6 2. O-O");
    let castled = g.position().board();
    assert_eq!(castled.king_of(Color::White), Some(shakmaty::Square::G1));
    assert_eq!(
        castled.piece_at(shakmaty::Square::F1).map(|p| p.role),
        Some(shakmaty::Role::Rook)
    );
    assert_eq!(castled.piece_at(shakmaty::Square::H1), None);
}

#[test]
fn chess960_games_start_from_their_number() {
    let g = Game::chess960(518).expect("exists");
    assert_eq!(g.position(), Game::standard().position());
    assert!(Game::chess960(960).is_err());
}

/// Taking a move back forgets that occurrence of the position: after the
/// knights go out and back the start stands twice; with the last move taken
/// back and played again, still twice, not three times.
#[test]
fn a_taken_back_move_does_not_count_for_repetition() {
    let mut g = Game::standard();
    play(&mut g, "1. Nf3 Nf6 2. Ng1 Ng8");
    assert_eq!(g.repetition_count(), 2);
    let taken = g.take_back().expect("a move to take back");
    assert_eq!(
        taken,
        san(
            &{
                let mut before = Game::standard();
                play(&mut before, "1. Nf3 Nf6 2. Ng1");
                before
            },
            "Ng8"
        )
    );
    play(&mut g, "2... Ng8");
    assert_eq!(g.repetition_count(), 2);
    assert!(g.claimable().is_empty());
}
