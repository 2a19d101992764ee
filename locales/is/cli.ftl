### Skipanalína annabella utan skákar, á íslensku: --help hverrar
### skipunar, það sem skipanalínan hafnar og svör verkfæraskipananna
### (adjudicate, analyze, clock, convert, voices).
###
### Hvernig setningu er breytt: breytið aðeins textanum hægra megin við
### "=". Orð í slaufusvigum, eins og { $path }, fyllir annabella út:
### haldið því og færið það þangað sem setningin þarf. Nöfnin vinstra
### megin við "=" haldast óbreytt. Heiti skipana (play), rofa (--line) og
### gildi rofa (human, engine) eru það sem leikmaðurinn slær inn: þau
### haldast óbreytt.
###
### Þegar setning velur milli afbrigða ({ $x -> [a] … *[b] … }) er það
### merkt * tekið þegar ekkert annað passar. Íslenska beygir nafnorð eftir
### tölu: [one] fyrir 1, 21, 31 …, [other] fyrir hinar. Rödd segir tölu í
### hvorugkyni ("leikur tvö", "tvö þúsund"); á undan nafnorði í kyni þess:
### { NUMBER($count, gender: "feminine") } segir "tvær" (upptökur),
### gender: "masculine" "tveir" (hálfleikir). Hver skilaboð geta
### valið eftir { $form }: [speech] þegar rödd segir þau, [print] þegar
### þau eru prentuð (og [san] þegar leikir eru prentaðir sem Rf3).
###
### Hjálpin er prentuð línu fyrir línu: hafið hverja línu stutta, 40 stafi
### þar sem hægt er, breidd blindraletursskjás.

## annabella --help og annabella SKIPUN --help

-command-play = tefla skák
-command-resume = halda áfram með skák
-command-review = fara yfir skák
-command-online = tefla á lichess
-command-corr = bréfskák með tölvupósti og pósti
-command-iccf = ICCF-bréfskák um XfCC
-command-adjudicate = úrskurða skákir eftir FIDE
-command-analyze = dauð staða, mátfæri
-command-clock = skákklukka
-command-announce = lína á hálfleik
-command-convert = umrita leiki
-command-export = flytja út skorblað
-command-reconcile = bera saman skorblöð
-command-voices = raddir og hljóðúttak
-command-bench = mælingar

-option-line =
    --line: línuhamur fyrir skjálesara
    --no-prompt: án leiks á undan innslætti
-options-game =
    --white LEIKMAÐUR: hvítur: human, engine
    --black LEIKMAÐUR: sama fyrir svartan
    --engine SLÓÐ: skákforrit (stockfish)
    --level N: styrkleiki 1 til 20 (3)
    --time TÍMI: tími: 5+3, 40/90+30, none
    --fen FEN: upphafsstaða
    --chess960 [N]: Chess960, staða N
    --save SKRÁ: vistar eftir hvern leik
    --two-board: teflt á tveimur borðum
    --color LITUR: þinn litur: white, black
    --tournament: mótshamur, án tölvu
    --no-help: án vísbendinga og mats
    --five-minute-cue: tími á 5 mín. fresti
    --warnings SEK,SEK: tímaviðvaranir
    --fake-time: æfingaklukka fyrir wait
    --notation words|san: orð eða Rf3
-options-voice =
    --voice: auto, clips, system, text
    --scheme: fide (þýska), local, english
    --language: de, en, tr, fa, is (mál)
    --rate: talhraði 0,75 til 2
-options-own-voice =
    --voice-pack MAPPA: eigin upptökur
    --system-voice NAFN: kerfisrödd
-options-look =
    --pieces: shapes, letters, figurines
    --theme: dark, light, colorblind
    --board-size PRÓSENTA: breidd 50 til 90
    --ascii: ASCII-stafir og rammar
-option-game-of-file = --game N: skák N í skránni
-option-scheme =
    --scheme: fide (þýska), local, english
    --language: de, en, tr, fa, is (mál)
-option-as-json = --json: sem JSON

cli-help =
    annabella: skák fyrir blinda.
    Skjálesarar: annabella --line
    Notkun: annabella SKIPUN ROFAR
    Án skipunar: play.
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
    annabella SKIPUN --help: rofar
    --version: útgáfan

