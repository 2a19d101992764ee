//! The sentences of the `fide` scheme, in German.

use crate::game::{
    Chess960Error, Claim, ClaimBar, IllegalKind, QuickplayBar, QuickplayStep, StartError, Verdict,
};
use crate::notation::game_end;
use crate::notation::message::{
    ArbiterText, BoardText, ConfigFault, EngineProblem, FileProblem, HeaderField, Help, HelpTopic,
    LichessPace, LichessPlayer, Message, MoveFault, NotPlayable, OnlineText, PackProblem,
    RecordFault, Say, Seat, ServerTrouble, SettingProblem, SheetEntry, SheetNote, SoundTrouble,
    TouchNote, Usage,
};
use shakmaty::Color;

/// A result as written, or said.
fn result(result: &str, say: &Say) -> String {
    match (result, say.speech()) {
        ("1-0", true) => "eins zu null".into(),
        ("0-1", true) => "null zu eins".into(),
        ("1/2-1/2", true) => "remis".into(),
        ("*", _) => "offen".into(),
        (written, _) => written.to_owned(),
    }
}

fn outcome(
    written: &str,
    verdict: Option<&Verdict>,
    ended_at: Option<(u32, Color)>,
    say: &Say,
) -> String {
    let shown = result(written, say);
    let Some(verdict) = verdict else {
        return format!("Ergebnis {shown}: die Partie ist nicht beendet.");
    };
    let end = say.words(&game_end(verdict));
    match ended_at {
        Some((number, side)) if verdict.pgn_result() == written => format!(
            "Ergebnis {shown}: {end} mit Zug {}, {}; danach sind noch Züge aufgeschrieben.",
            say.number(number as usize),
            say.side(side)
        ),
        Some((number, side)) => format!(
            "Ergebnis laut Partieformular {shown}; nach den Regeln endete die Partie mit Zug {}, {}: {end}.",
            say.number(number as usize),
            say.side(side)
        ),
        None if verdict.pgn_result() != written && written != "*" => {
            format!("Ergebnis laut Partieformular {shown}; nach den Regeln: {end}.")
        }
        None => format!("Ergebnis {shown}: {end}."),
    }
}

pub(super) fn file_problem(problem: &FileProblem) -> String {
    match problem {
        FileProblem::NoPermission => "keine Berechtigung".into(),
        FileProblem::NotFound => "nicht vorhanden".into(),
        FileProblem::NotAFolder => "ein Teil des Pfads ist eine Datei, kein Ordner".into(),
        FileProblem::IsAFolder => "das ist ein Ordner".into(),
        FileProblem::NotAFile => "das ist keine gewöhnliche Datei".into(),
        FileProblem::NoSpace => "der Datenträger ist voll".into(),
        FileProblem::ReadOnly => "nur lesbar".into(),
        FileProblem::Locked => "ein anderes annabella spielt diese Partie gerade".into(),
        FileProblem::NoFolder => "weder HOME noch XDG_DATA_HOME ist gesetzt".into(),
        FileProblem::Other(text) => format!("Systemfehler: {text}"),
        FileProblem::DanglingLink => "das ist ein Verweis auf eine Datei, die es nicht gibt".into(),
        FileProblem::IsTheSource => "das ist die Datei, die gelesen wird".into(),
        FileProblem::TooBig(limit) => {
            format!("größer als {limit} Bytes; so große Dateien werden nicht gelesen")
        }
        FileProblem::NoFreeName => "alle Namen für eine neue Partie sind vergeben".into(),
        FileProblem::AlreadyThere => "dort ist inzwischen eine Datei".into(),
        FileProblem::ChangedMeanwhile => {
            "ein anderes Programm hat die Datei während der Partie geändert".into()
        }
        FileProblem::NoGame => "keine Partie darin".into(),
        FileProblem::RiffFull(limit) => format!(
            "eine WAV-Datei fasst höchstens {limit} Bytes Ton; weniger Partien mit --game exportieren"
        ),
        FileProblem::LinkLoop => "die Verweise führen im Kreis".into(),
        FileProblem::BadName => "der Name ist zu lang oder ungültig".into(),
        FileProblem::TooBigForDisk => "so groß darf eine Datei dort nicht werden".into(),
        FileProblem::Busy => "das System benutzt sie gerade".into(),
    }
}

fn setting_problem(problem: &SettingProblem) -> String {
    match problem {
        SettingProblem::Player(text) => {
            format!(
                "„{text}“ ist kein Spieler: human (ein Mensch), engine (der Computer) oder \
engine=PFAD (ein anderes Schachprogramm)"
            )
        }
        SettingProblem::PieceStyle(text) => {
            format!("„{text}“ ist keine Figurenart: shapes, letters oder figurines")
        }
        SettingProblem::Level(text) => format!("„{text}“ ist keine Stufe von 1 bis 20"),
        SettingProblem::Rate(text) => {
            format!("„{text}“ ist keine Sprechgeschwindigkeit von 0,75 bis 2")
        }
        SettingProblem::Time { text, column } => format!(
            "die Bedenkzeit „{text}“ ist ab Zeichen {column} nicht lesbar \
(so schreiben: 5+3, 90+30, 40/90+30,30+30, 25d5 oder none)"
        ),
        SettingProblem::Scheme(text) => {
            format!("„{text}“ ist kein Schema: fide oder english")
        }
        SettingProblem::Notation(text) => {
            format!("„{text}“ ist keine Schreibweise: words (Worte) oder san (Sf3)")
        }
        SettingProblem::Voice(text) => {
            format!("„{text}“ ist keine Stimme: auto, clips, system oder text")
        }
        SettingProblem::Theme(text) => {
            format!("„{text}“ ist kein Farbschema: dark, light oder colorblind")
        }
        SettingProblem::Color(text) => format!("„{text}“ ist keine Seite: white oder black"),
        SettingProblem::BoardSize(text) => {
            format!("„{text}“ ist keine Brettgröße von 50 bis 90 (Prozent der Breite)")
        }
        SettingProblem::Seconds(text) => {
            format!("„{text}“ ist keine Zahl von Sekunden von 1 bis 36000")
        }
        SettingProblem::Chess960(text) => {
            format!("„{text}“ ist keine Zahl von 0 bis 959")
        }
        SettingProblem::Days(text) => {
            format!("lichess bietet 1, 2, 3, 5, 7, 10 oder 14 Tage pro Zug, nicht „{text}“")
        }
        SettingProblem::OnlineClock(text) => format!(
            "die Bedenkzeit „{text}“ ist nicht lesbar (so schreiben: Minuten+Sekunden Zugabe, \
etwa 10+5, höchstens 180+180)"
        ),
        SettingProblem::ChallengeClock(text) => format!(
            "lichess nimmt für eine Herausforderung 0, 0,25, 0,5, 0,75, 1 oder 1,5 Minuten oder \
ganze Minuten bis 180, mit höchstens 60 Sekunden Zugabe, nicht „{text}“"
        ),
        SettingProblem::AiLevel(text) => {
            format!("die lichess-KI spielt auf den Stufen 1 bis 8, nicht „{text}“")
        }
        SettingProblem::OnlineColor(text) => {
            format!("die Farbe ist white, black oder random, nicht „{text}“")
        }
        SettingProblem::Variant(text) => {
            format!("annabella spielt auf lichess standard und chess960, nicht „{text}“")
        }
        SettingProblem::RatingRange(text) => format!(
            "der Wertungsbereich eines Gesuchs wird wie 1500-1800 geschrieben, nicht „{text}“"
        ),
        SettingProblem::RatingRangeSeekOnly => {
            "lichess nimmt einen Wertungsbereich nur für ein Gesuch".into()
        }
        SettingProblem::ColorRealTimeSeekOnly => {
            "lichess nimmt eine Farbe nur für ein Gesuch mit Uhr, nicht für Tage pro Zug".into()
        }
        SettingProblem::AiCasualOnly => "die lichess-KI spielt nur ungewertet".into(),
        SettingProblem::NotText => "hier gehört Text oder eine Zahl hin".into(),
        SettingProblem::NotTrueOrFalse => "hier gehört true oder false hin".into(),
        SettingProblem::Unknown => "diese Einstellung kennt annabella nicht".into(),
    }
}

fn config_fault(fault: &ConfigFault) -> String {
    match fault {
        ConfigFault::NotUtf8 => "kein UTF-8-Text".into(),
        ConfigFault::Unreadable(problem) => {
            format!("nicht lesbar ({})", file_problem(problem))
        }
        ConfigFault::NotToml(detail) => format!("kein gültiges TOML ({detail})"),
    }
}

/// What lichess says ended a game, in words: who left or lost by its
/// verdict where it names a winner.
fn server_status(status: &str, loser: Option<Color>, say: &Say) -> String {
    match (status, loser) {
        ("timeout", Some(side)) => format!("{} hat die Partie verlassen", say.side(side)),
        ("timeout", None) => "ein Spieler hat die Partie verlassen".into(),
        ("outoftime", Some(side)) => format!("{} hat die Zeit überschritten", say.side(side)),
        ("outoftime", None) => "die Zeit ist abgelaufen".into(),
        ("resign", Some(side)) => format!("{} hat aufgegeben", say.side(side)),
        ("mate", _) => "Schachmatt, so meldet es lichess".into(),
        ("stalemate", _) => "Patt, so meldet es lichess".into(),
        ("draw", _) => "Remis, so meldet es lichess".into(),
        ("cheat", _) => "Regelverstoß festgestellt".into(),
        ("noStart", _) => "die Partie wurde nicht begonnen".into(),
        ("aborted", _) => "abgebrochen".into(),
        ("variantEnd", _) => "Ende nach den Regeln der Variante".into(),
        ("insufficientMaterialClaim", _) => "Remis auf Antrag: zu wenig Material".into(),
        ("unknownFinish", _) => "lichess hat die Partie ohne Angabe eines Grundes beendet".into(),
        (other, _) => format!("lichess meldet „{other}“"),
    }
}

/// A player on lichess by name (with the title lichess gives it), or
/// lichess's AI by its level.
fn lichess_player(player: &LichessPlayer, say: &Say) -> String {
    match player {
        LichessPlayer::Named { name, .. } => name.clone(),
        LichessPlayer::Ai(level) => format!("lichess-KI Stufe {}", say.number(*level as usize)),
        LichessPlayer::Anonymous => "Anonym".into(),
    }
}

