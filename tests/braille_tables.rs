//! Braille scoresheets and cards in Turkish, Persian and Icelandic, their
//! words through the languages' liblouis tables (Debian 12: liblouis20 and
//! liblouis-data 3.24). Each expected cell comes from the table's own
//! lines in `/usr/share/liblouis/tables`, cited beside it, turned into BRF
//! by North American ASCII braille (dots 1-6 as the 64 characters of
//! ` A1B'K2L@CIF/MSP"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\0Z7(_?W]#Y)=`, in
//! the order of U+2800-U+283F) and into Unicode braille as U+2800 + dots.
//! Without liblouis the export goes on in the built-in letters, with one
//! line said.

mod common;

use annabella::correspondence::card::{Card, Played};
use annabella::notation::Language;
use annabella::notation::date::Date;
use annabella::notation::scheme::{
    FIDE_ICELANDIC, FIDE_PERSIAN, FIDE_TURKISH, ICELANDIC, PERSIAN, TURKISH,
};
use annabella::scoresheet::braille::{
    CELLS_PER_LINE, LINES_PER_PAGE, brf_sheet, brf_text, unicode_braille,
};
use annabella::scoresheet::{Scoresheet, read_games};
use shakmaty::{ByColor, Chess};

const CELLS: &str = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

fn sheet(pgn: &str) -> Scoresheet {
    Scoresheet::from_pgn(&read_games(pgn)[0]).expect("the test game reads")
}

fn lines(text: &str) -> Vec<&str> {
    text.split("\r\n").collect()
}

/// Every line at most 40 cells of ASCII braille, every page at most 25
/// lines.
fn fits_the_page(brf: &str) {
    for page in brf.split('\x0c') {
        let page_lines: Vec<&str> = page.trim_end_matches("\r\n").split("\r\n").collect();
        assert!(page_lines.len() <= LINES_PER_PAGE, "{page:?}");
        for line in page_lines {
            assert!(line.chars().count() <= CELLS_PER_LINE, "{line:?}");
            assert!(line.chars().all(|c| CELLS.contains(c)), "{line:?}");
        }
    }
}

/// tr-g1.ctb: `lowercase \x015f 146` (ş), `lowercase \x011f 126` (ğ),
/// `lowercase \x0131 35` (ı) with `base uppercase I \x0131`, `lowercase
/// \x00fc 1256` (ü); from en-ueb-g1.ctb, which it includes, `capsletter 6`
/// and en-ueb-chardefs.uti's `punctuation : 25`. (The installed liblouis
/// 3.24 gives small ş and ğ UEB's accent signs instead, 45-12346-234 and
/// 4-346-1245, because the included UEB lines come first; liblouis's own
/// later Turkish tests, tests/braille-specs/tr.yaml, expect ⠩ and ⠣.)
#[test]
fn a_turkish_head_writes_s_cedilla_g_breve_and_dotless_i_as_turkish_braille() {
    let game = sheet(
        "[Event \"?\"]\n[Date \"?\"]\n[White \"Işıl Şahin\"]\n[Black \"Tuğba Güneş\"]\n\
         [Result \"*\"]\n\n1. Nf3 d5 *",
    );
    for scheme in [&TURKISH, &FIDE_TURKISH] {
        let brf = brf_sheet(&game, scheme);
        let brf_lines = lines(&brf);
        // Beyaz: Işıl Şahin — 6-12-15-13456-1-1356-25, 6-35-146-35-123,
        // 6-146-1-125-24-1345.
        assert!(brf_lines.contains(&",BEYAZ3 ,9%9L ,%AHIN"), "{brf}");
        // Siyah: Tuğba Güneş — … 6-2345-136-126-12-1, 6-1245-1256-1345-15-146.
        assert!(brf_lines.contains(&",SIYAH3 ,TU<BA ,G\\NE%"), "{brf}");
        // The moves stay the braille chess code: 1. Nf3 d5 is `1 SF3 D5`.
        assert!(brf_lines.contains(&"1 SF3 D5"), "{brf}");
        let unicode = unicode_braille(&brf);
        assert!(unicode.contains("⠠⠃⠑⠽⠁⠵⠒⠀⠠⠔⠩⠔⠇⠀⠠⠩⠁⠓⠊⠝\r\n"), "{unicode}");
        assert!(unicode.contains("⠠⠎⠊⠽⠁⠓⠒⠀⠠⠞⠥⠣⠃⠁⠀⠠⠛⠳⠝⠑⠩\r\n"), "{unicode}");
        fits_the_page(&brf);
    }
}

