//! Text from outside annabella (a file, a server, an engine, a config file,
//! the keyboard) as it may be printed, spoken or saved: the one cleaner
//! every layer uses.
//!
//! A terminal or a braille display acts on control characters: ESC starts
//! an escape sequence (ECMA-48: CSI `ESC [`, OSC `ESC ]`, DCS `ESC P` …),
//! C1 characters (`U+0080`–`U+009F`) do the same in one character (`U+009B`
//! is CSI), BEL rings, NUL and DEL confuse. `\e[6n` even makes the terminal
//! type a reply as if the player had. Here a whole escape sequence goes,
//! not only its ESC, so that no `[2J` is left to be read aloud; line breaks
//! and tabs become one space each, so that a value stays on its line; the
//! marks that turn the direction of text (`U+202A`–`U+202E`,
//! `U+2066`–`U+2069`) go too, so that what is shown is what is there.
//! Every other character stays: umlauts, names in any script, emoji.
//! Where a message names what a file holds, [`visible`] shows those
//! characters as their escapes instead, so that the player sees them.

/// The longest text from outside said in one line of a message: a name, a
/// reason, a value. Longer text is cut and ends with `…`.
pub const LINE: usize = 200;

/// `text` cleaned of control characters and escape sequences, cut after
/// `longest` characters (then ending in `…`).
pub fn clean(text: &str, longest: usize) -> String {
    cleaned(text, longest, false)
}

/// `text` cleaned and cut at [`LINE`] characters.
pub fn line(text: &str) -> String {
    clean(text, LINE)
}

/// A whole message as it is printed: line breaks kept, every other control
/// character and escape sequence gone. The last guard before a terminal,
/// after the text from outside in it was cleaned where it came in.
pub fn printable(text: &str) -> String {
    if !text.chars().any(needs_cleaning) {
        return text.to_owned();
    }
    cleaned(text, usize::MAX, true)
}

/// `text` as a message shows what a file holds, where the player must see
/// every character to find why it is refused (`e4` followed by a bell is
/// not a move): each character a terminal would act on, or that turns the
/// direction of text, shown as its escape (`\u{1b}`, `\t`), and so never
/// acted on; cut after `longest` characters of `text` (then ending in
/// `…`).
pub fn visible(text: &str, longest: usize) -> String {
    let mut shown = String::with_capacity(text.len().min(longest.saturating_mul(4)));
    for (count, c) in text.chars().enumerate() {
        if count == longest {
            shown.push('…');
            break;
        }
        if c.is_control() {
            shown.extend(c.escape_default());
        } else if needs_cleaning(c) || matches!(c, '\u{2028}' | '\u{2029}') {
            shown.extend(c.escape_unicode());
        } else {
            shown.push(c);
        }
    }
    shown
}

