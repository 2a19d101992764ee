### Sound and speech, in German: which voice speaks, and what went wrong
### with sound.
###
### How to edit: see cli.ftl. A printed line should fit a braille display
### of 40 cells where it can.

voice-recordings = Stimme: eingebaute Aufnahmen.
# A screen reader speaks every printed line: annabella's own voice is
# off, its earcons stay.
voice-screen-reader = Stimme: dein Bildschirmleser, dazu Töne.
# $path: the folder of the voice pack; $count: its recordings.
own-recordings = Stimmpaket:
    { $path }
    { $count } eigene Aufnahmen.
# $problem: what is wrong with the voice pack.
# $path: the voice pack's file; $problem: why (a pack-problem- or file-problem- sentence).
voice-pack-problem = Sprachpaket { $path }: { $problem }; es gilt die eingebaute Stimme.
# $name: the system voice asked for.
no-system-voice-called = Keine Systemstimme namens „{ $name }“; es gilt die Standardstimme.
no-sound-card = Kein Ton (keine Soundkarte gefunden); Ansagen nur als Text.

## Sound failed. $trouble: what kind of trouble (a sound-trouble-
## sentence); $said: what the sound system said (system-said), or nothing.

no-sound = Kein Ton: { $trouble }; Ansagen nur als Text.{ $said }
no-system-speech = Keine Sprachausgabe: { $trouble }; Ansagen nur als Text.{ $said }
sound-lost = Ton verloren: { $trouble }; Ansagen von jetzt an nur als Text.{ $said }
# The sound system's own words, after the sentence; $detail: its words,
# often English.
system-said = {" "}Meldung des Systems: { $detail }

sound-trouble-no-sound-system = kein Tonsystem antwortet
sound-trouble-no-output-device = kein Tonausgang gefunden
sound-trouble-device-refused = das Tongerät lässt sich nicht öffnen
sound-trouble-device-lost = das Tongerät nimmt keinen Ton mehr an
sound-trouble-speech-lost = die Sprachausgabe des Systems antwortet nicht mehr
sound-trouble-no-speech-service = die Sprachausgabe des Systems lässt sich nicht öffnen
sound-trouble-speech-silent = die Sprachausgabe des Systems antwortet nicht
sound-trouble-recordings = die eingebauten Aufnahmen sind nicht lesbar
pack-problem-not-wav = keine WAV-Datei mit 16-Bit-PCM
# $rate: samples a second.
pack-problem-rate = eine Abtastrate von { $rate } je Sekunde, die keine Aufnahme hat
pack-problem-too-long = länger als { $seconds } Sekunden, mehr als ein Wort braucht

## The system voice and the screen reader's own speech: where a reader
## runs, annabella speaks through NVDA or JAWS; where it cannot, it tries
## the system's speech and says why. $reader: NVDA or JAWS; $said: what
## the system said (system-said), or nothing.

reader-speech-none = Kein NVDA oder JAWS läuft, durch das annabella sprechen kann; versucht wird die Sprachausgabe des Systems, die über deinen Bildschirmleser hinweg sprechen kann.
reader-speech-no-nvda-client = NVDA läuft, aber nvdaControllerClient.dll liegt nicht neben annabella.exe; versucht wird die Sprachausgabe des Systems.
reader-speech-no-answer = { $reader } läuft, aber seine Sprachausgabe antwortet nicht; versucht wird die Sprachausgabe des Systems.{ $said }
# Sound lost, where the screen reader's own speech spoke: it ended.
sound-trouble-reader-lost = der Bildschirmleser nimmt annabellas Zeilen nicht mehr an
