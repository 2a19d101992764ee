### annabella'nın oyun dışındaki komut satırı, Türkçe: her komutun
### --help metni, komut satırının reddettikleri ve araç komutlarının
### yanıtları (adjudicate, analyze, clock, convert, voices).
###
### Bir cümle nasıl düzenlenir: yalnızca "=" işaretinin sağındaki metni
### değiştirin. { $path } gibi süslü parantez içindeki bir sözcüğü
### annabella doldurur: onu koruyun, cümlenin istediği yere taşıyın. "="
### işaretinin solundaki adlar olduğu gibi kalır. Komut adları (play),
### seçenek adları (--line) ve seçeneklerin değerleri (human, engine)
### oyuncunun yazdığıdır: olduğu gibi kalırlar.
###
### Bir cümle seçenekler arasından seçtiğinde ({ $x -> [a] … *[b] … }),
### * ile işaretli olan, hiçbiri uymadığında alınır. Her ileti { $form }
### ile seçebilir: [speech] bir ses söylediğinde, [print] yazıldığında
### (ve [san] hamleler Af3 gibi yazıldığında).
###
### Yardım satır satır yazılır: her satırı kısa tutun, olabildiğince 40
### karakter, bir braille ekranının genişliği.
###
### { $side } Beyaz ya da Siyah'tır. İkisi de aynı ilgi, yönelme ve
### belirtme ekini alır: { $side }ın (Beyazın, Siyahın), { $side }a,
### { $side }ı. Bulunma eki ayrıdır (Beyazda, Siyahta): onu
### { $side -> [Siyah] ta *[other] da } seçer. Sıra sayısı yerine sayıyı
### adın ardına yazın ("hamle { $number }"): ses sayıyı sözcükle söyler
### ("hamle on iki"), "12." ise "on iki" diye okunurdu.

## annabella --help ve annabella KOMUT --help

-command-play = bir oyun oyna
-command-resume = bitmemiş oyuna devam et
-command-review = bir oyunu adım adım incele
-command-online = lichess'te oyna
-command-corr = yazışmalı satranç (e-posta, posta)
-command-iccf = XfCC ile ICCF yazışmalı satranç
-command-adjudicate = her oyun için FIDE kararı
-command-analyze = ölü konum, kim mat edebilir
-command-clock = satranç saati
-command-announce = her yarım hamle bir satır
-command-convert = hamleleri başka yazıma çevir
-command-export = notasyon kâğıdını dışa aktar
-command-reconcile = iki notasyonu karşılaştır
-command-voices = sesler ve ses çıkışları
-command-bench = ölçümler

-option-line =
    --line: ekran okuyucu için satır kipi
    --no-prompt: girişten önce hamle yok
-options-game =
    --white OYUNCU: Beyaz: human, engine
    --black OYUNCU: Siyah: --white gibi
    --engine YOL: satranç motoru
    --level N: seviye 1-20 (3)
    --time SÜRE: süre: 5+3, 40/90+30, none
    --fen FEN: başlangıç konumu
    --chess960 [N]: Chess960, konum N
    --save DOSYA: her hamleden sonra kaydet
    --two-board: iki tahtada oyun
    --color TARAF: tarafınız: white, black
    --tournament: turnuva kipi, motorsuz
    --no-help: öneri ve değerlendirme yok
    --five-minute-cue: 5 dakikada bir süre
    --warnings SN,SN: süre uyarıları
    --fake-time: alıştırma saati (wait)
    --notation words|san: sözcük, cebirsel
-options-voice =
    --voice: auto, clips, system, text
    --scheme: fide (Almanca), local, english
    --language: de, en, tr, fa, is (dil)
    --rate: konuşma hızı 0,75 - 2
-options-own-voice =
    --voice-pack KLASÖR: kendi kayıtların
    --system-voice AD: sistem sesi
-options-look =
    --pieces: shapes, letters, figurines
    --theme: dark, light, colorblind
    --board-size YÜZDE: tahta eni 50-90
    --ascii: ASCII harfler ve çerçeveler
-option-game-of-file = --game N: dosyanın N. oyunu
-option-scheme =
    --scheme: fide (Almanca), local, english
    --language: de, en, tr, fa, is (dil)
-option-as-json = --json: JSON olarak

cli-help =
    annabella: görmeyenler için satranç.
    Ekran okuyucu: annabella --line
    Kullanım: annabella KOMUT SEÇENEKLER
    Komutsuz: play.
    play: { -command-play }
    resume: { -command-resume }
    review: { -command-review }
    online: { -command-online }
    corr: { -command-corr }
    iccf: { -command-iccf }
    adjudicate: { -command-adjudicate }
    analyze: { -command-analyze }
    clock: { -command-clock }
    announce: { -command-announce }
    convert: { -command-convert }
    export: { -command-export }
    reconcile: { -command-reconcile }
    voices: { -command-voices }
    bench: { -command-bench }
    annabella KOMUT --help: seçenekler
    --version: sürüm

