//! Line mode: a prompt, one plain line per announcement on standard output,
//! no escape codes; the mode for screen readers and braille displays.

use std::io::{BufRead, Write};
use std::time::Duration;

use super::session::Session;
use crate::notation::Scheme;
use crate::sound::Speaker;

/// Plays until the game ends, the player quits, or input ends (then the
/// game is saved and the command ends well).
pub fn run(
    session: &mut Session,
    scheme: &Scheme,
    ascii: bool,
    speaker: &mut Speaker,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    for notice in speaker.take_notices() {
        writeln!(out, "{notice}")?;
    }
    writeln!(out, "annabella: type a move or help.")?;
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            session.handle("quit");
            break;
        }
        let reply = session.handle(&line);
        for plain in &reply.plain {
            writeln!(out, "{plain}")?;
        }
        for said in &reply.said {
            writeln!(out, "{}", scheme.render_with(said, ascii))?;
        }
        out.flush()?;
        if let Some(earcon) = reply.earcon {
            speaker.earcon(earcon);
        }
        if !reply.said.is_empty() {
            let mut all = crate::notation::Announcement::new();
            for (index, said) in reply.said.iter().enumerate() {
                if index > 0 {
                    all.punctuation(crate::notation::Punctuation::Semicolon);
                }
                all.extend(said.clone());
            }
            speaker.say(&all);
        }
        for notice in speaker.take_notices() {
            writeln!(out, "{notice}")?;
        }
        if reply.finished {
            break;
        }
    }
    speaker.finish(Duration::from_secs(5));
    Ok(())
}
