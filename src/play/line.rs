//! Line mode: one plain line per announcement on standard output, no escape
//! codes; the mode for screen readers and braille displays.

use std::io::{BufRead, Write};
use std::sync::mpsc;
use std::time::Duration;

use super::reply::Reply;
use super::session::Session;
use crate::notation::{Form, Message, Scheme, outside};
use crate::sound::Speaker;

/// The longest line read; the rest of a longer one is passed over.
const LONGEST_LINE: usize = 4096;

/// A line as typed: UTF-8, or, when it is not, read as Latin-1 (what a
/// terminal that is not set to UTF-8 sends for an umlaut).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    Text(String),
    NotUtf8(String),
}

/// One line of bytes, without its line end, cleaned of control characters
/// and escape sequences: what is typed is echoed, saved or sent, and must
/// never act on a terminal.
pub fn decode_line(bytes: &[u8]) -> Typed {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
    let clean = |text: &str| outside::clean(text, LONGEST_LINE);
    match std::str::from_utf8(bytes) {
        Ok(text) => Typed::Text(clean(text)),
        Err(_) => Typed::NotUtf8(clean(
            &bytes.iter().map(|&b| char::from(b)).collect::<String>(),
        )),
    }
}

/// Reads one line of at most [`LONGEST_LINE`] bytes; `None` at the end of
/// the input.
fn read_bounded(input: &mut dyn BufRead) -> Option<Vec<u8>> {
    let mut line = Vec::new();
    let mut any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => return any.then_some(line),
        };
        if available.is_empty() {
            return any.then_some(line);
        }
        any = true;
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..=at], true),
            None => (available, false),
        };
        let room = LONGEST_LINE.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = chunk.len();
        input.consume(used);
        if done {
            return Some(line);
        }
    }
}

/// What wakes line mode: a line typed, the end of the input, or (online)
/// the server saying something.
enum Input {
    Line(Typed),
    End,
    Network,
}

/// Reads lines on a thread of its own, so that the game can end at a flag
/// fall and the engine can answer while the player is still thinking.
/// Online, the server's words wake the same wait, so that waiting for the
/// opponent costs nothing.
fn lines(input: Box<dyn BufRead + Send>, session: &mut Session) -> mpsc::Receiver<Input> {
    let (sender, receiver) = mpsc::channel();
    if session.is_online() {
        let network = sender.clone();
        session.wake_on_network(move || network.send(Input::Network).is_ok());
    }
    std::thread::spawn(move || {
        let mut input = input;
        while let Some(bytes) = read_bounded(&mut input) {
            if sender.send(Input::Line(decode_line(&bytes))).is_err() {
                return;
            }
        }
        let _ = sender.send(Input::End);
    });
    receiver
}

/// Prints a reply, one plain line per announcement, and speaks it.
fn show(
    reply: &Reply,
    (scheme, form): (&Scheme, Form),
    ascii: bool,
    speaker: &mut Speaker,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    for line in reply.printed_in(scheme, form, ascii) {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    if let Some(earcon) = reply.earcon {
        speaker.earcon(earcon);
    }
    if !reply.lines.is_empty() {
        speaker.speak(reply.words().as_ref(), &reply.speech(scheme, ascii));
    }
    notices(speaker.take_notices(), scheme, ascii, out)
}

/// Lines about the sound, printed as they come.
fn notices(
    notices: Vec<Message>,
    scheme: &Scheme,
    ascii: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    for notice in notices {
        writeln!(out, "{}", scheme.message(&notice, Form::Print, ascii))?;
    }
    out.flush()
}

/// Plays until the player quits or input ends (after the end of the game
/// it can still be looked at): then what is under way (the engine's move,
/// a premove after it) is finished, the game saved, and the command ends
/// well. Every line is answered at once, also while the engine thinks: a
/// move typed then is a premove.
///
/// The first line says who plays what and whose move it is; then the
/// greeting, and after it `told` (where the game is saved, what the
/// config file or the sound had to say), so that a screen reader has said
/// what matters before it reads a long path; online, `told` is what
/// lichess says of the game, said first. The clock starts with the first
/// line the player types.
pub fn run(
    session: &mut Session,
    scheme: &Scheme,
    ascii: bool,
    speaker: &mut Speaker,
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
    told: &[String],
) -> std::io::Result<()> {
    // Online, what lichess says of the game (who plays what) comes first.
    let (first, after) = if session.is_online() {
        (told, &[][..])
    } else {
        (&[][..], told)
    };
    for line in first {
        writeln!(out, "{line}")?;
    }
    let started = session.opening();
    // Printed answers in words or SAN, as the player chose.
    let printed = (scheme, session.options().printed);
    show(&started, printed, ascii, speaker, out)?;
    writeln!(
        out,
        "{}",
        scheme.message(&session.greeting(), Form::Print, ascii)
    )?;
    for line in after {
        writeln!(out, "{line}")?;
    }
    notices(speaker.take_notices(), scheme, ascii, out)?;
    let typed = lines(input, session);
    let mut input_open = true;
    loop {
        let reply = if !input_open {
            match session.next_wakeup() {
                Some(wait) if session.waits_for_engine() => {
                    std::thread::sleep(wait);
                    session.tick()
                }
                _ => {
                    // The end of the input leaves, even with a move that
                    // waits for the clock: it is asked about and, with no
                    // one to answer, said to be dropped.
                    let mut reply = session.handle("quit");
                    if !reply.finished {
                        reply.extend(session.handle("quit"));
                    }
                    reply
                }
            }
        } else {
            let next = match session.next_wakeup() {
                Some(wait) => typed.recv_timeout(wait + Duration::from_millis(5)),
                None => typed
                    .recv()
                    .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
            };
            match next {
                Ok(Input::Network) => session.tick(),
                Ok(Input::End) | Err(mpsc::RecvTimeoutError::Disconnected) => {
                    input_open = false;
                    continue;
                }
                Ok(Input::Line(typed)) => {
                    let line = match typed {
                        Typed::Text(text) => text,
                        Typed::NotUtf8(text) => {
                            let notice = Message::NotUtf8(text.clone());
                            writeln!(out, "{}", scheme.message(&notice, Form::Print, ascii))?;
                            text
                        }
                    };
                    // Answered at once, whatever the engine is doing.
                    let mut reply = session.tick();
                    reply.extend(session.handle(&line));
                    reply
                }
                Err(mpsc::RecvTimeoutError::Timeout) => session.tick(),
            }
        };
        show(&reply, printed, ascii, speaker, out)?;
        if reply.finished {
            break;
        }
    }
    speaker.finish(Duration::from_secs(5));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A terminal not set to UTF-8 sends Latin-1, where byte 0x9B is CSI
    /// (ECMA-48's one-byte control sequence introducer): read as text, it
    /// must not come back to the terminal as one.
    #[test]
    fn a_typed_line_is_cleaned_in_either_encoding() {
        assert_eq!(decode_line(b"e4\x1b[6n\x07\r\n"), Typed::Text("e4".into()));
        assert_eq!(
            decode_line(b"J\xf6rg\x9b2J\x1b]0;x\x07!\n"),
            Typed::NotUtf8("Jörg!".into())
        );
    }
}
