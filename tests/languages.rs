//! The language of the sentences, chosen apart from the move words
//! (SPEC section 13): `--language`, the config file's `language`, else the
//! locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) where it names one of
//! annabella's languages, else German; `fide` keeps the German move words
//! in every language.
#![cfg(unix)]

mod common;

use common::{annabella_command, run_typed, stderr, stdout};

/// A game in line mode, two people at the keyboard, `input` typed, with
/// the locale `env` and `args`; the config file is `config` when given.
fn session(env: &[(&str, &str)], args: &[&str], config: Option<&str>, input: &str) -> String {
    let mut command = annabella_command();
    let data = common::TempDir::new("languages-data");
    let home = common::TempDir::new("languages-config");
    if let Some(text) = config {
        std::fs::create_dir_all(home.path().join("annabella")).expect("folder");
        std::fs::write(home.path().join("annabella/config.toml"), text).expect("config");
        command.env("XDG_CONFIG_HOME", home.path());
    }
    command
        .env("XDG_DATA_HOME", data.path())
        .envs(env.iter().copied())
        .args(["play", "--line", "--voice", "text", "--black", "human"])
        .args(args);
    let output = run_typed(command, input);
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

/// The greetings of German and English, as a German and an English player
/// read them: "Zug eingeben", "type a move".
const GERMAN_GREETING: &str = "Zug eingeben";
const ENGLISH_GREETING: &str = "type a move";

#[test]
fn an_english_locale_gives_english_sentences_and_german_move_words() {
    let out = session(&[("LANG", "en_US.UTF-8")], &[], None, "Nf3\nquit\n");
    assert!(out.contains(ENGLISH_GREETING), "{out}");
    assert!(!out.contains(GERMAN_GREETING), "{out}");
    // The FIDE appendix's words for 1. Nf3.
    assert!(out.contains("Springer Felix drei"), "{out}");
}

#[test]
fn lc_all_wins_over_lang_and_an_unknown_locale_keeps_german() {
    let out = session(
        &[("LC_ALL", "de_DE.UTF-8"), ("LANG", "en_US.UTF-8")],
        &[],
        None,
        "quit\n",
    );
    assert!(out.contains(GERMAN_GREETING), "{out}");
    for locale in ["C.UTF-8", "POSIX", "fr_FR.UTF-8"] {
        let out = session(&[("LANG", locale)], &[], None, "quit\n");
        assert!(out.contains(GERMAN_GREETING), "{locale}: {out}");
    }
    // LC_MESSAGES decides over LANG.
    let out = session(
        &[("LC_MESSAGES", "en_GB.UTF-8"), ("LANG", "de_DE.UTF-8")],
        &[],
        None,
        "quit\n",
    );
    assert!(out.contains(ENGLISH_GREETING), "{out}");
}

#[test]
fn the_option_wins_over_config_and_locale() {
    let out = session(
        &[("LANG", "de_DE.UTF-8")],
        &["--language", "en"],
        Some("language = \"de\"\n"),
        "Nf3\nquit\n",
    );
    assert!(out.contains(ENGLISH_GREETING), "{out}");
    assert!(out.contains("Springer Felix drei"), "{out}");
    let out = session(
        &[("LANG", "en_US.UTF-8")],
        &[],
        Some("language = \"de\"\n"),
        "quit\n",
    );
    assert!(out.contains(GERMAN_GREETING), "{out}");
}

#[test]
fn the_english_scheme_stays_english_in_a_german_locale() {
    let out = session(
        &[("LANG", "de_DE.UTF-8")],
        &["--scheme", "english"],
        None,
        "Nf3\nquit\n",
    );
    assert!(out.contains(ENGLISH_GREETING), "{out}");
    assert!(out.contains("Knight Felix three"), "{out}");
}

#[test]
fn an_unknown_language_is_refused_in_braille_lines() {
    let mut command = annabella_command();
    command.args(["play", "--line", "--language", "klingon"]);
    let output = run_typed(command, "");
    assert!(!output.status.success());
    let said = stderr(&output);
    // One answer, in lines a 40-cell braille display holds, naming the
    // value refused and the languages there are.
    assert!(
        said.lines().all(|line| line.chars().count() <= 40),
        "{said}"
    );
    let read_on = said.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(read_on.contains("klingon"), "{said}");
    assert!(read_on.contains("de, en, tr, fa, is"), "{said}");
}

#[test]
fn help_follows_the_locale() {
    let mut command = annabella_command();
    command.env("LANG", "en_US.UTF-8").args(["play", "--help"]);
    let out = stdout(&run_typed(command, ""));
    assert!(out.contains("--language"), "{out}");
    // "wie --white" is the German help's; "as --white" the English one's.
    assert!(out.contains("as --white"), "{out}");
    assert!(!out.contains("wie --white"), "{out}");
}

/// Common German words of sentences, from outside annabella: articles,
/// conjunctions, "not", the words of a game around its moves. Not the
/// FIDE move words (Springer, Felix, drei), which `fide` keeps.
const GERMAN_WORDS: &[&str] = &[
    "der",
    "die",
    "das",
    "und",
    "nicht",
    "ist",
    "ein",
    "eine",
    "kein",
    "keine",
    "zug",
    "züge",
    "uhr",
    "partie",
    "brett",
    "mit",
    "von",
    "für",
    "oder",
    "auf",
    "wird",
    "sie",
    "du",
    "dein",
    "weiß",
    "schwarz",
    "gespeichert",
    "eingeben",
];

/// Common English words of sentences, from outside annabella; not the
/// command words a player types (help, moves, board, yes, no).
const ENGLISH_WORDS: &[&str] = &[
    "the", "and", "is", "not", "you", "your", "of", "for", "with", "are", "has", "this", "that",
    "was", "there", "what", "which", "saved", "type", "move", "piece",
];

/// The words of `text` (letters of any script), in lower case, that are
/// in `list`. Words inside a command example are words too, so the lists
/// hold no command.
fn strays(text: &str, list: &[&str]) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|word| list.contains(&word.as_str()))
        .collect()
}

