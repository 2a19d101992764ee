//! A Persian line as a bidirectional terminal shows it rightly, the text
//! staying in logical order (which a screen reader and a braille display
//! read): each run of Latin text (SAN, FEN, paths, commands, the FIDE
//! words, numbers in Latin digits) inside a left-to-right isolate, U+2066
//! … U+2069, and the commas, semicolons and question marks of the Persian
//! sentence around them in Persian (، ؛ ؟).
//!
//! A run holds only what reads left to right. The sentence's own signs
//! after it (`annabella:`, `e4،`, `5:02;`) stay outside, where the
//! right-to-left sentence puts them after the run and not before it;
//! brackets stay outside in pairs (`(7.5.1)`), or inside in pairs
//! (`[N]`), never one in and one out, which would turn it round. Persian
//! punctuation ends a run, and so does a comma, semicolon or colon before
//! a space: `e4، Nf3` is two runs in the Persian order. A
//! line with no Persian in it (a rank of the board, a FEN, a path) is one
//! run.

/// Left-to-right isolate, pop directional isolate.
const LRI: char = '\u{2066}';
const PDI: char = '\u{2069}';

/// What is taken off the front of a run: opening brackets and quotes.
const LEADING: &[char] = &['(', '[', '{', '«', '"', '\''];

/// What is taken off the end of a run: the sentence's punctuation,
/// closing brackets and quotes.
const TRAILING: &[char] = &[',', ';', ':', '.', '!', '?', ')', ']', '}', '»', '"', '\''];

/// The brackets kept in pairs.
const PAIRS: [(char, char); 3] = [('(', ')'), ('[', ']'), ('{', '}')];

/// Whether `c` belongs to the Arabic script: Persian letters, digits and
/// signs (، ؛ ؟ ٫).
fn arabic_script(c: char) -> bool {
    matches!(
        c,
        '\u{600}'..='\u{6FF}'
            | '\u{750}'..='\u{77F}'
            | '\u{8A0}'..='\u{8FF}'
            | '\u{FB50}'..='\u{FDFF}'
            | '\u{FE70}'..='\u{FEFF}'
    )
}

/// A letter or digit that reads left to right: Latin, German, a Latin digit.
fn latin(c: char) -> bool {
    c.is_alphanumeric() && !arabic_script(c)
}

/// One printed line of Persian with its Latin runs isolated and its
/// punctuation Persian. Marks already in the line are left as they are:
/// the caller takes them away first.
pub(super) fn persian_line(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let spans = runs(&chars);
    let mut out = String::with_capacity(line.len() + 4 * spans.len());
    let mut spans = spans.into_iter().peekable();
    let mut open: Option<usize> = None;
    for (i, &c) in chars.iter().enumerate() {
        if open.is_none()
            && let Some(&(start, end)) = spans.peek()
            && start == i
        {
            out.push(LRI);
            open = Some(end);
            spans.next();
        }
        match open {
            Some(_) => out.push(c),
            None => out.push(persian_sign(&chars, i)),
        }
        if open == Some(i + 1) {
            out.push(PDI);
            open = None;
        }
    }
    out
}

/// A comma, semicolon or question mark of the Persian sentence, outside
/// the Latin runs, in its Persian form; one standing alone (`?`, the
/// command) or anything else as it is.
fn persian_sign(chars: &[char], i: usize) -> char {
    let attached = i > 0 && !chars[i - 1].is_whitespace();
    match chars[i] {
        ',' if attached => '،',
        ';' if attached => '؛',
        '?' if attached => '؟',
        c => c,
    }
}

/// Whether the sign at `i` parts the Persian sentence: a comma,
/// semicolon or colon before a space or the line's end (`Türme Anna eins,
/// Hektor eins` is two items of a Persian list; `12,3.5,40` and `1:23:45`
/// are one text each).
fn sentence_sign(chars: &[char], i: usize) -> bool {
    matches!(chars[i], ',' | ';' | ':') && chars.get(i + 1).is_none_or(|c| c.is_whitespace())
}

