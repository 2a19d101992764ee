//! The opponent's mail, read once at the edge: a saved mail (`.eml`, a
//! message of an mbox or a Maildir) is decoded by a mail parser (MIME
//! parts, quoted-printable, base64, the declared charset; text/plain
//! first, HTML as text), its headers kept apart and never read as moves;
//! what the writer quoted (`>` lines, "-----Original Message-----", "On …
//! wrote:", "Am … schrieb …:" and their likes in the players' languages),
//! his signature and his phone's "Sent from my iPhone" are peeled off.
//! What is left is the new text: what he wrote now. Text copied out of a
//! mail into a file is peeled the same way.

use mail_parser::{MessageParser, PartType};

use crate::notation::date::Date;
use crate::notation::outside;

/// The largest mail file read: a mail with a photo of the board attached
/// stays below it.
pub const LARGEST: u64 = 16 * 1024 * 1024;

/// The most characters of new text kept: more than any letter holds.
const LONGEST_TEXT: usize = 64 * 1024;

/// A mail as the correspondence floor sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mail {
    /// The sender's address (`bob@example.org`), cleaned.
    pub from: Option<String>,
    /// The subject, cleaned.
    pub subject: Option<String>,
    /// When the mail was written (its `Date`), in seconds since 1970 UTC.
    pub written: Option<i64>,
    /// Its `Message-ID`, cleaned.
    pub id: Option<String>,
    /// What the writer wrote now: the body as text, without what he
    /// quoted and without his signature.
    pub text: String,
}

impl Mail {
    /// A saved mail, or text copied out of one.
    pub fn read(bytes: &[u8]) -> Mail {
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        if !has_headers(bytes) {
            return Mail {
                text: new_text(&String::from_utf8_lossy(bytes)),
                ..Mail::default()
            };
        }
        let Some(message) = MessageParser::default().parse(bytes) else {
            return Mail::default();
        };
        let from = message
            .from()
            .and_then(|from| from.first())
            .and_then(|addr| addr.address())
            .map(|address| outside::clean(address, 120).to_lowercase())
            .filter(|address| address.contains('@'));
        let written = message
            .date()
            .filter(|d| sensible(d))
            .map(|d| d.to_timestamp());
        let body = message
            .text_body
            .first()
            .and_then(|&part| message.parts.get(part as usize))
            .map(|part| match &part.body {
                PartType::Text(text) => text.to_string(),
                PartType::Html(html) => html_text(html),
                _ => String::new(),
            })
            .unwrap_or_default();
        Mail {
            from,
            subject: message.subject().map(outside::line),
            written,
            id: message.message_id().map(|id| outside::clean(id, 200)),
            text: new_text(&body),
        }
    }

    /// The day the mail was written, in the player's time zone.
    pub fn day(&self) -> Option<Date> {
        self.written.map(day_here)
    }
}

/// A mail's date that a calendar has.
fn sensible(date: &mail_parser::DateTime) -> bool {
    (1900..=2999).contains(&date.year)
        && (1..=12).contains(&date.month)
        && (1..=31).contains(&date.day)
        && date.hour < 24
        && date.minute < 60
        && date.second < 61
        && date.tz_hour < 24
        && date.tz_minute < 60
}

/// The day of a moment (seconds since 1970 UTC) in the player's time zone
/// (`TZ`, else the system's); in UTC where none is known.
pub fn day_here(seconds: i64) -> Date {
    let utc = || Date::from_day_number(seconds.div_euclid(86_400));
    let Ok(moment) = jiff::Timestamp::from_second(seconds) else {
        return utc();
    };
    let zone = jiff::tz::TimeZone::try_system().unwrap_or(jiff::tz::TimeZone::UTC);
    let date = zone.to_datetime(moment).date();
    Date::new(
        i32::from(date.year()),
        u32::try_from(date.month()).unwrap_or(1),
        u32::try_from(date.day()).unwrap_or(1),
    )
    .unwrap_or_else(utc)
}

/// Today in the player's time zone.
pub fn today_here() -> Date {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(0));
    day_here(seconds)
}

/// Header names only a mail starts with.
const HEADERS: [&str; 12] = [
    "from",
    "date",
    "subject",
    "to",
    "message-id",
    "received",
    "return-path",
    "mime-version",
    "content-type",
    "delivered-to",
    "reply-to",
    "x-mailer",
];

