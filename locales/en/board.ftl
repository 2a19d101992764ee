### The board screen, in English: its titles and the help of its keys.
###
### How to edit: see cli.ftl. The titles are drawn in the frame of a box:
### the spaces around them, written {" "}, keep them off the frame's line.

board-keys = Arrows move, Enter picks up and puts down, Tab types a command, ? helps.
not-your-piece = No piece of the side to move here.

board-clock-title = {" "}Clock{" "}
board-said-title = {" "}Said{" "}
# The title of what was said, when more follows below.
board-said-scrolled = {" "}Said (PgDn){" "}
board-moves-title = {" "}Moves{" "}
board-help-title = {" "}Help (arrows scroll, Esc closes){" "}
board-no-clock = no clock
# The prompt of the command line while the board has the keys; two
# spaces after it.
board-tab-for-command = Tab: type a command{"  "}
# A move said aloud that waits for the clock; $san: the move in SAN.
board-not-pressed = (clock not pressed: { $san })
# $columns, $rows: the least size of the window the board needs.
board-too-small = The window is too small for the board: please make it at least { $columns } columns by { $rows } rows.
# $longest: the most characters the command line takes.
board-command-full = The command line holds at most { $longest } characters; anything beyond is not taken.

## The help of the board's keys, a line each; the commands follow it.

board-keys-head =
    Keys of the board:
    Arrows: go to a square, which is said
    Enter: pick up a piece,
      on the target square: put it down
    Esc: put the piece back
    1 to 8: to that rank
    Alt with 1 to 8: to that file
    k q r b n p: to the next piece
      of a kind; capital: the one before
    m: the moves of the piece
      under the cursor
    o: the square again
    c: clock
    l: last move
    {"["} and ]: step through the moves
    f: flip the board
    x: repeat
# Only where the game offers the engine's help.
board-keys-engine-help = h and e: hint and evaluation
# Only in two-board play.
board-keys-two-board = Space: press the clock
# The last lines; an empty line before the title of the commands.
board-keys-tail =
    PgUp, PgDn: scroll what was said
    Tab, : or /: type a command
      Enter sends it
    ? or F1: this help
    Ctrl+Q: quit
    Marks on the board:
      last move: plain tint
      piece picked up: dark mesh
      check: red with a white checker
      where a piece can go: dots,
      a solid angle round a capture
    {""}
    Commands:
