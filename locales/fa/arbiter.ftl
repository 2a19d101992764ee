### بازی روی دو صفحه، به فارسی: مهره‌های لمس‌شده، حکم‌های داور و
### یادداشت‌های برگهٔ ثبت. شماره‌های مواد از قوانین شطرنج فیده است.
### چگونه ویرایش کنیم: cli.ftl را ببینید.

tournament-mode = حالت مسابقه: بدون موتور، بدون پیشنهاد، بدون ارزیابی؛ برگهٔ ثبت هم این را می‌گوید.
tournament-no-help = در حالت مسابقه کمکی از رایانه نیست.
two-board-only = غیرقانونی، touched، retrace، seal، result و فرمان‌های ساعت فقط در بازی روی دو صفحه‌اند (--two-board).
draw-with-next-move = پیشنهاد تساوی همراه حرکت بعدی شما داده می‌شود (9.1.2.1).
draw-with-press = پیشنهاد تساوی همراه این حرکت، هنگام زدن ساعت، داده می‌شود (9.1.2.1).
press-hint = برای زدن ساعت، زدن را تایپ کنید؛ حرکت با حرکتی دیگر تصحیح و با انصراف لغو می‌شود.
move-cancelled = حرکت لغو شد؛ آن را دوباره بنویسید.
nothing-waits-for-clock = هیچ حرکتی منتظر زدن ساعت نیست.
nothing-to-press = هیچ حرکتی منتظر زدن ساعت نیست؛ نخست حرکت را بنویسید.
cancelled-before-press = حرکت پیش از زدن ساعت لغو شد؛ آن را دوباره بنویسید.
unpressed-on-quit = { $words } اعلام شد، اما ساعت زده نشده است. برای زدن ساعت، زدن را تایپ کنید؛ برای لغو حرکت، انصراف را؛ برای بیرون رفتن، دوباره خروج را: حرکت انجام‌شده می‌ماند و منتظر ساعت است.
touched = لمس‌شده: { $pieces }. { $rule }
touch-breaks = مجاز نیست، قاعدهٔ لمس مهره: { $rule }
touch-move = { $piece } باید حرکت کند (4.3.1).
touch-capture = { $piece } باید گرفته شود (4.3.2).
touch-capture-with = { $piece } باید { $target } را بگیرد (4.3.3).
touch-any = هیچ‌کدام نمی‌توانند حرکت کنند یا گرفته شوند: هر حرکتی مجاز است (4.5).
touch-castle = شاه باید با { $rook } قلعه برود (4.4.1).
touch-king-move = قلعه رفتن با آن رخ ممکن نیست: { $king } باید حرکت کند (4.4.3).
touch-move-without-castling = { $piece } باید حرکت کند، و قلعه رفتن با { $rook } ممکن نیست (4.4.2).
touch-any-without-castling = هیچ‌کدام نمی‌توانند حرکت کنند: هر حرکتی جز قلعه رفتن با { $rook } (4.4.2، 4.5).
arbiter-illegal = حرکت غیرقانونی { $side }: { $ruled }؛ { $other } { $time } زمان اضافه می‌گیرد (7.5.5).{ $next }
arbiter-illegal-no-clock = حرکت غیرقانونی { $side }: { $ruled }؛ این بازی ساعت ندارد، پس به { $other } زمانی داده نمی‌شود (7.5.5).{ $next }
arbiter-still-to-move = {" "}نوبت حرکت هنوز با { $side } است.
illegal-completed = { $what } کامل شد؛ وضعیت پیش از آن برقرار می‌شود ({ $article })
illegal-promotion = { $what }: ساعت بدون گذاشتن مهرهٔ تازه زده شد؛ وزیر به حساب می‌آید ({ $article })
illegal-two-hands = { $what } با دو دست انجام شد و به جا می‌ماند ({ $article })
illegal-clock-without-move = ساعت بدون حرکت زده شد ({ $article })
arbiter-second-illegal = دومین حرکت غیرقانونی { $side } ({ $article }، 7.5.5).
arbiter-name-piece-moved = کدام مهره جابه‌جا شد؟ touched و خانهٔ آن را بنویسید: آن مهره باید حرکت کند (4.3).
arbiter-announced-is-legal = حرکت اعلام‌شده قانونی است و منتظر زدن ساعت است: زدن را تایپ کنید یا حرکت را تصحیح کنید.
arbiter-promotion-piece = پیاده به چه مهره‌ای تبدیل می‌شود؟ حرکت را با مهره‌اش بنویسید (مثلاً e8=Q)؛ اگر ساعت بدون آن زده شود، وزیر است و حرکت غیرقانونی (7.5.2).
claim-barred-touched = ادعایی نیست: در این نوبت مهره‌ای لمس شد و حق ادعا از دست رفت (9.4).
claim-barred-announced = ادعایی نیست: حرکت اعلام و انجام شده است (D.2.3)؛ ادعای همراه حرکت پیش از اعلام حرکت می‌آید (9.2.1.1).
claim-barred-not-to-move = ادعایی نیست: فقط بازیکنی که نوبت حرکت با اوست می‌تواند ادعا کند (9.2، 9.3)؛ رنگ را نام ببرید: ادعای سیاه تکرار.
claim-is-offer = این ادعا پیشنهاد تساوی { $side } به شمار می‌آید (9.1.2.3): حریف بله یا نه را تایپ می‌کند.
arbiter-no-takeback = در حالت مسابقه پس گرفتن حرکت نیست؛ داور از retrace استفاده می‌کند (D.2.9).
arbiter-no-abort = در حالت مسابقه بازی لغو نمی‌شود.
arbiter-not-on-tactile-board = در حالت مسابقه legal و attackers خاموش‌اند: صفحهٔ مخصوص نابینایان این‌ها را نمی‌گوید.
retraced = بازگشت به وضعیت پس از حرکت { $number } (D.2.9): { $taken } نیم‌حرکت پس گرفته شد و در برگهٔ ثبت ماند؛ ساعت‌ها همان‌طور می‌مانند.
no-such-move = بازی پس از حرکت { $number } وضعیتی ندارد.
arbiter-clock-set = ساعت { $side } روی { $time } تنظیم شد (6.10.2).
arbiter-time-added = { $time } به زمان { $side } افزوده شد.
arbiter-time-taken = { $time } از زمان { $side } کم شد.
arbiter-no-clock = این بازی ساعت ندارد.
note-offer = (=) { $side } پیشنهاد تساوی می‌دهد
note-claim = ادعای تساوی، { $claim ->
        [fifty] قانون پنجاه حرکت
       *[threefold] تکرار سه‌گانه
    }: { $correct ->
        [yes] درست
       *[no] نادرست
    }
