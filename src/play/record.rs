//! What a saved game holds besides its moves, so that `resume` goes on
//! exactly as before: who played each side, the engine and its level, the
//! mode (two-board, tournament) and the scheme, as PGN tags that other
//! programs keep and pass over.

use shakmaty::san::{San, SanPlus};
use shakmaty::{ByColor, Chess, Color, Move, Position, Square};

use super::options::{Player, SessionOptions};
use crate::notation::formats::iccf;
use crate::notation::{Form, Message, Scheme};
use crate::scoresheet::Scoresheet;

/// The tag an arbiter reads to see that a game was kept in tournament
/// mode: no engine, hint or evaluation.
pub const TOURNAMENT_ANNOTATOR: &str = "annabella tournament mode";

const MODE: &str = "AnnabellaMode";
const LEVEL: &str = "AnnabellaLevel";
const ENGINE: &str = "AnnabellaEngine";
const SCHEME: &str = "AnnabellaScheme";
const TOUCHED: &str = "AnnabellaTouched";
const PIECE_MOVED: &str = "AnnabellaPieceMoved";
const SEALED: &str = "AnnabellaSealed";
const UNNAMED: &str = "to be named";
const OFFER: &str = "AnnabellaDrawOffer";
const COLOR: &str = "AnnabellaColor";
const WITH_NEXT_MOVE: &str = "with next move";
const PENDING: &str = "AnnabellaDrawPending";
const NO_OFFER_PENDING: &str = "none";
const ANNOUNCED: &str = "AnnabellaAnnounced";
const PIECE_UNSAID: &str = " (piece not yet said)";
const CORRECTED: &str = "AnnabellaCorrected";

/// What stands between two moves of a game going on and must survive a
/// resume: pieces the player to move has touched, a draw offer that goes
/// with their next move, a draw offer made and not yet answered, and in
/// two-board play the move announced and not yet pressed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    pub touched: Vec<Square>,
    /// 7.5.1: the piece that made an illegal move is still to be named.
    pub piece_unnamed: bool,
    /// The move sealed when the game was adjourned (Guidelines I.1), kept
    /// in ICCF digits, which annabella never says.
    pub sealed: Option<Move>,
    pub offer_with_move: bool,
    /// Article 9.1.2.1: an offer stands until the opponent accepts it,
    /// declines it, touches a piece or moves. `Some(Some(side))`: `side`'s
    /// offer waits for the answer; `Some(None)`: no offer waits; `None`:
    /// not written (a game without offers, or saved by an older annabella).
    pub pending_offer: Option<Option<Color>>,
    /// Two-board play: the move announced and waiting for the clock.
    pub announced: Option<Announced>,
    /// Moves said and corrected before the clock (D.2.8), in SAN: the
    /// arbiter reads them beside the move pressed.
    pub corrected: Vec<String>,
}

/// A move announced in two-board play whose clock is not yet pressed: made
/// when announced (Appendix D.2.3), so kept as made, waiting for the
/// clock. Written in SAN, as the arbiter reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Announced {
    pub m: Move,
    /// A pawn to the last rank typed without its piece, which is part of
    /// the announcement (D.2.1): the piece is still to be said.
    pub pieceless: bool,
}

fn set(tags: &mut Vec<(String, String)>, name: &str, value: Option<String>) {
    match value {
        Some(value) => match tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, old)) => *old = value,
            None => tags.push((name.to_owned(), value)),
        },
        None => tags.retain(|(n, _)| n != name),
    }
}

fn type_tag(color: Color) -> &'static str {
    color.fold_wb("WhiteType", "BlackType")
}

