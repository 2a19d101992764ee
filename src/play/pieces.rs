//! Pieces drawn as large shapes for low-vision players: silhouettes made of
//! half blocks (`▀ ▄ █`, which every terminal font has), two pixels to a
//! cell, so that a pixel is about as wide as it is high. A shape is drawn
//! from one of two designs and grows with the square; where a square is
//! too small for the smaller design, the piece is a letter.

use shakmaty::Role;

/// The larger designs: 7 pixels wide and 8 high, enlarged to the square.
/// The six differ in outline at a glance: the pawn is the smallest, the
/// rook is a straight tower with battlements, the knight looks to the
/// left, the bishop has its slit mitre, the queen three separate points
/// above a waist (never the rook's solid block), the king its cross.
const LARGE: [(Role, [&str; 8]); 6] = [
    (
        Role::Pawn,
        [
            ".......", ".......", "..###..", "..###..", "...#...", "..###..", ".#####.", ".#####.",
        ],
    ),
    (
        Role::Rook,
        [
            "#.#.#.#", "#######", ".#####.", ".#####.", ".#####.", ".#####.", "#######", "#######",
        ],
    ),
    (
        Role::Knight,
        [
            "...#...", "..####.", ".######", "###.###", "....###", "...####", "..#####", ".######",
        ],
    ),
    (
        Role::Bishop,
        [
            "...#...", "..###..", ".###.#.", ".##.##.", "..###..", "...#...", ".#####.", "#######",
        ],
    ),
    (
        Role::Queen,
        [
            "#..#..#", "#..#..#", "##.#.##", ".#####.", "..###..", "..###..", ".#####.", "#######",
        ],
    ),
    (
        Role::King,
        [
            "...#...", "..###..", "...#...", ".#####.", "#######", ".#####.", ".#####.", "#######",
        ],
    ),
];

/// The smaller designs: 5 pixels wide and 4 high (5 cells by 2). The rook
/// is a solid block with notches, the queen three points over a cup.
const SMALL: [(Role, [&str; 4]); 6] = [
    (Role::Pawn, [".....", "..#..", ".###.", ".###."]),
    (Role::Rook, ["#.#.#", "#####", "#####", "#####"]),
    (Role::Knight, [".##..", "####.", "..##.", ".###."]),
    (Role::Bishop, ["..#..", ".#.#.", "..#..", "#####"]),
    (Role::Queen, ["#.#.#", "#.#.#", ".###.", "#####"]),
    (Role::King, ["..#..", "#####", "..#..", "#####"]),
];

fn design<const N: usize>(
    designs: &'static [(Role, [&'static str; N]); 6],
    role: Role,
) -> &'static [&'static str; N] {
    &designs
        .iter()
        .find(|(r, _)| *r == role)
        .expect("every role has a design")
        .1
}

/// Whether a space of `width` by `height` pixels holds a shape.
pub fn fits(width: u16, height: u16) -> bool {
    width >= 5 && height >= 4
}

/// A piece's shape for a space of `width` by `height` pixels (a pixel is
/// half a cell, about as wide as high): one row of pixels after another,
/// true where the piece is. None when the space is too small for a shape
/// (then a letter is drawn).
pub fn shape(role: Role, width: u16, height: u16) -> Option<Vec<Vec<bool>>> {
    let (width, height) = (usize::from(width), usize::from(height));
    let pixels: Vec<&str> = if width >= 7 && height >= 8 {
        design(&LARGE, role).to_vec()
    } else if fits(width as u16, height as u16) {
        design(&SMALL, role).to_vec()
    } else {
        return None;
    };
    let (design_width, design_height) = (pixels[0].len(), pixels.len());
    // As large as the space allows, keeping the design's proportions.
    let scale = (width as f64 / design_width as f64).min(height as f64 / design_height as f64);
    let drawn_width = ((design_width as f64 * scale).round() as usize).clamp(1, width);
    let drawn_height = ((design_height as f64 * scale).round() as usize).clamp(1, height);
    let left = (width - drawn_width) / 2;
    let top = (height - drawn_height) / 2;
    let lit = |x: usize, y: usize| -> bool {
        if x < left || y < top || x >= left + drawn_width || y >= top + drawn_height {
            return false;
        }
        let dx = (x - left) * design_width / drawn_width;
        let dy = (y - top) * design_height / drawn_height;
        pixels[dy].as_bytes()[dx] == b'#'
    };
    Some(
        (0..height)
            .map(|y| (0..width).map(|x| lit(x, y)).collect())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROLES: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    fn lit(pixels: &[Vec<bool>]) -> usize {
        pixels.iter().flatten().filter(|&&p| p).count()
    }

    /// Every design is a full rectangle of the right size.
    #[test]
    fn designs_are_whole() {
        for (_, rows) in LARGE {
            assert!(rows.iter().all(|r| r.len() == 7));
        }
        for (_, rows) in SMALL {
            assert!(rows.iter().all(|r| r.len() == 5));
        }
    }

    /// No two pieces share a shape, at either size, at any square size.
    #[test]
    fn the_six_shapes_differ_at_every_size() {
        for (columns, rows) in [(5, 4), (7, 8), (9, 8), (13, 10), (15, 14), (30, 28)] {
            let shapes: Vec<Vec<Vec<bool>>> = ROLES
                .iter()
                .map(|&role| shape(role, columns, rows).expect("room for a shape"))
                .collect();
            for i in 0..6 {
                for j in i + 1..6 {
                    assert_ne!(
                        shapes[i], shapes[j],
                        "{columns}x{rows}: {:?} {:?}",
                        ROLES[i], ROLES[j]
                    );
                }
            }
        }
    }

    /// Shapes grow with the square, stay inside it, and give way to a
    /// letter where the square is too small.
    #[test]
    fn shapes_grow_with_the_square() {
        assert!(shape(Role::King, 4, 4).is_none());
        assert!(shape(Role::King, 5, 3).is_none());
        let mut before = 0;
        for (columns, rows) in [(5, 4), (7, 8), (13, 14), (26, 28)] {
            let drawn = shape(Role::King, columns, rows).expect("a shape");
            assert_eq!(drawn.len(), usize::from(rows));
            assert!(drawn.iter().all(|r| r.len() == usize::from(columns)));
            let size = lit(&drawn);
            assert!(size > before, "{columns}x{rows}: {size} after {before}");
            before = size;
        }
        // The pawn is the smallest piece.
        for role in [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ] {
            let pawn = lit(&shape(Role::Pawn, 7, 8).expect("shape"));
            assert!(pawn < lit(&shape(role, 7, 8).expect("shape")), "{role:?}");
        }
    }

    #[test]
    fn the_large_king_at_its_own_size() {
        let drawn = shape(Role::King, 7, 8).expect("a shape");
        let rows: Vec<String> = drawn
            .iter()
            .map(|r| r.iter().map(|&p| if p { '#' } else { '.' }).collect())
            .collect();
        assert_eq!(rows, design(&LARGE, Role::King));
    }
}
