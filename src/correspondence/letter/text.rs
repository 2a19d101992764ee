//! A letter's text cut as a reader cuts it: into sentences (a question
//! kept apart), clauses, words and move numbers, and the moves named in
//! it, in any notation a friend writes: SAN with English or German letters
//! (or those of the player's scheme), ICCF digits, "Springer f1", `0-0`,
//! with or without a number, and Black's move after White's in a pair
//! (`12. Lc2 Te8`).

use shakmaty::Color;

use super::words::{self, plain};

/// A word of the text, without the punctuation around it.
#[derive(Clone, Debug)]
pub struct Word<'a> {
    /// As written.
    pub raw: &'a str,
    /// As the word tables write it.
    pub plain: String,
    /// Written in brackets: `(7163)`.
    pub bracketed: bool,
}

#[derive(Clone, Debug)]
pub enum Token<'a> {
    Word(Word<'a>),
    /// A move number: `12.` for White, `12...` for Black.
    Number(u32, Color),
    /// The end of a clause: a comma, a semicolon, a dash, an ellipsis.
    Break,
}

#[derive(Clone, Debug, Default)]
pub struct Sentence<'a> {
    pub tokens: Vec<Token<'a>>,
    /// It ends with a question mark.
    pub question: bool,
}

impl Sentence<'_> {
    /// The plain words from `from` to `to` (token indices), each clause
    /// apart: the words after the last break when `last_clause`.
    pub fn words(&self, from: usize, to: usize, last_clause: bool) -> Vec<String> {
        let tokens = &self.tokens[from.min(to)..to];
        let start = if last_clause {
            tokens
                .iter()
                .rposition(|t| matches!(t, Token::Break))
                .map_or(0, |at| at + 1)
        } else {
            0
        };
        tokens[start..]
            .iter()
            .filter_map(|t| match t {
                Token::Word(w) => Some(w.plain.clone()),
                _ => None,
            })
            .collect()
    }

    /// Its clauses, as plain words.
    pub fn clauses(&self) -> Vec<Vec<String>> {
        let mut clauses = vec![Vec::new()];
        for token in &self.tokens {
            match token {
                Token::Word(w) => {
                    if let Some(last) = clauses.last_mut() {
                        last.push(w.plain.clone());
                    }
                }
                Token::Break => clauses.push(Vec::new()),
                Token::Number(..) => {}
            }
        }
        clauses.retain(|c| !c.is_empty());
        clauses
    }
}

/// The text with Persian and Arabic digits as ASCII, the ellipsis as three
/// dots after a number and as a dash elsewhere, spaces made plain.
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous = ' ';
    for c in text.chars() {
        let c = match c {
            '\u{6F0}'..='\u{6F9}' => char::from(b'0' + (c as u32 - 0x6F0) as u8),
            '\u{660}'..='\u{669}' => char::from(b'0' + (c as u32 - 0x660) as u8),
            '؟' => '?',
            '،' | '؛' => ',',
            '\u{a0}' | '\u{2007}' | '\u{202f}' | '\t' => ' ',
            '\u{200b}' | '\u{feff}' | '\u{ad}' => continue,
            c => c,
        };
        if c == '…' {
            out.push_str(if previous.is_ascii_digit() {
                "..."
            } else {
                " - "
            });
        } else {
            out.push(c);
        }
        previous = c;
    }
    out
}

/// Words whose full stop ends no sentence.
const ABBREVIATIONS: [&str; 18] = [
    "z.b", "bzw", "nr", "ca", "usw", "etc", "evtl", "ggf", "d.h", "u.a", "dr", "hr", "fr", "st",
    "vs", "e.p", "mr", "mrs",
];

/// `12.`, `12...`, `12…`, also joined to the move (`12.Lc2`); not a date
/// (`17.11.2026`): the number, the side, the rest of the word.
fn number(word: &str) -> Option<(u32, Color, &str)> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    let n: u32 = word[..digits].parse().ok().filter(|n| *n > 0)?;
    let rest = &word[digits..];
    for (mark, side) in [
        ("...", Color::Black),
        ("..", Color::Black),
        (".", Color::White),
    ] {
        if let Some(after) = rest.strip_prefix(mark) {
            if after.starts_with(|c: char| c.is_ascii_digit()) && mark == "." {
                return None;
            }
            return Some((n, side, after.trim_start_matches('.')));
        }
    }
    None
}

