//! Printed text in lines a 40-cell braille display holds whole: a long
//! answer is broken where its sense breaks (after a sentence, then a
//! semicolon, a colon, a comma, and only then between words), and a path
//! or a FEN stands on a line of its own, never broken.

/// The cells of a braille display a printed line fills at most.
pub const BRAILLE_CELLS: usize = 40;

/// Starts a line that is printed whole, however long: a path, a FEN. The
/// sentences put it there ([`whole`]); [`braille_lines`] takes it away. A
/// character of Unicode's private use area, which no sentence holds and
/// the values put on such a line are cleaned of.
const WHOLE: char = '\u{e000}';

/// `value` (a path, a FEN) as a line of its own in a printed sentence:
/// the sentence puts line breaks around it.
pub fn whole(value: &str) -> String {
    let mut line = String::with_capacity(value.len() + WHOLE.len_utf8());
    line.push(WHOLE);
    line.extend(value.chars().filter(|&c| c != WHOLE && c != '\n'));
    line
}

/// `value` as a voice or a one-line field takes it: without the mark of a
/// line of its own.
pub fn unmarked(text: &str) -> String {
    if text.contains(WHOLE) {
        text.chars().filter(|&c| c != WHOLE).collect()
    } else {
        text.to_owned()
    }
}

/// `text` after a label (`annabella:` before a refusal): on the label's
/// line when the two fit one line, else on the lines below it, so that a
/// path keeps a line of its own.
pub fn labelled(label: &str, text: &str) -> String {
    if !text.contains('\n') && width(label) + 1 + width(text) <= BRAILLE_CELLS {
        format!("{label} {text}")
    } else {
        format!("{label}\n{text}")
    }
}

/// A list (`p`, `s`: squares after a label) in lines of at most
/// [`BRAILLE_CELLS`] characters, broken after its commas only, each line
/// but the last ending in its comma; its own line breaks are kept.
pub fn list_lines(text: &str) -> String {
    isolates_per_line(text, list_lines_of)
}

fn list_lines_of(text: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    for line in text.split('\n') {
        if width(line) <= BRAILLE_CELLS {
            lines.push(line.to_owned());
            continue;
        }
        let pieces = split_after(line.trim(), &[',', '،'])
            .into_iter()
            .flat_map(|part| fit(part, BREAKS.len()))
            .collect();
        lines.extend(packed(pieces, BRAILLE_CELLS));
    }
    lines.join("\n")
}

/// The places a line is best broken, the best first: after a sentence,
/// a semicolon, a colon, a comma (Persian's ؟ ؛ ، among them).
const BREAKS: [&[char]; 4] = [&['.', '?', '!', '؟'], &[';', '؛'], &[':'], &[',', '،']];

/// Persian text comes with its Latin runs in isolation marks, which take
/// no cell: it is broken as its letters are, and each line gets isolates
/// of its own, none left open at a line's end.
fn isolates_per_line(text: &str, break_lines: fn(&str) -> String) -> String {
    let mark = |c: char| matches!(c, '\u{2066}'..='\u{2069}');
    if !text.contains(mark) {
        return break_lines(text);
    }
    let bare: String = text.chars().filter(|&c| !mark(c)).collect();
    super::Language::Persian.isolated(&break_lines(&bare))
}

fn width(text: &str) -> usize {
    text.chars().count()
}

/// `text` in lines of at most [`BRAILLE_CELLS`] characters, broken where
/// its sense breaks; its own line breaks are kept, and a line marked
/// [`whole`] is kept whole. A word longer than a line stays whole.
pub fn braille_lines(text: &str) -> String {
    isolates_per_line(text, braille_lines_of)
}

fn braille_lines_of(text: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    for line in text.split('\n') {
        match line.strip_prefix(WHOLE) {
            Some(value) => lines.push(value.trim().to_owned()),
            // A line that fits is kept as written, spaces and all.
            None if width(line) <= BRAILLE_CELLS => lines.push(line.to_owned()),
            None => lines.extend(fit(line.trim(), 0)),
        }
    }
    lines.join("\n")
}

/// `text` as lines, broken at the places of `BREAKS[level]` and after.
/// Parts that fit a line are joined again as far as a line holds them; a
/// part too long is broken at the next kind of place. Its first line may
/// follow a whole part (a label: "Weiß: Bauern Anna zwei,"), and a whole
/// part may follow its last ("wird Dame, Schach"); but no line holds the
/// end of one broken part and the start of the next.
fn fit(text: &str, level: usize) -> Vec<String> {
    if width(text) <= BRAILLE_CELLS {
        return vec![text.to_owned()];
    }
    let Some(marks) = BREAKS.get(level) else {
        return between_words(text);
    };
    let parts = split_after(text, marks);
    if parts.len() == 1 {
        return fit(text, level + 1);
    }
    let mut lines: Vec<String> = Vec::new();
    let mut open = false;
    for part in parts {
        let mut pieces = fit(part, level + 1).into_iter();
        let broken = pieces.len() > 1;
        if let Some(first) = pieces.next() {
            match lines.last_mut() {
                Some(line)
                    if (open || !broken) && width(line) + 1 + width(&first) <= BRAILLE_CELLS =>
                {
                    line.push(' ');
                    line.push_str(&first);
                }
                _ => lines.push(first),
            }
        }
        lines.extend(pieces);
        open = !broken;
    }
    lines
}

