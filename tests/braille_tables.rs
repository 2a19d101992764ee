//! Braille scoresheets and cards in the braille each reader learned,
//! their words through the languages' liblouis tables (Debian 12:
//! liblouis20 and liblouis-data 3.24): German `de-g0`/`de-g1`/`de-g2`,
//! English UEB `en-ueb-g1`/`en-ueb-g2`, Turkish `tr-g1`, Persian
//! `fa-ir-g1`, Icelandic `is`. Each expected cell comes from the table's
//! own lines in `/usr/share/liblouis/tables`, cited beside it, or from
//! liblouis's own `lou_translate` (`liblouis-bin`) with the display table
//! `en-us-brf.dis`, North American ASCII braille: dots 1-6 as the 64
//! characters of ` A1B'K2L@CIF/MSP"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\0Z7(_?W]#Y)=`,
//! in the order of U+2800-U+283F, and Unicode braille as U+2800 + dots.
//! Without liblouis the export goes on in the built-in letters, with one
//! line said, and spells in Latin letters what they lack.

mod common;

use annabella::correspondence::card::{Card, Played};
use annabella::notation::Language;
use annabella::notation::date::Date;
use annabella::notation::scheme::{
    FIDE_ICELANDIC, FIDE_PERSIAN, FIDE_TURKISH, ICELANDIC, PERSIAN, TURKISH,
};
use annabella::scoresheet::braille::{
    CELLS_PER_LINE, Code, Grade, LINES_PER_PAGE, brf_sheet, brf_text, unicode_braille,
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

/// A game file of its own in the temporary folder, for the binary to
/// export; removed when dropped.
struct GameFile(std::path::PathBuf);

impl GameFile {
    fn new(name: &str, pgn: &str) -> GameFile {
        let dir =
            std::env::temp_dir().join(format!("annabella-braille-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        std::fs::write(dir.join("game.pgn"), pgn).expect("game file");
        GameFile(dir)
    }

    fn path(&self) -> String {
        self.0.join("game.pgn").to_str().expect("path").to_owned()
    }
}

impl Drop for GameFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `annabella export FILE --to TO --language L` and more arguments, with
/// liblouis as installed or from `library`; its standard output and
/// standard error.
fn export(
    file: &GameFile,
    to: &str,
    language: &str,
    more: &[&str],
    library: Option<&str>,
) -> (String, String) {
    let mut command = common::annabella_command();
    command
        .args(["export", &file.path(), "--to", to, "--language", language])
        .args(more);
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
}

/// A line of text as liblouis's own `lou_translate` writes it in BRF:
/// the table after the display table of North American ASCII braille.
fn lou_translate(table: &str, text: &str) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new("lou_translate")
        .args(["--forward", &format!("en-us-brf.dis,{table}")])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("lou_translate (liblouis-bin) runs");
    let mut stdin = child.stdin.take().expect("stdin");
    writeln!(stdin, "{text}").expect("lou_translate reads");
    drop(stdin);
    let out = child.wait_with_output().expect("lou_translate ends");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout)
        .expect("ASCII")
        .trim_end_matches('\n')
        .to_owned()
}

const HEAD: &str = "[Event \"?\"]\n[Date \"2026.03.14\"]\n[White \"Jürgen Müller\"]\n\
                    [Black \"Anna\"]\n[Result \"*\"]\n\n1. Nf3 d5 *\n";

/// The German head in German braille, not spelt out in ASCII letters nor
/// with computer braille's digits. de-chardefs6.cti: `lowercase \x00FC
/// 1256` (ü, `\`), `lowercase \x00DF 2346` (ß, `!`), `punctuation \x003A
/// 25` (`3`); de-g1-core.cti: `always ei 146a` (`%`, Vollschrift only);
/// de-g0-core.uti: `numsign 3456` (`#`), `numericmodechars .,:`, `midnum .
/// 3` ('), and litdigits6Dots.uti's `litdigit 2 12` … (2026 as `#BJBF`).
/// German braille marks no capitals.
#[test]
fn a_german_head_writes_u_umlaut_and_numbers_as_german_braille() {
    let file = GameFile::new("de", HEAD);
    let (brf, said) = export(&file, "brf", "de", &[], None);
    assert_eq!(said, "");
    let brf_lines = lines(&brf);
    assert!(brf_lines.contains(&"W%!3 J\\RGEN M\\LLER"), "{brf}");
    assert!(brf_lines.contains(&"DATUM3 #BJBF'JC'AD"), "{brf}");
    assert!(brf_lines.contains(&"1 SF3 D5"), "{brf}");
    let (unicode, _) = export(&file, "braille", "de", &[], None);
    assert!(unicode.contains("⠺⠩⠮⠒⠀⠚⠳⠗⠛⠑⠝⠀⠍⠳⠇⠇⠑⠗\r\n"), "{unicode}");
    // Basisschrift (grade 0) writes ei as its two letters.
    let (basic, _) = export(&file, "brf", "de", &["--braille-grade", "0"], None);
    assert!(lines(&basic).contains(&"WEI!3 J\\RGEN M\\LLER"), "{basic}");
    // Line by line what liblouis writes with the tables themselves.
    for (grade, table) in [("0", "de-g0.utb"), ("1", "de-g1.ctb")] {
        let (brf, _) = export(&file, "brf", "de", &["--braille-grade", grade], None);
        for (line, text) in lines(&brf).iter().zip([
            "Turnier: ?",
            "Datum: 2026.03.14",
            "Weiß: Jürgen Müller",
            "Schwarz: Anna",
        ]) {
            assert_eq!(*line, lou_translate(table, text), "{brf}");
        }
    }
    fits_the_page(&brf);
}

/// Unified English Braille. en-ueb-g1.ctb: `capsletter 6` (`,`),
/// `numsign 3456`, `numericmodechars .,`; en-ueb-chardefs.uti:
/// `lowercase \x00fc 45-25-136` (ü as `^3U`), `punctuation . 256` (`4`),
/// `punctuation : 25`, `digit 2 12` ….
#[test]
fn an_english_head_writes_ueb() {
    let file = GameFile::new("en", HEAD);
    let (brf, said) = export(&file, "brf", "en", &[], None);
    assert_eq!(said, "");
    let brf_lines = lines(&brf);
    assert!(brf_lines.contains(&",WHITE3 ,J^3URGEN ,M^3ULLER"), "{brf}");
    assert!(brf_lines.contains(&",DATE3 #BJBF4JC4AD"), "{brf}");
    assert!(brf_lines.contains(&"1 SF3 D5"), "{brf}");
    for (line, text) in lines(&brf).iter().zip([
        "Event: ?",
        "Date: 2026.03.14",
        "White: Jürgen Müller",
        "Black: Anna",
    ]) {
        assert_eq!(*line, lou_translate("en-ueb-g1.ctb", text), "{brf}");
    }
    fits_the_page(&brf);
}

/// Contracted braille when the reader asks for it, by option or in the
/// config file: German Kurzschrift (de-g2.ctb) and UEB grade 2
/// (en-ueb-g2.ctb), line by line as liblouis writes them; the moves stay
/// the chess code.
#[test]
fn contracted_braille_is_written_when_asked() {
    let file = GameFile::new(
        "g2",
        &HEAD.replace("[Event \"?\"]", "[Event \"Offene Stadtmeisterschaft\"]"),
    );
    let config = file.0.join("config");
    std::fs::create_dir_all(config.join("annabella")).expect("config folder");
    std::fs::write(config.join("annabella/config.toml"), "braille_grade = 2\n").expect("config");
    for (language, table, head) in [
        (
            "de",
            "de-g2.ctb",
            [
                "Turnier: Offene Stadtmeisterschaft",
                "Datum: 2026.03.14",
                "Weiß: Jürgen Müller",
                "Schwarz: Anna",
            ],
        ),
        (
            "en",
            "en-ueb-g2.ctb",
            [
                "Event: Offene Stadtmeisterschaft",
                "Date: 2026.03.14",
                "White: Jürgen Müller",
                "Black: Anna",
            ],
        ),
    ] {
        let (by_option, _) = export(&file, "brf", language, &["--braille-grade", "2"], None);
        for (line, text) in lines(&by_option).iter().zip(head) {
            assert_eq!(*line, lou_translate(table, text), "{by_option}");
        }
        assert!(lines(&by_option).contains(&"1 SF3 D5"), "{by_option}");
        let (uncontracted, _) = export(&file, "brf", language, &[], None);
        assert_ne!(by_option, uncontracted);
        let mut command = common::annabella_command();
        command
            .args([
                "export",
                &file.path(),
                "--to",
                "brf",
                "--language",
                language,
            ])
            .env("XDG_CONFIG_HOME", &config)
            .env_remove("ANNABELLA_LIBLOUIS");
        let out = command.output().expect("annabella runs");
        assert_eq!(String::from_utf8_lossy(&out.stdout), by_option);
    }
    // A grade that is none is refused in one line, naming the three.
    let out = common::annabella(&[
        "export",
        &file.path(),
        "--to",
        "brf",
        "--braille-grade",
        "3",
        "--language",
        "en",
    ]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("\"3\" is not a braille grade") && said.contains("2 (contracted)"),
        "{said}"
    );
}

/// A letter the reader's table lacks is spelt in Latin letters, not left
/// out: is.tbl and fa-ir-g1.utb have no ü (Jürgen Müller is JURGEN
/// MULLER, Icelandic capitals after `capsletter 6`).
#[test]
fn a_letter_the_table_lacks_is_spelt_not_dropped() {
    let game = sheet(HEAD);
    let icelandic = brf_sheet(&game, &ICELANDIC);
    assert!(
        lines(&icelandic).contains(&",HV<TUR3 ,JURGEN ,MULLER"),
        "{icelandic}"
    );
    let persian = brf_sheet(&game, &PERSIAN);
    assert!(
        lines(&persian).contains(&"SFID3 JURGEN MULLER"),
        "{persian}"
    );
}

/// Without liblouis, the built-in letters: ASCII braille's letters (the
/// cells a to z have in every table here), `:` as 25 (`3`), and what
/// they lack spelt in Latin letters: Icelandic þ as th, ð as d, Æ as AE,
/// í and ó without their accents; Persian by the ALA-LC romanisation
/// table (ر r, و v/ū, ی y/ī, د d, ا ā, س s, ف f, ع ʻ, ل l), simplified to
/// plain letters. Nothing is left out, and the line said names it.
#[test]
fn without_liblouis_no_letter_is_left_out() {
    let nowhere = Some("/nonexistent/liblouis.so.20");
    let file = GameFile::new(
        "is-built-in",
        "[Event \"?\"]\n[Date \"?\"]\n[White \"Þórður Ægisson\"]\n[Black \"Eðvarð\"]\n\
         [Result \"*\"]\n\n1. Nf3 d5 *\n",
    );
    let (brf, said) = export(&file, "brf", "is", &[], nowhere);
    assert!(lines(&brf).contains(&"HVITUR3 THORDUR AEGISSON"), "{brf}");
    assert!(lines(&brf).contains(&"SVARTUR3 EDVARD"), "{brf}");
    assert!(
        said.contains("is.tbl") && said.contains("(þ sem th)"),
        "{said}"
    );
    let file = GameFile::new(
        "fa-built-in",
        "[Event \"Tehran Open\"]\n[Date \"?\"]\n[White \"علی\"]\n[Black \"?\"]\n\
         [Result \"*\"]\n\n1. Nf3 d5 *\n",
    );
    let (brf, said) = export(&file, "brf", "fa", &[], nowhere);
    assert!(lines(&brf).contains(&"RUIDAD3 TEHRAN OPEN"), "{brf}");
    assert!(lines(&brf).contains(&"SFID3 'LI"), "{brf}");
    assert!(lines(&brf).contains(&"1 SF3 D5"), "{brf}");
    assert!(
        said.contains("fa-ir-g1.utb") && said.contains("ALA-LC"),
        "{said}"
    );
    fits_the_page(&brf);
}

#[cfg(unix)]
/// `ANNABELLA_LIBLOUIS` naming a pipe: it is not opened (the loader would
/// wait for a writer for ever); one line names it, and the sheet is in
/// the built-in letters. The export is given a minute before it counts
/// as hanging.
#[test]
fn a_pipe_named_as_liblouis_is_refused_in_one_line() {
    let file = GameFile::new("pipe", HEAD);
    let pipe = file.0.join("liblouis.so.20");
    let name = std::ffi::CString::new(pipe.to_str().expect("path")).expect("no NUL");
    // SAFETY: a NUL-terminated path that outlives the call.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0, "mkfifo");
    for (language, white, date) in [
        ("is", "HVITUR3 JURGEN MULLER", "DAGSETNING3 #BJBF.#JC.#AD"),
        ("en", "WHITE3 JURGEN MULLER", "DATE3 #BJBF.#JC.#AD"),
    ] {
        let mut command = common::annabella_command();
        command
            .args([
                "export",
                &file.path(),
                "--to",
                "brf",
                "--language",
                language,
            ])
            .env("ANNABELLA_LIBLOUIS", &pipe)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let mut child = command.spawn().expect("annabella runs");
        let start = std::time::Instant::now();
        while child.try_wait().expect("waits").is_none() {
            if start.elapsed() > std::time::Duration::from_secs(60) {
                let _ = child.kill();
                let _ = child.wait();
                panic!("the export waits on the pipe");
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let out = child.wait_with_output().expect("output");
        assert!(out.status.success(), "{out:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(said.matches("annabella:").count(), 1, "{said}");
        assert!(said.contains(pipe.to_str().expect("path")), "{said}");
        let brf = String::from_utf8_lossy(&out.stdout);
        assert!(lines(&brf).contains(&white), "{brf}");
        assert!(lines(&brf).contains(&date), "{brf}");
    }
    let out = common::annabella_command()
        .args(["export", &file.path(), "--to", "brf", "--language", "en"])
        .env("ANNABELLA_LIBLOUIS", &pipe)
        .output()
        .expect("annabella runs");
    let said = String::from_utf8_lossy(&out.stderr).replace('\n', " ");
    assert!(
        said.contains("is not a regular file and is not loaded as liblouis"),
        "{said}"
    );
}

/// liblouis 3.24's German tables never end some texts (`lou_translate
/// --forward de-g0.utb` on "a -.ch" runs for ever). An event named so
/// does not hold the export: after 5 seconds one line says liblouis gave
/// no answer, and the rest is in the built-in letters. The export is
/// given a minute before it counts as hanging.
#[test]
fn a_text_liblouis_never_ends_does_not_hold_the_export() {
    let file = GameFile::new(
        "loop",
        "[Event \"a -.ch\"]\n[Date \"2026.03.14\"]\n[White \"Anna\"]\n[Black \"Bob\"]\n\
         [Result \"*\"]\n\n1. Nf3 d5 *\n",
    );
    let mut child = common::annabella_command()
        .args(["export", &file.path(), "--to", "brf", "--language", "de"])
        .env_remove("ANNABELLA_LIBLOUIS")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("annabella runs");
    let start = std::time::Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if start.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the export waits on liblouis");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let out = child.wait_with_output().expect("output");
    assert!(out.status.success(), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr).replace('\n', " ");
    assert!(
        said.contains("liblouis hat 5 Sekunden lang nicht geantwortet"),
        "{said}"
    );
    assert_eq!(said.matches("annabella:").count(), 1, "{said}");
    let brf = String::from_utf8_lossy(&out.stdout);
    assert!(lines(&brf).contains(&"TURNIER3 A -.CH"), "{brf}");
    assert!(lines(&brf).contains(&"1 SF3 D5"), "{brf}");
    fits_the_page(&brf);
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
/// names the table, for every language, and the words in the built-in
/// letters (ASCII braille's letters, numbers after the number sign).
#[test]
fn without_liblouis_the_export_says_so_once_and_uses_the_built_in_letters() {
    let file = GameFile::new(
        "two-games",
        "[Event \"?\"]\n[Date \"2026.03.14\"]\n[White \"Ayşe\"]\n[Black \"Bob\"]\n\
         [Result \"*\"]\n\n1. Nf3 d5 *\n\n[Event \"?\"]\n[Date \"?\"]\n[White \"A\"]\n\
         [Black \"B\"]\n[Result \"*\"]\n\n1. e4 *\n",
    );
    let nowhere = Some("/nonexistent/liblouis.so.20");
    for (language, table) in [
        ("de", "de-g1.ctb"),
        ("en", "en-ueb-g1.ctb"),
        ("tr", "tr-g1.ctb"),
        ("fa", "fa-ir-g1.utb"),
        ("is", "is.tbl"),
    ] {
        let (brf, said) = export(&file, "brf", language, &[], nowhere);
        // One sentence for two games, naming the table.
        assert_eq!(said.matches(table).count(), 1, "{said}");
        assert_eq!(said.matches("annabella:").count(), 1, "{said}");
        assert!(said.starts_with("annabella:"), "{said}");
        fits_the_page(&brf);
        // The date with the number sign (3456) before each number; the
        // moves in the chess code.
        assert!(
            lines(&brf).iter().any(|l| l.ends_with("3 #BJBF.#JC.#AD")),
            "{brf}"
        );
        assert!(lines(&brf).contains(&"1 SF3 D5"), "{brf}");
        // ş spelt as s.
        assert!(lines(&brf).iter().any(|l| l.ends_with("3 AYSE")), "{brf}");
        let (unicode, said) = export(&file, "braille", language, &[], nowhere);
        assert!(said.contains(table), "{said}");
        assert_eq!(unicode, unicode_braille(&brf));
        // With liblouis: the table's cells, and nothing said.
        let (with_table, said) = export(&file, "brf", language, &[], None);
        assert_eq!(said, "");
        assert_ne!(with_table, brf);
    }
}

/// Text no scoresheet should hold, through each reader's table at each
/// grade: 100,000 characters on one line, control characters, code
/// points no table knows (private use, U+FFFF, U+10FFFF, combining
/// marks), direction marks and braille cells. Every line stays within 40
/// cells of ASCII braille, every page within 25 lines, and nothing panics.
#[test]
fn hostile_text_stays_within_the_page_in_every_table() {
    let odd = "\u{0}\u{7}\u{1b}[2J\t\r\n\u{85}\u{200c}\u{200f}\u{202e}\u{2066}\u{2069}\u{e000}\u{ffff}\u{10ffff}a\u{301}\u{28ff}\u{2800}ﷺ🎉ş";
    let long: String = "Şahin ğ ı þ ð علی Жанна 北京 1234567890 ".repeat(2500) + &"x".repeat(5000);
    assert!(long.chars().count() >= 100_000);
    for language in Language::ALL {
        for grade in [Grade::Zero, Grade::One, Grade::Two] {
            let code = Code { language, grade };
            for text in [
                odd.to_owned(),
                long.clone(),
                odd.repeat(2000),
                String::new(),
            ] {
                let brf = brf_text(code, &[text.clone(), text]);
                if !brf.is_empty() {
                    fits_the_page(&brf);
                }
            }
        }
    }
}
