//! The windows: the private console on the hidden player's laptop and the public table
//! screen. Everything here is iced; the rules it shows live in `crate::rules`.

pub mod app;
pub mod background;
pub mod crime_story;
pub mod crimewave;
pub mod home;
pub mod intent;
pub mod keystone;
pub mod lock;
pub mod murdero;
pub mod notice;
pub mod phones;
pub mod picture;
pub mod recap;
pub mod screen;
pub mod seal;
pub mod session;
pub mod shortcut;
pub mod sound;
pub mod style;
pub mod table;
pub mod tracer;
pub mod widget;

pub use app::{App, Message};

/// Runs the app until the console window is closed; with `serve_table`, the table screen is
/// shown on phones from the start.
pub fn run(serve_table: bool) -> iced::Result {
    iced::daemon(move || App::boot(serve_table), App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .style(App::style)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        .default_font(style::FONT)
        .run()
}
