//! Board mode for low-vision players: a board as large as the terminal
//! allows, pieces as large shapes in two colours that stand out from both
//! kinds of square, a cursor in a thick frame of a colour used for nothing
//! else, the clocks, the move list, the announcements (kept, wrapped and
//! scrollable) and a command line. Arrow keys move the cursor and say each
//! square; Enter picks a piece up and puts it down, and both are said;
//! letters jump to pieces, digits to ranks and files.
//!
//! State, update and view are kept apart: a key becomes an [`Action`], the
//! action changes the [`Board`] and the session and yields a reply that is
//! spoken, and the view ([`super::board_view`]) draws what the state holds.
//! The screen is drawn after a key, a reply or a resize, and once a second
//! while a clock runs; not at all while nothing changes.

use std::cell::Cell;
use std::time::Duration;

use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use shakmaty::{Chess, File, Position, Rank, Role, Square};

use super::board_view::view;
use super::config::PieceStyle;
use super::reply::Reply;
use super::session::Session;
use super::theme::Theme;
use crate::notation::{
    Announcement, BoardText, Form, HelpTopic, Message, Phrase, Scheme, describe_square, piece_on,
};
use crate::sound::{Earcon, Speaker};

/// How the board looks: pieces, colours, its share of the width, and
/// whether the terminal has only ASCII.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    pub pieces: PieceStyle,
    pub theme: Theme,
    /// Percent of the terminal's width the board may take.
    pub size: u8,
    pub ascii: bool,
}

/// What a key asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Action {
    /// Move the cursor by files and ranks as the player sees the board.
    Cursor(i8, i8),
    /// Put the cursor on a rank (0–7) or a file (0–7).
    ToRank(u8),
    ToFile(u8),
    /// Pick up the piece under the cursor, or put the one held down there.
    PickOrPut,
    /// Jump to the next (or previous) piece of a kind.
    Jump(Role, bool),
    /// A command of the session, as its words.
    Command(String),
    /// The legal moves of the piece under the cursor.
    MovesHere,
    /// Say the square under the cursor again.
    Square,
    /// The command line: a key typed, a key erased, submitted, left.
    Type(char),
    Erase,
    Submit,
    Focus(bool),
    /// Scroll the announcements (or the help) back (true) or forward.
    Scroll(bool),
    /// Show the help over the board.
    Help,
    /// Put a held piece back, leave the command line, close the help.
    Escape,
    Quit,
}

/// How many announcements the panel keeps.
const KEPT: usize = 200;

/// The longest line the command line takes, in characters: room for any
/// command, and a bound on what a paste can bring.
const LONGEST_COMMAND: usize = 256;

/// Lines scrolled by PageUp and PageDown.
const SCROLL: isize = 5;

/// What the board front end holds besides the session.
pub(super) struct Board {
    pub(super) cursor: Square,
    pub(super) held: Option<Square>,
    /// The square whose piece's moves are marked on the board (by `m`, or
    /// while the piece is held).
    pub(super) targets: Option<Square>,
    pub(super) typing: bool,
    pub(super) command: String,
    /// Every line said or told, oldest first (the last [`KEPT`]).
    pub(super) said: Vec<String>,
    /// The first of `said` the panel shows when what follows it does not
    /// fit: the start of the latest answer, so that a long answer is read
    /// from its beginning.
    pub(super) anchor: usize,
    /// Lines (as wrapped) scrolled from there with PageUp and PageDown.
    pub(super) offset: isize,
    /// How far `offset` goes either way as the panel was last drawn: from
    /// the first line to the last page, so that keys pressed past an end
    /// do not pile up.
    pub(super) said_range: Cell<(isize, isize)>,
    /// The help over the board, and how far it is scrolled.
    pub(super) help: Option<(Vec<String>, usize)>,
    /// The furthest the help scrolls, as it was last drawn.
    pub(super) help_last: Cell<usize>,
    pub(super) scheme: &'static Scheme,
    pub(super) look: Look,
    /// How answers are printed: moves in words, or as SAN.
    pub(super) printed: Form,
    /// How to get line mode, on the line the cursor rests on until the
    /// first key: a screen reader's user whose reader was not found reads
    /// it there (a braille display shows the cursor's line).
    pub(super) hint: Option<String>,
}

