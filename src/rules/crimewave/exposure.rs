//! Exposure (spec §10): the residences still consistent with what the table knows about a
//! Killer. Private: shown to the Killer player as a measure of how cornered each Killer is.
//!
//! The public facts used, all since the Killer last moved house: every solved scene of
//! that Killer lies within its comfort radius of the time, by a route around the watches of
//! the time; a missed raid on it rules its location out; a hit pins the residence; and the
//! home is at least 3 spaces from every other Killer's residence the table knows, for
//! Killers on the board (a Killer who moved while another was in prison never had to keep
//! away from the prisoner's home, so a prisoner's home is not used: the set stays a superset
//! of the truth, never missing the real residence).

use super::board::Loc;
use super::killer::Killer;
use super::scene::Culprit;
use super::{Crimewave, SEPARATION};

impl Crimewave {
    /// The residences still consistent with public information for this Killer, ascending
    /// (the set behind a heat overlay; its length is the exposure count).
    pub fn exposure(&self, killer: Killer) -> Vec<Loc> {
        let Some(board) = self.board() else {
            return Vec::new();
        };
        let state = self.killer(killer);
        if let Some(known) = state.known_residence {
            return vec![known];
        }
        let epoch = state.epoch();
        let mut candidates: Vec<Loc> = board.nodes().iter().map(|n| n.id).collect();
        candidates.sort_unstable();
        for raid in self
            .raids
            .iter()
            .filter(|r| r.killer == killer && r.epoch == epoch && !r.hit)
        {
            candidates.retain(|&c| c != raid.loc);
        }
        for other in Killer::ALL.into_iter().filter(|&k| k != killer) {
            let other_state = self.killer(other);
            let Some(home) = other_state
                .known_residence
                .filter(|_| other_state.on_board())
            else {
                continue;
            };
            let around = board.distances_from(home, |_| false);
            candidates.retain(|&c| around.to(c).is_none_or(|d| d >= SEPARATION));
        }
        let solved = self
            .scenes
            .iter()
            .filter(|s| s.solved && s.culprit == Culprit::Killer(killer) && s.epoch == epoch);
        for scene in solved {
            if candidates.is_empty() {
                break;
            }
            let watched = self
                .watches
                .get(..scene.watches_then)
                .unwrap_or(&self.watches);
            let around = board.distances_from(scene.loc, |l| watched.contains(&l));
            candidates.retain(|&c| around.to(c).is_some_and(|d| d <= scene.radius));
        }
        candidates
    }
}