/// A label shorter than this ("Weiß:", "Schwarz:") stays on the line of
/// what it labels when that does not fit a line anyway; so does a word
/// this short after a colon.
const LABEL: usize = 10;

/// `text` cut after each of `marks` that a space follows, each part with
/// its mark, without the space; not after a short label. A full stop after a number ends a
/// sentence only where a word comes before the number ("Stufe 3. Weiß am
/// Zug"), not in a move number ("1. e4", "Zurück: 3. Lb5").
fn split_after<'a>(text: &'a str, marks: &[char]) -> Vec<&'a str> {
    let mut parts = Vec::new();
    let mut start = 0;
    // Within brackets a full stop ends no sentence: "(Art. 9.6.1)".
    let mut depth = 0usize;
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        let next_is_space = chars.peek().is_some_and(|&(_, n)| n == ' ');
        // A colon after a short label is a place to break only where what
        // it labels then fits a line whole ("Schwarz:", then the move);
        // one before a short word ("Eva sechs: leer") is none.
        let rest = text[at + c.len_utf8()..].trim();
        let short_label = c == ':'
            && ((width(&text[start..at]) < LABEL && width(rest) > BRAILLE_CELLS)
                || width(rest) < LABEL);
        if marks.contains(&c)
            && next_is_space
            && !short_label
            && (c != '.' || (depth == 0 && !move_number(&text[..at])))
        {
            let end = at + c.len_utf8();
            parts.push(text[start..end].trim());
            start = end;
        }
    }
    parts.push(text[start..].trim());
    parts.retain(|part| !part.is_empty());
    parts
}

/// Whether `before` (the text before a full stop) ends in a move number:
/// digits that start the text or follow a mark, not a word.
fn move_number(before: &str) -> bool {
    let token = before.rsplit(' ').next().unwrap_or(before);
    if token.is_empty() || !token.chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let rest = before[..before.len() - token.len()].trim_end();
    !rest.ends_with(|c: char| c.is_alphanumeric() || c == ')')
}

/// Pieces joined by spaces into as few lines of at most `cells` as they
/// go, in order.
fn packed(pieces: Vec<String>, cells: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for piece in pieces {
        match lines.last_mut() {
            Some(line) if width(line) + 1 + width(&piece) <= cells => {
                line.push(' ');
                line.push_str(&piece);
            }
            _ => lines.push(piece),
        }
    }
    lines
}