/// fa-ir-g1.utb: `sign \x0633 234` (س), `sign \x0641 124` (ف),
/// `sign \x06CC 24` (ی), `sign \x062F 145` (د), `sign \x0639 12356` (ع),
/// `sign \x0644 123` (ل), `sign \x0631 1235` (ر), `sign \x0648 2456` (و),
/// `sign \x0627 1` (ا), `punctuation : 25`; Latin letters `uppercase T
/// 23457`, `lowercase e 158` … whose dots 7 and 8 the 6-dot sheet leaves
/// off. The printed line carries the Latin event name inside Unicode
/// isolates; the braille is the text without them, in logical order.
#[test]
fn a_persian_head_is_not_blank_and_reads_as_the_persian_table_says() {
    let game = sheet(
        "[Event \"Tehran Open\"]\n[Date \"?\"]\n[White \"علی\"]\n[Black \"?\"]\n\
         [Result \"*\"]\n\n1. Nf3 d5 *",
    );
    for scheme in [&PERSIAN, &FIDE_PERSIAN] {
        let brf = brf_sheet(&game, scheme);
        let brf_lines = lines(&brf);
        // رویداد: Tehran Open — 1235-2456-24-145-1-145-25, 2345-15-125-1235-1-1345,
        // 135-1234-15-1345.
        assert!(brf_lines.contains(&"RWIDAD3 TEHRAN OPEN"), "{brf}");
        // سفید: علی — 234-124-24-145-25, 12356-123-24.
        assert!(brf_lines.contains(&"SFID3 (LI"), "{brf}");
        assert!(brf_lines.contains(&"1 SF3 D5"), "{brf}");
        let unicode = unicode_braille(&brf);
        assert!(unicode.starts_with("⠗⠺⠊⠙⠁⠙⠒⠀⠞⠑⠓⠗⠁⠝⠀⠕⠏⠑⠝\r\n"), "{unicode}");
        assert!(unicode.contains("⠎⠋⠊⠙⠒⠀⠷⠇⠊\r\n"), "{unicode}");
        fits_the_page(&brf);
    }
}

/// is-chardefs6.cti (is.tbl): `lowercase \x00FE 1246` (þ), `lowercase
/// \x00F3 1456` (ó), `lowercase \x00F0 156` (ð), `lowercase \x00ED 126`
/// (í), `capsletter 6`, `punctuation \x003A 25`, `punctuation \x002E 3`,
/// `numsign 3456` and litdigits6Dots.uti's digits (`litdigit 2 12` …): a
/// number is written after the number sign.
#[test]
fn an_icelandic_head_writes_thorn_eth_and_numbers() {
    let game = sheet(
        "[Event \"?\"]\n[Date \"2026.03.14\"]\n[White \"Þórður\"]\n[Black \"Eðvarð\"]\n\
         [Result \"*\"]\n\n1. Nf3 d5 *",
    );
    for scheme in [&ICELANDIC, &FIDE_ICELANDIC] {
        let brf = brf_sheet(&game, scheme);
        let brf_lines = lines(&brf);
        // Hvítur: Þórður — 6-125-1236-126-2345-136-1235-25, 6-1246-1456-1235-156-136-1235.
        assert!(brf_lines.contains(&",HV<TUR3 ,$?R:UR"), "{brf}");
        assert!(brf_lines.contains(&",SVARTUR3 ,E:VAR:"), "{brf}");
        // Dagsetning: 2026.03.14 — 3456-12-245-12-124, 3, 3456-245-14, 3, 3456-1-145.
        assert!(brf_lines.contains(&",DAGSETNING3 #BJBF'#JC'#AD"), "{brf}");
        assert!(brf_lines.contains(&"1 SF3 D5"), "{brf}");
        let unicode = unicode_braille(&brf);
        assert!(unicode.contains("⠠⠓⠧⠣⠞⠥⠗⠒⠀⠠⠫⠹⠗⠱⠥⠗\r\n"), "{unicode}");
        fits_the_page(&brf);
    }
}

