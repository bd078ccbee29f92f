//! The murder phase: which Killer kills, and where.

use super::announce;
use super::safety::{Hideouts, score};
use super::spook::best_of;
use super::watches;
use crate::plays::{Announcement, Level};
use crate::rules::crimewave::deduction::Deduction;
use crate::rules::crimewave::{Action, Crimewave, Evidence, Killer, Loc};
use rand::Rng;
use rand::seq::IndexedRandom;

/// What a scene is worth to a prosecutor who knows its Killer's home, in the units of
/// `standard`'s safety score: a Killer the table has all but found should leave no more
/// scenes (each one is a tie at its trial), so a murder costs this much divided by the homes
/// it leaves. (`hard` reckons the case itself.)
const EVIDENCE: f64 = 1.0;

fn evidence_cost(level: Level, homes_left: usize) -> f64 {
    match level {
        Level::Standard => EVIDENCE / homes_left.max(1) as f64,
        Level::Easy | Level::Hard => 0.0,
    }
}

/// How many sites of each Killer are weighed by the exact deduction (a few milliseconds
/// each in the hardest positions): enough that the best by the quick look is never left out.
const SHORTLIST: usize = 8;

/// A murder decided: which Killer (secret while the scene is unsolved), where, with which
/// method tile (the Killer's, public above its portrait).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Murder {
    /// The Killer (secret).
    pub killer: Killer,
    /// Where.
    pub loc: Loc,
    /// The method tile to place: the Killer's method now.
    pub method: String,
    /// Why (secret until the end of the game).
    pub why: String,
}

impl Murder {
    /// The `murder` action, with the evidence tile drawn for the scene.
    pub fn action(&self, tile: Evidence) -> Action {
        Action::Murder {
            killer: self.killer,
            loc: self.loc,
            evidence: tile,
        }
    }

    /// What the table hears: the site and the tiles, never the Killer. `tile` is the
    /// evidence tile when Alibi's bag drew it; otherwise a person draws and types it.
    pub fn announce(&self, tile: Option<Evidence>) -> Announcement {
        announce::murder(self.loc, &self.method, tile)
    }
}

/// One murder Alibi could commit, with what it would leave the table.
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

/// Decides this round's murder, or `None` when no Killer may kill.
pub(super) fn decide(game: &Crimewave, level: Level, rng: &mut impl Rng) -> Option<Murder> {
    let choices: Vec<(Killer, Vec<Loc>)> = Killer::ALL
        .into_iter()
        .map(|k| (k, game.legal_locations(k)))
        .filter(|(_, sites)| !sites.is_empty())
        .collect();
    if level == Level::Easy {
        let (killer, sites) = choices.choose(rng)?;
        let loc = *sites.choose(rng)?;
        return Some(murder(
            game,
            *killer,
            loc,
            format!("the {} at {loc}, drawn at random", killer.name()),
        ));
    }
    let hideouts = Hideouts::of(game);
    let now = game.deduce();
    let candidates: Vec<Candidate> = choices
        .iter()
        .flat_map(|(killer, sites)| weigh(game, *killer, sites, level, &hideouts, &now))
        .collect();
    let best = best_of(&candidates, |c| c.value, rng)?;
    let weighed = candidates.iter().filter(|c| c.killer == best.killer);
    let worst = weighed
        .map(|c| c.homes_left)
        .min()
        .unwrap_or(best.homes_left);
    let why = format!(
        "the {} at {}: the table would have {} homes left for it (the best of {} murders \
         weighed for the three Killers; its worst would leave {worst})",
        best.killer.name(),
        best.loc,
        best.homes_left,
        candidates.len()
    );
    Some(murder(game, best.killer, best.loc, why))
}

/// One Killer's murders at `sites`, each worth what the level judges the position after
/// it. Only the [`SHORTLIST`] sites that keep the most of the Killer's homes by a quick look
/// are weighed by the exact deduction.
pub(super) fn weigh(
    game: &Crimewave,
    killer: Killer,
    sites: &[Loc],
    level: Level,
    hideouts: &Hideouts,
    now: &Deduction,
) -> Vec<Candidate> {
    // `hard` first sets aside the sites after which the watches would show every home,
    // unless there is nothing else.
    let room: Vec<(Loc, f64)> = match level {
        Level::Hard => sites
            .iter()
            .filter_map(|&loc| Some((loc, watches::room_after(game, killer, loc)?)))
            .collect(),
        Level::Easy | Level::Standard => Vec::new(),
    };
    let best_room = room.iter().map(|r| r.1).fold(f64::NEG_INFINITY, f64::max);
    let roomy: Vec<Loc> = room
        .iter()
        .filter(|r| r.1 >= best_room.min(0.0))
        .map(|r| r.0)
        .collect();
    let sites = shortlist(
        game,
        killer,
        if roomy.is_empty() { sites } else { &roomy },
        now,
    );
    let after = game.deductions_with_scene(killer, &sites, false);
    // A scene only this Killer could have left (no other Killer at large has its method)
    // goes into its case for sure once it is found.
    let method = game.method(killer);
    let shared = Killer::ALL
        .into_iter()
        .any(|k| k != killer && hideouts.at_large[k.index()] && game.method(k) == method);
    let judged = if shared {
        hideouts.clone()
    } else {
        hideouts.with_scene(killer)
    };
    let mut values: Vec<f64> = after
        .iter()
        .map(|d| score(level, &judged, d) - evidence_cost(level, d.count(killer)))
        .collect();
    if level == Level::Hard && shared {
        weigh_solving(game, killer, &sites, &judged, &mut values);
    }
    for (value, loc) in values.iter_mut().zip(&sites) {
        *value += room.iter().find(|r| r.0 == *loc).map_or(0.0, |r| r.1);
    }
    sites
        .iter()
        .zip(&after)
        .zip(values)
        .map(|((&loc, d), value)| Candidate {
            killer,
            loc,
            value,
            homes_left: d.count(killer),
        })
        .collect()
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

fn murder(game: &Crimewave, killer: Killer, loc: Loc, why: String) -> Murder {
    Murder {
        killer,
        loc,
        method: game.method(killer).unwrap_or_default().to_owned(),
        why,
    }
}

/// `hard` looks at what verifying the new scene would do when another Killer shares its
/// method (otherwise the scene already names its Killer): with the bag's share of Witness
/// tiles (the only single tile that flips a victim) the table solves it and reads the
/// Killer off it, which also puts the scene in that Killer's case. Each site is worth the
/// mean of both outcomes.
fn weigh_solving(
    game: &Crimewave,
    killer: Killer,
    sites: &[Loc],
    hideouts: &Hideouts,
    values: &mut [f64],
) {
    let settings = game.settings();
    let all: u32 = settings.evidence.iter().map(|r| u32::from(r.in_bag)).sum();
    let witness = u32::from(settings.evidence(Evidence::Witness).in_bag);
    if all == 0 {
        return;
    }
    let chance = f64::from(witness) / f64::from(all);
    let solved = game.deductions_with_scene(killer, sites, true);
    let named = hideouts.with_scene(killer);
    for (value, solved) in values.iter_mut().zip(&solved) {
        *value = (1.0 - chance) * *value + chance * score(Level::Hard, &named, solved);
    }
}
