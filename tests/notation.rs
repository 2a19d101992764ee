//! The words annabella speaks, checked against SPEC section 2 and
//! hand-written lists, and the reading of typed moves of SPEC section 3.
//! Positions for the SAN table were set up by hand and their SAN confirmed
//! with python-chess.

mod common;

use annabella::game::{Reason, Verdict};
use annabella::notation::{
    ENGLISH, FIDE, Line, Refusal, Scheme, announce_move, attackers_and_defenders, clock_reading,
    describe_square, game_end, legal_moves_from, piece_list, read_move, scan,
};
use common::{game, play};
use shakmaty::{Color, File, Role, Square};
use std::time::Duration;

/// Announces the move `text` (SAN) in the position after `moves` from
/// `fen`, in both schemes.
fn said(fen: &str, moves: &str, text: &str) -> (String, String) {
    let mut g = game(fen);
    play(&mut g, moves);
    let m = read_move(g.position(), text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let words = announce_move(g.position(), m);
    (FIDE.render(&words), ENGLISH.render(&words))
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn every_row_of_the_spec_table_in_both_schemes() {
    let rows: [(&str, &str, &str, &str, &str); 12] = [
        (
            START,
            "",
            "Nf3",
            "Springer Felix drei",
            "Knight Felix three",
        ),
        (START, "", "e4", "Bauer Eva vier", "Pawn Eva four"),
        (
            START,
            "1. e4 d5",
            "exd5",
            "Bauer Eva schlägt David fünf",
            "Pawn Eva takes David five",
        ),
        (
            START,
            "1. e4 e5 2. Bc4 Nc6",
            "Bxf7+",
            "Läufer schlägt Felix sieben, Schach",
            "Bishop takes Felix seven, check",
        ),
        (
            START,
            "1. d4 d5 2. Nf3 Nf6",
            "Nbd2",
            "Springer Bella David zwei",
            "Knight Bella David two",
        ),
        (
            "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1",
            "",
            "R1a3",
            "Turm eins Anna drei",
            "Rook one Anna three",
        ),
        (
            "1k6/8/8/8/4Q2Q/K7/8/4r2Q w - - 0 1",
            "",
            "Qh4xe1",
            "Dame Hektor vier schlägt Eva eins",
            "Queen Hector four takes Eva one",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "",
            "O-O",
            "Kurze Rochade",
            "Short castling",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "",
            "O-O-O",
            "Lange Rochade",
            "Long castling",
        ),
        (
            START,
            "1. e4 a6 2. e5 d5",
            "exd6",
            "Bauer Eva schlägt David sechs en passant",
            "Pawn Eva takes David six en passant",
        ),
        (
            "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
            "",
            "e8=Q",
            "Bauer Eva acht Umwandlung in Dame",
            "Pawn Eva eight promotes to Queen",
        ),
        (
            "4r3/3P1K2/1b1k4/pQ6/8/8/8/8 w - - 0 1",
            "",
            "dxe8=N#",
            "Bauer David schlägt Eva acht Umwandlung in Springer, Schachmatt",
            "Pawn David takes Eva eight promotes to Knight, checkmate",
        ),
    ];
    for (fen, moves, san, fide, english) in rows {
        assert_eq!(
            said(fen, moves, san),
            (fide.to_owned(), english.to_owned()),
            "{san}"
        );
    }
}

#[test]
fn ascii_spells_out_umlauts() {
    let mut g = game(START);
    play(&mut g, "1. e4 e5 2. Bc4 Nc6");
    let m = read_move(g.position(), "Bxf7+").expect("legal");
    let words = announce_move(g.position(), m);
    assert_eq!(
        FIDE.render_with(&words, true),
        "Laeufer schlaegt Felix sieben, Schach"
    );
    let mut g = game("1k6/p7/8/8/8/8/P7/4K3 w - - 0 1");
    play(&mut g, "1. Kf2 Kc8 2. Kf3 Kd8");
    let m = read_move(g.position(), "Kf4").expect("legal");
    assert_eq!(
        FIDE.render_with(&announce_move(g.position(), m), true),
        "Koenig Felix vier"
    );
    let words = describe_square(g.position(), Square::C5);
    assert_eq!(FIDE.render_with(&words, true), "Caesar fuenf, leer");
}

fn say(scheme: &Scheme, n: u32) -> String {
    scheme.numbers.say(n)
}

#[test]
fn german_number_words() {
    let one_to_thirty = [
        "eins",
        "zwei",
        "drei",
        "vier",
        "fünf",
        "sechs",
        "sieben",
        "acht",
        "neun",
        "zehn",
        "elf",
        "zwölf",
        "dreizehn",
        "vierzehn",
        "fünfzehn",
        "sechzehn",
        "siebzehn",
        "achtzehn",
        "neunzehn",
        "zwanzig",
        "einundzwanzig",
        "zweiundzwanzig",
        "dreiundzwanzig",
        "vierundzwanzig",
        "fünfundzwanzig",
        "sechsundzwanzig",
        "siebenundzwanzig",
        "achtundzwanzig",
        "neunundzwanzig",
        "dreißig",
    ];
    for (n, word) in (1..).zip(one_to_thirty) {
        assert_eq!(say(&FIDE, n), word);
    }
    let tens = [
        "zehn", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig",
        "neunzig",
    ];
    for (n, word) in (1..).zip(tens) {
        assert_eq!(say(&FIDE, n * 10), word);
    }
    let hundreds = [
        "hundert",
        "hunderteins",
        "hundertzwei",
        "hundertdrei",
        "hundertvier",
        "hundertfünf",
        "hundertsechs",
        "hundertsieben",
        "hundertacht",
        "hundertneun",
        "hundertzehn",
        "hundertelf",
        "hundertzwölf",
        "hundertdreizehn",
        "hundertvierzehn",
        "hundertfünfzehn",
        "hundertsechzehn",
        "hundertsiebzehn",
        "hundertachtzehn",
        "hundertneunzehn",
        "hundertzwanzig",
    ];
    for (n, word) in (100..).zip(hundreds) {
        assert_eq!(say(&FIDE, n), word);
    }
    assert_eq!(say(&FIDE, 0), "null");
    assert_eq!(say(&FIDE, 99), "neunundneunzig");
    assert_eq!(say(&FIDE, 247), "zweihundertsiebenundvierzig");
    assert_eq!(say(&FIDE, 999), "neunhundertneunundneunzig");
}

#[test]
fn english_number_words() {
    let one_to_thirty = [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
        "twenty-one",
        "twenty-two",
        "twenty-three",
        "twenty-four",
        "twenty-five",
        "twenty-six",
        "twenty-seven",
        "twenty-eight",
        "twenty-nine",
        "thirty",
    ];
    for (n, word) in (1..).zip(one_to_thirty) {
        assert_eq!(say(&ENGLISH, n), word);
    }
    let tens = [
        "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    for (n, word) in (1..).zip(tens) {
        assert_eq!(say(&ENGLISH, n * 10), word);
    }
    let hundreds = [
        "one hundred",
        "one hundred one",
        "one hundred two",
        "one hundred three",
        "one hundred four",
        "one hundred five",
        "one hundred six",
        "one hundred seven",
        "one hundred eight",
        "one hundred nine",
        "one hundred ten",
        "one hundred eleven",
        "one hundred twelve",
        "one hundred thirteen",
        "one hundred fourteen",
        "one hundred fifteen",
        "one hundred sixteen",
        "one hundred seventeen",
        "one hundred eighteen",
        "one hundred nineteen",
        "one hundred twenty",
    ];
    for (n, word) in (100..).zip(hundreds) {
        assert_eq!(say(&ENGLISH, n), word);
    }
    assert_eq!(say(&ENGLISH, 0), "zero");
    assert_eq!(say(&ENGLISH, 99), "ninety-nine");
    assert_eq!(say(&ENGLISH, 247), "two hundred forty-seven");
    assert_eq!(say(&ENGLISH, 999), "nine hundred ninety-nine");
}

#[test]
fn squares_say_what_stands_on_them() {
    let g = game(START);
    assert_eq!(
        FIDE.render(&describe_square(g.position(), Square::E2)),
        "Eva zwei, weißer Bauer"
    );
    assert_eq!(
        ENGLISH.render(&describe_square(g.position(), Square::E2)),
        "Eva two, white pawn"
    );
    assert_eq!(
        FIDE.render(&describe_square(g.position(), Square::D8)),
        "David acht, schwarze Dame"
    );
    assert_eq!(
        FIDE.render(&describe_square(g.position(), Square::E4)),
        "Eva vier, leer"
    );
    assert_eq!(
        ENGLISH.render(&describe_square(g.position(), Square::E4)),
        "Eva four, empty"
    );
}

#[test]
fn piece_lists_by_side_and_type() {
    let g = game("4k3/8/8/8/8/8/8/R2QK1NR w - - 0 1");
    assert_eq!(
        FIDE.render(&piece_list(g.position(), Some(Color::White), None)),
        "Weiß: König Eva eins; Dame David eins; Türme Anna eins, Hektor eins; Springer Gustav eins"
    );
    assert_eq!(
        ENGLISH.render(&piece_list(
            g.position(),
            Some(Color::White),
            Some(Role::Rook)
        )),
        "White: Rooks Anna one, Hector one"
    );
    assert_eq!(
        FIDE.render(&piece_list(g.position(), None, Some(Role::Knight))),
        "Weiß: Springer Gustav eins; Schwarz: Kein Springer"
    );
}

#[test]
fn a_file_scan_goes_up_the_board() {
    let g = game("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert_eq!(
        FIDE.render(&scan(g.position(), Line::File(File::E))),
        "Eva eins, weißer König; Eva zwei, weißer Bauer; Eva drei, leer; Eva vier, leer; \
         Eva fünf, leer; Eva sechs, leer; Eva sieben, leer; Eva acht, schwarzer König"
    );
}

#[test]
fn the_legal_moves_of_a_piece() {
    let g = game(START);
    assert_eq!(
        FIDE.render(&legal_moves_from(g.position(), Square::G1)),
        "Springer Gustav eins: Felix drei, Hektor drei"
    );
    assert_eq!(
        ENGLISH.render(&legal_moves_from(g.position(), Square::C1)),
        "Bishop Cesar one: no moves"
    );
    let mut g = game(START);
    play(&mut g, "1. e4 e5 2. Bc4 Nc6");
    assert_eq!(
        ENGLISH.render(&legal_moves_from(g.position(), Square::C4)),
        "Bishop Cesar four: Anna six, Bella three, Bella five, David three, David five, Eva two, \
         Eva six, Felix one, takes Felix seven, check"
    );
}

#[test]
fn attackers_and_defenders_of_a_square() {
    // After 1. e4 d5: the e4 pawn is attacked by the d5 pawn and defended
    // by nobody yet.
    let mut g = game(START);
    play(&mut g, "1. e4 d5");
    assert_eq!(
        FIDE.render(&attackers_and_defenders(g.position(), Square::E4)),
        "Eva vier, weißer Bauer: angegriffen von Bauer David fünf; gedeckt von niemand"
    );
}

#[test]
fn clock_readings_and_game_ends() {
    let reading = clock_reading(
        Duration::from_secs(4 * 60 + 12),
        Duration::from_secs(61),
        21,
    );
    assert_eq!(
        FIDE.speech(&reading),
        "Weiß vier Minuten zwölf Sekunden; Schwarz eine Minute eine Sekunde; Zug einundzwanzig"
    );
    assert_eq!(
        ENGLISH.speech(&reading),
        "White four minutes twelve seconds; Black one minute one second; Move twenty-one"
    );
    // Printed short, with digits, for a braille display.
    assert_eq!(FIDE.render(&reading), "Weiß 4:12; Schwarz 1:01; Zug 21");
    let hour = clock_reading(Duration::from_secs(3600 + 5), Duration::ZERO, 1);
    assert_eq!(
        ENGLISH.speech(&hour),
        "White one hour five seconds; Black zero seconds; Move one"
    );
    assert_eq!(ENGLISH.render(&hour), "White 1:00:05; Black 0:00; Move 1");
    let mate = Verdict::win(Color::White, Reason::Checkmate, 41);
    assert_eq!(
        FIDE.render(&game_end(&mate)),
        "Weiß gewinnt durch Schachmatt"
    );
    let stalemate = Verdict::draw(Reason::Stalemate, 19);
    assert_eq!(ENGLISH.render(&game_end(&stalemate)), "Draw by stalemate");
}

// --- Reading typed moves -----------------------------------------------------

fn reads(fen: &str, moves: &str, input: &str) -> Result<String, String> {
    let mut g = game(fen);
    play(&mut g, moves);
    match read_move(g.position(), input) {
        Ok(m) => Ok(annabella::notation::formats::san(g.position(), m)),
        Err(refusal) => Err(FIDE.render(&refusal.words(g.position()))),
    }
}

#[test]
fn every_input_form_of_the_spec_reads() {
    let ok =
        |input: &str, san: &str| assert_eq!(reads(START, "", input), Ok(san.to_owned()), "{input}");
    for input in [
        "Nf3",
        "nf3",
        "Sf3",
        "g1f3",
        "g1-f3",
        "Ng1-f3",
        "Springer Felix drei",
        "springer felix 3",
        "Knight Felix three",
        "SPRINGER FELIX DREI",
        "7163",
        "Nf3!",
        "Springer Felix drei, Schach",
    ] {
        ok(input, "Nf3");
    }
    for input in [
        "e4",
        "Bauer Eva vier",
        "Eva vier",
        "e2e4",
        "e2-e4",
        "5254",
        "Pawn Eva four",
    ] {
        ok(input, "e4");
    }
    // f3 is the pawn move in SAN, even though the knight could go there.
    ok("f3", "f3");
    let after = "1. e4 d5";
    assert_eq!(reads(START, after, "exd5"), Ok("exd5".into()));
    assert_eq!(reads(START, after, "e4xd5"), Ok("exd5".into()));
    assert_eq!(reads(START, after, "e:d5"), Ok("exd5".into()));
    assert_eq!(
        reads(START, after, "Bauer Eva schlägt David fünf"),
        Ok("exd5".into())
    );
    assert_eq!(
        reads(START, after, "bauer eva schlaegt david fuenf"),
        Ok("exd5".into())
    );
    let castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for input in [
        "O-O",
        "0-0",
        "o-o",
        "kurze Rochade",
        "Short castling",
        "e1g1",
        "5171",
    ] {
        assert_eq!(reads(castles, "", input), Ok("O-O".into()), "{input}");
    }
    for input in ["O-O-O", "0-0-0", "Lange Rochade", "e1c1"] {
        assert_eq!(reads(castles, "", input), Ok("O-O-O".into()), "{input}");
    }
    let promotion = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    for input in [
        "e8=Q",
        "e8Q",
        "e8D",
        "e8=D",
        "e7e8q",
        "57581",
        "Bauer Eva acht Umwandlung in Dame",
        "e8 promotes to queen",
    ] {
        assert_eq!(reads(promotion, "", input), Ok("e8=Q".into()), "{input}");
    }
    assert_eq!(reads(promotion, "", "e8=N"), Ok("e8=N".into()));
    assert_eq!(reads(promotion, "", "e8S"), Ok("e8=N".into()));
    assert_eq!(reads(promotion, "", "57584"), Ok("e8=N".into()));
    let en_passant = "1. e4 a6 2. e5 d5";
    for input in [
        "exd6",
        "exd6 e.p.",
        "exd6e.p.",
        "e5d6",
        "Bauer Eva schlägt David sechs en passant",
    ] {
        assert_eq!(
            reads(START, en_passant, input),
            Ok("exd6".into()),
            "{input}"
        );
    }
    // German letters for queen, rook and bishop; the destination alone,
    // which only a piece reaches, is asked about (SPEC section 3).
    let pieces = "4k3/8/8/8/8/8/8/R2QKB2 w - - 0 1";
    assert_eq!(reads(pieces, "", "Dd4"), Ok("Qd4".into()));
    assert_eq!(reads(pieces, "", "Ta5"), Ok("Ra5".into()));
    assert_eq!(reads(pieces, "", "Lc4"), Ok("Bc4".into()));
    assert_eq!(
        reads(pieces, "", "Hektor drei"),
        Err("Läufer Hektor drei?".into())
    );
    assert_eq!(reads(pieces, "", "h3"), Err("Läufer Hektor drei?".into()));
}

/// SPEC section 3: a square alone is a pawn's move there that takes
/// nothing, as `d5` is in SAN; a capture there, or a piece's move, is only
/// asked about, and several are named to choose from.
#[test]
fn a_square_alone_never_guesses() {
    let g = {
        let mut g = game(START);
        play(&mut g, "1. e4 d5");
        g
    };
    for typed in ["d5", "David fünf", "david fuenf"] {
        let refusal = read_move(g.position(), typed).unwrap_err();
        assert_eq!(refusal, Refusal::Guess(common::san(&g, "exd5")), "{typed}");
        assert_eq!(
            FIDE.render(&refusal.words(g.position())),
            "Bauer Eva schlägt David fünf?"
        );
    }
    // The knight or the pawn could go to f3: f3 is the pawn's.
    assert_eq!(reads(START, "", "Felix drei"), Ok("f3".into()));
    // Two knights reach d2 and no pawn does: both are named.
    assert_eq!(
        reads("4k3/8/8/8/8/8/8/1N3N1K w - - 0 1", "", "d2"),
        Err("Springer Bella eins oder Springer Felix eins?".into())
    );
}

/// A lowercase b is a file first: with a pawn on b2 and a bishop on c1,
/// "b3" and "bxc3" are pawn moves; "bd2" is the bishop, since no pawn move
/// fits. A capital B is the bishop.
#[test]
fn lowercase_b_is_a_file_before_it_is_a_bishop() {
    let fen = "4k3/8/8/8/8/2n5/1P6/2B1K3 w - - 0 1";
    assert_eq!(reads(fen, "", "b3"), Ok("b3".into()));
    assert_eq!(reads(fen, "", "bxc3"), Ok("bxc3".into()));
    assert_eq!(reads(fen, "", "bd2"), Ok("Bd2".into()));
    assert_eq!(reads(fen, "", "Bd2"), Ok("Bd2".into()));
    assert_eq!(reads(fen, "", "be3"), Ok("Be3".into()));
}

#[test]
fn refusals_say_why_in_the_players_words() {
    assert_eq!(
        reads(START, "", "Ne4"),
        Err("Kein Springer erreicht Eva vier".into())
    );
    assert_eq!(reads(START, "", ""), Err("Kein Zug eingegeben".into()));
    assert_eq!(reads(START, "", "   "), Err("Kein Zug eingegeben".into()));
    assert_eq!(
        reads(START, "", "hello"),
        Err("'hello' nicht verstanden".into())
    );
    assert_eq!(
        reads(START, "", "Springer Felix"),
        Err("'Springer Felix' nicht verstanden".into())
    );
    assert_eq!(reads(START, "", "e5"), Err("Kein Zug nach Eva fünf".into()));
    assert_eq!(
        reads(START, "", "O-O"),
        Err("Kurze Rochade nicht möglich".into())
    );
    assert_eq!(
        reads(START, "", "Nxf3"),
        Err("Felix drei: nichts zu schlagen".into())
    );
    let knights = "1. d4 d5 2. Nf3 Nf6";
    assert_eq!(
        reads(START, knights, "Nd2"),
        Err("Springer Bella eins oder Springer Felix drei?".into())
    );
    let promotion = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    assert_eq!(
        reads(promotion, "", "e8"),
        Err("Bauer Eva acht Umwandlung in Dame, Turm, Läufer oder Springer?".into())
    );
}

#[test]
fn refusals_in_english() {
    let g = game(START);
    let refusal = read_move(g.position(), "Nd4").unwrap_err();
    assert_eq!(refusal, Refusal::NoPieceReaches(Role::Knight, Square::D4));
    assert_eq!(
        ENGLISH.render(&refusal.words(g.position())),
        "No knight reaches David four"
    );
}
