//! Files and the config file: why a file cannot be used, why a value of
//! an option or setting cannot be used (`files.ftl`).

use fluent_bundle::FluentValue;

use super::*;
use crate::notation::message::Say;
use crate::notation::message::ids::*;

pub(crate) fn file_problem(problem: &FileProblem, say: &Say) -> String {
    let id = match problem {
        FileProblem::NoPermission => "file-problem-no-permission",
        FileProblem::NotFound => "file-problem-not-found",
        FileProblem::NotAFolder => "file-problem-not-a-folder",
        FileProblem::IsAFolder => "file-problem-is-a-folder",
        FileProblem::NotAFile => "file-problem-not-a-file",
        FileProblem::NoSpace => "file-problem-no-space",
        FileProblem::ReadOnly => "file-problem-read-only",
        FileProblem::Locked => "file-problem-locked",
        FileProblem::NoFolder => "file-problem-no-folder",
        FileProblem::Other(detail) => {
            return say.sentence("file-problem-other", [("detail", text(detail))]);
        }
        FileProblem::DanglingLink => "file-problem-dangling-link",
        FileProblem::IsTheSource => "file-problem-is-the-source",
        FileProblem::TooBig(limit) => {
            return say.sentence("file-problem-too-big", [("limit", digits(limit))]);
        }
        FileProblem::NoFreeName => "file-problem-no-free-name",
        FileProblem::AlreadyThere => "file-problem-already-there",
        FileProblem::ChangedMeanwhile => "file-problem-changed-meanwhile",
        FileProblem::NoGame => "file-problem-no-game",
        FileProblem::RiffFull(limit) => {
            return say.sentence("file-problem-riff-full", [("limit", digits(limit))]);
        }
        FileProblem::LinkLoop => "file-problem-link-loop",
        FileProblem::BadName => "file-problem-bad-name",
        FileProblem::TooBigForDisk => "file-problem-too-big-for-disk",
        FileProblem::Busy => "file-problem-busy",
        FileProblem::Link => "file-problem-link",
        FileProblem::LinkOnTheWay => "file-problem-link-on-the-way",
    };
    say.sentence(id, [])
}

/// Why the value of an option or setting cannot be used.
pub(crate) fn setting_problem(problem: &SettingProblem, say: &Say) -> FluentValue<'static> {
    let (id, value) = match problem {
        SettingProblem::Player(text) => ("setting-player", text),
        SettingProblem::PieceStyle(text) => ("setting-piece-style", text),
        SettingProblem::Level(text) => ("setting-level", text),
        SettingProblem::Rate(text) => ("setting-rate", text),
        SettingProblem::Time {
            text: value,
            column,
        } => {
            return say.part(
                "setting-time",
                [("text", text(value)), ("column", digits(column))],
            );
        }
        SettingProblem::Scheme(text) => ("setting-scheme", text),
        SettingProblem::Language(text) => ("setting-language", text),
        SettingProblem::Notation(text) => ("setting-notation", text),
        SettingProblem::Voice(text) => ("setting-voice", text),
        SettingProblem::Theme(text) => ("setting-theme", text),
        SettingProblem::Color(text) => ("setting-color", text),
        SettingProblem::BoardSize(text) => ("setting-board-size", text),
        SettingProblem::BrailleGrade(text) => ("setting-braille-grade", text),
        SettingProblem::Seconds(text) => ("setting-seconds", text),
        SettingProblem::Chess960(text) => ("setting-chess960", text),
        SettingProblem::Days(text) => ("setting-days", text),
        SettingProblem::OnlineClock(text) => ("setting-online-clock", text),
        SettingProblem::ChallengeClock(text) => ("setting-challenge-clock", text),
        SettingProblem::AiLevel(text) => ("setting-ai-level", text),
        SettingProblem::OnlineColor(text) => ("setting-online-color", text),
        SettingProblem::Variant(text) => ("setting-variant", text),
        SettingProblem::RatingRange(text) => ("setting-rating-range", text),
        SettingProblem::RatingRangeSeekOnly => {
            return say.part("setting-rating-range-seek-only", []);
        }
        SettingProblem::ColorRealTimeSeekOnly => {
            return say.part("setting-color-real-time-seek-only", []);
        }
        SettingProblem::AiCasualOnly => return say.part("setting-ai-casual-only", []),
        SettingProblem::NotText => return say.part("setting-not-text", []),
        SettingProblem::NotTrueOrFalse => return say.part("setting-not-true-or-false", []),
        SettingProblem::Unknown => return say.part("setting-unknown", []),
    };
    say.part(id, [("text", text(value))])
}
