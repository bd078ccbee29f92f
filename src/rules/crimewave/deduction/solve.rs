//! The exact count behind exposure: one algorithm, its pieces (the bitsets, the prepared
//! constraints, the search, the sums over moves) kept in one file because each is shaped
//! for the others and none is used elsewhere.
//!
//! Before any Killer has moved house: a depth-first
//! search over the three homes, each level's possible homes a bitset narrowed by every
//! constraint that closes there, the last level counted by popcount. After moves: the same
//! search for the stretch before the first move, then at each move the mover's old home is
//! summed out and the new one added (`solve_by_moves`), so the work grows with the homes
//! possible at one moment, not with the number of moves. Every step is exact: nothing is
//! sampled or capped.

use super::facts::{Fact, Facts, SceneFact};
use super::{Deduction, Period};
use crate::rules::crimewave::board::{Board, Loc};
use crate::rules::crimewave::killer::Killer;
use crate::rules::crimewave::{OPENING_SCENES, SEPARATION};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Words in a location set: enough for the largest board Alibi takes.
const WORDS: usize = crate::rules::crimewave::board::MAX_LOCATIONS.div_ceil(64);

/// A set of locations, by their position in the board's node list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Set([u64; WORDS]);

impl Set {
    const EMPTY: Set = Set([0; WORDS]);

    fn first(n: usize) -> Set {
        let mut set = Set::EMPTY;
        for i in 0..n {
            set.insert(i);
        }
        set
    }

    fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }

    fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    fn and(mut self, other: &Set) -> Set {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    w * 64 + bit
                })
            })
        })
    }
}

/// A board made ready for many deductions: its locations numbered 0..n and, for each, the
/// locations at least `SEPARATION` away (where another Killer may live).
pub struct Prepared<'a> {
    board: &'a Board,
    /// Location number → position, for every number up to the largest.
    position: Vec<Option<usize>>,
    far: Vec<Set>,
}

impl<'a> Prepared<'a> {
    /// Prepares a board (one breadth-first search per location).
    pub fn new(board: &'a Board) -> Self {
        let locs: Vec<Loc> = board.nodes().iter().map(|n| n.id).collect();
        let largest = locs.iter().copied().max().map_or(0, usize::from);
        let mut position = vec![None; largest + 1];
        for (i, &loc) in locs.iter().enumerate() {
            position[usize::from(loc)] = Some(i);
        }
        let far = locs
            .iter()
            .map(|&from| {
                let around = board.distances_from(from, |_| false);
                let mut set = Set::EMPTY;
                for (i, &to) in locs.iter().enumerate() {
                    if around.to(to).is_none_or(|d| d >= SEPARATION) {
                        set.insert(i);
                    }
                }
                set
            })
            .collect();
        Prepared {
            board,
            position,
            far,
        }
    }

    fn position(&self, loc: Loc) -> Option<usize> {
        self.position.get(usize::from(loc)).copied().flatten()
    }

    fn all(&self) -> Set {
        Set::first(self.board.nodes().len())
    }

    /// The homes from which a Killer reaches `scene` within `radius` steps by a route that
    /// passes no watch: a search from the scene outwards that reaches a watched location
    /// (a home may be watched: the start never blocks) but never goes through one.
    fn homes_reaching(&self, scene: &SceneFact, radius: u32) -> Set {
        let mut homes = Set::EMPTY;
        let Some(start) = self.position(scene.loc) else {
            return homes;
        };
        homes.insert(start);
        let mut frontier = vec![scene.loc];
        for _ in 0..radius {
            let mut next = Vec::new();
            for &here in &frontier {
                if here != scene.loc && scene.watches.contains(&here) {
                    continue;
                }
                for there in self.board.neighbours(here) {
                    if let Some(i) = self.position(there)
                        && !homes.contains(i)
                    {
                        homes.insert(i);
                        next.push(there);
                    }
                }
            }
            frontier = next;
        }
        homes
    }

