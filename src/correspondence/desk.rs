//! The commands of a correspondence game, answered before the session's:
//! `received MOVE [DATE]`, `read FILE [DATE]`, `send [DATE] [MESSAGE]`,
//! `leave DAYS [DATE]` and `clock` in days; the player's own moves typed as
//! in any game, the opponent's only from a card. Every date goes into the
//! game's PGN as it is entered.

use std::path::{Path, PathBuf};

use shakmaty::{Color, Position};

use super::card::{Card, Played};
use super::letter::{self, Letter, Mine};
use super::notes::{self, Game, PENDING};
use super::reckoning::{Leave, MoveDates};
use crate::notation::date::Date;
use crate::notation::{CorrCommand, CorrText, Message, Scheme, outside, read_typed_move};
use crate::play::command::Command;
use crate::play::{Desk, Line, Reply, Session};
use crate::scoresheet::braille;
use crate::scoresheet::files::{self, read_bounded};
use crate::sound::Earcon;

/// A correspondence game's desk: its name, its folder and today.
pub struct CorrDesk {
    pub name: String,
    /// The game's folder, where its cards are written.
    pub folder: PathBuf,
    pub today: Date,
    pub scheme: &'static Scheme,
}

fn told(text: CorrText) -> Reply {
    Reply::told(Message::Corr(text))
}

/// A word that means to be a date: read, or refused as no date.
fn date_word(word: &str) -> Option<Result<Date, CorrText>> {
    let separators = word
        .chars()
        .filter(|c| matches!(c, '-' | '.' | '/'))
        .count();
    let digits = word.chars().filter(char::is_ascii_digit).count();
    if separators < 2 || digits < 6 || word.chars().count() > 12 {
        return None;
    }
    Some(
        word.parse::<Date>()
            .map_err(|_| CorrText::BadDate(outside::clean(word, 20))),
    )
}

