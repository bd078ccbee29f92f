//! The app: two windows (the private console and the public table), the screens, the
//! settings and the shortcuts that work everywhere.

use super::crime_story;
use super::crimewave;
use super::home::{self, Home};
use super::intent;
use super::keystone;
use super::lock::{self, Lock};
use super::murdero;
use super::notice::Notice;
use super::phones;
use super::recap::{self, Recap};
use super::screen;
use super::seal;
use super::session::{self, Session};
use super::style;
use super::table::{self, SealStrip, TableView};
use super::tracer;
use crate::games::GameKind;
use crate::i18n::Msg;
use crate::record::{FileError, Pin, Store};
use crate::serve;
use crate::settings::Settings;
use crate::{msg, t};
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
    /// The sealed setup's fingerprints and the corrections, rebuilt with `public`.
    seal: SealStrip,
    /// Something the player must read (a file that could not be saved, a damaged setting, what
    /// this machine can't do).
    notice: Option<Notice>,
    /// The PIN cover over the console.
    lock: Lock,
    /// The PIN as typed at the cover: it opens and seals the games while Alibi runs.
    pin: Option<Pin>,
    /// Held while a game is open and the setting asks for it; dropping it lets the display sleep.
    awake: Option<keepawake::KeepAwake>,
    /// Why the display can't be kept awake on this machine, once it has failed: said once
    /// per run in the notice, then kept in the settings (trying again would only fail again).
    awake_failure: Option<Notice>,
    /// The story of the open game, shown over it when the game ends or when asked for.
    recap: Option<Box<Recap>>,
    /// The saved games are being sealed again after a PIN change (off the UI thread): until
    /// it is done, no game is opened or started, so none is read half-way.
    resealing: bool,
    /// How the display is held awake: the system's way, or a test's stand-in.
    hold_awake: fn() -> Result<keepawake::KeepAwake, String>,
    /// The table page served to the phones, when "Show on phones" is on.
    phones: phones::Sharing,
    /// Counts the changes of the whole window's layout (another screen, table mode, the lock,
    /// a banner): each one repaints the windows in full (see `style`).
    repaints: u64,
}

/// What the console window shows.
#[derive(Debug, Clone)]
pub enum Screen {
    /// Start, resume, settings.
    Home(Home),
    /// A Murdero score sheet.
    Murdero(Box<murdero::Screen>),
    /// The Intent to Kill Murderer's console.
    IntentToKill(Box<intent::Screen>),
    /// The Crimewave: California console.
    Crimewave(Box<crimewave::Screen>),
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
    /// Something happened on the Intent to Kill screen.
    IntentToKill(intent::Message),
    /// A plain key (no Ctrl) that no widget took, or Escape, pressed in this window: a game
    /// screen's own shortcut (the arrows and Escape also drive the keyboard picks).
    Key(window::Id, Key),
    /// Something happened on the Crimewave console.
    Crimewave(crimewave::Message),
    /// Tab or Shift+Tab: move the keyboard focus to the next or previous field.
    FocusNext(bool),
    /// Alt and a letter: a screen's own shortcut (Crimewave picks a form with it).
    AltKey(char),
    /// Alt went down or up.
    AltHeld(bool),
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
    /// Start or stop showing the table screen on phones (a page on the local network).
    TogglePhones,
    /// During a game: open the phones' panel whole (the code to scan), or fold it again.
    TogglePhoneCode,
    /// Dismiss the notice banner.
    DismissNotice,
    /// Ctrl+L: cover the console until the PIN is typed.
    Lock,
    /// Show the recap of the open game (the story so far; its secrets once it has ended).
    OpenRecap,
    /// Something happened on the recap.
    Recap(recap::Message),
    /// The saved games were sealed again after a PIN change: what was done, in words.
    Resealed(Msg),
    /// A frame passed while a game's save is still on its way to disk (the console shows
    /// "saving…" once one takes longer than a frame).
    SaveTick,
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
    /// The recap: the story of the open game.
    pub const RECAP: &str = "Ctrl+R";
}

impl App {
    /// Starts the app on the home screen with the console window open, showing the table
    /// on phones from the start with `serve_table`.
    pub fn boot(serve_table: bool) -> (Self, Task<Message>) {
        let store = match Store::discover() {
            Ok(store) => store,
            // No home folder at all: keep games beside the program rather than refuse to run.
            Err(_) => Store::at(std::path::PathBuf::from("alibi-data")),
        };
        let (console, open) = window::open(console_settings());
        let mut app = Self::new(store, console);
        if app.settings.language.is_none() {
            // The first run speaks the system's language when Alibi has it.
            let settings = Settings {
                language: Some(crate::i18n::Language::of_system()),
                ..app.settings.clone()
            };
            app.change_settings(settings);
        }
        let sharing = if serve_table {
            app.toggle_phones()
        } else {
            Task::none()
        };
        (app, Task::batch([open.map(Message::WindowOpened), sharing]))
    }

