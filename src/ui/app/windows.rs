//! The windows' set-up: the console's and the table's sizes, and the icon both carry; the
//! table window opened and closed.

use super::{App, Message};
use iced::{Point, Size, Task, window};

impl App {
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

/// Alibi's icon, for the windows' title bars and task switchers (the desktop menu's picture,
/// `assets/icons/alibi.png`, at the 64 px they draw: each window keeps its icon decoded, and
/// the 256 px one would hold a quarter of a megabyte). `None` would only cost the icon, so
/// a picture that can't be decoded is no reason to stop.
pub(super) fn app_icon() -> Option<window::Icon> {
    let picture = image::load_from_memory_with_format(
        include_bytes!("../../../assets/icons/alibi-64.png"),
        image::ImageFormat::Png,
    )
    .ok()?
    .into_rgba8();
    let (width, height) = picture.dimensions();
    window::icon::from_rgba(picture.into_raw(), width, height).ok()
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
}
