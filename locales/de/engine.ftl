### The chess engine (Stockfish), in German: when it plays, helps, or
### fails.
###
### How to edit: see cli.ftl. A printed line should fit a braille display
### of 40 cells where it can.

# The engine's name on the scoresheet. $name: as the engine gives it;
# $level: its strength, 1 to 20.
engine-name = { $name } (Stufe { $level })
# No engine could be started. $problem: why (an engine- sentence).
no-engine = Kein Computer: { $problem }. Die Partie geht zu zweit weiter: die Züge beider Seiten eingeben.
# The engine failed during the game. $problem: why (an engine- sentence).
engine-failed = { $problem }. Die Partie ist gespeichert: engine startet den Computer neu, sonst seine Züge selbst eingeben.
no-side-is-engine = In dieser Partie spielt kein Computer.
engine-thinking = Der Computer denkt über seinen Zug nach.
help-off = Vorschläge und Bewertung sind in dieser Partie aus.
# No hint or evaluation. $problem: why (an engine- sentence).
no-help = Keine Hilfe: { $problem }.
no-evaluation = Der Computer hat keine Bewertung gegeben.
# $text: the move the engine suggested, in quotes.
engine-suggested-unplayable = Der Computer schlägt einen unspielbaren Zug vor: { $text }.
engine-flag-fell = Der Computer hat vor dem Fallen seines Fähnchens nicht gezogen.
engine-declines-draw = Der Computer lehnt das Remis ab; weiter geht's.

## What went wrong with the engine
## These begin sentences that go on (no-engine, engine-failed, no-help):
## no full stop at their end. $name: the engine's name.

# $path: where the engine was looked for.
engine-not-found = Kein Programm unter { $path }
engine-not-installed = { $name } ist weder im PATH noch in /usr/games (Paket stockfish installieren)
# $program: the program; $why: what the system said.
engine-did-not-start = Das Programm { $program } startet nicht ({ $why })
engine-pipes = Die Verbindung zum Programm ließ sich nicht öffnen
# $status: how it ended (exit 1).
engine-stopped = Das Programm { $name } hat sich beendet ({ $status })
# $word: the UCI command it did not answer; $seconds: how long annabella
# waited.
engine-no-answer = Das Programm { $name } antwortet nicht auf { $word } binnen { $seconds } s
engine-no-chess960 = { $name } spielt kein Chess960
engine-silent = Das Programm { $name } zieht nicht rechtzeitig
engine-no-move = Das Programm { $name } hat keinen Zug geschickt
# $text: what it sent, in quotes.
engine-unreadable = Das Programm { $name } schickt einen unlesbaren Zug: { $text }
# $uci: the move it sent (e2e5).
engine-illegal = Das Programm { $name } schickt einen regelwidrigen Zug, { $uci }; er wurde nicht ausgeführt
engine-flood = Das Programm { $name } schreibt weit mehr als ein Schachprogramm sollte; es wurde beendet
engine-busy = Der Computer denkt über seinen Zug nach
# The first line of a game: $seats, who plays what (a seats- sentence); $side: the side to move.
start = { $seats } { $side } am Zug.
# A program as a player: $name, its name; $level: its strength.
seat-engine = { $name }, Stufe { $level }
# $opponent: who plays the other side; $boards: yes when played at two boards.
seats-you-white = Du spielst Weiß gegen { $opponent }{ $boards ->
        [yes] , an zwei Brettern
       *[no] {""}
    }.
seats-you-black = Du spielst Schwarz gegen { $opponent }{ $boards ->
        [yes] , an zwei Brettern
       *[no] {""}
    }.
seats-one-keyboard = Weiß und Schwarz an einer Tastatur.
# $white, $black: the players' names, or the sides.
seats-one-keyboard-named = Weiß: { $white }; Schwarz: { $black }; an einer Tastatur.
seats = Weiß: { $white }; Schwarz: { $black }.
# A game file names a program as the opponent; $wanted: its name.
file-engine-asked = Die Datei nennt das Programm { $wanted } als Gegner. Starten? ja oder nein:
# $wanted: the program the file names; $playing: the one started instead.
file-engine-not-started = Die Datei nennt das Programm { $wanted }; gestartet wird nur ein eigenes: { $playing }.
