//! Phonetic schemes: each is one table of words that renders announcements
//! to text. `fide` (German words, the FIDE appendix for visually impaired
//! players) is the default; `english` uses English words with the same file
//! names; `local` the language's own piece names and SAN letters, as
//! lichess's blind mode says them. The move words are one choice, the
//! language of the sentences another: each pair of them is one table here
//! (`fide` in English sentences is [`FIDE_ENGLISH`]), found with
//! [`Scheme::in_language`]. A new scheme or language is a new table.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use shakmaty::{Color, Role};

use super::message::Form;
use super::sentences::Language;
use super::word::{Announcement, Phrase, Punctuation, TimeUnit, Word};
use crate::game::Reason;
use crate::notation::numbers::NumberWords;

/// The German words with the sentences of another language: its sides,
/// numbers, times and phrases; the pieces with their colour and "no such
/// piece" said in the language around the German piece.
macro_rules! fide_in {
    ($language:expr, coloured: $coloured:expr, no_piece: $no_piece:expr $(,)?) => {
        super::Scheme {
            coloured_pieces: $coloured,
            no_piece: $no_piece,
            sides: $language.sides,
            numbers: $language.numbers,
            time_units: $language.time_units,
            one_before_unit: $language.one_before_unit,
            unit_numbers: $language.unit_numbers,
            clock_and: $language.clock_and,
            phrases: $language.phrases,
            reasons: $language.reasons,
            language: $language.language,
            decimal_mark: $language.decimal_mark,
            ..super::german::GERMAN
        }
    };
}

mod english;
mod german;
mod icelandic;
mod persian;
mod turkish;

pub use english::{ENGLISH, FIDE_ENGLISH};
pub use german::{FIDE, LOCAL_GERMAN};
pub(crate) use icelandic::numbers_of_gender as icelandic_numbers_of_gender;
pub use icelandic::{FIDE_ICELANDIC, ICELANDIC};
pub use persian::{FIDE_PERSIAN, PERSIAN};
pub use turkish::{FIDE_TURKISH, TURKISH};

