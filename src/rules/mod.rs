//! The games' rules: pure functions of the actions taken. Nothing in here may use the UI, the
//! file system, the clock or global randomness (CI checks that no file here mentions iced).

mod game;

pub use game::{Refusal, Rules};

pub mod crime_story;
pub mod crimewave;
pub mod intent;
pub mod keystone;
pub mod murdero;
pub mod recap;