    /// Counts every consistent assignment of homes to the periods (see the module doc).
    pub fn solve(&self, facts: &Facts) -> Deduction {
        let Some(problem) = Problem::build(self, facts) else {
            return Deduction::default();
        };
        if !facts.moves.is_empty() {
            return self.solve_by_moves(&problem, &facts.moves);
        }
        let mut total: u128 = 1;
        let mut margins: Vec<Vec<u128>> = vec![Vec::new(); problem.domains.len()];
        let mut component_total = vec![0u128; problem.domains.len()];
        for component in problem.components() {
            let mut search = Search::new(&problem, &component);
            search.run(0);
            total = total.saturating_mul(search.total);
            for (var, margin) in search.margins {
                component_total[var] = search.total;
                margins[var] = margin;
            }
        }
        let mut deduction = Deduction {
            assignments: total,
            ..Deduction::default()
        };
        if total == 0 {
            return deduction;
        }
        let locs: Vec<Loc> = self.board.nodes().iter().map(|n| n.id).collect();
        for killer in Killer::ALL {
            let Some(var) = problem.current(killer) else {
                continue;
            };
            // The other groups' assignments combine freely with each of this group's.
            let others = total / component_total[var].max(1);
            let mut homes: Vec<(Loc, u128)> = margins[var]
                .iter()
                .enumerate()
                .filter(|&(_, &n)| n > 0)
                .map(|(i, &n)| (locs[i], n.saturating_mul(others)))
                .collect();
            homes.sort_unstable();
            deduction.homes[killer.index()] = homes;
        }
        deduction
    }
}

/// A scene that some suspect left: satisfied when one of them lives within reach.
#[derive(Clone)]
struct Either {
    options: Vec<(usize, Set)>,
}

/// The opening: scenes each left by one of their suspects, every setup home leaving
/// exactly `OPENING_SCENES`.
#[derive(Clone)]
struct Opening {
    /// Per scene, the setup periods (variables) that could have left it and from where.
    scenes: Vec<Vec<(usize, Set)>>,
    /// The setup periods involved and how many scenes each must have left.
    needs: Vec<(usize, usize)>,
}

impl Opening {
    /// Which of the opening scenes the period `var` could have left from home `home`.
    fn mask(&self, var: usize, home: usize) -> u32 {
        let mut mask = 0;
        for (j, options) in self.scenes.iter().enumerate() {
            if options
                .iter()
                .any(|(v, set)| *v == var && set.contains(home))
            {
                mask |= 1 << j;
            }
        }
        mask
    }

    /// Whether the scenes can be shared out: scene j to one period whose mask holds j,
    /// each period getting exactly its need.
    fn feasible(&self, masks: &[u32]) -> bool {
        fn share(scene: usize, count: usize, masks: &[u32], left: &mut [usize]) -> bool {
            if scene == count {
                return left.iter().all(|&n| n == 0);
            }
            for p in 0..masks.len() {
                if masks[p] & (1 << scene) != 0 && left[p] > 0 {
                    left[p] -= 1;
                    let done = share(scene + 1, count, masks, left);
                    left[p] += 1;
                    if done {
                        return true;
                    }
                }
            }
            false
        }
        let mut left: Vec<usize> = self.needs.iter().map(|&(_, n)| n).collect();
        share(0, self.scenes.len(), masks, &mut left)
    }
}

/// The facts as constraints on variables (one per period).
#[derive(Clone)]
struct Problem {
    periods: Vec<Period>,
    domains: Vec<Set>,
    far: Vec<Set>,
    apart: Vec<(usize, usize)>,
    eithers: Vec<Either>,
    opening: Option<Opening>,
}