/// The scoresheet's tags for a session: a resumed game's own tags as they
/// were, the names and date up to date, and what `resume` needs;
/// `position`: the position the game stands in.
pub fn tags(
    options: &SessionOptions,
    standing: &Standing,
    position: &Chess,
) -> Vec<(String, String)> {
    let mut tags = options.tags.clone();
    if !tags.iter().any(|(n, _)| n == "Event") {
        let event = options
            .scheme
            .message(&Message::EventName, Form::Print, false);
        tags.insert(0, ("Event".into(), event));
    }
    set(&mut tags, "Date", Some(options.date.clone()));
    for color in Color::ALL {
        set(
            &mut tags,
            color.fold_wb("White", "Black"),
            Some(options.names[color].clone()),
        );
        let kind = match options.players[color] {
            Player::Human => "human",
            Player::Engine => "program",
        };
        set(&mut tags, type_tag(color), Some(kind.into()));
    }
    let engine_plays = Color::ALL
        .iter()
        .any(|&c| options.players[c] == Player::Engine);
    set(
        &mut tags,
        MODE,
        options.two_board.then(|| "two-board".to_owned()),
    );
    set(
        &mut tags,
        COLOR,
        options
            .two_board
            .then(|| options.color.fold_wb("white", "black").to_owned()),
    );
    if options.tournament {
        set(&mut tags, "Annotator", Some(TOURNAMENT_ANNOTATOR.into()));
    } else if tags
        .iter()
        .any(|(n, v)| n == "Annotator" && v == TOURNAMENT_ANNOTATOR)
    {
        set(&mut tags, "Annotator", None);
    }
    set(
        &mut tags,
        LEVEL,
        engine_plays.then(|| options.engine.level.to_string()),
    );
    set(
        &mut tags,
        ENGINE,
        options.engine.program.clone().filter(|_| engine_plays),
    );
    set(&mut tags, SCHEME, Some(options.scheme.name.to_owned()));
    let touched: Vec<String> = standing.touched.iter().map(Square::to_string).collect();
    set(
        &mut tags,
        TOUCHED,
        (!touched.is_empty()).then(|| touched.join(" ")),
    );
    set(&mut tags, SEALED, standing.sealed.map(iccf));
    set(
        &mut tags,
        PIECE_MOVED,
        standing.piece_unnamed.then(|| UNNAMED.to_owned()),
    );
    set(
        &mut tags,
        OFFER,
        standing.offer_with_move.then(|| WITH_NEXT_MOVE.to_owned()),
    );
    set(
        &mut tags,
        PENDING,
        standing.pending_offer.map(|pending| {
            pending
                .map_or(NO_OFFER_PENDING, |by| by.fold_wb("white", "black"))
                .to_owned()
        }),
    );
    set(
        &mut tags,
        ANNOUNCED,
        standing.announced.map(|announced| {
            let san = San::from_move(position, announced.m);
            let unsaid = if announced.pieceless {
                PIECE_UNSAID
            } else {
                ""
            };
            format!("{san}{unsaid}")
        }),
    );
    set(
        &mut tags,
        CORRECTED,
        (!standing.corrected.is_empty()).then(|| standing.corrected.join(" ")),
    );
    tags
}

/// The move announced and not yet pressed, as [`tags`] wrote it: a move
/// of the final position, or nothing.
fn announced(sheet: &Scoresheet) -> Option<Announced> {
    let text = sheet.tag(ANNOUNCED)?;
    let (san, pieceless) = match text.strip_suffix(PIECE_UNSAID) {
        Some(san) => (san, true),
        None => (text, false),
    };
    let san = SanPlus::from_ascii(san.as_bytes()).ok()?;
    let m = san.san.to_move(&sheet.final_position()).ok()?;
    Some(Announced { m, pieceless })
}

/// The moves said and corrected before the clock, as [`tags`] wrote them:
/// each a move of the final position in SAN, the one position they were
/// said in; anything else in the tag is no such move and is left out.
fn corrected(sheet: &Scoresheet) -> Vec<String> {
    let Some(moves) = sheet.tag(CORRECTED) else {
        return Vec::new();
    };
    let position = sheet.final_position();
    moves
        .split_whitespace()
        .filter(|san| {
            SanPlus::from_ascii(san.as_bytes()).is_ok_and(|san| san.san.to_move(&position).is_ok())
        })
        .map(str::to_owned)
        .collect()
}

