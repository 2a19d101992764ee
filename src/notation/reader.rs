//! Reading a typed move in any notation a player may use (SPEC section 3):
//! SAN with English or German piece letters, coordinates, the phonetic words
//! of either scheme, a destination alone, or ICCF digits.
//!
//! The input becomes a list of atoms (piece, file, rank, "takes", castling,
//! promotion). Letters that mean two things (`b`: file or bishop, `d`: file
//! or German Dame) give several readings, tried in order; the first reading
//! that fits a legal move decides. A reading that fits several moves is
//! refused with the candidates; nothing fits, with the reason.

use shakmaty::{Bitboard, CastlingSide, Chess, File, Move, Piece, Position, Rank, Role, Square};

use super::refusal::Refusal;

/// One meaningful piece of an input.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Atom {
    File(File),
    Rank(Rank),
    Piece(Role),
    Takes,
    Promotion,
    Castle(CastlingSide),
    /// A letter that is one atom or another, the first tried first.
    Either(Choice, Choice),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Choice {
    File(File),
    Piece(Role),
}

impl From<Choice> for Atom {
    fn from(choice: Choice) -> Atom {
        match choice {
            Choice::File(file) => Atom::File(file),
            Choice::Piece(role) => Atom::Piece(role),
        }
    }
}

/// Words of the phonetic schemes, spelt as [`normalise`] leaves them.
fn phonetic_word(word: &str) -> Option<Atom> {
    let file = |f| Some(Atom::File(f));
    let rank = |r| Some(Atom::Rank(r));
    let piece = |p| Some(Atom::Piece(p));
    match word {
        "anna" => file(File::A),
        "bella" => file(File::B),
        "caesar" | "cesar" | "cäsar" => file(File::C),
        "david" => file(File::D),
        "eva" => file(File::E),
        "felix" => file(File::F),
        "gustav" => file(File::G),
        "hektor" | "hector" => file(File::H),
        "eins" | "one" => rank(Rank::First),
        "zwei" | "two" => rank(Rank::Second),
        "drei" | "three" => rank(Rank::Third),
        "vier" | "four" => rank(Rank::Fourth),
        "fuenf" | "five" => rank(Rank::Fifth),
        "sechs" | "six" => rank(Rank::Sixth),
        "sieben" | "seven" => rank(Rank::Seventh),
        "acht" | "eight" => rank(Rank::Eighth),
        "koenig" | "king" => piece(Role::King),
        "dame" | "queen" => piece(Role::Queen),
        "turm" | "rook" => piece(Role::Rook),
        "laeufer" | "bishop" => piece(Role::Bishop),
        "springer" | "knight" => piece(Role::Knight),
        "bauer" | "pawn" => piece(Role::Pawn),
        "schlaegt" | "takes" | "captures" => Some(Atom::Takes),
        _ => None,
    }
}

/// Words that may be typed but carry nothing: what an announcement adds
/// after a move, and the glue of multi-word phrases.
fn silent_word(word: &str) -> bool {
    matches!(
        word,
        "schach"
            | "schachmatt"
            | "matt"
            | "check"
            | "checkmate"
            | "mate"
            | "en"
            | "passant"
            | "e.p."
            | "ep"
    )
}

