//! How safe the Killers are in a position, as each level judges it. Every judgement starts
//! from the exact deduction the table could make (ruling 22, docs/rulings.md); the Killers add what only
//! they know — where each of them really lives.
//!
//! - `standard` counts the homes the table has left for each Killer at large (the
//!   exposure the console's advice ranks sites by), summing their logarithms so that
//!   halving any one Killer's homes costs the same.
//! - `hard` looks at the raids and the trials to come. It walks each Killer's heat from
//!   the most likely home down, as the simulated Investigators raid (while a home's share
//!   is above their threshold, for as many misses as the Killer's Spook meter still allows
//!   before it moves), and asks whether the true home is reached, what the misses before it
//!   cost the table, and what a trial would then make of the case the table can build (its
//!   case file and the scenes only that Killer could have left) against the Defense and
//!   Prosecution the house rules draw. It weighs the chance that all three Killers end in
//!   prison, so it keeps one of them as far from danger as it can.

use super::investigators::{likely_case, raid_threshold};
use crate::plays::Level;
use crate::rules::Rules;
use crate::rules::crimewave::deduction::Deduction;
use crate::rules::crimewave::{
    CONVICTION, Crimewave, Killer, Loc, PANIC_MAX, SPOOK_MAX, Settings, Status,
};

/// The least chance of a conviction `hard` reckons with: a case too small to convict now
/// can still grow with the Killer's next scenes.
const CASE_GROWS: f64 = 0.02;
/// What `hard` credits for each missed raid it expects: a step of Public Panic.
const MISS: f64 = 0.3;

/// What the Killers know of a position beyond the table's deduction.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Hideouts {
    /// Where each Killer lives (red, green, blue).
    pub homes: [Option<Loc>; 3],
    /// Which Killers are at large: neither in prison nor on trial.
    pub at_large: [bool; 3],
    /// Each Killer's Spook meter.
    pub spook: [u8; 3],
    /// Public Panic.
    pub panic: u8,
    /// The points the table could bring to each Killer's trial now: its case file and every
    /// unsolved scene only it could have left.
    pub case: [f64; 3],
    /// For each case in points, the chance a trial convicts (Prosecution and Defense drawn
    /// with the house rules' chances).
    convicts: Vec<f64>,
    /// The points an evidence tile from the bag is worth, on average.
    pub tile_points: f64,
}

impl Hideouts {
    /// The Killers of a game as it stands.
    pub fn of(game: &Crimewave) -> Self {
        let view = game.public_view();
        let settings = game.settings();
        Hideouts {
            homes: Killer::ALL.map(|k| game.residence(k)),
            at_large: Killer::ALL.map(|k| matches!(game.status(k), Status::Free | Status::Escaped)),
            spook: Killer::ALL.map(|k| game.spook(k)),
            panic: game.panic(),
            case: Killer::ALL.map(|k| f64::from(likely_case(&view, k))),
            convicts: conviction_odds(settings),
            tile_points: tile_points(settings),
        }
    }

    /// The same Killers with one of them living elsewhere (a move being weighed, on the
    /// game after the move).
    pub fn moved(mut self, killer: Killer, home: Loc) -> Self {
        self.homes[killer.index()] = Some(home);
        self
    }

    /// The same Killers with one more scene only `killer` could have left (a murder being
    /// weighed): its case grows by a tile's worth.
    pub fn with_scene(&self, killer: Killer) -> Self {
        let mut more = self.clone();
        more.case[killer.index()] += self.tile_points;
        more
    }

    /// The chance a trial convicts this Killer on the case the table has.
    fn conviction(&self, killer: Killer) -> f64 {
        let case = self.case[killer.index()].max(0.0);
        let below = case.floor() as usize;
        let at = |points: usize| *self.convicts.get(points).unwrap_or(&1.0);
        let part = case - case.floor();
        at(below) * (1.0 - part) + at(below + 1) * part
    }
}

/// For each case 0, 1, 2…, the chance that the case plus a Prosecution total minus a
/// Defense total, both drawn with the house rules' chances, reaches a conviction (the
/// simulated prosecutor draws its cards as Alibi draws its Defense).
fn conviction_odds(settings: &Settings) -> Vec<f64> {
    let table = &settings.killer_events.defense;
    let most = table.iter().map(|&(p, _)| u32::from(p)).max().unwrap_or(0);
    (0..=CONVICTION + most)
        .map(|case| {
            let mut odds = 0.0;
            for &(prosecution, p) in table {
                for &(defense, d) in table {
                    let total = i64::from(case) + i64::from(prosecution) - i64::from(defense);
                    if total >= i64::from(CONVICTION) {
                        odds += f64::from(p) * f64::from(d) / 10_000.0;
                    }
                }
            }
            odds
        })
        .collect()
}

