//! Typed words become a [`Command`]. The words follow lichess's blind mode
//! where it has them (`c`, `l`, `p N`, `s e`, `o`), with English and German
//! names in every language and the language's own words beside them
//! (`evet`, `berabere`, `yardım oyun`; `locales/CODE/words.ftl`), in any
//! case and with an optional `/` in front. Anything that is no command is a
//! move to be read.

use std::time::Duration;

use shakmaty::{Color, File, KnownOutcome, Rank, Role, Square};

use crate::game::{Bonus, Claim};
use crate::notation::scheme::Scheme;
use crate::notation::{HelpTopic, Language, Line, Slot, Usage, ascii_digits};

/// One thing a player asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Anything that is not a command: read as a move.
    Move(String),
    /// `help`, or `help TOPIC`: one page of it.
    Help(Option<HelpTopic>),
    Quit,
    Repeat,
    Clock,
    Last,
    Moves,
    Back,
    Next,
    Flip,
    Turn,
    Fen,
    /// Where the game is saved.
    File,
    Opponent,
    /// The position as eight short lines, one a rank.
    Board,
    Pieces {
        side: Option<Color>,
        role: Option<Role>,
    },
    Scan(Line),
    Legal(Square),
    Attackers(Square),
    Square(Square),
    Hint,
    Eval,
    Engine,
    /// A draw offer, by the side named (`draw white`) or the player's own.
    Draw(Option<Color>),
    /// Resignation, of the side named (`resign black`) or the player's own.
    Resign(Option<Color>),
    Abort,
    Takeback,
    /// A claim, by the side named or the player's own, with the move it
    /// states (as typed) when it is still to be made.
    Claim {
        claim: Claim,
        stated: Option<String>,
        side: Option<Color>,
    },
    /// An online game whose opponent has left: claim the win (`true`) or
    /// a draw.
    ClaimAbsent {
        win: bool,
    },
    /// A line for the opponent's chat in an online game, as typed.
    Chat(String),
    /// Declining a challenge on lichess with a reason, as typed.
    Decline(String),
    /// The player's ongoing games on lichess.
    Games,
    /// Switching to the game of that number of the list.
    SwitchGame(usize),
    Press,
    Cancel,
    Yes,
    No,
    /// The practice clock moves on.
    Wait(Duration),
    // Review.
    First,
    End,
    /// A move number of the review.
    Goto(u32),
    // The arbiter's procedures of two-board play.
    /// An illegal move (article 7.5): `illegal` (7.5.1 right after a
    /// refused move, 7.5.3 with nothing typed), `illegal hands` (7.5.4).
    Illegal {
        hands: bool,
    },
    /// Pieces touched, in the order touched (articles 4.3–4.5).
    Touched(Vec<Square>),
    /// Back to the position after this move, of the side named (D.2.9):
    /// Black's, the whole move, when none is.
    Retrace(u32, Option<Color>),
    /// The arbiter stops the clocks (6.11.1) or starts them again (6.11.3).
    ClockStop,
    ClockStart,
    /// The arbiter declares a result, with the reason as typed.
    Result {
        outcome: KnownOutcome,
        reason: String,
    },
    /// A new increment or delay for both players from now on (III.4).
    ClockControl(Bonus),
    /// The player to move seals a move, as typed (Guidelines I.1).
    Seal(Option<String>),
    /// A draw claimed in the quickplay finish (the Persian 10.2, III.5),
    /// by the side named or the player's own.
    ClaimQuickplay(Option<Color>),
    /// The arbiter postpones a quickplay claim (10.2 b), with the time
    /// given to the opponent.
    Postpone(Option<Duration>),
    /// The arbiter sets a side's clock (6.10.2).
    ClockSet(Color, Duration),
    /// The arbiter adds (or, negative, takes) milliseconds.
    ClockAdd(Color, i64),
}

/// A command word typed without what it needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Missing(pub Usage);

/// Every word that names a command, in every language it is accepted in.
/// Command words are the player's input vocabulary, the same in every
/// scheme.
pub const WORDS: &[&str] = &[
    "help",
    "hilfe",
    "?",
    "quit",
    "exit",
    "q",
    "beenden",
    "repeat",
    "r",
    "wiederholen",
    "clock",
    "c",
    "uhr",
    "time",
    "zeit",
    "board",
    "brett",
    "last",
    "l",
    "letzter",
    "moves",
    "m",
    "zuege",
    "züge",
    "back",
    "previous",
    "<",
    "zurück",
    "zurueck",
    "b",
    "next",
    ">",
    "vor",
    "weiter",
    "n",
    "flip",
    "drehen",
    "turn",
    "amzug",
    "fen",
    "file",
    "datei",
    "opponent",
    "games",
    "partien",
    "game",
    "partie",
    "o",
    "gegner",
    "pieces",
    "p",
    "figuren",
    "scan",
    "s",
    "legal",
    "a",
    "attackers",
    "angreifer",
    "square",
    "sq",
    "feld",
    "hint",
    "tipp",
    "eval",
    "evaluation",
    "bewertung",
    "engine",
    "computer",
    "draw",
    "remis",
    "resign",
    "aufgeben",
    "abort",
    "abbruch",
    "takeback",
    "undo",
    "zurücknehmen",
    "zuruecknehmen",
    "claim",
    "reklamieren",
    "threefold",
    "repetition",
    "dreimal",
    "fifty",
    "fünfzig",
    "fuenfzig",
    "win",
    "victory",
    "sieg",
    "chat",
    "nachricht",
    "press",
    "ok",
    "drücken",
    "druecken",
    "cancel",
    "abbrechen",
    "yes",
    "ja",
    "y",
    "j",
    "accept",
    "annehmen",
    "no",
    "nein",
    "decline",
    "ablehnen",
    "wait",
    "first",
    "start",
    "anfang",
    "end",
    "schluss",
    "goto",
    "illegal",
    "regelwidrig",
    "touched",
    "berührt",
    "beruehrt",
    "add",
    "replace",
    "hands",
    "hände",
    "haende",
    "retrace",
    "set",
    "stellen",
    "stop",
    "anhalten",
    "starten",
    "result",
    "ergebnis",
    "control",
    "bedenkzeit",
    "seal",
    "abgeben",
    "quickplay",
    "endspurt",
    "postpone",
    "vertagen",
    "sound",
    "voice",
    "ton",
    "stimme",
    "two-board",
    "zweibrett",
    "arbiter",
    "schiedsrichter",
    "online",
    "lichess",
    "review",
    "nachspielen",
];

