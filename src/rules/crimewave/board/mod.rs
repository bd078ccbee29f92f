//! The Crimewave board: numbered locations joined by connections.
//!
//! The printed board's connections are not known to us (ruling 9, docs/rulings.md), so a board is data: the app
//! ships a stand-in California and lets a group trace their own from a photo. Either way a
//! board is only ever built through [`Board::from_json`]'s checks, so the rules can trust it.
//!
//! Here the graph itself; beside it the board file ([`file`]), the checks that refuse a
//! broken one ([`checks`]), the rulebook's hints that warn about an unlikely one
//! ([`warnings`]) and what `alibi check-board` prints ([`report`]).

mod checks;
mod file;
mod report;
mod warnings;

pub use checks::Finding;
pub use file::Draft;
pub use report::check_report;

use crate::i18n::Msg;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::OnceLock;

/// A location number on the board (1–96 on the printed board).
pub type Loc = u16;

/// The yellow major cities printed on the board, north to south as on the map.
pub const CITIES: [&str; 11] = [
    "Redding",
    "Sacramento",
    "San Francisco",
    "San Jose",
    "Salinas",
    "Fresno",
    "Bakersfield",
    "Santa Barbara",
    "Hollywood",
    "Los Angeles",
    "San Diego",
];

/// A city's name in the table's language: the printed board's cities are messages (Russian
/// writes them in its own letters), a name a group traced on its own board is said as typed.
pub fn city_msg(name: &str) -> Msg {
    if CITIES.contains(&name) {
        Msg::new(format!(
            "crimewave-city-{}",
            name.to_lowercase().replace(' ', "-")
        ))
    } else {
        Msg::raw(name.to_owned())
    }
}

/// How many locations the printed board has (numbered 1 to this).
const PRINTED_LOCATIONS: usize = 96;

/// The most locations a board may have. A board file comes from outside: a huge one would
/// make every deduction over it crawl. No real board nears this (the printed one has 96),
/// and the exposure search is budgeted for it (benches/rules.rs).
pub const MAX_LOCATIONS: usize = 400;

/// Marks a location number that is not on the board in [`Board::slot`].
const NO_NODE: u16 = u16::MAX;
/// Marks an unreached location in [`Distances`].
const UNREACHED: u32 = u32::MAX;

/// The stand-in board file, shipped with the app.
const STAND_IN: &str = include_str!("../../../../assets/boards/stand-in-california.json");

/// One location as drawn on the board picture.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// The number printed on the location.
    pub id: Loc,
    /// Across the picture, 0 (left edge) to 1 (right edge).
    #[serde(deserialize_with = "finite")]
    pub x: f32,
    /// Down the picture, 0 (top, north) to 1 (bottom, south).
    #[serde(deserialize_with = "finite")]
    pub y: f32,
    /// A yellow major-city location.
    #[serde(default)]
    pub yellow: bool,
    /// The city's name, for yellow locations.
    #[serde(default)]
    pub city: Option<String>,
}

/// Reads a coordinate. A number too large for an `f32` would be read as infinity, which a
/// board file (JSON) cannot hold: a draft read with one could be saved but never read back.
fn finite<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<f32, D::Error> {
    let value = f32::deserialize(deserializer)?;
    if value.is_finite() {
        Ok(value)
    } else {
        Err(serde::de::Error::custom(
            "a coordinate is far too large (places on the picture go from 0 to 1)",
        ))
    }
}

/// A validated Crimewave board (nodes, connections, optional background picture).
///
/// Serializes to the board file format and deserializes only through the same checks as
/// [`Board::from_json`], so an invalid board can never exist.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(try_from = "Value")]
pub struct Board {
    name: String,
    stand_in: bool,
    image: Option<String>,
    nodes: Vec<Node>,
    edges: Vec<(Loc, Loc)>,
    /// For each location number, its position in `nodes` (`NO_NODE` when absent).
    slot: Vec<u16>,
    /// The neighbours of location `id` are `adjacent[start[id]..start[id + 1]]`.
    start: Vec<u32>,
    adjacent: Vec<Loc>,
}