    /// The app's state for a data folder, the console window being `console`.
    pub fn new(store: Store, console: window::Id) -> Self {
        let loaded = Settings::load(&store.settings());
        crate::i18n::set(loaded.settings.language());
        // With a PIN the games are sealed and only the PIN opens them: start behind the cover.
        let mut lock = Lock::default();
        if loaded.settings.pin_hash.is_some() {
            lock.lock();
        }
        Self {
            screen: Screen::Home(Home::new(&store, None)),
            public: TableView::Waiting,
            seal: SealStrip::default(),
            store,
            settings: loaded.settings,
            settings_damaged: loaded.damaged,
            console,
            table: None,
            table_mode: false,
            notice: loaded.problem.map(Notice::from),
            lock,
            pin: None,
            awake: None,
            awake_failure: None,
            hold_awake: hold_display_awake,
            recap: None,
            resealing: false,
            phones: phones::Sharing::default(),
            repaints: 0,
        }
    }

    /// The app holding the display awake with `hold` instead of the system's way: a machine
    /// where it fails (no session bus) can be played out in a test on any machine.
    pub fn holding_awake_with(self, hold: fn() -> Result<keepawake::KeepAwake, String>) -> Self {
        Self {
            hold_awake: hold,
            ..self
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        // A game open before and after the message, not ended before and ended after: the
        // story is told the moment it ends (not when a finished game is opened again).
        let playing = self.game_ended() == Some(false);
        let (layout, repaints) = (self.layout(), self.repaints);
        let task = self.handle(message);
        if playing && self.game_ended() == Some(true) {
            self.recap = self.recap_now();
        }
        // One nudge per message: two would cancel out (`show` may have nudged already).
        if self.layout() != layout && self.repaints == repaints {
            self.repaints += 1;
        }
        self.public = self.table_view();
        self.seal = self.seal_strip_now();
        // Every page on the phones follows what the table window shows.
        self.phones.publish(&self.public);
        task
    }

    /// The table page's sharing with the phones.
    pub fn phones(&self) -> &phones::Sharing {
        &self.phones
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        // While the console is locked only the cover, the table, the windows and a running
        // sentence timer respond: nothing typed can reach the game behind the cover.
        if self.lock.is_locked()
            && !matches!(
                message,
                Message::Unlock(_)
                    | Message::Lock
                    | Message::ToggleTableWindow
                    | Message::ToggleTableMode
                    | Message::TogglePhones
                    | Message::TogglePhoneCode
                    | Message::DismissNotice
                    | Message::WindowOpened(_)
                    | Message::CloseRequested(_)
                    | Message::WindowClosed(_)
                    | Message::CrimeStory(crime_story::Message::Tick(_))
                    | Message::AltHeld(_)
                    | Message::FocusNext(_)
                    | Message::SaveTick
                    | Message::Resealed(_)
            )
        {
            return Task::none();
        }
        match message {
            Message::Home(message) => {
                let Screen::Home(home) = &mut self.screen else {
                    return Task::none();
                };
                let action = home.update(message, &self.store, &self.settings, self.pin.as_ref());
                if self.resealing && action != home::Action::None {
                    self.notice = Some(msg!("app-resealing-wait").into());
                    return Task::none();
                }
                match action {
                    home::Action::None => {}
                    home::Action::ChangeSettings(settings) => self.change_settings(settings),
                    home::Action::ChangePin(change) => return self.change_pin(change),
                    home::Action::NewGame(kind, name) => self.start(kind, &name),
                    home::Action::Resume(path) => self.resume(&path),
                    home::Action::TraceBoard => self.open_tracer(),
                }
                // A Keystone caper resumed in play starts working out its first odds; a
                // Crimewave console puts the keyboard where its next action is and opens the
                // photo of its board.
                match &mut self.screen {
                    Screen::Keystone(screen) => {
                        let action = screen.opened();
                        self.perform(action, Message::Keystone)
                    }
                    Screen::IntentToKill(screen) => {
                        let action = screen.opened();
                        self.perform(action, Message::IntentToKill)
                    }
                    Screen::Crimewave(screen) => screen.opened().map(Message::Crimewave),
                    _ => Task::none(),
                }
            }
            Message::OpenRecap => {
                self.recap = self.recap_now();
                if self.recap.is_none() {
                    self.notice = Some(msg!("app-recap-needs-game").into());
                }
                Task::none()
            }
            Message::Recap(message) => {
                let Some(recap) = &mut self.recap else {
                    return Task::none();
                };
                match recap.update(message) {
                    recap::Action::None => Task::none(),
                    recap::Action::Back => {
                        self.recap = None;
                        Task::none()
                    }
                    recap::Action::Run(task) => task.map(Message::Recap),
                }
            }
            Message::Crimewave(message) => {
                let Screen::Crimewave(screen) = &mut self.screen else {
                    return Task::none();
                };
                let action = screen.update(message);
                self.perform(action, Message::Crimewave)
            }
            Message::FocusNext(forward) => {
                if forward {
                    iced::widget::operation::focus_next()
                } else {
                    iced::widget::operation::focus_previous()
                }
            }
            Message::AltHeld(held) => match &self.screen {
                Screen::Crimewave(_) => {
                    self.handle(Message::Crimewave(crimewave::Message::AltHeld(held)))
                }
                _ => Task::none(),
            },
            Message::AltKey(letter) => match &self.screen {
                Screen::Crimewave(_) => {
                    self.handle(Message::Crimewave(crimewave::Message::Shortcut(letter)))
                }
                _ => Task::none(),
            },
            Message::Tracer(message) => {
                let Screen::Tracer(screen) = &mut self.screen else {
                    return Task::none();
                };
                let action = screen.update(message);
                self.perform(action, Message::Tracer)
            }
            Message::Murdero(message) => {
                let Screen::Murdero(screen) = &mut self.screen else {
                    return Task::none();
                };
                let action = screen.update(message);
                self.perform(action, Message::Murdero)
            }
            Message::IntentToKill(message) => {
                let Screen::IntentToKill(screen) = &mut self.screen else {
                    return Task::none();
                };
                let action = screen.update(message);
                self.perform(action, Message::IntentToKill)
            }
            Message::Keystone(message) => self.keystone(message),
            Message::CrimeStory(message) => {
                let Screen::CrimeStory(screen) = &mut self.screen else {
                    return Task::none();
                };
                let action = screen.update(message);
                self.perform(action, Message::CrimeStory)
            }
            Message::Key(window, key) => {
                // Only the console's own game takes keys, and never from behind the curtain.
                if window != self.console || self.table_mode {
                    return Task::none();
                }
                match &mut self.screen {
                    Screen::IntentToKill(screen) => screen.key(&key).map(Message::IntentToKill),
                    Screen::Crimewave(_) => crimewave::key_message(&key)
                        .map_or_else(Task::none, |m| self.handle(Message::Crimewave(m))),
                    _ => Task::none(),
                }
            }
            Message::History(message) => {
                // An undo changes the story: the recap is asked for again after it.
                self.recap = None;
                // What the screen starts after the change runs too: Alibi takes its turn again
                // after an undo or a redo from the keyboard, as after the buttons.
                match &mut self.screen {
                    Screen::Home(_) => Task::none(),
                    Screen::Murdero(_) => {
                        self.handle(Message::Murdero(murdero::Message::History(message)))
                    }
                    Screen::IntentToKill(_) => {
                        self.handle(Message::IntentToKill(intent::Message::History(message)))
                    }
                    Screen::Crimewave(_) => {
                        self.handle(Message::Crimewave(crimewave::Message::History(message)))
                    }
                    Screen::Tracer(_) => {
                        self.handle(Message::Tracer(tracer::Message::History(message)))
                    }
                    Screen::Keystone(_) => self.keystone(keystone::Message::History(message)),
                    Screen::CrimeStory(_) => {
                        self.handle(Message::CrimeStory(crime_story::Message::History(message)))
                    }
                }
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
            Message::TogglePhones => self.toggle_phones(),
            Message::TogglePhoneCode => {
                self.phones.toggle_code();
                Task::none()
            }
            Message::DismissNotice => {
                self.notice = None;
                // The click took the keyboard: a Crimewave console hands it back to its form.
                match &self.screen {
                    Screen::Crimewave(screen) => screen.focus().map(Message::Crimewave),
                    _ => Task::none(),
                }
            }
            Message::Lock => {
                match self.settings.pin_hash {
                    Some(_) => {
                        // The open game keeps its own key; the PIN comes back at the cover.
                        self.lock.lock();
                        self.pin = None;
                    }
                    None => {
                        self.notice = Some(msg!("app-lock-needs-pin").into());
                    }
                }
                Task::none()
            }
            Message::Unlock(message) => {
                let opened = self.lock.update(
                    message,
                    self.settings.pin_hash.as_deref(),
                    std::time::Instant::now(),
                );
                if let Some(typed) = opened {
                    self.pin = Some(Pin::new(typed.as_str()));
                    // The resume list can now open the sealed games.
                    if let Screen::Home(home) = &mut self.screen {
                        home.refresh(&self.store, self.pin.as_ref());
                    }
                }
                Task::none()
            }
            // Alibi starts locked when a PIN is set: the keyboard goes straight to the PIN.
            Message::WindowOpened(id) if id == self.console && self.lock.is_locked() => {
                iced::widget::operation::focus("pin")
            }
            Message::WindowOpened(_) => Task::none(),
            Message::SaveTick => Task::none(),
            Message::Resealed(report) => {
                self.resealing = false;
                self.notice = Some(report.into());
                if let Screen::Home(home) = &mut self.screen {
                    home.refresh(&self.store, self.pin.as_ref());
                }
                Task::none()
            }
            // Leaving the game waits for its last save to land: then nothing is left to save.
            Message::CloseRequested(id) if id == self.console => {
                self.go_home();
                iced::exit()
            }
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
        self.perform(action, Message::Keystone)
    }

    /// Does what a screen asks; `wrap` turns the screen's messages into the app's.
    fn perform<M: Send + 'static>(
        &mut self,
        action: screen::Action<M>,
        wrap: fn(M) -> Message,
    ) -> Task<Message> {
        match action {
            screen::Action::None => Task::none(),
            screen::Action::Home => {
                self.go_home();
                Task::none()
            }
            screen::Action::Run(task) => task.map(wrap),
        }
    }

    /// Starts or stops showing the table on phones, at the evening's address (the one in the
    /// settings, made and kept there the first time).
    fn toggle_phones(&mut self) -> Task<Message> {
        let at = serve::Address {
            port: self.settings.phones_port,
            token: self
                .settings
                .phones_token
                .clone()
                .unwrap_or_else(serve::new_token),
        };
        let task = self.phones.toggle(&at, &self.table_view());
        // The port may be another (the last one was taken) and the token new: both are kept,
        // so the pages find Alibi at the same address after a restart.
        if let Some(bound) = self.phones.address()
            && (bound.port != self.settings.phones_port
                || Some(&bound.token) != self.settings.phones_token.as_ref())
        {
            let settings = Settings {
                phones_port: bound.port,
                phones_token: Some(bound.token),
                ..self.settings.clone()
            };
            self.change_settings(settings);
        }
        task
    }

    fn change_settings(&mut self, settings: Settings) {
        self.settings = settings;
        // A new address for the phones (the host asked for one): old pages are turned away.
        if let Some(token) = &self.settings.phones_token {
            self.phones.use_token(token);
        }
        // Every screen speaks the new language from its next drawing on.
        crate::i18n::set(self.settings.language());
        match self
            .settings
            .save(&self.store.settings(), self.settings_damaged)
        {
            Ok(()) => self.settings_damaged = false,
            Err(problem) => self.notice = Some(problem.into()),
        }
        self.keep_awake_if_wanted();
    }

    /// Uses a new PIN (or none) and seals every saved game with it (or writes them in clear).
    /// The settings are saved first: if they can't be, nothing changes, so the PIN asked for
    /// at the next start is always the one the games are sealed with.
    ///
    /// Sealing derives a key per file (Argon2, a tenth of a second each), so it runs off the
    /// UI thread; `Message::Resealed` says when it is done.
    fn change_pin(&mut self, change: home::PinChange) -> Task<Message> {
        if let Err(problem) = change
            .settings
            .save(&self.store.settings(), self.settings_damaged)
        {
            self.notice = Some(msg!("app-pin-unchanged", problem = problem).into());
            return Task::none();
        }
        self.settings_damaged = false;
        self.settings = change.settings;
        // The PIN in memory was checked at the cover like the one typed here, and it already
        // holds the games' keys.
        let old = self
            .pin
            .take()
            .or_else(|| change.old.as_ref().map(|old| Pin::new(old.as_str())));
        let new = change.new.as_ref().map(|new| Pin::new(new.as_str()));
        // The thread seals with its own copy of the new PIN; this one opens the games after.
        let sealing = change.new.as_ref().map(|new| Pin::new(new.as_str()));
        self.pin = new;
        self.resealing = true;
        self.notice = Some(msg!("app-resealing").into());
        let store = self.store.clone();
        Task::perform(
            super::background::off_ui_thread(move || {
                let (written, left) = store.reseal_games(old.as_ref(), sealing.as_ref());
                reseal_report(sealing.is_some(), written, &left)
            }),
            |report| Message::Resealed(report.unwrap_or_else(|| msg!("app-reseal-stopped"))),
        )
    }

    /// Opens a new game of `kind` called `name`, saved from this moment on.
    fn start(&mut self, kind: GameKind, name: &str) {
        self.open(kind, Opening::New(name));
    }

    fn resume(&mut self, path: &std::path::Path) {
        match crate::record::read_header(path) {
            Ok(header) => match GameKind::from_id(&header.game) {
                Some(kind) => self.open(kind, Opening::Saved(path)),
                None => {
                    self.notice = Some(
                        msg!(
                            "app-unknown-game",
                            path = path.display().to_string(),
                            game = header.game
                        )
                        .into(),
                    );
                }
            },
            Err(error) => self.notice = Some(error.msg().into()),
        }
    }

    /// Shows the screen of a game of `kind`, new or saved.
    fn open(&mut self, kind: GameKind, opening: Opening<'_>) {
        let store = &self.store;
        let pin = self.pin.as_ref();
        let screen = match kind {
            GameKind::Murdero => opening
                .session(store, pin)
                .map(|session| Screen::Murdero(Box::new(murdero::Screen::new(session)))),
            GameKind::IntentToKill => opening
                .session(store, pin)
                .map(|session| Screen::IntentToKill(Box::new(intent::Screen::new(session)))),
            GameKind::Crimewave => opening.session(store, pin).map(|session| {
                let traced = crate::record::boards::list_boards(store);
                Screen::Crimewave(Box::new(crimewave::Screen::new(session, traced)))
            }),
            GameKind::CrimeStory => opening
                .session(store, pin)
                .map(|session| Screen::CrimeStory(Box::new(crime_story::Screen::new(session)))),
            GameKind::Keystone => opening
                .session(store, pin)
                .map(|session| Screen::Keystone(Box::new(keystone::Screen::new(session)))),
        };
        match screen {
            Ok(mut screen) => {
                // The reveal at the end of a game is behind the PIN, when one is set.
                let pin_hash = self.settings.pin_hash.clone();
                match &mut screen {
                    Screen::Crimewave(screen) => screen.guard_reveal(pin_hash),
                    Screen::IntentToKill(screen) => screen.guard_reveal(pin_hash),
                    _ => {}
                }
                self.show(screen)
            }
            Err(error) => self.notice = Some(error.msg().into()),
        }
    }

    /// Opens the board tracer on the saved boards (from the home screen, or from a game's
    /// setup that wants a traced board).
    pub fn open_tracer(&mut self) {
        self.show(Screen::Tracer(Box::new(tracer::Screen::new(&self.store))));
    }

    fn go_home(&mut self) {
        self.show(Screen::Home(Home::new(&self.store, self.pin.as_ref())));
    }

    fn show(&mut self, screen: Screen) {
        // Even between two screens of one kind (another saved game), repaint in full.
        self.repaints += 1;
        self.screen = screen;
        self.recap = None;
        self.keep_awake_if_wanted();
    }

    /// Holds the display awake exactly while a game is open and the setting is on.
    fn keep_awake_if_wanted(&mut self) {
        let wanted =
            self.settings.keep_awake && !matches!(self.screen, Screen::Home(_) | Screen::Tracer(_));
        if !wanted {
            self.awake = None;
        } else if self.awake.is_none() && self.awake_failure.is_none() {
            match (self.hold_awake)() {
                Ok(awake) => self.awake = Some(awake),
                Err(error) => {
                    // Said in our words; the system's own (D-Bus's "Failed to connect to
                    // address …") follow in small type.
                    let why = awake_failure_msg(&error);
                    self.notice = Some(Notice::with_detail(
                        msg!("app-awake-failed-once", why = why.clone()),
                        error.clone(),
                    ));
                    self.awake_failure = Some(Notice::with_detail(why, error));
                }
            }
        }
    }

    /// The contents of a window.
    pub fn view(&self, window: window::Id) -> Element<'_, Message> {
        if Some(window) == self.table {
            return table::window_view(&self.public, &self.seal);
        }
        if window != self.console {
            return space().into();
        }
        if self.table_mode {
            return column![
                table::window_view(&self.public, &self.seal),
                container(
                    text(t!("app-table-mode-back", shortcut = shortcut::TABLE_MODE))
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
        if let Some(recap) = &self.recap {
            return column![self.notice_banner(), recap.view().map(Message::Recap)].into();
        }
        let screen = match &self.screen {
            Screen::Home(home) => home
                .view(&self.store, &self.settings, self.awake_failure.as_ref())
                .map(Message::Home),
            Screen::Murdero(screen) => screen.view().map(Message::Murdero),
            Screen::IntentToKill(screen) => screen.view().map(Message::IntentToKill),
            Screen::Crimewave(screen) => screen.view().map(Message::Crimewave),
            Screen::Tracer(screen) => screen.view().map(Message::Tracer),
            Screen::Keystone(screen) => screen.view().map(Message::Keystone),
            Screen::CrimeStory(screen) => screen.view().map(Message::CrimeStory),
        };
        column![self.notice_banner(), self.toolbar(), screen].into()
    }

    /// Whether the open game has ended, for the games with a recap (nothing for the others).
    fn game_ended(&self) -> Option<bool> {
        match &self.screen {
            Screen::Crimewave(screen) => Some(screen.session().game().winner().is_some()),
            Screen::IntentToKill(screen) => Some(screen.session().game().outcome().is_some()),
            _ => None,
        }
    }

    /// The recap of the open game as it stands, for the games that have a story to tell.
    fn recap_now(&self) -> Option<Box<Recap>> {
        let (name, path, game, story) = match &self.screen {
            Screen::Crimewave(screen) => {
                let session = screen.session();
                let actions = session.record().actions();
                let mut story = crate::rules::crimewave::recap::story(actions);
                // Once the game has ended, the recap also tells why Alibi's Killers chose
                // what they chose (the console worked it out when the game ended).
                let reasons = screen.alibi_reasons();
                if !reasons.is_empty() && story.ending.is_some() {
                    story.secrets.push(msg!("together-why"));
                    story.secrets.extend(reasons.iter().cloned());
                }
                (session.name(), session.path(), GameKind::Crimewave, story)
            }
            Screen::IntentToKill(screen) => {
                let session = screen.session();
                let actions = session.record().actions();
                let mut story = crate::rules::intent::recap::story(actions);
                // Once the game has ended, the recap also tells why Alibi's Murderer chose
                // what it chose (the console worked it out when the game ended).
                let reasons = screen.alibi_reasons();
                if !reasons.is_empty() && story.ending.is_some() {
                    story.secrets.push(msg!("recap-why-alibi-chose"));
                    story.secrets.extend(reasons.iter().cloned());
                }
                (
                    session.name(),
                    session.path(),
                    GameKind::IntentToKill,
                    story,
                )
            }
            _ => return None,
        };
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        let picture = self.store.root().join("recaps").join(format!("{stem}.png"));
        Some(Box::new(Recap::new(name, game.title(), story, picture)))
    }

    /// The recap shown over the game, if it is.
    pub fn recap(&self) -> Option<&Recap> {
        self.recap.as_deref()
    }

    /// What the table may see now: only ever built from public views.
    fn table_view(&self) -> TableView {
        match &self.screen {
            Screen::Home(_) | Screen::Tracer(_) => TableView::Waiting,
            Screen::Murdero(screen) => TableView::Murdero(screen.public()),
            Screen::IntentToKill(screen) => {
                TableView::IntentToKill(Box::new(screen.public()), screen.news())
            }
            Screen::Crimewave(screen) => TableView::Crimewave(
                Box::new(screen.public()),
                screen.photo().cloned(),
                screen.news(),
            ),
            Screen::Keystone(screen) => TableView::Keystone(Box::new(screen.public())),
            Screen::CrimeStory(screen) => {
                TableView::CrimeStory(Box::new(screen.public()), screen.clock())
            }
        }
    }

    /// What the table may see of the open game's sealed setup and corrections (the games
    /// with secrets; the table tools have none).
    fn seal_strip_now(&self) -> SealStrip {
        match &self.screen {
            Screen::Crimewave(screen) => {
                let record = screen.session().record();
                let began = crate::rules::crimewave::recap::round_began(record.actions());
                seal::strip(record, began)
            }
            Screen::IntentToKill(screen) => {
                let record = screen.session().record();
                let began = crate::rules::intent::recap::round_began(record.actions());
                seal::strip(record, began)
            }
            _ => SealStrip::default(),
        }
    }

    fn toolbar(&self) -> Element<'_, Message> {
        let table_label = if self.table.is_some() {
            t!("app-close-table-window", shortcut = shortcut::TABLE_WINDOW)
        } else {
            t!("app-open-table-window", shortcut = shortcut::TABLE_WINDOW)
        };
        let mut bar = row![
            space::horizontal(),
            button(text(table_label)).on_press(Message::ToggleTableWindow),
            button(text(t!("app-table-mode", shortcut = shortcut::TABLE_MODE)))
                .on_press(Message::ToggleTableMode),
            button(text(if self.phones.is_on() {
                t!("phones-stop")
            } else {
                t!("app-show-on-phones")
            }))
            .on_press(Message::TogglePhones),
        ]
        .spacing(10);
        if matches!(self.screen, Screen::Crimewave(_) | Screen::IntentToKill(_)) {
            bar = bar.push(
                button(text(t!("app-recap", shortcut = shortcut::RECAP)))
                    .on_press(Message::OpenRecap),
            );
        }
        if self.settings.pin_hash.is_some() {
            bar = bar.push(
                button(text(t!("app-lock", shortcut = shortcut::LOCK))).on_press(Message::Lock),
            );
        }
        let at_home = matches!(self.screen, Screen::Home(_));
        let sharing = self
            .phones
            .view(Message::TogglePhones, Message::TogglePhoneCode, !at_home);
        container(column![bar].push(sharing).spacing(8).align_x(iced::Right))
            .padding([10, 28])
            .into()
    }

    fn notice_banner(&self) -> Element<'_, Message> {
        match &self.notice {
            None => space().into(),
            Some(notice) => container(
                row![
                    container(notice.view(style::BODY)).width(Fill),
                    button(text(t!("app-dismiss"))).on_press(Message::DismissNotice),
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
            table::title()
        } else {
            t!("app-console-title")
        }
    }

    /// The theme chosen in the settings, on both windows.
    pub fn theme(&self, _window: window::Id) -> Theme {
        style::theme(self.settings.dark)
    }

    /// What decides the windows' whole layout: when it changes, everything is repainted.
    fn layout(
        &self,
    ) -> (
        std::mem::Discriminant<Screen>,
        bool,
        bool,
        bool,
        bool,
        bool,
        bool,
    ) {
        (
            std::mem::discriminant(&self.screen),
            self.recap.is_some(),
            self.table_mode,
            self.lock.is_locked(),
            self.notice.is_some(),
            self.phones.is_on(),
            self.table.is_some(),
        )
    }

    /// The windows' background. The CPU renderer (tiny-skia) repaints only what it finds
    /// changed between two frames, and on a switch of screens that comparison can miss
    /// thin lines and fragments of the screen before, which stay on until something
    /// redraws them. A change of background colour makes it repaint everything, so each
    /// change of layout nudges the background by 1/255 of one channel: invisible, and the
    /// next frame is whole.
    pub fn style(&self, theme: &Theme) -> iced::theme::Style {
        let mut style = iced::theme::Base::base(theme);
        if self.repaints % 2 == 1 {
            let blue = &mut style.background_color.b;
            *blue = if *blue > 0.5 {
                *blue - 1.0 / 255.0
            } else {
                *blue + 1.0 / 255.0
            };
        }
        style
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
            Screen::Home(_)
            | Screen::Murdero(_)
            | Screen::Crimewave(_)
            | Screen::IntentToKill(_)
            | Screen::Keystone(_) => Subscription::none(),
            Screen::Tracer(screen) => screen.subscription().map(Message::Tracer),
        };
        Subscription::batch([
            window::close_requests().map(Message::CloseRequested),
            window::close_events().map(Message::WindowClosed),
            event::listen_with(app_shortcut),
            screen,
            self.lock
                .subscription(std::time::Instant::now())
                .map(Message::Unlock),
            if crate::record::writer::busy() {
                iced::time::every(std::time::Duration::from_millis(16)).map(|_| Message::SaveTick)
            } else {
                Subscription::none()
            },
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

    /// The sealed-setup strip the table window shows under the game.
    pub fn seal_strip(&self) -> &SealStrip {
        &self.seal
    }

    /// What the console window shows.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The banner text, if any.
    pub fn notice(&self) -> Option<String> {
        self.notice.as_ref().map(|notice| notice.said.now())
    }
}

/// How a game screen is opened: a new game with its name, or a saved one.
enum Opening<'a> {
    New(&'a str),
    Saved(&'a std::path::Path),
}

impl Opening<'_> {
    fn session<G: crate::rules::Rules>(
        &self,
        store: &Store,
        pin: Option<&Pin>,
    ) -> Result<Session<G>, FileError> {
        match self {
            Opening::New(name) => Session::start(store, name, pin),
            Opening::Saved(path) => Session::resume(path, pin),
        }
    }
}

/// What sealing the games with a new PIN (or unsealing them) did, in words.
fn reseal_report(sealed: bool, written: usize, left: &[FileError]) -> Msg {
    let report = if sealed {
        msg!("app-pin-saved", count = written)
    } else {
        msg!("app-pin-removed", count = written)
    };
    if left.is_empty() {
        return report;
    }
    left.iter()
        .fold(msg!("app-reseal-left", report = report), |said, error| {
            msg!("app-then", first = said, second = error.msg())
        })
}

/// Ctrl (Cmd on a Mac) shortcuts work even while typing in a field, on either window; Tab
/// moves the focus; Alt and a letter is a screen's own shortcut; plain keys no widget took go
/// to the game screen (see `Message::Key`). What the app's subscription makes of each event
/// once the focused widget has seen it (`status`): public so a test can type as a person does.
pub fn app_shortcut(event: Event, status: event::Status, window: window::Id) -> Option<Message> {
    if let Event::Keyboard(keyboard::Event::ModifiersChanged(modifiers)) = event {
        // AltGr arrives as Ctrl+Alt on Windows and types letters (ł, €): not a shortcut.
        return Some(Message::AltHeld(modifiers.alt() && !modifiers.control()));
    }
    let Event::Keyboard(keyboard::Event::KeyPressed {
        key,
        modifiers,
        physical_key,
        ..
    }) = event
    else {
        return None;
    };
    if key == Key::Named(keyboard::key::Named::Tab) && !modifiers.command() {
        return Some(Message::FocusNext(!modifiers.shift()));
    }
    if modifiers.alt() && !modifiers.command() {
        // The Latin letter on the key, so the shortcuts work on any keyboard layout.
        return key
            .to_latin(physical_key)
            .map(|c| Message::AltKey(c.to_ascii_lowercase()));
    }
    if !modifiers.command() {
        // A key typed into a field stays there. Escape is the exception: a field only uses
        // it to let go of the keyboard, and the screen's pick is cancelled by it too.
        let escape = key == Key::Named(keyboard::key::Named::Escape);
        return ((status == event::Status::Ignored || escape) && !modifiers.alt())
            .then_some(Message::Key(window, key));
    }
    match key.as_ref() {
        Key::Character("t") => Some(Message::ToggleTableWindow),
        Key::Character("m") => Some(Message::ToggleTableMode),
        Key::Character("l") => Some(Message::Lock),
        Key::Character("r") => Some(Message::OpenRecap),
        Key::Character("z" | "Z") if modifiers.shift() => {
            Some(Message::History(session::Message::Redo))
        }
        Key::Character("z") => Some(Message::History(session::Message::Undo)),
        _ => None,
    }
}

/// Why the display can't be kept awake, in our words, from the system's `error`: on Linux the
/// request goes over D-Bus, and without a desktop session there is no bus to connect to.
fn awake_failure_msg(error: &str) -> Msg {
    let lowered = error.to_lowercase();
    let no_session = ["connect", "address", "dbus_session_bus", "no such file"]
        .iter()
        .any(|sign| lowered.contains(sign));
    if no_session {
        msg!("app-awake-no-session")
    } else {
        msg!("app-awake-refused")
    }
}

/// Holds the display awake the system's way (D-Bus on Linux); dropping the guard lets it sleep.
fn hold_display_awake() -> Result<keepawake::KeepAwake, String> {
    keepawake::Builder::default()
        .display(true)
        .reason(crate::i18n::Msg::new("app-awake-reason").now())
        .app_name("Alibi")
        .app_reverse_domain("org.alibi.Alibi")
        .create()
        .map_err(|error| error.to_string())
}

/// Alibi's icon, for the windows' title bars and task switchers (the desktop menu's picture,
/// `assets/icons/alibi.png`, at the 64 px they draw: each window keeps its icon decoded, and
/// the 256 px one would hold a quarter of a megabyte). `None` would only cost the icon, so
/// a picture that can't be decoded is no reason to stop.
fn app_icon() -> Option<window::Icon> {
    let picture = image::load_from_memory_with_format(
        include_bytes!("../../assets/icons/alibi-64.png"),
        image::ImageFormat::Png,
    )
    .ok()?
    .into_rgba8();
    let (width, height) = picture.dimensions();
    window::icon::from_rgba(picture.into_raw(), width, height).ok()
}

/// What both windows share: the icon, and on Linux the application id that ties them to
/// the desktop menu's entry (`assets/alibi.desktop`).
fn common_settings() -> window::Settings {
    window::Settings {
        icon: app_icon(),
        #[cfg(target_os = "linux")]
        platform_specific: window::settings::PlatformSpecific {
            application_id: "alibi".into(),
            ..Default::default()
        },
        ..window::Settings::default()
    }
}

fn console_settings() -> window::Settings {
    window::Settings {
        size: Size::new(1280.0, 820.0),
        position: window::Position::Specific(Point::new(0.0, 0.0)),
        // Closing the console quits the app; we handle the request ourselves.
        exit_on_close_request: false,
        ..common_settings()
    }
}

fn table_settings() -> window::Settings {
    window::Settings {
        size: Size::new(1280.0, 720.0),
        // Beside the console, so neither hides the other on a screen without a window manager.
        position: window::Position::Specific(Point::new(640.0, 360.0)),
        ..common_settings()
    }
}

#[cfg(test)]
mod icon_tests {
    #[test]
    fn the_windows_have_the_app_icon() {
        assert!(super::app_icon().is_some());
    }
}
