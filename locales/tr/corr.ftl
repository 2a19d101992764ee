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
card-accept-draw = Beraberliği kabul ediyorum.
card-resign = Terk ediyorum.
card-resignation-received = Terk kararınızı aldım.
card-result = Sonuç: { $result }

## Oyunun komutları nasıl yazılır.

corr-usage-received = received HAMLE [TARİH]: received e5.
corr-usage-read = read [DOSYA] [TARİH]: bir e-posta ya da kart okur.
corr-usage-send = send [TARİH] [MESAJ].
corr-usage-leave = leave GÜN [TARİH], 1 ile 365 gün.

## Oyunlar.

corr-created = Yazışmalı oyun { $name } açıldı:
    { $path }
# The first line of a game opened; who plays what follows.
corr-opened = Oyun { $name }.
corr-played-by-post = Yazışmalı bir oyun: annabella corr { $name } ile sürdürün.
corr-bad-name = { $name } ad olamaz: harf, rakam, - ve _.
corr-game-exists = { $name } adlı oyun zaten var.
corr-no-such-game = { $name } adlı oyun yok; corr list oyunları sayar.
corr-no-games = Henüz oyun yok; corr new AD bir oyun açar.
# corr list'te bir oyun. $against: corr-against ya da boş; $standing:
# corr-standing cümlelerinden biri; $used, $left: rakamla gün.
corr-listed = { $name }: { $color ->
        [white] Beyaz
       *[black] Siyah
    }{ $against }, { $standing }; { $used } gün kullanıldı, { $sign ->
        [minus] süre { $left } gün aşıldı
       *[plus] { $left } gün kaldı
    }.
corr-against = , rakip { $opponent }
# $since, $due: corr-since ve corr-due, ya da boş.
corr-standing-my-move = sıra sizde{ $since }{ $due }
corr-since = {" "}({ $day } tarihinden beri)
corr-due = , son yanıt { $day }
corr-overdue = , yanıt { $day } tarihinden beri gecikmede
corr-standing-to-send = hamleniz gönderilmeyi bekliyor
corr-standing-opponents-move = sıra rakipte
corr-standing-over = bitti, { $result }
# $end: nasıl bittiği, sözcüklerle.
corr-standing-over-by = bitti, { $end }, { $result }
corr-bad-control = { $text } bir süre ayarı değil: hamle/gün, örneğin 10/50d.
corr-bad-date = { $text } bir tarih değil: 2026-11-20 gibi yazın.
corr-received = { $day } tarihinde alındı.
corr-opponents-move = Hamle rakipte: received HAMLE [TARİH].
corr-your-move = Sıra sizde, rakipte değil.
corr-not-sent = Önce send ile gönderin: { $move }
corr-nothing-to-send = Gönderilecek hamle yok: önce hamlenizi yapın.
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
    read [DOSYA] [TARİH]: e-posta oku
    send [--mail] [TARİH] [METİN]: kart
    geri al, kabul, berabere, çekil, talep
    date received|sent TARİH, email ADRES
    leave GÜN [TARİH]: izin; saat: günler

## Rakibin e-postasının okunması. $card, $moves: e-postanın yazdığı
## hamleler; $side: tarafın adı.

corr-mail-from = Gönderen { $from }, tarih { $day }:
corr-mail-from-undated = Gönderen { $from }:
corr-mail-text = Dosyada yazan:
corr-mail-line = { $text }
corr-mail-more = … ve { $count } satır daha.
corr-doubt-several = E-postada birden çok hamle geçiyor: { $moves }.
corr-doubt-repeats-other = E-postaya göre hamleniz { $card }, oysa oynanan { $move }.
# $dots: Beyazın hamle numarasından sonra ".", Siyahınkinden sonra "...".
corr-doubt-wrong-number = E-postada { $card } var, beklenen { $expected }{ $dots } hamlesi
corr-doubt-none-said = E-postada { $moves } geçiyor, ama oynanan hamle yok.
corr-doubt-unplayable = E-postadaki hamle, { $card }, oynanamıyor: { $why }
corr-doubt-accepts-unoffered = E-posta, teklif etmediğiniz bir beraberliği kabul ediyor.
corr-decide = Hiçbir şey oynanmadı; received HAMLE hamleyi girer.
corr-says-offer = { $side } beraberlik teklif ediyor.
corr-says-accept = { $side } beraberlik teklifinizi kabul ediyor.
corr-says-decline = { $side } beraberliği reddediyor.
corr-says-resign = E-postaya göre { $side } terk ediyor.
# $rule: repetition, fifty ya da none.
corr-says-claim = { $side } beraberlik talep ediyor{ $rule ->
        [repetition] {" "}(üç kez tekrar)
        [fifty] {" "}(50 hamle kuralı)
       *[none] {""}
    }.
