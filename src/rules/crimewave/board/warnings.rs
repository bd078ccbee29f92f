//! The rulebook's hints about the printed board, as warnings: a board that fails them still
//! plays, but is probably not a faithful tracing (96 locations, the eleven yellow cities where
//! California has them, 2 to 6 neighbours each, the distances in the rulebook's examples).

use super::checks::{found, list};
use super::{Board, CITIES, Finding, Loc, PRINTED_LOCATIONS};
use crate::i18n::Msg;
use crate::msg;

/// Pairs (north, south): the first city lies clearly north of the second on a map of
/// California. Together they put Redding northmost and San Diego southmost.
const NORTH_OF: [(&str, &str); 13] = [
    ("Redding", "Sacramento"),
    ("Sacramento", "San Francisco"),
    ("San Francisco", "San Jose"),
    ("San Jose", "Salinas"),
    ("San Jose", "Fresno"),
    ("Salinas", "Bakersfield"),
    ("Fresno", "Bakersfield"),
    ("Bakersfield", "Santa Barbara"),
    ("Bakersfield", "Hollywood"),
    ("Santa Barbara", "Los Angeles"),
    ("Hollywood", "San Diego"),
    ("Los Angeles", "San Diego"),
    ("Santa Barbara", "San Diego"),
];

/// Pairs (west, east) at similar latitude: coastal cities lie west of inland ones.
const WEST_OF: [(&str, &str); 6] = [
    ("San Francisco", "Sacramento"),
    ("San Jose", "Fresno"),
    ("Salinas", "Fresno"),
    ("Santa Barbara", "Bakersfield"),
    ("Santa Barbara", "Los Angeles"),
    ("Hollywood", "Los Angeles"),
];

impl Board {
    /// The rulebook's clues about the printed board (ruling 9, docs/rulings.md) that this board fails (empty for the stand-in), with the
    /// locations each one is about, for a screen that shows them on the board.
    pub fn rulebook_findings(&self) -> Vec<Finding> {
        let mut warnings = Vec::new();
        self.warn_numbering(&mut warnings);
        self.warn_cities(&mut warnings);
        self.warn_degrees(&mut warnings);
        self.warn_examples(&mut warnings);
        self.warn_geography(&mut warnings);
        warnings
    }

    fn warn_numbering(&self, warnings: &mut Vec<Finding>) {
        if self.nodes.len() != PRINTED_LOCATIONS {
            warnings.push(found(
                [],
                msg!(
                    "tracer-finding-location-count",
                    count = self.nodes.len(),
                    printed = PRINTED_LOCATIONS
                ),
            ));
        }
        for n in &self.nodes {
            if usize::from(n.id) > PRINTED_LOCATIONS {
                warnings.push(found(
                    [n.id],
                    msg!(
                        "tracer-finding-numbered-outside",
                        loc = n.id,
                        printed = PRINTED_LOCATIONS
                    ),
                ));
            }
        }
    }

    fn warn_cities(&self, warnings: &mut Vec<Finding>) {
        let yellow = self.nodes.iter().filter(|n| n.yellow).count();
        if yellow != CITIES.len() {
            warnings.push(found(
                [],
                msg!(
                    "tracer-finding-city-count",
                    count = yellow,
                    printed = CITIES.len()
                ),
            ));
        }
        for n in &self.nodes {
            match (n.yellow, n.city.as_deref()) {
                (true, None) => warnings.push(found(
                    [n.id],
                    msg!("tracer-finding-yellow-unnamed", loc = n.id),
                )),
                (true, Some(name)) if !CITIES.contains(&name) => warnings.push(found(
                    [n.id],
                    msg!(
                        "tracer-finding-not-a-city",
                        loc = n.id,
                        name = name,
                        cities = CITIES.len()
                    ),
                )),
                (false, Some(name)) => warnings.push(found(
                    [n.id],
                    msg!("tracer-finding-named-not-yellow", loc = n.id, name = name),
                )),
                _ => {}
            }
        }
        let mut missing = Vec::new();
        for city in CITIES {
            let named: Vec<Loc> = self
                .nodes
                .iter()
                .filter(|n| n.yellow && n.city.as_deref() == Some(city))
                .map(|n| n.id)
                .collect();
            match named.as_slice() {
                [] => missing.push(city),
                [_] => {}
                many => warnings.push(found(
                    many.to_vec(),
                    msg!("tracer-finding-city-twice", city = city, locs = list(many)),
                )),
            }
        }
        if !missing.is_empty() {
            warnings.push(found(
                [],
                msg!("tracer-finding-cities-missing", cities = missing.join(", ")),
            ));
        }
    }

    fn warn_degrees(&self, warnings: &mut Vec<Finding>) {
        for n in &self.nodes {
            let degree = self.adjacent_to(n.id).len();
            if !(2..=6).contains(&degree) {
                warnings.push(found(
                    [n.id],
                    msg!("tracer-finding-neighbours", loc = n.id, count = degree),
                ));
            }
        }
    }

