//! The player's language and words that mean what they say: `--help` and
//! the command line's refusals in the scheme's language, German piece
//! letters and inflected words in `p`, answers a 40-cell braille display
//! can hold, questions that are never answered by accident.
#![cfg(unix)]

mod common;

use common::{annabella_command, run_typed, stderr, stdout};

/// `command` finds no sound server: a private runtime folder without a
/// PulseAudio socket, and a server address that leads nowhere. Sound
/// devices are found as on a machine without a sound card.
fn without_sound_server(command: &mut std::process::Command) {
    let runtime =
        std::env::temp_dir().join(format!("annabella-language-nosound-{}", std::process::id()));
    std::fs::create_dir_all(&runtime).expect("folder");
    command.env("XDG_RUNTIME_DIR", &runtime).env(
        "PULSE_SERVER",
        format!("unix:{}", runtime.join("none").display()),
    );
}

/// Line mode on standard input, two people at the keyboard, with `args`;
/// games are saved in a folder of the test's own.
fn typed(args: &[&str], input: &str) -> String {
    let mut command = annabella_command();
    let data = common::TempDir::new("language-data");
    command
        .env("XDG_DATA_HOME", data.path())
        .args(["play", "--line", "--voice", "text", "--black", "human"])
        .args(args);
    let output = run_typed(command, input);
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

/// The lines printed after the line that is exactly `after` and the two
/// that say where the game is saved (a sentence, then the path), up to the
/// lines said on leaving.
fn after<'a>(out: &'a str, after: &str) -> Vec<&'a str> {
    out.lines()
        .skip_while(|l| *l != after)
        .skip(1)
        .skip_while(|l| l.starts_with("Gespeichert wird nach jedem Zug in:"))
        .skip(1)
        .take_while(|l| !l.starts_with("Gespeichert in:") && !l.starts_with("Noch kein Zug"))
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
    "it",
    "are",
    "has",
    "have",
    "you",
    "at",
    "from",
    "will",
    "only",
    "one",
    "any",
    "all",
    "its",
    "which",
    "when",
    "what",
    "wins",
    "takes",
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "king",
    "check",
    "checkmate",
    "sound",
    "voice",
    "recordings",
    "built",
    "output",
    "level",
    "using",
    "clocks",
    "position",
    "dead",
    "result",
    "ongoing",
    "judged",
    "ply",
    "line",
    "lines",
];
const GERMAN: &[&str] = &[
    "der",
    "die",
    "das",
    "ist",
    "und",
    "nicht",
    "kein",
    "keine",
    "partie",
    "zug",
    "mit",
    "für",
    "oder",
    "datei",
    "ordner",
    "nach",
    "wird",
    "ein",
    "eine",
    "auf",
    "zu",
    "weiß",
    "schwarz",
    "aufruf",
    "befehl",
    "fehlt",
    "bauer",
    "springer",
    "läufer",
    "turm",
    "dame",
    "könig",
    "schlägt",
    "schach",
    "schachmatt",
    "gespeichert",
    "zeile",
    "stellung",
    "ergebnis",
    "halbzug",
    "stimme",
    "ton",
    "aufnahmen",
    "gewinnt",
    "durch",
    "uhr",
    "leer",
];

/// The words of `text` that belong to the other language, option names
/// (`--line`) and their values left out.
fn foreign(text: &str, words: &[&str]) -> Vec<String> {
    // The languages' codes (`is`) are no words of a language.
    let text = text.replace(&annabella::notation::Language::codes(), "");
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
            german.starts_with(&format!("annabella {name}:")),
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
    // The path on a line of its own.
    assert_eq!(
        stderr(&output),
        "annabella:\nno-such-file.pgn\ngeht nicht (nicht vorhanden).\n"
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
            "p nennt eine Seite oder Figurenart:",
            "p, p weiß, p Springer, p S, p s.",
        ],
        "{out}"
    );
}

