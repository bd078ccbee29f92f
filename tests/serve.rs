//! The phones' table page over loopback: tokens, 403 and 404, live updates, limits, and
//! that nothing secret is ever served.

mod common;
use common::ui::Speaking;

use alibi::rules::Rules;
use alibi::rules::crimewave::Crimewave;
use alibi::rules::intent::IntentToKill;
use alibi::serve::{MAX_PAGES, Phones, Shown};
use alibi::transcript::{Dialect, replay};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const LOOPBACK: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

/// The language is process-global: a test that reads the page's words holds this.
static LANGUAGE: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The path part of the page's address (`/TOKEN/`).
fn page_path(phones: &Phones) -> String {
    let url = phones.url();
    let rest = url.trim_start_matches("http://");
    rest[rest.find('/').unwrap()..].to_owned()
}

/// One request with `method` on `path`: (status, body).
async fn request(address: SocketAddr, method: &str, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let ask = format!("{method} {path} HTTP/1.1\r\nHost: table\r\nConnection: close\r\n\r\n");
    stream.write_all(ask.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer[9..12].parse().unwrap();
    let body = answer
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_owned();
    (status, body)
}

async fn get(address: SocketAddr, path: &str) -> (u16, String) {
    request(address, "GET", path).await
}

/// A live page: the events stream, open.
struct Live(TcpStream, String);

impl Live {
    async fn open(address: SocketAddr, path: &str) -> (u16, Live) {
        let mut stream = TcpStream::connect(address).await.unwrap();
        let ask = format!("GET {path}events HTTP/1.1\r\nHost: table\r\n\r\n");
        stream.write_all(ask.as_bytes()).await.unwrap();
        let mut live = Live(stream, String::new());
        live.fill_until("\r\n\r\n").await;
        let status = live.1[9..12].parse().unwrap();
        (status, live)
    }

    async fn fill_until(&mut self, wanted: &str) {
        let mut buffer = [0u8; 65536];
        while !self.1.contains(wanted) {
            let n = self.0.read(&mut buffer).await.unwrap();
            assert!(n > 0, "the stream ended before {wanted:?}: {}", self.1);
            self.1.push_str(&String::from_utf8_lossy(&buffer[..n]));
        }
    }

    /// The next event's data (the page's JSON), within `limit`.
    async fn next_event(&mut self, limit: Duration) -> String {
        tokio::time::timeout(limit, async {
            loop {
                if let Some(start) = self.1.find("data: ")
                    && let Some(len) = self.1[start..].find("\n\n")
                {
                    let event = self.1[start + 6..start + len].to_owned();
                    self.1.drain(..start + len + 2);
                    return event;
                }
                let before = self.1.len();
                self.fill_until("\n\n").await;
                if self.1.len() == before {
                    let mut buffer = [0u8; 65536];
                    let n = self.0.read(&mut buffer).await.unwrap();
                    self.1.push_str(&String::from_utf8_lossy(&buffer[..n]));
                }
            }
        })
        .await
        .expect("the update arrived in time")
    }
}

#[tokio::test]
async fn only_the_current_token_opens_the_page_and_nothing_else_is_there() {
    let _language = LANGUAGE.lock().await;
    let phones = Phones::start(LOOPBACK, &Shown::Waiting).await.unwrap();
    let at = phones.address();
    let path = page_path(&phones);
    let (status, page) = get(at, &path).await;
    assert_eq!(status, 200);
    assert!(page.contains("<title>Alibi — the table</title>"));
    for outside in [
        "src=\"http",
        "href=\"http",
        "url(http",
        "@import",
        "fetch(\"http",
    ] {
        assert!(
            !page.contains(outside),
            "the page loads {outside}… from outside"
        );
    }
    assert!(
        page.contains(r#"const served = {"game":"waiting","strip":[],"words":{"#),
        "the state rides in the page, with the page's words"
    );
    let (status, json) = get(at, &format!("{path}state")).await;
    assert_eq!(status, 200);
    let state: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(state["game"], "waiting");
    assert_eq!(
        state["words"]["page-no-game"],
        "No game is open on the laptop yet."
    );

    for (wrong, expected) in [
        ("/".to_owned(), 403),
        ("/favicon.ico".to_owned(), 403),
        ("/0123456789abcdef01234567/".to_owned(), 403),
        (format!("{path}nothing-here"), 404),
        (format!("{path}state/../../etc/passwd"), 404),
    ] {
        assert_eq!(get(at, &wrong).await.0, expected, "{wrong}");
    }
    assert_eq!(request(at, "POST", &path).await.0, 405, "read-only");
    assert_eq!(request(at, "DELETE", &format!("{path}state")).await.0, 405);

    // A new address: the old one is refused, the new one works.
    phones.set_token(&alibi::serve::new_token());
    assert_eq!(get(at, &path).await.0, 403);
    assert_eq!(get(at, &page_path(&phones)).await.0, 200);
}

#[tokio::test]
async fn an_oversized_request_is_refused_without_harm() {
    let phones = Phones::start(LOOPBACK, &Shown::Waiting).await.unwrap();
    let at = phones.address();
    let mut stream = TcpStream::connect(at).await.unwrap();
    let huge = "x".repeat(1 << 20);
    let ask = format!("GET / HTTP/1.1\r\nHost: table\r\nX-Huge: {huge}\r\n\r\n");
    // The server may close the connection before all of it is written.
    let _ = stream.write_all(ask.as_bytes()).await;
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 431"),
        "{answer}"
    );
    // And the server still answers.
    assert_eq!(get(at, &page_path(&phones)).await.0, 200);
}

#[tokio::test]
async fn every_accepted_action_reaches_the_open_pages() {
    let mut game = Crimewave::new();
    let phones = Phones::start(LOOPBACK, &Shown::crimewave(game.public_view(), None))
        .await
        .unwrap();
    let path = page_path(&phones);
    let (status, mut live) = Live::open(phones.address(), &path).await;
    assert_eq!(status, 200);
    let first = live.next_event(Duration::from_secs(2)).await;
    assert!(first.contains(r#""game":"crimewave""#), "{first}");
    for line in ["board stand-in", "investigators Ann Bob"] {
        let alibi::transcript::Line::Action(action) =
            Crimewave::parse_line(line, Path::new(".")).unwrap()
        else {
            panic!("{line} is an action");
        };
        game.apply(&action).unwrap();
        phones.publish(&Shown::crimewave(game.public_view(), None), &[]);
        let event = live.next_event(Duration::from_millis(500)).await;
        assert_eq!(
            event,
            Shown::crimewave(game.public_view(), None).to_json(&[])
        );
    }
    // Publishing the same view again sends nothing.
    phones.publish(&Shown::crimewave(game.public_view(), None), &[]);
    let quiet = tokio::time::timeout(
        Duration::from_millis(300),
        live.next_event(Duration::from_secs(1)),
    )
    .await;
    assert!(quiet.is_err(), "an unchanged view was sent again");
}

#[tokio::test]
async fn at_most_32_pages_follow_at_once() {
    let phones = Phones::start(LOOPBACK, &Shown::Waiting).await.unwrap();
    let path = page_path(&phones);
    let mut pages = Vec::new();
    for _ in 0..MAX_PAGES {
        let (status, live) = Live::open(phones.address(), &path).await;
        assert_eq!(status, 200);
        pages.push(live);
    }
    assert_eq!(phones.pages(), MAX_PAGES);
    let (status, _) = Live::open(phones.address(), &path).await;
    assert_eq!(status, 503, "the 33rd page is told the server is busy");
    // A page that goes away frees its place.
    drop(pages.pop());
    let mut freed = false;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        if phones.pages() < MAX_PAGES {
            freed = true;
            break;
        }
    }
    assert!(freed, "a closed page keeps its place");
    assert_eq!(Live::open(phones.address(), &path).await.0, 200);
}

/// Plays transcript lines on a Crimewave game from the grid board.
fn crimewave_lines(lines: &str) -> Vec<Crimewave> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/crimewave");
    let text = format!("alibi 1\ngame crimewave\n{lines}");
    let played = replay::<Crimewave>(&text, &dir);
    assert_eq!(played.exit_code, 0, "{}", played.output.join("\n"));
    let mut game = Crimewave::new();
    played
        .actions
        .iter()
        .map(|a| {
            game.apply(a).unwrap();
            game.clone()
        })
        .collect()
}

#[tokio::test]
async fn the_served_page_is_the_same_whatever_the_secrets() {
    // Two games with the same public history and different secret homes (red at 12 or 13;
    // both reach every scene below). Whatever is served must not tell them apart.
    let play = |red_home: u16| {
        crimewave_lines(&format!(
            "board grid-board.json\ninvestigators Ann Bob Cy\nmethod red shooting\n\
             method green stabbing\nmethod blue d8=5\nresidence red {red_home}\nresidence green 19\n\
             residence blue 84\nscene red 12 item\nscene red 16 blood\nscene green 29 fingerprint\n\
             scene green 20 witness\nscene blue 94 item\nscene blue 74 blood\nstart\n\
             murder red 14 item\nraid ann 33 red\nraid bob 5 green\nmurder red 23 blood\nwatch 13\n\
             verify 16 blood\n"
        ))
    };
    let (a, b) = (play(12), play(13));
    let phones = Phones::start(LOOPBACK, &Shown::Waiting).await.unwrap();
    let at = phones.address();
    let path = page_path(&phones);
    let red = alibi::rules::crimewave::Killer::Red;
    assert_eq!(a.len(), b.len());
    assert_ne!(
        a.last().unwrap().residence(red),
        b.last().unwrap().residence(red)
    );
    for (one, other) in a.iter().zip(&b) {
        phones.publish(&Shown::crimewave(one.public_view(), None), &[]);
        let served_a = get(at, &format!("{path}state")).await.1;
        phones.publish(&Shown::crimewave(other.public_view(), None), &[]);
        let served_b = get(at, &format!("{path}state")).await.1;
        assert_eq!(served_a, served_b, "the served state depends on a secret");
        assert!(!served_a.contains("culprit") && !served_a.contains("residence\":"));
    }
}

#[tokio::test]
async fn intent_to_kill_is_served_without_its_secrets() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/intent");
    let text = std::fs::read_to_string(dir.join("advice.alibi")).unwrap();
    let played = replay::<IntentToKill>(&text, &dir);
    let phones = Phones::start(LOOPBACK, &Shown::Waiting).await.unwrap();
    let path = page_path(&phones);
    let mut game = IntentToKill::new();
    for action in &played.actions {
        game.apply(action).unwrap();
        phones.publish(
            &Shown::IntentToKill {
                view: Box::new(game.public_view()),
                news: None,
            },
            &[],
        );
        let (_, served) = get(phones.address(), &format!("{path}state")).await;
        let json: serde_json::Value = serde_json::from_str(&served).unwrap();
        let mut keys = Vec::new();
        collect_keys(&json, &mut keys);
        for secret in [
            "murderer",
            "poi",
            "person_of_interest",
            "motive",
            "supporters",
            "offered",
        ] {
            assert!(
                !keys.iter().any(|k| k == secret),
                "{secret} is served: {served}"
            );
        }
        // The Murderer's motive is named nowhere as such (motives in play are public).
        if let Some(motive) = game.motive() {
            assert!(!served.contains(&format!("\"motive\":\"{}\"", motive.slug())));
        }
        if let Some(group) = game.supporters() {
            assert!(!served.contains(&format!("\"supporters\":\"{}\"", group.slug())));
        }
    }
}

fn collect_keys(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                out.push(k.clone());
                collect_keys(v, out);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| collect_keys(v, out)),
        _ => {}
    }
}

#[tokio::test]
async fn a_name_cant_break_out_of_the_page() {
    use alibi::rules::murdero::{Action, HouseRules, Murdero, MurderoSetup};
    let mut game = Murdero::new();
    game.apply(&Action::Setup(MurderoSetup {
        players: vec!["</script><script>alert(1)</script>".into(), "Bob".into()],
        partnership: false,
        decks: 1,
        house: HouseRules::default(),
    }))
    .unwrap();
    let shown = Shown::Murdero {
        view: Box::new(game.public_view()),
    };
    let phones = Phones::start(LOOPBACK, &shown).await.unwrap();
    let (status, page) = get(phones.address(), &page_path(&phones)).await;
    assert_eq!(status, 200);
    assert!(
        !page.contains("<script>alert"),
        "a player's name ended the script"
    );
    assert!(page.contains("\\u003c/script>\\u003cscript>alert(1)"));
}

#[tokio::test]
async fn a_live_page_follows_every_game_until_the_address_changes() {
    let phones = Phones::start(LOOPBACK, &Shown::Waiting).await.unwrap();
    let path = page_path(&phones);
    let (status, mut live) = Live::open(phones.address(), &path).await;
    assert_eq!(status, 200);
    let first = live.next_event(Duration::from_secs(2)).await;
    assert!(first.contains(r#""game":"waiting""#), "{first}");
    // A game, the home screen, another game: the same page hears each, on the same address.
    let crimewave = Shown::crimewave(Crimewave::new().public_view(), None);
    let intent = Shown::IntentToKill {
        view: Box::new(IntentToKill::new().public_view()),
        news: None,
    };
    for (shown, game) in [
        (&crimewave, "crimewave"),
        (&Shown::Waiting, "waiting"),
        (&intent, "intent-to-kill"),
    ] {
        phones.publish(shown, &[]);
        let event = live.next_event(Duration::from_secs(2)).await;
        assert!(event.contains(&format!(r#""game":"{game}""#)), "{event}");
        assert_eq!(get(phones.address(), &path).await.0, 200);
    }
    // The host gives the phones a new address: the live page is ended, and asking again
    // with the old one is refused (the page then says it is out of date).
    phones.set_token(&alibi::serve::new_token());
    // The response ends (its last chunk), or the connection with it.
    let ended = tokio::time::timeout(Duration::from_secs(2), async {
        let mut buffer = [0u8; 4096];
        loop {
            match live.0.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => live.1.push_str(&String::from_utf8_lossy(&buffer[..n])),
            }
            if live.1.ends_with("\r\n0\r\n\r\n") {
                break;
            }
        }
    })
    .await;
    assert!(ended.is_ok(), "the old address's live page goes on");
    assert_eq!(get(phones.address(), &format!("{path}events")).await.0, 403);
    assert_eq!(get(phones.address(), &page_path(&phones)).await.0, 200);
}

#[tokio::test]
async fn the_page_names_its_language_and_says_every_name_in_it() {
    let _language = LANGUAGE.lock().await;
    let _speaking = Speaking::new(alibi::i18n::Language::German);
    let phones = Phones::start(LOOPBACK, &Shown::Waiting).await.unwrap();
    let (_, page) = get(phones.address(), &page_path(&phones)).await;
    assert!(
        page.starts_with("<!doctype html>\n<html lang=\"de\">"),
        "{}",
        &page[..60]
    );
    let (_, json) = get(phones.address(), &format!("{}state", page_path(&phones))).await;
    let state: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(state["lang"], "de");
    assert_eq!(state["names"]["motives"]["maniac"], "Wahnsinniger");
    assert_eq!(state["names"]["methods"]["strangling"], "Erwürgen");
    assert_eq!(state["names"]["statuses"]["free"], "frei");
}
