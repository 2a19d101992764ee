//! The JSON of the lichess Board API that annabella reads, with the field
//! names of its OpenAPI description (`lichess-org/api`,
//! `doc/specs/schemas/`). Fields annabella does not use are left out;
//! optional ones have defaults.

use std::time::Duration;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};
use shakmaty::{ByColor, Color};

use crate::notation::outside;
use crate::play::ServerState;

/// Text from the server as it may be printed and spoken, so that a name
/// or a chat line can never act on the player's terminal.
fn shown<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    String::deserialize(deserializer).map(|text| outside::line(&text))
}

/// The longest time in milliseconds a clock or a correspondence move may
/// have: a year. The API's times are integers (`GameStateEvent.yaml`:
/// "Integer of milliseconds"); lichess gives at most 14 days a move.
const LONGEST_MILLIS: u64 = 365 * 86_400_000;

/// The most days per move: a year (`GameFullEvent.yaml` `daysPerTurn` is an
/// integer; lichess offers 1 to 14).
const MOST_DAYS: u64 = 365;

/// A whole number from the server, as the API describes it (an integer),
/// within `0..=most`: a fraction, a negative number or one past `most` is
/// an error that names it, never a value rounded, wrapped or cut.
fn whole<'de, D: Deserializer<'de>>(deserializer: D, most: u64) -> Result<u64, D::Error> {
    let number = serde_json::Number::deserialize(deserializer)?;
    match number.as_u64() {
        Some(n) if n <= most => Ok(n),
        _ => Err(D::Error::custom(format!(
            "{} where a whole number up to {most} belongs",
            outside::clean(&number.to_string(), 40)
        ))),
    }
}

fn millis<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    whole(deserializer, LONGEST_MILLIS)
}

fn days<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u32>, D::Error> {
    Option::<serde_json::Value>::deserialize(deserializer)?
        .filter(|value| !value.is_null())
        .map(|value| whole(value, MOST_DAYS).map_err(D::Error::custom))
        .transpose()
        .map(|days| days.and_then(|d| u32::try_from(d).ok()))
}

fn seconds<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    Option::<serde_json::Value>::deserialize(deserializer)?
        .filter(|value| !value.is_null())
        .map(|value| whole(value, LONGEST_MILLIS / 1000).map_err(D::Error::custom))
        .transpose()
}

/// The reason of an error answer in the shapes lila sends: `{"error":
/// "…"}` (the API's Error schema), a form's errors by field (`{"global":
/// ["…"], "clock.limit": ["…"]}`), or both at once (`{"global": [...],
/// "error": {"global": [...]}}`). The messages, never the JSON; `None`
/// when the body has none of these shapes.
pub fn error_reason(body: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(body).ok()?;
    fn messages(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::String(text) => {
                let text = outside::line(text).trim().trim_end_matches('.').to_owned();
                if !text.is_empty() && !out.contains(&text) {
                    out.push(text);
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|item| messages(item, out)),
            serde_json::Value::Object(fields) => {
                fields.values().for_each(|item| messages(item, out))
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    match value.get("error") {
        Some(error) => messages(error, &mut found),
        None => messages(&value, &mut found),
    }
    (!found.is_empty()).then(|| found.join("; "))
}

/// `GET /api/account` (UserExtended): whose token it is.
#[derive(Clone, Debug, Deserialize)]
pub struct Account {
    pub id: String,
    #[serde(deserialize_with = "shown")]
    pub username: String,
}

/// What `POST /api/token/test` says of a token.
#[derive(Clone, Debug, Deserialize)]
pub struct TokenInfo {
    #[serde(default)]
    pub scopes: String,
}

/// `GET /api/account/playing`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Playing {
    pub now_playing: Vec<Ongoing>,
}

/// One ongoing game of `nowPlaying`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ongoing {
    #[serde(deserialize_with = "shown")]
    pub game_id: String,
    #[serde(default)]
    pub is_my_turn: bool,
    #[serde(default)]
    pub opponent: Opponent,
    #[serde(default, deserialize_with = "shown")]
    pub color: String,
    #[serde(default)]
    pub rated: bool,
    #[serde(default, deserialize_with = "shown")]
    pub speed: String,
    #[serde(default, deserialize_with = "shown")]
    pub source: String,
    /// Seconds the player has left; none in a game without a clock.
    #[serde(default, deserialize_with = "seconds")]
    pub seconds_left: Option<u64>,
    #[serde(default)]
    pub variant: Variant,
}

/// The opponent of `nowPlaying` or of a game event: `username` is lila's
/// name of the player with the title ("GM Carlsen"); lichess's AI has
/// no id and its level as `ai`; an anonymous player has no id.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Opponent {
    #[serde(default, deserialize_with = "shown_or_none")]
    pub id: Option<String>,
    #[serde(default, deserialize_with = "shown_or_empty")]
    pub username: String,
    #[serde(default, deserialize_with = "rating")]
    pub rating: Option<u32>,
    #[serde(default, deserialize_with = "level")]
    pub ai: Option<u8>,
}

