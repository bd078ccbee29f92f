//! Photos coming in: a picture is decoded off the UI thread (a large photo takes seconds),
//! its stages told as it goes, and then becomes a new tracing's photo, the open board's new
//! photo, or the saved photo of a board just opened.

use super::{Action, Into, Loading, Message, Opening, Photo, Screen, Trace, dialog, no_dialog};
use crate::i18n::Msg;
use crate::record::boards::{self, PICTURE_LONGEST, Picture};
use crate::rules::crimewave::board::{Board, Draft};
use crate::ui::widget::camera::Camera;
use crate::{msg, t};
use iced::widget::image::Handle;
use iced::{Size, Task};
use std::path::{Path, PathBuf};
use std::sync::Arc;

impl Photo {
    /// The photo of a decoded picture, its texture made once.
    pub(super) fn new(picture: Arc<Picture>) -> Self {
        let handle = picture_handle(&picture);
        Self { picture, handle }
    }

    /// Its size in pixels, as the canvas lays it out.
    pub(super) fn size(&self) -> Size {
        Size::new(self.picture.width as f32, self.picture.height as f32)
    }
}

/// The image handle a renderer draws a decoded picture from (for the board widgets too).
pub fn picture_handle(picture: &Picture) -> Handle {
    Handle::from_rgba(picture.width, picture.height, picture.rgba.clone())
}

/// Opens a board's picture off the UI thread: the task ends with the picture, or why it
/// could not be opened (None when the board has no picture). For the board widgets: keep
/// the result and make its handle once with [`picture_handle`].
pub fn open_board_picture(
    board_file: &Path,
    board: &Board,
) -> Option<Task<Result<Arc<Picture>, Msg>>> {
    let path = boards::picture_path(board_file, board.image()?)?;
    Some(load_off_thread(path).then(|loading| match loading {
        Loading::Done(result) => Task::done(result),
        Loading::Stage(_) => Task::none(),
    }))
}

/// Decodes a picture on its own thread (a large photo takes seconds), reporting each stage
/// and then the result.
fn load_off_thread(path: PathBuf) -> Task<Loading> {
    let (sender, receiver) = iced::futures::channel::mpsc::unbounded();
    let spawned = std::thread::Builder::new()
        .name("picture".into())
        .spawn(move || {
            let result = boards::load_picture(&path, PICTURE_LONGEST, |stage| {
                let _ = sender.unbounded_send(Loading::Stage(stage));
            });
            let done = result.map(Arc::new);
            let _ = sender.unbounded_send(Loading::Done(done));
        });
    match spawned {
        Ok(_) => Task::run(receiver, |loading| loading),
        Err(e) => Task::done(Loading::Done(Err(msg!(
            "tracer-picture-not-opened",
            error = e.to_string()
        )))),
    }
}

impl Screen {
    /// Opening a photo: the typed one, or one picked in a dialog; then its news.
    pub(super) fn photo_update(&mut self, message: Message) -> Action {
        match message {
            Message::OpenPhoto => {
                return match self.typed() {
                    Some(path) => self.open_photo(path),
                    None => Action::Run(Task::perform(dialog::pick_photo(), Message::PhotoChosen)),
                };
            }
            Message::PhotoChosen(Some(path)) => return self.open_photo(path),
            Message::PhotoChosen(None) => self.status = Some(no_dialog()),
            Message::Picture(path, loading) => self.picture(path, loading),
            _ => {}
        }
        Action::None
    }

    /// Opens a photo: onto the open board, or as a new tracing when none is open.
    fn open_photo(&mut self, path: PathBuf) -> Action {
        let into = if self.tracing.is_some() {
            Into::Current
        } else {
            Into::NewTrace
        };
        self.load(path, into)
    }

    /// Starts decoding the picture at `path` for `into`; its news come as [`Message::Picture`].
    pub(super) fn load(&mut self, path: PathBuf, into: Into) -> Action {
        self.status = None;
        self.opening = Some(Opening {
            path: path.clone(),
            stage: None,
            into,
        });
        let tag = path.clone();
        Action::Run(
            load_off_thread(path).map(move |loading| Message::Picture(tag.clone(), loading)),
        )
    }

    /// News of the picture being opened: a stage for the progress line, or the result.
    fn picture(&mut self, path: PathBuf, loading: Loading) {
        // News of a picture no longer wanted (another was opened since) is dropped.
        let Some(opening) = self.opening.as_mut().filter(|o| o.path == path) else {
            return;
        };
        let into = opening.into;
        match loading {
            Loading::Stage(stage) => opening.stage = Some(stage),
            Loading::Done(Err(error)) => {
                self.opening = None;
                self.status = Some(error);
            }
            Loading::Done(Ok(picture)) => {
                self.opening = None;
                self.typed_path.clear();
                let (width, height) = (picture.width, picture.height);
                if into == Into::NewTrace {
                    // Like the photo's file name, the name is the group's to change.
                    let name = path
                        .file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_else(|| t!("tracer-my-board"));
                    let draft = Draft {
                        name,
                        ..Draft::default()
                    };
                    self.start(Trace::new(draft), None);
                }
                let Some(tracing) = self.tracing.as_mut() else {
                    return;
                };
                tracing.photo = Some(Photo::new(picture));
                tracing.photo_unsaved = into != Into::Saved;
                tracing.camera = Camera::default();
                self.status = Some(match into {
                    Into::Saved => msg!("tracer-opened-with-photo", width = width, height = height),
                    _ => msg!(
                        "tracer-photo-open",
                        width = width,
                        height = height,
                        next = tracing.trace.next()
                    ),
                });
            }
        }
    }
}
