//! One of every message of the board area, for the tests of every message.

use super::*;
use crate::notation::message::Message;

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    let mut all = vec![
        Message::BoardKeys,
        Message::NotYourPiece,
        Message::Board(BoardText::ClockTitle),
        Message::Board(BoardText::SaidTitle),
        Message::Board(BoardText::SaidScrolled),
        Message::Board(BoardText::MovesTitle),
        Message::Board(BoardText::HelpTitle),
        Message::Board(BoardText::NoClock),
        Message::Board(BoardText::TabForCommand),
        Message::Board(BoardText::NotPressed("Nf3".into())),
        Message::Board(BoardText::Keys(Help::default())),
        Message::Board(BoardText::Keys(Help {
            two_board: true,
            engine_help: true,
            ..Help::default()
        })),
        Message::Board(BoardText::TooSmall {
            columns: 30,
            rows: 12,
        }),
        Message::Board(BoardText::CommandFull(256)),
    ];
    all.push(Message::Board(BoardText::Keys(Help {
        engine_help: true,
        ..Help::default()
    })));
    all.push(Message::Board(BoardText::Keys(Help {
        two_board: true,
        ..Help::default()
    })));
    all
}
