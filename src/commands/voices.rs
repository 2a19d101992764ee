//! `annabella voices`: the voices and sound outputs found, and a test phrase.

use std::io::Write;
use std::time::Duration;

use shakmaty::{Chess, Square};

use super::Failure;
use crate::notation::{CliText, ENGLISH, FIDE, Language, Message, Scheme, announce_move};
use crate::sound::output::outputs;
use crate::sound::{Earcon, Speaker, SpeakerOptions, VoicePack, clip_texts};

/// Prints the recordings of a scheme's voice pack, one a line:
/// `name<TAB>text<TAB>folder<TAB>voice`, the folder of `sounds/` that holds
/// it and the language code of the voice that says it (`felix`, `Felix`,
/// `fide`, `de` under `fide` in Turkish).
pub fn list_clip_texts(scheme: &Scheme, out: &mut dyn Write) -> Result<(), Failure> {
    for clip in clip_texts(scheme) {
        writeln!(
            out,
            "{}\t{}\t{}\t{}",
            clip.name(),
            clip.text,
            clip.folder,
            clip.voice.code()
        )?;
    }
    Ok(())
}

/// One line in the scheme's language.
fn say(out: &mut dyn Write, scheme: &Scheme, text: CliText) -> Result<(), Failure> {
    writeln!(
        out,
        "{}",
        scheme.message(&Message::Cli(text), crate::notation::Form::Print, false)
    )?;
    Ok(())
}

/// Lists what was found and speaks "Springer Felix drei" (1. Nf3) with the
/// voice of `options`, with the earcon of a move over it.
pub fn run(options: &SpeakerOptions, out: &mut dyn Write) -> Result<(), Failure> {
    // The built-in packs: the words of `fide` and of `english`, or of the
    // language's two schemes.
    let language = options.scheme.language;
    let packs = match language {
        Language::German | Language::English => [&FIDE, &ENGLISH],
        language => [FIDE.in_language(language), Scheme::local(language)],
    };
    for scheme in packs {
        match VoicePack::embedded(scheme) {
            Ok(pack) => say(
                out,
                options.scheme,
                CliText::BuiltInPack {
                    scheme: scheme.name.to_owned(),
                    count: pack.clip_count(),
                },
            )?,
            Err(problem) => writeln!(out, "Voice pack {}: {problem}.", scheme.name)?,
        }
    }
    for output in outputs() {
        say(out, options.scheme, CliText::SoundOutput(output))?;
    }
    let reader = crate::platform::surroundings() == crate::platform::Surroundings::Reader;
    say(out, options.scheme, CliText::ReaderFound(reader))?;
    // The voices a game would open: under a screen reader, the system
    // voice speaks through the reader's own speech where it can.
    let options = &SpeakerOptions {
        reader,
        ..options.clone()
    };
    let mut speaker = Speaker::open(options);
    for notice in speaker.take_notices() {
        writeln!(
            out,
            "{}",
            options
                .scheme
                .message(&notice, crate::notation::Form::Print, false)
        )?;
    }
    say(out, options.scheme, CliText::Using(speaker.describe()))?;
    let start = Chess::default();
    let m = shakmaty::Move::Normal {
        role: shakmaty::Role::Knight,
        from: Square::G1,
        capture: None,
        to: Square::F3,
        promotion: None,
    };
    let phrase = announce_move(&start, m);
    writeln!(out, "{}", options.scheme.render(&phrase))?;
    out.flush()?;
    // The move's earcon and the words together, as in a game.
    speaker.say(&phrase);
    speaker.earcon(Earcon::Move);
    speaker.finish(Duration::from_secs(5));
    for notice in speaker.take_notices() {
        writeln!(
            out,
            "{}",
            options
                .scheme
                .message(&notice, crate::notation::Form::Print, false)
        )?;
    }
    Ok(())
}
