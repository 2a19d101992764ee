//! Reading PGN as any chess program writes it (comments, variations, NAGs,
//! several games, a byte-order mark, CRLF and CR-only line ends, UTF-8 or
//! Latin-1), one game at a time from a stream, so that memory does not grow
//! with the number of games in a file.
//!
//! This layer splits the text; it does not judge moves. A fault in the
//! structure (an unclosed comment or variation, a result in the middle of
//! the moves, a tag that does not read) is kept with the game and the line
//! where it began; the replay refuses the game with it. Every game knows
//! the bytes it came from, so that a game of a file can be rewritten in
//! place and every other byte left as it was.

use std::io::{self, Read};
use std::ops::Range;

use crate::notation::outside;

/// One game as written: its tags in order, the moves of the main line with
/// what was written after each, and the result written at the end.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// The game's number in the file, from 1.
    pub number: usize,
    pub tags: Vec<(String, String)>,
    /// Comments written before the first move.
    pub preface: Vec<Annotation>,
    pub moves: Vec<PgnMove>,
    pub result: Option<String>,
    /// The line (from 1) where the game begins.
    pub line: usize,
    /// The bytes of the file the game was read from.
    pub span: Range<u64>,
    /// The first fault in the game's structure.
    pub fault: Option<Fault>,
}

/// A move token of the main line, with what follows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnMove {
    pub text: String,
    pub line: usize,
    pub annotations: Vec<Annotation>,
}

/// What a scoresheet writes after a move besides the next move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Annotation {
    Comment(String),
    /// `$1`, or `!`, `?`, `!!`, `??`, `!?`, `?!` as their NAG numbers.
    Nag(u8),
    /// A variation, as written, parentheses included.
    Variation(String),
}

/// A fault in the structure of a game, with the line where it began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    BadTag {
        line: usize,
        text: String,
    },
    UnclosedComment {
        line: usize,
    },
    UnclosedVariation {
        line: usize,
    },
    /// A result written before the moves end.
    ResultInMoves {
        line: usize,
        result: String,
    },
    /// A tag, a comment, a variation or a token longer than [`LONGEST`].
    TooLong {
        line: usize,
    },
    /// A game that goes on past [`MOST_ITEMS`] without a result.
    Endless {
        line: usize,
    },
}

/// The most bytes of one tag, comment, variation or token that are read:
/// what is longer is a fault of the game, and the rest of it is passed
/// over without being kept.
pub const LONGEST: usize = 1_000_000;

/// The most tags, move numbers, moves, comments, NAGs and variations one
/// game is read with. The longest game the Laws allow (the 75-move rule)
/// has under 12,000 half-moves, so a real game with a clock comment and a
/// NAG after each stays far below; a stream that never ends a game is cut
/// here, with a fault, instead of filling memory.
pub const MOST_ITEMS: usize = 200_000;

impl PgnGame {
    /// The value of a tag, by case-sensitive name as PGN defines it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The comments written after the move of half-move `ply` (from 1), or
    /// before the first move for 0.
    pub fn comments_at(&self, ply: usize) -> impl Iterator<Item = &str> {
        let annotations = match ply {
            0 => Some(&self.preface),
            ply => self.moves.get(ply - 1).map(|m| &m.annotations),
        };
        annotations
            .into_iter()
            .flatten()
            .filter_map(|annotation| match annotation {
                Annotation::Comment(text) => Some(text.as_str()),
                _ => None,
            })
    }
}

/// Text of a file as a string: UTF-8, or else Latin-1, which older
/// programs write.
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// Every game of PGN text held in memory (tests and small inputs; files are
/// read with [`PgnReader`]).
pub fn read_games(text: &str) -> Vec<PgnGame> {
    PgnReader::new(text.as_bytes())
        .filter_map(Result::ok)
        .collect()
}

const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// The bytes that end a token of the moves: blanks and `{}()[];$`.
const ENDS_TOKEN: [bool; 256] = {
    let mut ends = [false; 256];
    let stops = b" \t\n\r\x0b\x0c{}()[];$";
    let mut i = 0;
    while i < stops.len() {
        ends[stops[i] as usize] = true;
        i += 1;
    }
    ends
};

