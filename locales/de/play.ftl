### A game, in German: the greeting, the help, and the answers to the
### commands typed during a game (in line mode and on the board).
###
### How to edit: see cli.ftl. Commands the player types (help, back,
### cancel, ja, nein) are written as typed. A printed line should fit a
### braille display of 40 cells where it can; the help is printed a line
### at a time, and each of its lines must fit 40 cells.

greeting = annabella: Zug eingeben, oder help.
help-pointer = help oder ? listet die Befehle.
# A line typed was not UTF-8; $text: how it was read.
not-utf8 = Die Eingabe war kein UTF-8; gelesen als „{ $text }“. Das Terminal auf UTF-8 stellen.
# A line typed or pasted longer than any command, refused unread.
line-too-long = Diese Zeile ist länger als jeder Befehl (über { $longest } Zeichen) und wird nicht gelesen.

## The help of a game: one command a line, the command as typed first,
## the German word beside the English one. The parts below are put
## together by the kind of game; each line fits 40 cells.

# In review, instead of help-moves.
## The help: an index of topics, and a page of each; one command a line.
help-index = Hilfe: help und ein Thema:
help-index-moves = help züge: Züge eingeben, Zugliste
help-index-board = help brett: Figuren, Felder, Stellung
help-index-game = help partie: Remis, Reklamation, Ende
help-index-clock = help uhr: die Uhren
help-index-sound = help ton: Stimme und Sprechtempo
help-index-engine-game = help computer: Gegner, Vorschlag
help-index-engine = help computer: Vorschlag, Bewertung
help-index-two-board = help zweibrett: ansagen, Uhr drücken
help-index-arbiter = help schiedsrichter: Regelverstöße
help-index-online = help lichess: Chat, Angebote, Partien
help-index-review = help nachspielen: durch die Partie gehen
help-slash = Vor jedem Befehl darf / stehen: /c

## Eine Seite der Hilfe: ein Befehl je Zeile, das deutsche Wort neben dem englischen.

help-moves = Züge:
help-moves-typed =
    e4, Sf3, exd5, O-O, e8=D
    Springer Felix drei, g1f3
    ein Feld allein: der Bauernzug
help-moves-premove =
    Zug, während der Computer denkt:
      Vorauszug; cancel verwirft ihn
help-moves-list =
    l, letzter: letzter Zug
    moves, züge: Zugliste
    back, zurück; next, vor: blättern
    r, wiederholen: noch einmal
help-board =
    Brett:
    p, figuren: Figuren (p S, p s, p weiß)
    s: Linie (s e, s 4)
help-board-tools =
    legal e2: Züge einer Figur
    a e4, angreifer: Angreifer
help-board-more =
    square e4, feld: ein Feld
    board, brett: die Stellung
    fen: die Stellung als FEN
    flip, drehen: Brett drehen
    turn, amzug: wer am Zug ist
    o, gegner: die Spieler
help-game =
    Partie:
    draw, remis: Remis anbieten
    claim threefold, claim fifty:
      reklamieren, auch mit Zug
help-game-casual =
    takeback, zurücknehmen
    abort, abbruch: Partie abbrechen
help-game-end =
    resign, aufgeben
    quit, beenden: aufhören
    datei: wo die Partie steht
help-game-tournament =
    für den Gegner mit Seite:
      draw weiß, resign schwarz,
      claim schwarz fifty
help-clock =
    Uhr:
    c, uhr, time, zeit: beide Uhren
      und die Zugnummer
    die eigene Zeit wird gesagt,
      wenn sie knapp wird
help-clock-press = press, drücken: Uhr drücken
help-clock-wait = wait 30: Übungsuhr (--fake-time)
help-sound =
    Ton:
    r, wiederholen: noch einmal
    Beim Start wählbar:
    --voice clips: Aufnahmen
    --voice system: Sprachausgabe
    --voice text: nur Text
    --rate 1,5: schneller sprechen
    --notation san: Züge als Sf3
help-engine = Computer:
help-engine-game =
    engine, computer: neu starten
    Zug in seiner Bedenkzeit: Vorauszug
    cancel: Vorauszug verwerfen