/// Lower case, umlauts and ß spelt out, punctuation that only separates
/// turned into spaces.
fn normalise(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for c in input.chars() {
        match c {
            'ä' | 'Ä' => out.push_str("ae"),
            'ö' | 'Ö' => out.push_str("oe"),
            'ü' | 'Ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            ',' | ';' | '!' | '?' | '+' | '#' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A word that is not a phonetic word: SAN, coordinates or castling, read
/// letter by letter. Case decides which meaning of `b` and `d` comes first.
fn compact_word(word: &str, atoms: &mut Vec<Atom>) -> Result<(), ()> {
    let squeezed: String = word
        .chars()
        .filter(|c| *c != '-')
        .collect::<String>()
        .to_lowercase();
    match squeezed.as_str() {
        "oo" | "00" => {
            atoms.push(Atom::Castle(CastlingSide::KingSide));
            return Ok(());
        }
        "ooo" | "000" => {
            atoms.push(Atom::Castle(CastlingSide::QueenSide));
            return Ok(());
        }
        _ => {}
    }
    for c in word.chars() {
        let atom = match c {
            '-' | '.' => continue,
            'x' | 'X' | ':' => Atom::Takes,
            '=' => Atom::Promotion,
            '1'..='8' => Atom::Rank(Rank::new(u32::from(c) - u32::from('1'))),
            'b' => Atom::Either(Choice::File(File::B), Choice::Piece(Role::Bishop)),
            'B' => Atom::Either(Choice::Piece(Role::Bishop), Choice::File(File::B)),
            'd' => Atom::Either(Choice::File(File::D), Choice::Piece(Role::Queen)),
            'D' => Atom::Either(Choice::Piece(Role::Queen), Choice::File(File::D)),
            'a' | 'c' | 'e' | 'f' | 'g' | 'h' | 'A' | 'C' | 'E' | 'F' | 'G' | 'H' => {
                let index = u32::from(c.to_ascii_lowercase()) - u32::from('a');
                Atom::File(File::new(index))
            }
            'k' | 'K' => Atom::Piece(Role::King),
            'q' | 'Q' => Atom::Piece(Role::Queen),
            'r' | 'R' | 't' | 'T' => Atom::Piece(Role::Rook),
            'n' | 'N' | 's' | 'S' => Atom::Piece(Role::Knight),
            'l' | 'L' => Atom::Piece(Role::Bishop),
            'p' | 'P' => Atom::Piece(Role::Pawn),
            _ => return Err(()),
        };
        atoms.push(atom);
    }
    Ok(())
}

/// The atoms of an input, and whether a square was written compactly
/// ("f3" rather than "Felix drei"): a compact square with no piece is a
/// pawn move first, as in SAN.
fn atoms(input: &str) -> Result<(Vec<Atom>, bool), ()> {
    let text = normalise(input);
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut atoms = Vec::new();
    let mut compact = false;
    let mut index = 0;
    while index < words.len() {
        let word = words[index];
        let lower = word.to_lowercase();
        let next = words.get(index + 1).map(|w| w.to_lowercase());
        let pair = next.as_deref().map(|next| (lower.as_str(), next));
        match pair {
            Some(("kurze", "rochade") | ("short", "castling") | ("short", "castle")) => {
                atoms.push(Atom::Castle(CastlingSide::KingSide));
                index += 2;
                continue;
            }
            Some(("lange", "rochade") | ("long", "castling") | ("long", "castle")) => {
                atoms.push(Atom::Castle(CastlingSide::QueenSide));
                index += 2;
                continue;
            }
            Some(("umwandlung", "in") | ("promotes", "to")) => {
                atoms.push(Atom::Promotion);
                index += 2;
                continue;
            }
            _ => {}
        }
        if let Some(atom) = phonetic_word(&lower) {
            atoms.push(atom);
        } else if !silent_word(&lower) {
            let word = word
                .strip_suffix("e.p.")
                .filter(|w| !w.is_empty())
                .unwrap_or(word);
            let before = atoms.len();
            compact_word(word, &mut atoms)?;
            compact |= atoms[before..]
                .iter()
                .any(|a| matches!(a, Atom::File(_) | Atom::Either(Choice::File(_), _)));
        }
        index += 1;
    }
    Ok((atoms, compact))
}

/// Every reading of the atoms, the preferred meaning of each two-way letter
/// first; at most 16.
fn readings(atoms: &[Atom]) -> Vec<Vec<Atom>> {
    let choices: Vec<usize> = atoms
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, Atom::Either(..)))
        .map(|(i, _)| i)
        .take(4)
        .collect();
    let mut masks: Vec<u32> = (0..1u32 << choices.len()).collect();
    masks.sort_by_key(|mask| (mask.count_ones(), *mask));
    masks
        .into_iter()
        .map(|mask| {
            atoms
                .iter()
                .enumerate()
                .map(|(i, atom)| match *atom {
                    Atom::Either(first, second) => {
                        let bit = choices.iter().position(|&c| c == i);
                        match bit {
                            Some(bit) if mask & (1 << bit) != 0 => second.into(),
                            _ => first.into(),
                        }
                    }
                    atom => atom,
                })
                .collect()
        })
        .collect()
}

/// A place on the board named in an input: a file, a rank or both.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Place {
    file: Option<File>,
    rank: Option<Rank>,
}

