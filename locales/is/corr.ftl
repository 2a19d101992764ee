### Bréfskák, á íslensku: skákir með tölvupósti, bréfi og snældu, og
### skákir á ICCF-þjóninum (XfCC). Prentaðar línur passa á 40 hólfa
### blindraletursskjá nema nafn eða slóð lengi þær. $color: white eða
### black. Dagsetningar eru ritaðar 2026-11-20 og haldast svo.

# $days: fjöldi daga, $sign: minus þegar hann er neikvæður (yfir tíma).

## Línur skrifaðs korts. $move: leikur eins og kortið ritar hann,
## "1... e5 (5755)".

card-title = Bréfskák { $white } - { $black }
card-your-move = Þinn leikur: { $move }
card-received-on = móttekið: { $day }
card-my-move = Minn leikur: { $move }
card-sent-on = sent: { $day }
card-days-this-move = Umhugsunartími: { $sign ->
        [minus] -{ NUMBER($days, gender: "masculine") } dagar
       *[plus] { $days ->
            [one] { NUMBER($days, gender: "masculine") } dagur
           *[other] { NUMBER($days, gender: "masculine") } dagar
        }
    }
card-days-in-all = Dagar alls: Hvítur { $white }, Svartur { $black }
card-offer-draw = Ég býð jafntefli.
card-message = Skilaboð: { $text }
card-accept-draw = Ég þigg jafnteflið.
card-resign = Ég gefst upp.
card-resignation-received = Uppgjöf þín er móttekin.
card-result = Úrslit: { $result }

## Hvernig skipanir skákar eru slegnar inn.

corr-usage-received = received LEIKUR [DAGS], t.d. received e5.
corr-usage-read = read [SKRÁ] [DAGS]: les póst eða kort.
corr-usage-send = send [DAGS] [SKILABOÐ].
corr-usage-leave = leave DAGAR [DAGS], 1 til 365 dagar.

## Skákirnar.

corr-created = Bréfskák { $name } stofnuð:
    { $path }
# The first line of a game opened; who plays what follows.
corr-opened = Skák { $name }.
corr-played-by-post = Bréfskák: haltu áfram með annabella corr { $name }.
corr-bad-name = { $name } getur ekki verið nafn: stafir, tölur, - og _.
corr-game-exists = Skákin { $name } er þegar til.
corr-no-such-game = Engin skák { $name }; corr list telur þær upp.
corr-no-games = Engin skák enn; corr new NAFN stofnar skák.
# Skák í corr list. $against: corr-against eða ekkert; $standing: ein af
# corr-standing setningunum; $used, $left: dagar, í tölustöfum.
corr-listed = { $name }: { $color ->
        [white] Hvítur
       *[black] Svartur
    }{ $against }, { $standing }; { $used ->
        [one] { NUMBER($used, gender: "masculine") } dagur notaður
       *[other] { NUMBER($used, gender: "masculine") } dagar notaðir
    }, { $sign ->
        [minus] { $left ->
            [one] { NUMBER($left, gender: "masculine") } dagur
           *[other] { NUMBER($left, gender: "masculine") } dagar
        } yfir tímanum
       *[plus] { NUMBER($left, gender: "masculine") } eftir
    }.
corr-against = {" "}gegn { $opponent }
# $since, $due: corr-since og corr-due, eða ekkert.
corr-standing-my-move = þú átt leik{ $since }{ $due }
corr-since = {" "}síðan { $day }
corr-due = , svar fyrir { $day }
corr-overdue = , svarfrestur rann út { $day }
corr-standing-to-send = leikurinn þinn bíður sendingar
corr-standing-opponents-move = andstæðingurinn á leik
corr-standing-over = lokið, { $result }
# $end: hvernig hún endaði, í orðum.
corr-standing-over-by = lokið, { $end }, { $result }
corr-bad-control = { $text } eru ekki tímamörk: leikir/dagar, t.d. 10/50d.
corr-bad-date = { $text } er ekki dagsetning: 2026-11-20.
corr-received = Móttekið { $day }.
corr-opponents-move = Andstæðingurinn á leik: received LEIKUR [DAGS].
corr-your-move = Þú átt leik, ekki andstæðingurinn.
corr-not-sent = Sendu { $move } fyrst: send.
corr-nothing-to-send = Enginn leikur til að senda: leiktu fyrst.
corr-cards-written = Kort sem txt, brf og wav í:
    { $path }
