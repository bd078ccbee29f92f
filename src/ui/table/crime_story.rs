//! Crime Story on the table screen: the Author, the big sentence countdown, everyone's
//! counts, the murderer pile and the evidence of crime, the story so far, and the final score.

use crate::rules::crime_story::{CrimeStoryView, EndReason, Status};
use crate::ui::style;
use iced::widget::{column, container, row, text};
use iced::{Center, Element, Fill};

/// The sentence timer as the table sees it. The clock is public by nature (everyone watches
/// it), and it lives in the app, not in the rules, so it travels beside the public view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Clock {
    /// Whole seconds left, while the timer runs.
    pub left: Option<u16>,
    /// In the last seconds before zero.
    pub warning: bool,
    /// Which half of the warning flash is showing (it alternates twice a second).
    pub flash: bool,
    /// The last timer ran out (shown until the next one starts).
    pub ran_out: bool,
}

/// A player's status in words, for the boards.
pub fn status_words(status: Status) -> &'static str {
    match status {
        Status::Active => "in play",
        Status::OutEmptyHand => "OUT: no cards left",
        Status::OutNoCertificates => "OUT: no certificates, can't win",
        Status::LostWrongAccusation => "LOST: wrong accusation",
    }
}

/// Why the game ended, in words.
pub fn end_words(reason: EndReason) -> &'static str {
    match reason {
        EndReason::TwoPlayersLeft => "Only two players are left: the game is over.",
        EndReason::MurdererFound => "The murderer was found: the game is over.",
        EndReason::MurdererCardDiscarded => {
            "The murderer had to discard the murderer card: the game is over."
        }
    }
}

/// The cards in the middle, and while the game runs, how near a dry round is: shared by the
/// console and the table.
pub fn counts_line(game: &CrimeStoryView) -> String {
    let counts = format!(
        "Murderer pile {} · discarded {}",
        game.murderer_pile, game.discarded
    );
    match game.end {
        Some(_) => counts,
        None => format!(
            "{counts} · a dry round in {} turn(s) without captures",
            game.dry_round_in
        ),
    }
}

/// The Crime Story table screen.
pub fn view<'a, Message: 'a>(game: &'a CrimeStoryView, clock: Clock) -> Element<'a, Message> {
    if game.players.is_empty() {
        return text("Crime Story: the players are being entered.")
            .size(style::TABLE_TEXT)
            .into();
    }
    let name = |seat: usize| game.players.get(seat).map_or("?", |p| p.name.as_str());
    let top: Element<'a, Message> = match (game.end, game.author) {
        (Some(reason), _) => text(end_words(reason))
            .size(style::TABLE_TEXT * 1.2)
            .font(style::BOLD)
            .into(),
        (None, Some(author)) => row![
            column![
                text(format!("AUTHOR: {}", name(author)))
                    .size(style::TABLE_TEXT * 1.6)
                    .font(style::BOLD),
                text(format!("Turn {}", game.turn + 1)).size(style::TABLE_TEXT),
            ]
            .width(Fill),
            countdown(game, clock),
        ]
        .align_y(Center)
        .into(),
        (None, None) => text("").into(),
    };
    let boards = row(game.players.iter().enumerate().map(|(seat, p)| {
        let mut marks = Vec::new();
        if game.author == Some(seat) {
            marks.push("AUTHOR");
        }
        if game.evidence_holder == Some(seat) {
            marks.push("EVIDENCE");
        }
        column![
            text(p.name.as_str())
                .size(style::TABLE_TEXT)
                .font(style::BOLD),
            text(format!(
                "hand {} · captured {}\ncertificates {}",
                p.hand, p.captured, p.certificates
            ))
            .size(style::TABLE_TEXT * 0.7),
            text(status_words(p.status)).size(style::TABLE_TEXT * 0.6),
            text(marks.join(" · "))
                .size(style::TABLE_TEXT * 0.6)
                .font(style::BOLD),
        ]
        .spacing(2)
        .width(Fill)
        .into()
    }))
    .spacing(16);
    let table_counts = text(counts_line(game)).size(style::TABLE_TEXT * 0.8);
    let mut body = column![top, boards, table_counts].spacing(14);
    if !game.last_card_question.is_empty() {
        let who: Vec<&str> = game.last_card_question.iter().map(|&s| name(s)).collect();
        body = body.push(
            text(format!(
                "Dry round: {} discarded a last card. Was it the murderer card?",
                who.join(" and ")
            ))
            .size(style::TABLE_TEXT)
            .font(style::BOLD),
        );
    }
    if !game.warnings.is_empty() {
        body = body.push(
            text(game.warnings.join("\n"))
                .size(style::TABLE_TEXT * 0.7)
                .font(style::BOLD),
        );
    }
    if !game.scores.is_empty() {
        body = body.push(scores(game));
    }
    if game.end.is_some() {
        // The scores need the room; the story is on the console.
        body = body.push(iced::widget::space::vertical());
    } else {
        body = body.push(container(story_lines(game)).height(Fill));
    }
    body = body.push(column(
        game.rules
            .iter()
            .map(|rule| text(rule.as_str()).size(style::BODY - 2.0).into()),
    ));
    container(body).padding(30).into()
}