cli-help-play =
    annabella play: { -command-play }
    Notkun: annabella play ROFAR
    { -option-line }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-resume =
    annabella resume: { -command-resume }
    Notkun: annabella resume [SKRÁ]
    SKRÁ: annars síðasta ólokna skákin
    { -option-line }
    { -option-game-of-file }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-review =
    annabella review: { -command-review }
    Notkun: annabella review SKRÁ.pgn
    { -option-line }
    { -option-game-of-file }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-online =
    annabella online: { -command-online }
    Notkun: annabella online [login]
    eða: online seek, online challenge NAFN
    eða: online ai, online cancel ID
    { -option-line }
    --game ID: tefla þessa lichess-skák
    --days N: dagar á leik
    --time MÍN+SEK: klukka
    --rated: með stigagjöf (annars æfing)
    --color: white, black eða random
    --variant: standard eða chess960
    --rating-range LÁGT-HÁTT: stigabil
    --level N: styrkleiki lichess AI 1 til 8
    --server URL: lichess-þjónninn
    --token-file SKRÁ: skrá aðgangslykils
    { -options-voice }

cli-help-corr =
    annabella corr: { -command-corr }
    Notkun: annabella corr NAFN
    eða: corr new NAFN, corr list
    --line: línuhamur (alltaf)
    --color LITUR: new: white eða black
    --opponent NAFN: new: andstæðingurinn
    --time L/Dd: new: leikir/dagar (10/50d)
    --due DAGAR: new: svar eftir (3)
    --email NETFANG: new: netfang mótherja
    { -options-voice }

cli-help-iccf =
    annabella iccf: { -command-iccf }
    Notkun: annabella iccf [login]
    eða: iccf --game ID
    --line: línuhamur (alltaf)
    --game ID: tefla þessa ICCF-skák
    --server URL: XfCC-þjónn (ICCF)
    --login-file SKRÁ: skrá innskráningar
    --poll SEK: bil milli fyrirspurna (300)
    { -options-voice }

cli-help-adjudicate =
    annabella adjudicate: { -command-adjudicate }
    Notkun: annabella adjudicate SKRÁ.pgn
    SKRÁ -: staðalinntak
    --json: einn JSON-hlutur á skák
    { -option-scheme }

cli-help-analyze =
    annabella analyze: { -command-analyze }
    Notkun: annabella analyze --fen FEN
    --fen FEN: staðan
    { -option-as-json }
    { -option-scheme }

cli-help-clock =
    annabella clock: { -command-clock }
    Notkun: annabella clock --time TÍMI
    --time TÍMI: 5+3, 40/90+30, 25d5, 25b5
    --took SEK,SEK: sek. á leik, hvítur fyrst
    { -option-as-json }
    { -option-scheme }

cli-help-announce =
    annabella announce: { -command-announce }
    Notkun: annabella announce SKRÁ.pgn
    SKRÁ -: staðalinntak
    { -option-scheme }
    --ascii: ae í stað ä, oe í stað ö

cli-help-convert =
    annabella convert: { -command-convert }
    Notkun: annabella convert --to RITHÁTTUR LEIKIR
    --to: san, san-de, uci, iccf, fide,
      english, brf
    --fen FEN: upphafsstaða
    --chess960: hrókun eins og í Chess960
    { -option-scheme }

cli-help-export =
    annabella export: { -command-export }
    Notkun: annabella export SKRÁ --to SNIÐ
    --to: pgn, txt, brf, braille, wav, iccf
    -o, --output SKRÁ: hvert; þarf fyrir wav
    { -option-scheme }
    --game N: aðeins skák N
    --clock: klukkur eftir hvern leik
    --braille-grade N: 0, 1, 2 (stytt)

cli-help-reconcile =
    annabella reconcile: { -command-reconcile }
    Notkun: annabella reconcile A.pgn B.pgn
    { -option-scheme }
    { -option-as-json }

cli-help-voices =
    annabella voices: { -command-voices }
    Notkun: annabella voices
    { -options-voice }
    { -options-own-voice }
    --clip-texts KERFI: textar upptakna

cli-help-bench =
    annabella bench: { -command-bench }
    Notkun: annabella bench HVAÐ [SKRÁ]
    HVAÐ: deadpos, latency, export,
      startup, idle, pgn, memory, answer
    --n N: mælt svo oft (50)
    { -options-voice }
    { -options-own-voice }

## Það sem skipanalínan hafnar: ein lína.

cli-bad-command-line = { $fault }; { $help } sýnir rofana.

cli-fault-unknown-command = engin skipun heitir '{ $word }'
cli-fault-unknown-option = hér er enginn rofi { $option }
cli-fault-missing = vantar: { $names }
cli-fault-no-value = { $option } þarf gildi
cli-fault-bad-value = '{ $value }' passar ekki við { $option }
cli-fault-conflict = { $option } stangast á við annan rofa
cli-fault-other = skipanalínan skilst ekki

cli-usage-word = { $word }

