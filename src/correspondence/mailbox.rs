//! The player's mail folder, named once (config `mail_folder`): a Maildir
//! (mutt, Evolution, a mail server's folder: `cur/` and `new/`) or an mbox
//! file (Thunderbird's `Inbox`, mutt's mbox). `read` alone takes the
//! opponent's newest mail that is not yet read into the game. The folder
//! is only read, never changed: what the player's own mail program marks
//! as read stays as it is.

use std::fs::File;
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::Path;

use super::mail::{self, Mail};
use crate::notation::FileProblem;

/// How much of a mail is read to know whom it is from.
const HEAD: u64 = 64 * 1024;

/// The most mails of a Maildir looked at.
const MOST_MAILS: usize = 50_000;

/// How much of an mbox's end is looked through: the newest mails are
/// there.
const MBOX_TAIL: u64 = 256 * 1024 * 1024;

/// A mail found: when it was written, its bytes' place.
struct Found {
    written: i64,
    order: usize,
    place: Place,
}

enum Place {
    File(std::path::PathBuf),
    Range(u64, u64),
}

/// Whether the mail whose head is `head` is the opponent's (anyone's
/// without his address) and not yet read: when it was written.
fn candidate(head: &[u8], address: Option<&str>, read: &[String]) -> Option<i64> {
    let mail = Mail::read(head);
    if let Some(address) = address
        && !mail.from.as_deref()?.eq_ignore_ascii_case(address)
    {
        return None;
    }
    if mail.id.as_ref().is_some_and(|id| read.contains(id)) {
        return None;
    }
    Some(mail.written.unwrap_or(0))
}

fn problem(error: &std::io::Error) -> FileProblem {
    FileProblem::from(error)
}

/// The opponent's newest mail in `folder` (anyone's, without his
/// address) not yet read (their Message-IDs in `read`): its bytes, or
/// none.
pub fn newest_from(
    folder: &Path,
    address: Option<&str>,
    read: &[String],
) -> Result<Option<Vec<u8>>, FileProblem> {
    let metadata = std::fs::metadata(folder).map_err(|e| problem(&e))?;
    let found = if metadata.is_dir() {
        maildir(folder, address, read)?
    } else if metadata.is_file() {
        mbox(folder, address, read)?
    } else {
        return Err(FileProblem::NotAFile);
    };
    let Some(found) = found else {
        return Ok(None);
    };
    match found.place {
        Place::File(path) => crate::scoresheet::files::read_bounded(&path, mail::LARGEST).map(Some),
        Place::Range(start, length) => {
            let mut file = File::open(folder).map_err(|e| problem(&e))?;
            file.seek(SeekFrom::Start(start)).map_err(|e| problem(&e))?;
            let mut bytes = Vec::new();
            file.take(length.min(mail::LARGEST))
                .read_to_end(&mut bytes)
                .map_err(|e| problem(&e))?;
            Ok(Some(unquote_from(&bytes)))
        }
    }
}

/// The newer of two finds: the later written, else the later in the
/// folder.
fn newer(best: Option<Found>, next: Found) -> Option<Found> {
    match best {
        Some(best) if (best.written, best.order) >= (next.written, next.order) => Some(best),
        _ => Some(next),
    }
}

/// A Maildir: the mails of `new/` and `cur/`.
fn maildir(
    folder: &Path,
    address: Option<&str>,
    read: &[String],
) -> Result<Option<Found>, FileProblem> {
    let mut best = None;
    let mut order = 0;
    let mut seen_any = false;
    for part in ["cur", "new"] {
        let Ok(entries) = std::fs::read_dir(folder.join(part)) else {
            continue;
        };
        seen_any = true;
        for entry in entries.filter_map(Result::ok).take(MOST_MAILS) {
            let path = entry.path();
            if !entry.file_type().is_ok_and(|t| t.is_file()) {
                continue;
            }
            let Ok(file) = File::open(&path) else {
                continue;
            };
            let mut head = Vec::new();
            if file.take(HEAD).read_to_end(&mut head).is_err() {
                continue;
            }
            order += 1;
            if let Some(written) = candidate(&head, address, read) {
                best = newer(
                    best,
                    Found {
                        written,
                        order,
                        place: Place::File(path),
                    },
                );
            }
        }
    }
    if !seen_any {
        return Err(FileProblem::NotAFile);
    }
    Ok(best)
}

/// Whether a file is an mbox: a plain file that begins with a `From `
/// line.
pub fn is_mbox(path: &Path) -> bool {
    let mut start = [0u8; 5];
    std::fs::metadata(path).is_ok_and(|m| m.is_file())
        && File::open(path).is_ok_and(|mut file| file.read_exact(&mut start).is_ok())
        && &start == b"From "
}

