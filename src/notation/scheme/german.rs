//! The German words of the FIDE appendix for visually impaired players,
//! and German sentences around them.

use super::{ClockAnd, Scheme};
use crate::game::Reason;
use crate::notation::numbers::NumberWords;
use crate::notation::sentences::Language;
use crate::notation::word::Phrase;

fn german_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "leer",
        Phrase::Or => "oder",
        Phrase::Move => "Zug",
        Phrase::WinsBy => "gewinnt durch",
        Phrase::DrawBy => "Remis durch",
        Phrase::Reaches => "erreicht",
        Phrase::NoMoveTo => "Kein Zug nach",
        Phrase::NothingToTake => "nichts zu schlagen",
        Phrase::NotPossible => "nicht möglich",
        Phrase::NotUnderstood => "nicht verstanden",
        Phrase::NothingEntered => "Kein Zug eingegeben",
        Phrase::AttackedBy => "angegriffen von",
        Phrase::DefendedBy => "gedeckt von",
        Phrase::Nobody => "niemand",
        Phrase::NoMoves => "keine Züge",
        Phrase::NoPieces => "keine Figuren",
        Phrase::ToMove => "am Zug",
        Phrase::Against => "gegen",
        Phrase::TakenBack => "zurückgenommen",
        Phrase::BetterPlus => "steht besser, plus",
        Phrase::BetterMinus => "steht besser, minus",
        Phrase::Point => "Komma",
        Phrase::Equal => "Ausgeglichen",
        Phrase::MatesIn => "setzt matt in",
        Phrase::ComputerLevel => "Computer, Stufe",
        Phrase::Hint => "Vorschlag",
        Phrase::Correction => "Korrektur",
        Phrase::ClockPressed => "Uhr gedrückt",
        Phrase::OffersDraw => "bietet Remis an",
        Phrase::PickedUp => "aufgenommen",
        Phrase::PutBack => "zurückgestellt",
        Phrase::IllegalMoveBy => "regelwidriger Zug von",
        Phrase::TimeAddedFor => "Zeitgutschrift für",
        Phrase::TimeTakenFrom => "Zeitabzug für",
        Phrase::ClockSetFor => "Uhr gestellt für",
        Phrase::ClocksStopped => "Uhren angehalten",
        Phrase::ClocksStarted => "Uhren gestartet",
        Phrase::ControlChanged => "neue Bedenkzeit",
        Phrase::MoveSealedBy => "Abgabezug von",
        Phrase::QuickplayClaimBy => "Endspurt-Reklamation von",
        Phrase::DecisionPostponed => "Entscheidung vertagt",
        Phrase::ClaimRejected => "Reklamation abgelehnt",
        Phrase::ReceivedOn => "erhalten am",
        Phrase::SentOn => "gesendet am",
    }
}

fn german_reason(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "Schachmatt",
        Reason::Resignation => "Aufgabe",
        Reason::Stalemate => "Patt",
        Reason::DeadPosition => "tote Stellung",
        Reason::Agreement => "Einigung",
        Reason::ThreefoldRepetition => "dreimalige Stellungswiederholung",
        Reason::FiftyMoves => "die Fünfzig-Züge-Regel",
        Reason::FivefoldRepetition => "fünfmalige Stellungswiederholung",
        Reason::SeventyFiveMoves => "die Fünfundsiebzig-Züge-Regel",
        Reason::TimeForfeit => "Zeitüberschreitung",
        Reason::TimeForfeitUnwinnable => "Zeitüberschreitung ohne Mattmöglichkeit",
        Reason::IllegalMove => "zweiten regelwidrigen Zug",
        Reason::IllegalMoveUnwinnable => "zweiten regelwidrigen Zug ohne Mattmöglichkeit",
        Reason::ArbiterDecision => "Entscheidung des Schiedsrichters",
    }
}

/// German words, as the FIDE appendix for visually impaired players has them.
pub static FIDE: Scheme = GERMAN;

/// German's own words are the FIDE words; `local` names them so.
pub static LOCAL_GERMAN: Scheme = Scheme {
    name: "local",
    ..GERMAN
};

pub(super) const GERMAN: Scheme = Scheme {
    name: "fide",
    files: [
        "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hektor",
    ],
    ranks: [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
    ],
    pieces: ["Bauer", "Springer", "Läufer", "Turm", "Dame", "König"],
    pieces_plural: ["Bauern", "Springer", "Läufer", "Türme", "Damen", "Könige"],
    coloured_pieces: [
        [
            "weißer Bauer",
            "weißer Springer",
            "weißer Läufer",
            "weißer Turm",
            "weiße Dame",
            "weißer König",
        ],
        [
            "schwarzer Bauer",
            "schwarzer Springer",
            "schwarzer Läufer",
            "schwarzer Turm",
            "schwarze Dame",
            "schwarzer König",
        ],
    ],
    no_piece: [
        "Kein Bauer",
        "Kein Springer",
        "Kein Läufer",
        "Kein Turm",
        "Keine Dame",
        "Kein König",
    ],
    sides: ["Weiß", "Schwarz"],
    takes: "schlägt",
    short_castling: "Kurze Rochade",
    long_castling: "Lange Rochade",
    promotion_to: "Umwandlung in",
    letters: ['S', 'L', 'T', 'D', 'K'],
    en_passant: "en passant",
    check: "Schach",
    checkmate: "Schachmatt",
    numbers: NumberWords {
        ones: [
            "null",
            "eins",
            "zwei",
            "drei",
            "vier",
            "fünf",
            "sechs",
            "sieben",
            "acht",
            "neun",
            "zehn",
            "elf",
            "zwölf",
            "dreizehn",
            "vierzehn",
            "fünfzehn",
            "sechzehn",
            "siebzehn",
            "achtzehn",
            "neunzehn",
        ],
        tens: [
            "", "zehn", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig",
            "achtzig", "neunzig",
        ],
        one_in_compound: "ein",
        units_first: true,
        tens_joiner: "und",
        one_hundred: "hundert",
        hundred: "hundert",
        one_thousand: "tausend",
        thousand: "tausend",
        gap: "",
        before_thousand: "",
        hundreds: None,
    },
    time_units: [
        ("Stunde", "Stunden"),
        ("Minute", "Minuten"),
        ("Sekunde", "Sekunden"),
    ],
    one_before_unit: "eine",
    unit_numbers: None,
    clock_and: ClockAnd::Nothing,
    phrases: german_phrase,
    reasons: german_reason,
    language: Language::German,
    decimal_mark: ',',
};
