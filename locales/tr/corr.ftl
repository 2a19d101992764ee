### Yazışmalı satranç, Türkçe: e-posta, mektup ve kaset ile oyunlar ve
### ICCF sunucusundaki oyunlar (XfCC). Bir ad ya da yol uzatmadıkça her
### basılı satır 40 hücrelik braille ekranına sığar. $color: white ya da
### black. Tarihler 2026-11-20 biçiminde yazılır ve öyle kalır.

# $days: gün sayısı, $sign: eksiyse (süre aşıldıysa) minus.

## Yazılan kartın satırları. $move: kartın yazdığı hamle, "1... e5 (5755)".

card-title = Yazışmalı { $white } - { $black }
card-your-move = Sizin hamleniz: { $move }
card-received-on = alındı: { $day }
card-my-move = Benim hamlem: { $move }
card-sent-on = gönderildi: { $day }
card-days-this-move = Düşünme süresi: { $sign ->
        [minus] -{ $days } gün
       *[plus] { $days } gün
    }
card-days-in-all = Toplam gün: Beyaz { $white }, Siyah { $black }
card-offer-draw = Beraberlik teklif ediyorum.
card-message = Mesaj: { $text }

## Oyunun komutları nasıl yazılır.

corr-usage-received = received HAMLE [TARİH]: received e5.
corr-usage-read = read DOSYA [TARİH]: bir kart okur.
corr-usage-send = send [TARİH] [MESAJ].
corr-usage-leave = leave GÜN [TARİH], 1 ile 365 gün.

## Oyunlar.

corr-created = Yazışmalı oyun { $name } açıldı:
    { $path }
corr-opened = Oyun { $name }: { $color ->
        [white] Beyaz
       *[black] Siyah
    }, rakip { $opponent }.
corr-opened-alone = Oyun { $name }: { $color ->
        [white] Beyaz
       *[black] Siyah
    } oynuyorsunuz.
corr-bad-name = { $name } ad olamaz: harf, rakam, - ve _.
corr-game-exists = { $name } adlı oyun zaten var.
corr-no-such-game = { $name } adlı oyun yok; corr list oyunları sayar.
corr-no-games = Henüz oyun yok; corr new AD bir oyun açar.
# corr list'te bir oyun. $against: corr-against ya da boş; $standing:
# corr-standing cümlelerinden biri; $used, $left: rakamla gün.
corr-listed = { $name }: { $color ->
        [white] Beyaz
       *[black] Siyah
    }{ $against }, { $standing }; { $used } gün kullanıldı, { $left } kaldı.
corr-against = , rakip { $opponent }
# $since, $due: corr-since ve corr-due, ya da boş.
corr-standing-my-move = sıra sizde{ $since }{ $due }
corr-since = {" "}({ $day } tarihinden beri)
corr-due = , son yanıt { $day }
corr-standing-to-send = hamleniz gönderilmeyi bekliyor
corr-standing-opponents-move = sıra rakipte
corr-standing-over = bitti, { $result }
corr-bad-control = { $text } bir süre ayarı değil: hamle/gün, örneğin 10/50d.
corr-bad-date = { $text } bir tarih değil: 2026-11-20 gibi yazın.
corr-date-too-early = { $date }, bir önceki tarihten ({ $earlier }) daha erken.
corr-received = { $day } tarihinde alındı.
corr-opponents-move = Hamle rakipte: received HAMLE [TARİH].
corr-your-move = Sıra sizde, rakipte değil.
corr-not-sent = Önce send ile gönderin: { $move }
corr-nothing-to-send = Gönderilecek hamle yok: önce hamlenizi yapın.
corr-sent-again = Kart yeniden yazıldı, gönderim: { $day }.
corr-cards-written = Kartlar txt, brf ve wav olarak burada:
    { $path }
corr-card-not-written = Kart yazılamadı ({ $problem }):
    { $path }
# Okunan kart. $received, $sent: corr-card-received ve corr-card-sent,
# ya da boş.
corr-card-dates = Kart okundu{ $received }{ $sent }.
corr-card-received = , alındı { $day }
corr-card-sent = , gönderildi { $day }
# $dots: Beyaz'ın hamle numarasından sonra ".", Siyah'ınkinden sonra "...".
corr-card-lacks-move = Kartta { $number }{ $dots } hamlesi yok
corr-card-wrong-number = Kartta { $found }{ $dots } var, beklenen { $expected }{ $dots }
corr-card-repeats-other = Kart { $card } diyor, oynanan hamle { $move }.
corr-card-move-refused = Karttaki hamle oynanamıyor: { $why }
corr-card-message = Mesaj: { $text }
# clock için kullanılan ve kalan günler. $over: aşılan gün, rakamla.
corr-side-days-over = { $color ->
        [white] Beyaz
       *[black] Siyah
    }: { $sign ->
        [minus] -{ $days } gün
       *[plus] { $days } gün
    }; hamle { $move } için süre { $over } gün aşıldı.
corr-side-days = { $color ->
        [white] Beyaz
       *[black] Siyah
    }: { $sign ->
        [minus] -{ $days } gün
       *[plus] { $days } gün
    }; hamle { $move } için { $left } gün kaldı.
corr-thinking-since = { $since } tarihinden beri sıra sizde: { $sign ->
        [minus] -{ $days } gün
       *[plus] { $days } gün
    }.
corr-reply-overdue = Yanıt süresi { $due } tarihinde doldu.
corr-reply-due = Son yanıt tarihi: { $due }.
corr-on-leave = { $until } tarihine kadar izinde.
corr-leave-taken = İzin, { $sign ->
        [minus] -{ $days } gün
       *[plus] { $days } gün
    }: { $from } - { $until }.
