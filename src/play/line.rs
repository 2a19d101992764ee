//! Line mode: one plain line per announcement on standard output, no escape
//! codes; the mode for screen readers and braille displays.

use std::io::{BufRead, Write};
use std::sync::mpsc;
use std::time::Duration;

use super::desk::Desk;
use super::editing::Editing;
use super::reply::Reply;
use super::session::Session;
use crate::notation::{Form, Message, Scheme, outside};
use crate::sound::Speaker;

/// The longest line read, in characters: many times what any command
/// needs (the longest are a chat line, which lichess takes up to 140
/// characters, and the arbiter's reason for a result), and short enough
/// that a longer one, a paste by mistake, is refused before it floods a
/// screen reader. A longer line is refused whole, in one line.
pub(super) const LONGEST_LINE: usize = 1000;

/// The bytes of a piped line kept: a line of [`LONGEST_LINE`] characters
/// takes at most four bytes each, and one byte more tells a longer line.
const KEPT_BYTES: usize = 4 * LONGEST_LINE + 1;

/// Lines read ahead of the game, waiting to be answered: the next line is
/// read only when there is room, so that piped input of any size costs at
/// most this many lines of memory.
const READ_AHEAD: usize = 64;

/// A line as typed: UTF-8, or, when it is not, read as Latin-1 (what a
/// terminal that is not set to UTF-8 sends for an umlaut).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    Text(String),
    NotUtf8(String),
    /// Longer than [`LONGEST_LINE`]: refused unread.
    TooLong,
}

/// One line of bytes, without its line end, cleaned of control characters
/// and escape sequences: what is typed is echoed, saved or sent, and must
/// never act on a terminal.
pub fn decode_line(bytes: &[u8]) -> Typed {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => typed(text, true),
        Err(_) => typed(
            &bytes.iter().map(|&b| char::from(b)).collect::<String>(),
            false,
        ),
    }
}

/// Reads one line, keeping at most [`KEPT_BYTES`] of it; `None` at the end
/// of the input.
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
        let room = KEPT_BYTES.saturating_sub(line.len());
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
pub enum Input {
    Line(Typed),
    End,
    Network,
}

/// A line as read by the line editor, cleaned as [`decode_line`] cleans
/// one; `utf8`: its bytes were all UTF-8 (the editor leaves out those that
/// are not).
pub fn typed(line: &str, utf8: bool) -> Typed {
    if line.chars().nth(LONGEST_LINE).is_some() {
        return Typed::TooLong;
    }
    let text = outside::clean(line, LONGEST_LINE);
    if utf8 {
        Typed::Text(text)
    } else {
        Typed::NotUtf8(text)
    }
}

/// Reads lines on a thread of its own, so that the game can end at a flag
/// fall and the engine can answer while the player is still thinking; at
/// most [`READ_AHEAD`] lines ahead of the game.
fn plain_lines(input: Box<dyn BufRead + Send>, sender: mpsc::SyncSender<Input>) {
    std::thread::spawn(move || {
        let mut input = input;
        while let Some(bytes) = read_bounded(&mut input) {
            if sender.send(Input::Line(decode_line(&bytes))).is_err() {
                return;
            }
        }
        let _ = sender.send(Input::End);
    });
}

/// Where answers are printed: plainly, one line after another (input from
/// a pipe or a file), or above the line being typed at a terminal, which
/// has a prompt unless the player turned it off.
struct Screen<'a> {
    out: &'a mut dyn Write,
    editing: Option<Editing>,
    prompt: bool,
    scheme: &'a Scheme,
    ascii: bool,
}

impl Screen<'_> {
    /// Prints whole lines; `answered`: the line typed last has had its
    /// answer. The line typed next has the prompt of the session now.
    fn print(&mut self, text: &str, session: &Session, answered: bool) -> std::io::Result<()> {
        match &self.editing {
            Some(editing) => {
                let prompt = if self.prompt {
                    let prompt = session.prompt();
                    format!("{} ", self.scheme.message(&prompt, Form::Print, self.ascii))
                } else {
                    String::new()
                };
                editing.print(self.out, text, &prompt, answered)
            }
            None => {
                self.out.write_all(text.as_bytes())?;
                self.out.flush()
            }
        }
    }

    /// Prints the last lines of the session.
    fn close(&mut self, text: &str) -> std::io::Result<()> {
        match &mut self.editing {
            Some(editing) => editing.close(self.out, text),
            None => {
                self.out.write_all(text.as_bytes())?;
                self.out.flush()
            }
        }
    }
}

/// The lines of a reply as printed, each with its line end.
fn printed(reply: &Reply, (scheme, form): (&Scheme, Form), ascii: bool) -> String {
    let mut text = String::new();
    for line in reply.printed_in(scheme, form, ascii) {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// Plays a reply's earcon and speaks it; the lines about the sound that
/// this brings, as printed.
fn speak(reply: &Reply, scheme: &Scheme, ascii: bool, speaker: &mut Speaker) -> String {
    if let Some(earcon) = reply.earcon {
        speaker.earcon(earcon);
    }
    if !reply.lines.is_empty() {
        speaker.speak(reply.words().as_ref(), &reply.speech(scheme, ascii));
    }
    notices(speaker.take_notices(), scheme, ascii)
}

/// Lines about the sound, as printed.
fn notices(notices: Vec<Message>, scheme: &Scheme, ascii: bool) -> String {
    let mut text = String::new();
    for notice in notices {
        text.push_str(&scheme.message(&notice, Form::Print, ascii));
        text.push('\n');
    }
    text
}

/// Plays until the player quits or input ends (after the end of the game
/// it can still be looked at): then what is under way (the engine's move,
/// a premove after it) is finished, the game saved, and the command ends
/// well. Every line is answered at once, also while the engine thinks: a
/// move typed then is a premove. At a terminal the line being typed is
/// edited as in bash and kept whole while answers are printed above it.
///
/// The first line says who plays what and whose move it is; then the
/// greeting, and after it `told` (where the game is saved, what the
/// config file or the sound had to say), so that a screen reader has said
/// what matters before it reads a long path; online, `told` is what
/// lichess says of the game, said first. The clock starts with the first
/// line the player types.
#[allow(clippy::too_many_arguments)]
pub fn run(
    session: &mut Session,
    scheme: &Scheme,
    ascii: bool,
    prompt: bool,
    speaker: &mut Speaker,
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
    told: &[String],
) -> std::io::Result<()> {
    run_at(
        session, None, scheme, ascii, prompt, speaker, input, out, told,
    )
}

/// The answer to a line: the desk's, else the session's.
fn answer<'a>(desk: Option<&mut (dyn Desk + 'a)>, session: &mut Session, line: &str) -> Reply {
    desk.and_then(|desk| desk.handle(session, line))
        .unwrap_or_else(|| session.handle(line))
}

