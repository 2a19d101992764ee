//! `annabella bench`: the figures of SPEC section 10, one line each,
//! `name key=value …`.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use shakmaty::{Chess, Position};

use super::Failure;
use super::export::Format;
use crate::game::{DeadPositionTest, is_dead};
use crate::notation::{announce_move, read_move};
use crate::scoresheet::files::Scratch;
use crate::sound::{Speaker, SpeakerOptions, VoiceKind};

/// A small deterministic generator (SplitMix64), so that benchmarks and
/// tests play the same random games on every machine.
#[derive(Clone, Debug)]
pub struct SplitMix(u64);

impl SplitMix {
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `bound` (which must not be 0).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }
}

/// The positions of a random game of at most `max_plies` half-moves from the
/// standard position, the start included.
pub fn random_game(rng: &mut SplitMix, max_plies: usize) -> Vec<Chess> {
    let mut position = Chess::default();
    let mut positions = vec![position.clone()];
    for _ in 0..max_plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        position.play_unchecked(m);
        positions.push(position.clone());
    }
    positions
}

/// Median and 95th percentile of some timings, in microseconds.
fn percentiles(mut times: Vec<Duration>) -> (f64, f64) {
    times.sort();
    let at = |q: f64| {
        let index = ((times.len() as f64 - 1.0) * q).round() as usize;
        times.get(index).map_or(0.0, |d| d.as_secs_f64() * 1e6)
    };
    (at(0.5), at(0.95))
}

/// The dead-position test after a move, fast and full, over the positions of
/// 300 random games.
pub fn deadpos(out: &mut dyn Write) -> Result<(), Failure> {
    let mut rng = SplitMix::new(0x616e_6e61);
    let positions: Vec<Chess> = (0..300).flat_map(|_| random_game(&mut rng, 200)).collect();
    let time = |test| {
        positions
            .iter()
            .map(|position| {
                let start = Instant::now();
                std::hint::black_box(is_dead(std::hint::black_box(position), test));
                start.elapsed()
            })
            .collect::<Vec<_>>()
    };
    let (fast_median, fast_p95) = percentiles(time(DeadPositionTest::Fast));
    let (full_median, full_p95) = percentiles(time(DeadPositionTest::Full));
    writeln!(
        out,
        "deadpos fast_us median={fast_median:.1} p95={fast_p95:.1} full_us median={full_median:.1} p95={full_p95:.1} positions={}",
        positions.len()
    )?;
    Ok(())
}

