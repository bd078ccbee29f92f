//! The side column's lower half during play: one pane at a time, picked by a row of tabs, so
//! the city and the phase's actions stay above the fold on the console.

use super::{Message, Screen, card_words};
use crate::rules::Rules;
use crate::rules::intent::{Civilian, Mode};
use crate::t;
use crate::ui::style;
use iced::widget::{button, column, container, scrollable, text};
use iced::{Element, Fill};

/// What the side column shows under the phase's actions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Pane {
    /// The latest answer and the victims, as the table sees them.
    #[default]
    Table,
    /// How much the public facts give away.
    Exposure,
    /// The Murderer's secret cards (shown only while this pane is open).
    Secrets,
    /// Intuition mode's cards that change who may be murdered or questioned.
    Cards,
    /// Every action so far, each one a place to go back to.
    History,
}

impl Pane {
    fn label(self) -> &'static str {
        match self {
            Pane::Table => "Answers",
            Pane::Exposure => "Exposure",
            Pane::Secrets => "Secrets",
            Pane::Cards => "Cards",
            Pane::History => "History",
        }
    }
}

impl Screen {
    /// The tabs, then the open pane, filling the height left.
    pub(super) fn side_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        // Against Alibi's Murderer the console is public: no exposure, no secrets.
        let mut panes = if self.alibi_murderer() {
            vec![Pane::Table]
        } else {
            vec![Pane::Table, Pane::Exposure, Pane::Secrets]
        };
        if game.mode() == Mode::Intuition {
            panes.push(Pane::Cards);
        }
        panes.push(Pane::History);
        let tabs = iced::widget::Row::with_children(panes.into_iter().map(|pane| {
            // The open tab is marked by a sign as well as its colour.
            let (label, style): (String, fn(&iced::Theme, button::Status) -> button::Style) =
                if pane == self.pane {
                    (format!("▾ {}", pane.label()), button::primary)
                } else {
                    (pane.label().to_owned(), button::secondary)
                };
            button(text(label).size(style::BODY - 3.0))
                .padding([4, 6])
                .style(style)
                .on_press(Message::PaneChosen(pane))
                .into()
        }))
        .spacing(4)
        .wrap();
        let body: Element<'_, Message> = match self.pane {
            // The history scrolls inside and fills the height it is given.
            Pane::History => self.session.history().map(Message::History),
            pane => scrollable(match pane {
                Pane::Exposure | Pane::Secrets if self.alibi_murderer() => self.table_pane(),
                Pane::Exposure => self.exposure_pane(),
                Pane::Secrets => self.secrets_pane(),
                Pane::Cards => self.cards_view(),
                _ => self.table_pane(),
            })
            .spacing(6)
            .height(Fill)
            .into(),
        };
        column![tabs, body].spacing(6).height(Fill).into()
    }

    /// The latest answer and the victims with their traits.
    fn table_pane(&self) -> Element<'_, Message> {
        let view = self.session.game().public_view();
        let latest = view.latest.as_ref().map_or_else(
            || "No answer yet.".to_owned(),
            |a| t!("intent-side-on-the-table", words = a.words.clone()),
        );
        let victims = view.victims.iter().enumerate().map(|(i, v)| {
            text(t!(
                "intent-side-victim",
                number = i + 1,
                name = v.name.clone(),
                traits = v.traits.clone()
            ))
            .into()
        });
        pane(
            column![
                text(latest).font(style::BOLD),
                text(if view.victims.is_empty() {
                    "No victims yet."
                } else {
                    "Victims:"
                }),
            ]
            .extend(victims)
            .spacing(4),
        )
    }

    fn exposure_pane(&self) -> Element<'_, Message> {
        let Some(exposure) = &self.exposure else {
            return text("").into();
        };
        let suspects: Vec<&str> = exposure.suspects.iter().map(|c| c.name()).collect();
        let motives: Vec<String> = exposure.motives.iter().map(|m| m.name()).collect();
        pane(
            column![
                text("What the Detective could still believe").font(style::BOLD),
                text(format!(
                    "Suspects left: {} — {}",
                    suspects.len(),
                    suspects.join(", ")
                )),
                text(format!(
                    "Motives left: {} — {}",
                    motives.len(),
                    motives.join(", ")
                )),
            ]
            .spacing(4),
        )
    }

    fn secrets_pane(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let lines = [
            format!(
                "You are the {}",
                game.murderer().map_or_else(String::new, card_words)
            ),
            format!(
                "Motive: {}",
                game.motive().map_or_else(String::new, |m| m.name())
            ),
            format!(
                "Person of Interest: {}",
                game.poi().map_or("", Civilian::name)
            ),
            format!("Supporters: {}", game.supporters().map_or("", |g| g.name())),
        ];
        pane(
            column(lines.into_iter().map(|l| text(l).font(style::BOLD).into()))
                .push(
                    button(text("Hide my secrets").size(style::BODY - 2.0))
                        .on_press(Message::PaneChosen(Pane::Table)),
                )
                .spacing(4),
        )
    }
}

/// A pane's frame.
pub(super) fn pane<'a>(body: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    container(body)
        .padding(10)
        .width(Fill)
        .style(style::panel)
        .into()
}