impl Place {
    fn square(self) -> Option<Square> {
        Some(Square::from_coords(self.file?, self.rank?))
    }

    fn holds(self, square: Square) -> bool {
        self.file.is_none_or(|f| f == square.file()) && self.rank.is_none_or(|r| r == square.rank())
    }
}

/// What a reading asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Pattern {
    Castle(CastlingSide),
    Move {
        piece: Option<Role>,
        from: Option<Place>,
        to: Square,
        takes: bool,
        promotion: Option<Role>,
    },
}

/// Turns one reading into a pattern, or `None` if it makes no move.
fn pattern(atoms: &[Atom]) -> Option<Pattern> {
    let mut piece = None;
    let mut places: Vec<Place> = Vec::new();
    let mut takes = false;
    let mut promotion = None;
    let mut promotion_marked = false;
    let mut castle = None;
    for &atom in atoms {
        match atom {
            Atom::Castle(side) => castle = Some(side),
            Atom::Takes => takes = true,
            Atom::Promotion => promotion_marked = true,
            Atom::Piece(role) => {
                if places.is_empty() && piece.is_none() && !promotion_marked {
                    piece = Some(role);
                } else if !places.is_empty() && promotion.is_none() {
                    promotion = Some(role);
                } else {
                    return None;
                }
            }
            Atom::File(file) => {
                if promotion.is_some() {
                    return None;
                }
                places.push(Place {
                    file: Some(file),
                    rank: None,
                });
            }
            Atom::Rank(rank) => {
                if promotion.is_some() {
                    return None;
                }
                match places.last_mut() {
                    Some(place) if place.rank.is_none() => place.rank = Some(rank),
                    _ => places.push(Place {
                        file: None,
                        rank: Some(rank),
                    }),
                }
            }
            Atom::Either(..) => return None,
        }
    }
    if let Some(side) = castle {
        return (places.is_empty() && piece.is_none() && promotion.is_none())
            .then_some(Pattern::Castle(side));
    }
    if promotion_marked && promotion.is_none() {
        return None;
    }
    let to = places.pop()?.square()?;
    if places.len() > 1 {
        return None;
    }
    Some(Pattern::Move {
        piece,
        from: places.pop(),
        to,
        takes,
        promotion,
    })
}

/// Where the king ends up when castling: g- or c-file of its rank.
fn castling_target(m: Move) -> Option<Square> {
    match m {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                File::G
            } else {
                File::C
            };
            Some(Square::from_coords(file, king.rank()))
        }
        _ => None,
    }
}

fn castling_side(m: Move) -> Option<CastlingSide> {
    m.castling_side()
}

/// Does move `m` fit the pattern (ignoring "takes")? `pawn_only` restricts a
/// piece-less pattern to pawn moves, as SAN reads "e4" and "exd5".
fn fits(m: Move, pattern: &Pattern, pawn_only: bool) -> bool {
    match pattern {
        Pattern::Castle(side) => castling_side(m) == Some(*side),
        Pattern::Move {
            piece,
            from,
            to,
            promotion,
            ..
        } => {
            let role = m.role();
            let piece_fits = match piece {
                Some(piece) => *piece == role,
                None => !pawn_only || role == Role::Pawn,
            };
            let to_fits = m.to() == *to || castling_target(m) == Some(*to);
            let from_fits =
                from.is_none_or(|place| m.from().is_some_and(|square| place.holds(square)));
            let promotion_fits = promotion.is_none_or(|p| m.promotion() == Some(p));
            piece_fits && to_fits && from_fits && promotion_fits
        }
    }
}

