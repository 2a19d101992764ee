//! What a voice pack records: the texts a scheme says, one recording each,
//! their file names, the voice that says each and the folder of `sounds/`
//! that holds it. Each language has one folder (`fide` holds German,
//! `english` English, `tr`, `fa` and `is` the others) with the texts of
//! its `local` and `fide` schemes; under `fide` in another language than
//! German, the German FIDE words ("Felix", "Springer", "schlägt") are said
//! by the German voice and taken from the German pack, never recorded
//! twice.

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::notation::{Form, Language, Phrase, Punctuation, Scheme, Word, spell_ascii};

use super::joiner::PAUSE_MS;

/// The file name of the recording of a text, without `.wav`: lowercase
/// ASCII letters, digits and `_`. Umlauts and ß are spelt as German spells
/// them without (`weißer Bauer` is `weisser_bauer`), the marks of other
/// Latin letters dropped (`şah` `sah`, `þrír` `thrir`, `átta` `atta`),
/// and Persian letters written in Latin ones, one for each, with `ch`, `kh`,
/// `sh`, `zh`, `gh` and `aa` for چ خ ش ژ غ آ (`شاه` `shah`, `پیاده`
/// `pyadh`). Spaces and signs between words become one `_`.
pub fn clip_name(text: &str) -> String {
    let mut name = String::new();
    for c in spell_ascii(text).to_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            name.push(c);
        } else if let Some(letters) = latin(c) {
            name.push_str(letters);
        } else if !name.ends_with('_') {
            name.push('_');
        }
    }
    name.trim_matches('_').to_owned()
}

/// A lowercase letter outside ASCII in the Latin letters of a file name:
/// `""` for a mark that is part of a letter (Persian vowel signs, the
/// zero-width non-joiner inside a Persian word, the dot of Turkish İ once
/// lowercase); `None` for a sign between words.
fn latin(c: char) -> Option<&'static str> {
    Some(match c {
        // Turkish.
        'ç' => "c",
        'ğ' => "g",
        'ı' => "i",
        'ş' => "s",
        'â' | 'à' => "a",
        'î' => "i",
        'û' => "u",
        // Icelandic.
        'á' => "a",
        'é' => "e",
        'í' => "i",
        'ó' => "o",
        'ú' => "u",
        'ý' => "y",
        'ð' => "d",
        'þ' => "th",
        'æ' => "ae",
        'ø' => "oe",
        // Persian (and the Arabic forms of its letters).
        'ا' | 'أ' | 'ع' | 'ء' => "a",
        'آ' => "aa",
        'إ' => "e",
        'ب' => "b",
        'پ' => "p",
        'ت' | 'ط' => "t",
        'ث' | 'س' | 'ص' => "s",
        'ج' => "j",
        'چ' => "ch",
        'ح' | 'ه' | 'ة' => "h",
        'خ' => "kh",
        'د' => "d",
        'ذ' | 'ز' | 'ض' | 'ظ' => "z",
        'ر' => "r",
        'ژ' => "zh",
        'ش' => "sh",
        'غ' => "gh",
        'ف' => "f",
        'ق' => "q",
        'ک' | 'ك' => "k",
        'گ' => "g",
        'ل' => "l",
        'م' => "m",
        'ن' => "n",
        'و' | 'ؤ' => "v",
        'ی' | 'ي' | 'ى' | 'ئ' => "y",
        // The ezafe of "پیادهٔ سفید" (hamza above) and heh with it.
        '\u{654}' => "y",
        'ۀ' => "hy",
        '۰' | '٠' => "0",
        '۱' | '١' => "1",
        '۲' | '٢' => "2",
        '۳' | '٣' => "3",
        '۴' | '٤' => "4",
        '۵' | '٥' => "5",
        '۶' | '٦' => "6",
        '۷' | '٧' => "7",
        '۸' | '٨' => "8",
        '۹' | '٩' => "9",
        // Marks that belong to the letter before them, the zero-width
        // non-joiner and the tatweel.
        '\u{300}'..='\u{36F}' | '\u{64B}'..='\u{65F}' | '\u{670}' | '\u{200C}' | '\u{640}' => "",
        _ => return None,
    })
}

