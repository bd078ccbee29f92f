//! The phones' table page: the public table screen served as a web page on the local
//! network, so every phone at the table can follow the game (docs/phones.md).
//!
//! The server is a room of its own beside `ui/`: it is handed [`Shown`], which can only be
//! built from the games' public views, and never sees a game or a record. The page is
//! read-only: no request changes anything. It runs on the tokio runtime the app already
//! has, off the UI thread; each accepted action reaches the pages through a watch channel
//! and server-sent events.
//!
//! The address is the evening's, not a game's: a page opened once follows whatever the
//! console opens next (another game, a resumed one, the home screen), and only a new token
//! ([`Phones::set_token`], the host's "new address for phones") turns old pages away.
//!
//! A secret can't be served because `Shown` holds nothing but public views:
//!
//! ```compile_fail
//! // A whole game (secrets included) is not a public view: this does not compile.
//! let game = <alibi::rules::crimewave::Crimewave as alibi::rules::Rules>::new();
//! let _ = alibi::serve::Shown::Crimewave { view: Box::new(game), board: None };
//! ```

mod address;
mod http;
mod words;

pub use address::{Reach, reach};

use crate::rules::crime_story::CrimeStoryView;
use crate::rules::crimewave::{self, Board, Loc};
use crate::rules::intent;
use crate::rules::keystone::KeystoneView;
use crate::rules::murdero::MurderoView;
use serde::Serialize;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use tokio::sync::{Semaphore, oneshot, watch};

/// The most pages that may follow the game at once (a table's phones, with room to spare);
/// one more is told the server is busy.
pub const MAX_PAGES: usize = 32;

/// What the phones may see: the public view of the game the table window shows.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "game", rename_all = "kebab-case")]
pub enum Shown {
    /// No game is open.
    Waiting,
    /// Crimewave: California, with the board's shape to draw it on.
    Crimewave {
        /// The public view.
        view: Box<crimewave::PublicView>,
        /// The board's locations and connections (the map everyone sees on the table).
        board: Option<BoardShape>,
        /// What Alibi announced, when it plays the Killers.
        news: Option<crate::plays::News>,
    },
    /// Intent to Kill.
    IntentToKill {
        /// The public view.
        view: Box<intent::PublicView>,
        /// What Alibi announced, when it plays a side.
        news: Option<crate::plays::News>,
    },
    /// Murdero's scores.
    Murdero {
        /// The public view.
        view: Box<MurderoView>,
    },
    /// Keystone Crimewave's points and rolls.
    Keystone {
        /// The public view.
        view: Box<KeystoneView>,
        /// Where the caper stands, in one line, as the table window says it.
        headline: String,
    },
    /// Crime Story's counts and story, with the sentence timer.
    CrimeStory {
        /// The public view.
        view: Box<CrimeStoryView>,
        /// The sentence timer as the table sees it.
        timer: Timer,
    },
}

/// The Crime Story sentence timer as the phones show it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Timer {
    /// Whole seconds left while the timer runs.
    pub left: Option<u16>,
    /// In the last seconds: the page flashes.
    pub warning: bool,
    /// The last timer ran out.
    pub ran_out: bool,
}

/// A Crimewave board's shape: where each location is drawn and what joins them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardShape {
    /// Each location: number, position (0..1 across and down) and whether it is a city.
    pub nodes: Vec<(Loc, f32, f32, bool)>,
    /// The connections.
    pub edges: Vec<(Loc, Loc)>,
}

impl BoardShape {
    /// The shape of a board.
    pub fn of(board: &Board) -> Self {
        Self {
            nodes: board
                .nodes()
                .iter()
                .map(|n| (n.id, n.x, n.y, n.yellow))
                .collect(),
            edges: board.edges().to_vec(),
        }
    }
}

impl Shown {
    /// Crimewave's public view, with its board's shape and Alibi's news.
    pub fn crimewave(view: crimewave::PublicView, news: Option<crate::plays::News>) -> Self {
        let board = view.board.as_deref().map(BoardShape::of);
        Shown::Crimewave {
            view: Box::new(view),
            board,
            news,
        }
    }

    /// The JSON the page reads: the public view, the lines the table window shows under
    /// the game (`strip`: the sealed setup's short fingerprint and what undo corrected, in
    /// words), and the page's own words in the console's language (`words`, the names the
    /// view carries in `names`, the language's tag in `lang`).
    pub fn to_json(&self, strip: &[String]) -> String {
        use std::collections::BTreeMap;
        #[derive(Serialize)]
        struct Said<'a> {
            #[serde(flatten)]
            shown: &'a Shown,
            strip: &'a [String],
            words: BTreeMap<&'static str, String>,
            names: BTreeMap<&'static str, BTreeMap<String, String>>,
            lang: &'static str,
        }
        let said = Said {
            shown: self,
            strip,
            words: words::now(),
            names: words::names(),
            lang: words::lang(),
        };
        // Public views are plain data: serializing one can't fail.
        serde_json::to_string(&said).unwrap_or_else(|_| r#"{"game":"waiting"}"#.into())
    }
}

