//! The board file: the JSON a board is saved as and read from, and the [`Draft`] it holds
//! before the checks pass. Reading goes entry by entry, so one bad entry is named rather than
//! the whole file refused.

use super::checks::{found, texts};
use super::{Board, Finding, Loc, Node};
use crate::i18n::Msg;
use crate::msg;
use serde::{Serialize, Serializer};
use serde_json::Value;
use std::fmt::Write as _;

/// The file format tag every board file starts with.
const FORMAT: &str = "alibi-board";
/// The board file version this app writes and reads.
const VERSION: u64 = 1;

/// The board file as written, borrowed from a [`Board`].
#[derive(Serialize)]
struct BoardFile<'a> {
    format: &'static str,
    version: u64,
    name: &'a str,
    stand_in: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<&'a str>,
    nodes: &'a [Node],
    edges: &'a [(Loc, Loc)],
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        BoardFile {
            format: FORMAT,
            version: VERSION,
            name: &self.name,
            stand_in: self.stand_in,
            image: self.image.as_deref(),
            nodes: &self.nodes,
            edges: &self.edges,
        }
        .serialize(serializer)
    }
}

impl TryFrom<Value> for Board {
    type Error = String;

    fn try_from(value: Value) -> Result<Self, Self::Error> {
        read(&value).map_err(|errors| texts(errors).join("; "))
    }
}

/// A board's parts before the checks: what the tracer edits, and what a board file holds
/// even while it is unfinished (disconnected, numbers clashing). [`Draft::check`] runs the
/// same checks as [`Board::from_json`].
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Draft {
    /// The board's name, as shown wherever a board is chosen.
    pub name: String,
    /// A stand-in rather than a tracing of the printed board.
    pub stand_in: bool,
    /// Background picture path relative to the board file.
    pub image: Option<String>,
    /// Every location, in file order.
    pub nodes: Vec<Node>,
    /// Every connection, in file order.
    pub edges: Vec<(Loc, Loc)>,
}

impl Draft {
    /// Reads a board file that may not pass the checks yet. Only a file that is not a board
    /// file at all (not JSON, another format or version, unreadable entries) is refused.
    pub fn from_json(text: &str) -> Result<Draft, Vec<Finding>> {
        let (draft, errors) = read_parts(&parse(text)?)?;
        if errors.is_empty() {
            Ok(draft)
        } else {
            Err(errors)
        }
    }

    /// The board file text, written exactly as [`Board::to_json`] writes a checked board.
    pub fn to_json(&self) -> String {
        write_json(self)
    }
}

pub(super) fn parse(text: &str) -> Result<Value, Vec<Finding>> {
    serde_json::from_str(text).map_err(|e| {
        vec![found(
            [],
            msg!("tracer-finding-not-json", error = e.to_string()),
        )]
    })
}

/// The board file text: pretty JSON with one location and one connection per line, so
/// a traced board reads well in a diff.
fn write_json(board: &Draft) -> String {
    let mut out = String::new();
    out.push_str("{\n");
    let _ = writeln!(out, "  \"format\": \"{FORMAT}\",");
    let _ = writeln!(out, "  \"version\": {VERSION},");
    let _ = writeln!(out, "  \"name\": {},", Value::from(board.name.as_str()));
    let _ = writeln!(out, "  \"stand_in\": {},", board.stand_in);
    if let Some(image) = &board.image {
        let _ = writeln!(out, "  \"image\": {},", Value::from(image.as_str()));
    }
    out.push_str("  \"nodes\": [\n");
    for (i, n) in board.nodes.iter().enumerate() {
        let city = n.city.as_deref().map_or(Value::Null, Value::from);
        let comma = if i + 1 < board.nodes.len() { "," } else { "" };
        let _ = writeln!(
            out,
            "    {{\"id\": {}, \"x\": {}, \"y\": {}, \"yellow\": {}, \"city\": {city}}}{comma}",
            n.id, n.x, n.y, n.yellow
        );
    }
    out.push_str("  ],\n  \"edges\": [\n");
    for (i, (a, b)) in board.edges.iter().enumerate() {
        let comma = if i + 1 < board.edges.len() { "," } else { "" };
        let _ = writeln!(out, "    [{a}, {b}]{comma}");
    }
    out.push_str("  ]\n}\n");
    out
}

