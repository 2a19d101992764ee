# Correspondence by e-mail, letter and cassette, and ICCF's server games
# (XfCC). Printed lines fit a 40-cell braille display where a name or a
# path does not make them longer. $color: white or black. Dates are
# written 2026-11-20 and stay so.

# $days: a count of days, $sign: minus when it is negative (over the
# time).

## The lines of a card written. $move: a move as the card writes it,
## "1... e5 (5755)".

card-title = Fernschach { $white } - { $black }
card-your-move = Ihr Zug: { $move }
card-received-on = erhalten: { $day }
card-my-move = Mein Zug: { $move }
card-sent-on = gesendet: { $day }
card-days-this-move = Bedenkzeit: { $sign ->
        [minus] -{ $days } Tage
       *[plus] { $days ->
            [one] { $days } Tag
           *[other] { $days } Tage
        }
    }
card-days-in-all = Tage gesamt: Weiß { $white }, Schwarz { $black }
card-offer-draw = Ich biete Remis an.
card-message = Nachricht: { $text }

## How each command of a game is typed.

corr-usage-received = received ZUG [DATUM], etwa received e5.
corr-usage-read = read DATEI [DATUM]: liest eine Karte.
corr-usage-send = send [DATUM] [NACHRICHT].
corr-usage-leave = leave TAGE [DATUM], Tage 1 bis 365.

## The games.

corr-created = Fernpartie { $name } angelegt:
    { $path }
corr-opened = Fernpartie { $name }: { $color ->
        [white] Weiß
       *[black] Schwarz
    } gegen { $opponent }.
corr-opened-alone = Fernpartie { $name }: du spielst { $color ->
        [white] Weiß
       *[black] Schwarz
    }.
corr-bad-name = { $name } geht nicht als Name: Buchstaben, Ziffern, - und _.
corr-game-exists = Fernpartie { $name } gibt es schon.
corr-no-such-game = Keine Fernpartie { $name }; corr list nennt sie.
corr-no-games = Keine Fernpartie; corr new NAME legt an.
# A game of corr list. $against: corr-against or nothing; $standing: one
# of the corr-standing sentences; $used, $left: days, in digits.
corr-listed = { $name }: { $color ->
        [white] Weiß
       *[black] Schwarz
    }{ $against }, { $standing }; { $used } Tage verbraucht, { $left } übrig.
corr-against = {" "}gegen { $opponent }
# $since, $due: corr-since and corr-due, or nothing.
corr-standing-my-move = du bist am Zug{ $since }{ $due }
corr-since = {" "}seit { $day }
corr-due = , Antwort fällig { $day }
corr-standing-to-send = dein Zug ist zu senden
corr-standing-opponents-move = der Gegner ist am Zug
corr-standing-over = beendet, { $result }
corr-bad-control = { $text } ist keine Bedenkzeit: Züge/Tage, etwa 10/50d.
corr-bad-date = { $text } ist kein Datum: 2026-11-20.
corr-date-too-early = { $date } liegt vor { $earlier }, dem Datum davor.
corr-received = Erhalten am { $day }.
corr-opponents-move = Gegner am Zug: received ZUG [DATUM].
corr-your-move = Du bist am Zug, nicht der Gegner.
corr-not-sent = Erst senden: { $move } mit send.
corr-nothing-to-send = Kein Zug zu senden: erst ziehen.
corr-sent-again = Karte neu, gesendet am { $day }.
corr-cards-written = Karten als txt, brf und wav in:
    { $path }
corr-card-not-written = Karte nicht geschrieben ({ $problem }):
    { $path }
# A card read. $received, $sent: corr-card-received and corr-card-sent,
# or nothing.
corr-card-dates = Karte gelesen{ $received }{ $sent }.
corr-card-received = , erhalten { $day }
corr-card-sent = , gesendet { $day }
# $dots: "." after White's move number, "..." after Black's.
corr-card-lacks-move = Auf der Karte fehlt Zug { $number }{ $dots }
corr-card-wrong-number = Karte hat Zug { $found }{ $dots }, erwartet { $expected }{ $dots }
corr-card-repeats-other = Karte wiederholt { $card }, gespielt { $move }.
corr-card-move-refused = Zug der Karte geht nicht: { $why }
corr-card-message = Nachricht: { $text }
# Days used and left, for clock. $over: the days over the time, in digits.
corr-side-days-over = { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $sign ->
        [minus] -{ $days } Tage
       *[plus] { $days ->
            [one] { $days } Tag
           *[other] { $days } Tage
        }
    }, { $over } über bis Zug { $move }.
