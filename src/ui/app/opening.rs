//! Opening a game: a new one of a kind, or one saved, each in its own screen.

use super::*;

impl App {
    /// Opens a new game of `kind` called `name`, saved from this moment on.
    pub(super) fn start(&mut self, kind: GameKind, name: &str) {
        // Every draw Alibi makes for this table comes from this seed (see `crate::chance`).
        let seed = match &mut self.next_seed {
            Some(next) => std::mem::replace(next, next.wrapping_add(1)),
            None => rand::random(),
        };
        self.open(kind, Opening::New(name, seed));
    }

    pub(super) fn resume(&mut self, path: &std::path::Path) {
        match crate::record::read_header(path) {
            Ok(header) => match GameKind::from_id(&header.game) {
                Some(kind) => self.open(kind, Opening::Saved(path)),
                None => {
                    self.notice = Some(
                        msg!(
                            "app-unknown-game",
                            path = path.display().to_string(),
                            game = header.game
                        )
                        .into(),
                    );
                }
            },
            Err(error) => self.notice = Some(error.msg().into()),
        }
    }

    /// Shows the screen of a game of `kind`, new or saved.
    pub(super) fn open(&mut self, kind: GameKind, opening: Opening<'_>) {
        let store = &self.store;
        let pin = self.pin.as_ref();
        let screen = match kind {
            GameKind::Murdero => opening
                .session(store, pin)
                .map(|session| Screen::Murdero(Box::new(murdero::Screen::new(session)))),
            GameKind::IntentToKill => opening
                .session(store, pin)
                .map(|session| Screen::IntentToKill(Box::new(intent::Screen::new(session)))),
            GameKind::Crimewave => opening.session(store, pin).map(|session| {
                let traced = crate::record::boards::list_boards(store);
                Screen::Crimewave(Box::new(crimewave::Screen::new(session, traced)))
            }),
            GameKind::CrimeStory => opening
                .session(store, pin)
                .map(|session| Screen::CrimeStory(Box::new(crime_story::Screen::new(session)))),
            GameKind::Keystone => opening
                .session(store, pin)
                .map(|session| Screen::Keystone(Box::new(keystone::Screen::new(session)))),
        };
        match screen {
            Ok(mut screen) => {
                // The reveal at the end of a game is behind the PIN, when one is set.
                let pin_hash = self.settings.pin_hash.clone();
                match &mut screen {
                    Screen::Crimewave(screen) => screen.guard_reveal(pin_hash),
                    Screen::IntentToKill(screen) => screen.guard_reveal(pin_hash),
                    _ => {}
                }
                self.show(screen)
            }
            Err(error) => self.notice = Some(error.msg().into()),
        }
    }
}

/// How a game screen is opened: a new game with its name and seed, or a saved one.
pub(super) enum Opening<'a> {
    New(&'a str, u64),
    Saved(&'a std::path::Path),
}

impl Opening<'_> {
    pub(super) fn session<G: crate::rules::Rules>(
        &self,
        store: &Store,
        pin: Option<&Pin>,
    ) -> Result<Session<G>, FileError> {
        match self {
            Opening::New(name, seed) => Session::start(store, name, pin, *seed),
            Opening::Saved(path) => Session::resume(path, pin),
        }
    }
}