impl Board {
    /// Reads and validates a board file. `Ok((board, warnings))` or `Err(errors)`; every
    /// message names the node or edge at fault.
    pub fn from_json(text: &str) -> Result<(Board, Vec<String>), Vec<String>> {
        let (board, warnings) = Board::read_json(text).map_err(texts)?;
        Ok((board, texts(warnings)))
    }

    /// [`Board::from_json`] with its findings as messages, for a screen to say them in the
    /// language spoken there.
    pub fn read_json(text: &str) -> Result<(Board, Vec<Finding>), Vec<Finding>> {
        let board = read(&parse(text)?)?;
        let warnings = board.rulebook_findings();
        Ok((board, warnings))
    }

    /// The board file text: pretty JSON with one location and one connection per line, so
    /// a traced board reads well in a diff.
    pub fn to_json(&self) -> String {
        write_json(&self.to_draft())
    }

    /// The board's parts, to edit (the tracer) and check again.
    pub fn to_draft(&self) -> Draft {
        Draft {
            name: self.name.clone(),
            stand_in: self.stand_in,
            image: self.image.clone(),
            nodes: self.nodes.clone(),
            edges: self.edges.clone(),
        }
    }
}

/// A JSON value as quoted in a message: whole if short, cut off if it would swamp the line.
fn brief(value: &Value) -> String {
    const LONGEST: usize = 40;
    let text = value.to_string();
    if text.chars().count() > LONGEST {
        format!("{}…", text.chars().take(LONGEST).collect::<String>())
    } else {
        text
    }
}

/// The one way a [`Board`] is built: every check of a board file, all failures reported.
pub(super) fn read(value: &Value) -> Result<Board, Vec<Finding>> {
    let (draft, errors) = read_parts(value)?;
    draft.build(errors)
}

/// Reads a board file's parts: `Err` when it is not a board file at all, else the parts and
/// the entries that could not be read.
fn read_parts(value: &Value) -> Result<(Draft, Vec<Finding>), Vec<Finding>> {
    let refuse = |text: Msg| Err(vec![found([], text)]);
    let Some(top) = value.as_object() else {
        return refuse(msg!("tracer-finding-no-object"));
    };
    match top.get("format") {
        Some(Value::String(f)) if f == FORMAT => {}
        Some(other) => {
            return refuse(msg!(
                "tracer-finding-other-format",
                format = brief(other),
                wanted = FORMAT
            ));
        }
        None => {
            return refuse(msg!("tracer-finding-no-format", wanted = FORMAT));
        }
    }
    match top.get("version") {
        Some(v) if v.as_u64() == Some(VERSION) => {}
        Some(v) => {
            return refuse(msg!(
                "tracer-finding-other-version",
                version = brief(v),
                wanted = VERSION
            ));
        }
        None => {
            return refuse(msg!("tracer-finding-no-version", wanted = VERSION));
        }
    }

    let mut errors = Vec::new();
    // A missing name is reported by `Draft::build`, with the other checks.
    let name = match top.get("name") {
        Some(Value::String(name)) => name.clone(),
        _ => String::new(),
    };
    let stand_in = match top.get("stand_in") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => {
            errors.push(found(
                [],
                msg!("tracer-finding-bad-stand-in", value = brief(other)),
            ));
            false
        }
    };
    let image = match top.get("image") {
        None | Some(Value::Null) => None,
        Some(Value::String(path)) => Some(path.clone()),
        Some(other) => {
            errors.push(found(
                [],
                msg!("tracer-finding-bad-image", value = brief(other)),
            ));
            None
        }
    };
    let nodes = read_list::<Node>(top.get("nodes"), "nodes", "location", &mut errors);
    let edges = read_list::<(Loc, Loc)>(top.get("edges"), "edges", "connection", &mut errors);
    let draft = Draft {
        name,
        stand_in,
        image,
        nodes,
        edges,
    };
    Ok((draft, errors))
}

