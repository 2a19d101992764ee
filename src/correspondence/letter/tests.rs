//! Letters as a friend writes them, each read as a careful reader reads
//! it; the expected reading is written from the text. The game is the
//! Breyer Ruy Lopez (1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7
//! 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7
//! 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4), the friend
//! Bob plays White, the player Black.

use shakmaty::{Chess, Move, Position, san::San};

use super::*;
use crate::notation::FIDE;

const BREYER: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 \
                      d4 Nbd7 Nbd2 Bb7 Bc2 Re8 Nf1 Bf8 Ng3 g6 a4 c5 d5 c4";

/// The positions before each move of the Breyer and the moves.
fn breyer() -> (Vec<Chess>, Vec<Move>) {
    let mut positions = vec![Chess::default()];
    let mut moves = Vec::new();
    for san in BREYER.split_whitespace() {
        let position = positions.last().expect("a position").clone();
        let m = san
            .parse::<San>()
            .expect("SAN")
            .to_move(&position)
            .expect("legal");
        let mut after = position;
        after.play_unchecked(m);
        positions.push(after);
        moves.push(m);
    }
    (positions, moves)
}

/// What a letter says, read after `plies` half-moves (the player's move
/// the last), with the player's cards and her draw offer.
fn read_after(plies: usize, text: &str, cards: &[String], offered: bool) -> Reading {
    let (positions, moves) = breyer();
    let table = Table {
        position: &positions[plies],
        mine: Some(Mine {
            before: &positions[plies - 1],
            m: moves[plies - 1],
        }),
        cards,
        offered,
        scheme: &FIDE,
    };
    read(text, &table)
}

/// White's move `san` after `plies` half-moves.
fn white(plies: usize, san: &str) -> Found {
    let (positions, _) = breyer();
    let m = san
        .parse::<San>()
        .expect("SAN")
        .to_move(&positions[plies])
        .expect("legal");
    Found::Move(m)
}

fn found(plies: usize, text: &str) -> Found {
    read_after(plies, text, &[], false).found
}

#[test]
fn the_move_he_says_he_plays_is_the_move() {
    // After 11... Lb7 (22 half-moves): he weighed two, plays a third.
    let mail = "Hallo Anna,\n\ndanke für 11... Lb7. Ich habe lange zwischen 12. d5 und\n\
                12. a4 geschwankt … spiele ich aber: 12. Lc2\n\nViele Grüße\nBob";
    assert_eq!(found(22, mail), white(22, "Bc2"));
    assert_eq!(found(22, "I play 12.Bc2, not 12.d5."), white(22, "Bc2"));
    assert_eq!(
        found(22, "Ich spiele nicht 12. d5, sondern 12. Lc2."),
        white(22, "Bc2")
    );
    assert_eq!(
        found(22, "Auf deinen Zug 11... Lb7 antworte ich mit 12. Lc2."),
        white(22, "Bc2")
    );
    // A whole score, as ICCF's rules have every mail carry it.
    let score = "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7 6. Te1 b5 \
                 7. Lb3 d6 8. c3 0-0 9. h3 Sb8 10. d4 Sbd7 11. Sbd2 Lb7 12. Lc2";
    assert_eq!(found(22, score), white(22, "Bc2"));
    // An analysis first, then the move.
    let analysis = "Nach 12. Lc2 Te8 13. Sf1 Lf8 14. Sg3 g6 steht Weiß gut. Ich spiele 12. Lc2.";
    assert_eq!(found(22, analysis), white(22, "Bc2"));
}

#[test]
fn a_move_alone_is_read_in_any_notation() {
    // After 12... Te8 (24 half-moves): 13. Nf1.
    for text in [
        "Sf1",
        "Nf1",
        "Springer f1",
        "Springer nach f1",
        "13.Sf1",
        "Mein Zug: 4261",
        "13. Sf1 (4261)",
    ] {
        assert_eq!(found(24, text), white(24, "Nf1"), "{text}");
    }
    // After 3... a6: an iPhone's "Ba4", in English letters or German.
    for text in ["Ba4", "La4", "4. Ba4", "Läufer a4"] {
        assert_eq!(found(6, text), white(6, "Ba4"), "{text}");
    }
    // After 4... Nf6: castling, as friends write it.
    for text in ["0-0", "O-O", "Kurze Rochade", "5. 0-0"] {
        assert_eq!(found(8, text), white(8, "O-O"), "{text}");
    }
}

