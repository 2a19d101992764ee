//! Where a correspondence game keeps what the post adds to its moves, in
//! its own PGN, so that `export` renders it and the game goes on from it:
//! after each move a comment `[%received 2026-11-20] [%sent 2026-11-22]`
//! (the day its mover received the move before it, the day it was sent);
//! the player's leave as `[%leave 2026-11-21 3]` where it was taken; the
//! player's side, the time control and the days a reply is due in the tag
//! `AnnabellaCorrespondence` (`white 10/50d 3`); and the day the
//! opponent's last move came, while the reply is not made, in the tag
//! `AnnabellaReceived`. What a mail asked and the player has not yet
//! answered (`AnnabellaAsked`), a conditional move she accepted
//! (`AnnabellaConditional`, in UCI), the opponent's mail address
//! (`AnnabellaEmail`), the mails already read (`AnnabellaMailsRead`, their
//! Message-IDs) and the day the game ended (`AnnabellaEnded`) are tags as
//! well.

use shakmaty::{Color, Position};

use super::reckoning::{Control, Leave, MoveDates, Record};
use crate::notation::date::Date;
use crate::play::Session;
use crate::scoresheet::{Annotation, Scoresheet};

pub const SETTINGS: &str = "AnnabellaCorrespondence";
pub const PENDING: &str = "AnnabellaReceived";
pub const ASKED: &str = "AnnabellaAsked";
pub const CONDITIONAL: &str = "AnnabellaConditional";
pub const EMAIL: &str = "AnnabellaEmail";
pub const MAILS_READ: &str = "AnnabellaMailsRead";
pub const ENDED: &str = "AnnabellaEnded";

/// How many Message-IDs of mails read are kept.
const MAILS_KEPT: usize = 40;

/// What the opponent's mail asked that waits for the player's yes or no.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// He resigns: recorded on yes.
    Resigns,
    /// He accepts the player's draw offer.
    AcceptsDraw,
    /// He offers a draw without a move.
    OffersDraw,
    /// He claims a draw, by the rule named.
    Claims(Option<crate::game::Claim>),
    /// If she plays `when`, he plays `then` (as written).
    Conditional { when: String, then: String },
}

impl Question {
    fn tag(&self) -> String {
        match self {
            Question::Resigns => "resigns".into(),
            Question::AcceptsDraw => "accepts".into(),
            Question::OffersDraw => "offers".into(),
            Question::Claims(None) => "claims".into(),
            Question::Claims(Some(crate::game::Claim::ThreefoldRepetition)) => {
                "claims repetition".into()
            }
            Question::Claims(Some(crate::game::Claim::FiftyMoves)) => "claims fifty".into(),
            Question::Conditional { when, then } => format!("if {when} ; {then}"),
        }
    }

    fn from_tag(text: &str) -> Option<Question> {
        let text = text.trim();
        Some(match text {
            "resigns" => Question::Resigns,
            "accepts" => Question::AcceptsDraw,
            "offers" => Question::OffersDraw,
            "claims" => Question::Claims(None),
            "claims repetition" => Question::Claims(Some(crate::game::Claim::ThreefoldRepetition)),
            "claims fifty" => Question::Claims(Some(crate::game::Claim::FiftyMoves)),
            other => {
                let (when, then) = other.strip_prefix("if ")?.split_once(" ; ")?;
                Question::Conditional {
                    when: when.trim().to_owned(),
                    then: then.trim().to_owned(),
                }
            }
        })
    }
}

/// The questions kept in the game.
pub fn questions(session: &Session) -> Vec<Question> {
    session
        .tag(ASKED)
        .map(|text| text.split('|').filter_map(Question::from_tag).collect())
        .unwrap_or_default()
}

/// Keeps the questions in the game (none: the tag goes). Not saved yet.
pub fn set_questions(session: &mut Session, asked: &[Question]) {
    let text = asked
        .iter()
        .map(|q| q.tag().replace('|', " "))
        .collect::<Vec<_>>()
        .join("|");
    session.set_tag(ASKED, (!asked.is_empty()).then_some(text));
}

