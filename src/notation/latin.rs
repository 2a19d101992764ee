//! Letters spelt in the 26 Latin letters, for a braille sheet written
//! where a letter has no cell: the built-in braille letters (liblouis not
//! there), or a liblouis table that lacks it (a Persian name on an
//! Icelandic sheet). A letter is spelt, never left out.
//!
//! German spells its umlauts as German does (ä as ae, ß as ss); Persian
//! (and any Arabic-script text) is romanised by the Library of Congress's
//! ALA-LC table for Persian, simplified to plain letters; every other
//! letter by the `deunicode` crate's transliteration (þ as th, ð as d, æ
//! as ae, ö as o, ş as s, Ж as Zh).

use super::{Language, spell_ascii};

/// `text` in ASCII: the letters spelt as above, digits (Persian and
/// Arabic-Indic ones too) as Latin digits, Persian punctuation as its
/// Latin sign. Text that is ASCII already stays as it is.
pub fn latin(language: Language, text: &str) -> String {
    if text.is_ascii() {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut arabic = String::new();
    for c in text.chars() {
        if arabic_script(c) {
            arabic.push(c);
            continue;
        }
        if !arabic.is_empty() {
            out.push_str(&persian(&arabic));
            arabic.clear();
        }
        match c {
            c if c.is_ascii() => out.push(c),
            // A joiner or a direction mark is no letter.
            '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => {}
            'ä' | 'ö' | 'ü' | 'Ä' | 'Ö' | 'Ü' | 'ß' if language == Language::German => {
                out.push_str(&spell_ascii(&c.to_string()));
            }
            c => out.push_str(deunicode::deunicode_char(c).unwrap_or("")),
        }
    }
    out.push_str(&persian(&arabic));
    out
}

/// Whether `c` is written in the Arabic script: Persian letters, digits,
/// signs and vowel marks.
fn arabic_script(c: char) -> bool {
    matches!(c, '\u{600}'..='\u{6FF}' | '\u{FB50}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// A run of Arabic-script text romanised by the ALA-LC Persian table
/// (Library of Congress, "Persian: Romanization Table"), simplified:
/// its letters without their diacritics (ḥ as h, ṣ as s, z̤ as z, ā as
/// a), ʻayn and hamzah as an apostrophe. و and ی, which the table reads
/// as the consonants v and y or the vowels ū and ī (its rules 2 and 3),
/// are v and y at a word's start and u and i after a letter; an alif
/// that only carries such a vowel at a word's start (its rule 1a) is not
/// written. The short vowels, which Persian does not write, are not
/// supplied; where a text has their marks, they are written (a, u, i;
/// an, un, in for tanvīn; a doubled letter for tashdīd). A letter of
/// another language in the Arabic script is spelt by `deunicode`.
fn persian(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut last = "";
    for (i, &c) in chars.iter().enumerate() {
        let letter = |c: &char| persian_letter(*c).is_some();
        let word_start = i == 0 || !letter(&chars[i - 1]);
        let spelt: &str = match c {
            '\u{627}'
                if word_start
                    && matches!(chars.get(i + 1), Some('\u{648}' | '\u{6CC}' | '\u{64A}')) =>
            {
                ""
            }
            '\u{648}' if !word_start => "u",
            '\u{6CC}' | '\u{64A}' if !word_start => "i",
            '\u{651}' => last,
            c => persian_letter(c)
                .or_else(|| persian_sign(c))
                .or_else(|| deunicode::deunicode_char(c))
                .unwrap_or(""),
        };
        out.push_str(spelt);
        if persian_letter(c).is_some() {
            last = spelt;
        }
    }
    out
}

/// The letters of the ALA-LC Persian table, simplified (see [`persian`]).
fn persian_letter(c: char) -> Option<&'static str> {
    Some(match c {
        'ا' | 'آ' | 'أ' | 'ٱ' => "a",
        'إ' => "i",
        'ء' | 'ؤ' | 'ئ' | 'ع' => "'",
        'ب' => "b",
        'پ' => "p",
        'ت' => "t",
        'ث' => "s",
        'ج' => "j",
        'چ' => "ch",
        'ح' => "h",
        'خ' => "kh",
        'د' => "d",
        'ذ' => "z",
        'ر' => "r",
        'ز' => "z",
        'ژ' => "zh",
        'س' => "s",
        'ش' => "sh",
        'ص' => "s",
        'ض' => "z",
        'ط' => "t",
        'ظ' => "z",
        'غ' => "gh",
        'ف' => "f",
        'ق' => "q",
        'ک' | 'ك' => "k",
        'گ' => "g",
        'ل' => "l",
        'م' => "m",
        'ن' => "n",
        'و' => "v",
        'ه' | 'ة' => "h",
        'ی' | 'ي' => "y",
        'ى' => "a",
        _ => return None,
    })
}

/// Vowel marks, digits and punctuation of Persian text.
fn persian_sign(c: char) -> Option<&'static str> {
    const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    Some(match c {
        '\u{64E}' | '\u{670}' => "a",
        '\u{64F}' => "u",
        '\u{650}' => "i",
        '\u{64B}' => "an",
        '\u{64C}' => "un",
        '\u{64D}' => "in",
        '۰'..='۹' => DIGITS[(u32::from(c) - u32::from('۰')) as usize],
        '٠'..='٩' => DIGITS[(u32::from(c) - u32::from('٠')) as usize],
        '،' | '٬' => ",",
        '؛' => ";",
        '؟' => "?",
        '٫' => ".",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icelandic_and_turkish_letters_are_spelt_as_their_readers_spell_them() {
        assert_eq!(
            latin(Language::Icelandic, "Hvítur: Þórður Ægisson, Eðvarð Öxl"),
            "Hvitur: Thordur AEgisson, Edvard Oxl"
        );
        assert_eq!(
            latin(Language::Turkish, "Işıl Şahin, Tuğba Güneş"),
            "Isil Sahin, Tugba Gunes"
        );
        assert_eq!(
            latin(Language::German, "Jürgen Müller, Weiß"),
            "Juergen Mueller, Weiss"
        );
        assert_eq!(latin(Language::English, "Jürgen"), "Jurgen");
    }

    /// ALA-LC's Persian table, letter by letter: ع ʻ, ل l, ی y/ī; س s,
    /// ف f, د d; ر r, و v/ū, ا ā; ت t, ه h, ن n; ح ḥ, س s; ن n, م m.
    #[test]
    fn persian_is_romanised_by_the_ala_lc_table() {
        assert_eq!(latin(Language::Persian, "علی"), "'li");
        assert_eq!(latin(Language::Persian, "سفید: علی"), "sfid: 'li");
        assert_eq!(latin(Language::Persian, "رویداد"), "ruidad");
        assert_eq!(latin(Language::Persian, "تهران"), "thran");
        assert_eq!(latin(Language::Persian, "ایران"), "iran");
        assert_eq!(latin(Language::Persian, "وحید"), "vhid");
        assert_eq!(latin(Language::Persian, "۲۰۲۶، ٣"), "2026, 3");
        assert_eq!(latin(Language::Persian, "محمّد"), "mhmmd");
    }

    #[test]
    fn nothing_is_left_out_that_has_a_latin_spelling() {
        assert_eq!(latin(Language::German, "Жанна"), "Zhanna");
        assert_eq!(
            latin(Language::German, "a\u{2066}b\u{2069}\u{200c}c"),
            "abc"
        );
    }
}
