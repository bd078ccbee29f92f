//! Work too long for a frame (a picture to draw, games to seal, odds to work out), done on a
//! thread of its own while the window stays responsive. Works under any executor: the thread
//! hands its answer back through a oneshot channel, which is all the task waits on.

/// Runs `work` on its own thread; the answer, or nothing if the thread could not finish.
pub async fn off_ui_thread<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let (tx, rx) = iced::futures::channel::oneshot::channel();
    std::thread::spawn(move || {
        // Whoever asked may be gone by the time the answer is known: nobody to tell.
        let _ = tx.send(work());
    });
    rx.await.ok()
}
