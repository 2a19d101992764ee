### Skák, á íslensku: kveðjan, hjálpin og svör við skipunum sem eru
### slegnar inn í skák (í línuham og á borðinu).
###
### Hvernig er breytt: sjá cli.ftl. Skipanir sem leikmaðurinn slær inn
### (help, back, cancel, yes, no) haldast eins og þær eru slegnar inn.
### Prentuð lína á að rúmast á 40 reita blindraletursskjá þar sem hægt
### er; hjálpin er prentuð línu fyrir línu og hver lína rúmast á 40.

greeting = annabella: sláðu inn leik eða help.
help-pointer = help eða ? sýnir skipanirnar.
not-utf8 = Sú lína var ekki UTF-8; hún var lesin sem "{ $text }". Stilltu útstöðina á UTF-8.
# A line typed or pasted longer than any command, refused unread.
line-too-long = Þessi lína er lengri en nokkur skipun (meira en { $longest } stafir) og er ekki lesin.

## Hjálp skákar: ein skipun í línu, skipunin fyrst eins og hún er slegin.

help-index = Hjálp: help og efni:
help-index-moves = help moves: að slá inn leiki, listinn
help-index-board = help board: menn, reitir, staða
help-index-game = help game: jafntefli, kröfur, lok
help-index-clock = help clock: klukkurnar
help-index-sound = help sound: rödd og talhraði
help-index-engine-game = help engine: tölvan, vísbendingar
help-index-engine = help engine: vísbendingar, stöðumat
help-index-two-board = help two-board: að tilkynna, klukkan
help-index-arbiter = help arbiter: ólöglegir leikir, klukkur
help-index-online = help lichess: spjall, boð, skákir
help-index-review = help review: að fara yfir skák
help-slash = Skástrik má standa á undan hverri skipun

## Síða hjálparinnar: ein skipun í línu, fyrst skipunin eins og hún er slegin inn.

help-moves = Leikir:
help-moves-typed =
    e4, Nf3, exd5, O-O, e8=Q
    Springer Felix drei, g1f3
    aðeins reitur: peðsleikur
help-moves-premove =
    leikur meðan tölvan hugsar:
      forleikur; cancel sleppir honum
help-moves-list =
    l, last: síðasti leikur
    moves: leikjalistinn
    back; next: fletta
    r, repeat: segja aftur
help-board =
    Borð:
    p, pieces: taflmenn (p N, p n, p white)
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
    draw: bjóða jafntefli
    claim threefold, claim fifty,
      líka með leik
help-game-casual =
    takeback: taka leik til baka
    abort: hætta við skákina
help-game-end =
    resign: gefast upp
    quit: fara, skákin er vistuð
    file: hvar skákin er vistuð
help-game-tournament =
    fyrir andstæðinginn, með hlið:
      draw white, resign black,
      claim black fifty
help-clock =
    Klukka:
    c, clock, time: báðar klukkur
      og númer leiksins
    þinn eigin tími er sagður
      þegar hann styttist
help-clock-press = press: ýta á klukkuna
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
    cancel: sleppa forleiknum
help-engine-help =
    hint: stinga upp á leik
    eval: meta stöðuna
help-two-board =
    Tvö borð:
    sláðu inn leik: sagður og leikinn
    press: ýta á klukkuna
    annar leikur leiðréttir
    cancel: sleppa leiknum
    touched e1 h1: snertir menn,
      í röð
help-arbiter =
    Skákstjóri:
    illegal: eftir hafnaðan leik
      (7.5.1) eða engan (7.5.3)
    illegal hands: tvær hendur (7.5.4)
    retrace 12: aftur að leik 12
    clock set white 1:23:45
    clock add black 2:00
    retrace 12 white: að 12. leik hvíts
    clock stop, clock start (6.11)
    clock control +5: fyrir báða (III.4)
    result 1/2 ástæða: úrslit skákstjóra
    seal Nf3: fresta (Leiðbeiningar I)
    claim quickplay (10.2): síðan yes,
      postpone 2:00 eða no
