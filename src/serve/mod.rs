//! The phones' table page: the public table screen served as a web page on the local
//! network, so every phone at the table can follow the game (docs/phones.md).
//!
//! The server is a room of its own beside `ui/`: it is handed [`Shown`], which can only be
//! built from the games' public views, and never sees a game or a record. The page is
//! read-only: no request changes anything. It runs on the tokio runtime the app already
//! has, off the UI thread; each accepted action reaches the pages through a watch channel
//! and server-sent events.
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
use std::sync::{Arc, RwLock};
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

    /// The JSON the page reads: the public view, and the page's own words in the console's
    /// language (`words`).
    pub fn to_json(&self) -> String {
        #[derive(Serialize)]
        struct Said<'a> {
            #[serde(flatten)]
            shown: &'a Shown,
            words: std::collections::BTreeMap<&'static str, String>,
        }
        let said = Said {
            shown: self,
            words: words::now(),
        };
        // Public views are plain data: serializing one can't fail.
        serde_json::to_string(&said).unwrap_or_else(|_| r#"{"game":"waiting"}"#.into())
    }
}

/// The server, ready to run on a tokio runtime; it ends when its [`Phones`] is dropped.
pub type Serving = std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>;

/// What the server shares with its request handlers.
struct Shared {
    /// The current token: a request without it is refused (403).
    token: RwLock<String>,
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

/// A fresh random token for the page's address.
fn new_token() -> String {
    let bytes: [u8; 12] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Phones {
    /// Binds a free port on `ip` and gets ready to serve `shown`: the handle at once (nothing
    /// here waits), and the server itself, to run on the app's tokio runtime. Refuses an
    /// address that is neither private nor loopback.
    pub fn bind(ip: IpAddr, shown: &Shown) -> std::io::Result<(Phones, Serving)> {
        if !address::shareable(ip) {
            return Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                format!(
                    "{ip} is not a private network address: Alibi shares only on the local network"
                ),
            ));
        }
        let listener = std::net::TcpListener::bind((ip, 0))?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let (publish, latest) = watch::channel::<Arc<str>>(shown.to_json().into());
        let shared = Arc::new(Shared {
            token: RwLock::new(new_token()),
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

    /// Binds and starts serving at once on the current tokio runtime (tests, the example).
    pub async fn start(ip: IpAddr, shown: &Shown) -> std::io::Result<Phones> {
        let (phones, serving) = Self::bind(ip, shown)?;
        tokio::spawn(serving);
        Ok(phones)
    }

    /// The page's address, token included.
    pub fn url(&self) -> String {
        let token = self
            .shared
            .token
            .read()
            .map(|t| t.clone())
            .unwrap_or_default();
        format!("http://{}/{token}/", self.address)
    }

    /// Where the server listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Sends the public view to every page (only when it changed). Cheap: one JSON text,
    /// handed to the pages' tasks off the UI thread.
    pub fn publish(&self, shown: &Shown) {
        let json = shown.to_json();
        self.publish.send_if_modified(|latest| {
            if **latest == *json {
                false
            } else {
                *latest = json.into();
                true
            }
        });
    }

    /// A new token (a new game): pages with the old address are refused from now on.
    pub fn renew_token(&self) {
        if let Ok(mut token) = self.shared.token.write() {
            *token = new_token();
        }
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
