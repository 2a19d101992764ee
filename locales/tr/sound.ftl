### Ses, Türkçe. Nasıl düzenlenir: cli.ftl'ye bakın.

voice-recordings = Ses: yerleşik kayıtlar.
voice-screen-reader = Ses: ekran okuyucunuz ve uyarı sesleri.
own-recordings = Ses paketi:
    { $path }
    Kendi kayıtlarınız: { $count }.
voice-pack-problem = Ses paketi { $path }: { $problem }; yerleşik ses kullanılıyor.
no-system-voice-called = "{ $name }" adında sistem sesi yok; varsayılan ses kullanılıyor.
no-sound-card = Ses yok (ses kartı bulunamadı); duyurular yalnızca yazılıyor.
no-sound = Ses yok: { $trouble }; duyurular yalnızca yazılıyor.{ $said }
no-system-speech = Konuşma yok: { $trouble }; duyurular yalnızca yazılıyor.{ $said }
sound-lost = Ses kesildi: { $trouble }; bundan sonra duyurular yalnızca yazılıyor.{ $said }
system-said = {" "}Sistemin dediği: { $detail }
sound-trouble-no-sound-system = hiçbir ses sistemi yanıt vermiyor
sound-trouble-no-output-device = ses çıkışı bulunamadı
sound-trouble-device-refused = ses aygıtı açılmadı
sound-trouble-device-lost = ses aygıtı ses almayı bıraktı
sound-trouble-speech-lost = sistemin konuşması yanıt vermeyi bıraktı
sound-trouble-no-speech-service = sistemin konuşması açılmadı
sound-trouble-speech-silent = sistemin konuşması yanıt vermiyor
sound-trouble-recordings = yerleşik kayıtlar okunamıyor
pack-problem-not-wav = 16 bit PCM WAV dosyası değil
pack-problem-rate = saniyede { $rate } örnek: hiçbir kayıt bu hızda değil
pack-problem-too-long = { $seconds } saniyeden uzun, bir sözcük için fazla

reader-speech-none = Üzerinden konuşulacak NVDA ya da JAWS çalışmıyor; sistemin konuşması deneniyor, ekran okuyucunuzun üstüne konuşabilir.
reader-speech-no-nvda-client = NVDA çalışıyor, ama nvdaControllerClient.dll annabella.exe'nin yanında değil; sistemin konuşması deneniyor.
reader-speech-no-answer = { $reader } çalışıyor, ama konuşması yanıt vermiyor; sistemin konuşması deneniyor.{ $said }
sound-trouble-reader-lost = ekran okuyucu annabella'nın satırlarını artık almıyor
