//! The Detective's investigation planned: the observations it could make this round (the
//! questions, Surveillance, a Diner's witness, a comfort at the Hospital), walks to where
//! it could make them, and the plan whose answers would sharpen its belief most — at
//! `hard`, the one that makes its accusation most likely right. Every step of a plan is
//! checked by the engine's own rules before it is counted.

use crate::plays::Level;
use crate::plays::intent::belief::Belief;
use crate::plays::intent::moves;
use crate::plays::intent::turn::Decision;
use crate::rules::intent::city::{adjacent, all_blocks};
use crate::rules::intent::motive::may_murder;
use crate::rules::intent::{
    Action, Block, City, Civilian, Group, Investigation, Motive, PublicView, Trait, Try,
};

/// One observation a plan makes.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Look {
    /// A question and the block the Detective stands in.
    Ask(Civilian, Trait),
    /// Surveillance with the Detective in the block.
    Watch(Civilian, Block),
    /// The Hospital's comfort: it observes nothing, but the civilian may then be questioned.
    Comfort(Civilian),
}

/// A plan for the rest of the investigation: observations here, a walk, observations there.
#[derive(Debug, Clone, PartialEq)]
struct Plan {
    here: Vec<Look>,
    walk: Vec<Block>,
    there: Vec<Look>,
}

impl Plan {
    fn first(&self) -> Option<Decision> {
        match (self.here.first(), self.walk.first(), self.there.first()) {
            (Some(look), _, _) => Some(look_decision(*look)),
            (None, Some(&b), _) => Some(Decision::Act(Action::Detective(b))),
            (None, None, Some(look)) => Some(look_decision(*look)),
            (None, None, None) => None,
        }
    }

    fn looks(&self) -> impl Iterator<Item = &Look> {
        self.here.iter().chain(&self.there)
    }
}

fn look_decision(look: Look) -> Decision {
    match look {
        Look::Ask(c, t) => Decision::Ask(c, t),
        Look::Watch(c, _) => Decision::Act(Action::Surveil(c)),
        Look::Comfort(c) => Decision::Act(Action::Comfort(c)),
    }
}

/// What a pair predicts an observation answers: a truthful civilian's answer, the honest
/// Surveillance answer (the Person of Interest, which only the Cultist reads, taken as
/// nobody on the board).
struct Predictor<'a> {
    city: &'a City,
    /// The Murderer's own answer about themselves can't be foretold (it may lie): `hard`
    /// knows it, `standard` takes every answer as the truth.
    own_answers_unknown: bool,
    /// The chance each social group is the Supporters' (from the belief; none once its
    /// token was drawn).
    supporters: &'a Belief,
    /// How often a witness who may be a Supporter is taken to lie: [`SUPPORTERS_LIE`] at
    /// `hard`, 0 at `standard` (every other witness's answer foretold true).
    doubt: f64,
}

/// How often `hard` takes a Supporter to lie when it plans which witnesses to ask, each
/// witness weighed by the chance its group is the Supporters' (a group whose token came out
/// of the stack never is). Self-play against a standard Murderer that intimidated at random
/// (1,000 games a setting, `--seed 11` and `12`), every group in the stack taken as likely:
/// 71.0 % of games won when every witness but the Murderer was foretold truthful, 74.1 % at
/// 0.25, 75.2 % at 0.5, 74.3 % at 0.7 and 74.7 % at 1. With the groups' chances from the
/// belief, against the standard Murderer (`--seed 2026`): 76.5 % at 0.5, 77.5 % at 0.8,
/// 76.2 % at 1 — and at 1 the easy Murderer won least (18.2 %, against 19.3 % at 0.5).
pub(super) const SUPPORTERS_LIE: f64 = 1.0;

