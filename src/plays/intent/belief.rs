//! What the Detective can believe: every pair of Murderer and motive the public facts allow,
//! weighed by how likely the facts make it, and how much an observation would sharpen it.

use crate::rules::intent::{Civilian, Motive, Notebook};

/// A weight for every pair of Murderer and motive still possible.
#[derive(Debug, Clone, PartialEq)]
pub struct Belief {
    /// `(murderer, motive, weight)`, every weight above zero.
    pub pairs: Vec<(Civilian, Motive, f64)>,
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

impl Belief {
    /// The belief from the notebook, with the Murderer's lies weighed as `lies` says.
    pub fn of(notebook: &Notebook, lies: Lies) -> Belief {
        let pairs = match lies {
            Lies::Counted => notebook
                .tally()
                .pairs
                .into_iter()
                .map(|(c, m, n)| (c, m, f64::from(n)))
                .collect(),
            lies => notebook.weights(&|l, t| lies.weigh(l, t)),
        };
        Belief { pairs }
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

    /// The likeliest pair (the first in catalogue order among equals), if any is left.
    pub fn likeliest(&self) -> Option<(Civilian, Motive)> {
        let mut best: Option<&(Civilian, Motive, f64)> = None;
        for pair in &self.pairs {
            if best.is_none_or(|b| pair.2 > b.2) {
                best = Some(pair);
            }
        }
        best.map(|&(c, m, _)| (c, m))
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
}
