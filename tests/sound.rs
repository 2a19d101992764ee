//! Sound that a person would hear: announcements through the built-in voice
//! and the system's speech, recorded from a PulseAudio null sink, and every
//! fallback when sound is missing.
//!
//! The test command (`./run test`) starts a private PulseAudio server with a
//! null sink and sets `XDG_RUNTIME_DIR` to it; speech-dispatcher is started
//! by its clients on the same server.
#![cfg(unix)]

mod common;

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::speech::{self, Recording, sounding_seconds};
use common::{stderr, stdout};

const RATE: usize = 16000;

fn sound_server_ready() {
    let info = Command::new("pactl").arg("info").output();
    let text = info.as_ref().map(stdout).unwrap_or_default();
    assert!(
        text.contains("Default Sink: nullsink"),
        "these tests need a PulseAudio server whose default sink is 'nullsink' \
         (./run test starts one): {text}"
    );
}

/// annabella, with no locale: it speaks its default language.
fn annabella() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    common::without_locale(&mut command);
    command
}

/// Starts recording the null sink's monitor of `./run test`'s server.
fn record_sink() -> Recording {
    sound_server_ready();
    speech::record(Command::new("parecord"), "nullsink.monitor")
}

/// Records the null sink while `annabella args` runs, and returns the
/// recording as 16 kHz mono samples.
fn record_while(args: &[&str]) -> (Vec<i16>, std::process::Output) {
    let recording = record_sink();
    let output = annabella().args(args).output().expect("annabella runs");
    std::thread::sleep(Duration::from_millis(500));
    (recording.stop(), output)
}

