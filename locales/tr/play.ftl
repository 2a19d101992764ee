### Bir oyun, Türkçe: karşılama, yardım ve oyun sırasında yazılan
### komutların yanıtları (satır kipinde ve tahtada).
###
### Nasıl düzenlenir: cli.ftl'ye bakın. Oyuncunun yazdığı Türkçe komutlar
### (evet, hayır, yardım, berabere) words.ftl'deki ilk sözcüklerdir;
### Türkçesi olmayan komutlar (back, scan) yazıldığı gibi kalır. Yazılan bir satır
### olabildiğince 40 hücrelik bir braille ekranına sığmalı; yardım satır
### satır yazılır ve her satırı 40 hücreye sığmalıdır.

greeting = annabella: hamle yazın ya da yardım.
help-pointer = yardım ya da ? komutları listeler.
not-utf8 = O satır UTF-8 değildi; "{ $text }" olarak okundu. Terminali UTF-8'e ayarlayın.
# A line typed or pasted longer than any command, refused unread.
line-too-long = Bu satır her komuttan uzun ({ $longest } karakterden fazla); okunmadı.

## Oyunun yardımı: satır başına bir komut, önce yazıldığı gibi komut.

help-index = Yardım: yardım ve bir konu:
help-index-moves = yardım hamleler: hamle yazmak, liste
help-index-board = yardım tahta: taşlar, kareler, konum
help-index-game = yardım oyun: beraberlik, talepler, son
help-index-clock = yardım saat: saatler
help-index-sound = yardım ses: ses ve konuşma hızı
help-index-engine-game = yardım bilgisayar: rakip, öneriler
help-index-engine = yardım bilgisayar: öneri, değerlendirme
help-index-two-board = yardım iki tahta: söylemek, saat
help-index-arbiter = yardım hakem: kural dışı hamle, saat
help-index-online = yardım lichess: sohbet, teklif, oyunlar
help-index-review = yardım inceleme: oyunu adım adım gez
help-slash = Her komutun önünde / olabilir

## Yardımın bir sayfası: satır başına bir komut, önce yazıldığı gibi komut.

help-moves = Hamleler:
help-moves-typed =
    e4, Nf3, exd5, O-O, e8=Q
    Springer Felix drei, g1f3
    yalnız bir kare: piyon hamlesi
help-moves-premove =
    bilgisayar düşünürken hamle:
      ön hamle; vazgeç onu siler
help-moves-list =
    l, last: son hamle
    moves: hamle listesi
    back; next: listede geri, ileri
    r, repeat: yeniden söyle
help-board =
    Tahta:
    p, taşlar: taşlar (p A, p a, p beyaz)
    s, scan: dikey ya da yatay (s e, s 4)
help-board-tools =
    legal e2: bir taşın hamleleri
    a e4, attackers: saldıranlar
help-board-more =
    square e4: bir kare
    board: konum
    fen: konum FEN olarak
    flip: tahtayı döndür
    turn: hamle kimde
    o, opponent: oyuncular
help-game =
    Oyun:
    berabere: beraberlik teklif et
    talep tekrar, talep elli:
      hamleyle birlikte de
help-game-casual =
    geri al: son hamleyi geri al
    iptal: oyunu iptal et
help-game-end =
    çekil: oyundan çekil
    çık: çık, oyun kaydedilir
    file: oyunun kaydedildiği yer
help-game-tournament =
    rakip için, bir tarafla:
      berabere beyaz, çekil siyah,
      talep siyah elli
help-clock =
    Saat:
    c, saat: iki saat ve hamle numarası
    süreniz azaldıkça
      kalan süre söylenir
help-clock-press = bas: saate bas
help-clock-wait = wait 30: alıştırma saati (--fake-time)
help-sound =
    Ses:
    r, repeat: yeniden söyle
    Başlarken seçilir:
    --voice clips: kayıtlar
    --voice system: sistemin sesi
    --voice text: yalnız metin
    --rate 1.5: daha hızlı konuş
    --notation san: cebirsel notasyon
help-engine = Bilgisayar:
help-engine-game =
    engine: yeniden başlat
    o düşünürken hamle: ön hamle
    vazgeç: ön hamleyi sil
help-engine-help =
    hint: hamle öner
    eval: konumu değerlendir
help-two-board =
    İki tahta:
    hamle yazın: söylenir ve yapılır
    bas: saate bas
    başka bir hamle onu düzeltir
    vazgeç: hamleyi sil
    touched e1 h1: dokunulan taşlar,
      sırayla
help-arbiter =
    Hakem:
    kural dışı: reddedilen hamleden
      sonra (7.5.1) ya da hamlesiz (7.5.3)
    kural dışı iki el: iki elle (7.5.4)
    retrace 12: hamle 12'ye dön
    saat set beyaz 1:23:45
    saat add siyah 2:00
    retrace 12 beyaz: hamle 12, Beyaz
    saat stop, saat start (6.11)
    saat control +5: ikisine de (III.4)
    result 1/2 neden: hakem kararı
    seal Nf3: ertele (Rehber Talimat I)
    talep quickplay (10.2): sonra evet,
      postpone 2:00 ya da hayır
help-online =
    lichess:
    chat ve metin: rakibe yaz
    evet ya da hayır: teklifi yanıtla
    talep galibiyet, talep berabere:
      rakip oyundan ayrıldığında
    kabul, reddet [neden]:
      oyun teklifini yanıtla
    games: oyunlarınız
    game N: birini oyna
    opponent: rakibiniz kim