/// GameEventPlayer: lichess's AI has only `aiLevel`, an anonymous player
/// nothing.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    #[serde(default, deserialize_with = "shown_or_none")]
    pub id: Option<String>,
    #[serde(default, deserialize_with = "shown_or_none")]
    pub name: Option<String>,
    #[serde(default, deserialize_with = "shown_or_none")]
    pub title: Option<String>,
    #[serde(default, deserialize_with = "rating")]
    pub rating: Option<u32>,
    #[serde(default)]
    pub provisional: bool,
    #[serde(default, deserialize_with = "level")]
    pub ai_level: Option<u8>,
}

/// A small whole number the player hears (a rating, an AI level, a
/// moment): anything else the server sends there (a fraction, a negative
/// or huge number, text) is left out rather than failing the whole line.
fn small<'de, D: Deserializer<'de>, T: TryFrom<u64>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    let value = Option::<serde_json::Value>::deserialize(deserializer)?;
    Ok(value
        .as_ref()
        .and_then(serde_json::Value::as_u64)
        .and_then(|n| T::try_from(n).ok()))
}

fn rating<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u32>, D::Error> {
    Ok(small::<D, u32>(deserializer)?.filter(|&r| r <= 4000))
}

fn level<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u8>, D::Error> {
    small::<D, u8>(deserializer)
}

fn moment<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    small::<D, u64>(deserializer)
}

/// Text that may be null (lichess's AI and anonymous players have no
/// name): null is empty.
fn shown_or_empty<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    shown_or_none(deserializer).map(Option::unwrap_or_default)
}

fn shown_or_none<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    Option::<String>::deserialize(deserializer).map(|text| text.map(|text| outside::line(&text)))
}

#[derive(Clone, Debug, Default, Deserialize)]
pub struct Variant {
    #[serde(default, deserialize_with = "shown")]
    pub key: String,
    #[serde(default, deserialize_with = "shown")]
    pub name: String,
}

impl Variant {
    /// Whether annabella plays this variant: standard chess, Chess960 and
    /// chess from a position (lichess's own blind mode takes no other).
    pub fn playable(&self) -> bool {
        matches!(
            self.key.as_str(),
            "standard" | "chess960" | "fromPosition" | ""
        )
    }
}

/// GameStateEvent.
#[derive(Clone, Debug, Deserialize)]
pub struct State {
    #[serde(default)]
    pub moves: String,
    #[serde(default, deserialize_with = "millis")]
    pub wtime: u64,
    #[serde(default, deserialize_with = "millis")]
    pub btime: u64,
    #[serde(default, deserialize_with = "shown")]
    pub status: String,
    #[serde(default)]
    pub winner: Option<String>,
    #[serde(default)]
    pub wdraw: bool,
    #[serde(default)]
    pub bdraw: bool,
    #[serde(default)]
    pub wtakeback: bool,
    #[serde(default)]
    pub btakeback: bool,
    /// `expiration` (idleMillis, millisToMove) while a first move is
    /// awaited; anything unreadable there is left out.
    #[serde(default)]
    pub expiration: Option<serde_json::Value>,
}