note-claim-by = ادعای تساوی { $side }، { $claim ->
        [fifty] قانون پنجاه حرکت
       *[threefold] تکرار سه‌گانه
    }: { $correct ->
        [yes] درست
       *[no] نادرست
    }
note-illegal = حرکت غیرقانونی { $side } ({ $article }): { $kind ->
        [clock-without-move] ساعت بدون حرکت زده شد
        [two-hands] { $text } با دو دست
       *[other] { $text }
    }
note-time-added = { $side } { $sign }{ $time } (داور)
note-clock-set = ساعت { $side } روی { $time } تنظیم شد
note-retraced = بازگشت؛ پس گرفته شد: { $moves }

retraced-side = بازگشت به وضعیت پس از حرکت { $number } { $side } (D.2.9): { $taken } نیم‌حرکت پس گرفته شد و در برگهٔ ثبت ماند؛ ساعت‌ها همان‌طور می‌مانند.
agreement-too-early = پیش از حرکت هر دو، تساوی نیست (5.2.3).
clocks-stopped = ساعت‌ها متوقف شدند (6.11.1).
clocks-started = ساعت‌ها به کار افتادند (6.11.3).
clocks-stand-already = ساعت‌ها متوقف‌اند.
clocks-run-already = ساعت‌ها کار می‌کنند.
arbiter-declared = نتیجه به حکم داور: { $score }.
control-changed = از این پس { $bonus } برای هر دو (III.4).
sealed = حرکت ثبت شد؛ خروج: بازی ناتمام (I.1).
seal-not-legal = قانونی نیست: حرکتی قانونی ثبت کنید.
seal-needs-move = seal حرکت را لازم دارد: seal Nf3.
adjourned = بازی ناتمام: حرکت ثبتی منتظر است.
sealed-move-made = حرکت ثبتی انجام شد (I.9):
quickplay-no-clock = بدون ساعت، ادعای اتمام سریع نیست.
quickplay-blitz = در برق‌آسا نه: 10.2 اعمال نمی‌شود.
quickplay-bonus = با افزایش یا تأخیر ادعای 10.2 نیست.
quickplay-not-to-move = فقط بازیکن صاحب نوبت ادعا می‌کند (10.2).
quickplay-two-minutes-left = 10.2: فقط با کمتر از دو دقیقه زمان.
quickplay-ask = ادعای 10.2: بله، postpone یا نه؟
quickplay-postponed = تعویق (10.2 b)؛ نتیجه پس از سقوط پرچم.
quickplay-rejected = ادعا رد شد (10.2 c).
declare-after-flag = داور با result اعلام می‌کند (10.2 b).
offer-waits = پیشنهاد تساوی { $side } منتظر است: بله یا نه.
note-clocks-stopped = ساعت‌ها متوقف شدند (6.11.1)
note-clocks-started = ساعت‌ها به کار افتادند (6.11.3)
note-declared = نتیجهٔ { $result } به حکم داور
note-declared-why = نتیجهٔ { $result } به حکم داور: { $reason }
note-control-changed = از این پس { $bonus } برای هر دو (III.4)
note-sealed = حرکت ثبتی { $side } (I.1)
note-quickplay-claimed = ادعای تساوی در اتمام سریع، { $side } (10.2)
note-quickplay-drawn = ادعای اتمام سریع: تساوی (10.2 a)
note-quickplay-postponed = ادعای اتمام سریع: تعویق (10.2 b)
note-quickplay-rejected = ادعای اتمام سریع: رد شد (10.2 c)
note-posted = { $parts }
note-posted-and = { $first }، { $second }
note-received = دریافت { $day }
note-sent = ارسال { $day }
note-adjourned = بازی ناتمام ماند؛ { $side } { $time } زمان داشت

# A two-board game taken up again: the move announced before it was left
# is made (D.2.3) and waits for the clock.
announced-waits = { $words } اعلام شد و بنابراین انجام شده است (D.2.3)؛ ساعت هنوز زده نشده است؛ برای زدن ساعت، زدن را تایپ کنید.