impl Problem {
    /// `None` when a fact contradicts the others outright (no assignment at all).
    fn build(prepared: &Prepared<'_>, facts: &Facts) -> Option<Problem> {
        let periods = facts.periods.clone();
        let var = |p: &Period| periods.iter().position(|q| q == p);
        let mut domains = vec![prepared.all(); periods.len()];
        let mut apart = Vec::new();
        let mut eithers = Vec::new();
        let mut opening = None;
        let options = |scene: &SceneFact| -> Vec<(usize, Set)> {
            scene
                .suspects
                .iter()
                .filter_map(|(p, radius)| Some((var(p)?, prepared.homes_reaching(scene, *radius))))
                .collect()
        };
        for fact in &facts.facts {
            match fact {
                Fact::Missed(p, loc) => {
                    if let (Some(v), Some(i)) = (var(p), prepared.position(*loc)) {
                        domains[v].remove(i);
                    }
                }
                Fact::Hit(p, loc) | Fact::Shown(p, loc) => {
                    if let Some(v) = var(p) {
                        let mut only = Set::EMPTY;
                        if let Some(i) = prepared.position(*loc) {
                            only.insert(i);
                        }
                        domains[v] = domains[v].and(&only);
                    }
                }
                Fact::Apart(a, b) => {
                    if let (Some(a), Some(b)) = (var(a), var(b)) {
                        apart.push((a, b));
                    }
                }
                Fact::Scene(scene) => match options(scene).as_slice() {
                    [] => return None,
                    [(v, set)] => domains[*v] = domains[*v].and(set),
                    many => eithers.push(Either {
                        options: many.to_vec(),
                    }),
                },
                Fact::Opening(scenes) => {
                    let scenes: Vec<Vec<(usize, Set)>> = scenes.iter().map(&options).collect();
                    if scenes.iter().any(Vec::is_empty) {
                        return None;
                    }
                    let needs = Killer::ALL
                        .into_iter()
                        .filter_map(|k| var(&(k, 1)))
                        .map(|v| (v, OPENING_SCENES))
                        .collect();
                    opening = Some(Opening { scenes, needs });
                }
            }
        }
        Some(Problem {
            periods,
            domains,
            far: prepared.far.clone(),
            apart,
            eithers,
            opening,
        })
    }

    /// The variable of a Killer's current period.
    fn current(&self, killer: Killer) -> Option<usize> {
        self.periods
            .iter()
            .enumerate()
            .filter(|(_, (k, _))| *k == killer)
            .max_by_key(|(_, (_, epoch))| *epoch)
            .map(|(v, _)| v)
    }

    /// Groups of variables no constraint links, each to be counted on its own.
    fn components(&self) -> Vec<Vec<usize>> {
        let n = self.domains.len();
        let mut group: Vec<usize> = (0..n).collect();
        fn root(group: &mut [usize], mut v: usize) -> usize {
            while group[v] != v {
                group[v] = group[group[v]];
                v = group[v];
            }
            v
        }
        let join = |a: usize, b: usize, group: &mut Vec<usize>| {
            let (ra, rb) = (root(group, a), root(group, b));
            group[ra] = rb;
        };
        for &(a, b) in &self.apart {
            join(a, b, &mut group);
        }
        for either in &self.eithers {
            for pair in either.options.windows(2) {
                join(pair[0].0, pair[1].0, &mut group);
            }
        }
        if let Some(opening) = &self.opening {
            for pair in opening.needs.windows(2) {
                join(pair[0].0, pair[1].0, &mut group);
            }
        }
        let mut components: HashMap<usize, Vec<usize>> = HashMap::new();
        for v in 0..n {
            let r = root(&mut group, v);
            components.entry(r).or_default().push(v);
        }
        let mut list: Vec<Vec<usize>> = components.into_values().collect();
        list.sort();
        list
    }
}

/// A scene that closes at a level: the other suspects' (level, homes within reach), and the
/// homes within reach for this level's suspect.
type Closing = (Vec<(usize, Set)>, Set);

/// The depth-first count over one group of variables.
struct Search<'p> {
    problem: &'p Problem,
    /// The group's variables in search order: smallest domain first, the largest last
    /// (counted by popcount).
    order: Vec<usize>,
    /// Per level: the `apart` partners already assigned (their levels).
    apart_before: Vec<Vec<usize>>,
    /// Per level: the scenes whose last suspect is this level's variable, as (the other
    /// options' (level, set), this variable's set).
    closing: Vec<Vec<Closing>>,
    /// The level where the opening closes, with each setup period's level.
    opening_at: Option<(usize, Vec<usize>)>,
    opening_memo: HashMap<Vec<u32>, Set>,
    values: Vec<usize>,
    total: u128,
    margins: Vec<(usize, Vec<u128>)>,
    /// Instead of counting: every consistent assignment as homes by killer slot (red,
    /// green, blue), with the slot of each level's variable.
    collect: Option<(Vec<usize>, Homes)>,
}

