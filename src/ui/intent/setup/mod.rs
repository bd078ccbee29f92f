//! Setting up: layout, mode and motives, then either Alibi deals (the cards to lay out, the
//! secret draws shown once) or the players enter what they drew with the physical cards.

mod cards;
mod deal;

use super::{BlockChoice, Choice, Message, Screen, Secret, choices};
use crate::msg;
use crate::plays::intent::detective;
use crate::plays::{Side, decision_rng};
use crate::rules::intent::city::{all_blocks, block_msg};
use crate::rules::intent::{
    Action as IntentAction, Block, Civilian, HouseRule, Layout, Mode, Motive,
};
use crate::t;
use crate::ui::style;
use crate::ui::widget::measure;
use iced::Element;
use iced::widget::{button, checkbox, column, container, pick_list, radio, row, scrollable, text};

/// The setup form.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Form {
    layout: Layout,
    mode: Mode,
    motives: Vec<Motive>,
    pub(super) detective: Option<Block>,
    /// Entering the physical cards instead of letting Alibi deal.
    entering: bool,
    /// The civilians typed for each block, comma-separated.
    typed: Vec<String>,
    murderer: Option<Civilian>,
    poi: Option<Civilian>,
    motive: Option<Motive>,
    /// The house rule of a table that keeps the investigation's count itself (two people
    /// only; Alibi referees it otherwise).
    table_counts: bool,
}

impl Form {
    pub(super) fn new(layout: Layout, mode: Mode) -> Self {
        Form {
            layout,
            mode,
            motives: layout.motives(mode),
            detective: None,
            entering: false,
            typed: vec![String::new(); all_blocks().count()],
            murderer: None,
            poi: None,
            motive: None,
            table_counts: false,
        }
    }

    /// The house rules chosen, as the setup's first actions.
    fn house_rules(&self) -> Vec<IntentAction> {
        self.table_counts
            .then_some(IntentAction::Rule(HouseRule::RefereeInvestigation(false)))
            .into_iter()
            .collect()
    }
}

impl Screen {
    pub(super) fn setup(&mut self, message: Message) {
        let form = &mut self.form;
        match message {
            Message::LayoutChosen(layout) => {
                form.layout = layout;
                form.motives = layout.motives(form.mode);
            }
            Message::ModeChosen(mode) => {
                form.mode = mode;
                form.motives = form.layout.motives(mode);
            }
            Message::MotiveToggled(motive, on) => {
                form.motives.retain(|&m| m != motive);
                if on {
                    form.motives.push(motive);
                }
            }
            Message::RecommendedMotives => form.motives = form.layout.motives(form.mode),
            Message::EnterCards(on) => form.entering = on,
            Message::TableCounts(on) => form.table_counts = on,
            Message::BlockTyped(block, typed) => {
                if let Some(slot) = form.typed.get_mut(usize::from(block)) {
                    *slot = typed;
                }
            }
            Message::MurdererChosen(c) => form.murderer = Some(c),
            Message::PoiChosen(c) => form.poi = Some(c),
            Message::MotiveChosen(m) => form.motive = Some(m),
            Message::Deal => self.deal(),
            Message::RecordCards => self.record_cards(),
            Message::ShowSecret => self.secret = Secret::Showing,
            Message::SupportersChosen(group) => {
                self.act(IntentAction::Supporters(group), |_| {
                    Some(msg!("intent-setup-supporters-chosen", group = group.msg()))
                });
            }
            Message::GotIt => {
                self.secret = Secret::Seen;
                self.status = None;
            }
            Message::DetectiveStartChosen(block) => form.detective = Some(block),
            Message::Start => self.start(),
            _ => {}
        }
    }

    fn motives_ready(&mut self) -> bool {
        let wanted = self.form.mode.motive_count();
        if self.form.motives.len() == wanted {
            true
        } else {
            self.status = Some(msg!(
                "intent-setup-motive-count",
                wanted = wanted,
                picked = self.form.motives.len()
            ));
            false
        }
    }

    /// Takes setup actions in order, stopping at the first refusal.
    fn act_all(&mut self, actions: Vec<IntentAction>) -> bool {
        actions.into_iter().all(|action| self.act(action, |_| None))
    }

    fn start(&mut self) {
        let block = match (self.alibi_level(Side::Detective), self.seats()) {
            (Some(level), Some(seats)) => {
                let moment = self.session.record().actions().len() as u64;
                let mut rng = decision_rng(seats.seed, moment, Side::Detective as u64);
                Some(detective::start(level, &mut rng))
            }
            _ => self.form.detective,
        };
        let Some(block) = block else {
            self.status = Some(msg!("intent-setup-detective-first"));
            return;
        };
        if self.act(IntentAction::Detective(block), |_| None) {
            self.act_quietly(IntentAction::Start);
        }
    }

