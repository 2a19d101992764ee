//! Online play on lichess (`online.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::notation::message::Say;
use crate::notation::message::files::ids::file_problem;
use crate::notation::message::ids::*;
use crate::notation::message::records::ids::game_result;

pub(crate) fn yes(yes: bool) -> FluentValue<'static> {
    FluentValue::from(if yes { "yes" } else { "no" })
}

/// A player on lichess by name (with the title lichess gives it), or
/// lichess's AI by its level.
pub(crate) fn lichess_player(player: &LichessPlayer, say: &Say) -> FluentValue<'static> {
    match player {
        LichessPlayer::Named { name, .. } => FluentValue::from(name.clone()),
        LichessPlayer::Ai(level) => say.part("lichess-ai", [("level", count(*level))]),
        LichessPlayer::Anonymous => say.part("lichess-anonymous", []),
    }
}

/// A player's rating after the name, provisional marked; nothing without.
pub(crate) fn lichess_rating(player: &LichessPlayer, say: &Say) -> FluentValue<'static> {
    match player {
        LichessPlayer::Named {
            rating: Some(rating),
            provisional,
            ..
        } => say.part(
            "lichess-rating",
            [
                ("rating", count(*rating)),
                ("provisional", yes(*provisional)),
            ],
        ),
        _ => FluentValue::from(""),
    }
}

/// A lichess game's pace: its clock, days a move, or none.
pub(crate) fn lichess_pace(pace: &LichessPace, say: &Say) -> FluentValue<'static> {
    match pace {
        LichessPace::Clock { initial, increment } => {
            let start = if initial % 60 == 0 && *initial > 0 {
                say.part("pace-minutes", [("count", count(initial / 60))])
            } else {
                say.part("pace-seconds", [("count", count(*initial))])
            };
            if *increment == 0 {
                start
            } else {
                say.part(
                    "pace-increment",
                    [
                        ("start", start),
                        (
                            "increment",
                            say.part("pace-seconds", [("count", count(*increment))]),
                        ),
                    ],
                )
            }
        }
        LichessPace::Days(days) => say.part("pace-days", [("days", count(*days))]),
        LichessPace::Unlimited => say.part("pace-unlimited", []),
    }
}

pub(crate) fn not_playable(why: &NotPlayable, say: &Say) -> FluentValue<'static> {
    match why {
        NotPlayable::BoardApi => say.part("not-playable-board-api", []),
        NotPlayable::Variant(name) => say.part("not-playable-variant", [("variant", text(name))]),
    }
}

/// Days, hours and minutes, as a correspondence clock is read.
pub(crate) fn days_left(left: Duration, say: &Say) -> FluentValue<'static> {
    let minutes = left.as_secs() / 60;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(say.sentence("time-left-days", [("count", count(days))]));
    }
    if hours > 0 || days > 0 {
        parts.push(say.sentence("time-left-hours", [("count", count(hours))]));
    }
    if days == 0 {
        parts.push(say.sentence("time-left-minutes", [("count", count(minutes))]));
    }
    FluentValue::from(parts.join(" "))
}

/// What lichess says ended a game: who left or lost, where it names them.
pub(crate) fn server_status(status: &str, loser: Option<Color>, say: &Say) -> FluentValue<'static> {
    let id = match (status, loser) {
        ("timeout", Some(_)) => "server-status-timeout-by",
        ("timeout", None) => "server-status-timeout",
        ("outoftime", Some(_)) => "server-status-out-of-time-by",
        ("outoftime", None) => "server-status-out-of-time",
        ("resign", Some(_)) => "server-status-resign-by",
        ("mate", _) => "server-status-mate",
        ("stalemate", _) => "server-status-stalemate",
        ("draw", _) => "server-status-draw",
        ("cheat", _) => "server-status-cheat",
        ("noStart", _) => "server-status-no-start",
        ("aborted", _) => "server-status-aborted",
        ("variantEnd", _) => "server-status-variant-end",
        ("insufficientMaterialClaim", _) => "server-status-insufficient-material",
        ("unknownFinish", _) => "server-status-unknown-finish",
        (other, _) => return say.part("server-status-other", [("status", text(other))]),
    };
    match loser {
        Some(loser) if id.ends_with("-by") => say.part(id, [("side", side(say, loser))]),
        _ => say.part(id, []),
    }
}

