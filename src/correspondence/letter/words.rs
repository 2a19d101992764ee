//! The words a friend writes around his move, in annabella's languages
//! (German, English, Turkish, Persian, Icelandic): whether he says he
//! plays a move, only weighs it, names the player's move, proposes a move
//! on a condition; and whether he offers, accepts or declines a draw,
//! claims one or resigns. Words are written as [`plain`] leaves them (lower
//! case, Persian letters in one form, no zero-width joiners); a word ending
//! in `*` stands for every word it begins.

/// What the words before a move say of it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Cue {
    /// He says he plays it: "ich spiele", "my move".
    Declare,
    /// The player's move, named: "dein Zug", "your move".
    Hers,
    /// The move he plays if the player plays the one before (ICCF's
    /// conditional moves): "wenn", "if".
    When,
    /// What follows the condition: "dann", "then".
    Then,
    /// Weighed, feared, expected, denied, asked: never played.
    Consider,
}

/// Cue words, one word or several in a row.
pub const CUES: &[(&[&str], Cue)] = &[
    // German.
    (&["spiele"], Cue::Declare),
    (&["spiel"], Cue::Declare),
    (&["ziehe"], Cue::Declare),
    (&["antworte"], Cue::Declare),
    (&["antwort"], Cue::Declare),
    (&["mein", "zug"], Cue::Declare),
    (&["meinen", "zug"], Cue::Declare),
    (&["mein", "nächster", "zug"], Cue::Declare),
    (&["meine", "antwort"], Cue::Declare),
    (&["sondern"], Cue::Declare),
    (&["folgt"], Cue::Declare),
    (&["dein", "zug"], Cue::Hers),
    (&["deinen", "zug"], Cue::Hers),
    (&["deinem", "zug"], Cue::Hers),
    (&["deinem"], Cue::Hers),
    (&["deinen"], Cue::Hers),
    (&["dein"], Cue::Hers),
    (&["ihr", "zug"], Cue::Hers),
    (&["ihren", "zug"], Cue::Hers),
    (&["ihrem", "zug"], Cue::Hers),
    (&["danke", "für"], Cue::Hers),
    (&["wenn"], Cue::When),
    (&["falls"], Cue::When),
    (&["sollte"], Cue::When),
    (&["solltest"], Cue::When),
    (&["dann"], Cue::Then),
    (&["zwischen"], Cue::Consider),
    (&["geschwankt"], Cue::Consider),
    (&["schwanke"], Cue::Consider),
    (&["schwankte"], Cue::Consider),
    (&["überlegt"], Cue::Consider),
    (&["gehofft"], Cue::Consider),
    (&["hoffe"], Cue::Consider),
    (&["hope*"], Cue::Consider),
    (&["überlege"], Cue::Consider),
    (&["überlegte"], Cue::Consider),
    (&["gedacht"], Cue::Consider),
    (&["dachte"], Cue::Consider),
    (&["erwartet"], Cue::Consider),
    (&["erwarte"], Cue::Consider),
    (&["befürchtet"], Cue::Consider),
    (&["befürchte"], Cue::Consider),
    (&["gerechnet"], Cue::Consider),
    (&["wäre"], Cue::Consider),
    (&["wären"], Cue::Consider),
    (&["würde"], Cue::Consider),
    (&["würden"], Cue::Consider),
    (&["hätte"], Cue::Consider),
    (&["könnte"], Cue::Consider),
    (&["vielleicht"], Cue::Consider),
    (&["eventuell"], Cue::Consider),
    (&["möglich*"], Cue::Consider),
    (&["statt"], Cue::Consider),
    (&["anstatt"], Cue::Consider),
    (&["anstelle"], Cue::Consider),
    (&["nicht"], Cue::Consider),
    (&["kein*"], Cue::Consider),
    (&["nie"], Cue::Consider),
    (&["niemals"], Cue::Consider),
    (&["oder"], Cue::Consider),
    (&["nach"], Cue::Consider),
    (&["wollte"], Cue::Consider),
    (&["variante"], Cue::Consider),
    (&["analyse"], Cue::Consider),
    // English.
    (&["play"], Cue::Declare),
    (&["playing"], Cue::Declare),
    (&["i'll"], Cue::Declare),
    (&["my", "move"], Cue::Declare),
    (&["my", "reply"], Cue::Declare),
    (&["my", "answer"], Cue::Declare),
    (&["reply"], Cue::Declare),
    (&["go", "with"], Cue::Declare),
    (&["going", "with"], Cue::Declare),
    (&["here", "is"], Cue::Declare),
    (&["here's"], Cue::Declare),
    (&["your", "move"], Cue::Hers),
    (&["your"], Cue::Hers),
    (&["thanks", "for"], Cue::Hers),
    (&["if"], Cue::When),
    (&["should", "you"], Cue::When),
    (&["in", "case"], Cue::When),
    (&["then"], Cue::Then),
    (&["between"], Cue::Consider),
    (&["consider*"], Cue::Consider),
    (&["thought"], Cue::Consider),
    (&["thinking"], Cue::Consider),
    (&["would"], Cue::Consider),
    (&["could"], Cue::Consider),
    (&["might"], Cue::Consider),
    (&["maybe"], Cue::Consider),
    (&["perhaps"], Cue::Consider),
    (&["expect*"], Cue::Consider),
    (&["fear*"], Cue::Consider),
    (&["not"], Cue::Consider),
    (&["*n't"], Cue::Consider),
    (&["no"], Cue::Consider),
    (&["never"], Cue::Consider),
    (&["or"], Cue::Consider),
    (&["instead", "of"], Cue::Consider),
    (&["rather", "than"], Cue::Consider),
    (&["after"], Cue::Consider),
    (&["wanted"], Cue::Consider),
    (&["tempt*"], Cue::Consider),
    (&["analys*"], Cue::Consider),
    (&["possib*"], Cue::Consider),
    // Turkish.
    (&["oynuyorum"], Cue::Declare),
    (&["oynarım"], Cue::Declare),
    (&["oynarim"], Cue::Declare),
    (&["oynadığım"], Cue::Declare),
    (&["oynadigim"], Cue::Declare),
    (&["hamlem"], Cue::Declare),
    (&["cevabım"], Cue::Declare),
    (&["cevabim"], Cue::Declare),
    (&["yanıtım"], Cue::Declare),
    (&["yanitim"], Cue::Declare),
    (&["cevaben"], Cue::Declare),
    (&["cevap", "olarak"], Cue::Declare),
    (&["yanıt", "olarak"], Cue::Declare),
    (&["hamleniz*"], Cue::Hers),
    (&["hamlen*"], Cue::Hers),
    (&["eğer"], Cue::When),
    (&["eger"], Cue::When),
    (&["şayet"], Cue::When),
    (&["sayet"], Cue::When),
    (&["*rsan"], Cue::When),
    (&["*rsanız"], Cue::When),
    (&["*rsaniz"], Cue::When),
    (&["*rseniz"], Cue::When),
    (&["çekersen"], Cue::When),
    (&["cekersen"], Cue::When),
    (&["verirsen"], Cue::When),
    (&["gidersen"], Cue::When),
    (&["gelirse"], Cue::When),
    (&["giderse"], Cue::When),
    (&["çekerse"], Cue::When),
    (&["cekerse"], Cue::When),
    (&["olursa"], Cue::When),
    (&["oynarsa"], Cue::When),
    (&["alırsa"], Cue::When),
    (&["alirsa"], Cue::When),
    (&["yaparsa"], Cue::When),
    (&["o", "zaman"], Cue::Then),
    (&["o", "halde"], Cue::Then),
    (&["veya"], Cue::Consider),
    (&["veyahut"], Cue::Consider),
    (&["yahut"], Cue::Consider),
    (&["ya", "da"], Cue::Consider),
    (&["yoksa"], Cue::Consider),
    (&["belki"], Cue::Consider),
    (&["düşün*"], Cue::Consider),
    (&["dusun*"], Cue::Consider),
    (&["arasında"], Cue::Consider),
    (&["arasinda"], Cue::Consider),
    (&["bekli*"], Cue::Consider),
    (&["beklediğ*"], Cue::Consider),
    (&["bekledig*"], Cue::Consider),
    // Icelandic.
    (&["leik"], Cue::Declare),
    (&["leikur", "minn"], Cue::Declare),
    (&["minn", "leikur"], Cue::Declare),
    (&["leikurinn", "minn"], Cue::Declare),
    (&["svar", "mitt"], Cue::Declare),
    (&["svarið", "mitt"], Cue::Declare),
    (&["mitt", "svar"], Cue::Declare),
    (&["ég", "svara"], Cue::Declare),
    (&["svara", "ég"], Cue::Declare),
    (&["ég", "vel"], Cue::Declare),
    (&["ætla", "að", "leika"], Cue::Declare),
    (&["ákvað", "að", "leika"], Cue::Declare),
    (&["leikur", "þinn"], Cue::Hers),
    (&["leikinn", "þinn"], Cue::Hers),
    (&["þinn"], Cue::Hers),
    (&["þínum"], Cue::Hers),
    (&["þitt"], Cue::Hers),
    (&["lékst"], Cue::Hers),
    (&["ef"], Cue::When),
    (&["þá"], Cue::Then),
    (&["ekki"], Cue::Consider),
    (&["aldrei"], Cue::Consider),
    (&["eða"], Cue::Consider),
    (&["kannski"], Cue::Consider),
    (&["líklega"], Cue::Consider),
    (&["sennilega"], Cue::Consider),
    (&["hugsanlega"], Cue::Consider),
    (&["íhug*"], Cue::Consider),
    (&["hugleið*"], Cue::Consider),
    (&["hugleidd*"], Cue::Consider),
    (&["hugsaði"], Cue::Consider),
    (&["held"], Cue::Consider),
    (&["velti"], Cue::Consider),
    (&["skoðaði"], Cue::Consider),
    (&["reiknaði"], Cue::Consider),
    (&["vonaðist"], Cue::Consider),
    (&["óttaðist"], Cue::Consider),
    (&["óttast"], Cue::Consider),
    (&["átti", "von"], Cue::Consider),
    (&["freist*"], Cue::Consider),
    (&["vildi"], Cue::Consider),
    (&["ætlaði"], Cue::Consider),
    (&["hefði"], Cue::Consider),
    (&["hefðir"], Cue::Consider),
    (&["hefðum"], Cue::Consider),
    (&["myndi"], Cue::Consider),
    (&["myndir"], Cue::Consider),
    (&["mundi"], Cue::Consider),
    (&["mundir"], Cue::Consider),
    (&["gæti"], Cue::Consider),
    (&["gætir"], Cue::Consider),
    (&["væri"], Cue::Consider),
    (&["milli"], Cue::Consider),
    (&["í", "stað"], Cue::Consider),
    (&["í", "staðinn"], Cue::Consider),
    (&["frekar", "en"], Cue::Consider),
    (&["bjóst"], Cue::Consider),
    (&["eftir"], Cue::Consider),
    (&["afbrigð*"], Cue::Consider),
    (&["greining*"], Cue::Consider),
    // Persian, with "می" written apart as well as joined ("می کنم").
    // The verb comes last, after the move it speaks of ("به Nf3 فکر
    // کردم"): the words of thought are in AFTER too.
    (&["حرکت", "من"], Cue::Declare),
    (&["حرکتم"], Cue::Declare),
    (&["حرکت", "بعدی", "من"], Cue::Declare),
    (&["حرکت", "بعدیم"], Cue::Declare),
    (&["جواب", "من"], Cue::Declare),
    (&["جوابم"], Cue::Declare),
    (&["پاسخ", "من"], Cue::Declare),
    (&["پاسخم"], Cue::Declare),
    (&["بازی", "میکنم"], Cue::Declare),
    (&["بازی", "می", "کنم"], Cue::Declare),
    (&["بلکه"], Cue::Declare),
    (&["در", "نهایت"], Cue::Declare),
    (&["نهایتا*"], Cue::Declare),
    (&["تصمیم", "گرفتم"], Cue::Declare),
    (&["حرکت", "شما"], Cue::Hers),
    (&["حرکت", "تو"], Cue::Hers),
    (&["حرکتت"], Cue::Hers),
    (&["حرکتتان"], Cue::Hers),
    (&["اگر"], Cue::When),
    (&["اگه"], Cue::When),
    (&["چنانچه"], Cue::When),
    (&["در", "صورتی", "که"], Cue::When),
    (&["درصورتی", "که"], Cue::When),
    (&["درصورتیکه"], Cue::When),
    (&["آنگاه"], Cue::Then),
    (&["نه"], Cue::Consider),
    (&["یا"], Cue::Consider),
    (&["شاید"], Cue::Consider),
    (&["فکر"], Cue::Consider),
    (&["نظر*"], Cue::Consider),
    (&["بررسی"], Cue::Consider),
    (&["ممکن"], Cue::Consider),
    (&["احتمال*"], Cue::Consider),
    (&["انتظار"], Cue::Consider),
    (&["منتظر"], Cue::Consider),
    (&["امیدوار*"], Cue::Consider),
    (&["میترس*"], Cue::Consider),
    (&["ترس*"], Cue::Consider),
    (&["تحلیل*"], Cue::Consider),
    (&["آنالیز*"], Cue::Consider),
    (&["واریانت*"], Cue::Consider),
    (&["بین"], Cue::Consider),
    (&["به", "جای"], Cue::Consider),
    (&["بجای"], Cue::Consider),
    (&["بهجای"], Cue::Consider),
    (&["هرگز"], Cue::Consider),
    (&["نمی*"], Cue::Consider),
];

