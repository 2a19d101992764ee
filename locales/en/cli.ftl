### annabella's command line outside a game, in English: the --help of
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
### (and [san] when moves are printed as Nf3).
###
### The help is printed one line at a time: keep each line short, 40
### characters where it can be, the width of a braille display.

## annabella --help and annabella COMMAND --help

# What each command does: in the list of annabella --help, and at the
# head of the command's own --help.
-command-play = play a game
-command-resume = go on with an unfinished game
-command-review = step through a game
-command-online = play on lichess
-command-corr = correspondence by e-mail and post
-command-iccf = ICCF correspondence over XfCC
-command-adjudicate = FIDE verdict of each game
-command-analyze = dead position, who can mate
-command-clock = a chess clock
-command-announce = a line per half-move, as said
-command-convert = moves in another notation
-command-export = export a scoresheet
-command-reconcile = where two scoresheets differ
-command-voices = voices and sound outputs
-command-bench = measure the figures

# The options, one line each: the option as typed (with the name of its
# value in capitals, which may be translated: PLAYER, PATH, FILE), a
# colon, what it does.
-option-line =
    --line: line mode, for screen readers
    --no-prompt: no move before the input
-options-game =
    --white: human, engine, engine=PATH
    --black: as --white
    --engine PATH: chess program (stockfish)
    --level N: strength 1 to 20 (3)
    --time TC: 5+3, 40/90+30, none
    --fen FEN: starting position
    --chess960 [N]: Chess960, position N
    --save FILE: saves after every move
    --two-board: play on two boards
    --color SIDE: your side, white or black
    --tournament: tournament mode, no engine
    --no-help: no hints, no evaluation
    --five-minute-cue: time every 5 minutes
    --warnings S,S: warnings (300,60,30,10)
    --fake-time: practice clock for wait
    --notation words|san: print words or Nf3
-options-voice =
    --voice: auto, clips, system, text
    --scheme: fide (German), local, english
    --language: de, en, tr, fa, is
    --rate: speaking rate 0.75 to 2
-options-own-voice =
    --voice-pack DIR: your own recordings
    --system-voice NAME: system voice
-options-look =
    --pieces: shapes, letters, figurines
    --theme: dark, light, colorblind
    --board-size PERCENT: width 50 to 90
    --ascii: ASCII letters, umlauts as ae
-option-game-of-file = --game N: game N of the file
-option-scheme =
    --scheme: fide (German), local, english
    --language: de, en, tr, fa, is
-option-as-json = --json: as JSON

# annabella --help: what annabella is, how it is called, its commands.
cli-help =
    annabella: chess for blind players.
    Screen readers: annabella --line
    Usage: annabella COMMAND OPTIONS
    No command: play.
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
    annabella COMMAND --help: options
    --version: the version

# annabella play --help
cli-help-play =
    annabella play: { -command-play }
    Usage: annabella play OPTIONS
    { -option-line }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

# annabella resume --help
cli-help-resume =
    annabella resume: { -command-resume }
    Usage: annabella resume [FILE]
    FILE: else the last unfinished game
    { -option-line }
    { -option-game-of-file }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

# annabella review --help
cli-help-review =
    annabella review: { -command-review }
    Usage: annabella review FILE.pgn
    { -option-line }
    { -option-game-of-file }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

# annabella online --help
cli-help-online =
    annabella online: { -command-online }
    Usage: annabella online [login]
    or: online seek, online challenge NAME
    or: online ai, online cancel ID
    { -option-line }
    --game ID: play this lichess game
    --days N: days a move (seek, challenge)
    --time MIN+SEC: clock (seek, challenge)
    --rated: a rated game (else casual)
    --color: white, black or random
    --variant: standard or chess960
    --rating-range LOW-HIGH: rating (seek)
    --level N: lichess AI's strength 1 to 8
    --server URL: the lichess server
    --token-file FILE: the token's file
    { -options-voice }

# annabella corr --help
cli-help-corr =
    annabella corr: { -command-corr }
    Usage: annabella corr NAME
    or: corr new NAME, corr list
    --line: line mode (always)
    --color SIDE: new: white or black
    --opponent NAME: new: the opponent
    --time M/Dd: new: moves in days (10/50d)
    --due DAYS: new: reply due after (3)
    --email ADDRESS: new: opponent's e-mail
    { -options-voice }

# annabella iccf --help
cli-help-iccf =
    annabella iccf: { -command-iccf }
    Usage: annabella iccf [login]
    or: iccf --game ID
    --line: line mode (always)
    --game ID: play this ICCF game
    --server URL: XfCC server (ICCF)
    --login-file FILE: the login's file
    --poll SEC: ask the server every (300)
    { -options-voice }

# annabella adjudicate --help
cli-help-adjudicate =
    annabella adjudicate: { -command-adjudicate }
    Usage: annabella adjudicate FILE.pgn
    FILE -: standard input
    --json: one JSON object per game
    { -option-scheme }

