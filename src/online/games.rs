//! The player's games on lichess as annabella names them: who the
//! opponent is, how fast the game goes, and whether annabella can play it
//! (lichess's Board API refuses some, and annabella plays only standard
//! chess, Chess960 and chess from a position).

use crate::notation::{LichessPace, LichessPlayer, NotPlayable};

use super::api;

/// The longest game id read from a file: lichess's ids are 8 characters,
/// 12 with the player's part.
const LONGEST_ID: usize = 12;

/// A game id as it may stand in a file name and a command: its letters and
/// digits, `None` when that leaves nothing or too much.
fn clean_id(id: &str) -> Option<String> {
    let id: String = id.chars().filter(char::is_ascii_alphanumeric).collect();
    (!id.is_empty() && id.len() <= LONGEST_ID).then_some(id)
}

/// The file a lichess game is saved in, in the games folder:
/// `lichess-ID.pgn`.
pub fn file_name(id: &str) -> String {
    let safe: String = id.chars().filter(char::is_ascii_alphanumeric).collect();
    format!("lichess-{safe}.pgn")
}

/// The lichess game a saved game is, when it is one: named as
/// [`file_name`] names it, or with the tags an online game is saved with
/// (`[Event "lichess … game"]`, `[Site "SERVER/ID"]`). Such a game is
/// played on with `annabella online --game ID`, never offline.
pub fn saved_game_id(
    path: &std::path::Path,
    event: Option<&str>,
    site: Option<&str>,
) -> Option<String> {
    let by_tags = event
        .is_some_and(|e| e.starts_with("lichess ") && e.ends_with(" game"))
        .then(|| {
            site?
                .trim_end_matches('/')
                .rsplit('/')
                .next()
                .and_then(clean_id)
        })
        .flatten();
    let by_name = || {
        let name = path.file_name()?.to_str()?;
        let id = name.strip_prefix("lichess-")?.strip_suffix(".pgn")?;
        clean_id(id).filter(|clean| clean == id)
    };
    by_tags.or_else(by_name)
}

/// A player of a game's `gameFull` (GameEventPlayer): lichess's AI by its
/// level, a player without a name as anonymous, a title before the name.
pub fn player(player: &api::Player) -> LichessPlayer {
    if let Some(level) = player.ai_level {
        return LichessPlayer::Ai(level);
    }
    match player.name.as_deref().map(str::trim) {
        Some(name) if !name.is_empty() => LichessPlayer::Named {
            name: match player.title.as_deref().map(str::trim) {
                Some(title) if !title.is_empty() => format!("{title} {name}"),
                _ => name.to_owned(),
            },
            rating: player.rating,
            provisional: player.provisional,
        },
        _ => LichessPlayer::Anonymous,
    }
}

/// The opponent of an ongoing game or a game event: lila writes the title
/// into `username` already.
pub fn opponent(opponent: &api::Opponent) -> LichessPlayer {
    if let Some(level) = opponent.ai {
        return LichessPlayer::Ai(level);
    }
    let name = opponent.username.trim();
    if opponent.id.is_none() || name.is_empty() {
        return LichessPlayer::Anonymous;
    }
    LichessPlayer::Named {
        name: name.to_owned(),
        rating: opponent.rating,
        provisional: false,
    }
}

/// The name a PGN's `White` or `Black` tag takes, as lichess writes it in
/// its own PGN exports: the account's name, `lichess AI level N`, or
/// `Anonymous`.
pub fn pgn_name(player: &api::Player) -> String {
    if let Some(level) = player.ai_level {
        return format!("lichess AI level {level}");
    }
    match player.name.as_deref().map(str::trim) {
        Some(name) if !name.is_empty() => name.to_owned(),
        _ => "Anonymous".to_owned(),
    }
}

/// A game's pace from its `gameFull`: a clock, days per move, or none.
pub fn pace(full: &api::Full) -> LichessPace {
    match (&full.clock, full.days_per_turn) {
        (Some(clock), _) => LichessPace::Clock {
            initial: clock.initial / 1000,
            increment: clock.increment / 1000,
        },
        (None, Some(days)) => LichessPace::Days(days),
        (None, None) => LichessPace::Unlimited,
    }
}

/// Why annabella cannot play an ongoing game, if it cannot: a variant
/// other than standard, Chess960 and from-position, or a game lichess's
/// Board API refuses (lila's `isBoardCompatible`: rapid and slower, or
/// blitz against the AI, a friend or through the API).
pub fn not_playable(game: &api::Ongoing) -> Option<NotPlayable> {
    if !game.variant.playable() {
        return Some(NotPlayable::Variant(variant_name(&game.variant)));
    }
    let refused = match game.speed.as_str() {
        "ultraBullet" | "bullet" => true,
        "blitz" => !matches!(game.source.as_str(), "ai" | "friend" | "api"),
        _ => false,
    };
    refused.then_some(NotPlayable::BoardApi)
}