impl Predictor<'_> {
    /// The chance the pair foretells a yes: 1 or 0 for a sure answer, in between where the
    /// witness may be a Supporter, ½ for the Murderer about themselves.
    fn answer(&self, look: Look, m: Civilian, motive: Motive) -> f64 {
        let sure = |yes: bool| if yes { 1.0 } else { 0.0 };
        match look {
            Look::Ask(c, _) if c == m && self.own_answers_unknown => 0.5,
            Look::Ask(c, t) => {
                let lie = self.doubt * self.supporters.supporters_chance(c.group());
                if m.has(t) { 1.0 - lie } else { lie }
            }
            // A comfort observes nothing: its answers are never asked for.
            Look::Comfort(_) => 0.5,
            Look::Watch(c, at) => {
                let mut city = self.city.clone();
                city.set_detective(at);
                sure(may_murder(&city, motive, m, m, c).is_ok())
            }
        }
    }
}

/// Where a plan stands: the investigation and the city as they would be after its steps,
/// each one checked by the engine's own rules.
#[derive(Clone)]
struct Spot {
    investigation: Investigation,
    city: City,
}

impl Spot {
    fn of(view: &PublicView) -> Spot {
        Spot {
            investigation: view.investigation.clone(),
            city: view.notebook.city.clone(),
        }
    }

    /// The marker's block.
    fn at(&self) -> Block {
        self.city.detective()
    }

    /// Whether the engine would allow `what` here.
    fn allows(&self, what: Try) -> bool {
        self.investigation.check(&self.city, what).is_ok()
    }

    /// Takes `what` when the engine allows it; whether it did.
    fn take(&mut self, what: Try) -> bool {
        match self.investigation.check(&self.city, what) {
            Ok(deeds) => {
                self.investigation.record(&deeds);
                match what {
                    Try::Step(to) => self.city.set_detective(to),
                    Try::Comfort(c) => self.city.set_intimidated(c, false),
                    _ => {}
                }
                true
            }
            Err(_) => false,
        }
    }
}

/// Plans the investigation and takes its first step, or ends it when nothing is worth
/// doing.
pub(super) fn investigate(
    view: &PublicView,
    level: Level,
    belief: impl FnOnce() -> Belief,
) -> Decision {
    let start = Spot::of(view);
    // A Surveillance token already on a civilian is used at once: it costs nothing.
    if let Some(c) = view.surveillance
        && start.allows(Try::Surveil(c))
    {
        return Decision::Act(Action::Surveil(c));
    }
    let belief = belief();
    let predictor = Predictor {
        city: &view.notebook.city,
        own_answers_unknown: level == Level::Hard,
        supporters: &belief,
        doubt: if level == Level::Hard {
            SUPPORTERS_LIE
        } else {
            0.0
        },
    };
    // Each pair's answers to every observation considered, worked out once.
    let mut cache: Vec<(Look, Vec<f64>)> = Vec::new();
    let mut answers = |look: Look| -> Vec<f64> {
        if let Some((_, a)) = cache.iter().find(|(l, _)| *l == look) {
            return a.clone();
        }
        let a: Vec<f64> = belief
            .pairs
            .iter()
            .map(|&(m, motive, _)| predictor.answer(look, m, motive))
            .collect();
        cache.push((look, a.clone()));
        a
    };
    let value = |looks: &[Vec<f64>]| {
        // Each pair's weight, split between both answers by how likely each is where it
        // can't be told for sure (the Murderer about themselves, a possible Supporter):
        // (pair, share, outcome key).
        let mut atoms: Vec<(usize, f64, u64)> =
            (0..belief.pairs.len()).map(|i| (i, 1.0, 0)).collect();
        for a in looks {
            let mut next = Vec::with_capacity(atoms.len());
            for (i, share, key) in atoms {
                let yes = a[i];
                if yes < 1.0 {
                    next.push((i, share * (1.0 - yes), key << 1));
                }
                if yes > 0.0 {
                    next.push((i, share * yes, (key << 1) | 1));
                }
            }
            atoms = next;
        }
        match level {
            // The chance of naming the pair right if the game ended after these looks, with
            // the sharpness to choose among plans that leave it the same.
            Level::Hard => belief.accuracy_of(&atoms) + 0.1 * belief.sharpness_of(&atoms),
            _ => belief.sharpness_of(&atoms),
        }
    };
    let now = value(&[]);
    let here = view.detective;
    let mut best: Option<(f64, Plan)> = None;
    let mut consider = |score: f64, plan: Plan| {
        if plan.first().is_some() && best.as_ref().is_none_or(|(s, _)| score > *s + 1e-12) {
            best = Some((score, plan));
        }
    };
    for (walk, _) in walks(here, view.left.points) {
        // Everything at the end of the walk, or one action here and the rest there.
        for act_here in [false, true]
            .into_iter()
            .take(1 + usize::from(!walk.is_empty()))
        {
            let mut chosen: Vec<Vec<f64>> = Vec::new();
            let mut plan = Plan {
                here: Vec::new(),
                walk: walk.clone(),
                there: Vec::new(),
            };
            let mut spot = start.clone();
            if act_here {
                let looks = best_action(&mut spot, &mut chosen, &mut answers, &value);
                if looks.is_empty() {
                    continue;
                }
                plan.here = looks;
            }
            if !walk.iter().all(|&b| spot.take(Try::Step(b))) {
                continue;
            }
            loop {
                let looks = best_action(&mut spot, &mut chosen, &mut answers, &value);
                if looks.is_empty() {
                    break;
                }
                plan.there.extend(looks);
                if plan.there.len() + plan.here.len() > 6 {
                    break;
                }
            }
            let score = value(&chosen);
            // A walk with nothing at its end is worth nothing.
            if plan.looks().next().is_some() {
                consider(score, plan);
            }
        }
    }
    if let Some((score, plan)) = best
        && score > now + 1e-9
        && let Some(first) = plan.first()
    {
        return first;
    }
    // Nothing left to learn this round. An action still open where a Fire Station stands
    // gathers civilians under the marker, where the Murderer can't kill next round
    // ([`super::shelter`]); its token is drawn unseen, so the group named here is no choice.
    if moves::fire_station_open(view) {
        return Decision::Act(Action::Token(Group::ALL[0]));
    }
    Decision::Act(Action::City)
}

