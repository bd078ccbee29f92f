//! One Author's turn: the timer, the sentence, the cards handed over, the Author's own words,
//! an accusation; the certificate, veto, fine and story-starter buttons; the dry-round question
//! and the end of the game.

use super::Message;
use crate::i18n::Msg;
use crate::rules::Rules;
use crate::rules::crime_story::{
    Accusation, Action, Capture, CrimeStory, CrimeStoryView, Sentence, Status,
};
use crate::ui::style;
use crate::ui::table::crime_story::{
    Clock, counts_line, end_words, last_card_question, said, score_lines, status_words, verdict,
};
use crate::{msg, t};
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
fn count(typed: &str, what: Msg) -> Result<u8, Msg> {
    match typed.trim() {
        "" => Ok(0),
        t => t
            .parse::<u8>()
            .map_err(|_| msg!("crime-story-not-a-count", what = what)),
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
    pub fn sentence(&self, game: &CrimeStory) -> Result<Sentence, Msg> {
        let mut captures = Vec::new();
        for (seat, typed) in self.captured.iter().enumerate() {
            let name = game.players().get(seat).map_or("?", |p| p.name.as_str());
            let cards = count(typed, Msg::raw(name.to_owned()))?;
            if cards > 0 {
                captures.push(Capture { from: seat, cards });
            }
        }
        let accusation = if self.accuse {
            match (self.accused, self.right) {
                (Some(accused), Some(correct)) => Some(Accusation { accused, correct }),
                (None, _) => return Err(msg!("crime-story-choose-accused")),
                (_, None) => return Err(msg!("crime-story-say-revealed")),
            }
        } else {
            None
        };
        Ok(Sentence {
            text: self.sentence.trim().to_string(),
            captures,
            own_words: count(&self.own_words, msg!("crime-story-own-words-field"))?,
            accusation,
        })
    }

    /// What recording the sentence would do, tried on a copy of the game so the preview
    /// and the rules can never disagree.
    fn preview(&self, game: &CrimeStory) -> String {
        let sentence = match self.sentence(game) {
            Ok(sentence) => sentence,
            Err(problem) => return t!("crime-story-not-yet", problem = problem),
        };
        match game.outcome(&Action::Sentence(sentence)) {
            Ok(outcome) if outcome.is_empty() => t!("crime-story-if-recorded-nothing"),
            Ok(outcome) => t!("crime-story-if-recorded", outcome = parts(&outcome.msgs())),
            Err(refusal) => t!("crime-story-not-yet", problem = refusal.reason().clone()),
        }
    }

    /// The play screen.
    pub fn view<'a>(
        &'a self,
        game: &'a CrimeStory,
        clock: Clock,
        status: String,
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
                text(said(&view.warnings)).font(style::BOLD),
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
            text(t!("crime-story-no-time-limit")).into()
        } else {
            let shown = match clock.left {
                Some(left) if clock.warning => t!("crime-story-seconds-hurry", seconds = left),
                Some(left) => t!("crime-story-seconds", seconds = left),
                None if clock.ran_out => t!("crime-story-time-ran-out"),
                None => t!("crime-story-seconds", seconds = seconds),
            };
            let control = if clock.left.is_some() {
                button(text(t!("crime-story-stop-timer"))).on_press(Message::StopTimer)
            } else {
                button(text(t!("crime-story-start-timer", author = author_name)))
                    .on_press(Message::StartTimer)
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
                .label(t!("crime-story-accuse"))
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
                        t!("crime-story-accused-right"),
                        true,
                        self.right,
                        Message::AccusationRightChosen
                    ),
                    radio(
                        t!("crime-story-accused-wrong"),
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
                row![text(t!("crime-story-fine"))]
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
            text(t!(
                "crime-story-author-turn",
                author = author_name,
                turn = view.turn + 1
            ))
            .size(style::HEADING)
            .font(style::BOLD),
            timer,
            container(
                column![
                    text_input(&t!("crime-story-sentence-placeholder"), &self.sentence)
                        .on_input(Message::SentenceTyped)
                        .on_submit(Message::RecordSentence)
                        .width(Fill),
                    text(t!("crime-story-cards-handed", author = author_name)),
                    row(givers).spacing(16).wrap(),
                    row![
                        text(t!("crime-story-own-words", author = author_name)),
                        text_input("0", &self.own_words)
                            .on_input(Message::OwnWordsTyped)
                            .on_submit(Message::RecordSentence)
                            .width(50),
                    ]
                    .spacing(8)
                    .align_y(iced::Center),
                    accusation,
                    text(self.preview(game)),
                    button(text(t!("crime-story-record-sentence")))
                        .on_press(Message::RecordSentence),
                ]
                .spacing(8),
            )
            .padding(12)
            .style(style::panel),
            row![
                text_input(
                    &t!("crime-story-certificate-placeholder"),
                    &self.certificate
                )
                .on_input(Message::CertificateTyped)
                .width(Fill),
                button(text(t!("crime-story-play-certificate"))).on_press(Message::PlayCertificate),
            ]
            .spacing(8)
            .padding(iced::Padding::ZERO.right(14)),
            row![
                button(text(t!("crime-story-veto"))).on_press(Message::Veto),
                button(text(t!("crime-story-draw-starter"))).on_press(Message::DrawStarter),
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
    let answers = view.last_card_question.iter().map(|&seat| {
        button(text(t!("crime-story-it-was", player = name(seat))))
            .on_press(Message::LastCardAnswered(Some(seat)))
            .into()
    });
    container(
        column![
            text(t!("crime-story-dry-round"))
                .size(style::HEADING)
                .font(style::BOLD),
            text(last_card_question(view)),
            row(answers)
                .push(
                    button(text(t!("crime-story-not-the-murderer-card")))
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
    let reason = view.end.map(end_words).unwrap_or_default();
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
            .push(text(t!("crime-story-who-held")))
            .push(row(holders).spacing(8));
    } else {
        body = body.push(text(verdict(view)));
        for s in &view.scores {
            let lines = score_lines(&s.lines).join(", ");
            body = body.push(text(if s.can_win {
                format!("{}: {} ({lines})", s.name, s.total)
            } else {
                t!(
                    "crime-story-score-cant-win",
                    player = s.name.as_str(),
                    total = s.total,
                    lines = lines
                )
            }));
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
            let board = t!(
                "crime-story-board",
                player = p.name.as_str(),
                hand = p.hand,
                captured = p.captured,
                certificates = p.certificates,
                status = status_words(p.status)
            );
            if view.evidence_holder == Some(seat) {
                t!("crime-story-board-evidence", board = board)
            } else {
                board
            }
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
        .map(|s| t!("crime-story-starter-line", starter = s.clone()))
        .collect();
    lines.extend(view.story.iter().map(|l| {
        let who = l.author.map_or("", name);
        let told = if l.text.is_empty() { "…" } else { &l.text };
        if l.certificate {
            t!("crime-story-certificate-line", player = who, text = told)
        } else {
            format!("{who}: {told}")
        }
    }));
    column![
        text(t!("crime-story-the-story")).font(style::BOLD),
        text(lines.join("\n")).size(style::BODY - 1.0)
    ]
    .spacing(4)
    .into()
}

/// An outcome's parts said now, as the rules list them ("kept 2, murderer pile +1; murderer
/// found").
pub fn parts(outcome: &[Msg]) -> String {
    outcome.iter().map(Msg::now).collect::<Vec<_>>().join("; ")
}
