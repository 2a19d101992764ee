//! The spoken scoresheet: the whole game read aloud by a voice that renders
//! (the built-in recordings), as 16-bit mono PCM. No sound device is used.

use shakmaty::{Color, Position};

use super::record::{EventKind, Scoresheet, SheetEvent};
use crate::notation::{
    Announcement, Phrase, Punctuation, Word, announce_move, game_end, time_words,
};
use crate::sound::{Audio, VoicePack};

/// The pause between two moves.
const BETWEEN_MOVES_MS: u32 = 450;

/// What the spoken scoresheet says, utterance by utterance: "Weiß gegen
/// Schwarz, Weiß gewinnt durch Schachmatt", then "Zug eins", White's move,
/// Black's move, … and the result with its reason. With `clock`, each move
/// is followed by the mover's time left; a draw offer written with a move
/// (9.1.2.2), an illegal move ruled (7.5) and time the arbiter added,
/// took or set (6.10.2, 7.5.5, 9.5.3) are said after it.
pub fn script(sheet: &Scoresheet, clock: bool) -> Vec<Announcement> {
    let mut script = Vec::new();
    let mut header = Announcement::new();
    header
        .push(Word::Side(Color::White))
        .phrase(Phrase::Against)
        .push(Word::Side(Color::Black));
    let end = sheet.verdict();
    if let Some(end) = &end {
        header.punctuation(Punctuation::Comma).extend(game_end(end));
    }
    script.push(header);
    // What the arbiter ruled before the first move.
    script.extend(
        sheet
            .events
            .iter()
            .filter(|e| e.ply == 0)
            .filter_map(ruling),
    );
    for (index, (before, recorded)) in sheet.positions().into_iter().enumerate() {
        let mut said = Announcement::new();
        if before.turn() == Color::White || script.len() == 1 {
            said.phrase(Phrase::Move)
                .push(Word::Number(before.fullmoves().get()))
                .punctuation(Punctuation::Comma);
        }
        said.extend(announce_move(&before, recorded.m));
        if clock && let Some(time) = recorded.clock {
            said.punctuation(Punctuation::Semicolon)
                .push(Word::Side(before.turn()))
                .extend(time_words(time));
        }
        if sheet.draw_offers.contains(&(index + 1)) {
            said.punctuation(Punctuation::Semicolon)
                .push(Word::Side(before.turn()))
                .phrase(Phrase::OffersDraw);
        }
        script.push(said);
        script.extend(
            sheet
                .events
                .iter()
                .filter(|e| e.ply == index + 1)
                .filter_map(ruling),
        );
    }
    if let Some(end) = &end {
        script.push(game_end(end));
    }
    script
}

/// An arbiter's ruling as the voice pack says it: "regelwidriger Zug von
/// Schwarz", "Zeitgutschrift für Weiß, zwei Minuten". A retrace is not
/// said: the moves it took back are kept as written text, which a voice
/// pack cannot say.
fn ruling(event: &SheetEvent) -> Option<Announcement> {
    let mut said = Announcement::new();
    match &event.kind {
        EventKind::IllegalMove { color, .. } => {
            said.phrase(Phrase::IllegalMoveBy).push(Word::Side(*color));
        }
        EventKind::ClockAdjusted { color, millis } => {
            said.phrase(if *millis < 0 {
                Phrase::TimeTakenFrom
            } else {
                Phrase::TimeAddedFor
            })
            .push(Word::Side(*color))
            .punctuation(Punctuation::Comma)
            .extend(time_words(std::time::Duration::from_millis(
                millis.unsigned_abs(),
            )));
        }
        EventKind::ClockSet { color, time } => {
            said.phrase(Phrase::ClockSetFor)
                .push(Word::Side(*color))
                .punctuation(Punctuation::Comma)
                .extend(time_words(*time));
        }
        EventKind::Retrace { .. } => return None,
    }
    Some(said)
}

/// The spoken scoresheet rendered with a voice pack.
pub fn render(sheet: &Scoresheet, pack: &VoicePack, clock: bool, rate: f64) -> Audio {
    let gap = vec![0i16; (pack.rate as usize) * BETWEEN_MOVES_MS as usize / 1000];
    let mut samples = Vec::new();
    for announcement in script(sheet, clock) {
        samples.extend(pack.render(&announcement, rate).samples);
        samples.extend_from_slice(&gap);
    }
    Audio {
        rate: pack.rate,
        samples,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoresheet::pgn::read_games;

    /// The offer written after 2. Nf3 is White's, said with that move.
    #[test]
    fn a_draw_offer_is_said_with_its_move() {
        let games = read_games("1. e4 e5 2. Nf3 {(=)} Nc6 1/2-1/2");
        let sheet = Scoresheet::from_pgn(&games[0]).expect("a game");
        let mut offer = Announcement::new();
        offer
            .punctuation(Punctuation::Semicolon)
            .push(Word::Side(Color::White))
            .phrase(Phrase::OffersDraw);
        let with_offer: Vec<usize> = script(&sheet, false)
            .iter()
            .enumerate()
            .filter(|(_, said)| said.words.ends_with(&offer.words))
            .map(|(index, _)| index)
            .collect();
        // The header, then 1. e4, e5, 2. Nf3: the fourth utterance.
        assert_eq!(with_offer, [3]);
    }

    /// After 1. e4 Black pressed the clock without a move (7.5.3) and
    /// White got two minutes (7.5.5); after 1... e5 the arbiter set
    /// Black's clock to 1:23:45 and took 30 seconds from White (6.10.2).
    /// Each is said after the move it is written at.
    #[test]
    fn rulings_are_said_after_their_move() {
        use crate::notation::TimeUnit;
        let games = read_games(
            "1. e4 {[%illegal black 7.5.3]} {[%clkadd white +0:02:00]} e5 \
             {[%clkset black 1:23:45]} {[%clkadd white -0:00:30]} *",
        );
        let sheet = Scoresheet::from_pgn(&games[0]).expect("a game");
        let words = |list: &[Word]| Announcement {
            words: list.to_vec(),
        };
        let said = script(&sheet, false);
        assert_eq!(said.len(), 7, "{said:?}");
        assert_eq!(
            said[2],
            words(&[
                Word::Phrase(Phrase::IllegalMoveBy),
                Word::Side(Color::Black)
            ])
        );
        assert_eq!(
            said[3],
            words(&[
                Word::Phrase(Phrase::TimeAddedFor),
                Word::Side(Color::White),
                Word::Punctuation(Punctuation::Comma),
                Word::Time(2, TimeUnit::Minute),
            ])
        );
        assert_eq!(
            said[5],
            words(&[
                Word::Phrase(Phrase::ClockSetFor),
                Word::Side(Color::Black),
                Word::Punctuation(Punctuation::Comma),
                Word::Time(1, TimeUnit::Hour),
                Word::Time(23, TimeUnit::Minute),
                Word::Time(45, TimeUnit::Second),
            ])
        );
        assert_eq!(
            said[6],
            words(&[
                Word::Phrase(Phrase::TimeTakenFrom),
                Word::Side(Color::White),
                Word::Punctuation(Punctuation::Comma),
                Word::Time(30, TimeUnit::Second),
            ])
        );
    }
}
