### برنامهٔ شطرنج، به فارسی. چگونه ویرایش کنیم: cli.ftl را ببینید.

engine-name = { $name } (سطح { $level })
no-engine = برنامهٔ شطرنج نیست: { $problem }. بازی دونفره ادامه می‌یابد: حرکت‌های هر دو طرف را تایپ کنید.
engine-failed = { $problem }. بازی ذخیره شده است: برای ادامه در برابر برنامهٔ از نو آغازشده engine را تایپ کنید، یا حرکت‌هایش را تایپ کنید و دونفره ادامه دهید.
no-side-is-engine = در این بازی برنامه هیچ طرفی را بازی نمی‌کند.
engine-thinking = برنامه دربارهٔ حرکتش فکر می‌کند.
help-off = پیشنهاد و ارزیابی در این بازی خاموش است.
no-help = کمکی نیست: { $problem }.
no-evaluation = برنامه ارزیابی‌ای نداد.
engine-suggested-unplayable = برنامه حرکتی پیشنهاد کرد که annabella نمی‌تواند بازی کند: { $text }.
engine-flag-fell = برنامه پیش از افتادن پرچمش حرکت نکرد.
engine-declines-draw = برنامه مساوی را نمی‌پذیرد؛ بازی ادامه دارد.
engine-not-found = برنامه‌ای در { $path } نیست
engine-not-installed = { $name } در PATH یا /usr/games نیست (بستهٔ stockfish را نصب کنید)
engine-did-not-start = برنامهٔ { $program } آغاز نشد ({ $why })
engine-pipes = لوله‌های برنامه باز نشدند
engine-stopped = برنامهٔ { $name } متوقف شد ({ $status })
engine-no-answer = برنامهٔ { $name } در { $seconds } ثانیه به { $word } پاسخ نداد
engine-no-chess960 = { $name } Chess960 بازی نمی‌کند
engine-silent = برنامهٔ { $name } به موقع حرکتی نداد
engine-no-move = برنامهٔ { $name } حرکتی نفرستاد
engine-unreadable = برنامهٔ { $name } حرکتی فرستاد که annabella نمی‌تواند بخواند: { $text }
engine-illegal = برنامهٔ { $name } حرکت غیرقانونی { $uci } را فرستاد که بازی نشد
engine-flood = برنامهٔ { $name } بسیار بیشتر از یک برنامهٔ شطرنج می‌نویسد؛ متوقف شد
engine-busy = برنامه دربارهٔ حرکتش فکر می‌کند
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
file-engine-asked = پرونده برنامهٔ { $wanted } را حریف می‌نامد. اجرا شود؟ yes یا no:
file-engine-not-started = پرونده برنامهٔ { $wanted } را می‌نامد؛ فقط برنامهٔ خودتان اجرا می‌شود: { $playing }.
