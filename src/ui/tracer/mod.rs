//! The board tracer: trace your own Crimewave board from a photo of it. First the saved
//! boards (open, rename, duplicate, export, import, delete); then the photo with the
//! locations placed on it, the live checks beside it, undo and redo, and saving.
//!
//! The saved boards and their actions are in `library`, pictures coming in in `photo`, the
//! tracing's edits and saving in `edit`; `tracing` draws the open board.

pub mod canvas;
mod dialog;
mod edit;
mod library;
mod photo;
mod trace;
mod tracing;

use super::session;
use crate::i18n::Msg;
use crate::record::Store;
use crate::record::boards::{Picture, Stage};
use crate::rules::crimewave::board::{Board, Draft, Loc};
use crate::ui::widget::camera::{self, Camera, Move};
use crate::{msg, t};
use iced::keyboard::{self, Key, key::Named};
use iced::widget::image::Handle;
use iced::{Element, Event, Subscription, event, window};
pub use photo::{open_board_picture, picture_handle};
use std::path::{Path, PathBuf};
use std::sync::Arc;
pub use trace::Trace;

/// The tracer screen: the saved boards, and the board being traced if one is open.
#[derive(Debug, Clone)]
pub struct Screen {
    store: Store,
    boards: Vec<Listed>,
    /// The path field: a photo to open, a board file to import, or where to export.
    typed_path: String,
    /// A saved board being renamed, and the name typed so far.
    renaming: Option<(PathBuf, String)>,
    /// A saved board the player asked to delete, until they confirm.
    deleting: Option<PathBuf>,
    /// What just happened, or what went wrong, said at every drawing.
    status: Option<Msg>,
    /// A picture being opened off the UI thread.
    opening: Option<Opening>,
    tracing: Option<Tracing>,
}

/// A saved board as the list shows it.
#[derive(Debug, Clone)]
struct Listed {
    path: PathBuf,
    name: String,
    /// A one-line summary, or why it cannot be played on yet.
    state: Result<Msg, Msg>,
}

/// A picture on its way in.
#[derive(Debug, Clone)]
struct Opening {
    path: PathBuf,
    stage: Option<Stage>,
    into: Into,
}

/// Where an opened picture goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Into {
    /// A new, empty tracing on this photo.
    NewTrace,
    /// The photo of the board being traced (a new one, saved with it next time).
    Current,
    /// The board's own saved picture, just opened with it.
    Saved,
}

/// The board open in the tracer.
#[derive(Debug, Clone)]
struct Tracing {
    trace: Trace,
    /// Where it is saved, once it is.
    file: Option<PathBuf>,
    photo: Option<Photo>,
    /// The photo is new since the last save.
    photo_unsaved: bool,
    tool: Tool,
    next_typed: String,
    number_typed: String,
    /// The locations of the check the player clicked, ringed on the photo.
    shown: Vec<Loc>,
    camera: Camera,
    /// Close was pressed once with unsaved changes.
    closing: bool,
}

/// A decoded photo, with the handle the renderer draws it from (made once: a new handle is
/// a new texture).
#[derive(Debug, Clone)]
struct Photo {
    picture: Arc<Picture>,
    handle: Handle,
}

/// What a click on a location does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// Click empty photo to place the next location; click a location to pick it.
    Place,
    /// Click one location, then another, to connect them (or disconnect them).
    Connect,
}

/// A city choice for the picked location.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CityChoice {
    /// A plain (not yellow) location.
    None,
    /// A yellow city with this name.
    City(&'static str),
}

impl std::fmt::Display for CityChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            // Said when the pick list is drawn, in the language spoken then.
            CityChoice::None => f.write_str(&t!("tracer-not-a-city")),
            CityChoice::City(name) => f.write_str(&t!("tracer-yellow-city", name = *name)),
        }
    }
}

/// News from a picture being opened.
#[derive(Debug, Clone, PartialEq)]
pub enum Loading {
    /// It has got this far.
    Stage(Stage),
    /// It is open, or could not be (and why).
    Done(Result<Arc<Picture>, Msg>),
}

