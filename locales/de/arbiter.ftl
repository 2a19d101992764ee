### Two-board play and tournament mode, in German: the clock pressed after
### a move said aloud, touched pieces, and the arbiter's rulings (FIDE Laws
### articles 4, 6.10, 7.5 and 9, and the appendix for visually impaired
### players). The numbers in brackets are the articles.
###
### How to edit: see cli.ftl. $side and $other are Weiß or Schwarz; $words
### and the touched pieces are in the move words ("Läufer Cäsar vier").

tournament-mode = Turniermodus: kein Computer, keine Vorschläge, keine Bewertung; das Partieformular vermerkt es.
tournament-no-help = Im Turniermodus gibt es keine Hilfe vom Computer.
two-board-only = illegal, touched, retrace, seal, result und die Uhrbefehle gibt es nur im Spiel an zwei Brettern.
draw-with-next-move = Das Remisangebot wird mit dem nächsten eigenen Zug gemacht (9.1.2.1).
draw-with-press = Das Remisangebot wird mit diesem Zug gemacht, wenn die Uhr gedrückt ist (9.1.2.1).
press-hint = press drückt die Uhr; ein anderer Zug korrigiert, cancel verwirft ihn.
move-cancelled = Zug verworfen; bitte den Zug neu eingeben.
nothing-waits-for-clock = Kein Zug wartet auf die Uhr.
nothing-to-press = Kein Zug wartet auf die Uhr; erst den Zug eingeben.
cancelled-before-press = Zug vor dem Drücken der Uhr verworfen; bitte neu eingeben.
# quit while a move said aloud waits for the clock; $words: that move.
unpressed-on-quit = { $words } ist angesagt, aber die Uhr ist nicht gedrückt. press drückt sie, cancel verwirft den Zug, quit noch einmal beendet; der Zug bleibt ausgeführt und wartet auf die Uhr.

## Touched pieces (article 4)
## $pieces: the pieces touched; $rule: what that obliges (a touch- sentence).

touched = Berührt: { $pieces }. { $rule }
# A move that touch-move does not allow.
touch-breaks = Nicht erlaubt, berührt ist geführt: { $rule }
# $piece: the piece that must move.
touch-move = { $piece } muss ziehen (4.3.1).
touch-capture = { $piece } muss geschlagen werden (4.3.2).
# $target: the piece it must capture.
touch-capture-with = { $piece } muss { $target } schlagen (4.3.3).
touch-any = Keine davon kann ziehen oder geschlagen werden: jeder Zug ist erlaubt (4.5).
# $rook: the rook the king must castle with.
touch-castle = Der König muss mit { $rook } rochieren (4.4.1).
# $king: the king, which must make another move.
touch-king-move = Die Rochade mit diesem Turm geht nicht: { $king } muss ziehen (4.4.3).
touch-move-without-castling = { $piece } muss ziehen, eine Rochade mit { $rook } ist verboten (4.4.2).
touch-any-without-castling = Keine davon kann ziehen: jeder Zug außer der Rochade mit { $rook } (4.4.2, 4.5).

## The arbiter's rulings

