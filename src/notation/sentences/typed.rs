//! The words a player types in the language of the game (SPEC section 13):
//! yes and no, the commands typed most and the words that follow them
//! (sides, kinds of piece, help topics, claims), kept as data in
//! `locales/CODE/words.ftl` for Turkish, Persian and Icelandic, which a
//! translator edits as the sentences. English and German command words
//! are the command reader's own and work in every language; a language's
//! file adds its words to them.
//!
//! A word is compared as [`fold`] leaves it: in lower case (a Turkish İ
//! and I as i), without the letters a keyboard may lack (Turkish ç ğ ı ö
//! ş ü, Icelandic á ð é í ó ú ý þ æ), without zero-width joiners and
//! non-joiners, with either form of the Persian ی and ک, and with Persian
//! and Arabic-Indic digits as 0–9. A phrase of two or three words (`geri
//! al`, `پس گرفتن`) is read with its words apart or run together.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::{FluentBundle, FluentResource};

use super::Language;

/// Where a word stands in a typed line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    /// First: the command.
    Command,
    /// After the command: a side, a kind of piece, a help topic, a claim.
    Argument,
}

/// Each id of a words file, where its words stand and the English word
/// the command reader reads them as.
pub const IDS: [(&str, Slot, &str); 39] = [
    ("yes", Slot::Command, "yes"),
    ("no", Slot::Command, "no"),
    ("help", Slot::Command, "help"),
    ("quit", Slot::Command, "quit"),
    ("clock", Slot::Command, "clock"),
    ("pieces", Slot::Command, "pieces"),
    ("draw", Slot::Command, "draw"),
    ("resign", Slot::Command, "resign"),
    ("takeback", Slot::Command, "takeback"),
    ("abort", Slot::Command, "abort"),
    ("cancel", Slot::Command, "cancel"),
    ("press", Slot::Command, "press"),
    ("illegal", Slot::Command, "illegal"),
    ("accept", Slot::Command, "accept"),
    ("decline", Slot::Command, "decline"),
    ("claim", Slot::Command, "claim"),
    ("side-white", Slot::Argument, "white"),
    ("side-black", Slot::Argument, "black"),
    ("piece-king", Slot::Argument, "king"),
    ("piece-queen", Slot::Argument, "queen"),
    ("piece-rook", Slot::Argument, "rook"),
    ("piece-bishop", Slot::Argument, "bishop"),
    ("piece-knight", Slot::Argument, "knight"),
    ("piece-pawn", Slot::Argument, "pawn"),
    ("topic-moves", Slot::Argument, "moves"),
    ("topic-board", Slot::Argument, "board"),
    ("topic-game", Slot::Argument, "game"),
    ("topic-clock", Slot::Argument, "clock"),
    ("topic-sound", Slot::Argument, "sound"),
    ("topic-engine", Slot::Argument, "engine"),
    ("topic-two-board", Slot::Argument, "two-board"),
    ("topic-arbiter", Slot::Argument, "arbiter"),
    ("topic-online", Slot::Argument, "online"),
    ("topic-review", Slot::Argument, "review"),
    ("claim-threefold", Slot::Argument, "threefold"),
    ("claim-fifty", Slot::Argument, "fifty"),
    ("claim-win", Slot::Argument, "win"),
    ("claim-draw", Slot::Argument, "draw"),
    ("hands", Slot::Argument, "hands"),
];

/// The most words a phrase of a words file may have.
const LONGEST: usize = 3;

/// A word as it is compared: see the module's documentation.
pub fn fold(word: &str) -> String {
    let mut folded = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            '\u{200C}' | '\u{200D}' | '\u{0640}' | '\u{064B}'..='\u{065F}' | '\u{0670}' => {}
            'ي' | 'ى' => folded.push('ی'),
            'ك' => folded.push('ک'),
            '۰'..='۹' => folded.push(char::from(b'0' + (c as u32 - 0x6F0) as u8)),
            '٠'..='٩' => folded.push(char::from(b'0' + (c as u32 - 0x660) as u8)),
            'İ' | 'I' | 'ı' => folded.push('i'),
            c => {
                for lower in c.to_lowercase() {
                    match lower {
                        'ç' => folded.push('c'),
                        'ğ' => folded.push('g'),
                        'ş' => folded.push('s'),
                        'ö' | 'ó' => folded.push('o'),
                        'ü' | 'ú' => folded.push('u'),
                        'á' => folded.push('a'),
                        'é' => folded.push('e'),
                        'í' => folded.push('i'),
                        'ý' => folded.push('y'),
                        'ð' => folded.push('d'),
                        'þ' => folded.push_str("th"),
                        'æ' => folded.push_str("ae"),
                        lower => folded.push(lower),
                    }
                }
            }
        }
    }
    folded
}

