### Files and folders, in English: saving the game after every move, what
### stands in the way of a file, the config file and the options.
###
### How to edit: see cli.ftl. A printed line should fit a braille display
### of 40 cells where it can.

## Why a file or folder cannot be used
## These complete a sentence such as "x.pgn cannot be used (…)." and so
## begin with a small letter and end without a full stop.

file-problem-no-permission = no permission
file-problem-not-found = it is not there
file-problem-not-a-folder = a part of the path is a file, not a folder
file-problem-is-a-folder = that is a folder
# A device, a pipe or anything else that is not a plain file.
file-problem-not-a-file = that is not a plain file
file-problem-no-space = the disk is full
file-problem-read-only = it is read-only
# Another annabella plays the game of this file.
file-problem-locked = another annabella is playing this game now
file-problem-no-folder = neither HOME nor XDG_DATA_HOME is set
# $detail: what the system said, in its own words.
file-problem-other = system error: { $detail }
file-problem-dangling-link = that is a link to a file that is not there
# An export's output is the very file it reads.
file-problem-is-the-source = that is the file being read
# $limit: the most bytes annabella reads of such a file.
file-problem-too-big = bigger than { $limit } bytes; a file that big is not read
file-problem-no-free-name = every name for a new game is taken
file-problem-already-there = a file has been put there meanwhile
file-problem-changed-meanwhile = another program changed the file while the game was played
file-problem-no-game = there is no game in it
# $limit: the most bytes one WAV file can hold.
file-problem-riff-full = a WAV file holds at most { $limit } bytes of sound; export fewer games with --game
file-problem-link-loop = the links lead round in a circle
file-problem-bad-name = the name is too long or not allowed
file-problem-too-big-for-disk = a file cannot grow that big there
file-problem-busy = the system is using it
# A link at a name annabella chose for a file of its own (a card, a
# server game, a save, the token): it is never written through.
file-problem-link = that is a link; annabella writes through no link in its own folders
# A folder of annabella's own on the way to such a file is a link.
file-problem-link-on-the-way = a folder on the way to it is a link; annabella writes through no link in its own folders

## Saving the game after every move
## $path is a file's path, printed but not said: a voice leaves it out.

saving-to = { $form ->
        [speech] The game is saved after every move.
       *[other] Saved after every move to:
            { $path }
    }
saved-in = { $form ->
        [speech] Game saved.
       *[other] Game saved in:
            { $path }
    }
# A save works again after one that failed.
saved-again = { $form ->
        [speech] The game is saved again.
       *[other] The game is saved again, to:
            { $path }
    }
# A save failed. $problem: why (a file-problem- sentence).
save-failed = { $form ->
        [speech] Saving failed ({ $problem }); the last move is not saved.
       *[other] Saving failed ({ $problem }):
            { $path }
            The last move is not saved.
    }
# A save failed for want of room; the game now goes to $instead, in the
# system's temporary folder. $problem: why (a file-problem- sentence).
saved-elsewhere = { $form ->
        [speech] Saving failed ({ $problem }); the game is now in the system's temporary folder and is saved there after every move.
       *[other] Saving failed ({ $problem }):
            { $path }
            The game is now in:
            { $instead }
            It is saved there after every move.
    }
# The folder of the game's file had gone and was made again; $path: the
# folder.
folder-made-again = { $form ->
        [speech] The game's folder was gone and has been made again; the game is saved in it.
       *[other] The folder
            { $path }
            was gone and has been made again; the game is saved in it.
    }
# The game's file had other names (hard links): they keep the file as it
# was before this save.
links-parted = { $form ->
        [speech] The game's file had other names (hard links); they keep what it held before, and the game is saved under this name only.
       *[other] { $path }
            had other names (hard links); they keep what it held before, and the game is saved under this name only.
    }

# The games folder, at the start of folder-unusable-…; $path: the folder.
games-folder = { $form ->
        [speech] The games folder
       *[other] The games folder
            { $path }{"\u000A"}
    }
games-folder-unnamed = The games folder
# The games folder cannot be used. $folder: games-folder or
# games-folder-unnamed; $problem: why (a file-problem- sentence);
# $instead: where the game is saved instead.
folder-unusable-elsewhere = { $folder } cannot be used ({ $problem }); { $form ->
        [speech] the game is saved elsewhere.
       *[other] saving instead to:
            { $instead }
    }
folder-unusable-not-saved = { $folder } cannot be used ({ $problem }); this game is not saved.

# A file that cannot be used for what was asked (to save in, to export
# to, to read). $path: the file; $problem: why (a file-problem- sentence).
file-refused = { $path }
    cannot be used ({ $problem }).

# annabella export --to wav without -o.
wav-needs-file = A wav export needs a file: add -o GAME.wav.

# A braille export or card where liblouis or the table of the reader's
# braille is not there. $table: the table's file name.
braille-table-missing = liblouis table { $table } not there: braille in the built-in letters; letters they lack are spelt in Latin letters (ü as u).

# ANNABELLA_LIBLOUIS names a pipe, a device or a folder: it is not
# opened, and braille goes on in the built-in letters. $path: what it names.
braille-library-refused = { $path }
    is not a regular file and is not loaded as liblouis (ANNABELLA_LIBLOUIS): braille in the built-in letters; letters they lack are spelt in Latin letters (ü as u).

# liblouis gave no answer within $seconds seconds (it loops on some
# texts): the rest of the braille is in the built-in letters.
braille-library-stopped = liblouis gave no answer within { $seconds } seconds: the rest is in the built-in braille letters.