/// A result typed by the arbiter: `1-0`, `0-1`, `1/2` (also `1/2-1/2`,
/// `½-½`, `½`).
fn outcome(word: &str) -> Option<KnownOutcome> {
    match word {
        "1-0" => Some(KnownOutcome::Decisive {
            winner: Color::White,
        }),
        "0-1" => Some(KnownOutcome::Decisive {
            winner: Color::Black,
        }),
        "1/2" | "1/2-1/2" | "½" | "½-½" | "=" => Some(KnownOutcome::Draw),
        _ => None,
    }
}

fn side(word: &str) -> Option<Color> {
    match word {
        "white" | "whites" | "weiss" | "weiß" | "w" | "weisse" | "weiße" | "weissen" | "weißen"
        | "weisser" | "weißer" => Some(Color::White),
        "black" | "blacks" | "schwarz" | "schwarze" | "schwarzen" | "schwarzer" => {
            Some(Color::Black)
        }
        _ => None,
    }
}

fn role(word: &str) -> Option<Role> {
    match word.to_lowercase().as_str() {
        "king" | "koenig" | "könig" | "kings" | "könige" | "koenige" | "k" => Some(Role::King),
        "queen" | "queens" | "dame" | "damen" | "q" | "d" => Some(Role::Queen),
        "rook" | "rooks" | "turm" | "türme" | "tuerme" | "türmen" | "r" | "t" => Some(Role::Rook),
        "bishop" | "bishops" | "laeufer" | "läufer" | "läufern" | "b" | "l" => Some(Role::Bishop),
        "knight" | "knights" | "springer" | "springern" | "n" | "s" => Some(Role::Knight),
        "pawn" | "pawns" | "bauer" | "bauern" | "p" => Some(Role::Pawn),
        _ => None,
    }
}

/// `p N` and `p n`: a piece letter alone names a side by its case, as in
/// lichess's blind mode (capitals White, small letters Black). The
/// language's own letters come first: in German B is Bauer, not bishop
/// (bishop is L); in Turkish K is kale (rook) and A at (knight), in
/// Icelandic R riddari (knight); English and German letters the language
/// has not taken keep their meaning.
fn lettered_piece(word: &str, language: Language) -> Option<(Color, Role)> {
    let mut chars = word.chars();
    let letter = chars.next()?;
    if chars.next().is_some() || !letter.is_alphabetic() {
        return None;
    }
    // A letter whose capital is two (ß, SS) is no piece's.
    let mut capitals = letter.to_uppercase();
    let capital = capitals.next()?;
    if capitals.next().is_some() {
        return None;
    }
    let own = Scheme::local(language).letters;
    let pawn = if language == Language::German {
        'B'
    } else {
        'P'
    };
    let role = match own.iter().position(|l| *l == capital) {
        Some(index) => [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ][index],
        None if capital == pawn => Role::Pawn,
        None => role(&letter.to_string())?,
    };
    let color = if letter.is_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Some((color, role))
}

/// A clock reading typed by the arbiter: `1:23:45`, `2:00` or seconds,
/// at most 100 hours.
fn clock_time(word: &str) -> Option<Duration> {
    let mut seconds: u64 = 0;
    let parts: Vec<&str> = word.split(':').collect();
    if parts.len() > 3 {
        return None;
    }
    for (index, part) in parts.iter().enumerate() {
        let value: u64 = part.parse().ok()?;
        if index > 0 && value >= 60 {
            return None;
        }
        seconds = seconds.checked_mul(60)?.checked_add(value)?;
    }
    (seconds <= 360_000).then(|| Duration::from_secs(seconds))
}

fn square(word: &str) -> Option<Square> {
    word.parse().ok()
}

fn line(word: &str) -> Option<Line> {
    let mut chars = word.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    match c {
        'a'..='h' => File::from_char(c).map(Line::File),
        '1'..='8' => Rank::from_char(c).map(Line::Rank),
        _ => None,
    }
}