/// ", Wertungszahl 1500", vorläufige markiert; nichts ohne Wertungszahl.
fn lichess_rating(player: &LichessPlayer, say: &Say) -> String {
    match player {
        LichessPlayer::Named {
            rating: Some(rating),
            provisional,
            ..
        } => format!(
            ", Wertungszahl {}{}",
            say.number(*rating as usize),
            if *provisional { " vorläufig" } else { "" }
        ),
        _ => String::new(),
    }
}

/// Seconds after „in“ (Dativ): „in einer Sekunde“, „in 30 Sekunden“.
fn in_seconds(n: u64, say: &Say) -> String {
    match n {
        1 if say.speech() => "einer Sekunde".into(),
        1 => "1 Sekunde".into(),
        _ => format!("{} Sekunden", say.number(n as usize)),
    }
}

fn counted(n: u64, one: &str, many: &str, say: &Say) -> String {
    if n == 1 {
        format!("{} {one}", if say.speech() { "eine" } else { "1" })
    } else {
        format!("{} {many}", say.number(n as usize))
    }
}

/// Das Tempo einer lichess-Partie: Uhr, Tage pro Zug oder keine Uhr.
fn lichess_pace(pace: &LichessPace, say: &Say) -> String {
    match pace {
        LichessPace::Clock { initial, increment } => {
            let start = if initial % 60 == 0 && *initial > 0 {
                counted(initial / 60, "Minute", "Minuten", say)
            } else {
                counted(*initial, "Sekunde", "Sekunden", say)
            };
            if *increment == 0 {
                start
            } else {
                format!(
                    "{start} plus {} pro Zug",
                    counted(*increment, "Sekunde", "Sekunden", say)
                )
            }
        }
        LichessPace::Days(days) => format!(
            "Fernschach, {} pro Zug",
            if *days == 1 {
                format!("{} Tag", if say.speech() { "ein" } else { "1" })
            } else {
                format!("{} Tage", say.number(*days as usize))
            }
        ),
        LichessPace::Unlimited => "ohne Uhr".into(),
    }
}

/// lichess's Tempo einer Partie in Worten.
fn lichess_speed(speed: &str) -> String {
    match speed {
        "ultraBullet" => "Ultrabullet".into(),
        "bullet" => "Bullet".into(),
        "blitz" => "Blitz".into(),
        "rapid" => "Schnellschach".into(),
        "classical" => "klassisch".into(),
        "correspondence" => "Fernschach".into(),
        other => other.into(),
    }
}

fn not_playable(why: &NotPlayable) -> String {
    match why {
        NotPlayable::BoardApi => {
            "lichess lässt sie nicht über seine Brett-Schnittstelle spielen".into()
        }
        NotPlayable::Variant(name) => format!("{name}, eine Variante, die annabella nicht spielt"),
    }
}

/// Days, hours and minutes, as a correspondence clock is read.
fn days_left(left: std::time::Duration, say: &Say) -> String {
    let minutes = left.as_secs() / 60;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    let part = |n: u64, one: &str, many: &str| {
        let n = n as usize;
        if n == 1 {
            format!(
                "{} {one}",
                if say.speech() {
                    "ein".to_owned()
                } else {
                    "1".to_owned()
                }
            )
        } else {
            format!("{} {many}", say.number(n))
        }
    };
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(part(days, "Tag", "Tage"));
    }
    if hours > 0 || days > 0 {
        parts.push(part(hours, "Stunde", "Stunden"));
    }
    if days == 0 {
        parts.push(part(minutes, "Minute", "Minuten"));
    }
    parts.join(" ")
}