corr-says-conditional = { $side } öneriyor: { $when } gelirse { $then }.
corr-ask-record = Kaydedilsin mi? evet ya da hayır.
corr-ask-conditional = Kabul edilsin mi? evet ya da hayır.
corr-accept-or-move = kabul yazarsanız beraberlik olur; bir sonraki hamleniz teklifi reddeder.
corr-recorded = Kaydedildi.
corr-not-recorded = Kaydedilmedi.
corr-conditional-kept = Not edildi: { $when } gelirse { $then }.
corr-conditional-played = Rakibin koşullu hamlesi: { $move }.
corr-conditional-lapsed = { $when } sonrası koşullu hamle geçersiz kaldı.
corr-conditional-unreadable = { $when } gelirse { $then }: oyuna uymuyor; hiçbir şey not edilmedi.
corr-taken-back = Geri alındı: { $move }, alınmamış sayılır.
corr-no-offer = Rakip beraberlik teklif etmiyor.
corr-send-final = send son kartı yazar.
# $what, $limit: oyunun hangi tarihi (their-received, their-sent,
# mail-written, my-received, my-sent, game-began, today).
corr-date-before = { $what ->
        [their-received] E-postadaki alınma tarihi
        [their-sent] E-postadaki gönderim tarihi
        [mail-written] E-postanın tarihi
        [my-received] Alınma tarihi
        [my-sent] Gönderim tarihi
        [game-began] Oyunun başlangıcı
       *[today] Bugün
    } { $day }, { $limit ->
        [their-received] rakibin alış tarihinden
        [their-sent] rakibin gönderim tarihinden
        [mail-written] e-postanın tarihinden
        [my-received] sizin alış tarihinizden
        [my-sent] hamlenizin gönderim tarihinden
        [game-began] oyunun başlangıcından
       *[today] bugünden
    } ({ $limit_day }) önce; hiçbir şey girilmedi.
corr-date-after = { $what ->
        [their-received] E-postadaki alınma tarihi
        [their-sent] E-postadaki gönderim tarihi
        [mail-written] E-postanın tarihi
        [my-received] Alınma tarihi
        [my-sent] Gönderim tarihi
        [game-began] Oyunun başlangıcı
       *[today] Bugün
    } { $day }, { $limit ->
        [their-received] rakibin alış tarihinden
        [their-sent] rakibin gönderim tarihinden
        [mail-written] e-postanın tarihinden
        [my-received] sizin alış tarihinizden
        [my-sent] hamlenizin gönderim tarihinden
        [game-began] oyunun başlangıcından
       *[today] bugünden
    } ({ $limit_day }) sonra; hiçbir şey girilmedi.
corr-date-corrected = Düzeltildi: { $what ->
        [their-received] rakibin alış tarihi
        [their-sent] rakibin gönderim tarihi
        [mail-written] e-postanın tarihi
        [my-received] alındı
        [my-sent] gönderildi
        [game-began] oyunun başlangıcı
       *[today] bugün
    } { $day }{ $was }.
corr-date-was = {" "}(önceden { $day })
corr-reminder = Hatırlatma: { $day } tarihli kart, kendi tarihleriyle.
corr-reminder-keeps-date = Hatırlatma tarihini korur ({ $day }); date sent TARİH düzeltir.
corr-mail-handed-over = Kart e-posta programınıza verildi, alıcı { $address }.
corr-no-address = Rakibin adresi yok: email ADRES.
corr-mail-program-missing = E-posta programı bulunamadı; kart klasörde.
corr-mail-program-failed = E-posta programı açılmadı; kart klasörde.
corr-address = Rakibin adresi: { $address }.
corr-bad-address = { $text } bir e-posta adresi değil.
corr-no-mail-folder = Posta klasörü yok: yapılandırmada mail_folder, ya da read DOSYA.
corr-mail-from-other = E-posta { $from } adresinden, { $address } adresinden değil; hiçbir şey oynanmadı.
corr-no-new-mail = { $address } adresinden yeni e-posta yok:
    { $path }
# $problem: neden (bir file-problem- cümlesi).
corr-mail-folder-unusable = Posta klasörü kullanılamıyor ({ $problem }):
    { $path }
corr-usage-date = date received|sent TARİH: bir tarihi düzeltir.
corr-usage-email = email ADRES: rakibin e-posta adresi.

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
# $who: Windows'un giriş dosyasını okumasına ya da değiştirmesine izin
# verdiği, oyuncununki dışındaki hesaplar (Everyone, Users).
iccf-login-file-shared = Giriş bilgilerini şu hesaplar da okuyabilir ya da değiştirebilir: { $who }; annabella iccf login onu yalnızca sizin için yeniden saklar:
    { $path }
iccf-login-file-not-own = Giriş dosyası başkasının:
    { $path }
iccf-plain-http = Başka bir bilgisayara http ile parola gönderilmez: { $url }
iccf-unreachable = ICCF sunucusuna ulaşılamadı: { $why }.
iccf-unreadable = Sunucunun yanıtı XfCC değil.
iccf-too-large = Sunucunun yanıtı annabella'nın okuduğundan fazlasını içeriyor (en çok { $megabytes } MB, { $games } oyun, oyun başına { $fields } alan, alan başına { $kilobytes } KB); hiçbir kısmı alınmadı.
iccf-left-unanswered-move = Ayrıldığınızda ICCF { $number }{ $dots } { $move } hamlesine yanıt vermemişti; bir sonraki annabella iccf hamlenin ulaşıp ulaşmadığını gösterir.
iccf-left-unanswered = Ayrıldığınızda ICCF son gönderdiğinize yanıt vermemişti; bir sonraki annabella iccf ulaşıp ulaşmadığını gösterir.
iccf-left-unsent-move = { $number }{ $dots } { $move } siz ayrılmadan önce ICCF'ye gönderilemedi; bir sonraki annabella iccf oyunu ICCF'deki hâliyle gösterir.
iccf-left-unsent = Son istediğiniz siz ayrılmadan önce ICCF'ye gönderilemedi; bir sonraki annabella iccf oyunu ICCF'deki hâliyle gösterir.
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
iccf-answer-offer = kabul yazarsanız beraberlik olur.
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
