//! The player's language and words that mean what they say: `--help` and
//! the command line's refusals in the scheme's language, German piece
//! letters and inflected words in `p`, answers a 40-cell braille display
//! can hold, questions that are never answered by accident.

mod common;

use common::pty::Screen;
use common::{annabella_command, run_typed, stderr, stdout};

/// Line mode on standard input, two people at the keyboard, with `args`;
/// games are saved in a folder of the test's own.
fn typed(args: &[&str], input: &str) -> String {
    let mut command = annabella_command();
    let data = std::env::temp_dir().join(format!("annabella-language-data-{}", std::process::id()));
    command
        .env("XDG_DATA_HOME", data)
        .args(["play", "--line", "--voice", "text", "--black", "human"])
        .args(args);
    let output = run_typed(command, input);
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

/// The lines printed after the line that is exactly `after`, up to the
/// line said on leaving.
fn after<'a>(out: &'a str, after: &str) -> Vec<&'a str> {
    out.lines()
        .skip_while(|l| *l != after)
        .skip(1)
        .take_while(|l| !l.starts_with("Gespeichert in ") && !l.starts_with("Noch kein Zug"))
        .collect()
}

/// Words only English uses, and words only German uses, compared whole
/// and in lower case.
const ENGLISH: &[&str] = &[
    "the",
    "is",
    "and",
    "to",
    "not",
    "of",
    "your",
    "type",
    "game",
    "move",
    "moves",
    "saved",
    "with",
    "for",
    "or",
    "there",
    "cannot",
    "be",
    "file",
    "folder",
    "this",
    "that",
    "here",
    "on",
    "after",
    "board",
    "player",
    "usage",
    "options",
    "error",
    "found",
    "unexpected",
    "argument",
    "white",
    "black",
    "by",
    "missing",
    "needs",
    "no",
    "such",
];
const GERMAN: &[&str] = &[
    "der", "die", "das", "ist", "und", "nicht", "kein", "keine", "partie", "zug", "mit", "für",
    "oder", "datei", "ordner", "nach", "wird", "ein", "eine", "auf", "zu", "weiß", "schwarz",
    "aufruf", "befehl", "fehlt",
];

/// The words of `text` that belong to the other language, option names
/// (`--line`) and their values left out.
fn foreign(text: &str, words: &[&str]) -> Vec<String> {
    text.split_whitespace()
        .filter(|w| !w.starts_with('-'))
        .flat_map(|w| w.split(|c: char| !c.is_alphanumeric() && c != 'ß'))
        .map(str::to_lowercase)
        .filter(|w| words.contains(&w.as_str()))
        .collect()
}

const COMMANDS: [&str; 13] = [
    "play",
    "resume",
    "review",
    "online",
    "adjudicate",
    "analyze",
    "clock",
    "announce",
    "convert",
    "export",
    "reconcile",
    "voices",
    "bench",
];

/// SPEC section 6: `--help` of every command in the scheme's language,
/// German by default, English with `--scheme english` or the config file;
/// `--line` named first for screen readers.
#[test]
fn help_of_every_command_in_the_players_language() {
    let help = |args: &[&str], config: Option<&str>| {
        let mut command = annabella_command();
        if let Some(scheme) = config {
            let home = std::env::temp_dir().join(format!(
                "annabella-language-{}-{scheme}",
                std::process::id()
            ));
            std::fs::create_dir_all(home.join("annabella")).expect("folder");
            std::fs::write(
                home.join("annabella/config.toml"),
                format!("scheme = \"{scheme}\"\n"),
            )
            .expect("config");
            command.env("XDG_CONFIG_HOME", &home);
        }
        let output = command.args(args).output().expect("runs");
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        stdout(&output)
    };
    let main = help(&["--help"], None);
    assert!(main.contains("Bildschirmleser: annabella --line"), "{main}");
    assert!(foreign(&main, ENGLISH).is_empty(), "{main}");
    for name in COMMANDS {
        let german = help(&[name, "--help"], None);
        let english = help(&[name, "--help", "--scheme", "english"], None);
        let configured = help(&[name, "-h"], Some("english"));
        assert!(
            german.starts_with(&format!("annabella {name}: ")),
            "{german}"
        );
        assert!(foreign(&german, ENGLISH).is_empty(), "{german}");
        assert!(foreign(&english, GERMAN).is_empty(), "{english}");
        assert_eq!(configured, english);
        if let Some(at) = german.find("--line") {
            assert!(!german[..at].contains("\n--"), "--line first: {german}");
        }
    }
    // Every help line fits a 40-cell braille display where it can: none is
    // longer than 50 characters.
    for line in main.lines() {
        assert!(line.chars().count() <= 50, "{line}");
    }
}