/// What a saved game says about how it was played.
#[derive(Clone, Debug, Default)]
pub struct Saved {
    pub players: ByColor<Option<Player>>,
    pub level: Option<u8>,
    pub engine: Option<String>,
    pub two_board: bool,
    pub tournament: bool,
    /// The blind player's side in two-board play.
    pub color: Option<Color>,
    pub scheme: Option<&'static Scheme>,
    pub standing: Standing,
}

/// Reads [`tags`] back. A game saved by an older annabella names its engine
/// with its level in the player's name ("Stockfish 15.1 (level 3)").
pub fn saved(sheet: &Scoresheet) -> Saved {
    let players = ByColor::new_with(|color| match sheet.tag(type_tag(color)) {
        Some("program") => Some(Player::Engine),
        Some("human") => Some(Player::Human),
        _ => {
            let name = sheet.tag_or_unknown(color.fold_wb("White", "Black"));
            let engine = name.contains(" (level ") || name.contains(" (Stufe ");
            (name.ends_with(')') && engine).then_some(Player::Engine)
        }
    });
    Saved {
        players,
        level: sheet
            .tag(LEVEL)
            .and_then(|l| super::config::parse_level(l).ok()),
        engine: sheet.tag(ENGINE).map(str::to_owned),
        two_board: sheet.tag(MODE) == Some("two-board"),
        tournament: sheet.tag("Annotator") == Some(TOURNAMENT_ANNOTATOR),
        color: sheet
            .tag(COLOR)
            .and_then(|c| super::config::parse_color(c).ok()),
        scheme: sheet.tag(SCHEME).and_then(|s| s.parse().ok()),
        standing: Standing {
            touched: sheet
                .tag(TOUCHED)
                .map(|squares| {
                    squares
                        .split_whitespace()
                        .filter_map(|square| square.parse().ok())
                        .collect()
                })
                .unwrap_or_default(),
            piece_unnamed: sheet.tag(PIECE_MOVED) == Some(UNNAMED),
            sealed: sheet.tag(SEALED).and_then(|digits| {
                sheet
                    .final_position()
                    .legal_moves()
                    .into_iter()
                    .find(|&m| iccf(m) == digits)
            }),
            offer_with_move: sheet.tag(OFFER) == Some(WITH_NEXT_MOVE),
            pending_offer: sheet
                .tag(PENDING)
                .map(|by| super::config::parse_color(by).ok()),
            announced: announced(sheet),
            corrected: corrected(sheet),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoresheet::pgn::read_games;

    /// The standing of a game read back from a PGN with these tags, after
    /// 1. e4 e5 2. Nf3 Nc6.
    fn standing(tags: &str) -> Standing {
        let text = format!("{tags}\n\n1. e4 e5 2. Nf3 Nc6 *\n");
        let games = read_games(&text);
        let sheet = Scoresheet::from_pgn(&games[0]).expect("a game");
        saved(&sheet).standing
    }

    /// The move announced and the moves said before it come back as they
    /// were written; a pawn still without its piece says so.
    #[test]
    fn an_announced_move_is_read_back() {
        let read = standing("[AnnabellaAnnounced \"Bb5\"]\n[AnnabellaCorrected \"Bc4 d4\"]");
        let announced = read.announced.expect("the move announced");
        assert_eq!(announced.m.to().to_string(), "b5");
        assert!(!announced.pieceless);
        assert_eq!(read.corrected, ["Bc4", "d4"]);
    }

    /// A tag changed by hand is no move of the game: nothing waits for the
    /// clock, and only real moves stand as corrections; text that would
    /// close a comment on the scoresheet is never one.
    #[test]
    fn tags_that_hold_no_move_are_passed_over() {
        for bad in ["Bb6", "Ke3", "", "x} 1-0 {", "Bb5(piece", "Bf1b5xx"] {
            let read = standing(&format!(
                "[AnnabellaAnnounced \"{bad}\"]\n[AnnabellaCorrected \"{bad} a3\"]"
            ));
            assert_eq!(read.announced, None, "{bad}");
            assert_eq!(read.corrected, ["a3"], "{bad}");
        }
    }
}
