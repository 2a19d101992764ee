use super::*;
use crate::notation::scheme::{ENGLISH, FIDE};

/// A path as long as a real game's: a user's games folder.
pub const LONG_PATH: &str =
    "/home/anna-lena/.local/share/annabella/games/game-2026-11-25-014740.pgn";

/// A FEN as long as one of the middle game.
pub const LONG_FEN: &str =
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 120 123";

/// One of every message, with sample contents that belong to no
/// language (paths, names, numbers), as long as real ones are: long
/// names, three-digit move numbers.
pub fn every_message() -> Vec<Message> {
    [
        super::arbiter::tests::samples(),
        super::board::tests::samples(),
        super::cli::tests::samples(),
        super::corr::tests::samples(),
        super::engine::tests::samples(),
        super::files::tests::samples(),
        super::online::tests::samples(),
        super::play::tests::samples(),
        super::records::tests::samples(),
        super::sound::tests::samples(),
    ]
    .concat()
}

/// The name of a message's kind. The match has no wildcard, so a new
/// kind of message does not compile until it is named here, and the
/// test below then fails until `every_message` holds one of it.
fn kind(message: &Message) -> &'static str {
    match message {
        Message::Greeting => "Greeting",
        Message::Header { .. } => "Header",
        Message::NotUtf8(..) => "NotUtf8",
        Message::LineTooLong { .. } => "LineTooLong",
        Message::Prompt(..) => "Prompt",
        Message::Online(..) => "Online",
        Message::Cli(..) => "Cli",
        Message::Corr(..) => "Corr",
        Message::BadOption { .. } => "BadOption",
        Message::BadSetting { .. } => "BadSetting",
        Message::MoreSettingsUnused { .. } => "MoreSettingsUnused",
        Message::ConfigUnused { .. } => "ConfigUnused",
        Message::NoSuchGame { .. } => "NoSuchGame",
        Message::GameFinished { .. } => "GameFinished",
        Message::NoUnfinishedGame(..) => "NoUnfinishedGame",
        Message::CannotStart(..) => "CannotStart",
        Message::Help(..) => "Help",
        Message::HelpPage { .. } => "HelpPage",
        Message::SavingTo(..) => "SavingTo",
        Message::SavedIn(..) => "SavedIn",
        Message::FolderUnusable { .. } => "FolderUnusable",
        Message::SaveFailed { .. } => "SaveFailed",
        Message::SavedAgain(..) => "SavedAgain",
        Message::SavedElsewhere { .. } => "SavedElsewhere",
        Message::FileRefused { .. } => "FileRefused",
        Message::FolderMadeAgain(..) => "FolderMadeAgain",
        Message::LinksParted(..) => "LinksParted",
        Message::ChangedMeanwhile { .. } => "ChangedMeanwhile",
        Message::WavNeedsFile => "WavNeedsFile",
        Message::BrailleTableMissing(..) => "BrailleTableMissing",
        Message::BrailleLibraryRefused(..) => "BrailleLibraryRefused",
        Message::BrailleLibraryStopped(..) => "BrailleLibraryStopped",
        Message::Resuming { .. } => "Resuming",
        Message::Reviewing { .. } => "Reviewing",
        Message::ReviewStops { .. } => "ReviewStops",
        Message::SaveFileExists(..) => "SaveFileExists",
        Message::SaveFileKept(..) => "SaveFileKept",
        Message::OnlineGameNotResumed { .. } => "OnlineGameNotResumed",
        Message::IccfGameNotResumed { .. } => "IccfGameNotResumed",
        Message::FileEngineAsked(..) => "FileEngineAsked",
        Message::FileEngineNotStarted { .. } => "FileEngineNotStarted",
        Message::HelpPointer => "HelpPointer",
        Message::Usage(..) => "Usage",
        Message::NotAReviewCommand(..) => "NotAReviewCommand",
        Message::Outcome { .. } => "Outcome",
        Message::SheetsAgree { .. } => "SheetsAgree",
        Message::SheetsDiffer { .. } => "SheetsDiffer",
        Message::SheetLeavesOut { .. } => "SheetLeavesOut",
        Message::SheetClocks { .. } => "SheetClocks",
        Message::PositionBefore => "PositionBefore",
        Message::Fen(..) => "Fen",
        Message::EventName => "EventName",
        Message::Position(..) => "Position",
        Message::NothingSaidYet => "NothingSaidYet",
        Message::NoMoveYet => "NoMoveYet",
        Message::BrowseAtLast => "BrowseAtLast",
        Message::BrowseFirst => "BrowseFirst",
        Message::BrowseLast => "BrowseLast",
        Message::StartOfGame => "StartOfGame",
        Message::EndOfGame => "EndOfGame",
        Message::StartingPosition => "StartingPosition",
        Message::Flipped { .. } => "Flipped",
        Message::Declined => "Declined",
        Message::ConfirmResign => "ConfirmResign",
        Message::ConfirmDraw => "ConfirmDraw",
        Message::ConfirmDrawWith(..) => "ConfirmDrawWith",
        Message::DrawNotOffered => "DrawNotOffered",
        Message::DrawAnswer => "DrawAnswer",
        Message::EngineDeclinesDraw => "EngineDeclinesDraw",
        Message::AskTakeback => "AskTakeback",
        Message::NothingToTakeBack => "NothingToTakeBack",
        Message::NoOwnMoveToTakeBack => "NoOwnMoveToTakeBack",
        Message::ClaimNotPossible => "ClaimNotPossible",
        Message::IncorrectClaim { .. } => "IncorrectClaim",
        Message::WaitNeedsPracticeClock => "WaitNeedsPracticeClock",
        Message::GameIsOver => "GameIsOver",
        Message::Players { .. } => "Players",
        Message::ConfirmAbort => "ConfirmAbort",
        Message::Aborted { .. } => "Aborted",
        Message::AbortTooLate => "AbortTooLate",
        Message::DidYouMean(..) => "DidYouMean",
        Message::NothingAsked => "NothingAsked",
        Message::QuestionDropped => "QuestionDropped",
        Message::Premove(..) => "Premove",
        Message::PremoveCancelled => "PremoveCancelled",
        Message::PremoveReplaced(..) => "PremoveReplaced",
        Message::NoPremove => "NoPremove",
        Message::PremoveFailed => "PremoveFailed",
        Message::QuitToLeave => "QuitToLeave",
        Message::Left { .. } => "Left",
        Message::LeftIccfGame { .. } => "LeftIccfGame",
        Message::LeftUnplayed => "LeftUnplayed",
        Message::TournamentMode => "TournamentMode",
        Message::TournamentNoHelp => "TournamentNoHelp",
        Message::TwoBoardOnly => "TwoBoardOnly",
        Message::DrawWithNextMove => "DrawWithNextMove",
        Message::DrawWithPress => "DrawWithPress",
        Message::Touched { .. } => "Touched",
        Message::TouchBreaks(..) => "TouchBreaks",
        Message::PressHint => "PressHint",
        Message::MoveCancelled => "MoveCancelled",
        Message::NothingWaitsForClock => "NothingWaitsForClock",
        Message::NothingToPress => "NothingToPress",
        Message::CancelledBeforePress => "CancelledBeforePress",
        Message::UnpressedOnQuit(..) => "UnpressedOnQuit",
        Message::Arbiter(..) => "Arbiter",
        Message::EngineName { .. } => "EngineName",
        Message::Start { .. } => "Start",
        Message::NoEngine(..) => "NoEngine",
        Message::EngineFailed(..) => "EngineFailed",
        Message::NoSideIsEngine => "NoSideIsEngine",
        Message::EngineThinking => "EngineThinking",
        Message::HelpOff => "HelpOff",
        Message::NoHelp(..) => "NoHelp",
        Message::NoEvaluation => "NoEvaluation",
        Message::EngineSuggestedUnplayable(..) => "EngineSuggestedUnplayable",
        Message::EngineFlagFell => "EngineFlagFell",
        Message::VoiceRecordings => "VoiceRecordings",
        Message::VoiceScreenReader => "VoiceScreenReader",
        Message::NoSoundDevice(..) => "NoSoundDevice",
        Message::NoSoundCard => "NoSoundCard",
        Message::NoSound(..) => "NoSound",
        Message::NoSystemSpeech(..) => "NoSystemSpeech",
        Message::SoundLost(..) => "SoundLost",
        Message::OwnRecordings { .. } => "OwnRecordings",
        Message::VoicePackProblem { .. } => "VoicePackProblem",
        Message::NoSystemVoiceCalled(..) => "NoSystemVoiceCalled",
        Message::BoardKeys => "BoardKeys",
        Message::NotYourPiece => "NotYourPiece",
        Message::Board(..) => "Board",
    }
}