# annabella analyze --help
cli-help-analyze =
    annabella analyze: { -command-analyze }
    Usage: annabella analyze --fen FEN
    --fen FEN: the position
    { -option-as-json }
    { -option-scheme }

# annabella clock --help
cli-help-clock =
    annabella clock: { -command-clock }
    Usage: annabella clock --time TC
    --time TC: 5+3, 40/90+30, 25d5, 25b5
    --took S,S: seconds a move, White first
    { -option-as-json }
    { -option-scheme }

# annabella announce --help
cli-help-announce =
    annabella announce: { -command-announce }
    Usage: annabella announce FILE.pgn
    FILE -: standard input
    { -option-scheme }
    --ascii: umlauts as ae, oe, ue

# annabella convert --help
cli-help-convert =
    annabella convert: { -command-convert }
    Usage: annabella convert --to N MOVES
    --to:
      san, san-de, uci, iccf, fide, english, brf
    --fen FEN: starting position
    --chess960: castling as in Chess960
    { -option-scheme }

# annabella export --help
cli-help-export =
    annabella export: { -command-export }
    Usage: annabella export FILE.pgn --to F
    --to: pgn, txt, brf, braille, wav, iccf
    -o, --output FILE: needed for wav
    { -option-scheme }
    --game N: only game N
    --clock: clocks after each move
    --braille-grade N: 0, 1, 2 (contracted)

# annabella reconcile --help
cli-help-reconcile =
    annabella reconcile: { -command-reconcile }
    Usage: annabella reconcile A.pgn B.pgn
    { -option-scheme }
    { -option-as-json }

# annabella voices --help
cli-help-voices =
    annabella voices: { -command-voices }
    Usage: annabella voices
    { -options-voice }
    { -options-own-voice }
    --clip-texts SCHEME: the clips' texts

# annabella bench --help
cli-help-bench =
    annabella bench: { -command-bench }
    Usage: annabella bench WHAT [FILE]
    WHAT: deadpos, latency, export,
      startup, idle, pgn, memory, answer
    --n N: measure so often (50)
    { -options-voice }
    { -options-own-voice }

## What the command line refuses

# The command line cannot be read.
# $fault: what is wrong (one of the cli-fault- sentences below).
# $help: the command that lists the options, like "annabella play --help".
cli-bad-command-line = { $fault }; { $help } lists the options.

# $word: the command as typed.
cli-fault-unknown-command = there is no command '{ $word }'
# $option: the option as typed.
cli-fault-unknown-option = there is no option { $option } here
# $names: what is missing, joined by list-comma (--to, FILE).
cli-fault-missing = missing: { $names }
# $option: the option that was given no value.
cli-fault-no-value = { $option } needs a value
# $value: the value as typed; $option: the option it was given to.
cli-fault-bad-value = '{ $value }' does not fit { $option }
# $option: an option given twice, or with another it cannot go with.
cli-fault-conflict = { $option } does not go with the rest
cli-fault-other = the command line is not understood

# A word of the usage line that is missing, as this language's help
# writes it. $word: the English word (FILE, MOVES, WHAT, USER) or an
# option (--to), which stays.
cli-usage-word = { $word }

# Two parts of a list, $first and $second: "a, b"; a longer list is
# joined again ("a, b, c").
list-comma = { $first }, { $second }
# The last two parts of a list of reasons or claims, $first and $second:
# "a and b".
list-and = { $first } and { $second }

# $problem: why the output cannot be written (a file-problem- sentence).
cli-cannot-write = The output cannot be written: { $problem }.

## Screen readers

# Printed when annabella shows the board: how a screen reader's user
# gets line mode.
cli-line-mode-hint = Line mode: Ctrl+C, then annabella --line
# The terminal draws no board (TERM unset or dumb, an Emacs shell).
cli-line-mode-plain = A plain terminal: line mode.
# A screen reader or braille display runs, so annabella chose line mode.
cli-line-mode-chosen = A screen reader runs: line mode. annabella --help names the options.

## annabella clock

# annabella clock --time TC, without --took.
# $control: the time control as typed (5+3); $each: each side's time
# (5:00, or in words); $pace: standard, rapid or blitz (FIDE's kinds of
# game); $penalty: the time an incorrect claim costs.
cli-clock-control = { $control }: { $each } each; { $pace ->
        [rapid] rapid
        [blitz] blitz
       *[standard] standard
    }; an incorrect claim costs { $penalty }. Give --took to run it.

# annabella clock --took: both clocks after a half-move, a line each.
# $number: the move number; $color: white or black, who moved (White's
# move is written "12.", Black's "12..."); $white, $black: the clocks
# (4:57).
cli-clock-after = { $number }{ $color ->
        [white] .
       *[black] ...
    } White { $white }, Black { $black }

# $side: White or Black; $ply: the half-move, counted from 1.
cli-flag-fell-at = { $side }'s flag fell during ply { $ply }.

