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
use super::numbers::NumberWords;
use super::sentences::Language;
use super::word::{Announcement, Phrase, Punctuation, TimeUnit, Word};
use crate::game::Reason;

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
    pub phrases: fn(Phrase) -> &'static str,
    pub reasons: fn(Reason) -> &'static str,
    /// The language of the scheme's sentences (prompts, answers, notices).
    pub language: Language,
    /// The decimal separator: "Komma" is said, `,` printed in German.
    pub decimal_mark: char,
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
    /// parts the language's voice says, in order: `true` marks German.
    /// Under a scheme that does not mix German in, the whole line is one
    /// part.
    pub fn speech_parts(&self, text: &str) -> Vec<(bool, String)> {
        if !self.mixes_german() {
            return vec![(false, text.to_owned())];
        }
        let mut parts: Vec<(bool, String)> = Vec::new();
        for word in text.split(' ').filter(|w| !w.is_empty()) {
            let bare = word.trim_matches(|c: char| !c.is_alphabetic());
            let german = !bare.is_empty() && fide_word(bare);
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
        let (singular, plural) = self.time_units[unit as usize];
        if count == 1 {
            format!("{} {singular}", self.one_before_unit)
        } else {
            let numbers = self.unit_numbers.as_ref().unwrap_or(&self.numbers);
            format!("{} {plural}", numbers.say(count))
        }
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
                let words = super::announce::time_words(*time);
                Cow::Owned(self.render_in(&words, Form::Speech))
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

fn german_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "leer",
        Phrase::Or => "oder",
        Phrase::Move => "Zug",
        Phrase::WinsBy => "gewinnt durch",
        Phrase::DrawBy => "Remis durch",
        Phrase::Reaches => "erreicht",
        Phrase::NoMoveTo => "Kein Zug nach",
        Phrase::NothingToTake => "nichts zu schlagen",
        Phrase::NotPossible => "nicht möglich",
        Phrase::NotUnderstood => "nicht verstanden",
        Phrase::NothingEntered => "Kein Zug eingegeben",
        Phrase::AttackedBy => "angegriffen von",
        Phrase::DefendedBy => "gedeckt von",
        Phrase::Nobody => "niemand",
        Phrase::NoMoves => "keine Züge",
        Phrase::NoPieces => "keine Figuren",
        Phrase::ToMove => "am Zug",
        Phrase::Against => "gegen",
        Phrase::TakenBack => "zurückgenommen",
        Phrase::BetterPlus => "steht besser, plus",
        Phrase::BetterMinus => "steht besser, minus",
        Phrase::Point => "Komma",
        Phrase::Equal => "Ausgeglichen",
        Phrase::MatesIn => "setzt matt in",
        Phrase::ComputerLevel => "Computer, Stufe",
        Phrase::Hint => "Vorschlag",
        Phrase::Correction => "Korrektur",
        Phrase::ClockPressed => "Uhr gedrückt",
        Phrase::OffersDraw => "bietet Remis an",
        Phrase::PickedUp => "aufgenommen",
        Phrase::PutBack => "zurückgestellt",
        Phrase::IllegalMoveBy => "regelwidriger Zug von",
        Phrase::TimeAddedFor => "Zeitgutschrift für",
        Phrase::TimeTakenFrom => "Zeitabzug für",
        Phrase::ClockSetFor => "Uhr gestellt für",
        Phrase::ClocksStopped => "Uhren angehalten",
        Phrase::ClocksStarted => "Uhren gestartet",
        Phrase::ControlChanged => "neue Bedenkzeit",
        Phrase::MoveSealedBy => "Abgabezug von",
        Phrase::QuickplayClaimBy => "Endspurt-Reklamation von",
        Phrase::DecisionPostponed => "Entscheidung vertagt",
        Phrase::ClaimRejected => "Reklamation abgelehnt",
        Phrase::ReceivedOn => "erhalten am",
        Phrase::SentOn => "gesendet am",
    }
}