impl Board {
    pub(super) fn text(&self, text: BoardText) -> String {
        self.scheme
            .message(&Message::Board(text), Form::Print, self.look.ascii)
    }

    fn tell(&mut self, message: &Message) {
        let text = self.scheme.message(message, Form::Print, self.look.ascii);
        self.keep(text);
    }

    fn keep(&mut self, text: String) {
        self.said.push(text);
        if self.said.len() > KEPT {
            let dropped = self.said.len() - KEPT;
            self.said.drain(..dropped);
            self.anchor = self.anchor.saturating_sub(dropped);
        }
    }
}

/// The keys of the board, as lichess's blind mode has them where it has
/// them: letters jump to pieces (capital letters backwards), digits to
/// ranks, `m` the moves of a piece, `c` the clock, `l` the last move,
/// `[`/`]` step through the moves.
fn action(key: KeyEvent, typing: bool, help: bool) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    let alt = key.modifiers.contains(KeyModifiers::ALT);
    // A line feed (read as Ctrl+J), which a paste or a braille keyboard
    // sends at the end of a line, is Enter, and ^H is Backspace; other
    // control letters are no keys of the board and type nothing.
    let code = match key.code {
        KeyCode::Char('j' | 'm') if control => KeyCode::Enter,
        KeyCode::Char('h') if control => KeyCode::Backspace,
        KeyCode::Char('c' | 'q' | 'd') if control => return Some(Action::Quit),
        KeyCode::Char(_) if control => return None,
        code => code,
    };
    match code {
        KeyCode::F(1) => return Some(Action::Help),
        KeyCode::Esc => return Some(Action::Escape),
        KeyCode::PageUp => return Some(Action::Scroll(true)),
        KeyCode::PageDown => return Some(Action::Scroll(false)),
        _ => {}
    }
    if help {
        return match code {
            KeyCode::Up => Some(Action::Scroll(true)),
            KeyCode::Down => Some(Action::Scroll(false)),
            KeyCode::Char('?' | 'q') | KeyCode::Enter => Some(Action::Escape),
            _ => None,
        };
    }
    match code {
        KeyCode::Up => return Some(Action::Cursor(0, 1)),
        KeyCode::Down => return Some(Action::Cursor(0, -1)),
        KeyCode::Left => return Some(Action::Cursor(-1, 0)),
        KeyCode::Right => return Some(Action::Cursor(1, 0)),
        _ => {}
    }
    if typing {
        return match code {
            KeyCode::Enter => Some(Action::Submit),
            KeyCode::Backspace => Some(Action::Erase),
            KeyCode::Tab => Some(Action::Focus(false)),
            KeyCode::Char(c) => Some(Action::Type(c)),
            _ => None,
        };
    }
    let command = |words: &str| Some(Action::Command(words.into()));
    match code {
        KeyCode::Enter => Some(Action::PickOrPut),
        KeyCode::Tab | KeyCode::Char(':' | '/') => Some(Action::Focus(true)),
        KeyCode::Char(' ') => command("press"),
        KeyCode::Char(c @ '1'..='8') if alt => Some(Action::ToFile(c as u8 - b'1')),
        KeyCode::Char(c @ '1'..='8') => Some(Action::ToRank(c as u8 - b'1')),
        // Shift with a digit on a US keyboard: to a file.
        KeyCode::Char(c) if "!@#$%^&*".contains(c) => {
            let file = "!@#$%^&*".find(c).unwrap_or(0) as u8;
            Some(Action::ToFile(file))
        }
        KeyCode::Char(c) => match c {
            'k' | 'q' | 'r' | 'b' | 'n' | 'p' | 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' => {
                let role = Role::from_char(c.to_ascii_lowercase())?;
                Some(Action::Jump(role, c.is_ascii_lowercase()))
            }
            'c' => command("clock"),
            'l' => command("last"),
            '[' => command("back"),
            ']' => command("next"),
            'f' => command("flip"),
            'h' => command("hint"),
            'e' => command("eval"),
            'x' => command("repeat"),
            'm' => Some(Action::MovesHere),
            '?' => Some(Action::Help),
            'o' => Some(Action::Square),
            _ => None,
        },
        _ => None,
    }
}

