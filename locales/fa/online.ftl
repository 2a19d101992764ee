### بازی در lichess، به فارسی. واژه‌ها از ترجمهٔ فارسی lichess پیروی
### می‌کنند (رسمی، غیر رسمی، بازی دوباره، مساوی، تسلیم). چگونه ویرایش کنیم:
### cli.ftl را ببینید.

online-token-prompt = توکن lichess خود را (با دامنهٔ board:play) بچسبانید، سپس Enter؛ نمایش داده نمی‌شود:
online-token-saved = توکن نگه داشته شد در:
    { $path }
online-logged-in = با نام { $user } به lichess وارد شدید.
online-no-token = توکن lichess نیست: annabella online login را تایپ کنید، یا LICHESS_TOKEN را تنظیم کنید.
online-token-refused = lichess توکن را نمی‌پذیرد: در lichess.org/account/oauth/token توکن تازه‌ای با دامنهٔ board:play بسازید و annabella online login را تایپ کنید.
online-token-lacks-board-play = این توکن نمی‌تواند بازی کند: دامنهٔ board:play را ندارد. در lichess.org/account/oauth/token توکن تازه‌ای با board:play بسازید و annabella online login را تایپ کنید.
online-plain-http = { $server } http سادهٔ به ماشین دیگر است: توکن در راه خوانا می‌رفت. https:// به کار ببرید، یا http:// فقط به همین ماشین (127.0.0.1، localhost).
online-token-file-open = فایل توکن
    { $path }
    را دیگران می‌توانند بخوانند (حالت { $mode })؛ به کار نمی‌رود. chmod 600 را روی آن اجرا کنید و دوباره بکوشید.
online-token-file-not-own = فایل توکن
    { $path }
    مال کس دیگری است؛ به کار نمی‌رود. توکن خودتان را با annabella online login نگه دارید.
online-token-malformed = توکن lichess نویسه‌ای دارد که هیچ توکنی ندارد (نویسهٔ کنترلی یا فاصله در میانش): دوباره از lichess.org/account/oauth/token رونوشت بگیرید.
online-not-lichess = { $server } رابط lichess را نمی‌شناسد (404 برای حساب): آیا سرور lichess است؟
online-server-down = به { $server } نمی‌توان رسید ({ $why }).
server-no-answer = آنجا چیزی پاسخ نمی‌دهد
server-unknown-host = سروری با این نام نیست
server-not-https = اتصال امن نیست: سرور https نمی‌داند؛ آیا نشانی http:// است؟
server-too-slow = در { $seconds } ثانیه پاسخ کاملی نیامد
server-closed = اتصال پیش از کامل شدن پاسخ بسته شد
server-no-game = جریان بازی بازی‌ای نمی‌آورد، فقط خط‌های خالی
server-status = با وضعیت HTTP { $status } ناموفق است
server-not-json = پاسخش آن چیزی نیست که رابط lichess وصف می‌کند
server-other = { $text }
online-no-such-game = بازی { $id } در lichess نیست.
online-refused = lichess نمی‌پذیرد: { $why }.
online-rate-limited = lichess می‌خواهد صبر کنید: درخواست بعدی { $seconds } ثانیه دیگر می‌رود.
online-connection-lost = اتصال به lichess قطع شد؛ annabella همچنان می‌کوشد.
online-connection-back = دوباره به lichess وصل شد.
online-not-sent = اتصال نیست: حرکت فرستاده نشد. پس از اتصال دوباره بنویسید.
online-server-move-unplayable = lichess حرکتی می‌فرستد که اینجا بازی نمی‌شود: { $uci } (نیم‌حرکت { $ply })؛ بازی در حرکت پیش از آن می‌ماند.
online-unreadable-game = lichess بازی‌ای می‌فرستد که annabella نمی‌تواند بخواند ({ $detail })؛ باز نمی‌شود.
online-move-taken-back = حرکت به lichess نرسید و اینجا پس گرفته شد؛ دوباره بنویسید.
lichess-ai = lichess AI سطح { $level }
lichess-anonymous = ناشناس
lichess-rating = ، ریتینگ { $rating }{ $provisional ->
        [yes] {" "}موقت
       *[no] {""}
    }