fn german_reason(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "Schachmatt",
        Reason::Resignation => "Aufgabe",
        Reason::Stalemate => "Patt",
        Reason::DeadPosition => "tote Stellung",
        Reason::Agreement => "Einigung",
        Reason::ThreefoldRepetition => "dreimalige Stellungswiederholung",
        Reason::FiftyMoves => "die Fünfzig-Züge-Regel",
        Reason::FivefoldRepetition => "fünfmalige Stellungswiederholung",
        Reason::SeventyFiveMoves => "die Fünfundsiebzig-Züge-Regel",
        Reason::TimeForfeit => "Zeitüberschreitung",
        Reason::TimeForfeitUnwinnable => "Zeitüberschreitung ohne Mattmöglichkeit",
        Reason::IllegalMove => "zweiten regelwidrigen Zug",
        Reason::IllegalMoveUnwinnable => "zweiten regelwidrigen Zug ohne Mattmöglichkeit",
        Reason::ArbiterDecision => "Entscheidung des Schiedsrichters",
    }
}

fn english_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "empty",
        Phrase::Or => "or",
        Phrase::Move => "Move",
        Phrase::WinsBy => "wins by",
        Phrase::DrawBy => "Draw by",
        Phrase::Reaches => "reaches",
        Phrase::NoMoveTo => "No move to",
        Phrase::NothingToTake => "nothing to take",
        Phrase::NotPossible => "not possible",
        Phrase::NotUnderstood => "not understood",
        Phrase::NothingEntered => "No move entered",
        Phrase::AttackedBy => "attacked by",
        Phrase::DefendedBy => "defended by",
        Phrase::Nobody => "nobody",
        Phrase::NoMoves => "no moves",
        Phrase::NoPieces => "no pieces",
        Phrase::ToMove => "to move",
        Phrase::Against => "against",
        Phrase::TakenBack => "taken back",
        Phrase::BetterPlus => "is better by",
        Phrase::BetterMinus => "is better by",
        Phrase::Point => "point",
        Phrase::Equal => "The position is equal",
        Phrase::MatesIn => "mates in",
        Phrase::ComputerLevel => "computer, level",
        Phrase::Hint => "Hint",
        Phrase::Correction => "Correction",
        Phrase::ClockPressed => "Clock pressed",
        Phrase::OffersDraw => "offers a draw",
        Phrase::PickedUp => "picked up",
        Phrase::PutBack => "put back",
        Phrase::IllegalMoveBy => "illegal move by",
        Phrase::TimeAddedFor => "time added for",
        Phrase::TimeTakenFrom => "time taken from",
        Phrase::ClockSetFor => "clock set for",
        Phrase::ClocksStopped => "clocks stopped",
        Phrase::ClocksStarted => "clocks started",
        Phrase::ControlChanged => "new time control",
        Phrase::MoveSealedBy => "move sealed by",
        Phrase::QuickplayClaimBy => "quickplay claim by",
        Phrase::DecisionPostponed => "decision postponed",
        Phrase::ClaimRejected => "claim rejected",
        Phrase::ReceivedOn => "received",
        Phrase::SentOn => "sent",
    }
}

/// German words, as the FIDE appendix for visually impaired players has them.
pub static FIDE: Scheme = GERMAN;

/// German's own words are the FIDE words; `local` names them so.
pub static LOCAL_GERMAN: Scheme = Scheme {
    name: "local",
    ..GERMAN
};

/// The German words with the sentences of another language: its sides,
/// numbers, times and phrases; the pieces with their colour and "no such
/// piece" said in the language around the German piece.
macro_rules! fide_in {
    ($language:expr, coloured: $coloured:expr, no_piece: $no_piece:expr $(,)?) => {
        Scheme {
            coloured_pieces: $coloured,
            no_piece: $no_piece,
            sides: $language.sides,
            numbers: $language.numbers,
            time_units: $language.time_units,
            one_before_unit: $language.one_before_unit,
            unit_numbers: $language.unit_numbers,
            phrases: $language.phrases,
            reasons: $language.reasons,
            language: $language.language,
            decimal_mark: $language.decimal_mark,
            ..GERMAN
        }
    };
}

/// The FIDE words in English sentences (`--language en --scheme fide`).
pub static FIDE_ENGLISH: Scheme = fide_in!(
    ENGLISH_WORDS,
    coloured: [
        ["white Bauer", "white Springer", "white Läufer", "white Turm", "white Dame", "white König"],
        ["black Bauer", "black Springer", "black Läufer", "black Turm", "black Dame", "black König"],
    ],
    no_piece: ["No Bauer", "No Springer", "No Läufer", "No Turm", "No Dame", "No König"],
);

