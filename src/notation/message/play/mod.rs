//! A game at the keyboard: the help, commands typed without what they
//! need, premoves and the prompt. Said by `locales/*/play.ftl`; their ids
//! are in `ids.rs`.

use shakmaty::Color;

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

/// A command typed without what it needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Usage {
    Scan,
    Legal,
    Attackers,
    Square,
    Claim,
    /// `goto` needs a move number from 1 to this.
    Goto(u32),
    Touched,
    Wait,
    Chat,
    /// `retrace` needs a move number.
    Retrace,
    /// `clock set` and `clock add` need a side and a time.
    ClockSet,
    /// `clock control` needs an increment or a delay: `+5`, `d5`, `b5`, `0`.
    ClockControl,
    /// `result` needs `1-0`, `0-1` or `1/2`.
    Result,
    /// `postpone` takes a time for the opponent, or none.
    Postpone,
    /// `p` with a word that names no side or kind of piece.
    Pieces,
    /// `help` with a word that names no topic of this game.
    HelpTopic,
}

/// A page of the help, asked for with `help TOPIC`; `help` alone lists the
/// topics of the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HelpTopic {
    /// Typing a move; the move list.
    Moves,
    /// The position: pieces, lines, squares, the board, the FEN.
    Board,
    /// Offers, claims, resigning, leaving.
    Game,
    Clock,
    /// The voice and its options.
    Sound,
    /// The engine, its hint and evaluation.
    Engine,
    /// Two-board play: saying a move and pressing the clock.
    TwoBoard,
    /// The arbiter's procedures of two-board play.
    Arbiter,
    /// A game on lichess.
    Online,
    /// Stepping through a recorded game.
    Review,
}

impl HelpTopic {
    pub const ALL: [HelpTopic; 10] = [
        HelpTopic::Moves,
        HelpTopic::Board,
        HelpTopic::Game,
        HelpTopic::Clock,
        HelpTopic::Sound,
        HelpTopic::Engine,
        HelpTopic::TwoBoard,
        HelpTopic::Arbiter,
        HelpTopic::Online,
        HelpTopic::Review,
    ];

    /// The topics of a game of this kind, in the order of the index. In
    /// tournament mode there is no page of the engine (article 11.3).
    pub fn offered(help: Help) -> Vec<HelpTopic> {
        HelpTopic::ALL
            .into_iter()
            .filter(|topic| match topic {
                HelpTopic::Game => !help.review,
                HelpTopic::Engine => {
                    !help.tournament && !help.review && (help.engine_game || help.engine_help)
                }
                HelpTopic::TwoBoard | HelpTopic::Arbiter => help.two_board,
                HelpTopic::Online => help.online,
                HelpTopic::Review => help.review,
                HelpTopic::Moves | HelpTopic::Board | HelpTopic::Clock | HelpTopic::Sound => true,
            })
            .collect()
    }
}

/// Which help to give.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Help {
    pub review: bool,
    pub two_board: bool,
    /// Hint and evaluation are offered.
    pub engine_help: bool,
    /// A side is played by the engine.
    pub engine_game: bool,
    /// The game is played on a server.
    pub online: bool,
    /// Tournament mode: no takeback, no abort, no `legal` or `attackers`.
    pub tournament: bool,
}

/// What the prompt of line mode at a terminal says, so that the braille
/// cursor line is never blank: the last move and who is to move
/// (`12...Sf6 W>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromptText {
    /// The last move: its number, who played it, and its SAN (English
    /// letters; each language writes it in its scheme's).
    pub last: Option<(u32, Color, String)>,
    /// Who is to move.
    pub to_move: Color,
    /// How the game came out (`1-0`), once it has ended.
    pub result: Option<String>,
}