/// The NAG numbers of the suffixes `!`, `?`, `!!`, `??`, `!?`, `?!`.
fn suffix_nag(suffix: &str) -> Option<u8> {
    Some(match suffix {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// A byte source that counts lines (`\n`, `\r\n` and a lone `\r` each end
/// one) and bytes.
struct Bytes<R> {
    input: R,
    buffer: Vec<u8>,
    at: usize,
    filled: usize,
    offset: u64,
    line: usize,
    after_cr: bool,
    /// Bytes since the last line end, for `%` lines.
    column: usize,
    failed: Option<io::Error>,
    /// Bytes were passed over because what was read grew past [`LONGEST`].
    overlong: bool,
}

impl<R: Read> Bytes<R> {
    fn new(input: R) -> Bytes<R> {
        Bytes {
            input,
            buffer: vec![0; 64 * 1024],
            at: 0,
            filled: 0,
            offset: 0,
            line: 1,
            after_cr: false,
            column: 0,
            failed: None,
            overlong: false,
        }
    }

    #[inline]
    fn peek(&mut self) -> Option<u8> {
        if self.at == self.filled {
            self.fill();
        }
        (self.at < self.filled).then(|| self.buffer[self.at])
    }

    fn fill(&mut self) {
        if self.failed.is_some() {
            return;
        }
        loop {
            match self.input.read(&mut self.buffer) {
                Ok(n) => {
                    self.at = 0;
                    self.filled = n;
                    return;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.at = 0;
                    self.filled = 0;
                    self.failed = Some(e);
                    return;
                }
            }
        }
    }

    #[inline]
    fn bump(&mut self) -> Option<u8> {
        let byte = self.peek()?;
        self.at += 1;
        self.offset += 1;
        match byte {
            b'\n' if self.after_cr => {
                self.after_cr = false;
                self.column = 0;
            }
            b'\n' => {
                self.line += 1;
                self.column = 0;
            }
            b'\r' => {
                self.line += 1;
                self.after_cr = true;
                self.column = 0;
            }
            _ => {
                self.after_cr = false;
                self.column += 1;
            }
        }
        Some(byte)
    }

    /// Appends the bytes up to the next one that ends a token (a blank or
    /// one of `{}()[];$`), which is left unread. A token holds no line end,
    /// so whole runs of the buffer are taken at once.
    fn token_into(&mut self, token: &mut Vec<u8>) {
        loop {
            if self.at == self.filled {
                self.fill();
                if self.filled == 0 {
                    return;
                }
            }
            let run = &self.buffer[self.at..self.filled];
            let end = run
                .iter()
                .position(|&b| ENDS_TOKEN[usize::from(b)])
                .unwrap_or(run.len());
            keep_bounded(token, &run[..end], &mut self.overlong);
            self.at += end;
            self.offset += end as u64;
            self.column += end;
            if end > 0 {
                self.after_cr = false;
            }
            if self.at < self.filled {
                return;
            }
        }
    }

    fn at_line_start(&self) -> bool {
        self.column == 0
    }

    /// Reads up to and past `end` (or a line end for `\n`); what stood
    /// before it, and whether `end` came.
    fn until(&mut self, end: u8, keep: &mut Vec<u8>) -> bool {
        loop {
            if self.at == self.filled {
                self.fill();
                if self.filled == 0 {
                    return false;
                }
            }
            let run = &self.buffer[self.at..self.filled];
            let found = if end == b'\n' {
                run.iter().position(|&b| b == b'\n' || b == b'\r')
            } else {
                run.iter().position(|&b| b == end)
            };
            match found {
                Some(at) => {
                    keep_bounded(keep, &run[..at], &mut self.overlong);
                    let byte = run[at];
                    self.consume(at + 1);
                    if end == b'\n' && byte == b'\r' && self.peek() == Some(b'\n') {
                        self.bump();
                    }
                    return true;
                }
                None => {
                    keep_bounded(keep, run, &mut self.overlong);
                    let all = run.len();
                    self.consume(all);
                }
            }
        }
    }

    /// Passes over blanks (spaces, tabs, line ends, form feeds), a run of
    /// the buffer at a time.
    fn skip_blanks(&mut self) {
        loop {
            if self.at == self.filled {
                self.fill();
                if self.filled == 0 {
                    return;
                }
            }
            let run = &self.buffer[self.at..self.filled];
            let blank = run
                .iter()
                .position(|&b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'\x0b'))
                .unwrap_or(run.len());
            self.consume(blank);
            if self.at < self.filled {
                return;
            }
        }
    }

    /// Takes the next `count` bytes of the buffer, counting lines.
    fn consume(&mut self, count: usize) {
        let (mut line, mut column, mut after_cr) = (self.line, self.column, self.after_cr);
        for &byte in &self.buffer[self.at..self.at + count] {
            match byte {
                b'\n' => {
                    if !after_cr {
                        line += 1;
                    }
                    after_cr = false;
                    column = 0;
                }
                b'\r' => {
                    line += 1;
                    after_cr = true;
                    column = 0;
                }
                _ => {
                    after_cr = false;
                    column += 1;
                }
            }
        }
        (self.line, self.column, self.after_cr) = (line, column, after_cr);
        self.at += count;
        self.offset += count as u64;
    }
}

/// Appends `bytes` to `keep` up to [`LONGEST`] bytes in all; what does not
/// fit is dropped and said in `overlong`.
fn keep_bounded(keep: &mut Vec<u8>, bytes: &[u8], overlong: &mut bool) {
    let room = LONGEST.saturating_sub(keep.len());
    if bytes.len() > room {
        *overlong = true;
    }
    keep.extend_from_slice(&bytes[..bytes.len().min(room)]);
}

/// A variation as written, cleaned piece by piece between its brackets and
/// braces, so that an escape sequence cut short by a `)` or `}` cannot take
/// the bracket with it and leave the variation open.
fn clean_variation(written: &str) -> String {
    let mut cleaned = String::with_capacity(written.len());
    for piece in written.split_inclusive(['(', ')', '{', '}']) {
        let (inner, bracket) = match piece.char_indices().last() {
            Some((at, c @ ('(' | ')' | '{' | '}'))) => (&piece[..at], Some(c)),
            _ => (piece, None),
        };
        cleaned.push_str(&outside::clean(inner, usize::MAX));
        cleaned.extend(bracket);
    }
    cleaned
}

/// Text from the file: UTF-8 where it is, else Latin-1.
fn text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// Reads games one at a time from PGN bytes.
pub struct PgnReader<R> {
    bytes: Bytes<R>,
    number: usize,
    done: bool,
    /// The token being read, kept from token to token.
    token: Vec<u8>,
}

impl<R: Read> PgnReader<R> {
    pub fn new(input: R) -> PgnReader<R> {
        PgnReader {
            bytes: Bytes::new(input),
            number: 0,
            done: false,
            token: Vec::with_capacity(32),
        }
    }

    fn skip_blank(&mut self) {
        loop {
            self.bytes.skip_blanks();
            match self.bytes.peek() {
                Some(b'%') if self.bytes.at_line_start() => {
                    self.bytes.until(b'\n', &mut Vec::new());
                }
                _ => return,
            }
        }
    }

    /// `[Name "value"]`, with `\"` and `\\` escapes in the value. A tag
    /// ends at its closing bracket: what follows on the line (another tag,
    /// the moves) is read on.
    fn tag(&mut self, game: &mut PgnGame) {
        let line = self.bytes.line;
        let mut raw = Vec::new();
        let (mut quoted, mut escaped) = (false, false);
        while let Some(byte) = self.bytes.peek() {
            if matches!(byte, b'\n' | b'\r') {
                break;
            }
            self.bytes.bump();
            keep_bounded(&mut raw, &[byte], &mut self.bytes.overlong);
            match byte {
                _ if escaped => escaped = false,
                b'\\' if quoted => escaped = true,
                b'"' => quoted = !quoted,
                b']' if !quoted => break,
                _ => {}
            }
        }
        if std::mem::take(&mut self.bytes.overlong) {
            game.fault.get_or_insert(Fault::TooLong { line });
            return;
        }
        let written = text(&raw);
        match parse_tag(&written) {
            // Cleaned of control characters and escape sequences on the
            // way in, so that no export, review or save carries them on.
            Some((name, value)) => game.tags.push((
                outside::clean(&name, usize::MAX),
                outside::clean(&value, usize::MAX),
            )),
            None => {
                game.fault.get_or_insert(Fault::BadTag {
                    line,
                    text: written.trim_end().to_owned(),
                });
            }
        }
    }

    /// A `{…}` comment; `None` and a fault when it never closes.
    fn comment(&mut self, game: &mut PgnGame) -> Option<String> {
        let line = self.bytes.line;
        self.bytes.bump();
        let mut raw = Vec::new();
        if !self.bytes.until(b'}', &mut raw) {
            game.fault.get_or_insert(Fault::UnclosedComment { line });
            return None;
        }
        if std::mem::take(&mut self.bytes.overlong) {
            game.fault.get_or_insert(Fault::TooLong { line });
            return None;
        }
        // Line breaks inside a comment are only where a line was full.
        Some(
            outside::clean(&text(&raw), usize::MAX)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        )
    }

    /// A variation, nested ones and comments inside, as written.
    fn variation(&mut self, game: &mut PgnGame) -> Option<String> {
        let line = self.bytes.line;
        let mut raw = Vec::new();
        let mut depth = 0usize;
        while let Some(byte) = self.bytes.bump() {
            keep_bounded(&mut raw, &[byte], &mut self.bytes.overlong);
            match byte {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        if std::mem::take(&mut self.bytes.overlong) {
                            game.fault.get_or_insert(Fault::TooLong { line });
                            return None;
                        }
                        // Line breaks are only where a line was full.
                        let written = clean_variation(&text(&raw));
                        return Some(written.split_whitespace().collect::<Vec<_>>().join(" "));
                    }
                }
                b'{' => {
                    let comment_line = self.bytes.line;
                    if !self.bytes.until(b'}', &mut raw) {
                        game.fault
                            .get_or_insert(Fault::UnclosedComment { line: comment_line });
                        return None;
                    }
                    keep_bounded(&mut raw, b"}", &mut self.bytes.overlong);
                }
                b';' => {
                    // A rest-of-line comment becomes a braced one, so that
                    // the variation can be written on any line.
                    raw.pop();
                    let mut comment = Vec::new();
                    self.bytes.until(b'\n', &mut comment);
                    keep_bounded(&mut raw, b"{", &mut self.bytes.overlong);
                    let comment: Vec<u8> = comment.into_iter().filter(|&b| b != b'}').collect();
                    keep_bounded(&mut raw, &comment, &mut self.bytes.overlong);
                    keep_bounded(&mut raw, b"}", &mut self.bytes.overlong);
                }
                _ => {}
            }
        }
        game.fault.get_or_insert(Fault::UnclosedVariation { line });
        None
    }

    /// Where the annotations after the last move go.
    fn annotations(game: &mut PgnGame) -> &mut Vec<Annotation> {
        match game.moves.last_mut() {
            Some(last) => &mut last.annotations,
            None => &mut game.preface,
        }
    }

    /// After something too long: the rest of the game up to the next line
    /// that starts a tag is passed over.
    fn after_too_long(&mut self, game: &PgnGame) {
        if matches!(
            game.fault,
            Some(Fault::TooLong { .. } | Fault::Endless { .. })
        ) {
            self.skip_to_next_game();
        }
    }

    /// After a fault in the moves: on to the next line that starts a tag.
    fn skip_to_next_game(&mut self) {
        loop {
            self.bytes.until(b'\n', &mut Vec::new());
            self.skip_blank();
            match self.bytes.peek() {
                None | Some(b'[') => return,
                _ => {}
            }
        }
    }

    /// One game, from its first tag or move to its result.
    fn game(&mut self) -> Option<PgnGame> {
        self.skip_blank();
        if self.bytes.offset == 0 && self.bytes.peek() == Some(0xEF) {
            // A UTF-8 byte-order mark.
            for _ in 0..3 {
                self.bytes.bump();
            }
            self.skip_blank();
        }
        self.bytes.peek()?;
        self.number += 1;
        let mut game = PgnGame {
            number: self.number,
            line: self.bytes.line,
            ..PgnGame::default()
        };
        let start = self.bytes.offset;
        let mut end = start;
        let mut in_movetext = false;
        let mut items = 0;
        loop {
            self.skip_blank();
            let Some(byte) = self.bytes.peek() else {
                break;
            };
            items += 1;
            if items > MOST_ITEMS {
                let line = self.bytes.line;
                game.fault.get_or_insert(Fault::Endless { line });
                self.after_too_long(&game);
                break;
            }
            match byte {
                b'[' if !in_movetext => {
                    self.tag(&mut game);
                    end = self.bytes.offset;
                    if matches!(game.fault, Some(Fault::TooLong { .. })) {
                        self.after_too_long(&game);
                        break;
                    }
                }
                b'[' if self.bytes.at_line_start() => break,
                b'{' => {
                    in_movetext = true;
                    match self.comment(&mut game) {
                        Some(comment) => {
                            Self::annotations(&mut game).push(Annotation::Comment(comment));
                            end = self.bytes.offset;
                        }
                        None => {
                            self.after_too_long(&game);
                            break;
                        }
                    }
                }
                b';' => {
                    in_movetext = true;
                    let line = self.bytes.line;
                    self.bytes.bump();
                    let mut raw = Vec::new();
                    self.bytes.until(b'\n', &mut raw);
                    if std::mem::take(&mut self.bytes.overlong) {
                        game.fault.get_or_insert(Fault::TooLong { line });
                        self.after_too_long(&game);
                        break;
                    }
                    // Written back as a braced comment, which cannot hold a
                    // closing brace.
                    let comment = text(&raw).trim().replace('}', ")");
                    Self::annotations(&mut game).push(Annotation::Comment(comment));
                    end = self.bytes.offset;
                }
                b'(' => {
                    in_movetext = true;
                    match self.variation(&mut game) {
                        Some(variation) => {
                            Self::annotations(&mut game).push(Annotation::Variation(variation));
                            end = self.bytes.offset;
                        }
                        None => {
                            self.after_too_long(&game);
                            break;
                        }
                    }
                }
                b'$' => {
                    in_movetext = true;
                    self.bytes.bump();
                    let mut number = 0u32;
                    while let Some(digit @ b'0'..=b'9') = self.bytes.peek() {
                        self.bytes.bump();
                        number = (number * 10 + u32::from(digit - b'0')).min(255);
                    }
                    Self::annotations(&mut game).push(Annotation::Nag(number as u8));
                    end = self.bytes.offset;
                }
                _ => {
                    in_movetext = true;
                    let line = self.bytes.line;
                    let mut token = std::mem::take(&mut self.token);
                    self.read_token(&mut token);
                    end = self.bytes.offset;
                    if std::mem::take(&mut self.bytes.overlong) {
                        game.fault.get_or_insert(Fault::TooLong { line });
                        self.token = token;
                        self.after_too_long(&game);
                        break;
                    }
                    let written = match std::str::from_utf8(&token) {
                        Ok(text) => std::borrow::Cow::Borrowed(text),
                        Err(_) => std::borrow::Cow::Owned(text(&token)),
                    };
                    if RESULTS.contains(&written.as_ref()) {
                        game.result = Some(written.replace('½', "1/2"));
                        self.token = token;
                        self.after_result(&mut game, line, &mut end);
                        break;
                    }
                    self.movetext_token(&mut game, &written, line);
                    drop(written);
                    self.token = token;
                }
            }
        }
        game.span = start..end;
        Some(game)
    }

    /// After a result: comments on its line belong to the game; then a new
    /// game must begin, with a tag or after an empty line. Anything else is
    /// a result in the middle of the moves.
    fn after_result(&mut self, game: &mut PgnGame, line: usize, end: &mut u64) {
        loop {
            while matches!(self.bytes.peek(), Some(b' ' | b'\t')) {
                self.bytes.bump();
            }
            match self.bytes.peek() {
                Some(b'{') => match self.comment(game) {
                    Some(comment) => {
                        Self::annotations(game).push(Annotation::Comment(comment));
                        *end = self.bytes.offset;
                    }
                    None => return,
                },
                Some(b';') => {
                    self.bytes.bump();
                    let mut raw = Vec::new();
                    self.bytes.until(b'\n', &mut raw);
                    let comment = text(&raw).trim().replace('}', ")");
                    Self::annotations(game).push(Annotation::Comment(comment));
                    *end = self.bytes.offset;
                    // The line end is read: the next game starts anew.
                    self.skip_blank();
                    return;
                }
                _ => break,
            }
        }
        let at_line_end = matches!(self.bytes.peek(), None | Some(b'\n' | b'\r'));
        let last_line = self.bytes.line;
        self.skip_blank();
        let empty_line_between = at_line_end && self.bytes.line >= last_line + 2;
        if matches!(self.bytes.peek(), None | Some(b'[')) || empty_line_between {
            return;
        }
        game.fault.get_or_insert(Fault::ResultInMoves {
            line,
            result: game.result.clone().unwrap_or_default(),
        });
        self.skip_to_next_game();
    }

    /// A move number, a move, a suffix or something unreadable, as text.
    fn read_token(&mut self, raw: &mut Vec<u8>) {
        raw.clear();
        self.bytes.token_into(raw);
        if raw.is_empty() {
            // A stray character such as ']' or '}': a token of its own.
            if let Some(byte) = self.bytes.bump() {
                raw.push(byte);
            }
        }
    }

    fn movetext_token(&mut self, game: &mut PgnGame, token: &str, line: usize) {
        if let Some(nag) = suffix_nag(token) {
            Self::annotations(game).push(Annotation::Nag(nag));
            return;
        }
        let without_number = token.trim_start_matches(|c: char| c.is_ascii_digit());
        let text = if without_number.len() == token.len() {
            token
        } else if without_number.is_empty() && matches!(token.len(), 4 | 5) {
            // Four or five digits alone: a move in ICCF digits (5254),
            // written on a scoresheet; a move number has its period.
            token
        } else if without_number.is_empty() {
            ""
        } else if without_number.starts_with('.') {
            without_number.trim_start_matches('.')
        } else {
            // Digits that are not a move number, such as "0-0".
            token
        };
        let mut move_text = text;
        let mut suffix = "";
        if let Some(at) = move_text.find(['!', '?']) {
            suffix = &move_text[at..];
            move_text = &move_text[..at];
        }
        let en_passant_mark =
            move_text.eq_ignore_ascii_case("e.p.") || move_text.eq_ignore_ascii_case("ep");
        if !move_text.is_empty() && !en_passant_mark {
            game.moves.push(PgnMove {
                text: move_text.to_owned(),
                line,
                annotations: Vec::new(),
            });
        }
        if let Some(nag) = suffix_nag(suffix) {
            Self::annotations(game).push(Annotation::Nag(nag));
        }
    }
}

