### Sound and speech, in English: which voice speaks, and what went wrong
### with sound.
###
### How to edit: see cli.ftl. A printed line should fit a braille display
### of 40 cells where it can.

voice-recordings = Voice: built-in recordings.
# A screen reader speaks every printed line: annabella's own voice is
# off, its earcons stay.
voice-screen-reader = Voice: your screen reader, and earcons.
# $path: the folder of the voice pack; $count: its recordings.
own-recordings = Voice pack:
    { $path }
    { $count } recordings of your own.
# $problem: what is wrong with the voice pack.
# $path: the voice pack's file; $problem: why (a pack-problem- or file-problem- sentence).
voice-pack-problem = Voice pack { $path }: { $problem }; using the built-in voice.
# $name: the system voice asked for.
no-system-voice-called = No system voice called "{ $name }"; using the default voice.
no-sound-card = No sound (no sound card found); announcements are printed only.

## Sound failed. $trouble: what kind of trouble (a sound-trouble-
## sentence); $said: what the sound system said (system-said), or nothing.

no-sound = No sound: { $trouble }; announcements are printed only.{ $said }
no-system-speech = No speech: { $trouble }; announcements are printed only.{ $said }
sound-lost = Sound lost: { $trouble }; announcements are printed only from now on.{ $said }
# The sound system's own words, after the sentence; $detail: its words.
system-said = {" "}The system said: { $detail }

sound-trouble-no-sound-system = no sound system answers
sound-trouble-no-output-device = no sound output found
sound-trouble-device-refused = the sound device would not open
sound-trouble-device-lost = the sound device stopped taking sound
sound-trouble-speech-lost = the system's speech stopped answering
sound-trouble-no-speech-service = the system's speech would not open
sound-trouble-speech-silent = the system's speech does not answer
sound-trouble-recordings = the built-in recordings cannot be read
pack-problem-not-wav = not a 16-bit PCM WAV file
# $rate: samples a second.
pack-problem-rate = a sample rate of { $rate } a second, which no recording has
pack-problem-too-long = longer than { $seconds } seconds, more than one word takes

## The system voice and the screen reader's own speech: where a reader
## runs, annabella speaks through NVDA or JAWS; where it cannot, it tries
## the system's speech and says why. $reader: NVDA or JAWS; $said: what
## the system said (system-said), or nothing.

reader-speech-none = No NVDA or JAWS runs to speak through; trying the system's speech, which may speak over your screen reader.
reader-speech-no-nvda-client = NVDA runs, but nvdaControllerClient.dll is not beside annabella.exe; trying the system's speech.
reader-speech-no-answer = { $reader } runs, but its speech does not answer; trying the system's speech.{ $said }
# Sound lost, where the screen reader's own speech spoke: it ended.
sound-trouble-reader-lost = the screen reader no longer takes annabella's lines