/// Key press to sound: from handing a typed move to the move reader until
/// the first sample of its announcement is in the output device's buffer,
/// plus the delay the device reports (clips); or until the speech service
/// reports that speaking began (system). Each move comes after a rest, as in
/// a game, so the clips voice opens its stream anew for each; a stream just
/// opened reports no delay before the sound server has been asked for it.
pub fn latency(options: &SpeakerOptions, n: usize, out: &mut dyn Write) -> Result<(), Failure> {
    let mut speaker = Speaker::open(options);
    let notices = speaker.take_notices();
    if speaker.voice() == VoiceKind::Text {
        return Err(Failure {
            message: format!(
                "no voice to measure: {}",
                notices
                    .iter()
                    .map(|n| options
                        .scheme
                        .message(n, crate::notation::Form::Print, false))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            code: 1,
        });
    }
    let voice = speaker.voice();
    let position = Chess::default();
    let inputs = ["e4", "Springer Felix drei", "d2d4", "c4", "Sc3"];
    // A game has spoken its start before the first move is typed, so the
    // very first utterance (which also reads its recordings) is not counted.
    if let Ok(m) = read_move(&position, "e4") {
        speaker.say_and_time(&announce_move(&position, m));
        speaker.finish(Duration::from_secs(3));
    }
    let mut times = Vec::with_capacity(n);
    for i in 0..n.max(1) {
        let started = Instant::now();
        let m = read_move(&position, inputs[i % inputs.len()])
            .map_err(|_| Failure::input("a benchmark move was refused"))?;
        let announcement = announce_move(&position, m);
        if let Some(heard) = speaker.say_and_time(&announcement) {
            times.push(heard.saturating_duration_since(started));
        }
        speaker.finish(Duration::from_secs(3));
        if speaker.voice() == VoiceKind::Text {
            // The sound went away; nothing is left to measure.
            break;
        }
        // In a game the next move comes seconds later, when the output has
        // come to rest; each measurement starts from there.
        std::thread::sleep(crate::sound::output::PAUSE_AFTER * 2);
    }
    for notice in speaker.take_notices() {
        let line = options
            .scheme
            .message(&notice, crate::notation::Form::Print, false);
        writeln!(out, "{line}")?;
    }
    if times.is_empty() {
        return Err(Failure {
            message: format!("the {} voice never started speaking", speaker.voice()),
            code: 1,
        });
    }
    let count = times.len();
    let (median, p95) = percentiles(times);
    writeln!(
        out,
        "latency {voice} median_ms={:.1} p95_ms={:.1} n={count}",
        median / 1000.0,
        p95 / 1000.0
    )?;
    Ok(())
}

/// A game of exactly 80 moves (160 half-moves) as a scoresheet, from seeded
/// random play, with a clock reading after every move.
pub fn eighty_move_game() -> Result<crate::scoresheet::Scoresheet, Failure> {
    use shakmaty::san::SanPlus;
    let mut seed = 80;
    loop {
        let mut rng = SplitMix::new(seed);
        let positions = random_game(&mut rng, 160);
        if positions.len() == 161 && !positions[160].is_game_over() {
            let mut text = String::from("[Event \"Benchmark\"]\n\n");
            for (ply, pair) in positions.windows(2).enumerate() {
                let m = pair[0].legal_moves().into_iter().find(|&m| {
                    let mut after = pair[0].clone();
                    after.play_unchecked(m);
                    after == pair[1]
                });
                let Some(m) = m else { break };
                if ply % 2 == 0 {
                    text.push_str(&format!("{}. ", ply / 2 + 1));
                }
                let seconds = 300 - ply;
                text.push_str(&format!(
                    "{} {{[%clk 0:{:02}:{:02}]}} ",
                    SanPlus::from_move(pair[0].clone(), m),
                    seconds / 60,
                    seconds % 60
                ));
            }
            text.push('*');
            let games = crate::scoresheet::read_games(&text);
            if let Some(game) = games.first()
                && let Ok(sheet) = crate::scoresheet::Scoresheet::from_pgn(game)
                && sheet.moves.len() == 160
            {
                return Ok(sheet);
            }
        }
        seed += 1;
    }
}

/// Exporting an 80-move game to BRF and to spoken WAV (the voice pack
/// already loaded, as in a session), median of 20 runs each.
pub fn export(out: &mut dyn Write) -> Result<(), Failure> {
    use crate::scoresheet::{audio, braille};
    let sheet = eighty_move_game()?;
    let pack = crate::sound::VoicePack::embedded(&crate::notation::FIDE).map_err(|e| Failure {
        message: e.to_string(),
        code: 1,
    })?;
    let mut brf_times = Vec::new();
    let mut wav_times = Vec::new();
    for _ in 0..20 {
        let start = Instant::now();
        std::hint::black_box(braille::brf_sheet(&sheet, &crate::notation::FIDE));
        brf_times.push(start.elapsed());
        let start = Instant::now();
        std::hint::black_box(crate::sound::wav::write(&audio::render(
            &sheet, &pack, false, 1.0,
        )));
        wav_times.push(start.elapsed());
    }
    let (brf, _) = percentiles(brf_times);
    let (wav, _) = percentiles(wav_times);
    writeln!(
        out,
        "export brf_ms={:.3} wav_ms={:.1} moves=80",
        brf / 1000.0,
        wav / 1000.0
    )?;
    Ok(())
}

/// Runs the benchmark named `what`.
pub fn run(
    what: &str,
    file: Option<&Path>,
    options: &SpeakerOptions,
    n: usize,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let needs_file = || Failure::input(format!("bench {what} needs a PGN file: bench {what} FILE"));
    match what {
        "deadpos" => deadpos(out),
        "latency" => latency(options, n, out),
        "export" => export(out),
        "startup" => startup(options, n, out),
        "idle" => idle(options, out),
        "pgn" => pgn(file.ok_or_else(needs_file)?, n, out),
        "memory" => memory(out),
        "answer" => answer(n, out),
        "read" => read_peak(file.ok_or_else(needs_file)?, out),
        "export-brf" => export_peak(file.ok_or_else(needs_file)?, Format::Brf, out),
        "export-wav" => export_peak(file.ok_or_else(needs_file)?, Format::Wav, out),
        "xfcc-read" => xfcc_peak(file.ok_or_else(needs_file)?, out),
        other => Err(Failure::input(format!(
            "no benchmark called '{other}'; there is: deadpos, latency, export, startup, idle, pgn, memory, answer"
        ))),
    }
}

/// What python-chess does to read and walk every game of a file: each game
/// read with `chess.pgn.read_game` and every move of its main line pushed
/// on its board. Prints the milliseconds it took.
const PYTHON_CHESS: &str = "
import sys, time, chess, chess.pgn
start = time.perf_counter()
with open(sys.argv[1], encoding='utf-8-sig', errors='replace') as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        board = game.board()
        for move in game.mainline_moves():
            board.push(move)
print((time.perf_counter() - start) * 1000, chess.__version__)
";

/// `bench pgn FILE`: `annabella announce` of every game of the file (the
/// lines thrown away), the median of `n` runs; and, side by side in the
/// same run, python-chess (from `$ANNABELLA_PYTHON` or `python3`) reading
/// and walking the same file, and the ratio.
pub fn pgn(file: &Path, n: usize, out: &mut dyn Write) -> Result<(), Failure> {
    let mut times = Vec::new();
    for _ in 0..n.clamp(1, 20) {
        let start = Instant::now();
        super::announce::run(file, &crate::notation::FIDE, false, &mut std::io::sink())?;
        times.push(start.elapsed());
    }
    let (median, _) = percentiles(times);
    let annabella_ms = median / 1000.0;
    let python = std::env::var("ANNABELLA_PYTHON").unwrap_or_else(|_| "python3".to_owned());
    let peer = Command::new(&python)
        .args(["-c", PYTHON_CHESS])
        .arg(file)
        .output();
    let peer = match peer {
        Ok(output) if output.status.success() => {
            let text = String::from_utf8_lossy(&output.stdout).into_owned();
            let mut words = text.split_whitespace();
            match (
                words.next().and_then(|w| w.parse::<f64>().ok()),
                words.next(),
            ) {
                (Some(ms), Some(version)) => Some((ms, version.to_owned())),
                _ => None,
            }
        }
        _ => None,
    };
    match peer {
        Some((python_ms, version)) => writeln!(
            out,
            "pgn file={} annabella_ms={annabella_ms:.1} python_chess_ms={python_ms:.1} python_chess={version} ratio={:.1}",
            file.display(),
            python_ms / annabella_ms
        )?,
        None => writeln!(
            out,
            "pgn file={} annabella_ms={annabella_ms:.1} python_chess=missing (pip install chess==1.11.2, or set ANNABELLA_PYTHON)",
            file.display()
        )?,
    }
    Ok(())
}

/// `bench read FILE`: announces the file (lines thrown away) and prints the
/// peak resident memory it took.
fn read_peak(file: &Path, out: &mut dyn Write) -> Result<(), Failure> {
    super::announce::run(file, &crate::notation::FIDE, false, &mut std::io::sink())?;
    writeln!(out, "{}", crate::platform::peak_memory_kb().unwrap_or(0))?;
    Ok(())
}

/// `bench export-brf FILE` and `bench export-wav FILE`: exports the file
/// to a temporary file and prints the peak resident memory it took.
fn export_peak(file: &Path, format: Format, out: &mut dyn Write) -> Result<(), Failure> {
    let scratch = Scratch::new("bench")?;
    let output = scratch.join("export.out");
    let exported = super::export::run(
        file,
        format,
        Some(&output),
        &crate::notation::FIDE,
        None,
        false,
        &mut std::io::sink(),
    );
    drop(scratch);
    exported?;
    writeln!(out, "{}", crate::platform::peak_memory_kb().unwrap_or(0))?;
    Ok(())
}

/// `bench xfcc-read FILE`: reads the file as an XfCC server's answer to
/// `GetMyGames` is read (its fault, then its games) and prints the peak
/// resident memory it took.
fn xfcc_peak(file: &Path, out: &mut dyn Write) -> Result<(), Failure> {
    use crate::correspondence::xfcc;
    let bytes = std::fs::read(file)?;
    let text = String::from_utf8_lossy(&bytes);
    let _ = xfcc::read_fault(&text);
    let _ = xfcc::read_games(&text);
    writeln!(out, "{}", crate::platform::peak_memory_kb().unwrap_or(0))?;
    Ok(())
}

/// XfCC answers of nearly the largest size annabella reads (4 MB), each
/// as a server trying to make it hold on to more than it was sent would
/// write it: one game of a million empty fields, a thousand games with
/// their moves, a field of character references, elements nested
/// without end.
fn xfcc_answers() -> Vec<(&'static str, String)> {
    let envelope = |games: &str| {
        format!(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?><soap:Envelope \
             xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>\
             <GetMyGamesResponse xmlns=\"{}\"><GetMyGamesResult>{games}\
             </GetMyGamesResult></GetMyGamesResponse></soap:Body></soap:Envelope>",
            crate::correspondence::xfcc::NAMESPACE
        )
    };
    let game = |id: usize, more: &str| {
        format!("<XfccGame><id>{id}</id><myTurn>true</myTurn>{more}</XfccGame>")
    };
    let moves: String = (1..=400).map(|n| format!("{n}.Nf3 Nf6 ")).collect();
    vec![
        (
            "empty-fields",
            envelope(&game(1, &"<x/>".repeat(1_000_000))),
        ),
        (
            "games",
            envelope(
                &(1..=1000)
                    .map(|id| game(id, &format!("<moves>{}</moves>", &moves[..3500])))
                    .collect::<String>(),
            ),
        ),
        (
            "references",
            envelope(&game(
                1,
                &format!("<message>{}</message>", "&#x41;".repeat(10_000)),
            )),
        ),
        ("nesting", envelope(&"<a>".repeat(1_300_000))),
    ]
}

/// The peak memory, in kilobytes, of `annabella bench WHAT FILE` run as a
/// process of its own, and the seconds it took.
fn peak_of(what: &str, file: &Path) -> Result<(u64, Duration), Failure> {
    let start = Instant::now();
    let output = Command::new(std::env::current_exe()?)
        .args(["bench", what])
        .arg(file)
        .output()?;
    let took = start.elapsed();
    let peak: u64 = String::from_utf8_lossy(&output.stdout)
        .trim()
        .parse()
        .unwrap_or(0);
    if !output.status.success() || peak == 0 {
        return Err(Failure::input(format!("bench {what}: the process failed")));
    }
    Ok((peak, took))
}

/// `bench memory`: files of 10 000 and of 1 000 000 short games (three
/// half-moves each) announced and exported to BRF by a process of their
/// own, and files of 10 and 1 000 games exported to WAV; the peak memory of
/// each. Memory stays flat when games are read and written one at a time.
/// Then XfCC answers of nearly 4 MB written to make a reader hold on to
/// more than it was sent ([`xfcc_answers`]), each read by a process of its
/// own: memory stays near the answer's size.
fn memory(out: &mut dyn Write) -> Result<(), Failure> {
    let folder = Scratch::new("bench")?;
    let game = "[Event \"Bench\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n";
    let mut result = Ok(());
    for games in [10_000usize, 1_000_000, 10, 1000] {
        let file = folder.join(&format!("{games}.pgn"));
        let mut writer = std::io::BufWriter::new(std::fs::File::create_new(&file)?);
        for _ in 0..games {
            writer.write_all(game.as_bytes())?;
        }
        writer.flush()?;
        drop(writer);
        let size = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
        let kinds: &[(&str, &str)] = match games {
            10 | 1000 => &[("export-wav", " export=wav")],
            _ => &[("read", ""), ("export-brf", " export=brf")],
        };
        for (what, label) in kinds {
            match peak_of(what, &file) {
                Ok((peak, took)) => writeln!(
                    out,
                    "memory{label} games={games} file_mb={:.1} peak_rss_mb={:.1} seconds={:.1}",
                    size as f64 / 1e6,
                    peak as f64 / 1024.0,
                    took.as_secs_f64()
                )?,
                Err(failure) => result = Err(failure),
            }
        }
        let _ = std::fs::remove_file(&file);
        if result.is_err() {
            break;
        }
    }
    for (what, answer) in xfcc_answers() {
        let file = folder.join(&format!("xfcc-{what}.xml"));
        std::fs::File::create_new(&file)?.write_all(answer.as_bytes())?;
        match peak_of("xfcc-read", &file) {
            Ok((peak, took)) => writeln!(
                out,
                "memory xfcc answer={what} answer_mb={:.1} peak_rss_mb={:.1} seconds={:.1}",
                answer.len() as f64 / 1e6,
                peak as f64 / 1024.0,
                took.as_secs_f64()
            )?,
            Err(failure) => result = Err(failure),
        }
        let _ = std::fs::remove_file(&file);
    }
    result
}

/// annabella itself playing a game in line mode, waiting for input, and
/// the folder its game is saved in.
fn spawn_game(voice: &str, time: &str) -> Result<(std::process::Child, Scratch), Failure> {
    let scratch = Scratch::new("bench")?;
    let save = scratch.join("game.pgn");
    let child = Command::new(std::env::current_exe()?)
        .args([
            "play", "--line", "--black", "human", "--voice", voice, "--time", time, "--save",
        ])
        .arg(&save)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    Ok((child, scratch))
}

/// From starting the program to its first announcement ("type a move"),
/// a new process each time.
pub fn startup(options: &SpeakerOptions, n: usize, out: &mut dyn Write) -> Result<(), Failure> {
    let voice = options.voice.to_string();
    let mut times = Vec::new();
    for _ in 0..n.max(1) {
        let start = Instant::now();
        let (mut child, _saved_in) = spawn_game(&voice, "none")?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| Failure::input("no output from annabella"))?;
        let greeted = BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
            .any(|line| line.starts_with("annabella: "));
        let took = start.elapsed();
        let _ = child.kill();
        let _ = child.wait();
        if !greeted {
            return Err(Failure::input(
                "annabella ended before its first announcement",
            ));
        }
        times.push(took);
    }
    let (median, p95) = percentiles(times);
    writeln!(
        out,
        "startup voice={voice} median_ms={:.1} p95_ms={:.1} n={}",
        median / 1000.0,
        p95 / 1000.0,
        n.max(1)
    )?;
    Ok(())
}

