//! A sound server and a speech service of one test's own: PulseAudio with a
//! null sink whose monitor is recorded, and speech-dispatcher speaking into
//! it with its log at level 5. Nothing reaches the speakers, nothing of
//! another test or of the desktop is heard in the recording, and the log
//! holds only this test's speech.

use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::TempDir;

/// Samples per second of a recording (mono, 16 bit).
pub const RATE: usize = 16000;

/// Whether a test that needs `programs` can run here. Outside CI a missing
/// program makes the test say NOT CHECKED and pass; under `CI=true` (where
/// `./run test` installs everything) it fails.
pub fn available(programs: &[&str]) -> bool {
    let missing: Vec<&&str> = programs
        .iter()
        .filter(|program| {
            !Command::new("sh")
                .args(["-c", &format!("command -v {program}")])
                .stdout(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        })
        .collect();
    if missing.is_empty() {
        return true;
    }
    not_checked(&format!("{missing:?} not installed"));
    false
}

/// NOT CHECKED, or under CI a failure: `why` the test cannot run.
pub fn not_checked(why: &str) {
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    assert!(
        !ci,
        "CI runs ./run test, which installs what this test needs: {why}"
    );
    eprintln!("NOT CHECKED: {why}");
}

/// Kills a process group this test started, and waits for its leader.
fn end(child: &mut Child) {
    if let Ok(group) = i32::try_from(child.id()) {
        // SAFETY: a signal to a process group this test started.
        unsafe {
            libc::kill(-group, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// A PulseAudio server of the test's own with a null sink.
pub struct Sound {
    /// Its runtime folder: `XDG_RUNTIME_DIR` for the programs that use it.
    pub dir: TempDir,
    server: Child,
}

impl Sound {
    pub fn start(label: &str) -> Result<Sound, String> {
        let dir = TempDir::new(label);
        let runtime = dir.path();
        std::fs::set_permissions(runtime, std::os::unix::fs::PermissionsExt::from_mode(0o700))
            .map_err(|e| e.to_string())?;
        let mut command = Command::new("pulseaudio");
        command
            .args([
                "-n",
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--disallow-exit",
                "--load=module-null-sink sink_name=testsink",
                "--load=module-native-protocol-unix",
                "--load=module-always-sink",
            ])
            .env("XDG_RUNTIME_DIR", runtime)
            .env("HOME", runtime)
            .env_remove("PULSE_SERVER")
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let server = command.spawn().map_err(|e| format!("pulseaudio: {e}"))?;
        let sound = Sound { dir, server };
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let info = sound.command("pactl").arg("info").output();
            if info.is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("testsink")) {
                return Ok(sound);
            }
            if Instant::now() > deadline {
                return Err("the test's PulseAudio server did not start".into());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Where the server listens.
    pub fn server(&self) -> String {
        format!("unix:{}", self.dir.join("pulse/native").display())
    }

    /// The variables that lead a program to this server.
    pub fn env(&self) -> Vec<(String, String)> {
        vec![
            (
                "XDG_RUNTIME_DIR".into(),
                self.dir.path().display().to_string(),
            ),
            ("PULSE_SERVER".into(), self.server()),
        ]
    }

    /// A program run with this server.
    pub fn command(&self, program: &str) -> Command {
        let mut command = Command::new(program);
        command.envs(self.env());
        command
    }

    /// Starts recording the sink, and returns once the first samples have
    /// come in.
    pub fn record(&self) -> Recording {
        record(self.command("parecord"), "testsink.monitor")
    }

    /// The clients connected to the server, as `pactl list clients` says.
    pub fn clients(&self) -> String {
        let output = self.command("pactl").args(["list", "clients"]).output();
        output
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default()
    }
}

impl Drop for Sound {
    fn drop(&mut self) {
        end(&mut self.server);
    }
}

/// Starts `parecord` (a command already led to its server) recording
/// `device`, as 16 kHz mono samples read as they come, and returns once
/// the first samples have come in: on a busy machine the recorder may take
/// a while to connect.
pub fn record(mut parecord: Command, device: &str) -> Recording {
    let mut recorder = parecord
        .arg(format!("--device={device}"))
        .args([
            "--latency-msec=10",
            "--raw",
            "--format=s16le",
            "--rate=16000",
            "--channels=1",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .expect("parecord runs");
    let samples = Arc::new(Mutex::new(Vec::<i16>::new()));
    let reader = {
        let samples = Arc::clone(&samples);
        let mut pipe = recorder.stdout.take().expect("recording");
        std::thread::spawn(move || {
            let mut bytes = [0u8; 640];
            let mut odd = None;
            while let Ok(n) = pipe.read(&mut bytes) {
                if n == 0 {
                    break;
                }
                let mut samples = samples.lock().expect("samples");
                for &byte in &bytes[..n] {
                    match odd.take() {
                        None => odd = Some(byte),
                        Some(low) => samples.push(i16::from_le_bytes([low, byte])),
                    }
                }
            }
        })
    };
    let recording = Recording {
        recorder,
        reader: Some(reader),
        samples,
    };
    let started = Instant::now();
    while recording.len() == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "parecord recorded nothing from {device} in 10 s"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    recording
}

/// A recording of the sink's monitor, as 16 kHz mono samples.
pub struct Recording {
    recorder: Child,
    reader: Option<std::thread::JoinHandle<()>>,
    samples: Arc<Mutex<Vec<i16>>>,
}

impl Recording {
    /// How many samples have come in so far.
    pub fn len(&self) -> usize {
        self.samples.lock().expect("samples").len()
    }

    /// The samples from `from` on.
    pub fn since(&self, from: usize) -> Vec<i16> {
        self.samples.lock().expect("samples")[from..].to_vec()
    }
}

impl Recording {
    /// Stops recording (parecord writes out what it holds on SIGINT) and
    /// returns every sample.
    pub fn stop(mut self) -> Vec<i16> {
        if let Ok(pid) = i32::try_from(self.recorder.id()) {
            // SAFETY: a signal to the recorder this test started.
            unsafe {
                libc::kill(pid, libc::SIGINT);
            }
        }
        let _ = self.recorder.wait();
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        std::mem::take(&mut *self.samples.lock().expect("samples"))
    }
}

impl Drop for Recording {
    fn drop(&mut self) {
        if matches!(self.recorder.try_wait(), Ok(None)) {
            end(&mut self.recorder);
        }
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
    }
}

/// Seconds of a recording that are not silence: 10 ms windows whose
/// loudest sample passes 1 % of full scale.
pub fn sounding_seconds(samples: &[i16]) -> f64 {
    let loud = samples
        .chunks(RATE / 100)
        .filter(|w| w.iter().any(|s| s.unsigned_abs() > 328))
        .count();
    loud as f64 / 100.0
}

/// speech-dispatcher of the test's own, speaking with espeak-ng into
/// `sound`'s sink, its log at level 5 (every message, its priority, and
/// every stop).
pub struct Speech {
    pub dir: TempDir,
    server: Child,
}

impl Speech {
    pub fn start(sound: &Sound, label: &str) -> Result<Speech, String> {
        let dir = TempDir::new(label);
        let config = dir.join("config");
        let copied = Command::new("cp")
            .args(["-r", "/etc/speech-dispatcher"])
            .arg(&config)
            .status()
            .map_err(|e| e.to_string())?;
        if !copied.success() {
            return Err("no /etc/speech-dispatcher to copy".into());
        }
        let conf = config.join("speechd.conf");
        let mut text = std::fs::read_to_string(&conf).map_err(|e| e.to_string())?;
        text.push_str(
            "\nAudioOutputMethod \"pulse\"\n\
             AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\n\
             DefaultModule espeak-ng\n",
        );
        std::fs::write(&conf, text).map_err(|e| e.to_string())?;
        std::fs::create_dir_all(dir.join("log")).map_err(|e| e.to_string())?;
        let mut command = sound.command("speech-dispatcher");
        command
            .arg("-s")
            .arg("-C")
            .arg(&config)
            .arg("-L")
            .arg(dir.join("log"))
            .args(["-l", "5", "-t", "0", "-S"])
            .arg(dir.join("speechd.sock"))
            .arg("-P")
            .arg(dir.join("speechd.pid"))
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let server = command
            .spawn()
            .map_err(|e| format!("speech-dispatcher: {e}"))?;
        let speech = Speech { dir, server };
        let deadline = Instant::now() + Duration::from_secs(30);
        while !speech.dir.join("speechd.sock").exists() {
            if Instant::now() > deadline {
                return Err("the test's speech-dispatcher did not start".into());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(speech)
    }

    /// The address clients (libspeechd, python3-speechd) are led to by
    /// `SPEECHD_ADDRESS`.
    pub fn address(&self) -> String {
        format!("unix_socket:{}", self.dir.join("speechd.sock").display())
    }

    pub fn log_path(&self) -> PathBuf {
        self.dir.join("log/speech-dispatcher.log")
    }

    /// The log as it stands.
    pub fn log(&self) -> String {
        String::from_utf8_lossy(&std::fs::read(self.log_path()).unwrap_or_default()).into_owned()
    }
}

impl Drop for Speech {
    fn drop(&mut self) {
        end(&mut self.server);
    }
}