fn online(text: &OnlineText, say: &Say) -> String {
    match text {
        OnlineText::TokenPrompt => {
            "lichess-Token einfügen (Berechtigung board:play), dann Enter; es wird nicht angezeigt:"
                .into()
        }
        OnlineText::TokenSaved(path) => format!("Token gespeichert in:\n{}", say.path(path)),
        OnlineText::LoggedIn(user) => format!("Angemeldet bei lichess als {user}."),
        OnlineText::NoToken => "Kein lichess-Token: annabella online login eingeben \
oder LICHESS_TOKEN setzen."
            .into(),
        OnlineText::TokenRefused => "lichess lehnt das Token ab: auf lichess.org/account/oauth/token \
ein neues mit der Berechtigung board:play erstellen und annabella online login eingeben."
            .into(),
        OnlineText::ServerDown { server, why } => {
            format!("{server} ist nicht erreichbar ({}).", server_trouble(why, say))
        }
        OnlineText::NoSuchGame(id) => format!("Eine Partie {id} gibt es auf lichess nicht."),
        OnlineText::Refused(why) => format!("lichess lehnt ab: {why}."),
        OnlineText::RateLimited(seconds) => format!(
            "lichess bittet zu warten: die nächste Anfrage geht in {}.",
            in_seconds(*seconds, say)
        ),
        OnlineText::ConnectionLost => {
            "Verbindung zu lichess verloren; annabella versucht es weiter.".into()
        }
        OnlineText::ConnectionBack => "Wieder mit lichess verbunden.".into(),
        OnlineText::NotSent => {
            "Keine Verbindung: der Zug wurde nicht gesendet. Nach der Verbindung noch einmal eingeben."
                .into()
        }
        OnlineText::Games { total: 1, my_turn } => if *my_turn == 1 {
            "Eine laufende Partie; du bist am Zug."
        } else {
            "Eine laufende Partie; dein Gegner ist am Zug."
        }
        .into(),
        OnlineText::Games { total, my_turn } => format!(
            "{} laufende Partien; in {} davon bist du am Zug.",
            say.number(*total),
            say.number(*my_turn)
        ),
        OnlineText::NoGames => "Keine laufende Partie. annabella online seek oder \
annabella online challenge NAME beginnt eine."
            .into(),
        OnlineText::Playing {
            id,
            opponent,
            color,
            days,
        } => {
            let pace = match days {
                Some(days) => format!(", Fernschach, {} Tage pro Zug", say.number(*days as usize)),
                None => String::new(),
            };
            format!(
                "Partie {id} gegen {}; du spielst {}{pace}.",
                lichess_player(opponent, say),
                say.side(*color)
            )
        }
        OnlineText::AboutGame {
            opponent,
            rated,
            pace,
        } => format!(
            "{}{}; {}; {}.",
            lichess_player(opponent, say),
            lichess_rating(opponent, say),
            if *rated { "gewertet" } else { "ungewertet" },
            lichess_pace(pace, say)
        ),
        OnlineText::ListedGame {
            number,
            opponent,
            my_turn,
            left,
            speed,
            not_playable: why,
        } => {
            let mut line = format!(
                "{}: {}{}, {}",
                say.number(*number),
                lichess_player(opponent, say),
                lichess_rating(opponent, say),
                lichess_speed(speed)
            );
            match why {
                Some(why) => line.push_str(&format!(": {}.", not_playable(why))),
                None => {
                    line.push_str(if *my_turn {
                        ", du bist am Zug"
                    } else {
                        ", der Gegner ist am Zug"
                    });
                    if let Some(left) = left {
                        let left = std::time::Duration::from_secs(*left);
                        line.push_str(&format!(", noch {}", days_left(left, say)));
                    }
                    line.push('.');
                }
            }
            line
        }
        OnlineText::ChooseGame { default } => format!(
            "Welche Partie? Nummer eingeben; Enter spielt {}.",
            say.number(*default)
        ),
        OnlineText::NoSuchNumber(typed) => format!(
            "Keine spielbare Partie hat die Nummer {typed}; eine aus der Liste eingeben."
        ),
        OnlineText::GameNotPlayable { id, why } => {
            format!("Partie {id} ist hier nicht spielbar: {}.", not_playable(why))
        }
        OnlineText::NoPlayableGame => {
            "Keine dieser Partien lässt sich von annabella aus spielen.".into()
        }
        OnlineText::NoClock => "Diese Partie hat keine Uhr.".into(),
        OnlineText::TokenLacksBoardPlay => "Mit diesem Token lässt sich nicht spielen: ihm fehlt die \
Berechtigung board:play. Auf lichess.org/account/oauth/token ein neues mit board:play erstellen und \
annabella online login eingeben."
            .into(),
        OnlineText::ChallengeReceived {
            from,
            rated,
            pace,
            variant,
            playable,
            you_play,
            rematch,
        } => {
            let variant = if *playable {
                variant.clone()
            } else {
                format!("{variant}, eine Variante, die annabella nicht spielt")
            };
            let colour = match you_play {
                Some(side) => format!("du spielst {}", say.side(*side)),
                None => "Farben ausgelost".into(),
            };
            format!(
                "{} {}{}: {}, {}, {variant}, {colour}. accept nimmt an, decline [Grund] lehnt ab.",
                if *rematch {
                    "Revanche angeboten von"
                } else {
                    "Herausforderung von"
                },
                lichess_player(from, say),
                lichess_rating(from, say),
                if *rated { "gewertet" } else { "ungewertet" },
                lichess_pace(pace, say)
            )
        }
        OnlineText::ChallengeWithdrawn(user) => {
            format!("{user} hat die Herausforderung zurückgezogen.")
        }
        OnlineText::NoChallenge => "Keine Herausforderung wartet auf Antwort.".into(),
        OnlineText::ChallengeAccepted => {
            "Herausforderung angenommen; die Partie wird angesagt, sobald lichess sie beginnt."
                .into()
        }
        OnlineText::ChallengeDeclinedByYou => "Herausforderung abgelehnt.".into(),
        OnlineText::FirstMoveDue(left) => format!(
            "Dein erster Zug: noch {}, sonst bricht lichess die Partie ab.",
            counted(left.as_secs(), "Sekunde", "Sekunden", say)
        ),
        OnlineText::NoSuchChallenge(id) => {
            format!("Eine Herausforderung {id} gibt es auf lichess nicht (mehr).")
        }
        OnlineText::AcceptedNotStarted(seconds) => format!(
            "lichess hat die Partie nicht innerhalb von {seconds} Sekunden begonnen; \
sobald sie läuft, öffnet annabella online sie."
        ),
        OnlineText::BadDeclineReason(typed) => format!(
            "Den Grund „{typed}“ kennt lichess nicht; es kennt generic, later, tooFast, tooSlow, \
timeControl, rated, casual, standard, variant, noBot und onlyBot."
        ),
        OnlineText::ChallengeCancelled(id) => format!("Herausforderung {id} zurückgezogen."),
        OnlineText::SeekEnded => "lichess hat das Gesuch ohne Partie beendet.".into(),
        OnlineText::OfferDeclined { draw: true } => {
            "Der Gegner lehnt dein Remisangebot ab.".into()
        }
        OnlineText::OfferDeclined { draw: false } => {
            "Der Gegner lehnt deine Bitte um Rücknahme ab.".into()
        }
        OnlineText::ChatTaken => "Gesendet.".into(),
        OnlineText::LeftUnsent(count) => format!(
            "{} wartete{} auf lichess' Anfragegrenze und {} nicht gesendet.",
            if *count == 1 {
                "Eine Anfrage".to_owned()
            } else {
                format!("{} Anfragen", say.number(*count))
            },
            if *count == 1 { "" } else { "n" },
            if *count == 1 { "wurde" } else { "wurden" }
        ),
        OnlineText::DaysRunningOut(left) => {
            format!("Deine Zeit läuft ab: noch {}.", days_left(*left, say))
        }
        OnlineText::YourTimeLeft(left) => format!("Du hast noch {}.", days_left(*left, say)),
        OnlineText::ChallengedLive(user) => format!(
            "Herausforderung an {user} gesendet; warte auf die Antwort. Strg-C zieht die \
Herausforderung zurück."
        ),
        OnlineText::ClockRunsOn => "Deine Uhr läuft auf lichess weiter, während du weg bist; \
quit noch einmal verlässt die Partie, alles andere bleibt."
            .into(),
        OnlineText::Numbered { number, text } => {
            format!("{}: {}", say.number(*number), online(text, say))
        }
        OnlineText::AnswerChallenges { only: true } => {
            "Antwort: accept, decline [Grund], quit.".into()
        }
        OnlineText::AnswerChallenges { only: false } => {
            "accept N, decline N [Grund] oder quit.".into()
        }
        OnlineText::NoSuchChallengeNumber(typed) => {
            format!("Keine Herausforderung {typed}; accept N, decline N oder quit.")
        }
        OnlineText::ChallengeDeclinedWhy { user, key } => {
            let why = match key.to_lowercase().as_str() {
                "later" => "jetzt nicht, später noch einmal fragen",
                "toofast" => "die Bedenkzeit ist zu kurz",
                "tooslow" => "die Bedenkzeit ist zu lang",
                "timecontrol" => "nicht mit dieser Bedenkzeit",
                "rated" => "nur gewertet",
                "casual" => "nur ungewertet",
                "standard" => "jetzt keine Varianten",
                "variant" => "jetzt nicht diese Variante",
                "nobot" => "keine Bots",
                "onlybot" => "nur Bots",
                _ => "jetzt keine Herausforderungen",
            };
            format!("{user} lehnt die Herausforderung ab: {why}.")
        }
        OnlineText::NewGame { id, opponent } => format!(
            "Neue Partie {id} gegen {}: partien nennt sie, partie N spielt sie.",
            lichess_player(opponent, say)
        ),
        OnlineText::Seeking { stays: false } => {
            "Gesuch gesendet; warte auf einen Gegner. Strg-C zieht das Gesuch zurück.".into()
        }
        OnlineText::Seeking { stays: true } => "Gesuch gesendet; warte auf einen Gegner. Das \
Gesuch bleibt auf lichess: Strg-C beendet das Warten hier, und annabella online öffnet die \
Partie, sobald jemand annimmt."
            .into(),
        OnlineText::Challenged(user) => format!(
            "Herausforderung an {user} gesendet; warte auf die Antwort. Strg-C beendet das Warten \
hier, und annabella online öffnet die Partie, sobald sie angenommen ist."
        ),
        OnlineText::ChallengeDeclined(user) => format!("{user} lehnt die Herausforderung ab."),
        OnlineText::Chat { user, text } => format!("{user} schreibt: {text}"),
        OnlineText::OpponentGone(Some(seconds)) if *seconds > 0 => format!(
            "Der Gegner hat die Partie verlassen; in {} gewinnt claim win, claim draw macht remis.",
            in_seconds(*seconds, say)
        ),
        OnlineText::OpponentGone(_) => {
            "Der Gegner hat die Partie verlassen; claim win gewinnt, claim draw macht remis.".into()
        }
        OnlineText::OpponentBack => "Der Gegner ist zurück.".into(),
        OnlineText::DrawOfferSent => "Remis angeboten.".into(),
        OnlineText::TakebackAsked => "Rücknahme erbeten.".into(),
        OnlineText::AnswerDraw => "ja nimmt das Remis an, nein lehnt ab.".into(),
        OnlineText::OpponentAsksTakeback => {
            "Der Gegner bittet, den letzten Zug zurückzunehmen: ja oder nein.".into()
        }
        OnlineText::TakebackDeclined => "Rücknahme abgelehnt.".into(),
        OnlineText::EndedOnServer {
            status,
            loser,
            result: written,
        } => format!(
            "Partie beendet: {}, {}.",
            server_status(status, *loser, say),
            result(written, say)
        ),
        OnlineText::DaysLeft { side, left } => format!(
            "{} am Zug, noch {}.",
            say.side(*side),
            days_left(*left, say)
        ),
        OnlineText::NotOnline => {
            "Das gibt es in Online-Partien nicht: keine Hilfe, kein Programm, kein Zweibrett-Spiel."
                .into()
        }
        OnlineText::NoOneGone => {
            "Der Gegner hat die Partie nicht verlassen: es gibt nichts zu beanspruchen.".into()
        }
        OnlineText::ClaimSent => {
            "Remis beansprucht: lichess entscheidet und sagt es, wenn es nicht gilt.".into()
        }
        OnlineText::ChatSent => "Gesendet.".into(),
        OnlineText::OpponentToMove => "Der Gegner ist am Zug; dein Zug wurde nicht gespielt.".into(),
        OnlineText::OnlyOnline => "Das gibt es nur in Partien auf lichess.".into(),
        OnlineText::PlainHttp(server) => format!(
            "{server} ist unverschlüsseltes http zu einem anderen Rechner: das Token wäre \
unterwegs lesbar. https:// verwenden, http:// nur zu diesem Rechner (127.0.0.1, localhost)."
        ),
        OnlineText::TokenFileOpen { path, mode } => format!(
            "Die Token-Datei\n{}\nist für andere lesbar (Modus {mode:04o}); sie wird nicht \
verwendet. Abhilfe: chmod 600 auf diese Datei, dann noch einmal versuchen.",
            say.path(path)
        ),
        OnlineText::TokenFileNotOwn(path) => format!(
            "Die Token-Datei\n{}\ngehört jemand anderem; sie wird nicht verwendet. Das eigene \
Token mit annabella online login speichern.",
            say.path(path)
        ),
        OnlineText::TokenFileUnusable { path, problem } => format!(
            "Die Token-Datei {} ist nicht verwendbar ({}); das Token in einer gewöhnlichen Datei \
aufheben.",
            path.display(),
            file_problem(problem)
        ),
        OnlineText::TokenMalformed => "Das lichess-Token enthält ein Zeichen, das kein Token \
hat (ein Steuerzeichen oder ein Leerzeichen darin): es noch einmal von \
lichess.org/account/oauth/token kopieren."
            .into(),
        OnlineText::NotLichess(server) => format!(
            "{server} kennt die lichess-Schnittstelle nicht (404 für das Konto): ist das ein \
lichess-Server?"
        ),
        OnlineText::ServerMoveUnplayable { uci, ply } => format!(
            "lichess sendet einen Zug, der hier nicht spielbar ist: {uci} (Halbzug {}); die \
Partie bleibt beim Zug davor.",
            say.number(*ply)
        ),
        OnlineText::UnreadableGame(detail) => format!(
            "lichess sendet eine Partie, die annabella nicht lesen kann ({detail}); sie wird \
nicht geöffnet."
        ),
        OnlineText::MoveTakenBack => "Der Zug hat lichess nicht erreicht und wird hier \
zurückgenommen; bitte noch einmal eingeben."
            .into(),
    }
}

pub(super) fn server_trouble(why: &ServerTrouble, say: &Say) -> String {
    match why {
        ServerTrouble::NoAnswer => "dort antwortet nichts".into(),
        ServerTrouble::UnknownHost => "kein Server hat diesen Namen".into(),
        ServerTrouble::NotHttps => "keine sichere Verbindung: der Server spricht kein https; \
ist es eine http://-Adresse?"
            .into(),
        ServerTrouble::TooSlow(seconds) => format!(
            "keine vollständige Antwort in {} Sekunden",
            say.number(*seconds as usize)
        ),
        ServerTrouble::Closed => "die Verbindung endete vor der ganzen Antwort".into(),
        ServerTrouble::NoGame => {
            "der Datenstrom der Partie bringt keine Partie, nur leere Zeilen".into()
        }
        ServerTrouble::Status(status) => format!("er meldet den HTTP-Status {status}"),
        ServerTrouble::NotJson => "seine Antwort ist nicht, was die lichess-Schnittstelle \
beschreibt"
            .into(),
        ServerTrouble::Other(text) => text.clone(),
    }
}

fn engine_problem(problem: &EngineProblem) -> String {
    match problem {
        EngineProblem::NotFound(path) => format!("Kein Programm unter {path}"),
        EngineProblem::NotInstalled(name) => {
            format!("{name} ist weder im PATH noch in /usr/games (Paket stockfish installieren)")
        }
        EngineProblem::DidNotStart { program, why } => {
            format!("Das Programm {program} startet nicht ({why})")
        }
        EngineProblem::Pipes => "Die Verbindung zum Programm ließ sich nicht öffnen".into(),
        EngineProblem::Stopped { name, status } => {
            format!("Das Programm {name} hat sich beendet ({status})")
        }
        EngineProblem::NoAnswer {
            name,
            word,
            seconds,
        } => format!("Das Programm {name} antwortet nicht auf {word} binnen {seconds} s"),
        EngineProblem::NoChess960(name) => format!("{name} spielt kein Chess960"),
        EngineProblem::Silent(name) => format!("Das Programm {name} zieht nicht rechtzeitig"),
        EngineProblem::NoMove(name) => format!("Das Programm {name} hat keinen Zug geschickt"),
        EngineProblem::Unreadable { name, text } => {
            format!("Das Programm {name} schickt einen unlesbaren Zug: {text:?}")
        }
        EngineProblem::Illegal { name, uci } => format!(
            "Das Programm {name} schickt einen regelwidrigen Zug, {uci}; er wurde nicht ausgeführt"
        ),
        EngineProblem::Flood(name) => format!(
            "Das Programm {name} schreibt weit mehr als ein Schachprogramm sollte; es wurde beendet"
        ),
        EngineProblem::Thinking => "Der Computer denkt über seinen Zug nach".into(),
    }
}

