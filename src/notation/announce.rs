//! Everything a player hears, as announcements: moves, squares, piece lists,
//! scans, legal moves, attackers and defenders, clock readings, game ends.

use std::time::Duration;

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{Bitboard, Chess, Color, File, Move, Position, Rank, Role, Square};

use super::word::{Announcement, Phrase, Punctuation, TimeUnit, Word};
use crate::game::Verdict;

/// The pieces in the order they are listed: king first, pawns last.
const LIST_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// A move as it is announced: piece, the disambiguation SAN would use
/// (file, else rank, else square), "schlägt", the destination, en passant,
/// promotion, then ", Schach" or ", Schachmatt". `position` is the position
/// before the move, which must be legal there.
pub fn announce_move(position: &Chess, m: Move) -> Announcement {
    let SanPlus { san, suffix } = SanPlus::from_move(position.clone(), m);
    move_words(san, m, suffix)
}

/// [`announce_move`] of a move whose resulting position is at hand (a game
/// replayed): the check or mate is read from `after`.
pub fn announce_played(before: &Chess, m: Move, after: &Chess) -> Announcement {
    let san = San::from_move(before, m);
    let suffix = if !after.is_check() {
        None
    } else if after.legal_moves().is_empty() {
        Some(Suffix::Checkmate)
    } else {
        Some(Suffix::Check)
    };
    move_words(san, m, suffix)
}

fn move_words(san: San, m: Move, suffix: Option<Suffix>) -> Announcement {
    let mut words = Announcement::with_capacity(8);
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            words.push(Word::Piece(role));
            if let Some(file) = file {
                words.push(Word::File(file));
            }
            if let Some(rank) = rank {
                words.push(Word::Rank(rank));
            }
            if capture {
                words.push(Word::Takes);
            }
            words.square(to);
            if m.is_en_passant() {
                words.push(Word::EnPassant);
            }
            if let Some(promoted) = promotion {
                words.push(Word::PromotionTo).push(Word::Piece(promoted));
            }
        }
        San::Castle(side) => {
            words.push(if side.is_king_side() {
                Word::ShortCastling
            } else {
                Word::LongCastling
            });
        }
        San::Put { role, to } => {
            words.push(Word::Piece(role)).square(to);
        }
        San::Null => {}
    }
    match suffix {
        Some(Suffix::Check) => {
            words.push(Word::Check);
        }
        Some(Suffix::Checkmate) => {
            words.push(Word::Checkmate);
        }
        None => {}
    }
    words
}

/// A piece and the square it moves from, the way a player picks among
/// candidate moves: "Springer Gustav eins".
pub fn piece_on(role: Role, square: Square) -> Announcement {
    let mut words = Announcement::new();
    words.push(Word::Piece(role)).square(square);
    words
}

/// What stands on a square: "Eva vier, weißer Bauer" or "Eva vier, leer".
pub fn describe_square(position: &Chess, square: Square) -> Announcement {
    let mut words = Announcement::new();
    words.square(square).punctuation(Punctuation::Comma);
    match position.board().piece_at(square) {
        Some(piece) => words.push(Word::ColouredPiece(piece.color, piece.role)),
        None => words.phrase(Phrase::Empty),
    };
    words
}

fn squares_in_order(squares: Bitboard) -> Vec<Square> {
    squares.into_iter().collect()
}

/// One side's pieces of the given kinds: "Weiß: König Gustav eins; Dame
/// David eins; Türme Anna eins, Hektor eins".
fn side_pieces(position: &Chess, color: Color, roles: &[Role]) -> Announcement {
    let board = position.board();
    let mut words = Announcement::new();
    words
        .push(Word::Side(color))
        .punctuation(Punctuation::Colon);
    let mut first = true;
    for &role in roles {
        let squares = squares_in_order(board.by_role(role) & board.by_color(color));
        if squares.is_empty() {
            continue;
        }
        if !first {
            words.punctuation(Punctuation::Semicolon);
        }
        first = false;
        words.push(if squares.len() == 1 {
            Word::Piece(role)
        } else {
            Word::Pieces(role)
        });
        let places = squares
            .into_iter()
            .map(|square| {
                let mut place = Announcement::new();
                place.square(square);
                place
            })
            .collect();
        words.list(places, false);
    }
    if first {
        no_pieces(&mut words, roles);
    }
    words
}

/// "keine Figuren", or "Keine Dame" when one kind was asked for.
fn no_pieces(words: &mut Announcement, roles: &[Role]) {
    match roles {
        [role] => words.push(Word::NoPiece(*role)),
        _ => words.phrase(Phrase::NoPieces),
    };
}

