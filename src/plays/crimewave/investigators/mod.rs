//! The simulated Investigators of self-play: a table of 1–6 Investigators that knows only
//! what a table knows, at three levels — `standard` here, a sensible table; `easy`, a
//! beginners' table ([`beginner`]); `hard`, the standard table bolder with an escaped Killer
//! ([`sharp`]), which measures no stronger: the table's play is bound by what the public
//! facts allow (docs/alibi-plays-crimewave.md).
//!
//! Every decision here takes the game's [`PublicView`] (and the Investigators' own pieces,
//! which the engine doesn't keep and which are public anyway): no type that holds a secret
//! reaches this module, so the simulated table can't cheat. Its deduction is the exact one
//! of ruling 22 (docs/rulings.md), read from the public facts in the view.
//!
//! What they do, and what they leave out, is stated in [`SIMPLIFICATIONS`] (the
//! `selfplay` command's help prints it).

mod beginner;
mod sharp;

use crate::plays::Level;
use crate::rules::crimewave::deduction::{Deduction, Fact, Facts, Prepared, SceneFact};
use crate::rules::crimewave::{
    CONVICTION, Evidence, Killer, Loc, PublicKiller, PublicScene, PublicView, SOLVE_POINTS,
    Settings, Status,
};
use rand::Rng;
use rand::seq::IndexedRandom;

/// Actions each Investigator takes in a round (rulebook, "Solving phase").
pub const ACTIONS: u8 = 5;

/// How the simulated Investigators' turn differs from the rulebook's, and what each level
/// does, for the command's help.
pub const SIMPLIFICATIONS: &str = "\
The simulated Investigators know only the public view (the type their decisions take holds no
secret) and deduce with the exact public deduction. Their turn is simplified:
  - no cards: the Investigator deck, role cards and their abilities are left out; everyone
    starts on a major city (seat order, north to south) and moves one step per action;
  - at a trial the prosecutor's Prosecution total is drawn from the same chances as Alibi's
    Defense (house rule defense-points), so the cards cancel out on average;
  - each Investigator places every Neighborhood Watch it may (free), raids when one home
    holds at least the threshold share of a Killer's consistent homes (85 % at Public Panic
    1, 5 points lower per Panic step), raids a known home only with a case that convicts (or
    an escaped Killer, who needs no trial, or when every home at large is known), otherwise
    rolls to verify at the nearest scene whose tiles can still flip its victim (or add to a
    case), walking there and sharing the scenes out, else walks toward the hottest home;
  - before a trial the prosecutor ties every scene the public deduction gives to the accused
    for certain, then, while the case is short, the likeliest other scenes (fewest suspects):
    a wrong tie dismisses the trial without Panic, which costs less than an acquittal;
  - they never follow the public's raid demand (it is a prompt, not a rule), and a failed
    verification roll is not recorded (the transcript keeps only the tiles turned).
That is the standard table (--investigators standard). The easy table plays that step half
the time, and otherwise a beginner's: most often a raid on a hunch (the likeliest home of the
Killer with the best lead, on a lead 25 points weaker), else ending its turn early, rolling at
whatever scene it stands on, or walking toward a scene at random. The hard table raids an
escaped Killer on a lead 20 points weaker (a hit sends it straight back to prison, with no
trial).";

/// The Investigators' pieces on the board and which scene each is heading for: public, kept
/// here because the engine doesn't track them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Squad {
    /// Where each Investigator stands, in seat order.
    pub positions: Vec<Loc>,
    /// The scene each is heading for this round, so two don't chase one scene.
    targets: Vec<Option<Loc>>,
}

impl Squad {
    /// `count` Investigators on the board's cities, north to south (the rulebook's starting
    /// places come from role cards, which self-play leaves out).
    pub fn new(view: &PublicView, count: usize) -> Self {
        let mut cities: Vec<(f32, Loc)> = view
            .board
            .iter()
            .flat_map(|b| b.nodes())
            .filter(|n| n.yellow)
            .map(|n| (n.y, n.id))
            .collect();
        cities.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let first = view
            .board
            .as_ref()
            .and_then(|b| b.nodes().first())
            .map_or(1, |n| n.id);
        let positions = (0..count)
            .map(|seat| match cities.len() {
                0 => first,
                n => cities[(seat * n / count.max(1)) % n].1,
            })
            .collect();
        Squad {
            positions,
            targets: vec![None; count],
        }
    }

