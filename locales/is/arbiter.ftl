### Teflt á tveimur borðum, á íslensku: snertir menn, úrskurðir
### skákdómarans og athugasemdir á skorblaði. Greinanúmer eru úr
### Skáklögum FIDE. Hvernig er breytt: sjá cli.ftl.

tournament-mode = Mótshamur: engin tölva, engar vísbendingar, ekkert mat; skorblaðið segir það.
tournament-no-help = Í mótsham er engin hjálp frá tölvunni.
two-board-only = illegal, touched, retrace, seal, result og klukkuskipanirnar eiga við tvö borð (--two-board).
draw-with-next-move = Jafnteflisboðið fylgir næsta leik þínum (9.1.2.1).
draw-with-press = Jafnteflisboðið fylgir þessum leik þegar ýtt er á klukkuna (9.1.2.1).
press-hint = press ýtir á klukkuna; annar leikur leiðréttir, cancel sleppir honum.
move-cancelled = Leik sleppt; sláðu hann inn aftur.
nothing-waits-for-clock = Enginn leikur bíður eftir klukkunni.
nothing-to-press = Enginn leikur bíður eftir klukkunni; sláðu fyrst inn leikinn.
cancelled-before-press = Leik sleppt áður en ýtt var á klukkuna; sláðu hann inn aftur.
unpressed-on-quit = { $words } var sagt, en ekki ýtt á klukkuna. press ýtir, cancel sleppir leiknum, quit aftur fer án hans.
touched = Snert: { $pieces }. { $rule }
touch-breaks = Ekki leyft, snertur maður skal leikinn: { $rule }
touch-move = { $piece } verður að leika (4.3.1).
touch-capture = Það verður að drepa { $piece } (4.3.2).
touch-capture-with = { $piece } verður að drepa { $target } (4.3.3).
touch-any = Enginn þeirra getur leikið eða verið drepinn: hvaða leikur sem er má (4.5).
touch-castle = Kóngurinn verður að hróka með { $rook } (4.4.1).
touch-king-move = Hrókun með þeim hrók er ekki hægt: { $king } verður að leika (4.4.3).
touch-move-without-castling = { $piece } verður að leika og engin hrókun með { $rook } (4.4.2).
touch-any-without-castling = Hvorugur getur leikið: hvaða leikur sem er nema hrókun með { $rook } (4.4.2, 4.5).
arbiter-illegal = Ólöglegur leikur hjá { $side }: { $ruled }; { $other } fær { $time } í viðbót (7.5.5).{ $next }
arbiter-illegal-no-clock = Ólöglegur leikur hjá { $side }: { $ruled }; þessi skák hefur enga klukku, svo { $other } fær engan tíma (7.5.5).{ $next }
arbiter-still-to-move = {" "}{ $side } á enn leik.
illegal-completed = { $what } var lokið; staðan á undan stendur ({ $article })
illegal-promotion = ýtt var á klukku eftir { $what } án nýs manns: það er drottning ({ $article })
illegal-two-hands = { $what } var leikið með tveimur höndum og stendur ({ $article })
illegal-clock-without-move = ýtt var á klukkuna án leiks ({ $article })
arbiter-second-illegal = Annar ólöglegur leikur hjá { $side } ({ $article }, 7.5.5).
arbiter-name-piece-moved = Hvaða maður var hreyfður? touched og reitur hans: hann verður að leika (4.3).
arbiter-announced-is-legal = Leikurinn sem var sagður er löglegur og bíður eftir klukkunni: press eða leiðréttu.
arbiter-promotion-piece = Í hvað breytist peðið? Sláðu inn leikinn með manninum (e8=Q, e8=D); án hans er það drottning og ólöglegur leikur (7.5.2).
claim-barred-touched = Engin krafa: maður var snertur í þessum leik, krafan er glötuð (9.4).
claim-barred-announced = Engin krafa: leikurinn var tilkynntur og leikinn (D.2.3); krafa með leik kemur áður en leikurinn er sagður (9.2.1.1).
claim-barred-not-to-move = Engin krafa: aðeins sá sem á leik má krefjast (9.2, 9.3); nefndu hliðina: claim black threefold.
claim-is-offer = Krafan stendur sem jafnteflisboð { $side } (9.1.2.3): andstæðingurinn slær inn yes eða no.
arbiter-no-takeback = Í mótsham er ekki tekið til baka; dómarinn notar retrace (D.2.9).
arbiter-no-abort = Í mótsham er ekki hægt að hætta við skák.
arbiter-not-on-tactile-board = Í mótsham eru legal og attackers af: snertiborðið segir það ekki.
retraced = Farið aftur í stöðuna eftir leik { $number } (D.2.9): { $taken } { $taken ->
        [one] hálfleikur tekinn
       *[other] hálfleikir teknir
    } til baka og haldið á skorblaðinu; klukkurnar haldast óbreyttar.
