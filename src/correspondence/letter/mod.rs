//! Reading what the opponent wrote, as a careful human reads it: a pure
//! function of the new text of his mail (or card) and the game.
//!
//! - Lines that repeat a card the player sent are hers, not his.
//! - The move is the one he says he plays ("ich spiele", "my move", or a
//!   move standing alone), in any notation, with or without its number;
//!   moves he weighs, fears, expects, denies or asks about are not played,
//!   nor moves on a condition, nor the later moves of an analysis.
//! - Where the text leaves a doubt (two moves he might play, his
//!   repetition of the player's last move differs from the game, a number
//!   that does not fit), the doubt is the answer: what the mail says and
//!   what the game has; nothing is played.
//! - Offers, acceptance, refusal, claims, resignation and conditional
//!   moves in words, and the dates and message of a card, are read too.

pub mod text;
pub mod words;

use shakmaty::{Chess, Move, Position, Role};

use self::text::{Mention, Sentence, Token};
use self::words::{Cue, Says};
use crate::game::Claim;
use crate::notation::date::Date;
use crate::notation::{CardMove, MailDoubt, MailSays, Refusal, Scheme, outside, read_typed_move};

/// The player's last move, which the letter answers.
#[derive(Clone, Copy, Debug)]
pub struct Mine<'a> {
    pub before: &'a Chess,
    pub m: Move,
}

/// What the game gives the reader of a letter.
#[derive(Clone, Copy)]
pub struct Table<'a> {
    /// The position the opponent moves in.
    pub position: &'a Chess,
    /// The player's last move (none before White's first).
    pub mine: Option<Mine<'a>>,
    /// The cards the player sent, as written: their lines are hers.
    pub cards: &'a [String],
    /// The player's last card offered a draw.
    pub offered: bool,
    /// The player's scheme: its SAN letters are read too.
    pub scheme: &'a Scheme,
}

/// What the letter's move comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The move he plays.
    Move(Move),
    /// What leaves a doubt; nothing is played.
    Doubt(MailDoubt),
    /// No move of his is named.
    Nothing,
}

/// Everything read in a letter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub found: Found,
    pub says: Vec<MailSays>,
    /// The day he received the player's move, as he writes it.
    pub received: Option<Date>,
    /// The day he sent his, as he writes it.
    pub sent: Option<Date>,
    /// A message labelled as one ("Nachricht: …").
    pub message: Option<String>,
}

