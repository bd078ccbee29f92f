//! The crooks' sheets (names, Traits with bonus tokens and Hassle triggers) and the house rules.

use super::Message;
use crate::rules::keystone::{BothEnds, CrookSetup, HouseRules, KeystoneSetup, TraitSetup};
use crate::t;
use crate::ui::style;
use crate::ui::widget::measure;
use iced::widget::{
    button, column, container, pick_list, radio, row, scrollable, text, text_input,
};
use iced::{Element, Fill};

/// The setup form: one sheet per crook and the house rules.
#[derive(Debug, Clone, PartialEq)]
pub struct Form {
    crooks: Vec<CrookSetup>,
    house: HouseRules,
}

impl Default for Form {
    /// Three crooks (the fewest the game allows), each with one blank Trait to fill in.
    fn default() -> Self {
        Self {
            crooks: (0..3).map(|_| blank_crook()).collect(),
            house: HouseRules::default(),
        }
    }
}

fn blank_crook() -> CrookSetup {
    CrookSetup {
        name: String::new(),
        traits: vec![blank_trait()],
    }
}

fn blank_trait() -> TraitSetup {
    TraitSetup {
        name: String::new(),
        bonus_tokens: 1,
        trigger: String::new(),
    }
}

impl Form {
    /// Handles the setup form's messages.
    pub fn update(&mut self, message: Message) {
        match message {
            Message::CrookNamed(seat, name) => {
                if let Some(c) = self.crooks.get_mut(seat) {
                    c.name = name;
                }
            }
            Message::AddCrook => self.crooks.push(blank_crook()),
            // Never below three: the game needs them, and the form keeps their rows.
            Message::RemoveCrook if self.crooks.len() > 3 => {
                self.crooks.pop();
            }
            Message::TraitNamed(seat, t, name) => {
                if let Some(tr) = self.trait_mut(seat, t) {
                    tr.name = name;
                }
            }
            Message::TraitBonusChosen(seat, t, bonus) => {
                if let Some(tr) = self.trait_mut(seat, t) {
                    tr.bonus_tokens = bonus;
                }
            }
            Message::TraitTriggerTyped(seat, t, trigger) => {
                if let Some(tr) = self.trait_mut(seat, t) {
                    tr.trigger = trigger;
                }
            }
            Message::AddTrait(seat) => {
                if let Some(c) = self.crooks.get_mut(seat) {
                    c.traits.push(blank_trait());
                }
            }
            Message::RemoveTrait(seat) => {
                if let Some(c) = self.crooks.get_mut(seat) {
                    c.traits.pop();
                }
            }
            Message::TriggerTokensChosen(n) => self.house.tokens_when_trigger_and_table = n,
            Message::BothEndsChosen(both) => self.house.both_ends = both,
            _ => {}
        }
    }

    fn trait_mut(&mut self, seat: usize, t: usize) -> Option<&mut TraitSetup> {
        self.crooks.get_mut(seat)?.traits.get_mut(t)
    }

    /// The setup as typed: names trimmed, Traits left without a name dropped.
    pub fn to_setup(&self) -> KeystoneSetup {
        KeystoneSetup {
            crooks: self
                .crooks
                .iter()
                .map(|c| CrookSetup {
                    name: c.name.trim().to_string(),
                    traits: c
                        .traits
                        .iter()
                        .filter(|t| !t.name.trim().is_empty())
                        .map(|t| TraitSetup {
                            name: t.name.trim().to_string(),
                            bonus_tokens: t.bonus_tokens,
                            trigger: t.trigger.trim().to_string(),
                        })
                        .collect(),
                })
                .collect(),
            house: self.house,
        }
    }

    /// The form.
    pub fn view<'a>(&'a self, status: String) -> Element<'a, Message> {
        // A field shows its example whole in every language.
        let trait_width = measure::field_width(&t!("keystone-trait-placeholder"), 220.0);
        let sheets = self.crooks.iter().enumerate().map(|(seat, crook)| {
            let traits = crook.traits.iter().enumerate().map(move |(t, tr)| {
                row![
                    text_input(&t!("keystone-trait-placeholder"), &tr.name)
                        .on_input(move |s| Message::TraitNamed(seat, t, s))
                        .width(trait_width),
                    text(t!("keystone-bonus")),
                    pick_list([1u8, 2, 3], Some(tr.bonus_tokens), move |n| {
                        Message::TraitBonusChosen(seat, t, n)
                    }),
                    text_input(&t!("keystone-trigger-placeholder"), &tr.trigger)
                        .on_input(move |s| Message::TraitTriggerTyped(seat, t, s))
                        .width(Fill),
                ]
                .spacing(8)
                .align_y(iced::Center)
                .into()
            });
            container(
                column![
                    row![
                        text_input(
                            &t!("keystone-crook-placeholder", seat = seat + 1),
                            &crook.name
                        )
                        .on_input(move |s| Message::CrookNamed(seat, s))
                        .width(measure::field_width(
                            &t!("keystone-crook-placeholder", seat = seat + 1),
                            260.0
                        )),
                        button(text(t!("keystone-add-trait"))).on_press(Message::AddTrait(seat)),
                        button(text(t!("keystone-remove-trait"))).on_press_maybe(
                            (!crook.traits.is_empty()).then_some(Message::RemoveTrait(seat))
                        ),
                    ]
                    .spacing(8)
                    .align_y(iced::Center),
                    column(traits).spacing(4),
                ]
                .spacing(6),
            )
            .padding(8)
            .style(style::panel)
            .into()
        });
        let tokens = |n: u8| {
            radio(
                t!("keystone-hassle-token-count", count = n),
                n,
                Some(self.house.tokens_when_trigger_and_table),
                Message::TriggerTokensChosen,
            )
        };
        let both = |label: String, value: BothEnds| {
            radio(
                label,
                value,
                Some(self.house.both_ends),
                Message::BothEndsChosen,
            )
        };
        scrollable(
            column![
                text(t!("keystone-new-caper"))
                    .size(style::TITLE)
                    .font(style::BOLD),
                text(t!("keystone-setup-help")),
                column(sheets).spacing(8),
                row![
                    button(text(t!("keystone-add-crook"))).on_press(Message::AddCrook),
                    button(text(t!("keystone-remove-crook")))
                        .on_press_maybe((self.crooks.len() > 3).then_some(Message::RemoveCrook)),
                ]
                .spacing(8),
                text(t!("keystone-house-rules")).font(style::BOLD),
                row![text(t!("keystone-trigger-gives")), tokens(2), tokens(4)].spacing(12),
                row![
                    text(t!("keystone-both-on-one-roll")),
                    both(t!("keystone-plan-first"), BothEnds::PlanFirst),
                    both(t!("keystone-law-first"), BothEnds::LawFirst),
                ]
                .spacing(12),
                text(status),
                button(text(t!("keystone-start"))).on_press(Message::Start),
            ]
            .spacing(12),
        )
        .into()
    }
}
