//! The board's squares as board mode draws them: each square in its
//! colour or a mark's tint with the mark's pattern, its piece (a shape or
//! a letter) inside a blank margin, the targets' dots and rings, the
//! cursor's frame, and the rank and file labels.
//!
//! Everything is drawn on a canvas of half cells, two pixels to a cell
//! (a pixel is about as wide as it is high), and the canvas is then
//! written to the screen in half blocks. So a piece keeps half a row
//! blank above it and half a row below, and a whole row stands between
//! pieces of neighbouring ranks and between the board and the window's
//! edge, on a board that still takes every row.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use shakmaty::{Color, File, Piece, Position, Rank, Square};

use super::board::Board;
use super::board_view::{Geometry, colour};
use super::config::PieceStyle;
use super::pieces::{fits, shape};
use super::session::Session;
use super::theme::{Rgb, Theme};

/// What tints a whole square, each with a pattern of its own in the
/// square's blank margin, so that colour is never the only cue: the last
/// move plain, a piece held in dark diagonal stripes, a king in check in
/// a white checker: under blur, a darker and a lighter rim.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tint {
    LastMove,
    Held,
    Check,
}

/// A tint's pattern: which pixels of the margin it inks, its character on
/// terminals without Unicode, and whether it is drawn in black (or else
/// white).
struct Pattern {
    inks: fn(u16, u16) -> bool,
    plain: char,
    black: bool,
}

impl Tint {
    fn pattern(self) -> Option<Pattern> {
        match self {
            Tint::LastMove => None,
            Tint::Held => Some(Pattern {
                inks: |x, y| (x + y) % 4 < 2,
                plain: ':',
                black: true,
            }),
            Tint::Check => Some(Pattern {
                inks: |x, y| (x + y).is_multiple_of(2),
                plain: 'x',
                black: false,
            }),
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
    let ascii = board.look.ascii;
    let shapes = board.look.pieces == PieceStyle::Shapes && !ascii;
    let margin = Margin::of(width, height, shapes);
    // The squares, and the blank column after the board that the cursor's
    // frame uses on the last file.
    let mut canvas = Canvas::new(
        Rect::new(area.x + 2, area.y, 8 * width + 1, 8 * height),
        theme.background,
        ascii,
    );
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
            let at = Spot {
                x: column * width,
                y: row * height * 2,
                width,
                height: height * 2,
                margin,
            };
            draw_square(&mut canvas, at, square, marks, board, piece);
            if marks.cursor && width >= 3 {
                cursor = Some(at);
            }
        }
    }
    // The file letters: in the bottom left corner of the nearest rank's
    // squares, on the square's own colour, or below squares too low for
    // one (drawn after the canvas).
    if height >= 2 {
        for column in 0..8u16 {
            let file = if flipped { 7 - column } else { column };
            let letter = File::new(u32::from(file)).char();
            let x = column * width;
            let y = 8 * height - 1;
            let base = canvas.base(x, y);
            canvas.glyph(x, y, letter, theme.text, base);
        }
    }
    // The cursor's frame last: its right side stands in the blank column
    // that follows the square.
    if let Some(at) = cursor {
        draw_cursor(&mut canvas, at, theme.cursor);
    }
    canvas.write(buffer);
    let label = Style::new()
        .bg(colour(theme.background))
        .fg(colour(theme.text))
        .add_modifier(Modifier::BOLD);
    for row in 0..8u16 {
        let rank = if flipped { row + 1 } else { 8 - row };
        let y = area.y + row * height + height.saturating_sub(1) / 2;
        buffer.set_string(area.x, y, format!("{rank} "), label);
    }
    if height < 2 {
        for column in 0..8u16 {
            let file = if flipped { 7 - column } else { column };
            let x = area.x + 2 + column * width + width.saturating_sub(1) / 2;
            let letter = File::new(u32::from(file)).char().to_string();
            buffer.set_string(x, area.y + 8 * height, letter, label);
        }
    }
}

/// One cell of the canvas: the colours of its upper and lower half, or
/// a character over the whole cell with its colour and background.
#[derive(Clone, Copy)]
struct Cell {
    upper: Rgb,
    lower: Rgb,
    glyph: Option<(char, Rgb, Rgb)>,
    /// The colour of the square under everything drawn on it.
    base: Rgb,
}

/// The board as the eye sees it, in pixels of half a cell; on terminals
/// without Unicode every mark is a character over a whole cell instead.
struct Canvas {
    area: Rect,
    ascii: bool,
    cells: Vec<Cell>,
}

