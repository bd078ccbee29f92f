//! The console against Alibi's Murderer: a public screen, the Detective's and the whole
//! table's. Once Alibi has dealt, it is drawn from a [`Seen`] and nothing else until the game
//! is over, so no panel here (or added later) can show the Murderer, the motive, the Person
//! of Interest or the Supporters: the only game it sees is the table's `PublicView`. The
//! city, Alibi's instructions and what the rules change, the Detective's moves and questions
//! (Alibi answers), the accusation; no reveal before the end.

use super::pick::{self, Field, Typed};
use super::side::{Pane, pane, table_pane};
use super::{BlockChoice, Choice, Message, card_words, choices, investigation};
use crate::i18n::Msg;
use crate::plays::intent::announce::token_step;
use crate::plays::{Announcement, Side};
use crate::rules::intent::city::all_blocks;
use crate::rules::intent::{Block, Civilian, Motive, Phase, PublicView, Trait};
use crate::ui::style;
use crate::ui::widget::announcement;
use crate::ui::widget::city::{self, Marks};
use crate::{msg, t};
use iced::widget::{button, column, container, pick_list, row, scrollable, text};
use iced::{Element, Fill};

/// Everything the console against Alibi's Murderer may show: the table's view, the
/// Detective player's picks and typing, and Alibi's public words. Nothing in it holds a
/// secret, because none of its types can.
#[derive(Clone)]
pub(super) struct Seen<'a> {
    /// The game as the table sees it.
    pub view: &'a PublicView,
    /// The civilian picked on the city.
    pub selected: Option<Civilian>,
    /// The question picked for them.
    pub about: Option<Trait>,
    /// What is typed in the civilian, question and motive fields.
    pub pick: &'a Typed,
    /// See `pick`.
    pub question: &'a Typed,
    /// See `pick`.
    pub motive: &'a Typed,
    /// The accusation being put together.
    pub accused: Option<Civilian>,
    /// The motive in it.
    pub accused_motive: Option<Motive>,
    /// Where the Detective marker starts (setup).
    pub detective_start: Option<Block>,
    /// The side column's pane.
    pub pane: Pane,
    /// What the Detective player's last entry did, or why it was refused.
    pub status: Option<&'a Msg>,
    /// Who plays what.
    pub seats: Msg,
    /// Alibi is working out its move.
    pub thinking: bool,
    /// Alibi's instruction on show (what the rules changed after the last entry first).
    pub announced: Option<Announcement>,
    /// What the rules changed with the Detective player's last entry, while no instruction
    /// of Alibi's is on show.
    pub changes: Option<&'a Announcement>,
    /// The move is Alibi's (or its bag's): what the console says instead of the buttons.
    pub alibi_moves: Option<Msg>,
    /// The last murder is done: the accusation is next.
    pub last_murder_done: bool,
}

/// The console against Alibi's Murderer, from the moment Alibi has dealt until the end:
/// setup's last step, then the rounds.
pub(super) fn view<'a>(
    seen: Seen<'a>,
    history: impl Fn() -> Element<'a, Message> + 'a,
) -> Element<'a, Message> {
    match seen.view.phase {
        Phase::Setup => setup_view(&seen),
        _ => play_view(seen, history),
    }
}

/// After Alibi dealt: the sealed cards, and where the Detective marker starts.
fn setup_view<'a>(seen: &Seen<'a>) -> Element<'a, Message> {
    let blocks: Vec<BlockChoice> = all_blocks().map(BlockChoice).collect();
    scrollable(
        column![
            text(t!("intent-setup-title"))
                .size(style::TITLE)
                .font(style::BOLD),
            status_line(seen),
            container(text(t!("intent-setup-sealed")))
                .padding(12)
                .style(style::panel),
            text(t!("intent-setup-marker")).font(style::BOLD),
            row![
                pick_list(
                    blocks,
                    seen.detective_start.map(BlockChoice),
                    |BlockChoice(b)| Message::DetectiveStartChosen(b)
                )
                .placeholder(t!("intent-setup-choose-block")),
                button(text(t!("intent-setup-start"))).on_press(Message::Start),
            ]
            .spacing(10)
            .align_y(iced::Center),
        ]
        .spacing(14)
        .padding([0, 12]),
    )
    .into()
}