/// How a word's punctuation ends it.
enum Ending {
    None,
    Clause,
    Sentence,
    Question,
}

/// A word without its closing punctuation, and what that punctuation
/// does. A move's `!?`, `?!`, `??` and `!!` are its annotation.
fn ending(word: &str) -> (&str, Ending) {
    let core = word.trim_end_matches([
        ')', ']', '"', '\'', '“', '”', '’', '»', '*', '_', ',', ';', ':', '!', '?', '.',
    ]);
    let tail = &word[core.len()..];
    let marks: String = tail.chars().filter(|c| "!?.,;".contains(*c)).collect();
    let ending = if matches!(marks.as_str(), "!?" | "?!" | "??" | "!!") && compact(core).is_some() {
        Ending::None
    } else if marks.contains('?') {
        Ending::Question
    } else if marks.contains('!')
        || (marks.contains('.') && !ABBREVIATIONS.contains(&plain(core).as_str()))
    {
        Ending::Sentence
    } else if marks.contains(',') || marks.contains(';') {
        Ending::Clause
    } else {
        Ending::None
    };
    (core, ending)
}

/// A move without the case ending Turkish joins to it after an
/// apostrophe ("Af3'ü oynuyorum", "Fc4'e karşılık").
fn without_suffix(word: &str) -> &str {
    match word.split_once(['\'', '’']) {
        Some((named, ending))
            if !ending.is_empty()
                && ending.chars().all(char::is_alphabetic)
                && compact(named).is_some() =>
        {
            named
        }
        _ => word,
    }
}

/// The sentences of a normalised text. A line break ends a sentence
/// unless the next line goes on with a small letter, a digit or a
/// bracket; an empty line always ends one.
pub fn sentences(text: &str) -> Vec<Sentence<'_>> {
    let mut all = Vec::new();
    let mut current = Sentence::default();
    let lines: Vec<&str> = text.lines().collect();
    fn end<'a>(current: &mut Sentence<'a>, all: &mut Vec<Sentence<'a>>, question: bool) {
        current.question |= question;
        if !current.tokens.is_empty() {
            all.push(std::mem::take(current));
        } else {
            current.question = false;
        }
    }
    for (index, line) in lines.iter().enumerate() {
        for piece in line.split_whitespace() {
            if matches!(piece, "-" | "–" | "—" | "..." | "--") {
                current.tokens.push(Token::Break);
                continue;
            }
            let bracketed = piece.starts_with(['(', '[']);
            let mut word = piece
                .trim_start_matches(['(', '[', '"', '\'', '„', '“', '‚', '‘', '«', '»', '*', '_']);
            if let Some((n, side, rest)) = number(word) {
                current.tokens.push(Token::Number(n, side));
                word = rest;
            }
            let (core, ending) = ending(word);
            let core = without_suffix(core);
            if !core.is_empty() {
                current.tokens.push(Token::Word(Word {
                    raw: core,
                    plain: plain(core),
                    bracketed,
                }));
            }
            match ending {
                Ending::None => {}
                Ending::Clause => current.tokens.push(Token::Break),
                Ending::Sentence => end(&mut current, &mut all, false),
                Ending::Question => end(&mut current, &mut all, true),
            }
        }
        let next = lines[index + 1..].iter().find(|l| !l.trim().is_empty());
        let goes_on = !line.trim().is_empty()
            && lines.get(index + 1).is_some_and(|l| !l.trim().is_empty())
            && next
                .and_then(|l| l.trim_start().chars().next())
                .is_some_and(|c| c.is_lowercase() || c.is_ascii_digit() || c == '(');
        if !goes_on {
            end(&mut current, &mut all, false);
        }
    }
    end(&mut current, &mut all, false);
    all
}

