//! Play on the Killer player's console: the answer just sent to the table, the form picker
//! (Alt and a letter), the form being filled with its help line and verdict, the house rules,
//! and once the game is over the reveal. The public parts come from the [`Desk`]; the
//! Killers' own forms, their legal sites and the advice are this console's alone.
//!
//! [`Desk`]: super::desk::Desk

use super::forms::Form;
use super::{Message, Screen};
use crate::i18n::Msg;
use crate::rules::Rules;
use crate::rules::crimewave::{Killer, Loc, OPENING_SCENES, Phase};
use crate::ui::style;
use crate::{msg, t};
use iced::Element;
use iced::widget::{button, column, text};

impl Screen {
    /// The Killer player's play column: Alibi's panel when it played the Killers, what the
    /// rules changed, the answer just sent to the table, the meters, the forms, and, once
    /// the game is over, the reveal.
    pub(super) fn play_view(&self) -> iced::widget::Column<'_, Message> {
        let desk = self.desk();
        let game = self.game();
        let mut page = column![].spacing(10);
        page = page
            .push(desk.alibi_panel())
            .push(desk.answer_panel())
            .push(desk.meters());
        if let Phase::Ended(_) = game.phase() {
            // The game is won: what is left is the reveal, right here, not below the rules.
            let reasons = self.alibi_reasons();
            let why: Element<'_, Message> = if reasons.is_empty() {
                column![].into()
            } else {
                column![text(t!("together-why")).font(style::BOLD)]
                    .extend(
                        reasons
                            .iter()
                            .map(|r| text(r.now()).size(style::BODY - 2.0).into()),
                    )
                    .spacing(4)
                    .into()
            };
            return page
                .push(
                    text(game.progress().now())
                        .size(style::HEADING)
                        .font(style::BOLD),
                )
                .push(why)
                .push(desk.status_line())
                .push(self.reveal_view())
                .push(desk.house_rules(self.coop()));
        }
        page = page.push(desk.owes_raid());
        let spooked: Vec<Killer> = Killer::ALL
            .into_iter()
            .filter(|&k| game.may_change_method(k))
            .collect();
        if !spooked.is_empty() {
            page = page.push(text(t!(
                "crimewave-spooked",
                killers = and_list(&spooked),
                count = spooked.len()
            )));
        }
        if let Some(form) = desk.form {
            // A forced move at Spook 3 is the only thing that may happen: no other forms.
            if !matches!(form, Form::Relocate(_)) {
                page = page.push(desk.form_picker(form));
            }
            page = page.push(self.form_view(form));
        }
        page.push(desk.status_line())
            .push(desk.house_rules(self.coop()))
    }

    /// A form on the Killer player's console: its title and help line (the private help of
    /// the Killers' own forms), the fields, the d8's buttons, what the engine would say, the
    /// record button, and the murder advice.
    pub(super) fn form_view(&self, form: Form) -> Element<'_, Message> {
        let desk = self.desk();
        let mut page =
            column![text(form.title()).size(style::HEADING).font(style::BOLD)].spacing(8);
        // Always a help line, even an empty one: a line that appears as the Killer is typed
        // would shift the inputs below it, and iced would hand the focus to another widget.
        page = page.push(text(self.form_help(form).unwrap_or_default()));
        page = page.push(desk.fields_view(form, self.offered(form), None));
        match form {
            Form::Method(killer) => {
                page = page.push(
                    button(text(t!("crimewave-roll-for", killer = killer.msg())))
                        .on_press(Message::RollMethod(killer)),
                );
            }
            Form::FullMoon => {
                page = page
                    .push(button(text(t!("crimewave-roll-all"))).on_press(Message::RollFullMoon));
            }
            _ => {}
        }
        page = page.push(desk.verdict_view());
        if form == Form::Murder {
            page = page.push(
                self.reasoning
                    .murder_panel(self.fields.killer(), self.filled().loc()),
            );
        }
        page.into()
    }

    /// The help a form shows on the Killer player's console: the legal sites of a scene or a
    /// murder, the setup's rules; the public help otherwise.
    pub(super) fn form_help(&self, form: Form) -> Option<String> {
        let game = self.game();
        let sites = |killer: Killer| {
            let sites: Vec<String> = game
                .legal_locations(killer)
                .iter()
                .map(Loc::to_string)
                .collect();
            t!(
                "crimewave-legal-sites",
                killer = killer.msg(),
                sites = sites.join(", ")
            )
        };
        match form {
            Form::Method(_) => Some(t!("crimewave-help-method")),
            Form::Residence(_) => Some(t!(
                "crimewave-help-residence",
                apart = crate::rules::crimewave::SEPARATION
            )),
            Form::Scene(killer) => Some(t!(
                "crimewave-help-scene",
                count = OPENING_SCENES,
                sites = sites(killer)
            )),
            Form::Murder => self.fields.killer().map(sites),
            _ => self.desk().help(form, self.coop()),
        }
    }
}

/// "the Red Terror, the Green Slayer and the Blue Butcher" in the table's language.
fn and_list(killers: &[Killer]) -> Msg {
    let mut names = killers.iter().map(|k| k.msg());
    let first = names.next().unwrap_or_else(|| Msg::raw(""));
    let count = killers.len();
    names.enumerate().fold(first, |list, (i, next)| {
        // "A, B and C": commas, then "and" before the last.
        if i + 2 == count {
            msg!("crimewave-and", first = list, second = next)
        } else {
            msg!("crimewave-do-list", first = list, second = next)
        }
    })
}
