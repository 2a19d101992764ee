### بازی روی دو صفحه، به فارسی: مهره‌های لمس‌شده، حکم‌های داور و
### یادداشت‌های برگهٔ ثبت. شماره‌های مواد از قوانین شطرنج فیده است.
### چگونه ویرایش کنیم: cli.ftl را ببینید.

tournament-mode = حالت مسابقه: بی‌رایانه، بی‌پیشنهاد، بی‌ارزیابی؛ برگهٔ ثبت هم این را می‌گوید.
tournament-no-help = در حالت مسابقه کمکی از رایانه نیست.
two-board-only = illegal، touched، retrace و clock set یا add مال بازی روی دو صفحه است (--two-board).
draw-with-next-move = پیشنهاد مساوی با حرکت بعدی شما داده می‌شود (9.1.2.1).
draw-with-press = پیشنهاد مساوی با این حرکت هنگام زدن ساعت داده می‌شود (9.1.2.1).
press-hint = press ساعت را می‌زند؛ حرکت دیگر اصلاح می‌کند، cancel کنارش می‌گذارد.
move-cancelled = حرکت کنار گذاشته شد؛ دوباره بنویسید.
nothing-waits-for-clock = هیچ حرکتی منتظر ساعت نیست.
nothing-to-press = هیچ حرکتی منتظر ساعت نیست؛ نخست حرکت را بنویسید.
cancelled-before-press = حرکت پیش از زدن ساعت کنار گذاشته شد؛ دوباره بنویسید.
unpressed-on-quit = { $words } گفته شد، اما ساعت زده نشده. press می‌زند، cancel حرکت را کنار می‌گذارد، quit دوباره بی‌آن بیرون می‌رود.
touched = لمس‌شده: { $pieces }. { $rule }
touch-breaks = مجاز نیست، مهرهٔ لمس‌شده باید حرکت کند: { $rule }
touch-move = { $piece } باید حرکت کند (4.3.1).
touch-capture = { $piece } باید زده شود (4.3.2).
touch-capture-with = { $piece } باید { $target } را بزند (4.3.3).
touch-any = هیچ‌کدام نمی‌توانند حرکت کنند یا زده شوند: هر حرکتی مجاز است (4.5).
touch-castle = شاه باید با { $rook } قلعه برود (4.4.1).
touch-king-move = قلعه با آن رخ ممکن نیست: { $king } باید حرکت کند (4.4.3).
touch-move-without-castling = { $piece } باید حرکت کند و قلعه با { $rook } نیست (4.4.2).
touch-any-without-castling = هیچ‌کدام نمی‌توانند حرکت کنند: هر حرکتی جز قلعه با { $rook } (4.4.2، 4.5).
arbiter-illegal = حرکت غیرقانونی از { $side }: { $ruled }؛ { $other } { $time } بیشتر می‌گیرد (7.5.5).{ $next }
arbiter-illegal-no-clock = حرکت غیرقانونی از { $side }: { $ruled }؛ این بازی ساعت ندارد، پس به { $other } زمانی داده نمی‌شود (7.5.5).{ $next }
arbiter-still-to-move = {" "}هنوز نوبت { $side } است.
illegal-completed = { $what } کامل شد؛ وضعیت پیش از آن برقرار است ({ $article })
illegal-promotion = { $what } بی‌مهرهٔ تازه ساعت زده شد: وزیر است ({ $article })
illegal-two-hands = { $what } با دو دست انجام شد و برقرار است ({ $article })
illegal-clock-without-move = ساعت بی‌حرکت زده شد ({ $article })
arbiter-second-illegal = دومین حرکت غیرقانونی از { $side } ({ $article }، 7.5.5).
arbiter-name-piece-moved = کدام مهره حرکت کرد؟ touched و خانه‌اش: باید حرکت کند (4.3).
arbiter-announced-is-legal = حرکت گفته‌شده قانونی است و منتظر ساعت: press یا اصلاح کنید.
arbiter-promotion-piece = پیاده به چه ارتقا می‌یابد؟ حرکت را با مهره‌اش بنویسید (e8=Q، e8=D)؛ بی‌آن وزیر و حرکت غیرقانونی است (7.5.2).
claim-barred-touched = ادعایی نیست: در این حرکت مهره‌ای لمس شد، حق ادعا از دست رفت (9.4).
claim-barred-announced = ادعایی نیست: حرکت اعلام و انجام شده (D.2.3)؛ ادعا با حرکت پیش از گفتن حرکت می‌آید (9.2.1.1).
claim-barred-not-to-move = ادعایی نیست: فقط بازیکنِ دارای نوبت می‌تواند ادعا کند (9.2، 9.3)؛ طرف را نام ببرید: claim black threefold.
claim-is-offer = ادعا پیشنهاد مساوی از { $side } است (9.1.2.3): حریف yes یا no تایپ می‌کند.
arbiter-no-takeback = در حالت مسابقه پس گرفتن نیست؛ داور retrace به کار می‌برد (D.2.9).
arbiter-no-abort = در حالت مسابقه بازی لغو نمی‌شود.
arbiter-not-on-tactile-board = در حالت مسابقه legal و attackers خاموش‌اند: صفحهٔ لمسی آن‌ها را نمی‌گوید.
retraced = بازگشت به وضعیت پس از حرکت { $number } (D.2.9): { $taken } نیم‌حرکت پس گرفته شد و در برگهٔ ثبت ماند؛ ساعت‌ها همان‌اند.
no-such-move = بازی پس از حرکت { $number } وضعیتی ندارد.
arbiter-clock-set = ساعت { $side } روی { $time } تنظیم شد (6.10.2).
arbiter-time-added = { $time } برای { $side } افزوده شد.
arbiter-time-taken = { $time } از { $side } کم شد.
arbiter-no-clock = این بازی ساعت ندارد.
note-offer = (=) { $side } پیشنهاد مساوی می‌دهد
note-claim = ادعا، { $claim ->
        [fifty] قانون پنجاه حرکت
       *[threefold] تکرار سه‌باره
    }: { $correct ->
        [yes] درست
       *[no] نادرست
    }
