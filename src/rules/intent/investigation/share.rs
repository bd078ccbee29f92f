//! How a Detective phase's deeds are shared out among its actions: which action each
//! question, placing of the token, comfort and Fire Station draw was, at most two different
//! ones, each where its building stands and within its reach; and why a deed finds no action
//! left (docs/rulings.md, rulings 1 and 2).

use super::{Deed, Kind};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::intent::city::{Block, Building, City, block_msg, is_adjacent};

/// How the phase's actions are shared out: each action used, where the marker stood, and
/// the Questioning's stay (how many steps came before it).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Shares {
    pub(super) used: Vec<(Kind, Block)>,
    pub(super) questioning: Option<(usize, Block)>,
}

/// Whether a building of `kind` stands in `block`.
fn building_at(city: &City, kind: Building, block: Block) -> bool {
    city.buildings()
        .iter()
        .any(|&(k, b)| k == kind && b == block)
}

/// Whether `block` is the marker's block or next to it: a building's reach.
fn within_reach(block: Block, from: Block) -> bool {
    block == from || is_adjacent(block, from)
}

/// Refuses an action deed (a question, the token placed, a comfort, the Fire Station)
/// that its building or reach doesn't allow, or that no sharing-out of the phase's
/// actions can take.
pub(super) fn shared(city: &City, deeds: &[Deed], deed: Deed) -> Result<(), Msg> {
    // A building's action used already is the first thing to say, wherever it would reach.
    let building = !matches!(deed, Deed::Question { .. });
    if let Some(now) = shares(city, deeds)
        && building
        && options(city, deed)
            .iter()
            .any(|kind| now.used.iter().any(|(k, _)| k == kind))
    {
        return Err(why_not(city, deeds, deed));
    }
    reach(city, deed)?;
    let mut with = deeds.to_vec();
    with.push(deed);
    if shares(city, &with).is_some() {
        return Ok(());
    }
    Err(why_not(city, deeds, deed))
}

/// Why the deed finds no action left, judged from the phase's actions as they are
/// shared out now.
fn why_not(city: &City, deeds: &[Deed], deed: Deed) -> Msg {
    let Some(now) = shares(city, deeds) else {
        return msg!("intent-refusal-actions-used");
    };
    let kinds = options(city, deed);
    let stay = deeds.iter().filter(|d| matches!(d, Deed::Step(_))).count();
    let used = |kind| now.used.iter().any(|&(k, _)| k == kind);
    let questioning_over = now.questioning.filter(|&(s, _)| s != stay);
    match kinds.as_slice() {
        [Kind::Questioning] if questioning_over.is_some() => {
            let block = questioning_over.map_or(city.detective(), |(_, b)| b);
            msg!("intent-refusal-questioning-over", block = block_msg(block))
        }
        _ if now.used.len() >= 2 => msg!(
            "intent-refusal-both-actions-used",
            first = now.used[0].0.msg(now.used[0].1),
            second = now.used[1].0.msg(now.used[1].1)
        ),
        [kind] if used(*kind) => msg!(
            "intent-refusal-action-used",
            kind = kind.building().map_or("questioning", Building::slug)
        ),
        _ => msg!("intent-refusal-actions-used"),
    }
}

/// Refuses a deed its building or reach doesn't allow, whatever else was done this phase.
fn reach(city: &City, deed: Deed) -> Result<(), Msg> {
    let (kind, civilian, from, block) = match deed {
        Deed::Question {
            civilian,
            from,
            block,
        } => {
            if block == from {
                return Ok(());
            }
            if !is_adjacent(block, from) {
                return Err(msg!(
                    "intent-refusal-question-too-far",
                    civilian = civilian.msg()
                ));
            }
            if !building_at(city, Building::Diner, from) {
                return Err(msg!(
                    "intent-refusal-question-needs-diner",
                    civilian = civilian.msg(),
                    block = block_msg(from)
                ));
            }
            return Ok(());
        }
        Deed::Watch {
            civilian,
            from,
            block,
        } => (Kind::PoliceStation, Some(civilian), from, block),
        Deed::Comfort {
            civilian,
            from,
            block,
        } => (Kind::Hospital, Some(civilian), from, block),
        Deed::FireStation { from, .. } => (Kind::FireStation, None, from, from),
        Deed::Step(_) | Deed::Surveil(_) | Deed::Move { .. } => return Ok(()),
    };
    let Some(building) = kind.building() else {
        return Ok(());
    };
    if !building_at(city, building, from) {
        return Err(msg!(
            "intent-refusal-no-such-building",
            building = building.slug(),
            block = block_msg(from)
        ));
    }
    match civilian {
        Some(c) if !within_reach(block, from) => Err(msg!(
            "intent-refusal-out-of-reach",
            civilian = c.msg(),
            building = building.slug()
        )),
        _ => Ok(()),
    }
}

