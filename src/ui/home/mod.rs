//! The home screen: start a game, resume a saved one, change the settings.

use crate::ui::style;

mod settings;

use crate::games::GameKind;
use crate::i18n::Msg;
use crate::record::{Listing, Pin, Store};
use crate::settings::{self as preferences, Settings};
use crate::t;
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
    pin_problem: Option<Msg>,
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
    /// Give the phones a new address: pages opened with the old one are turned away.
    NewPhoneAddress,
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
                    "" => t!("home-default-name", game = kind.title()),
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
            Message::NewPhoneAddress => Action::ChangeSettings(Settings {
                phones_token: Some(crate::serve::new_token()),
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
    ) -> Result<Option<crate::pin::Typed>, Msg> {
        match &settings.pin_hash {
            None => Ok(None),
            Some(_) if self.current_pin.is_empty() => Err(Msg::new("settings-pin-needed")),
            Some(stored) if crate::pin::verify(self.current_pin.as_str(), stored) => {
                Ok(Some(self.current_pin.clone()))
            }
            Some(_) => {
                self.current_pin.clear();
                Err(Msg::new("settings-pin-wrong"))
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
        awake_failure: Option<&'a crate::ui::notice::Notice>,
    ) -> Element<'a, Message> {
        let heading = column![
            text(t!("app-name")).size(style::TITLE).font(style::BOLD),
            text(t!("home-tagline")).size(style::BODY),
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
                text(t!("home-recent-games"))
                    .size(style::HEADING)
                    .font(style::BOLD),
                space::horizontal(),
                button(text(t!("home-refresh"))).on_press(Message::Refresh),
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
        Ok(header) => button(
            column![
                text(header.name.as_str())
                    .size(style::BODY + 2.0)
                    .font(style::BOLD),
                text(t!(
                    "home-game-state",
                    game = game_title(header),
                    state = state(header)
                ))
                .size(style::BODY),
                text(played(header, now)).size(style::BODY - 2.0),
            ]
            .spacing(2),
        )
        .style(style::list_entry)
        .width(Fill)
        .padding(10)
        .on_press(Message::Resume(listing.path.clone()))
        .into(),
        Err(error) => container(
            column![
                text(file_name).size(style::BODY + 2.0),
                text(t!("home-cant-open", error = error.msg())).size(style::BODY - 2.0),
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
                text(kind.title().now())
                    .size(style::BODY + 2.0)
                    .font(style::BOLD),
                text(kind.blurb().now()).size(style::BODY - 1.0),
                text(t!("home-game-role", role = kind.role())).size(style::BODY - 2.0),
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
        text(t!("home-new-game"))
            .size(style::HEADING)
            .font(style::BOLD)
            .into(),
        column![
            iced::widget::text_input(&t!("home-name-placeholder"), name)
                .on_input(Message::NameChanged)
                .id("game-name"),
            column(big).spacing(8),
            text(t!("home-table-tools"))
                .size(style::BODY)
                .font(style::BOLD),
            column(tools).spacing(8),
            row![
                button(text(t!("home-trace-board"))).on_press(Message::TraceBoard),
                text(t!("home-trace-board-hint")).size(style::BODY - 1.0),
            ]
            .spacing(10)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(10)
        .into(),
    )
}

/// A game's tile's side, in pixels.
const BADGE: f32 = 44.0;

/// A game's mark: its initials (in the language of its name) on a tile of its own colour,
/// drawn rather than box art.
fn badge(kind: GameKind) -> Element<'static, Message> {
    let (initials, colour) = match kind {
        GameKind::Crimewave => (t!("home-badge-crimewave"), (0xB0, 0x3A, 0x2E)),
        GameKind::IntentToKill => (t!("home-badge-intent-to-kill"), (0x2E, 0x4A, 0x7D)),
        GameKind::Murdero => (t!("home-badge-murdero"), (0x5B, 0x3F, 0x8C)),
        GameKind::CrimeStory => (t!("home-badge-crime-story"), (0x2F, 0x6B, 0x4F)),
        GameKind::Keystone => (t!("home-badge-keystone"), (0x8A, 0x6A, 0x1F)),
    };
    let colour = iced::Color::from_rgb8(colour.0, colour.1, colour.2);
    // Initials wider than the tile (a language's longer ones) are set smaller.
    let size = crate::ui::widget::measure::size_for_line(
        &initials,
        style::BODY + 2.0,
        style::BODY - 6.0,
        style::BOLD,
        BADGE - 6.0,
    );
    container(
        text(initials)
            .size(size)
            .font(style::BOLD)
            .color(iced::Color::WHITE),
    )
    .center(BADGE)
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
        text(t!("home-first-no-games")),
        text(t!("home-first-time"))
            .size(style::BODY + 2.0)
            .font(style::BOLD),
        text(t!("home-first-console")),
        text(t!(
            "home-first-table-window",
            shortcut = shortcut::TABLE_WINDOW
        )),
        text(t!("home-first-table-mode", shortcut = shortcut::TABLE_MODE)),
        text(t!("home-first-start")),
    ]
    .spacing(8)
}

/// The game left open, one click away.
fn continue_panel<'a>(
    (listing, header): (&'a Listing, &'a crate::record::Header),
) -> iced::widget::Container<'a, Message> {
    section(
        text(t!("home-continue"))
            .size(style::HEADING)
            .font(style::BOLD)
            .into(),
        button(
            column![
                text(t!("home-continue-game", name = header.name.as_str()))
                    .size(style::BODY + 2.0)
                    .font(style::BOLD),
                text(t!(
                    "home-game-state",
                    game = game_title(header),
                    state = header.progress_said()
                ))
                .size(style::BODY),
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

/// A saved game's title: its game's, or the record's own name for a game this Alibi doesn't
/// know.
fn game_title(header: &crate::record::Header) -> Msg {
    GameKind::from_id(&header.game).map_or_else(|| Msg::raw(header.game.clone()), GameKind::title)
}

/// Where a saved game stands: "In progress · Round 3 …" or "Won by …".
fn state(header: &crate::record::Header) -> Msg {
    header
        .ended_said()
        .unwrap_or_else(|| Msg::new("home-in-progress").arg("progress", header.progress_said()))
}

/// When a game was last played, and by whom when the game knows.
fn played(header: &crate::record::Header, now: u64) -> String {
    let (year, month, day) = civil_date(header.updated / 86_400);
    let date = crate::i18n::date(year, month, day);
    let played = match when(header.updated, now) {
        Some(ago) => Msg::new("home-played-ago")
            .arg("date", date)
            .arg("ago", ago),
        None => Msg::new("home-played").arg("date", date),
    };
    if header.players.is_empty() {
        played.now()
    } else {
        t!(
            "home-played-by",
            played = played,
            players = header.players.join(", ")
        )
    }
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

/// "Last played" in words a person reads at a glance; past a month, nothing (the date says
/// it).
fn when(then: u64, now: u64) -> Option<Msg> {
    let ago = now.saturating_sub(then);
    Some(match ago {
        0..60 => Msg::new("home-ago-now"),
        60..3_600 => Msg::new("home-ago-minutes").arg("count", ago / 60),
        3_600..86_400 => Msg::new("home-ago-hours").arg("count", ago / 3_600),
        86_400..172_800 => Msg::new("home-ago-yesterday"),
        _ if ago < 30 * 86_400 => Msg::new("home-ago-days").arg("count", ago / 86_400),
        _ => return None,
    })
}

/// The calendar date of a day counted from 1970-01-01 (H. Hinnant's civil-from-days).
fn civil_date(days: u64) -> (i32, u32, u32) {
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
    // A day count from a file's timestamp: the year fits an i32 for the next two billion years.
    (
        i32::try_from(year).unwrap_or(i32::MAX),
        month as u32,
        day as u32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_played_reads_naturally() {
        let said = |then, now| when(then, now).map(|ago| ago.to_string());
        assert_eq!(said(1_000, 1_030).as_deref(), Some("just now"));
        assert_eq!(said(0, 60).as_deref(), Some("1 minute ago"));
        assert_eq!(said(0, 7_300).as_deref(), Some("2 hours ago"));
        assert_eq!(said(0, 90_000).as_deref(), Some("yesterday"));
        assert_eq!(said(0, 5 * 86_400).as_deref(), Some("5 days ago"));
        // Past a month the date alone says it: 2026-11-22 is day 20779 since 1970.
        assert_eq!(said(20_779 * 86_400, 20_900 * 86_400), None);
        assert_eq!(civil_date(0), (1970, 1, 1));
    }
}
