//! Picking by typing (the mouse is never needed). Three fields work alike: a few letters
//! narrow the options (names starting with them first, then names containing them), the match
//! Enter would take is named under the field (a civilian is also outlined on the city), ↑ and
//! ↓ move through the matches, Enter takes it, Escape clears what was typed.
//!
//! - `/` the civilian pick: whom the next key acts on (in the City phase, also the accused);
//! - `Q` the question to ask the picked civilian (Detective phase): "tall", "senior"…;
//! - `V` the motive to accuse (City phase): "maniac"…

use super::{Message, Screen};
use crate::i18n::Msg;
use crate::rules::intent::{Civilian, Motive, Phase, PublicView, Trait};
use crate::ui::style;
use crate::{msg, t};
use iced::widget::text_input;
use iced::{Element, Fill};

/// The civilian pick field's id, for the `/` key.
pub const PICK_FIELD: &str = "intent-pick";
/// The question field's id, for the `Q` key.
pub const QUESTION_FIELD: &str = "intent-question";
/// The motive field's id, for the `V` key.
pub const MOTIVE_FIELD: &str = "intent-motive";

/// Which typed-pick field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The civilian pick.
    Civilian,
    /// The question for the picked civilian.
    Question,
    /// The motive to accuse.
    Motive,
}

/// What is typed in one field, and which of its matches Enter takes.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Typed {
    text: String,
    /// The match the arrows moved to (0: the first).
    at: usize,
}

impl Typed {
    /// New text: the first match is the one Enter takes again.
    fn set(&mut self, text: String) {
        self.text = text;
        self.at = 0;
    }

    fn clear(&mut self) {
        self.set(String::new());
    }

    /// What was typed.
    pub fn text(&self) -> &str {
        &self.text
    }

    fn is_typing(&self) -> bool {
        !self.text.trim().is_empty()
    }

    /// The options whose name fits what was typed, best first.
    fn matches<T: Copy>(&self, options: &[(String, T)]) -> Vec<T> {
        let lowered = self.text.trim().to_lowercase();
        let typed = lowered.as_str();
        if typed.is_empty() {
            return Vec::new();
        }
        let fits = |starting: bool| {
            options.iter().filter(move |(name, _)| {
                let name = name.to_lowercase();
                name.starts_with(typed) == starting && name.contains(typed)
            })
        };
        fits(true).chain(fits(false)).map(|(_, o)| *o).collect()
    }

    /// The match Enter takes now.
    fn chosen<T: Copy>(&self, options: &[(String, T)]) -> Option<T> {
        let matches = self.matches(options);
        matches
            .get(self.at.min(matches.len().saturating_sub(1)))
            .copied()
    }

    /// ↑ or ↓: the previous or next match, round the list.
    fn step(&mut self, count: usize, down: bool) {
        if count > 0 {
            let at = self.at.min(count - 1);
            self.at = if down {
                (at + 1) % count
            } else {
                (at + count - 1) % count
            };
        }
    }

    /// What Enter would take (`take`, a sentence of its own when `stop`), and who else
    /// matches, in words; `none` (a message of the `typed` text) when nothing matches; `None`
    /// while nothing is typed.
    fn hint<T: Copy + PartialEq>(
        &self,
        options: &[(String, T)],
        take: impl Fn(T) -> Msg,
        none: &'static str,
        stop: bool,
    ) -> Option<Msg> {
        if !self.is_typing() {
            return None;
        }
        let matches = self.matches(options);
        let Some(chosen) = self.chosen(options) else {
            return Some(Msg::new(none).arg("typed", self.text.trim()));
        };
        let others: Vec<&str> = matches
            .iter()
            .filter(|&&o| o != chosen)
            .take(3)
            .filter_map(|&o| options.iter().find(|(_, x)| *x == o))
            .map(|(name, _)| name.as_str())
            .collect();
        let yes = |b: bool| if b { "yes" } else { "no" };
        Some(if others.is_empty() {
            msg!("intent-pick-enter", taken = take(chosen), stop = yes(stop))
        } else {
            msg!(
                "intent-pick-enter-also",
                taken = take(chosen),
                others = others.join(", "),
                more = yes(matches.len() > 4)
            )
        })
    }
}

