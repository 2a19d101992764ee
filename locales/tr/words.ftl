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
# lichess: Saat; kalan süre.
clock = saat, süre
# lichess (nvui): Taşlar.
pieces = taşlar, taş
# lichess: Berabere, Beraberlik teklif et; kulüpte remi.
draw = berabere, beraberlik, remi
# lichess: Oyundan Çekil, Maçı terk et; Kurallar 5.1.2: terk;
# konuşmada pes etmek.
resign = çekil, oyundan çekil, terk, terk et, pes, pes et
# lichess: Hamleyi geri al.
takeback = geri al, hamleyi geri al
# lichess: Oyunu iptal et.
abort = iptal, iptal et, oyunu iptal et
# Ön hamleyi ya da söylenen hamleyi bırakmak.
cancel = vazgeç
# Kurallar 6.2, 7.5.3: saatine basmak, saate basmak.
press = bas, saate bas
# Kurallar 7.5: kural dışı hamle; lichess: Geçersiz hamle.
illegal = kural dışı, kuraldışı, kural dışı hamle, geçersiz
# lichess: Kabul et, Reddet.
accept = kabul, kabul et
decline = reddet
# lichess: Beraberlik talep et; Kurallar 9.2: sav; 11.11: iddia.
claim = talep, sav, iddia

## Komuttan sonra gelen sözcükler.

# Kurallar 6.6: Beyazların saati; saat add siyaha.
side-white = beyaz, beyazın, beyazlar, beyaza
side-black = siyah, siyahın, siyahlar, siyaha
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
topic-clock = saat, süre
topic-sound = ses
# lichess: Satranç motoru.
topic-engine = bilgisayar, motor
topic-two-board = iki tahta
topic-arbiter = hakem
# lichess: Çevrimiçi.
topic-online = lichess, çevrimiçi
topic-review = inceleme, incele
# lichess: Üç kez hamle tekrarı; Gelişme olmadan elli hamle;
# Kurallar 9.2: aynı konum üç kez.
claim-threefold = tekrar, hamle tekrarı, konum tekrarı
claim-fifty = elli, elli hamle
# lichess: Galibiyet talep et, Zafer; rakip oyundan ayrıldığında.
claim-win = galibiyet, zafer
claim-draw = berabere, beraberlik, remi
# Kurallar 7.5.4: iki elini kullanırsa; iki elle yapılan hamle.
hands = iki el, iki elle