/// The starter and the latest lines: the table reads the story as it grows, not the whole log.
fn story_lines<'a, Message: 'a>(game: &CrimeStoryView) -> Element<'a, Message> {
    let name = |seat: usize| game.players.get(seat).map_or("?", |p| p.name.as_str());
    let mut story: Vec<String> = game.starter.iter().map(|s| format!("“{s}”")).collect();
    story.extend(game.story.iter().rev().take(2).rev().map(|line| {
        let who = line.author.map_or("", |a| name(a));
        let text = match (line.text.is_empty(), line.certificate) {
            (true, true) => "(read from the card)",
            (true, false) => "(told aloud)",
            (false, _) => line.text.as_str(),
        };
        let certificate = if line.certificate {
            " [certificate of insanity]"
        } else {
            ""
        };
        format!("{who}: {text}{certificate}")
    }));
    text(story.join("\n")).size(style::TABLE_TEXT * 0.6).into()
}

/// The big countdown. The last seconds flash and say HURRY, so the warning doesn't rely on
/// colour; at zero the table reads TIME.
fn countdown<'a, Message: 'a>(game: &CrimeStoryView, clock: Clock) -> Element<'a, Message> {
    let (seconds, _) = game.timer;
    let (big, small) = match (clock.left, clock.ran_out) {
        _ if seconds == 0 => (String::new(), "No time limit".to_string()),
        (Some(left), _) if clock.warning => (left.to_string(), "HURRY!".to_string()),
        (Some(left), _) => (left.to_string(), "seconds left".to_string()),
        (None, true) => {
            // The timeout's certificate is the story's last line; its teller is named.
            let teller = game
                .story
                .last()
                .filter(|line| line.certificate)
                .and_then(|line| line.author)
                .and_then(|a| game.players.get(a))
                .map_or("The Author", |p| p.name.as_str());
            (
                "TIME!".to_string(),
                format!("{teller} played a certificate of insanity"),
            )
        }
        (None, false) => (seconds.to_string(), "seconds, not started".to_string()),
    };
    let flashing = clock.warning && clock.flash;
    container(
        column![
            text(big).size(style::TABLE_ANSWER * 1.4).font(style::BOLD),
            text(small).size(style::TABLE_TEXT).font(style::BOLD),
        ]
        .align_x(Center),
    )
    .padding(16)
    .style(move |theme| {
        if flashing || (clock.ran_out && clock.left.is_none()) {
            style::warning_banner(theme)
        } else {
            style::panel(theme)
        }
    })
    .into()
}

fn scores<'a, Message: 'a>(game: &'a CrimeStoryView) -> Element<'a, Message> {
    let murderer = game
        .murderer
        .and_then(|m| game.players.get(m))
        .map_or(String::new(), |p| format!("The murderer was {}. ", p.name));
    let winners: Vec<&str> = game
        .winners
        .iter()
        .filter_map(|&w| game.scores.get(w))
        .map(|s| s.name.as_str())
        .collect();
    let lines = row(game.scores.iter().map(|s| {
        let why: Vec<String> = s
            .lines
            .iter()
            .map(|l| format!("+{} {}", l.points, l.reason))
            .collect();
        column![
            text(format!("{}: {}", s.name, s.total))
                .size(style::TABLE_TEXT)
                .font(style::BOLD),
            text(why.join("\n")).size(style::BODY),
            text(if s.can_win { "" } else { "can't win" }).size(style::BODY),
        ]
        .width(Fill)
        .into()
    }))
    .spacing(12);
    column![
        text(format!("{murderer}Won by {}.", winners.join(" and ")))
            .size(style::TABLE_TEXT * 1.2)
            .font(style::BOLD),
        lines,
    ]
    .spacing(10)
    .into()
}
