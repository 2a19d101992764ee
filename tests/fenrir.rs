//! annabella played under a real screen reader: fenrir (Debian's package)
//! in its pseudo-terminal mode runs annabella and speaks the screen through
//! speech-dispatcher, both of the test's own, speech-dispatcher's log at
//! level 5. From the log: every announcement is spoken once, and nothing
//! the reader says is cut off by annabella (SPEC section 6, "Under a
//! screen reader").
//!
//! fenrir names its process "fenrir" (setproctitle, or prctl); here it is
//! started by a script of the test's own that runs fenrir's code with the
//! name left alone, so that no other test on the machine sees a process
//! named fenrir. annabella finds it all the same: the script is called
//! `fenrir`, and it is annabella's parent.
#![cfg(unix)]

mod common;

use std::time::{Duration, Instant};

use common::TempDir;
use common::pty::Screen;
use common::speech::{Sound, Speech, available, not_checked};

/// fenrir's own script, run with its process name left alone.
const FENRIR: &str = "\
from fenrirscreenreader.core import fenrirManager
fenrirManager.fenrirManager.setProcessName = lambda self, name='fenrir': False
app = fenrirManager.fenrirManager()
app.proceed()
";

/// fenrir running annabella, with the servers it speaks through.
struct Fenrir {
    screen: Screen,
    speech: Speech,
    _sound: Sound,
    _folders: [TempDir; 2],
}

/// fenrir in its pseudo-terminal mode (`-e`) at 80x24, speaking through a
/// speech-dispatcher of the test's own, running `annabella args` (words
/// split by spaces). None where fenrir, speech-dispatcher or PulseAudio
/// is missing (NOT CHECKED outside CI).
fn under_fenrir(label: &str, args: &str) -> Option<Fenrir> {
    let needed = [
        "pulseaudio",
        "pactl",
        "speech-dispatcher",
        "fenrir",
        "/usr/bin/python3",
    ];
    if !available(&needed) {
        return None;
    }
    let python = std::process::Command::new("/usr/bin/python3")
        .args(["-c", "import speechd, pyte, fenrirscreenreader"])
        .status();
    if !python.is_ok_and(|s| s.success()) {
        not_checked("python3-speechd, python3-pyte or fenrir's modules are missing");
        return None;
    }
    let sound = Sound::start(&format!("{label}-sound")).expect("PulseAudio");
    let speech = Speech::start(&sound, &format!("{label}-speech")).expect("speech-dispatcher");
    let script = TempDir::new(&format!("{label}-fenrir"));
    std::fs::write(script.join("fenrir"), FENRIR).expect("script");
    let data = TempDir::new(&format!("{label}-data"));
    let shell = format!("{} {args}", env!("CARGO_BIN_EXE_annabella"));
    let options = format!(
        "speech#driver=speechdDriver;speech#rate=1.0;sound#enabled=False;\
         remote#driver=dummyDriver;general#debugLevel=0;general#shell={shell}"
    );
    let script_path = script.join("fenrir").display().to_string();
    let args = [
        "-X",
        "utf8",
        script_path.as_str(),
        "-e",
        "-s",
        "/etc/fenrirscreenreader/settings/settings.conf",
        "-o",
        options.as_str(),
    ];
    let mut env: Vec<(String, String)> = sound.env();
    env.extend([
        ("SPEECHD_ADDRESS".into(), speech.address()),
        ("XDG_DATA_HOME".into(), data.path().display().to_string()),
        ("PATH".into(), "/usr/games:/usr/bin:/bin".into()),
        // annabella looks at the machine's own process table.
        ("ANNABELLA_PROC".into(), String::new()),
    ]);
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let screen = Screen::start_program("/usr/bin/python3", &args, &env, 24, 80);
    Some(Fenrir {
        screen,
        speech,
        _sound: sound,
        _folders: [script, data],
    })
}

/// What speech-dispatcher's log says: each message queued (its client,
/// priority and text) and each time speech was stopped by anything but
/// its own client's `CANCEL` or `STOP`.
#[derive(Debug, Default)]
struct Heard {
    said: Vec<(String, u8, String)>,
    /// The language each message of `said` was queued in (SSIP's `SET
    /// SELF LANGUAGE` of its connection before it), "" where none was set.
    languages: Vec<String>,
    cut_off: Vec<String>,
}

