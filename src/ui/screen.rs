//! What a screen asks of the app after handling one of its messages. Every game screen (and
//! the tracer) answers with this, so the app performs them all the same way.

use iced::Task;

/// A screen's request to the app.
#[derive(Debug)]
pub enum Action<Message> {
    /// Nothing beyond the screen itself.
    None,
    /// Close the screen and show the home screen (the game is already saved).
    Home,
    /// Run this task (focus moves, files opened or work done off the UI thread).
    Run(Task<Message>),
}
