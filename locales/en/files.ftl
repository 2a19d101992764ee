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
