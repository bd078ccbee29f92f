//! The app: two windows (the private console and the public table), the screens, the
//! settings and the shortcuts that work everywhere.

use super::crime_story;
use super::home::{self, Home};
use super::keystone;
use super::lock::{self, Lock};
use super::murdero;
use super::session::{self, Session};
use super::style;
use super::table::{self, TableView};
use super::tracer;
use crate::games::GameKind;
use crate::record::Store;
use crate::settings::Settings;
use iced::keyboard::{self, Key};
use iced::widget::{button, column, container, row, space, text};
use iced::{Element, Event, Fill, Point, Size, Subscription, Task, Theme, event, window};

/// The whole app: where things are saved, what is on each window, and the settings.
pub struct App {
    store: Store,
    settings: Settings,
    /// The settings file was unreadable: keep it aside at the next save.
    settings_damaged: bool,
    console: window::Id,
    table: Option<window::Id>,
    /// Single-screen play: the console window shows the table view instead (also the quick
    /// privacy curtain).
    table_mode: bool,
    screen: Screen,
    /// What the table may see, rebuilt from the game's public view after every message.
    public: TableView,
    /// Something the player must read (a file that could not be saved, a damaged setting).
    notice: Option<String>,
    /// The PIN cover over the console.
    lock: Lock,
    /// Held while a game is open and the setting asks for it; dropping it lets the display sleep.
    awake: Option<keepawake::KeepAwake>,
}

/// What the console window shows.
#[derive(Debug, Clone)]
pub enum Screen {
    /// Start, resume, settings.
    Home(Home),
    /// A Murdero score sheet.
    Murdero(Box<murdero::Screen>),
    /// The board tracer.
    Tracer(Box<tracer::Screen>),
    /// The Keystone Crimewave dice resolver.
    Keystone(Box<keystone::Screen>),
    /// The Crime Story sentence timer and score pad.
    CrimeStory(Box<crime_story::Screen>),
}

/// Everything that can happen in the app.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Something happened on the home screen.
    Home(home::Message),
    /// Something happened on the Murdero screen.
    Murdero(murdero::Message),
    /// Something happened in the board tracer.
    Tracer(tracer::Message),
    /// Something happened on the Keystone Crimewave screen.
    Keystone(keystone::Message),
    /// Something happened on the Crime Story screen.
    CrimeStory(crime_story::Message),
    /// Ctrl+Z or Ctrl+Shift+Z: undo or redo in the open game.
    History(session::Message),
    /// Open the table window, or close it if it is open.
    ToggleTableWindow,
    /// Swap the console window between the console and the table view.
    ToggleTableMode,
    /// Dismiss the notice banner.
    DismissNotice,
    /// Ctrl+L: cover the console until the PIN is typed.
    Lock,
    /// Something happened on the lock's cover.
    Unlock(lock::Message),
    /// A window finished opening.
    WindowOpened(window::Id),
    /// The player asked to close a window.
    CloseRequested(window::Id),
    /// A window is gone.
    WindowClosed(window::Id),
}

/// Shortcuts that work on every screen, shown on the buttons that do the same.
pub mod shortcut {
    /// Open or close the table window.
    pub const TABLE_WINDOW: &str = "Ctrl+T";
    /// Table mode / privacy curtain.
    pub const TABLE_MODE: &str = "Ctrl+M";
    /// Undo the last action in the open game.
    pub const UNDO: &str = "Ctrl+Z";
    /// Redo the last undone action.
    pub const REDO: &str = "Ctrl+Shift+Z";
    /// Lock the console behind the PIN.
    pub const LOCK: &str = "Ctrl+L";
}

impl App {
    /// Starts the app on the home screen with the console window open.
    pub fn boot() -> (Self, Task<Message>) {
        let store = match Store::discover() {
            Ok(store) => store,
            // No home folder at all: keep games beside the program rather than refuse to run.
            Err(_) => Store::at(std::path::PathBuf::from("alibi-data")),
        };
        let (console, open) = window::open(console_settings());
        (Self::new(store, console), open.map(Message::WindowOpened))
    }

