//! Play: the answer just sent to the table, the form picker (Alt and a letter), the form being
//! filled with its help line and verdict, and the house rules.

use super::forms::{self, Field, Form, PLAY_FORMS};
use super::{Message, Screen};
use crate::rules::Rules;
use crate::rules::crimewave::{CONVICTION, Killer, Loc, OPENING_SCENES, Phase};
use crate::ui::style;
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
                        text("Sent to the table:").size(style::BODY),
                        text(answer.as_str())
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
            text(format!(
                "Public Panic {}/{} · Victim Counter {}/{}",
                view.panic, view.panic_max, view.victim_counter, view.victim_counter_length,
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
                column![text("Why Alibi's Killers chose what they chose").font(style::BOLD)]
                    .extend(
                        reasons
                            .into_iter()
                            .map(|r| text(r).size(style::BODY - 2.0).into()),
                    )
                    .spacing(4)
                    .into()
            };
            return page
                .push(text(game.progress()).size(style::HEADING).font(style::BOLD))
                .push(why)
                .push(self.status_line())
                .push(self.reveal.view(self.session.record()).map(Message::Reveal))
                .push(self.house_rules());
        }
        if view.panic_rose && !view.owes_next_raid.is_empty() {
            let owe = if view.owes_next_raid.len() == 1 {
                "owes"
            } else {
                "owe"
            };
            page = page.push(text(format!(
                "Public Panic rose: {} {owe} the next raid.",
                view.owes_next_raid.join(" or ")
            )));
        }
        let spooked: Vec<&str> = Killer::ALL
            .into_iter()
            .filter(|&k| game.may_change_method(k))
            .map(Killer::name)
            .collect();
        if !spooked.is_empty() && !self.coop() {
            let (who, verb) = match spooked.as_slice() {
                [one] => (format!("The {one}"), "is"),
                [rest @ .., last] => (format!("The {} and {last}", rest.join(", ")), "are"),
                [] => (String::new(), ""),
            };
            page = page.push(text(format!(
                "{who} {verb} spooked (meter at 2) and may change method: Alt+C."
            )));
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
            let label = format!("{} {}", letter.to_ascii_uppercase(), form.title());
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
            text("Hold Alt and press the letter:").size(style::BODY - 3.0),
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
            let input = text_input(forms::placeholder(field), self.fields.get(field))
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
                    button(text("Draw from the app's bag").size(style::BODY - 2.0))
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
                    button(text(format!("Roll the d8 for the {}", killer.name())))
                        .on_press(Message::RollMethod(killer)),
                );
            }
            Form::FullMoon => {
                page = page.push(
                    button(text("Roll the d8 for all three")).on_press(Message::RollFullMoon),
                );
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
                    button(text("Reveal: Alibi's Defense and the verdict (Enter)"))
                        .on_press_maybe(typed.then_some(Message::Submit)),
                )
                .into();
        }
        let check = form.check(&self.filled(), game);
        let (verdict, ready) = match &check {
            Ok(action) => (
                format!("Ready: {} (Enter records it)", game.describe(action)),
                true,
            ),
            Err(why) => (why.clone(), false),
        };
        page = page.push(text(verdict).font(style::BOLD));
        page = page
            .push(button(text("Record (Enter)")).on_press_maybe(ready.then_some(Message::Submit)));
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
            format!(
                "Legal sites for the {}: {}",
                killer.name(),
                sites.join(", ")
            )
        };
        match form {
            Form::Investigators if self.coop() => {
                Some("Every player at the table is an Investigator, in seat order.".into())
            }
            Form::Investigators => Some("Seat order starts at the Killer player's left.".into()),
            Form::Method(_) => Some(
                "Roll the app's d8, or type the face of the physical roll and press Enter.".into(),
            ),
            Form::Residence(_) => Some(format!(
                "Click a location or type it. Killers live at least {} spaces apart.",
                crate::rules::crimewave::SEPARATION
            )),
            Form::Scene(killer) => Some(format!(
                "Two scenes each ({OPENING_SCENES}), inside the comfort zone. {}",
                sites(killer)
            )),
            Form::Murder => self.fields.killer().map(sites),
            Form::Relocate(killer) => Some(format!(
                "The {} was spooked three times and must move to a new secret home before play goes on.",
                killer.name()
            )),
            Form::Raid => {
                let owes = game.public_view().owes_next_raid;
                (!owes.is_empty()).then(|| {
                    format!(
                        "The public expects the next raid from {}.",
                        owes.join(" or ")
                    )
                })
            }
            Form::Trial if game.on_trial().is_none() => {
                Some("No one is on trial: a trial follows a raid that hits.".into())
            }
            Form::Trial if self.coop() => game.on_trial().map(|accused| {
                format!(
                    "{} on trial: case file {}. Type the Prosecution cards' total; Alibi \
                     reveals its Defense with it. Case file + prosecution − defense: 10 convicts.",
                    accused.name(),
                    game.case_file(accused)
                )
            }),
            Form::Trial => game.on_trial().map(|accused| {
                let file = game.case_file(accused);
                let typed = |field| self.fields.get(field).trim().parse::<u32>().unwrap_or(0);
                let (p, d) = (typed(Field::Prosecution), typed(Field::Defense));
                // Signed and wide, as the engine counts: a strong defense can go below 0.
                let total = i64::from(file) + i64::from(p) - i64::from(d);
                let verdict = if total >= i64::from(CONVICTION) {
                    "convicted"
                } else {
                    "not enough: 10 convicts"
                };
                format!(
                    "{} on trial: case file {file} + prosecution {p} − defense {d} = {total} ({verdict})",
                    accused.name(),
                )
            }),
            Form::Watch => Some(if game.public_view().eligible_watches.is_empty() {
                "No location has 3 crime scenes on or next to it yet: no watch can go anywhere."
                    .into()
            } else {
                "The buttons below are the locations a watch may go now.".into()
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
                        format!(
                            "{} needs {} or lower on the d{} (worth {})",
                            forms::capitalised(t.kind.word()),
                            rule.roll,
                            settings.evidence_die,
                            rule.points
                        )
                    })
                    .collect();
                Some(if tiles.is_empty() {
                    format!("Every tile at {loc} is verified.")
                } else {
                    format!("Unverified at {loc}: {}.", tiles.join("; "))
                })
            }
            Form::Tie => Some(
                "Tie an unsolved scene to the accused before the trial (a wrong tie dismisses it); Alt+T for the trial."
                    .into(),
            ),
            _ => None,
        }
    }

    /// What the last attempt did, or why it was refused.
    pub(super) fn status_line(&self) -> Element<'_, Message> {
        text(self.status.clone().unwrap_or_default()).into()
    }

    /// The house-rules panel.
    pub(super) fn house_rules(&self) -> Element<'_, Message> {
        self.house_rules.view(self.game(), Message::HouseRules)
    }
}
