### Teflt á lichess, á íslensku. Orðin fylgja íslenskri þýðingu lichess
### (áskorun, með stigagjöf, æfingaskák, jafntefli, afturköllun). Hvernig er breytt: sjá
### cli.ftl.

online-token-prompt = Límdu inn lichess-aðgangslykilinn (svið board:play), síðan Enter; hann sést ekki:
online-token-saved = Lykillinn geymdur í:
    { $path }
online-logged-in = Innskráð á lichess sem { $user }.
online-no-token = Enginn lichess-lykill: sláðu inn annabella online login, eða stilltu LICHESS_TOKEN.
online-token-refused = lichess hafnar lyklinum: búðu til nýjan með sviðinu board:play á lichess.org/account/oauth/token og sláðu inn annabella online login.
online-token-lacks-board-play = Þessi lykill má ekki tefla: hann vantar sviðið board:play. Búðu til nýjan með board:play á lichess.org/account/oauth/token og sláðu inn annabella online login.
online-plain-http = { $server } er ódulkóðað http til annarrar vélar: lykillinn færi ódulinn um netið. Notaðu https://, eða http:// aðeins til þessarar vélar (127.0.0.1, localhost).
online-token-file-open = Lyklaskráin
    { $path }
    er læsileg öðrum (heimildir { $mode }); hún er ekki notuð. Keyrðu chmod 600 á hana og reyndu aftur.
# $path: lyklaskráin; $who: aðgangar aðrir en leikmannsins sem Windows
# leyfir að lesa hana eða breyta henni (Everyone, Users).
online-token-file-shared = Lyklaskráin
    { $path }
    er líka opin þessum aðgöngum til lestrar eða breytinga: { $who }; hún er ekki notuð. Sláðu inn annabella online login til að geyma hana upp á nýtt, aðeins fyrir þig.
online-token-file-not-own = Lyklaskráin
    { $path }
    tilheyrir öðrum; hún er ekki notuð. Geymdu eigin lykil með annabella online login.
online-token-malformed = lichess-lykillinn hefur staf sem enginn lykill hefur (stýristaf eða bil inni í honum): afritaðu hann aftur frá lichess.org/account/oauth/token.
online-not-lichess = { $server } þekkir ekki lichess-forritaskilin (404 fyrir aðganginn): er þetta lichess-þjónn?
online-server-down = Ekki næst í { $server } ({ $why }).
server-no-answer = ekkert svarar þar
server-unknown-host = enginn þjónn heitir það
server-not-https = engin örugg tenging: þjónninn talar ekki https; er þetta http:// vistfang?
server-no-connection = engin tenging náðist áður en { NUMBER($seconds, gender: "feminine") } { $seconds ->
        [one] sekúnda var liðin
       *[other] sekúndur voru liðnar
    }
server-silent = ekkert svar barst áður en { NUMBER($seconds, gender: "feminine") } { $seconds ->
        [one] sekúnda var liðin
       *[other] sekúndur voru liðnar
    }
server-unfinished = svarið byrjaði að berast en var ekki heilt þegar { NUMBER($seconds, gender: "feminine") } { $seconds ->
        [one] sekúnda var liðin
       *[other] sekúndur voru liðnar
    }
server-proxy-unusable = ekki er hægt að nota milliþjóninn í { $variable }: annabella styður aðeins http:// og https:// milliþjóna
server-proxy-refused = milliþjónninn hafnaði tengingunni
server-redirected = þjónninn vísar annabella áfram á { $address }, en annabella fylgir því ekki; gefðu rétt vistfang með --server
server-closed = tengingin lokaðist áður en svarið var heilt
server-no-game = straumur skákarinnar færir enga skák, aðeins auðar línur
server-status = þjónninn svarar með villu, HTTP-staða { $status }
server-not-json = svarið er ekki eins og lichess-forritaskilin lýsa
server-other = { $text }
online-no-such-game = Engin skák { $id } er á lichess.
online-refused = lichess hafnar: { $why }.
online-rate-limited = lichess biður um bið: { NUMBER($seconds, gender: "feminine") } { $seconds ->
        [one] sekúnda
       *[other] sekúndur
    } þar til næsta beiðni fer.