/// Words that only join two moves named together ("12. d5 und 12. a4"):
/// the second is meant as the first.
pub const GLUE: &[&str] = &[
    "und", "and", "bzw", "sowie", "ve", "og", "و", "auch", "also", "&",
];

/// What a sentence of the mail says about the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Says {
    Offer,
    Accept,
    Decline,
    Resign,
    Claim,
}

/// Phrases of offers, answers, claims and resignation: their words in
/// this order, each within a few words of the one before.
pub const PHRASES: &[(&[&str], Says)] = &[
    // German.
    (&["biete", "remis"], Says::Offer),
    (&["remis", "anbieten"], Says::Offer),
    (&["remis", "an"], Says::Offer),
    (&["remisangebot", "an"], Says::Accept),
    (&["remisangebot", "angenommen"], Says::Accept),
    (&["remisangebot", "akzeptier*"], Says::Accept),
    (&["nehme", "remis", "an"], Says::Accept),
    (&["remis", "angenommen"], Says::Accept),
    (&["remis", "akzeptier*"], Says::Accept),
    (&["akzeptiere", "remis*"], Says::Accept),
    (&["remis", "einverstanden"], Says::Accept),
    (&["einverstanden", "remis"], Says::Accept),
    (&["lehne", "ab"], Says::Decline),
    (&["kein", "remis"], Says::Decline),
    (&["spiele", "weiter"], Says::Decline),
    (&["gebe", "auf"], Says::Resign),
    (&["gebe", "mich", "geschlagen"], Says::Resign),
    (&["kapituliere"], Says::Resign),
    (&["reklamiere", "remis"], Says::Claim),
    (&["beanspruche", "remis"], Says::Claim),
    (&["reklamiere"], Says::Claim),
    // English.
    (&["offer", "draw"], Says::Offer),
    (&["offer", "you", "draw"], Says::Offer),
    (&["propose", "draw"], Says::Offer),
    (&["accept", "draw"], Says::Accept),
    (&["accept", "offer"], Says::Accept),
    (&["draw", "accepted"], Says::Accept),
    (&["agree", "draw"], Says::Accept),
    (&["decline", "draw"], Says::Decline),
    (&["decline", "offer"], Says::Decline),
    (&["no", "draw"], Says::Decline),
    (&["play", "on"], Says::Decline),
    (&["i", "resign"], Says::Resign),
    (&["i", "give", "up"], Says::Resign),
    (&["claim", "draw"], Says::Claim),
    (&["claim", "repetition"], Says::Claim),
    (&["claim", "fifty"], Says::Claim),
    // Turkish. The verb closes the sentence and carries its denial
    // ("kabul etmiyorum"), so each phrase runs to the verb.
    (&["beraberli*", "teklif", "ediyorum"], Says::Offer),
    (&["beraberli*", "teklif", "ederim"], Says::Offer),
    (&["beraberli*", "teklif", "edeyim"], Says::Offer),
    (&["beraberli*", "teklif", "ediyoruz"], Says::Offer),
    (&["beraberli*", "teklifiyle"], Says::Offer),
    (&["beraberli*", "teklifim", "var"], Says::Offer),
    (&["beraberli*", "öneriyorum"], Says::Offer),
    (&["beraberli*", "oneriyorum"], Says::Offer),
    (&["beraberli*", "öneririm"], Says::Offer),
    (&["remi", "teklif", "ediyorum"], Says::Offer),
    (&["remi", "teklif", "ederim"], Says::Offer),
    (&["berabere", "kalalım"], Says::Offer),
    (&["berabere", "kalalim"], Says::Offer),
    (&["berabere", "bitirelim"], Says::Offer),
    (&["beraberli*", "kabul", "ed*"], Says::Accept),
    (&["beraberli*", "kabul", "et*"], Says::Accept),
    (&["teklif*", "kabul", "ed*"], Says::Accept),
    (&["teklif*", "kabul", "et*"], Says::Accept),
    (&["beraberli*", "kabulüm*"], Says::Accept),
    (&["beraberli*", "razıyım"], Says::Accept),
    (&["beraberli*", "raziyim"], Says::Accept),
    (&["beraberli*", "evet"], Says::Accept),
    (&["beraberli*", "redde*"], Says::Decline),
    (&["teklif*", "redde*"], Says::Decline),
    (&["teklif*", "geri", "çevir*"], Says::Decline),
    (&["teklif*", "geri", "cevir*"], Says::Decline),
    (&["beraberli*", "hayır"], Says::Decline),
    (&["beraberli*", "hayir"], Says::Decline),
    (&["beraberlik", "yok"], Says::Decline),
    (&["oyuna", "devam", "ed*"], Says::Decline),
    (&["terk", "ediyorum"], Says::Resign),
    (&["terk", "ettim"], Says::Resign),
    (&["pes", "ediyorum"], Says::Resign),
    (&["pes", "ettim"], Says::Resign),
    (&["oyundan", "çekiliyorum"], Says::Resign),
    (&["oyundan", "cekiliyorum"], Says::Resign),
    (&["teslim", "oluyorum"], Says::Resign),
    (&["yenilgiyi", "kabul", "ed*"], Says::Resign),
    (&["kaybettiğimi", "kabul", "ed*"], Says::Resign),
    (&["kaybettigimi", "kabul", "ed*"], Says::Resign),
    (&["beraberli*", "talep", "ed*"], Says::Claim),
    // Icelandic.
    (&["býð", "jafntefli"], Says::Offer),
    (&["bjóða", "jafntefli"], Says::Offer),
    (&["legg", "til", "jafntefli"], Says::Offer),
    (&["semjum", "jafntefli"], Says::Offer),
    (&["sættumst", "jafntefli"], Says::Offer),
    (&["þigg", "jafntefli*"], Says::Accept),
    (&["þigg", "boð*"], Says::Accept),
    (&["samþykki", "jafntefli*"], Says::Accept),
    (&["samþykki", "boð*"], Says::Accept),
    (&["tek", "jafnteflinu"], Says::Accept),
    (&["tek", "jafnteflisboð*"], Says::Accept),
    (&["tek", "boðinu"], Says::Accept),
    (&["jafntefli*", "samþykkt"], Says::Accept),
    (&["hafna", "jafntefli*"], Says::Decline),
    (&["hafna", "boð*"], Says::Decline),
    (&["afþakka", "jafntefli*"], Says::Decline),
    (&["afþakka", "boð*"], Says::Decline),
    (&["tefli", "áfram"], Says::Decline),
    (&["teflum", "áfram"], Says::Decline),
    (&["gefst", "upp"], Says::Resign),
    (&["játa", "mig", "sigr*"], Says::Resign),
    (&["krefst", "jafntefli*"], Says::Claim),
    (&["krefst", "þrátefli*"], Says::Claim),
    (&["kröfu", "jafntefli*"], Says::Claim),
    // Persian: تساوی as the Laws and lichess write it, مساوی as it is
    // said. The verb comes last and carries the denial ("نمی‌پذیرم",
    // "قبول نمی‌کنم"): phrases end in the verb where they can, so that
    // an acceptance denied is read as a refusal.
    (&["پیشنهاد", "تساوی"], Says::Offer),
    (&["پیشنهاد", "مساوی"], Says::Offer),
    (&["تساوی", "پیشنهاد", "*کنم"], Says::Offer),
    (&["تساوی", "پیشنهاد", "*دهم"], Says::Offer),
    (&["مساوی", "پیشنهاد", "*کنم"], Says::Offer),
    (&["مساوی", "پیشنهاد", "*دهم"], Says::Offer),
    (&["تساوی", "قبول*"], Says::Accept),
    (&["مساوی", "قبول*"], Says::Accept),
    (&["پیشنهاد*", "قبول*"], Says::Accept),
    (&["قبول*", "*کنم"], Says::Accept),
    (&["تساوی", "*پذیرم"], Says::Accept),
    (&["مساوی", "*پذیرم"], Says::Accept),
    (&["پیشنهاد*", "*پذیرم"], Says::Accept),
    (&["تساوی", "موافقم"], Says::Accept),
    (&["مساوی", "موافقم"], Says::Accept),
    (&["تساوی", "رد"], Says::Decline),
    (&["مساوی", "رد"], Says::Decline),
    (&["پیشنهاد*", "رد"], Says::Decline),
    (&["ادامه", "*دهم"], Says::Decline),
    (&["ادامه", "*دهیم"], Says::Decline),
    (&["تسلیم", "*شوم"], Says::Resign),
    (&["تسلیم", "*میشم"], Says::Resign),
    (&["تسلیمم"], Says::Resign),
    (&["واگذار", "*کنم"], Says::Resign),
    (&["انصراف", "*دهم"], Says::Resign),
    (&["ادعای", "تساوی"], Says::Claim),
    (&["ادعای", "مساوی"], Says::Claim),
    (&["ادعای", "تکرار"], Says::Claim),
];

