### Online play on lichess, in English: logging in, the games and
### challenges, what the opponent and the server do, and what goes wrong.
###
### How to edit: see cli.ftl. The words a player types (accept, decline,
### claim win, games) stay as they are typed; lichess.org addresses and
### board:play (the token's permission) too. $side is White or Black.
### A printed line should fit a braille display of 40 cells where it can.

## Logging in

online-token-prompt = Paste your lichess token (scope board:play), then Enter; it is not shown:
# $path: the file the token is kept in.
online-token-saved = Token kept in:
    { $path }
# $user: the account's name.
online-logged-in = Logged in to lichess as { $user }.
online-no-token = No lichess token: type annabella online login, or set LICHESS_TOKEN.
online-token-refused = lichess refuses the token: make a new one with the scope board:play at lichess.org/account/oauth/token and type annabella online login.
online-token-lacks-board-play = This token may not play: it lacks the scope board:play. Make a new one with board:play at lichess.org/account/oauth/token and type annabella online login.
# $server: the address given.
online-plain-http = { $server } is plain http to another machine: the token would travel readable on the way. Use https://, or http:// only to this machine (127.0.0.1, localhost).
# $path: the token file; $mode: its permissions, in octal (0644).
online-token-file-open = The token file
    { $path }
    may be read by others (mode { $mode }); it is not used. Run chmod 600 on it, then try again.
# $path: the token file; $who: the accounts besides the player's that
# Windows lets read or change it (Everyone, Users), as Windows names them.
online-token-file-shared = The token file
    { $path }
    may also be read or changed by these accounts: { $who }; it is not used. Type annabella online login to keep it anew, readable by you alone.
online-token-file-not-own = The token file
    { $path }
    belongs to someone else; it is not used. Keep your own token with annabella online login.
online-token-malformed = The lichess token has a character no token has (a control character or a space inside it): copy it again from lichess.org/account/oauth/token.
online-not-lichess = { $server } does not know the lichess API (404 for the account): is it a lichess server?

## The server

# $server: its address; $why: what happened (a server- sentence).
online-server-down = { $server } cannot be reached ({ $why }).
server-no-answer = nothing answers there
server-unknown-host = no server has that name
server-not-https = no secure connection: the server does not speak https; is it an http:// address?
# $seconds: how long annabella waited.
server-no-connection = no connection opened within { $seconds } seconds
server-silent = it sent no answer within { $seconds } seconds
server-unfinished = its answer began but was not whole after { $seconds } seconds
# $variable: the environment variable that sets the proxy (https_proxy).
server-proxy-unusable = the proxy set in { $variable } cannot be used: annabella takes http:// and https:// proxies
server-proxy-refused = the proxy would not connect to it
# $address: where the server sends annabella on to.
server-redirected = it sends annabella on to { $address }, which annabella does not follow; give the right address with --server
server-closed = the connection closed before the answer was whole
server-no-game = the game's stream brings no game, only empty lines
# $status: the HTTP status (502).
server-status = it fails with HTTP status { $status }
server-not-json = its answer is not what the lichess API describes
# $text: what the network library said.
server-other = { $text }
# $id: the game asked for.
online-no-such-game = There is no game { $id } on lichess.
# $why: lichess's reason, in its words.
online-refused = lichess refuses: { $why }.
# Too many requests; $seconds: how long until the next one.
online-rate-limited = lichess asks to wait: the next request goes in { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }.
online-connection-lost = Connection to lichess lost; annabella keeps trying.
online-connection-back = Connected to lichess again.
online-not-sent = No connection: the move was not sent. Type it again once connected.
# $uci: the move lichess sent; $ply: its half-move.
online-server-move-unplayable = lichess sends a move that cannot be played here: { $uci } (half-move { $ply }); the game stays at the move before it.
# $detail: what the reader found.
online-unreadable-game = lichess sends a game annabella cannot read ({ $detail }); it is not opened.
online-move-taken-back = The move did not reach lichess and is taken back here; type it again.
online-move-unconfirmed = lichess did not confirm the move, so it is taken back here; if lichess has it, it comes back with lichess's game.
# $count: requests gone to lichess without an answer when annabella ended.
online-left-unanswered = { $count ->
        [one] lichess had not answered one request when you left; the game on lichess shows whether it arrived.
       *[other] lichess had not answered { $count } requests when you left; the game on lichess shows whether they arrived.
    }
# $count: requests that never went (lichess had not answered those before them).
online-left-queued = { $count ->
        [one] One request was not sent before you left: lichess had not answered the one before it.
       *[other] { $count } requests were not sent before you left: lichess had not answered the one before them.
    }

## Players and paces

