//! What a screen lays over the bare board: crime scenes, watches, residences, legal sites,
//! the advice's safest sites, the location picked; and the colours and letters that tell
//! the Killers apart (a colour never alone: its letter goes with it).

use crate::rules::crimewave::{Killer, Loc};
use crate::t;
use iced::Color;

/// A crime scene as drawn on the board.
#[derive(Debug, Clone, PartialEq)]
pub struct SceneMark {
    /// Where.
    pub loc: Loc,
    /// A short label beside the location: method initial and Evidence ("S 1/2" …).
    pub label: String,
    /// The Killer once solved (drawn in its colour and with its letter), None while unsolved
    /// or for a random killing.
    pub solved_by: Option<Killer>,
    /// A solved random killing (yellow, with the random killing's letter).
    pub random: bool,
}

impl SceneMark {
    /// Who did it, as the plate says: the Killer's letter once solved, the random letter for a
    /// random killing, ? while unsolved.
    pub fn tag(&self) -> String {
        match (self.solved_by, self.random) {
            (Some(killer), _) => letter(killer),
            (None, true) => random_letter(),
            (None, false) => "?".to_string(),
        }
    }

    /// The plate as the table screen shows it: "83 ? blu I".
    pub fn table_plate(&self) -> String {
        format!("{} {} {}", self.loc, self.tag(), self.label)
            .trim()
            .to_string()
    }
}

/// Everything drawn over the bare board.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Marks {
    /// Crime scenes on the board.
    pub scenes: Vec<SceneMark>,
    /// Neighborhood Watch tiles.
    pub watches: Vec<Loc>,
    /// Where a Neighborhood Watch may go now (a dashed prompt ring).
    pub eligible_watches: Vec<Loc>,
    /// Residences to draw (private on the console; on the table only once revealed).
    pub residences: Vec<(Killer, Loc)>,
    /// Legal murder sites per Killer (console only): a ring in the Killer's colour.
    pub sites: Vec<(Killer, Loc)>,
    /// Candidate residences the Investigators could still consider (console only).
    pub heat: Vec<super::Heat>,
    /// The legal sites that give least away (console only, the advice): a broad halo.
    pub safest: Vec<Loc>,
    /// The location in the form being filled.
    pub selected: Option<Loc>,
}

impl Marks {
    /// Whether anything public or private is drawn at `loc` (the table numbers only these).
    pub(super) fn marked(&self, loc: Loc) -> bool {
        self.scenes.iter().any(|s| s.loc == loc)
            || self.watches.contains(&loc)
            || self.eligible_watches.contains(&loc)
            || self.residences.iter().any(|(_, l)| *l == loc)
            || self.selected == Some(loc)
    }
}

/// A Killer's colour on the board. Never the only carrier: its letter goes with it.
pub fn colour(killer: Killer) -> Color {
    match killer {
        Killer::Red => Color::from_rgb8(0xd0, 0x24, 0x24),
        Killer::Green => Color::from_rgb8(0x1f, 0x8a, 0x3a),
        Killer::Blue => Color::from_rgb8(0x22, 0x55, 0xd0),
    }
}

/// A Killer's letter (R, G, B in English), drawn wherever its colour is: the letter the
/// table's language types for that Killer, so the plates, the legend and the forms agree.
pub fn letter(killer: Killer) -> String {
    killer.letter().now().to_uppercase()
}

/// The letter of a random killing (Y, for the yellow of its marker, in English).
pub fn random_letter() -> String {
    t!("crimewave-random-letter")
}

/// Random killings are yellow on the physical board too.
pub(super) const YELLOW: Color = Color::from_rgb(0.95, 0.78, 0.1);
/// The advice's halo around the safest murder sites: lavender, unlike any Killer's colour.
pub(super) const SAFEST: Color = Color::from_rgb(0.75, 0.6, 0.95);

/// The colour of a scene's diamond and plate: the solving Killer's, yellow for a random
/// killing, plain ink while unsolved.
pub(super) fn scene_colour(scene: &SceneMark, ink: Color) -> Color {
    match (scene.solved_by, scene.random) {
        (Some(killer), _) => colour(killer),
        (None, true) => YELLOW,
        (None, false) => ink,
    }
}
