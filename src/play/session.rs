//! The command layer: one typed line in, a reply out. A line becomes a
//! [`Command`]; the command changes the session and yields lines to print
//! and speak. The game is saved after every move, before the move is
//! announced.

use std::time::Duration;

use shakmaty::{ByColor, Color, Move, Position};

use super::command::{Command, Missing};
use super::engine::Engine;
use super::explore::explore;
use super::options::{Player, SessionOptions, SessionTime};
use super::record;
use super::reply::Reply;
use super::review::Review;
use crate::game::{Clock, Game, Verdict};
use crate::notation::{
    Announcement, ArbiterText, CliText, Help, HelpTopic, Message, Phrase, Punctuation, Scheme,
    Word, announce_move, clock_reading, game_end, read_typed_move,
};
use crate::scoresheet::save::SaveFile;
use crate::scoresheet::{
    Annotation, EventKind, RecordedClaim, RecordedMove, Scoresheet, SheetEvent, export,
};
use crate::sound::Earcon;

/// A question waiting for its answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Pending {
    Resign(Color),
    /// This side asked to offer a draw: is that what they meant?
    ConfirmDraw(Color),
    /// The opponent's consent to take the last move back.
    Takeback,
    /// Leaving while a two-board move waits for the clock.
    Quit,
    /// Aborting a game hardly begun.
    Abort,
    /// A square typed alone: is this the move meant?
    Meant(Move),
    /// A quickplay-finish claim by this side waits for the arbiter's
    /// answer (the Persian 10.2).
    Quickplay(Color),
}

impl Pending {
    /// Whether the question waits for its answer while other commands
    /// leave the game as it is: the opponent's consent to a takeback and
    /// "did you mean …?" are answered yes or no, and looking at the board
    /// or a mistyped answer answers neither. A confirmation of the
    /// player's own step says that anything but yes is no ("Type yes to
    /// resign, anything else to play on"), and leaving while a move waits
    /// for the clock is given up by playing on.
    fn stands_unanswered(self) -> bool {
        matches!(self, Pending::Takeback | Pending::Meant(_))
    }
}

/// A game being played, or reviewed.
pub struct Session {
    pub(super) options: SessionOptions,
    pub(super) game: Game,
    pub(super) clock: Option<Clock<SessionTime>>,
    pub(super) clocks_after: Vec<Option<Duration>>,
    pub(super) claims: Vec<RecordedClaim>,
    /// The arbiter's decisions: time added, illegal moves found.
    pub(super) events: Vec<SheetEvent>,
    /// What a resumed game had written before its first move and after
    /// each move, kept as it was.
    pub(super) preface: Vec<Annotation>,
    pub(super) annotations: Vec<Vec<Annotation>>,
    /// Where the game is saved, and whether the last save failed.
    pub(super) save_file: Option<SaveFile>,
    pub(super) save_failed: bool,
    pub(super) pending: Option<Pending>,
    /// A draw offered by this side, standing until the opponent accepts
    /// or declines it, touches a piece to move it or moves, or the game
    /// ends (9.1.2.1); a question asked meanwhile does not end it.
    pub(super) draw_offer: Option<Color>,
    last_said: Option<Announcement>,
    /// Warning thresholds each side has been warned of.
    pub(super) warned: ByColor<Vec<Duration>>,
    /// Each side's time when the session began: no warning or cue above it.
    pub(super) ceiling: ByColor<Duration>,
    pub(super) engine: Option<Engine>,
    /// Two-board play: a move said aloud whose clock is not yet pressed.
    pub(super) unpressed: Option<Move>,
    /// The move said aloud is a promotion typed without its piece (D.2.1):
    /// pressed so, it is a queen and an illegal move (7.5.2).
    pub(super) pieceless: bool,
    /// Moves said aloud and corrected before the clock (D.2.8), in SAN:
    /// written as a comment to the move pressed.
    pub(super) corrected: Vec<String>,
    /// The move typed last, refused by the rules: what `illegal` finds
    /// completed on the board (7.5.1).
    pub(super) refused: Option<super::arbiter::Refused>,
    /// The player has been told how the clock is pressed.
    pub(super) told_press: bool,
    /// The board is seen from Black's side.
    flipped: bool,
    /// Pieces the player to move touched, in order (touch-move).
    pub(super) touched: Vec<shakmaty::Square>,
    /// 7.5.1: an illegal move was made with a piece the arbiter has still
    /// to name; no move is taken before.
    pub(super) piece_unnamed: bool,
    /// The move sealed when the game was adjourned (Guidelines I.1), made
    /// when it is resumed.
    pub(super) sealed: Option<Move>,
    /// The side whose quickplay claim the arbiter postponed (10.2 b): the
    /// result is declared after a flag.
    pub(super) postponed: Option<Color>,
    /// A draw offer that goes with the offerer's next move.
    pub(super) offer_with_move: bool,
    /// A hint or an evaluation the engine is searching for.
    pub(super) advice: Option<super::advice::Advice>,
    /// An engine starting for a hint or an evaluation, in its own thread.
    pub(super) starting: Option<super::advice::Starting>,
    /// A move typed while the engine thinks, as typed: tried when the
    /// player's turn comes.
    pub(super) premove: Option<String>,
    /// Stepping through the move list: the half-move last said.
    pub(super) browse: Option<usize>,
    /// Review: the whole game stepped through.
    pub(super) review: Option<Review>,
    /// The server of an online game.
    pub(super) remote: Option<super::remote::Remote>,
    /// The server's moves are being taken over: they are not sent back.
    pub(super) replaying_server: bool,
    /// What the server had for the player when the game was taken over
    /// (an offer waiting, an end): said with the opening.
    pub(super) joined: Reply,
    /// A result a correspondence server gave without a rule of the Laws
    /// (an adjudication, a game defaulted, a win not said how).
    pub(super) given: Option<String>,
    /// The game has started: its clock runs (it stands until then).
    pub(super) begun: bool,
}

