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
start-fen-unreadable = Die FEN „{ $fen }“ ist nicht lesbar: { $field }
# $fen: the FEN as given; $fault: why its position cannot arise.
start-not-legal = Die FEN „{ $fen }“ ist keine erlaubte Stellung: { $fault }
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