fn color(name: &str) -> Option<Color> {
    match name {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

impl State {
    pub fn server_state(&self) -> ServerState {
        ServerState {
            moves: self.moves.split_whitespace().map(str::to_owned).collect(),
            times: ByColor {
                white: Duration::from_millis(self.wtime),
                black: Duration::from_millis(self.btime),
            },
            status: self.status.clone(),
            winner: self.winner.as_deref().and_then(color),
            draw_offer: ByColor {
                white: self.wdraw,
                black: self.bdraw,
            },
            takeback_offer: ByColor {
                white: self.wtakeback,
                black: self.btakeback,
            },
            first_move_in: self.expiration.as_ref().and_then(|e| {
                let field = |name: &str| e.get(name).and_then(serde_json::Value::as_u64);
                let (idle, limit) = (field("idleMillis")?, field("millisToMove")?);
                (limit <= LONGEST_MILLIS).then(|| Duration::from_millis(limit.saturating_sub(idle)))
            }),
        }
    }
}

/// GameFullEvent.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Full {
    #[serde(deserialize_with = "shown")]
    pub id: String,
    #[serde(default)]
    pub variant: Variant,
    #[serde(default, deserialize_with = "shown")]
    pub speed: String,
    #[serde(default)]
    pub rated: bool,
    pub white: Player,
    pub black: Player,
    #[serde(default)]
    pub initial_fen: Option<String>,
    pub state: State,
    #[serde(default, deserialize_with = "days")]
    pub days_per_turn: Option<u32>,
    #[serde(default)]
    pub clock: Option<Clock>,
    /// When the game was made, in milliseconds since 1970.
    #[serde(default, deserialize_with = "moment")]
    pub created_at: Option<u64>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Clock {
    #[serde(deserialize_with = "millis")]
    pub initial: u64,
    #[serde(deserialize_with = "millis")]
    pub increment: u64,
}

/// One line of a game's stream.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum GameLine {
    GameFull(Box<Full>),
    GameState(State),
    ChatLine {
        #[serde(default, deserialize_with = "shown")]
        username: String,
        #[serde(default, deserialize_with = "shown")]
        text: String,
    },
    #[serde(rename_all = "camelCase")]
    OpponentGone {
        gone: bool,
        #[serde(default, deserialize_with = "seconds")]
        claim_win_in_seconds: Option<u64>,
    },
    #[serde(other)]
    Other,
}

/// The first line of a game's stream, which the API makes a `gameFull`;
/// what is wrong with it when it is not one, as it may be printed.
pub fn game_full(line: &str) -> Result<Full, String> {
    match serde_json::from_str::<GameLine>(line) {
        Ok(GameLine::GameFull(full)) => Ok(*full),
        Ok(_) => Err(format!(
            "the first line is no gameFull: {}",
            outside::clean(line, 60)
        )),
        Err(error) => Err(outside::line(&error.to_string())),
    }
}

/// GameEventInfo, as far as annabella needs it.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    #[serde(deserialize_with = "shown")]
    pub game_id: String,
    #[serde(default)]
    pub opponent: Opponent,
}

/// The challenge of a challenge event (ChallengeJson).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeInfo {
    #[serde(deserialize_with = "shown")]
    pub id: String,
    #[serde(default)]
    pub dest_user: Option<ChallengeUser>,
    #[serde(default)]
    pub challenger: Option<ChallengeUser>,
    #[serde(default)]
    pub rated: bool,
    #[serde(default)]
    pub time_control: TimeControl,
    /// The colour the challenger asked for: white, black or random.
    #[serde(default, deserialize_with = "shown")]
    pub color: String,
    #[serde(default)]
    pub variant: Variant,
    #[serde(default)]
    pub rematch_of: Option<String>,
    /// Why the challenge was declined, untranslated (`generic`, `later`,
    /// `toofast`, …).
    #[serde(default, deserialize_with = "shown_or_none")]
    pub decline_reason_key: Option<String>,
}

/// `GET /api/challenge`: the challenges to the player (`in`) and theirs
/// (`out`).
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Challenges {
    #[serde(default, rename = "in")]
    pub incoming: Vec<ChallengeInfo>,
}

/// A challenge's TimeControl: a clock, correspondence or unlimited.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TimeControl {
    #[serde(default, rename = "type")]
    pub kind: String,
    #[serde(default, deserialize_with = "seconds")]
    pub limit: Option<u64>,
    #[serde(default, deserialize_with = "seconds")]
    pub increment: Option<u64>,
    #[serde(default, deserialize_with = "days")]
    pub days_per_turn: Option<u32>,
}

/// ChallengeUser: `name` (the ChallengeUser schema) and `id`.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct ChallengeUser {
    #[serde(default, deserialize_with = "shown_or_empty")]
    pub id: String,
    #[serde(default, deserialize_with = "shown_or_empty")]
    pub name: String,
    #[serde(default, deserialize_with = "shown_or_none")]
    pub title: Option<String>,
    #[serde(default, deserialize_with = "rating")]
    pub rating: Option<u32>,
    #[serde(default)]
    pub provisional: bool,
}

/// One line of the event stream.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum EventLine {
    GameStart {
        game: GameInfo,
    },
    GameFinish {
        game: GameInfo,
    },
    ChallengeDeclined {
        challenge: ChallengeInfo,
    },
    ChallengeCanceled {
        challenge: ChallengeInfo,
    },
    Challenge {
        challenge: ChallengeInfo,
    },
    #[serde(other)]
    Other,
}

