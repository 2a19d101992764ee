//! Reading PGN text into games: tags and the main line's move tokens, as any
//! chess program writes them (comments, variations, NAGs, several games, a
//! byte-order mark, CRLF line ends, empty lines in odd places).
//!
//! This layer only splits the text; it does not judge moves. Nothing here can
//! fail: whatever cannot be read becomes a token that the replay refuses
//! with its game, ply and text.

/// One game as written: its tags in order, the moves of the main line, and the
/// result written at the end of the movetext, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    pub moves: Vec<PgnMove>,
    pub result: Option<String>,
    /// The line (from 1) where the game begins.
    pub line: usize,
    /// A tag line that could not be read, with its line number.
    pub bad_tag: Option<(usize, String)>,
}

/// A move token of the main line, with the comments that follow it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnMove {
    pub text: String,
    pub line: usize,
    pub comments: Vec<String>,
}

impl PgnGame {
    /// The value of a tag, by case-sensitive name as PGN defines it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty()
            && self.moves.is_empty()
            && self.result.is_none()
            && self.bad_tag.is_none()
    }
}

/// Decodes a PGN file's bytes: UTF-8 (with or without a byte-order mark), or
/// else Latin-1, which older programs write.
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// Splits PGN text into games.
pub fn read_games(text: &str) -> Vec<PgnGame> {
    Reader::new(text).games()
}

struct Reader {
    chars: Vec<char>,
    at: usize,
    line: usize,
    games: Vec<PgnGame>,
    current: PgnGame,
    in_movetext: bool,
}

impl Reader {
    fn new(text: &str) -> Reader {
        Reader {
            chars: text.chars().collect(),
            at: 0,
            line: 1,
            games: Vec::new(),
            current: PgnGame {
                line: 1,
                ..PgnGame::default()
            },
            in_movetext: false,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn at_line_start(&self) -> bool {
        self.at == 0 || self.chars.get(self.at - 1) == Some(&'\n')
    }

    fn finish_game(&mut self) {
        let next = PgnGame {
            line: self.line,
            ..PgnGame::default()
        };
        let game = std::mem::replace(&mut self.current, next);
        if !game.is_empty() {
            self.games.push(game);
        }
        self.in_movetext = false;
    }

    fn games(mut self) -> Vec<PgnGame> {
        while let Some(c) = self.peek() {
            match c {
                '\u{feff}' => {
                    self.bump();
                }
                c if c.is_whitespace() => {
                    self.bump();
                }
                '%' if self.at_line_start() => self.skip_line(),
                '[' => {
                    if self.in_movetext {
                        self.finish_game();
                    }
                    if self.current.tags.is_empty() && self.current.bad_tag.is_none() {
                        self.current.line = self.line;
                    }
                    self.tag();
                }
                '{' => {
                    self.bump();
                    let comment = self.until('}');
                    self.attach_comment(comment);
                }
                ';' => {
                    self.bump();
                    let comment = self.until('\n');
                    self.attach_comment(comment);
                }
                '(' => self.skip_variation(),
                ')' => {
                    self.bump();
                }
                '$' => {
                    self.bump();
                    while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        self.bump();
                    }
                }
                _ => self.token(),
            }
        }
        self.finish_game();
        self.games
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    /// Reads up to and past `end`, returning what stood before it.
    fn until(&mut self, end: char) -> String {
        let mut text = String::new();
        while let Some(c) = self.bump() {
            if c == end {
                break;
            }
            text.push(c);
        }
        text
    }

    fn attach_comment(&mut self, comment: String) {
        if let Some(last) = self.current.moves.last_mut() {
            last.comments.push(comment.trim().to_owned());
        }
    }

    /// `[Name "value"]`, with `\"` and `\\` escapes in the value.
    fn tag(&mut self) {
        let line = self.line;
        let start = self.at;
        self.bump();
        let mut name = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| !c.is_whitespace() && *c != '"' && *c != ']')
        {
            name.push(c);
            self.bump();
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if name.is_empty() || self.peek() != Some('"') {
            self.until('\n');
            self.bad_tag(line, start);
            return;
        }
        self.bump();
        let mut value = String::new();
        let mut closed = false;
        while let Some(c) = self.peek().filter(|&c| c != '\n') {
            self.bump();
            match c {
                '\\' => {
                    if let Some(escaped) = self.peek().filter(|&c| c != '\n') {
                        self.bump();
                        value.push(escaped);
                    }
                }
                '"' => {
                    closed = true;
                    break;
                }
                c => value.push(c),
            }
        }
        let rest = self.until('\n');
        if !closed || !rest.trim_start().starts_with(']') {
            self.bad_tag(line, start);
            return;
        }
        self.current.tags.push((name, value));
    }

    /// Keeps the first unreadable tag line, as written from `start`.
    fn bad_tag(&mut self, line: usize, start: usize) {
        let text: String = self.chars[start..self.at].iter().collect();
        self.current
            .bad_tag
            .get_or_insert((line, text.trim_end().to_owned()));
    }

    fn skip_variation(&mut self) {
        let mut depth = 0usize;
        while let Some(c) = self.bump() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                '{' => {
                    self.until('}');
                }
                ';' => {
                    self.until('\n');
                }
                _ => {}
            }
        }
    }

