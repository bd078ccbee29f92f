//! The Master Plan: complexity, phases shared equally among the crooks, and the
//! Planner/Commenter rotation.

use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;
use serde::{Deserialize, Serialize};

/// Above this complexity the draft warns the caper gets "unbearably long".
pub const LONG_CAPER: u8 = 20;

/// One phase of the Master Plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Phase {
    /// The critical task, in a few words.
    pub task: String,
    /// The crook responsible, by seat.
    pub crook: usize,
    /// The Commenter's flavour element (an object, a detail, an NPC, a past event).
    pub element: String,
    /// Who planned it, by seat.
    pub planner: usize,
    /// Who commented on it, by seat.
    pub commenter: usize,
    /// Whether the task has been achieved.
    pub done: bool,
}

/// The caper being planned or pulled off.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MasterPlan {
    /// The kind of caper ("bank robbery").
    pub caper: String,
    /// Complexity = number of phases.
    pub complexity: u8,
    /// Who won the die roll-off and planned phase 1, by seat.
    pub starter: usize,
    /// The phases planned so far.
    pub phases: Vec<Phase>,
}

/// Refuses a complexity that isn't a positive multiple of the number of crooks; the
/// `Ok` carries the "too long" warning when there is one.
pub fn check_complexity(complexity: u8, crooks: usize) -> Result<Option<Msg>, Refusal> {
    let c = usize::from(complexity);
    if crooks == 0 || c == 0 || c % crooks != 0 {
        let steps: Vec<String> = (1..=3).map(|k| (k * crooks).to_string()).collect();
        return Err(Refusal::new(msg!(
            "keystone-refusal-complexity",
            crooks = crooks,
            steps = steps.join(", ")
        )));
    }
    Ok((complexity > LONG_CAPER).then(|| msg!("keystone-warning-long", complexity = complexity)))
}

impl MasterPlan {
    /// Whether every phase has been planned.
    pub fn planned(&self) -> bool {
        !self.phases.is_empty() && self.phases.len() == usize::from(self.complexity)
    }

    /// The Planner and Commenter of the next phase to plan: the rotation passes left each
    /// phase, the Commenter becoming the Planner.
    pub fn next_roles(&self, players: usize) -> (usize, usize) {
        let planner = (self.starter + self.phases.len()) % players.max(1);
        (planner, (planner + 1) % players.max(1))
    }

    /// Tasks per crook when shared equally.
    pub fn share(&self, crooks: usize) -> usize {
        usize::from(self.complexity) / crooks.max(1)
    }

    /// Tasks already given to a crook.
    pub fn tasks_of(&self, crook: usize) -> usize {
        self.phases.iter().filter(|p| p.crook == crook).count()
    }

    /// The first phase not yet done (the Focus task at a round's start), by index.
    pub fn first_open(&self) -> Option<usize> {
        self.phases.iter().position(|p| !p.done)
    }

    /// The Enforcement points target: three per phase.
    pub fn ep_target(&self) -> u32 {
        3 * u32::from(self.complexity)
    }
}

/// The outcome of the planning roll-off.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollOff {
    /// The highest die, alone: this seat plans phase 1.
    Winner(usize),
    /// These seats tied for highest and roll again (a house rule: the draft doesn't say).
    Reroll(Vec<usize>),
}

/// Reads a roll-off from `(seat, die)` pairs.
pub fn roll_off(rolls: &[(usize, u8)]) -> RollOff {
    let best = rolls.iter().map(|&(_, d)| d).max();
    let top: Vec<usize> = rolls
        .iter()
        .filter(|&&(_, d)| Some(d) == best)
        .map(|&(s, _)| s)
        .collect();
    match top.as_slice() {
        [one] => RollOff::Winner(*one),
        _ => RollOff::Reroll(top),
    }
}
