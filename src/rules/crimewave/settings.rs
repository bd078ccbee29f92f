//! House rules: the values the rulebook leaves open or the app rules on (rulings 12, 16, 17 and 21,
//! docs/rulings.md),
//! each a named setting of the house-rules panel and of `rule NAME VALUE` transcript lines.

use super::evidence::Evidence;
use crate::i18n::Msg;
use crate::msg;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// What one kind of Evidence needs and is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct EvidenceRule {
    /// Verified on a roll of this or lower.
    pub roll: u8,
    /// Points towards flipping the victim tile and in the case file.
    pub points: u8,
    /// How many tiles of this kind the bag holds (for the app's own draws).
    pub in_bag: u8,
}

/// The house rules in force (defaults are Alibi's rulings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// A watched location may not end a route either (ruling 12), not only block it.
    pub watch_blocks_endpoint: bool,
    /// A wrong tie's dismissal raises Public Panic (ruling 17: it doesn't).
    pub dismissal_panic: bool,
    /// Nodes on the Victim Counter loop.
    pub victim_counter: u8,
    /// The murder methods, as transcript words (lower case, hyphenated).
    pub methods: Vec<String>,
    /// For each d8 face 1–8, the method number (1-based into `methods`).
    pub d8: [u8; 8],
    /// Faces of the die Evidence is verified with.
    pub evidence_die: u8,
    /// Per Evidence kind, cheapest first.
    pub evidence: [EvidenceRule; 4],
    /// When Alibi plays the Killers: the chances of its own Killer events and Defense.
    pub killer_events: KillerEvents,
}

/// Alibi's Killer-event variant (ruling 23): when Alibi plays the Killers, the
/// Killer deck stays in the box, because a hand of cards the rulebook never lists can't be
/// played honestly by a program. Instead, each round Alibi draws one Killer event with these
/// chances, and at a trial it draws its Defense points. The engine only keeps the numbers
/// (they are house rules, in the record like any other); the draws happen outside the rules
/// and are recorded as the ordinary actions (`random-killing`, `full-moon`, `escape`,
/// `trial P D`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KillerEvents {
    /// Percent chance each round of a Random Killing.
    pub random_killing: u8,
    /// Percent chance each round of a Full Moon (every method rolled again).
    pub full_moon: u8,
    /// Percent chance each round of an Escape from Prison while a Killer is in prison; with
    /// nobody in prison it is never drawn and its chance falls to "nothing happens".
    pub escape: u8,
    /// Alibi's Defense at a trial: each total of Defense points with its percent chance
    /// (the chances add up to 100), ascending by points.
    pub defense: Vec<(u8, u8)>,
}

impl Default for KillerEvents {
    /// The defaults and why (docs/alibi-plays-crimewave.md): the printed Killer player plays
    /// two cards a round from a hand of nine or so and draws two; a deck of about fifty
    /// cards with a few of each event gives a Random Killing about one round in five, a Full
    /// Moon (drawn, never chosen) about one in ten, and an Escape about one in ten while
    /// someone is in prison. Defense cards are the commonest, so a trial meets about 3
    /// points (the rulebook's example: one Defense card worth 4).
    fn default() -> Self {
        KillerEvents {
            random_killing: 20,
            full_moon: 10,
            escape: 10,
            defense: vec![(0, 20), (2, 30), (4, 35), (6, 15)],
        }
    }
}

impl KillerEvents {
    /// The three event chances together (at most 100: the rest is a round without an event).
    pub fn total(&self) -> u32 {
        u32::from(self.random_killing) + u32::from(self.full_moon) + u32::from(self.escape)
    }
}

/// The rulebook's four murder methods, as the settings and transcripts name them.
pub const PRINTED_METHODS: [&str; 4] = ["shooting", "stabbing", "bludgeoning", "strangling"];

impl Default for Settings {
    fn default() -> Self {
        let methods: Vec<String> = PRINTED_METHODS.into_iter().map(String::from).collect();
        let rule = |roll, points| EvidenceRule {
            roll,
            points,
            in_bag: 10,
        };
        Settings {
            watch_blocks_endpoint: true,
            dismissal_panic: false,
            victim_counter: 4,
            d8: even_d8(methods.len()),
            methods,
            evidence_die: 6,
            evidence: [rule(4, 1), rule(3, 1), rule(2, 2), rule(1, 3)],
            killer_events: KillerEvents::default(),
        }
    }
}

