//! Persian words (lichess's blind mode) and the FIDE words in Persian
//! sentences, as the Persian Laws keep them.

use super::{ClockAnd, Scheme};
use crate::game::Reason;
use crate::notation::numbers::NumberWords;
use crate::notation::sentences::Language;
use crate::notation::word::Phrase;

fn persian_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Empty => "خالی",
        Phrase::Or => "یا",
        Phrase::Move => "حرکت",
        Phrase::WinsBy => "برنده شد با",
        Phrase::DrawBy => "تساوی با",
        Phrase::Reaches => "نمی‌رسد به",
        Phrase::NoMoveTo => "حرکتی نیست به",
        Phrase::NothingToTake => "چیزی برای زدن نیست",
        Phrase::NotPossible => "ممکن نیست",
        Phrase::NotUnderstood => "فهمیده نشد",
        Phrase::NothingEntered => "حرکتی وارد نشد",
        Phrase::AttackedBy => "مهاجمان:",
        Phrase::DefendedBy => "مدافعان:",
        Phrase::Nobody => "هیچ‌کدام",
        Phrase::NoMoves => "حرکتی ندارد",
        Phrase::NoPieces => "مهره‌ای نیست",
        Phrase::ToMove => "باید حرکت کند",
        Phrase::Against => "در برابر",
        Phrase::TakenBack => "پس گرفته شد",
        Phrase::BetterPlus => "بهتر است، مثبت",
        Phrase::BetterMinus => "بهتر است، منفی",
        Phrase::Point => "ممیز",
        Phrase::Equal => "وضعیت برابر است",
        Phrase::MatesIn => "مات می‌کند در",
        Phrase::ComputerLevel => "رایانه، سطح",
        Phrase::Hint => "پیشنهاد",
        Phrase::Correction => "تصحیح",
        Phrase::ClockPressed => "ساعت زده شد",
        Phrase::OffersDraw => "پیشنهاد تساوی می‌دهد",
        Phrase::PickedUp => "برداشته شد",
        Phrase::PutBack => "سر جایش گذاشته شد",
        Phrase::IllegalMoveBy => "حرکت غیرقانونی از",
        Phrase::TimeAddedFor => "زمان اضافه برای",
        Phrase::TimeTakenFrom => "زمان کسرشده از",
        Phrase::ClockSetFor => "ساعت تنظیم شد برای",
        Phrase::ClocksStopped => "ساعت‌ها متوقف شدند",
        Phrase::ClocksStarted => "ساعت‌ها دوباره به کار افتادند",
        Phrase::ControlChanged => "کنترل زمانی تازه",
        Phrase::MoveSealedBy => "حرکت ثبتی در پاکت از",
        Phrase::QuickplayClaimBy => "ادعای تساوی در اتمام سریع از",
        Phrase::DecisionPostponed => "تصمیم به تعویق افتاد",
        Phrase::ClaimRejected => "ادعا رد شد",
        Phrase::ReceivedOn => "دریافت در",
        Phrase::SentOn => "ارسال در",
    }
}

fn persian_reason(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "کیش و مات",
        Reason::Resignation => "تسلیم",
        Reason::Stalemate => "پات",
        Reason::DeadPosition => "وضعیت مرده",
        Reason::Agreement => "توافق",
        Reason::ThreefoldRepetition => "تکرار سه‌گانه",
        Reason::FiftyMoves => "قانون پنجاه حرکت",
        Reason::FivefoldRepetition => "تکرار پنج‌گانه",
        Reason::SeventyFiveMoves => "قانون هفتاد و پنج حرکت",
        Reason::TimeForfeit => "اتمام زمان",
        Reason::TimeForfeitUnwinnable => "اتمام زمان بدون امکان مات",
        Reason::IllegalMove => "دومین حرکت غیرقانونی",
        Reason::IllegalMoveUnwinnable => "دومین حرکت غیرقانونی بدون امکان مات",
        Reason::ArbiterDecision => "تصمیم داور",
    }
}

