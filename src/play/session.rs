//! The command layer: one typed line in, announcements out. The game is saved
//! after every move, before the move is announced.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{ByColor, Color, Move, Position};

use super::engine::{Engine, EngineSetup};
use super::explore::explore;
use crate::commands::export::write_atomically;
use crate::game::{
    Claim, ClaimRuling, Clock, FakeTime, Game, MonotonicTime, TimeControl, TimeSource, Verdict,
};
use crate::notation::{
    Announcement, Phrase, Punctuation, Scheme, Word, announce_move, clock_reading, game_end,
    read_move,
};
use crate::scoresheet::{RecordedClaim, RecordedMove, Scoresheet, export};
use crate::sound::Earcon;

/// The time a session's clock reads: the system's monotonic clock, or, for
/// tests and demonstrations, a time that moves only by the `wait` command.
#[derive(Clone, Debug)]
pub enum SessionTime {
    Monotonic(MonotonicTime),
    Fake(FakeTime),
}

impl TimeSource for SessionTime {
    fn now(&self) -> Duration {
        match self {
            SessionTime::Monotonic(time) => time.now(),
            SessionTime::Fake(time) => time.now(),
        }
    }
}

/// Who makes a side's moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// A person at the keyboard (or, in two-board play, at the other board).
    Human,
    /// The engine, spoken to over UCI.
    Engine,
}

/// How a session starts.
#[derive(Clone, Debug)]
pub struct SessionOptions {
    pub scheme: &'static Scheme,
    pub time_control: TimeControl,
    pub save: Option<PathBuf>,
    /// The names written on the scoresheet.
    pub names: ByColor<String>,
    pub time: SessionTime,
    pub players: ByColor<Player>,
    pub engine: EngineSetup,
    /// Hints and evaluation may be asked for.
    pub help: bool,
    /// Announced play against a sighted opponent on a board of their own:
    /// a typed move is said aloud and can be corrected until the clock is
    /// pressed.
    pub two_board: bool,
    /// When a player's own time is said as it runs low.
    pub warnings: Vec<Duration>,
    /// A cue every five minutes of a player's time.
    pub five_minute_cue: bool,
    /// The date for the scoresheet, as PGN writes it (`2026.11.21`).
    pub date: String,
}

impl SessionOptions {
    /// Two people at one keyboard, no clock, nothing saved.
    pub fn new(scheme: &'static Scheme) -> SessionOptions {
        SessionOptions {
            scheme,
            time_control: TimeControl::none(),
            save: None,
            names: ByColor {
                white: "White".into(),
                black: "Black".into(),
            },
            time: SessionTime::Monotonic(MonotonicTime::new()),
            players: ByColor::new_with(|_| Player::Human),
            engine: EngineSetup {
                program: None,
                level: super::engine::GENTLE_LEVEL,
                chess960: false,
            },
            help: true,
            two_board: false,
            warnings: WARNINGS.to_vec(),
            five_minute_cue: false,
            date: "????.??.??".into(),
        }
    }
}

/// What the session says back to one input.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// Lines to print and speak, in order.
    pub said: Vec<Announcement>,
    /// Plain lines (help, messages about files) to print as they are.
    pub plain: Vec<String>,
    pub earcon: Option<Earcon>,
    /// The game is over or the player asked to leave.
    pub finished: bool,
}

impl Reply {
    pub(super) fn say(announcement: Announcement) -> Reply {
        Reply {
            said: vec![announcement],
            ..Reply::default()
        }
    }

    pub(super) fn plain(line: impl Into<String>) -> Reply {
        Reply {
            plain: vec![line.into()],
            ..Reply::default()
        }
    }