/// A topic's name in the index and after `help`.
fn topic_name(topic: HelpTopic) -> &'static str {
    match topic {
        HelpTopic::Moves => "züge",
        HelpTopic::Board => "brett",
        HelpTopic::Game => "partie",
        HelpTopic::Clock => "uhr",
        HelpTopic::Sound => "ton",
        HelpTopic::Engine => "computer",
        HelpTopic::TwoBoard => "zweibrett",
        HelpTopic::Arbiter => "schiedsrichter",
        HelpTopic::Online => "lichess",
        HelpTopic::Review => "nachspielen",
    }
}

/// `help`: the topics, one a line, and how to ask for one.
fn help(help: &Help) -> String {
    let mut lines = vec!["Hilfe: help und ein Thema:".to_owned()];
    for topic in HelpTopic::offered(*help) {
        let what = match topic {
            HelpTopic::Moves => "Züge eingeben, Zugliste",
            HelpTopic::Board => "Figuren, Felder, Stellung",
            HelpTopic::Game => "Remis, Reklamation, Ende",
            HelpTopic::Clock => "die Uhren",
            HelpTopic::Sound => "Stimme und Sprechtempo",
            HelpTopic::Engine if help.engine_game => "Gegner, Vorschlag",
            HelpTopic::Engine => "Vorschlag, Bewertung",
            HelpTopic::TwoBoard => "ansagen, Uhr drücken",
            HelpTopic::Arbiter => "Regelverstöße",
            HelpTopic::Online => "Chat, Angebote, Partien",
            HelpTopic::Review => "durch die Partie gehen",
        };
        lines.push(format!("help {}: {what}", topic_name(topic)));
    }
    lines.push("Vor jedem Befehl darf / stehen: /c".into());
    lines.join("\n")
}

/// `help TOPIC`: one page, a command a line, short for a braille display;
/// the German word beside the English one.
fn help_page(help: &Help, topic: HelpTopic) -> String {
    let engine = help.engine_game && !help.tournament;
    let mut lines: Vec<&str> = Vec::new();
    match topic {
        HelpTopic::Moves => {
            lines.push("Züge:");
            if !help.review {
                lines.extend([
                    "e4, Sf3, exd5, O-O, e8=D",
                    "Springer Felix drei, g1f3",
                    "ein Feld allein: der Bauernzug",
                ]);
            }
            if engine {
                lines.extend([
                    "Zug, während der Computer denkt:",
                    "  Vorauszug; cancel verwirft ihn",
                ]);
            }
            lines.extend([
                "l, letzter: letzter Zug",
                "moves, züge: Zugliste",
                "back, zurück; next, vor: blättern",
                "r, wiederholen: noch einmal",
            ]);
        }
        HelpTopic::Board => {
            lines.extend([
                "Brett:",
                "p, figuren: Figuren (p S, p s, p weiß)",
                "s: Linie (s e, s 4)",
            ]);
            if !help.tournament {
                lines.extend(["legal e2: Züge einer Figur", "a e4, angreifer: Angreifer"]);
            }
            lines.extend([
                "square e4, feld: ein Feld",
                "board, brett: die Stellung",
                "fen: die Stellung als FEN",
                "flip, drehen: Brett drehen",
                "turn, amzug: wer am Zug ist",
                "o, gegner: die Spieler",
            ]);
        }
        HelpTopic::Game => {
            lines.extend([
                "Partie:",
                "draw, remis: Remis anbieten",
                "claim threefold, claim fifty:",
                "  reklamieren, auch mit Zug",
            ]);
            if !help.tournament {
                lines.extend(["takeback, zurücknehmen", "abort, abbruch: Partie abbrechen"]);
            }
            lines.extend(["resign, aufgeben", "quit, beenden: aufhören"]);
            if help.tournament {
                lines.extend([
                    "für den Gegner mit Seite:",
                    "  draw weiß, resign schwarz,",
                    "  claim schwarz fifty",
                ]);
            }
        }
        HelpTopic::Clock => {
            lines.extend([
                "Uhr:",
                "c, uhr, time, zeit: beide Uhren",
                "  und die Zugnummer",
                "die eigene Zeit wird gesagt,",
                "  wenn sie knapp wird",
            ]);
            if help.two_board {
                lines.push("press, drücken: Uhr drücken");
            }
            lines.push("wait 30: Übungsuhr (--fake-time)");
        }
        HelpTopic::Sound => {
            lines.extend([
                "Ton:",
                "r, wiederholen: noch einmal",
                "Beim Start wählbar:",
                "--voice clips: Aufnahmen",
                "--voice system: Sprachausgabe",
                "--voice text: nur Text",
                "--rate 1,5: schneller sprechen",
                "--notation san: Züge als Sf3",
            ]);
        }
        HelpTopic::Engine => {
            lines.push("Computer:");
            if engine {
                lines.extend([
                    "engine, computer: neu starten",
                    "Zug in seiner Bedenkzeit: Vorauszug",
                    "cancel: Vorauszug verwerfen",
                ]);
            }
            if help.engine_help && !help.tournament {
                lines.extend(["hint, tipp: Vorschlag", "eval, bewertung: Bewertung"]);
            }
        }
        HelpTopic::TwoBoard => {
            lines.extend([
                "Zwei Bretter:",
                "Zug eingeben: angesagt und ausgeführt",
                "press, drücken: Uhr drücken",
                "ein neuer Zug korrigiert ihn",
                "cancel, abbrechen: Zug verwerfen",
                "touched e1 h1, berührt e1 h1:",
                "  berührte Figuren der Reihe nach",
            ]);
        }
        HelpTopic::Arbiter => {
            lines.extend([
                "Schiedsrichter:",
                "illegal, regelwidrig: nach",
                "  abgelehntem Zug (7.5.1)",
                "  oder ohne Eingabe (7.5.3)",
                "illegal hands, regelwidrig hände:",
                "  mit zwei Händen (7.5.4)",
                "retrace 12: zurück zu Zug 12",
                "clock set weiß 1:23:45,",
                "  uhr stellen weiß 1:23:45",
                "clock add schwarz 2:00,",
                "  uhr plus schwarz 2:00",
                "retrace 12 weiß: bis Zug 12 von Weiß",
                "clock stop, clock start (6.11),",
                "  uhr anhalten, uhr starten",
                "clock control +5: für beide (III.4)",
                "result 1/2 Grund: Ergebnis erklären",
                "seal Sf3, abgeben: vertagen (I)",
                "claim quickplay (10.2), reklamieren",
                "  endspurt: ja, vertagen 2:00, nein",
            ]);
        }
        HelpTopic::Online => {
            lines.extend([
                "lichess:",
                "chat Text, nachricht Text:",
                "  an den Gegner schreiben",
                "ja oder nein: auf ein Angebot",
                "claim win, claim draw: wenn",
                "  der Gegner gegangen ist",
                "annehmen, ablehnen [Grund]:",
                "  auf eine Herausforderung",
                "partien: deine Partien",
                "partie N: eine davon spielen",
                "gegner: gegen wen du spielst",
            ]);
        }
        HelpTopic::Review => {
            lines.extend([
                "Nachspielen:",
                "n, vor: nächster Zug",
                "b, zurück: Zug zurück",
                "first, anfang; end, schluss",
                "goto 12, gehe 12: zu Zug 12",
                "c, uhr: Uhr laut Formular",
                "q: beenden",
            ]);
        }
    }
    lines.join("\n")
}

/// Sound's trouble by kind, in a sentence's middle.
fn sound_trouble(trouble: SoundTrouble) -> &'static str {
    match trouble {
        SoundTrouble::NoSoundSystem => "kein Tonsystem antwortet",
        SoundTrouble::NoOutputDevice => "kein Tonausgang gefunden",
        SoundTrouble::DeviceRefused => "das Tongerät lässt sich nicht öffnen",
        SoundTrouble::DeviceLost => "das Tongerät nimmt keinen Ton mehr an",
        SoundTrouble::SpeechLost => "die Sprachausgabe des Systems antwortet nicht mehr",
        SoundTrouble::NoSpeechService => "die Sprachausgabe des Systems lässt sich nicht öffnen",
        SoundTrouble::SpeechSilent => "die Sprachausgabe des Systems antwortet nicht",
        SoundTrouble::Recordings => "die eingebauten Aufnahmen sind nicht lesbar",
    }
}

/// The sound system's own words after the sentence, marked as its words.
fn system_said(detail: &str) -> String {
    if detail.is_empty() {
        String::new()
    } else {
        format!(" Meldung des Systems: {detail}")
    }
}

fn touch_note(note: &TouchNote, say: &Say) -> String {
    match note {
        TouchNote::Move(piece) => format!("{} muss ziehen (4.3.1).", say.words(piece)),
        TouchNote::Capture(piece) => {
            format!("{} muss geschlagen werden (4.3.2).", say.words(piece))
        }
        TouchNote::CaptureWith(piece, target) => format!(
            "{} muss {} schlagen (4.3.3).",
            say.words(piece),
            say.words(target)
        ),
        TouchNote::Any => {
            "Keine davon kann ziehen oder geschlagen werden: jeder Zug ist erlaubt (4.5).".into()
        }
        TouchNote::Castle(rook) => {
            format!("Der König muss mit {} rochieren (4.4.1).", say.words(rook))
        }
        TouchNote::KingMove(king) => format!(
            "Die Rochade mit diesem Turm geht nicht: {} muss ziehen (4.4.3).",
            say.words(king)
        ),
        TouchNote::MoveWithoutCastling(piece, rook) => format!(
            "{} muss ziehen, eine Rochade mit {} ist verboten (4.4.2).",
            say.words(piece),
            say.words(rook)
        ),
        TouchNote::AnyWithoutCastling(rook) => format!(
            "Keine davon kann ziehen: jeder Zug außer der Rochade mit {} (4.4.2, 4.5).",
            say.words(rook)
        ),
    }
}

