### Games as files hold them, in German: what stops a game of a file from
### being read, and starting positions that cannot be played.
###
### How to edit: see cli.ftl. A printed line should fit a braille display
### of 40 cells where it can.

## What stops a game of a file from being read
## These complete a sentence ("Die Datei ist nur bis Halbzug 7 lesbar: …")
## and so begin with a small letter and end without a full stop.

# A move as written that cannot be played. $text: the move as written;
# $number: its move number; $side: who moves (Weiß, Schwarz); $line: the
# line of the file; $fault: not-a-move, illegal (not legal in the
# position) or ambiguous (fits more than one legal move).
record-fault-move = „{ $text }“, Zug { $number } { $side }, Zeile { $line }, { $fault ->
        [illegal] ist in der Stellung nicht erlaubt
        [ambiguous] passt auf mehr als einen Zug
       *[not-a-move] ist kein Zug
    }
# $line: where the comment begins.
record-fault-unclosed-comment = der Kommentar ab Zeile { $line } wird nie geschlossen
# $line: where the variation begins.
record-fault-unclosed-variation = die Variante ab Zeile { $line } wird nie geschlossen
# $result: the result as written (1-0); $line: where.
record-fault-result-in-moves = das Ergebnis { $result } in Zeile { $line } steht mitten in den Zügen
# $text: the tag as written; $line: where.
record-fault-bad-tag = die Kopfzeile „{ $text }“ in Zeile { $line } ist nicht lesbar
# $variant: the variant as the file names it.
record-fault-unknown-variant = die Variante „{ $variant }“ spielt annabella nicht, nur Schach und Chess960
# $line: where; $megabytes: the longest entry read.
record-fault-too-long = in Zeile { $line } steht ein Eintrag über { $megabytes } MB, der nicht gelesen wird
# $line: where; $items: how many moves, comments and marks are read.
record-fault-endless = ab Zeile { $line } geht die Partie über { $items } Züge, Kommentare und Zeichen hinaus ohne Ergebnis weiter; der Rest wird nicht gelesen

## Starting positions (--fen, --chess960, a file's FEN tag)

# A starting position that cannot be played. $why: one of the start-
# sentences below.
cannot-start = { $why }.
# $fen: the FEN as given; $field: which of its fields does not read.
start-fen-unreadable = Die FEN ist nicht lesbar: { $field }.
    { $fen }
# $fen: the FEN as given; $fault: why its position cannot arise.
start-not-legal = Die FEN ist keine erlaubte Stellung: { $fault }.
    { $fen }
# $number: the number asked for.
start-no-chess960 = Eine Chess960-Stellung { $number } gibt es nicht: sie sind von 0 bis 959 nummeriert (518 ist die Grundstellung)

# The field of a FEN that does not read.
fen-field-whole = eine FEN hat sechs Felder, durch Leerzeichen getrennt
fen-field-board = die Figurenstellung (erstes Feld)
fen-field-turn = wer am Zug ist (w oder b)
fen-field-castling = die Rochaderechte
fen-field-en-passant = das en-passant-Feld
fen-field-halfmove-clock = der Halbzugzähler
fen-field-fullmoves = die Zugnummer

# Why a FEN's position cannot arise in a game.
position-fault-empty-board = das Brett ist leer
position-fault-missing-king = ein König fehlt
position-fault-too-many-kings = eine Seite hat mehr als einen König
position-fault-pawns-on-back-rank = ein Bauer steht auf der ersten oder achten Reihe
position-fault-castling-rights = die Rochaderechte passen nicht zu König und Türmen
position-fault-en-passant = das en-passant-Feld passt nicht
position-fault-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
position-fault-impossible-check = dieses Schach kann nicht entstehen
position-fault-too-much-material = zu viele Figuren

## Results

