### Satranç programı, Türkçe. Nasıl düzenlenir: cli.ftl'ye bakın.

engine-name = { $name } (seviye { $level })
no-engine = Satranç motoru yok: { $problem }. Oyun iki kişilik sürüyor: iki tarafın hamlelerini de yazın.
engine-failed = { $problem }. Oyun kaydedildi: yeniden başlatılan motora karşı sürdürmek için engine yazın, ya da onun hamlelerini de yazıp iki kişilik sürdürün.
no-side-is-engine = Bu oyunda hiçbir tarafı bilgisayar oynamıyor.
engine-thinking = Bilgisayar hamlesini düşünüyor.
help-off = Bu oyunda öneri ve değerlendirme kapalı.
no-help = Yardım yok: { $problem }.
no-evaluation = Motor bir değerlendirme vermedi.
engine-suggested-unplayable = Motor, annabella'nın oynayamadığı bir hamle önerdi: { $text }.
engine-flag-fell = Bilgisayar, bayrağı düşmeden hamle yapmadı.
engine-declines-draw = Bilgisayar beraberliği kabul etmiyor; oyun sürüyor.
engine-not-found = { $path }
    Orada program yok
engine-not-installed = { $name } PATH'te ya da /usr/games içinde yok (stockfish paketini kurun)
engine-did-not-start = { $program } motoru başlamadı ({ $why })
engine-pipes = Motorla bağlantı açılamadı
engine-stopped = { $name } motoru durdu ({ $status })
engine-no-answer = { $name } motoru { $seconds } sn içinde { $word } yanıtını vermedi
engine-no-chess960 = { $name } Chess960 oynamıyor
engine-silent = { $name } motoru zamanında hamle vermedi
engine-no-move = { $name } motoru hamle göndermedi
engine-unreadable = { $name } motoru annabella'nın okuyamadığı bir hamle gönderdi: { $text }
engine-illegal = { $name } motoru geçersiz bir hamle gönderdi ({ $uci }); hamle oynanmadı
engine-flood = { $name } motoru bir satranç motorunun yazacağından çok daha fazlasını yazıyor; durduruldu
engine-busy = Bilgisayar hamlesini düşünüyor
start = { $seats } Hamle { $side }{ $side ->
        [Siyah] ta
       *[other] da
    }.
seat-engine = { $name }, seviye { $level }
seats-you-white = Beyaz taşlar sizin; rakip: { $opponent }{ $boards ->
        [yes] ; iki tahtada oyun
       *[no] {""}
    }.
seats-you-black = Siyah taşlar sizin; rakip: { $opponent }{ $boards ->
        [yes] ; iki tahtada oyun
       *[no] {""}
    }.
seats-one-keyboard = Beyaz ve Siyah tek klavyede.
seats-one-keyboard-named = Beyaz: { $white }; Siyah: { $black }; tek klavyede.
seats = Beyaz: { $white }; Siyah: { $black }.
file-engine-asked = Dosyada rakip olarak { $wanted } programı yazılı. Başlatılsın mı? evet ya da hayır:
file-engine-not-started = Dosyada { $wanted } programı yazılı; yalnız kendi programınız başlatılır: { $playing }.