/// A topic of the help by its German or English name.
fn help_topic(word: &str) -> Option<HelpTopic> {
    Some(match word {
        "moves" | "move" | "züge" | "zuege" | "zug" => HelpTopic::Moves,
        "board" | "brett" => HelpTopic::Board,
        "game" | "partie" => HelpTopic::Game,
        "clock" | "time" | "uhr" | "zeit" => HelpTopic::Clock,
        "sound" | "voice" | "ton" | "stimme" => HelpTopic::Sound,
        "engine" | "computer" => HelpTopic::Engine,
        "two-board" | "twoboard" | "boards" | "zweibrett" | "zwei-bretter" | "bretter" => {
            HelpTopic::TwoBoard
        }
        "arbiter" | "schiedsrichter" => HelpTopic::Arbiter,
        "online" | "lichess" => HelpTopic::Online,
        "review" | "nachspielen" => HelpTopic::Review,
        _ => return None,
    })
}

fn claim(word: &str) -> Option<Claim> {
    match word {
        "threefold" | "repetition" | "dreimal" | "3" => Some(Claim::ThreefoldRepetition),
        "fifty" | "50" | "fünfzig" | "fuenfzig" => Some(Claim::FiftyMoves),
        _ => None,
    }
}

/// The words of a typed line as the reader below reads them, each beside
/// the words typed for it: the language's own words as the English ones,
/// the first as a command and the rest as what follows one (a phrase may
/// take two or three typed words); every other word in lower case, with
/// Persian and Arabic-Indic digits as 0–9.
fn read_words(text: &str, language: Language) -> (Vec<String>, Vec<String>) {
    let typed: Vec<&str> = text.split_whitespace().collect();
    let vocabulary = language.vocabulary();
    let mut read = Vec::with_capacity(typed.len());
    let mut original = Vec::with_capacity(typed.len());
    let mut at = 0;
    while at < typed.len() {
        let slot = if at == 0 {
            Slot::Command
        } else {
            Slot::Argument
        };
        let (word, taken) = match vocabulary.at(slot, &typed[at..]) {
            Some((english, taken)) => (english.to_owned(), taken),
            None => (ascii_digits(&typed[at].to_lowercase()), 1),
        };
        read.push(word);
        original.push(typed[at..at + taken].join(" "));
        at += taken;
    }
    (read, original)
}

/// The words of a typed line as the command reader reads them (the
/// language's own as the English ones, every other in lower case), each
/// beside the words typed for it. For the few questions and desks that
/// read words of their own (yes to a program a file names, lichess's
/// challenges, ICCF's commands).
pub fn words_read(text: &str, language: Language) -> (Vec<String>, Vec<String>) {
    read_words(text, language)
}

impl Command {
    /// Whether the command only looks at the game or the clock: a question
    /// asked of the player stays open through it.
    pub fn is_read_only(&self) -> bool {
        matches!(
            self,
            Command::Help(_)
                | Command::Repeat
                | Command::Clock
                | Command::Last
                | Command::Moves
                | Command::Back
                | Command::Next
                | Command::Flip
                | Command::Turn
                | Command::Fen
                | Command::File
                | Command::Opponent
                | Command::Board
                | Command::Pieces { .. }
                | Command::Scan(_)
                | Command::Legal(_)
                | Command::Attackers(_)
                | Command::Square(_)
                | Command::Wait(_)
                | Command::Chat(_)
                | Command::Games
                | Command::SwitchGame(_)
        )
    }

    /// Reads one typed line. `review` changes what `n`, `end` and `q` mean:
    /// stepping through a game rather than answering a question.
    pub fn parse(text: &str, review: bool) -> Result<Command, Missing> {
        Command::parse_in(text, review, Language::English)
    }