online-connection-lost = Tengingin við lichess rofnaði; annabella reynir áfram.
online-connection-back = Tengt við lichess aftur.
online-not-sent = Engin tenging: leikurinn var ekki sendur. Sláðu hann inn aftur þegar tengt er.
online-server-move-unplayable = lichess sendir leik sem ekki er hægt að leika hér: { $uci } (hálfleikur { $ply }); skákin stendur við leikinn á undan.
online-unreadable-game = lichess sendir skák sem annabella getur ekki lesið ({ $detail }); hún er ekki opnuð.
online-move-taken-back = Leikurinn náði ekki til lichess og er tekinn til baka hér; sláðu hann inn aftur.
online-move-unconfirmed = lichess staðfesti ekki leikinn og hann er því tekinn til baka hér; ef lichess fékk hann kemur hann aftur með skákinni frá lichess.
online-left-unanswered = { $count ->
        [1] lichess hafði ekki svarað einni beiðni þegar þú fórst; skákin á lichess sýnir hvort hún barst.
        [one] { NUMBER($count, gender: "feminine") } beiðni hafði ekki fengið svar frá lichess þegar þú fórst; skákin á lichess sýnir hvort hún barst.
       *[other] { NUMBER($count, gender: "feminine") } beiðnir höfðu ekki fengið svar frá lichess þegar þú fórst; skákin á lichess sýnir hvort þær bárust.
    }
online-left-queued = { $count ->
        [1] Ein beiðni var ekki send áður en þú fórst: lichess hafði ekki svarað þeirri á undan.
        [one] { NUMBER($count, gender: "feminine") } beiðni var ekki send áður en þú fórst: lichess hafði ekki svarað þeirri á undan.
       *[other] { NUMBER($count, gender: "feminine") } beiðnir voru ekki sendar áður en þú fórst: lichess hafði ekki svarað þeirri á undan.
    }
lichess-ai = lichess AI, styrkleiki { $level }
lichess-anonymous = Nafnlaus
lichess-rating = , skákstig { $rating }{ $provisional ->
        [yes] {" "}til bráðabirgða
       *[no] {""}
    }
pace-minutes = { NUMBER($count, gender: "feminine") } { $count ->
        [one] mínúta
       *[other] mínútur
    }
pace-seconds = { NUMBER($count, gender: "feminine") } { $count ->
        [one] sekúnda
       *[other] sekúndur
    }
pace-increment = { $start } og { $increment } í viðbót á leik
pace-days = bréfskák, { NUMBER($days, gender: "masculine") } { $days ->
        [one] dagur
       *[other] dagar
    } á leik
pace-unlimited = engin klukka
lichess-speed = { $speed ->
        [ultraBullet] UltraBullet
        [bullet] örskák
        [blitz] hraðskák
        [rapid] atskák
        [classical] hefðbundin skák
        [correspondence] bréfskák
       *[other] { $speed }
    }
time-left-days = { NUMBER($count, gender: "masculine") } { $count ->
        [one] dagur
       *[other] dagar
    }
time-left-hours = { NUMBER($count, gender: "feminine") } { $count ->
        [one] klukkustund
       *[other] klukkustundir
    }
time-left-minutes = { NUMBER($count, gender: "feminine") } { $count ->
        [one] mínúta
       *[other] mínútur
    }
online-one-game-my-turn = Ein skák í gangi; þú átt leik.
online-one-game-their-turn = Ein skák í gangi; andstæðingurinn á leik.
online-games = { NUMBER($total, gender: "feminine") } { $total ->
        [one] skák
       *[other] skákir
    } í gangi; skákir þar sem þú átt leik: { NUMBER($mine, gender: "feminine") }.
online-no-games = Engin skák í gangi. annabella online seek eða annabella online challenge NAFN byrjar eina.
online-playing = Skák { $id }, andstæðingur: { $opponent }; þú ert { $side }.
online-playing-days = Skák { $id }, andstæðingur: { $opponent }; þú ert { $side }, bréfskák, { NUMBER($days, gender: "masculine") } { $days ->
        [one] dagur
       *[other] dagar
    } á leik.
