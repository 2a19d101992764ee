//! The reply card: what the player sends with a move, as an e-mail body
//! (`.txt`), in braille for an embosser (`.brf`, through the braille
//! scoresheet's cells) and on cassette (`.wav`, through the spoken
//! scoresheet's voice). The BCA's rule for moves sent by braille, cassette
//! or e-mail: each move preceded by the dates the move before it was
//! received and this one sent; on cassette the move said twice in the
//! phonetic alphabet.

use shakmaty::{ByColor, Chess, Color, KnownOutcome, Move, Position};

use super::notes::Game;
use crate::game::{Reason, Verdict};
use crate::notation::date::Date;
use crate::notation::formats::{brf, iccf, san};
use crate::notation::{
    Announcement, CardLine, CardMove, CorrText, Form, Message, Phrase, Punctuation, Scheme, Word,
    announce_move,
};
use crate::scoresheet::audio::render_script;
use crate::scoresheet::braille::{brf_text, chess_moves};
use crate::sound::{VoicePack, wav};

/// A move of the card, with the position before it.
#[derive(Clone, Debug)]
pub struct Played {
    pub before: Chess,
    pub m: Move,
}

impl Played {
    fn number(&self) -> u32 {
        self.before.fullmoves().get()
    }

    fn side(&self) -> Color {
        self.before.turn()
    }

    /// The move as the card writes it, in the scheme's letters, or in the
    /// braille chess code.
    pub fn card_move(&self, scheme: &Scheme, braille: bool) -> CardMove {
        CardMove {
            number: self.number(),
            side: self.side(),
            written: if braille {
                chess_moves(scheme.language, &brf(&self.before, self.m))
            } else {
                scheme.written_san(&san(&self.before, self.m))
            },
            iccf: iccf(self.m),
        }
    }
}

/// Everything a reply card says.
#[derive(Clone, Debug)]
pub struct Card {
    pub names: ByColor<String>,
    /// The opponent's move answered, repeated (none for White's first).
    pub yours: Option<Played>,
    pub received: Option<Date>,
    /// The player's move (none on the last card of a game over).
    pub mine: Option<Played>,
    pub sent: Date,
    /// Days the move took, when its receipt is known.
    pub days: Option<i64>,
    /// Days each side used in all.
    pub in_all: ByColor<i64>,
    pub offers_draw: bool,
    pub message: Option<String>,
    /// How the game ended, on its last card.
    pub end: Option<Ending>,
}

/// The end of a game, as its last card says it.
#[derive(Clone, Debug)]
pub struct Ending {
    pub verdict: Verdict,
    /// The player's word on it: her acceptance, her resignation, his
    /// resignation received.
    pub line: Option<CardLine>,
}

impl Card {
    /// The card of the player's move at half-move `ply` (from 1) of a
    /// game, sent on `sent`.
    pub fn of(
        game: &crate::game::Game,
        corr: &Game,
        names: ByColor<String>,
        ply: usize,
        sent: Date,
        message: Option<String>,
    ) -> Option<Card> {
        let played = |ply: usize| {
            let index = ply.checked_sub(1)?;
            Some(Played {
                before: game.positions().get(index)?.clone(),
                m: *game.moves().get(index)?,
            })
        };
        let times = corr.record.times(sent);
        Some(Card {
            names,
            yours: ply.checked_sub(1).and_then(played),
            received: corr.dates(ply).received,
            mine: Some(played(ply)?),
            sent,
            days: corr.record.move_days(ply - 1),
            in_all: ByColor::new_with(|c| times[c].used),
            offers_draw: game.draw_offers().iter().any(|o| o.ply == ply),
            message,
            end: None,
        })
    }

