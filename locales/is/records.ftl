### Skráningar, á íslensku: villur í PGN-skrám, upphafsstöður, úrslit,
### yfirferð og samanburður skorblaða. Hvernig er breytt: sjá cli.ftl.

record-fault-move = "{ $text }", leikur { $number } ({ $side }), lína { $line }, { $fault ->
        [illegal] er ekki löglegur í stöðunni
        [ambiguous] passar við fleiri en einn leik
       *[not-a-move] er ekki leikur
    }
record-fault-unclosed-comment = athugasemdinni frá línu { $line } er aldrei lokað
record-fault-unclosed-variation = afbrigðinu frá línu { $line } er aldrei lokað
record-fault-result-in-moves = úrslitin { $result } í línu { $line } standa mitt á milli leikjanna
record-fault-bad-tag = ekki er hægt að lesa merkið "{ $text }" í línu { $line }
record-fault-unknown-variant = annabella teflir ekki afbrigðið "{ $variant }", aðeins skák og Chess960
record-fault-too-long = lína { $line }: merki, athugasemd eða leikur lengri en { $megabytes } MB er ekki lesinn
record-fault-endless = lína { $line }: skákin heldur áfram fram yfir { $items } leiki, athugasemdir og merki án úrslita; afgangurinn er ekki lesinn
cannot-start = { $why }.
start-fen-unreadable = Ekki er hægt að lesa FEN: { $field }.
    { $fen }
start-not-legal = FEN er ekki lögleg staða: { $fault }.
    { $fen }
start-no-chess960 = Engin Chess960-staða { $number }: þær eru númeraðar 0 til 959 (518 er venjulega staðan)
fen-field-whole = FEN hefur sex hluta, aðskilda með bilum
fen-field-board = staðsetning mannanna (fyrsti hluti)
fen-field-turn = hver á leik (w eða b)
fen-field-castling = hrókunarrétturinn
fen-field-en-passant = framhjáhlaupsreiturinn
fen-field-halfmove-clock = hálfleikjateljarinn
fen-field-fullmoves = leiknúmerið
position-fault-empty-board = borðið er tómt
position-fault-missing-king = kóng vantar
position-fault-too-many-kings = önnur hliðin hefur fleiri en einn kóng
position-fault-pawns-on-back-rank = peð stendur á fyrstu eða áttundu reitaröð
position-fault-castling-rights = hrókunarrétturinn passar ekki við kóng og hróka
position-fault-en-passant = framhjáhlaupsreiturinn passar ekki
position-fault-opposite-check = hliðin sem á ekki leik er í skák
position-fault-impossible-check = þessi skák getur ekki komið upp
position-fault-too-much-material = of margir menn
game-result = { $score ->
        [white] { $form ->
            [speech] eitt núll
           *[other] { $written }
        }
        [black] { $form ->
            [speech] núll eitt
           *[other] { $written }
        }
        [draw] { $form ->
            [speech] jafntefli
           *[other] { $written }
        }
        [open] ólokið
       *[other] { $written }
    }
reviewing = { $form ->
        [speech] Skák { $game }
       *[other] { $path }
            Skák { $game }
    }: { $white } gegn { $black }, { NUMBER($plies, gender: "masculine") } { $plies ->
        [one] hálfleikur
       *[other] hálfleikir
    }, { $result }. Sláðu inn next, back eða hjálp.
review-stops = Aðeins er hægt að lesa skrána að hálfleik { $ply }: { $fault }.
outcome-not-ended = Úrslit { $result }: skákinni er ekki lokið.
outcome = Úrslit { $result }: { $end }.
outcome-moves-after-end = Úrslit { $result }: { $end }, í leik { $number } ({ $side }); leikirnir sem skrifaðir eru á eftir haldast.
outcome-ended-otherwise = Skrifuð úrslit: { $result }; samkvæmt reglunum lauk skákinni í leik { $number } ({ $side }): { $end }.
outcome-otherwise = Skrifuð úrslit: { $result }; samkvæmt reglunum: { $end }.
sheets-agree = Bæði skorblöðin eru eins: { NUMBER($plies, gender: "masculine") } { $plies ->
        [one] hálfleikur
       *[other] hálfleikir
    }.
sheets-differ = Skorblöðin eru ólík frá leik { $number } ({ $side }): A { $a }; B { $b }.
sheet-entry-written = "{ $text }" ({ $fault ->
        [illegal] ekki löglegur
        [ambiguous] tvíræður
       *[not-a-move] ekki leikur
    })
sheet-entry-missing = engir fleiri leikir
sheet-entry-as-written = { $words } (skrifað "{ $text }")
sheet-leaves-out = Skorblað { $sheet } sleppir leik { $number } ({ $side }): { $words }.
sheet-clocks = Klukkur á skorblaði { $sheet }: Hvítur { $white }, Svartur { $black }.
clock-not-recorded = ekki skráð
position-before = Staðan á undan:
# Kóngur, drottning, hrókur, biskup, riddari, peð.
piece-letters = K D H B R P
fen = FEN:
    { $fen }
event-name = annabella-skák
header-event = Mót: { $value }
header-date = Dagsetning: { $value }
header-player = { $side }: { $value }
