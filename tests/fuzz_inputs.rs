//! Arbitrary text thrown at every reader of input: nothing panics, and every
//! refusal is an error value with a message. (The same readers are fuzz
//! targets under `fuzz/` for coverage-guided runs.)

use annabella::commands::clock::parse_took;
use annabella::game::{DeadPositionTest, Game, TimeControl};
use annabella::notation::Form;
use annabella::notation::scheme::{ENGLISH, FIDE};
use annabella::play::config;
use annabella::play::engine::{Handshake, Uci, engine_lines, parse_option};
use annabella::scoresheet::braille::Grade;
use annabella::scoresheet::export::round_trip;
use annabella::scoresheet::{PgnReader, read_games, replay};
use proptest::prelude::*;
use shakmaty::CastlingMode;

/// Strings built from the characters these inputs are made of, so that the
/// readers get past their first check, plus anything at all.
fn chess_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9/+dbn.,: -]{0,24}",
        "[pnbrqkPNBRQK1-8/ wbKQkqA-Ha-h-]{0,80}",
        "[\\[\\]\"{}()%;$!?.#+=a-hxNBRQKO0-9 \n\r-]{0,200}",
        any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn time_controls_never_panic(text in chess_text()) {
        match text.parse::<TimeControl>() {
            Ok(control) => {
                // Whatever reads, writes back and reads again to the same.
                prop_assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control.clone()));
                prop_assert_eq!(TimeControl::from_pgn_tag(&control.pgn_tag()), Ok(control));
            }
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
        let _ = TimeControl::from_pgn_tag(&text);
    }

    #[test]
    fn fens_never_panic(text in chess_text()) {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            if let Ok(game) = Game::from_fen(&text, mode) {
                let _ = game.claimable();
                let _ = game.verdict();
            }
        }
    }

    #[test]
    fn pgn_text_never_panics(text in chess_text()) {
        for game in read_games(&text) {
            if let Err(error) = replay(&game, DeadPositionTest::Fast).into_result() {
                prop_assert!(!error.to_string().is_empty());
            }
        }
    }

    #[test]
    fn took_lists_never_panic(text in chess_text()) {
        let _ = parse_took(&text);
    }

    /// Any bytes as PGN: every game read goes through every export, and its
    /// PGN reads back to the same record.
    #[test]
    fn every_game_survives_every_export(bytes in prop_oneof![
        chess_text().prop_map(String::into_bytes),
        proptest::collection::vec(any::<u8>(), 0..300),
    ]) {
        for game in PgnReader::new(bytes.as_slice()).flatten() {
            if let Err(difference) = round_trip(&game) {
                prop_assert!(false, "{}", difference);
            }
        }
    }

    #[test]
    fn config_files_never_panic(text in prop_oneof![
        "[a-z_ =\\[\\]\"0-9.,#\n-]{0,120}",
        any::<String>(),
    ]) {
        let (_, notices) = config::parse(&text, std::path::Path::new("config.toml"));
        for notice in notices {
            for scheme in [&FIDE, &ENGLISH] {
                let line = scheme.message(&notice, Form::Print, false);
                prop_assert!(line.starts_with("config.toml"), "{}", line);
            }
        }
    }

    #[test]
    fn engine_output_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        for line in engine_lines(&bytes).into_iter().flatten() {
            let _ = Uci::read(&line);
            let _ = parse_option(&line);
        }
    }
}