/// The word for a draw, in each language: a question with it and no other
/// phrase is an offer ("Remis?").
pub const DRAW: &[&str] = &[
    "remis*",
    "draw",
    "beraberli*",
    "berabere",
    "remi",
    "jafntefli*",
    "تساوی",
    "مساوی",
];

/// Words that deny what the sentence says ("ich gebe nicht auf").
pub const NEGATION: &[&str] = &[
    "nicht",
    "nie",
    "niemals",
    "not",
    "never",
    "*n't",
    "ekki",
    "aldrei",
    "değil*",
    "degil*",
    "asla",
    "*mıyorum",
    "*miyorum",
    "*muyorum",
    "*müyorum",
    "*mıyoruz",
    "*miyoruz",
    "*mayacağım",
    "*meyeceğim",
    "*mayacagim",
    "*meyecegim",
    "*madım",
    "*medim",
    "*madim",
    "etmem",
    "edemem",
    "نه",
    "نمی*",
    "هرگز",
];

/// Denials that follow what they deny, in languages whose verb comes last
/// or whose "not" follows the verb: Persian "قبول نمی‌کنم", Turkish "kabul
/// etmiyorum", Icelandic "ég þigg ekki".
pub const NEGATION_AFTER: &[&str] = &[
    "نمی*",
    "نکن*",
    "نکرد*",
    "نخواه*",
    "نمیده*",
    "نمیپذیر*",
    "*miyorum",
    "*mıyorum",
    "*muyorum",
    "*müyorum",
    "*meyeceğim",
    "*mayacağım",
    "değil*",
    "ekki",
];

