### Skrár, á íslensku: vistun, skákskrár, rofar og stillingaskráin.
### Hvernig er breytt: sjá cli.ftl.

## Hvers vegna ekki er hægt að nota skrá.

file-problem-no-permission = engin heimild
file-problem-not-found = hún er ekki þar
file-problem-not-a-folder = hluti slóðarinnar er skrá, ekki mappa
file-problem-is-a-folder = þetta er mappa
file-problem-not-a-file = þetta er ekki venjuleg skrá
file-problem-no-space = diskurinn er fullur
file-problem-read-only = hún er skrifvarin
file-problem-locked = önnur annabella teflir þessa skák núna
file-problem-no-folder = hvorki HOME né XDG_DATA_HOME er stillt
file-problem-other = kerfisvilla: { $detail }
file-problem-dangling-link = þetta er tengill á skrá sem er ekki til
file-problem-is-the-source = þetta er skráin sem er lesin
file-problem-too-big = stærri en { $limit } bæti; svo stór skrá er ekki lesin
file-problem-no-free-name = öll nöfn fyrir nýja skák eru tekin
file-problem-already-there = skrá hefur verið sett þar á meðan
file-problem-changed-meanwhile = annað forrit breytti skránni meðan teflt var
file-problem-no-game = engin skák er í henni
file-problem-riff-full = WAV-skrá rúmar mest { $limit } bæti af hljóði; fluttu færri skákir út með --game
file-problem-link-loop = tenglarnir liggja í hring
file-problem-bad-name = nafnið er of langt eða ekki leyft
file-problem-too-big-for-disk = skrá getur ekki orðið svo stór þar
file-problem-busy = kerfið er að nota hana
file-problem-link = þetta er tengill; annabella skrifar ekki gegnum tengla í eigin möppum
file-problem-link-on-the-way = mappa á leiðinni þangað er tengill; annabella skrifar ekki gegnum tengla í eigin möppum

## Vistun.

saving-to = { $form ->
        [speech] Skákin er vistuð eftir hvern leik.
       *[other] Vistað eftir hvern leik í:
            { $path }
    }
saved-in = { $form ->
        [speech] Skákin er vistuð.
       *[other] Skákin er vistuð í:
            { $path }
    }
saved-again = { $form ->
        [speech] Skákin er vistuð aftur.
       *[other] Skákin er vistuð aftur, í:
            { $path }
    }
save-failed = { $form ->
        [speech] Vistun mistókst ({ $problem }); síðasti leikur er ekki vistaður.
       *[other] Vistun mistókst ({ $problem }):
            { $path }
            Síðasti leikur er ekki vistaður.
    }
saved-elsewhere = { $form ->
        [speech] Vistun mistókst ({ $problem }); skákin er nú í bráðabirgðamöppu kerfisins og vistuð þar eftir hvern leik.
       *[other] Vistun mistókst ({ $problem }):
            { $path }
            Skákin er nú í:
            { $instead }
            Hún er vistuð þar eftir hvern leik.
    }
folder-made-again = { $form ->
        [speech] Mappa skákarinnar var horfin og hefur verið búin til aftur; skákin er vistuð í henni.
       *[other] Mappan
            { $path }
            var horfin og hefur verið búin til aftur; skákin er vistuð í henni.
    }
links-parted = { $form ->
        [speech] Skrá skákarinnar hafði önnur nöfn (harða tengla); þau halda fyrra efni og skákin er aðeins vistuð undir þessu nafni.
       *[other] { $path }
            hafði önnur nöfn (harða tengla); þau halda fyrra efni og skákin er aðeins vistuð undir þessu nafni.
    }

games-folder = { $form ->
        [speech] Skákamappan
       *[other] Skákamappan
            { $path }{"\u000A"}
    }
games-folder-unnamed = Skákamappan
folder-unusable-elsewhere = { $folder } er ónothæf ({ $problem }); { $form ->
        [speech] skákin er vistuð annars staðar.
       *[other] vistað í staðinn í:
            { $instead }
    }
folder-unusable-not-saved = { $folder } er ónothæf ({ $problem }); þessi skák er ekki vistuð.

file-refused = { $path }
    er ekki nothæf ({ $problem }).

wav-needs-file = WAV-útflutningur þarf skrá: bættu við -o SKÁK.wav.

braille-table-missing = liblouis-taflan { $table } er ekki til: blindraletur með innbyggðum stöfum; stafir sem þá vantar eru skrifaðir með latneskum stöfum (þ sem th).

braille-library-refused = { $path }
    er ekki venjuleg skrá og er ekki hlaðin sem liblouis (ANNABELLA_LIBLOUIS): blindraletur með innbyggðum stöfum; stafir sem þá vantar eru skrifaðir með latneskum stöfum (þ sem th).
braille-library-stopped = liblouis svaraði ekki áður en { NUMBER($seconds, gender: "feminine") } { $seconds ->
        [one] sekúnda var liðin
       *[other] sekúndur voru liðnar
    }: afgangurinn er í blindraletri með innbyggðum stöfum.

save-file-exists = { $path }
    er þegar til. Sláðu inn add til að bæta skákinni aftan við, replace til að skrifa yfir skrána, annað til að hætta.
save-file-kept = { $path }
    helst óbreytt; gefðu --save nýtt nafn fyrir nýja skák.

## Skákir skrár.

