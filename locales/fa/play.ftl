### یک بازی، به فارسی: خوشامد، راهنما و پاسخ فرمان‌هایی که در بازی تایپ
### می‌شوند (در حالت خطی و روی صفحه).
###
### چگونه ویرایش کنیم: cli.ftl را ببینید. فرمان‌های فارسی که بازیکن تایپ
### می‌کند (بله، نه، راهنما، تساوی) واژهٔ نخست words.ftl‌اند؛ فرمان‌هایی
### که واژهٔ فارسی ندارند (back، scan) همان‌طور می‌مانند. هر خط چاپی تا
### جای ممکن در ۴۰ خانهٔ نمایشگر بریل جا شود؛ راهنما خط به خط چاپ می‌شود و
### هر خطش در ۴۰ خانه جا می‌شود. واژه‌ها از ترجمهٔ فارسی lichess است
### (پیشنهاد تساوی، پس گرفتن حرکت، پیش‌حرکت، لغو).

greeting = annabella: حرکت یا راهنما را بنویسید.
help-pointer = راهنما یا ? فهرست فرمان‌ها را می‌گوید.
not-utf8 = آن خط UTF-8 نبود و چنین خوانده شد: "{ $text }". پایانه را روی UTF-8 تنظیم کنید.
# A line typed or pasted longer than any command, refused unread.
line-too-long = این خط از هر فرمانی بلندتر است (بیش از { $longest } نویسه) و خوانده نشد.

## راهنمای بازی: هر خط یک فرمان، نخست فرمان چنان که تایپ می‌شود.

help-index = راهنما: راهنما و یک موضوع:
help-index-moves = راهنما حرکت‌ها: نوشتن حرکت، فهرست آن‌ها
help-index-board = راهنما صفحه: مهره‌ها، خانه‌ها، وضعیت
help-index-game = راهنما بازی: تساوی، ادعا، پایان بازی
help-index-clock = راهنما ساعت: ساعت‌ها
help-index-sound = راهنما صدا: صدا و سرعت گفتار
help-index-engine-game = راهنما رایانه: حریف رایانه، پیشنهاد
help-index-engine = راهنما رایانه: پیشنهاد حرکت، ارزیابی
help-index-two-board = راهنما دو صفحه: اعلام حرکت، ساعت
help-index-arbiter = راهنما داور: حرکت غیرقانونی، ساعت
help-index-online = راهنما lichess: گپ، پیشنهادها، بازی‌ها
help-index-review = راهنما مرور: مرور بازی
help-slash = هر فرمان می‌تواند با / آغاز شود

## یک صفحهٔ راهنما: هر خط یک فرمان، نخست فرمان چنان که تایپ می‌شود.

help-moves = حرکت‌ها:
help-moves-typed =
    e4، Nf3، exd5، O-O، e8=Q
    Springer Felix drei، g1f3
    فقط یک خانه: حرکت پیاده
help-moves-premove =
    حرکت وقتی رایانه فکر می‌کند:
      پیش‌حرکت؛ با انصراف لغو می‌شود
help-moves-list =
    l، last: آخرین حرکت
    moves: فهرست حرکت‌ها
    back، next: ورق زدن فهرست
    r، repeat: تکرار آخرین گفته
help-board =
    صفحه:
    p، مهره‌ها: مهره‌ها (p N، p n، p سفید)
    s، scan: یک ستون یا ردیف (s e، s 4)
help-board-tools =
    legal e2: حرکت‌های یک مهره
    a e4، attackers: مهاجمان و مدافعان
help-board-more =
    square e4: یک خانه
    board: همهٔ صفحه
    fen: وضعیت به صورت FEN
    flip: چرخاندن صفحه
    turn: نوبت کیست
    o، opponent: بازیکنان
help-game =
    بازی:
    تساوی: پیشنهاد تساوی
    ادعای تکرار، ادعای پنجاه:
      ادعای تساوی، با حرکت هم
help-game-casual =
    پس گرفتن: پس گرفتن حرکت
    لغو: لغو بازی
help-game-end =
    تسلیم: تسلیم شدن
    خروج: بیرون رفتن؛ بازی ذخیره می‌شود
    file: جای ذخیرهٔ بازی
help-game-tournament =
    برای حریف، با رنگ او:
      تساوی سفید، تسلیم سیاه،
      ادعای سیاه پنجاه
