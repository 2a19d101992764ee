### Satranç programı, Türkçe. Nasıl düzenlenir: cli.ftl'ye bakın.

engine-name = { $name } (seviye { $level })
no-engine = Satranç programı yok: { $problem }. Oyun iki kişilik sürüyor: iki tarafın hamlelerini de yazın.
engine-failed = { $problem }. Oyun kaydedildi: yeniden başlatılan programla sürdürmek için engine yazın, ya da onun hamlelerini yazıp iki kişilik sürdürün.
no-side-is-engine = Bu oyunda hiçbir tarafı program oynamıyor.
engine-thinking = Program hamlesini düşünüyor.
help-off = Bu oyunda öneri ve değerlendirme kapalı.
no-help = Yardım yok: { $problem }.
no-evaluation = Program değerlendirme vermedi.
engine-suggested-unplayable = Program annabella'nın oynayamadığı bir hamle önerdi: { $text }.
engine-flag-fell = Program bayrağı düşmeden hamle yapmadı.
engine-declines-draw = Program beraberliği reddediyor; oyun sürüyor.
engine-not-found = { $path }
    Yolunda program yok
engine-not-installed = { $name } PATH'te ya da /usr/games içinde yok (stockfish paketini kurun)
engine-did-not-start = { $program } programı başlamadı ({ $why })
engine-pipes = Programın bağlantıları açılamadı
engine-stopped = { $name } programı durdu ({ $status })
engine-no-answer = { $name } programı { $seconds } sn içinde { $word } yanıtı vermedi
engine-no-chess960 = { $name } Chess960 oynamaz
engine-silent = { $name } programı zamanında hamle vermedi
engine-no-move = { $name } programı hamle göndermedi
engine-unreadable = { $name } programı annabella'nın okuyamadığı bir hamle gönderdi: { $text }
engine-illegal = { $name } programı kural dışı bir hamle gönderdi, { $uci }; oynanmadı
engine-flood = { $name } programı bir satranç programının yazması gerekenden çok daha fazla yazıyor; durduruldu
engine-busy = Program hamlesini düşünüyor
start = { $seats } Sıra { $side } tarafında.
seat-engine = { $name }, seviye { $level }
seats-you-white = { $opponent } karşısında Beyaz oynuyorsunuz{ $boards ->
        [yes] , iki tahtada
       *[no] {""}
    }.
seats-you-black = { $opponent } karşısında Siyah oynuyorsunuz{ $boards ->
        [yes] , iki tahtada
       *[no] {""}
    }.
seats-one-keyboard = Beyaz ve Siyah tek klavyede.
seats-one-keyboard-named = Beyaz: { $white }; Siyah: { $black }; tek klavyede.
seats = Beyaz: { $white }; Siyah: { $black }.
file-engine-asked = Dosya rakip olarak { $wanted } programını adlandırıyor. Başlatılsın mı? yes ya da no:
file-engine-not-started = Dosya { $wanted } programını adlandırıyor; yalnız sizinki başlatılır: { $playing }.