    /// The app's state for a data folder, the console window being `console`.
    pub fn new(store: Store, console: window::Id) -> Self {
        let loaded = Settings::load(&store.settings());
        Self {
            screen: Screen::Home(Home::new(&store)),
            public: TableView::Waiting,
            store,
            settings: loaded.settings,
            settings_damaged: loaded.damaged,
            console,
            table: None,
            table_mode: false,
            notice: loaded.problem,
            lock: Lock::default(),
            awake: None,
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        let task = self.handle(message);
        self.public = self.table_view();
        task
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        // While the console is locked only the cover, the table and the windows respond:
        // no shortcut may reach the game behind it.
        if self.lock.is_locked()
            && matches!(
                message,
                Message::Home(_) | Message::Murdero(_) | Message::Tracer(_) | Message::History(_)
            )
        {
            return Task::none();
        }
        match message {
            Message::Home(message) => {
                let Screen::Home(home) = &mut self.screen else {
                    return Task::none();
                };
                match home.update(message, &self.store, &self.settings) {
                    home::Action::None => {}
                    home::Action::ChangeSettings(settings) => self.change_settings(settings),
                    home::Action::NewGame(kind, name) => self.start(kind, &name),
                    home::Action::Resume(path) => self.resume(&path),
                    home::Action::TraceBoard => self.open_tracer(),
                }
                // A Keystone caper resumed in play starts working out its first odds.
                match &mut self.screen {
                    Screen::Keystone(screen) => {
                        let action = screen.opened();
                        self.keystone_does(action)
                    }
                    _ => Task::none(),
                }
            }
            Message::Tracer(message) => {
                let Screen::Tracer(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(message) {
                    tracer::Action::None => Task::none(),
                    tracer::Action::Home => {
                        self.go_home();
                        Task::none()
                    }
                    tracer::Action::Run(task) => task.map(Message::Tracer),
                }
            }
            Message::Murdero(message) => {
                if let Screen::Murdero(screen) = &mut self.screen
                    && screen.update(message) == murdero::Action::Home
                {
                    self.go_home();
                }
                Task::none()
            }
            Message::Keystone(message) => self.keystone(message),
            Message::CrimeStory(message) => {
                if let Screen::CrimeStory(screen) = &mut self.screen
                    && screen.update(message) == crime_story::Action::Home
                {
                    self.go_home();
                }
                Task::none()
            }
            Message::History(message) => {
                match &mut self.screen {
                    Screen::Home(_) => {}
                    Screen::Murdero(screen) => {
                        screen.update(murdero::Message::History(message));
                    }
                    Screen::Tracer(screen) => {
                        screen.update(tracer::Message::History(message));
                    }
                    Screen::Keystone(_) => {
                        return self.keystone(keystone::Message::History(message));
                    }
                    Screen::CrimeStory(screen) => {
                        screen.update(crime_story::Message::History(message));
                    }
                }
                Task::none()
            }
            Message::ToggleTableWindow => match self.table.take() {
                Some(id) => window::close(id),
                None => {
                    let (id, open) = window::open(table_settings());
                    self.table = Some(id);
                    open.map(Message::WindowOpened)
                }
            },
            Message::ToggleTableMode => {
                self.table_mode = !self.table_mode;
                Task::none()
            }
            Message::DismissNotice => {
                self.notice = None;
                Task::none()
            }
            Message::Lock => {
                match self.settings.pin_hash {
                    Some(_) => self.lock.lock(),
                    None => {
                        self.notice = Some(
                            "Set a PIN in the settings on the home screen to lock the console."
                                .into(),
                        );
                    }
                }
                Task::none()
            }
            Message::Unlock(message) => {
                self.lock.update(
                    message,
                    self.settings.pin_hash.as_deref(),
                    std::time::Instant::now(),
                );
                Task::none()
            }
            Message::WindowOpened(_) => Task::none(),
            // Games are saved after every action, so quitting has nothing left to save.
            Message::CloseRequested(id) if id == self.console => iced::exit(),
            Message::CloseRequested(id) => window::close(id),
            Message::WindowClosed(id) => {
                if self.table == Some(id) {
                    self.table = None;
                }
                Task::none()
            }
        }
    }

    /// Hands a message to the Keystone Crimewave screen and does what it asks.
    fn keystone(&mut self, message: keystone::Message) -> Task<Message> {
        let Screen::Keystone(screen) = &mut self.screen else {
            return Task::none();
        };
        let action = screen.update(message);
        self.keystone_does(action)
    }

    /// Does what the Keystone Crimewave screen asks.
    fn keystone_does(&mut self, action: keystone::Action) -> Task<Message> {
        match action {
            keystone::Action::None => Task::none(),
            keystone::Action::Home => {
                self.go_home();
                Task::none()
            }
            keystone::Action::Run(task) => task.map(Message::Keystone),
        }
    }

    fn change_settings(&mut self, settings: Settings) {
        self.settings = settings;
        match self
            .settings
            .save(&self.store.settings(), self.settings_damaged)
        {
            Ok(()) => self.settings_damaged = false,
            Err(problem) => self.notice = Some(problem),
        }
        self.keep_awake_if_wanted();
    }

    /// Opens a new game of `kind` called `name`, saved from this moment on.
    fn start(&mut self, kind: GameKind, name: &str) {
        match kind {
            GameKind::Murdero => {
                self.show(Screen::Murdero(Box::new(murdero::Screen::new(
                    Session::start(&self.store, name),
                ))));
            }
            GameKind::Keystone => {
                self.show(Screen::Keystone(Box::new(keystone::Screen::new(
                    Session::start(&self.store, name),
                ))));
            }
            GameKind::CrimeStory => {
                self.show(Screen::CrimeStory(Box::new(crime_story::Screen::new(
                    Session::start(&self.store, name),
                ))));
            }
            other => self.notice = Some(format!("{} is coming in a later version.", other.title())),
        }
    }

    fn resume(&mut self, path: &std::path::Path) {
        let kind = match crate::record::read_header(path) {
            Ok(header) => GameKind::from_id(&header.game),
            Err(error) => {
                self.notice = Some(error.to_string());
                return;
            }
        };
        let opened = match kind {
            Some(GameKind::Murdero) => Session::resume(path)
                .map(|session| Screen::Murdero(Box::new(murdero::Screen::new(session)))),
            Some(GameKind::CrimeStory) => Session::resume(path)
                .map(|session| Screen::CrimeStory(Box::new(crime_story::Screen::new(session)))),
            Some(GameKind::Keystone) => Session::resume(path)
                .map(|session| Screen::Keystone(Box::new(keystone::Screen::new(session)))),
            _ => {
                self.notice = Some(format!(
                    "{} can't be resumed by this version of Alibi.",
                    path.display()
                ));
                return;
            }
        };
        match opened {
            Ok(screen) => self.show(screen),
            Err(error) => self.notice = Some(error.to_string()),
        }
    }

    /// Opens the board tracer on the saved boards (from the home screen, or from a game's
    /// setup that wants a traced board).
    pub fn open_tracer(&mut self) {
        self.show(Screen::Tracer(Box::new(tracer::Screen::new(&self.store))));
    }

    fn go_home(&mut self) {
        self.show(Screen::Home(Home::new(&self.store)));
    }

    fn show(&mut self, screen: Screen) {
        self.screen = screen;
        self.keep_awake_if_wanted();
    }

    /// Holds the display awake exactly while a game is open and the setting is on.
    fn keep_awake_if_wanted(&mut self) {
        let wanted =
            self.settings.keep_awake && !matches!(self.screen, Screen::Home(_) | Screen::Tracer(_));
        if !wanted {
            self.awake = None;
        } else if self.awake.is_none() {
            match keepawake::Builder::default()
                .display(true)
                .reason("A board game is being refereed")
                .app_name("Alibi")
                .app_reverse_domain("org.alibi.Alibi")
                .create()
            {
                Ok(awake) => self.awake = Some(awake),
                Err(error) => {
                    self.notice = Some(format!(
                        "Alibi couldn't keep the display awake on this machine ({error}). Turn the \
                         setting off on the home screen to stop this message."
                    ));
                }
            }
        }
    }

    /// The contents of a window.
    pub fn view(&self, window: window::Id) -> Element<'_, Message> {
        if Some(window) == self.table {
            return table::view(&self.public);
        }
        if window != self.console {
            return space().into();
        }
        if self.table_mode {
            return column![
                table::view(&self.public),
                container(
                    text(format!("{} returns to the console", shortcut::TABLE_MODE))
                        .size(style::BODY - 2.0)
                )
                .padding(6)
            ]
            .into();
        }
        if self.lock.is_locked() {
            return self
                .lock
                .view(std::time::Instant::now())
                .map(Message::Unlock);
        }
        let screen = match &self.screen {
            Screen::Home(home) => home
                .view(&self.store, &self.settings, playable)
                .map(Message::Home),
            Screen::Murdero(screen) => screen.view().map(Message::Murdero),
            Screen::Tracer(screen) => screen.view().map(Message::Tracer),
            Screen::Keystone(screen) => screen.view().map(Message::Keystone),
            Screen::CrimeStory(screen) => screen.view().map(Message::CrimeStory),
        };
        column![self.notice_banner(), self.toolbar(), screen].into()
    }

    /// What the table may see now: only ever built from public views.
    fn table_view(&self) -> TableView {
        match &self.screen {
            Screen::Home(_) | Screen::Tracer(_) => TableView::Waiting,
            Screen::Murdero(screen) => TableView::Murdero(screen.public()),
            Screen::Keystone(screen) => TableView::Keystone(Box::new(screen.public())),
            Screen::CrimeStory(screen) => {
                TableView::CrimeStory(Box::new(screen.public()), screen.clock())
            }
        }
    }

    fn toolbar(&self) -> Element<'_, Message> {
        let table_label = if self.table.is_some() {
            "Close table window"
        } else {
            "Open table window"
        };
        let mut bar = row![
            space::horizontal(),
            button(text(format!("{table_label} ({})", shortcut::TABLE_WINDOW)))
                .on_press(Message::ToggleTableWindow),
            button(text(format!("Table mode ({})", shortcut::TABLE_MODE)))
                .on_press(Message::ToggleTableMode),
        ]
        .spacing(10);
        if self.settings.pin_hash.is_some() {
            bar = bar
                .push(button(text(format!("Lock ({})", shortcut::LOCK))).on_press(Message::Lock));
        }
        container(bar).padding([10, 28]).into()
    }

