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
card-accept-draw = Ich nehme das Remis an.
card-resign = Ich gebe auf.
card-resignation-received = Deine Aufgabe ist angekommen.
card-result = Ergebnis: { $result }

## How each command of a game is typed.

corr-usage-received = received ZUG [DATUM], etwa received e5.
corr-usage-read = read [DATEI] [DATUM]: liest eine Mail oder Karte.
corr-usage-send = send [DATUM] [NACHRICHT].
corr-usage-leave = leave TAGE [DATUM], Tage 1 bis 365.

## The games.

corr-created = Fernpartie { $name } angelegt:
    { $path }
# The first line of a game opened; who plays what follows.
corr-opened = Fernpartie { $name }.
corr-played-by-post = Eine Fernpartie: weiter mit annabella corr { $name }.
corr-bad-name = { $name } geht nicht als Name: Buchstaben, Ziffern, - und _.
corr-game-exists = Fernpartie { $name } gibt es schon.
corr-no-such-game = Keine Fernpartie { $name }; corr list nennt sie.
corr-no-games = Keine Fernpartie; corr new NAME legt an.
# A game of corr list. $against: corr-against or nothing; $standing: one
# of the corr-standing sentences; $used, $left: days, in digits.
corr-listed = { $name }: { $color ->
        [white] Weiß
       *[black] Schwarz
    }{ $against }, { $standing }; { $used ->
        [one] { $used } Tag
       *[other] { $used } Tage
    } verbraucht, { $sign ->
        [minus] { $left ->
            [one] { $left } Tag
           *[other] { $left } Tage
        } über die Zeit
       *[plus] { $left } übrig
    }.
corr-against = {" "}gegen { $opponent }
# $since, $due: corr-since and corr-due, or nothing.
corr-standing-my-move = du bist am Zug{ $since }{ $due }
corr-since = {" "}seit { $day }
corr-due = , Antwort fällig { $day }
corr-overdue = , Antwort überfällig seit { $day }
corr-standing-to-send = dein Zug ist zu senden
corr-standing-opponents-move = der Gegner ist am Zug
corr-standing-over = beendet, { $result }
# $end: how it ended, in words.
corr-standing-over-by = beendet, { $end }, { $result }
corr-bad-control = { $text } ist keine Bedenkzeit: Züge/Tage, etwa 10/50d.
corr-bad-date = { $text } ist kein Datum: 2026-11-20.
corr-received = Erhalten am { $day }.
corr-opponents-move = Gegner am Zug: received ZUG [DATUM].
corr-your-move = Du bist am Zug, nicht der Gegner.
corr-not-sent = Erst senden: { $move } mit send.
corr-nothing-to-send = Kein Zug zu senden: erst ziehen.
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
    read [DATEI] [DATUM]: Mail lesen
    send [--mail] [DATUM] [TEXT]: Karte
    takeback, accept, draw, resign, claim
    date received|sent DATUM, email ADRESSE
    leave TAGE [DATUM]: Urlaub; clock: Tage

## Reading the opponent's mail. $card, $moves: moves as the mail writes
## them; $side: the side's word.

corr-mail-from = Mail von { $from }, geschrieben { $day }:
corr-mail-from-undated = Mail von { $from }:
corr-mail-text = Text der Datei:
corr-mail-line = { $text }
corr-mail-more = … und { $count ->
        [one] eine Zeile
       *[other] { $count } Zeilen
    } mehr.
corr-doubt-several = Die Mail nennt mehrere Züge: { $moves }.
corr-doubt-repeats-other = Die Mail wiederholt { $card }, gespielt ist { $move }.
# $dots: "." after White's move number, "..." after Black's.
corr-doubt-wrong-number = Die Mail hat { $card }, erwartet ist Zug { $expected }{ $dots }
corr-doubt-none-said = Die Mail erwägt { $moves }, spielt aber keinen.
corr-doubt-unplayable = Der Zug der Mail, { $card }, geht nicht: { $why }
corr-doubt-accepts-unoffered = Die Mail nimmt ein Remis an, das du nicht angeboten hast.
corr-decide = Nichts gespielt; received ZUG gibt den Zug ein.
corr-says-offer = { $side } bietet Remis an.
corr-says-accept = { $side } nimmt dein Remisangebot an.
corr-says-decline = { $side } lehnt das Remis ab.
corr-says-resign = { $side } gibt auf, sagt die Mail.
# $rule: repetition, fifty or none.
corr-says-claim = { $side } reklamiert Remis{ $rule ->
        [repetition] {" "}durch dreimalige Wiederholung
        [fifty] {" "}nach der 50-Züge-Regel
       *[none] {""}
    }.
