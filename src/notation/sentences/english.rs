//! The sentences of the `english` scheme.

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
        ("1-0", true) => "one nil".into(),
        ("0-1", true) => "nil one".into(),
        ("1/2-1/2", true) => "drawn".into(),
        ("*", _) => "open".into(),
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
        return format!("Result {shown}: the game has not ended.");
    };
    let end = say.words(&game_end(verdict));
    match ended_at {
        Some((number, side)) if verdict.pgn_result() == written => format!(
            "Result {shown}: {end} with move {}, {}; moves written after it are kept.",
            say.number(number as usize),
            say.side(side)
        ),
        Some((number, side)) => format!(
            "Result as written {shown}; by the rules the game ended with move {}, {}: {end}.",
            say.number(number as usize),
            say.side(side)
        ),
        None if verdict.pgn_result() != written && written != "*" => {
            format!("Result as written {shown}; by the rules: {end}.")
        }
        None => format!("Result {shown}: {end}."),
    }
}

pub(super) fn file_problem(problem: &FileProblem) -> String {
    match problem {
        FileProblem::NoPermission => "no permission".into(),
        FileProblem::NotFound => "it is not there".into(),
        FileProblem::NotAFolder => "a part of the path is a file, not a folder".into(),
        FileProblem::IsAFolder => "that is a folder".into(),
        FileProblem::NotAFile => "that is not a plain file".into(),
        FileProblem::NoSpace => "the disk is full".into(),
        FileProblem::ReadOnly => "it is read-only".into(),
        FileProblem::Locked => "another annabella is playing this game now".into(),
        FileProblem::NoFolder => "neither HOME nor XDG_DATA_HOME is set".into(),
        FileProblem::Other(text) => format!("system error: {text}"),
        FileProblem::DanglingLink => "that is a link to a file that is not there".into(),
        FileProblem::IsTheSource => "that is the file being read".into(),
        FileProblem::TooBig(limit) => {
            format!("bigger than {limit} bytes; a file that big is not read")
        }
        FileProblem::NoFreeName => "every name for a new game is taken".into(),
        FileProblem::AlreadyThere => "a file has been put there meanwhile".into(),
        FileProblem::ChangedMeanwhile => {
            "another program changed the file while the game was played".into()
        }
        FileProblem::NoGame => "there is no game in it".into(),
        FileProblem::RiffFull(limit) => format!(
            "a WAV file holds at most {limit} bytes of sound; export fewer games with --game"
        ),
        FileProblem::LinkLoop => "the links lead round in a circle".into(),
        FileProblem::BadName => "the name is too long or not allowed".into(),
        FileProblem::TooBigForDisk => "a file cannot grow that big there".into(),
        FileProblem::Busy => "the system is using it".into(),
    }
}

fn setting_problem(problem: &SettingProblem) -> String {
    match problem {
        SettingProblem::Player(text) => {
            format!("\"{text}\" is not human, engine or engine=PATH")
        }
        SettingProblem::PieceStyle(text) => {
            format!("\"{text}\" is not a piece style: shapes, letters or figurines")
        }
        SettingProblem::Level(text) => format!("\"{text}\" is not a level from 1 to 20"),
        SettingProblem::Rate(text) => {
            format!("\"{text}\" is not a speaking rate from 0.75 to 2")
        }
        SettingProblem::Time { text, column } => format!(
            "the time control \"{text}\" cannot be read from character {column} \
(write it like 5+3, 90+30, 40/90+30,30+30, 25d5 or none)"
        ),
        SettingProblem::Scheme(text) => {
            format!("\"{text}\" is not a scheme: fide or english")
        }
        SettingProblem::Notation(text) => {
            format!("\"{text}\" is not a notation: words or san (Nf3)")
        }
        SettingProblem::Voice(text) => {
            format!("\"{text}\" is not a voice: auto, clips, system or text")
        }
        SettingProblem::Theme(text) => {
            format!("\"{text}\" is not a theme: dark, light or colorblind")
        }
        SettingProblem::Color(text) => format!("\"{text}\" is not a side: white or black"),
        SettingProblem::BoardSize(text) => {
            format!("\"{text}\" is not a board size from 50 to 90 (percent of the width)")
        }
        SettingProblem::Seconds(text) => {
            format!("\"{text}\" is not a number of seconds from 1 to 36000")
        }
        SettingProblem::Chess960(text) => format!("\"{text}\" is not a number from 0 to 959"),
        SettingProblem::Days(text) => {
            format!("lichess offers 1, 2, 3, 5, 7, 10 or 14 days a move, not \"{text}\"")
        }
        SettingProblem::OnlineClock(text) => format!(
            "the clock \"{text}\" cannot be read (write minutes+seconds of increment, like 10+5, \
at most 180+180)"
        ),
        SettingProblem::ChallengeClock(text) => format!(
            "lichess takes a challenge's clock of 0, 0.25, 0.5, 0.75, 1 or 1.5 minutes or whole \
minutes up to 180, with at most 60 seconds of increment, not \"{text}\""
        ),
        SettingProblem::AiLevel(text) => {
            format!("lichess's AI plays at levels 1 to 8, not \"{text}\"")
        }
        SettingProblem::OnlineColor(text) => {
            format!("the colour is white, black or random, not \"{text}\"")
        }
        SettingProblem::Variant(text) => {
            format!("annabella plays standard and chess960 on lichess, not \"{text}\"")
        }
        SettingProblem::RatingRange(text) => {
            format!("a seek's rating range is written like 1500-1800, not \"{text}\"")
        }
        SettingProblem::RatingRangeSeekOnly => {
            "lichess takes a rating range for a seek only".into()
        }
        SettingProblem::ColorRealTimeSeekOnly => {
            "lichess takes a colour for a seek with a clock only, not for days a move".into()
        }
        SettingProblem::AiCasualOnly => "lichess's AI plays casual games only".into(),
        SettingProblem::NotText => "text or a number belongs here".into(),
        SettingProblem::NotTrueOrFalse => "true or false belongs here".into(),
        SettingProblem::Unknown => "not a setting annabella knows".into(),
    }
}

fn config_fault(fault: &ConfigFault) -> String {
    match fault {
        ConfigFault::NotUtf8 => "not UTF-8 text".into(),
        ConfigFault::Unreadable(problem) => format!("cannot be read ({})", file_problem(problem)),
        ConfigFault::NotToml(detail) => format!("not valid TOML ({detail})"),
    }
}

/// What lichess says ended a game, in words: who left or lost by its
/// verdict where it names a winner.
fn server_status(status: &str, loser: Option<Color>, say: &Say) -> String {
    match (status, loser) {
        ("timeout", Some(side)) => format!("{} left the game", say.side(side)),
        ("timeout", None) => "a player left the game".into(),
        ("outoftime", Some(side)) => format!("{} ran out of time", say.side(side)),
        ("outoftime", None) => "time ran out".into(),
        ("resign", Some(side)) => format!("{} resigned", say.side(side)),
        ("mate", _) => "checkmate, as lichess says".into(),
        ("stalemate", _) => "stalemate, as lichess says".into(),
        ("draw", _) => "a draw, as lichess says".into(),
        ("cheat", _) => "a breach of the rules was found".into(),
        ("noStart", _) => "the game was never started".into(),
        ("aborted", _) => "aborted".into(),
        ("variantEnd", _) => "the end by the variant's rules".into(),
        ("insufficientMaterialClaim", _) => "a draw claimed for insufficient material".into(),
        ("unknownFinish", _) => "lichess ended the game without giving a reason".into(),
        (other, _) => format!("lichess says \"{other}\""),
    }
}

/// A player on lichess by name (with the title lichess gives it), or
/// lichess's AI by its level.
fn lichess_player(player: &LichessPlayer, say: &Say) -> String {
    match player {
        LichessPlayer::Named { name, .. } => name.clone(),
        LichessPlayer::Ai(level) => format!("lichess AI level {}", say.number(*level as usize)),
        LichessPlayer::Anonymous => "Anonymous".into(),
    }
}

/// ", rating 1500", provisional marked; nothing without a rating.
fn lichess_rating(player: &LichessPlayer, say: &Say) -> String {
    match player {
        LichessPlayer::Named {
            rating: Some(rating),
            provisional,
            ..
        } => format!(
            ", rating {}{}",
            say.number(*rating as usize),
            if *provisional { " provisional" } else { "" }
        ),
        _ => String::new(),
    }
}