const GERMAN: Scheme = Scheme {
    name: "fide",
    files: [
        "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hektor",
    ],
    ranks: [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
    ],
    pieces: ["Bauer", "Springer", "Läufer", "Turm", "Dame", "König"],
    pieces_plural: ["Bauern", "Springer", "Läufer", "Türme", "Damen", "Könige"],
    coloured_pieces: [
        [
            "weißer Bauer",
            "weißer Springer",
            "weißer Läufer",
            "weißer Turm",
            "weiße Dame",
            "weißer König",
        ],
        [
            "schwarzer Bauer",
            "schwarzer Springer",
            "schwarzer Läufer",
            "schwarzer Turm",
            "schwarze Dame",
            "schwarzer König",
        ],
    ],
    no_piece: [
        "Kein Bauer",
        "Kein Springer",
        "Kein Läufer",
        "Kein Turm",
        "Keine Dame",
        "Kein König",
    ],
    sides: ["Weiß", "Schwarz"],
    takes: "schlägt",
    short_castling: "Kurze Rochade",
    long_castling: "Lange Rochade",
    promotion_to: "Umwandlung in",
    letters: ['S', 'L', 'T', 'D', 'K'],
    en_passant: "en passant",
    check: "Schach",
    checkmate: "Schachmatt",
    numbers: NumberWords {
        ones: [
            "null",
            "eins",
            "zwei",
            "drei",
            "vier",
            "fünf",
            "sechs",
            "sieben",
            "acht",
            "neun",
            "zehn",
            "elf",
            "zwölf",
            "dreizehn",
            "vierzehn",
            "fünfzehn",
            "sechzehn",
            "siebzehn",
            "achtzehn",
            "neunzehn",
        ],
        tens: [
            "", "zehn", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig",
            "achtzig", "neunzig",
        ],
        one_in_compound: "ein",
        units_first: true,
        tens_joiner: "und",
        one_hundred: "hundert",
        hundred: "hundert",
        one_thousand: "tausend",
        thousand: "tausend",
        gap: "",
        before_thousand: "",
        hundreds: None,
    },
    time_units: [
        ("Stunde", "Stunden"),
        ("Minute", "Minuten"),
        ("Sekunde", "Sekunden"),
    ],
    one_before_unit: "eine",
    unit_numbers: None,
    phrases: german_phrase,
    reasons: german_reason,
    language: Language::German,
    decimal_mark: ',',
};

/// English words with the FIDE file names.
pub static ENGLISH: Scheme = ENGLISH_WORDS;

const ENGLISH_WORDS: Scheme = Scheme {
    name: "english",
    files: [
        "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
    ],
    ranks: [
        "one", "two", "three", "four", "five", "six", "seven", "eight",
    ],
    pieces: ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King"],
    pieces_plural: ["Pawns", "Knights", "Bishops", "Rooks", "Queens", "Kings"],
    coloured_pieces: [
        [
            "white pawn",
            "white knight",
            "white bishop",
            "white rook",
            "white queen",
            "white king",
        ],
        [
            "black pawn",
            "black knight",
            "black bishop",
            "black rook",
            "black queen",
            "black king",
        ],
    ],
    no_piece: [
        "No pawn",
        "No knight",
        "No bishop",
        "No rook",
        "No queen",
        "No king",
    ],
    sides: ["White", "Black"],
    takes: "takes",
    short_castling: "Short castling",
    long_castling: "Long castling",
    promotion_to: "promotes to",
    letters: ['N', 'B', 'R', 'Q', 'K'],
    en_passant: "en passant",
    check: "check",
    checkmate: "checkmate",
    numbers: NumberWords {
        ones: [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ],
        tens: [
            "", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
        ],
        one_in_compound: "one",
        units_first: false,
        tens_joiner: "-",
        one_hundred: "one hundred",
        hundred: "hundred",
        one_thousand: "one thousand",
        thousand: "thousand",
        gap: " ",
        before_thousand: " ",
        hundreds: None,
    },
    time_units: [
        ("hour", "hours"),
        ("minute", "minutes"),
        ("second", "seconds"),
    ],
    one_before_unit: "one",
    unit_numbers: None,
    phrases: english_phrase,
    reasons: Reason::phrase,
    language: Language::English,
    decimal_mark: '.',
};

