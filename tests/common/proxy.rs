//! A proxy on 127.0.0.1 that keeps every byte it is sent and forwards
//! nothing: a `CONNECT` (how a client opens an https tunnel, RFC 9110
//! 9.3.6) is answered `502 Bad Gateway`, anything else is only read. The
//! tests set it in the proxy variables curl reads and look at what
//! reached it.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Every proxy variable a program on a Unix-like system may read: curl's
/// (`https_proxy`, `HTTPS_PROXY`, `all_proxy`, `ALL_PROXY`, `http_proxy`)
/// and the upper-case `HTTP_PROXY` other programs take.
pub const VARIABLES: [&str; 6] = [
    "https_proxy",
    "HTTPS_PROXY",
    "http_proxy",
    "HTTP_PROXY",
    "all_proxy",
    "ALL_PROXY",
];

/// The proxy: its address and what it was sent.
pub struct Proxy {
    /// `http://127.0.0.1:PORT`, as a proxy variable holds it.
    pub url: String,
    seen: Arc<Mutex<Vec<u8>>>,
    connections: Arc<Mutex<usize>>,
}

impl Proxy {
    pub fn start() -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
        let url = format!("http://{}", listener.local_addr().expect("address"));
        let seen = Arc::new(Mutex::new(Vec::new()));
        let connections = Arc::new(Mutex::new(0));
        let (kept, counted) = (seen.clone(), connections.clone());
        std::thread::spawn(move || {
            for connection in listener.incoming() {
                let Ok(mut connection) = connection else {
                    continue;
                };
                *counted.lock().unwrap() += 1;
                let kept = kept.clone();
                std::thread::spawn(move || {
                    let _ = connection.set_read_timeout(Some(Duration::from_secs(10)));
                    let mut buffer = [0; 4096];
                    let mut head = Vec::new();
                    while let Ok(read) = connection.read(&mut buffer) {
                        if read == 0 {
                            break;
                        }
                        kept.lock().unwrap().extend_from_slice(&buffer[..read]);
                        head.extend_from_slice(&buffer[..read]);
                        if head.starts_with(b"CONNECT ")
                            && head.windows(4).any(|w| w == b"\r\n\r\n")
                        {
                            let _ = connection.write_all(
                                b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                            );
                            break;
                        }
                    }
                });
            }
        });
        Proxy {
            url,
            seen,
            connections,
        }
    }

    /// Everything sent to the proxy so far.
    pub fn seen(&self) -> String {
        String::from_utf8_lossy(&self.seen.lock().unwrap()).into_owned()
    }

    /// How many connections were opened to it.
    pub fn connections(&self) -> usize {
        *self.connections.lock().unwrap()
    }
}
