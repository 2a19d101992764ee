### lichess'te oyun, Türkçe. Sözcükler lichess'in Türkçe çevirisini izler
### (puanlı, puansız, meydan okuma, yeniden oyna, terk, beraberlik).
### Nasıl düzenlenir: cli.ftl'ye bakın.

online-token-prompt = lichess token'ınızı yapıştırın (kapsam board:play), sonra Enter; gösterilmez:
online-token-saved = Token şurada saklandı:
    { $path }
online-logged-in = lichess'e { $user } olarak girildi.
online-no-token = lichess token'ı yok: annabella online login yazın ya da LICHESS_TOKEN ayarlayın.
online-token-refused = lichess token'ı reddediyor: lichess.org/account/oauth/token adresinde board:play kapsamlı yeni bir token oluşturun ve annabella online login yazın.
online-token-lacks-board-play = Bu token ile oynanamaz: board:play kapsamı yok. lichess.org/account/oauth/token adresinde board:play kapsamlı yeni bir token oluşturun ve annabella online login yazın.
online-plain-http = { $server } başka bir bilgisayara şifresiz http: token yolda okunabilir. https:// kullanın; http:// yalnızca bu bilgisayar için (127.0.0.1, localhost).
online-token-file-open = Token dosyası
    { $path }
    başkalarınca okunabilir (izinler { $mode }); kullanılmıyor. Dosyaya chmod 600 uygulayın, sonra yeniden deneyin.
# $path: token dosyası; $who: Windows'un onu okumasına ya da değiştirmesine
# izin verdiği, oyuncununki dışındaki hesaplar (Everyone, Users).
online-token-file-shared = Token dosyası
    { $path }
    şu hesaplarca da okunabilir ya da değiştirilebilir: { $who }; kullanılmıyor. Yalnızca sizin için yeniden saklamak üzere annabella online login yazın.
online-token-file-not-own = Token dosyası
    { $path }
    başkasına ait; kullanılmıyor. Kendi token'ınızı annabella online login ile saklayın.
online-token-malformed = lichess token'ında hiçbir token'da olmayan bir karakter var (bir denetim karakteri ya da boşluk): lichess.org/account/oauth/token adresinden yeniden kopyalayın.
online-not-lichess = { $server } lichess API'sini tanımıyor (hesap için 404): bir lichess sunucusu mu?
online-server-down = { $server } adresine ulaşılamıyor ({ $why }).
server-no-answer = orada yanıt veren yok
server-unknown-host = bu adda sunucu yok
server-not-https = güvenli bağlantı yok: sunucu https desteklemiyor; adres http:// ile mi başlıyor?
server-no-connection = { $seconds } saniye içinde bağlantı kurulamadı
server-silent = istek gitti ama { $seconds } saniye içinde hiç yanıt gelmedi
server-unfinished = yanıt gelmeye başladı ama { $seconds } saniye sonra hâlâ tamamlanmamıştı
server-proxy-unusable = { $variable } değişkenindeki vekil sunucu kullanılamıyor: annabella yalnızca http:// ve https:// vekil sunucuları kullanır
server-proxy-refused = vekil sunucu oraya bağlanmadı
server-redirected = sunucu annabella'yı { $address } adresine yönlendiriyor, annabella bu yönlendirmeyi izlemez; doğru adresi --server ile verin
server-closed = bağlantı yanıt tamamlanmadan kapandı
server-no-game = oyunun akışında oyun yok, yalnızca boş satırlar
server-status = HTTP durum kodu { $status } ile başarısız
server-not-json = yanıtı lichess API'sinin tarif ettiği gibi değil
server-other = { $text }
online-no-such-game = lichess'te { $id } oyunu yok.
online-refused = lichess reddediyor: { $why }.
online-rate-limited = lichess beklemenizi istiyor: sonraki istek { $seconds } saniye sonra gönderilecek.
online-connection-lost = lichess bağlantısı koptu; annabella yeniden deniyor.
online-connection-back = lichess'e yeniden bağlanıldı.
online-not-sent = Bağlantı yok: hamle gönderilmedi. Bağlanınca yeniden yazın.
online-server-move-unplayable = lichess burada oynanamayan bir hamle gönderiyor: { $uci } (yarım hamle { $ply }); oyun ondan önceki hamlede kalıyor.
online-unreadable-game = lichess annabella'nın okuyamadığı bir oyun gönderiyor ({ $detail }); açılmıyor.
online-move-taken-back = Hamle lichess'e ulaşmadı ve burada geri alındı; yeniden yazın.
online-move-unconfirmed = lichess hamleyi onaylamadı, bu yüzden burada geri alındı; lichess'te varsa lichess'in oyunuyla geri gelir.
online-left-unanswered = { $count ->
        [one] Ayrıldığınızda lichess bir isteğe yanıt vermemişti; lichess'teki oyun ulaşıp ulaşmadığını gösterir.
       *[other] Ayrıldığınızda lichess { $count } isteğe yanıt vermemişti; lichess'teki oyun ulaşıp ulaşmadıklarını gösterir.
    }
