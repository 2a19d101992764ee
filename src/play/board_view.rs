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
    /// The board with its rank labels (two columns at the left); the file
    /// labels are in the blank bottom row of the nearest rank, or in a row
    /// of their own below squares too low for one.
    pub board: Rect,
    pub square_width: u16,
    pub square_height: u16,
    /// The panels beside the board, when there is room for them.
    pub panel: Option<Rect>,
    /// The command line: the panels' last row, or the screen's.
    pub command: Rect,
}

/// The size of the squares for a board of `columns` (with the rank
/// labels) and `rows`: about twice as wide as high (a cell is about twice
/// as high as wide), wider with a larger `size`.
fn squares(columns: u16, rows: u16, size: u16) -> Option<(u16, u16)> {
    let height = rows / 8;
    let widest = (2 * height + 3) * size / 75;
    let width = (columns.saturating_sub(2) / 8).min(widest);
    if width < 2 || height < 1 {
        return None;
    }
    Some((width, height.min(width.div_ceil(2)).max(1)))
}

/// The layout of a screen: the board takes `size` percent of the width
/// (50 to 100) and every row, the panels the rest of the width with the
/// command line at their foot. Where the panels would be narrower than
/// they can be read, the board leaves them room, down to half the width;
/// below that there are no panels, and the command line is the screen's
/// last row. None when the screen is too small for a board with every
/// rank and file.
pub fn geometry(area: Rect, size: u8) -> Option<Geometry> {
    if area.width < MIN_COLUMNS || area.height < MIN_ROWS {
        return None;
    }
    let size = u16::from(size.clamp(50, 100));
    let share = (u32::from(area.width) * u32::from(size) / 100) as u16;
    let beside = area.width.saturating_sub(MIN_PANEL + 1);
    let panels = beside >= area.width / 2 && share.min(beside) >= 2 + 8 * 3;
    let (columns, rows) = if panels {
        (share.min(beside), area.height)
    } else {
        (area.width, area.height - 1)
    };
    let (square_width, square_height) = squares(columns, rows, size)?;
    // Squares of one row have no blank row for the file labels.
    let labels = u16::from(square_height == 1);
    let height = 8 * square_height + labels;
    let spare = rows.saturating_sub(height);
    let board = Rect::new(
        area.x,
        area.y + spare.div_ceil(2),
        2 + 8 * square_width,
        height,
    );
    let panel_x = board.right() + 1;
    let panel = panels.then(|| Rect::new(panel_x, area.y, area.right() - panel_x, area.height - 1));
    let command = match panel {
        Some(panel) => Rect::new(panel.x, area.bottom() - 1, panel.width, 1),
        None => Rect::new(area.x, area.bottom() - 1, area.width, 1),
    };
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

/// What tints a whole square, each with a pattern of its own in the
/// square's blank margin, so that colour is never the only cue: the last
/// move plain, a piece held in a dark mesh, a king in check in a
/// white checker: under blur, a darker and a lighter rim.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tint {
    LastMove,
    Held,
    Check,
}

impl Tint {
    /// The pattern's character (Unicode, ASCII) and whether it is drawn
    /// in black (or else white).
    fn pattern(self) -> Option<(char, char, bool)> {
        match self {
            Tint::LastMove => None,
            Tint::Held => Some(('▒', ':', true)),
            Tint::Check => Some(('▚', 'x', false)),
        }
    }
}

/// A square the piece under study can reach: a dot on an empty square, a
/// ring of corners round a piece that can be taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Target {
    Dot,
    Ring,
}

/// What a square shows besides its piece.
#[derive(Clone, Copy, Default)]
struct Marks {
    cursor: bool,
    tint: Option<Tint>,
    target: Option<Target>,
}

