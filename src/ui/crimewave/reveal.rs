//! The end-of-game reveal on the console: every residence, every scene's culprit and every
//! answer with the truth behind it. It sits behind a typed word so a stray click during play
//! can't put the secrets on the laptop's screen.

use crate::record::Record;
use crate::rules::crimewave::Crimewave;
use crate::ui::style;
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
            text("End-of-game reveal").font(style::BOLD),
            text(format!(
                "Shows every secret on this screen. Type \"{CONFIRM}\" to show it; clear the field to hide it."
            ))
            .size(style::BODY - 2.0),
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
                    let homes: Vec<String> = homes.iter().map(|l| l.to_string()).collect();
                    format!("{} lived at {}", killer.name(), homes.join(", then "))
                })
                .collect();
            lines.extend(audit.scenes.iter().map(|s| {
                format!(
                    "Scene at {}: {}{}{}{}",
                    s.loc,
                    s.culprit.name(),
                    if s.opening { " (opening)" } else { "" },
                    if s.solved { ", solved" } else { ", unsolved" },
                    if s.removed {
                        ", removed by a wrong tie"
                    } else {
                        ""
                    },
                )
            }));
            lines.extend(
                audit
                    .answers
                    .iter()
                    .map(|a| format!("{} — because {}", a.answer, a.truth)),
            );
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
