//! The sentences of the `english` scheme.

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
        OnlineText::TokenSaved(path) => format!("Token kept in {}.", path.display()),
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
        OnlineText::AnswerChallenges => "accept N takes challenge N, decline N [reason] \
declines it; Enter leaves."
            .into(),
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
            "The token file {} may be read by others (mode {mode:04o}); it is not used. Type \
chmod 600 {}, then try again.",
            path.display(),
            path.display()
        ),
        OnlineText::TokenFileNotOwn(path) => format!(
            "The token file {} belongs to someone else; it is not used. Keep your own token \
with annabella online login.",
            path.display()
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

fn server_trouble(why: &ServerTrouble, say: &Say) -> String {
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

/// A message in English.
pub fn english(message: &Message, say: &Say) -> String {
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
