//! Braille scoresheets: BRF (North American ASCII braille, for embossers and
//! notetakers) and the same cells as Unicode braille (for displays).
//!
//! Moves follow the UK braille chess code: pieces K Q R L S, files as
//! letters, ranks as lower-cell digits, pawn moves without a letter, and the
//! cells of `x + # 0-0 0-0-0 =` as in computer braille (the move itself comes
//! from [`crate::notation::formats::brf`]). Each page holds at most 25 lines
//! of at most 40 cells; pages are separated by a form feed.
//!
//! The words around the moves (the head, the notes, a card's lines) are
//! written in the literary braille the reader learned, through the
//! language's liblouis table at the grade asked for ([`Code`]): German
//! `de-g0`, `de-g1`, `de-g2`; English UEB `en-ueb-g1`, `en-ueb-g2`;
//! Turkish `tr-g1`, `tr-g2`; Persian `fa-ir-g1`; Icelandic `is`. Where
//! liblouis or the table is not there, the built-in letters write what
//! every one of these codes writes alike: the letters a to z, numbers
//! after the number sign, comma, semicolon, colon and hyphen; a letter
//! they lack is spelt in Latin letters ([`crate::notation::latin`]), and
//! so is one a table lacks. A table's cells come as dots, which give both
//! the BRF character and the Unicode braille cell; the sheet is 6-dot
//! (SPEC section 8), so a table's dots 7 and 8 are left off, and a cell of
//! only those dots (Persian's zero-width non-joiner) is left out.

use std::sync::OnceLock;

use super::export::{header, note_lines, pairs, ply_of, wrap_words};
use super::louis::{self, Table, Unloaded, unloaded};
use super::record::Scoresheet;
use crate::notation::formats::{brf, brf_letters};
use crate::notation::latin::latin;
use crate::notation::{Language, Message, Scheme};

/// Words wrapped at 40 cells; a word longer than a line is cut.
fn wrap_cells(text: &str) -> Vec<String> {
    wrap_words(text, CELLS_PER_LINE)
}

/// The 64 cells of six-dot braille in North American ASCII braille, in the
/// order of their Unicode code points U+2800 to U+283F: the one table that
/// turns BRF into Unicode braille (liblouis's `en-us-brf.dis`).
pub const ASCII_BRAILLE: &[u8; 64] =
    b" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

pub const CELLS_PER_LINE: usize = 40;
pub const LINES_PER_PAGE: usize = 25;

/// How contracted the braille of the words is: `0`, `1` (the default) or
/// `2`, as the grades of liblouis's tables are numbered. German has all
/// three (Basisschrift, Vollschrift, Kurzschrift); English and Turkish
/// write grade 0 as grade 1 (uncontracted) and have grade 2
/// (contracted); Persian and Icelandic have one table for every grade.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Grade {
    Zero,
    #[default]
    One,
    Two,
}

impl std::str::FromStr for Grade {
    type Err = ();

    fn from_str(text: &str) -> Result<Grade, ()> {
        match text.trim() {
            "0" => Ok(Grade::Zero),
            "1" => Ok(Grade::One),
            "2" => Ok(Grade::Two),
            _ => Err(()),
        }
    }
}

/// The grade of this run's braille, chosen once by the command line or
/// the config file (`--braille-grade`, `braille_grade`).
static GRADE: OnceLock<Grade> = OnceLock::new();

/// Sets the grade of this run's braille; only the first call counts.
pub fn set_grade(grade: Grade) {
    let _ = GRADE.set(grade);
}

/// The braille a reader learned: a language's code at a grade.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Code {
    pub language: Language,
    pub grade: Grade,
}

impl From<Language> for Code {
    /// The language's braille at this run's grade.
    fn from(language: Language) -> Code {
        Code {
            language,
            grade: GRADE.get().copied().unwrap_or_default(),
        }
    }
}

/// German braille: Basisschrift, Vollschrift and Kurzschrift of the 2015
/// system, as SBS made the tables.
static GERMAN: [Table; 3] = [
    Table {
        name: c"de-g0.utb",
        corrections: &[],
    },
    Table {
        name: c"de-g1.ctb",
        corrections: &[],
    },
    Table {
        name: c"de-g2.ctb",
        corrections: &[],
    },
];

/// Unified English Braille, uncontracted and contracted.
static ENGLISH: [Table; 2] = [
    Table {
        name: c"en-ueb-g1.ctb",
        corrections: &[],
    },
    Table {
        name: c"en-ueb-g2.ctb",
        corrections: &[],
    },
];

