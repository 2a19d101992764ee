//! The way to a server: every HTTP request annabella makes (to lichess, to
//! an XfCC server) goes through an agent made here, so that three promises
//! hold in one place.
//!
//! - A secret goes only where it is meant to go. Plain http is used only
//!   to this machine (a loopback address or `localhost`), and always
//!   directly, never through a proxy. https to another machine goes
//!   through the proxy the user set for https, read as curl reads it
//!   (`https_proxy`, else `all_proxy`, either in capitals too; `no_proxy`
//!   names the hosts reached directly); `http_proxy` is for plain http
//!   only and is not used.
//! - Nothing is taken from an address annabella was not given: a redirect
//!   is never followed, and the agent hands it back as an answer.
//! - A timeout is said as what happened: each exchange notes whether its
//!   request went out whole and whether any of an answer came back.

use std::cell::RefCell;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ureq::http::Uri;
use ureq::unversioned::resolver::DefaultResolver;
use ureq::unversioned::transport::{
    Buffers, ConnectionDetails, Connector, DefaultConnector, NextTimeout, Transport,
};
use ureq::{Agent, Proxy, ProxyProtocol};

use crate::notation::ServerTrouble;

/// How long a connection may take to open.
pub const CONNECT: Duration = Duration::from_secs(10);

/// How long an agent's requests may take.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// A request and its whole answer, from the start.
    pub whole: Option<Duration>,
    /// Each wait for more of an answer.
    pub silence: Option<Duration>,
}

/// Whether `host` (as an address names it) is this machine: `localhost`
/// (RFC 6761) or a loopback address (127.0.0.0/8, RFC 1122; `::1`, RFC
/// 4291).
fn this_machine(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<IpAddr>()
            .is_ok_and(|address| address.is_loopback())
}

/// Whether a secret (a token, a password) may go to `server`: over https
/// to any machine, over plain http only to this one, where nobody on the
/// way can read it.
pub fn secret_may_go_to(server: &str) -> bool {
    let Ok(uri) = server.trim().parse::<Uri>() else {
        // Not an address at all: the agent says why, and nothing is sent.
        return true;
    };
    if !uri
        .scheme_str()
        .is_some_and(|scheme| scheme.eq_ignore_ascii_case("http"))
    {
        return true;
    }
    this_machine(uri.host().unwrap_or(""))
}

/// How a request reaches its server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Direct,
    /// Through the proxy at `url`, as the variable `variable` sets it.
    Proxy {
        variable: &'static str,
        url: String,
    },
}

/// The variables that set a proxy for https, in the order curl reads them.
const HTTPS_PROXY: [&str; 4] = ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"];

/// The way to `server`, given the value of each environment variable
/// (`variable`): plain http and this machine directly; https to another
/// machine through the proxy set for https, unless `no_proxy` names the
/// host.
pub fn route(server: &Uri, variable: impl Fn(&str) -> Option<String>) -> Route {
    let set = |name: &str| variable(name).filter(|value| !value.trim().is_empty());
    let host = server.host().unwrap_or("");
    let https = server
        .scheme_str()
        .is_some_and(|scheme| scheme.eq_ignore_ascii_case("https"));
    if !https || this_machine(host) {
        return Route::Direct;
    }
    if set("no_proxy")
        .or_else(|| set("NO_PROXY"))
        .is_some_and(|list| bypassed(host, &list))
    {
        return Route::Direct;
    }
    HTTPS_PROXY
        .into_iter()
        .find_map(|name| {
            set(name).map(|url| Route::Proxy {
                variable: name,
                url: url.trim().to_owned(),
            })
        })
        .unwrap_or(Route::Direct)
}

/// Whether `no_proxy` (a comma-separated list, as curl reads it) names
/// `host`: `*` names every host; a name names itself and every host under
/// it (`example.org` and `.example.org` both name `www.example.org`); an
/// address, or a network written `address/bits`, names the addresses in
/// it.
fn bypassed(host: &str, no_proxy: &str) -> bool {
    let host = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .trim_end_matches('.')
        .to_ascii_lowercase();
    let address = host.parse::<IpAddr>().ok();
    no_proxy
        .split(',')
        .map(|entry| entry.trim().to_ascii_lowercase())
        .filter(|entry| !entry.is_empty())
        .any(|entry| {
            if entry == "*" {
                return true;
            }
            let entry = entry.trim_start_matches('[').trim_end_matches(']');
            match address {
                Some(address) => in_network(address, entry),
                None => {
                    let name = entry.trim_start_matches("*.").trim_start_matches('.');
                    !name.is_empty()
                        && (host == name
                            || host
                                .strip_suffix(name)
                                .is_some_and(|rest| rest.ends_with('.')))
                }
            }
        })
}