pace-minutes = { $count } دقیقه
pace-seconds = { $count } ثانیه
pace-increment = { $start } به‌اضافهٔ { $increment } برای هر حرکت
pace-days = مکاتبه‌ای، { $days } روز برای هر حرکت
pace-unlimited = بی‌ساعت
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
online-games = { $total } بازی در جریان؛ در { $mine } نوبت شماست.
online-no-games = بازی در جریانی نیست. annabella online seek یا annabella online challenge نام یکی را آغاز می‌کند.
online-playing = بازی { $id } در برابر { $opponent }؛ شما { $side } هستید.
online-playing-days = بازی { $id } در برابر { $opponent }؛ شما { $side } هستید، مکاتبه‌ای، { $days } روز برای هر حرکت.
online-about-game = { $opponent }{ $rating }؛ { $rated ->
        [yes] رسمی
       *[no] غیر رسمی
    }؛ { $pace }.
online-listed-game = { $number }: { $opponent }{ $rating }، { $speed }، { $turn ->
        [mine] نوبت شما
       *[theirs] نوبت حریف
    }{ $left }.
online-listed-left = ، { $time } مانده
online-listed-not-playable = { $number }: { $opponent }{ $rating }، { $speed }: { $why }.
not-playable-board-api = lichess اجازه نمی‌دهد Board API آن را بازی کند
not-playable-variant = { $variant }، گونه‌ای که annabella بازی نمی‌کند
online-choose-game = کدام بازی؟ شماره‌اش را بنویسید؛ Enter بازی { $default } را آغاز می‌کند.
online-no-such-number = هیچ بازی‌ای شمارهٔ { $text } ندارد؛ یکی از فهرست را بنویسید.
online-game-not-playable = بازی { $id } اینجا بازی نمی‌شود: { $why }.
online-no-playable-game = هیچ‌کدام از این بازی‌ها از annabella بازی نمی‌شود.
online-no-clock = این بازی ساعت ندارد.
online-new-game = بازی تازهٔ { $id } در برابر { $opponent }: games فهرستش می‌کند و game N بازی‌اش می‌کند.
online-numbered = { $number }: { $text }
online-challenge-received = { $rematch ->
        [yes] پیشنهاد بازی دوباره از
       *[no] دعوت از
    } { $opponent }{ $rating }: { $rated ->
        [yes] رسمی
       *[no] غیر رسمی
    }، { $pace }، { $variant }، { $colour }. accept می‌پذیرد، decline [دلیل] رد می‌کند.