/// The moves of `legal` that a pattern asks for, and the refusal if there
/// are none.
fn matches(legal: &[Move], pattern: &Pattern, compact: bool) -> Result<Vec<Move>, Refusal> {
    let (takes, to, piece, from) = match pattern {
        Pattern::Castle(side) => {
            let found: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|&m| fits(m, pattern, false))
                .collect();
            return if found.is_empty() {
                Err(Refusal::CastlingNotPossible(*side))
            } else {
                Ok(found)
            };
        }
        Pattern::Move {
            takes,
            to,
            piece,
            from,
            ..
        } => (*takes, *to, *piece, *from),
    };
    if piece.is_none() && from.is_none() && !takes {
        return bare_square(legal, pattern, to);
    }
    // SAN reads a piece-less "exd5" as a pawn's capture; coordinates
    // ("g1f3") may name any piece.
    let coordinates = from.is_some_and(|place| place.square().is_some());
    let san_pawn = piece.is_none() && compact && !coordinates;
    let pawn_captures_only = san_pawn && from.is_some();
    let search = |pawn_only: bool| -> Vec<Move> {
        legal
            .iter()
            .copied()
            .filter(|&m| fits(m, pattern, pawn_only))
            .collect()
    };
    let mut found = if san_pawn { search(true) } else { Vec::new() };
    if found.is_empty() && !pawn_captures_only {
        found = search(false);
    }
    // A king move that lands on the square beats castling that would put
    // the king there too (Chess960: Kg1 from f1 is not O-O).
    if found.iter().any(|m| !m.is_castle() && m.to() == to) {
        found.retain(|m| !m.is_castle() || m.to() == to);
    }
    let taking: Vec<Move> = found.iter().copied().filter(|m| m.is_capture()).collect();
    if takes && taking.is_empty() && !found.is_empty() {
        return Err(Refusal::NothingToTake(to));
    }
    if takes {
        found = taking;
    }
    if found.is_empty() {
        return Err(match piece {
            Some(role) => Refusal::NoPieceReaches(role, to),
            None if pawn_captures_only => Refusal::NoPieceReaches(Role::Pawn, to),
            None => Refusal::NoMoveTo(to),
        });
    }
    Ok(found)
}

/// A square alone (`d5`, `David fünf`): as in SAN, a pawn's move there
/// that takes nothing. When no pawn goes there, but one other legal move
/// does, that move is asked about, never played unasked; several are
/// named to choose from.
fn bare_square(legal: &[Move], pattern: &Pattern, to: Square) -> Result<Vec<Move>, Refusal> {
    let fitting = |pawn_only: bool| {
        legal
            .iter()
            .copied()
            .filter(move |&m| fits(m, pattern, pawn_only))
    };
    let pushes: Vec<Move> = fitting(true).filter(|m| !m.is_capture()).collect();
    if !pushes.is_empty() {
        return Ok(pushes);
    }
    let mut others: Vec<Move> = fitting(false).collect();
    // A king move that lands on the square beats castling that would put
    // the king there too (Chess960: Kg1 from f1 is not O-O).
    if others.iter().any(|m| !m.is_castle() && m.to() == to) {
        others.retain(|m| !m.is_castle() || m.to() == to);
    }
    let Some(&first) = others.first() else {
        return Err(Refusal::NoMoveTo(to));
    };
    // One pawn taking onto the last rank is one move, a queen unless a
    // piece was named.
    let one_piece = others
        .iter()
        .all(|m| m.from() == first.from() && m.to() == first.to());
    if !one_piece {
        return Ok(others);
    }
    let asked = others
        .iter()
        .copied()
        .find(|m| m.promotion() == Some(Role::Queen))
        .unwrap_or(first);
    Err(Refusal::Guess(asked))
}

