//! The German sentences of correspondence by e-mail, letter and cassette.
//! Printed lines fit a 40-cell braille display where a name or a path
//! does not make them longer.

use shakmaty::Color;

use super::german::file_problem;
use crate::notation::corr_text::{CardLine, CardMove, CorrCommand, CorrText, Standing};
use crate::notation::message::Say;

/// `1... e5 (5755)`.
fn card_move(m: &CardMove) -> String {
    let dots = if m.side == Color::White { "." } else { "..." };
    format!("{}{dots} {} ({})", m.number, m.written, m.iccf)
}

fn side(color: Color) -> &'static str {
    color.fold_wb("Weiß", "Schwarz")
}

/// A count of days: digits in print, words in speech.
fn days(n: i64, say: &Say) -> String {
    let count = say.number(usize::try_from(n.unsigned_abs()).unwrap_or(usize::MAX));
    let sign = if n < 0 { "-" } else { "" };
    if n == 1 {
        format!("{count} Tag")
    } else {
        format!("{sign}{count} Tage")
    }
}

fn card(line: &CardLine, say: &Say) -> String {
    match line {
        CardLine::Title { white, black } => format!("Fernschach {white} - {black}"),
        CardLine::YourMove(m) => format!("Ihr Zug: {}", card_move(m)),
        CardLine::ReceivedOn(day) => format!("erhalten: {day}"),
        CardLine::MyMove(m) => format!("Mein Zug: {}", card_move(m)),
        CardLine::SentOn(day) => format!("gesendet: {day}"),
        CardLine::DaysThisMove(n) => format!("Bedenkzeit: {}", days(*n, say)),
        CardLine::DaysInAll { white, black } => {
            format!("Tage gesamt: Weiß {white}, Schwarz {black}")
        }
        CardLine::OfferDraw => "Ich biete Remis an.".into(),
        CardLine::Message(text) => format!("Nachricht: {text}"),
    }
}

fn usage(command: CorrCommand) -> &'static str {
    match command {
        CorrCommand::Received => "received ZUG [DATUM], etwa received e5.",
        CorrCommand::Read => "read DATEI [DATUM]: liest eine Karte.",
        CorrCommand::Send => "send [DATUM] [NACHRICHT].",
        CorrCommand::Leave => "leave TAGE [DATUM], Tage 1 bis 365.",
    }
}

