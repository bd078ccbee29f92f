//! The saved-game file: a header the resume list can read cheaply, then the record.

use super::disk;
use super::history::Record;
use super::seal::{Correction, Seal};
use crate::rules::Rules;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// The `format` field of every saved game.
pub const FORMAT: &str = "alibi-record";
/// The record format this Alibi writes and reads.
pub const VERSION: u32 = 1;

/// What the resume list shows of a saved game, read without replaying it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Always `alibi-record`.
    pub format: String,
    /// The record format version.
    pub version: u32,
    /// Which game (`crimewave`, `intent-to-kill`, …).
    pub game: String,
    /// The name the players gave the game.
    pub name: String,
    /// When the game was started, in seconds since 1970.
    pub created: u64,
    /// When an action was last saved, in seconds since 1970.
    pub updated: u64,
    /// How far the game has gone, in words ("Round 3 · Panic 5").
    pub progress: String,
}

#[derive(Serialize, Deserialize)]
struct RecordFile<A> {
    #[serde(flatten)]
    header: Header,
    actions: Vec<A>,
    #[serde(default = "Vec::new")]
    redo: Vec<A>,
    /// The sealed-setup chain (absent in files saved before it existed).
    #[serde(default)]
    seals: Vec<Seal>,
    /// Public lines taken back by undo (absent in files saved before they were kept).
    #[serde(default)]
    corrections: Vec<Correction>,
}

/// What is wrong with a saved-game file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The file could not be read (the system's reason).
    Unreadable(String),
    /// The file is not an Alibi record at all.
    NotARecord,
    /// The file was written by a newer Alibi, in this record format version.
    Newer(u32),
    /// The file is an Alibi record for another game than the one asked for.
    OtherGame(String),
    /// The file is an Alibi record but broken (what is broken and where).
    Damaged(String),
    /// The file could not be written (the system's reason).
    Unwritable(String),
}

/// A saved-game file that could not be opened or saved, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    /// The file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub problem: Problem,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.path.display();
        match &self.problem {
            Problem::Unreadable(why) => write!(f, "Can't read {file}: {why}."),
            Problem::NotARecord => write!(f, "{file} is not an Alibi game record."),
            Problem::Newer(version) => write!(
                f,
                "{file} was saved by a newer Alibi (record format {version}; this Alibi reads \
                 format {VERSION}). Update Alibi to open it; the file is left as it is."
            ),
            Problem::OtherGame(game) => write!(f, "{file} is a game of {game}, not of this game."),
            Problem::Damaged(what) => {
                write!(f, "{file} is damaged: {what}. The file is left as it is.")
            }
            Problem::Unwritable(why) => write!(f, "Can't save {file}: {why}."),
        }
    }
}

impl std::error::Error for FileError {}

impl FileError {
    fn new(path: &Path, problem: Problem) -> Self {
        Self {
            path: path.to_owned(),
            problem,
        }
    }
}

/// Reads just the header of a saved game, checking format and version.
pub fn read_header(path: &Path) -> Result<Header, FileError> {
    let bytes = read(path)?;
    header_of(path, &bytes)
}

fn read(path: &Path) -> Result<Vec<u8>, FileError> {
    std::fs::read(path).map_err(|e| FileError::new(path, Problem::Unreadable(e.to_string())))
}

fn header_of(path: &Path, bytes: &[u8]) -> Result<Header, FileError> {
    // Look at the format and version before anything else, so a newer file is called newer
    // rather than damaged even when its layout has changed.
    #[derive(Deserialize)]
    struct Stamp {
        format: Option<String>,
        version: Option<u32>,
    }
    let stamp: Stamp = serde_json::from_slice(bytes).map_err(|e| {
        let problem = if e.is_syntax() || e.is_eof() {
            if bytes.trim_ascii_start().starts_with(b"{") {
                Problem::Damaged(format!("the JSON breaks off or is malformed ({e})"))
            } else {
                Problem::NotARecord
            }
        } else {
            Problem::NotARecord
        };
        FileError::new(path, problem)
    })?;
    match (stamp.format.as_deref(), stamp.version) {
        (Some(FORMAT), Some(version)) if version > VERSION => {
            return Err(FileError::new(path, Problem::Newer(version)));
        }
        (Some(FORMAT), Some(_)) => {}
        _ => return Err(FileError::new(path, Problem::NotARecord)),
    }
    serde_json::from_slice(bytes).map_err(|e| {
        FileError::new(
            path,
            Problem::Damaged(format!("its header is incomplete ({e})")),
        )
    })
}

/// A game record with the file it lives in.
#[derive(Debug, Clone)]
pub struct SavedGame<G: Rules> {
    /// Where the game is saved.
    pub path: PathBuf,
    /// The name the players gave it.
    pub name: String,
    /// When it was started, in seconds since 1970.
    pub created: u64,
    /// The game itself.
    pub record: Record<G>,
}

impl<G: Rules> SavedGame<G> {
    /// A new, empty game that will be saved at `path`.
    pub fn new(path: PathBuf, name: String, now: u64) -> Self {
        Self {
            path,
            name,
            created: now,
            record: Record::default(),
        }
    }

    /// Opens a saved game, replaying its actions. Any problem is reported, never repaired:
    /// the file is not touched.
    pub fn load(path: &Path) -> Result<Self, FileError> {
        let bytes = read(path)?;
        let header = header_of(path, &bytes)?;
        if header.game != G::GAME {
            return Err(FileError::new(path, Problem::OtherGame(header.game)));
        }
        let file: RecordFile<G::Action> = serde_json::from_slice(&bytes).map_err(|e| {
            FileError::new(
                path,
                Problem::Damaged(format!("its actions can't be read ({e})")),
            )
        })?;
        let record = Record::rebuild(file.actions, file.redo, file.seals, file.corrections)
            .map_err(|e| FileError::new(path, Problem::Damaged(e.to_string())))?;
        Ok(Self {
            path: path.to_owned(),
            name: file.header.name,
            created: file.header.created,
            record,
        })
    }

    /// The file's full contents as of now.
    pub fn to_bytes(&self, now: u64) -> Result<Vec<u8>, FileError> {
        let file = RecordFile {
            header: Header {
                format: FORMAT.into(),
                version: VERSION,
                game: G::GAME.into(),
                name: self.name.clone(),
                created: self.created,
                updated: now,
                progress: self.record.game().progress(),
            },
            actions: self.record.actions().to_vec(),
            redo: self.record.redo_list().to_vec(),
            seals: self.record.seals().to_vec(),
            corrections: self.record.corrections().to_vec(),
        };
        serde_json::to_vec(&file)
            .map_err(|e| FileError::new(&self.path, Problem::Unwritable(e.to_string())))
    }

    /// Saves the game atomically: afterwards the file holds exactly this record.
    pub fn save(&self, now: u64) -> Result<(), FileError> {
        disk::write_atomic(&self.path, &self.to_bytes(now)?)
            .map_err(|e| FileError::new(&self.path, Problem::Unwritable(e.to_string())))
    }
}
