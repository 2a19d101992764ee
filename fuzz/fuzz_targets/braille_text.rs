#![no_main]

//! Any bytes as the lines of a braille card or a sheet's head (read as
//! UTF-8 with the invalid parts replaced), through every reader's braille
//! at every grade (German, English, Turkish, Persian and Icelandic through
//! liblouis, or the built-in letters where liblouis is not there), and
//! the letters spelt in Latin letters where a table lacks them: every line
//! at most 40 cells of ASCII braille, every page at most 25 lines, and
//! the Unicode braille the same cells.

use annabella::notation::Language;
use annabella::notation::latin::latin;
use annabella::scoresheet::braille::{
    ASCII_BRAILLE, CELLS_PER_LINE, Code, Grade, LINES_PER_PAGE, brf_text, unicode_braille,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    for language in Language::ALL {
        assert!(latin(language, &text).is_ascii());
        for grade in [Grade::Zero, Grade::One, Grade::Two] {
            let brf = brf_text(Code { language, grade }, &lines);
            for page in brf.split('\x0c').filter(|page| !page.is_empty()) {
                let page_lines: Vec<&str> = page.trim_end_matches("\r\n").split("\r\n").collect();
                assert!(page_lines.len() <= LINES_PER_PAGE, "{page:?}");
                for line in page_lines {
                    assert!(line.len() <= CELLS_PER_LINE, "{line:?}");
                    assert!(line.bytes().all(|b| ASCII_BRAILLE.contains(&b)), "{line:?}");
                }
            }
            let unicode = unicode_braille(&brf);
            assert_eq!(unicode.chars().count(), brf.chars().count());
        }
    }
});
