//! Words in and out: the phonetic schemes, announcements as word tokens,
//! reading any typed move, and moves in every notation.

pub mod announce;
pub mod calendar;
pub mod cells;
pub mod date;
pub mod formats;
pub mod latin;
pub mod message;
mod numbers;
pub mod outside;
pub mod reader;
pub mod refusal;
pub mod scheme;
mod sentences;
pub mod word;

pub use announce::{
    Line, announce_move, announce_played, attackers_and_defenders, clock_reading, describe_square,
    game_end, legal_moves_from, piece_lines, piece_list, piece_on, scan, scan_from, scan_lines,
    time_words,
};
pub use formats::{Notation, write_move};
pub use message::{
    ArbiterText, BoardText, CardLine, CardMove, CliCommand, CliText, CommandLineFault, CorrCommand,
    CorrText, DateOf, EngineProblem, FileProblem, Form, HeaderField, Help, HelpTopic, IccfText,
    LichessPace, LichessPlayer, MailDoubt, MailProgramTrouble, MailSays, Message, MoveFault,
    NotPlayable, OnlineText, PackProblem, RecordFault, Seat, ServerTrouble, SheetEntry, SheetNote,
    SoundFault, SoundTrouble, TouchNote, Usage,
};
pub use numbers::NumberWords;
pub use reader::{piece_named, read_move, read_refused_move, read_typed_move, reads_as_move};
pub use refusal::Refusal;
pub use scheme::{ENGLISH, FIDE, Scheme, spell_ascii};
pub use sentences::{Language, Slot, Vocabulary, ascii_digits, fold};
pub use word::{Announcement, Phrase, Punctuation, TimeUnit, Word};