impl Board {
    /// The stand-in California board shipped in `assets/boards/stand-in-california.json`,
    /// already validated.
    pub fn stand_in() -> Board {
        Board::shipped().clone()
    }

    /// Whether a board of this name and kind is Alibi's own stand-in (its name is then
    /// Alibi's to say in the table's language; a group's own board keeps the name they typed).
    pub fn is_shipped_stand_in(name: &str, stand_in: bool) -> bool {
        stand_in && name == Board::shipped().name
    }

    fn shipped() -> &'static Board {
        static STAND_IN_BOARD: OnceLock<Board> = OnceLock::new();
        STAND_IN_BOARD.get_or_init(|| match Board::from_json(STAND_IN) {
            Ok((board, _)) => board,
            // The file is compiled in and a test loads it, so this is a build mistake.
            Err(errors) => panic!("the shipped stand-in board is broken: {errors:?}"),
        })
    }

    /// The board's name, as shown wherever a board is chosen.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether this is a stand-in rather than a tracing of the printed board.
    pub fn is_stand_in(&self) -> bool {
        self.stand_in
    }

    /// Background picture path relative to the board file, if any.
    pub fn image(&self) -> Option<&str> {
        self.image.as_deref()
    }

    /// Every location, in file order.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The location with this number, if it is on the board.
    pub fn node(&self, loc: Loc) -> Option<&Node> {
        let slot = *self.slot.get(usize::from(loc))?;
        self.nodes.get(usize::from(slot))
    }

    /// Every connection, in file order, each listed once.
    pub fn edges(&self) -> &[(Loc, Loc)] {
        &self.edges
    }

    /// Whether this location number is on the board.
    pub fn contains(&self, loc: Loc) -> bool {
        self.node(loc).is_some()
    }

    /// A yellow major-city location (no Neighborhood Watch there).
    pub fn is_city(&self, loc: Loc) -> bool {
        self.node(loc).is_some_and(|n| n.yellow)
    }

    /// The locations one step from `loc` (none for a number not on the board).
    pub fn neighbours(&self, loc: Loc) -> impl Iterator<Item = Loc> + '_ {
        self.adjacent_to(loc).iter().copied()
    }

    /// Steps from `from` to every location, by routes that never pass THROUGH a blocked
    /// location. A blocked location can still be reached as an endpoint (its distance is
    /// reported); `from` itself never blocks. Unknown `from` gives all-unreachable.
    pub fn distances_from(&self, from: Loc, blocked: impl Fn(Loc) -> bool) -> Distances {
        let mut steps = vec![UNREACHED; self.slot.len()];
        if !self.contains(from) {
            return Distances { steps };
        }
        let mut queue = Vec::with_capacity(self.nodes.len());
        queue.push(from);
        if let Some(s) = steps.get_mut(usize::from(from)) {
            *s = 0;
        }
        let mut head = 0;
        while let Some(&here) = queue.get(head) {
            head += 1;
            if here != from && blocked(here) {
                continue;
            }
            let next = steps.get(usize::from(here)).map_or(UNREACHED, |s| s + 1);
            for &there in self.adjacent_to(here) {
                if let Some(s) = steps.get_mut(usize::from(there))
                    && *s == UNREACHED
                {
                    *s = next;
                    queue.push(there);
                }
            }
        }
        Distances { steps }
    }

    fn adjacent_to(&self, loc: Loc) -> &[Loc] {
        let id = usize::from(loc);
        match (self.start.get(id), self.start.get(id + 1)) {
            (Some(&a), Some(&b)) => self
                .adjacent
                .get(a as usize..b as usize)
                .unwrap_or_default(),
            _ => &[],
        }
    }

    /// Builds the dense lookups from checked nodes and edges (unique ids below `NO_NODE`,
    /// edges between existing, distinct locations).
    fn assemble(
        name: String,
        stand_in: bool,
        image: Option<String>,
        nodes: Vec<Node>,
        edges: Vec<(Loc, Loc)>,
    ) -> Board {
        let size = nodes.iter().map(|n| usize::from(n.id)).max().unwrap_or(0) + 1;
        let mut slot = vec![NO_NODE; size];
        for (i, n) in nodes.iter().enumerate() {
            if let (Some(s), Ok(i)) = (slot.get_mut(usize::from(n.id)), u16::try_from(i)) {
                *s = i;
            }
        }
        let mut degree = vec![0u32; size];
        for &(a, b) in &edges {
            for end in [a, b] {
                if let Some(d) = degree.get_mut(usize::from(end)) {
                    *d += 1;
                }
            }
        }
        let mut start = Vec::with_capacity(size + 1);
        let mut total = 0u32;
        start.push(0);
        for d in &degree {
            total += d;
            start.push(total);
        }
        let mut adjacent = vec![0; total as usize];
        let mut filled = start.clone();
        for &(a, b) in &edges {
            for (from, to) in [(a, b), (b, a)] {
                if let Some(f) = filled.get_mut(usize::from(from))
                    && let Some(cell) = adjacent.get_mut(*f as usize)
                {
                    *cell = to;
                    *f += 1;
                }
            }
        }
        Board {
            name,
            stand_in,
            image,
            nodes,
            edges,
            slot,
            start,
            adjacent,
        }
    }
}

