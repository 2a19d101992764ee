//! Correspondence by e-mail, letter and cassette, and ICCF's server games
//! (`corr.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::notation::message::Say;
use crate::notation::message::files::ids::file_problem;
use crate::notation::message::ids::*;
use crate::notation::message::online::ids::server_trouble;

/// `.` after White's move number, `...` after Black's.
fn dots(side: Color) -> FluentValue<'static> {
    FluentValue::from(if side == Color::White { "." } else { "..." })
}

/// `1... e5 (5755)`: the same in every language.
fn card_move(m: &CardMove) -> FluentValue<'static> {
    let dots = if m.side == Color::White { "." } else { "..." };
    FluentValue::from(format!("{}{dots} {} ({})", m.number, m.written, m.iccf))
}

/// A count of days for `-days`: its size, a number, and its sign.
fn days(n: i64) -> [(&'static str, FluentValue<'static>); 2] {
    let size = usize::try_from(n.unsigned_abs()).unwrap_or(usize::MAX);
    let sign = if n < 0 { "minus" } else { "plus" };
    [("days", count(size)), ("sign", FluentValue::from(sign))]
}

fn card(line: &CardLine, say: &Say) -> String {
    match line {
        CardLine::Title { white, black } => say.sentence(
            "card-title",
            [("white", text(white)), ("black", text(black))],
        ),
        CardLine::YourMove(m) => say.sentence("card-your-move", [("move", card_move(m))]),
        CardLine::ReceivedOn(day) => say.sentence("card-received-on", [("day", text(day))]),
        CardLine::MyMove(m) => say.sentence("card-my-move", [("move", card_move(m))]),
        CardLine::SentOn(day) => say.sentence("card-sent-on", [("day", text(day))]),
        CardLine::DaysThisMove(n) => say.sentence("card-days-this-move", days(*n)),
        CardLine::DaysInAll { white, black } => say.sentence(
            "card-days-in-all",
            [("white", digits(white)), ("black", digits(black))],
        ),
        CardLine::OfferDraw => say.sentence("card-offer-draw", []),
        CardLine::Message(words) => say.sentence("card-message", [("text", text(words))]),
        CardLine::AcceptDraw => say.sentence("card-accept-draw", []),
        CardLine::Resign => say.sentence("card-resign", []),
        CardLine::ResignationReceived => say.sentence("card-resignation-received", []),
        CardLine::Result(result) => say.sentence("card-result", [("result", text(result))]),
    }
}

/// A date of the game, for a sentence to choose by.
fn date_of(what: DateOf) -> FluentValue<'static> {
    FluentValue::from(match what {
        DateOf::TheirReceived => "their-received",
        DateOf::TheirSent => "their-sent",
        DateOf::MailWritten => "mail-written",
        DateOf::MyReceived => "my-received",
        DateOf::MySent => "my-sent",
        DateOf::GameBegan => "game-began",
        DateOf::Today => "today",
    })
}

/// A count of days that may be below zero: its size, and its sign.
fn signed(
    name: &'static str,
    sign: &'static str,
    n: i32,
) -> [(&'static str, FluentValue<'static>); 2] {
    let size = usize::try_from(n.unsigned_abs()).unwrap_or(usize::MAX);
    let minus = if n < 0 { "minus" } else { "plus" };
    [(name, count(size)), (sign, FluentValue::from(minus))]
}

fn doubt(doubt: &MailDoubt, say: &Say) -> String {
    match doubt {
        MailDoubt::Several(moves) => say.sentence(
            "corr-doubt-several",
            [("moves", list(moves.iter().cloned(), "list-comma", say))],
        ),
        MailDoubt::RepeatsOther { card, game } => say.sentence(
            "corr-doubt-repeats-other",
            [("card", text(card)), ("move", card_move(game))],
        ),
        MailDoubt::WrongNumber {
            card,
            expected,
            side,
        } => say.sentence(
            "corr-doubt-wrong-number",
            [
                ("card", text(card)),
                ("expected", digits(expected)),
                ("dots", dots(*side)),
            ],
        ),
        MailDoubt::NoneSaid(moves) => say.sentence(
            "corr-doubt-none-said",
            [("moves", list(moves.iter().cloned(), "list-comma", say))],
        ),
        MailDoubt::Unplayable { card, why } => say.sentence(
            "corr-doubt-unplayable",
            [("card", text(card)), ("why", say.words(why).into())],
        ),
        MailDoubt::AcceptsUnoffered => say.sentence("corr-doubt-accepts-unoffered", []),
    }
}