/// Whether `address` is `entry`, an address or a network (`10.0.0.0/8`).
fn in_network(address: IpAddr, entry: &str) -> bool {
    let (network, bits) = match entry.split_once('/') {
        Some((network, bits)) => match bits.parse::<u32>() {
            Ok(bits) => (network, Some(bits)),
            Err(_) => return false,
        },
        None => (entry, None),
    };
    let Ok(network) = network.trim_end_matches(']').parse::<IpAddr>() else {
        return false;
    };
    let (a, n, width) = match (address, network) {
        (IpAddr::V4(a), IpAddr::V4(n)) => (u128::from(a.to_bits()), u128::from(n.to_bits()), 32),
        (IpAddr::V6(a), IpAddr::V6(n)) => (a.to_bits(), n.to_bits(), 128),
        _ => return false,
    };
    let bits = bits.unwrap_or(width).min(width);
    let ignored = width - bits;
    ignored == 128 || (a >> ignored) == (n >> ignored)
}

/// An agent for `server`: no redirect followed (a 3xx comes back as the
/// answer), no HTTP status taken as an error, the limits given, and the
/// route [`route`] chooses from this process's environment. A proxy that
/// cannot be used (not an http:// or https:// proxy, or no address at
/// all) is said, not passed by.
pub fn agent(server: &str, limits: Limits) -> Result<Agent, ServerTrouble> {
    let proxy = match server.trim().parse::<Uri>() {
        Ok(uri) => match route(&uri, |name| std::env::var(name).ok()) {
            Route::Direct => None,
            Route::Proxy { variable, url } => match Proxy::new(&url) {
                Ok(proxy)
                    if matches!(proxy.protocol(), ProxyProtocol::Http | ProxyProtocol::Https) =>
                {
                    Some(proxy)
                }
                _ => return Err(ServerTrouble::ProxyUnusable(variable.to_owned())),
            },
        },
        // Not an address: the agent says why when it is asked.
        Err(_) => None,
    };
    let config = Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .proxy(proxy)
        .timeout_connect(Some(CONNECT))
        .timeout_per_read(limits.silence)
        .timeout_global(limits.whole)
        .user_agent(concat!("annabella/", env!("CARGO_PKG_VERSION")))
        .build();
    Ok(Agent::with_parts(
        config,
        DefaultConnector::new().chain(Watching),
        DefaultResolver::default(),
    ))
}

/// What a redirect (a 3xx answer) means: the server sends annabella on to
/// another address, named as its `Location` says it, cleaned; `None` for
/// any other answer. Nothing else of it is read.
pub fn redirected<B>(response: &ureq::http::Response<B>) -> Option<ServerTrouble> {
    let status = response.status();
    if !status.is_redirection() {
        return None;
    }
    let location = response
        .headers()
        .get("location")
        .map(|value| String::from_utf8_lossy(value.as_bytes()).into_owned())
        .unwrap_or_default();
    let location = crate::notation::outside::clean(location.trim(), 200);
    Some(if location.is_empty() {
        ServerTrouble::Status(status.as_u16())
    } else {
        ServerTrouble::Redirected(location)
    })
}

/// How far the requests of one piece of work have come.
#[derive(Debug, Default)]
pub struct Progress {
    asked: AtomicBool,
    answered: AtomicBool,
    held: AtomicBool,
}

impl Progress {
    /// Whether a request went out whole (annabella waits for the answer).
    pub fn asked(&self) -> bool {
        self.asked.load(Ordering::SeqCst)
    }

    /// Whether any of an answer came back.
    pub fn answered(&self) -> bool {
        self.answered.load(Ordering::SeqCst)
    }

    /// Whether the work waits out a wait its server asked for before it
    /// asks again (a 429's `Retry-After`).
    pub fn held(&self) -> bool {
        self.held.load(Ordering::SeqCst)
    }
}

/// The work on this thread waits out a wait its server asked for
/// (`held`), or has stopped waiting.
pub fn hold(held: bool) {
    WATCHED.with(|watched| {
        for progress in watched.borrow().iter() {
            progress.held.store(held, Ordering::SeqCst);
        }
    });
}

thread_local! {
    /// The progress noted for the exchanges under way on this thread.
    static WATCHED: RefCell<Vec<Arc<Progress>>> = const { RefCell::new(Vec::new()) };
}

/// What a connection noticed: a request went out whole (it waits for an
/// answer), and maybe some of the answer came.
fn note(answered: bool) {
    WATCHED.with(|watched| {
        for progress in watched.borrow().iter() {
            progress.asked.store(true, Ordering::SeqCst);
            if answered {
                progress.answered.store(true, Ordering::SeqCst);
            }
        }
    });
}