const KINDS: [&str; 130] = [
    "Corr",
    "Online",
    "Cli",
    "Header",
    "NotUtf8",
    "LineTooLong",
    "Prompt",
    "BadOption",
    "BadSetting",
    "MoreSettingsUnused",
    "ConfigUnused",
    "NoSuchGame",
    "GameFinished",
    "NoUnfinishedGame",
    "CannotStart",
    "Greeting",
    "Help",
    "HelpPage",
    "SavingTo",
    "SavedIn",
    "FolderUnusable",
    "SaveFailed",
    "SavedAgain",
    "SavedElsewhere",
    "FileRefused",
    "FolderMadeAgain",
    "LinksParted",
    "ChangedMeanwhile",
    "WavNeedsFile",
    "BrailleTableMissing",
    "BrailleLibraryRefused",
    "BrailleLibraryStopped",
    "Resuming",
    "Reviewing",
    "ReviewStops",
    "SaveFileExists",
    "SaveFileKept",
    "OnlineGameNotResumed",
    "IccfGameNotResumed",
    "FileEngineAsked",
    "FileEngineNotStarted",
    "HelpPointer",
    "Usage",
    "NotAReviewCommand",
    "Outcome",
    "SheetsAgree",
    "SheetsDiffer",
    "SheetLeavesOut",
    "SheetClocks",
    "PositionBefore",
    "Fen",
    "EventName",
    "Position",
    "NothingSaidYet",
    "NoMoveYet",
    "BrowseAtLast",
    "BrowseFirst",
    "BrowseLast",
    "StartOfGame",
    "EndOfGame",
    "StartingPosition",
    "Flipped",
    "Declined",
    "ConfirmResign",
    "ConfirmDraw",
    "ConfirmDrawWith",
    "DrawNotOffered",
    "DrawAnswer",
    "EngineDeclinesDraw",
    "AskTakeback",
    "NothingToTakeBack",
    "NoOwnMoveToTakeBack",
    "ClaimNotPossible",
    "IncorrectClaim",
    "WaitNeedsPracticeClock",
    "GameIsOver",
    "Players",
    "ConfirmAbort",
    "Aborted",
    "AbortTooLate",
    "DidYouMean",
    "NothingAsked",
    "QuestionDropped",
    "Premove",
    "PremoveCancelled",
    "PremoveReplaced",
    "NoPremove",
    "PremoveFailed",
    "QuitToLeave",
    "Left",
    "LeftIccfGame",
    "LeftUnplayed",
    "TournamentMode",
    "TournamentNoHelp",
    "TwoBoardOnly",
    "DrawWithNextMove",
    "DrawWithPress",
    "Touched",
    "TouchBreaks",
    "PressHint",
    "MoveCancelled",
    "NothingWaitsForClock",
    "NothingToPress",
    "CancelledBeforePress",
    "UnpressedOnQuit",
    "Arbiter",
    "EngineName",
    "Start",
    "NoEngine",
    "EngineFailed",
    "NoSideIsEngine",
    "EngineThinking",
    "HelpOff",
    "NoHelp",
    "NoEvaluation",
    "EngineSuggestedUnplayable",
    "EngineFlagFell",
    "VoiceRecordings",
    "VoiceScreenReader",
    "NoSoundDevice",
    "NoSoundCard",
    "NoSound",
    "NoSystemSpeech",
    "SoundLost",
    "OwnRecordings",
    "VoicePackProblem",
    "NoSystemVoiceCalled",
    "BoardKeys",
    "NotYourPiece",
    "Board",
];

