# Correspondence by e-mail, letter and cassette, and ICCF's server games
# (XfCC). Printed lines fit a 40-cell braille display where a name or a
# path does not make them longer. $color: white or black. Dates are
# written 2026-11-20 and stay so.

# $days: a count of days, $sign: minus when it is negative (over the
# time).

## The lines of a card written. $move: a move as the card writes it,
## "1... e5 (5755)".

card-title = Correspondence { $white } - { $black }
card-your-move = Your move: { $move }
card-received-on = received: { $day }
card-my-move = My move: { $move }
card-sent-on = sent: { $day }
card-days-this-move = Time used: { $sign ->
        [minus] -{ $days } days
       *[plus] { $days ->
            [one] { $days } day
           *[other] { $days } days
        }
    }
card-days-in-all = Days in all: White { $white }, Black { $black }
card-offer-draw = I offer a draw.
card-message = Message: { $text }
card-accept-draw = I accept the draw.
card-resign = I resign.
card-resignation-received = Your resignation has arrived.
card-result = Result: { $result }

## How each command of a game is typed.

corr-usage-received = received MOVE [DATE], like received e5.
corr-usage-read = read [FILE] [DATE]: reads a mail or a card.
corr-usage-send = send [DATE] [MESSAGE].
corr-usage-leave = leave DAYS [DATE], days 1 to 365.

## The games.

corr-created = Correspondence game { $name } made:
    { $path }
# The first line of a game opened; who plays what follows.
corr-opened = Game { $name }.
corr-played-by-post = A game by post: go on with annabella corr { $name }.
corr-bad-name = { $name } cannot be a name: letters, digits, - and _.
corr-game-exists = There is a game { $name } already.
corr-no-such-game = No game { $name }; corr list names them.
corr-no-games = No game yet; corr new NAME makes one.
# A game of corr list. $against: corr-against or nothing; $standing: one
# of the corr-standing sentences; $used, $left: days, in digits.
corr-listed = { $name }: { $color ->
        [white] White
       *[black] Black
    }{ $against }, { $standing }; { $used ->
        [one] { $used } day
       *[other] { $used } days
    } used, { $sign ->
        [minus] { $left ->
            [one] { $left } day
           *[other] { $left } days
        } over the time
       *[plus] { $left } left
    }.
corr-against = {" "}against { $opponent }
# $since, $due: corr-since and corr-due, or nothing.
corr-standing-my-move = your move{ $since }{ $due }
corr-since = {" "}since { $day }
corr-due = , reply due { $day }
corr-overdue = , reply overdue since { $day }
corr-standing-to-send = your move waits to be sent
corr-standing-opponents-move = the opponent's move
corr-standing-over = over, { $result }
# $end: how it ended, in words.
corr-standing-over-by = over, { $end }, { $result }
corr-bad-control = { $text } is no time control: moves/days, like 10/50d.
corr-bad-date = { $text } is no date: 2026-11-20.
corr-received = Received on { $day }.
corr-opponents-move = Opponent's move: received MOVE [DATE].
corr-your-move = It is your move, not the opponent's.
corr-not-sent = Send { $move } first: send.
corr-nothing-to-send = No move to send: make one first.
corr-cards-written = Cards as txt, brf and wav in:
    { $path }
corr-card-not-written = Card not written ({ $problem }):
    { $path }
# A card read. $received, $sent: corr-card-received and corr-card-sent,
# or nothing.
corr-card-dates = Card read{ $received }{ $sent }.
corr-card-received = , received { $day }
corr-card-sent = , sent { $day }
# $dots: "." after White's move number, "..." after Black's.
corr-card-lacks-move = The card has no move { $number }{ $dots }
corr-card-message = Message: { $text }
# Days used and left, for clock. $over: the days over the time, in digits.
corr-side-days-over = { $color ->
        [white] White
       *[black] Black
    }: { $sign ->
        [minus] -{ $days } days
       *[plus] { $days ->
            [one] { $days } day
           *[other] { $days } days
        }
    }, { $over } over by move { $move }.
corr-side-days = { $color ->
        [white] White
       *[black] Black
    }: { $sign ->
        [minus] -{ $days } days
       *[plus] { $days ->
            [one] { $days } day
           *[other] { $days } days
        }
    }, { $left } left to move { $move }.
corr-thinking-since = Your move since { $since }: { $sign ->
        [minus] -{ $days } days
       *[plus] { $days ->
            [one] { $days } day
           *[other] { $days } days
        }
    }.
corr-reply-overdue = Reply due since { $due }.
corr-reply-due = Reply due on { $due }.
corr-on-leave = On leave until { $until }.
corr-leave-taken = Leave, { $sign ->
        [minus] -{ $days } days
       *[plus] { $days ->
            [one] { $days } day
           *[other] { $days } days
        }
    }: { $from } to { $until }.
corr-left = { $form ->
    [speech] Saved; annabella corr { $name } goes on.
   *[other] Saved in:
        { $path }
        go on with: annabella corr { $name }
}
corr-help =
    received MOVE [DATE]: their move
    read [FILE] [DATE]: read a mail
    send [--mail] [DATE] [TEXT]: the card
    takeback, accept, draw, resign, claim
    date received|sent DATE, email ADDRESS
    leave DAYS [DATE]: leave; clock: days

