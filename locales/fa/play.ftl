### یک بازی، به فارسی: خوشامد، راهنما و پاسخ فرمان‌هایی که در بازی تایپ
### می‌شوند (در حالت خطی و روی صفحه).
###
### چگونه ویرایش کنیم: cli.ftl را ببینید. فرمان‌هایی که بازیکن تایپ
### می‌کند (help، back، cancel، yes، no) همان‌طور می‌مانند. هر خط چاپی تا
### جای ممکن در ۴۰ خانهٔ نمایشگر بریل جا شود؛ راهنما خط به خط چاپ می‌شود و
### هر خطش در ۴۰ خانه جا می‌شود.

greeting = annabella: حرکت یا help بنویسید.
help-pointer = help یا ? فرمان‌ها را فهرست می‌کند.
not-utf8 = آن خط UTF-8 نبود؛ به صورت "{ $text }" خوانده شد. پایانه را روی UTF-8 بگذارید.

## راهنمای بازی: هر خط یک فرمان، نخست فرمان چنان که تایپ می‌شود.

help-index = راهنما: help و یک موضوع:
help-index-moves = help moves: نوشتن حرکت، فهرست
help-index-board = help board: مهره‌ها، خانه‌ها، وضعیت
help-index-game = help game: مساوی، ادعا، پایان
help-index-clock = help clock: ساعت‌ها
help-index-sound = help sound: صدا و سرعت گفتار
help-index-engine-game = help engine: حریف، پیشنهاد
help-index-engine = help engine: پیشنهاد، ارزیابی
help-index-two-board = help two-board: اعلام، ساعت
help-index-arbiter = help arbiter: حرکت غیرقانونی، ساعت
help-index-online = help lichess: گفتگو، پیشنهاد، بازی‌ها
help-index-review = help review: مرور بازی
help-slash = پیش از هر فرمان / می‌تواند بیاید

## یک صفحهٔ راهنما: هر خط یک فرمان، نخست فرمان چنان که تایپ می‌شود.

help-moves = حرکت‌ها:
help-moves-typed =
    e4، Nf3، exd5، O-O، e8=Q
    Springer Felix drei، g1f3
    فقط یک خانه: حرکت پیاده
help-moves-premove =
    حرکت هنگام فکر رایانه:
      پیش‌حرکت؛ cancel کنارش می‌گذارد
help-moves-list =
    l، last: آخرین حرکت
    moves: فهرست حرکت‌ها
    back؛ next: ورق زدن
    r، repeat: دوباره بگو
help-board =
    صفحه:
    p، pieces: مهره‌ها (p N، p n، p white)
    s، scan: یک ستون یا ردیف (s e، s 4)
help-board-tools =
    legal e2: حرکت‌های یک مهره
    a e4، attackers: مهاجمان
help-board-more =
    square e4: یک خانه
    board: وضعیت
    fen: وضعیت به صورت FEN
    flip: چرخاندن صفحه
    turn: نوبت کیست
    o، opponent: بازیکنان
help-game =
    بازی:
    draw: پیشنهاد مساوی
    claim threefold، claim fifty،
      با حرکت هم
help-game-casual =
    takeback
    abort: لغو بازی
help-game-end =
    resign
    quit: خروج، بازی ذخیره می‌شود
help-game-tournament =
    برای حریف، با نام طرف:
      draw white، resign black،
      claim black fifty
help-clock =
    ساعت:
    c، clock، time: هر دو ساعت
      و شمارهٔ حرکت
    زمان خودتان وقتی کم شود
      گفته می‌شود
help-clock-press = press: زدن ساعت
help-clock-wait = wait 30: ساعت تمرینی (--fake-time)
help-sound =
    صدا:
    r، repeat: دوباره بگو
    انتخاب در آغاز:
    --voice clips: ضبط‌ها
    --voice system: گفتار سیستم
    --voice text: فقط متن
    --rate 1.5: تندتر گفتن
    --notation san: حرکت‌ها مثل Nf3
help-engine = رایانه:
help-engine-game =
    engine: آغاز دوباره
    حرکت هنگام فکرش: پیش‌حرکت
    cancel: کنار گذاشتن پیش‌حرکت
help-engine-help =
    hint: پیشنهاد حرکت
    eval: ارزیابی وضعیت
help-two-board =
    دو صفحه:
    حرکت بنویسید: گفته و انجام می‌شود
    press: زدن ساعت
    حرکت دیگر اصلاحش می‌کند
    cancel: کنار گذاشتن حرکت
    touched e1 h1: مهره‌های لمس‌شده،
      به ترتیب
help-arbiter =
    داور:
    illegal: پس از حرکت ردشده
      (7.5.1) یا بی‌حرکت (7.5.3)
    illegal hands: دو دست (7.5.4)
    retrace 12: بازگشت به حرکت ۱۲
    clock set white 1:23:45
    clock add black 2:00
    retrace 12 white: تا حرکت ۱۲ سفید
    clock stop، clock start (6.11)
    clock control +5: برای هر دو (III.4)
    result 1/2 دلیل: نتیجهٔ داور
    seal Nf3: تعلیق (رهنمود I)
    claim quickplay (10.2): سپس yes،
      postpone 2:00 یا no
help-online =
    lichess:
    chat و متن: به حریف
    yes یا no: پاسخ به پیشنهاد
    claim win، claim draw: وقتی
      حریف رفته است
    accept، decline [دلیل]:
      پاسخ به دعوت
    games: بازی‌های شما
    game N: بازی یکی از آن‌ها
    opponent: حریف شما
