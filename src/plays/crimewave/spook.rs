//! The Spook meter's decisions: at 2 a Killer may change its method, at 3 it must move to a
//! new secret residence at once; and the choice of a new home, shared with the escape.

use super::announce;
use super::safety::{Hideouts, score};
use super::weigh::{Proposal, weigh};
use crate::i18n::Msg;
use crate::msg;
use crate::plays::{Announcement, Level};
use crate::rules::Rules;
use crate::rules::crimewave::{Action, Crimewave, Killer, Loc, method_msg};
use rand::Rng;
use rand::seq::IndexedRandom;

/// What a spooked Killer does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpookDecision {
    /// Spook 2: change method, or keep it.
    ChangeMethod(MethodChange),
    /// Spook 3: move to a new secret residence.
    Move(NewHome),
}

impl SpookDecision {
    /// The decision as the record's action (none when a Killer keeps its method).
    pub fn action(&self) -> Option<Action> {
        match self {
            SpookDecision::ChangeMethod(change) => change.action(),
            SpookDecision::Move(home) => Some(home.action()),
        }
    }

    /// What the table hears.
    pub fn announce(&self) -> Announcement {
        match self {
            SpookDecision::ChangeMethod(change) => change.announce(),
            SpookDecision::Move(home) => home.announce(),
        }
    }

    /// Why Alibi decided so (secret until the end of the game).
    pub fn why(&self) -> &Msg {
        match self {
            SpookDecision::ChangeMethod(change) => &change.why,
            SpookDecision::Move(home) => &home.why,
        }
    }
}

/// A Killer at Spook 2 changes its method, or keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodChange {
    /// The Killer (public: its method tile is above its portrait).
    pub killer: Killer,
    /// The new method, or `None` to keep the one it has.
    pub method: Option<String>,
    /// Why (secret until the end of the game).
    pub why: Msg,
}

impl MethodChange {
    /// The `change-method` action, or none when the Killer keeps its method.
    pub fn action(&self) -> Option<Action> {
        self.method.clone().map(|method| Action::ChangeMethod {
            killer: self.killer,
            method,
        })
    }

    /// What the table hears.
    pub fn announce(&self) -> Announcement {
        announce::method_change(self.killer, self.method.as_deref())
    }
}

/// A Killer at Spook 3 moves to a new secret residence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewHome {
    /// The Killer (public: the table sees it move, not where).
    pub killer: Killer,
    /// The new home (secret).
    pub loc: Loc,
    /// Why (secret until the end of the game).
    pub why: Msg,
}

impl NewHome {
    /// The `relocate` action.
    pub fn action(&self) -> Action {
        Action::Relocate {
            killer: self.killer,
            loc: self.loc,
        }
    }

    /// What the table hears (never where to).
    pub fn announce(&self) -> Announcement {
        announce::relocation(self.killer)
    }
}

/// What the spooked Killer does now, if anything is owed.
pub(super) fn decide(
    game: &Crimewave,
    killer: Killer,
    level: Level,
    rng: &mut impl Rng,
) -> Option<SpookDecision> {
    if game.pending_relocation() == Some(killer) {
        let home = choose_home(game, killer, level, rng, |loc| Action::Relocate {
            killer,
            loc,
        })?;
        return Some(SpookDecision::Move(NewHome {
            killer,
            loc: home.loc,
            why: home.why,
        }));
    }
    if game.spook(killer) == 2 && game.may_change_method(killer) {
        return Some(SpookDecision::ChangeMethod(choose_method(
            game, killer, level, rng,
        )));
    }
    None
}

/// A new home chosen, and why.
pub(super) struct Home {
    pub loc: Loc,
    pub why: Msg,
}