/// A murder method in the table's language: the rulebook's four are messages, a method the
/// group named in the house rules is said as typed.
pub fn method_msg(name: &str) -> Msg {
    match name {
        "shooting" => msg!("crimewave-method-shooting"),
        "stabbing" => msg!("crimewave-method-stabbing"),
        "bludgeoning" => msg!("crimewave-method-bludgeoning"),
        "strangling" => msg!("crimewave-method-strangling"),
        other => Msg::raw(other.to_owned()),
    }
}

/// A method as a crime scene's plate says it: a few letters, each of the rulebook's four its
/// own in every language (German's all begin "Er…"); a method the group named is cut to its
/// first three.
pub fn method_tag(name: &str) -> Msg {
    if PRINTED_METHODS.contains(&name) {
        Msg::new(format!("crimewave-method-tag-{name}"))
    } else {
        Msg::raw(name.chars().take(3).collect::<String>())
    }
}

/// Faces split evenly among `count` methods (1–2, 3–4, 5–6, 7–8 for four).
fn even_d8(count: usize) -> [u8; 8] {
    let count = count.clamp(1, 8);
    let mut table = [1; 8];
    for (face, entry) in table.iter_mut().enumerate() {
        *entry = (face * count / 8 + 1) as u8;
    }
    table
}

impl Settings {
    /// The rule for one kind of Evidence.
    pub fn evidence(&self, kind: Evidence) -> EvidenceRule {
        self.evidence[kind.index()]
    }

    /// The method a d8 face gives, or None for a face outside 1–8.
    pub fn method_for_face(&self, face: u8) -> Option<&str> {
        let number = *self.d8.get(usize::from(face).checked_sub(1)?)?;
        self.methods
            .get(usize::from(number).checked_sub(1)?)
            .map(String::as_str)
    }

    /// The method named by `word` (case-insensitive), as this game spells it.
    pub fn method_named(&self, word: &str) -> Option<&str> {
        self.methods
            .iter()
            .find(|m| m.eq_ignore_ascii_case(word))
            .map(String::as_str)
    }

    /// Draws an Evidence tile from the bag as the house rules fill it (None if it is empty).
    /// The app calls this and records the tile in the action, so replays need no randomness.
    pub fn draw_evidence(&self, rng: &mut impl Rng) -> Option<Evidence> {
        let total: u32 = self.evidence.iter().map(|r| u32::from(r.in_bag)).sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..total);
        for kind in Evidence::ALL {
            let count = u32::from(self.evidence(kind).in_bag);
            if pick < count {
                return Some(kind);
            }
            pick -= count;
        }
        None
    }

    /// Takes one house rule.
    pub(super) fn set(&mut self, rule: &HouseRule) {
        match rule {
            HouseRule::WatchBlocksEndpoint(on) => self.watch_blocks_endpoint = *on,
            HouseRule::DismissalPanic(on) => self.dismissal_panic = *on,
            HouseRule::VictimCounter(n) => self.victim_counter = *n,
            HouseRule::Methods(names) => {
                self.methods = names.clone();
                self.d8 = even_d8(names.len());
            }
            HouseRule::D8(table) => self.d8 = *table,
            HouseRule::EvidenceDie(faces) => self.evidence_die = *faces,
            HouseRule::Roll(kind, n) => self.evidence[kind.index()].roll = *n,
            HouseRule::Points(kind, n) => self.evidence[kind.index()].points = *n,
            HouseRule::InBag(kind, n) => self.evidence[kind.index()].in_bag = *n,
            HouseRule::RandomKillingChance(n) => self.killer_events.random_killing = *n,
            HouseRule::FullMoonChance(n) => self.killer_events.full_moon = *n,
            HouseRule::EscapeChance(n) => self.killer_events.escape = *n,
            HouseRule::Defense(table) => self.killer_events.defense = table.clone(),
        }
    }
}

