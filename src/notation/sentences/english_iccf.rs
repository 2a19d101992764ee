//! The English sentences of ICCF's server games (XfCC).

use shakmaty::Color;

use super::english::server_trouble;
use crate::notation::corr_text::{DaysLeft, IccfText, XfccCode, XfccResult};
use crate::notation::message::Say;

fn side(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}

fn left(time: &DaysLeft) -> String {
    format!("{}d {}h {}min", time.days, time.hours, time.minutes)
}

fn code(code: &XfccCode) -> String {
    match code {
        XfccCode::Success => "accepted".into(),
        XfccCode::InvalidMove => "invalid move".into(),
        XfccCode::NotYourTurn => "it is not your turn".into(),
        XfccCode::YouAreOnLeave => "you are on leave".into(),
        XfccCode::LostOnTime => "lost on time".into(),
        XfccCode::MoveIsAmbiguous => "the move is ambiguous".into(),
        XfccCode::InvalidMoveNumber => "wrong move number".into(),
        XfccCode::NoDrawWasOffered => "no draw was offered".into(),
        XfccCode::AuthenticationFailed => "wrong name or password".into(),
        XfccCode::ServerError => "the server failed".into(),
        XfccCode::FeatureUnavailable => "the server does not offer that".into(),
        XfccCode::InvalidGameId => "no game has that number".into(),
        XfccCode::NotYourGame => "not your game".into(),
        XfccCode::Other(word) => format!("answer {word}"),
    }
}

fn result(result: &XfccResult) -> String {
    match result {
        XfccResult::Ongoing => "the game goes on".into(),
        XfccResult::WhiteWins => "White wins, 1-0".into(),
        XfccResult::BlackWins => "Black wins, 0-1".into(),
        XfccResult::Draw => "draw, ½-½".into(),
        XfccResult::WhiteWinAdjudicated => "White wins by adjudication".into(),
        XfccResult::BlackWinAdjudicated => "Black wins by adjudication".into(),
        XfccResult::DrawAdjudicated => "draw by adjudication".into(),
        XfccResult::WhiteDefaulted => "White defaulted, 0-1".into(),
        XfccResult::BlackDefaulted => "Black defaulted, 1-0".into(),
        XfccResult::BothDefaulted => "both defaulted".into(),
        XfccResult::Cancelled => "the game is cancelled".into(),
        XfccResult::AdjudicationPending => "adjudication pending".into(),
        XfccResult::Other(word) => format!("result {word}"),
    }
}

pub(super) fn iccf(text: &IccfText, say: &Say) -> String {
    match text {
        IccfText::UserPrompt => "ICCF user name:".into(),
        IccfText::PasswordPrompt => "Password (not shown):".into(),
        IccfText::LoggedIn { user, games } => {
            format!("Logged in to ICCF as {user}, {games} games.")
        }
        IccfText::LoginSaved(path) => format!("Login kept in:\n{}", path.display()),
        IccfText::NoLogin => "No ICCF login: annabella iccf login.".into(),
        IccfText::LoginFileOpen { path, mode } => format!(
            "Others can read the login (mode {mode:o}); chmod 600:\n{}",
            path.display()
        ),
        IccfText::LoginFileUnusable { path, problem } => format!(
            "The login file cannot be used ({}):\n{}",
            super::english::file_problem(problem),
            path.display()
        ),
        IccfText::LoginFileNotOwn(path) => {
            format!("The login file is someone else's:\n{}", path.display())
        }
        IccfText::PlainHttp(url) => {
            format!("No password over http to another machine: {url}")
        }
        IccfText::Unreachable(why) => {
            format!("ICCF server not reached: {}.", server_trouble(why, say))
        }
        IccfText::Unreadable => "The server's answer is no XfCC.".into(),
        IccfText::Fault(why) => format!("The server refuses: {}.", code(why)),
        IccfText::Games { total, my_turn } => {
            format!("ICCF: {total} games, your move in {my_turn}.")
        }
        IccfText::NoGames => "No ICCF game.".into(),
        IccfText::Listed {
            number,
            id,
            opponent,
            event,
            my_turn,
            left: time,
            offer,
            message,
            result: end,
        } => {
            let mut line = format!("{number}: {id} against {opponent}");
            if !event.is_empty() {
                line.push_str(&format!(" ({event})"));
            }
            if end.is_over() {
                line.push_str(&format!(", {}", result(end)));
            } else {
                line.push_str(if *my_turn {
                    ", your move"
                } else {
                    ", the opponent's move"
                });
                line.push_str(&format!(", {} left", left(time)));
            }
            if *offer {
                line.push_str(", draw offered");
            }
            if *message {
                line.push_str(", a message");
            }
            line.push('.');
            line
        }
        IccfText::NoSuchGame(id) => format!("No ICCF game {id}."),
        IccfText::Playing {
            id,
            me,
            opponent,
            event,
        } => {
            if event.is_empty() {
                format!("ICCF {id}: {} against {opponent}.", side(*me))
            } else {
                format!("ICCF {id}: {} against {opponent}, {event}.", side(*me))
            }
        }
        IccfText::TimeLeft {
            side: color,
            left: time,
        } => {
            format!("{}: {} left.", side(*color), left(time))
        }
        IccfText::Message { from, text } => format!("Message from {from}: {text}"),
        IccfText::AnswerOffer => "accept takes the draw.".into(),
        IccfText::Sending(m) => {
            let dots = if m.side == Color::White { "." } else { "..." };
            format!("Sending {}{dots} {} to ICCF.", m.number, m.written)
        }
        IccfText::Answer {
            code: XfccCode::Success,
            ..
        } => "ICCF accepted.".into(),
        IccfText::Answer {
            code: why,
            taken_back,
        } => {
            if *taken_back {
                format!("ICCF refuses: {}; move taken back.", code(why))
            } else {
                format!("ICCF refuses: {}.", code(why))
            }
        }
        IccfText::Result(end) => format!("Result: {}.", result(end)),
        IccfText::WithNextMove => "Goes with your next move.".into(),
        IccfText::OpponentsTurn => "Opponent's move; refresh asks ICCF.".into(),
        IccfText::NoOffer => "The opponent offers no draw.".into(),
        IccfText::BadServerMove { ply, text } => {
            format!("The server's half-move {ply} fails: {text}")
        }
        IccfText::Variant(name) => format!("annabella does not play the variant {name}."),
        IccfText::Help => [
            "refresh: ask ICCF now",
            "games: the games",
            "draw: offer a draw, with a move",
            "accept: take a draw offered",
            "claim: claim a draw",
            "say TEXT: a message, with a move",
            "clock: both sides' days",
        ]
        .join("\n"),
    }
}
