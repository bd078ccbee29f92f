//! `hard`: a sharper table. It plays as the standard table does, but weighs what the exact
//! public deduction says more closely.

use super::{Boldness, Squad, Step, step_with};
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
    let knobs: Vec<f64> = std::env::var("ALIBI_HARD_KNOBS")
        .unwrap_or_default()
        .split(',')
        .filter_map(|w| w.parse().ok())
        .collect();
    let boldness = Boldness {
        lead: knobs.first().copied().unwrap_or(0.0),
        case_short: knobs.get(1).copied().unwrap_or(0.0) as u32,
    };
    step_with(boldness, view, deduction, squad, seat, rng)
}
