//! The Crimewave board: numbered locations joined by connections.
//!
//! The printed board's connections are not known to us (spec §2), so a board is data: the app
//! ships a stand-in California and lets a group trace their own from a photo. Either way a
//! board is only ever built through [`Board::from_json`]'s checks, so the rules can trust it.

use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;
use std::collections::HashSet;
use std::fmt::Write as _;
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

/// The file format tag every board file starts with.
const FORMAT: &str = "alibi-board";
/// The board file version this app writes and reads.
const VERSION: u64 = 1;

/// Marks a location number that is not on the board in [`Board::slot`].
const NO_NODE: u16 = u16::MAX;
/// Marks an unreached location in [`Distances`].
const UNREACHED: u32 = u32::MAX;

/// How many unreachable locations a "not connected" error lists before summing up the rest.
const LISTED_UNREACHABLE: usize = 12;

/// The stand-in board file, shipped with the app.
const STAND_IN: &str = include_str!("../../../assets/boards/stand-in-california.json");

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

fn found(at: impl Into<Vec<Loc>>, text: Msg) -> Finding {
    Finding {
        text,
        at: at.into(),
    }
}

fn texts(findings: Vec<Finding>) -> Vec<String> {
    findings.into_iter().map(|f| f.text.to_string()).collect()
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

    /// Every check of a board file: `Ok((board, warnings))` or `Err(errors)`, each finding
    /// naming the locations at fault.
    pub fn check(&self) -> Result<(Board, Vec<Finding>), Vec<Finding>> {
        let board = self.clone().build(Vec::new())?;
        let warnings = board.rulebook_findings();
        Ok((board, warnings))
    }

    /// Checks the parts, adding to the `errors` found while reading them.
    fn build(self, mut errors: Vec<Finding>) -> Result<Board, Vec<Finding>> {
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

fn parse(text: &str) -> Result<Value, Vec<Finding>> {
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

    /// The rulebook checks of spec §2 that this board fails (empty for the stand-in), with the
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

/// What `alibi check-board FILE` prints for a board file's text, and whether the board can
/// be used (no errors; warnings allowed). Errors and warnings come one per line, then a
/// one-line summary starting with `file_name`.
pub fn check_report(file_name: &str, text: &str) -> (String, bool) {
    let mut out = String::new();
    match Board::from_json(text) {
        Err(errors) => {
            for e in &errors {
                let _ = writeln!(out, "error: {e}");
            }
            let _ = writeln!(
                out,
                "{file_name}: {}, so the board cannot be used",
                counted(errors.len(), "error", "errors")
            );
            (out, false)
        }
        Ok((board, warnings)) => {
            for w in &warnings {
                let _ = writeln!(out, "warning: {w}");
            }
            let cities = board.nodes.iter().filter(|n| n.yellow).count();
            let _ = writeln!(
                out,
                "{file_name}: {}, {}, {}: no errors, {}",
                counted(board.nodes.len(), "location", "locations"),
                counted(board.edges.len(), "connection", "connections"),
                counted(cities, "city", "cities"),
                if warnings.is_empty() {
                    "no warnings".to_string()
                } else {
                    counted(warnings.len(), "warning", "warnings")
                }
            );
            (out, true)
        }
    }
}

fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn steps_in_words(steps: Option<u32>) -> Msg {
    match steps {
        None => msg!("tracer-finding-not-connected-at-all"),
        Some(n) => msg!("tracer-finding-spaces", count = n),
    }
}

fn list(locs: &[Loc]) -> String {
    locs.iter()
        .map(Loc::to_string)
        .collect::<Vec<_>>()
        .join(", ")
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
fn read(value: &Value) -> Result<Board, Vec<Finding>> {
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
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    /// A board file with plain (non-city) locations.
    fn file(nodes: &[Loc], edges: &[(Loc, Loc)]) -> Value {
        let nodes: Vec<Value> = nodes
            .iter()
            .map(|&id| json!({"id": id, "x": 0.5, "y": 0.5, "yellow": false, "city": null}))
            .collect();
        json!({"format": "alibi-board", "version": 1, "name": "test", "stand_in": false,
               "nodes": nodes, "edges": edges})
    }

    fn errors(value: &Value) -> Vec<String> {
        match Board::from_json(&value.to_string()) {
            Ok(_) => panic!("the board should have been refused"),
            Err(errors) => errors,
        }
    }

    fn load(value: &Value) -> Board {
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

    #[test]
    fn check_report_summarises_or_lists_errors() {
        let (text, ok) = check_report("stand-in-california.json", STAND_IN);
        assert!(ok);
        let edges = Board::stand_in().edges().len();
        assert_eq!(
            text,
            format!(
                "stand-in-california.json: 96 locations, {edges} connections, 11 cities: no errors, no warnings\n"
            )
        );
        let (text, ok) = check_report("mine.json", &file(&[1, 2], &[(1, 3)]).to_string());
        assert!(!ok);
        assert_eq!(
            text,
            "error: edge 1–3 names location 3, which is not on the board\n\
             mine.json: 1 error, so the board cannot be used\n"
        );
        let (text, ok) = check_report("small.json", &file(&[1, 2], &[(1, 2)]).to_string());
        assert!(ok);
        assert!(text.starts_with("warning: the board has 2 locations"));
        assert!(
            text.ends_with(
                "small.json: 2 locations, 1 connection, 0 cities: no errors, 5 warnings\n"
            ),
            "{text}"
        );
    }

    proptest! {
        #[test]
        fn any_bytes_are_refused_or_read_never_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let text = String::from_utf8_lossy(&bytes);
            if let Ok((board, _)) = Board::from_json(&text) {
                prop_assert_eq!(Board::from_json(&board.to_json()).map(|(b, _)| b), Ok(board));
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
