//! The checks every board passes before the rules see it: locations numbered once and
//! placed on the picture, connections between two different locations on the board, listed
//! once, and every location reachable. Each failure is a [`Finding`] naming what is at fault.

use super::file::Draft;
use super::{Board, Loc, MAX_LOCATIONS, NO_NODE, Node, PRINTED_LOCATIONS};
use crate::i18n::Msg;
use crate::msg;
use std::collections::HashSet;

/// How many unreachable locations a "not connected" error lists before summing up the rest.
const LISTED_UNREACHABLE: usize = 12;

/// One thing a board check found: the sentence, and the locations it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// What is wrong, in words that name the location or connection at fault (English
    /// through `Display`, as the command line and the board file checks say it).
    pub text: Msg,
    /// The locations the sentence is about, so a screen can show them (empty when the
    /// finding is about the whole board, e.g. how many locations it has).
    pub at: Vec<Loc>,
}

pub(super) fn found(at: impl Into<Vec<Loc>>, text: Msg) -> Finding {
    Finding {
        text,
        at: at.into(),
    }
}

pub(super) fn texts(findings: Vec<Finding>) -> Vec<String> {
    findings.into_iter().map(|f| f.text.to_string()).collect()
}

impl Draft {
    /// Every check of a board file: `Ok((board, warnings))` or `Err(errors)`, each finding
    /// naming the locations at fault.
    pub fn check(&self) -> Result<(Board, Vec<Finding>), Vec<Finding>> {
        let board = self.clone().build(Vec::new())?;
        let warnings = board.rulebook_findings();
        Ok((board, warnings))
    }

    /// Checks the parts, adding to the `errors` found while reading them.
    pub(super) fn build(self, mut errors: Vec<Finding>) -> Result<Board, Vec<Finding>> {
        if self.name.trim().is_empty() {
            errors.push(found([], msg!("tracer-finding-no-name")));
        }
        check_nodes(&self.nodes, &mut errors);
        check_edges(&self.nodes, &self.edges, &mut errors);
        if !errors.is_empty() {
            return Err(errors);
        }
        let board = Board::assemble(self.name, self.stand_in, self.image, self.nodes, self.edges);
        board.check_connected()?;
        Ok(board)
    }
}