fn turkish_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "boş",
        Phrase::Or => "ya da",
        Phrase::Move => "Hamle",
        Phrase::WinsBy => "kazanır:",
        Phrase::DrawBy => "Berabere:",
        Phrase::Reaches => "— hedef:",
        Phrase::NoMoveTo => "Şu kareye hamle yok:",
        Phrase::NothingToTake => "alınacak taş yok",
        Phrase::NotPossible => "mümkün değil",
        Phrase::NotUnderstood => "anlaşılmadı",
        Phrase::NothingEntered => "Hamle yazılmadı",
        Phrase::AttackedBy => "saldıran:",
        Phrase::DefendedBy => "koruyan:",
        Phrase::Nobody => "kimse",
        Phrase::NoMoves => "hamle yok",
        Phrase::NoPieces => "taş yok",
        Phrase::ToMove => "oynar",
        Phrase::Against => "karşı",
        Phrase::TakenBack => "geri alındı",
        Phrase::BetterPlus => "daha iyi, artı",
        Phrase::BetterMinus => "daha iyi, eksi",
        Phrase::Point => "virgül",
        Phrase::Equal => "Konum dengede",
        Phrase::MatesIn => "mat eder, hamle sayısı:",
        Phrase::ComputerLevel => "bilgisayar, seviye",
        Phrase::Hint => "Öneri",
        Phrase::Correction => "Düzeltme",
        Phrase::ClockPressed => "Saate basıldı",
        Phrase::OffersDraw => "beraberlik teklif ediyor",
        Phrase::PickedUp => "kaldırıldı",
        Phrase::PutBack => "yerine kondu",
        Phrase::IllegalMoveBy => "kural dışı hamle:",
        Phrase::TimeAddedFor => "süre eklendi:",
        Phrase::TimeTakenFrom => "süre düşüldü:",
        Phrase::ClockSetFor => "saat ayarlandı:",
        Phrase::ClocksStopped => "saatler durduruldu",
        Phrase::ClocksStarted => "saatler yeniden başlatıldı",
        Phrase::ControlChanged => "yeni süre kontrolü",
        Phrase::MoveSealedBy => "zarf hamlesi:",
        Phrase::QuickplayClaimBy => "hızlı bitiriş talebi:",
        Phrase::DecisionPostponed => "karar ertelendi",
        Phrase::ClaimRejected => "talep reddedildi",
        Phrase::ReceivedOn => "alındı:",
        Phrase::SentOn => "gönderildi:",
    }
}

fn turkish_reason(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "mat",
        Reason::Resignation => "terk",
        Reason::Stalemate => "pat",
        Reason::DeadPosition => "ölü konum",
        Reason::Agreement => "anlaşma",
        Reason::ThreefoldRepetition => "üç kez tekrar",
        Reason::FiftyMoves => "elli hamle kuralı",
        Reason::FivefoldRepetition => "beş kez tekrar",
        Reason::SeventyFiveMoves => "yetmiş beş hamle kuralı",
        Reason::TimeForfeit => "süre aşımı",
        Reason::TimeForfeitUnwinnable => "süre aşımı, mat imkânı yok",
        Reason::IllegalMove => "ikinci kural dışı hamle",
        Reason::IllegalMoveUnwinnable => "ikinci kural dışı hamle, mat imkânı yok",
        Reason::ArbiterDecision => "hakem kararı",
    }
}

/// Turkish words, as lichess's blind mode says them: şah, vezir, kale,
/// fil, at, piyon; SAN with Ş V K F A; the files as letters.
pub static TURKISH: Scheme = Scheme {
    name: "local",
    files: ["a", "b", "c", "d", "e", "f", "g", "h"],
    ranks: ["bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz"],
    pieces: ["piyon", "at", "fil", "kale", "vezir", "şah"],
    pieces_plural: [
        "piyonlar", "atlar", "filler", "kaleler", "vezirler", "şahlar",
    ],
    coloured_pieces: [
        [
            "beyaz piyon",
            "beyaz at",
            "beyaz fil",
            "beyaz kale",
            "beyaz vezir",
            "beyaz şah",
        ],
        [
            "siyah piyon",
            "siyah at",
            "siyah fil",
            "siyah kale",
            "siyah vezir",
            "siyah şah",
        ],
    ],
    no_piece: [
        "Piyon yok",
        "At yok",
        "Fil yok",
        "Kale yok",
        "Vezir yok",
        "Şah yok",
    ],
    sides: ["Beyaz", "Siyah"],
    takes: "alır",
    short_castling: "Kısa rok",
    long_castling: "Uzun rok",
    promotion_to: "terfi:",
    letters: ['A', 'F', 'K', 'V', 'Ş'],
    en_passant: "geçerken alma",
    check: "şah",
    checkmate: "şah mat",
    numbers: NumberWords {
        ones: [
            "sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz", "on",
            "on bir", "on iki", "on üç", "on dört", "on beş", "on altı", "on yedi", "on sekiz",
            "on dokuz",
        ],
        tens: [
            "", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan",
        ],
        one_in_compound: "bir",
        units_first: false,
        tens_joiner: " ",
        one_hundred: "yüz",
        hundred: "yüz",
        one_thousand: "bin",
        thousand: "bin",
        gap: " ",
        before_thousand: " ",
        hundreds: None,
    },
    // A Turkish noun after a number stays singular: "iki dakika".
    time_units: [("saat", "saat"), ("dakika", "dakika"), ("saniye", "saniye")],
    one_before_unit: "bir",
    unit_numbers: None,
    phrases: turkish_phrase,
    reasons: turkish_reason,
    language: Language::Turkish,
    decimal_mark: ',',
};

