### Files and folders, in German: saving the game after every move, what
### stands in the way of a file, the config file and the options.
###
### How to edit: see cli.ftl. A printed line should fit a braille display
### of 40 cells where it can.

## Why a file or folder cannot be used
## These complete a sentence such as "x.pgn geht nicht (…)." and so begin
## with a small letter and end without a full stop.

file-problem-no-permission = keine Berechtigung
file-problem-not-found = nicht vorhanden
file-problem-not-a-folder = ein Teil des Pfads ist eine Datei, kein Ordner
file-problem-is-a-folder = das ist ein Ordner
# A device, a pipe or anything else that is not a plain file.
file-problem-not-a-file = das ist keine gewöhnliche Datei
file-problem-no-space = der Datenträger ist voll
file-problem-read-only = nur lesbar
# Another annabella plays the game of this file.
file-problem-locked = ein anderes annabella spielt diese Partie gerade
file-problem-no-folder = weder HOME noch XDG_DATA_HOME ist gesetzt
# $detail: what the system said, in its own words (often English).
file-problem-other = Systemfehler: { $detail }
file-problem-dangling-link = das ist ein Verweis auf eine Datei, die es nicht gibt
# An export's output is the very file it reads.
file-problem-is-the-source = das ist die Datei, die gelesen wird
# $limit: the most bytes annabella reads of such a file.
file-problem-too-big = größer als { $limit } Bytes; so große Dateien werden nicht gelesen
file-problem-no-free-name = alle Namen für eine neue Partie sind vergeben
file-problem-already-there = dort ist inzwischen eine Datei
file-problem-changed-meanwhile = ein anderes Programm hat die Datei während der Partie geändert
file-problem-no-game = keine Partie darin
# $limit: the most bytes one WAV file can hold.
file-problem-riff-full = eine WAV-Datei fasst höchstens { $limit } Bytes Ton; weniger Partien mit --game exportieren
file-problem-link-loop = die Verweise führen im Kreis
file-problem-bad-name = der Name ist zu lang oder ungültig
file-problem-too-big-for-disk = so groß darf eine Datei dort nicht werden
file-problem-busy = das System benutzt sie gerade
file-problem-link = das ist ein Verweis; durch Verweise in seinen eigenen Ordnern schreibt annabella nicht
file-problem-link-on-the-way = ein Ordner auf dem Weg dorthin ist ein Verweis; durch Verweise in seinen eigenen Ordnern schreibt annabella nicht

## Saving the game after every move
## $path is a file's path, printed but not said: a voice leaves it out.

saving-to = { $form ->
        [speech] Die Partie wird nach jedem Zug gespeichert.
       *[other] Gespeichert wird nach jedem Zug in:
            { $path }
    }
saved-in = { $form ->
        [speech] Partie gespeichert.
       *[other] Partie gespeichert in:
            { $path }
    }
# A save works again after one that failed.
saved-again = { $form ->
        [speech] Die Partie ist wieder gespeichert.
       *[other] Die Partie ist wieder gespeichert, in:
            { $path }
    }
# A save failed. $problem: why (a file-problem- sentence).
save-failed = { $form ->
        [speech] Speichern fehlgeschlagen ({ $problem }); der letzte Zug ist nicht gesichert.
       *[other] Speichern fehlgeschlagen ({ $problem }):
            { $path }
            Der letzte Zug ist nicht gesichert.
    }
# A save failed for want of room; the game now goes to $instead, in the
# system's temporary folder. $problem: why (a file-problem- sentence).
saved-elsewhere = { $form ->
        [speech] Speichern fehlgeschlagen ({ $problem }); die Partie steht jetzt im temporären Ordner des Systems und wird dort nach jedem Zug gespeichert.
       *[other] Speichern fehlgeschlagen ({ $problem }):
            { $path }
            Die Partie steht jetzt in:
            { $instead }
            Dort wird sie nach jedem Zug gespeichert.
    }
# The folder of the game's file had gone and was made again; $path: the
# folder.
folder-made-again = { $form ->
        [speech] Der Ordner der Partie war verschwunden und ist neu angelegt; die Partie ist darin gespeichert.
       *[other] Der Ordner
            { $path }
            war verschwunden und ist neu angelegt; die Partie ist darin gespeichert.
    }
# The game's file had other names (hard links): they keep the file as it
# was before this save.
links-parted = { $form ->
        [speech] Die Partiedatei hatte weitere Namen (harte Links); sie behalten den alten Stand, die Partie steht nur unter diesem Namen.
       *[other] { $path }
            hatte weitere Namen (harte Links); sie behalten den alten Stand, die Partie steht nur unter diesem Namen.
    }