/// The folder of `sounds/` that holds a language's recordings.
pub fn folder(language: Language) -> &'static str {
    match language {
        Language::German => "fide",
        Language::English => "english",
        other => other.code(),
    }
}

/// What a word is made of in a voice pack: recorded texts and pauses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// A text the scheme's language says.
    Text(String),
    /// A FIDE word inside another language's speech, said by the German
    /// voice ([`Scheme::speech_parts`]).
    German(String),
    Pause(u32),
}

/// The recordings and pauses that say one word in a scheme.
pub fn pieces(scheme: &Scheme, word: &Word) -> Vec<Piece> {
    let pieces = language_pieces(scheme, word);
    if !scheme.mixes_german() {
        return pieces;
    }
    let mut split = Vec::with_capacity(pieces.len());
    for piece in pieces {
        match piece {
            Piece::Text(text) => {
                split.extend(
                    scheme
                        .speech_parts(&text)
                        .into_iter()
                        .map(|(german, text)| {
                            if german {
                                Piece::German(text)
                            } else {
                                Piece::Text(text)
                            }
                        }),
                );
            }
            piece => split.push(piece),
        }
    }
    split
}

/// The pieces of a word, all in the scheme's language.
fn language_pieces(scheme: &Scheme, word: &Word) -> Vec<Piece> {
    let text = |t: &str| Piece::Text(t.to_owned());
    let texts = |parts: Vec<String>| parts.into_iter().map(Piece::Text).collect::<Vec<_>>();
    match word {
        Word::Number(n) => texts(scheme.numbers.parts(*n)),
        Word::Time(count, unit) => {
            let noun = text(scheme.unit_noun(*count, *unit));
            if *count == 1 {
                vec![text(scheme.one_before_unit), noun]
            } else {
                // Icelandic counts minutes with other words ("tvær").
                let mut pieces = texts(scheme.unit_counts().parts(*count));
                pieces.push(noun);
                pieces
            }
        }
        Word::Punctuation(
            Punctuation::Comma
            | Punctuation::Semicolon
            | Punctuation::Colon
            | Punctuation::Question,
        ) => {
            vec![Piece::Pause(PAUSE_MS)]
        }
        Word::Check | Word::Checkmate => {
            vec![
                Piece::Pause(PAUSE_MS),
                Piece::Text(scheme.word(word, Form::Speech).into_owned()),
            ]
        }
        Word::Clock(time) => {
            let units = crate::notation::time_words(*time).words;
            let mut pieces = Vec::new();
            for (index, unit) in units.iter().enumerate() {
                if let Some(and) = scheme.clock_and.before(index, units.len()) {
                    pieces.push(text(and));
                }
                pieces.extend(language_pieces(scheme, unit));
            }
            pieces
        }
        Word::Decimal { whole, tenth } => [
            Word::Number(*whole),
            Word::Phrase(Phrase::Point),
            Word::Number(*tenth),
        ]
        .iter()
        .flat_map(|word| language_pieces(scheme, word))
        .collect(),
        Word::Date { year, month, day } => texts(crate::notation::calendar::spoken_parts(
            scheme, *year, *month, *day,
        )),
        // A person's own text has no recording.
        Word::Verbatim(_) => Vec::new(),
        word => vec![Piece::Text(scheme.word(word, Form::Speech).into_owned())],
    }
}

/// One recording a scheme's voice pack holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClipText {
    pub text: String,
    /// The language whose voice says it: the scheme's, or German for the
    /// FIDE words inside another language's speech.
    pub voice: Language,
    /// The folder of `sounds/` whose file says it: the German pack's for a
    /// FIDE word it has, else the scheme's language's.
    pub folder: &'static str,
}

impl ClipText {
    /// The file name of the recording, without `.wav`.
    pub fn name(&self) -> String {
        clip_name(&self.text)
    }
}

