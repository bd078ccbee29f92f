//! Picking a civilian by typing (the mouse is never needed): `/` puts the keyboard in the
//! pick field, a few letters of the name narrow the civilians in the city (the match Enter
//! would pick is outlined on the city and named under the field), ↑ and ↓ move through the
//! matches, Enter picks, Escape clears what was typed and puts the pick down.

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

    /// Whether a name is being typed (the arrows then move through its matches).
    pub(super) fn typing(&self) -> bool {
        !self.pick.trim().is_empty()
    }

    /// The match Enter would pick now: the one the arrows moved to (the first at first).
    pub(super) fn typed_match(&self) -> Option<Civilian> {
        let matches = self.matches(&self.pick);
        matches
            .get(self.pick_at.min(matches.len().saturating_sub(1)))
            .copied()
    }

    /// ↑ or ↓ while typing: the previous or next match, round the list.
    pub(super) fn step_match(&mut self, down: bool) {
        let count = self.matches(&self.pick).len();
        if count > 0 {
            let at = self.pick_at.min(count - 1);
            self.pick_at = if down {
                (at + 1) % count
            } else {
                (at + count - 1) % count
            };
        }
    }

    /// Escape while typing: what was typed goes, and the pick with it.
    pub(super) fn clear_typed(&mut self) {
        self.pick.clear();
        self.pick_at = 0;
    }

    /// Enter in the pick field: picks the match shown (never drops a pick already made).
    /// In the City phase the name also fills the accusation's civilian.
    pub(super) fn pick_typed(&mut self) {
        if let Some(chosen) = self.typed_match() {
            if self.selected != Some(chosen) {
                self.update(Message::CivilianPicked(chosen));
            }
            if self.session.game().phase() == crate::rules::intent::Phase::City {
                self.accused = Some(chosen);
            }
            self.clear_typed();
        }
    }

    /// Once something is typed: what Enter would pick (it takes the place of the "Next" line
    /// while typing, so nothing a phase needs moves).
    pub(super) fn pick_hint(&self) -> Option<String> {
        if !self.typing() {
            return None;
        }
        let matches = self.matches(&self.pick);
        let chosen = self.typed_match();
        let others: Vec<String> = matches
            .iter()
            .filter(|&&c| Some(c) != chosen)
            .take(3)
            .map(Civilian::to_string)
            .collect();
        Some(match chosen {
            None => format!("No one called \"{}\" is in the city.", self.pick.trim()),
            Some(only) if others.is_empty() => format!("Enter picks the {only}."),
            Some(first) => format!(
                "Enter picks the {first} (↑↓ also {}{}).",
                others.join(", "),
                if matches.len() > 4 { ", …" } else { "" }
            ),
        })
    }

    /// The pick field.
    pub(super) fn pick_view(&self) -> Element<'_, Message> {
        text_input("/ then a name", &self.pick)
            .id(PICK_FIELD)
            .on_input(Message::PickTyped)
            .on_submit(Message::PickSubmitted)
            .size(style::BODY - 3.0)
            .width(Fill)
            .into()
    }
}
