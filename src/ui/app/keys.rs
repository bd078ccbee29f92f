//! The keys that work on every screen and either window.

use super::Message;
use crate::ui::session;
use iced::keyboard::{self, Key};
use iced::{Event, event, window};

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
