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