# An illegal move ruled (7.5). $side: who made it; $ruled: what happened
# (an illegal- sentence); $other: the opponent; $time: the time the
# opponent gets; $next: arbiter-still-to-move, or nothing.
arbiter-illegal = Regelwidriger Zug von { $side }: { $ruled }; { $other } bekommt { $time } dazu (7.5.5).{ $next }
# The same in a game without a clock, where there is no time to give.
arbiter-illegal-no-clock = Regelwidriger Zug von { $side }: { $ruled }; diese Partie hat keine Uhr, { $other } kann keine Zeit gutgeschrieben werden (7.5.5).{ $next }
arbiter-still-to-move = {" "}{ $side } ist weiter am Zug.
# What was ruled; $what: the move in words; $article: 7.5.1 to 7.5.4.
illegal-completed = { $what } wurde ausgeführt; die Stellung davor gilt ({ $article })
illegal-promotion = { $what } ohne neue Figur gedrückt: sie wird eine Dame ({ $article })
illegal-two-hands = { $what } mit beiden Händen ausgeführt, der Zug gilt ({ $article })
illegal-clock-without-move = Uhr ohne Zug gedrückt ({ $article })
# The offender's second illegal move; $article: its kind (7.5.1 …).
arbiter-second-illegal = Zweiter regelwidriger Zug von { $side } ({ $article }, 7.5.5).
arbiter-name-piece-moved = Welche Figur wurde gezogen? touched und ihr Feld: sie muss ziehen (4.3).
arbiter-announced-is-legal = Der angesagte Zug ist regelgemäß und wartet auf die Uhr: press drückt, ein neuer Zug korrigiert.
arbiter-promotion-piece = In welche Figur wandelt der Bauer um? Den Zug mit seiner Figur eingeben (Dame, Turm, Läufer, Springer); ohne Figur gedrückt wird er Dame und regelwidrig (7.5.2).
claim-barred-touched = Kein Antrag: in diesem Zug wurde eine Figur berührt, das Recht auf Reklamation ist verloren (9.4).
claim-barred-announced = Kein Antrag: der Zug ist angesagt und damit ausgeführt (D.2.3); ein Antrag mit Zug kommt vor der Ansage (9.2.1.1).
claim-barred-not-to-move = Kein Antrag: nur wer am Zug ist, darf reklamieren (9.2, 9.3); die Seite nennen: claim black threefold.
# $side: who claimed.
claim-is-offer = Der Antrag gilt als Remisangebot von { $side } (9.1.2.3): der Gegner tippt ja oder nein.
arbiter-no-takeback = Im Turniermodus gibt es keine Zurücknahme; der Schiedsrichter nutzt retrace (D.2.9).
arbiter-no-abort = Im Turniermodus kann eine Partie nicht abgebrochen werden.
arbiter-not-on-tactile-board = Im Turniermodus sind legal und attackers aus: das tastbare Brett sagt sie nicht.
# $number: the move whose position is restored; $taken: the half-moves
# taken back.
retraced = Zurück zur Stellung nach Zug { $number } (D.2.9): { $taken ->
        [one] { $taken } Halbzug
       *[other] { $taken } Halbzüge
    } zurückgenommen und im Partieformular vermerkt; die Uhren bleiben, wie sie waren.
# The same, back to the half-move of $side.
retraced-side = Zurück zur Stellung nach Zug { $number } von { $side } (D.2.9): { $taken ->
        [one] { $taken } Halbzug
       *[other] { $taken } Halbzüge
    } zurückgenommen und im Partieformular vermerkt; die Uhren bleiben, wie sie waren.
# $number: the move asked for.
no-such-move = Diese Partie hat keine Stellung nach Zug { $number }.
# $time: the clock as set.
arbiter-clock-set = Uhr von { $side } auf { $time } gestellt (6.10.2).
# $time: the time added or taken.
arbiter-time-added = { $side } bekommt { $time } dazu.
arbiter-time-taken = { $side } werden { $time } abgezogen.
arbiter-no-clock = Diese Partie hat keine Uhr.

## The arbiter's commands: clocks, results, sealed moves, quickplay
## finish. Each fits one braille line of 40 cells.