/// A line as compared with a card's: trimmed, spaces made single.
fn line_key(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text without what repeats the player's cards: every run of two
/// lines or more that are lines of one of her cards, and any single line
/// of a card that names her move or carries her message. A line any card
/// may hold alone ("Ich biete Remis an.") stays his.
fn without_cards(text: &str, cards: &[String]) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut drop = vec![false; lines.len()];
    for card in cards {
        let card_lines: Vec<String> = card
            .lines()
            .map(line_key)
            .filter(|l| !l.is_empty())
            .collect();
        let is_card_line = |line: &str| card_lines.contains(&line_key(line));
        let mut index = 0;
        while index < lines.len() {
            if !is_card_line(lines[index]) {
                index += 1;
                continue;
            }
            let start = index;
            let mut count = 0;
            while index < lines.len()
                && (lines[index].trim().is_empty() || is_card_line(lines[index]))
            {
                count += usize::from(!lines[index].trim().is_empty());
                index += 1;
            }
            let single_names_her = count == 1 && {
                let line = line_key(lines[start]);
                // Her own move or message: a card line with a move or
                // free text, not a fixed sentence.
                let text = line.trim();
                let sentences = text::sentences(text);
                !text::mentions(&sentences).is_empty()
                    || words::MESSAGE
                        .iter()
                        .any(|m| text.to_lowercase().starts_with(m))
            };
            if count >= 2 || single_names_her {
                for flag in &mut drop[start..index] {
                    *flag = true;
                }
            }
        }
    }
    lines
        .iter()
        .zip(drop)
        .filter(|(_, dropped)| !dropped)
        .map(|(line, _)| *line)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The part a move named in a sentence plays there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Part {
    /// He says he plays it.
    Declared,
    /// Named with no word about it.
    Bare,
    /// Named as the player's move.
    Hers,
    /// The condition of a conditional move, and the move on it.
    When,
    Then,
    /// Weighed, denied, asked: not played.
    Weighed,
}

/// The cue words among `words` (plain), as many words long as the cue.
fn cues(words: &[String]) -> Vec<Cue> {
    let mut found = Vec::new();
    for start in 0..words.len() {
        for (phrase, cue) in words::CUES {
            let fits = phrase.len() <= words.len() - start
                && phrase
                    .iter()
                    .zip(&words[start..])
                    .all(|(p, w)| words::is(w, p));
            if fits {
                found.push(*cue);
            }
        }
    }
    found
}

/// The part of each mention, from the words before it in its sentence
/// (back to the move before, the last clause first) and a denial after it.
fn parts(sentences: &[Sentence], mentions: &[Mention]) -> Vec<Part> {
    let mut roles: Vec<Part> = Vec::with_capacity(mentions.len());
    // Whether each mention is joined to the one before by glue alone
    // ("Fc4 ve Ae5", "d5 und a4").
    let mut glued: Vec<bool> = Vec::with_capacity(mentions.len());
    for (index, mention) in mentions.iter().enumerate() {
        let sentence = &sentences[mention.sentence];
        let previous = index
            .checked_sub(1)
            .filter(|&p| mentions[p].sentence == mention.sentence);
        let from = previous.map_or(0, |p| mentions[p].end);
        let clause = sentence.words(from, mention.at, true);
        let mut found = cues(&clause);
        if found.is_empty() {
            found = cues(&sentence.words(from, mention.at, false));
        }
        let window = sentence.words(from, mention.at, false);
        let next = mentions
            .get(index + 1)
            .filter(|n| n.sentence == mention.sentence)
            .map_or(sentence.tokens.len(), |n| n.at);
        let after_clause = sentence.tokens[mention.end.min(next)..next]
            .iter()
            .take_while(|t| !matches!(t, Token::Break))
            .filter_map(|t| match t {
                Token::Word(w) => Some(w.plain.clone()),
                _ => None,
            })
            .any(|w| words::any(&w, words::AFTER));
        let conditional_before =
            previous.is_some_and(|p| matches!(roles[p], Part::When | Part::Then));
        let only_glue = window.iter().all(|w| words::any(w, words::GLUE));
        glued.push(previous.is_some() && only_glue);
        let role = if sentence.question {
            Part::Weighed
        } else if conditional_before {
            Part::Then
        } else if found.contains(&Cue::When) {
            Part::When
        } else if found.contains(&Cue::Consider) || after_clause {
            Part::Weighed
        } else if let Some(p) = previous.filter(|_| only_glue) {
            roles[p]
        } else if found.contains(&Cue::Hers) {
            Part::Hers
        } else if found.contains(&Cue::Declare) {
            Part::Declared
        } else {
            Part::Bare
        };
        roles.push(role);
    }
    // What is weighed is weighed with every move glued before it: "Fc4 ve
    // Ae5 düşündüm" thought of both, where the verb comes last.
    for index in (1..roles.len()).rev() {
        if glued[index] && roles[index] == Part::Weighed && roles[index - 1] == Part::Bare {
            roles[index - 1] = Part::Weighed;
        }
    }
    roles
}

/// The pieces a capital letter may name: in English or German SAN, and in
/// the scheme's letters (Icelandic `R` is a knight, English `R` a rook).
fn lettered(letter: char, scheme: &Scheme) -> Vec<Role> {
    let english = match letter {
        'K' => Some(Role::King),
        'Q' | 'D' => Some(Role::Queen),
        'R' | 'T' => Some(Role::Rook),
        'B' | 'L' => Some(Role::Bishop),
        'N' | 'S' => Some(Role::Knight),
        _ => None,
    };
    let own = [
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ]
    .into_iter()
    .zip(scheme.letters)
    .find(|(_, l)| *l == letter)
    .map(|(role, _)| role);
    let mut roles: Vec<Role> = english.into_iter().chain(own).collect();
    roles.dedup();
    roles
}

/// A mention read in `position`: its move, or why it is none. A move is
/// never guessed: a square only one piece reaches is no move here, a
/// capital letter must name the piece that moves (`Ba4` is a bishop's),
/// and a letter that names two pieces (`Rf3`: an English rook, an
/// Icelandic knight) that can both go there is asked about.
fn read_mention(position: &Chess, mention: &Mention, scheme: &Scheme) -> Result<Move, Refusal> {
    let read = |text: &str| -> Result<Move, Refusal> {
        let as_written = read_typed_move(position, text);
        let own = scheme.readable(text);
        let in_scheme = (own != text).then(|| read_typed_move(position, &own));
        let first = text.chars().next().unwrap_or(' ');
        let named = lettered(first, scheme);
        let fits = |m: &Move| {
            !first.is_uppercase()
                || first == 'O'
                || named.contains(&m.role())
                || (first == 'B' && m.role() == Role::Bishop)
        };
        let mut moves: Vec<Move> = Vec::new();
        for m in [
            as_written.as_ref().ok(),
            in_scheme.as_ref().and_then(|r| r.as_ref().ok()),
        ]
        .into_iter()
        .flatten()
        {
            if fits(m) && !moves.contains(m) {
                moves.push(*m);
            }
        }
        match moves.as_slice() {
            [m] => Ok(*m),
            [] => Err(match as_written {
                Err(refusal) => refusal,
                Ok(_) => Refusal::Unreadable(text.to_owned()),
            }),
            _ => Err(Refusal::Ambiguous(moves)),
        }
    };
    let by_san = read(&mention.san);
    match (&by_san, mention.iccf.as_deref().map(read)) {
        (Ok(a), Some(Ok(b))) if *a != b => Err(Refusal::Ambiguous(vec![*a, b])),
        (Err(_), Some(Ok(b))) => Ok(b),
        _ => by_san,
    }
}

/// Which side a move named belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Whose {
    /// His move now.
    His,
    /// The player's last move, repeated.
    Hers,
    /// His move with a number after the one expected.
    Later,
    /// An earlier move, or a word that only looks like a move.
    Neither,
}

