//! What the Detective can believe: every pair of Murderer and motive the public facts allow,
//! weighed by how likely the facts make it, and how much an observation would sharpen it.

use crate::rules::intent::deduction::{Liars, Tally};
use crate::rules::intent::motive::may_murder;
use crate::rules::intent::notebook::Entry;
use crate::rules::intent::{Civilian, Group, Motive, Notebook};
use rand::Rng;
use rand::seq::IndexedRandom;

/// A weight for every pair of Murderer and motive still possible.
#[derive(Debug, Clone, PartialEq)]
pub struct Belief {
    /// `(murderer, motive, weight)`, every weight above zero.
    pub pairs: Vec<(Civilian, Motive, f64)>,
    /// Every social group still in the stack with its weight as the Supporters.
    pub supporters: Vec<(Group, f64)>,
}

/// How the Detective thinks the Murderer lies.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Lies {
    /// Every hypothesis the facts allow counts the same, whatever lies it needs.
    Counted,
    /// The Murderer lies with this chance each time the rules allow it.
    Chance(f64),
    /// The Murderer lies at some steady rate nobody knows, any rate as likely: a hypothesis
    /// needing `l` lies and `t` truths where it could have lied weighs `l! t! / (l + t + 1)!`
    /// (the chance of those answers averaged over every rate).
    Unknown,
}

impl Lies {
    /// The weight of a hypothesis needing `lies` lies, with `truths` truthful answers where
    /// it could have lied.
    pub fn weigh(self, lies: u32, truths: u32) -> f64 {
        match self {
            Lies::Counted => 1.0,
            Lies::Chance(q) => q.powi(lies as i32) * (1.0 - q).powi(truths as i32),
            Lies::Unknown => {
                // l! t! / (l + t + 1)! = 1 / ((l + t + 1) · C(l + t, l)).
                let n = lies + truths;
                let choose =
                    (1..=lies).fold(1.0, |c, i| c * f64::from(n - lies + i) / f64::from(i));
                1.0 / (f64::from(n + 1) * choose)
            }
        }
    }
}

/// How the Detective reads the Murderer's intimidations. A careful Murderer silences
/// witnesses who must tell the truth — the ones it fears — so whoever the table saw
/// intimidated is most likely none of its liars (the Murderer, the Person of Interest, a
/// Supporter); a careless one silences anyone, and its intimidations say nothing. Nobody
/// knows which Murderer sits across the table: a hypothesis is weighed by both, mixed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Silencing {
    /// The chance the Murderer is the careful one.
    pub careful: f64,
    /// How often a careful Murderer still silences one of its own liars.
    pub slip: f64,
}

impl Silencing {
    /// About how many more civilians a careless Murderer could silence than a careful one:
    /// some 19 on the board against the 15 of them who must tell the truth.
    const CHOICE: f64 = 1.25;

    /// The weight of a hypothesis under which `own` of the `silenced` civilians the table
    /// saw intimidated could lie, against a careless Murderer's (to whom every hypothesis
    /// weighs 1): each silenced civilian is one of the truthful a careful Murderer chose
    /// from, or a slip.
    pub fn weigh(self, silenced: u32, own: u32) -> f64 {
        let truthful = (1.0 - self.slip) * Self::CHOICE + self.slip;
        let careful =
            truthful.powi((silenced - own.min(silenced)) as i32) * self.slip.powi(own as i32);
        self.careful * careful + (1.0 - self.careful)
    }
}

/// How the Detective models the Murderer choosing a victim: a Murderer hiding its pair the
/// best it can takes a victim whose murder keeps the real pair's share of the hypotheses as
/// low as any other would; one keeping a share `x` times the lowest is `exp(−sharpness ×
/// (x − 1))` as likely, and never less than `careless` (a Murderer with reasons of its own).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reading {
    /// How firmly the Murderer takes the victim leaving the most doubt.
    pub sharpness: f64,
    /// The least likelihood a victim its motive allowed keeps.
    pub careless: f64,
}

