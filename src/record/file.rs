//! The saved-game file: a header the resume list can read cheaply, then the record.

use super::disk;
use super::history::Record;
use super::seal::{Correction, Seal};
use super::sealed_file::{self, FileKey, Pin, Sealed};
use crate::i18n::{Msg, Stored};
use crate::msg;
use crate::plays::{Pending, Seats};
use crate::rules::Rules;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// The `format` field of every saved game.
pub const FORMAT: &str = "alibi-record";
/// The record format this Alibi writes; it reads this one and every earlier one. Format 2
/// added sealed files (an Alibi reading format 1 would call them damaged); format 3 added
/// the sides Alibi plays (`seats`), so an older Alibi refuses such a game rather than open it
/// as one between people, showing the Murderer's secrets on a console the Detective reads.
/// Format 4 referees Intent to Kill's investigation: an Intent to Kill game of an older
/// format opens with the house rule that leaves that count to the table, as it was played
/// (see [`Rules::upgrade`]). A file is written in the lowest format that reads it right: a
/// game between people as format 2, one Alibi plays as 3, an Intent to Kill game as 4.
pub const VERSION: u32 = 4;

/// The format of a game between people: what an Alibi before format 3 can open.
const VERSION_WITHOUT_SEATS: u32 = 2;

/// The format of a game Alibi plays a side of.
const VERSION_WITH_SEATS: u32 = 3;

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
    /// The players' names as far as the game knows them (the Investigators, the sides);
    /// left out of a sealed file.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    /// How the game ended ("Won by the Investigators"), once it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
    /// `progress` as a message, for the resume list to say in the table's language (absent
    /// in files saved before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress_msg: Option<Stored>,
    /// `ended` as a message, likewise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_msg: Option<Stored>,
}

impl Header {
    /// How far the game has gone, to be said in the table's language (the file's own English
    /// line when it keeps no message this Alibi can say: a file from an older or newer Alibi).
    pub fn progress_said(&self) -> Msg {
        said(self.progress_msg.as_ref(), &self.progress)
    }

    /// How the game ended, once it has, likewise.
    pub fn ended_said(&self) -> Option<Msg> {
        let ended = self.ended.as_deref()?;
        Some(said(self.ended_msg.as_ref(), ended))
    }
}

/// A header's line as its message, or as the English it was written in.
fn said(msg: Option<&Stored>, english: &str) -> Msg {
    msg.and_then(Stored::msg)
        .unwrap_or_else(|| Msg::raw(english.to_owned()))
}

/// Where a sealed file keeps the header's players, inside its sealed part.
const PLAYERS: &str = "players";

/// Everything in a record but its header: what a sealed file seals.
#[derive(Serialize, Deserialize)]
struct Body<A> {
    actions: Vec<A>,
    #[serde(default = "Vec::new")]
    redo: Vec<A>,
    /// The sealed-setup chain (absent in files saved before it existed).
    #[serde(default)]
    seals: Vec<Seal>,
    /// Public lines taken back by undo (absent in files saved before they were kept).
    #[serde(default)]
    corrections: Vec<Correction>,
    /// The sides Alibi plays and its seed (absent when people play every side).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seats: Option<Seats>,
    /// The seed every draw Alibi makes for the table comes from (absent in files saved before
    /// it was kept: then the seats' seed, or one drawn when the game is next opened).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    /// Alibi's announcement waiting for a person when the game was saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pending: Option<Pending>,
}

/// A record file as written: the header, then the body in clear or sealed.
#[derive(Serialize)]
struct FileOut<'a, B> {
    #[serde(flatten)]
    header: &'a Header,
    #[serde(flatten)]
    contents: Contents<'a, B>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum Contents<'a, B> {
    Clear(&'a B),
    Sealed { sealed: Sealed },
}

/// A record file as read: the header, the sealed part if it is sealed, and every other field
/// (the body, when it is in clear).
#[derive(Deserialize)]
struct FileIn {
    #[serde(flatten)]
    header: Header,
    sealed: Option<Sealed>,
    #[serde(flatten)]
    rest: serde_json::Map<String, serde_json::Value>,
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
    Damaged(Msg),
    /// The file is sealed with a PIN and none was given.
    Sealed,
    /// The file is sealed with another PIN than the one given.
    OtherPin,
    /// The file could not be written (the system's reason).
    Unwritable(Msg),
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
    /// English, for the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.msg())
    }
}