# $item: which item of --took (from 1); $text: the item as typed.
cli-took-not-seconds = --took: item { $item } ('{ $text }') is not a number of seconds; write them like 12,3.5,40

cli-no-clock-to-run = Time control 'none' has no clock to run.

## annabella adjudicate

# Where in a game: $number: the move number, $side: who moved (White,
# Black), $color: white or black (English names only Black's move).
cli-at-move = at move { $number }{ $color ->
        [black] {" "}({ $side })
       *[white] {""}
    }
cli-at-start = in the starting position

# A game ended by the rules or its tags.
# $game: its number in the file; $score: 1-0, 0-1 or ½-½; $reason: why it
# ended ("checkmate"); $article: the article of the FIDE Laws (5.1.1);
# $place: cli-at-move or cli-at-start.
cli-judged = Game { $game }: { $score } by { $reason } (art. { $article }) { $place }

# A game that goes on.
# $game: its number; $after: cli-after-move or cli-before-first-move;
# $side: who is to move; $claims: how many draws the player to move may
# claim now, $reasons: which, joined by list-and; $stated: how many
# moves would make a claim correct if stated with it, $moves: which
# (cli-stated-move, joined by list-comma).
cli-ongoing = Game { $game }: * ongoing { $after }, { $side } to move{ $claims ->
        [0] {""}
       *[other] ; may claim { $reasons } now
    }{ $stated ->
        [0] {""}
       *[other] ; may claim by stating { $moves }
    }
# $number: the move number; $side, $color: who moved.
cli-after-move = after move { $number }{ $color ->
        [black] {" "}({ $side })
       *[white] {""}
    }
cli-before-first-move = at the start
# $move: a move in SAN (Nf3); $reasons: the claims it makes correct.
cli-stated-move = { $move } ({ $reasons })

# A game that cannot be replayed to its end: $game, $ply: the half-move,
# $fault: why (a record-fault- sentence).
cli-not-judged = Game { $game }: cannot be judged: ply { $ply }: { $fault }

# $path: the file; $errors of $count games could not be judged; the first
# at game $game, half-move $ply.
cli-some-not-judged = { $path }
    { $errors } of { $count } games could not be judged; the first: game { $game }, ply { $ply }.

# The rules end a game otherwise than its result says.
# $path, $game: which; $place: where the rules end it (cli-at-move,
# cli-at-start); $reason: why; $result: the result the rules give (1-0);
# $written: the result written in the file.
cli-contradiction = { $path }
    Game { $game }: the rules end the game { $place } by { $reason } ({ $result }), but its result says { $written }; the result is kept as written

# $path, $game: which game; $ply: the half-move where it stops; $fault:
# why (a record-fault- sentence).
cli-game-unreadable = { $path }
    Game { $game }, ply { $ply }: { $fault }

## annabella analyze

cli-analysis-dead = Dead position (art. 5.2.2): the game is drawn.
cli-analysis-not-dead = Not a dead position.
cli-analysis-undecided = Undecided whether the position is dead.
# Whether a side can still mate; $side: White or Black.
cli-can-mate = { $side } can still mate
cli-cannot-mate = { $side } cannot mate by any series of legal moves
cli-mate-undecided = whether { $side } can mate could not be decided
# $dead: one of cli-analysis-…; $white, $black: what each side can
# (cli-can-mate, cli-cannot-mate, cli-mate-undecided).
cli-analysis = { $dead } { $white }; { $black }.

## annabella convert

# $index: the move's number (from 1); $text: as typed; $why: why it
# cannot be read.
cli-not-converted = move { $index } '{ $text }': { $why }

## annabella voices

# $scheme: the voice pack's name (fide); $count: its recordings.
cli-built-in-pack = Voice pack { $scheme }: { $count } recordings, built in.
# A sound system found. $host: its name (ALSA).
cli-sound-output-no-card = Sound output { $host }: no sound card.
cli-sound-output-no-device = Sound output { $host }: no output device.
# $device: the output device found.
cli-sound-output = Sound output { $host }: { $device }.
# The voice used: recordings. $recordings: how many; $scheme: of which
# voice pack; $rate: samples a second; $device, $host: where they play.
cli-using-clips = Using clips: { $recordings } recordings of the { $scheme } scheme at { $rate } Hz, playing on { $device } ({ $host }).
cli-using-system = Using the system's speech, with the voice of your speech settings.
# $voice: the system voice asked for by name.
cli-using-system-voice = Using the system's speech, voice '{ $voice }' asked for.
cli-using-text = Using text: no sound.

## Values of options

# An option's value that names nothing there is. $what: the option
# (--to); $name: the value as typed; $names: the values there are.
cli-unknown-name = { $what }: there is no '{ $name }'; there is: { $names }.

## annabella voices: the screen reader found
cli-reader-found = A screen reader runs: line mode, and the reader speaks.
cli-no-reader = No screen reader found.

## A new game in the games folder the player has been told of
cli-saved-every-move = Saved after every move; where: file.
cli-no-save-file = This game is saved in no file.