online-left-queued = { $count ->
        [one] Bir istek siz ayrılmadan önce gönderilemedi: lichess ondan öncekine yanıt vermemişti.
       *[other] { $count } istek siz ayrılmadan önce gönderilemedi: lichess onlardan öncekine yanıt vermemişti.
    }
lichess-ai = lichess bilgisayarı, seviye { $level }
lichess-anonymous = Anonim
lichess-rating = , puan { $rating }{ $provisional ->
        [yes] {" "}geçici
       *[no] {""}
    }
pace-minutes = { $count } dakika
pace-seconds = { $count } saniye
pace-increment = { $start }, hamle başına artı { $increment }
pace-days = yazışma, hamle başına { $days } gün
pace-unlimited = saat yok
lichess-speed = { $speed ->
        [ultraBullet] ultra bullet
        [bullet] bullet
        [blitz] yıldırım
        [rapid] hızlı
        [classical] klasik
        [correspondence] yazışma
       *[other] { $speed }
    }
time-left-days = { $count } gün
time-left-hours = { $count } saat
time-left-minutes = { $count } dakika
online-one-game-my-turn = Süren bir oyununuz var; sıra sizde.
online-one-game-their-turn = Süren bir oyununuz var; sıra rakipte.
online-games = { $total } süren oyun; { $mine } tanesinde sıra sizde.
online-no-games = Süren oyun yok. annabella online seek ya da annabella online challenge AD bir oyun başlatır.
online-playing = Oyun { $id }, rakip { $opponent }; { $side } taşlarla oynuyorsunuz.
online-playing-days = Oyun { $id }, rakip { $opponent }; { $side } taşlarla oynuyorsunuz, yazışmalı, hamle başına { $days } gün.
online-about-game = { $opponent }{ $rating }; { $rated ->
        [yes] puanlı
       *[no] puansız
    }; { $pace }.
online-listed-game = { $number }: { $opponent }{ $rating }, { $speed }, { $turn ->
        [mine] sıra sizde
       *[theirs] sıra rakipte
    }{ $left }.
online-listed-left = , { $time } kaldı
online-listed-not-playable = { $number }: { $opponent }{ $rating }, { $speed }: { $why }.
not-playable-board-api = lichess bu oyunun Board API ile oynanmasına izin vermiyor
not-playable-variant = { $variant }, annabella'nın oynamadığı bir varyant
online-choose-game = Hangi oyun? Numarasını yazın; Enter { $default } numaralı oyunu oynar.
online-no-such-number = { $text } numaralı oynanacak oyun yok; listeden birini yazın.
online-game-not-playable = { $id } oyunu burada oynanamaz: { $why }.
online-no-playable-game = Bu oyunların hiçbiri annabella'dan oynanamaz.
online-no-clock = Bu oyunun saati yok.
online-new-game = Yeni oyun { $id }, rakip { $opponent }: games listeler, game N oynatır.
online-numbered = { $number }: { $text }
online-challenge-received = { $rematch ->
        [yes] Yeniden oynama teklifi:
       *[no] Oyun teklifi:
    } { $opponent }{ $rating }: { $rated ->
        [yes] puanlı
       *[no] puansız
    }, { $pace }, { $variant }, { $colour }. Yanıt: kabul ya da reddet [neden].
