//! The setup wizard in the rulebook's order: the board (the stand-in or a traced one), the
//! Investigators, each Killer's method, home and two opening scenes, then Start.

use super::forms::Form;
use super::{Message, Screen};
use crate::rules::crimewave::{Crimewave, Culprit, Killer, OPENING_SCENES};
use crate::t;

impl Screen {
    /// The Killer player's setup column: the steps so far, the step now (a form, the board
    /// choice, or Start), what the last attempt did, and the house rules.
    pub(super) fn setup_view(&self) -> iced::widget::Column<'_, Message> {
        let desk = self.desk();
        let game = self.game();
        let mut page = desk.setup_heading();
        // Who plays the Killers is chosen with the board, before anything else.
        if game.board().is_none() {
            page = page.push(super::seats::killers_seat_view(None));
        }
        page = if game.board().is_none() {
            page.push(desk.board_choice())
        } else if let Some(form) = desk.form {
            page.push(self.form_view(form))
        } else {
            page.push(desk.start_view(t!("crimewave-setup-start-help")))
        };
        page.push(desk.status_line())
            .push(desk.house_rules(self.coop()))
    }
}

/// Opening scenes a Killer has placed (the console may know every culprit).
pub(super) fn opening_scenes(game: &Crimewave, killer: Killer) -> usize {
    game.audit()
        .scenes
        .iter()
        .filter(|s| s.opening && s.culprit == Culprit::Killer(killer))
        .count()
}

/// The next setup step in the rulebook's order (None once the board is missing or all is done).
pub(super) fn setup_step(game: &Crimewave) -> Option<Form> {
    game.board()?;
    if game.investigators().next().is_none() {
        return Some(Form::Investigators);
    }
    let all = Killer::ALL;
    if let Some(&k) = all.iter().find(|&&k| game.method(k).is_none()) {
        return Some(Form::Method(k));
    }
    if let Some(&k) = all.iter().find(|&&k| game.residence(k).is_none()) {
        return Some(Form::Residence(k));
    }
    all.iter()
        .find(|&&k| opening_scenes(game, k) < OPENING_SCENES)
        .map(|&k| Form::Scene(k))
}

/// Where setup stands, 0 (the board) to 5 (Start): public, as every step is done in front of
/// the table (only what the Killers chose is secret).
pub(super) fn setup_at(game: &Crimewave) -> usize {
    match setup_step(game) {
        _ if game.board().is_none() => 0,
        Some(Form::Investigators) => 1,
        Some(Form::Method(_)) => 2,
        Some(Form::Residence(_)) => 3,
        Some(_) => 4,
        None => 5,
    }
}

/// "Step 3 of 6: methods" and what is done, for setup standing at step `at`.
pub(super) fn setup_progress(at: usize) -> String {
    let steps = [
        t!("crimewave-step-board"),
        t!("crimewave-step-investigators"),
        t!("crimewave-step-methods"),
        t!("crimewave-step-residences"),
        t!("crimewave-step-scenes"),
        t!("crimewave-step-start"),
    ];
    let list: Vec<String> = steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if i < at {
                format!("✓ {s}")
            } else if i == at {
                format!("▶ {s}")
            } else {
                s.clone()
            }
        })
        .collect();
    t!(
        "crimewave-setup-progress",
        at = at + 1,
        count = steps.len(),
        steps = list.join(" · ")
    )
}