    /// A new round: the scenes are shared out again.
    pub fn new_round(&mut self) {
        self.targets.iter_mut().for_each(|t| *t = None);
    }
}

/// One thing an Investigator does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Place a Neighborhood Watch (free: it costs no action).
    Watch(Loc),
    /// Call in a raid on a Killer at a location.
    Raid(Loc, Killer),
    /// Roll the die to verify this tile at the scene where the Investigator stands.
    Roll(Loc, Evidence),
    /// Walk one step.
    Move(Loc),
    /// Nothing worth an action: the turn ends.
    Done,
}

/// The exact public deduction of a view (empty before a board).
pub fn deduce(view: &PublicView) -> Deduction {
    match view.board.as_deref() {
        Some(board) => Prepared::new(board).solve(&view.facts),
        None => Deduction::default(),
    }
}

/// The share of a Killer's consistent homes the best home must hold before the
/// Investigators raid there: 85 % at Public Panic 1, 5 points less for each step of Panic
/// (45 % at 9), as time runs out. A miss costs a step of Panic and spooks the Killer, and
/// three misses send it to a new home the table knows nothing of, so a sensible table
/// raids only on a strong lead (measured: bolder thresholds lose more games).
pub fn raid_threshold(panic: u8) -> f64 {
    0.9 - 0.05 * f64::from(panic)
}

/// What Investigator `seat` of a table at `level` does next: `view` and `deduction` (of
/// that view) are all it knows; `rng` draws its chances.
pub fn decide(
    level: Level,
    view: &PublicView,
    deduction: &Deduction,
    squad: &mut Squad,
    seat: usize,
    rng: &mut impl Rng,
) -> Step {
    match level {
        Level::Easy => beginner::next_step(view, deduction, squad, seat, rng),
        Level::Standard => next_step(view, deduction, squad, seat, rng),
        Level::Hard => sharp::next_step(view, deduction, squad, seat, rng),
    }
}

/// What Investigator `seat` of the standard table does next: `view` and `deduction` (of
/// that view) are all it knows. `rng` breaks ties between equally good raids.
pub fn next_step(
    view: &PublicView,
    deduction: &Deduction,
    squad: &mut Squad,
    seat: usize,
    rng: &mut impl Rng,
) -> Step {
    step_with(0.0, view, deduction, squad, seat, rng)
}

/// [`next_step`] at a table that raids an escaped Killer on a lead `escaped` weaker than
/// [`raid_threshold`] asks of the others.
fn step_with(
    escaped: f64,
    view: &PublicView,
    deduction: &Deduction,
    squad: &mut Squad,
    seat: usize,
    rng: &mut impl Rng,
) -> Step {
    if let Some(&loc) = view.eligible_watches.first() {
        return Step::Watch(loc);
    }
    if let Some((loc, killer)) = raid_target(escaped, view, deduction, rng) {
        return Step::Raid(loc, killer);
    }
    let Some(board) = view.board.as_deref() else {
        return Step::Done;
    };
    let here = squad.positions[seat];
    let taken: Vec<Loc> = squad
        .targets
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != seat)
        .filter_map(|(_, t)| *t)
        .collect();
    let around = board.distances_from(here, |_| false);
    let work = view
        .scenes
        .iter()
        .filter(|s| !taken.contains(&s.loc))
        .filter_map(|s| Some((next_tile(view, s)?, s.loc)))
        .min_by_key(|&(_, loc)| (around.to(loc).unwrap_or(u32::MAX), loc));
    if let Some((tile, loc)) = work {
        squad.targets[seat] = Some(loc);
        return if loc == here {
            Step::Roll(loc, tile)
        } else {
            step_toward(board, here, loc).map_or(Step::Done, Step::Move)
        };
    }
    // Nothing to verify: wait near where a Killer most likely lives, for the next scene.
    let hottest = Killer::ALL
        .into_iter()
        .filter_map(|k| deduction.homes[k.index()].iter().max_by_key(|h| h.1))
        .max_by_key(|h| h.1)
        .map(|&(loc, _)| loc);
    match hottest {
        Some(loc) if around.to(loc).is_some_and(|d| d > 2) => {
            step_toward(board, here, loc).map_or(Step::Done, Step::Move)
        }
        _ => Step::Done,
    }
}

