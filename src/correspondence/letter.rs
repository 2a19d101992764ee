//! Reading the opponent's card (an e-mail or a text file): the move with
//! the number expected, in any notation annabella reads (ICCF digits
//! included), the player's last move as the card repeats it, the dates the
//! opponent received that move and sent theirs, and a message. A card whose
//! move number or repeated move does not fit the game is refused, with
//! what it says and what the game has: the correspondence player's usual
//! check.

use shakmaty::{Chess, Color, Move, Position};

use crate::notation::date::Date;
use crate::notation::{CardMove, CorrText, outside, read_typed_move};

/// The longest card read.
pub const LONGEST: u64 = 64 * 1024;

/// What a card says that fits the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Letter {
    pub m: Move,
    /// The day the opponent received the player's last move.
    pub received: Option<Date>,
    /// The day the opponent sent this move.
    pub sent: Option<Date>,
    pub message: Option<String>,
}

/// A move written on a card: its number, its side, the text after the
/// number, and the word after that when it may be Black's move of a pair
/// (`1. e4 e5`).
#[derive(Debug)]
struct Written<'a> {
    number: u32,
    side: Color,
    text: &'a str,
}

/// `12.`, `12...`, `12…`, also joined to the move (`12.Nf3`): the number,
/// the side, and the rest of the word.
fn numbered(word: &str) -> Option<(u32, Color, &str)> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    let number: u32 = word[..digits].parse().ok()?;
    let rest = &word[digits..];
    for (mark, side) in [
        ("...", Color::Black),
        ("…", Color::Black),
        ("..", Color::Black),
        (".", Color::White),
    ] {
        if let Some(rest) = rest.strip_prefix(mark) {
            return Some((number, side, rest));
        }
    }
    None
}

/// Every numbered move of the text, and Black's move after White's in a
/// pair.
fn written(text: &str) -> Vec<Written<'_>> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut found = Vec::new();
    let mut index = 0;
    while index < words.len() {
        let Some((number, side, rest)) = numbered(words[index]) else {
            index += 1;
            continue;
        };
        let (text, next) = if rest.is_empty() {
            (words.get(index + 1).copied().unwrap_or(""), index + 2)
        } else {
            (rest, index + 1)
        };
        found.push(Written { number, side, text });
        // `1. e4 e5`: the word after White's move, unless it is a number,
        // ICCF digits in brackets or a label.
        if side == Color::White
            && let Some(after) = words.get(next)
            && numbered(after).is_none()
            && !after.starts_with('(')
            && !after.ends_with(':')
        {
            found.push(Written {
                number,
                side: Color::Black,
                text: after,
            });
        }
        index = next;
    }
    found
}

/// A written move read in `position`, with the brackets and marks around
/// it passed over.
fn read(position: &Chess, text: &str) -> Option<Move> {
    let text = text.trim_matches(|c: char| matches!(c, '(' | ')' | ',' | ';' | '"'));
    if text.is_empty() {
        return None;
    }
    read_typed_move(position, text).ok()
}

/// The dates of the card: the first after a word for received, the first
/// after a word for sent, each on its line.
fn dates(text: &str) -> (Option<Date>, Option<Date>) {
    const RECEIVED: [&str; 5] = ["received", "erhalten", "empfangen", "rcvd", "rec"];
    const SENT: [&str; 6] = [
        "sent",
        "gesendet",
        "gesandt",
        "abgesandt",
        "versandt",
        "posted",
    ];
    let (mut received, mut sent) = (None, None);
    for line in text.lines() {
        let mut last_word: Option<bool> = None;
        for word in line.split_whitespace() {
            let lower = word.to_lowercase();
            let bare = lower.trim_matches(|c: char| !c.is_alphanumeric());
            if RECEIVED.contains(&bare) {
                last_word = Some(true);
            } else if SENT.contains(&bare) {
                last_word = Some(false);
            } else if let Ok(date) = word.parse::<Date>() {
                match last_word {
                    Some(true) => received = received.or(Some(date)),
                    Some(false) => sent = sent.or(Some(date)),
                    None => {}
                }
            }
        }
    }
    (received, sent)
}

/// The message of a card: what follows `Nachricht:` or `Message:`.
fn message(text: &str) -> Option<String> {
    text.lines().find_map(|line| {
        let line = line.trim();
        let lower = line.to_lowercase();
        ["nachricht:", "message:"]
            .iter()
            .find(|label| lower.starts_with(*label))
            .map(|label| outside::line(line[label.len()..].trim()))
            .filter(|m| !m.is_empty())
    })
}

/// The player's last move, as the card should repeat it.
pub struct Mine<'a> {
    pub before: &'a Chess,
    pub m: Move,
    pub card_move: CardMove,
}