/// Whether the bytes start as a mail does: a header block (after an mbox
/// `From ` line) with two mail headers or more.
fn has_headers(bytes: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(16 * 1024)]);
    let mut lines = head.lines().peekable();
    if lines.peek().is_some_and(|l| l.starts_with("From ")) {
        lines.next();
    }
    let mut known = 0;
    for line in lines {
        if line.trim().is_empty() {
            break;
        }
        if line.starts_with([' ', '\t']) {
            continue;
        }
        let Some((name, _)) = line.split_once(':') else {
            return false;
        };
        let name = name.to_ascii_lowercase();
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
            return false;
        }
        if HEADERS.contains(&name.as_str()) {
            known += 1;
        }
    }
    known >= 2
}

/// HTML as text, without what it quotes: a `blockquote` is history, and so
/// is everything after the quote a webmail or Outlook marks (Gmail's
/// `gmail_quote`, Outlook's `divRplyFwdMsg` and `appendonsend`).
fn html_text(html: &str) -> String {
    let lower = html.to_ascii_lowercase();
    let cut = [
        "class=\"gmail_quote",
        "id=\"divrplyfwdmsg",
        "id=\"appendonsend",
    ]
    .iter()
    .filter_map(|mark| lower.find(mark))
    .filter_map(|at| lower[..at].rfind('<'))
    .min()
    .unwrap_or(html.len());
    let mut kept = String::with_capacity(cut);
    let mut depth = 0usize;
    let mut at = 0;
    while at < cut {
        let rest = &lower[at..cut];
        let open = rest.find("<blockquote");
        let close = rest.find("</blockquote");
        match (open, close) {
            (Some(o), c) if c.is_none_or(|c| o < c) => {
                if depth == 0 {
                    kept.push_str(&html[at..at + o]);
                }
                depth += 1;
                at += o + "<blockquote".len();
            }
            (_, Some(c)) => {
                if depth == 0 {
                    kept.push_str(&html[at..at + c]);
                }
                depth = depth.saturating_sub(1);
                at += c + "</blockquote".len();
                at += lower[at..cut].find('>').map_or(cut - at, |g| g + 1);
            }
            _ => {
                if depth == 0 {
                    kept.push_str(&html[at..cut]);
                }
                at = cut;
            }
        }
    }
    // Line breaks where the HTML breaks lines, so that sentences on lines
    // of their own stay apart.
    let broken = ["<br", "<BR", "<div", "<DIV", "<p>", "<P>", "<p ", "<P "]
        .iter()
        .fold(kept, |text, tag| text.replace(tag, &format!("\n{tag}")));
    mail_parser::decoders::html::html_to_text(&broken)
}

/// A line that begins the writer's quote of an earlier mail: "On … wrote:"
/// and its likes, also broken over two lines.
fn attribution(line: &str, next: Option<&str>) -> bool {
    const WROTE: [&str; 8] = [
        "wrote",
        "schrieb",
        "yazdı",
        "skrifaði",
        "نوشت:",
        "a écrit",
        "escribió",
        "geschrieben",
    ];
    let says = |text: &str| {
        let lower = text.trim().to_lowercase();
        lower.ends_with(':') && WROTE.iter().any(|w| lower.contains(w))
    };
    let lower = line.trim().to_lowercase();
    let opens = ["on ", "am ", "le ", "þann ", "el ", "در تاریخ "]
        .iter()
        .any(|o| lower.starts_with(o));
    says(line) || (opens && next.is_some_and(|next| says(&format!("{line} {next}"))))
}

/// "-----Original Message-----", "-----Ursprüngliche Nachricht-----",
/// "-------- Weitergeleitete Nachricht --------", an Outlook line of
/// underscores: what follows is an earlier mail.
fn separator(line: &str) -> bool {
    let line = line.trim();
    if line.len() >= 10 && line.chars().all(|c| c == '_') {
        return true;
    }
    let inner = line.trim_matches('-');
    line.starts_with("--")
        && line.ends_with("--")
        && line.len() - inner.len() >= 4
        && inner.chars().any(char::is_alphabetic)
}

/// An Outlook header block of a quoted mail: "Von:" with "Gesendet:" or
/// "Datum:" (and their likes) right after.
fn quoted_headers(line: &str, after: &[&str]) -> bool {
    const FROM: [&str; 6] = ["from:", "von:", "gönderen:", "kimden:", "frá:", "از:"];
    const SENT: [&str; 9] = [
        "sent:",
        "date:",
        "gesendet:",
        "datum:",
        "tarih:",
        "gönderildi:",
        "ارسال",
        "dagsetning:",
        "تاریخ:",
    ];
    let starts = |text: &str, words: &[&str]| {
        let lower = text.trim().to_lowercase();
        words.iter().any(|w| lower.starts_with(w))
    };
    starts(line, &FROM) && after.iter().take(4).any(|l| starts(l, &SENT))
}