## Reading the opponent's mail. $card, $moves: moves as the mail writes
## them; $side: the side's word.

corr-mail-from = Mail from { $from }, written { $day }:
corr-mail-from-undated = Mail from { $from }:
corr-mail-text = The file says:
corr-mail-line = { $text }
corr-mail-more = … and { $count ->
        [one] one more line
       *[other] { $count } more lines
    }.
corr-doubt-several = The mail names several moves: { $moves }.
corr-doubt-repeats-other = The mail repeats { $card }, played was { $move }.
# $dots: "." after White's move number, "..." after Black's.
corr-doubt-wrong-number = The mail has { $card }, expected is move { $expected }{ $dots }
corr-doubt-none-said = The mail weighs { $moves } but plays none.
corr-doubt-unplayable = The mail's move, { $card }, fails: { $why }
corr-doubt-accepts-unoffered = The mail accepts a draw you did not offer.
corr-decide = Nothing played; received MOVE enters the move.
corr-says-offer = { $side } offers a draw.
corr-says-accept = { $side } accepts your draw offer.
corr-says-decline = { $side } declines the draw.
corr-says-resign = { $side } resigns, the mail says.
# $rule: repetition, fifty or none.
corr-says-claim = { $side } claims a draw{ $rule ->
        [repetition] {" "}by threefold repetition
        [fifty] {" "}by the fifty-move rule
       *[none] {""}
    }.
corr-says-conditional = { $side } proposes: if { $when }, then { $then }.
corr-ask-record = Record it? yes or no.
corr-ask-conditional = Accept it? yes or no.
corr-accept-or-move = accept takes the draw; your next move declines.
corr-recorded = Recorded.
corr-not-recorded = Not recorded.
corr-conditional-kept = Kept: if { $when }, then { $then }.
corr-conditional-played = The opponent's conditional move: { $move }.
corr-conditional-lapsed = The conditional move after { $when } lapses.
corr-conditional-unreadable = If { $when }, then { $then }: does not fit the game; nothing kept.
corr-taken-back = Taken back: { $move }, as not received.
corr-no-offer = The opponent offers no draw.
corr-send-final = send writes the last card.
# $what, $limit: which date of the game (their-received, their-sent,
# mail-written, my-received, my-sent, game-began, today).
corr-date-before = { $what ->
        [their-received] The mail says received
        [their-sent] The mail says sent
        [mail-written] The mail is dated
        [my-received] Received
        [my-sent] Sent
        [game-began] The game's start
       *[today] Today
    } { $day } is before { $limit ->
        [their-received] his receipt on
        [their-sent] his sending on
        [mail-written] the mail's date,
        [my-received] your receipt on
        [my-sent] your move, sent
        [game-began] the game's start on
       *[today] today,
    } { $limit_day }; nothing entered.
corr-date-after = { $what ->
        [their-received] The mail says received
        [their-sent] The mail says sent
        [mail-written] The mail is dated
        [my-received] Received
        [my-sent] Sent
        [game-began] The game's start
       *[today] Today
    } { $day } is after { $limit ->
        [their-received] his receipt on
        [their-sent] his sending on
        [mail-written] the mail's date,
        [my-received] your receipt on
        [my-sent] your move, sent
        [game-began] the game's start on
       *[today] today,
    } { $limit_day }; nothing entered.
corr-date-corrected = Corrected: { $what ->
        [their-received] his receipt
        [their-sent] his sending
        [mail-written] the mail's date
        [my-received] received
        [my-sent] sent
        [game-began] the game's start
       *[today] today
    } { $day }{ $was }.
corr-date-was = {" "}(was { $day })
corr-reminder = Reminder: the card of { $day }, with its dates.
corr-reminder-keeps-date = A reminder keeps its date { $day }; date sent DATE corrects it.
corr-mail-handed-over = Card handed to your mail program, to { $address }.
corr-no-address = No address of the opponent: email ADDRESS.
corr-mail-program-missing = No mail program found; the card is in the folder.
corr-mail-program-failed = The mail program did not open; the card is in the folder.
corr-address = The opponent's address: { $address }.
corr-bad-address = { $text } is no mail address.
corr-no-mail-folder = No mail folder: mail_folder in the config, or read FILE.
corr-mail-from-other = The mail is from { $from }, not from { $address }; nothing played.
corr-no-new-mail = No new mail from { $address } in:
    { $path }
# $problem: why (a file-problem- sentence).
corr-mail-folder-unusable = The mail folder cannot be used ({ $problem }):
    { $path }
corr-usage-date = date received|sent DATE: corrects a date.
corr-usage-email = email ADDRESS: the opponent's mail address.

## ICCF's server games (XfCC).

