//! Board mode for low-vision players: a board that fills the terminal, high
//! contrast, letters or figurines, with the clocks, the move list, the last
//! announcement and a command line. Arrow keys move a cursor that says each
//! square; Enter picks a piece up and puts it down; letters jump to pieces.
//!
//! State, update and view are kept apart: a key becomes an [`Action`], the
//! action changes the [`Board`] and the session and yields a reply that is
//! spoken, and the view draws what the state holds. The screen is drawn
//! after a key, a reply or a resize, and once a second while a clock runs;
//! not at all while nothing changes.

use std::time::{Duration, Instant};

use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color as Colour, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use shakmaty::{Chess, Color, File, Piece, Position, Rank, Role, Square};

use super::config::PieceStyle;
use super::reply::Reply;
use super::session::Session;
use crate::notation::{Form, Message, Scheme, describe_square};
use crate::sound::Speaker;

/// What a key asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Action {
    /// Move the cursor by files and ranks as the player sees the board.
    Cursor(i8, i8),
    /// Pick up the piece under the cursor, or put the one held down there.
    PickOrPut,
    /// Jump to the next (or previous) piece of a kind.
    Jump(Role, bool),
    /// A command of the session, as its words.
    Command(String),
    /// Say the square under the cursor again.
    Square,
    /// The command line: a key typed, a key erased, submitted, left.
    Type(char),
    Erase,
    Submit,
    Focus(bool),
    /// Put a held piece back, or leave the command line.
    Escape,
    Quit,
}

/// What the board front end holds besides the session.
struct Board {
    cursor: Square,
    held: Option<Square>,
    typing: bool,
    command: String,
    messages: Vec<String>,
    scheme: &'static Scheme,
    ascii: bool,
    pieces: PieceStyle,
}

impl Board {
    fn tell(&mut self, message: &Message) {
        let text = self.scheme.message(message, Form::Print, self.ascii);
        self.messages.push(text);
    }
}

