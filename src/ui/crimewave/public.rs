//! The console while Alibi plays the Killers: a public screen, the whole table's. It is drawn
//! from a [`Desk`] and nothing else, so no panel here (or added later) can show a residence,
//! a culprit or a legal site: the only game it sees is the table's `PublicView`. The
//! Investigators' forms, Alibi's instructions and what the rules change, the public board and
//! each Killer's public line; no reveal until the game has ended (then the console is the
//! Killer player's again, and the secrets are everyone's).

use super::Message;
use super::desk::Desk;
use super::forms::{Field, Form};
use super::seats::killers_seat_view;
use crate::plays::Level;
use crate::rules::crimewave::Phase;
use crate::t;
use crate::ui::style;
use iced::widget::{button, column, row, scrollable, text};
use iced::{Element, FillPortion};

/// What the people see of setup before Alibi has set its Killers up, beside the desk.
pub(super) struct Setup {
    /// The level Alibi plays at.
    pub level: Level,
    /// Alibi is placing its Killers now (methods, homes, opening scenes).
    pub alibi_sets_up: bool,
}

/// The public console's body: the board with its public marks and the Killers' public
/// lines on the left, the forms on the right (`history` under them), or setup's column
/// before a board is chosen.
pub(super) fn view<'a>(
    desk: &Desk<'a>,
    setup: Setup,
    history: Element<'a, Message>,
) -> Element<'a, Message> {
    let controls = match desk.view.phase {
        Phase::Setup => setup_column(desk, setup),
        _ => play_column(desk),
    };
    match desk.board() {
        Some(map) => row![
            column![desk.board_view(map, desk.marks()), desk.killers_panel()]
                .spacing(4)
                .width(FillPortion(7)),
            scrollable(controls.push(history).padding([0, 12])).width(FillPortion(4)),
        ]
        .spacing(12)
        .into(),
        None => scrollable(controls.padding(iced::Padding::ZERO.right(16))).into(),
    }
}

/// Setup as the whole table follows it: the choice of who plays the Killers, the board, the
/// Investigators' names, Alibi placing its Killers, Start.
fn setup_column<'a>(desk: &Desk<'a>, setup: Setup) -> iced::widget::Column<'a, Message> {
    let mut page = desk.setup_heading();
    if desk.board().is_none() {
        page = page.push(killers_seat_view(Some(setup.level)));
    }
    if let Some(panel) = desk.alibi_panel() {
        page = page.push(panel);
    }
    page = if setup.alibi_sets_up {
        page.push(text(t!("together-setting-up")))
    } else if desk.board().is_none() {
        page.push(desk.board_choice())
    } else if let Some(form) = desk.form {
        page.push(form_view(desk, form))
    } else {
        page.push(desk.start_view(t!("together-start")))
    };
    page.push(desk.status_line()).push(desk.house_rules(true))
}

/// Play: Alibi's instruction, the answer just sent with what the rules changed, the meters,
/// who owes a raid, the Investigators' forms, the house rules.
fn play_column<'a>(desk: &Desk<'a>) -> iced::widget::Column<'a, Message> {
    let mut page = column![].spacing(10);
    page = page
        .push(desk.alibi_panel())
        .push(desk.answer_panel())
        .push(desk.meters())
        .push(desk.owes_raid());
    if let Some(form) = desk.form {
        page = page
            .push(desk.form_picker(form))
            .push(form_view(desk, form));
    }
    page.push(desk.status_line()).push(desk.house_rules(true))
}

/// One of the Investigators' forms: its title and help, the fields, and the verdict with the
/// record button (at a trial, the button that reveals Alibi's Defense with the people's
/// Prosecution).
fn form_view<'a>(desk: &Desk<'a>, form: Form) -> Element<'a, Message> {
    let mut page = column![
        text(form.title()).size(style::HEADING).font(style::BOLD),
        // Always a help line, even an empty one (a line appearing as one types would move
        // the fields, and the keyboard with them).
        text(desk.help(form, true).unwrap_or_default()),
    ]
    .spacing(8);
    let trial = form == Form::Trial;
    page = page.push(desk.fields_view(form, desk.offered(form), trial.then_some(Field::Defense)));
    if trial {
        let typed = desk
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
    page.push(desk.verdict_view()).into()
}
