//! What board mode draws: the layout of the screen, the panels (clocks,
//! what was said, the moves), the command line and the help; the squares
//! with their pieces, marks and labels are in [`super::board_squares`].
//! Only drawing; the state is in [`super::board::Board`].

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color as Colour, Modifier, Style};
use ratatui::symbols;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use shakmaty::{Color, Position};

use super::board::Board;
use super::board_squares::draw_board;
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
/// labels and a blank column after it) and `rows`: twice as wide as high,
/// which is square (a cell is about twice as high as wide), wider with a
/// larger `size`.
fn squares(columns: u16, rows: u16, size: u16) -> Option<(u16, u16)> {
    let height = rows / 8;
    let widest = (2 * height * size / 75).max(2);
    let width = (columns.saturating_sub(3) / 8).min(widest);
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

pub(super) fn colour((r, g, b): Rgb) -> Colour {
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
    if let Some(hint) = board.hint.as_deref().filter(|_| board.help.is_none()) {
        draw_hint(frame, &geometry, board, hint);
    }
    if let Some((lines, offset)) = &board.help {
        draw_help(frame, area, board, lines, *offset);
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
    let moves_height = (rest / 4).max(3).min(rest);
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
    board
        .said_range
        .set((-(before as isize), last_start as isize - before as isize));
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

/// How to get line mode, on the screen's last row from its first column,
/// with the cursor on it: a braille display shows the cursor's line, and a
/// screen reader says it, so the whole row is text (the board's lowest row
/// gives way until the first key). The command line keeps its place when
/// the hint fits beside it.
fn draw_hint(frame: &mut Frame, geometry: &Geometry, board: &Board, hint: &str) {
    let theme = board.look.theme;
    let plain = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.text));
    let command = geometry.command;
    let beside = usize::from(command.x);
    let (text, area) = if geometry.panel.is_some() && hint.chars().count() < beside {
        (
            format!("{hint:beside$}"),
            Rect::new(0, command.y, command.x, 1),
        )
    } else {
        let prompt = board.text(BoardText::TabForCommand);
        let row = Rect::new(0, command.y, command.right(), 1);
        (format!("{hint}  {prompt}"), row)
    };
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(text).style(plain), area);
    frame.set_cursor_position((0, command.y));
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
    board.help_last.set(lines.len().saturating_sub(room));
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
                    // A blank column after the board, for the cursor's side.
                    assert!(g.board.right() < columns, "{at}");
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
}
