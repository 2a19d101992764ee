//! The commands of a correspondence game, answered before the session's:
//! `received MOVE [DATE]`, `read [FILE] [DATE]`, `send [--mail] [DATE]
//! [MESSAGE]`, `leave DAYS [DATE]`, `date received|sent DATE`, `email
//! ADDRESS`, `clock` in days, and what a correspondence game adds to
//! `takeback`, `draw`, `accept`, `resign` and a yes or no; the player's
//! own moves typed as in any game, the opponent's only from a mail or a
//! card. Every date goes into the game's PGN as it is entered, and no date
//! that cannot be is taken.

use std::path::PathBuf;

use shakmaty::{Color, Position};

use super::card::{Card, Played};
use super::notes::{self, CONDITIONAL, ENDED, Game, PENDING};
use super::post::Waiting;
use super::reckoning::{Leave, MoveDates};
use crate::notation::date::Date;
use crate::notation::{CorrCommand, CorrText, DateOf, Message, Scheme, outside, read_typed_move};
use crate::play::command::Command;
use crate::play::{Desk, Line, Reply, Session};
use crate::scoresheet::braille;
use crate::scoresheet::files;
use crate::sound::Earcon;

/// A correspondence game's desk: its name, its folder and today.
pub struct CorrDesk {
    pub name: String,
    /// The game's folder, where its cards are written.
    pub folder: PathBuf,
    pub today: Date,
    pub scheme: &'static Scheme,
    /// The player's mail folder (config `mail_folder`), where `read`
    /// alone looks for the opponent's mail.
    pub mail_folder: Option<PathBuf>,
    /// A mail whose move was left in doubt: what else it said waits for
    /// the move the player enters.
    pub(super) waiting: Option<Waiting>,
}

pub(super) fn told(text: CorrText) -> Reply {
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
/// off (`today` without one), and whether one was there.
pub(super) fn with_date<'a>(
    words: &'a [&'a str],
    today: Date,
) -> Result<(&'a [&'a str], Date, bool), CorrText> {
    match words.split_last() {
        Some((last, rest)) => match date_word(last) {
            Some(date) => Ok((rest, date?, true)),
            None => Ok((words, today, false)),
        },
        None => Ok((words, today, false)),
    }
}

/// A date the player enters must not lie after today.
pub(super) fn not_after_today(what: DateOf, day: Date, today: Date) -> Result<(), CorrText> {
    if day > today {
        return Err(CorrText::DateAfter {
            what,
            day: day.to_string(),
            limit: DateOf::Today,
            limit_day: today.to_string(),
        });
    }
    Ok(())
}

/// `day` (of `what`) must not lie before `limit`'s day.
pub(super) fn not_before(
    what: DateOf,
    day: Date,
    limit: DateOf,
    limit_day: Option<Date>,
) -> Result<(), CorrText> {
    match limit_day {
        Some(limit_day) if day < limit_day => Err(CorrText::DateBefore {
            what,
            day: day.to_string(),
            limit,
            limit_day: limit_day.to_string(),
        }),
        _ => Ok(()),
    }
}

/// A path as typed: quotes around it taken off, `~` for the home folder.
pub fn typed_path(text: &str) -> PathBuf {
    let text = text.trim();
    let text = ['"', '\'']
        .iter()
        .find_map(|q| text.strip_prefix(*q).and_then(|t| t.strip_suffix(*q)))
        .unwrap_or(text);
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty());
    match (text.strip_prefix('~'), home) {
        (Some(rest), Some(home)) if rest.is_empty() || rest.starts_with('/') => {
            PathBuf::from(home).join(rest.trim_start_matches('/'))
        }
        _ => PathBuf::from(text),
    }
}

impl CorrDesk {
    pub fn new(
        name: String,
        folder: PathBuf,
        today: Date,
        scheme: &'static Scheme,
        mail_folder: Option<PathBuf>,
    ) -> CorrDesk {
        CorrDesk {
            name,
            folder,
            today,
            scheme,
            mail_folder,
            waiting: None,
        }
    }

    pub(super) fn game(&self, session: &Session) -> Option<Game> {
        notes::game_of(session, self.today)
    }

    /// The player's move that waits to be sent, as a card names it.
    pub(super) fn unsent(&self, session: &Session, game: &Game) -> Option<CorrText> {
        let ply = game.unsent()?;
        let played = played(session, ply)?;
        Some(CorrText::NotSent(played.card_move(self.scheme, false)))
    }