corr-left = { $form ->
    [speech] Kaydedildi; annabella corr { $name } sürdürür.
   *[other] Kaydedildi:
        { $path }
        sürdürmek için: annabella corr { $name }
}
corr-help =
    received HAMLE [TARİH]: rakip hamlesi
    read DOSYA [TARİH]: kart oku
    send [TARİH] [METİN]: kartı yaz
    leave GÜN [TARİH]: izin
    clock: iki tarafın günleri

## ICCF sunucusundaki oyunlar (XfCC).

# $days, $hours, $minutes: kalan süre, rakamla.
# Sunucunun bir hamleye ya da isteğe yanıtı.
xfcc-success = kabul edildi
xfcc-invalid-move = geçersiz hamle
xfcc-not-your-turn = sıra sizde değil
xfcc-on-leave = izindesiniz
xfcc-lost-on-time = süre aşımından kaybedildi
xfcc-ambiguous = hamle belirsiz
xfcc-invalid-move-number = yanlış hamle numarası
xfcc-no-draw-offered = beraberlik teklif edilmedi
xfcc-authentication-failed = ad ya da parola yanlış
xfcc-server-error = sunucu hatası
xfcc-feature-unavailable = sunucu bunu sunmuyor
xfcc-invalid-game-id = bu numarada oyun yok
xfcc-not-your-game = sizin oyununuz değil
# $word: annabella'nın bilmediği bir yanıt için sunucunun sözcüğü.
xfcc-other = yanıt { $word }
# Sunucudaki bir oyunun durumu ya da sonu.
xfcc-ongoing = oyun sürüyor
xfcc-white-wins = Beyaz kazandı, 1-0
xfcc-black-wins = Siyah kazandı, 0-1
xfcc-draw = berabere, ½-½
xfcc-white-win-adjudicated = Beyaz hakem kararıyla kazandı
xfcc-black-win-adjudicated = Siyah hakem kararıyla kazandı
xfcc-draw-adjudicated = hakem kararıyla berabere
xfcc-white-defaulted = Beyaz hükmen kaybetti, 0-1
xfcc-black-defaulted = Siyah hükmen kaybetti, 1-0
xfcc-both-defaulted = iki taraf da hükmen kaybetti
xfcc-cancelled = oyun iptal edildi
xfcc-adjudication-pending = hakem kararı bekleniyor
xfcc-result-other = sonuç { $word }

iccf-user-prompt = ICCF kullanıcı adı:
iccf-password-prompt = Parola (gösterilmez):
# $games: rakamla.
iccf-logged-in = ICCF'ye { $user } olarak girildi, { $games } oyun.
iccf-login-saved = Giriş kaydedildi:
    { $path }
iccf-no-login = ICCF girişi yok: annabella iccf login.
# $mode: dosyanın sekizli kipi (644).
iccf-login-file-open = Giriş bilgilerini başkaları okuyabilir (izinler { $mode }); chmod 600:
    { $path }
iccf-login-file-not-own = Giriş dosyası başkasının:
    { $path }
iccf-plain-http = Başka bir bilgisayara http ile parola gönderilmez: { $url }
iccf-unreachable = ICCF sunucusuna ulaşılamadı: { $why }.
iccf-unreadable = Sunucunun yanıtı XfCC değil.
iccf-fault = Sunucu reddetti: { $why }.
iccf-games = ICCF: { $total } oyun, { $mine } oyunda sıra sizde.
iccf-no-games = ICCF oyunu yok.
# Listede bir oyun: $event, $state, $offer, $message aşağıdaki parçalar,
# ya da boş.
iccf-listed = { $number }: { $id }, rakip { $opponent }{ $event }{ $state }{ $offer }{ $message }.
iccf-listed-event = {" "}({ $event })
iccf-listed-over = , { $result }
iccf-listed-my-turn = , sıra sizde, { $days } g { $hours } sa { $minutes } dk kaldı
iccf-listed-their-turn = , sıra rakipte, { $days } g { $hours } sa { $minutes } dk kaldı
iccf-listed-offer = , beraberlik teklifi
iccf-listed-message = , mesaj
iccf-no-such-game = ICCF oyunu { $id } yok.
iccf-playing = ICCF { $id }: { $color ->
        [white] Beyaz
       *[black] Siyah
    }, rakip { $opponent }.
iccf-playing-event = ICCF { $id }: { $color ->
        [white] Beyaz
       *[black] Siyah
    }, rakip { $opponent }, { $event }.
iccf-time-left = { $color ->
        [white] Beyaz
       *[black] Siyah
    }: { $days } g { $hours } sa { $minutes } dk kaldı.
iccf-message = Mesaj ({ $from }): { $text }
iccf-answer-offer = kabul beraberliği kabul eder.
iccf-sending = { $number }{ $dots } { $move } ICCF'ye gönderiliyor.
iccf-accepted = ICCF kabul etti.
iccf-refused-taken-back = ICCF reddetti: { $why }; hamle geri alındı.
iccf-refused = ICCF reddetti: { $why }.
iccf-result = Sonuç: { $result }.
iccf-with-next-move = Sonraki hamlenizle gönderilir.
iccf-opponents-turn = Sıra rakipte; refresh ICCF'ye sorar.
iccf-no-offer = Rakip beraberlik teklif etmiyor.
iccf-bad-server-move = Sunucudan gelen yarım hamle { $ply } oynanamıyor: { $text }
iccf-variant = annabella { $name } varyantını oynamaz.
iccf-help =
    refresh: ICCF'ye şimdi sor
    games: oyunlar
    berabere: hamleyle beraberlik teklifi
    kabul: beraberliği kabul et
    talep: beraberlik talep et
    say METİN: hamleyle mesaj
    saat: iki tarafın günleri
iccf-login-file-unusable = Giriş dosyası kullanılamıyor ({ $problem }):
    { $path }
