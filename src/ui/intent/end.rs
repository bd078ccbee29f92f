//! The end: the Detective's accusation, then — behind a typed confirmation, because the
//! console may face the table — the secrets and the audit of every murder and answer.

use super::{Choice, Message, Screen, card_words, choices};
use crate::i18n::Msg;
use crate::rules::intent::city::block_msg;
use crate::rules::intent::{Action as IntentAction, Group, Motive, Outcome};
use crate::ui::style;
use crate::{msg, t};
use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Element, Fill};

/// What must be typed before the secrets appear (in English; the screens' language has its
/// own word too).
pub const REVEAL_WORD: &str = "reveal";

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
                    // The engine answers with the outcome's transcript words.
                    let outcome = [
                        Outcome::DetectiveWins,
                        Outcome::MurdererWins,
                        Outcome::MurdererLoses,
                    ]
                    .into_iter()
                    .find(|o| o.words() == result);
                    Some(msg!(
                        "intent-end-accused",
                        civilian = c.msg(),
                        motive = m.msg(),
                        result = Outcome::msg(outcome)
                    ))
                });
            }
            Message::Reveal => {
                let typed = self.confirm.trim();
                // The word in the screens' language, or the English one.
                if typed.eq_ignore_ascii_case(&t!("intent-end-reveal-word"))
                    || typed.eq_ignore_ascii_case(REVEAL_WORD)
                {
                    self.revealed = true;
                    self.status = None;
                } else {
                    self.status = Some(msg!(
                        "intent-end-type-reveal",
                        word = msg!("intent-end-reveal-word")
                    ));
                }
            }
            _ => {}
        }
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
        page = if self.revealed {
            page.push(self.audit_view())
        } else {
            page.push(
                row![
                    text(t!(
                        "intent-end-type-reveal-audit",
                        word = msg!("intent-end-reveal-word")
                    )),
                    text_input(&t!("intent-end-reveal-word"), &self.confirm)
                        .id(REVEAL_FIELD)
                        .on_input(Message::ConfirmTyped)
                        .on_submit(Message::Reveal)
                        .width(160),
                    button(text(t!("intent-end-reveal"))).on_press(Message::Reveal),
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