/// Reads a card for the opponent's move in `position` (the player's last
/// move `mine` repeated on it, when it is there).
pub fn read_card(text: &str, position: &Chess, mine: Option<Mine>) -> Result<Letter, CorrText> {
    let expected = position.fullmoves().get();
    let side = position.turn();
    let moves = written(text);
    if let Some(mine) = &mine {
        let number = mine.before.fullmoves().get();
        let repeated: Vec<&Written> = moves
            .iter()
            .filter(|w| w.number == number && w.side == mine.before.turn())
            .collect();
        if !repeated.is_empty()
            && !repeated
                .iter()
                .any(|w| read(mine.before, w.text) == Some(mine.m))
        {
            let dots = if mine.before.turn() == Color::White {
                "."
            } else {
                "..."
            };
            return Err(CorrText::CardRepeatsOther {
                card: outside::clean(&format!("{number}{dots} {}", repeated[0].text), 40),
                game: mine.card_move.clone(),
            });
        }
    }
    let theirs: Vec<&Written> = moves.iter().filter(|w| w.side == side).collect();
    let fitting: Vec<&&Written> = theirs.iter().filter(|w| w.number == expected).collect();
    let Some(m) = fitting.iter().find_map(|w| read(position, w.text)) else {
        if let Some(first) = fitting.first() {
            let typed = outside::clean(first.text, 40);
            let why = match read_typed_move(position, first.text) {
                Err(refusal) => refusal,
                Ok(_) => crate::notation::Refusal::Unreadable(typed.clone()),
            };
            return Err(CorrText::CardMoveRefused(why.words(position)));
        }
        return Err(match theirs.iter().find(|w| w.number != expected) {
            Some(other) => CorrText::CardWrongNumber {
                found: other.number,
                side,
                expected,
            },
            None => CorrText::CardLacksMove {
                number: expected,
                side,
            },
        });
    };
    let (received, sent) = dates(text);
    Ok(Letter {
        m,
        received,
        sent,
        message: message(text),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Square, uci::UciMove};

    fn after(moves: &[&str]) -> Chess {
        let mut position = Chess::default();
        for text in moves {
            let m = text
                .parse::<UciMove>()
                .expect("uci")
                .to_move(&position)
                .expect("legal");
            position.play_unchecked(m);
        }
        position
    }

    /// A card as a player writes it by hand, in German, ICCF digits only:
    /// the move numbered 1... (Black's first, expected after 1. e4) is
    /// found, the repeated 1. 5254 checked, the dates read.
    #[test]
    fn a_handwritten_card_is_read() {
        let before = Chess::default();
        let position = after(&["e2e4"]);
        let e4 = read_typed_move(&before, "e4").expect("e4");
        let mine = Mine {
            before: &before,
            m: e4,
            card_move: CardMove {
                number: 1,
                side: Color::White,
                written: "e4".into(),
                iccf: "5254".into(),
            },
        };
        let text = "Lieber Bob,\nDein Zug 1. 5254 erhalten am 17.11.2026,\n\
                    meine Antwort 1... 5755 gesendet am 18.11.2026.\nNachricht: Viel Glück!";
        let letter = read_card(text, &position, Some(mine)).expect("a card");
        assert_eq!(letter.m.to(), Square::E5);
        assert_eq!(letter.received, "2026-11-17".parse().ok());
        assert_eq!(letter.sent, "2026-11-18".parse().ok());
        assert_eq!(letter.message.as_deref(), Some("Viel Glück!"));
    }

    #[test]
    fn a_card_with_another_number_or_repeat_is_refused() {
        let before = Chess::default();
        let position = after(&["e2e4"]);
        let e4 = read_typed_move(&before, "e4").expect("e4");
        let mine = || Mine {
            before: &before,
            m: e4,
            card_move: CardMove {
                number: 1,
                side: Color::White,
                written: "e4".into(),
                iccf: "5254".into(),
            },
        };
        assert_eq!(
            read_card("2... Nc6", &position, Some(mine())),
            Err(CorrText::CardWrongNumber {
                found: 2,
                side: Color::Black,
                expected: 1
            })
        );
        assert!(matches!(
            read_card("1. d4 d5", &position, Some(mine())),
            Err(CorrText::CardRepeatsOther { .. })
        ));
        assert_eq!(
            read_card("Hello", &position, Some(mine())),
            Err(CorrText::CardLacksMove {
                number: 1,
                side: Color::Black
            })
        );
        // A pair as a scoresheet writes it.
        let letter = read_card("1. e4 e5", &position, Some(mine())).expect("a card");
        assert_eq!(letter.m.to(), Square::E5);
    }
}
