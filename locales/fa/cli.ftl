### خط فرمان annabella بیرون از بازی، به فارسی: --help هر فرمان، آنچه
### خط فرمان نمی‌پذیرد، و پاسخ فرمان‌های ابزاری (adjudicate، analyze،
### clock، convert، voices).
###
### چگونه جمله‌ای را ویرایش کنیم: فقط متن سمت راست "=" را تغییر دهید.
### واژه‌ای در آکولاد، مانند { $path }، را annabella پر می‌کند: آن را نگه
### دارید و هر جا که جمله لازم دارد بگذارید. نام‌های سمت چپ "=" همان‌طور
### می‌مانند. نام فرمان‌ها (play)، گزینه‌ها (--line) و مقدار گزینه‌ها
### (human، engine) همان است که بازیکن تایپ می‌کند: همان‌طور می‌مانند.
###
### بخش‌های لاتین هر خط (فرمان‌ها، مسیرها، SAN، FEN) را annabella هنگام
### چاپ در نشانه‌های جداسازی یونیکد (U+2066 … U+2069) می‌گذارد تا پایانهٔ
### راست‌به‌چپ آن‌ها را به هم نریزد؛ در این فایل‌ها نیازی به نوشتن آن‌ها
### نیست.
###
### راهنما خط به خط چاپ می‌شود: هر خط را کوتاه نگه دارید، تا جای ممکن ۴۰
### نویسه، پهنای یک نمایشگر بریل.

## annabella --help و annabella فرمان --help

-command-play = بازی کردن
-command-resume = ادامهٔ بازی ناتمام
-command-review = مرور یک بازی
-command-online = بازی در lichess
-command-corr = مکاتبه با ایمیل و پست
-command-iccf = بازی‌های ICCF با XfCC
-command-adjudicate = حکم فیده برای هر بازی
-command-analyze = وضعیت مرده، امکان مات
-command-clock = ساعت شطرنج
-command-announce = یک خط برای هر نیم‌حرکت
-command-convert = حرکت‌ها در نگارشی دیگر
-command-export = خروجی برگهٔ ثبت حرکات
-command-reconcile = مقایسهٔ دو برگهٔ ثبت
-command-voices = صداها و خروجی‌های صوتی
-command-bench = اندازه‌گیری‌ها

-option-line =
    --line: حالت خطی برای صفحه‌خوان
    --no-prompt: بدون اعلان پیش از ورودی
-options-game =
    --white بازیکن: سفید: human، engine
    --black بازیکن: سیاه: مانند --white
    --engine مسیر: موتور شطرنج
    --level N: قدرت ۱ تا ۲۰ (۳)
    --time زمان: 5+3، 40/90+30، none
    --fen FEN: وضعیت آغازین
    --chess960 [N]: Chess960، وضعیت N
    --save فایل: ذخیره پس از هر حرکت
    --two-board: بازی روی دو صفحه
    --color رنگ: رنگ شما: white، black
    --tournament: حالت مسابقه، بی‌رایانه
    --no-help: بدون پیشنهاد و ارزیابی
    --five-minute-cue: زمان هر پنج دقیقه
    --warnings ثانیه‌ها: هشدارهای زمان
    --fake-time: ساعت تمرینی با wait
    --notation words|san: واژه یا Nf3
-options-voice =
    --voice: auto، clips، system، text
    --scheme: fide (آلمانی)، local، english
    --language: de، en، tr، fa، is
    --rate: سرعت گفتار ۰٫۷۵ تا ۲
-options-own-voice =
    --voice-pack پوشه: صداهای خودتان
    --system-voice نام: صدای سیستم
-options-look =
    --pieces: shapes، letters، figurines
    --theme: dark، light، colorblind
    --board-size درصد: پهنای صفحه ۵۰ تا ۹۰
    --ascii: حروف و قاب‌های ASCII
-option-game-of-file = --game N: بازی شمارهٔ N در فایل
-option-scheme =
    --scheme: fide (آلمانی)، local، english
    --language: de، en، tr، fa، is
-option-as-json = --json: به صورت JSON

cli-help =
    annabella: شطرنج برای نابینایان.
    صفحه‌خوان: annabella --line
    کاربرد: annabella فرمان گزینه‌ها
    بدون فرمان: play.
    play: { -command-play }
    resume: { -command-resume }
    review: { -command-review }
    online: { -command-online }
    corr: { -command-corr }
    iccf: { -command-iccf }
    adjudicate: { -command-adjudicate }
    analyze: { -command-analyze }
    clock: { -command-clock }
    announce: { -command-announce }
    convert: { -command-convert }
    export: { -command-export }
    reconcile: { -command-reconcile }
    voices: { -command-voices }
    bench: { -command-bench }
    annabella فرمان --help: گزینه‌ها
    --version: نسخه

