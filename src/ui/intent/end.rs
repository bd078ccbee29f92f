//! The end: the Detective's accusation, then the secrets and the audit of every murder and
//! answer. They are part of the end of the game: nothing shows them before. On a private
//! console they sit behind the PIN (or, without one, a typed word), because the console may
//! face the table; against Alibi's Murderer they are everyone's once the game is over.

use super::{Choice, Message, Screen, card_words, choices};
use crate::i18n::Msg;
use crate::rules::intent::city::block_msg;
use crate::rules::intent::{Action as IntentAction, Answer, Group, Motive, Outcome};
use crate::ui::lock::GuardMessage;
use crate::ui::style;
use crate::{msg, t};
use iced::widget::{button, column, container, pick_list, row, scrollable, text};
use iced::{Element, Fill};
use std::time::Instant;

/// The field the word is typed in, focused when the game ends.
pub(super) const REVEAL_FIELD: &str = "intent-reveal";

impl Screen {
    pub(super) fn end(&mut self, message: Message) {
        match message {
            Message::Accuse => {
                let (Some(c), Some(m)) = (self.accused, self.accused_motive) else {
                    self.status = Some(msg!("intent-end-choose"));
                    return;
                };
                self.act(IntentAction::Accuse(c, m), |result| {
                    let outcome = match result {
                        Answer::Ended(outcome) => Some(*outcome),
                        _ => None,
                    };
                    Some(msg!(
                        "intent-end-accused",
                        civilian = c.msg(),
                        motive = m.msg(),
                        result = Outcome::msg(outcome)
                    ))
                });
            }
            Message::ConfirmTyped(typed) => self.guard(GuardMessage::Typed(typed)),
            Message::Reveal => self.guard(GuardMessage::Show),
            Message::HideReveal => self.guard(GuardMessage::Hide),
            _ => {}
        }
    }

    /// The reveal's guard takes a message, once the game is over (nothing opens it before).
    fn guard(&mut self, message: GuardMessage) {
        if self.session.game().phase() != crate::rules::intent::Phase::Over {
            return;
        }
        self.reveal
            .update(message, self.reveal_pin.as_deref(), Instant::now());
    }

    /// The accusation form (City phase, or after the last round).
    pub(super) fn accusation(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let mut suspects = choices(game.city().civilians());
        suspects.sort_by_key(ToString::to_string);
        column![
            pick_list(suspects, self.accused.map(Choice), |Choice(c)| {
                Message::AccusedChosen(c)
            })
            .placeholder(t!("intent-console-placeholder-civilian")),
            row![
                pick_list(
                    choices(game.motives().iter().copied()),
                    self.accused_motive.map(Choice),
                    |Choice(m)| Message::AccusedMotiveChosen(m)
                )
                .placeholder(t!("intent-console-placeholder-motive")),
                self.typed_field(super::pick::Field::Motive),
            ]
            .spacing(8),
            button(text(t!("intent-end-record-accusation"))).on_press(Message::Accuse),
        ]
        .spacing(8)
        .into()
    }

    pub(super) fn end_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let result = match game.outcome() {
            Some(Outcome::DetectiveWins) => t!("intent-end-detective-wins"),
            Some(Outcome::MurdererWins) => t!("intent-end-murderer-wins"),
            Some(Outcome::MurdererLoses) => t!("intent-end-murderer-loses"),
            None => t!("intent-end-over"),
        };
        let mut page = column![
            text(result).size(style::TITLE).font(style::BOLD),
            self.status_line(),
        ]
        .spacing(12);
        // Against Alibi's Murderer the secrets are everyone's once the game is over.
        let everyone = self.alibi_murderer();
        if !everyone {
            page = page.push(
                self.reveal
                    .view(self.reveal_pin.is_some(), REVEAL_FIELD, Instant::now())
                    .map(|message| match message {
                        GuardMessage::Typed(typed) => Message::ConfirmTyped(typed),
                        GuardMessage::Show => Message::Reveal,
                        GuardMessage::Hide => Message::HideReveal,
                    }),
            );
        }
        if everyone || self.reveal.is_open() {
            page = page.push(self.audit_view());
        }
        scrollable(page.padding([0, 12])).into()
    }

    fn audit_view(&self) -> Element<'_, Message> {
        let audit = self.session.game().audit();
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let secrets = [
            msg!(
                "intent-audit-murderer",
                card = audit.murderer.map_or_else(String::new, card_words)
            ),
            msg!(
                "intent-side-motive",
                motive = audit.motive.map_or_else(|| Msg::raw(""), Motive::msg)
            ),
            msg!(
                "intent-side-poi",
                civilian = audit.poi.map_or_else(String::new, card_words)
            ),
            msg!(
                "intent-side-supporters",
                group = audit.supporters.map_or_else(|| Msg::raw(""), Group::msg)
            ),
        ];
        let murders = audit.murders.iter().map(|m| {
            msg!(
                "intent-audit-victim",
                number = m.number,
                victim = m.victim.msg(),
                block = block_msg(m.block),
                verdict = m.broke.clone().map_or_else(
                    || msg!("intent-audit-legal"),
                    |b| msg!("intent-audit-illegal", breach = b)
                )
            )
        });
        let surveillance = audit.surveillance.iter().map(|s| {
            msg!(
                "intent-audit-surveillance",
                round = s.round,
                civilian = s.civilian.msg(),
                answer = yes_no(s.answer),
                honest = yes_no(s.honest)
            )
        });
        let answers = audit.answers.iter().map(|a| {
            let note = match (a.answer == a.truth, a.lie_allowed) {
                (true, _) => "true",
                (false, true) => "allowed",
                (false, false) => "forbidden",
            };
            msg!(
                "intent-audit-answer",
                round = a.round,
                civilian = a.civilian.msg(),
                question = a.about.question(),
                answer = yes_no(a.answer),
                note = note
            )
        });
        // Alibi's reasoning, when it played the Murderer: why each of its choices.
        let reasons = self.alibi_reasons();
        let reasons = (!reasons.is_empty())
            .then(|| msg!("intent-audit-why"))
            .into_iter()
            .chain(reasons.iter().cloned());
        let lines = secrets
            .into_iter()
            .chain(murders)
            .chain(surveillance)
            .chain(answers)
            .chain(reasons)
            .map(|line| text(line.now()).into());
        container(
            column![
                text(if audit.clean {
                    t!("intent-audit-clean")
                } else {
                    t!("intent-audit-broken")
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