impl Heard {
    fn from(log: &str) -> Heard {
        let mut heard = Heard::default();
        let mut clients: std::collections::HashMap<String, String> = Default::default();
        let mut speaking: std::collections::HashSet<String> = Default::default();
        let mut languages: std::collections::HashMap<String, String> = Default::default();
        // The command being handled: its client (by connection) and words.
        let mut last = (String::new(), String::new());
        for line in log.lines() {
            if let Some((before, data)) = line.split_once(":DATA:|") {
                let fd = before
                    .rsplit(|c: char| !c.is_ascii_digit())
                    .next()
                    .unwrap_or_default()
                    .to_owned();
                let upper = data.to_ascii_uppercase();
                if let Some(name) = upper
                    .starts_with("SET SELF CLIENT_NAME ")
                    .then(|| data["SET SELF CLIENT_NAME ".len()..].trim())
                {
                    clients.insert(fd.clone(), name.to_owned());
                }
                if let Some(language) = upper
                    .starts_with("SET SELF LANGUAGE ")
                    .then(|| data["SET SELF LANGUAGE ".len()..].trim())
                {
                    languages.insert(fd.clone(), language.to_owned());
                }
                // A message's text, up to its ".": then it is queued.
                if speaking.contains(&fd) {
                    if data == "." {
                        speaking.remove(&fd);
                        last = (fd, "SPEAK".into());
                    }
                    continue;
                }
                if upper == "SPEAK" {
                    speaking.insert(fd.clone());
                }
                last = (fd, upper);
                continue;
            }
            let client = || {
                clients
                    .get(&last.0)
                    .cloned()
                    .unwrap_or_else(|| last.0.clone())
            };
            if let Some(rest) = line.split_once("Queueing message |").map(|(_, r)| r)
                && let Some((text, priority)) = rest.rsplit_once("| with priority ")
            {
                let priority = priority.trim().parse().unwrap_or(0);
                heard.said.push((client(), priority, text.to_owned()));
                let language = languages.get(&last.0).cloned().unwrap_or_default();
                heard.languages.push(language);
            }
            let stopped = line.ends_with("Module stop!")
                || line.ends_with("stopping speak_queue")
                || line.ends_with("stop speak_queue directly");
            let own = last.1.starts_with("CANCEL") || last.1.starts_with("STOP");
            if stopped && !own {
                heard
                    .cut_off
                    .push(format!("{}: {} ({line})", client(), last.1));
            }
        }
        heard
    }

    /// What clients whose name holds `who` said, in order.
    fn by(&self, who: &str) -> Vec<&str> {
        self.said
            .iter()
            .filter(|(client, ..)| client.to_lowercase().contains(who))
            .map(|(_, _, text)| text.as_str())
            .collect()
    }

    /// How often clients whose name holds `who` said `words`.
    fn times(&self, who: &str, words: &str) -> usize {
        self.by(who).iter().map(|t| t.matches(words).count()).sum()
    }

    /// How often clients whose name holds `who` said `line` as a line of
    /// its own (fenrir reads the lines of the screen that came with a
    /// pause between them, written "  , " in its messages).
    fn lines(&self, who: &str, line: &str) -> usize {
        self.by(who)
            .iter()
            .flat_map(|t| t.split("  , "))
            .filter(|said| said.trim() == line)
            .count()
    }
}

impl Fenrir {
    /// What speech-dispatcher's log says now.
    fn heard(&self) -> Heard {
        Heard::from(&self.speech.log())
    }

