//! `annabella export`: a scoresheet in PGN, text, braille (BRF or Unicode),
//! ICCF digits or spoken audio; and `annabella reconcile`.

use std::io::Write;
use std::path::Path;

use serde::Serialize;

use super::{Failure, read_input, write_json_line};
use crate::notation::{Announcement, Phrase, Punctuation, Scheme, Word, announce_move, read_move};
use crate::scoresheet::reconcile::{Comparison, compare};
use crate::scoresheet::{Scoresheet, audio, braille, decode, export, read_games};
use crate::sound::{VoicePack, wav};

/// The formats of `annabella export --to`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    Pgn,
    Txt,
    Brf,
    Braille,
    Wav,
    Iccf,
}

impl std::str::FromStr for Format {
    type Err = Failure;

    fn from_str(s: &str) -> Result<Format, Failure> {
        Ok(match s.trim().to_ascii_lowercase().as_str() {
            "pgn" => Format::Pgn,
            "txt" | "text" => Format::Txt,
            "brf" => Format::Brf,
            "braille" => Format::Braille,
            "wav" => Format::Wav,
            "iccf" => Format::Iccf,
            other => {
                return Err(Failure::input(format!(
                    "no export format called '{other}'; there is: pgn, txt, brf, braille, wav, iccf"
                )));
            }
        })
    }
}

/// Every game of a PGN file as scoresheets; the first game that cannot be
/// read stops with its game and ply.
pub fn read_sheets(path: &Path) -> Result<Vec<Scoresheet>, Failure> {
    let text = decode(&read_input(path)?);
    let games = read_games(&text);
    if games.is_empty() {
        return Err(Failure::input(format!("{}: no game found", path.display())));
    }
    games
        .iter()
        .enumerate()
        .map(|(index, game)| {
            Scoresheet::from_pgn(game, index + 1)
                .map_err(|e| Failure::input(format!("{}: {e}", path.display())))
        })
        .collect()
}

/// Writes a file so that it is either wholly there or not at all.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    let temporary = path.with_extension(format!(
        "{}.part",
        path.extension()
            .map(|e| e.to_string_lossy().into_owned())
            .unwrap_or_default()
    ));
    let fail = |e: std::io::Error| Failure {
        message: format!("cannot write {}: {e}", path.display()),
        code: 1,
    };
    let mut file = std::fs::File::create(&temporary).map_err(fail)?;
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(fail)?;
    std::fs::rename(&temporary, path).map_err(fail)
}

/// One or all games in a format, as bytes.
pub fn export_bytes(
    sheets: &[Scoresheet],
    format: Format,
    scheme: &'static Scheme,
    clock: bool,
) -> Result<Vec<u8>, Failure> {
    let texts: Vec<String> = match format {
        Format::Pgn => sheets.iter().map(export::pgn).collect(),
        Format::Txt => sheets.iter().map(export::text).collect(),
        Format::Iccf => sheets.iter().map(export::iccf_list).collect(),
        Format::Brf => sheets.iter().map(braille::brf_sheet).collect(),
        Format::Braille => sheets
            .iter()
            .map(|s| braille::unicode_braille(&braille::brf_sheet(s)))
            .collect(),
        Format::Wav => {
            let pack = VoicePack::embedded(scheme).map_err(|e| Failure {
                message: e.to_string(),
                code: 1,
            })?;
            let mut audio = crate::sound::Audio {
                rate: pack.rate,
                samples: Vec::new(),
            };
            for sheet in sheets {
                audio
                    .samples
                    .extend(audio::render(sheet, &pack, clock, 1.0).samples);
            }
            return Ok(wav::write(&audio));
        }
    };
    let separator = match format {
        Format::Brf | Format::Braille => "\x0c",
        _ => "\n",
    };
    Ok(texts.join(separator).into_bytes())
}

/// `annabella export`.
pub fn run(
    path: &Path,
    format: Format,
    output: Option<&Path>,
    scheme: &'static Scheme,
    game: Option<usize>,
    clock: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if format == Format::Wav && output.is_none() {
        return Err(Failure::input("a wav export needs a file: add -o GAME.wav"));
    }
    let mut sheets = read_sheets(path)?;
    if let Some(number) = game {
        if number == 0 || number > sheets.len() {
            return Err(Failure::input(format!(
                "{}: there is no game {number}; the file has {}",
                path.display(),
                sheets.len()
            )));
        }
        sheets = vec![sheets.swap_remove(number - 1)];
    }
    let bytes = export_bytes(&sheets, format, scheme, clock)?;
    match output {
        Some(file) => write_atomically(file, &bytes),
        None => {
            out.write_all(&bytes)?;
            Ok(())
        }
    }
}

#[derive(Serialize)]
struct SameJson {
    same: bool,
    plies: usize,
}

#[derive(Serialize)]
struct DifferJson {
    same: bool,
    ply: usize,
    a: Option<String>,
    b: Option<String>,
    fen: String,
}

/// `annabella reconcile A.pgn B.pgn`: the first game of each file compared.
pub fn reconcile(
    a: &Path,
    b: &Path,
    json: bool,
    scheme: &'static Scheme,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let first = |path: &Path| -> Result<Scoresheet, Failure> {
        read_sheets(path)?
            .into_iter()
            .next()
            .ok_or_else(|| Failure::input(format!("{}: no game found", path.display())))
    };
    let (sheet_a, sheet_b) = (first(a)?, first(b)?);
    let comparison = compare(&sheet_a, &sheet_b);
    let fen = comparison.fen();
    match comparison {
        Comparison::Same { plies } if json => write_json_line(out, &SameJson { same: true, plies }),
        Comparison::Same { plies } => {
            let mut words = Announcement::new();
            words
                .phrase(Phrase::SheetsAgree)
                .punctuation(Punctuation::Colon)
                .push(Word::Number(plies as u32))
                .phrase(Phrase::HalfMoves);
            writeln!(out, "{}", scheme.render(&words))?;
            Ok(())
        }
        Comparison::Differ {
            ply,
            a: san_a,
            b: san_b,
            before,
        } => {
            if json {
                return write_json_line(
                    out,
                    &DifferJson {
                        same: false,
                        ply,
                        a: san_a,
                        b: san_b,
                        fen: fen.unwrap_or_default(),
                    },
                );
            }
            use shakmaty::Position;
            let said = |san: &Option<String>| -> String {
                match san.as_deref().and_then(|s| read_move(&before, s).ok()) {
                    Some(m) => scheme.render(&announce_move(&before, m)),
                    None => "—".to_owned(),
                }
            };
            let mut head = Announcement::new();
            head.phrase(Phrase::Move)
                .push(Word::Number(before.fullmoves().get()))
                .push(Word::Side(before.turn()));
            writeln!(
                out,
                "{}: A {}; B {}",
                scheme.render(&head),
                said(&san_a),
                said(&san_b)
            )?;
            writeln!(out, "FEN {}", fen.unwrap_or_default())?;
            Ok(())
        }
    }
}