/// A tag line's name and value, or `None` when it does not read.
fn parse_tag(line: &str) -> Option<(String, String)> {
    let rest = line.trim_start().strip_prefix('[')?;
    let name_end = rest.find(|c: char| c.is_whitespace() || c == '"' || c == ']')?;
    let name = &rest[..name_end];
    if name.is_empty() {
        return None;
    }
    let rest = rest[name_end..].trim_start_matches([' ', '\t']);
    let mut chars = rest.strip_prefix('"')?.chars();
    let mut value = String::new();
    loop {
        match chars.next()? {
            '\\' => value.push(chars.next()?),
            '"' => break,
            c => value.push(c),
        }
    }
    let after: String = chars.collect();
    after
        .trim_start()
        .starts_with(']')
        .then(|| (name.to_owned(), value))
}

impl<R: Read> Iterator for PgnReader<R> {
    type Item = Result<PgnGame, io::Error>;

    /// The next game; a read error of the input ends the games with it.
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let game = self.game();
        if let Some(error) = self.bytes.failed.take() {
            self.done = true;
            return Some(Err(error));
        }
        if game.is_none() {
            self.done = true;
        }
        game.map(Ok)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(game: &PgnGame) -> Vec<&str> {
        game.moves.iter().map(|m| m.text.as_str()).collect()
    }