corr-card-not-written = Kort ekki skrifað ({ $problem }):
    { $path }
# Kort lesið. $received, $sent: corr-card-received og corr-card-sent, eða
# ekkert.
corr-card-dates = Kort lesið{ $received }{ $sent }.
corr-card-received = , móttekið { $day }
corr-card-sent = , sent { $day }
# $dots: "." á eftir leiknúmeri hvíts, "..." á eftir leiknúmeri svarts.
corr-card-lacks-move = Kortið hefur engan leik { $number }{ $dots }
corr-card-message = Skilaboð: { $text }
# Dagar notaðir og eftir, fyrir clock. $over: dagar yfir tíma, í tölustöfum.
corr-side-days-over = { $color ->
        [white] Hvítur
       *[black] Svartur
    }: { $sign ->
        [minus] -{ NUMBER($days, gender: "masculine") } dagar
       *[plus] { $days ->
            [one] { NUMBER($days, gender: "masculine") } dagur
           *[other] { NUMBER($days, gender: "masculine") } dagar
        }
    }, umframdagar við leik { $move }: { $over }.
corr-side-days = { $color ->
        [white] Hvítur
       *[black] Svartur
    }: { $sign ->
        [minus] -{ NUMBER($days, gender: "masculine") } dagar
       *[plus] { $days ->
            [one] { NUMBER($days, gender: "masculine") } dagur
           *[other] { NUMBER($days, gender: "masculine") } dagar
        }
    }, { $left } eftir fram að leik { $move }.
corr-thinking-since = Þú átt leik síðan { $since }: { $sign ->
        [minus] -{ NUMBER($days, gender: "masculine") } dagar
       *[plus] { $days ->
            [one] { NUMBER($days, gender: "masculine") } dagur
           *[other] { NUMBER($days, gender: "masculine") } dagar
        }
    }.
corr-reply-overdue = Svar átti að berast { $due }.
corr-reply-due = Svar fyrir { $due }.
corr-on-leave = Í leyfi til { $until }.
corr-leave-taken = Leyfi, { $sign ->
        [minus] -{ NUMBER($days, gender: "masculine") } dagar
       *[plus] { $days ->
            [one] { NUMBER($days, gender: "masculine") } dagur
           *[other] { NUMBER($days, gender: "masculine") } dagar
        }
    }: { $from } til { $until }.
corr-left = { $form ->
    [speech] Vistað; annabella corr { $name } heldur áfram.
   *[other] Vistað í:
        { $path }
        Halda áfram: annabella corr { $name }
}
corr-help =
    received LEIKUR [DAGS]: leikur mótherja
    read [SKRÁ] [DAGS]: lesa póst
    send [--mail] [DAGS] [TEXTI]: kortið
    afturkalla, þiggja, jafntefli,
    gefast upp, krefjast
    date received|sent DAGS, email NETFANG
    leave DAGAR [DAGS]: leyfi; klukka: dagar

## Póstur mótherjans lesinn. $card, $moves: leikir eins og pósturinn
## ritar þá; $side: heiti hliðarinnar.

corr-mail-from = Póstur frá { $from }, skrifaður { $day }:
corr-mail-from-undated = Póstur frá { $from }:
corr-mail-text = Í skránni stendur:
corr-mail-line = { $text }
corr-mail-more = … og { $count ->
        [one] { $count } lína
       *[other] { $count } línur
    } í viðbót.
