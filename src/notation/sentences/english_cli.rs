//! The English words of the command line outside a game: `--help` of every
//! command, what the command line refuses, the tool commands' notices.
//! Help lines are short, for a 40-cell braille display.

use crate::game::{FenField, Pace, PositionFault, Reason};
use crate::notation::message::{BoardRank, CliCommand, CliText, CommandLineFault, Say, VoiceInUse};

use super::english::{file_problem, record_fault};
use shakmaty::Color;

/// The options a game is played with, `--line` first for screen readers.
const GAME_OPTIONS: &[(&str, &str)] = &[
    ("--line", "line mode, for screen readers"),
    ("--no-prompt", "no move before the input"),
    ("--white", "human, engine, engine=PATH"),
    ("--black", "as --white"),
    ("--engine PATH", "chess program (stockfish)"),
    ("--level N", "strength 1 to 20 (3)"),
    ("--time TC", "5+3, 40/90+30, none"),
    ("--fen FEN", "starting position"),
    ("--chess960 [N]", "Chess960, position N"),
    ("--save FILE", "saves after every move"),
    ("--two-board", "play on two boards"),
    ("--color SIDE", "your side, white or black"),
    ("--tournament", "tournament mode, no engine"),
    ("--no-help", "no hints, no evaluation"),
    ("--five-minute-cue", "time every 5 minutes"),
    ("--warnings S,S", "warnings (300,60,30,10)"),
    ("--fake-time", "practice clock for wait"),
    ("--notation words|san", "print words or Nf3"),
];

/// How annabella sounds and looks.
const SOUND_OPTIONS: &[(&str, &str)] = &[
    ("--voice", "auto, clips, system, text"),
    ("--scheme", "fide (German), english"),
    ("--rate", "speaking rate 0.75 to 2"),
    ("--voice-pack DIR", "your own recordings"),
    ("--system-voice NAME", "system voice"),
];

const LOOK_OPTIONS: &[(&str, &str)] = &[
    ("--pieces", "shapes, letters, figurines"),
    ("--theme", "dark, light, colorblind"),
    ("--board-size PERCENT", "width 50 to 90"),
    ("--ascii", "ASCII letters, umlauts as ae"),
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
        CliCommand::Play => "play a game",
        CliCommand::Resume => "go on with an unfinished game",
        CliCommand::Review => "step through a game",
        CliCommand::Online => "play on lichess",
        CliCommand::Corr => "correspondence by e-mail and post",
        CliCommand::Iccf => "ICCF correspondence over XfCC",
        CliCommand::Adjudicate => "FIDE verdict of each game",
        CliCommand::Analyze => "dead position, who can mate",
        CliCommand::Clock => "a chess clock",
        CliCommand::Announce => "a line per half-move, as said",
        CliCommand::Convert => "moves in another notation",
        CliCommand::Export => "export a scoresheet",
        CliCommand::Reconcile => "where two scoresheets differ",
        CliCommand::Voices => "voices and sound outputs",
        CliCommand::Bench => "measure the figures",
    }
}