/// The civilians in the city in catalogue order, as the pick field reads their names.
fn civilians(view: &PublicView) -> Vec<(String, Civilian)> {
    let mut in_city: Vec<Civilian> = view
        .city
        .iter()
        .flat_map(|block| block.civilians.iter().map(|card| card.civilian))
        .collect();
    in_city.sort_unstable();
    in_city.into_iter().map(|c| (c.msg().now(), c)).collect()
}

/// The questions, as the question field reads them.
fn questions() -> Vec<(String, Trait)> {
    Trait::ALL.iter().map(|&t| (t.msg().now(), t)).collect()
}

/// The motives in play, as the motive field reads them.
fn motives(view: &PublicView) -> Vec<(String, Motive)> {
    view.motives_in_play
        .iter()
        .map(|&m| (m.msg().now(), m))
        .collect()
}

/// The civilian a name typed in the pick field would pick.
pub(super) fn typed_match(pick: &Typed, view: &PublicView) -> Option<Civilian> {
    pick.chosen(&civilians(view))
}

/// Once a name is typed in the pick field: what Enter would pick (it takes the place of the
/// "Next" line while typing, so nothing a phase needs moves).
pub(super) fn pick_hint(pick: &Typed, view: &PublicView) -> Option<Msg> {
    pick.hint(
        &civilians(view),
        |c| msg!("intent-pick-picks", civilian = c.msg()),
        "intent-pick-none-civilian",
        true,
    )
}

/// A typed-pick field holding `typed`, with what Enter would take under it once something is
/// typed (the civilian pick's line is the "Next" line instead); its options are what the
/// table sees (`view`).
pub(super) fn field_view<'a>(
    field: Field,
    typed: &Typed,
    view: &PublicView,
) -> Element<'a, Message> {
    let (id, placeholder, on_input, on_submit): (_, _, fn(String) -> Message, _) = match field {
        Field::Civilian => (
            PICK_FIELD,
            t!("intent-pick-placeholder-civilian"),
            Message::PickTyped,
            Message::PickSubmitted,
        ),
        Field::Question => (
            QUESTION_FIELD,
            t!("intent-pick-placeholder-question"),
            Message::QuestionTyped,
            Message::QuestionSubmitted,
        ),
        Field::Motive => (
            MOTIVE_FIELD,
            t!("intent-pick-placeholder-motive"),
            Message::MotiveTyped,
            Message::MotiveSubmitted,
        ),
    };
    let input = text_input(&placeholder, typed.text())
        .id(id)
        .on_input(on_input)
        .on_submit(on_submit)
        .size(style::BODY - 3.0)
        .width(Fill);
    let hint = match field {
        Field::Civilian => None,
        // A question already ends its sentence.
        Field::Question => typed.hint(
            &questions(),
            |t| msg!("intent-pick-asks", question = t.question()),
            "intent-pick-none-question",
            false,
        ),
        Field::Motive => typed.hint(
            &motives(view),
            |m| msg!("intent-pick-names", motive = m.msg()),
            "intent-pick-none-motive",
            true,
        ),
    };
    // Always a column with the field first: the field keeps its place among the widgets
    // when the hint comes and goes, and with it the keyboard (a field that became
    // something else after its first letter would drop the keyboard, and the next
    // letters would reach the console's keys).
    iced::widget::column![input]
        .push(hint.map(|hint| iced::widget::text(hint.now()).size(style::BODY - 3.0)))
        .spacing(2)
        .into()
}

impl Screen {
    fn civilians(&self) -> Vec<(String, Civilian)> {
        civilians(&self.public)
    }

    fn motives(&self) -> Vec<(String, Motive)> {
        motives(&self.public)
    }

    fn typed(&mut self, field: Field) -> &mut Typed {
        match field {
            Field::Civilian => &mut self.pick,
            Field::Question => &mut self.question,
            Field::Motive => &mut self.motive,
        }
    }

    /// Text typed in a field.
    pub(super) fn type_in(&mut self, field: Field, text: String) {
        self.typed(field).set(text);
        self.typing = Some(field);
    }