/// `progress` noted for the exchanges on this thread while it lives.
struct Watch(Arc<Progress>);

impl Watch {
    fn new(progress: Arc<Progress>) -> Watch {
        WATCHED.with(|watched| watched.borrow_mut().push(progress.clone()));
        Watch(progress)
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        WATCHED.with(|watched| {
            watched
                .borrow_mut()
                .retain(|progress| !Arc::ptr_eq(progress, &self.0));
        });
    }
}

/// Runs `work`, noting in `progress` how far its requests come.
pub fn watched<T>(progress: &Arc<Progress>, work: impl FnOnce() -> T) -> T {
    let _watch = Watch::new(progress.clone());
    work()
}

/// One request and its answer, as far as they have come.
pub struct Exchange {
    watch: Watch,
    started: Instant,
    limits: Limits,
}

impl Exchange {
    /// An exchange beginning on this thread now, on an agent with these
    /// limits.
    pub fn begin(limits: Limits) -> Exchange {
        Exchange {
            watch: Watch::new(Arc::new(Progress::default())),
            started: Instant::now(),
            limits,
        }
    }

    /// What a failed exchange means, in words a player understands: a
    /// timeout as what happened (no connection, no answer at all, or an
    /// answer that began and never became whole), with the limit that
    /// ran out.
    pub fn trouble(&self, error: &ureq::Error) -> ServerTrouble {
        use std::io::ErrorKind;
        let waited = |limit: Option<Duration>| {
            let seconds = limit
                .unwrap_or_else(|| self.started.elapsed())
                .as_secs()
                .max(1);
            if self.watch.0.answered() {
                ServerTrouble::Unfinished(seconds)
            } else {
                ServerTrouble::Silent(seconds)
            }
        };
        match error {
            ureq::Error::Timeout(ureq::Timeout::Connect | ureq::Timeout::Resolve) => {
                ServerTrouble::NoConnection(CONNECT.as_secs())
            }
            ureq::Error::Timeout(ureq::Timeout::Global) => waited(self.limits.whole),
            ureq::Error::Timeout(ureq::Timeout::PerRead) => waited(self.limits.silence),
            ureq::Error::Timeout(_) | ureq::Error::BodyStalled => waited(None),
            ureq::Error::HostNotFound => ServerTrouble::UnknownHost,
            ureq::Error::ConnectionFailed => ServerTrouble::NoAnswer,
            ureq::Error::ConnectProxyFailed(_) => ServerTrouble::ProxyRefused,
            // rustls reads a plain http answer as a record of an unknown kind.
            ureq::Error::Rustls(_) | ureq::Error::Tls(_) => ServerTrouble::NotHttps,
            ureq::Error::Io(io) => match io.kind() {
                ErrorKind::ConnectionRefused | ErrorKind::AddrNotAvailable => {
                    ServerTrouble::NoAnswer
                }
                ErrorKind::TimedOut | ErrorKind::WouldBlock => waited(None),
                // What rustls says of an answer that is no TLS record
                // ("InvalidContentType"): plain http at an https address.
                ErrorKind::InvalidData => ServerTrouble::NotHttps,
                ErrorKind::UnexpectedEof | ErrorKind::ConnectionReset | ErrorKind::BrokenPipe => {
                    ServerTrouble::Closed
                }
                // What the standard library says when the system's resolver
                // knows no such name (getaddrinfo's EAI_NONAME).
                _ if io
                    .to_string()
                    .starts_with("failed to lookup address information") =>
                {
                    ServerTrouble::UnknownHost
                }
                _ => ServerTrouble::Other(crate::notation::outside::line(&io.to_string())),
            },
            other => ServerTrouble::Other(crate::notation::outside::line(&other.to_string())),
        }
    }
}

/// The connector that puts a [`Watched`] around every connection.
#[derive(Debug)]
struct Watching;

impl Connector<Box<dyn Transport>> for Watching {
    type Out = Watched;

    fn connect(
        &self,
        _: &ConnectionDetails,
        chained: Option<Box<dyn Transport>>,
    ) -> Result<Option<Watched>, ureq::Error> {
        Ok(chained.map(Watched))
    }
}

/// A connection that notes, for the exchange using it, when the request
/// has gone out whole (the answer is awaited) and when some of the answer
/// comes.
#[derive(Debug)]
struct Watched(Box<dyn Transport>);

impl Transport for Watched {
    fn buffers(&mut self) -> &mut dyn Buffers {
        self.0.buffers()
    }

    fn transmit_output(&mut self, amount: usize, timeout: NextTimeout) -> Result<(), ureq::Error> {
        self.0.transmit_output(amount, timeout)
    }

    fn await_input(&mut self, timeout: NextTimeout) -> Result<bool, ureq::Error> {
        note(false);
        let came = self.0.await_input(timeout)?;
        if came {
            note(true);
        }
        Ok(came)
    }