fn help(command: Option<CliCommand>) -> String {
    let Some(command) = command else {
        let mut lines = vec![
            "annabella: chess for blind players.".to_owned(),
            "Screen readers: annabella --line".to_owned(),
            "Usage: annabella COMMAND OPTIONS".to_owned(),
            "No command: play.".to_owned(),
        ];
        for command in CliCommand::ALL {
            options(&mut lines, &[(command.name(), command_line(command))]);
        }
        lines.push("annabella COMMAND --help: options".to_owned());
        lines.push("--version: the version".to_owned());
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
            lines.push("Usage: annabella play OPTIONS".into());
            options(&mut lines, GAME_OPTIONS);
            options(&mut lines, SOUND_OPTIONS);
            options(&mut lines, LOOK_OPTIONS);
        }
        CliCommand::Resume => {
            lines.push("Usage: annabella resume [FILE]".into());
            lines.push("FILE: else the last unfinished game".into());
            options(&mut lines, &GAME_OPTIONS[..2]);
            options(&mut lines, &[("--game N", "game N of the file")]);
            options(&mut lines, &GAME_OPTIONS[2..]);
            options(&mut lines, SOUND_OPTIONS);
            options(&mut lines, LOOK_OPTIONS);
        }
        CliCommand::Review => {
            lines.push("Usage: annabella review FILE.pgn".into());
            options(&mut lines, &GAME_OPTIONS[..2]);
            options(&mut lines, &[("--game N", "game N of the file")]);
            options(&mut lines, SOUND_OPTIONS);
            options(&mut lines, LOOK_OPTIONS);
        }
        CliCommand::Online => {
            lines.push("Usage: annabella online [login]".into());
            lines.push("or: online seek, online challenge NAME".into());
            lines.push("or: online ai, online cancel ID".into());
            options(
                &mut lines,
                &[
                    ("--line", "line mode, for screen readers"),
                    ("--no-prompt", "no move before the input"),
                    ("--game ID", "play this lichess game"),
                    ("--days N", "days a move (seek, challenge)"),
                    ("--time MIN+SEC", "clock (seek, challenge)"),
                    ("--rated", "a rated game (else casual)"),
                    ("--color", "white, black or random"),
                    ("--variant", "standard or chess960"),
                    ("--rating-range LOW-HIGH", "rating (seek)"),
                    ("--level N", "lichess AI's strength 1 to 8"),
                    ("--server URL", "the lichess server"),
                    ("--token-file FILE", "the token's file"),
                ],
            );
            options(&mut lines, &SOUND_OPTIONS[..3]);
        }
        CliCommand::Corr => {
            lines.push("Usage: annabella corr NAME".into());
            lines.push("or: corr new NAME, corr list".into());
            options(
                &mut lines,
                &[
                    ("--line", "line mode (always)"),
                    ("--color SIDE", "new: white or black"),
                    ("--opponent NAME", "new: the opponent"),
                    ("--time M/Dd", "new: moves in days (10/50d)"),
                    ("--due DAYS", "new: reply due after (3)"),
                ],
            );
            options(&mut lines, &SOUND_OPTIONS[..3]);
        }
        CliCommand::Iccf => {
            lines.push("Usage: annabella iccf [login]".into());
            lines.push("or: iccf --game ID".into());
            options(
                &mut lines,
                &[
                    ("--line", "line mode (always)"),
                    ("--game ID", "play this ICCF game"),
                    ("--server URL", "XfCC server (ICCF)"),
                    ("--login-file FILE", "the login's file"),
                    ("--poll SEC", "ask the server every (300)"),
                ],
            );
            options(&mut lines, &SOUND_OPTIONS[..3]);
        }
        CliCommand::Adjudicate => {
            lines.push("Usage: annabella adjudicate FILE.pgn".into());
            lines.push("FILE -: standard input".into());
            options(
                &mut lines,
                &[
                    ("--json", "one JSON object per game"),
                    ("--scheme", "fide (German), english"),
                ],
            );
        }
        CliCommand::Analyze => {
            lines.push("Usage: annabella analyze --fen FEN".into());
            options(
                &mut lines,
                &[
                    ("--fen FEN", "the position"),
                    ("--json", "as JSON"),
                    ("--scheme", "fide (German), english"),
                ],
            );
        }
        CliCommand::Clock => {
            lines.push("Usage: annabella clock --time TC".into());
            options(
                &mut lines,
                &[
                    ("--time TC", "5+3, 40/90+30, 25d5, 25b5"),
                    ("--took S,S", "seconds a move, White first"),
                    ("--json", "as JSON"),
                    ("--scheme", "fide (German), english"),
                ],
            );
        }
        CliCommand::Announce => {
            lines.push("Usage: annabella announce FILE.pgn".into());
            lines.push("FILE -: standard input".into());
            options(
                &mut lines,
                &[
                    ("--scheme", "fide (German), english"),
                    ("--ascii", "umlauts as ae, oe, ue"),
                ],
            );
        }
        CliCommand::Convert => {
            lines.push("Usage: annabella convert --to N MOVES".into());
            options(
                &mut lines,
                &[
                    ("--to", "san, san-de, uci, iccf, fide, english, brf"),
                    ("--fen FEN", "starting position"),
                    ("--chess960", "castling as in Chess960"),
                    ("--scheme", "fide (German), english"),
                ],
            );
        }
        CliCommand::Export => {
            lines.push("Usage: annabella export FILE.pgn --to F".into());
            options(
                &mut lines,
                &[
                    ("--to", "pgn, txt, brf, braille, wav, iccf"),
                    ("-o, --output FILE", "needed for wav"),
                    ("--scheme", "fide (German), english"),
                    ("--game N", "only game N"),
                    ("--clock", "clocks after each move"),
                ],
            );
        }
        CliCommand::Reconcile => {
            lines.push("Usage: annabella reconcile A.pgn B.pgn".into());
            options(
                &mut lines,
                &[
                    ("--scheme", "fide (German), english"),
                    ("--json", "as JSON"),
                ],
            );
        }
        CliCommand::Voices => {
            lines.push("Usage: annabella voices".into());
            options(&mut lines, SOUND_OPTIONS);
            options(&mut lines, &[("--clip-texts SCHEME", "the clips' texts")]);
        }
        CliCommand::Bench => {
            lines.push("Usage: annabella bench WHAT [FILE]".into());
            lines.push("WHAT: deadpos, latency, export,".into());
            lines.push("  startup, idle, pgn, memory, answer".into());
            options(&mut lines, &[("--n N", "measure so often (50)")]);
            options(&mut lines, SOUND_OPTIONS);
        }
    }
    lines.join("\n")
}

