//! Alibi's Defense at a trial: the cards a hand of Killers happens to hold stay in the box,
//! and the points are drawn with the house rules' chances instead (every level draws the same
//! way). The simulated prosecutor of self-play draws its Prosecution from the same chances.

use super::announce;
use crate::plays::Announcement;
use crate::rules::crimewave::Settings;
use rand::Rng;

/// Alibi's Defense at a trial, revealed at the same time as the prosecution's cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Defense {
    /// The Defense points.
    pub points: u32,
}

impl Defense {
    /// What the table hears at the reveal.
    pub fn announce(&self) -> Announcement {
        announce::defense(self.points)
    }
}

/// Draws Defense points with the house rules' chances.
pub fn draw(settings: &Settings, rng: &mut impl Rng) -> u32 {
    let mut roll = rng.random_range(0..100u32);
    for &(points, chance) in &settings.killer_events.defense {
        if roll < u32::from(chance) {
            return u32::from(points);
        }
        roll -= u32::from(chance);
    }
    // The chances add up to 100 (the house rule checks it), so this is never reached.
    0
}