pub(crate) fn server_trouble(why: &ServerTrouble, say: &Say) -> FluentValue<'static> {
    match why {
        ServerTrouble::NoAnswer => say.part("server-no-answer", []),
        ServerTrouble::UnknownHost => say.part("server-unknown-host", []),
        ServerTrouble::NotHttps => say.part("server-not-https", []),
        ServerTrouble::NoConnection(seconds) => {
            say.part("server-no-connection", [("seconds", count(*seconds))])
        }
        ServerTrouble::Silent(seconds) => say.part("server-silent", [("seconds", count(*seconds))]),
        ServerTrouble::Unfinished(seconds) => {
            say.part("server-unfinished", [("seconds", count(*seconds))])
        }
        ServerTrouble::ProxyUnusable(variable) => {
            say.part("server-proxy-unusable", [("variable", text(variable))])
        }
        ServerTrouble::ProxyRefused => say.part("server-proxy-refused", []),
        ServerTrouble::Redirected(address) => {
            say.part("server-redirected", [("address", text(address))])
        }
        ServerTrouble::Closed => say.part("server-closed", []),
        ServerTrouble::NoGame => say.part("server-no-game", []),
        ServerTrouble::Status(status) => say.part("server-status", [("status", digits(status))]),
        ServerTrouble::NotJson => say.part("server-not-json", []),
        ServerTrouble::Other(detail) => say.part("server-other", [("text", text(detail))]),
    }
}