/// The answer to a line typed, at once, whatever the engine is doing:
/// what the clock and the desk have to say first.
fn answer_now<'a>(
    mut desk: Option<&mut (dyn Desk + 'a)>,
    session: &mut Session,
    line: &str,
) -> Reply {
    let mut reply = session.tick();
    if let Some(desk) = desk.as_deref_mut() {
        reply.extend(desk.tick(session));
    }
    reply.extend(answer(desk, session, line));
    reply
}

/// [`run`] with a desk that answers its own commands first.
#[allow(clippy::too_many_arguments)]
pub fn run_at(
    session: &mut Session,
    mut desk: Option<&mut dyn Desk>,
    scheme: &Scheme,
    ascii: bool,
    prompt: bool,
    speaker: &mut Speaker,
    input: Box<dyn BufRead + Send>,
    out: &mut dyn Write,
    told: &[String],
) -> std::io::Result<()> {
    let (sender, typed) = mpsc::sync_channel(READ_AHEAD);
    if session.is_online() {
        let network = sender.clone();
        // Online, the server's words wake the same wait, so that waiting
        // for the opponent costs nothing; with lines waiting, the game is
        // awake anyway and looks at the network with each of them.
        session.wake_on_network(move || match network.try_send(Input::Network) {
            Ok(()) | Err(mpsc::TrySendError::Full(_)) => true,
            Err(mpsc::TrySendError::Disconnected(_)) => false,
        });
    }
    let editing = Editing::start(sender.clone());
    if editing.is_none() {
        plain_lines(input, sender);
    }
    let mut screen = Screen {
        out,
        editing,
        prompt,
        scheme,
        ascii,
    };
    // Online, what lichess says of the game (who plays what) comes first.
    let (first, after) = if session.is_online() {
        (told, &[][..])
    } else {
        (&[][..], told)
    };
    let mut text = String::new();
    for line in first {
        text.push_str(line);
        text.push('\n');
    }
    let mut started = session.opening();
    if let Some(desk) = desk.as_deref_mut() {
        started.extend(desk.opening(session));
    }
    // Printed answers in words or SAN, as the player chose.
    let form = (scheme, session.options().printed);
    text.push_str(&printed(&started, form, ascii));
    text.push_str(&scheme.message(&session.greeting(), Form::Print, ascii));
    text.push('\n');
    for line in after {
        text.push_str(line);
        text.push('\n');
    }
    text.push_str(&notices(speaker.take_notices(), scheme, ascii));
    screen.print(&text, session, false)?;
    let sound = speak(&started, scheme, ascii, speaker);
    screen.print(&sound, session, true)?;
    let mut input_open = true;
    loop {
        let mut text = String::new();
        let mut answered = false;
        let reply = if !input_open {
            match session.next_wakeup() {
                Some(wait) if session.waits_for_engine() => {
                    std::thread::sleep(wait);
                    session.tick()
                }
                _ => {
                    // The end of the input leaves, even with a move that
                    // waits for the clock: it is asked about and, with no
                    // one to answer, kept as made, waiting for the clock.
                    let mut reply = answer(desk.as_deref_mut(), session, "quit");
                    if !reply.finished {
                        reply.extend(answer(desk.as_deref_mut(), session, "quit"));
                    }
                    reply
                }
            }
        } else {
            let wakeup = match (
                session.next_wakeup(),
                desk.as_deref().and_then(|d| d.next_wakeup()),
            ) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let next = match wakeup {
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
                // Refused unread: no command is that long.
                Ok(Input::Line(Typed::TooLong)) => {
                    answered = true;
                    Reply::told(Message::LineTooLong {
                        longest: LONGEST_LINE,
                    })
                }
                Ok(Input::Line(Typed::NotUtf8(read))) => {
                    answered = true;
                    let notice = Message::NotUtf8(read.clone());
                    text.push_str(&scheme.message(&notice, Form::Print, ascii));
                    text.push('\n');
                    answer_now(desk.as_deref_mut(), session, &read)
                }
                Ok(Input::Line(Typed::Text(line))) => {
                    answered = true;
                    answer_now(desk.as_deref_mut(), session, &line)
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let mut reply = session.tick();
                    if let Some(desk) = desk.as_deref_mut() {
                        reply.extend(desk.tick(session));
                    }
                    reply
                }
            }
        };
        text.push_str(&printed(&reply, form, ascii));
        if reply.finished {
            text.push_str(&speak(&reply, scheme, ascii, speaker));
            screen.close(&text)?;
            break;
        }
        screen.print(&text, session, answered)?;
        let sound = speak(&reply, scheme, ascii, speaker);
        if !sound.is_empty() {
            screen.print(&sound, session, false)?;
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
