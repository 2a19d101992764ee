### Bir oyun, Türkçe: karşılama, yardım ve oyun sırasında yazılan
### komutların yanıtları (satır kipinde ve tahtada).
###
### Nasıl düzenlenir: cli.ftl'ye bakın. Oyuncunun yazdığı komutlar (help,
### back, cancel, yes, no) yazıldığı gibi kalır. Yazılan bir satır
### olabildiğince 40 hücrelik bir braille ekranına sığmalı; yardım satır
### satır yazılır ve her satırı 40 hücreye sığmalıdır.

greeting = annabella: hamle yazın ya da help.
help-pointer = help ya da ? komutları listeler.
not-utf8 = O satır UTF-8 değildi; "{ $text }" olarak okundu. Terminali UTF-8'e ayarlayın.
# A line typed or pasted longer than any command, refused unread.
line-too-long = Bu satır her komuttan uzun ({ $longest } karakterden fazla); okunmadı.

## Oyunun yardımı: satır başına bir komut, önce yazıldığı gibi komut.

help-index = Yardım: help ve bir konu:
help-index-moves = help moves: hamle yazmak, liste
help-index-board = help board: taşlar, kareler, konum
help-index-game = help game: beraberlik, talepler, son
help-index-clock = help clock: saatler
help-index-sound = help sound: ses ve konuşma hızı
help-index-engine-game = help engine: rakip, öneriler
help-index-engine = help engine: öneri, değerlendirme
help-index-two-board = help two-board: hamle söylemek, saat
help-index-arbiter = help arbiter: kural dışı hamle, saatler
help-index-online = help lichess: sohbet, teklif, oyunlar
help-index-review = help review: oyunu adım adım incele
help-slash = Her komutun önünde / olabilir

## Yardımın bir sayfası: satır başına bir komut, önce yazıldığı gibi komut.

help-moves = Hamleler:
help-moves-typed =
    e4, Nf3, exd5, O-O, e8=Q
    Springer Felix drei, g1f3
    yalnız bir kare: piyon hamlesi
help-moves-premove =
    bilgisayar düşünürken hamle:
      ön hamle; cancel iptal eder
help-moves-list =
    l, last: son hamle
    moves: hamle listesi
    back; next: listede geri, ileri
    r, repeat: yeniden söyle
help-board =
    Tahta:
    p, pieces: taşlar (p N, p n, p white)
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
    draw: beraberlik teklif et
    claim threefold, claim fifty,
      hamleyle birlikte de
help-game-casual =
    takeback
    abort: oyunu iptal et
help-game-end =
    resign
    quit: çık, oyun kaydedilir
    file: oyunun kaydedildiği yer
help-game-tournament =
    rakip için, bir tarafla:
      draw white, resign black,
      claim black fifty
help-clock =
    Saat:
    c, clock, time: iki saat
      ve hamle numarası
    süreniz azaldıkça
      kalan süre söylenir
help-clock-press = press: saate bas
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
    cancel: ön hamleyi iptal et
help-engine-help =
    hint: hamle öner
    eval: konumu değerlendir
help-two-board =
    İki tahta:
    hamle yazın: söylenir ve yapılır
    press: saate bas
    başka bir hamle onu düzeltir
    cancel: hamleyi iptal et
    touched e1 h1: dokunulan taşlar,
      sırayla
help-arbiter =
    Hakem:
    illegal: reddedilen hamleden sonra
      (7.5.1) ya da hamlesiz (7.5.3)
    illegal hands: iki el (7.5.4)
    retrace 12: hamle 12'ye dön
    clock set white 1:23:45
    clock add black 2:00
    retrace 12 white: hamle 12, Beyaz
    clock stop, clock start (6.11)
    clock control +5: ikisine de (III.4)
    result 1/2 neden: hakem kararı
    seal Nf3: ertele (Rehber Talimat I)
    claim quickplay (10.2): sonra yes,
      postpone 2:00 ya da no
