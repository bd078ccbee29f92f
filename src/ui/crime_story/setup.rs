//! The players in seat order, the first Author, the certificates, the sentence timer and the
//! rulebook's variants.

use super::Message;
use crate::i18n::Msg;
use crate::rules::crime_story::{CrimeStorySetup, Variants};
use crate::ui::style;
use crate::{msg, t};
use iced::widget::{button, checkbox, column, pick_list, radio, row, scrollable, text, text_input};
use iced::{Element, Fill};

/// The setup form.
#[derive(Debug, Clone, PartialEq)]
pub struct Form {
    names: [String; 6],
    starter: usize,
    certificates: u8,
    seconds: String,
    warning: String,
    small_table: bool,
    variants: Variants,
}

impl Default for Form {
    /// The engine's usual table: 3 certificates, 30 seconds warning at 5, no variants.
    fn default() -> Self {
        let usual = CrimeStorySetup::new(Vec::new(), 0);
        Self {
            names: Default::default(),
            starter: 0,
            certificates: usual.certificates,
            seconds: usual.sentence_seconds.to_string(),
            warning: usual.warning_seconds.to_string(),
            small_table: false,
            variants: usual.variants,
        }
    }
}

impl Form {
    /// Handles the setup form's messages.
    pub fn update(&mut self, message: Message) {
        match message {
            Message::NameChanged(seat, name) => {
                if let Some(slot) = self.names.get_mut(seat) {
                    *slot = name;
                }
            }
            Message::StarterChosen(seat) => self.starter = seat,
            Message::CertificatesChosen(n) => self.certificates = n,
            Message::SecondsTyped(s) => self.seconds = s,
            Message::WarningTyped(s) => self.warning = s,
            Message::SmallTableToggled(on) => {
                self.small_table = on;
                let usual = CrimeStorySetup::new(Vec::new(), 0);
                let table = if on { usual.small_table() } else { usual };
                self.certificates = table.certificates;
                self.variants.min_captured_to_accuse = table.variants.min_captured_to_accuse;
            }
            Message::NoCapToggled(on) => self.variants.no_capture_cap = on,
            Message::NoMurdererToggled(on) => self.variants.no_murderer = on,
            Message::WrongAccusationLosesToggled(on) => self.variants.wrong_accusation_loses = on,
            Message::ReusedWordFineToggled(on) => self.variants.reused_word_fine = on,
            _ => {}
        }
    }

    /// The seats filled in, in order, with their seat numbers in the form.
    fn players(&self) -> Vec<(usize, String)> {
        self.names
            .iter()
            .enumerate()
            .map(|(seat, n)| (seat, n.trim().to_string()))
            .filter(|(_, n)| !n.is_empty())
            .collect()
    }

    /// The setup as typed, or what is wrong with the typing (the rules judge the rest).
    pub fn to_setup(&self) -> Result<CrimeStorySetup, Msg> {
        let seconds = |typed: &str, what: &'static str| {
            typed.trim().parse::<u16>().map_err(|_| Msg::new(what))
        };
        let players = self.players();
        // The starting player was picked among the form's seats; empty seats close up.
        let starting_player = players
            .iter()
            .position(|(seat, _)| *seat == self.starter)
            .ok_or_else(|| msg!("crime-story-first-author-named"))?;
        Ok(CrimeStorySetup {
            players: players.into_iter().map(|(_, n)| n).collect(),
            starting_player,
            certificates: self.certificates,
            sentence_seconds: seconds(&self.seconds, "crime-story-timer-not-seconds")?,
            warning_seconds: seconds(&self.warning, "crime-story-warning-not-seconds")?,
            variants: self.variants,
        })
    }

    /// The form.
    pub fn view<'a>(&'a self, status: String) -> Element<'a, Message> {
        let names = (0..6).map(|seat| {
            row![
                text_input(
                    &t!("crime-story-player-placeholder", seat = seat + 1),
                    &self.names[seat]
                )
                .on_input(move |name| Message::NameChanged(seat, name))
                .width(240),
                radio(
                    t!("crime-story-first-author"),
                    seat,
                    Some(self.starter),
                    Message::StarterChosen
                ),
            ]
            .spacing(12)
            .align_y(iced::Center)
            .into()
        });
        let v = &self.variants;
        scrollable(
            column![
                text(t!("crime-story-new-game"))
                    .size(style::TITLE)
                    .font(style::BOLD),
                text(t!("crime-story-setup-help")),
                row(names).spacing(16).wrap().vertical_spacing(6),
                row![
                    text(t!("crime-story-certificates-each")),
                    pick_list(
                        [1u8, 2, 3, 4],
                        Some(self.certificates),
                        Message::CertificatesChosen
                    ),
                ]
                .spacing(10)
                .align_y(iced::Center),
                row![
                    text(t!("crime-story-timer")),
                    text_input("30", &self.seconds)
                        .on_input(Message::SecondsTyped)
                        .width(70),
                    text(t!("crime-story-warn-in-last")),
                    text_input("5", &self.warning)
                        .on_input(Message::WarningTyped)
                        .width(70),
                    text(t!("crime-story-warn-seconds")),
                ]
                .spacing(10)
                .align_y(iced::Center),
                text(t!("crime-story-variants")).font(style::BOLD),
                row![
                    column![
                        checkbox(self.small_table)
                            .label(t!("crime-story-small-table"))
                            .on_toggle(Message::SmallTableToggled),
                        checkbox(v.no_capture_cap)
                            .label(t!("crime-story-no-cap"))
                            .on_toggle(Message::NoCapToggled),
                        checkbox(v.no_murderer)
                            .label(t!("crime-story-no-murderer"))
                            .on_toggle(Message::NoMurdererToggled),
                    ]
                    .spacing(6)
                    .width(Fill),
                    column![
                        checkbox(v.wrong_accusation_loses)
                            .label(t!("crime-story-wrong-loses"))
                            .on_toggle(Message::WrongAccusationLosesToggled),
                        checkbox(v.reused_word_fine)
                            .label(t!("crime-story-reused-word-fine"))
                            .on_toggle(Message::ReusedWordFineToggled),
                    ]
                    .spacing(6)
                    .width(Fill),
                ]
                .spacing(12),
                text(status).width(Fill),
                button(text(t!("crime-story-start"))).on_press(Message::Start),
            ]
            .spacing(12),
        )
        .into()
    }
}
