//! The board tracer: trace your own Crimewave board from a photo of it. First the saved
//! boards (open, rename, duplicate, export, import, delete); then the photo with the
//! locations placed on it, the live checks beside it, undo and redo, and saving.

pub mod canvas;
mod dialog;
mod library;
mod trace;
mod tracing;

use super::session;
use crate::i18n::Msg;
use crate::record::Store;
use crate::record::boards::{self, PICTURE_LONGEST, Picture, PictureSource, Stage};
use crate::rules::crimewave::board::{Board, Draft, Finding, Loc};
use crate::{msg, t};
use canvas::Camera;
use iced::keyboard::{self, Key, key::Named};
use iced::widget::image::Handle;
use iced::{Element, Event, Size, Subscription, Task, event, window};
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

impl Photo {
    fn new(picture: Arc<Picture>) -> Self {
        let handle = picture_handle(&picture);
        Self { picture, handle }
    }

    fn size(&self) -> Size {
        Size::new(self.picture.width as f32, self.picture.height as f32)
    }
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
    /// Zoom in (above 1) or out (below 1) around the middle.
    Zoom(f32),
    /// Show the whole photo.
    Fit,
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
) -> Option<Task<Result<Arc<Picture>, String>>> {
    let path = boards::picture_path(board_file, board.image()?)?;
    Some(load_off_thread(path).then(|loading| match loading {
        Loading::Done(result) => Task::done(result.map_err(|why| why.to_string())),
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
            let done = result.map(Arc::new).map_err(Msg::raw);
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

    fn refresh(&mut self) {
        self.boards = boards::list_boards(&self.store)
            .into_iter()
            .map(|(path, board)| {
                let (name, state) = match board {
                    Ok(board) => (board.name().to_owned(), Ok(summary(&board.to_draft()))),
                    // An unfinished tracing still has a name worth showing, and its checks
                    // say what is unfinished in the language spoken when it is drawn.
                    Err(why) => match boards::load_draft(&path) {
                        Ok(draft) => {
                            let why = match draft.check() {
                                Err(errors) => joined(errors),
                                Ok(_) => Msg::raw(why),
                            };
                            (draft.name, Err(why))
                        }
                        Err(_) => (file_name(&path), Err(Msg::raw(why))),
                    },
                };
                Listed { path, name, state }
            })
            .collect();
    }

    /// The tracer's keys while a board is open: Escape drops the picked location, Delete
    /// deletes it.
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
            Message::OpenPhoto => {
                return match self.typed() {
                    Some(path) => self.open_photo(path),
                    None => Action::Run(Task::perform(dialog::pick_photo(), Message::PhotoChosen)),
                };
            }
            Message::PhotoChosen(Some(path)) => return self.open_photo(path),
            Message::PhotoChosen(None) => self.status = Some(no_dialog()),
            Message::Picture(path, loading) => self.picture(path, loading),
            Message::StartFromStandIn => {
                let mut draft = Board::stand_in().to_draft();
                // The name is the group's from now on: said once, in the language spoken now.
                draft.name = t!("tracer-our-board");
                draft.stand_in = false;
                self.start(Trace::new(draft), None);
                self.status = Some(msg!("tracer-stand-in-on-blank-page"));
            }
            Message::OpenBoard(path) => match boards::load_draft(&path) {
                Ok(draft) => {
                    let picture = draft
                        .image
                        .as_deref()
                        .and_then(|image| boards::picture_path(&path, image));
                    self.start(Trace::new(draft), Some(path));
                    self.status = None;
                    if let Some(picture) = picture {
                        return self.load(picture, Into::Saved);
                    }
                }
                Err(error) => self.status = Some(Msg::raw(error)),
            },
            Message::Rename(path) => {
                let name = self
                    .boards
                    .iter()
                    .find(|b| b.path == path)
                    .map(|b| b.name.clone())
                    .unwrap_or_default();
                self.renaming = Some((path, name));
            }
            Message::RenameTyped(name) => {
                if let Some((_, typed)) = &mut self.renaming {
                    *typed = name;
                }
            }
            Message::ConfirmRename => {
                if let Some((path, name)) = self.renaming.take() {
                    self.report(
                        boards::rename_board(&path, &name).map(|()| msg!("tracer-renamed")),
                    );
                }
            }
            Message::CancelRename => self.renaming = None,
            Message::Duplicate(path) => self.report(
                boards::duplicate_board(&self.store, &path)
                    .map(|copy| msg!("tracer-copied-to", file = file_name(&copy))),
            ),
            Message::Delete(path) => self.deleting = Some(path),
            Message::ConfirmDelete => {
                if let Some(path) = self.deleting.take() {
                    self.report(boards::delete_board(&path).map(|()| msg!("tracer-deleted")));
                }
            }
            Message::CancelDelete => self.deleting = None,
            Message::Export(path) => {
                return match self.typed() {
                    Some(target) => {
                        self.export(&path, &target);
                        Action::None
                    }
                    None => {
                        let suggested = file_name(&path);
                        Action::Run(Task::perform(dialog::export_to(suggested), move |to| {
                            Message::ExportChosen(path.clone(), to)
                        }))
                    }
                };
            }
            Message::ExportChosen(path, Some(target)) => self.export(&path, &target),
            Message::ImportChosen(None) | Message::ExportChosen(_, None) => {
                self.status = Some(no_dialog());
            }
            Message::Import => {
                return match self.typed() {
                    Some(source) => {
                        self.import(&source);
                        Action::None
                    }
                    None => Action::Run(Task::perform(dialog::pick_board(), Message::ImportChosen)),
                };
            }
            Message::ImportChosen(Some(source)) => self.import(&source),
            Message::Home => return Action::Home,
            message => self.edit(message),
        }
        Action::None
    }

    /// The path field's path, if something is typed.
    fn typed(&self) -> Option<PathBuf> {
        let typed = self.typed_path.trim();
        // A path pasted from a file manager often comes quoted.
        let typed = typed.trim_matches(|c| c == '"' || c == '\'');
        (!typed.is_empty()).then(|| PathBuf::from(typed))
    }

    fn report(&mut self, result: Result<Msg, String>) {
        self.status = Some(match result {
            Ok(done) => {
                // A path used once is not meant for the next export or import.
                self.typed_path.clear();
                done
            }
            Err(error) => Msg::raw(error),
        });
        self.refresh();
    }

    fn export(&mut self, board: &Path, target: &Path) {
        let target = if target.is_dir() {
            target.join(file_name(board))
        } else if target.extension().is_none() {
            target.with_extension(boards::BOARD_EXTENSION)
        } else {
            target.to_owned()
        };
        self.report(
            boards::export_board(board, &target)
                .map(|()| msg!("tracer-exported-to", path = target.display().to_string())),
        );
    }

    fn import(&mut self, source: &Path) {
        self.report(
            boards::import_board(&self.store, source)
                .map(|path| msg!("tracer-imported-as", file = file_name(&path))),
        );
    }

    fn open_photo(&mut self, path: PathBuf) -> Action {
        let into = if self.tracing.is_some() {
            Into::Current
        } else {
            Into::NewTrace
        };
        self.load(path, into)
    }

    fn load(&mut self, path: PathBuf, into: Into) -> Action {
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

    fn start(&mut self, trace: Trace, file: Option<PathBuf>) {
        self.tracing = Some(Tracing {
            next_typed: trace.next().to_string(),
            trace,
            file,
            photo: None,
            photo_unsaved: false,
            tool: Tool::Place,
            number_typed: String::new(),
            shown: Vec::new(),
            camera: Camera::default(),
            closing: false,
        });
    }

    /// The messages that change the board being traced.
    fn edit(&mut self, message: Message) {
        let Some(t) = self.tracing.as_mut() else {
            return;
        };
        if !matches!(message, Message::Close) {
            t.closing = false;
        }
        // Looking around and typing leave the last news up; an edit replaces it.
        let keeps_status = matches!(
            message,
            Message::Canvas(canvas::Message::Looked(_))
                | Message::Zoom(_)
                | Message::Fit
                | Message::Show(_)
                | Message::ToolChosen(_)
                | Message::NumberTyped(_)
                | Message::NameTyped(_)
        );
        let mut status = None;
        match message {
            // Connecting, a click beside the locations only drops the pick: a stray
            // location would be a surprise.
            Message::Canvas(canvas::Message::Place(..)) if t.tool == Tool::Connect => {
                t.trace.select(None);
            }
            Message::Canvas(canvas::Message::Place(x, y)) => match t.trace.place(x, y) {
                Ok(loc) => {
                    t.next_typed = t.trace.next().to_string();
                    t.number_typed = loc.to_string();
                    status = Some(msg!("tracer-placed", loc = loc));
                }
                Err(refusal) => status = Some(refusal),
            },
            Message::Canvas(canvas::Message::Clicked(loc)) => {
                match (t.tool, t.trace.selected()) {
                    (_, Some(picked)) if picked == loc => t.trace.select(None),
                    (Tool::Connect, Some(picked)) => {
                        status = Some(t.trace.toggle_connection(picked, loc));
                        t.trace.select(Some(loc));
                    }
                    _ => t.trace.select(Some(loc)),
                }
                t.number_typed = t
                    .trace
                    .selected()
                    .map(|l| l.to_string())
                    .unwrap_or_default();
            }
            Message::Canvas(canvas::Message::Moved(loc, x, y)) => t.trace.move_to(loc, x, y),
            Message::Canvas(canvas::Message::Looked(camera)) => t.camera = camera,
            Message::ToolChosen(tool) => t.tool = tool,
            Message::NextTyped(typed) => {
                if let Ok(next) = typed.trim().parse::<Loc>()
                    && let Err(refusal) = t.trace.set_next(next)
                {
                    status = Some(refusal);
                }
                t.next_typed = typed;
            }
            Message::NumberTyped(typed) => t.number_typed = typed,
            Message::Renumber => {
                if let Some(old) = t.trace.selected() {
                    status = Some(match t.number_typed.trim().parse::<Loc>() {
                        Ok(new) => match t.trace.renumber(old, new) {
                            Ok(()) => msg!("tracer-renumbered", old = old, new = new),
                            Err(refusal) => refusal,
                        },
                        Err(_) => msg!("tracer-type-a-number"),
                    });
                }
            }
            Message::CityChosen(choice) => {
                if let Some(loc) = t.trace.selected() {
                    let city = match choice {
                        CityChoice::None => None,
                        CityChoice::City(name) => Some(name),
                    };
                    t.trace.set_city(loc, city);
                }
            }
            Message::DeleteLocation => {
                if let Some(loc) = t.trace.selected() {
                    t.trace.delete(loc);
                    status = Some(msg!("tracer-deleted-location", loc = loc));
                }
            }
            Message::Deselect => t.trace.select(None),
            Message::Show(locs) => {
                t.camera = focus(&t.trace, &locs, t.camera);
                t.shown = locs;
            }
            Message::Zoom(factor) => {
                t.camera.zoom = (t.camera.zoom * factor).clamp(canvas::MIN_ZOOM, canvas::MAX_ZOOM);
            }
            Message::Fit => t.camera = Camera::default(),
            Message::NameTyped(name) => t.trace.set_name(name),
            Message::History(session::Message::Undo) => {
                status = Some(if t.trace.undo() {
                    msg!("tracer-undone")
                } else {
                    msg!("tracer-nothing-to-undo")
                });
            }
            Message::History(session::Message::Redo) => {
                status = Some(if t.trace.redo() {
                    msg!("tracer-redone")
                } else {
                    msg!("tracer-nothing-to-redo")
                });
            }
            Message::History(session::Message::JumpTo(_)) => {}
            Message::Save => {
                self.save();
                return;
            }
            Message::Close => {
                if (t.trace.changed() || t.photo_unsaved) && !t.closing {
                    t.closing = true;
                    status = Some(msg!("tracer-unsaved-changes"));
                } else {
                    self.tracing = None;
                    self.opening = None;
                    self.status = None;
                    self.refresh();
                    return;
                }
            }
            _ => return,
        }
        if !keeps_status {
            self.status = status;
        }
    }

    fn save(&mut self) {
        let Some(t) = self.tracing.as_mut() else {
            return;
        };
        let path = t
            .file
            .clone()
            .unwrap_or_else(|| boards::new_board_path(&self.store, &t.trace.draft().name));
        let picture = match (&t.photo, t.photo_unsaved) {
            (Some(photo), true) => PictureSource::New(&photo.picture),
            _ => PictureSource::Unchanged,
        };
        match boards::write_board(&path, t.trace.draft(), picture) {
            Ok(written) => {
                t.trace.saved(written);
                t.photo_unsaved = false;
                let errors = t.trace.errors().len();
                let file = file_name(&path);
                self.status = Some(if errors == 0 {
                    msg!("tracer-saved-playable", file = file)
                } else {
                    msg!("tracer-saved-with-errors", file = file, count = errors)
                });
                t.file = Some(path);
                self.refresh();
            }
            Err(error) => self.status = Some(Msg::raw(error)),
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        match &self.tracing {
            None => self.library_view(),
            Some(t) => self.tracing_view(t),
        }
    }
}

/// Escape and Delete, unless a text field took the key (Delete there deletes a letter).
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
        _ => None,
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

/// The findings one after the other ("…; …"), as a board file's check joins them.
fn joined(findings: Vec<Finding>) -> Msg {
    let mut said = findings.into_iter().map(|f| f.text);
    let first = said.next().unwrap_or_else(|| Msg::raw(""));
    said.fold(first, |all, next| {
        msg!("tracer-findings-joined", first = all, next = next)
    })
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// The camera that shows `locs`: centred on them, close enough to see them together.
fn focus(trace: &Trace, locs: &[Loc], camera: Camera) -> Camera {
    let points: Vec<(f32, f32)> = trace
        .draft()
        .nodes
        .iter()
        .filter(|n| locs.contains(&n.id))
        .map(|n| (n.x, n.y))
        .collect();
    let Some(&(x0, y0)) = points.first() else {
        return camera;
    };
    let (mut left, mut top, mut right, mut bottom) = (x0, y0, x0, y0);
    for &(x, y) in &points {
        left = left.min(x);
        right = right.max(x);
        top = top.min(y);
        bottom = bottom.max(y);
    }
    let spread = (right - left).max(bottom - top);
    // Close in on one location; keep a spread-out group all in view.
    let zoom = (0.6 / spread.max(0.15)).clamp(1.0, 4.0);
    Camera {
        zoom,
        center: iced::Point::new((left + right) / 2.0, (top + bottom) / 2.0),
    }
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
}