/// The squares the piece on `from` can reach, where it lands (a king's
/// castling on its own destination).
fn targets(position: &shakmaty::Chess, from: Square) -> Vec<Square> {
    position
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(from))
        .map(|m| match m.castling_side() {
            Some(side) => side.king_to(position.turn()),
            None => m.to(),
        })
        .collect()
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
    let checked = position
        .is_check()
        .then(|| position.board().king_of(position.turn()))
        .flatten();
    let reach = board
        .targets
        .map(|from| targets(position, from))
        .unwrap_or_default();
    let (width, height) = (geometry.square_width, geometry.square_height);
    let area = geometry.board;
    let label = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.text))
        .add_modifier(Modifier::BOLD);
    let cell_of = |row: u16, column: u16| {
        Rect::new(
            area.x + 2 + column * width,
            area.y + row * height,
            width,
            height,
        )
    };
    for row in 0..8u16 {
        for column in 0..8u16 {
            let (file, rank) = if flipped {
                (7 - column, row)
            } else {
                (column, 7 - row)
            };
            let square =
                Square::from_coords(File::new(u32::from(file)), Rank::new(u32::from(rank)));
            let piece = position.board().piece_at(square);
            let tint = if checked == Some(square) {
                Some(Tint::Check)
            } else if board.held == Some(square) {
                Some(Tint::Held)
            } else if last.is_some_and(|m| m.from() == Some(square) || m.to() == square) {
                Some(Tint::LastMove)
            } else {
                None
            };
            let target = reach.contains(&square).then_some(if piece.is_some() {
                Target::Ring
            } else {
                Target::Dot
            });
            let marks = Marks {
                cursor: square == board.cursor,
                tint,
                target,
            };
            draw_square(buffer, cell_of(row, column), square, marks, board, piece);
        }
        let rank = if flipped { row + 1 } else { 8 - row };
        let inside = inside(cell_of(row, 0));
        let y = inside.y + inside.height.saturating_sub(1) / 2;
        buffer.set_string(area.x, y, format!("{rank} "), label);
    }
    // The file letters: in the blank bottom row of the nearest rank, on
    // the square's own colour, or below squares too low for one.
    for column in 0..8u16 {
        let file = if flipped { 7 - column } else { column };
        let cell = cell_of(7, column);
        let x = cell.x + (width - 1) / 2;
        let letter = File::new(u32::from(file)).char().to_string();
        if height >= 2 {
            let y = cell.bottom() - 1;
            let background = buffer[(x, y)].bg;
            buffer.set_string(x, y, letter, label.bg(background));
        } else {
            buffer.set_string(x, cell.bottom(), letter, label);
        }
    }
}

/// The part of a square a piece is drawn in: inside a blank column at
/// each side and a blank row at the foot, so that pieces in neighbouring
/// squares never touch.
fn inside(cell: Rect) -> Rect {
    let sides = u16::from(cell.width >= 3);
    let foot = u16::from(cell.height >= 2);
    Rect::new(
        cell.x + sides,
        cell.y,
        cell.width - 2 * sides,
        cell.height - foot,
    )
}

