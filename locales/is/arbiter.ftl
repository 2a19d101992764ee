### Teflt á tveimur borðum, á íslensku: snertir menn, úrskurðir
### skákstjórans og athugasemdir á skorblaði. Greinanúmer eru úr
### Skáklögum FIDE. Hvernig er breytt: sjá cli.ftl.

tournament-mode = Mótshamur: engin tölva, engar vísbendingar, ekkert mat; skorblaðið segir það.
tournament-no-help = Í mótsham er engin hjálp frá tölvunni.
two-board-only = ólöglegur, touched, retrace, seal, result og klukkuskipanirnar eiga aðeins við tvö borð (--two-board).
draw-with-next-move = Jafnteflisboðið fylgir næsta leik þínum (9.1.2.1).
draw-with-press = Jafnteflisboðið fylgir þessum leik þegar ýtt er á klukkuna (9.1.2.1).
press-hint = ýta ýtir á klukkuna; annar leikur leiðréttir, hætta við sleppir honum.
move-cancelled = Leik sleppt; sláðu hann inn aftur.
nothing-waits-for-clock = Enginn leikur bíður eftir klukkunni.
nothing-to-press = Enginn leikur bíður eftir klukkunni; sláðu fyrst inn leikinn.
cancelled-before-press = Leik sleppt áður en ýtt var á klukkuna; sláðu hann inn aftur.
unpressed-on-quit = Leikurinn { $words } var sagður, en ekki ýtt á klukkuna. ýta ýtir, hætta við sleppir leiknum, hætta aftur fer; leikurinn stendur og bíður eftir klukkunni.
touched = Snert: { $pieces }. { $rule }
touch-breaks = Ekki leyft, snertireglan gildir. { $rule }
touch-move = Leika verður: { $piece } (4.3.1).
touch-capture = Drepa verður: { $piece } (4.3.2).
touch-capture-with = { $piece } verður að drepa: { $target } (4.3.3).
touch-any = Enginn þeirra getur leikið eða verið drepinn: allir leikir eru leyfðir (4.5).
touch-castle = Kóngurinn verður að hróka: { $rook } (4.4.1).
touch-king-move = Hrókun með þeim hrók er ekki möguleg; leika verður: { $king } (4.4.3).
touch-move-without-castling = Leika verður: { $piece }; hrókun er útilokuð með: { $rook } (4.4.2).
touch-any-without-castling = Hvorugur getur leikið; allir leikir eru leyfðir nema hrókun með þeim hrók: { $rook } (4.4.2, 4.5).
arbiter-illegal = { $side } lék ólöglega: { $ruled }; { $other } fær viðbótartíma, { $time } (7.5.5).{ $next }
arbiter-illegal-no-clock = { $side } lék ólöglega: { $ruled }; skákin hefur enga klukku, svo { $other } fær engan viðbótartíma (7.5.5).{ $next }
arbiter-still-to-move = {" "}{ $side } á enn leik.
illegal-completed = leikurinn { $what } var kláraður; staðan á undan stendur ({ $article })
illegal-promotion = ýtt var á klukkuna eftir leikinn { $what } án nýs manns; peðið verður drottning ({ $article })
illegal-two-hands = leikurinn { $what } var leikinn með tveimur höndum og stendur ({ $article })
illegal-clock-without-move = ýtt var á klukkuna án leiks ({ $article })
arbiter-second-illegal = { $side } lék ólöglega í annað sinn ({ $article }, 7.5.5).
arbiter-name-piece-moved = Hvaða maður var hreyfður? touched og reitur hans: honum verður að leika (4.3).
arbiter-announced-is-legal = Leikurinn sem var sagður er löglegur og bíður eftir klukkunni: sláðu inn ýta eða leiðréttu hann.
arbiter-promotion-piece = Hvað verður peðið? Sláðu inn leikinn með manninum (e8=Q, e8=D); án hans er það drottning og ólöglegur leikur (7.5.2).
claim-barred-touched = Engin krafa: maður var snertur í þessum leik, réttur til kröfu er glataður (9.4).
claim-barred-announced = Engin krafa: leikurinn var tilkynntur og leikinn (D.2.3); krafa með leik kemur áður en leikurinn er sagður (9.2.1.1).
claim-barred-not-to-move = Engin krafa: aðeins sá sem á leik má krefjast (9.2, 9.3); nefndu litinn: krefjast svartur þráteflis.
claim-is-offer = Krafan gildir sem jafnteflisboð (9.1.2.3): { $side } býður jafntefli; andstæðingurinn slær inn já eða nei.
arbiter-no-takeback = Í mótsham er ekki tekið til baka; skákstjórinn notar retrace (D.2.9).
arbiter-no-abort = Í mótsham er ekki hægt að hætta við skák.
arbiter-not-on-tactile-board = Í mótsham eru legal og attackers af: snertiborðið sýnir það ekki.
retraced = Farið aftur í stöðuna eftir leik { $number } (D.2.9): { NUMBER($taken, gender: "masculine") } { $taken ->
        [one] hálfleikur tekinn til baka og helst
       *[other] hálfleikir teknir til baka og haldast
    } á skorblaðinu; klukkurnar haldast óbreyttar.