    /// As [`Command::parse`], with the words of `language` beside the
    /// English and German ones, and its piece letters in `p` (German `p B`
    /// is Bauer).
    pub fn parse_in(text: &str, review: bool, language: Language) -> Result<Command, Missing> {
        let text = text.trim();
        let text = text
            .strip_prefix('/')
            .filter(|rest| !rest.is_empty())
            .unwrap_or(text);
        let (read, typed) = read_words(text, language);
        let words: Vec<&str> = read.iter().map(String::as_str).collect();
        let original: Vec<&str> = typed.iter().map(String::as_str).collect();
        let missing = |usage| Err(Missing(usage));
        let command = match words.as_slice() {
            [] | ["help" | "hilfe" | "?"] => Command::Help(None),
            ["help" | "hilfe" | "?", name] => match help_topic(name) {
                Some(topic) => Command::Help(Some(topic)),
                None => return missing(Usage::HelpTopic),
            },
            ["quit" | "exit" | "beenden"] => Command::Quit,
            ["q"] if review => Command::Quit,
            ["repeat" | "r" | "wiederholen"] => Command::Repeat,
            ["clock" | "c" | "uhr" | "time" | "zeit"] => Command::Clock,
            ["board" | "brett"] => Command::Board,
            ["clock" | "uhr", "set" | "stellen", who, time] => {
                match (side(who), clock_time(time)) {
                    (Some(color), Some(time)) => Command::ClockSet(color, time),
                    _ => return missing(Usage::ClockSet),
                }
            }
            ["clock" | "uhr", "set" | "stellen", ..] => return missing(Usage::ClockSet),
            ["clock" | "uhr", "add" | "plus", who, time] => {
                let (negative, time) = match time.strip_prefix('-') {
                    Some(rest) => (true, rest),
                    None => (false, time.strip_prefix('+').unwrap_or(time)),
                };
                match (side(who), clock_time(time)) {
                    (Some(color), Some(time)) => {
                        let millis = i64::try_from(time.as_millis()).unwrap_or(i64::MAX);
                        Command::ClockAdd(color, if negative { -millis } else { millis })
                    }
                    _ => return missing(Usage::ClockSet),
                }
            }
            ["clock" | "uhr", "add" | "plus", ..] => return missing(Usage::ClockSet),
            ["clock" | "uhr", "stop" | "anhalten"] => Command::ClockStop,
            ["clock" | "uhr", "start" | "starten"] => Command::ClockStart,
            ["clock" | "uhr", "control" | "bedenkzeit", bonus] => match bonus.parse() {
                Ok(bonus) => Command::ClockControl(bonus),
                Err(()) => return missing(Usage::ClockControl),
            },
            ["clock" | "uhr", "control" | "bedenkzeit", ..] => {
                return missing(Usage::ClockControl);
            }
            ["result" | "ergebnis", result, ..] if outcome(result).is_some() => {
                let reason = original[2..].join(" ");
                match outcome(result) {
                    Some(outcome) => Command::Result { outcome, reason },
                    None => return missing(Usage::Result),
                }
            }
            ["result" | "ergebnis", ..] => return missing(Usage::Result),
            ["seal" | "abgeben"] => Command::Seal(None),
            ["seal" | "abgeben", ..] => Command::Seal(Some(original[1..].join(" "))),
            ["postpone" | "vertagen"] => Command::Postpone(None),
            ["postpone" | "vertagen", time] => match clock_time(time) {
                Some(time) => Command::Postpone(Some(time)),
                None => return missing(Usage::Postpone),
            },
            ["postpone" | "vertagen", ..] => return missing(Usage::Postpone),
            ["last" | "l" | "letzter"] => Command::Last,
            ["moves" | "m" | "zuege" | "züge"] => Command::Moves,
            ["back" | "previous" | "<" | "zurück" | "zurueck"] => Command::Back,
            ["b"] => Command::Back,
            ["next" | ">" | "vor" | "weiter"] => Command::Next,
            ["n"] if review => Command::Next,
            ["flip" | "drehen"] => Command::Flip,
            ["turn" | "amzug"] => Command::Turn,
            ["fen"] => Command::Fen,
            ["file" | "datei"] => Command::File,
            ["opponent" | "o" | "gegner"] => Command::Opponent,
            ["games" | "partien"] => Command::Games,
            ["game" | "partie", number] => Command::SwitchGame(number.parse().unwrap_or(0)),
            ["pieces" | "p" | "figuren", ..] => {
                let mut side_named = None;
                let mut role_named = None;
                // Every word names a side, a kind or both (`N`); any other
                // word is not guessed at.
                for (word, typed) in words[1..].iter().zip(&original[1..]) {
                    if let Some(color) = side(word) {
                        side_named.get_or_insert(color);
                    } else if let Some(found) = role(word).filter(|_| typed.chars().count() > 1) {
                        role_named.get_or_insert(found);
                    } else if let Some((color, found)) = lettered_piece(typed, language) {
                        side_named.get_or_insert(color);
                        role_named.get_or_insert(found);
                    } else {
                        return missing(Usage::Pieces);
                    }
                }
                Command::Pieces {
                    side: side_named,
                    role: role_named,
                }
            }
            ["scan" | "s"] => return missing(Usage::Scan),
            ["scan" | "s", target] => match line(target) {
                Some(line) => Command::Scan(line),
                None => return missing(Usage::Scan),
            },
            ["legal" | "moves-of"] => return missing(Usage::Legal),
            ["legal" | "moves-of", target] => match square(target) {
                Some(sq) => Command::Legal(sq),
                None => return missing(Usage::Legal),
            },
            ["attackers" | "a" | "angreifer"] => return missing(Usage::Attackers),
            ["attackers" | "a" | "angreifer", target] => match square(target) {
                Some(sq) => Command::Attackers(sq),
                None => return missing(Usage::Attackers),
            },
            ["square" | "sq" | "feld"] => return missing(Usage::Square),
            ["square" | "sq" | "feld", target] => match square(target) {
                Some(sq) => Command::Square(sq),
                None => return missing(Usage::Square),
            },
            ["hint" | "tipp"] => Command::Hint,
            ["eval" | "evaluation" | "bewertung"] => Command::Eval,
            ["engine" | "computer"] => Command::Engine,
            ["draw" | "remis"] => Command::Draw(None),
            ["draw" | "remis", who] if side(who).is_some() => Command::Draw(side(who)),
            ["resign" | "aufgeben"] => Command::Resign(None),
            ["resign" | "aufgeben", who] if side(who).is_some() => Command::Resign(side(who)),
            ["abort" | "abbruch"] => Command::Abort,
            ["takeback" | "undo" | "zurücknehmen" | "zuruecknehmen"] => Command::Takeback,
            ["claim" | "reklamieren", "win" | "victory" | "sieg"] => {
                Command::ClaimAbsent { win: true }
            }
            ["claim" | "reklamieren", "draw" | "remis"] => Command::ClaimAbsent { win: false },
            ["claim" | "reklamieren", "quickplay" | "endspurt"] => Command::ClaimQuickplay(None),
            ["claim" | "reklamieren", who, "quickplay" | "endspurt"] if side(who).is_some() => {
                Command::ClaimQuickplay(side(who))
            }
            ["chat" | "nachricht"] => return missing(Usage::Chat),
            ["chat" | "nachricht", ..] => {
                let after_word = text
                    .split_once(char::is_whitespace)
                    .map_or("", |(_, rest)| rest);
                Command::Chat(after_word.trim().to_owned())
            }
            ["claim" | "reklamieren", rest @ ..] => {
                let named = rest.first().and_then(|w| side(w));
                let skip = usize::from(named.is_some());
                let Some(claim) = rest.get(skip).and_then(|w| claim(w)) else {
                    return missing(Usage::Claim);
                };
                let stated = (rest.len() > skip + 1).then(|| original[2 + skip..].join(" "));
                Command::Claim {
                    claim,
                    stated,
                    side: named,
                }
            }
            ["press" | "ok" | "drücken" | "druecken"] => Command::Press,
            ["cancel" | "abbrechen"] => Command::Cancel,
            ["yes" | "ja" | "y" | "j" | "accept" | "annehmen"] => Command::Yes,
            ["no" | "nein" | "decline" | "ablehnen"] => Command::No,
            ["decline" | "ablehnen", _] => Command::Decline(original[1].to_owned()),
            ["n"] => Command::No,
            ["wait"] => return missing(Usage::Wait),
            ["wait", seconds] => match seconds.replace(',', ".").parse::<f64>() {
                Ok(s) if s.is_finite() && (0.0..1e7).contains(&s) => {
                    Command::Wait(Duration::from_secs_f64(s))
                }
                _ => return missing(Usage::Wait),
            },
            ["first" | "start" | "anfang"] if review => Command::First,
            ["end" | "schluss"] if review => Command::End,
            ["goto" | "gehe", number] if review => match number.parse::<u32>() {
                Ok(n) => Command::Goto(n),
                Err(_) => return missing(Usage::Goto(0)),
            },
            ["goto" | "gehe"] if review => return missing(Usage::Goto(0)),
            ["illegal" | "regelwidrig"] => Command::Illegal { hands: false },
            ["illegal" | "regelwidrig", "hands" | "hände" | "haende"] => {
                Command::Illegal { hands: true }
            }
            ["touched" | "berührt" | "beruehrt", targets @ ..] => {
                let squares: Option<Vec<Square>> = targets.iter().map(|w| square(w)).collect();
                match squares {
                    Some(squares) if (1..=32).contains(&squares.len()) => Command::Touched(squares),
                    _ => return missing(Usage::Touched),
                }
            }
            ["retrace", number] => match number.parse::<u32>() {
                Ok(n) => Command::Retrace(n, None),
                Err(_) => return missing(Usage::Retrace),
            },
            ["retrace", number, who] => match (number.parse::<u32>(), side(who)) {
                (Ok(n), Some(color)) => Command::Retrace(n, Some(color)),
                _ => return missing(Usage::Retrace),
            },
            ["retrace", ..] => return missing(Usage::Retrace),
            _ => Command::Move(text.to_owned()),
        };
        Ok(command)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::message::tests::every_message;
    use crate::notation::{ENGLISH, FIDE, Form};

    fn parse(text: &str) -> Command {
        Command::parse(text, false).unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    #[test]
    fn lichess_blind_mode_words_and_a_slash_in_front() {
        assert_eq!(parse("/c"), Command::Clock);
        assert_eq!(parse("C"), Command::Clock);
        assert_eq!(
            parse("p N"),
            Command::Pieces {
                side: Some(Color::White),
                role: Some(Role::Knight)
            }
        );
        assert_eq!(
            parse("p n"),
            Command::Pieces {
                side: Some(Color::Black),
                role: Some(Role::Knight)
            }
        );
        assert_eq!(
            parse("pieces white rooks"),
            Command::Pieces {
                side: Some(Color::White),
                role: Some(Role::Rook)
            }
        );
        assert_eq!(parse("s e"), Command::Scan(Line::File(File::E)));
        assert_eq!(parse("s 4"), Command::Scan(Line::Rank(Rank::Fourth)));
        assert_eq!(parse("/o"), Command::Opponent);
    }

    #[test]
    fn commands_without_what_they_need_say_how() {
        assert_eq!(Command::parse("scan", false), Err(Missing(Usage::Scan)));
        assert_eq!(Command::parse("s z", false), Err(Missing(Usage::Scan)));
        assert_eq!(Command::parse("legal", false), Err(Missing(Usage::Legal)));
        assert_eq!(Command::parse("a", false), Err(Missing(Usage::Attackers)));
        assert_eq!(Command::parse("claim", false), Err(Missing(Usage::Claim)));
        assert_eq!(
            Command::parse("claim soon", false),
            Err(Missing(Usage::Claim))
        );
        assert_eq!(
            Command::parse("touched e9", false),
            Err(Missing(Usage::Touched))
        );
    }

    #[test]
    fn a_claim_keeps_the_stated_move_as_typed() {
        assert_eq!(
            parse("claim threefold Springer Gustav acht"),
            Command::Claim {
                claim: Claim::ThreefoldRepetition,
                stated: Some("Springer Gustav acht".into()),
                side: None,
            }
        );
        assert_eq!(
            parse("claim black fifty Ng8"),
            Command::Claim {
                claim: Claim::FiftyMoves,
                stated: Some("Ng8".into()),
                side: Some(Color::Black),
            }
        );
    }

    #[test]
    fn the_arbiters_words_name_sides_and_times() {
        assert_eq!(parse("resign black"), Command::Resign(Some(Color::Black)));
        assert_eq!(parse("draw"), Command::Draw(None));
        assert_eq!(parse("illegal hands"), Command::Illegal { hands: true });
        assert_eq!(
            parse("touched e1 h1 a1"),
            Command::Touched(vec![Square::E1, Square::H1, Square::A1])
        );
        assert_eq!(parse("retrace 12"), Command::Retrace(12, None));
        assert_eq!(
            parse("retrace 12 white"),
            Command::Retrace(12, Some(Color::White))
        );
        assert_eq!(parse("clock stop"), Command::ClockStop);
        assert_eq!(parse("Uhr starten"), Command::ClockStart);
        assert_eq!(
            parse("result 1/2 III.5.1 no winning attempts"),
            Command::Result {
                outcome: KnownOutcome::Draw,
                reason: "III.5.1 no winning attempts".into()
            }
        );
        assert_eq!(
            parse("clock control +5"),
            Command::ClockControl(Bonus::Increment(Duration::from_secs(5)))
        );
        assert_eq!(parse("seal Nf3"), Command::Seal(Some("Nf3".into())));
        assert_eq!(parse("claim quickplay"), Command::ClaimQuickplay(None));
        assert_eq!(
            parse("postpone 2:00"),
            Command::Postpone(Some(Duration::from_secs(120)))
        );
        assert_eq!(
            Command::parse("result 2-0", false),
            Err(Missing(Usage::Result))
        );
        assert_eq!(
            Command::parse("clock control x5", false),
            Err(Missing(Usage::ClockControl))
        );
        assert_eq!(
            parse("clock set white 1:23:45"),
            Command::ClockSet(Color::White, Duration::from_secs(5025))
        );
        assert_eq!(
            parse("clock add black 2:00"),
            Command::ClockAdd(Color::Black, 120_000)
        );
        assert_eq!(
            parse("clock add black -0:30"),
            Command::ClockAdd(Color::Black, -30_000)
        );
        assert_eq!(
            Command::parse("clock set white 1:99", false),
            Err(Missing(Usage::ClockSet))
        );
        assert_eq!(
            Command::parse("retrace x", false),
            Err(Missing(Usage::Retrace))
        );
    }

    #[test]
    fn review_reads_single_letters_as_steps() {
        assert_eq!(Command::parse("n", true), Ok(Command::Next));
        assert_eq!(Command::parse("b", true), Ok(Command::Back));
        assert_eq!(Command::parse("q", true), Ok(Command::Quit));
        assert_eq!(Command::parse("goto 12", true), Ok(Command::Goto(12)));
        assert_eq!(parse("n"), Command::No);
        // A lone b is no move: it steps back in play too.
        assert_eq!(parse("b"), Command::Back);
    }

    #[test]
    fn moves_are_left_as_typed() {
        assert_eq!(
            parse("Springer Felix drei"),
            Command::Move("Springer Felix drei".into())
        );
        assert_eq!(parse("e4"), Command::Move("e4".into()));
    }

    fn parse_as(text: &str, language: Language) -> Command {
        Command::parse_in(text, false, language).unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    /// lichess's Turkish words (translation/dest/site/tr-TR.xml: Evet,
    /// Hayır, Berabere, Oyundan Çekil, Hamleyi geri al, Oyunu iptal et,
    /// Kabul et, Reddet, Yardım, Saat; nvui: Taşlar) and the Turkish Laws'
    /// (terk 5.1.2, saatine basmak 7.5.3, kural dışı hamle 7.5, iki el
    /// 7.5.4), typed with or without Turkish letters.
    #[test]
    fn turkish_words_are_commands() {
        let tr = Language::Turkish;
        assert_eq!(parse_as("evet", tr), Command::Yes);
        assert_eq!(parse_as("Hayır", tr), Command::No);
        assert_eq!(parse_as("HAYIR", tr), Command::No);
        assert_eq!(parse_as("hayir", tr), Command::No);
        assert_eq!(parse_as("berabere", tr), Command::Draw(None));
        assert_eq!(
            parse_as("berabere beyaz", tr),
            Command::Draw(Some(Color::White))
        );
        assert_eq!(parse_as("çekil", tr), Command::Resign(None));
        assert_eq!(
            parse_as("terk siyah", tr),
            Command::Resign(Some(Color::Black))
        );
        assert_eq!(parse_as("geri al", tr), Command::Takeback);
        assert_eq!(parse_as("gerial", tr), Command::Takeback);
        assert_eq!(parse_as("iptal", tr), Command::Abort);
        assert_eq!(parse_as("İPTAL", tr), Command::Abort);
        assert_eq!(parse_as("çık", tr), Command::Quit);
        assert_eq!(parse_as("saat", tr), Command::Clock);
        assert_eq!(parse_as("bas", tr), Command::Press);
        assert_eq!(
            parse_as("kural dışı", tr),
            Command::Illegal { hands: false }
        );
        assert_eq!(
            parse_as("kural dışı iki el", tr),
            Command::Illegal { hands: true }
        );
        assert_eq!(parse_as("kabul", tr), Command::Yes);
        assert_eq!(parse_as("reddet", tr), Command::No);
        assert_eq!(parse_as("yardım", tr), Command::Help(None));
        assert_eq!(
            parse_as("yardım oyun", tr),
            Command::Help(Some(HelpTopic::Game))
        );
        assert_eq!(
            parse_as("help saat", tr),
            Command::Help(Some(HelpTopic::Clock))
        );
        assert_eq!(
            parse_as("taşlar beyaz atlar", tr),
            Command::Pieces {
                side: Some(Color::White),
                role: Some(Role::Knight)
            }
        );
        // lichess's Turkish blind mode: "p büyük A" white knights, "p küçük
        // ş" the black king; K is kale, the rook.
        assert_eq!(
            parse_as("p A", tr),
            Command::Pieces {
                side: Some(Color::White),
                role: Some(Role::Knight)
            }
        );
        assert_eq!(
            parse_as("p ş", tr),
            Command::Pieces {
                side: Some(Color::Black),
                role: Some(Role::King)
            }
        );
        assert_eq!(
            parse_as("p K", tr),
            Command::Pieces {
                side: Some(Color::White),
                role: Some(Role::Rook)
            }
        );
        assert_eq!(
            parse_as("talep tekrar Af3", tr),
            Command::Claim {
                claim: Claim::ThreefoldRepetition,
                stated: Some("Af3".into()),
                side: None,
            }
        );
        // lichess: Galibiyet talep et, when the opponent has left.
        assert_eq!(
            parse_as("talep galibiyet", tr),
            Command::ClaimAbsent { win: true }
        );
        assert_eq!(
            parse_as("talep berabere", tr),
            Command::ClaimAbsent { win: false }
        );
        // English and German words still work; a move stays a move.
        assert_eq!(parse_as("yes", tr), Command::Yes);
        assert_eq!(parse_as("remis", tr), Command::Draw(None));
        assert_eq!(parse_as("Af3", tr), Command::Move("Af3".into()));
        assert_eq!(parse_as("at f3", tr), Command::Move("at f3".into()));
    }

    /// lichess's Persian words (site/fa-IR.xml: بله، نه، تسلیم شوید، پس
    /// گرفتن حرکت، پذیرفتن، رد کردن، راهنما، ساعت، بازی لغو شد؛ nvui:
    /// مهره) and the Persian Laws' (پیشنهاد تساوی ۹-۱، حرکت غیر قانونی
    /// ۷-۴), with or without the zero-width non-joiner, with the Arabic ي
    /// and ك, and Persian and Arabic-Indic digits.
    #[test]
    fn persian_words_are_commands() {
        let fa = Language::Persian;
        assert_eq!(parse_as("بله", fa), Command::Yes);
        assert_eq!(parse_as("نه", fa), Command::No);
        assert_eq!(parse_as("تساوی", fa), Command::Draw(None));
        assert_eq!(parse_as("تساوي", fa), Command::Draw(None));
        assert_eq!(parse_as("تسلیم", fa), Command::Resign(None));
        assert_eq!(parse_as("تسليم", fa), Command::Resign(None));
        for takeback in ["پس گرفتن", "پس\u{200C}گرفتن", "پسگرفتن"] {
            assert_eq!(parse_as(takeback, fa), Command::Takeback, "{takeback}");
        }
        assert_eq!(parse_as("لغو", fa), Command::Abort);
        assert_eq!(parse_as("خروج", fa), Command::Quit);
        assert_eq!(parse_as("ساعت", fa), Command::Clock);
        assert_eq!(parse_as("غیرقانونی", fa), Command::Illegal { hands: false });
        assert_eq!(
            parse_as("غير قانوني", fa),
            Command::Illegal { hands: false }
        );
        assert_eq!(parse_as("پذیرفتن", fa), Command::Yes);
        assert_eq!(parse_as("رد كردن", fa), Command::No);
        assert_eq!(
            parse_as("رد کردن later", fa),
            Command::Decline("later".into())
        );
        assert_eq!(
            parse_as("راهنما بازي", fa),
            Command::Help(Some(HelpTopic::Game))
        );
        assert_eq!(
            parse_as("مهره\u{200C}ها سفید اسب\u{200C}ها", fa),
            Command::Pieces {
                side: Some(Color::White),
                role: Some(Role::Knight)
            }
        );
        // lichess's Persian words: "ادعای پیروزی" (forceResignation), a
        // plural with its ezafe before the side, and the everyday "قبول".
        assert_eq!(
            parse_as("ادعای پیروزی", fa),
            Command::ClaimAbsent { win: true }
        );
        assert_eq!(
            parse_as("ادعای تساوی", fa),
            Command::ClaimAbsent { win: false }
        );
        assert_eq!(
            parse_as("مهره\u{200C}های سیاه اسب\u{200C}های", fa),
            Command::Pieces {
                side: Some(Color::Black),
                role: Some(Role::Knight)
            }
        );
        assert_eq!(parse_as("قبول", fa), Command::Yes);
        assert_eq!(parse_as("s ۴", fa), Command::Scan(Line::Rank(Rank::Fourth)));
        assert_eq!(
            Command::parse_in("goto ١٢", true, fa),
            Ok(Command::Goto(12))
        );
        assert_eq!(parse_as("e۴", fa), Command::Move("e۴".into()));
        assert_eq!(
            parse_as("ادعا پیروزی", fa),
            Command::ClaimAbsent { win: true }
        );
    }

    /// lichess's Icelandic words (site/is-IS.xml: Já, Nei, Jafntefli,
    /// Gefast upp, Afturköllun, Hætta við skák, Hætta við, Samþykkja, Hafna,
    /// Hjálp; nvui: Taflmenn, Ýttu á, Ógildur leikur), with or without the
    /// Icelandic letters.
    #[test]
    fn icelandic_words_are_commands() {
        let is = Language::Icelandic;
        assert_eq!(parse_as("já", is), Command::Yes);
        assert_eq!(parse_as("nei", is), Command::No);
        assert_eq!(parse_as("jafntefli", is), Command::Draw(None));
        assert_eq!(parse_as("gefast upp", is), Command::Resign(None));
        assert_eq!(parse_as("afturköllun", is), Command::Takeback);
        assert_eq!(parse_as("afturkollun", is), Command::Takeback);
        assert_eq!(parse_as("hætta við skák", is), Command::Abort);
        assert_eq!(parse_as("hætta við", is), Command::Cancel);
        assert_eq!(parse_as("hætta", is), Command::Quit);
        assert_eq!(parse_as("ýta", is), Command::Press);
        assert_eq!(parse_as("ógildur", is), Command::Illegal { hands: false });
        assert_eq!(parse_as("samþykkja", is), Command::Yes);
        assert_eq!(parse_as("hafna", is), Command::No);
        assert_eq!(
            parse_as("hjalp skák", is),
            Command::Help(Some(HelpTopic::Game))
        );
        assert_eq!(parse_as("klukka", is), Command::Clock);
        assert_eq!(
            parse_as("krefjast sigurs", is),
            Command::ClaimAbsent { win: true }
        );
        // lichess's Icelandic letters: R is riddari, the knight.
        assert_eq!(
            parse_as("taflmenn R", is),
            Command::Pieces {
                side: Some(Color::White),
                role: Some(Role::Knight)
            }
        );
    }

    /// A letter that is no piece's names none: `p ß` is not read as
    /// `p S`.
    #[test]
    fn only_a_piece_letter_names_pieces() {
        assert_eq!(
            Command::parse_in("p ß", false, Language::German),
            Err(Missing(Usage::Pieces))
        );
    }

    /// A language's words are its own: in German "evet" is a move to be
    /// read (and refused), not an answer.
    #[test]
    fn another_languages_words_are_no_commands() {
        assert_eq!(
            parse_as("evet", Language::German),
            Command::Move("evet".into())
        );
        assert_eq!(
            parse_as("بله", Language::Turkish),
            Command::Move("بله".into())
        );
    }

    /// Words that only one of the two languages uses, compared whole and in
    /// lower case; command words are input and belong to both.
    const ENGLISH_ONLY: &[&str] = &[
        "the", "is", "and", "to", "not", "of", "your", "type", "game", "move", "moves", "saved",
        "saving", "with", "for", "or", "engine", "clock", "there", "cannot", "be", "file",
        "folder", "this", "that", "here", "on", "after", "offer", "board", "player",
    ];
    const GERMAN_ONLY: &[&str] = &[
        "der",
        "die",
        "das",
        "ist",
        "und",
        "nicht",
        "kein",
        "keine",
        "eingeben",
        "partie",
        "zug",
        "gespeichert",
        "mit",
        "für",
        "oder",
        "datei",
        "ordner",
        "hier",
        "nach",
        "wird",
        "den",
        "dem",
        "ein",
        "eine",
        "auf",
        "zu",
        "bitte",
        "weiß",
        "brett",
        "spieler",
    ];

    fn words_of(text: &str) -> Vec<String> {
        // lichess's name of a token's scope and annabella's options are
        // names, not words.
        // The codes of the languages, typed as the value of --language.
        // A config file's keys are names too.
        let text = text
            .replace("board:play", "")
            .replace("mail_folder", "")
            .replace("de, en, tr, fa, is", "")
            .split_whitespace()
            .filter(|w| !w.starts_with("--"))
            .collect::<Vec<_>>()
            .join(" ");
        text.split(|c: char| !c.is_alphanumeric() && c != 'ß')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .filter(|w| !WORDS.contains(&w.as_str()))
            .collect()
    }

    /// Every message in both languages and both forms: not empty, and no
    /// sentence left in the other language.
    #[test]
    fn every_message_is_in_its_schemes_language() {
        for message in every_message() {
            for form in [Form::Print, Form::Speech] {
                let german = FIDE.message(&message, form, false);
                let english = ENGLISH.message(&message, form, false);
                assert!(!german.trim().is_empty(), "{message:?}");
                assert!(!english.trim().is_empty(), "{message:?}");
                // The languages' codes (`is`) are no words of a language.
                let german = german.replace(&crate::notation::Language::codes(), "");
                for word in words_of(&german) {
                    assert!(
                        !ENGLISH_ONLY.contains(&word.as_str()),
                        "English word '{word}' in the German {message:?}: {german}"
                    );
                }
                for word in words_of(&english) {
                    assert!(
                        !GERMAN_ONLY.contains(&word.as_str()),
                        "German word '{word}' in the English {message:?}: {english}"
                    );
                }
            }
        }
    }
}