/// `p` and `s` answer one piece kind or one group of squares a line, so
/// that a 40-cell display steps through them; a kind or a group longer
/// than 40 cells goes on over the next lines, each ending in its comma.
#[test]
fn piece_lists_and_scans_come_a_kind_or_a_group_a_line() {
    let out = typed(&[], "p schwarz\ns e\ns 3\np\n");
    let printed = after(&out, "annabella: Zug eingeben, oder help.");
    for line in &printed {
        assert!(line.chars().count() <= 40, "{line}");
    }
    // A line ending in a comma goes on in the next.
    let mut lines: Vec<String> = Vec::new();
    let mut going_on = false;
    for line in printed {
        match lines.last_mut() {
            Some(last) if going_on => {
                last.push(' ');
                last.push_str(line);
            }
            _ => lines.push(line.to_owned()),
        }
        going_on = line.ends_with(',');
    }
    assert_eq!(
        lines[..11],
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
    assert_eq!(
        lines[11],
        "Anna drei, Bella drei, Cäsar drei, David drei, Eva drei, Felix drei, Gustav drei, Hektor drei: leer"
    );
    assert_eq!(
        lines[17],
        "Weiß: Bauern Anna zwei, Bella zwei, Cäsar zwei, David zwei, Eva zwei, Felix zwei, Gustav zwei, Hektor zwei"
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
        common::as_read(&out)
            .contains(" Cäsar vier, leer: Weiß: Läufer Felix eins; Schwarz: Bauer David fünf "),
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
        common::as_read(&out)
            .matches("Gerade ist nichts gefragt; ja und nein beantworten eine Frage.")
            .count(),
        3,
        "{out}"
    );
    assert!(
        common::as_read(&out).contains("Aufgeben? ja gibt auf, alles andere spielt weiter. Die offene Frage ist verworfen. Zug 1 "),
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
        common::as_read(&stdout(&output))
            .contains("Weiß: Nepomniachtchi, Ian; Schwarz: Liren, Ding."),
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
            "Bauer Eva fünf\nGespeichert in:\n{file}\nWeiter mit: annabella resume DATEI\n"
        )),
        "{out}"
    );
    let mut command = annabella_command();
    command.args(["resume", file, "--line", "--voice", "text", "--fake-time"]);
    let output = run_typed(command, "quit\n");
    let out = stdout(&output);
    assert!(
        out.starts_with(
            "Weiß und Schwarz an einer Tastatur.\nWeiß am Zug.\nZug 1, Schwarz: Bauer Eva fünf\nWeiß 5:03; Schwarz 5:03; Zug 2\n"
        ),
        "{out}"
    );
    std::fs::remove_file(&save).expect("kept");
    let out = typed(&["--save", file], "quit\n");
    assert!(
        out.ends_with("Noch kein Zug gespielt:\nkeine Datei aufgehoben.\n"),
        "{out}"
    );
    assert!(!save.exists());
}

/// An incorrect claim in a game with no clock gives no time: there is no
/// clock to add it to (the two minutes of article 9.5.3 go on a clock).
#[test]
fn an_untimed_game_gives_no_minutes_for_an_incorrect_claim() {
    let out = typed(&[], "e4\nclaim fifty\n");
    assert!(
        common::as_read(&out).contains(" Reklamation unberechtigt; die Partie geht weiter. "),
        "{out}"
    );
    assert!(!out.contains("2:00"), "{out}");
}

/// Review: `goto` alone names the game's range (Nepomniachtchi–Ding, game
/// 1, has 49 moves); `end` of a mated game says the mate once.
#[test]
fn review_says_its_range_and_an_end_once() {
    let review = |file: &str, extra: &[&str], input: &str| {
        let mut command = annabella_command();
        command
            .args(["review", file, "--line", "--voice", "text"])
            .args(extra);
        stdout(&run_typed(command, input))
    };
    let out = review("tests/data/nepomniachtchi-liren-game1.pgn", &[], "goto\n");
    assert!(
        common::as_read(&out).contains("goto braucht eine Zugnummer von 1 bis 49."),
        "{out}"
    );
    let out = review("tests/data/rules-ends.pgn", &["--game", "2"], "end\n");
    assert_eq!(
        out.matches("Schwarz gewinnt durch Schachmatt").count(),
        1,
        "{out}"
    );
}