/// Words after a move that take it back into thought: a denial, an
/// alternative, a past hope or fear ("12. d5 nicht", "12. d5 oder …",
/// "dass ich auf 12. d5 gehofft hatte").
pub const AFTER: &[&str] = &[
    "hätte",
    "hätten",
    "wäre",
    "wären",
    "würde",
    "würden",
    "könnte",
    "fast",
    "would",
    "could",
    "might",
    "almost",
    "nicht",
    "nie",
    "oder",
    "gehofft",
    "erwartet",
    "befürchtet",
    "überlegt",
    "erwogen",
    "gedacht",
    "geschwankt",
    "gerechnet",
    "not",
    "never",
    "*n't",
    "or",
    "veya",
    "veyahut",
    "yahut",
    "ya",
    "yoksa",
    "yerine",
    "değil*",
    "degil*",
    "belki",
    "düşün*",
    "dusun*",
    "oynamıyorum",
    "oynamiyorum",
    "oynamadım",
    "oynamadim",
    "oynamayacağım",
    "oynamayacagim",
    "oynayabilir*",
    "oynardım",
    "oynardim",
    "oynasa*",
    "ekki",
    "aldrei",
    "eða",
    "hefði",
    "hefðu",
    "myndi",
    "mundi",
    "gæti",
    "væri",
    "kæmi",
    "næstum",
    "نه",
    "یا",
    "نمی*",
    "نکرد*",
    "نکن*",
    "نخواه*",
    "هرگز",
    "فکر",
    "نظر*",
    "بررسی",
    "شاید",
    "ممکن",
    "احتمال*",
    "انتظار",
    "میترس*",
];