help-clock =
    ساعت:
    c، ساعت: هر دو ساعت
      و شمارهٔ حرکت
    وقتی زمانتان کم شود
      گفته می‌شود
help-clock-press = زدن: زدن ساعت
help-clock-wait = wait 30: ساعت تمرینی (--fake-time)
help-sound =
    صدا:
    r، repeat: تکرار آخرین گفته
    انتخاب در آغاز:
    --voice clips: صداهای ضبط‌شده
    --voice system: گفتار سیستم
    --voice text: فقط متن
    --rate 1.5: گفتار تندتر
    --notation san: حرکت‌ها مثل Nf3
help-engine = رایانه:
help-engine-game =
    engine: راه‌اندازی دوبارهٔ موتور
    حرکت وقتی فکر می‌کند: پیش‌حرکت
    انصراف: لغو پیش‌حرکت
help-engine-help =
    hint: پیشنهاد حرکت
    eval: ارزیابی وضعیت
help-two-board =
    دو صفحه:
    حرکت را بنویسید: اعلام و اجرا می‌شود
    زدن: زدن ساعت
    حرکتی دیگر آن را تصحیح می‌کند
    انصراف: لغو حرکت
    touched e1 h1: مهره‌های لمس‌شده،
      به ترتیب
help-arbiter =
    داور:
    غیرقانونی: پس از حرکت غیرقانونی
      (7.5.1) یا ساعت بی‌حرکت (7.5.3)
    غیرقانونی دو دست: با دو دست (7.5.4)
    retrace 12: بازگشت به حرکت ۱۲
    ساعت set سفید 1:23:45
    ساعت add سیاه 2:00
    retrace 12 سفید: تا حرکت ۱۲ سفید
    ساعت stop، ساعت start (6.11)
    ساعت control +5: برای هر دو (III.4)
    result 1/2 دلیل: نتیجه به حکم داور
    seal Nf3: حرکت ثبتی (رهنمود I)
    ادعای quickplay (10.2): سپس بله،
      postpone 2:00 یا نه
help-online =
    lichess:
    chat و متن: پیام به حریف
    بله یا نه: پاسخ به پیشنهاد
    ادعای پیروزی، ادعای تساوی: وقتی
      حریف بازی را ترک کرده
    پذیرفتن، رد کردن [دلیل]:
      پاسخ به پیشنهاد بازی
    games: بازی‌های شما
    game N: بازی کردن یکی از آن‌ها
    opponent: حریف شما
help-review =
    مرور:
    n، next: حرکت بعدی
    b، back: یک حرکت به عقب
    first، end: آغاز، پایان
    goto 12: رفتن به حرکت ۱۲
    c، ساعت: ساعت‌ها طبق ثبت
    q: خروج

## فرمان‌های ناقص.

usage-scan = s یک ستون یا ردیف لازم دارد: s e یا s 4.
usage-legal = legal یک خانه لازم دارد: legal g1.
usage-attackers = a یک خانه لازم دارد: a e4.
usage-square = square یک خانه لازم دارد: square e4.
usage-claim = ادعای تکرار یا ادعای پنجاه، و اگر حرکت هنوز انجام نشده، پس از آن خود حرکت.
usage-goto = goto شمارهٔ حرکتی از 1 تا { $last } لازم دارد.
usage-touched = touched خانه‌های لمس‌شده را به ترتیب لازم دارد: touched e2، touched e1 h1.
usage-retrace = retrace شمارهٔ حرکت لازم دارد، و برای یک نیم‌حرکت رنگ را: retrace 12، retrace 12 سفید.
usage-clock-set = ساعت set یا ساعت add یک رنگ و یک زمان لازم دارد: ساعت set سفید 1:23:45، ساعت add سیاه 2:00.
usage-wait = wait شمار ثانیه‌ها را لازم دارد: wait 30.
usage-chat = chat متنی لازم دارد: chat موفق باشید.
usage-pieces = p یک رنگ یا یک نوع مهره را نام می‌برد: p، p سفید، p اسب‌ها، p N، p n.
not-a-review-command = "{ $text }" فرمان مرور نیست؛ راهنما فهرستشان را می‌گوید.

## پاسخ فرمان‌ها.

