//! Writing a scoresheet: PGN, a two-column text scoresheet, ICCF digits.

use std::time::Duration;

use shakmaty::{CastlingMode, Color, Position};

use super::pgn::Annotation;
use super::record::{EventKind, ROSTER, Scoresheet, end_comment};
use crate::notation::formats::iccf;
use crate::notation::{
    ArbiterText, Form, HeaderField, Language, Message, Scheme, SheetNote, outside,
};

/// A clock reading as `[%clk]` writes it: `1:30:00`, `0:04:57.5`.
pub fn clock_text(time: Duration) -> String {
    let millis = time.as_millis();
    let total = millis / 1000;
    let mut text = format!("{}:{:02}:{:02}", total / 3600, total / 60 % 60, total % 60);
    if !millis.is_multiple_of(1000) {
        let fraction = format!("{:03}", millis % 1000);
        text.push('.');
        text.push_str(fraction.trim_end_matches('0'));
    }
    text
}

/// A comment as a unit of the wrapped movetext, braces at both ends. A
/// closing brace cannot stand inside one (a rest-of-line comment may have
/// had it): it is written as a parenthesis.
fn comment_units(units: &mut Vec<String>, text: &str) {
    let text = outside::clean(text, usize::MAX).replace('}', ")");
    let words: Vec<&str> = text.split_whitespace().collect();
    if !words.is_empty() {
        units.push(format!("{{{}}}", words.join(" ")));
    }
}