/// Words naming the claim of a threefold repetition, and of fifty moves.
pub const REPETITION: &[&str] = &[
    "wiederholung*",
    "stellungswiederholung*",
    "dreimal*",
    "repetition",
    "threefold",
    "tekrar*",
    "endurtek*",
    "þrátefli*",
    "تکرار*",
];
pub const FIFTY: &[&str] = &["50", "fünfzig", "fifty", "elli", "fimmtíu", "پنجاه"];

/// Piece names, as a move in words starts ("Springer f1"), and the SAN
/// letter each stands for.
pub const PIECES: &[(&str, char)] = &[
    ("springer", 'N'),
    ("knight", 'N'),
    ("läufer", 'B'),
    ("laeufer", 'B'),
    ("bishop", 'B'),
    ("turm", 'R'),
    ("rook", 'R'),
    ("dame", 'Q'),
    ("queen", 'Q'),
    ("könig", 'K'),
    ("koenig", 'K'),
    ("king", 'K'),
    ("bauer", 'P'),
    ("pawn", 'P'),
    ("fil", 'B'),
    ("kale", 'R'),
    ("vezir", 'Q'),
    ("şah", 'K'),
    ("piyon", 'P'),
    ("riddari", 'N'),
    ("riddara", 'N'),
    ("riddarinn", 'N'),
    ("riddarann", 'N'),
    ("riddaranum", 'N'),
    ("biskup", 'B'),
    ("biskupi", 'B'),
    ("biskupinn", 'B'),
    ("biskupnum", 'B'),
    ("hrókur", 'R'),
    ("hrók", 'R'),
    ("hróki", 'R'),
    ("hrókurinn", 'R'),
    ("hrókinn", 'R'),
    ("hróknum", 'R'),
    ("drottning", 'Q'),
    ("drottningu", 'Q'),
    ("drottningin", 'Q'),
    ("drottninguna", 'Q'),
    ("drottningunni", 'Q'),
    ("kóngur", 'K'),
    ("kóng", 'K'),
    ("kóngi", 'K'),
    ("kóngurinn", 'K'),
    ("kónginn", 'K'),
    ("kóngnum", 'K'),
    ("peð", 'P'),
    ("peði", 'P'),
    ("peðið", 'P'),
    ("peðinu", 'P'),
    ("اسب", 'N'),
    ("فیل", 'B'),
    ("رخ", 'R'),
    ("قلعه", 'R'),
    ("وزیر", 'Q'),
    ("شاه", 'K'),
    ("پیاده", 'P'),
    ("سرباز", 'P'),
];

