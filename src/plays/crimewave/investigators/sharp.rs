//! `hard`: the standard table, bolder with an escaped Killer. A raid that finds an escaped
//! Killer sends it straight back to prison, with no trial to lose, and an escaped Killer
//! kills only a step from its new home, so its first scene nearly gives the home away: the
//! hard table raids it on a lead [`ESCAPED`] weaker than the threshold it keeps for the
//! others. Everything else is the standard table's: measured in self-play, a bolder or a
//! more careful threshold, raiding known homes on a weaker or stronger case, and tying more
//! scenes at a trial all did no better, or worse.

use super::{Squad, Step, step_with};
use crate::rules::crimewave::PublicView;
use crate::rules::crimewave::deduction::Deduction;
use rand::Rng;

/// How much weaker a lead the hard table raids an escaped Killer on.
pub const ESCAPED: f64 = 0.2;

/// What a hard Investigator `seat` does next (from the public view alone).
pub(super) fn next_step(
    view: &PublicView,
    deduction: &Deduction,
    squad: &mut Squad,
    seat: usize,
    rng: &mut impl Rng,
) -> Step {
    step_with(ESCAPED, view, deduction, squad, seat, rng)
}