    fn notice_banner(&self) -> Element<'_, Message> {
        match &self.notice {
            None => space().into(),
            Some(notice) => container(
                row![
                    text(notice.as_str()).size(style::BODY).width(Fill),
                    button(text("Dismiss")).on_press(Message::DismissNotice),
                ]
                .spacing(12),
            )
            .padding(12)
            .width(Fill)
            .style(style::warning_banner)
            .into(),
        }
    }

    /// Window titles are public: they never name a secret.
    pub fn title(&self, window: window::Id) -> String {
        if Some(window) == self.table || (window == self.console && self.table_mode) {
            table::TITLE.into()
        } else {
            "Alibi — console".into()
        }
    }

    /// The theme chosen in the settings, on both windows.
    pub fn theme(&self, _window: window::Id) -> Theme {
        style::theme(self.settings.dark)
    }

    /// The UI scale chosen in the settings.
    pub fn scale_factor(&self, _window: window::Id) -> f32 {
        self.settings.scale_factor()
    }

    /// Window events, the app-wide shortcuts, and the open screen's own (the Crime Story
    /// sentence timer ticks only while it runs).
    pub fn subscription(&self) -> Subscription<Message> {
        let screen = match &self.screen {
            Screen::CrimeStory(screen) => screen.subscription().map(Message::CrimeStory),
            Screen::Tracer(screen) => screen.subscription().map(Message::Tracer),
            Screen::Home(_) | Screen::Murdero(_) | Screen::Keystone(_) => Subscription::none(),
        };
        Subscription::batch([
            window::close_requests().map(Message::CloseRequested),
            window::close_events().map(Message::WindowClosed),
            event::listen_with(app_shortcut),
            screen,
            self.lock
                .subscription(std::time::Instant::now())
                .map(Message::Unlock),
        ])
    }

    /// The settings in use.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Whether the console is covered by the PIN lock.
    pub fn is_locked(&self) -> bool {
        self.lock.is_locked()
    }

    /// The table window, when it is open.
    pub fn table_window(&self) -> Option<window::Id> {
        self.table
    }

    /// Whether the console window shows the table view.
    pub fn in_table_mode(&self) -> bool {
        self.table_mode
    }

    /// What the table window shows now.
    pub fn public(&self) -> &TableView {
        &self.public
    }

    /// What the console window shows.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The banner text, if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }
}