/// The cursor's square moved by files and ranks as the player sees them.
fn moved(square: Square, files: i8, ranks: i8, flipped: bool) -> Square {
    let (files, ranks) = if flipped {
        (-files, -ranks)
    } else {
        (files, ranks)
    };
    let file = (square.file() as i8 + files).clamp(0, 7);
    let rank = (square.rank() as i8 + ranks).clamp(0, 7);
    Square::from_coords(File::new(file as u32), Rank::new(rank as u32))
}

/// The next square after `from` (or before it) holding a piece of `role`,
/// in reading order, either colour.
fn jump(position: &Chess, from: Square, role: Role, forward: bool) -> Option<Square> {
    let start = usize::from(from);
    (1..=64)
        .map(|step| {
            let index = if forward {
                (start + step) % 64
            } else {
                (start + 64 - step) % 64
            };
            Square::new(index as u32)
        })
        .find(|&sq| position.board().role_at(sq) == Some(role))
}

/// Runs board mode until the player quits (after the end of the game it
/// stays to be looked at). The terminal is given back as it was, also on a
/// panic or a signal. Returns what was said on leaving (where the game is
/// kept, how to go on), to be printed once the board has gone: drawn on
/// it, it went with it.
pub fn run(
    session: &mut Session,
    scheme: &'static Scheme,
    look: Look,
    speaker: &mut Speaker,
    notices: Vec<String>,
    hint: Option<String>,
) -> std::io::Result<Vec<String>> {
    let mut terminal = ratatui::try_init()?;
    super::signals::board_shown(true);
    let mut board = Board {
        cursor: Square::E2,
        held: None,
        targets: None,
        typing: false,
        command: String::new(),
        said: notices,
        anchor: 0,
        offset: 0,
        said_range: Cell::new((-(KEPT as isize) * 8, KEPT as isize * 8)),
        help_last: Cell::new(usize::MAX),
        help: None,
        scheme,
        look,
        printed: session.options().printed,
        hint,
    };
    for notice in speaker.take_notices() {
        board.tell(&notice);
    }
    board.tell(&Message::BoardKeys);
    let started = session.opening();
    show(&mut board, &started, speaker);
    // The board shows the opening lines at once: the clock starts.
    session.begin();
    // Online, keys and the network wake the board alike: keys are read on
    // a thread of their own, and waiting for the opponent costs nothing.
    let woken = session.is_online().then(|| {
        let (wake, woken) = std::sync::mpsc::channel::<Option<std::io::Result<Event>>>();
        let network = wake.clone();
        session.wake_on_network(move || network.send(None).is_ok());
        std::thread::spawn(move || {
            loop {
                let read = event::read();
                let failed = read.is_err();
                if wake.send(Some(read)).is_err() || failed {
                    return;
                }
            }
        });
        woken
    });
    let result = (|| -> std::io::Result<Vec<String>> {
        loop {
            terminal.draw(|frame| view(frame, &board, session))?;
            let wait = next_draw(session);
            let event = match &woken {
                Some(woken) => {
                    let next = match wait {
                        Some(wait) => match woken.recv_timeout(wait) {
                            Ok(next) => next,
                            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => None,
                            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                                return Ok(Vec::new());
                            }
                        },
                        None => match woken.recv() {
                            Ok(next) => next,
                            Err(_) => return Ok(Vec::new()),
                        },
                    };
                    match next {
                        Some(event) => event?,
                        None => {
                            let reply = session.tick();
                            show(&mut board, &reply, speaker);
                            continue;
                        }
                    }
                }
                None => {
                    let ready = match wait {
                        Some(wait) => event::poll(wait)?,
                        None => true,
                    };
                    if !ready {
                        let reply = session.tick();
                        show(&mut board, &reply, speaker);
                        continue;
                    }
                    event::read()?
                }
            };
            match event {
                Event::Key(key) => {
                    if key.kind != KeyEventKind::Release {
                        board.hint = None;
                    }
                    let Some(action) = action(key, board.typing, board.help.is_some()) else {
                        continue;
                    };
                    if action == Action::Quit {
                        // A move that waits for the clock is asked about
                        // first; asked again, the player leaves.
                        let reply = session.handle("quit");
                        show(&mut board, &reply, speaker);
                        if reply.finished {
                            return Ok(reply.printed(board.scheme, board.look.ascii));
                        }
                        continue;
                    }
                    let reply = update(&mut board, session, action);
                    show(&mut board, &reply, speaker);
                    if reply.finished {
                        return Ok(reply.printed(board.scheme, board.look.ascii));
                    }
                }
                Event::Resize(..) => terminal.autoresize()?,
                _ => {}
            }
        }
    })();
    super::signals::board_shown(false);
    super::signals::restore_terminal();
    speaker.finish(Duration::from_secs(2));
    result
}