/// The FIDE words in Turkish sentences.
pub static FIDE_TURKISH: Scheme = fide_in!(
    TURKISH,
    coloured: [
        ["beyaz Bauer", "beyaz Springer", "beyaz Läufer", "beyaz Turm", "beyaz Dame", "beyaz König"],
        ["siyah Bauer", "siyah Springer", "siyah Läufer", "siyah Turm", "siyah Dame", "siyah König"],
    ],
    no_piece: ["Bauer yok", "Springer yok", "Läufer yok", "Turm yok", "Dame yok", "König yok"],
);

fn icelandic_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "auður",
        Phrase::Or => "eða",
        Phrase::Move => "Leikur",
        Phrase::WinsBy => "vinnur með",
        Phrase::DrawBy => "Jafntefli með",
        Phrase::Reaches => "kemst á",
        Phrase::NoMoveTo => "Enginn leikur á",
        Phrase::NothingToTake => "ekkert að drepa",
        Phrase::NotPossible => "ekki hægt",
        Phrase::NotUnderstood => "skildist ekki",
        Phrase::NothingEntered => "Enginn leikur sleginn inn",
        Phrase::AttackedBy => "sótt af",
        Phrase::DefendedBy => "varið af",
        Phrase::Nobody => "engum",
        Phrase::NoMoves => "engir leikir",
        Phrase::NoPieces => "engir menn",
        Phrase::ToMove => "á leik",
        Phrase::Against => "gegn",
        Phrase::TakenBack => "tekinn til baka",
        Phrase::BetterPlus => "stendur betur, plús",
        Phrase::BetterMinus => "stendur betur, mínus",
        Phrase::Point => "komma",
        Phrase::Equal => "Staðan er jöfn",
        Phrase::MatesIn => "mátar í leikjum:",
        Phrase::ComputerLevel => "tölva, styrkur",
        Phrase::Hint => "Vísbending",
        Phrase::Correction => "Leiðrétting",
        Phrase::ClockPressed => "Ýtt á klukku",
        Phrase::OffersDraw => "býður jafntefli",
        Phrase::PickedUp => "tekinn upp",
        Phrase::PutBack => "settur aftur",
        Phrase::IllegalMoveBy => "ólöglegur leikur hjá",
        Phrase::TimeAddedFor => "tíma bætt við hjá",
        Phrase::TimeTakenFrom => "tími dreginn frá hjá",
        Phrase::ClockSetFor => "klukka stillt hjá",
        Phrase::ClocksStopped => "klukkur stöðvaðar",
        Phrase::ClocksStarted => "klukkur ræstar aftur",
        Phrase::ControlChanged => "ný tímamörk",
        Phrase::MoveSealedBy => "biðleikur hjá",
        Phrase::QuickplayClaimBy => "krafa um hraðlok hjá",
        Phrase::DecisionPostponed => "ákvörðun frestað",
        Phrase::ClaimRejected => "kröfu hafnað",
        Phrase::ReceivedOn => "móttekið",
        Phrase::SentOn => "sent",
    }
}

