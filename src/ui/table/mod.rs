//! The table window: what the whole table may see, large enough to read from three metres.
//!
//! Privacy by construction: this module's only input is a [`TableView`], and every variant of
//! `TableView` holds nothing but a game's `PublicView` (and public extras: the Crime Story clock,
//! the photo of the printed Crimewave board). No function here can be handed a
//! game's full state, so a secret has no path to the table window. Beside it the window draws
//! a [`SealStrip`]: the sealed setup's short fingerprints and the corrections undo left, plain
//! strings the console built from the record (never a salt or a secret).

pub mod crime_story;
pub mod crimewave;
pub mod intent;
pub mod keystone;
pub mod murdero;

use super::style;
use super::widget::board::Photo;
use crate::i18n::Msg;
use crate::plays::News;
use crate::rules::crime_story::CrimeStoryView;
use crate::rules::crimewave::PublicView as CrimewaveView;
use crate::rules::intent::PublicView as IntentView;
use crate::rules::keystone::KeystoneView;
use crate::rules::murdero::MurderoView;
use crate::t;
use iced::widget::{center, column, container, text};
use iced::{Center, Element, Fill};

/// What the table window shows, built only from public views.
///
/// The types are the guarantee: each variant holds a game's `PublicView`, so a full game,
/// secrets and all, can't be put on the table. This compiles:
///
/// ```
/// use alibi::rules::Rules;
/// use alibi::rules::crimewave::Crimewave;
/// use alibi::ui::table::TableView;
/// let game = Crimewave::new();
/// let table = TableView::Crimewave(Box::new(game.public_view()), None, None);
/// ```
///
/// and handing over the game itself does not:
///
/// ```compile_fail,E0308
/// use alibi::rules::Rules;
/// use alibi::rules::crimewave::Crimewave;
/// use alibi::ui::table::TableView;
/// let game = Crimewave::new();
/// let table = TableView::Crimewave(Box::new(game), None, None);
/// ```
///
/// nor does giving the table window's view anything but a `TableView`:
///
/// ```compile_fail,E0308
/// use alibi::rules::Rules;
/// use alibi::rules::intent::IntentToKill;
/// use alibi::ui::table::{SealStrip, window_view};
/// let game = IntentToKill::new();
/// let _ = window_view::<()>(&game, &SealStrip::default());
/// ```
#[derive(Debug, Clone, PartialEq)]
pub enum TableView {
    /// No game is open on the console.
    Waiting,
    /// Murdero's scores.
    Murdero(MurderoView),
    /// Intent to Kill's city, victims and answers, with what Alibi announced when it plays a
    /// side (public: who plays what and its instructions for the board).
    IntentToKill(Box<IntentView>, Option<News>),
    /// Crimewave: California's public board and meters, over the photo of the printed board
    /// when it has one (public: it is a picture of the board everyone sees on the table, and
    /// it is opened from the board file, never from the game's state), with what Alibi
    /// announced when it plays the Killers.
    Crimewave(Box<CrimewaveView>, Option<Photo>, Option<News>),
    /// Keystone Crimewave's points, Master Plan and last roll.
    Keystone(Box<KeystoneView>),
    /// Crime Story's counts and story, with the sentence timer (public: everyone watches the
    /// clock, and it holds nothing but the seconds left).
    CrimeStory(Box<CrimeStoryView>, crime_story::Clock),
}

/// What the table sees of the sealed setup and of undo: short fingerprints and corrections,
/// already in words. Public by design: a fingerprint can't be turned back into the secrets
/// without the salt, which only the reveal shows.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SealStrip {
    /// The chain, oldest link first: after how many actions, and the short fingerprint
    /// ("3F2A 91C0 7B").
    pub links: Vec<(usize, String)>,
    /// What undo took back in the round under way, oldest first ("Corrected: RAID at 56 …
    /// MISS was taken back").
    pub corrections: Vec<Msg>,
    /// How many corrections earlier rounds made: once their round is over they fold into a
    /// count (the reveal lists them all).
    pub earlier: usize,
}