online-you-play = { $side } taşlar sizin
online-colours-by-lot = renkler kurayla
online-challenge-withdrawn = { $user } oyun teklifini geri çekti.
online-no-challenge = Yanıt bekleyen oyun teklifi yok.
online-challenge-accepted = Oyun teklifi kabul edildi; lichess oyunu başlatınca duyurulur.
online-challenge-declined-by-you = Oyun teklifi reddedildi.
online-accepted-not-started = lichess oyunu { $seconds } saniye içinde başlatmadı; başlayınca annabella online onu açar.
online-no-such-challenge = lichess'te { $id } oyun teklifi yok (artık).
online-first-move-due = İlk hamle için son { $seconds } saniye; yoksa lichess oyunu iptal eder.
online-bad-decline-reason = lichess "{ $text }" diye bir neden tanımıyor; tanıdıkları: generic, later, tooFast, tooSlow, timeControl, rated, casual, standard, variant, noBot ve onlyBot.
online-challenge-cancelled = { $id } oyun teklifi geri çekildi.
online-seek-ended = lichess eşleşme isteğini oyunsuz bitirdi.
online-answer-challenges = kabul N, reddet N [neden] ya da çık.
online-answer-challenge = Yanıt: kabul, reddet [neden], çık.
online-no-such-challenge-number = { $text } numaralı oyun teklifi yok; kabul N, reddet N ya da çık.
online-challenge-declined-why = { $user } oyun teklifini reddetti: { $why }.
decline-reason-later = şu an müsait değil; daha sonra yeniden teklif edin
decline-reason-too-fast = bu süre ayarı ona göre çok hızlı
decline-reason-too-slow = bu süre ayarı ona göre çok yavaş
decline-reason-time-control = bu süre ayarını kabul etmiyor
decline-reason-rated = puanlı oyun istiyor
decline-reason-casual = puansız oyun istiyor
decline-reason-standard = şimdilik standart dışı varyant oynamıyor
decline-reason-variant = şimdilik bu varyantı oynamak istemiyor
decline-reason-no-bot = botlarla oynamıyor
decline-reason-only-bot = yalnızca botlarla oynuyor
decline-reason-generic = şimdilik oyun teklifi kabul etmiyor
online-seeking = Eşleşme isteği gönderildi; rakip bekleniyor. Ctrl-C isteği geri çeker.
online-seeking-stays = Eşleşme isteği gönderildi; rakip bekleniyor. İstek lichess'te kalır: Ctrl-C burada beklemeyi bırakır, biri kabul edince annabella online oyunu açar.
online-challenged = { $user } kullanıcısına oyun teklif edildi; yanıt bekleniyor. Ctrl-C burada beklemeyi bırakır, kabul edilince annabella online oyunu açar.
online-challenged-live = { $user } kullanıcısına oyun teklif edildi; yanıt bekleniyor. Ctrl-C teklifi geri çeker.
online-challenge-declined = { $user } oyun teklifini reddetti.
online-chat = { $user } yazıyor: { $text }
online-chat-sent = Gönderildi.
online-chat-taken = Gönderildi.
online-opponent-gone-wait = Rakip oyundan ayrıldı; { $seconds } saniye sonra galibiyet için talep galibiyet, beraberlik için talep berabere yazın.
online-opponent-gone = Rakip oyundan ayrıldı; galibiyet için talep galibiyet, beraberlik için talep berabere yazın.
online-opponent-back = Rakip geri döndü.
online-draw-offer-sent = Beraberlik teklif edildi.
online-takeback-asked = Hamleyi geri alma teklif edildi.
online-opponent-asks-takeback = Rakip son hamleyi geri almak istiyor: evet ya da hayır.
online-answer-draw = evet beraberliği kabul eder, hayır reddeder.
online-takeback-declined = Hamleyi geri alma teklifi reddedildi.
online-draw-declined = Rakip beraberlik teklifinizi reddetti.
online-takeback-refused = Rakip, hamleyi geri alma teklifinizi reddetti.
online-left-unsent = { $count ->
        [one] lichess'in istek sınırını bekleyen bir istek gönderilmedi.
       *[other] lichess'in istek sınırını bekleyen { $count } istek gönderilmedi.
    }
online-days-running-out = Süreniz bitiyor: { $time } kaldı.
online-your-time-left = { $time } süreniz kaldı.
online-days-left = Hamle { $side }{ $side ->
        [Siyah] ta
       *[other] da
    }, { $time } kaldı.
online-clock-runs-on = Siz yokken saatiniz lichess'te işler; çıkmak için yeniden çık, kalmak için başka bir şey yazın.
online-not-online = Çevrimiçi oyunda olmaz: öneri, motor ve iki tahtada oyun yok.
online-no-one-gone = Rakip oyundan ayrılmadı: talep edilecek bir şey yok.
online-claim-sent = Beraberlik talep edildi: lichess karar verir, talep geçersizse söyler.
online-opponent-to-move = Sıra rakipte; hamleniz oynanmadı.
online-only-online = Bu yalnızca lichess'teki oyunlar için.
online-ended-on-server = Oyun bitti: { $status }, { $result }.
server-status-timeout-by = { $side } oyundan ayrıldı
server-status-timeout = bir oyuncu oyundan ayrıldı
server-status-out-of-time-by = { $side }ın zamanı tükendi
server-status-out-of-time = zaman tükendi
server-status-resign-by = { $side } oyundan çekildi
server-status-mate = lichess'e göre şah mat
server-status-stalemate = lichess'e göre pat
server-status-draw = lichess'e göre berabere
server-status-cheat = kural ihlali tespit edildi
server-status-no-start = oyun hiç başlamadı
server-status-aborted = iptal edildi
server-status-variant-end = varyantın kurallarına göre bitti
server-status-insufficient-material = yetersiz taş nedeniyle beraberlik talebi
server-status-unknown-finish = lichess oyunu neden vermeden bitirdi
server-status-other = lichess "{ $status }" diyor
online-token-file-unusable = Token dosyası { $path } kullanılamıyor ({ $problem }); token'ı normal bir dosyada saklayın.
