//! Murdero on the table screen: the running totals, the target and every hand's scores.

use crate::rules::murdero::MurderoView;
use crate::ui::style;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Center, Element, Fill};

/// The Murdero table screen.
pub fn view<'a, Message: 'a>(game: &'a MurderoView) -> Element<'a, Message> {
    if game.sides.is_empty() {
        return text("Murdero: the players are being entered.")
            .size(style::TABLE_TEXT)
            .into();
    }
    let headline = match &game.winner {
        Some(winner) => format!("{winner} wins!"),
        None => format!("First to {}", game.target),
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
                format!(
                    "{} {:+}{}",
                    s.side,
                    s.points,
                    if s.won { " (won)" } else { "" }
                )
            })
            .collect();
        text(format!("Hand {}: {}", hand.number, scores.join(" · ")))
            .size(style::TABLE_TEXT * 0.8)
            .into()
    }))
    .spacing(6);
    let house = column(
        game.house_rules
            .iter()
            .map(|rule| text(rule.as_str()).size(style::BODY).into()),
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
