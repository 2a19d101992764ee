### Games as files hold them, in English: what stops a game of a file
### from being read, and starting positions that cannot be played.
###
### How to edit: see cli.ftl. A printed line should fit a braille display
### of 40 cells where it can.

## What stops a game of a file from being read
## These complete a sentence ("The file reads only up to half-move 7: …")
## and so begin with a small letter and end without a full stop.

# A move as written that cannot be played. $text: the move as written;
# $number: its move number; $side: who moves (White, Black); $line: the
# line of the file; $fault: not-a-move, illegal (not legal in the
# position) or ambiguous (fits more than one legal move).
record-fault-move = "{ $text }", move { $number } { $side }, line { $line }, { $fault ->
        [illegal] is not legal in the position
        [ambiguous] fits more than one move
       *[not-a-move] is not a move
    }
# $line: where the comment begins.
record-fault-unclosed-comment = the comment from line { $line } is never closed
# $line: where the variation begins.
record-fault-unclosed-variation = the variation from line { $line } is never closed
# $result: the result as written (1-0); $line: where.
record-fault-result-in-moves = the result { $result } on line { $line } stands in the middle of the moves
# $text: the tag as written; $line: where.
record-fault-bad-tag = the tag "{ $text }" on line { $line } cannot be read
# $variant: the variant as the file names it.
record-fault-unknown-variant = annabella does not play the variant "{ $variant }", only chess and Chess960
# $line: where; $megabytes: the longest entry read.
record-fault-too-long = line { $line }: a tag, comment or move longer than { $megabytes } MB is not read
# $line: where; $items: how many moves, comments and marks are read.
record-fault-endless = line { $line }: the game goes on past { $items } moves, comments and marks without a result; the rest is not read

## Starting positions (--fen, --chess960, a file's FEN tag)

# A starting position that cannot be played. $why: one of the start-
# sentences below.
cannot-start = { $why }.
# $fen: the FEN as given; $field: which of its fields does not read.
start-fen-unreadable = The FEN cannot be read: { $field }.
    { $fen }
# $fen: the FEN as given; $fault: why its position cannot arise.
start-not-legal = The FEN is not a legal position: { $fault }.
    { $fen }
# $number: the number asked for.
start-no-chess960 = There is no Chess960 position { $number }: they are numbered 0 to 959 (518 is the standard position)

# The field of a FEN that does not read.
fen-field-whole = a FEN has six fields, separated by spaces
fen-field-board = the placement of the pieces (first field)
fen-field-turn = who is to move (w or b)
fen-field-castling = the castling rights
fen-field-en-passant = the en passant square
fen-field-halfmove-clock = the halfmove clock
fen-field-fullmoves = the move number

# Why a FEN's position cannot arise in a game.
position-fault-empty-board = the board is empty
position-fault-missing-king = a king is missing
position-fault-too-many-kings = a side has more than one king
position-fault-pawns-on-back-rank = a pawn stands on the first or eighth rank
position-fault-castling-rights = the castling rights do not fit the king and rooks
position-fault-en-passant = the en passant square does not fit
position-fault-opposite-check = the side not to move is in check
position-fault-impossible-check = this check cannot arise
position-fault-too-much-material = too many pieces

## Results

# A game's result as written, or said. $score: white (1-0), black (0-1),
# draw (1/2-1/2), open (*, not ended) or other; $written: as written.
game-result = { $score ->
        [white] { $form ->
            [speech] one nil
           *[other] { $written }
        }
        [black] { $form ->
            [speech] nil one
           *[other] { $written }
        }
        [draw] { $form ->
            [speech] drawn
           *[other] { $written }
        }
        [open] open
       *[other] { $written }
    }

## annabella review

# A game opened for review. $path: the file (printed, not said); $game: its
# number in the file; $white, $black: the players as the file names them;
# $plies: its half-moves; $result: its result as written.
reviewing = { $form ->
        [speech] Game { $game }
       *[other] { $path }
            Game { $game }
    }: { $white } against { $black }, { $plies } half-moves, { $result }. Type next, back or help.
# The file has a move that cannot be played; review goes up to the
# half-move $ply before it. $fault: why (a record-fault- sentence).
review-stops = The file reads only up to half-move { $ply }: { $fault }.

## How a game of a file came out
## $result: the result as written (game-result); $end: how the rules end
## the game, in the move words ("Black wins by checkmate"); $number,
## $side: the move where the rules ended it.

# The game has not ended by the rules.
outcome-not-ended = Result { $result }: the game has not ended.
outcome = Result { $result }: { $end }.
# The rules ended it at a move, and the file goes on after it.
outcome-moves-after-end = Result { $result }: { $end } with move { $number }, { $side }; moves written after it are kept.
# The rules ended it at a move with another result than the one written.
outcome-ended-otherwise = Result as written { $result }; by the rules the game ended with move { $number }, { $side }: { $end }.
# The rules give another result than the one written.
outcome-otherwise = Result as written { $result }; by the rules: { $end }.

## Two scoresheets compared (annabella reconcile)

# $plies: the half-moves both have.
sheets-agree = Both scoresheets agree: { $plies } half-moves.
# Where the sheets first differ: $number, $side: the move; $a, $b: what
# sheet A and sheet B have there (a move in words, or a sheet-entry-
# sentence).
sheets-differ = The scoresheets differ from move { $number }, { $side }: A { $a }; B { $b }.
# Something on a sheet that is no legal move there. $text: as written;
# $fault: not-a-move, illegal or ambiguous.
sheet-entry-written = "{ $text }" ({ $fault ->
        [illegal] not legal
        [ambiguous] ambiguous
       *[not-a-move] no move
    })
# The sheet has ended.
sheet-entry-missing = no more moves
# A legal move: $words: in words; $text: as the sheet writes it.
sheet-entry-as-written = { $words } (written "{ $text }")
# One sheet left out a move the other has. $sheet: A or B; $number,
# $side: the move; $words: the move in words.
sheet-leaves-out = Sheet { $sheet } leaves out move { $number }, { $side }: { $words }.
# One sheet's clocks before the difference. $sheet: A or B; $white,
# $black: each clock (1:23:45, or clock-not-recorded).
sheet-clocks = Clocks on sheet { $sheet }: White { $white }, Black { $black }.
clock-not-recorded = not recorded
# Introduces the position before a difference, said piece by piece.
position-before = The position before it:
# The letters of the pieces when a position is printed a rank a line:
# king, queen, rook, bishop, knight, pawn, one letter each, separated by
# spaces. White's are printed as capitals, Black's small.
piece-letters = K Q R B N P
# A position as FEN; $fen: the FEN.
fen = FEN:
    { $fen }

## The head of an exported scoresheet
## $value: what the game's record has there.

# The event a game played in annabella is written under.
event-name = annabella game
header-event = Event: { $value }
header-date = Date: { $value }
# $side: White or Black; $value: the player's name.
header-player = { $side }: { $value }
