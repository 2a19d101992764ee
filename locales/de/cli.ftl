### annabella's command line outside a game, in German: the --help of
### every command, what the command line refuses, and the answers of the
### tool commands (adjudicate, analyze, clock, convert, voices).
###
### How to edit a sentence: change only the text right of "=". A word in
### braces, like { $path }, is filled in by annabella: keep it, move it
### where the sentence needs it. The names left of "=" stay as they are.
### Command names (play), option names (--line) and the values of options
### (human, engine) are what the player types: they stay as they are.
###
### Where a sentence chooses among variants ({ $x -> [a] … *[b] … }), the
### one marked * is taken when no other fits. Every message may choose by
### { $form }: [speech] when a voice says it, [print] when it is printed
### (and [san] when moves are printed as Sf3).
###
### The help is printed one line at a time: keep each line short, 40
### characters where it can be, the width of a braille display.

## annabella --help and annabella COMMAND --help

# What each command does: in the list of annabella --help, and at the
# head of the command's own --help.
-command-play = eine Partie spielen
-command-resume = offene Partie fortsetzen
-command-review = Partie nachspielen
-command-online = auf lichess spielen
-command-corr = Fernschach per E-Mail und Post
-command-iccf = ICCF-Fernschach über XfCC
-command-adjudicate = FIDE-Urteil jeder Partie
-command-analyze = tote Stellung, wer matt setzt
-command-clock = Schachuhr
-command-announce = ansagen, eine Zeile je Halbzug
-command-convert = Züge umschreiben
-command-export = Partieformular ausgeben
-command-reconcile = zwei Formulare vergleichen
-command-voices = Stimmen und Tonausgaben
-command-bench = Messwerte

# The options, one line each: the option as typed (with the name of its
# value in capitals, which may be translated: SPIELER, PFAD, DATEI), a
# colon, what it does.
-option-line =
    --line: Zeilenmodus für Bildschirmleser
    --no-prompt: ohne Zug vor der Eingabe
-options-game =
    --white: human, engine, engine=PFAD
    --black: wie --white
    --engine PFAD: Programm (stockfish)
    --level N: Stärke 1 bis 20 (3)
    --time TC: Bedenkzeit 5+3, 90+30, none
    --fen FEN: Anfangsstellung
    --chess960 [N]: Chess960, Stellung N
    --save DATEI: speichert nach jedem Zug
    --two-board: Spiel an zwei Brettern
    --color SEITE: deine Seite, weiß/schwarz
    --tournament: Turnier, ohne Computer
    --no-help: ohne Vorschlag und Bewertung
    --five-minute-cue: Zeit alle 5 Minuten
    --warnings S,S: Warnungen (300,60,30,10)
    --fake-time: Übungsuhr, läuft mit wait
    --notation words|san: Worte oder Sf3
-options-voice =
    --voice: auto, clips, system, text
    --scheme: fide (deutsch), local, english
    --language: de, en, tr, fa, is (Sprache)
    --rate: Sprechtempo 0,75 bis 2
-options-own-voice =
    --voice-pack ORDNER: eigene Aufnahmen
    --system-voice NAME: Systemstimme
-options-look =
    --pieces: shapes, letters, figurines
    --theme: dark, light, colorblind
    --board-size PROZENT: Breite 50 bis 90
    --ascii: ASCII-Buchstaben, ae statt ä
-option-game-of-file = --game N: Partie N der Datei
-option-scheme =
    --scheme: fide (deutsch), local, english
    --language: de, en, tr, fa, is (Sprache)
-option-as-json = --json: als JSON

# annabella --help: what annabella is, how it is called, its commands.
cli-help =
    annabella: Schach für Blinde.
    Bildschirmleser: annabella --line
    Aufruf: annabella BEFEHL OPTIONEN
    Ohne Befehl: play.
    play: { -command-play }
    resume: { -command-resume }
    review: { -command-review }
    online: { -command-online }
    corr: { -command-corr }
    iccf: { -command-iccf }
    adjudicate: { -command-adjudicate }
    analyze: { -command-analyze }
    clock: { -command-clock }
    announce: { -command-announce }
    convert: { -command-convert }
    export: { -command-export }
    reconcile: { -command-reconcile }
    voices: { -command-voices }
    bench: { -command-bench }
    annabella BEFEHL --help: Optionen
    --version: Versionsnummer

# annabella play --help
cli-help-play =
    annabella play: { -command-play }
    Aufruf: annabella play OPTIONEN
    { -option-line }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

