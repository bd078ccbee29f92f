//! One Author's turn: the timer, the sentence, the cards handed over, the Author's own words,
//! an accusation; the certificate, veto, fine and story-starter buttons; the dry-round question
//! and the end of the game.

use super::Message;
use crate::rules::Rules;
use crate::rules::crime_story::{
    Accusation, Action, Capture, CrimeStory, CrimeStoryView, Sentence, Status,
};
use crate::ui::style;
use crate::ui::table::crime_story::{Clock, counts_line, end_words, status_words};
use iced::widget::{button, checkbox, column, container, radio, row, scrollable, text, text_input};
use iced::{Element, Fill};

/// The turn being entered.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Form {
    sentence: String,
    /// Cards each seat handed over, as typed.
    captured: Vec<String>,
    own_words: String,
    accuse: bool,
    accused: Option<usize>,
    right: Option<bool>,
    certificate: String,
}

/// A typed card count: empty means none.
fn count(typed: &str, what: &str) -> Result<u8, String> {
    match typed.trim() {
        "" => Ok(0),
        t => t
            .parse::<u8>()
            .map_err(|_| format!("{what}: type a number of cards.")),
    }
}

impl Form {
    /// An empty form for the game's next turn.
    pub fn fresh(game: &CrimeStory) -> Self {
        Self {
            captured: vec![String::new(); game.players().len()],
            ..Self::default()
        }
    }

    /// Handles the turn form's typing and choices.
    pub fn update(&mut self, message: Message) {
        match message {
            Message::SentenceTyped(s) => self.sentence = s,
            Message::CapturedTyped(seat, s) => {
                if let Some(slot) = self.captured.get_mut(seat) {
                    *slot = s;
                }
            }
            Message::OwnWordsTyped(s) => self.own_words = s,
            Message::AccuseToggled(on) => self.accuse = on,
            Message::AccusedChosen(seat) => self.accused = Some(seat),
            Message::AccusationRightChosen(right) => self.right = Some(right),
            Message::CertificateTyped(s) => self.certificate = s,
            _ => {}
        }
    }

    /// The certificate's sentence as typed (taken when the certificate is played).
    pub fn certificate_text(&self) -> String {
        self.certificate.trim().to_string()
    }

    /// The sentence as entered, or what is missing from the typing.
    pub fn sentence(&self, game: &CrimeStory) -> Result<Sentence, String> {
        let mut captures = Vec::new();
        for (seat, typed) in self.captured.iter().enumerate() {
            let name = game.players().get(seat).map_or("?", |p| p.name.as_str());
            let cards = count(typed, name)?;
            if cards > 0 {
                captures.push(Capture { from: seat, cards });
            }
        }
        let accusation = if self.accuse {
            match (self.accused, self.right) {
                (Some(accused), Some(correct)) => Some(Accusation { accused, correct }),
                (None, _) => return Err("Choose who is accused.".into()),
                (_, None) => {
                    return Err("Say whether the accused revealed the murderer card.".into());
                }
            }
        } else {
            None
        };
        Ok(Sentence {
            text: self.sentence.trim().to_string(),
            captures,
            own_words: count(&self.own_words, "The Author's own words")?,
            accusation,
        })
    }

    /// What recording the sentence would do, tried on a copy of the game so the preview
    /// and the rules can never disagree.
    fn preview(&self, game: &CrimeStory) -> String {
        let sentence = match self.sentence(game) {
            Ok(sentence) => sentence,
            Err(problem) => return format!("Not yet: {problem}"),
        };
        let mut trial = game.clone();
        match trial.apply(&Action::Sentence(sentence)) {
            Ok(result) => match result.strip_prefix("ok; ") {
                Some(rest) => format!("If recorded: {rest}."),
                None => "If recorded: no cards change hands.".to_string(),
            },
            Err(refusal) => format!("Not yet: {refusal}"),
        }
    }

