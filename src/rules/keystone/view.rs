//! What the table screen shows (Keystone has no secrets): where the game stands, the crooks,
//! the plan, the points and the last roll with its reasons.

use super::{Character, Ending, Intent, MasterPlan, Resolution};
use crate::i18n::Msg;
use serde::{Deserialize, Serialize};

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// No crooks yet.
    Setup,
    /// Choosing the caper and writing the Master Plan.
    Planning,
    /// Rounds of turns.
    Play,
    /// The caper ended.
    Over(Ending),
}

/// A roll as it happened, for the table's big result panel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RollRecord {
    /// Who rolled, by seat.
    pub character: usize,
    /// Focus, Assist or Prepare.
    pub intent: Intent,
    /// The pairing with its reasons, the table cell and the hassle outcome.
    pub resolution: Resolution,
    /// What followed, in words ("Phase 2 done", "+2 Hassle tokens next turn").
    pub effects: Vec<Msg>,
}

/// The Focus task of the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FocusView {
    /// The phase number, from 1.
    pub phase: usize,
    /// The task.
    pub task: String,
    /// The Focus crook's name.
    pub crook: String,
    /// Whether it was achieved this round.
    pub done: bool,
}

/// Everything the table screen shows (Keystone has no secrets).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeystoneView {
    /// Where the game stands.
    pub stage: Stage,
    /// The crooks with their tokens, triggers and hassle.
    pub crooks: Vec<Character>,
    /// The Master Plan.
    pub plan: MasterPlan,
    /// Planner and Commenter of the next phase, while planning.
    pub next_planning: Option<(String, String)>,
    /// The round number, from 1 once play starts.
    pub round: u32,
    /// The round's Focus task.
    pub focus: Option<FocusView>,
    /// Crooks yet to take their turn this round.
    pub yet_to_roll: Vec<String>,
    /// Caper points.
    pub caper_points: u32,
    /// Enforcement points.
    pub enforcement_points: u32,
    /// The Enforcement points target (3 × phases).
    pub enforcement_target: u32,
    /// The last roll, with its pairing explanation.
    pub last_roll: Option<RollRecord>,
    /// House rules in force, labelled as such.
    pub house_rules: Vec<Msg>,
}