/// A line an engine may say over and over: the options annabella sets and
/// others, names, info and best moves, some of them near the longest line
/// read (16 KiB) or past it, and anything at all.
fn engine_line() -> impl Strategy<Value = String> {
    let long = |c: char| (0usize..17_000).prop_map(move |n| c.to_string().repeat(n));
    prop_oneof![
        (
            prop_oneof![
                Just("Skill Level".to_owned()),
                Just("UCI_Elo".to_owned()),
                Just("UCI_LimitStrength".to_owned()),
                Just("UCI_Chess960".to_owned()),
                "[A-Za-z ]{1,40}",
                long('o'),
            ],
            any::<i64>(),
            any::<i64>()
        )
            .prop_map(|(name, min, max)| format!(
                "option name {name} type spin default 1 min {min} max {max}"
            )),
        long('n').prop_map(|name| format!("id name {name}")),
        long('m').prop_map(|word| format!("bestmove {word}")),
        (any::<i32>(), long('p')).prop_map(|(cp, pv)| format!("info score cp {cp} pv {pv}")),
        Just("uciok".to_owned()),
        any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Whatever an engine floods annabella with, over and over, each line
    /// is read into a small value and the answer to `uci` keeps each
    /// option once and a name of at most 200 characters.
    #[test]
    fn an_engine_flood_is_kept_bounded(
        lines in proptest::collection::vec(engine_line(), 1..6),
        times in 1usize..400,
    ) {
        let mut said = lines.join("\n");
        said.push('\n');
        let flood = said.repeat(times.min((1 << 20) / said.len()).max(1));
        let mut handshake = Handshake::default();
        for line in engine_lines(flood.as_bytes()).into_iter().flatten() {
            let uci = Uci::read(&line);
            match &uci {
                Uci::Name(name) => prop_assert!(name.chars().count() <= 201),
                Uci::BestMove(text) => prop_assert!(text.chars().count() <= 32),
                Uci::Option(option) => prop_assert!(option.name.len() <= 32),
                _ => {}
            }
            handshake.take(uci);
            prop_assert!(handshake.options.len() <= 4);
        }
        prop_assert!(handshake.name.is_none_or(|name| name.chars().count() <= 201));
    }
}

proptest! {
    /// Whatever a server sends on a stream is read or skipped, never a
    /// panic.
    #[test]
    fn server_lines_never_panic(text in prop_oneof![
        "\\{\"type\":\"(gameFull|gameState|chatLine|opponentGone|gameStart|challengeDeclined)\"[a-z0-9\":,\\{\\} ]{0,80}\\}",
        any::<String>(),
    ]) {
        if let Ok(annabella::online::api::GameLine::GameState(state)) = serde_json::from_str(&text) {
            let _ = state.server_state();
        }
        let _ = serde_json::from_str::<annabella::online::api::EventLine>(&text);
    }
}

proptest! {
    /// The cleaner of text from outside: whatever comes in, nothing a
    /// terminal acts on goes out (no control character, ECMA-48), the
    /// length is bounded, and printable text in any script is kept.
    #[test]
    fn text_from_outside_comes_out_clean(
        text in prop_oneof![
            "[a-zäöüß\u{1b}\u{7}\u{0}\u{9b}\u{9c}\u{9d}\\[\\];0-9 \n\t]{0,120}",
            any::<String>(),
        ],
        longest in 0usize..300,
    ) {
        use annabella::notation::outside::{clean, printable, visible};
        let cleaned = clean(&text, longest);
        prop_assert!(!cleaned.chars().any(char::is_control), "{:?}", cleaned);
        let shown = visible(&text, longest);
        prop_assert!(!shown.chars().any(char::is_control), "{:?}", shown);
        prop_assert!(cleaned.chars().count() <= longest + 1);
        let printed = printable(&text);
        prop_assert!(!printed.chars().any(|c| c.is_control() && c != '\n'), "{:?}", printed);
        if !text.chars().any(|c| c.is_control() || ('\u{2028}'..='\u{2069}').contains(&c)) {
            prop_assert_eq!(printed, text);
        }
    }

    /// A game stream's first line is a game or a reason to print, never a
    /// panic; the reason carries no control character.
    #[test]
    fn first_game_lines_never_panic(text in prop_oneof![
        "\\{\"type\":\"gameFull\",\"id\":\"g\",\"white\":\\{\\},\"black\":\\{\\},\"state\":\\{\"wtime\":[-0-9.e]{0,8}\\}[a-z0-9\":,\\{\\} ]{0,60}\\}",
        any::<String>(),
    ]) {
        match annabella::online::api::game_full(&text) {
            Ok(full) => {
                let _ = full.state.server_state();
            }
            Err(reason) => prop_assert!(!reason.chars().any(char::is_control), "{:?}", reason),
        }
    }
}

/// A hostile WAV file: a RIFF header whose every field is chosen at random
/// (format, channels, rate, bits, chunk sizes that may claim 4 GB), an
/// extra chunk before the samples, and samples of any length, or else
/// bytes of any kind.
fn hostile_wav() -> impl Strategy<Value = Vec<u8>> {
    let header = (
        any::<u32>(),
        prop_oneof![Just(1u16), Just(0xFFFEu16), any::<u16>()],
        prop_oneof![Just(1u16), Just(2u16), any::<u16>()],
        prop_oneof![Just(16_000u32), Just(1u32), Just(4_000u32), any::<u32>()],
        prop_oneof![Just(16u16), any::<u16>()],
        prop::option::of((
            any::<[u8; 4]>(),
            any::<u32>(),
            prop::collection::vec(any::<u8>(), 0..64),
        )),
        prop_oneof![any::<u32>(), Just(u32::MAX)],
        prop::collection::vec(any::<u8>(), 0..200_000),
    )
        .prop_map(
            |(riff, tag, channels, rate, bits, extra, data_size, data)| {
                let mut bytes = b"RIFF".to_vec();
                bytes.extend_from_slice(&riff.to_le_bytes());
                bytes.extend_from_slice(b"WAVEfmt ");
                bytes.extend_from_slice(&16u32.to_le_bytes());
                bytes.extend_from_slice(&tag.to_le_bytes());
                bytes.extend_from_slice(&channels.to_le_bytes());
                bytes.extend_from_slice(&rate.to_le_bytes());
                bytes.extend_from_slice(&rate.wrapping_mul(2).to_le_bytes());
                bytes.extend_from_slice(&channels.wrapping_mul(2).to_le_bytes());
                bytes.extend_from_slice(&bits.to_le_bytes());
                if let Some((id, size, body)) = extra {
                    bytes.extend_from_slice(&id);
                    bytes.extend_from_slice(&size.to_le_bytes());
                    bytes.extend_from_slice(&body);
                }
                bytes.extend_from_slice(b"data");
                bytes.extend_from_slice(&data_size.to_le_bytes());
                bytes.extend_from_slice(&data);
                bytes
            },
        );
    prop_oneof![header, prop::collection::vec(any::<u8>(), 0..4096)]
}

proptest! {
    // PROPTEST_CASES=… runs it longer.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(500)
    ))]

    /// A recording of a player's own voice pack, however its header lies,
    /// is read without a panic and never grows past the longest word at
    /// the pack's rate (16,000 samples a second): the file's own bytes, not
    /// its header, say how much there is.
    #[test]
    fn hostile_wav_files_stay_bounded(bytes in hostile_wav()) {
        use annabella::sound::pack::{LONGEST_RECORDING, own_recording};
        use annabella::sound::wav;
        if let Ok(audio) = wav::read(&bytes) {
            prop_assert!(audio.samples.len() <= bytes.len() / 2);
            prop_assert!(wav::RATES.contains(&audio.rate));
        }
        if let Ok(samples) = own_recording(&bytes, 16_000) {
            prop_assert!(samples.len() as u64 <= u64::from(LONGEST_RECORDING) * 16_000 + 1);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Any text on a braille card or sheet head, through a reader's
    /// braille at a grade, each case another (or the built-in letters
    /// where liblouis is not there): lines of at most 40 cells of ASCII braille, pages of at
    /// most 25 lines, never a panic.
    #[test]
    fn any_text_in_braille_stays_within_the_page(
        text in prop_oneof![
            "[a-zäöüßçğıöşüâîûþðæáéíóúýA-ZÄÖÜÇĞİÖŞÜÞÐÆЖжΩ北\u{600}-\u{6ff}\u{200c}\u{2066}-\u{2069}\u{2800}-\u{28ff}0-9 .,:;()!?\n\t-]{0,300}",
            any::<String>(),
        ],
        copies in 1usize..40,
        language in 0usize..5,
        grade in prop_oneof![Just(Grade::Zero), Just(Grade::One), Just(Grade::Two)],
    ) {
        use annabella::notation::Language;
        use annabella::scoresheet::braille::{ASCII_BRAILLE, CELLS_PER_LINE, Code, LINES_PER_PAGE, brf_text};
        let lines = vec![text; copies];
        let code = Code { language: Language::ALL[language], grade };
        let brf = brf_text(code, &lines);
        for page in brf.split('\x0c').filter(|page| !page.is_empty()) {
            let page_lines: Vec<&str> = page.trim_end_matches("\r\n").split("\r\n").collect();
            prop_assert!(page_lines.len() <= LINES_PER_PAGE);
            for line in page_lines {
                prop_assert!(line.len() <= CELLS_PER_LINE, "{:?}", line);
                prop_assert!(line.bytes().all(|b| ASCII_BRAILLE.contains(&b)), "{:?}", line);
            }
        }
    }

    /// Any text spelt in Latin letters for braille that lacks its letters:
    /// ASCII only, the ASCII letters and digits it had kept in their order,
    /// and every letter of the alphabets a game meets (Latin with its
    /// accented letters, Greek, Russian, Persian) spelt as at least one
    /// letter, never left out.
    #[test]
    fn spelling_in_latin_letters_leaves_no_letter_out(
        text in prop_oneof![
            "[a-zA-Z0-9äöüßçğışþðæøåñéíóúýÄÖÜÇĞİŞÞÐÆØÅÑЖжДдΩωλ\u{621}-\u{63a}\u{641}-\u{64a}\u{67e}\u{686}\u{698}\u{6a9}\u{6af}\u{6cc}\u{6f0}-\u{6f9}\u{200c}\u{2066}-\u{2069} .,:-]{0,200}",
            any::<String>(),
        ],
    ) {
        use annabella::notation::Language;
        use annabella::notation::latin::latin;
        for language in Language::ALL {
            let spelt = latin(language, &text);
            prop_assert!(spelt.is_ascii(), "{:?}", spelt);
            let kept: String = text.chars().filter(char::is_ascii_alphanumeric).collect();
            let mut rest = spelt.chars();
            prop_assert!(kept.chars().all(|c| rest.any(|s| s == c)), "{:?} {:?}", text, spelt);
            for c in text.chars().filter(|c| c.is_alphabetic() && (c.is_ascii() || matches!(c, '\u{c0}'..='\u{17f}' | '\u{391}'..='\u{3c9}' | '\u{400}'..='\u{45f}' | '\u{621}'..='\u{64a}' | '\u{67e}' | '\u{686}' | '\u{698}' | '\u{6a9}' | '\u{6af}' | '\u{6cc}'))) {
                let letter = latin(language, &c.to_string());
                prop_assert!(letter.chars().any(|l| l.is_ascii_alphabetic() || l == '\''), "{:?} is {:?}", c, letter);
            }
        }
    }

    /// Any head on a Persian text scoresheet: every line at most 40
    /// characters besides its isolation marks, and every isolate it opens
    /// closed on the same line.
    #[test]
    fn a_persian_text_scoresheet_closes_its_isolates_on_every_line(
        event in "[A-Za-zäöü0-9 \u{627}-\u{64a}\u{6cc}\u{6a9}.,:-]{0,200}",
        white in "[A-Za-zÞÆð \u{627}-\u{64a}]{0,120}",
    ) {
        use annabella::notation::scheme::PERSIAN;
        use annabella::scoresheet::{Scoresheet, export, read_games};
        let clean = |text: &str| text.replace(['"', '\\'], " ");
        let pgn = format!(
            "[Event \"{}\"]\n[Date \"2026.03.14\"]\n[White \"{}\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 {{(=)}} e5 *\n",
            clean(&event),
            clean(&white)
        );
        let games = read_games(&pgn);
        let sheet = Scoresheet::from_pgn(&games[0]).expect("the game reads");
        for line in export::text(&sheet, &PERSIAN).lines() {
            let mut open = 0usize;
            for c in line.chars() {
                match c {
                    '\u{2066}'..='\u{2068}' => open += 1,
                    '\u{2069}' => {
                        prop_assert!(open > 0, "{:?}", line);
                        open -= 1;
                    }
                    _ => {}
                }
            }
            prop_assert_eq!(open, 0, "{:?}", line);
            let width = line.chars().filter(|c| !matches!(c, '\u{2066}'..='\u{2069}')).count();
            prop_assert!(width <= 40, "{:?}", line);
        }
    }
}

/// Mails as friends write them, cut and spliced: headers, MIME parts,
/// quoting, moves with and without numbers, words of offers and
/// resignation, anything at all. (The fuzz target `mail_letter` does the
/// same, coverage-guided.)
fn mail_bytes() -> impl Strategy<Value = Vec<u8>> {
    let words = prop::collection::vec(
        prop_oneof![
            Just("12. Lc2".to_owned()),
            Just("12... Te8".to_owned()),
            Just("11... Lb7".to_owned()),
            Just("Sf1".to_owned()),
            Just("Springer f1".to_owned()),
            Just("0-0".to_owned()),
            Just("(2332)".to_owned()),
            Just("Ich spiele".to_owned()),
            Just("nicht".to_owned()),
            Just("oder".to_owned()),
            Just("Remis?".to_owned()),
            Just("Ich gebe auf.".to_owned()),
            Just("wenn".to_owned()),
            Just("dann".to_owned()),
            Just("dein Zug:".to_owned()),
            Just("\n> ".to_owned()),
            Just("\nAm 1.1.26 um 10:00 schrieb Anna:\n".to_owned()),
            Just("\n-----Original Message-----\n".to_owned()),
            Just("\nerhalten: 2026-11-17 gesendet: 2999-12-31\n".to_owned()),
            Just("\nContent-Type: text/html\n\n<blockquote>".to_owned()),
            "[ -~äöüß\n]{0,12}",
        ],
        0..40,
    )
    .prop_map(|words| words.join(" "));
    let mail = (words.clone(), "[A-Za-z0-9+/=]{0,40}").prop_map(|(body, noise)| {
        format!(
            "From: Bob <bob@example.org>\nDate: Tue, 17 Nov 2026 21:14:05 +0100\n\
             MIME-Version: 1.0\nContent-Type: multipart/alternative; boundary=\"b\"\n\n\
             --b\nContent-Type: text/plain; charset=windows-1252\n\
             Content-Transfer-Encoding: quoted-printable\n\n{body}=E4{noise}\n--b--\n"
        )
        .into_bytes()
    });
    prop_oneof![
        words.prop_map(String::into_bytes),
        mail,
        prop::collection::vec(any::<u8>(), 0..2048),
    ]
}

proptest! {
    // PROPTEST_CASES=… runs it longer.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(500)
    ))]

    /// Any mail is read without a panic, and a move is played only where
    /// the mail names it: legal, its square (or its ICCF digits, or
    /// castling) written in the new text.
    #[test]
    fn a_mail_plays_no_move_it_does_not_name(bytes in mail_bytes()) {
        use annabella::correspondence::letter::{self, Found, Mine, Table};
        use annabella::correspondence::mail::Mail;
        use annabella::notation::scheme::FIDE;
        use shakmaty::{Chess, Position, san::San};
        let mail = Mail::read(&bytes);
        prop_assert!(!mail.text.chars().any(|c| c.is_control() && c != '\n'));
        let mut positions = vec![Chess::default()];
        let mut moves = Vec::new();
        for san in "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 Nbd2 Bb7"
            .split_whitespace()
        {
            let position = positions.last().cloned().unwrap_or_default();
            let m = san.parse::<San>().ok().and_then(|s| s.to_move(&position).ok());
            prop_assert!(m.is_some());
            let Some(m) = m else { break };
            let mut after = position;
            after.play_unchecked(m);
            positions.push(after);
            moves.push(m);
        }
        let (position, before) = (&positions[22], &positions[21]);
        let table = Table {
            position,
            mine: Some(Mine { before, m: moves[21] }),
            cards: &[],
            offered: false,
            scheme: &FIDE,
        };
        if let Found::Move(m) = letter::read(&mail.text, &table).found {
            prop_assert!(position.is_legal(m));
            let text = mail.text.to_lowercase();
            let named = text.contains(&m.to().to_string())
                || text.contains(&annabella::notation::formats::iccf(m))
                || (m.is_castle() && (text.contains("0-0") || text.contains("o-o")));
            prop_assert!(named, "{:?} from {:?}", m, text);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A line typed in any language: the command reader reads it (the
    /// language's words, phrases apart or run together, Persian joiners,
    /// Arabic letters and digits, Turkish and Icelandic letters), in play
    /// and in review, and a game in Turkish, Persian or Icelandic answers
    /// it without a panic and prints no control character.
    #[test]
    fn typed_lines_in_every_language_never_panic(text in prop_oneof![
        "[evtayırhçkşğüöberaeglitpsşınboa yüaıe]{0,30}",
        "[بلهنتساویمرگفدکيكى\u{200C}\u{200D}۰-۹٠-٩ ]{0,30}",
        "[jánehtæviðskáfrögúýþðílupc ]{0,30}",
        any::<String>(),
    ]) {
        use annabella::notation::scheme::{FIDE_PERSIAN, ICELANDIC, Scheme, TURKISH};
        use annabella::play::command::Command;
        use annabella::play::{Session, SessionOptions};
        for scheme in Scheme::ALL {
            for review in [false, true] {
                let _ = Command::parse_in(&text, review, scheme.language);
            }
        }
        for scheme in [&TURKISH, &FIDE_PERSIAN, &ICELANDIC] {
            let mut session = Session::new(Game::standard(), SessionOptions::new(scheme));
            for line in session.handle(&text).printed(scheme, false) {
                prop_assert!(!line.chars().any(|c| c.is_control() && c != '\n'), "{:?}", line);
            }
        }
    }
}

/// A piece of an XfCC answer: the elements a `GetMyGames`, `MakeAMove` or
/// fault answer is made of, references and CDATA, or anything at all.
fn xfcc_piece() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>",
            "</soap:Body></soap:Envelope>",
            "<GetMyGamesResponse xmlns=\"http://www.bennedik.com/webservices/XfccBasic\">",
            "<GetMyGamesResult>",
            "</GetMyGamesResult></GetMyGamesResponse>",
            "<XfccGame>",
            "</XfccGame>",
            "<id>101</id>",
            "<white>Anna</white><black>Bob</black>",
            "<myTurn>true</myTurn><hasWhite>true</hasWhite>",
            "<moves>1.e4 e5 2.Nf3 Nc6 3.Bb5</moves>",
            "<moves>1.e4 e5 2.Ke2 Ke7 3.O-O</moves>",
            "<setup>true</setup><fen>8/8/8/8/8/8/8/K6k w - - 0 1</fen>",
            "<variant>chess960</variant>",
            "<daysPlayer>99999999999</daysPlayer>",
            "<result>WhiteWins</result>",
            "<message>",
            "</message>",
            "<x/>",
            "<a><b><c>",
            "</c></b></a>",
            "&amp;",
            "&#x41;",
            "&#xD800;",
            "&#1114112;",
            "&unknown;",
            "<![CDATA[\u{1b}[2J]]>",
            "<MakeAMoveResponse><MakeAMoveResult>Success</MakeAMoveResult></MakeAMoveResponse>",
            "<soap:Fault><faultstring>AuthenticationFailed</faultstring></soap:Fault>",
        ])
        .prop_map(str::to_owned),
        "[a-z<>/&;#0-9 \u{1b}\u{7}\u{202e}]{0,12}",
        any::<String>(),
    ]
}

