//! An XfCC server over HTTPS (on the way [`crate::online::http`] makes
//! for lichess too, with rustls): each call one POST, its answer read whole
//! within bounds. The password goes in the request's body only, never over
//! plain http to another machine, never through a proxy to this one, never
//! on to where a redirect points, and is never printed.

use std::time::Duration;

use ureq::Agent;

use super::xfcc::{self, Login, MakeAMove, Operation, XfccGame};
use crate::notation::message::XfccCode;
use crate::notation::{IccfText, ServerTrouble};
use crate::online::http;

/// How long a call and its whole answer may take.
const WHOLE_ANSWER: Duration = Duration::from_secs(30);

/// What went wrong with a call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The server cannot be reached, or fails.
    Down(ServerTrouble),
    /// The answer is no XfCC.
    Unreadable,
    /// The answer holds more than annabella reads of one.
    TooLarge,
    /// The server refused the call as a whole (a SOAP fault), with a code.
    Refused(XfccCode),
}

impl Fault {
    /// What the player is told.
    pub fn text(&self) -> IccfText {
        match self {
            Fault::Down(why) => IccfText::Unreachable(why.clone()),
            Fault::Unreadable => IccfText::Unreadable,
            Fault::TooLarge => IccfText::TooLarge {
                megabytes: xfcc::LARGEST_ANSWER / (1024 * 1024),
                games: xfcc::MOST_GAMES,
                fields: xfcc::MOST_FIELDS,
                kilobytes: xfcc::LONGEST_FIELD / 1024,
            },
            Fault::Refused(code) => IccfText::Fault(code.clone()),
        }
    }
}

impl From<xfcc::Unreadable> for Fault {
    fn from(unreadable: xfcc::Unreadable) -> Fault {
        match unreadable {
            xfcc::Unreadable::NotXfcc => Fault::Unreadable,
            xfcc::Unreadable::TooLarge => Fault::TooLarge,
        }
    }
}

/// One XfCC server and the player's login there.
pub struct Server {
    agent: Agent,
    limits: http::Limits,
    url: String,
    login: Login,
}

/// Whether a password may go to `url`: over https anywhere, over plain
/// http only to this machine.
pub fn may_go_to(url: &str) -> bool {
    http::secret_may_go_to(url)
}

impl Server {
    /// The server at `url`; what keeps it from being reached (a proxy that
    /// cannot be used) is a fault at once.
    pub fn new(url: &str, login: Login) -> Result<Server, Fault> {
        let limits = http::Limits {
            whole: Some(WHOLE_ANSWER),
            silence: None,
        };
        Ok(Server {
            agent: http::agent(url, limits).map_err(Fault::Down)?,
            limits,
            url: url.trim().to_owned(),
            login,
        })
    }

    pub fn user(&self) -> &str {
        &self.login.user
    }

    /// One call: the answer's XML, or what went wrong. A SOAP fault is
    /// read for its code whatever the HTTP status; a redirect is named,
    /// and nothing of it is read or followed.
    fn call(&self, operation: Operation, body: String) -> Result<String, Fault> {
        let exchange = http::Exchange::begin(self.limits);
        let response = self
            .agent
            .post(&self.url)
            .header("Content-Type", "text/xml; charset=utf-8")
            .header("SOAPAction", &operation.soap_action())
            .send(body)
            .map_err(|error| Fault::Down(exchange.trouble(&error)))?;
        if let Some(elsewhere) = http::redirected(&response) {
            return Err(Fault::Down(elsewhere));
        }
        let status = response.status().as_u16();
        let mut response = response;
        let bytes = match response
            .body_mut()
            .with_config()
            .limit(xfcc::LARGEST_ANSWER)
            .read_to_vec()
        {
            Ok(bytes) => bytes,
            Err(ureq::Error::BodyExceedsLimit(_)) => return Err(Fault::TooLarge),
            Err(error) => return Err(Fault::Down(exchange.trouble(&error))),
        };
        let text = String::from_utf8(bytes).map_err(|_| Fault::Unreadable)?;
        if let Some(fault) = xfcc::read_fault(&text) {
            return Err(Fault::Refused(XfccCode::from_word(&fault)));
        }
        if !(200..300).contains(&status) {
            return Err(Fault::Down(ServerTrouble::Status(status)));
        }
        Ok(text)
    }

    /// The player's games (`GetMyGames`).
    pub fn games(&self) -> Result<Vec<XfccGame>, Fault> {
        let xml = self.call(Operation::GetMyGames, xfcc::get_my_games(&self.login))?;
        xfcc::read_games(&xml).map_err(Fault::from)
    }

    /// Sends a move or a flag (`MakeAMove`): the server's code.
    pub fn make_a_move(&self, call: &MakeAMove) -> Result<XfccCode, Fault> {
        let xml = self.call(Operation::MakeAMove, xfcc::make_a_move(&self.login, call))?;
        let code = xfcc::read_result(&xml).map_err(Fault::from)?;
        Ok(XfccCode::from_word(&code))
    }
}