# annabella resume --help
cli-help-resume =
    annabella resume: { -command-resume }
    Aufruf: annabella resume [DATEI]
    DATEI: sonst die letzte offene Partie
    { -option-line }
    { -option-game-of-file }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

# annabella review --help
cli-help-review =
    annabella review: { -command-review }
    Aufruf: annabella review DATEI.pgn
    { -option-line }
    { -option-game-of-file }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

# annabella online --help
cli-help-online =
    annabella online: { -command-online }
    Aufruf: annabella online [login]
    oder: online seek, online challenge NAME
    oder: online ai, online cancel ID
    { -option-line }
    --game ID: diese lichess-Partie spielen
    --days N: Tage je Zug (seek, challenge)
    --time MIN+SEK: Uhr (seek, challenge)
    --rated: gewertet (sonst ungewertet)
    --color: weiß, schwarz oder zufall
    --variant: standard oder chess960
    --rating-range VON-BIS: Gegner (seek)
    --level N: lichess-KI-Stufe 1 bis 8
    --server URL: lichess-Server
    --token-file DATEI: Datei des Tokens
    { -options-voice }

# annabella corr --help
cli-help-corr =
    annabella corr: { -command-corr }
    Aufruf: annabella corr NAME
    oder: corr new NAME, corr list
    --line: Zeilenmodus (immer)
    --color SEITE: new: white oder black
    --opponent NAME: new: der Gegner
    --time Z/Td: new: Züge in Tagen (10/50d)
    --due TAGE: new: Antwort fällig nach (3)
    --email ADRESSE: new: E-Mail des Gegners
    { -options-voice }

# annabella iccf --help
cli-help-iccf =
    annabella iccf: { -command-iccf }
    Aufruf: annabella iccf [login]
    oder: iccf --game ID
    --line: Zeilenmodus (immer)
    --game ID: diese ICCF-Partie spielen
    --server URL: XfCC-Server (ICCF)
    --login-file DATEI: Datei der Anmeldung
    --poll SEK: Server fragen alle (300)
    { -options-voice }

# annabella adjudicate --help
cli-help-adjudicate =
    annabella adjudicate: { -command-adjudicate }
    Aufruf: annabella adjudicate DATEI.pgn
    DATEI -: von der Standardeingabe
    --json: ein JSON-Objekt je Partie
    { -option-scheme }

# annabella analyze --help
cli-help-analyze =
    annabella analyze: { -command-analyze }
    Aufruf: annabella analyze --fen FEN
    --fen FEN: die Stellung
    { -option-as-json }
    { -option-scheme }

# annabella clock --help
cli-help-clock =
    annabella clock: { -command-clock }
    Aufruf: annabella clock --time TC
    --time TC: 5+3, 40/90+30, 25d5, 25b5
    --took S,S: Sekunden je Zug, Weiß zuerst
    { -option-as-json }
    { -option-scheme }

# annabella announce --help
cli-help-announce =
    annabella announce: { -command-announce }
    Aufruf: annabella announce DATEI.pgn
    DATEI -: von der Standardeingabe
    { -option-scheme }
    --ascii: Umlaute als ae, oe, ue

# annabella convert --help
cli-help-convert =
    annabella convert: { -command-convert }
    Aufruf: annabella convert --to N ZÜGE
    --to:
      san, san-de, uci, iccf, fide, english, brf
    --fen FEN: Anfangsstellung
    --chess960: Rochade wie in Chess960
    { -option-scheme }

# annabella export --help
cli-help-export =
    annabella export: { -command-export }
    Aufruf: annabella export DATEI --to F
    --to: pgn, txt, brf, braille, wav, iccf
    -o, --output DATEI: Ziel; nötig für wav
    { -option-scheme }
    --game N: nur Partie N
    --clock: Uhren nach jedem Zug
    --braille-grade N: 0, 1, 2 (Kurzschrift)

# annabella reconcile --help
cli-help-reconcile =
    annabella reconcile: { -command-reconcile }
    Aufruf: annabella reconcile A.pgn B.pgn
    { -option-scheme }
    { -option-as-json }

# annabella voices --help
cli-help-voices =
    annabella voices: { -command-voices }
    Aufruf: annabella voices
    { -options-voice }
    { -options-own-voice }
    --clip-texts SCHEMA: Texte der Aufnahmen

# annabella bench --help
cli-help-bench =
    annabella bench: { -command-bench }
    Aufruf: annabella bench WAS [DATEI]
    WAS: deadpos, latency, export,
      startup, idle, pgn, memory, answer
    --n N: so oft messen (50)
    { -options-voice }
    { -options-own-voice }

