//! Scoresheets exported and read back: PGN, text, braille, ICCF and spoken
//! audio, checked against output written by hand from SPEC section 8, and
//! properties over hundreds of random games.

mod common;

use annabella::commands::bench::{SplitMix, random_game};
use annabella::commands::export::{Format, export_bytes};
use annabella::notation::{ENGLISH, FIDE};
use annabella::scoresheet::braille::{CELLS_PER_LINE, LINES_PER_PAGE, brf_sheet, unicode_braille};
use annabella::scoresheet::{Scoresheet, audio, export, read_games};
use annabella::sound::VoicePack;
use common::{annabella, stderr, stdout};
use shakmaty::Position;
use shakmaty::san::SanPlus;

fn sheet(text: &str) -> Scoresheet {
    let games = read_games(text);
    Scoresheet::from_pgn(&games[0]).expect("the test game reads")
}

fn file(name: &str) -> String {
    std::fs::read_to_string(format!("tests/data/{name}")).expect("test file")
}

#[test]
fn brf_of_a_known_game_written_by_hand() {
    let s = sheet(
        &file("rules-ends.pgn")
            .split("\n\n[")
            .nth(1)
            .map(|g| format!("[{g}"))
            .expect("game 2"),
    );
    // The head is labelled in the scheme's language and gives the reason,
    // in the reader's literary braille as liblouis's tables write it
    // (lou_translate with en-us-brf.dis): UEB's `capsletter 6` (`,`),
    // `punctuation : 25` (`3`), `punctuation ? 56-236` (`;8`), `numsign
    // 3456` and `punctuation . 256` (`4`) of en-ueb-g1.ctb and
    // en-ueb-chardefs.uti; German Vollschrift (de-g1.ctb) with no capital
    // sign, ei as 146 (`%`), ß as 2346 (`!`), sch as 156 (`:`), ch as 1456
    // (`?`), the apostrophe as 6 (`,`), the full stop as 3 (`'`). The
    // moves stay the chess code.
    assert_eq!(
        brf_sheet(&s, &ENGLISH),
        ",EVENT3 ,FOOL'S MATE\r\n,DATE3 ;8\r\n,WHITE3 ,ANNA\r\n,BLACK3 ,BELLA\r\n\
         ,RESULT #J-#A3 ,BLACK WINS BY CHECKMATE4\r\n1 F3 E5\r\n2 G4 QH4#\r\n"
    );
    assert_eq!(
        brf_sheet(&s, &FIDE),
        "TURN+R3 FOOL,S MATE\r\nDATUM3 ,5\r\nW%!3 ANNA\r\n:WARZ3 BELLA\r\n\
         ERGEBNIS #J-#A,3 :WARZ GEWINNT DUR?\r\n:A?MATT'\r\n1 F3 E5\r\n2 G4 QH4#\r\n"
    );
    // SPEC section 8: 1. Nf3 d5 is the line "1 SF3 D5".
    let s = sheet("1. Nf3 d5 *");
    assert!(
        brf_sheet(&s, &FIDE).ends_with("\r\n1 SF3 D5\r\n"),
        "{}",
        brf_sheet(&s, &FIDE)
    );
    // The same cells in Unicode braille: lower 1, space, S F lower 3, space, D lower 5.
    assert!(
        unicode_braille(&brf_sheet(&s, &FIDE))
            .ends_with("\u{2802}\u{2800}\u{280E}\u{280B}\u{2812}\u{2800}\u{2819}\u{2822}\r\n")
    );
}

#[test]
fn castling_captures_and_promotion_in_brf() {
    let s = sheet(
        "[SetUp \"1\"]\n[FEN \"r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. bxa8=Q+ Ke7 2. O-O Rh1+ *",
    );
    let text = brf_sheet(&s, &FIDE);
    assert!(
        text.ends_with("\r\n1 BXA8=Q+ KE7\r\n2 0-0 RH1+\r\n"),
        "{text}"
    );
}