    #[test]
    fn tags_moves_comments_variations_and_nags() {
        let text = "[Event \"Club \\\"Anna\\\" Cup\"]\r\n[White \"Eva\"]\r\n\r\n1. e4 {best by test} e5 (1... c5 2. Nf3 {Sicilian} (2. c3)) 2.Nf3 $1 Nc6!? 3. Bb5 a6 1-0\r\n";
        let games = read_games(text);
        assert_eq!(games.len(), 1);
        let game = &games[0];
        assert_eq!(game.tag("Event"), Some("Club \"Anna\" Cup"));
        assert_eq!(game.tag("White"), Some("Eva"));
        assert_eq!(moves(game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert_eq!(
            game.moves[0].annotations,
            [Annotation::Comment("best by test".into())]
        );
        assert_eq!(
            game.moves[1].annotations,
            [Annotation::Variation(
                "(1... c5 2. Nf3 {Sicilian} (2. c3))".into()
            )]
        );
        assert_eq!(game.moves[2].annotations, [Annotation::Nag(1)]);
        assert_eq!(game.moves[3].annotations, [Annotation::Nag(5)]);
        assert_eq!(game.result.as_deref(), Some("1-0"));
        assert_eq!(game.fault, None);
    }

    #[test]
    fn an_escape_sequence_in_a_variation_never_takes_its_bracket() {
        // A CSI (U+009B) runs on through intermediates such as `)`: cleaned
        // as one text, the variation would lose its closing bracket.
        let games = read_games("1. e4 (1. d4 \u{9b}) (\u{1b}]{x}) e5 *");
        let game = &games[0];
        assert_eq!(moves(game), ["e4", "e5"]);
        assert_eq!(
            game.moves[0].annotations,
            [
                Annotation::Variation("(1. d4 )".into()),
                Annotation::Variation("({x})".into())
            ]
        );
    }

    #[test]
    fn several_games_and_games_without_moves() {
        let text = "[Event \"A\"]\n\n *\n\n[Event \"B\"]\n[Site \"?\"]\n\n[Round \"1\"]\n1. d4 d5 1/2-1/2\n\n[Event \"C\"]\n1. c4";
        let games = read_games(text);
        assert_eq!(games.len(), 3);
        assert_eq!(games[0].moves.len(), 0);
        assert_eq!(games[0].result.as_deref(), Some("*"));
        assert_eq!(
            games[1].tag("Round"),
            Some("1"),
            "an empty line inside the tags"
        );
        assert_eq!(moves(&games[1]), ["d4", "d5"]);
        assert_eq!(moves(&games[2]), ["c4"]);
        assert_eq!(games[2].result, None);
        assert_eq!(games[2].line, 11);
        assert_eq!(
            games.iter().map(|g| g.number).collect::<Vec<_>>(),
            [1, 2, 3]
        );
    }

    #[test]
    fn each_game_knows_its_bytes() {
        let text = "[Event \"A\"]\n\n1. e4 e5 1-0\n\n[Event \"B\"]\n\n1. d4 *\n";
        let games = read_games(text);
        let span = |i: usize| {
            let r = &games[i].span;
            &text[r.start as usize..r.end as usize]
        };
        assert_eq!(span(0), "[Event \"A\"]\n\n1. e4 e5 1-0");
        assert_eq!(span(1), "[Event \"B\"]\n\n1. d4 *");
    }

    #[test]
    fn castling_with_zeros_is_a_move_not_a_result() {
        let games = read_games("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 0-0 *");
        assert_eq!(moves(&games[0])[6..], ["0-0", "0-0"]);
    }

    #[test]
    fn a_broken_tag_is_kept_as_a_fault_with_its_line() {
        let games = read_games("[Event \"A\"]\n[White Eva]\n1. e4 *");
        assert_eq!(
            games[0].fault,
            Some(Fault::BadTag {
                line: 2,
                text: "[White Eva]".to_owned()
            })
        );
    }

    #[test]
    fn stray_brackets_are_tokens_not_a_standstill() {
        let games = read_games("1. e4 ] e5");
        assert_eq!(moves(&games[0]), ["e4", "]", "e5"]);
    }

    #[test]
    fn cr_only_line_ends_read_like_any_other() {
        let games = read_games(
            "[Event \"A\"]\r[White \"W\"]\r\r1. e4 e5\r2. Nf3 *\r\r[Event \"B\"]\r\r1. d4 *\r",
        );
        assert_eq!(games.len(), 2);
        assert_eq!(moves(&games[0]), ["e4", "e5", "Nf3"]);
        assert_eq!(games[0].tag("White"), Some("W"));
        assert_eq!(games[0].moves[2].line, 5);
        assert_eq!(games[1].line, 7);
    }

    #[test]
    fn an_unclosed_comment_or_variation_is_a_fault_at_its_line() {
        let games = read_games(
            "[Event \"A\"]\n\n1. e4 e5\n2. Nf3 {a comment\nthat never ends\n\n[Event \"B\"]\n1. d4 *\n",
        );
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].fault, Some(Fault::UnclosedComment { line: 4 }));
        let games = read_games("1. e4 (1. d4 d5\n2. c4 *\n");
        assert_eq!(games[0].fault, Some(Fault::UnclosedVariation { line: 1 }));
    }