/// The actions a deed could be, by where it happened (an action deed only).
fn options(city: &City, deed: Deed) -> Vec<Kind> {
    match deed {
        Deed::Question { from, block, .. } => {
            let mut kinds = Vec::new();
            if block == from {
                kinds.push(Kind::Questioning);
            }
            if building_at(city, Building::Diner, from) && within_reach(block, from) {
                kinds.push(Kind::Diner);
            }
            kinds
        }
        Deed::Watch { .. } => vec![Kind::PoliceStation],
        Deed::Comfort { .. } => vec![Kind::Hospital],
        Deed::FireStation { .. } => vec![Kind::FireStation],
        Deed::Step(_) | Deed::Surveil(_) | Deed::Move { .. } => Vec::new(),
    }
}

/// A way to share the deeds out among at most two different actions, if there is one: the
/// fewest actions, questioning before the Diner where a question could be either.
pub(super) fn shares(city: &City, deeds: &[Deed]) -> Option<Shares> {
    // Each action deed with where it came in the phase, its stay (the steps before it) and
    // the marker's block.
    let mut stay = 0;
    let mut fixed: Vec<(usize, Kind, Block)> = Vec::new();
    let mut questions: Vec<(usize, usize, Block, Vec<Kind>)> = Vec::new();
    for (at, &deed) in deeds.iter().enumerate() {
        match deed {
            Deed::Step(_) => stay += 1,
            Deed::Question { from, .. } => {
                questions.push((at, stay, from, options(city, deed)));
            }
            Deed::Watch { from, .. }
            | Deed::Comfort { from, .. }
            | Deed::FireStation { from, .. } => {
                let kind = options(city, deed).first().copied()?;
                if fixed.iter().any(|&(_, k, _)| k == kind) {
                    return None;
                }
                fixed.push((at, kind, from));
            }
            Deed::Surveil(_) | Deed::Move { .. } => {}
        }
    }
    // Which question, if any, was the Diner's: every other one is the Questioning's, all
    // asked in one stay.
    let diner_choices = std::iter::once(None).chain(
        questions
            .iter()
            .enumerate()
            .filter(|(_, (_, _, _, kinds))| kinds.contains(&Kind::Diner))
            .map(|(i, _)| Some(i)),
    );
    let mut best: Option<Shares> = None;
    for diner in diner_choices {
        let rest: Vec<&(usize, usize, Block, Vec<Kind>)> = questions
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != diner)
            .map(|(_, q)| q)
            .collect();
        if rest
            .iter()
            .any(|(_, _, _, kinds)| !kinds.contains(&Kind::Questioning))
        {
            continue;
        }
        if rest.windows(2).any(|w| w[0].1 != w[1].1) {
            continue;
        }
        let mut used = fixed.clone();
        if let Some(&&(at, _, b, _)) = rest.first() {
            used.push((at, Kind::Questioning, b));
        }
        if let Some(&(at, _, b, _)) = diner.and_then(|i| questions.get(i)) {
            used.push((at, Kind::Diner, b));
        }
        if used.len() > 2 {
            continue;
        }
        // Said in the order they were first used.
        used.sort_by_key(|&(at, _, _)| at);
        if best.as_ref().is_none_or(|b| used.len() < b.used.len()) {
            best = Some(Shares {
                used: used.into_iter().map(|(_, k, b)| (k, b)).collect(),
                questioning: rest.first().map(|&&(_, stay, b, _)| (stay, b)),
            });
        }
    }
    best
}