fn counted(n: u64, one: &str, many: &str, say: &Say) -> String {
    format!(
        "{} {}",
        say.number(n as usize),
        if n == 1 { one } else { many }
    )
}

/// A lichess game's pace: its clock, days a move, or none.
fn lichess_pace(pace: &LichessPace, say: &Say) -> String {
    match pace {
        LichessPace::Clock { initial, increment } => {
            let start = if initial % 60 == 0 && *initial > 0 {
                counted(initial / 60, "minute", "minutes", say)
            } else {
                counted(*initial, "second", "seconds", say)
            };
            if *increment == 0 {
                start
            } else {
                format!(
                    "{start} plus {} a move",
                    counted(*increment, "second", "seconds", say)
                )
            }
        }
        LichessPace::Days(days) => format!(
            "correspondence, {} a move",
            counted(u64::from(*days), "day", "days", say)
        ),
        LichessPace::Unlimited => "no clock".into(),
    }
}

/// lichess's speed of a game, in words.
fn lichess_speed(speed: &str) -> String {
    match speed {
        "ultraBullet" => "ultrabullet".into(),
        "correspondence" => "correspondence".into(),
        "bullet" | "blitz" | "rapid" | "classical" => speed.into(),
        other => other.into(),
    }
}

fn not_playable(why: &NotPlayable) -> String {
    match why {
        NotPlayable::BoardApi => "lichess does not let the Board API play it".into(),
        NotPlayable::Variant(name) => format!("{name}, a variant annabella does not play"),
    }
}

/// Days, hours and minutes, as a correspondence clock is read.
fn days_left(left: std::time::Duration, say: &Say) -> String {
    let minutes = left.as_secs() / 60;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    let part = |n: u64, one: &str, many: &str| {
        if n == 1 {
            format!("{} {one}", say.number(1))
        } else {
            format!("{} {many}", say.number(n as usize))
        }
    };
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(part(days, "day", "days"));
    }
    if hours > 0 || days > 0 {
        parts.push(part(hours, "hour", "hours"));
    }
    if days == 0 {
        parts.push(part(minutes, "minute", "minutes"));
    }
    parts.join(" ")
}

fn online(text: &OnlineText, say: &Say) -> String {
    match text {
        OnlineText::TokenPrompt => {
            "Paste your lichess token (scope board:play), then Enter; it is not shown:".into()
        }
        OnlineText::TokenSaved(path) => format!("Token kept in:\n{}", say.path(path)),
        OnlineText::LoggedIn(user) => format!("Logged in to lichess as {user}."),
        OnlineText::NoToken => {
            "No lichess token: type annabella online login, or set LICHESS_TOKEN.".into()
        }
        OnlineText::TokenRefused => "lichess refuses the token: make a new one with the scope \
board:play at lichess.org/account/oauth/token and type annabella online login."
            .into(),
        OnlineText::ServerDown { server, why } => {
            format!("{server} cannot be reached ({}).", server_trouble(why, say))
        }
        OnlineText::NoSuchGame(id) => format!("There is no game {id} on lichess."),
        OnlineText::Refused(why) => format!("lichess refuses: {why}."),
        OnlineText::RateLimited(seconds) => format!(
            "lichess asks to wait: the next request goes in {}.",
            counted(*seconds, "second", "seconds", say)
        ),
        OnlineText::ConnectionLost => "Connection to lichess lost; annabella keeps trying.".into(),
        OnlineText::ConnectionBack => "Connected to lichess again.".into(),
        OnlineText::NotSent => {
            "No connection: the move was not sent. Type it again once connected.".into()
        }
        OnlineText::Games { total: 1, my_turn } => if *my_turn == 1 {
            "One ongoing game; it is your move."
        } else {
            "One ongoing game; your opponent is to move."
        }
        .into(),
        OnlineText::Games { total, my_turn } => format!(
            "{} ongoing games; your move in {}.",
            say.number(*total),
            say.number(*my_turn)
        ),
        OnlineText::NoGames => "No ongoing game. annabella online seek or annabella online \
challenge NAME starts one."
            .into(),
        OnlineText::Playing {
            id,
            opponent,
            color,
            days,
        } => {
            let pace = match days {
                Some(days) => format!(
                    ", correspondence, {} days a move",
                    say.number(*days as usize)
                ),
                None => String::new(),
            };
            format!(
                "Game {id} against {}; you play {}{pace}.",
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
            if *rated { "rated" } else { "casual" },
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
                        ", your move"
                    } else {
                        ", the opponent's move"
                    });
                    if let Some(left) = left {
                        let left = std::time::Duration::from_secs(*left);
                        line.push_str(&format!(", {} left", days_left(left, say)));
                    }
                    line.push('.');
                }
            }
            line
        }
        OnlineText::ChooseGame { default } => format!(
            "Which game? Type its number; Enter plays {}.",
            say.number(*default)
        ),
        OnlineText::NoSuchNumber(typed) => {
            format!("No game to play has the number {typed}; type one of the list.")
        }
        OnlineText::GameNotPlayable { id, why } => {
            format!("Game {id} cannot be played here: {}.", not_playable(why))
        }
        OnlineText::NoPlayableGame => "None of these games can be played from annabella.".into(),
        OnlineText::NoClock => "This game has no clock.".into(),
        OnlineText::TokenLacksBoardPlay => {
            "This token may not play: it lacks the scope board:play. \
Make a new one with board:play at lichess.org/account/oauth/token and type annabella online login."
                .into()
        }
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
                format!("{variant}, a variant annabella does not play")
            };
            let colour = match you_play {
                Some(side) => format!("you play {}", say.side(*side)),
                None => "colours by lot".into(),
            };
            format!(
                "{} {}{}: {}, {}, {variant}, {colour}. accept takes it, decline [reason] declines it.",
                if *rematch {
                    "Rematch offered by"
                } else {
                    "Challenge from"
                },
                lichess_player(from, say),
                lichess_rating(from, say),
                if *rated { "rated" } else { "casual" },
                lichess_pace(pace, say)
            )
        }
        OnlineText::ChallengeWithdrawn(user) => format!("{user} withdrew the challenge."),
        OnlineText::NoChallenge => "No challenge is waiting for an answer.".into(),
        OnlineText::ChallengeAccepted => {
            "Challenge accepted; the game is announced when lichess starts it.".into()
        }
        OnlineText::ChallengeDeclinedByYou => "Challenge declined.".into(),
        OnlineText::FirstMoveDue(left) => format!(
            "Your first move: {} left, else lichess aborts the game.",
            counted(left.as_secs(), "second", "seconds", say)
        ),
        OnlineText::NoSuchChallenge(id) => {
            format!("lichess has no challenge {id} (any longer).")
        }
        OnlineText::AcceptedNotStarted(seconds) => format!(
            "lichess did not start the game within {seconds} seconds; once it runs, \
annabella online opens it."
        ),
        OnlineText::BadDeclineReason(typed) => format!(
            "lichess knows no reason \"{typed}\"; it knows generic, later, tooFast, tooSlow, \
timeControl, rated, casual, standard, variant, noBot and onlyBot."
        ),
        OnlineText::ChallengeCancelled(id) => format!("Challenge {id} withdrawn."),
        OnlineText::SeekEnded => "lichess ended the seek without a game.".into(),
        OnlineText::OfferDeclined { draw: true } => "The opponent declines your draw offer.".into(),
        OnlineText::OfferDeclined { draw: false } => {
            "The opponent declines your takeback request.".into()
        }
        OnlineText::ChatTaken => "Sent.".into(),
        OnlineText::LeftUnsent(count) => format!(
            "{} waiting out lichess's rate limit {} not sent.",
            if *count == 1 {
                "One request".to_owned()
            } else {
                format!("{} requests", say.number(*count))
            },
            if *count == 1 { "was" } else { "were" }
        ),
        OnlineText::DaysRunningOut(left) => {
            format!("Your time runs out: {} left.", days_left(*left, say))
        }
        OnlineText::YourTimeLeft(left) => format!("You have {} left.", days_left(*left, say)),
        OnlineText::ChallengedLive(user) => format!(
            "Challenge sent to {user}; waiting for the answer. Ctrl-C withdraws the challenge."
        ),
        OnlineText::ClockRunsOn => "Your clock runs on at lichess while you are away; quit \
again leaves, anything else stays."
            .into(),
        OnlineText::Numbered { number, text } => {
            format!("{}: {}", say.number(*number), online(text, say))
        }
        OnlineText::AnswerChallenges { only: true } => {
            "Answer: accept, decline [reason], quit.".into()
        }
        OnlineText::AnswerChallenges { only: false } => {
            "accept N, decline N [reason] or quit.".into()
        }
        OnlineText::NoSuchChallengeNumber(typed) => {
            format!("No challenge {typed}; accept N, decline N or quit.")
        }
        OnlineText::ChallengeDeclinedWhy { user, key } => {
            let why = match key.to_lowercase().as_str() {
                "later" => "not now; ask again later",
                "toofast" => "too fast a clock for them",
                "tooslow" => "too slow a clock for them",
                "timecontrol" => "not this time control",
                "rated" => "they want a rated game",
                "casual" => "they want a casual game",
                "standard" => "no variants now",
                "variant" => "not this variant now",
                "nobot" => "no bots",
                "onlybot" => "bots only",
                _ => "no challenges now",
            };
            format!("{user} declines the challenge: {why}.")
        }
        OnlineText::NewGame { id, opponent } => {
            format!(
                "New game {id} against {}: games lists it and game N plays it.",
                lichess_player(opponent, say)
            )
        }
        OnlineText::Seeking { stays: false } => {
            "Seek sent; waiting for an opponent. Ctrl-C withdraws the seek.".into()
        }
        OnlineText::Seeking { stays: true } => "Seek sent; waiting for an opponent. The seek \
stays on lichess: Ctrl-C stops waiting here, and annabella online opens the game once someone \
accepts it."
            .into(),
        OnlineText::Challenged(user) => format!(
            "Challenge sent to {user}; waiting for the answer. Ctrl-C stops waiting here, and \
annabella online opens the game once it is accepted."
        ),
        OnlineText::ChallengeDeclined(user) => format!("{user} declines the challenge."),
        OnlineText::Chat { user, text } => format!("{user} writes: {text}"),
        OnlineText::OpponentGone(Some(seconds)) if *seconds > 0 => format!(
            "The opponent left the game; in {} claim win wins it, claim draw draws it.",
            counted(*seconds, "second", "seconds", say)
        ),
        OnlineText::OpponentGone(_) => {
            "The opponent left the game; claim win wins it, claim draw draws it.".into()
        }
        OnlineText::OpponentBack => "The opponent is back.".into(),
        OnlineText::DrawOfferSent => "Draw offered.".into(),
        OnlineText::TakebackAsked => "Takeback asked for.".into(),
        OnlineText::AnswerDraw => "yes accepts the draw, no declines it.".into(),
        OnlineText::OpponentAsksTakeback => {
            "The opponent asks to take back the last move: yes or no.".into()
        }
        OnlineText::TakebackDeclined => "Takeback declined.".into(),
        OnlineText::EndedOnServer {
            status,
            loser,
            result: written,
        } => format!(
            "Game over: {}, {}.",
            server_status(status, *loser, say),
            result(written, say)
        ),
        OnlineText::DaysLeft { side, left } => format!(
            "{} to move, {} left.",
            say.side(*side),
            days_left(*left, say)
        ),
        OnlineText::NotOnline => {
            "Not in an online game: no help, no engine, no two-board play.".into()
        }
        OnlineText::NoOneGone => {
            "The opponent has not left the game: there is nothing to claim.".into()
        }
        OnlineText::ClaimSent => {
            "Draw claimed: lichess decides, and says so if it does not hold.".into()
        }
        OnlineText::ChatSent => "Sent.".into(),
        OnlineText::OpponentToMove => "The opponent is to move; your move was not played.".into(),
        OnlineText::OnlyOnline => "That is only for games on lichess.".into(),
        OnlineText::PlainHttp(server) => format!(
            "{server} is plain http to another machine: the token would travel readable on the \
way. Use https://, or http:// only to this machine (127.0.0.1, localhost)."
        ),
        OnlineText::TokenFileOpen { path, mode } => format!(
            "The token file\n{}\nmay be read by others (mode {mode:04o}); it is not used. Run \
chmod 600 on it, then try again.",
            say.path(path)
        ),
        OnlineText::TokenFileNotOwn(path) => format!(
            "The token file\n{}\nbelongs to someone else; it is not used. Keep your own token \
with annabella online login.",
            say.path(path)
        ),
        OnlineText::TokenFileUnusable { path, problem } => format!(
            "The token file {} cannot be used ({}); keep the token in a plain file.",
            path.display(),
            file_problem(problem)
        ),
        OnlineText::TokenMalformed => "The lichess token has a character no token has (a \
control character or a space inside it): copy it again from lichess.org/account/oauth/token."
            .into(),
        OnlineText::NotLichess(server) => format!(
            "{server} does not know the lichess API (404 for the account): is it a lichess server?"
        ),
        OnlineText::ServerMoveUnplayable { uci, ply } => format!(
            "lichess sends a move that cannot be played here: {uci} (half-move {}); the game \
stays at the move before it.",
            say.number(*ply)
        ),
        OnlineText::UnreadableGame(detail) => {
            format!("lichess sends a game annabella cannot read ({detail}); it is not opened.")
        }
        OnlineText::MoveTakenBack => {
            "The move did not reach lichess and is taken back here; type it again.".into()
        }
    }
}