fn icelandic_reason(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "máti",
        Reason::Resignation => "uppgjöf",
        Reason::Stalemate => "patti",
        Reason::DeadPosition => "dauðri stöðu",
        Reason::Agreement => "samkomulagi",
        Reason::ThreefoldRepetition => "þrítekinni stöðu",
        Reason::FiftyMoves => "fimmtíu leikja reglunni",
        Reason::FivefoldRepetition => "fimmtekinni stöðu",
        Reason::SeventyFiveMoves => "sjötíu og fimm leikja reglunni",
        Reason::TimeForfeit => "falli á tíma",
        Reason::TimeForfeitUnwinnable => "falli á tíma án mátmöguleika",
        Reason::IllegalMove => "öðrum ólöglegum leik",
        Reason::IllegalMoveUnwinnable => "öðrum ólöglegum leik án mátmöguleika",
        Reason::ArbiterDecision => "úrskurði skákstjóra",
    }
}

/// Icelandic numbers as one counts: "einn, tveir, þrír, fjórir".
const ICELANDIC_NUMBERS: NumberWords = NumberWords {
    ones: [
        "núll",
        "einn",
        "tveir",
        "þrír",
        "fjórir",
        "fimm",
        "sex",
        "sjö",
        "átta",
        "níu",
        "tíu",
        "ellefu",
        "tólf",
        "þrettán",
        "fjórtán",
        "fimmtán",
        "sextán",
        "sautján",
        "átján",
        "nítján",
    ],
    tens: [
        "",
        "tíu",
        "tuttugu",
        "þrjátíu",
        "fjörutíu",
        "fimmtíu",
        "sextíu",
        "sjötíu",
        "áttatíu",
        "níutíu",
    ],
    one_in_compound: "einn",
    units_first: false,
    tens_joiner: " og ",
    one_hundred: "hundrað",
    hundred: "hundruð",
    one_thousand: "þúsund",
    thousand: "þúsund",
    gap: " ",
    before_thousand: " ",
    hundreds: Some([
        "",
        "hundrað",
        "tvö hundruð",
        "þrjú hundruð",
        "fjögur hundruð",
        "fimm hundruð",
        "sex hundruð",
        "sjö hundruð",
        "átta hundruð",
        "níu hundruð",
    ]),
};

/// Icelandic words, as lichess's blind mode says them: kóngur,
/// drottning, hrókur, biskup, riddari, peð; SAN with K D H B R.
pub static ICELANDIC: Scheme = Scheme {
    name: "local",
    files: ["a", "b", "c", "d", "e", "f", "g", "h"],
    ranks: [
        "einn", "tveir", "þrír", "fjórir", "fimm", "sex", "sjö", "átta",
    ],
    pieces: ["peð", "riddari", "biskup", "hrókur", "drottning", "kóngur"],
    pieces_plural: [
        "peð",
        "riddarar",
        "biskupar",
        "hrókar",
        "drottningar",
        "kóngar",
    ],
    coloured_pieces: [
        [
            "hvítt peð",
            "hvítur riddari",
            "hvítur biskup",
            "hvítur hrókur",
            "hvít drottning",
            "hvítur kóngur",
        ],
        [
            "svart peð",
            "svartur riddari",
            "svartur biskup",
            "svartur hrókur",
            "svört drottning",
            "svartur kóngur",
        ],
    ],
    no_piece: [
        "Ekkert peð",
        "Enginn riddari",
        "Enginn biskup",
        "Enginn hrókur",
        "Engin drottning",
        "Enginn kóngur",
    ],
    sides: ["Hvítur", "Svartur"],
    takes: "drepur",
    short_castling: "Stutt hrókun",
    long_castling: "Löng hrókun",
    promotion_to: "verður",
    letters: ['R', 'B', 'H', 'D', 'K'],
    en_passant: "í framhjáhlaupi",
    check: "skák",
    checkmate: "skák og mát",
    numbers: ICELANDIC_NUMBERS,
    time_units: [
        ("klukkustund", "klukkustundir"),
        ("mínúta", "mínútur"),
        ("sekúnda", "sekúndur"),
    ],
    one_before_unit: "ein",
    // The time units are feminine: "tvær mínútur", "þrjár sekúndur".
    unit_numbers: Some(NumberWords {
        ones: [
            "núll",
            "ein",
            "tvær",
            "þrjár",
            "fjórar",
            "fimm",
            "sex",
            "sjö",
            "átta",
            "níu",
            "tíu",
            "ellefu",
            "tólf",
            "þrettán",
            "fjórtán",
            "fimmtán",
            "sextán",
            "sautján",
            "átján",
            "nítján",
        ],
        one_in_compound: "ein",
        ..ICELANDIC_NUMBERS
    }),
    phrases: icelandic_phrase,
    reasons: icelandic_reason,
    language: Language::Icelandic,
    decimal_mark: ',',
};