cli-help-play =
    annabella play: { -command-play }
    کاربرد: annabella play گزینه‌ها
    { -option-line }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-resume =
    annabella resume: { -command-resume }
    کاربرد: annabella resume [فایل]
    فایل: اگر نباشد، آخرین بازی ناتمام
    { -option-line }
    { -option-game-of-file }
    { -options-game }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-review =
    annabella review: { -command-review }
    کاربرد: annabella review فایل.pgn
    { -option-line }
    { -option-game-of-file }
    { -options-voice }
    { -options-own-voice }
    { -options-look }

cli-help-online =
    annabella online: { -command-online }
    کاربرد: annabella online [login]
    یا: online seek، online challenge نام
    یا: online ai، online cancel شناسه
    { -option-line }
    --game شناسه: این بازی lichess
    --days N: روز برای هر حرکت
    --time دقیقه+ثانیه: زمان بازی
    --rated: بازی رسمی (وگرنه نارسمی)
    --color: white، black یا random
    --variant: standard یا chess960
    --rating-range از-تا: درجه‌بندی حریف
    --level N: قدرت lichess AI ۱ تا ۸
    --server نشانی: سرور lichess
    --token-file فایل: فایل توکن
    { -options-voice }

cli-help-adjudicate =
    annabella adjudicate: { -command-adjudicate }
    کاربرد: annabella adjudicate فایل.pgn
    فایل -: ورودی استاندارد
    --json: یک شیء JSON برای هر بازی
    { -option-scheme }

cli-help-analyze =
    annabella analyze: { -command-analyze }
    کاربرد: annabella analyze --fen FEN
    --fen FEN: وضعیت
    { -option-as-json }
    { -option-scheme }

cli-help-clock =
    annabella clock: { -command-clock }
    کاربرد: annabella clock --time زمان
    --time زمان: 5+3، 40/90+30، 25d5، 25b5
    --took ثانیه‌ها: ثانیه‌های هر حرکت
    { -option-as-json }
    { -option-scheme }

cli-help-announce =
    annabella announce: { -command-announce }
    کاربرد: annabella announce فایل.pgn
    فایل -: ورودی استاندارد
    { -option-scheme }
    --ascii: ae به جای ä

cli-help-convert =
    annabella convert: { -command-convert }
    کاربرد: annabella convert --to نگارش حرکت‌ها
    --to: san، san-de، uci، iccf، fide،
      english، brf
    --fen FEN: وضعیت آغازین
    --chess960: قلعه‌روی Chess960
    { -option-scheme }

cli-help-export =
    annabella export: { -command-export }
    کاربرد: annabella export فایل --to قالب
    --to: pgn، txt، brf، braille، wav، iccf
    -o, --output فایل: مقصد؛ برای wav لازم
    { -option-scheme }
    --game N: فقط بازی N
    --clock: ساعت‌ها پس از هر حرکت
    --braille-grade N: ۰، ۱، ۲ (با اختصار)

cli-help-reconcile =
    annabella reconcile: { -command-reconcile }
    کاربرد: annabella reconcile الف.pgn ب.pgn
    { -option-scheme }
    { -option-as-json }

cli-help-voices =
    annabella voices: { -command-voices }
    کاربرد: annabella voices
    { -options-voice }
    { -options-own-voice }
    --clip-texts طرح: متن صداهای ضبط‌شده

cli-help-bench =
    annabella bench: { -command-bench }
    کاربرد: annabella bench موضوع [فایل]
    موضوع: deadpos، latency، export،
      startup، idle، pgn، memory، answer
    --n N: چند بار اندازه‌گیری (۵۰)
    { -options-voice }
    { -options-own-voice }

## آنچه خط فرمان نمی‌پذیرد: یک خط.

cli-bad-command-line = { $fault }؛ { $help } گزینه‌ها را فهرست می‌کند.

cli-fault-unknown-command = فرمانی به نام '{ $word }' نیست
cli-fault-unknown-option = گزینهٔ { $option } اینجا پذیرفته نیست
cli-fault-missing = { $names } لازم است
cli-fault-no-value = { $option } مقداری لازم دارد
cli-fault-bad-value = '{ $value }' برای { $option } معتبر نیست
cli-fault-conflict = { $option } با گزینه‌های دیگر سازگار نیست
cli-fault-other = خط فرمان فهمیده نشد

cli-usage-word = { $word }

list-comma = { $first }، { $second }
list-and = { $first } و { $second }

cli-cannot-write = نمی‌توان خروجی را نوشت: { $problem }.

## صفحه‌خوان و حالت خطی.

cli-line-mode-hint = با صفحه‌خوان: annabella --line (حالت خطی).
cli-line-mode-chosen = صفحه‌خوانی در حال اجراست: حالت خطی. annabella --help گزینه‌ها را می‌گوید.

## annabella clock

cli-clock-control = { $control }: برای هر بازیکن { $each }؛ { $pace ->
        [rapid] سریع
        [blitz] برق‌آسا
       *[standard] کلاسیک
    }؛ جریمهٔ ادعای نادرست { $penalty }. برای اجرا --took را بدهید.

cli-clock-after = { $number }{ $color ->
        [white] .
       *[black] ...
    } سفید { $white }، سیاه { $black }