/// One test, so that no other recording runs at the same time on the sink.
#[test]
fn the_built_in_voice_and_the_system_voice_are_heard_and_text_is_silent() {
    for voice in ["clips", "system"] {
        let (samples, output) = record_while(&["voices", "--voice", voice, "--scheme", "english"]);
        assert!(output.status.success(), "{voice}: {}", stderr(&output));
        let text = stdout(&output);
        let using = match voice {
            "clips" => "Using clips",
            _ => "Using the system's speech",
        };
        assert!(text.contains(using), "{voice}: {text}");
        // SPEC section 2: Nf3 in the english scheme.
        assert!(text.contains("Knight Felix three"), "{voice}: {text}");
        let heard = sounding_seconds(&samples);
        let recorded = samples.len() as f64 / RATE as f64;
        assert!(
            heard >= 0.5,
            "{voice}: only {heard:.2} s of sound in {recorded:.2} s recorded; annabella said: {text}"
        );
    }
    let (samples, output) = record_while(&["voices", "--voice", "text"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        sounding_seconds(&samples),
        0.0,
        "the text voice made a sound"
    );
    a_move_after_a_rest_is_heard_and_the_rest_holds_no_stream_open();
    a_turkish_game_is_heard_in_built_in_recordings();
}

/// A game in Turkish with the built-in recordings, under both schemes:
/// each move is heard, and no line says that recordings are missing or
/// that there is no sound ("Ses yok").
fn a_turkish_game_is_heard_in_built_in_recordings() {
    use std::io::Write;
    // The pawn's move to e4: Turkish "dört" is four; under `fide` the
    // FIDE appendix's words.
    for (scheme, said) in [("local", "dört"), ("fide", "Bauer Eva vier")] {
        let save = std::env::temp_dir().join(format!(
            "annabella-turkish-{scheme}-{}.pgn",
            std::process::id()
        ));
        let recording = record_sink();
        let mut player = common::annabella_command()
            .args([
                "play",
                "--line",
                "--language",
                "tr",
                "--scheme",
                scheme,
                "--voice",
                "clips",
                "--black",
                "human",
                "--save",
            ])
            .arg(&save)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("annabella runs");
        let mut typing = player.stdin.take().expect("stdin");
        std::thread::sleep(Duration::from_millis(500));
        typing.write_all(b"e4\n").expect("typed");
        std::thread::sleep(Duration::from_secs(3));
        drop(typing);
        let output = player.wait_with_output().expect("annabella finishes");
        let samples = recording.stop();
        let _ = std::fs::remove_file(&save);
        assert!(output.status.success(), "{scheme}: {}", stderr(&output));
        let text = stdout(&output);
        assert!(text.contains(said), "{scheme}: {text}");
        let read = common::as_read(&text);
        for missing in ["Ses yok", "kayıtlar okunamıyor", "recordings"] {
            assert!(!read.contains(missing), "{scheme}: {text}");
        }
        let heard = sounding_seconds(&samples);
        assert!(
            heard >= 0.3,
            "{scheme}: only {heard:.2} s of sound; annabella said: {text}"
        );
    }
}

/// Whether annabella's sound client (cpal names it after the process) is
/// connected to the server, and whether it has a stream open there.
fn stream_open(pid: u32) -> (bool, bool) {
    let list = |what: &str| {
        let output = Command::new("pactl")
            .args(["list", what])
            .output()
            .expect("pactl runs");
        stdout(&output)
    };
    // "Client #62" blocks, each with its properties.
    let name = format!("application.name = \"cpal-pulseaudio-{pid}\"");
    let clients = list("clients");
    let client = clients.split("Client #").find_map(|block| {
        block
            .contains(&name)
            .then(|| block.split_whitespace().next().unwrap_or("").to_owned())
    });
    let Some(client) = client else {
        return (false, false);
    };
    let owner = format!("Client: {client}");
    let open = list("sink-inputs").lines().any(|l| l.trim() == owner);
    (true, open)
}

/// Between moves the clips voice closes its stream, so that waiting for a
/// move costs no CPU; the next move is heard all the same.
fn a_move_after_a_rest_is_heard_and_the_rest_holds_no_stream_open() {
    use std::io::Write;
    let save = std::env::temp_dir().join(format!("annabella-rest-{}.pgn", std::process::id()));
    let recording = record_sink();
    let mut player = common::annabella_command()
        .args([
            "play", "--line", "--voice", "clips", "--black", "human", "--save",
        ])
        .arg(&save)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella runs");
    let mut typing = player.stdin.take().expect("stdin");
    std::thread::sleep(Duration::from_millis(500));
    typing.write_all(b"e4\n").expect("typed");
    std::thread::sleep(Duration::from_secs(3));
    let (connected, open) = stream_open(player.id());
    let rest = recording.len();
    typing.write_all(b"e5\n").expect("typed");
    std::thread::sleep(Duration::from_secs(2));
    drop(typing);
    let output = player.wait_with_output().expect("annabella finishes");
    let samples = recording.stop();
    let _ = std::fs::remove_file(&save);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("Bauer Eva vier\n"), "{text}");
    assert!(text.contains("Bauer Eva fünf\n"), "{text}");
    assert!(
        connected,
        "annabella's sound client was not found on the server: {text}"
    );
    assert!(
        !open,
        "a stream stayed open while annabella waited for a move"
    );
    let before = sounding_seconds(&samples[..rest]);
    let after = sounding_seconds(&samples[rest..]);
    assert!(
        before >= 0.3,
        "the first move: only {before:.2} s of sound; annabella said: {text}"
    );
    assert!(
        after >= 0.3,
        "the move after the rest: only {after:.2} s of sound; annabella said: {text}"
    );
}

/// annabella with no sound server and no speech service: a private, empty
/// runtime folder and a PulseAudio address that leads nowhere.
fn without_sound(args: &[&str]) -> (std::process::Output, Duration) {
    let empty = std::env::temp_dir().join(format!("annabella-no-sound-{}", std::process::id()));
    std::fs::create_dir_all(&empty).expect("temp folder");
    let started = Instant::now();
    let output = annabella()
        .args(args)
        .env("XDG_RUNTIME_DIR", &empty)
        .env("PULSE_SERVER", "unix:/nonexistent/annabella/pulse")
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}/nothing.sock", empty.display()),
        )
        .output()
        .expect("annabella runs");
    (output, started.elapsed())
}