    pub(super) fn setup_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let body = if game.murderer().is_none() {
            self.choices_view()
        } else {
            self.dealt_view()
        };
        scrollable(
            column![
                text(t!("intent-setup-title"))
                    .size(style::TITLE)
                    .font(style::BOLD),
                self.status_line(),
                body,
            ]
            .spacing(14)
            .padding([0, 12]),
        )
        .into()
    }

    fn choices_view(&self) -> Element<'_, Message> {
        let form = &self.form;
        // The motives line up in columns as wide as the longest name in the table's language
        // ("Halsabschneider"), with the box and the space beside it: one too narrow would
        // run into the next.
        let column_width = Motive::ALL
            .into_iter()
            .map(|m| measure::width(&m.msg().now(), style::BODY, style::FONT))
            .fold(0.0, f32::max)
            + 36.0;
        let motives = iced::widget::Row::with_children(Motive::ALL.into_iter().map(|m| {
            checkbox(form.motives.contains(&m))
                .label(m.msg().now())
                .on_toggle(move |on| Message::MotiveToggled(m, on))
                .width(column_width.max(130.0))
                .into()
        }))
        .spacing(8)
        .wrap();
        let mode = |label: String, m| radio(label, m, Some(form.mode), Message::ModeChosen);
        let alibi_plays = self.alibi.chosen.iter().any(Option::is_some);
        let how: Element<'_, Message> = if alibi_plays {
            column![
                button(text(t!("intent-setup-alibi-deals"))).on_press(Message::Deal),
                text(t!("intent-setup-alibi-deals-alone")),
            ]
            .spacing(8)
            .into()
        } else if form.entering {
            self.cards_entry()
        } else {
            column![
                row![
                    button(text(t!("intent-setup-alibi-deals"))).on_press(Message::Deal),
                    button(text(t!("intent-setup-we-drew"))).on_press(Message::EnterCards(true)),
                ]
                .spacing(10),
                text(t!("intent-setup-alibi-deals-table")),
                self.house_rule_view(),
            ]
            .spacing(8)
            .into()
        };
        column![
            self.seats_view(),
            row![
                text(t!("intent-setup-layout")).font(style::BOLD),
                pick_list(
                    choices(Layout::ALL),
                    Some(Choice(form.layout)),
                    |Choice(l)| { Message::LayoutChosen(l) }
                ),
                mode(t!("intent-setup-logic"), Mode::Logic),
                mode(t!("intent-setup-intuition"), Mode::Intuition),
            ]
            .spacing(14)
            .align_y(iced::Center),
            row![
                text(t!(
                    "intent-setup-motives",
                    count = form.motives.len(),
                    wanted = form.mode.motive_count()
                ))
                .font(style::BOLD),
                button(text(t!(
                    "intent-setup-recommended",
                    layout = form.layout.msg()
                )))
                .on_press(Message::RecommendedMotives),
            ]
            .spacing(14)
            .align_y(iced::Center),
            motives,
            how,
        ]
        .spacing(12)
        .into()
    }

    /// Between two people, the house rule of a table that keeps the investigation's count
    /// itself (with Alibi playing a side, Alibi always referees it). Chosen before the cards
    /// are dealt or entered.
    fn house_rule_view(&self) -> Element<'_, Message> {
        column![
            checkbox(self.form.table_counts)
                .label(t!("intent-setup-table-counts"))
                .on_toggle(Message::TableCounts),
            text(t!("intent-setup-table-counts-why")).size(style::BODY - 2.0),
        ]
        .spacing(4)
        .into()
    }

    /// After the deal: the cards to lay out, the secret look, the Detective's block, start.
    fn dealt_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let layout = game.layout();
        let lines = all_blocks().map(|b| {
            let here = game
                .dealt()
                .iter()
                .filter(|(_, at)| *at == b)
                .map(|(c, _)| c.msg().now())
                .collect::<Vec<_>>()
                .join(", ");
            text(t!(
                "intent-setup-block-line",
                block = block_msg(b),
                civilians = here
            ))
            .into()
        });
        let buildings: Vec<String> = layout
            .buildings()
            .iter()
            .map(|(kind, b)| t!("intent-setup-building", building = kind.msg(), number = *b))
            .collect();
        let cards = container(
            column![
                text(t!("intent-setup-lay-out"))
                    .size(style::BODY + 2.0)
                    .font(style::BOLD),
                text(t!(
                    "intent-setup-layout-buildings",
                    layout = layout.msg(),
                    buildings = buildings.join(", ")
                )),
                column(lines).spacing(2),
            ]
            .spacing(6),
        )
        .padding(12)
        .style(style::panel);
        let blocks: Vec<BlockChoice> = all_blocks().map(BlockChoice).collect();
        if self.seats().is_some() {
            return row![
                cards.width(iced::FillPortion(1)),
                container(self.alibi_start_view()).width(iced::FillPortion(1)),
            ]
            .spacing(14)
            .into();
        }
        let start = column![
            text(t!("intent-setup-marker-after-secret")).font(style::BOLD),
            row![
                pick_list(
                    blocks,
                    self.form.detective.map(BlockChoice),
                    |BlockChoice(b)| Message::DetectiveStartChosen(b)
                )
                .placeholder(t!("intent-setup-choose-block")),
                button(text(t!("intent-setup-start"))).on_press_maybe(
                    (self.secret == Secret::Seen && game.supporters().is_some())
                        .then_some(Message::Start)
                ),
            ]
            .spacing(10)
            .align_y(iced::Center),
        ]
        .spacing(8);
        row![
            cards.width(iced::FillPortion(1)),
            column![self.secret_view(), start]
                .spacing(14)
                .width(iced::FillPortion(1)),
        ]
        .spacing(14)
        .into()
    }
}
