//! Weighing possible murders by what the table could deduce after each: the work behind
//! `standard` and `hard`'s murders and method changes.
//!
//! A Killer may have fifty sites; the exact deduction after each costs milliseconds in the
//! hardest positions, so each Killer's sites are first shortlisted by a quick look that is
//! exact for the Killer itself (its homes the site keeps), then every shortlisted murder of
//! every Killer is weighed exactly in one pass over the table's consistent homes.

use super::safety::{Hideouts, score};
use super::watches;
use crate::plays::Level;
use crate::rules::crimewave::deduction::{Deduction, SceneFact};
use crate::rules::crimewave::{Crimewave, Evidence, Killer, Loc};
use std::collections::HashMap;

/// How many sites of each Killer are weighed by the exact deduction: enough that the best by
/// the quick look is never left out.
const SHORTLIST: usize = 8;

/// What a scene is worth to a prosecutor who knows its Killer's home, in the units of
/// `standard`'s safety score: a Killer the table has all but found should leave no more
/// scenes (each one is a tie at its trial), so a murder costs this much divided by the
/// homes it leaves. (`hard` reckons the case itself.)
const EVIDENCE: f64 = 1.0;

/// Murders to weigh: a Killer's sites, read as the table would read them in `game` — the
/// game as it is, or as it would be after a method change (which changes no public fact,
/// only the tiles of the scenes to come).
pub(super) struct Proposal<'g> {
    /// The game the scenes are read in.
    pub game: &'g Crimewave,
    /// Who would kill.
    pub killer: Killer,
    /// Where it may.
    pub sites: Vec<Loc>,
}

/// One murder weighed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Candidate {
    /// Who.
    pub killer: Killer,
    /// Where.
    pub loc: Loc,
    /// What the level makes of the position after it.
    pub value: f64,
    /// The Killer's homes the table would have left.
    pub homes_left: usize,
}

/// Weighs every proposal's murders against the public facts of `base`: for each proposal,
/// its shortlisted murders with their worth at `level` (`standard` or `hard`).
pub(super) fn weigh(base: &Crimewave, proposals: &[Proposal], level: Level) -> Vec<Vec<Candidate>> {
    let hideouts = Hideouts::of(base);
    let now = base.deduce();
    let mut rooms: HashMap<(Killer, Loc), f64> = HashMap::new();
    let mut plans: Vec<Plan> = Vec::new();
    let mut scenes: Vec<SceneFact> = Vec::new();
    for proposal in proposals {
        let (game, killer) = (proposal.game, proposal.killer);
        let mut sites = proposal.sites.clone();
        if level == Level::Hard {
            // `hard` first sets aside the sites after which the watches would show every
            // home, unless there is nothing else.
            for &loc in &sites {
                if let Some(room) = watches::room_after(game, killer, loc) {
                    rooms.entry((killer, loc)).or_insert(room);
                }
            }
            let room = |loc: &Loc| rooms.get(&(killer, *loc)).copied();
            let best = sites
                .iter()
                .filter_map(room)
                .fold(f64::NEG_INFINITY, f64::max);
            let roomy: Vec<Loc> = sites
                .iter()
                .copied()
                .filter(|loc| room(loc).is_some_and(|r| r >= best.min(0.0)))
                .collect();
            if !roomy.is_empty() {
                sites = roomy;
            }
        }
        let sites = shortlist(game, killer, &sites, &now);
        // A scene only this Killer could have left (no other Killer at large has its
        // method) names it already; one it shares is named only if the table solves it.
        let method = game.method(killer);
        let shared = Killer::ALL
            .into_iter()
            .any(|k| k != killer && hideouts.at_large[k.index()] && game.method(k) == method);
        let solving = level == Level::Hard && shared;
        let first = scenes.len();
        scenes.extend(sites.iter().map(|&loc| game.scene_fact(killer, loc, false)));
        if solving {
            scenes.extend(sites.iter().map(|&loc| game.scene_fact(killer, loc, true)));
        }
        plans.push(Plan {
            killer,
            sites,
            first,
            solving,
            shared,
        });
    }
    let after = base.deductions_with(&scenes);
    let chance = witness_chance(base);
    plans
        .iter()
        .map(|plan| {
            let killer = plan.killer;
            let judged = if plan.shared {
                hideouts.clone()
            } else {
                hideouts.with_scene(killer)
            };
            let named = hideouts.with_scene(killer);
            plan.sites
                .iter()
                .enumerate()
                .map(|(i, &loc)| {
                    let d = &after[plan.first + i];
                    let mut value = score(level, &judged, d);
                    if plan.solving {
                        // With the bag's share of Witness tiles (the only single tile that
                        // flips a victim) the table solves the scene and reads the Killer
                        // off it, which also puts it in that Killer's case.
                        let solved = &after[plan.first + plan.sites.len() + i];
                        value = (1.0 - chance) * value + chance * score(level, &named, solved);
                    }
                    value += match level {
                        Level::Standard => -EVIDENCE / d.count(killer).max(1) as f64,
                        Level::Hard => rooms.get(&(killer, loc)).copied().unwrap_or(0.0),
                        Level::Easy => 0.0,
                    };
                    Candidate {
                        killer,
                        loc,
                        value,
                        homes_left: d.count(killer),
                    }
                })
                .collect()
        })
        .collect()
}

/// One proposal's shortlist and where its scenes sit in the batch weighed.
struct Plan {
    killer: Killer,
    sites: Vec<Loc>,
    /// The index of its first scene in the batch (then, when `solving`, the same sites
    /// solved).
    first: usize,
    solving: bool,
    shared: bool,
}

/// The share of Witness tiles in the bag.
fn witness_chance(game: &Crimewave) -> f64 {
    let settings = game.settings();
    let all: u32 = settings.evidence.iter().map(|r| u32::from(r.in_bag)).sum();
    let witness = u32::from(settings.evidence(Evidence::Witness).in_bag);
    if all == 0 {
        0.0
    } else {
        f64::from(witness) / f64::from(all)
    }
}

/// The sites worth weighing exactly: those whose scene would keep the most of the Killer's
/// homes as the table sees them now (its homes within reach of the site, around the
/// watches). That count is exact for the Killer when it alone has its method; the exact
/// deduction then judges the few kept, all three Killers included.
fn shortlist(game: &Crimewave, killer: Killer, sites: &[Loc], now: &Deduction) -> Vec<Loc> {
    let Some(board) = game.board() else {
        return Vec::new();
    };
    let radius = game.comfort_radius(killer);
    let homes = &now.homes[killer.index()];
    let mut kept: Vec<(usize, u128, Loc)> = sites
        .iter()
        .map(|&site| {
            let around = board.distances_from(site, |l| game.watches().contains(&l));
            let within: Vec<u128> = homes
                .iter()
                .filter(|(home, _)| around.to(*home).is_some_and(|d| d <= radius))
                .map(|&(_, n)| n)
                .collect();
            (within.len(), within.iter().sum(), site)
        })
        .collect();
    kept.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
    kept.into_iter()
        .take(SHORTLIST)
        .map(|(_, _, site)| site)
        .collect()
}