/// A phone's or a webmail's line under the text: "Sent from my iPhone",
/// "Von meinem iPhone gesendet".
fn sent_from(line: &str) -> bool {
    let lower = line.trim().to_lowercase();
    lower.starts_with("sent from ")
        || lower.starts_with("get outlook for")
        || lower.starts_with("gesendet von ")
        || (lower.starts_with("von meinem ") && lower.contains("gesendet"))
        || (lower.ends_with("gönderildi")
            && ["iphone", "ipad", "android", "cihaz", "telefon", "outlook"]
                .iter()
                .any(|device| lower.contains(device)))
        || lower.starts_with("sent with ")
}

/// What the writer wrote now: the text without the lines he quoted,
/// without the earlier mail below his, and without his signature; line
/// breaks made plain, control characters gone.
pub fn new_text(body: &str) -> String {
    let body = body.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = body.lines().collect();
    let mut kept: Vec<String> = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let next = lines.get(index + 1).copied();
        let after = &lines[(index + 1).min(lines.len())..];
        if line == &"-- " || line.trim() == "--" {
            break;
        }
        if separator(line) || attribution(line, next) || quoted_headers(line, after) {
            break;
        }
        if line.trim_start().starts_with('>') || sent_from(line) {
            continue;
        }
        kept.push(outside::clean(line.trim_end(), LONGEST_TEXT));
    }
    while kept.last().is_some_and(|l| l.trim().is_empty()) {
        kept.pop();
    }
    let mut text = kept.join("\n");
    if text.len() > LONGEST_TEXT {
        let mut end = LONGEST_TEXT;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_history_and_signatures_are_peeled_off() {
        let body = "Hallo Anna,\r\n\r\n12. Lc2\r\n\r\nGruß\r\nBob\r\n\r\n\
                    Am 16.11.26 um 18:02 schrieb Anna Keller:\r\n> Mein Zug: 11... Lb7\r\n";
        assert_eq!(new_text(body), "Hallo Anna,\n\n12. Lc2\n\nGruß\nBob");
        let outlook = "15. a4\n\n-----Ursprüngliche Nachricht-----\nVon: Anna\nMein Zug: 14... g6";
        assert_eq!(new_text(outlook), "15. a4");
        let gmail =
            "Nf3\n\nOn Mon, Nov 16, 2026 at 6:02 PM Anna Keller <anna@example.net>\nwrote:\n> e5";
        assert_eq!(new_text(gmail), "Nf3");
        let signed = "Sf1\n\nVon meinem iPhone gesendet\n\n> Am 22.11.2026 um 18:40 schrieb Anna:";
        assert_eq!(new_text(signed), "Sf1");
        let signature = "e5\n-- \nBob Berger, Schachclub\nTel. 5254";
        assert_eq!(new_text(signature), "e5");
        let new_outlook = "a4\n________________________________\nVon: Anna\nGesendet: Montag\nd5";
        assert_eq!(new_text(new_outlook), "a4");
    }

    /// A mail as an mbox keeps it, its `From ` line first.
    #[test]
    fn a_mail_of_an_mbox_is_read() {
        let mail = Mail::read(
            b"From bob@example.org Sat Dec 26 10:00:00 2026\nFrom: Bob <bob@example.org>\n\
              Date: Sat, 26 Dec 2026 10:00:00 +0100\nSubject: x\n\n20. Lg5\n",
        );
        assert_eq!(mail.from.as_deref(), Some("bob@example.org"));
        assert_eq!(mail.text, "20. Lg5");
    }

    /// A plain text file is no mail: `Nachricht:` is no header.
    #[test]
    fn text_copied_out_of_a_mail_is_text() {
        let mail = Mail::read(b"Nachricht: hallo\nMein Zug: 1... e5\n");
        assert_eq!(mail.from, None);
        assert_eq!(mail.text, "Nachricht: hallo\nMein Zug: 1... e5");
    }

    #[test]
    fn html_quotes_are_history() {
        let html = "<div>15... c5</div><div>Gru&szlig;</div>\
                    <blockquote type=\"cite\"><div>Mein Zug: 15. a4</div>\
                    <blockquote>x</blockquote>y</blockquote><div>Bob</div>";
        let text = html_text(html);
        assert!(text.contains("15... c5"), "{text}");
        assert!(text.contains("Gruß"), "{text}");
        assert!(text.contains("Bob"), "{text}");
        assert!(!text.contains("a4") && !text.contains('y'), "{text}");
    }
}
