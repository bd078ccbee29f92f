//! Comfort zones and routes: where a Killer may kill, how far things are as a Killer
//! travels (never through a Neighborhood Watch), and the residences' separation.

use super::board::{Board, Loc};
use super::killer::{Killer, Status};
use super::{Crimewave, SEPARATION};
use crate::rules::Refusal;

impl Crimewave {
    /// Steps from `from` to `to` by the shortest route that passes no Neighborhood Watch,
    /// as a Killer travels (`from` never blocks; `to` may itself be watched). None when
    /// there is no such route or no board.
    pub fn distance(&self, from: Loc, to: Loc) -> Option<u32> {
        let board = self.board()?;
        board
            .distances_from(from, |l| self.watches.contains(&l))
            .to(to)
    }

    /// Where this Killer may kill now (spec §4), ascending: within its comfort zone by a
    /// route around the watches, not watched (house rule), no unsolved scene there. Empty for
    /// a Killer in prison, without a residence, or that must move first.
    pub fn legal_locations(&self, killer: Killer) -> Vec<Loc> {
        if self.killer(killer).must_relocate() {
            return Vec::new();
        }
        self.reachable_sites(killer)
    }

    /// The sites a Killer could use from where it lives now, whatever else is pending.
    fn reachable_sites(&self, killer: Killer) -> Vec<Loc> {
        let state = self.killer(killer);
        let (Some(board), Some(home)) = (self.board(), state.residence()) else {
            return Vec::new();
        };
        if state.status == Status::Incarcerated {
            return Vec::new();
        }
        let radius = state.comfort_radius();
        let around = board.distances_from(home, |l| self.watches.contains(&l));
        let mut unsolved: Vec<Loc> = self
            .scenes
            .iter()
            .filter(|s| s.is_unsolved())
            .map(|s| s.loc)
            .collect();
        unsolved.sort_unstable();
        let mut sites: Vec<Loc> = board
            .nodes()
            .iter()
            .map(|n| n.id)
            .filter(|&loc| around.to(loc).is_some_and(|d| d <= radius))
            .filter(|loc| !(self.settings.watch_blocks_endpoint && self.watches.contains(loc)))
            .filter(|loc| unsolved.binary_search(loc).is_err())
            .collect();
        sites.sort_unstable();
        sites
    }

    /// Every Killer still on the board is surrounded: none has anywhere to kill, so the
    /// Killer player must show all residences (spec §4).
    pub(super) fn all_trapped(&self) -> bool {
        let mut active = Killer::ALL
            .into_iter()
            .filter(|&k| self.killer(k).on_board())
            .peekable();
        active.peek().is_some() && active.all(|k| self.reachable_sites(k).is_empty())
    }

    /// Why a Killer may not leave a scene at `loc`, if it may not (spec §4, rules 1–3).
    pub(super) fn check_site(&self, killer: Killer, loc: Loc) -> Result<(), Refusal> {
        let board = self.on_board(loc)?;
        let state = self.killer(killer);
        if state.status == Status::Incarcerated {
            return Err(Refusal::new(format!(
                "{} is in prison and can't kill",
                killer.name()
            )));
        }
        let Some(home) = state.residence() else {
            return Err(Refusal::new(format!(
                "Choose {}'s residence before its crime scenes",
                killer.name()
            )));
        };
        self.check_no_unsolved_scene(loc)?;
        if self.settings.watch_blocks_endpoint && self.watches.contains(&loc) {
            return Err(Refusal::new(format!(
                "{loc} has a Neighborhood Watch: no Killer may kill there"
            )));
        }
        let radius = state.comfort_radius();
        let around = board.distances_from(home, |l| self.watches.contains(&l));
        if around.to(loc).is_some_and(|d| d <= radius) {
            return Ok(());
        }
        Err(self.why_out_of_reach(board, killer, home, loc, radius))
    }

    fn why_out_of_reach(
        &self,
        board: &Board,
        killer: Killer,
        home: Loc,
        loc: Loc,
        radius: u32,
    ) -> Refusal {
        let name = killer.name();
        let plain = board.distances_from(home, |_| false);
        let Some(steps) = plain.to(loc) else {
            return Refusal::new(format!("{name} can't reach {loc}: no route leads there"));
        };
        if steps > radius {
            return Refusal::new(format!(
                "{loc} is outside {name}'s comfort zone: it is {} from the residence and the zone reaches {radius}",
                spaces(steps)
            ));
        }
        let back = board.distances_from(loc, |_| false);
        let mut blockers: Vec<Loc> = self
            .watches
            .iter()
            .copied()
            .filter(|&w| w != home && w != loc)
            .filter(|&w| match (plain.to(w), back.to(w)) {
                (Some(a), Some(b)) => a + b <= radius,
                _ => false,
            })
            .collect();
        blockers.sort_unstable();
        let watches = match blockers.len() {
            1 => "Neighborhood Watch",
            _ => "Neighborhood Watches",
        };
        Refusal::new(format!(
            "{name} can't reach {loc}: the only routes pass the {watches} at {}",
            in_words(&blockers)
        ))
    }

    /// Why a Killer may not live at `loc`: the other Killers on the board live at least
    /// three spaces away (spec §3 and its ruling for new residences).
    pub(super) fn check_separation(&self, killer: Killer, loc: Loc) -> Result<(), Refusal> {
        let board = self.on_board(loc)?;
        let from_here = board.distances_from(loc, |_| false);
        for other in Killer::ALL.into_iter().filter(|&k| k != killer) {
            let state = self.killer(other);
            let Some(home) = state.residence().filter(|_| state.on_board()) else {
                continue;
            };
            match from_here.to(home) {
                Some(0) => {
                    return Err(Refusal::new(format!(
                        "{loc} is {}'s residence; Killers live at least {SEPARATION} spaces apart",
                        other.name()
                    )));
                }
                Some(steps) if steps < SEPARATION => {
                    return Err(Refusal::new(format!(
                        "{loc} is only {} from {}'s residence; Killers live at least {SEPARATION} spaces apart",
                        spaces(steps),
                        other.name()
                    )));
                }
                _ => {}
            }
        }
        Ok(())
    }
}

fn spaces(steps: u32) -> String {
    match steps {
        1 => "1 space".to_string(),
        n => format!("{n} spaces"),
    }
}

/// "52", "30 and 52", "30, 41 and 52".
pub(super) fn in_words(locs: &[Loc]) -> String {
    match locs {
        [] => "no location".to_string(),
        [only] => only.to_string(),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(Loc::to_string).collect();
            format!("{} and {last}", rest.join(", "))
        }
    }
}
