//! Play: the answer just sent to the table, the form picker (Alt and a letter), the form being
//! filled with its help line and verdict, and the house rules.

use super::forms::{self, Field, Form, PLAY_FORMS};
use super::{Message, Screen};
use crate::i18n::Msg;
use crate::rules::Rules;
use crate::rules::crimewave::{CONVICTION, Killer, Loc, OPENING_SCENES, Phase};
use crate::ui::style;
use crate::ui::table::crimewave::or_list;
use crate::{msg, t};
use iced::widget::{button, column, container, row, text, text_input};
use iced::{Element, Fill};

impl Screen {
    /// The play column: the answer just sent to the table, the forms, and the Killers' state.
    pub(super) fn play_view(&self) -> iced::widget::Column<'_, Message> {
        let game = self.game();
        let view = game.public_view();
        let mut page = column![].spacing(10);
        if let Some(panel) = self.alibi_panel() {
            page = page.push(panel);
        }
        if let Some(answer) = &self.answer {
            page = page.push(
                container(
                    column![
                        text(t!("crimewave-sent")).size(style::BODY),
                        text(answer.now())
                            .size(style::HEADING * 1.3)
                            .font(style::BOLD),
                    ]
                    .spacing(2),
                )
                .padding(10)
                .width(Fill)
                .style(style::panel),
            );
        }
        page = page.push(
            text(t!(
                "crimewave-meters",
                panic = view.panic,
                max = view.panic_max,
                victims = view.victim_counter,
                length = view.victim_counter_length,
            ))
            .font(style::BOLD),
        );
        let over = matches!(game.phase(), Phase::Ended(_));
        if over {
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
                .push(self.status_line())
                .push(self.reveal.view(self.session.record()).map(Message::Reveal))
                .push(self.house_rules());
        }
        if view.panic_rose && !view.owes_next_raid.is_empty() {
            page = page.push(text(t!(
                "crimewave-owes-raid",
                names = or_list(&view.owes_next_raid),
                count = view.owes_next_raid.len()
            )));
        }
        let spooked: Vec<Killer> = Killer::ALL
            .into_iter()
            .filter(|&k| game.may_change_method(k))
            .collect();
        if !spooked.is_empty() && !self.coop() {
            let mut names = spooked.iter().map(|k| k.msg());
            let first = names.next().unwrap_or_else(|| Msg::raw(""));
            let count = spooked.len();
            let who = names.enumerate().fold(first, |list, (i, next)| {
                // "A, B and C": commas, then "and" before the last.
                let last = i + 2 == count;
                if last {
                    msg!("crimewave-and", first = list, second = next)
                } else {
                    msg!("crimewave-do-list", first = list, second = next)
                }
            });
            page = page.push(text(t!("crimewave-spooked", killers = who, count = count)));
        }
        if let Some(form) = self.form() {
            // A forced move at Spook 3 is the only thing that may happen: no other forms.
            if !matches!(form, Form::Relocate(_)) {
                page = page.push(self.form_picker(form));
            }
            page = page.push(self.form_view(form));
        }
        page = page.push(self.status_line());
        page.push(self.house_rules())
            .push(self.reveal.view(self.session.record()).map(Message::Reveal))
    }

    /// The buttons that pick a play form, each with its Alt letter; `current` stands out.
    pub(super) fn form_picker(&self, current: Form) -> Element<'_, Message> {
        let forms: &[(Form, char)] = if self.coop() {
            &super::alibi::PERSON_FORMS
        } else {
            &PLAY_FORMS
        };
        let buttons = forms.iter().map(|&(form, letter)| {
            let label = t!(
                "crimewave-form-button",
                letter = letter.to_ascii_uppercase().to_string(),
                form = form.title()
            );
            button(text(label).size(style::BODY - 3.0))
                .padding([3, 6])
                .style(if form == current {
                    button::primary
                } else {
                    button::secondary
                })
                .on_press(Message::FormChosen(form))
                .into()
        });
        column![
            text(t!("crimewave-hold-alt")).size(style::BODY - 3.0),
            iced::widget::Row::with_children(buttons).spacing(4).wrap(),
        ]
        .spacing(2)
        .into()
    }

    /// A form: its title, help line, fields (with quick choices, or the places a location
    /// may be), what the engine would say, and the record button.
    pub(super) fn form_view(&self, form: Form) -> Element<'_, Message> {
        let game = self.game();
        let mut page =
            column![text(form.title()).size(style::HEADING).font(style::BOLD)].spacing(8);
        // Always a help line, even an empty one: a line that appears as the Killer is typed
        // would shift the inputs below it, and iced would hand the focus to another widget.
        page = page.push(text(self.form_help(form).unwrap_or_default()));
        // Alibi's Defense is revealed when the Prosecution is recorded, not typed.
        let coop_trial = form == Form::Trial && self.coop();
        for &field in form.fields() {
            if coop_trial && field == Field::Defense {
                continue;
            }
            let input = text_input(&forms::placeholder(field, game), self.fields.get(field))
                .id(field.id())
                .on_input(move |value| Message::Typed(field, value))
                .on_submit(Message::Submit)
                .width(Fill);
            let mut quick = row![].spacing(6);
            for (label, value) in forms::suggestions(form, field, game) {
                quick = quick.push(
                    button(text(label).size(style::BODY - 2.0))
                        .style(button::secondary)
                        .on_press(Message::Typed(field, value)),
                );
            }
            if field == Field::Evidence {
                quick = quick.push(
                    button(text(t!("crimewave-draw-bag")).size(style::BODY - 2.0))
                        .on_press(Message::DrawEvidence),
                );
            }
            let quick: Element<'_, Message> = if field == Field::Loc {
                self.places_view(form)
            } else {
                quick.wrap().into()
            };
            page = page.push(
                column![
                    text(forms::label(form, field, game)).size(style::BODY - 2.0),
                    input,
                    quick
                ]
                .spacing(4),
            );
        }
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
        if coop_trial {
            let typed = self
                .fields
                .get(Field::Prosecution)
                .trim()
                .parse::<u32>()
                .is_ok();
            return page
                .push(
                    button(text(t!("together-reveal")))
                        .on_press_maybe(typed.then_some(Message::Submit)),
                )
                .into();
        }
        let check = form.check(&self.filled(), game);
        let (verdict, ready) = match &check {
            Ok(action) => (t!("crimewave-ready", action = game.describe(action)), true),
            Err(why) => (why.clone(), false),
        };
        page = page.push(text(verdict).font(style::BOLD));
        page = page.push(
            button(text(t!("crimewave-record"))).on_press_maybe(ready.then_some(Message::Submit)),
        );
        if form == Form::Murder {
            page = page.push(
                self.reasoning
                    .murder_panel(self.fields.killer(), self.filled().loc()),
            );
        }
        page.into()
    }

    /// The private help a form shows: legal sites, the trial's sum, who owes a raid.
    pub(super) fn form_help(&self, form: Form) -> Option<String> {
        let game = self.game();
        let settings = game.settings();
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
            Form::Investigators if self.coop() => Some(t!("together-investigators-help")),
            Form::Investigators => Some(t!("crimewave-help-investigators")),
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
            Form::Relocate(killer) => Some(t!("crimewave-help-relocate", killer = killer.msg())),
            Form::Raid => {
                let owes = game.public_view().owes_next_raid;
                (!owes.is_empty()).then(|| t!("crimewave-help-raid", names = or_list(&owes)))
            }
            Form::Trial if game.on_trial().is_none() => Some(t!("crimewave-help-no-trial")),
            Form::Trial if self.coop() => game.on_trial().map(|accused| {
                t!(
                    "together-trial-help",
                    killer = accused.msg(),
                    file = game.case_file(accused)
                )
            }),
            Form::Trial => game.on_trial().map(|accused| {
                let file = game.case_file(accused);
                let typed = |field| self.fields.get(field).trim().parse::<u32>().unwrap_or(0);
                let (p, d) = (typed(Field::Prosecution), typed(Field::Defense));
                // Signed and wide, as the engine counts: a strong defense can go below 0.
                let total = i64::from(file) + i64::from(p) - i64::from(d);
                let verdict = if total >= i64::from(CONVICTION) {
                    msg!("crimewave-help-trial-convicts")
                } else {
                    msg!("crimewave-help-trial-short")
                };
                t!(
                    "crimewave-help-trial",
                    killer = accused.msg(),
                    file = file,
                    prosecution = p,
                    defense = d,
                    total = total,
                    verdict = verdict
                )
            }),
            Form::Watch => Some(if game.public_view().eligible_watches.is_empty() {
                t!("crimewave-help-no-watch")
            } else {
                t!("crimewave-help-watch")
            }),
            Form::Verify => {
                let loc = self.filled().loc()?;
                let view = game.public_view();
                let scene = view.scenes.iter().find(|s| s.loc == loc)?;
                let tiles: Vec<String> = scene
                    .evidence
                    .iter()
                    .filter(|t| !t.verified)
                    .map(|t| {
                        let rule = settings.evidence(t.kind);
                        t!(
                            "crimewave-help-verify-tile",
                            evidence = t.kind.msg(),
                            roll = rule.roll,
                            die = settings.evidence_die,
                            points = rule.points
                        )
                    })
                    .collect();
                Some(if tiles.is_empty() {
                    t!("crimewave-help-verified", loc = loc)
                } else {
                    t!("crimewave-help-verify", loc = loc, tiles = tiles.join("; "))
                })
            }
            Form::Tie => Some(t!("crimewave-help-tie")),
            _ => None,
        }
    }

    /// What the last attempt did, or why it was refused.
    pub(super) fn status_line(&self) -> Element<'_, Message> {
        text(self.status.as_ref().map(Msg::now).unwrap_or_default()).into()
    }

    /// The house-rules panel.
    pub(super) fn house_rules(&self) -> Element<'_, Message> {
        self.house_rules.view(self.game(), Message::HouseRules)
    }
}
