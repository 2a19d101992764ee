### The chess engine (Stockfish), in English: when it plays, helps, or
### fails.
###
### How to edit: see cli.ftl. A printed line should fit a braille display
### of 40 cells where it can.

# The engine's name on the scoresheet. $name: as the engine gives it;
# $level: its strength, 1 to 20.
engine-name = { $name } (level { $level })
# No engine could be started. $problem: why (an engine- sentence).
no-engine = No engine: { $problem }. The game goes on as a two-player game: type the moves of both sides.
# The engine failed during the game. $problem: why (an engine- sentence).
engine-failed = { $problem }. The game is saved: type engine to play on against a restarted engine, or type its moves to go on as a two-player game.
no-side-is-engine = No side is played by the engine in this game.
engine-thinking = The engine is thinking about its move.
help-off = Hints and evaluation are off in this game.
# No hint or evaluation. $problem: why (an engine- sentence).
no-help = No help: { $problem }.
no-evaluation = The engine gave no evaluation.
# $text: the move the engine suggested, in quotes.
engine-suggested-unplayable = The engine suggested a move annabella cannot play: { $text }.
engine-flag-fell = The engine did not move before its flag fell.
engine-declines-draw = The engine declines the draw; the game goes on.

## What went wrong with the engine
## These begin sentences that go on (no-engine, engine-failed, no-help):
## no full stop at their end. $name: the engine's name.

# $path: where the engine was looked for.
engine-not-found = No program at { $path }
engine-not-installed = { $name } is not in PATH or /usr/games (install the stockfish package)
# $program: the program; $why: what the system said.
engine-did-not-start = The engine { $program } did not start ({ $why })
engine-pipes = The engine's pipes could not be opened
# $status: how it ended (exit 1).
engine-stopped = The engine { $name } stopped ({ $status })
# $word: the UCI command it did not answer; $seconds: how long annabella
# waited.
engine-no-answer = The engine { $name } did not answer { $word } within { $seconds } s
engine-no-chess960 = { $name } does not play Chess960
engine-silent = The engine { $name } gave no move in time
engine-no-move = The engine { $name } sent no move
# $text: what it sent, in quotes.
engine-unreadable = The engine { $name } sent a move annabella cannot read: { $text }
# $uci: the move it sent (e2e5).
engine-illegal = The engine { $name } sent an illegal move, { $uci }, which was not played
engine-flood = The engine { $name } writes far more than a chess engine should; it was stopped
engine-busy = The engine is thinking about its move
# The first line of a game: $seats, who plays what (a seats- sentence); $side: the side to move.
start = { $seats } { $side } to move.
# A program as a player: $name, its name; $level: its strength.
seat-engine = { $name }, level { $level }
# $opponent: who plays the other side; $boards: yes when played at two boards.
seats-you-white = You play White against { $opponent }{ $boards ->
        [yes] , at two boards
       *[no] {""}
    }.
seats-you-black = You play Black against { $opponent }{ $boards ->
        [yes] , at two boards
       *[no] {""}
    }.
seats-one-keyboard = White and Black at one keyboard.
# $white, $black: the players' names, or the sides.
seats-one-keyboard-named = White: { $white }; Black: { $black }; at one keyboard.
seats = White: { $white }; Black: { $black }.
# A game file names a program as the opponent; $wanted: its name.
file-engine-asked = The file names the program { $wanted } as the opponent. Start it? yes or no:
# $wanted: the program the file names; $playing: the one started instead.
file-engine-not-started = The file names the program { $wanted }; only your own is started: { $playing }.
