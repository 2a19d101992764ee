//! A chess engine spoken to over UCI (Stockfish from the system's packages is
//! the reference). Nothing the engine says is trusted: every line is read as
//! text, a best move is checked against the position by the session, and an
//! engine that dies, babbles or falls silent is reported in one line.
//!
//! What an engine says costs bounded memory, however much it says: each
//! line is read into a buffer of at most [`LONGEST_LINE`] bytes and made
//! into a small [`Uci`] value on the reading thread, which keeps only what
//! annabella uses (the engine's name, cut; the few options it sets; a
//! score; a best move, cut) and drops the line; at most [`QUEUE`] of those
//! wait to be taken, and the engine waits when they are that many.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

use crate::notation::{EngineProblem, outside};
use crate::platform;

/// How long an engine may stay silent before answering `uci` and
/// `isready`. An engine still listing its options is alive, however long
/// the list; it gets at most `HANDSHAKE_TALKING` in all.
const HANDSHAKE: Duration = Duration::from_secs(10);

/// The most an engine that keeps talking may take to answer `uci` and
/// `isready`.
const HANDSHAKE_TALKING: Duration = Duration::from_secs(60);

/// The longest line an engine may write; a longer one is a fault.
const LONGEST_LINE: usize = 16 * 1024;

/// More lines than this in one second is a flood, far beyond what any
/// engine needs to say.
const FLOOD: usize = 20_000;

/// What the engine said, waiting to be taken; the engine waits when it is
/// this many.
const QUEUE: usize = 1024;

/// The options annabella sets; every other option an engine offers is
/// passed over.
const USED_OPTIONS: [&str; 4] = [
    "Skill Level",
    "UCI_Elo",
    "UCI_LimitStrength",
    "UCI_Chess960",
];

/// The longest move text kept from a `bestmove` line (a UCI move has at
/// most five characters; more is kept only to say what was wrong).
const LONGEST_MOVE: usize = 32;

/// The most lines read at one look, so that a chatty engine never keeps
/// the player waiting.
const LINES_PER_LOOK: usize = 2000;

/// What the reading thread passes on.
#[derive(Debug)]
enum FromEngine {
    /// A line that says something annabella uses.
    Said(Uci),
    /// An endless line or a flood of lines: reading has stopped.
    Flood,
}

/// One line of the engine's output of at most [`LONGEST_LINE`] bytes, read
/// as bytes (invalid UTF-8 is read, not fatal); `Err` for a longer one.
fn engine_line(reader: &mut impl BufRead) -> Option<Result<String, ()>> {
    let mut line = Vec::new();
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => &[][..],
        };
        if available.is_empty() {
            return (!line.is_empty())
                .then(|| Ok(String::from_utf8_lossy(&line).trim().to_owned()));
        }
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..=at], true),
            None => (available, false),
        };
        if line.len() + chunk.len() > LONGEST_LINE + 1 {
            return Some(Err(()));
        }
        line.extend_from_slice(chunk);
        let used = chunk.len();
        reader.consume(used);
        if done {
            return Some(Ok(String::from_utf8_lossy(&line).trim().to_owned()));
        }
    }
}

/// Reads the engine's output on a thread of its own, never on the one that
/// answers the player.
fn read_output(stdout: impl Read + Send + 'static) -> Receiver<FromEngine> {
    let (sender, lines) = mpsc::sync_channel(QUEUE);
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let mut second = Instant::now();
        let mut count = 0;
        while let Some(line) = engine_line(&mut reader) {
            if second.elapsed() >= Duration::from_secs(1) {
                second = Instant::now();
                count = 0;
            }
            count += 1;
            let Ok(line) = line.and_then(|l| if count > FLOOD { Err(()) } else { Ok(l) }) else {
                let _ = sender.send(FromEngine::Flood);
                break;
            };
            let said = Uci::read(&line);
            drop(line);
            // A line annabella passes over still shows the engine is alive
            // (a handshake listing options it does not use); it is handed on
            // only where there is room, never holding the engine up.
            let handed = if said == Uci::Other {
                match sender.try_send(FromEngine::Said(said)) {
                    Err(mpsc::TrySendError::Disconnected(_)) => Err(()),
                    _ => Ok(()),
                }
            } else {
                sender.send(FromEngine::Said(said)).map_err(|_| ())
            };
            if handed.is_err() {
                break;
            }
        }
    });
    lines
}