/// CPU and resident memory while annabella waits for a move, with the
/// clock off and with a clock running: ten seconds each, after the
/// announcements of the first two moves have been spoken and the sound
/// output has come to rest. Linux counts CPU time in ticks of 10 ms.
pub fn idle(options: &SpeakerOptions, out: &mut dyn Write) -> Result<(), Failure> {
    const SPAN: Duration = Duration::from_secs(10);
    const SETTLE: Duration = Duration::from_secs(5);
    let voice = options.voice.to_string();
    for (label, time) in [("off", "none"), ("on", "90+30")] {
        let (mut child, _saved_in) = spawn_game(&voice, time)?;
        let mut stdin = child.stdin.take();
        if let Some(stdin) = stdin.as_mut() {
            // One move each, so that the clock runs and a voice has spoken.
            let _ = stdin.write_all(b"e4\ne5\n");
        }
        std::thread::sleep(SETTLE);
        let before = crate::platform::process_use(child.id());
        std::thread::sleep(SPAN);
        let after = crate::platform::process_use(child.id());
        drop(stdin);
        let _ = child.kill();
        let _ = child.wait();
        let (Some((ticks_before, _)), Some((ticks_after, rss_kb))) = (before, after) else {
            return Err(Failure::input(
                "annabella ended while it should wait for a move",
            ));
        };
        let cpu = (ticks_after - ticks_before) as f64 * 0.01 / SPAN.as_secs_f64() * 100.0;
        writeln!(
            out,
            "idle clock={label} voice={voice} cpu_pct={cpu:.2} rss_mb={:.1} seconds={}",
            rss_kb as f64 / 1024.0,
            SPAN.as_secs()
        )?;
    }
    Ok(())
}