/// A session: three moves, the clock, the pieces, an illegal move, the
/// help, and leaving; `moves` are the first three moves as typed and
/// `illegal` a king's move that is not legal then.
fn whole_session(env: &[(&str, &str)], args: &[&str], moves: [&str; 3], illegal: &str) -> String {
    let input = format!(
        "{}\n{}\n{}\nc\np\n{illegal}\nhelp\nquit\n",
        moves[0], moves[1], moves[2]
    );
    session(env, args, None, &input)
}

fn assert_no_german_or_english(out: &str) {
    let german = strays(out, GERMAN_WORDS);
    assert!(german.is_empty(), "German: {german:?}\n{out}");
    let english = strays(out, ENGLISH_WORDS);
    assert!(english.is_empty(), "English: {english:?}\n{out}");
}

#[test]
fn a_turkish_session_has_no_german_or_english_sentence_word() {
    // Under fide the move words stay German: 2. Nf3 is "Springer Felix
    // drei", typed as SAN in English or German letters.
    let fide = whole_session(
        &[],
        &["--language", "tr", "--scheme", "fide"],
        ["e4", "e5", "Sf3"],
        "Ke5",
    );
    assert!(fide.contains("Springer Felix drei"), "{fide}");
    assert_no_german_or_english(&fide);
    // Under local the pieces are lichess's Turkish words and SAN letters:
    // Af3 is the knight's move (at), Şe5 the king's (şah).
    let local = whole_session(
        &[],
        &["--language", "tr", "--scheme", "local"],
        ["e4", "e5", "Af3"],
        "Şe5",
    );
    assert!(local.contains("at f üç"), "{local}");
    assert!(!local.contains("Springer Felix drei,"), "{local}");
    assert_no_german_or_english(&local);
    // The lines of a game, before it is left, fit 40 cells where the
    // German ones do: the greeting and the help.
    for line in local.lines().filter(|l| l.starts_with("annabella:")) {
        assert!(line.chars().count() <= 40, "{line}");
    }
}

