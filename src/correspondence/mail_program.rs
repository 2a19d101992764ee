//! Handing a card to the player's own mail program: a `mailto:` address
//! (RFC 6068) with the opponent's address, a subject and the card as its
//! body, opened by the program the player's desktop opens mail with. What
//! opens it is the player's choice, made in the desktop's settings; no
//! file or mail chooses it. How an address is opened is the platform
//! layer's ([`crate::platform::open_address`]).

use crate::notation::message::MailProgramTrouble;

/// A mail address as typed or as a mail gives it: `name@host`, no spaces,
/// no characters that would end the address or start another part.
pub fn address(text: &str) -> Option<String> {
    let text = text.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, host) = text.split_once('@')?;
    let fits = |part: &str| {
        !part.is_empty()
            && part.len() <= 128
            && part
                .chars()
                .all(|c| c.is_alphanumeric() || "._+-!#$'*/=^`{|}~".contains(c))
    };
    (fits(local) && fits(host) && host.contains('.') && !text.contains(".."))
        .then(|| text.to_lowercase())
}

/// `text` as a `mailto:` part writes it: every byte but the unreserved
/// ones percent-encoded, line breaks as CR LF (RFC 6068, section 2).
fn encoded(text: &str) -> String {
    let text = text.replace("\r\n", "\n").replace('\n', "\r\n");
    let mut out = String::with_capacity(text.len() * 3);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The `mailto:` address of a card.
pub fn mailto(to: &str, subject: &str, body: &str) -> String {
    let to = encoded(to).replace("%40", "@");
    format!(
        "mailto:{to}?subject={}&body={}",
        encoded(subject),
        encoded(body)
    )
}

/// Opens the player's mail program with a new mail to `to`.
pub fn compose(to: &str, subject: &str, body: &str) -> Result<(), MailProgramTrouble> {
    let to = address(to).ok_or(MailProgramTrouble::Failed)?;
    open(&mailto(&to, subject, body))
}

/// Opens a `mailto:` address with the program the player's system opens
/// mail addresses with (see [`crate::platform::open_address`]).
fn open(url: &str) -> Result<(), MailProgramTrouble> {
    match crate::platform::open_address(url) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            Err(MailProgramTrouble::Missing)
        }
        Err(_) => Err(MailProgramTrouble::Failed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_a_plain_address() {
        assert_eq!(
            address("<Bob@Example.org>").as_deref(),
            Some("bob@example.org")
        );
        for bad in [
            "bob",
            "bob@localhost",
            "a b@x.de",
            "bob@x.de?cc=eve@y.de",
            "bob@x.de&body=x",
            "a@@x.de",
            "a@x..de",
            "",
        ] {
            assert_eq!(address(bad), None, "{bad}");
        }
    }

    /// RFC 6068's own example: "mailto:infobot@example.com?body=send%20current-issue".
    #[test]
    fn a_card_becomes_a_mailto_address() {
        assert_eq!(
            mailto("infobot@example.com", "", "send current-issue"),
            "mailto:infobot@example.com?subject=&body=send%20current-issue"
        );
        assert_eq!(
            mailto(
                "bob@example.org",
                "Fernschach: 12... Te8",
                "Mein Zug: 12... Te8\nÄ&?"
            ),
            "mailto:bob@example.org?subject=Fernschach%3A%2012...%20Te8\
             &body=Mein%20Zug%3A%2012...%20Te8%0D%0A%C3%84%26%3F"
        );
    }
}