corr-doubt-several = Pósturinn nefnir fleiri en einn leik: { $moves }.
corr-doubt-repeats-other = Pósturinn endurtekur { $card }, en leikið var { $move }.
# $dots: "." á eftir leiknúmeri hvíts, "..." á eftir svarts.
corr-doubt-wrong-number = Pósturinn nefnir { $card }, en vænst er leiks { $expected }{ $dots }
corr-doubt-none-said = Pósturinn veltir fyrir sér { $moves }, en leikur engum.
corr-doubt-unplayable = Leikur póstsins, { $card }, gengur ekki: { $why }
corr-doubt-accepts-unoffered = Pósturinn þiggur jafntefli sem þú bauðst ekki.
corr-decide = Engu leikið; received LEIKUR slær leikinn inn.
corr-says-offer = { $side } býður jafntefli.
corr-says-accept = { $side } þiggur jafnteflisboð þitt.
corr-says-decline = { $side } hafnar jafnteflisboðinu.
corr-says-resign = { $side } gefst upp, segir pósturinn.
# $rule: repetition, fifty eða none.
corr-says-claim = { $side } krefst jafnteflis{ $rule ->
        [repetition] {" "}vegna þráteflis
        [fifty] {" "}samkvæmt 50 leikja reglunni
       *[none] {""}
    }.
corr-says-conditional = { $side } leggur til: ef { $when }, þá { $then }.
corr-ask-record = Skrá það? já eða nei.
corr-ask-conditional = Samþykkja? já eða nei.
corr-accept-or-move = samþykkja þiggur jafnteflið; næsti leikur þinn hafnar því.
corr-recorded = Skráð.
corr-not-recorded = Ekki skráð.
corr-conditional-kept = Geymt: ef { $when }, þá { $then }.
corr-conditional-played = Skilyrtur leikur mótherjans: { $move }.
corr-conditional-lapsed = Skilyrti leikurinn eftir { $when } fellur niður.
corr-conditional-unreadable = Ef { $when }, þá { $then }: passar ekki við skákina; ekkert geymt.
corr-taken-back = Tekið til baka: { $move }, sem ómóttekið.
corr-no-offer = Mótherjinn býður ekki jafntefli.
corr-send-final = send skrifar síðasta kortið.
# $what, $limit: hvaða dagsetning skákarinnar (their-received,
# their-sent, mail-written, my-received, my-sent, game-began, today).
corr-date-before = { $what ->
        [their-received] Móttaka mótherjans
        [their-sent] Sending mótherjans
        [mail-written] Dagsetning póstsins
        [my-received] Móttekið
        [my-sent] Sent
        [game-began] Upphaf skákar
       *[today] Í dag
    } { $day } er á undan { $limit ->
        [their-received] móttöku mótherjans
        [their-sent] sendingu mótherjans
        [mail-written] dagsetningu póstsins,
        [my-received] móttöku þinni
        [my-sent] leik þínum, sendum
        [game-began] upphafi skákar
       *[today] deginum í dag,
    } { $limit_day }; ekkert skráð.
corr-date-after = { $what ->
        [their-received] Móttaka mótherjans
        [their-sent] Sending mótherjans
        [mail-written] Dagsetning póstsins
        [my-received] Móttekið
        [my-sent] Sent
        [game-began] Upphaf skákar
       *[today] Í dag
    } { $day } er á eftir { $limit ->
        [their-received] móttöku mótherjans
        [their-sent] sendingu mótherjans
        [mail-written] dagsetningu póstsins,
        [my-received] móttöku þinni
        [my-sent] leik þínum, sendum
        [game-began] upphafi skákar
       *[today] deginum í dag,
    } { $limit_day }; ekkert skráð.
corr-date-corrected = Leiðrétt: { $what ->
        [their-received] móttaka mótherjans
        [their-sent] sending mótherjans
        [mail-written] dagsetning póstsins
        [my-received] móttekið
        [my-sent] sent
        [game-began] upphaf skákar
       *[today] í dag
    } { $day }{ $was }.
