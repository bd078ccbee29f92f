//! The Master Plan: the caper, its complexity, the planning roll-off, then one phase at a time
//! with the Planner/Commenter rotation.

use super::Message;
use crate::rules::keystone::{Action, Character, Keystone, RollOff, roll_off};
use crate::ui::style;
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
    pub fn roll_off(&mut self, crooks: &[Character]) -> String {
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
                format!(
                    "Roll-off: {}. {} plans phase 1.",
                    shown.join(", "),
                    name(seat)
                )
            }
            RollOff::Reroll(seats) => {
                let names: Vec<&str> = seats.iter().map(|&s| name(s)).collect();
                self.tied = seats;
                format!(
                    "Roll-off: {}. {} tie and roll again.",
                    shown.join(", "),
                    names.join(" and ")
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
    pub fn view<'a>(&'a self, game: &'a Keystone, status: &'a str) -> Element<'a, Message> {
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
                text("The caper").size(style::TITLE).font(style::BOLD),
                text_input("What kind of caper? (e.g. bank robbery)", &self.caper)
                    .on_input(Message::CaperTyped)
                    .width(420),
                row![
                    text(format!(
                        "Complexity (phases; a multiple of the {n} crooks; above 20 is long)"
                    )),
                    pick_list(choices, self.complexity, Message::ComplexityChosen)
                        .placeholder("choose"),
                ]
                .spacing(10)
                .align_y(iced::Center),
                text("Who won the die roll-off? They plan phase 1."),
                seat_choice(self.starter, Message::StarterChosen),
                button(text(if self.tied.is_empty() {
                    "Roll the roll-off here".to_string()
                } else {
                    let names: Vec<&str> = self
                        .tied
                        .iter()
                        .map(|&s| crooks.get(s).map_or("?", |c| c.name.as_str()))
                        .collect();
                    format!("Roll again for {}", names.join(" and "))
                }))
                .on_press(Message::RollOff),
                text(status),
                button(text("Choose the caper")).on_press(Message::ChooseCaper),
            ]
            .spacing(12)
        } else {
            let (planner, commenter) = plan.next_roles(n);
            let name = |s: usize| crooks.get(s).map_or("?", |c| c.name.as_str());
            let planned = column(plan.phases.iter().enumerate().map(|(i, p)| {
                text(format!(
                    "{}. {} — {} (element: {})",
                    i + 1,
                    p.task,
                    name(p.crook),
                    p.element
                ))
                .into()
            }))
            .spacing(4);
            column![
                text(format!(
                    "Master Plan: {} — phase {} of {}",
                    plan.caper,
                    plan.phases.len() + 1,
                    plan.complexity
                ))
                .size(style::TITLE)
                .font(style::BOLD),
                text(format!(
                    "Planner: {}. Commenter: {}. Each crook gets {} task(s). Enforcement target: {}.",
                    name(planner),
                    name(commenter),
                    plan.share(n),
                    plan.ep_target()
                )),
                container(
                    column![
                        text_input("The critical task (Planner)", &self.task)
                            .on_input(Message::TaskTyped)
                            .width(Fill),
                        text("Whose task is it?"),
                        seat_choice(self.crook, Message::TaskCrookChosen),
                        text_input(
                            "An element: an object, a detail, an NPC, a past event (Commenter)",
                            &self.element
                        )
                        .on_input(Message::ElementTyped)
                        .on_submit(Message::AddPhase)
                        .width(Fill),
                        text(status),
                        button(text(format!("Add phase {}", plan.phases.len() + 1)))
                            .on_press(Message::AddPhase),
                    ]
                    .spacing(10),
                )
                .padding(12)
                .style(style::panel),
                text("Planned so far").font(style::BOLD),
                planned,
            ]
            .spacing(12)
        };
        scrollable(body).into()
    }
}