# The games folder, at the start of folder-unusable-…; $path: the folder.
games-folder = { $form ->
        [speech] Der Partienordner
       *[other] Der Partienordner
            { $path }{"\u000A"}
    }
games-folder-unnamed = Der Partienordner
# The games folder cannot be used. $folder: games-folder or
# games-folder-unnamed; $problem: why (a file-problem- sentence);
# $instead: where the game is saved instead.
folder-unusable-elsewhere = { $folder } geht nicht ({ $problem }); { $form ->
        [speech] die Partie wird anderswo gespeichert.
       *[other] gespeichert wird in:
            { $instead }
    }
folder-unusable-not-saved = { $folder } geht nicht ({ $problem }); die Partie wird nicht gespeichert.

# A file that cannot be used for what was asked (to save in, to export
# to, to read). $path: the file; $problem: why (a file-problem- sentence).
file-refused = { $path }
    geht nicht ({ $problem }).

# annabella export --to wav without -o.
wav-needs-file = Eine WAV-Ausgabe braucht eine Datei: -o PARTIE.wav angeben.

# A braille export or card where liblouis or the table of the reader's
# braille is not there. $table: the table's file name.
braille-table-missing = liblouis-Tabelle { $table } fehlt: Braille in den eingebauten Buchstaben; was ihnen fehlt, in lateinischen Buchstaben (ü als ue).

# ANNABELLA_LIBLOUIS names a pipe, a device or a folder: it is not
# opened, and braille goes on in the built-in letters. $path: what it names.
braille-library-refused = { $path }
    ist keine gewöhnliche Datei und wird nicht als liblouis geladen (ANNABELLA_LIBLOUIS): Braille in den eingebauten Buchstaben; was ihnen fehlt, in lateinischen Buchstaben (ü als ue).

# liblouis gave no answer within $seconds seconds (it loops on some
# texts): the rest of the braille is in the built-in letters.
braille-library-stopped = liblouis hat { $seconds } Sekunden lang nicht geantwortet: der Rest in den eingebauten Braille-Buchstaben.

# --save names a file that is already there: the player answers add,
# replace, or anything else.
save-file-exists = { $path }
    gibt es schon. add hängt diese Partie an, replace überschreibt die Datei, alles andere bricht ab.
# The answer was neither add nor replace.
save-file-kept = { $path }
    bleibt, wie sie ist; für eine neue Partie --save mit einem neuen Namen angeben.

## Games of a file

# annabella resume: $path, $game: which game of the file; $plies: the
# half-moves played.
resuming = { $form ->
        [speech] Partie { $game } geht weiter, nach { $plies } Halbzügen.
       *[other] { $path }
            Partie { $game }: weiter nach { $plies } Halbzügen.
    }
# A file has no game of the number asked for. $path: the file.
no-game-in-file = { $path }
    Keine Partie in der Datei.
# $count: the games in the file.
games-counted-from-one = { $path }
    Partien werden ab 1 gezählt; die Datei hat { $count }.
# $number: the game asked for; $count: the games in the file.
no-such-game = { $path }
    Es gibt keine Partie { $number }; die Datei hat { $count }.
# The game chosen to resume has ended. $result: its result (game-result).
game-finished = { $path }
    Diese Partie ist beendet: { $result }.
# Nothing to resume; $path: the games folder.
no-unfinished-game = Keine offene Partie in:
    { $path }
no-games-folder = Kein Ordner für Partien: weder HOME noch XDG_DATA_HOME ist gesetzt.

## Options and the config file

# An option with a value that cannot be used. $option: its name without
# the dashes; $problem: why (a setting- sentence).
bad-option = --{ $option }: { $problem }.
# A setting of the config file that is not used. $path: the file; $line:
# the line; $key: the setting's name; $problem: why (a setting-
# sentence).
bad-setting = { $path }
    Zeile { $line }: { $key }: { $problem }; es gilt der Standardwert.
# $more: how many more settings of $path are not used.
more-settings-unused = { $path }
    { $more } weitere Einstellungen werden auch nicht benutzt; es gelten ihre Standardwerte.
# The config file $path is not used at all; $fault: why (a config-
# sentence).
config-unused = { $path }
    { $fault }; es gelten die Standardwerte.
# The same, found at $line.
config-unused-at-line = { $path }
    Zeile { $line }: { $fault }; es gelten die Standardwerte.