cli-help-play =
    annabella play: { -command-play }
    Kullanım: annabella play SEÇENEKLER
    { -option-line }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-resume =
    annabella resume: { -command-resume }
    Kullanım: annabella resume [DOSYA]
    DOSYA: yoksa son bitmemiş oyun
    { -option-line }
    { -option-game-of-file }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-review =
    annabella review: { -command-review }
    Kullanım: annabella review DOSYA.pgn
    { -option-line }
    { -option-game-of-file }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-online =
    annabella online: { -command-online }
    Kullanım: annabella online [login]
    ya da: online seek, online challenge AD
    ya da: online ai, online cancel ID
    { -option-line }
    --game ID: bu lichess oyununu oyna
    --days N: hamle başına gün
    --time DK+SN: saat (seek, challenge)
    --rated: puanlı oyun (yoksa puansız)
    --color: white, black, random
    --variant: standard ya da chess960
    --rating-range ALT-ÜST: rakip puanı
    --level N: bilgisayar seviyesi 1-8
    --server URL: lichess sunucusu
    --token-file DOSYA: token dosyası
    { -options-voice }

cli-help-corr =
    annabella corr: { -command-corr }
    Kullanım: annabella corr AD
    ya da: corr new AD, corr list
    --line: satır kipi (her zaman)
    --color TARAF: new: white ya da black
    --opponent AD: new: rakip
    --time H/Gd: new: G günde H hamle
    --due GÜN: new: yanıt süresi (3)
    --email ADRES: new: rakibin e-postası
    { -options-voice }

cli-help-iccf =
    annabella iccf: { -command-iccf }
    Kullanım: annabella iccf [login]
    ya da: iccf --game ID
    --line: satır kipi (her zaman)
    --game ID: bu ICCF oyununu oyna
    --server URL: XfCC sunucusu (ICCF)
    --login-file DOSYA: giriş dosyası
    --poll SN: sunucuya sorma aralığı (300)
    { -options-voice }

cli-help-adjudicate =
    annabella adjudicate: { -command-adjudicate }
    Kullanım: annabella adjudicate DOSYA.pgn
    DOSYA -: standart girdi
    --json: oyun başına bir JSON nesnesi
    { -option-scheme }

cli-help-analyze =
    annabella analyze: { -command-analyze }
    Kullanım: annabella analyze --fen FEN
    --fen FEN: konum
    { -option-as-json }
    { -option-scheme }

cli-help-clock =
    annabella clock: { -command-clock }
    Kullanım: annabella clock --time SÜRE
    --time SÜRE: 5+3, 40/90+30, 25d5, 25b5
    --took SN,SN: hamle başına saniye
    { -option-as-json }
    { -option-scheme }

cli-help-announce =
    annabella announce: { -command-announce }
    Kullanım: annabella announce DOSYA.pgn
    DOSYA -: standart girdi
    { -option-scheme }
    --ascii: ä yerine ae, ö yerine oe

cli-help-convert =
    annabella convert: { -command-convert }
    Kullanım: annabella convert --to NOTASYON HAMLE
    --to: san, san-de, uci, iccf, fide,
      english, brf
    --fen FEN: başlangıç konumu
    --chess960: Chess960 gibi rok
    { -option-scheme }

cli-help-export =
    annabella export: { -command-export }
    Kullanım: annabella export DOSYA --to BİÇİM
    --to: pgn, txt, brf, braille, wav, iccf
    -o, --output DOSYA: nereye; wav ister
    { -option-scheme }
    --game N: yalnızca N. oyun
    --clock: her hamleden sonra saatler
    --braille-grade N: 0, 1, 2 (kısaltmalı)

cli-help-reconcile =
    annabella reconcile: { -command-reconcile }
    Kullanım: annabella reconcile A.pgn B.pgn
    { -option-scheme }
    { -option-as-json }

cli-help-voices =
    annabella voices: { -command-voices }
    Kullanım: annabella voices
    { -options-voice }
    { -options-own-voice }
    --clip-texts ŞEMA: kayıt metinleri

cli-help-bench =
    annabella bench: { -command-bench }
    Kullanım: annabella bench NE [DOSYA]
    NE: deadpos, latency, export,
      startup, idle, pgn, memory, answer
    --n N: kaç kez ölçülür (50)
    { -options-voice }
    { -options-own-voice }

## Komut satırının reddettikleri: tek satır, neyin yanlış olduğu ve
## yardımın nerede olduğu.

cli-bad-command-line = { $fault }; { $help } seçenekleri listeler.

cli-fault-unknown-command = '{ $word }' diye bir komut yok
cli-fault-unknown-option = burada { $option } seçeneği yok
cli-fault-missing = eksik: { $names }
cli-fault-no-value = { $option } bir değer ister
cli-fault-bad-value = '{ $value }', { $option } için uygun değil
cli-fault-conflict = { $option } diğerleriyle birlikte olmaz
cli-fault-other = komut satırı anlaşılmadı

