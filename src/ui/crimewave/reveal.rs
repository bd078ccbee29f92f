//! The end-of-game reveal on the console: every residence, every scene's culprit and every
//! answer with the truth behind it. It is part of the end of the game: nothing shows it
//! before. On the Killer player's console it then sits behind the PIN (or, without one, a
//! typed word), so a stray key can't put the secrets on the laptop's screen; when Alibi
//! played the Killers the secrets are everyone's at the end, and it is open.

use crate::record::Record;
use crate::rules::crimewave::Crimewave;
use crate::ui::lock::Guard;
use crate::ui::style;
use crate::{msg, t};
use iced::widget::{column, container, text};
use iced::{Element, Fill};
use std::time::Instant;

pub use crate::ui::lock::GuardMessage as Message;

/// The reveal's field, focused when the game ends.
pub const FIELD: &str = "crimewave-reveal";

/// The reveal panel's state: its guard.
#[derive(Debug, Clone, Default)]
pub struct Reveal {
    guard: Guard,
}

impl Reveal {
    /// Handles a message; `pin_hash` is the PIN's stored hash, if one is set.
    pub fn update(&mut self, message: Message, pin_hash: Option<&str>) {
        self.guard.update(message, pin_hash, Instant::now());
    }

    /// The panel at the end of the game: the guard (`pin`: a PIN is set), then the audit and
    /// the sealed-setup chain once it opens; `everyone`'s at once when Alibi kept the
    /// secrets.
    pub fn view<'a>(
        &'a self,
        record: &Record<Crimewave>,
        pin: bool,
        everyone: bool,
    ) -> Element<'a, Message> {
        let game = record.game();
        let mut panel = column![text(t!("crimewave-reveal-title")).font(style::BOLD)].spacing(6);
        if !everyone {
            panel = panel.push(self.guard.view(pin, FIELD, Instant::now()));
        }
        if everyone || self.guard.is_open() {
            let audit = game.audit();
            let mut lines: Vec<String> = audit
                .residences
                .iter()
                .map(|(killer, homes)| {
                    let mut homes = homes
                        .iter()
                        .map(|&l| msg!("crimewave-reveal-home", loc = l));
                    let first = homes.next().unwrap_or_else(|| crate::i18n::Msg::raw(""));
                    let all = homes.fold(first, |list, next| {
                        msg!("crimewave-reveal-then", first = list, second = next)
                    });
                    t!("crimewave-reveal-lived", killer = killer.msg(), homes = all)
                })
                .collect();
            lines.extend(audit.scenes.iter().map(|s| {
                let state = match (s.solved, s.removed) {
                    (true, _) => "solved",
                    (false, true) => "removed",
                    (false, false) => "unsolved",
                };
                t!(
                    "crimewave-reveal-scene",
                    loc = s.loc,
                    culprit = s.culprit.msg(),
                    opening = if s.opening { "yes" } else { "no" },
                    state = state
                )
            }));
            lines.extend(audit.answers.iter().map(|a| {
                t!(
                    "crimewave-reveal-answer",
                    answer = a.answer.clone(),
                    truth = a.truth.clone()
                )
            }));
            panel = panel.push(column(lines.into_iter().map(|l| text(l).into())).spacing(2));
            panel = panel.push(crate::ui::seal::chain(record));
        }
        container(panel)
            .padding(8)
            .width(Fill)
            .style(style::panel)
            .into()
    }
}