/// Result of a breadth-first search from one location.
#[derive(Debug, Clone, PartialEq)]
pub struct Distances {
    /// Steps to each location number, `UNREACHED` when it cannot be reached.
    steps: Vec<u32>,
}

impl Distances {
    /// Steps to `loc`, or None when it cannot be reached.
    pub fn to(&self, loc: Loc) -> Option<u32> {
        self.steps
            .get(usize::from(loc))
            .copied()
            .filter(|&s| s != UNREACHED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A board file with plain (non-city) locations.
    pub(super) fn file(nodes: &[Loc], edges: &[(Loc, Loc)]) -> Value {
        let nodes: Vec<Value> = nodes
            .iter()
            .map(|&id| json!({"id": id, "x": 0.5, "y": 0.5, "yellow": false, "city": null}))
            .collect();
        json!({"format": "alibi-board", "version": 1, "name": "test", "stand_in": false,
               "nodes": nodes, "edges": edges})
    }

    pub(super) fn errors(value: &Value) -> Vec<String> {
        match Board::from_json(&value.to_string()) {
            Ok(_) => panic!("the board should have been refused"),
            Err(errors) => errors,
        }
    }

    pub(super) fn load(value: &Value) -> Board {
        match Board::from_json(&value.to_string()) {
            Ok((board, _)) => board,
            Err(errors) => panic!("the board should load: {errors:?}"),
        }
    }

    #[test]
    fn the_stand_in_loads_without_warnings_and_says_what_it_is() {
        let (board, warnings) = Board::from_json(STAND_IN).expect("stand-in loads");
        assert_eq!(warnings, Vec::<String>::new());
        assert!(board.is_stand_in());
        assert!(board.name().contains("not the printed board"));
        assert_eq!(board.nodes().len(), 96);
        assert!((1..=96).all(|loc| board.contains(loc)));
        assert_eq!(board, Board::stand_in());
    }

    #[test]
    fn the_stand_in_has_the_rulebook_distances() {
        let board = Board::stand_in();
        let from_41 = board.distances_from(41, |_| false);
        assert_eq!(from_41.to(36), Some(2));
        assert_eq!(from_41.to(27), Some(4));
        for (a, b) in [(41, 18), (41, 3), (18, 3)] {
            let apart = board.distances_from(a, |_| false).to(b);
            assert!(apart.is_some_and(|d| d >= 3), "{a}–{b}: {apart:?}");
        }
    }

    #[test]
    fn the_stand_in_is_planar_and_no_line_grazes_a_location() {
        let board = Board::stand_in();
        let at = |loc: Loc| {
            let n = board.node(loc).expect("edge ends are on the board");
            (f64::from(n.x), f64::from(n.y))
        };
        let cross = |o: (f64, f64), a: (f64, f64), b: (f64, f64)| {
            (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
        };
        let edges = board.edges();
        for (i, &(a, b)) in edges.iter().enumerate() {
            for &(c, d) in &edges[i + 1..] {
                if [a, b].iter().any(|e| *e == c || *e == d) {
                    continue;
                }
                let (p, q, r, s) = (at(a), at(b), at(c), at(d));
                let crossing = (cross(r, s, p) > 0.0) != (cross(r, s, q) > 0.0)
                    && (cross(p, q, r) > 0.0) != (cross(p, q, s) > 0.0);
                assert!(!crossing, "edges {a}–{b} and {c}–{d} cross");
            }
            for n in board.nodes() {
                if n.id == a || n.id == b {
                    continue;
                }
                let (p, q, r) = (at(a), at(b), (f64::from(n.x), f64::from(n.y)));
                let length2 = (q.0 - p.0).powi(2) + (q.1 - p.1).powi(2);
                let t = (((r.0 - p.0) * (q.0 - p.0) + (r.1 - p.1) * (q.1 - p.1)) / length2)
                    .clamp(0.0, 1.0);
                let gap = ((p.0 + t * (q.0 - p.0) - r.0).powi(2)
                    + (p.1 + t * (q.1 - p.1) - r.1).powi(2))
                .sqrt();
                assert!(gap > 0.01, "edge {a}–{b} passes over location {}", n.id);
            }
        }
    }

    #[test]
    fn the_stand_in_has_2_to_6_neighbours_everywhere_and_is_connected() {
        let board = Board::stand_in();
        let from_1 = board.distances_from(1, |_| false);
        for n in board.nodes() {
            let degree = board.neighbours(n.id).count();
            assert!((2..=6).contains(&degree), "location {}: {degree}", n.id);
            assert!(from_1.to(n.id).is_some(), "location {} cut off", n.id);
        }
    }

    #[test]
    fn the_stand_in_cities_are_the_rulebooks_eleven() {
        let board = Board::stand_in();
        let mut cities: Vec<&str> = board
            .nodes()
            .iter()
            .filter(|n| board.is_city(n.id))
            .filter_map(|n| n.city.as_deref())
            .collect();
        cities.sort_unstable();
        let mut expected = CITIES.to_vec();
        expected.sort_unstable();
        assert_eq!(cities, expected);
    }

    #[test]
    fn routes_never_pass_through_a_blocked_location() {
        // 1–2–3 is short, 1–4–5–3 goes round.
        let board = load(&file(
            &[1, 2, 3, 4, 5],
            &[(1, 2), (2, 3), (1, 4), (4, 5), (5, 3)],
        ));
        let open = board.distances_from(1, |_| false);
        assert_eq!(open.to(3), Some(2));
        let watched = board.distances_from(1, |loc| loc == 2);
        assert_eq!(
            watched.to(2),
            Some(1),
            "a blocked location is still an endpoint"
        );
        assert_eq!(watched.to(3), Some(3));
        let walled = board.distances_from(1, |loc| loc == 2 || loc == 4);
        assert_eq!(walled.to(3), None);
        assert_eq!(walled.to(5), None);
        let from_blocked = board.distances_from(2, |loc| loc == 2);
        assert_eq!(from_blocked.to(3), Some(1), "the start never blocks");
        let nowhere = board.distances_from(77, |_| false);
        assert!((0..=6).all(|loc| nowhere.to(loc).is_none()));
        assert_eq!(open.to(1000), None);
    }

    #[test]
    fn lookups_answer_for_any_number() {
        let board = Board::stand_in();
        assert!(!board.contains(0) && !board.contains(97) && !board.contains(Loc::MAX));
        assert_eq!(board.neighbours(500).count(), 0);
        assert!(board.node(41).is_some_and(|n| n.id == 41));
        let named = board
            .nodes()
            .iter()
            .find(|n| n.city.as_deref() == Some("Fresno"));
        assert!(named.is_some_and(|n| board.is_city(n.id)));
        assert!(!board.is_city(41));
        for &(a, b) in board.edges() {
            assert!(board.neighbours(a).any(|n| n == b));
            assert!(board.neighbours(b).any(|n| n == a));
        }
    }
}