/// Turkish uncontracted braille. `tr-g1.ctb` (liblouis 3.24) defines ç ö ü
/// ğ ş as Turkish braille writes them (`lowercase \x015f 146` …) after
/// including `en-ueb-g1.ctb`, whose own definitions of the same letters
/// (UEB's accent signs: ş as dots 45-12346-234) come first and win for the
/// small letters; later liblouis puts the Turkish lines first. The table's
/// own cells again, as rules that win.
static TURKISH: Table = Table {
    name: c"tr-g1.ctb",
    corrections: &[
        c"always \\x00e7 16",
        c"always \\x00f6 246",
        c"always \\x00fc 1256",
        c"always \\x011f 126",
        c"always \\x015f 146",
    ],
};

/// Turkish contracted braille (Braille Teknik's table, its letters its own).
static TURKISH_CONTRACTED: Table = Table {
    name: c"tr-g2.ctb",
    corrections: &[],
};

/// Persian braille, grade 1. It marks Latin letters with dot 8 (capitals
/// with dot 7), which the 6-dot sheet leaves off: they are then the
/// letters' own six dots, as in ASCII braille.
static PERSIAN: Table = Table {
    name: c"fa-ir-g1.utb",
    corrections: &[],
};

/// Icelandic 6-dot braille (`is.tbl`: `is-chardefs6.cti`; `is.ctb` is the
/// 8-dot computer braille, capitals and digits marked with dots 7 and 8).
/// `is-chardefs6.cti` gives the number sign (`numsign 3456`) and the
/// digits' cells (`litdigits6Dots.uti`: `litdigit 1 1` …) but never makes
/// 0–9 digits, so liblouis writes 2026 as the letters bjbf with no number
/// sign. The same cells, as digits.
static ICELANDIC: Table = Table {
    name: c"is.tbl",
    corrections: &[
        c"digit 0 245",
        c"digit 1 1",
        c"digit 2 12",
        c"digit 3 14",
        c"digit 4 145",
        c"digit 5 15",
        c"digit 6 124",
        c"digit 7 1245",
        c"digit 8 125",
        c"digit 9 24",
    ],
};

/// The liblouis table of a reader's braille.
fn table(code: Code) -> &'static Table {
    match (code.language, code.grade) {
        (Language::German, Grade::Zero) => &GERMAN[0],
        (Language::German, Grade::One) => &GERMAN[1],
        (Language::German, Grade::Two) => &GERMAN[2],
        (Language::English, Grade::Two) => &ENGLISH[1],
        (Language::English, _) => &ENGLISH[0],
        (Language::Turkish, Grade::Two) => &TURKISH_CONTRACTED,
        (Language::Turkish, _) => &TURKISH,
        (Language::Persian, _) => &PERSIAN,
        (Language::Icelandic, _) => &ICELANDIC,
    }
}

/// The line to say where liblouis stopped answering while braille was
/// written (it loops on some texts): the rest is in the built-in letters.
pub fn stopped() -> Option<Message> {
    louis::stopped().then(|| Message::BrailleLibraryStopped(louis::LONGEST.as_secs()))
}

/// The line to say where braille in `code` is written in the built-in
/// letters: liblouis refused (the file named is no regular file), or it
/// or the table is not there.
pub fn missing_table(code: impl Into<Code>) -> Option<Message> {
    let table = table(code.into());
    if let Some(stopped) = stopped() {
        return Some(stopped);
    }
    if let Some(Unloaded::NotAFile(path)) = unloaded() {
        return Some(Message::BrailleLibraryRefused(path.clone()));
    }
    (!table.available()).then(|| Message::BrailleTableMissing(table.name.to_string_lossy().into()))
}

/// How a braille sheet writes its words; its moves are the braille chess
/// code in every language.
#[derive(Clone, Copy)]
enum Letters {
    /// The built-in letters, what they lack spelt in Latin letters of the
    /// language's custom.
    BuiltIn(Language),
    /// The reader's liblouis table.
    Table(&'static Table, Language),
}

impl Letters {
    fn of(code: Code) -> Letters {
        match table(code) {
            table if table.available() => Letters::Table(table, code.language),
            _ => Letters::BuiltIn(code.language),
        }
    }