impl<'p> Search<'p> {
    fn new(problem: &'p Problem, group: &[usize]) -> Self {
        let mut order = group.to_vec();
        order.sort_by_key(|&v| (problem.domains[v].len(), v));
        let level = |v: usize| order.iter().position(|&u| u == v);
        let mut apart_before = vec![Vec::new(); order.len()];
        for &(a, b) in &problem.apart {
            if let (Some(la), Some(lb)) = (level(a), level(b)) {
                apart_before[la.max(lb)].push(la.min(lb));
            }
        }
        let mut closing = vec![Vec::new(); order.len()];
        for either in &problem.eithers {
            let levels: Vec<(usize, Set)> = either
                .options
                .iter()
                .filter_map(|(v, set)| Some((level(*v)?, *set)))
                .collect();
            let Some(&(last, own)) = levels.iter().max_by_key(|(l, _)| *l) else {
                continue;
            };
            let others = levels.into_iter().filter(|(l, _)| *l != last).collect();
            closing[last].push((others, own));
        }
        let opening_at = problem.opening.as_ref().and_then(|opening| {
            let levels: Option<Vec<usize>> = opening.needs.iter().map(|&(v, _)| level(v)).collect();
            let levels = levels?;
            Some((*levels.iter().max()?, levels))
        });
        let n = problem.domains.first().map_or(0, |_| problem.far.len());
        Search {
            problem,
            margins: order.iter().map(|&v| (v, vec![0; n])).collect(),
            values: vec![0; order.len()],
            order,
            apart_before,
            closing,
            opening_at,
            opening_memo: HashMap::new(),
            total: 0,
            collect: None,
        }
    }

    /// The homes this level's variable may take, given the levels above it.
    fn candidates(&mut self, level: usize) -> Set {
        let var = self.order[level];
        let problem = self.problem;
        let mut set = problem.domains[var];
        for &before in &self.apart_before[level] {
            set = set.and(&problem.far[self.values[before]]);
        }
        for (others, own) in &self.closing[level] {
            let done = others.iter().any(|(l, s)| s.contains(self.values[*l]));
            if !done {
                set = set.and(own);
            }
            if set.is_empty() {
                return set;
            }
        }
        if let Some((at, levels)) = &self.opening_at
            && *at == level
        {
            let opening = problem.opening.as_ref().expect("opening_at comes from it");
            let slot = levels.iter().position(|&l| l == level).unwrap_or(0);
            let masks: Vec<u32> = levels
                .iter()
                .map(|&l| {
                    if l == level {
                        0
                    } else {
                        opening.mask(self.order[l], self.values[l])
                    }
                })
                .collect();
            let allowed = *self.opening_memo.entry(masks.clone()).or_insert_with(|| {
                let mut allowed = Set::EMPTY;
                let mut masks = masks;
                for home in problem.domains[var].iter() {
                    masks[slot] = opening.mask(var, home);
                    if opening.feasible(&masks) {
                        allowed.insert(home);
                    }
                }
                allowed
            });
            set = set.and(&allowed);
        }
        set
    }

    fn run(&mut self, level: usize) {
        if self.order.is_empty() {
            self.total = 1;
            return;
        }
        let candidates = self.candidates(level);
        if level + 1 == self.order.len()
            && let Some((slots, homes)) = &mut self.collect
        {
            let mut key = [0u16; 3];
            for l in 0..level {
                key[slots[l]] = self.values[l] as u16;
            }
            for home in candidates.iter() {
                key[slots[level]] = home as u16;
                *homes.entry(pack(key)).or_default() += 1;
            }
            return;
        }
        if level + 1 == self.order.len() {
            let count = u128::from(candidates.len());
            if count == 0 {
                return;
            }
            self.total += count;
            for l in 0..level {
                self.margins[l].1[self.values[l]] += count;
            }
            for home in candidates.iter() {
                self.margins[level].1[home] += 1;
            }
            return;
        }
        for home in candidates.iter() {
            self.values[level] = home;
            self.run(level + 1);
        }
    }
}