help-online =
    lichess:
    chat ve metin: rakibe yaz
    yes ya da no: teklifi yanıtla
    claim win, claim draw: rakip
      oyundan ayrıldığında
    accept, decline [neden]:
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
    c, clock: notasyondaki saatler
    q: çık

## Eksik yazılan komutlar.

usage-scan = s bir dikey ya da yatay ister: s e ya da s 4.
usage-legal = legal bir kare ister: legal g1.
usage-attackers = a bir kare ister: a e4.
usage-square = square bir kare ister: square e4.
usage-claim = claim threefold ya da claim fifty; hamle henüz yapılmadıysa ardından hamle.
usage-goto = goto 1 ile { $last } arasında bir hamle numarası ister.
usage-touched = touched dokunulan kareleri sırayla ister: touched e2, touched e1 h1.
usage-retrace = retrace bir hamle numarası ister, yarım hamle için taraf da: retrace 12, retrace 12 white.
usage-clock-control = clock control +5, d5, b5, 0 (III.4).
usage-result = result 1-0, 0-1 ya da 1/2, sonra nedeni.
usage-postpone = postpone, ya da postpone 2:00 (10.2 b).
usage-clock-set = clock set ya da clock add bir taraf ve süre ister: clock set white 1:23:45, clock add black 2:00.
usage-wait = wait saniye ister: wait 30.
usage-chat = chat bir metin ister: chat iyi şanslar.
usage-pieces = p bir taraf ya da taş türü ister: p, p white, p knights, p N, p n.
not-a-review-command = "{ $text }" bir inceleme komutu değil; help komutları listeler.

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
confirm-resign = Oyunu terk ediyor musunuz? Terk için yes, sürdürmek için başka bir şey yazın.
confirm-draw = Beraberlik teklif edilsin mi? Teklif için yes, vazgeçmek için başka bir şey yazın.
confirm-draw-with = { $words } ile beraberlik teklif edilsin mi? Teklif için yes, vazgeçmek için başka bir şey yazın.
draw-not-offered = Beraberlik teklif edilmedi.
draw-answer = Rakip yes ya da no yazar.
ask-takeback = Son hamle geri alınsın mı? Rakip kabul ederse yes yazar.
nothing-to-take-back = Geri alınacak hamle yok.
no-own-move-to-take-back = Geri alınacak kendi hamleniz yok.
claim-not-possible = Bu talep şu an yapılamaz.
incorrect-claim = Yanlış talep; oyun sürüyor.
incorrect-claim-penalty = Yanlış talep: { $side }a { $time } eklenir; oyun sürüyor.
wait-needs-practice-clock = wait yalnızca alıştırma saatiyle çalışır (--fake-time).
game-is-over = Oyun bitti.
players = Beyaz: { $white }; Siyah: { $black }.
player-at-keyboard = klavyedeki bir kişi
confirm-abort = Oyun iptal edilsin mi? İptal edilen oyun saklanmaz. İptal için yes, vazgeçmek için başka bir şey yazın.
aborted-removed = Oyun iptal edildi; dosyası silindi.
aborted = Oyun iptal edildi.
abort-too-late = Oyun yalnızca iki taraf da hamle yapmadan ve oyun kendi dosyasındayken iptal edilebilir; resign terk eder, quit oyunu saklayıp çıkar.
did-you-mean = { $words } mi demek istediniz? yes ya da no
nothing-asked = Şu an bir şey sorulmuyor; yes ve no bir soruyu yanıtlar.
question-dropped = Açık soru iptal edildi.
premove = Ön hamle: { $move }; cancel iptal eder.
premove-replaced = Ön hamle artık { $move }; cancel iptal eder.
premove-cancelled = Ön hamle iptal edildi.
no-premove = İptal edilecek ön hamle yok.
premove-failed = Ön hamle oynanamıyor:
quit-to-leave = Konuma ve hamlelere hâlâ bakılabilir; quit annabella'dan çıkar.
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
usage-help-topic = Bu konuda yardım yok; help konuları listeler.