#[test]
fn what_he_only_weighs_or_asks_is_not_played() {
    let Found::Doubt(MailDoubt::NoneSaid(weighed)) =
        found(22, "Was hältst du von 12. d5? Ich muss noch überlegen.")
    else {
        panic!("no doubt");
    };
    assert_eq!(weighed, ["12. d5"]);
    assert_eq!(
        found(22, "Ich spiele 12. d5 oder 12. a4."),
        Found::Doubt(MailDoubt::NoneSaid(vec!["12. d5".into(), "12. a4".into()]))
    );
    assert_eq!(
        found(
            30,
            "Du fragst: Kommt jetzt 16. dxc5? Nein. Ich spiele 16. d5."
        ),
        white(30, "d5")
    );
    assert_eq!(
        found(
            22,
            "Ich gebe zu, dass ich auf 12. d5 gehofft hatte. 12. Lc2"
        ),
        white(22, "Bc2")
    );
    assert_eq!(
        found(
            22,
            "12. d5 hätte ich fast gespielt, aber ich spiele 12. Lc2."
        ),
        white(22, "Bc2")
    );
    assert_eq!(
        found(22, "Lc2 would have been the book move."),
        Found::Doubt(MailDoubt::NoneSaid(vec!["Lc2".into()]))
    );
    // Digits alone are no move: a house number, a year.
    assert_eq!(
        found(24, "Ich wohne in der Hauptstraße 4261."),
        Found::Nothing
    );
}

#[test]
fn a_move_he_only_thought_of_is_not_played_in_persian() {
    // "I thought of 12. a4 but play 12. Bc2": a4 is never played; Bc2
    // is, or she is asked.
    let read = found(22, "به 12. a4 فکر کردم ولی 12. Bc2 را بازی می‌کنم");
    assert!(
        read == white(22, "Bc2") || matches!(read, Found::Doubt(_)),
        "{read:?}"
    );
}

#[test]
fn two_moves_he_might_play_leave_a_doubt() {
    assert_eq!(
        found(22, "Mein Zug: 12. Lc2. Ich spiele 12. a4."),
        Found::Doubt(MailDoubt::Several(vec!["12. Lc2".into(), "12. a4".into()]))
    );
    assert_eq!(
        found(22, "12. Lc2\n\n12. a4"),
        Found::Doubt(MailDoubt::Several(vec!["12. Lc2".into(), "12. a4".into()]))
    );
}

#[test]
fn his_board_differing_from_the_game_leaves_a_doubt() {
    // After 9... Sb8 (18 half-moves) he thinks she played 9... Sa5.
    let Found::Doubt(MailDoubt::RepeatsOther { card, game }) =
        found(18, "dein Zug: 9... Sa5, 10. d4")
    else {
        panic!("no doubt");
    };
    assert_eq!(card, "9... Sa5");
    assert_eq!(
        (game.number, game.written.as_str(), game.iccf.as_str()),
        (9, "Sb8", "3628")
    );
    // Written right, with or without the comma, it is checked and fits.
    assert_eq!(found(18, "dein Zug: 9... Sb8, 10. d4"), white(18, "d4"));
    assert_eq!(found(18, "dein Zug: 9... Sb8 10. d4"), white(18, "d4"));
    // A number that does not fit: 11. d4 for move 10; 10. h3 for move 9.
    assert_eq!(
        found(18, "Mein Zug: 11. d4"),
        Found::Doubt(MailDoubt::WrongNumber {
            card: "11. d4".into(),
            expected: 10,
            side: shakmaty::Color::White
        })
    );
    assert_eq!(
        found(16, "10. h3"),
        Found::Doubt(MailDoubt::WrongNumber {
            card: "10. h3".into(),
            expected: 9,
            side: shakmaty::Color::White
        })
    );
    let Found::Doubt(MailDoubt::Unplayable { card, .. }) = found(22, "Mein Zug: 12. Lc7") else {
        panic!("no doubt");
    };
    assert_eq!(card, "12. Lc7");
}

