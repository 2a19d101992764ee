//! Turkish words (lichess's blind mode) and the FIDE words in Turkish
//! sentences.

use super::{ClockAnd, Scheme};
use crate::game::Reason;
use crate::notation::numbers::NumberWords;
use crate::notation::sentences::Language;
use crate::notation::word::Phrase;

fn turkish_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "boş",
        Phrase::Or => "ya da",
        Phrase::Move => "Hamle",
        Phrase::WinsBy => "kazandı:",
        Phrase::DrawBy => "Berabere:",
        Phrase::Reaches => "— hedef:",
        Phrase::NoMoveTo => "Şu kareye hamle yok:",
        Phrase::NothingToTake => "alınacak taş yok",
        Phrase::NotPossible => "mümkün değil",
        Phrase::NotUnderstood => "anlaşılmadı",
        Phrase::NothingEntered => "Hamle yazılmadı",
        Phrase::AttackedBy => "saldıran:",
        Phrase::DefendedBy => "koruyan:",
        Phrase::Nobody => "yok",
        Phrase::NoMoves => "hamle yok",
        Phrase::NoPieces => "taş yok",
        Phrase::ToMove => "oynar",
        Phrase::Against => "ile",
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
        Phrase::QuickplayClaimBy => "hızlı oyun bitişi talebi:",
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
        Reason::Agreement => "karşılıklı anlaşma",
        Reason::ThreefoldRepetition => "üç kez konum tekrarı",
        Reason::FiftyMoves => "elli hamle kuralı",
        Reason::FivefoldRepetition => "beş kez konum tekrarı",
        Reason::SeventyFiveMoves => "yetmiş beş hamle kuralı",
        Reason::TimeForfeit => "süre aşımı",
        Reason::TimeForfeitUnwinnable => "süre aşımı, rakip mat edemez",
        Reason::IllegalMove => "ikinci kural dışı hamle",
        Reason::IllegalMoveUnwinnable => "ikinci kural dışı hamle, rakip mat edemez",
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
    clock_and: ClockAnd::Nothing,
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

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Color, Square};

    use super::{FIDE_TURKISH, TURKISH};
    use crate::game::Reason;
    use crate::notation::calendar::spoken;
    use crate::notation::{
        Announcement, ArbiterText, Form, Message, OnlineText, Phrase, Seat, Word,
        attackers_and_defenders,
    };

    fn printed(message: &Message) -> String {
        TURKISH
            .message(message, Form::Print, false)
            .replace('\n', " ")
    }

    /// Numbers as Turkish writes them, each part a word of its own (the
    /// TDK's spelling rule: "on beş, yüz elli, iki yüz bin, bin dokuz yüz
    /// seksen bir"), a year as "iki bin yirmi altı".
    #[test]
    fn numbers_are_said_in_separate_words() {
        let say = |n| TURKISH.numbers.say(n);
        assert_eq!(say(15), "on beş");
        assert_eq!(say(150), "yüz elli");
        assert_eq!(say(1981), "bin dokuz yüz seksen bir");
        assert_eq!(say(2026), "iki bin yirmi altı");
        assert_eq!(say(21), "yirmi bir");
    }

    /// A date is said as Turkish writes it, "20 Kasım 2026": the day as a
    /// cardinal, the month by its name, then the year; under `fide` too,
    /// whose sentences are Turkish.
    #[test]
    fn a_date_is_said_day_month_year() {
        for scheme in [&TURKISH, &FIDE_TURKISH] {
            assert_eq!(
                spoken(scheme, 2026, 11, 20),
                "yirmi Kasım iki bin yirmi altı"
            );
            assert_eq!(spoken(scheme, 2027, 1, 1), "bir Ocak iki bin yirmi yedi");
        }
    }

    /// lichess's Turkish: "Beyaz kazandı" for a game White has won.
    #[test]
    fn a_won_game_is_said_in_the_past() {
        let mut words = Announcement::new();
        words
            .push(Word::Side(Color::White))
            .phrase(Phrase::WinsBy)
            .push(Word::Reason(Reason::Checkmate));
        let said = TURKISH.render(&words);
        assert!(said.starts_with("Beyaz kazandı"), "{said}");
    }

    /// lichess's "Hamle Beyazda", "Hamle Siyahta": the locative of each
    /// side, which differ (z, h); the genitive is the same for both
    /// ("Siyahın", as lichess's "Siyahın zamanı tükendi").
    #[test]
    fn the_side_takes_its_case_endings() {
        for (to_move, turn) in [
            (Color::White, "Hamle Beyazda."),
            (Color::Black, "Hamle Siyahta."),
        ] {
            let start = printed(&Message::Start {
                white: Seat::Keyboard(None),
                black: Seat::Keyboard(None),
                to_move,
            });
            assert!(start.ends_with(turn), "{start}");
        }
        let offer = printed(&Message::Arbiter(ArbiterText::ClaimIsOffer {
            claimant: Color::Black,
        }));
        assert!(offer.contains("Siyahın beraberlik teklifi"), "{offer}");
        assert!(!offer.contains("tarafının"), "{offer}");
    }

    /// The words of lichess's Turkish site: "Ön hamle iptal edildi", a
    /// challenge is an "oyun teklifi"; and of the Turkish Laws (8.1): the
    /// scoresheet is the "notasyon kâğıdı".
    #[test]
    fn the_words_are_lichess_and_the_laws() {
        assert_eq!(
            printed(&Message::PremoveCancelled),
            "Ön hamle iptal edildi."
        );
        let declined = printed(&Message::Online(OnlineText::ChallengeDeclined(
            "ali".into(),
        )));
        assert!(declined.contains("oyun teklifini"), "{declined}");
        assert!(!declined.contains("meydan"), "{declined}");
        let tournament = printed(&Message::TournamentMode);
        assert!(tournament.contains("notasyon kâğıdı"), "{tournament}");
    }

    /// "Kimse" asks for a negative verb in Turkish; alone after a colon a
    /// square no piece attacks is "yok".
    #[test]
    fn no_attacker_is_yok() {
        let said = TURKISH.render(&attackers_and_defenders(&Chess::default(), Square::E4));
        assert_eq!(said, "e dört, boş: Beyaz: yok; Siyah: yok");
    }
}