#[test]
fn no_sound_device_falls_back_to_text_in_one_line() {
    let (output, took) = without_sound(&["voices", "--voice", "clips", "--scheme", "english"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    // One notice, read across the lines it is printed in.
    let read = common::as_read(&text);
    assert_eq!(read.matches("No sound").count(), 1, "{text}");
    assert!(read.contains("; announcements are printed only."), "{text}");
    assert!(text.contains("Knight Felix three"), "{text}");
    assert!(took < Duration::from_secs(3), "took {took:?}");
    let (output, _) = without_sound(&["voices", "--scheme", "english"]);
    assert!(
        stdout(&output).contains("Using text"),
        "{}",
        stdout(&output)
    );
}

/// A speech service that accepts the connection and never answers, as
/// speech-dispatcher does without a sound sink: given up after a second.
#[test]
fn a_hanging_speech_service_is_given_up_within_a_second() {
    let folder = std::env::temp_dir().join(format!("annabella-hanging-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("temp folder");
    let socket = folder.join("speechd.sock");
    let _ = std::fs::remove_file(&socket);
    let listener = std::os::unix::net::UnixListener::bind(&socket).expect("socket");
    let keeper = std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming().take(8).flatten() {
            held.push(stream);
        }
        std::thread::sleep(Duration::from_secs(5));
    });
    // Said by kind in the scheme's language, no word of it in English
    // under fide.
    for (scheme, line) in [
        (
            "english",
            "No speech: the system's speech does not answer; announcements are printed only.",
        ),
        (
            "fide",
            "Keine Sprachausgabe: die Sprachausgabe des Systems antwortet nicht; Ansagen nur als Text.",
        ),
    ] {
        let started = Instant::now();
        let output = annabella()
            .args(["voices", "--voice", "system", "--scheme", scheme])
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", socket.display()),
            )
            .output()
            .expect("annabella runs");
        let took = started.elapsed();
        let text = stdout(&output);
        assert!(output.status.success(), "{}", stderr(&output));
        assert!(common::as_read(&text).contains(line), "{text}");
        assert!(took < Duration::from_secs(4), "took {took:?}");
    }
    drop(keeper);
}

#[test]
fn speech_rate_is_checked() {
    let output = annabella()
        .args(["voices", "--rate", "3"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    // Said in the player's language: German by default.
    assert!(
        stderr(&output).contains("0,75 bis 2"),
        "{}",
        stderr(&output)
    );
}

/// The sound server goes away while annabella speaks: it says so once, in
/// one line, and goes on in text instead of waiting or failing. The server
/// here is a private one, so the other sound tests keep theirs.
#[test]
fn a_sound_server_that_goes_away_is_said_once_and_the_game_goes_on() {
    let notice = sound_server_goes_away("english", "announcements are printed only from now on");
    assert!(
        notice.starts_with("Sound lost: the sound device stopped taking sound;"),
        "{notice}"
    );
}

/// SPEC section 6: under fide the lost device is said by kind in German,
/// and nothing of the sound system's English comes before its marked words.
#[test]
fn a_sound_server_that_goes_away_is_said_in_german() {
    let notice = sound_server_goes_away("fide", "Ansagen von jetzt an nur als Text");
    assert!(
        notice.starts_with("Ton verloren: das Tongerät nimmt keinen Ton mehr an;"),
        "{notice}"
    );
    let sentence = notice.split(" Meldung des Systems: ").next().unwrap_or("");
    assert!(!sentence.to_lowercase().contains("sound"), "{notice}");
}

/// Plays with `scheme` on a private sound server, stops the server, and
/// returns the one notice that contains `said`, read across its lines,
/// with what was printed after it.
fn sound_server_goes_away(scheme: &str, said: &str) -> String {
    let runtime =
        std::env::temp_dir().join(format!("annabella-lost-{scheme}-{}", std::process::id()));
    std::fs::create_dir_all(&runtime).expect("temp folder");
    let mut server = Command::new("pulseaudio")
        .args([
            "--daemonize=no",
            "--exit-idle-time=-1",
            "--load=module-null-sink sink_name=nullsink",
            "--load=module-always-sink",
        ])
        .env("XDG_RUNTIME_DIR", &runtime)
        // Its own saved volumes and defaults, apart from the shared server's.
        .env("PULSE_STATE_PATH", &runtime)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("pulseaudio runs (./run test installs it)");
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(10) {
        let info = Command::new("pactl")
            .arg("info")
            .env("XDG_RUNTIME_DIR", &runtime)
            .output();
        if info.is_ok_and(|o| o.status.success()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let player = annabella()
        .args([
            "bench", "latency", "--voice", "clips", "--scheme", scheme, "--n", "30",
        ])
        .env("XDG_RUNTIME_DIR", &runtime)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella runs");
    std::thread::sleep(Duration::from_secs(3));
    let _ = server.kill();
    let _ = server.wait();
    let killed = Instant::now();
    let output = player.wait_with_output().expect("annabella finishes");
    let after = killed.elapsed();
    let text = stdout(&output);
    let read = common::as_read(&text);
    assert_eq!(
        read.matches(said).count(),
        1,
        "stdout: {text} stderr: {}",
        stderr(&output)
    );
    assert!(
        after < Duration::from_secs(10),
        "went on for {after:?} after the server went away"
    );
    let _ = std::fs::remove_dir_all(&runtime);
    let start = ["Ton verloren", "Sound lost"]
        .iter()
        .find_map(|first| read.find(first))
        .unwrap_or_default();
    read[start..].to_owned()
}

/// No sound device and no speech service: a whole game (the fool's mate)
/// is played and saved in text, after one line saying so, whichever voice
/// was asked for.
#[test]
fn without_sound_or_speech_a_full_game_plays_in_text() {
    let empty =
        std::env::temp_dir().join(format!("annabella-no-sound-game-{}", std::process::id()));
    std::fs::create_dir_all(&empty).expect("temp folder");
    let save = empty.join("game.pgn");
    for voice in ["auto", "clips", "system"] {
        let _ = std::fs::remove_file(&save);
        let mut child = annabella()
            .args([
                "play", "--line", "--black", "human", "--voice", voice, "--save",
            ])
            .arg(&save)
            .env("XDG_CONFIG_HOME", "/nonexistent")
            .env("XDG_RUNTIME_DIR", &empty)
            .env("PULSE_SERVER", "unix:/nonexistent/annabella/pulse")
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}/nothing.sock", empty.display()),
            )
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("annabella runs");
        std::io::Write::write_all(
            &mut child.stdin.take().expect("stdin"),
            b"f3\ne5\ng4\nQh4\n",
        )
        .expect("typed");
        let output = child.wait_with_output().expect("ends");
        assert!(output.status.success(), "{voice}: {}", stderr(&output));
        let text = stdout(&output);
        let notices = text
            .lines()
            .filter(|l| {
                l.contains("Ansagen nur als Text.")
                    || l.contains("Ansagen von jetzt an nur als Text.")
            })
            .count();
        assert_eq!(notices, 1, "{voice}: {text}");
        assert!(
            text.contains("Bauer Felix drei\nBauer Eva fünf\nBauer Gustav vier\nDame Hektor vier, Schachmatt\nSchwarz gewinnt durch Schachmatt\n"),
            "{voice}: {text}"
        );
        let saved = std::fs::read_to_string(&save).expect("saved");
        assert!(
            saved.contains("1. f3 e5 2. g4 Qh4# 0-1"),
            "{voice}: {saved}"
        );
    }
    let _ = std::fs::remove_dir_all(&empty);
}

/// annabella with `args` and no sound, its config file in `config`, ended
/// after thirty seconds if it hangs (a failure, never a figure): what it
/// printed, and whether it ended by itself with success.
fn without_sound_within(args: &[&str], config: &std::path::Path) -> (bool, String) {
    let empty = common::TempDir::new("no-sound-pack");
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .env("XDG_CONFIG_HOME", config)
        .env("XDG_DATA_HOME", empty.path())
        .env("XDG_RUNTIME_DIR", empty.path())
        .env("PULSE_SERVER", "unix:/nonexistent/annabella/pulse")
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}/nothing.sock", empty.path().display()),
        )
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("annabella runs");
    let deadline = Instant::now() + Duration::from_secs(30);
    let ended = loop {
        match child.try_wait().expect("waited on") {
            Some(status) => break status.success(),
            None if Instant::now() > deadline => {
                let _ = child.kill();
                let _ = child.wait();
                break false;
            }
            None => std::thread::sleep(Duration::from_millis(50)),
        }
    };
    let mut out = String::new();
    if let Some(mut stdout) = child.stdout.take() {
        let _ = stdout.read_to_string(&mut out);
    }
    (ended, out)
}

/// A 16-bit mono WAV file's header for `data` bytes of samples at `rate`.
fn wav_header(rate: u32, data: u32) -> Vec<u8> {
    let mut bytes = b"RIFF".to_vec();
    bytes.extend_from_slice(&(36 + data).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes());
    bytes.extend_from_slice(&rate.to_le_bytes());
    bytes.extend_from_slice(&(rate * 2).to_le_bytes());
    bytes.extend_from_slice(&2u16.to_le_bytes());
    bytes.extend_from_slice(&16u16.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data.to_le_bytes());
    bytes
}

/// A bad voice pack never stops a start: a pipe named as a recording, a
/// link to an endless device, a WAV file that says it holds one sample a
/// second (400 KB of it would be 6.4 GB at the pack's rate) are each named
/// in one line, and annabella goes on with the built-in voice.
#[test]
fn a_bad_voice_pack_is_one_line_and_annabella_goes_on() {
    let pipe = common::TempDir::new("pack-pipe");
    let fifo = pipe.join("knight.wav");
    let name = std::ffi::CString::new(fifo.to_str().expect("path")).expect("no NUL");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let endless = common::TempDir::new("pack-zero");
    let zero = endless.join("felix.wav");
    std::os::unix::fs::symlink("/dev/zero", &zero).expect("linked");
    let slow = common::TempDir::new("pack-rate");
    let one_a_second = slow.join("three.wav");
    let mut bytes = wav_header(1, 400_000);
    bytes.resize(bytes.len() + 400_000, 0x11);
    std::fs::write(&one_a_second, bytes).expect("written");
    for (path, why) in [
        (&fifo, "that is not a plain file"),
        (&zero, "that is not a plain file"),
        (
            &one_a_second,
            "a sample rate of 1 a second, which no recording has",
        ),
    ] {
        let folder = path.parent().expect("folder").to_str().expect("path");
        let (ended, out) = without_sound_within(
            &[
                "voices",
                "--voice",
                "clips",
                "--scheme",
                "english",
                "--voice-pack",
                folder,
            ],
            std::path::Path::new("/nonexistent"),
        );
        assert!(ended, "did not end by itself: {out}");
        // One answer, printed over lines of 40 cells (the path on a line
        // of its own).
        assert!(
            common::as_read(&out).contains(&format!(
                "Voice pack {}: {why}; using the built-in voice. ",
                path.display()
            )),
            "{out}"
        );
        assert!(out.contains("Knight Felix three"), "{out}");
    }
    // The same from the config file, as a game starts.
    let config = common::TempDir::new("pack-config");
    std::fs::create_dir_all(config.join("annabella")).expect("folder");
    std::fs::write(
        config.join("annabella/config.toml"),
        format!("voice_pack = \"{}\"\n", pipe.path().display()),
    )
    .expect("written");
    let (ended, out) = without_sound_within(
        &["play", "--line", "--voice", "clips", "--scheme", "english"],
        config.path(),
    );
    assert!(ended, "did not end by itself: {out}");
    assert!(
        common::as_read(&out).contains(&format!(
            "Voice pack {}: that is not a plain file; using the built-in voice. ",
            fifo.display()
        )),
        "{out}"
    );
}
