### Online play on lichess, in German: logging in, the games and
### challenges, what the opponent and the server do, and what goes wrong.
###
### How to edit: see cli.ftl. The words a player types (accept, decline,
### claim win, partien) stay as they are typed; lichess.org addresses and
### board:play (the token's permission) too. $side is Weiß or Schwarz.
### A printed line should fit a braille display of 40 cells where it can.

## Logging in

online-token-prompt = lichess-Token einfügen (Berechtigung board:play), dann Enter; es wird nicht angezeigt:
# $path: the file the token is kept in.
online-token-saved = Token gespeichert in:
    { $path }
# $user: the account's name.
online-logged-in = Angemeldet bei lichess als { $user }.
online-no-token = Kein lichess-Token: annabella online login eingeben oder LICHESS_TOKEN setzen.
online-token-refused = lichess lehnt das Token ab: auf lichess.org/account/oauth/token ein neues mit der Berechtigung board:play erstellen und annabella online login eingeben.
online-token-lacks-board-play = Mit diesem Token lässt sich nicht spielen: ihm fehlt die Berechtigung board:play. Auf lichess.org/account/oauth/token ein neues mit board:play erstellen und annabella online login eingeben.
# $server: the address given.
online-plain-http = { $server } ist unverschlüsseltes http zu einem anderen Rechner: das Token wäre unterwegs lesbar. https:// verwenden, http:// nur zu diesem Rechner (127.0.0.1, localhost).
# $path: the token file; $mode: its permissions, in octal (0644).
online-token-file-open = Die Token-Datei
    { $path }
    ist für andere lesbar (Modus { $mode }); sie wird nicht verwendet. Abhilfe: chmod 600 auf diese Datei, dann noch einmal versuchen.
# $path: die Token-Datei; $who: die Konten außer dem eigenen, die sie nach
# Windows lesen oder ändern dürfen (Jeder, Benutzer), wie Windows sie nennt.
online-token-file-shared = Die Token-Datei
    { $path }
    dürfen auch diese Konten lesen oder ändern: { $who }; sie wird nicht verwendet. Abhilfe: annabella online login eingeben, das legt sie neu an, nur für dich.
online-token-file-not-own = Die Token-Datei
    { $path }
    gehört jemand anderem; sie wird nicht verwendet. Das eigene Token mit annabella online login speichern.
online-token-malformed = Das lichess-Token enthält ein Zeichen, das kein Token hat (ein Steuerzeichen oder ein Leerzeichen darin): es noch einmal von lichess.org/account/oauth/token kopieren.
online-not-lichess = { $server } kennt die lichess-Schnittstelle nicht (404 für das Konto): ist das ein lichess-Server?

## The server

# $server: its address; $why: what happened (a server- sentence).
online-server-down = { $server } ist nicht erreichbar ({ $why }).
server-no-answer = dort antwortet nichts
server-unknown-host = kein Server hat diesen Namen
server-not-https = keine sichere Verbindung: der Server spricht kein https; ist es eine http://-Adresse?
# $seconds: how long annabella waited.
server-no-connection = keine Verbindung in { $seconds } Sekunden
server-silent = er hat in { $seconds } Sekunden keine Antwort gesendet
server-unfinished = seine Antwort begann, war aber nach { $seconds } Sekunden nicht vollständig
# $variable: the environment variable that sets the proxy (https_proxy).
server-proxy-unusable = der Proxy in { $variable } ist nicht nutzbar: annabella nimmt http://- und https://-Proxys
server-proxy-refused = der Proxy stellt keine Verbindung zu ihm her
# $address: where the server sends annabella on to.
server-redirected = er schickt annabella weiter an { $address }, und dem folgt annabella nicht; die richtige Adresse mit --server angeben
server-closed = die Verbindung endete vor der ganzen Antwort
server-no-game = der Datenstrom der Partie bringt keine Partie, nur leere Zeilen
# $status: the HTTP status (502).
server-status = er meldet den HTTP-Status { $status }
server-not-json = seine Antwort ist nicht, was die lichess-Schnittstelle beschreibt
# $text: what the network library said.
server-other = { $text }
# $id: the game asked for.
online-no-such-game = Eine Partie { $id } gibt es auf lichess nicht.
# $why: lichess's reason, in its words.
online-refused = lichess lehnt ab: { $why }.
# Too many requests; $seconds: how long until the next one.
online-rate-limited = lichess bittet zu warten: die nächste Anfrage geht in { $seconds ->
        [one] { $form ->
            [speech] einer
           *[other] 1
        } Sekunde
       *[other] { $seconds } Sekunden
    }.
