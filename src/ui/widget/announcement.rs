//! Alibi's part of a console when it plays a side, the same in every game: who plays what,
//! "Alibi is thinking…", and the instruction on show (its headline and steps) with its Done
//! button. A screen adds what is its own below it (Intent's question, Crimewave's tiles).

use crate::plays::Announcement;
use crate::t;
use crate::ui::style;
use iced::widget::{Column, button, column, text};

/// The panel's column: `seats` in small type, thinking, the instruction `said` and, when
/// `done` is given, the button that says it was carried out (Enter).
pub fn panel<'a, M: Clone + 'a>(
    seats: String,
    thinking: bool,
    said: Option<&Announcement>,
    done: Option<M>,
) -> Column<'a, M> {
    let mut panel = column![text(seats).size(style::BODY - 2.0)].spacing(8);
    if thinking {
        panel = panel.push(
            text(t!("plays-thinking"))
                .size(style::HEADING)
                .font(style::BOLD),
        );
    }
    if let Some(said) = said {
        panel = panel
            .push(
                text(said.headline.now())
                    .size(style::HEADING)
                    .font(style::BOLD),
            )
            .extend(said.steps.iter().map(|s| text(s.now()).into()));
        if let Some(done) = done {
            panel = panel.push(button(text(t!("plays-done")).font(style::BOLD)).on_press(done));
        }
    }
    panel
}