retraced-side = Farið aftur í stöðuna eftir leik { $number } hjá { $side } (D.2.9): { $taken } { $taken ->
        [one] hálfleikur tekinn
       *[other] hálfleikir teknir
    } til baka og haldið á skorblaðinu; klukkurnar haldast óbreyttar.
no-such-move = Skákin hefur enga stöðu eftir leik { $number }.
arbiter-clock-set = Klukka { $side } stillt á { $time } (6.10.2).
arbiter-time-added = { $time } bætt við hjá { $side }.
arbiter-time-taken = { $time } dregið frá hjá { $side }.
arbiter-no-clock = Þessi skák hefur enga klukku.
agreement-too-early = Jafntefli eftir leik beggja (5.2.3).
clocks-stopped = Klukkur stöðvaðar (6.11.1).
clocks-started = Klukkur ganga aftur (6.11.3).
clocks-stand-already = Klukkurnar standa þegar.
clocks-run-already = Klukkurnar ganga þegar.
arbiter-declared = Úrslit skákstjóra: { $score }.
control-changed = Héðan í frá { $bonus } fyrir báða (III.4).
sealed = Biðleikur skráður; quit frestar (I.1).
seal-not-legal = Ólöglegt hér: skráðu löglegan leik.
seal-needs-move = seal þarf leikinn: seal Rf3.
adjourned = Frestað: biðleikurinn bíður.
sealed-move-made = Biðleikurinn er leikinn (I.9):
quickplay-no-clock = Engin klukka, engin krafa skv. 10.2.
quickplay-blitz = 10.2 gildir ekki í hraðskák.
quickplay-bonus = Engin krafa skv. 10.2 með viðbót.
quickplay-not-to-move = Aðeins sá sem á leik krefst (10.2).
quickplay-two-minutes-left = 10.2: aðeins undir tveimur mínútum.
quickplay-ask = Krafa 10.2: yes, postpone eða no?
quickplay-postponed = Frestað (10.2 b); úrslit eftir fall.
quickplay-rejected = Kröfu hafnað (10.2 c).
declare-after-flag = Dómari úrskurðar með result (10.2 b).
offer-waits = Jafnteflisboð { $side } bíður: yes eða no?
note-offer = (=) { $side } býður jafntefli
note-claim = Krafa, { $claim ->
        [fifty] fimmtíu leikja reglan
       *[threefold] þrítekin staða
    }: { $correct ->
        [yes] rétt
       *[no] röng
    }
note-claim-by = Krafa { $side }, { $claim ->
        [fifty] fimmtíu leikja reglan
       *[threefold] þrítekin staða
    }: { $correct ->
        [yes] rétt
       *[no] röng
    }
note-illegal = Ólöglegur leikur hjá { $side } ({ $article }): { $kind ->
        [clock-without-move] ýtt á klukku án leiks
        [two-hands] { $text } með tveimur höndum
       *[other] { $text }
    }
note-time-added = { $side } { $sign }{ $time } (dómari)
note-clock-set = Klukka { $side } stillt á { $time }
note-retraced = Farið til baka, tekið til baka: { $moves }
note-clocks-stopped = Klukkur stöðvaðar (6.11.1)
note-clocks-started = Klukkur ræstar (6.11.3)
note-declared = Úrslit { $result } frá skákstjóra
note-declared-why = Úrslit { $result } frá skákstjóra: { $reason }
note-control-changed = Héðan í frá { $bonus } fyrir báða (III.4)
note-sealed = Biðleikur hjá { $side } (I.1)
note-quickplay-claimed = Krafa um hraðlok hjá { $side } (10.2)
note-quickplay-drawn = Krafa um hraðlok: jafntefli (10.2 a)
note-quickplay-postponed = Krafa um hraðlok: frestað (10.2 b)
note-quickplay-rejected = Krafa um hraðlok: hafnað (10.2 c)
note-posted = { $parts }
note-posted-and = { $first }, { $second }
note-received = móttekið { $day }
note-sent = sent { $day }
note-adjourned = Frestað; { $side } hafði { $time }