impl Canvas {
    fn new(area: Rect, colour: Rgb, ascii: bool) -> Canvas {
        let blank = Cell {
            upper: colour,
            lower: colour,
            glyph: None,
            base: colour,
        };
        Canvas {
            area,
            ascii,
            cells: vec![blank; usize::from(area.width) * usize::from(area.height)],
        }
    }

    fn cell(&mut self, x: u16, row: u16) -> Option<&mut Cell> {
        (x < self.area.width && row < self.area.height)
            .then(|| usize::from(row) * usize::from(self.area.width) + usize::from(x))
            .and_then(|index| self.cells.get_mut(index))
    }

    /// The square's own colour under a cell.
    fn base(&mut self, x: u16, row: u16) -> Rgb {
        self.cell(x, row).map_or((0, 0, 0), |cell| cell.base)
    }

    /// A square's colour over the pixel (x, y), under every mark.
    fn ground(&mut self, x: u16, y: u16, colour: Rgb) {
        if let Some(cell) = self.cell(x, y / 2) {
            cell.base = colour;
            cell.upper = colour;
            cell.lower = colour;
            cell.glyph = None;
        }
    }

    /// One pixel, over whatever was there; without Unicode, the cell's
    /// character `plain` in that colour.
    fn pixel(&mut self, x: u16, y: u16, colour: Rgb, plain: char) {
        let ascii = self.ascii;
        if let Some(cell) = self.cell(x, y / 2) {
            if ascii {
                cell.glyph = Some((plain, colour, cell.base));
            } else {
                cell.glyph = None;
                if y.is_multiple_of(2) {
                    cell.upper = colour;
                } else {
                    cell.lower = colour;
                }
            }
        }
    }

    /// A character over a whole cell.
    fn glyph(&mut self, x: u16, row: u16, c: char, ink: Rgb, ground: Rgb) {
        if let Some(cell) = self.cell(x, row) {
            cell.glyph = Some((c, ink, ground));
        }
    }

    fn write(&self, buffer: &mut Buffer) {
        let width = usize::from(self.area.width.max(1));
        for (index, cell) in self.cells.iter().enumerate() {
            let x = self.area.x + (index % width) as u16;
            let y = self.area.y + (index / width) as u16;
            let (text, style) = match cell.glyph {
                Some((c, ink, ground)) => (
                    c,
                    Style::new()
                        .fg(colour(ink))
                        .bg(colour(ground))
                        .add_modifier(Modifier::BOLD),
                ),
                None if cell.upper == cell.lower => (' ', Style::new().bg(colour(cell.upper))),
                // The lower half block: terminals draw it from the cell's
                // foot, where fonts end, so that no seam shows at its top.
                None => (
                    '▄',
                    Style::new().fg(colour(cell.lower)).bg(colour(cell.upper)),
                ),
            };
            let mut utf8 = [0; 4];
            buffer.set_string(x, y, text.encode_utf8(&mut utf8), style);
        }
    }
}

/// The blank margin of every square: a column at its left (the board is
/// followed by a blank column, too), and pixels above and below the
/// piece: one each round a shape, a whole cell each round a letter.
#[derive(Clone, Copy)]
struct Margin {
    left: u16,
    top: u16,
    bottom: u16,
}

impl Margin {
    fn of(width: u16, height: u16, shapes: bool) -> Margin {
        let left = u16::from(width >= 3);
        let shaped = shapes && height >= 2 && fits(width - left, height * 2 - 2);
        let (top, bottom) = match height {
            1 => (0, 0),
            _ if shaped => (1, 1),
            2 => (0, 2),
            _ => (2, 2),
        };
        Margin { left, top, bottom }
    }
}

/// A square on the canvas, in pixels, with its margin.
#[derive(Clone, Copy)]
struct Spot {
    x: u16,
    y: u16,
    width: u16,
    height: u16,
    margin: Margin,
}

impl Spot {
    /// The pixels of the square, as offsets from its corner.
    fn pixels(self) -> impl Iterator<Item = (u16, u16)> {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| (x, y)))
    }

    fn in_margin(self, (x, y): (u16, u16)) -> bool {
        x < self.margin.left || y < self.margin.top || y >= self.height - self.margin.bottom
    }

    /// The space inside the margin, in pixels: left, top, width, height.
    fn inside(self) -> (u16, u16, u16, u16) {
        let m = self.margin;
        (
            m.left,
            m.top,
            self.width - m.left,
            self.height - m.top - m.bottom,
        )
    }
}

