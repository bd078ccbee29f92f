//! The board on the Killer player's console and what sits under it: the public marks with each
//! unsolved scene's culprit, the homes, the legal sites and the exposure heat switched on, the
//! heat's legend and each Killer's panel.

use super::forms::Form;
use super::{Message, Screen};
use crate::rules::crimewave::{Culprit, Killer};
use crate::t;
use crate::ui::style;
use crate::ui::table::crimewave::{evidence_tiles, killer_line, public_marks};
use crate::ui::widget::board::{self as board_widget, Marks};
use iced::widget::{checkbox, column, container, row, text};
use iced::{Element, Fill};

impl Screen {
    /// The board's marks on the console: the public ones, and on the Killer player's
    /// console each unsolved scene's culprit, the residences, then the overlays switched on.
    pub fn marks(&self) -> Marks {
        if self.public_console() {
            // Alibi plays the Killers: the console shows what the table sees, and where the
            // location typed is.
            return self.desk().marks();
        }
        let game = self.game();
        let view = &self.public;
        let mut marks = public_marks(view);
        // The console knows who did every unsolved scene: say so beside it. A location holds
        // at most one unsolved scene (a murder needs the earlier ones solved), so the location
        // finds it whatever order the public view lists scenes in.
        let unsolved: Vec<_> = game
            .audit()
            .scenes
            .into_iter()
            .filter(|s| !s.removed && !s.solved)
            .collect();
        // The board is small beside the forms: the culprit and the Evidence say enough (the
        // culprit's method is on the panel below).
        for (mark, public) in marks.scenes.iter_mut().zip(&self.public.scenes) {
            if mark.solved_by.is_some() || mark.random {
                continue;
            }
            if let Some(scene) = unsolved.iter().find(|s| s.loc == mark.loc) {
                let who = match scene.culprit {
                    Culprit::Killer(killer) => board_widget::letter(killer),
                    Culprit::Random => board_widget::random_letter(),
                };
                mark.label = format!("({who}) {}", evidence_tiles(public));
            }
        }
        marks.residences = Killer::ALL
            .into_iter()
            .filter_map(|k| game.residence(k).map(|loc| (k, loc)))
            .collect();
        // The Killer the form is placing a scene for: its legal sites are where to click.
        let placing = match self.form() {
            Some(Form::Scene(killer)) => Some(killer),
            Some(Form::Murder) => self.fields.killer(),
            _ => None,
        };
        for killer in Killer::ALL {
            if self.show_sites[index(killer)] || placing == Some(killer) {
                marks.sites.extend(
                    game.legal_locations(killer)
                        .into_iter()
                        .map(|l| (killer, l)),
                );
            }
            if self.show_heat[index(killer)] {
                // Each candidate's share of the assignments the public facts allow.
                marks.heat.extend(self.reasoning.heat(killer));
            }
        }
        if let Some(killer) = placing.filter(|_| self.form() == Some(Form::Murder)) {
            marks.safest = self.reasoning.safest(killer);
        }
        marks.selected = self.filled().loc();
        marks
    }

    /// Under the board when an exposure heat is on: what its shades mean, and how many
    /// homes each Killer shown could still have.
    pub(super) fn heat_legend(&self) -> Element<'_, Message> {
        let shown: Vec<String> = Killer::ALL
            .into_iter()
            .filter(|&k| self.show_heat[index(k)])
            .map(|k| match self.reasoning.deduction() {
                Some(deduction) => {
                    let left = deduction.count(k);
                    let grade = board_widget::HEAT_GRADES
                        .get(board_widget::heat_grade(deduction.top_share(k) as f32))
                        .map_or_else(String::new, board_widget::heat_grade_words);
                    t!(
                        "crimewave-heat-left",
                        letter = board_widget::letter(k),
                        count = left,
                        odds = odds(deduction.top_share(k)),
                        grade = grade
                    )
                }
                None => t!("crimewave-heat-working", letter = board_widget::letter(k)),
            })
            .collect();
        if shown.is_empty() {
            return column![].into();
        }
        let grades: Vec<String> = board_widget::HEAT_GRADES
            .iter()
            .map(board_widget::heat_grade_words)
            .collect();
        column![
            text(t!("crimewave-heat-title", killers = shown.join(" · ")))
                .size(style::BODY - 3.0)
                .font(style::BOLD),
            text(t!("crimewave-heat-legend", grades = grades.join(" · "))).size(style::BODY - 3.0),
        ]
        .into()
    }

    /// Under the board, private: each Killer's standing, home, exposure and legal sites, with
    /// the switches for their overlays.
    pub(super) fn killers_panel(&self) -> Element<'_, Message> {
        let game = self.game();
        let small = style::BODY - 3.0;
        let rows = Killer::ALL.into_iter().map(|k| {
            let home = game.residence(k).map_or_else(
                || t!("crimewave-no-home"),
                |l| t!("crimewave-home-secret", loc = l),
            );
            column![
                text(killer_line(
                    k,
                    game.method(k),
                    game.status(k),
                    game.spook(k),
                    game.case_file(k)
                ))
                .size(small)
                .font(style::BOLD),
                row![
                    text(t!(
                        "crimewave-killer-private",
                        home = home,
                        exposure = self.reasoning.exposure_text(k),
                        sites = game.legal_locations(k).len()
                    ))
                    .size(small)
                    .width(Fill),
                    checkbox(self.show_sites[index(k)])
                        .label(t!("crimewave-show-sites", key = index(k) + 1))
                        .size(14)
                        .text_size(small)
                        .on_toggle(move |on| Message::SitesToggled(k, on)),
                    checkbox(self.show_heat[index(k)])
                        .label(t!("crimewave-show-heat", key = index(k) + 4))
                        .size(14)
                        .text_size(small)
                        .on_toggle(move |on| Message::HeatToggled(k, on)),
                ]
                .spacing(8),
            ]
            .into()
        });
        container(column(rows).spacing(4))
            .padding(6)
            .width(Fill)
            .style(style::panel)
            .into()
    }
}

/// A Killer's place in the per-Killer switches (red, green, blue).
pub(super) fn index(killer: Killer) -> usize {
    match killer {
        Killer::Red => 0,
        Killer::Green => 1,
        Killer::Blue => 2,
    }
}

/// Under the board: which board it is, honest about a stand-in, and how to move it.
pub(super) fn board_caption(name: &str, stand_in: bool) -> String {
    t!(
        "crimewave-board-caption",
        board = board_widget::honest_name(name, stand_in)
    )
}

/// A share as odds a player reads: "1 in 4", "certain".
pub(super) fn odds(share: f64) -> String {
    if share >= 0.999 {
        t!("crimewave-odds-certain")
    } else if share <= 0.0 {
        t!("crimewave-odds-none")
    } else {
        t!("crimewave-odds", count = (1.0 / share).round() as i64)
    }
}