online-connection-lost = Verbindung zu lichess verloren; annabella versucht es weiter.
online-connection-back = Wieder mit lichess verbunden.
online-not-sent = Keine Verbindung: der Zug wurde nicht gesendet. Nach der Verbindung noch einmal eingeben.
# $uci: the move lichess sent; $ply: its half-move.
online-server-move-unplayable = lichess sendet einen Zug, der hier nicht spielbar ist: { $uci } (Halbzug { $ply }); die Partie bleibt beim Zug davor.
# $detail: what the reader found.
online-unreadable-game = lichess sendet eine Partie, die annabella nicht lesen kann ({ $detail }); sie wird nicht geöffnet.
online-move-taken-back = Der Zug hat lichess nicht erreicht und wird hier zurückgenommen; bitte noch einmal eingeben.
online-move-unconfirmed = lichess hat den Zug nicht bestätigt; er wird hier zurückgenommen und kommt mit lichess' Partie zurück, wenn lichess ihn hat.
# $count: requests gone to lichess without an answer when annabella ended.
online-left-unanswered = { $count ->
        [one] lichess hatte auf eine Anfrage nicht geantwortet, als du gegangen bist; die Partie auf lichess zeigt, ob sie angekommen ist.
       *[other] lichess hatte auf { $count } Anfragen nicht geantwortet, als du gegangen bist; die Partie auf lichess zeigt, ob sie angekommen sind.
    }
# $count: requests that never went (lichess had not answered those before them).
online-left-queued = { $count ->
        [one] Eine Anfrage wurde nicht mehr gesendet, bevor du gegangen bist: lichess hatte auf die vorige nicht geantwortet.
       *[other] { $count } Anfragen wurden nicht mehr gesendet, bevor du gegangen bist: lichess hatte auf die vorige nicht geantwortet.
    }

## Players and paces

# lichess's AI; $level: 1 to 8.
lichess-ai = lichess-KI Stufe { $level }
lichess-anonymous = Anonym
# After a player's name: $rating; $provisional: yes or no.
lichess-rating = , Wertungszahl { $rating }{ $provisional ->
        [yes] {" "}vorläufig
       *[no] {""}
    }
# A clock's time at the start, or its increment; $count: how many.
pace-minutes = { $count ->
        [one] { $form ->
            [speech] eine
           *[other] 1
        } Minute
       *[other] { $count } Minuten
    }
pace-seconds = { $count ->
        [one] { $form ->
            [speech] eine
           *[other] 1
        } Sekunde
       *[other] { $count } Sekunden
    }
# $start: pace-minutes or pace-seconds; $increment: pace-seconds.
pace-increment = { $start } plus { $increment } pro Zug
# Correspondence; $days: days per move.
pace-days = Fernschach, { $days ->
        [one] { $form ->
            [speech] ein
           *[other] 1
        } Tag
       *[other] { $days } Tage
    } pro Zug
pace-unlimited = ohne Uhr
# lichess's speed of a game; $speed: its name at lichess (blitz).
lichess-speed = { $speed ->
        [ultraBullet] Ultrabullet
        [bullet] Bullet
        [blitz] Blitz
        [rapid] Schnellschach
        [classical] klassisch
        [correspondence] Fernschach
       *[other] { $speed }
    }
# A correspondence clock: days, hours, minutes, joined by spaces.
time-left-days = { $count ->
        [one] { $form ->
            [speech] ein
           *[other] 1
        } Tag
       *[other] { $count } Tage
    }
time-left-hours = { $count ->
        [one] { $form ->
            [speech] eine
           *[other] 1
        } Stunde
       *[other] { $count } Stunden
    }
time-left-minutes = { $count ->
        [one] { $form ->
            [speech] eine
           *[other] 1
        } Minute
       *[other] { $count } Minuten
    }

## The player's games

online-one-game-my-turn = Eine laufende Partie; du bist am Zug.
online-one-game-their-turn = Eine laufende Partie; dein Gegner ist am Zug.
# $total: ongoing games; $mine: in how many it is the player's turn.
online-games = { $total } laufende Partien; in { $mine } davon bist du am Zug.
online-no-games = Keine laufende Partie. annabella online seek oder annabella online challenge NAME beginnt eine.
# The game now played. $id: its lichess id; $opponent: the opponent;
# $side: the player's side.
online-playing = Partie { $id } gegen { $opponent }; du spielst { $side }.
# The same for a correspondence game; $days: days per move.
online-playing-days = Partie { $id } gegen { $opponent }; du spielst { $side }, Fernschach, { $days } Tage pro Zug.
# The opponent in full. $rating: lichess-rating, or nothing; $rated: yes
# or no; $pace: the game's pace (a pace- sentence).
online-about-game = { $opponent }{ $rating }; { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }; { $pace }.
# A line of the list of games. $number: its number in the list;
# $opponent, $rating; $speed: lichess-speed; $turn: mine or theirs;
# $left: online-listed-left, or nothing.
online-listed-game = { $number }: { $opponent }{ $rating }, { $speed }, { $turn ->
        [mine] du bist am Zug
       *[theirs] der Gegner ist am Zug
    }{ $left }.
