//! What each window draws: the console's screen under its toolbar and notice, the table's
//! public view, and the windows' title, theme, scale and background.

use super::*;
use iced::widget::column;

impl App {
    /// The contents of a window.
    pub fn view(&self, window: window::Id) -> Element<'_, Message> {
        if Some(window) == self.table {
            return table::window_view(&self.public, &self.seal);
        }
        // Before the console is up, its bare background (see `console_up`).
        if window != self.console || !self.console_up {
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

    pub(super) fn toolbar(&self) -> Element<'_, Message> {
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

    pub(super) fn notice_banner(&self) -> Element<'_, Message> {
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
    pub(super) fn layout(
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
}
