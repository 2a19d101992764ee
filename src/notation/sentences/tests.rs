//! The Fluent files checked against each other and against the code: every
//! message in every language, with the same variables; every message the
//! code says there, and nothing there the code never says.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::Language;
use crate::notation::Form;
use crate::notation::message::tests::every_message;
use crate::notation::scheme::Scheme;

/// The ids said, each with its language, and what Fluent complained of.
type Said = (Vec<(Language, String)>, Vec<String>);

thread_local! {
    /// What was said on this thread while a test listens (`None`: none
    /// does, and nothing is kept).
    static SAID: RefCell<Option<Said>> = const { RefCell::new(None) };
}

pub(super) fn note(language: Language, id: &str, errors: Vec<String>) {
    SAID.with(|said| {
        if let Some((ids, complaints)) = said.borrow_mut().as_mut() {
            ids.push((language, id.to_owned()));
            complaints.extend(errors);
        }
    });
}

/// Keeps what is said on this thread from now on.
fn listen() {
    SAID.with(|said| *said.borrow_mut() = Some((Vec::new(), Vec::new())));
}

/// The ids said and the complaints since [`listen`], which ends.
fn said() -> Said {
    SAID.with(|said| said.borrow_mut().take().unwrap_or_default())
}

/// What a message of a file holds: its attributes, the variables it shows
/// (in any variant), and those it only chooses by.
#[derive(Debug, Default)]
struct Found {
    area: &'static str,
    attributes: BTreeSet<String>,
    shown: BTreeSet<String>,
    chosen_by: BTreeSet<String>,
}

fn walk_pattern(pattern: &Pattern<&str>, entry: &mut Found) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, entry);
        }
    }
}

fn walk_expression(expression: &Expression<&str>, entry: &mut Found) {
    match expression {
        Expression::Select { selector, variants } => {
            match selector {
                InlineExpression::VariableReference { id } => {
                    entry.chosen_by.insert(id.name.to_owned());
                }
                other => walk_inline(other, entry),
            }
            for variant in variants {
                walk_pattern(&variant.value, entry);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, entry),
    }
}

fn walk_inline(inline: &InlineExpression<&str>, entry: &mut Found) {
    match inline {
        InlineExpression::VariableReference { id } => {
            entry.shown.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                walk_inline(argument, entry);
            }
            for argument in &arguments.named {
                walk_inline(&argument.value, entry);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, entry),
        _ => {}
    }
}

/// A language's messages by id, from all its files; the files must parse
/// whole, and no id may be there twice.
fn messages(language: Language) -> BTreeMap<String, Found> {
    let mut all = BTreeMap::new();
    for (area, text) in language.files() {
        let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, errors)| {
            panic!("{}/{area}.ftl does not parse: {errors:?}", language.code())
        });
        for entry in &resource.body {
            match entry {
                Entry::Message(message) => {
                    let mut found = Found {
                        area,
                        ..Found::default()
                    };
                    if let Some(value) = &message.value {
                        walk_pattern(value, &mut found);
                    }
                    for attribute in &message.attributes {
                        found.attributes.insert(attribute.id.name.to_owned());
                        walk_pattern(&attribute.value, &mut found);
                    }
                    found.chosen_by.retain(|name| !found.shown.contains(name));
                    let id = message.id.name.to_owned();
                    assert!(
                        all.insert(id.clone(), found).is_none(),
                        "{}: {id} is there twice",
                        language.code()
                    );
                }
                Entry::Junk { content } => {
                    panic!("{}/{area}.ftl: not Fluent: {content}", language.code())
                }
                _ => {}
            }
        }
    }
    all
}

/// Where today's German and English say different things with the same
/// message: German names the end of the game in the move words ("Weiß
/// gewinnt durch Schachmatt", `$end`), English only its reason ("by
/// checkmate", `$reason`). A new language may show either.
const EITHER: [(&str, [&str; 2]); 2] = [
    ("cli-judged", ["end", "reason"]),
    ("cli-contradiction", ["end", "reason"]),
];

/// Every language has every message, in the file of the same area, with
/// the same attributes and showing the same variables (a translation may
/// choose its words by other variables, such as `$form` or a plural).
#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let german = messages(Language::German);
    for language in Language::ALL {
        let other = messages(language);
        let ids: BTreeSet<&String> = other.keys().collect();
        let reference: BTreeSet<&String> = german.keys().collect();
        let missing: Vec<_> = reference.difference(&ids).collect();
        let more: Vec<_> = ids.difference(&reference).collect();
        assert!(
            missing.is_empty() && more.is_empty(),
            "{} lacks {missing:?} and has {more:?} beyond de",
            language.code()
        );
        for (id, entry) in &other {
            let de = &german[id];
            assert_eq!(entry.area, de.area, "{id} is in another file");
            assert_eq!(entry.attributes, de.attributes, "{id}: attributes");
            let either: &[&str] = EITHER
                .iter()
                .find(|(exempt, _)| exempt == id)
                .map_or(&[], |(_, names)| names);
            let shown = |entry: &Found| -> BTreeSet<String> {
                entry
                    .shown
                    .iter()
                    .filter(|name| !either.contains(&name.as_str()))
                    .cloned()
                    .collect()
            };
            assert_eq!(
                shown(entry),
                shown(de),
                "{id}: {} shows other variables than de",
                language.code()
            );
        }
    }
}

