//! The spoken scoresheet: the whole game read aloud by a voice that renders
//! (the built-in recordings), as 16-bit mono PCM. No sound device is used.

use shakmaty::{Chess, Color, Position};

use super::import::read_move;
use super::record::{EventKind, Scoresheet, SheetEvent};
use crate::game::QuickplayStep;
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
/// took or set (6.10.2, 7.5.5, 9.5.3) and a retrace (D.2.9, 7.4), with the
/// moves it took back, are said after it.
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
            .filter_map(|e| ruling(e, &sheet.start)),
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
        let mut after = before.clone();
        after.play_unchecked(recorded.m);
        script.extend(
            sheet
                .events
                .iter()
                .filter(|e| e.ply == index + 1)
                .filter_map(|e| ruling(e, &after)),
        );
    }
    if let Some(end) = &end {
        script.push(game_end(end));
    }
    script
}

/// An arbiter's ruling, written where the game stood at `position`, as
/// the voice pack says it: "regelwidriger Zug von Schwarz",
/// "Zeitgutschrift für Weiß, zwei Minuten", "zurückgenommen: Zug drei,
/// Läufer Bella fünf, Bauer Anna sechs".
fn ruling(event: &SheetEvent, position: &Chess) -> Option<Announcement> {
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
        EventKind::Retrace { moves } => return Some(taken_back(position, moves)),
        // Where a game was left and taken up again is not said: the
        // clocks after the next move hold the time used.
        EventKind::Adjourned { .. } => return None,
        EventKind::ClocksStopped => {
            said.phrase(Phrase::ClocksStopped);
        }
        EventKind::ClocksStarted => {
            said.phrase(Phrase::ClocksStarted);
        }
        EventKind::ControlChanged { .. } => {
            said.phrase(Phrase::ControlChanged);
        }
        EventKind::Sealed { color, .. } => {
            said.phrase(Phrase::MoveSealedBy).push(Word::Side(*color));
        }
        EventKind::Quickplay { color, step } => match step {
            QuickplayStep::Claimed => {
                said.phrase(Phrase::QuickplayClaimBy)
                    .push(Word::Side(*color));
            }
            QuickplayStep::Postponed => {
                said.phrase(Phrase::DecisionPostponed);
            }
            QuickplayStep::Rejected => {
                said.phrase(Phrase::ClaimRejected);
            }
            // The draw is said as the end of the game.
            QuickplayStep::Drawn => return None,
        },
        // The result declared is said as the end of the game.
        EventKind::ResultDeclared { .. } => return None,
    }
    Some(said)
}

/// A retrace as the voice pack says it: the words of a move taken back
/// ("zurückgenommen"), then each move it took back as it was announced,
/// read again from `position`, the one the game went back to (the
/// scoresheet keeps them as written text: `3. Bb5 a6`). A move that does
/// not read there (a file changed by hand) ends what is said.
fn taken_back(position: &Chess, moves: &str) -> Announcement {
    let mut said = Announcement::new();
    said.phrase(Phrase::TakenBack);
    let mut position = position.clone();
    let mut first = true;
    for text in moves.split_whitespace() {
        if text.ends_with('.') {
            continue;
        }
        let Ok(m) = read_move(&position, text) else {
            break;
        };
        said.punctuation(if first {
            Punctuation::Colon
        } else {
            Punctuation::Comma
        });
        if first || position.turn() == Color::White {
            said.phrase(Phrase::Move)
                .push(Word::Number(position.fullmoves().get()))
                .punctuation(Punctuation::Comma);
        }
        said.extend(announce_move(&position, m));
        position.play_unchecked(m);
        first = false;
    }
    said
}

/// The spoken scoresheet rendered with a voice pack.
pub fn render(sheet: &Scoresheet, pack: &VoicePack, clock: bool, rate: f64) -> Audio {
    render_script(&script(sheet, clock), pack, rate)
}

/// Utterances rendered with a voice pack, a short pause after each, as
/// the spoken scoresheet is (a correspondence cassette).
pub fn render_script(script: &[Announcement], pack: &VoicePack, rate: f64) -> Audio {
    let gap = vec![0i16; (pack.rate as usize) * BETWEEN_MOVES_MS as usize / 1000];
    let mut samples = Vec::new();
    for announcement in script {
        samples.extend(pack.render(announcement, rate).samples);
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

    /// Appendix D.2.9: after 3. Bb5 a6 the arbiter went back to the
    /// position after 2... Nc6, and the game went on with 3. Bc4. The
    /// retrace is said after 2... Nc6, where it is written: the words for a
    /// move taken back, then the moves it took back in the FIDE phonetic
    /// alphabet (Anna, Bella, …), each word with its recording in both
    /// built-in voice packs.
    #[test]
    fn a_retrace_is_said_with_the_moves_it_took_back() {
        use crate::notation::{ENGLISH, FIDE};
        use crate::sound::VoicePack;
        let games = read_games("1. e4 e5 2. Nf3 Nc6 {[%retrace 3. Bb5 a6]} 3. Bc4 *");
        let sheet = Scoresheet::from_pgn(&games[0]).expect("a game");
        let said = script(&sheet, false);
        // The header, four moves, the retrace, then 3. Bc4.
        assert_eq!(said.len(), 7, "{said:?}");
        assert_eq!(
            ENGLISH.speech(&said[5]),
            "taken back: Move three, Bishop Bella five, Pawn Anna six"
        );
        assert_eq!(
            FIDE.speech(&said[5]),
            "zurückgenommen: Zug drei, Läufer Bella fünf, Bauer Anna sechs"
        );
        assert_eq!(ENGLISH.speech(&said[6]), "Move three, Bishop Cesar four");
        for scheme in [&FIDE, &ENGLISH] {
            let pack = VoicePack::embedded(scheme).expect("built in");
            let words: Vec<&Word> = said[5]
                .words
                .iter()
                .filter(|word| !matches!(word, Word::Punctuation(_)))
                .collect();
            assert_eq!(words.len(), 9, "{}: {words:?}", scheme.name);
            for word in words {
                let alone = Announcement {
                    words: vec![word.clone()],
                };
                assert!(
                    !pack.render(&alone, 1.0).samples.is_empty(),
                    "{}: no recording of {word:?}",
                    scheme.name
                );
            }
        }
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