    #[test]
    fn a_result_in_the_middle_of_the_moves_is_a_fault() {
        let games =
            read_games("[Event \"A\"]\n\n1. e4 e5 1-0 2. Nf3 Nc6 *\n\n[Event \"B\"]\n\n1. d4 *\n");
        assert_eq!(games.len(), 2);
        assert_eq!(
            games[0].fault,
            Some(Fault::ResultInMoves {
                line: 3,
                result: "1-0".into()
            })
        );
        assert_eq!(moves(&games[1]), ["d4"]);
        // A comment after the result, and games without tags one after the
        // other, are no fault.
        let games = read_games("1. e4 e5 1-0 {White won}\n\n1. d4 d5 0-1\n");
        assert_eq!(games.len(), 2);
        assert!(games.iter().all(|g| g.fault.is_none()), "{games:?}");
    }

    #[test]
    fn latin1_files_decode() {
        assert_eq!(decode(b"[White \"J\xf6rg\"]"), "[White \"Jörg\"]");
        let games: Vec<PgnGame> = PgnReader::new(&b"\xEF\xBB\xBF[White \"J\xf6rg\"]\n1. e4 *"[..])
            .filter_map(Result::ok)
            .collect();
        assert_eq!(games[0].tag("White"), Some("Jörg"));
        assert_eq!(moves(&games[0]), ["e4"]);
    }

