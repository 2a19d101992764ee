//! The German words of the command line outside a game: `--help` of every
//! command, what the command line refuses, the tool commands' notices.
//! Help lines are short, for a 40-cell braille display.

use crate::game::{FenField, Pace, PositionFault, Reason};
use crate::notation::message::{BoardRank, CliCommand, CliText, CommandLineFault, Say, VoiceInUse};

use super::german::{file_problem, record_fault};
use crate::notation::formats::german_letters;
use crate::notation::{Announcement, FIDE, Word, game_end};
use shakmaty::{Color, Role};

/// The options a game is played with, `--line` first for screen readers.
const GAME_OPTIONS: &[(&str, &str)] = &[
    ("--line", "Zeilenmodus für Bildschirmleser"),
    ("--no-prompt", "ohne Zug vor der Eingabe"),
    ("--white", "human, engine, engine=PFAD"),
    ("--black", "wie --white"),
    ("--engine PFAD", "Programm (stockfish)"),
    ("--level N", "Stärke 1 bis 20 (3)"),
    ("--time TC", "Bedenkzeit 5+3, 90+30, none"),
    ("--fen FEN", "Anfangsstellung"),
    ("--chess960 [N]", "Chess960, Stellung N"),
    ("--save DATEI", "speichert nach jedem Zug"),
    ("--two-board", "Spiel an zwei Brettern"),
    ("--color SEITE", "deine Seite, weiß/schwarz"),
    ("--tournament", "Turnier, ohne Computer"),
    ("--no-help", "ohne Vorschlag und Bewertung"),
    ("--five-minute-cue", "Zeit alle 5 Minuten"),
    ("--warnings S,S", "Warnungen (300,60,30,10)"),
    ("--fake-time", "Übungsuhr, läuft mit wait"),
    ("--notation words|san", "Worte oder Sf3"),
];

/// How annabella sounds and looks.
const SOUND_OPTIONS: &[(&str, &str)] = &[
    ("--voice", "auto, clips, system, text"),
    ("--scheme", "fide (deutsch), english"),
    ("--rate", "Sprechtempo 0,75 bis 2"),
    ("--voice-pack ORDNER", "eigene Aufnahmen"),
    ("--system-voice NAME", "Systemstimme"),
];

const LOOK_OPTIONS: &[(&str, &str)] = &[
    ("--pieces", "shapes, letters, figurines"),
    ("--theme", "dark, light, colorblind"),
    ("--board-size PROZENT", "Breite 50 bis 90"),
    ("--ascii", "ASCII-Buchstaben, ae statt ä"),
];

/// One option a line; where the two do not fit a braille line, the
/// option on its line and what it does indented below it.
fn options(lines: &mut Vec<String>, options: &[(&str, &str)]) {
    for (name, text) in options {
        let line = format!("{name}: {text}");
        if line.chars().count() <= crate::notation::cells::BRAILLE_CELLS {
            lines.push(line);
        } else {
            lines.push(format!("{name}:"));
            lines.push(format!("  {text}"));
        }
    }
}

fn command_line(command: CliCommand) -> &'static str {
    match command {
        CliCommand::Play => "eine Partie spielen",
        CliCommand::Resume => "offene Partie fortsetzen",
        CliCommand::Review => "Partie nachspielen",
        CliCommand::Online => "auf lichess spielen",
        CliCommand::Corr => "Fernschach per E-Mail und Post",
        CliCommand::Iccf => "ICCF-Fernschach über XfCC",
        CliCommand::Adjudicate => "FIDE-Urteil jeder Partie",
        CliCommand::Analyze => "tote Stellung, wer matt setzt",
        CliCommand::Clock => "Schachuhr",
        CliCommand::Announce => "ansagen, eine Zeile je Halbzug",
        CliCommand::Convert => "Züge umschreiben",
        CliCommand::Export => "Partieformular ausgeben",
        CliCommand::Reconcile => "zwei Formulare vergleichen",
        CliCommand::Voices => "Stimmen und Tonausgaben",
        CliCommand::Bench => "Messwerte",
    }
}