config-not-utf8 = kein UTF-8-Text
# $problem: why it cannot be read (a file-problem- sentence).
config-unreadable = nicht lesbar ({ $problem })
# $detail: what the TOML reader found, in its own words.
config-not-toml = kein gültiges TOML ({ $detail })

# Why the value of an option or setting cannot be used. $text: the value
# as written. These complete bad-option and bad-setting, so they begin
# with a small letter and end without a full stop.
setting-player = „{ $text }“ ist kein Spieler: human (ein Mensch), engine (der Computer) oder engine=PFAD (ein anderes Schachprogramm)
setting-piece-style = „{ $text }“ ist keine Figurenart: shapes, letters oder figurines
setting-level = „{ $text }“ ist keine Stufe von 1 bis 20
setting-rate = „{ $text }“ ist keine Sprechgeschwindigkeit von 0,75 bis 2
# $column: the character (from 1) where the time control stops reading.
setting-time = die Bedenkzeit „{ $text }“ ist ab Zeichen { $column } nicht lesbar (so schreiben: 5+3, 90+30, 40/90+30,30+30, 25d5 oder none)
setting-scheme = „{ $text }“ ist kein Schema: fide, local oder english
setting-language = „{ $text }“ ist keine Sprache: de, en, tr, fa, is
setting-notation = „{ $text }“ ist keine Schreibweise: words (Worte) oder san (Sf3)
setting-voice = „{ $text }“ ist keine Stimme: auto, clips, system oder text
setting-theme = „{ $text }“ ist kein Farbschema: dark, light oder colorblind
setting-color = „{ $text }“ ist keine Seite: white oder black
setting-board-size = „{ $text }“ ist keine Brettgröße von 50 bis 90 (Prozent der Breite)
setting-braille-grade = „{ $text }“ ist kein Braille-Grad: 0 (Basisschrift), 1 (Vollschrift) oder 2 (Kurzschrift)
setting-seconds = „{ $text }“ ist keine Zahl von Sekunden von 1 bis 36000
setting-chess960 = „{ $text }“ ist keine Zahl von 0 bis 959
setting-days = lichess bietet 1, 2, 3, 5, 7, 10 oder 14 Tage pro Zug, nicht „{ $text }“
setting-online-clock = die Bedenkzeit „{ $text }“ ist nicht lesbar (so schreiben: Minuten+Sekunden Zugabe, etwa 10+5, höchstens 180+180)
setting-challenge-clock = lichess nimmt für eine Herausforderung 0, 0,25, 0,5, 0,75, 1 oder 1,5 Minuten oder ganze Minuten bis 180, mit höchstens 60 Sekunden Zugabe, nicht „{ $text }“
setting-ai-level = die lichess-KI spielt auf den Stufen 1 bis 8, nicht „{ $text }“
setting-online-color = die Farbe ist white, black oder random, nicht „{ $text }“
setting-variant = annabella spielt auf lichess standard und chess960, nicht „{ $text }“
setting-rating-range = der Wertungsbereich eines Gesuchs wird wie 1500-1800 geschrieben, nicht „{ $text }“
setting-rating-range-seek-only = lichess nimmt einen Wertungsbereich nur für ein Gesuch
setting-color-real-time-seek-only = lichess nimmt eine Farbe nur für ein Gesuch mit Uhr, nicht für Tage pro Zug
setting-ai-casual-only = die lichess-KI spielt nur ungewertet
setting-not-text = hier gehört Text oder eine Zahl hin
setting-not-true-or-false = hier gehört true oder false hin
setting-unknown = diese Einstellung kennt annabella nicht
# Another program changed the game's file; $path: the file (printed, not said).
changed-meanwhile = { $form ->
        [speech] Die Partiedatei{" "}
       *[other] { $path }{" "}
    }wurde von einem anderen Programm geändert; die Partie ist in die Datei gespeichert, wie sie jetzt ist.
changed-meanwhile-lost = { $form ->
        [speech] Die Partiedatei{" "}
       *[other] { $path }{" "}
    }wurde von einem anderen Programm geändert und enthielt diese Partie nicht mehr; sie ist am Ende angefügt.
# $path: a lichess game's file; $id: the game on lichess.
online-game-not-resumed = { $path } ist eine lichess-Partie: weiter mit annabella online --game { $id } eingeben.
iccf-game-not-resumed = { $path } ist eine Partie auf dem ICCF-Server: weiter mit annabella iccf --game { $id } eingeben; offline gezogene Züge kämen nie bei ICCF an.