/// One house rule as set in the panel or by `rule NAME VALUE`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HouseRule {
    /// `watch-blocks-endpoint yes|no`.
    WatchBlocksEndpoint(bool),
    /// `dismissal-panic yes|no`.
    DismissalPanic(bool),
    /// `victim-counter N` (1–20 nodes).
    VictimCounter(u8),
    /// `methods a,b,c,d`: 1–8 method names; the d8 table is split evenly among them again.
    Methods(Vec<String>),
    /// `d8 11223344`: for faces 1–8, the method number each gives.
    D8([u8; 8]),
    /// `evidence-die N`: faces of the verification die (2–20).
    EvidenceDie(u8),
    /// `KIND-roll N`: verified on N or lower.
    Roll(Evidence, u8),
    /// `KIND-points N`: points a verified tile is worth (0–9).
    Points(Evidence, u8),
    /// `KIND-in-bag N`: tiles of that kind in the bag (0–99).
    InBag(Evidence, u8),
    /// `random-killing-chance N`: percent chance of Alibi's Random Killing each round.
    RandomKillingChance(u8),
    /// `full-moon-chance N`: percent chance of Alibi's Full Moon each round.
    FullMoonChance(u8),
    /// `escape-chance N`: percent chance of Alibi's Escape from Prison each round while a
    /// Killer is in prison.
    EscapeChance(u8),
    /// `defense-points 0:20,2:30,4:35,6:15`: Alibi's Defense totals at a trial, each with
    /// its percent chance (adding up to 100).
    Defense(Vec<(u8, u8)>),
}

/// The names of every house rule, for messages and the panel.
pub const HOUSE_RULE_NAMES: &str = "watch-blocks-endpoint, dismissal-panic, victim-counter, \
methods, d8, evidence-die, KIND-roll, KIND-points, KIND-in-bag for item, blood, fingerprint, witness, \
and for Alibi's Killer events random-killing-chance, full-moon-chance, escape-chance, defense-points";

impl HouseRule {
    /// The rule's name and value as a transcript writes them.
    pub fn name_and_value(&self) -> (String, String) {
        let yes_no = |on: &bool| if *on { "yes" } else { "no" }.to_string();
        match self {
            HouseRule::WatchBlocksEndpoint(on) => ("watch-blocks-endpoint".into(), yes_no(on)),
            HouseRule::DismissalPanic(on) => ("dismissal-panic".into(), yes_no(on)),
            HouseRule::VictimCounter(n) => ("victim-counter".into(), n.to_string()),
            HouseRule::Methods(names) => ("methods".into(), names.join(",")),
            HouseRule::D8(table) => ("d8".into(), table.iter().map(u8::to_string).collect()),
            HouseRule::EvidenceDie(n) => ("evidence-die".into(), n.to_string()),
            HouseRule::Roll(kind, n) => (format!("{}-roll", kind.word()), n.to_string()),
            HouseRule::Points(kind, n) => (format!("{}-points", kind.word()), n.to_string()),
            HouseRule::InBag(kind, n) => (format!("{}-in-bag", kind.word()), n.to_string()),
            HouseRule::RandomKillingChance(n) => ("random-killing-chance".into(), n.to_string()),
            HouseRule::FullMoonChance(n) => ("full-moon-chance".into(), n.to_string()),
            HouseRule::EscapeChance(n) => ("escape-chance".into(), n.to_string()),
            HouseRule::Defense(table) => ("defense-points".into(), defense_words(table)),
        }
    }

