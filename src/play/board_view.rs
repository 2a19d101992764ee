//! What board mode draws: the squares with their pieces and marks, the
//! rank and file labels, the panels (clocks, what was said, the moves), the
//! command line and the help. Only drawing; the state is in
//! [`super::board::Board`].

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color as Colour, Modifier, Style};
use ratatui::symbols;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use shakmaty::{Color, File, Piece, Position, Rank, Square};

use super::board::Board;
use super::config::PieceStyle;
use super::pieces::shape;
use super::session::Session;
use super::theme::Rgb;
use crate::notation::{BoardText, Scheme, spell_ascii};
use crate::scoresheet::export::wrap_words;

/// The smallest terminal the board is drawn in; below it, a notice.
pub const MIN_COLUMNS: u16 = 20;
pub const MIN_ROWS: u16 = 10;

/// The narrowest the panels beside the board are drawn.
const MIN_PANEL: u16 = 20;

/// Where everything goes on a screen of a given size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// The board with its rank labels (two columns at the left) and file
    /// labels (the row below).
    pub board: Rect,
    pub square_width: u16,
    pub square_height: u16,
    /// The panels beside the board, when there is room for them.
    pub panel: Option<Rect>,
    pub command: Rect,
}

/// The layout of a screen: squares about twice as wide as high (a cell is
/// about twice as high as wide), as large as the height and the board's
/// share of the width (`size` percent) allow. None when the screen is too
/// small for a board with every rank and file.
pub fn geometry(area: Rect, size: u8) -> Option<Geometry> {
    if area.width < MIN_COLUMNS || area.height < MIN_ROWS {
        return None;
    }
    let command = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    let main = Rect::new(area.x, area.y, area.width, area.height - 1);
    let mut square_height = (main.height - 1) / 8;
    let budget = u32::from(main.width) * u32::from(size.clamp(50, 100)) / 100;
    let mut budget = budget as u16;
    // Panels narrower than they can be read are left out: the board takes
    // the width.
    if main.width.saturating_sub(budget + 1) < MIN_PANEL {
        budget = main.width;
    }
    let square_width = ((budget.saturating_sub(2)) / 8).min(square_height * 2 + 3);
    if square_width < 2 || square_height < 1 {
        return None;
    }
    square_height = square_height.min(square_width.div_ceil(2)).max(1);
    let board = Rect::new(main.x, main.y, 2 + 8 * square_width, 8 * square_height + 1);
    let panel_x = board.right() + 1;
    let panel = (main.right().saturating_sub(panel_x) >= MIN_PANEL)
        .then(|| Rect::new(panel_x, main.y, main.right() - panel_x, main.height));
    Some(Geometry {
        board,
        square_width,
        square_height,
        panel,
        command,
    })
}

/// Panel borders: lines, or ASCII on terminals without Unicode.
fn bordered(ascii: bool) -> Block<'static> {
    const ASCII: symbols::border::Set = symbols::border::Set {
        top_left: "+",
        top_right: "+",
        bottom_left: "+",
        bottom_right: "+",
        vertical_left: "|",
        vertical_right: "|",
        horizontal_top: "-",
        horizontal_bottom: "-",
    };
    let block = Block::new().borders(Borders::ALL);
    if ascii {
        block.border_set(ASCII)
    } else {
        block
    }
}

fn colour((r, g, b): Rgb) -> Colour {
    Colour::Rgb(r, g, b)
}

/// The whole screen.
pub fn view(frame: &mut Frame, board: &Board, session: &Session) {
    let theme = board.look.theme;
    let area = frame.area();
    let plain = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.text));
    frame.buffer_mut().set_style(area, plain);
    let Some(geometry) = geometry(area, board.look.size) else {
        let notice = board.text(BoardText::TooSmall {
            columns: MIN_COLUMNS,
            rows: MIN_ROWS,
        });
        frame.render_widget(
            Paragraph::new(notice)
                .style(plain)
                .wrap(Wrap { trim: true }),
            area,
        );
        return;
    };
    draw_board(frame.buffer_mut(), &geometry, board, session);
    if let Some(panel) = geometry.panel {
        draw_panels(frame, panel, board, session);
    }
    draw_command(frame, &geometry, board);
    if let Some((lines, offset)) = &board.help {
        draw_help(frame, area, board, lines, *offset);
    }
}

