//! The play options, from the command line and from the config file
//! `$XDG_CONFIG_HOME/annabella/config.toml` (`~/.config/annabella/config.toml`
//! without it). The command line wins; a bad value in the file is named with
//! its line, and the default is used instead.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use toml::{Spanned, Value};

use super::options::Player;
use crate::game::TimeControl;
use crate::notation::message::{ConfigFault, FileProblem, Message, SettingProblem};
use crate::notation::{Language, Scheme};
use crate::scoresheet::braille::Grade;
use crate::scoresheet::files::read_bounded;
use crate::sound::VoiceKind;

/// Who plays a side: `human`, `engine` or `engine=PATH`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSetting {
    pub player: Player,
    /// The engine program named with `engine=PATH`.
    pub program: Option<String>,
}

impl std::str::FromStr for PlayerSetting {
    type Err = SettingProblem;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        match text.split_once('=') {
            None if text.eq_ignore_ascii_case("human") => Ok(PlayerSetting {
                player: Player::Human,
                program: None,
            }),
            None if text.eq_ignore_ascii_case("engine") => Ok(PlayerSetting {
                player: Player::Engine,
                program: None,
            }),
            Some((kind, path)) if kind.eq_ignore_ascii_case("engine") && !path.is_empty() => {
                Ok(PlayerSetting {
                    player: Player::Engine,
                    program: Some(path.to_owned()),
                })
            }
            _ => Err(SettingProblem::Player(text.to_owned())),
        }
    }
}

/// How pieces are drawn on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum PieceStyle {
    /// Large shapes that grow with the square (letters where it is small).
    #[default]
    Shapes,
    /// K Q R B N P, white in capitals: readable in any font.
    Letters,
    /// ♔ ♕ ♖ ♗ ♘ ♙.
    Figurines,
}

impl std::str::FromStr for PieceStyle {
    type Err = SettingProblem;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_lowercase().as_str() {
            "shapes" => Ok(PieceStyle::Shapes),
            "letters" => Ok(PieceStyle::Letters),
            "figurines" => Ok(PieceStyle::Figurines),
            _ => Err(SettingProblem::PieceStyle(text.trim().to_owned())),
        }
    }
}

/// Every play option; `None` where it was not given.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    pub white: Option<PlayerSetting>,
    pub black: Option<PlayerSetting>,
    pub engine: Option<String>,
    pub level: Option<u8>,
    pub time: Option<TimeControl>,
    pub scheme: Option<&'static Scheme>,
    /// The language of the sentences (`--language`, `language`).
    pub language: Option<Language>,
    pub voice: Option<VoiceKind>,
    pub rate: Option<f64>,
    pub voice_pack: Option<PathBuf>,
    pub system_voice: Option<String>,
    pub line: Option<bool>,
    /// Line mode at a terminal shows the last move and who is to move
    /// before the line typed.
    pub prompt: Option<bool>,
    pub two_board: Option<bool>,
    pub tournament: Option<bool>,
    /// The blind player's side in two-board play.
    pub color: Option<shakmaty::Color>,
    pub help: Option<bool>,
    pub ascii: Option<bool>,
    pub five_minute_cue: Option<bool>,
    pub warnings: Option<Vec<Duration>>,
    pub pieces: Option<PieceStyle>,
    pub theme: Option<super::theme::Theme>,
    /// The share of the terminal's width the board may take, in percent.
    pub board_size: Option<u8>,
    /// How printed answers write moves and squares: in words or as SAN.
    pub notation: Option<crate::notation::Form>,
    /// The player's own name, on correspondence cards and in their PGN.
    pub name: Option<String>,
    /// The player's mail folder (Maildir or mbox), where a correspondence
    /// game's `read` finds the opponent's mail.
    pub mail_folder: Option<PathBuf>,
    /// The grade of braille sheets and cards: 0, 1 or 2.
    pub braille_grade: Option<Grade>,
}

/// Reads a value of the command line or the file: the reason when it is bad.
pub fn parse_level(text: &str) -> Result<u8, SettingProblem> {
    match text.trim().parse::<u8>() {
        Ok(level) if super::engine::LEVELS.contains(&level) => Ok(level),
        _ => Err(SettingProblem::Level(text.trim().to_owned())),
    }
}

pub fn parse_rate(text: &str) -> Result<f64, SettingProblem> {
    match text.trim().parse::<f64>() {
        Ok(rate) if (0.75..=2.0).contains(&rate) => Ok(rate),
        _ => Err(SettingProblem::Rate(text.trim().to_owned())),
    }
}

