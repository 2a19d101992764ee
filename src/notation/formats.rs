//! A move written in each notation annabella speaks and prints: SAN,
//! German SAN, coordinates, ICCF digits, the phonetic schemes and braille.

use std::fmt;
use std::str::FromStr;

use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, File, Move, Role, Square};

use super::announce::announce_move;
use super::scheme::{ENGLISH, FIDE};

/// The notations of `annabella convert --to`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Notation {
    San,
    /// SAN with German piece letters (K D T L S).
    GermanSan,
    Uci,
    Iccf,
    Fide,
    English,
    /// The move in the UK braille chess code, as North American ASCII
    /// braille (BRF).
    Brf,
}

impl Notation {
    pub const ALL: [(&'static str, Notation); 7] = [
        ("san", Notation::San),
        ("san-de", Notation::GermanSan),
        ("uci", Notation::Uci),
        ("iccf", Notation::Iccf),
        ("fide", Notation::Fide),
        ("english", Notation::English),
        ("brf", Notation::Brf),
    ];
}

/// A notation name that names no notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownNotation(pub String);

impl fmt::Display for UnknownNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Notation::ALL.iter().map(|(name, _)| *name).collect();
        write!(
            f,
            "no notation called '{}'; there is: {}",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownNotation {}

impl FromStr for Notation {
    type Err = UnknownNotation;

    fn from_str(s: &str) -> Result<Notation, UnknownNotation> {
        Notation::ALL
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(s.trim()))
            .map(|(_, notation)| *notation)
            .ok_or_else(|| UnknownNotation(s.to_owned()))
    }
}

/// SAN with the suffix: `Nf3`, `exd8=Q#`.
pub fn san(position: &Chess, m: Move) -> String {
    SanPlus::from_move(position.clone(), m).to_string()
}

/// SAN with German piece letters: `Sf3`, `exd8=D#`.
pub fn german_san(position: &Chess, m: Move) -> String {
    german_letters(&san(position, m))
}

/// SAN written with English piece letters, in German ones: `Nf3` → `Sf3`.
pub fn german_letters(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            'Q' => 'D',
            'R' => 'T',
            'B' => 'L',
            'N' => 'S',
            c => c,
        })
        .collect()
}

/// ICCF digits: from and to square as file and rank numbers, a fifth digit
/// for a promotion; castling as the king's move to the g- or c-file.
pub fn iccf(m: Move) -> String {
    let to = match m {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                File::G
            } else {
                File::C
            };
            Square::from_coords(file, king.rank())
        }
        m => m.to(),
    };
    let digits = |square: Square| {
        format!(
            "{}{}",
            u32::from(square.file()) + 1,
            u32::from(square.rank()) + 1
        )
    };
    let mut text = match m.from() {
        Some(from) => format!("{}{}", digits(from), digits(to)),
        None => digits(to),
    };
    if let Some(role) = m.promotion() {
        text.push(match role {
            Role::Queen => '1',
            Role::Rook => '2',
            Role::Bishop => '3',
            _ => '4',
        });
    }
    text
}

/// The move in the UK braille chess code as BRF: pieces K Q R L S, files
/// as letters, ranks as lower-cell digits, `x + # 0-0 0-0-0 =` as in
/// computer braille. `Nf3` is `SF3`.
pub fn brf(position: &Chess, m: Move) -> String {
    brf_letters(&san(position, m))
}

/// SAN (or moves in SAN with their numbers) in the letters of the braille
/// scoresheet: `3. Bb5 Nf6` → `3. LB5 SF6`.
pub fn brf_letters(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            'B' => 'L',
            'N' => 'S',
            'O' => '0',
            c => c.to_ascii_uppercase(),
        })
        .collect()
}

/// Writes move `m`, legal in `position`, in a notation.
pub fn write_move(
    position: &Chess,
    m: Move,
    notation: Notation,
    mode: CastlingMode,
    ascii: bool,
) -> String {
    match notation {
        Notation::San => san(position, m),
        Notation::GermanSan => german_san(position, m),
        Notation::Uci => m.to_uci(mode).to_string(),
        Notation::Iccf => iccf(m),
        Notation::Fide => FIDE.render_with(&announce_move(position, m), ascii),
        Notation::English => ENGLISH.render_with(&announce_move(position, m), ascii),
        Notation::Brf => brf(position, m),
    }
}