/// The `p` answer in lines a 40-cell braille display can step through: one
/// kind of one side's pieces a line ("Weiß: Türme Anna eins, Hektor eins"),
/// and "Weiß: Keine Dame" for a side with none of what was asked for.
pub fn piece_lines(position: &Chess, side: Option<Color>, role: Option<Role>) -> Vec<Announcement> {
    let roles: Vec<Role> = role.map_or_else(|| LIST_ORDER.to_vec(), |role| vec![role]);
    let sides: Vec<Color> = side.map_or_else(|| vec![Color::White, Color::Black], |c| vec![c]);
    let board = position.board();
    let mut lines = Vec::new();
    for color in sides {
        let mut any = false;
        for &role in &roles {
            let squares = squares_in_order(board.by_role(role) & board.by_color(color));
            if squares.is_empty() {
                continue;
            }
            any = true;
            let mut line = Announcement::new();
            line.push(Word::Side(color)).punctuation(Punctuation::Colon);
            line.push(if squares.len() == 1 {
                Word::Piece(role)
            } else {
                Word::Pieces(role)
            });
            let places = squares
                .into_iter()
                .map(|square| {
                    let mut place = Announcement::new();
                    place.square(square);
                    place
                })
                .collect();
            line.list(places, false);
            lines.push(line);
        }
        if !any {
            let mut line = Announcement::new();
            line.push(Word::Side(color)).punctuation(Punctuation::Colon);
            no_pieces(&mut line, &roles);
            lines.push(line);
        }
    }
    lines
}

/// The `s` answer in lines a braille display holds: each piece on its
/// square a line, a run of empty squares on one ("Eva drei, Eva vier: leer").
pub fn scan_lines(position: &Chess, line: Line, view: Color) -> Vec<Announcement> {
    let mut squares: Vec<Square> = match line {
        Line::File(file) => Rank::ALL
            .iter()
            .map(|&rank| Square::from_coords(file, rank))
            .collect(),
        Line::Rank(rank) => File::ALL
            .iter()
            .map(|&file| Square::from_coords(file, rank))
            .collect(),
    };
    if view == Color::Black {
        squares.reverse();
    }
    let mut lines = Vec::new();
    let mut empty: Vec<Square> = Vec::new();
    let flush = |lines: &mut Vec<Announcement>, empty: &mut Vec<Square>| {
        match empty.as_slice() {
            [] => {}
            [one] => lines.push(describe_square(position, *one)),
            run => {
                let places = run
                    .iter()
                    .map(|&square| {
                        let mut place = Announcement::new();
                        place.square(square);
                        place
                    })
                    .collect();
                let mut words = Announcement::new();
                words
                    .list(places, false)
                    .punctuation(Punctuation::Colon)
                    .phrase(Phrase::Empty);
                lines.push(words);
            }
        }
        empty.clear();
    };
    for square in squares {
        if position.board().piece_at(square).is_some() {
            flush(&mut lines, &mut empty);
            lines.push(describe_square(position, square));
        } else {
            empty.push(square);
        }
    }
    flush(&mut lines, &mut empty);
    lines
}

/// The pieces of one side or both, of one kind or all: the `p` command.
pub fn piece_list(position: &Chess, side: Option<Color>, role: Option<Role>) -> Announcement {
    let roles: Vec<Role> = match role {
        Some(role) => vec![role],
        None => LIST_ORDER.to_vec(),
    };
    let sides: Vec<Color> = match side {
        Some(color) => vec![color],
        None => vec![Color::White, Color::Black],
    };
    let mut words = Announcement::new();
    for (index, color) in sides.into_iter().enumerate() {
        if index > 0 {
            words.punctuation(Punctuation::Semicolon);
        }
        words.extend(side_pieces(position, color, &roles));
    }
    words
}

/// A rank or file square by square, each with what stands on it: the `s`
/// command. Files are scanned from rank 1 up, ranks from the a-file on.
pub fn scan(position: &Chess, line: Line) -> Announcement {
    scan_from(position, line, Color::White)
}

/// A scan as seen from `view`'s side of the board: from Black's side files
/// are scanned from rank 8 down and ranks from the h-file on.
pub fn scan_from(position: &Chess, line: Line, view: Color) -> Announcement {
    let mut squares: Vec<Square> = match line {
        Line::File(file) => Rank::ALL
            .iter()
            .map(|&rank| Square::from_coords(file, rank))
            .collect(),
        Line::Rank(rank) => File::ALL
            .iter()
            .map(|&file| Square::from_coords(file, rank))
            .collect(),
    };
    if view == Color::Black {
        squares.reverse();
    }
    let mut words = Announcement::new();
    for (index, square) in squares.into_iter().enumerate() {
        if index > 0 {
            words.punctuation(Punctuation::Semicolon);
        }
        words.extend(describe_square(position, square));
    }
    words
}

/// A file or a rank of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Line {
    File(File),
    Rank(Rank),
}