/// A part with no better place to break, broken between words into lines
/// of about even length (so that no word is left alone on the last).
fn between_words(text: &str) -> Vec<String> {
    let words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
    let fewest = packed(words.clone(), BRAILLE_CELLS).len();
    let even = width(text).div_ceil(fewest.max(1));
    (even..BRAILLE_CELLS)
        .map(|cells| packed(words.clone(), cells))
        .find(|lines| lines.len() == fewest)
        .unwrap_or_else(|| packed(words, BRAILLE_CELLS))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        braille_lines(text).lines().map(str::to_owned).collect()
    }

    #[test]
    fn a_label_keeps_its_line_when_the_text_fits_it() {
        assert_eq!(
            labelled("annabella:", "Datei fehlt."),
            "annabella: Datei fehlt."
        );
        assert_eq!(
            labelled("annabella:", "/home/anna/x.pgn\nDatei fehlt."),
            "annabella:\n/home/anna/x.pgn\nDatei fehlt."
        );
    }

    #[test]
    fn a_short_line_stays_as_it_is() {
        assert_eq!(
            lines("Weiß 4:57; Schwarz 4:58; Zug 12"),
            ["Weiß 4:57; Schwarz 4:58; Zug 12"]
        );
    }

    /// Sentences first, then the clauses of a long one; each line at
    /// most 40 characters.
    #[test]
    fn a_long_answer_breaks_where_its_sense_breaks() {
        let text = "Regelwidriger Zug von Weiß: Läufer Cäsar vier wurde ausgeführt; \
die Stellung davor gilt (7.5.1); Schwarz bekommt 2:00 dazu (7.5.5). Weiß ist weiter am Zug.";
        assert_eq!(
            lines(text),
            [
                "Regelwidriger Zug von Weiß:",
                "Läufer Cäsar vier wurde ausgeführt;",
                "die Stellung davor gilt (7.5.1);",
                "Schwarz bekommt 2:00 dazu (7.5.5).",
                "Weiß ist weiter am Zug.",
            ]
        );
    }

    #[test]
    fn a_short_label_stays_with_what_it_labels() {
        assert_eq!(
            lines("Schwarz: Springer Cäsar sechs schlägt Eva fünf"),
            ["Schwarz:", "Springer Cäsar sechs schlägt Eva fünf"]
        );
        assert_eq!(
            lines("Schwarz: Bauern Anna sieben, Bella sieben, Cäsar sieben"),
            ["Schwarz: Bauern Anna sieben,", "Bella sieben, Cäsar sieben"]
        );
        assert_eq!(
            list_lines("Schwarz: Springer Bella acht, Gustav acht"),
            "Schwarz: Springer Bella acht,\nGustav acht"
        );
        assert_eq!(
            lines("Eva drei, Eva vier, Eva fünf, Eva sechs: leer"),
            ["Eva drei, Eva vier, Eva fünf,", "Eva sechs: leer"]
        );
    }

    #[test]
    fn a_list_goes_on_after_its_comma() {
        let text = "Weiß: Bauern Anna zwei, Bella zwei, Cäsar zwei, Dora zwei, Eva vier";
        assert_eq!(
            lines(text),
            [
                "Weiß: Bauern Anna zwei, Bella zwei,",
                "Cäsar zwei, Dora zwei, Eva vier"
            ]
        );
    }

    /// A Persian list (the `p` answer, its squares' Latin files isolated)
    /// breaks after its Persian commas, each square whole; the marks take
    /// no cell, and every line has its own isolates.
    #[test]
    fn a_persian_list_breaks_after_its_commas_with_isolates_per_line() {
        let text = crate::notation::Language::Persian
            .isolated("سیاه: پیاده‌ها a هفت، b هفت، c هفت، d هفت، e هفت، f هفت، g هفت، h هفت");
        let marked = |line: &str| line.replace('\u{2066}', "⟨").replace('\u{2069}', "⟩");
        let lines: Vec<String> = list_lines(&text).lines().map(marked).collect();
        assert_eq!(
            lines,
            [
                "سیاه: پیاده‌ها ⟨a⟩ هفت، ⟨b⟩ هفت، ⟨c⟩ هفت،",
                "⟨d⟩ هفت، ⟨e⟩ هفت، ⟨f⟩ هفت، ⟨g⟩ هفت، ⟨h⟩ هفت"
            ]
        );
        let said = braille_lines(
            &crate::notation::Language::Persian.isolated("سفید: Springer Bella eins, Felix drei"),
        );
        assert_eq!(marked(&said), "سفید: ⟨Springer Bella eins⟩، ⟨Felix drei⟩");
    }

    /// A path is never broken, even where it is longer than a line.
    #[test]
    fn a_path_stands_whole_on_its_own_line() {
        let path = "/home/anna/.local/share/annabella/games/game-2026-11-25-014740.pgn";
        let text = format!(
            "Gespeichert in:\n{}\nWeiter mit: annabella resume",
            whole(path)
        );
        assert_eq!(
            lines(&text),
            ["Gespeichert in:", path, "Weiter mit: annabella resume"]
        );
        assert_eq!(unmarked(&whole(path)), path);
    }

    /// With no better place, between words, the lines about even.
    #[test]
    fn words_break_last_and_evenly() {
        let text = "Das Programm Stockfish hat keinen Zug geschickt";
        assert_eq!(
            lines(text),
            ["Das Programm Stockfish", "hat keinen Zug geschickt"]
        );
        assert_eq!(lines("1. Bauer Eva vier"), ["1. Bauer Eva vier"]);
    }

    /// "Stufe 3." ends a sentence; "3." before a move does not, nor a
    /// full stop in brackets.
    #[test]
    fn a_full_stop_after_a_number_ends_a_sentence_after_a_word() {
        assert_eq!(
            lines("Du: Weiß gegen Stockfish 15.1, Stufe 3. Weiß am Zug."),
            ["Du: Weiß gegen Stockfish 15.1, Stufe 3.", "Weiß am Zug."]
        );
        let retraced = "Zurück zur Stellung nach dem Zug: 3. Lb5 a6, Sf6";
        assert_eq!(
            lines(retraced),
            ["Zurück zur Stellung nach dem Zug:", "3. Lb5 a6, Sf6"]
        );
        assert_eq!(
            lines("Partie 3: ½-½, Remis durch Patt (Art. 5.2.1), mit Zug 10, Weiß."),
            [
                "Partie 3: ½-½,",
                "Remis durch Patt (Art. 5.2.1),",
                "mit Zug 10, Weiß."
            ]
        );
    }
}
