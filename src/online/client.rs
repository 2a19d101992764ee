//! The lichess Board API over HTTPS (ureq with rustls, on the way
//! [`super::http`] makes): requests, NDJSON streams, and what each failure
//! means to the player. The token goes in the Authorization header only;
//! it is never printed or logged.

use std::io::{BufRead, BufReader, Read};
use std::time::Duration;

use serde::de::DeserializeOwned;
use ureq::Agent;
use ureq::http::Response;

use super::http;
use crate::notation::ServerTrouble;

/// The longest line a stream may send; anything longer is not lichess.
const MAX_LINE: usize = 1 << 20;

/// How long a stream may stay silent: lichess sends an empty line every
/// few seconds to keep it open, so silence this long is a lost connection.
const SILENCE: Duration = Duration::from_secs(30);

/// How long a request that is not a stream may take, whole: a server that
/// sends its answer a byte at a time is cut off, not waited for.
const WHOLE_ANSWER: Duration = Duration::from_secs(20);

/// The longest wait a 429's `Retry-After` is taken at: the API asks for a
/// full minute, and a server asking for more is not waited for longer.
const LONGEST_RETRY: Duration = Duration::from_secs(60);

/// What went wrong with a request, as the player is told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// 401: the token is missing, wrong or revoked.
    TokenRefused,
    /// 404: no such game (or user).
    NotFound,
    /// 400: the server refused the request; its reason.
    Refused(String),
    /// 429: wait this long before the next request.
    RateLimited(Duration),
    /// The server cannot be reached or fails: what happened.
    Down(ServerTrouble),
    /// The server's answer cannot be read: what is wrong with it.
    Unreadable(String),
}

/// A client of one server with one token.
pub struct Client {
    agent: Agent,
    limits: http::Limits,
    server: String,
    token: String,
}

/// The reason in an error answer (`{"error": "..."}`), or the text itself,
/// as it may be printed.
fn reason(body: &str) -> String {
    let why = super::api::error_reason(body).unwrap_or_else(|| body.to_owned());
    crate::notation::outside::line(why.trim())
}

impl Client {
    /// A client of `server`; what keeps it from being reached (a proxy
    /// that cannot be used) is a fault at once.
    pub fn new(server: &str, token: String) -> Result<Client, Fault> {
        let limits = http::Limits {
            whole: Some(WHOLE_ANSWER),
            silence: Some(SILENCE),
        };
        Ok(Client {
            agent: http::agent(server, limits).map_err(Fault::Down)?,
            limits,
            server: server.trim_end_matches('/').to_owned(),
            token,
        })
    }

