### A game, in English: the greeting, the help, and the answers to the
### commands typed during a game (in line mode and on the board).
###
### How to edit: see cli.ftl. Commands the player types (help, back,
### cancel, yes, no) are written as typed. A printed line should fit a
### braille display of 40 cells where it can; the help is printed a line
### at a time, and each of its lines must fit 40 cells.

greeting = annabella: type a move, or help.
help-pointer = help or ? lists the commands.
# A line typed was not UTF-8; $text: how it was read.
not-utf8 = That line was not UTF-8; it was read as "{ $text }". Set the terminal to UTF-8.
# A line typed or pasted longer than any command, refused unread.
line-too-long = That line is longer than any command (over { $longest } characters) and is not read.

## The help of a game: one command a line, the command as typed first.
## The parts below are put together by the kind of game; each line fits
## 40 cells.

# In review, instead of help-moves.
## The help: an index of topics, and a page of each; one command a line.
help-index = Help: help and a topic:
help-index-moves = help moves: typing moves, the list
help-index-board = help board: pieces, squares, position
help-index-game = help game: draw, claims, the end
help-index-clock = help clock: the clocks
help-index-sound = help sound: voice and speaking rate
help-index-engine-game = help engine: the opponent, hints
help-index-engine = help engine: hints, evaluation
help-index-two-board = help two-board: announcing, the clock
help-index-arbiter = help arbiter: illegal moves, clocks
help-index-online = help lichess: chat, offers, games
help-index-review = help review: stepping through a game
help-slash = A slash may stand before any command

## A page of the help: one command a line, the command first as typed.

help-moves = Moves:
help-moves-typed =
    e4, Nf3, exd5, O-O, e8=Q
    Knight Felix three, g1f3
    a square alone: the pawn's move
help-moves-premove =
    a move while the computer thinks:
      a premove; cancel drops it
help-moves-list =
    l, last: the last move
    moves: the move list
    back; next: step through
    r, repeat: say it again
help-board =
    Board:
    p, pieces: pieces (p N, p n, p white)
    s, scan: a line (s e, s 4)
help-board-tools =
    legal e2: moves of a piece
    a e4, attackers: attackers
help-board-more =
    square e4: one square
    board: the position
    fen: the position as FEN
    flip: turn the board
    turn: who is to move
    o, opponent: the players
help-game =
    Game:
    draw: offer a draw
    claim threefold, claim fifty,
      also with a move
help-game-casual =
    takeback
    abort: abort the game
help-game-end =
    resign
    quit: leave, the game is saved
    file: where the game is saved
help-game-tournament =
    for the opponent, with a side:
      draw white, resign black,
      claim black fifty
help-clock =
    Clock:
    c, clock, time: both clocks
      and the move number
    your own time is said
      as it runs low
help-clock-press = press: press the clock
help-clock-wait = wait 30: practice clock (--fake-time)
help-sound =
    Sound:
    r, repeat: say it again
    Chosen at the start:
    --voice clips: recordings
    --voice system: the system's speech
    --voice text: text only
    --rate 1.5: speak faster
    --notation san: moves as Nf3
help-engine = Computer:
help-engine-game =
    engine: restart it
    a move while it thinks: a premove
    cancel: drop the premove
help-engine-help =
    hint: suggest a move
    eval: evaluate the position
help-two-board =
    Two boards:
    type a move: it is said and made
    press: press the clock
    another move corrects it
    cancel: drop the move
    touched e1 h1: the pieces touched,
      in order
help-arbiter =
    Arbiter:
    illegal: after a refused move
      (7.5.1) or with none typed (7.5.3)
    illegal hands: two hands (7.5.4)
    retrace 12: back to move 12
    clock set white 1:23:45
    clock add black 2:00
    retrace 12 white: to White's 12th
    clock stop, clock start (6.11)
    clock control +5: for both (III.4)
    result 1/2 why: the arbiter's
    seal Nf3: adjourn (Guidelines I)
    claim quickplay (10.2): then yes,
      postpone 2:00 or no
help-online =
    lichess:
    chat and a text: to the opponent
    yes or no: answer an offer
    claim win, claim draw: when
      the opponent has left
    accept, decline [reason]:
      answer a challenge
    games: your games
    game N: play one of them
    opponent: who you play
help-review =
    Review:
    n, next: the next move
    b, back: a move back
    first; end
    goto 12: to move 12
    c, clock: clocks as recorded
    q: quit

## A command typed without what it needs

