//! The languages annabella's sentences are written in, each a few Fluent
//! files under `locales/CODE/` built into the binary, and the bundles that
//! read them: one per language, form and file, each made on the first
//! sentence said from it, so that a game's first line reads two small files
//! and not all of them.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::notation::Form;
use crate::notation::numbers::NumberWords;
use crate::notation::scheme::Scheme;

/// A language annabella speaks and prints its sentences in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Language {
    German,
    English,
    Turkish,
    Persian,
    Icelandic,
}

/// Whether printed lines are read by a reader of the Linux console: set
/// once, where one is found ([`Language::print_for_console_reader`]).
static CONSOLE_READER: AtomicBool = AtomicBool::new(false);

/// How many files (areas) every language has.
const AREAS: usize = 10;

/// A language's Fluent files, as built into the binary: (area, text).
/// Every language has the same areas, named here once.
macro_rules! files {
    ($code:literal) => {
        files!($code: "cli", "files", "records", "play", "arbiter", "board", "engine", "sound", "online", "corr")
    };
    ($code:literal: $($area:literal),*) => {
        &[$((
            $area,
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/",
                $code,
                "/",
                $area,
                ".ftl"
            )),
        )),*]
    };
}

impl Language {
    pub const ALL: [Language; 5] = [
        Language::German,
        Language::English,
        Language::Turkish,
        Language::Persian,
        Language::Icelandic,
    ];

    /// The language of a code (`de`, `tr`), or of a locale's name
    /// (`tr_TR.UTF-8`, `fa_IR`, `is_IS@euro`): the part before `_`, `.`, `@`
    /// or `-`, in any case.
    pub fn from_code(text: &str) -> Option<Language> {
        let code = text
            .trim()
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|language| language.code() == code)
    }

    /// The language the locale names: the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set and not empty decides, as for every program
    /// (POSIX); `None` when it names none of annabella's languages (`C`,
    /// `POSIX`, `fr_FR.UTF-8`) or none is set.
    pub fn from_locale() -> Option<Language> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .and_then(|value| Language::from_code(&value))
    }

    /// The codes of every language, for a refusal: "de, en".
    pub fn codes() -> String {
        Language::ALL.map(Language::code).join(", ")
    }

    /// The language's code (BCP 47), which names its folder under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::German => "de",
            Language::English => "en",
            Language::Turkish => "tr",
            Language::Persian => "fa",
            Language::Icelandic => "is",
        }
    }

    /// The language's Fluent files: the area (the file's name without
    /// `.ftl`) and its text.
    pub(crate) fn files(self) -> &'static [(&'static str, &'static str); AREAS] {
        match self {
            Language::German => files!("de"),
            Language::English => files!("en"),
            Language::Turkish => files!("tr"),
            Language::Persian => files!("fa"),
            Language::Icelandic => files!("is"),
        }
    }

    /// Whether the language is written right to left, so that its printed
    /// lines carry their Latin parts (SAN, FEN, paths, commands, the FIDE
    /// words) inside Unicode isolates: Persian. A left-to-right language
    /// never gets the marks, which a braille display shows as junk cells.
    pub fn right_to_left(self) -> bool {
        self == Language::Persian
    }

    /// A printed line of the language as a bidirectional terminal shows
    /// it rightly: in a right-to-left language each run of Latin text
    /// inside a left-to-right isolate, U+2066 … U+2069, and the sentence's
    /// punctuation its own (`super::bidi`); the text stays in logical
    /// order. Isolates already there are annabella's own
    /// (`outside::printable` took any from outside away) and are made
    /// anew. Other languages' text as it is.
    pub fn isolated(self, text: &str) -> String {
        if !self.right_to_left() {
            return text.to_owned();
        }
        let bare: String = text
            .chars()
            .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
            .collect();
        let lines = bare
            .split('\n')
            .map(super::bidi::persian_line)
            .collect::<Vec<_>>()
            .join("\n");
        if CONSOLE_READER.load(Ordering::Relaxed) {
            console_spelling(&lines)
        } else {
            lines
        }
    }

    /// From now on, printed lines are read by a reader of the Linux
    /// console (fenrir, BRLTTY; fenrir's own terminal is one): a Persian
    /// line is printed in [`console_spelling`], which such a reader reads
    /// whole.
    pub fn print_for_console_reader() {
        CONSOLE_READER.store(true, Ordering::Relaxed);
    }

    /// How numbers are said in the language.
    fn numbers(self) -> &'static NumberWords {
        &Scheme::local(self).numbers
    }

    fn bundles(self) -> &'static Bundles {
        static BUNDLES: [Bundles; Language::ALL.len()] =
            [const { Bundles::new() }; Language::ALL.len()];
        &BUNDLES[self as usize]
    }

    /// The message `id` with `args`, in `form`: numbers in digits in print,
    /// in words in speech. Fluent's complaints (a message or variable
    /// missing) go to `errors`; the sentence is then as whole as Fluent can
    /// make it, never a panic.
    pub(crate) fn format(
        self,
        form: Form,
        id: &str,
        args: &FluentArgs,
        errors: &mut Vec<String>,
    ) -> String {
        let bundles = self.bundles();
        let message = bundles.index(self).get(id).and_then(|&area| {
            let bundle = bundles.areas[area].bundle(self, area, form == Form::Speech);
            Some((bundle, bundle.get_message(id)?.value()?))
        });
        let Some((bundle, pattern)) = message else {
            errors.push(format!("{}: no message {id}", self.code()));
            return id.to_owned();
        };
        let mut complaints = Vec::new();
        let text = bundle.format_pattern(pattern, Some(args), &mut complaints);
        errors.extend(
            complaints
                .iter()
                .map(|e| format!("{} {id}: {e}", self.code())),
        );
        text.into_owned()
    }
}