/// A card of 1. Nf3 (ICCF 7163) from Ayşe to Bob.
fn card() -> Card {
    let before = Chess::default();
    let m = shakmaty::san::San::from_ascii(b"Nf3")
        .expect("SAN")
        .to_move(&before)
        .expect("legal");
    Card {
        names: ByColor {
            white: "Ayşe".to_owned(),
            black: "Bob".to_owned(),
        },
        yours: None,
        received: None,
        mine: Some(Played { before, m }),
        sent: Date {
            year: 2026,
            month: 11,
            day: 20,
        },
        days: None,
        in_all: ByColor { white: 2, black: 0 },
        offers_draw: false,
        message: None,
        end: None,
    }
}

/// A card's words go through the same table, its move stays the braille
/// chess code. Turkish: "Benim hamlem: 1. SF3 (7163)" — en-ueb-chardefs.uti
/// `punctuation . 256`, `punctuation ( 5-126`, `punctuation ) 5-345`,
/// `digit 1 1` … after en-ueb-g1.ctb's `numsign 3456`; the title's ş 146.
/// Persian: "حرکت من:" — `sign \x062D 156`, `sign \x0631 1235`,
/// `sign \x06A9 13`, `sign \x062A 2345`, `sign \x0645 134`,
/// `sign \x0646 1345`, `punctuation : 25`.
#[test]
fn a_card_in_turkish_persian_and_icelandic_keeps_its_move_in_the_chess_code() {
    let card = card();
    let turkish = card.brf(&TURKISH);
    let turkish_lines = lines(&turkish);
    assert!(
        turkish_lines.contains(&",BENIM HAMLEM3 #A4 SF3 \"<#GAFC\">"),
        "{turkish}"
    );
    assert!(
        turkish_lines.contains(&",YAZ9%MAL9 ,AY%E - ,BOB"),
        "{turkish}"
    );
    fits_the_page(&turkish);

    let persian = card.brf(&PERSIAN);
    let line = lines(&persian)
        .into_iter()
        .find(|line| line.starts_with(":RKT MN3 "))
        .unwrap_or_else(|| panic!("{persian}"));
    assert!(line.contains(" SF3 "), "{line}");
    fits_the_page(&persian);

    // Icelandic: "Minn leikur: 1. SF3 (7163)" — 6-134-24-1345-1345,
    // 123-15-24-13-136-1235-25; is-chardefs6.cti `punctuation \x002E 3`,
    // `punctuation \x0028 236`, `punctuation \x0029 356`.
    let icelandic = card.brf(&ICELANDIC);
    assert!(
        lines(&icelandic).contains(&",MINN LEIKUR3 #A' SF3 8#GAFC0"),
        "{icelandic}"
    );
    fits_the_page(&icelandic);
}

