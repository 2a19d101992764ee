//! Line mode at a terminal: a line is typed with the editing and history a
//! bash user knows (rustyline: arrows, Home/End, Ctrl-A/E/K/U/W, Up/Down,
//! Ctrl-R; and Esc to clear it where the system's consoles do so), and is never broken by what is printed meanwhile. To print, the
//! line being typed is taken off the screen, the announcement printed, and
//! the line shown again under it as it was, cursor and all, after the
//! prompt of the moment.
//!
//! rustyline reads on a thread of its own and cannot be told from outside
//! to let go of a line; it ends a line when interrupted, which it notes for
//! as long as the editor lives. So the line is taken off by interrupting
//! that thread alone ([`platform::interrupt_thread`]): by a signal, or
//! where the system has none for it, by a key no keyboard gives
//! ([`platform::LET_GO`]) put after the keys typed, and bound here to
//! letting go. Ctrl-C is bound to a handler of its own that marks it, so
//! that the player's Ctrl-C still ends the session.

use std::io::{self, Write};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rustyline::completion::Completer;
use rustyline::config::Configurer;
use rustyline::error::ReadlineError;
use rustyline::highlight::{CmdKind, Highlighter};
use rustyline::hint::Hinter;
use rustyline::history::MemHistory;
use rustyline::validate::{ValidationContext, ValidationResult, Validator};
use rustyline::{
    Cmd, ColorMode, ConditionalEventHandler, Config, Context, Editor, Event, EventContext,
    EventHandler, Helper, KeyCode, KeyEvent, Modifiers, Movement, RepeatCount,
};

use super::line::{Input, LONGEST_LINE, Typed, typed};
use super::signals;
use crate::platform::{self, LineInput, SignalMask};

/// How long to wait before asking the editor again to let go of its line:
/// a signal that came while it was not waiting for a key is seen only at
/// the next one.
const ASK_AGAIN: Duration = Duration::from_millis(100);

/// Keys that come closer together than this are one burst, as a paste
/// arrives; a player's first key after hearing an answer comes later.
const BURST: Duration = Duration::from_secs(1);

/// A line as typed so far, and where the cursor stands in it (in bytes).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Kept {
    text: String,
    cursor: usize,
}

/// What the reading thread and the playing thread share.
#[derive(Default)]
struct Desk {
    /// The prompt the next line is typed after.
    prompt: String,
    /// A line taken off the screen, to be shown again.
    kept: Kept,
    /// The last line typed has been answered: the next may be typed.
    answered: bool,
    /// rustyline is reading a line.
    editing: bool,
    /// The line has been drawn: rustyline waits for keys.
    drawn: bool,
    /// Enter was pressed: the line is on its way.
    given: bool,
    /// The playing thread wants the line off the screen.
    wanted: bool,
    /// A signal was sent for this line.
    sent: bool,
    /// A signal may still wait in rustyline's pipe, unread.
    stray: bool,
    /// Ctrl-C was pressed.
    ctrl_c: bool,
    /// No more lines are read.
    closed: bool,
    /// The line and cursor rustyline shows now.
    seen: Kept,
    /// The line grew longer than any command: it is given up, refused.
    overlong: bool,
    /// The rest of a line refused as too long is passed over unseen, up to
    /// its Enter or the end of the burst of keys that brought it.
    passing_over: bool,
    /// When the last key came.
    last_key: Option<Instant>,
}

struct Shared {
    desk: Mutex<Desk>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Desk> {
        self.desk.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn wait<'a>(&self, desk: MutexGuard<'a, Desk>) -> MutexGuard<'a, Desk> {
        self.changed
            .wait_timeout(desk, ASK_AGAIN)
            .unwrap_or_else(|e| e.into_inner())
            .0
    }

    /// Waits until a line may be typed: its prompt and what is kept of it,
    /// or `None` when no more lines are read.
    fn next_line(&self) -> Option<(String, Kept)> {
        let mut desk = self.lock();
        while (!desk.answered || desk.wanted) && !desk.closed {
            desk = self.wait(desk);
        }
        if desk.closed {
            return None;
        }
        desk.editing = true;
        desk.drawn = false;
        desk.given = false;
        desk.sent = false;
        desk.seen = desk.kept.clone();
        Some((desk.prompt.clone(), std::mem::take(&mut desk.kept)))
    }
}

