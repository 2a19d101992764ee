//! The board's squares as board mode draws them: each square in its
//! colour or a mark's tint with the mark's pattern, its piece (a shape or
//! a letter) inside a blank margin, the targets' dots and rings, the
//! cursor's frame, and the rank and file labels.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use shakmaty::{Color, File, Piece, Position, Rank, Square};

use super::board::Board;
use super::board_view::{Geometry, colour};
use super::config::PieceStyle;
use super::pieces::shape;
use super::session::Session;

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

pub(super) fn draw_board(
    buffer: &mut Buffer,
    geometry: &Geometry,
    board: &Board,
    session: &Session,
) {
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
    let mut cursor = None;
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
            if marks.cursor && width >= 3 {
                cursor = Some(cell_of(row, column));
            }
        }
        let rank = if flipped { row + 1 } else { 8 - row };
        let inside = inside(cell_of(row, 0));
        let y = inside.y + inside.height.saturating_sub(1) / 2;
        buffer.set_string(area.x, y, format!("{rank} "), label);
    }
    // The cursor's frame last: its right side stands in the blank column
    // that follows the square.
    if let Some(cell) = cursor {
        let style = Style::new().fg(colour(theme.cursor));
        draw_cursor(buffer, cell, style, board.look.ascii);
    }
    // The file letters: in the blank bottom row of the nearest rank, on
    // the square's own colour, or below squares too low for one.
    for column in 0..8u16 {
        let file = if flipped { 7 - column } else { column };
        let cell = cell_of(7, column);
        let inside = inside(cell);
        let x = inside.x + (inside.width - 1) / 2;
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

/// The part of a square a piece is drawn in: right of a blank column at
/// its left and above a blank row at its foot, so that pieces in
/// neighbouring squares never touch (the board is followed by a blank
/// column, too).
fn inside(cell: Rect) -> Rect {
    let side = u16::from(cell.width >= 3);
    let foot = u16::from(cell.height >= 2);
    Rect::new(cell.x + side, cell.y, cell.width - side, cell.height - foot)
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
            // A solid angle round the piece, in the square's margin.
            let block = if ascii { "+" } else { "█" };
            for y in cell.top()..cell.bottom() {
                for x in cell.left()..cell.right() {
                    if !inside.contains((x, y).into()) {
                        buffer.set_string(x, y, block, target);
                    }
                }
            }
        }
        Some(Target::Dot) => draw_dot(buffer, inside, target, ascii),
        _ => {}
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
/// cell wide at the sides (the square's blank column and the one after
/// it) and half a cell high along the blank row at its foot, in a colour
/// used for nothing else. The square's tint shows inside it.
fn draw_cursor(buffer: &mut Buffer, cell: Rect, style: Style, ascii: bool) {
    let (side, foot) = if ascii { ("#", "#") } else { ("█", "▄") };
    for y in cell.top()..cell.bottom() {
        buffer.set_string(cell.left(), y, side, style);
        buffer.set_string(cell.right(), y, side, style);
    }
    if cell.height >= 2 {
        for x in cell.left() + 1..cell.right() {
            buffer.set_string(x, cell.bottom() - 1, foot, style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A square's piece keeps a blank column at its left and a blank row
    /// below it, so that pieces of neighbouring squares never touch.
    #[test]
    fn pieces_keep_a_blank_margin() {
        for (width, height) in [(7, 3), (11, 5), (17, 7), (4, 2)] {
            let cell = Rect::new(10, 10, width, height);
            let inner = inside(cell);
            assert!(inner.left() > cell.left() && inner.right() == cell.right());
            assert!(inner.bottom() < cell.bottom());
        }
    }
}
