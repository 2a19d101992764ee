//! annabella as a player runs it on Windows (under Wine on every test
//! run): a game typed line by line, where its file goes without `--save`,
//! and the screen reader found by Windows' screen-reader flag and by a
//! reader's process in the player's session.
#![cfg(windows)]

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};

use windows_sys::Win32::UI::WindowsAndMessaging::{
    SPI_SETSCREENREADER, SPIF_UPDATEINIFILE, SystemParametersInfoW,
};

/// A folder of the test's own in the temporary folder, removed after it.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let folder =
            std::env::temp_dir().join(format!("annabella-windows-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("scratch folder");
        Scratch(folder)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The Documents folder of the player's profile, as Windows names it.
fn documents() -> PathBuf {
    PathBuf::from(std::env::var_os("USERPROFILE").expect("a Windows profile")).join("Documents")
}

#[test]
fn a_game_typed_line_by_line_is_announced_in_fide_words_and_saved() {
    let scratch = Scratch::new("game");
    let save = scratch.0.join("game.pgn");
    let mut command = common::annabella_command();
    command
        .args([
            "--language",
            "en",
            "play",
            "--voice",
            "text",
            "--black",
            "human",
            "--save",
        ])
        .arg(&save);
    let output = common::run_typed(command, "e4\ne5\nNf3\nquit\n");
    let heard = String::from_utf8_lossy(&output.stdout);
    // The phonetic words of the FIDE appendix for visually impaired
    // players: e4 is "Bauer Eva vier", Nf3 "Springer Felix drei".
    assert!(heard.contains("Bauer Eva vier"), "{heard}");
    assert!(heard.contains("Springer Felix drei"), "{heard}");
    let pgn = std::fs::read_to_string(&save).expect("the game is saved");
    assert!(pgn.contains("1. e4 e5 2. Nf3"), "{pgn}");
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
}

#[test]
fn a_game_without_save_lands_in_the_players_documents() {
    let folder = documents().join("annabella");
    let before: Vec<PathBuf> = std::fs::read_dir(&folder)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    let mut command = common::annabella_command();
    command.args([
        "--language",
        "en",
        "play",
        "--voice",
        "text",
        "--black",
        "human",
    ]);
    let output = common::run_typed(command, "d4\nd5\nquit\n");
    let heard = String::from_utf8_lossy(&output.stdout);
    let new: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("annabella in Documents")
        .flatten()
        .map(|e| e.path())
        .filter(|p| !before.contains(p))
        .collect();
    let games: Vec<&PathBuf> = new
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    assert_eq!(games.len(), 1, "{new:?}\n{heard}");
    let pgn = std::fs::read_to_string(games[0]).expect("readable");
    for path in &new {
        let _ = std::fs::remove_file(path);
    }
    assert!(pgn.contains("1. d4 d5"), "{pgn}");
}

/// Sets or clears Windows' screen-reader flag as NVDA, JAWS and Narrator
/// do while they run.
fn screen_reader_flag(on: bool) {
    // SAFETY: SPI_SETSCREENREADER takes the value in its first parameter
    // and no pointer.
    let set = unsafe {
        SystemParametersInfoW(
            SPI_SETSCREENREADER,
            u32::from(on),
            std::ptr::null_mut(),
            SPIF_UPDATEINIFILE,
        )
    };
    assert_ne!(set, 0, "the screen-reader flag is set");
}

/// Whether `annabella voices` says a screen reader was found (`Some`),
/// or none (`Some(false)`); its lines are read as one text, as they are
/// broken to fit a braille line.
fn reader_found() -> Option<bool> {
    let output = common::annabella_command()
        .args(["--language", "en", "voices", "--voice", "text"])
        .stdin(Stdio::null())
        .output()
        .expect("annabella runs");
    let said = String::from_utf8_lossy(&output.stdout);
    let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
    match (said.contains(FOUND), said.contains(NONE)) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

const FOUND: &str = "A screen reader runs: line mode, and the reader speaks.";
const NONE: &str = "No screen reader found.";

/// One test for both, one after the other: each changes what the other
/// would find.
#[test]
fn a_screen_reader_is_found_by_the_flag_and_by_nvda_running() {
    assert_eq!(reader_found(), Some(false));
    screen_reader_flag(true);
    let flagged = reader_found();
    screen_reader_flag(false);
    assert_eq!(flagged, Some(true));
    assert_eq!(reader_found(), Some(false));

    // A program named as NVDA's, running in the player's session.
    let nvda = ReaderProgram::start("nvda.exe");
    let with_nvda = reader_found();
    drop(nvda);
    assert_eq!(with_nvda, Some(true));
}

/// A program under a reader's file name (a copy of annabella playing a
/// game line by line), running in the player's session while it is kept.
struct ReaderProgram {
    running: std::process::Child,
    _folder: Scratch,
}

impl ReaderProgram {
    fn start(name: &str) -> ReaderProgram {
        let folder = Scratch::new(name.trim_end_matches(".exe"));
        let program = folder.0.join(name);
        std::fs::copy(env!("CARGO_BIN_EXE_annabella"), &program).expect("copied");
        let running = Command::new(&program)
            .args([
                "play", "--line", "--voice", "text", "--black", "human", "--save",
            ])
            .arg(folder.0.join("game.pgn"))
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{name} runs: {e}"));
        std::thread::sleep(std::time::Duration::from_millis(500));
        ReaderProgram {
            running,
            _folder: folder,
        }
    }
}

impl Drop for ReaderProgram {
    fn drop(&mut self) {
        // The end of its input ends it, as it ends a game.
        drop(self.running.stdin.take());
        let waited = std::time::Instant::now();
        while self.running.try_wait().ok().flatten().is_none() {
            if waited.elapsed() > std::time::Duration::from_secs(20) {
                let _ = self.running.kill();
                let _ = self.running.wait();
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }
}

/// What `annabella voices --voice system` prints in English, its lines
/// read as one text. It must end on its own: a reader's speech that does
/// not answer never holds it.
fn voices_with_system_speech() -> String {
    voices_of(common::annabella_command())
}

/// What `voices --voice system` prints in English where annabella is run
/// by `command`.
fn voices_of(mut command: Command) -> String {
    let mut running = command
        .args(["--language", "en", "voices", "--voice", "system"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("annabella runs");
    let waited = std::time::Instant::now();
    while running
        .try_wait()
        .expect("annabella is waited for")
        .is_none()
    {
        if waited.elapsed() > std::time::Duration::from_secs(60) {
            let _ = running.kill();
            let _ = running.wait();
            panic!("annabella voices did not end");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let output = running.wait_with_output().expect("annabella's output");
    let said = String::from_utf8_lossy(&output.stdout);
    said.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Where the system voice goes on when no reader's own speech answers:
/// Windows' speech, or text where it has none (as under Wine); then the
/// test phrase, 1. Nf3, in the FIDE words.
fn goes_on_without_a_reader(said: &str) {
    assert!(
        said.contains("Using the system's speech") || said.contains("Using text: no sound."),
        "{said}"
    );
    assert!(said.contains("Springer Felix drei"), "{said}");
}

/// JAWS runs (a program named `jfw.exe`, as JAWS's is), but no JAWS
/// automation object is registered, as under Wine: one line says that
/// JAWS's speech does not answer, with what Windows said of the object
/// `FreedomSci.JawsApi`, and annabella goes on.
#[test]
fn where_jaws_runs_but_its_object_does_not_answer_one_line_says_so() {
    let jaws = ReaderProgram::start("jfw.exe");
    let said = voices_with_system_speech();
    drop(jaws);
    assert!(
        said.contains(
            "JAWS runs, but its speech does not answer; trying the system's speech. \
             The system said: FreedomSci.JawsApi: "
        ),
        "{said}"
    );
    assert_eq!(said.matches("JAWS").count(), 1, "{said}");
    assert!(!said.contains("Using JAWS"), "{said}");
    goes_on_without_a_reader(&said);
}

/// NVDA runs, but its controller client does not lie beside annabella.exe
/// (it never does in a build): one line says so, and annabella goes on.
#[test]
fn where_nvda_runs_without_its_controller_client_one_line_says_so() {
    let nvda = ReaderProgram::start("nvda.exe");
    let said = voices_with_system_speech();
    drop(nvda);
    assert!(
        said.contains(
            "NVDA runs, but nvdaControllerClient.dll is not beside annabella.exe; \
             trying the system's speech."
        ),
        "{said}"
    );
    assert!(!said.contains("Using NVDA"), "{said}");
    goes_on_without_a_reader(&said);
}

/// Windows' screen-reader flag alone (Narrator, or a reader annabella
/// cannot speak through): one line says neither NVDA nor JAWS runs.
#[test]
fn where_only_the_screen_reader_flag_is_set_one_line_says_no_nvda_or_jaws_runs() {
    screen_reader_flag(true);
    let said = voices_with_system_speech();
    screen_reader_flag(false);
    assert!(
        said.contains("No NVDA or JAWS runs to speak through; trying the system's speech"),
        "{said}"
    );
    goes_on_without_a_reader(&said);
}

/// NVDA runs and its controller client lies beside annabella.exe (under
/// Wine a stand-in with the two functions of NV Access's
/// `nvdaController.h`, which writes each text it is handed to heard.txt
/// beside it): `--voice system` speaks through NVDA, `voices` says so, and
/// NVDA is handed the test phrase, 1. Nf3, as one line in the FIDE words.
#[test]
fn where_nvda_runs_with_its_client_beside_annabella_nvda_is_handed_the_line() {
    let client = std::env::var_os("ANNABELLA_NVDA_CLIENT")
        .expect("ANNABELLA_NVDA_CLIENT: the stand-in controller client ./run builds");
    let folder = Scratch::new("client");
    let program = folder.0.join("annabella.exe");
    std::fs::copy(env!("CARGO_BIN_EXE_annabella"), &program).expect("copied");
    std::fs::copy(&client, folder.0.join("nvdaControllerClient.dll")).expect("client copied");
    let nvda = ReaderProgram::start("nvda.exe");
    let mut command = Command::new(&program);
    common::without_locale(&mut command);
    let said = voices_of(command);
    drop(nvda);
    assert!(
        said.contains("Using NVDA's own speech, queued behind what NVDA is saying."),
        "{said}"
    );
    assert!(!said.contains("trying the system's speech"), "{said}");
    let heard =
        std::fs::read_to_string(folder.0.join("heard.txt")).expect("NVDA was handed a line");
    assert_eq!(
        heard.lines().collect::<Vec<_>>(),
        ["Springer Felix drei"],
        "{said}"
    );
}

/// The class the stand-in for JAWS's automation object is made by
/// (`windows/jaws-api.c`).
const STAND_IN_CLASS: &str = "{52479d8d-8f41-45c1-8392-0036029f438e}";

/// The stand-in for JAWS's object registered as `FreedomSci.JawsApi`, the
/// name JAWS registers its object under, while this is kept.
struct JawsApiRegistered;

impl JawsApiRegistered {
    fn register(library: &std::path::Path) -> JawsApiRegistered {
        let server = format!(r"HKCR\CLSID\{STAND_IN_CLASS}\InprocServer32");
        let library = library.to_str().expect("a Unicode path");
        let entries: [&[&str]; 3] = [
            &[
                r"HKCR\FreedomSci.JawsApi\CLSID",
                "/ve",
                "/d",
                STAND_IN_CLASS,
            ],
            &[&server, "/ve", "/d", library],
            &[&server, "/v", "ThreadingModel", "/d", "Apartment"],
        ];
        let registered = JawsApiRegistered;
        for entry in entries {
            let added = Command::new("reg")
                .arg("add")
                .args(entry)
                .arg("/f")
                .stdout(Stdio::null())
                .status()
                .expect("reg runs");
            assert!(added.success(), "reg add {entry:?}");
        }
        registered
    }
}

impl Drop for JawsApiRegistered {
    fn drop(&mut self) {
        for key in [
            r"HKCR\FreedomSci.JawsApi".to_owned(),
            format!(r"HKCR\CLSID\{STAND_IN_CLASS}"),
        ] {
            let _ = Command::new("reg")
                .args(["delete", &key, "/f"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
        }
    }
}

/// What `voices --voice system` prints where JAWS runs and the stand-in
/// for its object is registered, and what the stand-in was handed; where
/// `refusing`, the stand-in answers false to every line.
fn voices_through_jaws_api(refusing: bool) -> (String, Vec<String>) {
    let stand_in = std::env::var_os("ANNABELLA_JAWS_API")
        .expect("ANNABELLA_JAWS_API: the stand-in for JAWS's object ./run builds");
    let folder = Scratch::new("jaws-api");
    let library = folder.0.join("jaws-api.dll");
    std::fs::copy(&stand_in, &library).expect("stand-in copied");
    if refusing {
        std::fs::write(folder.0.join("refuse"), "").expect("refusing");
    }
    let registered = JawsApiRegistered::register(&library);
    let jaws = ReaderProgram::start("jfw.exe");
    let said = voices_with_system_speech();
    drop(jaws);
    drop(registered);
    let heard = std::fs::read_to_string(folder.0.join("heard.txt")).unwrap_or_default();
    (said, heard.lines().map(str::to_owned).collect())
}

/// JAWS runs and its automation object answers (under Wine a stand-in
/// registered as `FreedomSci.JawsApi`, whose `SayString(StringToSpeak,
/// bFlush)` writes each call to heard.txt beside it): `--voice system`
/// speaks through JAWS, `voices` says so, and JAWS is handed the test
/// phrase as one line with bFlush false, queued behind what JAWS is
/// saying, never cutting it off.
#[test]
fn where_jaws_runs_and_its_object_answers_jaws_is_handed_the_line_queued() {
    let (said, heard) = voices_through_jaws_api(false);
    assert!(
        said.contains("Using JAWS's own speech, queued behind what JAWS is saying."),
        "{said}"
    );
    assert!(!said.contains("trying the system's speech"), "{said}");
    assert!(!said.contains("Sound lost"), "{said}");
    assert_eq!(
        heard,
        [r#"SayString("Springer Felix drei", false)"#],
        "{said}"
    );
}

/// JAWS's object answers false to a line (JAWS did not take it): one
/// line says the screen reader no longer takes annabella's lines, with
/// what JAWS answered, and announcements are printed from then on.
#[test]
fn where_jaws_stops_taking_lines_one_line_says_so_and_text_goes_on() {
    let (said, heard) = voices_through_jaws_api(true);
    assert!(said.contains("Using JAWS's own speech"), "{said}");
    assert!(
        said.contains(
            "Springer Felix drei Sound lost: the screen reader no longer takes \
             annabella's lines; announcements are printed only from now on. \
             The system said: JAWS: SayString: false"
        ),
        "{said}"
    );
    assert!(heard.is_empty(), "{heard:?}");
}