help-review =
    مرور:
    n، next: حرکت بعدی
    b، back: یک حرکت به عقب
    first؛ end
    goto 12: به حرکت ۱۲
    c، clock: ساعت‌ها طبق ثبت
    q: خروج

## فرمان‌های ناقص.

usage-scan = s یک ستون یا ردیف لازم دارد: s e یا s 4.
usage-legal = legal یک خانه لازم دارد: legal g1.
usage-attackers = a یک خانه لازم دارد: a e4.
usage-square = square یک خانه لازم دارد: square e4.
usage-claim = claim threefold یا claim fifty، و اگر حرکت هنوز مانده، پس از آن حرکت.
usage-goto = goto شماره‌ای از ۱ تا { $last } لازم دارد.
usage-touched = touched خانه‌های لمس‌شده را به ترتیب لازم دارد: touched e2، touched e1 h1.
usage-retrace = retrace شمارهٔ حرکت لازم دارد: retrace 12.
usage-clock-set = clock set یا clock add یک طرف و یک زمان لازم دارد: clock set white 1:23:45، clock add black 2:00.
usage-wait = wait ثانیه لازم دارد: wait 30.
usage-chat = chat متنی لازم دارد: chat موفق باشی.
usage-pieces = p یک طرف یا نوع را نام می‌برد: p، p white، p knights، p N، p n.
not-a-review-command = "{ $text }" فرمان مرور نیست؛ help آن‌ها را فهرست می‌کند.

## پاسخ فرمان‌ها.

nothing-said-yet = هنوز چیزی گفته نشده.
no-move-yet = هنوز حرکتی نیست.
browse-at-last = این آخرین حرکت است؛ back در فهرست به عقب می‌رود.
browse-first = آن نخستین حرکت بود.
browse-last = آن آخرین حرکت بود.
start-of-game = این آغاز بازی است.
end-of-game = این پایان بازی است.
starting-position = وضعیت آغازین.
flipped = صفحه چرخید: { $side } پایین.
declined = رد شد؛ بازی ادامه دارد.
confirm-resign = تسلیم؟ برای تسلیم yes، برای ادامه هر چیز دیگری تایپ کنید.
confirm-draw = پیشنهاد مساوی؟ برای پیشنهاد yes، وگرنه هر چیز دیگری تایپ کنید.
confirm-draw-with = پیشنهاد مساوی با { $words }؟ برای پیشنهاد yes، وگرنه هر چیز دیگری تایپ کنید.
draw-not-offered = مساوی پیشنهاد نشد.
draw-answer = حریف yes یا no تایپ می‌کند.
ask-takeback = آخرین حرکت پس گرفته شود؟ حریف برای موافقت yes تایپ می‌کند.
nothing-to-take-back = حرکتی برای پس گرفتن نیست.
no-own-move-to-take-back = حرکتی از شما برای پس گرفتن نیست.
claim-not-possible = اکنون این ادعا ممکن نیست.
incorrect-claim = ادعای نادرست؛ بازی ادامه دارد.
incorrect-claim-penalty = ادعای نادرست: { $side } { $time } بیشتر می‌گیرد؛ بازی ادامه دارد.
wait-needs-practice-clock = wait فقط با ساعت تمرینی کار می‌کند (--fake-time).
game-is-over = بازی تمام شده است.
players = سفید: { $white }؛ سیاه: { $black }.
player-at-keyboard = کسی پشت صفحه‌کلید
confirm-abort = بازی لغو شود؟ آنگاه نگه داشته نمی‌شود. برای لغو yes، وگرنه هر چیز دیگری تایپ کنید.
aborted-removed = بازی لغو شد؛ فایلش پاک شد.
aborted = بازی لغو شد.
abort-too-late = بازی را فقط پیش از آنکه هر دو طرف حرکت کنند و در فایل خودش می‌توان لغو کرد؛ resign تسلیم می‌شود، quit بیرون می‌رود و بازی را نگه می‌دارد.
did-you-mean = منظورتان { $words } بود؟ yes یا no
nothing-asked = اکنون چیزی پرسیده نشده؛ yes و no به پرسش پاسخ می‌دهند.
question-dropped = پرسش باز کنار گذاشته شد.
premove = پیش‌حرکت: { $move }؛ cancel کنارش می‌گذارد.
premove-replaced = پیش‌حرکت اکنون { $move } است؛ cancel کنارش می‌گذارد.
premove-cancelled = پیش‌حرکت کنار گذاشته شد.
no-premove = پیش‌حرکتی برای کنار گذاشتن نیست.
premove-failed = پیش‌حرکت بازی نمی‌شود:
quit-to-leave = هنوز می‌توان وضعیت و حرکت‌ها را دید؛ quit از annabella بیرون می‌رود.
left-over = { $form ->
        [speech] بازی ذخیره شد.
       *[other] بازی ذخیره شد در:
            { $path }
    }
left = { $form ->
        [speech] بازی ذخیره شد؛ annabella resume آن را ادامه می‌دهد.
       *[other] ذخیره شد در:
            { $path }
            ادامه با: annabella resume{ $where ->
                [games] {""}
               *[other] {" "}FILE
            }
    }
left-unplayed = هنوز حرکتی بازی نشده: فایلی نگه داشته نمی‌شود.

usage-clock-control = clock control +5، d5، b5 یا 0 (III.4).
usage-result = result 1-0، 0-1 یا 1/2، سپس دلیل.
usage-postpone = postpone، یا postpone 2:00 (10.2 b).
prompt = { $last }{ $color ->
        [white] W
       *[black] B
    }>
prompt-ended = { $last }{ $result }>
usage-help-topic = راهنمایی دربارهٔ آن نیست؛ help موضوع‌ها را می‌گوید.
