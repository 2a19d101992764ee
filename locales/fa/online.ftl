### بازی در lichess، به فارسی. واژه‌ها از ترجمهٔ فارسی lichess پیروی
### می‌کنند (رسمی، نارسمی، بازی دوباره، پیشنهاد بازی، پیشنهاد تساوی، تسلیم). چگونه ویرایش کنیم:
### cli.ftl را ببینید.

online-token-prompt = توکن lichess خود را (با دامنهٔ board:play) بچسبانید، سپس Enter؛ نمایش داده نمی‌شود:
online-token-saved = توکن نگه داشته شد در:
    { $path }
online-logged-in = با نام { $user } به lichess وارد شدید.
online-no-token = توکن lichess نیست: annabella online login را تایپ کنید، یا LICHESS_TOKEN را تنظیم کنید.
online-token-refused = lichess توکن را نمی‌پذیرد: در lichess.org/account/oauth/token توکن تازه‌ای با دامنهٔ board:play بسازید و annabella online login را تایپ کنید.
online-token-lacks-board-play = این توکن نمی‌تواند بازی کند: دامنهٔ board:play را ندارد. در lichess.org/account/oauth/token توکن تازه‌ای با board:play بسازید و annabella online login را تایپ کنید.
online-plain-http = { $server } نشانی http ساده به رایانه‌ای دیگر است: توکن رمزنشده در راه می‌رفت. از https:// استفاده کنید، یا از http:// فقط برای همین رایانه (127.0.0.1، localhost).
online-token-file-open = فایل توکن
    { $path }
    را دیگران می‌توانند بخوانند (حالت { $mode })؛ به کار نمی‌رود. chmod 600 را روی آن اجرا کنید و دوباره بکوشید.
# $path: فایل توکن؛ $who: حساب‌هایی جز حساب بازیکن که Windows اجازهٔ
# خواندن یا تغییر آن را به آن‌ها می‌دهد (Everyone، Users).
online-token-file-shared = فایل توکن
    { $path }
    را این حساب‌ها هم می‌توانند بخوانند یا تغییر دهند: { $who }؛ به کار نمی‌رود. annabella online login را تایپ کنید تا دوباره، فقط برای خودتان، نگه داشته شود.
online-token-file-not-own = فایل توکن
    { $path }
    مال کس دیگری است؛ به کار نمی‌رود. توکن خودتان را با annabella online login نگه دارید.
online-token-malformed = توکن lichess نویسه‌ای دارد که هیچ توکنی ندارد (نویسهٔ کنترلی یا فاصله در میانش): دوباره از lichess.org/account/oauth/token رونوشت بگیرید.
online-not-lichess = { $server } رابط lichess را نمی‌شناسد (404 برای حساب): آیا سرور lichess است؟
online-server-down = به { $server } نمی‌توان رسید ({ $why }).
server-no-answer = آنجا چیزی پاسخ نمی‌دهد
server-unknown-host = سروری با این نام نیست
server-not-https = اتصال امن نیست: سرور https نمی‌داند؛ آیا نشانی http:// است؟
server-no-connection = در { $seconds } ثانیه اتصالی برقرار نشد
server-silent = درخواست فرستاده شد اما در { $seconds } ثانیه هیچ پاسخی نیامد
server-unfinished = بخشی از پاسخ رسید اما پس از { $seconds } ثانیه هنوز کامل نشده بود
server-proxy-unusable = پراکسی تعیین‌شده در { $variable } قابل استفاده نیست: annabella فقط پراکسی‌های http:// و https:// را می‌پذیرد
server-proxy-refused = پراکسی به آن وصل نشد
server-redirected = سرور annabella را به { $address } می‌فرستد و annabella آن را دنبال نمی‌کند؛ نشانی درست را با --server بدهید
server-closed = اتصال پیش از کامل شدن پاسخ بسته شد
server-no-game = جریان بازی بازی‌ای نمی‌آورد، فقط خط‌های خالی
server-status = با وضعیت HTTP { $status } ناموفق است
server-not-json = پاسخش آن چیزی نیست که رابط lichess وصف می‌کند
server-other = { $text }
online-no-such-game = بازی { $id } در lichess نیست.
online-refused = lichess نمی‌پذیرد: { $why }.
online-rate-limited = lichess می‌خواهد صبر کنید: درخواست بعدی { $seconds } ثانیه دیگر می‌رود.
online-connection-lost = اتصال به lichess قطع شد؛ annabella دوباره تلاش می‌کند.
online-connection-back = دوباره به lichess وصل شد.
online-not-sent = اتصال برقرار نیست: حرکت فرستاده نشد. وقتی اتصال برقرار شد، آن را دوباره بنویسید.
online-server-move-unplayable = lichess حرکتی می‌فرستد که اینجا بازی نمی‌شود: { $uci } (نیم‌حرکت { $ply })؛ بازی در حرکت پیش از آن می‌ماند.
online-unreadable-game = lichess بازی‌ای می‌فرستد که annabella نمی‌تواند بخواند ({ $detail })؛ باز نمی‌شود.
online-move-taken-back = حرکت به lichess نرسید و اینجا پس گرفته شد؛ آن را دوباره بنویسید.
online-move-unconfirmed = lichess حرکت را تأیید نکرد، پس اینجا پس گرفته شد؛ اگر lichess آن را داشته باشد، با بازی lichess برمی‌گردد.
online-left-unanswered = { $count ->
        [one] وقتی بیرون رفتید lichess به یک درخواست پاسخ نداده بود؛ بازی در lichess نشان می‌دهد که آیا رسیده است.
       *[other] وقتی بیرون رفتید lichess به { $count } درخواست پاسخ نداده بود؛ بازی در lichess نشان می‌دهد که آیا رسیده‌اند.
    }
