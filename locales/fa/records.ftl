### ثبت‌ها، به فارسی: خطاهای فایل‌های PGN، وضعیت‌های آغازین، نتیجه‌ها،
### مرور و مقایسهٔ برگه‌های ثبت. چگونه ویرایش کنیم: cli.ftl را ببینید.

record-fault-move = "{ $text }"، حرکت { $number } { $side }، خط { $line }، { $fault ->
        [illegal] در این وضعیت قانونی نیست
        [ambiguous] با بیش از یک حرکت جور است
       *[not-a-move] حرکت نیست
    }
record-fault-unclosed-comment = یادداشتِ خط { $line } بسته نشده است
record-fault-unclosed-variation = شاخهٔ خط { $line } بسته نشده است
record-fault-result-in-moves = نتیجهٔ { $result } در خط { $line } میان حرکت‌ها آمده است
record-fault-bad-tag = برچسب "{ $text }" در خط { $line } خوانده نمی‌شود
record-fault-unknown-variant = annabella شطرنج‌گونهٔ "{ $variant }" را بازی نمی‌کند، فقط شطرنج معمولی و Chess960
record-fault-too-long = خط { $line }: برچسب، یادداشت یا حرکتی بلندتر از { $megabytes } مگابایت خوانده نمی‌شود
record-fault-endless = خط { $line }: بازی پس از { $items } حرکت، یادداشت و نشانه بی‌نتیجه ادامه دارد؛ باقی خوانده نمی‌شود
cannot-start = { $why }.
start-fen-unreadable = FEN خوانده نمی‌شود: { $field }.
    { $fen }
start-not-legal = FEN وضعیت قانونی نیست: { $fault }.
    { $fen }
start-no-chess960 = وضعیت Chess960 شمارهٔ { $number } وجود ندارد: شماره‌ها از 0 تا 959 است (518 وضعیت معمولی است)
fen-field-whole = FEN شش بخش دارد که با فاصله جدا شده‌اند
fen-field-board = جای مهره‌ها (بخش نخست)
fen-field-turn = نوبت کیست (w یا b)
fen-field-castling = حق قلعه
fen-field-en-passant = خانهٔ آنپاسان
fen-field-halfmove-clock = شمارندهٔ نیم‌حرکت
fen-field-fullmoves = شمارهٔ حرکت
position-fault-empty-board = صفحه خالی است
position-fault-missing-king = یک شاه کم است
position-fault-too-many-kings = یک طرف بیش از یک شاه دارد
position-fault-pawns-on-back-rank = پیاده‌ای در ردیف یکم یا هشتم است
position-fault-castling-rights = حق قلعه با شاه و رخ‌ها جور نیست
position-fault-en-passant = خانهٔ آنپاسان جور نیست
position-fault-opposite-check = شاهِ طرفی که نوبتش نیست، کیش است
position-fault-impossible-check = این کیش پیش نمی‌آید
position-fault-too-much-material = شمار مهره‌ها بیش از حد است
game-result = { $score ->
        [white] { $form ->
            [speech] یک صفر
           *[other] { $written }
        }
        [black] { $form ->
            [speech] صفر یک
           *[other] { $written }
        }
        [draw] { $form ->
            [speech] مساوی
           *[other] { $written }
        }
        [open] نامشخص
       *[other] { $written }
    }
reviewing = { $form ->
        [speech] بازی { $game }
       *[other] { $path }
            بازی { $game }
    }: { $white } در برابر { $black }، { $plies } نیم‌حرکت، { $result }. next، back یا راهنما را تایپ کنید.
review-stops = فایل فقط تا نیم‌حرکت { $ply } خوانده می‌شود: { $fault }.
outcome-not-ended = نتیجه { $result }: بازی پایان نیافته است.
outcome = نتیجه { $result }: { $end }.
outcome-moves-after-end = نتیجه { $result }: { $end }، در حرکت { $number }، { $side }؛ حرکت‌هایی که پس از آن نوشته شده‌اند نگه داشته می‌شوند.
outcome-ended-otherwise = نتیجهٔ نوشته‌شده { $result } است؛ اما طبق قوانین، بازی در حرکت { $number }، { $side } پایان یافت: { $end }.
outcome-otherwise = نتیجهٔ نوشته‌شده { $result } است؛ اما طبق قوانین: { $end }.
sheets-agree = هر دو برگهٔ ثبت یکسان‌اند: { $plies } نیم‌حرکت.
sheets-differ = برگه‌های ثبت از حرکت { $number }، { $side } متفاوت‌اند: A { $a }؛ B { $b }.
sheet-entry-written = "{ $text }" ({ $fault ->
        [illegal] غیرقانونی
        [ambiguous] مبهم
       *[not-a-move] حرکت نیست
    })
sheet-entry-missing = حرکت دیگری نیست
sheet-entry-as-written = { $words } (نوشته‌شده "{ $text }")
sheet-leaves-out = برگهٔ { $sheet } حرکت { $number }، { $side } را جا انداخته است: { $words }.
sheet-clocks = ساعت‌ها در برگهٔ { $sheet }: سفید { $white }، سیاه { $black }.
clock-not-recorded = ثبت نشده
position-before = وضعیت پیش از آن:
# شاه، وزیر، رخ، فیل، اسب، پیاده: حروف لاتین، چنان که در SAN.
piece-letters = K Q R B N P
fen = FEN:
    { $fen }
event-name = بازی annabella
header-event = رویداد: { $value }
header-date = تاریخ: { $value }
header-player = { $side }: { $value }
