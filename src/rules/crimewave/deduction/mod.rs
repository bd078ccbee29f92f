//! Exposure (ruling 22, docs/rulings.md): what the table can deduce about where the Killers live, exactly.
//!
//! The table's knowledge is a set of [`Facts`] read off the game: every residence period of
//! every Killer (setup, each Spook-3 move, each escape) is an unknown home; raids, the
//! all-trapped reveal, solved scenes, the unsolved scenes (each left by *some* Killer free
//! to kill with that method tile then) and the opening (two scenes per Killer) constrain
//! those homes. An assignment of homes to every period is *consistent* when some choice of
//! culprits explains every fact. Exposure for a Killer is the set of locations its current
//! home takes in some consistent assignment; the heat is the share of consistent
//! assignments with the home there. `solve` counts them exactly (a search over bitsets,
//! see `solve.rs`); the tests compare it with a plain enumeration of every assignment.
//!
//! Private: only the Killer player's console and the transcripts ask.

mod facts;
mod solve;

pub use facts::{Fact, Facts, SceneFact};
pub use solve::Prepared;

use super::Crimewave;
use super::board::Loc;
use super::killer::Killer;

/// One Killer's residence period: the Killer and which of its homes (1 = the setup home,
/// each move adds one).
pub type Period = (Killer, usize);

/// What the public facts allow about every Killer's current home.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Deduction {
    /// Consistent assignments of homes to every residence period (0: the facts contradict
    /// each other, which a legal game never gives).
    pub assignments: u128,
    /// For red, green and blue: each location its current home takes in some consistent
    /// assignment, ascending, with the number of those assignments.
    pub homes: [Vec<(Loc, u128)>; 3],
}

impl Deduction {
    /// The locations the Killer's current home could be (the exposure set), ascending.
    pub fn candidates(&self, killer: Killer) -> Vec<Loc> {
        self.homes[killer.index()]
            .iter()
            .map(|&(loc, _)| loc)
            .collect()
    }

    /// How many homes are left for the Killer (the exposure count).
    pub fn count(&self, killer: Killer) -> usize {
        self.homes[killer.index()].len()
    }

    /// The largest share of consistent assignments that any one location holds for this
    /// Killer: 1.0 when the home is certain, 1/n when n homes are equally likely.
    pub fn top_share(&self, killer: Killer) -> f64 {
        let top = self.homes[killer.index()]
            .iter()
            .map(|&(_, n)| n)
            .max()
            .unwrap_or(0);
        share(top, self.assignments)
    }

    /// The share of consistent assignments with this Killer living at `loc`.
    pub fn share(&self, killer: Killer, loc: Loc) -> f64 {
        let n = self.homes[killer.index()]
            .iter()
            .find(|&&(l, _)| l == loc)
            .map_or(0, |&(_, n)| n);
        share(n, self.assignments)
    }
}

fn share(part: u128, whole: u128) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

impl Crimewave {
    /// The public facts the deduction reads (ruling 22).
    pub fn facts(&self) -> Facts {
        Facts::of(self)
    }

    /// The exact deduction from every public fact (ruling 22). Empty before a board and the
    /// residences exist.
    pub fn deduce(&self) -> Deduction {
        match self.board() {
            Some(board) => Prepared::new(board).solve(&self.facts()),
            None => Deduction::default(),
        }
    }

    /// The residences still consistent with public information for this Killer, ascending
    /// (the set behind a heat overlay; its length is the exposure count).
    pub fn exposure(&self, killer: Killer) -> Vec<Loc> {
        self.deduce().candidates(killer)
    }
}
