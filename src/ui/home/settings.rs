//! The settings panel on the home screen: colours, size, keeping the display awake, what this
//! machine can't do, and the PIN.

use super::{Home, Message, section};
use crate::i18n::Msg;
use crate::record::Store;
use crate::settings::{self, Settings};
use crate::t;
use crate::ui::notice::Notice;
use crate::ui::style;
use crate::ui::widget::measure;
use iced::Element;
use iced::widget::{button, checkbox, column, pick_list, row, slider, text, toggler};

impl Home {
    pub(super) fn settings_panel<'a>(
        &'a self,
        store: &'a Store,
        settings: &'a Settings,
        awake_failure: Option<&'a Notice>,
    ) -> iced::widget::Container<'a, Message> {
        // What this machine can't do, said where the user looks for why.
        let limits = awake_failure
            .into_iter()
            .chain(crate::ui::sound::unavailable())
            .map(|why| why.view(style::BODY - 2.0));
        section(
            text(t!("settings-title"))
                .size(style::HEADING)
                .font(style::BOLD)
                .into(),
            column![
                row![
                    text(t!("settings-language")),
                    pick_list(
                        crate::i18n::Language::OFFERED,
                        Some(settings.language()),
                        Message::LanguageChosen
                    ),
                ]
                .spacing(12)
                .align_y(iced::Center),
                toggler(settings.dark)
                    .label(t!("settings-dark"))
                    .on_toggle(Message::DarkToggled),
                row![
                    text(t!("settings-size", percent = settings.scale_percent)).width(150),
                    slider(
                        settings::MIN_SCALE..=settings::MAX_SCALE,
                        settings.scale_percent,
                        Message::ScaleChanged
                    )
                    .step(10u16),
                ]
                .spacing(12),
                checkbox(settings.keep_awake)
                    .label(t!("settings-keep-awake"))
                    .on_toggle(Message::KeepAwakeToggled),
                column(limits).spacing(6),
                column![
                    text(t!("settings-phones-address")).size(style::BODY - 2.0),
                    button(text(t!("settings-new-phone-address")))
                        .on_press(Message::NewPhoneAddress),
                ]
                .spacing(6),
                self.pin_controls(settings),
                text(t!(
                    "settings-data-folder",
                    path = store.root().display().to_string()
                ))
                .size(style::BODY - 2.0),
                text(if settings.pin_hash.is_some() {
                    t!("settings-files-sealed")
                } else {
                    t!("settings-files-clear")
                })
                .size(style::BODY - 2.0),
            ]
            .spacing(14)
            .into(),
        )
    }

    fn pin_controls<'a>(&'a self, settings: &'a Settings) -> Element<'a, Message> {
        // A field shows its whole placeholder in every language ("Новый PIN: от 4 до 8 цифр").
        let width = measure::field_width(&t!("settings-new-pin"), 200.0)
            .max(measure::field_width(&t!("settings-current-pin"), 200.0));
        let field = iced::widget::text_input(&t!("settings-new-pin"), self.new_pin.as_str())
            .secure(true)
            .on_input(Message::PinTyped)
            .on_submit(Message::SetPin)
            .width(width);
        let controls: Element<'a, Message> = match settings.pin_hash {
            None => row![
                field,
                button(text(t!("settings-set-pin"))).on_press(Message::SetPin)
            ]
            .spacing(8)
            .align_y(iced::Center)
            .into(),
            Some(_) => column![
                row![
                    iced::widget::text_input(
                        &t!("settings-current-pin"),
                        self.current_pin.as_str()
                    )
                    .secure(true)
                    .on_input(Message::CurrentPinTyped)
                    .width(width),
                    field,
                ]
                .spacing(8),
                row![
                    button(text(t!("settings-change-pin"))).on_press(Message::SetPin),
                    button(text(t!("settings-remove-pin"))).on_press(Message::RemovePin),
                ]
                .spacing(8),
            ]
            .spacing(8)
            .into(),
        };
        column![
            text(if settings.pin_hash.is_some() {
                t!("settings-pin-locks")
            } else {
                t!("settings-pin-offer")
            }),
            controls,
            text(self.pin_problem.as_ref().map(Msg::now).unwrap_or_default()),
        ]
        .spacing(6)
        .into()
    }
}

/// Whether a PIN field may hold this: up to 8 digits (the rest is checked on use).
pub(super) fn is_pin_typing(typed: &str) -> bool {
    typed.len() <= 8 && typed.bytes().all(|b| b.is_ascii_digit())
}
