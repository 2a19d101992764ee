### Hljóð, á íslensku. Hvernig er breytt: sjá cli.ftl.

voice-recordings = Rödd: innbyggðar upptökur.
voice-screen-reader = Rödd: skjálesarinn þinn, og hljóðmerki.
own-recordings = Raddpakki:
    { $path }
    { NUMBER($count, gender: "feminine") } eigin { $count ->
        [one] upptaka
       *[other] upptökur
    }.
voice-pack-problem = Raddpakki { $path }: { $problem }; innbyggða röddin er notuð.
no-system-voice-called = Engin kerfisrödd heitir "{ $name }"; sjálfgefna röddin er notuð.
no-sound-card = Ekkert hljóð (ekkert hljóðkort fannst); tilkynningar eru aðeins prentaðar.
no-sound = Ekkert hljóð: { $trouble }; tilkynningar eru aðeins prentaðar.{ $said }
no-system-speech = Ekkert tal: { $trouble }; tilkynningar eru aðeins prentaðar.{ $said }
sound-lost = Hljóðið datt út: { $trouble }; héðan af eru tilkynningar aðeins prentaðar.{ $said }
system-said = {" "}Kerfið sagði: { $detail }
sound-trouble-no-sound-system = ekkert hljóðkerfi svarar
sound-trouble-no-output-device = ekkert hljóðúttak fannst
sound-trouble-device-refused = hljóðtækið opnaðist ekki
sound-trouble-device-lost = hljóðtækið hætti að taka við hljóði
sound-trouble-speech-lost = talgervill kerfisins hætti að svara
sound-trouble-no-speech-service = talgervill kerfisins opnaðist ekki
sound-trouble-speech-silent = talgervill kerfisins svarar ekki
sound-trouble-recordings = ekki er hægt að lesa innbyggðu upptökurnar
pack-problem-not-wav = ekki 16 bita PCM WAV-skrá
pack-problem-rate = tíðni { $rate } sýni á sekúndu, sem engin upptaka hefur
pack-problem-too-long = lengri en { NUMBER($seconds, gender: "feminine") } { $seconds ->
        [one] sekúnda
       *[other] sekúndur
    }, meira en eitt orð þarf

reader-speech-none = Hvorki NVDA né JAWS er í gangi til að tala í gegnum; reynt er að nota talgervil kerfisins, sem gæti talað ofan í skjálesarann þinn.
reader-speech-no-nvda-client = NVDA er í gangi, en nvdaControllerClient.dll er ekki við hlið annabella.exe; reynt er að nota talgervil kerfisins.
reader-speech-no-answer = { $reader } er í gangi, en tal hans svarar ekki; reynt er að nota talgervil kerfisins.{ $said }
sound-trouble-reader-lost = skjálesarinn tekur ekki lengur við línum annabella