impl std::error::Error for FileError {}

impl FileError {
    /// What went wrong with the file at `path`.
    pub fn new(path: &Path, problem: Problem) -> Self {
        Self {
            path: path.to_owned(),
            problem,
        }
    }

    /// What went wrong, for a banner in the screens' language.
    pub fn msg(&self) -> Msg {
        let file = self.path.display().to_string();
        let said = match &self.problem {
            Problem::Unreadable(why) => msg!("file-unreadable", why = why.as_str()),
            Problem::NotARecord => msg!("file-not-a-record"),
            Problem::Newer(version) => msg!("file-newer", version = *version, known = VERSION),
            Problem::OtherGame(game) => msg!("file-other-game", game = game.as_str()),
            Problem::Damaged(what) => msg!("file-damaged", what = what.clone()),
            Problem::Sealed => msg!("file-sealed"),
            Problem::OtherPin => msg!("file-other-pin"),
            Problem::Unwritable(why) => msg!("file-unwritable", why = why.clone()),
        };
        said.arg("file", file)
    }
}

/// A file's problem in the system's own words (an I/O error, the reader's), said as it is.
fn system(why: impl ToString) -> Msg {
    Msg::raw(why.to_string())
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
                Problem::Damaged(msg!("file-damaged-json", error = e.to_string()))
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
            Problem::Damaged(msg!("file-damaged-header", error = e.to_string())),
        )
    })
}

/// Reads a saved game as far as it can be read without knowing its game: the header, and
/// the body as JSON, unsealed with `pin` when the file is sealed (with the file's key).
fn open_body(
    path: &Path,
    bytes: &[u8],
    pin: Option<&Pin>,
) -> Result<(Header, serde_json::Value, Option<FileKey>), FileError> {
    header_of(path, bytes)?;
    let damaged = |what: Msg| FileError::new(path, Problem::Damaged(what));
    let file: FileIn = serde_json::from_slice(bytes)
        .map_err(|e| damaged(msg!("file-damaged-sealed-part", error = e.to_string())))?;
    let Some(sealed) = file.sealed else {
        return Ok((file.header, serde_json::Value::Object(file.rest), None));
    };
    let pin = pin.ok_or_else(|| FileError::new(path, Problem::Sealed))?;
    let (plain, key) =
        sealed_file::open(&sealed, pin, &bound(&file.header)).map_err(|refusal| match refusal {
            sealed_file::Refusal::OtherPin => FileError::new(path, Problem::OtherPin),
            sealed_file::Refusal::Damaged(what) => damaged(what),
        })?;
    let mut body: serde_json::Value = serde_json::from_slice(&plain)
        .map_err(|e| damaged(msg!("file-damaged-no-record", error = e.to_string())))?;
    let mut header = file.header;
    if let Some(players) = body
        .as_object_mut()
        .and_then(|fields| fields.remove(PLAYERS))
    {
        header.players = serde_json::from_value(players).unwrap_or_default();
    }
    Ok((header, body, Some(key)))
}

/// The clear text a seal vouches for: which game the sealed body belongs to.
fn bound(header: &Header) -> Vec<u8> {
    format!("{FORMAT} {} {}", header.game, header.created).into_bytes()
}

