//! Which screen reader's own speech the system voice speaks through, and
//! why it speaks through none: the part of choosing that needs no
//! operating system, so that it is tested everywhere.
//!
//! A reader is tried only where its program runs in the player's session:
//! NVDA (`nvda.exe`) through its controller client, JAWS (`jfw.exe`)
//! through its automation object. NVDA comes first where both run. Where
//! none can be spoken through, the system's speech speaks, and one line
//! says why.

/// A screen reader whose own speech annabella can speak through, queued
/// behind what the reader is saying.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    Nvda,
    Jaws,
}

impl Reader {
    /// The readers in the order they are tried.
    #[cfg(any(windows, test))]
    const ALL: [Reader; 2] = [Reader::Nvda, Reader::Jaws];

    /// The reader's name, as its makers write it.
    pub fn name(self) -> &'static str {
        match self {
            Reader::Nvda => "NVDA",
            Reader::Jaws => "JAWS",
        }
    }

    /// The file name of the reader's program, in lower case.
    #[cfg(any(windows, test))]
    fn program(self) -> &'static str {
        match self {
            Reader::Nvda => "nvda.exe",
            Reader::Jaws => "jfw.exe",
        }
    }
}

/// Why the system voice speaks through no screen reader's own speech, and
/// the system's speech speaks instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreached {
    /// Neither NVDA nor JAWS runs (Narrator, a magnifier, or Windows'
    /// screen-reader setting alone).
    NoneRunning,
    /// NVDA runs, but its controller client is not beside annabella.
    NoNvdaClient,
    /// The reader runs, but its speech does not answer; what the system
    /// said, if anything.
    NoAnswer(Reader, String),
}

/// The voice of the first reader running (of `programs`, the names of the
/// programs in the player's session) that `open` can speak through; else
/// why none: the first reason met, or that none runs.
#[cfg(any(windows, test))]
pub fn first_reader_voice<V>(
    programs: &[String],
    mut open: impl FnMut(Reader) -> Result<V, Unreached>,
) -> Result<V, Unreached> {
    let mut first_reason = None;
    for reader in Reader::ALL {
        if !programs
            .iter()
            .any(|name| name.eq_ignore_ascii_case(reader.program()))
        {
            continue;
        }
        match open(reader) {
            Ok(voice) => return Ok(voice),
            Err(reason) => {
                first_reason.get_or_insert(reason);
            }
        }
    }
    Err(first_reason.unwrap_or(Unreached::NoneRunning))
}

/// The most a reader is handed at once; a help page is a tenth of it.
#[cfg(any(windows, test))]
const LONGEST_LINE: usize = 20_000;

/// What a reader is handed to say for a line said in `parts`: the parts
/// joined as printed, every line break, tab or other control character
/// (a nul would end the text early) a space, the spaces between words one,
/// and no more than [`LONGEST_LINE`] characters.
#[cfg(any(windows, test))]
pub fn line_for_reader(parts: Vec<(bool, String)>) -> String {
    let joined: String = parts
        .into_iter()
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    joined
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(LONGEST_LINE)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn programs(names: &[&str]) -> Vec<String> {
        names.iter().map(|name| (*name).to_owned()).collect()
    }

    /// Opens what `can` lets open, and notes every reader tried.
    fn trying<'a>(
        tried: &'a mut Vec<Reader>,
        can: &'a [Reader],
    ) -> impl FnMut(Reader) -> Result<Reader, Unreached> + 'a {
        move |reader| {
            tried.push(reader);
            if can.contains(&reader) {
                Ok(reader)
            } else if reader == Reader::Nvda {
                Err(Unreached::NoNvdaClient)
            } else {
                Err(Unreached::NoAnswer(reader, "class not registered".into()))
            }
        }
    }

    #[test]
    fn jaws_speaks_where_jaws_runs_and_its_speech_answers() {
        let mut tried = Vec::new();
        let running = programs(&["explorer.exe", "JFW.EXE", "cmd.exe"]);
        let voice = first_reader_voice(&running, trying(&mut tried, &[Reader::Jaws]));
        assert_eq!(voice, Ok(Reader::Jaws));
        assert_eq!(tried, [Reader::Jaws]);
    }

    #[test]
    fn nvda_comes_first_where_both_run() {
        let mut tried = Vec::new();
        let both = [Reader::Nvda, Reader::Jaws];
        let running = programs(&["jfw.exe", "nvda.exe"]);
        let voice = first_reader_voice(&running, trying(&mut tried, &both));
        assert_eq!(voice, Ok(Reader::Nvda));
        assert_eq!(tried, [Reader::Nvda]);
    }

    #[test]
    fn jaws_speaks_where_nvda_runs_without_its_client() {
        let mut tried = Vec::new();
        let running = programs(&["nvda.exe", "jfw.exe"]);
        let voice = first_reader_voice(&running, trying(&mut tried, &[Reader::Jaws]));
        assert_eq!(voice, Ok(Reader::Jaws));
        assert_eq!(tried, [Reader::Nvda, Reader::Jaws]);
    }

    /// A reader whose program does not run is never spoken to: JAWS's
    /// object is registered on a machine where JAWS is installed, running
    /// or not.
    #[test]
    fn a_reader_that_does_not_run_is_not_tried() {
        let mut tried = Vec::new();
        let running = programs(&["Narrator.exe", "nvda_slave.exe", "jfw"]);
        let both = [Reader::Nvda, Reader::Jaws];
        let voice = first_reader_voice(&running, trying(&mut tried, &both));
        assert_eq!(voice, Err(Unreached::NoneRunning));
        assert!(tried.is_empty(), "{tried:?}");
    }

    #[test]
    fn where_no_reader_answers_the_first_reason_is_said() {
        let mut tried = Vec::new();
        let running = programs(&["jfw.exe"]);
        let voice = first_reader_voice(&running, trying(&mut tried, &[]));
        assert_eq!(
            voice,
            Err(Unreached::NoAnswer(
                Reader::Jaws,
                "class not registered".into()
            ))
        );
        let mut tried = Vec::new();
        let running = programs(&["jfw.exe", "nvda.exe"]);
        let voice = first_reader_voice(&running, trying(&mut tried, &[]));
        assert_eq!(voice, Err(Unreached::NoNvdaClient));
        assert_eq!(tried, [Reader::Nvda, Reader::Jaws]);
    }

    /// The reader is handed the line as it is printed: the German words of
    /// a Turkish line and the Turkish words around them in one text, in
    /// their order.
    #[test]
    fn the_reader_is_handed_the_whole_line_in_its_order() {
        let parts = vec![
            (false, "Beyaz:".to_owned()),
            (true, "Springer Felix drei".to_owned()),
            (false, "şah.".to_owned()),
        ];
        assert_eq!(line_for_reader(parts), "Beyaz: Springer Felix drei şah.");
    }

    /// A reply of several lines is one text; nothing in it cuts the text
    /// short or reaches the reader as a control character.
    #[test]
    fn line_breaks_tabs_and_nuls_become_single_spaces() {
        let parts = vec![(
            false,
            "Your move.\n  Type help\tfor the commands.\r\n\0quit to leave.\u{7}".to_owned(),
        )];
        assert_eq!(
            line_for_reader(parts),
            "Your move. Type help for the commands. quit to leave."
        );
    }

    #[test]
    fn a_line_past_the_longest_is_cut() {
        let long = "Bauer Eva vier. ".repeat(2_000);
        let handed = line_for_reader(vec![(false, long)]);
        assert_eq!(handed.chars().count(), LONGEST_LINE);
        assert!(handed.starts_with("Bauer Eva vier. Bauer"));
    }
}