# A game's result as written, or said. $score: white (1-0), black (0-1),
# draw (1/2-1/2), open (*, not ended) or other; $written: as written.
game-result = { $score ->
        [white] { $form ->
            [speech] eins zu null
           *[other] { $written }
        }
        [black] { $form ->
            [speech] null zu eins
           *[other] { $written }
        }
        [draw] { $form ->
            [speech] remis
           *[other] { $written }
        }
        [open] offen
       *[other] { $written }
    }

## annabella review

# A game opened for review. $path: the file (printed, not said); $game: its
# number in the file; $white, $black: the players as the file names them;
# $plies: its half-moves; $result: its result as written.
reviewing = { $form ->
        [speech] Partie { $game }
       *[other] { $path }
            Partie { $game }
    }: { $white } gegen { $black }, { $plies } Halbzüge, { $result }. next, back oder help eingeben.
# The file has a move that cannot be played; review goes up to the
# half-move $ply before it. $fault: why (a record-fault- sentence).
review-stops = Die Datei ist nur bis Halbzug { $ply } lesbar: { $fault }.

## How a game of a file came out
## $result: the result as written (game-result); $end: how the rules end
## the game, in the move words ("Schwarz gewinnt durch Schachmatt");
## $number, $side: the move where the rules ended it.

# The game has not ended by the rules.
outcome-not-ended = Ergebnis { $result }: die Partie ist nicht beendet.
outcome = Ergebnis { $result }: { $end }.
# The rules ended it at a move, and the file goes on after it.
outcome-moves-after-end = Ergebnis { $result }: { $end } mit Zug { $number }, { $side }; danach sind noch Züge aufgeschrieben.
# The rules ended it at a move with another result than the one written.
outcome-ended-otherwise = Ergebnis laut Partieformular { $result }; nach den Regeln endete die Partie mit Zug { $number }, { $side }: { $end }.
# The rules give another result than the one written.
outcome-otherwise = Ergebnis laut Partieformular { $result }; nach den Regeln: { $end }.

## Two scoresheets compared (annabella reconcile)

# $plies: the half-moves both have.
sheets-agree = Beide Partieformulare stimmen überein: { $plies } Halbzüge.
# Where the sheets first differ: $number, $side: the move; $a, $b: what
# sheet A and sheet B have there (a move in words, or a sheet-entry-
# sentence).
sheets-differ = Die Partieformulare unterscheiden sich ab Zug { $number }, { $side }: A { $a }; B { $b }.
# Something on a sheet that is no legal move there. $text: as written;
# $fault: not-a-move, illegal or ambiguous.
sheet-entry-written = „{ $text }“ ({ $fault ->
        [illegal] nicht erlaubt
        [ambiguous] mehrdeutig
       *[not-a-move] kein Zug
    })
# The sheet has ended.
sheet-entry-missing = kein Zug mehr
# A legal move: $words: in words; $text: as the sheet writes it.
sheet-entry-as-written = { $words } (geschrieben „{ $text }“)
# One sheet left out a move the other has. $sheet: A or B; $number,
# $side: the move; $words: the move in words.
sheet-leaves-out = Partieformular { $sheet } lässt Zug { $number }, { $side } aus: { $words }.
# One sheet's clocks before the difference. $sheet: A or B; $white,
# $black: each clock (1:23:45, or clock-not-recorded).
sheet-clocks = Uhren auf Partieformular { $sheet }: Weiß { $white }, Schwarz { $black }.
clock-not-recorded = nicht notiert
# Introduces the position before a difference, said piece by piece.
position-before = Die Stellung davor:
# The letters of the pieces when a position is printed a rank a line:
# king, queen, rook, bishop, knight, pawn, one letter each, separated by
# spaces. White's are printed as capitals, Black's small.
piece-letters = K D T L S B
# A position as FEN; $fen: the FEN.
fen = FEN:
    { $fen }

## The head of an exported scoresheet
## $value: what the game's record has there.

# The event a game played in annabella is written under.
event-name = annabella-Partie
header-event = Turnier: { $value }
header-date = Datum: { $value }
# $side: Weiß or Schwarz; $value: the player's name.
header-player = { $side }: { $value }