online-left-queued = { $count ->
        [one] یک درخواست پیش از بیرون رفتن شما فرستاده نشد: lichess به درخواست پیش از آن پاسخ نداده بود.
       *[other] { $count } درخواست پیش از بیرون رفتن شما فرستاده نشد: lichess به درخواست پیش از آن‌ها پاسخ نداده بود.
    }
lichess-ai = lichess AI سطح { $level }
lichess-anonymous = ناشناس
lichess-rating = ، درجه‌بندی { $rating }{ $provisional ->
        [yes] {" "}موقتی
       *[no] {""}
    }
pace-minutes = { $count } دقیقه
pace-seconds = { $count } ثانیه
pace-increment = { $start } به‌اضافهٔ { $increment } برای هر حرکت
pace-days = مکاتبه‌ای، { $days } روز برای هر حرکت
pace-unlimited = نامحدود
lichess-speed = { $speed ->
        [ultraBullet] فوق گلوله‌ای
        [bullet] گلوله‌ای
        [blitz] برق‌آسا
        [rapid] سریع
        [classical] کلاسیک
        [correspondence] مکاتبه‌ای
       *[other] { $speed }
    }
time-left-days = { $count } روز
time-left-hours = { $count } ساعت
time-left-minutes = { $count } دقیقه
online-one-game-my-turn = یک بازی در جریان؛ نوبت شماست.
online-one-game-their-turn = یک بازی در جریان؛ نوبت حریف است.
online-games = { $total } بازی در جریان؛ { $mine ->
        [0] در هیچ‌کدام نوبت شما نیست
       *[other] در { $mine } بازی نوبت شماست
    }.
online-no-games = بازی در جریانی نیست. annabella online seek یا annabella online challenge نام یکی را آغاز می‌کند.
online-playing = بازی { $id } در برابر { $opponent }؛ شما { $side } هستید.
online-playing-days = بازی { $id } در برابر { $opponent }؛ شما { $side } هستید، مکاتبه‌ای، { $days } روز برای هر حرکت.
online-about-game = { $opponent }{ $rating }؛ { $rated ->
        [yes] رسمی
       *[no] نارسمی
    }؛ { $pace }.
online-listed-game = { $number }: { $opponent }{ $rating }، { $speed }، { $turn ->
        [mine] نوبت شما
       *[theirs] نوبت حریف
    }{ $left }.