/// rustyline's helper: it sees the line and the cursor at every change,
/// and when Enter gives the line.
struct Watch(Arc<Shared>);

impl Watch {
    fn saw(&self, line: &str, cursor: usize) {
        let mut desk = self.0.lock();
        desk.seen = Kept {
            text: line.to_owned(),
            cursor,
        };
        if !desk.drawn {
            desk.drawn = true;
            self.0.changed.notify_all();
        }
    }
}

impl Hinter for Watch {
    type Hint = String;

    fn hint(&self, line: &str, cursor: usize, _: &Context<'_>) -> Option<String> {
        self.saw(line, cursor);
        None
    }
}

impl Highlighter for Watch {
    fn highlight_char(&self, line: &str, cursor: usize, _: CmdKind) -> bool {
        self.saw(line, cursor);
        false
    }
}

impl Validator for Watch {
    fn validate(&self, _: &mut ValidationContext) -> rustyline::Result<ValidationResult> {
        self.0.lock().given = true;
        Ok(ValidationResult::Valid(None))
    }
}

impl Completer for Watch {
    type Candidate = String;
}

impl Helper for Watch {}

/// Ctrl-C: marked, then rustyline's own interruption.
struct CtrlC(Arc<Shared>);

impl ConditionalEventHandler for CtrlC {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, _: &EventContext) -> Option<Cmd> {
        self.0.lock().ctrl_c = true;
        Some(Cmd::Interrupt)
    }
}

/// The key that tells the editor to let go of its line: it does so while
/// the playing thread wants the line off the screen, and is passed over
/// otherwise (one that comes too late, after Enter).
struct LetGo(Arc<Shared>);

impl ConditionalEventHandler for LetGo {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, _: &EventContext) -> Option<Cmd> {
        if self.0.lock().wanted {
            Some(Cmd::Interrupt)
        } else {
            Some(Cmd::Noop)
        }
    }
}

/// A line that grows past [`LONGEST_LINE`] characters (a paste by mistake)
/// is given up at once, to be refused in one line, and the rest of it is
/// passed over: nothing more of it is drawn, so that the terminal, and a
/// screen reader, are not flooded.
struct Bound(Arc<Shared>);

impl ConditionalEventHandler for Bound {
    fn handle(&self, event: &Event, _: RepeatCount, _: bool, line: &EventContext) -> Option<Cmd> {
        let key = event.get(0)?;
        let now = Instant::now();
        let mut desk = self.0.lock();
        let burst = desk
            .last_key
            .is_some_and(|last| now.duration_since(last) < BURST);
        desk.last_key = Some(now);
        // Enter, or the line feed a paste ends its lines with.
        let enter = key.0 == KeyCode::Enter || *key == KeyEvent::ctrl('J');
        if desk.passing_over && (burst || enter) {
            desk.passing_over = !enter;
            return Some(Cmd::Noop);
        }
        desk.passing_over = false;
        let typing = matches!(
            key,
            KeyEvent(KeyCode::Char(_), Modifiers::NONE | Modifiers::SHIFT)
        );
        if typing && line.line().chars().nth(LONGEST_LINE - 1).is_some() {
            desk.overlong = true;
            return Some(Cmd::AcceptLine);
        }
        None
    }
}

/// The line being typed at a terminal, and the thread that reads it.
pub struct Editing {
    shared: Arc<Shared>,
    reader: Option<JoinHandle<()>>,
    /// The terminal as it was before line mode.
    terminal: LineInput,
    /// This thread's signal mask before the interruptions were kept for
    /// the reading thread.
    mask: SignalMask,
}