/// Every walk of at most `steps` steps from `from` that ends somewhere new (and the empty
/// one), with where it ends.
fn walks(from: Block, steps: u8) -> Vec<(Vec<Block>, Block)> {
    let mut walks = vec![(Vec::new(), from)];
    if steps >= 1 {
        for a in adjacent(from) {
            walks.push((vec![a], a));
        }
    }
    if steps >= 2 {
        for end in all_blocks() {
            if end == from || walks.iter().any(|(_, e)| *e == end) {
                continue;
            }
            if let Some(mid) = adjacent(from).find(|&a| adjacent(a).any(|b| b == end)) {
                walks.push((vec![mid, end], end));
            }
        }
    }
    walks
}

/// The most useful of the actions the engine still allows where the plan stands: the looks
/// it makes (empty when none helps), taken on `spot` and recorded in `chosen`. Questioning
/// asks every witness of the marker's block; a Diner one witness next to it; the Police
/// Station watches one civilian of the block or next to it.
fn best_action(
    spot: &mut Spot,
    chosen: &mut Vec<Vec<f64>>,
    answers: &mut impl FnMut(Look) -> Vec<f64>,
    value: &impl Fn(&[Vec<f64>]) -> f64,
) -> Vec<Look> {
    let at = spot.at();
    let city = spot.city.clone();
    let base = value(chosen);
    let mut best: Option<(f64, Vec<Look>, Spot)> = None;
    let mut offer = |score: f64, looks: Vec<Look>, after: Spot| {
        if !looks.is_empty() && score > base + 1e-12 && best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, looks, after));
        }
    };
    // Questioning: every witness of the block, each with the question that helps most.
    let (score, looks, after) = questioning(spot, chosen, answers, value);
    offer(score, looks, after);
    // A Diner: one witness next to the marker's block.
    let diner = adjacent(at)
        .flat_map(|b| city.civilians_in(b))
        .filter(|&c| spot.allows(Try::Question(c)))
        .filter_map(|c| best_trait(c, chosen, answers, value).map(|(s, t, _)| (s, c, t)))
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((score, c, t)) = diner {
        let mut after = spot.clone();
        after.take(Try::Question(c));
        offer(score, vec![Look::Ask(c, t)], after);
    }
    // The Police Station: Surveillance on one civilian within its reach.
    let watch = std::iter::once(at)
        .chain(adjacent(at))
        .flat_map(|b| city.civilians_in(b))
        .filter(|&c| spot.allows(Try::Surveil(c)))
        .map(|c| {
            let mut with = chosen.clone();
            with.push(answers(Look::Watch(c, at)));
            (value(&with), c)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((score, c)) = watch {
        let mut after = spot.clone();
        after.take(Try::Surveil(c));
        offer(score, vec![Look::Watch(c, at)], after);
    }
    // The Hospital: a witness the Murderer silenced comforted, then heard — in the block's
    // Questioning, or at the Diner next door.
    let silenced: Vec<Civilian> = std::iter::once(at)
        .chain(adjacent(at))
        .flat_map(|b| city.civilians_in(b))
        .filter(|&c| spot.allows(Try::Comfort(c)))
        .collect();
    for c in silenced {
        let mut comforted = spot.clone();
        comforted.take(Try::Comfort(c));
        let (score, heard, after) = if city.block_of(c) == Some(at) {
            questioning(&comforted, chosen, answers, value)
        } else if comforted.allows(Try::Question(c)) {
            let Some((score, t, _)) = best_trait(c, chosen, answers, value) else {
                continue;
            };
            let mut after = comforted.clone();
            after.take(Try::Question(c));
            (score, vec![Look::Ask(c, t)], after)
        } else {
            continue;
        };
        if heard
            .iter()
            .any(|l| matches!(l, Look::Ask(x, _) if *x == c))
        {
            let mut looks = vec![Look::Comfort(c)];
            looks.extend(heard);
            offer(score, looks, after);
        }
    }
    match best {
        Some((_, looks, after)) => {
            for &look in &looks {
                if !matches!(look, Look::Comfort(_)) {
                    chosen.push(answers(look));
                }
            }
            *spot = after;
            looks
        }
        None => Vec::new(),
    }
}

/// The block's Questioning from `spot`: every witness of the marker's block, each asked the
/// question that helps most on top of `chosen`; its score, its looks and where it leaves
/// the plan.
fn questioning(
    spot: &Spot,
    chosen: &[Vec<f64>],
    answers: &mut impl FnMut(Look) -> Vec<f64>,
    value: &impl Fn(&[Vec<f64>]) -> f64,
) -> (f64, Vec<Look>, Spot) {
    let mut after = spot.clone();
    let mut looks = Vec::new();
    let mut extra: Vec<Vec<f64>> = chosen.to_vec();
    for c in spot.city.civilians_in(spot.at()) {
        if !after.allows(Try::Question(c)) {
            continue;
        }
        if let Some((_, t, a)) = best_trait(c, &extra, answers, value) {
            after.take(Try::Question(c));
            looks.push(Look::Ask(c, t));
            extra.push(a);
        }
    }
    (value(&extra), looks, after)
}

/// The question to put to `c` that sharpens the belief most on top of `chosen`, with its
/// score and each pair's answer.
fn best_trait(
    c: Civilian,
    chosen: &[Vec<f64>],
    answers: &mut impl FnMut(Look) -> Vec<f64>,
    value: &impl Fn(&[Vec<f64>]) -> f64,
) -> Option<(f64, Trait, Vec<f64>)> {
    Trait::ALL
        .into_iter()
        .map(|t| {
            let a = answers(Look::Ask(c, t));
            let mut with = chosen.to_vec();
            with.push(a.clone());
            (value(&with), t, a)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
}