/// The server, ready to run on a tokio runtime; it ends when its [`Phones`] is dropped.
pub type Serving = std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>;

/// Where the phones find the page, kept from one evening's game to the next: the port to
/// ask for again (0: any free one) and the token the address carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Address {
    /// The port asked for; when it is taken, a free one is used instead.
    pub port: u16,
    /// The secret part of the address: a page without it is refused.
    pub token: String,
}

impl Address {
    /// A fresh address: any free port, a new random token.
    pub fn fresh() -> Self {
        Address {
            port: 0,
            token: new_token(),
        }
    }
}

/// What the server shares with its request handlers.
struct Shared {
    /// The current token: a request without it is refused (403), and a live page opened
    /// with an older one is ended (it then hears 403 and says it is out of date).
    token: watch::Sender<String>,
    /// The latest public JSON; pages follow its changes.
    latest: watch::Receiver<Arc<str>>,
    /// Places for live pages.
    pages: Arc<Semaphore>,
}

/// The running server: where the phones find it, and how to feed and stop it.
pub struct Phones {
    address: SocketAddr,
    shared: Arc<Shared>,
    publish: watch::Sender<Arc<str>>,
    stop: Option<oneshot::Sender<()>>,
}

impl std::fmt::Debug for Phones {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Phones")
            .field("address", &self.address)
            .finish()
    }
}

/// A fresh random token for the page's address (24 hex digits: no one guesses it).
pub fn new_token() -> String {
    let bytes: [u8; 12] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Phones {
    /// Binds `at`'s port on `ip` (a free one if it is taken) and gets ready to serve `shown`
    /// under `at`'s token: the handle at once (nothing here waits), and the server itself, to
    /// run on the app's tokio runtime. Refuses an address that is neither private nor
    /// loopback.
    pub fn bind(ip: IpAddr, at: &Address, shown: &Shown) -> std::io::Result<(Phones, Serving)> {
        if !address::shareable(ip) {
            return Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                format!(
                    "{ip} is not a private network address: Alibi shares only on the local network"
                ),
            ));
        }
        // The port of the evening's address when it is free; another one rather than none.
        let listener = std::net::TcpListener::bind((ip, at.port))
            .or_else(|_| std::net::TcpListener::bind((ip, 0)))?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let (publish, latest) = watch::channel::<Arc<str>>(shown.to_json(&[]).into());
        let shared = Arc::new(Shared {
            token: watch::Sender::new(at.token.clone()),
            latest,
            pages: Arc::new(Semaphore::new(MAX_PAGES)),
        });
        let (stop, stopped) = oneshot::channel::<()>();
        let router = http::router(shared.clone());
        let serving = Box::pin(async move {
            // The server ends when `stop` is sent or dropped; an error ends only the sharing.
            let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                return;
            };
            let _ = axum::serve(listener, router)
                .with_graceful_shutdown(async {
                    let _ = stopped.await;
                })
                .await;
        });
        let phones = Phones {
            address,
            shared,
            publish,
            stop: Some(stop),
        };
        Ok((phones, serving))
    }

    /// Binds a free port under a fresh token and starts serving at once on the current
    /// tokio runtime (tests, the example).
    pub async fn start(ip: IpAddr, shown: &Shown) -> std::io::Result<Phones> {
        let (phones, serving) = Self::bind(ip, &Address::fresh(), shown)?;
        tokio::spawn(serving);
        Ok(phones)
    }

    /// The page's address, token included.
    pub fn url(&self) -> String {
        format!("http://{}/{}/", self.address, *self.shared.token.borrow())
    }

    /// Where the server listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Sends the public view and the table's strip under it (see [`Shown::to_json`]) to
    /// every page (only when they changed). Cheap: one JSON text, handed to the pages' tasks
    /// off the UI thread.
    pub fn publish(&self, shown: &Shown, strip: &[String]) {
        let json = shown.to_json(strip);
        self.publish.send_if_modified(|latest| {
            if **latest == *json {
                false
            } else {
                *latest = json.into();
                true
            }
        });
    }

    /// A new token: pages with the old address are refused from now on, and those following
    /// the game are ended (they then say they are out of date).
    pub fn set_token(&self, token: &str) {
        self.shared.token.send_if_modified(|current| {
            let changed = current != token;
            token.clone_into(current);
            changed
        });
    }

    /// How many pages follow the game now.
    pub fn pages(&self) -> usize {
        MAX_PAGES - self.shared.pages.available_permits()
    }
}

impl Drop for Phones {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}
