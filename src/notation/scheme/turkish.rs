//! Turkish words (lichess's blind mode) and the FIDE words in Turkish
//! sentences.

use super::Scheme;
use crate::game::Reason;
use crate::notation::numbers::NumberWords;
use crate::notation::sentences::Language;
use crate::notation::word::Phrase;

fn turkish_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "boş",
        Phrase::Or => "ya da",
        Phrase::Move => "Hamle",
        Phrase::WinsBy => "kazanır:",
        Phrase::DrawBy => "Berabere:",
        Phrase::Reaches => "— hedef:",
        Phrase::NoMoveTo => "Şu kareye hamle yok:",
        Phrase::NothingToTake => "alınacak taş yok",
        Phrase::NotPossible => "mümkün değil",
        Phrase::NotUnderstood => "anlaşılmadı",
        Phrase::NothingEntered => "Hamle yazılmadı",
        Phrase::AttackedBy => "saldıran:",
        Phrase::DefendedBy => "koruyan:",
        Phrase::Nobody => "kimse",
        Phrase::NoMoves => "hamle yok",
        Phrase::NoPieces => "taş yok",
        Phrase::ToMove => "oynar",
        Phrase::Against => "karşı",
        Phrase::TakenBack => "geri alındı",
        Phrase::BetterPlus => "daha iyi, artı",
        Phrase::BetterMinus => "daha iyi, eksi",
        Phrase::Point => "virgül",
        Phrase::Equal => "Konum dengede",
        Phrase::MatesIn => "mat eder, hamle sayısı:",
        Phrase::ComputerLevel => "bilgisayar, seviye",
        Phrase::Hint => "Öneri",
        Phrase::Correction => "Düzeltme",
        Phrase::ClockPressed => "Saate basıldı",
        Phrase::OffersDraw => "beraberlik teklif ediyor",
        Phrase::PickedUp => "kaldırıldı",
        Phrase::PutBack => "yerine kondu",
        Phrase::IllegalMoveBy => "kural dışı hamle:",
        Phrase::TimeAddedFor => "süre eklendi:",
        Phrase::TimeTakenFrom => "süre düşüldü:",
        Phrase::ClockSetFor => "saat ayarlandı:",
        Phrase::ClocksStopped => "saatler durduruldu",
        Phrase::ClocksStarted => "saatler yeniden başlatıldı",
        Phrase::ControlChanged => "yeni süre kontrolü",
        Phrase::MoveSealedBy => "zarf hamlesi:",
        Phrase::QuickplayClaimBy => "hızlı bitiriş talebi:",
        Phrase::DecisionPostponed => "karar ertelendi",
        Phrase::ClaimRejected => "talep reddedildi",
        Phrase::ReceivedOn => "alındı:",
        Phrase::SentOn => "gönderildi:",
    }
}

fn turkish_reason(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "mat",
        Reason::Resignation => "terk",
        Reason::Stalemate => "pat",
        Reason::DeadPosition => "ölü konum",
        Reason::Agreement => "anlaşma",
        Reason::ThreefoldRepetition => "üç kez tekrar",
        Reason::FiftyMoves => "elli hamle kuralı",
        Reason::FivefoldRepetition => "beş kez tekrar",
        Reason::SeventyFiveMoves => "yetmiş beş hamle kuralı",
        Reason::TimeForfeit => "süre aşımı",
        Reason::TimeForfeitUnwinnable => "süre aşımı, mat imkânı yok",
        Reason::IllegalMove => "ikinci kural dışı hamle",
        Reason::IllegalMoveUnwinnable => "ikinci kural dışı hamle, mat imkânı yok",
        Reason::ArbiterDecision => "hakem kararı",
    }
}

/// Turkish words, as lichess's blind mode says them: şah, vezir, kale,
/// fil, at, piyon; SAN with Ş V K F A; the files as letters.
pub static TURKISH: Scheme = Scheme {
    name: "local",
    files: ["a", "b", "c", "d", "e", "f", "g", "h"],
    ranks: ["bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz"],
    pieces: ["piyon", "at", "fil", "kale", "vezir", "şah"],
    pieces_plural: [
        "piyonlar", "atlar", "filler", "kaleler", "vezirler", "şahlar",
    ],
    coloured_pieces: [
        [
            "beyaz piyon",
            "beyaz at",
            "beyaz fil",
            "beyaz kale",
            "beyaz vezir",
            "beyaz şah",
        ],
        [
            "siyah piyon",
            "siyah at",
            "siyah fil",
            "siyah kale",
            "siyah vezir",
            "siyah şah",
        ],
    ],
    no_piece: [
        "Piyon yok",
        "At yok",
        "Fil yok",
        "Kale yok",
        "Vezir yok",
        "Şah yok",
    ],
    sides: ["Beyaz", "Siyah"],
    takes: "alır",
    short_castling: "Kısa rok",
    long_castling: "Uzun rok",
    promotion_to: "terfi:",
    letters: ['A', 'F', 'K', 'V', 'Ş'],
    en_passant: "geçerken alma",
    check: "şah",
    checkmate: "şah mat",
    numbers: NumberWords {
        ones: [
            "sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz", "on",
            "on bir", "on iki", "on üç", "on dört", "on beş", "on altı", "on yedi", "on sekiz",
            "on dokuz",
        ],
        tens: [
            "", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan",
        ],
        one_in_compound: "bir",
        units_first: false,
        tens_joiner: " ",
        one_hundred: "yüz",
        hundred: "yüz",
        one_thousand: "bin",
        thousand: "bin",
        gap: " ",
        before_thousand: " ",
        hundreds: None,
    },
    // A Turkish noun after a number stays singular: "iki dakika".
    time_units: [("saat", "saat"), ("dakika", "dakika"), ("saniye", "saniye")],
    one_before_unit: "bir",
    unit_numbers: None,
    phrases: turkish_phrase,
    reasons: turkish_reason,
    language: Language::Turkish,
    decimal_mark: ',',
};

/// The FIDE words in Turkish sentences.
pub static FIDE_TURKISH: Scheme = fide_in!(
    TURKISH,
    coloured: [
        ["beyaz Bauer", "beyaz Springer", "beyaz Läufer", "beyaz Turm", "beyaz Dame", "beyaz König"],
        ["siyah Bauer", "siyah Springer", "siyah Läufer", "siyah Turm", "siyah Dame", "siyah König"],
    ],
    no_piece: ["Bauer yok", "Springer yok", "Läufer yok", "Turm yok", "Dame yok", "König yok"],
);