online-you-play = شما { $side } هستید
online-colours-by-lot = رنگ‌ها به قرعه
online-challenge-withdrawn = { $user } دعوت را پس گرفت.
online-no-challenge = هیچ دعوتی منتظر پاسخ نیست.
online-challenge-accepted = دعوت پذیرفته شد؛ وقتی lichess بازی را آغاز کند اعلام می‌شود.
online-challenge-declined-by-you = دعوت رد شد.
online-accepted-not-started = lichess در { $seconds } ثانیه بازی را آغاز نکرد؛ وقتی آغاز شود annabella online بازش می‌کند.
online-no-such-challenge = lichess دعوت { $id } را (دیگر) ندارد.
online-first-move-due = نخستین حرکت شما: { $seconds } ثانیه مانده، وگرنه lichess بازی را لغو می‌کند.
online-bad-decline-reason = lichess دلیلی به نام "{ $text }" نمی‌شناسد؛ این‌ها را می‌شناسد: generic، later، tooFast، tooSlow، timeControl، rated، casual، standard، variant، noBot و onlyBot.
online-challenge-cancelled = دعوت { $id } پس گرفته شد.
online-seek-ended = lichess درخواست بازی را بی‌بازی پایان داد.
online-answer-challenges = accept N دعوت N را می‌پذیرد، decline N [دلیل] رد می‌کند؛ Enter بیرون می‌رود.
online-challenge-declined-why = { $user } دعوت را رد می‌کند: { $why }.
decline-reason-later = اکنون نه؛ بعداً دوباره بپرسید
decline-reason-too-fast = ساعت برایشان بیش از حد تند است
decline-reason-too-slow = ساعت برایشان بیش از حد کند است
decline-reason-time-control = این زمان‌بندی نه
decline-reason-rated = بازی رسمی می‌خواهند
decline-reason-casual = بازی غیر رسمی می‌خواهند
decline-reason-standard = اکنون گونه‌ها نه
decline-reason-variant = اکنون این گونه نه
decline-reason-no-bot = بات نه
decline-reason-only-bot = فقط بات
decline-reason-generic = اکنون دعوت نه
online-seeking = درخواست بازی فرستاده شد؛ منتظر حریف. Ctrl-C درخواست را پس می‌گیرد.
online-seeking-stays = درخواست بازی فرستاده شد؛ منتظر حریف. درخواست در lichess می‌ماند: Ctrl-C انتظار را اینجا پایان می‌دهد و وقتی کسی بپذیرد annabella online بازی را باز می‌کند.
online-challenged = دعوت برای { $user } فرستاده شد؛ منتظر پاسخ. Ctrl-C انتظار را اینجا پایان می‌دهد و وقتی پذیرفته شود annabella online بازی را باز می‌کند.
online-challenged-live = دعوت برای { $user } فرستاده شد؛ منتظر پاسخ. Ctrl-C دعوت را پس می‌گیرد.
online-challenge-declined = { $user } دعوت را رد می‌کند.
online-chat = { $user } می‌نویسد: { $text }
online-chat-sent = فرستاده شد.
online-chat-taken = فرستاده شد.
online-opponent-gone-wait = حریف بازی را ترک کرد؛ پس از { $seconds } ثانیه claim win آن را می‌برد، claim draw مساوی می‌کند.
online-opponent-gone = حریف بازی را ترک کرد؛ claim win آن را می‌برد، claim draw مساوی می‌کند.
online-opponent-back = حریف برگشت.
online-draw-offer-sent = مساوی پیشنهاد شد.
online-takeback-asked = پس گرفتن حرکت درخواست شد.
online-opponent-asks-takeback = حریف می‌خواهد آخرین حرکت را پس بگیرد: yes یا no.
online-answer-draw = yes مساوی را می‌پذیرد، no رد می‌کند.
online-takeback-declined = پس گرفتن رد شد.
online-draw-declined = حریف پیشنهاد مساوی شما را رد می‌کند.
online-takeback-refused = حریف درخواست پس گرفتن شما را رد می‌کند.
online-left-unsent = { $count ->
        [one] یک درخواست که منتظر محدودیت نرخ lichess بود فرستاده نشد.
       *[other] { $count } درخواست که منتظر محدودیت نرخ lichess بودند فرستاده نشدند.
    }
online-days-running-out = وقت شما رو به پایان است: { $time } مانده.
online-your-time-left = { $time } وقت دارید.
online-days-left = نوبت { $side }، { $time } مانده.
online-clock-runs-on = تا وقتی نیستید ساعت شما در lichess می‌گذرد؛ quit دوباره بیرون می‌رود، هر چیز دیگر می‌ماند.
online-not-online = در بازی آنلاین نیستید: کمک، رایانه و بازی دوصفحه‌ای نیست.
online-no-one-gone = حریف بازی را ترک نکرده است: ادعایی نیست.
online-claim-sent = مساوی ادعا شد: lichess تصمیم می‌گیرد و اگر نپذیرد می‌گوید.
online-opponent-to-move = نوبت حریف است؛ حرکت شما بازی نشد.
online-only-online = این فقط برای بازی‌های lichess است.
online-ended-on-server = بازی تمام شد: { $status }، { $result }.
server-status-timeout-by = { $side } بازی را ترک کرد
server-status-timeout = بازیکنی بازی را ترک کرد
server-status-out-of-time-by = وقت { $side } تمام شد
server-status-out-of-time = وقت تمام شد
server-status-resign-by = { $side } تسلیم شد
server-status-mate = مات، به گفتهٔ lichess
server-status-stalemate = پات، به گفتهٔ lichess
server-status-draw = مساوی، به گفتهٔ lichess
server-status-cheat = نقض قوانین یافت شد
server-status-no-start = بازی هرگز آغاز نشد
server-status-aborted = لغو شد
server-status-variant-end = پایان طبق قوانین گونه
server-status-insufficient-material = ادعای مساوی به دلیل مهرهٔ ناکافی
server-status-unknown-finish = lichess بازی را بی‌دلیل پایان داد
server-status-other = lichess می‌گوید "{ $status }"

online-answer-challenge = پاسخ: accept، decline [دلیل]، quit.
online-no-such-challenge-number = چالشی با شمارهٔ { $text } نیست؛ accept N، decline N یا quit.
online-token-file-unusable = فایل توکن { $path } به کار نمی‌آید ({ $problem })؛ توکن را در پرونده‌ای معمولی نگه دارید.
