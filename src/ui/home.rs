//! The home screen: start a game, resume a saved one, change the settings.

use super::style;
use crate::games::GameKind;
use crate::record::{Listing, Pin, Store};
use crate::settings::{self, Settings};
use iced::widget::{
    button, checkbox, column, container, row, scrollable, slider, space, text, toggler,
};
use iced::{Element, Fill, Theme};
use std::path::PathBuf;
use zeroize::Zeroizing;

/// The home screen's own state: the saved games as last read from the data folder.
#[derive(Debug, Clone)]
pub struct Home {
    listings: Vec<Listing>,
    /// The name for the next new game.
    name: String,
    /// Digits typed for a new PIN (wiped from memory when replaced or dropped).
    new_pin: Zeroizing<String>,
    /// Digits typed for the PIN in use, which changing or removing it asks for (wiped too).
    current_pin: Zeroizing<String>,
    /// Why the typed PIN was not taken.
    pin_problem: Option<String>,
}

/// What the player did on the home screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// The name for the next new game was typed.
    NameChanged(String),
    /// Start a new game of this kind.
    NewGame(GameKind),
    /// Open this saved game again.
    Resume(PathBuf),
    /// Read the data folder again.
    Refresh,
    /// Dark colours on or off.
    DarkToggled(bool),
    /// The UI scale slider moved (percent).
    ScaleChanged(u16),
    /// Keep the display awake during games, on or off.
    KeepAwakeToggled(bool),
    /// Open the board tracer (trace a Crimewave board from a photo).
    TraceBoard,
    /// Digits typed for a new PIN.
    PinTyped(String),
    /// Digits typed for the PIN in use.
    CurrentPinTyped(String),
    /// Set the typed PIN as the console's PIN (the PIN in use must be typed to change it).
    SetPin,
    /// Stop locking the console with a PIN (the PIN in use must be typed).
    RemovePin,
}

/// What the home screen asks the app to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Nothing beyond the screen itself.
    None,
    /// Start a new game of this kind with this name.
    NewGame(GameKind, String),
    /// Open this saved game.
    Resume(PathBuf),
    /// Use and save these settings.
    ChangeSettings(Settings),
    /// Set, change or remove the PIN, and seal or unseal the saved games to match.
    ChangePin(PinChange),
    /// Open the board tracer.
    TraceBoard,
}

/// A PIN set, changed or removed: the settings holding the new PIN's hash, the PIN that
/// sealed the games until now and the one to seal them with from now on.
#[derive(Debug, Clone, PartialEq)]
pub struct PinChange {
    /// The settings to use and save.
    pub settings: Settings,
    /// The PIN in use until now (checked against its hash), if there was one.
    pub old: Option<Zeroizing<String>>,
    /// The new PIN, or nothing when it is removed.
    pub new: Option<Zeroizing<String>>,
}

impl Home {
    /// The home screen with the saved games found in `store`; sealed ones open with `pin`.
    pub fn new(store: &Store, pin: Option<&Pin>) -> Self {
        Self {
            listings: store.list_games_with(pin),
            name: String::new(),
            new_pin: Zeroizing::default(),
            current_pin: Zeroizing::default(),
            pin_problem: None,
        }
    }

    /// Reads the data folder again; sealed games open with `pin`.
    pub fn refresh(&mut self, store: &Store, pin: Option<&Pin>) {
        self.listings = store.list_games_with(pin);
    }