retraced-side = Farið aftur í stöðuna eftir leik { $number } ({ $side }) (D.2.9): { NUMBER($taken, gender: "masculine") } { $taken ->
        [one] hálfleikur tekinn til baka og helst
       *[other] hálfleikir teknir til baka og haldast
    } á skorblaðinu; klukkurnar haldast óbreyttar.
no-such-move = Skákin hefur enga stöðu eftir leik { $number }.
arbiter-clock-set = { $side }: klukkan stillt, { $time } (6.10.2).
arbiter-time-added = { $side } fær viðbótartíma, { $time }.
arbiter-time-taken = { $side } missir tíma, { $time }.
arbiter-no-clock = Þessi skák hefur enga klukku.
agreement-too-early = Of snemmt: báðir leiki fyrst (5.2.3).
clocks-stopped = Klukkur stöðvaðar (6.11.1).
clocks-started = Klukkur ganga aftur (6.11.3).
clocks-stand-already = Klukkurnar eru þegar stöðvaðar.
clocks-run-already = Klukkurnar ganga nú þegar.
arbiter-declared = Úrslit skákstjóra: { $score }.
control-changed = Héðan í frá { $bonus } fyrir báða (III.4).
sealed = Biðleikur skráður; hætta frestar (I.1).
seal-not-legal = Ólöglegt hér: skráðu löglegan leik.
seal-needs-move = seal þarf leikinn: seal Nf3.
adjourned = Frestað: biðleikurinn bíður.
sealed-move-made = Biðleikurinn er leikinn (I.9):
quickplay-no-clock = Engin klukka, engin krafa skv. 10.2.
quickplay-blitz = 10.2 gildir ekki í hraðskák.
quickplay-bonus = Engin krafa skv. 10.2 með viðbótartíma.
quickplay-not-to-move = Aðeins sá sem á leik krefst (10.2).
quickplay-two-minutes-left = 10.2: aðeins undir tveimur mínútum.
quickplay-ask = Krafa 10.2: já, postpone eða nei?
quickplay-postponed = Frestað (10.2 b); úrslit eftir fall.
quickplay-rejected = Kröfu hafnað (10.2 c).
declare-after-flag = Skákstjóri úrskurðar: result (10.2 b).
offer-waits = { $side } býður jafntefli: já eða nei?
note-offer = (=) { $side } býður jafntefli
note-claim = Krafa, { $claim ->
        [fifty] fimmtíu leikja reglan
       *[threefold] þreföld endurtekning
    }: { $correct ->
        [yes] rétt
       *[no] röng
    }
note-claim-by = Krafa ({ $side }), { $claim ->
        [fifty] fimmtíu leikja reglan
       *[threefold] þreföld endurtekning
    }: { $correct ->
        [yes] rétt
       *[no] röng
    }
note-illegal = Ólöglegur leikur, { $side } ({ $article }): { $kind ->
        [clock-without-move] ýtt á klukku án leiks
        [two-hands] { $text } með tveimur höndum
       *[other] { $text }
    }
note-time-added = { $side } { $sign }{ $time } (skákstjóri)
note-clock-set = { $side }: klukka stillt, { $time }
note-retraced = Farið til baka, tekið til baka: { $moves }
note-clocks-stopped = Klukkur stöðvaðar (6.11.1)
note-clocks-started = Klukkur ræstar (6.11.3)
note-declared = Úrslit { $result } frá skákstjóra
note-declared-why = Úrslit { $result } frá skákstjóra: { $reason }
note-control-changed = Héðan í frá { $bonus } fyrir báða (III.4)
note-sealed = Biðleikur, { $side } (I.1)
note-quickplay-claimed = Krafa um hraðlok, { $side } (10.2)
note-quickplay-drawn = Krafa um hraðlok: jafntefli (10.2 a)
note-quickplay-postponed = Krafa um hraðlok: frestað (10.2 b)
note-quickplay-rejected = Krafa um hraðlok: hafnað (10.2 c)
note-posted = { $parts }
note-posted-and = { $first }, { $second }
note-received = móttekið { $day }
note-sent = sent { $day }
note-adjourned = Frestað; { $side } átti eftir: { $time }

# A two-board game taken up again: the move announced before it was left
# is made (D.2.3) and waits for the clock.
announced-waits = Leikurinn { $words } var sagður og er því leikinn (D.2.3); ekki er enn ýtt á klukkuna. ýta ýtir á hana.
