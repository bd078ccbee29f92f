//! The console's keys: one letter for each action on the picked civilian, the arrows for a
//! one-block move (the Detective, or the picked civilian), T or L to answer the question
//! asked (truth or lie), A to record the accusation, Escape to put the pick down. `/`, `Q`
//! and `V` put the keyboard in the civilian, question and motive fields (`pick`); while
//! something is typed in one, ↑ and ↓ move through its matches instead and Escape clears it.

use super::{Message, Screen, pick};
use crate::rules::intent::{Block, Phase, Try};
use iced::keyboard::{Key, key::Named};

impl Screen {
    /// A plain key pressed on the console (the app sends only keys no field took, and
    /// Escape); `/`, `Q` and `V` put the keyboard in the typed-pick fields.
    pub fn key(&mut self, key: &Key) -> iced::Task<Message> {
        let phase = self.session.game().phase();
        if self.typing().is_some() {
            let typing_key = match key.as_ref() {
                Key::Named(Named::ArrowUp) => Some(false),
                Key::Named(Named::ArrowDown) => Some(true),
                Key::Named(Named::Escape) => None,
                // Any other key is the console's as usual (the field keeps what was typed).
                _ => return self.plain_key(key, phase),
            };
            match typing_key {
                Some(down) => self.step_match(down),
                None => self.clear_typed(),
            }
            return iced::Task::none();
        }
        self.plain_key(key, phase)
    }

    /// A key while nothing is being typed in a pick field.
    fn plain_key(&mut self, key: &Key, phase: Phase) -> iced::Task<Message> {
        // Q only where the console shows the question (the engine allows one).
        let asking = self
            .selected
            .is_some_and(|c| self.public.may_investigate(Try::Question(c)).is_ok());
        let field = match key.as_ref() {
            Key::Character("/") if phase != Phase::Setup => Some(pick::PICK_FIELD),
            Key::Character("q") if asking => Some(pick::QUESTION_FIELD),
            Key::Character("v") if phase == Phase::City => Some(pick::MOTIVE_FIELD),
            _ => None,
        };
        if let Some(field) = field {
            return iced::widget::operation::focus(field);
        }
        match self.key_message(key).map(|message| self.update(message)) {
            // Alibi may start thinking, or a field take the keyboard.
            Some(crate::ui::screen::Action::Run(task)) => task,
            _ => iced::Task::none(),
        }
    }

    fn key_message(&self, key: &Key) -> Option<Message> {
        let game = self.session.game();
        let phase = game.phase();
        let picked = self.selected.is_some();
        let asked = picked && self.about.is_some() && phase == Phase::Detective;
        if self.seats().is_some() {
            // Alibi's announcement is carried out; a question goes to Alibi, the Murderer.
            match key.as_ref() {
                Key::Named(Named::Enter) if self.alibi.announced.is_some() => {
                    return Some(Message::Confirm);
                }
                Key::Character("d") if phase == Phase::City => return Some(Message::DoneMoving),
                Key::Character("t") if asked && self.alibi_murderer() => {
                    return Some(Message::AskAlibi);
                }
                _ => {}
            }
        }
        match key.as_ref() {
            Key::Named(Named::Escape) => self.selected.map(Message::CivilianPicked),
            Key::Named(Named::ArrowUp) => self.step(-1, 0),
            Key::Named(Named::ArrowDown) => self.step(1, 0),
            Key::Named(Named::ArrowLeft) => self.step(0, -1),
            Key::Named(Named::ArrowRight) => self.step(0, 1),
            Key::Character("i") if picked && phase == Phase::Murderer => Some(Message::Intimidate),
            Key::Character("m") if picked && phase == Phase::Murderer => Some(Message::Murder),
            Key::Character("s") if picked && phase == Phase::Detective => Some(Message::Surveil),
            Key::Character("w") if picked && phase == Phase::Detective => Some(Message::Watch),
            Key::Character("c") if picked && phase == Phase::Detective => Some(Message::Comfort),
            // Answering the question picked for the picked civilian (the engine refuses a lie
            // from a civilian who must tell the truth).
            Key::Character("t") if asked => Some(Message::Answer { lie: false }),
            Key::Character("l") if asked => Some(Message::Answer { lie: true }),
            Key::Character("e") if phase == Phase::Detective => Some(Message::EndInvestigation),
            Key::Character("n") if phase == Phase::City => Some(Message::NextRound),
            Key::Character("a") if phase == Phase::City => Some(Message::Accuse),
            _ => None,
        }
    }

    /// The block one step away in a direction from what the arrows move now: the picked
    /// civilian in the City phase, at Initial Response and by the Fire Station's action,
    /// else the Detective.
    fn step(&self, rows: i8, cols: i8) -> Option<Message> {
        let game = self.session.game();
        let city = game.city();
        let from = match (game.phase(), self.selected) {
            (Phase::City, Some(c)) => city.block_of(c)?,
            // The Initial Response and the Fire Station's action move the picked civilian.
            (Phase::Detective, Some(c))
                if !game.displacement_targets().is_empty()
                    || game.investigation().fire_station().is_some() =>
            {
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