/// An mbox: mails begin with a line `From ` after an empty line.
fn mbox(path: &Path, address: Option<&str>, read: &[String]) -> Result<Option<Found>, FileProblem> {
    let mut file = File::open(path).map_err(|e| problem(&e))?;
    let length = file.metadata().map_err(|e| problem(&e))?.len();
    let start = length.saturating_sub(MBOX_TAIL);
    file.seek(SeekFrom::Start(start)).map_err(|e| problem(&e))?;
    let mut reader = BufReader::new(file.take(MBOX_TAIL));
    let mut at = start;
    let mut line = Vec::new();
    let mut previous_blank = start == 0;
    // The mail being read: where it starts, its head, whether the head is
    // complete.
    let mut current: Option<(u64, Vec<u8>, bool)> = None;
    let mut best = None;
    let mut order = 0;
    let mut close = |current: Option<(u64, Vec<u8>, bool)>, end: u64, best: &mut Option<Found>| {
        if let Some((begin, head, _)) = current {
            order += 1;
            if let Some(written) = candidate(&head, address, read) {
                *best = newer(
                    best.take(),
                    Found {
                        written,
                        order,
                        place: Place::Range(begin, end - begin),
                    },
                );
            }
        }
    };
    loop {
        line.clear();
        let read_now = reader
            .by_ref()
            .take(1024 * 1024)
            .read_until(b'\n', &mut line)
            .map_err(|e| problem(&e))?;
        if read_now == 0 {
            break;
        }
        if previous_blank && line.starts_with(b"From ") {
            close(current.take(), at, &mut best);
            current = Some((at + read_now as u64, Vec::new(), false));
        } else if let Some((_, head, done)) = current.as_mut()
            && !*done
        {
            if line.iter().all(|b| b.is_ascii_whitespace()) || head.len() as u64 > HEAD {
                *done = true;
            }
            head.extend_from_slice(&line);
        }
        previous_blank = line.iter().all(|b| b.is_ascii_whitespace());
        at += read_now as u64;
    }
    close(current.take(), at, &mut best);
    Ok(best)
}

/// An mbox body's `>From ` lines as the mail had them.
fn unquote_from(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for line in bytes.split_inclusive(|b| *b == b'\n') {
        let quotes = line.iter().take_while(|b| **b == b'>').count();
        if quotes > 0 && line[quotes..].starts_with(b"From ") {
            out.extend_from_slice(&line[1..]);
        } else {
            out.extend_from_slice(line);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mail(from: &str, date: &str, id: &str, body: &str) -> String {
        format!("From: {from}\nDate: {date}\nMessage-ID: <{id}>\nSubject: x\n\n{body}\n")
    }

    #[test]
    fn the_newest_unread_mail_of_the_opponent_is_taken_from_an_mbox() {
        let dir = std::env::temp_dir().join(format!("annabella-mbox-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("folder");
        let path = dir.join("Inbox");
        let text = [
            format!(
                "From bob@example.org Mon Nov 16 10:00:00 2026\n{}",
                mail(
                    "Bob <bob@example.org>",
                    "Mon, 16 Nov 2026 10:00:00 +0100",
                    "a@x",
                    "12. Lc2"
                )
            ),
            format!(
                "From eve@example.org Wed Nov 18 10:00:00 2026\n{}",
                mail(
                    "eve@example.org",
                    "Wed, 18 Nov 2026 10:00:00 +0100",
                    "b@x",
                    "Hallo"
                )
            ),
            format!(
                "From bob@example.org Tue Nov 17 10:00:00 2026\n{}",
                mail(
                    "Bob <BOB@example.org>",
                    "Tue, 17 Nov 2026 10:00:00 +0100",
                    "c@x",
                    ">From here: 13. Sf1"
                )
            ),
        ]
        .join("\n");
        std::fs::write(&path, text).expect("written");
        let newest = newest_from(&path, Some("bob@example.org"), &[])
            .expect("read")
            .expect("a mail");
        let newest = Mail::read(&newest);
        assert_eq!(newest.id.as_deref(), Some("c@x"));
        assert!(
            newest.text.contains("From here: 13. Sf1"),
            "{}",
            newest.text
        );
        let older = newest_from(&path, Some("bob@example.org"), &["c@x".into()]).expect("read");
        assert_eq!(older.map(|m| Mail::read(&m).id), Some(Some("a@x".into())));
        let none = newest_from(
            &path,
            Some("bob@example.org"),
            &["c@x".into(), "a@x".into()],
        )
        .expect("read");
        assert!(none.is_none());
        // Without his address: the newest mail of anyone.
        let anyone = newest_from(&path, None, &[])
            .expect("read")
            .expect("a mail");
        assert_eq!(Mail::read(&anyone).id.as_deref(), Some("b@x"));
        std::fs::remove_dir_all(&dir).expect("removed");
    }
}