/// What frames a square: the cursor (thick), a piece held (double), the
/// last move (thin).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Cursor,
    Held,
    LastMove,
}

/// The frame's characters: the four corners, the top and bottom lines,
/// and the sides. The cursor's frame is of block characters, a whole
/// cell wide at the sides and half a cell high at the top and bottom, so
/// that it is seen at once at any size.
fn frame_chars(mark: Mark, ascii: bool) -> [char; 7] {
    match (mark, ascii) {
        (Mark::Cursor, false) => ['█', '█', '█', '█', '▀', '▄', '█'],
        (Mark::Held, false) => ['╔', '╗', '╚', '╝', '═', '═', '║'],
        (Mark::LastMove, false) => ['┌', '┐', '└', '┘', '─', '─', '│'],
        (Mark::Cursor, true) => ['#'; 7],
        (Mark::Held, true) => ['='; 7],
        (Mark::LastMove, true) => ['+', '+', '+', '+', '-', '-', '|'],
    }
}

/// The letter or figurine of a piece: white in capitals, black in small
/// letters, so that colour is never the only difference.
fn symbol(piece: Piece, style: PieceStyle, ascii: bool) -> char {
    match style {
        PieceStyle::Figurines if !ascii => {
            let white = ['♙', '♘', '♗', '♖', '♕', '♔'];
            let black = ['♟', '♞', '♝', '♜', '♛', '♚'];
            let index = piece.role as usize - 1;
            match piece.color {
                Color::White => white[index],
                Color::Black => black[index],
            }
        }
        _ => piece.char(),
    }
}

fn draw_board(buffer: &mut Buffer, geometry: &Geometry, board: &Board, session: &Session) {
    let theme = board.look.theme;
    let position = session.game().position();
    let flipped = session.is_flipped();
    let last = session.game().moves().last();
    let (width, height) = (geometry.square_width, geometry.square_height);
    let area = geometry.board;
    let label = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.text))
        .add_modifier(Modifier::BOLD);
    for row in 0..8u16 {
        for column in 0..8u16 {
            let (file, rank) = if flipped {
                (7 - column, row)
            } else {
                (column, 7 - row)
            };
            let square =
                Square::from_coords(File::new(u32::from(file)), Rank::new(u32::from(rank)));
            let cell = Rect::new(
                area.x + 2 + column * width,
                area.y + row * height,
                width,
                height,
            );
            let mark = if square == board.cursor {
                Some(Mark::Cursor)
            } else if board.held == Some(square) {
                Some(Mark::Held)
            } else if last.is_some_and(|m| m.from() == Some(square) || m.to() == square) {
                Some(Mark::LastMove)
            } else {
                None
            };
            draw_square(
                buffer,
                cell,
                square,
                mark,
                board,
                position.board().piece_at(square),
            );
        }
        let rank = if flipped { row + 1 } else { 8 - row };
        let y = area.y + row * height + height / 2;
        buffer.set_string(area.x, y, format!("{rank} "), label);
    }
    let y = area.y + 8 * height;
    for column in 0..8u16 {
        let file = if flipped { 7 - column } else { column };
        let x = area.x + 2 + column * width + (width - 1) / 2;
        let letter = File::new(u32::from(file)).char().to_string();
        buffer.set_string(x, y, letter, label);
    }
}

