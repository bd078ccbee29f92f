//! The end: the Detective's accusation, then — behind a typed confirmation, because the
//! console may face the table — the secrets and the audit of every murder and answer.

use super::{Message, Screen, card_words};
use crate::i18n::Msg;
use crate::rules::intent::city::block_msg;
use crate::rules::intent::{Action as IntentAction, Outcome};
use crate::ui::style;
use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Element, Fill};

/// What must be typed before the secrets appear.
pub const REVEAL_WORD: &str = "reveal";

/// The field the word is typed in, focused when the game ends.
pub(super) const REVEAL_FIELD: &str = "intent-reveal";

impl Screen {
    pub(super) fn end(&mut self, message: Message) {
        match message {
            Message::Accuse => {
                let (Some(c), Some(m)) = (self.accused, self.accused_motive) else {
                    self.status =
                        Some("Choose the civilian and the motive the Detective names.".into());
                    return;
                };
                self.act(IntentAction::Accuse(c, m), |result| {
                    format!("The Detective accused the {c}, a {m}: {result}.")
                });
            }
            Message::Reveal => {
                if self.confirm.trim().eq_ignore_ascii_case(REVEAL_WORD) {
                    self.revealed = true;
                } else {
                    self.status = Some(format!("Type \"{REVEAL_WORD}\" to show the secrets."));
                }
            }
            _ => {}
        }
    }

    /// The accusation form (City phase, or after the last round).
    pub(super) fn accusation(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let mut suspects: Vec<_> = game.city().civilians().collect();
        suspects.sort_by_key(|c| c.name());
        column![
            pick_list(suspects, self.accused, Message::AccusedChosen).placeholder("civilian"),
            row![
                pick_list(
                    game.motives().to_vec(),
                    self.accused_motive,
                    Message::AccusedMotiveChosen
                )
                .placeholder("motive"),
                self.typed_field(super::pick::Field::Motive),
            ]
            .spacing(8),
            button(text("Record the accusation (A)")).on_press(Message::Accuse),
        ]
        .spacing(8)
        .into()
    }

    pub(super) fn end_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let result = match game.outcome() {
            Some(Outcome::DetectiveWins) => {
                "The Detective wins: the Murderer and the motive are named."
            }
            Some(Outcome::MurdererWins) => "The Murderer wins: the accusation missed.",
            Some(Outcome::MurdererLoses) => "The Murderer refused to murder twice and loses.",
            None => "The game is over.",
        };
        let mut page = column![
            text(result).size(style::TITLE).font(style::BOLD),
            self.status_line(),
        ]
        .spacing(12);
        page = if self.revealed {
            page.push(self.audit_view())
        } else {
            page.push(
                row![
                    text(format!(
                        "Type \"{REVEAL_WORD}\" to show the secrets and the audit:"
                    )),
                    text_input(REVEAL_WORD, &self.confirm)
                        .id(REVEAL_FIELD)
                        .on_input(Message::ConfirmTyped)
                        .on_submit(Message::Reveal)
                        .width(160),
                    button(text("Reveal")).on_press(Message::Reveal),
                ]
                .spacing(10)
                .align_y(iced::Center),
            )
        };
        scrollable(page.padding([0, 12])).into()
    }

    fn audit_view(&self) -> Element<'_, Message> {
        let audit = self.session.game().audit();
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let secrets = [
            format!(
                "Murderer: {}",
                audit.murderer.map_or_else(String::new, card_words)
            ),
            format!(
                "Motive: {}",
                audit.motive.map_or_else(String::new, |m| m.name())
            ),
            format!(
                "Person of Interest: {}",
                audit.poi.map_or_else(String::new, card_words)
            ),
            format!("Supporters: {}", audit.supporters.map_or("", |g| g.name())),
        ];
        let murders = audit.murders.iter().map(|m| {
            format!(
                "Victim {}: the {} in {} — {}",
                m.number,
                m.victim,
                block_msg(m.block).now(),
                m.broke
                    .as_deref()
                    .map_or("legal".into(), |b| format!("ILLEGAL: {b}"))
            )
        });
        let surveillance = audit.surveillance.iter().map(|s| {
            format!(
                "Round {}: Surveillance on the {} — {} ({})",
                s.round,
                s.civilian,
                yes_no(s.answer),
                if s.honest { "honest" } else { "NOT HONEST" }
            )
        });
        let answers = audit.answers.iter().map(|a| {
            let note = match (a.answer == a.truth, a.lie_allowed) {
                (true, _) => "true",
                (false, true) => "a lie, allowed",
                (false, false) => "a lie, NOT ALLOWED",
            };
            format!(
                "Round {}: the {} — {} {} ({note})",
                a.round,
                a.civilian,
                a.about.question().now(),
                yes_no(a.answer)
            )
        });
        // Alibi's reasoning, when it played the Murderer: why each of its choices.
        let reasons = self
            .alibi_level(crate::plays::Side::Murderer)
            .map(|level| {
                let mut lines = vec!["Why Alibi chose what it chose:".to_owned()];
                lines.extend(
                    crate::plays::intent::murderer::reasons(level, self.session.record().actions())
                        .iter()
                        .map(Msg::now),
                );
                lines
            })
            .unwrap_or_default();
        let lines = secrets
            .into_iter()
            .chain(murders)
            .chain(surveillance)
            .chain(answers)
            .chain(reasons)
            .map(|line| text(line).into());
        container(
            column![
                text(if audit.clean {
                    "Audit: everything was within the rules."
                } else {
                    "Audit: something broke the rules (marked in capitals)."
                })
                .size(style::HEADING)
                .font(style::BOLD),
            ]
            .extend(lines)
            .push(crate::ui::seal::chain(self.session.record()))
            .spacing(4),
        )
        .padding(12)
        .width(Fill)
        .style(style::panel)
        .into()
    }
}