#[test]
fn offers_acceptance_and_resignation_are_read_in_words() {
    let reading = read_after(22, "12. Lc2\nRemis?", &[], false);
    assert_eq!(reading.found, white(22, "Bc2"));
    assert_eq!(reading.says, [MailSays::OffersDraw]);
    for (text, says) in [
        ("Ich biete Remis an.", MailSays::OffersDraw),
        ("I offer a draw.", MailSays::OffersDraw),
        ("Beraberlik teklif ediyorum.", MailSays::OffersDraw),
        ("Ég býð jafntefli.", MailSays::OffersDraw),
        ("پیشنهاد تساوی می‌دهم.", MailSays::OffersDraw),
        ("Ich gebe auf.", MailSays::Resigns),
        ("Ich gebe die Partie auf", MailSays::Resigns),
        ("I resign.", MailSays::Resigns),
        ("Terk ediyorum.", MailSays::Resigns),
        ("Ég gefst upp.", MailSays::Resigns),
        ("تسلیم می‌شوم.", MailSays::Resigns),
        (
            "Ich reklamiere Remis durch dreimalige Wiederholung.",
            MailSays::Claims(Some(Claim::ThreefoldRepetition)),
        ),
    ] {
        assert_eq!(read_after(22, text, &[], false).says, [says], "{text}");
    }
    for text in [
        "Ich gebe nicht auf!",
        "I will not resign.",
        "Gibst du auf?",
        "Ich gebe zu, dass ich auf f7 nicht geachtet habe.",
        "Wenn du 12... Te8 spielst, gebe ich auf.",
        "تسلیم نمی‌شوم.",
        "پیشنهاد تساوی نمی‌دهم.",
        "Beraberlik teklif etmiyorum.",
    ] {
        assert!(read_after(22, text, &[], false).says.is_empty(), "{text}");
    }
    // His acceptance of her offer: no move, the draw.
    let reading = read_after(22, "Dein Remisangebot nehme ich gerne an.", &[], true);
    assert_eq!(reading.found, Found::Nothing);
    assert_eq!(reading.says, [MailSays::AcceptsDraw]);
    assert_eq!(
        read_after(22, "I accept your draw offer.", &[], true).says,
        [MailSays::AcceptsDraw]
    );
    // A refusal where the language puts "not" after the verb.
    for text in [
        "پیشنهاد تساوی شما را قبول نمی‌کنم.",
        "Beraberlik teklifini kabul etmiyorum.",
    ] {
        assert_eq!(
            read_after(22, text, &[], true).says,
            [MailSays::DeclinesDraw],
            "{text}"
        );
    }
    // Accepting what was not offered leaves a doubt.
    assert_eq!(
        read_after(22, "Remis angenommen. 12. Lc2", &[], false).found,
        Found::Doubt(MailDoubt::AcceptsUnoffered)
    );
    // A resignation with the mate explained plays no move of it.
    let reading = read_after(
        22,
        "12... Lxe4 13. Sxe4 ist aussichtslos. Ich gebe auf.",
        &[],
        false,
    );
    assert_eq!(reading.found, Found::Nothing);
    assert_eq!(reading.says, [MailSays::Resigns]);
}

#[test]
fn a_conditional_move_is_read() {
    // After 13... Lf8 (26 half-moves).
    let reading = read_after(
        26,
        "Ich spiele 14. Sg3. Wenn 14... g6, dann 15. a4.",
        &[],
        false,
    );
    assert_eq!(reading.found, white(26, "Ng3"));
    assert_eq!(
        reading.says,
        [MailSays::Conditional {
            when: "14... g6".into(),
            then: "15. a4".into()
        }]
    );
    let reading = read_after(26, "14. Ng3, and if 14...g6 then 15.a4", &[], false);
    assert_eq!(reading.found, white(26, "Ng3"));
    assert_eq!(reading.says.len(), 1);
}

/// His own card, as annabella writes it on his side, is read back: his
/// move, his dates and his offer; her move repeated is checked.
#[test]
fn a_card_annabella_wrote_is_read_back() {
    let card = "Fernschach Bob - Anna\nIhr Zug: 11... Lb7 (3827)\nerhalten: 2026-11-17\n\
                Mein Zug: 12. Lc2 (2332)\ngesendet: 2026-11-18\nBedenkzeit: 1 Tag\n\
                Tage gesamt: Weiß 9, Schwarz 7\nIch biete Remis an.\n";
    let reading = read_after(22, card, &[], false);
    assert_eq!(reading.found, white(22, "Bc2"));
    assert_eq!(reading.says, [MailSays::OffersDraw]);
    assert_eq!(reading.received, "2026-11-17".parse().ok());
    assert_eq!(reading.sent, "2026-11-18".parse().ok());
}

/// Her own card pasted into his reply is hers: its move, its question,
/// its dates are not his.
#[test]
fn her_card_repeated_in_his_mail_is_hers() {
    let hers = "Fernschach Bob - Anna\nIhr Zug: 14. Sg3 (6173)\nerhalten: 2026-11-27\n\
                Mein Zug: 14... g6 (7776)\ngesendet: 2026-11-28\nBedenkzeit: 1 Tag\n\
                Tage gesamt: Weiß 12, Schwarz 9\nIch biete Remis an.\n\
                Nachricht: Kommt jetzt 15. dxc5?\n"
        .to_owned();
    let mail = format!("Nein, es kommt 15. a4.\n\n{hers}");
    let reading = read_after(28, &mail, &[hers], false);
    assert_eq!(reading.found, white(28, "a4"));
    assert!(reading.says.is_empty(), "{:?}", reading.says);
    assert_eq!((reading.received, reading.sent), (None, None));
    // Her offer alone in his text, without her card around it, is his.
    let reading = read_after(28, "15. a4\nIch biete Remis an.", &[], false);
    assert_eq!(reading.says, [MailSays::OffersDraw]);
}