/// A word written as a move, whatever the position: SAN (with any
/// scheme's capital piece letter), coordinates, castling; the move as the
/// reader takes it (without check and annotation marks).
pub fn compact(word: &str) -> Option<String> {
    let word = word.trim_end_matches(['+', '#', '!', '?']);
    let word = word
        .strip_suffix("e.p.")
        .unwrap_or(word)
        .trim_end_matches('.');
    if matches!(word, "O-O" | "0-0" | "O-O-O" | "0-0-0" | "o-o" | "o-o-o") {
        return Some(word.to_uppercase().replace('0', "O"));
    }
    let chars: Vec<char> = word.chars().collect();
    if chars.len() < 2 || chars.len() > 8 {
        return None;
    }
    let pieces = "KQRBNDTLSŞVFAH";
    let mut rest = &chars[..];
    if let Some((first, after)) = rest.split_first()
        && pieces.contains(*first)
    {
        rest = after;
    }
    // A promotion at the end: `e8=Q`, `e8D`.
    if let Some((last, before)) = rest.split_last()
        && pieces.contains(*last)
    {
        rest = before.strip_suffix(&['=']).unwrap_or(before);
    }
    let square_at_end = rest.len() >= 2
        && ('a'..='h').contains(&rest[rest.len() - 2])
        && ('1'..='8').contains(&rest[rest.len() - 1]);
    let body_fits = rest
        .iter()
        .all(|c| ('a'..='h').contains(c) || ('1'..='8').contains(c) || "x:-".contains(*c));
    (square_at_end && body_fits && rest.len() <= 5).then(|| word.to_owned())
}

/// ICCF digits: four (a fifth for a promotion), files and ranks 1 to 8.
pub fn iccf_digits(word: &str) -> bool {
    let bytes = word.as_bytes();
    (bytes.len() == 4 || bytes.len() == 5)
        && bytes[..4].iter().all(|b| (b'1'..=b'8').contains(b))
        && bytes.get(4).is_none_or(|b| (b'1'..=b'4').contains(b))
}

/// A move named in the text.
#[derive(Clone, Debug)]
pub struct Mention {
    pub sentence: usize,
    /// Its first token, and the token after it.
    pub at: usize,
    pub end: usize,
    pub number: Option<(u32, Color)>,
    /// As written, with its number: `12. Lc2`.
    pub written: String,
    /// What the move reader is given.
    pub san: String,
    /// ICCF digits written beside it, in brackets.
    pub iccf: Option<String>,
    /// ICCF digits alone, with no number: a move only where a word says so.
    pub digits_only: bool,
    /// It follows another move with no word between (`12. Lc2 Te8`).
    pub joined: bool,
}

/// A move starting at token `at`: what the reader is given, as written,
/// and the token after it.
fn span(tokens: &[Token], at: usize) -> Option<(String, String, usize, bool)> {
    let word = |i: usize| match tokens.get(i) {
        Some(Token::Word(w)) => Some(w),
        _ => None,
    };
    let first = word(at)?;
    if let Some(second) = word(at + 1) {
        for (phrase, san) in words::CASTLING {
            if words::is(&first.plain, phrase[0]) && words::is(&second.plain, phrase[1]) {
                return Some((
                    (*san).to_owned(),
                    format!("{} {}", first.raw, second.raw),
                    at + 2,
                    false,
                ));
            }
        }
    }
    if let Some((_, letter)) = words::PIECES.iter().find(|(name, _)| first.plain == *name) {
        let mut next = at + 1;
        let mut takes = false;
        let mut written = vec![first.raw];
        while let Some(glue) = word(next)
            .filter(|w| words::any(&w.plain, words::TO) || words::any(&w.plain, words::TAKES))
        {
            takes |= words::any(&glue.plain, words::TAKES);
            written.push(glue.raw);
            next += 1;
            if next > at + 3 {
                return None;
            }
        }
        let square = word(next)?;
        let chars: Vec<char> = square.plain.chars().collect();
        if chars.len() == 2 && ('a'..='h').contains(&chars[0]) && ('1'..='8').contains(&chars[1]) {
            written.push(square.raw);
            let piece = if *letter == 'P' {
                String::new()
            } else {
                letter.to_string()
            };
            let x = if takes { "x" } else { "" };
            return Some((
                format!("{piece}{x}{}", square.plain),
                written.join(" "),
                next + 1,
                false,
            ));
        }
        return None;
    }
    if let Some(san) = compact(first.raw) {
        return Some((san, first.raw.to_owned(), at + 1, false));
    }
    iccf_digits(first.raw).then(|| (first.raw.to_owned(), first.raw.to_owned(), at + 1, true))
}

