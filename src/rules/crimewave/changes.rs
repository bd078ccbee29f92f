//! What the rules change on the board on their own, as instructions for the physical game:
//! a missed raid moves a Spook Marker and the Public Panic Marker, a new scene moves the
//! Victim Counter (and Public Panic when it comes round), a conviction turns a Profile
//! Marker over, a tie flips a Victim Tile, the all-trapped reveal shows every home.
//!
//! Found by comparing the table's view before and after an action, so a change can only be
//! said from what the table may see. What a player does by hand (a new scene, a watch, an
//! Evidence tile added) is theirs to say and is left out; what follows from it is in.

use super::board::Loc;
use super::evidence::Evidence;
use super::killer::{Killer, Status};
use super::public::{PublicScene, PublicView};
use super::scene::Culprit;
use crate::i18n::Msg;
use crate::msg;

/// One change the rules made on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// A Killer's standing with the law: arrested, in prison (Profile Marker turned over),
    /// free again, or escaped (turned back).
    Status(Killer, Status),
    /// A Killer's case file now holds this many points (0: its Evidence thrown out).
    CaseFile(Killer, u32),
    /// The Victim Tile at this location turned over: whose victim it was.
    Solved(Loc, Culprit),
    /// The unsolved scene at this location leaves the game (a wrong tie).
    SceneRemoved(Loc),
    /// An Evidence tile at a location turned to its verified side.
    Verified(Loc, Evidence),
    /// A Killer's Spook Marker now stands at this.
    Spook(Killer, u8),
    /// The Victim Counter Marker now stands at this node (0: back at the start).
    VictimCounter(u8),
    /// The Public Panic Marker now stands at this.
    Panic(u8),
    /// A Killer's residence is shown to the table.
    Residence(Killer, Loc),
    /// A Killer shown at home moved away (a forced move, an escape): its residence marker
    /// comes off this location.
    ResidenceGone(Killer, Loc),
}

impl Change {
    /// The instruction, in the table's language.
    pub fn msg(&self) -> Msg {
        match self {
            Change::Status(killer, status) => {
                let key = match status {
                    Status::Arrested => "crimewave-change-arrested",
                    Status::Incarcerated => "crimewave-change-prison",
                    Status::Free => "crimewave-change-free",
                    Status::Escaped => "crimewave-change-escaped",
                };
                Msg::new(key).arg("killer", killer.msg())
            }
            Change::CaseFile(killer, 0) => {
                msg!("crimewave-change-case-thrown-out", killer = killer.msg())
            }
            Change::CaseFile(killer, points) => msg!(
                "crimewave-change-case-file",
                killer = killer.msg(),
                points = *points
            ),
            Change::Solved(loc, Culprit::Killer(killer)) => {
                msg!("crimewave-change-solved", loc = *loc, killer = killer.msg())
            }
            Change::Solved(loc, Culprit::Random) => {
                msg!("crimewave-change-solved-random", loc = *loc)
            }
            Change::SceneRemoved(loc) => msg!("crimewave-change-scene-removed", loc = *loc),
            Change::Verified(loc, evidence) => msg!(
                "crimewave-change-verified",
                evidence = evidence.msg(),
                loc = *loc
            ),
            Change::Spook(killer, 0) => {
                msg!("crimewave-change-spook-reset", killer = killer.msg())
            }
            Change::Spook(killer, spook) => msg!(
                "crimewave-change-spook",
                killer = killer.msg(),
                spook = *spook
            ),
            Change::VictimCounter(0) => msg!("crimewave-change-victim-counter-round"),
            Change::VictimCounter(at) => msg!("crimewave-change-victim-counter", at = *at),
            Change::Panic(panic) => msg!("crimewave-change-panic", panic = *panic),
            Change::Residence(killer, loc) => msg!(
                "crimewave-change-residence",
                killer = killer.msg(),
                loc = *loc
            ),
            Change::ResidenceGone(killer, loc) => msg!(
                "crimewave-change-residence-gone",
                killer = killer.msg(),
                loc = *loc
            ),
        }
    }
}

/// Everything the rules changed on the board between two views of the table, in the order
/// the table does it: the Killers' markers and files, the scenes, the meters, the homes.
pub fn between(before: &PublicView, after: &PublicView) -> Vec<Change> {
    let mut changes = Vec::new();
    for (was, now) in before.killers.iter().zip(&after.killers) {
        if was.status != now.status {
            changes.push(Change::Status(now.killer, now.status));
        }
        if was.case_file != now.case_file {
            changes.push(Change::CaseFile(now.killer, now.case_file));
        }
    }
    changes.extend(scene_changes(before, after));
    for (was, now) in before.killers.iter().zip(&after.killers) {
        if was.spook != now.spook {
            changes.push(Change::Spook(now.killer, now.spook));
        }
    }
    if before.victim_counter != after.victim_counter {
        changes.push(Change::VictimCounter(after.victim_counter));
    }
    if before.panic != after.panic {
        changes.push(Change::Panic(after.panic));
    }
    for gone in &before.residences {
        if !after.residences.contains(gone) {
            changes.push(Change::ResidenceGone(gone.killer, gone.loc));
        }
    }
    for shown in &after.residences {
        if !before.residences.contains(shown) {
            changes.push(Change::Residence(shown.killer, shown.loc));
        }
    }
    changes
}

/// The changes to the scenes already on the board: flipped Victim Tiles, tiles verified,
/// a scene removed. Scenes are matched location by location in the order placed (a new
/// scene only ever goes after the others at its location, and only the unsolved one at a
/// location can be removed).
fn scene_changes(before: &PublicView, after: &PublicView) -> Vec<Change> {
    let mut changes = Vec::new();
    let mut locations: Vec<Loc> = before.scenes.iter().map(|s| s.loc).collect();
    locations.sort_unstable();
    locations.dedup();
    for loc in locations {
        let at = |view: &'_ PublicView| -> Vec<PublicScene> {
            view.scenes
                .iter()
                .filter(|s| s.loc == loc)
                .cloned()
                .collect()
        };
        let (mut was, now) = (at(before), at(after));
        if now.len() < was.len()
            && let Some(gone) = was.iter().rposition(|s| s.solved_by.is_none())
        {
            was.remove(gone);
            changes.push(Change::SceneRemoved(loc));
        }
        for (old, new) in was.iter().zip(&now) {
            for (tile, then) in new.evidence.iter().zip(&old.evidence) {
                if tile.verified && !then.verified {
                    changes.push(Change::Verified(loc, tile.kind));
                }
            }
            if let (None, Some(culprit)) = (old.solved_by, new.solved_by) {
                changes.push(Change::Solved(loc, culprit));
            }
        }
    }
    changes
}

/// The changes as instructions, in words.
pub fn said(changes: &[Change]) -> Vec<Msg> {
    changes.iter().map(Change::msg).collect()
}
