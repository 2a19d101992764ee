//! An XfCC server over HTTPS (the client annabella uses for lichess, with
//! rustls): each call one POST, its answer read whole within bounds. The
//! password goes in the request's body only, never over plain http to
//! another machine, and is never printed.

use std::time::Duration;

use ureq::Agent;

use super::xfcc::{self, Login, MakeAMove, Operation, XfccGame};
use crate::notation::corr_text::XfccCode;
use crate::notation::{IccfText, ServerTrouble};

/// The largest answer read: a player's games with their moves.
const LARGEST_ANSWER: u64 = 4 * 1024 * 1024;

const CONNECT: Duration = Duration::from_secs(10);
const WHOLE_ANSWER: Duration = Duration::from_secs(30);

/// What went wrong with a call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The server cannot be reached, or fails.
    Down(ServerTrouble),
    /// The answer is no XfCC.
    Unreadable,
    /// The server refused the call as a whole (a SOAP fault), with a code.
    Refused(XfccCode),
}

impl Fault {
    /// What the player is told.
    pub fn text(&self) -> IccfText {
        match self {
            Fault::Down(why) => IccfText::Unreachable(why.clone()),
            Fault::Unreadable => IccfText::Unreadable,
            Fault::Refused(code) => IccfText::Fault(code.clone()),
        }
    }
}

/// One XfCC server and the player's login there.
pub struct Server {
    agent: Agent,
    url: String,
    login: Login,
}

/// Whether a password may go to `url`: over https anywhere, over plain
/// http only to this machine.
pub fn may_go_to(url: &str) -> bool {
    crate::online::client::token_may_go_to(url)
}

impl Server {
    pub fn new(url: &str, login: Login) -> Server {
        let agent: Agent = Agent::config_builder()
            .http_status_as_error(false)
            .timeout_connect(Some(CONNECT))
            .timeout_global(Some(WHOLE_ANSWER))
            .user_agent(concat!("annabella/", env!("CARGO_PKG_VERSION")))
            .build()
            .into();
        Server {
            agent,
            url: url.trim().to_owned(),
            login,
        }
    }

    pub fn user(&self) -> &str {
        &self.login.user
    }

    /// One call: the answer's XML, or what went wrong. A SOAP fault is
    /// read for its code whatever the HTTP status.
    fn call(&self, operation: Operation, body: String) -> Result<String, Fault> {
        let response = self
            .agent
            .post(&self.url)
            .header("Content-Type", "text/xml; charset=utf-8")
            .header("SOAPAction", &operation.soap_action())
            .send(body)
            .map_err(|error| Fault::Down(crate::online::client::trouble(&error)))?;
        let status = response.status().as_u16();
        let mut response = response;
        let text = response
            .body_mut()
            .with_config()
            .limit(LARGEST_ANSWER)
            .read_to_string()
            .map_err(|_| Fault::Unreadable)?;
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
        xfcc::read_games(&xml).map_err(|_| Fault::Unreadable)
    }

    /// Sends a move or a flag (`MakeAMove`): the server's code.
    pub fn make_a_move(&self, call: &MakeAMove) -> Result<XfccCode, Fault> {
        let xml = self.call(Operation::MakeAMove, xfcc::make_a_move(&self.login, call))?;
        let code = xfcc::read_result(&xml).map_err(|_| Fault::Unreadable)?;
        Ok(XfccCode::from_word(&code))
    }
}
