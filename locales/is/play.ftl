### Skák, á íslensku: kveðjan, hjálpin og svör við skipunum sem eru
### slegnar inn í skák (í línuham og á borðinu).
###
### Hvernig er breytt: sjá cli.ftl. Íslensku skipanirnar sem leikmaðurinn
### slær inn (já, nei, hjálp, jafntefli) eru fyrstu orðin í words.ftl;
### skipanir án íslensks orðs (back, scan) haldast eins og þær eru.
### Prentuð lína á að rúmast á 40 reita blindraletursskjá þar sem hægt
### er; hjálpin er prentuð línu fyrir línu og hver lína rúmast á 40.

greeting = annabella: sláðu inn leik eða hjálp.
help-pointer = hjálp eða ? sýnir skipanirnar.
not-utf8 = Sú lína var ekki UTF-8; hún var lesin sem "{ $text }". Stilltu útstöðina á UTF-8.
# A line typed or pasted longer than any command, refused unread.
line-too-long = Þessi lína er lengri en nokkur skipun (fleiri en { $longest } stafir) og er ekki lesin.

## Hjálp skákar: ein skipun í línu, skipunin fyrst eins og hún er slegin.

help-index = Hjálp: hjálp og efni:
help-index-moves = hjálp leikir: að slá inn leiki, listinn
help-index-board = hjálp borð: menn, reitir, staða
help-index-game = hjálp skák: jafntefli, kröfur, lok
help-index-clock = hjálp klukka: klukkurnar
help-index-sound = hjálp hljóð: rödd og talhraði
help-index-engine-game = hjálp tölva: tölvan, vísbendingar
help-index-engine = hjálp tölva: vísbendingar, stöðumat
help-index-two-board = hjálp tvö borð: að tilkynna, klukkan
help-index-arbiter = hjálp skákstjóri: ólöglegir leikir
help-index-online = hjálp lichess: spjall, boð, skákir
help-index-review = hjálp endursýning: að fara yfir skák
help-slash = Skástrik má standa á undan hverri skipun

## Síða hjálparinnar: ein skipun í línu, fyrst skipunin eins og hún er slegin inn.

help-moves = Leikir:
help-moves-typed =
    e4, Nf3, exd5, O-O, e8=Q
    Springer Felix drei, g1f3
    aðeins reitur: peðsleikur
help-moves-premove =
    leikur meðan tölvan hugsar:
      forleikur; hætta við sleppir honum
help-moves-list =
    l, last: síðasti leikur
    moves: leikjalistinn
    back; next: fletta
    r, repeat: segja aftur
help-board =
    Borð:
    p, taflmenn: menn (p R, p r, p hvítur)
    s, scan: lína eða röð (s e, s 4)
help-board-tools =
    legal e2: leikir taflmanns
    a e4, attackers: sóknarmenn
help-board-more =
    square e4: einn reitur
    board: staðan
    fen: staðan sem FEN
    flip: snúa borðinu
    turn: hver á leik
    o, opponent: leikmennirnir
help-game =
    Skák:
    jafntefli: bjóða jafntefli
    krefjast þráteflis,
      krefjast fimmtíu, líka með leik
help-game-casual =
    afturköllun: taka leik til baka
    hætta við skák: hætta við skákina
help-game-end =
    gefast upp: gefa skákina
    hætta: fara, skákin er vistuð
    file: hvar skákin er vistuð
help-game-tournament =
    fyrir andstæðinginn, með lit:
      jafntefli hvítur,
      gefast upp svartur,
      krefjast svartur fimmtíu
help-clock =
    Klukka:
    c, klukka, tími: báðar klukkur
      og númer leiksins
    þinn eigin tími er sagður
      þegar hann styttist
help-clock-press = ýta: ýta á klukkuna
help-clock-wait = wait 30: æfingaklukka (--fake-time)
help-sound =
    Hljóð:
    r, repeat: segja aftur
    Valið í byrjun:
    --voice clips: upptökur
    --voice system: tal kerfisins
    --voice text: aðeins texti
    --rate 1.5: tala hraðar
    --notation san: leikir sem Nf3
help-engine = Tölva:
help-engine-game =
    engine: endurræsa hana
    leikur meðan hún hugsar: forleikur
    hætta við: sleppa forleiknum
help-engine-help =
    hint: stinga upp á leik
    eval: meta stöðuna
help-two-board =
    Tvö borð:
    sláðu inn leik: sagður og leikinn
    ýta: ýta á klukkuna
    annar leikur leiðréttir
    hætta við: sleppa leiknum
    touched e1 h1: snertir menn,
      í röð
help-arbiter =
    Skákstjóri:
    ólöglegur: eftir hafnaðan leik
      (7.5.1) eða engan (7.5.3)
    ólöglegur tvær hendur (7.5.4)
    retrace 12: aftur að leik 12
    klukka set hvítur 1:23:45
    klukka add svartur 2:00
    retrace 12 hvítur: að 12. leik hvíts
    klukka stop, klukka start (6.11)
    klukka control +5: fyrir báða (III.4)
    result 1/2 ástæða: úrslit skákstjóra
    seal Nf3: fresta (Leiðbeiningar I)
    krefjast quickplay (10.2): síðan já,
      postpone 2:00 eða nei
help-online =
    lichess:
    chat og texti: til andstæðings
    já eða nei: svara boði
    krefjast sigurs eða
      krefjast jafnteflis: þegar
      andstæðingurinn er farinn
    samþykkja, hafna [ástæða]:
      svara áskorun
    games: skákirnar þínar
    game N: tefla eina þeirra
    opponent: við hvern þú teflir