/// Persian words, as lichess's blind mode says them: شاه، وزیر، رخ، فیل،
/// اسب، پیاده; the files as Latin letters, SAN with the usual letters.
pub static PERSIAN: Scheme = Scheme {
    name: "local",
    files: ["a", "b", "c", "d", "e", "f", "g", "h"],
    ranks: ["یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت"],
    pieces: ["پیاده", "اسب", "فیل", "رخ", "وزیر", "شاه"],
    pieces_plural: ["پیاده‌ها", "اسب‌ها", "فیل‌ها", "رخ‌ها", "وزیرها", "شاه‌ها"],
    coloured_pieces: [
        [
            "پیادهٔ سفید",
            "اسب سفید",
            "فیل سفید",
            "رخ سفید",
            "وزیر سفید",
            "شاه سفید",
        ],
        [
            "پیادهٔ سیاه",
            "اسب سیاه",
            "فیل سیاه",
            "رخ سیاه",
            "وزیر سیاه",
            "شاه سیاه",
        ],
    ],
    no_piece: [
        "هیچ پیاده‌ای",
        "هیچ اسبی",
        "هیچ فیلی",
        "هیچ رخی",
        "هیچ وزیری",
        "هیچ شاهی",
    ],
    sides: ["سفید", "سیاه"],
    takes: "می‌زند",
    short_castling: "قلعهٔ کوچک",
    long_castling: "قلعهٔ بزرگ",
    promotion_to: "تبدیل می‌شود به",
    letters: ['N', 'B', 'R', 'Q', 'K'],
    en_passant: "آن‌پاسان",
    check: "کیش",
    checkmate: "کیش و مات",
    numbers: NumberWords {
        ones: [
            "صفر",
            "یک",
            "دو",
            "سه",
            "چهار",
            "پنج",
            "شش",
            "هفت",
            "هشت",
            "نه",
            "ده",
            "یازده",
            "دوازده",
            "سیزده",
            "چهارده",
            "پانزده",
            "شانزده",
            "هفده",
            "هجده",
            "نوزده",
        ],
        tens: [
            "",
            "ده",
            "بیست",
            "سی",
            "چهل",
            "پنجاه",
            "شصت",
            "هفتاد",
            "هشتاد",
            "نود",
        ],
        one_in_compound: "یک",
        units_first: false,
        tens_joiner: " و ",
        one_hundred: "صد",
        hundred: "صد",
        one_thousand: "هزار",
        thousand: "هزار",
        gap: " و ",
        before_thousand: " ",
        hundreds: Some([
            "",
            "صد",
            "دویست",
            "سیصد",
            "چهارصد",
            "پانصد",
            "ششصد",
            "هفتصد",
            "هشتصد",
            "نهصد",
        ]),
    },
    // A Persian noun after a number stays singular: "دو دقیقه".
    time_units: [("ساعت", "ساعت"), ("دقیقه", "دقیقه"), ("ثانیه", "ثانیه")],
    one_before_unit: "یک",
    unit_numbers: None,
    clock_and: ClockAnd::Between("و"),
    phrases: persian_phrase,
    reasons: persian_reason,
    language: Language::Persian,
    decimal_mark: '.',
};

