//! English words and sentences, and the FIDE words in English sentences.

use super::{ClockAnd, Scheme};
use crate::game::Reason;
use crate::notation::numbers::NumberWords;
use crate::notation::sentences::Language;
use crate::notation::word::Phrase;

fn english_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "empty",
        Phrase::Or => "or",
        Phrase::Move => "Move",
        Phrase::WinsBy => "wins by",
        Phrase::DrawBy => "Draw by",
        Phrase::Reaches => "reaches",
        Phrase::NoMoveTo => "No move to",
        Phrase::NothingToTake => "nothing to take",
        Phrase::NotPossible => "not possible",
        Phrase::NotUnderstood => "not understood",
        Phrase::NothingEntered => "No move entered",
        Phrase::AttackedBy => "attacked by",
        Phrase::DefendedBy => "defended by",
        Phrase::Nobody => "nobody",
        Phrase::NoMoves => "no moves",
        Phrase::NoPieces => "no pieces",
        Phrase::ToMove => "to move",
        Phrase::Against => "against",
        Phrase::TakenBack => "taken back",
        Phrase::BetterPlus => "is better by",
        Phrase::BetterMinus => "is better by",
        Phrase::Point => "point",
        Phrase::Equal => "The position is equal",
        Phrase::MatesIn => "mates in",
        Phrase::ComputerLevel => "computer, level",
        Phrase::Hint => "Hint",
        Phrase::Correction => "Correction",
        Phrase::ClockPressed => "Clock pressed",
        Phrase::OffersDraw => "offers a draw",
        Phrase::PickedUp => "picked up",
        Phrase::PutBack => "put back",
        Phrase::IllegalMoveBy => "illegal move by",
        Phrase::TimeAddedFor => "time added for",
        Phrase::TimeTakenFrom => "time taken from",
        Phrase::ClockSetFor => "clock set for",
        Phrase::ClocksStopped => "clocks stopped",
        Phrase::ClocksStarted => "clocks started",
        Phrase::ControlChanged => "new time control",
        Phrase::MoveSealedBy => "move sealed by",
        Phrase::QuickplayClaimBy => "quickplay claim by",
        Phrase::DecisionPostponed => "decision postponed",
        Phrase::ClaimRejected => "claim rejected",
        Phrase::ReceivedOn => "received",
        Phrase::SentOn => "sent",
    }
}

/// The FIDE words in English sentences (`--language en --scheme fide`).
pub static FIDE_ENGLISH: Scheme = fide_in!(
    ENGLISH_WORDS,
    coloured: [
        ["white Bauer", "white Springer", "white Läufer", "white Turm", "white Dame", "white König"],
        ["black Bauer", "black Springer", "black Läufer", "black Turm", "black Dame", "black König"],
    ],
    no_piece: ["No Bauer", "No Springer", "No Läufer", "No Turm", "No Dame", "No König"],
);

/// English words with the FIDE file names.
pub static ENGLISH: Scheme = ENGLISH_WORDS;

const ENGLISH_WORDS: Scheme = Scheme {
    name: "english",
    files: [
        "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
    ],
    ranks: [
        "one", "two", "three", "four", "five", "six", "seven", "eight",
    ],
    pieces: ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King"],
    pieces_plural: ["Pawns", "Knights", "Bishops", "Rooks", "Queens", "Kings"],
    coloured_pieces: [
        [
            "white pawn",
            "white knight",
            "white bishop",
            "white rook",
            "white queen",
            "white king",
        ],
        [
            "black pawn",
            "black knight",
            "black bishop",
            "black rook",
            "black queen",
            "black king",
        ],
    ],
    no_piece: [
        "No pawn",
        "No knight",
        "No bishop",
        "No rook",
        "No queen",
        "No king",
    ],
    sides: ["White", "Black"],
    takes: "takes",
    short_castling: "Short castling",
    long_castling: "Long castling",
    promotion_to: "promotes to",
    letters: ['N', 'B', 'R', 'Q', 'K'],
    en_passant: "en passant",
    check: "check",
    checkmate: "checkmate",
    numbers: NumberWords {
        ones: [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ],
        tens: [
            "", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
        ],
        one_in_compound: "one",
        units_first: false,
        tens_joiner: "-",
        one_hundred: "one hundred",
        hundred: "hundred",
        one_thousand: "one thousand",
        thousand: "thousand",
        gap: " ",
        before_thousand: " ",
        hundreds: None,
    },
    time_units: [
        ("hour", "hours"),
        ("minute", "minutes"),
        ("second", "seconds"),
    ],
    one_before_unit: "one",
    unit_numbers: None,
    clock_and: ClockAnd::Nothing,
    phrases: english_phrase,
    reasons: Reason::phrase,
    language: Language::English,
    decimal_mark: '.',
};