/// ICCF numeric notation: four digits from-square to-square (files and
/// ranks 1–8), a fifth for promotion (1 queen, 2 rook, 3 bishop, 4 knight).
/// Castling is written as the king's move.
fn iccf(legal: &[Move], digits: &str) -> Option<Result<Move, Refusal>> {
    let bytes = digits.as_bytes();
    if !(bytes.len() == 4 || bytes.len() == 5) || !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let coordinate = |b: u8| (b'1'..=b'8').contains(&b).then(|| u32::from(b - b'1'));
    let square = |file: u8, rank: u8| {
        Some(Square::from_coords(
            File::new(coordinate(file)?),
            Rank::new(coordinate(rank)?),
        ))
    };
    let (Some(from), Some(to)) = (square(bytes[0], bytes[1]), square(bytes[2], bytes[3])) else {
        return Some(Err(Refusal::Unreadable(digits.to_owned())));
    };
    let promotion = match bytes.get(4) {
        None => None,
        Some(b'1') => Some(Role::Queen),
        Some(b'2') => Some(Role::Rook),
        Some(b'3') => Some(Role::Bishop),
        Some(b'4') => Some(Role::Knight),
        Some(_) => return Some(Err(Refusal::Unreadable(digits.to_owned()))),
    };
    let from_here = |m: &Move| m.from() == Some(from) && m.promotion() == promotion;
    let found = legal
        .iter()
        .copied()
        .find(|m| from_here(m) && !m.is_castle() && m.to() == to)
        .or_else(|| {
            legal
                .iter()
                .copied()
                .find(|&m| from_here(&m) && castling_target(m) == Some(to))
        });
    Some(found.ok_or(Refusal::NoMoveTo(to)))
}

/// Reads a typed move in `position`. Nothing about the position changes.
pub fn read_move(position: &Chess, input: &str) -> Result<Move, Refusal> {
    let legal: Vec<Move> = position.legal_moves().into_iter().collect();
    read_among(&legal, input)
}

/// The moves the pieces of the side to move could make by their own powers
/// on this board, whether or not they leave their king in check, castle out
/// of, through or into check, or castle after the king or rook has moved:
/// what a player may have made on the board when the rules refuse the move.
fn moves_by_powers(position: &Chess) -> Vec<Move> {
    let board = position.board();
    let turn = position.turn();
    let own = board.by_color(turn);
    let occupied = board.occupied();
    let last_rank = turn.fold_wb(Rank::Eighth, Rank::First);
    let mut moves = Vec::new();
    for from in own {
        let Some(role) = board.role_at(from) else {
            continue;
        };
        let targets = if role == Role::Pawn {
            let step = turn.fold_wb(8, -8);
            let mut targets = shakmaty::attacks::pawn_attacks(turn, from) & board.by_color(!turn);
            if let Some(one) = from.offset(step).filter(|sq| !occupied.contains(*sq)) {
                targets.add(one);
                let start = from.rank() == turn.fold_wb(Rank::Second, Rank::Seventh);
                if let Some(two) = one
                    .offset(step)
                    .filter(|sq| start && !occupied.contains(*sq))
                {
                    targets.add(two);
                }
            }
            targets
        } else {
            shakmaty::attacks::attacks(from, Piece { color: turn, role }, occupied) & !own
        };
        for to in targets {
            let capture = board.role_at(to);
            let promotions: &[Option<Role>] = if role == Role::Pawn && to.rank() == last_rank {
                &[
                    Some(Role::Queen),
                    Some(Role::Rook),
                    Some(Role::Bishop),
                    Some(Role::Knight),
                ]
            } else {
                &[None]
            };
            for &promotion in promotions {
                moves.push(Move::Normal {
                    role,
                    from,
                    capture,
                    to,
                    promotion,
                });
            }
        }
    }
    if let Some(king) = board.king_of(turn) {
        let rooks = board.rooks() & own & Bitboard::from_rank(king.rank());
        for rook in rooks {
            moves.push(Move::Castle { king, rook });
        }
    }
    moves
}

/// The move a player made on the board when the rules refuse the one typed
/// (article 7.5.1 asks which piece was moved): read as [`read_move`] among
/// the moves the pieces could make by their own powers. `None` when no such
/// move, or more than one, fits what was typed.
pub fn read_refused_move(position: &Chess, input: &str) -> Option<Move> {
    read_among(&moves_by_powers(position), input).ok()
}

/// The kind of piece a typed move names, and the squares its written
/// origin leaves (every square when none is written): what article 7.5.1
/// binds when no piece could have made the move by its own powers.
/// Castling names the king; a pawn move or an unreadable one names none.
pub fn piece_named(input: &str) -> Option<(Role, Bitboard)> {
    let (atoms, _) = atoms(input.trim()).ok()?;
    readings(&atoms)
        .iter()
        .find_map(|reading| match pattern(reading)? {
            Pattern::Castle(_) => Some((Role::King, Bitboard::FULL)),
            Pattern::Move {
                piece: Some(role),
                from,
                ..
            } => Some((
                role,
                Bitboard::FULL
                    .into_iter()
                    .filter(|&square| from.is_none_or(|place| place.holds(square)))
                    .collect(),
            )),
            Pattern::Move { piece: None, .. } => None,
        })
}

