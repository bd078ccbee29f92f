//! The console's keys: one letter for each action on the picked civilian, the arrows for a
//! one-block move (the Detective, or the picked civilian), T or L to answer the question
//! asked (truth or lie), Escape to put the pick down. While a name is typed in the pick
//! field, ↑ and ↓ move through its matches instead and Escape clears it.

use super::{Message, Screen};
use crate::rules::intent::{Block, Phase};
use iced::keyboard::{Key, key::Named};

impl Screen {
    /// A plain key pressed on the console (the app sends only keys no field took); `/`
    /// puts the keyboard in the pick field.
    pub fn key(&mut self, key: &Key) -> iced::Task<Message> {
        if matches!(key.as_ref(), Key::Character("/"))
            && self.session.game().phase() != Phase::Setup
        {
            return iced::widget::operation::focus(super::pick::PICK_FIELD);
        }
        if self.typing() {
            match key.as_ref() {
                Key::Named(Named::ArrowUp) => self.step_match(false),
                Key::Named(Named::ArrowDown) => self.step_match(true),
                Key::Named(Named::Escape) => {
                    self.clear_typed();
                    if let Some(picked) = self.selected {
                        self.update(Message::CivilianPicked(picked));
                    }
                }
                _ => {}
            }
            return iced::Task::none();
        }
        if let Some(message) = self.key_message(key) {
            self.update(message);
        }
        iced::Task::none()
    }

    fn key_message(&self, key: &Key) -> Option<Message> {
        let game = self.session.game();
        let phase = game.phase();
        let picked = self.selected.is_some();
        let asked = picked && self.about.is_some() && phase == Phase::Detective;
        match key.as_ref() {
            Key::Named(Named::Escape) => self.selected.map(Message::CivilianPicked),
            Key::Named(Named::ArrowUp) => self.step(-1, 0),
            Key::Named(Named::ArrowDown) => self.step(1, 0),
            Key::Named(Named::ArrowLeft) => self.step(0, -1),
            Key::Named(Named::ArrowRight) => self.step(0, 1),
            Key::Character("i") if picked && phase == Phase::Murderer => Some(Message::Intimidate),
            Key::Character("m") if picked && phase == Phase::Murderer => Some(Message::Murder),
            Key::Character("s") if picked && phase == Phase::Detective => Some(Message::Surveil),
            Key::Character("c") if picked && phase == Phase::Detective => Some(Message::Comfort),
            // Answering the question picked for the picked civilian (the engine refuses a lie
            // from a civilian who must tell the truth).
            Key::Character("t") if asked => Some(Message::Answer { lie: false }),
            Key::Character("l") if asked => Some(Message::Answer { lie: true }),
            Key::Character("e") if phase == Phase::Detective => Some(Message::EndInvestigation),
            Key::Character("n") if phase == Phase::City => Some(Message::NextRound),
            _ => None,
        }
    }

    /// The block one step away in a direction from what the arrows move now: the picked
    /// civilian in the City phase and at Initial Response, else the Detective.
    fn step(&self, rows: i8, cols: i8) -> Option<Message> {
        let game = self.session.game();
        let city = game.city();
        let from = match (game.phase(), self.selected) {
            (Phase::City, Some(c)) => city.block_of(c)?,
            (Phase::Detective, Some(c)) if !game.displacement_targets().is_empty() => {
                city.block_of(c)?
            }
            (Phase::Detective, _) => city.detective(),
            _ => return None,
        };
        let row = i8::try_from(from / 4).ok()? + rows;
        let col = i8::try_from(from % 4).ok()? + cols;
        ((0..4).contains(&row) && (0..4).contains(&col))
            .then(|| Message::BlockPicked((4 * row + col) as Block))
    }
}