pub(super) fn server_trouble(why: &ServerTrouble, say: &Say) -> String {
    match why {
        ServerTrouble::NoAnswer => "nothing answers there".into(),
        ServerTrouble::UnknownHost => "no server has that name".into(),
        ServerTrouble::NotHttps => {
            "no secure connection: the server does not speak https; is it an http:// address?"
                .into()
        }
        ServerTrouble::TooSlow(seconds) => format!(
            "no complete answer within {} seconds",
            say.number(*seconds as usize)
        ),
        ServerTrouble::Closed => "the connection closed before the answer was whole".into(),
        ServerTrouble::NoGame => "the game's stream brings no game, only empty lines".into(),
        ServerTrouble::Status(status) => format!("it fails with HTTP status {status}"),
        ServerTrouble::NotJson => "its answer is not what the lichess API describes".into(),
        ServerTrouble::Other(text) => text.clone(),
    }
}

fn engine_problem(problem: &EngineProblem) -> String {
    match problem {
        EngineProblem::NotFound(path) => format!("No program at {path}"),
        EngineProblem::NotInstalled(name) => {
            format!("{name} is not in PATH or /usr/games (install the stockfish package)")
        }
        EngineProblem::DidNotStart { program, why } => {
            format!("The engine {program} did not start ({why})")
        }
        EngineProblem::Pipes => "The engine's pipes could not be opened".into(),
        EngineProblem::Stopped { name, status } => {
            format!("The engine {name} stopped ({status})")
        }
        EngineProblem::NoAnswer {
            name,
            word,
            seconds,
        } => format!("The engine {name} did not answer {word} within {seconds} s"),
        EngineProblem::NoChess960(name) => format!("{name} does not play Chess960"),
        EngineProblem::Silent(name) => format!("The engine {name} gave no move in time"),
        EngineProblem::NoMove(name) => format!("The engine {name} sent no move"),
        EngineProblem::Unreadable { name, text } => {
            format!("The engine {name} sent a move annabella cannot read: {text:?}")
        }
        EngineProblem::Illegal { name, uci } => {
            format!("The engine {name} sent an illegal move, {uci}, which was not played")
        }
        EngineProblem::Flood(name) => {
            format!("The engine {name} writes far more than a chess engine should; it was stopped")
        }
        EngineProblem::Thinking => "The engine is thinking about its move".into(),
    }
}

/// A topic's name in the index and after `help`.
fn topic_name(topic: HelpTopic) -> &'static str {
    match topic {
        HelpTopic::Moves => "moves",
        HelpTopic::Board => "board",
        HelpTopic::Game => "game",
        HelpTopic::Clock => "clock",
        HelpTopic::Sound => "sound",
        HelpTopic::Engine => "engine",
        HelpTopic::TwoBoard => "two-board",
        HelpTopic::Arbiter => "arbiter",
        HelpTopic::Online => "lichess",
        HelpTopic::Review => "review",
    }
}