fn help(command: Option<CliCommand>) -> String {
    let Some(command) = command else {
        let mut lines = vec![
            "annabella: Schach für Blinde.".to_owned(),
            "Bildschirmleser: annabella --line".to_owned(),
            "Aufruf: annabella BEFEHL OPTIONEN".to_owned(),
            "Ohne Befehl: play.".to_owned(),
        ];
        for command in CliCommand::ALL {
            options(&mut lines, &[(command.name(), command_line(command))]);
        }
        lines.push("annabella BEFEHL --help: Optionen".to_owned());
        lines.push("--version: Versionsnummer".to_owned());
        return lines.join("\n");
    };
    let name = command.name();
    let mut lines = Vec::new();
    options(
        &mut lines,
        &[(&format!("annabella {name}"), command_line(command))],
    );
    match command {
        CliCommand::Play => {
            lines.push("Aufruf: annabella play OPTIONEN".into());
            options(&mut lines, GAME_OPTIONS);
            options(&mut lines, SOUND_OPTIONS);
            options(&mut lines, LOOK_OPTIONS);
        }
        CliCommand::Resume => {
            lines.push("Aufruf: annabella resume [DATEI]".into());
            lines.push("DATEI: sonst die letzte offene Partie".into());
            options(&mut lines, &GAME_OPTIONS[..2]);
            options(&mut lines, &[("--game N", "Partie N der Datei")]);
            options(&mut lines, &GAME_OPTIONS[2..]);
            options(&mut lines, SOUND_OPTIONS);
            options(&mut lines, LOOK_OPTIONS);
        }
        CliCommand::Review => {
            lines.push("Aufruf: annabella review DATEI.pgn".into());
            options(&mut lines, &GAME_OPTIONS[..2]);
            options(&mut lines, &[("--game N", "Partie N der Datei")]);
            options(&mut lines, SOUND_OPTIONS);
            options(&mut lines, LOOK_OPTIONS);
        }
        CliCommand::Online => {
            lines.push("Aufruf: annabella online [login]".into());
            lines.push("oder: online seek, online challenge NAME".into());
            lines.push("oder: online ai, online cancel ID".into());
            options(
                &mut lines,
                &[
                    ("--line", "Zeilenmodus für Bildschirmleser"),
                    ("--no-prompt", "ohne Zug vor der Eingabe"),
                    ("--game ID", "diese lichess-Partie spielen"),
                    ("--days N", "Tage je Zug (seek, challenge)"),
                    ("--time MIN+SEK", "Uhr (seek, challenge)"),
                    ("--rated", "gewertet (sonst ungewertet)"),
                    ("--color", "weiß, schwarz oder zufall"),
                    ("--variant", "standard oder chess960"),
                    ("--rating-range VON-BIS", "Gegner (seek)"),
                    ("--level N", "lichess-KI-Stufe 1 bis 8"),
                    ("--server URL", "lichess-Server"),
                    ("--token-file DATEI", "Datei des Tokens"),
                ],
            );
            options(&mut lines, &SOUND_OPTIONS[..3]);
        }
        CliCommand::Corr => {
            lines.push("Aufruf: annabella corr NAME".into());
            lines.push("oder: corr new NAME, corr list".into());
            options(
                &mut lines,
                &[
                    ("--line", "Zeilenmodus (immer)"),
                    ("--color SEITE", "new: white oder black"),
                    ("--opponent NAME", "new: der Gegner"),
                    ("--time Z/Td", "new: Züge in Tagen (10/50d)"),
                    ("--due TAGE", "new: Antwort fällig nach (3)"),
                ],
            );
            options(&mut lines, &SOUND_OPTIONS[..3]);
        }
        CliCommand::Iccf => {
            lines.push("Aufruf: annabella iccf [login]".into());
            lines.push("oder: iccf --game ID".into());
            options(
                &mut lines,
                &[
                    ("--line", "Zeilenmodus (immer)"),
                    ("--game ID", "diese ICCF-Partie spielen"),
                    ("--server URL", "XfCC-Server (ICCF)"),
                    ("--login-file DATEI", "Datei der Anmeldung"),
                    ("--poll SEK", "Server fragen alle (300)"),
                ],
            );
            options(&mut lines, &SOUND_OPTIONS[..3]);
        }
        CliCommand::Adjudicate => {
            lines.push("Aufruf: annabella adjudicate DATEI.pgn".into());
            lines.push("DATEI -: von der Standardeingabe".into());
            options(
                &mut lines,
                &[
                    ("--json", "ein JSON-Objekt je Partie"),
                    ("--scheme", "fide (deutsch), english"),
                ],
            );
        }
        CliCommand::Analyze => {
            lines.push("Aufruf: annabella analyze --fen FEN".into());
            options(
                &mut lines,
                &[
                    ("--fen FEN", "die Stellung"),
                    ("--json", "als JSON"),
                    ("--scheme", "fide (deutsch), english"),
                ],
            );
        }
        CliCommand::Clock => {
            lines.push("Aufruf: annabella clock --time TC".into());
            options(
                &mut lines,
                &[
                    ("--time TC", "5+3, 40/90+30, 25d5, 25b5"),
                    ("--took S,S", "Sekunden je Zug, Weiß zuerst"),
                    ("--json", "als JSON"),
                    ("--scheme", "fide (deutsch), english"),
                ],
            );
        }
        CliCommand::Announce => {
            lines.push("Aufruf: annabella announce DATEI.pgn".into());
            lines.push("DATEI -: von der Standardeingabe".into());
            options(
                &mut lines,
                &[
                    ("--scheme", "fide (deutsch), english"),
                    ("--ascii", "Umlaute als ae, oe, ue"),
                ],
            );
        }
        CliCommand::Convert => {
            lines.push("Aufruf: annabella convert --to N ZÜGE".into());
            options(
                &mut lines,
                &[
                    ("--to", "san, san-de, uci, iccf, fide, english, brf"),
                    ("--fen FEN", "Anfangsstellung"),
                    ("--chess960", "Rochade wie in Chess960"),
                    ("--scheme", "fide (deutsch), english"),
                ],
            );
        }
        CliCommand::Export => {
            lines.push("Aufruf: annabella export DATEI --to F".into());
            options(
                &mut lines,
                &[
                    ("--to", "pgn, txt, brf, braille, wav, iccf"),
                    ("-o, --output DATEI", "Ziel; nötig für wav"),
                    ("--scheme", "fide (deutsch), english"),
                    ("--game N", "nur Partie N"),
                    ("--clock", "Uhren nach jedem Zug"),
                ],
            );
        }
        CliCommand::Reconcile => {
            lines.push("Aufruf: annabella reconcile A.pgn B.pgn".into());
            options(
                &mut lines,
                &[
                    ("--scheme", "fide (deutsch), english"),
                    ("--json", "als JSON"),
                ],
            );
        }
        CliCommand::Voices => {
            lines.push("Aufruf: annabella voices".into());
            options(&mut lines, SOUND_OPTIONS);
            options(
                &mut lines,
                &[("--clip-texts SCHEMA", "Texte der Aufnahmen")],
            );
        }
        CliCommand::Bench => {
            lines.push("Aufruf: annabella bench WAS [DATEI]".into());
            lines.push("WAS: deadpos, latency, export,".into());
            lines.push("  startup, idle, pgn, memory, answer".into());
            options(&mut lines, &[("--n N", "so oft messen (50)")]);
            options(&mut lines, SOUND_OPTIONS);
        }
    }
    lines.join("\n")
}

