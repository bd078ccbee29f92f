//! What the Detective can believe: every pair of Murderer and motive the public facts allow,
//! weighed by how likely the facts make it, and how much an observation would sharpen it.

use crate::rules::intent::{Civilian, Motive, Notebook};

/// A weight for every pair of Murderer and motive still possible.
#[derive(Debug, Clone, PartialEq)]
pub struct Belief {
    /// `(murderer, motive, weight)`, every weight above zero.
    pub pairs: Vec<(Civilian, Motive, f64)>,
}

impl Belief {
    /// The belief from the notebook, if the Murderer lies with chance `lie` whenever the
    /// rules allow it (`None`: every hypothesis the facts allow counts the same).
    pub fn of(notebook: &Notebook, lie: Option<f64>) -> Belief {
        let pairs = match lie {
            Some(lie) => notebook.weights(lie),
            None => notebook
                .tally()
                .pairs
                .into_iter()
                .map(|(c, m, n)| (c, m, f64::from(n)))
                .collect(),
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

    /// How sharp the belief would be after observations that sort the pairs into outcomes,
    /// `keys[i]` being the outcome of `pairs[i]`: the expected chance that two draws from
    /// the belief then name the same pair (higher is sharper; 1 when one pair is left).
    pub fn sharpness_after(&self, keys: &[u64]) -> f64 {
        let total = self.total();
        if total <= 0.0 {
            return 0.0;
        }
        // (outcome, weight of its pairs, sum of their squared weights)
        let mut cells: Vec<(u64, f64, f64)> = Vec::new();
        for (&(_, _, w), &key) in self.pairs.iter().zip(keys) {
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
