//! Murdero on the table screen: the running totals, the target and every hand's scores.

use crate::rules::murdero::MurderoView;
use crate::t;
use crate::ui::style;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Center, Element, Fill};

/// The Murdero table screen.
pub fn view<'a, Message: 'a>(game: &'a MurderoView) -> Element<'a, Message> {
    if game.sides.is_empty() {
        return text(t!("murdero-table-waiting"))
            .size(style::TABLE_TEXT)
            .into();
    }
    let headline = match &game.winner {
        Some(winner) => t!("murdero-table-wins", side = winner.as_str()),
        None => t!("murdero-table-first-to", target = game.target),
    };
    let totals = row(game.sides.iter().zip(&game.totals).map(|(side, total)| {
        column![
            text(side.as_str()).size(style::TABLE_TEXT),
            text(total.to_string())
                .size(style::TABLE_ANSWER)
                .font(style::BOLD),
        ]
        .align_x(Center)
        .width(Fill)
        .into()
    }));
    let hands = column(game.hands.iter().rev().map(|hand| {
        let scores: Vec<String> = hand
            .scores
            .iter()
            .map(|s| {
                let points = format!("{} {:+}", s.side, s.points);
                if s.won {
                    t!("murdero-table-won", score = points)
                } else {
                    points
                }
            })
            .collect();
        text(t!(
            "murdero-ledger-hand",
            hand = hand.number,
            scores = scores.join(" · ")
        ))
        .size(style::TABLE_TEXT * 0.8)
        .into()
    }))
    .spacing(6);
    let house = column(
        game.house_rules
            .iter()
            .map(|rule| text(rule.now()).size(style::BODY).into()),
    );
    container(
        column![
            text(headline)
                .size(style::TABLE_TEXT * 1.4)
                .font(style::BOLD),
            totals,
            scrollable(hands).height(Fill),
            house,
        ]
        .spacing(20)
        .align_x(Center),
    )
    .padding(30)
    .into()
}
