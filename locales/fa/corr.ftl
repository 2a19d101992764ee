### شطرنج مکاتبه‌ای، به فارسی: بازی با ایمیل، نامه و کاست و بازی‌های
### سرور ICCF (XfCC). هر خط چاپی، مگر نام یا مسیری درازش کند، در ۴۰ خانهٔ
### نمایشگر بریل جا می‌شود. $color: white یا black. تاریخ‌ها به شکل
### 2026-11-20 نوشته می‌شوند و همان‌طور می‌مانند.

# $days: شمار روزها، $sign: اگر منفی باشد (زمان گذشته) minus.

## خط‌های کارت نوشته‌شده. $move: حرکتی که کارت می‌نویسد، "1... e5 (5755)".

card-title = بازی مکاتبه‌ای { $white } - { $black }
card-your-move = حرکت شما: { $move }
card-received-on = دریافت: { $day }
card-my-move = حرکت من: { $move }
card-sent-on = ارسال: { $day }
card-days-this-move = زمان مصرف‌شده: { $sign ->
        [minus] -{ $days } روز
       *[plus] { $days } روز
    }
card-days-in-all = مجموع روزها: سفید { $white }، سیاه { $black }
card-offer-draw = پیشنهاد تساوی می‌دهم.
card-message = پیام: { $text }
card-accept-draw = تساوی را می‌پذیرم.
card-resign = تسلیم می‌شوم.
card-resignation-received = اعلام تسلیم شما به دستم رسید.
card-result = نتیجه: { $result }

## بازی مکاتبه‌ای روی صفحه: فرمان‌ها و پاسخ‌هایشان.

corr-usage-received = received حرکت [تاریخ]، مثلاً received e5.
corr-usage-read = read [فایل] [تاریخ]: ایمیل یا کارتی را می‌خواند.
corr-usage-send = send [تاریخ] [پیام].
corr-usage-leave = leave روزها [تاریخ]، از ۱ تا ۳۶۵ روز.
corr-created = بازی مکاتبه‌ای { $name } ساخته شد:
    { $path }
# The first line of a game opened; who plays what follows.
corr-opened = بازی { $name }.
corr-played-by-post = یک بازی مکاتبه‌ای: با annabella corr { $name } ادامه دهید.
corr-bad-name = { $name } نام مناسبی نیست: فقط حرف، رقم، - و _.
corr-game-exists = بازی { $name } از پیش وجود دارد.
corr-no-such-game = بازی‌ای به نام { $name } نیست؛ corr list نام‌ها را می‌گوید.
corr-no-games = هنوز بازی‌ای نیست؛ corr new نام یکی می‌سازد.
corr-listed = { $name }: { $color ->
        [white] سفید
       *[black] سیاه
    }{ $against }، { $standing }؛ { $used } روز گذشته، { $sign ->
        [minus] { $left } روز بیش از زمان
       *[plus] { $left } مانده
    }.
corr-against = {" "}در برابر { $opponent }
corr-standing-my-move = نوبت شما{ $since }{ $due }
corr-since = {" "}از { $day }
corr-due = ، مهلت پاسخ { $day }
corr-overdue = ، مهلت پاسخ از { $day } گذشته است
corr-standing-to-send = حرکت شما منتظر ارسال است
corr-standing-opponents-move = نوبت حریف
corr-standing-over = تمام شده، { $result }
# $end: چگونه تمام شد، به واژه.
corr-standing-over-by = تمام شده، { $end }، { $result }
corr-bad-control = { $text } زمان‌بندی نیست: حرکت/روز، مثلاً 10/50d.
corr-bad-date = { $text } تاریخ نیست؛ این‌طور بنویسید: 2026-11-20.
corr-received = دریافت در { $day }.
corr-opponents-move = حرکت حریف: received حرکت [تاریخ].
corr-your-move = نوبت شماست، نه حریف.
corr-not-sent = نخست { $move } را بفرستید: send.
corr-nothing-to-send = حرکتی برای ارسال نیست: نخست حرکت کنید.
corr-cards-written = کارت‌ها به txt، brf و wav در:
    { $path }
