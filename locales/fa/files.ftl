### فایل‌ها، به فارسی: ذخیره، فایل‌های بازی، گزینه‌ها و فایل تنظیمات.
### چگونه ویرایش کنیم: cli.ftl را ببینید.

## چرا فایلی قابل استفاده نیست.

file-problem-no-permission = اجازهٔ دسترسی نیست
file-problem-not-found = وجود ندارد
file-problem-not-a-folder = بخشی از مسیر فایل است، نه پوشه
file-problem-is-a-folder = این یک پوشه است
file-problem-not-a-file = فایل معمولی نیست
file-problem-no-space = دیسک پر است
file-problem-read-only = فقط‌خواندنی است
file-problem-locked = annabella دیگری هم‌اکنون این بازی را باز کرده است
file-problem-no-folder = نه HOME تنظیم شده و نه XDG_DATA_HOME
file-problem-other = خطای سیستم: { $detail }
file-problem-dangling-link = پیوند به فایلی که وجود ندارد
file-problem-is-the-source = این همان فایلی است که خوانده می‌شود
file-problem-too-big = بزرگ‌تر از { $limit } بایت؛ فایلی به این بزرگی خوانده نمی‌شود
file-problem-no-free-name = نام آزادی برای بازی تازه نمانده است
file-problem-already-there = در این فاصله فایلی آنجا ساخته شد
file-problem-changed-meanwhile = برنامهٔ دیگری هنگام بازی فایل را تغییر داد
file-problem-no-game = بازی‌ای در آن نیست
file-problem-riff-full = یک فایل WAV حداکثر { $limit } بایت صدا نگه می‌دارد؛ با --game بازی‌های کمتری خروجی بگیرید
file-problem-link-loop = پیوندها در حلقه به خودشان برمی‌گردند
file-problem-bad-name = نام بیش از حد بلند است یا مجاز نیست
file-problem-too-big-for-disk = فایل آنجا نمی‌تواند این‌قدر بزرگ شود
file-problem-busy = سیستم در حال استفاده از آن است
file-problem-link = این یک پیوند است؛ annabella در پوشه‌های خودش از راه پیوند نمی‌نویسد
file-problem-link-on-the-way = یکی از پوشه‌های مسیر آن یک پیوند است؛ annabella در پوشه‌های خودش از راه پیوند نمی‌نویسد

## ذخیره.

saving-to = { $form ->
        [speech] بازی پس از هر حرکت ذخیره می‌شود.
       *[other] پس از هر حرکت ذخیره می‌شود در:
            { $path }
    }
saved-in = { $form ->
        [speech] بازی ذخیره شد.
       *[other] بازی ذخیره شد در:
            { $path }
    }
saved-again = { $form ->
        [speech] بازی دوباره ذخیره شد.
       *[other] بازی دوباره ذخیره شد در:
            { $path }
    }
save-failed = { $form ->
        [speech] ذخیره ناموفق بود ({ $problem })؛ آخرین حرکت ذخیره نشده است.
       *[other] ذخیره ناموفق بود ({ $problem }):
            { $path }
            آخرین حرکت ذخیره نشده است.
    }
saved-elsewhere = { $form ->
        [speech] ذخیره ناموفق بود ({ $problem })؛ بازی اکنون در پوشهٔ موقت سیستم است و پس از هر حرکت آنجا ذخیره می‌شود.
       *[other] ذخیره ناموفق بود ({ $problem }):
            { $path }
            بازی اکنون در اینجاست:
            { $instead }
            پس از هر حرکت آنجا ذخیره می‌شود.
    }
folder-made-again = { $form ->
        [speech] پوشهٔ بازی از میان رفته بود و دوباره ساخته شد؛ بازی در آن ذخیره شد.
       *[other] پوشهٔ
            { $path }
            از میان رفته بود و دوباره ساخته شد؛ بازی در آن ذخیره شد.
    }
