//! Alibi plays Intent to Kill: the Murderer, or the Detective, for one person playing alone
//! (or for self-play, Alibi against itself or against outside programs: `crate::arena`).
//!
//! - [`murderer`] reads the whole game and decides through the engine; [`detective`] reads
//!   the table's public view only.
//! - [`turn`] says whose move it is and who made an action; [`moves`] lists each side's
//!   legal moves; [`belief`] weighs what the public facts allow; [`announce`] turns a
//!   decision into an instruction for the physical board.

pub mod announce;
pub mod belief;
pub mod detective;
pub mod moves;
pub mod murderer;
pub mod rollout;
pub mod turn;

use crate::plays::{Level, Side};

/// How often a level wins against the strongest opponent Alibi has (the other side at
/// `hard`), measured by `alibi selfplay` over 400–1,000 games a pairing (docs/alibi-plays.md):
/// what the setup screen tells a person choosing a level. `None` for a side Alibi doesn't
/// play in Intent to Kill.
pub fn measured_win_rate(side: Side, level: Level) -> Option<u8> {
    match (side, level) {
        (Side::Murderer, Level::Easy) => Some(17),
        (Side::Murderer, Level::Standard) => Some(24),
        (Side::Murderer, Level::Hard) => Some(41),
        (Side::Detective, Level::Easy) => Some(6),
        (Side::Detective, Level::Standard) => Some(13),
        (Side::Detective, Level::Hard) => Some(60),
        (Side::Killers, _) => None,
    }
}