/// What the player did in the tracer.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// The path field was typed in.
    PathTyped(String),
    /// Open the typed photo (or pick one in a dialog if none is typed).
    OpenPhoto,
    /// The dialog chose a photo (None: closed, or no dialog here).
    PhotoChosen(Option<PathBuf>),
    /// A picture being opened has got further.
    Picture(PathBuf, Loading),
    /// Start tracing on a copy of the stand-in board.
    StartFromStandIn,
    /// Open a saved board for tracing.
    OpenBoard(PathBuf),
    /// Start renaming a saved board.
    Rename(PathBuf),
    /// The new name typed.
    RenameTyped(String),
    /// Keep the typed name.
    ConfirmRename,
    /// Stop renaming.
    CancelRename,
    /// Copy a saved board.
    Duplicate(PathBuf),
    /// Ask to delete a saved board.
    Delete(PathBuf),
    /// Delete it after all.
    ConfirmDelete,
    /// Keep it after all.
    CancelDelete,
    /// Export a saved board to the typed path (or one picked in a dialog).
    Export(PathBuf),
    /// The dialog chose where to export this board.
    ExportChosen(PathBuf, Option<PathBuf>),
    /// Import the typed board file (or one picked in a dialog).
    Import,
    /// The dialog chose a board file to import.
    ImportChosen(Option<PathBuf>),
    /// Something happened on the photo.
    Canvas(canvas::Message),
    /// A tool was chosen.
    ToolChosen(Tool),
    /// The number for the next placed location was typed.
    NextTyped(String),
    /// The picked location's number was typed.
    NumberTyped(String),
    /// Give the picked location the typed number.
    Renumber,
    /// The picked location's city was chosen.
    CityChosen(CityChoice),
    /// Remove the picked location and its connections.
    DeleteLocation,
    /// Stop picking a location.
    Deselect,
    /// Show these locations on the photo (a check was clicked).
    Show(Vec<Loc>),
    /// Look elsewhere on the photo: a zoom button or key, an arrow key.
    Look(Move),
    /// The board's name was typed.
    NameTyped(String),
    /// Save the board into the data folder.
    Save,
    /// Close the board and go back to the list.
    Close,
    /// Undo or redo (the app's shortcuts; jumps are not offered here).
    History(session::Message),
    /// Back to the home screen.
    Home,
}

/// What the screen asks of the app.
pub type Action = crate::ui::screen::Action<Message>;

impl Screen {
    /// The tracer on the list of boards saved in `store`.
    pub fn new(store: &Store) -> Self {
        let mut screen = Self {
            store: store.clone(),
            boards: Vec::new(),
            typed_path: String::new(),
            renaming: None,
            deleting: None,
            status: None,
            opening: None,
            tracing: None,
        };
        screen.refresh();
        screen
    }

    /// The board being traced, if one is open.
    pub fn trace(&self) -> Option<&Trace> {
        self.tracing.as_ref().map(|t| &t.trace)
    }

    /// Where the open board is saved, once it is.
    pub fn file(&self) -> Option<&Path> {
        self.tracing.as_ref().and_then(|t| t.file.as_deref())
    }

    /// What just happened, or what went wrong, in the language spoken now.
    pub fn status(&self) -> Option<String> {
        self.status.as_ref().map(Msg::now)
    }

    /// The locations ringed on the photo (the check clicked last).
    pub fn shown(&self) -> &[Loc] {
        self.tracing.as_ref().map_or(&[], |t| &t.shown)
    }

    /// The size of the open board's photo, in pixels, once it is open.
    pub fn photo_size(&self) -> Option<(u32, u32)> {
        let photo = self.tracing.as_ref()?.photo.as_ref()?;
        Some((photo.picture.width, photo.picture.height))
    }