links-parted = { $form ->
        [speech] فایل بازی نام‌های دیگری داشت (پیوند سخت)؛ آن‌ها محتوای پیشین را نگه می‌دارند و بازی فقط با این نام ذخیره می‌شود.
       *[other] { $path }
            نام‌های دیگری داشت (پیوند سخت)؛ آن‌ها محتوای پیشین را نگه می‌دارند و بازی فقط با این نام ذخیره می‌شود.
    }

games-folder = { $form ->
        [speech] پوشهٔ بازی‌ها
       *[other] پوشهٔ بازی‌ها
            { $path }{"\u000A"}
    }
games-folder-unnamed = پوشهٔ بازی‌ها
folder-unusable-elsewhere = { $folder } قابل استفاده نیست ({ $problem })؛ { $form ->
        [speech] بازی جای دیگری ذخیره می‌شود.
       *[other] به جای آن ذخیره می‌شود در:
            { $instead }
    }
folder-unusable-not-saved = { $folder } قابل استفاده نیست ({ $problem })؛ این بازی ذخیره نمی‌شود.

file-refused = { $path }
    قابل استفاده نیست ({ $problem }).

wav-needs-file = خروجی WAV یک فایل لازم دارد: -o بازی.wav را بیفزایید.

braille-table-missing = جدول liblouis { $table } پیدا نشد: بریل با حروف داخلی نوشته می‌شود؛ حروفی که در آن‌ها نیست با حروف لاتین نوشته می‌شوند (به روش ALA-LC، ش: sh).

braille-library-refused = { $path }
    فایل معمولی نیست و به عنوان liblouis بارگذاری نمی‌شود (ANNABELLA_LIBLOUIS): بریل با حروف داخلی نوشته می‌شود؛ حروفی که در آن‌ها نیست با حروف لاتین نوشته می‌شوند (به روش ALA-LC، ش: sh).
braille-library-stopped = liblouis در { $seconds } ثانیه پاسخی نداد: باقی با حروف داخلی بریل نوشته می‌شود.

save-file-exists = { $path }
    از پیش وجود دارد. برای افزودن این بازی به پایان آن add، برای بازنویسی فایل replace، و برای انصراف هر چیز دیگری را تایپ کنید.
save-file-kept = { $path }
    همان‌طور می‌ماند؛ برای بازی تازه به --save نام تازه‌ای بدهید.

## بازی‌های یک فایل.

resuming = { $form ->
        [speech] بازی { $game } پس از { $plies } نیم‌حرکت ادامه می‌یابد.
       *[other] { $path }
            بازی { $game }: ادامه پس از { $plies } نیم‌حرکت.
    }
no-game-in-file = { $path }
    بازی‌ای در فایل نیست.
games-counted-from-one = { $path }
    شمارهٔ بازی‌ها از 1 آغاز می‌شود؛ فایل { $count } بازی دارد.
no-such-game = { $path }
    بازی شمارهٔ { $number } وجود ندارد؛ فایل { $count } بازی دارد.
game-finished = { $path }
    آن بازی تمام شده است: { $result }.
no-unfinished-game = بازی ناتمامی نیست در:
    { $path }
no-games-folder = پوشهٔ بازی‌ها نیست: نه HOME تنظیم شده و نه XDG_DATA_HOME.

## گزینه‌ها و فایل تنظیمات.

bad-option = --{ $option }: { $problem }.
bad-setting = { $path }
    خط { $line }: { $key }: { $problem }؛ مقدار پیش‌فرض به کار می‌رود.
more-settings-unused = { $path }
    { $more } تنظیم دیگر هم به کار نمی‌رود؛ به جای آن‌ها پیش‌فرض‌ها به کار می‌روند.
config-unused = { $path }
    { $fault }؛ پیش‌فرض‌ها به کار می‌روند.
config-unused-at-line = { $path }
    خط { $line }: { $fault }؛ پیش‌فرض‌ها به کار می‌روند.

config-not-utf8 = متن UTF-8 نیست
config-unreadable = خوانده نمی‌شود ({ $problem })
config-not-toml = TOML معتبر نیست ({ $detail })

