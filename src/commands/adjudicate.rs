//! `annabella adjudicate`: the FIDE verdict of every game of a PGN file.
//!
//! An end the moves bring by themselves (mate, stalemate, dead position,
//! fivefold repetition, 75-move rule) beats whatever the tags say. Ends that
//! only the tags can give are read from `Result` and `Termination`: a win on
//! time goes through the 6.9 test, a draw is a claim that holds in the final
//! position or else an agreement, any other decisive result a resignation.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use serde::Serialize;
use shakmaty::san::SanPlus;
use shakmaty::{Color, Position};

use super::{Failure, no_game, note_contradiction, pgn_games, write_json_line};
use crate::game::{Claim, DeadPositionTest, Game, Reason, Verdict};
use crate::notation::FIDE;
use crate::scoresheet::{ImportError, PgnGame, replay};

/// The judgement of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    Ended(Verdict),
    /// Not over: the last ply, what may be claimed now, and which stated
    /// moves would make which claims correct (SAN as PGN writes it).
    Ongoing {
        ply: usize,
        claimable: Vec<Claim>,
        claimable_with_move: BTreeMap<String, Vec<Claim>>,
    },
}

/// Judges one game read from PGN, with the full dead-position test.
pub fn judge(pgn: &PgnGame) -> Result<(Game, Judgement), ImportError> {
    let game = replay(pgn, DeadPositionTest::Full).into_result()?;
    Ok(verdict_of(pgn, game))
}

/// The verdict of a replayed game: the end the moves brought, else what the
/// tags say, else what may be claimed.
pub fn verdict_of(pgn: &PgnGame, mut game: Game) -> (Game, Judgement) {
    if let Some(verdict) = game.verdict() {
        let verdict = *verdict;
        return (game, Judgement::Ended(verdict));
    }
    let result = pgn
        .tag("Result")
        .filter(|r| *r != "*" && !r.is_empty())
        .or(pgn.result.as_deref())
        .unwrap_or("*");
    let termination = pgn
        .tag("Termination")
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    let named: Option<Reason> = termination.parse().ok();
    let on_time = termination == "time forfeit" || termination.starts_with("time-forfeit");
    let loser = match result {
        "1-0" => Some(Color::Black),
        "0-1" => Some(Color::White),
        _ => None,
    };
    let verdict = match (result, loser) {
        (_, Some(loser)) if on_time => game.flag(loser).ok(),
        (_, Some(loser)) => game.resign(loser).ok(),
        ("1/2-1/2", None) => Some(draw_reason(&game, named, on_time)),
        _ => None,
    };
    let judgement = match verdict {
        Some(verdict) => Judgement::Ended(verdict),
        None => Judgement::Ongoing {
            ply: game.ply(),
            claimable: game.claimable(),
            claimable_with_move: game
                .claimable_with_moves()
                .into_iter()
                .map(|(m, claims)| {
                    (
                        SanPlus::from_move(game.position().clone(), m).to_string(),
                        claims,
                    )
                })
                .collect(),
        },
    };
    (game, judgement)
}

/// Why a game the tags call drawn was drawn, when the moves did not end it.
fn draw_reason(game: &Game, named: Option<Reason>, on_time: bool) -> Verdict {
    let ply = game.ply();
    if on_time {
        return Verdict::draw(Reason::TimeForfeitUnwinnable, ply);
    }
    let holding = game.claimable();
    let reason = match named {
        Some(Reason::Agreement) => Reason::Agreement,
        Some(Reason::FiftyMoves) if holding.contains(&Claim::FiftyMoves) => Reason::FiftyMoves,
        _ => holding
            .first()
            .map(|claim| claim.reason())
            .unwrap_or(Reason::Agreement),
    };
    Verdict::draw(reason, ply)
}

#[derive(Serialize)]
struct EndedJson<'a> {
    game: usize,
    result: String,
    reason: &'a str,
    article: &'a str,
    ply: usize,
    claimable: [&'a str; 0],
    claimable_with_move: BTreeMap<String, Vec<&'a str>>,
}

#[derive(Serialize)]
struct OngoingJson<'a> {
    game: usize,
    result: &'a str,
    reason: &'a str,
    article: Option<&'a str>,
    ply: usize,
    claimable: Vec<&'a str>,
    claimable_with_move: BTreeMap<String, Vec<&'a str>>,
}

#[derive(Serialize)]
struct ErrorJson {
    game: usize,
    error: String,
    ply: usize,
}

fn words(claims: &[Claim]) -> Vec<&'static str> {
    claims.iter().map(|c| c.word()).collect()
}

