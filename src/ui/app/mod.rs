//! The app: two windows (the private console and the public table), the screens, the
//! settings and the shortcuts that work everywhere. Here, the state and `handle`, which routes
//! every message; beside it, the open screen's messages (`screens`), `opening` a game, what
//! the windows draw (`view`) and are set up with (`windows`), the recap and the table's view of the open game (`shown`),
//! the keys (`keys`), a new PIN re-sealing the saved games (`pin`), the display kept
//! `awake`, and the `settings` with the phones' address they keep.

mod awake;
mod keys;
mod opening;
mod pin;
mod screens;
mod settings;
mod shown;
mod view;
mod windows;

pub use keys::app_shortcut;

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
use super::session::{self, Session};
use super::shortcut;
use super::style;
use super::table::{self, SealStrip, TableView};
use super::tracer;
use crate::games::GameKind;
use crate::i18n::Msg;
use crate::record::{FileError, Pin, Store};
use crate::settings::Settings;
use crate::{msg, t};
use iced::keyboard::Key;
use iced::widget::{button, container, row, space, text};
use iced::{Element, Fill, Subscription, Task, Theme, event, window};

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
    /// Whether the console window is up. Until the window system has shown it, the console
    /// draws only its background: the window then appears as soon as a blank iced window
    /// would, and the home screen (the font system built, its text shaped) fills it in the
    /// first frame after, where iced would otherwise build both before showing the window.
    console_up: bool,
    /// The seed the next new game is dealt from, when it was fixed ([`App::dealing_from`]);
    /// `None`: each new game draws its own by chance.
    next_seed: Option<u64>,
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

impl App {
    /// Starts the app on the home screen with the console window open, showing the table
    /// on phones from the start with `serve_table`.
    pub fn boot(serve_table: bool) -> (Self, Task<Message>) {
        let store = match Store::discover() {
            Ok(store) => store,
            // No home folder at all: keep games beside the program rather than refuse to run.
            Err(_) => Store::at(std::path::PathBuf::from("alibi-data")),
        };
        let (console, open) = window::open(windows::console_settings());
        let mut app = Self::starting(store, console);
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

    /// The app as it starts for a data folder: the console window `console` is opening, and
    /// draws its screen once it is up (`Message::WindowOpened`).
    pub fn starting(store: Store, console: window::Id) -> Self {
        Self {
            console_up: false,
            ..Self::new(store, console)
        }
    }

    /// The app's state for a data folder, the console window being `console` (up already).
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
            hold_awake: awake::hold_display_awake,
            recap: None,
            resealing: false,
            phones: phones::Sharing::default(),
            repaints: 0,
            console_up: true,
            next_seed: None,
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

    /// The app dealing every new game from a fixed seed, `seed` for the first and one more
    /// for each after it, rather than by chance: the same clicks then deal the same games
    /// and Alibi takes the same decisions, so a screen test can play a game to its end
    /// whatever the deal would have been.
    pub fn dealing_from(self, seed: u64) -> Self {
        Self {
            next_seed: Some(seed),
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
        self.phones.publish(&self.public, &self.seal);
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
            Message::Home(message) => self.home(message),
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
            message @ (Message::Crimewave(_)
            | Message::Tracer(_)
            | Message::Murdero(_)
            | Message::IntentToKill(_)
            | Message::Keystone(_)
            | Message::CrimeStory(_)) => self.hand_to_screen(message),
            Message::Key(window, key) => self.key(window, key),
            Message::AltHeld(held) => self.alt(crimewave::Message::AltHeld(held)),
            Message::AltKey(letter) => self.alt(crimewave::Message::Shortcut(letter)),
            Message::History(message) => self.history(message),
            Message::FocusNext(forward) => {
                if forward {
                    iced::widget::operation::focus_next()
                } else {
                    iced::widget::operation::focus_previous()
                }
            }
            Message::DismissNotice => {
                self.notice = None;
                // The click took the keyboard: a Crimewave console hands it back to its form.
                match &self.screen {
                    Screen::Crimewave(screen) => screen.focus().map(Message::Crimewave),
                    _ => Task::none(),
                }
            }
            Message::TogglePhones => self.toggle_phones(),
            Message::TogglePhoneCode => {
                self.phones.toggle_code();
                Task::none()
            }
            Message::Lock => self.lock_console(),
            Message::Unlock(message) => self.unlock_console(message),
            Message::Resealed(report) => self.resealed(report),
            Message::SaveTick => Task::none(),
            Message::ToggleTableWindow => self.toggle_table_window(),
            Message::ToggleTableMode => {
                self.table_mode = !self.table_mode;
                Task::none()
            }
            Message::WindowOpened(id) if id == self.console => self.console_opened(),
            Message::WindowOpened(_) => Task::none(),
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

    /// Whether the open game has ended, for the games with a recap (nothing for the others).
    fn game_ended(&self) -> Option<bool> {
        match &self.screen {
            Screen::Crimewave(screen) => Some(screen.session().game().winner().is_some()),
            Screen::IntentToKill(screen) => Some(screen.session().game().outcome().is_some()),
            _ => None,
        }
    }

    /// The recap shown over the game, if it is.
    pub fn recap(&self) -> Option<&Recap> {
        self.recap.as_deref()
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
