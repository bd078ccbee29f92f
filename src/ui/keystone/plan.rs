//! The Master Plan: the caper, its complexity, the planning roll-off, then one phase at a time
//! with the Planner/Commenter rotation.

use super::Message;
use crate::i18n::{Msg, and_list};
use crate::rules::keystone::{Action, Character, Keystone, RollOff, roll_off};
use crate::ui::style;
use crate::{msg, t};
use iced::widget::{
    button, column, container, pick_list, radio, row, scrollable, text, text_input,
};
use iced::{Element, Fill};
use rand::Rng;

/// The caper and phase forms.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Form {
    caper: String,
    complexity: Option<u8>,
    starter: Option<usize>,
    /// Seats still in the roll-off after a tie (empty: everyone rolls).
    tied: Vec<usize>,
    task: String,
    crook: Option<usize>,
    element: String,
}

impl Form {
    /// Handles the planning forms' typing and choices.
    pub fn update(&mut self, message: Message) {
        match message {
            Message::CaperTyped(s) => self.caper = s,
            Message::ComplexityChosen(c) => self.complexity = Some(c),
            Message::StarterChosen(seat) => self.starter = Some(seat),
            Message::TaskTyped(s) => self.task = s,
            Message::TaskCrookChosen(seat) => self.crook = Some(seat),
            Message::ElementTyped(s) => self.element = s,
            _ => {}
        }
    }

    /// Rolls a die for every crook still in the roll-off; says what came up.
    pub fn roll_off(&mut self, crooks: &[Character]) -> Msg {
        let seats: Vec<usize> = if self.tied.is_empty() {
            (0..crooks.len()).collect()
        } else {
            self.tied.clone()
        };
        let mut rng = rand::rng();
        let rolls: Vec<(usize, u8)> = seats
            .iter()
            .map(|&s| (s, rng.random_range(1..=6u8)))
            .collect();
        let name = |s: usize| crooks.get(s).map_or("?", |c| c.name.as_str());
        let shown: Vec<String> = rolls
            .iter()
            .map(|&(s, d)| format!("{} {d}", name(s)))
            .collect();
        match roll_off(&rolls) {
            RollOff::Winner(seat) => {
                self.tied.clear();
                self.starter = Some(seat);
                msg!(
                    "keystone-roll-off-winner",
                    rolls = shown.join(", "),
                    crook = name(seat)
                )
            }
            RollOff::Reroll(seats) => {
                let names: Vec<String> = seats.iter().map(|&s| name(s).to_owned()).collect();
                self.tied = seats;
                msg!(
                    "keystone-roll-off-tie",
                    rolls = shown.join(", "),
                    crooks = and_list(&names)
                )
            }
        }
    }

    /// The caper as chosen.
    pub fn caper_action(&self) -> Action {
        Action::PlanCaper {
            caper: self.caper.trim().to_string(),
            complexity: self.complexity.unwrap_or(0),
            starter: self.starter.unwrap_or(usize::MAX),
        }
    }

    /// The next phase as typed.
    pub fn phase_action(&self) -> Action {
        Action::PlanPhase {
            task: self.task.trim().to_string(),
            crook: self.crook.unwrap_or(usize::MAX),
            element: self.element.trim().to_string(),
        }
    }

    /// Clears the phase form and offers the first crook still short of tasks.
    pub fn next_phase(&mut self, game: &Keystone) {
        self.task.clear();
        self.element.clear();
        let n = game.crooks().len();
        let plan = game.plan();
        self.crook = (0..n).find(|&c| plan.tasks_of(c) < plan.share(n));
    }

    /// The planning screen: the caper form first, then the phases.
    pub fn view<'a>(&'a self, game: &'a Keystone, status: String) -> Element<'a, Message> {
        let crooks = game.crooks();
        let n = crooks.len();
        let plan = game.plan();
        let seat_choice = |chosen: Option<usize>, on: fn(usize) -> Message| {
            row(crooks
                .iter()
                .enumerate()
                .map(|(seat, c)| radio(c.name.as_str(), seat, chosen, on).into()))
            .spacing(14)
        };
        let body = if plan.complexity == 0 {
            let choices: Vec<u8> = (1..=8u8)
                .filter_map(|k| u8::try_from(usize::from(k) * n).ok())
                .collect();
            column![
                text(t!("keystone-the-caper"))
                    .size(style::TITLE)
                    .font(style::BOLD),
                text_input(&t!("keystone-caper-placeholder"), &self.caper)
                    .on_input(Message::CaperTyped)
                    .width(420),
                row![
                    text(t!("keystone-complexity", crooks = n)),
                    pick_list(choices, self.complexity, Message::ComplexityChosen)
                        .placeholder(t!("keystone-choose")),
                ]
                .spacing(10)
                .align_y(iced::Center),
                text(t!("keystone-who-won-roll-off")),
                seat_choice(self.starter, Message::StarterChosen),
                button(text(if self.tied.is_empty() {
                    t!("keystone-roll-off")
                } else {
                    let names: Vec<String> = self
                        .tied
                        .iter()
                        .map(|&s| crooks.get(s).map_or("?", |c| c.name.as_str()).to_owned())
                        .collect();
                    t!("keystone-roll-again", crooks = and_list(&names))
                }))
                .on_press(Message::RollOff),
                text(status),
                button(text(t!("keystone-choose-caper"))).on_press(Message::ChooseCaper),
            ]
            .spacing(12)
        } else {
            let (planner, commenter) = plan.next_roles(n);
            let name = |s: usize| crooks.get(s).map_or("?", |c| c.name.as_str());
            let planned = column(plan.phases.iter().enumerate().map(|(i, p)| {
                text(t!(
                    "keystone-planned-phase",
                    phase = i + 1,
                    task = p.task.as_str(),
                    crook = name(p.crook),
                    element = p.element.as_str()
                ))
                .into()
            }))
            .spacing(4);
            column![
                text(t!(
                    "keystone-planning-title",
                    caper = plan.caper.as_str(),
                    phase = plan.phases.len() + 1,
                    phases = plan.complexity
                ))
                .size(style::TITLE)
                .font(style::BOLD),
                text(t!(
                    "keystone-planning-roles",
                    planner = name(planner),
                    commenter = name(commenter),
                    tasks = plan.share(n),
                    target = plan.ep_target()
                )),
                container(
                    column![
                        text_input(&t!("keystone-task-placeholder"), &self.task)
                            .on_input(Message::TaskTyped)
                            .width(Fill),
                        text(t!("keystone-whose-task")),
                        seat_choice(self.crook, Message::TaskCrookChosen),
                        text_input(&t!("keystone-element-placeholder"), &self.element)
                            .on_input(Message::ElementTyped)
                            .on_submit(Message::AddPhase)
                            .width(Fill),
                        text(status),
                        button(text(t!(
                            "keystone-add-phase",
                            phase = plan.phases.len() + 1
                        )))
                        .on_press(Message::AddPhase),
                    ]
                    .spacing(10),
                )
                .padding(12)
                .style(style::panel),
                text(t!("keystone-planned-so-far")).font(style::BOLD),
                planned,
            ]
            .spacing(12)
        };
        scrollable(body).into()
    }
}
