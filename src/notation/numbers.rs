//! Numbers as spoken words, from a table per language: "einundzwanzig",
//! "hundertzwölf", "one hundred twelve".

/// How a language says its numbers. The words are data; the few ways
/// languages join them (units before or after the tens, the joining word,
/// the space after "hundred") are fields, so a new language is a new table.
#[derive(Debug, Clone, Copy)]
pub struct NumberWords {
    /// 0 to 19.
    pub ones: [&'static str; 20],
    /// The tens from 20 to 90 at indices 2 to 9.
    pub tens: [&'static str; 10],
    /// "one" inside a compound such as 21 ("ein" in "einundzwanzig").
    pub one_in_compound: &'static str,
    /// Whether the unit comes before the tens (German "einundzwanzig").
    pub units_first: bool,
    /// Between tens and unit: "und", "-".
    pub tens_joiner: &'static str,
    /// 100 on its own ("hundert", "one hundred").
    pub one_hundred: &'static str,
    /// The word for hundreds after a multiplier ("hundert", "hundred").
    pub hundred: &'static str,
    /// 1000 on its own and the word for thousands after a multiplier.
    pub one_thousand: &'static str,
    pub thousand: &'static str,
    /// What separates the parts of a number: "" in German, " " in English,
    /// " و " in Persian.
    pub gap: &'static str,
    /// Between a multiplier and the word for thousands: "" in German
    /// ("zweitausend"), " " elsewhere.
    pub before_thousand: &'static str,
    /// Whole hundreds as one word each (Persian "دویست", "سیصد"), where
    /// the language does not say them as a unit and "hundred".
    pub hundreds: Option<[&'static str; 10]>,
}

impl NumberWords {
    /// The number in words; numbers of a million and more are written in
    /// digits, which no game or clock reaches.
    pub fn say(&self, n: u32) -> String {
        if n >= 1_000_000 {
            return n.to_string();
        }
        let (thousands, rest) = (n / 1000, n % 1000);
        let mut parts = Vec::new();
        match thousands {
            0 => {}
            1 => parts.push(self.one_thousand.to_owned()),
            _ => parts.push(format!(
                "{}{}{}",
                self.parts_below_thousand(thousands).join(self.gap),
                self.before_thousand,
                self.thousand
            )),
        }
        if rest > 0 || thousands == 0 {
            parts.extend(self.parts_below_thousand(rest));
        }
        match parts.split_last() {
            Some((last, rest)) if !rest.is_empty() && self.joins_last(last) => {
                format!("{}{}{last}", rest.join(self.gap), self.tens_joiner)
            }
            _ => parts.join(self.gap),
        }
    }

    /// Whether the last part of a longer number stands after the joining
    /// word: where that word is a word of its own (Icelandic " og "), it
    /// also comes before a last part that has none ("hundrað og fimm",
    /// "tvö þúsund og tuttugu", but "tvö þúsund tuttugu og sex").
    fn joins_last(&self, last: &str) -> bool {
        let joiner = self.tens_joiner;
        joiner.len() > 2
            && joiner.starts_with(' ')
            && joiner.ends_with(' ')
            && joiner != self.gap
            && !last.contains(joiner)
    }

    /// The number as the parts a voice pack records: every number below a
    /// hundred whole, the words for hundreds and thousands, and the word
    /// that joins them where the language says one (Persian "و")
    /// ("zwei", "hundert", "siebenundvierzig").
    pub fn parts(&self, n: u32) -> Vec<String> {
        if n >= 1_000_000 {
            return vec![n.to_string()];
        }
        let mut parts = Vec::new();
        let (thousands, rest) = (n / 1000, n % 1000);
        match thousands {
            0 => {}
            1 => parts.push(self.one_thousand.to_owned()),
            _ => {
                parts.extend(self.joined(self.parts_below_thousand(thousands)));
                parts.push(self.thousand.to_owned());
            }
        }
        if rest > 0 || thousands == 0 {
            let joiner = self.gap.trim();
            if !parts.is_empty() && !joiner.is_empty() {
                parts.push(joiner.to_owned());
            }
            parts.extend(self.joined(self.parts_below_thousand(rest)));
        }
        parts
    }

    /// Parts with the joining word between them, where the language says
    /// one.
    fn joined(&self, parts: Vec<String>) -> Vec<String> {
        let joiner = self.gap.trim();
        if joiner.is_empty() {
            return parts;
        }
        let mut joined = Vec::with_capacity(parts.len() * 2);
        for part in parts {
            if !joined.is_empty() {
                joined.push(joiner.to_owned());
            }
            joined.push(part);
        }
        joined
    }

    fn parts_below_thousand(&self, n: u32) -> Vec<String> {
        let (hundreds, rest) = (n / 100, n % 100);
        let mut parts = Vec::new();
        match (hundreds, self.hundreds) {
            (0, _) => {}
            (1, _) => parts.push(self.one_hundred.to_owned()),
            (_, Some(words)) => parts.push(words[hundreds as usize].to_owned()),
            _ => {
                parts.push(self.ones[hundreds as usize].to_owned());
                parts.push(self.hundred.to_owned());
            }
        }
        if rest > 0 || hundreds == 0 {
            parts.push(self.below_hundred(rest));
        }
        parts
    }

    /// A number below a hundred as one word: "einundzwanzig".
    pub fn below_hundred(&self, n: u32) -> String {
        if n < 20 {
            return self.ones[n as usize].to_owned();
        }
        let (tens, unit) = ((n / 10) as usize, (n % 10) as usize);
        let tens_word = self.tens[tens];
        match (unit, self.units_first) {
            (0, _) => tens_word.to_owned(),
            (1, true) => format!("{}{}{tens_word}", self.one_in_compound, self.tens_joiner),
            (_, true) => format!("{}{}{tens_word}", self.ones[unit], self.tens_joiner),
            (_, false) => format!("{tens_word}{}{}", self.tens_joiner, self.ones[unit]),
        }
    }
}
