//! The opponent's side of the post: his move entered with `received` or
//! read from his mail with `read`, checked against the game and its
//! dates, played and announced with his days counted as ICCF counts them
//! (from the day the player's card went to the day his mail is dated, or
//! the days his mail states); what his mail says besides (an offer, his
//! acceptance, a claim, his resignation, a conditional move) said, and
//! recorded on the player's yes. A mail that leaves a doubt plays
//! nothing: the player decides with `received MOVE`.

use shakmaty::{Move, Position};

use super::desk::{
    CorrDesk, not_after_today, not_before, played, told, typed_move, typed_path, with_date,
};
use super::letter::{self, Found, Mine, Table};
use super::mail::Mail;
use super::notes::{self, CONDITIONAL, EMAIL, Game, PENDING, Question};
use super::reckoning::MoveDates;
use crate::game::{Reason, Verdict};
use crate::notation::date::Date;
use crate::notation::{CorrCommand, CorrText, DateOf, MailSays, Message};
use crate::play::{Reply, Session};
use crate::scoresheet::files::read_bounded;
use crate::sound::Earcon;

/// The most lines of a mail said when it is read.
const LINES_SAID: usize = 12;

/// The largest card of the player's read, to know her own lines.
const LARGEST_CARD: u64 = 64 * 1024;

/// The opponent's move and what came with it.
pub struct Letter {
    pub m: Move,
    /// His dates: the day he received the player's move, the day he sent
    /// his.
    pub dates: MoveDates,
    pub says: Vec<MailSays>,
    pub message: Option<String>,
    /// The mail's Message-ID.
    pub id: Option<String>,
    /// It came in a mail or a card: its dates are said.
    pub from_mail: bool,
}

/// A mail whose move was left in doubt: what else it said, for the move
/// the player enters.
pub struct Waiting {
    says: Vec<MailSays>,
    /// The dates his mail states.
    stated: (Option<Date>, Option<Date>),
    /// The day his mail is dated.
    written: Option<Date>,
    message: Option<String>,
    id: Option<String>,
}

/// What a question of the mail is, as the mail said it.
fn said(question: &Question) -> MailSays {
    match question {
        Question::Resigns => MailSays::Resigns,
        Question::AcceptsDraw => MailSays::AcceptsDraw,
        Question::OffersDraw => MailSays::OffersDraw,
        Question::Claims(claim) => MailSays::Claims(*claim),
        Question::Conditional { when, then } => MailSays::Conditional {
            when: when.clone(),
            then: then.clone(),
        },
    }
}

impl CorrDesk {
    /// Whether the opponent's move may come now: the game goes on, it is
    /// his move, and the player's last is sent.
    fn may_receive(&self, session: &Session, game: &Game) -> Result<(), Reply> {
        if session.is_over() {
            return Err(Reply::told(Message::GameIsOver));
        }
        if session.game().position().turn() == game.settings.me {
            return Err(told(CorrText::YourMove));
        }
        if let Some(text) = self.unsent(session, game) {
            return Err(told(text));
        }
        Ok(())
    }

    /// The day the player sent her last move, which his answers.
    fn my_last_sent(game: &Game) -> Option<Date> {
        game.my_last().and_then(|ply| game.dates(ply).sent)
    }

    /// The day the opponent's move reached the player: not after today,
    /// not before her last move went.
    fn receipt_fits(&self, game: &Game, on: Date) -> Result<(), CorrText> {
        not_after_today(DateOf::MyReceived, on, self.today)?;
        not_before(
            DateOf::MyReceived,
            on,
            DateOf::MySent,
            Self::my_last_sent(game),
        )?;
        not_before(
            DateOf::MyReceived,
            on,
            DateOf::GameBegan,
            Some(game.record.start),
        )
    }