/// The words of one phonetic scheme.
#[derive(Debug)]
pub struct Scheme {
    pub name: &'static str,
    /// Files a to h.
    pub files: [&'static str; 8],
    /// Ranks 1 to 8.
    pub ranks: [&'static str; 8],
    /// Pawn, knight, bishop, rook, queen, king (shakmaty's role order).
    pub pieces: [&'static str; 6],
    pub pieces_plural: [&'static str; 6],
    /// White's pieces, then Black's, with the adjective as the language
    /// inflects it ("weiße Dame").
    pub coloured_pieces: [[&'static str; 6]; 2],
    /// "Kein Springer", "Keine Dame".
    pub no_piece: [&'static str; 6],
    /// White, Black.
    pub sides: [&'static str; 2],
    pub takes: &'static str,
    pub short_castling: &'static str,
    pub long_castling: &'static str,
    pub promotion_to: &'static str,
    /// The SAN letters of knight, bishop, rook, queen and king, as the
    /// scheme's players write them (`S L T D K` in German, `A F K V Ş` in
    /// Turkish).
    pub letters: [char; 5],
    pub en_passant: &'static str,
    pub check: &'static str,
    pub checkmate: &'static str,
    pub numbers: NumberWords,
    /// Hour, minute, second: singular and plural, and the word for "one"
    /// before them ("eine Minute").
    pub time_units: [(&'static str, &'static str); 3],
    pub one_before_unit: &'static str,
    /// The numbers before the time units where the units' gender asks for
    /// other words than counting does (Icelandic "tvær mínútur", where one
    /// counts "tveir").
    pub unit_numbers: Option<NumberWords>,
    /// How a spoken clock joins its hours, minutes and seconds.
    pub clock_and: ClockAnd,
    pub phrases: fn(Phrase) -> &'static str,
    pub reasons: fn(Reason) -> &'static str,
    /// The language of the scheme's sentences (prompts, answers, notices).
    pub language: Language,
    /// The decimal separator: "Komma" is said, `,` printed in German.
    pub decimal_mark: char,
}

/// How a spoken clock joins its units: German, English and Turkish say
/// them one after another ("vier Minuten zwölf Sekunden"), Icelandic puts
/// "og" before the last ("fjórar mínútur og tólf sekúndur"), Persian "و"
/// between each ("یک ساعت و دو دقیقه و سه ثانیه").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClockAnd {
    Nothing,
    BeforeLast(&'static str),
    Between(&'static str),
}

impl ClockAnd {
    /// The word said before unit `index` of `count` units, if any.
    pub fn before(self, index: usize, count: usize) -> Option<&'static str> {
        match self {
            ClockAnd::Nothing => None,
            ClockAnd::BeforeLast(and) => (index > 0 && index + 1 == count).then_some(and),
            ClockAnd::Between(and) => (index > 0).then_some(and),
        }
    }
}

fn role_index(role: Role) -> usize {
    role as usize - 1
}

fn side_index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Scheme {
    /// SAN as the scheme's players write it: German piece letters under
    /// `fide` (`Sf3`), English ones under `english` (`Nf3`), the language's
    /// under `local` (Turkish `Af3`).
    pub fn written_san(&self, san: &str) -> String {
        san.chars()
            .map(|c| match "NBRQK".find(c) {
                Some(i) => self.letters[i],
                None => c,
            })
            .collect()
    }

    /// A typed move as the reader reads it: Persian and Arabic digits
    /// (`۳`, `٣`) as `3`, and in a word with a rank digit (SAN) the
    /// scheme's own piece letters as the English ones (Turkish `Af3` is
    /// `Nf3`). German letters and the phonetic words the reader knows
    /// itself.
    pub fn readable(&self, input: &str) -> String {
        let digits: String = input
            .chars()
            .map(|c| match c {
                '\u{6F0}'..='\u{6F9}' => char::from(b'0' + (c as u32 - 0x6F0) as u8),
                '\u{660}'..='\u{669}' => char::from(b'0' + (c as u32 - 0x660) as u8),
                c => c,
            })
            .collect();
        if self.letters == FIDE.letters || self.letters == ENGLISH.letters {
            return digits;
        }
        let words: Vec<String> = digits
            .split(' ')
            .map(|word| {
                if !word.chars().any(|c| c.is_ascii_digit()) {
                    return word.to_owned();
                }
                word.chars()
                    .map(|c| match self.letters.iter().position(|l| *l == c) {
                        Some(i) => ENGLISH.letters[i],
                        None => c,
                    })
                    .collect()
            })
            .collect();
        words.join(" ")
    }

    /// Whether a spoken line of this scheme holds German move words inside
    /// another language's sentences: `fide` in any language but German.
    pub fn mixes_german(&self) -> bool {
        self.name == FIDE.name && self.language != Language::German
    }

    /// A spoken line cut into the parts a German voice says (the FIDE
    /// words: files, ranks, pieces, "schlägt", "Kurze Rochade" …) and the
    /// parts the language's voice says, in order: `true` marks German. A
    /// word of a FIDE phrase is German only inside the whole phrase (the
    /// "in" of "Umwandlung in" is not German in "mates in", nor the "en"
    /// of "en passant" in a Turkish "en iyi"). Under a scheme that does
    /// not mix German in, the whole line is one part.
    pub fn speech_parts(&self, text: &str) -> Vec<(bool, String)> {
        if !self.mixes_german() {
            return vec![(false, text.to_owned())];
        }
        let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
        let bare: Vec<&str> = words
            .iter()
            .map(|word| word.trim_matches(|c: char| !c.is_alphabetic()))
            .collect();
        let mut german = vec![false; words.len()];
        let mut at = 0;
        while at < words.len() {
            match fide_words_at(&bare[at..]) {
                0 => at += 1,
                n => {
                    german[at..at + n].fill(true);
                    at += n;
                }
            }
        }
        let mut parts: Vec<(bool, String)> = Vec::new();
        for (word, german) in words.into_iter().zip(german) {
            match parts.last_mut() {
                Some((was_german, part)) if *was_german == german => {
                    part.push(' ');
                    part.push_str(word);
                }
                _ => parts.push((german, word.to_owned())),
            }
        }
        parts
    }

    /// Every scheme in every language, the defaults first.
    pub const ALL: [&'static Scheme; 10] = [
        &FIDE,
        &ENGLISH,
        &LOCAL_GERMAN,
        &FIDE_ENGLISH,
        &TURKISH,
        &FIDE_TURKISH,
        &PERSIAN,
        &FIDE_PERSIAN,
        &ICELANDIC,
        &FIDE_ICELANDIC,
    ];

    /// The names a scheme is chosen by.
    pub const NAMES: [&'static str; 3] = ["fide", "local", "english"];

    /// The language's own words (`local`): German's are the FIDE words,
    /// English's the `english` scheme's.
    pub fn local(language: Language) -> &'static Scheme {
        match language {
            Language::German => &LOCAL_GERMAN,
            Language::English => &ENGLISH,
            Language::Turkish => &TURKISH,
            Language::Persian => &PERSIAN,
            Language::Icelandic => &ICELANDIC,
        }
    }

    /// This scheme's words with the sentences of `language`: `fide` keeps
    /// its German words in every language; `local` takes the language's
    /// own; `english` is English words and sentences whatever the
    /// language (it is `--language en --scheme local`).
    pub fn in_language(&'static self, language: Language) -> &'static Scheme {
        match self.name {
            "english" => &ENGLISH,
            "local" => Scheme::local(language),
            _ => Scheme::ALL
                .into_iter()
                .find(|scheme| scheme.name == self.name && scheme.language == language)
                .unwrap_or(self),
        }
    }

    /// The language a scheme speaks when no language is chosen by option,
    /// config or locale: German under `fide` and `local`, English under
    /// `english`.
    pub fn own_language(&self) -> Language {
        if self.name == ENGLISH.name {
            Language::English
        } else {
            Language::German
        }
    }

    pub fn piece(&self, role: Role) -> &'static str {
        self.pieces[role_index(role)]
    }

    pub fn side(&self, color: Color) -> &'static str {
        self.sides[side_index(color)]
    }

    fn time(&self, count: u32, unit: TimeUnit) -> String {
        if count == 1 {
            format!("{} {}", self.one_before_unit, self.unit_noun(count, unit))
        } else {
            format!(
                "{} {}",
                self.unit_counts().say(count),
                self.unit_noun(count, unit)
            )
        }
    }

    /// The numbers said before a time unit.
    pub fn unit_counts(&self) -> &NumberWords {
        self.unit_numbers.as_ref().unwrap_or(&self.numbers)
    }

    /// A time unit after `count`: singular or plural. Icelandic counts
    /// 21, 31 … with the singular, as CLDR's `one` says: "tuttugu og ein
    /// mínúta".
    pub fn unit_noun(&self, count: u32, unit: TimeUnit) -> &'static str {
        let (singular, plural) = self.time_units[unit as usize];
        let one = count == 1
            || self.language == Language::Icelandic && count % 10 == 1 && count % 100 != 11;
        if one { singular } else { plural }
    }

    /// A clock reading in print: `4:12`, `1:29:56` (whole seconds).
    pub fn clock_face(time: std::time::Duration) -> String {
        let total = time.as_secs();
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60);
        if hours > 0 {
            format!("{hours}:{minutes:02}:{seconds:02}")
        } else {
            format!("{minutes}:{seconds:02}")
        }
    }

    /// The text of one word, for print or for speech.
    pub fn word(&self, word: &Word, form: Form) -> Cow<'static, str> {
        let speech = form == Form::Speech;
        match word {
            Word::File(file) => Cow::Borrowed(self.files[usize::from(*file)]),
            Word::Rank(rank) => Cow::Borrowed(self.ranks[usize::from(*rank)]),
            Word::Piece(role) => Cow::Borrowed(self.piece(*role)),
            Word::Pieces(role) => Cow::Borrowed(self.pieces_plural[role_index(*role)]),
            Word::ColouredPiece(color, role) => {
                Cow::Borrowed(self.coloured_pieces[side_index(*color)][role_index(*role)])
            }
            Word::NoPiece(role) => Cow::Borrowed(self.no_piece[role_index(*role)]),
            Word::Side(color) => Cow::Borrowed(self.side(*color)),
            Word::Takes => Cow::Borrowed(self.takes),
            Word::ShortCastling => Cow::Borrowed(self.short_castling),
            Word::LongCastling => Cow::Borrowed(self.long_castling),
            Word::PromotionTo => Cow::Borrowed(self.promotion_to),
            Word::EnPassant => Cow::Borrowed(self.en_passant),
            Word::Check => Cow::Borrowed(self.check),
            Word::Checkmate => Cow::Borrowed(self.checkmate),
            Word::Number(n) if speech => Cow::Owned(self.numbers.say(*n)),
            Word::Number(n) => Cow::Owned(n.to_string()),
            Word::Time(count, unit) => Cow::Owned(self.time(*count, *unit)),
            Word::Clock(time) if speech => {
                let units = super::announce::time_words(*time).words;
                let mut said = String::new();
                for (index, unit) in units.iter().enumerate() {
                    if !said.is_empty() {
                        said.push(' ');
                    }
                    if let Some(and) = self.clock_and.before(index, units.len()) {
                        said.push_str(and);
                        said.push(' ');
                    }
                    said.push_str(&self.word(unit, Form::Speech));
                }
                Cow::Owned(said)
            }
            Word::Clock(time) => Cow::Owned(Scheme::clock_face(*time)),
            Word::Decimal { whole, tenth } if speech => Cow::Owned(format!(
                "{} {} {}",
                self.numbers.say(*whole),
                (self.phrases)(Phrase::Point),
                self.numbers.say(*tenth)
            )),
            Word::Decimal { whole, tenth } => {
                Cow::Owned(format!("{whole}{}{tenth}", self.decimal_mark))
            }
            Word::Date { year, month, day } if speech => {
                Cow::Owned(super::calendar::spoken(self, *year, *month, *day))
            }
            Word::Date { year, month, day } => Cow::Owned(format!("{year:04}-{month:02}-{day:02}")),
            Word::Phrase(phrase) => Cow::Borrowed((self.phrases)(*phrase)),
            Word::Reason(reason) => Cow::Borrowed((self.reasons)(*reason)),
            Word::Punctuation(mark) => Cow::Borrowed(match mark {
                Punctuation::Comma => ",",
                Punctuation::Semicolon => ";",
                Punctuation::Colon => ":",
                Punctuation::Question => "?",
            }),
            Word::Verbatim(text) => Cow::Owned(format!("'{}'", super::outside::line(text))),
        }
    }

    /// The announcement as one printed line: words separated by one space,
    /// punctuation attached to the word before it, and the check or mate
    /// suffix after a comma; numbers and clock times in digits.
    pub fn render(&self, announcement: &Announcement) -> String {
        self.render_in(announcement, Form::Print)
    }

    /// The announcement as a voice says it: numbers and times in words.
    pub fn speech(&self, announcement: &Announcement) -> String {
        self.render_in(announcement, Form::Speech)
    }

    /// The announcement in one form.
    pub fn render_in(&self, announcement: &Announcement, form: Form) -> String {
        match form {
            Form::Speech => self.render_words(announcement, form),
            Form::Print => self
                .language
                .isolated(&self.render_words(announcement, form)),
            Form::San => self.language.isolated(&self.render_san(announcement)),
        }
    }

    /// The announcement's words in one form, as the words are.
    fn render_words(&self, announcement: &Announcement, form: Form) -> String {
        let mut text = String::with_capacity(announcement.words.len() * 8);
        for word in &announcement.words {
            let part = self.word(word, form);
            match word {
                Word::Punctuation(_) => text.push_str(&part),
                Word::Check | Word::Checkmate => {
                    text.push_str(", ");
                    text.push_str(&part);
                }
                _ => {
                    if !text.is_empty() {
                        text.push(' ');
                    }
                    text.push_str(&part);
                }
            }
        }
        text
    }

    /// An announcement with its moves and squares as SAN in the scheme's
    /// piece letters: "Springer Felix drei" is `Sf3`, "Bauer Eva schlägt
    /// David fünf" `exd5`, "Kurze Rochade" `0-0`; other words as printed.
    fn render_san(&self, announcement: &Announcement) -> String {
        let mut text = String::with_capacity(announcement.words.len() * 3);
        // Whether the last word written is part of a move or square that
        // the next letter, digit or sign joins.
        let mut joined = false;
        for word in &announcement.words {
            let (part, joins, glued): (Cow<'static, str>, bool, bool) = match word {
                Word::Piece(Role::Pawn) => continue,
                Word::Piece(role) => (
                    Cow::Owned(self.written_san(&role.upper_char().to_string())),
                    true,
                    joined,
                ),
                Word::File(file) => (Cow::Owned(file.char().to_string()), true, joined),
                Word::Rank(rank) => (Cow::Owned(rank.char().to_string()), true, joined),
                Word::Takes => (Cow::Borrowed("x"), true, joined),
                Word::PromotionTo => (Cow::Borrowed("="), true, joined),
                Word::ShortCastling => (Cow::Borrowed("0-0"), false, false),
                Word::LongCastling => (Cow::Borrowed("0-0-0"), false, false),
                Word::Check => (Cow::Borrowed("+"), false, true),
                Word::Checkmate => (Cow::Borrowed("#"), false, true),
                Word::Punctuation(_) => (self.word(word, Form::Print), false, true),
                _ => (self.word(word, Form::Print), false, false),
            };
            if !glued && !text.is_empty() {
                text.push(' ');
            }
            text.push_str(&part);
            joined = joins;
        }
        text
    }

    /// As [`Scheme::render`], with umlauts and ß spelt out when `ascii` is set
    /// (`Koenig`, `Laeufer`, `fuenf`, `Caesar`, `Weiss`).
    pub fn render_with(&self, announcement: &Announcement, ascii: bool) -> String {
        let text = self.render(announcement);
        if ascii { spell_ascii(&text) } else { text }
    }
}

/// Spells umlauts and ß in plain letters, for voices and displays without
/// them.
pub fn spell_ascii(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'Ä' => out.push_str("Ae"),
            'Ö' => out.push_str("Oe"),
            'Ü' => out.push_str("Ue"),
            'ß' => out.push_str("ss"),
            c => out.push(c),
        }
    }
    out
}

/// A scheme name that names no scheme.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownScheme(pub String);

impl fmt::Display for UnknownScheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no scheme called '{}'; there is: {}",
            self.0,
            Scheme::NAMES.join(", ")
        )
    }
}