proptest! {
    // PROPTEST_CASES=… runs it longer.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(300)
    ))]

    /// Any text as an XfCC server's answer, up to past the 4 MB an answer
    /// may have (its pieces repeated): read as `GetMyGames`, `MakeAMove`
    /// and a fault without a panic, a list within the limits (1000 games,
    /// 64 KB a field) or a refusal, every game said in the list with no
    /// control character from the server, its moves read from its start.
    #[test]
    fn xfcc_answers_are_read_within_bounds(
        pieces in proptest::collection::vec(xfcc_piece(), 0..40),
        repeat in prop_oneof![Just(1usize), 1usize..20_000],
    ) {
        use annabella::correspondence::iccf::{in_order, listed, opponent};
        use annabella::correspondence::server_game::{moves_of, start_of};
        use annabella::correspondence::xfcc::{
            LONGEST_FIELD, MOST_GAMES, read_fault, read_games, read_result,
        };
        use annabella::notation::{CorrText, Message};
        let one = pieces.concat();
        let text = one.repeat(repeat.min((5 << 20) / one.len().max(1)));
        if let Some(fault) = read_fault(&text) {
            prop_assert!(fault.len() <= LONGEST_FIELD);
        }
        if let Ok(code) = read_result(&text) {
            prop_assert!(code.len() <= LONGEST_FIELD);
        }
        if let Ok(games) = read_games(&text) {
            prop_assert!(games.len() <= MOST_GAMES);
            for (number, game) in (1..).zip(&in_order(games)) {
                let id = game.id();
                prop_assert!(id.len() <= 40 && id.chars().all(|c| c.is_ascii_alphanumeric()));
                prop_assert!(!opponent(game).chars().any(char::is_control));
                let line = ENGLISH.message(
                    &Message::Corr(CorrText::Iccf(listed(number, game))),
                    Form::Print,
                    false,
                );
                prop_assert!(!line.chars().any(|c| c.is_control() && c != '\n'), "{:?}", line);
                if let Ok(start) = start_of(game) {
                    let _ = moves_of(game.field("moves"), start.position());
                }
            }
        }
    }
}