/// A mistake on the command line: one German line naming what was wrong
/// and where help is, exit code 2.
#[test]
fn the_command_line_refuses_in_german() {
    let output = annabella_command()
        .args(["play", "--wite", "engine"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    assert!(
        err.contains("--wite") && err.contains("annabella play --help"),
        "{err}"
    );
    assert!(foreign(&err, ENGLISH).is_empty(), "{err}");
    let output = annabella_command()
        .args(["adjudicate", "no-such-file.pgn"])
        .output()
        .expect("runs");
    assert_eq!(
        stderr(&output),
        "annabella: no-such-file.pgn geht nicht (nicht vorhanden).\n"
    );
    let output = annabella_command()
        .args(["export", "tests/data/rules-ends.pgn", "--to", "wav"])
        .output()
        .expect("runs");
    assert!(
        stderr(&output).contains("-o PARTIE.wav"),
        "{}",
        stderr(&output)
    );
    assert!(foreign(&stderr(&output), ENGLISH).is_empty());
}

/// `p B` under fide is Bauer (German B); `p Q` with no queen names the
/// queen; inflected German words name one side; a word that names nothing
/// is refused rather than ignored.
#[test]
fn piece_words_mean_what_a_german_player_means() {
    let out = typed(
        &["--fen", "4k3/8/8/8/8/8/4P3/R3K1N1 w - - 0 1"],
        "p B\np Q\np weiße Springer\np weiße\np x\n",
    );
    let lines = after(&out, "annabella: Zug eingeben, oder help.");
    assert_eq!(
        lines,
        [
            "Weiß: Bauer Eva zwei",
            "Weiß: Keine Dame",
            "Weiß: Springer Gustav eins",
            "Weiß: König Eva eins",
            "Weiß: Turm Anna eins",
            "Weiß: Springer Gustav eins",
            "Weiß: Bauer Eva zwei",
            "p nennt eine Seite oder Figurenart: p, p weiß, p Springer, p S, p s.",
        ],
        "{out}"
    );
}

/// `p` and `s` answer one piece kind or one group of squares a line, so
/// that a 40-cell display steps through them.
#[test]
fn piece_lists_and_scans_come_a_kind_or_a_group_a_line() {
    let out = typed(&[], "p schwarz\ns e\n");
    let lines = after(&out, "annabella: Zug eingeben, oder help.");
    assert_eq!(
        lines,
        [
            "Schwarz: König Eva acht",
            "Schwarz: Dame David acht",
            "Schwarz: Türme Anna acht, Hektor acht",
            "Schwarz: Läufer Cäsar acht, Felix acht",
            "Schwarz: Springer Bella acht, Gustav acht",
            "Schwarz: Bauern Anna sieben, Bella sieben, Cäsar sieben, David sieben, Eva sieben, Felix sieben, Gustav sieben, Hektor sieben",
            "Eva eins, weißer König",
            "Eva zwei, weißer Bauer",
            "Eva drei, Eva vier, Eva fünf, Eva sechs: leer",
            "Eva sieben, schwarzer Bauer",
            "Eva acht, schwarzer König",
        ],
        "{out}"
    );
}

/// `legal e7` at White's turn names the pawn's moves for when it is
/// Black's turn; `a c4` on an empty square names each side's pieces that
/// reach it by side (nobody owns an empty square).
#[test]
fn legal_and_attackers_name_what_the_board_holds() {
    let out = typed(&[], "e4\nd5\nNf3\nlegal e7\na c4\n");
    assert!(
        out.contains("\nBauer Eva sieben: Eva fünf, Eva sechs\n"),
        "{out}"
    );
    assert!(
        out.contains("\nCäsar vier, leer: Weiß: Läufer Felix eins; Schwarz: Bauer David fünf\n"),
        "{out}"
    );
}

/// yes and no with nothing asked say so; a question passed by with another
/// command is said to be dropped; `abbrechen`, the verb of the abort
/// question, aborts a game hardly begun.
#[test]
fn questions_are_answered_only_when_asked() {
    let out = typed(&[], "ja\nnein\nn\nresign\nc\n");
    assert_eq!(
        out.matches("Gerade ist nichts gefragt; ja und nein beantworten eine Frage.")
            .count(),
        3,
        "{out}"
    );
    assert!(
        out.contains("Aufgeben? ja gibt auf, alles andere spielt weiter.\nDie offene Frage ist verworfen.\nZug 1\n"),
        "{out}"
    );
    let save = std::env::temp_dir().join(format!("annabella-language-{}.pgn", std::process::id()));
    let out = typed(
        &["--save", save.to_str().expect("path")],
        "abbrechen\nabbrechen\n",
    );
    assert!(out.contains("Partie abgebrochen"), "{out}");
    assert!(!save.exists());
}

/// `opponent` in review names the players of the scoresheet.
#[test]
fn opponent_in_review_names_the_scoresheets_players() {
    let mut command = annabella_command();
    command.args([
        "review",
        "tests/data/nepomniachtchi-liren-game1.pgn",
        "--line",
        "--voice",
        "text",
    ]);
    let output = run_typed(command, "o\nq\n");
    assert!(
        stdout(&output).contains("Weiß: Nepomniachtchi, Ian; Schwarz: Liren, Ding."),
        "{}",
        stdout(&output)
    );
}

/// `quit` says where the game is kept and how to go on; `resume` says the
/// last move, who is to move and the clocks (5+3: 5:00 and 3 s after each
/// move, article 6.2 and appendix on increments; no time passes on the
/// practice clock); a game left before its first move leaves no file.
#[test]
fn leaving_and_coming_back_say_where_the_game_stands() {
    let save = std::env::temp_dir().join(format!(
        "annabella-language-resume-{}.pgn",
        std::process::id()
    ));
    let file = save.to_str().expect("path");
    let out = typed(
        &["--time", "5+3", "--fake-time", "--save", file],
        "e4\ne5\nquit\n",
    );
    assert!(
        out.ends_with(&format!(
            "Bauer Eva fünf\nGespeichert in {file}; weiter mit: annabella resume {file}\n"
        )),
        "{out}"
    );
    let mut command = annabella_command();
    command.args(["resume", file, "--line", "--voice", "text", "--fake-time"]);
    let output = run_typed(command, "quit\n");
    let out = stdout(&output);
    assert!(
        out.contains(
            "\nZug 1, Schwarz: Bauer Eva fünf\nWeiß am Zug\nWeiß 5:03; Schwarz 5:03; Zug 2\n"
        ),
        "{out}"
    );
    std::fs::remove_file(&save).expect("kept");
    let out = typed(&["--save", file], "quit\n");
    assert!(
        out.ends_with("Noch kein Zug gespielt: keine Datei aufgehoben.\n"),
        "{out}"
    );
    assert!(!save.exists());
}

/// SPEC section 6: a plain `annabella` at a terminal where a screen reader
/// runs (Orca, in a process table of the test's own) starts in line mode
/// and says so; with none, the board fills the terminal.
#[test]
fn a_running_screen_reader_chooses_line_mode() {
    let root = std::env::temp_dir().join(format!("annabella-language-proc-{}", std::process::id()));
    let with_orca = root.join("with");
    let without = root.join("without");
    std::fs::create_dir_all(with_orca.join("4242")).expect("table");
    std::fs::create_dir_all(without.join("4243")).expect("table");
    std::fs::write(with_orca.join("4242/comm"), "orca\n").expect("comm");
    std::fs::write(
        with_orca.join("4242/cmdline"),
        "/usr/bin/python3\0/usr/bin/orca\0",
    )
    .expect("cmdline");
    std::fs::write(without.join("4243/comm"), "bash\n").expect("comm");
    let data = root.join("data");
    let data = data.to_str().expect("path");
    let args = ["--voice", "text", "--black", "human"];
    let table = with_orca.to_str().expect("path");
    let screen = Screen::start_with(
        &args,
        &[("ANNABELLA_PROC", table), ("XDG_DATA_HOME", data)],
        24,
        80,
    );
    screen.wait_for("Bildschirmleser erkannt: Zeilenmodus.");
    screen.wait_for("Zug eingeben, oder help.");
    assert!(!screen.modes().0, "no board: {}", screen.contents());
    let mut screen = screen;
    screen.keys("quit\r");
    screen.wait_for("Noch kein Zug gespielt: keine Datei aufgehoben.");
    let table = without.to_str().expect("path");
    let screen = Screen::start_with(
        &args,
        &[("ANNABELLA_PROC", table), ("XDG_DATA_HOME", data)],
        24,
        80,
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !screen.modes().0 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(screen.modes().0, "the board: {}", screen.contents());
    assert!(!screen.contents().contains("Bildschirmleser erkannt"));
    screen.quit();
}