#[test]
fn a_turkish_locale_speaks_turkish_with_no_option() {
    let out = session(&[("LANG", "tr_TR.UTF-8")], &[], None, "Nf3\nquit\n");
    // "hamle": lichess's Turkish word for a move.
    assert!(out.contains("hamle"), "{out}");
    assert!(out.contains("Springer Felix drei"), "{out}");
    assert_no_german_or_english(&out);
}

/// lichess's Turkish for whose move it is and who has won: "Hamle
/// Beyazda" (whitePlays), "Beyaz kazandı" (whiteWinsGame).
#[test]
fn a_turkish_game_says_whose_move_and_who_won_as_lichess() {
    let out = session(
        &[("LANG", "tr_TR.UTF-8")],
        &[],
        None,
        "e4\nresign\nyes\nquit\n",
    );
    assert!(out.contains("Hamle Beyazda."), "{out}");
    assert!(out.contains("Beyaz kazandı"), "{out}");
}

#[test]
fn an_icelandic_session_has_no_german_or_english_sentence_word() {
    let fide = whole_session(
        &[],
        &["--language", "is", "--scheme", "fide"],
        ["e4", "e5", "Nf3"],
        "Ke5",
    );
    assert!(fide.contains("Springer Felix drei"), "{fide}");
    assert_no_german_or_english(&fide);
    // lichess's Icelandic letters: R is the knight (riddari), K the king.
    let local = whole_session(
        &[("LANG", "is_IS.UTF-8")],
        &["--scheme", "local"],
        ["e4", "e5", "Rf3"],
        "Ke5",
    );
    assert!(local.contains("riddari f þrír"), "{local}");
    assert_no_german_or_english(&local);
}

/// A Persian line as read: the isolation marks around its Latin parts
/// taken away.
fn without_isolates(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
        .collect()
}

#[test]
fn a_persian_session_has_no_german_or_english_sentence_word() {
    // Ranks typed in Persian digits: e۴ is e4.
    let fide = whole_session(
        &[],
        &["--language", "fa", "--scheme", "fide"],
        ["e۴", "e5", "Nf3"],
        "Ke5",
    );
    assert!(
        fide.contains("\u{2066}Springer Felix drei\u{2069}"),
        "{fide}"
    );
    assert!(without_isolates(&fide).contains("Bauer Eva vier"), "{fide}");
    assert_no_german_or_english(&fide);
    let local = whole_session(
        &[("LANG", "fa_IR.UTF-8")],
        &["--scheme", "local"],
        ["e4", "e۵", "Nf3"],
        "Ke5",
    );
    // lichess's Persian words: اسب (knight), پیاده (pawn).
    let read = without_isolates(&local);
    assert!(read.contains("اسب f سه"), "{local}");
    assert!(read.contains("پیاده e پنج"), "{local}");
    assert_no_german_or_english(&local);
}

#[test]
fn left_to_right_languages_print_no_isolation_marks() {
    for language in ["de", "en", "tr", "is"] {
        let out = whole_session(&[], &["--language", language], ["e4", "e5", "Nf3"], "Ke5");
        assert!(
            !out.contains(['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}']),
            "{language}: {out}"
        );
    }
}