/// Persian and Arabic-Indic digits as 0–9, the rest as it is: a number
/// typed after a command (`goto ۱۲`).
pub fn ascii_digits(word: &str) -> String {
    word.chars()
        .map(|c| match c {
            '۰'..='۹' => char::from(b'0' + (c as u32 - 0x6F0) as u8),
            '٠'..='٩' => char::from(b'0' + (c as u32 - 0x660) as u8),
            c => c,
        })
        .collect()
}

/// The words of one language, as the command reader looks them up.
#[derive(Debug, Default)]
pub struct Vocabulary {
    /// Each phrase, folded and run together, and the English word it is
    /// read as, for either slot.
    commands: HashMap<String, &'static str>,
    arguments: HashMap<String, &'static str>,
    /// The words of each id as written in the file, the first the one the
    /// help and the questions name.
    written: Vec<(&'static str, Vec<String>)>,
}

impl Vocabulary {
    fn read(language: Language, text: &str) -> Vocabulary {
        let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(r, _)| r);
        let locales = language.code().parse().ok().into_iter().collect();
        let mut bundle: FluentBundle<FluentResource> = FluentBundle::new(locales);
        bundle.set_use_isolating(false);
        // A file that does not read whole still gives every entry that
        // does; the test of the files finds the rest.
        let _ = bundle.add_resource(resource);
        let mut vocabulary = Vocabulary::default();
        for (id, slot, english) in IDS {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let value = bundle.format_pattern(pattern, None, &mut errors);
            let phrases: Vec<String> = value
                .split([',', '،'])
                .map(|phrase| phrase.split_whitespace().collect::<Vec<_>>().join(" "))
                .filter(|phrase| !phrase.is_empty())
                .collect();
            let table = match slot {
                Slot::Command => &mut vocabulary.commands,
                Slot::Argument => &mut vocabulary.arguments,
            };
            for phrase in &phrases {
                let key: String = phrase.split_whitespace().map(fold).collect();
                table.entry(key).or_insert(english);
            }
            vocabulary.written.push((id, phrases));
        }
        vocabulary
    }

    /// The phrase that begins `words` in `slot`: the English word it is
    /// read as, and how many of the words it took (the longest phrase
    /// first).
    pub fn at(&self, slot: Slot, words: &[&str]) -> Option<(&'static str, usize)> {
        let table = match slot {
            Slot::Command => &self.commands,
            Slot::Argument => &self.arguments,
        };
        if table.is_empty() {
            return None;
        }
        (1..=LONGEST.min(words.len())).rev().find_map(|n| {
            let key: String = words[..n].iter().map(|w| fold(w)).collect();
            table.get(&key).map(|english| (*english, n))
        })
    }

    /// The words of `id` as written, the one shown first.
    pub fn written(&self, id: &str) -> &[String] {
        self.written
            .iter()
            .find(|(written, _)| *written == id)
            .map_or(&[], |(_, words)| words.as_slice())
    }
}

