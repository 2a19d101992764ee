#![no_main]

//! Any bytes as a game's stream from the server (the NDJSON of
//! `/api/board/game/stream/{id}`): the first line read as `gameFull` or
//! refused with a reason, every later line read or passed over, each
//! state taken over by a session as an online game is, without a panic;
//! and nothing the session prints carries a control character from the
//! server.

use std::sync::mpsc::channel;

use annabella::game::Game;
use annabella::notation::scheme::ENGLISH;
use annabella::online::api::{GameLine, game_full};
use annabella::play::{Remote, ServerEvent, Session, SessionOptions};
use libfuzzer_sys::fuzz_target;
use shakmaty::{CastlingMode, Color};

fn printable(lines: &[String]) {
    for line in lines {
        assert!(
            !line.chars().any(|c| c.is_control() && c != '\n'),
            "{line:?}"
        );
    }
}

fuzz_target!(|bytes: &[u8]| {
    let text = String::from_utf8_lossy(bytes);
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let Some(first) = lines.next() else {
        return;
    };
    let full = match game_full(first) {
        Ok(full) => full,
        Err(reason) => {
            assert!(!reason.chars().any(char::is_control), "{reason:?}");
            return;
        }
    };
    let mode = if full.variant.key == "chess960" {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let game = match full.initial_fen.as_deref() {
        None | Some("startpos") => Game::standard(),
        Some(fen) => match Game::from_fen(fen, mode) {
            Ok(game) => game,
            Err(_) => return,
        },
    };
    let me = if full.black.id.as_deref() == Some("anna") {
        Color::Black
    } else {
        Color::White
    };
    let (events, received) = channel();
    let (requests, _sent) = channel();
    let mut session = Session::new(game, SessionOptions::new(&ENGLISH));
    session.attach_remote(
        Remote::new(me, full.days_per_turn, received, requests),
        full.state.server_state(),
    );
    for line in lines {
        let event = match serde_json::from_str::<GameLine>(line) {
            Ok(GameLine::GameFull(full)) => ServerEvent::State(full.state.server_state()),
            Ok(GameLine::GameState(state)) => ServerEvent::State(state.server_state()),
            Ok(GameLine::ChatLine { username, text }) => ServerEvent::Chat {
                user: username,
                text,
            },
            Ok(GameLine::OpponentGone {
                gone,
                claim_win_in_seconds,
            }) => ServerEvent::OpponentGone {
                gone,
                claim_in: claim_win_in_seconds,
            },
            Ok(GameLine::Other) | Err(_) => continue,
        };
        if events.send(event).is_err() {
            return;
        }
        printable(&session.tick().printed(&ENGLISH, false));
    }
    printable(&session.handle("clock").printed(&ENGLISH, false));
});
