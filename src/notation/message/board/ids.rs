//! The board screen (`board.ftl`).

use super::*;
use crate::notation::message::Say;
use crate::notation::message::ids::*;

/// The words of the board screen around the squares.
pub(crate) fn board(board: &BoardText, say: &Say) -> String {
    match board {
        BoardText::ClockTitle => say.sentence("board-clock-title", []),
        BoardText::SaidTitle => say.sentence("board-said-title", []),
        BoardText::SaidScrolled => say.sentence("board-said-scrolled", []),
        BoardText::MovesTitle => say.sentence("board-moves-title", []),
        BoardText::HelpTitle => say.sentence("board-help-title", []),
        BoardText::NoClock => say.sentence("board-no-clock", []),
        BoardText::TabForCommand => say.sentence("board-tab-for-command", []),
        BoardText::NotPressed(san) => say.sentence("board-not-pressed", [("san", text(san))]),
        BoardText::Keys(help) => {
            let mut lines = vec![say.sentence("board-keys-head", [])];
            if help.engine_help {
                lines.push(say.sentence("board-keys-engine-help", []));
            }
            if help.two_board {
                lines.push(say.sentence("board-keys-two-board", []));
            }
            lines.push(say.sentence("board-keys-tail", []));
            lines.join("\n")
        }
        BoardText::TooSmall { columns, rows } => say.sentence(
            "board-too-small",
            [("columns", digits(columns)), ("rows", digits(rows))],
        ),
        BoardText::CommandFull(longest) => {
            say.sentence("board-command-full", [("longest", digits(longest))])
        }
    }
}
