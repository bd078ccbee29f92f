//! The saved-game file and the record it holds, as in `src/record/mod.rs`, without the data
//! folder and board files (which need the image codecs).

#[path = "../../../src/record/disk.rs"]
mod disk;
#[path = "../../../src/record/file.rs"]
mod file;
#[path = "../../../src/record/history.rs"]
mod history;
#[path = "../../../src/record/seal.rs"]
pub mod seal;
#[path = "../../../src/record/sealed_file.rs"]
mod sealed_file;

pub use file::{FileError, Problem, SavedGame, read_header, read_header_with};
pub use history::Record;
pub use sealed_file::Pin;