/// The tile to roll for next at a scene, if rolling there can still help: an unsolved
/// scene whose tiles together can flip its victim, or a solved one whose Killer is at large
/// (its tiles go to the case file). Lowest value first, as the rulebook orders the rolls.
fn next_tile(view: &PublicView, scene: &PublicScene) -> Option<Evidence> {
    let points = |kind: Evidence| u32::from(view.settings.evidence(kind).points);
    let worth = match scene.solved_by {
        None => scene.evidence.iter().map(|t| points(t.kind)).sum::<u32>() >= SOLVE_POINTS,
        Some(culprit) => view
            .killers
            .iter()
            .any(|k| culprit.word() == k.killer.word() && k.status != Status::Incarcerated),
    };
    if !worth {
        return None;
    }
    scene
        .evidence
        .iter()
        .filter(|t| !t.verified)
        .map(|t| t.kind)
        .min_by_key(|&kind| (points(kind), kind))
}

/// One step from `from` along a shortest path to `to` (Investigators walk through watches).
fn step_toward(board: &crate::rules::crimewave::Board, from: Loc, to: Loc) -> Option<Loc> {
    let back = board.distances_from(to, |_| false);
    let now = back.to(from)?;
    board
        .neighbours(from)
        .filter(|&n| back.to(n).is_some_and(|d| d < now))
        .min()
}

/// Where to raid now, if anywhere: the home holding the largest share of some Killer's
/// consistent homes, when it reaches the threshold (`escaped` lower for an escaped Killer);
/// a known home only when the case would convict (or the Killer escaped, who goes straight
/// back to prison).
fn raid_target(
    escaped: f64,
    view: &PublicView,
    deduction: &Deduction,
    rng: &mut impl Rng,
) -> Option<(Loc, Killer)> {
    let threshold = raid_threshold(view.panic);
    let total = deduction.assignments as f64;
    if total <= 0.0 {
        return None;
    }
    let at_large = |k: &&PublicKiller| matches!(k.status, Status::Free | Status::Escaped);
    // With every home at large known there is nothing left to find: waiting gains nothing
    // but the scenes the Killers may leave, and a trial at worst costs one step of Panic.
    let every_home_known = view
        .killers
        .iter()
        .filter(at_large)
        .all(|k| deduction.count(k.killer) == 1);
    let mut best: Vec<(Loc, Killer)> = Vec::new();
    // The best lead so far: how far its share is above the threshold for its Killer.
    let mut best_margin = 0.0;
    for public in view.killers.iter().filter(at_large) {
        let killer = public.killer;
        let Some(&(_, top)) = deduction.homes[killer.index()].iter().max_by_key(|h| h.1) else {
            continue;
        };
        let bolder = if public.status == Status::Escaped {
            escaped
        } else {
            0.0
        };
        // How far the lead is past the threshold for this Killer.
        let share = top as f64 / total - threshold + bolder;
        let known = deduction.count(killer) == 1;
        if known
            && public.status == Status::Free
            && likely_case(view, killer) < CONVICTION
            && view.panic + 1 < view.panic_max
            && !every_home_known
        {
            continue;
        }
        if share > best_margin + 1e-12 {
            best.clear();
            best_margin = share;
        }
        if share + 1e-12 >= best_margin {
            best.extend(
                deduction.homes[killer.index()]
                    .iter()
                    .filter(|h| h.1 == top)
                    .map(|h| (h.0, killer)),
            );
        }
    }
    best.choose(rng).copied()
}

/// The case the table expects against a Killer: its case file and every unsolved scene
/// only it could have left.
pub(super) fn likely_case(view: &PublicView, killer: Killer) -> u32 {
    let case = view
        .killers
        .iter()
        .find(|k| k.killer == killer)
        .map_or(0, |k| k.case_file);
    let only_theirs = |fact: &SceneFact| {
        !fact.solved
            && !fact.suspects.is_empty()
            && fact.suspects.iter().all(|((k, _), _)| *k == killer)
    };
    let scenes = unsolved_facts(&view.facts)
        .filter(|(_, fact)| only_theirs(fact))
        .filter_map(|(loc, _)| {
            view.scenes
                .iter()
                .find(|s| s.loc == loc && s.solved_by.is_none())
        })
        .map(|scene| scene_points(&view.settings, scene))
        .sum::<u32>();
    case + scenes
}

