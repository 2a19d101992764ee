### Orðin sem leikmaður slær inn í skák, á íslensku: já og nei,
### skipanirnar sem oftast eru slegnar inn og orðin sem fylgja þeim
### (litir, tegundir manna, efni hjálparinnar, kröfur).
###
### Hvernig er breytt: nafnið vinstra megin við "=" helst óbreytt; hægra
### megin eru orðin sem eru lesin fyrir það, aðskilin með kommu. Fyrsta
### orðið er það sem hjálpin og spurningarnar nefna: play.ftl,
### arbiter.ftl og online.ftl skrifa það. Skipun í tveimur eða þremur
### orðum (gefast upp) má líka skrifa í einu lagi (gefastupp). Orð eru
### líka lesin án íslenskra stafa (ja, hjalp, afturkollun). Ensk og þýsk
### skipanaorð eru lesin á öllum málum og eru ekki skrifuð hér. Ekkert orð
### má lesast sem leikur (e4, Rf3): próf gætir þess.
###
### Heimildir: íslensk þýðing lichess (translation/dest/site/is-IS.xml,
### nvui/is-IS.xml) og mál íslenskra skákmanna: að gefa skákina,
### krefjast jafnteflis vegna þráteflis, skákdómari, að ýta á klukkuna.
### Á eftir krefjast kemur eignarfall (krefjast sigurs, jafnteflis,
### þráteflis); orð á eftir skipun eru líka lesin í öðrum föllum og
### kynjum (hvítir riddarar, svört peð, að leik hvíts).

## Skipanir: fyrsta orð línunnar.

# lichess: Já, Nei.
yes = já, jú
no = nei
# lichess: Hjálp.
help = hjálp
# Að hætta: skákin er vistuð.
quit = hætta
# lichess (nvui): Klukka þín; lichess: Tími.
clock = klukka, klukkan, tími
# lichess (nvui): Taflmenn; skákmenn tala um menn.
pieces = taflmenn, menn
# lichess: Jafntefli, Bjóða jafntefli.
draw = jafntefli, bjóða jafntefli
# lichess: Gefast upp; Hvítur gefst upp; Gefa upp skák. Við borðið:
# ég gef, að gefa skákina.
resign = gefast upp, gefst upp, gefa skákina, gefa, ég gef, gef
# lichess: Afturköllun, Biðja um afturköllun.
takeback = afturköllun, afturkalla, taka til baka
# lichess: Hætta við skák.
abort = hætta við skák, hætta við skákina
# lichess: Hætta við; hjálpin: hætta við sleppir leiknum.
cancel = hætta við, sleppa
# lichess (nvui): Ýttu á Enter; að ýta á klukkuna.
press = ýta, ýttu, ýta á klukkuna, ýttu á klukkuna
# Skáklög FIDE 7.5: ólöglegur leikur; lichess (nvui): Ógildur leikur.
illegal = ólöglegur, ógildur, ólöglegt
# lichess: Samþykkja, Hafna, Hvítur afþakkar jafntefli; já þiggur jafnteflið.
accept = samþykkja, þiggja
decline = hafna, afþakka
# lichess: Krefjast sigurs, Jafntefli krafist.
claim = krefjast, krefst, krafa

## Orð sem fylgja skipuninni.

side-white = hvítur, hvítt, hvít, hvítir, hvítar, hvíti, hvíta, hvítan, hvítu, hvíts, hvítum
side-black = svartur, svart, svört, svartir, svartar, svarti, svarta, svartan, svörtu, svarts, svörtum
# lichess (nvui): kóngur, drottning, hrókur, biskup, riddari, peð;
# svarta kónginn, hvíta riddara.
piece-king = kóngur, kóngar, kóngurinn, kónginn
piece-queen = drottning, drottningar, drottningin, drottninguna
piece-rook = hrókur, hrókar, hrókurinn, hrókarnir
piece-bishop = biskup, biskupar, biskupinn, biskuparnir
piece-knight = riddari, riddarar, riddarinn, riddararnir, riddara
piece-pawn = peð, peðið, peðin
# Efni hjálparinnar: hjálp skák.
topic-moves = leikir, leikur
topic-board = borð, taflborð
topic-game = skák, skákin
topic-clock = klukka, klukkan, tími, skákklukka
topic-sound = hljóð, rödd, tal
topic-engine = tölva, skáktölva, skákforrit, forrit
topic-two-board = tvö borð, tveimur borðum
topic-arbiter = skákstjóri, skákdómari, dómari
topic-online = lichess, netskák
topic-review = endursýning, yfirferð
# Krefjast jafnteflis vegna þráteflis; lichess: Þreföld endurtekning;
# Fimmtíu leikir án framvindu; fimmtíu leikja reglan.
claim-threefold = þráteflis, þrátefli, endurtekningar, endurtekning, þreföld endurtekning, þrefaldrar endurtekningar
claim-fifty = fimmtíu, fimmtíu leikja, fimmtíu leikja reglan
# lichess: Krefjast sigurs; þegar andstæðingurinn er farinn.
claim-win = sigurs, sigur, vinnings
claim-draw = jafnteflis, jafntefli
# Leikið með tveimur höndum (7.5.4).
hands = tvær hendur, hendur, tveimur höndum, með tveimur höndum, höndum
