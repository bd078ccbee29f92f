//! The settings as the host changes them, and the phones' address they keep: one address for
//! the evening, kept in the settings so pages opened once find Alibi again after a restart.

use super::{App, Message};
use crate::serve;
use crate::settings::Settings;
use iced::Task;

impl App {
    /// Starts or stops showing the table on phones, at the evening's address (the one in the
    /// settings, made and kept there the first time).
    pub(super) fn toggle_phones(&mut self) -> Task<Message> {
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

    /// Takes new settings: the phones' address, the language, saved at once (a problem
    /// saving them is said, never lost silently), and whether the display is held awake.
    pub(super) fn change_settings(&mut self, settings: Settings) {
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
}
