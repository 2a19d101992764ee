//! `annabella export`: a scoresheet in PGN, text, braille (BRF or Unicode),
//! ICCF digits or spoken audio; and `annabella reconcile`.

use std::io::{Seek, Write};
use std::path::Path;

use serde::Serialize;

use super::{Failure, file_refused, no_game, note_contradiction, pgn_games, write_json_line};
use crate::notation::{
    CliText, FileProblem, Form, Message, Scheme, SheetEntry, announce_move, outside,
};
use crate::play::config;
use crate::scoresheet::reconcile::{Comparison, Sheet, SheetClocks, SheetMove, compare};
use crate::scoresheet::{PgnGame, Scoresheet, audio, braille, export, files};
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
                return Err(Failure::told(CliText::UnknownName {
                    what: "--to",
                    name: crate::notation::outside::line(other),
                    names: "pgn, txt, brf, braille, wav, iccf".into(),
                }));
            }
        })
    }
}

/// Every game of a PGN file as scoresheets; the first game that cannot be
/// read stops with its game and ply.
pub fn read_sheets(path: &Path) -> Result<Vec<Scoresheet>, Failure> {
    let mut sheets = Vec::new();
    for pgn in pgn_games(path, super::language::language())? {
        sheets.push(sheet_of(path, &pgn?)?);
    }
    if sheets.is_empty() {
        return Err(no_game(path, super::language::language()));
    }
    Ok(sheets)
}

/// One game of a file as a scoresheet, with a line on stderr where its
/// written result contradicts the moves.
pub fn sheet_of(path: &Path, pgn: &PgnGame) -> Result<Scoresheet, Failure> {
    let sheet = Scoresheet::from_pgn(pgn).map_err(|e| super::unreadable_game(path, &e))?;
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
pub fn nth_sheet(
    path: &Path,
    number: usize,
    scheme: &'static Scheme,
) -> Result<Scoresheet, Failure> {
    let mut count = 0;
    for pgn in pgn_games(path, scheme)? {
        let pgn = pgn?;
        count += 1;
        if count == number {
            return sheet_of(path, &pgn);
        }
    }
    if count == 0 {
        return Err(no_game(path, scheme));
    }
    Err(no_such_game(scheme, path, number, count))
}

/// Game `number` of a file that has `count`, said in the scheme's language.
fn no_such_game(scheme: &Scheme, path: &Path, number: usize, count: usize) -> Failure {
    let message = Message::NoSuchGame {
        path: path.to_path_buf(),
        number,
        count,
    };
    Failure::input(scheme.message(&message, Form::Print, false))
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
    let mut out = std::io::Cursor::new(Vec::new());
    let mut sink = Sink::new(&mut out, format, scheme, clock, Path::new("-"))?;
    for sheet in sheets {
        sink.add(sheet)?;
    }
    sink.finish()?;
    Ok(out.into_inner())
}

/// Where an export goes, game by game, so that memory holds one game at a
/// time however long the file.
enum Sink<'a, W: Write + Seek> {
    Text {
        out: &'a mut W,
        format: Format,
        scheme: &'static Scheme,
        count: usize,
    },
    Wav {
        out: wav::Writer<&'a mut W>,
        pack: VoicePack,
        clock: bool,
        /// The file, to say when it is full.
        file: &'a Path,
        scheme: &'static Scheme,
    },
}

impl<'a, W: Write + Seek> Sink<'a, W> {
    fn new(
        out: &'a mut W,
        format: Format,
        scheme: &'static Scheme,
        clock: bool,
        file: &'a Path,
    ) -> Result<Sink<'a, W>, Failure> {
        if format != Format::Wav {
            if matches!(format, Format::Brf | Format::Braille) {
                say_missing_table(scheme);
            }
            return Ok(Sink::Text {
                out,
                format,
                scheme,
                count: 0,
            });
        }
        let pack = VoicePack::embedded(scheme).map_err(|e| Failure {
            message: e.to_string(),
            code: 1,
        })?;
        let out = wav::Writer::new(out, pack.rate)?;
        Ok(Sink::Wav {
            out,
            pack,
            clock,
            file,
            scheme,
        })
    }

    fn add(&mut self, sheet: &Scoresheet) -> Result<(), Failure> {
        match self {
            Sink::Text {
                out,
                format,
                scheme,
                count,
            } => {
                if *count > 0 {
                    out.write_all(separator(*format).as_bytes())?;
                }
                out.write_all(export_text(sheet, *format, scheme).as_bytes())?;
                *count += 1;
            }
            Sink::Wav {
                out,
                pack,
                clock,
                file,
                scheme,
            } => {
                let audio = audio::render(sheet, pack, *clock, 1.0);
                if out.push(&audio.samples)?.is_err() {
                    let full = FileProblem::RiffFull(wav::LARGEST_DATA);
                    return Err(file_refused(scheme, file, full));
                }
            }
        }
        Ok(())
    }

    fn finish(self) -> Result<(), Failure> {
        match self {
            Sink::Text {
                out,
                format,
                scheme,
                ..
            } => {
                out.flush()?;
                if matches!(format, Format::Brf | Format::Braille)
                    && let Some(stopped) = braille::stopped()
                {
                    say(scheme, &stopped);
                }
            }
            Sink::Wav { out, .. } => {
                out.finish()?;
            }
        }
        Ok(())
    }
}