#[test]
fn pgn_export_of_clocks_and_a_draw_offer_written_by_hand() {
    let s = sheet(&file("clocks-and-offer.pgn"));
    assert_eq!(
        export::pgn(&s),
        "[Event \"Club\"]\n[Site \"Berlin\"]\n[Date \"2026.11.21\"]\n[Round \"1\"]\n[White \"Anna\"]\n\
         [Black \"Bella\"]\n[Result \"1/2-1/2\"]\n[TimeControl \"300+3\"]\n\n\
         1. e4 {[%clk 0:04:57]} e5 {[%clk 0:04:58]} 2. Nf3 {[%clk 0:04:50]} {(=)} Nc6\n\
         {[%clk 0:04:40]} 1/2-1/2\n"
    );
}

/// Under `fide` the text scoresheet writes German piece letters (S for
/// Springer), as German scoresheets are written.
#[test]
fn text_and_iccf_scoresheets_written_by_hand() {
    let s = sheet(&file("clocks-and-offer.pgn"));
    assert_eq!(
        export::text(&s, &ENGLISH),
        "Event: Club\nDate: 2026.11.21\nWhite: Anna\nBlack: Bella\n\
         Result 1/2-1/2: Draw by agreement.\n  \
         1. e4      0:04:57  e5      0:04:58\n  2. Nf3     0:04:50  Nc6     0:04:40\n     \
         (=) White offers a draw\n"
    );
    assert_eq!(
        export::text(&s, &FIDE),
        "Turnier: Club\nDatum: 2026.11.21\nWeiß: Anna\nSchwarz: Bella\n\
         Ergebnis 1/2-1/2: Remis durch Einigung.\n  \
         1. e4      0:04:57  e5      0:04:58\n  2. Sf3     0:04:50  Sc6     0:04:40\n     \
         (=) Weiß bietet Remis an\n"
    );
    // Clocks in whole seconds, columns aligned, at most 40 characters,
    // however long the moves and the names.
    let long = sheet(
        "[Event \"Offene Internationale Meisterschaft von Niedersachsen\"]\n\
         [SetUp \"1\"]\n[FEN \"r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n\
         1. bxa8=Q+ {[%clk 1:29:56.247]} Ke7 {[%clk 0:14:36.9]} 2. O-O {[%clk 1:29:50]} Rh1+ *",
    );
    let text = export::text(&long, &FIDE);
    assert!(
        text.ends_with("  1. bxa8=D+ 1:29:56  Ke7     0:14:36\n  2. O-O     1:29:50  Th1+\n"),
        "{text}"
    );
    assert!(text.lines().all(|l| l.chars().count() <= 40), "{text}");
    assert!(
        text.starts_with("Turnier: Offene Internationale\nMeisterschaft von Niedersachsen\n"),
        "{text}"
    );
    assert_eq!(
        export::iccf_list(&s),
        "1. 5254 5755\n2. 7163 2836\n1/2-1/2\n"
    );
}

/// A random game written as PGN with a clock after every move and now and
/// then a draw offer.
fn random_pgn(rng: &mut SplitMix) -> String {
    let length = 40 + rng.below(160);
    let positions = random_game(rng, length);
    let mut text = String::from("[Event \"Random\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n\n");
    for (ply, pair) in positions.windows(2).enumerate() {
        let m = pair[0]
            .legal_moves()
            .into_iter()
            .find(|&m| {
                let mut after = pair[0].clone();
                after.play_unchecked(m);
                after == pair[1]
            })
            .expect("consecutive positions");
        if ply % 2 == 0 {
            text.push_str(&format!("{}. ", ply / 2 + 1));
        }
        text.push_str(&format!(
            "{} {{[%clk 0:{:02}:{:02}]}} ",
            SanPlus::from_move(pair[0].clone(), m),
            rng.below(60),
            rng.below(60)
        ));
        if rng.below(20) == 0 {
            text.push_str("{(=)} ");
        }
        if rng.below(30) == 0 {
            text.push_str("{claim threefold repetition: incorrect} ");
        }
    }
    text.push('*');
    text
}