/// The FIDE words in Icelandic sentences.
pub static FIDE_ICELANDIC: Scheme = fide_in!(
    ICELANDIC,
    coloured: [
        ["hvítur Bauer", "hvítur Springer", "hvítur Läufer", "hvítur Turm", "hvít Dame", "hvítur König"],
        ["svartur Bauer", "svartur Springer", "svartur Läufer", "svartur Turm", "svört Dame", "svartur König"],
    ],
    no_piece: ["Enginn Bauer", "Enginn Springer", "Enginn Läufer", "Enginn Turm", "Engin Dame", "Enginn König"],
);

fn persian_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "خالی",
        Phrase::Or => "یا",
        Phrase::Move => "حرکت",
        Phrase::WinsBy => "می‌برد با",
        Phrase::DrawBy => "مساوی با",
        Phrase::Reaches => "نمی‌رسد به",
        Phrase::NoMoveTo => "حرکتی نیست به",
        Phrase::NothingToTake => "چیزی برای زدن نیست",
        Phrase::NotPossible => "ممکن نیست",
        Phrase::NotUnderstood => "فهمیده نشد",
        Phrase::NothingEntered => "حرکتی وارد نشد",
        Phrase::AttackedBy => "زیر حملهٔ",
        Phrase::DefendedBy => "پشتیبانی‌شده با",
        Phrase::Nobody => "هیچ‌کس",
        Phrase::NoMoves => "حرکتی نیست",
        Phrase::NoPieces => "مهره‌ای نیست",
        Phrase::ToMove => "باید حرکت کند",
        Phrase::Against => "در برابر",
        Phrase::TakenBack => "پس گرفته شد",
        Phrase::BetterPlus => "بهتر است، مثبت",
        Phrase::BetterMinus => "بهتر است، منفی",
        Phrase::Point => "ممیز",
        Phrase::Equal => "وضعیت برابر است",
        Phrase::MatesIn => "مات می‌کند، شمار حرکت‌ها:",
        Phrase::ComputerLevel => "رایانه، سطح",
        Phrase::Hint => "پیشنهاد",
        Phrase::Correction => "اصلاح",
        Phrase::ClockPressed => "ساعت زده شد",
        Phrase::OffersDraw => "پیشنهاد مساوی می‌دهد",
        Phrase::PickedUp => "برداشته شد",
        Phrase::PutBack => "سر جایش گذاشته شد",
        Phrase::IllegalMoveBy => "حرکت غیرقانونی از",
        Phrase::TimeAddedFor => "زمان افزوده برای",
        Phrase::TimeTakenFrom => "زمان کسرشده از",
        Phrase::ClockSetFor => "ساعت تنظیم شد برای",
        Phrase::ClocksStopped => "ساعت‌ها متوقف شدند",
        Phrase::ClocksStarted => "ساعت‌ها دوباره به کار افتادند",
        Phrase::ControlChanged => "کنترل زمانی تازه",
        Phrase::MoveSealedBy => "حرکت سربسته از",
        Phrase::QuickplayClaimBy => "درخواست پایان سریع از",
        Phrase::DecisionPostponed => "تصمیم به تعویق افتاد",
        Phrase::ClaimRejected => "درخواست رد شد",
        Phrase::ReceivedOn => "دریافت شد:",
        Phrase::SentOn => "فرستاده شد:",
    }
}

fn persian_reason(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "مات",
        Reason::Resignation => "تسلیم",
        Reason::Stalemate => "پات",
        Reason::DeadPosition => "وضعیت مرده",
        Reason::Agreement => "توافق",
        Reason::ThreefoldRepetition => "تکرار سه‌باره",
        Reason::FiftyMoves => "قانون پنجاه حرکت",
        Reason::FivefoldRepetition => "تکرار پنج‌باره",
        Reason::SeventyFiveMoves => "قانون هفتاد و پنج حرکت",
        Reason::TimeForfeit => "اتمام وقت",
        Reason::TimeForfeitUnwinnable => "اتمام وقت بدون امکان مات",
        Reason::IllegalMove => "دومین حرکت غیرقانونی",
        Reason::IllegalMoveUnwinnable => "دومین حرکت غیرقانونی بدون امکان مات",
        Reason::ArbiterDecision => "تصمیم داور",
    }
}

