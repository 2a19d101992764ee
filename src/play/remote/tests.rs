use super::*;
use crate::game::Game;
use crate::game::Reason;
use crate::notation::scheme::ENGLISH;
use crate::play::SessionOptions;
use std::sync::mpsc::channel;

fn state(moves: &str) -> ServerState {
    ServerState {
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        times: ByColor {
            white: Duration::from_secs(600),
            black: Duration::from_secs(600),
        },
        status: "started".into(),
        winner: None,
        draw_offer: ByColor::default(),
        takeback_offer: ByColor::default(),
        first_move_in: None,
    }
}

fn online(me: Color) -> (Session, Sender<ServerEvent>, Receiver<Request>) {
    let (to_session, events) = channel();
    let (requests, from_session) = channel();
    let mut session = Session::new(Game::standard(), SessionOptions::new(&ENGLISH));
    session.attach_remote(Remote::new(me, None, events, requests), state(""));
    (session, to_session, from_session)
}

/// The reply's lines, each read as one text across the braille lines
/// it is printed in.
fn printed(reply: &Reply) -> String {
    reply
        .printed(&ENGLISH, false)
        .iter()
        .map(|line| line.replace('\n', " "))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_players_move_goes_out_and_the_opponents_comes_in_with_its_side() {
    let (mut session, server, sent) = online(Color::White);
    let reply = session.handle("e4");
    assert_eq!(printed(&reply), "Pawn Eva four");
    assert_eq!(
        sent.try_recv(),
        Ok(Request::Move {
            uci: "e2e4".into(),
            offering_draw: false
        })
    );
    server.send(ServerEvent::State(state("e2e4"))).unwrap();
    assert_eq!(printed(&session.tick()), "");
    server.send(ServerEvent::State(state("e2e4 e7e5"))).unwrap();
    assert_eq!(printed(&session.tick()), "Black: Pawn Eva five");
    assert!(
        sent.try_recv().is_err(),
        "the opponent's move is not sent back"
    );
}

#[test]
fn a_state_sent_before_the_players_move_arrived_keeps_the_move() {
    let (mut session, server, _sent) = online(Color::Black);
    server.send(ServerEvent::State(state("e2e4"))).unwrap();
    session.tick();
    session.handle("e5");
    // The opponent's draw offer crossed the player's move.
    let mut crossed = state("e2e4");
    crossed.draw_offer.white = true;
    server.send(ServerEvent::State(crossed)).unwrap();
    session.tick();
    assert_eq!(session.game().ply(), 2);
    server.send(ServerEvent::State(state("e2e4 e7e5"))).unwrap();
    session.tick();
    assert_eq!(session.game().ply(), 2);
}

#[test]
fn the_opponents_takeback_request_is_answered_and_applied() {
    let (mut session, server, sent) = online(Color::White);
    session.handle("e4");
    let _ = sent.try_recv();
    let mut asked = state("e2e4 e7e5");
    asked.takeback_offer.black = true;
    server.send(ServerEvent::State(asked)).unwrap();
    let reply = printed(&session.tick());
    assert!(
        reply.ends_with("The opponent asks to take back the last move: yes or no."),
        "{reply}"
    );
    session.handle("yes");
    assert_eq!(sent.try_recv(), Ok(Request::Takeback(true)));
    server.send(ServerEvent::State(state("e2e4"))).unwrap();
    assert_eq!(printed(&session.tick()), "Pawn Eva five taken back");
    assert_eq!(session.game().ply(), 1);
}

#[test]
fn a_refused_move_is_taken_back_here_too() {
    let (mut session, server, _sent) = online(Color::White);
    session.handle("e4");
    server
        .send(ServerEvent::Refused("Not your turn".into()))
        .unwrap();
    let reply = printed(&session.tick());
    assert!(
        reply.starts_with("lichess refuses: Not your turn."),
        "{reply}"
    );
    assert_eq!(session.game().ply(), 0);
}

#[test]
fn a_move_the_server_never_got_is_taken_back_and_said() {
    let (mut session, server, _sent) = online(Color::White);
    session.handle("e4");
    server.send(ServerEvent::Withdrawn(None)).unwrap();
    let reply = printed(&session.tick());
    assert!(
        reply.starts_with("The move did not reach lichess and is taken back here; type it again."),
        "{reply}"
    );
    assert_eq!(session.game().ply(), 0);
}

#[test]
fn a_move_typed_offline_is_not_sent() {
    let (mut session, server, sent) = online(Color::White);
    server.send(ServerEvent::Lost).unwrap();
    assert_eq!(
        printed(&session.tick()),
        "Connection to lichess lost; annabella keeps trying."
    );
    let reply = printed(&session.handle("e4"));
    assert!(
        reply.starts_with("No connection: the move was not sent."),
        "{reply}"
    );
    assert!(sent.try_recv().is_err());
    assert_eq!(session.game().ply(), 0);
    server.send(ServerEvent::Back).unwrap();
    assert_eq!(printed(&session.tick()), "Connected to lichess again.");
}

#[test]
fn the_opponents_draw_offer_is_said_and_answered() {
    let (mut session, server, sent) = online(Color::Black);
    let mut offered = state("e2e4");
    offered.draw_offer.white = true;
    server.send(ServerEvent::State(offered)).unwrap();
    let reply = printed(&session.tick());
    assert!(
        reply.starts_with("White: Pawn Eva four\nWhite offers a draw"),
        "{reply}"
    );
    session.handle("no");
    assert_eq!(sent.try_recv(), Ok(Request::Draw(false)));
}

#[test]
fn resignation_on_the_server_ends_the_game_by_the_laws() {
    let (mut session, server, _sent) = online(Color::White);
    let mut over = state("e2e4");
    over.status = "resign".into();
    over.winner = Some(Color::White);
    session.handle("e4");
    server.send(ServerEvent::State(over)).unwrap();
    let reply = printed(&session.tick());
    assert!(reply.contains("White wins by resignation"), "{reply}");
    assert_eq!(session.scoresheet().result, "1-0");
}

#[test]
fn an_end_the_laws_do_not_name_keeps_the_servers_result() {
    let (mut session, server, _sent) = online(Color::White);
    let mut over = state("e2e4 e7e5");
    over.status = "timeout".into();
    over.winner = Some(Color::White);
    server.send(ServerEvent::State(over)).unwrap();
    let reply = printed(&session.tick());
    assert!(
        reply.contains("Game over: Black left the game, 1-0."),
        "{reply}"
    );
    assert!(session.is_over());
    assert_eq!(session.scoresheet().result, "1-0");
}

#[test]
fn a_move_typed_while_the_opponent_is_to_move_is_kept_and_sent_after_theirs() {
    let (mut session, server, sent) = online(Color::Black);
    assert_eq!(
        printed(&session.handle("e5")),
        "Premove: Pawn Eva five; cancel drops it."
    );
    assert_eq!(session.game().ply(), 0);
    assert!(
        sent.try_recv().is_err(),
        "not sent before the opponent moved"
    );
    server.send(ServerEvent::State(state("e2e4"))).unwrap();
    assert_eq!(
        printed(&session.tick()),
        "White: Pawn Eva four\nPawn Eva five"
    );
    assert_eq!(
        sent.try_recv(),
        Ok(Request::Move {
            uci: "e7e5".into(),
            offering_draw: false
        })
    );
    assert_eq!(session.game().ply(), 2);
}

#[test]
fn a_premove_is_dropped_with_cancel() {
    let (mut session, server, sent) = online(Color::Black);
    session.handle("e5");
    assert_eq!(printed(&session.handle("cancel")), "Premove dropped.");
    server.send(ServerEvent::State(state("e2e4"))).unwrap();
    assert_eq!(printed(&session.tick()), "White: Pawn Eva four");
    assert!(sent.try_recv().is_err());
}

#[test]
fn the_win_or_a_draw_is_claimed_only_once_the_opponent_has_left() {
    let (mut session, server, sent) = online(Color::White);
    assert_eq!(
        printed(&session.handle("claim win")),
        "The opponent has not left the game: there is nothing to claim."
    );
    assert!(sent.try_recv().is_err());
    server
        .send(ServerEvent::OpponentGone {
            gone: true,
            claim_in: Some(0),
        })
        .unwrap();
    assert_eq!(
        printed(&session.tick()),
        "The opponent left the game; claim win wins it, claim draw draws it."
    );
    session.handle("claim draw");
    assert_eq!(sent.try_recv(), Ok(Request::ClaimDraw));
    session.handle("claim win");
    assert_eq!(sent.try_recv(), Ok(Request::ClaimVictory));
}

/// After 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1, the move Ng8 brings
/// the start position for the third time.
#[test]
fn a_threefold_claim_is_checked_here_and_made_as_lichess_takes_it() {
    let (mut session, server, sent) = online(Color::Black);
    let mut moves = Vec::new();
    for (white, black) in [("g1f3", "g8f6"), ("f3g1", "f6g8"), ("g1f3", "g8f6")] {
        moves.push(white);
        server
            .send(ServerEvent::State(state(&moves.join(" "))))
            .unwrap();
        session.tick();
        session.handle(black);
        let _ = sent.try_recv();
        moves.push(black);
    }
    moves.push("f3g1");
    server
        .send(ServerEvent::State(state(&moves.join(" "))))
        .unwrap();
    session.tick();
    assert_eq!(
        printed(&session.handle("claim threefold")),
        "That claim cannot be made now."
    );
    assert!(sent.try_recv().is_err(), "a wrong claim is not sent");
    let reply = printed(&session.handle("claim threefold Ng8"));
    assert!(
        reply.ends_with("Draw claimed: lichess decides, and says so if it does not hold."),
        "{reply}"
    );
    assert_eq!(
        sent.try_recv(),
        Ok(Request::Move {
            uci: "f6g8".into(),
            offering_draw: true
        })
    );
    assert!(
        !reply.contains("The opponent types yes or no."),
        "the opponent answers on the server: {reply}"
    );
    session.handle("yes");
    assert!(!session.is_over(), "only the server ends the game");
    assert!(sent.try_recv().is_err(), "{:?}", sent.try_recv());
}

#[test]
fn the_players_low_time_on_the_servers_clock_is_said_once() {
    let (mut session, server, _sent) = online(Color::White);
    session.handle("e4");
    let mut low = state("e2e4 e7e5");
    low.times.white = Duration::from_millis(59_500);
    server.send(ServerEvent::State(low.clone())).unwrap();
    let reply = printed(&session.tick());
    assert_eq!(reply, "Black: Pawn Eva five\nWhite 0:59", "{reply}");
    server.send(ServerEvent::State(low)).unwrap();
    assert_eq!(printed(&session.tick()), "", "said once");
}

#[test]
fn chat_goes_to_the_players_room() {
    let (mut session, server, sent) = online(Color::White);
    assert_eq!(printed(&session.handle("chat Good luck!")), "");
    assert_eq!(sent.try_recv(), Ok(Request::Chat("Good luck!".into())));
    server
        .send(ServerEvent::Notice(OnlineText::ChatTaken))
        .unwrap();
    assert_eq!(printed(&session.tick()), "Sent.");
}

/// lichess's statuses (`GameStatusName` of `lichess-org/api`) that end a
/// game whose moves do not show the end, and one it may add: the game
/// ends with lichess's result (lila's PGN: a winner's side wins, no
/// winner is a draw, an aborted game has no result), and a move typed
/// after it is answered, not played and not sent.
#[test]
fn every_end_lichess_gives_ends_the_game_and_a_move_after_it_is_answered() {
    for (status, winner, result) in [
        ("aborted", None, "*"),
        ("timeout", Some(Color::Black), "0-1"),
        ("noStart", Some(Color::White), "1-0"),
        ("cheat", Some(Color::Black), "0-1"),
        ("unknownFinish", None, "1/2-1/2"),
        ("variantEnd", Some(Color::White), "1-0"),
        ("mate", Some(Color::Black), "0-1"),
        ("stalemate", None, "1/2-1/2"),
        ("resign", None, "1/2-1/2"),
        ("somethingNew", Some(Color::White), "1-0"),
    ] {
        let (mut session, server, sent) = online(Color::White);
        session.handle("e4");
        let _ = sent.try_recv();
        let mut over = state("e2e4 e7e5");
        over.status = status.into();
        over.winner = winner;
        server.send(ServerEvent::State(over)).unwrap();
        session.tick();
        assert!(session.is_over(), "{status}");
        assert_eq!(session.scoresheet().result, result, "{status}");
        let reply = printed(&session.handle("Nf3"));
        assert!(reply.starts_with("The game is over."), "{status}: {reply}");
        assert_eq!(session.game().ply(), 2, "{status}");
        assert!(sent.try_recv().is_err(), "{status}: nothing sent");
    }
}

#[test]
fn timeout_names_the_side_that_left() {
    let (mut session, server, _sent) = online(Color::White);
    let mut over = state("");
    over.status = "timeout".into();
    over.winner = Some(Color::Black);
    server.send(ServerEvent::State(over)).unwrap();
    let reply = printed(&session.tick());
    assert!(
        reply.contains("Game over: White left the game, 0-1."),
        "{reply}"
    );
}

/// lila gives `outoftime` no winner when the side with time left could
/// not win: a draw, as article 6.9 has it.
#[test]
fn out_of_time_without_a_winner_is_a_draw() {
    let (mut session, server, _sent) = online(Color::White);
    session.handle("e4");
    let mut over = state("e2e4 e7e5");
    over.status = "outoftime".into();
    server.send(ServerEvent::State(over)).unwrap();
    session.tick();
    assert_eq!(session.scoresheet().result, "1/2-1/2");
    let mut over = state("e2e4 e7e5");
    over.status = "outoftime".into();
    over.winner = Some(Color::White);
    let (mut session, server, _sent) = online(Color::Black);
    server.send(ServerEvent::State(over)).unwrap();
    session.tick();
    assert_eq!(session.scoresheet().result, "1-0");
    assert_eq!(session.scoresheet().termination, Some(Reason::TimeForfeit));
}

#[test]
fn unknown_finish_is_said_in_words() {
    let (mut session, server, _sent) = online(Color::White);
    let mut over = state("");
    over.status = "unknownFinish".into();
    server.send(ServerEvent::State(over)).unwrap();
    let reply = printed(&session.tick());
    assert!(
        reply.contains("Game over: lichess ended the game without giving a reason, 1/2-1/2."),
        "{reply}"
    );
    assert!(!reply.contains("unknownFinish"), "{reply}");
}

/// lichess ends a correct threefold claim with the status `draw`: the
/// game is drawn by repetition (article 9.2), not by agreement.
#[test]
fn a_threefold_claim_lichess_grants_is_saved_as_repetition() {
    let (mut session, server, sent) = online(Color::Black);
    let mut moves = Vec::new();
    for (white, black) in [("g1f3", "g8f6"), ("f3g1", "f6g8"), ("g1f3", "g8f6")] {
        moves.push(white);
        server
            .send(ServerEvent::State(state(&moves.join(" "))))
            .unwrap();
        session.tick();
        session.handle(black);
        moves.push(black);
    }
    moves.push("f3g1");
    server
        .send(ServerEvent::State(state(&moves.join(" "))))
        .unwrap();
    session.tick();
    session.handle("claim threefold Ng8");
    while sent.try_recv().is_ok() {}
    moves.push("f6g8");
    let mut drawn = state(&moves.join(" "));
    drawn.status = "draw".into();
    server.send(ServerEvent::State(drawn)).unwrap();
    session.tick();
    assert_eq!(session.scoresheet().result, "1/2-1/2");
    assert_eq!(
        session.scoresheet().termination,
        Some(Reason::ThreefoldRepetition)
    );
}

/// lila drops the player's draw offer (`wdraw`) when the opponent
/// declines it (`POST …/draw/no`); no move was made.
#[test]
fn a_draw_offer_the_opponent_declines_is_said() {
    let (mut session, server, _sent) = online(Color::White);
    session.handle("e4");
    server.send(ServerEvent::State(state("e2e4 e7e5"))).unwrap();
    session.tick();
    let mut offered = state("e2e4 e7e5");
    offered.draw_offer.white = true;
    server.send(ServerEvent::State(offered)).unwrap();
    session.tick();
    server.send(ServerEvent::State(state("e2e4 e7e5"))).unwrap();
    assert_eq!(
        printed(&session.tick()),
        "The opponent declines your draw offer."
    );
}

/// Answering a challenge goes to lichess's challenge endpoints; with
/// none waiting, the player is told so.
#[test]
fn a_challenge_to_the_player_is_accepted_or_declined() {
    let (mut session, server, sent) = online(Color::White);
    assert_eq!(
        printed(&session.handle("accept")),
        "No challenge is waiting for an answer."
    );
    server
        .send(ServerEvent::Challenge {
            id: "ch1".into(),
            text: Box::new(OnlineText::ChallengeWithdrawn("x".into())),
        })
        .unwrap();
    session.tick();
    assert!(printed(&session.handle("decline sometime")).starts_with("lichess knows no reason"),);
    session.handle("decline toofast");
    assert_eq!(
        sent.try_recv(),
        Ok(Request::DeclineChallenge {
            id: "ch1".into(),
            reason: Some("tooFast".into())
        })
    );
    server
        .send(ServerEvent::Challenge {
            id: "ch2".into(),
            text: Box::new(OnlineText::ChallengeWithdrawn("x".into())),
        })
        .unwrap();
    session.tick();
    session.handle("accept");
    assert_eq!(sent.try_recv(), Ok(Request::AcceptChallenge("ch2".into())));
}

/// In correspondence, lichess warns when a player's time falls below a
/// day and below an hour; each is said once.
#[test]
fn correspondence_time_running_out_is_said_below_a_day_and_an_hour() {
    let (to_session, events) = channel();
    let (requests, _from_session) = channel();
    let mut session = Session::new(Game::standard(), SessionOptions::new(&ENGLISH));
    let mut start = state("");
    start.times.white = Duration::from_secs(3 * 86_400);
    session.attach_remote(Remote::new(Color::White, Some(3), events, requests), start);
    let mut low = state("");
    low.times.white = Duration::from_secs(20 * 3600 + 30);
    to_session.send(ServerEvent::State(low.clone())).unwrap();
    let reply = printed(&session.tick());
    assert!(reply.starts_with("Your time runs out: 20 hours"), "{reply}");
    to_session.send(ServerEvent::State(low)).unwrap();
    assert_eq!(printed(&session.tick()), "", "said once");
    let mut lower = state("");
    lower.times.white = Duration::from_secs(50 * 60 + 30);
    to_session.send(ServerEvent::State(lower)).unwrap();
    let reply = printed(&session.tick());
    assert!(
        reply.starts_with("Your time runs out: 50 minutes"),
        "{reply}"
    );
}

/// Waiting for the opponent costs nothing: once the network wakes the
/// front end, the session asks for no timer, and the opponent's move
/// wakes it.
#[test]
fn the_network_wakes_the_front_end_instead_of_a_timer() {
    let (mut session, server, _sent) = online(Color::Black);
    assert!(session.next_wakeup().is_some(), "polled without a waker");
    let (woken, wakes) = channel();
    session.wake_on_network(move || woken.send(()).is_ok());
    assert_eq!(session.next_wakeup(), None);
    server.send(ServerEvent::State(state("e2e4"))).unwrap();
    assert_eq!(wakes.recv_timeout(Duration::from_secs(5)), Ok(()));
    assert_eq!(printed(&session.tick()), "White: Pawn Eva four");
}