    /// Everything said, as one announcement for the voice.
    pub fn spoken(&self) -> Option<Announcement> {
        let mut all = Announcement::new();
        for (index, said) in self.said.iter().enumerate() {
            if index > 0 {
                all.punctuation(Punctuation::Semicolon);
            }
            all.extend(said.clone());
        }
        (!self.said.is_empty()).then_some(all)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pending {
    Resign(Color),
    DrawOffer(Color),
    Takeback,
}

/// A game being played, or reviewed.
pub struct Session {
    pub(super) options: SessionOptions,
    pub(super) game: Game,
    pub(super) clock: Option<Clock<SessionTime>>,
    clocks_after: Vec<Option<Duration>>,
    claims: Vec<RecordedClaim>,
    pending: Option<Pending>,
    last_said: Option<Announcement>,
    /// Warning thresholds each side has been warned of.
    warned: ByColor<Vec<Duration>>,
    /// Each side's time when the session began: no warning or cue above it.
    ceiling: ByColor<Duration>,
    pub(super) engine: Option<Engine>,
    /// Two-board play: a move said aloud whose clock is not yet pressed.
    unpressed: Option<Move>,
    /// The player has been told how the clock is pressed.
    told_press: bool,
    /// The board is seen from Black's side.
    flipped: bool,
    /// Stepping through the move list: the half-move last said.
    browse: Option<usize>,
    /// Review: the whole game stepped through.
    pub(super) review: Option<Vec<Move>>,
}

/// When a player's own time is announced as it runs low, unless the config
/// file says otherwise.
pub const WARNINGS: [Duration; 4] = [
    Duration::from_secs(300),
    Duration::from_secs(60),
    Duration::from_secs(30),
    Duration::from_secs(10),
];

/// The interval of the optional cue, the talking form of a clock's dots.
const CUE: Duration = Duration::from_secs(300);

const HELP: &str = "Type a move in any notation (e4, Sf3, Springer Felix drei, g1f3). \
Commands: clock (c), last (l), moves, back, next, pieces [white|black] [king|queen|rook|bishop|knight|pawn], \
scan FILE-or-RANK, legal SQUARE, attackers SQUARE, square SQUARE, repeat (r), flip, \
draw, claim threefold|fifty [MOVE], takeback, resign, hint, eval, engine, help (?), quit.";

const TWO_BOARD_HELP: &str = " Two-board play: each move is said aloud; \
type press (or ok) to press the clock, type another move to correct it, or cancel.";

const REVIEW_HELP: &str = "Review: next (n), back (b), first, end, goto N, \
last (l), moves, clock, pieces, scan, legal, attackers, square, repeat (r), flip, help (?), quit.";

/// The clock of a game going on, from the time each move left its mover
/// (the first period's time before a side's first move); the player to
/// move's time runs from now.
fn rebuilt_clock(
    game: &Game,
    clocks_after: &[Option<Duration>],
    options: &SessionOptions,
) -> Option<Clock<SessionTime>> {
    let first = options
        .time_control
        .periods()
        .first()
        .map(|p| p.time)
        .unwrap_or_default();
    let mut remaining = ByColor::new_with(|_| first);
    let mut moves = ByColor::new_with(|_| 0u32);
    for (before, clock) in game.positions().iter().zip(clocks_after) {
        moves[before.turn()] += 1;
        if let Some(clock) = clock {
            remaining[before.turn()] = *clock;
        }
    }
    let turn = game.position().turn();
    Clock::continue_from(
        options.time_control.clone(),
        options.time.clone(),
        turn,
        remaining,
        moves,
    )
}

fn is_yes(word: Option<&str>) -> bool {
    matches!(word, Some("yes" | "ja" | "y" | "j" | "accept" | "annehmen"))
}

fn is_no(word: Option<&str>) -> bool {
    matches!(word, Some("no" | "nein" | "n" | "decline" | "ablehnen"))
}

/// "Zug drei, Weiß: Springer Felix drei": a move of the list by its number.
fn numbered_move(before: &shakmaty::Chess, m: Move) -> Announcement {
    let mut words = Announcement::new();
    words
        .phrase(Phrase::Move)
        .push(Word::Number(before.fullmoves().get()));
    words.punctuation(Punctuation::Comma);
    words.push(Word::Side(before.turn()));
    words.punctuation(Punctuation::Colon);
    words.extend(announce_move(before, m));
    words
}

impl Session {
    fn with(game: Game, options: SessionOptions, clocks_after: Vec<Option<Duration>>) -> Session {
        let clock = rebuilt_clock(&game, &clocks_after, &options);
        let ceiling = ByColor::new_with(|c| {
            clock
                .as_ref()
                .map_or(Duration::ZERO, |clock| clock.remaining(c))
        });
        Session {
            options,
            game,
            clock,
            clocks_after,
            claims: Vec::new(),
            pending: None,
            last_said: None,
            warned: ByColor::new_with(|_| Vec::new()),
            ceiling,
            engine: None,
            unpressed: None,
            told_press: false,
            flipped: false,
            browse: None,
            review: None,
        }
    }

    pub fn new(game: Game, options: SessionOptions) -> Session {
        Session::with(game, options, Vec::new())
    }

    /// A saved game taken up again from its scoresheet, with the clocks as
    /// they were after the last move; the player to move's time runs from
    /// now. A finished game cannot be resumed.
    pub fn resume(sheet: &Scoresheet, mut options: SessionOptions) -> Result<Session, String> {
        if sheet.result != "*" {
            return Err(format!("that game is finished: {}", sheet.result));
        }
        let game = replayed(sheet)?;
        if let Some(control) = &sheet.time_control {
            options.time_control = control.clone();
        }
        if let Some(date) = sheet.tag("Date") {
            options.date = date.to_owned();
        }
        let clocks_after: Vec<Option<Duration>> = sheet.moves.iter().map(|m| m.clock).collect();
        let mut session = Session::with(game, options, clocks_after);
        session.claims = sheet.claims.clone();
        Ok(session)
    }

    /// A game stepped through move by move, from its start, with nothing
    /// saved and no clock.
    pub fn review(sheet: &Scoresheet, mut options: SessionOptions) -> Result<Session, String> {
        let whole = replayed(sheet)?;
        options.save = None;
        options.time_control = TimeControl::none();
        options.players = ByColor::new_with(|_| Player::Human);
        let game = Game::from_position(sheet.start.clone(), sheet.castling_mode);
        let mut session = Session::new(game, options);
        session.review = Some(whole.moves().to_vec());
        Ok(session)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn options(&self) -> &SessionOptions {
        &self.options
    }

    /// Each side's time now, when there is a clock.
    pub fn clock_faces(&self) -> Option<ByColor<Duration>> {
        let clock = self.clock.as_ref()?;
        Some(ByColor::new_with(|c| clock.remaining(c)))
    }

    /// The board is seen from Black's side.
    pub fn is_flipped(&self) -> bool {
        self.flipped
    }

    /// The last thing said, for a front end to show.
    pub fn last_said(&self) -> Option<&Announcement> {
        self.last_said.as_ref()
    }

    /// A two-board move said aloud, waiting for the clock.
    pub fn unpressed(&self) -> Option<Move> {
        self.unpressed
    }

    pub fn is_review(&self) -> bool {
        self.review.is_some()
    }

    /// How long until the flag of the player to move falls (never with a
    /// practice clock, which only `wait` moves).
    fn time_to_flag(&self) -> Option<Duration> {
        if self.is_over() || matches!(self.options.time, SessionTime::Fake(_)) {
            return None;
        }
        self.clock.as_ref().and_then(Clock::time_to_flag)
    }

    /// The thresholds of `color`'s time that are said when crossed, the
    /// nearest five-minute mark among them when the cue is on.
    fn thresholds(&self, color: Color, left: Duration) -> Vec<Duration> {
        let mut all: Vec<Duration> = self.options.warnings.clone();
        if self.options.five_minute_cue {
            let marks = left.as_secs().div_ceil(CUE.as_secs());
            all.push(CUE * marks as u32);
            if marks > 0 {
                all.push(CUE * (marks - 1) as u32);
            }
        }
        all.retain(|&t| t < self.ceiling[color] && t > Duration::ZERO);
        all
    }

    /// How long until something must be said or done without input: the
    /// next time warning, the flag fall, or a look at the engine.
    pub fn next_wakeup(&self) -> Option<Duration> {
        let engine = self
            .engine
            .as_ref()
            .filter(|e| e.is_searching())
            .map(|_| Duration::from_millis(10));
        let clock = self.time_to_flag().and_then(|to_flag| {
            let clock = self.clock.as_ref()?;
            let color = clock.turn();
            let left = clock.remaining(color);
            let human = self.options.players[color] == Player::Human;
            let to_warning = self
                .thresholds(color, left)
                .into_iter()
                .filter(|&t| human && t < left)
                .map(|t| left - t)
                .min();
            Some(to_warning.map_or(to_flag, |w| w.min(to_flag)))
        });
        match (engine, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Time passed without input: a warning may be due, a flag may have
    /// fallen (article 6.9 decides between loss and draw), or the engine
    /// may have answered.
    pub fn tick(&mut self) -> Reply {
        let mut reply = Reply::default();
        if !self.is_over() && !self.check_flag(&mut reply) {
            self.warn(&mut reply);
            self.poll_engine(&mut reply);
        }
        self.remember(&reply);
        reply
    }

    /// Says the player to move's time when it crosses a warning threshold
    /// or a five-minute mark.
    fn warn(&mut self, reply: &mut Reply) {
        let Some(clock) = &self.clock else {
            return;
        };
        let color = clock.turn();
        if self.options.players[color] == Player::Engine {
            return;
        }
        let left = clock.remaining(color);
        let thresholds = self.thresholds(color, left);
        let warned = &mut self.warned[color];
        warned.retain(|&threshold| left <= threshold);
        let due: Vec<Duration> = thresholds
            .into_iter()
            .filter(|&t| left <= t && !warned.contains(&t))
            .collect();
        if due.is_empty() {
            return;
        }
        let low = due.iter().any(|t| self.options.warnings.contains(t));
        warned.extend(due);
        let mut said = Announcement::new();
        said.push(Word::Side(color))
            .extend(crate::notation::time_words(left));
        reply.said.push(said);
        if low {
            reply.earcon = Some(Earcon::LowTime);
        }
    }

    pub fn is_over(&self) -> bool {
        self.game.verdict().is_some()
    }

    /// The scoresheet of the game so far.
    pub fn scoresheet(&self) -> Scoresheet {
        let mut position = self.game.start().clone();
        let moves = self
            .game
            .moves()
            .iter()
            .zip(self.clocks_after.iter().chain(std::iter::repeat(&None)))
            .map(|(&m, clock)| {
                let san = crate::notation::formats::san(&position, m);
                position.play_unchecked(m);
                RecordedMove {
                    m,
                    san,
                    clock: *clock,
                }
            })
            .collect();
        let verdict = self.game.verdict();
        let standard = self.game.start() == &shakmaty::Chess::default();
        Scoresheet {
            tags: vec![
                ("Event".into(), "annabella game".into()),
                ("Date".into(), self.options.date.clone()),
                ("White".into(), self.options.names.white.clone()),
                ("Black".into(), self.options.names.black.clone()),
            ],
            time_control: (!self.options.time_control.is_none())
                .then(|| self.options.time_control.clone()),
            castling_mode: self.game.castling_mode(),
            start_fen: (!standard).then(|| self.game.start_fen()),
            start: self.game.start().clone(),
            moves,
            draw_offers: self
                .game
                .draw_offers()
                .iter()
                .map(|o| o.ply)
                .filter(|&p| p > 0)
                .collect(),
            claims: self.claims.clone(),
            result: verdict.map_or_else(|| "*".to_owned(), Verdict::pgn_result),
            termination: verdict.map(|v| v.reason),
        }
    }

    /// Saves the game, whole or not at all. A failure is said, not fatal.
    pub(super) fn save(&self, reply: &mut Reply) {
        if let Some(path) = &self.options.save
            && let Err(failure) = write_atomically(path, export::pgn(&self.scoresheet()).as_bytes())
        {
            reply.plain.push(failure.message);
        }
    }

    /// The flag of the player to move, checked whenever anything happens.
    fn check_flag(&mut self, reply: &mut Reply) -> bool {
        let Some(color) = self.clock.as_ref().and_then(Clock::flag) else {
            return false;
        };
        if self.options.players[color] == Player::Engine
            && self.engine.as_ref().is_some_and(Engine::is_searching)
        {
            reply
                .plain
                .push("The engine did not move before its flag fell.".into());
        }
        if let Ok(verdict) = self.game.flag(color) {
            self.unpressed = None;
            self.end(verdict, reply);
            reply.earcon = Some(Earcon::Flag);
        }
        true
    }

    pub(super) fn end(&mut self, verdict: Verdict, reply: &mut Reply) {
        if let Some(clock) = &mut self.clock {
            clock.stop();
        }
        if let Some(engine) = &mut self.engine {
            engine.stop();
        }
        self.save(reply);
        reply.said.push(game_end(&verdict));
        reply.earcon.get_or_insert(Earcon::GameEnd);
        reply.finished = self.review.is_none();
    }

    /// The player who just moved presses the clock; the time left is kept
    /// for the scoresheet.
    fn press_clock(&mut self) {
        let clock_after = self
            .clock
            .as_mut()
            .and_then(|c| c.press().ok())
            .map(|t| t.remaining);
        self.clocks_after.push(clock_after);
    }

    /// Plays a move that is known to be legal: clock, save, then announce;
    /// then the engine is asked for its reply when it is its turn.
    pub(super) fn play(&mut self, m: Move, reply: &mut Reply) {
        let before = self.game.position().clone();
        let Ok(verdict) = self.game.play(m) else {
            return;
        };
        self.press_clock();
        self.browse = None;
        let said = announce_move(&before, m);
        reply.earcon = Some(if m.is_capture() {
            Earcon::Capture
        } else {
            Earcon::Move
        });
        if self.game.position().is_check() {
            reply.earcon = Some(Earcon::Check);
        }
        self.save(reply);
        reply.said.push(said);
        match verdict {
            Some(verdict) => self.end(verdict, reply),
            None => self.ask_engine(reply),
        }
    }

    fn clock_words(&self) -> Announcement {
        let number = self.game.position().fullmoves().get();
        match &self.clock {
            Some(clock) => clock_reading(
                clock.remaining(Color::White),
                clock.remaining(Color::Black),
                number,
            ),
            None => {
                let mut words = Announcement::new();
                words.phrase(Phrase::Move).push(Word::Number(number));
                words
            }
        }
    }

    /// Whether the session is waiting for the engine's move: typed lines
    /// other than [`Session::answers_at_once`] wait for it.
    pub fn waits_for_engine(&self) -> bool {
        self.engine.as_ref().is_some_and(Engine::is_searching)
    }

    /// Commands answered even while the engine thinks: the clock, help,
    /// quit, and a takeback, which stops the engine.
    pub fn answers_at_once(input: &str) -> bool {
        let lower = input.trim().to_lowercase();
        matches!(
            lower.as_str(),
            "clock" | "c" | "uhr" | "help" | "hilfe" | "?" | "takeback" | "undo" | "quit" | "exit"
        )
    }

    fn remember(&mut self, reply: &Reply) {
        if let Some(last) = reply.said.last() {
            self.last_said = Some(last.clone());
        }
    }

    /// One typed line.
    pub fn handle(&mut self, input: &str) -> Reply {
        let mut reply = Reply::default();
        if !self.is_over() && self.check_flag(&mut reply) {
            self.remember(&reply);
            return reply;
        }
        let reply = self.command(input.trim());
        self.remember(&reply);
        reply
    }

    fn command(&mut self, text: &str) -> Reply {
        let lower = text.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let first = words.first().copied();
        if let Some(pending) = self.pending.take() {
            let mut reply = Reply::default();
            match pending {
                Pending::Resign(color) if is_yes(first) => {
                    if let Ok(verdict) = self.game.resign(color) {
                        self.end(verdict, &mut reply);
                    }
                    return reply;
                }
                Pending::DrawOffer(_) if is_yes(first) => {
                    if let Ok(verdict) = self.game.agree_draw() {
                        self.end(verdict, &mut reply);
                    }
                    return reply;
                }
                Pending::Takeback if is_yes(first) => return self.take_back(1),
                _ if is_no(first) => return Reply::plain("Declined; the game goes on."),
                _ => {}
            }
        }
        if self.is_over()
            && self.review.is_none()
            && !matches!(first, Some("quit" | "exit" | "ende"))
        {
            let verdict = *self.game.verdict().expect("checked");
            let mut reply = Reply::say(game_end(&verdict));
            reply.finished = true;
            return reply;
        }
        let view = if self.flipped {
            Color::Black
        } else {
            Color::White
        };
        if let Some(reply) = explore(self.game.position(), &words, view) {
            return reply;
        }
        if let Some(reply) = self.general(&words) {
            return reply;
        }
        if self.review.is_some() {
            return self.step(&words).unwrap_or_else(|| {
                Reply::plain(format!(
                    "{text:?}: not a command of a review. {REVIEW_HELP}"
                ))
            });
        }
        self.playing(text, &words)
    }

    /// Commands of play and review alike.
    fn general(&mut self, words: &[&str]) -> Option<Reply> {
        let reply = match words {
            [] | ["help" | "hilfe" | "?"] => {
                let help = if self.review.is_some() {
                    REVIEW_HELP.to_owned()
                } else if self.options.two_board {
                    format!("{HELP}{TWO_BOARD_HELP}")
                } else {
                    HELP.to_owned()
                };
                Reply::plain(help)
            }
            ["quit" | "exit" | "ende"] => {
                let mut reply = Reply::default();
                self.save(&mut reply);
                reply.finished = true;
                reply
            }
            ["repeat" | "r" | "wiederholen"] => match &self.last_said {
                Some(said) => Reply::say(said.clone()),
                None => Reply::plain("Nothing said yet."),
            },
            ["clock" | "c" | "uhr"] => Reply::say(self.clock_words()),
            ["flip" | "drehen"] => {
                self.flipped = !self.flipped;
                Reply::plain(if self.flipped {
                    "Board flipped: Black at the bottom."
                } else {
                    "Board flipped: White at the bottom."
                })
            }
            ["last" | "l" | "letzter"] => match (
                self.game.positions().iter().rev().nth(1),
                self.game.moves().last(),
            ) {
                (Some(before), Some(&m)) => Reply::say(numbered_move(before, m)),
                _ => Reply::plain("No move yet."),
            },
            ["moves" | "m" | "zuege" | "züge"] => {
                let mut reply = Reply::default();
                for (before, &m) in self.game.positions().iter().zip(self.game.moves()) {
                    reply.said.push(numbered_move(before, m));
                }
                if reply.said.is_empty() {
                    reply.plain.push("No move yet.".into());
                }
                reply
            }
            ["hint" | "tipp"] => self.hint(),
            ["eval" | "evaluation" | "bewertung"] => self.evaluation(),
            _ => return None,
        };
        Some(reply)
    }

    /// Stepping through the moves played so far without changing the game:
    /// `back` and `next` say one move of the list at a time.
    fn browse(&mut self, forward: bool) -> Reply {
        let played = self.game.moves().len();
        if played == 0 {
            return Reply::plain("No move yet.");
        }
        let at = match (self.browse, forward) {
            (None, false) => played - 1,
            (None, true) => {
                return Reply::plain("That is the last move; back steps through the list.");
            }
            (Some(0), false) => return Reply::plain("That was the first move."),
            (Some(at), false) => at - 1,
            (Some(at), true) if at + 1 >= played => {
                self.browse = None;
                return Reply::plain("That was the last move.");
            }
            (Some(at), true) => at + 1,
        };
        self.browse = Some(at);
        Reply::say(numbered_move(
            &self.game.positions()[at],
            self.game.moves()[at],
        ))
    }

    /// Review: moving through the game reviewed.
    fn step(&mut self, words: &[&str]) -> Option<Reply> {
        let whole = self.review.clone()?;
        let at = self.game.ply();
        let target = match words {
            ["next" | "n" | "vor" | ">"] => {
                if at >= whole.len() {
                    return Some(Reply::plain("That is the end of the game."));
                }
                at + 1
            }
            ["back" | "b" | "zurueck" | "zurück" | "<"] => {
                if at == 0 {
                    return Some(Reply::plain("That is the start of the game."));
                }
                at - 1
            }
            ["first" | "start" | "anfang"] => 0,
            ["end" | "schluss"] => whole.len(),
            ["goto", number] => match number.parse::<usize>() {
                Ok(n) if n <= whole.len() => n,
                _ => {
                    return Some(Reply::plain(format!(
                        "goto needs a half-move from 0 to {}.",
                        whole.len()
                    )));
                }
            },
            _ => return None,
        };
        let mut reply = Reply::default();
        let mut game = Game::from_position(self.game.start().clone(), self.game.castling_mode());
        for &m in &whole[..target] {
            let before = game.position().clone();
            if let Ok(Some(verdict)) = game.play(m)
                && game.ply() == target
            {
                reply.said.push(numbered_move(&before, m));
                reply.said.push(game_end(&verdict));
            }
        }
        self.game = game;
        if !reply.said.is_empty() {
            return Some(reply);
        }
        match (
            self.game.positions().iter().rev().nth(1),
            self.game.moves().last(),
        ) {
            (Some(before), Some(&m)) => reply.said.push(numbered_move(before, m)),
            _ => reply.plain.push("The starting position.".into()),
        }
        Some(reply)
    }

    /// The commands of a game being played, and moves.
    fn playing(&mut self, text: &str, words: &[&str]) -> Reply {
        let turn = self.game.position().turn();
        match words {
            ["back" | "previous" | "<"] => self.browse(false),
            ["next" | ">"] => self.browse(true),
            ["wait", seconds] => match (&self.options.time, seconds.parse::<f64>()) {
                (SessionTime::Fake(time), Ok(seconds)) if seconds.is_finite() && seconds >= 0.0 => {
                    time.advance(Duration::from_millis((seconds * 1000.0) as u64));
                    self.tick()
                }
                _ => Reply::plain("wait works only with a practice clock (--fake-time)."),
            },
            ["engine" | "computer"] => self.restart_engine(),
            ["press" | "ok" | "druecken" | "drücken"] => self.press(),
            ["cancel" | "abbrechen"] => match self.unpressed.take() {
                Some(_) => Reply::plain("Move cancelled; type the move again."),
                None => Reply::plain("No move waits for the clock."),
            },
            ["resign" | "aufgeben"] => {
                self.pending = Some(Pending::Resign(turn));
                Reply::plain("Resign? Type yes to resign, anything else to play on.")
            }
            ["takeback" | "undo" | "zuruecknehmen" | "zurücknehmen"] => self.ask_take_back(),
            ["draw" | "remis"] => {
                if self.opponent_is_engine(turn) {
                    return Reply::plain("The engine declines the draw; the game goes on.");
                }
                if self.game.offer_draw(turn).is_ok() {
                    self.pending = Some(Pending::DrawOffer(turn));
                }
                Reply::plain("Draw offered. The opponent types accept or decline.")
            }
            ["claim", kind, rest @ ..] => {
                let claim = match *kind {
                    "threefold" | "repetition" | "dreimal" => Some(Claim::ThreefoldRepetition),
                    "fifty" | "50" | "fuenfzig" | "fünfzig" => Some(Claim::FiftyMoves),
                    _ => None,
                };
                let Some(claim) = claim else {
                    return Reply::plain(
                        "claim threefold or claim fifty, with a move if it is still to be made.",
                    );
                };
                let stated = if rest.is_empty() {
                    None
                } else {
                    let original: Vec<&str> = text.split_whitespace().skip(2).collect();
                    match self.read(&original.join(" ")) {
                        Ok(m) => Some(m),
                        Err(reply) => return reply,
                    }
                };
                self.claim(claim, stated)
            }
            _ => match self.read(text) {
                Ok(m) => self.typed_move(m),
                Err(reply) => reply,
            },
        }
    }

    /// A typed move read in the position, or its refusal.
    fn read(&self, text: &str) -> Result<Move, Reply> {
        read_move(self.game.position(), text).map_err(|refusal| {
            let mut reply = Reply::say(refusal.words(self.game.position()));
            reply.earcon = Some(Earcon::Illegal);
            reply
        })
    }

    /// A move typed by a player: played at once, or, in two-board play,
    /// said aloud to wait for the clock.
    fn typed_move(&mut self, m: Move) -> Reply {
        let turn = self.game.position().turn();
        if self.options.players[turn] == Player::Engine && self.engine.is_some() {
            return Reply::plain("It is the engine's move.");
        }
        let mut reply = Reply::default();
        if self.options.two_board {
            let mut said = Announcement::new();
            if self.unpressed.is_some() {
                said.phrase(Phrase::Correction);
                said.punctuation(Punctuation::Colon);
            }
            said.extend(announce_move(self.game.position(), m));
            self.unpressed = Some(m);
            reply.said.push(said);
            if !std::mem::replace(&mut self.told_press, true) {
                reply.plain.push(
                    "Type press to press the clock, or type the move again to correct it.".into(),
                );
            }
            return reply;
        }
        self.play(m, &mut reply);
        reply
    }

    /// Two-board play: the clock is pressed and the move said aloud is made.
    fn press(&mut self) -> Reply {
        let Some(m) = self.unpressed.take() else {
            return Reply::plain("No move waits for the clock; type the move first.");
        };
        let mut reply = Reply::default();
        self.play(m, &mut reply);
        // The move was said when it was typed: now the clock is pressed, and
        // only what follows (the end of the game) is new.
        if let Some(said) = reply.said.first_mut() {
            let mut pressed = Announcement::new();
            pressed.phrase(Phrase::ClockPressed);
            *said = pressed;
        }
        reply
    }

    /// A takeback asked for: the opponent must agree, except the engine,
    /// which always does (then the game goes back to the player's turn).
    fn ask_take_back(&mut self) -> Reply {
        if self.unpressed.take().is_some() {
            return Reply::plain(
                "Move cancelled before the clock was pressed; type the move again.",
            );
        }
        let turn = self.game.position().turn();
        let engine_game =
            self.options.players[turn] == Player::Engine || self.opponent_is_engine(turn);
        if engine_game && self.engine.is_some() {
            let thinking = self.waits_for_engine();
            if let Some(engine) = &mut self.engine {
                engine.stop();
            }
            let plies = if thinking || self.options.players[turn] == Player::Engine {
                1
            } else {
                2
            };
            if self.game.ply() < plies {
                return Reply::plain("No move of yours to take back.");
            }
            return self.take_back(plies);
        }
        if self.game.moves().is_empty() {
            Reply::plain("No move to take back.")
        } else {
            self.pending = Some(Pending::Takeback);
            Reply::plain("Take back the last move? The opponent types yes to agree.")
        }
    }

    /// Takes the last `plies` half-moves back: the board, the scoresheet and
    /// the clocks as they were before them (the time since then is not given
    /// back).
    fn take_back(&mut self, plies: usize) -> Reply {
        let mut reply = Reply::default();
        for _ in 0..plies {
            let Ok(m) = self.game.take_back() else {
                break;
            };
            let mut said = announce_move(self.game.position(), m);
            said.phrase(Phrase::TakenBack);
            reply.said.push(said);
        }
        if reply.said.is_empty() {
            return Reply::plain("No move to take back.");
        }
        self.clocks_after.truncate(self.game.ply());
        self.claims.retain(|c| c.ply <= self.game.ply());
        self.clock = rebuilt_clock(&self.game, &self.clocks_after, &self.options);
        self.browse = None;
        self.save(&mut reply);
        reply
    }

    fn claim(&mut self, claim: Claim, stated: Option<Move>) -> Reply {
        let mut reply = Reply::default();
        let before = self.game.position().clone();
        let claimant = before.turn();
        let made = self.game.ply();
        let Ok(ruling) = self.game.claim(claim, stated) else {
            return Reply::plain("That claim cannot be made now.");
        };
        self.unpressed = None;
        if let Some(m) = stated
            && self.game.ply() > made
        {
            self.press_clock();
            reply.said.push(announce_move(&before, m));
        }
        match ruling {
            ClaimRuling::Drawn(verdict) | ClaimRuling::EndedByMove(verdict) => {
                self.claims.push(RecordedClaim {
                    ply: self.game.ply(),
                    claim,
                    correct: true,
                });
                self.end(verdict, &mut reply);
            }
            ClaimRuling::Incorrect { .. } => {
                self.claims.push(RecordedClaim {
                    ply: self.game.ply(),
                    claim,
                    correct: false,
                });
                if let Some(clock) = &mut self.clock {
                    clock.penalize_incorrect_claim(claimant);
                }
                self.save(&mut reply);
                reply.plain.push(
                    "Incorrect claim: the opponent gets the penalty time; the game goes on.".into(),
                );
                reply.said.push(self.clock_words());
                self.ask_engine(&mut reply);
            }
        }
        reply
    }
}

/// The game of a scoresheet, replayed with its draw offers.
fn replayed(sheet: &Scoresheet) -> Result<Game, String> {
    let mut game = Game::from_position(sheet.start.clone(), sheet.castling_mode);
    for (index, recorded) in sheet.moves.iter().enumerate() {
        let mover = game.position().turn();
        game.play(recorded.m).map_err(|e| e.to_string())?;
        if sheet.draw_offers.contains(&(index + 1)) {
            let _ = game.offer_draw(mover);
        }
    }
    Ok(game)
}