# $days, $hours, $minutes: the time left, in digits.
# What the server answers a move or a request.
xfcc-success = accepted
xfcc-invalid-move = invalid move
xfcc-not-your-turn = it is not your turn
xfcc-on-leave = you are on leave
xfcc-lost-on-time = lost on time
xfcc-ambiguous = the move is ambiguous
xfcc-invalid-move-number = wrong move number
xfcc-no-draw-offered = no draw was offered
xfcc-authentication-failed = wrong name or password
xfcc-server-error = the server failed
xfcc-feature-unavailable = the server does not offer that
xfcc-invalid-game-id = no game has that number
xfcc-not-your-game = not your game
# $word: the server's own word for an answer annabella does not know.
xfcc-other = answer { $word }
# How a server game stands or ended.
xfcc-ongoing = the game goes on
xfcc-white-wins = White wins, 1-0
xfcc-black-wins = Black wins, 0-1
xfcc-draw = draw, ½-½
xfcc-white-win-adjudicated = White wins by adjudication
xfcc-black-win-adjudicated = Black wins by adjudication
xfcc-draw-adjudicated = draw by adjudication
xfcc-white-defaulted = White defaulted, 0-1
xfcc-black-defaulted = Black defaulted, 1-0
xfcc-both-defaulted = both defaulted
xfcc-cancelled = the game is cancelled
xfcc-adjudication-pending = adjudication pending
xfcc-result-other = result { $word }

iccf-user-prompt = ICCF user name:
iccf-password-prompt = Password (not shown):
# $games: in digits.
iccf-logged-in = Logged in to ICCF as { $user }, { $games } games.
iccf-login-saved = Login kept in:
    { $path }
iccf-no-login = No ICCF login: annabella iccf login.
# $mode: the file's mode in octal (644).
iccf-login-file-open = Others can read the login (mode { $mode }); chmod 600:
    { $path }
# $who: the accounts besides the player's that Windows lets read or change
# the login file (Everyone, Users), as Windows names them.
iccf-login-file-shared = These accounts can also read or change the login: { $who }; annabella iccf login keeps it anew, readable by you alone:
    { $path }
iccf-login-file-not-own = The login file is someone else's:
    { $path }
iccf-plain-http = No password over http to another machine: { $url }
iccf-unreachable = ICCF server not reached: { $why }.
iccf-unreadable = The server's answer is no XfCC.
iccf-too-large = The server's answer holds more than annabella reads (at most { $megabytes } MB, { $games } games, { $fields } fields a game, { $kilobytes } KB a field); none of it is taken.
# Leaving with a call to ICCF under way: $number, $dots, $move: the move it sent.
iccf-left-unanswered-move = ICCF had not answered { $number }{ $dots } { $move } when you left; the next annabella iccf shows whether it arrived.
iccf-left-unanswered = ICCF had not answered what you sent last when you left; the next annabella iccf shows whether it arrived.
iccf-left-unsent-move = { $number }{ $dots } { $move } was not sent to ICCF before you left; the next annabella iccf shows the game as ICCF has it.
iccf-left-unsent = What you asked last was not sent to ICCF before you left; the next annabella iccf shows the game as ICCF has it.
iccf-fault = The server refuses: { $why }.
iccf-games = ICCF: { $total } games, your move in { $mine }.
iccf-no-games = No ICCF game.
# A game of the list: $event, $state, $offer, $message are the parts
# below, or nothing.
iccf-listed = { $number }: { $id } against { $opponent }{ $event }{ $state }{ $offer }{ $message }.
iccf-listed-event = {" "}({ $event })
iccf-listed-over = , { $result }
iccf-listed-my-turn = , your move, { $days }d { $hours }h { $minutes }min left
iccf-listed-their-turn = , the opponent's move, { $days }d { $hours }h { $minutes }min left
iccf-listed-offer = , draw offered
iccf-listed-message = , a message
iccf-no-such-game = No ICCF game { $id }.
iccf-playing = ICCF { $id }: { $color ->
        [white] White
       *[black] Black
    } against { $opponent }.
iccf-playing-event = ICCF { $id }: { $color ->
        [white] White
       *[black] Black
    } against { $opponent }, { $event }.
iccf-time-left = { $color ->
        [white] White
       *[black] Black
    }: { $days }d { $hours }h { $minutes }min left.
iccf-message = Message from { $from }: { $text }
iccf-answer-offer = accept takes the draw.
iccf-sending = Sending { $number }{ $dots } { $move } to ICCF.
iccf-accepted = ICCF accepted.
iccf-refused-taken-back = ICCF refuses: { $why }; move taken back.
iccf-refused = ICCF refuses: { $why }.
iccf-result = Result: { $result }.
iccf-with-next-move = Goes with your next move.
iccf-opponents-turn = Opponent's move; refresh asks ICCF.
iccf-no-offer = The opponent offers no draw.
iccf-bad-server-move = The server's half-move { $ply } fails: { $text }
iccf-variant = annabella does not play the variant { $name }.
iccf-help =
    refresh: ask ICCF now
    games: the games
    draw: offer a draw, with a move
    accept: take a draw offered
    claim: claim a draw
    say TEXT: a message, with a move
    clock: both sides' days
# $path: the login file; $problem: why (a file-problem- sentence).
iccf-login-file-unusable = The login file cannot be used ({ $problem }):
    { $path }