corr-date-was = {" "}(var { $day })
corr-reminder = Áminning: kortið frá { $day }, með dagsetningum sínum.
corr-reminder-keeps-date = Áminning heldur dagsetningu sinni { $day }; date sent DAGS leiðréttir hana.
corr-mail-handed-over = Kortið afhent póstforritinu þínu, til { $address }.
corr-no-address = Ekkert netfang mótherjans: email NETFANG.
corr-mail-program-missing = Ekkert póstforrit fannst; kortið er í möppunni.
corr-mail-program-failed = Póstforritið opnaðist ekki; kortið er í möppunni.
corr-address = Netfang mótherjans: { $address }.
corr-bad-address = { $text } er ekki netfang.
corr-no-mail-folder = Engin póstmappa: mail_folder í stillingum eða read SKRÁ.
corr-mail-from-other = Pósturinn er frá { $from }, ekki frá { $address }; engu leikið.
corr-no-new-mail = Enginn nýr póstur frá { $address } í:
    { $path }
# $problem: hvers vegna (file-problem- setning).
corr-mail-folder-unusable = Ekki er hægt að nota póstmöppuna ({ $problem }):
    { $path }
corr-usage-date = date received|sent DAGS: leiðréttir dagsetningu.
corr-usage-email = email NETFANG: netfang mótherjans.

## Skákir á ICCF-þjóninum (XfCC).

# $days, $hours, $minutes: tíminn sem eftir er, í tölustöfum.
# Svar þjónsins við leik eða beiðni.
xfcc-success = samþykkt
xfcc-invalid-move = ógildur leikur
xfcc-not-your-turn = þú átt ekki leik
xfcc-on-leave = þú ert í leyfi
xfcc-lost-on-time = tapað á tíma
xfcc-ambiguous = leikurinn er tvíræður
xfcc-invalid-move-number = rangt leiknúmer
xfcc-no-draw-offered = ekkert jafntefli var boðið
xfcc-authentication-failed = rangt nafn eða lykilorð
xfcc-server-error = villa í þjóninum
xfcc-feature-unavailable = þjónninn býður það ekki
xfcc-invalid-game-id = engin skák með það númer
xfcc-not-your-game = ekki þín skák
# $word: orð þjónsins um svar sem annabella þekkir ekki.
xfcc-other = svar { $word }
# Hvernig skák á þjóninum stendur eða lauk.
xfcc-ongoing = skákin stendur yfir
xfcc-white-wins = hvítur vinnur, 1-0
xfcc-black-wins = svartur vinnur, 0-1
xfcc-draw = jafntefli, ½-½
xfcc-white-win-adjudicated = hvítur vinnur með úrskurði
xfcc-black-win-adjudicated = svartur vinnur með úrskurði
xfcc-draw-adjudicated = jafntefli með úrskurði
xfcc-white-defaulted = hvítur tapar án keppni, 0-1
xfcc-black-defaulted = svartur tapar án keppni, 1-0
xfcc-both-defaulted = báðir tapa án keppni
xfcc-cancelled = skákin er ógilt
xfcc-adjudication-pending = úrskurður bíður
xfcc-result-other = úrslit { $word }

iccf-user-prompt = ICCF-notandanafn:
iccf-password-prompt = Lykilorð (sést ekki):
# $games: í tölustöfum.
iccf-logged-in = Innskráð á ICCF sem { $user }, { $games } skákir.
iccf-login-saved = Innskráning vistuð:
    { $path }
iccf-no-login = Engin ICCF-innskráning: annabella iccf login.
# $mode: hamur skrárinnar í áttundarkerfi (644).
iccf-login-file-open = Aðrir geta lesið innskráninguna (hamur { $mode }); chmod 600:
    { $path }
# $who: aðgangar aðrir en leikmannsins sem Windows leyfir að lesa
# innskráningarskrána eða breyta henni (Everyone, Users).
iccf-login-file-shared = Þessir aðgangar geta líka lesið eða breytt innskráningunni: { $who }; annabella iccf login geymir hana upp á nýtt, aðeins fyrir þig:
    { $path }
