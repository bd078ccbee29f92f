//! Game records, shared by every game: the actions, the file they are saved in, the data
//! folder. Every accepted action is saved before the next is taken.

pub mod boards;
pub mod disk;
mod file;
mod history;
pub mod seal;
mod sealed_file;
mod store;
pub mod writer;

pub use file::{
    FORMAT, FileError, Header, Problem, SavedGame, VERSION, read_header, read_header_with, reseal,
};
pub use history::{Record, ReplayError};
pub use seal::{Correction, Seal};
pub use sealed_file::Pin;
pub use store::{GAME_EXTENSION, HOME_VARIABLE, Listing, Store};

/// Seconds since 1970, for the record's "created" and "last played".
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}