corr-side-days = { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $sign ->
        [minus] -{ $days } Tage
       *[plus] { $days ->
            [one] { $days } Tag
           *[other] { $days } Tage
        }
    }, noch { $left } bis Zug { $move }.
corr-thinking-since = Am Zug seit { $since }: { $sign ->
        [minus] -{ $days } Tage
       *[plus] { $days ->
            [one] { $days } Tag
           *[other] { $days } Tage
        }
    }.
corr-reply-overdue = Antwort fällig seit { $due }.
corr-reply-due = Antwort fällig am { $due }.
corr-on-leave = Urlaub bis { $until }.
corr-leave-taken = Urlaub { $sign ->
        [minus] -{ $days } Tage
       *[plus] { $days ->
            [one] { $days } Tag
           *[other] { $days } Tage
        }
    }: { $from } bis { $until }.
corr-left = { $form ->
    [speech] Gespeichert; annabella corr { $name } setzt fort.
   *[other] Gespeichert in:
        { $path }
        weiter mit: annabella corr { $name }
}
corr-help =
    received ZUG [DATUM]: Gegnerzug
    read DATEI [DATUM]: Karte lesen
    send [DATUM] [TEXT]: Karte schreiben
    leave TAGE [DATUM]: Urlaub
    clock: Tage beider Seiten

## ICCF's server games (XfCC).

# $days, $hours, $minutes: the time left, in digits.
# What the server answers a move or a request.
xfcc-success = angenommen
xfcc-invalid-move = ungültiger Zug
xfcc-not-your-turn = du bist nicht am Zug
xfcc-on-leave = du bist im Urlaub
xfcc-lost-on-time = durch Zeitüberschreitung verloren
xfcc-ambiguous = der Zug ist mehrdeutig
xfcc-invalid-move-number = falsche Zugnummer
xfcc-no-draw-offered = es wurde kein Remis angeboten
xfcc-authentication-failed = Name oder Passwort falsch
xfcc-server-error = Fehler des Servers
xfcc-feature-unavailable = das bietet der Server nicht
xfcc-invalid-game-id = keine Partie dieser Nummer
xfcc-not-your-game = nicht deine Partie
# $word: the server's own word for an answer annabella does not know.
xfcc-other = Antwort { $word }
# How a server game stands or ended.
xfcc-ongoing = die Partie läuft
xfcc-white-wins = Weiß gewinnt, 1-0
xfcc-black-wins = Schwarz gewinnt, 0-1
xfcc-draw = Remis, ½-½
xfcc-white-win-adjudicated = Weiß gewinnt durch Schiedsspruch
xfcc-black-win-adjudicated = Schwarz gewinnt durch Schiedsspruch
xfcc-draw-adjudicated = Remis durch Schiedsspruch
xfcc-white-defaulted = Weiß verliert kampflos, 0-1
xfcc-black-defaulted = Schwarz verliert kampflos, 1-0
xfcc-both-defaulted = beide verlieren kampflos
xfcc-cancelled = die Partie ist annulliert
xfcc-adjudication-pending = Schiedsspruch steht aus
xfcc-result-other = Ergebnis { $word }

iccf-user-prompt = ICCF-Benutzername:
iccf-password-prompt = Passwort (wird nicht angezeigt):
# $games: in digits.
iccf-logged-in = Angemeldet bei ICCF als { $user }, { $games } Partien.
iccf-login-saved = Anmeldung gespeichert:
    { $path }
iccf-no-login = Keine ICCF-Anmeldung: annabella iccf login.
# $mode: the file's mode in octal (644).
iccf-login-file-open = Andere können die Anmeldung lesen (Modus { $mode }); chmod 600:
    { $path }
