//! The colours of the board for low-vision players.
//!
//! White pieces are white and black pieces black on every square. Every
//! colour a square can take (the two kinds of square, and the tints of the
//! last move, of a piece picked up and of a king in check) is of the same
//! middle brightness, a relative luminance of about 0.18, the one band in
//! which both white and black stand out by at least 4.5 to 1 (WCAG AA).
//! Squares and tints therefore differ in hue, chosen so that they stay
//! apart for a red-green colour-blind eye as well (blue against yellow
//! against grey); and each mark has a pattern of its own besides its
//! colour (see `board_squares`), so colour is never the only cue.

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
    /// The tint of the square a piece was picked up from.
    pub held: Rgb,
    /// The tint of the last move's two squares.
    pub last_move: Rgb,
    /// The tint of the square of a king in check.
    pub check: Rgb,
    /// The dots and rings on the squares a piece can reach.
    pub target: Rgb,
    /// Panels and labels around the board.
    pub background: Rgb,
    pub text: Rgb,
    /// Panel titles and the side to move.
    pub accent: Rgb,
}

/// High contrast on a black screen: tan and slate-blue squares; the last
/// move olive, a piece held violet, check red, the targets' dots deep blue.
pub const DARK: Theme = Theme {
    name: "dark",
    light_square: (144, 112, 84),
    dark_square: (88, 120, 152),
    white_piece: (255, 255, 255),
    black_piece: (0, 0, 0),
    cursor: (255, 255, 0),
    held: (148, 88, 208),
    last_move: (108, 124, 36),
    check: (228, 40, 32),
    target: (0, 0, 110),
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

/// For colour-blind players: warm grey and blue squares, and tints spread
/// as far apart as a red-green colour-blind eye can tell them at the
/// squares' brightness (yellow-olive, blue-violet, red).
pub const COLOUR_BLIND: Theme = Theme {
    name: "colorblind",
    light_square: (128, 116, 100),
    dark_square: (100, 116, 172),
    white_piece: (255, 255, 255),
    black_piece: (0, 0, 0),
    cursor: (255, 255, 0),
    held: (96, 100, 240),
    last_move: (108, 124, 36),
    check: (228, 40, 32),
    target: (0, 0, 110),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_are_named() {
        assert_eq!("Light".parse::<Theme>(), Ok(LIGHT));
        assert_eq!("colour-blind".parse::<Theme>(), Ok(COLOUR_BLIND));
        assert!("pink".parse::<Theme>().is_err());
    }
}