/// Reads a list entry by entry, so one bad entry is named rather than failing the whole list.
fn read_list<T: serde::de::DeserializeOwned>(
    list: Option<&Value>,
    key: &str,
    what: &str,
    errors: &mut Vec<Finding>,
) -> Vec<T> {
    let Some(Value::Array(items)) = list else {
        errors.push(found([], msg!("tracer-finding-no-list", key = key)));
        return Vec::new();
    };
    let mut read = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        match T::deserialize(item) {
            Ok(t) => read.push(t),
            Err(e) => errors.push(found(
                [],
                msg!(
                    "tracer-finding-unreadable",
                    what = what,
                    number = i + 1,
                    key = key,
                    entry = brief(item),
                    error = e.to_string()
                ),
            )),
        }
    }
    read
}

#[cfg(test)]
mod tests {
    use super::super::STAND_IN;
    use super::super::tests::{errors, file, load};
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    #[test]
    fn the_shipped_file_is_written_exactly_as_the_app_writes_it() {
        assert_eq!(Board::stand_in().to_json(), STAND_IN);
    }

    #[test]
    fn to_json_and_serde_round_trip() {
        let mut value = serde_json::to_value(Board::stand_in()).expect("serializes");
        value["image"] = json!("photos/my \"board\".jpg");
        value["nodes"][0]["city"] = json!("Weed, \"the\" town");
        value["nodes"][0]["yellow"] = json!(true);
        let board = load(&value);
        assert_eq!(board.image(), Some("photos/my \"board\".jpg"));
        let (again, _) = Board::from_json(&board.to_json()).expect("reloads");
        assert_eq!(again, board);
        let text = serde_json::to_string(&board).expect("serializes");
        let via_serde: Board = serde_json::from_str(&text).expect("deserializes");
        assert_eq!(via_serde, board);
    }

    #[test]
    fn serde_goes_through_the_checks() {
        let broken = file(&[1, 2], &[(1, 9)]).to_string();
        let refused = serde_json::from_str::<Board>(&broken).expect_err("must be refused");
        assert!(refused.to_string().contains("edge 1–9 names location 9"));
    }

    #[test]
    fn not_json_is_refused() {
        let errors = Board::from_json("<svg>not a board</svg>").expect_err("refused");
        assert_eq!(errors.len(), 1);
        assert!(errors[0].starts_with("this is not a board file: it is not valid JSON"));
        let errors = Board::from_json("[1, 2]").expect_err("refused");
        assert!(errors[0].contains("no {…} object"));
    }

    #[test]
    fn another_format_or_version_is_refused() {
        let mut value = file(&[1, 2], &[(1, 2)]);
        value["format"] = json!("alibi-record");
        assert_eq!(
            errors(&value),
            [
                "this is not an Alibi board file: its \"format\" is \"alibi-record\", not \"alibi-board\""
            ]
        );
        value["format"] = json!({"a very long format": "that would swamp the message line"});
        assert_eq!(
            errors(&value),
            [
                "this is not an Alibi board file: its \"format\" is {\"a very long format\":\"that would swamp …, not \"alibi-board\""
            ]
        );
        value.as_object_mut().map(|o| o.remove("format"));
        assert!(errors(&value)[0].contains("it has no \"format\""));
        let mut value = file(&[1, 2], &[(1, 2)]);
        value["version"] = json!(2);
        assert_eq!(
            errors(&value),
            ["this board file is version 2; this app reads version 1"]
        );
    }

    proptest! {
        #[test]
        fn any_bytes_are_refused_or_read_never_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let text = String::from_utf8_lossy(&bytes);
            match Board::from_json(&text) {
                Ok((board, _)) => {
                    prop_assert_eq!(Board::from_json(&board.to_json()).map(|(b, _)| b), Ok(board));
                }
                // A refusal always says why, in words.
                Err(errors) => {
                    prop_assert!(!errors.is_empty());
                    prop_assert!(errors.iter().all(|e| !e.trim().is_empty()), "{:?}", errors);
                }
            }
        }

        #[test]
        fn a_damaged_stand_in_is_refused_or_read_never_a_panic(
            at in 0..STAND_IN.len(),
            byte in any::<u8>(),
        ) {
            let mut bytes = STAND_IN.as_bytes().to_vec();
            bytes[at] = byte;
            let text = String::from_utf8_lossy(&bytes);
            match Board::from_json(&text) {
                Ok((board, _)) => {
                    prop_assert_eq!(Board::from_json(&board.to_json()).map(|(b, _)| b), Ok(board));
                }
                Err(errors) => prop_assert!(!errors.is_empty()),
            }
        }
    }
}
