### İki tahtada oyun, Türkçe: dokunulan taşlar, hakemin kararları ve
### hamle kâğıdı notları. Madde numaraları FIDE Satranç Kuralları'nındır.
### Nasıl düzenlenir: cli.ftl'ye bakın.

tournament-mode = Turnuva kipi: motor yok, öneri yok, değerlendirme yok; notasyon kâğıdı da bunu yazar.
tournament-no-help = Turnuva kipinde bilgisayardan yardım yok.
two-board-only = kural dışı, touched, retrace, seal, result ve saat komutları iki tahtada oyuna aittir (--two-board).
draw-with-next-move = Beraberlik teklifi bir sonraki hamlenizle yapılır (9.1.2.1).
draw-with-press = Beraberlik teklifi saate basıldığında bu hamleyle yapılır (9.1.2.1).
press-hint = bas saate basar; başka bir hamle onu düzeltir, vazgeç onu siler.
move-cancelled = Hamle iptal edildi; hamleyi yeniden yazın.
nothing-waits-for-clock = Saati bekleyen hamle yok.
nothing-to-press = Saati bekleyen hamle yok; önce hamleyi yazın.
cancelled-before-press = Hamle saate basılmadan iptal edildi; hamleyi yeniden yazın.
unpressed-on-quit = { $words } söylendi, ama saate basılmadı. bas saate basar, vazgeç hamleyi siler, yeniden çık yazılırsa çıkılır; hamle yapılmış kalır ve saati bekler.
touched = Dokunulan: { $pieces }. { $rule }
touch-breaks = Olmaz, dokunulan taş oynanır: { $rule }
touch-move = { $piece } oynanmalı (4.3.1).
touch-capture = { $piece } alınmalı (4.3.2).
touch-capture-with = { $piece }, { $target } taşını almalı (4.3.3).
touch-any = Hiçbiri oynanamıyor ya da alınamıyor: her hamle serbest (4.5).
touch-castle = Şah { $rook } ile rok yapmalı (4.4.1).
touch-king-move = O kaleyle rok mümkün değil: { $king } oynanmalı (4.4.3).
touch-move-without-castling = { $piece } oynanmalı ve { $rook } ile rok yok (4.4.2).
touch-any-without-castling = İkisi de oynanamaz: { $rook } ile rok dışında her hamle (4.4.2, 4.5).
arbiter-illegal = { $side } kural dışı hamle yaptı: { $ruled }; { $other }a { $time } ek süre verilir (7.5.5).{ $next }
arbiter-illegal-no-clock = { $side } kural dışı hamle yaptı: { $ruled }; bu oyunda saat yok, { $other }a ek süre verilemez (7.5.5).{ $next }
arbiter-still-to-move = {" "}Hamle hâlâ { $side }{ $side ->
        [Siyah] ta
       *[other] da
    }.