fn says(side_said: Color, says: &MailSays, say: &Say) -> String {
    let who = ("side", side(say, side_said));
    match says {
        MailSays::OffersDraw => say.sentence("corr-says-offer", [who]),
        MailSays::AcceptsDraw => say.sentence("corr-says-accept", [who]),
        MailSays::DeclinesDraw => say.sentence("corr-says-decline", [who]),
        MailSays::Resigns => say.sentence("corr-says-resign", [who]),
        MailSays::Claims(claim) => say.sentence(
            "corr-says-claim",
            [
                who,
                (
                    "rule",
                    FluentValue::from(match claim {
                        Some(crate::game::Claim::ThreefoldRepetition) => "repetition",
                        Some(crate::game::Claim::FiftyMoves) => "fifty",
                        None => "none",
                    }),
                ),
            ],
        ),
        MailSays::Conditional { when, then } => say.sentence(
            "corr-says-conditional",
            [who, ("when", text(when)), ("then", text(then))],
        ),
    }
}

fn standing(standing: &Standing, say: &Say) -> FluentValue<'static> {
    match standing {
        Standing::MyMove {
            since,
            due,
            overdue,
        } => {
            let since = match since {
                Some(day) => say.part("corr-since", [("day", text(day))]),
                None => FluentValue::from(""),
            };
            let due = match due {
                Some(day) if *overdue => say.part("corr-overdue", [("day", text(day))]),
                Some(day) => say.part("corr-due", [("day", text(day))]),
                None => FluentValue::from(""),
            };
            say.part("corr-standing-my-move", [("since", since), ("due", due)])
        }
        Standing::ToSend => say.part("corr-standing-to-send", []),
        Standing::OpponentsMove => say.part("corr-standing-opponents-move", []),
        Standing::Over { result, end } => match end {
            Some(words) => say.part(
                "corr-standing-over-by",
                [("result", text(result)), ("end", say.words(words).into())],
            ),
            None => say.part("corr-standing-over", [("result", text(result))]),
        },
    }
}