note-claim-by = ادعای { $side }، { $claim ->
        [fifty] قانون پنجاه حرکت
       *[threefold] تکرار سه‌باره
    }: { $correct ->
        [yes] درست
       *[no] نادرست
    }
note-illegal = حرکت غیرقانونی از { $side } ({ $article }): { $kind ->
        [clock-without-move] ساعت بی‌حرکت زده شد
        [two-hands] { $text } با دو دست
       *[other] { $text }
    }
note-time-added = { $side } { $sign }{ $time } (داور)
note-clock-set = ساعت { $side } روی { $time } تنظیم شد
note-retraced = بازگشت، پس گرفته شد: { $moves }

retraced-side = بازگشت به وضعیت پس از حرکت { $number } { $side } (D.2.9): { $taken } نیم‌حرکت پس گرفته شد و در برگهٔ ثبت ماند؛ ساعت‌ها همان‌طور می‌مانند.
agreement-too-early = پیش از حرکت هر دو، مساوی نیست (5.2.3).
clocks-stopped = ساعت‌ها متوقف شدند (6.11.1).
clocks-started = ساعت‌ها به کار افتادند (6.11.3).
clocks-stand-already = ساعت‌ها متوقف‌اند.
clocks-run-already = ساعت‌ها کار می‌کنند.
arbiter-declared = نتیجهٔ داور: { $score }.
control-changed = از این پس { $bonus } برای هر دو (III.4).
sealed = حرکت سربسته شد؛ quit تعلیق می‌کند (I.1).
seal-not-legal = مجاز نیست: حرکتی مجاز را سربسته کنید.
seal-needs-move = seal حرکت می‌خواهد: seal Nf3.
adjourned = معلق: حرکت سربسته منتظر است.
sealed-move-made = حرکت سربسته انجام شد (I.9):
quickplay-no-clock = بی‌ساعت، ادعای پایان سریع نیست.
quickplay-blitz = نه در بلیتس: 10.2 اعمال نمی‌شود.
quickplay-bonus = با افزایش یا تأخیر ادعای 10.2 نیست.
quickplay-not-to-move = تنها صاحب نوبت ادعا می‌کند (10.2).
quickplay-two-minutes-left = 10.2: فقط با کمتر از دو دقیقه.
quickplay-ask = ادعای 10.2: yes، postpone یا no؟
quickplay-postponed = معوق (10.2 b)؛ نتیجه پس از افتادن پرچم.
quickplay-rejected = ادعا رد شد (10.2 c).
declare-after-flag = داور با result اعلام می‌کند (10.2 b).
offer-waits = پیشنهاد مساوی { $side } منتظر است: yes یا no.
note-clocks-stopped = ساعت‌ها متوقف شدند (6.11.1)
note-clocks-started = ساعت‌ها به کار افتادند (6.11.3)
note-declared = نتیجهٔ { $result } به حکم داور
note-declared-why = نتیجهٔ { $result } به حکم داور: { $reason }
note-control-changed = از این پس { $bonus } برای هر دو (III.4)
note-sealed = حرکت سربسته از { $side } (I.1)
note-quickplay-claimed = ادعای پایان سریع از { $side } (10.2)
note-quickplay-drawn = ادعای پایان سریع: مساوی (10.2 a)
note-quickplay-postponed = ادعای پایان سریع: معوق شد (10.2 b)
note-quickplay-rejected = ادعای پایان سریع: رد شد (10.2 c)
note-posted = { $parts }
note-posted-and = { $first }، { $second }
note-received = دریافت { $day }
note-sent = ارسال { $day }
note-adjourned = معلق شد؛ { $side } { $time } داشت