    /// The play screen.
    pub fn view<'a>(
        &'a self,
        game: &'a CrimeStory,
        clock: Clock,
        status: &'a str,
    ) -> Element<'a, Message> {
        let view = game.public_view();
        let main: Element<'a, Message> = if game.end().is_some() {
            end(&view)
        } else if !view.last_card_question.is_empty() {
            last_card(&view)
        } else {
            self.turn(game, &view, clock)
        };
        scrollable(
            column![
                main,
                text(status),
                boards(&view),
                text(view.warnings.join("\n")).font(style::BOLD),
                story(&view),
            ]
            .spacing(12),
        )
        .into()
    }

    fn turn<'a>(
        &'a self,
        game: &'a CrimeStory,
        view: &CrimeStoryView,
        clock: Clock,
    ) -> Element<'a, Message> {
        let players = game.players();
        let author = view.author.unwrap_or(0);
        let author_name = players.get(author).map_or("?", |p| p.name.as_str());
        let (seconds, _) = view.timer;
        let timer: Element<'a, Message> = if seconds == 0 {
            text("No time limit.").into()
        } else {
            let shown = match clock.left {
                Some(left) if clock.warning => format!("{left} s — HURRY"),
                Some(left) => format!("{left} s"),
                None if clock.ran_out => "Time ran out".to_string(),
                None => format!("{seconds} s"),
            };
            let control = if clock.left.is_some() {
                button(text("Stop: the sentence was told")).on_press(Message::StopTimer)
            } else {
                button(text(format!("Start {author_name}'s timer"))).on_press(Message::StartTimer)
            };
            row![text(shown).size(style::TITLE).font(style::BOLD), control]
                .spacing(16)
                .align_y(iced::Center)
                .into()
        };
        let givers = players
            .iter()
            .enumerate()
            .filter(|(seat, p)| *seat != author && p.status == Status::Active)
            .map(|(seat, p)| {
                row![
                    text(p.name.as_str()),
                    text_input("0", self.captured.get(seat).map_or("", |s| s.as_str()))
                        .on_input(move |s| Message::CapturedTyped(seat, s))
                        .on_submit(Message::RecordSentence)
                        .width(50),
                ]
                .spacing(6)
                .align_y(iced::Center)
                .into()
            });
        let mut accusation = column![
            checkbox(self.accuse)
                .label("“…and the murderer is…”: the Author accuses (spends a certificate)")
                .on_toggle(Message::AccuseToggled)
        ]
        .spacing(6);
        if self.accuse {
            let suspects = players
                .iter()
                .enumerate()
                .filter(|(seat, _)| *seat != author)
                .map(|(seat, p)| {
                    radio(p.name.as_str(), seat, self.accused, Message::AccusedChosen).into()
                });
            accusation = accusation.push(row(suspects).spacing(14)).push(
                row![
                    radio(
                        "They revealed the murderer card: right",
                        true,
                        self.right,
                        Message::AccusationRightChosen
                    ),
                    radio(
                        "They didn't: wrong",
                        false,
                        self.right,
                        Message::AccusationRightChosen
                    ),
                ]
                .spacing(14),
            );
        }
        let fines: Element<'a, Message> =
            if game.setup().is_some_and(|s| s.variants.reused_word_fine) {
                row![text("Fine for a reused word:")]
                    .extend(players.iter().enumerate().map(|(seat, p)| {
                        button(text(p.name.as_str()))
                            .on_press(Message::Fine(seat))
                            .into()
                    }))
                    .spacing(8)
                    .align_y(iced::Center)
                    .into()
            } else {
                text("").into()
            };
        column![
            text(format!("Author: {author_name} · turn {}", view.turn + 1))
                .size(style::HEADING)
                .font(style::BOLD),
            timer,
            container(
                column![
                    text_input("The sentence (typing it is optional)", &self.sentence)
                        .on_input(Message::SentenceTyped)
                        .on_submit(Message::RecordSentence)
                        .width(Fill),
                    text(format!(
                        "Cards handed to {author_name} (the 2-card cap sends the rest to the murderer pile):"
                    )),
                    row(givers).spacing(16).wrap(),
                    row![
                        text(format!("{author_name}'s own words used (to the murderer pile)")),
                        text_input("0", &self.own_words)
                            .on_input(Message::OwnWordsTyped)
                            .on_submit(Message::RecordSentence)
                            .width(50),
                    ]
                    .spacing(8)
                    .align_y(iced::Center),
                    accusation,
                    text(self.preview(game)),
                    button(text("Record the sentence (Enter)")).on_press(Message::RecordSentence),
                ]
                .spacing(8),
            )
            .padding(12)
            .style(style::panel),
            row![
                text_input("The certificate's sentence (optional)", &self.certificate)
                    .on_input(Message::CertificateTyped)
                    .width(Fill),
                button(text("Play a certificate of insanity")).on_press(Message::PlayCertificate),
            ]
            .spacing(8)
            .padding(iced::Padding::ZERO.right(14)),
            row![
                button(text("Veto the last sentence")).on_press(Message::Veto),
                button(text("Draw a story starter")).on_press(Message::DrawStarter),
            ]
            .spacing(8),
            fines,
        ]
        .spacing(10)
        .into()
    }
}