    /// Handles a message; `settings` are the ones in use, for the settings controls, and
    /// `pin` opens the sealed games.
    pub fn update(
        &mut self,
        message: Message,
        store: &Store,
        settings: &Settings,
        pin: Option<&Pin>,
    ) -> Action {
        let settings = settings.clone();
        match message {
            Message::NameChanged(name) => {
                self.name = name;
                Action::None
            }
            Message::NewGame(kind) => {
                let name = match self.name.trim() {
                    "" => format!("{} game", kind.title()),
                    typed => typed.to_owned(),
                };
                Action::NewGame(kind, name)
            }
            Message::Resume(path) => Action::Resume(path),
            Message::TraceBoard => Action::TraceBoard,
            Message::Refresh => {
                self.refresh(store, pin);
                Action::None
            }
            Message::DarkToggled(dark) => Action::ChangeSettings(Settings { dark, ..settings }),
            Message::ScaleChanged(scale_percent) => Action::ChangeSettings(Settings {
                scale_percent: scale_percent.clamp(settings::MIN_SCALE, settings::MAX_SCALE),
                ..settings
            }),
            Message::KeepAwakeToggled(keep_awake) => Action::ChangeSettings(Settings {
                keep_awake,
                ..settings
            }),
            Message::PinTyped(typed) => {
                if is_pin_typing(&typed) {
                    self.new_pin = Zeroizing::new(typed);
                }
                Action::None
            }
            Message::CurrentPinTyped(typed) => {
                if is_pin_typing(&typed) {
                    self.current_pin = Zeroizing::new(typed);
                }
                Action::None
            }
            Message::SetPin => {
                let hash = self
                    .current_pin_checked(&settings)
                    .and_then(|old| crate::pin::hash(&self.new_pin).map(|hash| (old, hash)));
                match hash {
                    Ok((old, hash)) => self.pin_changed(PinChange {
                        settings: Settings {
                            pin_hash: Some(hash),
                            ..settings
                        },
                        old,
                        new: Some(self.new_pin.clone()),
                    }),
                    Err(problem) => {
                        self.pin_problem = Some(problem);
                        Action::None
                    }
                }
            }
            Message::RemovePin => match self.current_pin_checked(&settings) {
                Ok(old) => self.pin_changed(PinChange {
                    settings: Settings {
                        pin_hash: None,
                        ..settings
                    },
                    old,
                    new: None,
                }),
                Err(problem) => {
                    self.pin_problem = Some(problem);
                    Action::None
                }
            },
        }
    }

    /// The PIN in use as typed, checked against its hash (nothing when no PIN is set): the
    /// games sealed with it are sealed again with the new one.
    /// A wrong one is cleared, as on the lock's cover.
    fn current_pin_checked(
        &mut self,
        settings: &Settings,
    ) -> Result<Option<Zeroizing<String>>, String> {
        match &settings.pin_hash {
            None => Ok(None),
            Some(_) if self.current_pin.is_empty() => {
                Err("Type the current PIN first: changing or removing it needs it.".into())
            }
            Some(stored) if crate::pin::verify(&self.current_pin, stored) => {
                Ok(Some(self.current_pin.clone()))
            }
            Some(_) => {
                self.current_pin.clear();
                Err("That is not the current PIN.".into())
            }
        }
    }

    fn pin_changed(&mut self, change: PinChange) -> Action {
        self.new_pin.clear();
        self.current_pin.clear();
        self.pin_problem = None;
        Action::ChangePin(change)
    }

    /// The screen.
    /// The home screen; `awake_failure` is why the display can't be kept awake here, if it
    /// has failed this run.
    pub fn view<'a>(
        &'a self,
        store: &'a Store,
        settings: &'a Settings,
        awake_failure: Option<&'a str>,
    ) -> Element<'a, Message> {
        let heading = column![
            text("Alibi").size(style::TITLE).font(style::BOLD),
            text("The referee beside the board: secrets kept, answers honest.").size(style::BODY),
        ]
        .spacing(4);
        let body = row![
            scrollable(
                column![
                    new_games(&self.name),
                    self.settings_panel(store, settings, awake_failure)
                ]
                .spacing(20)
                .padding(iced::Padding::ZERO.right(12)),
            )
            .width(Fill),
            self.resume_list().width(Fill),
        ]
        .spacing(20);
        container(column![heading, body].spacing(24))
            .padding(28)
            .width(Fill)
            .height(Fill)
            .into()
    }

    fn resume_list(&self) -> iced::widget::Container<'_, Message> {
        let now = crate::record::now();
        let entries = self
            .listings
            .iter()
            .map(|listing| resume_entry(listing, now));
        let list: Element<'_, Message> = if self.listings.is_empty() {
            text("No saved games yet. Every game is saved after each action and appears here.")
                .size(style::BODY)
                .into()
        } else {
            scrollable(
                column(entries)
                    .spacing(8)
                    .padding(iced::Padding::ZERO.right(12)),
            )
            .into()
        };
        section(
            row![
                text("Resume").size(style::HEADING).font(style::BOLD),
                space::horizontal(),
                button(text("Refresh")).on_press(Message::Refresh),
            ]
            .into(),
            list,
        )
    }
}

