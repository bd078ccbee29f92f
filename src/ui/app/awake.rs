//! Keeping the display awake while a game is open, if the settings ask for it.

use super::{App, Screen};
use crate::i18n::Msg;
use crate::msg;
use crate::ui::notice::Notice;

impl App {
    /// Holds the display awake exactly while a game is open and the setting is on.
    pub(super) fn keep_awake_if_wanted(&mut self) {
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
}

/// Why the display can't be kept awake, in our words, from the system's `error`: on Linux the
/// request goes over D-Bus, and without a desktop session there is no bus to connect to.
pub(super) fn awake_failure_msg(error: &str) -> Msg {
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
pub(super) fn hold_display_awake() -> Result<keepawake::KeepAwake, String> {
    keepawake::Builder::default()
        .display(true)
        .reason(crate::i18n::Msg::new("app-awake-reason").now())
        .app_name("Alibi")
        .app_reverse_domain("org.alibi.Alibi")
        .create()
        .map_err(|error| error.to_string())
}
