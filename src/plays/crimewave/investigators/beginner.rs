//! `easy`: a table of beginners. Half the time an Investigator sees the sensible step (the
//! standard table's); otherwise it does what a beginner does — always something the rules
//! allow and that looks reasonable, but not the best: it ends its turn with actions left,
//! rolls at the scene where it happens to stand whatever the tile can change, wanders to a
//! scene that needs no work, or raids on a hunch, the likeliest home of a Killer when the
//! lead is only fair.

use super::{Squad, Step, raid_threshold, step_toward};
use crate::rules::crimewave::deduction::Deduction;
use crate::rules::crimewave::{PublicView, Status};
use rand::Rng;
use rand::seq::IndexedRandom;

/// How much weaker a lead a beginner raids on than the standard table.
const HUNCH: f64 = 0.25;

/// What a beginner Investigator `seat` does next (from the public view alone).
pub(super) fn next_step(
    view: &PublicView,
    deduction: &Deduction,
    squad: &mut Squad,
    seat: usize,
    rng: &mut impl Rng,
) -> Step {
    let sensible = super::next_step(view, deduction, squad, seat, rng);
    // A Neighborhood Watch is free and the rules point at it: everyone places it.
    if matches!(sensible, Step::Watch(_)) || rng.random_bool(0.5) {
        return sensible;
    }
    // The hunch is the mistake that costs: a table has actions to spare, and a missed raid
    // costs a step of Panic and spooks the Killer.
    match rng.random_range(0..6) {
        0 => Step::Done,
        1 => roll_here(view, squad, seat, rng).unwrap_or(sensible),
        2 => wander(view, squad, seat, rng).unwrap_or(sensible),
        _ => hunch(view, deduction).unwrap_or(sensible),
    }
}

/// A roll for any unverified tile at the scene where the Investigator stands.
fn roll_here(view: &PublicView, squad: &Squad, seat: usize, rng: &mut impl Rng) -> Option<Step> {
    let here = squad.positions[seat];
    let tiles: Vec<Step> = view
        .scenes
        .iter()
        .filter(|s| s.loc == here)
        .flat_map(|s| s.evidence.iter().filter(|t| !t.verified))
        .map(|t| Step::Roll(here, t.kind))
        .collect();
    tiles.choose(rng).copied()
}

/// A step toward a scene picked at random.
fn wander(view: &PublicView, squad: &Squad, seat: usize, rng: &mut impl Rng) -> Option<Step> {
    let board = view.board.as_deref()?;
    let here = squad.positions[seat];
    let scene = view.scenes.choose(rng)?;
    step_toward(board, here, scene.loc).map(Step::Move)
}

/// A raid on the likeliest home of the Killer at large with the best lead, when that lead
/// is fair but below what the standard table waits for.
fn hunch(view: &PublicView, deduction: &Deduction) -> Option<Step> {
    let total = deduction.assignments as f64;
    if total <= 0.0 {
        return None;
    }
    let (killer, loc, share) = view
        .killers
        .iter()
        .filter(|k| matches!(k.status, Status::Free | Status::Escaped))
        .filter_map(|k| {
            let &(loc, n) = deduction.homes[k.killer.index()]
                .iter()
                .max_by_key(|h| (h.1, std::cmp::Reverse(h.0)))?;
            Some((k.killer, loc, n as f64 / total))
        })
        .max_by(|a, b| a.2.total_cmp(&b.2))?;
    (share >= raid_threshold(view.panic) - HUNCH).then_some(Step::Raid(loc, killer))
}
