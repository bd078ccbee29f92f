//! Neighborhood Watch: where the Investigators may place one, and placing it.

use super::Crimewave;
use super::board::{Board, Loc};
use crate::msg;
use crate::rules::Refusal;

/// Crime scenes on or next to a location that make a Neighborhood Watch possible there.
pub const WATCH_SCENES: usize = 3;

impl Crimewave {
    /// Locations where a Neighborhood Watch may be placed now, ascending: not a city, not
    /// watched yet, and 3 or more crime scenes ever placed on or next to it (ruling 13, docs/rulings.md).
    pub fn eligible_watches(&self) -> Vec<Loc> {
        let Some(board) = self.board() else {
            return Vec::new();
        };
        let mut sites: Vec<Loc> = board
            .nodes()
            .iter()
            .map(|n| n.id)
            .filter(|&loc| {
                !board.is_city(loc)
                    && !self.watches.contains(&loc)
                    && self.scenes_around(board, loc) >= WATCH_SCENES
            })
            .collect();
        sites.sort_unstable();
        sites
    }

    /// Scenes still in the game on or next to `loc` (removed ones no longer count).
    fn scenes_around(&self, board: &Board, loc: Loc) -> usize {
        self.scenes
            .iter()
            .filter(|s| s.on_board())
            .filter(|s| s.loc == loc || board.neighbours(loc).any(|n| n == s.loc))
            .count()
    }

    pub(super) fn place_watch(&mut self, loc: Loc) -> Result<String, Refusal> {
        self.ready_for_play()?;
        let board = self.on_board(loc)?;
        if board.is_city(loc) {
            return Err(Refusal::new(msg!("crimewave-refuse-watch-city", loc = loc)));
        }
        if self.watches.contains(&loc) {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-watch-twice",
                loc = loc
            )));
        }
        let around = self.scenes_around(board, loc);
        if around < WATCH_SCENES {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-watch-scenes",
                loc = loc,
                around = around,
                needed = WATCH_SCENES
            )));
        }
        self.watches.push(loc);
        Ok("ok".into())
    }
}
