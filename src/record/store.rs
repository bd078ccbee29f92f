//! The data folder: where games, traced boards and settings live.

use super::file::{self, FileError, Header};
use super::sealed_file::Pin;
use std::path::{Path, PathBuf};

/// The environment variable that moves the data folder (tests, CI, portable use).
pub const HOME_VARIABLE: &str = "ALIBI_HOME";
/// The extension of saved games.
pub const GAME_EXTENSION: &str = "alibi-game";

/// The data folder and what is in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    root: PathBuf,
}

/// A saved game as the resume list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listing {
    /// The file.
    pub path: PathBuf,
    /// Its header, or why it can't be opened.
    pub header: Result<Header, FileError>,
}

impl Store {
    /// The data folder: `$ALIBI_HOME` when set, else the system's place for app data.
    pub fn discover() -> Result<Self, String> {
        if let Some(home) = std::env::var_os(HOME_VARIABLE).filter(|h| !h.is_empty()) {
            return Ok(Self::at(PathBuf::from(home)));
        }
        directories::ProjectDirs::from("", "", "Alibi")
            .map(|dirs| Self::at(dirs.data_dir().to_owned()))
            .ok_or_else(|| {
                format!("No home folder was found for the data; set {HOME_VARIABLE} to a folder.")
            })
    }

    /// A data folder at a given place.
    pub fn at(root: PathBuf) -> Self {
        Self { root }
    }

    /// The data folder itself.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where saved games go.
    pub fn games(&self) -> PathBuf {
        self.root.join("games")
    }

    /// Where traced boards go.
    pub fn boards(&self) -> PathBuf {
        self.root.join("boards")
    }

    /// The settings file.
    pub fn settings(&self) -> PathBuf {
        self.root.join("settings.json")
    }

    /// A file name for a new game that no other game uses: the game, the name and the time.
    pub fn new_game_path(&self, game: &str, name: &str, now: u64) -> PathBuf {
        let slug = slug(name);
        let stem = format!(
            "{game}-{}-{now}",
            if slug.is_empty() { "game" } else { &slug }
        );
        let games = self.games();
        (0..)
            .map(|n| match n {
                0 => games.join(format!("{stem}.{GAME_EXTENSION}")),
                n => games.join(format!("{stem}-{n}.{GAME_EXTENSION}")),
            })
            .find(|path| !path.exists() && !super::disk::temporary_path(path).exists())
            .unwrap_or_default()
    }

    /// Every saved game, readable ones newest first, then the ones that can't be opened
    /// (sealed ones among them: see `list_games_with`).
    pub fn list_games(&self) -> Vec<Listing> {
        self.list_games_with(None)
    }

    /// Every saved game, readable ones newest first, then the ones that can't be opened,
    /// among them sealed ones that `pin` doesn't open.
    pub fn list_games_with(&self, pin: Option<&Pin>) -> Vec<Listing> {
        let mut listings: Vec<Listing> = self
            .game_files()
            .into_iter()
            .map(|path| Listing {
                header: file::read_header_with(&path, pin),
                path,
            })
            .collect();
        listings.sort_by(|a, b| match (&a.header, &b.header) {
            (Ok(a), Ok(b)) => b.updated.cmp(&a.updated),
            (Ok(_), Err(_)) => std::cmp::Ordering::Less,
            (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
            (Err(_), Err(_)) => a.path.cmp(&b.path),
        });
        listings
    }

    /// Writes every saved game again, sealed with `to` or in clear without it, opening sealed
    /// ones with `from` (see `file::reseal`). Returns how many were written again and the
    /// files that were left untouched, with why.
    pub fn reseal_games(&self, from: Option<&Pin>, to: Option<&Pin>) -> (usize, Vec<FileError>) {
        let mut written = 0;
        let mut left = Vec::new();
        for path in self.game_files() {
            match file::reseal(&path, from, to) {
                Ok(true) => written += 1,
                Ok(false) => {}
                Err(error) => left.push(error),
            }
        }
        (written, left)
    }

    /// The saved games' files (not the temporary ones a save writes first).
    fn game_files(&self) -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(self.games()) else {
            return Vec::new();
        };
        entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == GAME_EXTENSION))
            .filter(|path| {
                !path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
            })
            .collect()
    }
}

/// A name as it can go in a file name: lower-case letters and digits joined by dashes
/// (empty when the name has none).
pub(super) fn slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}