/// The rounds: the city on the left; on the right the round, Alibi's panel, what to do now,
/// the Detective's actions, and one pane (the answers, or the history).
fn play_view<'a>(
    seen: Seen<'a>,
    history: impl Fn() -> Element<'a, Message> + 'a,
) -> Element<'a, Message> {
    let view = seen.view;
    let marks = Marks {
        size: style::BODY - 3.0,
        selected: seen.selected,
        typed: pick::typed_match(seen.pick, view),
        flagged: Vec::new(),
        flag: "●",
        targets: targets(&seen),
        on_civilian: Some(Message::CivilianPicked),
        on_block: Some(Message::BlockPicked),
        stretch: false,
        traits: true,
    };
    let city = column![
        city::view(&view.city, view.detective, &marks),
        text(t!("intent-console-legend")).size(style::BODY - 4.0),
    ]
    .spacing(6);
    let open = seen.pane;
    let side =
        super::side::now_and_pane(open, move || (now_view(&seen), side_view(&seen, history())));
    row![scrollable(city).spacing(6).width(Fill), side]
        .spacing(12)
        .into()
}

/// What to do now: the round and the victims, Alibi's panel, the next step, the Detective's
/// actions and what the rules changed.
fn now_view<'a>(seen: &Seen<'a>) -> Element<'a, Message> {
    let view = seen.view;
    let heading = column![
        text(t!(
            "intent-table-round",
            round = view.round,
            phase = view.phase.slug()
        ))
        .size(style::HEADING)
        .font(style::BOLD),
        row![
            text(t!(
                "intent-play-victims",
                count = view.victims.len(),
                limit = view.victim_limit
            ))
            .font(style::BOLD),
            pick::field_view(Field::Civilian, seen.pick, view),
        ]
        .spacing(12)
        .align_y(iced::Center),
    ];
    let next = pick::pick_hint(seen.pick, view)
        .or_else(|| investigation::left(view))
        .unwrap_or_else(|| msg!("intent-console-next", expected = view.expected.clone()));
    column![heading, alibi_panel(seen)]
        .push(text(next.now()).font(style::BOLD))
        .push(status_line(seen))
        .push(pane(actions(seen)))
        .push(changes_panel(seen))
        .spacing(8)
        .into()
}

/// What was just done or why it was refused; nothing at all without news.
fn status_line<'a>(seen: &Seen<'a>) -> Element<'a, Message> {
    match seen.status {
        Some(status) => text(status.now()).font(style::BOLD).into(),
        None => iced::widget::space().into(),
    }
}

/// Alibi's panel: who plays what, thinking, and its instruction with the Done button.
fn alibi_panel<'a>(seen: &Seen<'a>) -> Element<'a, Message> {
    container(announcement::panel(
        seen.seats.now(),
        seen.thinking,
        seen.announced.as_ref(),
        Some(Message::Confirm),
    ))
    .padding(10)
    .width(Fill)
    .style(style::warning_banner)
    .into()
}

/// What the rules changed with the last entry, while Alibi has nothing on show.
fn changes_panel<'a>(seen: &Seen<'a>) -> Option<Element<'a, Message>> {
    let changes = seen.changes.filter(|_| seen.announced.is_none())?;
    Some(
        container(announcement::panel::<Message>(
            String::new(),
            false,
            Some(changes),
            None,
        ))
        .padding(10)
        .width(Fill)
        .style(style::warning_banner)
        .into(),
    )
}

