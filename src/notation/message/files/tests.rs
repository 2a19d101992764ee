//! One of every message of the files area, for the tests of every message.

use std::path::PathBuf;

use super::*;
use crate::notation::message::Message;
use crate::notation::message::tests::*;

/// One of every message of the area, with sample contents that belong to
/// no language (paths, names, numbers), as long as real ones are.
pub(crate) fn samples() -> Vec<Message> {
    let path = || PathBuf::from(LONG_PATH);
    let problems = [
        FileProblem::NoPermission,
        FileProblem::NotFound,
        FileProblem::NotAFolder,
        FileProblem::IsAFolder,
        FileProblem::NotAFile,
        FileProblem::NoSpace,
        FileProblem::ReadOnly,
        FileProblem::Locked,
        FileProblem::NoFolder,
        FileProblem::Other("EIO 5".into()),
        FileProblem::DanglingLink,
        FileProblem::IsTheSource,
        FileProblem::TooBig(1_048_576),
        FileProblem::NoFreeName,
        FileProblem::AlreadyThere,
        FileProblem::ChangedMeanwhile,
        FileProblem::NoGame,
        FileProblem::RiffFull(4_294_967_259),
        FileProblem::LinkLoop,
        FileProblem::BadName,
        FileProblem::TooBigForDisk,
        FileProblem::Busy,
        FileProblem::Link,
        FileProblem::LinkOnTheWay,
    ];
    let settings = [
        SettingProblem::Player("x7".into()),
        SettingProblem::PieceStyle("x7".into()),
        SettingProblem::Level("x7".into()),
        SettingProblem::Rate("x7".into()),
        SettingProblem::Time {
            text: "x7".into(),
            column: 2,
        },
        SettingProblem::Scheme("x7".into()),
        SettingProblem::Language("x7".into()),
        SettingProblem::Notation("x7".into()),
        SettingProblem::Voice("x7".into()),
        SettingProblem::Theme("x7".into()),
        SettingProblem::Color("x7".into()),
        SettingProblem::BoardSize("x7".into()),
        SettingProblem::BrailleGrade("x7".into()),
        SettingProblem::Seconds("x7".into()),
        SettingProblem::Chess960("x7".into()),
        SettingProblem::Days("x7".into()),
        SettingProblem::OnlineClock("x7".into()),
        SettingProblem::ChallengeClock("x7".into()),
        SettingProblem::AiLevel("x7".into()),
        SettingProblem::OnlineColor("x7".into()),
        SettingProblem::Variant("x7".into()),
        SettingProblem::RatingRange("x7".into()),
        SettingProblem::RatingRangeSeekOnly,
        SettingProblem::ColorRealTimeSeekOnly,
        SettingProblem::AiCasualOnly,
        SettingProblem::NotText,
        SettingProblem::NotTrueOrFalse,
        SettingProblem::Unknown,
    ];
    let mut all = vec![
        Message::SavingTo(path()),
        Message::SavedIn(path()),
        Message::SavedAgain(path()),
        Message::FolderMadeAgain(path()),
        Message::LinksParted(path()),
        Message::ChangedMeanwhile {
            path: path(),
            found: true,
        },
        Message::ChangedMeanwhile {
            path: path(),
            found: false,
        },
        Message::WavNeedsFile,
        Message::BrailleTableMissing("tr-g1.ctb".into()),
        Message::BrailleLibraryRefused(path()),
        Message::BrailleLibraryStopped(5),
        Message::MoreSettingsUnused {
            file: path(),
            more: 12,
        },
        Message::Resuming {
            path: path(),
            game: 2,
            plies: 245,
        },
        Message::SaveFileExists(path()),
        Message::SaveFileKept(path()),
        Message::OnlineGameNotResumed {
            path: path(),
            id: "x7".into(),
        },
        Message::IccfGameNotResumed {
            path: path(),
            id: "4711".into(),
        },
    ];
    for problem in problems {
        all.push(Message::FolderUnusable {
            folder: Some(path()),
            problem: problem.clone(),
            instead: Some(path()),
        });
        all.push(Message::FolderUnusable {
            folder: None,
            problem: problem.clone(),
            instead: None,
        });
        all.push(Message::FileRefused {
            path: path(),
            problem: problem.clone(),
        });
        all.push(Message::SavedElsewhere {
            path: path(),
            problem: problem.clone(),
            instead: path(),
        });
        all.push(Message::SaveFailed {
            path: path(),
            problem,
        });
    }
    for problem in settings {
        all.push(Message::BadOption {
            option: "x7".into(),
            problem: problem.clone(),
        });
        all.push(Message::BadSetting {
            file: path(),
            line: 1234,
            key: "x7".into(),
            problem,
        });
    }
    for fault in [
        ConfigFault::NotUtf8,
        ConfigFault::Unreadable(FileProblem::NoPermission),
        ConfigFault::NotToml("x7".into()),
    ] {
        for line in [None, Some(2)] {
            all.push(Message::ConfigUnused {
                file: path(),
                line,
                fault: fault.clone(),
            });
        }
    }
    all.extend([
        Message::NoSuchGame {
            path: path(),
            number: 0,
            count: 2,
        },
        Message::NoSuchGame {
            path: path(),
            number: 3,
            count: 2,
        },
        Message::NoSuchGame {
            path: path(),
            number: 1,
            count: 0,
        },
        Message::GameFinished {
            path: path(),
            result: "1-0".into(),
        },
        Message::NoUnfinishedGame(Some(path())),
        Message::NoUnfinishedGame(None),
    ]);
    for (number, count) in [(1, 1), (2, 1)] {
        all.push(Message::NoSuchGame {
            path: PathBuf::from("/tmp/x7.pgn"),
            number,
            count,
        });
    }
    all
}
