### lichess'te oyun, Türkçe. Sözcükler lichess'in Türkçe çevirisini izler
### (puanlı, puansız, meydan okuma, yeniden oyna, terk, beraberlik).
### Nasıl düzenlenir: cli.ftl'ye bakın.

online-token-prompt = lichess token'ınızı yapıştırın (kapsam board:play), sonra Enter; gösterilmez:
online-token-saved = Token şurada saklandı:
    { $path }
online-logged-in = lichess'e { $user } olarak girildi.
online-no-token = lichess token'ı yok: annabella online login yazın ya da LICHESS_TOKEN ayarlayın.
online-token-refused = lichess token'ı reddediyor: lichess.org/account/oauth/token adresinde board:play kapsamlı yeni bir token yapın ve annabella online login yazın.
online-token-lacks-board-play = Bu token oynayamaz: board:play kapsamı yok. lichess.org/account/oauth/token adresinde board:play ile yeni bir token yapın ve annabella online login yazın.
online-plain-http = { $server } başka bir makineye düz http: token yolda okunur giderdi. https:// kullanın, http:// yalnızca bu makineye (127.0.0.1, localhost).
online-token-file-open = Token dosyası
    { $path }
    başkalarınca okunabilir (kip { $mode }); kullanılmıyor. Dosyaya chmod 600 uygulayın, sonra yeniden deneyin.
online-token-file-not-own = Token dosyası
    { $path }
    başkasına ait; kullanılmıyor. Kendi token'ınızı annabella online login ile saklayın.
online-token-malformed = lichess token'ında hiçbir token'da olmayan bir karakter var (denetim karakteri ya da içinde boşluk): lichess.org/account/oauth/token adresinden yeniden kopyalayın.
online-not-lichess = { $server } lichess API'sini bilmiyor (hesap için 404): bir lichess sunucusu mu?
online-server-down = { $server } adresine ulaşılamıyor ({ $why }).
server-no-answer = orada hiçbir şey yanıt vermiyor
server-unknown-host = bu adda sunucu yok
server-not-https = güvenli bağlantı yok: sunucu https konuşmuyor; bir http:// adresi mi?
server-too-slow = { $seconds } saniye içinde tam yanıt yok
server-closed = bağlantı yanıt tamamlanmadan kapandı
server-no-game = oyunun akışı oyun getirmiyor, yalnızca boş satırlar
server-status = HTTP durumu { $status } ile başarısız
server-not-json = yanıtı lichess API'sinin tarif ettiği gibi değil
server-other = { $text }
online-no-such-game = lichess'te { $id } oyunu yok.
online-refused = lichess reddediyor: { $why }.
online-rate-limited = lichess beklemeyi istiyor: sonraki istek { $seconds } saniye sonra gidiyor.
online-connection-lost = lichess bağlantısı koptu; annabella denemeyi sürdürüyor.
online-connection-back = lichess'e yeniden bağlanıldı.
online-not-sent = Bağlantı yok: hamle gönderilmedi. Bağlanınca yeniden yazın.
online-server-move-unplayable = lichess burada oynanamayan bir hamle gönderiyor: { $uci } (yarım hamle { $ply }); oyun ondan önceki hamlede kalıyor.
online-unreadable-game = lichess annabella'nın okuyamadığı bir oyun gönderiyor ({ $detail }); açılmıyor.
online-move-taken-back = Hamle lichess'e ulaşmadı ve burada geri alındı; yeniden yazın.
lichess-ai = lichess AI seviye { $level }
lichess-anonymous = Anonim
lichess-rating = , puan { $rating }{ $provisional ->
        [yes] {" "}geçici
       *[no] {""}
    }
pace-minutes = { $count } dakika
pace-seconds = { $count } saniye
pace-increment = { $start } artı hamle başına { $increment }
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
online-one-game-my-turn = Süren bir oyun; hamle sırası sizde.
online-one-game-their-turn = Süren bir oyun; sıra rakibinizde.
online-games = { $total } süren oyun; { $mine } tanesinde sıra sizde.
online-no-games = Süren oyun yok. annabella online seek ya da annabella online challenge AD bir oyun başlatır.
online-playing = Oyun { $id }, rakip { $opponent }; { $side } oynuyorsunuz.
online-playing-days = Oyun { $id }, rakip { $opponent }; { $side } oynuyorsunuz, yazışma, hamle başına { $days } gün.
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
not-playable-board-api = lichess Board API'nin bunu oynamasına izin vermiyor
not-playable-variant = { $variant }, annabella'nın oynamadığı bir tür
online-choose-game = Hangi oyun? Numarasını yazın; Enter { $default } oyununu oynar.
online-no-such-number = { $text } numaralı oynanacak oyun yok; listeden birini yazın.
online-game-not-playable = { $id } oyunu burada oynanamaz: { $why }.
online-no-playable-game = Bu oyunların hiçbiri annabella'dan oynanamaz.
online-no-clock = Bu oyunun saati yok.
online-new-game = Yeni oyun { $id }, rakip { $opponent }: games listeler, game N oynar.
online-numbered = { $number }: { $text }
online-challenge-received = { $rematch ->
        [yes] Yeniden oynama teklifi:
       *[no] Meydan okuma:
    } { $opponent }{ $rating }: { $rated ->
        [yes] puanlı
       *[no] puansız
    }, { $pace }, { $variant }, { $colour }. accept kabul eder, decline [neden] reddeder.
