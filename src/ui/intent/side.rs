//! The side column's lower half during play: one pane at a time, picked by a row of tabs, so
//! the city and the phase's actions stay above the fold on the console.

use super::play::SIDE_WIDTH;
use super::{Message, Screen, card_words};
use crate::i18n::Msg;
use crate::rules::intent::{Civilian, Group, Mode, Motive};
use crate::ui::style;
use crate::ui::widget::measure;
use crate::{msg, t};
use iced::widget::{button, column, container, scrollable, text};
use iced::{Element, Fill};

/// The least height the open pane (answers, exposure…) keeps beside what to do now: its
/// tabs and a few lines.
const PANE_ROOM: f32 = 90.0;

/// The least height the history keeps when it is the open pane: its tabs, its title, a few
/// entries and its way back to the start.
const HISTORY_ROOM: f32 = 300.0;

/// The side column: what to do now above the open pane (`parts` builds both). What to do
/// now keeps the room it needs, scrolling only where the pane would be left less than its
/// own (a long question, in a language of long words, once took the whole height and left
/// the pane nothing).
pub(super) fn now_and_pane<'a>(
    open: Pane,
    parts: impl Fn() -> (Element<'a, Message>, Element<'a, Message>) + 'a,
) -> Element<'a, Message> {
    iced::widget::responsive(move |room| {
        let pane = if open == Pane::History {
            HISTORY_ROOM
        } else {
            PANE_ROOM
        };
        let most = (room.height - pane).max(room.height / 2.0);
        let (now, pane) = parts();
        column![container(scrollable(now).spacing(6)).max_height(most), pane]
            .spacing(8)
            .into()
    })
    .width(SIDE_WIDTH)
    .into()
}

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
    fn label(self) -> Msg {
        match self {
            Pane::Table => msg!("intent-pane-answers"),
            Pane::Exposure => msg!("intent-pane-exposure"),
            Pane::Secrets => msg!("intent-pane-secrets"),
            Pane::Cards => msg!("intent-pane-cards"),
            Pane::History => msg!("intent-pane-history"),
        }
    }
}

/// A tab's padding on both sides together.
const TAB_PADDING: f32 = 2.0 * 6.0;
/// The space between two tabs.
const TAB_SPACING: f32 = 4.0;

impl Screen {
    /// The tabs, then the open pane, filling the height left.
    pub(super) fn side_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let mut panes = vec![Pane::Table, Pane::Exposure, Pane::Secrets];
        if game.mode() == Mode::Intuition {
            panes.push(Pane::Cards);
        }
        panes.push(Pane::History);
        let tabs = tabs(panes, self.pane);
        let body: Element<'_, Message> = match self.pane {
            // The history scrolls inside and fills the height it is given.
            Pane::History => self.session.history().map(Message::History),
            pane => scrollable(match pane {
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
        table_pane(&self.public)
    }

    fn exposure_pane(&self) -> Element<'_, Message> {
        let Some(exposure) = &self.exposure else {
            return text("").into();
        };
        let suspects: Vec<String> = exposure.suspects.iter().map(|c| c.msg().now()).collect();
        let motives: Vec<String> = exposure.motives.iter().map(|m| m.msg().now()).collect();
        pane(
            column![
                text(t!("intent-side-could-believe")).font(style::BOLD),
                text(t!(
                    "intent-side-suspects-left",
                    count = suspects.len(),
                    names = suspects.join(", ")
                )),
                text(t!(
                    "intent-side-motives-left",
                    count = motives.len(),
                    names = motives.join(", ")
                )),
            ]
            .spacing(4),
        )
    }

    fn secrets_pane(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let nothing = || Msg::raw("");
        let lines = [
            t!(
                "intent-side-you-are",
                card = game.murderer().map_or_else(String::new, card_words)
            ),
            t!(
                "intent-side-motive",
                motive = game.motive().map_or_else(nothing, Motive::msg)
            ),
            t!(
                "intent-side-poi",
                civilian = game.poi().map_or_else(nothing, Civilian::msg)
            ),
            t!(
                "intent-side-supporters",
                group = game.supporters().map_or_else(nothing, Group::msg)
            ),
        ];
        pane(
            column(lines.into_iter().map(|l| text(l).font(style::BOLD).into()))
                .push(
                    button(text(t!("intent-side-hide")).size(style::BODY - 2.0))
                        .on_press(Message::PaneChosen(Pane::Table)),
                )
                .spacing(4),
        )
    }
}

/// The side column's tabs, the open one marked by a sign as well as its colour. They keep one
/// row (a second would take the pane's room), set smaller where their words are long.
pub(super) fn tabs<'a>(panes: Vec<Pane>, open: Pane) -> Element<'a, Message> {
    let labels: Vec<String> = panes
        .iter()
        .map(|&pane| {
            if pane == open {
                format!("▾ {}", pane.label().now())
            } else {
                pane.label().now()
            }
        })
        .collect();
    let padding =
        TAB_PADDING * labels.len() as f32 + TAB_SPACING * labels.len().saturating_sub(1) as f32;
    let size = measure::size_for_line(
        &labels.join(""),
        style::BODY - 3.0,
        (style::BODY - 3.0) * 0.75,
        style::FONT,
        super::play::SIDE_WIDTH - padding,
    );
    iced::widget::Row::with_children(panes.into_iter().zip(labels).map(|(pane, label)| {
        let style: fn(&iced::Theme, button::Status) -> button::Style = if pane == open {
            button::primary
        } else {
            button::secondary
        };
        button(text(label).size(size))
            .padding([4.0, TAB_PADDING / 2.0])
            .style(style)
            .on_press(Message::PaneChosen(pane))
            .into()
    }))
    .spacing(TAB_SPACING)
    .wrap()
    .into()
}

/// The latest answer and the victims with their traits, as the table sees them.
pub(super) fn table_pane<'a>(view: &crate::rules::intent::PublicView) -> Element<'a, Message> {
    let latest = view.latest.as_ref().map_or_else(
        || t!("intent-table-no-answer"),
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
                t!("intent-side-no-victims")
            } else {
                t!("intent-side-victims")
            }),
        ]
        .extend(victims)
        .spacing(4),
    )
}

/// A pane's frame.
pub(super) fn pane<'a>(body: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    container(body)
        .padding(10)
        .width(Fill)
        .style(style::panel)
        .into()
}