online-listed-left = ، { $time } مانده
online-listed-not-playable = { $number }: { $opponent }{ $rating }، { $speed }: { $why }.
not-playable-board-api = lichess اجازه نمی‌دهد Board API آن را بازی کند
not-playable-variant = { $variant }، شطرنج‌گونه‌ای که annabella بازی نمی‌کند
online-choose-game = کدام بازی؟ شماره‌اش را بنویسید؛ Enter بازی { $default } را آغاز می‌کند.
online-no-such-number = هیچ بازی‌ای شمارهٔ { $text } ندارد؛ یکی از فهرست را بنویسید.
online-game-not-playable = بازی { $id } اینجا بازی نمی‌شود: { $why }.
online-no-playable-game = annabella هیچ‌کدام از این بازی‌ها را نمی‌تواند بازی کند.
online-no-clock = این بازی ساعت ندارد.
online-new-game = بازی تازهٔ { $id } در برابر { $opponent }: games فهرستش می‌کند و game N بازی‌اش می‌کند.
online-numbered = { $number }: { $text }
online-challenge-received = { $rematch ->
        [yes] پیشنهاد بازی دوباره از
       *[no] پیشنهاد بازی از
    } { $opponent }{ $rating }: { $rated ->
        [yes] رسمی
       *[no] نارسمی
    }، { $pace }، { $variant }، { $colour }. پاسخ: پذیرفتن یا رد کردن [دلیل].
online-you-play = شما { $side } هستید
online-colours-by-lot = رنگ تصادفی
online-challenge-withdrawn = { $user } پیشنهاد بازی را لغو کرد.
online-no-challenge = هیچ پیشنهاد بازی‌ای منتظر پاسخ نیست.
online-challenge-accepted = پیشنهاد بازی پذیرفته شد؛ وقتی lichess بازی را آغاز کند اعلام می‌شود.
online-challenge-declined-by-you = پیشنهاد بازی رد شد.
online-accepted-not-started = lichess در { $seconds } ثانیه بازی را آغاز نکرد؛ وقتی آغاز شود annabella online بازش می‌کند.
online-no-such-challenge = پیشنهاد بازی { $id } در lichess (دیگر) وجود ندارد.
online-first-move-due = نخستین حرکت شما: { $seconds } ثانیه مانده، وگرنه lichess بازی را لغو می‌کند.
online-bad-decline-reason = lichess دلیلی به نام "{ $text }" نمی‌شناسد؛ این‌ها را می‌شناسد: generic، later، tooFast، tooSlow، timeControl، rated، casual، standard، variant، noBot و onlyBot.
online-challenge-cancelled = پیشنهاد بازی { $id } لغو شد.
online-seek-ended = lichess درخواست بازی را بی‌بازی پایان داد.
online-answer-challenges = پاسخ: پذیرفتن N، رد کردن N [دلیل] یا خروج.
online-challenge-declined-why = { $user } پیشنهاد بازی را رد کرد: { $why }.
decline-reason-later = الان وقت مناسبی نیست؛ بعداً دوباره درخواست دهید
decline-reason-too-fast = این زمان‌بندی برایش خیلی کم است
decline-reason-too-slow = این زمان‌بندی برایش خیلی زیاد است
decline-reason-time-control = با این زمان‌بندی پیشنهاد بازی نمی‌پذیرد
decline-reason-rated = پیشنهاد بازی رسمی می‌خواهد
decline-reason-casual = پیشنهاد بازی نارسمی می‌خواهد
decline-reason-standard = الان پیشنهاد شطرنج‌گونه نمی‌پذیرد
decline-reason-variant = الان مایل نیست این شطرنج‌گونه را بازی کند
decline-reason-no-bot = پیشنهاد بازی از ربات‌ها را نمی‌پذیرد
decline-reason-only-bot = فقط پیشنهاد بازی از ربات‌ها را می‌پذیرد
decline-reason-generic = فعلاً پیشنهاد بازی نمی‌پذیرد
online-seeking = درخواست بازی فرستاده شد؛ در انتظار حریف. Ctrl-C درخواست را لغو می‌کند.
online-seeking-stays = درخواست بازی فرستاده شد؛ در انتظار حریف. درخواست در lichess می‌ماند: Ctrl-C انتظار را اینجا پایان می‌دهد و وقتی کسی بپذیرد annabella online بازی را باز می‌کند.
online-challenged = پیشنهاد بازی برای { $user } فرستاده شد؛ در انتظار پاسخ. Ctrl-C انتظار را اینجا پایان می‌دهد و وقتی پذیرفته شود annabella online بازی را باز می‌کند.
online-challenged-live = پیشنهاد بازی برای { $user } فرستاده شد؛ در انتظار پاسخ. Ctrl-C آن را لغو می‌کند.
online-challenge-declined = { $user } پیشنهاد بازی را رد کرد.
online-chat = { $user } می‌نویسد: { $text }
online-chat-sent = فرستاده شد.
online-chat-taken = فرستاده شد.
online-opponent-gone-wait = حریف بازی را ترک کرده است؛ پس از { $seconds } ثانیه با ادعای پیروزی برنده می‌شوید و با ادعای تساوی بازی مساوی می‌شود.
online-opponent-gone = حریف بازی را ترک کرده است؛ با ادعای پیروزی برنده می‌شوید و با ادعای تساوی بازی مساوی می‌شود.
online-opponent-back = حریف برگشت.
online-draw-offer-sent = پیشنهاد تساوی ارسال شد.
online-takeback-asked = پیشنهاد پس گرفتن حرکت فرستاده شد.
online-opponent-asks-takeback = حریف پیشنهاد پس گرفتن حرکت می‌دهد: بله یا نه.
online-answer-draw = با بله تساوی را می‌پذیرید و با نه ردش می‌کنید.
online-takeback-declined = پیشنهاد پس گرفتن حرکت رد شد.
online-draw-declined = حریف پیشنهاد تساوی شما را رد کرد.
online-takeback-refused = حریف پیشنهاد پس گرفتن حرکت شما را رد کرد.
online-left-unsent = { $count ->
        [one] یک درخواست که منتظر محدودیت نرخ lichess بود فرستاده نشد.
       *[other] { $count } درخواست که منتظر محدودیت نرخ lichess بودند فرستاده نشدند.
    }