/// The weakest and strongest levels of `--level`.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=20;

/// A level players meet first: a gentle opponent.
pub const GENTLE_LEVEL: u8 = 3;

/// An evaluation, from the point of view of the side it was asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Hundredths of a pawn.
    Centipawns(i32),
    /// Mate in this many moves; negative when the side is mated.
    Mate(i32),
}

impl Score {
    /// The same score seen by the other side.
    pub fn flipped(self) -> Score {
        match self {
            Score::Centipawns(cp) => Score::Centipawns(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }
}

/// What an engine said when its search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestMove {
    /// The move as the engine wrote it, not yet checked.
    pub text: String,
    /// Its last evaluation, from the side to move's point of view.
    pub score: Option<Score>,
}

/// Something the engine did while searching.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineEvent {
    BestMove(BestMove),
    /// The engine ended, or its pipes broke.
    Died(EngineProblem),
    /// The engine gave no answer by its deadline.
    Silent,
}

/// A failure to start or talk to an engine, said to the player in the
/// scheme's language.
pub type EngineError = EngineProblem;

/// How the engine plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSetup {
    /// The program: a path, a name looked up in PATH and /usr/games, or
    /// `None` for `stockfish`.
    pub program: Option<String>,
    /// Strength 1 to 20; 20 is full strength.
    pub level: u8,
    pub chess960: bool,
}

/// The program to run: a path as given, or a name found in PATH or in
/// the system's other places for programs ([`platform::program_places`]:
/// /usr/games, where Debian installs Stockfish; beside annabella.exe).
pub fn find_program(program: Option<&str>) -> Result<PathBuf, EngineError> {
    let name = program.unwrap_or("stockfish");
    if Path::new(name).components().count() > 1 {
        let path = PathBuf::from(name);
        return if path.is_file() {
            Ok(path)
        } else {
            Err(EngineProblem::NotFound(name.to_owned()))
        };
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let file = platform::program_file(name);
    std::env::split_paths(&path)
        .chain(platform::program_places())
        .map(|folder| folder.join(&file))
        .find(|candidate| candidate.is_file())
        .ok_or_else(|| EngineProblem::NotInstalled(name.to_owned()))
}

/// An option the engine offered in its `uci` answer (also read by the
/// fuzz target of engine lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOption {
    pub name: String,
    pub min: Option<i64>,
    pub max: Option<i64>,
}

pub fn parse_option(line: &str) -> Option<EngineOption> {
    let rest = line.strip_prefix("option name ")?;
    let (name, rest) = rest.split_once(" type ")?;
    let field = |key: &str| {
        let mut words = rest.split_whitespace();
        words.find(|&w| w == key)?;
        words.next()?.parse().ok()
    };
    Some(EngineOption {
        name: name.trim().to_owned(),
        min: field("min"),
        max: field("max"),
    })
}

/// Reads `info … score cp N` or `score mate N` from an info line.
fn parse_score(line: &str) -> Option<Score> {
    let mut words = line.split_whitespace();
    words.find(|&w| w == "score")?;
    let kind = words.next()?;
    let value: i32 = words.next()?.parse().ok()?;
    match kind {
        "cp" => Some(Score::Centipawns(value)),
        "mate" => Some(Score::Mate(value)),
        _ => None,
    }
}

/// One line an engine says, as annabella reads it: only what it uses, each
/// text cut short.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Uci {
    /// `id name …`: the engine's name, cleaned and cut.
    Name(String),
    /// An option annabella sets, with its range.
    Option(EngineOption),
    UciOk,
    ReadyOk,
    /// An `info` line, with its score if it gives one.
    Info(Option<Score>),
    /// The move as written (at most [`LONGEST_MOVE`] characters), not yet
    /// checked.
    BestMove(String),
    /// Anything else, which is passed over.
    Other,
}