# lichess's AI; $level: 1 to 8.
lichess-ai = lichess AI level { $level }
lichess-anonymous = Anonymous
# After a player's name: $rating; $provisional: yes or no.
lichess-rating = , rating { $rating }{ $provisional ->
        [yes] {" "}provisional
       *[no] {""}
    }
# A clock's time at the start, or its increment; $count: how many.
pace-minutes = { $count } { $count ->
        [one] minute
       *[other] minutes
    }
pace-seconds = { $count } { $count ->
        [one] second
       *[other] seconds
    }
# $start: pace-minutes or pace-seconds; $increment: pace-seconds.
pace-increment = { $start } plus { $increment } a move
# Correspondence; $days: days per move.
pace-days = correspondence, { $days } { $days ->
        [one] day
       *[other] days
    } a move
pace-unlimited = no clock
# lichess's speed of a game; $speed: its name at lichess (blitz).
lichess-speed = { $speed ->
        [ultraBullet] ultrabullet
       *[other] { $speed }
    }
# A correspondence clock: days, hours, minutes, joined by spaces.
time-left-days = { $count } { $count ->
        [one] day
       *[other] days
    }
time-left-hours = { $count } { $count ->
        [one] hour
       *[other] hours
    }
time-left-minutes = { $count } { $count ->
        [one] minute
       *[other] minutes
    }

## The player's games

online-one-game-my-turn = One ongoing game; it is your move.
online-one-game-their-turn = One ongoing game; your opponent is to move.
# $total: ongoing games; $mine: in how many it is the player's turn.
online-games = { $total } ongoing games; your move in { $mine }.
online-no-games = No ongoing game. annabella online seek or annabella online challenge NAME starts one.
# The game now played. $id: its lichess id; $opponent: the opponent;
# $side: the player's side.
online-playing = Game { $id } against { $opponent }; you play { $side }.
# The same for a correspondence game; $days: days per move.
online-playing-days = Game { $id } against { $opponent }; you play { $side }, correspondence, { $days } days a move.
# The opponent in full. $rating: lichess-rating, or nothing; $rated: yes
# or no; $pace: the game's pace (a pace- sentence).
online-about-game = { $opponent }{ $rating }; { $rated ->
        [yes] rated
       *[no] casual
    }; { $pace }.
# A line of the list of games. $number: its number in the list;
# $opponent, $rating; $speed: lichess-speed; $turn: mine or theirs;
# $left: online-listed-left, or nothing.
online-listed-game = { $number }: { $opponent }{ $rating }, { $speed }, { $turn ->
        [mine] your move
       *[theirs] the opponent's move
    }{ $left }.
# $time: the time left (time-left- parts).
online-listed-left = , { $time } left
# A game of the list that cannot be played here; $why: a not-playable-
# sentence.
online-listed-not-playable = { $number }: { $opponent }{ $rating }, { $speed }: { $why }.
not-playable-board-api = lichess does not let the Board API play it
# $variant: lichess's name of the variant.
not-playable-variant = { $variant }, a variant annabella does not play
# $default: the game Enter plays.
online-choose-game = Which game? Type its number; Enter plays { $default }.
# $text: the number as typed.
online-no-such-number = No game to play has the number { $text }; type one of the list.
online-game-not-playable = Game { $id } cannot be played here: { $why }.
online-no-playable-game = None of these games can be played from annabella.
online-no-clock = This game has no clock.
# A new game started elsewhere.
online-new-game = New game { $id } against { $opponent }: games lists it and game N plays it.
# A line of a numbered list; $text: the line.
online-numbered = { $number }: { $text }

## Challenges and seeks

# A challenge to the player. $rematch: yes or no; $opponent, $rating;
# $rated: yes or no; $pace; $variant: its name, or not-playable-variant;
# $colour: online-you-play or online-colours-by-lot.
online-challenge-received = { $rematch ->
        [yes] Rematch offered by
       *[no] Challenge from
    } { $opponent }{ $rating }: { $rated ->
        [yes] rated
       *[no] casual
    }, { $pace }, { $variant }, { $colour }. accept takes it, decline [reason] declines it.