    /// His dates, as his mail states them or as ICCF's e-mail rules take
    /// them (he received the player's move the day it went; he sent his
    /// the day his mail is dated, else the day it came), and whether they
    /// can be.
    fn his_dates(
        &self,
        game: &Game,
        stated: (Option<Date>, Option<Date>),
        written: Option<Date>,
        on: Date,
    ) -> Result<MoveDates, CorrText> {
        let start = game.record.start;
        let mine = Self::my_last_sent(game);
        let received = stated.0.or(mine).unwrap_or(start);
        let sent = stated.1.or(written).unwrap_or(on);
        if let Some(day) = stated.0 {
            not_before(DateOf::TheirReceived, day, DateOf::MySent, mine)?;
            not_before(DateOf::TheirReceived, day, DateOf::GameBegan, Some(start))?;
            if day > on {
                return Err(CorrText::DateAfter {
                    what: DateOf::TheirReceived,
                    day: day.to_string(),
                    limit: DateOf::MyReceived,
                    limit_day: on.to_string(),
                });
            }
        }
        let what = if stated.1.is_some() {
            DateOf::TheirSent
        } else {
            DateOf::MailWritten
        };
        not_before(what, sent, DateOf::GameBegan, Some(start))?;
        not_before(what, sent, DateOf::MySent, mine)?;
        not_before(what, sent, DateOf::TheirReceived, Some(received))?;
        if sent > on {
            return Err(CorrText::DateAfter {
                what,
                day: sent.to_string(),
                limit: DateOf::MyReceived,
                limit_day: on.to_string(),
            });
        }
        Ok(MoveDates {
            received: Some(received),
            sent: Some(sent),
        })
    }

    /// `received MOVE [DATE]`: the opponent's move as the player enters it;
    /// what a mail left in doubt comes with it.
    pub(super) fn received(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let (rest, on, _) = match with_date(words, self.today) {
            Ok(found) => found,
            Err(text) => return told(text),
        };
        if rest.is_empty() {
            return told(CorrText::Usage(CorrCommand::Received));
        }
        let Some(game) = self.game(session) else {
            return Reply::default();
        };
        if let Err(reply) = self.may_receive(session, &game) {
            return reply;
        }
        if let Err(text) = self.receipt_fits(&game, on) {
            return told(text);
        }
        let m = match typed_move(session, &rest.join(" ")) {
            Ok(m) => m,
            Err(reply) => return reply,
        };
        let waiting = self.waiting.take();
        let (stated, written) = waiting
            .as_ref()
            .map_or(((None, None), None), |w| (w.stated, w.written));
        let dates = match self.his_dates(&game, stated, written, on) {
            Ok(dates) => dates,
            Err(text) => {
                self.waiting = waiting;
                return told(text);
            }
        };
        let from_mail = waiting.is_some();
        let (says, message, id) =
            waiting.map_or((Vec::new(), None, None), |w| (w.says, w.message, w.id));
        self.receive(
            session,
            on,
            Letter {
                m,
                dates,
                says,
                message,
                id,
                from_mail,
            },
        )
    }