online-days-running-out = زمان شما رو به پایان است: { $time } مانده.
online-your-time-left = { $time } زمان دارید.
online-days-left = نوبت { $side }، { $time } مانده.
online-clock-runs-on = تا وقتی نیستید، ساعت شما در lichess کار می‌کند؛ با خروج دوباره بیرون می‌روید و با هر چیز دیگر در بازی می‌مانید.
online-not-online = در بازی آنلاین ممکن نیست: نه کمک، نه موتور، نه بازی روی دو صفحه.
online-no-one-gone = حریف بازی را ترک نکرده است: ادعایی در کار نیست.
online-claim-sent = ادعای تساوی فرستاده شد: lichess تصمیم می‌گیرد و اگر نپذیرد، می‌گوید.
online-opponent-to-move = نوبت حریف است؛ حرکت شما بازی نشد.
online-only-online = این فقط برای بازی‌های lichess است.
online-ended-on-server = بازی تمام شد: { $status }، { $result }.
server-status-timeout-by = { $side } بازی را ترک کرد
server-status-timeout = بازیکنی بازی را ترک کرد
server-status-out-of-time-by = زمان { $side } تمام شد
server-status-out-of-time = زمان تمام شد
server-status-resign-by = { $side } تسلیم شد
server-status-mate = کیش و مات، به گفتهٔ lichess
server-status-stalemate = پات، به گفتهٔ lichess
server-status-draw = مساوی، به گفتهٔ lichess
server-status-cheat = تقلب تشخیص داده شد
server-status-no-start = بازی هرگز آغاز نشد
server-status-aborted = لغو شد
server-status-variant-end = پایان طبق قوانین شطرنج‌گونه
server-status-insufficient-material = ادعای تساوی به دلیل مهرهٔ ناکافی برای مات
server-status-unknown-finish = lichess بازی را بی‌دلیل پایان داد
server-status-other = lichess می‌گوید "{ $status }"

online-answer-challenge = پاسخ: پذیرفتن، رد کردن [دلیل]، خروج.
online-no-such-challenge-number = پیشنهاد بازی‌ای با شمارهٔ { $text } نیست؛ پذیرفتن N، رد کردن N یا خروج.
online-token-file-unusable = فایل توکن { $path } به کار نمی‌آید ({ $problem })؛ توکن را در فایلی معمولی نگه دارید.