    /// The distances the rulebook's examples reveal (Red Terror at 41 with scenes at 36 and
    /// 27; residences 41, 18 and 3).
    fn warn_examples(&self, warnings: &mut Vec<Finding>) {
        let from_41 = self.distances_from(41, |_| false);
        for (to, expected) in [(36, 2), (27, 4)] {
            if self.contains(41) && self.contains(to) && from_41.to(to) != Some(expected) {
                warnings.push(found(
                    [41, to],
                    msg!(
                        "tracer-finding-red-terror",
                        to = to,
                        apart = steps_in_words(from_41.to(to)),
                        expected = expected
                    ),
                ));
            }
        }
        for (a, b) in [(41, 18), (41, 3), (18, 3)] {
            if !(self.contains(a) && self.contains(b)) {
                continue;
            }
            let apart = self.distances_from(a, |_| false).to(b);
            if apart.is_some_and(|d| d < 3) {
                warnings.push(found(
                    [a, b],
                    msg!(
                        "tracer-finding-residences",
                        a = a,
                        b = b,
                        apart = steps_in_words(apart)
                    ),
                ));
            }
        }
    }

    fn warn_geography(&self, warnings: &mut Vec<Finding>) {
        let city = |name: &str| {
            let mut found = self
                .nodes
                .iter()
                .filter(|n| n.yellow && n.city.as_deref() == Some(name));
            match (found.next(), found.next()) {
                (Some(n), None) => Some(n),
                _ => None,
            }
        };
        for (north, south) in NORTH_OF {
            if let (Some(n), Some(s)) = (city(north), city(south))
                && n.y >= s.y
            {
                warnings.push(found(
                    [n.id, s.id],
                    msg!(
                        "tracer-finding-not-north",
                        north = north,
                        north_loc = n.id,
                        south = south,
                        south_loc = s.id
                    ),
                ));
            }
        }
        for (west, east) in WEST_OF {
            if let (Some(w), Some(e)) = (city(west), city(east))
                && w.x >= e.x
            {
                warnings.push(found(
                    [w.id, e.id],
                    msg!(
                        "tracer-finding-not-west",
                        west = west,
                        west_loc = w.id,
                        east = east,
                        east_loc = e.id
                    ),
                ));
            }
        }
    }
}

fn steps_in_words(steps: Option<u32>) -> Msg {
    match steps {
        None => msg!("tracer-finding-not-connected-at-all"),
        Some(n) => msg!("tracer-finding-spaces", count = n),
    }
}

#[cfg(test)]
mod tests {
    use super::super::Board;
    use super::super::tests::file;
    use serde_json::{Value, json};

    #[test]
    fn a_small_board_gets_the_rulebook_warnings() {
        let (_, warnings) =
            Board::from_json(&file(&[1, 2, 97], &[(1, 2), (2, 97)]).to_string()).expect("loads");
        for expected in [
            "the board has 3 locations; the printed board has 96",
            "location 97 is numbered outside 1–96, the printed board's numbers",
            "the board has 0 yellow cities; the printed board has 11",
            "no yellow location is named Redding, Sacramento, San Francisco, San Jose, Salinas, \
             Fresno, Bakersfield, Santa Barbara, Hollywood, Los Angeles, San Diego",
            "location 1 has 1 neighbour; locations on the printed board have 2 to 6",
        ] {
            assert!(
                warnings.iter().any(|w| w == expected),
                "missing {expected:?} in {warnings:?}"
            );
        }
    }

    #[test]
    fn misplaced_cities_and_broken_examples_are_warned_about() {
        let mut value = serde_json::to_value(Board::stand_in()).expect("serializes");
        let nodes = value["nodes"].as_array_mut().expect("nodes");
        let index_of = |nodes: &[Value], city: &str| {
            nodes
                .iter()
                .position(|n| n["city"] == json!(city))
                .expect("city")
        };
        let (redding, san_diego) = (index_of(nodes, "Redding"), index_of(nodes, "San Diego"));
        let redding_id = nodes[redding]["id"].clone();
        nodes[redding]["id"] = nodes[san_diego]["id"].clone();
        nodes[san_diego]["id"] = redding_id;
        for n in nodes.iter_mut() {
            if n["city"] == json!("Redding") {
                n["city"] = json!("San Diego");
            } else if n["city"] == json!("San Diego") {
                n["city"] = json!("Redding");
            }
        }
        let (_, warnings) = Board::from_json(&value.to_string()).expect("loads");
        assert!(
            warnings.iter().any(|w| w.starts_with("Redding (location ")
                && w.contains("not drawn north of Sacramento")),
            "{warnings:?}"
        );
        // Joining 41 to 27 breaks the Red Terror example.
        value["edges"]
            .as_array_mut()
            .expect("edges")
            .push(json!([41, 27]));
        let (_, warnings) = Board::from_json(&value.to_string()).expect("loads");
        assert!(warnings.contains(
            &"locations 41 and 27 are 1 space apart; the rulebook's Red Terror example puts them 4 spaces apart"
                .to_string()
        ));
    }
}
