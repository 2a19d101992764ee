//! Icelandic words (lichess's blind mode) and the FIDE words in Icelandic
//! sentences.

use super::{ClockAnd, Scheme};
use crate::game::Reason;
use crate::notation::numbers::NumberWords;
use crate::notation::sentences::Language;
use crate::notation::word::Phrase;

fn icelandic_phrase(phrase: Phrase) -> &'static str {
    match phrase {
        // Neuter, as a state of one square or of several: "e tveir,
        // e þrír: autt".
        Phrase::Empty => "autt",
        Phrase::Or => "eða",
        Phrase::Move => "Leikur",
        // The reason after a comma, as lichess shows the end of a game
        // ("Patt • Jafntefli"): "Hvítur vinnur, mát", "Jafntefli, patt".
        Phrase::WinsBy => "vinnur,",
        Phrase::DrawBy => "Jafntefli,",
        Phrase::Reaches => "kemst á",
        Phrase::NoMoveTo => "Enginn leikur á",
        Phrase::NothingToTake => "ekkert að drepa",
        // Said after castling, "hrókun" being feminine.
        Phrase::NotPossible => "ekki möguleg",
        Phrase::NotUnderstood => "skildist ekki",
        Phrase::NothingEntered => "Enginn leikur sleginn inn",
        // The pieces follow in the nominative, as a list: "af" would ask
        // for the dative ("af riddara"), which the piece words are not.
        Phrase::AttackedBy => "sóknarmenn:",
        Phrase::DefendedBy => "varnarmenn:",
        Phrase::Nobody => "enginn",
        Phrase::NoMoves => "engir leikir",
        Phrase::NoPieces => "engir menn",
        Phrase::ToMove => "á leik",
        // Between the two sides, which "gegn" would put in the dative.
        Phrase::Against => "og",
        // Impersonal, after one move or before several.
        Phrase::TakenBack => "tekið til baka",
        Phrase::BetterPlus => "stendur betur, plús",
        Phrase::BetterMinus => "stendur betur, mínus",
        Phrase::Point => "komma",
        Phrase::Equal => "Staðan er jöfn",
        // The number follows as a value: "Hvítur á mát, leikir: 3".
        Phrase::MatesIn => "á mát, leikir:",
        Phrase::ComputerLevel => "tölva, styrkleiki",
        Phrase::Hint => "Vísbending",
        Phrase::Correction => "Leiðrétting",
        Phrase::ClockPressed => "Ýtt á klukku",
        Phrase::OffersDraw => "býður jafntefli",
        // No participle, which would agree with one gender only.
        Phrase::PickedUp => "í hendi",
        Phrase::PutBack => "sett aftur",
        // The side follows in the nominative: "hjá" would ask for the
        // dative ("hjá hvítum").
        Phrase::IllegalMoveBy => "ólöglegur leikur:",
        Phrase::TimeAddedFor => "viðbótartími:",
        Phrase::TimeTakenFrom => "tími dreginn frá:",
        Phrase::ClockSetFor => "klukka stillt:",
        Phrase::ClocksStopped => "klukkur stöðvaðar",
        Phrase::ClocksStarted => "klukkur ræstar aftur",
        Phrase::ControlChanged => "ný tímamörk",
        Phrase::MoveSealedBy => "biðleikur:",
        Phrase::QuickplayClaimBy => "krafa um hraðlok:",
        Phrase::DecisionPostponed => "ákvörðun frestað",
        Phrase::ClaimRejected => "kröfu hafnað",
        Phrase::ReceivedOn => "móttekið",
        Phrase::SentOn => "sent",
    }
}

/// The reasons in the nominative, each a name of its own after a comma
/// ("Jafntefli, patt") or in a list ("má krefjast nú: þreföld
/// endurtekning"); lichess's words where it has them.
fn icelandic_reason(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "mát",
        Reason::Resignation => "uppgjöf",
        Reason::Stalemate => "patt",
        Reason::DeadPosition => "dauð staða",
        Reason::Agreement => "samkomulag",
        Reason::ThreefoldRepetition => "þreföld endurtekning",
        Reason::FiftyMoves => "fimmtíu leikja reglan",
        Reason::FivefoldRepetition => "fimmföld endurtekning",
        Reason::SeventyFiveMoves => "sjötíu og fimm leikja reglan",
        Reason::TimeForfeit => "fall á tíma",
        Reason::TimeForfeitUnwinnable => "fall á tíma, en ekkert mát mögulegt",
        Reason::IllegalMove => "annar ólöglegur leikur",
        Reason::IllegalMoveUnwinnable => "annar ólöglegur leikur, en ekkert mát mögulegt",
        Reason::ArbiterDecision => "úrskurður skákstjóra",
    }
}

