//! The identity of a position for repetition (article 9.2.2) and the count of
//! how often each position has stood on the board.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use shakmaty::{Bitboard, Board, Chess, Color, Position, Square};

/// What makes two positions "the same" under article 9.2.2: the same player
/// to move, the same pieces on the same squares, and the same possible moves,
/// which the Laws spell out as the same castling rights (9.2.2.2: a right is
/// lost once king or rook has moved, even where castling is not yet possible)
/// and the same en passant possibility (9.2.2.1: only when an en passant
/// capture is actually legal).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionKey {
    board: Board,
    turn: Color,
    castling_rights: Bitboard,
    en_passant: Option<Square>,
}

impl PositionKey {
    pub fn of(position: &Chess) -> PositionKey {
        PositionKey {
            board: position.board().clone(),
            turn: position.turn(),
            castling_rights: position.castles().castling_rights(),
            en_passant: position.legal_ep_square(),
        }
    }
}

/// A fast hasher for position keys, which come from the game itself and
/// need no protection against chosen collisions: each word is folded in by
/// a multiply and a rotation (the scheme of rustc's own hasher).
#[derive(Default)]
pub(crate) struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// How often each position has occurred in a game.
#[derive(Clone, Debug, Default)]
pub(crate) struct Repetitions {
    counts: HashMap<PositionKey, u32, BuildHasherDefault<WordHasher>>,
}

impl Repetitions {
    /// Counts one more occurrence and returns how often the position has now
    /// occurred.
    pub fn add(&mut self, key: PositionKey) -> u32 {
        let count = self.counts.entry(key).or_insert(0);
        *count += 1;
        *count
    }

    /// Forgets one occurrence, as when a move is taken back.
    pub fn remove(&mut self, key: &PositionKey) {
        if let Some(count) = self.counts.get_mut(key) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                self.counts.remove(key);
            }
        }
    }

    /// How often the position has occurred.
    pub fn count(&self, key: &PositionKey) -> u32 {
        self.counts.get(key).copied().unwrap_or(0)
    }
}
