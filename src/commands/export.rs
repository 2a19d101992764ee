//! `annabella export`: a scoresheet in PGN, text, braille (BRF or Unicode),
//! ICCF digits or spoken audio; and `annabella reconcile`.

use std::io::Write;
use std::path::Path;

use serde::Serialize;

use super::{Failure, no_game, note_contradiction, pgn_games, write_json_line};
use crate::notation::{Form, Message, Scheme, SheetEntry, announce_move};
use crate::scoresheet::reconcile::{Comparison, SheetMove, compare};
use crate::scoresheet::{PgnGame, Scoresheet, audio, braille, export};
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
    let mut sheets = Vec::new();
    for pgn in pgn_games(path)? {
        sheets.push(sheet_of(path, &pgn?)?);
    }
    if sheets.is_empty() {
        return Err(no_game(path));
    }
    Ok(sheets)
}

/// One game of a file as a scoresheet, with a line on stderr where its
/// written result contradicts the moves.
pub fn sheet_of(path: &Path, pgn: &PgnGame) -> Result<Scoresheet, Failure> {
    let sheet = Scoresheet::from_pgn(pgn)
        .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    if let Some(end) = sheet.contradiction()
        && sheet.result != "*"
    {
        let at = end.ply.checked_sub(1).and_then(|before| {
            use shakmaty::Position;
            let positions = sheet.positions();
            let (position, _) = positions.get(before)?;
            Some((position.fullmoves().get(), position.turn()))
        });
        note_contradiction(path, pgn.number, &end, &sheet.result, at);
    }
    Ok(sheet)
}

/// Game `number` (from 1) of a file, read without keeping the others.
pub fn nth_sheet(path: &Path, number: usize) -> Result<Scoresheet, Failure> {
    let mut count = 0;
    for pgn in pgn_games(path)? {
        let pgn = pgn?;
        count += 1;
        if count == number {
            return sheet_of(path, &pgn);
        }
    }
    if count == 0 {
        return Err(no_game(path));
    }
    Err(Failure::input(format!(
        "{}: there is no game {number}; the file has {count}",
        path.display()
    )))
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

/// One game in a text format.
fn export_text(sheet: &Scoresheet, format: Format, scheme: &Scheme) -> String {
    match format {
        Format::Pgn => export::pgn(sheet),
        Format::Txt => export::text(sheet, scheme),
        Format::Iccf => export::iccf_list(sheet),
        Format::Brf => braille::brf_sheet(sheet, scheme),
        Format::Braille => braille::unicode_braille(&braille::brf_sheet(sheet, scheme)),
        Format::Wav => String::new(),
    }
}

/// What stands between two games of a format: an empty line, or a form
/// feed between braille pages.
fn separator(format: Format) -> &'static str {
    match format {
        Format::Brf | Format::Braille => "\x0c",
        _ => "\n",
    }
}

/// One or all games in a format, as bytes.
pub fn export_bytes(
    sheets: &[Scoresheet],
    format: Format,
    scheme: &'static Scheme,
    clock: bool,
) -> Result<Vec<u8>, Failure> {
    if format == Format::Wav {
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
    let texts: Vec<String> = sheets
        .iter()
        .map(|s| export_text(s, format, scheme))
        .collect();
    Ok(texts.join(separator(format)).into_bytes())
}

/// `annabella export`: the text formats are written game by game as the
/// file is read, so that memory does not grow with the number of games.
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
        return Err(Failure::told(crate::notation::CliText::WavNeedsFile));
    }
    if game == Some(0) {
        return Err(Failure::input(format!(
            "{}: there is no game 0; games are counted from 1",
            path.display()
        )));
    }
    if format == Format::Wav || output.is_some() {
        let sheets = match game {
            Some(number) => vec![nth_sheet(path, number)?],
            None => read_sheets(path)?,
        };
        let bytes = export_bytes(&sheets, format, scheme, clock)?;
        return match output {
            Some(file) => write_atomically(file, &bytes),
            None => {
                out.write_all(&bytes)?;
                Ok(())
            }
        };
    }
    if let Some(number) = game {
        let sheet = nth_sheet(path, number)?;
        out.write_all(export_text(&sheet, format, scheme).as_bytes())?;
        return Ok(());
    }
    let mut count = 0;
    for pgn in pgn_games(path)? {
        let sheet = sheet_of(path, &pgn?)?;
        if count > 0 {
            out.write_all(separator(format).as_bytes())?;
        }
        out.write_all(export_text(&sheet, format, scheme).as_bytes())?;
        count += 1;
    }
    if count == 0 {
        return Err(no_game(path));
    }
    Ok(())
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

/// The first game of a file, as written.
fn first_game(path: &Path) -> Result<PgnGame, Failure> {
    pgn_games(path)?
        .next()
        .unwrap_or_else(|| Err(no_game(path)))
}

/// `annabella reconcile A.pgn B.pgn`: the first game of each file compared,
/// its moves read in any notation a player writes.
pub fn reconcile(
    a: &Path,
    b: &Path,
    json: bool,
    scheme: &'static Scheme,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let (game_a, game_b) = (first_game(a)?, first_game(b)?);
    let comparison = compare(&game_a, &game_b)
        .map_err(|e| Failure::input(format!("{} / {}: {e}", a.display(), b.display())))?;
    let fen = comparison.fen().unwrap_or_default();
    let print = |out: &mut dyn Write, message: &Message| -> Result<(), Failure> {
        writeln!(out, "{}", scheme.message(message, Form::Print, false))?;
        Ok(())
    };
    match comparison {
        Comparison::Same { plies } if json => write_json_line(out, &SameJson { same: true, plies }),
        Comparison::Same { plies } => print(out, &Message::SheetsAgree { plies }),
        Comparison::Differ { ply, a, b, before } => {
            if json {
                return write_json_line(
                    out,
                    &DifferJson {
                        same: false,
                        ply,
                        a: a.text(),
                        b: b.text(),
                        fen,
                    },
                );
            }
            use shakmaty::Position;
            let entry = |sheet: &SheetMove| match sheet {
                SheetMove::Legal { m, .. } => SheetEntry::Move(announce_move(&before, *m)),
                SheetMove::Written { text, why } => SheetEntry::Written {
                    text: text.clone(),
                    why: *why,
                },
                SheetMove::Missing => SheetEntry::Missing,
            };
            print(
                out,
                &Message::SheetsDiffer {
                    move_number: before.fullmoves().get(),
                    side: before.turn(),
                    a: entry(&a),
                    b: entry(&b),
                },
            )?;
            print(out, &Message::PositionBefore)?;
            writeln!(
                out,
                "{}",
                scheme.render(&crate::notation::piece_list(&before, None, None))
            )?;
            print(out, &Message::Fen(fen))
        }
    }
}