/// The field of a FEN that does not read.
pub(super) fn fen_field(field: FenField) -> &'static str {
    match field {
        FenField::Whole => "a FEN has six fields, separated by spaces",
        FenField::Board => "the placement of the pieces (first field)",
        FenField::Turn => "who is to move (w or b)",
        FenField::Castling => "the castling rights",
        FenField::EnPassant => "the en passant square",
        FenField::HalfmoveClock => "the halfmove clock",
        FenField::Fullmoves => "the move number",
    }
}

/// Why a FEN's position cannot arise in a game.
pub(super) fn position_fault(fault: PositionFault) -> &'static str {
    match fault {
        PositionFault::EmptyBoard => "the board is empty",
        PositionFault::MissingKing => "a king is missing",
        PositionFault::TooManyKings => "a side has more than one king",
        PositionFault::PawnsOnBackRank => "a pawn stands on the first or eighth rank",
        PositionFault::CastlingRights => "the castling rights do not fit the king and rooks",
        PositionFault::EnPassant => "the en passant square does not fit",
        PositionFault::OppositeCheck => "the side not to move is in check",
        PositionFault::ImpossibleCheck => "this check cannot arise",
        PositionFault::TooMuchMaterial => "too many pieces",
    }
}

/// A position a rank a line, in English piece letters (K Q R B N P),
/// White's in capitals, Black's small, `-` an empty square.
pub(super) fn position(ranks: &[BoardRank]) -> String {
    super::german_cli::rows(ranks, |role| role.char())
}

/// "move 8", "move 8 (Black)".
fn move_name((number, side): (u32, Color)) -> String {
    match side {
        Color::White => format!("move {number}"),
        Color::Black => format!("move {number} (Black)"),
    }
}

/// "at move 8 (Black)", "in the starting position".
fn place(at: Option<(u32, Color)>) -> String {
    match at {
        Some(at) => format!("at {}", move_name(at)),
        None => "in the starting position".into(),
    }
}

fn reasons(reasons: &[Reason]) -> String {
    reasons
        .iter()
        .map(|r| r.phrase())
        .collect::<Vec<_>>()
        .join(" and ")
}