iccf-login-file-not-own = Die Anmeldedatei gehört jemand anderem:
    { $path }
iccf-plain-http = Kein Passwort über http an einen anderen Rechner: { $url }
iccf-unreachable = ICCF-Server nicht erreicht: { $why }.
iccf-unreadable = Die Antwort des Servers ist kein XfCC.
iccf-too-large = Die Antwort des Servers enthält mehr, als annabella liest (höchstens { $megabytes } MB, { $games } Partien, { $fields } Felder je Partie, { $kilobytes } KB je Feld); nichts davon wird übernommen.
# Leaving with a call to ICCF under way: $number, $dots, $move: the move it sent.
iccf-left-unanswered-move = ICCF hatte auf { $number }{ $dots } { $move } nicht geantwortet, als du gegangen bist; das nächste annabella iccf zeigt, ob der Zug angekommen ist.
iccf-left-unanswered = ICCF hatte auf das zuletzt Gesendete nicht geantwortet, als du gegangen bist; das nächste annabella iccf zeigt, ob es angekommen ist.
iccf-left-unsent-move = { $number }{ $dots } { $move } wurde nicht mehr an ICCF gesendet, bevor du gegangen bist; das nächste annabella iccf zeigt die Partie, wie ICCF sie hat.
iccf-left-unsent = Das zuletzt Verlangte wurde nicht mehr an ICCF gesendet, bevor du gegangen bist; das nächste annabella iccf zeigt die Partie, wie ICCF sie hat.
iccf-fault = Der Server lehnt ab: { $why }.
iccf-games = ICCF: { $total } Partien, in { $mine } bist du am Zug.
iccf-no-games = Keine ICCF-Partie.
# A game of the list: $event, $state, $offer, $message are the parts
# below, or nothing.
iccf-listed = { $number }: { $id } gegen { $opponent }{ $event }{ $state }{ $offer }{ $message }.
iccf-listed-event = {" "}({ $event })
iccf-listed-over = , { $result }
iccf-listed-my-turn = , du bist am Zug, noch { $days } T { $hours } Std { $minutes } Min
iccf-listed-their-turn = , der Gegner ist am Zug, noch { $days } T { $hours } Std { $minutes } Min
iccf-listed-offer = , Remis angeboten
iccf-listed-message = , Nachricht
iccf-no-such-game = Keine ICCF-Partie { $id }.
iccf-playing = ICCF { $id }: { $color ->
        [white] Weiß
       *[black] Schwarz
    } gegen { $opponent }.
iccf-playing-event = ICCF { $id }: { $color ->
        [white] Weiß
       *[black] Schwarz
    } gegen { $opponent }, { $event }.
iccf-time-left = { $color ->
        [white] Weiß
       *[black] Schwarz
    }: noch { $days } T { $hours } Std { $minutes } Min.
iccf-message = Nachricht von { $from }: { $text }
iccf-answer-offer = accept nimmt das Remis an.
iccf-sending = Sende { $number }{ $dots } { $move } an ICCF.
iccf-accepted = ICCF hat angenommen.
iccf-refused-taken-back = ICCF lehnt ab: { $why }; Zug zurückgenommen.
iccf-refused = ICCF lehnt ab: { $why }.
iccf-result = Ergebnis: { $result }.
iccf-with-next-move = Geht mit deinem nächsten Zug.
iccf-opponents-turn = Gegner am Zug; refresh fragt ICCF.
iccf-no-offer = Der Gegner bietet kein Remis an.
iccf-bad-server-move = Halbzug { $ply } des Servers geht nicht: { $text }
iccf-variant = Die Variante { $name } spielt annabella nicht.
iccf-help =
    refresh: ICCF jetzt fragen
    games: die Partien
    draw: Remis anbieten, mit Zug
    accept: Remis annehmen
    claim: Remis reklamieren
    say TEXT: Nachricht, mit Zug
    clock: Tage beider Seiten
# $path: the login file; $problem: why (a file-problem- sentence).
iccf-login-file-unusable = Die Anmeldedatei geht nicht ({ $problem }):
    { $path }