corr-card-not-written = کارت نوشته نشد ({ $problem }):
    { $path }
corr-card-dates = کارت خوانده شد{ $received }{ $sent }.
corr-card-received = ، دریافت { $day }
corr-card-sent = ، ارسال { $day }
corr-card-lacks-move = کارت حرکت { $number }{ $dots } را ندارد
corr-card-message = پیام: { $text }
corr-side-days-over = { $color ->
        [white] سفید
       *[black] سیاه
    }: { $sign ->
        [minus] -{ $days } روز
       *[plus] { $days } روز
    }، { $over } بیش از مهلت تا حرکت { $move }.
corr-side-days = { $color ->
        [white] سفید
       *[black] سیاه
    }: { $sign ->
        [minus] -{ $days } روز
       *[plus] { $days } روز
    }، { $left } مانده تا حرکت { $move }.
corr-thinking-since = نوبت شما از { $since }: { $sign ->
        [minus] -{ $days } روز
       *[plus] { $days } روز
    }.
corr-reply-overdue = مهلت پاسخ از { $due } گذشته.
corr-reply-due = مهلت پاسخ: { $due }.
corr-on-leave = در مرخصی تا { $until }.
corr-leave-taken = مرخصی، { $sign ->
        [minus] -{ $days } روز
       *[plus] { $days } روز
    }: { $from } تا { $until }.
corr-left = { $form ->
    [speech] ذخیره شد؛ با annabella corr { $name } ادامه می‌یابد.
   *[other] ذخیره شد در:
        { $path }
        ادامه با: annabella corr { $name }
    }
corr-help =
    received حرکت [تاریخ]: حرکت حریف
    read [فایل] [تاریخ]: خواندن ایمیل
    send [--mail] [تاریخ] [متن]: نوشتن کارت
    پس گرفتن، پذیرفتن، تساوی، تسلیم، ادعا
    date received|sent تاریخ، email نشانی
    leave روزها [تاریخ]: مرخصی؛ ساعت: روزها

## خواندن ایمیل حریف. $card، $moves: حرکت‌ها چنان که ایمیل می‌نویسد؛
## $side: نام طرف.

corr-mail-from = ایمیل از { $from }، نوشته‌شده در { $day }:
corr-mail-from-undated = ایمیل از { $from }:
corr-mail-text = متن فایل:
corr-mail-line = { $text }
corr-mail-more = … و { $count } خط دیگر.
corr-doubt-several = ایمیل چند حرکت را نام می‌برد: { $moves }.
corr-doubt-repeats-other = ایمیل { $card } را تکرار می‌کند، اما حرکت بازی‌شده { $move } بود.
# $dots: پس از شمارهٔ حرکت سفید "." و پس از سیاه "...".
corr-doubt-wrong-number = ایمیل { $card } را دارد، اما حرکت مورد انتظار { $expected }{ $dots } است
corr-doubt-none-said = ایمیل { $moves } را می‌سنجد ولی هیچ‌کدام را بازی نمی‌کند.
corr-doubt-unplayable = حرکت ایمیل، { $card }، ممکن نیست: { $why }
corr-doubt-accepts-unoffered = ایمیل تساوی‌ای را می‌پذیرد که شما پیشنهاد نکرده‌اید.
corr-decide = چیزی بازی نشد؛ حرکت حریف را با received حرکت وارد کنید.
corr-says-offer = { $side } پیشنهاد تساوی می‌دهد.
corr-says-accept = { $side } پیشنهاد تساوی شما را می‌پذیرد.
corr-says-decline = { $side } تساوی را نمی‌پذیرد.
corr-says-resign = به گفتهٔ ایمیل، { $side } تسلیم می‌شود.
# $rule: repetition، fifty یا none.
corr-says-claim = { $side } ادعای تساوی می‌کند{ $rule ->
        [repetition] {" "}با تکرار سه‌گانه
        [fifty] {" "}با قانون ۵۰ حرکت
       *[none] {""}
    }.
