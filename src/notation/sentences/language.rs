//! The languages annabella's sentences are written in, each a few Fluent
//! files under `locales/CODE/` built into the binary, and the bundles that
//! read them: one per language, form and file, each made on the first
//! sentence said from it, so that a game's first line reads two small files
//! and not all of them.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::notation::Form;
use crate::notation::numbers::NumberWords;
use crate::notation::scheme::{ENGLISH, FIDE};

/// A language annabella speaks and prints its sentences in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Language {
    German,
    English,
}

/// How many files (areas) every language has.
const AREAS: usize = 9;

/// A language's Fluent files, as built into the binary: (area, text).
/// Every language has the same areas, named here once.
macro_rules! files {
    ($code:literal) => {
        files!($code: "cli", "files", "records", "play", "arbiter", "board", "engine", "sound", "online")
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
    pub const ALL: [Language; 2] = [Language::German, Language::English];

    /// The language's code (BCP 47), which names its folder under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::German => "de",
            Language::English => "en",
        }
    }

    /// The language's Fluent files: the area (the file's name without
    /// `.ftl`) and its text.
    pub(crate) fn files(self) -> &'static [(&'static str, &'static str); AREAS] {
        match self {
            Language::German => files!("de"),
            Language::English => files!("en"),
        }
    }

    /// Whether Fluent wraps each variable in Unicode isolates (U+2068 …
    /// U+2069). Not in a left-to-right language: a braille display shows the
    /// marks as junk cells. Persian will want them around its Latin parts
    /// (SAN, FEN, paths); it is then also the place where the final clean-up
    /// (`outside::printable`, which removes such marks) must let the
    /// language's own isolates through.
    fn isolating(self) -> bool {
        match self {
            Language::German | Language::English => false,
        }
    }

    /// How numbers are said in the language.
    fn numbers(self) -> &'static NumberWords {
        match self {
            Language::German => &FIDE.numbers,
            Language::English => &ENGLISH.numbers,
        }
    }

    fn bundles(self) -> &'static Bundles {
        static BUNDLES: [Bundles; 2] = [Bundles::new(), Bundles::new()];
        match self {
            Language::German => &BUNDLES[0],
            Language::English => &BUNDLES[1],
        }
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

type Bundle = FluentBundle<Arc<FluentResource>>;

/// The formatters of the speech bundles: a number in words, other values
/// as they are.
fn german_words<M>(value: &FluentValue, _: &M) -> Option<String> {
    words(Language::German, value)
}

fn english_words<M>(value: &FluentValue, _: &M) -> Option<String> {
    words(Language::English, value)
}

fn words(language: Language, value: &FluentValue) -> Option<String> {
    match value {
        FluentValue::Number(number) if number.value >= 0.0 && number.value.fract() == 0.0 => Some(
            language
                .numbers()
                .say(number.value.min(f64::from(u32::MAX)) as u32),
        ),
        _ => None,
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
            bundle.set_use_isolating(language.isolating());
            if speech {
                bundle.set_formatter(Some(match language {
                    Language::German => german_words,
                    Language::English => english_words,
                }));
            }
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