    /// Waits until `done` holds for what was heard, and then until
    /// speech-dispatcher has had nothing new to log for a second and a
    /// half: what was queued has been said (a long answer takes fenrir
    /// most of a minute).
    fn until(&self, what: &str, done: impl Fn(&Heard) -> bool) -> Heard {
        let deadline = Instant::now() + Duration::from_secs(120);
        loop {
            let heard = self.heard();
            if done(&heard) {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "never heard {what}; {:?}\n{}",
                heard,
                self.screen.contents()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        let mut length = 0;
        let mut since = Instant::now();
        while since.elapsed() < Duration::from_millis(1500) {
            let now = std::fs::metadata(self.speech.log_path()).map_or(0, |m| m.len());
            if now != length {
                length = now;
                since = Instant::now();
            }
            assert!(Instant::now() < deadline, "speech-dispatcher never rested");
            std::thread::sleep(Duration::from_millis(100));
        }
        self.heard()
    }

    /// Waits until fenrir has said `words` (once more than before
    /// `before`), and has finished speaking.
    fn said(&self, words: &str, before: &Heard) -> Heard {
        let already = before.times("fenrir", words);
        self.until(words, |heard| heard.times("fenrir", words) > already)
    }

    /// Types a line as a player does under fenrir, and waits until fenrir
    /// has spoken since (the line typed and the answer, in one message or
    /// more) and has finished.
    fn answer(&mut self, line: &str) -> Heard {
        let before = self.heard().by("fenrir").len();
        self.screen.keys(&format!("{line}\r"));
        self.until(line, |heard| heard.by("fenrir").len() > before)
    }
}

/// SPEC section 6: a system voice the player chose queues behind the
/// reader and never cuts it off: annabella speaks at the priority the
/// reader speaks at (`message`), never at `important`, and nothing is
/// stopped but by its own client. The move is said once by each voice.
#[test]
fn a_chosen_system_voice_waits_behind_the_reader() {
    let Some(mut fenrir) = under_fenrir("fenrir-system", "--black human --voice system") else {
        return;
    };
    fenrir.screen.wait_for("Zug eingeben, oder help.");
    fenrir.until("the start", |h| h.times("fenrir", "Zug eingeben") > 0);
    fenrir.screen.keys("e4\r");
    fenrir.screen.wait_for("Bauer Eva vier");
    let move_said = |heard: &Heard| {
        heard.times("fenrir", "Bauer Eva vier") > 0
            && heard.times("annabella", "Bauer Eva vier") > 0
    };
    let heard = fenrir.until("the move from both", move_said);
    fenrir.screen.keys("quit\r");
    fenrir.screen.wait_for("Gespeichert in");
    assert!(heard.cut_off.is_empty(), "cut off: {:?}", heard.cut_off);
    let annabella: Vec<&(String, u8, String)> = heard
        .said
        .iter()
        .filter(|(client, ..)| !client.to_lowercase().contains("fenrir"))
        .collect();
    assert!(
        annabella.iter().all(|(_, priority, _)| *priority == 2),
        "speech-dispatcher's priority 2 is message: {annabella:?}"
    );
    assert_eq!(heard.lines("fenrir", "Bauer Eva vier"), 1, "{heard:?}");
    assert_eq!(
        annabella
            .iter()
            .filter(|(.., text)| text.contains("Bauer Eva vier"))
            .count(),
        1,
        "{annabella:?}"
    );
}

/// A short game under fenrir, as a blind player plays it: the start, a
/// move and the engine's reply, `c`, `p`, an illegal move, `help`,
/// `quit`. annabella finds fenrir (line mode, its own voice off: nothing
/// but fenrir speaks through speech-dispatcher); fenrir says each
/// announcement once, and nothing it says is cut off. What fenrir said is
/// printed (run with --no-capture to read it).
#[test]
fn a_short_game_under_fenrir() {
    let Some(mut fenrir) = under_fenrir("fenrir-game", "--black engine --level 1") else {
        return;
    };
    let start = fenrir.screen.wait_for("Zug eingeben, oder help.");
    assert!(start.contains("Bildschirmleser erkannt"), "{start}");
    assert!(
        start.contains("Stimme: dein Bildschirmleser, dazu Töne."),
        "{start}"
    );
    let heard = fenrir.until("the start", |h| h.times("fenrir", "Zug eingeben") > 0);
    fenrir.screen.keys("e4\r");
    fenrir.screen.wait_for("Bauer Eva vier");
    fenrir.said("Bauer Eva vier", &heard);
    // The engine's reply, as annabella printed it.
    let deadline = Instant::now() + Duration::from_secs(30);
    let reply = loop {
        let contents = fenrir.screen.contents();
        let reply = contents
            .lines()
            .find(|l| l.starts_with("Schwarz: ") && !l.contains("Computer"))
            .map(|l| l.trim().to_owned());
        if let Some(reply) = reply {
            break reply;
        }
        assert!(Instant::now() < deadline, "no reply:\n{contents}");
        std::thread::sleep(Duration::from_millis(100));
    };
    fenrir.said(&reply, &heard);
    for line in ["c", "p", "Ke3", "help"] {
        fenrir.answer(line);
    }
    fenrir.screen.keys("quit\r");
    fenrir.screen.wait_for("Gespeichert in");
    let heard = fenrir.until("the end", |h| h.times("fenrir", "Quit Fenrir") > 0);
    eprintln!("What fenrir said:");
    for text in heard.by("fenrir") {
        eprintln!("  {text}");
    }
    assert!(heard.cut_off.is_empty(), "cut off: {:?}", heard.cut_off);
    let others: Vec<_> = heard
        .said
        .iter()
        .filter(|(client, ..)| !client.to_lowercase().contains("fenrir"))
        .collect();
    assert!(others.is_empty(), "annabella spoke: {others:?}");
    // The move and the reply, each a line of its own, said once ("p"
    // names the pieces again, in longer lines).
    assert_eq!(heard.lines("fenrir", "Bauer Eva vier"), 1, "{heard:?}");
    assert_eq!(heard.lines("fenrir", &reply), 1, "{reply}: {heard:?}");
}

/// The words of the FIDE appendix for visually impaired players (the
/// Persian Laws' appendix "و"): files, ranks, pieces, "schlägt". A part of
/// a line made of them alone is German, to be said by a German voice.
const APPENDIX_WORDS: &[&str] = &[
    "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hektor", "eins", "zwei", "drei",
    "vier", "fünf", "sechs", "sieben", "acht", "König", "Dame", "Turm", "Läufer", "Springer",
    "Bauer", "schlägt",
];

/// Whether a message holds only the appendix's words.
fn appendix_only(text: &str) -> bool {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    !words.is_empty() && words.iter().all(|w| APPENDIX_WORDS.contains(w))
}

/// A game under fenrir in `language` (`fide`: the move words German) with
/// annabella's own system voice as well: the moves `e4` and `e5`, `c`,
/// the king's move Ke3 that no king can make ("no king reaches Eva
/// drei"), `quit`. speech-dispatcher's log shows what fenrir said of the
/// screen, and each message of annabella's voice with the language it
/// was queued in.
fn game_under_fenrir(label: &str, language: &str, greeting: &str) -> (Heard, String) {
    let args = format!("--language {language} --black human --voice system");
    let Some(mut fenrir) = under_fenrir(label, &args) else {
        return (Heard::default(), String::new());
    };
    fenrir.screen.wait_for(greeting);
    fenrir.until("the start", |h| h.times("fenrir", greeting) > 0);
    for line in ["e4", "e5", "c", "Ke3"] {
        fenrir.answer(line);
    }
    fenrir.until("the refusal", |h| h.times("fenrir", "Eva drei") > 0);
    let screen = fenrir.screen.contents();
    fenrir.screen.keys("quit\r");
    let heard = fenrir.until("the end", |h| h.times("fenrir", "Quit Fenrir") > 0);
    eprintln!("What was said, and in which language:");
    for ((client, _, text), language) in heard.said.iter().zip(&heard.languages) {
        eprintln!("  {client} [{language}]: {text}");
    }
    (heard, screen)
}

/// annabella's own voice says each part of a line in its language, every
/// time: the appendix's words in German, the rest in `code`, the first
/// move and a line after a German part alike.
fn each_part_in_its_language(heard: &Heard, code: &str, sentence: impl Fn(&str) -> bool) {
    let annabella: Vec<(&str, &str)> = heard
        .said
        .iter()
        .zip(&heard.languages)
        .filter(|((client, ..), _)| client.to_lowercase().contains("annabella"))
        .map(|((_, _, text), language)| (text.as_str(), language.as_str()))
        .collect();
    assert!(
        annabella
            .iter()
            .any(|(text, _)| text.contains("Bauer Eva vier")),
        "{annabella:?}"
    );
    assert!(
        annabella.iter().any(|(text, _)| sentence(text)),
        "{annabella:?}"
    );
    for (text, language) in &annabella {
        if appendix_only(text) {
            assert_eq!(*language, "de", "{text}: {annabella:?}");
        } else {
            assert_eq!(*language, code, "{text}: {annabella:?}");
        }
    }
}

/// SPEC section 13 under a console reader: a Persian line is heard whole.
/// fenrir's screen drops the rest of a line at a zero-width non-joiner,
/// so that "هیچ König نمی‌رسد به Eva drei" was heard as "هیچ König نمی"
/// and the square never said; annabella writes the joiner as a space
/// where a reader of the console reads (fenrir's terminal is a Linux
/// console, TERM=linux). Every part of annabella's own voice is said in
/// its language: Persian (fa) and the appendix's German (de).
#[test]
fn a_persian_game_under_fenrir_is_heard_whole_and_each_part_in_its_language() {
    let (heard, screen) = game_under_fenrir("fenrir-persian", "fa", "بنویسید");
    if heard.said.is_empty() {
        return;
    }
    assert!(!screen.contains('\u{200C}'), "{screen}");
    let fenrir = heard.by("fenrir");
    assert!(
        fenrir.iter().all(|text| !text.contains('\u{200C}')),
        "{fenrir:?}"
    );
    // The refusal, whole: the king and the square after the Persian verb.
    assert!(
        fenrir
            .iter()
            .any(|text| text.contains("König") && text.contains("Eva drei")),
        "{fenrir:?}"
    );
    let persian = |text: &str| text.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c));
    each_part_in_its_language(&heard, "fa", persian);
    assert!(heard.cut_off.is_empty(), "cut off: {:?}", heard.cut_off);
}

/// The same in Turkish: "Hamle" (lichess's Turkish for a move) is said by
/// the Turkish voice after "Bauer Eva fünf" was said by the German one,
/// and the first move by the German voice.
#[test]
fn a_turkish_game_under_fenrir_says_each_part_in_its_language() {
    let (heard, _) = game_under_fenrir("fenrir-turkish", "tr", "yardım");
    if heard.said.is_empty() {
        return;
    }
    assert!(heard.times("fenrir", "Eva drei") > 0, "{heard:?}");
    each_part_in_its_language(&heard, "tr", |text| text.contains("Hamle"));
    assert!(heard.cut_off.is_empty(), "cut off: {:?}", heard.cut_off);
}