/// Consistent homes of the three current periods (packed by `pack`), each with how many
/// assignments of the earlier periods lead to it.
type Homes = HashMap<u64, u128, BuildHasherDefault<PackedHasher>>;

/// Three homes (positions on the board, red, green, blue) as one key.
fn pack(homes: [u16; 3]) -> u64 {
    u64::from(homes[0]) | u64::from(homes[1]) << 16 | u64::from(homes[2]) << 32
}

fn unpack(key: u64) -> [u16; 3] {
    [key as u16, (key >> 16) as u16, (key >> 32) as u16]
}

/// A hasher for packed keys: one multiplication spreads them; the standard hasher's
/// protection against crafted keys buys nothing for keys this code makes itself.
#[derive(Default)]
struct PackedHasher(u64);

impl Hasher for PackedHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(29);
    }
}

impl Prepared<'_> {
    /// The count when Killers have moved house: time is cut at each move into stretches
    /// with three current periods. The first stretch (the setup homes, the opening, the
    /// scenes before the first move) is searched as a whole; then at each move the mover's
    /// old home is summed out and its new one added, narrowed by that stretch's facts. Only
    /// the current three homes are ever held, with how many earlier homes lead to them.
    fn solve_by_moves(&self, problem: &Problem, moves: &[Period]) -> Deduction {
        match self.homes_after_moves(problem, moves) {
            Some(homes) => self.deduction_from(&homes),
            None => Deduction::default(),
        }
    }

    /// The deductions after each of several extra scenes in play now (the advice): the
    /// count for the game as it is, each extra scene a filter on the current homes. Games
    /// without moves are counted afresh per scene (the search is faster than the filter).
    pub fn solve_each_with(&self, facts: &Facts, extra: &[SceneFact]) -> Vec<Deduction> {
        let problem = Problem::build(self, facts).filter(|_| !facts.moves.is_empty());
        let homes = problem
            .as_ref()
            .and_then(|problem| Some((problem, self.homes_after_moves(problem, &facts.moves)?)));
        let Some((problem, homes)) = homes else {
            return extra
                .iter()
                .map(|scene| self.solve(&facts.with_scene(scene.clone())))
                .collect();
        };
        // Per extra scene, the homes (by killer slot) from which one of its suspects
        // reaches it.
        let options: Vec<Vec<(usize, Set)>> = extra
            .iter()
            .map(|scene| {
                scene
                    .suspects
                    .iter()
                    .filter_map(|(p, radius)| {
                        let v = problem.periods.iter().position(|q| q == p)?;
                        Some((
                            problem.periods[v].0.index(),
                            self.homes_reaching(scene, *radius),
                        ))
                    })
                    .collect()
            })
            .collect();
        // One pass over the consistent homes counts every scene's margins at once.
        let n = self.far.len();
        let mut margins = vec![[vec![0u128; n], vec![0u128; n], vec![0u128; n]]; extra.len()];
        for (&key, &count) in &homes {
            let values = unpack(key).map(usize::from);
            for (options, margin) in options.iter().zip(&mut margins) {
                if options
                    .iter()
                    .any(|(slot, set)| set.contains(values[*slot]))
                {
                    for (slot, &home) in values.iter().enumerate() {
                        margin[slot][home] += count;
                    }
                }
            }
        }
        margins
            .into_iter()
            .map(|margin| self.deduction_from_margins(&margin))
            .collect()
    }

    /// Exposure and heat from each Killer's margins (assignments per home position).
    fn deduction_from_margins(&self, margins: &[Vec<u128>; 3]) -> Deduction {
        let locs: Vec<Loc> = self.board.nodes().iter().map(|n| n.id).collect();
        let mut deduction = Deduction {
            assignments: margins[0].iter().sum(),
            ..Deduction::default()
        };
        for killer in Killer::ALL {
            let mut list: Vec<(Loc, u128)> = margins[killer.index()]
                .iter()
                .enumerate()
                .filter(|&(_, &n)| n > 0)
                .map(|(i, &n)| (locs[i], n))
                .collect();
            list.sort_unstable();
            deduction.homes[killer.index()] = list;
        }
        deduction
    }

    /// The current homes after every move, with their counts (`None`: the facts contradict).
    fn homes_after_moves(&self, problem: &Problem, moves: &[Period]) -> Option<Homes> {
        let var = |p: &Period| problem.periods.iter().position(|q| q == p);
        let slot = |v: usize| problem.periods[v].0.index();
        // The current variables (by killer slot) of each stretch.
        let first = Killer::ALL
            .iter()
            .map(|&k| var(&(k, 1)))
            .collect::<Option<Vec<_>>>()?;
        let mut stretches = vec![first];
        for mover in moves {
            let v = var(mover)?;
            let mut now = stretches[stretches.len() - 1].clone();
            now[slot(v)] = v;
            stretches.push(now);
        }
        // Each constraint goes to the first stretch where all its variables are current.
        let stretch_of = |vars: &[usize]| {
            stretches
                .iter()
                .position(|now| vars.iter().all(|v| now.contains(v)))
        };
        let mut eithers: Vec<Vec<Either>> = vec![Vec::new(); stretches.len()];
        for either in &problem.eithers {
            let vars: Vec<usize> = either.options.iter().map(|(v, _)| *v).collect();
            match stretch_of(&vars) {
                Some(i) => eithers[i].push(either.clone()),
                None => return None,
            }
        }
        let mut apart: Vec<Vec<(usize, usize)>> = vec![Vec::new(); stretches.len()];
        for &(a, b) in &problem.apart {
            if let Some(i) = stretch_of(&[a, b]) {
                apart[i].push((a, b));
            }
        }
        // The first stretch, searched as one problem of its three variables.
        let opening = Problem {
            eithers: std::mem::take(&mut eithers[0]),
            apart: std::mem::take(&mut apart[0]),
            ..problem.clone()
        };
        let mut search = Search::new(&opening, &stretches[0]);
        let slots: Vec<usize> = search.order.iter().map(|&v| slot(v)).collect();
        search.collect = Some((slots, Homes::default()));
        search.run(0);
        let mut homes = search.collect.map(|(_, homes)| homes).unwrap_or_default();
        for (i, mover) in moves.iter().enumerate() {
            let stretch = i + 1;
            let new = var(mover)?;
            let k = slot(new);
            // Sum out the mover's old home.
            let mut before = Homes::default();
            for (key, n) in homes {
                let mut others = unpack(key);
                others[k] = 0;
                *before.entry(pack(others)).or_default() += n;
            }
            homes = Homes::default();
            for (key, n) in before {
                let values = unpack(key);
                let at = |v: usize| usize::from(values[slot(v)]);
                let mut allowed = problem.domains[new];
                let mut possible = true;
                for &(a, b) in &apart[stretch] {
                    match (a == new, b == new) {
                        (true, _) => allowed = allowed.and(&problem.far[at(b)]),
                        (_, true) => allowed = allowed.and(&problem.far[at(a)]),
                        _ => possible &= problem.far[at(a)].contains(at(b)),
                    }
                }
                for either in &eithers[stretch] {
                    let done = either
                        .options
                        .iter()
                        .any(|(v, set)| *v != new && set.contains(at(*v)));
                    if !done {
                        match either.options.iter().find(|(v, _)| *v == new) {
                            Some((_, set)) => allowed = allowed.and(set),
                            None => possible = false,
                        }
                    }
                }
                if !possible {
                    continue;
                }
                let mut values = values;
                for home in allowed.iter() {
                    values[k] = home as u16;
                    *homes.entry(pack(values)).or_default() += n;
                }
            }
        }
        Some(homes)
    }

    /// Exposure and heat from the current homes and their counts.
    fn deduction_from(&self, homes: &Homes) -> Deduction {
        let n = self.far.len();
        let mut margins = [vec![0u128; n], vec![0u128; n], vec![0u128; n]];
        for (&key, &count) in homes {
            for (slot, home) in unpack(key).into_iter().enumerate() {
                margins[slot][usize::from(home)] += count;
            }
        }
        self.deduction_from_margins(&margins)
    }
}
