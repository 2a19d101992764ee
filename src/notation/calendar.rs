//! Dates in words, for the voice and the cassette: "zwanzigsten November
//! zweitausendsechsundzwanzig" after "erhalten am", "November twentieth,
//! two thousand twenty-six". One table per language, found by the scheme's
//! language; a scheme without one says the day and the month as numbers.

use super::scheme::Scheme;
use super::sentences::Language;

/// How a language says a date.
#[derive(Debug)]
pub struct DateWords {
    /// January to December.
    pub months: [&'static str; 12],
    /// The days 1 to 31 as ordinals, in the form a date takes them.
    pub days: [&'static str; 31],
    /// The month before the day ("November twentieth").
    pub month_first: bool,
}

const GERMAN: DateWords = DateWords {
    months: [
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ],
    days: [
        "ersten",
        "zweiten",
        "dritten",
        "vierten",
        "fünften",
        "sechsten",
        "siebten",
        "achten",
        "neunten",
        "zehnten",
        "elften",
        "zwölften",
        "dreizehnten",
        "vierzehnten",
        "fünfzehnten",
        "sechzehnten",
        "siebzehnten",
        "achtzehnten",
        "neunzehnten",
        "zwanzigsten",
        "einundzwanzigsten",
        "zweiundzwanzigsten",
        "dreiundzwanzigsten",
        "vierundzwanzigsten",
        "fünfundzwanzigsten",
        "sechsundzwanzigsten",
        "siebenundzwanzigsten",
        "achtundzwanzigsten",
        "neunundzwanzigsten",
        "dreißigsten",
        "einunddreißigsten",
    ],
    month_first: false,
};

const ENGLISH: DateWords = DateWords {
    months: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
    days: [
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
        "twentieth",
        "twenty-first",
        "twenty-second",
        "twenty-third",
        "twenty-fourth",
        "twenty-fifth",
        "twenty-sixth",
        "twenty-seventh",
        "twenty-eighth",
        "twenty-ninth",
        "thirtieth",
        "thirty-first",
    ],
    month_first: true,
};

/// Turkish says a date's day as a cardinal before the month: "yirmi
/// Kasım iki bin yirmi altı" (20 Kasım 2026).
const TURKISH: DateWords = DateWords {
    months: [
        "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
        "Kasım", "Aralık",
    ],
    days: [
        "bir",
        "iki",
        "üç",
        "dört",
        "beş",
        "altı",
        "yedi",
        "sekiz",
        "dokuz",
        "on",
        "on bir",
        "on iki",
        "on üç",
        "on dört",
        "on beş",
        "on altı",
        "on yedi",
        "on sekiz",
        "on dokuz",
        "yirmi",
        "yirmi bir",
        "yirmi iki",
        "yirmi üç",
        "yirmi dört",
        "yirmi beş",
        "yirmi altı",
        "yirmi yedi",
        "yirmi sekiz",
        "yirmi dokuz",
        "otuz",
        "otuz bir",
    ],
    month_first: false,
};

/// Icelandic dates as said after a verb ("móttekið tuttugasta og fimmta
/// nóvember"): the day an ordinal in the accusative ("annan", "tuttugasta
/// og annan"), the month in lower case, the year after them.
const ICELANDIC: DateWords = DateWords {
    months: [
        "janúar",
        "febrúar",
        "mars",
        "apríl",
        "maí",
        "júní",
        "júlí",
        "ágúst",
        "september",
        "október",
        "nóvember",
        "desember",
    ],
    days: [
        "fyrsta",
        "annan",
        "þriðja",
        "fjórða",
        "fimmta",
        "sjötta",
        "sjöunda",
        "áttunda",
        "níunda",
        "tíunda",
        "ellefta",
        "tólfta",
        "þrettánda",
        "fjórtánda",
        "fimmtánda",
        "sextánda",
        "sautjánda",
        "átjánda",
        "nítjánda",
        "tuttugasta",
        "tuttugasta og fyrsta",
        "tuttugasta og annan",
        "tuttugasta og þriðja",
        "tuttugasta og fjórða",
        "tuttugasta og fimmta",
        "tuttugasta og sjötta",
        "tuttugasta og sjöunda",
        "tuttugasta og áttunda",
        "tuttugasta og níunda",
        "þrítugasta",
        "þrítugasta og fyrsta",
    ],
    month_first: false,
};

/// Persian says a Gregorian date (PGN and ICCF dates are Gregorian) with
/// the day as an ordinal before the month, as Iranian news and the Academy
/// of Persian Language's month names have it: "بیستم نوامبر دو هزار و
/// بیست و شش". The date is not turned into the solar calendar: the card
/// and the PGN print it Gregorian, and the voice says the same date.
const PERSIAN: DateWords = DateWords {
    months: [
        "ژانویه",
        "فوریه",
        "مارس",
        "آوریل",
        "مه",
        "ژوئن",
        "ژوئیه",
        "اوت",
        "سپتامبر",
        "اکتبر",
        "نوامبر",
        "دسامبر",
    ],
    days: [
        "یکم",
        "دوم",
        "سوم",
        "چهارم",
        "پنجم",
        "ششم",
        "هفتم",
        "هشتم",
        "نهم",
        "دهم",
        "یازدهم",
        "دوازدهم",
        "سیزدهم",
        "چهاردهم",
        "پانزدهم",
        "شانزدهم",
        "هفدهم",
        "هجدهم",
        "نوزدهم",
        "بیستم",
        "بیست و یکم",
        "بیست و دوم",
        "بیست و سوم",
        "بیست و چهارم",
        "بیست و پنجم",
        "بیست و ششم",
        "بیست و هفتم",
        "بیست و هشتم",
        "بیست و نهم",
        "سی‌ام",
        "سی و یکم",
    ],
    month_first: false,
};

/// The date words of a scheme's language, when it has them.
pub fn date_words(scheme: &Scheme) -> Option<&'static DateWords> {
    match scheme.language {
        Language::German => Some(&GERMAN),
        Language::English => Some(&ENGLISH),
        Language::Turkish => Some(&TURKISH),
        Language::Icelandic => Some(&ICELANDIC),
        Language::Persian => Some(&PERSIAN),
    }
}

/// A date as a voice says it.
pub fn spoken(scheme: &Scheme, year: i32, month: u32, day: u32) -> String {
    let mut parts = day_and_month(scheme, month, day);
    parts.push(scheme.numbers.say(u32::try_from(year).unwrap_or(0)));
    parts.join(" ")
}

/// The parts a date is said in, each a recorded text: day and month in
/// the language's order, then the year's number parts.
pub fn spoken_parts(scheme: &Scheme, year: i32, month: u32, day: u32) -> Vec<String> {
    let mut parts = day_and_month(scheme, month, day);
    parts.extend(scheme.numbers.parts(u32::try_from(year).unwrap_or(0)));
    parts
}

/// The day and the month in words, in the language's order.
fn day_and_month(scheme: &Scheme, month: u32, day: u32) -> Vec<String> {
    let mut parts = Vec::new();
    let (month_index, day_index) = (
        month.clamp(1, 12) as usize - 1,
        day.clamp(1, 31) as usize - 1,
    );
    match date_words(scheme) {
        Some(words) => {
            let (day, month) = (words.days[day_index], words.months[month_index]);
            if words.month_first {
                parts.extend([month.to_owned(), day.to_owned()]);
            } else {
                parts.extend([day.to_owned(), month.to_owned()]);
            }
        }
        None => {
            parts.push(scheme.numbers.say(day));
            parts.push(scheme.numbers.say(month));
        }
    }
    parts
}
