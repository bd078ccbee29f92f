//! The table window: what the whole table may see, large enough to read from three metres.
//!
//! Privacy by construction: this module's only input is a [`TableView`], and every variant of
//! `TableView` holds nothing but a game's `PublicView` (and public extras: the Crime Story clock,
//! the photo of the printed Crimewave board). No function here can be handed a
//! game's full state, so a secret has no path to the table window.

pub mod crime_story;
pub mod crimewave;
pub mod intent;
pub mod keystone;
pub mod murdero;

use super::style;
use super::widget::board::Photo;
use crate::rules::crime_story::CrimeStoryView;
use crate::rules::crimewave::PublicView as CrimewaveView;
use crate::rules::intent::PublicView as IntentView;
use crate::rules::keystone::KeystoneView;
use crate::rules::murdero::MurderoView;
use iced::widget::{center, column, text};
use iced::{Center, Element};

/// What the table window shows, built only from public views.
#[derive(Debug, Clone, PartialEq)]
pub enum TableView {
    /// No game is open on the console.
    Waiting,
    /// Murdero's scores.
    Murdero(MurderoView),
    /// Intent to Kill's city, victims and answers.
    IntentToKill(IntentView),
    /// Crimewave: California's public board and meters, over the photo of the printed board
    /// when it has one (public: it is a picture of the board everyone sees on the table, and
    /// it is opened from the board file, never from the game's state).
    Crimewave(Box<CrimewaveView>, Option<Photo>),
    /// Keystone Crimewave's points, Master Plan and last roll.
    Keystone(Box<KeystoneView>),
    /// Crime Story's counts and story, with the sentence timer (public: everyone watches the
    /// clock, and it holds nothing but the seconds left).
    CrimeStory(Box<CrimeStoryView>, crime_story::Clock),
}

/// The table window's contents. It has no controls: the table only reads.
pub fn view<'a, Message: Clone + 'a>(table: &'a TableView) -> Element<'a, Message> {
    match table {
        TableView::Waiting => center(
            column![
                text("Alibi").size(style::TABLE_ANSWER).font(style::BOLD),
                text("Table screen: waiting for a game on the console.").size(style::TABLE_TEXT),
            ]
            .spacing(16)
            .align_x(Center),
        )
        .into(),
        TableView::Murdero(game) => murdero::view(game),
        TableView::IntentToKill(game) => intent::view(game),
        TableView::Crimewave(game, photo) => crimewave::view(game, photo.as_ref()),
        TableView::Keystone(game) => keystone::view(game),
        TableView::CrimeStory(game, clock) => crime_story::view(game, *clock),
    }
}

/// The table window's title. Titles show in task bars and window lists, so they are public
/// too: they name no game detail at all.
pub const TITLE: &str = "Alibi — table";