/// Corrections of the round under way listed on the table, the newest; the rest are
/// counted (the reveal lists them all).
const CORRECTIONS_SHOWN: usize = 2;

impl SealStrip {
    /// The strip's lines, in the order drawn: the current fingerprint (with the link it
    /// replaced after a re-seal), then the round's newest corrections and one line counting
    /// every correction when some are not listed; in the screens' language.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        match self.links.as_slice() {
            [] => {}
            [(_, only)] => lines.push(t!("seal-strip", short = only.as_str())),
            [.., (_, before), (after, now)] => lines.push(t!(
                "seal-strip-resealed",
                now = now.as_str(),
                after = *after,
                before = before.as_str()
            )),
        }
        let skipped = self.corrections.len().saturating_sub(CORRECTIONS_SHOWN);
        lines.extend(self.corrections.iter().skip(skipped).map(Msg::now));
        if skipped + self.earlier > 0 {
            let all = self.corrections.len() + self.earlier;
            lines.push(t!("seal-strip-more", count = all));
        }
        lines
    }
}

/// The table window's contents: the game's public [`view`] with the sealed-setup strip under
/// it. It has no controls: the table only reads.
pub fn window_view<'a, Message: Clone + 'a>(
    table: &'a TableView,
    seal: &SealStrip,
) -> Element<'a, Message> {
    let lines = seal.lines();
    if lines.is_empty() {
        return view(table);
    }
    column![
        container(view(table)).height(Fill),
        container(column(
            lines
                .into_iter()
                .map(|line| { text(line).size(style::TABLE_TEXT).into() })
        ))
        .padding([6, 16])
        .width(Fill)
        .style(style::panel),
    ]
    .into()
}

/// The game's public view as the table reads it.
pub fn view<'a, Message: Clone + 'a>(table: &'a TableView) -> Element<'a, Message> {
    match table {
        TableView::Waiting => center(
            column![
                text(t!("app-name"))
                    .size(style::TABLE_ANSWER)
                    .font(style::BOLD),
                text(t!("table-waiting")).size(style::TABLE_TEXT),
            ]
            .spacing(16)
            .align_x(Center),
        )
        .into(),
        TableView::Murdero(game) => murdero::view(game),
        TableView::IntentToKill(game, news) => intent::view(game, news.as_ref()),
        TableView::Crimewave(game, photo, news) => {
            crimewave::view(game, photo.as_ref(), news.as_ref())
        }
        TableView::Keystone(game) => keystone::view(game),
        TableView::CrimeStory(game, clock) => crime_story::view(game, *clock),
    }
}

/// What the table is told beside the game: who plays what when Alibi plays a side,
/// "thinking…", and the instruction for the board in large type (Alibi's, or what the rules
/// changed on their own).
pub fn news<'a, Message: Clone + 'a>(news: &'a News) -> Element<'a, Message> {
    let mut panel = column![].spacing(6);
    if !news.seats.is_empty() {
        panel = panel.push(text(news.seats.as_str()).size(style::TABLE_TEXT * 0.6));
    }
    if news.thinking {
        panel = panel.push(
            text(t!("table-thinking"))
                .size(style::TABLE_TEXT)
                .font(style::BOLD),
        );
    }
    if let Some(said) = &news.announcement {
        panel = panel
            .push(
                text(said.headline.now())
                    .size(style::TABLE_TEXT)
                    .font(style::BOLD),
            )
            .extend(
                said.steps
                    .iter()
                    .map(|step| text(step.now()).size(style::TABLE_TEXT * 0.8).into()),
            );
    }
    container(panel)
        .padding([8, 14])
        .width(Fill)
        .style(style::warning_banner)
        .into()
}

/// The table window's title, in the screens' language. Titles show in task bars and window
/// lists, so they are public too: they name no game detail at all.
pub fn title() -> String {
    t!("app-table-title")
}