cli-usage-word = { $word }

list-comma = { $first }, { $second }
list-and = { $first } ve { $second }

cli-cannot-write = Çıktı yazılamıyor: { $problem }.

## Ekran okuyucu ve satır kipi.

cli-line-mode-hint = Satır kipi: Ctrl+C, annabella --line
cli-line-mode-plain = Sade bir terminal: satır kipi.
cli-line-mode-chosen = Bir ekran okuyucu çalışıyor: satır kipi. annabella --help seçenekleri söyler.

## annabella clock

cli-clock-control = { $control }: her oyuncuya { $each }; { $pace ->
        [rapid] hızlı
        [blitz] yıldırım
       *[standard] klasik
    }; yanlış bir talep rakibe { $penalty } kazandırır. Çalıştırmak için --took verin.

cli-clock-after = { $number }{ $color ->
        [white] .
       *[black] ...
    } Beyaz { $white }, Siyah { $black }

cli-flag-fell-at = { $side }ın bayrağı düştü: yarım hamle { $ply }.

cli-took-not-seconds = --took: { $item }. öğe ('{ $text }') saniye sayısı değil; şöyle yazın: 12,3.5,40

cli-no-clock-to-run = 'none' süresinde çalışacak saat yok.

## annabella adjudicate

cli-at-move = { $number }. hamlede{ $color ->
        [black] {" "}({ $side })
       *[white] {""}
    }
cli-at-start = başlangıç konumunda

cli-judged = Oyun { $game }: { $score }, { $place }: { $reason } (madde { $article })

cli-ongoing = Oyun { $game }: * (sürüyor), { $after }; hamle { $side }{ $side ->
        [Siyah] ta
       *[other] da
    }{ $claims ->
        [0] {""}
       *[other] ; şimdi talep edilebilir: { $reasons }
    }{ $stated ->
        [0] {""}
       *[other] ; hamle bildirerek talep edilebilir: { $moves }
    }
cli-after-move = { $number }. hamleden sonra{ $color ->
        [black] {" "}({ $side })
       *[white] {""}
    }
cli-before-first-move = başlangıçta
cli-stated-move = { $move } ({ $reasons })

cli-not-judged = Oyun { $game }: karar verilemiyor: yarım hamle { $ply }: { $fault }

cli-some-not-judged = { $path }
    { $count } oyunun { $errors } tanesine karar verilemedi; ilki: oyun { $game }, yarım hamle { $ply }.

cli-contradiction = { $path }
    Oyun { $game }: kurallara göre oyun { $reason } ile biter, { $place }, { $result }; ama yazılan sonuç { $written } ve o yazıldığı gibi kalır

cli-game-unreadable = { $path }
    Oyun { $game }, yarım hamle { $ply }: { $fault }

## annabella analyze

cli-analysis-dead = Ölü konum (madde 5.2.2): oyun berabere.
cli-analysis-not-dead = Ölü konum değil.
cli-analysis-undecided = Konumun ölü olup olmadığı belirlenemedi.
cli-can-mate = { $side } hâlâ mat edebilir
cli-cannot-mate = { $side } hiçbir geçerli hamle dizisiyle mat edemez
cli-mate-undecided = { $side }ın mat edip edemeyeceği belirlenemedi
cli-analysis = { $dead } { $white }; { $black }.

## annabella convert

cli-not-converted = hamle { $index } '{ $text }': { $why }

## annabella voices

cli-built-in-pack = Ses paketi { $scheme }: { $count } kayıt, yerleşik.
cli-sound-output-no-card = Ses çıkışı { $host }: ses kartı yok.
cli-sound-output-no-device = Ses çıkışı { $host }: çıkış aygıtı yok.
cli-sound-output = Ses çıkışı { $host }: { $device }.
cli-using-clips = Kayıtlar konuşuyor: { $scheme } şemasının { $recordings } kaydı, { $rate } Hz, { $device } ({ $host }) üzerinde.
cli-using-system = Sistemin konuşması kullanılıyor, konuşma ayarlarınızdaki sesle.
cli-using-system-voice = Sistemin konuşması kullanılıyor, istenen ses: '{ $voice }'.
cli-using-text = Yalnızca metin: ses yok.

## Bilinmeyen bir ad

cli-unknown-name = { $what }: '{ $name }' yok; olanlar: { $names }.

## annabella voices: the screen reader found
cli-reader-found = Bir ekran okuyucu çalışıyor: satır kipi, ekran okuyucu konuşur.
cli-no-reader = Ekran okuyucu bulunamadı.

## A new game in the games folder the player has been told of
cli-saved-every-move = Her hamlede kaydedilir; file yerini söyler.
cli-no-save-file = Bu oyun hiçbir dosyaya kaydedilmiyor.