/// Sets the grade of this run's braille: `--braille-grade`, else the
/// config file's `braille_grade`, else 1. A bad option ends the command.
pub fn choose_braille_grade(option: Option<&str>) -> Result<(), Failure> {
    let grade = match option {
        Some(text) => config::parse_braille_grade(text).map_err(|problem| {
            Failure::said(Message::BadOption {
                option: "braille-grade".into(),
                problem,
            })
        })?,
        None => config::config_path()
            .and_then(|path| config::load(&path).0.braille_grade)
            .unwrap_or_default(),
    };
    braille::set_grade(grade);
    Ok(())
}

/// The line on stderr where a braille export in the scheme's language is
/// written in the built-in letters because liblouis or the language's
/// table is not there; the export goes on.
fn say_missing_table(scheme: &Scheme) {
    if let Some(message) = braille::missing_table(scheme.language) {
        say(scheme, &message);
    }
}

/// A line on stderr, after `annabella:`, that the export goes on after.
fn say(scheme: &Scheme, message: &Message) {
    let line = scheme.message(message, Form::Print, false);
    let _ = writeln!(
        std::io::stderr(),
        "{}",
        crate::notation::cells::labelled("annabella:", &line)
    );
}

/// Standard output, which a stream of text goes to as it comes; it never
/// seeks, which only a WAV file does.
struct Forward<'a>(&'a mut dyn Write);

impl Write for Forward<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

impl Seek for Forward<'_> {
    fn seek(&mut self, _: std::io::SeekFrom) -> std::io::Result<u64> {
        Err(std::io::Error::from(std::io::ErrorKind::Unsupported))
    }
}

/// Writes game `game` of the file, or all of them, to `sink` as they are
/// read.
fn stream<W: Write + Seek>(
    path: &Path,
    game: Option<usize>,
    scheme: &'static Scheme,
    mut sink: Sink<'_, W>,
) -> Result<(), Failure> {
    let mut count = 0;
    let mut written = 0;
    for pgn in pgn_games(path, scheme)? {
        let pgn = pgn?;
        count += 1;
        if game.is_some_and(|n| n != count) {
            continue;
        }
        sink.add(&sheet_of(path, &pgn)?)?;
        written += 1;
        if game.is_some() {
            break;
        }
    }
    if count == 0 {
        return Err(no_game(path, scheme));
    }
    if let Some(number) = game
        && written == 0
    {
        return Err(no_such_game(scheme, path, number, count));
    }
    sink.finish()
}

/// `annabella export`: written game by game as the file is read, so that
/// memory does not grow with the number of games. A file given with `-o`
/// is written whole or not at all, in the file a link names, under the
/// lock of a game played in it; it is never the file read.
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
        let message = Message::WavNeedsFile;
        return Err(Failure::input(scheme.message(&message, Form::Print, false)));
    }
    if game == Some(0) {
        return Err(no_such_game(scheme, path, 0, 1));
    }
    let Some(file) = output else {
        let mut forward = Forward(out);
        let sink = Sink::new(&mut forward, format, scheme, clock, Path::new("-"))?;
        return stream(path, game, scheme, sink);
    };
    // What stopped the export inside the file's writing, said as it is.
    let mut stopped = None;
    let written = files::write_output(file, Some(path), |new| {
        let mut buffered = std::io::BufWriter::new(new);
        let result = Sink::new(&mut buffered, format, scheme, clock, file)
            .and_then(|sink| stream(path, game, scheme, sink));
        match result {
            Ok(()) => buffered.flush(),
            Err(failure) => {
                stopped = Some(failure);
                Err(std::io::Error::other("export stopped"))
            }
        }
    });
    match (written, stopped) {
        (_, Some(failure)) => Err(failure),
        (Err(problem), None) => Err(file_refused(scheme, file, problem)),
        (Ok(()), None) => Ok(()),
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
    /// Each sheet's move as written, and its SAN when it is legal.
    a: Option<String>,
    b: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    a_san: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    b_san: Option<String>,
    /// The sheet that left out the other's move there.
    #[serde(skip_serializing_if = "Option::is_none")]
    left_out: Option<&'static str>,
    /// Each sheet's clocks before the difference, in seconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    a_clocks: Option<ClocksJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    b_clocks: Option<ClocksJson>,
    fen: String,
}