/// A scene's points, every tile counted (what a right tie adds to the case).
fn scene_points(settings: &Settings, scene: &PublicScene) -> u32 {
    scene
        .evidence
        .iter()
        .map(|t| u32::from(settings.evidence(t.kind).points))
        .sum()
}

/// The public facts of the unsolved scenes on the board, by location: the opening ones and
/// those placed in play, the newest fact for a location winning (an older one there was
/// solved or removed).
fn unsolved_facts(facts: &Facts) -> impl Iterator<Item = (Loc, &SceneFact)> {
    let mut latest: Vec<(Loc, &SceneFact)> = Vec::new();
    let scenes = facts.facts.iter().flat_map(|fact| match fact {
        Fact::Opening(scenes) => scenes.iter().collect::<Vec<_>>(),
        Fact::Scene(scene) => vec![scene],
        _ => Vec::new(),
    });
    for scene in scenes {
        latest.retain(|(loc, _)| *loc != scene.loc);
        latest.push((scene.loc, scene));
    }
    latest.into_iter().filter(|(_, s)| !s.solved)
}

/// The scenes the prosecutor ties to the accused before the trial, in order: every scene
/// the public deduction gives to the accused for certain; then, while the case is short of
/// a conviction, the likeliest of the others (fewest suspects first). A wrong tie ends the
/// list (it dismisses the trial).
pub fn ties(view: &PublicView, accused: Killer) -> Vec<Loc> {
    let Some(board) = view.board.as_deref() else {
        return Vec::new();
    };
    let prepared = Prepared::new(board);
    let on_board = |loc: Loc| {
        view.scenes
            .iter()
            .find(|s| s.loc == loc && s.solved_by.is_none())
    };
    let mut certain = Vec::new();
    let mut possible = Vec::new();
    for (loc, fact) in unsolved_facts(&view.facts) {
        let Some(scene) = on_board(loc) else { continue };
        if !fact.suspects.iter().any(|((k, _), _)| *k == accused) {
            continue;
        }
        let cleared = without_suspect(&view.facts, loc, accused);
        if prepared.solve(&cleared).assignments == 0 {
            certain.push((loc, scene_points(&view.settings, scene)));
        } else {
            possible.push((
                fact.suspects.len(),
                loc,
                scene_points(&view.settings, scene),
            ));
        }
    }
    let case = view
        .killers
        .iter()
        .find(|k| k.killer == accused)
        .map_or(0, |k| k.case_file);
    let mut points = case + certain.iter().map(|&(_, p)| p).sum::<u32>();
    let mut order: Vec<Loc> = certain.into_iter().map(|(loc, _)| loc).collect();
    // Likeliest first; among equals, the richer scene.
    possible.sort_by_key(|&(suspects, loc, p)| (suspects, std::cmp::Reverse(p), loc));
    for (_, loc, p) in possible {
        if points >= CONVICTION {
            break;
        }
        order.push(loc);
        points += p;
    }
    order
}

/// The facts with the accused taken off the suspects of the unsolved scene at `loc` (as a
/// wrong tie would): if nothing is consistent then, the scene is certainly the accused's.
fn without_suspect(facts: &Facts, loc: Loc, accused: Killer) -> Facts {
    let mut changed = facts.clone();
    let clear = |scene: &mut SceneFact| {
        if scene.loc == loc && !scene.solved {
            scene.suspects.retain(|((k, _), _)| *k != accused);
        }
    };
    // Only the newest fact at the location is the scene on the board.
    let newest = changed.facts.iter().rposition(|fact| match fact {
        Fact::Scene(scene) => scene.loc == loc && !scene.solved,
        Fact::Opening(scenes) => scenes.iter().any(|s| s.loc == loc && !s.solved),
        _ => false,
    });
    match newest.and_then(|i| changed.facts.get_mut(i)) {
        Some(Fact::Scene(scene)) => clear(scene),
        Some(Fact::Opening(scenes)) => scenes.iter_mut().for_each(clear),
        _ => {}
    }
    changed
}

/// The prosecutor's Prosecution total at a trial (a simplification: drawn with the chances
/// of Alibi's Defense).
pub fn prosecution(view: &PublicView, rng: &mut impl Rng) -> u32 {
    super::defense::draw(&view.settings, rng)
}