/// The bytes of a record file: `header`, then `body` in clear or sealed with `key`.
fn file_bytes<B: Serialize>(
    header: &Header,
    body: &B,
    key: Option<&FileKey>,
) -> Result<Vec<u8>, String> {
    // Names are not in the clear part of a sealed file (it shows no more than the game, its
    // name, dates and progress): they travel inside the sealed part, and `open_body` puts
    // them back in the header.
    let players = header.players.clone();
    let sealed_header;
    let header = match key {
        Some(_) if !header.players.is_empty() => {
            sealed_header = Header {
                players: Vec::new(),
                ..header.clone()
            };
            &sealed_header
        }
        _ => header,
    };
    let contents = match key {
        None => Contents::Clear(body),
        Some(key) => {
            let mut body = serde_json::to_value(body).map_err(|e| e.to_string())?;
            if let (Some(fields), false) = (body.as_object_mut(), players.is_empty()) {
                fields.insert(PLAYERS.into(), players.into());
            }
            let body = serde_json::to_vec(&body).map_err(|e| e.to_string())?;
            Contents::Sealed {
                sealed: sealed_file::seal(key, &bound(header), &body)?,
            }
        }
    };
    serde_json::to_vec(&FileOut { header, contents }).map_err(|e| e.to_string())
}

/// Reads a saved game's header and checks that `pin` opens it: what the resume list shows.
/// A sealed file without the PIN that sealed it is refused like a damaged one.
pub fn read_header_with(path: &Path, pin: Option<&Pin>) -> Result<Header, FileError> {
    let bytes = read(path)?;
    open_body(path, &bytes, pin).map(|(header, _, _)| header)
}

/// Writes a saved game again, sealed with `to` or in clear without it, opening it with `from`
/// when it is sealed; the actions are carried over as they are, whatever the game. Returns
/// whether the file was written (a file in clear staying in clear is not). A file that can't
/// be opened is left untouched.
pub fn reseal(path: &Path, from: Option<&Pin>, to: Option<&Pin>) -> Result<bool, FileError> {
    let bytes = read(path)?;
    let (mut header, body, key) = open_body(path, &bytes, from)?;
    if key.is_none() && to.is_none() {
        return Ok(false);
    }
    let key = to
        .map(Pin::fresh_key)
        .transpose()
        .map_err(|why| FileError::new(path, Problem::Unwritable(why)))?;
    // The body is carried over as it is: its format stays the one it was written in (or the
    // one its seats need).
    let seated = body.get("seats").is_some_and(|s| !s.is_null());
    header.version = header.version.max(if seated {
        VERSION_WITH_SEATS
    } else {
        VERSION_WITHOUT_SEATS
    });
    let bytes = file_bytes(&header, &body, key.as_ref())
        .map_err(|why| FileError::new(path, Problem::Unwritable(system(why))))?;
    disk::write_atomic(path, &bytes)
        .map_err(|e| FileError::new(path, Problem::Unwritable(system(e))))?;
    Ok(true)
}

/// A record saved in an older format (`version`), as this Alibi replays it: the game's
/// [`Rules::upgrade`] actions first, the sealed-setup chain and the corrections counted from
/// after them.
fn upgraded<G: Rules>(
    version: u32,
    actions: Vec<G::Action>,
    mut seals: Vec<Seal>,
    mut corrections: Vec<Correction>,
) -> (Vec<G::Action>, Vec<Seal>, Vec<Correction>) {
    let mut first = G::upgrade(version);
    let added = first.len();
    if added == 0 {
        return (actions, seals, corrections);
    }
    first.extend(actions);
    for seal in &mut seals {
        seal.after += added;
    }
    for correction in &mut corrections {
        correction.at += added;
    }
    (first, seals, corrections)
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
    /// The sides Alibi plays, if any, with the seed its decisions are drawn from.
    pub seats: Option<Seats>,
    /// The seed every draw Alibi makes for the table comes from (`None` in a file saved before
    /// it was kept, until one is drawn).
    pub seed: Option<u64>,
    /// Alibi's announcement waiting for a person, as saved.
    pub pending: Option<Pending>,
    /// The key the file is sealed with, or nothing when it is saved in clear.
    key: Option<FileKey>,
}