/// The sentences of correspondence.
pub(crate) fn corr(corr: &CorrText, say: &Say) -> String {
    match corr {
        CorrText::Created { name, path: file } => say.sentence(
            "corr-created",
            [("name", text(name)), ("path", path(say, file))],
        ),
        CorrText::Opened(name) => say.sentence("corr-opened", [("name", text(name))]),
        CorrText::PlayedByPost(name) => say.sentence("corr-played-by-post", [("name", text(name))]),
        CorrText::BadName(name) => say.sentence("corr-bad-name", [("name", text(name))]),
        CorrText::GameExists(name) => say.sentence("corr-game-exists", [("name", text(name))]),
        CorrText::NoSuchGame(name) => say.sentence("corr-no-such-game", [("name", text(name))]),
        CorrText::NoGames => say.sentence("corr-no-games", []),
        CorrText::Listed {
            name,
            opponent,
            me,
            standing: how,
            used,
            left,
        } => {
            let [left_size, left_sign] = signed("left", "sign", *left);
            let against = match opponent {
                Some(opponent) => say.part("corr-against", [("opponent", text(opponent))]),
                None => FluentValue::from(""),
            };
            say.sentence(
                "corr-listed",
                [
                    ("name", text(name)),
                    ("color", color(*me)),
                    ("against", against),
                    ("standing", standing(how, say)),
                    ("used", count(usize::try_from(*used).unwrap_or(0))),
                    left_size,
                    left_sign,
                ],
            )
        }
        CorrText::BadControl(typed) => say.sentence("corr-bad-control", [("text", text(typed))]),
        CorrText::BadDate(typed) => say.sentence("corr-bad-date", [("text", text(typed))]),
        CorrText::DateBefore {
            what,
            day,
            limit,
            limit_day,
        } => say.sentence(
            "corr-date-before",
            [
                ("what", date_of(*what)),
                ("day", text(day)),
                ("limit", date_of(*limit)),
                ("limit_day", text(limit_day)),
            ],
        ),
        CorrText::DateAfter {
            what,
            day,
            limit,
            limit_day,
        } => say.sentence(
            "corr-date-after",
            [
                ("what", date_of(*what)),
                ("day", text(day)),
                ("limit", date_of(*limit)),
                ("limit_day", text(limit_day)),
            ],
        ),
        CorrText::DateCorrected { what, day, was } => {
            let was = match was {
                Some(was) => say.part("corr-date-was", [("day", text(was))]),
                None => FluentValue::from(""),
            };
            say.sentence(
                "corr-date-corrected",
                [("what", date_of(*what)), ("day", text(day)), ("was", was)],
            )
        }
        CorrText::Received(day) => say.sentence("corr-received", [("day", text(day))]),
        CorrText::OpponentsMove => say.sentence("corr-opponents-move", []),
        CorrText::YourMove => say.sentence("corr-your-move", []),
        CorrText::NotSent(m) => say.sentence("corr-not-sent", [("move", card_move(m))]),
        CorrText::NothingToSend => say.sentence("corr-nothing-to-send", []),
        CorrText::Reminder(day) => say.sentence("corr-reminder", [("day", text(day))]),
        CorrText::ReminderKeepsDate(day) => {
            say.sentence("corr-reminder-keeps-date", [("day", text(day))])
        }
        CorrText::CardsWritten(folder) => {
            say.sentence("corr-cards-written", [("path", path(say, folder))])
        }
        CorrText::CardNotWritten {
            path: file,
            problem,
        } => say.sentence(
            "corr-card-not-written",
            [
                ("problem", file_problem(problem, say).into()),
                ("path", path(say, file)),
            ],
        ),
        CorrText::CardDates { received, sent } => {
            let received = match received {
                Some(day) => say.part("corr-card-received", [("day", text(day))]),
                None => FluentValue::from(""),
            };
            let sent = match sent {
                Some(day) => say.part("corr-card-sent", [("day", text(day))]),
                None => FluentValue::from(""),
            };
            say.sentence("corr-card-dates", [("received", received), ("sent", sent)])
        }
        CorrText::CardLacksMove { number, side } => say.sentence(
            "corr-card-lacks-move",
            [("number", digits(number)), ("dots", dots(*side))],
        ),
        CorrText::Doubt(what) => doubt(what, say),
        CorrText::Decide => say.sentence("corr-decide", []),
        CorrText::MailFrom { from, day } => match (from, day) {
            (Some(from), Some(day)) => {
                say.sentence("corr-mail-from", [("from", text(from)), ("day", text(day))])
            }
            (Some(from), None) => say.sentence("corr-mail-from-undated", [("from", text(from))]),
            (None, _) => say.sentence("corr-mail-text", []),
        },
        CorrText::MailLine(line) => say.sentence("corr-mail-line", [("text", text(line))]),
        CorrText::MailMore(more) => say.sentence("corr-mail-more", [("count", count(*more))]),
        CorrText::Says { side, says: said } => says(*side, said, say),
        CorrText::AskRecord { conditional } => say.sentence(
            if *conditional {
                "corr-ask-conditional"
            } else {
                "corr-ask-record"
            },
            [],
        ),
        CorrText::AcceptOrMove => say.sentence("corr-accept-or-move", []),
        CorrText::Recorded => say.sentence("corr-recorded", []),
        CorrText::NotRecorded => say.sentence("corr-not-recorded", []),
        CorrText::ConditionalKept { when, then } => say.sentence(
            "corr-conditional-kept",
            [("when", text(when)), ("then", text(then))],
        ),
        CorrText::ConditionalPlayed(m) => {
            say.sentence("corr-conditional-played", [("move", card_move(m))])
        }
        CorrText::ConditionalLapsed(when) => {
            say.sentence("corr-conditional-lapsed", [("when", text(when))])
        }
        CorrText::ConditionalUnreadable { when, then } => say.sentence(
            "corr-conditional-unreadable",
            [("when", text(when)), ("then", text(then))],
        ),
        CorrText::TakenBack(m) => say.sentence("corr-taken-back", [("move", card_move(m))]),
        CorrText::NoOffer => say.sentence("corr-no-offer", []),
        CorrText::SendFinal => say.sentence("corr-send-final", []),
        CorrText::MailHandedOver(address) => {
            say.sentence("corr-mail-handed-over", [("address", text(address))])
        }
        CorrText::NoAddress => say.sentence("corr-no-address", []),
        CorrText::MailProgram(trouble) => say.sentence(
            match trouble {
                MailProgramTrouble::Missing => "corr-mail-program-missing",
                MailProgramTrouble::Failed => "corr-mail-program-failed",
            },
            [],
        ),
        CorrText::Address(address) => say.sentence("corr-address", [("address", text(address))]),
        CorrText::BadAddress(typed) => say.sentence("corr-bad-address", [("text", text(typed))]),
        CorrText::NoMailFolder => say.sentence("corr-no-mail-folder", []),
        CorrText::MailFromOther { from, address } => say.sentence(
            "corr-mail-from-other",
            [("from", text(from)), ("address", text(address))],
        ),
        CorrText::NoNewMail {
            address,
            path: folder,
        } => say.sentence(
            "corr-no-new-mail",
            [("address", text(address)), ("path", path(say, folder))],
        ),
        CorrText::MailFolderUnusable {
            path: folder,
            problem,
        } => say.sentence(
            "corr-mail-folder-unusable",
            [
                ("problem", file_problem(problem, say).into()),
                ("path", path(say, folder)),
            ],
        ),
        CorrText::CardMessage(words) => say.sentence("corr-card-message", [("text", text(words))]),
        CorrText::Card(line) => card(line, say),
        CorrText::SideDays {
            side,
            used,
            left,
            by_move,
        } => {
            let [size, sign] = days(*used);
            if *left < 0 {
                say.sentence(
                    "corr-side-days-over",
                    [
                        ("color", color(*side)),
                        size,
                        sign,
                        ("over", digits(-left)),
                        ("move", digits(by_move)),
                    ],
                )
            } else {
                say.sentence(
                    "corr-side-days",
                    [
                        ("color", color(*side)),
                        size,
                        sign,
                        ("left", digits(left)),
                        ("move", digits(by_move)),
                    ],
                )
            }
        }
        CorrText::ThinkingSince { since, days: n } => {
            let [size, sign] = days(*n);
            say.sentence("corr-thinking-since", [("since", text(since)), size, sign])
        }
        CorrText::ReplyDue { due, overdue } => say.sentence(
            if *overdue {
                "corr-reply-overdue"
            } else {
                "corr-reply-due"
            },
            [("due", text(due))],
        ),
        CorrText::OnLeave(until) => say.sentence("corr-on-leave", [("until", text(until))]),
        CorrText::LeaveTaken {
            days: n,
            from,
            until,
        } => {
            let [size, sign] = days(i64::from(*n));
            say.sentence(
                "corr-leave-taken",
                [("from", text(from)), ("until", text(until)), size, sign],
            )
        }
        CorrText::Left { name, path: file } => say.sentence(
            "corr-left",
            [("name", text(name)), ("path", path(say, file))],
        ),
        CorrText::Iccf(iccf_text) => iccf(iccf_text, say),
        CorrText::Usage(command) => say.sentence(
            match command {
                CorrCommand::Received => "corr-usage-received",
                CorrCommand::Read => "corr-usage-read",
                CorrCommand::Send => "corr-usage-send",
                CorrCommand::Leave => "corr-usage-leave",
                CorrCommand::Date => "corr-usage-date",
                CorrCommand::Email => "corr-usage-email",
            },
            [],
        ),
        CorrText::Help => say.sentence("corr-help", []),
    }
}

