//! Alibi as the Detective. Its only input is the table's public view: it deduces from the
//! notebook a person at the table could keep, and can't read a secret, by type.
//!
//! - `easy`: a beginner: counts every hypothesis the facts allow the same, reads nothing
//!   into the Murderer's intimidations, and plays four moves in five as `standard` would
//!   with that belief, the others any legal move (the accusation too).
//! - `standard`: plans the investigation that sharpens its belief the most — the questions
//!   that split the suspects best, the Surveillance that splits the motives best, a witness
//!   the Murderer silenced comforted at a Hospital to be heard — counting every hypothesis
//!   the facts allow, each a little less likely the more of the civilians the table saw
//!   intimidated would have been the Murderer's own liars ([`NOTICING`]). It accuses the
//!   likeliest pair most often and a close one now and then ([`HUNCH`]), so a Murderer can't
//!   count on staying second. With nothing left to learn and an action left where a Fire
//!   Station stands, it takes the Fire Station's token and moves into its own block the
//!   civilians of that group the Murderer could kill next (nobody in the marker's block can
//!   be murdered).
//! - `hard`: reads the Murderer's choices. Each hidden world the public deduction allows is
//!   weighed by the lies it needs (for a Murderer lying at a rate nobody knows), by how
//!   many of the civilians the table saw intimidated would have been the Murderer's own
//!   liars (a careful Murderer silences witnesses it fears; one in ten is taken as
//!   careless), and by how likely a Murderer hiding its pair was to choose, in
//!   that world, the victims and the answers the table saw ([`Belief::read_choices`]); it
//!   plans the investigation that makes its accusation most likely right (the chance the
//!   likeliest pair is the true one after the answers the plan may get), counting that a
//!   witness lies as often as its group may be the Supporters', and accuses the likeliest
//!   pair.

use super::belief::{Belief, Lies, Reading, Silencing};
use super::moves::{self, DetectiveMove};
use super::turn::Decision;
use crate::plays::Level;
use crate::rules::intent::city::{adjacent, all_blocks};
use crate::rules::intent::motive::may_murder;
use crate::rules::intent::{
    Action, Block, City, Civilian, Group, Investigation, Motive, Phase, PublicView, Trait, Try,
};
use rand::Rng;
use rand::seq::IndexedRandom;

/// The Detective's next move at `level`, from the public view alone.
pub fn decide(level: Level, view: &PublicView, rng: &mut impl Rng) -> Decision {
    let options = moves::detective(view);
    if options.is_empty() {
        return Decision::Pass;
    }
    if level == Level::Easy && !rng.random_bool(BEGINNER_SEES) {
        return easy(view, &options, rng);
    }
    let belief = || believe(level, view);
    match view.phase {
        Phase::Detective if view.clearing.is_some() => displace(view, &options),
        Phase::Detective if view.building_due || view.agent_due => pick(&options, rng),
        Phase::Detective if view.investigation.fire_station().is_some() => {
            let belief = belief();
            shelter(view, &belief).unwrap_or_else(|| investigate(view, level, || belief))
        }
        Phase::Detective => investigate(view, level, belief),
        _ => city(view, level, belief, rng),
    }
}

/// How often the `easy` Detective plays the move `standard` would (otherwise any legal
/// move): self-play set it so that the `standard` Murderer wins about four games in five
/// to six (at 0.7 it won 90.6 %, at 0.8 86.3 %, 1,000 games each).
const BEGINNER_SEES: f64 = 0.8;

/// How `hard` reads the Murderer's choices. Self-play against the standard Murderer (400
/// games a setting) found the Detective winning 70–74 % for any sharpness from 3 to 30 and
/// a careless share from 0.01 to 0.2, against 64 % without the reading.
const READING: Reading = Reading {
    sharpness: 5.0,
    careless: 0.02,
};

/// How `hard` reads the Murderer's intimidations ([`Silencing`]). Self-play against the
/// standard Murderer (who silences the truthful witnesses nearest its next victim), 500
/// games a setting on `--seed` 11 and 12: 53 % of games won without the reading; with every
/// Murderer taken as careful, 68 % at a slip of 0.3, 71 % at 0.1, 78 % at 0.02, 80 % at
/// 0.001. But then a Murderer who silences its own liars now and then (the easy one often
/// does) hides behind them: over 1,000 games (`--seed 2026`) the easy Murderer won 24.0 %,
/// more than the standard one's 21.3 %. Taking some Murderers as careless, and planning
/// with each group's chance of being the Supporters from the same belief (the Murderer's
/// wins, easy and standard): one in a hundred 22.3 and 24.6 % (without the groups' chances),
/// one in twenty 18.6 and 22.1 %, one in ten 19.3 and 23.5 %, and with [`SUPPORTERS_LIE`]
/// at 1 as well 18.2 and 23.8 % (18.2 and 22.9 % on `--seed 11`, 19.2 and 22.0 % on 12).
const SILENCING: Silencing = Silencing {
    careful: 0.9,
    slip: 0.001,
};

/// How `standard` reads the Murderer's intimidations: as a Murderer who is careful half the
/// time and slips one time in ten, far less sure than `hard` ([`SILENCING`]) — a player who
/// notices whom the Murderer silenced without building on it. Self-play (`--seed 2026`), the
/// Detective's wins: against the easy Murderer (1,000 games) 70.8 % without the reading,
/// 76.0 % with it, 75.5 % careful at 0.7 slipping at 0.05; against the hard Murderer (400
/// games) 4.0 % without it, 7.5 % with it, 13.2 % with [`HUNCH`] besides.
const NOTICING: Silencing = Silencing {
    careful: 0.5,
    slip: 0.1,
};