/// The field of a FEN that does not read.
pub(super) fn fen_field(field: FenField) -> &'static str {
    match field {
        FenField::Whole => "eine FEN hat sechs Felder, durch Leerzeichen getrennt",
        FenField::Board => "die Figurenstellung (erstes Feld)",
        FenField::Turn => "wer am Zug ist (w oder b)",
        FenField::Castling => "die Rochaderechte",
        FenField::EnPassant => "das en-passant-Feld",
        FenField::HalfmoveClock => "der Halbzugzähler",
        FenField::Fullmoves => "die Zugnummer",
    }
}

/// Why a FEN's position cannot arise in a game.
pub(super) fn position_fault(fault: PositionFault) -> &'static str {
    match fault {
        PositionFault::EmptyBoard => "das Brett ist leer",
        PositionFault::MissingKing => "ein König fehlt",
        PositionFault::TooManyKings => "eine Seite hat mehr als einen König",
        PositionFault::PawnsOnBackRank => "ein Bauer steht auf der ersten oder achten Reihe",
        PositionFault::CastlingRights => "die Rochaderechte passen nicht zu König und Türmen",
        PositionFault::EnPassant => "das en-passant-Feld passt nicht",
        PositionFault::OppositeCheck => "die Seite, die nicht am Zug ist, steht im Schach",
        PositionFault::ImpossibleCheck => "dieses Schach kann nicht entstehen",
        PositionFault::TooMuchMaterial => "zu viele Figuren",
    }
}

/// Where in a game: "mit Zug 8, Schwarz", "in der Anfangsstellung".
fn place(at: Option<(u32, Color)>, say: &Say) -> String {
    match at {
        Some((number, side)) => format!("mit Zug {number}, {}", say.side(side)),
        None => "in der Anfangsstellung".into(),
    }
}

