//! Advice for the Killer player (private): which legal murder site leaves the table the
//! least, and which public facts pin a Killer down. Both are the exact deduction of
//! `deduction` applied to the game as it would be (one more scene) or as it would have been
//! (one fact fewer).

use super::Crimewave;
use super::board::Loc;
use super::deduction::{Deduction, Fact, Prepared, SceneFact};
use super::killer::Killer;
use crate::i18n::Msg;

/// What a murder at one legal site would leave the table.
#[derive(Debug, Clone, PartialEq)]
pub struct SiteAdvice {
    /// The site.
    pub loc: Loc,
    /// How many homes the Killer would still have (its exposure after the murder).
    pub homes_left: usize,
    /// The largest share of the consistent assignments one home would then hold
    /// (1.0: certain).
    pub top_share: f64,
}

/// One public fact and how much it narrows a Killer's home.
#[derive(Debug, Clone, PartialEq)]
pub struct Cut {
    /// The fact in words ("the missed raid on the Red Terror at 31").
    pub fact: Msg,
    /// How many more homes the Killer would have without it.
    pub homes_more: usize,
}

impl Crimewave {
    /// Every legal site of the Killer with what a murder there would leave: most homes left
    /// first, ties by location (`? advice KILLER`). Empty when it has no legal site or no
    /// murder can be recorded now.
    pub fn advice(&self, killer: Killer) -> Vec<SiteAdvice> {
        // No murder can be recorded now (a trial, a forced move pending, the game over).
        if self.ready_for_play().is_err() {
            return Vec::new();
        }
        let sites = self.legal_locations(killer);
        let after = self.deductions_with_scene(killer, &sites, false);
        let mut advice: Vec<SiteAdvice> = sites
            .into_iter()
            .zip(after)
            .map(|(loc, after)| SiteAdvice {
                loc,
                homes_left: after.count(killer),
                top_share: after.top_share(killer),
            })
            .collect();
        advice.sort_by(|a, b| b.homes_left.cmp(&a.homes_left).then(a.loc.cmp(&b.loc)));
        advice
    }

    /// The exact deduction (all three Killers) the table would make after one more scene by
    /// this Killer in play now at each of `sites`: [`Crimewave::scene_fact`] for each,
    /// weighed by [`Crimewave::deductions_with`].
    pub fn deductions_with_scene(
        &self,
        killer: Killer,
        sites: &[Loc],
        solved: bool,
    ) -> Vec<Deduction> {
        let scenes: Vec<SceneFact> = sites
            .iter()
            .map(|&loc| self.scene_fact(killer, loc, solved))
            .collect();
        self.deductions_with(&scenes)
    }

    /// What the table would read off a scene this Killer left at `loc` now, with its current
    /// method tile and the suspects the table would see; with `solved`, as if its victim
    /// tile were flipped (the table then knows the Killer). The site is taken as given.
    pub fn scene_fact(&self, killer: Killer, loc: Loc, solved: bool) -> SceneFact {
        let method = self.method(killer).unwrap_or_default().to_owned();
        let state = self.killer(killer);
        let suspects = if solved {
            vec![((killer, state.epoch()), state.comfort_radius())]
        } else {
            self.suspects_for(Some(&method))
                .into_iter()
                .zip(Killer::ALL)
                .filter_map(|(suspect, k)| suspect.map(|s| ((k, s.epoch), s.radius)))
                .collect()
        };
        SceneFact {
            loc,
            method,
            watches: self.watches.clone(),
            suspects,
            solved,
        }
    }

    /// The exact deduction after each of several possible scenes in play now (each alone,
    /// added to the public facts of the game as it is): one per scene, in order, the
    /// consistent homes counted once for them all. Empty without a board.
    pub fn deductions_with(&self, scenes: &[SceneFact]) -> Vec<Deduction> {
        match self.board() {
            Some(board) => Prepared::new(board).solve_each_with(&self.facts(), scenes),
            None => Vec::new(),
        }
    }

    /// The public facts that narrow the Killer's home the most, each with how many more
    /// homes it would have without that fact, largest first (at most `limit`).
    pub fn explain(&self, killer: Killer, limit: usize) -> Vec<Cut> {
        let Some(board) = self.board() else {
            return Vec::new();
        };
        let prepared = Prepared::new(board);
        let facts = self.facts();
        let now = prepared.solve(&facts).count(killer);
        let mut cuts: Vec<Cut> = facts
            .facts
            .iter()
            .enumerate()
            .filter(|(_, fact)| !matches!(fact, Fact::Apart(..)))
            .filter_map(|(i, fact)| {
                let without = prepared.solve(&facts.without(i)).count(killer);
                (without > now).then(|| Cut {
                    fact: fact.describe(),
                    homes_more: without - now,
                })
            })
            .collect();
        cuts.sort_by_key(|cut| std::cmp::Reverse(cut.homes_more));
        cuts.truncate(limit);
        cuts
    }
}