/// Days, hours and minutes left, for `-iccf-left`.
fn left(time: &DaysLeft) -> [(&'static str, FluentValue<'static>); 3] {
    [
        ("days", digits(time.days)),
        ("hours", digits(time.hours)),
        ("minutes", digits(time.minutes)),
    ]
}

fn code(code: &XfccCode, say: &Say) -> FluentValue<'static> {
    let id = match code {
        XfccCode::Success => "xfcc-success",
        XfccCode::InvalidMove => "xfcc-invalid-move",
        XfccCode::NotYourTurn => "xfcc-not-your-turn",
        XfccCode::YouAreOnLeave => "xfcc-on-leave",
        XfccCode::LostOnTime => "xfcc-lost-on-time",
        XfccCode::MoveIsAmbiguous => "xfcc-ambiguous",
        XfccCode::InvalidMoveNumber => "xfcc-invalid-move-number",
        XfccCode::NoDrawWasOffered => "xfcc-no-draw-offered",
        XfccCode::AuthenticationFailed => "xfcc-authentication-failed",
        XfccCode::ServerError => "xfcc-server-error",
        XfccCode::FeatureUnavailable => "xfcc-feature-unavailable",
        XfccCode::InvalidGameId => "xfcc-invalid-game-id",
        XfccCode::NotYourGame => "xfcc-not-your-game",
        XfccCode::Other(word) => return say.part("xfcc-other", [("word", text(word))]),
    };
    say.part(id, [])
}