online-about-game = { $opponent }{ $rating }; { $rated ->
        [yes] með stigagjöf
       *[no] æfingaskák
    }; { $pace }.
online-listed-game = { $number }: { $opponent }{ $rating }, { $speed }, { $turn ->
        [mine] þú átt leik
       *[theirs] andstæðingurinn á leik
    }{ $left }.
online-listed-left = , { $time } eftir
online-listed-not-playable = { $number }: { $opponent }{ $rating }, { $speed }: { $why }.
not-playable-board-api = lichess leyfir Board API ekki að tefla hana
not-playable-variant = { $variant }, afbrigði sem annabella teflir ekki
online-choose-game = Hvaða skák? Sláðu inn númer hennar; Enter teflir skák númer { $default }.
online-no-such-number = Engin skák til að tefla hefur númerið { $text }; sláðu inn númer af listanum.
online-game-not-playable = Ekki er hægt að tefla skák { $id } hér: { $why }.
online-no-playable-game = Enga þessara skáka er hægt að tefla í annabella.
online-no-clock = Þessi skák hefur enga klukku.
online-new-game = Ný skák { $id }, andstæðingur: { $opponent }; games sýnir hana og game N teflir hana.
online-numbered = { $number }: { $text }
online-challenge-received = { $rematch ->
        [yes] Boð um aðra skák
       *[no] Áskorun
    } ({ $opponent }{ $rating }): { $rated ->
        [yes] með stigagjöf
       *[no] æfingaskák
    }, { $pace }, { $variant }, { $colour }. samþykkja tekur henni, hafna [ástæða] hafnar henni.
online-you-play = þú ert { $side }
online-colours-by-lot = litur valinn af handahófi
online-challenge-withdrawn = { $user } dró áskorunina til baka.
online-no-challenge = Engin áskorun bíður svars.
online-challenge-accepted = Áskoruninni tekið; skákin er tilkynnt þegar lichess byrjar hana.
online-challenge-declined-by-you = Áskoruninni hafnað.
online-accepted-not-started = lichess byrjaði skákina ekki innan { $seconds } sekúndna; þegar hún er í gangi opnar annabella online hana.
online-no-such-challenge = lichess hefur enga áskorun { $id } (lengur).
online-first-move-due = Fyrsti leikur þinn: { NUMBER($seconds, gender: "feminine") } { $seconds ->
        [one] sekúnda
       *[other] sekúndur
    } eftir, annars hættir lichess við skákina.
online-bad-decline-reason = lichess þekkir ekki ástæðuna "{ $text }"; það þekkir generic, later, tooFast, tooSlow, timeControl, rated, casual, standard, variant, noBot og onlyBot.
online-challenge-cancelled = Áskorun { $id } dregin til baka.
online-seek-ended = lichess lauk leitinni án skákar.
online-answer-challenges = samþykkja N, hafna N [ástæða] eða hætta.
online-answer-challenge = Svar: samþykkja, hafna [ástæða], hætta.
online-no-such-challenge-number = Engin áskorun { $text }; samþykkja N, hafna N eða hætta.
online-challenge-declined-why = { $user } hafnar áskoruninni: { $why }.
decline-reason-later = ekki núna; spyrðu síðar
decline-reason-too-fast = of hröð klukka fyrir þau
decline-reason-too-slow = of hæg klukka fyrir þau
decline-reason-time-control = ekki þessi tími
decline-reason-rated = þau vilja skák með stigagjöf
decline-reason-casual = þau vilja æfingaskák
decline-reason-standard = engin afbrigði núna
decline-reason-variant = ekki þetta afbrigði núna
decline-reason-no-bot = engir þjarkar
decline-reason-only-bot = aðeins þjarkar
decline-reason-generic = engar áskoranir núna
online-seeking = Leit send; beðið eftir andstæðingi. Ctrl-C dregur leitina til baka.
online-seeking-stays = Leit send; beðið eftir andstæðingi. Leitin stendur á lichess: Ctrl-C hættir að bíða hér og annabella online opnar skákina þegar einhver tekur henni.
online-challenged = Áskorun send til { $user }; beðið eftir svari. Ctrl-C hættir að bíða hér og annabella online opnar skákina þegar henni er tekið.
online-challenged-live = Áskorun send til { $user }; beðið eftir svari. Ctrl-C dregur áskorunina til baka.
online-challenge-declined = { $user } hafnar áskoruninni.
online-chat = { $user } skrifar: { $text }
online-chat-sent = Sent.
online-chat-taken = Sent.
online-opponent-gone-wait = Andstæðingurinn yfirgaf skákina. Þegar { NUMBER($seconds, gender: "feminine") } { $seconds ->
        [one] sekúnda er liðin
       *[other] sekúndur eru liðnar
    } geturðu krafist sigurs eða jafnteflis: sláðu inn krefjast sigurs eða krefjast jafnteflis.