fn draw_square(
    buffer: &mut Buffer,
    cell: Rect,
    square: Square,
    mark: Option<Mark>,
    board: &Board,
    piece: Option<Piece>,
) {
    let theme = board.look.theme;
    let ascii = board.look.ascii;
    let background = if square.is_light() {
        theme.light_square
    } else {
        theme.dark_square
    };
    let tiny = cell.width < 3;
    // Too small for a frame: the cursor's square takes the cursor's colour.
    let background = match mark {
        Some(Mark::Cursor) if tiny => theme.cursor,
        _ => background,
    };
    buffer.set_style(cell, Style::new().bg(colour(background)));
    // The ring of the square holds the marks; the inside holds the piece.
    let sides = u16::from(!tiny);
    let ends = u16::from(cell.height >= 5);
    let inside = Rect::new(
        cell.x + sides,
        cell.y + ends,
        cell.width - 2 * sides,
        cell.height - 2 * ends,
    );
    if let Some(piece) = piece {
        let ink = match piece.color {
            Color::White => theme.white_piece,
            Color::Black => theme.black_piece,
        };
        let style = Style::new()
            .bg(colour(background))
            .fg(colour(ink))
            .add_modifier(Modifier::BOLD);
        let drawn = (board.look.pieces == PieceStyle::Shapes && !ascii)
            .then(|| shape(piece.role, inside.width, inside.height))
            .flatten();
        match drawn {
            Some(rows) => {
                for (index, row) in rows.iter().enumerate() {
                    buffer.set_string(inside.x, inside.y + index as u16, row, style);
                }
            }
            None => {
                let x = inside.x + inside.width.saturating_sub(1) / 2;
                let y = inside.y + inside.height.saturating_sub(1) / 2;
                let letter = symbol(piece, board.look.pieces, ascii).to_string();
                buffer.set_string(x, y, letter, style);
            }
        }
    }
    let Some(mark) = mark.filter(|_| !tiny) else {
        return;
    };
    let ink = match mark {
        Mark::Cursor => theme.cursor,
        Mark::Held => theme.held,
        Mark::LastMove => theme.last_move,
    };
    let style = Style::new()
        .bg(colour(background))
        .fg(colour(ink))
        .add_modifier(Modifier::BOLD);
    let [
        top_left,
        top_right,
        bottom_left,
        bottom_right,
        above,
        below,
        down,
    ] = frame_chars(mark, ascii);
    let (left, right) = (cell.x, cell.right() - 1);
    let (top, bottom) = (cell.y, cell.bottom() - 1);
    for y in top..=bottom {
        buffer.set_string(left, y, down.to_string(), style);
        buffer.set_string(right, y, down.to_string(), style);
    }
    if ends == 1 {
        for x in left..=right {
            buffer.set_string(x, top, above.to_string(), style);
            buffer.set_string(x, bottom, below.to_string(), style);
        }
        buffer.set_string(left, top, top_left.to_string(), style);
        buffer.set_string(right, top, top_right.to_string(), style);
        buffer.set_string(left, bottom, bottom_left.to_string(), style);
        buffer.set_string(right, bottom, bottom_right.to_string(), style);
    }
}

/// Lines wrapped to `width`, none cut.
fn wrapped(lines: &[String], width: u16) -> Vec<String> {
    let width = usize::from(width.max(1));
    lines
        .iter()
        .flat_map(|line| {
            let parts = wrap_words(line, width);
            if parts.is_empty() {
                vec![String::new()]
            } else {
                parts
            }
        })
        .collect()
}