/// The tens from 20 to 90, the same in every gender.
const TENS: [&str; 10] = [
    "",
    "tíu",
    "tuttugu",
    "þrjátíu",
    "fjörutíu",
    "fimmtíu",
    "sextíu",
    "sjötíu",
    "áttatíu",
    "níutíu",
];

/// Icelandic numbers as a name or a value says them, in the neuter: a
/// move's number ("Leikur tvö", as "Rás tvö"), a year ("tvö þúsund
/// tuttugu og sex"), the hundreds and thousands ("tvö hundruð"). "og"
/// stands before the last part: "hundrað og fimm", "tuttugu og eitt".
pub(crate) const NEUTER: NumberWords = NumberWords {
    ones: [
        "núll",
        "eitt",
        "tvö",
        "þrjú",
        "fjögur",
        "fimm",
        "sex",
        "sjö",
        "átta",
        "níu",
        "tíu",
        "ellefu",
        "tólf",
        "þrettán",
        "fjórtán",
        "fimmtán",
        "sextán",
        "sautján",
        "átján",
        "nítján",
    ],
    tens: TENS,
    one_in_compound: "eitt",
    units_first: false,
    tens_joiner: " og ",
    one_hundred: "eitt hundrað",
    hundred: "hundruð",
    one_thousand: "eitt þúsund",
    thousand: "þúsund",
    gap: " ",
    before_thousand: " ",
    hundreds: Some([
        "",
        "hundrað",
        "tvö hundruð",
        "þrjú hundruð",
        "fjögur hundruð",
        "fimm hundruð",
        "sex hundruð",
        "sjö hundruð",
        "átta hundruð",
        "níu hundruð",
    ]),
};

/// Counting, and before a masculine noun: "einn, tveir, þrír, fjórir",
/// "tveir hálfleikir".
pub(crate) const MASCULINE: NumberWords = NumberWords {
    ones: [
        "núll",
        "einn",
        "tveir",
        "þrír",
        "fjórir",
        "fimm",
        "sex",
        "sjö",
        "átta",
        "níu",
        "tíu",
        "ellefu",
        "tólf",
        "þrettán",
        "fjórtán",
        "fimmtán",
        "sextán",
        "sautján",
        "átján",
        "nítján",
    ],
    one_in_compound: "einn",
    ..NEUTER
};

/// Before a feminine noun: "tvær mínútur", "þrjár sekúndur", "tuttugu og
/// ein klukkustund".
pub(crate) const FEMININE: NumberWords = NumberWords {
    ones: [
        "núll",
        "ein",
        "tvær",
        "þrjár",
        "fjórar",
        "fimm",
        "sex",
        "sjö",
        "átta",
        "níu",
        "tíu",
        "ellefu",
        "tólf",
        "þrettán",
        "fjórtán",
        "fimmtán",
        "sextán",
        "sautján",
        "átján",
        "nítján",
    ],
    one_in_compound: "ein",
    ..NEUTER
};

/// The number words for a noun of `gender` (`masculine`, `feminine`,
/// `neuter`), for a sentence that counts things: "tvær upptökur".
pub(crate) fn numbers_of_gender(gender: &str) -> Option<&'static NumberWords> {
    match gender {
        "masculine" => Some(&MASCULINE),
        "feminine" => Some(&FEMININE),
        "neuter" => Some(&NEUTER),
        _ => None,
    }
}

/// Icelandic words, as lichess's blind mode says them: kóngur,
/// drottning, hrókur, biskup, riddari, peð; SAN with K D H B R.
pub static ICELANDIC: Scheme = Scheme {
    name: "local",
    files: ["a", "b", "c", "d", "e", "f", "g", "h"],
    ranks: [
        "einn", "tveir", "þrír", "fjórir", "fimm", "sex", "sjö", "átta",
    ],
    pieces: ["peð", "riddari", "biskup", "hrókur", "drottning", "kóngur"],
    pieces_plural: [
        "peð",
        "riddarar",
        "biskupar",
        "hrókar",
        "drottningar",
        "kóngar",
    ],
    coloured_pieces: [
        [
            "hvítt peð",
            "hvítur riddari",
            "hvítur biskup",
            "hvítur hrókur",
            "hvít drottning",
            "hvítur kóngur",
        ],
        [
            "svart peð",
            "svartur riddari",
            "svartur biskup",
            "svartur hrókur",
            "svört drottning",
            "svartur kóngur",
        ],
    ],
    no_piece: [
        "Ekkert peð",
        "Enginn riddari",
        "Enginn biskup",
        "Enginn hrókur",
        "Engin drottning",
        "Enginn kóngur",
    ],
    sides: ["Hvítur", "Svartur"],
    takes: "drepur",
    // lichess's words, one each.
    short_castling: "stutthrókun",
    long_castling: "langhrókun",
    // "peð e átta verður drottning": "verða" keeps the piece in the
    // nominative, where lichess's "vekur upp" would ask for "drottningu".
    promotion_to: "verður",
    letters: ['R', 'B', 'H', 'D', 'K'],
    en_passant: "í framhjáhlaupi",
    check: "skák",
    checkmate: "skák og mát",
    numbers: NEUTER,
    time_units: [
        ("klukkustund", "klukkustundir"),
        ("mínúta", "mínútur"),
        ("sekúnda", "sekúndur"),
    ],
    one_before_unit: "ein",
    // The time units are feminine: "tvær mínútur", "þrjár sekúndur".
    unit_numbers: Some(FEMININE),
    clock_and: ClockAnd::BeforeLast("og"),
    phrases: icelandic_phrase,
    reasons: icelandic_reason,
    language: Language::Icelandic,
    decimal_mark: ',',
};