impl Uci {
    /// Reads one line; no line is an error.
    pub fn read(line: &str) -> Uci {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("id") if words.next() == Some("name") => {
                let name = line.trim_start()["id".len()..].trim_start()["name".len()..].trim();
                Uci::Name(outside::line(name))
            }
            Some("option") => parse_option(line)
                .filter(|option| USED_OPTIONS.contains(&option.name.as_str()))
                .map_or(Uci::Other, Uci::Option),
            Some("uciok") => Uci::UciOk,
            Some("readyok") => Uci::ReadyOk,
            Some("info") => Uci::Info(parse_score(line)),
            Some("bestmove") => Uci::BestMove(
                words
                    .next()
                    .unwrap_or("")
                    .chars()
                    .take(LONGEST_MOVE)
                    .collect(),
            ),
            _ => Uci::Other,
        }
    }
}

/// What an engine's answer to `uci` said that annabella uses: its name and
/// the options it sets, each option once, however often it was offered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Handshake {
    pub name: Option<String>,
    pub options: Vec<EngineOption>,
}

impl Handshake {
    /// Takes one line of the answer; `true` once it has ended (`uciok`).
    pub fn take(&mut self, said: Uci) -> bool {
        match said {
            Uci::Name(name) => self.name = Some(name),
            Uci::Option(option) => {
                self.options.retain(|o| o.name != option.name);
                self.options.push(option);
            }
            Uci::UciOk => return true,
            _ => {}
        }
        false
    }
}

/// The lines of an engine's output as the reading thread cuts them: at most
/// [`LONGEST_LINE`] bytes each, `Err` for a longer one (which stops the
/// reading).
pub fn engine_lines(output: &[u8]) -> Vec<Result<String, ()>> {
    let mut reader = std::io::BufReader::with_capacity(64, output);
    let mut lines = Vec::new();
    while let Some(line) = engine_line(&mut reader) {
        let stop = line.is_err();
        lines.push(line);
        if stop {
            break;
        }
    }
    lines
}

/// A running search.
#[derive(Debug)]
struct Search {
    deadline: Option<Instant>,
    score: Option<Score>,
    /// The engine has answered the `isready` sent before the search: what
    /// it said before that belongs to earlier searches.
    ready: bool,
}

/// A running engine process.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<FromEngine>,
    name: String,
    options: Vec<EngineOption>,
    search: Option<Search>,
    /// Best moves still owed by searches that were stopped.
    stale: usize,
    /// The level set by the player, to come back to after a hint.
    level: u8,
}

impl Engine {
    /// Starts the engine and shakes hands: `uci`, the options for the level
    /// and Chess960, `isready`, `ucinewgame`.
    pub fn start(setup: &EngineSetup) -> Result<Engine, EngineError> {
        let path = find_program(setup.program.as_deref())?;
        Engine::start_program(&path, setup)
    }