/// Words between a piece's name and its square ("Springer nach f1"), and
/// those that say it takes there.
pub const TO: &[&str] = &["nach", "auf", "to", "on", "á", "til", "به", "روی"];
pub const TAKES: &[&str] = &[
    "schlägt",
    "nimmt",
    "takes",
    "captures",
    "x",
    "alır",
    "drepur",
    "tekur",
    "میزند",
];

/// Castling in words, and the side.
pub const CASTLING: &[(&[&str], &str)] = &[
    (&["kurze", "rochade"], "O-O"),
    (&["lange", "rochade"], "O-O-O"),
    (&["short", "castling"], "O-O"),
    (&["long", "castling"], "O-O-O"),
    (&["castles", "short"], "O-O"),
    (&["castles", "long"], "O-O-O"),
    (&["kısa", "rok"], "O-O"),
    (&["kisa", "rok"], "O-O"),
    (&["uzun", "rok"], "O-O-O"),
    (&["stutt", "hrókun"], "O-O"),
    (&["löng", "hrókun"], "O-O-O"),
    (&["stutta", "hrókun"], "O-O"),
    (&["langa", "hrókun"], "O-O-O"),
    (&["stuttri", "hrókun"], "O-O"),
    (&["langri", "hrókun"], "O-O-O"),
    (&["hróka", "stutt"], "O-O"),
    (&["hróka", "langt"], "O-O-O"),
    (&["قلعه", "کوچک"], "O-O"),
    (&["قلعه", "بزرگ"], "O-O-O"),
];