/// `help`: the topics, one a line, and how to ask for one.
fn help(help: &Help) -> String {
    let mut lines = vec!["Help: help and a topic:".to_owned()];
    for topic in HelpTopic::offered(*help) {
        let what = match topic {
            HelpTopic::Moves => "typing moves, the list",
            HelpTopic::Board => "pieces, squares, position",
            HelpTopic::Game => "draw, claims, the end",
            HelpTopic::Clock => "the clocks",
            HelpTopic::Sound => "voice and speaking rate",
            HelpTopic::Engine if help.engine_game => "the opponent, hints",
            HelpTopic::Engine => "hints, evaluation",
            HelpTopic::TwoBoard => "announcing, the clock",
            HelpTopic::Arbiter => "illegal moves, clocks",
            HelpTopic::Online => "chat, offers, games",
            HelpTopic::Review => "stepping through a game",
        };
        lines.push(format!("help {}: {what}", topic_name(topic)));
    }
    lines.push("A slash may stand before any command".into());
    lines.join("\n")
}

/// `help TOPIC`: one page, a command a line, short for a braille display.
fn help_page(help: &Help, topic: HelpTopic) -> String {
    let engine = help.engine_game && !help.tournament;
    let mut lines: Vec<&str> = Vec::new();
    match topic {
        HelpTopic::Moves => {
            lines.push("Moves:");
            if !help.review {
                lines.extend([
                    "e4, Nf3, exd5, O-O, e8=Q",
                    "Knight Felix three, g1f3",
                    "a square alone: the pawn's move",
                ]);
            }
            if engine {
                lines.extend([
                    "a move while the computer thinks:",
                    "  a premove; cancel drops it",
                ]);
            }
            lines.extend([
                "l, last: the last move",
                "moves: the move list",
                "back; next: step through",
                "r, repeat: say it again",
            ]);
        }
        HelpTopic::Board => {
            lines.extend([
                "Board:",
                "p, pieces: pieces (p N, p n, p white)",
                "s, scan: a line (s e, s 4)",
            ]);
            if !help.tournament {
                lines.extend(["legal e2: moves of a piece", "a e4, attackers: attackers"]);
            }
            lines.extend([
                "square e4: one square",
                "board: the position",
                "fen: the position as FEN",
                "flip: turn the board",
                "turn: who is to move",
                "o, opponent: the players",
            ]);
        }
        HelpTopic::Game => {
            lines.extend([
                "Game:",
                "draw: offer a draw",
                "claim threefold, claim fifty,",
                "  also with a move",
            ]);
            if !help.tournament {
                lines.extend(["takeback", "abort: abort the game"]);
            }
            lines.extend(["resign", "quit: leave, the game is saved"]);
            if help.tournament {
                lines.extend([
                    "for the opponent, with a side:",
                    "  draw white, resign black,",
                    "  claim black fifty",
                ]);
            }
        }
        HelpTopic::Clock => {
            lines.extend([
                "Clock:",
                "c, clock, time: both clocks",
                "  and the move number",
                "your own time is said",
                "  as it runs low",
            ]);
            if help.two_board {
                lines.push("press: press the clock");
            }
            lines.push("wait 30: practice clock (--fake-time)");
        }
        HelpTopic::Sound => {
            lines.extend([
                "Sound:",
                "r, repeat: say it again",
                "Chosen at the start:",
                "--voice clips: recordings",
                "--voice system: the system's speech",
                "--voice text: text only",
                "--rate 1.5: speak faster",
                "--notation san: moves as Nf3",
            ]);
        }
        HelpTopic::Engine => {
            lines.push("Computer:");
            if engine {
                lines.extend([
                    "engine: restart it",
                    "a move while it thinks: a premove",
                    "cancel: drop the premove",
                ]);
            }
            if help.engine_help && !help.tournament {
                lines.extend(["hint: suggest a move", "eval: evaluate the position"]);
            }
        }
        HelpTopic::TwoBoard => {
            lines.extend([
                "Two boards:",
                "type a move: it is said and made",
                "press: press the clock",
                "another move corrects it",
                "cancel: drop the move",
                "touched e1 h1: the pieces touched,",
                "  in order",
            ]);
        }
        HelpTopic::Arbiter => {
            lines.extend([
                "Arbiter:",
                "illegal: after a refused move",
                "  (7.5.1) or with none typed (7.5.3)",
                "illegal hands: two hands (7.5.4)",
                "retrace 12: back to move 12",
                "clock set white 1:23:45",
                "clock add black 2:00",
                "retrace 12 white: to White's 12th",
                "clock stop, clock start (6.11)",
                "clock control +5: for both (III.4)",
                "result 1/2 why: the arbiter's",
                "seal Nf3: adjourn (Guidelines I)",
                "claim quickplay (10.2): then yes,",
                "  postpone 2:00 or no",
            ]);
        }
        HelpTopic::Online => {
            lines.extend([
                "lichess:",
                "chat and a text: to the opponent",
                "yes or no: answer an offer",
                "claim win, claim draw: when",
                "  the opponent has left",
                "accept, decline [reason]:",
                "  answer a challenge",
                "games: your games",
                "game N: play one of them",
                "opponent: who you play",
            ]);
        }
        HelpTopic::Review => {
            lines.extend([
                "Review:",
                "n, next: the next move",
                "b, back: a move back",
                "first; end",
                "goto 12: to move 12",
                "c, clock: clocks as recorded",
                "q: quit",
            ]);
        }
    }
    lines.join("\n")
}

/// Sound's trouble by kind, in a sentence's middle.
fn sound_trouble(trouble: SoundTrouble) -> &'static str {
    match trouble {
        SoundTrouble::NoSoundSystem => "no sound system answers",
        SoundTrouble::NoOutputDevice => "no sound output found",
        SoundTrouble::DeviceRefused => "the sound device would not open",
        SoundTrouble::DeviceLost => "the sound device stopped taking sound",
        SoundTrouble::SpeechLost => "the system's speech stopped answering",
        SoundTrouble::NoSpeechService => "the system's speech would not open",
        SoundTrouble::SpeechSilent => "the system's speech does not answer",
        SoundTrouble::Recordings => "the built-in recordings cannot be read",
    }
}

/// The sound system's own words after the sentence, marked as its words.
fn system_said(detail: &str) -> String {
    if detail.is_empty() {
        String::new()
    } else {
        format!(" The system said: {detail}")
    }
}

fn touch_note(note: &TouchNote, say: &Say) -> String {
    match note {
        TouchNote::Move(piece) => format!("{} must move (4.3.1).", say.words(piece)),
        TouchNote::Capture(piece) => format!("{} must be captured (4.3.2).", say.words(piece)),
        TouchNote::CaptureWith(piece, target) => format!(
            "{} must capture {} (4.3.3).",
            say.words(piece),
            say.words(target)
        ),
        TouchNote::Any => "None of them can move or be captured: any move is allowed (4.5).".into(),
        TouchNote::Castle(rook) => {
            format!("The king must castle with {} (4.4.1).", say.words(rook))
        }
        TouchNote::KingMove(king) => format!(
            "Castling with that rook is not possible: {} must move (4.4.3).",
            say.words(king)
        ),
        TouchNote::MoveWithoutCastling(piece, rook) => format!(
            "{} must move, and there is no castling with {} (4.4.2).",
            say.words(piece),
            say.words(rook)
        ),
        TouchNote::AnyWithoutCastling(rook) => format!(
            "Neither can move: any move but castling with {} (4.4.2, 4.5).",
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
                MoveFault::NotAMove => "no move",
                MoveFault::Illegal => "not legal",
                MoveFault::Ambiguous => "ambiguous",
            };
            format!("\"{text}\" ({why})")
        }
        SheetEntry::Missing => "no more moves".into(),
        SheetEntry::MoveAsWritten { words, text } => {
            format!("{} (written \"{text}\")", say.words(words))
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
                MoveFault::NotAMove => "is not a move",
                MoveFault::Illegal => "is not legal in the position",
                MoveFault::Ambiguous => "fits more than one move",
            };
            format!(
                "\"{text}\", move {} {}, line {}, {why}",
                say.number(*move_number as usize),
                say.side(*side),
                say.number(*line)
            )
        }
        RecordFault::UnclosedComment { line } => format!(
            "the comment from line {} is never closed",
            say.number(*line)
        ),
        RecordFault::UnclosedVariation { line } => format!(
            "the variation from line {} is never closed",
            say.number(*line)
        ),
        RecordFault::ResultInMoves { line, result } => format!(
            "the result {result} on line {} stands in the middle of the moves",
            say.number(*line)
        ),
        RecordFault::BadTag { line, text } => format!(
            "the tag \"{text}\" on line {} cannot be read",
            say.number(*line)
        ),
        RecordFault::UnknownVariant(variant) => {
            format!("annabella does not play the variant \"{variant}\", only chess and Chess960")
        }
        RecordFault::TooLong { line, megabytes } => format!(
            "line {}: a tag, comment or move longer than {megabytes} MB is not read",
            say.number(*line)
        ),
        RecordFault::Endless { line, items } => format!(
            "line {}: the game goes on past {} moves, comments and marks without a result; the rest is not read",
            say.number(*line),
            say.number(*items)
        ),
        RecordFault::Start(error) => english(&Message::CannotStart(error.clone()), say)
            .trim_end_matches('.')
            .to_owned(),
    }
}

