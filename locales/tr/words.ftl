### Oyuncunun oyun sırasında yazdığı sözcükler, Türkçe: evet ve hayır,
### en çok yazılan komutlar ve onlardan sonra gelen sözcükler (taraflar,
### taş türleri, yardım konuları, talepler).
###
### Nasıl düzenlenir: "=" işaretinin solundaki ad olduğu gibi kalır;
### sağında o ad için okunan sözcükler virgülle ayrılır. İlk sözcük,
### yardımın ve soruların gösterdiğidir: play.ftl, arbiter.ftl ve
### online.ftl onu yazar. İki ya da üç sözcüklü bir komut (geri al)
### bitişik de yazılabilir (gerial). Türkçe harfler olmadan yazılan
### sözcük de okunur (hayir, cik). İngilizce ve Almanca komut sözcükleri
### her dilde okunur; burada yazılmaz. Bir sözcük hamle gibi okunmamalı
### (e4, Af3): bunu bir test denetler.
###
### Kaynaklar: lichess'in Türkçe çevirisi (translation/dest/site/tr-TR.xml,
### nvui/tr-TR.xml) ve FIDE Satranç Kuralları'nın Türkçesi (terk 5.1.2,
### saate basmak 6.2, kural dışı hamle 7.5, iki el 7.5.4, berabere savı
### 9.1.2.3).

## Komutlar: satırın ilk sözcüğü.

# lichess: Evet, Hayır.
yes = evet
no = hayır
# lichess: Yardım.
help = yardım
# lichess: Çıkış.
quit = çık, çıkış
# lichess: Saat.
clock = saat
# lichess (nvui): Taşlar.
pieces = taşlar
# lichess: Berabere; Kurallar: berabere teklifi.
draw = berabere
# lichess: Oyundan Çekil; Kurallar 5.1.2: terk.
resign = çekil, terk
# lichess: Hamleyi geri al.
takeback = geri al
# lichess: Oyunu iptal et.
abort = iptal
# Ön hamleyi ya da söylenen hamleyi bırakmak.
cancel = vazgeç
# Kurallar 6.2, 7.5.3: saatine basmak.
press = bas
# Kurallar 7.5: kural dışı hamle; lichess: Geçersiz hamle.
illegal = kural dışı, kuraldışı, geçersiz
# lichess: Kabul et, Reddet.
accept = kabul
decline = reddet
# lichess: Beraberlik talep et; Kurallar 9.2: sav.
claim = talep, sav

## Komuttan sonra gelen sözcükler.

side-white = beyaz, beyazın
side-black = siyah, siyahın
# lichess (nvui): şah, vezir, kale, fil, at, piyon.
piece-king = şah, şahlar
piece-queen = vezir, vezirler
piece-rook = kale, kaleler
piece-bishop = fil, filler
piece-knight = at, atlar
piece-pawn = piyon, piyonlar
# Yardım konuları: yardım oyun.
topic-moves = hamleler, hamle
topic-board = tahta
topic-game = oyun
topic-clock = saat
topic-sound = ses
topic-engine = bilgisayar
topic-two-board = iki tahta
topic-arbiter = hakem
topic-online = lichess
topic-review = inceleme
# lichess: Üç kez hamle tekrarı; Gelişme olmadan elli hamle.
claim-threefold = tekrar
claim-fifty = elli
# lichess: Galibiyet talep et; rakip oyundan ayrıldığında.
claim-win = galibiyet
claim-draw = berabere, beraberlik
# Kurallar 7.5.4: iki elini kullanırsa.
hands = iki el
