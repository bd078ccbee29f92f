//! The recap: the story of the game on one screen (the timeline chart, the key moments and,
//! once the game has ended, its secrets), opened when a game ends or from the toolbar, and
//! exported as a PNG picture for the group chat.

use super::style;
use super::widget::timeline::timeline;
use crate::i18n::Msg;
use crate::rules::recap::Story;
use crate::{msg, t};
use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Element, Fill, FillPortion, Task};
use std::path::PathBuf;

/// The exported picture's size in pixels.
pub const PICTURE: (u32, u32) = (1600, 1000);

/// The recap of one game.
#[derive(Debug, Clone)]
pub struct Recap {
    /// The name the players gave the game.
    name: String,
    /// Which game it is ("Crimewave: California").
    game: Msg,
    story: Story,
    /// Where the picture goes.
    picture: PathBuf,
    /// What the last export did, in words.
    exported: Option<Msg>,
    /// The secrets are shown: they wait for a click, like the reveal's typed word, so a
    /// glance at the laptop as the game ends doesn't give them away.
    secrets_shown: bool,
}

/// What the player did on the recap.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Go back to the game.
    Back,
    /// Save the recap as a PNG picture (with the secrets when they are shown).
    Export,
    /// Show the secrets (once the game has ended).
    ShowSecrets,
    /// The picture was saved there, or why it wasn't.
    Exported(Result<PathBuf, Msg>),
}

/// What the recap asks of the app.
#[derive(Debug)]
pub enum Action {
    /// Nothing beyond the screen itself.
    None,
    /// Close the recap and show the game again.
    Back,
    /// Run this task (the export, off the UI thread).
    Run(Task<Message>),
}

impl Recap {
    /// The recap of `story`, a game of `game` called `name`; its picture is saved as
    /// `picture`.
    pub fn new(name: &str, game: Msg, story: Story, picture: PathBuf) -> Self {
        Self {
            name: name.to_owned(),
            game,
            story,
            picture,
            exported: None,
            secrets_shown: false,
        }
    }

    /// The story shown.
    pub fn story(&self) -> &Story {
        &self.story
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Back => Action::Back,
            Message::ShowSecrets => {
                self.secrets_shown = true;
                Action::None
            }
            Message::Export => {
                self.exported = Some(msg!("recap-saving"));
                let recap = self.clone();
                Action::Run(Task::perform(
                    async move {
                        super::background::off_ui_thread(move || recap.export())
                            .await
                            .unwrap_or_else(|| Err(msg!("recap-export-stopped")))
                    },
                    Message::Exported,
                ))
            }
            Message::Exported(result) => {
                self.exported = Some(match result {
                    Ok(path) => msg!("recap-saved-as", path = path.display().to_string()),
                    Err(problem) => msg!("recap-not-saved", problem = problem),
                });
                Action::None
            }
        }
    }

    /// Renders the recap and saves it as a PNG at its path.
    pub fn export(&self) -> Result<PathBuf, Msg> {
        let png = super::picture::png(self.picture(), PICTURE, &style::theme(false))?;
        crate::record::disk::write_atomic(&self.picture, &png).map_err(|e| {
            msg!(
                "recap-not-written",
                path = self.picture.display().to_string(),
                error = e.to_string()
            )
        })?;
        Ok(self.picture.clone())
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        // "Show the secrets" sits with the other buttons, always in view: at the foot of a
        // long game's key moments it was out of sight until scrolled to.
        let reveal = (!self.story.secrets.is_empty() && !self.secrets_shown)
            .then(|| button(text(t!("recap-show-secrets"))).on_press(Message::ShowSecrets));
        let controls = row![
            button(text(t!("recap-back"))).on_press(Message::Back),
            button(text(t!("recap-export"))).on_press(Message::Export),
        ]
        .push(reveal)
        .push(
            text(self.exported.as_ref().map(Msg::now).unwrap_or_default()).size(style::BODY - 2.0),
        )
        .spacing(12)
        .align_y(iced::Center);
        column![
            self.heading(),
            row![
                container(timeline(&self.story))
                    .width(FillPortion(3))
                    .height(Fill)
                    .padding(8)
                    .style(style::panel),
                scrollable(self.told().padding(iced::Padding::ZERO.right(12)))
                    .width(FillPortion(1))
                    .height(Fill),
            ]
            .spacing(16)
            .height(Fill),
            controls,
        ]
        .spacing(14)
        .padding([12, 20])
        .into()
    }

    /// The picture: what the screen shows, without the buttons.
    fn picture(&self) -> Element<'_, Message> {
        container(
            column![
                self.heading(),
                row![
                    container(timeline(&self.story))
                        .width(FillPortion(3))
                        .height(Fill),
                    self.told().width(FillPortion(1)),
                ]
                .spacing(20)
                .height(Fill),
                text(t!("recap-refereed")).size(style::BODY - 4.0),
            ]
            .spacing(14),
        )
        .padding(28)
        .width(Fill)
        .height(Fill)
        .into()
    }

    fn heading<M: 'static>(&self) -> Element<'_, M> {
        let ending = match &self.story.ending {
            Some(ending) => ending.now(),
            None => t!("recap-goes-on"),
        };
        column![
            row![
                text(t!("recap-story-of", name = self.name.as_str()))
                    .size(style::HEADING)
                    .font(style::BOLD),
                space::horizontal(),
                text(self.game.now()).size(style::BODY),
            ],
            text(ending).size(style::BODY + 2.0),
        ]
        .spacing(4)
        .into()
    }

    /// The key moments, the marks' key and the secrets, in words.
    fn told(&self) -> iced::widget::Column<'_, Message> {
        let moments = self.story.moments.iter().map(|moment| {
            text(t!(
                "recap-moment",
                mark = moment.kind.mark(),
                round = round_name(moment.round),
                what = moment.what.clone()
            ))
            .size(style::BODY - 2.0)
            .into()
        });
        let mut told = column![
            text(t!("recap-key-moments"))
                .size(style::BODY)
                .font(style::BOLD)
        ]
        .spacing(6)
        .push(if self.story.moments.is_empty() {
            text(t!("recap-none-yet")).size(style::BODY - 2.0)
        } else {
            text(marks_key(&self.story)).size(style::BODY - 3.0)
        })
        .extend(moments);
        if !self.story.secrets.is_empty() && self.secrets_shown {
            told = told
                .push(space().height(8))
                .push(
                    text(t!("recap-secrets"))
                        .size(style::BODY)
                        .font(style::BOLD),
                )
                .extend(
                    self.story
                        .secrets
                        .iter()
                        .map(|secret| text(secret.now()).size(style::BODY - 2.0).into()),
                );
        }
        told
    }
}

fn round_name(round: usize) -> Msg {
    if round == 0 {
        msg!("recap-before-play")
    } else {
        msg!("recap-round", round = round)
    }
}

/// "H hit · T trial": the letters used on this chart.
fn marks_key(story: &Story) -> String {
    let mut kinds: Vec<_> = story.moments.iter().map(|m| m.kind).collect();
    kinds.dedup();
    let mut seen = Vec::new();
    for kind in kinds {
        if !seen.contains(&kind) {
            seen.push(kind);
        }
    }
    seen.iter()
        .map(|kind| t!("recap-mark-key", mark = kind.mark(), kind = kind.name()))
        .collect::<Vec<_>>()
        .join(" · ")
}