fn usage(usage: Usage, say: &Say) -> String {
    match usage {
        Usage::Scan => "s needs a file or a rank: s e or s 4.".into(),
        Usage::Legal => "legal needs a square: legal g1.".into(),
        Usage::Attackers => "a needs a square: a e4.".into(),
        Usage::Square => "square needs a square: square e4.".into(),
        Usage::Claim => {
            "claim threefold or claim fifty, followed by the move if it is still to come.".into()
        }
        Usage::Goto(last) => format!(
            "goto needs a move number from 1 to {}.",
            say.number(last as usize)
        ),
        Usage::Touched => {
            "touched needs the squares touched, in order: touched e2, touched e1 h1.".into()
        }
        Usage::Retrace => {
            "retrace needs a move number, and a side for a half-move: retrace 12, retrace 12 \
white."
                .into()
        }
        Usage::ClockControl => "clock control +5, d5, b5 or 0 (III.4).".into(),
        Usage::Result => "result 1-0, 0-1 or 1/2, then why.".into(),
        Usage::Postpone => "postpone, or postpone 2:00 (10.2 b).".into(),
        Usage::ClockSet => {
            "clock set or clock add needs a side and a time: clock set white 1:23:45, clock add \
black 2:00."
                .into()
        }
        Usage::Wait => "wait needs seconds: wait 30.".into(),
        Usage::Chat => "chat needs a text: chat good luck.".into(),
        Usage::HelpTopic => "There is no help on that; help lists the topics.".into(),
        Usage::Pieces => "p names a side or a kind: p, p white, p knights, p N, p n.".into(),
    }
}

/// Who plays what, for the first line of a game.
fn seats(white: &Seat, black: &Seat, say: &Say) -> String {
    let opponent = |seat: &Seat, side: Color| match seat {
        Seat::Engine { name, level } => {
            format!("{name}, level {}", say.number(usize::from(*level)))
        }
        Seat::Keyboard(Some(name)) | Seat::Board(Some(name)) => name.clone(),
        Seat::Keyboard(None) | Seat::Board(None) | Seat::You => say.side(side).into(),
    };
    let boards = |seat: &Seat| match seat {
        Seat::Board(_) => ", at two boards",
        _ => "",
    };
    match (white, black) {
        (Seat::You, other) => format!(
            "You play White against {}{}.",
            opponent(other, Color::Black),
            boards(other)
        ),
        (other, Seat::You) => format!(
            "You play Black against {}{}.",
            opponent(other, Color::White),
            boards(other)
        ),
        (Seat::Keyboard(None), Seat::Keyboard(None)) => "White and Black at one keyboard.".into(),
        (Seat::Keyboard(_), Seat::Keyboard(_)) => format!(
            "White: {}; Black: {}; at one keyboard.",
            opponent(white, Color::White),
            opponent(black, Color::Black)
        ),
        _ => format!(
            "White: {}; Black: {}.",
            opponent(white, Color::White),
            opponent(black, Color::Black)
        ),
    }
}