/// A game in line mode, in English words and letters whatever the
/// machine's language, whose lines the answer benchmarks read.
const LINE_GAME: [&str; 8] = [
    "--language",
    "en",
    "play",
    "--line",
    "--voice",
    "text",
    "--scheme",
    "english",
];

/// `bench answer`: how soon a command is answered while the engine thinks.
/// annabella plays 1. e4 in line mode against Stockfish at level 20 on a
/// 30-minute clock (both cores busy with its search), then `c` and `turn`
/// are typed in turn, `n` times, each timed from the line written to its
/// answer read. The engine's move coming in between is reported. Then `c`
/// typed right after `hint` (the engine searching at full strength) is
/// timed the same way, at most 20 times.
pub fn answer(n: usize, out: &mut dyn Write) -> Result<(), Failure> {
    while_engine_thinks(n, out)?;
    during_hint(n.min(20), out)
}

/// `c` typed right after `hint`, in a game of two people at one keyboard:
/// from the line written to its answer read, the hint still to come.
fn during_hint(n: usize, out: &mut dyn Write) -> Result<(), Failure> {
    let scratch = Scratch::new("bench")?;
    let save = scratch.join("hint.pgn");
    let mut child = Command::new(std::env::current_exe()?)
        .args(LINE_GAME)
        .args(["--black", "human", "--save"])
        .arg(&save)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let result = (|| -> Result<(), Failure> {
        let mut stdin = child
            .stdin
            .take()
            .ok_or_else(|| Failure::input("no input to annabella"))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| Failure::input("no output from annabella"))?;
        let mut lines = BufReader::new(stdout).lines().map_while(Result::ok);
        let mut times = Vec::new();
        for _ in 0..n.max(1) {
            writeln!(stdin, "hint")?;
            let start = Instant::now();
            writeln!(stdin, "c")?;
            stdin.flush()?;
            let mut answered = false;
            for line in lines.by_ref() {
                if line.starts_with("Move 1") && !answered {
                    times.push(start.elapsed());
                    answered = true;
                }
                if line.starts_with("Hint:") {
                    break;
                }
                if line.starts_with("No help") {
                    writeln!(
                        out,
                        "answer during_hint not measured: no engine (Stockfish)"
                    )?;
                    return Ok(());
                }
            }
        }
        let measured = times.len();
        let (median, p95) = percentiles(times);
        writeln!(
            out,
            "answer during_hint median_ms={:.2} p95_ms={:.2} n={measured}",
            median / 1000.0,
            p95 / 1000.0,
        )?;
        writeln!(stdin, "quit")?;
        Ok(())
    })();
    let deadline = Instant::now() + Duration::from_secs(3);
    while Instant::now() < deadline && matches!(child.try_wait(), Ok(None)) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    drop(scratch);
    result
}