corr-says-conditional = { $side } پیشنهاد می‌کند: اگر { $when }، آنگاه { $then }.
corr-ask-record = ثبت شود؟ بله یا نه.
corr-ask-conditional = پذیرفته شود؟ بله یا نه.
corr-accept-or-move = برای پذیرفتن تساوی، پذیرفتن را تایپ کنید؛ حرکت بعدی شما آن را رد می‌کند.
corr-recorded = ثبت شد.
corr-not-recorded = ثبت نشد.
corr-conditional-kept = نگه داشته شد: اگر { $when }، آنگاه { $then }.
corr-conditional-played = حرکت شرطی حریف: { $move }.
corr-conditional-lapsed = حرکت شرطی پس از { $when } دیگر معتبر نیست.
corr-conditional-unreadable = اگر { $when }، آنگاه { $then }: با بازی جور نیست؛ چیزی نگه داشته نشد.
corr-taken-back = پس گرفته شد: { $move }، دریافت‌نشده به شمار می‌آید.
corr-no-offer = حریف پیشنهاد تساوی نداده است.
corr-send-final = send آخرین کارت را می‌نویسد.
# $what, $limit: کدام تاریخ بازی (their-received, their-sent,
# mail-written, my-received, my-sent, game-began, today).
corr-date-before = { $what ->
        [their-received] دریافت او طبق ایمیل
        [their-sent] ارسال او طبق ایمیل
        [mail-written] تاریخ ایمیل
        [my-received] تاریخ دریافت
        [my-sent] تاریخ ارسال
        [game-began] آغاز بازی
       *[today] امروز
    } { $day } پیش از { $limit ->
        [their-received] دریافت او
        [their-sent] ارسال او
        [mail-written] تاریخ ایمیل
        [my-received] دریافت شما
        [my-sent] ارسال حرکت شما
        [game-began] آغاز بازی
       *[today] امروز
    } ({ $limit_day }) است؛ چیزی ثبت نشد.
corr-date-after = { $what ->
        [their-received] دریافت او طبق ایمیل
        [their-sent] ارسال او طبق ایمیل
        [mail-written] تاریخ ایمیل
        [my-received] تاریخ دریافت
        [my-sent] تاریخ ارسال
        [game-began] آغاز بازی
       *[today] امروز
    } { $day } پس از { $limit ->
        [their-received] دریافت او
        [their-sent] ارسال او
        [mail-written] تاریخ ایمیل
        [my-received] دریافت شما
        [my-sent] ارسال حرکت شما
        [game-began] آغاز بازی
       *[today] امروز
    } ({ $limit_day }) است؛ چیزی ثبت نشد.
corr-date-corrected = اصلاح شد: { $what ->
        [their-received] دریافت او
        [their-sent] ارسال او
        [mail-written] تاریخ ایمیل
        [my-received] دریافت
        [my-sent] ارسال
        [game-began] آغاز بازی
       *[today] امروز
    } { $day }{ $was }.
corr-date-was = {" "}(پیش‌تر { $day })
corr-reminder = یادآوری: کارت { $day }، با تاریخ‌های خودش.
corr-reminder-keeps-date = یادآوری تاریخ خودش، { $day }، را نگه می‌دارد؛ با date sent تاریخ اصلاحش کنید.
corr-mail-handed-over = کارت به برنامهٔ ایمیل شما داده شد، برای { $address }.
corr-no-address = نشانی ایمیل حریف ثبت نشده است: email نشانی.
corr-mail-program-missing = برنامهٔ ایمیلی پیدا نشد؛ کارت در پوشه است.
corr-mail-program-failed = برنامهٔ ایمیل باز نشد؛ کارت در پوشه است.
corr-address = نشانی ایمیل حریف: { $address }.
corr-bad-address = { $text } نشانی ایمیل نیست.
corr-no-mail-folder = پوشهٔ ایمیل تعیین نشده است: mail_folder در پیکربندی، یا read فایل.
corr-mail-from-other = ایمیل از { $from } است، نه از { $address }؛ چیزی بازی نشد.
corr-no-new-mail = ایمیل تازه‌ای از { $address } نیست در:
    { $path }
