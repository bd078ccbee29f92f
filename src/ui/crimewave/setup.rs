//! The setup wizard in the rulebook's order: the board (the stand-in or a traced one), the
//! Investigators, each Killer's method, home and two opening scenes, then Start.

use super::forms::Form;
use super::{Message, Screen};
use crate::rules::crimewave::{Crimewave, Culprit, Killer, OPENING_SCENES};
use crate::t;
use crate::ui::style;
use iced::Element;
use iced::widget::{button, column, text};

impl Screen {
    /// The setup column: the steps so far, the step now (a form, or the board choice, or
    /// Start), what the last attempt did, and the house rules.
    pub(super) fn setup_view(&self) -> iced::widget::Column<'_, Message> {
        let game = self.game();
        let step = setup_step(game);
        let mut page = column![
            text(t!("crimewave-setup-title"))
                .size(style::HEADING)
                .font(style::BOLD),
            text(setup_progress(game)),
        ]
        .spacing(12);
        // Who plays the Killers is chosen with the board, before anything else.
        if game.board().is_none() {
            page = page.push(self.killers_seat_view());
        }
        if let Some(panel) = self.alibi_panel() {
            page = page.push(panel);
        }
        let alibi_sets_up = matches!(
            step,
            Some(Form::Method(_) | Form::Residence(_) | Form::Scene(_))
        ) && self.coop();
        if alibi_sets_up {
            page = page.push(text(t!("together-setting-up")));
        } else if game.board().is_none() {
            page = page.push(
                column![
                    text(t!("crimewave-setup-board"))
                        .size(style::HEADING)
                        .font(style::BOLD),
                    text(t!("crimewave-setup-board-help")),
                    button(text(t!("crimewave-setup-stand-in"))).on_press(Message::StandInBoard),
                    self.traced_boards(),
                ]
                .spacing(8),
            );
        } else if let Some(form) = step {
            page = page.push(self.form_view(form));
        } else {
            page = page.push(
                column![
                    text(t!("crimewave-setup-start"))
                        .size(style::HEADING)
                        .font(style::BOLD),
                    text(if self.coop() {
                        t!("together-start")
                    } else {
                        t!("crimewave-setup-start-help")
                    }),
                    button(text(t!("crimewave-setup-start-button"))).on_press(Message::Start),
                ]
                .spacing(8),
            );
        }
        page.push(self.status_line()).push(self.house_rules())
    }

    /// The traced boards to choose from; unfinished ones say what they lack.
    pub(super) fn traced_boards(&self) -> Element<'_, Message> {
        column(
            self.traced
                .iter()
                .enumerate()
                .map(|(index, (path, board))| {
                    let file = path
                        .file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                    match board {
                        Ok(board) => button(text(t!(
                            "crimewave-setup-traced",
                            board = board.name(),
                            file = file.as_str()
                        )))
                        .on_press(Message::TracedBoard(index))
                        .into(),
                        Err(problem) => text(t!(
                            "crimewave-setup-traced-unfinished",
                            file = file.as_str(),
                            problem = problem.clone()
                        ))
                        .size(style::BODY - 2.0)
                        .into(),
                    }
                }),
        )
        .spacing(6)
        .into()
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

/// "Step 3 of 6: methods" and what is done.
pub(super) fn setup_progress(game: &Crimewave) -> String {
    let steps = [
        t!("crimewave-step-board"),
        t!("crimewave-step-investigators"),
        t!("crimewave-step-methods"),
        t!("crimewave-step-residences"),
        t!("crimewave-step-scenes"),
        t!("crimewave-step-start"),
    ];
    let at = match setup_step(game) {
        _ if game.board().is_none() => 0,
        Some(Form::Investigators) => 1,
        Some(Form::Method(_)) => 2,
        Some(Form::Residence(_)) => 3,
        Some(_) => 4,
        None => 5,
    };
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