fn whose(mention: &Mention, role: Part, table: &Table) -> Whose {
    let his = table.position.turn();
    let expected = table.position.fullmoves().get();
    let hers = table.mine.map(|mine| (mine.before.fullmoves().get(), mine));
    let reads_as_hers = || {
        hers.is_some_and(|(_, mine)| {
            read_mention(mine.before, mention, table.scheme).is_ok_and(|m| m == mine.m)
        })
    };
    match mention.number {
        Some((n, side)) => {
            let her_number = hers.is_some_and(|(number, _)| number == n);
            if n == expected && side == his {
                Whose::His
            } else if her_number && side != his {
                Whose::Hers
            } else if n == expected
                && read_mention(table.position, mention, table.scheme).is_ok()
                && !(her_number && reads_as_hers())
            {
                Whose::His
            } else if her_number && reads_as_hers() {
                Whose::Hers
            } else if side == his && n > expected {
                Whose::Later
            } else {
                Whose::Neither
            }
        }
        None if role == Part::Hers => Whose::Hers,
        None if mention.digits_only && role != Part::Declared => Whose::Neither,
        None => {
            if read_mention(table.position, mention, table.scheme).is_ok() {
                Whose::His
            } else if reads_as_hers() {
                Whose::Hers
            } else {
                Whose::Neither
            }
        }
    }
}

