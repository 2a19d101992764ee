//! Announcements as data: a sequence of word tokens that a scheme renders to
//! text, a clip voice to recordings, the audio export to samples.

use shakmaty::{Color, File, Rank, Role, Square};

use crate::game::Reason;

/// One thing said.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Word {
    File(File),
    Rank(Rank),
    /// A piece named on its own: "Springer".
    Piece(Role),
    /// Several pieces of a kind: "Türme".
    Pieces(Role),
    /// A piece of a side: "weißer Bauer", "schwarze Dame".
    ColouredPiece(Color, Role),
    /// "Kein Springer", "Keine Dame".
    NoPiece(Role),
    /// "Weiß", "Schwarz".
    Side(Color),
    /// "schlägt".
    Takes,
    ShortCastling,
    LongCastling,
    /// "Umwandlung in", followed by the piece.
    PromotionTo,
    EnPassant,
    /// The suffix ", Schach".
    Check,
    /// The suffix ", Schachmatt".
    Checkmate,
    Number(u32),
    /// A count of a unit of time: "vier Minuten", "eine Sekunde".
    Time(u32, TimeUnit),
    /// A clock reading: printed `4:12`, said "vier Minuten zwölf Sekunden".
    Clock(std::time::Duration),
    /// A number with one decimal: printed `1,2`, said "eins Komma zwei".
    Decimal {
        whole: u32,
        tenth: u32,
    },
    /// A day of the calendar: printed `2026-11-20`, said "zwanzigsten
    /// November zweitausendsechsundzwanzig".
    Date {
        year: i32,
        month: u32,
        day: u32,
    },
    Phrase(Phrase),
    Reason(Reason),
    Punctuation(Punctuation),
    /// Text given by a person (an input echoed back), said as it is.
    Verbatim(String),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TimeUnit {
    Hour,
    Minute,
    Second,
}

/// The words of sentences around moves, squares and clocks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phrase {
    /// An empty square: "leer".
    Empty,
    /// Between the last two alternatives: "oder".
    Or,
    /// "Zug", before a move number.
    Move,
    /// "gewinnt durch", after the winner.
    WinsBy,
    /// "Remis durch".
    DrawBy,
    /// "erreicht", after "Kein Springer".
    Reaches,
    /// "Kein Zug nach", before a square.
    NoMoveTo,
    /// "nichts zu schlagen", after a square.
    NothingToTake,
    /// "nicht möglich", after a castling.
    NotPossible,
    /// "nicht verstanden", after an input.
    NotUnderstood,
    /// "Kein Zug eingegeben".
    NothingEntered,
    /// "angegriffen von".
    AttackedBy,
    /// "gedeckt von".
    DefendedBy,
    /// "niemand".
    Nobody,
    /// "keine Züge", for a piece that cannot move.
    NoMoves,
    /// "keine Figuren".
    NoPieces,
    /// "am Zug".
    ToMove,
    /// "gegen", between the two players.
    Against,
    /// "zurückgenommen", after a move.
    TakenBack,
    /// "steht besser, plus", after a side: ahead by this much.
    BetterPlus,
    /// "steht besser, minus", after Black: ahead by this much.
    BetterMinus,
    /// "Komma", the decimal point.
    Point,
    /// "Ausgeglichen": neither side is better.
    Equal,
    /// "setzt matt in", after a side, before a number of moves.
    MatesIn,
    /// "Computer, Stufe", before the engine's level.
    ComputerLevel,
    /// "Vorschlag", before a suggested move.
    Hint,
    /// "Korrektur", before a corrected move.
    Correction,
    /// "Uhr gedrückt": a move is complete.
    ClockPressed,
    /// "bietet Remis an", after a side.
    OffersDraw,
    /// "aufgenommen", after a piece on its square (board mode).
    PickedUp,
    /// "zurückgestellt": a piece picked up is put back.
    PutBack,
    /// "regelwidriger Zug von", before a side: an illegal move ruled
    /// (7.5), on the spoken scoresheet.
    IllegalMoveBy,
    /// "Zeitgutschrift für", before a side and the time the arbiter
    /// added (6.10.2, 7.5.5, 9.5.3).
    TimeAddedFor,
    /// "Zeitabzug für", before a side and the time the arbiter took.
    TimeTakenFrom,
    /// "Uhr gestellt für", before a side and the time the arbiter set.
    ClockSetFor,
    /// "Uhren angehalten": the arbiter stopped the clocks (6.11.1).
    ClocksStopped,
    /// "Uhren gestartet": the arbiter started them again (6.11.3).
    ClocksStarted,
    /// "neue Bedenkzeit": an increment or delay introduced (III.4).
    ControlChanged,
    /// "Abgabezug von", before a side: a move sealed (Guidelines I.1).
    MoveSealedBy,
    /// "Endspurt-Reklamation von", before a side: a quickplay-finish claim
    /// (10.2).
    QuickplayClaimBy,
    /// "Entscheidung vertagt" (10.2 b).
    DecisionPostponed,
    /// "Reklamation abgelehnt" (10.2 c).
    ClaimRejected,
    /// "erhalten am", before the date a correspondence move came.
    ReceivedOn,
    /// "gesendet am", before the date a correspondence move was sent.
    SentOn,
}