impl Belief {
    /// The belief from the notebook, with the Murderer's lies weighed as `lies` says and
    /// its intimidations read as `silencing` says (not at all with `None`). Counted lies
    /// with intimidations unread count every hypothesis the same.
    pub fn of(notebook: &Notebook, lies: Lies, silencing: Option<Silencing>) -> Belief {
        if lies == Lies::Counted && silencing.is_none() {
            let pairs = notebook
                .tally()
                .pairs
                .into_iter()
                .map(|(c, m, n)| (c, m, f64::from(n)))
                .collect();
            // Counted, every group still in the stack is as likely as another.
            let supporters = Group::ALL
                .into_iter()
                .filter(|g| notebook.tokens & g.bit() == 0)
                .map(|g| (g, 1.0))
                .collect();
            return Belief { pairs, supporters };
        }
        let silenced = notebook.silenced().len() as u32;
        let weights = notebook.weights(&|h: Liars| {
            let read = silencing.map_or(1.0, |s| s.weigh(silenced, h.silenced));
            lies.weigh(h.lies, h.truths) * read
        });
        Belief {
            pairs: weights.pairs,
            supporters: weights.supporters,
        }
    }

    /// Weighs each pair by how likely a Murderer with that secret was to choose the victims
    /// the table saw, as `reading` models the Murderer: for each murder, every victim the
    /// pair's motive allowed then is weighed by the doubt its murder would have left about
    /// the pair (the share of the hypotheses it would have kept, counted as the table counts
    /// them), so a pair whose Murderer had a victim leaving much more doubt and didn't take it
    /// is less likely. The hidden worlds are the engine's deduction's; the weights are the
    /// likelihood of the Murderer's visible choices in each.
    ///
    /// Its answers are read the same way: a pair under which an answer was a lie that kept
    /// more of the pair than the truth would have (or its Murderer's own truthful answer
    /// where the lie would have kept less) weighs `careless` times as much.
    pub fn read_choices(&mut self, notebook: &Notebook, reading: Reading) {
        let mut before_it = Notebook {
            entries: Vec::new(),
            ..notebook.clone()
        };
        for entry in &notebook.entries {
            if let Entry::Murder { before, bodies } = entry
                && let [victim] = bodies[..]
            {
                // The doubt each possible victim would have left, for every pair at once.
                let fits = |c: Civilian, (m, motive): (Civilian, Motive)| {
                    may_murder(before, motive, m, m, c).is_ok()
                };
                let left: Vec<(Civilian, Tally)> = before
                    .civilians()
                    .filter(|&c| self.pairs.iter().any(|p| fits(c, (p.0, p.1))))
                    .map(|c| {
                        let mut after = before_it.clone();
                        after.entries.push(Entry::Murder {
                            before: before.clone(),
                            bodies: vec![c],
                        });
                        (c, after.tally())
                    })
                    .collect();
                for pair in &mut self.pairs {
                    // The Cultist's victims depend on the Person of Interest, which a pair
                    // doesn't fix: its choice is left unread.
                    if pair.1 == Motive::Cultist {
                        continue;
                    }
                    let shares: Vec<(Civilian, f64)> = left
                        .iter()
                        .filter(|(c, _)| fits(*c, (pair.0, pair.1)))
                        .map(|(c, tally)| {
                            let kept = f64::from(tally.of(pair.0, pair.1));
                            (*c, kept / f64::from(tally.total().max(1)))
                        })
                        .collect();
                    let least = shares.iter().map(|s| s.1).fold(f64::INFINITY, f64::min);
                    if let Some(&(_, mine)) = shares.iter().find(|(c, _)| *c == victim)
                        && least > 0.0
                    {
                        let worse = mine / least - 1.0;
                        pair.2 *= reading.careless
                            + (1.0 - reading.careless) * (-reading.sharpness * worse).exp();
                    }
                }
            }
            if let Entry::Answer {
                round,
                civilian,
                about,
                answer,
            } = *entry
            {
                // The share each pair would keep after either answer.
                let after = |said: bool| {
                    let mut after = before_it.clone();
                    after.entries.push(Entry::Answer {
                        round,
                        civilian,
                        about,
                        answer: said,
                    });
                    after.tally()
                };
                let (yes, no) = (after(true), after(false));
                for pair in &mut self.pairs {
                    let truth = pair.0.has(about);
                    let share = |tally: &Tally| {
                        f64::from(tally.of(pair.0, pair.1)) / f64::from(tally.total().max(1))
                    };
                    let (if_true, if_lie) = match truth {
                        true => (share(&yes), share(&no)),
                        false => (share(&no), share(&yes)),
                    };
                    // A Murderer hiding its pair lies when the lie keeps less of it; a pair
                    // where the answer went the other way is less likely. Only answers that
                    // lied under the pair, or the Murderer's own, are surely its choice.
                    let would_lie = if_lie + 1e-12 < if_true;
                    let lied = answer != truth;
                    if (lied || civilian == pair.0) && lied != would_lie {
                        pair.2 *= reading.careless;
                    }
                }
            }
            before_it.entries.push(entry.clone());
        }
    }