list-comma = { $first }, { $second }
list-and = { $first } og { $second }

cli-cannot-write = Ekki er hægt að skrifa úttakið: { $problem }.

## Skjálesari og línuhamur.

cli-line-mode-hint = Línuhamur: Ctrl+C, annabella --line
cli-line-mode-plain = Einföld útstöð: línuhamur.
cli-line-mode-chosen = Skjálesari er í gangi: línuhamur. annabella --help sýnir rofana.

## annabella clock

cli-clock-control = { $control }: { $each } á hvorn; { $pace ->
        [rapid] atskák
        [blitz] hraðskák
       *[standard] kappskák
    }; refsing fyrir ranga kröfu: { $penalty }. Gefðu --took til að láta hana ganga.

cli-clock-after = { $number }{ $color ->
        [white] .
       *[black] ...
    } Hvítur { $white }, Svartur { $black }

cli-flag-fell-at = { $side } fellur á tíma í hálfleik { $ply }.

cli-took-not-seconds = --took: liður { $item } ('{ $text }') er ekki sekúndufjöldi; skrifaðu þá eins og 12,3.5,40

cli-no-clock-to-run = Tíminn 'none' hefur enga klukku til að keyra.

## annabella adjudicate

cli-at-move = í leik { $number }{ $color ->
        [black] {" "}({ $side })
       *[white] {""}
    }
cli-at-start = í upphafsstöðunni

cli-judged = Skák { $game }: { $score }, { $reason } (grein { $article }) { $place }

cli-ongoing = Skák { $game }: * í gangi { $after }, { $side } á leik{ $claims ->
        [0] {""}
       *[other] ; má krefjast nú: { $reasons }
    }{ $stated ->
        [0] {""}
       *[other] ; má krefjast með því að tilkynna { $moves }
    }
cli-after-move = eftir leik { $number }{ $color ->
        [black] {" "}({ $side })
       *[white] {""}
    }
cli-before-first-move = í upphafi
cli-stated-move = { $move } ({ $reasons })

cli-not-judged = Skák { $game }: ekki hægt að úrskurða: hálfleikur { $ply }: { $fault }

cli-some-not-judged = { $path }
    Ekki var hægt að úrskurða { $errors } af { $count } skákum; sú fyrsta: skák { $game }, hálfleikur { $ply }.

cli-contradiction = { $path }
    Skák { $game }: samkvæmt reglunum lýkur skákinni { $place }: { $reason } ({ $result }), en skráð úrslit eru { $written }; úrslitin haldast eins og þau eru skrifuð

cli-game-unreadable = { $path }
    Skák { $game }, hálfleikur { $ply }: { $fault }

## annabella analyze

cli-analysis-dead = Dauð staða (grein 5.2.2): skákin er jafntefli.
cli-analysis-not-dead = Ekki dauð staða.
cli-analysis-undecided = Óvíst hvort staðan er dauð.
cli-can-mate = { $side } getur enn mátað
cli-cannot-mate = { $side } getur ekki mátað með neinni röð löglegra leikja
cli-mate-undecided = { $side }: ekki tókst að skera úr um hvort mát sé mögulegt
cli-analysis = { $dead } { $white }; { $black }.

## annabella convert

cli-not-converted = leikur { $index } '{ $text }': { $why }

## annabella voices

cli-built-in-pack = Raddpakki { $scheme }: { $count } { $count ->
        [one] upptaka
       *[other] upptökur
    }, innbyggður.
cli-sound-output-no-card = Hljóðúttak { $host }: ekkert hljóðkort.
cli-sound-output-no-device = Hljóðúttak { $host }: ekkert úttakstæki.
cli-sound-output = Hljóðúttak { $host }: { $device }.
cli-using-clips = Upptökur tala: { $recordings } upptökur kerfisins { $scheme }, { $rate } Hz, á { $device } ({ $host }).
cli-using-system = Talgervill kerfisins, með rödd talstillinganna þinna.
cli-using-system-voice = Talgervill kerfisins, beðið um röddina '{ $voice }'.
cli-using-text = Aðeins texti: ekkert hljóð.

## Óþekkt nafn

cli-unknown-name = { $what }: ekkert '{ $name }'; til er: { $names }.

## annabella voices: the screen reader found
cli-reader-found = Skjálesari er í gangi: línuhamur og skjálesarinn talar.
cli-no-reader = Enginn skjálesari fannst.

## A new game in the games folder the player has been told of
cli-saved-every-move = Vistað eftir hvern leik; file segir hvar.
cli-no-save-file = Þessi skák er ekki vistuð í neina skrá.