fn premove(entry: &SheetEntry, say: &Say) -> String {
    match entry {
        SheetEntry::Move(words) => say.words(words),
        SheetEntry::Written { text, .. } => text.clone(),
        SheetEntry::MoveAsWritten { words, .. } => say.words(words),
        SheetEntry::Missing => String::new(),
    }
}

fn sheet_entry(entry: &SheetEntry, say: &Say) -> String {
    match entry {
        SheetEntry::Move(words) => say.words(words),
        SheetEntry::Written { text, why } => {
            let why = match why {
                MoveFault::NotAMove => "kein Zug",
                MoveFault::Illegal => "nicht erlaubt",
                MoveFault::Ambiguous => "mehrdeutig",
            };
            format!("„{text}“ ({why})")
        }
        SheetEntry::Missing => "kein Zug mehr".into(),
        SheetEntry::MoveAsWritten { words, text } => {
            format!("{} (geschrieben „{text}“)", say.words(words))
        }
    }
}

pub(super) fn record_fault(fault: &RecordFault, say: &Say) -> String {
    match fault {
        RecordFault::Move {
            text,
            move_number,
            side,
            line,
            why,
        } => {
            let why = match why {
                MoveFault::NotAMove => "ist kein Zug",
                MoveFault::Illegal => "ist in der Stellung nicht erlaubt",
                MoveFault::Ambiguous => "passt auf mehr als einen Zug",
            };
            format!(
                "„{text}“, Zug {} {}, Zeile {}, {why}",
                say.number(*move_number as usize),
                say.side(*side),
                say.number(*line)
            )
        }
        RecordFault::UnclosedComment { line } => format!(
            "der Kommentar ab Zeile {} wird nie geschlossen",
            say.number(*line)
        ),
        RecordFault::UnclosedVariation { line } => format!(
            "die Variante ab Zeile {} wird nie geschlossen",
            say.number(*line)
        ),
        RecordFault::ResultInMoves { line, result } => format!(
            "das Ergebnis {result} in Zeile {} steht mitten in den Zügen",
            say.number(*line)
        ),
        RecordFault::BadTag { line, text } => format!(
            "die Kopfzeile „{text}“ in Zeile {} ist nicht lesbar",
            say.number(*line)
        ),
        RecordFault::UnknownVariant(variant) => {
            format!("die Variante „{variant}“ spielt annabella nicht, nur Schach und Chess960")
        }
        RecordFault::TooLong { line, megabytes } => format!(
            "in Zeile {} steht ein Eintrag über {megabytes} MB, der nicht gelesen wird",
            say.number(*line)
        ),
        RecordFault::Endless { line, items } => format!(
            "ab Zeile {} geht die Partie über {} Züge, Kommentare und Zeichen hinaus ohne Ergebnis weiter; der Rest wird nicht gelesen",
            say.number(*line),
            say.number(*items)
        ),
        RecordFault::Start(error) => german(&Message::CannotStart(error.clone()), say)
            .trim_end_matches('.')
            .to_owned(),
    }
}

fn usage(usage: Usage, say: &Say) -> String {
    match usage {
        Usage::Scan => "s braucht eine Linie: s e oder s 4.".into(),
        Usage::Legal => "legal braucht ein Feld: legal g1.".into(),
        Usage::Attackers => "a braucht ein Feld: a e4.".into(),
        Usage::Square => "square braucht ein Feld: square e4.".into(),
        Usage::Claim => {
            "claim threefold oder claim fifty, mit dem Zug dahinter, wenn er noch kommt.".into()
        }
        Usage::Goto(last) => format!(
            "goto braucht eine Zugnummer von 1 bis {}.",
            say.number(last as usize)
        ),
        Usage::Touched => {
            "touched braucht die berührten Felder der Reihe nach: touched e2, touched e1 h1.".into()
        }
        Usage::Retrace => {
            "retrace braucht eine Zugnummer, für einen Halbzug mit Seite: retrace 12, retrace 12 \
white."
                .into()
        }
        Usage::ClockControl => "clock control +5, d5, b5 oder 0 (III.4).".into(),
        Usage::Result => "result 1-0, 0-1 oder 1/2, dann warum.".into(),
        Usage::Postpone => "postpone, oder postpone 2:00 (10.2 b).".into(),
        Usage::ClockSet => {
            "clock set oder clock add braucht eine Seite und eine Zeit: clock set white 1:23:45, \
clock add black 2:00."
                .into()
        }
        Usage::Wait => "wait braucht Sekunden: wait 30.".into(),
        Usage::Chat => "chat braucht einen Text: chat viel Glück.".into(),
        Usage::Pieces => {
            "p nennt eine Seite oder Figurenart: p, p weiß, p Springer, p S, p s.".into()
        }
        Usage::HelpTopic => "Dazu gibt es keine Hilfe; help nennt die Themen.".into(),
    }
}

/// Who plays what, for the first line of a game.
fn seats(white: &Seat, black: &Seat, say: &Say) -> String {
    let opponent = |seat: &Seat, side: Color| match seat {
        Seat::Engine { name, level } => {
            format!("{name}, Stufe {}", say.number(usize::from(*level)))
        }
        Seat::Keyboard(Some(name)) | Seat::Board(Some(name)) => name.clone(),
        Seat::Keyboard(None) | Seat::Board(None) | Seat::You => say.side(side).into(),
    };
    let boards = |seat: &Seat| match seat {
        Seat::Board(_) => ", an zwei Brettern",
        _ => "",
    };
    match (white, black) {
        (Seat::You, other) => format!(
            "Du spielst Weiß gegen {}{}.",
            opponent(other, Color::Black),
            boards(other)
        ),
        (other, Seat::You) => format!(
            "Du spielst Schwarz gegen {}{}.",
            opponent(other, Color::White),
            boards(other)
        ),
        (Seat::Keyboard(None), Seat::Keyboard(None)) => {
            "Weiß und Schwarz an einer Tastatur.".into()
        }
        (Seat::Keyboard(_), Seat::Keyboard(_)) => format!(
            "Weiß: {}; Schwarz: {}; an einer Tastatur.",
            opponent(white, Color::White),
            opponent(black, Color::Black)
        ),
        _ => format!(
            "Weiß: {}; Schwarz: {}.",
            opponent(white, Color::White),
            opponent(black, Color::Black)
        ),
    }
}