/// What each sentence says of the game: offers, answers, claims,
/// resignation; a denial or a condition takes a resignation back.
fn sayings(sentences: &[Sentence], offered: bool) -> Vec<MailSays> {
    let mut said: Vec<MailSays> = Vec::new();
    let mut add = |says: MailSays| {
        if !said.contains(&says) {
            said.push(says);
        }
    };
    for sentence in sentences {
        let all: Vec<String> = sentence.clauses().concat();
        let of_draw = all
            .iter()
            .any(|w| words::any(w, words::DRAW) || w.contains("angebot") || w == "offer");
        let conditional = cues(&all).contains(&Cue::When);
        let mut kinds: Vec<Says> = Vec::new();
        for clause in sentence.clauses() {
            for (phrase, says) in words::PHRASES {
                let Some((start, end)) = words::find(&clause, phrase) else {
                    continue;
                };
                let last = phrase.last().copied().unwrap_or("");
                // A German verb's particle closes its clause: "ich gebe
                // auf", not "ich gebe zu, dass … auf".
                if matches!(last, "auf" | "an" | "ab") && end + 1 != clause.len() {
                    continue;
                }
                let denied = clause[start.saturating_sub(2)..=end]
                    .iter()
                    .any(|w| words::any(w, words::NEGATION))
                    || clause[end + 1..]
                        .iter()
                        .take(2)
                        .any(|w| words::any(w, words::NEGATION_AFTER));
                let kind = match (says, denied) {
                    (Says::Accept, true) => Says::Decline,
                    (_, true) => continue,
                    (kind, false) => *kind,
                };
                kinds.push(kind);
            }
        }
        kinds.retain(|kind| match kind {
            Says::Accept | Says::Decline => of_draw || offered,
            Says::Resign | Says::Offer | Says::Claim => !sentence.question || *kind == Says::Offer,
        });
        if conditional {
            kinds.retain(|k| *k != Says::Resign);
        }
        if kinds.is_empty() && sentence.question && all.iter().any(|w| words::any(w, words::DRAW)) {
            kinds.push(Says::Offer);
        }
        if kinds.contains(&Says::Decline) {
            kinds.retain(|k| !matches!(k, Says::Offer | Says::Accept));
        }
        if kinds.contains(&Says::Accept) {
            kinds.retain(|k| *k != Says::Offer);
        }
        for kind in kinds {
            add(match kind {
                Says::Offer => MailSays::OffersDraw,
                Says::Accept => MailSays::AcceptsDraw,
                Says::Decline => MailSays::DeclinesDraw,
                Says::Resign => MailSays::Resigns,
                Says::Claim => {
                    let claim = if all.iter().any(|w| words::any(w, words::REPETITION)) {
                        Some(Claim::ThreefoldRepetition)
                    } else if all.iter().any(|w| words::any(w, words::FIFTY)) {
                        Some(Claim::FiftyMoves)
                    } else {
                        None
                    };
                    MailSays::Claims(claim)
                }
            });
        }
    }
    said
}