/// Under `fide` in Turkish, Persian or Icelandic the system voice says the
/// FIDE words with a German voice and the rest with the language's; under
/// `local`, and in German, a line is one part.
#[test]
fn the_fide_words_are_said_by_a_german_voice_inside_another_language() {
    use annabella::notation::scheme::{FIDE, FIDE_ENGLISH, FIDE_PERSIAN, FIDE_TURKISH, TURKISH};
    let parts = FIDE_TURKISH.speech_parts("Öneri: Springer Felix drei, Beyaz oynar");
    assert_eq!(
        parts,
        vec![
            (false, "Öneri:".to_owned()),
            (true, "Springer Felix drei,".to_owned()),
            (false, "Beyaz oynar".to_owned()),
        ]
    );
    let parts = FIDE_PERSIAN.speech_parts("پیشنهاد: Bauer Eva schlägt David fünf");
    assert_eq!(
        parts,
        vec![
            (false, "پیشنهاد:".to_owned()),
            (true, "Bauer Eva schlägt David fünf".to_owned()),
        ]
    );
    for scheme in [&FIDE, &TURKISH] {
        assert_eq!(scheme.speech_parts("Springer Felix drei").len(), 1);
    }
    // A word of a FIDE phrase ("Umwandlung in", "en passant") is German
    // only inside the whole phrase.
    let parts = FIDE_TURKISH.speech_parts("Bauer Anna acht Umwandlung in Dame, en iyi");
    assert_eq!(
        parts,
        vec![
            (true, "Bauer Anna acht Umwandlung in Dame,".to_owned()),
            (false, "en iyi".to_owned()),
        ]
    );
    let parts = FIDE_ENGLISH.speech_parts("White mates in three");
    assert_eq!(parts, vec![(false, "White mates in three".to_owned())]);
}

/// `annabella voices --language L --clip-texts SCHEME` lists the
/// recordings of the pack of L's scheme, one a line: file name, text,
/// folder of `sounds/`, voice. Each is a file there, no name twice; under
/// `fide` in Turkish "Felix" is the German pack's, said by the German voice.
#[test]
fn each_languages_recordings_are_listed_and_on_disk() {
    let sounds = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sounds");
    for language in ["de", "en", "tr", "fa", "is"] {
        for scheme in ["local", "fide"] {
            let output = annabella_command()
                .args(["voices", "--language", language, "--clip-texts", scheme])
                .output()
                .expect("annabella runs");
            assert!(output.status.success(), "{}", stderr(&output));
            let listed = stdout(&output);
            let mut names: Vec<&str> = Vec::new();
            for line in listed.lines() {
                let columns: Vec<&str> = line.split('\t').collect();
                let [name, text, folder, voice] = columns[..] else {
                    panic!("{language} {scheme}: {line}");
                };
                assert!(
                    sounds.join(folder).join(format!("{name}.wav")).is_file(),
                    "{language} {scheme}: {line}"
                );
                assert!(!text.is_empty() && !voice.is_empty(), "{line}");
                assert!(!names.contains(&name), "{language} {scheme}: {name}");
                names.push(name);
            }
            assert!(names.len() > 150, "{language} {scheme}: {listed}");
            if scheme == "fide" {
                assert!(
                    listed.lines().any(|l| l == "felix\tFelix\tfide\tde"),
                    "{language}: {listed}"
                );
            }
        }
    }
}

