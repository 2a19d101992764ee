//! The German sentences of ICCF's server games (XfCC).

use shakmaty::Color;

use super::german::server_trouble;
use crate::notation::corr_text::{DaysLeft, IccfText, XfccCode, XfccResult};
use crate::notation::message::Say;

fn side(color: Color) -> &'static str {
    color.fold_wb("Weiß", "Schwarz")
}

fn left(time: &DaysLeft) -> String {
    format!("{} T {} Std {} Min", time.days, time.hours, time.minutes)
}

fn code(code: &XfccCode) -> String {
    match code {
        XfccCode::Success => "angenommen".into(),
        XfccCode::InvalidMove => "ungültiger Zug".into(),
        XfccCode::NotYourTurn => "du bist nicht am Zug".into(),
        XfccCode::YouAreOnLeave => "du bist im Urlaub".into(),
        XfccCode::LostOnTime => "durch Zeitüberschreitung verloren".into(),
        XfccCode::MoveIsAmbiguous => "der Zug ist mehrdeutig".into(),
        XfccCode::InvalidMoveNumber => "falsche Zugnummer".into(),
        XfccCode::NoDrawWasOffered => "es wurde kein Remis angeboten".into(),
        XfccCode::AuthenticationFailed => "Name oder Passwort falsch".into(),
        XfccCode::ServerError => "Fehler des Servers".into(),
        XfccCode::FeatureUnavailable => "das bietet der Server nicht".into(),
        XfccCode::InvalidGameId => "keine Partie dieser Nummer".into(),
        XfccCode::NotYourGame => "nicht deine Partie".into(),
        XfccCode::Other(word) => format!("Antwort {word}"),
    }
}

fn result(result: &XfccResult) -> String {
    match result {
        XfccResult::Ongoing => "die Partie läuft".into(),
        XfccResult::WhiteWins => "Weiß gewinnt, 1-0".into(),
        XfccResult::BlackWins => "Schwarz gewinnt, 0-1".into(),
        XfccResult::Draw => "Remis, ½-½".into(),
        XfccResult::WhiteWinAdjudicated => "Weiß gewinnt durch Schiedsspruch".into(),
        XfccResult::BlackWinAdjudicated => "Schwarz gewinnt durch Schiedsspruch".into(),
        XfccResult::DrawAdjudicated => "Remis durch Schiedsspruch".into(),
        XfccResult::WhiteDefaulted => "Weiß verliert kampflos, 0-1".into(),
        XfccResult::BlackDefaulted => "Schwarz verliert kampflos, 1-0".into(),
        XfccResult::BothDefaulted => "beide verlieren kampflos".into(),
        XfccResult::Cancelled => "die Partie ist annulliert".into(),
        XfccResult::AdjudicationPending => "Schiedsspruch steht aus".into(),
        XfccResult::Other(word) => format!("Ergebnis {word}"),
    }
}

pub(super) fn iccf(text: &IccfText, say: &Say) -> String {
    match text {
        IccfText::UserPrompt => "ICCF-Benutzername:".into(),
        IccfText::PasswordPrompt => "Passwort (wird nicht angezeigt):".into(),
        IccfText::LoggedIn { user, games } => {
            format!("Angemeldet bei ICCF als {user}, {games} Partien.")
        }
        IccfText::LoginSaved(path) => format!("Anmeldung gespeichert:\n{}", path.display()),
        IccfText::NoLogin => "Keine ICCF-Anmeldung: annabella iccf login.".into(),
        IccfText::LoginFileOpen { path, mode } => format!(
            "Andere können die Anmeldung lesen (Modus {mode:o}); chmod 600:\n{}",
            path.display()
        ),
        IccfText::LoginFileUnusable { path, problem } => format!(
            "Die Anmeldedatei geht nicht ({}):\n{}",
            super::german::file_problem(problem),
            path.display()
        ),
        IccfText::LoginFileNotOwn(path) => {
            format!(
                "Die Anmeldedatei gehört jemand anderem:\n{}",
                path.display()
            )
        }
        IccfText::PlainHttp(url) => {
            format!("Kein Passwort über http an einen anderen Rechner: {url}")
        }
        IccfText::Unreachable(why) => {
            format!("ICCF-Server nicht erreicht: {}.", server_trouble(why, say))
        }
        IccfText::Unreadable => "Die Antwort des Servers ist kein XfCC.".into(),
        IccfText::Fault(why) => format!("Der Server lehnt ab: {}.", code(why)),
        IccfText::Games { total, my_turn } => {
            format!("ICCF: {total} Partien, in {my_turn} bist du am Zug.")
        }
        IccfText::NoGames => "Keine ICCF-Partie.".into(),
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
            let mut line = format!("{number}: {id} gegen {opponent}");
            if !event.is_empty() {
                line.push_str(&format!(" ({event})"));
            }
            if end.is_over() {
                line.push_str(&format!(", {}", result(end)));
            } else {
                line.push_str(if *my_turn {
                    ", du bist am Zug"
                } else {
                    ", der Gegner ist am Zug"
                });
                line.push_str(&format!(", noch {}", left(time)));
            }
            if *offer {
                line.push_str(", Remis angeboten");
            }
            if *message {
                line.push_str(", Nachricht");
            }
            line.push('.');
            line
        }
        IccfText::NoSuchGame(id) => format!("Keine ICCF-Partie {id}."),
        IccfText::Playing {
            id,
            me,
            opponent,
            event,
        } => {
            if event.is_empty() {
                format!("ICCF {id}: {} gegen {opponent}.", side(*me))
            } else {
                format!("ICCF {id}: {} gegen {opponent}, {event}.", side(*me))
            }
        }
        IccfText::TimeLeft {
            side: color,
            left: time,
        } => {
            format!("{}: noch {}.", side(*color), left(time))
        }
        IccfText::Message { from, text } => format!("Nachricht von {from}: {text}"),
        IccfText::AnswerOffer => "accept nimmt das Remis an.".into(),
        IccfText::Sending(m) => {
            let dots = if m.side == Color::White { "." } else { "..." };
            format!("Sende {}{dots} {} an ICCF.", m.number, m.written)
        }
        IccfText::Answer {
            code: XfccCode::Success,
            ..
        } => "ICCF hat angenommen.".into(),
        IccfText::Answer {
            code: why,
            taken_back,
        } => {
            if *taken_back {
                format!("ICCF lehnt ab: {}; Zug zurückgenommen.", code(why))
            } else {
                format!("ICCF lehnt ab: {}.", code(why))
            }
        }
        IccfText::Result(end) => format!("Ergebnis: {}.", result(end)),
        IccfText::WithNextMove => "Geht mit deinem nächsten Zug.".into(),
        IccfText::OpponentsTurn => "Gegner am Zug; refresh fragt ICCF.".into(),
        IccfText::NoOffer => "Der Gegner bietet kein Remis an.".into(),
        IccfText::BadServerMove { ply, text } => {
            format!("Halbzug {ply} des Servers geht nicht: {text}")
        }
        IccfText::Variant(name) => format!("Die Variante {name} spielt annabella nicht."),
        IccfText::Help => [
            "refresh: ICCF jetzt fragen",
            "games: die Partien",
            "draw: Remis anbieten, mit Zug",
            "accept: Remis annehmen",
            "claim: Remis reklamieren",
            "say TEXT: Nachricht, mit Zug",
            "clock: Tage beider Seiten",
        ]
        .join("\n"),
    }
}