/// The clock of a game going on, from the time each move left its mover
/// (the first period's time before a side's first move); the player to
/// move's time runs from now.
pub(super) fn rebuilt_clock(
    game: &Game,
    clocks_after: &[Option<Duration>],
    events: &[SheetEvent],
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
    // Time the arbiter added after half-move `ply` counts until the player's
    // next recorded clock, which holds it.
    let adjust = |remaining: &mut ByColor<Duration>, ply: usize| {
        for event in events.iter().filter(|e| e.ply == ply) {
            match event.kind {
                EventKind::ClockAdjusted { color, millis } => {
                    let change = Duration::from_millis(millis.unsigned_abs());
                    remaining[color] = if millis < 0 {
                        remaining[color].saturating_sub(change)
                    } else {
                        remaining[color] + change
                    };
                }
                EventKind::ClockSet { color, time }
                | EventKind::Adjourned { color, time }
                | EventKind::Sealed {
                    color,
                    time: Some(time),
                } => remaining[color] = time,
                _ => {}
            }
        }
    };
    adjust(&mut remaining, 0);
    for (index, (before, clock)) in game.positions().iter().zip(clocks_after).enumerate() {
        moves[before.turn()] += 1;
        if let Some(clock) = clock {
            remaining[before.turn()] = *clock;
        }
        adjust(&mut remaining, index + 1);
    }
    let turn = game.position().turn();
    let control = super::intervention::control_now(&options.time_control, events);
    let mut clock = Clock::continue_from(control, options.time.clone(), turn, remaining, moves)?;
    if super::intervention::clocks_stand(events) {
        clock.pause();
    }
    Some(clock)
}

/// "Zug drei, Weiß: Springer Felix drei": a move of the list by its number.
pub(super) fn numbered_move(before: &shakmaty::Chess, m: Move) -> Announcement {
    let mut words = Announcement::new();
    words
        .phrase(Phrase::Move)
        .push(Word::Number(before.fullmoves().get()));
    words.punctuation(Punctuation::Comma);
    words.push(Word::Side(before.turn()));
    words.punctuation(Punctuation::Colon);
    words.extend(announce_move(before, m));
    // What the move took: "…schlägt Felix sieben, schwarzer Bauer".
    if let Some(taken) = m.capture() {
        words
            .punctuation(Punctuation::Comma)
            .push(Word::ColouredPiece(!before.turn(), taken));
    }
    words
}

