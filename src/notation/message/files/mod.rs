//! Files and the config file: why a file cannot be used, why a value of
//! an option or setting cannot be used. Said by `locales/*/files.ftl`;
//! their ids are in `ids.rs`.

pub(super) mod ids;
#[cfg(test)]
pub(super) mod tests;

/// Why a file or folder could not be used, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    NoPermission,
    NotFound,
    /// A part of the path is a file, not a folder.
    NotAFolder,
    IsAFolder,
    /// A device, a pipe or anything else that is not a plain file.
    NotAFile,
    NoSpace,
    ReadOnly,
    /// Another annabella is playing the game of this file.
    Locked,
    /// There is no folder to save in (no HOME, no XDG_DATA_HOME).
    NoFolder,
    /// What the system said, as it said it.
    Other(String),
    /// A symbolic link to something that is not there.
    DanglingLink,
    /// An export's output is the file it reads.
    IsTheSource,
    /// Bigger than the limit, in bytes, of what is read.
    TooBig(u64),
    /// Every name for a new game's file is taken.
    NoFreeName,
    /// Something was put at a new file's name meanwhile.
    AlreadyThere,
    /// The file was changed by another program while the game was played.
    ChangedMeanwhile,
    /// A file read for its games has none.
    NoGame,
    /// A WAV file would hold more than this many bytes of sound, the most
    /// one RIFF file can.
    RiffFull(u64),
    /// Links that lead round in a circle.
    LinkLoop,
    /// A name too long, or with characters the file system refuses.
    BadName,
    /// Bigger than the file system lets one file be.
    TooBigForDisk,
    /// In use by the system (a device busy, a file being run).
    Busy,
    /// A link at a name annabella chose for a file of its own: never
    /// written, truncated, renamed onto or deleted through.
    Link,
    /// A folder of annabella's own on the way to a file is a link.
    LinkOnTheWay,
}

impl FileProblem {
    /// A folder that could not be made: `AlreadyExists` there means a file
    /// stands where the folder belongs.
    pub fn of_folder(error: &std::io::Error) -> FileProblem {
        match error.kind() {
            std::io::ErrorKind::AlreadyExists => FileProblem::NotAFolder,
            _ => FileProblem::from(error),
        }
    }
}

impl From<&std::io::Error> for FileProblem {
    fn from(error: &std::io::Error) -> FileProblem {
        use std::io::ErrorKind;
        if crate::platform::is_link_loop(error) {
            return FileProblem::LinkLoop;
        }
        match error.kind() {
            ErrorKind::PermissionDenied => FileProblem::NoPermission,
            ErrorKind::NotFound => FileProblem::NotFound,
            ErrorKind::NotADirectory => FileProblem::NotAFolder,
            ErrorKind::IsADirectory => FileProblem::IsAFolder,
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => FileProblem::NoSpace,
            ErrorKind::ReadOnlyFilesystem => FileProblem::ReadOnly,
            ErrorKind::AlreadyExists => FileProblem::AlreadyThere,
            ErrorKind::InvalidFilename => FileProblem::BadName,
            ErrorKind::FileTooLarge => FileProblem::TooBigForDisk,
            ErrorKind::ResourceBusy | ErrorKind::ExecutableFileBusy => FileProblem::Busy,
            _ => FileProblem::Other(error.to_string()),
        }
    }
}

/// Why a value of a command-line option or of the config file cannot be
/// used; each holds the value as it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingProblem {
    /// Not `human`, `engine` or `engine=PATH`.
    Player(String),
    PieceStyle(String),
    Level(String),
    Rate(String),
    /// A time control that cannot be read from this character (from 1).
    Time {
        text: String,
        column: usize,
    },
    Scheme(String),
    /// Not the code of one of annabella's languages.
    Language(String),
    /// Not `words` or `san`.
    Notation(String),
    Voice(String),
    Theme(String),
    /// Not `white` or `black` (the blind player's side).
    Color(String),
    BoardSize(String),
    /// Not a braille grade: 0, 1 or 2.
    BrailleGrade(String),
    /// A warning threshold that is no number of seconds.
    Seconds(String),
    Chess960(String),
    /// Days per move that lichess does not offer.
    Days(String),
    /// A clock for lichess that is not minutes+seconds.
    OnlineClock(String),
    /// A clock lichess does not take for a challenge or an AI game.
    ChallengeClock(String),
    /// An AI level other than 1 to 8.
    AiLevel(String),
    /// A colour other than white, black or random.
    OnlineColor(String),
    /// A variant annabella does not play.
    Variant(String),
    /// A rating range not like 1500-1800, or for anything but a seek.
    RatingRange(String),
    /// An option lichess takes only for some requests
    /// (`lichess-org/api`): a rating range only for a seek, a colour
    /// only for a real-time seek, `rated` never for its AI.
    RatingRangeSeekOnly,
    ColorRealTimeSeekOnly,
    AiCasualOnly,
    /// The file has a list or a table where text or a number belongs.
    NotText,
    NotTrueOrFalse,
    /// A key of the file that annabella does not know.
    Unknown,
}

/// Why the config file as a whole was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigFault {
    NotUtf8,
    Unreadable(FileProblem),
    /// Not TOML, with the reader's own detail.
    NotToml(String),
}
