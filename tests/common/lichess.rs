//! The test lichess: a small HTTP/1.1 server on 127.0.0.1 that every
//! online test scripts, and the home each test runs annabella in. It reads
//! requests within bounds, keeps a record of every one (method, path,
//! headers, body), and answers them as the test's handler says: JSON with
//! a status and headers (`Retry-After`), an NDJSON stream fed by the test
//! (chunked, with the keep-alive empty lines lichess sends), or a body
//! dripped a byte at a time. Nothing here reaches the internet.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::ops::Deref;
use std::process::Command;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};

use super::TempDir;

/// The token every test's annabella is given; the server takes it alone.
pub const TOKEN: &str = "lip_annabellatest";

/// Bounds of what the server reads of a request: a line, the number of
/// header lines, a body.
const LINE_LIMIT: u64 = 8 * 1024;
const HEADER_LIMIT: usize = 100;
const BODY_LIMIT: usize = 64 * 1024;

/// lichess keeps its streams open with an empty line this often.
const KEEP_ALIVE: Duration = Duration::from_millis(500);

/// A request as the server read it.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    /// The path with its query.
    pub path: String,
    /// Header names in lower case, values trimmed.
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Request {
    /// `METHOD path`, as the tests' logs have it.
    pub fn route(&self) -> String {
        format!("{} {}", self.method, self.path)
    }

    /// The path's segments, without its query: `/api/account` is
    /// `["api", "account"]`.
    pub fn segments(&self) -> Vec<&str> {
        let path = self.path.split('?').next().unwrap_or("");
        path.split('/').skip(1).collect()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The request carries the test's token (`Authorization: Bearer`).
    pub fn authorized(&self) -> bool {
        self.header("authorization") == Some(format!("Bearer {TOKEN}").as_str())
    }

    /// The body's form fields.
    pub fn form(&self) -> Vec<(String, String)> {
        fields(&self.body)
    }
}

/// One line of the request, at most [`LINE_LIMIT`] bytes, without its
/// line end; `None` when the connection ends first or the line is longer.
fn read_line(reader: &mut BufReader<TcpStream>) -> Option<String> {
    let mut line = Vec::new();
    reader
        .by_ref()
        .take(LINE_LIMIT)
        .read_until(b'\n', &mut line)
        .ok()?;
    if line.last() != Some(&b'\n') {
        return None;
    }
    Some(String::from_utf8_lossy(&line).trim_end().to_owned())
}

fn read_request(reader: &mut BufReader<TcpStream>) -> Option<Request> {
    let first = read_line(reader)?;
    let mut parts = first.split_whitespace();
    let method = parts.next()?.to_owned();
    let path = parts.next()?.to_owned();
    let mut headers = Vec::new();
    loop {
        let header = read_line(reader)?;
        if header.is_empty() {
            break;
        }
        if headers.len() == HEADER_LIMIT {
            return None;
        }
        let (name, value) = header.split_once(':')?;
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
    }
    let length = headers
        .iter()
        .find(|(name, _)| name == "content-length")
        .map_or(Some(0), |(_, value)| value.parse().ok())?;
    if length > BODY_LIMIT {
        return None;
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Request {
        method,
        path,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

/// The connection a request came on, answered once.
pub struct Reply(TcpStream);

impl Reply {
    /// A JSON body with this status line (`"200 OK"`).
    pub fn json(self, status: &str, body: &str) {
        self.json_with(status, &[], body);
    }

    /// A JSON body with this status line and more headers.
    pub fn json_with(self, status: &str, headers: &[(&str, &str)], body: &str) {
        self.body(status, "application/json", headers, body);
    }

    /// An XML body (a SOAP answer) with this status line.
    pub fn xml(self, status: &str, body: &str) {
        self.body(status, "text/xml; charset=utf-8", &[], body);
    }

    fn body(mut self, status: &str, kind: &str, headers: &[(&str, &str)], body: &str) {
        let extra: String = headers
            .iter()
            .map(|(name, value)| format!("{name}: {value}\r\n"))
            .collect();
        let _ = write!(
            self.0,
            "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n{extra}Connection: close\r\n\r\n{body}",
            body.len()
        );
    }

    /// An NDJSON stream (chunked): the `first` lines, then each line sent
    /// to `lines`, with a keep-alive empty line every half second between
    /// them, until every sender of `lines` is dropped or the client leaves.
    pub fn stream(mut self, first: Vec<String>, lines: Receiver<String>) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
        if self.0.write_all(head.as_bytes()).is_err() {
            return;
        }
        let stream = &mut self.0;
        let mut chunk = |text: &str| {
            let data = format!("{text}\n");
            stream
                .write_all(format!("{:x}\r\n{data}\r\n", data.len()).as_bytes())
                .and_then(|()| stream.flush())
        };
        for line in first {
            if chunk(&line).is_err() {
                return;
            }
        }
        loop {
            let sent = match lines.recv_timeout(KEEP_ALIVE) {
                Ok(line) => chunk(&line),
                Err(RecvTimeoutError::Timeout) => chunk(""),
                Err(RecvTimeoutError::Disconnected) => {
                    let _ = self.0.write_all(b"0\r\n\r\n");
                    return;
                }
            };
            if sent.is_err() {
                return;
            }
        }
    }

    /// A 200 whose JSON body comes one byte every `every`.
    pub fn drip(mut self, body: &str, every: Duration) {
        let _ = write!(
            self.0,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        );
        for byte in body.bytes() {
            if self
                .0
                .write_all(&[byte])
                .and_then(|()| self.0.flush())
                .is_err()
            {
                return;
            }
            std::thread::sleep(every);
        }
    }

    /// A whole answer (status line, headers, an XML body) sent one byte
    /// every `every`, from its first byte: a server that trickles.
    pub fn trickle(mut self, status: &str, body: &str, every: Duration) {
        let whole = format!(
            "HTTP/1.1 {status}\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: {}\r\n\
             Connection: close\r\n\r\n{body}",
            body.len()
        );
        for byte in whole.bytes() {
            if self
                .0
                .write_all(&[byte])
                .and_then(|()| self.0.flush())
                .is_err()
            {
                return;
            }
            std::thread::sleep(every);
        }
    }

    /// A canned answer.
    pub fn send(self, answer: Answer) {
        match answer {
            Answer::Json {
                status,
                headers,
                body,
            } => {
                let headers: Vec<(&str, &str)> =
                    headers.iter().map(|(n, v)| (*n, v.as_str())).collect();
                self.json_with(status, &headers, &body);
            }
            Answer::Stream(mut first) => {
                // A keep-alive line at once after the lines, then one every
                // half second: the sender lives as long as the stream.
                first.push(String::new());
                let (_open, lines) = channel();
                self.stream(first, lines);
            }
            Answer::Drip(body, every) => self.drip(&body, every),
        }
    }
}

/// A canned answer to a route.
#[derive(Clone)]
pub enum Answer {
    /// A status line, more headers, a JSON body.
    Json {
        status: &'static str,
        headers: Vec<(&'static str, String)>,
        body: String,
    },
    /// NDJSON lines, then keep-alive empty lines until the client leaves.
    Stream(Vec<String>),
    /// A 200 whose JSON body comes one byte every so often.
    Drip(String, Duration),
}

impl Answer {
    pub fn ok(body: &str) -> Answer {
        Answer::status("200 OK", body)
    }

    pub fn status(status: &'static str, body: &str) -> Answer {
        Answer::Json {
            status,
            headers: Vec::new(),
            body: body.to_owned(),
        }
    }

    /// lichess's answer to a path it does not know.
    pub fn not_found() -> Answer {
        Answer::status("404 Not Found", r#"{"error":"Not found"}"#)
    }

    /// lichess's rate limit (429) asking to wait `seconds`.
    pub fn too_many(seconds: u64) -> Answer {
        Answer::Json {
            status: "429 Too Many Requests",
            headers: vec![("Retry-After", seconds.to_string())],
            body: r#"{"error":"Too many requests"}"#.to_owned(),
        }
    }
}

/// Requests a test holds: read whole, and not answered until the test lets
/// them go or `longest` has passed (a server that stalls, then answers).
/// The test learns when they arrived and whether any was answered.
pub struct Hold {
    /// Requests held so far, requests answered after being held, and
    /// whether the test has let them go.
    state: Mutex<(usize, usize, bool)>,
    changed: std::sync::Condvar,
    longest: Duration,
}

impl Hold {
    pub fn new(longest: Duration) -> Arc<Hold> {
        Arc::new(Hold {
            state: Mutex::new((0, 0, false)),
            changed: std::sync::Condvar::new(),
            longest,
        })
    }

    /// Holds the request a handler is answering, then lets it answer.
    pub fn hold(&self) {
        let deadline = std::time::Instant::now() + self.longest;
        let mut state = self.state.lock().unwrap();
        state.0 += 1;
        self.changed.notify_all();
        while !state.2 {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                break;
            }
            state = self.changed.wait_timeout(state, left).unwrap().0;
        }
    }

    /// A held request has been answered.
    pub fn answered(&self) {
        self.state.lock().unwrap().1 += 1;
    }

    /// How many held requests have been answered.
    pub fn answers(&self) -> usize {
        self.state.lock().unwrap().1
    }

    /// Waits until `count` requests are held; false after `limit`.
    pub fn wait_held(&self, count: usize, limit: Duration) -> bool {
        let deadline = std::time::Instant::now() + limit;
        let mut state = self.state.lock().unwrap();
        while state.0 < count {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                return false;
            }
            state = self.changed.wait_timeout(state, left).unwrap().0;
        }
        true
    }

    /// Lets every held request be answered.
    pub fn release(&self) {
        self.state.lock().unwrap().2 = true;
        self.changed.notify_all();
    }
}

/// The server: its address and the record of every request it read.
pub struct Server {
    pub url: String,
    requests: Arc<Mutex<Vec<Request>>>,
}

impl Server {
    /// Listens on a port of 127.0.0.1 of its own; each request is recorded
    /// and then given, on a thread of its own, to `handler`.
    pub fn start(handler: impl Fn(&Request, Reply) + Send + Sync + 'static) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
        let url = format!("http://{}", listener.local_addr().expect("address"));
        let requests = Arc::new(Mutex::new(Vec::new()));
        let record = requests.clone();
        let handler = Arc::new(handler);
        std::thread::spawn(move || {
            for connection in listener.incoming() {
                let Ok(connection) = connection else { continue };
                let (record, handler) = (record.clone(), handler.clone());
                std::thread::spawn(move || {
                    let Ok(read) = connection.try_clone() else {
                        return;
                    };
                    let Some(request) = read_request(&mut BufReader::new(read)) else {
                        Reply(connection).json("400 Bad Request", r#"{"error":"Bad request"}"#);
                        return;
                    };
                    record.lock().unwrap().push(request.clone());
                    handler(&request, Reply(connection));
                });
            }
        });
        Server { url, requests }
    }

    /// A server answering each `METHOD path` as `script` says.
    pub fn scripted(script: impl Fn(&str) -> Answer + Send + Sync + 'static) -> Server {
        Server::start(move |request, reply| reply.send(script(&request.route())))
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Request> {
        self.requests.lock().unwrap().clone()
    }

    /// Every request so far, as `METHOD path`.
    pub fn log(&self) -> Vec<String> {
        self.requests().iter().map(Request::route).collect()
    }

    /// Fails the test unless `route` (`METHOD path`) was asked for.
    pub fn assert_asked(&self, route: &str) {
        let log = self.log();
        assert!(log.iter().any(|r| r == route), "{route} not in {log:?}");
    }

    /// The body of every request that had one, by its path.
    pub fn forms(&self) -> Vec<(String, String)> {
        self.requests()
            .into_iter()
            .filter(|r| !r.body.is_empty())
            .map(|r| (r.path, r.body))
            .collect()
    }

    /// The fields of the last form sent to `path`.
    pub fn form_of(&self, path: &str) -> Vec<(String, String)> {
        self.forms()
            .iter()
            .rev()
            .find(|(p, _)| p == path)
            .map(|(_, f)| fields(f))
            .unwrap_or_default()
    }
}

/// What a test's lichess knows (its games, its streams, what it is told
/// to refuse) and how it answers each request from it.
pub trait Script: Send + Sized + 'static {
    fn serve(world: &Arc<Mutex<Self>>, request: &Request, reply: Reply);
}

/// A test's lichess: the server, answering as the world `W` scripts it,
/// and that world, which the test changes as it goes (the opponent
/// moves, offers a draw, leaves).
pub struct Lichess<W> {
    server: Server,
    pub world: Arc<Mutex<W>>,
}

impl<W: Script> Lichess<W> {
    pub fn start(world: W) -> Lichess<W> {
        let world = Arc::new(Mutex::new(world));
        let shared = world.clone();
        let server = Server::start(move |request, reply| W::serve(&shared, request, reply));
        Lichess { server, world }
    }
}

impl<W> Deref for Lichess<W> {
    type Target = Server;

    fn deref(&self) -> &Server {
        &self.server
    }
}

/// A form's fields as the server reads them (`application/x-www-form-
/// urlencoded`).
pub fn fields(form: &str) -> Vec<(String, String)> {
    form.split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| {
            let v = v.replace('+', " ");
            let mut text = Vec::new();
            let mut bytes = v.bytes();
            while let Some(b) = bytes.next() {
                if b == b'%' {
                    let hex: String = bytes.by_ref().take(2).map(char::from).collect();
                    text.push(u8::from_str_radix(&hex, 16).expect("hex"));
                } else {
                    text.push(b);
                }
            }
            (k.to_owned(), String::from_utf8(text).expect("utf-8"))
        })
        .collect()
}

/// The key of the event stream (`/api/stream/event`) among [`Streams`];
/// a game's stream has the game's id.
pub const EVENTS: &str = "event stream";

/// The NDJSON streams open on the server, by key, that a test pushes lines
/// into; each is answered with [`Reply::stream`].
#[derive(Default)]
pub struct Streams {
    open: Vec<(String, Sender<String>)>,
    opened: Vec<String>,
}

impl Streams {
    /// Opens a stream under `key`: the lines pushed to `key` from now on.
    pub fn open(&mut self, key: &str) -> Receiver<String> {
        let (send, lines) = channel();
        self.open.push((key.to_owned(), send));
        self.opened.push(key.to_owned());
        lines
    }

    /// Sends `line` down every open stream of `key`.
    pub fn push(&mut self, key: &str, line: &str) {
        self.open
            .retain(|(k, s)| k != key || s.send(line.to_owned()).is_ok());
    }

    /// Ends every open stream of `key`, as lichess ends a stream.
    pub fn close(&mut self, key: &str) {
        self.open.retain(|(k, _)| k != key);
    }

    /// How many streams of `key` have been opened so far.
    pub fn opened(&self, key: &str) -> usize {
        self.opened.iter().filter(|k| *k == key).count()
    }
}

/// GameStateEvent (`doc/specs/schemas/GameStateEvent.yaml`): the moves in
/// UCI, both clocks in milliseconds, no increment, the status and the
/// winner once there is one.
pub fn game_state(
    moves: &[String],
    times: (u64, u64),
    status: &str,
    winner: Option<&str>,
) -> Value {
    let mut state = json!({
        "type": "gameState",
        "moves": moves.join(" "),
        "wtime": times.0,
        "btime": times.1,
        "winc": 0,
        "binc": 0,
        "status": status,
    });
    if let Some(winner) = winner {
        state["winner"] = winner.into();
    }
    state
}

/// A home of its own for each test: the config (token file) and data
/// (games folder) of annabella.
pub struct Home(pub TempDir);

impl Home {
    /// A fresh folder for the test `name` of the test file `file`.
    pub fn new(file: &str, name: &str) -> Home {
        Home(TempDir::new(&format!("{file}-{name}")))
    }

    /// `annabella online ARGS` against `server`, in line mode, spoken as
    /// text with the English scheme.
    pub fn command(&self, server: &str, args: &[&str]) -> Command {
        self.command_in(server, args, "english")
    }

    /// As [`Home::command`], with the scheme `scheme`. No proxy is set
    /// but those the test sets.
    pub fn command_in(&self, server: &str, args: &[&str], scheme: &str) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        for variable in super::proxy::VARIABLES
            .into_iter()
            .chain(["no_proxy", "NO_PROXY"])
        {
            command.env_remove(variable);
        }
        command
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .arg("online")
            .args(args)
            .args([
                "--server", server, "--line", "--voice", "text", "--scheme", scheme,
            ])
            .env("XDG_CONFIG_HOME", self.0.join("config"))
            .env("XDG_DATA_HOME", self.0.join("data"))
            .env("LICHESS_TOKEN", TOKEN);
        command
    }

    /// Fails the test unless the saved game `id` contains `text`.
    pub fn assert_saved(&self, id: &str, text: &str) {
        let saved = self.saved(id);
        assert!(saved.contains(text), "{text} not in {saved}");
    }

    /// The game `id` as annabella saved it; empty when there is none.
    pub fn saved(&self, id: &str) -> String {
        std::fs::read_to_string(
            self.0
                .join(&format!("data/annabella/games/lichess-{id}.pgn")),
        )
        .unwrap_or_default()
    }
}
