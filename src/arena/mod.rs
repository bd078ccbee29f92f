//! The arena: whole games between players that are not people — Alibi's strategies against
//! each other, or against outside programs — played out beside the command line, which prints
//! what they found (`alibi selfplay`).
//!
//! Everything the strategies themselves must not touch lives here: the clock that times each
//! decision, the transcripts written for every game (`--export`), and the outside programs
//! started and read line by line (the open protocol). The decisions are `crate::plays`', pure
//! as the rules; the arena only asks for them, hands them to the engine and keeps the score.
//!
//! - [`intent`]: Intent to Kill, the Murderer against the Detective ([`intent::table`] referees
//!   one game, [`intent::external`] speaks the open protocol).
//! - [`process`]: an outside program's process, which can't make Alibi wait, grow or leave it
//!   running.
//! - [`crimewave`]: Alibi's Killers against the simulated Investigators.
//! - [`stats`]: the win rates with their intervals, and the decision times.

pub mod crimewave;
pub mod intent;
pub mod process;
pub mod stats;