# $problem: چرا (یک جملهٔ file-problem-).
corr-mail-folder-unusable = پوشهٔ ایمیل به کار نمی‌آید ({ $problem }):
    { $path }
corr-usage-date = date received|sent تاریخ: یک تاریخ را اصلاح می‌کند.
corr-usage-email = email نشانی: نشانی ایمیل حریف.

## پاسخ‌های سرور XfCC، چنان که در یک جمله گفته می‌شوند.

xfcc-success = پذیرفته شد
xfcc-invalid-move = حرکت نامعتبر
xfcc-not-your-turn = نوبت شما نیست
xfcc-on-leave = شما در مرخصی هستید
xfcc-lost-on-time = باخت به دلیل اتمام زمان
xfcc-ambiguous = حرکت مبهم است
xfcc-invalid-move-number = شمارهٔ حرکت نادرست
xfcc-no-draw-offered = پیشنهاد تساوی‌ای داده نشده
xfcc-authentication-failed = نام یا گذرواژه نادرست
xfcc-server-error = سرور خطا داد
xfcc-feature-unavailable = سرور این را ندارد
xfcc-invalid-game-id = بازی‌ای با این شماره نیست
xfcc-not-your-game = بازی شما نیست
xfcc-other = پاسخ { $word }
xfcc-ongoing = بازی ادامه دارد
xfcc-white-wins = سفید برنده است، 1-0
xfcc-black-wins = سیاه برنده است، 0-1
xfcc-draw = مساوی، ½-½
xfcc-white-win-adjudicated = سفید با رأی داوری برنده است
xfcc-black-win-adjudicated = سیاه با رأی داوری برنده است
xfcc-draw-adjudicated = تساوی با رأی داوری
xfcc-white-defaulted = غیبت سفید، 0-1
xfcc-black-defaulted = غیبت سیاه، 1-0
xfcc-both-defaulted = غیبت هر دو
xfcc-cancelled = بازی لغو شد
xfcc-adjudication-pending = در انتظار رأی داوری
xfcc-result-other = نتیجهٔ { $word }

## بازی‌های ICCF.

iccf-user-prompt = نام کاربری ICCF:
iccf-password-prompt = گذرواژه (نشان داده نمی‌شود):
iccf-logged-in = ورود به ICCF با نام { $user }، { $games } بازی.
iccf-login-saved = ورود نگه داشته شد در:
    { $path }
iccf-no-login = اطلاعات ورود ICCF نیست: annabella iccf login را اجرا کنید.
iccf-login-file-open = دیگران می‌توانند فایل ورود را بخوانند (حالت { $mode })؛ chmod 600:
    { $path }
# $who: حساب‌هایی جز حساب بازیکن که Windows اجازهٔ خواندن یا تغییر
# فایل ورود را به آن‌ها می‌دهد (Everyone، Users).
iccf-login-file-shared = این حساب‌ها هم می‌توانند فایل ورود را بخوانند یا تغییر دهند: { $who }؛ annabella iccf login آن را دوباره، فقط برای شما، نگه می‌دارد:
    { $path }
iccf-login-file-not-own = فایل ورود مال کس دیگری است:
    { $path }
