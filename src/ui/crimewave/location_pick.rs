//! Picking a location from the keyboard. The location field takes a number or a city's name;
//! under it stand the places that fit what was typed or, with nothing typed, the places the
//! form is about (a Killer's legal sites, the spots a watch may go, the scenes a tie or a
//! verification can name). ↑ and ↓ walk those places, filling the field and ringing the place
//! on the board; Enter records; Escape clears the pick and keeps the keyboard on the field.

use super::forms::{Field, Fields, Form};
use super::{Message, Screen};
use crate::rules::crimewave::{Board, Loc, city_msg};
use iced::Task;
use iced::keyboard::{Key, key::Named};
use iced::widget::operation;
use std::borrow::Cow;

/// The board's locations that fit typed text, best first: the number itself, the numbers
/// starting with it, then the cities whose name (in the table's language or as the board
/// file has it) starts with it, then those containing it.
pub fn matching(board: &Board, typed: &str) -> Vec<Loc> {
    let lowered = typed.trim().to_lowercase();
    let typed = lowered.as_str();
    if typed.is_empty() {
        return Vec::new();
    }
    let mut numbers: Vec<Loc> = board
        .nodes()
        .iter()
        .map(|n| n.id)
        .filter(|id| id.to_string().starts_with(typed))
        .collect();
    // 5 before 50–59, and those in order.
    numbers.sort_by_key(|id| (id.to_string().len(), *id));
    let city = |starting: bool| {
        board.nodes().iter().filter_map(move |n| {
            let city = n.city.as_deref()?;
            let names = [city.to_lowercase(), city_msg(city).now().to_lowercase()];
            let fits = names.iter().any(|name| {
                if starting {
                    name.starts_with(typed)
                } else {
                    !name.starts_with(typed) && name.contains(typed)
                }
            });
            let started = names.iter().any(|name| name.starts_with(typed));
            // A name containing it, not starting with it, comes in the second round.
            (fits && (starting || !started)).then_some(n.id)
        })
    };
    numbers.extend(city(true));
    numbers.extend(city(false));
    numbers
}

/// The key's message on the Crimewave console: the arrows walk the location pick, Escape
/// clears it, Enter records (or says Done).
pub fn key_message(key: &Key) -> Option<Message> {
    match key.as_ref() {
        Key::Named(Named::ArrowUp) => Some(Message::LocationStepped { down: false }),
        Key::Named(Named::ArrowDown) => Some(Message::LocationStepped { down: true }),
        Key::Named(Named::Escape) => Some(Message::LocationCleared),
        // With no field taking the keyboard, Enter still records the form, or says Done
        // to Alibi's instruction.
        Key::Named(Named::Enter) => Some(Message::Submit),
        _ => None,
    }
}

/// The fields as a form reads them: a city's name (or part of one) typed in the location
/// field stands for the first place on `board` it fits.
pub(super) fn filled<'a>(fields: &'a Fields, board: Option<&Board>) -> Cow<'a, Fields> {
    let typed = fields.get(Field::Loc).trim();
    if typed.is_empty() || typed.parse::<Loc>().is_ok() {
        return Cow::Borrowed(fields);
    }
    match board.and_then(|board| matching(board, typed).first().copied()) {
        Some(loc) => {
            let mut fields = fields.clone();
            fields.choose_loc(loc);
            Cow::Owned(fields)
        }
        None => Cow::Borrowed(fields),
    }
}

/// The places the location field offers: what fits the typed text (the form's own places,
/// `offered`, first), or the form's places, or with neither the whole board in order.
pub(super) fn places(
    fields: &Fields,
    board: Option<&Board>,
    offered: Option<Vec<Loc>>,
) -> Vec<Loc> {
    let Some(board) = board else {
        return Vec::new();
    };
    let typed = fields.loc_typed();
    if typed.trim().is_empty() {
        return offered.unwrap_or_else(|| board.nodes().iter().map(|n| n.id).collect());
    }
    let (mut first, rest): (Vec<Loc>, Vec<Loc>) = matching(board, typed)
        .into_iter()
        .partition(|loc| offered.as_ref().is_none_or(|o| o.contains(loc)));
    first.extend(rest);
    first
}

impl Screen {
    /// The places a form is about: a Killer's legal sites for its scenes and murders (the
    /// Killer player's console only), or the public ones the desk offers.
    pub(super) fn offered(&self, form: Form) -> Option<Vec<Loc>> {
        let game = self.game();
        match form {
            Form::Scene(killer) if !self.public_console() => Some(game.legal_locations(killer)),
            Form::Murder if !self.public_console() => self
                .fields
                .killer()
                .map(|killer| game.legal_locations(killer)),
            _ => self.desk().offered(form),
        }
    }

    /// The fields as the form reads them (see [`filled`]).
    pub(super) fn filled(&self) -> Cow<'_, Fields> {
        filled(&self.fields, self.game().board())
    }

    /// ↑ or ↓: the previous or next place offered, round the list (from the first or last
    /// when the field holds none of them).
    pub(super) fn step_location(&mut self, down: bool) {
        let Some(form) = self.form().filter(|f| f.fields().contains(&Field::Loc)) else {
            return;
        };
        let places = places(&self.fields, self.game().board(), self.offered(form));
        if places.is_empty() {
            return;
        }
        let now = self.filled().loc();
        let last = places.len() - 1;
        let next = match places.iter().position(|&p| Some(p) == now) {
            Some(at) if down => (at + 1) % places.len(),
            Some(at) => (at + last) % places.len(),
            None if down => 0,
            None => last,
        };
        self.fields.choose_loc(places[next]);
    }

    /// Escape: the location goes, and the keyboard goes back to its field.
    pub(super) fn clear_location(&mut self) -> Task<Message> {
        match self.form().filter(|f| f.fields().contains(&Field::Loc)) {
            Some(_) => {
                self.fields.set(Field::Loc, String::new());
                operation::focus(Field::Loc.id())
            }
            None => Task::none(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_come_shortest_first_and_cities_by_name() {
        let board = Board::stand_in();
        let fives = matching(&board, "5");
        assert_eq!(fives.first(), Some(&5));
        assert_eq!(&fives[1..11], &[50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
        let los = matching(&board, "los");
        assert_eq!(los.len(), 1);
        assert_eq!(
            board.node(los[0]).unwrap().city.as_deref(),
            Some("Los Angeles")
        );
        // Names starting with it, then names containing it.
        let named = |typed: &str| -> Vec<String> {
            matching(&board, typed)
                .into_iter()
                .filter_map(|l| board.node(l)?.city.clone())
                .collect()
        };
        let san = named("san");
        assert_eq!(san.len(), 4, "{san:?}");
        assert!(san.iter().all(|c| c.to_lowercase().starts_with("san")));
        assert_eq!(named("geles"), ["Los Angeles"]);
        assert!(matching(&board, "zzz").is_empty());
        assert!(matching(&board, "  ").is_empty());
    }
}