#[test]
fn pgn_export_import_export_is_identical_and_braille_fits_the_page() {
    let mut rng = SplitMix::new(8);
    let mut claims = 0;
    for _ in 0..300 {
        let original = sheet(&random_pgn(&mut rng));
        claims += original.claims.len();
        let first = export::pgn(&original);
        let second = export::pgn(&sheet(&first));
        assert_eq!(first, second);
        assert!(first.lines().all(|l| l.chars().count() <= 80), "{first}");
        let brf = brf_sheet(&sheet(&first), &FIDE);
        for page in brf.split('\x0c') {
            let lines: Vec<&str> = page.split("\r\n").filter(|l| !l.is_empty()).collect();
            assert!(lines.len() <= LINES_PER_PAGE, "{page}");
            assert!(lines.iter().all(|l| l.len() <= CELLS_PER_LINE), "{page}");
        }
        assert!(
            brf.chars()
                .all(|c| matches!(c, ' '..='_' | '\r' | '\n' | '\x0c')),
            "{brf}"
        );
        assert_eq!(sheet(&first).claims, original.claims);
    }
    assert!(claims > 50, "only {claims} claims in the random games");
}

#[test]
fn the_spoken_scoresheet_grows_with_the_game_and_is_never_silent() {
    let pack = VoicePack::embedded(&FIDE).expect("built in");
    let mut rng = SplitMix::new(3);
    let full = sheet(&random_pgn(&mut rng));
    let mut previous = 0;
    for plies in [2, 10, 30] {
        let mut part = full.clone();
        part.moves.truncate(plies);
        let audio = audio::render(&part, &pack, false, 1.0);
        assert!(audio.samples.len() > previous, "{plies} half-moves");
        let loud = audio
            .samples
            .iter()
            .filter(|s| s.unsigned_abs() > 1000)
            .count();
        assert!(
            loud as f64 / f64::from(audio.rate) > 0.1 * plies as f64,
            "{plies}: too quiet"
        );
        previous = audio.samples.len();
    }
    // Over many random games: never silent, and longer for longer games.
    for _ in 0..40 {
        let game = sheet(&random_pgn(&mut rng));
        let mut short = game.clone();
        short.moves.truncate(game.moves.len() / 2);
        let (long_audio, short_audio) = (
            audio::render(&game, &pack, false, 1.0),
            audio::render(&short, &pack, false, 1.0),
        );
        assert!(long_audio.samples.len() > short_audio.samples.len());
        assert!(
            long_audio
                .samples
                .iter()
                .filter(|s| s.unsigned_abs() > 1000)
                .count()
                > long_audio.rate as usize
        );
    }
    let words: Vec<String> = audio::script(&sheet(&file("clocks-and-offer.pgn")), true)
        .iter()
        .map(|a| FIDE.speech(a))
        .collect();
    assert_eq!(words[0], "Weiß gegen Schwarz, Remis durch Einigung");
    assert_eq!(
        words[1],
        "Zug eins, Bauer Eva vier; Weiß vier Minuten siebenundfünfzig Sekunden"
    );
    assert_eq!(
        words[2],
        "Bauer Eva fünf; Schwarz vier Minuten achtundfünfzig Sekunden"
    );
    assert_eq!(
        words.last().map(String::as_str),
        Some("Remis durch Einigung")
    );
}

