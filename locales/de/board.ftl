### The board screen, in German: its titles and the help of its keys.
###
### How to edit: see cli.ftl. The titles are drawn in the frame of a box:
### the spaces around them, written {" "}, keep them off the frame's line.

board-keys = Pfeile bewegen, Eingabe nimmt auf und setzt, Tab für Befehle, ? hilft.
not-your-piece = Hier steht keine Figur der Seite am Zug.

board-clock-title = {" "}Uhr{" "}
board-said-title = {" "}Gesagt{" "}
# The title of what was said, when more follows below.
board-said-scrolled = {" "}Gesagt (Bild ab){" "}
board-moves-title = {" "}Züge{" "}
board-help-title = {" "}Hilfe (Pfeile blättern, Esc schließt){" "}
board-no-clock = ohne Uhr
# The prompt of the command line while the board has the keys; two
# spaces after it.
board-tab-for-command = Tab: Befehl eingeben{"  "}
# A move said aloud that waits for the clock; $san: the move in SAN.
board-not-pressed = (Uhr nicht gedrückt: { $san })
# $columns, $rows: the least size of the window the board needs.
board-too-small = Das Fenster ist zu klein für das Brett. Bitte auf mindestens { $columns } Spalten und { $rows } Zeilen vergrößern.
# $longest: the most characters the command line takes.
board-command-full = Die Befehlszeile fasst höchstens { $longest } Zeichen; was darüber hinaus kommt, wird nicht angenommen.

## The help of the board's keys, a line each; the commands follow it.

board-keys-head =
    Tasten des Bretts:
    Pfeile: Feld wechseln, wird angesagt
    Eingabe: Figur aufnehmen,
      auf dem Zielfeld: setzen
    Esc: Figur zurückstellen
    1 bis 8: zur Reihe
    Alt mit 1 bis 8: zur Linie
    k q r b n p: zur nächsten Figur
      (König, Dame, Turm, Läufer,
      Springer, Bauer); groß: zur vorigen
    m: Züge der Figur unter dem Cursor
    o: Feld noch einmal
    c: Uhr
    l: letzter Zug
    {"["} und ]: durch die Züge blättern
    f: Brett drehen
    x: wiederholen
# Only where the game offers the engine's help.
board-keys-engine-help = h und e: Vorschlag und Bewertung
# Only in two-board play.
board-keys-two-board = Leertaste: Uhr drücken
# The last lines; an empty line before the title of the commands.
board-keys-tail =
    Bild auf, Bild ab: Gesagtes blättern
    Tab, : oder /: Befehl eingeben
      Eingabe schickt ihn ab
    ? oder F1: diese Hilfe
    Strg+Q: beenden
    Marken auf dem Brett:
      letzter Zug: schlicht getönt
      aufgenommene Figur: dunkles Gitter
      Schach: rot, weißes Karomuster
      Ziele einer Figur: Punkte,
      ein Winkel um zu schlagende
    {""}
    Befehle:
