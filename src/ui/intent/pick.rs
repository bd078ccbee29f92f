//! Picking a civilian by typing (the mouse is never needed): `/` puts the keyboard in the
//! pick field, a few letters of the name narrow the civilians in the city (the first match
//! is shown as you type), Enter picks it, Escape leaves the field and puts the pick down.

use super::{Message, Screen};
use crate::rules::intent::Civilian;
use crate::ui::style;
use iced::widget::text_input;
use iced::{Element, Fill};

/// The pick field's id, for the `/` key.
pub const PICK_FIELD: &str = "intent-pick";

impl Screen {
    /// The civilians in the city whose name matches what was typed: names starting with it
    /// first, then names containing it, each group in the city's order.
    pub(super) fn matches(&self, typed: &str) -> Vec<Civilian> {
        let typed = typed.trim().to_lowercase();
        if typed.is_empty() {
            return Vec::new();
        }
        let city: Vec<Civilian> = self.session.game().city().civilians().collect();
        let name = |c: &Civilian| c.to_string().to_lowercase();
        let starting = city.iter().filter(|c| name(c).starts_with(&typed));
        let within = city
            .iter()
            .filter(|c| !name(c).starts_with(&typed) && name(c).contains(&typed));
        starting.chain(within).copied().collect()
    }

    /// Enter in the pick field: picks the first match (never drops a pick already made).
    /// In the City phase the name also fills the accusation's civilian.
    pub(super) fn pick_typed(&mut self) {
        if let Some(&first) = self.matches(&self.pick).first() {
            if self.selected != Some(first) {
                self.update(Message::CivilianPicked(first));
            }
            if self.session.game().phase() == crate::rules::intent::Phase::City {
                self.accused = Some(first);
            }
            self.pick.clear();
        }
    }

    /// Once something is typed: what Enter would pick (it takes the place of the "Next" line
    /// while typing, so nothing a phase needs moves).
    pub(super) fn pick_hint(&self) -> Option<String> {
        if self.pick.trim().is_empty() {
            return None;
        }
        Some(match self.matches(&self.pick).as_slice() {
            [] => format!("No one called \"{}\" is in the city.", self.pick.trim()),
            [only] => format!("Enter picks the {only}."),
            [first, rest @ ..] => format!(
                "Enter picks the {first} (also {}).",
                rest.iter()
                    .take(3)
                    .map(Civilian::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        })
    }

    /// The pick field.
    pub(super) fn pick_view(&self) -> Element<'_, Message> {
        text_input("Pick by name: / then type, Enter", &self.pick)
            .id(PICK_FIELD)
            .on_input(Message::PickTyped)
            .on_submit(Message::PickSubmitted)
            .size(style::BODY - 3.0)
            .width(Fill)
            .into()
    }
}