/// A message in English.
pub fn english(message: &Message, say: &Say) -> String {
    match message {
        Message::Greeting => "annabella: type a move, or help.".into(),
        Message::Help(h) => help(h),
        Message::HelpPage { help, topic } => help_page(help, *topic),
        Message::SavingTo(path) => {
            if say.speech() {
                "The game is saved after every move.".into()
            } else {
                format!("Saved after every move to:\n{}", say.path(path))
            }
        }
        Message::SavedIn(path) => {
            if say.speech() {
                "Game saved.".into()
            } else {
                format!("Game saved in:\n{}", say.path(path))
            }
        }
        Message::FolderUnusable {
            folder,
            problem,
            instead,
        } => {
            let folder = match folder {
                Some(folder) if !say.speech() => format!("The games folder\n{}\n", say.path(folder)),
                _ => "The games folder".into(),
            };
            let problem = file_problem(problem);
            match instead {
                Some(_) if say.speech() => {
                    format!("{folder} cannot be used ({problem}); the game is saved elsewhere.")
                }
                Some(path) => format!(
                    "{folder} cannot be used ({problem}); saving instead to:\n{}",
                    say.path(path)
                ),
                None => format!("{folder} cannot be used ({problem}); this game is not saved."),
            }
        }
        Message::SaveFailed { path, problem } => {
            let problem = file_problem(problem);
            if say.speech() {
                format!("Saving failed ({problem}); the last move is not saved.")
            } else {
                format!(
                    "Saving failed ({problem}):\n{}\nThe last move is not saved.",
                    say.path(path)
                )
            }
        }
        Message::FileRefused { path, problem } => {
            format!("{}\ncannot be used ({}).", say.path(path), file_problem(problem))
        }
        Message::FolderMadeAgain(folder) => {
            if say.speech() {
                "The game's folder was gone and has been made again; the game is saved in it.".into()
            } else {
                format!(
                    "The folder\n{}\nwas gone and has been made again; the game is saved in it.",
                    say.path(folder)
                )
            }
        }
        Message::LinksParted(path) => {
            if say.speech() {
                "The game's file had other names (hard links); they keep what it held before, and the game is saved under this name only.".into()
            } else {
                format!(
                    "{}\nhad other names (hard links); they keep what it held before, and the game is saved under this name only.",
                    say.path(path)
                )
            }
        }
        Message::ChangedMeanwhile { path, found } => {
            let file = if say.speech() {
                "The game's file".to_owned()
            } else {
                path.display().to_string()
            };
            if *found {
                format!("{file} was changed by another program; the game is saved into it as it is now.")
            } else {
                format!("{file} was changed by another program and no longer held this game; it is added at its end.")
            }
        }
        Message::WavNeedsFile => "A wav export needs a file: add -o GAME.wav.".into(),
        Message::SavedAgain(path) => {
            if say.speech() {
                "The game is saved again.".into()
            } else {
                format!("The game is saved again, to:\n{}", say.path(path))
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
                    "Saving failed ({problem}); the game is now in the system's temporary folder and is saved there after every move."
                )
            } else {
                format!(
                    "Saving failed ({problem}):\n{}\nThe game is now in:\n{}\nIt is saved there after every move.",
                    say.path(path),
                    say.path(instead)
                )
            }
        }
        Message::Resuming { path, game, plies } => {
            if say.speech() {
                format!(
                    "Game {} goes on after {} half-moves.",
                    say.number(*game),
                    say.number(*plies)
                )
            } else {
                format!(
                    "{}\nGame {game}: going on after {plies} half-moves.",
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
                format!("Game {}", say.number(*game))
            } else {
                format!("{}\nGame {game}", say.path(path))
            };
            format!(
                "{place}: {white} against {black}, {} half-moves, {result}. Type next, back or help.",
                say.number(*plies)
            )
        }
        Message::ReviewStops { ply, fault } => format!(
            "The file reads only up to half-move {}: {}.",
            say.number(*ply),
            record_fault(fault, say)
        ),
        Message::SaveFileExists(path) => format!(
            "{}\nis already there. Type add to add this game at its end, replace to write over \
the file, anything else to stop.",
            say.path(path)
        ),
        Message::SaveFileKept(path) => format!(
            "{}\nstays as it is; for a new game give --save a new name.",
            say.path(path)
        ),
        Message::Prompt(text) => super::prompt(text, say, ["W", "B"]),
        Message::OnlineGameNotResumed { path, id } => format!(
            "{} is a lichess game: type annabella online --game {id} to play on.",
            path.display()
        ),
        Message::FileEngineAsked(wanted) => format!(
            "The file names the program {wanted} as the opponent. Start it? yes or no:"
        ),
        Message::FileEngineNotStarted { wanted, playing } => format!(
            "The file names the program {wanted}; only your own is started: {playing}."
        ),
        Message::NotUtf8(read) => format!(
            "That line was not UTF-8; it was read as \"{read}\". Set the terminal to UTF-8."
        ),
        Message::HelpPointer => "help or ? lists the commands.".into(),
        Message::Usage(u) => usage(*u, say),
        Message::NotAReviewCommand(text) => {
            format!("\"{text}\" is not a command of a review; help lists them.")
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
            "{}\nLine {line}: {key}: {}; the default is used.",
            say.path(file),
            setting_problem(problem)
        ),
        Message::MoreSettingsUnused { file, more } => format!(
            "{}\n{} more settings are not used either; their defaults are used.",
            say.path(file),
            say.number(*more)
        ),
        Message::ConfigUnused { file, line, fault } => {
            let at = line.map_or_else(String::new, |line| format!("Line {line}: "));
            format!(
                "{}\n{at}{}; the defaults are used.",
                say.path(file),
                config_fault(fault)
            )
        }
        Message::NoSuchGame {
            path,
            number,
            count,
        } => match (number, count) {
            (_, 0) => format!("{}\nNo game in the file.", say.path(path)),
            (0, _) => format!(
                "{}\nGames are counted from 1; the file has {}.",
                say.path(path),
                say.number(*count)
            ),
            _ => format!(
                "{}\nThere is no game {number}; the file has {}.",
                say.path(path),
                say.number(*count)
            ),
        },
        Message::GameFinished { path, result: written } => format!(
            "{}\nThat game is finished: {}.",
            say.path(path),
            result(written, say)
        ),
        Message::NoUnfinishedGame(Some(folder)) => {
            format!("No unfinished game in:\n{}", say.path(folder))
        }
        Message::NoUnfinishedGame(None) => {
            "No games folder: neither HOME nor XDG_DATA_HOME is set.".into()
        }
        Message::CannotStart(StartError::Fen { fen, problem }) => {
            format!(
                "The FEN cannot be read: {}.\n{}",
                super::english_cli::fen_field(*problem),
                say.whole(fen)
            )
        }
        Message::CannotStart(StartError::Position { fen, problem }) => {
            format!(
                "The FEN is not a legal position: {}.\n{}",
                super::english_cli::position_fault(*problem),
                say.whole(fen)
            )
        }
        Message::CannotStart(StartError::Chess960(Chess960Error(number))) => format!(
            "There is no Chess960 position {number}: they are numbered 0 to 959 \
(518 is the standard position)."
        ),
        Message::Outcome {
            result,
            verdict,
            ended_at,
        } => outcome(result, verdict.as_ref(), *ended_at, say),
        Message::SheetsAgree { plies } => {
            format!("Both scoresheets agree: {} half-moves.", say.number(*plies))
        }
        Message::SheetsDiffer {
            move_number,
            side,
            a,
            b,
        } => format!(
            "The scoresheets differ from move {}, {}: A {}; B {}.",
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
            "Sheet {sheet} leaves out move {}, {}: {}.",
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
                t.map_or_else(|| "not recorded".to_owned(), |t| say.time(t))
            };
            format!(
                "Clocks on sheet {sheet}: {} {}, {} {}.",
                say.side(Color::White),
                time(white),
                say.side(Color::Black),
                time(black)
            )
        }
        Message::PositionBefore => "The position before it:".into(),
        Message::EventName => "annabella game".into(),
        Message::Position(ranks) => super::english_cli::position(ranks),
        Message::Fen(fen) => format!("FEN:\n{}", say.whole(fen)),
        Message::Header { field, value } => {
            let label = match field {
                HeaderField::Event => "Event",
                HeaderField::Date => "Date",
                HeaderField::Player(color) => say.side(*color),
            };
            format!("{label}: {value}")
        }
        Message::NothingSaidYet => "Nothing said yet.".into(),
        Message::NoMoveYet => "No move yet.".into(),
        Message::BrowseAtLast => "That is the last move; back steps through the list.".into(),
        Message::BrowseFirst => "That was the first move.".into(),
        Message::BrowseLast => "That was the last move.".into(),
        Message::StartOfGame => "That is the start of the game.".into(),
        Message::EndOfGame => "That is the end of the game.".into(),
        Message::StartingPosition => "The starting position.".into(),
        Message::Flipped { bottom } => {
            format!("Board flipped: {} at the bottom.", say.side(*bottom))
        }
        Message::Declined => "Declined; the game goes on.".into(),
        Message::ConfirmResign => "Resign? Type yes to resign, anything else to play on.".into(),
        Message::ConfirmDraw => "Offer a draw? Type yes to offer it, anything else not to.".into(),
        Message::DrawAnswer => "The opponent types yes or no.".into(),
        Message::EngineDeclinesDraw => "The engine declines the draw; the game goes on.".into(),
        Message::AskTakeback => "Take back the last move? The opponent types yes to agree.".into(),
        Message::NothingToTakeBack => "No move to take back.".into(),
        Message::NoOwnMoveToTakeBack => "No move of yours to take back.".into(),
        Message::ClaimNotPossible => "That claim cannot be made now.".into(),
        Message::IncorrectClaim { penalty: None, .. } => "Incorrect claim; the game goes on.".into(),
        Message::IncorrectClaim {
            opponent,
            penalty: Some(penalty),
        } => format!(
            "Incorrect claim: {} gets {} more; the game goes on.",
            say.side(*opponent),
            say.time(*penalty)
        ),
        Message::WaitNeedsPracticeClock => {
            "wait works only with a practice clock (--fake-time).".into()
        }
        Message::Players { white, black } => {
            let name = |name: &Option<String>| name.clone().unwrap_or_else(|| "a person at the keyboard".into());
            format!("White: {}; Black: {}.", name(white), name(black))
        }
        Message::ConfirmAbort => "Abort the game? It is then not kept. Type yes to abort, anything else not to.".into(),
        Message::Aborted { removed: true } => "Game aborted; its file is removed.".into(),
        Message::Aborted { removed: false } => "Game aborted.".into(),
        Message::AbortTooLate => "A game can be aborted only before each side has moved, in a file of its own; resign gives up, quit leaves and keeps the game.".into(),
        Message::Premove(entry) => format!("Premove: {}; cancel drops it.", premove(entry, say)),
        Message::PremoveCancelled => "Premove dropped.".into(),
        Message::PremoveReplaced(entry) => format!(
            "The premove is now {}; cancel drops it.",
            premove(entry, say)
        ),
        Message::NoPremove => "No premove to drop.".into(),
        Message::PremoveFailed => "The premove cannot be played:".into(),
        Message::GameIsOver => "The game is over.".into(),
        Message::Left { path, over: true, .. } => if say.speech() {
            "The game is saved.".into()
        } else {
            format!("The game is saved in:\n{}", say.path(path))
        },
        Message::Left { path, over: false, in_games_folder } => if say.speech() {
            "The game is saved; annabella resume goes on with it.".into()
        } else {
            let file = if *in_games_folder { "" } else { " FILE" };
            format!(
                "Saved in:\n{}\nGo on with: annabella resume{file}",
                say.path(path)
            )
        },
        Message::LeftUnplayed => "No move played yet: no file is kept.".into(),
        Message::QuitToLeave => {
            "The position and the moves can still be looked at; quit leaves annabella.".into()
        }
        Message::TournamentMode => "Tournament mode: no engine, no hints, no evaluation; the \
scoresheet says so."
            .into(),
        Message::TournamentNoHelp => "In tournament mode there is no help from the engine.".into(),
        Message::TwoBoardOnly => {
            "illegal, touched, retrace, seal, result and the clock commands belong to \
two-board play (--two-board)."
                .into()
        }
        Message::DidYouMean(words) => format!("Did you mean {}? yes or no", say.words(words)),
        Message::NothingAsked => "Nothing is asked now; yes and no answer a question.".into(),
        Message::QuestionDropped => "The open question is dropped.".into(),
        Message::ConfirmDrawWith(words) => format!(
            "Offer a draw with {}? Type yes to offer it, anything else not to.",
            say.words(words)
        ),
        Message::DrawNotOffered => "No draw offered.".into(),
        Message::DrawWithNextMove => "The draw offer is made with your next move (9.1.2.1).".into(),
        Message::DrawWithPress => {
            "The draw offer is made with this move when the clock is pressed (9.1.2.1).".into()
        }
        Message::Touched { pieces, rule } => {
            format!("Touched: {}. {}", say.words(pieces), touch_note(rule, say))
        }
        Message::TouchBreaks(rule) => {
            format!("Not allowed, touch-move: {}", touch_note(rule, say))
        }
        Message::PressHint => {
            "press presses the clock; another move corrects it, cancel drops it.".into()
        }
        Message::MoveCancelled => "Move dropped; type the move again.".into(),
        Message::NothingWaitsForClock => "No move waits for the clock.".into(),
        Message::NothingToPress => "No move waits for the clock; type the move first.".into(),
        Message::CancelledBeforePress => {
            "Move dropped before the clock was pressed; type the move again.".into()
        }
        Message::UnpressedOnQuit(words) => format!(
            "{} was said, but the clock is not pressed. press presses it, cancel drops the \
move, quit again leaves without it.",
            say.words(words)
        ),
        Message::Arbiter(text) => arbiter(text, say),
        Message::EngineName { name, level } => format!("{name} (level {level})"),
        Message::Start {
            white,
            black,
            to_move,
        } => format!("{} {} to move.", seats(white, black, say), say.side(*to_move)),
        Message::NoEngine(problem) => format!(
            "No engine: {}. The game goes on as a two-player game: type the moves of both sides.",
            engine_problem(problem)
        ),
        Message::EngineFailed(problem) => format!(
            "{}. The game is saved: type engine to play on against a restarted engine, or type \
its moves to go on as a two-player game.",
            engine_problem(problem)
        ),
        Message::NoSideIsEngine => "No side is played by the engine in this game.".into(),
        Message::EngineThinking => "The engine is thinking about its move.".into(),
        Message::HelpOff => "Hints and evaluation are off in this game.".into(),
        Message::NoHelp(problem) => format!("No help: {}.", engine_problem(problem)),
        Message::NoEvaluation => "The engine gave no evaluation.".into(),
        Message::EngineSuggestedUnplayable(text) => {
            format!("The engine suggested a move annabella cannot play: {text:?}.")
        }
        Message::EngineFlagFell => "The engine did not move before its flag fell.".into(),
        Message::VoiceRecordings => "Voice: built-in recordings.".into(),
        Message::VoiceScreenReader => "Voice: your screen reader, and earcons.".into(),
        Message::NoSoundDevice(fault) | Message::NoSound(fault) => format!(
            "No sound: {}; announcements are printed only.{}",
            sound_trouble(fault.trouble),
            system_said(&fault.detail)
        ),
        Message::NoSoundCard => {
            "No sound (no sound card found); announcements are printed only.".into()
        }
        Message::NoSystemSpeech(fault) => format!(
            "No speech: {}; announcements are printed only.{}",
            sound_trouble(fault.trouble),
            system_said(&fault.detail)
        ),
        Message::SoundLost(fault) => format!(
            "Sound lost: {}; announcements are printed only from now on.{}",
            sound_trouble(fault.trouble),
            system_said(&fault.detail)
        ),
        Message::OwnRecordings { dir, count } => format!(
            "Voice pack:\n{}\n{} recordings of your own.",
            say.path(dir),
            say.number(*count)
        ),
        Message::VoicePackProblem { path, problem } => format!(
            "Voice pack {}: {}; using the built-in voice.",
            path.display(),
            match problem {
                PackProblem::File(problem) => file_problem(problem),
                PackProblem::NotWav => "not a 16-bit PCM WAV file".into(),
                PackProblem::Rate(rate) => format!(
                    "a sample rate of {} a second, which no recording has",
                    say.number(*rate as usize)
                ),
                PackProblem::TooLong(seconds) => format!(
                    "longer than {} seconds, more than one word takes",
                    say.number(*seconds as usize)
                ),
            }
        ),
        Message::NoSystemVoiceCalled(name) => {
            format!("No system voice called \"{name}\"; using the default voice.")
        }
        Message::BoardKeys => {
            "Arrows move, Enter picks up and puts down, Tab types a command, ? helps.".into()
        }
        Message::NotYourPiece => "No piece of the side to move here.".into(),
        Message::Online(text) => online(text, say),
        Message::Cli(text) => super::english_cli::cli(text, say),
        Message::Corr(text) => super::english_corr::corr(text, say),
        Message::Board(text) => match text {
            BoardText::ClockTitle => " Clock ".into(),
            BoardText::SaidTitle => " Said ".into(),
            BoardText::SaidScrolled => " Said (PgDn) ".into(),
            BoardText::MovesTitle => " Moves ".into(),
            BoardText::HelpTitle => " Help (arrows scroll, Esc closes) ".into(),
            BoardText::NoClock => "no clock".into(),
            BoardText::TabForCommand => "Tab: type a command  ".into(),
            BoardText::NotPressed(san) => format!("(clock not pressed: {san})"),
            BoardText::Keys(help) => {
                // One key a line, each a braille line long.
                let mut lines = vec![
                    "Keys of the board:",
                    "Arrows: go to a square, which is said",
                    "Enter: pick up a piece,",
                    "  on the target square: put it down",
                    "Esc: put the piece back",
                    "1 to 8: to that rank",
                    "Alt with 1 to 8: to that file",
                    "k q r b n p: to the next piece",
                    "  of a kind; capital: the one before",
                    "m: the moves of the piece",
                    "  under the cursor",
                    "o: the square again",
                    "c: clock",
                    "l: last move",
                    "[ and ]: step through the moves",
                    "f: flip the board",
                    "x: repeat",
                ];
                if help.engine_help {
                    lines.push("h and e: hint and evaluation");
                }
                if help.two_board {
                    lines.push("Space: press the clock");
                }
                lines.extend([
                    "PgUp, PgDn: scroll what was said",
                    "Tab, : or /: type a command",
                    "  Enter sends it",
                    "? or F1: this help",
                    "Ctrl+Q: quit",
                    "Marks on the board:",
                    "  last move: plain tint",
                    "  piece picked up: dark mesh",
                    "  check: red with a white checker",
                    "  where a piece can go: dots,",
                    "  a solid angle round a capture",
                    "",
                    "Commands:",
                ]);
                lines.join("\n")
            }
            BoardText::TooSmall { columns, rows } => format!(
                "The window is too small for the board: please make it at least {columns} columns by {rows} rows."
            ),
            BoardText::CommandFull(longest) => format!(
                "The command line holds at most {longest} characters; anything beyond is not taken."
            ),
        },
    }
}