pub(super) fn list(locs: &[Loc]) -> String {
    locs.iter()
        .map(Loc::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn check_nodes(nodes: &[Node], errors: &mut Vec<Finding>) {
    if nodes.is_empty() {
        errors.push(found([], msg!("tracer-finding-no-locations")));
    }
    if nodes.len() > MAX_LOCATIONS {
        errors.push(found(
            [],
            msg!(
                "tracer-finding-too-many",
                count = nodes.len(),
                most = MAX_LOCATIONS,
                printed = PRINTED_LOCATIONS
            ),
        ));
        return;
    }
    let mut seen = HashSet::new();
    for n in nodes {
        if n.id == 0 {
            errors.push(found([0], msg!("tracer-finding-numbered-0")));
        } else if n.id == NO_NODE {
            errors.push(found(
                [n.id],
                msg!(
                    "tracer-finding-numbered-too-high",
                    loc = n.id,
                    highest = NO_NODE - 1
                ),
            ));
        } else if !seen.insert(n.id) {
            errors.push(found(
                [n.id],
                msg!("tracer-finding-location-twice", loc = n.id),
            ));
        }
        for (axis, v) in [("x", n.x), ("y", n.y)] {
            if !(0.0..=1.0).contains(&v) {
                errors.push(found(
                    [n.id],
                    msg!(
                        "tracer-finding-outside-picture",
                        loc = n.id,
                        axis = axis,
                        value = v.to_string()
                    ),
                ));
            }
        }
    }
}

fn check_edges(nodes: &[Node], edges: &[(Loc, Loc)], errors: &mut Vec<Finding>) {
    let ids: HashSet<Loc> = nodes.iter().map(|n| n.id).collect();
    let mut seen: HashSet<(Loc, Loc)> = HashSet::new();
    for &(a, b) in edges {
        if a == b {
            errors.push(found(
                [a],
                msg!("tracer-finding-edge-to-itself", a = a, b = b),
            ));
            continue;
        }
        for end in [a, b] {
            if !ids.contains(&end) {
                errors.push(found(
                    [a, b],
                    msg!("tracer-finding-edge-off-board", a = a, b = b, end = end),
                ));
            }
        }
        if seen.contains(&(a, b)) {
            errors.push(found(
                [a, b],
                msg!("tracer-finding-edge-repeated", a = a, b = b),
            ));
        } else if seen.contains(&(b, a)) {
            errors.push(found(
                [a, b],
                msg!("tracer-finding-edge-reversed", a = a, b = b),
            ));
        }
        seen.insert((a, b));
    }
}

impl Board {
    fn check_connected(&self) -> Result<(), Vec<Finding>> {
        let Some(first) = self.nodes.first() else {
            return Ok(());
        };
        let reach = self.distances_from(first.id, |_| false);
        let cut_off: Vec<Loc> = self
            .nodes
            .iter()
            .map(|n| n.id)
            .filter(|&id| reach.to(id).is_none())
            .collect();
        if cut_off.is_empty() {
            return Ok(());
        }
        let shown = list(cut_off.get(..LISTED_UNREACHABLE).unwrap_or(&cut_off));
        let more = cut_off.len().saturating_sub(LISTED_UNREACHABLE);
        let said = if more > 0 {
            msg!(
                "tracer-finding-cut-off-and-more",
                from = first.id,
                locs = shown,
                more = more
            )
        } else {
            msg!("tracer-finding-cut-off", from = first.id, locs = shown)
        };
        Err(vec![found(cut_off, said)])
    }
}

#[cfg(test)]
mod tests {
    use super::super::Loc;
    use super::super::tests::{errors, file};
    use serde_json::json;

    #[test]
    fn bad_locations_are_named() {
        assert_eq!(
            errors(&file(&[1, 2, 2], &[(1, 2)])),
            ["location 2 appears more than once"]
        );
        assert_eq!(
            errors(&file(&[0, 1], &[(0, 1)])),
            ["a location is numbered 0; locations are numbered from 1"]
        );
        let mut value = file(&[1, 2], &[(1, 2)]);
        value["nodes"][1]["x"] = json!(1.5);
        value["nodes"][0]["y"] = json!(-0.25);
        assert_eq!(
            errors(&value),
            [
                "location 1 is at y = -0.25, outside the picture (0 to 1)",
                "location 2 is at x = 1.5, outside the picture (0 to 1)"
            ]
        );
        let mut value = file(&[1, 2], &[(1, 2)]);
        value["nodes"][1]["id"] = json!(-4);
        let found = errors(&value);
        assert!(
            found[0].starts_with("location #2 in the \"nodes\" list"),
            "{found:?}"
        );
        assert_eq!(errors(&file(&[], &[])), ["the board has no locations"]);
    }

    #[test]
    fn bad_edges_are_named() {
        assert_eq!(
            errors(&file(&[41, 36], &[(41, 36), (41, 99)])),
            ["edge 41–99 names location 99, which is not on the board"]
        );
        assert_eq!(
            errors(&file(&[1, 2], &[(1, 2), (2, 2)])),
            ["edge 2–2 joins location 2 to itself"]
        );
        assert_eq!(
            errors(&file(&[1, 2], &[(1, 2), (1, 2)])),
            ["edge 1–2 is listed more than once"]
        );
        assert_eq!(
            errors(&file(&[1, 2], &[(1, 2), (2, 1)])),
            ["edge 2–1 is listed twice (also as 1–2)"]
        );
        let mut value = file(&[1, 2], &[(1, 2)]);
        value["edges"] = json!([[1, 2], [1, 2, 3]]);
        assert!(errors(&value)[0].starts_with("connection #2 in the \"edges\" list ([1,2,3])"));
    }

    #[test]
    fn a_disconnected_board_is_refused() {
        assert_eq!(
            errors(&file(&[1, 2, 3, 4], &[(1, 2), (3, 4)])),
            ["the board is not connected: from location 1 there is no route to 3, 4"]
        );
        let many: Vec<Loc> = (1..=20).collect();
        let found = errors(&file(&many, &[(1, 2)]));
        assert!(found[0].ends_with("to 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14 and 6 more"));
    }
}