/// The blocks the next click can go to: where the Detective may step, where the Initial
/// Response may put a civilian, where a picked civilian may move in the City phase.
fn targets(seen: &Seen<'_>) -> Vec<Block> {
    if seen.alibi_moves.is_some() {
        return Vec::new();
    }
    let view = seen.view;
    let city = &view.notebook.city;
    match (view.phase, seen.selected) {
        (Phase::Detective, _) => investigation::targets(view, seen.selected),
        (Phase::City, Some(c)) => city
            .block_of(c)
            .map(|b| {
                city.open_neighbours(b)
                    .filter(|&n| !city.is_crime_scene(n))
                    .collect()
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The phase's actions: the picked civilian (or what to pick), their actions, and the step
/// that ends the phase; Alibi's words while the move is its own.
fn actions<'a>(seen: &Seen<'a>) -> Element<'a, Message> {
    if let Some(waiting) = &seen.alibi_moves {
        return text(waiting.now()).into();
    }
    let view = seen.view;
    let label = match seen.selected {
        Some(c) => text(card_words(c)).font(style::BOLD),
        None => text(match view.phase {
            Phase::Detective if view.clearing.is_some() => t!("intent-play-initial-response"),
            Phase::City if seen.last_murder_done => t!("intent-play-accusation"),
            Phase::Detective => t!("intent-play-pick-detective"),
            Phase::City => t!("intent-play-pick-city"),
            _ => t!("intent-play-pick"),
        }),
    };
    let (closing, body) = match view.phase {
        Phase::Detective => detective_actions(seen),
        _ => (None, city_actions(seen)),
    };
    column![label, body].extend(closing).spacing(8).into()
}

/// The Detective phase, drawn as the Murderer's console draws it (from the table's view);
/// a question is put to Alibi, who answers for the civilian. Alibi's bag draws the Fire
/// Station's token.
fn detective_actions<'a>(seen: &Seen<'a>) -> (Option<Element<'a, Message>>, Element<'a, Message>) {
    let view = seen.view;
    investigation::actions(view, seen.selected, true, |c| {
        let ask = seen.about.map(|about| {
            button(text(t!(
                "intent-alibi-ask",
                civilian = c.msg(),
                question = about.question()
            )))
            .on_press(Message::AskAlibi)
        });
        investigation::question_choice(seen.about, seen.question, view)
            .push(ask)
            .into()
    })
}

/// The City phase: the civilians the Detective's token lets the Detective move (picked, then a
/// block), the next round, and the accusation (after the last murder, it is the next step).
fn city_actions<'a>(seen: &Seen<'a>) -> Element<'a, Message> {
    let view = seen.view;
    // The Detective's token, drawn by Alibi's bag after the Murderer's moves: what it lets
    // the Detective move, said again once its announcement is done.
    let token = view
        .last_token
        .filter(|_| view.city_draws >= 2)
        .map(|g| text(token_step(&view.notebook.city, Side::Detective, g).now()));
    let body = if seen.last_murder_done {
        column![
            text(t!("intent-play-last-round")).font(style::BOLD),
            accusation(seen),
        ]
    } else {
        column![
            button(text(t!("intent-play-next-round", round = view.round + 1)))
                .on_press(Message::NextRound),
            text(t!("intent-play-accuse-early-alibi")),
            accusation(seen),
        ]
    };
    column![]
        .push(token)
        .push(body.spacing(10))
        .spacing(10)
        .into()
}

/// The accusation: a civilian in the city and a motive in play.
fn accusation<'a>(seen: &Seen<'a>) -> Element<'a, Message> {
    let view = seen.view;
    let mut suspects = choices(
        view.city
            .iter()
            .flat_map(|b| b.civilians.iter().map(|card| card.civilian)),
    );
    suspects.sort_by_key(ToString::to_string);
    column![
        pick_list(suspects, seen.accused.map(Choice), |Choice(c)| {
            Message::AccusedChosen(c)
        })
        .placeholder(t!("intent-console-placeholder-civilian")),
        row![
            pick_list(
                choices(view.motives_in_play.iter().copied()),
                seen.accused_motive.map(Choice),
                |Choice(m)| Message::AccusedMotiveChosen(m)
            )
            .placeholder(t!("intent-console-placeholder-motive")),
            pick::field_view(Field::Motive, seen.motive, view),
        ]
        .spacing(8),
        button(text(t!("intent-end-record-accusation"))).on_press(Message::Accuse),
    ]
    .spacing(8)
    .into()
}

/// The side column's lower half: the answers as the table sees them, or the history.
fn side_view<'a>(seen: &Seen<'a>, history: Element<'a, Message>) -> Element<'a, Message> {
    let tabs = super::side::tabs(vec![Pane::Table, Pane::History], seen.pane);
    let body: Element<'a, Message> = match seen.pane {
        Pane::History => history,
        _ => scrollable(table_pane(seen.view))
            .spacing(6)
            .height(Fill)
            .into(),
    };
    column![tabs, body].spacing(6).height(Fill).into()
}