help-engine-help =
    hint, tipp: Vorschlag
    eval, bewertung: Bewertung
help-two-board =
    Zwei Bretter:
    Zug eingeben: angesagt und ausgeführt
    press, drücken: Uhr drücken
    ein neuer Zug korrigiert ihn
    cancel, abbrechen: Zug verwerfen
    touched e1 h1, berührt e1 h1:
      berührte Figuren der Reihe nach
help-arbiter =
    Schiedsrichter:
    illegal, regelwidrig: nach
      abgelehntem Zug (7.5.1)
      oder ohne Eingabe (7.5.3)
    illegal hands, regelwidrig hände:
      mit zwei Händen (7.5.4)
    retrace 12: zurück zu Zug 12
    clock set weiß 1:23:45,
      uhr stellen weiß 1:23:45
    clock add schwarz 2:00,
      uhr plus schwarz 2:00
    retrace 12 weiß: bis Zug 12 von Weiß
    clock stop, clock start (6.11),
      uhr anhalten, uhr starten
    clock control +5: für beide (III.4)
    result 1/2 Grund: Ergebnis erklären
    seal Sf3, abgeben: vertagen (I)
    claim quickplay (10.2), reklamieren
      endspurt: ja, vertagen 2:00, nein
help-online =
    lichess:
    chat Text, nachricht Text:
      an den Gegner schreiben
    ja oder nein: auf ein Angebot
    claim win, claim draw: wenn
      der Gegner gegangen ist
    annehmen, ablehnen [Grund]:
      auf eine Herausforderung
    partien: deine Partien
    partie N: eine davon spielen
    gegner: gegen wen du spielst
help-review =
    Nachspielen:
    n, vor: nächster Zug
    b, zurück: Zug zurück
    first, anfang; end, schluss
    goto 12, gehe 12: zu Zug 12
    c, uhr: Uhr laut Formular
    q: beenden

## A command typed without what it needs

usage-scan = s braucht eine Linie: s e oder s 4.
usage-legal = legal braucht ein Feld: legal g1.
usage-attackers = a braucht ein Feld: a e4.
usage-square = square braucht ein Feld: square e4.
usage-claim = claim threefold oder claim fifty, mit dem Zug dahinter, wenn er noch kommt.
# $last: the last move number of the game.
usage-goto = goto braucht eine Zugnummer von 1 bis { $last }.
usage-touched = touched braucht die berührten Felder der Reihe nach: touched e2, touched e1 h1.
usage-retrace = retrace braucht eine Zugnummer, für einen Halbzug mit Seite: retrace 12, retrace 12 white.
usage-clock-control = clock control +5, d5, b5 oder 0 (III.4).
usage-result = result 1-0, 0-1 oder 1/2, dann warum.
usage-postpone = postpone, oder postpone 2:00 (10.2 b).
usage-clock-set = clock set oder clock add braucht eine Seite und eine Zeit: clock set white 1:23:45, clock add black 2:00.
usage-wait = wait braucht Sekunden: wait 30.
usage-chat = chat braucht einen Text: chat viel Glück.
usage-pieces = p nennt eine Seite oder Figurenart: p, p weiß, p Springer, p S, p s.
# $text: the command as typed.
not-a-review-command = „{ $text }“ gibt es beim Nachspielen nicht; help listet die Befehle.

## Answers to commands