#[test]
fn every_shared_file_exports_to_every_format() {
    for name in common::SHARED_FILES {
        let sheets: Vec<Scoresheet> =
            read_games(&annabella::scoresheet::decode(file(name).as_bytes()))
                .iter()
                .map(|g| Scoresheet::from_pgn(g).expect("reads"))
                .collect();
        for format in [
            Format::Pgn,
            Format::Txt,
            Format::Brf,
            Format::Braille,
            Format::Wav,
            Format::Iccf,
        ] {
            let bytes = export_bytes(&sheets, format, &FIDE, true).expect("exports");
            assert!(!bytes.is_empty(), "{name} {format:?}");
        }
        let again = export_bytes(&sheets, Format::Pgn, &FIDE, false).expect("exports");
        let reread: Vec<Scoresheet> = read_games(&String::from_utf8_lossy(&again))
            .iter()
            .map(|g| Scoresheet::from_pgn(g).expect("our own PGN reads"))
            .collect();
        assert_eq!(reread.len(), sheets.len(), "{name}");
        for (a, b) in sheets.iter().zip(&reread) {
            assert_eq!(a.moves, b.moves, "{name}");
        }
    }
}

/// Whether `samples` hold the middle second of the recording in file
/// `path` (of `sounds/`), sample for sample.
fn holds_recording(samples: &[i16], path: &str) -> bool {
    let bytes = std::fs::read(format!("sounds/{path}")).expect("the recording is there");
    let clip = annabella::sound::wav::read(&bytes).expect("a WAV").samples;
    let middle = &clip[clip.len() / 4..clip.len() / 4 + clip.len() / 2];
    samples.windows(middle.len()).any(|w| w == middle)
}