illegal-completed = { $what } tamamlandı; konum o hamleden önceki hâline getirildi ({ $article })
illegal-promotion = { $what } yeni taş konmadan saate basıldı: vezir sayılır ({ $article })
illegal-two-hands = { $what } iki elle yapıldı; hamle tahtada kalır ({ $article })
illegal-clock-without-move = hamle yapılmadan saate basıldı ({ $article })
arbiter-second-illegal = { $side } ikinci kural dışı hamleyi yaptı ({ $article }, 7.5.5).
arbiter-name-piece-moved = Hangi taş oynandı? touched ve karesi: o taş oynanmalı (4.3).
arbiter-announced-is-legal = Söylenen hamle geçerli ve saati bekliyor: bas ya da düzeltin.
arbiter-promotion-piece = Piyon hangi taşa terfi ediyor? Hamleyi taşıyla yazın (e8=Q, e8=N); taşsız saate basılırsa vezir ve kural dışı hamle sayılır (7.5.2).
claim-barred-touched = Talep yok: bu hamlede bir taşa dokunuldu, talep hakkı kaybedildi (9.4).
claim-barred-announced = Talep yok: hamle söylendi ve yapıldı (D.2.3); hamleyle talep, hamle söylenmeden önce yapılır (9.2.1.1).
claim-barred-not-to-move = Talep yok: yalnızca hamlesi gelen oyuncu talep edebilir (9.2, 9.3); tarafı söyleyin: talep siyah tekrar.
claim-is-offer = Talep, { $side }ın beraberlik teklifi de sayılır (9.1.2.3): rakip evet ya da hayır yazar.
arbiter-no-takeback = Turnuva kipinde hamle geri alınmaz; hakem retrace kullanır (D.2.9).
arbiter-no-abort = Turnuva kipinde oyun iptal edilemez.
arbiter-not-on-tactile-board = Turnuva kipinde legal ve attackers kapalı: dokunsal tahta bunları söylemez.
retraced = Hamle { $number } sonundaki konuma dönüldü (D.2.9): { $taken } yarım hamle geri alındı, notasyon kâğıdında kalır; saatler olduğu gibi.
retraced-side = Hamle { $number }: { $side }ın hamlesinden sonraki konuma dönüldü (D.2.9): { $taken } yarım hamle geri alındı, notasyon kâğıdında kalır; saatler olduğu gibi.
no-such-move = Oyunda hamle { $number } sonunda bir konum yok.
arbiter-clock-set = { $side }ın saati { $time } olarak ayarlandı (6.10.2).
arbiter-time-added = { $side }a { $time } eklendi.
arbiter-time-taken = { $side }ın süresinden { $time } düşüldü.
arbiter-no-clock = Bu oyunun saati yok.
agreement-too-early = Önce iki taraf da oynamalı (5.2.3).
clocks-stopped = Saatler durduruldu (6.11.1).
clocks-started = Saatler yeniden çalıştırıldı (6.11.3).
clocks-stand-already = Saatler zaten duruyor.
clocks-run-already = Saatler zaten çalışıyor.
arbiter-declared = Hakem kararı: { $score }.
control-changed = Artık iki taraf için { $bonus } (III.4).
sealed = Hamle zarfta; çık oyunu erteler (I.1).
seal-not-legal = Geçersiz: zarfa geçerli bir hamle koyun.
seal-needs-move = seal hamleyi ister: seal Nf3.
adjourned = Ertelendi: zarf hamlesi bekliyor.
sealed-move-made = Zarf hamlesi oynanıyor (I.9):
quickplay-no-clock = Saat yoksa 10.2 talebi olmaz.
quickplay-blitz = Yıldırımda 10.2 uygulanmaz.
quickplay-bonus = Ek süreyle 10.2 talebi olmaz.
quickplay-not-to-move = Yalnız hamlesi gelen talep eder (10.2).
quickplay-two-minutes-left = 10.2: yalnız iki dakikadan az kaldıysa.
quickplay-ask = 10.2 talebi: evet, postpone ya da hayır?
quickplay-postponed = Ertelendi (10.2 b); bayrak beklenir.
quickplay-rejected = Talep reddedildi (10.2 c).
declare-after-flag = Hakem result ile ilan eder (10.2 b).
offer-waits = { $side }ın beraberlik teklifi: evet mi?
note-offer = (=) { $side } beraberlik teklif ediyor
note-claim = Talep, { $claim ->
        [fifty] elli hamle kuralı
       *[threefold] üç kez konum tekrarı
    }: { $correct ->
        [yes] doğru
       *[no] yanlış
    }
note-claim-by = { $side }ın talebi, { $claim ->
        [fifty] elli hamle kuralı
       *[threefold] üç kez konum tekrarı
    }: { $correct ->
        [yes] doğru
       *[no] yanlış
    }
note-illegal = { $side }ın kural dışı hamlesi ({ $article }): { $kind ->
        [clock-without-move] hamlesiz saate basıldı
        [two-hands] { $text }, iki elle
       *[other] { $text }
    }
note-time-added = { $side } { $sign }{ $time } (hakem)
note-clock-set = { $side }ın saati { $time } olarak ayarlandı
note-retraced = Geri dönüldü, geri alınan: { $moves }
note-clocks-stopped = Saatler durduruldu (6.11.1)
note-clocks-started = Saatler yeniden çalıştırıldı (6.11.3)
note-declared = Hakem kararıyla sonuç { $result }
note-declared-why = Hakem kararıyla sonuç { $result }: { $reason }
note-control-changed = Artık iki taraf için { $bonus } (III.4)
note-sealed = { $side }ın zarf hamlesi (I.1)
note-quickplay-claimed = { $side }ın hızlı oyun bitişi talebi (10.2)
note-quickplay-drawn = Hızlı oyun bitişi: berabere (10.2 a)
note-quickplay-postponed = Hızlı oyun bitişi: ertelendi (10.2 b)
note-quickplay-rejected = Hızlı oyun bitişi: reddedildi (10.2 c)
note-posted = { $parts }
note-posted-and = { $first }, { $second }
note-received = alındı: { $day }
note-sent = gönderildi: { $day }
note-adjourned = Ertelendi; { $side }ın { $time } süresi vardı

# A two-board game taken up again: the move announced before it was left
# is made (D.2.3) and waits for the clock.
announced-waits = { $words } söylendi, yani yapıldı (D.2.3); saate henüz basılmadı. bas saate basar.