    pub fn server(&self) -> &str {
        &self.server
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.server)
    }

    fn bearer(&self) -> String {
        format!("Bearer {}", self.token)
    }

    /// The answer when it is a success; otherwise what it means. A
    /// redirect is named, and nothing of it is read or followed.
    fn checked(
        exchange: &http::Exchange,
        result: Result<Response<ureq::Body>, ureq::Error>,
    ) -> Result<Response<ureq::Body>, Fault> {
        let mut response = result.map_err(|error| Fault::Down(exchange.trouble(&error)))?;
        let status = response.status().as_u16();
        if (200..300).contains(&status) {
            return Ok(response);
        }
        if let Some(elsewhere) = http::redirected(&response) {
            return Err(Fault::Down(elsewhere));
        }
        let wait = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        let body = response
            .body_mut()
            .with_config()
            .limit(64 * 1024)
            .read_to_string()
            .unwrap_or_default();
        Err(match status {
            401 => Fault::TokenRefused,
            404 => Fault::NotFound,
            // The API asks for a full minute unless the server says less.
            429 => Fault::RateLimited(wait.unwrap_or(LONGEST_RETRY).min(LONGEST_RETRY)),
            400..=499 => Fault::Refused(reason(&body)),
            _ => Fault::Down(ServerTrouble::Status(status)),
        })
    }

    /// A GET answered with JSON.
    pub fn get<T: DeserializeOwned>(&self, path: &str) -> Result<T, Fault> {
        let exchange = http::Exchange::begin(self.limits);
        let response = Self::checked(
            &exchange,
            self.agent
                .get(self.url(path))
                .header("Authorization", self.bearer())
                .call(),
        )?;
        json(&exchange, response)
    }

    /// A POST with a form; the answer's body is not needed.
    pub fn post(&self, path: &str, form: &[(&str, &str)]) -> Result<(), Fault> {
        let exchange = http::Exchange::begin(self.limits);
        let request = self
            .agent
            .post(self.url(path))
            .header("Authorization", self.bearer());
        let response = Self::checked(
            &exchange,
            if form.is_empty() {
                request.send_empty()
            } else {
                request.send_form(form.iter().copied())
            },
        )?;
        let _ = response
            .into_body()
            .with_config()
            .limit(1 << 20)
            .read_to_vec();
        Ok(())
    }

    /// A POST whose answer is JSON.
    pub fn post_json<T: DeserializeOwned>(
        &self,
        path: &str,
        form: &[(&str, &str)],
    ) -> Result<T, Fault> {
        let exchange = http::Exchange::begin(self.limits);
        let response = Self::checked(
            &exchange,
            self.agent
                .post(self.url(path))
                .header("Authorization", self.bearer())
                .send_form(form.iter().copied()),
        )?;
        json(&exchange, response)
    }

    /// A POST of plain text whose answer is JSON (`POST /api/token/test`
    /// takes the tokens as its body).
    pub fn post_text_json<T: DeserializeOwned>(&self, path: &str, text: &str) -> Result<T, Fault> {
        let exchange = http::Exchange::begin(self.limits);
        let response = Self::checked(
            &exchange,
            self.agent
                .post(self.url(path))
                .content_type("text/plain")
                .send(text),
        )?;
        json(&exchange, response)
    }

    /// The scopes of this client's token (`POST /api/token/test`),
    /// comma-separated; `None` when the server does not know the token.
    pub fn token_scopes(&self) -> Result<Option<String>, Fault> {
        let answer: std::collections::HashMap<String, Option<super::api::TokenInfo>> =
            self.post_text_json("/api/token/test", &self.token)?;
        Ok(answer
            .into_values()
            .next()
            .flatten()
            .map(|info| info.scopes))
    }

    /// A streamed answer (NDJSON), read line by line: no limit on the
    /// whole, only on silence.
    pub fn stream(&self, path: &str, form: Option<&[(&str, &str)]>) -> Result<Lines, Fault> {
        // A stream may last: only its silence is limited.
        let exchange = http::Exchange::begin(http::Limits {
            whole: None,
            ..self.limits
        });
        let response = match form {
            None => Self::checked(
                &exchange,
                self.agent
                    .get(self.url(path))
                    .config()
                    .timeout_global(None)
                    .build()
                    .header("Authorization", self.bearer())
                    .call(),
            )?,
            Some(form) => Self::checked(
                &exchange,
                self.agent
                    .post(self.url(path))
                    .config()
                    .timeout_global(None)
                    .build()
                    .header("Authorization", self.bearer())
                    .send_form(form.iter().copied()),
            )?,
        };
        Ok(Lines {
            reader: BufReader::new(Box::new(response.into_body().into_reader())),
        })
    }
}

/// A successful answer's JSON.
fn json<T: DeserializeOwned>(
    exchange: &http::Exchange,
    response: Response<ureq::Body>,
) -> Result<T, Fault> {
    let text = response
        .into_body()
        .with_config()
        .limit(4 * 1024 * 1024)
        .read_to_string()
        .map_err(|e| Fault::Down(exchange.trouble(&e)))?;
    serde_json::from_str(&text).map_err(|_| Fault::Down(ServerTrouble::NotJson))
}

/// The lines of a stream.
pub struct Lines {
    reader: BufReader<Box<dyn Read + Send>>,
}

impl Lines {
    /// The next line that is not empty (empty ones keep the stream open);
    /// `None` when the stream has ended or broken.
    pub fn next_line(&mut self) -> Option<String> {
        self.line_within(usize::MAX)
    }

    /// The first line of a stream that should begin at once: after more
    /// than `empty` empty lines without it, the stream counts as broken,
    /// so that a server sending only keep-alives is not waited on forever.
    pub fn first_line(&mut self, empty: usize) -> Option<String> {
        self.line_within(empty)
    }

    fn line_within(&mut self, mut empty: usize) -> Option<String> {
        loop {
            let mut bytes = Vec::new();
            let read = (&mut self.reader)
                .take(MAX_LINE as u64)
                .read_until(b'\n', &mut bytes)
                .ok()?;
            if read == 0 || (bytes.len() >= MAX_LINE && !bytes.ends_with(b"\n")) {
                return None;
            }
            let line = String::from_utf8_lossy(&bytes).trim().to_owned();
            if !line.is_empty() {
                return Some(line);
            }
            empty = empty.checked_sub(1)?;
        }
    }
}