fn draw_square(
    buffer: &mut Buffer,
    cell: Rect,
    square: Square,
    marks: Marks,
    board: &Board,
    piece: Option<Piece>,
) {
    let theme = board.look.theme;
    let ascii = board.look.ascii;
    let tiny = cell.width < 3;
    let background = match (marks.tint, square.is_light()) {
        (Some(Tint::LastMove), _) => theme.last_move,
        (Some(Tint::Held), _) => theme.held,
        (Some(Tint::Check), _) => theme.check,
        (None, true) => theme.light_square,
        (None, false) => theme.dark_square,
    };
    // Too small for a frame: the cursor's square takes the cursor's colour.
    let background = if marks.cursor && tiny {
        theme.cursor
    } else {
        background
    };
    let on = Style::new().bg(colour(background));
    buffer.set_style(cell, on);
    let inside = inside(cell);
    // The tint's pattern fills the margin round the piece.
    if let Some((unicode, plain, black)) = marks.tint.and_then(Tint::pattern) {
        let ink = if black {
            theme.black_piece
        } else {
            theme.white_piece
        };
        let mark = if ascii { plain } else { unicode }.to_string();
        for y in cell.top()..cell.bottom() {
            for x in cell.left()..cell.right() {
                if !inside.contains((x, y).into()) {
                    buffer.set_string(x, y, &mark, on.fg(colour(ink)));
                }
            }
        }
    }
    let target = on.fg(colour(theme.target)).add_modifier(Modifier::BOLD);
    if let Some(piece) = piece {
        let ink = match piece.color {
            Color::White => theme.white_piece,
            Color::Black => theme.black_piece,
        };
        let style = on.fg(colour(ink)).add_modifier(Modifier::BOLD);
        let drawn = (board.look.pieces == PieceStyle::Shapes && !ascii)
            .then(|| shape(piece.role, inside.width, inside.height))
            .flatten();
        match drawn {
            Some(rows) => {
                for (index, row) in rows.iter().enumerate() {
                    for (dx, c) in row.chars().enumerate() {
                        // The square shows through the shape's gaps.
                        if c != ' ' {
                            let x = inside.x + dx as u16;
                            buffer.set_string(x, inside.y + index as u16, c.to_string(), style);
                        }
                    }
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
    match marks.target {
        Some(Target::Ring) if !tiny => {
            let corner = if ascii { "+" } else { "█" };
            for (x, y) in [
                (cell.left(), cell.top()),
                (cell.right() - 1, cell.top()),
                (cell.left(), cell.bottom() - 1),
                (cell.right() - 1, cell.bottom() - 1),
            ] {
                buffer.set_string(x, y, corner, target);
            }
        }
        Some(Target::Dot) => draw_dot(buffer, inside, target, ascii),
        _ => {}
    }
    if marks.cursor && !tiny {
        draw_cursor(buffer, cell, inside, on.fg(colour(theme.cursor)), ascii);
    }
}

/// A dot in the middle of an empty square the piece can reach: about two
/// fifths of the space a piece takes, drawn in half blocks.
fn draw_dot(buffer: &mut Buffer, inside: Rect, style: Style, ascii: bool) {
    let (width, pixels) = (inside.width, inside.height * 2);
    let size = |whole: u16| {
        let part = (whole * 2 / 5).max(2).min(whole);
        // As many as the whole, odd or even, so that the dot is centred.
        if (whole - part) % 2 == 1 {
            part + 1
        } else {
            part
        }
        .min(whole)
    };
    let (dot_width, dot_height) = (size(width), size(pixels));
    let left = inside.x + (width - dot_width) / 2;
    let top = (pixels - dot_height) / 2;
    for row in 0..inside.height {
        let upper = (top..top + dot_height).contains(&(row * 2));
        let lower = (top..top + dot_height).contains(&(row * 2 + 1));
        let c = match (upper, lower, ascii) {
            (false, false, _) => continue,
            (_, _, true) => "o",
            (true, true, false) => "█",
            (true, false, false) => "▀",
            (false, true, false) => "▄",
        };
        for x in left..left + dot_width {
            buffer.set_string(x, inside.y + row, c, style);
        }
    }
}

/// The cursor: a thick frame round the square, of solid blocks a whole
/// cell wide at the sides and half a cell high along the blank row at its
/// foot, in a colour used for nothing else. The square's tint shows
/// inside it.
fn draw_cursor(buffer: &mut Buffer, cell: Rect, inside: Rect, style: Style, ascii: bool) {
    let (side, foot) = if ascii { ("#", "#") } else { ("█", "▄") };
    for y in cell.top()..cell.bottom() {
        buffer.set_string(cell.left(), y, side, style);
        buffer.set_string(cell.right() - 1, y, side, style);
    }
    if inside.bottom() < cell.bottom() {
        for x in cell.left() + 1..cell.right() - 1 {
            buffer.set_string(x, cell.bottom() - 1, foot, style);
        }
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
    let block = |text: BoardText| {
        bordered(board.look.ascii)
            .border_style(plain)
            .title(Span::styled(board.text(text), title))
    };

    // Clocks: the side to move first marked, and bold in the accent
    // colour; a player's name wraps to the lines below, never cut.
    let turn = session.game().position().turn();
    let options = session.options();
    let faces = session.clock_faces();
    let inner = area.width.saturating_sub(2);
    let mut clock_lines: Vec<Line> = Vec::new();
    for color in Color::ALL {
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
        let name = options.name(color).unwrap_or_default();
        let text = format!("{mover}{side} {time}  {name}");
        for line in wrapped(&[text.trim_end().to_owned()], inner) {
            clock_lines.push(Line::styled(line, style));
        }
    }
    let clock_height = (clock_lines.len() as u16 + 2).min(area.height / 2);
    let rest = area.height.saturating_sub(clock_height);
    let moves_height = (rest / 3).max(3).min(rest);
    let [clocks, said, moves] = Layout::vertical([
        Constraint::Length(clock_height),
        Constraint::Length(rest - moves_height),
        Constraint::Length(moves_height),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(clock_lines)
            .style(plain)
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
        // What is typed, its end in sight when it is longer than the line.
        let room = usize::from(area.width).saturating_sub(prompt.chars().count() + 1);
        let typed = board.command.chars().count();
        board
            .command
            .chars()
            .skip(typed.saturating_sub(room))
            .collect()
    } else {
        board.said.last().cloned().unwrap_or_default()
    };
    let x = area.x + (prompt.chars().count() + after.chars().count()) as u16;
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(prompt, prompt_style),
            Span::styled(after, plain),
        ])),
        area,
    );
    if board.typing {
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
    // The whole screen, so that nothing of the board shows round it.
    let overlay = area;
    let (width, height) = (area.width, area.height);
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
    /// nothing is drawn outside the screen, and the command line has a
    /// row of its own: under the panels, or under the board.
    #[test]
    fn the_board_fits_with_every_label_at_every_size() {
        for columns in MIN_COLUMNS..=220 {
            for rows in (MIN_ROWS..=70).step_by(3) {
                for size in [50, 75, 90] {
                    let area = Rect::new(0, 0, columns, rows);
                    let g = geometry(area, size).expect("room for a board");
                    let at = format!("{columns}x{rows} at {size}");
                    assert!(g.board.right() <= columns, "{at}");
                    assert_eq!(g.command.y, rows - 1, "{at}");
                    let labels = u16::from(g.square_height == 1);
                    assert_eq!(g.board.height, 8 * g.square_height + labels, "{at}");
                    assert_eq!(g.board.width, 2 + 8 * g.square_width, "{at}");
                    match g.panel {
                        Some(panel) => {
                            assert!(g.board.bottom() <= rows, "{at}");
                            assert!(panel.x > g.board.right() - 1 && panel.right() <= columns);
                            assert!(panel.width >= MIN_PANEL, "{at}");
                            assert!(panel.bottom() <= g.command.y, "{at}");
                            assert_eq!((g.command.x, g.command.width), (panel.x, panel.width));
                        }
                        None => {
                            assert!(g.board.bottom() <= g.command.y, "{at}");
                            assert_eq!(g.command.width, columns, "{at}");
                        }
                    }
                }
            }
        }
        assert_eq!(geometry(Rect::new(0, 0, MIN_COLUMNS - 1, 30), 72), None);
        assert_eq!(geometry(Rect::new(0, 0, 80, MIN_ROWS - 1), 72), None);
    }

    /// A square's piece keeps a blank column on each side and a blank row
    /// below it, so that pieces of neighbouring squares never touch.
    #[test]
    fn pieces_keep_a_blank_margin() {
        for (width, height) in [(7, 3), (11, 5), (17, 7), (4, 2)] {
            let cell = Rect::new(10, 10, width, height);
            let inner = inside(cell);
            assert!(inner.left() > cell.left() && inner.right() < cell.right());
            assert!(inner.bottom() < cell.bottom());
        }
    }
}