/// `c` and `turn` while the engine searches for its move.
fn while_engine_thinks(n: usize, out: &mut dyn Write) -> Result<(), Failure> {
    let scratch = Scratch::new("bench")?;
    let save = scratch.join("answer.pgn");
    let mut child = Command::new(std::env::current_exe()?)
        .args(LINE_GAME)
        .args([
            "--black", "engine", "--level", "20", "--time", "30", "--save",
        ])
        .arg(&save)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let result = (|| -> Result<(), Failure> {
        let mut stdin = child
            .stdin
            .take()
            .ok_or_else(|| Failure::input("no input to annabella"))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| Failure::input("no output from annabella"))?;
        let mut lines = BufReader::new(stdout).lines().map_while(Result::ok);
        let mut engine = false;
        writeln!(stdin, "e4")?;
        for line in lines.by_ref() {
            // "You play White against Stockfish …": the engine plays.
            engine |= line.starts_with("You play White against ");
            if line == "Pawn Eva four" {
                break;
            }
        }
        if !engine {
            writeln!(
                out,
                "answer not measured: no engine (Stockfish) to think meanwhile"
            )?;
            return Ok(());
        }
        let mut times = Vec::new();
        let mut engine_moved = false;
        for i in 0..n.max(1) {
            let (typed, answer) = if i % 2 == 0 {
                ("c", "White ")
            } else {
                ("turn", "Black to move")
            };
            let start = Instant::now();
            writeln!(stdin, "{typed}")?;
            stdin.flush()?;
            for line in lines.by_ref() {
                if line.starts_with("Black: ") {
                    engine_moved = true;
                }
                if line.starts_with(answer) || (engine_moved && typed == "turn") {
                    break;
                }
            }
            times.push(start.elapsed());
            if engine_moved {
                break;
            }
        }
        let measured = times.len();
        let (median, p95) = percentiles(times);
        writeln!(
            out,
            "answer while_engine_thinks median_ms={:.2} p95_ms={:.2} n={measured}{}",
            median / 1000.0,
            p95 / 1000.0,
            if engine_moved {
                " (the engine moved before the last)"
            } else {
                ""
            }
        )?;
        // quit stops the engine's search too.
        writeln!(stdin, "quit")?;
        Ok(())
    })();
    let deadline = Instant::now() + Duration::from_secs(3);
    while Instant::now() < deadline && matches!(child.try_wait(), Ok(None)) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    drop(scratch);
    result
}