impl<G: Rules> SavedGame<G> {
    /// A new, empty game that will be saved at `path`, in clear (see `seal_with`).
    pub fn new(path: PathBuf, name: String, now: u64) -> Self {
        Self {
            path,
            name,
            created: now,
            record: Record::default(),
            seats: None,
            seed: None,
            pending: None,
            key: None,
        }
    }

    /// Opens a saved game written in clear, replaying its actions (see `load_with`).
    pub fn load(path: &Path) -> Result<Self, FileError> {
        Self::load_with(path, None)
    }

    /// Opens a saved game, replaying its actions; a sealed file is opened with `pin` and
    /// stays sealed with it. Any problem is reported, never repaired: the file is not touched.
    pub fn load_with(path: &Path, pin: Option<&Pin>) -> Result<Self, FileError> {
        let bytes = read(path)?;
        let header = header_of(path, &bytes)?;
        if header.game != G::GAME {
            return Err(FileError::new(path, Problem::OtherGame(header.game)));
        }
        let (header, body, key) = open_body(path, &bytes, pin)?;
        let body = Body::<G::Action>::deserialize(body).map_err(|e| {
            FileError::new(
                path,
                Problem::Damaged(msg!("file-damaged-actions", error = e.to_string())),
            )
        })?;
        let (actions, seals, corrections) =
            upgraded::<G>(header.version, body.actions, body.seals, body.corrections);
        let record = Record::rebuild(actions, body.redo, seals, corrections)
            .map_err(|e| FileError::new(path, Problem::Damaged(e.msg())))?;
        let seed = body.seed.or(body.seats.as_ref().map(|s| s.seed));
        Ok(Self {
            path: path.to_owned(),
            name: header.name,
            created: header.created,
            record,
            seats: body.seats,
            seed,
            pending: body.pending,
            key,
        })
    }

    /// From the next save on, seals the file with `pin` (a fresh salt, so this pays for
    /// Argon2 once), or writes it in clear without one.
    pub fn seal_with(&mut self, pin: Option<&Pin>) -> Result<(), FileError> {
        self.key = pin
            .map(Pin::fresh_key)
            .transpose()
            .map_err(|why| FileError::new(&self.path, Problem::Unwritable(why)))?;
        Ok(())
    }

    /// Whether the file is saved sealed.
    pub fn is_sealed(&self) -> bool {
        self.key.is_some()
    }

    /// The file's full contents as of now (sealed with a fresh nonce when it is sealed).
    pub fn to_bytes(&self, now: u64) -> Result<Vec<u8>, FileError> {
        let header = Header {
            format: FORMAT.into(),
            version: G::FORMAT.max(if self.seats.is_some() {
                VERSION_WITH_SEATS
            } else {
                VERSION_WITHOUT_SEATS
            }),
            game: G::GAME.into(),
            name: self.name.clone(),
            created: self.created,
            updated: now,
            // The file is language-neutral: its lines are written in English.
            progress: self.record.game().progress().to_string(),
            players: self.record.game().players(),
            ended: self.record.game().ended().map(|ended| ended.to_string()),
            progress_msg: Some(Stored::from(&self.record.game().progress())),
            ended_msg: self.record.game().ended().map(|ended| Stored::from(&ended)),
        };
        let body = Body {
            actions: self.record.actions().to_vec(),
            redo: self.record.redo_list().to_vec(),
            seals: self.record.seals().to_vec(),
            corrections: self.record.corrections().to_vec(),
            seats: self.seats.clone(),
            seed: self.seed,
            pending: self.pending.clone(),
        };
        file_bytes(&header, &body, self.key.as_ref())
            .map_err(|why| FileError::new(&self.path, Problem::Unwritable(system(why))))
    }

    /// Saves the game atomically: afterwards the file holds exactly this record.
    pub fn save(&self, now: u64) -> Result<(), FileError> {
        disk::write_atomic(&self.path, &self.to_bytes(now)?)
            .map_err(|e| FileError::new(&self.path, Problem::Unwritable(system(e))))
    }
}