/// The mean points of an evidence tile drawn from the bag.
fn tile_points(settings: &Settings) -> f64 {
    let tiles: u32 = settings.evidence.iter().map(|r| u32::from(r.in_bag)).sum();
    let points: u32 = settings
        .evidence
        .iter()
        .map(|r| u32::from(r.in_bag) * u32::from(r.points))
        .sum();
    if tiles == 0 {
        0.0
    } else {
        f64::from(points) / f64::from(tiles)
    }
}

/// The position's worth to the Killers at `level` (higher is safer); `easy` never asks.
pub(super) fn score(level: Level, hideouts: &Hideouts, deduction: &Deduction) -> f64 {
    let at_large = Killer::ALL
        .into_iter()
        .filter(|&k| hideouts.at_large[k.index()]);
    match level {
        Level::Hard => {
            // With every home at large known, the table raids whatever the case.
            let all_known = at_large.clone().all(|k| deduction.count(k) == 1);
            at_large
                .map(|k| hard(k, hideouts, deduction, all_known))
                .sum()
        }
        Level::Easy | Level::Standard => at_large.map(|k| homes_left(k, deduction)).sum(),
    }
}

/// `standard`'s worth of one Killer: the logarithm of its homes left.
fn homes_left(killer: Killer, deduction: &Deduction) -> f64 {
    (deduction.count(killer).max(1) as f64).ln()
}

/// `hard`'s worth of one Killer: the logarithm of how unlikely it is to end in prison —
/// to be found (for certain if the next raids reach its true home before it moves, else
/// with the share of the table's consistent homes its true home holds) and then convicted
/// on the case the table can build. Summing logarithms means the Killers' worth is the
/// chance that not all three are caught: one Killer kept far from danger is worth more
/// than three half-safe ones, so `hard` lets a Killer that is found anyway do the killing.
fn hard(killer: Killer, hideouts: &Hideouts, deduction: &Deduction, all_known: bool) -> f64 {
    let Some(home) = hideouts.homes[killer.index()] else {
        return 0.0;
    };
    let convict = hideouts.conviction(killer).max(CASE_GROWS);
    if deduction.count(killer) == 1 {
        // The table knows the home: it raids once the case it expects convicts (or when
        // nothing else is left to do, or time runs out); until then the Killer is only as
        // unsafe as its case may grow.
        let raided = hideouts.case[killer.index()] >= f64::from(CONVICTION)
            || all_known
            || hideouts.panic + 1 >= PANIC_MAX;
        return -(if raided { convict } else { CASE_GROWS }).ln();
    }
    let heat = &deduction.homes[killer.index()];
    let Some(&(_, own)) = heat.iter().find(|&&(loc, _)| loc == home) else {
        // The table's deduction has lost the home: a legal game never gets here.
        return homes_left(killer, deduction);
    };
    // Homes the Investigators would raid first (ties count half: they break ties by chance).
    let above = heat.iter().filter(|&&(_, n)| n > own).count() as f64;
    let level = heat.iter().filter(|&&(_, n)| n == own).count() as f64 - 1.0;
    let rank = (above + level / 2.0).floor();
    let walk = raid_walk(
        heat,
        deduction.assignments,
        raid_threshold(hideouts.panic),
        usize::from(SPOOK_MAX - hideouts.spook[killer.index()].min(SPOOK_MAX)),
    );
    let found = (rank as usize) < walk;
    let misses = if found { rank } else { walk as f64 };
    let share = own as f64 / deduction.assignments.max(1) as f64;
    let find = if found { 1.0 } else { share };
    -(find * convict).ln() + MISS * misses
}

/// How many raids the Investigators would call down a Killer's heat (most likely home
/// first, each miss ruling that home out and sharing its weight among the rest) while the
/// next home's share stays at or above `threshold`, at most `attempts`.
fn raid_walk(heat: &[(Loc, u128)], total: u128, threshold: f64, attempts: usize) -> usize {
    let mut counts: Vec<u128> = heat.iter().map(|&(_, n)| n).collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    let mut left = total as f64;
    let mut raids = 0;
    for &n in counts.iter().take(attempts) {
        if left <= 0.0 || (n as f64) / left < threshold {
            break;
        }
        raids += 1;
        left -= n as f64;
    }
    raids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_stops_below_the_threshold_and_at_the_last_attempt() {
        let heat = [(1, 50), (2, 30), (3, 20)];
        // 50 % ≥ 40 %, then 30/50 = 60 %, then 20/20.
        assert_eq!(raid_walk(&heat, 100, 0.4, 3), 3);
        assert_eq!(raid_walk(&heat, 100, 0.4, 2), 2);
        assert_eq!(raid_walk(&heat, 100, 0.6, 3), 0);
    }

    #[test]
    fn conviction_odds_follow_the_defense_chances() {
        let mut settings = Settings::default();
        settings.killer_events.defense = vec![(0, 50), (4, 50)];
        let odds = conviction_odds(&settings);
        // Prosecution − Defense is −4, 0, 0 or +4, each pair a quarter.
        assert_eq!(odds[5], 0.0);
        assert_eq!(odds[6], 0.25);
        assert_eq!(odds[10], 0.75);
        assert_eq!(odds[14], 1.0);
    }
}
