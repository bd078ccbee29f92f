//! The lock's PIN: the console covered and uncovered, and a changed PIN that seals every
//! saved game again with the new one (or writes them in clear), said in words.

use super::{App, Message, Screen};
use crate::i18n::Msg;
use crate::msg;
use crate::record::{FileError, Pin};
use crate::ui::{background, home, lock};
use iced::Task;

impl App {
    /// Ctrl+L: covers the console until the PIN is typed (with no PIN set, says how to set one).
    pub(super) fn lock_console(&mut self) -> Task<Message> {
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

    /// Something typed at the cover: the right PIN opens the console and the sealed games.
    pub(super) fn unlock_console(&mut self, message: lock::Message) -> Task<Message> {
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

    /// The games are sealed with the new PIN: says what was done and lists them again.
    pub(super) fn resealed(&mut self, report: Msg) -> Task<Message> {
        self.resealing = false;
        self.notice = Some(report.into());
        if let Screen::Home(home) = &mut self.screen {
            home.refresh(&self.store, self.pin.as_ref());
        }
        Task::none()
    }

    /// Uses a new PIN (or none) and seals every saved game with it (or writes them in clear).
    /// The settings are saved first: if they can't be, nothing changes, so the PIN asked for
    /// at the next start is always the one the games are sealed with.
    ///
    /// Sealing derives a key per file (Argon2, a tenth of a second each), so it runs off the
    /// UI thread; `Message::Resealed` says when it is done.
    pub(super) fn change_pin(&mut self, change: home::PinChange) -> Task<Message> {
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
            background::off_ui_thread(move || {
                let (written, left) = store.reseal_games(old.as_ref(), sealing.as_ref());
                reseal_report(sealing.is_some(), written, &left)
            }),
            |report| Message::Resealed(report.unwrap_or_else(|| msg!("app-reseal-stopped"))),
        )
    }
}

/// What sealing the games with a new PIN (or unsealing them) did, in words.
pub(super) fn reseal_report(sealed: bool, written: usize, left: &[FileError]) -> Msg {
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
