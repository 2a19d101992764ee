### Kayıtlar, Türkçe: PGN dosyalarındaki hatalar, başlangıç konumları,
### sonuçlar, oyun izleme ve hamle kâğıtlarının karşılaştırılması.
### Nasıl düzenlenir: cli.ftl'ye bakın.

record-fault-move = "{ $text }" (hamle { $number }, { $side }; satır { $line }): { $fault ->
        [illegal] bu konumda geçerli değil
        [ambiguous] birden çok hamleye uyuyor
       *[not-a-move] hamle değil
    }
record-fault-unclosed-comment = satır { $line }: açılan yorum hiç kapanmıyor
record-fault-unclosed-variation = satır { $line }: açılan varyant hiç kapanmıyor
record-fault-result-in-moves = satır { $line }: { $result } sonucu hamlelerin arasında duruyor
record-fault-bad-tag = satır { $line }: "{ $text }" etiketi okunamıyor
record-fault-unknown-variant = annabella "{ $variant }" varyantını oynamaz, yalnızca satranç ve Chess960
record-fault-too-long = satır { $line }: { $megabytes } MB'tan uzun bir etiket, yorum ya da hamle okunmaz
record-fault-endless = satır { $line }: oyun { $items } hamle, yorum ve işaretten sonra sonuçsuz sürüyor; gerisi okunmuyor
cannot-start = { $why }.
start-fen-unreadable = FEN okunamıyor: { $field }.
    { $fen }
start-not-legal = FEN geçerli bir konum değil: { $fault }.
    { $fen }
start-no-chess960 = { $number } numaralı Chess960 konumu yok: konumlar 0'dan 959'a numaralıdır (518 standart konumdur)
fen-field-whole = FEN'in boşluklarla ayrılmış altı alanı olur
fen-field-board = taşların yerleşimi (ilk alan)
fen-field-turn = hamle sırası (w ya da b)
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
position-fault-opposite-check = hamle sırası olmayan tarafa şah çekilmiş
position-fault-impossible-check = bu şah çekilmiş olamaz
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
    }: { $white } - { $black }, { $plies } yarım hamle, sonuç { $result }. next, back ya da yardım yazın.
review-stops = Dosyanın yalnızca ilk { $ply } yarım hamlesi okunabiliyor: { $fault }.
outcome-not-ended = Sonuç { $result }: oyun bitmedi.
outcome = Sonuç { $result }. { $end }.
outcome-moves-after-end = Sonuç { $result }. { $end } (hamle { $number }, { $side }); sonrasına yazılan hamleler korunur.
outcome-ended-otherwise = Yazılan sonuç { $result }; kurallara göre oyun bitti (hamle { $number }, { $side }): { $end }.
outcome-otherwise = Yazılan sonuç { $result }; kurallara göre: { $end }.
sheets-agree = İki notasyon kâğıdı aynı: { $plies } yarım hamle.
sheets-differ = Notasyon kâğıtları ayrılıyor (hamle { $number }, { $side }): A { $a }; B { $b }.
sheet-entry-written = "{ $text }" ({ $fault ->
        [illegal] geçerli değil
        [ambiguous] belirsiz
       *[not-a-move] hamle değil
    })
sheet-entry-missing = başka hamle yok
sheet-entry-as-written = { $words } (yazılan "{ $text }")
sheet-leaves-out = { $sheet } kâğıdında eksik (hamle { $number }, { $side }): { $words }.
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