agreement-too-early = Remis erst nach je einem Zug (5.2.3).
clocks-stopped = Uhren angehalten (6.11.1).
clocks-started = Uhren laufen wieder (6.11.3).
clocks-stand-already = Die Uhren stehen schon.
clocks-run-already = Die Uhren laufen schon.
# $score: 1-0, 0-1 or ½-½.
arbiter-declared = Ergebnis des Schiedsrichters: { $score }.
# $bonus: as the arbiter types it: +5 (increment), d5 (delay), b5
# (Bronstein), 0 (none).
control-changed = Ab jetzt { $bonus } für beide (III.4).
sealed = Zug abgegeben; quit vertagt (I.1).
seal-not-legal = Hier regelwidrig: Zug neu abgeben.
seal-needs-move = seal braucht den Zug: seal Sf3.
adjourned = Vertagt: der Abgabezug wartet.
sealed-move-made = Der Abgabezug wird ausgeführt (I.9):
quickplay-no-clock = Ohne Uhr kein Antrag nach 10.2.
quickplay-blitz = Im Blitz gilt 10.2 nicht.
quickplay-bonus = Kein Antrag 10.2 mit Zeitzuschlag.
quickplay-not-to-move = Nur wer am Zug ist, reklamiert (10.2).
quickplay-two-minutes-left = 10.2: erst unter zwei Minuten.
quickplay-ask = Antrag 10.2: ja, vertagen oder nein?
quickplay-postponed = Vertagt (10.2 b), Urteil nach Zeitablauf
quickplay-rejected = Antrag abgelehnt (10.2 c).
declare-after-flag = Ergebnis mit result erklären (10.2 b).
# A resumed game: $side's draw offer still waits.
offer-waits = Remis von { $side } steht: ja oder nein?

## What is written beside a move on the scoresheet (exports, review)
## $side: the player it is about.

# A draw offer.
note-offer = (=) { $side } bietet Remis an
# A claim. $claim: threefold or fifty; $correct: yes or no.
note-claim = Reklamation, { $claim ->
        [fifty] 50-Züge-Regel
       *[threefold] dreimalige Stellungswiederholung
    }: { $correct ->
        [yes] richtig
       *[no] falsch
    }
# The same, with who claimed.
note-claim-by = Reklamation von { $side }, { $claim ->
        [fifty] 50-Züge-Regel
       *[threefold] dreimalige Stellungswiederholung
    }: { $correct ->
        [yes] richtig
       *[no] falsch
    }
# An illegal move ruled. $article: its kind (7.5.1 …); $kind: completed,
# promotion, two-hands or clock-without-move; $text: the move as written.
note-illegal = Regelwidriger Zug von { $side } ({ $article }): { $kind ->
        [clock-without-move] Uhr ohne Zug gedrückt
        [two-hands] { $text } mit beiden Händen
       *[other] { $text }
    }
# Time the arbiter added (+) or took (-). $sign: + or -; $time: how much.
note-time-added = { $side } { $sign }{ $time } (Schiedsrichter)
note-clock-set = Uhr von { $side } auf { $time } gestellt
# $moves: the moves taken back, in SAN.
note-retraced = Zurückgenommen: { $moves }
note-clocks-stopped = Uhren angehalten (6.11.1)
note-clocks-started = Uhren gestartet (6.11.3)
# $result: as PGN writes it (1/2-1/2); $reason: why, as the arbiter typed it.
note-declared = Ergebnis { $result } vom Schiedsrichter
note-declared-why = Ergebnis { $result } vom Schiedsrichter: { $reason }
note-control-changed = Ab jetzt { $bonus } für beide (III.4)
note-sealed = Abgabezug von { $side } (I.1)
note-quickplay-claimed = Endspurt-Reklamation von { $side } (10.2)
note-quickplay-drawn = Endspurt-Reklamation: Remis (10.2 a)
note-quickplay-postponed = Endspurt-Reklamation: vertagt (10.2 b)
note-quickplay-rejected = Endspurt-Reklamation: abgelehnt (10.2 c)
# Correspondence: the day the move before was received and the day this
# one was sent (2026-11-20), joined.
note-posted = { $parts }
note-posted-and = { $first }, { $second }
note-received = erhalten { $day }
note-sent = gesendet { $day }
# On the scoresheet: an adjourned game; $side: who had $time on the clock.
note-adjourned = Abgebrochen; { $side } hatte { $time }

# A two-board game taken up again: the move announced before it was left
# is made (D.2.3) and waits for the clock.
announced-waits = { $words } ist angesagt und damit ausgeführt (D.2.3); die Uhr ist noch nicht gedrückt. press drückt sie.
