//! The English sentences of correspondence by e-mail, letter and
//! cassette. Printed lines fit a 40-cell braille display where a name or a
//! path does not make them longer.

use shakmaty::Color;

use super::english::file_problem;
use crate::notation::corr_text::{CardLine, CardMove, CorrCommand, CorrText, Standing};
use crate::notation::message::Say;

/// `1... e5 (5755)`.
fn card_move(m: &CardMove) -> String {
    let dots = if m.side == Color::White { "." } else { "..." };
    format!("{}{dots} {} ({})", m.number, m.written, m.iccf)
}

fn side(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}

/// A count of days: digits in print, words in speech.
fn days(n: i64, say: &Say) -> String {
    let count = say.number(usize::try_from(n.unsigned_abs()).unwrap_or(usize::MAX));
    let sign = if n < 0 { "-" } else { "" };
    if n == 1 {
        format!("{count} day")
    } else {
        format!("{sign}{count} days")
    }
}

fn card(line: &CardLine, say: &Say) -> String {
    match line {
        CardLine::Title { white, black } => format!("Correspondence {white} - {black}"),
        CardLine::YourMove(m) => format!("Your move: {}", card_move(m)),
        CardLine::ReceivedOn(day) => format!("received: {day}"),
        CardLine::MyMove(m) => format!("My move: {}", card_move(m)),
        CardLine::SentOn(day) => format!("sent: {day}"),
        CardLine::DaysThisMove(n) => format!("Time used: {}", days(*n, say)),
        CardLine::DaysInAll { white, black } => {
            format!("Days in all: White {white}, Black {black}")
        }
        CardLine::OfferDraw => "I offer a draw.".into(),
        CardLine::Message(text) => format!("Message: {text}"),
    }
}

fn usage(command: CorrCommand) -> &'static str {
    match command {
        CorrCommand::Received => "received MOVE [DATE], like received e5.",
        CorrCommand::Read => "read FILE [DATE]: reads a card.",
        CorrCommand::Send => "send [DATE] [MESSAGE].",
        CorrCommand::Leave => "leave DAYS [DATE], days 1 to 365.",
    }
}

pub(super) fn corr(text: &CorrText, say: &Say) -> String {
    match text {
        CorrText::Created { name, path } => {
            format!("Correspondence game {name} made:\n{}", path.display())
        }
        CorrText::Opened { name, me, opponent } => match opponent {
            Some(opponent) => format!("Game {name}: {} against {opponent}.", side(*me)),
            None => format!("Game {name}: you play {}.", side(*me)),
        },
        CorrText::BadName(name) => {
            format!("{name} cannot be a name: letters, digits, - and _.")
        }
        CorrText::GameExists(name) => format!("There is a game {name} already."),
        CorrText::NoSuchGame(name) => format!("No game {name}; corr list names them."),
        CorrText::NoGames => "No game yet; corr new NAME makes one.".into(),
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
                .map_or(String::new(), |o| format!(" against {o}"));
            let standing = match standing {
                Standing::MyMove { since, due } => {
                    let mut said = "your move".to_owned();
                    if let Some(since) = since {
                        said.push_str(&format!(" since {since}"));
                    }
                    if let Some(due) = due {
                        said.push_str(&format!(", reply due {due}"));
                    }
                    said
                }
                Standing::ToSend => "your move waits to be sent".into(),
                Standing::OpponentsMove => "the opponent's move".into(),
                Standing::Over(result) => format!("over, {result}"),
            };
            format!(
                "{name}: {}{against}, {standing}; {used} days used, {left} left.",
                side(*me)
            )
        }
        CorrText::BadControl(text) => {
            format!("{text} is no time control: moves/days, like 10/50d.")
        }
        CorrText::BadDate(text) => format!("{text} is no date: 2026-11-20."),
        CorrText::DateTooEarly { date, earlier } => {
            format!("{date} is before {earlier}, the date before it.")
        }
        CorrText::Received(day) => format!("Received on {day}."),
        CorrText::OpponentsMove => "Opponent's move: received MOVE [DATE].".into(),
        CorrText::YourMove => "It is your move, not the opponent's.".into(),
        CorrText::NotSent(m) => format!("Send {} first: send.", card_move(m)),
        CorrText::NothingToSend => "No move to send: make one first.".into(),
        CorrText::SentAgain(day) => format!("Card written again, sent {day}."),
        CorrText::CardsWritten(folder) => {
            format!("Cards as txt, brf and wav in:\n{}", folder.display())
        }
        CorrText::CardNotWritten { path, problem } => format!(
            "Card not written ({}):\n{}",
            file_problem(problem),
            path.display()
        ),
        CorrText::CardDates { received, sent } => {
            let mut said = "Card read".to_owned();
            if let Some(received) = received {
                said.push_str(&format!(", received {received}"));
            }
            if let Some(sent) = sent {
                said.push_str(&format!(", sent {sent}"));
            }
            said.push('.');
            said
        }
        CorrText::CardLacksMove { number, side } => {
            let dots = if *side == Color::White { "." } else { "..." };
            format!("The card has no move {number}{dots}")
        }
        CorrText::CardWrongNumber {
            found,
            side,
            expected,
        } => {
            let dots = if *side == Color::White { "." } else { "..." };
            format!("Card has move {found}{dots}, expected {expected}{dots}")
        }
        CorrText::CardRepeatsOther { card, game } => {
            format!("Card repeats {card}, played {}.", card_move(game))
        }
        CorrText::CardMoveRefused(words) => format!("The card's move fails: {}", say.words(words)),
        CorrText::CardMessage(text) => format!("Message: {text}"),
        CorrText::Card(line) => card(line, say),
        CorrText::SideDays {
            side: color,
            used,
            left,
            by_move,
        } => {
            if *left < 0 {
                format!(
                    "{}: {}, {} over by move {by_move}.",
                    side(*color),
                    days(*used, say),
                    -left
                )
            } else {
                format!(
                    "{}: {}, {left} left to move {by_move}.",
                    side(*color),
                    days(*used, say)
                )
            }
        }
        CorrText::ThinkingSince { since, days: n } => {
            format!("Your move since {since}: {}.", days(*n, say))
        }
        CorrText::ReplyDue { due, overdue } => {
            if *overdue {
                format!("Reply due since {due}.")
            } else {
                format!("Reply due on {due}.")
            }
        }
        CorrText::OnLeave(until) => format!("On leave until {until}."),
        CorrText::LeaveTaken {
            days: n,
            from,
            until,
        } => {
            format!("Leave, {}: {from} to {until}.", days(i64::from(*n), say))
        }
        CorrText::Left { name, path } => {
            if say.speech() {
                format!("Saved; annabella corr {name} goes on.")
            } else {
                format!(
                    "Saved in:\n{}\ngo on with: annabella corr {name}",
                    path.display()
                )
            }
        }
        CorrText::Iccf(text) => super::english_iccf::iccf(text, say),
        CorrText::Usage(command) => usage(*command).into(),
        CorrText::Help => [
            "received MOVE [DATE]: their move",
            "read FILE [DATE]: read a card",
            "send [DATE] [TEXT]: write the card",
            "leave DAYS [DATE]: leave",
            "clock: both sides' days",
        ]
        .join("\n"),
    }
}