/// Every message of the code, in every language and form, is found in the
/// files and said without a complaint from Fluent (a variable missing, a
/// message referred to that is not there); and every message in the files
/// is said by some message of the code.
#[test]
fn every_message_of_the_code_is_in_the_files_and_no_other() {
    listen();
    for message in every_message() {
        for scheme in Scheme::ALL {
            for form in [Form::Print, Form::Speech, Form::San] {
                scheme.message(&message, form, false);
            }
        }
    }
    let (ids, errors) = said();
    assert!(errors.is_empty(), "{errors:#?}");
    for language in Language::ALL {
        let used: BTreeSet<&str> = ids
            .iter()
            .filter(|(said_in, _)| *said_in == language)
            .map(|(_, id)| id.as_str())
            .collect();
        for id in messages(language).keys() {
            assert!(
                used.contains(id.as_str()),
                "{}: {id} is never said",
                language.code()
            );
        }
    }
}

/// A count goes to Fluent as a number: printed in digits, said in the
/// language's words, and its plural chosen by the language's rules.
#[test]
fn a_count_is_printed_in_digits_and_said_in_words() {
    use crate::notation::Message;
    use crate::notation::scheme::{ENGLISH, FIDE};
    let agree = Message::SheetsAgree { plies: 42 };
    let german = FIDE.message(&agree, Form::Speech, false);
    assert!(german.contains("zweiundvierzig Halbzüge"), "{german}");
    let printed = FIDE.message(&agree, Form::Print, false);
    assert!(printed.contains("42 Halbzüge"), "{printed}");
    let english = ENGLISH.message(&agree, Form::Speech, false);
    assert!(english.contains("forty-two half-moves"), "{english}");
    let one = Message::Online(crate::notation::OnlineText::FirstMoveDue(
        std::time::Duration::from_secs(1),
    ));
    let german = FIDE.message(&one, Form::Speech, false);
    assert!(german.contains("noch eine Sekunde,"), "{german}");
    let english = ENGLISH.message(&one, Form::Speech, false);
    assert!(english.contains("one second left"), "{english}");
}

/// German, English, Turkish and Icelandic lines carry no Unicode isolation
/// marks around what is filled in: a braille display would show them as
/// cells of junk. A Persian line carries its Latin parts inside isolates,
/// in logical order.
#[test]
fn no_isolation_marks_but_in_persian() {
    use crate::notation::Message;
    let saved = Message::SavedIn(std::path::PathBuf::from("/tmp/x7.pgn"));
    for scheme in Scheme::ALL {
        let text = scheme.message(&saved, Form::Print, false);
        assert!(text.contains("/tmp/x7.pgn"), "{text}");
        let marks = text.contains(['\u{2066}', '\u{2068}', '\u{2069}']);
        assert_eq!(
            marks,
            scheme.language == Language::Persian,
            "{}: {text:?}",
            scheme.language.code()
        );
        if scheme.language == Language::Persian {
            assert!(text.contains("\u{2066}/tmp/x7.pgn\u{2069}"), "{text:?}");
            // Said, a line carries no marks.
            let said = scheme.message(&saved, Form::Speech, false);
            assert!(!said.contains(['\u{2066}', '\u{2069}']), "{said:?}");
        }
    }
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("path", "/tmp/x7.pgn");
    args.set("form", "print");
    for language in Language::ALL {
        let mut errors = Vec::new();
        let text = language.format(Form::Print, "saved-in", &args, &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        assert!(text.contains("/tmp/x7.pgn"), "{text}");
        assert!(
            !text.contains(['\u{2068}', '\u{2069}']),
            "{}: {text:?}",
            language.code()
        );
    }
}

/// A correspondence clock is said in German with the article each unit
/// takes: "eine Stunde", "eine Minute" (both feminine), never "ein
/// Stunde" as was said before.
#[test]
fn one_hour_and_one_minute_are_feminine_in_german() {
    use crate::notation::scheme::FIDE;
    use crate::notation::{Message, OnlineText};
    use std::time::Duration;
    for (seconds, said) in [
        (2 * 86_400 + 3600, "eine Stunde"),
        (3600 + 60, "eine Stunde eine Minute"),
        (60, "eine Minute"),
    ] {
        let left = Duration::from_secs(seconds);
        for message in [
            OnlineText::YourTimeLeft(left),
            OnlineText::DaysRunningOut(left),
            OnlineText::DaysLeft {
                side: shakmaty::Color::White,
                left,
            },
        ] {
            let text = FIDE.message(&Message::Online(message), Form::Speech, false);
            assert!(text.contains(said), "{text}");
            assert!(!text.contains("ein Stunde"), "{text}");
            assert!(!text.contains("ein Minute"), "{text}");
        }
    }
}

/// A language is named by its code or by a locale's name, in any case.
#[test]
fn a_locale_names_its_language() {
    assert_eq!(Language::from_code("en_US.UTF-8"), Some(Language::English));
    assert_eq!(Language::from_code("de_AT@euro"), Some(Language::German));
    assert_eq!(Language::from_code("DE"), Some(Language::German));
    assert_eq!(Language::from_code("C.UTF-8"), None);
    assert_eq!(Language::from_code(""), None);
}

/// Where a reader of the Linux console reads, a Persian word's zero-width
/// non-joiner is printed as a space, which the reader passes: "نمی رسد"
/// for "نمی‌رسد", "پیش حرکت" for "پیش‌حرکت".
#[test]
fn a_console_reader_gets_the_joiner_as_a_space() {
    use super::language::console_spelling;
    assert_eq!(
        console_spelling("هیچ König نمی\u{200C}رسد به Eva drei"),
        "هیچ König نمی رسد به Eva drei"
    );
    assert_eq!(console_spelling("پیش\u{200C}حرکت"), "پیش حرکت");
    assert_eq!(console_spelling("Bauer Eva vier"), "Bauer Eva vier");
}