usage-scan = s needs a file or a rank: s e or s 4.
usage-legal = legal needs a square: legal g1.
usage-attackers = a needs a square: a e4.
usage-square = square needs a square: square e4.
usage-claim = claim threefold or claim fifty, followed by the move if it is still to come.
# $last: the last move number of the game.
usage-goto = goto needs a move number from 1 to { $last }.
usage-touched = touched needs the squares touched, in order: touched e2, touched e1 h1.
usage-retrace = retrace needs a move number, and a side for a half-move: retrace 12, retrace 12 white.
usage-clock-control = clock control +5, d5, b5 or 0 (III.4).
usage-result = result 1-0, 0-1 or 1/2, then why.
usage-postpone = postpone, or postpone 2:00 (10.2 b).
usage-clock-set = clock set or clock add needs a side and a time: clock set white 1:23:45, clock add black 2:00.
usage-wait = wait needs seconds: wait 30.
usage-chat = chat needs a text: chat good luck.
usage-pieces = p names a side or a kind: p, p white, p knights, p N, p n.
# $text: the command as typed.
not-a-review-command = "{ $text }" is not a command of a review; help lists them.

## Answers to commands

nothing-said-yet = Nothing said yet.
no-move-yet = No move yet.
browse-at-last = That is the last move; back steps through the list.
browse-first = That was the first move.
browse-last = That was the last move.
start-of-game = That is the start of the game.
end-of-game = That is the end of the game.
starting-position = The starting position.
# $side: the side now at the bottom (White, Black).
flipped = Board flipped: { $side } at the bottom.
declined = Declined; the game goes on.
confirm-resign = Resign? Type yes to resign, anything else to play on.
confirm-draw = Offer a draw? Type yes to offer it, anything else not to.
# A draw offered with a move said aloud and not yet pressed; $words: the
# move in words.
confirm-draw-with = Offer a draw with { $words }? Type yes to offer it, anything else not to.
draw-not-offered = No draw offered.
# How a draw offered is answered.
draw-answer = The opponent types yes or no.
ask-takeback = Take back the last move? The opponent types yes to agree.
nothing-to-take-back = No move to take back.
no-own-move-to-take-back = No move of yours to take back.
claim-not-possible = That claim cannot be made now.
# Article 9.5.3, in a game without a clock.
incorrect-claim = Incorrect claim; the game goes on.
# Article 9.5.3: $side: the opponent; $time: the time added to their
# clock.
incorrect-claim-penalty = Incorrect claim: { $side } gets { $time } more; the game goes on.
wait-needs-practice-clock = wait works only with a practice clock (--fake-time).
game-is-over = The game is over.
# The players' names; $white, $black: a name, or player-at-keyboard.
players = White: { $white }; Black: { $black }.
player-at-keyboard = a person at the keyboard
confirm-abort = Abort the game? It is then not kept. Type yes to abort, anything else not to.
aborted-removed = Game aborted; its file is removed.
aborted = Game aborted.
abort-too-late = A game can be aborted only before each side has moved, in a file of its own; resign gives up, quit leaves and keeps the game.
# A square typed alone that only this move fits; $words: the move in
# words.
did-you-mean = Did you mean { $words }? yes or no
nothing-asked = Nothing is asked now; yes and no answer a question.
question-dropped = The open question is dropped.

## Premoves: a move typed while the engine thinks
## $move: the move, in words or as typed.

premove = Premove: { $move }; cancel drops it.
premove-replaced = The premove is now { $move }; cancel drops it.
premove-cancelled = Premove dropped.
no-premove = No premove to drop.
# Followed by why the premove cannot be played.
premove-failed = The premove cannot be played:

## Leaving

quit-to-leave = The position and the moves can still be looked at; quit leaves annabella.
# The game has ended; $path: its file (printed, not said).
left-over = { $form ->
        [speech] The game is saved.
       *[other] The game is saved in:
            { $path }
    }
# The game goes on later; $path: its file (printed, not said).
left = { $form ->
        [speech] The game is saved; annabella resume goes on with it.
       *[other] Saved in:
            { $path }
            Go on with: annabella resume{ $where ->
                [games] {""}
               *[other] {" "}FILE
            }
    }
# A game of ICCF's server left before its end; $path: its file
# (printed, not said); $id: the game on ICCF's server.
left-iccf-game = { $form ->
        [speech] The game is saved; annabella iccf --game { $id } goes on with it on ICCF's server.
       *[other] Saved in:
            { $path }
            Go on with: annabella iccf --game { $id }
    }
left-unplayed = No move played yet: no file is kept.

## The prompt of line mode at a terminal, so that the braille cursor line
## is never blank: the last move and who is to move (12...Sf6 W>).

# $last: the last move with its number and a space ("12...Sf6 "), or
# nothing at the start; $color: white or black, to move, by a letter.
prompt = { $last }{ $color ->
        [white] W
       *[black] B
    }>
# Once the game has ended: $result as PGN writes it (1-0).
prompt-ended = { $last }{ $result }>
# help with a topic there is no page of.
usage-help-topic = There is no help on that; help lists the topics.
