//! The crooks: each one's sheet (Traits with their Hassle triggers) and token pools, as set
//! up and as they stand in play.

use super::HouseRules;
use serde::{Deserialize, Serialize};

/// A Trait as written on the character sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraitSetup {
    /// The Trait ("Smooth talker").
    pub name: String,
    /// Trait tokens it puts on the table when used.
    pub bonus_tokens: u8,
    /// Its Hassle trigger in the table's own words ("any black 1"): the draft never defines
    /// triggers, so the table judges whether the dice show it.
    pub trigger: String,
}

/// A Trait in play: locked while its trigger is active.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trait {
    /// The Trait as written.
    pub sheet: TraitSetup,
    /// Whether its Hassle trigger token is out (set when used, cleared when rolled, on a new
    /// hassle, or at caper end).
    pub trigger_active: bool,
}

/// One crook's sheet and token pools.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    /// The crook's name.
    pub name: String,
    /// The crook's Traits.
    pub traits: Vec<Trait>,
    /// Whether the crook is currently hassled.
    pub hassled: bool,
    /// Hassle tokens from getting hassled, due on the next roll.
    pub hassle_next_turn: u8,
    /// Hassle tokens from Assist/Prepare, due on the next Focus roll.
    pub hassle_next_focus: u8,
    /// Trait tokens from Prepare, due on the next Focus roll, lost if unused.
    pub trait_next_focus: u8,
    /// Trait tokens handed over by assisting crooks this round, lost at the round's end.
    pub trait_from_assist: u8,
}

/// One crook at setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrookSetup {
    /// The crook's name.
    pub name: String,
    /// The crook's Traits.
    pub traits: Vec<TraitSetup>,
}

/// The players' crooks (3 or more, in seat order) and the house rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeystoneSetup {
    /// One crook per player, in seat order (the player on your left is the next seat).
    pub crooks: Vec<CrookSetup>,
    /// The house rules in force.
    pub house: HouseRules,
}
