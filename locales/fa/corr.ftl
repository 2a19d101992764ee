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

## بازی مکاتبه‌ای روی صفحه: فرمان‌ها و پاسخ‌هایشان.

corr-usage-received = received MOVE [DATE]، مثلاً received e5.
corr-usage-read = read FILE [DATE]: کارتی را می‌خواند.
corr-usage-send = send [DATE] [MESSAGE].
corr-usage-leave = leave DAYS [DATE]، روزها ۱ تا ۳۶۵.
corr-created = بازی مکاتبه‌ای { $name } ساخته شد:
    { $path }
corr-opened = بازی { $name }: { $color ->
        [white] سفید
       *[black] سیاه
    } در برابر { $opponent }.
corr-opened-alone = بازی { $name }: شما { $color ->
        [white] سفید
       *[black] سیاه
    } هستید.
corr-bad-name = { $name } نام مناسبی نیست: فقط حرف، رقم، - و _.
corr-game-exists = بازی { $name } از پیش وجود دارد.
corr-no-such-game = بازی‌ای به نام { $name } نیست؛ corr list نام‌ها را می‌گوید.
corr-no-games = هنوز بازی‌ای نیست؛ corr new نام یکی می‌سازد.
corr-listed = { $name }: { $color ->
        [white] سفید
       *[black] سیاه
    }{ $against }، { $standing }؛ { $used } روز گذشته، { $left } مانده.
corr-against = {" "}در برابر { $opponent }
corr-standing-my-move = نوبت شما{ $since }{ $due }
corr-since = {" "}از { $day }
corr-due = ، مهلت پاسخ { $day }
corr-standing-to-send = حرکت شما منتظر ارسال است
corr-standing-opponents-move = نوبت حریف
corr-standing-over = تمام شده، { $result }
corr-bad-control = { $text } زمان‌بندی نیست: حرکت/روز، مثلاً 10/50d.
corr-bad-date = { $text } تاریخ نیست؛ این‌طور بنویسید: 2026-11-20.
corr-date-too-early = { $date } پیش از تاریخ قبلی، { $earlier }، است.
corr-received = دریافت در { $day }.
corr-opponents-move = حرکت حریف: received MOVE [DATE].
corr-your-move = نوبت شماست، نه حریف.
corr-not-sent = نخست { $move } را بفرستید: send.
corr-nothing-to-send = حرکتی برای ارسال نیست: نخست حرکت کنید.
corr-sent-again = کارت دوباره نوشته شد، ارسال { $day }.
corr-cards-written = کارت‌ها به txt، brf و wav در:
    { $path }
corr-card-not-written = کارت نوشته نشد ({ $problem }):
    { $path }
corr-card-dates = کارت خوانده شد{ $received }{ $sent }.
corr-card-received = ، دریافت { $day }
corr-card-sent = ، ارسال { $day }
corr-card-lacks-move = کارت حرکت { $number }{ $dots } را ندارد
corr-card-wrong-number = کارت حرکت { $found }{ $dots } را دارد، اما { $expected }{ $dots } انتظار می‌رفت
corr-card-repeats-other = کارت { $card } را تکرار می‌کند، اما { $move } بازی شده است.
corr-card-move-refused = حرکت کارت بازی نمی‌شود: { $why }
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
    read فایل [تاریخ]: خواندن کارت
    send [تاریخ] [متن]: نوشتن کارت
    leave روزها [تاریخ]: مرخصی
    clock: روزهای هر دو طرف

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
iccf-login-file-not-own = فایل ورود مال کس دیگری است:
    { $path }
iccf-plain-http = گذرواژه با http ساده به رایانه‌ای دیگر فرستاده نمی‌شود: { $url }
iccf-unreachable = سرور ICCF در دسترس نیست: { $why }.
iccf-unreadable = پاسخ سرور به زبان XfCC نیست.
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
iccf-answer-offer = پذیرفتن پیشنهاد تساوی را می‌پذیرد.
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