    /// The tracer's keys while a board is open: Escape drops the picked location, Delete
    /// deletes it, and the camera's keys zoom and pan (see [`camera::key_move`]).
    pub fn subscription(&self) -> Subscription<Message> {
        if self.tracing.is_some() {
            event::listen_with(tracer_key)
        } else {
            Subscription::none()
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::PathTyped(path) => self.typed_path = path,
            Message::OpenPhoto | Message::PhotoChosen(_) | Message::Picture(..) => {
                return self.photo_update(message);
            }
            Message::StartFromStandIn => {
                let mut draft = Board::stand_in().to_draft();
                // The name is the group's from now on: said once, in the language spoken now.
                draft.name = t!("tracer-our-board");
                draft.stand_in = false;
                self.start(Trace::new(draft), None);
                self.status = Some(msg!("tracer-stand-in-on-blank-page"));
            }
            Message::OpenBoard(_)
            | Message::Rename(_)
            | Message::RenameTyped(_)
            | Message::ConfirmRename
            | Message::CancelRename
            | Message::Duplicate(_)
            | Message::Delete(_)
            | Message::ConfirmDelete
            | Message::CancelDelete
            | Message::Export(_)
            | Message::ExportChosen(..)
            | Message::Import
            | Message::ImportChosen(_) => return self.library_update(message),
            Message::Home => return Action::Home,
            message => self.edit(message),
        }
        Action::None
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        match &self.tracing {
            None => self.library_view(),
            Some(t) => self.tracing_view(t),
        }
    }
}

/// Escape, Delete and the camera's keys, unless a text field took the key (Delete there
/// deletes a letter, and `0` is a digit of a location's number).
fn tracer_key(event: Event, status: event::Status, _window: window::Id) -> Option<Message> {
    let Event::Keyboard(keyboard::Event::KeyPressed { key, modifiers, .. }) = event else {
        return None;
    };
    if status == event::Status::Captured || modifiers.command() {
        return None;
    }
    match key.as_ref() {
        Key::Named(Named::Escape) => Some(Message::Deselect),
        Key::Named(Named::Delete) => Some(Message::DeleteLocation),
        key => camera::key_move(key).map(Message::Look),
    }
}

/// "96 locations · 160 connections · 11 cities".
fn summary(draft: &Draft) -> Msg {
    let cities = draft.nodes.iter().filter(|n| n.yellow).count();
    msg!(
        "tracer-summary",
        locations = draft.nodes.len(),
        connections = draft.edges.len(),
        cities = cities
    )
}

/// A file's name without its folder (the whole path if it has none).
fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// Said when a dialog closes without a choice: the portal may be missing on this machine.
fn no_dialog() -> Msg {
    msg!("tracer-nothing-chosen")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(key: Key, status: event::Status) -> Option<Message> {
        let event = Event::Keyboard(keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key,
            physical_key: keyboard::key::Physical::Unidentified(
                keyboard::key::NativeCode::Unidentified,
            ),
            location: keyboard::Location::Standard,
            modifiers: keyboard::Modifiers::default(),
            text: None,
            repeat: false,
        });
        tracer_key(event, status, window::Id::unique())
    }

    #[test]
    fn escape_and_delete_act_on_the_picked_location_unless_typing() {
        let ignored = event::Status::Ignored;
        assert_eq!(
            press(Key::Named(Named::Escape), ignored),
            Some(Message::Deselect)
        );
        assert_eq!(
            press(Key::Named(Named::Delete), ignored),
            Some(Message::DeleteLocation)
        );
        assert_eq!(
            press(Key::Named(Named::Delete), event::Status::Captured),
            None
        );
        assert_eq!(press(Key::Character("d".into()), ignored), None);
    }

    #[test]
    fn the_camera_keys_zoom_and_pan_unless_typing() {
        let ignored = event::Status::Ignored;
        assert_eq!(
            press(Key::Character("+".into()), ignored),
            Some(Message::Look(Move::In))
        );
        assert_eq!(
            press(Key::Character("0".into()), ignored),
            Some(Message::Look(Move::Whole))
        );
        assert!(matches!(
            press(Key::Named(Named::ArrowLeft), ignored),
            Some(Message::Look(Move::Pan(_)))
        ));
        assert_eq!(
            press(Key::Character("0".into()), event::Status::Captured),
            None
        );
    }
}
