//! What the open game shows beyond its own screen: the recap of its story so far, and the
//! table's view and seal strip, built from public views only.

use super::{App, Screen};
use crate::games::GameKind;
use crate::msg;
use crate::ui::recap::Recap;
use crate::ui::seal;
use crate::ui::table::{SealStrip, TableView};

impl App {
    /// The recap of the open game as it stands, for the games that have a story to tell.
    pub(super) fn recap_now(&self) -> Option<Box<Recap>> {
        let (name, path, game, story) = match &self.screen {
            Screen::Crimewave(screen) => {
                let session = screen.session();
                let actions = session.record().actions();
                let mut story = crate::rules::crimewave::recap::story(actions);
                // Once the game has ended, the recap also tells why Alibi's Killers chose
                // what they chose (the console worked it out when the game ended).
                let reasons = screen.alibi_reasons();
                if !reasons.is_empty() && story.ending.is_some() {
                    story.secrets.push(msg!("together-why"));
                    story.secrets.extend(reasons.iter().cloned());
                }
                (session.name(), session.path(), GameKind::Crimewave, story)
            }
            Screen::IntentToKill(screen) => {
                let session = screen.session();
                let actions = session.record().actions();
                let mut story = crate::rules::intent::recap::story(actions);
                // Once the game has ended, the recap also tells why Alibi's Murderer chose
                // what it chose (the console worked it out when the game ended).
                let reasons = screen.alibi_reasons();
                if !reasons.is_empty() && story.ending.is_some() {
                    story.secrets.push(msg!("recap-why-alibi-chose"));
                    story.secrets.extend(reasons.iter().cloned());
                }
                (
                    session.name(),
                    session.path(),
                    GameKind::IntentToKill,
                    story,
                )
            }
            _ => return None,
        };
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        let picture = self.store.root().join("recaps").join(format!("{stem}.png"));
        Some(Box::new(Recap::new(name, game.title(), story, picture)))
    }

    /// What the table may see now: only ever built from public views.
    pub(super) fn table_view(&self) -> TableView {
        match &self.screen {
            Screen::Home(_) | Screen::Tracer(_) => TableView::Waiting,
            Screen::Murdero(screen) => TableView::Murdero(screen.public()),
            Screen::IntentToKill(screen) => {
                TableView::IntentToKill(Box::new(screen.public()), screen.news())
            }
            Screen::Crimewave(screen) => TableView::Crimewave(
                Box::new(screen.public()),
                screen.photo().cloned(),
                screen.news(),
            ),
            Screen::Keystone(screen) => TableView::Keystone(Box::new(screen.public())),
            Screen::CrimeStory(screen) => {
                TableView::CrimeStory(Box::new(screen.public()), screen.clock())
            }
        }
    }

    /// What the table may see of the open game's sealed setup and corrections (the games
    /// with secrets; the table tools have none).
    pub(super) fn seal_strip_now(&self) -> SealStrip {
        match &self.screen {
            Screen::Crimewave(screen) => {
                let record = screen.session().record();
                let began = crate::rules::crimewave::recap::round_began(record.actions());
                seal::strip(record, began)
            }
            Screen::IntentToKill(screen) => {
                let record = screen.session().record();
                let began = crate::rules::intent::recap::round_began(record.actions());
                seal::strip(record, began)
            }
            _ => SealStrip::default(),
        }
    }
}