#[test]
fn every_kind_of_message_is_walked() {
    let walked: std::collections::BTreeSet<&str> = every_message().iter().map(kind).collect();
    for name in KINDS {
        assert!(walked.contains(name), "every_message has no {name}");
    }
    assert_eq!(walked.len(), KINDS.len());
}

/// Print is short and uses digits; speech says times in words.
#[test]
fn print_uses_digits_and_speech_uses_words() {
    let claim = Message::IncorrectClaim {
        opponent: Color::White,
        penalty: Some(Duration::from_secs(120)),
    };
    assert!(FIDE.message(&claim, Form::Print, false).contains("2:00"));
    let spoken = FIDE.message(&claim, Form::Speech, false);
    assert!(spoken.contains("zwei Minuten"), "{spoken}");
    assert!(!spoken.contains("2:00"), "{spoken}");
    let english = ENGLISH.message(&claim, Form::Speech, false);
    assert!(english.contains("two minutes"), "{english}");
}

#[test]
fn ascii_spells_umlauts_in_messages_too() {
    let text = FIDE.message(&Message::NotYourPiece, Form::Print, true);
    assert!(text.is_ascii(), "{text}");
}

/// SPEC section 6: every printed line of every message fits a 40-cell
/// braille line, in every language, printed in words or as SAN, with
/// umlauts or in ASCII, with names, paths and move numbers as long as
/// real ones; only a line that is a path or a FEN is longer, and it
/// stands alone.
#[test]
fn every_printed_line_fits_forty_cells() {
    for message in every_message() {
        for scheme in Scheme::ALL {
            for form in [Form::Print, Form::San] {
                for ascii in [false, true] {
                    let text = scheme.message(&message, form, ascii);
                    for line in text.lines() {
                        // Persian's isolation marks take no cell.
                        let line: String = line
                            .chars()
                            .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
                            .collect();
                        let line = line.as_str();
                        assert!(
                            line.chars().count() <= 40
                                || line.trim_end_matches(':') == LONG_PATH
                                || line == LONG_FEN,
                            "{} characters in {message:?}: {line}",
                            line.chars().count()
                        );
                    }
                }
            }
        }
    }
}
