### Skákforritið, á íslensku. Hvernig er breytt: sjá cli.ftl.

engine-name = { $name } (styrkleiki { $level })
no-engine = Ekkert skákforrit: { $problem }. Skákin heldur áfram fyrir tvo: sláðu inn leiki beggja.
engine-failed = { $problem }. Skákin er vistuð: sláðu inn engine til að tefla áfram gegn endurræstu forriti, eða sláðu inn leiki þess og haltu áfram fyrir tvo.
no-side-is-engine = Forritið teflir hvoruga hliðina í þessari skák.
engine-thinking = Forritið hugsar um leik sinn.
help-off = Vísbendingar og mat eru af í þessari skák.
no-help = Engin hjálp: { $problem }.
no-evaluation = Forritið gaf ekkert mat.
engine-suggested-unplayable = Forritið stakk upp á leik sem annabella getur ekki leikið: { $text }.
engine-flag-fell = Forritið lék ekki áður en það féll á tíma.
engine-declines-draw = Forritið hafnar jafntefli; skákin heldur áfram.
engine-not-found = Ekkert forrit á { $path }
engine-not-installed = { $name } er ekki í PATH eða /usr/games (settu upp stockfish-pakkann)
engine-did-not-start = Forritið { $program } ræstist ekki ({ $why })
engine-pipes = Ekki tókst að opna tengingar forritsins
engine-stopped = Forritið { $name } stöðvaðist ({ $status })
engine-no-answer = Forritið { $name } svaraði ekki { $word } innan { $seconds } sek.
engine-no-chess960 = { $name } teflir ekki Chess960
engine-silent = Forritið { $name } gaf engan leik í tæka tíð
engine-no-move = Forritið { $name } sendi engan leik
engine-unreadable = Forritið { $name } sendi leik sem annabella getur ekki lesið: { $text }
engine-illegal = Forritið { $name } sendi ólöglegan leik, { $uci }, sem var ekki leikinn
engine-flood = Forritið { $name } skrifar langt umfram það sem skákforrit ætti að gera; það var stöðvað
engine-busy = Forritið hugsar um leik sinn
start = { $seats } { $side } á leik.
seat-engine = { $name }, styrkleiki { $level }
seats-you-white = Þú ert með hvítt gegn { $opponent }{ $boards ->
        [yes] , á tveimur borðum
       *[no] {""}
    }.
seats-you-black = Þú ert með svart gegn { $opponent }{ $boards ->
        [yes] , á tveimur borðum
       *[no] {""}
    }.
seats-one-keyboard = Hvítur og svartur við eitt lyklaborð.
seats-one-keyboard-named = Hvítur: { $white }; Svartur: { $black }; við eitt lyklaborð.
seats = Hvítur: { $white }; Svartur: { $black }.
file-engine-asked = Skráin nefnir forritið { $wanted } sem andstæðing. Ræsa það? já eða nei:
file-engine-not-started = Skráin nefnir forritið { $wanted }; aðeins þitt eigið er ræst: { $playing }.
