//! What the arbiter decided during a game, as the scoresheet records it:
//! time added or set, illegal moves, retraces, the clocks stopped and
//! started, a result declared, the time control changed, a move sealed and
//! a quickplay claim. Each is a PGN comment command other programs pass over
//! (`[%clkadd white +0:02:00]`), followed by words an arbiter reads.

use std::time::Duration;

use shakmaty::Color;

use super::record::clock_value;
use crate::game::{Bonus, IllegalKind, QuickplayStep};

/// Something the arbiter decided, recorded after a half-move (0: before the
/// first move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetEvent {
    pub ply: usize,
    pub kind: EventKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// Time added to (or, negative, taken from) a player's clock, in
    /// milliseconds: `[%clkadd white +0:02:00]`.
    ClockAdjusted { color: Color, millis: i64 },
    /// An illegal move ruled (article 7.5), of the kind its article names,
    /// as it was typed or written (nothing for a clock pressed without a
    /// move): `[%illegal white 7.5.1 Nxe5]`. An older record without the
    /// article means 7.5.1.
    IllegalMove {
        color: Color,
        kind: IllegalKind,
        text: String,
    },
    /// The arbiter set a player's clock to this time (articles 6.10.2 and
    /// D.2.9): `[%clkset white 1:23:45]`.
    ClockSet { color: Color, time: Duration },
    /// The game was retraced to this half-move (D.2.9, 7.4); the moves taken
    /// back, in SAN with their numbers: `[%retrace 13. Nf3 Nc6]`.
    Retrace { moves: String },
    /// The arbiter stopped the clocks (6.11.1): `[%clkstop]`.
    ClocksStopped,
    /// The arbiter started the clocks again (6.11.3): `[%clkstart]`.
    ClocksStarted,
    /// The arbiter declared the result, for the reason given:
    /// `[%result 1/2-1/2 III.5.1]`.
    ResultDeclared { result: String, reason: String },
    /// A new increment or delay for both from now on (III.4):
    /// `[%clkcontrol +5]`.
    ControlChanged { bonus: Bonus },
    /// The player to move sealed a move, the clock stopped with this time
    /// left (Guidelines I.1, I.5): `[%sealed white 0:14:20]`. The move
    /// itself is not written here.
    Sealed {
        color: Color,
        time: Option<Duration>,
    },
    /// A step of a quickplay-finish claim by `color` (the Persian 10.2):
    /// `[%quickplay white postponed]`.
    Quickplay { color: Color, step: QuickplayStep },
    /// The game was left (adjourned) with `color` to move and this time on
    /// its clock: the time used on the move in progress stays used
    /// (Guidelines I; the Persian Laws' appendix on adjourned games, A.5:
    /// "the time used by each player shall be indicated on the clocks"):
    /// `[%adjourned white 0:12:40]`.
    Adjourned { color: Color, time: Duration },
}