/// The blind player's side: `white` or `black`.
pub fn parse_color(text: &str) -> Result<shakmaty::Color, SettingProblem> {
    match text.trim().to_lowercase().as_str() {
        "white" | "weiss" | "weiß" => Ok(shakmaty::Color::White),
        "black" | "schwarz" => Ok(shakmaty::Color::Black),
        _ => Err(SettingProblem::Color(text.trim().to_owned())),
    }
}

pub fn parse_time(text: &str) -> Result<TimeControl, SettingProblem> {
    text.parse()
        .map_err(|e: crate::game::TimeControlError| SettingProblem::Time {
            text: e.input,
            column: e.column,
        })
}

/// `words` (the default) or `san`: how printed answers write moves.
pub fn parse_notation(text: &str) -> Result<crate::notation::Form, SettingProblem> {
    match text.trim().to_lowercase().as_str() {
        "words" | "worte" => Ok(crate::notation::Form::Print),
        "san" => Ok(crate::notation::Form::San),
        _ => Err(SettingProblem::Notation(text.to_owned())),
    }
}

pub fn parse_scheme(text: &str) -> Result<&'static Scheme, SettingProblem> {
    text.parse()
        .map_err(|_: crate::notation::scheme::UnknownScheme| {
            SettingProblem::Scheme(text.trim().to_owned())
        })
}

/// A language by its code: `de`, `en` (a locale's name such as
/// `tr_TR.UTF-8` names its language too).
pub fn parse_language(text: &str) -> Result<Language, SettingProblem> {
    Language::from_code(text).ok_or_else(|| SettingProblem::Language(text.trim().to_owned()))
}

pub fn parse_voice(text: &str) -> Result<VoiceKind, SettingProblem> {
    text.parse()
        .map_err(|_| SettingProblem::Voice(text.trim().to_owned()))
}

/// The board's share of the terminal's width: 50 to 90 percent.
pub fn parse_board_size(text: &str) -> Result<u8, SettingProblem> {
    match text.trim().trim_end_matches('%').parse::<u8>() {
        Ok(size) if (50..=90).contains(&size) => Ok(size),
        _ => Err(SettingProblem::BoardSize(text.trim().to_owned())),
    }
}

/// The grade of braille: 0, 1 (the default) or 2 (contracted).
pub fn parse_braille_grade(text: &str) -> Result<Grade, SettingProblem> {
    text.parse()
        .map_err(|()| SettingProblem::BrailleGrade(text.trim().to_owned()))
}

/// Warning thresholds in seconds, largest first: `300,60,30,10`.
pub fn parse_warnings(text: &str) -> Result<Vec<Duration>, SettingProblem> {
    let mut seconds = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match part.parse::<u32>() {
            Ok(s) if s > 0 && s <= 36_000 => seconds.push(Duration::from_secs(u64::from(s))),
            _ => return Err(SettingProblem::Seconds(part.to_owned())),
        }
    }
    seconds.sort_unstable_by(|a, b| b.cmp(a));
    seconds.dedup();
    Ok(seconds)
}

impl Settings {
    /// Settings given here win over `other`'s.
    pub fn or(self, other: Settings) -> Settings {
        Settings {
            white: self.white.or(other.white),
            black: self.black.or(other.black),
            engine: self.engine.or(other.engine),
            level: self.level.or(other.level),
            time: self.time.or(other.time),
            scheme: self.scheme.or(other.scheme),
            language: self.language.or(other.language),
            voice: self.voice.or(other.voice),
            rate: self.rate.or(other.rate),
            voice_pack: self.voice_pack.or(other.voice_pack),
            system_voice: self.system_voice.or(other.system_voice),
            line: self.line.or(other.line),
            prompt: self.prompt.or(other.prompt),
            two_board: self.two_board.or(other.two_board),
            tournament: self.tournament.or(other.tournament),
            color: self.color.or(other.color),
            help: self.help.or(other.help),
            ascii: self.ascii.or(other.ascii),
            five_minute_cue: self.five_minute_cue.or(other.five_minute_cue),
            warnings: self.warnings.or(other.warnings),
            pieces: self.pieces.or(other.pieces),
            theme: self.theme.or(other.theme),
            board_size: self.board_size.or(other.board_size),
            notation: self.notation.or(other.notation),
            name: self.name.or(other.name),
            mail_folder: self.mail_folder.or(other.mail_folder),
            braille_grade: self.braille_grade.or(other.braille_grade),
        }
    }
}

/// Where the config file is looked for: in annabella's configuration
/// folder ([`crate::platform::config_folder`]).
pub fn config_path() -> Option<PathBuf> {
    Some(crate::platform::config_folder()?.join("config.toml"))
}