/// The legal moves of the piece on `square`, ordered by destination from
/// the a-file on: "Springer Gustav eins: Felix drei, Hektor drei". Each move
/// is said as it would be announced, without the piece's name again.
pub fn legal_moves_from(position: &Chess, square: Square) -> Announcement {
    let mut words = Announcement::new();
    let Some(piece) = position.board().piece_at(square) else {
        return describe_square(position, square);
    };
    words
        .extend(piece_on(piece.role, square))
        .punctuation(Punctuation::Colon);
    // A piece of the side not to move: its moves as they would be were it
    // its turn (none when that position cannot be).
    let turned = (piece.color != position.turn())
        .then(|| position.clone().swap_turn().ok())
        .flatten();
    let position = turned.as_ref().unwrap_or(position);
    let mut moves: Vec<Move> = position
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(square))
        .collect();
    // From the a-file to the h-file, each file upwards, as a board is read.
    moves.sort_by_key(|m| (m.to().file(), m.to().rank(), m.promotion()));
    let moves: Vec<Announcement> = moves
        .into_iter()
        .map(|m| destination_words(position, m))
        .collect();
    if moves.is_empty() {
        words.phrase(Phrase::NoMoves);
    } else {
        words.list(moves, false);
    }
    words
}

/// A move of a known piece, said without the piece: "schlägt Felix
/// sieben, Schach"; castling is said in full.
fn destination_words(position: &Chess, m: Move) -> Announcement {
    let full = announce_move(position, m);
    if m.is_castle() {
        return full;
    }
    let mut words = Announcement::new();
    if m.is_capture() {
        words.push(Word::Takes);
    }
    words.square(m.to());
    words.words.extend(full.words.into_iter().skip_while(|w| {
        !matches!(
            w,
            Word::EnPassant | Word::PromotionTo | Word::Check | Word::Checkmate
        )
    }));
    words
}

/// Who attacks and who defends a square: "Eva vier, weißer Bauer:
/// angegriffen von Springer Felix sechs; gedeckt von Bauer David drei". On
/// an empty square, "angegriffen" names Black's pieces when White is to
/// move and the other way round, "gedeckt" the side to move.
pub fn attackers_and_defenders(position: &Chess, square: Square) -> Announcement {
    let board = position.board();
    let occupied = board.occupied();
    let mut words = describe_square(position, square);
    words.punctuation(Punctuation::Colon);
    let pieces_of = |words: &mut Announcement, color: Color| {
        let pieces: Vec<Announcement> = board
            .attacks_to(square, color, occupied)
            .into_iter()
            .filter_map(|from| board.piece_at(from).map(|piece| piece_on(piece.role, from)))
            .collect();
        if pieces.is_empty() {
            words.phrase(Phrase::Nobody);
        } else {
            words.list(pieces, false);
        }
    };
    // An empty square is attacked and defended by no one: each side's
    // pieces that reach it are named by side.
    let Some(owner) = board.color_at(square) else {
        for color in [Color::White, Color::Black] {
            if color == Color::Black {
                words.punctuation(Punctuation::Semicolon);
            }
            words
                .push(Word::Side(color))
                .punctuation(Punctuation::Colon);
            pieces_of(&mut words, color);
        }
        return words;
    };
    words.phrase(Phrase::AttackedBy);
    pieces_of(&mut words, !owner);
    words.punctuation(Punctuation::Semicolon);
    words.phrase(Phrase::DefendedBy);
    pieces_of(&mut words, owner);
    words
}

/// Time on a clock in words: "vier Minuten zwölf Sekunden"; hours when
/// there are any, seconds rounded down, and "null Sekunden" at zero.
pub fn time_words(time: Duration) -> Announcement {
    let total = time.as_secs();
    let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60);
    let mut words = Announcement::new();
    if hours > 0 {
        words.push(Word::Time(hours as u32, TimeUnit::Hour));
    }
    if minutes > 0 {
        words.push(Word::Time(minutes as u32, TimeUnit::Minute));
    }
    if seconds > 0 || words.words.is_empty() {
        words.push(Word::Time(seconds as u32, TimeUnit::Second));
    }
    words
}

/// Both clocks and the move number, as the FIDE appendix gives the
/// assistant's duty: said "Weiß vier Minuten zwölf Sekunden; Schwarz drei
/// Minuten; Zug einundzwanzig", printed "Weiß 4:12; Schwarz 3:00; Zug 21".
pub fn clock_reading(white: Duration, black: Duration, move_number: u32) -> Announcement {
    let mut words = Announcement::new();
    words
        .push(Word::Side(Color::White))
        .push(Word::Clock(white));
    words.punctuation(Punctuation::Semicolon);
    words
        .push(Word::Side(Color::Black))
        .push(Word::Clock(black));
    words.punctuation(Punctuation::Semicolon);
    words.phrase(Phrase::Move).push(Word::Number(move_number));
    words
}

/// The end of a game: "Weiß gewinnt durch Schachmatt", "Remis durch Patt".
pub fn game_end(verdict: &Verdict) -> Announcement {
    let mut words = Announcement::new();
    match verdict.outcome {
        shakmaty::KnownOutcome::Decisive { winner } => {
            words.push(Word::Side(winner)).phrase(Phrase::WinsBy);
        }
        shakmaty::KnownOutcome::Draw => {
            words.phrase(Phrase::DrawBy);
        }
    }
    words.push(Word::Reason(verdict.reason));
    words
}