/// The spoken scoresheet in Turkish, Persian and Icelandic, under both
/// schemes: said in the built-in recordings, the language's own words
/// from its folder (the pawn of 1. e4 is the recording of the language's
/// word for it), and under `fide` the German pack's "Eva".
#[test]
fn the_spoken_scoresheet_is_exported_in_every_language() {
    use annabella::notation::Scheme;
    use annabella::notation::scheme::{
        FIDE_ICELANDIC, FIDE_PERSIAN, FIDE_TURKISH, ICELANDIC, PERSIAN, TURKISH,
    };
    let dir = std::env::temp_dir().join(format!("annabella-export-langs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let cases: [(&str, &str, &Scheme, &str); 6] = [
        ("tr", "local", &TURKISH, "tr"),
        ("tr", "fide", &FIDE_TURKISH, "fide"),
        ("fa", "local", &PERSIAN, "fa"),
        ("fa", "fide", &FIDE_PERSIAN, "fide"),
        ("is", "local", &ICELANDIC, "is"),
        ("is", "fide", &FIDE_ICELANDIC, "fide"),
    ];
    for (language, scheme, words, folder) in cases {
        let wav = dir.join(format!("{language}-{scheme}.wav"));
        let output = annabella(&[
            "export",
            "tests/data/clocks-and-offer.pgn",
            "--to",
            "wav",
            "--language",
            language,
            "--scheme",
            scheme,
            "-o",
            wav.to_str().expect("path"),
        ]);
        assert!(
            output.status.success(),
            "{language} {scheme}: {}",
            stderr(&output)
        );
        let audio =
            annabella::sound::wav::read(&std::fs::read(&wav).expect("written")).expect("a WAV");
        let pawn = annabella::sound::clip_name(words.piece(shakmaty::Role::Pawn));
        let eva = annabella::sound::clip_name(words.files[4]);
        for recording in [
            format!("{folder}/{pawn}.wav"),
            format!("{folder}/{eva}.wav"),
        ] {
            assert!(
                holds_recording(&audio.samples, &recording),
                "{language} {scheme}: {recording} is not in the export"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whether a printed line closes every isolate it opens (U+2066, U+2067,
/// U+2068, each closed by U+2069), and closes none it did not open.
fn balanced(line: &str) -> bool {
    let mut open = 0usize;
    for c in line.chars() {
        match c {
            '\u{2066}'..='\u{2068}' => open += 1,
            '\u{2069}' if open == 0 => return false,
            '\u{2069}' => open -= 1,
            _ => {}
        }
    }
    open == 0
}

/// A Persian scoresheet with a head too long for a line, its Latin parts
/// (names, the event, the date) inside isolates: wherever a line is
/// broken, each line of the text, BRF and Unicode braille exports closes
/// the isolates it opens, so that a bidirectional terminal does not turn
/// the next line round and a braille display shows no stray mark.
#[test]
fn every_line_of_a_persian_export_has_balanced_isolates() {
    let dir = std::env::temp_dir().join(format!("annabella-isolates-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let pgn = dir.join("game.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Offene Internationale Meisterschaft von Niedersachsen 2026\"]\n\
         [Date \"2026.03.14\"]\n[White \"Jürgen Müller-Lüdenscheidt von Hohenzollern\"]\n\
         [Black \"Þórður Ægisson\"]\n[Result \"1/2-1/2\"]\n\n\
         1. Nf3 {[%clk 0:04:57]} d5 2. e4 {(=)} dxe4 1/2-1/2\n",
    )
    .expect("game file");
    let pgn = pgn.to_str().expect("path");
    for to in ["txt", "brf", "braille"] {
        let out = annabella(&["export", pgn, "--to", to, "--language", "fa"]);
        assert!(out.status.success(), "{out:?}");
        let text = stdout(&out);
        assert!(text.lines().count() > 6, "{text}");
        for line in text.lines() {
            assert!(balanced(line), "{to}: {line:?}\n{text}");
        }
    }
    let text = stdout(&annabella(&[
        "export",
        pgn,
        "--to",
        "txt",
        "--language",
        "fa",
    ]));
    assert!(text.contains("Niedersachsen"), "{text}");
    assert!(
        text.lines().all(|l| l
            .chars()
            .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
            .count()
            <= 40),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn export_command_writes_files_and_refuses_broken_input() {
    let dir = std::env::temp_dir().join(format!("annabella-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let wav = dir.join("game.wav");
    let output = annabella(&[
        "export",
        "tests/data/clocks-and-offer.pgn",
        "--to",
        "wav",
        "--clock",
        "-o",
        wav.to_str().expect("path"),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let bytes = std::fs::read(&wav).expect("written");
    assert_eq!(&bytes[..4], b"RIFF");
    let output = annabella(&["export", "tests/data/clocks-and-offer.pgn", "--to", "wav"]);
    assert_eq!(output.status.code(), Some(2));
    let output = annabella(&["export", "tests/data/broken.pgn", "--to", "pgn"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("Partie 2, Halbzug 8"),
        "{}",
        stderr(&output)
    );
    for broken in ["garbage.pgn", "truncated.pgn", "crazyhouse.pgn"] {
        let output = annabella(&["export", &format!("tests/data/{broken}"), "--to", "brf"]);
        assert_eq!(output.status.code(), Some(2), "{broken}");
        // One answer, each line a braille line or a path.
        let err = stderr(&output);
        assert_eq!(err.matches("annabella:").count(), 1, "{broken}: {err}");
        assert!(
            err.lines()
                .all(|line| line.chars().count() <= 40 || line.contains('/')),
            "{broken}: {err}"
        );
    }
    let output = annabella(&[
        "export",
        "tests/data/rules-ends.pgn",
        "--to",
        "iccf",
        "--game",
        "2",
    ]);
    assert_eq!(stdout(&output), "1. 6263 5755\n2. 7274 4884\n0-1\n");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Sheet A has 2...Nc6, sheet B 2...Nf6: they first differ at half-move 4,
/// in the position after 1. e4 e5 2. Nf3, said in words and as FEN, each
/// move also as it was written, with sheet A's clocks there.
#[test]
fn reconcile_finds_the_first_difference() {
    let output = annabella(&[
        "reconcile",
        "--json",
        "tests/data/clocks-and-offer.pgn",
        "tests/data/scoresheet-b.pgn",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output).trim_end(),
        r#"{"same":false,"ply":4,"a":"Nc6","b":"Nf6","a_san":"Nc6","b_san":"Nf6","a_clocks":{"white":290.0,"black":298.0},"fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"}"#
    );
    let output = annabella(&[
        "reconcile",
        "tests/data/clocks-and-offer.pgn",
        "tests/data/scoresheet-b.pgn",
    ]);
    let text = stdout(&output);
    let read = common::as_read(&text);
    assert!(
        read.starts_with("Die Partieformulare unterscheiden sich ab Zug 2, Schwarz: A Springer Cäsar sechs (geschrieben „Nc6“); B Springer Felix sechs (geschrieben „Nf6“). "),
        "{text}"
    );
    // Sheet A's clocks before the difference: White's after 2. Nf3, Black's
    // after 1... e5; sheet B has none.
    assert!(
        read.contains(" Uhren auf Partieformular A: Weiß 4:50, Schwarz 4:58. Die Stellung davor: "),
        "{text}"
    );
    // The position a kind of a side's pieces a line, as `p` says it; the
    // FEN on a line of its own; every other line a braille line.
    let lines: Vec<&str> = text.lines().collect();
    for line in [
        "Weiß: König Eva eins",
        "Weiß: Springer Bella eins, Felix drei",
        "Schwarz: König Eva acht",
    ] {
        assert!(lines.contains(&line), "{line}: {text}");
    }
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    assert_eq!(lines[lines.len() - 2..], ["FEN:", fen], "{text}");
    assert!(
        lines
            .iter()
            .all(|line| line.chars().count() <= 40 || *line == fen),
        "{text}"
    );
    let output = annabella(&[
        "reconcile",
        "--json",
        "tests/data/clocks-and-offer.pgn",
        "tests/data/clocks-and-offer.pgn",
    ]);
    assert_eq!(stdout(&output).trim_end(), r#"{"same":true,"plies":4}"#);
}

/// What an arbiter gets: the blind player's sheet in German letters, the
/// opponent's in long algebraic with a slip, another in ICCF digits and one
/// that stops early. Each is read, and the first difference is named with
/// the move as it was written.
#[test]
fn reconcile_reads_any_notation_and_names_a_slip_as_written() {
    let folder = std::env::temp_dir().join(format!("annabella-sheets-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("folder");
    let sheet = |name: &str, moves: &str| {
        let path = folder.join(name);
        std::fs::write(&path, format!("[Event \"Club\"]\n\n{moves}\n")).expect("written");
        path.to_str().expect("path").to_owned()
    };
    let german = sheet("german.pgn", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 *");
    let long = sheet(
        "long.pgn",
        "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5-a5 *",
    );
    let iccf = sheet(
        "iccf.pgn",
        "1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 *",
    );
    let short = sheet("short.pgn", "1. e4 e5 2. Nf3 Nc6 3. Bb5 *");
    let json = |a: &str, b: &str| {
        let output = annabella(&["reconcile", "--json", a, b]);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output).trim_end().to_owned()
    };
    assert_eq!(json(&german, &iccf), r#"{"same":true,"plies":7}"#);
    assert_eq!(
        json(&german, &long),
        r#"{"same":false,"ply":7,"a":"La4","b":"Bb5-a5","a_san":"Ba4","fen":"r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"}"#
    );
    assert_eq!(
        json(&german, &short),
        r#"{"same":false,"ply":6,"a":"a6","b":null,"a_san":"a6","fen":"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"}"#
    );
    let output = annabella(&["reconcile", "--scheme", "english", &german, &long]);
    assert!(
        common::as_read(&stdout(&output)).starts_with(
            "The scoresheets differ from move 4, White: A Bishop Anna four (written \"La4\"); B \"Bb5-a5\" (not legal). "
        ),
        "{}",
        stdout(&output)
    );
    let _ = std::fs::remove_dir_all(&folder);
}