/// Reasons to claim, joined by "und".
fn reasons(reasons: &[Reason]) -> String {
    reasons
        .iter()
        .map(|r| say_reason(*r))
        .collect::<Vec<_>>()
        .join(" und ")
}

fn say_reason(reason: Reason) -> String {
    FIDE.render(&Announcement::from(vec![Word::Reason(reason)]))
}

/// A position a rank a line, in German piece letters (K D T L S B),
/// White's in capitals, Black's small, `-` an empty square.
pub(super) fn position(ranks: &[BoardRank]) -> String {
    rows(ranks, |role| match role {
        Role::King => 'k',
        Role::Queen => 'd',
        Role::Rook => 't',
        Role::Bishop => 'l',
        Role::Knight => 's',
        Role::Pawn => 'b',
    })
}

/// Ranks as lines: the number, then a letter or `-` for each square.
pub(super) fn rows(ranks: &[BoardRank], letter: impl Fn(Role) -> char) -> String {
    ranks
        .iter()
        .map(|rank| {
            let cells: Vec<String> = rank
                .squares
                .iter()
                .map(|square| match square {
                    Some((Color::White, role)) => letter(*role).to_ascii_uppercase().to_string(),
                    Some((Color::Black, role)) => letter(*role).to_string(),
                    None => "-".to_owned(),
                })
                .collect();
            format!("{}: {}", rank.number, cells.join(" "))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A word of the usage line, as the German help writes it.
fn usage_word(word: &str) -> &str {
    match word {
        "FILE" => "DATEI",
        "MOVES" => "ZÜGE",
        "WHAT" => "WAS",
        "USER" => "NAME",
        word => word,
    }
}

fn fault(fault: &CommandLineFault) -> String {
    match fault {
        CommandLineFault::UnknownCommand(word) => format!("Befehl „{word}“ gibt es nicht"),
        CommandLineFault::UnknownOption(option) => format!("Option {option} gibt es hier nicht"),
        CommandLineFault::Missing(names) => {
            let names: Vec<&str> = names.iter().map(|n| usage_word(n)).collect();
            format!("es fehlt {}", names.join(", "))
        }
        CommandLineFault::BadValue { option, value } if value.is_empty() => {
            format!("{option} braucht einen Wert")
        }
        CommandLineFault::BadValue { option, value } => {
            format!("„{value}“ passt nicht zu {option}")
        }
        CommandLineFault::Conflict(option) => format!("{option} passt hier nicht dazu"),
        CommandLineFault::Other => "Aufruf nicht verstanden".into(),
    }
}

pub fn cli(text: &CliText, say: &Say) -> String {
    match text {
        CliText::Help(command) => help(*command),
        CliText::BadCommandLine { fault: f, command } => {
            let help = match command {
                Some(c) => format!("annabella {} --help", c.name()),
                None => "annabella --help".into(),
            };
            format!("{}; {help} listet die Optionen.", fault(f))
        }
        CliText::CannotWrite(problem) => {
            format!(
                "Die Ausgabe ist nicht schreibbar: {}.",
                file_problem(problem)
            )
        }
        CliText::LineModeHint => "Zeilenmodus: Strg+C, annabella --line".into(),
        CliText::LineModePlain => "Schlichtes Terminal: Zeilenmodus.".into(),
        CliText::LineModeChosen => {
            "Bildschirmleser erkannt: Zeilenmodus. annabella --help nennt die Optionen.".into()
        }
        CliText::ClockControl {
            control,
            each,
            pace,
            penalty,
        } => {
            let pace = match pace {
                Pace::Standard => "Turnierpartie",
                Pace::Rapid => "Schnellschach",
                Pace::Blitz => "Blitz",
            };
            format!(
                "{control}: {} je Seite; {pace}; eine falsche Reklamation kostet {}. \
--took lässt die Uhr laufen.",
                say.time(*each),
                say.time(*penalty)
            )
        }
        CliText::ClockAfter {
            number,
            side,
            white,
            black,
        } => {
            let dots = if *side == Color::White { "." } else { "..." };
            format!(
                "{number}{dots} {} {white}, {} {black}",
                say.side(Color::White),
                say.side(Color::Black)
            )
        }
        CliText::FlagFellAt { side, ply } => {
            format!("{}: Fahne gefallen im Halbzug {ply}.", say.side(*side))
        }
        CliText::TookNotSeconds { item, text } => format!(
            "--took: Eintrag {item} („{text}“) ist keine Zahl von Sekunden; so schreiben: \
12,3.5,40"
        ),
        CliText::Analysis { dead, can_mate } => {
            let verdict = match dead {
                Some(true) => "Tote Stellung (Art. 5.2.2): die Partie ist remis.",
                Some(false) => "Keine tote Stellung.",
                None => "Nicht entschieden, ob die Stellung tot ist.",
            };
            let can = |side: Color| {
                let name = say.side(side);
                match can_mate[side] {
                    Some(true) => format!("{name} kann noch mattsetzen"),
                    Some(false) => format!("{name} kann mit keiner Zugfolge mattsetzen"),
                    None => format!("ob {name} mattsetzen kann, ist nicht entschieden"),
                }
            };
            format!("{verdict} {}; {}.", can(Color::White), can(Color::Black))
        }
        CliText::NotConverted { index, text, why } => format!("Zug {index}, „{text}“: {why}"),
        CliText::BuiltInPack { scheme, count } => {
            format!("Stimme {scheme}: {count} Aufnahmen, eingebaut.")
        }
        CliText::SoundOutput(found) => match (&found.device, found.card) {
            (_, false) => format!("Tonsystem {}: keine Soundkarte.", found.host),
            (None, true) => format!("Tonsystem {}: kein Tonausgang.", found.host),
            (Some(device), true) => format!("Tonsystem {}: {device}.", found.host),
        },
        CliText::Using(VoiceInUse::Clips {
            recordings,
            scheme,
            rate,
            device,
            host,
        }) => format!(
            "Es sprechen Aufnahmen: {recordings} der Stimme {scheme}, {rate} Hz, auf {device} \
({host})."
        ),
        CliText::Using(VoiceInUse::System(None)) => {
            "Es spricht die Sprachausgabe des Systems mit der Stimme deiner Einstellungen.".into()
        }
        CliText::Using(VoiceInUse::System(Some(voice))) => {
            format!("Es spricht die Sprachausgabe des Systems, gewünscht ist die Stimme „{voice}“.")
        }
        CliText::Using(VoiceInUse::Text) => "Kein Ton: Ansagen nur als Text.".into(),
        CliText::UnknownName { what, name, names } => {
            format!("{what}: „{name}“ gibt es nicht; es gibt: {names}.")
        }
        CliText::GameUnreadable {
            path,
            game,
            ply,
            fault,
        } => format!(
            "{}\nPartie {game}, Halbzug {ply}: {}.",
            say.path(path),
            record_fault(fault, say)
        ),
        CliText::NoClockToRun => "Die Bedenkzeit none hat keine Uhr, die laufen kann.".into(),
        CliText::Judged { game, verdict, at } => format!(
            "Partie {game}: {}, {} (Art. {}), {}.",
            verdict.score(),
            say.words(&game_end(verdict)),
            verdict.reason.article(),
            place(*at, say)
        ),
        CliText::Ongoing {
            game,
            after,
            to_move,
            claimable,
            with_move,
        } => {
            let after = match after {
                Some((number, side)) => format!("nach Zug {number}, {}", say.side(*side)),
                None => "vor dem ersten Zug".into(),
            };
            let mut line = format!(
                "Partie {game}: * läuft {after}; {} am Zug",
                say.side(*to_move)
            );
            if !claimable.is_empty() {
                line.push_str(&format!("; kann jetzt reklamieren: {}", reasons(claimable)));
            }
            if !with_move.is_empty() {
                let stated: Vec<String> = with_move
                    .iter()
                    .map(|(san, claims)| format!("{} ({})", german_letters(san), reasons(claims)))
                    .collect();
                line.push_str(&format!(
                    "; kann reklamieren mit dem Zug {}",
                    stated.join(", ")
                ));
            }
            line.push('.');
            line
        }
        CliText::NotJudged { game, ply, fault } => format!(
            "Partie {game}: nicht beurteilbar, Halbzug {ply}: {}.",
            record_fault(fault, say)
        ),
        CliText::SomeNotJudged {
            path,
            errors,
            count,
            first: (game, ply),
        } => format!(
            "{}\n{errors} von {count} Partien nicht beurteilbar; die erste: Partie {game}, \
Halbzug {ply}.",
            say.path(path)
        ),
        CliText::Contradiction {
            path,
            game,
            verdict,
            written,
            at,
        } => format!(
            "{}\nPartie {game}: nach den Regeln endet die Partie {} ({}, {}), das \
Ergebnis sagt {written}; es bleibt wie geschrieben.",
            say.path(path),
            place(*at, say),
            say.words(&game_end(verdict)),
            verdict.pgn_result()
        ),
    }
}
