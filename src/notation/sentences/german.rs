//! The sentences of the `fide` scheme, in German.

use crate::notation::message::{
    LichessPace, LichessPlayer, Message, NotPlayable, OnlineText, Say, ServerTrouble,
};
use shakmaty::Color;

/// A result as written, or said.
fn result(result: &str, say: &Say) -> String {
    super::ids::game_result(result, say)
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
        OnlineText::TokenSaved(path) => format!("Token gespeichert in {}.", path.display()),
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
        OnlineText::AnswerChallenges => "accept N nimmt Herausforderung N an, decline N [Grund] \
lehnt sie ab; Enter beendet."
            .into(),
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
            "Die Token-Datei {} ist für andere lesbar (Modus {mode:04o}); sie wird nicht \
verwendet. chmod 600 {} eingeben, dann noch einmal versuchen.",
            path.display(),
            path.display()
        ),
        OnlineText::TokenFileNotOwn(path) => format!(
            "Die Token-Datei {} gehört jemand anderem; sie wird nicht verwendet. Das eigene \
Token mit annabella online login speichern.",
            path.display()
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

fn server_trouble(why: &ServerTrouble, say: &Say) -> String {
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

/// A message in German.
pub fn german(message: &Message, say: &Say) -> String {
    match message {
        // Said from the Fluent files.
        Message::Cli(_)
        | Message::CannotStart(_)
        | Message::SavingTo(_)
        | Message::SavedIn(_)
        | Message::FolderUnusable { .. }
        | Message::SaveFailed { .. }
        | Message::FileRefused { .. }
        | Message::FolderMadeAgain(_)
        | Message::LinksParted(_)
        | Message::WavNeedsFile
        | Message::SavedAgain(_)
        | Message::SavedElsewhere { .. }
        | Message::Resuming { .. }
        | Message::SaveFileExists(_)
        | Message::SaveFileKept(_)
        | Message::BadOption { .. }
        | Message::BadSetting { .. }
        | Message::MoreSettingsUnused { .. }
        | Message::ConfigUnused { .. }
        | Message::NoSuchGame { .. }
        | Message::GameFinished { .. }
        | Message::NoUnfinishedGame(_)
        | Message::Reviewing { .. }
        | Message::ReviewStops { .. }
        | Message::Outcome { .. }
        | Message::SheetsAgree { .. }
        | Message::SheetsDiffer { .. }
        | Message::SheetLeavesOut { .. }
        | Message::SheetClocks { .. }
        | Message::PositionBefore
        | Message::EventName
        | Message::Position(_)
        | Message::Fen(_)
        | Message::Header { .. }
        | Message::EngineName { .. }
        | Message::YouPlay { .. }
        | Message::NoEngine(_)
        | Message::EngineFailed(_)
        | Message::NoSideIsEngine
        | Message::EngineThinking
        | Message::HelpOff
        | Message::NoHelp(_)
        | Message::NoEvaluation
        | Message::EngineSuggestedUnplayable(_)
        | Message::EngineFlagFell
        | Message::EngineDeclinesDraw
        | Message::VoiceRecordings
        | Message::NoSoundDevice(_)
        | Message::NoSoundCard
        | Message::NoSound(_)
        | Message::NoSystemSpeech(_)
        | Message::SoundLost(_)
        | Message::OwnRecordings { .. }
        | Message::VoicePackProblem(_)
        | Message::NoSystemVoiceCalled(_)
        | Message::BoardKeys
        | Message::NotYourPiece
        | Message::Greeting
        | Message::Help(_)
        | Message::HelpPointer
        | Message::NotUtf8(_)
        | Message::Usage(_)
        | Message::NotAReviewCommand(_)
        | Message::NothingSaidYet
        | Message::NoMoveYet
        | Message::BrowseAtLast
        | Message::BrowseFirst
        | Message::BrowseLast
        | Message::StartOfGame
        | Message::EndOfGame
        | Message::StartingPosition
        | Message::Flipped { .. }
        | Message::Declined
        | Message::ConfirmResign
        | Message::ConfirmDraw
        | Message::ConfirmDrawWith(_)
        | Message::DrawNotOffered
        | Message::DrawAnswer
        | Message::AskTakeback
        | Message::NothingToTakeBack
        | Message::NoOwnMoveToTakeBack
        | Message::ClaimNotPossible
        | Message::IncorrectClaim { .. }
        | Message::WaitNeedsPracticeClock
        | Message::GameIsOver
        | Message::Players { .. }
        | Message::ConfirmAbort
        | Message::Aborted { .. }
        | Message::AbortTooLate
        | Message::DidYouMean(_)
        | Message::NothingAsked
        | Message::QuestionDropped
        | Message::Premove(_)
        | Message::PremoveReplaced(_)
        | Message::PremoveCancelled
        | Message::NoPremove
        | Message::PremoveFailed
        | Message::QuitToLeave
        | Message::Left { .. }
        | Message::LeftUnplayed
        | Message::Board(_)
        | Message::TournamentMode
        | Message::TournamentNoHelp
        | Message::TwoBoardOnly
        | Message::DrawWithNextMove
        | Message::DrawWithPress
        | Message::PressHint
        | Message::MoveCancelled
        | Message::NothingWaitsForClock
        | Message::NothingToPress
        | Message::CancelledBeforePress
        | Message::UnpressedOnQuit(_)
        | Message::Touched { .. }
        | Message::TouchBreaks(_)
        | Message::Arbiter(_) => String::new(),
        Message::Online(text) => online(text, say),
    }
}