/// The Message-IDs of the mails read into the game.
pub fn mails_read(session: &Session) -> Vec<String> {
    session
        .tag(MAILS_READ)
        .map(|text| text.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default()
}

/// Notes a mail as read into the game. Not saved yet.
pub fn note_mail_read(session: &mut Session, id: &str) {
    let id: String = id
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '"' && *c != '\\')
        .collect();
    if id.is_empty() {
        return;
    }
    let mut read = mails_read(session);
    if !read.contains(&id) {
        read.push(id);
    }
    let skip = read.len().saturating_sub(MAILS_KEPT);
    session.set_tag(MAILS_READ, Some(read[skip..].join(" ")));
}

/// Days after its receipt that a reply is due unless the game says
/// otherwise.
pub const DUE: u32 = 3;

/// What a correspondence game is played with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub me: Color,
    pub control: Control,
    /// Days after receipt a reply is due.
    pub due: u32,
}

impl Settings {
    /// As the tag writes them: `white 10/50d 3`.
    pub fn tag(self) -> String {
        format!(
            "{} {} {}",
            self.me.fold_wb("white", "black"),
            self.control,
            self.due
        )
    }

    /// The tag read back; `None` when it is no correspondence game's.
    pub fn from_tag(text: &str) -> Option<Settings> {
        let mut words = text.split_whitespace();
        let me = match words.next()? {
            "white" => Color::White,
            "black" => Color::Black,
            _ => return None,
        };
        let control = words
            .next()
            .and_then(|c| c.parse().ok())
            .unwrap_or_default();
        let due = words
            .next()
            .and_then(|d| d.parse().ok())
            .filter(|d| (1..=365).contains(d))
            .unwrap_or(DUE);
        Some(Settings { me, control, due })
    }
}

/// The value of `[%name value]` in a comment.
fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    let start = comment.find(&format!("[%{name} "))?;
    let rest = &comment[start + name.len() + 3..];
    let end = rest.find(']')?;
    Some(rest[..end].trim())
}

/// Whether a comment is the dates of a move.
pub fn is_dates(comment: &str) -> bool {
    comment.contains("[%received ") || comment.contains("[%sent ")
}

/// The dates written in some comments.
pub fn dates_in<'a>(comments: impl IntoIterator<Item = &'a str>) -> MoveDates {
    let mut dates = MoveDates::default();
    for comment in comments {
        let day = |name| command(comment, name).and_then(|d| d.parse::<Date>().ok());
        dates.received = dates.received.or(day("received"));
        dates.sent = dates.sent.or(day("sent"));
    }
    dates
}