impl Phrase {
    /// Every phrase, for the voice packs.
    pub const ALL: [Phrase; 44] = [
        Phrase::Empty,
        Phrase::Or,
        Phrase::Move,
        Phrase::WinsBy,
        Phrase::DrawBy,
        Phrase::Reaches,
        Phrase::NoMoveTo,
        Phrase::NothingToTake,
        Phrase::NotPossible,
        Phrase::NotUnderstood,
        Phrase::NothingEntered,
        Phrase::AttackedBy,
        Phrase::DefendedBy,
        Phrase::Nobody,
        Phrase::NoMoves,
        Phrase::NoPieces,
        Phrase::ToMove,
        Phrase::Against,
        Phrase::TakenBack,
        Phrase::BetterPlus,
        Phrase::BetterMinus,
        Phrase::Point,
        Phrase::Equal,
        Phrase::MatesIn,
        Phrase::ComputerLevel,
        Phrase::Hint,
        Phrase::Correction,
        Phrase::ClockPressed,
        Phrase::OffersDraw,
        Phrase::PickedUp,
        Phrase::PutBack,
        Phrase::IllegalMoveBy,
        Phrase::TimeAddedFor,
        Phrase::TimeTakenFrom,
        Phrase::ClockSetFor,
        Phrase::ClocksStopped,
        Phrase::ClocksStarted,
        Phrase::ControlChanged,
        Phrase::MoveSealedBy,
        Phrase::QuickplayClaimBy,
        Phrase::DecisionPostponed,
        Phrase::ClaimRejected,
        Phrase::ReceivedOn,
        Phrase::SentOn,
    ];
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Punctuation {
    Comma,
    Semicolon,
    Colon,
    Question,
}

/// What annabella says at one moment: words in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Announcement {
    pub words: Vec<Word>,
}

impl Announcement {
    pub fn new() -> Announcement {
        Announcement::default()
    }

    pub fn with_capacity(words: usize) -> Announcement {
        Announcement {
            words: Vec::with_capacity(words),
        }
    }

    pub fn push(&mut self, word: Word) -> &mut Announcement {
        self.words.push(word);
        self
    }

    pub fn square(&mut self, square: Square) -> &mut Announcement {
        self.push(Word::File(square.file()))
            .push(Word::Rank(square.rank()))
    }

    pub fn phrase(&mut self, phrase: Phrase) -> &mut Announcement {
        self.push(Word::Phrase(phrase))
    }

    pub fn punctuation(&mut self, mark: Punctuation) -> &mut Announcement {
        self.push(Word::Punctuation(mark))
    }

    /// Appends `items`, separated by commas, with "oder"/"or" before the
    /// last one when `or` is set.
    pub fn list(&mut self, items: Vec<Announcement>, or: bool) -> &mut Announcement {
        let count = items.len();
        for (index, item) in items.into_iter().enumerate() {
            if index > 0 {
                if or && index + 1 == count {
                    self.phrase(Phrase::Or);
                } else {
                    self.punctuation(Punctuation::Comma);
                }
            }
            self.words.extend(item.words);
        }
        self
    }

    pub fn extend(&mut self, other: Announcement) -> &mut Announcement {
        self.words.extend(other.words);
        self
    }
}

impl From<Vec<Word>> for Announcement {
    fn from(words: Vec<Word>) -> Announcement {
        Announcement { words }
    }
}
