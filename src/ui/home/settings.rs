//! The settings panel on the home screen: colours, size, keeping the display awake, what this
//! machine can't do, and the PIN.

use super::{Home, Message, section};
use crate::record::Store;
use crate::settings::{self, Settings};
use crate::ui::style;
use iced::Element;
use iced::widget::{button, checkbox, column, pick_list, row, slider, text, toggler};

impl Home {
    pub(super) fn settings_panel<'a>(
        &'a self,
        store: &'a Store,
        settings: &'a Settings,
        awake_failure: Option<&'a str>,
    ) -> iced::widget::Container<'a, Message> {
        // What this machine can't do, said where the user looks for why.
        let limits = awake_failure
            .into_iter()
            .chain(crate::ui::sound::unavailable())
            .map(|why| text(why).size(style::BODY - 2.0).into());
        section(
            text("Settings")
                .size(style::HEADING)
                .font(style::BOLD)
                .into(),
            column![
                row![
                    text(crate::t!("settings-language")),
                    pick_list(
                        crate::i18n::Language::OFFERED,
                        Some(settings.language()),
                        Message::LanguageChosen
                    ),
                ]
                .spacing(12)
                .align_y(iced::Center),
                toggler(settings.dark)
                    .label("Dark colours")
                    .on_toggle(Message::DarkToggled),
                row![
                    text(format!("Size {} %", settings.scale_percent)).width(110),
                    slider(
                        settings::MIN_SCALE..=settings::MAX_SCALE,
                        settings.scale_percent,
                        Message::ScaleChanged
                    )
                    .step(10u16),
                ]
                .spacing(12),
                checkbox(settings.keep_awake)
                    .label("Keep the display awake while a game is open")
                    .on_toggle(Message::KeepAwakeToggled),
                column(limits).spacing(6),
                self.pin_controls(settings),
                text(format!("Data folder: {}", store.root().display())).size(style::BODY - 2.0),
                text(if settings.pin_hash.is_some() {
                    "Game files are sealed with your PIN: without it they can't be read."
                } else {
                    "Game files are readable by anyone who opens them (set a PIN to seal them)."
                })
                .size(style::BODY - 2.0),
            ]
            .spacing(14)
            .into(),
        )
    }

    fn pin_controls<'a>(&'a self, settings: &'a Settings) -> Element<'a, Message> {
        let field = iced::widget::text_input("New PIN: 4 to 8 digits", self.new_pin.as_str())
            .secure(true)
            .on_input(Message::PinTyped)
            .on_submit(Message::SetPin)
            .width(200);
        let controls: Element<'a, Message> = match settings.pin_hash {
            None => row![field, button(text("Set PIN")).on_press(Message::SetPin)]
                .spacing(8)
                .align_y(iced::Center)
                .into(),
            Some(_) => column![
                row![
                    iced::widget::text_input("Current PIN", self.current_pin.as_str())
                        .secure(true)
                        .on_input(Message::CurrentPinTyped)
                        .width(200),
                    field,
                ]
                .spacing(8),
                row![
                    button(text("Change PIN")).on_press(Message::SetPin),
                    button(text("Remove PIN")).on_press(Message::RemovePin),
                ]
                .spacing(8),
            ]
            .spacing(8)
            .into(),
        };
        column![
            text(if settings.pin_hash.is_some() {
                "Lock the console with Ctrl+L or the Lock button; the table window stays on. \
                 Alibi starts locked, and the PIN opens the sealed games."
            } else {
                "Set a PIN to lock the console with Ctrl+L when you leave the laptop and to \
                 seal the game files."
            }),
            controls,
            text(self.pin_problem.clone().unwrap_or_default()),
        ]
        .spacing(6)
        .into()
    }
}

/// Whether a PIN field may hold this: up to 8 digits (the rest is checked on use).
pub(super) fn is_pin_typing(typed: &str) -> bool {
    typed.len() <= 8 && typed.bytes().all(|b| b.is_ascii_digit())
}