/// The words of a command after its name, with a date at the end taken
/// off (`today` without one).
fn with_date<'a>(words: &'a [&'a str], today: Date) -> Result<(&'a [&'a str], Date), CorrText> {
    match words.split_last() {
        Some((last, rest)) => match date_word(last) {
            Some(date) => Ok((rest, date?)),
            None => Ok((words, today)),
        },
        None => Ok((words, today)),
    }
}

impl CorrDesk {
    fn game(&self, session: &Session) -> Option<Game> {
        notes::game_of(session, self.today)
    }

    /// The player's move that waits to be sent, as a card names it.
    fn unsent(&self, session: &Session, game: &Game) -> Option<CorrText> {
        let ply = game.unsent()?;
        let played = played(session, ply)?;
        Some(CorrText::NotSent(played.card_move(self.scheme, false)))
    }

    /// Where the game stands in days: the move the player owes or has
    /// not sent, the reply due, the leave; with `both`, each side's days.
    fn standing(&self, session: &Session, both: bool) -> Reply {
        let mut reply = Reply::default();
        let Some(game) = self.game(session) else {
            return reply;
        };
        let record = &game.record;
        if !session.is_over() {
            let theirs = session.game().position().turn() != game.settings.me;
            if let Some(text) = self.unsent(session, &game) {
                reply.tell(Message::Corr(text));
            } else if theirs {
                reply.tell(Message::Corr(CorrText::OpponentsMove));
            } else if let Some(since) = record.thinking_since() {
                let days = super::reckoning::days_used(since, self.today, &record.leaves);
                reply.tell(Message::Corr(CorrText::ThinkingSince {
                    since: since.to_string(),
                    days,
                }));
                if let Some(due) = record.reply_due(game.settings.due) {
                    reply.tell(Message::Corr(CorrText::ReplyDue {
                        due: due.to_string(),
                        overdue: self.today > due,
                    }));
                    if self.today > due {
                        reply.earcon = Some(Earcon::LowTime);
                    }
                }
            }
            if let Some(leave) = record.on_leave(self.today) {
                reply.tell(Message::Corr(CorrText::OnLeave(leave.until().to_string())));
            }
        }
        if both {
            let times = record.times(self.today);
            for side in Color::ALL {
                reply.tell(Message::Corr(CorrText::SideDays {
                    side,
                    used: times[side].used,
                    left: times[side].left,
                    by_move: times[side].by_move,
                }));
            }
        }
        reply
    }

    /// The opponent's move, from `received` or a card: checked against
    /// the game, played and announced, its dates kept.
    fn receive(
        &mut self,
        session: &mut Session,
        on: Date,
        get: impl FnOnce(&Session, &Game) -> Result<Letter, Reply>,
    ) -> Reply {
        let Some(game) = self.game(session) else {
            return Reply::default();
        };
        if session.is_over() {
            return Reply::told(Message::GameIsOver);
        }
        if session.game().position().turn() == game.settings.me {
            return told(CorrText::YourMove);
        }
        if let Some(text) = self.unsent(session, &game) {
            return told(text);
        }
        if let Some(sent) = game.my_last().and_then(|ply| game.dates(ply).sent)
            && on < sent
        {
            return told(CorrText::DateTooEarly {
                date: on.to_string(),
                earlier: sent.to_string(),
            });
        }
        let letter = match get(session, &game) {
            Ok(letter) => letter,
            Err(reply) => return reply,
        };
        let ply = session.game().ply();
        let uci = letter.m.to_uci(session.game().castling_mode()).to_string();
        let mut reply = session.handle(&uci);
        if session.game().ply() != ply + 1 {
            return reply;
        }
        notes::write_dates(
            session,
            ply + 1,
            MoveDates {
                received: letter.received,
                sent: letter.sent,
            },
        );
        let over = session.is_over();
        session.set_tag(PENDING, (!over).then(|| on.to_string()));
        reply.extend(session.save_now());
        reply.tell(Message::Corr(CorrText::Received(on.to_string())));
        if letter.received.is_some() || letter.sent.is_some() {
            reply.tell(Message::Corr(CorrText::CardDates {
                received: letter.received.map(|d| d.to_string()),
                sent: letter.sent.map(|d| d.to_string()),
            }));
        }
        if let Some(message) = letter.message {
            reply.tell(Message::Corr(CorrText::CardMessage(message)));
        }
        if !over {
            let due = on.plus(i64::from(game.settings.due));
            if self.today >= due {
                reply.tell(Message::Corr(CorrText::ReplyDue {
                    due: due.to_string(),
                    overdue: self.today > due,
                }));
            }
        }
        reply
    }

    /// `received MOVE [DATE]`.
    fn received(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let (rest, on) = match with_date(words, self.today) {
            Ok(found) => found,
            Err(text) => return told(text),
        };
        if rest.is_empty() {
            return told(CorrText::Usage(CorrCommand::Received));
        }
        let text = rest.join(" ");
        self.receive(session, on, |session, _| {
            let position = session.game().position();
            match read_typed_move(position, &text) {
                Ok(m) => Ok(Letter {
                    m,
                    received: None,
                    sent: None,
                    message: None,
                }),
                Err(refusal) => {
                    let mut reply = Reply::said(refusal.words(position));
                    reply.earcon = Some(Earcon::Illegal);
                    Err(reply)
                }
            }
        })
    }

    /// `read FILE [DATE]`.
    fn read(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let (rest, on) = match with_date(words, self.today) {
            Ok(found) => found,
            Err(text) => return told(text),
        };
        if rest.is_empty() {
            return told(CorrText::Usage(CorrCommand::Read));
        }
        let path = PathBuf::from(rest.join(" "));
        let scheme = self.scheme;
        self.receive(session, on, |session, game| {
            let bytes = read_bounded(&path, letter::LONGEST).map_err(|problem| {
                Reply::told(Message::FileRefused {
                    path: path.clone(),
                    problem,
                })
            })?;
            let text = String::from_utf8_lossy(&bytes);
            let mine_ply = game.my_last();
            let mine = mine_ply.and_then(|ply| played(session, ply));
            let mine = mine.as_ref().map(|played| Mine {
                before: &played.before,
                m: played.m,
                card_move: played.card_move(scheme, false),
            });
            letter::read_card(&text, session.game().position(), mine).map_err(|text| {
                let mut reply = told(text);
                reply.earcon = Some(Earcon::Illegal);
                reply
            })
        })
    }

    /// `send [DATE] [MESSAGE]`: the player's last move gets its day of
    /// sending, and the card is written and printed.
    fn send(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let (on, message) = match words.split_first() {
            Some((first, rest)) => match date_word(first) {
                Some(Ok(date)) => (date, rest),
                Some(Err(text)) => return told(text),
                None => (self.today, words),
            },
            None => (self.today, words),
        };
        let message = (!message.is_empty()).then(|| outside::line(&message.join(" ")));
        let Some(game) = self.game(session) else {
            return Reply::default();
        };
        let Some(ply) = game.my_last() else {
            return told(CorrText::NothingToSend);
        };
        let dates = game.dates(ply);
        let earliest = dates
            .received
            .or_else(|| (ply == 1).then_some(game.record.start));
        if let Some(earlier) = earliest.filter(|&earlier| on < earlier) {
            return told(CorrText::DateTooEarly {
                date: on.to_string(),
                earlier: earlier.to_string(),
            });
        }
        let again = dates.sent.is_some();
        notes::write_dates(
            session,
            ply,
            MoveDates {
                received: dates.received,
                sent: Some(on),
            },
        );
        let mut reply = session.save_now();
        let Some(game) = self.game(session) else {
            return reply;
        };
        let names = session.options().names.clone();
        let Some(card) = Card::of(session.game(), &game, names, ply, on, message) else {
            return reply;
        };
        for line in card.lines(self.scheme, false) {
            reply.tell(Message::Corr(CorrText::Card(line)));
        }
        reply.extend(self.write_cards(&card, card_number(session, ply)));
        if again {
            reply.tell(Message::Corr(CorrText::SentAgain(on.to_string())));
        }
        reply
    }

    /// Writes the card's three files, each whole or not at all.
    fn write_cards(&self, card: &Card, stem: String) -> Reply {
        let mut reply = Reply::default();
        let text = card.text(self.scheme);
        let brf = card.brf(self.scheme);
        let wav = card.wav(self.scheme);
        let mut cards: Vec<(&str, &[u8])> = vec![("txt", text.as_bytes()), ("brf", brf.as_bytes())];
        if let Some(wav) = &wav {
            cards.push(("wav", wav));
        }
        // The game's folder is annabella's own, below the correspondence
        // folder (which the player may have put anywhere): a card is never
        // written through a link there, nor at its own name.
        let root = self.folder.parent().unwrap_or(&self.folder);
        if let Err((path, problem)) = files::make_own_folder(root, &self.folder) {
            return told(CorrText::CardNotWritten { path, problem });
        }
        let mut all = true;
        for (extension, bytes) in cards {
            let path = self.folder.join(format!("{stem}.{extension}"));
            if let Err(problem) =
                files::write_own(root, &path, |file| std::io::Write::write_all(file, bytes))
            {
                reply.tell(Message::Corr(CorrText::CardNotWritten { path, problem }));
                all = false;
            }
        }
        if !all {
            return reply;
        }
        reply.tell(Message::Corr(CorrText::CardsWritten(self.folder.clone())));
        if let Some(missing) = braille::missing_table(self.scheme.language) {
            reply.tell(missing);
        }
        reply
    }

    /// `leave DAYS [DATE]`: the player's leave from DATE (today), kept
    /// where the game stands.
    fn leave(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let (rest, from) = match with_date(words, self.today) {
            Ok(found) => found,
            Err(text) => return told(text),
        };
        let days = match rest {
            [days] => days.parse::<u32>().ok().filter(|d| (1..=365).contains(d)),
            _ => None,
        };
        let Some(days) = days else {
            return told(CorrText::Usage(CorrCommand::Leave));
        };
        let leave = Leave { from, days };
        let ply = session.game().ply();
        session.rewrite_comment(ply, |_| false, Some(notes::leave_comment(leave)));
        let mut reply = session.save_now();
        reply.tell(Message::Corr(CorrText::LeaveTaken {
            days,
            from: from.to_string(),
            until: leave.until().to_string(),
        }));
        reply
    }

    /// A line for the session, with what a correspondence game adds: the
    /// player's side for `draw` and `resign`, the day the opponent's move
    /// came on the player's reply, no move for the opponent without a
    /// card.
    fn through_session(&mut self, session: &mut Session, line: &str) -> Option<Reply> {
        let game = self.game(session)?;
        let me = game.settings.me;
        let side_word = me.fold_wb("white", "black");
        let command = Command::parse_in(line, false, self.scheme.language).ok()?;
        let ply = session.game().ply();
        let reply = match command {
            Command::Move(_) if session.game().position().turn() != me && !session.is_over() => {
                let mut reply = match self.unsent(session, &game) {
                    Some(text) => told(text),
                    None => Reply::default(),
                };
                reply.tell(Message::Corr(CorrText::OpponentsMove));
                return Some(reply);
            }
            Command::Draw(None) => session.handle(&format!("draw {side_word}")),
            Command::Resign(None) => session.handle(&format!("resign {side_word}")),
            Command::Takeback if game.unsent().is_none() => {
                return Some(Reply::told(Message::NothingToTakeBack));
            }
            Command::Move(_) | Command::Yes | Command::Takeback => session.handle(line),
            _ => return None,
        };
        let mut reply = reply;
        let now = session.game().ply();
        if now == ply + 1 && session.game().positions()[ply].turn() == me {
            // The player's reply: thought about since the opponent's move
            // came.
            let received = session.tag(PENDING).and_then(|d| d.parse::<Date>().ok());
            notes::write_dates(
                session,
                now,
                MoveDates {
                    received,
                    sent: None,
                },
            );
            session.set_tag(PENDING, None);
            reply.extend(session.save_now());
        } else if now + 1 == ply && session.game().position().turn() == me {
            // The player's unsent move taken back: the opponent's move is
            // again waiting for its reply.
            let received = game.dates(ply).received;
            session.set_tag(PENDING, received.map(|d| d.to_string()));
            reply.extend(session.save_now());
        }
        Some(reply)
    }
}

/// The player's move at half-move `ply` (from 1), with the position
/// before it.
fn played(session: &Session, ply: usize) -> Option<Played> {
    let index = ply.checked_sub(1)?;
    Some(Played {
        before: session.game().positions().get(index)?.clone(),
        m: *session.game().moves().get(index)?,
    })
}

/// The file name of the card of half-move `ply`: `card-12` for move 12.
fn card_number(session: &Session, ply: usize) -> String {
    let number = played(session, ply).map_or(0, |p| p.before.fullmoves().get());
    format!("card-{number}")
}

impl Desk for CorrDesk {
    fn opening(&mut self, session: &mut Session) -> Reply {
        self.standing(session, false)
    }

    fn handle(&mut self, session: &mut Session, line: &str) -> Option<Reply> {
        let line = line.trim();
        let line = line.strip_prefix('/').unwrap_or(line);
        let (read, typed) = crate::play::command::words_read(line, self.scheme.language);
        let words: Vec<&str> = typed.iter().map(String::as_str).collect();
        let (_, rest) = words.split_first()?;
        let reply = match read.first()?.as_str() {
            "received" | "erhalten" => self.received(session, rest),
            "read" | "lesen" => self.read(session, rest),
            "send" | "senden" => self.send(session, rest),
            "leave" | "urlaub" => self.leave(session, rest),
            "clock" | "c" | "uhr" | "time" | "zeit" if rest.is_empty() => {
                self.standing(session, true)
            }
            "quit" | "exit" | "beenden" if rest.is_empty() => {
                let mut reply = session.handle(line);
                for said in &mut reply.lines {
                    if let Line::Told(Message::Left {
                        path, over: false, ..
                    }) = said
                    {
                        *said = Line::Told(Message::Corr(CorrText::Left {
                            name: self.name.clone(),
                            path: path.clone(),
                        }));
                    }
                }
                reply
            }
            "help" | "hilfe" | "?" if rest.is_empty() => {
                let mut reply = session.handle(line);
                reply.tell(Message::Corr(CorrText::Help));
                reply
            }
            _ => return self.through_session(session, line),
        };
        Some(reply)
    }
}

/// The folder of the correspondence games in a games folder.
pub fn games_folder(games: &Path) -> PathBuf {
    games.join("correspondence")
}