/// A new home for `killer`, moving by `action(loc)` (a Spook-3 move or an escape). `easy`:
/// any legal one. The others look one murder ahead: where the Killer lives is secret, so
/// the table's deduction after the move is the same wherever it goes, and only its next
/// scene will narrow it; so each legal home is worth the best scene it could leave next
/// (every site is weighed once, exactly), as the level judges it.
pub(super) fn choose_home(
    game: &Crimewave,
    killer: Killer,
    level: Level,
    rng: &mut impl Rng,
    action: impl Fn(Loc) -> Action,
) -> Option<Home> {
    let homes = game.legal_homes(killer);
    if level == Level::Easy {
        let loc = *homes.choose(rng)?;
        return Some(Home {
            loc,
            why: msg!("crimewave-why-home-random", loc = loc),
        });
    }
    // The game after the move, wherever it goes (the table's facts don't depend on it).
    let mut after = game.clone();
    after.apply(&action(*homes.first()?)).ok()?;
    let reach: Vec<Vec<Loc>> = homes
        .iter()
        .map(|&home| after.sites_from(killer, home))
        .collect();
    let mut sites: Vec<Loc> = reach.iter().flatten().copied().collect();
    sites.sort_unstable();
    sites.dedup();
    let deductions = after.deductions_with_scene(killer, &sites, false);
    let now = after.deduce();
    let base = Hideouts::of(&after);
    let worth = |home: Loc, reachable: &[Loc]| -> (f64, usize) {
        let hideouts = base.clone().moved(killer, home);
        let best = reachable
            .iter()
            .filter_map(|s| sites.binary_search(s).ok())
            .map(|i| {
                (
                    score(level, &hideouts, &deductions[i]),
                    deductions[i].count(killer),
                )
            })
            .max_by(|a, b| a.0.total_cmp(&b.0));
        // A home with nowhere to kill is hidden but idle: worth its place now, no more.
        best.unwrap_or((score(level, &hideouts, &now) - 1.0, now.count(killer)))
    };
    let rated: Vec<(Loc, f64, usize)> = homes
        .iter()
        .zip(&reach)
        .map(|(&home, reachable)| {
            let (value, left) = worth(home, reachable);
            (home, value, left)
        })
        .collect();
    let (loc, _, left) = best_of(&rated, |r| r.1, rng)?;
    let (worst, _, worst_left) = rated
        .iter()
        .copied()
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)))?;
    Some(Home {
        loc,
        why: msg!(
            "crimewave-why-home-weighed",
            loc = loc,
            left = left,
            worst_left = worst_left,
            worst = worst
        ),
    })
}

/// At Spook 2: the method whose best next murder leaves the Killers safest (`easy`: any
/// method, or none). Keeping the method wins a tie: a change tells the table nothing it
/// needs, but costs nothing either, so only a gain is worth it.
fn choose_method(
    game: &Crimewave,
    killer: Killer,
    level: Level,
    rng: &mut impl Rng,
) -> MethodChange {
    let current = game.method(killer).map(str::to_owned);
    let methods = &game.settings().methods;
    if level == Level::Easy {
        let pick = rng.random_range(0..=methods.len());
        let method = methods
            .get(pick)
            .filter(|m| Some(*m) != current.as_ref())
            .cloned();
        return MethodChange {
            killer,
            why: match &method {
                Some(m) => msg!("crimewave-why-method-random", method = method_msg(m)),
                None => msg!("crimewave-why-kept-random"),
            },
            method,
        };
    }
    // Every method weighed in one batch: a change alters no public fact, only the tile of
    // the scenes to come, so all of them are judged against the same facts.
    let others: Vec<(String, Crimewave)> = methods
        .iter()
        .filter(|m| Some(*m) != current.as_ref())
        .filter_map(|method| {
            let mut changed = game.clone();
            let change = Action::ChangeMethod {
                killer,
                method: method.clone(),
            };
            changed.apply(&change).ok()?;
            Some((method.clone(), changed))
        })
        .collect();
    let proposals: Vec<Proposal> = std::iter::once(game)
        .chain(others.iter().map(|(_, changed)| changed))
        .map(|game| Proposal {
            game,
            killer,
            sites: game.legal_locations(killer),
        })
        .collect();
    let best: Vec<Option<(f64, usize)>> = weigh(game, &proposals, level)
        .into_iter()
        .map(|candidates| {
            candidates
                .into_iter()
                .map(|c| (c.value, c.homes_left))
                .max_by(|a, b| a.0.total_cmp(&b.0))
        })
        .collect();
    let keep = best[0];
    let mut chosen: (Option<String>, Option<(f64, usize)>) = (None, keep);
    for ((method, _), value) in others.iter().zip(&best[1..]) {
        let better = match (value, chosen.1) {
            (Some(v), Some(c)) => v.0 > c.0 + 1e-9,
            (Some(_), None) => true,
            _ => false,
        };
        if better {
            chosen = (Some(method.clone()), *value);
        }
    }
    let left = |v: Option<(f64, usize)>| v.map_or(0, |v| v.1);
    let old = current
        .as_deref()
        .map_or_else(|| msg!("crimewave-why-its-method"), method_msg);
    let why = match &chosen.0 {
        Some(m) => msg!(
            "crimewave-why-method-weighed",
            method = method_msg(m),
            left = left(chosen.1),
            kept_left = left(keep),
            old = old
        ),
        None => msg!("crimewave-why-kept-weighed", old = old, left = left(keep)),
    };
    MethodChange {
        killer,
        method: chosen.0,
        why,
    }
}

/// The best-rated item (ties drawn at random, so equal choices don't always fall the same
/// way on the board).
pub(super) fn best_of<T: Copy>(
    items: &[T],
    value: impl Fn(&T) -> f64,
    rng: &mut impl Rng,
) -> Option<T> {
    let top = items.iter().map(&value).max_by(f64::total_cmp)?;
    let tied: Vec<T> = items
        .iter()
        .copied()
        .filter(|item| value(item) >= top - 1e-9)
        .collect();
    tied.choose(rng).copied()
}
