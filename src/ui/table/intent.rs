//! Intent to Kill on the table screen: the city as the table sees it, the round and phase,
//! the latest answer in very large type, the victims in order with their traits, and every
//! answer so far. Built from the engine's `PublicView` alone.

use crate::plays::News;
use crate::rules::intent::{Outcome, Phase, PublicView};
use crate::ui::style;
use crate::ui::widget::city::{self, Marks};
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
                text("Intent to Kill").size(style::TABLE_ANSWER).font(style::BOLD),
                text(if news.is_some() {
                    "Setting up: lay out the civilians Alibi dealt."
                } else {
                    "Setting up: the Detective lays out the civilians; the Murderer looks at the secret cards."
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
        (_, Some(Outcome::DetectiveWins)) => "Game over: the Detective wins".to_owned(),
        (_, Some(Outcome::MurdererWins)) => "Game over: the Murderer wins".to_owned(),
        (_, Some(Outcome::MurdererLoses)) => {
            "Game over: the Murderer refused twice and loses".to_owned()
        }
        (phase, None) => format!(
            "Round {} · {} phase",
            game.round,
            match phase {
                Phase::Murderer => "Murderer",
                Phase::Detective => "Detective",
                _ => "City",
            }
        ),
    };
    // Sizes chosen to read from three metres: nothing that matters below 0.7 of the table
    // text size.
    let latest = match &game.latest {
        Some(answer) => column![
            text(answer.words.as_str()).size(style::TABLE_TEXT * 0.8),
            text(if answer.answer { "YES" } else { "NO" })
                .size(style::TABLE_ANSWER)
                .font(style::BOLD),
        ],
        None => column![text("No answer yet.").size(style::TABLE_TEXT)],
    };
    let victims = column(game.victims.iter().enumerate().map(|(i, v)| {
        text(format!("{}. {} — {}", i + 1, v.name, v.traits))
            .size(style::TABLE_TEXT * 0.8)
            .font(style::BOLD)
            .into()
    }))
    .spacing(4);
    let log = column(game.log.iter().rev().map(|a| {
        text(format!("R{}: {}", a.round, a.words))
            .size(style::TABLE_TEXT * 0.7)
            .into()
    }))
    .spacing(4);
    // Alibi's instruction, when it plays a side, comes first beside the city (across the top
    // it would squeeze the city's rows on a 720-pixel screen).
    let side = column![]
        .push(news.map(super::news))
        .push(
            column![
                latest,
                text(format!(
                    "Victims {} of {}{}",
                    game.victims.len(),
                    game.victim_limit,
                    if game.refusals > 0 {
                        format!(" · refusals {} (a second loses)", game.refusals)
                    } else {
                        String::new()
                    }
                ))
                .size(style::TABLE_TEXT * 0.8)
                .font(style::BOLD),
                victims,
                text(table_notes(game)).size(style::TABLE_TEXT * 0.6),
                text("Every answer, newest first")
                    .size(style::TABLE_TEXT * 0.7)
                    .font(style::BOLD),
                scrollable(log).spacing(6).height(Fill),
            ]
            .spacing(10),
        )
        .spacing(10);
    container(
        column![
            row![
                text(phase).size(style::TABLE_TEXT).font(style::BOLD),
                text(game.expected.as_str()).size(style::TABLE_TEXT * 0.7),
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
                    text(city::LEGEND).size(style::TABLE_TEXT * 0.6),
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
    let motives: Vec<String> = game.motives_in_play.iter().map(|m| m.name()).collect();
    let mut notes = format!("Motives in play: {}", motives.join(", "));
    if !game.stubborn_witnesses.is_empty() {
        let blocks: Vec<String> = game
            .stubborn_witnesses
            .iter()
            .map(|b| b.to_string())
            .collect();
        notes += &format!(" · Stubborn Witnesses in {}", blocks.join(", "));
    }
    if !game.union_strike.is_empty() {
        let groups: Vec<&str> = game.union_strike.iter().map(|g| g.name()).collect();
        notes += &format!(" · Union Strike: {}", groups.join(", "));
    }
    notes
}
