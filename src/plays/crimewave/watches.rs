//! `hard` looks at the Neighborhood Watches the table would place after a scene: three
//! scenes on or next to a location let the Investigators watch it, watches hem the Killers
//! in, and when every Killer at large is hemmed in the rules show every home to the table.

use crate::rules::Rules;
use crate::rules::crimewave::{Action, Crimewave, Evidence, Killer, Loc, Status};

/// What `hard` charges for a scene after which the table's watches would hem every Killer
/// in (every home shown): more than anything else a murder can cost.
const SHOWN: f64 = 25.0;
/// What `hard` credits for room to kill: for each Killer at large, the logarithm of the
/// sites left to it once the watches are down (a Killer with none is shown as soon as the
/// others are caught).
const ROOM: f64 = 0.5;

/// The Killers' room after a scene by `killer` at `loc` and every watch the table may then
/// place, as `hard` values it: a large charge if every home would be shown, else a little
/// for each doubling of each Killer's sites. `None` if the murder can't be recorded.
pub(super) fn room_after(game: &Crimewave, killer: Killer, loc: Loc) -> Option<f64> {
    let mut after = game.clone();
    // The tile doesn't change where watches may go.
    after
        .apply(&Action::Murder {
            killer,
            loc,
            evidence: Evidence::Item,
        })
        .ok()?;
    while let Some(&watch) = after.eligible_watches().first() {
        if after.apply(&Action::Watch { loc: watch }).is_err() {
            break;
        }
    }
    if after.revealed() && !game.revealed() {
        return Some(-SHOWN);
    }
    let room: f64 = Killer::ALL
        .into_iter()
        .filter(|&k| matches!(after.status(k), Status::Free | Status::Escaped))
        .map(|k| (1.0 + after.legal_locations(k).len() as f64).ln())
        .sum();
    Some(ROOM * room)
}