/// A Persian line as a reader of the Linux console reads it whole: the
/// zero-width non-joiner inside a word (نمی‌رسد, پیش‌حرکت) written as a
/// space, as Persian is often typed (نمی رسد). The readers pass no
/// joiner: fenrir's screen (pyte) drops the rest of a line at one, so
/// that "هیچ König نمی‌رسد به Eva drei" is heard as "هیچ König نمی" and
/// the square is never said, and the console drops it, so that BRLTTY
/// shows the two words run together.
pub(super) fn console_spelling(line: &str) -> String {
    line.replace('\u{200C}', " ")
}

type Bundle = FluentBundle<Arc<FluentResource>>;

/// The formatters of the speech bundles: a number in words, other values
/// as they are. A formatter is a plain function, so there is one a language.
fn german_words<M>(value: &FluentValue, _: &M) -> Option<String> {
    words(Language::German, value)
}

fn english_words<M>(value: &FluentValue, _: &M) -> Option<String> {
    words(Language::English, value)
}

fn turkish_words<M>(value: &FluentValue, _: &M) -> Option<String> {
    words(Language::Turkish, value)
}

fn persian_words<M>(value: &FluentValue, _: &M) -> Option<String> {
    words(Language::Persian, value)
}

fn icelandic_words<M>(value: &FluentValue, _: &M) -> Option<String> {
    words(Language::Icelandic, value)
}

fn words(language: Language, value: &FluentValue) -> Option<String> {
    words_of(language.numbers(), value)
}

fn words_of(numbers: &NumberWords, value: &FluentValue) -> Option<String> {
    match value {
        FluentValue::Number(number) if number.value >= 0.0 && number.value.fract() == 0.0 => {
            Some(numbers.say(number.value.min(f64::from(u32::MAX)) as u32))
        }
        _ => None,
    }
}