# $time: the time left (time-left- parts).
online-listed-left = , noch { $time }
# A game of the list that cannot be played here; $why: a not-playable-
# sentence.
online-listed-not-playable = { $number }: { $opponent }{ $rating }, { $speed }: { $why }.
not-playable-board-api = lichess lässt sie nicht über seine Brett-Schnittstelle spielen
# $variant: lichess's name of the variant.
not-playable-variant = { $variant }, eine Variante, die annabella nicht spielt
# $default: the game Enter plays.
online-choose-game = Welche Partie? Nummer eingeben; Enter spielt { $default }.
# $text: the number as typed.
online-no-such-number = Keine spielbare Partie hat die Nummer { $text }; eine aus der Liste eingeben.
online-game-not-playable = Partie { $id } ist hier nicht spielbar: { $why }.
online-no-playable-game = Keine dieser Partien lässt sich von annabella aus spielen.
online-no-clock = Diese Partie hat keine Uhr.
# A new game started elsewhere.
online-new-game = Neue Partie { $id } gegen { $opponent }: partien nennt sie, partie N spielt sie.
# A line of a numbered list; $text: the line.
online-numbered = { $number }: { $text }

## Challenges and seeks

# A challenge to the player. $rematch: yes or no; $opponent, $rating;
# $rated: yes or no; $pace; $variant: its name, or not-playable-variant;
# $colour: online-you-play or online-colours-by-lot.
online-challenge-received = { $rematch ->
        [yes] Revanche angeboten von
       *[no] Herausforderung von
    } { $opponent }{ $rating }: { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }, { $pace }, { $variant }, { $colour }. accept nimmt an, decline [Grund] lehnt ab.
# The player's side in the game offered: $side.
online-you-play = du spielst { $side }
online-colours-by-lot = Farben ausgelost
# $user: who challenged.
online-challenge-withdrawn = { $user } hat die Herausforderung zurückgezogen.
online-no-challenge = Keine Herausforderung wartet auf Antwort.
online-challenge-accepted = Herausforderung angenommen; die Partie wird angesagt, sobald lichess sie beginnt.
online-challenge-declined-by-you = Herausforderung abgelehnt.
# $seconds: how long annabella waited.
online-accepted-not-started = lichess hat die Partie nicht innerhalb von { $seconds } Sekunden begonnen; sobald sie läuft, öffnet annabella online sie.
# $id: the challenge.
online-no-such-challenge = Eine Herausforderung { $id } gibt es auf lichess nicht (mehr).
# $seconds: the time left for the first move.
online-first-move-due = Dein erster Zug: noch { $seconds ->
        [one] { $form ->
            [speech] eine
           *[other] 1
        } Sekunde
       *[other] { $seconds } Sekunden
    }, sonst bricht lichess die Partie ab.
# $text: the reason as typed.
online-bad-decline-reason = Den Grund „{ $text }“ kennt lichess nicht; es kennt generic, later, tooFast, tooSlow, timeControl, rated, casual, standard, variant, noBot und onlyBot.
online-challenge-cancelled = Herausforderung { $id } zurückgezogen.
online-seek-ended = lichess hat das Gesuch ohne Partie beendet.
online-answer-challenges = accept N, decline N [Grund] oder quit.
# The same when one challenge waits, answered without a number.
online-answer-challenge = Antwort: accept, decline [Grund], quit.
# $text: what was typed at the challenges waiting.
online-no-such-challenge-number = Keine Herausforderung { $text }; accept N, decline N oder quit.
# $user: who declined; $why: why (a decline-reason- sentence).
online-challenge-declined-why = { $user } lehnt die Herausforderung ab: { $why }.
decline-reason-later = jetzt nicht, später noch einmal fragen
decline-reason-too-fast = die Bedenkzeit ist zu kurz
decline-reason-too-slow = die Bedenkzeit ist zu lang
decline-reason-time-control = nicht mit dieser Bedenkzeit
decline-reason-rated = nur gewertet
decline-reason-casual = nur ungewertet
decline-reason-standard = jetzt keine Varianten
decline-reason-variant = jetzt nicht diese Variante
decline-reason-no-bot = keine Bots
decline-reason-only-bot = nur Bots
decline-reason-generic = jetzt keine Herausforderungen
online-seeking = Gesuch gesendet; warte auf einen Gegner. Strg-C zieht das Gesuch zurück.
# A correspondence seek, which stays on lichess.
online-seeking-stays = Gesuch gesendet; warte auf einen Gegner. Das Gesuch bleibt auf lichess: Strg-C beendet das Warten hier, und annabella online öffnet die Partie, sobald jemand annimmt.
# $user: who was challenged.
online-challenged = Herausforderung an { $user } gesendet; warte auf die Antwort. Strg-C beendet das Warten hier, und annabella online öffnet die Partie, sobald sie angenommen ist.
# A challenge with a clock, withdrawn when annabella leaves.
online-challenged-live = Herausforderung an { $user } gesendet; warte auf die Antwort. Strg-C zieht die Herausforderung zurück.
online-challenge-declined = { $user } lehnt die Herausforderung ab.