/// The arbiter's procedures of two-board play.
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
                    format!("{what} was completed; the position before it stands ({kind})")
                }
                IllegalKind::Promotion => {
                    format!("{what} was pressed without a new piece: it is a queen ({kind})")
                }
                IllegalKind::TwoHands => {
                    format!("{what} was made with two hands and stands ({kind})")
                }
                IllegalKind::ClockWithoutMove => {
                    format!("the clock was pressed without a move ({kind})")
                }
            };
            let next = match kind {
                IllegalKind::Completed | IllegalKind::ClockWithoutMove => {
                    format!(" {side} is still to move.")
                }
                IllegalKind::Promotion | IllegalKind::TwoHands => String::new(),
            };
            match penalty {
                Some(penalty) => format!(
                    "Illegal move by {side}: {ruled}; {} gets {} more (7.5.5).{next}",
                    say.side(!*offender),
                    say.time(*penalty)
                ),
                None => format!(
                    "Illegal move by {side}: {ruled}; this game has no clock, so no time \
can be given to {} (7.5.5).{next}",
                    say.side(!*offender)
                ),
            }
        }
        ArbiterText::SecondIllegal { offender, kind } => format!(
            "Second illegal move by {} ({kind}, 7.5.5).",
            say.side(*offender)
        ),
        ArbiterText::NamePieceMoved => {
            "Which piece was moved? touched and its square: it must move (4.3).".into()
        }
        ArbiterText::AnnouncedIsLegal => {
            "The move said is legal and waits for the clock: press or correct it.".into()
        }
        ArbiterText::PromotionPiece => "Which piece does the pawn become? Type the move with \
its piece (Queen, Rook, Bishop, Knight); pressed without one it is a queen and an illegal move \
(7.5.2)."
            .into(),
        ArbiterText::ClaimBarred(bar) => match bar {
            ClaimBar::Touched => {
                "No claim: a piece was touched on this move, the right to claim is lost (9.4)."
                    .into()
            }
            ClaimBar::Announced => "No claim: the move was announced and is made (D.2.3); a \
claim with a move comes before the move is said (9.2.1.1)."
                .into(),
            ClaimBar::NotToMove => {
                "No claim: only the player to move may claim (9.2, 9.3); name the side: claim \
black threefold."
                    .into()
            }
        },
        ArbiterText::ClaimIsOffer { claimant } => format!(
            "The claim stands as a draw offer by {} (9.1.2.3): the opponent types yes or no.",
            say.side(*claimant)
        ),
        ArbiterText::NoTakeback => {
            "In tournament mode there is no takeback; the arbiter uses retrace (D.2.9).".into()
        }
        ArbiterText::NoAbort => "In tournament mode a game cannot be aborted.".into(),
        ArbiterText::NotOnTactileBoard => {
            "In tournament mode legal and attackers are off: the tactile board does not tell them."
                .into()
        }
        ArbiterText::Retraced {
            number,
            side,
            taken,
        } => format!(
            "Retraced to the position after {}move {} (D.2.9): {} half-move{} taken back and kept \
on the scoresheet; the clocks stay as they were.",
            side.map(|c| format!("{}'s ", say.side(c)))
                .unwrap_or_default(),
            say.number(*number as usize),
            say.number(*taken),
            if *taken == 1 { "" } else { "s" }
        ),
        ArbiterText::NoSuchMove(number) => format!(
            "The game has no position after move {}.",
            say.number(*number as usize)
        ),
        ArbiterText::ClockSet { color, time } => format!(
            "Clock of {} set to {} (6.10.2).",
            say.side(*color),
            say.time(*time)
        ),
        ArbiterText::ClockAdded { color, millis } => {
            let time = say.time(std::time::Duration::from_millis(millis.unsigned_abs()));
            if *millis < 0 {
                format!("{time} taken from {}.", say.side(*color))
            } else {
                format!("{time} added for {}.", say.side(*color))
            }
        }
        ArbiterText::NoClock => "This game has no clock.".into(),
        ArbiterText::AgreementTooEarly => "No draw before both have moved (5.2.3).".into(),
        ArbiterText::ClocksStopped => "Clocks stopped (6.11.1).".into(),
        ArbiterText::ClocksStarted => "Clocks started (6.11.3).".into(),
        ArbiterText::ClocksStandAlready => "The clocks are stopped.".into(),
        ArbiterText::ClocksRunAlready => "The clocks are running.".into(),
        ArbiterText::Declared(verdict) => format!("Arbiter's result: {}.", verdict.score()),
        ArbiterText::ControlChanged(bonus) => format!("From now on {bonus} for both (III.4)."),
        ArbiterText::Sealed => "Move sealed; quit adjourns (I.1).".into(),
        ArbiterText::SealNotLegal => "Not legal here: seal a legal move.".into(),
        ArbiterText::SealNeedsMove => "seal needs the move: seal Nf3.".into(),
        ArbiterText::Adjourned => "Adjourned: the sealed move waits.".into(),
        ArbiterText::SealedMoveMade => "The sealed move is made (I.9):".into(),
        ArbiterText::QuickplayBarred(bar) => match bar {
            QuickplayBar::NoClock => "No clock, no quickplay claim.",
            QuickplayBar::Blitz => "Not in blitz: 10.2 does not apply.",
            QuickplayBar::Bonus => "No 10.2 claim with increment or delay.",
            QuickplayBar::NotToMove => "Only the player to move claims (10.2).",
            QuickplayBar::TwoMinutesLeft => "10.2: only under two minutes left.",
        }
        .into(),
        ArbiterText::QuickplayAsk => "Claim 10.2: yes, postpone or no?".into(),
        ArbiterText::QuickplayPostponed => "Postponed (10.2 b); result after a flag.".into(),
        ArbiterText::QuickplayRejected => "Claim rejected (10.2 c).".into(),
        ArbiterText::DeclareAfterFlag => "Arbiter declares with result (10.2 b).".into(),
        ArbiterText::OfferWaits(color) => {
            format!("{}'s draw offer waits: yes or no.", say.side(*color))
        }
        ArbiterText::Note(note) => sheet_note(note, say),
    }
}