fn resume_entry(listing: &Listing, now: u64) -> Element<'_, Message> {
    let file_name = listing
        .path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    match &listing.header {
        Ok(header) => {
            let game =
                GameKind::from_id(&header.game).map_or(header.game.as_str(), |kind| kind.title());
            button(
                column![
                    text(header.name.as_str())
                        .size(style::BODY + 2.0)
                        .font(style::BOLD),
                    text(format!("{game} · {}", header.progress)).size(style::BODY),
                    text(format!("Last played {}", when(header.updated, now)))
                        .size(style::BODY - 2.0),
                ]
                .spacing(2),
            )
            .style(style::list_entry)
            .width(Fill)
            .padding(10)
            .on_press(Message::Resume(listing.path.clone()))
            .into()
        }
        Err(error) => container(
            column![
                text(file_name).size(style::BODY + 2.0),
                text(format!("Can't be opened: {error}")).size(style::BODY - 2.0),
            ]
            .spacing(2),
        )
        .style(|theme: &Theme| container::Style {
            text_color: Some(style::muted(theme)),
            ..style::panel(theme)
        })
        .width(Fill)
        .padding(10)
        .into(),
    }
}

fn new_games(name: &str) -> iced::widget::Container<'_, Message> {
    let entry = |kind: GameKind| -> Element<'static, Message> {
        let label = column![
            text(kind.title()).size(style::BODY + 2.0).font(style::BOLD),
            text(kind.role()).size(style::BODY - 1.0),
        ]
        .spacing(2);
        button(label)
            .width(Fill)
            .padding(10)
            .style(style::list_entry)
            .on_press(Message::NewGame(kind))
            .into()
    };
    let big = GameKind::ALL
        .into_iter()
        .filter(|k| !k.is_table_tool())
        .map(entry);
    let tools = GameKind::ALL
        .into_iter()
        .filter(|k| k.is_table_tool())
        .map(entry);
    section(
        text("New game")
            .size(style::HEADING)
            .font(style::BOLD)
            .into(),
        column![
            iced::widget::text_input("Name the game (e.g. Friday at Sam's)", name)
                .on_input(Message::NameChanged)
                .id("game-name"),
            column(big).spacing(8),
            text("Table tools").size(style::BODY).font(style::BOLD),
            row(tools).spacing(8),
            row![
                button(text("Trace a board")).on_press(Message::TraceBoard),
                text("Your own Crimewave board, from a photo of it").size(style::BODY - 1.0),
            ]
            .spacing(10)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(10)
        .into(),
    )
}