iccf-plain-http = گذرواژه با http ساده به رایانه‌ای دیگر فرستاده نمی‌شود: { $url }
iccf-unreachable = سرور ICCF در دسترس نیست: { $why }.
iccf-unreadable = پاسخ سرور به زبان XfCC نیست.
iccf-too-large = پاسخ سرور از حدی که annabella می‌خواند بزرگ‌تر است (حداکثر { $megabytes } مگابایت، { $games } بازی، { $fields } فیلد برای هر بازی، { $kilobytes } کیلوبایت برای هر فیلد)؛ هیچ بخشی از آن پذیرفته نمی‌شود.
iccf-left-unanswered-move = وقتی بیرون رفتید ICCF هنوز به { $number }{ $dots } { $move } پاسخ نداده بود؛ اجرای بعدی annabella iccf نشان می‌دهد که آیا حرکت رسیده است.
iccf-left-unanswered = وقتی بیرون رفتید ICCF هنوز به آخرین چیزی که فرستادید پاسخ نداده بود؛ اجرای بعدی annabella iccf نشان می‌دهد که آیا رسیده است.
iccf-left-unsent-move = { $number }{ $dots } { $move } پیش از بیرون رفتن شما به ICCF فرستاده نشد؛ اجرای بعدی annabella iccf بازی را همان‌طور که ICCF دارد نشان می‌دهد.
iccf-left-unsent = آخرین درخواست شما پیش از بیرون رفتن‌تان به ICCF فرستاده نشد؛ اجرای بعدی annabella iccf بازی را همان‌طور که ICCF دارد نشان می‌دهد.
iccf-fault = سرور نمی‌پذیرد: { $why }.
iccf-games = ICCF: { $total } بازی؛ در { $mine } بازی نوبت شماست.
iccf-no-games = هیچ بازی ICCF نیست.
iccf-listed = { $number }: { $id } در برابر { $opponent }{ $event }{ $state }{ $offer }{ $message }.
iccf-listed-event = {" "}({ $event })
iccf-listed-over = ، { $result }
iccf-listed-my-turn = ، نوبت شما، { $days } روز و { $hours } ساعت و { $minutes } دقیقه مانده
iccf-listed-their-turn = ، نوبت حریف، { $days } روز و { $hours } ساعت و { $minutes } دقیقه مانده
iccf-listed-offer = ، پیشنهاد تساوی
iccf-listed-message = ، یک پیام
iccf-no-such-game = بازی ICCF { $id } نیست.
iccf-playing = ICCF { $id }: { $color ->
        [white] سفید
       *[black] سیاه
    } در برابر { $opponent }.
iccf-playing-event = ICCF { $id }: { $color ->
        [white] سفید
       *[black] سیاه
    } در برابر { $opponent }، { $event }.
iccf-time-left = { $color ->
        [white] سفید
       *[black] سیاه
    }: { $days } روز و { $hours } ساعت و { $minutes } دقیقه مانده.
iccf-message = پیام از { $from }: { $text }
iccf-answer-offer = برای پذیرفتن تساوی، پذیرفتن را تایپ کنید.
iccf-sending = ارسال { $number }{ $dots } { $move } به ICCF.
iccf-accepted = ICCF پذیرفت.
iccf-refused-taken-back = ICCF نمی‌پذیرد: { $why }؛ حرکت پس گرفته شد.
iccf-refused = ICCF نمی‌پذیرد: { $why }.
iccf-result = نتیجه: { $result }.
iccf-with-next-move = با حرکت بعدی شما می‌رود.
iccf-opponents-turn = نوبت حریف؛ refresh از ICCF می‌پرسد.
iccf-no-offer = حریف پیشنهاد تساوی نداده است.
iccf-bad-server-move = نیم‌حرکت { $ply } سرور بازی نمی‌شود: { $text }
iccf-variant = annabella شطرنج‌گونهٔ { $name } را بازی نمی‌کند.
iccf-help =
    refresh: اکنون از ICCF بپرس
    games: بازی‌ها
    تساوی: پیشنهاد تساوی، همراه حرکت
    پذیرفتن: پذیرفتن تساوی
    ادعا: ادعای تساوی
    say متن: پیام، همراه حرکت
    ساعت: روزهای هر دو طرف
iccf-login-file-unusable = فایل ورود به کار نمی‌آید ({ $problem }):
    { $path }