cli-flag-fell-at = پرچم { $side } در نیم‌حرکت { $ply } افتاد.

cli-took-not-seconds = --took: مورد { $item } ('{ $text }') شمار ثانیه‌ها نیست؛ این‌طور بنویسید: 12,3.5,40

cli-no-clock-to-run = با زمان 'none' ساعتی برای اجرا نیست.

## annabella adjudicate

cli-at-move = در حرکت { $number }{ $color ->
        [black] {" "}({ $side })
       *[white] {""}
    }
cli-at-start = در وضعیت آغازین

cli-judged = بازی { $game }: { $score } با { $reason } (مادهٔ { $article }) { $place }

cli-ongoing = بازی { $game }: * ادامه دارد { $after }، نوبت { $side }{ $claims ->
        [0] {""}
       *[other] ؛ اکنون می‌تواند ادعا کند: { $reasons }
    }{ $stated ->
        [0] {""}
       *[other] ؛ با اعلام حرکت می‌تواند ادعا کند: { $moves }
    }
cli-after-move = پس از حرکت { $number }{ $color ->
        [black] {" "}({ $side })
       *[white] {""}
    }
cli-before-first-move = در آغاز
cli-stated-move = { $move } ({ $reasons })

cli-not-judged = بازی { $game }: حکم ممکن نیست؛ نیم‌حرکت { $ply }: { $fault }

cli-some-not-judged = { $path }
    برای { $errors } از { $count } بازی حکم ممکن نشد؛ نخستین: بازی { $game }، نیم‌حرکت { $ply }.

cli-contradiction = { $path }
    بازی { $game }: طبق قوانین، بازی { $place } با { $reason } پایان می‌یابد ({ $result })، اما نتیجهٔ نوشته‌شده { $written } است؛ نتیجه همان‌طور که نوشته شده می‌ماند

cli-game-unreadable = { $path }
    بازی { $game }، نیم‌حرکت { $ply }: { $fault }

## annabella analyze

cli-analysis-dead = وضعیت مرده (مادهٔ 5.2.2): بازی مساوی است.
cli-analysis-not-dead = وضعیت مرده نیست.
cli-analysis-undecided = معلوم نشد که وضعیت مرده است یا نه.
cli-can-mate = { $side } هنوز می‌تواند مات کند
cli-cannot-mate = { $side } با هیچ سلسله‌ای از حرکت‌های قانونی نمی‌تواند مات کند
cli-mate-undecided = معلوم نشد که { $side } می‌تواند مات کند یا نه
cli-analysis = { $dead } { $white }؛ { $black }.

## annabella convert

cli-not-converted = حرکت { $index } '{ $text }': { $why }

## annabella voices

cli-built-in-pack = بستهٔ صدای داخلی { $scheme }: { $count } صدای ضبط‌شده.
cli-sound-output-no-card = خروجی صوتی { $host }: کارت صدا نیست.
cli-sound-output-no-device = خروجی صوتی { $host }: دستگاه خروجی نیست.
cli-sound-output = خروجی صوتی { $host }: { $device }.
cli-using-clips = صداهای ضبط‌شده: { $recordings } صدا از طرح { $scheme }، { $rate } هرتز، روی { $device } ({ $host }).
cli-using-system = گفتار سیستم، با صدای تنظیمات گفتار شما.
cli-using-system-voice = گفتار سیستم، صدای درخواستی '{ $voice }'.
cli-using-text = فقط متن: بی‌صدا.

## نام ناشناخته

cli-unknown-name = { $what }: '{ $name }' وجود ندارد؛ این‌ها هستند: { $names }.

cli-help-corr =
    annabella corr: { -command-corr }
    کاربرد: annabella corr نام
    یا: corr new نام، corr list
    --line: حالت خطی (همیشه)
    --color رنگ: برای new: white یا black
    --opponent نام: برای new: حریف
    --time M/Dd: برای new، مثلاً 10/50d:
      ۱۰ حرکت در ۵۰ روز
    --due روز: برای new: مهلت پاسخ (3)
    --email نشانی: برای new: ایمیل حریف
    { -options-voice }
cli-help-iccf =
    annabella iccf: { -command-iccf }
    کاربرد: annabella iccf [login]
    یا: iccf --game شناسه
    --line: حالت خطی (همیشه)
    --game شناسه: بازی کردن این بازی ICCF
    --server نشانی: سرور XfCC (ICCF)
    --login-file فایل: فایل ورود
    --poll ثانیه: فاصلهٔ پرسش از سرور (300)
    { -options-voice }
cli-line-mode-plain = پایانه‌ای ساده: حالت خطی.

## annabella voices: the screen reader found
cli-reader-found = صفحه‌خوانی در حال اجراست: حالت خطی، و صفحه‌خوان می‌خواند.
cli-no-reader = صفحه‌خوانی پیدا نشد.

## A new game in the games folder the player has been told of
cli-saved-every-move = پس از هر حرکت ذخیره می‌شود؛ file جایش را می‌گوید.
cli-no-save-file = این بازی در هیچ فایلی ذخیره نمی‌شود.