    /// Where the game stands in days: the move the player owes or has
    /// not sent, the reply due, the leave, what a mail asked; with `both`,
    /// each side's days.
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
            reply.extend(self.ask_next(session));
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

    /// `send [--mail] [DATE] [MESSAGE]`: the player's last move gets its
    /// day of sending, and the card is written and printed; a card sent
    /// already is written again as a reminder, with its own dates; after
    /// the end, the last card with the result.
    fn send(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let (to_mail, words) = match words.split_first() {
            Some((&"--mail", rest)) => (true, rest),
            _ => (false, words),
        };
        let (on, typed_date, message) = match words.split_first() {
            Some((first, rest)) => match date_word(first) {
                Some(Ok(date)) => (date, true, rest),
                Some(Err(text)) => return told(text),
                None => (self.today, false, words),
            },
            None => (self.today, false, words),
        };
        let message = (!message.is_empty()).then(|| outside::line(&message.join(" ")));
        let Some(game) = self.game(session) else {
            return Reply::default();
        };
        if let Err(text) = not_after_today(DateOf::MySent, on, self.today) {
            return told(text);
        }
        if session.is_over() {
            return self.send_final(session, &game, on, message, to_mail);
        }
        let Some(ply) = game.my_last() else {
            return told(CorrText::NothingToSend);
        };
        let dates = game.dates(ply);
        let mut reply = Reply::default();
        let on = match dates.sent {
            // A reminder: the card as it was sent.
            Some(sent) => {
                if typed_date && on != sent {
                    reply.tell(Message::Corr(CorrText::ReminderKeepsDate(sent.to_string())));
                }
                sent
            }
            None => {
                let earliest = dates
                    .received
                    .or_else(|| (ply == 1).then_some(game.record.start));
                let limit = if dates.received.is_some() {
                    DateOf::MyReceived
                } else {
                    DateOf::GameBegan
                };
                if let Err(text) = not_before(DateOf::MySent, on, limit, earliest) {
                    return told(text);
                }
                on
            }
        };
        let again = dates.sent.is_some();
        notes::write_dates(
            session,
            ply,
            MoveDates {
                received: dates.received,
                sent: Some(on),
            },
        );
        reply.extend(session.save_now());
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
            reply.tell(Message::Corr(CorrText::Reminder(on.to_string())));
        } else {
            reply.extend(self.after_sending(session, on));
        }
        if to_mail {
            reply.extend(self.hand_to_mail(session, &card));
        }
        reply
    }

    /// The last card of a game that is over: the result, and for an end
    /// the player made (her acceptance, her resignation) or took (his
    /// resignation), its sentence.
    fn send_final(
        &mut self,
        session: &mut Session,
        game: &Game,
        on: Date,
        message: Option<String>,
        to_mail: bool,
    ) -> Reply {
        let ended = game.record.ended.unwrap_or(self.today);
        let earliest = game.record.pending.or(Some(game.record.start));
        if let Err(text) = not_before(DateOf::MySent, on, DateOf::MyReceived, earliest) {
            return told(text);
        }
        let mut reply = Reply::default();
        if ended != on {
            session.set_tag(ENDED, Some(on.to_string()));
            reply.extend(session.save_now());
        }
        let Some(game) = self.game(session) else {
            return reply;
        };
        let names = session.options().names.clone();
        let Some(card) = Card::closing(session.game(), &game, names, on, message) else {
            return reply;
        };
        for line in card.lines(self.scheme, false) {
            reply.tell(Message::Corr(CorrText::Card(line)));
        }
        reply.extend(self.write_cards(&card, "card-end".into()));
        if to_mail {
            reply.extend(self.hand_to_mail(session, &card));
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

    /// `send --mail`: the card to the player's mail program, addressed to
    /// the opponent, the subject naming the game and the move.
    fn hand_to_mail(&self, session: &Session, card: &Card) -> Reply {
        let Some(address) = session.tag(notes::EMAIL).map(str::to_owned) else {
            return told(CorrText::NoAddress);
        };
        let title = self.scheme.message(
            &Message::Corr(CorrText::Card(card.subject())),
            crate::notation::Form::Print,
            false,
        );
        let subject = format!("{title}: {}", card.subject_tail(self.scheme));
        let body = card.text(self.scheme);
        match super::mail_program::compose(&address, &subject, &body) {
            Ok(()) => told(CorrText::MailHandedOver(address)),
            Err(trouble) => told(CorrText::MailProgram(trouble)),
        }
    }

    /// `leave DAYS [DATE]`: the player's leave from DATE (today), kept
    /// where the game stands.
    fn leave(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let (rest, from, _) = match with_date(words, self.today) {
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

    /// `date received DATE` or `date sent DATE`: a date entered wrongly,
    /// corrected: the day the opponent's last move came, or the day the
    /// player's last move went, checked as when it was entered.
    fn date(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let usage = || told(CorrText::Usage(CorrCommand::Date));
        let (which, day) = match words {
            [which, day] => match date_word(day) {
                Some(Ok(day)) => (which.to_lowercase(), day),
                Some(Err(text)) => return told(text),
                None => return usage(),
            },
            _ => return usage(),
        };
        let Some(game) = self.game(session) else {
            return Reply::default();
        };
        let me = game.settings.me;
        let ply = session.game().ply();
        let last_mine = ply > 0 && session.game().positions()[ply - 1].turn() == me;
        let mut reply = Reply::default();
        match which.as_str() {
            "received" | "erhalten" => {
                if let Err(text) = not_after_today(DateOf::MyReceived, day, self.today) {
                    return told(text);
                }
                // The opponent's last move: waiting for the reply, or
                // answered by the player's last.
                let (theirs, was) = if last_mine {
                    (ply - 1, game.dates(ply).received)
                } else {
                    (ply, game.record.pending)
                };
                if theirs == 0 {
                    return told(CorrText::NothingToSend);
                }
                let mine_before = theirs.checked_sub(1).and_then(|p| game.dates(p).sent);
                // His day of sending taken from the day it came follows
                // the correction; one his mail gave stays, and binds.
                let his = game.dates(theirs);
                let follows = his.sent.is_some() && his.sent == was;
                let checks = not_before(DateOf::MyReceived, day, DateOf::MySent, mine_before)
                    .and_then(|()| {
                        if follows {
                            return Ok(());
                        }
                        not_before(DateOf::MyReceived, day, DateOf::TheirSent, his.sent)
                    })
                    .and_then(|()| match game.dates(ply).sent.filter(|_| last_mine) {
                        Some(sent) if day > sent => Err(CorrText::DateAfter {
                            what: DateOf::MyReceived,
                            day: day.to_string(),
                            limit: DateOf::MySent,
                            limit_day: sent.to_string(),
                        }),
                        _ => Ok(()),
                    });
                if let Err(text) = checks {
                    return told(text);
                }
                if follows {
                    notes::write_dates(
                        session,
                        theirs,
                        MoveDates {
                            received: his.received,
                            sent: Some(day),
                        },
                    );
                }
                if last_mine {
                    let dates = game.dates(ply);
                    notes::write_dates(
                        session,
                        ply,
                        MoveDates {
                            received: Some(day),
                            sent: dates.sent,
                        },
                    );
                } else {
                    session.set_tag(PENDING, Some(day.to_string()));
                }
                reply.extend(session.save_now());
                reply.tell(Message::Corr(CorrText::DateCorrected {
                    what: DateOf::MyReceived,
                    day: day.to_string(),
                    was: was.map(|d| d.to_string()),
                }));
            }
            "sent" | "gesendet" => {
                let Some(mine) = game.my_last().filter(|&p| game.dates(p).sent.is_some()) else {
                    return told(CorrText::NothingToSend);
                };
                let dates = game.dates(mine);
                let earliest = dates
                    .received
                    .or_else(|| (mine == 1).then_some(game.record.start));
                let checks = not_after_today(DateOf::MySent, day, self.today)
                    .and_then(|()| not_before(DateOf::MySent, day, DateOf::MyReceived, earliest));
                if let Err(text) = checks {
                    return told(text);
                }
                notes::write_dates(
                    session,
                    mine,
                    MoveDates {
                        received: dates.received,
                        sent: Some(day),
                    },
                );
                reply.extend(session.save_now());
                reply.tell(Message::Corr(CorrText::DateCorrected {
                    what: DateOf::MySent,
                    day: day.to_string(),
                    was: dates.sent.map(|d| d.to_string()),
                }));
            }
            _ => return usage(),
        }
        reply
    }

    /// `email ADDRESS`: the opponent's address, for `send --mail` and for
    /// `read` from the mail folder; `email` alone says it.
    fn email(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        match words {
            [] => match session.tag(notes::EMAIL) {
                Some(address) => told(CorrText::Address(address.to_owned())),
                None => told(CorrText::Usage(CorrCommand::Email)),
            },
            [address] => match super::mail_program::address(address) {
                Some(address) => {
                    session.set_tag(notes::EMAIL, Some(address.clone()));
                    let mut reply = session.save_now();
                    reply.tell(Message::Corr(CorrText::Address(address)));
                    reply
                }
                None => told(CorrText::BadAddress(outside::clean(address, 80))),
            },
            _ => told(CorrText::Usage(CorrCommand::Email)),
        }
    }

    /// The player's own move sent: a conditional move of the opponent's
    /// that follows it is played, received the day it went.
    fn after_sending(&mut self, session: &mut Session, on: Date) -> Reply {
        let Some(kept) = session.tag(CONDITIONAL).map(str::to_owned) else {
            return Reply::default();
        };
        session.set_tag(CONDITIONAL, None);
        let mut reply = session.save_now();
        let mut parts = kept.split_whitespace();
        let (Some(when), Some(then)) = (parts.next(), parts.next()) else {
            return reply;
        };
        let ply = session.game().ply();
        let last = ply
            .checked_sub(1)
            .and_then(|i| session.game().moves().get(i))
            .map(|m| m.to_uci(session.game().castling_mode()).to_string());
        if last.as_deref() != Some(when) {
            reply.tell(Message::Corr(CorrText::ConditionalLapsed(when.to_owned())));
            return reply;
        }
        let Some(m) = then
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|uci| uci.to_move(session.game().position()).ok())
        else {
            return reply;
        };
        let before = session.game().position().clone();
        let letter = super::post::Letter {
            m,
            dates: MoveDates {
                received: Some(on),
                sent: Some(on),
            },
            says: Vec::new(),
            message: None,
            id: None,
            from_mail: false,
        };
        reply.tell(Message::Corr(CorrText::ConditionalPlayed(
            super::letter::card_move(&before, m, self.scheme),
        )));
        reply.extend(self.receive(session, on, letter));
        reply
    }

    /// A line for the session, with what a correspondence game adds: the
    /// player's side for `draw` and `resign`, `accept` of the opponent's
    /// offer, `takeback` of his move until it is answered, the day the
    /// opponent's move came on the player's reply, no move for the
    /// opponent without a card.
    fn through_session(&mut self, session: &mut Session, line: &str) -> Option<Reply> {
        let game = self.game(session)?;
        let me = game.settings.me;
        let side_word = me.fold_wb("white", "black");
        let command = Command::parse_in(line, false, self.scheme.language).ok()?;
        let asked_here = !session.is_asking();
        if asked_here
            && matches!(command, Command::Yes | Command::No)
            && let Some(reply) = self.answer(session, command == Command::Yes)
        {
            return Some(reply);
        }
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
            // A yes with his offer standing takes it; `accept` with none
            // says there is none.
            Command::Yes
                if asked_here
                    && !session.is_over()
                    && (self.offer_stands(session, &game) || self.says_accept(line)) =>
            {
                return Some(self.accept(session, &game));
            }
            Command::Takeback if game.unsent().is_none() => {
                return Some(self.take_back_theirs(session, &game));
            }
            Command::Move(_) | Command::Yes | Command::Takeback => session.handle(line),
            _ => return None,
        };
        let mut reply = reply;
        let now = session.game().ply();
        if now == ply + 1 && session.game().positions()[ply].turn() == me {
            // The player's reply: thought about since the opponent's move
            // came; what the opponent's mail asked is answered by it.
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
            notes::set_questions(session, &[]);
            self.waiting = None;
            reply.extend(session.save_now());
        } else if now + 1 == ply && session.game().position().turn() == me {
            // The player's unsent move taken back: the opponent's move is
            // again waiting for its reply.
            let received = game.dates(ply).received;
            session.set_tag(PENDING, received.map(|d| d.to_string()));
            reply.extend(session.save_now());
        }
        if session.is_over() && session.tag(ENDED).is_none() {
            session.set_tag(ENDED, Some(self.today.to_string()));
            reply.extend(session.save_now());
            reply.tell(Message::Corr(CorrText::SendFinal));
        }
        Some(reply)
    }

    /// `accept`: the opponent's draw offer, standing with his last move,
    /// taken: a draw by agreement (article 5.2.3), recorded.
    /// Whether the line is the word for accept (not yes) in English,
    /// German or the player's language.
    fn says_accept(&self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let first = words.first().map(|w| w.to_lowercase());
        matches!(first.as_deref(), Some("accept" | "annehmen"))
            || self
                .scheme
                .language
                .vocabulary()
                .at(crate::notation::Slot::Command, &words)
                .is_some_and(|(english, _)| english == "accept")
    }

    fn accept(&mut self, session: &mut Session, game: &Game) -> Reply {
        let ply = session.game().ply();
        if !self.offer_stands(session, game) {
            return told(CorrText::NoOffer);
        }
        // 5.2.3: both players must have made a move.
        if !crate::game::agreement_allowed(ply) {
            return Reply::told(Message::Arbiter(
                crate::notation::ArbiterText::AgreementTooEarly,
            ));
        }
        let verdict = crate::game::Verdict::draw(crate::game::Reason::Agreement, ply);
        self.record_end(session, verdict)
    }

    /// Whether the opponent's draw offer stands: made with his last move,
    /// the last of the game.
    fn offer_stands(&self, session: &Session, game: &Game) -> bool {
        let ply = session.game().ply();
        let them = !game.settings.me;
        ply > 0
            && session
                .game()
                .draw_offers()
                .iter()
                .any(|o| o.by == them && o.ply == ply)
    }

    /// The game ends as the player and the opponent's mail agree: saved,
    /// said, its day kept.
    pub(super) fn record_end(
        &mut self,
        session: &mut Session,
        verdict: crate::game::Verdict,
    ) -> Reply {
        let mut reply = session.end_as_server_says(Some(verdict), &verdict.pgn_result());
        notes::set_questions(session, &[]);
        session.set_tag(CONDITIONAL, None);
        session.set_tag(ENDED, Some(self.today.to_string()));
        reply.extend(session.save_now());
        reply.tell(Message::Corr(CorrText::SendFinal));
        reply
    }

    /// `takeback` with no move of the player's to take back: the
    /// opponent's last move, received and not yet answered, as if it had
    /// never come.
    fn take_back_theirs(&mut self, session: &mut Session, game: &Game) -> Reply {
        let ply = session.game().ply();
        let theirs = ply > 0
            && !session.is_over()
            && session.game().positions()[ply - 1].turn() != game.settings.me;
        if !theirs {
            return Reply::told(Message::NothingToTakeBack);
        }
        let Some(played) = played(session, ply) else {
            return Reply::told(Message::NothingToTakeBack);
        };
        let mut reply = session.take_back_unasked(1);
        session.rewrite_comment(ply, notes::is_dates, None);
        session.set_tag(PENDING, None);
        notes::set_questions(session, &[]);
        self.waiting = None;
        reply.extend(session.save_now());
        reply.tell(Message::Corr(CorrText::TakenBack(
            played.card_move(self.scheme, false),
        )));
        reply
    }
}

/// The player's move at half-move `ply` (from 1), with the position
/// before it.
pub(super) fn played(session: &Session, ply: usize) -> Option<Played> {
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
            "date" | "datum" => self.date(session, rest),
            "email" | "mail" => self.email(session, rest),
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
pub fn games_folder(games: &std::path::Path) -> PathBuf {
    games.join("correspondence")
}

/// Reads a move typed for the opponent, or says why it is none.
pub(super) fn typed_move(session: &Session, text: &str) -> Result<shakmaty::Move, Reply> {
    let position = session.game().position();
    read_typed_move(position, &session.scheme().readable(text)).map_err(|refusal| {
        let mut reply = Reply::said(refusal.words(position));
        reply.earcon = Some(Earcon::Illegal);
        reply
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_read_as_typed() {
        assert_eq!(typed_path("\"my mail.eml\""), PathBuf::from("my mail.eml"));
        assert_eq!(typed_path("'x.eml'"), PathBuf::from("x.eml"));
        if let Some(home) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
            assert_eq!(typed_path("~/x.eml"), PathBuf::from(home).join("x.eml"));
        }
        assert_eq!(typed_path("~bob/x"), PathBuf::from("~bob/x"));
    }
}