impl std::error::Error for UnknownScheme {}

impl FromStr for &'static Scheme {
    type Err = UnknownScheme;

    fn from_str(s: &str) -> Result<&'static Scheme, UnknownScheme> {
        match s.trim().to_ascii_lowercase().as_str() {
            "fide" => Ok(&FIDE),
            "local" => Ok(&LOCAL_GERMAN),
            "english" => Ok(&ENGLISH),
            _ => Err(UnknownScheme(s.to_owned())),
        }
    }
}

/// How many of the words, from the first, are one of the FIDE appendix's
/// German move words or phrases ("Felix", "Kurze Rochade"); 0 if none.
fn fide_words_at(words: &[&str]) -> usize {
    let german = &german::GERMAN;
    let singles = german
        .files
        .iter()
        .chain(&german.ranks)
        .chain(&german.pieces)
        .chain(&german.pieces_plural);
    let phrases = [
        german.takes,
        german.short_castling,
        german.long_castling,
        german.promotion_to,
        german.en_passant,
        german.check,
        german.checkmate,
    ];
    singles
        .chain(&phrases)
        .map(|german| german.split(' ').collect::<Vec<_>>())
        .filter(|german| {
            !german.is_empty() && words.len() >= german.len() && words[..german.len()] == german[..]
        })
        .map(|german| german.len())
        .max()
        .unwrap_or(0)
}