/// Persian words, as lichess's blind mode says them: شاه، وزیر، رخ، فیل،
/// اسب، پیاده; the files as Latin letters, SAN with the usual letters.
pub static PERSIAN: Scheme = Scheme {
    name: "local",
    files: ["a", "b", "c", "d", "e", "f", "g", "h"],
    ranks: ["یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت"],
    pieces: ["پیاده", "اسب", "فیل", "رخ", "وزیر", "شاه"],
    pieces_plural: ["پیاده‌ها", "اسب‌ها", "فیل‌ها", "رخ‌ها", "وزیرها", "شاه‌ها"],
    coloured_pieces: [
        [
            "پیادهٔ سفید",
            "اسب سفید",
            "فیل سفید",
            "رخ سفید",
            "وزیر سفید",
            "شاه سفید",
        ],
        [
            "پیادهٔ سیاه",
            "اسب سیاه",
            "فیل سیاه",
            "رخ سیاه",
            "وزیر سیاه",
            "شاه سیاه",
        ],
    ],
    no_piece: [
        "هیچ پیاده‌ای",
        "هیچ اسبی",
        "هیچ فیلی",
        "هیچ رخی",
        "هیچ وزیری",
        "هیچ شاهی",
    ],
    sides: ["سفید", "سیاه"],
    takes: "می‌زند",
    short_castling: "قلعهٔ کوچک",
    long_castling: "قلعهٔ بزرگ",
    promotion_to: "ارتقا به",
    letters: ['N', 'B', 'R', 'Q', 'K'],
    en_passant: "آنپاسان",
    check: "کیش",
    checkmate: "کیش و مات",
    numbers: NumberWords {
        ones: [
            "صفر",
            "یک",
            "دو",
            "سه",
            "چهار",
            "پنج",
            "شش",
            "هفت",
            "هشت",
            "نه",
            "ده",
            "یازده",
            "دوازده",
            "سیزده",
            "چهارده",
            "پانزده",
            "شانزده",
            "هفده",
            "هجده",
            "نوزده",
        ],
        tens: [
            "",
            "ده",
            "بیست",
            "سی",
            "چهل",
            "پنجاه",
            "شصت",
            "هفتاد",
            "هشتاد",
            "نود",
        ],
        one_in_compound: "یک",
        units_first: false,
        tens_joiner: " و ",
        one_hundred: "صد",
        hundred: "صد",
        one_thousand: "هزار",
        thousand: "هزار",
        gap: " و ",
        before_thousand: " ",
        hundreds: Some([
            "",
            "صد",
            "دویست",
            "سیصد",
            "چهارصد",
            "پانصد",
            "ششصد",
            "هفتصد",
            "هشتصد",
            "نهصد",
        ]),
    },
    // A Persian noun after a number stays singular: "دو دقیقه".
    time_units: [("ساعت", "ساعت"), ("دقیقه", "دقیقه"), ("ثانیه", "ثانیه")],
    one_before_unit: "یک",
    unit_numbers: None,
    phrases: persian_phrase,
    reasons: persian_reason,
    language: Language::Persian,
    decimal_mark: '٫',
};

/// The FIDE words in Persian sentences, as the Persian Laws keep them.
pub static FIDE_PERSIAN: Scheme = fide_in!(
    PERSIAN,
    coloured: [
        ["Bauer سفید", "Springer سفید", "Läufer سفید", "Turm سفید", "Dame سفید", "König سفید"],
        ["Bauer سیاه", "Springer سیاه", "Läufer سیاه", "Turm سیاه", "Dame سیاه", "König سیاه"],
    ],
    no_piece: ["هیچ Bauer", "هیچ Springer", "هیچ Läufer", "هیچ Turm", "هیچ Dame", "هیچ König"],
);

/// Whether `word` is one of the FIDE appendix's German move words.
fn fide_word(word: &str) -> bool {
    let singles = GERMAN
        .files
        .iter()
        .chain(&GERMAN.ranks)
        .chain(&GERMAN.pieces)
        .chain(&GERMAN.pieces_plural);
    let phrases = [
        GERMAN.takes,
        GERMAN.short_castling,
        GERMAN.long_castling,
        GERMAN.promotion_to,
        GERMAN.en_passant,
        GERMAN.check,
        GERMAN.checkmate,
    ];
    singles
        .copied()
        .chain(phrases.iter().flat_map(|p| p.split(' ')))
        .any(|german| german == word)
}
