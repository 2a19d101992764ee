### صدا، به فارسی. چگونه ویرایش کنیم: cli.ftl را ببینید.

voice-recordings = صدا: صداهای ضبط‌شدهٔ داخلی.
own-recordings = بستهٔ صدا:
    { $path }
    { $count } صدای ضبط‌شدهٔ خودتان.
voice-pack-problem = بستهٔ صدای { $path }: { $problem }؛ صدای داخلی به کار می‌رود.
no-system-voice-called = صدای سیستمی به نام "{ $name }" نیست؛ صدای پیش‌فرض به کار می‌رود.
no-sound-card = بدون صدا (کارت صدایی پیدا نشد)؛ اعلام‌ها فقط چاپ می‌شوند.
no-sound = بدون صدا: { $trouble }؛ اعلام‌ها فقط چاپ می‌شوند.{ $said }
no-system-speech = بدون گفتار: { $trouble }؛ اعلام‌ها فقط چاپ می‌شوند.{ $said }
sound-lost = صدا قطع شد: { $trouble }؛ از این پس اعلام‌ها فقط چاپ می‌شوند.{ $said }
system-said = {" "}سیستم گفت: { $detail }
sound-trouble-no-sound-system = هیچ سیستم صوتی پاسخ نمی‌دهد
sound-trouble-no-output-device = خروجی صوتی پیدا نشد
sound-trouble-device-refused = دستگاه صوتی باز نشد
sound-trouble-device-lost = دستگاه صوتی دیگر صدا نمی‌پذیرد
sound-trouble-speech-lost = گفتار سیستم دیگر پاسخ نمی‌دهد
sound-trouble-no-speech-service = گفتار سیستم باز نشد
sound-trouble-speech-silent = گفتار سیستم پاسخ نمی‌دهد
sound-trouble-recordings = صداهای ضبط‌شدهٔ داخلی خوانده نمی‌شوند

voice-screen-reader = صدا: صفحه‌خوان شما، به همراه صداهای هشدار.
pack-problem-not-wav = فایل WAV با PCM شانزده‌بیتی نیست
pack-problem-rate = نرخ نمونه‌برداری { $rate } در ثانیه، که هیچ صدای ضبط‌شده‌ای ندارد
pack-problem-too-long = بیش از { $seconds } ثانیه، بیش از آنچه یک واژه لازم دارد

reader-speech-none = هیچ NVDA یا JAWS در حال اجرا نیست که از راه آن سخن گفته شود؛ گفتار سیستم آزموده می‌شود، که شاید هم‌زمان با صفحه‌خوان شما سخن بگوید.
reader-speech-no-nvda-client = NVDA در حال اجراست، اما nvdaControllerClient.dll کنار annabella.exe نیست؛ گفتار سیستم آزموده می‌شود.
reader-speech-no-answer = { $reader } در حال اجراست، اما گفتارش پاسخ نمی‌دهد؛ گفتار سیستم آزموده می‌شود.{ $said }
sound-trouble-reader-lost = صفحه‌خوان دیگر سطرهای annabella را نمی‌پذیرد