/// The dry-round question: did someone's forced last discard show the murderer card?
fn last_card<'a>(view: &CrimeStoryView) -> Element<'a, Message> {
    let name = |seat: usize| view.players.get(seat).map_or("?", |p| p.name.as_str());
    let who: Vec<&str> = view.last_card_question.iter().map(|&s| name(s)).collect();
    let answers = view.last_card_question.iter().map(|&seat| {
        button(text(format!("It was {}'s murderer card", name(seat))))
            .on_press(Message::LastCardAnswered(Some(seat)))
            .into()
    });
    container(
        column![
            text("Dry round: everyone discarded a card")
                .size(style::HEADING)
                .font(style::BOLD),
            text(format!(
                "{} discarded a last card. Was it the murderer card?",
                who.join(" and ")
            )),
            row(answers)
                .push(
                    button(text("No, not the murderer card"))
                        .on_press(Message::LastCardAnswered(None))
                )
                .spacing(8),
        ]
        .spacing(10),
    )
    .padding(12)
    .style(style::panel)
    .into()
}

/// The end: the murderer is asked for if nobody knows yet, then the scores.
fn end<'a>(view: &CrimeStoryView) -> Element<'a, Message> {
    let reason = view.end.map_or("", end_words);
    let mut body = column![text(reason).size(style::HEADING).font(style::BOLD)].spacing(10);
    if view.scores.is_empty() {
        let holders = view
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.hand > 0)
            .map(|(seat, p)| {
                button(text(p.name.clone()))
                    .on_press(Message::RevealMurderer(seat))
                    .into()
            });
        body = body
            .push(text(
                "Who held the murderer card? (Asked only now, to score.)",
            ))
            .push(row(holders).spacing(8));
    } else {
        let murderer = view
            .murderer
            .and_then(|m| view.players.get(m))
            .map_or(String::new(), |p| format!("The murderer was {}. ", p.name));
        let winners: Vec<&str> = view
            .winners
            .iter()
            .filter_map(|&w| view.scores.get(w))
            .map(|s| s.name.as_str())
            .collect();
        body = body.push(text(format!("{murderer}Won by {}.", winners.join(" and "))));
        for s in &view.scores {
            let lines: Vec<String> = s
                .lines
                .iter()
                .map(|l| format!("+{} {}", l.points, l.reason))
                .collect();
            body = body.push(text(format!(
                "{}: {}{} ({})",
                s.name,
                s.total,
                if s.can_win { "" } else { ", can't win" },
                lines.join(", ")
            )));
        }
    }
    container(body).padding(12).style(style::panel).into()
}

fn boards<'a>(view: &CrimeStoryView) -> Element<'a, Message> {
    let lines: Vec<String> = view
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            format!(
                "{}: hand {} · captured {} · certificates {} · {}{}",
                p.name,
                p.hand,
                p.captured,
                p.certificates,
                status_words(p.status),
                if view.evidence_holder == Some(seat) {
                    " · holds the evidence of crime"
                } else {
                    ""
                }
            )
        })
        .collect();
    column![text(lines.join("\n")), text(counts_line(view)),]
        .spacing(4)
        .into()
}

fn story<'a>(view: &CrimeStoryView) -> Element<'a, Message> {
    let name = |seat: usize| view.players.get(seat).map_or("?", |p| p.name.as_str());
    let mut lines: Vec<String> = view
        .starter
        .iter()
        .map(|s| format!("Story starter: {s}"))
        .collect();
    lines.extend(view.story.iter().map(|l| {
        format!(
            "{}{}: {}",
            l.author.map_or("", name),
            if l.certificate { " (certificate)" } else { "" },
            if l.text.is_empty() { "…" } else { &l.text }
        )
    }));
    column![
        text("The story").font(style::BOLD),
        text(lines.join("\n")).size(style::BODY - 1.0)
    ]
    .spacing(4)
    .into()
}
