//! The Murderer's look at the secret cards before the start: face down until the Murderer
//! asks (the console may face the table), then their civilian, the Person of Interest, the
//! motive and the Supporters to pick.

use super::{Message, Screen, Secret, card_words};
use crate::i18n::Msg;
use crate::rules::intent::{Group, Motive};
use crate::ui::style;
use crate::{msg, t};
use iced::widget::{button, column, container, text};
use iced::{Element, Fill};

impl Screen {
    /// The secret cards' panel: face down, shown, or seen.
    pub(super) fn secret_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let body: Element<'_, Message> = match self.secret {
            Secret::Hidden => column![
                text(t!("intent-setup-secret-hidden")).font(style::BOLD),
                button(text(t!("intent-setup-show-secret"))).on_press(Message::ShowSecret),
            ]
            .spacing(8)
            .into(),
            Secret::Seen => text(t!("intent-setup-secret-seen")).into(),
            Secret::Showing => {
                let secrets = [
                    (msg!("intent-setup-you-are"), game.murderer()),
                    (msg!("intent-setup-your-poi"), game.poi()),
                ]
                .into_iter()
                .filter_map(|(words, c)| {
                    c.map(|c| {
                        text(words.arg("card", card_words(c)).now())
                            .size(style::HEADING)
                            .font(style::BOLD)
                            .into()
                    })
                });
                let offered = game.offered();
                let groups: Vec<Group> = match offered {
                    Some(three) => three.to_vec(),
                    None => Group::ALL.to_vec(),
                };
                let chosen = game.supporters();
                let offer = iced::widget::Row::with_children(groups.into_iter().map(|g| {
                    let label = if chosen == Some(g) {
                        t!("intent-setup-chosen-group", group = g.msg())
                    } else {
                        g.msg().now()
                    };
                    button(text(label))
                        .on_press(Message::SupportersChosen(g))
                        .into()
                }))
                .spacing(8)
                .wrap();
                column(secrets)
                    .push(
                        text(t!(
                            "intent-setup-your-motive",
                            motive = game.motive().map_or_else(|| Msg::raw(""), Motive::msg)
                        ))
                        .size(style::HEADING)
                        .font(style::BOLD),
                    )
                    .push(text(if offered.is_some() {
                        t!("intent-setup-choose-supporters")
                    } else {
                        t!("intent-setup-your-supporters")
                    }))
                    .push(offer)
                    .push(
                        button(text(t!("intent-setup-got-it")))
                            .on_press_maybe(chosen.map(|_| Message::GotIt)),
                    )
                    .spacing(8)
                    .into()
            }
        };
        container(body)
            .padding(12)
            .width(Fill)
            .style(style::warning_banner)
            .into()
    }
}