/// The settings of the config file, with one message for each thing in it
/// that was not used. A missing file is no settings and no messages.
pub fn load(path: &Path) -> (Settings, Vec<Message>) {
    let unused = |fault| {
        vec![Message::ConfigUnused {
            file: path.to_path_buf(),
            line: None,
            fault,
        }]
    };
    match read_bounded(path, LARGEST_CONFIG) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => parse(&text, path),
            Err(_) => (Settings::default(), unused(ConfigFault::NotUtf8)),
        },
        Err(FileProblem::NotFound) => (Settings::default(), vec![]),
        Err(problem) => (
            Settings::default(),
            unused(ConfigFault::Unreadable(problem)),
        ),
    }
}

/// The largest config file that is read: a few hundred bytes is what one
/// holds; a file of megabytes is not a config file.
const LARGEST_CONFIG: u64 = 4 << 20;

/// The most settings named one by one as not used; the rest are counted.
const NOTICES_NAMED: usize = 10;

/// The line (from 1) of each byte offset, found by halving a list of
/// where lines start, so that many settings cost no more than a few.
struct Lines(Vec<usize>);

impl Lines {
    fn of(text: &str) -> Lines {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(at, _)| at + 1))
            .collect();
        Lines(starts)
    }

    fn line_of(&self, offset: usize) -> usize {
        self.0.partition_point(|&start| start <= offset)
    }
}

/// The settings of a config file's text; `file` says where it came from.
pub fn parse(text: &str, file: &Path) -> (Settings, Vec<Message>) {
    let mut settings = Settings::default();
    let mut notices = Vec::new();
    let table: BTreeMap<String, Spanned<Value>> = match toml::from_str(text) {
        Ok(table) => table,
        Err(error) => {
            notices.push(Message::ConfigUnused {
                file: file.to_path_buf(),
                line: error.span().map(|span| Lines::of(text).line_of(span.start)),
                fault: ConfigFault::NotToml(
                    error.message().lines().next().unwrap_or("").to_owned(),
                ),
            });
            return (settings, notices);
        }
    };
    let lines = Lines::of(text);
    let mut entries: Vec<(String, Spanned<Value>)> = table.into_iter().collect();
    entries.sort_by_key(|(_, value)| value.span().start);
    let mut more = 0;
    for (key, value) in entries {
        let line = lines.line_of(value.span().start);
        let value = value.into_inner();
        if let Err(problem) = settings.set(&key, &value) {
            if notices.len() == NOTICES_NAMED {
                more += 1;
                continue;
            }
            notices.push(Message::BadSetting {
                file: file.to_path_buf(),
                line,
                key,
                problem,
            });
        }
    }
    if more > 0 {
        notices.push(Message::MoreSettingsUnused {
            file: file.to_path_buf(),
            more,
        });
    }
    (settings, notices)
}

fn text_of(value: &Value) -> Result<String, SettingProblem> {
    match value {
        Value::String(text) => Ok(text.clone()),
        Value::Integer(n) => Ok(n.to_string()),
        Value::Float(x) => Ok(x.to_string()),
        _ => Err(SettingProblem::NotText),
    }
}

fn bool_of(value: &Value) -> Result<bool, SettingProblem> {
    value.as_bool().ok_or(SettingProblem::NotTrueOrFalse)
}

