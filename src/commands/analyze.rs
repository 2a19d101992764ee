//! `annabella analyze --fen FEN`: is the position dead, and who can still
//! mate (the full helpmate search)?

use std::io::Write;

use serde::Serialize;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Color};

use super::{Failure, write_json_line};
use crate::game::{DeadPositionTest, Game, can_mate};
use crate::notation::{CliText, Form, Message};

#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub dead: Option<bool>,
    pub white_can_mate: Option<bool>,
    pub black_can_mate: Option<bool>,
}

/// Analyses a FEN; Chess960 castling rights are recognised by their letters.
pub fn analyze(fen: &str) -> Result<Analysis, Failure> {
    let mode = fen
        .trim()
        .parse::<Fen>()
        .map(|parsed| CastlingMode::detect(parsed.as_setup()))
        .unwrap_or(CastlingMode::Standard);
    let game = Game::from_fen(fen, mode).map_err(|e| Failure::said(Message::CannotStart(e)))?;
    let position = game.position();
    let white_can_mate = can_mate(position, Color::White, DeadPositionTest::Full);
    let black_can_mate = can_mate(position, Color::Black, DeadPositionTest::Full);
    let dead = match (white_can_mate, black_can_mate) {
        (Some(false), Some(false)) => Some(true),
        (Some(true), _) | (_, Some(true)) => Some(false),
        _ => None,
    };
    Ok(Analysis {
        dead,
        white_can_mate,
        black_can_mate,
    })
}

pub fn run(fen: &str, json: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let analysis = analyze(fen)?;
    if json {
        return write_json_line(out, &analysis);
    }
    let text = CliText::Analysis {
        dead: analysis.dead,
        can_mate: shakmaty::ByColor {
            white: analysis.white_can_mate,
            black: analysis.black_can_mate,
        },
    };
    let line = super::language::language().message(&Message::Cli(text), Form::Print, false);
    writeln!(out, "{line}")?;
    Ok(())
}