/// A message in German.
pub fn german(message: &Message, say: &Say) -> String {
    match message {
        Message::Greeting => "annabella: Zug eingeben, oder help.".into(),
        Message::Help(h) => help(h),
        Message::HelpPage { help, topic } => help_page(help, *topic),
        Message::SavingTo(path) => {
            if say.speech() {
                "Die Partie wird nach jedem Zug gespeichert.".into()
            } else {
                format!("Gespeichert wird nach jedem Zug in:\n{}", say.path(path))
            }
        }
        Message::SavedIn(path) => {
            if say.speech() {
                "Partie gespeichert.".into()
            } else {
                format!("Partie gespeichert in:\n{}", say.path(path))
            }
        }
        Message::FolderUnusable {
            folder,
            problem,
            instead,
        } => {
            let folder = match folder {
                Some(folder) if !say.speech() => format!("Der Partienordner\n{}\n", say.path(folder)),
                _ => "Der Partienordner".into(),
            };
            let problem = file_problem(problem);
            match instead {
                Some(path) if say.speech() => format!(
                    "{folder} geht nicht ({problem}); die Partie wird anderswo gespeichert."
                ),
                Some(path) => format!(
                    "{folder} geht nicht ({problem}); gespeichert wird in:\n{}",
                    say.path(path)
                ),
                None => {
                    format!("{folder} geht nicht ({problem}); die Partie wird nicht gespeichert.")
                }
            }
        }
        Message::SaveFailed { path, problem } => {
            let problem = file_problem(problem);
            if say.speech() {
                format!("Speichern fehlgeschlagen ({problem}); der letzte Zug ist nicht gesichert.")
            } else {
                format!(
                    "Speichern fehlgeschlagen ({problem}):\n{}\nDer letzte Zug ist nicht gesichert.",
                    say.path(path)
                )
            }
        }
        Message::FileRefused { path, problem } => {
            format!("{}\ngeht nicht ({}).", say.path(path), file_problem(problem))
        }
        Message::FolderMadeAgain(folder) => {
            if say.speech() {
                "Der Ordner der Partie war verschwunden und ist neu angelegt; die Partie ist darin gespeichert.".into()
            } else {
                format!(
                    "Der Ordner\n{}\nwar verschwunden und ist neu angelegt; die Partie ist darin gespeichert.",
                    say.path(folder)
                )
            }
        }
        Message::LinksParted(path) => {
            if say.speech() {
                "Die Partiedatei hatte weitere Namen (harte Links); sie behalten den alten Stand, die Partie steht nur unter diesem Namen.".into()
            } else {
                format!(
                    "{}\nhatte weitere Namen (harte Links); sie behalten den alten Stand, die Partie steht nur unter diesem Namen.",
                    say.path(path)
                )
            }
        }
        Message::ChangedMeanwhile { path, found } => {
            let file = if say.speech() {
                "Die Partiedatei".to_owned()
            } else {
                path.display().to_string()
            };
            if *found {
                format!("{file} wurde von einem anderen Programm geändert; die Partie ist in die Datei gespeichert, wie sie jetzt ist.")
            } else {
                format!("{file} wurde von einem anderen Programm geändert und enthielt diese Partie nicht mehr; sie ist am Ende angefügt.")
            }
        }
        Message::WavNeedsFile => {
            "Eine WAV-Ausgabe braucht eine Datei: -o PARTIE.wav angeben.".into()
        }
        Message::SavedAgain(path) => {
            if say.speech() {
                "Die Partie ist wieder gespeichert.".into()
            } else {
                format!("Die Partie ist wieder gespeichert, in:\n{}", say.path(path))
            }
        }
        Message::SavedElsewhere {
            path,
            problem,
            instead,
        } => {
            let problem = file_problem(problem);
            if say.speech() {
                format!(
                    "Speichern fehlgeschlagen ({problem}); die Partie steht jetzt im temporären Ordner des Systems und wird dort nach jedem Zug gespeichert."
                )
            } else {
                format!(
                    "Speichern fehlgeschlagen ({problem}):\n{}\nDie Partie steht jetzt in:\n{}\nDort wird sie nach jedem Zug gespeichert.",
                    say.path(path),
                    say.path(instead)
                )
            }
        }
        Message::Resuming { path, game, plies } => {
            if say.speech() {
                format!(
                    "Partie {} geht weiter, nach {} Halbzügen.",
                    say.number(*game),
                    say.number(*plies)
                )
            } else {
                format!(
                    "{}\nPartie {game}: weiter nach {plies} Halbzügen.",
                    say.path(path)
                )
            }
        }
        Message::Reviewing {
            path,
            game,
            white,
            black,
            plies,
            result,
        } => {
            let place = if say.speech() {
                format!("Partie {}", say.number(*game))
            } else {
                format!("{}\nPartie {game}", say.path(path))
            };
            format!(
                "{place}: {white} gegen {black}, {} Halbzüge, {result}. next, back oder help eingeben.",
                say.number(*plies)
            )
        }
        Message::ReviewStops { ply, fault } => format!(
            "Die Datei ist nur bis Halbzug {} lesbar: {}.",
            say.number(*ply),
            record_fault(fault, say)
        ),
        Message::SaveFileExists(path) => format!(
            "{}\ngibt es schon. add hängt diese Partie an, replace überschreibt die Datei, \
alles andere bricht ab.",
            say.path(path)
        ),
        Message::SaveFileKept(path) => format!(
            "{}\nbleibt, wie sie ist; für eine neue Partie --save mit einem neuen Namen angeben.",
            say.path(path)
        ),
        Message::Prompt(text) => super::prompt(text, say, ["W", "S"]),
        Message::OnlineGameNotResumed { path, id } => format!(
            "{} ist eine lichess-Partie: weiter mit annabella online --game {id} eingeben.",
            path.display()
        ),
        Message::FileEngineAsked(wanted) => format!(
            "Die Datei nennt das Programm {wanted} als Gegner. Starten? ja oder nein:"
        ),
        Message::FileEngineNotStarted { wanted, playing } => format!(
            "Die Datei nennt das Programm {wanted}; gestartet wird nur ein eigenes: {playing}."
        ),
        Message::NotUtf8(read) => format!(
            "Die Eingabe war kein UTF-8; gelesen als „{read}“. Das Terminal auf UTF-8 stellen."
        ),
        Message::HelpPointer => "help oder ? listet die Befehle.".into(),
        Message::Usage(u) => usage(*u, say),
        Message::NotAReviewCommand(text) => {
            format!("„{text}“ gibt es beim Nachspielen nicht; help listet die Befehle.")
        }
        Message::BadOption { option, problem } => {
            format!("--{option}: {}.", setting_problem(problem))
        }
        Message::BadSetting {
            file,
            line,
            key,
            problem,
        } => format!(
            "{}\nZeile {line}: {key}: {}; es gilt der Standardwert.",
            say.path(file),
            setting_problem(problem)
        ),
        Message::MoreSettingsUnused { file, more } => format!(
            "{}\n{} weitere Einstellungen werden auch nicht benutzt; es gelten ihre Standardwerte.",
            say.path(file),
            say.number(*more)
        ),
        Message::ConfigUnused { file, line, fault } => {
            let at = line.map_or_else(String::new, |line| format!("Zeile {line}: "));
            format!(
                "{}\n{at}{}; es gelten die Standardwerte.",
                say.path(file),
                config_fault(fault)
            )
        }
        Message::NoSuchGame {
            path,
            number,
            count,
        } => match (number, count) {
            (_, 0) => format!("{}\nKeine Partie in der Datei.", say.path(path)),
            (0, _) => format!(
                "{}\nPartien werden ab 1 gezählt; die Datei hat {}.",
                say.path(path),
                say.number(*count)
            ),
            _ => format!(
                "{}\nEs gibt keine Partie {number}; die Datei hat {}.",
                say.path(path),
                say.number(*count)
            ),
        },
        Message::GameFinished { path, result: written } => format!(
            "{}\nDiese Partie ist beendet: {}.",
            say.path(path),
            result(written, say)
        ),
        Message::NoUnfinishedGame(Some(folder)) => {
            format!("Keine offene Partie in:\n{}", say.path(folder))
        }
        Message::NoUnfinishedGame(None) => {
            "Kein Ordner für Partien: weder HOME noch XDG_DATA_HOME ist gesetzt.".into()
        }
        Message::CannotStart(StartError::Fen { fen, problem }) => {
            format!(
                "Die FEN ist nicht lesbar: {}.\n{}",
                super::german_cli::fen_field(*problem),
                say.whole(fen)
            )
        }
        Message::CannotStart(StartError::Position { fen, problem }) => {
            format!(
                "Die FEN ist keine erlaubte Stellung: {}.\n{}",
                super::german_cli::position_fault(*problem),
                say.whole(fen)
            )
        }
        Message::CannotStart(StartError::Chess960(Chess960Error(number))) => format!(
            "Eine Chess960-Stellung {number} gibt es nicht: sie sind von 0 bis 959 \
nummeriert (518 ist die Grundstellung)."
        ),
        Message::Outcome {
            result,
            verdict,
            ended_at,
        } => outcome(result, verdict.as_ref(), *ended_at, say),
        Message::SheetsAgree { plies } => format!(
            "Beide Partieformulare stimmen überein: {} Halbzüge.",
            say.number(*plies)
        ),
        Message::SheetsDiffer {
            move_number,
            side,
            a,
            b,
        } => format!(
            "Die Partieformulare unterscheiden sich ab Zug {}, {}: A {}; B {}.",
            say.number(*move_number as usize),
            say.side(*side),
            sheet_entry(a, say),
            sheet_entry(b, say)
        ),
        Message::SheetLeavesOut {
            sheet,
            move_number,
            side,
            words,
        } => format!(
            "Partieformular {sheet} lässt Zug {}, {} aus: {}.",
            say.number(*move_number as usize),
            say.side(*side),
            say.words(words)
        ),
        Message::SheetClocks {
            sheet,
            white,
            black,
        } => {
            let time = |t: &Option<std::time::Duration>| {
                t.map_or_else(|| "nicht notiert".to_owned(), |t| say.time(t))
            };
            format!(
                "Uhren auf Partieformular {sheet}: {} {}, {} {}.",
                say.side(Color::White),
                time(white),
                say.side(Color::Black),
                time(black)
            )
        }
        Message::PositionBefore => "Die Stellung davor:".into(),
        Message::EventName => "annabella-Partie".into(),
        Message::Position(ranks) => super::german_cli::position(ranks),
        Message::Fen(fen) => format!("FEN:\n{}", say.whole(fen)),
        Message::Header { field, value } => {
            let label = match field {
                HeaderField::Event => "Turnier",
                HeaderField::Date => "Datum",
                HeaderField::Player(color) => say.side(*color),
            };
            format!("{label}: {value}")
        }
        Message::NothingSaidYet => "Noch nichts gesagt.".into(),
        Message::NoMoveYet => "Noch kein Zug.".into(),
        Message::BrowseAtLast => "Das ist der letzte Zug; back blättert zurück.".into(),
        Message::BrowseFirst => "Das war der erste Zug.".into(),
        Message::BrowseLast => "Das war der letzte Zug.".into(),
        Message::StartOfGame => "Das ist der Anfang der Partie.".into(),
        Message::EndOfGame => "Das ist das Ende der Partie.".into(),
        Message::StartingPosition => "Die Ausgangsstellung.".into(),
        Message::Flipped { bottom } => format!("Brett gedreht: {} unten.", say.side(*bottom)),
        Message::Declined => "Abgelehnt; die Partie geht weiter.".into(),
        Message::ConfirmResign => "Aufgeben? ja gibt auf, alles andere spielt weiter.".into(),
        Message::ConfirmDraw => "Remis anbieten? ja bietet an, alles andere nicht.".into(),
        Message::DrawAnswer => "Der Gegner antwortet mit ja oder nein.".into(),
        Message::EngineDeclinesDraw => "Der Computer lehnt das Remis ab; weiter geht's.".into(),
        Message::AskTakeback => "Den letzten Zug zurücknehmen? Der Gegner stimmt mit ja zu.".into(),
        Message::NothingToTakeBack => "Kein Zug zum Zurücknehmen.".into(),
        Message::NoOwnMoveToTakeBack => "Noch kein eigener Zug zum Zurücknehmen.".into(),
        Message::ClaimNotPossible => "Diese Reklamation geht jetzt nicht.".into(),
        Message::IncorrectClaim { penalty: None, .. } => {
            "Reklamation unberechtigt; die Partie geht weiter.".into()
        }
        Message::IncorrectClaim {
            opponent,
            penalty: Some(penalty),
        } => format!(
            "Reklamation unberechtigt: {} bekommt {} dazu; die Partie geht weiter.",
            say.side(*opponent),
            say.time(*penalty)
        ),
        Message::WaitNeedsPracticeClock => "wait geht nur mit der Übungsuhr (--fake-time).".into(),
        Message::Players { white, black } => {
            let name = |name: &Option<String>| name.clone().unwrap_or_else(|| "Mensch an der Tastatur".into());
            format!("Weiß: {}; Schwarz: {}.", name(white), name(black))
        }
        Message::ConfirmAbort => "Partie abbrechen? Sie wird dann nicht aufgehoben. ja bricht ab, alles andere nicht.".into(),
        Message::Aborted { removed: true } => "Partie abgebrochen; ihre Datei ist gelöscht.".into(),
        Message::Aborted { removed: false } => "Partie abgebrochen.".into(),
        Message::AbortTooLate => "Abbrechen geht nur, bevor beide Seiten gezogen haben, und in einer eigenen Datei. resign gibt auf; quit verlässt und hebt die Partie auf.".into(),
        Message::Premove(entry) => format!("Vorauszug: {}; cancel verwirft ihn.", premove(entry, say)),
        Message::PremoveCancelled => "Vorauszug verworfen.".into(),
        Message::PremoveReplaced(entry) => format!(
            "Der Vorauszug ist ersetzt durch {}; cancel verwirft ihn.",
            premove(entry, say)
        ),
        Message::NoPremove => "Kein Vorauszug zu verwerfen.".into(),
        Message::PremoveFailed => "Der Vorauszug geht nicht:".into(),
        Message::GameIsOver => "Die Partie ist beendet.".into(),
        Message::Left { path, over: true, .. } => if say.speech() {
            "Die Partie ist gespeichert.".into()
        } else {
            format!("Die Partie ist gespeichert in:\n{}", say.path(path))
        },
        Message::Left { path, over: false, in_games_folder } => if say.speech() {
            "Die Partie ist gespeichert; annabella resume setzt sie fort.".into()
        } else {
            let file = if *in_games_folder { "" } else { " DATEI" };
            format!(
                "Gespeichert in:\n{}\nWeiter mit: annabella resume{file}",
                say.path(path)
            )
        },
        Message::LeftUnplayed => "Noch kein Zug gespielt: keine Datei aufgehoben.".into(),
        Message::QuitToLeave => {
            "Die Stellung und die Züge bleiben abrufbar; quit beendet annabella.".into()
        }
        Message::TournamentMode => "Turniermodus: kein Computer, keine Vorschläge, keine \
Bewertung; das Partieformular vermerkt es."
            .into(),
        Message::TournamentNoHelp => "Im Turniermodus gibt es keine Hilfe vom Computer.".into(),
        Message::TwoBoardOnly => {
            "illegal, touched, retrace, seal, result und die Uhrbefehle gibt es nur im Spiel an zwei \
Brettern."
                .into()
        }
        Message::DidYouMean(words) => format!("Meinst du {}? ja oder nein", say.words(words)),
        Message::NothingAsked => {
            "Gerade ist nichts gefragt; ja und nein beantworten eine Frage.".into()
        }
        Message::QuestionDropped => "Die offene Frage ist verworfen.".into(),
        Message::ConfirmDrawWith(words) => format!(
            "Remis anbieten mit {}? ja bietet an, alles andere nicht.",
            say.words(words)
        ),
        Message::DrawNotOffered => "Kein Remis angeboten.".into(),
        Message::DrawWithNextMove => {
            "Das Remisangebot wird mit dem nächsten eigenen Zug gemacht (9.1.2.1).".into()
        }
        Message::DrawWithPress => {
            "Das Remisangebot wird mit diesem Zug gemacht, wenn die Uhr gedrückt ist (9.1.2.1)."
                .into()
        }
        Message::Touched { pieces, rule } => {
            format!("Berührt: {}. {}", say.words(pieces), touch_note(rule, say))
        }
        Message::TouchBreaks(rule) => {
            format!(
                "Nicht erlaubt, berührt ist geführt: {}",
                touch_note(rule, say)
            )
        }
        Message::PressHint => {
            "press drückt die Uhr; ein anderer Zug korrigiert, cancel verwirft ihn.".into()
        }
        Message::MoveCancelled => "Zug verworfen; bitte den Zug neu eingeben.".into(),
        Message::NothingWaitsForClock => "Kein Zug wartet auf die Uhr.".into(),
        Message::NothingToPress => "Kein Zug wartet auf die Uhr; erst den Zug eingeben.".into(),
        Message::CancelledBeforePress => {
            "Zug vor dem Drücken der Uhr verworfen; bitte neu eingeben.".into()
        }
        Message::UnpressedOnQuit(words) => format!(
            "{} ist angesagt, aber die Uhr ist nicht gedrückt. press drückt sie, cancel \
verwirft den Zug, quit noch einmal beendet ohne ihn.",
            say.words(words)
        ),
        Message::Arbiter(text) => arbiter(text, say),
        Message::EngineName { name, level } => format!("{name} (Stufe {level})"),
        Message::Start {
            white,
            black,
            to_move,
        } => format!("{} {} am Zug.", seats(white, black, say), say.side(*to_move)),
        Message::NoEngine(problem) => format!(
            "Kein Computer: {}. Die Partie geht zu zweit weiter: die Züge beider Seiten eingeben.",
            engine_problem(problem)
        ),
        Message::EngineFailed(problem) => format!(
            "{}. Die Partie ist gespeichert: engine startet den Computer neu, sonst seine Züge \
selbst eingeben.",
            engine_problem(problem)
        ),
        Message::NoSideIsEngine => "In dieser Partie spielt kein Computer.".into(),
        Message::EngineThinking => "Der Computer denkt über seinen Zug nach.".into(),
        Message::HelpOff => "Vorschläge und Bewertung sind in dieser Partie aus.".into(),
        Message::NoHelp(problem) => format!("Keine Hilfe: {}.", engine_problem(problem)),
        Message::NoEvaluation => "Der Computer hat keine Bewertung gegeben.".into(),
        Message::EngineSuggestedUnplayable(text) => {
            format!("Der Computer schlägt einen unspielbaren Zug vor: {text:?}.")
        }
        Message::EngineFlagFell => {
            "Der Computer hat vor dem Fallen seines Fähnchens nicht gezogen.".into()
        }
        Message::VoiceRecordings => "Stimme: eingebaute Aufnahmen.".into(),
        Message::VoiceScreenReader => "Stimme: dein Bildschirmleser, dazu Töne.".into(),
        Message::NoSoundDevice(fault) | Message::NoSound(fault) => format!(
            "Kein Ton: {}; Ansagen nur als Text.{}",
            sound_trouble(fault.trouble),
            system_said(&fault.detail)
        ),
        Message::NoSoundCard => "Kein Ton (keine Soundkarte gefunden); Ansagen nur als Text.".into(),
        Message::NoSystemSpeech(fault) => format!(
            "Keine Sprachausgabe: {}; Ansagen nur als Text.{}",
            sound_trouble(fault.trouble),
            system_said(&fault.detail)
        ),
        Message::SoundLost(fault) => format!(
            "Ton verloren: {}; Ansagen von jetzt an nur als Text.{}",
            sound_trouble(fault.trouble),
            system_said(&fault.detail)
        ),
        Message::OwnRecordings { dir, count } => format!(
            "Stimmpaket:\n{}\n{} eigene Aufnahmen.",
            say.path(dir),
            say.number(*count)
        ),
        Message::VoicePackProblem { path, problem } => format!(
            "Sprachpaket {}: {}; es gilt die eingebaute Stimme.",
            path.display(),
            match problem {
                PackProblem::File(problem) => file_problem(problem),
                PackProblem::NotWav => "keine WAV-Datei mit 16-Bit-PCM".into(),
                PackProblem::Rate(rate) => format!(
                    "eine Abtastrate von {} je Sekunde, die keine Aufnahme hat",
                    say.number(*rate as usize)
                ),
                PackProblem::TooLong(seconds) => format!(
                    "länger als {} Sekunden, mehr als ein Wort braucht",
                    say.number(*seconds as usize)
                ),
            }
        ),
        Message::NoSystemVoiceCalled(name) => {
            format!("Keine Systemstimme namens „{name}“; es gilt die Standardstimme.")
        }
        Message::BoardKeys => {
            "Pfeile bewegen, Eingabe nimmt auf und setzt, Tab für Befehle, ? hilft.".into()
        }
        Message::NotYourPiece => "Hier steht keine Figur der Seite am Zug.".into(),
        Message::Online(text) => online(text, say),
        Message::Cli(text) => super::german_cli::cli(text, say),
        Message::Corr(text) => super::german_corr::corr(text, say),
        Message::Board(text) => match text {
            BoardText::ClockTitle => " Uhr ".into(),
            BoardText::SaidTitle => " Gesagt ".into(),
            BoardText::SaidScrolled => " Gesagt (Bild ab) ".into(),
            BoardText::MovesTitle => " Züge ".into(),
            BoardText::HelpTitle => " Hilfe (Pfeile blättern, Esc schließt) ".into(),
            BoardText::NoClock => "ohne Uhr".into(),
            BoardText::TabForCommand => "Tab: Befehl eingeben  ".into(),
            BoardText::NotPressed(san) => format!("(Uhr nicht gedrückt: {san})"),
            BoardText::Keys(help) => {
                // One key a line, each a braille line long.
                let mut lines = vec![
                    "Tasten des Bretts:",
                    "Pfeile: Feld wechseln, wird angesagt",
                    "Eingabe: Figur aufnehmen,",
                    "  auf dem Zielfeld: setzen",
                    "Esc: Figur zurückstellen",
                    "1 bis 8: zur Reihe",
                    "Alt mit 1 bis 8: zur Linie",
                    "k q r b n p: zur nächsten Figur",
                    "  (König, Dame, Turm, Läufer,",
                    "  Springer, Bauer); groß: zur vorigen",
                    "m: Züge der Figur unter dem Cursor",
                    "o: Feld noch einmal",
                    "c: Uhr",
                    "l: letzter Zug",
                    "[ und ]: durch die Züge blättern",
                    "f: Brett drehen",
                    "x: wiederholen",
                ];
                if help.engine_help {
                    lines.push("h und e: Vorschlag und Bewertung");
                }
                if help.two_board {
                    lines.push("Leertaste: Uhr drücken");
                }
                lines.extend([
                    "Bild auf, Bild ab: Gesagtes blättern",
                    "Tab, : oder /: Befehl eingeben",
                    "  Eingabe schickt ihn ab",
                    "? oder F1: diese Hilfe",
                    "Strg+Q: beenden",
                    "Marken auf dem Brett:",
                    "  letzter Zug: schlicht getönt",
                    "  aufgenommene Figur: dunkles Gitter",
                    "  Schach: rot, weißes Karomuster",
                    "  Ziele einer Figur: Punkte,",
                    "  ein Winkel um zu schlagende",
                    "",
                    "Befehle:",
                ]);
                lines.join("\n")
            }
            BoardText::TooSmall { columns, rows } => format!(
                "Das Fenster ist zu klein für das Brett. Bitte auf mindestens {columns} Spalten und {rows} Zeilen vergrößern."
            ),
            BoardText::CommandFull(longest) => format!(
                "Die Befehlszeile fasst höchstens {longest} Zeichen; was darüber hinaus kommt, wird nicht angenommen."
            ),
        },
    }
}

