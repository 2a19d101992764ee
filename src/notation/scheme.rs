//! Phonetic schemes: each is one table of words that renders announcements
//! to text. `fide` (German words, the FIDE appendix for visually impaired
//! players) is the default; `english` uses English words with the same file
//! names. A new scheme is a new table.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use shakmaty::{Color, Role};

use super::message::{Form, Message, Say};
use super::numbers::NumberWords;
use super::sentences::{english, german};
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
    pub en_passant: &'static str,
    pub check: &'static str,
    pub checkmate: &'static str,
    pub numbers: NumberWords,
    /// Hour, minute, second: singular and plural, and the word for "one"
    /// before them ("eine Minute").
    pub time_units: [(&'static str, &'static str); 3],
    pub one_before_unit: &'static str,
    pub phrases: fn(Phrase) -> &'static str,
    pub reasons: fn(Reason) -> &'static str,
    /// The sentences of the scheme's language (prompts, answers, notices).
    pub sentences: fn(&Message, &Say) -> String,
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
    /// `fide` (`Sf3`), English ones under `english` (`Nf3`).
    pub fn written_san(&self, san: &str) -> String {
        if self.name == FIDE.name {
            super::formats::german_letters(san)
        } else {
            san.to_owned()
        }
    }

    pub const ALL: [&'static Scheme; 2] = [&FIDE, &ENGLISH];

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
            format!("{} {plural}", self.numbers.say(count))
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
        if form == Form::San {
            return self.render_san(announcement);
        }
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
        let names: Vec<&str> = Scheme::ALL.iter().map(|s| s.name).collect();
        write!(
            f,
            "no scheme called '{}'; there is: {}",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownScheme {}

impl FromStr for &'static Scheme {
    type Err = UnknownScheme;

    fn from_str(s: &str) -> Result<&'static Scheme, UnknownScheme> {
        Scheme::ALL
            .into_iter()
            .find(|scheme| scheme.name.eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownScheme(s.to_owned()))
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
pub static FIDE: Scheme = Scheme {
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
    },
    time_units: [
        ("Stunde", "Stunden"),
        ("Minute", "Minuten"),
        ("Sekunde", "Sekunden"),
    ],
    one_before_unit: "eine",
    phrases: german_phrase,
    reasons: german_reason,
    sentences: german::german,
    decimal_mark: ',',
};

/// English words with the FIDE file names.
pub static ENGLISH: Scheme = Scheme {
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
    },
    time_units: [
        ("hour", "hours"),
        ("minute", "minutes"),
        ("second", "seconds"),
    ],
    one_before_unit: "one",
    phrases: english_phrase,
    reasons: Reason::phrase,
    sentences: english::english,
    decimal_mark: '.',
};