fn needs_cleaning(c: char) -> bool {
    (c.is_control() && c != '\n') || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn cleaned(text: &str, longest: usize, keep_lines: bool) -> String {
    let mut cleaned = String::with_capacity(text.len().min(longest.saturating_mul(4)));
    let mut count = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let kept = match c {
            '\u{1b}' => {
                skip_escape(&mut chars);
                None
            }
            '\u{9b}' => {
                skip_control_sequence(&mut chars);
                None
            }
            '\u{90}' | '\u{98}' | '\u{9d}' | '\u{9e}' | '\u{9f}' => {
                skip_string(&mut chars);
                None
            }
            '\n' if keep_lines => Some('\n'),
            '\n' | '\r' | '\t' | '\u{0b}' | '\u{0c}' | '\u{85}' | '\u{2028}' | '\u{2029}' => {
                Some(' ')
            }
            '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => None,
            c if c.is_control() => None,
            c => Some(c),
        };
        if let Some(c) = kept {
            if count == longest {
                cleaned.push('…');
                break;
            }
            cleaned.push(c);
            count += 1;
        }
    }
    cleaned
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

/// After ESC: the rest of its sequence.
fn skip_escape(chars: &mut Chars) {
    match chars.peek() {
        Some('[') => {
            chars.next();
            skip_control_sequence(chars);
        }
        Some(']' | 'P' | 'X' | '^' | '_') => {
            chars.next();
            skip_string(chars);
        }
        // nF sequences: intermediates, then one final character.
        Some(' '..='/') => {
            while chars.next_if(|c| matches!(c, ' '..='/')).is_some() {}
            chars.next_if(|c| matches!(c, '0'..='~'));
        }
        // Fp, Fe and Fs sequences: one character.
        Some('0'..='~') => {
            chars.next();
        }
        _ => {}
    }
}

/// After CSI: parameters, intermediates and the final character.
fn skip_control_sequence(chars: &mut Chars) {
    while chars.next_if(|c| matches!(c, '0'..='?')).is_some() {}
    while chars.next_if(|c| matches!(c, ' '..='/')).is_some() {}
    chars.next_if(|c| matches!(c, '@'..='~'));
}

/// After OSC, DCS, SOS, PM or APC: the string up to its end (BEL, or ST as
/// `ESC \` or `U+009C`); a string that never ends takes the rest.
fn skip_string(chars: &mut Chars) {
    while let Some(c) = chars.next() {
        match c {
            '\u{7}' | '\u{9c}' => return,
            '\u{1b}' => {
                chars.next_if_eq(&'\\');
                return;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sequences of ECMA-48 (5th edition, 1991) and xterm's control
    /// sequences: each goes whole.
    #[test]
    fn escape_sequences_go_whole() {
        assert_eq!(line("a\u{1b}[6nb"), "ab");
        assert_eq!(line("a\u{1b}[38;5;196mred\u{1b}[0m"), "ared");
        assert_eq!(line("a\u{1b}]0;title\u{7}b"), "ab");
        assert_eq!(line("a\u{1b}]52;c;aGk=\u{1b}\\b"), "ab");
        assert_eq!(line("a\u{9b}2Jb"), "ab");
        assert_eq!(line("a\u{9d}0;x\u{9c}b"), "ab");
        assert_eq!(line("a\u{1b}Pq#0\u{1b}\\b"), "ab");
        assert_eq!(line("a\u{1b}cb"), "ab");
        assert_eq!(line("a\u{1b}(Bb"), "ab");
        assert_eq!(line("a\u{1b}"), "a");
        assert_eq!(line("a\u{1b}]never ends"), "a");
    }

    #[test]
    fn other_controls_go_and_breaks_become_spaces() {
        assert_eq!(line("a\u{7}\u{0}\u{7f}\u{8}b"), "ab");
        assert_eq!(line("one\ntwo\r\nthree\tfour"), "one two  three four");
        assert_eq!(line("a\u{85}b\u{2028}c"), "a b c");
        assert_eq!(line("\u{202e}evil\u{202c}"), "evil");
    }

    #[test]
    fn ordinary_text_in_any_script_stays() {
        for text in [
            "Jörg Müßig",
            "Анна Каренина",
            "王小明",
            "محمد",
            "Ελένη",
            "♔ ½-½ …",
        ] {
            assert_eq!(line(text), text);
        }
    }

    #[test]
    fn a_printed_message_keeps_its_lines() {
        assert_eq!(printable("one\ntwo"), "one\ntwo");
        assert_eq!(printable("a\u{1b}[2Jb\nc\u{7}"), "ab\nc");
    }

    /// Rust's escapes (`char::escape_default`, `char::escape_unicode`) for
    /// what a terminal would act on (ECMA-48's C0 and C1 sets, DEL) and for
    /// Unicode's direction marks and line separators (UAX #9, UAX #14).
    #[test]
    fn a_visible_form_shows_what_would_be_acted_on_as_escapes() {
        assert_eq!(visible("e4\u{7}", 40), "e4\\u{7}");
        assert_eq!(visible("a\u{1b}[2Jb", 40), "a\\u{1b}[2Jb");
        assert_eq!(visible("a\u{9b}2Jb\u{7f}", 40), "a\\u{9b}2Jb\\u{7f}");
        assert_eq!(visible("one\ttwo\r\n", 40), "one\\ttwo\\r\\n");
        assert_eq!(
            visible("\u{202e}evil\u{2028}", 40),
            "\\u{202e}evil\\u{2028}"
        );
        assert_eq!(visible("Jörg Müßig ♔ 王小明", 40), "Jörg Müßig ♔ 王小明");
        assert_eq!(visible("abcdef", 3), "abc…");
        assert_eq!(visible("\u{7}\u{7}\u{7}x", 3), "\\u{7}\\u{7}\\u{7}…");
        assert_eq!(visible("abc", 3), "abc");
        for text in [
            "\u{1b}[6n\u{7}\u{0}\u{9b}2J\u{1b}]0;x\u{7}",
            "\u{85}\u{202a}\u{2066}",
        ] {
            assert!(!visible(text, 40).chars().any(needs_cleaning), "{text:?}");
        }
    }

    #[test]
    fn long_text_is_cut_with_an_ellipsis() {
        assert_eq!(clean("abcdef", 3), "abc…");
        assert_eq!(clean("abc", 3), "abc");
        assert_eq!(clean("a\u{1b}[1mbc", 3), "abc");
        assert_eq!(line(&"x".repeat(10_000)).chars().count(), LINE + 1);
        assert_eq!(clean("", 0), "");
    }
}