/// Die Verfahren des Schiedsrichters im Spiel mit zwei Brettern.
fn arbiter(text: &ArbiterText, say: &Say) -> String {
    match text {
        ArbiterText::Illegal {
            offender,
            kind,
            what,
            penalty,
        } => {
            let side = say.side(*offender);
            let what = what.as_ref().map(|w| say.words(w)).unwrap_or_default();
            let ruled = match kind {
                IllegalKind::Completed => {
                    format!("{what} wurde ausgeführt; die Stellung davor gilt ({kind})")
                }
                IllegalKind::Promotion => {
                    format!("{what} ohne neue Figur gedrückt: sie wird eine Dame ({kind})")
                }
                IllegalKind::TwoHands => {
                    format!("{what} mit beiden Händen ausgeführt, der Zug gilt ({kind})")
                }
                IllegalKind::ClockWithoutMove => {
                    format!("Uhr ohne Zug gedrückt ({kind})")
                }
            };
            let next = match kind {
                IllegalKind::Completed | IllegalKind::ClockWithoutMove => {
                    format!(" {side} ist weiter am Zug.")
                }
                IllegalKind::Promotion | IllegalKind::TwoHands => String::new(),
            };
            match penalty {
                Some(penalty) => format!(
                    "Regelwidriger Zug von {side}: {ruled}; {} bekommt {} dazu (7.5.5).{next}",
                    say.side(!*offender),
                    say.time(*penalty)
                ),
                None => format!(
                    "Regelwidriger Zug von {side}: {ruled}; diese Partie hat keine Uhr, \
{} kann keine Zeit gutgeschrieben werden (7.5.5).{next}",
                    say.side(!*offender)
                ),
            }
        }
        ArbiterText::SecondIllegal { offender, kind } => format!(
            "Zweiter regelwidriger Zug von {} ({kind}, 7.5.5).",
            say.side(*offender)
        ),
        ArbiterText::NamePieceMoved => {
            "Welche Figur wurde gezogen? touched und ihr Feld: sie muss ziehen (4.3).".into()
        }
        ArbiterText::AnnouncedIsLegal => {
            "Der angesagte Zug ist regelgemäß und wartet auf die Uhr: press drückt, ein neuer \
Zug korrigiert."
                .into()
        }
        ArbiterText::PromotionPiece => "In welche Figur wandelt der Bauer um? Den Zug mit \
seiner Figur eingeben (Dame, Turm, Läufer, Springer); ohne Figur gedrückt wird er Dame und \
regelwidrig (7.5.2)."
            .into(),
        ArbiterText::ClaimBarred(bar) => match bar {
            ClaimBar::Touched => "Kein Antrag: in diesem Zug wurde eine Figur berührt, das \
Recht auf Reklamation ist verloren (9.4)."
                .into(),
            ClaimBar::Announced => "Kein Antrag: der Zug ist angesagt und damit ausgeführt \
(D.2.3); ein Antrag mit Zug kommt vor der Ansage (9.2.1.1)."
                .into(),
            ClaimBar::NotToMove => "Kein Antrag: nur wer am Zug ist, darf reklamieren (9.2, \
9.3); die Seite nennen: claim black threefold."
                .into(),
        },
        ArbiterText::ClaimIsOffer { claimant } => format!(
            "Der Antrag gilt als Remisangebot von {} (9.1.2.3): der Gegner tippt ja oder nein.",
            say.side(*claimant)
        ),
        ArbiterText::NoTakeback => {
            "Im Turniermodus gibt es keine Zurücknahme; der Schiedsrichter nutzt retrace (D.2.9)."
                .into()
        }
        ArbiterText::NoAbort => "Im Turniermodus kann eine Partie nicht abgebrochen werden.".into(),
        ArbiterText::NotOnTactileBoard => "Im Turniermodus sind legal und attackers aus: das \
tastbare Brett sagt sie nicht."
            .into(),
        ArbiterText::Retraced {
            number,
            side,
            taken,
        } => format!(
            "Zurück zur Stellung nach Zug {}{} (D.2.9): {} {} zurückgenommen und im \
Partieformular vermerkt; die Uhren bleiben, wie sie waren.",
            say.number(*number as usize),
            side.map(|c| format!(" von {}", say.side(c)))
                .unwrap_or_default(),
            say.number(*taken),
            if *taken == 1 { "Halbzug" } else { "Halbzüge" }
        ),
        ArbiterText::NoSuchMove(number) => format!(
            "Diese Partie hat keine Stellung nach Zug {}.",
            say.number(*number as usize)
        ),
        ArbiterText::ClockSet { color, time } => format!(
            "Uhr von {} auf {} gestellt (6.10.2).",
            say.side(*color),
            say.time(*time)
        ),
        ArbiterText::ClockAdded { color, millis } => {
            let time = say.time(std::time::Duration::from_millis(millis.unsigned_abs()));
            if *millis < 0 {
                format!("{} werden {time} abgezogen.", say.side(*color))
            } else {
                format!("{} bekommt {time} dazu.", say.side(*color))
            }
        }
        ArbiterText::NoClock => "Diese Partie hat keine Uhr.".into(),
        ArbiterText::AgreementTooEarly => "Remis erst nach je einem Zug (5.2.3).".into(),
        ArbiterText::ClocksStopped => "Uhren angehalten (6.11.1).".into(),
        ArbiterText::ClocksStarted => "Uhren laufen wieder (6.11.3).".into(),
        ArbiterText::ClocksStandAlready => "Die Uhren stehen schon.".into(),
        ArbiterText::ClocksRunAlready => "Die Uhren laufen schon.".into(),
        ArbiterText::Declared(verdict) => {
            format!("Ergebnis des Schiedsrichters: {}.", verdict.score())
        }
        ArbiterText::ControlChanged(bonus) => format!("Ab jetzt {bonus} für beide (III.4)."),
        ArbiterText::Sealed => "Zug abgegeben; quit vertagt (I.1).".into(),
        ArbiterText::SealNotLegal => "Hier regelwidrig: Zug neu abgeben.".into(),
        ArbiterText::SealNeedsMove => "seal braucht den Zug: seal Sf3.".into(),
        ArbiterText::Adjourned => "Vertagt: der Abgabezug wartet.".into(),
        ArbiterText::SealedMoveMade => "Der Abgabezug wird ausgeführt (I.9):".into(),
        ArbiterText::QuickplayBarred(bar) => match bar {
            QuickplayBar::NoClock => "Ohne Uhr kein Antrag nach 10.2.",
            QuickplayBar::Blitz => "Im Blitz gilt 10.2 nicht.",
            QuickplayBar::Bonus => "Kein Antrag 10.2 mit Zeitzuschlag.",
            QuickplayBar::NotToMove => "Nur wer am Zug ist, reklamiert (10.2).",
            QuickplayBar::TwoMinutesLeft => "10.2: erst unter zwei Minuten.",
        }
        .into(),
        ArbiterText::QuickplayAsk => "Antrag 10.2: ja, vertagen oder nein?".into(),
        ArbiterText::QuickplayPostponed => "Vertagt (10.2 b), Urteil nach Zeitablauf".into(),
        ArbiterText::QuickplayRejected => "Antrag abgelehnt (10.2 c).".into(),
        ArbiterText::DeclareAfterFlag => "Ergebnis mit result erklären (10.2 b).".into(),
        ArbiterText::OfferWaits(color) => {
            format!("Remis von {} steht: ja oder nein?", say.side(*color))
        }
        ArbiterText::Note(note) => sheet_note(note, say),
    }
}

