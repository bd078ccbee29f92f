//! The Detective phase as both consoles draw it, from the table's view alone: the Initial
//! Response, what the investigation has left ("Left: 1 movement point, 1 action"), the steps
//! the engine allows marked on the city, the Surveillance token placed (W) or used (S), the
//! Fire Station, comfort, the undercover agent, Split Second's building, and the question for
//! the picked civilian where the engine allows one (else why not). Every "may" here is
//! [`PublicView::may_investigate`], the engine's own check asked of the table's view, so the
//! Murderer's console and the public console against Alibi's Murderer offer the same steps,
//! and the engine takes each one they offer.

use super::pick::{self, Field, Typed};
use super::{Choice, Message, choices};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::intent::city::adjacent;
use crate::rules::intent::{Block, Civilian, Group, Layout, PublicView, Trait, Try};
use crate::t;
use crate::ui::style;
use iced::widget::{Column, Row, button, column, pick_list, row, text};
use iced::{Element, Length};

/// In the place of the "Next" line while the investigation is under way: what the Detective
/// has left, as the engine counts it.
pub(super) fn left(view: &PublicView) -> Option<Msg> {
    view.investigating().then(|| view.left.msg())
}

/// The blocks the next block click can go to in the Detective phase, marked on the city:
/// where the crime scene's civilians may go at the Initial Response, where the Fire Station
/// lets the picked civilian move, else the marker's steps the engine allows (none once both
/// movement points are spent).
pub(super) fn targets(view: &PublicView, selected: Option<Civilian>) -> Vec<Block> {
    let city = &view.notebook.city;
    if view.clearing.is_some() {
        return view.displace_to.clone();
    }
    match selected {
        Some(c) if view.investigation.fire_station().is_some() => city
            .block_of(c)
            .map(|b| city.open_neighbours(b).collect())
            .unwrap_or_default(),
        _ => adjacent(view.detective)
            .filter(|&b| view.may_investigate(Try::Step(b)).is_ok())
            .collect(),
    }
}

/// The Detective phase's panel, for the picked civilian (`selected`): the step that ends the
/// phase, apart, and the body. `bag`: Alibi's bag draws the Fire Station's token (Alibi
/// plays a side); otherwise the people say which token they drew. `ask` draws the question's
/// answers for a civilian the engine lets the Detective question (the Murderer's console
/// answers, the public console asks Alibi).
pub(super) fn actions<'a>(
    view: &'a PublicView,
    selected: Option<Civilian>,
    bag: bool,
    ask: impl FnOnce(Civilian) -> Element<'a, Message>,
) -> (Option<Element<'a, Message>>, Element<'a, Message>) {
    let city = &view.notebook.city;
    if let Some(scene) = view.clearing {
        return (None, text(clearing(city.civilians_in(scene))).into());
    }
    let end = button(text(t!("intent-play-end-investigation"))).on_press(Message::EndInvestigation);
    let mut panel = column![].spacing(8);
    if let Some(on) = view.surveillance {
        panel = panel.push(text(t!("intent-play-token-where", civilian = on.msg())));
    }
    panel = panel.push(fire_station(view, bag));
    if view.layout == Layout::SplitSecond {
        let removals = view.buildings.iter().map(|&(kind, b)| {
            button(text(t!(
                "intent-console-remove-building",
                building = kind.msg(),
                number = b
            )))
            .on_press(Message::RemoveBuilding(b))
            .into()
        });
        panel = panel.push(Row::with_children(removals).spacing(6).wrap());
    }
    if let Some(c) = selected {
        let mut buttons = surveillance(view, c);
        if city.intimidated(c) {
            buttons = buttons.push(
                button(text(t!("intent-play-comfort", civilian = c.msg())))
                    .on_press(Message::Comfort),
            );
        }
        if view.agent_due {
            buttons = buttons.push(button(text(t!("intent-play-agent"))).on_press(Message::Agent));
        }
        let questioning: Element<'a, Message> = match view.may_investigate(Try::Question(c)) {
            Ok(()) => column![text(t!("intent-play-question")).font(style::BOLD), ask(c)]
                .spacing(6)
                .into(),
            Err(reason) => text(t!("intent-console-no-questioning", reason = reason)).into(),
        };
        panel = panel.push(buttons).push(questioning);
    }
    (Some(end.into()), panel.into())
}

/// Surveillance of the picked civilian: the token used where it lies; elsewhere Surveillance
/// (the token placed by the Police Station, then used), and placing it only (W) where the
/// engine allows that. Surveillance is always offered: a refusal says why.
fn surveillance<'a>(view: &PublicView, c: Civilian) -> Column<'a, Message> {
    if view.surveillance == Some(c) {
        return column![
            button(text(t!("intent-play-use-token", civilian = c.msg())))
                .on_press(Message::Surveil)
        ]
        .spacing(6);
    }
    let watch = view.may_investigate(Try::Watch(c)).is_ok().then(|| {
        button(text(t!("intent-play-watch", civilian = c.msg()))).on_press(Message::Watch)
    });
    column![button(text(t!("intent-play-surveil", civilian = c.msg()))).on_press(Message::Surveil)]
        .push(watch)
        .spacing(6)
}

/// The Fire Station's action where the engine allows it: drawn by Alibi's bag (`bag`), or the
/// token the people drew; once drawn, what it lets move.
fn fire_station<'a>(view: &PublicView, bag: bool) -> Element<'a, Message> {
    if let Some(group) = view.investigation.fire_station() {
        return text(t!("intent-play-fire-drawn", group = group.msg())).into();
    }
    // The group drawn doesn't change whether the action is allowed here.
    if view
        .may_investigate(Try::FireStation(Group::Press))
        .is_err()
    {
        return iced::widget::space().height(Length::Shrink).into();
    }
    if bag {
        return button(text(t!("intent-play-fire-station")))
            .on_press(Message::FireStation)
            .into();
    }
    row![
        text(t!("intent-play-fire-station-pick")),
        pick_list(choices(Group::ALL), None::<Choice<Group>>, |Choice(g)| {
            Message::FireStationToken(g)
        })
        .placeholder(t!("intent-play-fire-station-group")),
    ]
    .spacing(8)
    .align_y(iced::Center)
    .into()
}

/// The question to ask, typed (`question`) or picked among the characteristics' buttons, the
/// one picked (`about`) highlighted.
pub(super) fn question_choice<'a>(
    about: Option<Trait>,
    question: &Typed,
    view: &PublicView,
) -> Column<'a, Message> {
    let questions = Trait::ALL.into_iter().map(|t| {
        button(text(t.msg().now()).size(style::BODY - 2.0))
            .style(if about == Some(t) {
                button::primary
            } else {
                button::secondary
            })
            .on_press(Message::AboutChosen(t))
            .into()
    });
    column![
        pick::field_view(Field::Question, question, view),
        Row::with_children(questions).spacing(4).wrap()
    ]
    .spacing(6)
}

/// The Initial Response's line: the civilians still to move off the crime scene.
fn clearing(civilians: impl Iterator<Item = Civilian>) -> String {
    let left = civilians
        .map(Civilian::msg)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .reduce(|rest, first| msg!("intent-play-and-the", first = first, rest = rest))
        .unwrap_or_else(|| Msg::raw(""));
    t!("intent-play-clear-scene", civilians = left)
}