fn draw_square(
    canvas: &mut Canvas,
    at: Spot,
    square: Square,
    marks: Marks,
    board: &Board,
    piece: Option<Piece>,
) {
    let theme = board.look.theme;
    let tiny = at.width < 3;
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
    for (x, y) in at.pixels() {
        canvas.ground(at.x + x, at.y + y, background);
    }
    // The tint's pattern fills the margin round the piece.
    if let Some(pattern) = marks.tint.and_then(Tint::pattern) {
        let ink = if pattern.black {
            theme.black_piece
        } else {
            theme.white_piece
        };
        for (x, y) in at.pixels().filter(|&p| at.in_margin(p)) {
            if (pattern.inks)(x, y) || canvas.ascii {
                canvas.pixel(at.x + x, at.y + y, ink, pattern.plain);
            }
        }
    }
    match marks.target {
        // A solid angle round the piece, in the square's margin.
        Some(Target::Ring) if !tiny => {
            for (x, y) in at.pixels().filter(|&p| at.in_margin(p)) {
                canvas.pixel(at.x + x, at.y + y, theme.target, '+');
            }
        }
        Some(Target::Dot) => draw_dot(canvas, at, theme.target),
        _ => {}
    }
    if let Some(piece) = piece {
        draw_piece(canvas, at, piece, board, theme);
    }
}

/// A piece: its shape, or its letter in the middle of the space inside
/// the margin.
fn draw_piece(canvas: &mut Canvas, at: Spot, piece: Piece, board: &Board, theme: Theme) {
    let ink = match piece.color {
        Color::White => theme.white_piece,
        Color::Black => theme.black_piece,
    };
    let (left, top, width, height) = at.inside();
    let drawn = (board.look.pieces == PieceStyle::Shapes && !board.look.ascii)
        .then(|| shape(piece.role, width, height))
        .flatten();
    match drawn {
        Some(pixels) => {
            for (dy, row) in pixels.iter().enumerate() {
                for (dx, &lit) in row.iter().enumerate() {
                    // The square shows through the shape's gaps.
                    if lit {
                        let (x, y) = (at.x + left + dx as u16, at.y + top + dy as u16);
                        canvas.pixel(x, y, ink, '#');
                    }
                }
            }
        }
        None => {
            let x = at.x + left + width.saturating_sub(1) / 2;
            let row = (at.y + top + height.saturating_sub(1) / 2) / 2;
            let ground = canvas.base(x, row);
            let letter = symbol(piece, board.look.pieces, board.look.ascii);
            canvas.glyph(x, row, letter, ink, ground);
        }
    }
}

/// A dot in the middle of an empty square the piece can reach: about two
/// fifths of the space a piece takes.
fn draw_dot(canvas: &mut Canvas, at: Spot, ink: Rgb) {
    let (left, top, width, height) = at.inside();
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
    let (dot_width, dot_height) = (size(width), size(height));
    let x0 = at.x + left + (width - dot_width) / 2;
    let y0 = at.y + top + (height - dot_height) / 2;
    for y in y0..y0 + dot_height {
        for x in x0..x0 + dot_width {
            canvas.pixel(x, y, ink, 'o');
        }
    }
}

/// The cursor: a thick frame round the square in a colour used for
/// nothing else, a whole cell wide at the sides (the square's blank
/// column and the one after it) and a pixel high along the blank top and
/// foot. The square's tint shows inside it.
fn draw_cursor(canvas: &mut Canvas, at: Spot, ink: Rgb) {
    for y in 0..at.height {
        canvas.pixel(at.x, at.y + y, ink, '#');
        canvas.pixel(at.x + at.width, at.y + y, ink, '#');
    }
    let mut rows = Vec::new();
    if at.margin.top > 0 {
        rows.push(0);
    }
    if at.margin.bottom > 0 {
        rows.push(at.height - 1);
    }
    for y in rows {
        for x in 1..at.width {
            canvas.pixel(at.x + x, at.y + y, ink, '#');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A square's piece keeps a blank column at its left and blank pixels
    /// above and below it, a whole row together, so that pieces of
    /// neighbouring squares never touch, nor the window's edge.
    #[test]
    fn pieces_keep_a_blank_margin() {
        for shapes in [true, false] {
            for (width, height) in [(6, 3), (7, 3), (11, 5), (17, 7), (5, 3)] {
                let margin = Margin::of(width, height, shapes);
                assert_eq!(margin.left, 1, "{width}x{height}");
                assert!(margin.top >= 1 && margin.bottom >= 1, "{width}x{height}");
                assert!(margin.top + margin.bottom >= 2, "{width}x{height}");
            }
        }
        // Round a shape, half a row each; round a letter, whole rows.
        assert_eq!(Margin::of(6, 3, true).top, 1);
        assert_eq!(Margin::of(6, 3, false).top, 2);
    }
}