/// The move number and side of a ply, for readable lines.
pub fn move_name(game: &Game, ply: usize) -> String {
    if ply == 0 {
        return "the start".to_owned();
    }
    let before = &game.positions()[ply - 1];
    let number = before.fullmoves().get();
    match before.turn() {
        Color::White => format!("move {number}"),
        Color::Black => format!("move {number} (Black)"),
    }
}

fn readable_claims(claims: &[Claim]) -> String {
    claims
        .iter()
        .map(|c| c.reason().phrase())
        .collect::<Vec<_>>()
        .join(" and ")
}

fn write_judgement(
    out: &mut dyn Write,
    number: usize,
    game: &Game,
    judgement: &Judgement,
    json: bool,
) -> Result<(), Failure> {
    match judgement {
        Judgement::Ended(verdict) if json => write_json_line(
            out,
            &EndedJson {
                game: number,
                result: verdict.pgn_result(),
                reason: verdict.reason.word(),
                article: verdict.reason.article(),
                ply: verdict.ply,
                claimable: [],
                claimable_with_move: BTreeMap::new(),
            },
        ),
        Judgement::Ended(verdict) => {
            let at = at_move(game, verdict.ply);
            writeln!(
                out,
                "Game {number}: {} by {} (art. {}) {at}",
                verdict.score(),
                verdict.reason.phrase(),
                verdict.reason.article()
            )?;
            Ok(())
        }
        Judgement::Ongoing {
            ply,
            claimable,
            claimable_with_move,
        } if json => write_json_line(
            out,
            &OngoingJson {
                game: number,
                result: "*",
                reason: "ongoing",
                article: None,
                ply: *ply,
                claimable: words(claimable),
                claimable_with_move: claimable_with_move
                    .iter()
                    .map(|(san, claims)| (san.clone(), words(claims)))
                    .collect(),
            },
        ),
        Judgement::Ongoing {
            ply,
            claimable,
            claimable_with_move,
        } => {
            let to_move = match game.position().turn() {
                Color::White => "White",
                Color::Black => "Black",
            };
            let after = match ply {
                0 => "at the start".to_owned(),
                ply => format!("after {}", move_name(game, *ply)),
            };
            let mut line = format!("Game {number}: * ongoing {after}, {to_move} to move");
            if !claimable.is_empty() {
                line.push_str(&format!("; may claim {} now", readable_claims(claimable)));
            }
            if !claimable_with_move.is_empty() {
                let stated: Vec<String> = claimable_with_move
                    .iter()
                    .map(|(san, claims)| format!("{san} ({})", readable_claims(claims)))
                    .collect();
                line.push_str(&format!("; may claim by stating {}", stated.join(", ")));
            }
            writeln!(out, "{line}")?;
            Ok(())
        }
    }
}

/// Judges every game of the file at `path` and writes one line per game.
/// Games that cannot be replayed are reported in place and the others still
/// judged; the command then fails with the first such problem.
pub fn run(path: &Path, json: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let mut first_error: Option<ImportError> = None;
    let mut errors = 0;
    let mut count = 0;
    for pgn in pgn_games(path, &FIDE)? {
        let pgn = pgn?;
        count += 1;
        let number = pgn.number;
        match judge(&pgn) {
            Ok((game, judgement)) => {
                if let Some(end) = game.verdict()
                    && let Some(written) = written_result(&pgn)
                    && written != end.pgn_result()
                    && end.ply < game.recorded_plies()
                {
                    note_contradiction(path, number, end, &written, &at_move(&game, end.ply));
                }
                write_judgement(out, number, &game, &judgement, json)?;
            }
            Err(error) => {
                if json {
                    write_json_line(
                        out,
                        &ErrorJson {
                            game: number,
                            error: error.problem_text(),
                            ply: error.ply,
                        },
                    )?;
                } else {
                    writeln!(
                        out,
                        "Game {number}: cannot be judged: ply {}: {}",
                        error.ply, error.problem
                    )?;
                }
                errors += 1;
                first_error.get_or_insert(error);
            }
        }
    }
    if count == 0 {
        return Err(no_game(path, &FIDE));
    }
    match first_error {
        None => Ok(()),
        Some(error) => Err(Failure::input(format!(
            "{}: {errors} of {count} games could not be judged; first: {error}",
            path.display(),
        ))),
    }
}

/// The result written with the game: the tag, else the movetext's.
pub fn written_result(pgn: &PgnGame) -> Option<String> {
    pgn.tag("Result")
        .filter(|r| ["1-0", "0-1", "1/2-1/2"].contains(r))
        .map(str::to_owned)
        .or_else(|| pgn.result.clone().filter(|r| r != "*"))
}

/// "at move 2 (Black)", "in the starting position".
pub fn at_move(game: &Game, ply: usize) -> String {
    match ply {
        0 => "in the starting position".to_owned(),
        ply => format!("at {}", move_name(game, ply)),
    }
}