/// The answer to `POST /api/challenge/{username}` (ChallengeJson) or to a
/// correspondence seek: the id.
#[derive(Clone, Debug, Deserialize)]
pub struct Created {
    #[serde(deserialize_with = "shown")]
    pub id: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The examples of the OpenAPI description, as published.
    #[test]
    fn the_published_examples_are_read() {
        let full = r#"{"id":"BEOucQJo","variant":{"key":"standard","name":"Standard","short":"Std"},"speed":"rapid","perf":{"name":"Rapid"},"rated":false,"createdAt":1745112707998,"white":{"id":"bobby","name":"Bobby","title":null,"rating":1751},"black":{"id":"mary","name":"Mary","title":null,"rating":1021},"initialFen":"startpos","clock":{"initial":900000,"increment":0},"type":"gameFull","state":{"type":"gameState","moves":"d2d3","wtime":900000,"btime":900000,"winc":0,"binc":0,"status":"started"}}"#;
        let GameLine::GameFull(full) = serde_json::from_str(full).expect("gameFull") else {
            panic!("not gameFull");
        };
        assert_eq!(full.black.name.as_deref(), Some("Mary"));
        assert_eq!(full.state.server_state().moves, vec!["d2d3"]);
        assert_eq!(
            full.state.server_state().times.white,
            Duration::from_secs(900)
        );
        let gone = r#"{ "type": "opponentGone", "gone": true, "claimWinInSeconds": 8 }"#;
        assert!(matches!(
            serde_json::from_str(gone),
            Ok(GameLine::OpponentGone {
                gone: true,
                claim_win_in_seconds: Some(8)
            })
        ));
        let chat = r#"{ "type": "chatLine", "username": "thibault", "text": "Good luck, have fun", "room": "player" }"#;
        assert!(matches!(
            serde_json::from_str(chat),
            Ok(GameLine::ChatLine { .. })
        ));
        let playing = r#"{"nbMyTurn":1,"nowPlaying":[{"gameId":"rCRw1AuO","fullId":"rCRw1AuOvonq","color":"black","fen":"r1bqkbnr/pppp2pp/2n1pp2/8/8/3PP3/PPPB1PPP/RN1QKBNR w KQkq - 2 4","hasMoved":true,"isMyTurn":false,"lastMove":"b8c6","opponent":{"id":"philippe","rating":1790,"username":"Philippe"},"perf":"correspondence","rated":false,"secondsLeft":1209600,"source":"friend","speed":"correspondence","variant":{"key":"standard","name":"Standard"}}]}"#;
        let playing: Playing = serde_json::from_str(playing).expect("playing");
        assert_eq!(playing.now_playing[0].opponent.username, "Philippe");
        assert!(!playing.now_playing[0].is_my_turn);
    }

    #[test]
    fn unknown_lines_are_not_errors() {
        assert!(matches!(
            serde_json::from_str(r#"{"type":"somethingNew","x":1}"#),
            Ok(GameLine::Other)
        ));
        assert!(matches!(
            serde_json::from_str(r#"{"type":"challengeSomething","challenge":{}}"#),
            Ok(EventLine::Other)
        ));
    }

    #[test]
    fn text_from_the_server_cannot_act_on_the_terminal() {
        let chat = r#"{"type":"chatLine","username":"bob\u001b]0;x\u0007","text":"hi\u001b[2J\nthere","room":"player"}"#;
        match serde_json::from_str::<GameLine>(chat).expect("a chat line") {
            GameLine::ChatLine { username, text } => {
                assert_eq!(username, "bob");
                assert_eq!(text, "hi there");
            }
            other => panic!("{other:?}"),
        }
    }

    /// lila's `jsonFormError` (`ridiculousBackwardCompatibleJsonError`),
    /// `apiFormError` and the API's Error schema.
    #[test]
    fn form_errors_are_read_as_their_messages() {
        assert_eq!(
            error_reason(
                r#"{"global":["Invalid time control"],"error":{"global":["Invalid time control"]}}"#
            )
            .as_deref(),
            Some("Invalid time control")
        );
        assert_eq!(
            error_reason(r#"{"error":{"clock.limit":["Must be at most 10800"]}}"#).as_deref(),
            Some("Must be at most 10800")
        );
        assert_eq!(
            error_reason(r#"{"error":"This game cannot be played with the Board API."}"#)
                .as_deref(),
            Some("This game cannot be played with the Board API")
        );
        assert_eq!(error_reason("<html>"), None);
    }

    /// lichess's AI in `nowPlaying` and `gameStart`: no id, and a name
    /// that may be null; the line is still read.
    #[test]
    fn an_opponent_without_a_name_is_read() {
        let start = r#"{"type":"gameStart","game":{"gameId":"ai1","fullId":"ai1abcd","opponent":{"id":null,"username":null,"ai":3}}}"#;
        match serde_json::from_str::<EventLine>(start).expect("a game start") {
            EventLine::GameStart { game } => {
                assert_eq!(game.opponent.ai, Some(3));
                assert_eq!(game.opponent.id, None);
            }
            other => panic!("{other:?}"),
        }
    }
}
