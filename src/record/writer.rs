//! The ordered writer: a game's saves go to disk on a thread of their own, so a slow disk
//! never stalls the window, while every accepted action is still on disk before the next one
//! is accepted.
//!
//! How the promise is kept: at most one write is in flight per game. A write starts after an
//! action is accepted; before the next action (or undo, redo, jump) is accepted, the session
//! `wait`s for it, so writes land in the order the actions were taken and no action is taken
//! on top of one that isn't saved. Leaving a game drops its writer, which waits too, so
//! nothing is lost on the way home or out. A failed write is reported at that wait, and the
//! next save writes the whole record again (each save is the complete file).

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How a file is put on disk: atomically in the app, a stand-in in fault tests.
pub type Sink = fn(&Path, &[u8]) -> io::Result<()>;

/// Writes in flight across the app, so the window knows to look again until they are done
/// (it shows "saving…" for one that takes longer than a frame).
static IN_FLIGHT: AtomicUsize = AtomicUsize::new(0);

/// Whether any game's write is still in flight.
pub fn busy() -> bool {
    IN_FLIGHT.load(Ordering::SeqCst) > 0
}

/// One game's writer. Clones share it (a screen may be cloned; the file is one).
#[derive(Debug, Clone)]
pub struct Writer {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    sink: Sink,
    flight: Mutex<Option<Flight>>,
}

/// The last write: running (since when, on which thread), or already known to have failed.
#[derive(Debug)]
enum Flight {
    Running {
        started: Instant,
        thread: JoinHandle<io::Result<()>>,
    },
    Failed(io::Error),
}

impl Flight {
    fn land(self) -> io::Result<()> {
        match self {
            Flight::Running { thread, .. } => thread
                .join()
                .unwrap_or_else(|_| Err(io::Error::other("the save stopped unexpectedly"))),
            Flight::Failed(error) => Err(error),
        }
    }
}

impl Default for Writer {
    fn default() -> Self {
        Self::with_sink(super::disk::write_atomic)
    }
}

impl Writer {
    /// A writer putting files on disk through `sink`.
    pub fn with_sink(sink: Sink) -> Self {
        Self {
            inner: Arc::new(Inner {
                sink,
                flight: Mutex::new(None),
            }),
        }
    }

    /// Starts writing `bytes` to `path`, after the write before it has finished; returns that
    /// earlier write's result, if there was one.
    pub fn write(&self, path: PathBuf, bytes: Vec<u8>) -> Option<io::Result<()>> {
        let before = self.wait();
        let sink = self.inner.sink;
        IN_FLIGHT.fetch_add(1, Ordering::SeqCst);
        let started = Instant::now();
        let thread = std::thread::Builder::new()
            .name("alibi-save".into())
            .spawn(move || {
                let written = sink(&path, &bytes);
                IN_FLIGHT.fetch_sub(1, Ordering::SeqCst);
                written
            });
        *self.lock() = Some(match thread {
            Ok(thread) => Flight::Running { started, thread },
            // No thread to be had: the save is reported as failed, and the next one (the
            // whole record again) tries anew.
            Err(error) => {
                IN_FLIGHT.fetch_sub(1, Ordering::SeqCst);
                Flight::Failed(error)
            }
        });
        before
    }

    /// Waits for the write in flight, if any, and returns its result.
    pub fn wait(&self) -> Option<io::Result<()>> {
        let flight = self.lock().take()?;
        Some(flight.land())
    }

    /// How long the write in flight has been running, if one is.
    pub fn saving_for(&self) -> Option<Duration> {
        match self.lock().as_ref()? {
            Flight::Running { started, thread } if !thread.is_finished() => Some(started.elapsed()),
            _ => None,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Flight>> {
        // A poisoned lock only means a panic elsewhere; the flight itself is still whole.
        self.inner
            .flight
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Drop for Inner {
    /// The last holder of a game's writer is gone (the game was left): its last write
    /// finishes before the game is gone.
    fn drop(&mut self) {
        let flight = self
            .flight
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take();
        if let Some(flight) = flight {
            let _ = flight.land();
        }
    }
}