/// Every word a voice pack says: the squares, pieces and move words, the
/// numbers to a hundred and the words for hundreds and thousands, the clock
/// and result phrases, and every day and month of a date.
fn every_word() -> Vec<Word> {
    use crate::notation::TimeUnit;
    use shakmaty::{Color, File, Rank, Role};
    let mut words: Vec<Word> = Vec::new();
    words.extend(File::ALL.map(Word::File));
    words.extend(Rank::ALL.map(Word::Rank));
    for role in Role::ALL {
        words.extend([Word::Piece(role), Word::Pieces(role), Word::NoPiece(role)]);
        for color in Color::ALL {
            words.push(Word::ColouredPiece(color, role));
        }
    }
    words.extend(Color::ALL.map(Word::Side));
    words.extend([
        Word::Takes,
        Word::ShortCastling,
        Word::LongCastling,
        Word::PromotionTo,
        Word::EnPassant,
        Word::Check,
        Word::Checkmate,
    ]);
    words.extend((0..100).map(Word::Number));
    words.extend([100, 200, 1000, 2000, 2024].map(Word::Number));
    for unit in [TimeUnit::Hour, TimeUnit::Minute, TimeUnit::Second] {
        words.extend((1..100).map(|count| Word::Time(count, unit)));
    }
    // A clock of hours, minutes and seconds, for the word that joins them.
    words.push(Word::Clock(std::time::Duration::from_secs(3723)));
    words.extend(Phrase::ALL.map(Word::Phrase));
    words.extend(crate::game::Reason::ALL.map(Word::Reason));
    // Every day and every month of a date, and the years of this century.
    words.extend((1..=31).map(|day| Word::Date {
        year: 2000,
        month: 1,
        day,
    }));
    words.extend((1..=12).map(|month| Word::Date {
        year: 2000,
        month,
        day: 1,
    }));
    words
}

/// Every text a scheme says, once each exactly as written: the language's
/// (`false`) and the German FIDE words inside it (`true`).
pub fn spoken_texts(scheme: &Scheme) -> Vec<(String, bool)> {
    let mut texts: Vec<(String, bool)> = Vec::new();
    let mut seen: HashSet<(String, bool)> = HashSet::new();
    for word in every_word() {
        for piece in pieces(scheme, &word) {
            let said = match piece {
                Piece::Text(text) => (text, false),
                Piece::German(text) => (text, true),
                Piece::Pause(_) => continue,
            };
            if seen.insert(said.clone()) {
                texts.push(said);
            }
        }
    }
    texts
}

/// The texts of the German pack (`fide` in German).
fn german_pack() -> &'static HashSet<String> {
    static TEXTS: OnceLock<HashSet<String>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        spoken_texts(&crate::notation::FIDE)
            .into_iter()
            .map(|(text, _)| text)
            .collect()
    })
}