/// The FIDE words in Icelandic sentences.
pub static FIDE_ICELANDIC: Scheme = fide_in!(
    ICELANDIC,
    coloured: [
        ["hvítur Bauer", "hvítur Springer", "hvítur Läufer", "hvítur Turm", "hvít Dame", "hvítur König"],
        ["svartur Bauer", "svartur Springer", "svartur Läufer", "svartur Turm", "svört Dame", "svartur König"],
    ],
    no_piece: ["Enginn Bauer", "Enginn Springer", "Enginn Läufer", "Enginn Turm", "Engin Dame", "Enginn König"],
);

#[cfg(test)]
mod tests {
    //! The words a native speaker expects, from outside annabella: the
    //! grammar of Icelandic numbers (counting "einn, tveir, þrír, fjórir";
    //! before a feminine noun "tvær"; "tvö" before "þúsund"; "og" before
    //! the last part; a noun after 21, 31 … in the singular, CLDR's `one`),
    //! espeak-ng's Icelandic numbers (`espeak-ng -v is -x 2020`: "tvö
    //! þúsund og tuttugu"), and lichess's Icelandic words
    //! (translation/dest/nvui/is-IS.xml, site/is-IS.xml).

    use std::path::PathBuf;
    use std::time::Duration;

    use super::{FEMININE, ICELANDIC, MASCULINE, NEUTER};
    use crate::game::Reason;
    use crate::notation::message::{LichessPace, LichessPlayer, Message, OnlineText};
    use crate::notation::word::Phrase;
    use crate::notation::{Form, calendar, clock_reading, time_words};

    /// A spoken clock says "og" before its last unit, as Icelandic joins
    /// the last item of a list, and 21 minutes take the singular.
    #[test]
    fn a_spoken_clock_says_og_before_its_last_unit() {
        let clocks = clock_reading(Duration::from_secs(3723), Duration::from_secs(252), 21);
        let said = ICELANDIC.speech(&clocks);
        assert!(
            said.contains("ein klukkustund tvær mínútur og þrjár sekúndur"),
            "{said}"
        );
        assert!(said.contains("fjórar mínútur og tólf sekúndur"), "{said}");
        let clock = crate::notation::Word::Clock(Duration::from_secs(21 * 60 + 5));
        assert_eq!(
            ICELANDIC.word(&clock, Form::Speech),
            "tuttugu og ein mínúta og fimm sekúndur"
        );
    }

    #[test]
    fn a_year_is_said_with_tvo_before_thousand() {
        assert_eq!(NEUTER.say(2026), "tvö þúsund tuttugu og sex");
        assert_eq!(NEUTER.say(2000), "tvö þúsund");
    }

    #[test]
    fn og_stands_before_the_last_part_of_a_number() {
        assert_eq!(NEUTER.say(2020), "tvö þúsund og tuttugu");
        assert_eq!(NEUTER.say(2030), "tvö þúsund og þrjátíu");
        assert_eq!(NEUTER.say(105), "eitt hundrað og fimm");
        assert_eq!(NEUTER.say(120), "eitt hundrað og tuttugu");
        assert_eq!(NEUTER.say(1200), "eitt þúsund og tvö hundruð");
        // The last part already holds "og": none before it.
        assert_eq!(NEUTER.say(125), "eitt hundrað tuttugu og fimm");
        assert_eq!(NEUTER.say(21), "tuttugu og eitt");
    }

    #[test]
    fn one_to_four_take_the_gender_of_their_noun() {
        let say = |words: &super::NumberWords| (1..=4).map(|n| words.say(n)).collect::<Vec<_>>();
        assert_eq!(say(&MASCULINE), ["einn", "tveir", "þrír", "fjórir"]);
        assert_eq!(say(&FEMININE), ["ein", "tvær", "þrjár", "fjórar"]);
        assert_eq!(say(&NEUTER), ["eitt", "tvö", "þrjú", "fjögur"]);
        assert_eq!(MASCULINE.say(22), "tuttugu og tveir");
        assert_eq!(FEMININE.say(23), "tuttugu og þrjár");
    }

