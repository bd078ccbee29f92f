//! The checks every kind of action starts with, shared by the round, the Detective's moves
//! and the social-group stack: the phase the game must be in, and a civilian still in the
//! city.

use super::catalogue::Civilian;
use super::city::Block;
use super::{IntentToKill, Phase};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;

/// A refusal, for `?` and early returns.
pub(super) fn refuse<T>(reason: Msg) -> Result<T, Refusal> {
    Err(Refusal::new(reason))
}

/// Refuses unless the game is in `phase`, naming both phases and `what` was tried (a
/// message of its own, "moving civilians").
pub(super) fn need(game: &IntentToKill, phase: Phase, what: Msg) -> Result<(), Refusal> {
    in_phase(game.phase, phase, what)
}

/// Refuses unless the phase `now` is `phase` (see [`need`]).
pub(super) fn in_phase(now: Phase, phase: Phase, what: Msg) -> Result<(), Refusal> {
    if now == phase {
        Ok(())
    } else {
        refuse(msg!(
            "intent-refusal-wrong-phase",
            now = now.msg(),
            what = what,
            wanted = phase.msg()
        ))
    }
}

/// The civilian's block, refused once they have left the city.
pub(super) fn on_board(game: &IntentToKill, c: Civilian) -> Result<Block, Refusal> {
    game.city
        .block_of(c)
        .ok_or_else(|| Refusal::new(msg!("intent-refusal-not-in-city", civilian = c.msg())))
}