impl Home {
    fn settings_panel<'a>(
        &'a self,
        store: &'a Store,
        settings: &'a Settings,
        awake_failure: Option<&'a str>,
    ) -> iced::widget::Container<'a, Message> {
        // What this machine can't do, said where the user looks for why.
        let limits = awake_failure
            .into_iter()
            .chain(crate::ui::sound::unavailable())
            .map(|why| text(why).size(style::BODY - 2.0).into());
        section(
            text("Settings")
                .size(style::HEADING)
                .font(style::BOLD)
                .into(),
            column![
                toggler(settings.dark)
                    .label("Dark colours")
                    .on_toggle(Message::DarkToggled),
                row![
                    text(format!("Size {} %", settings.scale_percent)).width(110),
                    slider(
                        settings::MIN_SCALE..=settings::MAX_SCALE,
                        settings.scale_percent,
                        Message::ScaleChanged
                    )
                    .step(10u16),
                ]
                .spacing(12),
                checkbox(settings.keep_awake)
                    .label("Keep the display awake while a game is open")
                    .on_toggle(Message::KeepAwakeToggled),
                column(limits).spacing(6),
                self.pin_controls(settings),
                text(format!("Data folder: {}", store.root().display())).size(style::BODY - 2.0),
                text(if settings.pin_hash.is_some() {
                    "Game files are sealed with your PIN: without it they can't be read."
                } else {
                    "Game files are readable by anyone who opens them (set a PIN to seal them)."
                })
                .size(style::BODY - 2.0),
            ]
            .spacing(14)
            .into(),
        )
    }

    fn pin_controls<'a>(&'a self, settings: &'a Settings) -> Element<'a, Message> {
        let field = iced::widget::text_input("New PIN: 4 to 8 digits", &self.new_pin)
            .secure(true)
            .on_input(Message::PinTyped)
            .on_submit(Message::SetPin)
            .width(200);
        let controls: Element<'a, Message> = match settings.pin_hash {
            None => row![field, button(text("Set PIN")).on_press(Message::SetPin)]
                .spacing(8)
                .align_y(iced::Center)
                .into(),
            Some(_) => column![
                row![
                    iced::widget::text_input("Current PIN", &self.current_pin)
                        .secure(true)
                        .on_input(Message::CurrentPinTyped)
                        .width(200),
                    field,
                ]
                .spacing(8),
                row![
                    button(text("Change PIN")).on_press(Message::SetPin),
                    button(text("Remove PIN")).on_press(Message::RemovePin),
                ]
                .spacing(8),
            ]
            .spacing(8)
            .into(),
        };
        column![
            text(if settings.pin_hash.is_some() {
                "Lock the console with Ctrl+L or the Lock button; the table window stays on. \
                 Alibi starts locked, and the PIN opens the sealed games."
            } else {
                "Set a PIN to lock the console with Ctrl+L when you leave the laptop and to \
                 seal the game files."
            }),
            controls,
            text(self.pin_problem.clone().unwrap_or_default()),
        ]
        .spacing(6)
        .into()
    }
}

/// Whether a PIN field may hold this: up to 8 digits (the rest is checked on use).
fn is_pin_typing(typed: &str) -> bool {
    typed.len() <= 8 && typed.bytes().all(|b| b.is_ascii_digit())
}

/// A titled panel.
fn section<'a>(
    title: Element<'a, Message>,
    body: Element<'a, Message>,
) -> iced::widget::Container<'a, Message> {
    container(column![title, body].spacing(12))
        .padding(16)
        .width(Fill)
        .style(style::panel)
}

/// "Last played" in words a person reads at a glance.
fn when(then: u64, now: u64) -> String {
    let ago = now.saturating_sub(then);
    match ago {
        0..60 => "just now".into(),
        60..3_600 => plural(ago / 60, "minute"),
        3_600..86_400 => plural(ago / 3_600, "hour"),
        86_400..172_800 => "yesterday".into(),
        _ if ago < 30 * 86_400 => plural(ago / 86_400, "day"),
        _ => {
            let (year, month, day) = civil_date(then / 86_400);
            format!("on {year}-{month:02}-{day:02}")
        }
    }
}

fn plural(n: u64, unit: &str) -> String {
    if n == 1 {
        format!("1 {unit} ago")
    } else {
        format!("{n} {unit}s ago")
    }
}

/// The calendar date of a day counted from 1970-01-01 (H. Hinnant's civil-from-days).
fn civil_date(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_played_reads_naturally() {
        assert_eq!(when(1_000, 1_030), "just now");
        assert_eq!(when(0, 60), "1 minute ago");
        assert_eq!(when(0, 7_300), "2 hours ago");
        assert_eq!(when(0, 90_000), "yesterday");
        assert_eq!(when(0, 5 * 86_400), "5 days ago");
        // 2026-11-22 is day 20779 since 1970.
        assert_eq!(when(20_779 * 86_400, 20_900 * 86_400), "on 2026-11-22");
        assert_eq!(civil_date(0), (1970, 1, 1));
    }
}
