//! Headless Chromium driven over the DevTools protocol, for the phones' page: open it at a
//! phone's size, run a line of script in it, take a screenshot. Chromium is optional (CI has
//! none): `Chromium::launch` says so and gives nothing, and the test skips.
//!
//! The protocol goes over a WebSocket; the few frames it needs (text out, masked; text in,
//! maybe in pieces) are written here rather than pulling in a WebSocket library for a test.

use base64ct::Encoding;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A headless Chromium with one page open, at a phone's size.
pub struct Chromium {
    child: Child,
    /// Chromium's own profile, fresh for the run (removed with it).
    _profile: tempfile::TempDir,
    socket: TcpStream,
    next_id: u64,
}

/// The Chromium on this machine: `ALIBI_CHROMIUM`, or the usual names on the PATH.
fn executable() -> Option<PathBuf> {
    if let Some(named) = std::env::var_os("ALIBI_CHROMIUM") {
        return Some(PathBuf::from(named));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| {
            ["chromium", "chromium-browser", "google-chrome"].map(|name| dir.join(name))
        })
        .find(|candidate| candidate.is_file())
}

impl Chromium {
    /// Starts headless Chromium with a `width`×`height` phone screen, or says why it can't
    /// and gives nothing (the caller's test then skips: CI has no Chromium).
    pub fn launch(test: &str, width: u32, height: u32) -> Option<Chromium> {
        let Some(program) = executable() else {
            eprintln!("{test}: skipped, no Chromium on this machine (apt-get install chromium)");
            return None;
        };
        let profile = tempfile::tempdir().ok()?;
        let child = Command::new(&program)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--remote-debugging-port=0",
                &format!("--window-size={width},{height}"),
                &format!("--user-data-dir={}", profile.path().display()),
                "about:blank",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let child = match child {
            Ok(child) => child,
            Err(error) => {
                eprintln!(
                    "{test}: skipped, {} won't start: {error}",
                    program.display()
                );
                return None;
            }
        };
        let Some(socket) = devtools(profile.path()) else {
            eprintln!("{test}: skipped, Chromium's DevTools did not answer");
            let mut child = child;
            let _ = child.kill();
            let _ = child.wait();
            return None;
        };
        let mut chromium = Chromium {
            child,
            _profile: profile,
            socket,
            next_id: 0,
        };
        chromium.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": true }),
        );
        Some(chromium)
    }

    /// Sends one DevTools command and waits for its answer (events in between are skipped).
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let message = json!({ "id": id, "method": method, "params": params }).to_string();
        send_text(&mut self.socket, message.as_bytes()).expect("sent to Chromium");
        loop {
            let text = read_text(&mut self.socket).expect("Chromium answers");
            let answer: Value = serde_json::from_str(&text).expect("JSON from Chromium");
            if answer["id"] == id {
                assert!(answer["error"].is_null(), "{method}: {answer}");
                return answer["result"].clone();
            }
        }
    }

    /// Opens `url` in the page.
    pub fn open(&mut self, url: &str) {
        self.call("Page.navigate", json!({ "url": url }));
    }

    /// The value of a line of script in the page (an object comes as JSON).
    pub fn eval(&mut self, script: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({ "expression": script, "returnByValue": true, "awaitPromise": true }),
        );
        result["result"]["value"].clone()
    }

    /// Waits (up to ten seconds) until `script` is true in the page; false if it never is.
    pub fn wait_for(&mut self, script: &str) -> bool {
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(10) {
            if self.eval(script) == Value::Bool(true) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        false
    }

    /// The page as a PNG, the whole of it (not only the phone's first screen).
    pub fn screenshot(&mut self) -> Vec<u8> {
        let shot = self.call(
            "Page.captureScreenshot",
            json!({ "format": "png", "captureBeyondViewport": true }),
        );
        let data = shot["data"].as_str().expect("a screenshot");
        base64ct::Base64::decode_vec(data).expect("base64")
    }
}