/// `{ NUMBER($count, gender: "feminine") }`: a count before a noun of a
/// gender, where the language says its numbers by the noun's (Icelandic
/// "tvær upptökur", "tveir hálfleikir"); in words in speech, in digits in
/// print. Elsewhere, and without a gender, the number as any other.
fn number_of_gender<'a>(
    speech: bool,
    language: Language,
    positional: &[FluentValue<'a>],
    named: &FluentArgs,
) -> FluentValue<'a> {
    let Some(value) = positional.first() else {
        return FluentValue::Error;
    };
    let gender = match named.get("gender") {
        Some(FluentValue::String(gender)) => Some(gender.as_ref()),
        _ => None,
    };
    let numbers = match (language, gender) {
        (Language::Icelandic, Some(gender)) => {
            crate::notation::scheme::icelandic_numbers_of_gender(gender)
        }
        _ => None,
    };
    match numbers
        .filter(|_| speech)
        .and_then(|numbers| words_of(numbers, value))
    {
        Some(words) => FluentValue::from(words),
        None => value.clone(),
    }
}

/// A language's bundles: which file holds each message, and each file's.
struct Bundles {
    /// The area of each message id, found by a look over the files' lines
    /// (a message begins a line with its id and `=`), far quicker than
    /// reading them whole.
    index: OnceLock<HashMap<&'static str, usize>>,
    areas: [Area; AREAS],
}

/// One file of a language, read, and its two bundles: print (digits) and
/// speech (numbers in words), each made when it is first needed. A bundle
/// is shared between threads, hence the concurrent kind.
struct Area {
    resource: OnceLock<Arc<FluentResource>>,
    print: OnceLock<Bundle>,
    speech: OnceLock<Bundle>,
}

impl Bundles {
    const fn new() -> Bundles {
        Bundles {
            index: OnceLock::new(),
            areas: [const { Area::new() }; AREAS],
        }
    }

    fn index(&self, language: Language) -> &HashMap<&'static str, usize> {
        self.index.get_or_init(|| {
            let mut index = HashMap::new();
            for (area, (_, text)) in language.files().iter().enumerate() {
                for line in text.lines() {
                    let Some((id, _)) = line.split_once('=') else {
                        continue;
                    };
                    let id = id.trim_end();
                    let is_id = id.starts_with(|c: char| c.is_ascii_alphabetic())
                        && id
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                    if is_id {
                        // An id twice is an error the test of the files
                        // finds; the first one stays.
                        index.entry(id).or_insert(area);
                    }
                }
            }
            index
        })
    }
}

impl Area {
    const fn new() -> Area {
        Area {
            resource: OnceLock::new(),
            print: OnceLock::new(),
            speech: OnceLock::new(),
        }
    }

    fn bundle(&self, language: Language, area: usize, speech: bool) -> &Bundle {
        let made = if speech { &self.speech } else { &self.print };
        made.get_or_init(|| {
            let locales = language.code().parse().ok().into_iter().collect();
            let mut bundle = Bundle::new_concurrent(locales);
            // Persian's isolates are set around whole Latin runs once the
            // line is made (`Language::isolated`), not around each value.
            bundle.set_use_isolating(false);
            if speech {
                bundle.set_formatter(Some(match language {
                    Language::German => german_words,
                    Language::English => english_words,
                    Language::Turkish => turkish_words,
                    Language::Persian => persian_words,
                    Language::Icelandic => icelandic_words,
                }));
            }
            // The function is the bundle's own: an id taken twice is the
            // only failure, and this is its first.
            let _ = bundle.add_function("NUMBER", move |positional, named| {
                number_of_gender(speech, language, positional, named)
            });
            let resource = self.resource.get_or_init(|| {
                let (_, text) = language.files()[area];
                // A file that does not read whole still gives every message
                // that does; the test of the files finds the rest.
                Arc::new(FluentResource::try_new(text.to_owned()).unwrap_or_else(|(r, _)| r))
            });
            // An id twice is an error the test of the files finds.
            let _ = bundle.add_resource(Arc::clone(resource));
            bundle
        })
    }
}