help-review =
    Yfirferð:
    n, next: næsti leikur
    b, back: fyrri leikur
    first; end
    goto 12: að leik 12
    c, klukka: skráðar klukkur
    q: hætta

## Skipanir sem vantar í.

usage-scan = s þarf línu eða röð: s e eða s 4.
usage-legal = legal þarf reit: legal g1.
usage-attackers = a þarf reit: a e4.
usage-square = square þarf reit: square e4.
usage-claim = Sláðu inn krefjast þráteflis eða krefjast fimmtíu, og síðan leikinn ef hann er ekki enn leikinn.
usage-goto = goto þarf leiknúmer; það síðasta er { $last }.
usage-touched = touched þarf snertu reitina, í röð: touched e2, touched e1 h1.
usage-retrace = retrace þarf leiknúmer og lit fyrir hálfleik: retrace 12, retrace 12 hvítur.
usage-clock-control = klukka control +5, d5, b5 eða 0 (III.4).
usage-result = result 1-0, 0-1 eða 1/2, síðan ástæðan.
usage-postpone = postpone, eða postpone 2:00 (10.2 b).
usage-clock-set = klukka set eða klukka add þarf lit og tíma: klukka set hvítur 1:23:45, klukka add svartur 2:00.
usage-wait = wait þarf sekúndufjölda: wait 30.
usage-chat = chat þarf texta: chat gangi þér vel.
usage-pieces = p nefnir lit eða tegund: p, p hvítur, p riddarar, p R, p r.
not-a-review-command = "{ $text }" er ekki skipun í yfirferð; hjálp sýnir þær.

## Svör við skipunum.

nothing-said-yet = Ekkert sagt enn.
no-move-yet = Enginn leikur enn.
browse-at-last = Þetta er síðasti leikurinn; back flettir til baka.
browse-first = Þetta var fyrsti leikurinn.
browse-last = Þetta var síðasti leikurinn.
start-of-game = Þetta er upphaf skákarinnar.
end-of-game = Þetta eru lok skákarinnar.
starting-position = Upphafsstaðan.
flipped = Borðinu snúið: { $side } niðri.
declined = Hafnað; skákin heldur áfram.
confirm-resign = Gefast upp? Sláðu inn já til að gefast upp, annað til að tefla áfram.
confirm-draw = Bjóða jafntefli? Sláðu inn já til að bjóða það, annað til að sleppa því.
confirm-draw-with = Bjóða jafntefli með leiknum: { $words }? Sláðu inn já til að bjóða það, annað til að sleppa því.
draw-not-offered = Ekkert jafntefli boðið.
draw-answer = Andstæðingurinn slær inn já eða nei.
ask-takeback = Taka síðasta leikinn til baka? Andstæðingurinn slær inn já til að samþykkja.
nothing-to-take-back = Enginn leikur til að taka til baka.
no-own-move-to-take-back = Enginn leikur þinn til að taka til baka.
claim-not-possible = Ekki er hægt að gera þá kröfu núna.
incorrect-claim = Röng krafa; skákin heldur áfram.
incorrect-claim-penalty = Röng krafa: { $side } fær viðbótartíma, { $time }; skákin heldur áfram.
wait-needs-practice-clock = wait virkar aðeins með æfingaklukku (--fake-time).
game-is-over = Skákinni er lokið.
players = Hvítur: { $white }; Svartur: { $black }.
player-at-keyboard = manneskja við lyklaborðið
confirm-abort = Hætta við skákina? Hún verður þá ekki vistuð. Sláðu inn já til að hætta við, annað til að sleppa því.
aborted-removed = Hætt við skákina; skrá hennar er fjarlægð.
aborted = Hætt við skákina.
abort-too-late = Aðeins er hægt að hætta við skák sem hefur eigin skrá, og aðeins áður en báðir hafa leikið. Sláðu inn gefast upp til að gefa skákina eða hætta til að fara og vista hana.
did-you-mean = Áttirðu við þennan leik: { $words }? já eða nei
nothing-asked = Engin spurning núna; já og nei svara spurningu.
question-dropped = Opnu spurningunni er sleppt.
premove = Forleikur: { $move }; hætta við sleppir honum.
premove-replaced = Forleikurinn er nú { $move }; hætta við sleppir honum.
premove-cancelled = Hætt við forleik.
no-premove = Enginn forleikur til að sleppa.
premove-failed = Ekki er hægt að leika forleikinn:
quit-to-leave = Enn má skoða stöðuna og leikina; hætta lokar annabella.
left-over = { $form ->
        [speech] Skákin er vistuð.
       *[other] Skákin er vistuð í:
            { $path }
    }
left = { $form ->
        [speech] Skákin er vistuð; annabella resume heldur áfram með hana.
       *[other] Vistað í:
            { $path }
            Halda áfram: annabella resume{ $where ->
                [games] {""}
               *[other] {" "}SKRÁ
            }
    }
left-iccf-game = { $form ->
        [speech] Skákin er vistuð; annabella iccf --game { $id } heldur áfram með hana á þjóni ICCF.
       *[other] Vistað í:
            { $path }
            Halda áfram: annabella iccf --game { $id }
    }
left-unplayed = Enginn leikur leikinn enn: engin skrá er vistuð.
# Kvaðning línuhams: síðasti leikur og hver á leik (12...Rf6 H>).
prompt = { $last }{ $color ->
        [white] H
       *[black] S
    }>
prompt-ended = { $last }{ $result }>
usage-help-topic = Engin hjálp um það; hjálp telur upp efnin.
