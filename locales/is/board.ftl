### Borðskjárinn, á íslensku: fyrirsagnir og hjálp lyklanna.
### Hvernig er breytt: sjá cli.ftl.

board-keys = Örvar færa, Enter lyftir og leggur niður, Tab slær inn skipun, ? hjálpar.
not-your-piece = Enginn maður þeirrar hliðar sem á leik hér.
board-clock-title = {" "}Klukka{" "}
board-said-title = {" "}Sagt{" "}
board-said-scrolled = {" "}Sagt (PgDn){" "}
board-moves-title = {" "}Leikir{" "}
board-help-title = {" "}Hjálp (örvar fletta, Esc lokar){" "}
board-no-clock = engin klukka
board-tab-for-command = Tab: slá inn skipun{"  "}
board-not-pressed = (ekki ýtt á klukku: { $san })
board-too-small = Glugginn er of lítill fyrir borðið: hafðu hann minnst { $columns } dálka og { $rows } línur.
board-command-full = Skipanalínan rúmar mest { $longest } stafi; umframstafir eru ekki teknir.
board-keys-head =
    Lyklar borðsins:
    Örvar: fara á reit, sem er sagður
    Enter: lyfta manni,
      á markreitnum: leggja hann
    Esc: setja manninn aftur
    1 til 8: á þá röð
    Alt með 1 til 8: á þá línu
    k q r b n p: á næsta mann
      þeirrar tegundar; hástafur: fyrri
    m: leikir mannsins
      undir bendlinum
    o: segja reitinn aftur
    c: klukka
    l: síðasti leikur
    {"["} og ]: fletta í leikjunum
    f: snúa borðinu
    x: endurtaka
board-keys-engine-help = h og e: vísbending og mat
board-keys-two-board = Bil: ýta á klukkuna
board-keys-tail =
    PgUp, PgDn: fletta því sem var sagt
    Tab, : eða /: slá inn skipun
      Enter sendir hana
    ? eða F1: þessi hjálp
    Ctrl+Q: hætta
    Merki á borðinu:
      síðasti leikur: ljós litur
      maður í hendi: dökkt net
      skák: rautt og hvítköflótt
      hvert maður kemst: punktar,
      heill hornrammi um mann að drepa
    {""}
    Skipanir:
