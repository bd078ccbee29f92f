//! Alibi deals: who plays each side (a person, or Alibi at a level), then the deal drawn from
//! the game's seed, Alibi's own secret cards and Supporters picked unseen when it plays the
//! Murderer.

use super::super::alibi::{level_msg, side_msg};
use super::super::{Message, Screen, Secret};
use crate::chance::{self, Draw};
use crate::i18n::Msg;
use crate::msg;
use crate::plays::intent::murderer;
use crate::plays::{Level, Seats, Side, decision_rng};
use crate::rules::intent::{Action as IntentAction, Mode, deal};
use crate::t;
use crate::ui::style;
use iced::Element;
use iced::widget::{button, column, pick_list, row, text};

/// `what` of the Supporters' pick in [`decision_rng`].
const SUPPORTERS: u64 = 21;

/// A seat in the "who plays" lists: a person (`None`) or Alibi at a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Seat(Option<Level>);

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Said at drawing time, in the language spoken then.
        f.write_str(&match self.0 {
            None => t!("intent-setup-seat-person"),
            Some(level) => t!("intent-setup-seat-alibi", level = level_msg(level)),
        })
    }
}

impl Screen {
    pub(super) fn deal(&mut self) {
        if !self.motives_ready() {
            return;
        }
        let seats = self.chosen_seats();
        if seats.is_some() && self.form.mode == Mode::Intuition {
            self.status = Some(msg!("intent-setup-intuition-declined"));
            return;
        }
        // Who plays what is fixed before the first card is dealt, with the seed of Alibi's
        // decisions.
        self.session.set_seats(seats.clone());
        let form = &self.form;
        // The deal is the game's, fixed by its seed: dealing again deals the same.
        let mut rng = chance::rng(self.session.seed(), Draw::Deal, &[]);
        let mut dealt = if seats.is_some() {
            Vec::new()
        } else {
            form.house_rules()
        };
        dealt.extend(deal(form.layout, form.mode, &form.motives, &mut rng));
        match seats.as_ref().and_then(|s| s.level(Side::Murderer)) {
            Some(level) => {
                // Alibi deals its own secret cards and picks its Supporters unseen.
                if dealt.into_iter().all(|a| self.act_for_alibi(a)) {
                    let game = self.session.game();
                    if let (Some(offered), Some(seats)) = (game.offered(), self.seats()) {
                        let moment = self.session.record().actions().len() as u64;
                        let mut rng = decision_rng(seats.seed, moment, SUPPORTERS);
                        let group = murderer::supporters(level, game, offered, &mut rng);
                        self.act_for_alibi(IntentAction::Supporters(group));
                    }
                    self.secret = Secret::Seen;
                    self.status = Some(msg!("intent-setup-dealt-alibi-murderer"));
                }
            }
            None => {
                if self.act_all(dealt) {
                    self.secret = Secret::Hidden;
                    self.status = Some(if seats.is_some() {
                        msg!("intent-setup-dealt-alibi")
                    } else {
                        msg!("intent-setup-dealt")
                    });
                }
            }
        }
    }

    /// The sides chosen for Alibi, with a fresh seed for its decisions.
    fn chosen_seats(&self) -> Option<Seats> {
        let [murderer, detective] = self.alibi.chosen;
        let (side, level) = match (murderer, detective) {
            (Some(level), _) => (Side::Murderer, level),
            (None, Some(level)) => (Side::Detective, level),
            (None, None) => return None,
        };
        Some(Seats::alibi(side, level, self.session.seed()))
    }

    /// Who plays each side: a person, or Alibi at a level.
    pub(super) fn seats_view(&self) -> Element<'_, Message> {
        let [murderer, detective] = self.alibi.chosen;
        let choice = |side: Side, now: Option<Level>| {
            let options: Vec<Seat> = std::iter::once(Seat(None))
                .chain(Level::ALL.into_iter().map(|l| Seat(Some(l))))
                .collect();
            pick_list(options, Some(Seat(now)), move |Seat(level)| {
                Message::SeatChosen(side, level)
            })
        };
        let chosen = murderer.or(detective);
        let mut panel = column![
            row![
                text(t!("intent-setup-who-plays")).font(style::BOLD),
                text(t!("intent-setup-the-murderer")),
                choice(Side::Murderer, murderer),
                text(t!("intent-setup-the-detective")),
                choice(Side::Detective, detective),
            ]
            .spacing(12)
            .align_y(iced::Center),
        ]
        .spacing(6);
        if let Some(level) = chosen {
            let (side, other) = if murderer.is_some() {
                (Side::Murderer, Side::Detective)
            } else {
                (Side::Detective, Side::Murderer)
            };
            let strength = crate::plays::intent::measured_win_rate(side, level).map_or_else(
                || Msg::raw(""),
                |rate| {
                    msg!(
                        "intent-setup-strength",
                        rate = rate,
                        other = side_msg(other)
                    )
                },
            );
            panel = panel.push(text(t!(
                "intent-setup-alibi-plays",
                side = side_msg(side),
                level = level_msg(level),
                line = msg!("intent-level-line", level = level.slug()),
                strength = strength
            )));
            if self.form.mode == Mode::Intuition {
                panel = panel.push(text(t!("intent-setup-intuition-declined")).font(style::BOLD));
            }
        }
        panel.into()
    }

    /// After Alibi dealt as the Detective: the person playing the Murderer looks at the
    /// secret cards, then starts. (Against Alibi's Murderer the console is public from the
    /// deal on: see `public`.)
    pub(super) fn alibi_start_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        column![
            self.secret_view(),
            text(t!("intent-setup-alibi-detective-start")).font(style::BOLD),
            button(text(t!("intent-setup-start"))).on_press_maybe(
                (self.secret == Secret::Seen && game.supporters().is_some())
                    .then_some(Message::Start)
            ),
        ]
        .spacing(14)
        .into()
    }
}