impl Editing {
    /// Starts reading lines at the terminal, sending them to `input`;
    /// `None` where the terminal cannot be edited.
    pub fn start(input: mpsc::SyncSender<Input>) -> Option<Editing> {
        if !platform::line_editing_possible() {
            return None;
        }
        let terminal = quiet_terminal()?;
        let shared = Arc::new(Shared {
            desk: Mutex::new(Desk::default()),
            changed: Condvar::new(),
        });
        let config = Config::builder()
            .auto_add_history(false)
            .bracketed_paste(false)
            .color_mode(ColorMode::Forced)
            .build();
        let mut editor = match Editor::with_history(config, MemHistory::new()) {
            Ok(editor) => editor,
            Err(_) => {
                restore(&terminal);
                return None;
            }
        };
        let _ = editor.set_max_history_size(1000);
        let _ = editor.set_history_ignore_dups(true);
        editor.enable_synchronized_output(false);
        editor.set_helper(Some(Watch(Arc::clone(&shared))));
        editor.bind_sequence(
            KeyEvent::ctrl('C'),
            EventHandler::Conditional(Box::new(CtrlC(Arc::clone(&shared)))),
        );
        if platform::ESCAPE_CLEARS_LINE {
            editor.bind_sequence(
                KeyEvent(KeyCode::Esc, Modifiers::NONE),
                EventHandler::Simple(Cmd::Kill(Movement::WholeLine)),
            );
        }
        if let Some(key) = platform::LET_GO {
            editor.bind_sequence(
                KeyEvent(KeyCode::Char(key), Modifiers::NONE),
                EventHandler::Conditional(Box::new(LetGo(Arc::clone(&shared)))),
            );
        }
        editor.bind_sequence(
            Event::Any,
            EventHandler::Conditional(Box::new(Bound(Arc::clone(&shared)))),
        );
        let mask = platform::keep_interrupts_for_new_threads();
        let reading = Arc::clone(&shared);
        let reader = std::thread::Builder::new()
            .name("keyboard".to_owned())
            .spawn(move || read(editor, &reading, &input));
        match reader {
            Ok(reader) => Some(Editing {
                shared,
                reader: Some(reader),
                terminal,
                mask,
            }),
            Err(_) => {
                platform::restore_signal_mask(&mask);
                restore(&terminal);
                None
            }
        }
    }

    /// Prints `text` (whole lines) above the line being typed, which is
    /// then shown again after `prompt`. `answered`: the last line typed
    /// has had its answer, and the next may be typed.
    pub fn print(
        &self,
        out: &mut dyn Write,
        text: &str,
        prompt: &str,
        answered: bool,
    ) -> io::Result<()> {
        let mut desk = self.shared.lock();
        if desk.editing && text.is_empty() && desk.prompt == prompt {
            return Ok(());
        }
        desk = self.let_go(desk);
        let printed = out.write_all(text.as_bytes()).and_then(|()| out.flush());
        desk.wanted = false;
        desk.prompt = prompt.to_owned();
        desk.answered |= answered;
        self.shared.changed.notify_all();
        printed
    }

    /// Takes the line being typed off the screen, and waits until it is;
    /// no line is read until `wanted` is cleared.
    fn let_go<'a>(&self, mut desk: MutexGuard<'a, Desk>) -> MutexGuard<'a, Desk> {
        if !desk.editing {
            return desk;
        }
        desk.wanted = true;
        while desk.editing {
            if desk.drawn
                && !desk.given
                && let Some(reader) = &self.reader
            {
                desk.sent = true;
                platform::interrupt_thread(reader);
            }
            desk = self.shared.wait(desk);
        }
        desk
    }

    /// The last words: `text` is printed, and no more lines are read.
    pub fn close(&mut self, out: &mut dyn Write, text: &str) -> io::Result<()> {
        let mut desk = self.shared.lock();
        desk.closed = true;
        desk = self.let_go(desk);
        let printed = out.write_all(text.as_bytes()).and_then(|()| out.flush());
        drop(desk);
        self.finish();
        printed
    }

    /// Ends the reading thread and gives the terminal back as it was.
    fn finish(&mut self) {
        if self.reader.is_none() {
            return;
        }
        let mut desk = self.shared.lock();
        desk.closed = true;
        desk = self.let_go(desk);
        self.shared.changed.notify_all();
        drop(desk);
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        platform::restore_signal_mask(&self.mask);
        restore(&self.terminal);
    }
}