## What the command line refuses

# The command line cannot be read.
# $fault: what is wrong (one of the cli-fault- sentences below).
# $help: the command that lists the options, like "annabella play --help".
cli-bad-command-line = { $fault }; { $help } listet die Optionen.

# $word: the command as typed.
cli-fault-unknown-command = Befehl „{ $word }“ gibt es nicht
# $option: the option as typed.
cli-fault-unknown-option = Option { $option } gibt es hier nicht
# $names: what is missing, joined by list-comma (--to, DATEI).
cli-fault-missing = es fehlt { $names }
# $option: the option that was given no value.
cli-fault-no-value = { $option } braucht einen Wert
# $value: the value as typed; $option: the option it was given to.
cli-fault-bad-value = „{ $value }“ passt nicht zu { $option }
# $option: an option given twice, or with another it cannot go with.
cli-fault-conflict = { $option } passt hier nicht dazu
cli-fault-other = Aufruf nicht verstanden

# A word of the usage line that is missing, as this language's help
# writes it. $word: the English word (FILE, MOVES, WHAT, USER) or an
# option (--to), which stays.
cli-usage-word = { $word ->
        [FILE] DATEI
        [MOVES] ZÜGE
        [WHAT] WAS
        [USER] NAME
       *[other] { $word }
    }

# Two parts of a list, $first and $second: "a, b"; a longer list is
# joined again ("a, b, c").
list-comma = { $first }, { $second }
# The last two parts of a list of reasons or claims, $first and $second:
# "a und b".
list-and = { $first } und { $second }

# $problem: why the output cannot be written (a file-problem- sentence).
cli-cannot-write = Die Ausgabe ist nicht schreibbar: { $problem }.

## Screen readers

# Printed when annabella shows the board: how a screen reader's user
# gets line mode.
cli-line-mode-hint = Zeilenmodus: Strg+C, annabella --line
# The terminal draws no board (TERM unset or dumb, an Emacs shell).
cli-line-mode-plain = Schlichtes Terminal: Zeilenmodus.
# A screen reader or braille display runs, so annabella chose line mode.
cli-line-mode-chosen = Bildschirmleser erkannt: Zeilenmodus. annabella --help nennt die Optionen.

## annabella clock

# annabella clock --time TC, without --took.
# $control: the time control as typed (5+3); $each: each side's time
# (5:00, or in words); $pace: standard, rapid or blitz (FIDE's kinds of
# game); $penalty: the time an incorrect claim costs.
cli-clock-control = { $control }: { $each } je Seite; { $pace ->
        [rapid] Schnellschach
        [blitz] Blitz
       *[standard] Turnierpartie
    }; eine falsche Reklamation kostet { $penalty }. --took lässt die Uhr laufen.

# annabella clock --took: both clocks after a half-move, a line each.
# $number: the move number; $color: white or black, who moved (White's
# move is written "12.", Black's "12..."); $white, $black: the clocks
# (4:57).
cli-clock-after = { $number }{ $color ->
        [white] .
       *[black] ...
    } Weiß { $white }, Schwarz { $black }

# $side: Weiß or Schwarz; $ply: the half-move, counted from 1.
cli-flag-fell-at = { $side }: Fahne gefallen im Halbzug { $ply }.

# $item: which item of --took (from 1); $text: the item as typed.
cli-took-not-seconds = --took: Eintrag { $item } („{ $text }“) ist keine Zahl von Sekunden; so schreiben: 12,3.5,40

cli-no-clock-to-run = Die Bedenkzeit none hat keine Uhr, die laufen kann.

## annabella adjudicate

# Where in a game: $number: the move number, $side: who moved
# (Weiß, Schwarz).
cli-at-move = mit Zug { $number }, { $side }
cli-at-start = in der Anfangsstellung

# A game ended by the rules or its tags.
# $game: its number in the file; $score: 1-0, 0-1 or ½-½; $end: how it
# ended, in the move words ("Weiß gewinnt durch Schachmatt"); $article:
# the article of the FIDE Laws (5.1.1); $place: cli-at-move or
# cli-at-start.
cli-judged = Partie { $game }: { $score }, { $end } (Art. { $article }), { $place }.