online-you-play = { $side } oynuyorsunuz
online-colours-by-lot = renkler kurayla
online-challenge-withdrawn = { $user } meydan okumayı geri çekti.
online-no-challenge = Yanıt bekleyen meydan okuma yok.
online-challenge-accepted = Meydan okuma kabul edildi; lichess başlatınca oyun duyurulur.
online-challenge-declined-by-you = Meydan okuma reddedildi.
online-accepted-not-started = lichess oyunu { $seconds } saniye içinde başlatmadı; başlayınca annabella online onu açar.
online-no-such-challenge = lichess'te { $id } meydan okuması yok (artık).
online-first-move-due = İlk hamleniz: { $seconds } saniye kaldı, yoksa lichess oyunu iptal eder.
online-bad-decline-reason = lichess "{ $text }" diye bir neden bilmiyor; bildikleri generic, later, tooFast, tooSlow, timeControl, rated, casual, standard, variant, noBot ve onlyBot.
online-challenge-cancelled = { $id } meydan okuması geri çekildi.
online-seek-ended = lichess eşleşme isteğini oyunsuz bitirdi.
online-answer-challenges = accept N, decline N [neden] ya da quit.
online-answer-challenge = Yanıt: accept, decline [neden], quit.
online-no-such-challenge-number = Meydan okuma { $text } yok; accept N, decline N ya da quit.
online-challenge-declined-why = { $user } meydan okumayı reddediyor: { $why }.
decline-reason-later = şimdi değil; sonra yeniden sorun
decline-reason-too-fast = onlar için fazla hızlı bir saat
decline-reason-too-slow = onlar için fazla yavaş bir saat
decline-reason-time-control = bu süre değil
decline-reason-rated = puanlı oyun istiyorlar
decline-reason-casual = puansız oyun istiyorlar
decline-reason-standard = şimdi türler yok
decline-reason-variant = şimdi bu tür değil
decline-reason-no-bot = bot yok
decline-reason-only-bot = yalnızca botlar
decline-reason-generic = şimdi meydan okuma yok
online-seeking = Eşleşme isteği gönderildi; rakip bekleniyor. Ctrl-C isteği geri çeker.
online-seeking-stays = Eşleşme isteği gönderildi; rakip bekleniyor. İstek lichess'te kalır: Ctrl-C burada beklemeyi bırakır, biri kabul edince annabella online oyunu açar.
online-challenged = { $user } kullanıcısına meydan okundu; yanıt bekleniyor. Ctrl-C burada beklemeyi bırakır, kabul edilince annabella online oyunu açar.
online-challenged-live = { $user } kullanıcısına meydan okundu; yanıt bekleniyor. Ctrl-C meydan okumayı geri çeker.
online-challenge-declined = { $user } meydan okumayı reddediyor.
online-chat = { $user } yazıyor: { $text }
online-chat-sent = Gönderildi.
online-chat-taken = Gönderildi.
online-opponent-gone-wait = Rakip oyundan ayrıldı; { $seconds } saniye içinde claim win kazanır, claim draw berabere bitirir.
online-opponent-gone = Rakip oyundan ayrıldı; claim win kazanır, claim draw berabere bitirir.
online-opponent-back = Rakip geri döndü.
online-draw-offer-sent = Beraberlik teklif edildi.
online-takeback-asked = Hamle geri alma istendi.
online-opponent-asks-takeback = Rakip son hamleyi geri almak istiyor: yes ya da no.
online-answer-draw = yes beraberliği kabul eder, no reddeder.
online-takeback-declined = Geri alma reddedildi.
online-draw-declined = Rakip beraberlik teklifinizi reddediyor.
online-takeback-refused = Rakip geri alma isteğinizi reddediyor.
online-left-unsent = { $count ->
        [one] lichess'in istek sınırını bekleyen bir istek gönderilmedi.
       *[other] lichess'in istek sınırını bekleyen { $count } istek gönderilmedi.
    }
online-days-running-out = Süreniz bitiyor: { $time } kaldı.
online-your-time-left = { $time } süreniz kaldı.
online-days-left = Sıra { $side } tarafında, { $time } kaldı.
online-clock-runs-on = Siz yokken saatiniz lichess'te işler; yeniden quit çıkar, başka bir şey kalır.
online-not-online = Çevrimiçi oyunda değil: yardım yok, program yok, iki tahtada oyun yok.
online-no-one-gone = Rakip oyundan ayrılmadı: talep edilecek bir şey yok.
online-claim-sent = Beraberlik talep edildi: lichess karar verir, geçmezse söyler.
online-opponent-to-move = Sıra rakipte; hamleniz oynanmadı.
online-only-online = Bu yalnızca lichess'teki oyunlar için.
online-ended-on-server = Oyun bitti: { $status }, { $result }.
server-status-timeout-by = { $side } oyundan ayrıldı
server-status-timeout = bir oyuncu oyundan ayrıldı
server-status-out-of-time-by = { $side } tarafının süresi bitti
server-status-out-of-time = süre bitti
server-status-resign-by = { $side } terk etti
server-status-mate = mat, lichess'e göre
server-status-stalemate = pat, lichess'e göre
server-status-draw = berabere, lichess'e göre
server-status-cheat = kural ihlali bulundu
server-status-no-start = oyun hiç başlamadı
server-status-aborted = iptal edildi
server-status-variant-end = türün kurallarına göre bitiş
server-status-insufficient-material = yetersiz materyal nedeniyle berabere talebi
server-status-unknown-finish = lichess oyunu neden vermeden bitirdi
server-status-other = lichess "{ $status }" diyor
online-token-file-unusable = Token dosyası { $path } kullanılamıyor ({ $problem }); tokeni sıradan bir dosyada saklayın.