impl Settings {
    /// One setting of the file.
    fn set(&mut self, key: &str, value: &Value) -> Result<(), SettingProblem> {
        let text = || text_of(value);
        match key {
            "white" => self.white = Some(text()?.parse()?),
            "black" => self.black = Some(text()?.parse()?),
            "engine" => self.engine = Some(text()?),
            "level" => self.level = Some(parse_level(&text()?)?),
            "time" => self.time = Some(parse_time(&text()?)?),
            "scheme" => self.scheme = Some(parse_scheme(&text()?)?),
            "language" => self.language = Some(parse_language(&text()?)?),
            "notation" => self.notation = Some(parse_notation(&text()?)?),
            "voice" => self.voice = Some(parse_voice(&text()?)?),
            "rate" => self.rate = Some(parse_rate(&text()?)?),
            "voice_pack" => self.voice_pack = Some(PathBuf::from(text()?)),
            "system_voice" => self.system_voice = Some(text()?),
            "line" => self.line = Some(bool_of(value)?),
            "prompt" => self.prompt = Some(bool_of(value)?),
            "two_board" => self.two_board = Some(bool_of(value)?),
            "tournament" => self.tournament = Some(bool_of(value)?),
            "color" => self.color = Some(parse_color(&text()?)?),
            "help" => self.help = Some(bool_of(value)?),
            "ascii" => self.ascii = Some(bool_of(value)?),
            "five_minute_cue" => self.five_minute_cue = Some(bool_of(value)?),
            "pieces" => self.pieces = Some(text()?.parse()?),
            "theme" => self.theme = Some(text()?.parse()?),
            "board_size" => self.board_size = Some(parse_board_size(&text()?)?),
            "name" => {
                let name = crate::notation::outside::clean(text()?.trim(), 80);
                if name.is_empty() {
                    return Err(SettingProblem::NotText);
                }
                self.name = Some(name);
            }
            "mail_folder" => self.mail_folder = Some(PathBuf::from(text()?)),
            "braille_grade" => self.braille_grade = Some(parse_braille_grade(&text()?)?),
            "warnings" => {
                let list = match value {
                    Value::Array(items) => items
                        .iter()
                        .map(text_of)
                        .collect::<Result<Vec<_>, _>>()?
                        .join(","),
                    other => text_of(other)?,
                };
                self.warnings = Some(parse_warnings(&list)?);
            }
            _ => return Err(SettingProblem::Unknown),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Form;
    use crate::notation::scheme::{ENGLISH, FIDE};

    /// Each notice as one text, across the lines it is printed in (the
    /// file's path on a line of its own).
    fn in_english(notices: &[Message]) -> Vec<String> {
        notices
            .iter()
            .map(|notice| {
                ENGLISH
                    .message(notice, Form::Print, false)
                    .replace('\n', " ")
            })
            .collect()
    }

    #[test]
    fn good_settings_are_read() {
        let (settings, notices) = parse(
            "black = \"engine\"\nlevel = 5\ntime = \"5+3\"\nrate = 1.5\nwarnings = [60, 10]\nline = true\n",
            Path::new("config.toml"),
        );
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(settings.level, Some(5));
        assert_eq!(settings.rate, Some(1.5));
        assert_eq!(settings.line, Some(true));
        assert_eq!(
            settings.warnings,
            Some(vec![Duration::from_secs(60), Duration::from_secs(10)])
        );
        assert_eq!(settings.black.map(|b| b.player), Some(Player::Engine));
    }

    /// The blind player's side of two-board play.
    #[test]
    fn the_blind_players_side_is_white_or_black() {
        let (settings, notices) = parse("color = \"black\"\n", Path::new("config.toml"));
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(settings.color, Some(shakmaty::Color::Black));
        let (settings, notices) = parse("color = \"green\"\n", Path::new("config.toml"));
        assert_eq!(settings.color, None);
        assert_eq!(
            in_english(&notices),
            vec![
                "config.toml Line 1: color: \"green\" is not a side: white or black; the default is used."
            ]
        );
    }

    #[test]
    fn a_bad_value_is_named_with_its_line_and_the_rest_is_kept() {
        let (settings, notices) = parse(
            "level = 5\n# a comment\nrate = 7\nscheme = \"klingon\"\ncolour = \"red\"\n",
            Path::new("config.toml"),
        );
        assert_eq!(settings.level, Some(5));
        assert_eq!(settings.rate, None);
        assert_eq!(
            in_english(&notices),
            vec![
                "config.toml Line 3: rate: \"7\" is not a speaking rate from 0.75 to 2; the default is used.",
                "config.toml Line 4: scheme: \"klingon\" is not a scheme: fide, local or english; the default is used.",
                "config.toml Line 5: colour: not a setting annabella knows; the default is used.",
            ]
        );
        assert_eq!(
            FIDE.message(&notices[0], Form::Print, false),
            "config.toml\nZeile 3: rate:\n„7“ ist keine Sprechgeschwindigkeit\nvon 0,75 bis 2;\n\
es gilt der Standardwert."
        );
    }

    #[test]
    fn broken_toml_is_named_and_nothing_is_used() {
        let (settings, notices) = parse("level = 5\nrate = = 2\n", Path::new("config.toml"));
        assert_eq!(settings.level, None);
        let notices = in_english(&notices);
        assert_eq!(notices.len(), 1);
        assert!(
            notices[0].starts_with("config.toml Line 2: not valid TOML"),
            "{notices:?}"
        );
    }

    /// 160,000 unknown keys: ten named with their lines, the rest counted
    /// in one more line.
    #[test]
    fn many_bad_settings_are_counted_not_listed() {
        let text: String = (1..=160_000).map(|n| format!("k{n} = 1\n")).collect();
        let (_, notices) = parse(&text, Path::new("c.toml"));
        let notices = in_english(&notices);
        assert_eq!(notices.len(), 11);
        assert_eq!(
            notices[9],
            "c.toml Line 10: k10: not a setting annabella knows; the default is used."
        );
        assert_eq!(
            notices[10],
            "c.toml 159990 more settings are not used either; their defaults are used."
        );
    }

    #[test]
    fn players_are_human_or_engine() {
        assert_eq!(
            "engine=/opt/sf".parse::<PlayerSetting>().map(|p| p.program),
            Ok(Some("/opt/sf".into()))
        );
        assert!("robot".parse::<PlayerSetting>().is_err());
        assert!("engine=".parse::<PlayerSetting>().is_err());
    }
}