/// The sentences of online play.
pub(crate) fn online(message: &OnlineText, say: &Say) -> String {
    match message {
        OnlineText::TokenPrompt => say.sentence("online-token-prompt", []),
        OnlineText::TokenSaved(file) => {
            say.sentence("online-token-saved", [("path", path(say, file))])
        }
        OnlineText::LoggedIn(user) => say.sentence("online-logged-in", [("user", text(user))]),
        OnlineText::NoToken => say.sentence("online-no-token", []),
        OnlineText::TokenRefused => say.sentence("online-token-refused", []),
        OnlineText::ServerDown { server, why } => say.sentence(
            "online-server-down",
            [("server", text(server)), ("why", server_trouble(why, say))],
        ),
        OnlineText::NoSuchGame(id) => say.sentence("online-no-such-game", [("id", text(id))]),
        OnlineText::Refused(why) => say.sentence("online-refused", [("why", text(why))]),
        OnlineText::RateLimited(seconds) => {
            say.sentence("online-rate-limited", [("seconds", count(*seconds))])
        }
        OnlineText::ConnectionLost => say.sentence("online-connection-lost", []),
        OnlineText::ConnectionBack => say.sentence("online-connection-back", []),
        OnlineText::NotSent => say.sentence("online-not-sent", []),
        OnlineText::Games { total: 1, my_turn } => say.sentence(
            if *my_turn == 1 {
                "online-one-game-my-turn"
            } else {
                "online-one-game-their-turn"
            },
            [],
        ),
        OnlineText::Games { total, my_turn } => say.sentence(
            "online-games",
            [("total", count(*total)), ("mine", count(*my_turn))],
        ),
        OnlineText::NoGames => say.sentence("online-no-games", []),
        OnlineText::Playing {
            id,
            opponent,
            color,
            days,
        } => {
            let (id, opponent, player) =
                (text(id), lichess_player(opponent, say), side(say, *color));
            match days {
                Some(days) => say.sentence(
                    "online-playing-days",
                    [
                        ("id", id),
                        ("opponent", opponent),
                        ("side", player),
                        ("days", count(*days)),
                    ],
                ),
                None => say.sentence(
                    "online-playing",
                    [("id", id), ("opponent", opponent), ("side", player)],
                ),
            }
        }
        OnlineText::AboutGame {
            opponent,
            rated,
            pace,
        } => say.sentence(
            "online-about-game",
            [
                ("opponent", lichess_player(opponent, say)),
                ("rating", lichess_rating(opponent, say)),
                ("rated", yes(*rated)),
                ("pace", lichess_pace(pace, say)),
            ],
        ),
        OnlineText::ListedGame {
            number,
            opponent,
            my_turn,
            left,
            speed,
            not_playable: why,
        } => {
            let number = count(*number);
            let (opponent, rating) = (lichess_player(opponent, say), lichess_rating(opponent, say));
            let speed = say.part("lichess-speed", [("speed", text(speed))]);
            match why {
                Some(why) => say.sentence(
                    "online-listed-not-playable",
                    [
                        ("number", number),
                        ("opponent", opponent),
                        ("rating", rating),
                        ("speed", speed),
                        ("why", not_playable(why, say)),
                    ],
                ),
                None => {
                    let left = match left {
                        Some(left) => say.part(
                            "online-listed-left",
                            [("time", days_left(Duration::from_secs(*left), say))],
                        ),
                        None => FluentValue::from(""),
                    };
                    say.sentence(
                        "online-listed-game",
                        [
                            ("number", number),
                            ("opponent", opponent),
                            ("rating", rating),
                            ("speed", speed),
                            (
                                "turn",
                                FluentValue::from(if *my_turn { "mine" } else { "theirs" }),
                            ),
                            ("left", left),
                        ],
                    )
                }
            }
        }
        OnlineText::ChooseGame { default } => {
            say.sentence("online-choose-game", [("default", count(*default))])
        }
        OnlineText::NoSuchNumber(typed) => {
            say.sentence("online-no-such-number", [("text", text(typed))])
        }
        OnlineText::GameNotPlayable { id, why } => say.sentence(
            "online-game-not-playable",
            [("id", text(id)), ("why", not_playable(why, say))],
        ),
        OnlineText::NoPlayableGame => say.sentence("online-no-playable-game", []),
        OnlineText::NoClock => say.sentence("online-no-clock", []),
        OnlineText::TokenLacksBoardPlay => say.sentence("online-token-lacks-board-play", []),
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
                text(variant).into_owned()
            } else {
                say.part("not-playable-variant", [("variant", text(variant))])
            };
            let colour = match you_play {
                Some(color) => say.part("online-you-play", [("side", side(say, *color))]),
                None => say.part("online-colours-by-lot", []),
            };
            say.sentence(
                "online-challenge-received",
                [
                    ("rematch", yes(*rematch)),
                    ("opponent", lichess_player(from, say)),
                    ("rating", lichess_rating(from, say)),
                    ("rated", yes(*rated)),
                    ("pace", lichess_pace(pace, say)),
                    ("variant", variant),
                    ("colour", colour),
                ],
            )
        }
        OnlineText::ChallengeWithdrawn(user) => {
            say.sentence("online-challenge-withdrawn", [("user", text(user))])
        }
        OnlineText::NoChallenge => say.sentence("online-no-challenge", []),
        OnlineText::ChallengeAccepted => say.sentence("online-challenge-accepted", []),
        OnlineText::ChallengeDeclinedByYou => say.sentence("online-challenge-declined-by-you", []),
        OnlineText::AcceptedNotStarted(seconds) => say.sentence(
            "online-accepted-not-started",
            [("seconds", digits(seconds))],
        ),
        OnlineText::NoSuchChallenge(id) => {
            say.sentence("online-no-such-challenge", [("id", text(id))])
        }
        OnlineText::FirstMoveDue(left) => say.sentence(
            "online-first-move-due",
            [("seconds", count(left.as_secs()))],
        ),
        OnlineText::BadDeclineReason(typed) => {
            say.sentence("online-bad-decline-reason", [("text", text(typed))])
        }
        OnlineText::ChallengeCancelled(id) => {
            say.sentence("online-challenge-cancelled", [("id", text(id))])
        }
        OnlineText::SeekEnded => say.sentence("online-seek-ended", []),
        OnlineText::OfferDeclined { draw: true } => say.sentence("online-draw-declined", []),
        OnlineText::OfferDeclined { draw: false } => say.sentence("online-takeback-refused", []),
        OnlineText::ChatTaken => say.sentence("online-chat-taken", []),
        OnlineText::LeftUnsent(unsent) => {
            say.sentence("online-left-unsent", [("count", count(*unsent))])
        }
        OnlineText::DaysRunningOut(left) => {
            say.sentence("online-days-running-out", [("time", days_left(*left, say))])
        }
        OnlineText::YourTimeLeft(left) => {
            say.sentence("online-your-time-left", [("time", days_left(*left, say))])
        }
        OnlineText::ChallengedLive(user) => {
            say.sentence("online-challenged-live", [("user", text(user))])
        }
        OnlineText::ClockRunsOn => say.sentence("online-clock-runs-on", []),
        OnlineText::Numbered { number, text: line } => say.sentence(
            "online-numbered",
            [
                ("number", count(*number)),
                ("text", online(line, say).into()),
            ],
        ),
        OnlineText::AnswerChallenges { only: true } => say.sentence("online-answer-challenge", []),
        OnlineText::AnswerChallenges { only: false } => {
            say.sentence("online-answer-challenges", [])
        }
        OnlineText::NoSuchChallengeNumber(typed) => {
            say.sentence("online-no-such-challenge-number", [("text", text(typed))])
        }
        OnlineText::ChallengeDeclinedWhy { user, key } => {
            let why = match key.to_lowercase().as_str() {
                "later" => "decline-reason-later",
                "toofast" => "decline-reason-too-fast",
                "tooslow" => "decline-reason-too-slow",
                "timecontrol" => "decline-reason-time-control",
                "rated" => "decline-reason-rated",
                "casual" => "decline-reason-casual",
                "standard" => "decline-reason-standard",
                "variant" => "decline-reason-variant",
                "nobot" => "decline-reason-no-bot",
                "onlybot" => "decline-reason-only-bot",
                _ => "decline-reason-generic",
            };
            say.sentence(
                "online-challenge-declined-why",
                [("user", text(user)), ("why", say.part(why, []))],
            )
        }
        OnlineText::NewGame { id, opponent } => say.sentence(
            "online-new-game",
            [
                ("id", text(id)),
                ("opponent", lichess_player(opponent, say)),
            ],
        ),
        OnlineText::Seeking { stays: false } => say.sentence("online-seeking", []),
        OnlineText::Seeking { stays: true } => say.sentence("online-seeking-stays", []),
        OnlineText::Challenged(user) => say.sentence("online-challenged", [("user", text(user))]),
        OnlineText::ChallengeDeclined(user) => {
            say.sentence("online-challenge-declined", [("user", text(user))])
        }
        OnlineText::Chat { user, text: line } => {
            say.sentence("online-chat", [("user", text(user)), ("text", text(line))])
        }
        OnlineText::OpponentGone(Some(seconds)) if *seconds > 0 => {
            say.sentence("online-opponent-gone-wait", [("seconds", count(*seconds))])
        }
        OnlineText::OpponentGone(_) => say.sentence("online-opponent-gone", []),
        OnlineText::OpponentBack => say.sentence("online-opponent-back", []),
        OnlineText::DrawOfferSent => say.sentence("online-draw-offer-sent", []),
        OnlineText::TakebackAsked => say.sentence("online-takeback-asked", []),
        OnlineText::OpponentAsksTakeback => say.sentence("online-opponent-asks-takeback", []),
        OnlineText::AnswerDraw => say.sentence("online-answer-draw", []),
        OnlineText::TakebackDeclined => say.sentence("online-takeback-declined", []),
        OnlineText::EndedOnServer {
            status,
            loser,
            result,
        } => say.sentence(
            "online-ended-on-server",
            [
                ("status", server_status(status, *loser, say)),
                ("result", game_result(result, say).into()),
            ],
        ),
        OnlineText::DaysLeft { side: mover, left } => say.sentence(
            "online-days-left",
            [("side", side(say, *mover)), ("time", days_left(*left, say))],
        ),
        OnlineText::NotOnline => say.sentence("online-not-online", []),
        OnlineText::NoOneGone => say.sentence("online-no-one-gone", []),
        OnlineText::ClaimSent => say.sentence("online-claim-sent", []),
        OnlineText::ChatSent => say.sentence("online-chat-sent", []),
        OnlineText::OpponentToMove => say.sentence("online-opponent-to-move", []),
        OnlineText::OnlyOnline => say.sentence("online-only-online", []),
        OnlineText::PlainHttp(server) => {
            say.sentence("online-plain-http", [("server", text(server))])
        }
        OnlineText::TokenFileOpen { path: file, mode } => say.sentence(
            "online-token-file-open",
            [
                ("path", path(say, file)),
                ("mode", FluentValue::from(format!("{mode:04o}"))),
            ],
        ),
        OnlineText::TokenFileShared { path: file, who } => say.sentence(
            "online-token-file-shared",
            [("path", path(say, file)), ("who", text(who))],
        ),
        OnlineText::TokenFileNotOwn(file) => {
            say.sentence("online-token-file-not-own", [("path", path(say, file))])
        }
        OnlineText::TokenFileUnusable {
            path: file,
            problem,
        } => say.sentence(
            "online-token-file-unusable",
            [
                ("path", text_path(file)),
                ("problem", file_problem(problem, say).into()),
            ],
        ),
        OnlineText::TokenMalformed => say.sentence("online-token-malformed", []),
        OnlineText::NotLichess(server) => {
            say.sentence("online-not-lichess", [("server", text(server))])
        }
        OnlineText::ServerMoveUnplayable { uci, ply } => say.sentence(
            "online-server-move-unplayable",
            [("uci", text(uci)), ("ply", count(*ply))],
        ),
        OnlineText::UnreadableGame(detail) => {
            say.sentence("online-unreadable-game", [("detail", text(detail))])
        }
        OnlineText::MoveTakenBack => say.sentence("online-move-taken-back", []),
        OnlineText::MoveUnconfirmed => say.sentence("online-move-unconfirmed", []),
        OnlineText::LeftUnanswered(unanswered) => {
            say.sentence("online-left-unanswered", [("count", count(*unanswered))])
        }
        OnlineText::LeftQueued(queued) => {
            say.sentence("online-left-queued", [("count", count(*queued))])
        }
    }
}