fn result(result: &XfccResult, say: &Say) -> FluentValue<'static> {
    let id = match result {
        XfccResult::Ongoing => "xfcc-ongoing",
        XfccResult::WhiteWins => "xfcc-white-wins",
        XfccResult::BlackWins => "xfcc-black-wins",
        XfccResult::Draw => "xfcc-draw",
        XfccResult::WhiteWinAdjudicated => "xfcc-white-win-adjudicated",
        XfccResult::BlackWinAdjudicated => "xfcc-black-win-adjudicated",
        XfccResult::DrawAdjudicated => "xfcc-draw-adjudicated",
        XfccResult::WhiteDefaulted => "xfcc-white-defaulted",
        XfccResult::BlackDefaulted => "xfcc-black-defaulted",
        XfccResult::BothDefaulted => "xfcc-both-defaulted",
        XfccResult::Cancelled => "xfcc-cancelled",
        XfccResult::AdjudicationPending => "xfcc-adjudication-pending",
        XfccResult::Other(word) => return say.part("xfcc-result-other", [("word", text(word))]),
    };
    say.part(id, [])
}

/// The sentences of ICCF's server games.
fn iccf(iccf: &IccfText, say: &Say) -> String {
    let nothing = || FluentValue::from("");
    match iccf {
        IccfText::UserPrompt => say.sentence("iccf-user-prompt", []),
        IccfText::PasswordPrompt => say.sentence("iccf-password-prompt", []),
        IccfText::LoggedIn { user, games } => say.sentence(
            "iccf-logged-in",
            [("user", text(user)), ("games", digits(games))],
        ),
        IccfText::LoginSaved(file) => say.sentence("iccf-login-saved", [("path", path(say, file))]),
        IccfText::NoLogin => say.sentence("iccf-no-login", []),
        IccfText::LoginFileOpen { path: file, mode } => say.sentence(
            "iccf-login-file-open",
            [
                ("mode", digits(format!("{mode:o}"))),
                ("path", path(say, file)),
            ],
        ),
        IccfText::LoginFileShared { path: file, who } => say.sentence(
            "iccf-login-file-shared",
            [("who", text(who)), ("path", path(say, file))],
        ),
        IccfText::LoginFileNotOwn(file) => {
            say.sentence("iccf-login-file-not-own", [("path", path(say, file))])
        }
        IccfText::LoginFileUnusable {
            path: file,
            problem,
        } => say.sentence(
            "iccf-login-file-unusable",
            [
                ("path", path(say, file)),
                ("problem", file_problem(problem, say).into()),
            ],
        ),
        IccfText::PlainHttp(url) => say.sentence("iccf-plain-http", [("url", text(url))]),
        IccfText::Unreachable(why) => {
            say.sentence("iccf-unreachable", [("why", server_trouble(why, say))])
        }
        IccfText::Unreadable => say.sentence("iccf-unreadable", []),
        IccfText::LeftUnanswered(Some(m)) => say.sentence(
            "iccf-left-unanswered-move",
            [
                ("number", digits(m.number)),
                ("dots", dots(m.side)),
                ("move", text(&m.written)),
            ],
        ),
        IccfText::LeftUnanswered(None) => say.sentence("iccf-left-unanswered", []),
        IccfText::LeftUnsent(Some(m)) => say.sentence(
            "iccf-left-unsent-move",
            [
                ("number", digits(m.number)),
                ("dots", dots(m.side)),
                ("move", text(&m.written)),
            ],
        ),
        IccfText::LeftUnsent(None) => say.sentence("iccf-left-unsent", []),
        IccfText::TooLarge {
            megabytes,
            games,
            fields,
            kilobytes,
        } => say.sentence(
            "iccf-too-large",
            [
                ("megabytes", count(*megabytes)),
                ("games", count(*games)),
                ("fields", count(*fields)),
                ("kilobytes", count(*kilobytes)),
            ],
        ),
        IccfText::Fault(why) => say.sentence("iccf-fault", [("why", code(why, say))]),
        IccfText::Games { total, my_turn } => say.sentence(
            "iccf-games",
            [("total", digits(total)), ("mine", digits(my_turn))],
        ),
        IccfText::NoGames => say.sentence("iccf-no-games", []),
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
            let event = if event.is_empty() {
                nothing()
            } else {
                say.part("iccf-listed-event", [("event", text(event))])
            };
            let state = if end.is_over() {
                say.part("iccf-listed-over", [("result", result(end, say))])
            } else if *my_turn {
                say.part("iccf-listed-my-turn", left(time))
            } else {
                say.part("iccf-listed-their-turn", left(time))
            };
            let offer = if *offer {
                say.part("iccf-listed-offer", [])
            } else {
                nothing()
            };
            let message = if *message {
                say.part("iccf-listed-message", [])
            } else {
                nothing()
            };
            say.sentence(
                "iccf-listed",
                [
                    ("number", digits(number)),
                    ("id", text(id)),
                    ("opponent", text(opponent)),
                    ("event", event),
                    ("state", state),
                    ("offer", offer),
                    ("message", message),
                ],
            )
        }
        IccfText::NoSuchGame(id) => say.sentence("iccf-no-such-game", [("id", text(id))]),
        IccfText::Playing {
            id,
            me,
            opponent,
            event,
        } => {
            if event.is_empty() {
                say.sentence(
                    "iccf-playing",
                    [
                        ("id", text(id)),
                        ("color", color(*me)),
                        ("opponent", text(opponent)),
                    ],
                )
            } else {
                say.sentence(
                    "iccf-playing-event",
                    [
                        ("id", text(id)),
                        ("color", color(*me)),
                        ("opponent", text(opponent)),
                        ("event", text(event)),
                    ],
                )
            }
        }
        IccfText::TimeLeft { side, left: time } => {
            let [days, hours, minutes] = left(time);
            say.sentence(
                "iccf-time-left",
                [("color", color(*side)), days, hours, minutes],
            )
        }
        IccfText::Message { from, text: words } => say.sentence(
            "iccf-message",
            [("from", text(from)), ("text", text(words))],
        ),
        IccfText::AnswerOffer => say.sentence("iccf-answer-offer", []),
        IccfText::Sending(m) => say.sentence(
            "iccf-sending",
            [
                ("number", digits(m.number)),
                ("dots", dots(m.side)),
                ("move", text(&m.written)),
            ],
        ),
        IccfText::Answer {
            code: XfccCode::Success,
            ..
        } => say.sentence("iccf-accepted", []),
        IccfText::Answer {
            code: why,
            taken_back,
        } => say.sentence(
            if *taken_back {
                "iccf-refused-taken-back"
            } else {
                "iccf-refused"
            },
            [("why", code(why, say))],
        ),
        IccfText::Result(end) => say.sentence("iccf-result", [("result", result(end, say))]),
        IccfText::WithNextMove => say.sentence("iccf-with-next-move", []),
        IccfText::OpponentsTurn => say.sentence("iccf-opponents-turn", []),
        IccfText::NoOffer => say.sentence("iccf-no-offer", []),
        IccfText::BadServerMove { ply, text: words } => say.sentence(
            "iccf-bad-server-move",
            [("ply", digits(ply)), ("text", text(words))],
        ),
        IccfText::Variant(name) => say.sentence("iccf-variant", [("name", text(name))]),
        IccfText::Help => say.sentence("iccf-help", []),
    }
}