/// A premove is a move in some notation or nothing (`xyz`, `cloc`); a
/// second one replaces the first and says so.
#[test]
fn a_premove_is_a_move_and_a_second_one_says_it_replaces_the_first() {
    let engine = std::env::temp_dir().join(format!(
        "annabella-language-engine-{}.sh",
        std::process::id()
    ));
    std::fs::write(
        &engine,
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name slow'; echo uciok;;\n    isready) echo readyok;;\n    go*) sleep 3; echo 'bestmove e7e5';;\n    quit) exit 0;;\n  esac\ndone\n",
    )
    .expect("engine");
    let mut permissions = std::fs::metadata(&engine).expect("engine").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&engine, permissions).expect("executable");
    let mut command = annabella_command();
    let data = common::TempDir::new("language-data");
    command
        .env("XDG_DATA_HOME", data.path())
        .args(["play", "--line", "--voice", "text", "--black"])
        .arg(format!("engine={}", engine.display()));
    let mut talk = common::Talk::start(command);
    talk.say("e4");
    talk.wait_for("Bauer Eva vier");
    talk.say("xyz");
    talk.wait_for("'xyz' nicht verstanden");
    talk.say("cloc");
    talk.wait_for("'cloc' nicht verstanden");
    talk.say("Sf3");
    talk.wait_for("Vorauszug: Springer Felix drei; cancel verwirft ihn.");
    talk.say("Sc3");
    talk.wait_for("Der Vorauszug ist ersetzt durch Springer Cäsar drei; cancel verwirft ihn.");
    talk.wait_for("Schwarz: Bauer Eva fünf");
    // The premove played is the second one.
    assert_eq!(talk.wait_for("Springer"), "Springer Cäsar drei");
    talk.finish();
}

/// A low-time warning says the time it crossed, not a second less: with
/// 1:00 and a warning at 58 s, "Weiß 0:58".
#[test]
fn a_low_time_warning_is_not_a_second_late() {
    let mut command = annabella_command();
    let data = common::TempDir::new("language-data");
    command.env("XDG_DATA_HOME", data.path()).args([
        "play",
        "--line",
        "--voice",
        "text",
        "--black",
        "human",
        "--time",
        "1",
        "--warnings",
        "58",
    ]);
    let mut talk = common::Talk::start(command);
    // The clock starts with the first line typed.
    talk.wait_for("Zug eingeben");
    talk.say("");
    talk.wait_for("Weiß 0:58");
    let (_, out, _) = talk.finish();
    assert!(!out.contains("Weiß 0:57"), "{out}");
}

/// Words of the other language in `text`: command words (both languages'
/// are input), option names, paths, FEN, SAN and JSON left out.
fn strays(text: &str, words: &[&str]) -> Vec<String> {
    let text = text.replace(&annabella::notation::Language::codes(), "");
    text.lines()
        .filter(|line| !line.starts_with('{') && !line.starts_with("FEN "))
        .flat_map(|line| line.split_whitespace())
        .filter(|w| !w.starts_with('-') && !w.contains('/'))
        .flat_map(|w| w.split(|c: char| !c.is_alphanumeric() && c != 'ß'))
        .map(str::to_lowercase)
        .filter(|w| !annabella::play::command::WORDS.contains(&w.as_str()))
        .filter(|w| words.contains(&w.as_str()))
        .collect()
}