    /// The chance that `group` is the Supporters' (0 once its token was drawn).
    pub fn supporters_chance(&self, group: Group) -> f64 {
        let total: f64 = self.supporters.iter().map(|s| s.1).sum();
        match self.supporters.iter().find(|s| s.0 == group) {
            Some(&(_, w)) if total > 0.0 => w / total,
            _ => 0.0,
        }
    }

    /// All the weight.
    pub fn total(&self) -> f64 {
        self.pairs.iter().map(|p| p.2).sum()
    }

    /// How likely the pair is (0 when the facts rule it out).
    pub fn chance(&self, murderer: Civilian, motive: Motive) -> f64 {
        let total = self.total();
        if total <= 0.0 {
            return 0.0;
        }
        self.pairs
            .iter()
            .find(|(c, m, _)| *c == murderer && *m == motive)
            .map_or(0.0, |p| p.2 / total)
    }

    /// The likeliest pair, if any is left; among pairs equally likely, the one `rng` picks.
    /// A coin of the Detective's own, not the catalogue's order: a Murderer who knew which
    /// of equals the Detective names would keep its pair tied with one named before it.
    pub fn likeliest(&self, rng: &mut impl Rng) -> Option<(Civilian, Motive)> {
        let top = self.pairs.iter().map(|p| p.2).fold(0.0, f64::max);
        // Weights built by different sums may differ in their last bits.
        let equals: Vec<_> = self
            .pairs
            .iter()
            .filter(|p| p.2 > 0.0 && p.2 >= top * (1.0 - 1e-9))
            .collect();
        equals.choose(rng).map(|&&(c, m, _)| (c, m))
    }

    /// A pair drawn with a chance in proportion to its weight to the power `sharpness`: the
    /// likeliest most often, a close one now and then, one far behind hardly ever.
    pub fn hunch(&self, sharpness: f64, rng: &mut impl Rng) -> Option<(Civilian, Motive)> {
        let top = self.pairs.iter().map(|p| p.2).fold(0.0, f64::max);
        // Weights relative to the top one, so the power can't overflow.
        self.pairs
            .choose_weighted(rng, |p| (p.2 / top).powf(sharpness))
            .ok()
            .map(|&(c, m, _)| (c, m))
    }

    /// How sharp the belief would be after observations that sort the pairs into outcomes:
    /// the expected chance that two draws from the belief then name the same pair (higher is
    /// sharper; 1 when one pair is left). Each atom `(i, share, key)` puts `share` of
    /// `pairs[i]` in the outcome `key` (a pair whose answers can't be foretold is split
    /// between the outcomes it fits).
    pub fn sharpness_of(&self, atoms: &[(usize, f64, u64)]) -> f64 {
        let total = self.total();
        if total <= 0.0 {
            return 0.0;
        }
        // (outcome, weight of its pairs, sum of their squared weights)
        let mut cells: Vec<(u64, f64, f64)> = Vec::new();
        for &(i, share, key) in atoms {
            let w = self.pairs.get(i).map_or(0.0, |p| p.2) * share;
            match cells.iter_mut().find(|cell| cell.0 == key) {
                Some(cell) => {
                    cell.1 += w;
                    cell.2 += w * w;
                }
                None => cells.push((key, w, w * w)),
            }
        }
        cells.iter().map(|(_, w, sq)| sq / (total * w)).sum()
    }

    /// The chance of naming the right pair after observations that sort the pairs into
    /// outcomes (atoms as in [`Belief::sharpness_of`]): in each outcome the likeliest pair
    /// is named, and it is right as often as its share of the outcome's weight.
    pub fn accuracy_of(&self, atoms: &[(usize, f64, u64)]) -> f64 {
        let total = self.total();
        if total <= 0.0 {
            return 0.0;
        }
        // (outcome, pair, its weight in the outcome)
        let mut cells: Vec<(u64, usize, f64)> = Vec::new();
        for &(i, share, key) in atoms {
            let w = self.pairs.get(i).map_or(0.0, |p| p.2) * share;
            match cells.iter_mut().find(|cell| cell.0 == key && cell.1 == i) {
                Some(cell) => cell.2 += w,
                None => cells.push((key, i, w)),
            }
        }
        let mut best: Vec<(u64, f64)> = Vec::new();
        for (key, _, w) in cells {
            match best.iter_mut().find(|b| b.0 == key) {
                Some(b) => b.1 = b.1.max(w),
                None => best.push((key, w)),
            }
        }
        best.iter().map(|b| b.1).sum::<f64>() / total
    }
}
