//! The colours of the board for low-vision players. Each theme puts white
//! and black pieces in the same two colours on every square, and chooses
//! square colours of middle brightness, so that both piece colours stand
//! out from both kinds of square by a contrast ratio of at least 3 to 1
//! (the WCAG figure for large graphics). Marks differ in shape as well as
//! colour (a thick frame for the cursor, a double one for a piece held, a
//! thin one for the last move), so colour is never the only cue.

/// A colour as red, green and blue.
pub type Rgb = (u8, u8, u8);

/// The colours of a board theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub name: &'static str,
    pub light_square: Rgb,
    pub dark_square: Rgb,
    pub white_piece: Rgb,
    pub black_piece: Rgb,
    /// The cursor's thick frame: a colour used for nothing else.
    pub cursor: Rgb,
    /// The frame of the square a piece was picked up from.
    pub held: Rgb,
    /// The thin frame of the last move's two squares.
    pub last_move: Rgb,
    /// Panels and labels around the board.
    pub background: Rgb,
    pub text: Rgb,
    /// Panel titles and the side to move.
    pub accent: Rgb,
}

/// High contrast on a black screen: tan and slate-blue squares.
pub const DARK: Theme = Theme {
    name: "dark",
    light_square: (160, 130, 90),
    dark_square: (80, 100, 130),
    white_piece: (255, 255, 255),
    black_piece: (0, 0, 0),
    cursor: (255, 255, 0),
    held: (0, 255, 0),
    last_move: (0, 220, 255),
    background: (0, 0, 0),
    text: (255, 255, 255),
    accent: (255, 200, 120),
};

/// High contrast on a white screen: the same squares, dark text around.
pub const LIGHT: Theme = Theme {
    name: "light",
    background: (255, 255, 255),
    text: (0, 0, 0),
    accent: (120, 40, 0),
    ..DARK
};

/// For colour-blind players: grey squares that differ in brightness, and
/// marks of yellow and of the Okabe–Ito palette (orange, sky blue), which
/// the common kinds of colour blindness tell apart.
pub const COLOUR_BLIND: Theme = Theme {
    name: "colorblind",
    light_square: (128, 128, 128),
    dark_square: (90, 90, 90),
    white_piece: (255, 255, 255),
    black_piece: (0, 0, 0),
    cursor: (255, 255, 0),
    held: (230, 159, 0),
    last_move: (86, 180, 233),
    background: (0, 0, 0),
    text: (255, 255, 255),
    accent: (240, 228, 66),
};

pub const THEMES: [Theme; 3] = [DARK, LIGHT, COLOUR_BLIND];

impl std::str::FromStr for Theme {
    type Err = crate::notation::message::SettingProblem;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = text.trim().to_lowercase();
        let wanted = match wanted.as_str() {
            "colourblind" | "colour-blind" | "color-blind" => "colorblind",
            other => other,
        };
        THEMES
            .into_iter()
            .find(|theme| theme.name == wanted)
            .ok_or_else(|| crate::notation::message::SettingProblem::Theme(text.trim().to_owned()))
    }
}

/// The relative luminance of a colour (WCAG 2).
pub fn luminance((r, g, b): Rgb) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// The contrast ratio of two colours, from 1 to 21 (WCAG 2).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both piece colours stand out from both squares in every theme, and
    /// the marks from the squares they frame.
    #[test]
    fn every_theme_keeps_pieces_and_marks_in_contrast() {
        for theme in THEMES {
            for square in [theme.light_square, theme.dark_square] {
                for piece in [theme.white_piece, theme.black_piece] {
                    let ratio = contrast(piece, square);
                    assert!(
                        ratio >= 3.0,
                        "{}: {piece:?} on {square:?}: {ratio:.2}",
                        theme.name
                    );
                }
                let ratio = contrast(theme.cursor, square);
                assert!(
                    ratio >= 3.0,
                    "{}: cursor on {square:?}: {ratio:.2}",
                    theme.name
                );
                for mark in [theme.held, theme.last_move] {
                    let ratio = contrast(mark, square);
                    assert!(
                        ratio >= 1.5,
                        "{}: mark {mark:?} on {square:?}: {ratio:.2}",
                        theme.name
                    );
                }
            }
            assert!(
                contrast(theme.text, theme.background) >= 7.0,
                "{}",
                theme.name
            );
            // The cursor's colour is used for nothing else.
            let others = [
                theme.light_square,
                theme.dark_square,
                theme.white_piece,
                theme.black_piece,
                theme.held,
                theme.last_move,
                theme.background,
                theme.text,
            ];
            assert!(!others.contains(&theme.cursor), "{}", theme.name);
        }
    }

    #[test]
    fn the_contrast_of_black_and_white_is_twenty_one() {
        assert!((contrast((0, 0, 0), (255, 255, 255)) - 21.0).abs() < 0.01);
        assert!((contrast((10, 20, 30), (10, 20, 30)) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn themes_are_named() {
        assert_eq!("Light".parse::<Theme>(), Ok(LIGHT));
        assert_eq!("colour-blind".parse::<Theme>(), Ok(COLOUR_BLIND));
        assert!("pink".parse::<Theme>().is_err());
    }
}