## During a game

# $user: who wrote; $text: what.
online-chat = { $user } schreibt: { $text }
online-chat-sent = Gesendet.
online-chat-taken = Gesendet.
# The opponent left; $seconds: when victory can be claimed.
online-opponent-gone-wait = Der Gegner hat die Partie verlassen; in { $seconds ->
        [one] { $form ->
            [speech] einer
           *[other] 1
        } Sekunde
       *[other] { $seconds } Sekunden
    } gewinnt claim win, claim draw macht remis.
online-opponent-gone = Der Gegner hat die Partie verlassen; claim win gewinnt, claim draw macht remis.
online-opponent-back = Der Gegner ist zurück.
online-draw-offer-sent = Remis angeboten.
online-takeback-asked = Rücknahme erbeten.
online-opponent-asks-takeback = Der Gegner bittet, den letzten Zug zurückzunehmen: ja oder nein.
online-answer-draw = ja nimmt das Remis an, nein lehnt ab.
online-takeback-declined = Rücknahme abgelehnt.
online-draw-declined = Der Gegner lehnt dein Remisangebot ab.
online-takeback-refused = Der Gegner lehnt deine Bitte um Rücknahme ab.
# Requests not sent when the player left; $count: how many.
online-left-unsent = { $count ->
        [one] Eine Anfrage wartete auf lichess' Anfragegrenze und wurde nicht gesendet.
       *[other] { $count } Anfragen warteten auf lichess' Anfragegrenze und wurden nicht gesendet.
    }
# $time: the time left (time-left- parts).
online-days-running-out = Deine Zeit läuft ab: noch { $time }.
online-your-time-left = Du hast noch { $time }.
# $side: who is to move.
online-days-left = { $side } am Zug, noch { $time }.
online-clock-runs-on = Deine Uhr läuft auf lichess weiter, während du weg bist; quit noch einmal verlässt die Partie, alles andere bleibt.
online-not-online = Das gibt es in Online-Partien nicht: keine Hilfe, kein Programm, kein Zweibrett-Spiel.
online-no-one-gone = Der Gegner hat die Partie nicht verlassen: es gibt nichts zu beanspruchen.
online-claim-sent = Remis beansprucht: lichess entscheidet und sagt es, wenn es nicht gilt.
online-opponent-to-move = Der Gegner ist am Zug; dein Zug wurde nicht gespielt.
online-only-online = Das gibt es nur in Partien auf lichess.

## How lichess ended a game

# $status: how it ended (a server-status- sentence); $result: the result
# (game-result).
online-ended-on-server = Partie beendet: { $status }, { $result }.
# $side: who left, ran out of time or resigned.
server-status-timeout-by = { $side } hat die Partie verlassen
server-status-timeout = ein Spieler hat die Partie verlassen
server-status-out-of-time-by = { $side } hat die Zeit überschritten
server-status-out-of-time = die Zeit ist abgelaufen
server-status-resign-by = { $side } hat aufgegeben
server-status-mate = Schachmatt, so meldet es lichess
server-status-stalemate = Patt, so meldet es lichess
server-status-draw = Remis, so meldet es lichess
server-status-cheat = Regelverstoß festgestellt
server-status-no-start = die Partie wurde nicht begonnen
server-status-aborted = abgebrochen
server-status-variant-end = Ende nach den Regeln der Variante
server-status-insufficient-material = Remis auf Antrag: zu wenig Material
server-status-unknown-finish = lichess hat die Partie ohne Angabe eines Grundes beendet
# $status: lichess's word for it.
server-status-other = lichess meldet „{ $status }“
# $path: the token file; $problem: why (a file-problem- sentence).
online-token-file-unusable = Die Token-Datei { $path } ist nicht verwendbar ({ $problem }); das Token in einer gewöhnlichen Datei aufheben.
