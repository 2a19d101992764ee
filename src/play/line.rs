//! Line mode: a prompt, one plain line per announcement on standard output,
//! no escape codes; the mode for screen readers and braille displays.

use std::io::{BufRead, Write};
use std::sync::mpsc;
use std::time::Duration;

use super::session::Session;
use crate::notation::Scheme;
use crate::sound::Speaker;

/// Reads lines on a thread of its own, so that the game can end at a flag
/// fall while the player is still thinking.
fn lines(input: Box<dyn BufRead + Send>) -> mpsc::Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut input = input;
        let mut line = String::new();
        while matches!(input.read_line(&mut line), Ok(n) if n > 0) {
            if sender.send(std::mem::take(&mut line)).is_err() {
                break;
            }
        }
    });
    receiver
}

/// Plays until the game ends, the player quits, or input ends (then the
/// game is saved and the command ends well).
pub fn run(
    session: &mut Session,
    scheme: &Scheme,
    ascii: bool,
    speaker: &mut Speaker,
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    for notice in speaker.take_notices() {
        writeln!(out, "{notice}")?;
    }
    writeln!(out, "annabella: type a move or help.")?;
    out.flush()?;
    let typed = lines(input);
    loop {
        let next = match session.next_wakeup() {
            Some(wait) => typed.recv_timeout(wait + Duration::from_millis(5)),
            None => typed
                .recv()
                .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
        };
        let reply = match next {
            Ok(line) => session.handle(&line),
            Err(mpsc::RecvTimeoutError::Timeout) => session.tick(),
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                session.handle("quit");
                break;
            }
        };
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
