### Two-board play and tournament mode, in English: the clock pressed
### after a move said aloud, touched pieces, and the arbiter's rulings
### (FIDE Laws articles 4, 6.10, 7.5 and 9, and the appendix for visually
### impaired players). The numbers in brackets are the articles.
###
### How to edit: see cli.ftl. $side and $other are White or Black; $words
### and the touched pieces are in the move words ("Bishop Cesar four").

tournament-mode = Tournament mode: no engine, no hints, no evaluation; the scoresheet says so.
tournament-no-help = In tournament mode there is no help from the engine.
two-board-only = illegal, touched, retrace, seal, result and the clock commands belong to two-board play (--two-board).
draw-with-next-move = The draw offer is made with your next move (9.1.2.1).
draw-with-press = The draw offer is made with this move when the clock is pressed (9.1.2.1).
press-hint = press presses the clock; another move corrects it, cancel drops it.
move-cancelled = Move dropped; type the move again.
nothing-waits-for-clock = No move waits for the clock.
nothing-to-press = No move waits for the clock; type the move first.
cancelled-before-press = Move dropped before the clock was pressed; type the move again.
# quit while a move said aloud waits for the clock; $words: that move.
unpressed-on-quit = { $words } was said, but the clock is not pressed. press presses it, cancel drops the move, quit again leaves; the move stays made and waits for the clock.

## Touched pieces (article 4)
## $pieces: the pieces touched; $rule: what that obliges (a touch- sentence).

touched = Touched: { $pieces }. { $rule }
# A move that touch-move does not allow.
touch-breaks = Not allowed, touch-move: { $rule }
# $piece: the piece that must move.
touch-move = { $piece } must move (4.3.1).
touch-capture = { $piece } must be captured (4.3.2).
# $target: the piece it must capture.
touch-capture-with = { $piece } must capture { $target } (4.3.3).
touch-any = None of them can move or be captured: any move is allowed (4.5).
# $rook: the rook the king must castle with.
touch-castle = The king must castle with { $rook } (4.4.1).
# $king: the king, which must make another move.
touch-king-move = Castling with that rook is not possible: { $king } must move (4.4.3).
touch-move-without-castling = { $piece } must move, and there is no castling with { $rook } (4.4.2).
touch-any-without-castling = Neither can move: any move but castling with { $rook } (4.4.2, 4.5).

## The arbiter's rulings

# An illegal move ruled (7.5). $side: who made it; $ruled: what happened
# (an illegal- sentence); $other: the opponent; $time: the time the
# opponent gets; $next: arbiter-still-to-move, or nothing.
arbiter-illegal = Illegal move by { $side }: { $ruled }; { $other } gets { $time } more (7.5.5).{ $next }
# The same in a game without a clock, where there is no time to give.
arbiter-illegal-no-clock = Illegal move by { $side }: { $ruled }; this game has no clock, so no time can be given to { $other } (7.5.5).{ $next }
arbiter-still-to-move = {" "}{ $side } is still to move.
# What was ruled; $what: the move in words; $article: 7.5.1 to 7.5.4.
illegal-completed = { $what } was completed; the position before it stands ({ $article })
illegal-promotion = { $what } was pressed without a new piece: it is a queen ({ $article })
illegal-two-hands = { $what } was made with two hands and stands ({ $article })
illegal-clock-without-move = the clock was pressed without a move ({ $article })
# The offender's second illegal move; $article: its kind (7.5.1 …).
arbiter-second-illegal = Second illegal move by { $side } ({ $article }, 7.5.5).
arbiter-name-piece-moved = Which piece was moved? touched and its square: it must move (4.3).
arbiter-announced-is-legal = The move said is legal and waits for the clock: press or correct it.
arbiter-promotion-piece = Which piece does the pawn become? Type the move with its piece (Queen, Rook, Bishop, Knight); pressed without one it is a queen and an illegal move (7.5.2).
claim-barred-touched = No claim: a piece was touched on this move, the right to claim is lost (9.4).
claim-barred-announced = No claim: the move was announced and is made (D.2.3); a claim with a move comes before the move is said (9.2.1.1).
claim-barred-not-to-move = No claim: only the player to move may claim (9.2, 9.3); name the side: claim black threefold.
# $side: who claimed.
claim-is-offer = The claim stands as a draw offer by { $side } (9.1.2.3): the opponent types yes or no.
arbiter-no-takeback = In tournament mode there is no takeback; the arbiter uses retrace (D.2.9).
arbiter-no-abort = In tournament mode a game cannot be aborted.
arbiter-not-on-tactile-board = In tournament mode legal and attackers are off: the tactile board does not tell them.
# $number: the move whose position is restored; $taken: the half-moves
# taken back.
retraced = Retraced to the position after move { $number } (D.2.9): { $taken ->
        [one] { $taken } half-move
       *[other] { $taken } half-moves
    } taken back and kept on the scoresheet; the clocks stay as they were.