/// A tag value as the PGN standard writes a string (8.1.1, 7): printing
/// characters only (a line break from a server or an engine would split
/// the file into games nothing reads), a backslash and a quote escaped by a
/// backslash.
fn escape(value: &str) -> String {
    outside::clean(value, usize::MAX)
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// Lines of at most `width` characters from units that are split only
/// where one is longer than a line (a long comment), at its spaces.
fn wrap(units: &[String], width: usize) -> Vec<String> {
    let mut pieces: Vec<&str> = Vec::new();
    for unit in units {
        if unit.chars().count() > width {
            pieces.extend(unit.split(' '));
        } else {
            pieces.push(unit);
        }
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for unit in pieces {
        if !line.is_empty() && line.chars().count() + 1 + unit.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(unit);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Move numbers before White's moves and before a first Black move.
fn numbered<'a>(
    sheet: &'a Scoresheet,
    write: impl Fn(&shakmaty::Chess, &super::RecordedMove) -> String + 'a,
) -> Vec<(String, String, Color)> {
    sheet
        .positions()
        .into_iter()
        .map(|(before, recorded)| {
            let number = before.fullmoves().get();
            (number.to_string(), write(&before, recorded), before.turn())
        })
        .collect()
}

/// The game as PGN: the seven-tag roster, `TimeControl`, `Termination`,
/// `Variant`, `SetUp` and `FEN` where needed, the other tags, then the moves
/// with `[%clk]` after each, `(=)` for draw offers and a comment for each
/// claim (`{claim fifty moves: incorrect}`), wrapped at 80 columns.
pub fn pgn(sheet: &Scoresheet) -> String {
    let mut out = String::new();
    for name in ROSTER {
        let value = if name == "Result" {
            sheet.result.as_str()
        } else {
            sheet.tag_or_unknown(name)
        };
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    if let Some(control) = &sheet.time_control {
        out.push_str(&format!("[TimeControl \"{}\"]\n", control.pgn_tag()));
    }
    if let Some(reason) = sheet.termination {
        out.push_str(&format!(
            "[Termination \"{}\"]\n",
            reason.word().replace('-', " ")
        ));
    }
    if sheet.castling_mode == CastlingMode::Chess960 {
        out.push_str("[Variant \"Chess960\"]\n");
    }
    if let Some(fen) = &sheet.start_fen {
        out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", escape(fen)));
    }
    for (name, value) in &sheet.tags {
        if !ROSTER.contains(&name.as_str()) {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        }
    }
    out.push('\n');
    let mut units = Vec::new();
    // Where the rules ended a game that the record goes on after.
    let end_mark = sheet
        .end
        .filter(|end| end.ply < sheet.moves.len())
        .map(|end| (end.ply, end_comment(&end)));
    let after = |units: &mut Vec<String>, ply: usize, annotations: &[Annotation]| {
        if sheet.draw_offers.contains(&ply) {
            units.push("{(=)}".to_owned());
        }
        for claim in sheet.claims.iter().filter(|c| c.ply == ply) {
            comment_units(units, &claim.comment());
        }
        for event in sheet.events.iter().filter(|e| e.ply == ply) {
            comment_units(units, &event.comment());
        }
        if let Some((_, mark)) = end_mark.as_ref().filter(|(at, _)| *at == ply) {
            comment_units(units, mark);
        }
        for annotation in annotations {
            match annotation {
                Annotation::Comment(text) => comment_units(units, text),
                Annotation::Nag(nag) => units.push(format!("${nag}")),
                Annotation::Variation(text) => {
                    units.push(text.split_whitespace().collect::<Vec<_>>().join(" "));
                }
            }
        }
    };
    after(&mut units, 0, &sheet.preface);
    for (index, (number, san, turn)) in numbered(sheet, |_, r| r.san.clone())
        .into_iter()
        .enumerate()
    {
        match turn {
            Color::White => units.push(format!("{number}. {san}")),
            Color::Black if index == 0 => units.push(format!("{number}... {san}")),
            Color::Black => units.push(san),
        }
        let recorded = &sheet.moves[index];
        if let Some(clock) = recorded.clock {
            units.push(format!("{{[%clk {}]}}", clock_text(clock)));
        }
        after(&mut units, index + 1, &recorded.annotations);
    }
    units.push(sheet.result.clone());
    for line in wrap(&units, 80) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The head of an exported scoresheet in the scheme's language, one
/// labelled line each: event, date, White, Black, then the result and its
/// reason ("Ergebnis 0-1: Schwarz gewinnt durch Aufgabe.").
pub fn header(sheet: &Scoresheet, scheme: &Scheme) -> Vec<String> {
    let fields = [
        (HeaderField::Event, "Event"),
        (HeaderField::Date, "Date"),
        (HeaderField::Player(Color::White), "White"),
        (HeaderField::Player(Color::Black), "Black"),
    ];
    let mut lines: Vec<String> = fields
        .into_iter()
        .map(|(field, tag)| {
            let value = sheet.tag_or_unknown(tag).to_owned();
            scheme.message(&Message::Header { field, value }, Form::Print, false)
        })
        .collect();
    lines.push(scheme.message(&sheet.outcome(), Form::Print, false));
    lines
}

/// Words wrapped at `width` characters; a word longer than a line is cut.
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        while word.len() > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let rest = word.split_off(width);
            lines.push(word.into_iter().collect());
            word = rest;
        }
        if !line.is_empty() && line.chars().count() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.extend(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A printed line in the language wrapped at `width` characters. A
/// Persian line is wrapped without its isolation marks, which take no
/// place, and each of its lines gets its Latin parts isolated anew: no
/// line ends with an isolate open, none starts with one closing.
fn wrap_printed(text: &str, width: usize, language: Language) -> Vec<String> {
    if !language.right_to_left() {
        return wrap_words(text, width);
    }
    let bare: String = text
        .chars()
        .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
        .collect();
    wrap_words(&bare, width)
        .iter()
        .map(|line| language.isolated(line))
        .collect()
}

/// A clock in whole seconds (what is left, rounded down): `0:14:36`.
fn whole_seconds(time: Duration) -> String {
    let total = time.as_secs();
    format!("{}:{:02}:{:02}", total / 3600, total / 60 % 60, total % 60)
}

/// What is written after half-move `ply` (0: before the first move):
/// draw offers, claims and the arbiter's decisions, in the order the PGN
/// writes them.
pub fn notes(sheet: &Scoresheet, ply: usize) -> Vec<SheetNote> {
    let mut notes = Vec::new();
    if ply > 0 && sheet.draw_offers.contains(&ply) {
        // An offer is written after the offerer's own move.
        let offerer = sheet
            .positions()
            .get(ply - 1)
            .map_or(Color::White, |(before, _)| before.turn());
        notes.push(SheetNote::Offer(offerer));
    }
    for claim in sheet.claims.iter().filter(|c| c.ply == ply) {
        notes.push(SheetNote::Claim {
            claim: claim.claim,
            correct: claim.correct,
            by: claim.by,
        });
    }
    for event in sheet.events.iter().filter(|e| e.ply == ply) {
        notes.push(match &event.kind {
            EventKind::ClockAdjusted { color, millis } => SheetNote::TimeAdded {
                color: *color,
                millis: *millis,
            },
            EventKind::IllegalMove { color, kind, text } => SheetNote::Illegal {
                by: *color,
                kind: *kind,
                text: text.clone(),
            },
            EventKind::ClockSet { color, time } => SheetNote::ClockSet {
                color: *color,
                time: *time,
            },
            EventKind::Retrace { moves } => SheetNote::Retraced(moves.clone()),
            EventKind::Adjourned { color, time } => SheetNote::Adjourned {
                color: *color,
                time: *time,
            },
            EventKind::ClocksStopped => SheetNote::ClocksStopped,
            EventKind::ClocksStarted => SheetNote::ClocksStarted,
            EventKind::ResultDeclared { result, reason } => SheetNote::Declared {
                result: result.clone(),
                reason: reason.clone(),
            },
            EventKind::ControlChanged { bonus } => SheetNote::ControlChanged(*bonus),
            EventKind::Sealed { color, .. } => SheetNote::Sealed(*color),
            EventKind::Quickplay { color, step } => SheetNote::Quickplay {
                color: *color,
                step: *step,
            },
        });
    }
    if let Some(posted) = ply
        .checked_sub(1)
        .and_then(|index| sheet.moves.get(index))
        .and_then(|m| posted(&m.annotations))
    {
        notes.push(posted);
    }
    notes
}

/// The days a correspondence move was received and sent, as its comment
/// writes them (`[%received 2026-11-20] [%sent 2026-11-22]`).
fn posted(annotations: &[Annotation]) -> Option<SheetNote> {
    let value = |name: &str| {
        annotations.iter().find_map(|a| {
            let Annotation::Comment(text) = a else {
                return None;
            };
            let start = text.find(&format!("[%{name} "))? + name.len() + 3;
            let end = text[start..].find(']')? + start;
            Some(outside::clean(text[start..end].trim(), 20))
        })
    };
    let (received, sent) = (value("received"), value("sent"));
    (received.is_some() || sent.is_some()).then_some(SheetNote::Posted { received, sent })
}

/// The notes after `ply` as printed lines in the scheme's language,
/// indented and wrapped at `width`; the moves a retrace took back written
/// as the sheet writes its moves (`written` turns SAN into them).
pub fn note_lines(
    sheet: &Scoresheet,
    ply: usize,
    scheme: &Scheme,
    width: usize,
    written: &dyn Fn(&str) -> String,
) -> Vec<String> {
    let mut lines = Vec::new();
    for note in notes(sheet, ply) {
        let note = match note {
            SheetNote::Retraced(moves) => SheetNote::Retraced(written(&moves)),
            note => note,
        };
        let text = scheme.message(
            &Message::Arbiter(ArbiterText::Note(note)),
            Form::Print,
            false,
        );
        for line in wrap_printed(&text, width - 5, scheme.language) {
            lines.push(format!("     {line}"));
        }
    }
    lines
}

/// The half-move a move of the sheet makes, counted from the start (1 for
/// the first), from the position before it.
pub fn ply_of(sheet: &Scoresheet, before: &shakmaty::Chess) -> usize {
    let moves = |p: &shakmaty::Chess| {
        (p.fullmoves().get() as usize) * 2 + usize::from(p.turn() == Color::Black)
    };
    moves(before) - moves(&sheet.start) + 1
}

/// The widest line of the text scoresheet.
pub const TEXT_WIDTH: usize = 40;

/// A two-column scoresheet, one move pair a line, each line at most 40
/// characters so a braille display shows it whole, columns aligned and
/// clocks in whole seconds: `  1. Nf3     0:04:57  d5      0:04:55`.
/// The head is labelled in the scheme's language.
pub fn text(sheet: &Scoresheet, scheme: &Scheme) -> String {
    let mut out = String::new();
    for line in header(sheet, scheme) {
        for part in wrap_printed(&line, TEXT_WIDTH, scheme.language) {
            out.push_str(&part);
            out.push('\n');
        }
    }
    let cell = |san: &str, clock: Option<Duration>| match clock {
        Some(clock) => format!("{san:<7} {:>7}", whole_seconds(clock)),
        None => san.to_owned(),
    };
    let written = |san: &str| scheme.written_san(san);
    let mut lines = note_lines(sheet, 0, scheme, TEXT_WIDTH, &written);
    let rows = pairs(sheet, |before, r| {
        (scheme.written_san(&r.san), r.clock, ply_of(sheet, before))
    });
    for (number, white, black) in rows {
        let plies: Vec<usize> = white.iter().chain(&black).map(|(_, _, ply)| *ply).collect();
        let white = white.map_or_else(|| "...".to_owned(), |(san, clock, _)| cell(&san, clock));
        let line = match black {
            Some((san, clock, _)) => format!("{number:>3}. {white:<16} {}", cell(&san, clock)),
            None => format!("{number:>3}. {white}"),
        };
        lines.push(line.trim_end().to_owned());
        for ply in plies {
            lines.extend(note_lines(sheet, ply, scheme, TEXT_WIDTH, &written));
        }
    }
    for line in lines {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The moves in pairs by move number: White's (none when Black moved first)
/// and Black's (none when the game ended after White's).
pub fn pairs<T>(
    sheet: &Scoresheet,
    write: impl Fn(&shakmaty::Chess, &super::RecordedMove) -> T,
) -> Vec<(u32, Option<T>, Option<T>)> {
    let mut rows: Vec<(u32, Option<T>, Option<T>)> = Vec::new();
    for (before, recorded) in sheet.positions() {
        let number = before.fullmoves().get();
        let value = write(&before, recorded);
        match before.turn() {
            Color::White => rows.push((number, Some(value), None)),
            Color::Black => match rows.last_mut() {
                Some(row) if row.0 == number && row.2.is_none() => row.2 = Some(value),
                _ => rows.push((number, None, Some(value))),
            },
        }
    }
    rows
}

/// The moves in ICCF digits, one move pair a line: `1. 5254 5755`.
pub fn iccf_list(sheet: &Scoresheet) -> String {
    let mut out = String::new();
    for (number, white, black) in pairs(sheet, |_, r| iccf(r.m)) {
        let white = white.unwrap_or_else(|| "...".to_owned());
        match black {
            Some(black) => out.push_str(&format!("{number}. {white} {black}\n")),
            None => out.push_str(&format!("{number}. {white}\n")),
        }
    }
    out.push_str(&sheet.result);
    out.push('\n');
    out
}

/// A game of a file through every export: its PGN read back holds the same
/// moves, the same clocks, claims, draw offers and arbiter's decisions, and
/// writes again to the same text; the text and braille scoresheets and the
/// spoken one are made. The first difference is named. (The fuzz target of
/// the scoresheet runs this on any bytes.)
pub fn round_trip(game: &super::PgnGame) -> Result<(), String> {
    use super::import::replay;
    let replayed = replay(game, crate::game::DeadPositionTest::Fast);
    let sheet = Scoresheet::from_game(game, &replayed.game);
    let written = pgn(&sheet);
    let again = super::pgn::read_games(&written);
    let [reread] = again.as_slice() else {
        return Err(format!(
            "{} games read back from one:\n{written}",
            again.len()
        ));
    };
    let reread_game = replay(reread, crate::game::DeadPositionTest::Fast);
    if let Some(fault) = reread_game.fault {
        return Err(format!("our own PGN does not read: {fault}\n{written}"));
    }
    let back = Scoresheet::from_game(reread, &reread_game.game);
    let same = |what: &str, a: String, b: String| {
        if a == b {
            Ok(())
        } else {
            Err(format!("{what} differ:\n{a}\n{b}\n{written}"))
        }
    };
    same(
        "moves",
        format!("{:?}", sheet.moves),
        format!("{:?}", back.moves),
    )?;
    same(
        "records",
        format!(
            "{:?} {:?} {:?} {:?} {}",
            sheet.claims, sheet.draw_offers, sheet.events, sheet.end, sheet.result
        ),
        format!(
            "{:?} {:?} {:?} {:?} {}",
            back.claims, back.draw_offers, back.events, back.end, back.result
        ),
    )?;
    same("texts", written.clone(), pgn(&back))?;
    // Tag lines cannot be wrapped; the moves are.
    let movetext = written.split_once("\n\n").map_or("", |(_, moves)| moves);
    if movetext
        .lines()
        .any(|line| line.chars().count() > 80 && line.contains(' '))
    {
        return Err(format!("a line of moves over 80 columns:\n{written}"));
    }
    for scheme in [&crate::notation::FIDE, &crate::notation::ENGLISH] {
        let brf = super::braille::brf_sheet(&sheet, scheme);
        let _ = super::braille::unicode_braille(&brf);
        let text = text(&sheet, scheme);
        if let Some(long) = text.lines().find(|l| l.chars().count() > TEXT_WIDTH) {
            return Err(format!("a text line over {TEXT_WIDTH} characters: {long}"));
        }
    }
    let _ = iccf_list(&sheet);
    let _ = super::audio::script(&sheet, true);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoresheet::pgn::{PgnGame, read_games};

    /// The PGN standard, 8.1.1 and 7: a tag value is a string of printing
    /// characters, `\"` for a quote and `\\` for a backslash. A value with a
    /// line break (a server's word, an engine's name) stays one tag of one
    /// game, and reads back as it was meant.
    #[test]
    fn a_tag_value_cannot_break_out_of_its_string() {
        let game = PgnGame {
            tags: vec![
                ("Event".into(), "x\"]\n\n1. e4 *\n\n[Event \"forged".into()),
                ("White".into(), "C:\\Users\\anna\u{1b}[6n".into()),
                ("Annotator".into(), "a\tb\u{7}".into()),
            ],
            result: Some("*".into()),
            ..PgnGame::default()
        };
        let sheet = Scoresheet::from_pgn(&game).expect("a game");
        let written = pgn(&sheet);
        assert!(
            written.starts_with("[Event \"x\\\"]  1. e4 *  [Event \\\"forged\"]\n"),
            "{written}"
        );
        let games = read_games(&written);
        assert_eq!(games.len(), 1, "{written}");
        assert_eq!(
            games[0].tag("Event"),
            Some("x\"]  1. e4 *  [Event \"forged")
        );
        assert_eq!(games[0].tag("White"), Some("C:\\Users\\anna"));
        assert_eq!(games[0].tag("Annotator"), Some("a b"));
        assert!(games[0].moves.is_empty());
    }
}