help-review =
    İnceleme:
    n, next: sonraki hamle
    b, back: bir hamle geri
    first; end
    goto 12: hamle 12'ye git
    c, saat: notasyondaki saatler
    q: çık

## Eksik yazılan komutlar.

usage-scan = s bir dikey ya da yatay ister: s e ya da s 4.
usage-legal = legal bir kare ister: legal g1.
usage-attackers = a bir kare ister: a e4.
usage-square = square bir kare ister: square e4.
usage-claim = talep tekrar ya da talep elli; hamle henüz yapılmadıysa ardından hamle.
usage-goto = goto 1 ile { $last } arasında bir hamle numarası ister.
usage-touched = touched dokunulan kareleri sırayla ister: touched e2, touched e1 h1.
usage-retrace = retrace bir hamle numarası ister, yarım hamle için taraf da: retrace 12, retrace 12 beyaz.
usage-clock-control = saat control +5, d5, b5 ya da 0 (III.4).
usage-result = result 1-0, 0-1 ya da 1/2, sonra nedeni.
usage-postpone = postpone, ya da postpone 2:00 (10.2 b).
usage-clock-set = saat set ya da saat add bir taraf ve süre ister: saat set beyaz 1:23:45, saat add siyah 2:00.
usage-wait = wait saniye ister: wait 30.
usage-chat = chat bir metin ister: chat iyi şanslar.
usage-pieces = p'den sonra bir taraf ya da taş türü gelir: p, p beyaz, p atlar, p A, p a.
not-a-review-command = "{ $text }" bir inceleme komutu değil; yardım komutları listeler.

## Komutların yanıtları.

nothing-said-yet = Henüz bir şey söylenmedi.
no-move-yet = Henüz hamle yok.
browse-at-last = Bu son hamle; back ile listede geri gidilir.
browse-first = Bu ilk hamleydi.
browse-last = Bu son hamleydi.
start-of-game = Oyunun başındasınız.
end-of-game = Oyunun sonundasınız.
starting-position = Başlangıç konumu.
flipped = Tahta döndürüldü: { $side } altta.
declined = Reddedildi; oyun sürüyor.
confirm-resign = Oyundan çekiliyor musunuz? Çekilmek için evet, sürdürmek için başka bir şey yazın.
confirm-draw = Beraberlik teklif edilsin mi? Teklif için evet, vazgeçmek için başka bir şey yazın.
confirm-draw-with = { $words } ile beraberlik teklif edilsin mi? Teklif için evet, vazgeçmek için başka bir şey yazın.
draw-not-offered = Beraberlik teklif edilmedi.
draw-answer = Rakip evet ya da hayır yazar.
ask-takeback = Son hamle geri alınsın mı? Rakip kabul ederse evet yazar.
nothing-to-take-back = Geri alınacak hamle yok.
no-own-move-to-take-back = Geri alınacak kendi hamleniz yok.
claim-not-possible = Bu talep şu an yapılamaz.
incorrect-claim = Yanlış talep; oyun sürüyor.
incorrect-claim-penalty = Yanlış talep: { $side }a { $time } eklenir; oyun sürüyor.
wait-needs-practice-clock = wait yalnızca alıştırma saatiyle çalışır (--fake-time).
game-is-over = Oyun bitti.
players = Beyaz: { $white }; Siyah: { $black }.
player-at-keyboard = klavyedeki bir kişi
confirm-abort = Oyun iptal edilsin mi? İptal edilen oyun saklanmaz. İptal için evet, vazgeçmek için başka bir şey yazın.
aborted-removed = Oyun iptal edildi; dosyası silindi.
aborted = Oyun iptal edildi.
abort-too-late = Oyun yalnızca iki taraf da hamle yapmadan ve oyun kendi dosyasındayken iptal edilebilir; oyundan çekilmek için çekil, oyunu saklayıp çıkmak için çık yazın.
did-you-mean = Şunu mu demek istediniz: { $words }? evet ya da hayır
nothing-asked = Şu an bir şey sorulmuyor; evet ve hayır bir soruyu yanıtlar.
question-dropped = Açık soru iptal edildi.
premove = Ön hamle: { $move }; vazgeç onu siler.
premove-replaced = Ön hamle artık { $move }; vazgeç onu siler.
premove-cancelled = Ön hamle iptal edildi.
no-premove = İptal edilecek ön hamle yok.
premove-failed = Ön hamle oynanamıyor:
quit-to-leave = Konuma ve hamlelere hâlâ bakılabilir; çık annabella'dan çıkar.
left-over = { $form ->
        [speech] Oyun kaydedildi.
       *[other] Oyun şuraya kaydedildi:
            { $path }
    }
left = { $form ->
        [speech] Oyun kaydedildi; annabella resume ile sürer.
       *[other] Kaydedildi:
            { $path }
            Sürdürmek için: annabella resume{ $where ->
                [games] {""}
               *[other] {" "}DOSYA
            }
    }
left-iccf-game = { $form ->
        [speech] Oyun kaydedildi; annabella iccf --game { $id } ile ICCF sunucusunda sürer.
       *[other] Kaydedildi:
            { $path }
            Sürdürmek için: annabella iccf --game { $id }
    }
left-unplayed = Henüz hamle oynanmadı: dosya saklanmıyor.
# Satır kipinin istemi: son hamle ve sırası gelen (12...Af6 B>).
prompt = { $last }{ $color ->
        [white] B
       *[black] S
    }>
prompt-ended = { $last }{ $result }>
usage-help-topic = Bu konuda yardım yok; yardım konuları listeler.