# --save names a file that is already there: the player answers add,
# replace, or anything else.
save-file-exists = { $path }
    is already there. Type add to add this game at its end, replace to write over the file, anything else to stop.
# The answer was neither add nor replace.
save-file-kept = { $path }
    stays as it is; for a new game give --save a new name.

## Games of a file

# annabella resume: $path, $game: which game of the file; $plies: the
# half-moves played.
resuming = { $form ->
        [speech] Game { $game } goes on after { $plies } half-moves.
       *[other] { $path }
            Game { $game }: going on after { $plies } half-moves.
    }
# A file has no game of the number asked for. $path: the file.
no-game-in-file = { $path }
    No game in the file.
# $count: the games in the file.
games-counted-from-one = { $path }
    Games are counted from 1; the file has { $count }.
# $number: the game asked for; $count: the games in the file.
no-such-game = { $path }
    There is no game { $number }; the file has { $count }.
# The game chosen to resume has ended. $result: its result (game-result).
game-finished = { $path }
    That game is finished: { $result }.
# Nothing to resume; $path: the games folder.
no-unfinished-game = No unfinished game in:
    { $path }
no-games-folder = No games folder: neither HOME nor XDG_DATA_HOME is set.

## Options and the config file

# An option with a value that cannot be used. $option: its name without
# the dashes; $problem: why (a setting- sentence).
bad-option = --{ $option }: { $problem }.
# A setting of the config file that is not used. $path: the file; $line:
# the line; $key: the setting's name; $problem: why (a setting-
# sentence).
bad-setting = { $path }
    Line { $line }: { $key }: { $problem }; the default is used.
# $more: how many more settings of $path are not used.
more-settings-unused = { $path }
    { $more } more settings are not used either; their defaults are used.
# The config file $path is not used at all; $fault: why (a config-
# sentence).
config-unused = { $path }
    { $fault }; the defaults are used.
# The same, found at $line.
config-unused-at-line = { $path }
    Line { $line }: { $fault }; the defaults are used.

config-not-utf8 = not UTF-8 text
# $problem: why it cannot be read (a file-problem- sentence).
config-unreadable = cannot be read ({ $problem })
# $detail: what the TOML reader found, in its own words.
config-not-toml = not valid TOML ({ $detail })

# Why the value of an option or setting cannot be used. $text: the value
# as written. These complete bad-option and bad-setting, so they begin
# with a small letter and end without a full stop.
setting-player = "{ $text }" is not human, engine or engine=PATH
setting-piece-style = "{ $text }" is not a piece style: shapes, letters or figurines
setting-level = "{ $text }" is not a level from 1 to 20
setting-rate = "{ $text }" is not a speaking rate from 0.75 to 2
# $column: the character (from 1) where the time control stops reading.
setting-time = the time control "{ $text }" cannot be read from character { $column } (write it like 5+3, 90+30, 40/90+30,30+30, 25d5 or none)
setting-scheme = "{ $text }" is not a scheme: fide, local or english
setting-language = "{ $text }" is not a language: de, en, tr, fa, is
setting-notation = "{ $text }" is not a notation: words or san (Nf3)
setting-voice = "{ $text }" is not a voice: auto, clips, system or text
setting-theme = "{ $text }" is not a theme: dark, light or colorblind
setting-color = "{ $text }" is not a side: white or black
setting-board-size = "{ $text }" is not a board size from 50 to 90 (percent of the width)
setting-braille-grade = "{ $text }" is not a braille grade: 0, 1 (uncontracted) or 2 (contracted)
setting-seconds = "{ $text }" is not a number of seconds from 1 to 36000
setting-chess960 = "{ $text }" is not a number from 0 to 959
setting-days = lichess offers 1, 2, 3, 5, 7, 10 or 14 days a move, not "{ $text }"
setting-online-clock = the clock "{ $text }" cannot be read (write minutes+seconds of increment, like 10+5, at most 180+180)
setting-challenge-clock = lichess takes a challenge's clock of 0, 0.25, 0.5, 0.75, 1 or 1.5 minutes or whole minutes up to 180, with at most 60 seconds of increment, not "{ $text }"
setting-ai-level = lichess's AI plays at levels 1 to 8, not "{ $text }"
setting-online-color = the colour is white, black or random, not "{ $text }"
setting-variant = annabella plays standard and chess960 on lichess, not "{ $text }"
setting-rating-range = a seek's rating range is written like 1500-1800, not "{ $text }"
setting-rating-range-seek-only = lichess takes a rating range for a seek only
setting-color-real-time-seek-only = lichess takes a colour for a seek with a clock only, not for days a move
setting-ai-casual-only = lichess's AI plays casual games only
setting-not-text = text or a number belongs here
setting-not-true-or-false = true or false belongs here
setting-unknown = not a setting annabella knows
# Another program changed the game's file; $path: the file (printed, not said).
changed-meanwhile = { $form ->
        [speech] The game's file{" "}
       *[other] { $path }{" "}
    }was changed by another program; the game is saved into it as it is now.
changed-meanwhile-lost = { $form ->
        [speech] The game's file{" "}
       *[other] { $path }{" "}
    }was changed by another program and no longer held this game; it is added at its end.
# $path: a lichess game's file; $id: the game on lichess.
online-game-not-resumed = { $path } is a lichess game: type annabella online --game { $id } to play on.
# $path: an ICCF server game's file; $id: the game on ICCF's server.
iccf-game-not-resumed = { $path } is a game on ICCF's server: type annabella iccf --game { $id } to play on; moves made offline would never reach ICCF.