# The same, back to the half-move of $side.
retraced-side = Retraced to the position after { $side }'s move { $number } (D.2.9): { $taken ->
        [one] { $taken } half-move
       *[other] { $taken } half-moves
    } taken back and kept on the scoresheet; the clocks stay as they were.
# $number: the move asked for.
no-such-move = The game has no position after move { $number }.
# $time: the clock as set.
arbiter-clock-set = Clock of { $side } set to { $time } (6.10.2).
# $time: the time added or taken.
arbiter-time-added = { $time } added for { $side }.
arbiter-time-taken = { $time } taken from { $side }.
arbiter-no-clock = This game has no clock.

## The arbiter's commands: clocks, results, sealed moves, quickplay
## finish. Each fits one braille line of 40 cells.

agreement-too-early = No draw before both have moved (5.2.3).
clocks-stopped = Clocks stopped (6.11.1).
clocks-started = Clocks started (6.11.3).
clocks-stand-already = The clocks are stopped.
clocks-run-already = The clocks are running.
# $score: 1-0, 0-1 or ½-½.
arbiter-declared = Arbiter's result: { $score }.
# $bonus: as the arbiter types it: +5 (increment), d5 (delay), b5
# (Bronstein), 0 (none).
control-changed = From now on { $bonus } for both (III.4).
sealed = Move sealed; quit adjourns (I.1).
seal-not-legal = Not legal here: seal a legal move.
seal-needs-move = seal needs the move: seal Nf3.
adjourned = Adjourned: the sealed move waits.
sealed-move-made = The sealed move is made (I.9):
quickplay-no-clock = No clock, no quickplay claim.
quickplay-blitz = Not in blitz: 10.2 does not apply.
quickplay-bonus = No 10.2 claim with increment or delay.
quickplay-not-to-move = Only the player to move claims (10.2).
quickplay-two-minutes-left = 10.2: only under two minutes left.
quickplay-ask = Claim 10.2: yes, postpone or no?
quickplay-postponed = Postponed (10.2 b); result after a flag.
quickplay-rejected = Claim rejected (10.2 c).
declare-after-flag = Arbiter declares with result (10.2 b).
# A resumed game: $side's draw offer still waits.
offer-waits = { $side }'s draw offer waits: yes or no.

## What is written beside a move on the scoresheet (exports, review)
## $side: the player it is about.

# A draw offer.
note-offer = (=) { $side } offers a draw
# A claim. $claim: threefold or fifty; $correct: yes or no.
note-claim = Claim, { $claim ->
        [fifty] fifty-move rule
       *[threefold] threefold repetition
    }: { $correct ->
        [yes] correct
       *[no] incorrect
    }
# The same, with who claimed.
note-claim-by = Claim by { $side }, { $claim ->
        [fifty] fifty-move rule
       *[threefold] threefold repetition
    }: { $correct ->
        [yes] correct
       *[no] incorrect
    }
# An illegal move ruled. $article: its kind (7.5.1 …); $kind: completed,
# promotion, two-hands or clock-without-move; $text: the move as written.
note-illegal = Illegal move by { $side } ({ $article }): { $kind ->
        [clock-without-move] clock pressed without a move
        [two-hands] { $text } with two hands
       *[other] { $text }
    }
# Time the arbiter added (+) or took (-). $sign: + or -; $time: how much.
note-time-added = { $side } { $sign }{ $time } (arbiter)
note-clock-set = Clock of { $side } set to { $time }
# $moves: the moves taken back, in SAN.
note-retraced = Retraced, taken back: { $moves }
note-clocks-stopped = Clocks stopped (6.11.1)
note-clocks-started = Clocks started (6.11.3)
# $result: as PGN writes it (1/2-1/2); $reason: why, as the arbiter typed it.
note-declared = Result { $result } by the arbiter
note-declared-why = Result { $result } by the arbiter: { $reason }
note-control-changed = From now on { $bonus } for both (III.4)
note-sealed = Move sealed by { $side } (I.1)
note-quickplay-claimed = Quickplay claim by { $side } (10.2)
note-quickplay-drawn = Quickplay claim: drawn (10.2 a)
note-quickplay-postponed = Quickplay claim: postponed (10.2 b)
note-quickplay-rejected = Quickplay claim: rejected (10.2 c)
# Correspondence: the day the move before was received and the day this
# one was sent (2026-11-20), joined.
note-posted = { $parts }
note-posted-and = { $first }, { $second }
note-received = received { $day }
note-sent = sent { $day }
# On the scoresheet: an adjourned game; $side: who had $time on the clock.
note-adjourned = Adjourned; { $side } had { $time }

# A two-board game taken up again: the move announced before it was left
# is made (D.2.3) and waits for the clock.
announced-waits = { $words } was announced and so is made (D.2.3); the clock is not yet pressed. press presses it.