    fn start_program(path: &Path, setup: &EngineSetup) -> Result<Engine, EngineError> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineProblem::DidNotStart {
                program: path.display().to_string(),
                why: e.to_string(),
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineProblem::Pipes);
        };
        let lines = read_output(stdout);
        let fallback = path
            .file_name()
            .map_or_else(|| "engine".into(), |n| n.to_string_lossy().into_owned());
        let mut engine = Engine {
            child,
            stdin,
            lines,
            name: fallback,
            options: Vec::new(),
            search: None,
            stale: 0,
            level: setup.level,
        };
        engine.send("uci")?;
        let mut handshake = Handshake::default();
        engine.wait_for("uciok", |said| handshake.take(said))?;
        if let Some(name) = handshake.name.filter(|name| !name.is_empty()) {
            engine.name = name;
        }
        engine.options = handshake.options;
        if setup.chess960 {
            if !engine.offers("UCI_Chess960") {
                return Err(EngineProblem::NoChess960(engine.name.clone()));
            }
            engine.send("setoption name UCI_Chess960 value true")?;
        }
        engine.set_level(setup.level)?;
        engine.send("ucinewgame")?;
        engine.ready()?;
        Ok(engine)
    }

    /// The engine's name, as it gave it.
    pub fn name(&self) -> &str {
        &self.name
    }

    fn offers(&self, name: &str) -> bool {
        self.options.iter().any(|o| o.name == name)
    }

    /// Level 1 to 20 as the engine's `Skill Level` (0 to 20) and, below 20,
    /// `UCI_LimitStrength` with an `UCI_Elo` spread over the range the engine
    /// offers.
    fn set_level(&mut self, level: u8) -> Result<(), EngineError> {
        let level = level.clamp(*LEVELS.start(), *LEVELS.end());
        let steps = i64::from(LEVELS.end() - LEVELS.start());
        let step = i64::from(level - LEVELS.start());
        if let Some(skill) = self.options.iter().find(|o| o.name == "Skill Level") {
            let (min, max) = (skill.min.unwrap_or(0), skill.max.unwrap_or(20));
            let value = min + (max - min) * step / steps;
            self.send(&format!("setoption name Skill Level value {value}"))?;
        }
        let elo = self.options.iter().find(|o| o.name == "UCI_Elo").cloned();
        if self.offers("UCI_LimitStrength")
            && let Some(EngineOption {
                min: Some(min),
                max: Some(max),
                ..
            }) = elo
        {
            let full = level == *LEVELS.end();
            self.send(&format!("setoption name UCI_LimitStrength value {}", !full))?;
            if !full {
                let value = min + (max - min) * step / steps;
                self.send(&format!("setoption name UCI_Elo value {value}"))?;
            }
        }
        Ok(())
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| self.died())
    }

    /// Why the engine is gone, for the one line the player reads.
    fn died(&mut self) -> EngineError {
        let status = self
            .child
            .try_wait()
            .ok()
            .flatten()
            .map_or_else(|| "its pipe broke".to_owned(), |s| s.to_string());
        EngineProblem::Stopped {
            name: self.name.clone(),
            status,
        }
    }

    /// Hands what the engine says in the handshake to `take` until it says
    /// it is done (`word`, said in a message when it does not come in time):
    /// the engine may be silent for `HANDSHAKE` at a time, and talk for
    /// `HANDSHAKE_TALKING` in all.
    fn wait_for(
        &mut self,
        word: &str,
        mut take: impl FnMut(Uci) -> bool,
    ) -> Result<(), EngineError> {
        let end = Instant::now() + HANDSHAKE_TALKING;
        loop {
            let now = Instant::now();
            let (left, limit) = if end.saturating_duration_since(now) < HANDSHAKE {
                (end.saturating_duration_since(now), HANDSHAKE_TALKING)
            } else {
                (HANDSHAKE, HANDSHAKE)
            };
            match self.lines.recv_timeout(left) {
                Ok(FromEngine::Said(said)) => {
                    if take(said) {
                        return Ok(());
                    }
                }
                Ok(FromEngine::Flood) => return Err(EngineProblem::Flood(self.name.clone())),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineProblem::NoAnswer {
                        name: self.name.clone(),
                        word: word.to_owned(),
                        seconds: limit.as_secs(),
                    });
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.died()),
            }
        }
    }

    fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        self.wait_for("readyok", |said| said == Uci::ReadyOk)
    }

    /// Starts a search: `position` is the UCI position command's argument
    /// (`startpos moves …` or `fen … moves …`), `go` the go command's (clock
    /// times or a move time). Without an answer by `limit` the engine is
    /// reported silent.
    pub fn go(&mut self, position: &str, go: &str, limit: Duration) -> Result<(), EngineError> {
        // Whatever the engine says before it answers `isready` belongs to an
        // earlier search (an extra best move). An engine finishes a stopped
        // search before it takes a new position, so `isready` comes after.
        self.send(&format!("position {position}"))?;
        self.send("isready")?;
        self.send(&format!("go {go}"))?;
        self.search = Some(Search {
            deadline: Instant::now().checked_add(limit),
            score: None,
            ready: false,
        });
        Ok(())
    }

    pub fn is_searching(&self) -> bool {
        self.search.is_some()
    }

    /// How long until the search's deadline.
    pub fn time_to_deadline(&self) -> Option<Duration> {
        let deadline = self.search.as_ref()?.deadline?;
        Some(deadline.saturating_duration_since(Instant::now()))
    }

    /// What the engine has said since the last look, without waiting; at
    /// most a few thousand lines are read at one look.
    pub fn poll(&mut self) -> Option<EngineEvent> {
        self.search.as_ref()?;
        for _ in 0..LINES_PER_LOOK {
            match self.lines.try_recv() {
                Ok(FromEngine::Said(said)) => {
                    if let Some(event) = self.read_said(said) {
                        return Some(event);
                    }
                }
                Ok(FromEngine::Flood) => {
                    self.search = None;
                    return Some(EngineEvent::Died(EngineProblem::Flood(self.name.clone())));
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.search = None;
                    return Some(EngineEvent::Died(self.died()));
                }
            }
        }
        let late = self
            .search
            .as_ref()
            .and_then(|s| s.deadline)
            .is_some_and(|d| Instant::now() >= d);
        if late {
            self.search = None;
            return Some(EngineEvent::Silent);
        }
        None
    }

    /// One line from the engine during a search.
    fn read_said(&mut self, uci: Uci) -> Option<EngineEvent> {
        if matches!(uci, Uci::BestMove(_)) && self.stale > 0 {
            self.stale -= 1;
            return None;
        }
        let search = self.search.as_mut()?;
        match uci {
            Uci::ReadyOk => {
                search.ready = true;
                None
            }
            Uci::Info(score) if search.ready => {
                if score.is_some() {
                    search.score = score;
                }
                None
            }
            Uci::BestMove(text) if search.ready => {
                let search = self.search.take()?;
                Some(EngineEvent::BestMove(BestMove {
                    text,
                    score: search.score,
                }))
            }
            _ => None,
        }
    }

    /// Stops a search whose answer is no longer wanted (a takeback, the end
    /// of the game); its best move is passed over when it comes.
    pub fn stop(&mut self) {
        if self.search.take().is_some() {
            self.stale += 1;
            let _ = self.send("stop");
        }
    }

    /// A search at full strength for a fixed time, not waited for: the
    /// hint and the evaluation. [`Engine::poll`] brings the answer; then
    /// [`Engine::end_analysis`] sets the player's level again.
    pub fn start_analysis(&mut self, position: &str, time: Duration) -> Result<(), EngineError> {
        if self.is_searching() {
            return Err(EngineProblem::Thinking);
        }
        self.set_level(*LEVELS.end())?;
        self.go(
            position,
            &format!("movetime {}", time.as_millis()),
            time + Duration::from_secs(5),
        )
    }

    /// The player's level again, after an analysis.
    pub fn end_analysis(&mut self) -> Result<(), EngineError> {
        self.set_level(self.level)
    }
}