setting-player = "{ $text }" نه human است، نه engine و نه engine=مسیر
setting-piece-style = "{ $text }" شکل مهره نیست: shapes، letters یا figurines
setting-level = "{ $text }" سطحی از ۱ تا ۲۰ نیست
setting-rate = "{ $text }" سرعت گفتاری از ۰٫۷۵ تا ۲ نیست
setting-time = زمان "{ $text }" از نویسهٔ { $column } خوانده نمی‌شود (این‌طور بنویسید: 5+3، 90+30، 40/90+30,30+30، 25d5 یا none)
setting-scheme = "{ $text }" طرح نیست: fide، local یا english
setting-language = "{ $text }" زبان نیست: de، en، tr، fa، is
setting-notation = "{ $text }" نگارش نیست: words یا san (Nf3)
setting-voice = "{ $text }" صدا نیست: auto، clips، system یا text
setting-theme = "{ $text }" پوسته نیست: dark، light یا colorblind
setting-color = "{ $text }" طرف نیست: white یا black
setting-board-size = "{ $text }" اندازهٔ صفحه‌ای از ۵۰ تا ۹۰ نیست (درصد پهنا)
setting-braille-grade = "{ $text }" درجهٔ بریل نیست: ۰، ۱ (بی‌اختصار) یا ۲ (با اختصار)
setting-seconds = "{ $text }" تعداد ثانیه‌ای از ۱ تا ۳۶۰۰۰ نیست
setting-chess960 = "{ $text }" عددی از ۰ تا ۹۵۹ نیست
setting-days = lichess برای هر حرکت ۱، ۲، ۳، ۵، ۷، ۱۰ یا ۱۴ روز می‌دهد، نه "{ $text }"
setting-online-clock = ساعت "{ $text }" خوانده نمی‌شود (دقیقه+ثانیهٔ افزایشی بنویسید، مانند 10+5، حداکثر 180+180)
setting-challenge-clock = lichess ساعت پیشنهاد بازی را ۰، ۰٫۲۵، ۰٫۵، ۰٫۷۵، ۱ یا ۱٫۵ دقیقه یا دقیقه‌های کامل تا ۱۸۰ با حداکثر ۶۰ ثانیه افزایش می‌پذیرد، نه "{ $text }"
setting-ai-level = lichess AI در سطح ۱ تا ۸ بازی می‌کند، نه "{ $text }"
setting-online-color = رنگ white، black یا random است، نه "{ $text }"
setting-variant = annabella در lichess فقط standard و chess960 بازی می‌کند، نه "{ $text }"
setting-rating-range = بازهٔ درجه‌بندی درخواست بازی این‌طور نوشته می‌شود: 1500-1800، نه "{ $text }"
setting-rating-range-seek-only = lichess بازهٔ درجه‌بندی را فقط برای درخواست بازی می‌پذیرد
setting-color-real-time-seek-only = lichess رنگ را فقط برای درخواست بازی با ساعت می‌پذیرد، نه برای روز در هر حرکت
setting-ai-casual-only = lichess AI فقط بازی نارسمی می‌کند
setting-not-text = اینجا متن یا عدد لازم است
setting-not-true-or-false = اینجا true یا false لازم است
setting-unknown = تنظیمی نیست که annabella بشناسد
changed-meanwhile = { $form ->
        [speech] پروندهٔ بازی{" "}
       *[other] { $path }{" "}
    }را برنامهٔ دیگری تغییر داد؛ بازی همان‌طور که اکنون هست در آن ذخیره شد.
changed-meanwhile-lost = { $form ->
        [speech] پروندهٔ بازی{" "}
       *[other] { $path }{" "}
    }را برنامهٔ دیگری تغییر داد و دیگر این بازی را نداشت؛ بازی به پایانش افزوده شد.
online-game-not-resumed = { $path } بازی lichess است: برای ادامه annabella online --game { $id } بنویسید.
iccf-game-not-resumed = { $path } بازی‌ای روی سرور ICCF است: برای ادامه annabella iccf --game { $id } بنویسید؛ حرکت‌های آفلاین هرگز به ICCF نمی‌رسند.