    #[test]
    fn a_clock_says_feminine_units_and_the_singular_after_21() {
        let said = |secs| ICELANDIC.speech(&time_words(Duration::from_secs(secs)));
        assert_eq!(said(2 * 60 + 3), "tvær mínútur þrjár sekúndur");
        assert_eq!(
            said(21 * 60 + 31),
            "tuttugu og ein mínúta þrjátíu og ein sekúnda"
        );
        // 11 ends in 1 but is not CLDR's `one`.
        assert_eq!(said(11 * 60 + 11), "ellefu mínútur ellefu sekúndur");
        assert_eq!(
            said(3600 + 60 + 1),
            "ein klukkustund ein mínúta ein sekúnda"
        );
        assert_eq!(said(2 * 3600), "tvær klukkustundir");
    }

    #[test]
    fn a_move_number_is_said_as_a_name_in_the_neuter() {
        // As "Rás tvö", "Stöð tvö": a number naming a thing.
        let reading = clock_reading(Duration::from_secs(60), Duration::from_secs(120), 2);
        assert_eq!(
            ICELANDIC.speech(&reading),
            "Hvítur ein mínúta; Svartur tvær mínútur; Leikur tvö"
        );
        assert_eq!(
            ICELANDIC.render(&reading),
            "Hvítur 1:00; Svartur 2:00; Leikur 2"
        );
    }

    #[test]
    fn a_date_is_said_with_the_day_as_an_ordinal() {
        assert_eq!(
            calendar::spoken(&ICELANDIC, 2026, 11, 25),
            "tuttugasta og fimmta nóvember tvö þúsund tuttugu og sex"
        );
        assert_eq!(
            calendar::spoken(&ICELANDIC, 2027, 1, 2),
            "annan janúar tvö þúsund tuttugu og sjö"
        );
    }

    #[test]
    fn castling_and_check_are_lichess_words() {
        // nvui/is-IS.xml: sanShortCastling, sanLongCastling, sanCheck.
        assert_eq!(ICELANDIC.short_castling, "stutthrókun");
        assert_eq!(ICELANDIC.long_castling, "langhrókun");
        assert_eq!(ICELANDIC.check, "skák");
        assert_eq!(ICELANDIC.checkmate, "skák og mát");
        // site/is-IS.xml: stalemate "Patt", threefoldRepetition "Þreföld
        // endurtekning", draw "Jafntefli", whiteIsVictorious "Hvítur
        // vinnur".
        let reason = ICELANDIC.reasons;
        assert_eq!(reason(Reason::Stalemate), "patt");
        assert_eq!(reason(Reason::ThreefoldRepetition), "þreföld endurtekning");
        let phrase = ICELANDIC.phrases;
        assert!(phrase(Phrase::DrawBy).starts_with("Jafntefli"));
        assert!(phrase(Phrase::WinsBy).starts_with("vinnur"));
    }

    #[test]
    fn a_spoken_count_takes_the_gender_of_its_noun() {
        let say = |message: &Message| ICELANDIC.message(message, Form::Speech, false);
        let recordings = say(&Message::OwnRecordings {
            dir: PathBuf::from("/x"),
            count: 2,
        });
        assert!(recordings.contains("tvær eigin upptökur"), "{recordings}");
        let plies = say(&Message::SheetsAgree { plies: 3 });
        assert!(plies.contains("þrír hálfleikir"), "{plies}");
        let plies = say(&Message::SheetsAgree { plies: 21 });
        assert!(plies.contains("tuttugu og einn hálfleikur"), "{plies}");
        let pace = say(&Message::Online(OnlineText::AboutGame {
            opponent: LichessPlayer::Anonymous,
            rated: false,
            pace: LichessPace::Clock {
                initial: 180,
                increment: 2,
            },
        }));
        assert!(pace.contains("þrjár mínútur og tvær sekúndur"), "{pace}");
        // In print, digits.
        let printed = ICELANDIC.message(&Message::SheetsAgree { plies: 3 }, Form::Print, false);
        assert!(printed.contains("3 hálfleikir"), "{printed}");
    }

    #[test]
    fn no_sentence_puts_a_side_after_a_preposition_that_inflects_it() {
        // "hjá", "gegn" and "af" ask for the dative ("hjá hvítum"), which
        // the side and piece words are not: the words are said in the
        // nominative, after a colon or as the subject.
        for scheme in [&ICELANDIC, &super::FIDE_ICELANDIC] {
            for phrase in Phrase::ALL {
                let words = (scheme.phrases)(phrase);
                for preposition in ["hjá", "gegn", "af"] {
                    assert!(
                        !words.split(' ').any(|w| w == preposition),
                        "{phrase:?}: {words}"
                    );
                }
            }
        }
    }
}
