//! Braille scoresheets: BRF (North American ASCII braille, for embossers and
//! notetakers) and the same cells as Unicode braille (for displays).
//!
//! Moves follow the UK braille chess code: pieces K Q R L S, files as
//! letters, ranks as lower-cell digits, pawn moves without a letter, and the
//! cells of `x + # 0-0 0-0-0 =` as in computer braille (the move itself comes
//! from [`crate::notation::formats::brf`]). Each page holds at most 25 lines
//! of at most 40 cells; pages are separated by a form feed.

use super::export::{header, note_lines, pairs, ply_of, wrap_words};
use super::record::Scoresheet;
use crate::notation::formats::{brf, brf_letters};
use crate::notation::{Scheme, spell_ascii};

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

/// The scoresheet's lines as BRF, before they are cut into pages.
fn lines(sheet: &Scoresheet, scheme: &Scheme) -> Vec<String> {
    let mut lines = Vec::new();
    for line in header(sheet, scheme) {
        lines.extend(wrap_cells(&to_brf(&line)));
    }
    // What is written beside the moves (D.2.7: the blind player's own
    // scoresheet holds it too), in words, after the move pair.
    let notes = |ply: usize, lines: &mut Vec<String>| {
        for note in note_lines(sheet, ply, scheme, CELLS_PER_LINE, &brf_letters) {
            lines.extend(wrap_cells(&to_brf(&note)));
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

/// Lines of text in BRF, each wrapped at 40 cells, in pages as a
/// scoresheet's (a correspondence card).
pub fn brf_text(text_lines: &[String]) -> String {
    let lines: Vec<String> = text_lines
        .iter()
        .flat_map(|line| wrap_cells(&to_brf(line)))
        .collect();
    paged(&lines)
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
        .map(
            |c| match ASCII_BRAILLE.iter().position(|&b| char::from(b) == c) {
                Some(dots) => char::from_u32(0x2800 + dots as u32).unwrap_or(c),
                None => c,
            },
        )
        .collect()
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

    #[test]
    fn long_header_text_wraps_within_forty_cells() {
        let lines = wrap_cells(&to_brf(&"Internationale Stadtmeisterschaft ".repeat(4)));
        assert!(lines.len() > 2);
        assert!(lines.iter().all(|l| l.len() <= CELLS_PER_LINE));
        assert_eq!(to_brf("Jörg Ärger"), "JOERG AERGER");
    }
}