/// How firmly `standard` names the likeliest pair: each pair with a chance in proportion to
/// its weight to this power. Against a Murderer who plays the game out against the
/// `standard` Detective and keeps its pair just behind the likeliest (the hard one), always
/// naming the likeliest won 7.5 % of 400 games, this 13.2 %; against the easy Murderer it
/// costs little (76.0 % and 73.5 % of 1,000 games, within the noise of each other).
const HUNCH: f64 = 4.0;

/// What the Detective at `level` believes: every hypothesis counted the same at `easy`,
/// read with [`NOTICING`] at `standard`; at `hard` each weighed by the lies it needs for a
/// Murderer lying at a rate nobody knows (self-play chose it: against the hard Murderer it
/// won 54 % of games where a fixed rate won 47 % to 54 %), by the civilians it would have
/// had to intimidate among its own liars ([`SILENCING`]), and by how likely its Murderer
/// was to choose the victims and the answers it chose ([`Belief::read_choices`]).
fn believe(level: Level, view: &PublicView) -> Belief {
    match level {
        Level::Hard => {
            let mut belief = Belief::of(&view.notebook, Lies::Unknown, Some(SILENCING));
            belief.read_choices(&view.notebook, READING);
            belief
        }
        Level::Standard => Belief::of(&view.notebook, Lies::Counted, Some(NOTICING)),
        Level::Easy => Belief::of(&view.notebook, Lies::Counted, None),
    }
}

/// Where the Detective marker starts at `level`: a central block (from where every block is
/// near), or anywhere at `easy`.
pub fn start(level: Level, rng: &mut impl Rng) -> Block {
    match level {
        Level::Easy => rng.random_range(0..16),
        _ => 5,
    }
}

fn to_decision(option: &DetectiveMove) -> Decision {
    match option {
        DetectiveMove::Act(action) => Decision::Act(action.clone()),
        DetectiveMove::Ask(c, t) => Decision::Ask(*c, *t),
    }
}

fn pick(options: &[DetectiveMove], rng: &mut impl Rng) -> Decision {
    options.choose(rng).map_or(Decision::Pass, to_decision)
}

/// Any legal move. In the City phase the phase's end is as likely as all the moves
/// together, so a random Detective doesn't walk civilians about for ever.
fn easy(view: &PublicView, options: &[DetectiveMove], rng: &mut impl Rng) -> Decision {
    if view.phase == Phase::City && rng.random_bool(0.5) {
        let ends: Vec<DetectiveMove> = options
            .iter()
            .filter(|o| matches!(o, DetectiveMove::Act(Action::Round | Action::Accuse(..))))
            .cloned()
            .collect();
        return pick(&ends, rng);
    }
    if view.phase == Phase::Detective && view.clearing.is_none() && rng.random_bool(0.2) {
        return Decision::Act(Action::City);
    }
    pick(options, rng)
}

/// Initial Response: each civilian goes where the most witnesses already stand, so one
/// Questioning reaches more of them.
fn displace(view: &PublicView, options: &[DetectiveMove]) -> Decision {
    let city = &view.notebook.city;
    let witnesses = |b: Block| {
        city.civilians_in(b)
            .filter(|&c| !city.intimidated(c))
            .count()
    };
    options
        .iter()
        .max_by_key(|o| match o {
            DetectiveMove::Act(Action::Displace(_, b)) => witnesses(*b),
            _ => 0,
        })
        .map_or(Decision::Pass, to_decision)
}

/// The City phase: no civilian moved; the next round, or the accusation after the last
/// murder: the pair `standard` has a hunch for ([`HUNCH`]), the likeliest pair otherwise.
fn city(
    view: &PublicView,
    level: Level,
    belief: impl FnOnce() -> Belief,
    rng: &mut impl Rng,
) -> Decision {
    if view.victims.len() < view.victim_limit {
        return Decision::Act(Action::Round);
    }
    let belief = belief();
    let named = match level {
        Level::Standard => belief.hunch(HUNCH, rng),
        _ => belief.likeliest(rng),
    };
    match named {
        Some((c, m)) => Decision::Act(Action::Accuse(c, m)),
        // Nothing fits the facts (it can't happen in an honest game): name anyone.
        None => moves::accusations(view)
            .into_iter()
            .next()
            .map_or(Decision::Pass, Decision::Act),
    }
}

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
const SUPPORTERS_LIE: f64 = 1.0;

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
fn investigate(view: &PublicView, level: Level, belief: impl FnOnce() -> Belief) -> Decision {
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
    // ([`shelter`]); its token is drawn unseen, so the group named here is no choice.
    if moves::fire_station_open(view) {
        return Decision::Act(Action::Token(Group::ALL[0]));
    }
    Decision::Act(Action::City)
}

/// The Fire Station's move worth making now: a civilian of the drawn group, not moved yet,
/// into the marker's block (nobody there can be murdered next round), the one the most
/// likely hypotheses would let the Murderer kill now. `None` when nobody it could kill may
/// come: the action is then over.
fn shelter(view: &PublicView, belief: &Belief) -> Option<Decision> {
    let city = &view.notebook.city;
    let threat = |victim: Civilian| -> f64 {
        belief
            .pairs
            .iter()
            .filter(|&&(m, motive, _)| may_murder(city, motive, m, m, victim).is_ok())
            .map(|&(_, _, w)| w)
            .sum()
    };
    moves::fire_station_moves(view)
        .into_iter()
        .filter_map(|action| match action {
            Action::Move(c, to) if to == view.detective => Some((threat(c), action)),
            _ => None,
        })
        .filter(|&(threat, _)| threat > 0.0)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, action)| Decision::Act(action))
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