nothing-said-yet = هنوز چیزی گفته نشده.
no-move-yet = هنوز حرکتی انجام نشده.
browse-at-last = این آخرین حرکت است؛ back فهرست را به عقب ورق می‌زند.
browse-first = این نخستین حرکت بود.
browse-last = این آخرین حرکت بود.
start-of-game = این آغاز بازی است.
end-of-game = این پایان بازی است.
starting-position = وضعیت آغازین.
flipped = صفحه چرخید: { $side } پایین است.
declined = رد شد؛ بازی ادامه دارد.
confirm-resign = تسلیم می‌شوید؟ برای تسلیم بله را تایپ کنید، برای ادامه هر چیز دیگر.
confirm-draw = پیشنهاد تساوی می‌دهید؟ برای پیشنهاد بله را تایپ کنید، وگرنه هر چیز دیگر.
confirm-draw-with = با { $words } پیشنهاد تساوی می‌دهید؟ برای پیشنهاد بله را تایپ کنید، وگرنه هر چیز دیگر.
draw-not-offered = پیشنهاد تساوی داده نشد.
draw-answer = حریف بله یا نه را تایپ می‌کند.
ask-takeback = آخرین حرکت پس گرفته شود؟ اگر حریف موافق است بله را تایپ می‌کند.
nothing-to-take-back = حرکتی برای پس گرفتن نیست.
no-own-move-to-take-back = حرکتی از شما برای پس گرفتن نیست.
claim-not-possible = این ادعا اکنون ممکن نیست.
incorrect-claim = ادعا نادرست است؛ بازی ادامه دارد.
incorrect-claim-penalty = ادعا نادرست است: { $side } { $time } زمان اضافه می‌گیرد؛ بازی ادامه دارد.
wait-needs-practice-clock = wait فقط با ساعت تمرینی کار می‌کند (--fake-time).
game-is-over = بازی تمام شده است.
players = سفید: { $white }؛ سیاه: { $black }.
player-at-keyboard = کسی پشت صفحه‌کلید
confirm-abort = بازی لغو شود؟ در این صورت نگه داشته نمی‌شود. برای لغو بله را تایپ کنید، وگرنه هر چیز دیگر.
aborted-removed = بازی لغو شد و فایلش پاک شد.
aborted = بازی لغو شد.
abort-too-late = بازی را فقط پیش از آنکه هر دو طرف حرکت کنند، و تنها در فایل خودش، می‌توان لغو کرد؛ با تسلیم بازی را واگذار می‌کنید و با خروج بیرون می‌روید و بازی نگه داشته می‌شود.
did-you-mean = منظورتان { $words } بود؟ بله یا نه
nothing-asked = اکنون پرسشی در کار نیست؛ بله و نه پاسخ یک پرسش‌اند.
question-dropped = پرسش باز کنار گذاشته شد.
premove = پیش‌حرکت: { $move }؛ با انصراف لغو می‌شود.
premove-replaced = اکنون پیش‌حرکت { $move } است؛ با انصراف لغو می‌شود.
premove-cancelled = پیش‌حرکت لغو شد.
no-premove = پیش‌حرکتی برای لغو نیست.
premove-failed = پیش‌حرکت را نمی‌توان بازی کرد:
quit-to-leave = هنوز می‌توانید وضعیت و حرکت‌ها را ببینید؛ با خروج از annabella بیرون می‌روید.
left-over = { $form ->
        [speech] بازی ذخیره شد.
       *[other] بازی ذخیره شد در:
            { $path }
    }
left = { $form ->
        [speech] بازی ذخیره شد؛ با annabella resume ادامه می‌یابد.
       *[other] ذخیره شد در:
            { $path }
            ادامه با: annabella resume{ $where ->
                [games] {""}
               *[other] {" "}فایل
            }
    }
left-iccf-game = { $form ->
        [speech] بازی ذخیره شد؛ با annabella iccf --game { $id } روی سرور ICCF ادامه می‌یابد.
       *[other] ذخیره شد در:
            { $path }
            ادامه با: annabella iccf --game { $id }
    }
left-unplayed = هنوز حرکتی بازی نشده است: فایلی نگه داشته نمی‌شود.

usage-clock-control = ساعت control +5، d5، b5 یا 0 (III.4).
usage-result = result 1-0، 0-1 یا 1/2، سپس دلیل.
usage-postpone = postpone، یا postpone 2:00 (10.2 b).
prompt = { $last }{ $color ->
        [white] W
       *[black] B
    }>
prompt-ended = { $last }{ $result }>
usage-help-topic = راهنمایی دربارهٔ آن نیست؛ راهنما موضوع‌ها را می‌گوید.