    /// Tags and moves on one line: each tag ends at its closing bracket.
    #[test]
    fn tags_and_moves_on_one_line() {
        let games = read_games("[Event \"x\"] [Result \"*\"] 1. e4 e5 2. Nf3 *");
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].tag("Event"), Some("x"));
        assert_eq!(games[0].tag("Result"), Some("*"));
        assert_eq!(moves(&games[0]), ["e4", "e5", "Nf3"]);
        assert_eq!(games[0].fault, None);
        // A bracket inside a quoted value does not end the tag.
        let games = read_games("[Event \"a ] b\"] [Site \"\\\"]\"] 1. d4 *");
        assert_eq!(games[0].tag("Event"), Some("a ] b"));
        assert_eq!(games[0].tag("Site"), Some("\"]"));
        assert_eq!(moves(&games[0]), ["d4"]);
    }

    /// A comment or tag past the longest that is read is a fault at its
    /// line, and the next game still reads.
    #[test]
    fn what_is_too_long_is_a_fault_not_a_burden() {
        let long = "x".repeat(LONGEST + 1);
        let text = format!(
            "1. e4 {{{long}}} e5 *\n\n[Event \"{long}\"]\n1. d4 *\n\n[Event \"C\"]\n1. c4 *\n"
        );
        let games = read_games(&text);
        assert_eq!(games.len(), 3);
        assert_eq!(games[0].fault, Some(Fault::TooLong { line: 1 }));
        assert_eq!(games[1].fault, Some(Fault::TooLong { line: 3 }));
        assert_eq!(moves(&games[2]), ["c4"]);
    }

    /// A game that never ends (a stream of moves with no result) is cut
    /// with a fault after [`MOST_ITEMS`], and the reader holds no more.
    #[test]
    fn an_endless_game_is_cut() {
        let moves = b"e4 ".repeat(MOST_ITEMS + 10);
        let games: Vec<PgnGame> = PgnReader::new(&moves[..]).filter_map(Result::ok).collect();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].moves.len(), MOST_ITEMS);
        assert_eq!(games[0].fault, Some(Fault::Endless { line: 1 }));
    }
}