impl Drop for Engine {
    /// `quit`, a moment to go, then the process is ended for sure.
    fn drop(&mut self) {
        if self.search.is_some() {
            let _ = self.send("stop");
        }
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_with_their_range() {
        let option = parse_option("option name UCI_Elo type spin default 1350 min 1350 max 2850");
        assert_eq!(
            option,
            Some(EngineOption {
                name: "UCI_Elo".into(),
                min: Some(1350),
                max: Some(2850)
            })
        );
        let skill = parse_option("option name Skill Level type spin default 20 min 0 max 20");
        assert_eq!(skill.map(|o| o.name), Some("Skill Level".into()));
        assert_eq!(parse_option("option name"), None);
    }

    #[test]
    fn scores_are_read_from_info_lines() {
        assert_eq!(
            parse_score("info depth 12 seldepth 15 score cp -34 nodes 1000 pv e2e4"),
            Some(Score::Centipawns(-34))
        );
        assert_eq!(
            parse_score("info depth 5 score mate 3 pv d1h5"),
            Some(Score::Mate(3))
        );
        assert_eq!(parse_score("info string hello"), None);
        assert_eq!(parse_score("info score cp lots"), None);
    }

    #[test]
    fn a_missing_program_is_named() {
        let error = find_program(Some("/nowhere/engine")).err();
        assert_eq!(
            error,
            Some(EngineProblem::NotFound("/nowhere/engine".into()))
        );
    }
}
