### Dosyalar, Türkçe: kaydetme, oyun dosyaları, seçenekler ve ayar
### dosyası. Nasıl düzenlenir: cli.ftl'ye bakın.

## Bir dosyanın neden kullanılamadığı.

file-problem-no-permission = izin yok
file-problem-not-found = bulunamadı
file-problem-not-a-folder = yolun bir parçası klasör değil, dosya
file-problem-is-a-folder = bu bir klasör
file-problem-not-a-file = bu normal bir dosya değil
file-problem-no-space = disk dolu
file-problem-read-only = salt okunur
file-problem-locked = başka bir annabella şu an bu oyunu oynuyor
file-problem-no-folder = ne HOME ne de XDG_DATA_HOME ayarlı
file-problem-other = sistem hatası: { $detail }
file-problem-dangling-link = bu, olmayan bir dosyaya bağlantı
file-problem-is-the-source = bu, okunan dosyanın kendisi
file-problem-too-big = { $limit } bayttan büyük; bu kadar büyük dosya okunmaz
file-problem-no-free-name = yeni bir oyun için boş ad kalmadı
file-problem-already-there = bu arada oraya bir dosya kondu
file-problem-changed-meanwhile = oyun oynanırken başka bir program dosyayı değiştirdi
file-problem-no-game = içinde oyun yok
file-problem-riff-full = bir WAV dosyası en çok { $limit } bayt ses tutar; --game ile daha az oyun aktarın
file-problem-link-loop = bağlantılar bir döngüye giriyor
file-problem-bad-name = ad çok uzun ya da geçersiz
file-problem-too-big-for-disk = orada bir dosya bu kadar büyüyemez
file-problem-busy = sistem tarafından kullanılıyor
file-problem-link = bu bir bağlantı; annabella kendi klasörlerinde bağlantı üzerinden yazmaz
file-problem-link-on-the-way = yolu üzerindeki bir klasör bir bağlantı; annabella kendi klasörlerinde bağlantı üzerinden yazmaz

## Kaydetme.

saving-to = { $form ->
        [speech] Oyun her hamleden sonra kaydedilir.
       *[other] Her hamleden sonra şuraya kaydedilir:
            { $path }
    }
saved-in = { $form ->
        [speech] Oyun kaydedildi.
       *[other] Oyun kaydedildi:
            { $path }
    }
saved-again = { $form ->
        [speech] Oyun yeniden kaydedildi.
       *[other] Oyun yeniden kaydedildi:
            { $path }
    }
save-failed = { $form ->
        [speech] Kaydetme başarısız ({ $problem }); son hamle kaydedilmedi.
       *[other] Kaydetme başarısız ({ $problem }):
            { $path }
            Son hamle kaydedilmedi.
    }
saved-elsewhere = { $form ->
        [speech] Kaydetme başarısız ({ $problem }); oyun artık sistemin geçici klasöründe ve her hamleden sonra oraya kaydediliyor.
       *[other] Kaydetme başarısız ({ $problem }):
            { $path }
            Oyun artık şurada:
            { $instead }
            Her hamleden sonra oraya kaydediliyor.
    }
folder-made-again = { $form ->
        [speech] Oyunun klasörü silinmişti ve yeniden oluşturuldu; oyun oraya kaydedildi.
       *[other] Klasör
            { $path }
            silinmişti ve yeniden oluşturuldu; oyun oraya kaydedildi.
    }
links-parted = { $form ->
        [speech] Oyunun dosyasının başka adları vardı (sabit bağlantılar); onlar eski içeriği korur, oyun yalnızca bu adla kaydedilir.
       *[other] { $path }
            Dosyanın başka adları vardı (sabit bağlantılar); onlar eski içeriği korur, oyun yalnızca bu adla kaydedilir.
    }

games-folder = { $form ->
        [speech] Oyunlar klasörü
       *[other] Oyunlar klasörü
            { $path }{"\u000A"}
    }
games-folder-unnamed = Oyunlar klasörü
folder-unusable-elsewhere = { $folder } kullanılamıyor ({ $problem }); { $form ->
        [speech] oyun başka yere kaydediliyor.
       *[other] onun yerine şuraya kaydediliyor:
            { $instead }
    }
folder-unusable-not-saved = { $folder } kullanılamıyor ({ $problem }); bu oyun kaydedilmiyor.

file-refused = { $path }
    Kullanılamıyor ({ $problem }).

wav-needs-file = WAV dışa aktarımı bir dosya ister: -o OYUN.wav ekleyin.

braille-table-missing = { $table } liblouis tablosu yok: Braille yerleşik harflerle yazılıyor; bunlarda olmayan harfler en yakın Latin harfiyle yazılıyor (ş yerine s).

braille-library-refused = { $path }
    sıradan bir dosya değil, liblouis olarak yüklenmiyor (ANNABELLA_LIBLOUIS): Braille yerleşik harflerle yazılıyor; bunlarda olmayan harfler en yakın Latin harfiyle yazılıyor (ş yerine s).
braille-library-stopped = liblouis { $seconds } saniye içinde yanıt vermedi: gerisi yerleşik Braille harfleriyle yazılıyor.

save-file-exists = { $path }
    Bu dosya zaten var. Oyunu sonuna eklemek için add, dosyanın üzerine yazmak için replace, vazgeçmek için başka bir şey yazın.
