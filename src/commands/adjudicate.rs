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

use super::language::language;
use super::{Failure, no_game, note_contradiction, pgn_games, write_json_line};
use crate::game::{Claim, DeadPositionTest, Game, Reason, Verdict};
use crate::notation::{CliText, Form, Message};
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
    let on_time = termination == "time forfeit"
        || termination.starts_with("time-forfeit")
        || matches!(
            named,
            Some(Reason::TimeForfeit | Reason::TimeForfeitUnwinnable)
        );
    // Article 7.5.5: a second illegal move, ruled a loss, or a draw when
    // the opponent could not mate.
    let illegal = matches!(
        named,
        Some(Reason::IllegalMove | Reason::IllegalMoveUnwinnable)
    );
    let loser = match result {
        "1-0" => Some(Color::Black),
        "0-1" => Some(Color::White),
        _ => None,
    };
    // The arbiter's decision stands as declared, whatever the position.
    let declared = named == Some(Reason::ArbiterDecision);
    let verdict = match (result, loser) {
        (_, Some(loser)) if declared => {
            Some(Verdict::win(!loser, Reason::ArbiterDecision, game.ply()))
        }
        ("1/2-1/2", None) if declared => Some(Verdict::draw(Reason::ArbiterDecision, game.ply())),
        (_, Some(loser)) if on_time => game.flag(loser).ok(),
        (_, Some(loser)) if illegal => game.second_illegal_move(loser).ok(),
        ("1/2-1/2", None) if illegal => {
            Some(Verdict::draw(Reason::IllegalMoveUnwinnable, game.ply()))
        }
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

/// The move number and side of a ply (from 1), for readable lines; None
/// before the first move.
pub fn place(game: &Game, ply: usize) -> Option<(u32, Color)> {
    let before = game.positions().get(ply.checked_sub(1)?)?;
    Some((before.fullmoves().get(), before.turn()))
}

/// What a line says of claims: their reasons.
fn reasons(claims: &[Claim]) -> Vec<Reason> {
    claims.iter().map(|c| c.reason()).collect()
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
        Judgement::Ended(verdict) => say(
            out,
            CliText::Judged {
                game: number,
                verdict: *verdict,
                at: place(game, verdict.ply),
            },
        ),
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
        } => say(
            out,
            CliText::Ongoing {
                game: number,
                after: place(game, *ply),
                to_move: game.position().turn(),
                claimable: reasons(claimable),
                with_move: claimable_with_move
                    .iter()
                    .map(|(san, claims)| (san.clone(), reasons(claims)))
                    .collect(),
            },
        ),
    }
}

/// One readable line, in the language of the run.
fn say(out: &mut dyn Write, text: CliText) -> Result<(), Failure> {
    let line = language().message(&Message::Cli(text), Form::Print, false);
    writeln!(out, "{line}")?;
    Ok(())
}

/// Judges every game of the file at `path` and writes one line per game.
/// Games that cannot be replayed are reported in place and the others still
/// judged; the command then fails with the first such problem.
pub fn run(path: &Path, json: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let mut first_error: Option<ImportError> = None;
    let mut errors = 0;
    let mut count = 0;
    for pgn in pgn_games(path, language())? {
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
                    note_contradiction(path, number, end, &written, place(&game, end.ply));
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
                    say(
                        out,
                        CliText::NotJudged {
                            game: number,
                            ply: error.ply,
                            fault: error.problem.as_record_fault(),
                        },
                    )?;
                }
                errors += 1;
                first_error.get_or_insert(error);
            }
        }
    }
    if count == 0 {
        return Err(no_game(path, language()));
    }
    match first_error {
        None => Ok(()),
        Some(first) => Err(Failure::told(CliText::SomeNotJudged {
            path: path.to_path_buf(),
            errors,
            count,
            first: (first.game, first.ply),
        })),
    }
}

/// The result written with the game: the tag, else the movetext's.
pub fn written_result(pgn: &PgnGame) -> Option<String> {
    pgn.tag("Result")
        .filter(|r| ["1-0", "0-1", "1/2-1/2"].contains(r))
        .map(str::to_owned)
        .or_else(|| pgn.result.clone().filter(|r| r != "*"))
}
