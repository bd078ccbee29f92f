//! Crime Story on the table screen: the Author, the big sentence countdown, everyone's
//! counts, the murderer pile and the evidence of crime, the story so far, and the final score.

use crate::i18n::{Msg, and_list};
use crate::rules::crime_story::{CrimeStoryView, EndReason, Status};
use crate::t;
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
pub fn status_words(status: Status) -> String {
    status.msg().now()
}

/// Why the game ended, in words.
pub fn end_words(reason: EndReason) -> String {
    match reason {
        EndReason::TwoPlayersLeft => t!("crime-story-end-two-left"),
        EndReason::MurdererFound => t!("crime-story-end-found"),
        EndReason::MurdererCardDiscarded => t!("crime-story-end-card-discarded"),
    }
}

/// Who discarded a last card in the dry round, asked whether it was the murderer card:
/// shared by the console and the table.
pub fn last_card_question(game: &CrimeStoryView) -> String {
    let who: Vec<String> = game
        .last_card_question
        .iter()
        .map(|&seat| {
            game.players
                .get(seat)
                .map_or("?", |p| p.name.as_str())
                .to_owned()
        })
        .collect();
    t!("crime-story-last-card-question", players = and_list(&who))
}

/// The murderer, once known, and the winners ("The murderer was Dan. Won by Ann."): shared
/// by the console and the table.
pub fn verdict(game: &CrimeStoryView) -> String {
    let winners: Vec<String> = game
        .winners
        .iter()
        .filter_map(|&w| game.scores.get(w))
        .map(|s| s.name.clone())
        .collect();
    let winners = and_list(&winners);
    match game.murderer.and_then(|m| game.players.get(m)) {
        Some(murderer) => t!(
            "crime-story-verdict",
            murderer = murderer.name.as_str(),
            winners = winners
        ),
        None => t!("crime-story-verdict-no-murderer", winners = winners),
    }
}

/// A player's score explained, line by line ("+8 cards in hand").
pub fn score_lines(lines: &[crate::rules::crime_story::ScoreLine]) -> Vec<String> {
    lines
        .iter()
        .map(|l| format!("+{} {}", l.points, l.reason.now()))
        .collect()
}

/// The cards in the middle, and while the game runs, how near a dry round is: shared by the
/// console and the table.
pub fn counts_line(game: &CrimeStoryView) -> String {
    let counts = t!(
        "crime-story-counts",
        pile = game.murderer_pile,
        discarded = game.discarded
    );
    match game.end {
        Some(_) => counts,
        None => t!(
            "crime-story-counts-dry-round",
            counts = counts,
            turns = game.dry_round_in
        ),
    }
}

/// The Crime Story table screen.
pub fn view<'a, Message: 'a>(game: &'a CrimeStoryView, clock: Clock) -> Element<'a, Message> {
    if game.players.is_empty() {
        return text(t!("crime-story-table-waiting"))
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
                text(t!("crime-story-table-author", player = name(author)))
                    .size(style::TABLE_TEXT * 1.6)
                    .font(style::BOLD),
                text(t!("crime-story-table-turn", turn = game.turn + 1)).size(style::TABLE_TEXT),
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
            marks.push(t!("crime-story-table-mark-author"));
        }
        if game.evidence_holder == Some(seat) {
            marks.push(t!("crime-story-table-mark-evidence"));
        }
        column![
            text(p.name.as_str())
                .size(style::TABLE_TEXT)
                .font(style::BOLD),
            text(t!(
                "crime-story-table-board",
                hand = p.hand,
                captured = p.captured,
                certificates = p.certificates
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
        body = body.push(
            text(t!(
                "crime-story-table-dry-round",
                question = last_card_question(game)
            ))
            .size(style::TABLE_TEXT)
            .font(style::BOLD),
        );
    }
    if !game.warnings.is_empty() {
        body = body.push(
            text(said(&game.warnings))
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
            .map(|rule| text(rule.now()).size(style::BODY - 2.0).into()),
    ));
    container(body).padding(30).into()
}

/// The starter and the latest lines: the table reads the story as it grows, not the whole log.
fn story_lines<'a, Message: 'a>(game: &CrimeStoryView) -> Element<'a, Message> {
    let name = |seat: usize| game.players.get(seat).map_or("?", |p| p.name.as_str());
    let mut story: Vec<String> = game
        .starter
        .iter()
        .map(|s| t!("crime-story-table-starter", starter = s.clone()))
        .collect();
    story.extend(game.story.iter().rev().take(2).rev().map(|line| {
        let who = line.author.map_or("", |a| name(a));
        let text = match (line.text.is_empty(), line.certificate) {
            (true, true) => t!("crime-story-table-read-from-card"),
            (true, false) => t!("crime-story-table-told-aloud"),
            (false, _) => line.text.clone(),
        };
        if line.certificate {
            t!(
                "crime-story-table-certificate-line",
                player = who,
                text = text
            )
        } else {
            format!("{who}: {text}")
        }
    }));
    text(story.join("\n")).size(style::TABLE_TEXT * 0.6).into()
}

/// The big countdown. The last seconds flash and say HURRY, so the warning doesn't rely on
/// colour; at zero the table reads TIME.
fn countdown<'a, Message: 'a>(game: &CrimeStoryView, clock: Clock) -> Element<'a, Message> {
    let (seconds, _) = game.timer;
    let (big, small) = match (clock.left, clock.ran_out) {
        _ if seconds == 0 => (String::new(), t!("crime-story-table-no-timer")),
        (Some(left), _) if clock.warning => (left.to_string(), t!("crime-story-table-hurry")),
        (Some(left), _) => (
            left.to_string(),
            t!("crime-story-table-seconds-left", seconds = left),
        ),
        (None, true) => {
            // The timeout's certificate is the story's last line; its teller is named.
            let teller = game
                .story
                .last()
                .filter(|line| line.certificate)
                .and_then(|line| line.author)
                .and_then(|a| game.players.get(a))
                .map_or_else(|| t!("crime-story-table-the-author"), |p| p.name.clone());
            (
                t!("crime-story-table-time"),
                t!("crime-story-table-timed-out", player = teller),
            )
        }
        (None, false) => (
            seconds.to_string(),
            t!("crime-story-table-not-started", seconds = seconds),
        ),
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
    let lines = row(game.scores.iter().map(|s| {
        let why = score_lines(&s.lines);
        column![
            text(format!("{}: {}", s.name, s.total))
                .size(style::TABLE_TEXT)
                .font(style::BOLD),
            text(why.join("\n")).size(style::BODY),
            text(if s.can_win {
                String::new()
            } else {
                t!("crime-story-table-cant-win")
            })
            .size(style::BODY),
        ]
        .width(Fill)
        .into()
    }))
    .spacing(12);
    column![
        text(verdict(game))
            .size(style::TABLE_TEXT * 1.2)
            .font(style::BOLD),
        lines,
    ]
    .spacing(10)
    .into()
}

/// Messages one to a line, in the language spoken now.
pub fn said(messages: &[Msg]) -> String {
    messages.iter().map(Msg::now).collect::<Vec<_>>().join("\n")
}