/// Text from a player or a file made fit for a PGN command: cleaned as
/// all text from outside is, at most 40 characters, without brackets,
/// braces or `%`, one space between words.
pub fn command_text(text: &str) -> String {
    let kept: String = crate::notation::outside::clean(text, 40)
        .chars()
        .map(|c| if "[]{}%".contains(c) { ' ' } else { c })
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl SheetEvent {
    /// The PGN comment: a command other programs pass over, then words.
    pub fn comment(&self) -> String {
        match &self.kind {
            EventKind::ClockAdjusted { color, millis } => {
                let sign = if *millis < 0 { '-' } else { '+' };
                let time = super::export::clock_text(Duration::from_millis(millis.unsigned_abs()));
                format!(
                    "[%clkadd {} {sign}{time}] arbiter: time {} {}",
                    side_word(*color),
                    if *millis < 0 {
                        "taken from"
                    } else {
                        "added for"
                    },
                    color.fold_wb("White", "Black")
                )
            }
            EventKind::IllegalMove { color, kind, text } => {
                let shown = if text.is_empty() {
                    String::new()
                } else {
                    format!(" {text}")
                };
                let what = match kind {
                    IllegalKind::Completed => "taken back",
                    IllegalKind::Promotion => "a queen",
                    IllegalKind::TwoHands => "made with two hands",
                    IllegalKind::ClockWithoutMove => "clock pressed without a move",
                };
                format!(
                    "[%illegal {} {kind}{shown}] arbiter: illegal move{shown} by {}, {what} ({kind})",
                    side_word(*color),
                    color.fold_wb("White", "Black")
                )
            }
            EventKind::ClockSet { color, time } => format!(
                "[%clkset {} {}] arbiter: clock of {} set",
                side_word(*color),
                super::export::clock_text(*time),
                color.fold_wb("White", "Black")
            ),
            EventKind::Retrace { moves } => {
                format!("[%retrace {moves}] arbiter: retraced, these moves taken back (D.2.9)")
            }
            EventKind::ClocksStopped => "[%clkstop] arbiter: clocks stopped (6.11.1)".to_owned(),
            EventKind::ClocksStarted => "[%clkstart] arbiter: clocks started (6.11.3)".to_owned(),
            EventKind::ResultDeclared { result, reason } => {
                let because = if reason.is_empty() {
                    String::new()
                } else {
                    format!(" {reason}")
                };
                format!("[%result {result}{because}] arbiter: result {result} declared")
            }
            EventKind::ControlChanged { bonus } => {
                format!("[%clkcontrol {bonus}] arbiter: from now on {bonus} for both (III.4)")
            }
            EventKind::Sealed { color, time } => {
                let left = time
                    .map(|t| format!(" {}", super::export::clock_text(t)))
                    .unwrap_or_default();
                format!(
                    "[%sealed {}{left}] arbiter: move sealed by {} (I.1)",
                    side_word(*color),
                    color.fold_wb("White", "Black")
                )
            }
            EventKind::Quickplay { color, step } => format!(
                "[%quickplay {} {step}] arbiter: quickplay finish claim by {}, {step} ({})",
                side_word(*color),
                color.fold_wb("White", "Black"),
                step.article()
            ),
            EventKind::Adjourned { color, time } => format!(
                "[%adjourned {} {}] adjourned: clock of {} as it stood",
                side_word(*color),
                super::export::clock_text(*time),
                color.fold_wb("White", "Black")
            ),
        }
    }

    /// Every event a comment holds.
    pub(super) fn from_comment(comment: &str, ply: usize) -> Vec<SheetEvent> {
        let mut events = Vec::new();
        for (command, rest) in commands(comment) {
            let sideless = match command {
                "retrace" => Some(EventKind::Retrace {
                    moves: command_text(rest),
                }),
                "clkstop" => Some(EventKind::ClocksStopped),
                "clkstart" => Some(EventKind::ClocksStarted),
                "result" => {
                    let (result, reason) = rest.split_once(' ').unwrap_or((rest, ""));
                    ["1-0", "0-1", "1/2-1/2"]
                        .contains(&result)
                        .then(|| EventKind::ResultDeclared {
                            result: result.to_owned(),
                            reason: command_text(reason),
                        })
                }
                "clkcontrol" => rest
                    .parse()
                    .ok()
                    .map(|bonus| EventKind::ControlChanged { bonus }),
                _ => None,
            };
            if let Some(kind) = sideless {
                events.push(SheetEvent { ply, kind });
                continue;
            }
            let mut words = rest.split_whitespace();
            let Some(color) = words.next().and_then(side_of) else {
                continue;
            };
            let kind = match command {
                "clkadd" => {
                    let Some(amount) = words.next() else { continue };
                    let (negative, time) = match amount.as_bytes().first() {
                        Some(b'-') => (true, &amount[1..]),
                        Some(b'+') => (false, &amount[1..]),
                        _ => (false, amount),
                    };
                    let Some(time) = clock_value(time) else {
                        continue;
                    };
                    let millis = i64::try_from(time.as_millis()).unwrap_or(i64::MAX);
                    EventKind::ClockAdjusted {
                        color,
                        millis: if negative { -millis } else { millis },
                    }
                }
                "illegal" => {
                    let rest: Vec<&str> = words.collect();
                    let (kind, text) = match rest.split_first() {
                        Some((first, text)) => match first.parse::<IllegalKind>() {
                            Ok(kind) => (kind, text.join(" ")),
                            Err(()) => (IllegalKind::Completed, rest.join(" ")),
                        },
                        None => continue,
                    };
                    // A clock pressed without a move (7.5.3) has no move
                    // to write; a move with two hands (7.5.4) always has
                    // one. Games saved when the two were numbered the
                    // other way round are read right by that.
                    let kind = match kind {
                        IllegalKind::TwoHands | IllegalKind::ClockWithoutMove
                            if text.is_empty() =>
                        {
                            IllegalKind::ClockWithoutMove
                        }
                        IllegalKind::ClockWithoutMove => IllegalKind::TwoHands,
                        kind => kind,
                    };
                    EventKind::IllegalMove {
                        color,
                        kind,
                        text: command_text(&text),
                    }
                }
                "clkset" => {
                    let Some(time) = words.next().and_then(clock_value) else {
                        continue;
                    };
                    EventKind::ClockSet { color, time }
                }
                "adjourned" => {
                    let Some(time) = words.next().and_then(clock_value) else {
                        continue;
                    };
                    EventKind::Adjourned { color, time }
                }
                "sealed" => EventKind::Sealed {
                    color,
                    time: words.next().and_then(clock_value),
                },
                "quickplay" => {
                    let Some(step) = words.next().and_then(|w| w.parse().ok()) else {
                        continue;
                    };
                    EventKind::Quickplay { color, step }
                }
                _ => continue,
            };
            events.push(SheetEvent { ply, kind });
        }
        events
    }
}

fn side_word(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

pub(super) fn side_of(word: &str) -> Option<Color> {
    match word.to_ascii_lowercase().as_str() {
        "white" | "w" => Some(Color::White),
        "black" | "b" => Some(Color::Black),
        _ => None,
    }
}

/// The `[%name args]` commands of a comment.
pub(super) fn commands(comment: &str) -> Vec<(&str, &str)> {
    let mut found = Vec::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let inside = &after[..end];
        let (name, args) = inside
            .split_once(char::is_whitespace)
            .unwrap_or((inside, ""));
        found.push((name.trim(), args.trim()));
        rest = &after[end + 1..];
    }
    found
}

/// The commands annabella writes itself.
const OWN_COMMANDS: [&str; 12] = [
    "clk",
    "clkadd",
    "clkset",
    "illegal",
    "retrace",
    "clkstop",
    "clkstart",
    "result",
    "clkcontrol",
    "sealed",
    "quickplay",
    "adjourned",
];

/// The text of a comment without the commands annabella writes itself
/// ([`OWN_COMMANDS`]), and without its own words after them.
pub(super) fn without_own_commands(comment: &str) -> String {
    let mut kept = String::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let name = after[..end].split_whitespace().next().unwrap_or("");
        kept.push_str(&rest[..start]);
        if !OWN_COMMANDS.contains(&name) {
            kept.push_str(&rest[start..start + 2 + end + 1]);
        }
        rest = &after[end + 1..];
    }
    kept.push_str(rest);
    // What was taken out leaves no gap: words are kept one space apart, as
    // the comment is written back.
    let kept = kept.split_whitespace().collect::<Vec<_>>().join(" ");
    if kept.starts_with("arbiter:") || kept.starts_with("adjourned:") {
        String::new()
    } else {
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arbiter_events_read_back_from_their_comments() {
        let events = [
            SheetEvent {
                ply: 4,
                kind: EventKind::ClockAdjusted {
                    color: Color::Black,
                    millis: 120_000,
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ClockAdjusted {
                    color: Color::White,
                    millis: -13_500,
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::IllegalMove {
                    color: Color::White,
                    kind: IllegalKind::Completed,
                    text: "Springer Eva fünf".into(),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::IllegalMove {
                    color: Color::Black,
                    kind: IllegalKind::ClockWithoutMove,
                    text: String::new(),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ClockSet {
                    color: Color::Black,
                    time: Duration::from_secs(5025),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::Retrace {
                    moves: "3. Nf3 Nc6 4. Bb5".into(),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ClocksStopped,
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ClocksStarted,
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ResultDeclared {
                    result: "1/2-1/2".into(),
                    reason: "III.5.1 no attempt to win".into(),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ResultDeclared {
                    result: "0-1".into(),
                    reason: String::new(),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::ControlChanged {
                    bonus: Bonus::Delay(Duration::from_secs(5)),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::Sealed {
                    color: Color::White,
                    time: Some(Duration::from_secs(860)),
                },
            },
            SheetEvent {
                ply: 4,
                kind: EventKind::Quickplay {
                    color: Color::Black,
                    step: QuickplayStep::Postponed,
                },
            },
        ];
        for event in events {
            let comment = event.comment();
            assert_eq!(SheetEvent::from_comment(&comment, 4), [event], "{comment}");
            assert_eq!(without_own_commands(&comment), "");
        }
        // An older annabella wrote no article: 7.5.1.
        assert_eq!(
            SheetEvent::from_comment("[%illegal white e4]", 2),
            [SheetEvent {
                ply: 2,
                kind: EventKind::IllegalMove {
                    color: Color::White,
                    kind: IllegalKind::Completed,
                    text: "e4".into()
                }
            }]
        );
        // Saved when the clock pressed without a move was numbered 7.5.4
        // and two hands 7.5.3: each read as what it was (7.5.3 and 7.5.4
        // in the Laws).
        let read = |comment: &str| match SheetEvent::from_comment(comment, 2).as_slice() {
            [
                SheetEvent {
                    kind: EventKind::IllegalMove { kind, .. },
                    ..
                },
            ] => Some(*kind),
            _ => None,
        };
        assert_eq!(
            read("[%illegal black 7.5.4]"),
            Some(IllegalKind::ClockWithoutMove)
        );
        assert_eq!(
            read("[%illegal white 7.5.3 e4]"),
            Some(IllegalKind::TwoHands)
        );
        assert_eq!(
            read("[%illegal black 7.5.3]"),
            Some(IllegalKind::ClockWithoutMove)
        );
        assert_eq!(
            read("[%illegal white 7.5.4 e4]"),
            Some(IllegalKind::TwoHands)
        );
        assert_eq!(command_text("Nc6]}\u{7} {x}"), "Nc6 x");
        assert_eq!(
            without_own_commands("[%clk 0:01:00] [%eval 0.3] good move"),
            "[%eval 0.3] good move"
        );
    }
}