/// The comment a move's dates are written as.
pub fn dates_comment(dates: MoveDates) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(received) = dates.received {
        parts.push(format!("[%received {received}]"));
    }
    if let Some(sent) = dates.sent {
        parts.push(format!("[%sent {sent}]"));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// A leave written in a comment.
fn leave_in(comment: &str) -> Option<Leave> {
    let value = command(comment, "leave")?;
    let (from, days) = value.split_once(' ')?;
    Some(Leave {
        from: from.parse().ok()?,
        days: days.trim().parse().ok().filter(|d| (1..=365).contains(d))?,
    })
}

/// The comment a leave is written as.
pub fn leave_comment(leave: Leave) -> String {
    format!("[%leave {} {}]", leave.from, leave.days)
}

fn comments(annotations: &[Annotation]) -> impl Iterator<Item = &str> {
    annotations.iter().filter_map(|a| match a {
        Annotation::Comment(text) => Some(text.as_str()),
        _ => None,
    })
}

/// The correspondence game a scoresheet holds: its settings, its start,
/// and each move's dates.
#[derive(Clone, Debug)]
pub struct Game {
    pub settings: Settings,
    pub record: Record,
}

impl Game {
    /// The correspondence game of a scoresheet; `None` for any other
    /// game. `today` stands for a start the sheet does not give.
    pub fn of(sheet: &Scoresheet, today: Date) -> Option<Game> {
        let settings = Settings::from_tag(sheet.tag(SETTINGS)?)?;
        let start = sheet
            .tag("Date")
            .and_then(|d| d.parse().ok())
            .unwrap_or(today);
        let moves = sheet
            .positions()
            .into_iter()
            .map(|(before, recorded)| (before.turn(), dates_in(comments(&recorded.annotations))))
            .collect();
        let leaves = comments(&sheet.preface)
            .chain(sheet.moves.iter().flat_map(|m| comments(&m.annotations)))
            .filter_map(leave_in)
            .collect();
        Some(Game {
            settings,
            record: Record {
                start,
                moves,
                me: settings.me,
                pending: sheet.tag(PENDING).and_then(|d| d.parse().ok()),
                leaves,
                control: settings.control,
                ended: sheet.tag(ENDED).and_then(|d| d.parse().ok()),
            },
        })
    }

    /// The dates of half-move `ply` (from 1).
    pub fn dates(&self, ply: usize) -> MoveDates {
        ply.checked_sub(1)
            .and_then(|i| self.record.moves.get(i))
            .map(|(_, d)| *d)
            .unwrap_or_default()
    }

    /// The player's last move when it is the last of the game and not
    /// yet sent: its half-move.
    pub fn unsent(&self) -> Option<usize> {
        let (mover, dates) = self.record.moves.last()?;
        (*mover == self.settings.me && dates.sent.is_none()).then_some(self.record.moves.len())
    }

    /// The player's last move, sent or not, when it is the last of the
    /// game: its half-move.
    pub fn my_last(&self) -> Option<usize> {
        let (mover, _) = self.record.moves.last()?;
        (*mover == self.settings.me).then_some(self.record.moves.len())
    }
}

/// The correspondence game of a session.
pub fn game_of(session: &Session, today: Date) -> Option<Game> {
    Game::of(&session.scoresheet(), today)
}

/// Writes a move's dates after half-move `ply`, in place of those there.
pub fn write_dates(session: &mut Session, ply: usize, dates: MoveDates) {
    session.rewrite_comment(ply, is_dates, dates_comment(dates));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_leave_are_read_from_their_comments() {
        let dates = dates_in(["[%received 2026-11-20] [%sent 2026-11-22]"]);
        assert_eq!(dates.received, "2026-11-20".parse().ok());
        assert_eq!(dates.sent, "2026-11-22".parse().ok());
        assert_eq!(
            dates_comment(dates).as_deref(),
            Some("[%received 2026-11-20] [%sent 2026-11-22]")
        );
        let leave = leave_in("[%leave 2026-11-21 3]").expect("a leave");
        assert_eq!(leave.days, 3);
        assert_eq!(leave_comment(leave), "[%leave 2026-11-21 3]");
        assert!(leave_in("[%leave 2026-11-21 0]").is_none());
        let settings = Settings::from_tag("black 5/30d 4").expect("settings");
        assert_eq!(settings.me, Color::Black);
        assert_eq!(settings.tag(), "black 5/30d 4");
        assert_eq!(Settings::from_tag("white").map(|s| s.due), Some(DUE));
        assert!(Settings::from_tag("green 10/50d").is_none());
    }

    #[test]
    fn questions_are_kept_as_the_tag_writes_them() {
        for question in [
            Question::Resigns,
            Question::AcceptsDraw,
            Question::OffersDraw,
            Question::Claims(None),
            Question::Claims(Some(crate::game::Claim::FiftyMoves)),
            Question::Conditional {
                when: "14... g6".into(),
                then: "15. a4".into(),
            },
        ] {
            assert_eq!(Question::from_tag(&question.tag()), Some(question));
        }
        assert_eq!(Question::from_tag("if 14... g6"), None);
    }
}