/// The Latin runs of a line, as [start, end) in characters.
fn runs(chars: &[char]) -> Vec<(usize, usize)> {
    if !chars.iter().any(|&c| arabic_script(c)) {
        // No Persian: the line is one run from its first to its last sign.
        let Some(start) = chars.iter().position(|&c| latin(c)) else {
            return Vec::new();
        };
        let start = chars[..start]
            .iter()
            .rposition(|c| c.is_whitespace())
            .map_or(0, |i| i + 1);
        let end = chars
            .iter()
            .rposition(|c| !c.is_whitespace())
            .map_or(chars.len(), |i| i + 1);
        return vec![(start, end)];
    }
    let n = chars.len();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < n {
        if !latin(chars[i]) {
            i += 1;
            continue;
        }
        // The run's letters: up to the last Latin sign before Persian.
        let mut last = i;
        let mut j = i;
        while j < n && !arabic_script(chars[j]) {
            if sentence_sign(chars, j) {
                break;
            }
            if latin(chars[j]) {
                last = j;
            }
            j += 1;
        }
        // Its words whole: the signs before and after that belong to them
        // (`--line`, `/tmp`, `Qxf7#`), less the sentence's.
        let attached = |c: char| !c.is_whitespace() && !arabic_script(c);
        let mut word_start = i;
        while word_start > 0 && attached(chars[word_start - 1]) {
            word_start -= 1;
        }
        let mut word_end = last + 1;
        while word_end < n && attached(chars[word_end]) {
            word_end += 1;
        }
        let mut start = word_start;
        while start < i && LEADING.contains(&chars[start]) {
            start += 1;
        }
        let mut end = word_end;
        while end > last + 1 && TRAILING.contains(&chars[end - 1]) {
            end -= 1;
        }
        // Brackets in pairs: one left open inside takes its partner in.
        for (opening, closing) in PAIRS {
            let count = |c: char, range: &[char]| range.iter().filter(|&&x| x == c).count();
            while count(opening, &chars[start..end]) > count(closing, &chars[start..end]) {
                match chars[end..word_end].iter().position(|&c| c == closing) {
                    Some(k) => end += k + 1,
                    None => break,
                }
            }
            while count(closing, &chars[start..end]) > count(opening, &chars[start..end]) {
                match chars[word_start..start].iter().rposition(|&c| c == opening) {
                    Some(k) => start = word_start + k,
                    None => break,
                }
            }
        }
        spans.push((start, end));
        i = j.max(end);
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::persian_line;

    /// The line with ⟨ ⟩ for the isolates, to read the tests.
    fn marked(line: &str) -> String {
        persian_line(line)
            .replace('\u{2066}', "⟨")
            .replace('\u{2069}', "⟩")
    }

    /// UAX #9: a neutral sign between a right-to-left sentence and an
    /// isolate takes the sentence's direction. A colon after a command is
    /// the Persian sentence's, and stands after it only outside the run.
    #[test]
    fn the_sentences_signs_stay_outside_the_run() {
        assert_eq!(
            marked("annabella: حرکت یا help بنویسید."),
            "⟨annabella⟩: حرکت یا ⟨help⟩ بنویسید."
        );
        assert_eq!(
            marked("--line: حالت خطی برای صفحه‌خوان"),
            "⟨--line⟩: حالت خطی برای صفحه‌خوان"
        );
        assert_eq!(marked("نتیجه 0-1: سیاه"), "نتیجه ⟨0-1⟩: سیاه");
    }

    /// Persian writes its comma, semicolon and question mark turned: ، ؛ ؟
    /// (the Academy of Persian Language's orthography). The command `?`
    /// standing alone stays what the player types.
    #[test]
    fn commas_semicolons_and_question_marks_are_persian() {
        assert_eq!(
            marked("حرکت 1, سفید: پیاده e چهار"),
            "حرکت ⟨1⟩، سفید: پیاده ⟨e⟩ چهار"
        );
        assert_eq!(
            marked("سفید 5:02; سیاه 4:59; حرکت 1"),
            "سفید ⟨5:02⟩؛ سیاه ⟨4:59⟩؛ حرکت ⟨1⟩"
        );
        assert_eq!(marked("اسب b یک یا اسب g یک?"), "اسب ⟨b⟩ یک یا اسب ⟨g⟩ یک؟");
        assert_eq!(
            marked("help یا ? فرمان‌ها را فهرست می‌کند."),
            "⟨help⟩ یا ? فرمان‌ها را فهرست می‌کند."
        );
    }

    /// A list of Latin items with Persian commas is read in the Persian
    /// order, each item by itself: e4 first, on the right.
    #[test]
    fn persian_commas_part_the_runs() {
        assert_eq!(
            marked("e4، Nf3، exd5، O-O، e8=Q"),
            "⟨e4⟩، ⟨Nf3⟩، ⟨exd5⟩، ⟨O-O⟩، ⟨e8=Q⟩"
        );
        assert_eq!(
            marked("سفید: Anna-Lena Schwarzenberger؛ سیاه:"),
            "سفید: ⟨Anna-Lena Schwarzenberger⟩؛ سیاه:"
        );
        // The FIDE words' list in a Persian sentence is a Persian list.
        assert_eq!(
            marked("سفید: Türme Anna eins, Hektor eins"),
            "سفید: ⟨Türme Anna eins⟩، ⟨Hektor eins⟩"
        );
        assert_eq!(marked("ساعت 1:23:45 شد"), "ساعت ⟨1:23:45⟩ شد");
    }

    /// A bracket mirrors in a right-to-left sentence and not inside an
    /// isolate: a pair is kept together on one side.
    #[test]
    fn brackets_stay_in_pairs() {
        assert_eq!(marked("(سطح 3)"), "(سطح ⟨3⟩)");
        assert_eq!(
            marked("برقرار است (7.5.1)؛ سیاه"),
            "برقرار است (⟨7.5.1⟩)؛ سیاه"
        );
        assert_eq!(
            marked("--chess960 [N]: Chess960، وضعیت N"),
            "⟨--chess960 [N]⟩: ⟨Chess960⟩، وضعیت ⟨N⟩"
        );
        assert_eq!(
            marked("کار می‌کند (--fake-time)."),
            "کار می‌کند (⟨--fake-time⟩)."
        );
    }

    /// What belongs to a move, a path or an address stays in it.
    #[test]
    fn signs_of_a_move_or_a_path_stay_in_the_run() {
        assert_eq!(marked("مات: Qxf7#، بازی"), "مات: ⟨Qxf7#⟩، بازی");
        assert_eq!(marked("https:// به کار ببرید"), "⟨https://⟩ به کار ببرید");
        assert_eq!(marked("فایل /tmp/x7.pgn نیست"), "فایل ⟨/tmp/x7.pgn⟩ نیست");
    }

    /// A line with no Persian is one run: a rank of the board keeps its
    /// empty squares on the right, a FEN or path is whole.
    #[test]
    fn a_line_without_persian_is_one_run() {
        assert_eq!(marked("4: - - - - P - - -"), "⟨4: - - - - P - - -⟩");
        assert_eq!(marked("  Nf3, Nc6"), "  ⟨Nf3, Nc6⟩");
        assert_eq!(marked("12,3.5,40"), "⟨12,3.5,40⟩");
        assert_eq!(marked("(=)"), "(=)");
    }

    /// A line made twice is the same line: isolates are made anew, and
    /// Persian signs stay Persian.
    #[test]
    fn a_line_made_again_is_the_same() {
        for line in [
            "حرکت 1, سفید: پیاده e چهار",
            "--chess960 [N]: Chess960، وضعیت N",
            "سفید 5:02; سیاه 4:59; حرکت 1",
        ] {
            let once = persian_line(line);
            let bare: String = once
                .chars()
                .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
                .collect();
            assert_eq!(persian_line(&bare), once);
        }
    }
}