impl Drop for Chromium {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The page's DevTools connection: Chromium writes its port into the profile once it
/// listens, and lists the page's socket.
fn devtools(profile: &Path) -> Option<TcpStream> {
    let port_file = profile.join("DevToolsActivePort");
    let started = Instant::now();
    let port: u16 = loop {
        if let Some(port) = std::fs::read_to_string(&port_file)
            .ok()
            .and_then(|t| t.lines().next().and_then(|l| l.trim().parse().ok()))
        {
            break port;
        }
        if started.elapsed() > Duration::from_secs(30) {
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let list = http_get(port, "/json/list")?;
    let targets: Value = serde_json::from_str(&list).ok()?;
    let page = targets.as_array()?.iter().find(|t| t["type"] == "page")?["webSocketDebuggerUrl"]
        .as_str()?
        .to_owned();
    websocket(port, &page[page.find("/devtools/")?..])
}

/// A plain HTTP GET on loopback: the body (Chromium keeps the connection open, so the body
/// is read by its length).
fn http_get(port: u16, path: &str) -> Option<String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let ask = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n");
    stream.write_all(ask.as_bytes()).ok()?;
    let mut reader = BufReader::new(stream);
    let mut length = 0;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).ok()?;
        if line == "\r\n" || line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().ok()?;
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    String::from_utf8(body).ok()
}

/// Opens the WebSocket at `path` (the handshake; its key needs no secrecy here).
fn websocket(port: u16, path: &str) -> Option<TcpStream> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .ok()?;
    let ask = format!(
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Key: YWxpYmktdGFibGUtcGFnZQ==\r\n\
         Sec-WebSocket-Version: 13\r\n\r\n"
    );
    stream.write_all(ask.as_bytes()).ok()?;
    let mut reader = BufReader::new(stream.try_clone().ok()?);
    let mut status = String::new();
    reader.read_line(&mut status).ok()?;
    if !status.contains(" 101 ") {
        return None;
    }
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).ok()?;
        if line == "\r\n" {
            break;
        }
    }
    // The handshake's lines were read one by one: nothing of the first frame is buffered.
    Some(stream)
}

/// One text frame, masked as a client's must be (with a zero mask: the bytes go as they are).
fn send_text(stream: &mut TcpStream, payload: &[u8]) -> std::io::Result<()> {
    let mut frame = vec![0x81];
    match payload.len() {
        n if n < 126 => frame.push(0x80 | n as u8),
        n if n <= 0xffff => {
            frame.push(0x80 | 126);
            frame.extend_from_slice(&(n as u16).to_be_bytes());
        }
        n => {
            frame.push(0x80 | 127);
            frame.extend_from_slice(&(n as u64).to_be_bytes());
        }
    }
    frame.extend_from_slice(&[0, 0, 0, 0]);
    frame.extend_from_slice(payload);
    stream.write_all(&frame)
}

/// The next whole text message (its frames put together).
fn read_text(stream: &mut TcpStream) -> std::io::Result<String> {
    let mut message = Vec::new();
    loop {
        let mut head = [0u8; 2];
        stream.read_exact(&mut head)?;
        let (fin, opcode) = (head[0] & 0x80 != 0, head[0] & 0x0f);
        let length = match head[1] & 0x7f {
            126 => {
                let mut n = [0u8; 2];
                stream.read_exact(&mut n)?;
                u64::from(u16::from_be_bytes(n))
            }
            127 => {
                let mut n = [0u8; 8];
                stream.read_exact(&mut n)?;
                u64::from_be_bytes(n)
            }
            n => u64::from(n),
        };
        let mut payload = vec![0u8; length as usize];
        stream.read_exact(&mut payload)?;
        match opcode {
            // Text and its continuations; control frames (ping, pong) carry no message.
            0x0 | 0x1 => message.extend_from_slice(&payload),
            0x8 => {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::ConnectionAborted,
                    "Chromium closed the DevTools connection",
                ));
            }
            _ => continue,
        }
        if fin {
            return Ok(String::from_utf8_lossy(&message).into_owned());
        }
    }
}