/// Was neben einem Zug notiert ist.
fn sheet_note(note: &SheetNote, say: &Say) -> String {
    match note {
        SheetNote::Offer(color) => format!("(=) {} bietet Remis an", say.side(*color)),
        SheetNote::Claim { claim, correct, by } => format!(
            "Reklamation{}, {}: {}",
            by.map(|c| format!(" von {}", say.side(c)))
                .unwrap_or_default(),
            match claim {
                Claim::ThreefoldRepetition => "dreimalige Stellungswiederholung",
                Claim::FiftyMoves => "50-Züge-Regel",
            },
            if *correct { "richtig" } else { "falsch" }
        ),
        SheetNote::Illegal { by, kind, text } => {
            let what = match kind {
                IllegalKind::ClockWithoutMove => "Uhr ohne Zug gedrückt".to_owned(),
                IllegalKind::TwoHands => format!("{text} mit beiden Händen"),
                IllegalKind::Completed | IllegalKind::Promotion => text.clone(),
            };
            format!("Regelwidriger Zug von {} ({kind}): {what}", say.side(*by))
        }
        SheetNote::TimeAdded { color, millis } => {
            let sign = if *millis < 0 { '-' } else { '+' };
            let time = say.time(std::time::Duration::from_millis(millis.unsigned_abs()));
            format!("{} {sign}{time} (Schiedsrichter)", say.side(*color))
        }
        SheetNote::ClockSet { color, time } => {
            format!(
                "Uhr von {} auf {} gestellt",
                say.side(*color),
                say.time(*time)
            )
        }
        SheetNote::Retraced(moves) => format!("Zurückgenommen: {moves}"),
        SheetNote::Adjourned { color, time } => {
            format!(
                "Abgebrochen; {} hatte {}",
                say.side(*color),
                say.time(*time)
            )
        }
        SheetNote::ClocksStopped => "Uhren angehalten (6.11.1)".into(),
        SheetNote::ClocksStarted => "Uhren gestartet (6.11.3)".into(),
        SheetNote::Declared { result, reason } => {
            let because = if reason.is_empty() {
                String::new()
            } else {
                format!(": {reason}")
            };
            format!("Ergebnis {result} vom Schiedsrichter{because}")
        }
        SheetNote::ControlChanged(bonus) => format!("Ab jetzt {bonus} für beide (III.4)"),
        SheetNote::Sealed(color) => format!("Abgabezug von {} (I.1)", say.side(*color)),
        SheetNote::Quickplay { color, step } => match step {
            QuickplayStep::Claimed => {
                format!("Endspurt-Reklamation von {} (10.2)", say.side(*color))
            }
            QuickplayStep::Drawn => "Endspurt-Reklamation: Remis (10.2 a)".into(),
            QuickplayStep::Postponed => "Endspurt-Reklamation: vertagt (10.2 b)".into(),
            QuickplayStep::Rejected => "Endspurt-Reklamation: abgelehnt (10.2 c)".into(),
        },
        SheetNote::Posted { received, sent } => {
            let mut parts = Vec::new();
            if let Some(day) = received {
                parts.push(format!("erhalten {day}"));
            }
            if let Some(day) = sent {
                parts.push(format!("gesendet {day}"));
            }
            parts.join(", ")
        }
    }
}