/// How long the screen may wait for a key: until the clock's next second,
/// a warning or flag, or the engine's answer; forever when nothing runs.
fn next_draw(session: &Session) -> Option<Duration> {
    let second = session
        .clock_faces()
        .filter(|_| !session.is_over())
        .map(|faces| {
            let running = faces[session.game().position().turn()];
            let into = running.subsec_nanos();
            Duration::from_nanos(u64::from(if into == 0 { 1_000_000_000 } else { into }))
                + Duration::from_millis(2)
        });
    match (second, session.next_wakeup()) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// A reply spoken, and its lines kept to be shown.
fn show(board: &mut Board, reply: &Reply, speaker: &mut Speaker) {
    if !reply.lines.is_empty() {
        board.anchor = board.said.len();
        board.offset = 0;
    }
    for line in reply.printed_in(board.scheme, board.printed, board.look.ascii) {
        board.keep(line);
    }
    if let Some(earcon) = reply.earcon {
        speaker.earcon(earcon);
    }
    if !reply.lines.is_empty() {
        speaker.speak(
            reply.words().as_ref(),
            &reply.speech(board.scheme, board.look.ascii),
        );
    }
    for notice in speaker.take_notices() {
        board.tell(&notice);
    }
}

/// "Springer Gustav eins aufgenommen", "zurückgestellt".
fn picked_up(position: &Chess, square: Square) -> Announcement {
    let mut words = match position.board().role_at(square) {
        Some(role) => piece_on(role, square),
        None => Announcement::new(),
    };
    words.phrase(Phrase::PickedUp);
    words
}

fn put_back() -> Reply {
    let mut words = Announcement::new();
    words.phrase(Phrase::PutBack);
    Reply::said(words)
}

/// One action: the state changes and what is to be said comes back.
fn update(board: &mut Board, session: &mut Session, action: Action) -> Reply {
    let position = session.game().position().clone();
    let said = Reply::said;
    let flipped = session.is_flipped();
    match action {
        Action::Cursor(files, ranks) => {
            board.cursor = moved(board.cursor, files, ranks, flipped);
            said(describe_square(&position, board.cursor))
        }
        Action::ToRank(rank) => {
            board.cursor = Square::from_coords(board.cursor.file(), Rank::new(u32::from(rank)));
            said(describe_square(&position, board.cursor))
        }
        Action::ToFile(file) => {
            board.cursor = Square::from_coords(File::new(u32::from(file)), board.cursor.rank());
            said(describe_square(&position, board.cursor))
        }
        Action::Square => said(describe_square(&position, board.cursor)),
        Action::MovesHere => {
            // Tournament mode marks nothing a tactile board would not show.
            if !session.options().tournament {
                board.targets = Some(board.cursor);
            }
            session.handle(&format!("legal {}", board.cursor))
        }
        Action::Jump(role, forward) => match jump(&position, board.cursor, role, forward) {
            Some(square) => {
                board.cursor = square;
                said(describe_square(&position, square))
            }
            None => said(crate::notation::piece_list(&position, None, Some(role))),
        },
        Action::PickOrPut => match board.held.take() {
            None => {
                let own = position
                    .board()
                    .piece_at(board.cursor)
                    .is_some_and(|p| p.color == position.turn());
                if own && !session.is_over() {
                    board.held = Some(board.cursor);
                    board.targets = Some(board.cursor);
                    let mut reply = said(picked_up(&position, board.cursor));
                    reply.earcon = Some(Earcon::Move);
                    reply
                } else {
                    let mut reply = said(describe_square(&position, board.cursor));
                    reply.tell(Message::NotYourPiece);
                    reply
                }
            }
            Some(from) if from == board.cursor => {
                board.targets = None;
                put_back()
            }
            Some(from) => {
                board.targets = None;
                let promotion = position.legal_moves().iter().any(|m| {
                    m.from() == Some(from) && m.to() == board.cursor && m.promotion().is_some()
                });
                let text = format!("{from}{}{}", board.cursor, if promotion { "q" } else { "" });
                session.handle(&text)
            }
        },
        Action::Command(words) => {
            board.targets = None;
            session.handle(&words)
        }
        Action::Focus(on) => {
            board.typing = on;
            Reply::default()
        }
        Action::Type(c) => {
            if board.command.chars().count() < LONGEST_COMMAND {
                board.command.push(c);
                return Reply::default();
            }
            // Said once, not for every key that follows.
            let full = Message::Board(BoardText::CommandFull(LONGEST_COMMAND));
            let text = board.scheme.message(&full, Form::Print, board.look.ascii);
            if board.said.last() == Some(&text) {
                Reply::default()
            } else {
                Reply::told(full)
            }
        }
        Action::Erase => {
            board.command.pop();
            Reply::default()
        }
        Action::Submit => {
            let text = std::mem::take(&mut board.command);
            board.typing = false;
            board.targets = None;
            session.handle(&text)
        }
        Action::Scroll(back) => {
            match &mut board.help {
                Some((_, offset)) => {
                    *offset = if back {
                        offset.saturating_sub(1)
                    } else {
                        (*offset + 1).min(board.help_last.get())
                    };
                }
                None => {
                    let page = if back { -SCROLL } else { SCROLL };
                    let (first, last) = board.said_range.get();
                    board.offset = (board.offset + page).clamp(first, last.max(first));
                }
            }
            Reply::default()
        }
        Action::Help => {
            if board.help.take().is_none() {
                // The board's keys, then every page of the help: one key
                // or command a line.
                let help = session.help();
                let mut lines: Vec<String> = board
                    .text(BoardText::Keys(help))
                    .lines()
                    .map(str::to_owned)
                    .collect();
                for topic in HelpTopic::offered(help) {
                    let page = Message::HelpPage { help, topic };
                    let page = board.scheme.message(&page, Form::Print, board.look.ascii);
                    lines.extend(page.lines().map(str::to_owned));
                }
                board.help = Some((lines, 0));
            }
            Reply::default()
        }
        Action::Escape => {
            if board.help.take().is_some() {
                return Reply::default();
            }
            board.typing = false;
            board.command.clear();
            board.targets = None;
            if board.held.take().is_some() {
                put_back()
            } else {
                Reply::default()
            }
        }
        Action::Quit => Reply::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_stays_on_the_board_and_follows_the_view() {
        assert_eq!(moved(Square::E2, 0, 1, false), Square::E3);
        assert_eq!(moved(Square::E2, 0, 1, true), Square::E1);
        assert_eq!(moved(Square::H8, 1, 1, false), Square::H8);
        assert_eq!(moved(Square::A1, -1, -1, false), Square::A1);
    }

    #[test]
    fn letters_jump_to_pieces_in_reading_order() {
        let start = Chess::default();
        assert_eq!(
            jump(&start, Square::E2, Role::Knight, true),
            Some(Square::B8)
        );
        assert_eq!(
            jump(&start, Square::E2, Role::Knight, false),
            Some(Square::G1)
        );
        assert_eq!(jump(&start, Square::A1, Role::King, true), Some(Square::E1));
    }
}
