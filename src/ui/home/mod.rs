//! The home screen: start a game, resume a saved one, change the settings.

use crate::ui::style;

mod settings;

use crate::games::GameKind;
use crate::record::{Listing, Pin, Store};
use crate::settings::{self as preferences, Settings};
use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Element, Fill, Theme};
use settings::is_pin_typing;
use std::path::PathBuf;

/// The home screen's own state: the saved games as last read from the data folder.
#[derive(Debug, Clone)]
pub struct Home {
    listings: Vec<Listing>,
    /// The name for the next new game.
    name: String,
    /// Digits typed for a new PIN (wiped when replaced or dropped).
    new_pin: crate::pin::Typed,
    /// Digits typed for the PIN in use, which changing or removing it asks for.
    current_pin: crate::pin::Typed,
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
    /// The language of every screen.
    LanguageChosen(crate::i18n::Language),
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
    pub old: Option<crate::pin::Typed>,
    /// The new PIN, or nothing when it is removed.
    pub new: Option<crate::pin::Typed>,
}

impl Home {
    /// The home screen with the saved games found in `store`; sealed ones open with `pin`.
    pub fn new(store: &Store, pin: Option<&Pin>) -> Self {
        Self {
            listings: store.list_games_with(pin),
            name: String::new(),
            new_pin: crate::pin::Typed::default(),
            current_pin: crate::pin::Typed::default(),
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
            Message::LanguageChosen(language) => Action::ChangeSettings(Settings {
                language: Some(language),
                ..settings
            }),
            Message::ScaleChanged(scale_percent) => Action::ChangeSettings(Settings {
                scale_percent: scale_percent.clamp(preferences::MIN_SCALE, preferences::MAX_SCALE),
                ..settings
            }),
            Message::KeepAwakeToggled(keep_awake) => Action::ChangeSettings(Settings {
                keep_awake,
                ..settings
            }),
            Message::PinTyped(typed) => {
                if is_pin_typing(&typed) {
                    self.new_pin = crate::pin::Typed::new(typed);
                }
                Action::None
            }
            Message::CurrentPinTyped(typed) => {
                if is_pin_typing(&typed) {
                    self.current_pin = crate::pin::Typed::new(typed);
                }
                Action::None
            }
            Message::SetPin => {
                let hash = self.current_pin_checked(&settings).and_then(|old| {
                    crate::pin::hash(self.new_pin.as_str()).map(|hash| (old, hash))
                });
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
    ) -> Result<Option<crate::pin::Typed>, String> {
        match &settings.pin_hash {
            None => Ok(None),
            Some(_) if self.current_pin.is_empty() => {
                Err("Type the current PIN first: changing or removing it needs it.".into())
            }
            Some(stored) if crate::pin::verify(self.current_pin.as_str(), stored) => {
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
        let left = column![]
            .push(self.left_open().map(continue_panel))
            .push(new_games(&self.name))
            .push(self.settings_panel(store, settings, awake_failure))
            .spacing(20)
            .padding(iced::Padding::ZERO.right(12));
        let body = row![scrollable(left).width(Fill), self.resume_list().width(Fill),].spacing(20);
        container(column![heading, body].spacing(24))
            .padding(28)
            .width(Fill)
            .height(Fill)
            .into()
    }

    /// The game left open: the one played last, if it hasn't ended.
    fn left_open(&self) -> Option<(&Listing, &crate::record::Header)> {
        self.listings
            .iter()
            .filter_map(|listing| Some((listing, listing.header.as_ref().ok()?)))
            .filter(|(_, header)| header.ended.is_none())
            .max_by_key(|(_, header)| header.updated)
    }

    fn resume_list(&self) -> iced::widget::Container<'_, Message> {
        let now = crate::record::now();
        let entries = self
            .listings
            .iter()
            .map(|listing| resume_entry(listing, now));
        let list: Element<'_, Message> = if self.listings.is_empty() {
            first_run().into()
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
                text("Recent games").size(style::HEADING).font(style::BOLD),
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
                    text(format!("{game} · {}", state(header))).size(style::BODY),
                    text(played(header, now)).size(style::BODY - 2.0),
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
        let label = row![
            badge(kind),
            column![
                text(kind.title()).size(style::BODY + 2.0).font(style::BOLD),
                text(kind.blurb()).size(style::BODY - 1.0),
                text(format!("Alibi: {}", kind.role())).size(style::BODY - 2.0),
            ]
            .spacing(2),
        ]
        .spacing(12)
        .align_y(iced::Center);
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
            column(tools).spacing(8),
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

/// A game's mark: its initials on a tile of its own colour, drawn rather than box art.
fn badge(kind: GameKind) -> Element<'static, Message> {
    let (initials, colour) = match kind {
        GameKind::Crimewave => ("CW", iced::Color::from_rgb8(0xB0, 0x3A, 0x2E)),
        GameKind::IntentToKill => ("IK", iced::Color::from_rgb8(0x2E, 0x4A, 0x7D)),
        GameKind::Murdero => ("Mu", iced::Color::from_rgb8(0x5B, 0x3F, 0x8C)),
        GameKind::CrimeStory => ("CS", iced::Color::from_rgb8(0x2F, 0x6B, 0x4F)),
        GameKind::Keystone => ("KC", iced::Color::from_rgb8(0x8A, 0x6A, 0x1F)),
    };
    container(
        text(initials)
            .size(style::BODY + 2.0)
            .font(style::BOLD)
            .color(iced::Color::WHITE),
    )
    .center(44)
    .style(move |_: &Theme| container::Style {
        background: Some(colour.into()),
        border: iced::border::rounded(8),
        ..container::Style::default()
    })
    .into()
}

/// The hint for a first run: Alibi has a second screen, and where to start.
fn first_run() -> iced::widget::Column<'static, Message> {
    use super::app::shortcut;
    column![
        text("No games yet. Every game is saved after each action and appears here."),
        text("First time here?")
            .size(style::BODY + 2.0)
            .font(style::BOLD),
        text(
            "This window is the console: private, for the Killer or the Murderer. The \
                 whole table reads a second screen."
        ),
        text(format!(
            "{}: open the table window and drag it to a second monitor or a TV.",
            shortcut::TABLE_WINDOW
        )),
        text(format!(
            "{}: table mode, the table view on this screen (and back), also the quick \
                 privacy curtain.",
            shortcut::TABLE_MODE
        )),
        text("Name the game on the left and pick one to start."),
    ]
    .spacing(8)
}

/// The game left open, one click away.
fn continue_panel<'a>(
    (listing, header): (&'a Listing, &'a crate::record::Header),
) -> iced::widget::Container<'a, Message> {
    let game = GameKind::from_id(&header.game).map_or(header.game.as_str(), |kind| kind.title());
    section(
        text("Continue")
            .size(style::HEADING)
            .font(style::BOLD)
            .into(),
        button(
            column![
                text(format!("Continue {}", header.name))
                    .size(style::BODY + 2.0)
                    .font(style::BOLD),
                text(format!("{game} · {}", header.progress)).size(style::BODY),
                text(played(header, crate::record::now())).size(style::BODY - 2.0),
            ]
            .spacing(2),
        )
        .style(button::primary)
        .width(Fill)
        .padding(12)
        .on_press(Message::Resume(listing.path.clone()))
        .into(),
    )
}

/// Where a saved game stands: "In progress · Round 3 …" or "Won by …".
fn state(header: &crate::record::Header) -> String {
    match &header.ended {
        Some(ended) => ended.clone(),
        None => format!("In progress · {}", header.progress),
    }
}

/// When a game was last played, and by whom when the game knows.
fn played(header: &crate::record::Header, now: u64) -> String {
    let (year, month, day) = civil_date(header.updated / 86_400);
    let mut line = format!("Played {year}-{month:02}-{day:02}");
    let ago = when(header.updated, now);
    // Past a month `when` is the date itself.
    if !ago.starts_with("on ") {
        line.push_str(&format!(" ({ago})"));
    }
    if !header.players.is_empty() {
        line.push_str(&format!(" · {}", header.players.join(", ")));
    }
    line
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