impl Drop for Editing {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The reading thread: a line at a time, each sent to the playing thread,
/// which answers it before the next is read.
fn read(mut editor: Editor<Watch, MemHistory>, shared: &Shared, input: &mpsc::SyncSender<Input>) {
    platform::take_interrupts();
    let mut not_utf8 = false;
    while let Some((prompt, kept)) = shared.next_line() {
        let cursor = if kept.text.is_char_boundary(kept.cursor) {
            kept.cursor
        } else {
            kept.text.len()
        };
        let (left, right) = kept.text.split_at(cursor);
        let result = editor.readline_with_initial(&prompt, (left, right));
        let mut desk = shared.lock();
        desk.editing = false;
        let wanted = desk.wanted;
        let seen = std::mem::take(&mut desk.seen);
        let ctrl_c = std::mem::take(&mut desk.ctrl_c);
        match result {
            Ok(line) => {
                desk.stray |= desk.sent;
                desk.answered = false;
                let overlong = std::mem::take(&mut desk.overlong);
                desk.passing_over = overlong;
                shared.changed.notify_all();
                drop(desk);
                let line = if overlong {
                    erase(&prompt, &line);
                    Typed::TooLong
                } else {
                    let _ = editor.add_history_entry(line.as_str());
                    typed(&line, !not_utf8)
                };
                if input.send(Input::Line(line)).is_err() {
                    return;
                }
                not_utf8 = false;
                continue;
            }
            Err(ReadlineError::Interrupted) if ctrl_c => {
                drop(desk);
                signals::end(platform::INTERRUPTED);
            }
            Err(ReadlineError::Interrupted) if wanted || desk.stray => {
                desk.stray = false;
                erase(&prompt, &seen.text);
                desk.kept = seen;
            }
            Err(ReadlineError::Io(error)) if error.kind() == io::ErrorKind::InvalidData => {
                desk.stray |= desk.sent;
                not_utf8 = true;
                let before = seen.text.get(..seen.cursor).unwrap_or(&seen.text);
                erase(&prompt, before);
                desk.kept = seen;
            }
            // SIGINT from outside: as before line editing, it ends.
            Err(ReadlineError::Interrupted) => {
                drop(desk);
                signals::end(platform::INTERRUPTED);
            }
            // Ctrl-D on an empty line, or the terminal gone.
            Err(_) => {
                desk.closed = true;
                shared.changed.notify_all();
                drop(desk);
                let _ = input.send(Input::End);
                return;
            }
        }
        shared.changed.notify_all();
    }
}

/// Takes a line rustyline has let go of off the screen: after it, the
/// cursor stands at the start of the row below the row where it was
/// (`shown`: the prompt and what was typed up to that row's end).
fn erase(prompt: &str, shown: &str) {
    let rows = rows_taken(&format!("{prompt}{shown}"), platform::columns());
    platform::take_rows_off(rows);
}

/// The rows a line takes on a screen this many columns wide, counted as
/// rustyline places it, and one more for the line end written after it.
fn rows_taken(text: &str, columns: usize) -> usize {
    use unicode_width::UnicodeWidthChar;
    let columns = columns.max(1);
    let (mut row, mut column) = (0, 0);
    for c in text.chars() {
        let width = c.width().unwrap_or(0);
        column += width;
        if column > columns {
            row += 1;
            column = width;
        }
    }
    if column == columns {
        row += 1;
    }
    row + 1
}

/// Keys typed while no line is read (between Enter and the answer) are
/// neither echoed nor turned into signals: they wait, unseen, for the next
/// line, so that nothing lands inside an answer. The terminal as it was is
/// returned, and given back at the end (or when the session is ended).
fn quiet_terminal() -> Option<LineInput> {
    let terminal = platform::quiet_line_input()?;
    signals::line_terminal(Some(terminal));
    Some(terminal)
}

fn restore(terminal: &LineInput) {
    signals::line_terminal(None);
    platform::restore_line_input(terminal);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// rustyline's count: a line that fills a row exactly moves the cursor
    /// to the next, and a character too wide for the rest of a row starts
    /// the next.
    #[test]
    fn the_rows_a_line_takes() {
        assert_eq!(rows_taken("", 40), 1);
        assert_eq!(rows_taken("W> Sf", 40), 1);
        assert_eq!(rows_taken(&"x".repeat(39), 40), 1);
        assert_eq!(rows_taken(&"x".repeat(40), 40), 2);
        assert_eq!(rows_taken(&"x".repeat(41), 40), 2);
        assert_eq!(rows_taken(&format!("{}漢", "x".repeat(39)), 40), 2);
    }
}