/// The clocks, what was said (scrollable) and the moves.
fn draw_panels(frame: &mut Frame, area: Rect, board: &Board, session: &Session) {
    let theme = board.look.theme;
    let plain = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.text));
    let title = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.accent))
        .add_modifier(Modifier::BOLD);
    let rest = area.height.saturating_sub(4);
    let [clocks, said, moves] = Layout::vertical([
        Constraint::Length(4),
        Constraint::Length(rest - rest * 2 / 5),
        Constraint::Min(0),
    ])
    .areas(area);
    let block = |text: BoardText| {
        bordered(board.look.ascii)
            .border_style(plain)
            .title(Span::styled(board.text(text), title))
    };

    // Clocks: the side to move first marked, and bold in the accent colour.
    let turn = session.game().position().turn();
    let options = session.options();
    let faces = session.clock_faces();
    let clock_lines: Vec<Line> = Color::ALL
        .iter()
        .map(|&color| {
            let time = faces.map_or_else(
                || board.text(BoardText::NoClock),
                |f| Scheme::clock_face(f[color]),
            );
            let moving = color == turn && !session.is_over();
            let mover = match (moving, board.look.ascii) {
                (false, _) => "  ",
                (true, false) => "▶ ",
                (true, true) => "> ",
            };
            let style = if moving { title } else { plain };
            let side = board.scheme.side(color);
            let side = if board.look.ascii {
                spell_ascii(side)
            } else {
                side.to_owned()
            };
            Line::styled(
                format!(
                    "{mover}{side} {time}  {}",
                    options.name(color).unwrap_or_default()
                ),
                style,
            )
        })
        .collect();
    frame.render_widget(
        Paragraph::new(clock_lines)
            .style(plain)
            .wrap(Wrap { trim: true })
            .block(block(BoardText::ClockTitle)),
        clocks,
    );

    // What was said: wrapped; the newest at the bottom, unless the latest
    // answer (or the line scrolled to) does not fit: then from its start.
    let inner = said.width.saturating_sub(2);
    let room = usize::from(said.height.saturating_sub(2));
    let anchor = board.anchor.min(board.said.len());
    let before = wrapped(&board.said[..anchor], inner).len();
    let lines = wrapped(&board.said, inner);
    let last_start = lines.len().saturating_sub(room);
    let start = (before as isize + board.offset).clamp(0, last_start as isize) as usize;
    let shown: Vec<Line> = lines[start..(start + room).min(lines.len())]
        .iter()
        .map(|l| Line::raw(l.as_str()))
        .collect();
    let said_title = if start + room < lines.len() {
        BoardText::SaidScrolled
    } else {
        BoardText::SaidTitle
    };
    frame.render_widget(
        Paragraph::new(shown).style(plain).block(block(said_title)),
        said,
    );

    // The moves, the latest at the bottom.
    let sheet = session.scoresheet();
    let mut pairs: Vec<String> = Vec::new();
    for (before, recorded) in sheet.positions() {
        if before.turn() == Color::White || pairs.is_empty() {
            let dots = if before.turn() == Color::White {
                "."
            } else {
                "..."
            };
            pairs.push(format!("{}{dots} {}", before.fullmoves(), recorded.san));
        } else if let Some(last) = pairs.last_mut() {
            last.push(' ');
            last.push_str(&recorded.san);
        }
    }
    if let Some(m) = session.unpressed() {
        let san = crate::notation::formats::san(session.game().position(), m);
        pairs.push(board.text(BoardText::NotPressed(san)));
    }
    let lines = wrapped(&pairs, moves.width.saturating_sub(2));
    let room = usize::from(moves.height.saturating_sub(2));
    let shown: Vec<Line> = lines[lines.len().saturating_sub(room)..]
        .iter()
        .map(|l| Line::raw(l.as_str()))
        .collect();
    frame.render_widget(
        Paragraph::new(shown)
            .style(plain)
            .block(block(BoardText::MovesTitle)),
        moves,
    );
}