/// Which games can be started in this build.
fn playable(kind: GameKind) -> bool {
    matches!(
        kind,
        GameKind::Murdero | GameKind::Keystone | GameKind::CrimeStory
    )
}

/// Ctrl (Cmd on a Mac) shortcuts work even while typing in a field, on either window.
fn app_shortcut(event: Event, _status: event::Status, _window: window::Id) -> Option<Message> {
    let Event::Keyboard(keyboard::Event::KeyPressed { key, modifiers, .. }) = event else {
        return None;
    };
    if !modifiers.command() {
        return None;
    }
    match key.as_ref() {
        Key::Character("t") => Some(Message::ToggleTableWindow),
        Key::Character("m") => Some(Message::ToggleTableMode),
        Key::Character("l") => Some(Message::Lock),
        Key::Character("z" | "Z") if modifiers.shift() => {
            Some(Message::History(session::Message::Redo))
        }
        Key::Character("z") => Some(Message::History(session::Message::Undo)),
        _ => None,
    }
}

fn console_settings() -> window::Settings {
    window::Settings {
        size: Size::new(1280.0, 820.0),
        position: window::Position::Specific(Point::new(0.0, 0.0)),
        // Closing the console quits the app; we handle the request ourselves.
        exit_on_close_request: false,
        ..window::Settings::default()
    }
}

fn table_settings() -> window::Settings {
    window::Settings {
        size: Size::new(1280.0, 720.0),
        // Beside the console, so neither hides the other on a screen without a window manager.
        position: window::Position::Specific(Point::new(640.0, 360.0)),
        ..window::Settings::default()
    }
}