/// What a letter says in a position of its own, to a player of `scheme`.
fn read_in(fen: &str, text: &str, scheme: &'static Scheme) -> Reading {
    let position: Chess = fen
        .parse::<shakmaty::fen::Fen>()
        .expect("FEN")
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("legal");
    let table = Table {
        position: &position,
        mine: None,
        cards: &[],
        offered: false,
        scheme,
    };
    read(text, &table)
}

#[test]
fn an_icelandic_friend_is_read_in_icelandic_letters_and_words() {
    use crate::notation::scheme::ICELANDIC;
    // Icelandic R is riddari, the knight; English R is the rook. Where
    // both can go to f3, she is asked; where only the knight can, it is
    // the knight's move.
    let both = "4k3/8/8/8/8/8/8/4KRN1 w - - 0 20";
    let reading = read_in(both, "Minn leikur: 20. Rf3", &ICELANDIC);
    assert!(
        matches!(reading.found, Found::Doubt(_)),
        "{:?}",
        reading.found
    );
    let knight = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 20";
    let reading = read_in(knight, "Minn leikur: 20. Rf3", &ICELANDIC);
    let Found::Move(m) = reading.found else {
        panic!("{:?}", reading.found);
    };
    assert_eq!((m.role(), m.to()), (Role::Knight, shakmaty::Square::F3));
    // The knight named in words, in the dative after leika.
    let reading = read_in(knight, "Ég leik riddaranum á f3.", &ICELANDIC);
    let Found::Move(m) = reading.found else {
        panic!("{:?}", reading.found);
    };
    assert_eq!((m.role(), m.to()), (Role::Knight, shakmaty::Square::F3));
    // "I think Rf3 is best" is a thought, not a move.
    let reading = read_in(knight, "Ég held að Rf3 sé bestur.", &ICELANDIC);
    assert!(
        !matches!(reading.found, Found::Move(_)),
        "{:?}",
        reading.found
    );
    // Castling short in words.
    let castle = "4k3/8/8/8/8/8/8/4K2R w K - 0 20";
    let Found::Move(m) = read_in(castle, "Ég hróka stutt.", &ICELANDIC).found else {
        panic!("no castling");
    };
    assert!(m.is_castle());
    for (text, says) in [
        ("Ég þigg ekki jafnteflið.", MailSays::DeclinesDraw),
        ("Ég játa mig sigraðan.", MailSays::Resigns),
        (
            "Ég gefst upp því staðan er ekki verjandi.",
            MailSays::Resigns,
        ),
    ] {
        assert_eq!(read_after(22, text, &[], true).says, [says], "{text}");
    }
}

#[test]
fn a_turkish_friend_is_read_with_the_verb_last() {
    use crate::notation::scheme::TURKISH;
    // "I thought of Bc4 and Be5": the verb comes last and covers both.
    let bishops = "4k3/8/8/8/8/8/8/4KB2 w - - 0 20";
    let reading = read_in(bishops, "Fc4 ve Fd3 düşündüm.", &TURKISH);
    assert!(
        !matches!(reading.found, Found::Move(_)),
        "{:?}",
        reading.found
    );
    // Turkish K is kale, the rook; English K the king. Both reach f1
    // here: she is asked; only the rook reaches h5: the rook's move.
    let both = "4k3/8/8/8/8/8/8/4K2R w - - 0 20";
    let reading = read_in(both, "Hamlem: 20. Kf1", &TURKISH);
    assert!(
        matches!(reading.found, Found::Doubt(_)),
        "{:?}",
        reading.found
    );
    // A move with its case ending after an apostrophe ("I play Bc4"),
    // and a sentence in capitals.
    let reading = read_in(bishops, "Fc4'ü oynuyorum.", &TURKISH);
    let Found::Move(m) = reading.found else {
        panic!("{:?}", reading.found);
    };
    assert_eq!(m.to(), shakmaty::Square::C4);
    assert_eq!(
        read_after(22, "BERABERLİK TEKLİF EDİYORUM.", &[], false).says,
        [MailSays::OffersDraw]
    );
    let reading = read_in(both, "Hamlem: 20. Kh5", &TURKISH);
    let Found::Move(m) = reading.found else {
        panic!("{:?}", reading.found);
    };
    assert_eq!(m.role(), Role::Rook);
}