iccf-login-file-not-own = Innskráningarskráin er annars manns:
    { $path }
iccf-plain-http = Ekkert lykilorð um http til annarrar vélar: { $url }
iccf-unreachable = ICCF-þjónninn næst ekki: { $why }.
iccf-unreadable = Svar þjónsins er ekki XfCC.
iccf-too-large = Svar þjónsins geymir meira en annabella les (mest { $megabytes } MB, { $games } skákir, { $fields } reitir í skák, { $kilobytes } KB í reit); ekkert af því er notað.
iccf-left-unanswered-move = ICCF hafði ekki svarað { $number }{ $dots } { $move } þegar þú fórst; annabella iccf sýnir næst hvort leikurinn barst.
iccf-left-unanswered = ICCF hafði ekki svarað því sem þú sendir síðast þegar þú fórst; annabella iccf sýnir næst hvort það barst.
iccf-left-unsent-move = { $number }{ $dots } { $move } var ekki sendur til ICCF áður en þú fórst; annabella iccf sýnir næst skákina eins og ICCF hefur hana.
iccf-left-unsent = Það sem þú baðst síðast um var ekki sent til ICCF áður en þú fórst; annabella iccf sýnir næst skákina eins og ICCF hefur hana.
iccf-fault = Þjónninn hafnar: { $why }.
iccf-games = ICCF: { $total } skákir; þú átt leik í { $mine }.
iccf-no-games = Engin ICCF-skák.
# Skák á listanum: $event, $state, $offer, $message eru hlutarnir hér
# fyrir neðan, eða ekkert.
iccf-listed = { $number }: { $id } gegn { $opponent }{ $event }{ $state }{ $offer }{ $message }.
iccf-listed-event = {" "}({ $event })
iccf-listed-over = , { $result }
iccf-listed-my-turn = , þú átt leik, { $days } d { $hours } klst { $minutes } mín eftir
iccf-listed-their-turn = , andstæðingurinn á leik, { $days } d { $hours } klst { $minutes } mín eftir
iccf-listed-offer = , jafntefli boðið
iccf-listed-message = , skilaboð
iccf-no-such-game = Engin ICCF-skák { $id }.
iccf-playing = ICCF { $id }: { $color ->
        [white] Hvítur
       *[black] Svartur
    } gegn { $opponent }.
iccf-playing-event = ICCF { $id }: { $color ->
        [white] Hvítur
       *[black] Svartur
    } gegn { $opponent }, { $event }.
iccf-time-left = { $color ->
        [white] Hvítur
       *[black] Svartur
    }: { $days } d { $hours } klst { $minutes } mín eftir.
iccf-message = Skilaboð frá { $from }: { $text }
iccf-answer-offer = samþykkja þiggur jafnteflið.
iccf-sending = Sendi { $number }{ $dots } { $move } til ICCF.
iccf-accepted = ICCF samþykkti.
iccf-refused-taken-back = ICCF hafnar: { $why }; leikur tekinn til baka.
iccf-refused = ICCF hafnar: { $why }.
iccf-result = Úrslit: { $result }.
iccf-with-next-move = Fer með næsta leik þínum.
iccf-opponents-turn = Andstæðingurinn á leik; refresh spyr ICCF.
iccf-no-offer = Andstæðingurinn býður ekki jafntefli.
iccf-bad-server-move = Hálfleikur { $ply } þjónsins gengur ekki: { $text }
iccf-variant = annabella teflir ekki afbrigðið { $name }.
iccf-help =
    refresh: spyrja ICCF núna
    games: skákirnar
    jafntefli: bjóða jafntefli, með leik
    samþykkja: taka jafntefli
    krefjast: krefjast jafnteflis
    say TEXTI: skilaboð, með leik
    klukka: dagar beggja
iccf-login-file-unusable = Innskráningarskráin er ónothæf ({ $problem }):
    { $path }
