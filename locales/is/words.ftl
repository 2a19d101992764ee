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
### nvui/is-IS.xml).

## Skipanir: fyrsta orð línunnar.

# lichess: Já, Nei.
yes = já
no = nei
# lichess: Hjálp.
help = hjálp
# Að hætta: skákin er vistuð.
quit = hætta
# lichess (nvui): Klukka þín; lichess: Tími.
clock = klukka, tími
# lichess (nvui): Taflmenn.
pieces = taflmenn
# lichess: Jafntefli, Bjóða jafntefli.
draw = jafntefli
# lichess: Gefast upp; Hvítur gefst upp.
resign = gefast upp, gefst upp
# lichess: Afturköllun, Biðja um afturköllun.
takeback = afturköllun, afturkalla
# lichess: Hætta við skák.
abort = hætta við skák
# lichess: Hætta við.
cancel = hætta við
# lichess (nvui): Ýttu á Enter.
press = ýta, ýttu
# lichess (nvui): Ógildur leikur; ólöglegur leikur.
illegal = ógildur, ólöglegur
# lichess: Samþykkja, Hafna.
accept = samþykkja
decline = hafna
# lichess: Krefjast sigurs, Jafntefli krafist.
claim = krefjast, krafa

## Orð sem fylgja skipuninni.

side-white = hvítur, hvítt, hvíta, hvítan
side-black = svartur, svart, svarta, svartan
# lichess (nvui): kóngur, drottning, hrókur, biskup, riddari, peð.
piece-king = kóngur, kóngar
piece-queen = drottning, drottningar
piece-rook = hrókur, hrókar
piece-bishop = biskup, biskupar
piece-knight = riddari, riddarar
piece-pawn = peð
# Efni hjálparinnar: hjálp skák.
topic-moves = leikir
topic-board = borð
topic-game = skák
topic-clock = klukka
topic-sound = hljóð
topic-engine = tölva, skáktölva
topic-two-board = tvö borð
topic-arbiter = skákstjóri
topic-online = lichess
topic-review = endursýning
# lichess: Þreföld endurtekning; Fimmtíu leikir án framvindu.
claim-threefold = endurtekning
claim-fifty = fimmtíu
# lichess: Krefjast sigurs; þegar andstæðingurinn er farinn.
claim-win = sigurs, sigur
claim-draw = jafnteflis, jafntefli
# Leikið með tveimur höndum (7.5.4).
hands = tvær hendur, hendur
