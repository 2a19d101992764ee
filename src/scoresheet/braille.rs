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
//! written in the language's braille: Turkish, Persian and Icelandic
//! through their liblouis tables (`tr-g1.ctb`, `fa-ir-g1.utb`, `is.tbl`),
//! German and English in ASCII braille's letters with umlauts spelt out,
//! as every language is where liblouis or its table is not there. A
//! table's cells come as dots, which give both the BRF character and the
//! Unicode braille cell; the sheet is 6-dot (SPEC section 8), so a table's
//! dots 7 and 8 are left off, and a cell of only those dots (Persian's
//! zero-width non-joiner) is left out.

use super::export::{header, note_lines, pairs, ply_of, wrap_words};
use super::louis::Table;
use super::record::Scoresheet;
use crate::notation::formats::{brf, brf_letters};
use crate::notation::{Language, Message, Scheme, spell_ascii};

/// Words wrapped at 40 cells; a word longer than a line is cut.
fn wrap_cells(text: &str) -> Vec<String> {
    wrap_words(text, CELLS_PER_LINE)
}

/// The 64 cells of six-dot braille in North American ASCII braille, in the
/// order of their Unicode code points U+2800 to U+283F: the one table that
/// turns BRF into Unicode braille.
pub const ASCII_BRAILLE: &[u8; 64] =
    b" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

pub const CELLS_PER_LINE: usize = 40;
pub const LINES_PER_PAGE: usize = 25;

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

/// The braille table of a language's words; German and English have the
/// built-in letters.
fn table(language: Language) -> Option<&'static Table> {
    match language {
        Language::German | Language::English => None,
        Language::Turkish => Some(&TURKISH),
        Language::Persian => Some(&PERSIAN),
        Language::Icelandic => Some(&ICELANDIC),
    }
}

/// The line to say where a braille sheet in `language` is written in the
/// built-in letters because liblouis or the language's table is not there.
pub fn missing_table(language: Language) -> Option<Message> {
    let table = table(language)?;
    (!table.available()).then(|| Message::BrailleTableMissing(table.name.to_string_lossy().into()))
}

/// How a braille sheet writes its words; its moves are the braille chess
/// code in every language.
#[derive(Clone, Copy)]
enum Letters {
    /// ASCII braille's letters, umlauts spelt out.
    BuiltIn,
    /// The language's liblouis table.
    Table(&'static Table),
}

impl Letters {
    fn of(language: Language) -> Letters {
        match table(language) {
            Some(table) if table.available() => Letters::Table(table),
            _ => Letters::BuiltIn,
        }
    }

    /// Moves in the braille chess code (BRF) as they go into a line of
    /// words: as they are for the built-in letters; for a table, as
    /// Unicode braille, which [`Letters::brf`] keeps cell for cell.
    fn chess(self, moves: &str) -> String {
        match self {
            Letters::BuiltIn => moves.to_owned(),
            Letters::Table(_) => moves
                .chars()
                .map(|c| match c {
                    ' ' => c,
                    c => unicode_cell(c).unwrap_or(c),
                })
                .collect(),
        }
    }

    /// A line of words as BRF cells, not yet wrapped.
    fn brf(self, text: &str) -> String {
        match self {
            Letters::BuiltIn => to_brf(text),
            Letters::Table(table) => table_brf(table, text),
        }
    }
}

/// Text as BRF characters: letters upper case, umlauts spelt out, anything
/// without a cell turned into a space.
fn to_brf(text: &str) -> String {
    spell_ascii(text)
        .to_ascii_uppercase()
        .chars()
        .map(|c| {
            if c.is_ascii() && ASCII_BRAILLE.contains(&(c as u8)) {
                c
            } else {
                ' '
            }
        })
        .collect()
}

/// Text through a liblouis table, in logical order: Unicode braille cells
/// in it (the moves) kept as they are, the marks that turn the direction
/// of printed text (Persian's isolates around its Latin parts) left out,
/// the rest translated by the table. A part the table refuses is written
/// in the built-in letters.
fn table_brf(table: &Table, text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut words = String::new();
    for c in text.chars() {
        match c {
            '\u{2800}'..='\u{28FF}' => {
                translate(table, &mut words, &mut out);
                out.extend(cell(u32::from(c) - 0x2800));
            }
            '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => {}
            c => words.push(c),
        }
    }
    translate(table, &mut words, &mut out);
    out
}

/// The words gathered so far, translated onto `out`.
fn translate(table: &Table, words: &mut String, out: &mut String) {
    if words.is_empty() {
        return;
    }
    match table.dots(words) {
        Some(dots) => out.extend(dots.into_iter().filter_map(|d| cell(d.into()))),
        None => out.push_str(&to_brf(words)),
    }
    words.clear();
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
    let letters = Letters::of(scheme.language);
    let mut lines = Vec::new();
    for line in header(sheet, scheme) {
        lines.extend(wrap_cells(&letters.brf(&line)));
    }
    // What is written beside the moves (D.2.7: the blind player's own
    // scoresheet holds it too), in words, after the move pair.
    let written = |moves: &str| letters.chess(&brf_letters(moves));
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

/// Lines of text in `language`'s braille, each wrapped at 40 cells, in
/// pages as a scoresheet's (a correspondence card). Moves in the braille
/// chess code go in as [`chess_moves`] writes them.
pub fn brf_text(language: Language, text_lines: &[String]) -> String {
    let letters = Letters::of(language);
    let lines: Vec<String> = text_lines
        .iter()
        .flat_map(|line| wrap_cells(&letters.brf(line)))
        .collect();
    paged(&lines)
}

/// A move in the braille chess code (BRF, from [`brf`]) as it goes into a
/// line of [`brf_text`] in `language`, so that it keeps its cells.
pub fn chess_moves(language: Language, moves: &str) -> String {
    Letters::of(language).chess(moves)
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

    /// Moves among a table's words are Unicode braille, the same cells as
    /// their BRF, spaces kept as spaces; the table keeps them as they are.
    #[test]
    fn moves_among_a_tables_words_keep_their_cells() {
        let moves = Letters::Table(&TURKISH).chess("3. LB5 SF6");
        assert_eq!(
            moves,
            "\u{2812}\u{2828} \u{2807}\u{2803}\u{2822} \u{280E}\u{280B}\u{2816}"
        );
        assert_eq!(
            unicode_braille("3. LB5 SF6"),
            moves.replace(' ', "\u{2800}")
        );
        assert_eq!(Letters::BuiltIn.chess("3. LB5 SF6"), "3. LB5 SF6");
    }

    #[test]
    fn long_header_text_wraps_within_forty_cells() {
        let lines = wrap_cells(&to_brf(&"Internationale Stadtmeisterschaft ".repeat(4)));
        assert!(lines.len() > 2);
        assert!(lines.iter().all(|l| l.len() <= CELLS_PER_LINE));
        assert_eq!(to_brf("Jörg Ärger"), "JOERG AERGER");
    }
}