corr-says-conditional = { $side } schlägt vor: wenn { $when }, dann { $then }.
corr-ask-record = Eintragen? ja oder nein.
corr-ask-conditional = Annehmen? ja oder nein.
corr-accept-or-move = accept nimmt an; dein nächster Zug lehnt ab.
corr-recorded = Eingetragen.
corr-not-recorded = Nicht eingetragen.
corr-conditional-kept = Vorgemerkt: wenn { $when }, dann { $then }.
corr-conditional-played = Bedingter Zug des Gegners: { $move }.
corr-conditional-lapsed = Der bedingte Zug nach { $when } entfällt.
corr-conditional-unreadable = Wenn { $when }, dann { $then }: passt nicht zur Partie; nichts vorgemerkt.
corr-taken-back = Zurückgenommen: { $move }, als nicht erhalten.
corr-no-offer = Der Gegner bietet kein Remis an.
corr-send-final = send schreibt die letzte Karte.
# $what, $limit: which date of the game (their-received, their-sent,
# mail-written, my-received, my-sent, game-began, today).
corr-date-before = { $what ->
        [their-received] Die Mail sagt erhalten
        [their-sent] Die Mail sagt gesendet
        [mail-written] Die Mail ist vom
        [my-received] Erhalten
        [my-sent] Gesendet
        [game-began] Partiebeginn
       *[today] Heute
    } { $day } liegt vor { $limit ->
        [their-received] seinem Erhalt am
        [their-sent] seinem Senden am
        [mail-written] dem Datum der Mail,
        [my-received] deinem Erhalt am
        [my-sent] deinem Zug, gesendet
        [game-began] dem Partiebeginn am
       *[today] heute,
    } { $limit_day }; nichts eingetragen.
corr-date-after = { $what ->
        [their-received] Die Mail sagt erhalten
        [their-sent] Die Mail sagt gesendet
        [mail-written] Die Mail ist vom
        [my-received] Erhalten
        [my-sent] Gesendet
        [game-began] Partiebeginn
       *[today] Heute
    } { $day } liegt nach { $limit ->
        [their-received] seinem Erhalt am
        [their-sent] seinem Senden am
        [mail-written] dem Datum der Mail,
        [my-received] deinem Erhalt am
        [my-sent] deinem Zug, gesendet
        [game-began] dem Partiebeginn am
       *[today] heute,
    } { $limit_day }; nichts eingetragen.
corr-date-corrected = Korrigiert: { $what ->
        [their-received] sein Erhalt
        [their-sent] sein Senden
        [mail-written] das Datum der Mail
        [my-received] erhalten
        [my-sent] gesendet
        [game-began] Partiebeginn
       *[today] heute
    } { $day }{ $was }.
corr-date-was = {" "}(war { $day })
corr-reminder = Erinnerung: die Karte vom { $day }, mit ihren Daten.
corr-reminder-keeps-date = Eine Erinnerung behält ihr Datum { $day }; date sent DATUM korrigiert es.
corr-mail-handed-over = Karte an dein Mailprogramm übergeben, an { $address }.
corr-no-address = Keine Adresse des Gegners: email ADRESSE.
corr-mail-program-missing = Kein Mailprogramm gefunden; die Karte liegt im Ordner.
corr-mail-program-failed = Das Mailprogramm öffnete nicht; die Karte liegt im Ordner.
corr-address = Adresse des Gegners: { $address }.
corr-bad-address = { $text } ist keine Mailadresse.
corr-no-mail-folder = Kein Mailordner: mail_folder in der Konfiguration, oder read DATEI.
corr-mail-from-other = Die Mail ist von { $from }, nicht von { $address }; nichts gespielt.
corr-no-new-mail = Keine neue Mail von { $address } in:
    { $path }
# $problem: why (a file-problem- sentence).
corr-mail-folder-unusable = Der Mailordner geht nicht ({ $problem }):
    { $path }
corr-usage-date = date received|sent DATUM: korrigiert ein Datum.
corr-usage-email = email ADRESSE: die Mailadresse des Gegners.

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
# $who: die Konten außer dem eigenen, die die Anmeldedatei nach Windows
# lesen oder ändern dürfen (Jeder, Benutzer), wie Windows sie nennt.
iccf-login-file-shared = Auch diese Konten können die Anmeldung lesen oder ändern: { $who }; annabella iccf login legt sie neu an, nur für dich:
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