    /// Reads a rule from its name and value; `Err` says what is wrong, for a person.
    pub fn parse(name: &str, value: &str) -> Result<HouseRule, Msg> {
        let name = name.to_ascii_lowercase();
        let value = value.to_ascii_lowercase();
        let number = |low: u8, high: u8| -> Result<u8, Msg> {
            value
                .parse::<u8>()
                .ok()
                .filter(|n| (low..=high).contains(n))
                .ok_or_else(|| {
                    msg!(
                        "crimewave-rule-wrong-number",
                        name = name.as_str(),
                        low = low,
                        high = high,
                        value = value.as_str()
                    )
                })
        };
        let yes_no = || match value.as_str() {
            "yes" => Ok(true),
            "no" => Ok(false),
            _ => Err(msg!(
                "crimewave-rule-wrong-yes-no",
                name = name.as_str(),
                value = value.as_str()
            )),
        };
        let per_kind = |suffix: &str| name.strip_suffix(suffix).and_then(Evidence::from_word);
        match name.as_str() {
            "watch-blocks-endpoint" => Ok(HouseRule::WatchBlocksEndpoint(yes_no()?)),
            "dismissal-panic" => Ok(HouseRule::DismissalPanic(yes_no()?)),
            "victim-counter" => Ok(HouseRule::VictimCounter(number(1, 20)?)),
            "evidence-die" => Ok(HouseRule::EvidenceDie(number(2, 20)?)),
            "methods" => parse_methods(&value),
            "d8" => parse_d8(&value),
            "random-killing-chance" => Ok(HouseRule::RandomKillingChance(number(0, 100)?)),
            "full-moon-chance" => Ok(HouseRule::FullMoonChance(number(0, 100)?)),
            "escape-chance" => Ok(HouseRule::EscapeChance(number(0, 100)?)),
            "defense-points" => parse_defense(&value),
            _ => {
                if let Some(kind) = per_kind("-roll") {
                    Ok(HouseRule::Roll(kind, number(1, 20)?))
                } else if let Some(kind) = per_kind("-points") {
                    Ok(HouseRule::Points(kind, number(0, 9)?))
                } else if let Some(kind) = per_kind("-in-bag") {
                    Ok(HouseRule::InBag(kind, number(0, 99)?))
                } else {
                    Err(msg!(
                        "crimewave-rule-unknown",
                        name = name.as_str(),
                        rules = HOUSE_RULE_NAMES
                    ))
                }
            }
        }
    }
}

fn parse_methods(value: &str) -> Result<HouseRule, Msg> {
    let names: Vec<String> = value.split(',').map(str::to_string).collect();
    let well_formed =
        |n: &String| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if names.is_empty() || names.len() > 8 || !names.iter().all(well_formed) {
        return Err(msg!("crimewave-rule-wrong-methods", value = value));
    }
    if names.iter().any(|n| n.starts_with("d8=")) || has_duplicate(&names) {
        return Err(msg!("crimewave-rule-same-methods", value = value));
    }
    Ok(HouseRule::Methods(names))
}

fn has_duplicate(names: &[String]) -> bool {
    names
        .iter()
        .enumerate()
        .any(|(i, n)| names.iter().skip(i + 1).any(|m| m == n))
}

/// "0:20,2:30,4:35,6:15".
fn defense_words(table: &[(u8, u8)]) -> String {
    table
        .iter()
        .map(|(points, chance)| format!("{points}:{chance}"))
        .collect::<Vec<_>>()
        .join(",")
}

fn parse_defense(value: &str) -> Result<HouseRule, Msg> {
    let wrong = || msg!("crimewave-rule-wrong-defense", value = value);
    let mut table: Vec<(u8, u8)> = Vec::new();
    for pair in value.split(',') {
        let (points, chance) = pair.split_once(':').ok_or_else(wrong)?;
        let points: u8 = points.parse().ok().filter(|&p| p <= 30).ok_or_else(wrong)?;
        let chance: u8 = chance
            .parse()
            .ok()
            .filter(|&c| c <= 100)
            .ok_or_else(wrong)?;
        if table.last().is_some_and(|&(before, _)| before >= points) {
            return Err(wrong());
        }
        table.push((points, chance));
    }
    let total: u32 = table.iter().map(|&(_, chance)| u32::from(chance)).sum();
    if total != 100 {
        return Err(wrong());
    }
    Ok(HouseRule::Defense(table))
}

fn parse_d8(value: &str) -> Result<HouseRule, Msg> {
    let digits: Vec<u8> = value
        .chars()
        .filter_map(|c| c.to_digit(10).and_then(|d| u8::try_from(d).ok()))
        .collect();
    match <[u8; 8]>::try_from(digits) {
        Ok(table) if value.len() == 8 && table.iter().all(|d| (1..=8).contains(d)) => {
            Ok(HouseRule::D8(table))
        }
        _ => Err(msg!("crimewave-rule-wrong-d8", value = value)),
    }
}