save-file-kept = { $path }
    Dosya olduğu gibi kalır; yeni bir oyun için --save ile yeni bir ad verin.

## Bir dosyanın oyunları.

resuming = { $form ->
        [speech] Oyun { $game }, { $plies } yarım hamleden sonra sürüyor.
       *[other] { $path }
            Oyun { $game }: { $plies } yarım hamleden sonra sürüyor.
    }
no-game-in-file = { $path }
    Dosyada oyun yok.
games-counted-from-one = { $path }
    Oyunlar 1'den sayılır; dosyada { $count } oyun var.
no-such-game = { $path }
    { $number } numaralı oyun yok; dosyada { $count } oyun var.
game-finished = { $path }
    O oyun bitti: { $result }.
no-unfinished-game = { $path }
    İçinde bitmemiş oyun yok.
no-games-folder = Oyunlar klasörü yok: ne HOME ne de XDG_DATA_HOME ayarlı.

## Seçenekler ve ayar dosyası.

bad-option = --{ $option }: { $problem }.
bad-setting = { $path }
    Satır { $line }: { $key }: { $problem }; varsayılan kullanılıyor.
more-settings-unused = { $path }
    { $more } ayar daha kullanılmıyor; varsayılanları kullanılıyor.
config-unused = { $path }
    { $fault }; varsayılanlar kullanılıyor.
config-unused-at-line = { $path }
    Satır { $line }: { $fault }; varsayılanlar kullanılıyor.

config-not-utf8 = UTF-8 metin değil
config-unreadable = okunamıyor ({ $problem })
config-not-toml = geçerli TOML değil ({ $detail })

setting-player = "{ $text }" human, engine ya da engine=YOL değil
setting-piece-style = "{ $text }" bir taş biçimi değil: shapes, letters ya da figurines
setting-level = "{ $text }" 1 ile 20 arasında bir seviye değil
setting-rate = "{ $text }" 0,75 ile 2 arasında bir konuşma hızı değil
setting-time = "{ $text }" süre ayarı okunamıyor, karakter { $column } (şöyle yazın: 5+3, 90+30, 40/90+30,30+30, 25d5 ya da none)
setting-scheme = "{ $text }" bir şema değil: fide, local ya da english
setting-language = "{ $text }" bir dil değil: de, en, tr, fa, is
setting-notation = "{ $text }" bir yazım değil: words ya da san (cebirsel notasyon)
setting-voice = "{ $text }" bir ses değil: auto, clips, system ya da text
setting-theme = "{ $text }" bir tema değil: dark, light ya da colorblind
setting-color = "{ $text }" bir taraf değil: white ya da black
setting-board-size = "{ $text }" 50 ile 90 arasında bir tahta boyutu değil (genişliğin yüzdesi)
setting-braille-grade = "{ $text }" bir Braille düzeyi değil: 0, 1 (kısaltmasız) ya da 2 (kısaltmalı)
setting-seconds = "{ $text }" 1 ile 36000 arasında bir saniye sayısı değil
setting-chess960 = "{ $text }" 0 ile 959 arasında bir sayı değil
setting-days = lichess hamle başına 1, 2, 3, 5, 7, 10 ya da 14 gün sunar, "{ $text }" değil
setting-online-clock = "{ $text }" saati okunamıyor (dakika+artış saniyesi yazın, 10+5 gibi, en çok 180+180)
setting-challenge-clock = lichess oyun teklifinin saatini 0, 0.25, 0.5, 0.75, 1, 1.5 dakika ya da 180'e kadar tam dakika ve en çok 60 saniye artışla kabul eder, "{ $text }" değil
setting-ai-level = lichess bilgisayarı 1 ile 8 arası seviyelerde oynar, "{ $text }" değil
setting-online-color = renk white, black ya da random olur, "{ $text }" değil
setting-variant = annabella lichess'te standard ve chess960 oynar, "{ $text }" değil
setting-rating-range = eşleşme isteğinin puan aralığı 1500-1800 gibi yazılır, "{ $text }" değil
setting-rating-range-seek-only = lichess puan aralığını yalnızca eşleşme isteğinde alır
setting-color-real-time-seek-only = lichess rengi yalnızca saatli eşleşme isteğinde alır, hamle başına günlü oyunda değil
setting-ai-casual-only = lichess bilgisayarı yalnızca puansız oyun oynar
setting-not-text = buraya metin ya da sayı gelir
setting-not-true-or-false = buraya true ya da false gelir
setting-unknown = annabella'nın bildiği bir ayar değil
changed-meanwhile = { $form ->
        [speech] Oyunun dosyası{" "}
       *[other] { $path }{" "}
    }başka bir program tarafından değiştirildi; oyun dosyaya şimdiki hâliyle kaydedildi.
changed-meanwhile-lost = { $form ->
        [speech] Oyunun dosyası{" "}
       *[other] { $path }{" "}
    }başka bir program tarafından değiştirildi ve artık bu oyunu içermiyor; oyun sonuna eklendi.
online-game-not-resumed = { $path } bir lichess oyunu: sürdürmek için annabella online --game { $id } yazın.
iccf-game-not-resumed = { $path } ICCF sunucusunda bir oyun: sürdürmek için annabella iccf --game { $id } yazın; çevrimdışı oynanan hamleler ICCF'ye hiç ulaşmaz.
