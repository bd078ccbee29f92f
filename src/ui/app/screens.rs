//! Messages for the open screen: what the home screen asks for, each game's own messages,
//! the keys and the undo/redo the console hands it, and what a screen asks the app to do.

use super::{App, Message, Screen};
use crate::msg;
use crate::ui::{crime_story, crimewave, home, intent, keystone, murdero, screen, session, tracer};
use iced::Task;
use iced::keyboard::Key;
use iced::window;

impl App {
    /// The home screen's message, and what it asks for: a game started or resumed, the
    /// settings or the PIN changed, the tracer opened.
    pub(super) fn home(&mut self, message: home::Message) -> Task<Message> {
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
        // A Keystone caper resumed in play starts working out its first odds; a Crimewave
        // console puts the keyboard where its next action is and opens the photo of its board.
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

    /// A game screen's own message, handed to that screen if it is the open one (a message
    /// for a screen already left is dropped).
    pub(super) fn hand_to_screen(&mut self, message: Message) -> Task<Message> {
        match (&mut self.screen, message) {
            (Screen::Crimewave(screen), Message::Crimewave(message)) => {
                let action = screen.update(message);
                self.perform(action, Message::Crimewave)
            }
            (Screen::Tracer(screen), Message::Tracer(message)) => {
                let action = screen.update(message);
                self.perform(action, Message::Tracer)
            }
            (Screen::Murdero(screen), Message::Murdero(message)) => {
                let action = screen.update(message);
                self.perform(action, Message::Murdero)
            }
            (Screen::IntentToKill(screen), Message::IntentToKill(message)) => {
                let action = screen.update(message);
                self.perform(action, Message::IntentToKill)
            }
            (Screen::Keystone(screen), Message::Keystone(message)) => {
                let action = screen.update(message);
                self.perform(action, Message::Keystone)
            }
            (Screen::CrimeStory(screen), Message::CrimeStory(message)) => {
                let action = screen.update(message);
                self.perform(action, Message::CrimeStory)
            }
            _ => Task::none(),
        }
    }

    /// A plain key pressed in `window`: only the console's own game takes keys, and never
    /// from behind the curtain.
    pub(super) fn key(&mut self, window: window::Id, key: Key) -> Task<Message> {
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

    /// Alt went down or up, or Alt and a letter: Crimewave's forms answer them.
    pub(super) fn alt(&mut self, message: crimewave::Message) -> Task<Message> {
        match &self.screen {
            Screen::Crimewave(_) => self.handle(Message::Crimewave(message)),
            _ => Task::none(),
        }
    }

    /// Undo or redo from the keyboard, handed to the open game as its own buttons would be.
    pub(super) fn history(&mut self, message: session::Message) -> Task<Message> {
        // An undo changes the story: the recap is asked for again after it.
        self.recap = None;
        // What the screen starts after the change runs too: Alibi takes its turn again
        // after an undo or a redo from the keyboard, as after the buttons.
        let message = match &self.screen {
            Screen::Home(_) => return Task::none(),
            Screen::Murdero(_) => Message::Murdero(murdero::Message::History(message)),
            Screen::IntentToKill(_) => Message::IntentToKill(intent::Message::History(message)),
            Screen::Crimewave(_) => Message::Crimewave(crimewave::Message::History(message)),
            Screen::Tracer(_) => Message::Tracer(tracer::Message::History(message)),
            Screen::Keystone(_) => Message::Keystone(keystone::Message::History(message)),
            Screen::CrimeStory(_) => Message::CrimeStory(crime_story::Message::History(message)),
        };
        self.hand_to_screen(message)
    }

    /// Does what a screen asks; `wrap` turns the screen's messages into the app's.
    pub(super) fn perform<M: Send + 'static>(
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
}