/// Words before a date on a card: the day the writer received the
/// player's move, and the day he sent his.
pub const RECEIVED: &[&str] = &[
    "received",
    "rcvd",
    "erhalten",
    "empfangen",
    "bekommen",
    "alındı",
    "alindi",
    "aldım",
    "aldim",
    "alınma",
    "alinma",
    "alış",
    "móttekið",
    "móttekinn",
    "móttekin",
    "barst",
    "fékk",
    "دریافت",
];
pub const SENT: &[&str] = &[
    "sent",
    "posted",
    "gesendet",
    "gesandt",
    "abgesandt",
    "versandt",
    "abgeschickt",
    "gönderildi",
    "gonderildi",
    "gönderdim",
    "gonderdim",
    "gönderim",
    "gonderim",
    "sendur",
    "sendi",
    "póstlagt",
    "póstlagður",
    "ارسال",
];

/// Labels of a message on a card.
pub const MESSAGE: &[&str] = &["nachricht:", "message:", "mesaj:", "skilaboð:", "پیام:"];

/// A word as the tables write it: lower case, umlauts kept, the forms of
/// Persian letters made one (ي→ی, ك→ک), zero-width joiners gone.
pub fn plain(word: &str) -> String {
    word.chars()
        .filter(|c| !matches!(c, '\u{200c}' | '\u{200d}' | '\u{200b}' | '\u{ad}'))
        .map(|c| match c {
            'ي' | 'ى' => 'ی',
            // Turkish capitals and the dotless i, as the tables write them
            // folded ("BERABERLİK", "OYNARIM").
            'İ' | 'ı' => 'i',
            'ك' => 'ک',
            '’' => '\'',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether a plain word is the table's word (`*`: begins or ends so).
pub fn is(word: &str, table_word: &str) -> bool {
    if table_word.contains('ı') {
        return is(word, &table_word.replace('ı', "i"));
    }
    if let Some(stem) = table_word.strip_suffix('*') {
        word.starts_with(stem)
    } else if let Some(end) = table_word.strip_prefix('*') {
        word.ends_with(end)
    } else {
        word == table_word
    }
}

/// Whether a plain word is any of the table's words.
pub fn any(word: &str, table: &[&str]) -> bool {
    table.iter().any(|t| is(word, t))
}

/// Whether `words` (plain) hold the phrase in order, each word at most
/// four words after the one before; the range of words it covers.
pub fn find(words: &[String], phrase: &[&str]) -> Option<(usize, usize)> {
    let (first, rest) = phrase.split_first()?;
    'start: for start in 0..words.len() {
        if !is(&words[start], first) {
            continue;
        }
        let mut at = start;
        for part in rest {
            let Some(next) = words
                .iter()
                .enumerate()
                .skip(at + 1)
                .take(5)
                .find(|(_, w)| is(w, part))
                .map(|(i, _)| i)
            else {
                continue 'start;
            };
            at = next;
        }
        return Some((start, at));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(plain).collect()
    }

    #[test]
    fn phrases_are_found_with_words_between() {
        let said = words("dein Remisangebot nehme ich gerne an");
        assert_eq!(find(&said, &["remisangebot", "an"]), Some((1, 5)));
        assert_eq!(
            find(&words("Ich gebe die Partie auf"), &["gebe", "auf"]),
            Some((1, 4))
        );
        assert_eq!(find(&words("Ich gebe"), &["gebe", "auf"]), None);
        assert!(is("won't", "*n't"));
        assert!(is("möglicherweise", "möglich*"));
        assert_eq!(plain("می‌شوم"), "میشوم");
        assert_eq!(plain("تسليم"), "تسلیم");
    }
}
