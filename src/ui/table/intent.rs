//! Intent to Kill on the table screen: the city as the table sees it, the round and phase,
//! the latest answer in very large type, the victims in order with their traits, and every
//! answer so far. Built from the engine's `PublicView` alone.

use crate::plays::News;
use crate::rules::intent::{Outcome, Phase, PublicView, list};
use crate::t;
use crate::ui::style;
use crate::ui::widget::city::{self, Marks};
use crate::ui::widget::measure;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Fill, FillPortion};

/// The Intent to Kill table screen.
pub fn view<'a, Message: Clone + 'a>(
    game: &'a PublicView,
    news: Option<&'a News>,
) -> Element<'a, Message> {
    if game.phase == Phase::Setup {
        return container(
            column![
                text(t!("intent-game-name"))
                    .size(style::TABLE_ANSWER)
                    .font(style::BOLD),
                // Alibi plays a side (its seats are named): it has dealt.
                text(if news.is_some_and(|n| !n.seats.is_empty()) {
                    t!("intent-table-setup-dealt")
                } else {
                    t!("intent-table-setup")
                })
                .size(style::TABLE_TEXT),
            ]
            .push(news.map(super::news))
            .spacing(20),
        )
        .padding(30)
        .into();
    }
    let phase = match (game.phase, game.outcome) {
        (_, Some(Outcome::DetectiveWins)) => t!("intent-table-over-detective-wins"),
        (_, Some(Outcome::MurdererWins)) => t!("intent-table-over-murderer-wins"),
        (_, Some(Outcome::MurdererLoses)) => t!("intent-table-over-murderer-loses"),
        (phase, None) => t!(
            "intent-table-round",
            round = game.round,
            phase = match phase {
                Phase::Murderer => "murderer",
                Phase::Detective => "detective",
                _ => "city",
            }
        ),
    };
    // Sizes chosen to read from three metres: nothing that matters below 0.7 of the table
    // text size.
    // With Alibi's announcement up beside it (which says a new answer in large type itself),
    // the latest answer takes one line's height, so the answers below keep their room.
    let announcing = news.is_some_and(|n| n.announcement.is_some());
    let latest: Element<'a, Message> = match &game.latest {
        Some(answer) => {
            let said = text(if answer.answer {
                t!("intent-table-yes")
            } else {
                t!("intent-table-no")
            })
            .font(style::BOLD);
            if announcing {
                row![
                    said.size(style::TABLE_TEXT),
                    text(answer.words.now())
                        .size(style::TABLE_TEXT * 0.7)
                        .width(Fill),
                ]
                .spacing(12)
                .align_y(iced::Center)
                .into()
            } else {
                column![
                    text(answer.words.now()).size(style::TABLE_TEXT * 0.8),
                    said.size(style::TABLE_ANSWER),
                ]
                .into()
            }
        }
        None => text(t!("intent-table-no-answer"))
            .size(style::TABLE_TEXT)
            .into(),
    };
    let lines: Vec<String> = game
        .victims
        .iter()
        .enumerate()
        .map(|(i, v)| {
            t!(
                "intent-table-victim",
                number = i + 1,
                name = v.name.clone(),
                traits = v.traits.clone()
            )
        })
        .collect();
    // A victim reads on one line, set smaller (never under 0.7) where its words are long: a
    // wrapped list took the answers' room.
    let victims = measure::one_line_each(
        lines,
        style::TABLE_TEXT * 0.8,
        style::TABLE_TEXT * 0.7,
        style::BOLD,
        4.0,
    );
    let log = column(game.log.iter().rev().map(|a| {
        text(t!(
            "intent-table-log-line",
            round = a.round,
            words = a.words.clone()
        ))
        .size(style::TABLE_TEXT * 0.7)
        .into()
    }))
    .spacing(4);
    // Alibi's instruction, when it plays a side, comes first beside the city (across the top
    // it would squeeze the city's rows on a 720-pixel screen).
    let record = column![
        text(t!(
            "intent-table-victims",
            count = game.victims.len(),
            limit = game.victim_limit,
            refusals = game.refusals
        ))
        .size(style::TABLE_TEXT * 0.8)
        .font(style::BOLD),
        victims,
        text(table_notes(game)).size(style::TABLE_TEXT * 0.6),
        text(t!("intent-table-log-heading"))
            .size(style::TABLE_TEXT * 0.7)
            .font(style::BOLD),
        log,
    ]
    .spacing(10);
    let side = column![]
        .push(news.map(super::news))
        .push(
            // The victims, the notes and the log scroll as one: a list of its own below
            // them was squeezed to a sliver where long words wrapped above it.
            column![latest, scrollable(record).spacing(6).height(Fill)].spacing(10),
        )
        .spacing(10);
    container(
        column![
            row![
                text(phase).size(style::TABLE_TEXT).font(style::BOLD),
                text(game.expected.now()).size(style::TABLE_TEXT * 0.7),
            ]
            .spacing(24)
            .align_y(iced::Center),
        ]
        .push(
            row![
                column![
                    city::view(
                        &game.city,
                        game.detective,
                        &Marks::plain(style::TABLE_TEXT * 0.55)
                    ),
                    text(t!("intent-city-legend")).size(style::TABLE_TEXT * 0.6),
                ]
                .spacing(4)
                .width(FillPortion(4)),
                container(side).width(FillPortion(3)),
            ]
            .spacing(16),
        )
        .spacing(10),
    )
    .padding(16)
    .into()
}

/// The motives in play and the card effects that stop murders or questions.
fn table_notes(game: &PublicView) -> String {
    let mut notes = t!(
        "intent-table-motives",
        motives = list(
            game.motives_in_play.iter().map(|m| m.msg()),
            "intent-list-comma"
        )
    );
    if !game.stubborn_witnesses.is_empty() {
        let blocks: Vec<String> = game
            .stubborn_witnesses
            .iter()
            .map(|b| b.to_string())
            .collect();
        notes += &t!("intent-table-stubborn", blocks = blocks.join(", "));
    }
    if !game.union_strike.is_empty() {
        notes += &t!(
            "intent-table-strike",
            groups = list(
                game.union_strike.iter().map(|g| g.msg()),
                "intent-list-comma"
            )
        );
    }
    notes
}