    fn is_open(&mut self) -> bool {
        self.0.is_open()
    }

    fn is_tls(&self) -> bool {
        self.0.is_tls()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6761 (`localhost`), RFC 1122 (127.0.0.0/8), RFC 4291 (`::1`).
    #[test]
    fn plain_http_goes_to_this_machine_only() {
        for server in [
            "https://lichess.org",
            "HTTPS://lichess.org",
            "http://127.0.0.1:8080",
            "http://127.1.2.3",
            "http://localhost:9663",
            "http://LOCALHOST",
            "http://[::1]:8080",
        ] {
            assert!(secret_may_go_to(server), "{server}");
        }
        for server in [
            "http://lichess.org",
            "HTTP://lichess.org",
            "http://10.0.0.2",
            "http://0.0.0.0:8080",
            "http://192.168.1.1:9663",
            "http://[::2]",
            "http://localhost.example.org",
            "http://127.0.0.1.evil.example",
        ] {
            assert!(!secret_may_go_to(server), "{server}");
        }
    }

    fn route_with(server: &str, set: &[(&str, &str)]) -> Route {
        let uri = server.parse::<Uri>().expect("an address");
        route(&uri, |name| {
            set.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        })
    }

    /// The variables as curl's manual describes them (`curl(1)`,
    /// ENVIRONMENT): `https_proxy` for https, `all_proxy` when it is not
    /// set, `http_proxy` for plain http only; `no_proxy` a list of hosts,
    /// each matching itself and the hosts under it, `*` every host, and
    /// addresses with their networks.
    #[test]
    fn https_takes_the_proxy_set_for_https_as_curl_reads_it() {
        let proxy = "http://proxy.example:3128";
        let through = |variable: &'static str| Route::Proxy {
            variable,
            url: proxy.to_owned(),
        };
        let lichess = "https://lichess.org";
        for variable in ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            assert_eq!(route_with(lichess, &[(variable, proxy)]), through(variable));
        }
        assert_eq!(
            route_with(
                lichess,
                &[("all_proxy", "http://other:1"), ("https_proxy", proxy)]
            ),
            through("https_proxy")
        );
        for variable in ["http_proxy", "HTTP_PROXY"] {
            assert_eq!(route_with(lichess, &[(variable, proxy)]), Route::Direct);
        }
        assert_eq!(route_with(lichess, &[("https_proxy", " ")]), Route::Direct);
        for listed in [
            "lichess.org",
            ".lichess.org",
            "*.lichess.org",
            "example.com, lichess.org",
            "*",
            "org",
        ] {
            for no_proxy in ["no_proxy", "NO_PROXY"] {
                assert_eq!(
                    route_with(lichess, &[("https_proxy", proxy), (no_proxy, listed)]),
                    Route::Direct,
                    "{no_proxy}={listed}"
                );
            }
        }
        for listed in [
            "chess.org",
            "lichess.org.example",
            "xlichess.org",
            "10.0.0.1",
        ] {
            assert_eq!(
                route_with(lichess, &[("https_proxy", proxy), ("no_proxy", listed)]),
                through("https_proxy"),
                "{listed}"
            );
        }
        let address = "https://10.1.2.3:9663";
        for listed in ["10.1.2.3", "10.0.0.0/8", "10.1.2.0/24"] {
            assert_eq!(
                route_with(address, &[("https_proxy", proxy), ("no_proxy", listed)]),
                Route::Direct,
                "{listed}"
            );
        }
        for listed in ["10.1.2.4", "11.0.0.0/8", "3.3", "::1/0"] {
            assert_eq!(
                route_with(address, &[("https_proxy", proxy), ("no_proxy", listed)]),
                through("https_proxy"),
                "{listed}"
            );
        }
    }

    /// This machine, and plain http (which goes nowhere else), never go
    /// through a proxy, whatever is set.
    #[test]
    fn this_machine_and_plain_http_go_directly() {
        let every = [
            ("https_proxy", "http://proxy:1"),
            ("HTTPS_PROXY", "http://proxy:1"),
            ("http_proxy", "http://proxy:1"),
            ("HTTP_PROXY", "http://proxy:1"),
            ("all_proxy", "http://proxy:1"),
            ("ALL_PROXY", "http://proxy:1"),
        ];
        for server in [
            "http://127.0.0.1:9663/XfccBasic.asmx",
            "https://127.0.0.1:9663",
            "http://localhost",
            "https://LOCALHOST:8443",
            "http://[::1]:80",
            "https://[::1]",
            "http://lichess.org",
        ] {
            assert_eq!(route_with(server, &every), Route::Direct, "{server}");
        }
    }
}