/// Every recording a scheme's voice pack holds, once for each file name
/// (texts that differ only in capitals, as "White" and "white", are one
/// recording).
pub fn clip_texts(scheme: &Scheme) -> Vec<ClipText> {
    let own = folder(scheme.language);
    let mut clips: Vec<ClipText> = Vec::new();
    let mut named: HashSet<(&str, String)> = HashSet::new();
    for (text, german) in spoken_texts(scheme) {
        let clip = if german {
            ClipText {
                folder: if german_pack().contains(&text) {
                    folder(Language::German)
                } else {
                    own
                },
                text,
                voice: Language::German,
            }
        } else {
            ClipText {
                text,
                voice: scheme.language,
                folder: own,
            }
        };
        if named.insert((clip.folder, clip.name())) {
            clips.push(clip);
        }
    }
    clips
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::TimeUnit;
    use crate::notation::scheme::{
        ENGLISH, FIDE, FIDE_ENGLISH, FIDE_ICELANDIC, FIDE_PERSIAN, FIDE_TURKISH, ICELANDIC,
        PERSIAN, TURKISH,
    };

    fn recorded(scheme: &Scheme, word: &Word) -> String {
        pieces(scheme, word)
            .into_iter()
            .filter_map(|piece| match piece {
                Piece::Text(text) | Piece::German(text) => Some(text),
                Piece::Pause(_) => None,
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A clock is recorded with the word that joins its units as the
    /// language says it: Persian "و" between each, Icelandic "og" before
    /// the last (and 21 in the singular); German none.
    #[test]
    fn a_clock_is_recorded_with_the_languages_joining_word() {
        let clock = |seconds| Word::Clock(std::time::Duration::from_secs(seconds));
        assert_eq!(
            recorded(&PERSIAN, &clock(3723)),
            "یک ساعت و دو دقیقه و سه ثانیه"
        );
        assert_eq!(
            recorded(&ICELANDIC, &clock(21 * 60 + 5)),
            "tuttugu og ein mínúta og fimm sekúndur"
        );
        assert_eq!(recorded(&FIDE, &clock(252)), "vier Minuten zwölf Sekunden");
    }

    #[test]
    fn clip_names_are_plain_ascii() {
        assert_eq!(clip_name("weißer Bauer"), "weisser_bauer");
        assert_eq!(
            clip_name("die Fünfzig-Züge-Regel"),
            "die_fuenfzig_zuege_regel"
        );
        assert_eq!(clip_name("Cäsar"), "caesar");
        assert_eq!(clip_name("Şah yok"), "sah_yok");
        assert_eq!(clip_name("altı"), "alti");
        assert_eq!(clip_name("İki"), "iki");
        assert_eq!(clip_name("þrír"), "thrir");
        assert_eq!(clip_name("svört Dame"), "svoert_dame");
        assert_eq!(clip_name("شاه"), "shah");
        assert_eq!(clip_name("پیاده‌ها"), "pyadhha");
        assert_eq!(clip_name("Bauer سفید"), "bauer_sfyd");
        assert_eq!(clip_name("کیش و مات"), "kysh_v_mat");
    }

    /// The names of the German and English recordings are the names of
    /// the files in `sounds/fide` and `sounds/english`: each name of the
    /// two packs is a file there, and each file is a name.
    #[test]
    fn german_and_english_names_are_the_files_of_their_folders() {
        for (scheme, dir) in [(&FIDE, "fide"), (&ENGLISH, "english")] {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("sounds")
                .join(dir);
            let mut files: Vec<String> = std::fs::read_dir(&path)
                .expect("the folder is there")
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect();
            files.sort();
            let mut names: Vec<String> = clip_texts(scheme)
                .iter()
                .map(|c| format!("{}.wav", c.name()))
                .collect();
            if dir == "english" {
                names.extend(
                    clip_texts(&FIDE_ENGLISH)
                        .iter()
                        .filter(|c| c.folder == dir)
                        .map(|c| format!("{}.wav", c.name())),
                );
            }
            names.sort();
            names.dedup();
            assert_eq!(names, files, "{dir}");
        }
    }

    /// The names of a scheme's texts, and of every text of each folder,
    /// where two texts that differ other than in capitals share one.
    fn shared_names(schemes: &[&Scheme]) -> Vec<String> {
        let same = |a: &str, b: &str| a.to_lowercase() == b.to_lowercase();
        let mut shared = Vec::new();
        let mut by_folder: Vec<(&str, String, String)> = Vec::new();
        for scheme in schemes {
            // One scheme's recordings are found by name alone, the German
            // pack's with the language's.
            let mut named: Vec<(String, String)> = Vec::new();
            for (text, german) in spoken_texts(scheme) {
                let folder = if german && german_pack().contains(&text) {
                    "fide"
                } else {
                    folder(scheme.language)
                };
                let name = clip_name(&text);
                let clash = named
                    .iter()
                    .any(|(n, other)| *n == name && !same(other, &text))
                    || by_folder
                        .iter()
                        .any(|(f, n, other)| *f == folder && *n == name && !same(other, &text));
                if clash || name.is_empty() {
                    shared.push(format!("{name}: {text}"));
                }
                named.push((name.clone(), text.clone()));
                by_folder.push((folder, name, text));
            }
        }
        shared
    }

    /// No two texts of one pack share a file name: not within one scheme
    /// (with the German words it takes from the German pack), and not
    /// within a language's folder, which holds the texts of both its
    /// schemes. Only texts that differ in capitals alone ("White",
    /// "white") are one recording.
    #[test]
    fn no_two_texts_of_a_pack_share_a_name() {
        assert_eq!(shared_names(&Scheme::ALL), Vec::<String>::new());
    }

    /// Persian script has no capitals: every text of the Persian folder
    /// has a name of its own.
    #[test]
    fn no_two_persian_texts_share_a_name() {
        assert_eq!(
            shared_names(&[&PERSIAN, &FIDE_PERSIAN]),
            Vec::<String>::new()
        );
        let mut texts: Vec<String> = [&PERSIAN, &FIDE_PERSIAN]
            .iter()
            .flat_map(|scheme| clip_texts(scheme))
            .filter(|clip| clip.folder == "fa")
            .map(|clip| clip.text)
            .collect();
        texts.sort();
        texts.dedup();
        let mut names: Vec<String> = texts.iter().map(|text| clip_name(text)).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), texts.len());
        assert!(texts.iter().any(|text| text == "شاه"), "{texts:?}");
    }

    /// Under `fide` in Turkish, Persian and Icelandic the German move words
    /// come from the German pack, said by the German voice; the language's
    /// own words from its folder.
    #[test]
    fn the_fide_words_in_another_language_are_the_german_packs() {
        for scheme in [&FIDE_TURKISH, &FIDE_PERSIAN, &FIDE_ICELANDIC] {
            let clips = clip_texts(scheme);
            let felix = clips.iter().find(|c| c.text == "Felix").expect("Felix");
            assert_eq!((felix.folder, felix.voice), ("fide", Language::German));
            let white = clips
                .iter()
                .find(|c| c.name() == clip_name(scheme.sides[0]))
                .expect("white");
            assert_eq!(white.folder, folder(scheme.language));
            assert_eq!(white.voice, scheme.language);
        }
        // "beyaz Bauer" is "beyaz" in Turkish, then the German "Bauer".
        let said = pieces(
            &FIDE_TURKISH,
            &Word::ColouredPiece(shakmaty::Color::White, shakmaty::Role::Pawn),
        );
        assert_eq!(
            said,
            [Piece::Text("beyaz".into()), Piece::German("Bauer".into())]
        );
    }

    /// The local schemes say only their language's words.
    #[test]
    fn the_local_schemes_need_no_german_voice() {
        for scheme in [&TURKISH, &PERSIAN, &ICELANDIC] {
            assert!(
                clip_texts(scheme)
                    .iter()
                    .all(|c| c.voice == scheme.language && c.folder == folder(scheme.language)),
                "{:?}",
                scheme.language
            );
        }
    }

    #[test]
    fn numbers_and_times_are_said_in_recorded_parts() {
        let texts = |word| -> Vec<Piece> { pieces(&FIDE, &word) };
        let t = |s: &str| Piece::Text(s.to_owned());
        assert_eq!(
            texts(Word::Number(247)),
            [t("zwei"), t("hundert"), t("siebenundvierzig")]
        );
        assert_eq!(
            texts(Word::Time(1, TimeUnit::Minute)),
            [t("eine"), t("Minute")]
        );
        assert_eq!(
            pieces(&ENGLISH, &Word::Number(112)),
            [t("one hundred"), t("twelve")]
        );
        // Icelandic minutes are feminine: "tvær mínútur", as printed.
        assert_eq!(
            pieces(&ICELANDIC, &Word::Time(2, TimeUnit::Minute)),
            [t("tvær"), t("mínútur")]
        );
        // Persian joins the parts of a number with "و" (and).
        assert_eq!(
            pieces(&PERSIAN, &Word::Number(112)),
            [t("صد"), t("و"), t("دوازده")]
        );
    }
}