/// Reads a typed move as one of `legal`.
fn read_among(legal: &[Move], input: &str) -> Result<Move, Refusal> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(Refusal::NothingEntered);
    }
    if let Some(result) = iccf(legal, trimmed) {
        return result;
    }
    let (atoms, compact) = atoms(trimmed).map_err(|()| Refusal::Unreadable(trimmed.to_owned()))?;
    if atoms.is_empty() {
        return Err(Refusal::Unreadable(trimmed.to_owned()));
    }
    let mut first_refusal = None;
    for reading in readings(&atoms) {
        let Some(pattern) = pattern(&reading) else {
            continue;
        };
        match matches(legal, &pattern, compact) {
            Ok(found) if found.len() == 1 => return Ok(found[0]),
            Ok(found) => return Err(Refusal::Ambiguous(found)),
            Err(refusal) => {
                first_refusal.get_or_insert(refusal);
            }
        }
    }
    Err(first_refusal.unwrap_or_else(|| Refusal::Unreadable(trimmed.to_owned())))
}

/// Whether `input` is written as a move in some notation annabella reads,
/// whatever the position: a premove is kept only when it is.
pub fn reads_as_move(input: &str) -> bool {
    let trimmed = input.trim();
    if trimmed.len() >= 4 && trimmed.len() <= 5 && trimmed.bytes().all(|b| b.is_ascii_digit()) {
        return true;
    }
    atoms(trimmed).is_ok_and(|(atoms, _)| readings(&atoms).iter().any(|r| pattern(r).is_some()))
}

/// Reads a move typed by a player: as [`read_move`], and a pawn move to the
/// last rank with no piece named promotes to a queen, as on lichess (the
/// announcement says "Umwandlung in Dame"). Where two pawns could promote
/// there, the question names each pawn once.
pub fn read_typed_move(position: &Chess, input: &str) -> Result<Move, Refusal> {
    match read_move(position, input) {
        Err(Refusal::Ambiguous(moves)) if moves.iter().all(|m| m.promotion().is_some()) => {
            let queens: Vec<Move> = moves
                .into_iter()
                .filter(|m| m.promotion() == Some(Role::Queen))
                .collect();
            match queens.as_slice() {
                [one] => Ok(*one),
                _ => Err(Refusal::Ambiguous(queens)),
            }
        }
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("test FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal")
    }

    /// After 1. e4 e5 2. Nf3 d6 3. Bb5+ Nd7 4. O-O the knight d7 is pinned:
    /// Nc5 is refused, and the knight it moved is known.
    #[test]
    fn a_pinned_piece_moved_is_found() {
        let p = position("r1bqkbnr/pppn1ppp/3p4/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 3 4");
        assert!(read_move(&p, "Nc5").is_err());
        assert_eq!(
            read_refused_move(&p, "Nc5"),
            Some(Move::Normal {
                role: Role::Knight,
                from: Square::D7,
                capture: None,
                to: Square::C5,
                promotion: None
            })
        );
        // No knight reaches d4 by its own powers: no move is named.
        assert_eq!(read_refused_move(&p, "Nd4"), None);
    }

    /// The piece a move names, also in words and with its origin.
    #[test]
    fn the_piece_a_move_names() {
        assert_eq!(piece_named("Ke6"), Some((Role::King, Bitboard::FULL)));
        assert_eq!(
            piece_named("Dame Gustav fünf").map(|(role, _)| role),
            Some(Role::Queen)
        );
        assert_eq!(
            piece_named("Ngf3"),
            Some((Role::Knight, Bitboard::from(File::G)))
        );
        assert_eq!(piece_named("O-O").map(|(role, _)| role), Some(Role::King));
        assert_eq!(piece_named("e5"), None);
        assert_eq!(piece_named("xyz"), None);
    }
}