/// Where liblouis is not there (the loader pointed at a file that does not
/// exist), the braille export still succeeds: one sentence on stderr that
/// names the table, and the words in the built-in letters (ASCII letters
/// upper case, the rest a space). German and English never need liblouis
/// and say nothing.
#[test]
fn without_liblouis_the_export_says_so_once_and_uses_the_built_in_letters() {
    let dir = std::env::temp_dir().join(format!("annabella-louis-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let pgn = dir.join("game.pgn");
    std::fs::write(
        &pgn,
        "[Event \"?\"]\n[Date \"2026.03.14\"]\n[White \"Ayşe\"]\n[Black \"Bob\"]\n\
         [Result \"*\"]\n\n1. Nf3 d5 *\n\n[Event \"?\"]\n[Date \"?\"]\n[White \"A\"]\n\
         [Black \"B\"]\n[Result \"*\"]\n\n1. e4 *\n",
    )
    .expect("game file");
    let pgn = pgn.to_str().expect("path");
    let run = |language: &str, to: &str, library: Option<&str>| {
        let mut command = common::annabella_command();
        command.args(["export", pgn, "--to", to, "--language", language]);
        match library {
            Some(file) => command.env("ANNABELLA_LIBLOUIS", file),
            None => command.env_remove("ANNABELLA_LIBLOUIS"),
        };
        let out = command.output().expect("annabella runs");
        assert!(out.status.success(), "{out:?}");
        (
            String::from_utf8(out.stdout).expect("UTF-8"),
            String::from_utf8(out.stderr).expect("UTF-8"),
        )
    };
    let nowhere = Some("/nonexistent/liblouis.so.20");
    for (language, table) in [
        ("tr", "tr-g1.ctb"),
        ("fa", "fa-ir-g1.utb"),
        ("is", "is.tbl"),
    ] {
        let (brf, said) = run(language, "brf", nowhere);
        // One sentence for two games, naming the table and the letters used.
        assert_eq!(said.matches(table).count(), 1, "{said}");
        assert!(
            said.contains("ASCII") && said.starts_with("annabella:"),
            "{said}"
        );
        assert_eq!(said.matches("annabella:").count(), 1, "{said}");
        fits_the_page(&brf);
        // The date, ASCII already, as ASCII braille's characters; the moves
        // in the chess code.
        assert!(
            lines(&brf).iter().any(|l| l.ends_with(": 2026.03.14")),
            "{brf}"
        );
        assert!(lines(&brf).contains(&"1 SF3 D5"), "{brf}");
        let (unicode, said) = run(language, "braille", nowhere);
        assert!(said.contains(table), "{said}");
        assert_eq!(unicode, unicode_braille(&brf));
        // With liblouis: the table's cells, and nothing said.
        let (with_table, said) = run(language, "brf", None);
        assert_eq!(said, "");
        assert_ne!(with_table, brf);
    }
    let (built_in, said) = run("de", "brf", nowhere);
    assert_eq!(said, "");
    assert_eq!(built_in, run("de", "brf", None).0);
    // ş has no cell among ASCII braille's letters: a space, as ever.
    assert!(lines(&built_in).contains(&"WEISS: AY E"), "{built_in}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Text no scoresheet should hold, through each table: 100,000 characters
/// on one line, control characters, code points no table knows (private
/// use, U+FFFF, U+10FFFF, combining marks), direction marks and braille
/// cells. Every line stays within 40 cells of ASCII braille, every page
/// within 25 lines, and nothing panics.
#[test]
fn hostile_text_stays_within_the_page_in_every_table() {
    let odd = "\u{0}\u{7}\u{1b}[2J\t\r\n\u{85}\u{200c}\u{200f}\u{202e}\u{2066}\u{2069}\u{e000}\u{ffff}\u{10ffff}a\u{301}\u{28ff}\u{2800}ﷺ🎉ş";
    let long: String = "Şahin ğ ı þ ð علی 1234567890 ".repeat(3500) + &"x".repeat(5000);
    assert!(long.chars().count() >= 100_000);
    for language in [Language::Turkish, Language::Persian, Language::Icelandic] {
        for text in [
            odd.to_owned(),
            long.clone(),
            odd.repeat(2000),
            String::new(),
        ] {
            let brf = brf_text(language, &[text.clone(), text]);
            if !brf.is_empty() {
                fits_the_page(&brf);
            }
        }
    }
}