resuming = { $form ->
        [speech] Skák { $game } heldur áfram; { NUMBER($plies, gender: "masculine") } { $plies ->
            [one] hálfleikur er
           *[other] hálfleikir eru
        } að baki.
       *[other] { $path }
            Skák { $game } heldur áfram; { NUMBER($plies, gender: "masculine") } { $plies ->
            [one] hálfleikur er
           *[other] hálfleikir eru
        } að baki.
    }
no-game-in-file = { $path }
    Engin skák í skránni.
games-counted-from-one = { $path }
    Skákirnar eru taldar frá 1; í skránni { $count ->
        [one] er
       *[other] eru
    } { NUMBER($count, gender: "feminine") }.
no-such-game = { $path }
    Engin skák númer { $number }; í skránni { $count ->
        [one] er
       *[other] eru
    } { NUMBER($count, gender: "feminine") }.
game-finished = { $path }
    Þeirri skák er lokið: { $result }.
no-unfinished-game = Engin ólokin skák í:
    { $path }
no-games-folder = Engin skákamappa: hvorki HOME né XDG_DATA_HOME er stillt.

## Rofar og stillingaskráin.

bad-option = --{ $option }: { $problem }.
bad-setting = { $path }
    Lína { $line }: { $key }: { $problem }; sjálfgefið gildi er notað.
more-settings-unused = { $path }
    { NUMBER($more, gender: "feminine") } { $more ->
        [one] stilling í viðbót er ekki heldur notuð
       *[other] stillingar í viðbót eru ekki heldur notaðar
    }; sjálfgefin gildi eru notuð.
config-unused = { $path }
    { $fault }; sjálfgefin gildi eru notuð.
config-unused-at-line = { $path }
    Lína { $line }: { $fault }; sjálfgefin gildi eru notuð.

config-not-utf8 = ekki UTF-8 texti
config-unreadable = ekki hægt að lesa ({ $problem })
config-not-toml = ekki gilt TOML ({ $detail })

setting-player = "{ $text }" er ekki human, engine eða engine=SLÓÐ
setting-piece-style = "{ $text }" er ekki útlit manna: shapes, letters eða figurines
setting-level = "{ $text }" er ekki styrkleiki frá 1 til 20
setting-rate = "{ $text }" er ekki talhraði frá 0,75 til 2
setting-time = ekki er hægt að lesa tímamörkin "{ $text }" frá staf { $column } (skrifaðu þau eins og 5+3, 90+30, 40/90+30,30+30, 25d5 eða none)
setting-scheme = "{ $text }" er ekki kerfi: fide, local eða english
setting-language = "{ $text }" er ekki tungumál: de, en, tr, fa, is
setting-notation = "{ $text }" er ekki skráning: words eða san (Rf3)
setting-voice = "{ $text }" er ekki rödd: auto, clips, system eða text
setting-theme = "{ $text }" er ekki þema: dark, light eða colorblind
setting-color = "{ $text }" er ekki hlið: white eða black
setting-board-size = "{ $text }" er ekki borðstærð frá 50 til 90 (prósent af breidd)
setting-braille-grade = "{ $text }" er ekki stig blindraleturs: 0, 1 (óstytt) eða 2 (stytt)
setting-seconds = "{ $text }" er ekki sekúndufjöldi frá 1 til 36000
setting-chess960 = "{ $text }" er ekki tala frá 0 til 959
setting-days = lichess býður 1, 2, 3, 5, 7, 10 eða 14 daga á leik, ekki "{ $text }"
setting-online-clock = ekki er hægt að lesa klukkuna "{ $text }" (skrifaðu mínútur+viðbótarsekúndur, eins og 10+5, mest 180+180)
setting-challenge-clock = lichess tekur klukku áskorunar 0, 0.25, 0.5, 0.75, 1 eða 1.5 mínútur eða heilar mínútur upp í 180, með mest 60 sekúndna viðbót, ekki "{ $text }"
setting-ai-level = lichess AI teflir á styrkleikum 1 til 8, ekki "{ $text }"
setting-online-color = liturinn er white, black eða random, ekki "{ $text }"
setting-variant = annabella teflir standard og chess960 á lichess, ekki "{ $text }"
setting-rating-range = stigabil leitar er skrifað eins og 1500-1800, ekki "{ $text }"
setting-rating-range-seek-only = lichess tekur stigabil aðeins fyrir leit
setting-color-real-time-seek-only = lichess tekur lit aðeins fyrir leit með klukku, ekki fyrir daga á leik
setting-ai-casual-only = lichess AI teflir aðeins æfingaskákir
setting-not-text = hér á að vera texti eða tala
setting-not-true-or-false = hér á að vera true eða false
setting-unknown = ekki stilling sem annabella þekkir
changed-meanwhile = { $form ->
        [speech] Skrá skákarinnar{" "}
       *[other] { $path }{" "}
    }var breytt af öðru forriti; skákin er vistuð í hana eins og hún er nú.
changed-meanwhile-lost = { $form ->
        [speech] Skrá skákarinnar{" "}
       *[other] { $path }{" "}
    }var breytt af öðru forriti og geymdi ekki lengur þessa skák; henni er bætt aftast.
online-game-not-resumed = { $path } er skák á lichess: sláðu inn annabella online --game { $id } til að halda áfram.
iccf-game-not-resumed = { $path } er skák á þjóni ICCF: sláðu inn annabella iccf --game { $id } til að halda áfram; leikir leiknir án nettengingar kæmust aldrei til ICCF.