    /// The last card of a game that is over, sent on `sent`: the
    /// opponent's last move repeated where it is the last of the game, the
    /// player's word on the end and the result, and both sides' days.
    pub fn closing(
        game: &crate::game::Game,
        corr: &Game,
        names: ByColor<String>,
        sent: Date,
        message: Option<String>,
    ) -> Option<Card> {
        let verdict = game.verdict()?;
        let me = corr.settings.me;
        let ply = game.ply();
        let theirs_last = ply > 0 && game.positions()[ply - 1].turn() != me;
        let yours = theirs_last.then(|| Played {
            before: game.positions()[ply - 1].clone(),
            m: game.moves()[ply - 1],
        });
        let their_offer = game
            .draw_offers()
            .iter()
            .any(|o| o.by != me && o.ply == ply);
        let line = match (verdict.reason, verdict.outcome) {
            (Reason::Agreement, _) if their_offer => Some(CardLine::AcceptDraw),
            (Reason::Resignation, KnownOutcome::Decisive { winner }) if winner == me => {
                Some(CardLine::ResignationReceived)
            }
            (Reason::Resignation, _) => Some(CardLine::Resign),
            _ => None,
        };
        let times = corr.record.times(sent);
        Some(Card {
            names,
            yours,
            received: theirs_last.then_some(corr.record.pending).flatten(),
            mine: None,
            sent,
            days: None,
            in_all: ByColor::new_with(|c| times[c].used),
            offers_draw: false,
            message,
            end: Some(Ending {
                verdict: *verdict,
                line,
            }),
        })
    }

    /// The subject of the card's mail: the game, and the move or the
    /// result.
    pub fn subject(&self) -> CardLine {
        CardLine::Title {
            white: self.names.white.clone(),
            black: self.names.black.clone(),
        }
    }

    /// What the subject adds to the title: the move, or the result.
    pub fn subject_tail(&self, scheme: &Scheme) -> String {
        match (&self.mine, &self.end) {
            (Some(mine), _) => {
                let m = mine.card_move(scheme, false);
                let dots = if m.side == Color::White { "." } else { "..." };
                format!("{}{dots} {}", m.number, m.written)
            }
            (None, Some(end)) => end.verdict.pgn_result(),
            (None, None) => String::new(),
        }
    }

    /// The card's lines, as sentences of the scheme's language.
    pub fn lines(&self, scheme: &Scheme, braille: bool) -> Vec<CardLine> {
        let mut lines = vec![CardLine::Title {
            white: self.names.white.clone(),
            black: self.names.black.clone(),
        }];
        if let Some(yours) = &self.yours {
            lines.push(CardLine::YourMove(yours.card_move(scheme, braille)));
        }
        if let Some(received) = self.received {
            lines.push(CardLine::ReceivedOn(received.to_string()));
        }
        if let Some(mine) = &self.mine {
            lines.push(CardLine::MyMove(mine.card_move(scheme, braille)));
        }
        if let Some(end) = &self.end {
            lines.extend(end.line.clone());
            lines.push(CardLine::Result(end.verdict.pgn_result()));
        }
        lines.push(CardLine::SentOn(self.sent.to_string()));
        if let Some(days) = self.days {
            lines.push(CardLine::DaysThisMove(days));
        }
        lines.push(CardLine::DaysInAll {
            white: self.in_all.white,
            black: self.in_all.black,
        });
        if self.offers_draw {
            lines.push(CardLine::OfferDraw);
        }
        if let Some(message) = &self.message {
            lines.push(CardLine::Message(message.clone()));
        }
        lines
    }

    fn printed(&self, scheme: &Scheme, braille: bool) -> Vec<String> {
        self.lines(scheme, braille)
            .into_iter()
            .map(|line| scheme.message(&Message::Corr(CorrText::Card(line)), Form::Print, false))
            .collect()
    }

    /// The e-mail body: one line each, ending with a line break.
    pub fn text(&self, scheme: &Scheme) -> String {
        let mut text = self.printed(scheme, false).join("\n");
        text.push('\n');
        text
    }

    /// The card in BRF, 40 cells a line, in the braille of the scheme's
    /// language, moves in the braille chess code.
    pub fn brf(&self, scheme: &Scheme) -> String {
        brf_text(scheme.language, &self.printed(scheme, true))
    }