/// The FIDE words in Persian sentences, as the Persian Laws keep them.
pub static FIDE_PERSIAN: Scheme = fide_in!(
    PERSIAN,
    coloured: [
        ["Bauer سفید", "Springer سفید", "Läufer سفید", "Turm سفید", "Dame سفید", "König سفید"],
        ["Bauer سیاه", "Springer سیاه", "Läufer سیاه", "Turm سیاه", "Dame سیاه", "König سیاه"],
    ],
    no_piece: ["هیچ Bauer", "هیچ Springer", "هیچ Läufer", "هیچ Turm", "هیچ Dame", "هیچ König"],
);

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, Color, Role, Square};

    use super::PERSIAN;
    use crate::game::{Reason, Verdict};
    use crate::notation::{announce_move, calendar, clock_reading, game_end};

    /// The line as read: Persian's isolation marks taken away.
    fn read(text: &str) -> String {
        text.chars()
            .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
            .collect()
    }

    /// A Gregorian date as a Persian speaker reads it: the day an ordinal
    /// (بیستم, یکم, سی و یکم), the month by the Academy of Persian
    /// Language's names, the year a number ("دو هزار و بیست و شش").
    #[test]
    fn a_gregorian_date_is_said_with_the_day_as_an_ordinal_before_the_month() {
        assert_eq!(
            calendar::spoken(&PERSIAN, 2026, 11, 20),
            "بیستم نوامبر دو هزار و بیست و شش"
        );
        assert_eq!(
            calendar::spoken(&PERSIAN, 2026, 5, 1),
            "یکم مه دو هزار و بیست و شش"
        );
        assert_eq!(
            calendar::spoken(&PERSIAN, 2000, 12, 31),
            "سی و یکم دسامبر دو هزار"
        );
    }

    /// lichess's Persian words for the end of a game: "کیش و مات",
    /// "سیاه برنده شد" (blackWinsGame), "تساوی با توافق طرفین"
    /// (drawByMutualAgreement), "تکرار سه‌گانه" (threefoldRepetition).
    #[test]
    fn the_end_of_a_game_is_said_in_lichesss_words() {
        let mate = game_end(&Verdict::win(Color::Black, Reason::Checkmate, 4));
        assert_eq!(PERSIAN.speech(&mate), "سیاه برنده شد با کیش و مات");
        let repeated = game_end(&Verdict::draw(Reason::ThreefoldRepetition, 9));
        assert_eq!(PERSIAN.speech(&repeated), "تساوی با تکرار سه‌گانه");
        let agreed = game_end(&Verdict::draw(Reason::Agreement, 9));
        assert_eq!(PERSIAN.speech(&agreed), "تساوی با توافق");
    }

    /// lichess's blind mode says a promotion "تبدیل می‌شود به" (sanPromotesTo).
    #[test]
    fn a_promotion_is_said_in_lichesss_words() {
        let position: Chess = "8/P7/8/8/8/7k/8/4K3 w - - 0 1"
            .parse::<Fen>()
            .ok()
            .and_then(|fen| fen.into_position(CastlingMode::Standard).ok())
            .expect("a legal position");
        let promotion = shakmaty::Move::Normal {
            role: Role::Pawn,
            from: Square::A7,
            capture: None,
            to: Square::A8,
            promotion: Some(Role::Queen),
        };
        let said = PERSIAN.speech(&announce_move(&position, promotion));
        assert_eq!(said, "پیاده a هشت تبدیل می‌شود به وزیر");
    }

    /// The clock reading printed with Persian semicolons (؛), as Persian
    /// writes them between the parts of a sentence.
    #[test]
    fn the_clock_reading_prints_persian_semicolons() {
        let clocks = clock_reading(Duration::from_secs(252), Duration::from_secs(180), 21);
        assert_eq!(
            read(&PERSIAN.render(&clocks)),
            "سفید 4:12؛ سیاه 3:00؛ حرکت 21"
        );
    }

    /// A spoken clock joins its units with "و", as Persian joins every
    /// part of a quantity ("یک ساعت و دو دقیقه و سه ثانیه").
    #[test]
    fn a_spoken_clock_joins_its_units_with_va() {
        let clocks = clock_reading(Duration::from_secs(3723), Duration::from_secs(252), 21);
        let said = PERSIAN.speech(&clocks);
        assert!(said.contains("یک ساعت و دو دقیقه و سه ثانیه"), "{said}");
        assert!(said.contains("چهار دقیقه و دوازده ثانیه"), "{said}");
    }

    /// The Persian sentences use the words lichess's Persian translation
    /// uses (translation/dest/site/fa-IR.xml and challenge/fa-IR.xml):
    /// "پیشنهاد تساوی" (drawOfferSent), "نارسمی" (casual), "درجه‌بندی"
    /// (rating), "پیشنهاد بازی" (challenge), and not the words written
    /// before them.
    #[test]
    fn the_sentences_use_lichesss_persian_words() {
        use crate::notation::sentences::Language;
        let text: String = Language::Persian
            .files()
            .iter()
            .flat_map(|(_, text)| text.lines())
            .filter(|line| !line.starts_with('#'))
            .collect::<Vec<_>>()
            .join("\n");
        for old in ["پیشنهاد مساوی", "غیر رسمی", "ریتینگ", "دعوت", "سربسته"]
        {
            assert!(!text.contains(old), "{old}");
        }
        for word in ["پیشنهاد تساوی", "نارسمی", "درجه‌بندی", "پیشنهاد بازی"]
        {
            assert!(text.contains(word), "{word}");
        }
        let sent = PERSIAN.message(
            &crate::notation::Message::Online(crate::notation::OnlineText::DrawOfferSent),
            crate::notation::Form::Print,
            false,
        );
        assert_eq!(sent, "پیشنهاد تساوی ارسال شد.");
    }
}
