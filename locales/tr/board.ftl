### Tahta ekranı, Türkçe: başlıklar ve tuşların yardımı.
### Nasıl düzenlenir: cli.ftl'ye bakın.

board-keys = Oklar gezer, Enter kaldırır ve koyar, Tab komut yazar, ? yardım.
not-your-piece = Burada sırası gelen tarafın taşı yok.
board-clock-title = {" "}Saat{" "}
board-said-title = {" "}Söylenen{" "}
board-said-scrolled = {" "}Söylenen (PgDn){" "}
board-moves-title = {" "}Hamleler{" "}
board-help-title = {" "}Yardım (oklar kaydırır, Esc kapatır){" "}
board-no-clock = saat yok
board-tab-for-command = Tab: komut yaz{"  "}
board-not-pressed = (saate basılmadı: { $san })
board-too-small = Pencere tahta için çok küçük: lütfen en az { $columns } sütun, { $rows } satır yapın.
board-command-full = Komut satırı en çok { $longest } karakter tutar; fazlası alınmaz.
board-keys-head =
    Tahtanın tuşları:
    Oklar: bir kareye git, kare söylenir
    Enter: taşı kaldır,
      hedef karede: bırak
    Esc: taşı geri koy
    1-8: o yataya
    Alt ile 1-8: o dikeye
    k q r b n p: o türün sonraki taşına;
      büyük harf: öncekine
    m: imlecin altındaki taşın
      hamleleri
    o: kare yeniden
    c: saat
    l: son hamle
    {"["} ]: hamlelerde gezin
    f: tahtayı döndür
    x: yinele
board-keys-engine-help = h ve e: öneri ve değerlendirme
board-keys-two-board = Boşluk: saate bas
board-keys-tail =
    PgUp, PgDn: söyleneni kaydır
    Tab, : ya da /: komut yaz
      Enter gönderir
    ? ya da F1: bu yardım
    Ctrl+Q: çık
    Tahtadaki işaretler:
      son hamle: düz renk
      kaldırılan taş: koyu ağ
      şah çekilince: beyaz damalı kırmızı
      taşın gidebileceği yer: noktalar,
      alınacak taşın çevresinde dolu açı
    {""}
    Komutlar:
