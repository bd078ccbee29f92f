//! The phones' table page (docs/phones.md): a page's first load on
//! loopback (budget 50 ms), and what 32 live pages add to the console per accepted action
//! (budget 1 ms): building the JSON and handing it over, with 32 pages reading it.

use alibi::rules::Rules;
use alibi::rules::crimewave::Crimewave;
use alibi::serve::{MAX_PAGES, Phones, Shown};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A game in play: the long transcript of the advice tests, from the first line to the last.
fn games() -> Vec<Crimewave> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/crimewave");
    let text = std::fs::read_to_string(dir.join("exposure-and-advice.alibi")).unwrap();
    let played = alibi::transcript::replay::<Crimewave>(&text, &dir);
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

async fn fetch(address: SocketAddr, path: &str) -> usize {
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let ask = format!("GET {path} HTTP/1.1\r\nHost: table\r\nConnection: close\r\n\r\n");
    stream.write_all(ask.as_bytes()).await.unwrap();
    let mut page = Vec::new();
    stream.read_to_end(&mut page).await.unwrap();
    page.len()
}

fn serve_benches(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let games = games();
    let last = games.last().unwrap();
    let phones = runtime
        .block_on(Phones::start(
            IpAddr::V4(Ipv4Addr::LOCALHOST),
            &Shown::crimewave(last.public_view(), None),
        ))
        .unwrap();
    let url = phones.url();
    let path = url[url.find("//").unwrap() + 2..]
        .split_once('/')
        .map(|(_, p)| format!("/{p}"))
        .unwrap();
    let address = phones.address();
    c.bench_function(
        "phones: a page's first load on loopback (Crimewave, 10 scenes)",
        |b| b.iter(|| runtime.block_on(fetch(address, black_box(&path)))),
    );

    // 32 live pages, each reading every update as a phone would.
    for _ in 0..MAX_PAGES {
        let events = format!("{path}events");
        runtime.spawn(async move {
            let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
            let ask = format!("GET {events} HTTP/1.1\r\nHost: table\r\n\r\n");
            stream.write_all(ask.as_bytes()).await.unwrap();
            let mut buffer = vec![0u8; 1 << 16];
            while stream.read(&mut buffer).await.is_ok_and(|n| n > 0) {}
        });
    }
    while phones.pages() < MAX_PAGES {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let mut step = 0;
    c.bench_function(
        "phones: an accepted action reaches 32 live pages (console's share)",
        |b| {
            b.iter(|| {
                // Each action's view differs from the last, as in play.
                step = (step + 1) % games.len();
                phones.publish(
                    &Shown::crimewave(black_box(&games[step]).public_view(), None),
                    &[],
                );
            })
        },
    );
}

criterion_group!(benches, serve_benches);
criterion_main!(benches);