/// The keys of the board, as lichess's blind mode has them where it has
/// them: letters jump to pieces (capital letters backwards), `c` the clock,
/// `l` the last move, `[`/`]` step through the moves.
fn action(key: KeyEvent, typing: bool) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
        KeyCode::Char('c' | 'q' | 'd') if control => return Some(Action::Quit),
        KeyCode::F(1) => return Some(Action::Command("help".into())),
        KeyCode::Esc => return Some(Action::Escape),
        KeyCode::Up => return Some(Action::Cursor(0, 1)),
        KeyCode::Down => return Some(Action::Cursor(0, -1)),
        KeyCode::Left => return Some(Action::Cursor(-1, 0)),
        KeyCode::Right => return Some(Action::Cursor(1, 0)),
        _ => {}
    }
    if typing {
        return match key.code {
            KeyCode::Enter => Some(Action::Submit),
            KeyCode::Backspace => Some(Action::Erase),
            KeyCode::Tab => Some(Action::Focus(false)),
            KeyCode::Char(c) => Some(Action::Type(c)),
            _ => None,
        };
    }
    let command = |words: &str| Some(Action::Command(words.into()));
    match key.code {
        KeyCode::Enter => Some(Action::PickOrPut),
        KeyCode::Tab | KeyCode::Char(':' | '/') => Some(Action::Focus(true)),
        KeyCode::Char(' ') => command("press"),
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
            '?' => command("help"),
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

/// Runs board mode until the game ends and a key is pressed, or the player
/// quits. The terminal is given back as it was, also on a panic.
pub fn run(
    session: &mut Session,
    scheme: &'static Scheme,
    ascii: bool,
    pieces: PieceStyle,
    speaker: &mut Speaker,
    notices: Vec<String>,
) -> std::io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    super::signals::board_shown(true);
    let mut board = Board {
        cursor: Square::E2,
        held: None,
        typing: false,
        command: String::new(),
        messages: notices,
        scheme,
        ascii,
        pieces,
    };
    for notice in speaker.take_notices() {
        board.tell(&notice);
    }
    board.tell(&Message::BoardKeys);
    let started = session.opening();
    show(&mut board, &started, speaker);
    let result = (|| -> std::io::Result<()> {
        let mut drawn_second = None;
        loop {
            terminal.draw(|frame| view(frame, &board, session))?;
            drawn_second = session
                .clock_faces()
                .map(|_| Instant::now())
                .or(drawn_second);
            let wakeup = next_draw(session);
            let ready = match wakeup {
                Some(wait) => event::poll(wait)?,
                None => true,
            };
            if !ready {
                let reply = session.tick();
                show(&mut board, &reply, speaker);
                continue;
            }
            match event::read()? {
                // After the end the game stays on the screen to be looked
                // at, until the player leaves with q.
                Event::Key(key) => {
                    let Some(action) = action(key, board.typing) else {
                        continue;
                    };
                    if action == Action::Quit {
                        // A move that waits for the clock is asked about
                        // first; asked again, the player leaves.
                        let reply = session.handle("quit");
                        show(&mut board, &reply, speaker);
                        if reply.finished {
                            return Ok(());
                        }
                        continue;
                    }
                    let reply = update(&mut board, session, action);
                    show(&mut board, &reply, speaker);
                    if reply.finished {
                        return Ok(());
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

/// A reply spoken, and its words and lines kept to be shown.
fn show(board: &mut Board, reply: &Reply, speaker: &mut Speaker) {
    if !reply.lines.is_empty() {
        board.messages.clear();
        board
            .messages
            .extend(reply.printed(board.scheme, board.ascii));
    }
    if let Some(earcon) = reply.earcon {
        speaker.earcon(earcon);
    }
    if !reply.lines.is_empty() {
        speaker.speak(
            reply.words().as_ref(),
            &reply.speech(board.scheme, board.ascii),
        );
    }
    for notice in speaker.take_notices() {
        board.tell(&notice);
    }
}

/// One action: the state changes and what is to be said comes back.
fn update(board: &mut Board, session: &mut Session, action: Action) -> Reply {
    let position = session.game().position().clone();
    let said = Reply::said;
    match action {
        Action::Cursor(files, ranks) => {
            board.cursor = moved(board.cursor, files, ranks, session.is_flipped());
            said(describe_square(&position, board.cursor))
        }
        Action::Square => said(describe_square(&position, board.cursor)),
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
                if own {
                    board.held = Some(board.cursor);
                }
                let mut reply = said(describe_square(&position, board.cursor));
                if !own {
                    reply.tell(Message::NotYourPiece);
                }
                reply
            }
            Some(from) if from == board.cursor => Reply::told(Message::PutBack),
            Some(from) => {
                let promotion = position.legal_moves().iter().any(|m| {
                    m.from() == Some(from) && m.to() == board.cursor && m.promotion().is_some()
                });
                let text = format!("{from}{}{}", board.cursor, if promotion { "q" } else { "" });
                session.handle(&text)
            }
        },
        Action::Command(words) => session.handle(&words),
        Action::Focus(on) => {
            board.typing = on;
            Reply::default()
        }
        Action::Type(c) => {
            if board.command.chars().count() < 60 {
                board.command.push(c);
            }
            Reply::default()
        }
        Action::Erase => {
            board.command.pop();
            Reply::default()
        }
        Action::Submit => {
            let text = std::mem::take(&mut board.command);
            board.typing = false;
            session.handle(&text)
        }
        Action::Escape => {
            board.typing = false;
            board.command.clear();
            if board.held.take().is_some() {
                Reply::told(Message::PutBack)
            } else {
                Reply::default()
            }
        }
        Action::Quit => Reply::default(),
    }
}

/// The letter or figurine of a piece: white in capitals, black in small
/// letters, so that colour is never the only difference.
fn symbol(piece: Piece, style: PieceStyle) -> char {
    match style {
        PieceStyle::Letters => piece.char(),
        PieceStyle::Figurines => {
            let white = ['♙', '♘', '♗', '♖', '♕', '♔'];
            let black = ['♟', '♞', '♝', '♜', '♛', '♚'];
            let index = piece.role as usize - 1;
            match piece.color {
                Color::White => white[index],
                Color::Black => black[index],
            }
        }
    }
}

fn clock_text(time: Duration) -> String {
    let seconds = time.as_secs();
    if seconds >= 3600 {
        format!(
            "{}:{:02}:{:02}",
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        )
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// The whole screen.
fn view(frame: &mut Frame, board: &Board, session: &Session) {
    let [main, command] =
        Layout::vertical([Constraint::Min(1), Constraint::Length(1)]).areas(frame.area());
    // Squares about twice as wide as high, as large as the height allows.
    let square_height = (main.height.saturating_sub(1) / 8).max(1);
    let square_width = (square_height * 2 + 1)
        .min(main.width.saturating_sub(2) * 2 / 3 / 8)
        .max(1);
    let board_width = (square_width * 8 + 2).min(main.width);
    let [board_area, panel] =
        Layout::horizontal([Constraint::Length(board_width), Constraint::Min(0)]).areas(main);
    draw_board(
        frame,
        board_area,
        square_width,
        square_height,
        board,
        session,
    );
    draw_panel(frame, panel, board, session);
    let prompt = if board.typing { "> " } else { "Tab: command  " };
    let style = if board.typing {
        Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
    } else {
        Style::new()
    };
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(prompt, style),
            Span::raw(board.command.as_str()),
        ])),
        command,
    );
    if board.typing {
        let x = command.x + (prompt.len() + board.command.chars().count()) as u16;
        frame.set_cursor_position((x.min(command.right().saturating_sub(1)), command.y));
    }
}

fn draw_board(
    frame: &mut Frame,
    area: Rect,
    width: u16,
    height: u16,
    board: &Board,
    session: &Session,
) {
    let position = session.game().position();
    let flipped = session.is_flipped();
    let last = session.game().moves().last();
    let buffer = frame.buffer_mut();
    for row in 0..8u16 {
        for column in 0..8u16 {
            let (file, rank) = if flipped {
                (7 - column, row)
            } else {
                (column, 7 - row)
            };
            let square =
                Square::from_coords(File::new(u32::from(file)), Rank::new(u32::from(rank)));
            let x = area.x + 2 + column * width;
            let y = area.y + row * height;
            let cell = Rect::new(x, y, width, height).intersection(area);
            if cell.is_empty() {
                continue;
            }
            let light = square.is_light();
            let in_last = last.is_some_and(|m| m.from() == Some(square) || m.to() == square);
            let background = match (in_last, light) {
                (true, _) => Colour::Yellow,
                (false, true) => Colour::White,
                (false, false) => Colour::Blue,
            };
            let foreground = if light || in_last {
                Colour::Black
            } else {
                Colour::White
            };
            let mut style = Style::new()
                .bg(background)
                .fg(foreground)
                .add_modifier(Modifier::BOLD);
            let is_cursor = square == board.cursor;
            if is_cursor {
                style = style.add_modifier(Modifier::REVERSED);
            }
            buffer.set_style(cell, style);
            let piece = position
                .board()
                .piece_at(square)
                .map_or(' ', |p| symbol(p, board.pieces));
            let marks = match (is_cursor, board.held == Some(square)) {
                (_, true) => ('*', '*'),
                (true, false) => ('[', ']'),
                _ => (' ', ' '),
            };
            let text = if width >= 3 {
                format!("{}{piece}{}", marks.0, marks.1)
            } else {
                piece.to_string()
            };
            let text_width = text.chars().count() as u16;
            let tx = cell.x + cell.width.saturating_sub(text_width) / 2;
            let ty = cell.y + cell.height / 2;
            buffer.set_string(tx, ty, &text, style);
        }
        let rank = if flipped { row + 1 } else { 8 - row };
        let y = area.y + row * height + height / 2;
        if y < area.bottom() {
            buffer.set_string(
                area.x,
                y,
                rank.to_string(),
                Style::new().add_modifier(Modifier::BOLD),
            );
        }
    }
    let y = area.y + 8 * height;
    if y < area.bottom() {
        for column in 0..8u16 {
            let file = if flipped { 7 - column } else { column };
            let x = area.x + 2 + column * width + width / 2;
            if x < area.right() {
                let letter = File::new(u32::from(file)).char().to_string();
                buffer.set_string(x, y, letter, Style::new().add_modifier(Modifier::BOLD));
            }
        }
    }
}

fn draw_panel(frame: &mut Frame, area: Rect, board: &Board, session: &Session) {
    if area.width < 4 {
        return;
    }
    let [clocks, said, moves] = Layout::vertical([
        Constraint::Length(4),
        Constraint::Length(7),
        Constraint::Min(0),
    ])
    .areas(area);
    let turn = session.game().position().turn();
    let names = &session.options().names;
    let faces = session.clock_faces();
    let clock_lines: Vec<Line> = Color::ALL
        .iter()
        .map(|&color| {
            let time = faces.map_or_else(|| "no clock".to_owned(), |f| clock_text(f[color]));
            let mover = if color == turn && !session.is_over() {
                "> "
            } else {
                "  "
            };
            let style = if color == turn {
                Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
            } else {
                Style::new()
            };
            Line::styled(
                format!(
                    "{mover}{:<8} {time}  {}",
                    color.fold_wb("White", "Black"),
                    names[color]
                ),
                style,
            )
        })
        .collect();
    frame.render_widget(
        Paragraph::new(clock_lines).block(Block::new().borders(Borders::ALL).title(" Clock ")),
        clocks,
    );
    let text: Vec<Line> = board
        .messages
        .iter()
        .map(|m| Line::raw(m.as_str()))
        .collect();
    frame.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .block(Block::new().borders(Borders::ALL).title(" Said ")),
        said,
    );
    let sheet = session.scoresheet();
    let mut pairs: Vec<String> = sheet
        .moves
        .chunks(2)
        .enumerate()
        .map(|(index, pair)| {
            let sans: Vec<&str> = pair.iter().map(|m| m.san.as_str()).collect();
            format!("{}. {}", index + 1, sans.join(" "))
        })
        .collect();
    if let Some(m) = session.unpressed() {
        pairs.push(format!(
            "(not pressed: {})",
            crate::notation::formats::san(session.game().position(), m)
        ));
    }
    let room = moves.height.saturating_sub(2) as usize;
    let shown: Vec<Line> = pairs
        .iter()
        .skip(pairs.len().saturating_sub(room))
        .map(|p| Line::raw(p.as_str()))
        .collect();
    frame.render_widget(
        Paragraph::new(shown).block(Block::new().borders(Borders::ALL).title(" Moves ")),
        moves,
    );
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
