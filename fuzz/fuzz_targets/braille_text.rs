#![no_main]

//! Any bytes as the lines of a braille card or a sheet's head (read as
//! UTF-8 with the invalid parts replaced), through the Turkish, Persian and
//! Icelandic braille tables (liblouis), or the built-in letters where
//! liblouis is not there: every line at most 40 cells of ASCII braille,
//! every page at most 25 lines.

use annabella::notation::Language;
use annabella::scoresheet::braille::{ASCII_BRAILLE, CELLS_PER_LINE, LINES_PER_PAGE, brf_text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    for language in [Language::Turkish, Language::Persian, Language::Icelandic] {
        let brf = brf_text(language, &lines);
        for page in brf.split('\x0c').filter(|page| !page.is_empty()) {
            let page_lines: Vec<&str> = page.trim_end_matches("\r\n").split("\r\n").collect();
            assert!(page_lines.len() <= LINES_PER_PAGE, "{page:?}");
            for line in page_lines {
                assert!(line.len() <= CELLS_PER_LINE, "{line:?}");
                assert!(line.bytes().all(|b| ASCII_BRAILLE.contains(&b)), "{line:?}");
            }
        }
    }
});
