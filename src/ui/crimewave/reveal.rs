//! The end-of-game reveal on the console: every residence, every scene's culprit and every
//! answer with the truth behind it. It sits behind a typed word so a stray click during play
//! can't put the secrets on the laptop's screen.

use crate::record::Record;
use crate::rules::crimewave::Crimewave;
use crate::ui::style;
use crate::{msg, t};
use iced::widget::{column, container, text, text_input};
use iced::{Element, Fill};

/// The word that opens the reveal.
const CONFIRM: &str = "reveal";

/// The reveal panel's state: what has been typed into the confirmation.
#[derive(Debug, Clone, Default)]
pub struct Reveal {
    typed: String,
}

/// What happened in the reveal panel.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// The confirmation field was typed in.
    Typed(String),
}

impl Reveal {
    /// Handles a message.
    pub fn update(&mut self, message: Message) {
        match message {
            Message::Typed(typed) => self.typed = typed,
        }
    }

    fn open(&self) -> bool {
        self.typed.trim().eq_ignore_ascii_case(CONFIRM)
    }

    /// The panel: the confirmation field, then the audit and the sealed-setup chain once the
    /// word is typed.
    pub fn view<'a>(&'a self, record: &Record<Crimewave>) -> Element<'a, Message> {
        let game = record.game();
        let mut panel = column![
            text(t!("crimewave-reveal-title")).font(style::BOLD),
            text(t!("crimewave-reveal-help", word = CONFIRM)).size(style::BODY - 2.0),
            text_input(CONFIRM, &self.typed)
                .id("crimewave-reveal")
                .on_input(Message::Typed)
                .width(200),
        ]
        .spacing(6);
        if self.open() {
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