impl Session {
    pub(super) fn with(
        game: Game,
        options: SessionOptions,
        clocks_after: Vec<Option<Duration>>,
        events: Vec<SheetEvent>,
    ) -> Session {
        let mut clock = rebuilt_clock(&game, &clocks_after, &events, &options);
        // The clock stands until the game begins.
        if let Some(clock) = &mut clock {
            clock.pause();
        }
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
            events,
            preface: Vec::new(),
            annotations: Vec::new(),
            save_file: None,
            save_failed: false,
            pending: None,
            draw_offer: None,
            last_said: None,
            warned: ByColor::new_with(|_| Vec::new()),
            ceiling,
            engine: None,
            unpressed: None,
            pieceless: false,
            corrected: Vec::new(),
            refused: None,
            told_press: false,
            flipped: false,
            touched: Vec::new(),
            piece_unnamed: false,
            sealed: None,
            postponed: None,
            offer_with_move: false,
            premove: None,
            advice: None,
            starting: None,
            browse: None,
            review: None,
            remote: None,
            replaying_server: false,
            joined: Reply::default(),
            given: None,
            begun: false,
        }
    }

    pub fn new(game: Game, options: SessionOptions) -> Session {
        Session::with(game, options, Vec::new(), Vec::new())
    }

    /// A saved game taken up again from its scoresheet, with the clocks as
    /// they were after the last move (the arbiter's additions included);
    /// the player to move's time runs from now. Its tags and what was
    /// written after its moves are kept. A finished game cannot be resumed.
    pub fn resume(sheet: &Scoresheet, mut options: SessionOptions) -> Result<Session, String> {
        if sheet.is_finished() {
            let result = sheet.end.map_or(sheet.result.clone(), |v| v.pgn_result());
            return Err(format!("that game is finished: {result}"));
        }
        let game = replayed(sheet)?;
        if let Some(control) = &sheet.time_control {
            options.time_control = control.clone();
        }
        if let Some(date) = sheet.tag("Date") {
            options.date = date.to_owned();
        }
        options.tags = sheet.tags.clone();
        let clocks_after: Vec<Option<Duration>> = sheet.moves.iter().map(|m| m.clock).collect();
        let mut session = Session::with(game, options, clocks_after, sheet.events.clone());
        session.claims = sheet.claims.clone();
        session.preface = sheet.preface.clone();
        session.annotations = sheet.moves.iter().map(|m| m.annotations.clone()).collect();
        let standing = record::saved(sheet).standing;
        session.touched = standing.touched;
        session.piece_unnamed = standing.piece_unnamed;
        session.offer_with_move = standing.offer_with_move;
        session.restore_offer(standing.pending_offer);
        session.restore_sealed(standing.sealed);
        session.restore_announced(standing.announced, standing.corrected);
        session.restore_quickplay();
        Ok(session)
    }

    /// The file the game is saved to after every move.
    pub fn save_to(&mut self, file: SaveFile) {
        self.save_file = Some(file);
    }

    /// Where the game is saved, if it is.
    pub fn save_path(&self) -> Option<&std::path::Path> {
        self.save_file.as_ref().map(SaveFile::path)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn options(&self) -> &SessionOptions {
        &self.options
    }

    pub fn scheme(&self) -> &'static Scheme {
        self.options.scheme
    }

    /// Each side's time now, when there is a clock.
    pub fn clock_faces(&self) -> Option<ByColor<Duration>> {
        let Some(clock) = self.clock.as_ref() else {
            return self.server_clocks();
        };
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

    /// The last move with its number and side, as `last` says it.
    pub(super) fn last_move_words(&self) -> Option<Announcement> {
        let before = self.game.positions().iter().rev().nth(1)?;
        let m = *self.game.moves().last()?;
        Some(numbered_move(before, m))
    }

    /// Who is to move, or how the game ended by the Laws, as `turn` says
    /// it.
    pub(super) fn turn_words(&self) -> Announcement {
        match self.game.verdict() {
            Some(verdict) => game_end(verdict),
            None => {
                let mut words = Announcement::new();
                words
                    .push(Word::Side(self.game.position().turn()))
                    .phrase(Phrase::ToMove);
                words
            }
        }
    }

    pub fn is_over(&self) -> bool {
        self.game.verdict().is_some()
            || self.given.is_some()
            || self.remote.as_ref().is_some_and(|r| r.result.is_some())
    }

    /// The help that fits this session.
    pub(super) fn help(&self) -> Help {
        Help {
            review: self.review.is_some(),
            two_board: self.options.two_board,
            engine_help: self.options.help && self.review.is_none(),
            engine_game: self.plays_engine(),
            online: self.remote.is_some(),
            tournament: self.options.tournament,
        }
    }

    /// `help TOPIC`: its page, where this game has it; in tournament mode
    /// the engine has none (article 11.3).
    fn help_page(&self, topic: HelpTopic) -> Reply {
        let help = self.help();
        if HelpTopic::offered(help).contains(&topic) {
            Reply::told(Message::HelpPage { help, topic })
        } else if help.tournament && topic == HelpTopic::Engine {
            Reply::told(Message::TournamentNoHelp)
        } else {
            Reply::told(Message::Usage(crate::notation::Usage::HelpTopic))
        }
    }

    /// The scoresheet of the game so far.
    pub fn scoresheet(&self) -> Scoresheet {
        let mut position = self.game.start().clone();
        let moves = self
            .game
            .moves()
            .iter()
            .zip(self.clocks_after.iter().chain(std::iter::repeat(&None)))
            .enumerate()
            .map(|(index, (&m, clock))| {
                let san = crate::notation::formats::san(&position, m);
                position.play_unchecked(m);
                RecordedMove {
                    m,
                    san,
                    clock: *clock,
                    annotations: self.annotations.get(index).cloned().unwrap_or_default(),
                }
            })
            .collect();
        let verdict = self.game.verdict();
        let standard = self.game.start() == &shakmaty::Chess::default();
        Scoresheet {
            tags: record::tags(
                &self.options,
                &record::Standing {
                    touched: self.touched.clone(),
                    piece_unnamed: self.piece_unnamed,
                    sealed: self.sealed,
                    offer_with_move: self.offer_with_move,
                    pending_offer: self.pending_offer(),
                    announced: self.unpressed.map(|m| record::Announced {
                        m,
                        pieceless: self.pieceless,
                    }),
                    corrected: self.corrected.clone(),
                },
                self.game.position(),
            ),
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
            events: self.events.clone(),
            preface: self.preface.clone(),
            result: verdict.map_or_else(
                || {
                    self.remote
                        .as_ref()
                        .and_then(|r| r.result.clone())
                        .or_else(|| self.given.clone())
                        .unwrap_or_else(|| "*".to_owned())
                },
                Verdict::pgn_result,
            ),
            termination: verdict.map(|v| v.reason),
            end: verdict.copied(),
        }
    }

    /// Saves the game, whole or not at all. A failure is said after every
    /// move whose save failed, and said again when saving works again; it
    /// never ends the game. A full disk sends the game to the fallback
    /// folder (see `elsewhere`).
    pub(super) fn save(&mut self, reply: &mut Reply) {
        if self.save_file.is_none() {
            return;
        }
        let text = export::pgn(&self.scoresheet());
        let Some(file) = self.save_file.as_mut() else {
            return;
        };
        match file.write(&text) {
            Ok(written) => {
                for message in written.told(file.path()) {
                    reply.tell(message);
                }
                if std::mem::replace(&mut self.save_failed, false) {
                    reply.tell(Message::SavedAgain(file.path().to_path_buf()));
                }
            }
            Err(problem) => self.save_failed_with(problem, &text, reply),
        }
    }

    pub(super) fn end(&mut self, verdict: Verdict, reply: &mut Reply) {
        self.drop_advice();
        self.sealed = None;
        self.draw_offer = None;
        if let Some(clock) = &mut self.clock {
            clock.stop();
        }
        if let Some(engine) = &mut self.engine {
            engine.stop();
        }
        self.save(reply);
        reply.say(game_end(&verdict));
        reply.earcon.get_or_insert(Earcon::GameEnd);
        self.premove = None;
        if self.review.is_none() {
            if let Some(path) = self.save_path() {
                reply.tell(Message::SavedIn(path.to_path_buf()));
            }
            reply.tell(Message::QuitToLeave);
        }
    }

    /// The player who just moved presses the clock; the time left is kept
    /// for the scoresheet.
    /// A clock stopped before the move (a two-board move that ends the
    /// game when announced) keeps the time it shows.
    pub(super) fn press_clock(&mut self) {
        let clock_after = self.clock.as_mut().and_then(|c| {
            let mover = c.turn();
            match c.press() {
                Ok(pressed) => Some(pressed.remaining),
                Err(crate::game::ClockError::Stopped) => Some(c.remaining(mover)),
                Err(_) => None,
            }
        });
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
        self.touched.clear();
        self.piece_unnamed = false;
        // The engine's move says whose it is, so that a reply like the
        // move before it is not heard as the same line twice.
        let mut said = Announcement::new();
        let remote_move = self.remote.as_ref().is_some_and(|r| r.me != before.turn())
            || self.options.correspondence && self.options.color != before.turn();
        if remote_move
            || self.options.players[before.turn()] == Player::Engine && self.engine.is_some()
        {
            said.push(Word::Side(before.turn()));
            said.punctuation(Punctuation::Colon);
        }
        said.extend(announce_move(&before, m));
        reply.earcon = Some(if m.is_capture() {
            Earcon::Capture
        } else {
            Earcon::Move
        });
        if self.game.position().is_check() {
            reply.earcon = Some(Earcon::Check);
        }
        let offered = verdict.is_none()
            && std::mem::take(&mut self.offer_with_move)
            && self.game.offer_draw(before.turn()).is_ok();
        self.send_move(m, before.turn(), offered);
        // Online, the opponent answers on the server; by post, on a card.
        let answered_here = self.remote.is_none() && !self.options.correspondence;
        self.moved_against_offer(before.turn());
        if offered && answered_here {
            self.draw_offer = Some(before.turn());
        }
        self.save(reply);
        reply.say(said);
        if offered {
            let mut offer = Announcement::new();
            offer
                .push(Word::Side(before.turn()))
                .phrase(Phrase::OffersDraw);
            reply.say(offer);
            if answered_here {
                reply.tell(Message::DrawAnswer);
            }
        }
        match verdict {
            Some(verdict) => self.end(verdict, reply),
            None => {
                if !self.play_premove(reply) {
                    self.ask_engine(reply);
                }
            }
        }
    }

    /// The side of the player at the keyboard: the player to move, or,
    /// while the engine is to move, its opponent.
    pub(super) fn typist(&self) -> Color {
        let turn = self.game.position().turn();
        if let Some(remote) = &self.remote {
            return remote.me;
        }
        if self.options.players[turn] == Player::Engine
            && self.options.players[!turn] == Player::Human
            && self.engine.is_some()
        {
            !turn
        } else {
            turn
        }
    }

    /// Both clocks and the move number: digits in print, words in speech.
    pub(super) fn clock_words(&self) -> Announcement {
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

    /// Whether the session is waiting for the engine's move.
    pub fn waits_for_engine(&self) -> bool {
        self.engine.as_ref().is_some_and(Engine::is_searching) || self.starting.is_some()
    }

    pub(super) fn remember(&mut self, reply: &Reply) {
        if let Some(last) = reply.said_lines().last() {
            self.last_said = Some(last.clone());
        }
    }

    /// One typed line. The first starts the game (and its clock).
    pub fn handle(&mut self, input: &str) -> Reply {
        self.begin();
        let mut reply = Reply::default();
        if !self.is_over() && self.check_flag(&mut reply) {
            self.remember(&reply);
            return reply;
        }
        let language = self.options.scheme.language;
        let reply = match Command::parse_in(input, self.review.is_some(), language) {
            Ok(command) => self.command(command),
            Err(Missing(crate::notation::Usage::Goto(_))) if self.review.is_some() => {
                self.goto_usage()
            }
            Err(Missing(usage)) => Reply::told(Message::Usage(usage)),
        };
        self.remember(&reply);
        reply
    }

    /// The answer to a question asked before, if this is one; with no
    /// question asked, yes or no answer a draw offer that stands.
    fn answer(&mut self, command: &Command) -> Option<Reply> {
        let Some(pending) = self.pending.take() else {
            return self.answer_offer(command);
        };
        let yes = *command == Command::Yes;
        if matches!(command, Command::Yes | Command::No)
            && let Some(reply) = self.remote_answer(pending, yes)
        {
            return Some(reply);
        }
        if let Pending::Quickplay(claimant) = pending {
            return self.quickplay_pending(claimant, command);
        }
        let mut reply = Reply::default();
        match pending {
            Pending::Resign(color) if yes => {
                if let Ok(verdict) = self.game.resign(color) {
                    self.end(verdict, &mut reply);
                }
            }
            Pending::ConfirmDraw(_) if *command == Command::No => {
                reply.tell(Message::DrawNotOffered);
            }
            Pending::ConfirmDraw(by) if yes && self.offers_now(by) => {
                return Some(self.offer_now(by));
            }
            Pending::ConfirmDraw(_) if yes => {
                self.offer_with_move = true;
                reply.tell(if self.unpressed.is_some() {
                    Message::DrawWithPress
                } else {
                    Message::DrawWithNextMove
                });
            }
            Pending::Takeback if yes => return Some(self.take_back(1)),
            Pending::Abort if yes || *command == Command::Cancel => return Some(self.abort()),
            Pending::Meant(m) if yes => return Some(self.meant(m)),
            Pending::Quit if *command == Command::Quit => return Some(self.leave()),
            _ if *command == Command::No => {
                reply.tell(Message::Declined);
            }
            _ => return None,
        }
        Some(reply)
    }

    /// yes or no with no question asked: the opponent's answer to the
    /// draw offer that stands (9.1.2.1). Declined, it is saved so, and
    /// resume does not ask again.
    pub(super) fn answer_offer(&mut self, command: &Command) -> Option<Reply> {
        let by = self.draw_offer?;
        let yes = match command {
            Command::Yes => true,
            Command::No => false,
            _ => return None,
        };
        self.draw_offer = None;
        if let Some(reply) = self.remote_offer_answer(by, yes) {
            return Some(reply);
        }
        let mut reply = Reply::default();
        if !yes {
            reply.tell(Message::Declined);
            self.save(&mut reply);
            return Some(reply);
        }
        match self.game.agree_draw() {
            Ok(verdict) => self.end(verdict, &mut reply),
            // 5.2.3: the offer cannot be accepted yet; the opponent's first
            // move answers it.
            Err(crate::game::GameError::NoMoveEachYet) => {
                reply.tell(Message::Arbiter(ArbiterText::AgreementTooEarly));
                self.save(&mut reply);
            }
            Err(_) => {}
        }
        Some(reply)
    }

    /// The opponent of a draw offer's side touched a piece to move it or
    /// moved: the offer ends (9.1.2.1).
    pub(super) fn moved_against_offer(&mut self, mover: Color) {
        if self.draw_offer.is_some_and(|by| by != mover) {
            self.draw_offer = None;
        }
    }

    fn command(&mut self, command: Command) -> Reply {
        let asked = self.pending;
        if let Some(reply) = self.answer(&command) {
            return reply;
        }
        // A question the command did not answer, and that no new question
        // took the place of.
        let Some(asked) = asked.filter(|_| self.pending.is_none()) else {
            return self.command_unasked(command);
        };
        // A question that waits for its answer is still asked after a
        // command that left the game as it was (one refused, or one that
        // only looks); one that changed the game, or a confirmation passed
        // by, is said to be gone.
        let before = asked.stands_unanswered().then(|| self.record_text());
        let reply = self.command_unasked(command);
        if self.pending.is_none() && before.is_some_and(|before| before == self.record_text()) {
            self.pending = Some(asked);
            return reply;
        }
        let mut dropped = Reply::told(Message::QuestionDropped);
        dropped.extend(reply);
        dropped
    }

    /// The game as its save holds it: what tells a command that changed
    /// the game from one that left it as it was.
    fn record_text(&self) -> String {
        export::pgn(&self.scoresheet())
    }

    /// A command with no question waiting for it. One that may change the
    /// game drops a hint or an evaluation still searched for.
    fn command_unasked(&mut self, command: Command) -> Reply {
        if !command.is_read_only() {
            self.drop_advice();
        }
        // After the end the game can still be looked at; what would change
        // it is answered with how it ended.
        if self.is_over() && self.review.is_none() && !command.is_read_only() {
            if command == Command::Quit {
                return self.leave();
            }
            // The arbiter declares or corrects a result also after the end.
            if let Command::Result { outcome, reason } = &command {
                return self.declare(*outcome, reason);
            }
            let mut reply = Reply::told(Message::GameIsOver);
            match self.game.verdict() {
                Some(verdict) => {
                    reply.say(game_end(verdict));
                }
                // Ended by a server (lichess) in a way the Laws do not name.
                None => {
                    if let Some(end) = self.ended_on_server() {
                        reply.tell(end);
                    }
                }
            }
            return reply;
        }
        if self.options.tournament
            && self.review.is_none()
            && matches!(command, Command::Legal(_) | Command::Attackers(_))
        {
            return Reply::told(Message::Arbiter(ArbiterText::NotOnTactileBoard));
        }
        let view = if self.flipped {
            Color::Black
        } else {
            Color::White
        };
        if let Some(reply) = explore(self.game.position(), &command, view) {
            return reply;
        }
        if let Some(reply) = self.remote_command(&command) {
            return reply;
        }
        if command == Command::Clock
            && let Some(clocks) = self.recorded_clocks()
        {
            return Reply::said(clocks);
        }
        if let Some(reply) = self.general(&command) {
            return reply;
        }
        if self.review.is_some() {
            return self.step(&command);
        }
        self.playing(command)
    }

    /// Commands of play and review alike.
    fn general(&mut self, command: &Command) -> Option<Reply> {
        let reply = match command {
            Command::Help(None) => Reply::told(Message::Help(self.help())),
            Command::Help(Some(topic)) => self.help_page(*topic),
            Command::Quit => match self.unpressed {
                Some(m) => self.quit_unpressed(m),
                None => self.leave(),
            },
            Command::Repeat => match &self.last_said {
                Some(said) => Reply::said(said.clone()),
                None => Reply::told(Message::NothingSaidYet),
            },
            Command::Clock => Reply::said(self.clock_words()),
            Command::Flip => {
                self.flipped = !self.flipped;
                Reply::told(Message::Flipped {
                    bottom: if self.flipped {
                        Color::Black
                    } else {
                        Color::White
                    },
                })
            }
            Command::Last => match self.last_move_words() {
                Some(last) => Reply::said(last),
                None => Reply::told(Message::NoMoveYet),
            },
            Command::Moves => {
                let mut reply = Reply::default();
                for (before, &m) in self.game.positions().iter().zip(self.game.moves()) {
                    reply.say(numbered_move(before, m));
                }
                if reply.lines.is_empty() {
                    reply.tell(Message::NoMoveYet);
                }
                reply
            }
            Command::Turn => Reply::said(self.turn_words()),
            Command::File => match self.save_path() {
                Some(path) => Reply::told(Message::SavingTo(path.to_path_buf())),
                None => Reply::told(Message::Cli(CliText::NoSaveFile)),
            },
            Command::Fen => Reply::told(Message::Fen(
                shakmaty::fen::Fen::from_position(
                    self.game.position(),
                    shakmaty::EnPassantMode::Legal,
                )
                .to_string(),
            )),
            Command::Opponent => Reply::told(Message::Players {
                white: self.options.name(Color::White).map(str::to_owned),
                black: self.options.name(Color::Black).map(str::to_owned),
            }),
            Command::Hint => self.hint(),
            Command::Eval => self.evaluation(),
            _ => return None,
        };
        Some(reply)
    }

    /// Stepping through the moves played so far without changing the game:
    /// `back` and `next` say one move of the list at a time.
    fn browse(&mut self, forward: bool) -> Reply {
        let played = self.game.moves().len();
        if played == 0 {
            return Reply::told(Message::NoMoveYet);
        }
        let at = match (self.browse, forward) {
            (None, false) => played - 1,
            (None, true) => return Reply::told(Message::BrowseAtLast),
            (Some(0), false) => return Reply::told(Message::BrowseFirst),
            (Some(at), false) => at - 1,
            (Some(at), true) if at + 1 >= played => {
                self.browse = None;
                return Reply::told(Message::BrowseLast);
            }
            (Some(at), true) => at + 1,
        };
        self.browse = Some(at);
        Reply::said(numbered_move(
            &self.game.positions()[at],
            self.game.moves()[at],
        ))
    }

    /// The commands of a game being played, and moves.
    fn playing(&mut self, command: Command) -> Reply {
        // `illegal` right after a refused move finds it completed (7.5.1);
        // anything else that changes the game forgets it.
        if !command.is_read_only() && !matches!(command, Command::Illegal { .. }) {
            self.refused = None;
        }
        // Who is typing: the player to move, or, while the engine thinks,
        // its human opponent.
        let turn = self.typist();
        let engine_to_move = turn != self.game.position().turn();
        if let Some(reply) = self.adjourned(&command) {
            return reply;
        }
        match command {
            Command::Back => self.browse(false),
            Command::Next => self.browse(true),
            Command::Wait(seconds) => match &self.options.time {
                SessionTime::Fake(time) => {
                    time.advance(seconds);
                    self.tick()
                }
                SessionTime::Monotonic(_) => Reply::told(Message::WaitNeedsPracticeClock),
            },
            Command::Engine => self.restart_engine(),
            Command::Press => self.press(),
            // "abbrechen" with nothing to cancel: a game hardly begun may
            // be aborted.
            Command::Cancel
                if self.unpressed.is_none()
                    && self.premove.is_none()
                    && !self.options.two_board
                    && !self.options.tournament
                    && self.game.ply() < 2 =>
            {
                self.ask_abort()
            }
            Command::Cancel => self.cancel(),
            Command::Abort if self.options.tournament => {
                Reply::told(Message::Arbiter(ArbiterText::NoAbort))
            }
            Command::Takeback if self.options.tournament => {
                Reply::told(Message::Arbiter(ArbiterText::NoTakeback))
            }
            Command::Abort => self.ask_abort(),
            Command::Claim { .. } if engine_to_move => Reply::told(Message::EngineThinking),
            Command::Move(text) if engine_to_move => self.set_premove(text),
            Command::Resign(side) => {
                self.pending = Some(Pending::Resign(self.side_of(side, turn)));
                Reply::told(Message::ConfirmResign)
            }
            Command::Takeback => self.ask_take_back(),
            Command::Draw(side) => self.ask_draw(self.side_of(side, turn)),
            Command::Illegal { hands } => self.illegal(hands),
            Command::Touched(squares) => self.touched(squares),
            Command::Result { outcome, reason } => self.declare(outcome, &reason),
            Command::Retrace(number, side) => self.retrace(number, side),
            Command::ClockStop => self.stop_clocks(),
            Command::ClockStart => self.start_clocks(),
            Command::ClockControl(bonus) => self.change_control(bonus),
            Command::Seal(stated) => self.seal(stated),
            Command::ClaimQuickplay(side) => self.claim_quickplay(self.side_of(side, turn)),
            Command::Postpone(_) => Reply::told(Message::NothingAsked),
            Command::ClockSet(color, time) => self.set_clock(color, time),
            Command::ClockAdd(color, millis) => self.add_to_clock(color, millis),
            Command::Claim {
                claim,
                stated,
                side,
            } => self.claim_typed(claim, stated, self.side_of(side, turn)),
            Command::Move(text) if self.options.two_board => {
                self.announced(&self.options.scheme.readable(&text))
            }
            Command::Move(text) => self.typed(&text),
            Command::ClaimAbsent { .. } | Command::Chat(_) => {
                Reply::told(Message::Online(crate::notation::OnlineText::OnlyOnline))
            }
            Command::Yes | Command::No => Reply::told(Message::NothingAsked),
            _ => Reply::told(Message::HelpPointer),
        }
    }

    /// A typed move read in the position (in the scheme's letters and
    /// digits, as [`crate::notation::Scheme::readable`] reads them), or its
    /// refusal.
    pub(super) fn read(&self, text: &str) -> Result<Move, Reply> {
        let text = self.options.scheme.readable(text);
        read_typed_move(self.game.position(), &text).map_err(|refusal| self.refused(&refusal))
    }

    /// A typed move refused, with the reason.
    pub(super) fn refused(&self, refusal: &crate::notation::Refusal) -> Reply {
        let mut reply = Reply::said(refusal.words(self.game.position()));
        if matches!(refusal, crate::notation::Refusal::Unreadable(_)) {
            reply.tell(Message::HelpPointer);
        }
        reply.earcon = Some(Earcon::Illegal);
        reply
    }

    /// A move typed by a player: played at once, or, in two-board play,
    /// said aloud to wait for the clock.
    pub(super) fn typed_move(&mut self, m: Move) -> Reply {
        let turn = self.game.position().turn();
        if self.options.players[turn] == Player::Engine && self.engine.is_some() {
            return Reply::told(Message::EngineThinking);
        }
        if let Err(refusal) = self.touch_allows(m) {
            return refusal;
        }
        if self.options.two_board {
            return self.announce_unpressed(m);
        }
        let mut reply = Reply::default();
        self.play(m, &mut reply);
        reply
    }

    /// The clock rebuilt from the scoresheet: each player's time after
    /// their last move, with the arbiter's additions since.
    pub(super) fn rebuild_clock(&mut self) {
        self.clock = rebuilt_clock(&self.game, &self.clocks_after, &self.events, &self.options);
    }
}

/// The game of a scoresheet, replayed with its draw offers.
pub(super) fn replayed(sheet: &Scoresheet) -> Result<Game, String> {
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