pub(super) fn corr(text: &CorrText, say: &Say) -> String {
    match text {
        CorrText::Created { name, path } => {
            format!("Fernpartie {name} angelegt:\n{}", path.display())
        }
        CorrText::Opened { name, me, opponent } => match opponent {
            Some(opponent) => format!("Fernpartie {name}: {} gegen {opponent}.", side(*me)),
            None => format!("Fernpartie {name}: du spielst {}.", side(*me)),
        },
        CorrText::BadName(name) => {
            format!("{name} geht nicht als Name: Buchstaben, Ziffern, - und _.")
        }
        CorrText::GameExists(name) => format!("Fernpartie {name} gibt es schon."),
        CorrText::NoSuchGame(name) => format!("Keine Fernpartie {name}; corr list nennt sie."),
        CorrText::NoGames => "Keine Fernpartie; corr new NAME legt an.".into(),
        CorrText::Listed {
            name,
            opponent,
            me,
            standing,
            used,
            left,
        } => {
            let against = opponent
                .as_ref()
                .map_or(String::new(), |o| format!(" gegen {o}"));
            let standing = match standing {
                Standing::MyMove { since, due } => {
                    let mut said = "du bist am Zug".to_owned();
                    if let Some(since) = since {
                        said.push_str(&format!(" seit {since}"));
                    }
                    if let Some(due) = due {
                        said.push_str(&format!(", Antwort fällig {due}"));
                    }
                    said
                }
                Standing::ToSend => "dein Zug ist zu senden".into(),
                Standing::OpponentsMove => "der Gegner ist am Zug".into(),
                Standing::Over(result) => format!("beendet, {result}"),
            };
            format!(
                "{name}: {}{against}, {standing}; {used} Tage verbraucht, {left} übrig.",
                side(*me)
            )
        }
        CorrText::BadControl(text) => {
            format!("{text} ist keine Bedenkzeit: Züge/Tage, etwa 10/50d.")
        }
        CorrText::BadDate(text) => format!("{text} ist kein Datum: 2026-11-20."),
        CorrText::DateTooEarly { date, earlier } => {
            format!("{date} liegt vor {earlier}, dem Datum davor.")
        }
        CorrText::Received(day) => format!("Erhalten am {day}."),
        CorrText::OpponentsMove => "Gegner am Zug: received ZUG [DATUM].".into(),
        CorrText::YourMove => "Du bist am Zug, nicht der Gegner.".into(),
        CorrText::NotSent(m) => format!("Erst senden: {} mit send.", card_move(m)),
        CorrText::NothingToSend => "Kein Zug zu senden: erst ziehen.".into(),
        CorrText::SentAgain(day) => format!("Karte neu, gesendet am {day}."),
        CorrText::CardsWritten(folder) => {
            format!("Karten als txt, brf und wav in:\n{}", folder.display())
        }
        CorrText::CardNotWritten { path, problem } => format!(
            "Karte nicht geschrieben ({}):\n{}",
            file_problem(problem),
            path.display()
        ),
        CorrText::CardDates { received, sent } => {
            let mut said = "Karte gelesen".to_owned();
            if let Some(received) = received {
                said.push_str(&format!(", erhalten {received}"));
            }
            if let Some(sent) = sent {
                said.push_str(&format!(", gesendet {sent}"));
            }
            said.push('.');
            said
        }
        CorrText::CardLacksMove { number, side } => {
            let dots = if *side == Color::White { "." } else { "..." };
            format!("Auf der Karte fehlt Zug {number}{dots}")
        }
        CorrText::CardWrongNumber {
            found,
            side,
            expected,
        } => {
            let dots = if *side == Color::White { "." } else { "..." };
            format!("Karte hat Zug {found}{dots}, erwartet {expected}{dots}")
        }
        CorrText::CardRepeatsOther { card, game } => {
            format!("Karte wiederholt {card}, gespielt {}.", card_move(game))
        }
        CorrText::CardMoveRefused(words) => {
            format!("Zug der Karte geht nicht: {}", say.words(words))
        }
        CorrText::CardMessage(text) => format!("Nachricht: {text}"),
        CorrText::Card(line) => card(line, say),
        CorrText::SideDays {
            side: color,
            used,
            left,
            by_move,
        } => {
            if *left < 0 {
                format!(
                    "{}: {}, {} über bis Zug {by_move}.",
                    side(*color),
                    days(*used, say),
                    -left
                )
            } else {
                format!(
                    "{}: {}, noch {left} bis Zug {by_move}.",
                    side(*color),
                    days(*used, say)
                )
            }
        }
        CorrText::ThinkingSince { since, days: n } => {
            format!("Am Zug seit {since}: {}.", days(*n, say))
        }
        CorrText::ReplyDue { due, overdue } => {
            if *overdue {
                format!("Antwort fällig seit {due}.")
            } else {
                format!("Antwort fällig am {due}.")
            }
        }
        CorrText::OnLeave(until) => format!("Urlaub bis {until}."),
        CorrText::LeaveTaken {
            days: n,
            from,
            until,
        } => {
            format!("Urlaub {}: {from} bis {until}.", days(i64::from(*n), say))
        }
        CorrText::Left { name, path } => {
            if say.speech() {
                format!("Gespeichert; annabella corr {name} setzt fort.")
            } else {
                format!(
                    "Gespeichert in:\n{}\nweiter mit: annabella corr {name}",
                    path.display()
                )
            }
        }
        CorrText::Iccf(text) => super::german_iccf::iccf(text, say),
        CorrText::Usage(command) => usage(*command).into(),
        CorrText::Help => [
            "received ZUG [DATUM]: Gegnerzug",
            "read DATEI [DATUM]: Karte lesen",
            "send [DATUM] [TEXT]: Karte schreiben",
            "leave TAGE [DATUM]: Urlaub",
            "clock: Tage beider Seiten",
        ]
        .join("\n"),
    }
}