impl Language {
    /// The language's words file, where it has one: English and German
    /// words are the command reader's own.
    pub(crate) fn words_file(self) -> Option<&'static str> {
        match self {
            Language::German | Language::English => None,
            Language::Turkish => Some(include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/tr/words.ftl"
            ))),
            Language::Persian => Some(include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/fa/words.ftl"
            ))),
            Language::Icelandic => Some(include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/is/words.ftl"
            ))),
        }
    }

    /// The words a player of the language types, read from its words file
    /// on first use.
    pub fn vocabulary(self) -> &'static Vocabulary {
        static READ: [OnceLock<Vocabulary>; Language::ALL.len()] =
            [const { OnceLock::new() }; Language::ALL.len()];
        READ[self as usize].get_or_init(|| {
            self.words_file()
                .map(|text| Vocabulary::read(self, text))
                .unwrap_or_default()
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use fluent_syntax::ast::Entry;

    use super::*;
    use crate::notation::reads_as_move;
    use crate::notation::scheme::Scheme;

    /// The languages with a words file.
    const WITH_WORDS: [Language; 3] = [Language::Turkish, Language::Persian, Language::Icelandic];

    /// Every words file reads whole as Fluent and holds each id once, and
    /// no other: a translator's slip is found here, not by a player.
    #[test]
    fn each_words_file_has_every_id_once() {
        let ids: BTreeSet<&str> = IDS.iter().map(|(id, ..)| *id).collect();
        for language in WITH_WORDS {
            let text = language.words_file().expect("a words file");
            let resource = fluent_syntax::parser::parse(text)
                .unwrap_or_else(|(_, e)| panic!("{}: {e:?}", language.code()));
            let mut found = BTreeSet::new();
            for entry in &resource.body {
                match entry {
                    Entry::Message(message) => {
                        let id = message.id.name;
                        assert!(found.insert(id), "{}: {id} twice", language.code());
                    }
                    Entry::Junk { content } => panic!("{}: {content}", language.code()),
                    _ => {}
                }
            }
            assert_eq!(found, ids, "{}", language.code());
            for (id, ..) in IDS {
                assert!(
                    !language.vocabulary().written(id).is_empty(),
                    "{}: {id} has no word",
                    language.code()
                );
            }
        }
        assert!(Language::German.words_file().is_none());
    }

    /// No phrase of a language is read as two things in the same place.
    #[test]
    fn no_phrase_means_two_things() {
        for language in WITH_WORDS {
            let vocabulary = language.vocabulary();
            for slot in [Slot::Command, Slot::Argument] {
                let mut seen: HashMap<String, &str> = HashMap::new();
                for (id, ..) in IDS.iter().filter(|(_, s, _)| *s == slot) {
                    for phrase in vocabulary.written(id) {
                        let key: String = phrase.split_whitespace().map(fold).collect();
                        if let Some(other) = seen.insert(key, id) {
                            assert_eq!(other, *id, "{}: {phrase}", language.code());
                        }
                    }
                }
            }
        }
    }

    /// A command word is read before a move: none may be a move the move
    /// reader would read, in the language's own letters (Turkish `Af3`) or
    /// the FIDE words, whether typed apart or run together.
    #[test]
    fn no_word_is_read_as_a_move() {
        // The check finds a word that is a move: Turkish Af3 is Nf3.
        let turkish = Scheme::local(Language::Turkish);
        assert!(reads_as_move(&turkish.readable("Af3")));
        for language in WITH_WORDS {
            let schemes = Scheme::ALL.into_iter().filter(|s| s.language == language);
            for scheme in schemes {
                for (id, ..) in IDS {
                    for phrase in language.vocabulary().written(id) {
                        let together: String = phrase.split_whitespace().collect();
                        for typed in [phrase.as_str(), together.as_str()] {
                            let read = scheme.readable(typed);
                            assert!(
                                !reads_as_move(&read),
                                "{} {}: {id} '{typed}' reads as a move",
                                language.code(),
                                scheme.name
                            );
                        }
                    }
                }
            }
        }
    }

    /// Typed without the letters a keyboard may lack, or with the Arabic
    /// forms of ی and ک, digits and joiners, a word is the same word.
    #[test]
    fn a_word_is_compared_folded() {
        assert_eq!(fold("HAYIR"), fold("hayır"));
        assert_eq!(fold("hayir"), fold("hayır"));
        assert_eq!(fold("İPTAL"), "iptal");
        assert_eq!(fold("Çık"), "cik");
        assert_eq!(fold("afturkollun"), fold("afturköllun"));
        assert_eq!(fold("hjalp"), fold("hjálp"));
        assert_eq!(fold("þ"), "th");
        // ي and ى are the Arabic forms of ی, ك of ک; the non-joiner and
        // the joiner are left out.
        assert_eq!(fold("بازي"), fold("بازی"));
        assert_eq!(fold("بازى"), fold("بازی"));
        assert_eq!(fold("كردن"), fold("کردن"));
        assert_eq!(fold("مهره‌ها"), fold("مهرهها"));
        assert_eq!(fold("۱۲"), "12");
        assert_eq!(fold("١٢"), "12");
        assert_eq!(ascii_digits("e۴"), "e4");
    }
}