    /// A line of words as BRF cells, not yet wrapped. Unicode braille
    /// cells in it (the moves, from [`chess`]) are kept as they are, the
    /// marks that turn the direction of printed text (Persian's isolates
    /// around its Latin parts) left out, the rest written in the letters.
    fn brf(self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut words = String::new();
        for c in text.chars() {
            match c {
                '\u{2800}'..='\u{28FF}' => {
                    self.words(&mut words, &mut out);
                    out.extend(cell(u32::from(c) - 0x2800));
                }
                '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => {}
                c => words.push(c),
            }
        }
        self.words(&mut words, &mut out);
        out
    }

    /// The words gathered so far, written onto `out`. A part a table
    /// refuses is written in the built-in letters.
    fn words(self, words: &mut String, out: &mut String) {
        if words.is_empty() {
            return;
        }
        match self {
            Letters::BuiltIn(language) => out.push_str(&built_in(&latin(language, words))),
            Letters::Table(table, language) => {
                match table.dots(words, Box::new(move |run| latin(language, run))) {
                    Some(dots) => out.extend(dots.into_iter().filter_map(|d| cell(d.into()))),
                    None => out.push_str(&built_in(&latin(language, words))),
                }
            }
        }
        words.clear();
    }
}

/// Moves in the braille chess code (BRF) as they go into a line of words:
/// as Unicode braille, which [`Letters::brf`] keeps cell for cell, spaces
/// kept as spaces.
fn chess(moves: &str) -> String {
    moves
        .chars()
        .map(|c| match c {
            ' ' => c,
            c => unicode_cell(c).unwrap_or(c),
        })
        .collect()
}

/// ASCII text in the built-in letters, what all the readers' codes write
/// alike: letters as their cells (in BRF, upper case), each number as the
/// number sign and the letters a to j, comma, semicolon, colon and hyphen
/// as literary braille writes them; another sign as ASCII braille has
/// it, a control character as a space.
fn built_in(ascii: &str) -> String {
    let mut out = String::with_capacity(ascii.len() + 4);
    let mut in_number = false;
    for c in ascii.chars() {
        let digit = c.is_ascii_digit();
        if digit && !in_number {
            out.push('#');
        }
        in_number = digit;
        out.push(match c {
            '0' => 'J',
            '1'..='9' => char::from(b'A' + (c as u8 - b'1')),
            ',' => '1',
            ';' => '2',
            ':' => '3',
            c if c.is_ascii_alphabetic() => c.to_ascii_uppercase(),
            c if c.is_ascii() && ASCII_BRAILLE.contains(&(c as u8)) => c,
            _ => ' ',
        });
    }
    out
}

/// The BRF character of a cell of dots 1–8 (bits 0–7), on six dots: dots 7
/// and 8 left off, and a cell of only those left out.
fn cell(dots: u32) -> Option<char> {
    let six = dots & 0x3F;
    if six == 0 && dots & 0xC0 != 0 {
        return None;
    }
    ASCII_BRAILLE.get(six as usize).map(|&b| char::from(b))
}

/// The scoresheet's lines as BRF, before they are cut into pages.
fn lines(sheet: &Scoresheet, scheme: &Scheme) -> Vec<String> {
    let letters = Letters::of(scheme.language.into());
    let mut lines = Vec::new();
    for line in header(sheet, scheme) {
        lines.extend(wrap_cells(&letters.brf(&line)));
    }
    // What is written beside the moves (D.2.7: the blind player's own
    // scoresheet holds it too), in words, after the move pair.
    let written = |moves: &str| chess(&brf_letters(moves));
    let notes = |ply: usize, lines: &mut Vec<String>| {
        for note in note_lines(sheet, ply, scheme, CELLS_PER_LINE, &written) {
            lines.extend(wrap_cells(&letters.brf(&note)));
        }
    };
    notes(0, &mut lines);
    let rows = pairs(sheet, |before, recorded| {
        (brf(before, recorded.m), ply_of(sheet, before))
    });
    for (number, white, black) in rows {
        let plies: Vec<usize> = white.iter().chain(&black).map(|(_, ply)| *ply).collect();
        let white = white.map_or_else(|| "...".to_owned(), |(cells, _)| cells);
        let line = match black {
            Some((black, _)) => format!("{number} {white} {black}"),
            None => format!("{number} {white}"),
        };
        lines.extend(wrap_cells(&line));
        for ply in plies {
            notes(ply, &mut lines);
        }
    }
    lines
}

/// The scoresheet in BRF: lines end with CR LF, pages with a form feed.
pub fn brf_sheet(sheet: &Scoresheet, scheme: &Scheme) -> String {
    paged(&lines(sheet, scheme))
}

/// Lines of text in the reader's braille, each wrapped at 40 cells, in
/// pages as a scoresheet's (a correspondence card). Moves in the braille
/// chess code go in as [`chess_moves`] writes them.
pub fn brf_text(code: impl Into<Code>, text_lines: &[String]) -> String {
    let letters = Letters::of(code.into());
    let lines: Vec<String> = text_lines
        .iter()
        .flat_map(|line| wrap_cells(&letters.brf(line)))
        .collect();
    paged(&lines)
}

/// A move in the braille chess code (BRF, from [`brf`]) as it goes into a
/// line of [`brf_text`], so that it keeps its cells in every reader's
/// braille.
pub fn chess_moves(_: impl Into<Code>, moves: &str) -> String {
    chess(moves)
}

/// BRF lines in pages: lines end with CR LF, pages with a form feed.
fn paged(lines: &[String]) -> String {
    let pages: Vec<String> = lines
        .chunks(LINES_PER_PAGE)
        .map(|page| page.iter().map(|line| format!("{line}\r\n")).collect())
        .collect();
    pages.join("\x0c")
}

/// BRF text as Unicode braille cells (line breaks and form feeds kept).
pub fn unicode_braille(brf_text: &str) -> String {
    brf_text
        .chars()
        .map(|c| unicode_cell(c).unwrap_or(c))
        .collect()
}

/// The Unicode braille cell of a BRF character.
fn unicode_cell(c: char) -> Option<char> {
    let dots = ASCII_BRAILLE.iter().position(|&b| char::from(b) == c)?;
    char::from_u32(0x2800 + dots as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cell_table_has_every_cell_once() {
        let mut seen = std::collections::HashSet::new();
        assert!(ASCII_BRAILLE.iter().all(|b| seen.insert(*b)));
        // Dot 1 is A, dots 1-2 B, dots 1-4 C, dot 2 the lower-cell 1.
        assert_eq!(unicode_braille("ABC1"), "\u{2801}\u{2803}\u{2809}\u{2802}");
        // The full cell (dots 1-6) is '='.
        assert_eq!(unicode_braille("="), "\u{283F}");
    }

    /// fa-ir-g1.utb writes a Latin capital with dot 7 (`uppercase A 17`)
    /// and the zero-width non-joiner as dot 8 alone (`space \x200C 8`): on
    /// six dots the letter is A, the non-joiner no cell at all.
    #[test]
    fn a_tables_dots_seven_and_eight_are_left_off() {
        assert_eq!(cell(0b0100_0001), Some('A'));
        assert_eq!(cell(0b1000_0000), None);
        assert_eq!(cell(0b1100_0000), None);
        assert_eq!(cell(0), Some(' '));
        // Dots 1-2-3-4-5-6 with dot 8: the full cell.
        assert_eq!(cell(0b1011_1111), Some('='));
    }

    /// Moves among the words are Unicode braille, the same cells as
    /// their BRF, spaces kept as spaces; the letters keep them as they are.
    #[test]
    fn moves_among_the_words_keep_their_cells() {
        let moves = chess("3. LB5 SF6");
        assert_eq!(
            moves,
            "\u{2812}\u{2828} \u{2807}\u{2803}\u{2822} \u{280E}\u{280B}\u{2816}"
        );
        assert_eq!(
            unicode_braille("3. LB5 SF6"),
            moves.replace(' ', "\u{2800}")
        );
        let line = format!("Zug: {moves}");
        assert_eq!(
            Letters::BuiltIn(Language::German).brf(&line),
            "ZUG3 3. LB5 SF6"
        );
    }

    /// What the codes share (de-g0-core.uti, en-ueb-chardefs.uti,
    /// is-chardefs6.cti, fa-ir-g1.utb: `numsign 3456`, the digits as the
    /// cells of a to j, `punctuation , 2`, `; 23`, `: 25`, `- 36`).
    #[test]
    fn the_built_in_letters_write_numbers_after_the_number_sign() {
        assert_eq!(built_in("2026.03.14"), "#BJBF.#JC.#AD");
        assert_eq!(built_in("Result 1-0: a, b; c"), "RESULT #A-#J3 A1 B2 C");
    }

    #[test]
    fn long_header_text_wraps_within_forty_cells() {
        let letters = Letters::BuiltIn(Language::German);
        let lines = wrap_cells(&letters.brf(&"Internationale Stadtmeisterschaft ".repeat(4)));
        assert!(lines.len() > 2);
        assert!(lines.iter().all(|l| l.len() <= CELLS_PER_LINE));
        assert_eq!(letters.brf("Jörg Ärger"), "JOERG AERGER");
    }
}