/// The dates of a card: the first after a word for received, the first
/// after a word for sent, each on its line.
fn dates(text: &str) -> (Option<Date>, Option<Date>) {
    let (mut received, mut sent) = (None, None);
    for line in text.lines() {
        let mut last_word: Option<bool> = None;
        for word in line.split_whitespace() {
            let bare = words::plain(word.trim_matches(|c: char| !c.is_alphanumeric()));
            if words::any(&bare, words::RECEIVED) {
                last_word = Some(true);
            } else if words::any(&bare, words::SENT) {
                last_word = Some(false);
            } else if let Ok(date) = word
                .trim_matches(|c: char| !c.is_ascii_digit())
                .parse::<Date>()
            {
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
        words::MESSAGE
            .iter()
            .find(|label| lower.starts_with(*label))
            .and_then(|label| line.get(label.len()..))
            .map(|rest| outside::line(rest.trim()))
            .filter(|m| !m.is_empty())
    })
}

/// The player's card move, as the card writes it.
pub fn card_move(before: &Chess, m: Move, scheme: &Scheme) -> CardMove {
    CardMove {
        number: before.fullmoves().get(),
        side: before.turn(),
        written: scheme.written_san(&crate::notation::formats::san(before, m)),
        iccf: crate::notation::formats::iccf(m),
    }
}

/// A move as a mail writes it (`14... g6`, `Springer f1`), read in
/// `position`: none where its number or side is not the position's, or it
/// is no move there.
pub fn read_written(position: &Chess, written: &str, scheme: &Scheme) -> Option<Move> {
    let normal = text::normalise(written);
    let sentences = text::sentences(&normal);
    let mention = text::mentions(&sentences).into_iter().next()?;
    if let Some((n, side)) = mention.number
        && (n != position.fullmoves().get() || side != position.turn())
    {
        return None;
    }
    read_mention(position, &mention, scheme).ok()
}

/// Reads a letter's new text for the opponent's move in the table's
/// position, and for everything else it says.
pub fn read(new_text: &str, table: &Table) -> Reading {
    let own = without_cards(new_text, table.cards);
    let normal = text::normalise(&own);
    let sentences = text::sentences(&normal);
    let mentions = text::mentions(&sentences);
    let roles = parts(&sentences, &mentions);
    let mut says = sayings(&sentences, table.offered);
    let (received, sent) = dates(&normal);
    let message = message(&normal);

    // Conditional moves: each move on a condition with the one after it.
    for (index, mention) in mentions.iter().enumerate() {
        if roles[index] == Part::When
            && let Some(then) = mentions
                .get(index + 1)
                .filter(|n| n.sentence == mention.sentence && roles[index + 1] == Part::Then)
        {
            let conditional = MailSays::Conditional {
                when: mention.written.clone(),
                then: then.written.clone(),
            };
            if !says.contains(&conditional) {
                says.push(conditional);
            }
        }
    }

    let reading = |found| Reading {
        found,
        says: says.clone(),
        received,
        sent,
        message: message.clone(),
    };
    let side = table.position.turn();
    let expected = table.position.fullmoves().get();
    let mut declared: Vec<(Move, String)> = Vec::new();
    let mut bare: Vec<(Move, String)> = Vec::new();
    let mut unplayable: Vec<(bool, String, Refusal)> = Vec::new();
    let mut later: Vec<(bool, String)> = Vec::new();
    let mut weighed: Vec<String> = Vec::new();
    for (mention, &role) in mentions.iter().zip(&roles) {
        if matches!(role, Part::When | Part::Then) {
            continue;
        }
        match whose(mention, role, table) {
            Whose::Hers if role != Part::Weighed => {
                let Some(mine) = table.mine else { continue };
                if read_mention(mine.before, mention, table.scheme).ok() != Some(mine.m) {
                    return reading(Found::Doubt(MailDoubt::RepeatsOther {
                        card: mention.written.clone(),
                        game: card_move(mine.before, mine.m, table.scheme),
                    }));
                }
            }
            Whose::His if role == Part::Weighed => weighed.push(mention.written.clone()),
            Whose::His => {
                let chosen = role == Part::Declared;
                match read_mention(table.position, mention, table.scheme) {
                    Ok(m) => {
                        let list = if chosen { &mut declared } else { &mut bare };
                        if !list.iter().any(|(known, _)| *known == m) {
                            list.push((m, mention.written.clone()));
                        }
                    }
                    Err(refusal) => unplayable.push((chosen, mention.written.clone(), refusal)),
                }
            }
            Whose::Later if !mention.joined && role != Part::Weighed => {
                later.push((role == Part::Declared, mention.written.clone()));
            }
            _ => {}
        }
    }
    if says.contains(&MailSays::AcceptsDraw) && !table.offered {
        return reading(Found::Doubt(MailDoubt::AcceptsUnoffered));
    }
    if says
        .iter()
        .any(|s| matches!(s, MailSays::Resigns | MailSays::AcceptsDraw))
    {
        return reading(Found::Nothing);
    }
    let several = |list: &[(Move, String)]| {
        Found::Doubt(MailDoubt::Several(
            list.iter().map(|(_, written)| written.clone()).collect(),
        ))
    };
    let wrong_number = |card: &str| {
        Found::Doubt(MailDoubt::WrongNumber {
            card: card.to_owned(),
            expected,
            side,
        })
    };
    let refused = |card: &str, refusal: &Refusal| {
        Found::Doubt(MailDoubt::Unplayable {
            card: card.to_owned(),
            why: refusal.words(table.position),
        })
    };
    let found = if declared.len() >= 2 {
        several(&declared)
    } else if let Some((_, card)) = later.iter().find(|(chosen, _)| *chosen) {
        wrong_number(card)
    } else if let [(m, _)] = declared.as_slice() {
        Found::Move(*m)
    } else if let Some((_, card, refusal)) = unplayable.iter().find(|(chosen, _, _)| *chosen) {
        refused(card, refusal)
    } else if bare.len() >= 2 {
        several(&bare)
    } else if let [(m, _)] = bare.as_slice() {
        Found::Move(*m)
    } else if let Some((_, card)) = later.first() {
        wrong_number(card)
    } else if let Some((_, card, refusal)) = unplayable.first() {
        refused(card, refusal)
    } else if !weighed.is_empty() {
        Found::Doubt(MailDoubt::NoneSaid(weighed))
    } else {
        Found::Nothing
    };
    reading(found)
}

#[cfg(test)]
mod tests;