online-opponent-gone = Andstæðingurinn yfirgaf skákina. Þú getur krafist sigurs eða jafnteflis: sláðu inn krefjast sigurs eða krefjast jafnteflis.
online-opponent-back = Andstæðingurinn er kominn aftur.
online-draw-offer-sent = Boð um jafntefli sent.
online-takeback-asked = Boð um afturköllun sent.
online-opponent-asks-takeback = Andstæðingurinn biður um afturköllun síðasta leiks: já eða nei.
online-answer-draw = já þiggur jafnteflið, nei hafnar því.
online-takeback-declined = Afturköllun hafnað.
online-draw-declined = Andstæðingurinn hafnar jafnteflisboði þínu.
online-takeback-refused = Andstæðingurinn hafnar beiðni þinni um afturköllun.
online-left-unsent = { $count ->
        [1] Ein beiðni sem beið eftir hraðatakmörkun lichess var ekki send.
        [one] { NUMBER($count, gender: "feminine") } beiðni sem beið eftir hraðatakmörkun lichess var ekki send.
       *[other] { NUMBER($count, gender: "feminine") } beiðnir sem biðu eftir hraðatakmörkun lichess voru ekki sendar.
    }
online-days-running-out = Tíminn þinn er að renna út: { $time } eftir.
online-your-time-left = Tíminn þinn: { $time } eftir.
online-days-left = { $side } á leik, { $time } eftir.
online-clock-runs-on = Klukkan þín gengur áfram á lichess meðan þú ert í burtu; hætta aftur fer, annað heldur þér hér.
online-not-online = Ekki í netskák: engar vísbendingar, engin tölva, ekki tvö borð.
online-no-one-gone = Andstæðingurinn hefur ekki yfirgefið skákina: ekki er hægt að krefjast neins.
online-claim-sent = Jafnteflis krafist: lichess sker úr og segir frá ef krafan stenst ekki.
online-opponent-to-move = Andstæðingurinn á leik; leikur þinn var ekki leikinn.
online-only-online = Þetta er aðeins fyrir skákir á lichess.
online-ended-on-server = Skákinni lokið: { $status }, { $result }.
server-status-timeout-by = { $side } yfirgaf skákina
server-status-timeout = leikmaður yfirgaf skákina
server-status-out-of-time-by = { $side } féll á tíma
server-status-out-of-time = tíminn rann út
server-status-resign-by = { $side } gafst upp
server-status-mate = mát, segir lichess
server-status-stalemate = patt, segir lichess
server-status-draw = jafntefli, segir lichess
server-status-cheat = svindl greindist
server-status-no-start = skákin byrjaði aldrei
server-status-aborted = hætt við
server-status-variant-end = lok samkvæmt reglum afbrigðisins
server-status-insufficient-material = jafnteflis krafist, mannafla skortir
server-status-unknown-finish = lichess lauk skákinni án ástæðu
server-status-other = lichess segir "{ $status }"
online-token-file-unusable = Lyklaskráin { $path } er ónothæf ({ $problem }); geymdu lykilinn í venjulegri skrá.