/// A game in line mode, two people at the keyboard, with `args`, `input`
/// typed: what was printed, and the moves and result of the game as saved
/// (its PGN's movetext).
fn played(args: &[&str], input: &str) -> (String, String) {
    let data = common::TempDir::new("languages-played");
    let mut command = annabella_command();
    command
        .env("XDG_DATA_HOME", data.path())
        .args(["play", "--line", "--voice", "text", "--black", "human"])
        .args(args);
    let output = run_typed(command, input);
    assert!(output.status.success(), "{}", stderr(&output));
    let games = data.path().join("annabella/games");
    let mut saved: Vec<_> = std::fs::read_dir(&games)
        .expect("a saved game")
        .flatten()
        .map(|entry| entry.path())
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let pgn = std::fs::read_to_string(saved.remove(0)).expect("the game");
    let movetext = pgn
        .lines()
        .filter(|line| !line.starts_with('[') && !line.trim().is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    (without_isolates(&stdout(&output)), movetext)
}

/// One session in each language, typed only in its words: four moves,
/// the last taken back and made again on the opponent's yes, the clock,
/// the white knights, the help and its page of the game, a draw offer
/// not made (no), resigning (yes), leaving. The words are lichess's
/// (translation/dest/site and nvui: tr Evet, Hayır, Hamleyi geri al,
/// Saat, Taşlar, Yardım, Berabere, Oyundan Çekil, Çıkış; fa بله، نه، پس
/// گرفتن حرکت، ساعت، مهره، راهنما، مساوی، تسلیم شوید، خروج; is Já, Nei,
/// Afturköllun, Klukka, Taflmenn, Hjálp, Jafntefli, Gefast upp), the
/// Persian Laws' (پیشنهاد تساوی) and the pieces' letters of lichess's
/// blind mode (tr A at, is R riddari); Persian ranks in Persian and
/// Arabic-Indic digits, a Persian ی typed in its Arabic form.
const SESSIONS: [(&str, &str); 4] = [
    (
        "en",
        "e4\ne5\nNf3\nNc6\ntakeback\nyes\nNc6\nclock\np white knights\nhelp\nhelp game\n\
         draw\nno\nresign\nyes\nquit\n",
    ),
    (
        "tr",
        "e4\ne5\nAf3\nAc6\ngeri al\nevet\nAc6\nsaat\ntaşlar beyaz atlar\nyardım\nyardım oyun\n\
         berabere\nhayır\nçekil\nevet\nçık\n",
    ),
    (
        "fa",
        "e۴\ne۵\nNf۳\nNc۶\nپس گرفتن\nبله\nNc٦\nساعت\nمهره\u{200C}ها سفید اسب\u{200C}ها\nراهنما\n\
         راهنما بازي\nتساوی\nنه\nتسلیم\nبله\nخروج\n",
    ),
    (
        "is",
        "e4\ne5\nRf3\nRc6\nafturköllun\njá\nRc6\nklukka\ntaflmenn hvítur riddarar\nhjálp\n\
         hjálp skák\njafntefli\nnei\ngefast upp\njá\nhætta\n",
    ),
];

/// English command words a player types, which the sessions in Turkish,
/// Persian and Icelandic never need: each of their lines names the
/// language's own.
const ENGLISH_COMMANDS: &[&str] = &[
    "yes", "no", "help", "draw", "resign", "takeback", "quit", "pieces", "clock", "cancel",
    "press", "accept", "decline",
];

#[test]
fn a_session_typed_in_each_languages_words_plays_the_english_game() {
    let (english, english_game) = played(&["--language", "en"], SESSIONS[0].1);
    assert_eq!(english_game, "1. e4 e5 2. Nf3 Nc6 0-1", "{english}");
    for (code, input) in &SESSIONS[1..] {
        let (out, game) = played(&["--language", code, "--scheme", "local"], input);
        assert_eq!(game, english_game, "{code}: {out}");
        assert_no_german_or_english(&out);
        let commands = strays(&out, ENGLISH_COMMANDS);
        assert!(commands.is_empty(), "{code}: {commands:?}\n{out}");
        // Each question was answered, and the game's page of the help was
        // shown with the language's words: four lines of the help name
        // the draw offer, the takeback, resigning and leaving.
        let words: Vec<&str> = input.lines().collect();
        for typed in [words[11], words[4], words[13], words[15]] {
            let typed = typed.replace('\u{200C}', "");
            assert!(
                out.lines().any(|line| line
                    .replace('\u{200C}', "")
                    .starts_with(&format!("{typed}:"))),
                "{code}: no help line for {typed}\n{out}"
            );
        }
    }
}

/// In two-board play a move is typed in the scheme's letters too:
/// Turkish Af3 is the knight's move (at), said and made on `bas` (the
/// Turkish Laws' "saatine basmak", 6.2), not a pawn refused.
#[test]
fn two_board_moves_are_read_in_the_languages_letters() {
    let (out, game) = played(
        &["--language", "tr", "--scheme", "local", "--two-board"],
        "e4\nbas\ne5\nbas\nAf3\nbas\nçık\n",
    );
    assert!(out.contains("at f üç"), "{out}");
    assert!(game.starts_with("1. e4 e5 2. Nf3"), "{game}\n{out}");
}