/// Everything one player sees in a whole session in one language: play
/// through every command and refusal, two-board play, review, resume, and
/// every tool command with its `--help`; stdout and stderr together.
fn whole_session(scheme: &str, yes: &str, no: &str) -> String {
    let root = std::env::temp_dir().join(format!(
        "annabella-language-session-{}-{scheme}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("folder");
    let game = root.join("game.pgn");
    let other = root.join("other.pgn");
    let game_path = game.to_str().expect("path");
    // The player's config file names the scheme, as for every command
    // without --scheme.
    let config = root.join("config");
    std::fs::create_dir_all(config.join("annabella")).expect("folder");
    std::fs::write(
        config.join("annabella/config.toml"),
        format!("scheme = \"{scheme}\"\n"),
    )
    .expect("config");
    // A folder with no config file: there `--scheme` alone names the
    // language.
    let no_config = root.join("no-config");
    std::fs::create_dir_all(&no_config).expect("folder");
    let mut seen = String::new();
    let mut run = |args: &[&str], input: &str| {
        let mut command = annabella_command();
        let alone = matches!(args.first(), Some(&"plya" | &"--help"));
        // Sound devices are named as the system calls them ("Null Output"):
        // the session meets none, and so reads only annabella's own words.
        without_sound_server(&mut command);
        command
            .env("XDG_DATA_HOME", &root)
            .env("XDG_CONFIG_HOME", if alone { &no_config } else { &config })
            .args(args);
        let output = run_typed(command, input);
        seen.push_str(&stdout(&output));
        seen.push_str(&stderr(&output));
    };
    let play = [
        "play", "--line", "--voice", "text", "--black", "human", "--scheme", scheme,
    ];
    let commands = format!(
        "help\ne4\nd5\nd5\n{no}\nd5\n{yes}\nc\ntime\nl\nm\nback\nnext\nb\nturn\nfen\no\n\
         p\np w\np N\np x\ns e\ns 9\nlegal g1\nlegal\na e4\nsquare e4\nboard\nflip\nflip\nr\n\
         draw\n{no}\nclaim fifty\n{no}\ntakeback\n{no}\nresign\n{no}\nabort\nxyz\nNe5\n\
         wait 5\ncancel\npress\nillegal\ntouched e2\n{yes}\n{no}\nchat hi\nclaim win\n\
         engine\nquit\n"
    );
    run(&[&play[..], &["--save", game_path]].concat(), &commands);
    run(
        &[
            &play[..],
            &["--time", "5+3", "--fake-time", "--save"],
            &[other.to_str().expect("path")],
        ]
        .concat(),
        "e4\nwait 10\nc\nd5\nexd5\nquit\n",
    );
    run(
        &[
            &play[..],
            &["--two-board", "--time", "15+10", "--fake-time"],
        ]
        .concat(),
        "help\ne4\npress\ne5\npress\nillegal\nd5\nclock\ncancel\nquit\nquit\n",
    );
    run(&play, "quit\n");
    run(
        &[
            "review", game_path, "--line", "--voice", "text", "--scheme", scheme,
        ],
        "help\nn\nb\nfirst\nend\ngoto\ngoto 1\ngoto 99\nc\no\ne4\nq\n",
    );
    run(
        &[
            "resume", game_path, "--line", "--voice", "text", "--scheme", scheme,
        ],
        "l\nturn\nhelp\nquit\n",
    );
    let tools: Vec<Vec<&str>> = vec![
        vec!["export", game_path, "--to", "txt"],
        vec!["export", game_path, "--to", "brf"],
        vec!["export", game_path, "--to", "braille"],
        vec!["export", game_path, "--to", "wav"],
        vec!["export", "x9.pgn", "--to", "txt"],
        vec!["export", game_path, "--to", "txt", "--game", "7"],
        vec!["announce", "tests/data/rules-ends.pgn"],
        vec!["adjudicate", "tests/data/rules-ends.pgn"],
        vec!["adjudicate", "tests/data/broken.pgn"],
        vec!["convert", "--to", "san", "e4", "Springer Felix sechs"],
        vec!["convert", "--to", "san", "e4", "xyz"],
        vec!["clock", "--time", "5+3"],
        vec!["clock", "--time", "1", "--took", "30,10,31"],
        vec!["clock", "--time", "5+3", "--took", "6,x"],
        vec!["clock", "--time", "none", "--took", "6"],
        vec!["analyze", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"],
        vec!["analyze", "--fen", "8/8/8/8 w - - 0 1"],
        vec!["reconcile", game_path, other.to_str().expect("path")],
        vec!["voices", "--voice", "text"],
        vec!["play", "--level", "25"],
        vec!["play", "--white", "nobody"],
        vec!["plya"],
        vec!["--help"],
    ];
    for mut args in tools {
        if args[0] == "plya" || args[0] == "--help" {
            // A mistyped command and the main help, with no config file:
            // `--scheme` after them is enough.
            args.extend(["--scheme", scheme]);
        } else {
            args.splice(1..1, ["--scheme", scheme]);
        }
        run(&args, "");
    }
    for command in [
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
    ] {
        run(&[command, "--help", "--scheme", scheme], "");
    }
    seen
}

/// A whole German session finds no English
/// word outside command names and JSON, and a whole English one no German.
#[test]
fn a_whole_session_speaks_one_language() {
    let german = whole_session("fide", "ja", "nein");
    if std::env::var_os("LANGUAGE_DUMP").is_some() {
        std::fs::write("/tmp/lang-german.txt", &german).expect("dump");
    }
    assert!(
        german.contains("Meinst du Bauer Eva schlägt David fünf?"),
        "{german}"
    );
    let found = strays(&german, ENGLISH);
    assert!(found.is_empty(), "English in German: {found:?}\n{german}");
    let english = whole_session("english", "yes", "no");
    if std::env::var_os("LANGUAGE_DUMP").is_some() {
        std::fs::write("/tmp/lang-english.txt", &english).expect("dump");
    }
    assert!(
        english.contains("Did you mean Pawn Eva takes David five?"),
        "{english}"
    );
    let found = strays(&english, GERMAN);
    assert!(found.is_empty(), "German in English: {found:?}\n{english}");
}

/// `hint` holds no other command: with an engine that takes three seconds,
/// `c` typed after `hint` is answered first, then the hint comes.
#[test]
fn a_hint_holds_no_other_command() {
    let engine =
        std::env::temp_dir().join(format!("annabella-language-hint-{}.sh", std::process::id()));
    std::fs::write(
        &engine,
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name slow'; echo uciok;;\n    isready) echo readyok;;\n    go*) sleep 3; echo 'bestmove d2d4';;\n    quit) exit 0;;\n  esac\ndone\n",
    )
    .expect("engine");
    let mut permissions = std::fs::metadata(&engine).expect("engine").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&engine, permissions).expect("executable");
    let data = common::TempDir::new("language-data");
    let mut command = annabella_command();
    command
        .env("XDG_DATA_HOME", data.path())
        .args([
            "play", "--line", "--voice", "text", "--black", "human", "--engine",
        ])
        .arg(&engine);
    let mut talk = common::Talk::start(command);
    talk.say("hint");
    talk.say("c");
    assert_eq!(talk.wait_for_any(&["Zug 1", "Vorschlag"]), "Zug 1");
    talk.wait_for("Vorschlag: Bauer David vier");
    talk.finish();
}

/// `--notation san` (or `notation = "san"` in the config file) prints moves
/// and squares as SAN with the scheme's piece letters (S for Springer, as
/// German scoresheets write it); what is said stays in words.
#[test]
fn san_notation_prints_moves_short() {
    let out = typed(
        &["--notation", "san"],
        "e4\nd5\nd5\nja\nl\np weiß Springer\n",
    );
    let lines = after(&out, "annabella: Zug eingeben, oder help.");
    assert_eq!(
        lines,
        [
            "e4",
            "d5",
            "Meinst du exd5? ja oder nein",
            "exd5",
            "Zug 2, Weiß: exd5, schwarzer Bauer",
            "Weiß: Springer b1, g1",
        ],
        "{out}"
    );
    let output = annabella_command()
        .args(["play", "--line", "--notation", "sn"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        "annabella:\n--notation: „sn“ ist keine Schreibweise:\nwords (Worte) oder san (Sf3).\n"
    );
}

/// With no sound card (as `voices` finds it), the start says so in German,
/// by kind, not as the sound system's English ("ALSA: no sound card").
#[test]
fn no_sound_card_is_said_by_kind() {
    let mut voices = annabella_command();
    without_sound_server(&mut voices);
    let voices = voices
        .args(["voices", "--voice", "text"])
        .output()
        .expect("runs");
    let found = stdout(&voices);
    if !found.contains("Tonsystem ALSA: keine Soundkarte.") || found.contains("Tonsystem Jack") {
        // A machine with sound: nothing to say about a missing card.
        return;
    }
    let mut command = annabella_command();
    without_sound_server(&mut command);
    let data = common::TempDir::new("language-data");
    command
        .env("XDG_DATA_HOME", data.path())
        .args(["play", "--line", "--voice", "clips", "--black", "human"]);
    let out = stdout(&run_typed(command, "quit\n"));
    assert!(
        common::as_read(&out)
            .contains(" Kein Ton (keine Soundkarte gefunden); Ansagen nur als Text. "),
        "{out}"
    );
    assert!(!out.contains("ALSA"), "{out}");
}

/// The placeholders of `--help` (what follows an option, and the words
/// of a usage line) in upper case: `--rating-range LOW-HIGH` gives
/// `LOW-HIGH`. Isolation marks are no part of them.
fn placeholders(help: &str) -> Vec<String> {
    let text: String = help
        .chars()
        .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
        .collect();
    let mut found = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        for (at, word) in words.iter().enumerate() {
            let after_option =
                at > 0 && words[at - 1].starts_with("--") && !words[at - 1].ends_with(':');
            let usage = line.contains("annabella ") && !word.starts_with("--");
            let word = word.trim_end_matches([':', '،', ',']);
            let upper = word.chars().any(|c| c.is_ascii_uppercase())
                && !word.chars().any(|c| c.is_lowercase());
            if (after_option || usage) && upper {
                found.push(word.to_owned());
            }
        }
    }
    found
}

/// `--help` names what an option takes in the player's language: in
/// Turkish, Persian and Icelandic no placeholder of the English help
/// (LOW-HIGH, MIN+SEC, FILE, TC …) is left, but the names every language
/// writes alike (N, FEN, and outside Persian's script ID and URL).
#[test]
fn option_placeholders_are_in_the_players_language() {
    let help = |language: &str, name: &str| {
        let output = annabella_command()
            .args(["--language", language, name, "--help"])
            .output()
            .expect("runs");
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    };
    for name in COMMANDS {
        let english: Vec<String> = placeholders(&help("en", name))
            .into_iter()
            .filter(|word| !["N", "[N]", "FEN", "JSON"].contains(&word.as_str()))
            .collect();
        for language in ["tr", "fa", "is"] {
            let same_everywhere: &[&str] = if language == "fa" {
                &[]
            } else {
                &["ID", "URL"]
            };
            let text = help(language, name);
            let left: Vec<String> = placeholders(&text)
                .into_iter()
                .filter(|word| english.contains(word) && !same_everywhere.contains(&word.as_str()))
                .collect();
            assert!(left.is_empty(), "{language} {name}: {left:?}\n{text}");
        }
    }
    let persian = help("fa", "online");
    assert!(!persian.contains("LOW-HIGH"), "{persian}");
}