#[derive(Serialize)]
struct ClocksJson {
    white: Option<f64>,
    black: Option<f64>,
}

/// The first game of a file, as written.
fn first_game(path: &Path, scheme: &'static Scheme) -> Result<PgnGame, Failure> {
    pgn_games(path, scheme)?
        .next()
        .unwrap_or_else(|| Err(no_game(path, scheme)))
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
    let (game_a, game_b) = (first_game(a, scheme)?, first_game(b, scheme)?);
    let comparison = compare(&game_a, &game_b).map_err(|e| {
        let both = std::path::PathBuf::from(format!("{} / {}", a.display(), b.display()));
        super::unreadable_game(&both, &e)
    })?;
    let fen = comparison.fen().unwrap_or_default();
    let print = |out: &mut dyn Write, message: &Message| -> Result<(), Failure> {
        writeln!(out, "{}", scheme.message(message, Form::Print, false))?;
        Ok(())
    };
    match comparison {
        Comparison::Same { plies } if json => write_json_line(out, &SameJson { same: true, plies }),
        Comparison::Same { plies } => print(out, &Message::SheetsAgree { plies }),
        Comparison::Differ {
            ply,
            a,
            b,
            before,
            left_out,
            clocks,
        } => {
            if json {
                let sheet_clocks = |c: SheetClocks| {
                    (c.white.is_some() || c.black.is_some()).then(|| ClocksJson {
                        white: c.white.map(|t| t.as_secs_f64()),
                        black: c.black.map(|t| t.as_secs_f64()),
                    })
                };
                return write_json_line(
                    out,
                    &DifferJson {
                        same: false,
                        ply,
                        a: a.text(),
                        b: b.text(),
                        a_san: a.san(),
                        b_san: b.san(),
                        left_out: left_out.map(|(sheet, _)| match sheet {
                            Sheet::A => "a",
                            Sheet::B => "b",
                        }),
                        a_clocks: sheet_clocks(clocks.a),
                        b_clocks: sheet_clocks(clocks.b),
                        fen,
                    },
                );
            }
            use shakmaty::Position;
            let entry = |sheet: &SheetMove| match sheet {
                SheetMove::Legal { m, written, .. } => SheetEntry::MoveAsWritten {
                    words: announce_move(&before, *m),
                    text: outside::line(written),
                },
                SheetMove::Written { text, why } => SheetEntry::Written {
                    text: outside::line(text),
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
            if let Some((sheet, m)) = left_out {
                print(
                    out,
                    &Message::SheetLeavesOut {
                        sheet: match sheet {
                            Sheet::A => 'A',
                            Sheet::B => 'B',
                        },
                        move_number: before.fullmoves().get(),
                        side: before.turn(),
                        words: announce_move(&before, m),
                    },
                )?;
            }
            for (sheet, clocks) in [('A', clocks.a), ('B', clocks.b)] {
                if clocks.white.is_some() || clocks.black.is_some() {
                    print(
                        out,
                        &Message::SheetClocks {
                            sheet,
                            white: clocks.white,
                            black: clocks.black,
                        },
                    )?;
                }
            }
            print(out, &Message::PositionBefore)?;
            // As `p` says it: a kind of a side's pieces a line, a line a
            // braille display holds.
            for line in crate::notation::piece_lines(&before, None, None) {
                let text = scheme.render(&line);
                writeln!(out, "{}", crate::notation::cells::list_lines(&text))?;
            }
            print(out, &Message::Fen(fen))
        }
    }
}
