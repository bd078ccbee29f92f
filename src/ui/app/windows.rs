//! The windows' set-up: the console's and the table's sizes, and the icon both carry; the
//! console's first screen once it is up; the table window opened and closed.

use super::{App, Message};
use crate::ui::style;
use iced::{Point, Size, Task, window};

impl App {
    /// The console window is up: its screen can be drawn. Inter goes into iced's font system
    /// first (see `style::load_fonts`), before any text is laid out. Alibi starts locked
    /// when a PIN is set: the keyboard then goes straight to the PIN.
    pub(super) fn console_opened(&mut self) -> Task<Message> {
        style::load_fonts();
        self.console_up = true;
        if self.lock.is_locked() {
            iced::widget::operation::focus("pin")
        } else {
            Task::none()
        }
    }

    /// Opens the table window, or closes it if it is open.
    pub(super) fn toggle_table_window(&mut self) -> Task<Message> {
        match self.table.take() {
            Some(id) => window::close(id),
            None => {
                let (id, open) = window::open(table_settings());
                self.table = Some(id);
                open.map(Message::WindowOpened)
            }
        }
    }
}

/// Alibi's icon, for the windows' title bars and task switchers: the desktop menu's picture
/// at the 64 px they draw (each window keeps its icon decoded, and the 256 px one would hold
/// a quarter of a megabyte), as the raw pixels `scripts/make-icon.py` writes beside it, so
/// no PNG decoder runs at start-up. `None` would only cost the icon.
pub(super) fn app_icon() -> Option<window::Icon> {
    let pixels = include_bytes!("../../../assets/icons/alibi-64.rgba");
    window::icon::from_rgba(pixels.to_vec(), 64, 64).ok()
}

/// What both windows share: the icon, and on Linux the application id that ties them to
/// the desktop menu's entry (`assets/alibi.desktop`).
pub(super) fn common_settings() -> window::Settings {
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

pub(super) fn console_settings() -> window::Settings {
    window::Settings {
        size: Size::new(1280.0, 820.0),
        position: window::Position::Specific(Point::new(0.0, 0.0)),
        // Closing the console quits the app; we handle the request ourselves.
        exit_on_close_request: false,
        ..common_settings()
    }
}

pub(super) fn table_settings() -> window::Settings {
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

    #[test]
    fn the_windows_icon_is_the_menu_icon_pixel_for_pixel() {
        let menu = image::load_from_memory(include_bytes!("../../../assets/icons/alibi-64.png"))
            .unwrap()
            .into_rgba8();
        assert_eq!(menu.dimensions(), (64, 64));
        assert_eq!(
            menu.as_raw().as_slice(),
            include_bytes!("../../../assets/icons/alibi-64.rgba").as_slice()
        );
    }
}