/// The command line; without panels it also shows the last thing said.
fn draw_command(frame: &mut Frame, geometry: &Geometry, board: &Board) {
    let theme = board.look.theme;
    let plain = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.text));
    let area = geometry.command;
    let prompt = if board.typing {
        "> ".to_owned()
    } else {
        board.text(BoardText::TabForCommand)
    };
    let prompt_style = if board.typing {
        plain.add_modifier(Modifier::BOLD | Modifier::REVERSED)
    } else {
        plain.fg(colour(theme.accent))
    };
    let after = if board.typing || geometry.panel.is_some() {
        board.command.clone()
    } else {
        board.said.last().cloned().unwrap_or_default()
    };
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(prompt.clone(), prompt_style),
            Span::styled(after, plain),
        ])),
        area,
    );
    if board.typing {
        let x = area.x + (prompt.chars().count() + board.command.chars().count()) as u16;
        frame.set_cursor_position((x.min(area.right().saturating_sub(1)), area.y));
    }
}

/// The help over the board: the board's keys, then the commands; scrolled
/// with the arrows, closed with Esc.
fn draw_help(frame: &mut Frame, area: Rect, board: &Board, lines: &[String], offset: usize) {
    let theme = board.look.theme;
    let plain = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.text));
    let width = area.width.saturating_sub(2).min(80);
    let height = area.height.saturating_sub(2);
    let overlay = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    // A title too long for a narrow screen becomes the first line, wrapped
    // like the rest, so that it is never cut.
    let title = board.text(BoardText::HelpTitle);
    let title_fits = title.chars().count() + 2 <= usize::from(width);
    let mut all = Vec::with_capacity(lines.len() + 1);
    if !title_fits {
        all.push(title.trim().to_owned());
    }
    all.extend_from_slice(lines);
    let lines = wrapped(&all, width.saturating_sub(2));
    let room = usize::from(height.saturating_sub(2));
    let offset = offset.min(lines.len().saturating_sub(room));
    let shown: Vec<Line> = lines
        .iter()
        .skip(offset)
        .take(room)
        .map(|l| Line::raw(l.as_str()))
        .collect();
    let mut block = bordered(board.look.ascii).border_style(plain.fg(colour(theme.accent)));
    if title_fits {
        block = block.title(Span::styled(
            title,
            plain.fg(colour(theme.accent)).add_modifier(Modifier::BOLD),
        ));
    }
    frame.render_widget(Clear, overlay);
    frame.render_widget(Paragraph::new(shown).style(plain).block(block), overlay);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rank and file has room at every size the board is drawn in,
    /// and nothing is drawn outside the screen.
    #[test]
    fn the_board_fits_with_every_label_at_every_size() {
        for columns in MIN_COLUMNS..=220 {
            for rows in (MIN_ROWS..=70).step_by(3) {
                let area = Rect::new(0, 0, columns, rows);
                let g = geometry(area, 75).expect("room for a board");
                assert!(g.board.right() <= columns, "{columns}x{rows}");
                // Eight ranks and the file labels above the command line.
                assert!(g.board.bottom() < rows, "{columns}x{rows}");
                assert_eq!(g.board.height, 8 * g.square_height + 1);
                assert_eq!(g.board.width, 2 + 8 * g.square_width);
                if let Some(panel) = g.panel {
                    assert!(panel.x > g.board.right() - 1 && panel.right() <= columns);
                    assert!(panel.width >= MIN_PANEL);
                }
            }
        }
        assert_eq!(geometry(Rect::new(0, 0, MIN_COLUMNS - 1, 30), 72), None);
        assert_eq!(geometry(Rect::new(0, 0, 80, MIN_ROWS - 1), 72), None);
    }

    /// The sizes the board is checked at by eye: squares twice as wide as
    /// high, growing with the terminal.
    #[test]
    fn squares_at_the_usual_sizes() {
        let at = |columns, rows| {
            let g = geometry(Rect::new(0, 0, columns, rows), 75).expect("a board");
            (g.square_width, g.square_height)
        };
        assert_eq!(at(80, 24), (7, 2));
        assert_eq!(at(120, 40), (11, 4));
        assert_eq!(at(200, 60), (17, 7));
        // A larger share gives the board more of the width.
        let g = geometry(Rect::new(0, 0, 200, 60), 90).expect("a board");
        assert!(g.square_width >= 17);
    }
}
