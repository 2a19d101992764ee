### موتور شطرنج، به فارسی. چگونه ویرایش کنیم: cli.ftl را ببینید.

engine-name = { $name } (سطح { $level })
no-engine = موتور شطرنج در دسترس نیست: { $problem }. بازی دونفره ادامه می‌یابد: حرکت‌های هر دو طرف را تایپ کنید.
engine-failed = { $problem }. بازی ذخیره شده است: برای راه‌اندازی دوبارهٔ موتور و ادامهٔ بازی با آن engine را تایپ کنید، یا حرکت‌های هر دو طرف را خودتان تایپ کنید.
no-side-is-engine = در این بازی موتور با هیچ رنگی بازی نمی‌کند.
engine-thinking = رایانه در حال فکر کردن است.
help-off = پیشنهاد و ارزیابی در این بازی خاموش است.
no-help = کمکی در دسترس نیست: { $problem }.
no-evaluation = موتور ارزیابی‌ای نداد.
engine-suggested-unplayable = موتور حرکتی پیشنهاد کرد که annabella نمی‌تواند بازی کند: { $text }.
engine-flag-fell = پرچم رایانه پیش از حرکتش افتاد.
engine-declines-draw = رایانه تساوی را نمی‌پذیرد؛ بازی ادامه دارد.
engine-not-found = موتوری در { $path } نیست
engine-not-installed = { $name } در PATH یا /usr/games نیست (بستهٔ stockfish را نصب کنید)
engine-did-not-start = موتور { $program } اجرا نشد ({ $why })
engine-pipes = ارتباط با موتور برقرار نشد
engine-stopped = موتور { $name } متوقف شد ({ $status })
engine-no-answer = موتور { $name } در { $seconds } ثانیه به { $word } پاسخ نداد
engine-no-chess960 = { $name } Chess960 بازی نمی‌کند
engine-silent = موتور { $name } به‌موقع حرکتی نداد
engine-no-move = موتور { $name } حرکتی نفرستاد
engine-unreadable = موتور { $name } حرکتی فرستاد که annabella نمی‌تواند بخواند: { $text }
engine-illegal = موتور { $name } حرکت غیرقانونی { $uci } را فرستاد که بازی نشد
engine-flood = موتور { $name } بسیار بیشتر از یک موتور شطرنج می‌نویسد؛ متوقف شد
engine-busy = رایانه در حال فکر کردن است
start = { $seats } نوبت { $side } است.
seat-engine = { $name }، سطح { $level }
seats-you-white = شما با سفید در برابر { $opponent } بازی می‌کنید{ $boards ->
        [yes] ، روی دو صفحه
       *[no] {""}
    }.
seats-you-black = شما با سیاه در برابر { $opponent } بازی می‌کنید{ $boards ->
        [yes] ، روی دو صفحه
       *[no] {""}
    }.
seats-one-keyboard = سفید و سیاه پشت یک صفحه‌کلید.
seats-one-keyboard-named = سفید: { $white }؛ سیاه: { $black }؛ پشت یک صفحه‌کلید.
seats = سفید: { $white }؛ سیاه: { $black }.
file-engine-asked = این فایل موتور { $wanted } را حریف نامیده است. اجرا شود؟ بله یا نه:
file-engine-not-started = این فایل موتور { $wanted } را نام می‌برد؛ فقط موتور خودتان اجرا می‌شود: { $playing }.