fn fault(fault: &CommandLineFault) -> String {
    match fault {
        CommandLineFault::UnknownCommand(word) => format!("there is no command '{word}'"),
        CommandLineFault::UnknownOption(option) => format!("there is no option {option} here"),
        CommandLineFault::Missing(names) => format!("missing: {}", names.join(", ")),
        CommandLineFault::BadValue { option, value } if value.is_empty() => {
            format!("{option} needs a value")
        }
        CommandLineFault::BadValue { option, value } => {
            format!("'{value}' does not fit {option}")
        }
        CommandLineFault::Conflict(option) => format!("{option} does not go with the rest"),
        CommandLineFault::Other => "the command line is not understood".into(),
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
            format!("{}; {help} lists the options.", fault(f))
        }
        CliText::CannotWrite(problem) => {
            format!("The output cannot be written: {}.", file_problem(problem))
        }
        CliText::LineModeHint => "Line mode: Ctrl+C, then annabella --line".into(),
        CliText::LineModePlain => "A plain terminal: line mode.".into(),
        CliText::LineModeChosen => {
            "A screen reader runs: line mode. annabella --help names the options.".into()
        }
        CliText::ClockControl {
            control,
            each,
            pace,
            penalty,
        } => {
            let pace = match pace {
                Pace::Standard => "standard",
                Pace::Rapid => "rapid",
                Pace::Blitz => "blitz",
            };
            format!(
                "{control}: {} each; {pace}; an incorrect claim costs {}. Give --took to run it.",
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
            format!("{}'s flag fell during ply {ply}.", say.side(*side))
        }
        CliText::TookNotSeconds { item, text } => format!(
            "--took: item {item} ('{text}') is not a number of seconds; write them like 12,3.5,40"
        ),
        CliText::Analysis { dead, can_mate } => {
            let verdict = match dead {
                Some(true) => "Dead position (art. 5.2.2): the game is drawn.",
                Some(false) => "Not a dead position.",
                None => "Undecided whether the position is dead.",
            };
            let can = |side: Color| {
                let name = say.side(side);
                match can_mate[side] {
                    Some(true) => format!("{name} can still mate"),
                    Some(false) => format!("{name} cannot mate by any series of legal moves"),
                    None => format!("whether {name} can mate could not be decided"),
                }
            };
            format!("{verdict} {}; {}.", can(Color::White), can(Color::Black))
        }
        CliText::NotConverted { index, text, why } => format!("move {index} '{text}': {why}"),
        CliText::BuiltInPack { scheme, count } => {
            format!("Voice pack {scheme}: {count} recordings, built in.")
        }
        CliText::SoundOutput(found) => match (&found.device, found.card) {
            (_, false) => format!("Sound output {}: no sound card.", found.host),
            (None, true) => format!("Sound output {}: no output device.", found.host),
            (Some(device), true) => format!("Sound output {}: {device}.", found.host),
        },
        CliText::Using(VoiceInUse::Clips {
            recordings,
            scheme,
            rate,
            device,
            host,
        }) => format!(
            "Using clips: {recordings} recordings of the {scheme} scheme at {rate} Hz, playing \
on {device} ({host})."
        ),
        CliText::Using(VoiceInUse::System(None)) => {
            "Using the system's speech, with the voice of your speech settings.".into()
        }
        CliText::Using(VoiceInUse::System(Some(voice))) => {
            format!("Using the system's speech, voice '{voice}' asked for.")
        }
        CliText::Using(VoiceInUse::Text) => "Using text: no sound.".into(),
        CliText::UnknownName { what, name, names } => {
            format!("{what}: there is no '{name}'; there is: {names}.")
        }
        CliText::GameUnreadable {
            path,
            game,
            ply,
            fault,
        } => format!(
            "{}\nGame {game}, ply {ply}: {}",
            say.path(path),
            record_fault(fault, say)
        ),
        CliText::NoClockToRun => "Time control 'none' has no clock to run.".into(),
        CliText::Judged { game, verdict, at } => format!(
            "Game {game}: {} by {} (art. {}) {}",
            verdict.score(),
            verdict.reason.phrase(),
            verdict.reason.article(),
            place(*at)
        ),
        CliText::Ongoing {
            game,
            after,
            to_move,
            claimable,
            with_move,
        } => {
            let after = match after {
                Some(at) => format!("after {}", move_name(*at)),
                None => "at the start".into(),
            };
            let mut line = format!(
                "Game {game}: * ongoing {after}, {} to move",
                say.side(*to_move)
            );
            if !claimable.is_empty() {
                line.push_str(&format!("; may claim {} now", reasons(claimable)));
            }
            if !with_move.is_empty() {
                let stated: Vec<String> = with_move
                    .iter()
                    .map(|(san, claims)| format!("{san} ({})", reasons(claims)))
                    .collect();
                line.push_str(&format!("; may claim by stating {}", stated.join(", ")));
            }
            line
        }
        CliText::NotJudged { game, ply, fault } => format!(
            "Game {game}: cannot be judged: ply {ply}: {}",
            record_fault(fault, say)
        ),
        CliText::SomeNotJudged {
            path,
            errors,
            count,
            first: (game, ply),
        } => format!(
            "{}\n{errors} of {count} games could not be judged; the first: game {game}, ply {ply}.",
            say.path(path)
        ),
        CliText::Contradiction {
            path,
            game,
            verdict,
            written,
            at,
        } => format!(
            "{}\nGame {game}: the rules end the game {} by {} ({}), but its result says \
{written}; the result is kept as written",
            say.path(path),
            place(*at),
            verdict.reason.phrase(),
            verdict.pgn_result()
        ),
    }
}