help-online =
    lichess:
    chat og texti: til andstæðings
    yes eða no: svara boði
    claim win, claim draw: þegar
      andstæðingurinn er farinn
    accept, decline [ástæða]:
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
    c, clock: skráðar klukkur
    q: hætta

## Skipanir sem vantar í.

usage-scan = s þarf línu eða röð: s e eða s 4.
usage-legal = legal þarf reit: legal g1.
usage-attackers = a þarf reit: a e4.
usage-square = square þarf reit: square e4.
usage-claim = claim threefold eða claim fifty, og síðan leikurinn ef hann er ekki enn leikinn.
usage-goto = goto þarf leiknúmer; það síðasta er { $last }.
usage-touched = touched þarf snertu reitina, í röð: touched e2, touched e1 h1.
usage-retrace = retrace þarf leiknúmer og lit fyrir hálfleik: retrace 12, retrace 12 white.
usage-clock-control = clock control +5, d5, b5 eða 0 (III.4).
usage-result = result 1-0, 0-1 eða 1/2, síðan ástæðan.
usage-postpone = postpone, eða postpone 2:00 (10.2 b).
usage-clock-set = clock set eða clock add þarf hlið og tíma: clock set white 1:23:45, clock add black 2:00.
usage-wait = wait þarf sekúndufjölda: wait 30.
usage-chat = chat þarf texta: chat gangi þér vel.
usage-pieces = p nefnir hlið eða tegund: p, p white, p knights, p N, p n.
not-a-review-command = "{ $text }" er ekki skipun í yfirferð; help sýnir þær.

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
confirm-resign = Gefast upp? Sláðu inn yes til að gefast upp, annað til að tefla áfram.
confirm-draw = Bjóða jafntefli? Sláðu inn yes til að bjóða það, annað til að sleppa því.
confirm-draw-with = Bjóða jafntefli með leiknum: { $words }? Sláðu inn yes til að bjóða það, annað til að sleppa því.
draw-not-offered = Ekkert jafntefli boðið.
draw-answer = Andstæðingurinn slær inn yes eða no.
ask-takeback = Taka síðasta leikinn til baka? Andstæðingurinn slær inn yes til að samþykkja.
nothing-to-take-back = Enginn leikur til að taka til baka.
no-own-move-to-take-back = Enginn leikur þinn til að taka til baka.
claim-not-possible = Ekki er hægt að gera þá kröfu núna.
incorrect-claim = Röng krafa; skákin heldur áfram.
incorrect-claim-penalty = Röng krafa: { $side } fær viðbótartíma, { $time }; skákin heldur áfram.
wait-needs-practice-clock = wait virkar aðeins með æfingaklukku (--fake-time).
game-is-over = Skákinni er lokið.
players = Hvítur: { $white }; Svartur: { $black }.
player-at-keyboard = manneskja við lyklaborðið
confirm-abort = Hætta við skákina? Hún verður þá ekki vistuð. Sláðu inn yes til að hætta við, annað til að sleppa því.
aborted-removed = Hætt við skákina; skrá hennar er fjarlægð.
aborted = Hætt við skákina.
abort-too-late = Aðeins er hægt að hætta við skák sem hefur eigin skrá og áður en báðir hafa leikið; resign gefst upp, quit fer og vistar skákina.
did-you-mean = Áttirðu við þennan leik: { $words }? yes eða no
nothing-asked = Engin spurning núna; yes og no svara spurningu.
question-dropped = Opnu spurningunni er sleppt.
premove = Forleikur: { $move }; cancel sleppir honum.
premove-replaced = Forleikurinn er nú { $move }; cancel sleppir honum.
premove-cancelled = Hætt við forleik.
no-premove = Enginn forleikur til að sleppa.
premove-failed = Ekki er hægt að leika forleikinn:
quit-to-leave = Enn má skoða stöðuna og leikina; quit lokar annabella.
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
usage-help-topic = Engin hjálp um það; help telur upp efnin.