nothing-said-yet = Noch nichts gesagt.
no-move-yet = Noch kein Zug.
browse-at-last = Das ist der letzte Zug; back blättert zurück.
browse-first = Das war der erste Zug.
browse-last = Das war der letzte Zug.
start-of-game = Das ist der Anfang der Partie.
end-of-game = Das ist das Ende der Partie.
starting-position = Die Ausgangsstellung.
# $side: the side now at the bottom (Weiß, Schwarz).
flipped = Brett gedreht: { $side } unten.
declined = Abgelehnt; die Partie geht weiter.
confirm-resign = Aufgeben? ja gibt auf, alles andere spielt weiter.
confirm-draw = Remis anbieten? ja bietet an, alles andere nicht.
# A draw offered with a move said aloud and not yet pressed; $words: the
# move in words.
confirm-draw-with = Remis anbieten mit { $words }? ja bietet an, alles andere nicht.
draw-not-offered = Kein Remis angeboten.
# How a draw offered is answered.
draw-answer = Der Gegner antwortet mit ja oder nein.
ask-takeback = Den letzten Zug zurücknehmen? Der Gegner stimmt mit ja zu.
nothing-to-take-back = Kein Zug zum Zurücknehmen.
no-own-move-to-take-back = Noch kein eigener Zug zum Zurücknehmen.
claim-not-possible = Diese Reklamation geht jetzt nicht.
# Article 9.5.3, in a game without a clock.
incorrect-claim = Reklamation unberechtigt; die Partie geht weiter.
# Article 9.5.3: $side: the opponent; $time: the time added to their
# clock.
incorrect-claim-penalty = Reklamation unberechtigt: { $side } bekommt { $time } dazu; die Partie geht weiter.
wait-needs-practice-clock = wait geht nur mit der Übungsuhr (--fake-time).
game-is-over = Die Partie ist beendet.
# The players' names; $white, $black: a name, or player-at-keyboard.
players = Weiß: { $white }; Schwarz: { $black }.
player-at-keyboard = Mensch an der Tastatur
confirm-abort = Partie abbrechen? Sie wird dann nicht aufgehoben. ja bricht ab, alles andere nicht.
aborted-removed = Partie abgebrochen; ihre Datei ist gelöscht.
aborted = Partie abgebrochen.
abort-too-late = Abbrechen geht nur, bevor beide Seiten gezogen haben, und in einer eigenen Datei. resign gibt auf; quit verlässt und hebt die Partie auf.
# A square typed alone that only this move fits; $words: the move in
# words.
did-you-mean = Meinst du { $words }? ja oder nein
nothing-asked = Gerade ist nichts gefragt; ja und nein beantworten eine Frage.
question-dropped = Die offene Frage ist verworfen.

## Premoves: a move typed while the engine thinks
## $move: the move, in words or as typed.

premove = Vorauszug: { $move }; cancel verwirft ihn.
premove-replaced = Der Vorauszug ist ersetzt durch { $move }; cancel verwirft ihn.
premove-cancelled = Vorauszug verworfen.
no-premove = Kein Vorauszug zu verwerfen.
# Followed by why the premove cannot be played.
premove-failed = Der Vorauszug geht nicht:

## Leaving

quit-to-leave = Die Stellung und die Züge bleiben abrufbar; quit beendet annabella.
# The game has ended; $path: its file (printed, not said).
left-over = { $form ->
        [speech] Die Partie ist gespeichert.
       *[other] Die Partie ist gespeichert in:
            { $path }
    }
# The game goes on later; $path: its file (printed, not said).
left = { $form ->
        [speech] Die Partie ist gespeichert; annabella resume setzt sie fort.
       *[other] Gespeichert in:
            { $path }
            Weiter mit: annabella resume{ $where ->
                [games] {""}
               *[other] {" "}DATEI
            }
    }
left-iccf-game = { $form ->
        [speech] Die Partie ist gespeichert; annabella iccf --game { $id } setzt sie auf dem ICCF-Server fort.
       *[other] Gespeichert in:
            { $path }
            Weiter mit: annabella iccf --game { $id }
    }
left-unplayed = Noch kein Zug gespielt: keine Datei aufgehoben.

## The prompt of line mode at a terminal, so that the braille cursor line
## is never blank: the last move and who is to move (12...Sf6 W>).

# $last: the last move with its number and a space ("12...Sf6 "), or
# nothing at the start; $color: white or black, to move, by a letter.
prompt = { $last }{ $color ->
        [white] W
       *[black] S
    }>
# Once the game has ended: $result as PGN writes it (1-0).
prompt-ended = { $last }{ $result }>
# help with a topic there is no page of.
usage-help-topic = Dazu gibt es keine Hilfe; help nennt die Themen.