    /// The cards the player sent in this game, as written.
    fn my_cards(&self) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(&self.folder) else {
            return Vec::new();
        };
        let mut cards: Vec<(String, String)> = entries
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|name| name.starts_with("card-") && name.ends_with(".txt"))
            .take(2000)
            .filter_map(|name| {
                let bytes = read_bounded(&self.folder.join(&name), LARGEST_CARD).ok()?;
                Some((name, String::from_utf8_lossy(&bytes).into_owned()))
            })
            .collect();
        cards.sort();
        cards.into_iter().map(|(_, text)| text).collect()
    }

    /// `read [FILE] [DATE]`: the opponent's mail, from a file or, without
    /// one, his newest mail in the mail folder; received on DATE, or on
    /// the day the mail is dated.
    pub(super) fn read(&mut self, session: &mut Session, words: &[&str]) -> Reply {
        let (rest, typed_on, typed) = match with_date(words, self.today) {
            Ok(found) => found,
            Err(text) => return told(text),
        };
        let Some(game) = self.game(session) else {
            return Reply::default();
        };
        if let Err(reply) = self.may_receive(session, &game) {
            return reply;
        }
        let bytes = if rest.is_empty() {
            let Some(folder) = self.mail_folder.clone() else {
                return told(CorrText::NoMailFolder);
            };
            let Some(address) = session.tag(EMAIL).map(str::to_owned) else {
                return told(CorrText::NoAddress);
            };
            match super::mailbox::newest_from(&folder, Some(&address), &notes::mails_read(session))
            {
                Ok(Some(bytes)) => bytes,
                Ok(None) => {
                    return told(CorrText::NoNewMail {
                        address,
                        path: folder,
                    });
                }
                Err(problem) => {
                    return told(CorrText::MailFolderUnusable {
                        path: folder,
                        problem,
                    });
                }
            }
        } else {
            let path = typed_path(&rest.join(" "));
            if super::mailbox::is_mbox(&path) {
                // An mbox holds many mails: his newest not yet read is his
                // letter, never the text of the mails after it.
                let address = session.tag(EMAIL).map(str::to_owned);
                match super::mailbox::newest_from(
                    &path,
                    address.as_deref(),
                    &notes::mails_read(session),
                ) {
                    Ok(Some(bytes)) => bytes,
                    Ok(None) => {
                        return told(CorrText::NoNewMail {
                            address: address.unwrap_or_default(),
                            path,
                        });
                    }
                    Err(problem) => return Reply::told(Message::FileRefused { path, problem }),
                }
            } else {
                match read_bounded(&path, super::mail::LARGEST) {
                    Ok(bytes) => bytes,
                    Err(problem) => return Reply::told(Message::FileRefused { path, problem }),
                }
            }
        };
        let mail = Mail::read(&bytes);
        let mut reply = self.tell_mail(&mail);
        // A mail from someone else is not his, whatever it says.
        if let (Some(from), Some(address)) = (&mail.from, session.tag(EMAIL))
            && !from.eq_ignore_ascii_case(address)
        {
            reply.tell(Message::Corr(CorrText::MailFromOther {
                from: from.clone(),
                address: address.to_owned(),
            }));
            reply.earcon = Some(Earcon::Illegal);
            return reply;
        }
        if session.tag(EMAIL).is_none()
            && let Some(address) = mail.from.as_deref().and_then(super::mail_program::address)
        {
            session.set_tag(EMAIL, Some(address));
        }
        let written = mail.day();
        if let Some(day) = written
            && let Err(text) = not_after_today(DateOf::MailWritten, day, self.today)
        {
            reply.tell(Message::Corr(text));
            return reply;
        }
        let on = if typed {
            typed_on
        } else {
            written.unwrap_or(self.today)
        };
        let checks = self.receipt_fits(&game, on).and_then(|()| match written {
            Some(day) if typed => {
                not_before(DateOf::MyReceived, on, DateOf::MailWritten, Some(day))
            }
            _ => Ok(()),
        });
        if let Err(text) = checks {
            reply.tell(Message::Corr(text));
            return reply;
        }
        let cards = self.my_cards();
        let ply = session.game().ply();
        let mine = game.my_last().and_then(|p| played(session, p));
        let table = Table {
            position: session.game().position(),
            mine: mine.as_ref().map(|p| Mine {
                before: &p.before,
                m: p.m,
            }),
            cards: &cards,
            offered: session
                .game()
                .draw_offers()
                .iter()
                .any(|o| o.by == game.settings.me && o.ply == ply && ply > 0),
            scheme: self.scheme,
        };
        let reading = letter::read(&mail.text, &table);
        let stated = (reading.received, reading.sent);
        match reading.found {
            Found::Move(m) => {
                let dates = match self.his_dates(&game, stated, written, on) {
                    Ok(dates) => dates,
                    Err(text) => {
                        reply.tell(Message::Corr(text));
                        return reply;
                    }
                };
                reply.extend(self.receive(
                    session,
                    on,
                    Letter {
                        m,
                        dates,
                        says: reading.says,
                        message: reading.message,
                        id: mail.id,
                        from_mail: true,
                    },
                ));
            }
            Found::Doubt(doubt) => {
                reply.tell(Message::Corr(CorrText::Doubt(doubt)));
                reply.tell(Message::Corr(CorrText::Decide));
                reply.earcon = Some(Earcon::Illegal);
                self.waiting = Some(Waiting {
                    says: reading.says,
                    stated,
                    written,
                    message: reading.message,
                    id: mail.id,
                });
            }
            Found::Nothing => {
                let them = !game.settings.me;
                let mut asked = Vec::new();
                for says in &reading.says {
                    match says {
                        MailSays::Resigns => asked.push(Question::Resigns),
                        MailSays::AcceptsDraw => asked.push(Question::AcceptsDraw),
                        MailSays::OffersDraw => asked.push(Question::OffersDraw),
                        MailSays::Claims(claim) => asked.push(Question::Claims(*claim)),
                        other => {
                            reply.tell(Message::Corr(CorrText::Says {
                                side: them,
                                says: other.clone(),
                            }));
                        }
                    }
                }
                if asked.is_empty() {
                    reply.tell(Message::Corr(CorrText::CardLacksMove {
                        number: session.game().position().fullmoves().get(),
                        side: them,
                    }));
                    reply.earcon = Some(Earcon::Illegal);
                    return reply;
                }
                notes::set_questions(session, &asked);
                if let Some(id) = &mail.id {
                    notes::note_mail_read(session, id);
                }
                reply.extend(session.save_now());
                reply.extend(self.ask_next(session));
            }
        }
        reply
    }

    /// The mail as the player hears it: from whom and when, and its lines.
    fn tell_mail(&self, mail: &Mail) -> Reply {
        let mut reply = Reply::default();
        reply.tell(Message::Corr(CorrText::MailFrom {
            from: mail.from.clone(),
            day: mail.day().map(|d| d.to_string()),
        }));
        let lines: Vec<&str> = mail
            .text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        for line in lines.iter().take(LINES_SAID) {
            reply.tell(Message::Corr(CorrText::MailLine(
                crate::notation::outside::line(line),
            )));
        }
        if lines.len() > LINES_SAID {
            reply.tell(Message::Corr(CorrText::MailMore(lines.len() - LINES_SAID)));
        }
        reply
    }

    /// The opponent's move played and announced, its dates kept; what came
    /// with it said, and asked where the player decides.
    pub(super) fn receive(&mut self, session: &mut Session, on: Date, letter: Letter) -> Reply {
        let Some(game) = self.game(session) else {
            return Reply::default();
        };
        let them = !game.settings.me;
        let ply = session.game().ply();
        let uci = letter.m.to_uci(session.game().castling_mode()).to_string();
        let mut reply = session.handle(&uci);
        if session.game().ply() != ply + 1 {
            return reply;
        }
        self.waiting = None;
        notes::write_dates(session, ply + 1, letter.dates);
        let over = session.is_over();
        session.set_tag(PENDING, (!over).then(|| on.to_string()));
        if let Some(id) = &letter.id {
            notes::note_mail_read(session, id);
        }
        let mut asked = Vec::new();
        let mut offered = false;
        for says in &letter.says {
            match says {
                MailSays::OffersDraw if !over => offered = true,
                MailSays::Conditional { when, then } if !over => {
                    asked.push(Question::Conditional {
                        when: when.clone(),
                        then: then.clone(),
                    });
                }
                MailSays::Claims(claim) if !over => asked.push(Question::Claims(*claim)),
                MailSays::DeclinesDraw => {
                    reply.tell(Message::Corr(CorrText::Says {
                        side: them,
                        says: MailSays::DeclinesDraw,
                    }));
                }
                _ => {}
            }
        }
        if offered {
            reply.extend(session.record_draw_offer(them));
        }
        notes::set_questions(session, &asked);
        reply.extend(session.save_now());
        reply.tell(Message::Corr(CorrText::Received(on.to_string())));
        if letter.from_mail {
            reply.tell(Message::Corr(CorrText::CardDates {
                received: letter.dates.received.map(|d| d.to_string()),
                sent: letter.dates.sent.map(|d| d.to_string()),
            }));
        }
        if let Some(message) = letter.message {
            reply.tell(Message::Corr(CorrText::CardMessage(message)));
        }
        if offered {
            reply.tell(Message::Corr(CorrText::Says {
                side: them,
                says: MailSays::OffersDraw,
            }));
            reply.tell(Message::Corr(CorrText::AcceptOrMove));
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
        reply.extend(self.ask_next(session));
        reply
    }

    /// The first question a mail asked that waits: what the mail said, and
    /// the question.
    pub(super) fn ask_next(&self, session: &Session) -> Reply {
        let mut reply = Reply::default();
        let Some(game) = self.game(session) else {
            return reply;
        };
        if let Some(question) = notes::questions(session).first() {
            reply.tell(Message::Corr(CorrText::Says {
                side: !game.settings.me,
                says: said(question),
            }));
            reply.tell(Message::Corr(CorrText::AskRecord {
                conditional: matches!(question, Question::Conditional { .. }),
            }));
        }
        reply
    }

    /// The player's yes or no to what a mail asked; `None` when nothing
    /// was asked.
    pub(super) fn answer(&mut self, session: &mut Session, yes: bool) -> Option<Reply> {
        let mut asked = notes::questions(session);
        if asked.is_empty() {
            return None;
        }
        let question = asked.remove(0);
        notes::set_questions(session, &asked);
        let game = self.game(session)?;
        let me = game.settings.me;
        let ply = session.game().ply();
        let mut reply = Reply::default();
        if !yes {
            reply.extend(session.save_now());
            reply.tell(Message::Corr(CorrText::NotRecorded));
            reply.extend(self.ask_next(session));
            return Some(reply);
        }
        match question {
            Question::Resigns => {
                reply.extend(self.record_end(session, Verdict::win(me, Reason::Resignation, ply)));
            }
            Question::AcceptsDraw | Question::OffersDraw => {
                if crate::game::agreement_allowed(ply) {
                    reply.extend(self.record_end(session, Verdict::draw(Reason::Agreement, ply)));
                } else {
                    reply.extend(session.save_now());
                    reply.tell(Message::Corr(CorrText::NotRecorded));
                }
            }
            Question::Claims(claim) => {
                let holds = session.game().claimable();
                let found = match claim {
                    Some(claim) => holds.contains(&claim).then_some(claim),
                    None => holds.first().copied(),
                };
                match found {
                    Some(claim) => {
                        let reason = match claim {
                            crate::game::Claim::ThreefoldRepetition => Reason::ThreefoldRepetition,
                            crate::game::Claim::FiftyMoves => Reason::FiftyMoves,
                        };
                        reply.extend(self.record_end(session, Verdict::draw(reason, ply)));
                    }
                    None => {
                        reply.extend(session.save_now());
                        reply.tell(Message::Corr(CorrText::NotRecorded));
                    }
                }
            }
            Question::Conditional { when, then } => {
                let position = session.game().position().clone();
                let pair = letter::read_written(&position, &when, self.scheme).and_then(|first| {
                    let mut after = position.clone();
                    after.play_unchecked(first);
                    let second = letter::read_written(&after, &then, self.scheme)?;
                    Some((first, second))
                });
                match pair {
                    Some((first, second)) => {
                        let mode = session.game().castling_mode();
                        session.set_tag(
                            CONDITIONAL,
                            Some(format!("{} {}", first.to_uci(mode), second.to_uci(mode))),
                        );
                        reply.extend(session.save_now());
                        reply.tell(Message::Corr(CorrText::ConditionalKept { when, then }));
                    }
                    None => {
                        reply.extend(session.save_now());
                        reply.tell(Message::Corr(CorrText::ConditionalUnreadable {
                            when,
                            then,
                        }));
                    }
                }
            }
        }
        if !session.is_over() {
            reply.extend(self.ask_next(session));
        }
        Some(reply)
    }
}