    /// The field being typed in, if anything is typed in it (the arrows then move through its
    /// matches instead of moving the Detective).
    pub(super) fn typing(&self) -> Option<Field> {
        self.typing.filter(|&field| match field {
            Field::Civilian => self.pick.is_typing(),
            Field::Question => self.question.is_typing(),
            Field::Motive => self.motive.is_typing(),
        })
    }

    /// The civilian Enter in the pick field would pick now.
    pub(super) fn typed_match(&self) -> Option<Civilian> {
        typed_match(&self.pick, &self.public)
    }

    /// ↑ or ↓ in the field being typed in.
    pub(super) fn step_match(&mut self, down: bool) {
        let Some(field) = self.typing() else {
            return;
        };
        let count = match field {
            Field::Civilian => self.pick.matches(&self.civilians()).len(),
            Field::Question => self.question.matches(&questions()).len(),
            Field::Motive => self.motive.matches(&self.motives()).len(),
        };
        self.typed(field).step(count, down);
    }

    /// Escape in the field being typed in: what was typed goes (and from the pick field, the
    /// pick with it).
    pub(super) fn clear_typed(&mut self) {
        let Some(field) = self.typing() else {
            return;
        };
        self.typed(field).clear();
        if field == Field::Civilian
            && let Some(picked) = self.selected
        {
            self.update(Message::CivilianPicked(picked));
        }
    }

    /// Enter in a field: takes the match shown (a civilian pick is never dropped this way; in
    /// the City phase the civilian is also the accused).
    pub(super) fn submit_typed(&mut self, field: Field) {
        match field {
            Field::Civilian => {
                let Some(chosen) = self.typed_match() else {
                    return;
                };
                if self.selected != Some(chosen) {
                    self.update(Message::CivilianPicked(chosen));
                }
                if self.session.game().phase() == Phase::City {
                    self.accused = Some(chosen);
                }
            }
            Field::Question => match self.question.chosen(&questions()) {
                Some(about) => self.about = Some(about),
                None => return,
            },
            Field::Motive => match self.motive.chosen(&self.motives()) {
                Some(motive) => self.accused_motive = Some(motive),
                None => return,
            },
        }
        self.typed(field).clear();
    }

    /// Once a name is typed in the pick field: what Enter would pick.
    pub(super) fn pick_hint(&self) -> Option<Msg> {
        pick_hint(&self.pick, &self.public)
    }

    /// A typed-pick field as this console holds it (see [`field_view`]).
    pub(super) fn typed_field(&self, field: Field) -> Element<'_, Message> {
        let typed = match field {
            Field::Civilian => &self.pick,
            Field::Question => &self.question,
            Field::Motive => &self.motive,
        };
        field_view(field, typed, &self.public)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options() -> Vec<(String, u8)> {
        ["Nurse", "Judge", "Journalist", "Banjo player"]
            .iter()
            .zip(0..)
            .map(|(n, i)| (n.to_string(), i))
            .collect()
    }

    #[test]
    fn names_starting_with_the_letters_come_before_names_containing_them() {
        let mut typed = Typed::default();
        typed.set("j".into());
        assert_eq!(typed.matches(&options()), [1, 2, 3]);
        typed.step(3, false);
        assert_eq!(
            typed.chosen(&options()),
            Some(3),
            "↑ from the first goes round"
        );
        typed.set("ur".into());
        assert_eq!(
            typed.chosen(&options()),
            Some(0),
            "new text: the first match again"
        );
        typed.set("zz".into());
        assert_eq!(typed.chosen(&options()), None);
        assert_eq!(
            typed
                .hint(
                    &options(),
                    |o| Msg::raw(format!("takes {o}")),
                    "intent-pick-none-civilian",
                    true
                )
                .map(|said| said.to_string()),
            Some("No one in the city is called \"zz\".".into())
        );
        typed.set("j".into());
        assert_eq!(
            typed
                .hint(&options(), |o| Msg::raw(format!("takes {o}")), "", true)
                .map(|said| said.to_string()),
            Some("Enter takes 1 (↑↓ also Journalist, Banjo player).".into()),
            "the others in the order of the options"
        );
    }
}
