//! Comfort zones and routes: where a Killer may kill, how far things are as a Killer
//! travels (never through a Neighborhood Watch), and the residences' separation.

use super::board::{Board, Distances, Loc};
use super::killer::{Killer, Status};
use super::{Crimewave, SEPARATION};
use crate::i18n::Msg;
use crate::msg;
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

    /// Steps from `from` to `to` as a Killer travels to kill (`? distance`): around the
    /// watches, `from` never blocking, and no route at all to a watched `to` while the house
    /// rule says a watch protects its own location (ruling 12).
    pub fn route_length(&self, from: Loc, to: Loc) -> Option<u32> {
        if from != to && self.settings.watch_blocks_endpoint && self.watches.contains(&to) {
            return None;
        }
        self.distance(from, to)
    }

    /// Where this Killer may kill now (ruling 14), ascending: within its comfort zone by a
    /// route around the watches, not watched (house rule), no unsolved scene there. Empty for
    /// a Killer in prison, without a residence, or that must move first.
    pub fn legal_locations(&self, killer: Killer) -> Vec<Loc> {
        if self.killer(killer).must_relocate() {
            return Vec::new();
        }
        self.reachable_sites(killer)
    }

    /// The sites a Killer could use from where it lives now, whatever else is pending: the
    /// locations `check_site` accepts.
    fn reachable_sites(&self, killer: Killer) -> Vec<Loc> {
        match self.comfort_zone(killer) {
            Ok(zone) => self.sites_in(&zone),
            Err(_) => Vec::new(),
        }
    }

    /// Where this Killer could kill if it lived at `home`, with its comfort radius of now
    /// (for a Killer weighing a new home: what each would let it do next). Empty for a
    /// Killer in prison or a location off the board.
    pub fn sites_from(&self, killer: Killer, home: Loc) -> Vec<Loc> {
        match self.comfort_zone(killer) {
            Ok(zone) if zone.board.contains(home) => self.sites_in(&ComfortZone {
                home,
                around: zone
                    .board
                    .distances_from(home, |l| self.watches.contains(&l)),
                ..zone
            }),
            _ => Vec::new(),
        }
    }

    /// Where a Killer may take a residence now, ascending: in setup, apart from the other
    /// Killers' homes; in play, a new home (when its Spook meter forces a move, or on an
    /// escape) that is not the old one and is apart from the Killers on the board.
    pub fn legal_homes(&self, killer: Killer) -> Vec<Loc> {
        let Some(board) = self.board() else {
            return Vec::new();
        };
        let allowed = |loc: Loc| match self.phase {
            super::Phase::Setup => self.check_separation(killer, loc).is_ok(),
            _ => self.check_new_home(killer, loc).is_ok(),
        };
        let mut homes: Vec<Loc> = board
            .nodes()
            .iter()
            .map(|n| n.id)
            .filter(|&loc| allowed(loc))
            .collect();
        homes.sort_unstable();
        homes
    }

    /// The locations a comfort zone lets its Killer kill at.
    fn sites_in(&self, zone: &ComfortZone<'_>) -> Vec<Loc> {
        let mut sites: Vec<Loc> = zone
            .board
            .nodes()
            .iter()
            .map(|n| n.id)
            // `reaches` first only to skip explaining every miss (two more searches each).
            .filter(|&loc| zone.reaches(loc) && self.check_site_in(zone, loc).is_ok())
            .collect();
        sites.sort_unstable();
        sites
    }

    /// Every Killer still on the board is surrounded: none has anywhere to kill, so the
    /// Killer player must show all residences (ruling 14).
    pub(super) fn all_trapped(&self) -> bool {
        let mut active = Killer::ALL
            .into_iter()
            .filter(|&k| self.killer(k).on_board())
            .peekable();
        active.peek().is_some() && active.all(|k| self.reachable_sites(k).is_empty())
    }

    /// Why a Killer may not leave a scene at `loc`, if it may not (ruling 14).
    pub(super) fn check_site(&self, killer: Killer, loc: Loc) -> Result<(), Refusal> {
        self.on_board(loc)?;
        let zone = self.comfort_zone(killer)?;
        self.check_site_in(&zone, loc)
    }

    /// Where a Killer that may kill lives and how far it travels from there.
    fn comfort_zone(&self, killer: Killer) -> Result<ComfortZone<'_>, Refusal> {
        let board = self.board_or_refuse()?;
        let state = self.killer(killer);
        if state.status == Status::Incarcerated {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-kill-in-prison",
                killer = killer.msg()
            )));
        }
        let Some(home) = state.residence() else {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-home-first",
                killer = killer.msg()
            )));
        };
        Ok(ComfortZone {
            board,
            killer,
            home,
            radius: state.comfort_radius(),
            around: board.distances_from(home, |l| self.watches.contains(&l)),
        })
    }

    /// The route and the earlier scenes (ruling 14) for one location of the board, within a comfort zone.
    fn check_site_in(&self, zone: &ComfortZone<'_>, loc: Loc) -> Result<(), Refusal> {
        self.check_no_unsolved_scene(loc)?;
        if self.settings.watch_blocks_endpoint && self.watches.contains(&loc) {
            return Err(Refusal::new(msg!("crimewave-refuse-watched", loc = loc)));
        }
        if zone.reaches(loc) {
            return Ok(());
        }
        Err(self.why_out_of_reach(zone, loc))
    }

    fn why_out_of_reach(&self, zone: &ComfortZone<'_>, loc: Loc) -> Refusal {
        let ComfortZone {
            board,
            killer,
            home,
            radius,
            ..
        } = *zone;
        let plain = board.distances_from(home, |_| false);
        let Some(steps) = plain.to(loc) else {
            return Refusal::new(msg!(
                "crimewave-refuse-no-route",
                killer = killer.msg(),
                loc = loc
            ));
        };
        if steps > radius {
            return Refusal::new(msg!(
                "crimewave-refuse-outside-zone",
                loc = loc,
                killer = killer.msg(),
                steps = steps,
                radius = radius
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
        Refusal::new(msg!(
            "crimewave-refuse-watches-block",
            killer = killer.msg(),
            loc = loc,
            count = blockers.len(),
            watches = in_words(&blockers)
        ))
    }

    /// Why a Killer may not live at `loc`: the other Killers on the board live at least
    /// three spaces away (ruling 11).
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
                    return Err(Refusal::new(msg!(
                        "crimewave-refuse-home-taken",
                        loc = loc,
                        killer = other.msg(),
                        apart = SEPARATION
                    )));
                }
                Some(steps) if steps < SEPARATION => {
                    return Err(Refusal::new(msg!(
                        "crimewave-refuse-home-near",
                        loc = loc,
                        steps = steps,
                        killer = other.msg(),
                        apart = SEPARATION
                    )));
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// Where a Killer lives and how far it may travel from there, by routes around the watches.
struct ComfortZone<'a> {
    board: &'a Board,
    killer: Killer,
    home: Loc,
    radius: u32,
    around: Distances,
}

impl ComfortZone<'_> {
    fn reaches(&self, loc: Loc) -> bool {
        self.around.to(loc).is_some_and(|d| d <= self.radius)
    }
}

/// "52", "30 and 52", "30, 41 and 52".
pub(super) fn in_words(locs: &[Loc]) -> Msg {
    match locs {
        [] => msg!("crimewave-no-location"),
        [only] => Msg::raw(only.to_string()),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(Loc::to_string).collect();
            msg!("crimewave-and", first = rest.join(", "), second = *last)
        }
    }
}