/// ICCF digits in brackets right after a move: its other form.
fn digits_after(tokens: &[Token], at: usize) -> Option<String> {
    match tokens.get(at) {
        Some(Token::Word(w)) if w.bracketed && iccf_digits(w.raw) => Some(w.raw.to_owned()),
        _ => None,
    }
}

/// Every move named in the sentences, in order.
pub fn mentions(sentences: &[Sentence]) -> Vec<Mention> {
    let mut found = Vec::new();
    for (index, sentence) in sentences.iter().enumerate() {
        let tokens = &sentence.tokens;
        let mut last_end: Option<usize> = None;
        let mut at = 0;
        while at < tokens.len() {
            let (number, from) = match tokens[at] {
                Token::Number(n, side) => (Some((n, side)), at + 1),
                _ => (None, at),
            };
            let Some((san, raw, mut end, digits_only)) = span(tokens, from) else {
                at += 1;
                continue;
            };
            let iccf = digits_after(tokens, end);
            if iccf.is_some() {
                end += 1;
            }
            let written = match number {
                Some((n, Color::White)) => format!("{n}. {raw}"),
                Some((n, Color::Black)) => format!("{n}... {raw}"),
                None => raw,
            };
            found.push(Mention {
                sentence: index,
                at,
                end,
                number,
                written: crate::notation::outside::clean(&written, 40),
                san,
                iccf,
                digits_only: digits_only && number.is_none(),
                joined: last_end == Some(at),
            });
            last_end = Some(end);
            // Black's move after White's, in a pair: `12. Lc2 Te8`.
            if let Some((n, Color::White)) = number
                && let Some((san, raw, mut after, digits_only)) = span(tokens, end)
                && !digits_only
            {
                let iccf = digits_after(tokens, after);
                if iccf.is_some() {
                    after += 1;
                }
                found.push(Mention {
                    sentence: index,
                    at: end,
                    end: after,
                    number: Some((n, Color::Black)),
                    written: crate::notation::outside::clean(&format!("{n}... {raw}"), 40),
                    san,
                    iccf,
                    digits_only: false,
                    joined: true,
                });
                end = after;
                last_end = Some(end);
            }
            at = end;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(text: &str) -> Vec<String> {
        let text = normalise(text);
        mentions(&sentences(&text))
            .into_iter()
            .map(|m| m.written)
            .collect()
    }

    #[test]
    fn moves_are_found_as_friends_write_them() {
        assert_eq!(named("Ich spiele 12.Lc2."), ["12. Lc2"]);
        assert_eq!(
            named("12. Lc2 Te8 13. Sf1"),
            ["12. Lc2", "12... Te8", "13. Sf1"]
        );
        assert_eq!(named("Mein Zug: Springer nach f1"), ["Springer nach f1"]);
        assert_eq!(named("1... e5 (5755), am 17.11.2026"), ["1... e5"]);
        assert_eq!(named("Kurze Rochade!"), ["Kurze Rochade"]);
        assert_eq!(named("Ba4"), ["Ba4"]);
        assert_eq!(named("0-0 und 15… c5"), ["0-0", "15... c5"]);
        // Words, dates, years and paper sizes are no moves.
        assert!(named("Hallo Anna, am 17.11.2026 um 10:00 auf A4 und B12.").is_empty());
    }

    #[test]
    fn sentences_end_where_a_reader_ends_them() {
        let text = normalise("Kommt jetzt 15. a4?\nIch spiele 15. d5\nund\n16. c4");
        let all = sentences(&text);
        assert_eq!(all.len(), 2);
        assert!(all[0].question);
        assert!(!all[1].question);
        let text = normalise("zwischen 12. d5 und\n12. a4 geschwankt … spiele aber: 12. Lc2");
        let all = sentences(&text);
        assert_eq!(all.len(), 1);
        assert!(all[0].tokens.iter().any(|t| matches!(t, Token::Break)));
    }
}