/// A variant by lichess's name for it, else by its key.
pub fn variant_name(variant: &api::Variant) -> String {
    if variant.name.trim().is_empty() {
        variant.key.clone()
    } else {
        variant.name.trim().to_owned()
    }
}

/// The date of a PGN's `Date` tag (`YYYY.MM.DD`, UTC) of lichess's
/// `createdAt`, milliseconds since 1970.
pub fn pgn_date(created_at: u64) -> String {
    crate::notation::date::Date::of_seconds(created_at / 1000).pgn()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An online game is known by its tags, as `online` saves it, or by
    /// its file's name; a lichess export of a game played elsewhere is not
    /// one.
    #[test]
    fn a_saved_lichess_game_is_known_by_its_tags_or_its_name() {
        let path = std::path::Path::new;
        let event = Some("lichess correspondence game");
        let site = Some("https://lichess.org/AbCd1234");
        assert_eq!(
            saved_game_id(path("club.pgn"), event, site),
            Some("AbCd1234".into())
        );
        assert_eq!(
            saved_game_id(path("/g/lichess-x7Y8.pgn"), None, None),
            Some("x7Y8".into())
        );
        assert_eq!(
            saved_game_id(path("club.pgn"), Some("Rated blitz game"), site),
            None
        );
        assert_eq!(saved_game_id(path("lichess-a b.pgn"), None, None), None);
        assert_eq!(
            saved_game_id(path("x.pgn"), event, Some("https://x/\u{1b}[2J")),
            Some("2J".into())
        );
    }

    fn ongoing(json: &str) -> api::Ongoing {
        serde_json::from_str(json).expect("an ongoing game")
    }

    /// lila's rule: the Board API plays rapid, classical and
    /// correspondence, and blitz only against the AI, a friend or through
    /// the API.
    #[test]
    fn the_games_the_board_api_refuses_are_known_before_opening_them() {
        let lobby_blitz = ongoing(
            r#"{"gameId":"a","speed":"blitz","source":"lobby","variant":{"key":"standard","name":"Standard"}}"#,
        );
        assert_eq!(not_playable(&lobby_blitz), Some(NotPlayable::BoardApi));
        let friend_blitz = ongoing(
            r#"{"gameId":"a","speed":"blitz","source":"friend","variant":{"key":"standard","name":"Standard"}}"#,
        );
        assert_eq!(not_playable(&friend_blitz), None);
        let bullet = ongoing(
            r#"{"gameId":"a","speed":"bullet","source":"friend","variant":{"key":"standard","name":"Standard"}}"#,
        );
        assert_eq!(not_playable(&bullet), Some(NotPlayable::BoardApi));
        let atomic = ongoing(
            r#"{"gameId":"a","speed":"correspondence","source":"friend","variant":{"key":"atomic","name":"Atomic"}}"#,
        );
        assert_eq!(
            not_playable(&atomic),
            Some(NotPlayable::Variant("Atomic".into()))
        );
        let chess960 = ongoing(
            r#"{"gameId":"a","speed":"rapid","source":"lobby","variant":{"key":"chess960","name":"Chess960"}}"#,
        );
        assert_eq!(not_playable(&chess960), None);
    }

    /// GameEventPlayer as lila writes it: the AI with `aiLevel` only, an
    /// anonymous player with nothing.
    #[test]
    fn the_ai_and_anonymous_players_are_named() {
        let ai: api::Player = serde_json::from_str(r#"{"aiLevel":3}"#).expect("ai");
        assert_eq!(player(&ai), LichessPlayer::Ai(3));
        assert_eq!(pgn_name(&ai), "lichess AI level 3");
        let anonymous: api::Player =
            serde_json::from_str(r#"{"id":null,"name":null}"#).expect("anonymous");
        assert_eq!(player(&anonymous), LichessPlayer::Anonymous);
        assert_eq!(pgn_name(&anonymous), "Anonymous");
        let gm: api::Player = serde_json::from_str(
            r#"{"id":"bobby","name":"Bobby","title":"GM","rating":2500,"provisional":true}"#,
        )
        .expect("titled");
        assert_eq!(
            player(&gm),
            LichessPlayer::Named {
                name: "GM Bobby".into(),
                rating: Some(2500),
                provisional: true
            }
        );
    }

    /// 1745112707998 ms is 2025-04-20 01:31:47 UTC (the OpenAPI example's
    /// `createdAt`).
    #[test]
    fn lichess_date_goes_into_the_pgn() {
        assert_eq!(pgn_date(1_745_112_707_998), "2025.04.20");
    }
}
