//! Arbitrary text thrown at every reader of input: nothing panics, and every
//! refusal is an error value with a message. (The same readers are fuzz
//! targets under `fuzz/` for coverage-guided runs.)

use annabella::commands::clock::parse_took;
use annabella::game::{DeadPositionTest, Game, TimeControl};
use annabella::scoresheet::{read_games, replay};
use proptest::prelude::*;
use shakmaty::CastlingMode;

/// Strings built from the characters these inputs are made of, so that the
/// readers get past their first check, plus anything at all.
fn chess_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9/+dbn.,: -]{0,24}",
        "[pnbrqkPNBRQK1-8/ wbKQkqA-Ha-h-]{0,80}",
        "[\\[\\]\"{}()%;$!?.#+=a-hxNBRQKO0-9 \n\r-]{0,200}",
        any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn time_controls_never_panic(text in chess_text()) {
        match text.parse::<TimeControl>() {
            Ok(control) => {
                // Whatever reads, writes back and reads again to the same.
                prop_assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control.clone()));
                prop_assert_eq!(TimeControl::from_pgn_tag(&control.pgn_tag()), Ok(control));
            }
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
        let _ = TimeControl::from_pgn_tag(&text);
    }

    #[test]
    fn fens_never_panic(text in chess_text()) {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            if let Ok(game) = Game::from_fen(&text, mode) {
                let _ = game.claimable();
                let _ = game.verdict();
            }
        }
    }

    #[test]
    fn pgn_text_never_panics(text in chess_text()) {
        for game in read_games(&text) {
            if let Err(error) = replay(&game, DeadPositionTest::Fast).into_result() {
                prop_assert!(!error.to_string().is_empty());
            }
        }
    }

    #[test]
    fn took_lists_never_panic(text in chess_text()) {
        let _ = parse_took(&text);
    }
}