# The player's side in the game offered: $side.
online-you-play = you play { $side }
online-colours-by-lot = colours by lot
# $user: who challenged.
online-challenge-withdrawn = { $user } withdrew the challenge.
online-no-challenge = No challenge is waiting for an answer.
online-challenge-accepted = Challenge accepted; the game is announced when lichess starts it.
online-challenge-declined-by-you = Challenge declined.
# $seconds: how long annabella waited.
online-accepted-not-started = lichess did not start the game within { $seconds } seconds; once it runs, annabella online opens it.
# $id: the challenge.
online-no-such-challenge = lichess has no challenge { $id } (any longer).
# $seconds: the time left for the first move.
online-first-move-due = Your first move: { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    } left, else lichess aborts the game.
# $text: the reason as typed.
online-bad-decline-reason = lichess knows no reason "{ $text }"; it knows generic, later, tooFast, tooSlow, timeControl, rated, casual, standard, variant, noBot and onlyBot.
online-challenge-cancelled = Challenge { $id } withdrawn.
online-seek-ended = lichess ended the seek without a game.
online-answer-challenges = accept N, decline N [reason] or quit.
# The same when one challenge waits, answered without a number.
online-answer-challenge = Answer: accept, decline [reason], quit.
# $text: what was typed at the challenges waiting.
online-no-such-challenge-number = No challenge { $text }; accept N, decline N or quit.
# $user: who declined; $why: why (a decline-reason- sentence).
online-challenge-declined-why = { $user } declines the challenge: { $why }.
decline-reason-later = not now; ask again later
decline-reason-too-fast = too fast a clock for them
decline-reason-too-slow = too slow a clock for them
decline-reason-time-control = not this time control
decline-reason-rated = they want a rated game
decline-reason-casual = they want a casual game
decline-reason-standard = no variants now
decline-reason-variant = not this variant now
decline-reason-no-bot = no bots
decline-reason-only-bot = bots only
decline-reason-generic = no challenges now
online-seeking = Seek sent; waiting for an opponent. Ctrl-C withdraws the seek.
# A correspondence seek, which stays on lichess.
online-seeking-stays = Seek sent; waiting for an opponent. The seek stays on lichess: Ctrl-C stops waiting here, and annabella online opens the game once someone accepts it.
# $user: who was challenged.
online-challenged = Challenge sent to { $user }; waiting for the answer. Ctrl-C stops waiting here, and annabella online opens the game once it is accepted.
# A challenge with a clock, withdrawn when annabella leaves.
online-challenged-live = Challenge sent to { $user }; waiting for the answer. Ctrl-C withdraws the challenge.
online-challenge-declined = { $user } declines the challenge.

## During a game

# $user: who wrote; $text: what.
online-chat = { $user } writes: { $text }
online-chat-sent = Sent.
online-chat-taken = Sent.
# The opponent left; $seconds: when victory can be claimed.
online-opponent-gone-wait = The opponent left the game; in { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    } claim win wins it, claim draw draws it.
online-opponent-gone = The opponent left the game; claim win wins it, claim draw draws it.
online-opponent-back = The opponent is back.
online-draw-offer-sent = Draw offered.
online-takeback-asked = Takeback asked for.
online-opponent-asks-takeback = The opponent asks to take back the last move: yes or no.
online-answer-draw = yes accepts the draw, no declines it.
online-takeback-declined = Takeback declined.
online-draw-declined = The opponent declines your draw offer.
online-takeback-refused = The opponent declines your takeback request.
# Requests not sent when the player left; $count: how many.
online-left-unsent = { $count ->
        [one] One request waiting out lichess's rate limit was not sent.
       *[other] { $count } requests waiting out lichess's rate limit were not sent.
    }
# $time: the time left (time-left- parts).
online-days-running-out = Your time runs out: { $time } left.
online-your-time-left = You have { $time } left.
# $side: who is to move.
online-days-left = { $side } to move, { $time } left.
online-clock-runs-on = Your clock runs on at lichess while you are away; quit again leaves, anything else stays.
online-not-online = Not in an online game: no help, no engine, no two-board play.
online-no-one-gone = The opponent has not left the game: there is nothing to claim.
online-claim-sent = Draw claimed: lichess decides, and says so if it does not hold.
online-opponent-to-move = The opponent is to move; your move was not played.
online-only-online = That is only for games on lichess.

## How lichess ended a game

# $status: how it ended (a server-status- sentence); $result: the result
# (game-result).
online-ended-on-server = Game over: { $status }, { $result }.
# $side: who left, ran out of time or resigned.
server-status-timeout-by = { $side } left the game
server-status-timeout = a player left the game
server-status-out-of-time-by = { $side } ran out of time
server-status-out-of-time = time ran out
server-status-resign-by = { $side } resigned
server-status-mate = checkmate, as lichess says
server-status-stalemate = stalemate, as lichess says
server-status-draw = a draw, as lichess says
server-status-cheat = a breach of the rules was found
server-status-no-start = the game was never started
server-status-aborted = aborted
server-status-variant-end = the end by the variant's rules
server-status-insufficient-material = a draw claimed for insufficient material
server-status-unknown-finish = lichess ended the game without giving a reason
# $status: lichess's word for it.
server-status-other = lichess says "{ $status }"
# $path: the token file; $problem: why (a file-problem- sentence).
online-token-file-unusable = The token file { $path } cannot be used ({ $problem }); keep the token in a plain file.