# A game that goes on.
# $game: its number; $after: cli-after-move or cli-before-first-move;
# $side: who is to move; $claims: how many draws the player to move may
# claim now, $reasons: which, joined by list-and; $stated: how many
# moves would make a claim correct if stated with it, $moves: which
# (cli-stated-move, joined by list-comma).
cli-ongoing = Partie { $game }: * läuft { $after }; { $side } am Zug{ $claims ->
        [0] {""}
       *[other] ; kann jetzt reklamieren: { $reasons }
    }{ $stated ->
        [0] {""}
       *[other] ; kann reklamieren mit dem Zug { $moves }
    }.
# $number: the move number; $side, $color: who moved.
cli-after-move = nach Zug { $number }, { $side }
cli-before-first-move = vor dem ersten Zug
# $move: a move in SAN (Sf3); $reasons: the claims it makes correct.
cli-stated-move = { $move } ({ $reasons })

# A game that cannot be replayed to its end: $game, $ply: the half-move,
# $fault: why (a record-fault- sentence).
cli-not-judged = Partie { $game }: nicht beurteilbar, Halbzug { $ply }: { $fault }.

# $path: the file; $errors of $count games could not be judged; the first
# at game $game, half-move $ply.
cli-some-not-judged = { $path }
    { $errors } von { $count } Partien nicht beurteilbar; die erste: Partie { $game }, Halbzug { $ply }.

# The rules end a game otherwise than its result says.
# $path, $game: which; $place: where the rules end it (cli-at-move,
# cli-at-start); $end: how, in the move words; $result: the result the
# rules give (1-0); $written: the result written in the file.
cli-contradiction = { $path }
    Partie { $game }: nach den Regeln endet die Partie { $place } ({ $end }, { $result }), das Ergebnis sagt { $written }; es bleibt wie geschrieben.

# $path, $game: which game; $ply: the half-move where it stops; $fault:
# why (a record-fault- sentence).
cli-game-unreadable = { $path }
    Partie { $game }, Halbzug { $ply }: { $fault }.

## annabella analyze

cli-analysis-dead = Tote Stellung (Art. 5.2.2): die Partie ist remis.
cli-analysis-not-dead = Keine tote Stellung.
cli-analysis-undecided = Nicht entschieden, ob die Stellung tot ist.
# Whether a side can still mate; $side: Weiß or Schwarz.
cli-can-mate = { $side } kann noch mattsetzen
cli-cannot-mate = { $side } kann mit keiner Zugfolge mattsetzen
cli-mate-undecided = ob { $side } mattsetzen kann, ist nicht entschieden
# $dead: one of cli-analysis-…; $white, $black: what each side can
# (cli-can-mate, cli-cannot-mate, cli-mate-undecided).
cli-analysis = { $dead } { $white }; { $black }.

## annabella convert

# $index: the move's number (from 1); $text: as typed; $why: why it
# cannot be read.
cli-not-converted = Zug { $index }, „{ $text }“: { $why }

## annabella voices

# $scheme: the voice pack's name (fide); $count: its recordings.
cli-built-in-pack = Stimme { $scheme }: { $count } Aufnahmen, eingebaut.
# A sound system found. $host: its name (ALSA).
cli-sound-output-no-card = Tonsystem { $host }: keine Soundkarte.
cli-sound-output-no-device = Tonsystem { $host }: kein Tonausgang.
# $device: the output device found.
cli-sound-output = Tonsystem { $host }: { $device }.
# The voice used: recordings. $recordings: how many; $scheme: of which
# voice pack; $rate: samples a second; $device, $host: where they play.
cli-using-clips = Es sprechen Aufnahmen: { $recordings } der Stimme { $scheme }, { $rate } Hz, auf { $device } ({ $host }).
cli-using-system = Es spricht die Sprachausgabe des Systems mit der Stimme deiner Einstellungen.
# $voice: the system voice asked for by name.
cli-using-system-voice = Es spricht die Sprachausgabe des Systems, gewünscht ist die Stimme „{ $voice }“.
cli-using-text = Kein Ton: Ansagen nur als Text.

## Values of options

# An option's value that names nothing there is. $what: the option
# (--to); $name: the value as typed; $names: the values there are.
cli-unknown-name = { $what }: „{ $name }“ gibt es nicht; es gibt: { $names }.

## annabella voices: the screen reader found
cli-reader-found = Bildschirmleser erkannt: Zeilenmodus, und der Bildschirmleser spricht.
cli-no-reader = Kein Bildschirmleser erkannt.

## A new game in the games folder the player has been told of
cli-saved-every-move = Gespeichert nach jedem Zug; wo: datei.
cli-no-save-file = Diese Partie wird in keiner Datei gespeichert.