    /// What the cassette says: the move's number and the move, the move
    /// again (or how the game ended), then the dates.
    pub fn script(&self) -> Vec<Announcement> {
        let mut script = Vec::new();
        if let Some(mine) = &self.mine {
            let words = announce_move(&mine.before, mine.m);
            let mut first = Announcement::new();
            first
                .phrase(Phrase::Move)
                .push(Word::Number(mine.number()))
                .punctuation(Punctuation::Comma)
                .push(Word::Side(mine.side()))
                .punctuation(Punctuation::Colon)
                .extend(words.clone());
            script.extend([first, words]);
        }
        if let Some(end) = &self.end {
            script.push(crate::notation::game_end(&end.verdict));
        }
        let date = |phrase, day: Date| {
            let mut said = Announcement::new();
            said.phrase(phrase).push(Word::Date {
                year: day.year,
                month: day.month,
                day: day.day,
            });
            said
        };
        if let Some(received) = self.received {
            script.push(date(Phrase::ReceivedOn, received));
        }
        script.push(date(Phrase::SentOn, self.sent));
        script
    }

    /// The cassette as WAV bytes, in the scheme's built-in voice; `None`
    /// when the scheme has none.
    pub fn wav(&self, scheme: &'static Scheme) -> Option<Vec<u8>> {
        let pack = VoicePack::embedded(scheme).ok()?;
        Some(wav::write(&render_script(&self.script(), &pack, 1.0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{ENGLISH, FIDE, read_typed_move};

    /// The cassette of 2. Nf3, received on 17 and sent on 20 November
    /// 2026: the move with its number, the move again (said twice, as the
    /// BCA's rule has it), then the dates, in the phonetic scheme's words.
    /// The card of 2. Nf3, received on 17 and sent on 20 November 2026.
    fn card_of_nf3() -> Card {
        let mut before = Chess::default();
        for text in ["e4", "e5"] {
            let m = read_typed_move(&before, text).expect("legal");
            before.play_unchecked(m);
        }
        let m = read_typed_move(&before, "7163").expect("Nf3");
        Card {
            names: ByColor::new_with(|c| c.fold_wb("Anna", "Bob").to_owned()),
            yours: None,
            received: "2026-11-17".parse().ok(),
            mine: Some(Played { before, m }),
            sent: "2026-11-20".parse().expect("a date"),
            days: Some(3),
            in_all: ByColor::new_with(|_| 0),
            offers_draw: false,
            message: None,
            end: None,
        }
    }

    #[test]
    fn the_cassette_says_the_move_twice_then_the_dates() {
        let card = card_of_nf3();
        let said: Vec<String> = card.script().iter().map(|a| FIDE.speech(a)).collect();
        assert_eq!(
            said,
            [
                "Zug zwei, Weiß: Springer Felix drei",
                "Springer Felix drei",
                "erhalten am siebzehnten November zweitausendsechsundzwanzig",
                "gesendet am zwanzigsten November zweitausendsechsundzwanzig",
            ]
        );
        let said: Vec<String> = card.script().iter().map(|a| ENGLISH.speech(a)).collect();
        assert_eq!(
            said[2],
            "received November seventeenth two thousand twenty-six"
        );
        assert_eq!(FIDE.render(&card.script()[3]), "gesendet am 2026-11-20");
    }

    /// The cassette in Turkish, Persian and Icelandic is said in the
    /// built-in recordings: under `fide` its "Felix" is the German pack's
    /// recording, `sounds/fide/felix.wav`, sample for sample.
    #[test]
    fn the_cassette_is_recorded_in_every_language() {
        use crate::notation::scheme::{
            FIDE_ICELANDIC, FIDE_PERSIAN, FIDE_TURKISH, ICELANDIC, PERSIAN, TURKISH,
        };
        let felix = std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sounds/fide/felix.wav"),
        )
        .expect("the German Felix");
        let felix = wav::read(&felix).expect("a WAV").samples;
        let card = card_of_nf3();
        for scheme in [
            &TURKISH,
            &FIDE_TURKISH,
            &PERSIAN,
            &FIDE_PERSIAN,
            &ICELANDIC,
            &FIDE_ICELANDIC,
        ] {
            let bytes = card.wav(scheme).expect("recorded");
            let said = wav::read(&bytes).expect("a WAV").samples;
            let loud = said.iter().filter(|s| s.unsigned_abs() > 1000).count();
            assert!(loud > 16_000, "{:?}: {loud}", scheme.language);
            let has_felix = said.windows(felix.len()).any(|w| w == felix.as_slice());
            assert_eq!(has_felix, scheme.name == "fide", "{:?}", scheme.language);
        }
    }
}
