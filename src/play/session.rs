//! The command layer: one typed line in, announcements out. The game is saved
//! after every move, before the move is announced.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{ByColor, Color, File, Position, Rank, Role, Square};

use crate::commands::export::write_atomically;
use crate::game::{
    Claim, ClaimRuling, Clock, FakeTime, Game, MonotonicTime, TimeControl, TimeSource, Verdict,
};
use crate::notation::{
    Announcement, Line, Phrase, Scheme, Word, announce_move, attackers_and_defenders,
    clock_reading, describe_square, game_end, legal_moves_from, piece_list, read_move, scan,
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

/// How a session starts.
#[derive(Clone, Debug)]
pub struct SessionOptions {
    pub scheme: &'static Scheme,
    pub time_control: TimeControl,
    pub save: Option<PathBuf>,
    pub white: String,
    pub black: String,
    pub time: SessionTime,
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
    fn say(announcement: Announcement) -> Reply {
        Reply {
            said: vec![announcement],
            ..Reply::default()
        }
    }

    fn plain(line: impl Into<String>) -> Reply {
        Reply {
            plain: vec![line.into()],
            ..Reply::default()
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pending {
    Resign(Color),
    DrawOffer(Color),
    Takeback,
}

/// A game being played.
pub struct Session {
    options: SessionOptions,
    game: Game,
    clock: Option<Clock<SessionTime>>,
    clocks_after: Vec<Option<Duration>>,
    claims: Vec<RecordedClaim>,
    pending: Option<Pending>,
    last_said: Option<Announcement>,
    /// Warning thresholds each side has been warned of.
    warned: ByColor<Vec<Duration>>,
}

/// When a player's own time is announced as it runs low.
pub const WARNINGS: [Duration; 4] = [
    Duration::from_secs(300),
    Duration::from_secs(60),
    Duration::from_secs(30),
    Duration::from_secs(10),
];

const HELP: &str = "Type a move in any notation (e4, Sf3, Springer Felix drei, g1f3). \
Commands: clock, last, moves, pieces [white|black] [king|queen|rook|bishop|knight|pawn], \
scan FILE-or-RANK, legal SQUARE, attackers SQUARE, square SQUARE, repeat, \
draw, claim threefold|fifty [MOVE], takeback, resign, help, quit.";

fn square(text: &str) -> Option<Square> {
    text.trim().parse().ok()
}

fn role(text: &str) -> Option<Role> {
    match text.to_lowercase().as_str() {
        "king" | "koenig" | "könig" | "k" => Some(Role::King),
        "queen" | "dame" | "q" | "d" => Some(Role::Queen),
        "rook" | "turm" | "r" | "t" => Some(Role::Rook),
        "bishop" | "laeufer" | "läufer" | "b" | "l" => Some(Role::Bishop),
        "knight" | "springer" | "n" | "s" => Some(Role::Knight),
        "pawn" | "bauer" | "p" => Some(Role::Pawn),
        _ => None,
    }
}

fn side(text: &str) -> Option<Color> {
    match text.to_lowercase().as_str() {
        "white" | "weiss" | "weiß" | "w" => Some(Color::White),
        "black" | "schwarz" | "b" => Some(Color::Black),
        _ => None,
    }
}

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

impl Session {
    pub fn new(game: Game, options: SessionOptions) -> Session {
        let turn = game.position().turn();
        let clock = Clock::start(options.time_control.clone(), options.time.clone(), turn);
        Session {
            options,
            game,
            clock,
            clocks_after: Vec::new(),
            claims: Vec::new(),
            pending: None,
            last_said: None,
            warned: ByColor::new_with(|_| Vec::new()),
        }
    }

    /// A saved game taken up again from its scoresheet, with the clocks as
    /// they were after the last move; the player to move's time runs from
    /// now. A finished game cannot be resumed.
    pub fn resume(sheet: &Scoresheet, mut options: SessionOptions) -> Result<Session, String> {
        if sheet.result != "*" {
            return Err(format!("that game is finished: {}", sheet.result));
        }
        let mut game = Game::from_position(sheet.start.clone(), sheet.castling_mode);
        for (index, recorded) in sheet.moves.iter().enumerate() {
            let mover = game.position().turn();
            game.play(recorded.m).map_err(|e| e.to_string())?;
            if sheet.draw_offers.contains(&(index + 1)) {
                let _ = game.offer_draw(mover);
            }
        }
        if let Some(control) = &sheet.time_control {
            options.time_control = control.clone();
        }
        let clocks_after: Vec<Option<Duration>> = sheet.moves.iter().map(|m| m.clock).collect();
        let clock = rebuilt_clock(&game, &clocks_after, &options);
        Ok(Session {
            options,
            game,
            clock,
            clocks_after,
            claims: sheet.claims.clone(),
            pending: None,
            last_said: None,
            warned: ByColor::new_with(|_| Vec::new()),
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How long until the flag of the player to move falls (never with a
    /// practice clock, which only `wait` moves).
    fn time_to_flag(&self) -> Option<Duration> {
        if self.is_over() || matches!(self.options.time, SessionTime::Fake(_)) {
            return None;
        }
        self.clock.as_ref().and_then(Clock::time_to_flag)
    }

    /// How long until something must be said without input: the next time
    /// warning or the flag fall.
    pub fn next_wakeup(&self) -> Option<Duration> {
        let to_flag = self.time_to_flag()?;
        let clock = self.clock.as_ref()?;
        let left = clock.remaining(clock.turn());
        let to_warning = WARNINGS
            .iter()
            .filter(|&&t| t < left)
            .map(|&t| left - t)
            .min();
        Some(to_warning.map_or(to_flag, |w| w.min(to_flag)))
    }

    /// Time passed without input: a warning may be due, or a flag may have
    /// fallen (article 6.9 decides between loss and draw), which ends the
    /// game at once.
    pub fn tick(&mut self) -> Reply {
        let mut reply = Reply::default();
        if !self.is_over() && !self.check_flag(&mut reply) {
            self.warn(&mut reply);
        }
        reply
    }

    /// Says the player to move's time when it crosses a warning threshold.
    fn warn(&mut self, reply: &mut Reply) {
        let Some(clock) = &self.clock else {
            return;
        };
        let color = clock.turn();
        let left = clock.remaining(color);
        let warned = &mut self.warned[color];
        warned.retain(|&threshold| left <= threshold);
        let due: Vec<Duration> = WARNINGS
            .iter()
            .copied()
            .filter(|&t| left <= t && !warned.contains(&t))
            .collect();
        if due.is_empty() {
            return;
        }
        warned.extend(due);
        let mut said = Announcement::new();
        said.push(Word::Side(color))
            .extend(crate::notation::time_words(left));
        reply.said.push(said);
        reply.earcon = Some(Earcon::LowTime);
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
                ("White".into(), self.options.white.clone()),
                ("Black".into(), self.options.black.clone()),
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
    fn save(&self, reply: &mut Reply) {
        if let Some(path) = &self.options.save
            && let Err(failure) = write_atomically(path, export::pgn(&self.scoresheet()).as_bytes())
        {
            reply.plain.push(failure.message);
        }
    }

    /// The flag of the player to move, checked whenever anything is typed.
    fn check_flag(&mut self, reply: &mut Reply) -> bool {
        let Some(color) = self.clock.as_ref().and_then(Clock::flag) else {
            return false;
        };
        if let Ok(verdict) = self.game.flag(color) {
            self.end(verdict, reply);
            reply.earcon = Some(Earcon::Flag);
        }
        true
    }

    fn end(&mut self, verdict: Verdict, reply: &mut Reply) {
        if let Some(clock) = &mut self.clock {
            clock.stop();
        }
        self.save(reply);
        reply.said.push(game_end(&verdict));
        reply.earcon.get_or_insert(Earcon::GameEnd);
        reply.finished = true;
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

    /// Plays a move that is known to be legal: clock, save, then announce.
    fn play(&mut self, m: shakmaty::Move, reply: &mut Reply) {
        let before = self.game.position().clone();
        let Ok(verdict) = self.game.play(m) else {
            return;
        };
        self.press_clock();
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
        if let Some(verdict) = verdict {
            self.end(verdict, reply);
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

    /// One typed line.
    pub fn handle(&mut self, input: &str) -> Reply {
        let mut reply = Reply::default();
        let text = input.trim();
        if self.game.verdict().is_none() && self.check_flag(&mut reply) {
            return reply;
        }
        let lower = text.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let turn = self.game.position().turn();
        if let Some(pending) = self.pending.take() {
            let yes = matches!(
                words.first().copied(),
                Some("yes" | "ja" | "y" | "j" | "accept" | "annehmen")
            );
            match pending {
                Pending::Resign(color) if yes => {
                    if let Ok(verdict) = self.game.resign(color) {
                        self.end(verdict, &mut reply);
                    }
                    return reply;
                }
                Pending::DrawOffer(_) if yes => {
                    if let Ok(verdict) = self.game.agree_draw() {
                        self.end(verdict, &mut reply);
                    }
                    return reply;
                }
                Pending::Takeback if yes => return self.take_back(),
                _ => {
                    if matches!(
                        words.first().copied(),
                        Some("no" | "nein" | "n" | "decline" | "ablehnen")
                    ) {
                        return Reply::plain("Declined; the game goes on.");
                    }
                }
            }
        }
        if self.game.verdict().is_some()
            && !matches!(words.first().copied(), Some("quit" | "exit" | "ende"))
        {
            let verdict = *self.game.verdict().expect("checked");
            let mut reply = Reply::say(game_end(&verdict));
            reply.finished = true;
            return reply;
        }
        let reply = match words.as_slice() {
            [] => Reply::plain(HELP),
            ["help" | "hilfe" | "?"] => Reply::plain(HELP),
            ["quit" | "exit" | "ende"] => {
                self.save(&mut reply);
                reply.finished = true;
                reply
            }
            ["repeat" | "r" | "wiederholen"] => match &self.last_said {
                Some(said) => Reply::say(said.clone()),
                None => Reply::plain("Nothing said yet."),
            },
            ["clock" | "c" | "uhr"] => Reply::say(self.clock_words()),
            ["wait", seconds] => match (&self.options.time, seconds.parse::<f64>()) {
                (SessionTime::Fake(time), Ok(seconds)) if seconds.is_finite() && seconds >= 0.0 => {
                    time.advance(Duration::from_millis((seconds * 1000.0) as u64));
                    self.tick()
                }
                _ => Reply::plain("wait works only with a practice clock (--fake-time)."),
            },
            ["last" | "l" | "letzter"] => match (
                self.game.positions().iter().rev().nth(1),
                self.game.moves().last(),
            ) {
                (Some(before), Some(&m)) => Reply::say(announce_move(before, m)),
                _ => Reply::plain("No move yet."),
            },
            ["moves" | "m" | "zuege" | "züge"] => {
                let mut reply = Reply::default();
                for (before, &m) in self.game.positions().iter().zip(self.game.moves()) {
                    reply.said.push(announce_move(before, m));
                }
                if reply.said.is_empty() {
                    reply.plain.push("No move yet.".into());
                }
                reply
            }
            ["pieces" | "p" | "figuren", rest @ ..] => {
                let colour = rest.iter().find_map(|w| side(w));
                let kind = rest.iter().find_map(|w| role(w));
                Reply::say(piece_list(self.game.position(), colour, kind))
            }
            ["scan" | "s", target] => {
                let line = match target.chars().next() {
                    Some(c @ 'a'..='h') if target.len() == 1 => File::from_char(c).map(Line::File),
                    Some(c @ '1'..='8') if target.len() == 1 => Rank::from_char(c).map(Line::Rank),
                    _ => None,
                };
                match line {
                    Some(line) => Reply::say(scan(self.game.position(), line)),
                    None => Reply::plain("scan needs a file a-h or a rank 1-8."),
                }
            }
            ["legal" | "moves-of", target] => match square(target) {
                Some(sq) => Reply::say(legal_moves_from(self.game.position(), sq)),
                None => Reply::plain("legal needs a square, like g1."),
            },
            ["attackers" | "a", target] => match square(target) {
                Some(sq) => Reply::say(attackers_and_defenders(self.game.position(), sq)),
                None => Reply::plain("attackers needs a square, like e4."),
            },
            ["square" | "sq", target] => match square(target) {
                Some(sq) => Reply::say(describe_square(self.game.position(), sq)),
                None => Reply::plain("square needs a square, like e4."),
            },
            ["resign" | "aufgeben"] => {
                self.pending = Some(Pending::Resign(turn));
                Reply::plain("Resign? Type yes to resign, anything else to play on.")
            }
            ["takeback" | "undo" | "zuruecknehmen" | "zurücknehmen"] => {
                if self.game.moves().is_empty() {
                    Reply::plain("No move to take back.")
                } else {
                    self.pending = Some(Pending::Takeback);
                    Reply::plain("Take back the last move? The opponent types yes to agree.")
                }
            }
            ["draw" | "remis"] => {
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
                    match read_move(self.game.position(), &original.join(" ")) {
                        Ok(m) => Some(m),
                        Err(refusal) => {
                            let mut reply = Reply::say(refusal.words(self.game.position()));
                            reply.earcon = Some(Earcon::Illegal);
                            return reply;
                        }
                    }
                };
                self.claim(claim, stated)
            }
            _ => match read_move(self.game.position(), text) {
                Ok(m) => {
                    let mut reply = Reply::default();
                    self.play(m, &mut reply);
                    reply
                }
                Err(refusal) => {
                    let mut reply = Reply::say(refusal.words(self.game.position()));
                    reply.earcon = Some(Earcon::Illegal);
                    reply
                }
            },
        };
        if let Some(last) = reply.said.last() {
            self.last_said = Some(last.clone());
        }
        reply
    }

    /// Takes the last move back: the board, the scoresheet and the mover's
    /// clock as they were before it (the time since then is not given back).
    fn take_back(&mut self) -> Reply {
        let mut reply = Reply::default();
        let Ok(m) = self.game.take_back() else {
            return Reply::plain("No move to take back.");
        };
        self.clocks_after.truncate(self.game.ply());
        self.claims.retain(|c| c.ply <= self.game.ply());
        self.clock = rebuilt_clock(&self.game, &self.clocks_after, &self.options);
        self.save(&mut reply);
        let before = self.game.position();
        let mut said = announce_move(before, m);
        said.phrase(Phrase::TakenBack);
        reply.said.push(said);
        reply
    }

    fn claim(&mut self, claim: Claim, stated: Option<shakmaty::Move>) -> Reply {
        let mut reply = Reply::default();
        let before = self.game.position().clone();
        let claimant = before.turn();
        let made = self.game.ply();
        let Ok(ruling) = self.game.claim(claim, stated) else {
            return Reply::plain("That claim cannot be made now.");
        };
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
            }
        }
        reply
    }
}