    /// A move number, a move, a result or something unreadable.
    fn token(&mut self) {
        let line = self.line;
        let mut text = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| !c.is_whitespace() && !"{}()[];$".contains(*c))
        {
            text.push(c);
            self.bump();
        }
        if text.is_empty() {
            // A stray character such as ']': an unreadable token of its own.
            text.extend(self.bump());
        }
        self.in_movetext = true;
        if RESULTS.contains(&text.as_str()) {
            self.current.result = Some(text.replace('½', "1/2"));
            self.finish_game();
            return;
        }
        let without_number = text.trim_start_matches(|c: char| c.is_ascii_digit());
        let text = if without_number.len() == text.len() {
            text.as_str()
        } else if without_number.is_empty() {
            ""
        } else if without_number.starts_with('.') {
            without_number.trim_start_matches('.')
        } else {
            // Digits that are not a move number, such as "0-0" or "1/2".
            text.as_str()
        };
        let text = text.trim_end_matches(['!', '?']);
        let en_passant_mark = text.eq_ignore_ascii_case("e.p.") || text.eq_ignore_ascii_case("ep");
        if !text.is_empty() && !en_passant_mark {
            self.current.moves.push(PgnMove {
                text: text.to_owned(),
                line,
                comments: Vec::new(),
            });
        }
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
        assert_eq!(game.moves[0].comments, ["best by test"]);
        assert_eq!(game.result.as_deref(), Some("1-0"));
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
    }

    #[test]
    fn castling_with_zeros_is_a_move_not_a_result() {
        let games = read_games("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 0-0 *");
        assert_eq!(moves(&games[0])[6..], ["0-0", "0-0"]);
    }

    #[test]
    fn a_broken_tag_is_kept_as_a_problem_with_its_line() {
        let games = read_games("[Event \"A\"]\n[White Eva]\n1. e4 *");
        assert_eq!(games[0].bad_tag, Some((2, "[White Eva]".to_owned())));
    }

    #[test]
    fn stray_brackets_are_tokens_not_a_standstill() {
        let games = read_games("1. e4 ] e5");
        assert_eq!(moves(&games[0]), ["e4", "]", "e5"]);
    }

    #[test]
    fn latin1_files_decode() {
        assert_eq!(decode(b"[White \"J\xf6rg\"]"), "[White \"Jörg\"]");
        assert_eq!(
            decode("\u{feff}[White \"Jörg\"]".as_bytes()),
            "[White \"Jörg\"]"
        );
    }
}
