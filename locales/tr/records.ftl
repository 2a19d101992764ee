### Kayıtlar, Türkçe: PGN dosyalarındaki hatalar, başlangıç konumları,
### sonuçlar, oyun izleme ve hamle kâğıtlarının karşılaştırılması.
### Nasıl düzenlenir: cli.ftl'ye bakın.

record-fault-move = "{ $text }", hamle { $number } { $side }, satır { $line }, { $fault ->
        [illegal] bu konumda kurallı değil
        [ambiguous] birden çok hamleye uyuyor
       *[not-a-move] bir hamle değil
    }
record-fault-unclosed-comment = { $line }. satırdaki yorum hiç kapanmıyor
record-fault-unclosed-variation = { $line }. satırdaki varyant hiç kapanmıyor
record-fault-result-in-moves = { $line }. satırdaki { $result } sonucu hamlelerin ortasında duruyor
record-fault-bad-tag = { $line }. satırdaki "{ $text }" etiketi okunamıyor
record-fault-unknown-variant = annabella "{ $variant }" türünü oynamaz, yalnızca satranç ve Chess960
record-fault-too-long = satır { $line }: { $megabytes } MB'tan uzun bir etiket, yorum ya da hamle okunmaz
record-fault-endless = satır { $line }: oyun { $items } hamle, yorum ve işaretten sonra sonuçsuz sürüyor; gerisi okunmuyor
cannot-start = { $why }.
start-fen-unreadable = FEN okunamıyor: { $field }.
    { $fen }
start-not-legal = FEN kurallı bir konum değil: { $fault }.
    { $fen }
start-no-chess960 = { $number } numaralı Chess960 konumu yok: 0'dan 959'a numaralıdır (518 standart konum)
fen-field-whole = bir FEN'in boşluklarla ayrılmış altı alanı vardır
fen-field-board = taşların yerleşimi (ilk alan)
fen-field-turn = sıranın kimde olduğu (w ya da b)
fen-field-castling = rok hakları
fen-field-en-passant = geçerken alma karesi
fen-field-halfmove-clock = yarım hamle sayacı
fen-field-fullmoves = hamle numarası
position-fault-empty-board = tahta boş
position-fault-missing-king = bir şah eksik
position-fault-too-many-kings = bir tarafın birden çok şahı var
position-fault-pawns-on-back-rank = bir piyon birinci ya da sekizinci yatayda
position-fault-castling-rights = rok hakları şah ve kalelere uymuyor
position-fault-en-passant = geçerken alma karesi uymuyor
position-fault-opposite-check = sırası olmayan taraf şah altında
position-fault-impossible-check = bu şah oluşamaz
position-fault-too-much-material = çok fazla taş
game-result = { $score ->
        [white] { $form ->
            [speech] bir sıfır
           *[other] { $written }
        }
        [black] { $form ->
            [speech] sıfır bir
           *[other] { $written }
        }
        [draw] { $form ->
            [speech] berabere
           *[other] { $written }
        }
        [open] açık
       *[other] { $written }
    }
reviewing = { $form ->
        [speech] Oyun { $game }
       *[other] { $path }
            Oyun { $game }
    }: { $white } - { $black }, { $plies } yarım hamle, { $result }. next, back ya da help yazın.
review-stops = Dosya ancak { $ply }. yarım hamleye kadar okunuyor: { $fault }.
outcome-not-ended = Sonuç { $result }: oyun bitmedi.
outcome = Sonuç { $result }: { $end }.
outcome-moves-after-end = Sonuç { $result }: { $end }, hamle { $number }, { $side }; sonrasında yazılan hamleler korunur.
outcome-ended-otherwise = Yazılan sonuç { $result }; kurallara göre oyun hamle { $number }, { $side } ile bitti: { $end }.
outcome-otherwise = Yazılan sonuç { $result }; kurallara göre: { $end }.
sheets-agree = İki hamle kâğıdı aynı: { $plies } yarım hamle.
sheets-differ = Hamle kâğıtları hamle { $number }, { $side } itibarıyla ayrılıyor: A { $a }; B { $b }.
sheet-entry-written = "{ $text }" ({ $fault ->
        [illegal] kurallı değil
        [ambiguous] belirsiz
       *[not-a-move] hamle değil
    })
sheet-entry-missing = başka hamle yok
sheet-entry-as-written = { $words } (yazılan "{ $text }")
sheet-leaves-out = { $sheet } kâğıdı hamle { $number }, { $side } atlıyor: { $words }.
sheet-clocks = { $sheet } kâğıdındaki saatler: Beyaz { $white }, Siyah { $black }.
clock-not-recorded = yazılmamış
position-before = Önceki konum:
# Şah, vezir, kale, fil, at, piyon.
piece-letters = Ş V K F A P
fen = FEN:
    { $fen }
event-name = annabella oyunu
header-event = Etkinlik: { $value }
header-date = Tarih: { $value }
header-player = { $side }: { $value }