/// What is written beside a move.
fn sheet_note(note: &SheetNote, say: &Say) -> String {
    match note {
        SheetNote::Offer(color) => format!("(=) {} offers a draw", say.side(*color)),
        SheetNote::Claim { claim, correct, by } => format!(
            "Claim{}, {}: {}",
            by.map(|c| format!(" by {}", say.side(c)))
                .unwrap_or_default(),
            match claim {
                Claim::ThreefoldRepetition => "threefold repetition",
                Claim::FiftyMoves => "fifty-move rule",
            },
            if *correct { "correct" } else { "incorrect" }
        ),
        SheetNote::Illegal { by, kind, text } => {
            let what = match kind {
                IllegalKind::ClockWithoutMove => "clock pressed without a move".to_owned(),
                IllegalKind::TwoHands => format!("{text} with two hands"),
                IllegalKind::Completed | IllegalKind::Promotion => text.clone(),
            };
            format!("Illegal move by {} ({kind}): {what}", say.side(*by))
        }
        SheetNote::TimeAdded { color, millis } => {
            let sign = if *millis < 0 { '-' } else { '+' };
            let time = say.time(std::time::Duration::from_millis(millis.unsigned_abs()));
            format!("{} {sign}{time} (arbiter)", say.side(*color))
        }
        SheetNote::ClockSet { color, time } => {
            format!("Clock of {} set to {}", say.side(*color), say.time(*time))
        }
        SheetNote::Retraced(moves) => format!("Retraced, taken back: {moves}"),
        SheetNote::Adjourned { color, time } => {
            format!("Adjourned; {} had {}", say.side(*color), say.time(*time))
        }
        SheetNote::ClocksStopped => "Clocks stopped (6.11.1)".into(),
        SheetNote::ClocksStarted => "Clocks started (6.11.3)".into(),
        SheetNote::Declared { result, reason } => {
            let because = if reason.is_empty() {
                String::new()
            } else {
                format!(": {reason}")
            };
            format!("Result {result} by the arbiter{because}")
        }
        SheetNote::ControlChanged(bonus) => format!("From now on {bonus} for both (III.4)"),
        SheetNote::Sealed(color) => format!("Move sealed by {} (I.1)", say.side(*color)),
        SheetNote::Quickplay { color, step } => match step {
            QuickplayStep::Claimed => format!("Quickplay claim by {} (10.2)", say.side(*color)),
            QuickplayStep::Drawn => "Quickplay claim: drawn (10.2 a)".into(),
            QuickplayStep::Postponed => "Quickplay claim: postponed (10.2 b)".into(),
            QuickplayStep::Rejected => "Quickplay claim: rejected (10.2 c)".into(),
        },
        SheetNote::Posted { received, sent } => {
            let mut parts = Vec::new();
            if let Some(day) = received {
                parts.push(format!("received {day}"));
            }
            if let Some(day) = sent {
                parts.push(format!("sent {day}"));
            }
            parts.join(", ")
        }
    }
}
