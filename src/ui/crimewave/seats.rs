//! Who plays the Killers: a person, or Alibi at a level, chosen at setup with Alibi's
//! measured strength beside it, and the line that says it on the table screen.

use super::Message;
use crate::i18n::Msg;
use crate::plays::crimewave::measured_win_rate;
use crate::plays::{Level, Seats, Side};
use crate::ui::style;
use crate::{msg, t};
use iced::Element;
use iced::widget::{column, pick_list, row, text};
use std::fmt;

/// Who plays the Killers, as the setup's pick list offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KillerSeat(pub Option<Level>);

impl fmt::Display for KillerSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => f.write_str(&t!("together-seat-person")),
            Some(level) => f.write_str(&t!(
                "together-seat-alibi",
                level = level_msg(level),
                rate = measured_win_rate(level)
            )),
        }
    }
}

/// Who plays what, for the table ("Alibi (hard) plays the Killers · everyone else
/// investigates").
pub fn seats_line(seats: &Seats) -> String {
    match seats.level(Side::Killers) {
        Some(level) => t!(
            "together-seats",
            alibi = msg!("crimewave-alibi-plays", level = level_msg(level))
        ),
        None => t!("together-seats", alibi = seats.words()),
    }
}

/// A level of Alibi's play in the table's language ("easy", "standard", "hard").
fn level_msg(level: Level) -> Msg {
    match level {
        Level::Easy => msg!("crimewave-level-easy"),
        Level::Standard => msg!("crimewave-level-standard"),
        Level::Hard => msg!("crimewave-level-hard"),
    }
}

/// The setup's choice of who plays the Killers (`now`: Alibi at that level, or a person),
/// with Alibi's measured strength.
pub(super) fn killers_seat_view<'a>(now: Option<Level>) -> Element<'a, Message> {
    let options: Vec<KillerSeat> = std::iter::once(KillerSeat(None))
        .chain(Level::ALL.into_iter().map(|l| KillerSeat(Some(l))))
        .collect();
    let mut panel = column![
        row![
            text(t!("together-who")).font(style::BOLD),
            pick_list(options, Some(KillerSeat(now)), |KillerSeat(level)| {
                Message::KillersChosen(level)
            }),
        ]
        .spacing(12)
        .align_y(iced::Center)
    ]
    .spacing(6);
    if let Some(level) = now {
        panel = panel.push(text(t!(
            "together-chosen",
            level = level_msg(level),
            line = msg!("together-level-line", level = level.slug()),
            rate = measured_win_rate(level),
        )));
        panel = panel.push(text(t!("together-variant")).size(style::BODY - 2.0));
    }
    panel.into()
}
