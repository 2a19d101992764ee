//! The spoken scoresheet: the whole game read aloud by a voice that renders
//! (the built-in recordings), as 16-bit mono PCM. No sound device is used.

use shakmaty::{Color, Position};

use super::record::Scoresheet;
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
/// (9.1.2.2) is said after it.
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
    }
    if let Some(end) = &end {
        script.push(game_end(end));
    }
    script
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
}
